/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hilo-ai.h"

/* A round far longer than any real one: the playouts and whole games stop
 * there rather than loop (a round ends with probability one, as hands
 * shrink on average, but a bound costs nothing). */
#define MAX_ACTIONS_PER_ROUND 20000
#define MAX_ROUNDS 500

static const char * const strength_tokens[] = { "beginner", "standard", "expert" };

const char *
ft_hilo_strength_token (FtStrength strength)
{
  g_return_val_if_fail (strength < FT_N_STRENGTHS, NULL);
  return strength_tokens[strength];
}

gboolean
ft_hilo_strength_from_token (const char     *token,
                             FtStrength     *strength)
{
  for (guint i = 0; i < FT_N_STRENGTHS; i++)
    if (g_strcmp0 (token, strength_tokens[i]) == 0)
      {
        *strength = i;
        return TRUE;
      }
  return FALSE;
}

/* The standard rules of hilo-ai.h, on the bare sets so that playouts can
 * use them straight on a state.  @lead: the card starts a pile. */
guint
ft_hilo_ai_standard_card (FtHiLoSet  legal,
                          FtHiLoSet  hand,
                          FtHiLoChip chip,
                          gboolean   lead,
                          guint      pile_points)
{
  gboolean grab = !lead && pile_points >= FT_HILO_STANDARD_GRAB_POINTS;
  guint middle = ft_hilo_set_nth (legal, ft_hilo_set_count (legal) / 2);
  guint best = 0;
  gint best_cost = G_MAXINT;

  for (guint w = 0; w < 2; w++)
    for (guint64 bits = legal.w[w]; bits; bits &= bits - 1)
      {
        guint c = w * 64 + (guint) __builtin_ctzll (bits) + 1;
        gint cost;

        if (grab)
          {
            /* The fewest cards that beat it, to leave the next player
             * stuck; a 2-card would hand the turn back to this player. */
            cost = chip == FT_HILO_CHIP_HI ? FT_HILO_N_CARDS - (gint) c : (gint) c - 1;
            if (ft_hilo_card_is_double (c))
              cost += 100;
            if (cost < best_cost)
              {
                best_cost = cost;
                best = c;
              }
            continue;
          }
        if (lead)
          cost = ABS ((gint) c - (gint) middle);
        else
          cost = chip == FT_HILO_CHIP_HI ? (gint) c : FT_HILO_N_CARDS - (gint) c;

        if (ft_hilo_card_is_skip (c))
          cost -= 10;
        else if (ft_hilo_card_is_double (c))
          {
            FtHiLoSet rest = hand;

            ft_hilo_set_remove (&rest, c);
            if (!ft_hilo_set_is_empty (rest) &&
                ft_hilo_set_is_empty (ft_hilo_set_and (rest, ft_hilo_set_beating (c, chip))))
              cost += 100;
          }
        else if (!lead && ft_hilo_card_points (c) == 10)
          cost += 15;
        if (cost < best_cost)
          {
            best_cost = cost;
            best = c;
          }
      }
  return best;
}

/* The player to act in @state decides by the standard rules; used for the
 * playouts, where every hand is at hand and no view is needed (the rules
 * read only the player's own hand and the pile). */
static void
standard_action (const FtHiLoState *state,
                 FtHiLoAction      *action)
{
  if (ft_hilo_state_forced_action (state, action))
    return;
  action->kind = FT_HILO_ACTION_PLAY;
  action->card = ft_hilo_ai_standard_card (ft_hilo_state_legal_cards (state),
                                           state->hands[state->current], state->chip,
                                           state->n_pile == 0 ||
                                           state->phase == FT_HILO_PHASE_MUST_RESET,
                                           ft_hilo_state_pile_points (state));
}

/* Plays @state to the end of its round, or for at most @limit actions;
 * returns FALSE if the round did not end. */
static gboolean
play_out_round (FtHiLoState *state,
                guint        limit)
{
  for (guint i = 0; i < limit; i++)
    {
      FtHiLoAction action;

      if (state->phase == FT_HILO_PHASE_ROUND_OVER || state->phase == FT_HILO_PHASE_GAME_OVER)
        return TRUE;
      standard_action (state, &action);
      ft_hilo_state_apply_fast (state, &action);
    }
  return FALSE;
}

static double
balance (const FtHiLoState *state,
         guint              me)
{
  double others = 0;

  for (guint p = 0; p < state->n_players; p++)
    if (p != me)
      others += state->points[p];
  return state->points[me] - others / (state->n_players - 1);
}

/*
 * The expert's estimate for each of @view's legal cards, written to
 * @values in ascending card order, with the index of the best (the lower
 * card on a tie) in @best; returns how many.  Deterministic in @view alone.
 */
