/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-solver.h"

G_BEGIN_DECLS

typedef enum
{
  FT_DICE_BEGINNER,  /* a random legal move */
  FT_DICE_STANDARD,  /* a one-move look-ahead with a material count */
  FT_DICE_PERFECT,   /* a best move of the solved table */
  FT_DICE_N_STRENGTHS
} FtDiceStrength;

const char *ft_dice_strength_token      (FtDiceStrength     strength);
gboolean    ft_dice_strength_from_token (const char        *token,
                                         FtDiceStrength    *strength);

gboolean    ft_dice_player_choose       (FtDiceStrength     strength,
                                         const FtDicePos   *pos,
                                         const FtDiceTable *table,
                                         FtRng             *rng,
                                         FtDiceMove        *move);

G_END_DECLS
