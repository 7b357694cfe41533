/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "scrabble/scrabble-ai.h"

G_BEGIN_DECLS

/*
 * A hint from a view (R18): how many legal plays there are, the best ones
 * ranked by score, and the recommended move explained in words: for a play,
 * each equation it makes with the equation engine's evaluation steps, and
 * its score square by square (R7-R9); with no legal play, the tiles to
 * exchange (the expert's leave values pick the ones to keep) and why, or a
 * pass when the bag is too low to exchange (R6).
 */
typedef struct
{
  guint          n_plays;    /* every legal play */
  GArray        *ranked;     /* FtScrabblePlay: the best, highest score first */
  FtScrabbleMove move;       /* the recommendation */
  char          *text;
} FtScrabbleHint;

void  ft_scrabble_hint_compute (const FtScrabbleView     *view,
                                guint                     max_ranked,
                                FtScrabbleHint           *hint);
void  ft_scrabble_hint_clear   (FtScrabbleHint           *hint);
char *ft_scrabble_play_explain (const FtScrabbleBoard    *board,
                                const FtScrabbleSettings *settings,
                                const FtScrabblePlay     *play);

G_END_DECLS