guint
ft_hilo_ai_evaluate (const FtHiLoView *view,
                     FtHiLoCardValue  *values,
                     guint            *best)
{
  guint8 cards[FT_HILO_N_CARDS];
  guint n = ft_hilo_set_to_array (view->legal, cards);
  guint deals;
  FtRng rng;

  *best = 0;
  if (n == 0)
    return 0;
  /* A single card needs no comparison: a few deals give its value. */
  deals = n == 1 ? FT_HILO_EXPERT_MIN_DEALS
                 : MAX (FT_HILO_EXPERT_MIN_DEALS, FT_HILO_EXPERT_PLAYOUTS / n);
  ft_rng_init (&rng, ft_hilo_view_hash (view) ^ G_GUINT64_CONSTANT (0x48694c6f466c6970));
  for (guint i = 0; i < n; i++)
    values[i] = (FtHiLoCardValue) { cards[i], 0.0 };

  for (guint d = 0; d < deals; d++)
    {
      FtHiLoState deal;

      ft_hilo_view_sample (view, &rng, &deal);
      for (guint i = 0; i < n; i++)
        {
          FtHiLoState s = deal;
          FtHiLoAction play = { FT_HILO_ACTION_PLAY, cards[i] };

          /* Every card meets the same deal and the same later tosses:
           * common random numbers make the differences meaningful. */
          ft_hilo_state_apply_fast (&s, &play);
          play_out_round (&s, FT_HILO_EXPERT_HORIZON);
          values[i].value += balance (&s, view->me);
        }
    }
  *best = 0;
  for (guint i = 0; i < n; i++)
    {
      values[i].value /= deals;
      if (values[i].value > values[*best].value)
        *best = i;
    }
  return n;
}

void
ft_hilo_ai_choose (const FtHiLoView *view,
                   FtStrength        strength,
                   FtHiLoAction     *action)
{
  guint n_legal = ft_hilo_set_count (view->legal);

  switch (view->phase)
    {
    case FT_HILO_PHASE_MUST_TOSS:
      *action = (FtHiLoAction) { FT_HILO_ACTION_TOSS, 0 };
      return;
    case FT_HILO_PHASE_MUST_DRAW:
      *action = (FtHiLoAction) { FT_HILO_ACTION_DRAW, 0 };
      return;
    case FT_HILO_PHASE_ROUND_OVER:
    case FT_HILO_PHASE_GAME_OVER:
      *action = (FtHiLoAction) { FT_HILO_ACTION_NEXT_ROUND, 0 };
      return;
    default:
      break;
    }

  action->kind = FT_HILO_ACTION_PLAY;
  if (n_legal <= 1)
    {
      action->card = ft_hilo_set_lowest (view->legal);
      return;
    }

  switch (strength)
    {
    case FT_STRENGTH_BEGINNER:
      {
        FtRng rng;

        ft_rng_init (&rng, ft_hilo_view_hash (view));
        action->card = ft_hilo_set_nth (view->legal, ft_rng_below (&rng, n_legal));
      }
      return;
    case FT_STRENGTH_EXPERT:
      {
        FtHiLoCardValue values[FT_HILO_N_CARDS];
        guint best;

        ft_hilo_ai_evaluate (view, values, &best);
        action->card = values[best].card;
      }
      return;
    case FT_STRENGTH_STANDARD:
    case FT_N_STRENGTHS:
    default:
      action->card = ft_hilo_ai_standard_card (view->legal, view->hand, view->chip,
                                               view->n_pile == 0 ||
                                               view->phase == FT_HILO_PHASE_MUST_RESET,
                                               ft_hilo_view_pile_points (view));
      return;
    }
}

gboolean
ft_hilo_ai_play_game (guint                 n_players,
                      const FtStrength     *strengths,
                      guint64               seed,
                      gboolean              check,
                      FtHiLoState          *final,
                      GError              **error)
{
  FtHiLoState state;
  guint actions = 0;

  if (!ft_hilo_state_init (&state, n_players, NULL, seed, NULL, error))
    return FALSE;

  while (state.phase != FT_HILO_PHASE_GAME_OVER)
    {
      FtHiLoAction action;

      if (state.round > MAX_ROUNDS || actions++ > MAX_ROUNDS * (guint) MAX_ACTIONS_PER_ROUND)
        {
          g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_INVARIANT,
                       "game %" G_GUINT64_FORMAT " did not end", seed);
          return FALSE;
        }
      if (!ft_hilo_state_forced_action (&state, &action))
        {
          FtHiLoView view;

          ft_hilo_view_init (&view, &state, state.current);
          ft_hilo_ai_choose (&view, strengths[state.current], &action);
        }
      if (check)
        {
          g_autofree char *text = NULL;
          g_autoptr(GError) local = NULL;

          if (!ft_hilo_state_apply (&state, &action, NULL, &local) ||
              !ft_hilo_state_check (&state, &local))
            {
              text = ft_hilo_state_to_string (&state);
              g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_INVARIANT,
                           "game %" G_GUINT64_FORMAT ", round %u: %s (state: %s)",
                           seed, state.round, local->message, text);
              return FALSE;
            }
        }
      else
        ft_hilo_state_apply_fast (&state, &action);
    }

  if (final != NULL)
    *final = state;
  return TRUE;
}
