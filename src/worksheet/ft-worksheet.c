/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ft-piece-draw.h"
#include "ft-pieces.h"
#include "ft-worksheet.h"
#include "practice/practice-mastery.h"

/*
 * The pages are a flow of blocks (the heading, each question, the answer
 * key's heading, each answer), measured with Pango for the page's width
 * and laid out top to bottom; the answer key starts on a page of its own.
 * Sizes are in points (the PDF's unit, and GtkPrintContext's in points).
 */

#define MARGIN 48.0
#define GAP 14.0
#define BOX 17.0          /* a bit's box */
#define GROUP_GAP 7.0     /* between groups of four bits */
#define FONT "DejaVu Sans"
#define MONO "DejaVu Sans Mono"

G_DEFINE_QUARK (ft-worksheet-error-quark, ft_worksheet_error)

typedef enum
{
  BLOCK_HEADING,
  BLOCK_QUESTION,
  BLOCK_KEY_HEADING,
  BLOCK_ANSWER,
} BlockKind;

typedef struct
{
  BlockKind kind;
  guint     item;
  double    height;
  guint     page;
  double    y;
} Block;

struct _FtWorksheet
{
  char      *title;
  GPtrArray *items;   /* FtPrExercise */
  GPtrArray *codes;   /* the set codes, in the order their items come */
  GArray    *blocks;  /* Block */
  guint      n_pages;
};

void
ft_paper_size (FtPaper  paper,
               double  *width,
               double  *height)
{
  /* Points: A4 is 210 × 297 mm, Letter 8.5 × 11 inches. */
  *width = paper == FT_PAPER_LETTER ? 612.0 : 595.28;
  *height = paper == FT_PAPER_LETTER ? 792.0 : 841.89;
}

void
ft_worksheet_free (FtWorksheet *sheet)
{
  if (sheet == NULL)
    return;
  g_free (sheet->title);
  g_ptr_array_unref (sheet->items);
  g_ptr_array_unref (sheet->codes);
  g_array_unref (sheet->blocks);
  g_free (sheet);
}

/*
 * @count exercises shared out among @skills (the first ones take what
 * does not divide), each skill's from set codes of ten (the app's "Start
 * the set"), seeds @seed, @seed + 1, …: a learner who types a code in the
 * app gets the same questions, in the same order.
 */
FtWorksheet *
ft_worksheet_new (const FtPrSkillId *skills,
                  guint              n_skills,
                  guint              count,
                  guint              level,
                  guint32            seed,
                  GError           **error)
{
  g_autoptr(FtWorksheet) sheet = g_new0 (FtWorksheet, 1);
  g_autoptr(GString) names = g_string_new (NULL);
  guint32 next_seed = seed;

  if (n_skills == 0 || count < n_skills || count > FT_WORKSHEET_MAX_COUNT ||
      level < FT_PR_MIN_LEVEL || level > FT_PR_MAX_LEVEL)
    {
      g_set_error (error, FT_WORKSHEET_ERROR, FT_WORKSHEET_ERROR_INVALID,
                   _("A worksheet has at least one exercise a skill and at most %d, at level 1, 2 or 3."),
                   FT_WORKSHEET_MAX_COUNT);
      return NULL;
    }

  sheet->items = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_pr_exercise_free);
  sheet->codes = g_ptr_array_new_with_free_func (g_free);
  sheet->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  for (guint s = 0; s < n_skills; s++)
    {
      guint share = count / n_skills + (s < count % n_skills ? 1 : 0);

      for (guint done = 0; done < share; )
        {
          FtPrSessionItem plan[FT_PR_SESSION_LENGTH];
          char *code = ft_pr_set_code_make (skills[s], level, next_seed++ & 0xFFFFFFF);
          guint n = ft_pr_set_plan (code, plan);

          g_ptr_array_add (sheet->codes, code);
          for (guint i = 0; i < n && done < share; i++, done++)
            g_ptr_array_add (sheet->items, ft_pr_exercise_new (plan[i].skill, plan[i].level, plan[i].seed));
        }
      if (s > 0)
        g_string_append (names, s + 1 == n_skills ? _(" and ") : ", ");
      g_string_append (names, _(ft_pr_skill_get (skills[s])->name));
    }
  /* Translators: the worksheet's title: the skills' names, then the level. */
  sheet->title = g_strdup_printf (_("Flip Tutor worksheet: %s, level %u"), names->str, level);
  return g_steal_pointer (&sheet);
}

