/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_FLIPBITS_NEW_DIALOG (ft_flipbits_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipBitsNewDialog, ft_flipbits_new_dialog, FT, FLIPBITS_NEW_DIALOG, AdwWindow)

GtkWidget *ft_flipbits_new_dialog_new      (GSettings           *settings);
void       ft_flipbits_new_dialog_set_players (FtFlipBitsNewDialog *self,
                                               guint                n_players);
void       ft_flipbits_new_dialog_set_seat    (FtFlipBitsNewDialog *self,
                                               guint                seat,
                                               guint                kind);
void       ft_flipbits_new_dialog_start       (FtFlipBitsNewDialog *self);
void       ft_flipbits_new_dialog_set_rules   (FtFlipBitsNewDialog *self,
                                               gboolean             mask_chosen,
                                               gboolean             keep_equal_goal);
void       ft_flipbits_new_dialog_get_rules   (FtFlipBitsNewDialog *self,
                                               gboolean            *mask_chosen,
                                               gboolean            *keep_equal_goal);

G_END_DECLS
