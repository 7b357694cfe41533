/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-width-layout.h"

G_BEGIN_DECLS

#define FT_TYPE_SCRABBLE_BOARD_LAYOUT (ft_scrabble_board_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtScrabbleBoardLayout, ft_scrabble_board_layout, FT, SCRABBLE_BOARD_LAYOUT, FtWidthLayout)

/*
 * FtScrabbleBoardLayout: the layout of a box holding the board (a grid of
 * equal rows and columns) that keeps it square, as large as the width
 * allows between the board's minimum (the squares' CSS min-width, so a
 * readable digit) and @natural pixels.
 */
GtkLayoutManager *ft_scrabble_board_layout_new         (int                    natural);
void              ft_scrabble_board_layout_set_natural (FtScrabbleBoardLayout *self,
                                                        int                    natural);

G_END_DECLS
