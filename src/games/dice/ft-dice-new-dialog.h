/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-dice-game.h"

G_BEGIN_DECLS

#define FT_TYPE_DICE_NEW_DIALOG (ft_dice_new_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceNewDialog, ft_dice_new_dialog, FT, DICE_NEW_DIALOG, AdwWindow)

/* "start" (guint n_dice, guint opponent: an FtSeat) when Start is chosen. */
GtkWidget *ft_dice_new_dialog_new (guint      n_dice,
                                   FtSeat opponent);

G_END_DECLS
