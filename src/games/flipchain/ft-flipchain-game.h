/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "flipchain/flipchain-game.h"
#include "flipchain/flipchain-hint.h"
#include "ft-game.h"

G_BEGIN_DECLS

#define FT_TYPE_FLIPCHAIN_GAME (ft_flipchain_game_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipchainGame, ft_flipchain_game, FT, FLIPCHAIN_GAME, FtGame)

/* How long the expert thinks on a move or a hint, at most. */
#define FT_FLIPCHAIN_EXPERT_TIME_US (G_USEC_PER_SEC * 3 / 2)

FtFlipchainGame      *ft_flipchain_game_new            (void);

/* Starts a game with the "side" and "pie-rule" properties as they are. */
gboolean              ft_flipchain_game_start          (FtFlipchainGame    *self,
                                                        const FtSeat       *seats,
                                                        guint64             seed,
                                                        GError            **error);
guint                 ft_flipchain_game_get_board_side (FtFlipchainGame    *self);
FtFcColour            ft_flipchain_game_get_cell       (FtFlipchainGame    *self,
                                                        guint               cell);
guint                 ft_flipchain_game_count_discs    (FtFlipchainGame    *self,
                                                        FtFcColour          colour);
FtFcStatus            ft_flipchain_game_get_status     (FtFlipchainGame    *self,
                                                        FtFcColour         *winner);
void                  ft_flipchain_game_get_legal      (FtFlipchainGame    *self,
                                                        FtFcBits           *legal);
guint                 ft_flipchain_game_flips          (FtFlipchainGame    *self,
                                                        guint               cell,
                                                        FtFcBits           *flips);
guint                 ft_flipchain_game_get_side       (FtFlipchainGame    *self);
void                  ft_flipchain_game_set_side       (FtFlipchainGame    *self,
                                                        guint               side);
gboolean              ft_flipchain_game_get_pie_rule   (FtFlipchainGame    *self);
void                  ft_flipchain_game_set_pie_rule   (FtFlipchainGame    *self,
                                                        gboolean            pie_rule);
/* The seat (0 first to move, 1 second) that plays @colour now. */
guint                 ft_flipchain_game_colour_seat    (FtFlipchainGame    *self,
                                                        FtFcColour          colour);

/* The mover's placement on @cell, or the swap (R7).  Refused with a GError
 * when the rules do not allow it, leaving the game as it was. */
gboolean              ft_flipchain_game_place          (FtFlipchainGame    *self,
                                                        guint               cell,
                                                        GError            **error);
gboolean              ft_flipchain_game_swap           (FtFlipchainGame    *self,
                                                        GError            **error);
gboolean              ft_flipchain_game_can_swap       (FtFlipchainGame    *self);
/* What the last move did (NULL before the first), and in words. */
gboolean              ft_flipchain_game_is_last_move   (FtFlipchainGame    *self,
                                                        guint               cell);
gboolean              ft_flipchain_game_is_just_flipped (FtFlipchainGame   *self,
                                                        guint               cell);
guint                 ft_flipchain_game_get_n_moves    (FtFlipchainGame    *self);

G_END_DECLS
