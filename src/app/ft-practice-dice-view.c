/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "dice/dice-pos.h"
#include "ft-dice-die.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "ft-wrap-layout.h"

/*
 * FLIP's dice as the game draws them.  A position (the "dice" skill) shows
 * your dice, the other side's and the middle; the learner activates a die
 * and then "Flip this die" (one of theirs) or "Trash this die" (one of the
 * other side's).  A rules question shows the die or the middle it is
 * about: which face a flip shows is answered by activating one of six
 * dice, how much change by typing the number.
 */

typedef struct
{
  FtPracticePieces *pieces;
  GtkWidget        *chosen;  /* the die activated, or NULL */
  GtkWidget        *flip;
  GtkWidget        *trash;
} Position;

static void
die_clicked_cb (GtkWidget *die,
                Position  *p)
{
  FtDiceSide side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "ft-side")) - 1;
  gboolean locked = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "ft-locked"));

  if (p->chosen != NULL)
    gtk_widget_remove_css_class (p->chosen, "chosen");
  p->chosen = die;
  gtk_widget_add_css_class (die, "chosen");
  gtk_widget_set_sensitive (p->flip, side == FT_DICE_SIDE_MINE && !locked);
  gtk_widget_set_sensitive (p->trash, side == FT_DICE_SIDE_THEIRS);
  /* Focus goes to the button that can act on it. */
  if (gtk_widget_get_sensitive (p->flip))
    gtk_widget_grab_focus (p->flip);
  else if (gtk_widget_get_sensitive (p->trash))
    gtk_widget_grab_focus (p->trash);
}

static void
act_clicked_cb (GtkWidget *button,
                Position  *p)
{
  g_autofree char *answer = NULL;
  guint face, locked;

  if (p->chosen == NULL)
    return;
  face = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (p->chosen), "ft-face"));
  locked = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (p->chosen), "ft-locked"));
  answer = button == p->flip ? g_strdup_printf ("flip %u", face)
                             : g_strdup_printf ("trash %u%s", face, locked ? "*" : "");
  ft_practice_pieces_set_answer (p->pieces, answer, TRUE);
}

static GtkWidget *
position_die (Position  *p,
              FtDiceSide side,
              guint      number,
              guint8     die)
{
  gboolean locked = (die & FT_DICE_LOCKED) != 0;
  GtkWidget *button = ft_dice_die_button_new (side, number, FT_DICE_FACE (die), locked, FALSE);

  g_object_set_data (G_OBJECT (button), "ft-face", GUINT_TO_POINTER (FT_DICE_FACE (die)));
  g_object_set_data (G_OBJECT (button), "ft-locked", GUINT_TO_POINTER (locked));
  if (side == FT_DICE_SIDE_MIDDLE)
    gtk_widget_set_sensitive (button, FALSE);
  else
    g_signal_connect (button, "clicked", G_CALLBACK (die_clicked_cb), p);
  return button;
}

static void
build_position (FtPracticePieces *pieces,
                const FtDicePos  *pos)
{
  Position *p = g_new0 (Position, 1);
  guint me = pos->turn, them = 1 - pos->turn;
  GtkWidget *box = ft_practice_pieces_get_box (pieces);
  GtkWidget *line, *row;

  p->pieces = pieces;
  g_object_set_data_full (G_OBJECT (pieces), "ft-position", p, g_free);
  line = ft_practice_line_new (pieces, _("Your dice"));
  for (guint i = 0; i < pos->n_hand[me]; i++)
    ft_practice_line_add (pieces, line, position_die (p, FT_DICE_SIDE_MINE, i, pos->hand[me][i]));
  line = ft_practice_line_new (pieces, _("The other side's dice"));
  for (guint i = 0; i < pos->n_hand[them]; i++)
    ft_practice_line_add (pieces, line, position_die (p, FT_DICE_SIDE_THEIRS, i, pos->hand[them][i]));
  if (pos->n_middle > 0)
    {
      line = ft_practice_line_new (pieces, _("The middle"));
      for (guint i = 0; i < pos->n_middle; i++)
        ft_practice_line_add (pieces, line, position_die (p, FT_DICE_SIDE_MIDDLE, i, pos->middle[i]));
    }
  else
    gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (_("The middle is empty."), "dim-label"));

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (row, "ft-wrap");
  p->flip = gtk_button_new_with_label (_("Flip this die"));
  p->trash = gtk_button_new_with_label (_("Trash this die"));
  ft_widget_set_name (p->flip, _("Flip the chosen die"));
  ft_widget_set_name (p->trash, _("Trash the chosen die"));
  gtk_widget_add_css_class (p->flip, "pill");
  gtk_widget_add_css_class (p->trash, "pill");
  gtk_widget_set_sensitive (p->flip, FALSE);
  gtk_widget_set_sensitive (p->trash, FALSE);
  g_signal_connect (p->flip, "clicked", G_CALLBACK (act_clicked_cb), p);
  g_signal_connect (p->trash, "clicked", G_CALLBACK (act_clicked_cb), p);
  gtk_box_append (GTK_BOX (row), p->flip);
  gtk_box_append (GTK_BOX (row), p->trash);
  /* The two buttons wrap on a phone's 360 px. */
  ft_wrap_layout_apply (row);
  gtk_box_append (GTK_BOX (box), row);
}