guint
ft_worksheet_get_n_items (const FtWorksheet *sheet)
{
  return sheet->items->len;
}

const FtPrExercise *
ft_worksheet_get_item (const FtWorksheet *sheet,
                       guint              index)
{
  return g_ptr_array_index (sheet->items, index);
}

guint
ft_worksheet_get_n_codes (const FtWorksheet *sheet)
{
  return sheet->codes->len;
}

const char *
ft_worksheet_get_code (const FtWorksheet *sheet,
                       guint              index)
{
  return g_ptr_array_index (sheet->codes, index);
}

const char *
ft_worksheet_get_title (const FtWorksheet *sheet)
{
  return sheet->title;
}

/* --- drawing ---------------------------------------------------------- */

static PangoLayout *
layout_new (cairo_t    *cr,
            const char *font,
            double      size,
            gboolean    bold,
            double      width,
            const char *text)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  pango_font_description_set_size (desc, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  /* Text, never markup: a sentence may hold < or &. */
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws @text at (@x, @y) when @draw; returns its height. */
static double
text (cairo_t    *cr,
      gboolean    draw,
      double      x,
      double      y,
      double      width,
      const char *font,
      double      size,
      gboolean    bold,
      const char *string)
{
  g_autoptr(PangoLayout) layout = layout_new (cr, font, size, bold, width, string);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  if (draw)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  return (double) h / PANGO_SCALE;
}

static double
bits_width (guint n)
{
  return n * BOX + ((n - 1) / 4) * GROUP_GAP;
}

/* A row of @n boxes, grouped in fours from the right (as bits are read),
 * holding @digits (NULL: empty, for the answer). */
static void
bit_boxes (cairo_t    *cr,
           double      x,
           double      y,
           guint       n,
           const char *digits)
{
  double cx = x;

  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle (cr, cx + 0.5, y + 0.5, BOX - 1, BOX - 1);
      cairo_set_line_width (cr, 0.8);
      cairo_stroke (cr);
      if (digits != NULL && digits[i] != '\0')
        {
          char digit[2] = { digits[i], '\0' };
          g_autoptr(PangoLayout) layout = layout_new (cr, MONO, 11, FALSE, 0, digit);
          int w, h;

          pango_layout_get_size (layout, &w, &h);
          cairo_move_to (cr, cx + (BOX - (double) w / PANGO_SCALE) / 2, y + (BOX - (double) h / PANGO_SCALE) / 2);
          pango_cairo_show_layout (cr, layout);
        }
      cx += BOX;
      if ((n - 1 - i) % 4 == 0 && i + 1 < n)
        cx += GROUP_GAP;
    }
}

static char *
bits_of (guint64 value,
         guint   width)
{
  char *s = g_malloc (width + 1);

  for (guint i = 0; i < width; i++)
    s[i] = (value >> (width - 1 - i)) & 1 ? '1' : '0';
  s[width] = '\0';
  return s;
}

/* The picture of an exercise of the bit operations: its operands as bits
 * in columns, over the empty boxes of the answer.  Returns its height. */
