/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "dice/dice-pos.h"
#include "equation/equation-tile.h"
#include "flipbits/flipbits-deck.h"
#include "ft-pieces.h"
#include "hilo/hilo-state.h"
#include "practice/practice-skill.h"

/*
 * Each family reads its question as the practice page's views do
 * (src/app/ft-practice-*-view.c) and says the same headings, so a learner
 * finds on paper the pieces they know from the screen.
 */

static void
piece_clear (gpointer data)
{
  FtPiece *piece = data;

  g_free (piece->top);
  g_free (piece->middle);
  g_free (piece->bottom);
}

static void
line_free (gpointer data)
{
  FtPieceLine *line = data;

  g_free (line->heading);
  g_array_unref (line->pieces);
  g_free (line);
}

static FtPieceLine *
line_new (GPtrArray  *lines,
          const char *heading)
{
  FtPieceLine *line = g_new0 (FtPieceLine, 1);

  line->heading = g_strdup (heading);
  line->pieces = g_array_new (FALSE, TRUE, sizeof (FtPiece));
  g_array_set_clear_func (line->pieces, piece_clear);
  line->last = FT_FC_NO_CELL;
  g_ptr_array_add (lines, line);
  return line;
}

static void
add (FtPieceLine *line,
     FtPieceKind  kind,
     const char  *top,
     const char  *middle,
     const char  *bottom)
{
  FtPiece piece = { kind, 0, FALSE, g_strdup (top), g_strdup (middle), g_strdup (bottom) };

  g_array_append_val (line->pieces, piece);
}

static void
add_die (FtPieceLine *line,
         guint8       die)
{
  FtPiece piece = { FT_PIECE_DIE, FT_DICE_FACE (die), (die & FT_DICE_LOCKED) != 0 };

  g_array_append_val (line->pieces, piece);
}

/* --- FLIP's dice --------------------------------------------------------- */

static void
dice (GPtrArray          *lines,
      const FtPrExercise *ex)
{
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  FtDicePos pos;

  if (ex->skill == FT_PR_SKILL_DICE && ex->position != NULL &&
      ft_dice_pos_from_string (&pos, ex->position, NULL))
    {
      guint me = pos.turn, them = 1 - pos.turn;
      FtPieceLine *line = line_new (lines, _("Your dice"));

      for (guint i = 0; i < pos.n_hand[me]; i++)
        add_die (line, pos.hand[me][i]);
      line = line_new (lines, _("The other side's dice"));
      for (guint i = 0; i < pos.n_hand[them]; i++)
        add_die (line, pos.hand[them][i]);
      if (pos.n_middle > 0)
        {
          line = line_new (lines, _("The middle"));
          for (guint i = 0; i < pos.n_middle; i++)
            add_die (line, pos.middle[i]);
        }
    }
  else if (g_str_equal (words[0], "FLIP") && words[1] != NULL)
    add_die (line_new (lines, _("The die")), (guint8) atoi (words[1]));
  else if (g_str_equal (words[0], "CHANGE") && words[1] != NULL && words[2] != NULL)
    {
      FtPieceLine *line = line_new (lines, _("The middle"));

      for (guint i = 3; words[i] != NULL; i++)
        add_die (line, (guint8) atoi (words[i]));
    }
}

/* --- FLIP BITS ------------------------------------------------------------ */

static void
flipbits (GPtrArray          *lines,
          const FtPrExercise *ex)
{
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  FtPieceLine *hand = NULL;
  gboolean in_hand = FALSE;
  guint n_cards = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *next = words[i + 1];

      if ((g_str_equal (words[i], "MEMORY") || g_str_equal (words[i], "GOAL")) && next != NULL)
        {
          add (line_new (lines, g_str_equal (words[i], "MEMORY") ? _("Memory") : _("Goal")),
               FT_PIECE_BITS, NULL, next, NULL);
          i++;
        }
      else if (g_str_equal (words[i], "HEX") && next != NULL && g_ascii_isxdigit (next[0]))
        {
          char bits[FT_FB_BITS + 1], digit[2] = { g_ascii_toupper (next[0]), 0 };

          ft_fb_bits_format ((guint8) g_ascii_xdigit_value (next[0]), bits);
          hand = line_new (lines, _("Your HEX card and your hand"));
          add (hand, FT_PIECE_CARD, "HEX", digit, bits);
          i++;
        }
      else if (g_str_equal (words[i], "HAND"))
        {
          in_hand = TRUE;
          if (hand == NULL)
            hand = line_new (lines, _("Your hand"));
        }
      else if (in_hand)
        {
          FtFbCard card;

          if (ft_fb_card_parse (words[i], &card))
            {
              g_autofree char *key = g_strdup_printf ("%u", ++n_cards);
              g_autofree char *detail = ft_fb_card_detail (&card);

              add (hand, FT_PIECE_CARD, key, ft_fb_op_name (card.op), detail);
            }
        }
    }
}

