/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-game.h"
#include "flipbits/flipbits-hint.h"
#include "ft-game.h"

G_BEGIN_DECLS

/* What the game waits for, and from whom (ft_flipbits_game_get_waiting_seat()). */
typedef enum
{
  FT_FLIPBITS_WAIT_NOTHING,  /* the game is over, or not started */
  FT_FLIPBITS_WAIT_RESOLVE,  /* the seat may build a solve and call Resolved, or pass (R9, R10) */
  FT_FLIPBITS_WAIT_DISCARD,  /* the seat discards and draws (R7) */
} FtFlipBitsWait;

#define FT_TYPE_FLIPBITS_GAME (ft_flipbits_game_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipBitsGame, ft_flipbits_game, FT, FLIPBITS_GAME, FtGame)

FtFlipBitsGame     *ft_flipbits_game_new              (void);
gboolean            ft_flipbits_game_start            (FtFlipBitsGame       *self,
                                                       guint                 n_players,
                                                       const FtSeat         *seats,
                                                       guint64               seed,
                                                       GError              **error);
guint8              ft_flipbits_game_get_goal         (FtFlipBitsGame       *self);
guint8              ft_flipbits_game_get_memory       (FtFlipBitsGame       *self);
guint               ft_flipbits_game_get_turns        (FtFlipBitsGame       *self);
guint               ft_flipbits_game_get_current      (FtFlipBitsGame       *self);
int                 ft_flipbits_game_get_score        (FtFlipBitsGame       *self,
                                                       guint                 seat);
guint               ft_flipbits_game_get_warnings     (FtFlipBitsGame       *self,
                                                       guint                 seat);
char               *ft_flipbits_game_summary          (FtFlipBitsGame       *self);
guint               ft_flipbits_game_get_n_cards      (FtFlipBitsGame       *self,
                                                       guint                 seat);
int                 ft_flipbits_game_get_hex          (FtFlipBitsGame       *self,
                                                       guint                 seat);
char               *ft_flipbits_game_hand_to_string   (FtFlipBitsGame       *self,
                                                       guint                 seat);
void                ft_flipbits_game_get_decks        (FtFlipBitsGame       *self,
                                                       guint                *n_op_deck,
                                                       guint                *n_op_discard,
                                                       guint                *n_hex_deck);
gboolean            ft_flipbits_game_card_asks_operand (FtFlipBitsGame      *self,
                                                       guint                 card);
guint               ft_flipbits_game_card_choices     (FtFlipBitsGame       *self,
                                                       guint                 card,
                                                       guint8                operands[FT_FB_BITS],
                                                       int                   bits[FT_FB_BITS]);
GListModel         *ft_flipbits_game_get_hand         (FtFlipBitsGame       *self,
                                                       guint                 seat);
FtFlipBitsWait      ft_flipbits_game_get_wait         (FtFlipBitsGame       *self);
guint               ft_flipbits_game_get_waiting_seat (FtFlipBitsGame       *self);

/* The solve builder of the waiting seat (R4), with undo and redo. */
gboolean            ft_flipbits_game_add_step         (FtFlipBitsGame       *self,
                                                       guint                 card,
                                                       guint8                operand,
                                                       GError              **error);
guint               ft_flipbits_game_get_n_steps      (FtFlipBitsGame       *self);
gboolean            ft_flipbits_game_get_no_preview   (FtFlipBitsGame       *self);
guint8              ft_flipbits_game_memory_after     (FtFlipBitsGame       *self,
                                                       guint                 n_steps);
gboolean            ft_flipbits_game_card_is_used     (FtFlipBitsGame       *self,
                                                       guint                 card);
void                ft_flipbits_game_clear_builder    (FtFlipBitsGame       *self);
char               *ft_flipbits_game_explain_step     (FtFlipBitsGame       *self,
                                                       guint                 step);

gboolean            ft_flipbits_game_call_resolved    (FtFlipBitsGame       *self,
                                                       GError              **error);
gboolean            ft_flipbits_game_pass             (FtFlipBitsGame       *self,
                                                       GError              **error);

/* The discard of the waiting seat (R7). */
void                ft_flipbits_game_toggle_discard   (FtFlipBitsGame       *self,
                                                       guint                 card);
void                ft_flipbits_game_toggle_discard_hex (FtFlipBitsGame     *self);
guint               ft_flipbits_game_get_discard_mask (FtFlipBitsGame       *self);
gboolean            ft_flipbits_game_get_discard_hex  (FtFlipBitsGame       *self);
gboolean            ft_flipbits_game_discard          (FtFlipBitsGame       *self,
                                                       GError              **error);

G_END_DECLS
