/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_WIDTH_LAYOUT (ft_width_layout_get_type ())
G_DECLARE_DERIVABLE_TYPE (FtWidthLayout, ft_width_layout, FT, WIDTH_LAYOUT, GtkLayoutManager)

/*
 * FtWidthLayout: the base of a board's layout whose height follows the
 * width it gets (cells that shrink with the width, a square board).  A
 * scrolled window asks for its child's height without a width: then the
 * width the layout was last given is the best guess, and once it is
 * given another, the layout asks to be measured again (after that
 * allocation, not during it).
 */
struct _FtWidthLayoutClass
{
  GtkLayoutManagerClass parent_class;
};

/* @for_size, or when it is -1 the width last allocated (-1 if none). */
int  ft_width_layout_get_width (FtWidthLayout *self,
                                int            for_size);
/* To call from allocate, with the width given. */
void ft_width_layout_allocated (FtWidthLayout *self,
                                int            width);

G_END_DECLS
