/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipbits-view.h"

/* Copies out of @game only what @seat may see (R11). */
void
ft_fb_view_init (FtFbView       *view,
                 const FtFbGame *game,
                 guint           seat)
{
  g_return_if_fail (seat < game->settings.n_players);

  memset (view, 0, sizeof *view);
  view->settings = game->settings;
  view->deck = game->deck;
  view->seat = seat;
  view->phase = game->phase;
  view->current = game->current;
  view->turns = game->turns;
  view->memory = game->memory;
  view->goal = game->goal;
  memcpy (view->scores, game->scores, sizeof view->scores);
  memcpy (view->warnings, game->warnings, sizeof view->warnings);
  view->hand = game->hands[seat];
  for (guint s = 0; s < game->settings.n_players; s++)
    {
      view->hand_ops[s] = game->hands[s].n_ops;
      view->hand_has_hex[s] = game->hands[s].hex >= 0;
    }
  view->n_op_deck = game->n_op_deck;
  view->n_hex_deck = game->n_hex_deck;
  view->n_op_discard = game->n_op_discard;
  memcpy (view->op_discard, game->op_discard, game->n_op_discard * sizeof (FtFbCard));
  view->n_hex_discard = game->n_hex_discard;
  memcpy (view->hex_discard, game->hex_discard, game->n_hex_discard);
}

void
ft_fb_view_problem (const FtFbView *view,
                    FtFbProblem    *problem)
{
  problem->memory = view->memory;
  problem->goal = view->goal;
  problem->hex = view->hand.hex;
  problem->n_cards = view->hand.n_ops;
  memcpy (problem->cards, view->hand.ops, view->hand.n_ops * sizeof (FtFbCard));
}
