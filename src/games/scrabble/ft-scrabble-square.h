/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-scrabble-game.h"

G_BEGIN_DECLS

const char *ft_scrabble_square_mark    (FtScrabblePremium  premium);
const char *ft_scrabble_square_class   (FtScrabblePremium  premium);
char       *ft_scrabble_tile_words     (guint8             cell);
const char *ft_scrabble_kind_symbol    (guint              kind);
char       *ft_scrabble_square_name    (FtScrabbleGame    *game,
                                        guint              square);
void        ft_scrabble_square_add_css (void);

/* A square as the board builds it: a button holding the symbol, the
 * tile's points in a corner and the typing arrow (@text, @points, @arrow
 * are its labels); ft_scrabble_square_set_tile() draws a tile on it. */
GtkWidget  *ft_scrabble_square_new      (GtkWidget        **text,
                                         GtkWidget        **points,
                                         GtkWidget        **arrow);
void        ft_scrabble_square_set_tile (GtkWidget         *square,
                                         GtkWidget         *text,
                                         GtkWidget         *points,
                                         guint8             cell);
/* One tile as the board draws it, alone (an equation in practice or a
 * lesson): not focusable, for a line that says the tiles in its name. */
GtkWidget  *ft_scrabble_tile_new        (guint8             cell);

G_END_DECLS
