/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-scrabble-game.h"

G_BEGIN_DECLS

/*
 * FtScrabbleBoardView: a Binary Number Scrabble board on screen, with the
 * column letters A-O along its top and the row numbers 1-15 down its
 * left, the premium squares marked in words as well as colour, and each
 * tile showing its points as on a real tile.
 *
 * It draws a position it is given and keeps no game: a game page calls
 * ft_scrabble_board_view_show_game() after each change; practice and lessons
 * give it a plain position, ft_scrabble_board_view_set_position() or
 * ft_scrabble_board_view_set_text() (the CLI's board text), read-only to show
 * an equation on the board ("playable" FALSE, the squares still
 * focusable and named) or playable to take a square through
 * "square-activated", with ft_scrabble_board_view_set_highlight() to mark the
 * squares a sentence talks about.
 *
 * The board has a typing cursor, which is always the square with the
 * focus: arrows move both, and the cursor shows the direction tiles go
 * (an arrow, across or down).  Each square is named once for a screen
 * reader ("H8, double word, tile 1, played by you").  Tab leaves the
 * board and comes back to the cursor.
 */

#define FT_TYPE_SCRABBLE_BOARD_VIEW (ft_scrabble_board_view_get_type ())
G_DECLARE_FINAL_TYPE (FtScrabbleBoardView, ft_scrabble_board_view, FT, SCRABBLE_BOARD_VIEW, GtkWidget)

GtkWidget *ft_scrabble_board_view_new           (void);

/* A position of played tiles (cell values, FT_SCRABBLE_EMPTY for none). */
void       ft_scrabble_board_view_set_position  (FtScrabbleBoardView       *self,
                                            const FtScrabbleBoard *board);
/* One square of the position (a tile, or FT_SCRABBLE_EMPTY). */
void       ft_scrabble_board_view_set_square    (FtScrabbleBoardView       *self,
                                            guint                  square,
                                            guint8                 cell);
/* The same from the board text; a bad text is refused with @error and
 * the board stays as it was. */
gboolean   ft_scrabble_board_view_set_text      (FtScrabbleBoardView       *self,
                                            const char            *text,
                                            GError               **error);
/* The model's board: its tiles, who played them, the tiles put down. */
void       ft_scrabble_board_view_show_game     (FtScrabbleBoardView       *self,
                                            FtScrabbleGame        *game);

gboolean   ft_scrabble_board_view_get_playable  (FtScrabbleBoardView       *self);
void       ft_scrabble_board_view_set_playable  (FtScrabbleBoardView       *self,
                                            gboolean               playable);
/* Squares to mark (a hint's play, a lesson's equation); NULL for none. */
void       ft_scrabble_board_view_set_highlight (FtScrabbleBoardView       *self,
                                            const guint           *squares,
                                            guint                  n);
/* The typing cursor and the direction tiles go from it (FtScrabbleDir). */
guint      ft_scrabble_board_view_get_cursor    (FtScrabbleBoardView       *self);
guint      ft_scrabble_board_view_get_direction (FtScrabbleBoardView       *self);
void       ft_scrabble_board_view_set_cursor    (FtScrabbleBoardView       *self,
                                            guint                  square,
                                            guint                  dir);
/* Moves the cursor and gives its square the focus. */
gboolean   ft_scrabble_board_view_focus_cursor  (FtScrabbleBoardView       *self);
/* The accessible name of @square as the board gives it. */
char      *ft_scrabble_board_view_square_name   (FtScrabbleBoardView       *self,
                                            guint                  square);
/* Larger squares, for presentation mode. */
void       ft_scrabble_board_view_set_large     (FtScrabbleBoardView       *self,
                                            gboolean               large);

G_END_DECLS