static double
bits_picture (cairo_t            *cr,
              gboolean            draw,
              double              x,
              double              y,
              const FtPrExercise *ex)
{
  const char *word = NULL;
  guint rows = 0;
  double label = 44, row_y = y;

  switch (ex->skill)
    {
    case FT_PR_SKILL_OR: word = "OR"; rows = 2; break;
    case FT_PR_SKILL_AND: word = "AND"; rows = 2; break;
    case FT_PR_SKILL_XOR: word = "XOR"; rows = 2; break;
    case FT_PR_SKILL_NOT:
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
      rows = 1;
      break;
    default:
      return 0;
    }
  if (ex->width == 0 || ex->width > 16)
    return 0;

  for (guint r = 0; r < rows; r++)
    {
      if (draw)
        {
          g_autofree char *digits = bits_of (r == 0 ? ex->a : ex->b, ex->width);

          if (r == 1 && word != NULL)
            text (cr, TRUE, x, row_y + 1, 0, MONO, 10, TRUE, word);
          bit_boxes (cr, x + label, row_y, ex->width, digits);
        }
      row_y += BOX + 4;
    }
  if (draw)
    {
      cairo_set_line_width (cr, 1.2);
      cairo_move_to (cr, x + label, row_y + 1);
      cairo_line_to (cr, x + label + bits_width (ex->width), row_y + 1);
      cairo_stroke (cr);
      bit_boxes (cr, x + label, row_y + 5, ex->width, NULL);
    }
  return row_y + 5 + BOX - y;
}

#define DIE 22.0
#define CARD_W 40.0
#define WIDE_CARD_W 64.0  /* FLIP BITS: the card's name, "MASK XOR" */
#define CARD_H 54.0
#define TILE 22.0
#define CELL 19.0         /* a Flipchain cell */

static void
piece_size (const FtPiece *piece,
            double        *w,
            double        *h)
{
  switch (piece->kind)
    {
    case FT_PIECE_DIE:
      *w = *h = DIE;
      break;
    case FT_PIECE_CARD:
      *w = g_utf8_strlen (piece->middle, -1) > 3 ||
           (piece->bottom != NULL && g_utf8_strlen (piece->bottom, -1) > 10) ? WIDE_CARD_W : CARD_W;
      *h = CARD_H;
      break;
    case FT_PIECE_BITS:
      *w = bits_width (strlen (piece->middle));
      *h = BOX;
      break;
    case FT_PIECE_TILE:
    default:
      *w = ft_piece_tile_width (TILE, piece->middle);
      *h = TILE;
      break;
    }
}

static void
draw_piece (cairo_t       *cr,
            double         x,
            double         y,
            const FtPiece *piece)
{
  double w, h;

  piece_size (piece, &w, &h);
  switch (piece->kind)
    {
    case FT_PIECE_DIE:
      ft_piece_draw_die (cr, x, y, DIE, piece->face, piece->locked);
      break;
    case FT_PIECE_CARD:
      ft_piece_draw_card (cr, x, y, w, h, FONT, piece->top, piece->middle, piece->bottom);
      break;
    case FT_PIECE_BITS:
      bit_boxes (cr, x, y, strlen (piece->middle), piece->middle);
      break;
    case FT_PIECE_TILE:
    default:
      ft_piece_draw_tile (cr, x, y, TILE, MONO, piece->middle);
      break;
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
}

/* The pieces of a game's question (dice, cards, tiles, a board) in lines
 * under their headings, each line wrapping within @width, drawn by the
 * code that draws them on screen where the screen draws with cairo (the
 * dice).  Returns its height. */
static double
pieces_picture (cairo_t            *cr,
                gboolean            draw,
                double              x,
                double              y,
                double              width,
                const FtPrExercise *ex)
{
  g_autoptr(GPtrArray) lines = ft_pieces_of_exercise (ex);
  double h = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const FtPieceLine *line = g_ptr_array_index (lines, i);
      double px = 0, row_h = 0;

      h += text (cr, draw, x, y + h, width, FONT, 9, TRUE, line->heading) + 3;
      if (line->has_board)
        {
          double bw, bh;

          ft_piece_board_size (line->board.side, CELL, &bw, &bh);
          if (draw)
            ft_piece_draw_board (cr, x, y + h, CELL, FONT, &line->board, line->last);
          h += bh + 2;
          h += text (cr, draw, x, y + h, width, FONT, 8, FALSE,
                     line->last < 0 ? _("R: a red disc. B: a blue disc.")
                     : ft_fc_board_get (&line->board, line->last) == FT_FC_EMPTY
                       ? _("R: a red disc. B: a blue disc. The thick ring marks the cell where the disc is placed.")
                       : _("R: a red disc. B: a blue disc. The disc with a second ring was just placed.")) + 4;
          continue;
        }
      for (guint k = 0; k < line->pieces->len; k++)
        {
          const FtPiece *piece = &g_array_index (line->pieces, FtPiece, k);
          double w, ph;

          piece_size (piece, &w, &ph);
          if (px > 0 && px + w > width)
            {
              h += row_h + 4;
              px = row_h = 0;
            }
          if (draw)
            draw_piece (cr, x + px, y + h, piece);
          px += w + 5;
          row_h = MAX (row_h, ph);
        }
      h += row_h + 6;
    }
  return h;
}

