/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_CLASS_PAGE (ft_class_page_get_type ())
G_DECLARE_FINAL_TYPE (FtClassPage, ft_class_page, FT, CLASS_PAGE, GtkWidget)

GtkWidget *ft_class_page_new        (void);
void       ft_class_page_open       (FtClassPage        *self,
                                     const char * const *paths);
gboolean   ft_class_page_export_csv (FtClassPage        *self,
                                     const char         *path,
                                     GError            **error);

G_END_DECLS
