/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Only the model and its tests say they may read the engine's state. */
#ifndef FT_MODEL_STATE_FOR_TESTS
#error "Pages ask the model's accessors; this header is for the model and its tests."
#endif

#include "ft-flipchain-game.h"

G_BEGIN_DECLS

/*
 * For tests only: the engine's game inside the model, to check it whole.
 * Pages never include this; they ask the model's accessors
 * (ft-flipchain-game.h), and the text form (ft_game_to_string())
 * is what the CLI and bug reports share.
 */
const FtFcGame *ft_flipchain_game_get_state (FtFlipchainGame *self);
/* The last move whole (NULL before one), and the sentence the model
 * says for a move; pages ask ft_flipchain_game_is_last_move() and
 * ft_flipchain_game_is_just_flipped(), and hear the sentence as "event". */
const FtFcMoveResult *ft_flipchain_game_get_last_move (FtFlipchainGame      *self);
char                 *ft_flipchain_game_describe_move (FtFlipchainGame      *self,
                                                       const FtFcMoveResult *result);

G_END_DECLS
