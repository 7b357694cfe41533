/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-progress-store.h"

G_BEGIN_DECLS

#define FT_ZOOM_MIN 50
#define FT_ZOOM_MAX 300
#define FT_PRESENTATION_SCALE 1.75

#define FT_TYPE_WINDOW (ft_window_get_type ())
G_DECLARE_FINAL_TYPE (FtWindow, ft_window, FT, WINDOW, AdwApplicationWindow)

FtWindow  *ft_window_new           (GtkApplication  *application,
                                    GSettings       *settings,
                                    FtProgressStore *progress);
gboolean   ft_window_open          (FtWindow        *self,
                                    const char      *id);
void       ft_window_go_home       (FtWindow        *self);
GtkWidget *ft_window_get_page      (FtWindow        *self);
void       ft_window_add_lesson_folder (FtWindow   *self,
                                        const char *folder);
void       ft_window_tell          (FtWindow        *self,
                                    const char      *message,
                                    const char      *file);
double     ft_window_get_scale     (FtWindow        *self);
int        ft_window_zoom_step     (int              zoom,
                                    int              direction);

G_END_DECLS
