/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_WRAP_BOX (ft_wrap_box_get_type ())
G_DECLARE_FINAL_TYPE (FtWrapBox, ft_wrap_box, FT, WRAP_BOX, GtkWidget)

/* A widget with FtWrapLayout (see ft-wrap-layout.h): lines from the start
 * or centred, the room left on a line to the children that expand,
 * compact, at most a number of children a line. */

GtkWidget *ft_wrap_box_new    (int        column_spacing,
                               int        row_spacing);
void       ft_wrap_box_append (FtWrapBox *self,
                               GtkWidget *child);
void       ft_wrap_box_set_centered (FtWrapBox *self,
                                     gboolean   centered);
void       ft_wrap_box_set_compact      (FtWrapBox *self,
                                         gboolean   compact);
void       ft_wrap_box_set_max_per_line (FtWrapBox *self,
                                         guint      n);

/* Calls @func (@widget, narrow) whenever the window @widget is shown in
 * becomes narrower than @below_width, or no longer is (and when it is
 * shown): a page lays itself out for a phone's width (libadwaita 1.2 has
 * no AdwBreakpoint).  Every layout still fits the narrowest window; this
 * only chooses the better one. */
typedef void (*FtNarrowFunc) (GtkWidget *widget,
                              gboolean   narrow);

void       ft_widget_follow_width       (GtkWidget    *widget,
                                         int           below_width,
                                         FtNarrowFunc  func);

G_END_DECLS
