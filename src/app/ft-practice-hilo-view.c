/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ft-hilo-card.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * Hi Lo Flip as the game draws it: the pile's top card, the hand and the
 * cards already seen as the game's cards; the call answered with the
 * game's Hi and Lo chips.  A counting question shows the cards it counts
 * from, and the learner types the number.
 */

static GtkWidget *
card (guint       number,
      const char *where,
      gboolean    pile)
{
  GtkWidget *face = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *described = ft_hilo_card_describe (number, 3);
  /* Translators: "the pile's top card: 65", "in your hand: 41: play another card" */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), where, described);

  gtk_box_append (GTK_BOX (face), ft_hilo_card_face_new (number, NULL));
  ft_hilo_card_add_classes (face, number);
  if (pile)
    gtk_widget_add_css_class (face, "pile");
  gtk_widget_add_css_class (face, "card");
  ft_widget_set_name (face, name);
  gtk_widget_set_focusable (face, TRUE);
  return face;
}

static GtkWidget *
chip (FtPracticePieces *pieces,
      const char       *word,
      const char       *css,
      const char       *answer,
      const char       *name)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (word);

  gtk_widget_add_css_class (label, css);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "flat");
  ft_widget_set_name (button, name);
  g_object_set_data (G_OBJECT (button), "ft-answer", (gpointer) answer);
  return button;
}

static void
chip_clicked_cb (GtkWidget        *button,
                 FtPracticePieces *pieces)
{
  ft_practice_pieces_set_answer (pieces, g_object_get_data (G_OBJECT (button), "ft-answer"), TRUE);
}

GtkWidget *
ft_practice_hilo_view_new (const FtPrExercise *ex)
{
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  gboolean call = g_strrstr (ex->question, "HI OR LO") != NULL;
  FtPracticePieces *pieces = ft_practice_pieces_new (!call);
  /* The pile and the call beside the hand and the cards seen. */
  GtkWidget *row = ft_practice_row_new (pieces);
  GtkWidget *pile = ft_practice_section_new (row);
  GtkWidget *cards = ft_practice_section_new (row);
  GtkWidget *line = NULL;
  const char *where = NULL;

  /* The cards take the room the pile and the call leave. */
  gtk_widget_set_hexpand (cards, TRUE);

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if ((g_str_equal (w, "TOP") || g_str_equal (w, "HI") || g_str_equal (w, "LO") ||
           g_str_equal (w, "THAN")) && words[i + 1] != NULL && g_ascii_isdigit (words[i + 1][0]))
        {
          line = ft_practice_line_new_in (pieces, pile, _("The pile"));
          ft_practice_line_add (pieces, line, card (atoi (words[++i]), _("the pile's top card"), TRUE));
        }
      else if (g_str_equal (w, "HAND"))
        {
          line = ft_practice_line_new_in (pieces, cards, _("Your hand"));
          /* A hand early in a game is long: on a projector its cards
           * are drawn a little smaller too (src/style.css). */
          gtk_widget_add_css_class (line, "ft-hilo-practice-hand");
          where = _("in your hand");
        }
      else if (g_str_equal (w, "SEEN"))
        {
          line = ft_practice_line_new_in (pieces, cards, _("Cards already played"));
          /* Cards to count, not to play: smaller, so that a late moment
           * of a game still fits a projector (src/style.css). */
          gtk_widget_add_css_class (line, "ft-hilo-seen");
          where = _("already played");
        }
      else if (g_str_equal (w, "PILE"))
        {
          line = ft_practice_line_new_in (pieces, cards, _("The pile, from the bottom"));
          gtk_widget_add_css_class (line, "ft-hilo-seen");
          where = _("in the pile");
        }
      else if (line != NULL && where != NULL && g_ascii_isdigit (w[0]))
        ft_practice_line_add (pieces, line, card (atoi (w), where, FALSE));
    }

  if (call)
    {
      GtkWidget *chips = ft_practice_line_new_in (pieces, pile, _("Your call"));
      GtkWidget *hi = chip (pieces, _("HI"), "hi", "hi", _("Call Hi: the next card is higher"));
      GtkWidget *lo = chip (pieces, _("LO"), "lo", "lo", _("Call Lo: the next card is lower"));

      /* Beside the cards: the pile, the hand and the call in one row.  The
       * chips ask for no more than one chip's width, so that the pile's
       * column stays as narrow as its card and the cards get the row: on
       * a projector, a line more of cards is what would not fit 720 px. */
      gtk_widget_add_css_class (chips, "ft-hilo-chip");
      ft_wrap_box_set_compact (FT_WRAP_BOX (chips), TRUE);
      ft_practice_line_add (pieces, chips, hi);
      ft_practice_line_add (pieces, chips, lo);
      g_signal_connect_object (hi, "clicked", G_CALLBACK (chip_clicked_cb), pieces, 0);
      g_signal_connect_object (lo, "clicked", G_CALLBACK (chip_clicked_cb), pieces, 0);
    }
  return GTK_WIDGET (pieces);
}
