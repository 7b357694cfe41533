/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-board.h"
#include "practice/practice-exercise.h"

G_BEGIN_DECLS

/*
 * The pieces of a practice question, in lines under a heading ("Your
 * dice", "The pile"): what the worksheets draw (ft-piece-draw.h) and the
 * practice page shows with the games' widgets.  The bit-operation skills
 * have no lines: their bits are laid out in columns by the worksheet.
 */

typedef enum
{
  FT_PIECE_DIE,    /* face, locked */
  FT_PIECE_CARD,   /* top, middle, bottom */
  FT_PIECE_BITS,   /* middle: the digits */
  FT_PIECE_TILE,   /* middle: the symbol */
} FtPieceKind;

typedef struct
{
  FtPieceKind kind;
  guint       face;
  gboolean    locked;
  char       *top;
  char       *middle;
  char       *bottom;
} FtPiece;

typedef struct
{
  char      *heading;
  GArray    *pieces;     /* FtPiece */
  gboolean   has_board;  /* a Flipchain position instead of pieces */
  FtFcBoard  board;
  int        last;       /* the cell just played, or FT_FC_NO_CELL */
} FtPieceLine;

GPtrArray *ft_pieces_of_exercise (const FtPrExercise *ex);

G_END_DECLS
