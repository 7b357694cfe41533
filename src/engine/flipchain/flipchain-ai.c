/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-rng.h"
#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-solver.h"

static const char *const strength_tokens[FT_N_STRENGTHS] = { "beginner", "standard", "expert" };

const char *
ft_fc_strength_token (FtStrength strength)
{
  g_return_val_if_fail (strength < FT_N_STRENGTHS, NULL);
  return strength_tokens[strength];
}

gboolean
ft_fc_strength_from_token (const char   *token,
                           FtStrength   *strength)
{
  for (guint i = 0; i < FT_N_STRENGTHS; i++)
    if (g_strcmp0 (token, strength_tokens[i]) == 0)
      {
        *strength = (FtStrength) i;
        return TRUE;
      }
  return FALSE;
}

/* The @k-th member of @set (0-based), which must have more than @k. */
static gint
nth_cell (const FtFcBits *set,
          guint           k)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    {
      guint n = (guint) __builtin_popcountll (set->w[i]);
      guint64 w = set->w[i];

      if (k >= n)
        {
          k -= n;
          continue;
        }
      while (k-- > 0)
        w &= w - 1;
      return (gint) (i * 64 + (guint) __builtin_ctzll (w));
    }
  g_return_val_if_reached (FT_FC_NO_CELL);
}

static gint
random_cell (FtRng          *rng,
             const FtFcBits *set)
{
  guint n = ft_fc_bits_count (set);

  return n == 0 ? FT_FC_NO_CELL : nth_cell (set, ft_rng_below (rng, n));
}

/* ---- Winning cells ----
 *
 * The scan for winning placements is most of the work of the standard
 * player, the hint and the expert (in its look-ahead and in every move of
 * its playouts), so it avoids the whole-board loop test of each placement.
 */

static inline gboolean
bits_meet (const FtFcBits *a,
           const FtFcBits *b)
{
  guint64 any = 0;

  for (guint i = 0; i < FT_FC_WORDS; i++)
    any |= a->w[i] & b->w[i];
  return any != 0;
}

/*
 * Whether @set holds a loop (R3), knowing that @set without @added held
 * none: a loop must then use a cell of @added.  So either a cell next to
 * @added (or in it) has its six neighbours in @set, or some cell next to
 * @added and outside @set is now cut off from the board's edge.  The flood
 * fills stop as soon as they reach the edge, so this costs far less than
 * the whole-board test (ft_fc_bits_have_loop()) in a playout.
 */
static gboolean
loop_through (const FtFcGeom *g,
              const FtFcBits *set,
              const FtFcBits *added)
{
  FtFcBits near = *added, escaped = { { 0, } };
  gint16 stack[FT_FC_MAX_CELLS];

  FT_FC_BITS_FOREACH (a, added)
    for (guint i = 0; i < FT_FC_WORDS; i++)
      near.w[i] |= g->nbits[a].w[i];
  FT_FC_BITS_FOREACH (u, &near)
    {
      gboolean full = TRUE;

      if (ft_fc_bits_has (set, (guint) u))
        {
          if (g->n_nbr[u] < 6)
            continue;
          for (guint i = 0; i < FT_FC_WORDS && full; i++)
            full = (g->nbits[u].w[i] & ~set->w[i]) == 0;
          if (full)
            return TRUE;
          continue;
        }
      if (ft_fc_bits_has (&escaped, (guint) u))
        continue;
      {
        FtFcBits seen = { { 0, } };
        guint top = 0;
        gboolean out = FALSE;

        ft_fc_bits_add (&seen, (guint) u);
        stack[top++] = (gint16) u;
        while (top > 0 && !out)
          {
            guint c = (guint) stack[--top];

            if (g->n_nbr[c] < 6 || ft_fc_bits_has (&escaped, c))
              {
                out = TRUE;
                break;
              }
            for (guint k = 0; k < 6; k++)
              {
                guint d = (guint) g->nbr_list[c][k];

                if (!ft_fc_bits_has (set, d) && !ft_fc_bits_has (&seen, d))
                  {
                    ft_fc_bits_add (&seen, d);
                    stack[top++] = (gint16) d;
                  }
              }
          }
        if (!out)
          return TRUE;
        for (guint i = 0; i < FT_FC_WORDS; i++)
          escaped.w[i] |= seen.w[i];
      }
    }
  return FALSE;
}

