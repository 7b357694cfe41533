/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation/equation-rules.h"
#include "equation/equation-tile.h"

G_BEGIN_DECLS

/*
 * Binary Number Scrabble: the board, the tiles, racks, plays and their
 * text forms (doc/rules/binary-scrabble.md).  Plain structs that copy
 * cheaply; squares are numbered row * 15 + column from 0, and the text
 * forms count rows and columns from 1 as a player does.
 */

#define FT_SCRABBLE_SIZE 15
#define FT_SCRABBLE_N_SQUARES (FT_SCRABBLE_SIZE * FT_SCRABBLE_SIZE)
#define FT_SCRABBLE_CENTRE (7 * FT_SCRABBLE_SIZE + 7)
#define FT_SCRABBLE_RACK_SIZE 9          /* scrabble R2 */
#define FT_SCRABBLE_BINGO_BONUS 50       /* scrabble R9 */

/*
 * A board cell or a placed tile: an FtEqTile, with FT_SCRABBLE_BLANK_FLAG
 * when a blank stands for it; FT_SCRABBLE_EMPTY for an empty square.
 * A rack holds "kinds": an FtEqTile, or FT_SCRABBLE_BLANK for a blank not
 * yet placed.
 */
#define FT_SCRABBLE_EMPTY 0xFF
#define FT_SCRABBLE_BLANK_FLAG 0x80
#define FT_SCRABBLE_BLANK FT_EQ_N_TILES
#define FT_SCRABBLE_N_KINDS (FT_EQ_N_TILES + 1)
#define FT_SCRABBLE_CELL_TILE(c) ((c) & ~FT_SCRABBLE_BLANK_FLAG)
#define FT_SCRABBLE_CELL_IS_BLANK(c) (((c) & FT_SCRABBLE_BLANK_FLAG) != 0)

typedef enum
{
  FT_SCRABBLE_ACROSS,
  FT_SCRABBLE_DOWN,
} FtScrabbleDir;

/* scrabble R3: the standard premium squares. */
typedef enum
{
  FT_SCRABBLE_PREMIUM_NONE,
  FT_SCRABBLE_PREMIUM_DL,     /* double letter */
  FT_SCRABBLE_PREMIUM_TL,     /* triple letter */
  FT_SCRABBLE_PREMIUM_DW,     /* double word (the centre star too) */
  FT_SCRABBLE_PREMIUM_TW,     /* triple word */
} FtScrabblePremium;

/* The settings agreed before play. */
typedef struct
{
  FtEqRules eq;                /* R12, R15, R17 and the XOR option (R1) */
  guint8    numbers_alongside; /* R5 option */
  guint8    bingo;             /* R9: +50 for all 9 tiles; on unless turned off */
  guint8    log_bonus;         /* R8 setting: floor(log2 value) instead of the top bit */
} FtScrabbleSettings;

typedef struct
{
  guint8 cells[FT_SCRABBLE_N_SQUARES];
} FtScrabbleBoard;

typedef struct
{
  guint8 n;
  guint8 kinds[FT_SCRABBLE_RACK_SIZE];
} FtScrabbleRack;

typedef struct
{
  guint8 square;
  guint8 tile;                 /* a cell value: FtEqTile | FT_SCRABBLE_BLANK_FLAG */
} FtScrabblePlaced;

/*
 * A play: the new tiles only, sorted by square (row, then column).  @dir is
 * the line of a 2+ tile play; a one-tile play is ACROSS when its across run
 * (2+ tiles) is an equation, otherwise DOWN (ft_scrabble_play_normalize).
 */
typedef struct
{
  guint8           n;
  guint8           dir;
  FtScrabblePlaced tiles[FT_SCRABBLE_RACK_SIZE];
  gint32           score;
} FtScrabblePlay;

#define FT_SCRABBLE_TEXT_ERROR (ft_scrabble_text_error_quark ())

typedef enum
{
  FT_SCRABBLE_TEXT_ERROR_INVALID,
} FtScrabbleTextError;

GQuark            ft_scrabble_text_error_quark (void);

static inline guint
ft_scrabble_square (guint row,
                    guint col)
{
  return row * FT_SCRABBLE_SIZE + col;
}

void              ft_scrabble_settings_init   (FtScrabbleSettings       *settings);
char             *ft_scrabble_settings_to_string (const FtScrabbleSettings *settings);
gboolean          ft_scrabble_settings_from_string (const char          *text,
                                                 FtScrabbleSettings      *settings,
                                                 GError                 **error);

FtScrabblePremium ft_scrabble_premium         (guint                     square);
guint             ft_scrabble_letter_factor   (guint                     square);
guint             ft_scrabble_word_factor     (guint                     square);
const char       *ft_scrabble_premium_name    (FtScrabblePremium         premium);
guint             ft_scrabble_kind_points     (guint                     kind);
guint             ft_scrabble_cell_points     (guint8                    cell);
guint             ft_scrabble_bag_count       (guint                     kind,
                                               gboolean                  xor_option);

void              ft_scrabble_board_clear     (FtScrabbleBoard          *board);
gboolean          ft_scrabble_board_is_empty  (const FtScrabbleBoard    *board);
char             *ft_scrabble_board_to_string (const FtScrabbleBoard    *board);
gboolean          ft_scrabble_board_from_string (FtScrabbleBoard        *board,
                                               const char               *text,
                                               GError                  **error);

char             *ft_scrabble_cell_to_string  (guint8                    cell);
gboolean          ft_scrabble_cell_from_string (const char              *word,
                                               guint8                   *cell);
const char       *ft_scrabble_kind_to_string  (guint                     kind);

char             *ft_scrabble_rack_to_string  (const FtScrabbleRack     *rack);
gboolean          ft_scrabble_rack_from_string (FtScrabbleRack          *rack,
                                               const char               *text,
                                               GError                  **error);
void              ft_scrabble_rack_counts     (const FtScrabbleRack     *rack,
                                               guint8                    counts[FT_SCRABBLE_N_KINDS]);

void              ft_scrabble_play_sort       (FtScrabblePlay           *play);
char             *ft_scrabble_play_to_string  (const FtScrabblePlay     *play);
gboolean          ft_scrabble_play_from_string (FtScrabblePlay          *play,
                                               gboolean                 *has_score,
                                               const char               *text,
                                               GError                  **error);
gboolean          ft_scrabble_play_equal      (const FtScrabblePlay     *a,
                                               const FtScrabblePlay     *b);
gboolean          ft_scrabble_play_uses_rack  (const FtScrabblePlay     *play,
                                               const FtScrabbleRack     *rack,
                                               FtScrabbleRack           *leave);

G_END_DECLS
