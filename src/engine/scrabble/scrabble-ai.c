/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <time.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-gen.h"

/*
 * The expert's leave values, in points, by kind (0 1 + - × ÷ AND OR XOR
 * NOT = blank): fitted by least squares on self-play games (`flip-tutor-cli
 * scrabble tune --games 500 --seed 1 --rounds 3`), the value of keeping a
 * tile being what it adds to the player's next score.
 */
static const FtScrabbleLeaveTable leave_table = {
  .first = { 11.2, 2.0, -2.3, -3.7, -6.8, 1.8, -6.2, -3.5, 0.0, 4.1, -14.3, 31.9 },
  .more  = { -0.6, 1.1, -5.0, 0.0, 0.0, 16.7, 0.0, 0.0, 0.0, -9.2, -21.4, 0.0 },
};

const FtScrabbleLeaveTable *
ft_scrabble_leave_table (void)
{
  return &leave_table;
}

void
ft_scrabble_view_init (FtScrabbleView        *view,
                       const FtScrabbleState *state,
                       guint                  player)
{
  memset (view, 0, sizeof *view);
  view->settings = state->settings;
  view->board = state->board;
  view->rack = state->racks[player];
  view->n_players = state->n_players;
  view->me = player;
  view->n_bag = state->n_bag;
  view->can_exchange = ft_scrabble_state_can_exchange (state);
  for (guint p = 0; p < state->n_players; p++)
    view->scores[p] = state->scores[p];
}