/* The winning placements of @colour among @cells (legal ones), into @out
 * (may be NULL); stops at the first when @out is NULL.  Returns how many.
 * A placement wins when the discs it adds (itself and its flips) close a
 * loop; a cell without an enemy neighbour flips nothing and, being legal,
 * has no friendly neighbour (R5), so it closes none. */
static guint
fast_wins (const FtFcBoard *board,
           FtFcColour       colour,
           const FtFcBits  *cells,
           FtFcBits        *out)
{
  const FtFcGeom *g = ft_fc_geom (board->side);
  const FtFcBits *own = ft_fc_board_discs (board, colour);
  const FtFcBits *enemy = ft_fc_board_discs (board, FT_FC_OTHER (colour));
  guint n = 0;

  if (out != NULL)
    memset (out, 0, sizeof *out);
  /* A loop needs six discs of the colour after the move. */
  if (ft_fc_bits_count (&board->red) + ft_fc_bits_count (&board->blue) < 5)
    return 0;
  if (ft_fc_bits_have_loop (g, own))
    {
      /* Only on a hand-made board (a game ends at the first loop): every
       * placement keeps it. */
      if (out != NULL)
        *out = *cells;
      return ft_fc_bits_count (cells);
    }
  FT_FC_BITS_FOREACH (c, cells)
    {
      FtFcBits added, set;

      if (!bits_meet (&g->nbits[c], enemy))
        continue;
      ft_fc_board_flips (board, colour, (guint) c, &added);
      ft_fc_bits_add (&added, (guint) c);
      for (guint i = 0; i < FT_FC_WORDS; i++)
        set.w[i] = own->w[i] | added.w[i];
      if (ft_fc_bits_count (&set) >= 6 && loop_through (g, &set, &added))
        {
          n++;
          if (out == NULL)
            return n;
          ft_fc_bits_add (out, (guint) c);
        }
    }
  return n;
}

guint
ft_fc_ai_winning_cells (const FtFcBoard *board,
                        FtFcColour       colour,
                        FtFcBits        *out)
{
  FtFcBits legal;

  ft_fc_board_legal (board, colour, &legal);
  return fast_wins (board, colour, &legal, out);
}

/* Whether @colour has a winning placement (stops at the first). */
static gboolean
any_winning_cell (const FtFcBoard *board,
                  FtFcColour       colour)
{
  FtFcBits legal;

  ft_fc_board_legal (board, colour, &legal);
  return fast_wins (board, colour, &legal, NULL) > 0;
}

guint
ft_fc_ai_stopping_cells (const FtFcGame *game,
                         FtFcBits       *out)
{
  FtFcBits threats, legal;
  guint n_threats;

  memset (out, 0, sizeof *out);
  if (game->status != FT_FC_PLAYING)
    return 0;
  n_threats = ft_fc_ai_winning_cells (&game->board, FT_FC_OTHER (game->to_move), &threats);
  if (n_threats == 0)
    return 0;
  ft_fc_game_legal (game, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcGame after = *game;
      gboolean survives = FALSE;

      ft_fc_game_play (&after, c, NULL, NULL);
      /* Most placements leave one of today's threats standing: one
       * placement tells, before the full count of the opponent's wins. */
      if (after.status == FT_FC_PLAYING)
        FT_FC_BITS_FOREACH (t, &threats)
          {
            FtFcBoard b = after.board;

            if (ft_fc_board_is_legal (&b, FT_FC_OTHER (game->to_move), (guint) t) &&
                ft_fc_board_place (&b, FT_FC_OTHER (game->to_move), (guint) t, NULL))
              {
                survives = TRUE;
                break;
              }
          }
      if (!survives && (after.status != FT_FC_PLAYING ||
                        !any_winning_cell (&after.board, FT_FC_OTHER (game->to_move))))
        ft_fc_bits_add (out, (guint) c);
    }
  return n_threats;
}