/* --- Hi Lo Flip ----------------------------------------------------------- */

static void
hilo_card (FtPieceLine *line,
           guint        number)
{
  g_autofree char *text = g_strdup_printf ("%u", number);

  add (line, FT_PIECE_CARD, NULL, text, ft_hilo_card_badge (number));
}

static void
hilo (GPtrArray          *lines,
      const FtPrExercise *ex)
{
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  FtPieceLine *line = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if ((g_str_equal (w, "TOP") || g_str_equal (w, "HI") || g_str_equal (w, "LO") ||
           g_str_equal (w, "THAN")) && words[i + 1] != NULL && g_ascii_isdigit (words[i + 1][0]))
        {
          line = NULL;
          hilo_card (line_new (lines, _("The pile")), atoi (words[++i]));
        }
      else if (g_str_equal (w, "HAND"))
        line = line_new (lines, _("Your hand"));
      else if (g_str_equal (w, "SEEN"))
        line = line_new (lines, _("Cards already played"));
      else if (g_str_equal (w, "PILE"))
        line = line_new (lines, _("The pile, from the bottom"));
      else if (line != NULL && g_ascii_isdigit (w[0]))
        hilo_card (line, atoi (w));
    }
}

/* --- Flipchain and the equations ----------------------------------------- */

static void
flipchain (GPtrArray          *lines,
           const FtPrExercise *ex)
{
  FtPieceLine *line = line_new (lines, _("The board"));

  line->has_board = TRUE;
  if (ex->skill == FT_PR_SKILL_FLIPCHAIN_LOOPS)
    {
      g_auto(GStrv) cells = g_strsplit (ex->position ? ex->position : "", " ", -1);

      /* The loops question gives Red's discs on the smallest board. */
      ft_fc_board_init (&line->board, FT_FC_MIN_SIDE);
      for (guint i = 0; cells[i] != NULL; i++)
        {
          guint cell;

          if (ft_fc_cell_parse (FT_FC_MIN_SIDE, cells[i], &cell))
            ft_fc_board_set (&line->board, cell, FT_FC_RED);
        }
    }
  else if (ex->position != NULL &&
           ft_fc_board_from_string (&line->board, FT_FC_MIN_SIDE, ex->position, NULL))
    line->last = (int) ex->a;
  else
    g_ptr_array_remove (lines, line);
}

static void
tiles (GPtrArray          *lines,
       const FtPrExercise *ex)
{
  FtPieceLine *line = line_new (lines, _("The tiles"));

  for (guint i = 0; i < ex->n_tiles; i++)
    add (line, FT_PIECE_TILE, NULL, ft_eq_tile_symbol (ex->tiles[i]), NULL);
}

/**
 * ft_pieces_of_exercise:
 *
 * Returns: (transfer full): the lines of @ex's pieces (FtPieceLine), empty
 *   for a skill whose pieces are its bits.
 */
GPtrArray *
ft_pieces_of_exercise (const FtPrExercise *ex)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (line_free);

  switch (ex->skill)
    {
    case FT_PR_SKILL_DICE:
    case FT_PR_SKILL_DICE_RULES:
      dice (lines, ex);
      break;
    case FT_PR_SKILL_FLIPBITS:
      flipbits (lines, ex);
      break;
    case FT_PR_SKILL_HILO:
    case FT_PR_SKILL_HILO_COUNT:
      hilo (lines, ex);
      break;
    case FT_PR_SKILL_FLIPCHAIN:
    case FT_PR_SKILL_FLIPCHAIN_LOOPS:
      flipchain (lines, ex);
      break;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
    case FT_PR_SKILL_VALID:
    case FT_PR_SKILL_SCRABBLE_VALID:
      if (ex->n_tiles > 0)
        tiles (lines, ex);
      break;
    default:
      break;
    }
  return lines;
}
