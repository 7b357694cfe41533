/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-width-layout.h"

G_BEGIN_DECLS

#define FT_TYPE_FLIPCHAIN_BOARD_LAYOUT (ft_flipchain_board_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipchainBoardLayout, ft_flipchain_board_layout, FT, FLIPCHAIN_BOARD_LAYOUT,
                      FtWidthLayout)

/*
 * FtFlipchainBoardLayout: the hexagon's cells, each child at the place
 * ft_flipchain_board_layout_place() gave it, as large as the width allows
 * between a readable minimum and @natural pixels a cell.
 */
GtkLayoutManager *ft_flipchain_board_layout_new   (void);
/* A board @side cells a side (2 side - 1 across, and a cell's margin all
 * round), @natural pixels a cell. */
void              ft_flipchain_board_layout_set_side (FtFlipchainBoardLayout *self,
                                                      guint                   side,
                                                      int                     natural);
/* @cell's place: @half_x half cells from the left, @row rows down. */
void              ft_flipchain_board_layout_place (GtkWidget *cell,
                                                   guint      half_x,
                                                   guint      row);

G_END_DECLS