/*
 * The standard player looks one move ahead for both sides: it wins now if
 * it can; otherwise it keeps to the placements after which the opponent
 * cannot win at once (if there are none, those that leave the fewest
 * winning cells), and among those it prefers the ones that leave it the
 * most winning cells of its own (two are hard to stop), then the fewest
 * flips.  Playing for the most flips, as it used to, lost to the random
 * beginner (about 30% won on side 5): each flipped disc is a new end for
 * the opponent's paths.  With the fewest it wins about 98% (bench-flipchain
 * ladder).
 */
static gint
choose_standard (const FtFcGame *game,
                 FtRng          *rng)
{
  FtFcBits wins, legal, best = { { 0, } };
  FtFcColour me = game->to_move;
  gint64 best_score = G_MININT64;

  if (ft_fc_ai_winning_cells (&game->board, me, &wins) > 0)
    return random_cell (rng, &wins);
  ft_fc_game_legal (game, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcGame after = *game;
      FtFcBits threats, f;
      gint64 score;

      ft_fc_game_play (&after, c, NULL, NULL);
      if (after.status != FT_FC_PLAYING)
        score = 0;
      else
        {
          guint against = after.to_move == me ? 0 : ft_fc_ai_winning_cells (&after.board, FT_FC_OTHER (me), &threats);

          if (against > 0)
            score = -G_GINT64_CONSTANT (1000000000) * against;
          else
            score = 1000000 * (gint64) ft_fc_ai_winning_cells (&after.board, me, &threats)
                    - ft_fc_board_flips (&game->board, me, (guint) c, &f);
        }
      if (score > best_score)
        {
          memset (&best, 0, sizeof best);
          best_score = score;
        }
      if (score == best_score)
        ft_fc_bits_add (&best, (guint) c);
    }
  return random_cell (rng, &best);
}

/* The standard player's pie rule (R7): swap a red disc off the edge. */
static gboolean
standard_swaps (const FtFcGame *game)
{
  const FtFcGeom *g = ft_fc_geom (game->board.side);
  FtFcBits red_inside;

  for (guint i = 0; i < FT_FC_WORDS; i++)
    red_inside.w[i] = game->board.red.w[i] & g->interior.w[i];
  return !ft_fc_bits_empty (&red_inside);
}

/* ---- Monte Carlo tree search ---- */

typedef struct
{
  gint       move;
  gint       parent;
  gint       first_child;
  gint       next_sibling;
  guint      visits;
  double     reward;     /* summed results for @owner */
  FtFcColour owner;      /* whose win this move is (a swap is Red's) */
  gboolean   ready;      /* @untried holds the moves not yet expanded */
  gboolean   untried_swap;
  FtFcBits   untried;
} Node;

typedef struct
{
  GArray *nodes;
  FtRng   rng;
} Tree;

static gint
tree_add (Tree       *t,
          gint        parent,
          gint        move,
          FtFcColour  owner)
{
  Node n;
  gint id = (gint) t->nodes->len;

  memset (&n, 0, sizeof n);
  n.move = move;
  n.parent = parent;
  n.first_child = -1;
  n.next_sibling = -1;
  n.owner = owner;
  if (parent >= 0)
    {
      Node *p = &g_array_index (t->nodes, Node, parent);

      n.next_sibling = p->first_child;
      p->first_child = id;
    }
  g_array_append_val (t->nodes, n);
  return id;
}

