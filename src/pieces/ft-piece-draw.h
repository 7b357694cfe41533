/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "flipchain/flipchain-board.h"

G_BEGIN_DECLS

/*
 * The games' pieces drawn with cairo, for the screen and for paper: a
 * die (the dice page draws its dice with it), a card, an equation tile and
 * a small Flipchain board with its coordinates.  Sizes are in the
 * surface's units (pixels on screen, points on paper); @font is a Pango
 * family ("DejaVu Sans").  No GTK: `flip-tutor-cli worksheet` draws them.
 */

void   ft_piece_draw_die        (cairo_t         *cr,
                                 double           x,
                                 double           y,
                                 double           size,
                                 guint            face,
                                 gboolean         locked);
void   ft_piece_draw_card       (cairo_t         *cr,
                                 double           x,
                                 double           y,
                                 double           width,
                                 double           height,
                                 const char      *font,
                                 const char      *top,
                                 const char      *middle,
                                 const char      *bottom);
double ft_piece_tile_width      (double           size,
                                 const char      *symbol);
void   ft_piece_draw_tile       (cairo_t         *cr,
                                 double           x,
                                 double           y,
                                 double           size,
                                 const char      *font,
                                 const char      *symbol);
void   ft_piece_board_size      (guint            side,
                                 double           cell,
                                 double          *width,
                                 double          *height);
void   ft_piece_draw_board      (cairo_t         *cr,
                                 double           x,
                                 double           y,
                                 double           cell,
                                 const char      *font,
                                 const FtFcBoard *board,
                                 int              last);

G_END_DECLS
