/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "equation/equation-tile.h"

G_BEGIN_DECLS

/*
 * The keys of the equation tiles, shared by the workbench and the lessons
 * (help/equation.help and the shortcuts window list the same):
 * 0 1 + - = as themselves, / for ÷, * or x for ×, a AND, o OR,
 * Shift+X XOR, n NOT.
 */
gboolean    ft_equation_tile_for_keyval (guint     keyval,
                                         FtEqTile *tile);
const char *ft_equation_tile_key        (FtEqTile  tile);
GtkWidget  *ft_equation_palette_button_new (FtEqTile tile);

G_END_DECLS
