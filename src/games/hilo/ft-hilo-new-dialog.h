/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-hilo-game.h"

G_BEGIN_DECLS

#define FT_TYPE_HILO_NEW_DIALOG (ft_hilo_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtHiLoNewDialog, ft_hilo_new_dialog, FT, HILO_NEW_DIALOG, AdwWindow)

GtkWidget *ft_hilo_new_dialog_new         (GSettings       *settings);
void       ft_hilo_new_dialog_set_players (FtHiLoNewDialog *self,
                                           guint            n_players);
void       ft_hilo_new_dialog_set_seat    (FtHiLoNewDialog *self,
                                           guint            seat,
                                           FtSeat       kind);
void       ft_hilo_new_dialog_start       (FtHiLoNewDialog *self);

G_END_DECLS
