/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipbits-game.h"

G_BEGIN_DECLS

/*
 * FtFbView: what one player can see (flipbits R11): its own hand, GOAL,
 * MEMORY, the discard piles, the public scores and warnings, and how many
 * cards each hand and deck holds.  Never the deck order or other hands.
 *
 * Hints and computer players take a view, never a game, so by construction
 * they cannot read hidden cards.  A plain struct: copy it to a worker
 * thread and compute there.
 */
typedef struct
{
  FtFbSettings settings;
  FtFbDeck     deck;          /* the OPERATION deck's make-up (public) */
  guint        seat;          /* whose view this is */
  FtFbPhase    phase;
  guint        current;
  guint        turns;
  guint8       memory;
  guint8       goal;
  int          scores[FT_FB_MAX_PLAYERS];
  guint        warnings[FT_FB_MAX_PLAYERS];
  FtFbHand     hand;          /* this seat's own hand */
  guint        hand_ops[FT_FB_MAX_PLAYERS];  /* OPERATION cards per hand */
  gboolean     hand_has_hex[FT_FB_MAX_PLAYERS];
  guint        n_op_deck;
  guint        n_hex_deck;
  guint        n_op_discard;
  FtFbCard     op_discard[FT_FB_DECK_MAX];
  guint        n_hex_discard;
  guint8       hex_discard[FT_FB_N_HEX];
} FtFbView;

void ft_fb_view_init    (FtFbView       *view,
                         const FtFbGame *game,
                         guint           seat);
void ft_fb_view_problem (const FtFbView *view,
                         FtFbProblem    *problem);

G_END_DECLS
