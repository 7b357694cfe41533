/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-catalog.h"
#include "ft-progress-store.h"

G_BEGIN_DECLS

#define FT_TYPE_HOME_PAGE (ft_home_page_get_type ())
G_DECLARE_FINAL_TYPE (FtHomePage, ft_home_page, FT, HOME_PAGE, GtkWidget)

GtkWidget *ft_home_page_new          (GListModel      *catalog,
                                      FtProgressStore *progress);
char      *ft_home_page_progress_text (FtProgressStore *progress,
                                       FtCatalogEntry  *entry);
void       ft_home_page_set_presentation (FtHomePage *self,
                                          gboolean    presentation);
gboolean   ft_home_page_focus_entry   (FtHomePage *self,
                                       const char *id);

G_END_DECLS
