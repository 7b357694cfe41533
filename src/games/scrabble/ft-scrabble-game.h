/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-hint.h"
#include "scrabble/scrabble-state.h"
#include "ft-game.h"

G_BEGIN_DECLS

#define FT_SCRABBLE_NO_OWNER 0xFF

#define FT_TYPE_SCRABBLE_GAME (ft_scrabble_game_get_type ())
G_DECLARE_FINAL_TYPE (FtScrabbleGame, ft_scrabble_game, FT, SCRABBLE_GAME, FtGame)

FtScrabbleGame        *ft_scrabble_game_new            (void);

gboolean               ft_scrabble_game_start          (FtScrabbleGame       *self,
                                                        guint                 n_players,
                                                        const FtSeat         *seats,
                                                        const char * const   *names,
                                                        guint64               seed,
                                                        GError              **error);
guint                  ft_scrabble_game_get_current    (FtScrabbleGame       *self);
guint8                 ft_scrabble_game_get_cell       (FtScrabbleGame       *self,
                                                        guint                 square);
int                    ft_scrabble_game_get_score      (FtScrabbleGame       *self,
                                                        guint                 seat);
guint                  ft_scrabble_game_get_rack       (FtScrabbleGame       *self,
                                                        guint                 seat,
                                                        guint8                kinds[FT_SCRABBLE_RACK_SIZE]);
char                  *ft_scrabble_game_describe_rack  (FtScrabbleGame       *self,
                                                        guint                 seat);
guint                  ft_scrabble_game_get_n_bag      (FtScrabbleGame       *self);
gboolean               ft_scrabble_game_can_exchange   (FtScrabbleGame       *self);
guint                  ft_scrabble_game_get_owner      (FtScrabbleGame       *self,
                                                        guint                 square);
const char * const    *ft_scrabble_game_get_history    (FtScrabbleGame       *self);

/* The play being built: tiles put on the board, still the current
 * player's, with the rack that is left and the play's score so far. */
guint                  ft_scrabble_game_get_n_pending  (FtScrabbleGame       *self);
int                    ft_scrabble_game_get_last_pending (FtScrabbleGame     *self);
guint8                 ft_scrabble_game_pending_at     (FtScrabbleGame       *self,
                                                        guint                 square);
guint                  ft_scrabble_game_get_tiles_left (FtScrabbleGame       *self,
                                                        guint8                kinds[FT_SCRABBLE_RACK_SIZE]);
gboolean               ft_scrabble_game_judge_pending  (FtScrabbleGame       *self,
                                                        int                  *score,
                                                        char                **why);
gboolean               ft_scrabble_game_place          (FtScrabbleGame       *self,
                                                        guint                 square,
                                                        guint                 kind,
                                                        guint                 blank_as,
                                                        GError              **error);
gboolean               ft_scrabble_game_take_back      (FtScrabbleGame       *self,
                                                        guint                 square);
void                   ft_scrabble_game_clear_pending  (FtScrabbleGame       *self);

/* The current player's moves; each refuses what the rules do not allow
 * with a GError that names the ruling in words, changing nothing. */
gboolean               ft_scrabble_game_play           (FtScrabbleGame       *self,
                                                        GError              **error);
gboolean               ft_scrabble_game_exchange_tiles (FtScrabbleGame       *self,
                                                        const guint8         *kinds,
                                                        guint                 n,
                                                        GError              **error);
gboolean               ft_scrabble_game_pass           (FtScrabbleGame       *self,
                                                        GError              **error);

void                   ft_scrabble_game_hint_free      (FtScrabbleHint       *hint);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtScrabbleHint, ft_scrabble_game_hint_free)

/* R10: what the end of the game added to @seat's score (its rack's
 * tiles taken off, or the others' added for going out); 0 before. */
int                    ft_scrabble_game_get_end_adjustment (FtScrabbleGame   *self,
                                                            guint             seat);

G_END_DECLS
