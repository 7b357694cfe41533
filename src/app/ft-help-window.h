/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWindow *ft_help_window_new   (GtkWindow   *parent,
                                 const char  *page_id);
GtkWidget *ft_help_render       (const char  *data,
                                 gsize        length,
                                 char       **title,
                                 GError     **error);

G_END_DECLS
