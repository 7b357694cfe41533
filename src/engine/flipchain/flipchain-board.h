/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * Flipchain boards: a hexhex board of side 3–10 (R1) as bitboards.
 *
 * Cells are numbered in reading order (row a first, then by number), which
 * is also the bit order, so iterating a set gives the CLI's reading order.
 * Row r (0-based from the top) of a side-n board has n + min (r, 2n-2-r)
 * cells; cell names are the row's letter and the 1-based number from the
 * left ("a1" top-left, "e5" the centre of side 5).
 *
 * Board text (the CLI notation): one line per row, cells `.` `R` `B`
 * separated by spaces, leading spaces ignored, blank lines and lines
 * starting with `#` skipped.
 */

#define FT_FC_MIN_SIDE 3
#define FT_FC_MAX_SIDE 10
#define FT_FC_DEFAULT_SIDE 5
#define FT_FC_MAX_CELLS 271   /* 3·10·9 + 1 */
#define FT_FC_MAX_ROWS 19
#define FT_FC_WORDS 5         /* 64-bit words for FT_FC_MAX_CELLS bits */
#define FT_FC_NO_CELL (-1)

#define FT_FC_ERROR (ft_fc_error_quark ())

typedef enum
{
  FT_FC_ERROR_PARSE,    /* malformed board text, cell name or move list */
  FT_FC_ERROR_ILLEGAL,  /* a move the rules do not allow now */
} FtFcError;

GQuark ft_fc_error_quark (void);

typedef enum
{
  FT_FC_EMPTY = 0,
  FT_FC_RED = 1,
  FT_FC_BLUE = 2,
} FtFcColour;

#define FT_FC_OTHER(c) ((FtFcColour) (3 - (c)))

typedef struct
{
  guint64 w[FT_FC_WORDS];
} FtFcBits;

/* The fixed shape of one board side: shared read-only tables. */
typedef struct
{
  guint    side;
  guint    n_cells;
  guint    n_rows;
  guint    row_start[FT_FC_MAX_ROWS];
  guint    row_len[FT_FC_MAX_ROWS];
  guint8   row_of[FT_FC_MAX_CELLS];
  guint8   col_of[FT_FC_MAX_CELLS];
  gint8    q_of[FT_FC_MAX_CELLS];   /* axial coordinates, centre (0, 0) */
  gint8    r_of[FT_FC_MAX_CELLS];
  /* Neighbours in the six directions E, W, NW, NE, SE, SW (see
   * FtFcDirection), FT_FC_NO_CELL off the board. */
  gint16   nbr[FT_FC_MAX_CELLS][6];
  guint8   n_nbr[FT_FC_MAX_CELLS];
  gint16   nbr_list[FT_FC_MAX_CELLS][6];  /* the existing ones, packed */
  FtFcBits nbits[FT_FC_MAX_CELLS];
  FtFcBits all;
  FtFcBits edge;       /* cells with fewer than six neighbours */
  FtFcBits interior;   /* cells with all six */
} FtFcGeom;

typedef enum
{
  FT_FC_DIR_E,
  FT_FC_DIR_W,
  FT_FC_DIR_NW,
  FT_FC_DIR_NE,
  FT_FC_DIR_SE,
  FT_FC_DIR_SW,
} FtFcDirection;

typedef struct
{
  guint8   side;
  FtFcBits red;
  FtFcBits blue;
} FtFcBoard;

/* Bit sets. */
static inline gboolean
ft_fc_bits_has (const FtFcBits *b,
                guint           cell)
{
  return (b->w[cell >> 6] >> (cell & 63)) & 1;
}

static inline void
ft_fc_bits_add (FtFcBits *b,
                guint     cell)
{
  b->w[cell >> 6] |= G_GUINT64_CONSTANT (1) << (cell & 63);
}

static inline void
ft_fc_bits_remove (FtFcBits *b,
                   guint     cell)
{
  b->w[cell >> 6] &= ~(G_GUINT64_CONSTANT (1) << (cell & 63));
}

static inline guint
ft_fc_bits_count (const FtFcBits *b)
{
  guint n = 0;

  for (guint i = 0; i < FT_FC_WORDS; i++)
    n += (guint) __builtin_popcountll (b->w[i]);
  return n;
}

static inline gboolean
ft_fc_bits_empty (const FtFcBits *b)
{
  return (b->w[0] | b->w[1] | b->w[2] | b->w[3] | b->w[4]) == 0;
}

