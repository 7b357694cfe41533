/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_APPLICATION (ft_application_get_type ())
G_DECLARE_FINAL_TYPE (FtApplication, ft_application, FT, APPLICATION, AdwApplication)

FtApplication *ft_application_new (void);
void           ft_application_set_accels (GtkApplication *app);
GListModel    *ft_application_get_catalog (FtApplication *self);
GListModel    *ft_application_dup_catalog (GApplication  *app);

G_END_DECLS
