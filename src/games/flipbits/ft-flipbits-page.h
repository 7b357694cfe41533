/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-flipbits-game.h"
#include "ft-game-table.h"

G_BEGIN_DECLS

#define FT_TYPE_FLIPBITS_PAGE (ft_flipbits_page_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipBitsPage, ft_flipbits_page, FT, FLIPBITS_PAGE, FtGameTable)

FtFlipBitsGame *ft_flipbits_page_get_game      (FtFlipBitsPage *self);
void            ft_flipbits_page_new_game      (FtFlipBitsPage *self,
                                                guint           n_players,
                                                const FtSeat   *seats,
                                                guint64         seed);
const char     *ft_flipbits_page_get_hint_text (FtFlipBitsPage *self);

G_END_DECLS