static inline gboolean
ft_fc_bits_equal (const FtFcBits *a,
                  const FtFcBits *b)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    if (a->w[i] != b->w[i])
      return FALSE;
  return TRUE;
}

/* The next member at or after @from, or FT_FC_NO_CELL. */
static inline gint
ft_fc_bits_next (const FtFcBits *b,
                 guint           from)
{
  guint i = from >> 6;

  if (i >= FT_FC_WORDS)
    return FT_FC_NO_CELL;
  {
    guint64 w = b->w[i] & (~G_GUINT64_CONSTANT (0) << (from & 63));

    for (;;)
      {
        if (w != 0)
          return (gint) (i * 64 + (guint) __builtin_ctzll (w));
        if (++i >= FT_FC_WORDS)
          return FT_FC_NO_CELL;
        w = b->w[i];
      }
  }
}

#define FT_FC_BITS_FOREACH(cell, bits) \
  for (gint cell = ft_fc_bits_next ((bits), 0); cell >= 0; cell = ft_fc_bits_next ((bits), (guint) cell + 1))

const FtFcGeom *ft_fc_geom             (guint            side);

/* Cell @cell under symmetry @k of the hexagon (0–11: six rotations about
 * the centre, then the same after a reflection). */
#define FT_FC_N_SYMMETRIES 12
guint           ft_fc_cell_transform   (const FtFcGeom  *geom,
                                        guint            cell,
                                        guint            k);

/* Cell names. */
/* Where a cell and the coordinates along the edges go in a drawing of the
 * board: across in half cells, down in rows (rows overlap), the same for
 * the screen's board and the paper's (worksheets). */
int             ft_fc_cell_half_x      (const FtFcGeom  *geom,
                                        guint            cell);
typedef void  (*FtFcEdgeLabelFunc)     (const char      *text,
                                        int              half_x,
                                        int              row,
                                        gpointer         user_data);
void            ft_fc_edge_labels      (guint            side,
                                        FtFcEdgeLabelFunc func,
                                        gpointer         user_data);
char           *ft_fc_cell_name        (guint            side,
                                        guint            cell);
gboolean        ft_fc_cell_parse       (guint            side,
                                        const char      *text,
                                        guint           *cell);
/* The cells of @set in reading order, separated by spaces, "-" if none. */
char           *ft_fc_cells_to_string  (guint            side,
                                        const FtFcBits  *set);

/* Boards. */
void            ft_fc_board_init       (FtFcBoard       *board,
                                        guint            side);
FtFcColour      ft_fc_board_get        (const FtFcBoard *board,
                                        guint            cell);
void            ft_fc_board_set        (FtFcBoard       *board,
                                        guint            cell,
                                        FtFcColour       colour);
const FtFcBits *ft_fc_board_discs      (const FtFcBoard *board,
                                        FtFcColour       colour);
void            ft_fc_board_empty_cells (const FtFcBoard *board,
                                        FtFcBits        *out);
char           *ft_fc_board_to_string  (const FtFcBoard *board);
gboolean        ft_fc_board_from_string (FtFcBoard      *board,
                                        guint            side,
                                        const char      *text,
                                        GError         **error);

/* R5: @colour may place on @cell (empty, with at least as many enemy as
 * friendly neighbours). */
gboolean        ft_fc_board_is_legal   (const FtFcBoard *board,
                                        FtFcColour       colour,
                                        guint            cell);
void            ft_fc_board_legal      (const FtFcBoard *board,
                                        FtFcColour       colour,
                                        FtFcBits        *out);

/* R8: the enemy discs that a placement of @colour on @cell flips, judged
 * on the position right after placement.  @cell must be empty (legality
 * under R5 is not checked here).  Returns the number of flips. */
guint           ft_fc_board_flips      (const FtFcBoard *board,
                                        FtFcColour       colour,
                                        guint            cell,
                                        FtFcBits        *flips);

/* R3/R4: a loop (chordless cycle) of @colour's discs exists. */
gboolean        ft_fc_board_has_loop   (const FtFcBoard *board,
                                        FtFcColour       colour);
gboolean        ft_fc_bits_have_loop   (const FtFcGeom  *geom,
                                        const FtFcBits  *set);

/* Places a disc of @colour on @cell and flips (R8); returns whether
 * @colour then has a loop (R9).  @flips may be NULL. */
gboolean        ft_fc_board_place      (FtFcBoard       *board,
                                        FtFcColour       colour,
                                        guint            cell,
                                        FtFcBits        *flips);

G_END_DECLS
