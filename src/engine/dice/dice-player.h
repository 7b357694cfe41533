/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-solver.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/* FT_STRENGTH_BEGINNER plays a random legal move, FT_STRENGTH_STANDARD a
 * one-move look-ahead with a material count, FT_STRENGTH_EXPERT a best
 * move of the solved table: the fastest win when it is winning; when it is
 * losing, the move that sets the best trap (the replies that look best by
 * the material count, the standard player's look-ahead, most often hand
 * the win back within its next four moves), the longest loss among
 * equals. */

const char *ft_dice_strength_token      (FtStrength         strength);
gboolean    ft_dice_strength_from_token (const char        *token,
                                         FtStrength        *strength);

gboolean    ft_dice_player_choose       (FtStrength         strength,
                                         const FtDicePos   *pos,
                                         const FtDiceTable *table,
                                         FtRng             *rng,
                                         FtDiceMove        *move);

/* Plays a game of @n_dice a player from a roll of @rng, A with
 * @strengths[0] and B with @strengths[1] (@table for a perfect player);
 * returns the winner.  @first (may be NULL) receives who moved first. */
FtDicePlayer ft_dice_player_play_game   (const FtStrength  *strengths,
                                         guint              n_dice,
                                         const FtDiceTable *table,
                                         FtRng             *rng,
                                         FtDicePlayer      *first);

G_END_DECLS