static char *
numbered (guint       index,
          const char *string)
{
  /* Translators: a question's number and its text on a worksheet. */
  return g_strdup_printf (_("%u. %s"), index + 1, string);
}

/* Measures (and with @draw, draws) a block at @y; returns its height. */
static double
block (FtWorksheet *sheet,
       cairo_t     *cr,
       gboolean     draw,
       const Block *b,
       double       width,
       double       y)
{
  double x = MARGIN, h = 0;

  switch (b->kind)
    {
    case BLOCK_HEADING:
      {
        g_autoptr(GString) codes = g_string_new (NULL);
        g_autofree char *same = NULL;

        h += text (cr, draw, x, y + h, width, FONT, 16, TRUE, sheet->title) + 10;
        h += text (cr, draw, x, y + h, width, FONT, 11, FALSE,
                   _("Name: ______________________________      Date: ______________")) + 8;
        for (guint i = 0; i < sheet->codes->len; i++)
          g_string_append_printf (codes, "%s%s", i > 0 ? ", " : "", (char *) g_ptr_array_index (sheet->codes, i));
        /* Translators: %s is one set code or a list of them. */
        same = g_strdup_printf (ngettext ("The same questions in Flip Tutor: Practice, set code %s.",
                                          "The same questions in Flip Tutor: Practice, set codes %s.",
                                          sheet->codes->len), codes->str);
        h += text (cr, draw, x, y + h, width, FONT, 10, FALSE, same);
        h += 6;
        h += text (cr, draw, x, y + h, width, FONT, 10, FALSE,
                   _("Write each answer in the space under its question. Binary answers go one bit a box; "
                     "the boxes are grouped in fours from the right, as bits are read."));
        return h;
      }
    case BLOCK_QUESTION:
      {
        const FtPrExercise *ex = g_ptr_array_index (sheet->items, b->item);
        g_autofree char *line = numbered (b->item, ex->sentence != NULL ? ex->sentence : ex->question);
        double pic;

        h += text (cr, draw, x, y, width, FONT, 11, FALSE, line) + 6;
        pic = bits_picture (cr, draw, x + 18, y + h, ex);
        if (pic > 0)
          return h + pic;
        h += pieces_picture (cr, draw, x + 18, y + h, width - 18, ex);
        /* Room to write: a line. */
        h += 18;
        if (draw)
          {
            cairo_set_line_width (cr, 0.6);
            cairo_move_to (cr, x + 18, y + h);
            cairo_line_to (cr, x + MIN (width, 300), y + h);
            cairo_stroke (cr);
          }
        return h + 2;
      }
    case BLOCK_KEY_HEADING:
      h += text (cr, draw, x, y, width, FONT, 15, TRUE, _("Answer Key")) + 4;
      h += text (cr, draw, x, y + h, width, FONT, 10, FALSE,
                 _("Each answer, then the worked solution step by step."));
      return h;
    case BLOCK_ANSWER:
    default:
      {
        const FtPrExercise *ex = g_ptr_array_index (sheet->items, b->item);
        /* Translators: the answer to a question of a worksheet. */
        g_autofree char *answer = g_strdup_printf (_("%u. Answer: %s"), b->item + 1, ex->answer);

        h += text (cr, draw, x, y, width, FONT, 11, TRUE, answer) + 2;
        for (guint i = 0; ex->steps != NULL && i < ex->steps->len; i++)
          h += text (cr, draw, x + 18, y + h, width - 18, FONT, 9, FALSE, g_ptr_array_index (ex->steps, i)) + 1;
        return h;
      }
    }
}

