/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Only the model and its tests say they may read the engine's state. */
#ifndef FT_MODEL_STATE_FOR_TESTS
#error "Pages ask the model's accessors; this header is for the model and its tests."
#endif

#include "ft-hilo-game.h"

G_BEGIN_DECLS

/*
 * For tests only: the engine's state inside the model, to check it whole.
 * Pages never include this; they ask the model's accessors
 * (ft-hilo-game.h), and the text form (ft_game_to_string()) is what
 * the CLI and bug reports share.
 */
const FtHiLoState *ft_hilo_game_get_state (FtHiLoGame *self);

G_END_DECLS
