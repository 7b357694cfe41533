/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "scrabble/scrabble-board.h"

G_BEGIN_DECLS

/*
 * The move generator: every legal play of @rack on @board (scrabble R3-R5),
 * with its score (R7-R9), blanks included, each play once.
 *
 * It works the way lexicon move generators do, with the equation engine's
 * prefix check (ft_eq_prefix_push) as the lexicon:
 *
 * - cross-checks: for each empty square and each symbol, whether the run
 *   across the play that the tile would make is an equation (or, with
 *   "numbers alongside", a plain number), and what it scores;
 * - a 2+ tile play along a line is the stretch [a, b] of that line that
 *   the new tiles fill up, with the squares before a and after b empty:
 *   each start a is extended square by square to the right, old tiles taken
 *   as they are, new ones from the rack; the prefix check drops a line as
 *   soon as no ending can make it a valid equation, and a start from which
 *   no anchor (an old tile, a square with a cross run, the centre on the
 *   first play) can be reached with the tiles left is never begun;
 * - blanks: the search places symbols, spending a blank only when the rack
 *   has no tile of that symbol left; every way to tell which of the placed
 *   symbols are blanks is then a play of its own (a real `1` and a blank
 *   `1` score differently);
 * - one-tile plays are looked up in the cross-checks of both directions.
 *
 * Exactness is tested against a brute force over ft_scrabble_check_play().
 */
typedef void (*FtScrabblePlayFunc) (const FtScrabblePlay *play,
                                    gpointer              user_data);

void    ft_scrabble_generate       (const FtScrabbleBoard    *board,
                                    const FtScrabbleSettings *settings,
                                    const FtScrabbleRack     *rack,
                                    FtScrabblePlayFunc        func,
                                    gpointer                  user_data);
GArray *ft_scrabble_generate_all   (const FtScrabbleBoard    *board,
                                    const FtScrabbleSettings *settings,
                                    const FtScrabbleRack     *rack);
gint    ft_scrabble_play_compare   (gconstpointer             a,
                                    gconstpointer             b);

G_END_DECLS
