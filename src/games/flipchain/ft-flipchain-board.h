/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "flipchain/flipchain-board.h"
#include "ft-flipchain-game.h"

G_BEGIN_DECLS

/*
 * FtFlipchainBoard: a Flipchain board on screen, with the row letters
 * down its left edge and the cell numbers along its upper and lower
 * edges (on the line of the cells they number) at every size.
 *
 * It draws a position it is given and keeps no game: a game page calls
 * ft_flipchain_board_show_game() after each change and listens to
 * "cell-activated"; practice and lessons give it a plain position,
 * ft_flipchain_board_set_position() or ft_flipchain_board_set_text()
 * (the CLI's board text), read-only to show a step ("playable" FALSE,
 * the cells still focusable and named), or playable to take an answer
 * through "cell-activated", with ft_flipchain_board_set_highlight() to
 * mark the cells a sentence talks about.
 *
 * Each cell is a focusable button named once for a screen reader
 * ("e5, empty, legal, flips 3"); a disc shows its letter as well as its
 * colour.  Arrows, the keypad diagonals (Home, Page Up, End, Page Down)
 * and a typed cell name ("e5") move the focus; Return, Space or a click
 * activates.  The cells grow with the width, larger in presentation mode
 * (ft_flipchain_board_set_large()).
 */

#define FT_TYPE_FLIPCHAIN_BOARD (ft_flipchain_board_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipchainBoard, ft_flipchain_board, FT, FLIPCHAIN_BOARD, GtkWidget)

GtkWidget *ft_flipchain_board_new            (void);

/* A position: @to_move is the colour whose legal cells are outlined and
 * whose flips a focused cell previews (FT_FC_EMPTY: none). */
void       ft_flipchain_board_set_position   (FtFlipchainBoard *self,
                                              const FtFcBoard  *board,
                                              FtFcColour        to_move);
/* The same from the board text (see flipchain-board.h); a bad text is
 * refused with @error and the board stays as it was. */
gboolean   ft_flipchain_board_set_text       (FtFlipchainBoard *self,
                                              guint             side,
                                              const char       *text,
                                              FtFcColour        to_move,
                                              GError          **error);
/* The model's position, its last move and flips, and its winning loop. */
void       ft_flipchain_board_show_game      (FtFlipchainBoard *self,
                                              FtFlipchainGame  *game);

guint      ft_flipchain_board_get_side       (FtFlipchainBoard *self);
gboolean   ft_flipchain_board_get_playable   (FtFlipchainBoard *self);
/* Playable: legal cells outlined, focus previews, activation signalled. */
void       ft_flipchain_board_set_playable   (FtFlipchainBoard *self,
                                              gboolean          playable);
/* Cells to mark (a hint's move, a lesson's example); NULL for none. */
void       ft_flipchain_board_set_highlight  (FtFlipchainBoard *self,
                                              const FtFcBits   *cells);
/* The last move's cell (-1: none) and the discs it flipped. */
void       ft_flipchain_board_set_last_move  (FtFlipchainBoard *self,
                                              gint              cell,
                                              const FtFcBits   *flipped);
/* A winning loop drawn across its discs; NULL for none. */
void       ft_flipchain_board_set_loop       (FtFlipchainBoard *self,
                                              const FtFcBits   *loop);
/* Cells as large as a projector's height allows (presentation mode). */
void       ft_flipchain_board_set_large      (FtFlipchainBoard *self,
                                              gboolean          large);
gint       ft_flipchain_board_get_focus_cell (FtFlipchainBoard *self);
gboolean   ft_flipchain_board_focus_cell     (FtFlipchainBoard *self,
                                              gint              cell);
/* The accessible name of @cell as the board gives it. */
char      *ft_flipchain_board_cell_name      (FtFlipchainBoard *self,
                                              guint             cell);

/* One loop of @colour's discs on @board (the fewest discs that still
 * close a loop), for drawing a win; FALSE if there is none. */
gboolean   ft_flipchain_find_loop            (const FtFcBoard  *board,
                                              FtFcColour        colour,
                                              FtFcBits         *loop);

G_END_DECLS
