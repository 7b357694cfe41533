/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "scrabble/scrabble-hint.h"

G_BEGIN_DECLS

/*
 * Binary Number Scrabble in a person's words: squares as players write
 * them ("H8": the column's letter A-O, then the row 1-15), a play as
 * "1 0 + 1 = 1 1 down from H8", and a hint as a one-breath headline with
 * its worked reasoning on request.  The engine's text forms ("8,15=1")
 * stay for the command line and the tests.
 */

/* "H8" for the square in row 8 (1-based from the top), column H. */
char *ft_scrabble_square_label      (guint                     square);
/* Tiles read as a person reads them, spaced: "1 0 + 1 = 1 1". */
char *ft_scrabble_cells_words       (const guint8             *cells,
                                     guint                     n);
/* "1 0 + 1 = 1 1 down from H8": the whole line a legal play makes. */
char *ft_scrabble_play_words        (const FtScrabbleBoard    *board,
                                     const FtScrabblePlay     *play);
/* A hint in words, from the view it was computed for: @headline, one
 * sentence under 200 characters ("Play 1 0 + 1 = 1 1 down from H8 for 12
 * points: it also makes 1 1 across."), and @reasoning, the worked steps
 * in sentences: each equation the play makes and how it is worked out,
 * each premium square it uses, the total; or why to exchange or pass. */
void  ft_scrabble_hint_words        (const FtScrabbleView     *view,
                                     const FtScrabbleHint     *hint,
                                     char                    **headline,
                                     char                    **reasoning);

G_END_DECLS
