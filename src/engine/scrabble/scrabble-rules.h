/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation/equation-check.h"
#include "scrabble/scrabble-board.h"

G_BEGIN_DECLS

/*
 * The placement rules and the score of one play (scrabble R3-R5, R7-R9),
 * written plainly from the rulings: the reference that the move generator
 * (scrabble-gen.c), which computes the same things its own faster way, is
 * tested against.  Readings:
 *
 * - R4: a play puts 1+ tiles on empty squares of one row or column; every
 *   square from its first to its last new tile is filled afterwards (old
 *   tiles may sit between); at most one new `=` (a blank as `=` counts).
 *   After the first play, a new tile is orthogonally next to an old one.
 * - R3: the first play covers the centre (row 8, column 8).
 * - R5: every maximal run of 2+ tiles through a new tile, along the play
 *   and across it, is a valid and correct equation; a play forms at least
 *   one equation ("players must make or add to" one), so a lone tile on an
 *   empty board is no play.  With "numbers alongside", a run across the
 *   play may be a plain number (`0`/`1` only, no leading zero unless it is
 *   `0`), the run along a 2+ tile play must be an equation, a one-tile play
 *   needs one of its two runs to be an equation, and after the first play
 *   one equation of the play holds an old tile.
 * - R7, R8: each equation run scores (its new tiles' points × their letter
 *   premiums + the bonus of its value) × the word premiums under its new
 *   tiles; plain numbers score 0; R9 adds 50 when 9 tiles are played.
 */
typedef enum
{
  FT_SCRABBLE_FAULT_NONE,
  FT_SCRABBLE_FAULT_NO_TILES,        /* R4 */
  FT_SCRABBLE_FAULT_OFF_BOARD,       /* R3 */
  FT_SCRABBLE_FAULT_BAD_TILE,        /* R1 */
  FT_SCRABBLE_FAULT_SAME_SQUARE,     /* R4 */
  FT_SCRABBLE_FAULT_OCCUPIED,        /* R4 */
  FT_SCRABBLE_FAULT_NOT_IN_LINE,     /* R4 */
  FT_SCRABBLE_FAULT_GAP,             /* R4 */
  FT_SCRABBLE_FAULT_TWO_EQUALS,      /* R4 */
  FT_SCRABBLE_FAULT_CENTRE,          /* R3 */
  FT_SCRABBLE_FAULT_NOT_TOUCHING,    /* R4 */
  FT_SCRABBLE_FAULT_NO_EQUATION,     /* R5 */
  FT_SCRABBLE_FAULT_BAD_RUN,         /* R5 (and the ruling the equation breaks) */
  FT_SCRABBLE_FAULT_NO_OLD_EQUATION, /* R5, numbers alongside */
  FT_SCRABBLE_FAULT_NOT_ON_RACK,     /* R2 */
  FT_SCRABBLE_N_FAULTS
} FtScrabbleFault;

/* One run of 2+ tiles through a new tile. */
typedef struct
{
  guint8  dir;          /* FtScrabbleDir */
  guint8  first;        /* its first square */
  guint8  len;
  guint8  along;        /* the run along a 2+ tile play */
  guint8  is_equation;  /* FALSE: a plain number (numbers alongside) or invalid */
  guint8  has_old;      /* it holds a tile that was on the board */
  guint32 tile_sum;     /* R7: its new tiles' points × letter premiums */
  guint32 word_factor;  /* R7: the word premiums under its new tiles */
  guint64 value;        /* an equation's value */
  guint32 bonus;        /* R8 */
  gint32  score;
} FtScrabbleRun;

#define FT_SCRABBLE_MAX_RUNS (FT_SCRABBLE_RACK_SIZE + 1)

typedef struct
{
  guint8        fault;   /* FtScrabbleFault */
  guint8        rule;    /* the ruling broken, 0 when legal */
  guint8        square;  /* the square at fault, when the fault has one */
  gint8         bad_run; /* BAD_RUN: the run in @runs */
  FtEqVerdict   eq;      /* BAD_RUN: why its line is no equation */
  guint8        n_runs;
  FtScrabbleRun runs[FT_SCRABBLE_MAX_RUNS];
  guint8        bingo;   /* R9 applied */
  gint32        score;
} FtScrabbleVerdict;

guint32  ft_scrabble_bonus          (guint64                   value,
                                     const FtScrabbleSettings *settings);
gboolean ft_scrabble_is_plain_number (const guint8            *tiles,
                                     guint                     n_tiles);
guint    ft_scrabble_run_tiles      (const FtScrabbleBoard    *board,
                                     const FtScrabbleRun      *run,
                                     guint8                    tiles[FT_EQ_MAX_TILES]);

gboolean ft_scrabble_check_play     (const FtScrabbleBoard    *board,
                                     const FtScrabbleSettings *settings,
                                     FtScrabblePlay           *play,
                                     FtScrabbleVerdict        *verdict);
void     ft_scrabble_board_apply    (FtScrabbleBoard          *board,
                                     const FtScrabblePlay     *play);

const char *ft_scrabble_fault_name  (FtScrabbleFault           fault);
char    *ft_scrabble_verdict_describe (const FtScrabbleVerdict *verdict,
                                     const FtScrabbleBoard    *after);
char    *ft_scrabble_run_describe   (const FtScrabbleRun      *run,
                                     const FtScrabbleBoard    *after);

G_END_DECLS
