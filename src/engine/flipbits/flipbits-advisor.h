/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipbits-view.h"

G_BEGIN_DECLS

/* Up to 7 non-empty sets of OPERATION cards, each with or without the HEX
 * card. */
#define FT_FB_MAX_DISCARDS 16

/*
 * FtFbDiscardOption: one legal discard (R7) and what it leads to.
 *
 * The draw follows the game (R7) with what the player can see (R11): the
 * deck holds a part of the cards this player has not seen (the deck's
 * make-up minus its own hand minus the discard pile; other hands count as
 * unseen, since the player cannot tell them from the deck), every part
 * equally likely; if the deck (whose size is public) runs out during the
 * draw, the rest comes from the discard pile, this discard included,
 * reshuffled.  HEX cards likewise.  @favourable out of @total equally
 * likely draws leave a hand that can solve the current GOAL from the
 * current MEMORY; @p_solve is their ratio, exact (hypergeometric counting
 * over card kinds, no sampling).
 *
 * @expected_turns is the expected number of own turns until the player
 * holds a solving hand, in a stated one-step model: the player makes this
 * same discard every turn (keeps the same cards, redraws the rest from the
 * same unseen cards) while GOAL and MEMORY stay as they are.  Each turn
 * then succeeds independently with chance @p_solve, so the count is
 * geometric and its mean is exactly 1 / @p_solve (G_MAXDOUBLE when
 * @p_solve is 0).  It is an approximation of the real game, where other
 * players' solves change GOAL and MEMORY and a later turn may discard
 * differently; an exact multi-turn value would need the hidden cards and
 * the opponents' choices, which the advisor may not see (R11).
 */
typedef struct
{
  guint    op_mask;       /* bit i: discard the hand's ops[i] */
  gboolean discard_hex;
  guint64  favourable;
  guint64  total;
  double   p_solve;
  double   expected_turns;
} FtFbDiscardOption;

/* Every legal discard, best first: highest chance, then keeping the HEX
 * card, then fewer cards discarded. */
typedef struct
{
  guint             n_options;
  FtFbDiscardOption options[FT_FB_MAX_DISCARDS];
} FtFbAdvice;

void ft_fb_advise_discards (const FtFbView *view,
                            FtFbAdvice     *advice);

G_END_DECLS