/* FNV-1a over the view's bytes (zeroed padding included). */
guint64
ft_scrabble_view_hash (const FtScrabbleView *view)
{
  const guint8 *bytes = (const guint8 *) view;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (gsize i = 0; i < sizeof *view; i++)
    {
      h ^= bytes[i];
      h *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return h;
}

static const char *const strength_tokens[FT_N_STRENGTHS] = {
  "beginner", "standard", "expert",
};

const char *
ft_scrabble_strength_token (FtStrength strength)
{
  g_return_val_if_fail (strength < FT_N_STRENGTHS, NULL);
  return strength_tokens[strength];
}

gboolean
ft_scrabble_strength_from_token (const char         *token,
                                 FtStrength         *strength)
{
  for (guint i = 0; i < FT_N_STRENGTHS; i++)
    if (g_strcmp0 (token, strength_tokens[i]) == 0)
      {
        *strength = i;
        return TRUE;
      }
  return FALSE;
}

static double
counts_value (const FtScrabbleLeaveTable *table,
              const guint8               *counts)
{
  double v = 0;

  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    if (counts[k] > 0)
      v += table->first[k] + (counts[k] - 1) * table->more[k];
  return v;
}

double
ft_scrabble_leave_value (const FtScrabbleLeaveTable *table,
                         const FtScrabbleRack       *leave)
{
  guint8 counts[FT_SCRABBLE_N_KINDS];

  ft_scrabble_rack_counts (leave, counts);
  return counts_value (table, counts);
}

static void
best_keep_rec (const FtScrabbleLeaveTable *table,
               const guint8               *have,
               guint8                     *keep,
               guint                       k,
               guint                       kept,
               guint                       total,
               double                     *best,
               guint8                     *best_keep)
{
  if (k == FT_SCRABBLE_N_KINDS)
    {
      double v;

      /* scrabble R6: an exchange gives back at least one tile. */
      if (kept == total)
        return;
      v = counts_value (table, keep);
      if (v > *best)
        {
          *best = v;
          memcpy (best_keep, keep, FT_SCRABBLE_N_KINDS);
        }
      return;
    }
  for (guint c = 0; c <= have[k]; c++)
    {
      keep[k] = c;
      best_keep_rec (table, have, keep, k + 1, kept + c, total, best, best_keep);
    }
  keep[k] = 0;
}

/* The tiles worth keeping when exchanging: the sub-rack (not the whole
 * rack) of the highest leave value.  Returns that value. */
double
ft_scrabble_best_keep (const FtScrabbleLeaveTable *table,
                       const FtScrabbleRack       *rack,
                       FtScrabbleRack             *keep,
                       FtScrabbleRack             *give)
{
  guint8 have[FT_SCRABBLE_N_KINDS], k[FT_SCRABBLE_N_KINDS] = { 0, }, best_k[FT_SCRABBLE_N_KINDS] = { 0, };
  double best = -G_MAXDOUBLE;

  ft_scrabble_rack_counts (rack, have);
  best_keep_rec (table, have, k, 0, 0, rack->n, &best, best_k);
  keep->n = give->n = 0;
  for (guint i = 0; i < rack->n; i++)
    {
      guint kind = rack->kinds[i];

      if (best_k[kind] > 0)
        {
          best_k[kind]--;
          keep->kinds[keep->n++] = kind;
        }
      else
        give->kinds[give->n++] = kind;
    }
  return best;
}

typedef struct
{
  const FtScrabbleView       *view;
  const FtScrabbleLeaveTable *table;
  guint8                      counts[FT_SCRABBLE_N_KINDS];
  gboolean                    found;
  double                      best;
  FtScrabblePlay              play;
} Choice;

static void
standard_cb (const FtScrabblePlay *play,
             gpointer              user_data)
{
  Choice *c = user_data;

  if (!c->found || ft_scrabble_play_compare (play, &c->play) < 0)
    {
      c->play = *play;
      c->found = TRUE;
    }
}

/* Equity: the score plus the leave's value; with the bag empty, going out
 * (R10) is worth a little and each point left on the rack costs one. */
static void
expert_cb (const FtScrabblePlay *play,
           gpointer              user_data)
{
  Choice *c = user_data;
  guint8 left[FT_SCRABBLE_N_KINDS];
  double equity;
  guint n_left = c->view->rack.n - play->n;

  memcpy (left, c->counts, sizeof left);
  for (guint i = 0; i < play->n; i++)
    {
      guint8 t = play->tiles[i].tile;

      left[FT_SCRABBLE_CELL_IS_BLANK (t) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (t)]--;
    }
  if (c->view->n_bag == 0)
    {
      equity = play->score;
      if (n_left == 0)
        equity += 5;
      for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
        equity -= left[k] * (double) ft_scrabble_kind_points (k);
    }
  else
    equity = play->score + counts_value (c->table, left);

  if (!c->found || equity > c->best ||
      (equity == c->best && ft_scrabble_play_compare (play, &c->play) < 0))
    {
      c->best = equity;
      c->play = *play;
      c->found = TRUE;
    }
}

static void
no_play (const FtScrabbleView       *view,
         const FtScrabbleLeaveTable *table,
         FtScrabbleMove             *move)
{
  FtScrabbleRack keep;

  if (!view->can_exchange || view->rack.n == 0)
    {
      move->kind = FT_SCRABBLE_MOVE_PASS;
      return;
    }
  move->kind = FT_SCRABBLE_MOVE_EXCHANGE;
  if (table != NULL)
    ft_scrabble_best_keep (table, &view->rack, &keep, &move->exchange);
  else
    move->exchange = view->rack;
}

void
ft_scrabble_ai_choose_with (const FtScrabbleView       *view,
                            FtStrength                  strength,
                            const FtScrabbleLeaveTable *table,
                            FtScrabbleMove             *move)
{
  Choice c = { 0, };

  memset (move, 0, sizeof *move);
  c.view = view;
  c.table = table;
  ft_scrabble_rack_counts (&view->rack, c.counts);

  switch (strength)
    {
    case FT_STRENGTH_BEGINNER:
      {
        g_autoptr(GArray) plays = ft_scrabble_generate_all (&view->board, &view->settings, &view->rack);
        FtRng rng;
        guint half;

        if (plays->len == 0)
          {
            no_play (view, NULL, move);
            return;
          }
        /* The lower-scoring half: the sorted list's second half. */
        half = plays->len / 2;
        ft_rng_init (&rng, ft_scrabble_view_hash (view));
        move->kind = FT_SCRABBLE_MOVE_PLAY;
        move->play = g_array_index (plays, FtScrabblePlay, half + ft_rng_below (&rng, plays->len - half));
        return;
      }

    case FT_STRENGTH_STANDARD:
      ft_scrabble_generate (&view->board, &view->settings, &view->rack, standard_cb, &c);
      if (!c.found)
        {
          no_play (view, NULL, move);
          return;
        }
      move->kind = FT_SCRABBLE_MOVE_PLAY;
      move->play = c.play;
      return;

    case FT_STRENGTH_EXPERT:
    default:
      {
        FtScrabbleRack keep, give;

        ft_scrabble_generate (&view->board, &view->settings, &view->rack, expert_cb, &c);
        if (view->can_exchange)
          {
            double value = ft_scrabble_best_keep (table, &view->rack, &keep, &give);

            /* Exchanging scores nothing now: it is worth the kept tiles. */
            if (!c.found || value > c.best)
              {
                move->kind = FT_SCRABBLE_MOVE_EXCHANGE;
                move->exchange = give;
                return;
              }
          }
        if (!c.found)
          {
            move->kind = FT_SCRABBLE_MOVE_PASS;
            return;
          }
        move->kind = FT_SCRABBLE_MOVE_PLAY;
        move->play = c.play;
        return;
      }
    }
}

typedef struct
{
  double         equity;
  FtScrabbleMove move;
  double         replies;
  guint          samples;
} Candidate;

typedef struct
{
  const FtScrabbleView *view;
  guint8                counts[FT_SCRABBLE_N_KINDS];
  guint                 n;
  Candidate             best[FT_SCRABBLE_SIM_CANDIDATES];
} Shortlist;

static void
shortlist_add (Shortlist            *list,
               double                equity,
               const FtScrabbleMove *move)
{
  guint i;

  if (list->n == FT_SCRABBLE_SIM_CANDIDATES && equity <= list->best[list->n - 1].equity)
    return;
  for (i = MIN (list->n, FT_SCRABBLE_SIM_CANDIDATES - 1); i > 0 && list->best[i - 1].equity < equity; i--)
    list->best[i] = list->best[i - 1];
  list->best[i].equity = equity;
  list->best[i].move = *move;
  list->best[i].replies = 0;
  list->best[i].samples = 0;
  list->n = MIN (list->n + 1, FT_SCRABBLE_SIM_CANDIDATES);
}

static void
shortlist_cb (const FtScrabblePlay *play,
              gpointer              user_data)
{
  Shortlist *list = user_data;
  guint8 left[FT_SCRABBLE_N_KINDS];
  FtScrabbleMove move = { .kind = FT_SCRABBLE_MOVE_PLAY };

  memcpy (left, list->counts, sizeof left);
  for (guint i = 0; i < play->n; i++)
    {
      guint8 t = play->tiles[i].tile;

      left[FT_SCRABBLE_CELL_IS_BLANK (t) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (t)]--;
    }
  move.play = *play;
  shortlist_add (list, play->score + counts_value (&leave_table, left), &move);
}

static gint64
cpu_time_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_GINT64_CONSTANT (1000000) + ts.tv_nsec / 1000;
}

