/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_WRAP_LAYOUT (ft_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtWrapLayout, ft_wrap_layout, FT, WRAP_LAYOUT, GtkLayoutManager)

/*
 * FtWrapLayout: a row of children (cards, dice, tiles) that wraps onto
 * more lines when the width runs out, as words do.  The children stay the
 * box's own, in their order, so the keys that walk them and the screen
 * reader see the same row; only where they are drawn changes.
 *
 * GTK 4.8 has no wrap box (GtkFlowBox wraps each child in a focusable row
 * of its own), so a horizontal GtkBox takes this layout with
 * ft_wrap_layout_apply(), which keeps the box's spacing.  The box's
 * spacing may not be changed after that (GtkBox asks its own layout).
 */
GtkLayoutManager *ft_wrap_layout_new   (int        spacing);
void              ft_wrap_layout_apply (GtkWidget *box);

G_END_DECLS