/*
 * Plays to the end (no swaps) and returns the winner or EMPTY: each side
 * takes a win when it has one, else plays a random legal placement.
 * Purely random playouts miss most wins, so every candidate looked about
 * even to them and the tree search chose almost at random; taking wins costs a winning-cell scan a
 * move (fast_wins(): several times the random playout's time) and makes
 * the expert much stronger against the standard player (bench-flipchain
 * ladder).
 */
static FtFcColour
playout (FtFcGame *g,
         FtRng    *rng)
{
  while (g->status == FT_FC_PLAYING)
    {
      FtFcBits legal, wins;

      ft_fc_game_legal (g, &legal);
      if (fast_wins (&g->board, g->to_move, &legal, &wins) > 0)
        ft_fc_game_play (g, ft_fc_bits_next (&wins, 0), NULL, NULL);
      else
        ft_fc_game_play (g, random_cell (rng, &legal), NULL, NULL);
    }
  return g->status == FT_FC_WON ? g->winner : FT_FC_EMPTY;
}

static FtFcColour
move_owner (const FtFcGame *g,
            gint            move)
{
  return move == FT_FC_MOVE_SWAP ? FT_FC_RED : g->to_move;
}

static void
search (const FtFcGame   *root_game,
        const FtFcBits   *root_moves,
        gboolean          root_swap,
        const FtFcBudget *budget,
        FtFcChoice       *choice)
{
  Tree t;
  gint64 start = g_get_monotonic_time ();
  guint limit = budget->playouts;
  guint done = 0;
  gint best = -1;

  t.nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), MIN (limit + 2, 65536));
  ft_rng_init (&t.rng, budget->seed);
  tree_add (&t, -1, FT_FC_NO_CELL, FT_FC_EMPTY);
  {
    Node *root = &g_array_index (t.nodes, Node, 0);

    root->ready = TRUE;
    root->untried = *root_moves;
    root->untried_swap = root_swap;
  }

  if (limit == 0 && budget->time_us <= 0)
    limit = FT_FC_EXPERT_PLAYOUTS;

  while (limit == 0 || done < limit)
    {
      FtFcGame g = *root_game;
      gint id = 0;
      FtFcColour winner;

      /* Selection and expansion. */
      while (g.status == FT_FC_PLAYING)
        {
          Node *n = &g_array_index (t.nodes, Node, id);
          guint n_untried;

          if (!n->ready)
            {
              ft_fc_game_legal (&g, &n->untried);
              n->untried_swap = ft_fc_game_can_swap (&g);
              n->ready = TRUE;
            }
          n_untried = ft_fc_bits_count (&n->untried) + (n->untried_swap ? 1 : 0);
          if (n_untried > 0)
            {
              guint k = ft_rng_below (&t.rng, n_untried);
              gint move;

              if (n->untried_swap && k == n_untried - 1)
                {
                  move = FT_FC_MOVE_SWAP;
                  n->untried_swap = FALSE;
                }
              else
                {
                  move = nth_cell (&n->untried, k);
                  ft_fc_bits_remove (&n->untried, (guint) move);
                }
              id = tree_add (&t, id, move, move_owner (&g, move));
              ft_fc_game_play (&g, move, NULL, NULL);
              break;
            }
          else
            {
              double log_n = log ((double) n->visits + 1.0);
              double best_score = -1.0;
              gint pick = -1;

              for (gint c = n->first_child; c >= 0; c = g_array_index (t.nodes, Node, c).next_sibling)
                {
                  const Node *ch = &g_array_index (t.nodes, Node, c);
                  double score = ch->reward / ch->visits + 0.7 * sqrt (log_n / ch->visits);

                  if (score > best_score)
                    {
                      best_score = score;
                      pick = c;
                    }
                }
              if (pick < 0)
                break;
              id = pick;
              ft_fc_game_play (&g, g_array_index (t.nodes, Node, pick).move, NULL, NULL);
            }
        }

      winner = g.status == FT_FC_PLAYING ? playout (&g, &t.rng)
             : g.status == FT_FC_WON ? g.winner : FT_FC_EMPTY;

      for (; id >= 0; id = g_array_index (t.nodes, Node, id).parent)
        {
          Node *n = &g_array_index (t.nodes, Node, id);

          n->visits++;
          n->reward += winner == FT_FC_EMPTY ? 0.5 : winner == n->owner ? 1.0 : 0.0;
        }
      done++;

      if ((done & 31) == 0)
        {
          gint64 elapsed = g_get_monotonic_time () - start;

          if (budget->cancel != NULL && g_atomic_int_get (budget->cancel) != 0)
            break;
          if (budget->time_us > 0 && elapsed >= budget->time_us)
            break;
          if (budget->progress != NULL)
            {
              double by_count = limit > 0 ? (double) done / limit : 0.0;
              double by_time = budget->time_us > 0 ? (double) elapsed / budget->time_us : 0.0;

              budget->progress (MIN (1.0, MAX (by_count, by_time)), budget->progress_data);
            }
        }
    }

  {
    const Node *root = &g_array_index (t.nodes, Node, 0);
    guint most = 0;

    for (gint c = root->first_child; c >= 0; c = g_array_index (t.nodes, Node, c).next_sibling)
      {
        const Node *ch = &g_array_index (t.nodes, Node, c);

        if (best < 0 || ch->visits > most)
          {
            most = ch->visits;
            best = c;
          }
      }
  }

  if (best >= 0)
    {
      const Node *b = &g_array_index (t.nodes, Node, best);

      choice->move = b->move;
      choice->visits = b->visits;
      choice->value = b->visits > 0 ? b->reward / b->visits : 0.5;
    }
  else
    {
      /* No playout ran (cancelled at once): any candidate. */
      choice->move = root_swap ? FT_FC_MOVE_SWAP : ft_fc_bits_next (root_moves, 0);
      choice->value = 0.5;
    }
  choice->playouts = done;
  if (budget->progress != NULL)
    budget->progress (1.0, budget->progress_data);
  g_array_unref (t.nodes);
}

