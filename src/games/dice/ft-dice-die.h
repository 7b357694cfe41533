/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A die drawn with its pips (a GtkDrawingArea), and whether it shows a
 * lock badge; the accessible name is set by whoever places it. */
GtkWidget *ft_dice_die_new     (guint      face,
                                gboolean   locked);
void       ft_dice_die_set     (GtkWidget *die,
                                guint      face,
                                gboolean   locked);

G_END_DECLS
