/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-solver.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/* FT_STRENGTH_BEGINNER plays a random legal move, FT_STRENGTH_STANDARD a
 * one-move look-ahead with a material count, FT_STRENGTH_EXPERT a best
 * move of the solved table. */

const char *ft_dice_strength_token      (FtStrength         strength);
gboolean    ft_dice_strength_from_token (const char        *token,
                                         FtStrength        *strength);

gboolean    ft_dice_player_choose       (FtStrength         strength,
                                         const FtDicePos   *pos,
                                         const FtDiceTable *table,
                                         FtRng             *rng,
                                         FtDiceMove        *move);

G_END_DECLS
