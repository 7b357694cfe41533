/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-dice-game.h"

G_BEGIN_DECLS

#define FT_TYPE_DICE_NEW_DIALOG (ft_dice_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceNewDialog, ft_dice_new_dialog, FT, DICE_NEW_DIALOG, AdwWindow)

/* "start" (guint n_dice, guint opponent: an FtDiceSeat) when Start is chosen. */
GtkWidget *ft_dice_new_dialog_new (guint      n_dice,
                                   FtDiceSeat opponent);
void       ft_dice_new_dialog_set_most_change (FtDiceNewDialog *self,
                                               gboolean         most_change);
gboolean   ft_dice_new_dialog_get_most_change (FtDiceNewDialog *self);

G_END_DECLS