/*
 * The expert's look-ahead before its search, on the placements @cands of
 * the colour to move (none of them lets the opponent win at once, if that
 * can be helped): a placement after which the opponent faces a threat
 * that none of its placements stops wins (returned at once; @cands is then
 * left as it is); a placement that lets the opponent answer with such a
 * threat of its own loses, and is dropped from @cands unless all of them
 * lose.  Most of the work is one "can the opponent win at once?" per pair
 * of placement and reply, so it looks at no more than @max_pairs pairs
 * (placements beyond them are kept unexamined): the budget bounds its time
 * on the large boards, in placements, so the choice reproduces.
 */
static gint
look_ahead (const FtFcGame *game,
            FtFcBits       *cands,
            guint           max_pairs)
{
  FtFcBits keep = { { 0, } };
  FtFcColour me = game->to_move;
  guint pairs = 0;

  FT_FC_BITS_FOREACH (m, cands)
    {
      FtFcGame after = *game;
      FtFcBits st, replies;
      gboolean lost = FALSE;

      ft_fc_game_play (&after, m, NULL, NULL);
      if (after.status != FT_FC_PLAYING || after.to_move == me)
        {
          ft_fc_bits_add (&keep, (guint) m);
          continue;
        }
      if (ft_fc_ai_stopping_cells (&after, &st) > 0 && ft_fc_bits_empty (&st))
        return m;
      ft_fc_game_legal (&after, &replies);
      if (pairs + ft_fc_bits_count (&replies) > max_pairs)
        {
          ft_fc_bits_add (&keep, (guint) m);
          continue;
        }
      pairs += ft_fc_bits_count (&replies);
      FT_FC_BITS_FOREACH (r, &replies)
        {
          FtFcGame after2 = after;

          ft_fc_game_play (&after2, r, NULL, NULL);
          if (after2.status != FT_FC_PLAYING)
            lost = after2.status == FT_FC_WON && after2.winner != me;
          else if (after2.to_move != me)
            /* I must skip: any win of theirs is then unstoppable. */
            lost = any_winning_cell (&after2.board, after2.to_move);
          else
            lost = any_winning_cell (&after2.board, FT_FC_OTHER (me)) &&
                   ft_fc_ai_stopping_cells (&after2, &st) > 0 && ft_fc_bits_empty (&st);
          if (lost)
            break;
        }
      if (!lost)
        ft_fc_bits_add (&keep, (guint) m);
    }
  if (!ft_fc_bits_empty (&keep))
    *cands = keep;
  return FT_FC_NO_CELL;
}

