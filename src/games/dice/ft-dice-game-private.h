/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Only the model and its tests say they may read the engine's state. */
#ifndef FT_MODEL_STATE_FOR_TESTS
#error "Pages ask the model's accessors; this header is for the model and its tests."
#endif

#include "ft-dice-game.h"

G_BEGIN_DECLS

/*
 * For tests only: the engine's position and match inside the model, to
 * check them whole.  Pages never include this; they ask the model's
 * accessors (ft-dice-game.h), and the text form
 * (ft_dice_game_position_to_string(), ft_game_to_string()) is what
 * the CLI and bug reports share.
 */
const FtDicePos   *ft_dice_game_get_position (FtDiceGame *self);
const FtDiceMatch *ft_dice_game_get_match    (FtDiceGame *self);
gboolean           ft_dice_game_get_hint     (FtDiceGame *self,
                                              FtDiceHint *hint);
char              *ft_dice_game_describe_move (FtDiceGame       *self,
                                               const FtDiceMove *move);

G_END_DECLS
