/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-solver.h"

G_BEGIN_DECLS

/* The (strong, medium, weak) counts of N dice: at most 21 triples. */
#define FT_DICE_MAX_CLASSES 21

/*
 * The first mover's chances under perfect play, from a solved table.
 *
 * Weighting: every ordered roll of the 2N dice (A's N dice in order, then
 * B's) is equally likely, 6^(2N) of them; rolls with equal totals are
 * rolled again (R2), so the figures are conditioned on unequal totals, and
 * the player with the lower total moves first.  first_mover_wins is the
 * share of those rolls that the first mover wins with perfect play on both
 * sides: wins / rolls exactly.
 *
 * A die is strong if it shows 1 or 6, medium if 2 or 5 and weak if 3 or 4
 * (the rule page's classes).  classes[] lists the (strong, medium, weak)
 * triples of N dice; rolls[i][j] and wins[i][j] count the rolls where the
 * first mover's dice fall in class triple i and the second mover's in j.
 */
typedef struct
{
  guint   n_dice;
  guint64 rolls;
  guint64 wins;
  double  first_mover_wins;
  guint   n_classes;
  guint8  classes[FT_DICE_MAX_CLASSES][3];
  guint64 class_rolls[FT_DICE_MAX_CLASSES][FT_DICE_MAX_CLASSES];
  guint64 class_wins[FT_DICE_MAX_CLASSES][FT_DICE_MAX_CLASSES];
} FtDiceStats;

void ft_dice_stats_compute (const FtDiceTable *table,
                            FtDiceStats       *stats);

G_END_DECLS