/* With perfect play from @game (small boards late in the game): a
 * placement among @cands that wins, or FT_FC_NO_CELL when there is none or
 * the solver ran out of its positions. */
static gint
solved_win (const FtFcGame   *game,
            const FtFcBits   *cands,
            const FtFcBudget *budget)
{
  const FtFcGeom *g = ft_fc_geom (game->board.side);
  guint discs = ft_fc_bits_count (&game->board.red) + ft_fc_bits_count (&game->board.blue);
  g_autoptr(FtFcSolver) solver = NULL;

  if (game->board.side > FT_FC_SOLVER_MAX_SIDE || g->n_cells - discs > FT_FC_EXPERT_SOLVE_EMPTY)
    return FT_FC_NO_CELL;
  solver = ft_fc_solver_new (game->board.side);
  ft_fc_solver_set_cancel (solver, budget->cancel);
  ft_fc_solver_set_node_limit (solver, FT_FC_EXPERT_SOLVE_NODES);
  /* With a time budget (the app's), a third of it at most. */
  if (budget->time_us > 0)
    ft_fc_solver_set_limit (solver, budget->time_us / 3);
  if (ft_fc_solver_value (solver, game) != 1)
    return FT_FC_NO_CELL;
  FT_FC_BITS_FOREACH (c, cands)
    if (ft_fc_solver_move_value (solver, game, c) == 1)
      return c;
  return FT_FC_NO_CELL;
}

void
ft_fc_ai_expert (const FtFcGame   *game,
                 const FtFcBudget *budget,
                 FtFcChoice       *choice)
{
  FtFcBits wins, stops, legal;
  gboolean swap;
  gint forced;
  gint64 start = g_get_monotonic_time ();

  memset (choice, 0, sizeof *choice);
  choice->move = FT_FC_NO_CELL;
  g_return_if_fail (game->status == FT_FC_PLAYING);

  if (ft_fc_ai_winning_cells (&game->board, game->to_move, &wins) > 0)
    {
      choice->move = ft_fc_bits_next (&wins, 0);
      choice->reason = FT_FC_REASON_WIN;
      choice->value = 1.0;
      choice->n_candidates = ft_fc_bits_count (&wins);
      return;
    }
  ft_fc_game_legal (game, &legal);
  swap = ft_fc_game_can_swap (game);
  if (ft_fc_ai_stopping_cells (game, &stops) > 0 && !ft_fc_bits_empty (&stops))
    {
      legal = stops;
      swap = FALSE;
      choice->reason = FT_FC_REASON_STOP;
    }
  else
    {
      /* Like the standard player: no placement that lets the opponent win
       * at once, if that can be helped. */
      FtFcBits safe = { { 0, } };

      FT_FC_BITS_FOREACH (c, &legal)
        {
          FtFcGame after = *game;

          ft_fc_game_play (&after, c, NULL, NULL);
          if (after.status != FT_FC_PLAYING || after.to_move == game->to_move ||
              !any_winning_cell (&after.board, after.to_move))
            ft_fc_bits_add (&safe, (guint) c);
        }
      if (!ft_fc_bits_empty (&safe))
        legal = safe;
    }
  forced = look_ahead (game, &legal, FT_FC_EXPERT_LOOK_PAIRS);
  if (forced == FT_FC_NO_CELL)
    forced = solved_win (game, &legal, budget);
  if (forced != FT_FC_NO_CELL)
    {
      choice->move = forced;
      choice->reason = FT_FC_REASON_FORCED;
      choice->value = 1.0;
      choice->n_candidates = ft_fc_bits_count (&legal) + (swap ? 1 : 0);
      return;
    }
  choice->n_candidates = ft_fc_bits_count (&legal) + (swap ? 1 : 0);
  if (choice->n_candidates == 1)
    {
      choice->move = swap ? FT_FC_MOVE_SWAP : ft_fc_bits_next (&legal, 0);
      if (choice->reason != FT_FC_REASON_STOP)
        choice->reason = FT_FC_REASON_ONLY;
      choice->value = 0.5;
      return;
    }
  {
    FtFcReason reason = choice->reason;
    guint n = choice->n_candidates;

    FtFcBudget rest = *budget;

    /* A time budget is for the whole move: the search gets what the
     * tactics and the solver left (a tenth at least). */
    if (budget->time_us > 0)
      rest.time_us = MAX (budget->time_us - (g_get_monotonic_time () - start), budget->time_us / 10);
    search (game, &legal, swap, &rest, choice);
    choice->reason = reason == FT_FC_REASON_STOP ? FT_FC_REASON_STOP : FT_FC_REASON_SEARCH;
    choice->n_candidates = n;
  }
}

