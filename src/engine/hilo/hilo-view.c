/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hilo-view.h"

void
ft_hilo_view_init (FtHiLoView        *view,
                   const FtHiLoState *state,
                   guint              player)
{
  g_return_if_fail (player < state->n_players);

  memset (view, 0, sizeof *view);
  view->n_players = state->n_players;
  view->me = (guint8) player;
  memcpy (view->ages, state->ages, sizeof view->ages);
  view->round = state->round;
  view->chip = state->chip;
  view->phase = state->phase;
  view->current = state->current;
  view->start_player = state->start_player;
  view->top_player = state->top_player;
  view->taker = state->taker;
  view->round_winner = state->round_winner;
  view->extra_turn = state->extra_turn;
  memcpy (view->totals, state->totals, sizeof view->totals);
  memcpy (view->points, state->points, sizeof view->points);
  for (guint p = 0; p < state->n_players; p++)
    {
      view->hand_sizes[p] = (guint8) ft_hilo_set_count (state->hands[p]);
      view->score_sizes[p] = (guint8) ft_hilo_set_count (state->score_piles[p]);
      view->seen = ft_hilo_set_or (view->seen, state->score_piles[p]);
    }
  view->n_draw = state->n_draw;
  view->n_out = (guint8) ft_hilo_set_count (state->out);
  view->hand = state->hands[player];
  view->n_pile = state->n_pile;
  memcpy (view->pile, state->pile, state->n_pile);
  for (guint i = 0; i < state->n_pile; i++)
    ft_hilo_set_add (&view->seen, state->pile[i]);
  if (state->current == player)
    {
      view->drawn = state->drawn;
      view->legal = ft_hilo_state_legal_cards (state);
    }
}

/* The cards whose place @view's player does not know: other hands, the
 * draw pile and (after a round) the discarded hands. */
FtHiLoSet
ft_hilo_view_unseen (const FtHiLoView *view)
{
  return ft_hilo_set_minus (ft_hilo_set_all (), ft_hilo_set_or (view->seen, view->hand));
}

/* R11's "count of cards seen": own hand, the pile and the score piles. */
guint
ft_hilo_view_n_seen (const FtHiLoView *view)
{
  return ft_hilo_set_count (ft_hilo_set_or (view->seen, view->hand));
}

guint
ft_hilo_view_top_card (const FtHiLoView *view)
{
  return view->n_pile > 0 ? view->pile[view->n_pile - 1] : 0;
}

guint
ft_hilo_view_pile_points (const FtHiLoView *view)
{
  return ft_hilo_cards_points (view->pile, view->n_pile);
}

/* FNV-1a over the whole (zero-padded) struct: equal views, equal hashes,
 * so a computer player seeded from it decides the same way whatever the
 * hidden cards are (R11). */
guint64
ft_hilo_view_hash (const FtHiLoView *view)
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

/*
 * Fills @state with one full state consistent with @view: the unseen cards
 * dealt at random (from @rng) into the other hands and the draw pile, the
 * seen score-pile cards spread over the score piles to match each pile's
 * size and points.  Meant for the player to act (view->me == current), as
 * it does not try to honour what the phase says about another player's
 * hand.
 */
void
ft_hilo_view_sample (const FtHiLoView *view,
                     FtRng            *rng,
                     FtHiLoState      *state)
{
  guint8 unseen[FT_HILO_N_CARDS], tens[FT_HILO_N_CARDS], ones[FT_HILO_N_CARDS];
  FtHiLoSet scored = view->seen;
  guint n_unseen, n_tens = 0, n_ones = 0, next;
  guint8 cards[FT_HILO_N_CARDS];
  guint n;

  memset (state, 0, sizeof *state);
  state->n_players = view->n_players;
  memcpy (state->ages, view->ages, sizeof state->ages);
  state->round = view->round;
  state->chip = view->chip;
  state->phase = view->phase;
  state->current = view->current;
  state->start_player = view->start_player;
  state->top_player = view->top_player;
  state->taker = view->taker;
  state->round_winner = view->round_winner;
  state->extra_turn = view->extra_turn;
  state->drawn = view->drawn;
  memcpy (state->totals, view->totals, sizeof state->totals);
  memcpy (state->points, view->points, sizeof state->points);
  state->n_pile = view->n_pile;
  memcpy (state->pile, view->pile, view->n_pile);
  state->hands[view->me] = view->hand;

  /* Score piles: a pile of k cards worth q points holds (q - k) / 9 tens
   * (R1), or, after a round, the winner's bonus first taken off. */
  for (guint i = 0; i < view->n_pile; i++)
    ft_hilo_set_remove (&scored, view->pile[i]);
  n = ft_hilo_set_to_array (scored, cards);
  for (guint i = 0; i < n; i++)
    {
      if (ft_hilo_card_points (cards[i]) == 10)
        tens[n_tens++] = cards[i];
      else
        ones[n_ones++] = cards[i];
    }
  for (guint p = 0, t = 0, o = 0; p < view->n_players; p++)
    {
      guint q = view->points[p] - ((gint) p == view->round_winner ? FT_HILO_ROUND_BONUS : 0);
      guint k = view->score_sizes[p];
      guint want_tens = q >= k ? (q - k) / 9 : 0;

      for (guint i = 0; i < k; i++)
        {
          if (i < want_tens && t < n_tens)
            ft_hilo_set_add (&state->score_piles[p], tens[t++]);
          else if (o < n_ones)
            ft_hilo_set_add (&state->score_piles[p], ones[o++]);
          else if (t < n_tens)
            ft_hilo_set_add (&state->score_piles[p], tens[t++]);
        }
    }

  n_unseen = ft_hilo_set_to_array (ft_hilo_view_unseen (view), unseen);
  ft_rng_shuffle (rng, unseen, n_unseen, 1);
  next = 0;
  for (guint p = 0; p < view->n_players; p++)
    {
      if (p == view->me)
        continue;
      for (guint i = 0; i < view->hand_sizes[p] && next < n_unseen; i++)
        ft_hilo_set_add (&state->hands[p], unseen[next++]);
    }
  for (guint i = 0; i < view->n_draw && next < n_unseen; i++)
    state->draw[state->n_draw++] = unseen[next++];
  while (next < n_unseen)
    ft_hilo_set_add (&state->out, unseen[next++]);

  ft_rng_init (&state->rng, ft_rng_next (rng));
}