void
ft_scrabble_ai_simulate (const FtScrabbleView *view,
                         guint                 max_samples,
                         gint64                budget_us,
                         FtScrabbleMove       *move)
{
  Shortlist list = { view, { 0, }, 0 };
  guint8 unseen[FT_SCRABBLE_MAX_TILES];
  guint n_unseen = 0, counts[FT_SCRABBLE_N_KINDS] = { 0, };
  gboolean xor_option = (view->settings.eq.options & FT_EQ_OPTION_XOR) != 0;
  gint64 start = cpu_time_us ();
  FtRng rng;
  gint best = -1;

  ft_scrabble_rack_counts (&view->rack, list.counts);
  ft_scrabble_generate (&view->board, &view->settings, &view->rack, shortlist_cb, &list);
  if (view->can_exchange)
    {
      FtScrabbleMove exchange = { .kind = FT_SCRABBLE_MOVE_EXCHANGE };
      FtScrabbleRack keep;
      double value = ft_scrabble_best_keep (&leave_table, &view->rack, &keep, &exchange.exchange);

      shortlist_add (&list, value, &exchange);
    }
  if (list.n == 0)
    {
      ft_scrabble_ai_choose (view, FT_STRENGTH_EXPERT, move);
      return;
    }

  /* The unseen tiles: the set less the board and the own rack. */
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    if (view->board.cells[sq] != FT_SCRABBLE_EMPTY)
      counts[FT_SCRABBLE_CELL_IS_BLANK (view->board.cells[sq]) ? FT_SCRABBLE_BLANK
                                                                : FT_SCRABBLE_CELL_TILE (view->board.cells[sq])]++;
  for (guint i = 0; i < view->rack.n; i++)
    counts[view->rack.kinds[i]]++;
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    for (guint c = counts[k]; c < ft_scrabble_bag_count (k, xor_option); c++)
      unseen[n_unseen++] = k;

  ft_rng_init (&rng, ft_scrabble_view_hash (view));
  for (guint round = 0; round < max_samples && n_unseen > 0; round++)
    {
      FtScrabbleRack theirs = { 0, };

      if (budget_us > 0 && cpu_time_us () - start > budget_us)
        break;
      ft_rng_shuffle (&rng, unseen, n_unseen, 1);
      theirs.n = MIN (FT_SCRABBLE_RACK_SIZE, n_unseen);
      memcpy (theirs.kinds, unseen, theirs.n);

      for (guint c = 0; c < list.n; c++)
        {
          Candidate *cand = &list.best[c];
          FtScrabbleBoard after = view->board;
          Choice reply = { 0, };

          if (cand->move.kind == FT_SCRABBLE_MOVE_PLAY)
            ft_scrabble_board_apply (&after, &cand->move.play);
          ft_scrabble_generate (&after, &view->settings, &theirs, standard_cb, &reply);
          cand->replies += reply.found ? reply.play.score : 0;
          cand->samples++;
        }
    }

  for (guint c = 0; c < list.n; c++)
    {
      double value = list.best[c].equity - (list.best[c].samples > 0 ? list.best[c].replies / list.best[c].samples : 0);

      if (best < 0 || value > list.best[best].equity -
          (list.best[best].samples > 0 ? list.best[best].replies / list.best[best].samples : 0))
        best = c;
    }
  *move = list.best[best].move;
}

