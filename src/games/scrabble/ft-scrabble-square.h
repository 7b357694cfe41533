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

G_END_DECLS
