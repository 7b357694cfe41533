/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "scrabble/scrabble-rules.h"

G_BEGIN_DECLS

/*
 * A game of Binary Number Scrabble: the board, the bag (R1), a rack of 9
 * for each of 2-4 players (R2), the scores, whose turn, and the random
 * generator that shuffles the bag, so that a seed replays a game exactly.
 *
 * Readings of the rulings (doc/rules/binary-scrabble.md):
 * - R6: an exchange gives back 1-9 tiles while the bag holds 9 or more:
 *   the player draws first, then the tiles go back and the bag is
 *   shuffled.  A play that scores 0 is a scoreless turn too (R19); six in
 *   a row end the game.
 * - R10: the player who goes out (bag empty, rack empty) adds the number
 *   of real `1` tiles on the other racks (a blank is no number); nobody
 *   loses points then (R20).  After six scoreless turns each player loses
 *   the points (R1) of their own rack.  The highest score wins; a tie is a
 *   shared win (R21).
 *
 * Text form: `scrabble/1` then `key: value` lines (settings, players,
 * current, turn, scoreless, over, scores, racks, bag bottom to top, rng)
 * and `board:` followed by the board's 15 lines.
 */
#define FT_SCRABBLE_MIN_PLAYERS 2
#define FT_SCRABBLE_MAX_PLAYERS 4
#define FT_SCRABBLE_MAX_TILES 104        /* scrabble R1 with the XOR option */
#define FT_SCRABBLE_EXCHANGE_MIN_BAG 9   /* scrabble R6 */
#define FT_SCRABBLE_SCORELESS_END 6      /* scrabble R6 */
#define FT_SCRABBLE_NOBODY 0xFF

typedef enum
{
  FT_SCRABBLE_MOVE_PLAY,
  FT_SCRABBLE_MOVE_EXCHANGE,
  FT_SCRABBLE_MOVE_PASS,
} FtScrabbleMoveKind;

typedef struct
{
  guint8         kind;       /* FtScrabbleMoveKind */
  FtScrabblePlay play;       /* PLAY */
  FtScrabbleRack exchange;   /* EXCHANGE: the tiles given back */
} FtScrabbleMove;

typedef struct
{
  FtScrabbleSettings settings;
  FtScrabbleBoard    board;
  guint8             n_players;
  guint8             current;
  guint8             over;
  guint8             went_out;   /* scrabble R10: who went out, or FT_SCRABBLE_NOBODY */
  guint8             scoreless;  /* scrabble R6: scoreless turns in a row */
  guint16            turn;       /* turns taken */
  FtScrabbleRack     racks[FT_SCRABBLE_MAX_PLAYERS];
  gint32             scores[FT_SCRABBLE_MAX_PLAYERS];
  gint32             adjust[FT_SCRABBLE_MAX_PLAYERS];  /* scrabble R10, already in @scores */
  guint8             n_bag;
  guint8             bag[FT_SCRABBLE_MAX_TILES];       /* drawn from the end */
  FtRng              rng;
} FtScrabbleState;

#define FT_SCRABBLE_STATE_ERROR (ft_scrabble_state_error_quark ())

typedef enum
{
  FT_SCRABBLE_STATE_ERROR_ILLEGAL,
  FT_SCRABBLE_STATE_ERROR_INVALID,
} FtScrabbleStateError;

GQuark   ft_scrabble_state_error_quark (void);

void     ft_scrabble_state_init      (FtScrabbleState          *state,
                                      const FtScrabbleSettings *settings,
                                      guint                     n_players,
                                      guint64                   seed);
guint    ft_scrabble_state_n_tiles   (const FtScrabbleSettings *settings);
gboolean ft_scrabble_state_can_exchange (const FtScrabbleState *state);
gboolean ft_scrabble_state_apply     (FtScrabbleState          *state,
                                      const FtScrabbleMove     *move,
                                      FtScrabbleVerdict        *verdict,
                                      GError                  **error);
gboolean ft_scrabble_state_check     (const FtScrabbleState    *state,
                                      GError                  **error);
gboolean ft_scrabble_board_check_tiles (const FtScrabbleBoard  *board,
                                      const FtScrabbleSettings *settings,
                                      GError                  **error);
guint    ft_scrabble_state_winners   (const FtScrabbleState    *state);
char    *ft_scrabble_state_to_string (const FtScrabbleState    *state);
gboolean ft_scrabble_state_from_string (FtScrabbleState        *state,
                                      const char               *text,
                                      GError                  **error);
char    *ft_scrabble_move_to_string  (const FtScrabbleMove     *move);

G_END_DECLS
