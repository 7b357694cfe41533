/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "flipchain/flipchain-game.h"
#include "ft-game.h"

G_BEGIN_DECLS

/* For the model only (ft-flipchain-game.c): the hint for the player to
 * move in @state, an FtFcHint the task returns; @game emits its parts as
 * "hint-progress". */
void ft_flipchain_game_run_hint (FtGame             *game,
                                 const FtFcGame     *state,
                                 guint64             seed,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data);

G_END_DECLS
