/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"

G_BEGIN_DECLS

/*
 * A position of FLIP, the dice game (doc/rules/flip-dice.md R1-R7).
 *
 * Two hands of dice (A and B), each die a face 1-6 and a lock flag (R3a,
 * R5), the middle (faces only), whose turn it is, and a pending change
 * decision: right after a trash (R3b) the victim must first choose the change
 * they take from the middle (R4).  The struct is plain and copies with memcpy.
 *
 * Text form (tests, saves, the command line):
 *
 *   position := hand-a " " hand-b " " middle " " turn [ " " change ]
 *               [ " most-change" ]
 *   hand-a   := "A:" dice          hand-b := "B:" dice
 *   middle   := "M:" dice
 *   dice     := "-" | die { "," die }          ("-" or nothing: no dice)
 *   die      := face [ "*" ]       face := "1" .. "6", "*" marks a locked die
 *   turn     := "turn=A" | "turn=B"
 *   change   := "change=" face
 *
 * for example `A:1,6*,3 B:2,5 M:4,4,1 turn=A`.  `change=V` says that a die of
 * value V has just been trashed from the hand of the player whose turn it
 * is, and that player's move is to take change totalling less than V from
 * the middle (R4): `A:3,5 B:2,1 M:4,6 turn=B change=6`.  A player to move
 * with no dice and no change pending has lost (R6).  `most-change` plays
 * R4's setting "always take the most change": change must then total the
 * most on offer (the victim still chooses among sets with that total).  The dice in play
 * total 2N for N = 1 to 5 dice a player (R1).  Within a hand the order of
 * the dice is kept (it is how the page shows them); it never changes a
 * position's value.
 */

#define FT_DICE_MAX_N 5
#define FT_DICE_MAX_TOTAL (2 * FT_DICE_MAX_N)
/* A die byte is its face (1-6) ORed with this flag when it is locked. */
#define FT_DICE_LOCKED 0x80
#define FT_DICE_FACE(die) ((die) & 0x7)
/* Flips (at most 6 faces) plus trashes (12 face and lock kinds), or the
 * change choices (every multiset of faces totalling at most 5: 19). */
#define FT_DICE_MAX_MOVES 20

typedef enum
{
  FT_DICE_PLAYER_A,
  FT_DICE_PLAYER_B,
} FtDicePlayer;

typedef struct
{
  guint8 hand[2][FT_DICE_MAX_TOTAL];
  guint8 n_hand[2];
  guint8 middle[FT_DICE_MAX_TOTAL];
  guint8 n_middle;
  guint8 turn;    /* FtDicePlayer */
  guint8 change;  /* 0, or the value of the die just trashed from `turn` (R4) */
  guint8 most_change;  /* R4's setting: change must total the most on offer */
} FtDicePos;

typedef enum
{
  FT_DICE_MOVE_FLIP,   /* flip one of your unlocked dice of this face (R3a) */
  FT_DICE_MOVE_TRASH,  /* trash an opponent's die of this face and lock (R3b) */
  FT_DICE_MOVE_TAKE,   /* take change: take[f - 1] dice of face f (R4) */
} FtDiceMoveKind;

/*
 * A move names dice by face (and, for a trash, lock) rather than by place:
 * dice of the same face and lock are interchangeable, so this is exactly
 * the set of different moves.  Text form: `flip 3`, `trash 5`, `trash 5*`
 * (a locked 5), `take 1+2`, `take none`.
 */
typedef struct
{
  guint8 kind;     /* FtDiceMoveKind */
  guint8 face;     /* flip, trash */
  guint8 locked;   /* trash */
  guint8 take[5];  /* take: count of each face 1-5 (a 6 is never change) */
} FtDiceMove;

guint        ft_dice_pos_n_dice        (const FtDicePos  *pos);
gboolean     ft_dice_pos_is_over       (const FtDicePos  *pos,
                                        FtDicePlayer     *winner);
guint        ft_dice_pos_pips          (const FtDicePos  *pos,
                                        FtDicePlayer      player);
guint        ft_dice_pos_locked        (const FtDicePos  *pos,
                                        FtDicePlayer      player);
void         ft_dice_pos_roll          (FtDicePos        *pos,
                                        guint             n_dice,
                                        FtRng            *rng);
void         ft_dice_pos_start         (FtDicePos        *pos,
                                        const guint8     *faces_a,
                                        const guint8     *faces_b,
                                        guint             n_dice);
guint        ft_dice_pos_moves         (const FtDicePos  *pos,
                                        FtDiceMove        moves[FT_DICE_MAX_MOVES]);
gboolean     ft_dice_pos_apply         (FtDicePos        *pos,
                                        const FtDiceMove *move);
guint        ft_dice_pos_best_change   (const FtDicePos  *pos);

char        *ft_dice_pos_to_string     (const FtDicePos  *pos);
gboolean     ft_dice_pos_from_string   (FtDicePos        *pos,
                                        const char       *text,
                                        GError          **error);

gboolean     ft_dice_move_equal        (const FtDiceMove *a,
                                        const FtDiceMove *b);
guint        ft_dice_move_take_total   (const FtDiceMove *move);
char        *ft_dice_move_to_string    (const FtDiceMove *move);
gboolean     ft_dice_move_from_string  (FtDiceMove       *move,
                                        const char       *text,
                                        GError          **error);

G_END_DECLS