gint
ft_fc_ai_choose (const FtFcGame *game,
                 FtStrength      strength,
                 guint64         seed)
{
  FtRng rng;

  g_return_val_if_fail (game->status == FT_FC_PLAYING, FT_FC_NO_CELL);
  ft_rng_init (&rng, seed);

  switch (strength)
    {
    case FT_STRENGTH_BEGINNER:
      {
        FtFcBits wins, legal;

        if (ft_fc_ai_winning_cells (&game->board, game->to_move, &wins) > 0)
          return random_cell (&rng, &wins);
        ft_fc_game_legal (game, &legal);
        return random_cell (&rng, &legal);
      }
    case FT_STRENGTH_STANDARD:
      if (ft_fc_game_can_swap (game) && standard_swaps (game))
        return FT_FC_MOVE_SWAP;
      return choose_standard (game, &rng);
    case FT_STRENGTH_EXPERT:
    case FT_N_STRENGTHS:
    default:
      {
        FtFcBudget budget = { FT_FC_EXPERT_PLAYOUTS, 0, seed, NULL, NULL, NULL };
        FtFcChoice choice;

        ft_fc_ai_expert (game, &budget, &choice);
        return choice.move;
      }
    }
}

void
ft_fc_ai_play_game (FtFcGame           *game,
                    const FtStrength   *strengths,
                    guint               expert_playouts,
                    guint64             seed,
                    GArray             *moves)
{
  FtRng rng;

  ft_rng_init (&rng, seed);
  while (game->status == FT_FC_PLAYING)
    {
      guint seat = ft_fc_game_seat_colour (game, 0) == game->to_move ? 0 : 1;
      guint64 move_seed = ft_rng_next (&rng);
      gint move;

      if (strengths[seat] == FT_STRENGTH_EXPERT)
        {
          FtFcBudget budget = { expert_playouts > 0 ? expert_playouts : FT_FC_EXPERT_PLAYOUTS,
                                0, move_seed, NULL, NULL, NULL };
          FtFcChoice choice;

          ft_fc_ai_expert (game, &budget, &choice);
          move = choice.move;
        }
      else
        move = ft_fc_ai_choose (game, strengths[seat], move_seed);

      if (!ft_fc_game_play (game, move, NULL, NULL))
        g_return_if_reached ();
      if (moves != NULL)
        g_array_append_val (moves, move);
    }
}