guint
ft_worksheet_paginate (FtWorksheet *sheet,
                       cairo_t     *cr,
                       double       width,
                       double       height)
{
  double inner = width - 2 * MARGIN;
  double bottom = height - MARGIN;
  double y = MARGIN;
  guint page = 0;

  g_array_set_size (sheet->blocks, 0);
  {
    Block b = { BLOCK_HEADING, 0 };
    g_array_append_val (sheet->blocks, b);
  }
  for (guint i = 0; i < sheet->items->len; i++)
    {
      Block b = { BLOCK_QUESTION, i };
      g_array_append_val (sheet->blocks, b);
    }
  {
    Block b = { BLOCK_KEY_HEADING, 0 };
    g_array_append_val (sheet->blocks, b);
  }
  for (guint i = 0; i < sheet->items->len; i++)
    {
      Block b = { BLOCK_ANSWER, i };
      g_array_append_val (sheet->blocks, b);
    }

  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      Block *b = &g_array_index (sheet->blocks, Block, i);

      b->height = block (sheet, cr, FALSE, b, inner, 0);
      /* The answer key starts on a page of its own, so that it can be
       * kept back; a block that does not fit goes to the next page. */
      if ((b->kind == BLOCK_KEY_HEADING || y + b->height > bottom) && y > MARGIN)
        {
          page++;
          y = MARGIN;
        }
      b->page = page;
      b->y = y;
      y += b->height + GAP;
    }
  sheet->n_pages = page + 1;
  return sheet->n_pages;
}

void
ft_worksheet_draw_page (FtWorksheet *sheet,
                        cairo_t     *cr,
                        double       width,
                        double       height,
                        guint        page)
{
  g_autofree char *footer = NULL;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < sheet->blocks->len; i++)
    {
      const Block *b = &g_array_index (sheet->blocks, Block, i);

      if (b->page == page)
        block (sheet, cr, TRUE, b, width - 2 * MARGIN, b->y);
    }
  /* Translators: the foot of a worksheet's page. */
  footer = g_strdup_printf (_("Page %u of %u"), page + 1, sheet->n_pages);
  text (cr, TRUE, MARGIN, height - MARGIN + 14, 0, FONT, 8, FALSE, footer);
  cairo_restore (cr);
}

static cairo_status_t
append_cb (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The PDF, written whole or not at all. */
gboolean
ft_worksheet_write_pdf (FtWorksheet *sheet,
                        const char  *path,
                        FtPaper      paper,
                        GError     **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;
  guint n_pages;
  cairo_status_t status;

  ft_paper_size (paper, &width, &height);
  surface = cairo_pdf_surface_create_for_stream (append_cb, bytes, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, sheet->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR, "Flip Tutor");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Flip Tutor " PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT,
                                  _("Practice exercises with an answer key"));
  cr = cairo_create (surface);
  n_pages = ft_worksheet_paginate (sheet, cr, width, height);
  for (guint page = 0; page < n_pages; page++)
    {
      ft_worksheet_draw_page (sheet, cr, width, height, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, FT_WORKSHEET_ERROR, FT_WORKSHEET_ERROR_WRITE,
                   _("The worksheet could not be drawn: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  if (!g_file_set_contents_full (path, (const char *) bytes->data, bytes->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0644, error))
    return FALSE;
  return TRUE;
}
