/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <pango/pangocairo.h>

#include "ft-piece-draw.h"

/* Pip places on a 3 by 3 grid, for each face: bit (row * 3 + column). */
static const guint16 pip_masks[7] = {
  0,
  1 << 4,
  1 << 0 | 1 << 8,
  1 << 0 | 1 << 4 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 4 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 3 | 1 << 5 | 1 << 6 | 1 << 8,
};

/* Rows of the hexagonal board overlap: a row is this much of a cell
 * below the one above (as on screen, ft-flipchain-board-layout.c). */
#define ROW_STEP 0.87

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* @text centred on (@cx, @cy), in the current colour; text, never markup. */
static void
centred_text_within (cairo_t    *cr,
                     double      cx,
                     double      cy,
                     double      width,
                     const char *font,
                     double      size,
                     gboolean    bold,
                     const char *text)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  int w, h;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  /* Words that do not fit @width go on a second line. */
  if (width > 0)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, cx - (width > 0 ? width : (double) w / PANGO_SCALE) / 2, cy - (double) h / PANGO_SCALE / 2);
  pango_cairo_show_layout (cr, layout);
}

static void
centred_text (cairo_t    *cr,
              double      cx,
              double      cy,
              const char *font,
              double      size,
              gboolean    bold,
              const char *text)
{
  centred_text_within (cr, cx, cy, 0, font, size, bold, text);
}

/* A padlock in the corner: the lock is shown by shape, never by colour
 * alone (R5). */
static void
draw_lock (cairo_t *cr,
           double   x,
           double   y,
           double   s)
{
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  rounded_rect (cr, x - s * 0.1, y - s * 0.1, s * 1.2, s * 1.35, s * 0.2);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 0.85, 0.2);
  cairo_set_line_width (cr, s * 0.14);
  cairo_arc (cr, x + s / 2, y + s * 0.45, s * 0.27, G_PI, 2 * G_PI);
  cairo_stroke (cr);
  cairo_rectangle (cr, x + s * 0.12, y + s * 0.45, s * 0.76, s * 0.65);
  cairo_fill (cr);
}

void
ft_piece_draw_die (cairo_t  *cr,
                   double    x,
                   double    y,
                   double    size,
                   guint     face,
                   gboolean  locked)
{
  double pip = size * 0.09;
  guint16 mask = pip_masks[MIN (face, 6)];

  cairo_save (cr);
  rounded_rect (cr, x, y, size, size, size * 0.16);
  if (locked)
    cairo_set_source_rgb (cr, 0.86, 0.86, 0.86);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_set_line_width (cr, MAX (1.5, size * 0.035));
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  for (guint i = 0; i < 9; i++)
    if (mask & (1u << i))
      {
        double px = x + size * (0.25 + 0.25 * (i % 3));
        double py = y + size * (0.25 + 0.25 * (i / 3));

        cairo_arc (cr, px, py, pip, 0, 2 * G_PI);
        cairo_fill (cr);
      }

  if (locked)
    draw_lock (cr, x + size * 0.72, y + size * 0.04, size * 0.22);
  cairo_restore (cr);
}

/* A card: a small line at the top (its key, or "HEX"), its name or number
 * large in the middle, and a line under it (a mask, "play again"); any of
 * them NULL or "". */
void
ft_piece_draw_card (cairo_t    *cr,
                    double      x,
                    double      y,
                    double      width,
                    double      height,
                    const char *font,
                    const char *top,
                    const char *middle,
                    const char *bottom)
{
  double unit = MIN (width, height * 0.7);

  cairo_save (cr);
  rounded_rect (cr, x + 0.5, y + 0.5, width - 1, height - 1, unit * 0.12);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_set_line_width (cr, MAX (0.8, unit * 0.025));
  cairo_stroke (cr);
  if (top != NULL && *top)
    centred_text (cr, x + width / 2, y + height * 0.16, font, unit * 0.2, FALSE, top);
  if (middle != NULL && *middle)
    centred_text_within (cr, x + width / 2, y + height * 0.46, width * 0.9, font,
                         g_utf8_strlen (middle, -1) > 3 ? unit * 0.2 : unit * 0.36, TRUE, middle);
  if (bottom != NULL && *bottom)
    centred_text_within (cr, x + width / 2, y + height * 0.78, width * 0.9, font, unit * 0.16, FALSE, bottom);
  cairo_restore (cr);
}

