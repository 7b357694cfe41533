/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-dice-game.h"
#include "ft-dice-tables.h"

G_BEGIN_DECLS

/* For the model's own files only (ft-dice-game.c, the hint and solved
 * table in ft-dice-game-hint.c, the move being built in
 * ft-dice-game-pick.c, its sentences in ft-dice-game-text.c, the save in
 * ft-dice-game-save.c): its instance and what they share. */

struct _FtDiceGame
{
  FtGame        parent_instance;

  FtDicePos     pos;
  FtDiceMatch   match;
  FtRng         rng;
  GArray       *history;  /* Snapshot, the state before each action */

  FtDiceTables *tables;
  /* R4's setting "always take the most change": read when a match starts,
   * kept in the position (and so in the save). */
  gboolean      most_change;
  guint         dice_per_player;     /* for the next match (new-game dialog) */

  /* The move being built by the person to move, as the dice are shown
   * (in play first, then locked, R5): their own die, their opponent's
   * die to trash, the middle's dice chosen as change (R4). */
  int           pick_own;
  int           pick_their;
  guint         change_mask;
  guint         serial;              /* counts changes: a computer's thought is of one */
};

/* One sentence for the log and the screen reader. */
#define event(self, ...) ft_game_emit_eventf (FT_GAME (self), __VA_ARGS__)

/* ft-dice-game.c */
void     _ft_dice_game_changed        (FtDiceGame        *self);
guint    _ft_dice_game_table_key      (FtDiceGame        *self);
void     _ft_dice_game_prepare_table  (FtDiceGame        *self);
void     _ft_dice_game_resume         (FtDiceGame        *self,
                                       const FtSeat      *seats,
                                       const FtRng       *rng,
                                       const FtDiceMatch *match,
                                       const FtDicePos   *pos);

/* ft-dice-game-text.c */
void     _ft_dice_game_announce_start (FtDiceGame        *self);
void     _ft_dice_game_record_move    (FtDiceGame        *self,
                                       FtDicePlayer       mover,
                                       const FtDiceMove  *move);

/* ft-dice-game-save.c */
char    *ft_dice_game_real_to_string   (FtGame            *game);
gboolean ft_dice_game_real_load_string (FtGame            *game,
                                        const char        *text,
                                        GError           **error);

G_END_DECLS
