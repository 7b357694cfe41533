/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Only the model and its tests say they may read the engine's state. */
#ifndef FT_MODEL_STATE_FOR_TESTS
#error "Pages ask the model's accessors; this header is for the model and its tests."
#endif

#include "ft-scrabble-game.h"

G_BEGIN_DECLS

/*
 * For tests only: the engine's state inside the model, to check it whole.
 * Pages never include this; they ask the model's accessors
 * (ft-scrabble-game.h), and the text form (ft_game_to_string())
 * is what the CLI and bug reports share.
 */
const FtScrabbleState *ft_scrabble_game_get_state (FtScrabbleGame *self);

/* The same as the page's accessors, as the engine's structs: the play
 * being built, the rack it leaves, its verdict, an exchange. */
guint    ft_scrabble_game_get_pending   (FtScrabbleGame       *self,
                                         FtScrabblePlay       *play);
void     ft_scrabble_game_get_rack_left (FtScrabbleGame       *self,
                                         FtScrabbleRack       *rack);
gboolean ft_scrabble_game_check_pending (FtScrabbleGame       *self,
                                         FtScrabbleVerdict    *verdict,
                                         char                **why);
gboolean ft_scrabble_game_exchange      (FtScrabbleGame       *self,
                                         const FtScrabbleRack *give,
                                         GError              **error);

G_END_DECLS
