/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipchain/flipchain-solver.h"

/* An open-addressing table: @a holds the red discs and the colour to
 * move, @b the blue discs and the value (+2, so never zero once set). */
typedef struct
{
  guint64 a;
  guint64 b;
} Entry;

#define FT_FC_SOLVER_MAX_ENTRIES (G_GUINT64_CONSTANT (1) << 26)

struct _FtFcSolver
{
  guint    side;
  Entry   *table;
  guint64  mask;
  guint64  used;
  gint64   deadline;
  guint64  nodes;
  gboolean timed_out;
};

FtFcSolver *
ft_fc_solver_new (guint side)
{
  FtFcSolver *s;

  g_return_val_if_fail (side >= FT_FC_MIN_SIDE && side <= FT_FC_SOLVER_MAX_SIDE, NULL);
  s = g_new0 (FtFcSolver, 1);
  s->side = side;
  s->mask = (1u << 16) - 1;
  s->table = g_new0 (Entry, s->mask + 1);
  return s;
}

void
ft_fc_solver_free (FtFcSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->table);
  g_free (solver);
}

void
ft_fc_solver_set_limit (FtFcSolver *solver,
                        gint64      time_us)
{
  solver->deadline = time_us > 0 ? g_get_monotonic_time () + time_us : 0;
  solver->timed_out = FALSE;
}

guint64
ft_fc_solver_positions (FtFcSolver *solver)
{
  return solver->used;
}

static inline guint64
hash_key (guint64 a,
          guint64 b)
{
  guint64 h = a * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ (b + G_GUINT64_CONSTANT (0x632be59bd9b4e019));

  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  return h ^ (h >> 32);
}

static Entry *
slot (Entry   *table,
      guint64  mask,
      guint64  a,
      guint64  blue)
{
  guint64 i = hash_key (a, blue) & mask;

  for (;;)
    {
      Entry *e = &table[i];

      if (e->b == 0 || (e->a == a && (e->b & ~(G_GUINT64_CONSTANT (3) << 62)) == blue))
        return e;
      i = (i + 1) & mask;
    }
}

static void
grow (FtFcSolver *s)
{
  guint64 new_mask = s->mask * 2 + 1;
  Entry *table = g_new0 (Entry, new_mask + 1);

  for (guint64 i = 0; i <= s->mask; i++)
    if (s->table[i].b != 0)
      *slot (table, new_mask, s->table[i].a, s->table[i].b & ~(G_GUINT64_CONSTANT (3) << 62)) = s->table[i];
  g_free (s->table);
  s->table = table;
  s->mask = new_mask;
}

static gint
negamax (FtFcSolver      *s,
         const FtFcBoard *board,
         FtFcColour       to_move)
{
  guint64 a = board->red.w[0] | ((guint64) (to_move == FT_FC_BLUE) << 63);
  guint64 blue = board->blue.w[0];
  Entry *e = slot (s->table, s->mask, a, blue);
  FtFcBits legal, empty;
  FtFcBoard children[FT_FC_MAX_CELLS];
  guint n = 0;
  gint best = -1;

  if (e->b != 0)
    return (gint) (e->b >> 62) - 2;
  if (s->timed_out)
    return FT_FC_UNKNOWN;
  if (s->deadline > 0 && (++s->nodes & 1023) == 0 && g_get_monotonic_time () > s->deadline)
    {
      s->timed_out = TRUE;
      return FT_FC_UNKNOWN;
    }

  /* A win now settles it; otherwise every child is needed anyway. */
  ft_fc_board_legal (board, to_move, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      children[n] = *board;
      if (ft_fc_board_place (&children[n], to_move, (guint) c, NULL))
        {
          best = 1;
          break;
        }
      n++;
    }
  for (guint i = 0; i < n && best < 1; i++)
    {
      FtFcBits next_legal;
      gint v;

      ft_fc_board_empty_cells (&children[i], &empty);
      if (ft_fc_bits_empty (&empty))
        v = 0;   /* flipchain R6: full board, no loop */
      else
        {
          ft_fc_board_legal (&children[i], FT_FC_OTHER (to_move), &next_legal);
          if (ft_fc_bits_empty (&next_legal))
            v = negamax (s, &children[i], to_move);   /* R6: they skip */
          else
            {
              v = negamax (s, &children[i], FT_FC_OTHER (to_move));
              v = v == FT_FC_UNKNOWN ? v : -v;
            }
        }
      if (v == FT_FC_UNKNOWN)
        return FT_FC_UNKNOWN;
      best = MAX (best, v);
    }

  /* Store (the slot may have moved if the table grew below). */
  if ((s->used + 1) * 10 > (s->mask + 1) * 7)
    {
      /* Past 1 GiB of table the answer is "too big here", like a timeout. */
      if (s->mask + 1 >= FT_FC_SOLVER_MAX_ENTRIES)
        {
          s->timed_out = TRUE;
          return FT_FC_UNKNOWN;
        }
      grow (s);
    }
  e = slot (s->table, s->mask, a, blue);
  e->a = a;
  e->b = blue | ((guint64) (best + 2) << 62);
  s->used++;
  return best;
}

