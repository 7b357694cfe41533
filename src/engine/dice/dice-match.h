/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-pos.h"

G_BEGIN_DECLS

#define FT_DICE_MATCH_TARGET 50

/* Match scoring (R7): the winner of each game scores the pips they hold.
 * Text form: `A=12 B=30`. */
typedef struct
{
  guint score[2];
} FtDiceMatch;

void         ft_dice_match_record      (FtDiceMatch      *match,
                                        const FtDicePos  *finished);
gboolean     ft_dice_match_is_over     (const FtDiceMatch *match,
                                        FtDicePlayer     *winner);
char        *ft_dice_match_to_string   (const FtDiceMatch *match);
gboolean     ft_dice_match_from_string (FtDiceMatch      *match,
                                        const char       *text,
                                        GError          **error);

G_END_DECLS
