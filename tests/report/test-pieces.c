/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-piece-draw.h"
#include "equation/equation-tile.h"
#include "ft-pieces.h"
#include "practice/practice-skill.h"

/*
 * The pieces of practice questions as the worksheets draw them (issue
 * 25): for every game's skill at every level, the pieces are those of the
 * question (counted here from its words, not through the reader under
 * test), and each line draws ink inside the space it was given.
 */

static guint
count_pieces (GPtrArray   *lines,
              FtPieceKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      FtPieceLine *line = g_ptr_array_index (lines, i);

      for (guint k = 0; k < line->pieces->len; k++)
        n += g_array_index (line->pieces, FtPiece, k).kind == kind;
    }
  return n;
}

/* Words of @text that are all digits (and how many after the word
 * @after, when not NULL). */
static guint
count_numbers (const char *text,
               const char *after)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  gboolean on = after == NULL;
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (after != NULL && g_str_equal (words[i], after))
        on = TRUE;
      else if (on && words[i][0] != '\0' && strspn (words[i], "0123456789") == strlen (words[i]))
        n++;
    }
  return n;
}

/* Ink: pixels that are not white, in an image of the picture. */
static guint
ink (cairo_surface_t *surface)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      n += ((guint32 *) (data + y * stride))[x] != 0xffffffff;
  return n;
}

static void
check_board (const FtPrExercise *ex,
             const FtPieceLine  *line)
{
  /* "RED a2 b2 BLUE a1 RED PLAYS d2", "LOOP IN RED a1 c3": the cells
   * before PLAYS hold discs. */
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  guint cells = 0, discs;
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_true (line->has_board);
  for (guint i = 0; words[i] != NULL && !g_str_equal (words[i], "PLAYS"); i++)
    cells += g_ascii_islower (words[i][0]) && g_ascii_isdigit (words[i][1]);
  discs = ft_fc_bits_count (ft_fc_board_discs (&line->board, FT_FC_RED)) +
          ft_fc_bits_count (ft_fc_board_discs (&line->board, FT_FC_BLUE));
  g_assert_cmpuint (discs, ==, cells);

  ft_piece_board_size (line->board.side, 20, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) w + 1, (int) h + 1);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  ft_piece_draw_board (cr, 0, 0, 20, "DejaVu Sans", &line->board, line->last);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpuint (ink (surface), >, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_games (void)
{
  static const FtPrSkillId skills[] = {
    FT_PR_SKILL_DICE, FT_PR_SKILL_DICE_RULES, FT_PR_SKILL_FLIPBITS, FT_PR_SKILL_HILO,
    FT_PR_SKILL_HILO_COUNT, FT_PR_SKILL_FLIPCHAIN, FT_PR_SKILL_FLIPCHAIN_LOOPS,
    FT_PR_SKILL_PRECEDENCE, FT_PR_SKILL_EVALUATE, FT_PR_SKILL_VALID,
  };

  for (guint s = 0; s < G_N_ELEMENTS (skills); s++)
    for (guint level = 1; level <= FT_PR_MAX_LEVEL; level++)
      for (guint64 seed = 1; seed <= 15; seed++)
        {
          FtPrExercise *ex = ft_pr_exercise_new (skills[s], level, seed);
          g_autoptr(GPtrArray) lines = ft_pieces_of_exercise (ex);

          g_assert_cmpuint (lines->len, >, 0);
          switch (skills[s])
            {
            case FT_PR_SKILL_DICE:
              if (ex->position != NULL)
                {
                  /* "A:3,5* B:1 M:4,2 turn=B": a die a digit after : or , */
                  guint dice = 0;

                  for (const char *p = ex->position; *p; p++)
                    dice += (*p == ':' || *p == ',') && g_ascii_isdigit (p[1]);
                  g_assert_cmpuint (count_pieces (lines, FT_PIECE_DIE), ==, dice);
                }
              break;
            case FT_PR_SKILL_DICE_RULES:
              g_assert_cmpuint (count_pieces (lines, FT_PIECE_DIE), >, 0);
              break;
            case FT_PR_SKILL_FLIPBITS:
              /* MEMORY and GOAL as bits; the HEX card and each of the hand. */
              g_assert_cmpuint (count_pieces (lines, FT_PIECE_BITS), ==, 2);
              {
                g_auto(GStrv) hand = g_strsplit (strstr (ex->question, "HAND ") + 5, " ", -1);

                g_assert_cmpuint (count_pieces (lines, FT_PIECE_CARD), ==, 1 + g_strv_length (hand));
              }
              break;
            case FT_PR_SKILL_HILO:
            case FT_PR_SKILL_HILO_COUNT:
              g_assert_cmpuint (count_pieces (lines, FT_PIECE_CARD), ==, count_numbers (ex->question, NULL));
              break;
            case FT_PR_SKILL_FLIPCHAIN:
            case FT_PR_SKILL_FLIPCHAIN_LOOPS:
              g_assert_cmpuint (lines->len, ==, 1);
              check_board (ex, g_ptr_array_index (lines, 0));
              break;
            default:
              {
                FtPieceLine *line = g_ptr_array_index (lines, 0);
                g_autofree char *tiles = ft_eq_tiles_to_string (ex->tiles, ex->n_tiles);
                GString *drawn = g_string_new (NULL);

                GString *spaceless = g_string_new (NULL);

                g_assert_cmpuint (count_pieces (lines, FT_PIECE_TILE), ==, ex->n_tiles);
                for (guint k = 0; k < line->pieces->len; k++)
                  g_string_append (drawn, g_array_index (line->pieces, FtPiece, k).middle);
                /* The tiles in order: the line's text without its spaces. */
                for (const char *p = tiles; *p; p++)
                  if (*p != ' ')
                    g_string_append_c (spaceless, *p);
                g_assert_cmpstr (drawn->str, ==, spaceless->str);
                g_string_free (drawn, TRUE);
                g_string_free (spaceless, TRUE);
              }
            }
          ft_pr_exercise_free (ex);
        }
}

/* The bit skills have no pieces: the worksheet sets their bits out in
 * columns itself. */
static void
test_bits (void)
{
  for (FtPrSkillId skill = FT_PR_SKILL_OR; skill <= FT_PR_SKILL_SHIFTS; skill++)
    {
      FtPrExercise *ex = ft_pr_exercise_new (skill, 2, 1);
      g_autoptr(GPtrArray) lines = ft_pieces_of_exercise (ex);

      g_assert_cmpuint (lines->len, ==, 0);
      ft_pr_exercise_free (ex);
    }
}

/* A die draws its pips: a six has more ink than a one, a locked die its
 * padlock. */
static void
test_die (void)
{
  guint inked[2][7] = { { 0 } };

  for (guint locked = 0; locked < 2; locked++)
    for (guint face = 1; face <= 6; face++)
      {
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 40);
        cairo_t *cr = cairo_create (surface);

        cairo_set_source_rgb (cr, 1, 1, 1);
        cairo_paint (cr);
        ft_piece_draw_die (cr, 2, 2, 36, face, locked);
        inked[locked][face] = ink (surface);
        cairo_destroy (cr);
        cairo_surface_destroy (surface);
      }
  for (guint face = 2; face <= 6; face++)
    {
      g_assert_cmpuint (inked[0][face], >, inked[0][face - 1]);
      g_assert_cmpuint (inked[1][face], >, inked[0][face]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pieces/games", test_games);
  g_test_add_func ("/pieces/bits", test_bits);
  g_test_add_func ("/pieces/die", test_die);
  return g_test_run ();
}
