/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-hilo-game.h"

G_BEGIN_DECLS

/* The pieces Hi Lo Flip draws: cards, the status line, the score table,
 * the players. */
char       *ft_hilo_card_describe    (guint       card,
                                      guint       n_players);
const char *ft_hilo_card_shape       (guint       card);
GtkWidget  *ft_hilo_card_face_new    (guint       card,
                                      const char *key);
void        ft_hilo_card_add_classes (GtkWidget  *widget,
                                      guint       card);
GtkWidget  *ft_hilo_card_button_new  (FtHiLoGame *game,
                                      guint       card,
                                      const char *key,
                                      gboolean    acts);
const char *ft_hilo_chip_word        (FtHiLoChip  chip);
char       *ft_hilo_pile_describe    (FtHiLoGame *game);
char       *ft_hilo_status_text      (FtHiLoGame *game,
                                      gboolean    pass_screen);
void        ft_hilo_scores_fill      (GtkWidget  *grid,
                                      FtHiLoGame *game,
                                      gboolean    with_round);
void        ft_hilo_players_fill     (GtkWidget  *box,
                                      FtHiLoGame *game,
                                      int         open_except,
                                      gboolean    compact);

G_END_DECLS