void
ft_scrabble_ai_choose (const FtScrabbleView *view,
                       FtStrength            strength,
                       FtScrabbleMove       *move)
{
  ft_scrabble_ai_choose_with (view, strength, &leave_table, move);
}

gboolean
ft_scrabble_ai_play_game (const FtScrabbleSettings    *settings,
                          guint                        n_players,
                          const FtStrength            *strengths,
                          const FtScrabbleLeaveTable * const *tables,
                          guint64                      seed,
                          gboolean                     check,
                          FtScrabbleState             *final,
                          GError                     **error)
{
  FtScrabbleState state;

  ft_scrabble_state_init (&state, settings, n_players, seed);
  /* Six scoreless turns end a game, and every other turn puts a tile down,
   * so a game ends within (6 + 1) × the tile count turns. */
  for (guint turn = 0; !state.over && turn < 7 * FT_SCRABBLE_MAX_TILES; turn++)
    {
      FtScrabbleView view;
      FtScrabbleMove move;
      guint me = state.current;

      ft_scrabble_view_init (&view, &state, me);
      ft_scrabble_ai_choose_with (&view, strengths[me],
                                  tables != NULL && tables[me] != NULL ? tables[me] : &leave_table, &move);
      if (!ft_scrabble_state_apply (&state, &move, NULL, error))
        return FALSE;
      if (check && !ft_scrabble_state_check (&state, error))
        return FALSE;
    }
  if (!state.over)
    {
      g_set_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID,
                   "the game did not end");
      return FALSE;
    }
  *final = state;
  return TRUE;
}
