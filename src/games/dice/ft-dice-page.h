/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-dice-game.h"
#include "ft-game-table.h"

G_BEGIN_DECLS

#define FT_TYPE_DICE_PAGE (ft_dice_page_get_type ())
G_DECLARE_FINAL_TYPE (FtDicePage, ft_dice_page, FT, DICE_PAGE, FtGameTable)

void        ft_dice_page_new_game      (FtDicePage       *self,
                                        guint             n_dice,
                                        const FtSeat     *seats,
                                        guint64           seed);

G_END_DECLS
