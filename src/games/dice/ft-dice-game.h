/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "dice/dice-hint.h"
#include "dice/dice-match.h"
#include "dice/dice-player.h"
#include "dice/dice-pos.h"
#include "ft-game.h"

G_BEGIN_DECLS

/* What the game waits for from the seat whose turn it is. */
typedef enum
{
  FT_DICE_WAIT_NOTHING,  /* not started, or the game is over */
  FT_DICE_WAIT_MOVE,     /* a flip or a trash (R3) */
  FT_DICE_WAIT_CHANGE,   /* the victim of a trash takes change (R4) */
} FtDiceWait;

#define FT_TYPE_DICE_GAME (ft_dice_game_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceGame, ft_dice_game, FT, DICE_GAME, FtGame)

FtDiceGame      *ft_dice_game_new              (void);
gboolean         ft_dice_game_start            (FtDiceGame        *self,
                                                guint              n_dice,
                                                const FtSeat  *seats,
                                                guint64            seed,
                                                GError           **error);
gboolean         ft_dice_game_start_position   (FtDiceGame        *self,
                                                const FtSeat  *seats,
                                                const char        *position,
                                                GError           **error);
void             ft_dice_game_next_game        (FtDiceGame        *self);
char            *ft_dice_game_position_to_string (FtDiceGame      *self);
guint            ft_dice_game_get_hand_die     (FtDiceGame        *self,
                                                FtDicePlayer       player,
                                                guint              index,
                                                gboolean          *locked);
guint            ft_dice_game_get_n_middle     (FtDiceGame        *self);
guint            ft_dice_game_get_middle_die   (FtDiceGame        *self,
                                                guint              index);
guint            ft_dice_game_get_n_dice       (FtDiceGame        *self);
FtDiceWait       ft_dice_game_get_wait         (FtDiceGame        *self);
FtDicePlayer     ft_dice_game_get_turn         (FtDiceGame        *self);
gboolean         ft_dice_game_is_over          (FtDiceGame        *self,
                                                FtDicePlayer      *winner);
guint            ft_dice_game_get_match_score  (FtDiceGame        *self,
                                                FtDicePlayer       player);
gboolean         ft_dice_game_match_is_over    (FtDiceGame        *self,
                                                FtDicePlayer      *winner);

gboolean         ft_dice_game_play             (FtDiceGame        *self,
                                                const FtDiceMove  *move,
                                                GError           **error);
gboolean         ft_dice_game_flip             (FtDiceGame        *self,
                                                guint              index,
                                                GError           **error);
gboolean         ft_dice_game_trash            (FtDiceGame        *self,
                                                guint              index,
                                                GError           **error);
gboolean         ft_dice_game_take             (FtDiceGame        *self,
                                                const guint       *middle_indices,
                                                guint              n_indices,
                                                GError           **error);

/* The move the person to move is building (cleared by every change). */
guint            ft_dice_game_display_order    (FtDiceGame        *self,
                                                FtDicePlayer       player,
                                                guint             *order);
int              ft_dice_game_get_pick         (FtDiceGame        *self,
                                                gboolean           theirs);
gboolean         ft_dice_game_pick             (FtDiceGame        *self,
                                                gboolean           theirs,
                                                int                number);
gboolean         ft_dice_game_flip_pick        (FtDiceGame        *self,
                                                GError           **error);
gboolean         ft_dice_game_trash_pick       (FtDiceGame        *self,
                                                GError           **error);
guint            ft_dice_game_get_change_mask  (FtDiceGame        *self);
guint            ft_dice_game_get_change_total (FtDiceGame        *self);
gboolean         ft_dice_game_toggle_change    (FtDiceGame        *self,
                                                guint              index,
                                                GError           **error);
gboolean         ft_dice_game_take_change      (FtDiceGame        *self,
                                                gboolean           nothing,
                                                GError           **error);
char            *ft_dice_game_describe_change  (FtDiceGame        *self);
char            *ft_dice_game_describe_hand    (FtDiceGame        *self,
                                                FtDicePlayer       player);
char            *ft_dice_game_describe_middle  (FtDiceGame        *self);
char            *ft_dice_game_describe_match   (FtDiceGame        *self,
                                                gboolean           game_over);
char            *ft_dice_game_status_text      (FtDiceGame        *self);

gboolean         ft_dice_game_is_solved        (FtDiceGame        *self);
double           ft_dice_game_get_solve_progress (FtDiceGame      *self);
void             ft_dice_game_prepare_solve    (FtDiceGame        *self);
/* The hint (R9): every legal move's value under perfect play, best first;
 * none while the solved table is being prepared or when no one is to move. */
guint            ft_dice_game_get_hint_n_moves (FtDiceGame        *self);
double           ft_dice_game_get_solve_seconds_left (FtDiceGame  *self);
char            *ft_dice_game_guess_hint       (FtDiceGame        *self,
                                                guint64            max_nodes);
char            *ft_dice_game_explain_hint     (FtDiceGame        *self);
char            *ft_dice_game_describe_hint_move (FtDiceGame      *self,
                                                guint              index,
                                                gboolean          *wins);
gboolean         ft_dice_game_get_hint_best    (FtDiceGame        *self,
                                                gboolean          *theirs,
                                                guint             *face,
                                                gboolean          *locked);

G_END_DECLS
