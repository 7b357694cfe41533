/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWindow *ft_preferences_window_new (GtkWindow *parent,
                                      GSettings *settings);

G_END_DECLS