/* A die to read: one focus stop that names itself. */
static GtkWidget *
shown_die (guint       face,
           const char *name)
{
  GtkWidget *die = ft_dice_die_new (face, FALSE);

  ft_widget_set_name (die, name);
  gtk_widget_set_focusable (die, TRUE);
  return die;
}

static void
face_clicked_cb (GtkWidget        *die,
                 FtPracticePieces *pieces)
{
  g_autofree char *answer = g_strdup_printf ("%u", GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "ft-face")));

  ft_practice_pieces_set_answer (pieces, answer, TRUE);
}

static void
build_rules (FtPracticePieces *pieces,
             const char       *question)
{
  g_auto(GStrv) words = g_strsplit (question, " ", -1);
  GtkWidget *line;

  if (g_str_equal (words[0], "FLIP") && words[1] != NULL)
    {
      guint face = atoi (words[1]);
      g_autofree char *name = g_strdup_printf (_("die showing %u"), face);

      line = ft_practice_line_new (pieces, _("The die"));
      ft_practice_line_add (pieces, line, shown_die (face, name));
      line = ft_practice_line_new (pieces, _("The face it shows after the flip"));
      for (guint f = 1; f <= 6; f++)
        {
          GtkWidget *button = gtk_button_new ();
          /* Translators: an answer button, a die showing that face */
          g_autofree char *choice = g_strdup_printf (_("Answer: face %u"), f);

          gtk_button_set_child (GTK_BUTTON (button), ft_dice_die_new (f, FALSE));
          gtk_widget_add_css_class (button, "ft-die");
          ft_widget_set_name (button, choice);
          g_object_set_data (G_OBJECT (button), "ft-face", GUINT_TO_POINTER (f));
          g_signal_connect_object (button, "clicked", G_CALLBACK (face_clicked_cb), pieces, 0);
          ft_practice_line_add (pieces, line, button);
        }
    }
  else if (g_str_equal (words[0], "CHANGE") && words[1] != NULL && words[2] != NULL)
    {
      /* The middle with the trashed die first; the learner types the total. */
      line = ft_practice_line_new (pieces, _("The middle"));
      for (guint i = 3; words[i] != NULL; i++)
        {
          guint face = atoi (words[i]);
          g_autofree char *name = i == 3 ? g_strdup_printf (_("middle die %u: %u, the one just trashed"), i - 2, face)
                                         : g_strdup_printf (_("middle die %u: %u"), i - 2, face);

          ft_practice_line_add (pieces, line, shown_die (face, name));
        }
    }
}

GtkWidget *
ft_practice_dice_view_new (const FtPrExercise *ex)
{
  FtDicePos pos;

  /* A position with change to take is answered by typing (the sentence
   * says how). */
  if (ex->skill == FT_PR_SKILL_DICE && ex->position != NULL &&
      ft_dice_pos_from_string (&pos, ex->position, NULL) && pos.change == 0)
    {
      FtPracticePieces *pieces = ft_practice_pieces_new (FALSE);

      build_position (pieces, &pos);
      return GTK_WIDGET (pieces);
    }
  else
    {
      FtPracticePieces *pieces = ft_practice_pieces_new (TRUE);

      if (ex->skill == FT_PR_SKILL_DICE_RULES)
        build_rules (pieces, ex->question);
      return GTK_WIDGET (pieces);
    }
}
