/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_PREFERENCES_WINDOW (ft_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (FtPreferencesWindow, ft_preferences_window, FT, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWindow *ft_preferences_window_new (GtkWindow *parent,
                                      GSettings *settings);

G_END_DECLS
