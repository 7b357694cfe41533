/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-progress-store.h"
#include "ft-report.h"

G_BEGIN_DECLS

FtReport *ft_progress_report_build  (FtProgressStore *progress,
                                     GListModel      *catalog,
                                     const char      *name,
                                     gint64           now);
gboolean  ft_progress_report_write  (FtProgressStore *progress,
                                     GListModel      *catalog,
                                     const char      *name,
                                     const char      *path,
                                     GError         **error);
void      ft_progress_report_export (GtkWindow       *parent,
                                     GSettings       *settings,
                                     FtProgressStore *progress,
                                     GListModel      *catalog,
                                     void           (*tell) (GtkWindow  *parent,
                                                             const char *message,
                                                             const char *file));

G_END_DECLS
