/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-width-layout.h"

G_BEGIN_DECLS

#define FT_TYPE_WRAP_LAYOUT (ft_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtWrapLayout, ft_wrap_layout, FT, WRAP_LAYOUT, FtWidthLayout)

/*
 * FtWrapLayout: a row of children (cards, dice, tiles, words, buttons)
 * that wraps onto more lines when the width runs out, as words do.  The
 * children stay the widget's own, in their order, so the keys that walk
 * them and the screen reader see the same row; only where they are drawn
 * changes.  GTK 4.8 has no wrap box (GtkFlowBox wraps each child in a
 * focusable row of its own), and libadwaita 1.2 no AdwWrapBox.
 *
 * Each line takes children at their natural width while they fit (at
 * most "max per line" of them), and at least one; a child keeps at least
 * its minimum width.  A line is as tall as its tallest child.  The widget
 * is as narrow as its widest child: on a phone's width the line breaks
 * instead of widening the page.  Options:
 *  - centred: the space left on a line goes around it (a palette), not
 *    after it (text);
 *  - fill: the space left on a line goes to its children that expand;
 *  - compact: the widget asks for no more width than its widest child, so
 *    that beside other content it breaks its line sooner rather than
 *    taking their room.
 *
 * A horizontal GtkBox takes this layout with ft_wrap_layout_apply(): the
 * box's spacing between children, and the same between lines up to 18 px
 * (a wide gap between a board's two rows would be a hole between lines).
 * FtWrapBox is a widget with this layout.
 */
GtkLayoutManager *ft_wrap_layout_new              (int           column_spacing,
                                                   int           row_spacing);
void              ft_wrap_layout_apply            (GtkWidget    *box);
void              ft_wrap_layout_set_row_spacing  (FtWrapLayout *self,
                                                   int           row_spacing);
void              ft_wrap_layout_set_centered     (FtWrapLayout *self,
                                                   gboolean      centered);
void              ft_wrap_layout_set_fill         (FtWrapLayout *self,
                                                   gboolean      fill);
void              ft_wrap_layout_set_compact      (FtWrapLayout *self,
                                                   gboolean      compact);
void              ft_wrap_layout_set_max_per_line (FtWrapLayout *self,
                                                   guint         n);

G_END_DECLS
