/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-dice-die.h"
#include "ft-dice-game.h"

G_BEGIN_DECLS

#define FT_TYPE_DICE_HINT_PANEL (ft_dice_hint_panel_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceHintPanel, ft_dice_hint_panel, FT, DICE_HINT_PANEL, GtkBox)

void              ft_dice_hint_panel_set_game      (FtDiceHintPanel *self,
                                                    FtDiceGame      *game);
void              ft_dice_hint_panel_request       (FtDiceHintPanel *self);
gboolean          ft_dice_hint_panel_update        (FtDiceHintPanel *self,
                                                    const char      *mode);
void              ft_dice_hint_panel_clear         (FtDiceHintPanel *self);
gboolean          ft_dice_hint_panel_is_wanted     (FtDiceHintPanel *self);
const char       *ft_dice_hint_panel_get_text      (FtDiceHintPanel *self);
gboolean          ft_dice_hint_panel_has_best      (FtDiceHintPanel *self);
gboolean          ft_dice_hint_panel_is_best       (FtDiceHintPanel *self,
                                                    FtDiceSide       side,
                                                    guint            face,
                                                    gboolean         locked);

G_END_DECLS
