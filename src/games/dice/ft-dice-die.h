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

/* Where a die lies, as the page shows it. */
typedef enum
{
  FT_DICE_SIDE_MINE,
  FT_DICE_SIDE_THEIRS,
  FT_DICE_SIDE_MIDDLE,
} FtDiceSide;

GtkWidget *ft_dice_die_button_new (FtDiceSide side,
                                   guint      number,
                                   guint      face,
                                   gboolean   locked,
                                   gboolean   chosen);

G_END_DECLS
