/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        ft_announce_set_region  (GtkRoot    *root,
                                     GtkLabel   *region);
void        ft_announce             (GtkWidget  *widget,
                                     const char *message);
void        ft_announce_later       (GtkWidget  *widget,
                                     const char *message);
const char *ft_announce_get_last    (GtkWidget  *widget);

G_END_DECLS
