/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The tiles of Binary Number Scrabble that can stand in an equation
 * (scrabble R1; a blank is placed as one of these).  A line of tiles is a
 * plain array of guint8 holding these values, so that the move generator can
 * copy and scan it cheaply.
 */
typedef enum
{
  FT_EQ_TILE_0,
  FT_EQ_TILE_1,
  FT_EQ_TILE_PLUS,
  FT_EQ_TILE_MINUS,
  FT_EQ_TILE_TIMES,
  FT_EQ_TILE_DIVIDE,
  FT_EQ_TILE_AND,
  FT_EQ_TILE_OR,
  FT_EQ_TILE_XOR,
  FT_EQ_TILE_NOT,
  FT_EQ_TILE_EQUALS,
  FT_EQ_N_TILES
} FtEqTile;

/* A line on the 15×15 board (scrabble R3) holds at most 15 tiles; every
 * fixed-size array of the checker is bounded by this. */
#define FT_EQ_MAX_TILES 15
/* At most 8 numbers fit in 15 tiles (1+1+1+1+1+1+1+1), so at most 8 parts
 * and 8 operands. */
#define FT_EQ_MAX_OPERANDS 8
#define FT_EQ_MAX_PARTS 8

#define FT_EQ_TILE_IS_DIGIT(t) ((t) <= FT_EQ_TILE_1)
#define FT_EQ_TILE_IS_BINARY(t) ((t) >= FT_EQ_TILE_PLUS && (t) <= FT_EQ_TILE_XOR)

#define FT_EQ_TEXT_ERROR (ft_eq_text_error_quark ())

typedef enum
{
  FT_EQ_TEXT_ERROR_UNKNOWN_WORD,
  FT_EQ_TEXT_ERROR_TOO_LONG,
} FtEqTextError;

GQuark      ft_eq_text_error_quark  (void);

const char *ft_eq_tile_symbol       (FtEqTile     tile);
const char *ft_eq_tile_ascii        (FtEqTile     tile);

gboolean    ft_eq_tiles_from_string (const char  *text,
                                     guint8       tiles[FT_EQ_MAX_TILES],
                                     guint       *n_tiles,
                                     GError     **error);
char       *ft_eq_tiles_to_string   (const guint8 *tiles,
                                     guint         n_tiles);
char       *ft_eq_tiles_to_ascii    (const guint8 *tiles,
                                     guint         n_tiles);
char       *ft_eq_digits_to_string  (const guint8 *tiles,
                                     guint         first,
                                     guint         end);

G_END_DECLS
