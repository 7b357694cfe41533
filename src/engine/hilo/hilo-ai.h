/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "hilo/hilo-view.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/*
 * Computer players.  Each decides from an FtHiLoView only (R11), and any
 * randomness comes from an FtRng seeded by the view's hash, so the same
 * view always gives the same decision.
 *
 * - beginner: a random legal card.
 * - standard: when following, the smallest step over the top card (the
 *   lowest legal card on Hi, the highest on Lo), keeping the extreme cards
 *   for when they are needed; but on a pile worth 15 points or more, the
 *   card that the fewest cards beat (the highest on Hi), avoiding a
 *   2-card, to try to take that pile.  When starting a pile (a reset or a
 *   round's first card), the middle legal card, which leaves room both
 *   ways.  Outside the rich-pile case a card counts as ten steps better if
 *   it is a 1-card (it skips the next player, R4), fifteen worse if it is
 *   worth 10 points and follows (it would feed a pile someone else may
 *   take) and a hundred worse if it is a 2-card that no card left in the
 *   hand could follow (R5 would force a reset that hands the pile away).
 *   Ties: the lower card.
 * - expert: for each legal card, the mean over sampled deals of the hidden
 *   cards (ft_hilo_view_sample) of the round's points balance (own points
 *   minus the mean of the others') after playing the round out with the
 *   standard rules for everyone; the same deals and chip tosses for every
 *   card, so the comparison is fair.  The number of playouts is fixed (not
 *   timed), so the result reproduces; bench-hilo measures its time.
 */

/* The pile's worth from which the standard player tries to take it. */
#define FT_HILO_STANDARD_GRAB_POINTS 15

/* Playouts per decision, shared out among the legal cards (each card
 * sees at least FT_HILO_EXPERT_MIN_DEALS deals), and the most actions a
 * playout runs before the round's points so far are taken as its result:
 * together they bound the expert's time per decision. */
#define FT_HILO_EXPERT_PLAYOUTS 600
#define FT_HILO_EXPERT_MIN_DEALS 8
#define FT_HILO_EXPERT_HORIZON 300

typedef struct
{
  guint  card;
  double value;    /* mean round points balance after playing @card */
} FtHiLoCardValue;

const char *ft_hilo_strength_token      (FtStrength        strength);
gboolean    ft_hilo_strength_from_token (const char       *token,
                                         FtStrength       *strength);

void        ft_hilo_ai_choose           (const FtHiLoView *view,
                                         FtStrength        strength,
                                         FtHiLoAction     *action);
guint       ft_hilo_ai_standard_card    (FtHiLoSet         legal,
                                         FtHiLoSet         hand,
                                         FtHiLoChip        chip,
                                         gboolean          lead,
                                         guint             pile_points);
guint       ft_hilo_ai_evaluate         (const FtHiLoView *view,
                                         FtHiLoCardValue  *values,
                                         guint            *best);

/* Plays one whole game of computer players from @seed.  With @check, runs
 * ft_hilo_state_check() after every action and fails with its error. */
gboolean    ft_hilo_ai_play_game        (guint                 n_players,
                                         const FtStrength     *strengths,
                                         guint64               seed,
                                         gboolean              check,
                                         FtHiLoState          *final,
                                         GError              **error);

G_END_DECLS
