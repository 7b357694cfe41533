/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipbits-ai.h"
#include "flipbits-advisor.h"

static const char *const strength_tokens[FT_N_STRENGTHS] = {
  "beginner", "standard", "expert",
};

const char *
ft_fb_strength_token (FtStrength strength)
{
  g_return_val_if_fail (strength < FT_N_STRENGTHS, NULL);
  return strength_tokens[strength];
}

gboolean
ft_fb_strength_from_token (const char   *token,
                           FtStrength   *strength)
{
  for (guint i = 0; i < FT_N_STRENGTHS; i++)
    if (g_strcmp0 (token, strength_tokens[i]) == 0)
      {
        *strength = i;
        return TRUE;
      }
  return FALSE;
}

/* Among the shortest solves, one that keeps the HEX card (R5 discards a
 * used HEX card), else the first. */
static gboolean
shortest_keeping_hex (const FtFbProblem *problem,
                      FtFbSolution      *solution)
{
  g_autoptr(GArray) all = ft_fb_solver_all (problem);
  const FtFbSolution *best = NULL;

  for (guint i = 0; i < all->len; i++)
    {
      const FtFbSolution *s = &g_array_index (all, FtFbSolution, i);

      if (best != NULL && s->n_steps > best->n_steps)
        break;
      if (best == NULL || (ft_fb_solution_uses_hex (best) && !ft_fb_solution_uses_hex (s)))
        best = s;
    }
  if (best == NULL)
    return FALSE;
  *solution = *best;
  return TRUE;
}

/*
 * Whether the computer player of @view calls "Resolved" now, and with which
 * solve (R9: computer players call only when they hold a solve; their
 * strength decides whether they spot it).
 */
gboolean
ft_fb_ai_choose_solve (const FtFbView *view,
                       FtStrength      strength,
                       FtRng          *rng,
                       FtFbSolution   *solution)
{
  FtFbProblem problem;

  ft_fb_view_problem (view, &problem);
  switch (strength)
    {
    case FT_STRENGTH_BEGINNER:
      {
        g_autoptr(GArray) all = NULL;

        if (ft_fb_solver_shortest_length (&problem) == 0 || !ft_rng_coin (rng))
          return FALSE;
        all = ft_fb_solver_all (&problem);
        *solution = g_array_index (all, FtFbSolution, ft_rng_below (rng, all->len));
        return TRUE;
      }
    case FT_STRENGTH_STANDARD:
      return ft_fb_solver_first (&problem, solution);
    case FT_STRENGTH_EXPERT:
    case FT_N_STRENGTHS:
    default:
      return shortest_keeping_hex (&problem, solution);
    }
}

static guint
hamming (guint8 a,
         guint8 b)
{
  return (guint) __builtin_popcount ((a ^ b) & FT_FB_VALUE_MASK);
}

/*
 * The standard player's heuristic: keep the cards with which MEMORY gets
 * closest (fewest differing bits) to GOAL; among equals, discard more cards,
 * since fresh draws are the other way to a solve.
 */
static guint
heuristic_discard (const FtFbView *view)
{
  FtFbProblem problem;
  guint best_mask = 1, best_distance = G_MAXUINT, n = view->hand.n_ops;

  ft_fb_view_problem (view, &problem);
  for (guint mask = 1; mask < (1u << n); mask++)
    {
      FtFbProblem kept = problem;
      guint16 reach;
      guint distance = G_MAXUINT;

      kept.n_cards = 0;
      for (guint i = 0; i < n; i++)
        if (!(mask & (1u << i)))
          kept.cards[kept.n_cards++] = problem.cards[i];
      reach = ft_fb_solver_reachable (&kept);
      for (guint v = 0; v < 16; v++)
        if (reach & (1u << v))
          distance = MIN (distance, hamming (v, view->goal));

      if (distance < best_distance ||
          (distance == best_distance &&
           __builtin_popcount (mask) > __builtin_popcount (best_mask)))
        {
          best_distance = distance;
          best_mask = mask;
        }
    }
  return best_mask;
}

/* What the computer player of @view discards on its turn (R7). */
void
ft_fb_ai_choose_discard (const FtFbView *view,
                         FtStrength      strength,
                         FtRng          *rng,
                         guint          *op_mask,
                         gboolean       *discard_hex)
{
  guint n = view->hand.n_ops;

  *op_mask = 0;
  *discard_hex = FALSE;

  switch (strength)
    {
    case FT_STRENGTH_BEGINNER:
      if (n > 0)
        *op_mask = 1 + ft_rng_below (rng, (1u << n) - 1);
      *discard_hex = view->hand.hex >= 0 && ft_rng_below (rng, 4) == 0;
      break;
    case FT_STRENGTH_STANDARD:
      if (n > 0)
        *op_mask = heuristic_discard (view);
      break;
    case FT_STRENGTH_EXPERT:
    case FT_N_STRENGTHS:
    default:
      {
        FtFbAdvice advice;

        ft_fb_advise_discards (view, &advice);
        *op_mask = advice.options[0].op_mask;
        *discard_hex = advice.options[0].discard_hex;
      }
      break;
    }
}

/*
 * Plays one action of a game in which every seat is a computer player of
 * strength @strengths[seat]: in the resolve window, asks the eligible
 * seats in seat order after the current player (R9; in solo the player,
 * R10) and lets the first with a solve call "Resolved", or closes the
 * window; in the discard phase, the current player discards and draws.
 * Returns FALSE once the game is over (or, with @error set, if the rules
 * refused an action, which would be a bug).
 */
gboolean
ft_fb_ai_step (FtFbGame           *game,
               const FtStrength   *strengths,
               GError            **error)
{
  FtFbView view;

  switch (game->phase)
    {
    case FT_FB_PHASE_RESOLVE_WINDOW:
      {
        guint seats[FT_FB_MAX_PLAYERS];
        guint n_seats = ft_fb_game_window_seats (game, seats);

        for (guint i = 0; i < n_seats; i++)
          {
            FtFbSolution solution;

            ft_fb_view_init (&view, game, seats[i]);
            if (ft_fb_ai_choose_solve (&view, strengths[seats[i]], &game->rng, &solution))
              return ft_fb_game_resolve (game, seats[i], &solution, NULL, error);
          }
        return ft_fb_game_close_window (game, error);
      }

    case FT_FB_PHASE_DISCARD:
      {
        guint op_mask;
        gboolean discard_hex;

        ft_fb_view_init (&view, game, game->current);
        ft_fb_ai_choose_discard (&view, strengths[game->current], &game->rng,
                                 &op_mask, &discard_hex);
        return ft_fb_game_discard (game, op_mask, discard_hex, error);
      }

    case FT_FB_PHASE_GAME_OVER:
    default:
      return FALSE;
    }
}

/*
 * A whole game of computer players, dealt from @seed, into @game: until it
 * is over or has lasted @max_turns turns (game->winner is then -1).
 * FALSE, with @error set, when the deal or an action was refused.
 */
gboolean
ft_fb_ai_play_game (FtFbGame           *game,
                    const FtFbSettings *settings,
                    const FtFbDeck     *deck,
                    const FtStrength   *strengths,
                    guint64             seed,
                    guint               max_turns,
                    GError            **error)
{
  GError *refused = NULL;

  if (!ft_fb_game_new (game, settings, deck, seed, error))
    return FALSE;
  while (game->turns < max_turns && ft_fb_ai_step (game, strengths, &refused))
    ;
  if (refused != NULL)
    {
      g_propagate_error (error, refused);
      return FALSE;
    }
  return TRUE;
}