/* An equation tile of Binary Number Scrabble: a square with its symbol. */
double
ft_piece_tile_width (double      size,
                     const char *symbol)
{
  /* A word (AND, XOR) on a wider tile, readable at the digits' size. */
  return g_utf8_strlen (symbol, -1) > 1 ? size * 1.7 : size;
}

void
ft_piece_draw_tile (cairo_t    *cr,
                    double      x,
                    double      y,
                    double      size,
                    const char *font,
                    const char *symbol)
{
  double width = ft_piece_tile_width (size, symbol);

  cairo_save (cr);
  rounded_rect (cr, x + 0.5, y + 0.5, width - 1, size - 1, size * 0.12);
  cairo_set_source_rgb (cr, 0.98, 0.93, 0.80);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.35, 0.28, 0.15);
  cairo_set_line_width (cr, MAX (0.8, size * 0.04));
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  centred_text (cr, x + width / 2, y + size / 2, font,
                g_utf8_strlen (symbol, -1) > 1 ? size * 0.42 : size * 0.55, TRUE, symbol);
  cairo_restore (cr);
}

/* The board takes 2 side + 1 cells across (a cell's margin each side for
 * the coordinates) and its rows overlap, as on screen. */
void
ft_piece_board_size (guint   side,
                     double  cell,
                     double *width,
                     double *height)
{
  guint across = 2 * side + 1;

  *width = across * cell;
  *height = (across - 1) * cell * ROW_STEP + cell;
}

typedef struct
{
  cairo_t    *cr;
  double      x, y, cell;
  const char *font;
} Edge;

static void
edge_label_cb (const char *text,
               int         half_x,
               int         row,
               gpointer    user_data)
{
  Edge *e = user_data;

  /* The same places as the screen's labels: the margin of one cell (two
   * half cells) at the left and one row at the top. */
  centred_text (e->cr, e->x + (half_x + 2) * e->cell / 2 + e->cell / 2,
                e->y + (row + 1) * e->cell * ROW_STEP + e->cell / 2,
                e->font, e->cell * 0.38, FALSE, text);
}

/* A Flipchain position: red discs filled and marked R, blue filled and
 * marked B (colour is never the only sign: the paper may be grey), empty
 * cells as rings; @last, a disc just placed, gets a second ring, or if
 * empty (the cell a question is about to play) a thick ring. */
void
ft_piece_draw_board (cairo_t         *cr,
                     double           x,
                     double           y,
                     double           cell,
                     const char      *font,
                     const FtFcBoard *board,
                     int              last)
{
  const FtFcGeom *geom = ft_fc_geom (board->side);
  Edge edge = { cr, x, y, cell, font };

  g_return_if_fail (geom != NULL);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  ft_fc_edge_labels (board->side, edge_label_cb, &edge);
  for (guint c = 0; c < geom->n_cells; c++)
    {
      double cx = x + (ft_fc_cell_half_x (geom, c) + 2) * cell / 2 + cell / 2;
      double cy = y + (geom->row_of[c] + 1) * cell * ROW_STEP + cell / 2;
      double r = cell * 0.44;
      FtFcColour colour = ft_fc_board_get (board, c);

      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      if (colour == FT_FC_EMPTY)
        {
          cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
          cairo_set_line_width (cr, MAX (0.6, cell * 0.03));
          cairo_stroke (cr);
          if ((int) c == last)
            {
              /* The cell about to be played: a thick ring. */
              cairo_set_source_rgb (cr, 0, 0, 0);
              cairo_set_line_width (cr, MAX (1.2, cell * 0.12));
              cairo_arc (cr, cx, cy, r * 0.8, 0, 2 * G_PI);
              cairo_stroke (cr);
            }
          continue;
        }
      if (colour == FT_FC_RED)
        cairo_set_source_rgb (cr, 0.80, 0.15, 0.15);
      else
        cairo_set_source_rgb (cr, 0.15, 0.35, 0.80);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      /* R and B: the colours' marks, explained under the board. */
      centred_text (cr, cx, cy, font, cell * 0.42, TRUE, colour == FT_FC_RED ? "R" : "B");
      if ((int) c == last)
        {
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_set_line_width (cr, MAX (1.0, cell * 0.07));
          cairo_arc (cr, cx, cy, r + cell * 0.06, 0, 2 * G_PI);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}
