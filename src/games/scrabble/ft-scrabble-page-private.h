/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-scrabble-game.h"

G_BEGIN_DECLS

/* ft-scrabble-page-result.c: the game's end, for FtScrabblePage. */
char *ft_scrabble_page_result_title   (FtScrabbleGame *scrabble);
void  ft_scrabble_page_show_result    (GtkWidget      *box,
                                       FtScrabbleGame *scrabble);
char *ft_scrabble_page_result_summary (FtScrabbleGame *scrabble);

G_END_DECLS
