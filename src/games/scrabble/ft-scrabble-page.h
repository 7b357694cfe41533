/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game-table.h"
#include "ft-scrabble-game.h"

G_BEGIN_DECLS

#define FT_TYPE_SCRABBLE_PAGE (ft_scrabble_page_get_type ())
G_DECLARE_FINAL_TYPE (FtScrabblePage, ft_scrabble_page, FT, SCRABBLE_PAGE, FtGameTable)

FtScrabbleGame *ft_scrabble_page_get_game   (FtScrabblePage *self);
const char     *ft_scrabble_page_get_status (FtScrabblePage *self);

G_END_DECLS
