/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-gen.h"

/*
 * The expert's leave values, in points, by kind (0 1 + - × ÷ AND OR XOR
 * NOT = blank): fitted by least squares on self-play games (`flip-tutor-cli
 * scrabble tune --games 400 --seed 1`, two rounds), the value of keeping a
 * tile being what it adds to the player's next score.
 */
static const FtScrabbleLeaveTable leave_table = {
  .first = { 1.5, 2.5, 1.0, 0.0, 0.5, -2.0, -1.0, -1.0, -1.0, -1.0, 3.0, 8.0 },
  .more  = { 0.5, 0.5, -2.0, -2.0, -2.0, -3.0, -2.0, -2.0, -2.0, -2.0, -3.0, 5.0 },
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

static const char *const strength_tokens[FT_SCRABBLE_N_STRENGTHS] = {
  "beginner", "standard", "expert",
};

const char *
ft_scrabble_strength_token (FtScrabbleStrength strength)
{
  g_return_val_if_fail (strength < FT_SCRABBLE_N_STRENGTHS, NULL);
  return strength_tokens[strength];
}

gboolean
ft_scrabble_strength_from_token (const char         *token,
                                 FtScrabbleStrength *strength)
{
  for (guint i = 0; i < FT_SCRABBLE_N_STRENGTHS; i++)
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

      /* R6: an exchange gives back at least one tile. */
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
                            FtScrabbleStrength          strength,
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
    case FT_SCRABBLE_BEGINNER:
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

    case FT_SCRABBLE_STANDARD:
      ft_scrabble_generate (&view->board, &view->settings, &view->rack, standard_cb, &c);
      if (!c.found)
        {
          no_play (view, NULL, move);
          return;
        }
      move->kind = FT_SCRABBLE_MOVE_PLAY;
      move->play = c.play;
      return;

    case FT_SCRABBLE_EXPERT:
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

void
ft_scrabble_ai_choose (const FtScrabbleView *view,
                       FtScrabbleStrength    strength,
                       FtScrabbleMove       *move)
{
  ft_scrabble_ai_choose_with (view, strength, &leave_table, move);
}

gboolean
ft_scrabble_ai_play_game (const FtScrabbleSettings    *settings,
                          guint                        n_players,
                          const FtScrabbleStrength    *strengths,
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
