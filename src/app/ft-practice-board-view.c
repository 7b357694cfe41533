/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "flipchain/flipchain-board.h"
#include "ft-announce.h"
#include "ft-flipchain-board.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"

/*
 * Flipchain: the position on the game's own board, with its coordinates.
 * How many discs a placement flips is counted on the board: each disc the
 * learner activates is marked (activated again, unmarked), and the count
 * of marked discs is the answer, which the field shows and Check checks;
 * the count can be typed too.  Whether discs make a loop is answered with
 * Yes and No.
 */

typedef struct
{
  FtPracticePieces *pieces;
  GtkWidget        *board;
  GtkWidget        *count;
  FtFcBoard         position;
  FtFcBits          marked;
  gint              played;
} Counting;

static void
cell_activated_cb (GtkWidget *board,
                   guint      cell,
                   Counting  *c)
{
  g_autofree char *name = ft_fc_cell_name (c->position.side, cell);
  g_autofree char *text = NULL, *said = NULL, *answer = NULL;
  guint n;

  if (ft_fc_board_get (&c->position, cell) == FT_FC_EMPTY)
    {
      /* Translators: %s is a cell, "d3" */
      said = g_strdup_printf (_("%s is empty: mark the discs that flip."), name);
      ft_announce (board, said);
      return;
    }
  if (ft_fc_bits_has (&c->marked, cell))
    ft_fc_bits_remove (&c->marked, cell);
  else
    ft_fc_bits_add (&c->marked, cell);
  ft_flipchain_board_set_highlight (FT_FLIPCHAIN_BOARD (board), &c->marked);
  n = ft_fc_bits_count (&c->marked);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u disc marked", "%u discs marked", n), n);
  gtk_label_set_text (GTK_LABEL (c->count), text);
  /* Translators: "d3 marked; 2 discs marked" */
  said = g_strdup_printf (ft_fc_bits_has (&c->marked, cell) ? _("%s marked; %s") : _("%s unmarked; %s"), name, text);
  ft_announce (board, said);
  answer = g_strdup_printf ("%u", n);
  ft_practice_pieces_set_answer (c->pieces, answer, FALSE);
}

static GtkWidget *
board_new (FtPracticePieces *pieces,
           const FtFcBoard  *position)
{
  GtkWidget *board = ft_flipchain_board_new ();

  ft_flipchain_board_set_position (FT_FLIPCHAIN_BOARD (board), position, FT_FC_EMPTY);
  gtk_widget_set_halign (board, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (ft_practice_pieces_get_box (pieces)), board);
  ft_practice_pieces_set_first (pieces, board);
  return board;
}

GtkWidget *
ft_practice_board_view_new (const FtPrExercise *ex)
{
  gboolean yes_no = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_YES_NO;
  FtPracticePieces *pieces = ft_practice_pieces_new (!yes_no);
  FtFcBoard position;

  if (yes_no)
    {
      static const char *answers[] = { "yes", "no", NULL };
      const char *labels[] = { _("Yes, there is a loop"), _("No loop"), NULL };
      g_auto(GStrv) cells = g_strsplit (ex->position ? ex->position : "", " ", -1);

      /* The loops question gives Red's discs on the smallest board. */
      ft_fc_board_init (&position, FT_FC_MIN_SIDE);
      for (guint i = 0; cells[i] != NULL; i++)
        {
          guint cell;

          if (ft_fc_cell_parse (FT_FC_MIN_SIDE, cells[i], &cell))
            ft_fc_board_set (&position, cell, FT_FC_RED);
        }
      board_new (pieces, &position);
      ft_practice_choices_new (pieces, labels, answers);
    }
  else if (ex->position != NULL && ft_fc_board_from_string (&position, FT_FC_MIN_SIDE, ex->position, NULL))
    {
      Counting *c = g_new0 (Counting, 1);

      c->pieces = pieces;
      c->position = position;
      c->played = (gint) ex->a;
      g_object_set_data_full (G_OBJECT (pieces), "ft-counting", c, g_free);
      c->board = board_new (pieces, &position);
      ft_flipchain_board_set_playable (FT_FLIPCHAIN_BOARD (c->board), TRUE);
      ft_flipchain_board_set_last_move (FT_FLIPCHAIN_BOARD (c->board), c->played, NULL);
      g_signal_connect (c->board, "cell-activated", G_CALLBACK (cell_activated_cb), c);
      c->count = ft_wrapped_label_new (_("Activate each disc that flips to mark it."), "dim-label");
      gtk_box_append (GTK_BOX (ft_practice_pieces_get_box (pieces)), c->count);
    }
  return GTK_WIDGET (pieces);
}
