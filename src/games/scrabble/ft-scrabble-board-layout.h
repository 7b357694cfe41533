/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_SCRABBLE_BOARD_LAYOUT (ft_scrabble_board_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtScrabbleBoardLayout, ft_scrabble_board_layout, FT, SCRABBLE_BOARD_LAYOUT, GtkLayoutManager)

/*
 * FtScrabbleBoardLayout: the board's squares, @n_columns a row in the
 * order of the children, square, as large as the width allows between the
 * squares' own minimum (their CSS min-width, so a readable digit) and
 * @natural pixels.  It replaces a container's layout once its squares are
 * in it.
 */
GtkLayoutManager *ft_scrabble_board_layout_new (guint n_columns,
                                                int   natural,
                                                int   spacing);

G_END_DECLS