static gint
value_after_move (FtFcSolver     *s,
                  const FtFcGame *game,
                  gint            move)
{
  FtFcGame g = *game;
  gint v;

  if (!ft_fc_game_play (&g, move, NULL, NULL))
    return FT_FC_UNKNOWN;
  if (g.status == FT_FC_WON)
    return 1;
  if (g.status == FT_FC_DRAWN)
    return 0;
  if (move == FT_FC_MOVE_SWAP)
    {
      /* The swapper now holds Red: their value is Red's, Blue to move. */
      v = negamax (s, &g.board, FT_FC_BLUE);
      return v == FT_FC_UNKNOWN ? v : -v;
    }
  v = ft_fc_solver_value (s, &g);
  if (v == FT_FC_UNKNOWN)
    return v;
  return g.to_move == game->to_move ? v : -v;
}

gint
ft_fc_solver_value (FtFcSolver     *solver,
                    const FtFcGame *game)
{
  g_return_val_if_fail (game->board.side == solver->side, FT_FC_UNKNOWN);

  if (game->status == FT_FC_WON)
    return game->winner == game->to_move ? 1 : -1;
  if (game->status == FT_FC_DRAWN)
    return 0;
  if (ft_fc_game_can_swap (game))
    {
      gint v = negamax (solver, &game->board, FT_FC_BLUE);

      /* flipchain R7: play on (v) or swap (-v: the decider takes Red). */
      return v == FT_FC_UNKNOWN ? v : ABS (v);
    }
  return negamax (solver, &game->board, game->to_move);
}

gint
ft_fc_solver_move_value (FtFcSolver     *solver,
                         const FtFcGame *game,
                         gint            move)
{
  g_return_val_if_fail (game->board.side == solver->side, FT_FC_UNKNOWN);
  return value_after_move (solver, game, move);
}

void
ft_fc_solve (guint         side,
             gint64        time_us,
             FtFcSolution *solution)
{
  g_autoptr(FtFcSolver) s = ft_fc_solver_new (side);
  const FtFcGeom *g = ft_fc_geom (side);
  gint64 start = g_get_monotonic_time ();

  memset (solution, 0, sizeof *solution);
  solution->side = side;
  solution->value_no_pie = -1;
  solution->value_pie = -1;
  ft_fc_solver_set_limit (s, time_us);
  solution->complete = TRUE;
  for (guint c = 0; c < g->n_cells; c++)
    {
      FtFcGame game;
      gint v;

      ft_fc_game_init (&game, side, FALSE);
      ft_fc_game_play (&game, (gint) c, NULL, NULL);
      v = negamax (s, &game.board, FT_FC_BLUE);
      if (v == FT_FC_UNKNOWN)
        {
          solution->complete = FALSE;
          solution->first[c] = FT_FC_UNKNOWN;
          continue;
        }
      solution->first[c] = -v;
      solution->value_no_pie = MAX (solution->value_no_pie, -v);
      /* flipchain R7: Blue swaps a winning first disc, so the first person
       * keeps at best a draw. */
      solution->value_pie = MAX (solution->value_pie, -ABS (v));
    }
  solution->positions = s->used;
  solution->seconds = (g_get_monotonic_time () - start) / 1e6;
}
