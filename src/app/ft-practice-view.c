/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

G_DEFINE_INTERFACE (FtPracticeView, ft_practice_view, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_practice_view_default_init (FtPracticeViewInterface *iface)
{
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

char *
ft_practice_view_get_answer (FtPracticeView *self)
{
  g_return_val_if_fail (FT_IS_PRACTICE_VIEW (self), NULL);
  return FT_PRACTICE_VIEW_GET_IFACE (self)->get_answer (self);
}

void
ft_practice_view_show_typed (FtPracticeView *self,
                             const char     *text)
{
  FtPracticeViewInterface *iface;

  g_return_if_fail (FT_IS_PRACTICE_VIEW (self));
  iface = FT_PRACTICE_VIEW_GET_IFACE (self);
  if (iface->show_typed != NULL)
    iface->show_typed (self, text);
}

gboolean
ft_practice_view_takes_typing (FtPracticeView *self)
{
  FtPracticeViewInterface *iface;

  g_return_val_if_fail (FT_IS_PRACTICE_VIEW (self), TRUE);
  iface = FT_PRACTICE_VIEW_GET_IFACE (self);
  return iface->takes_typing == NULL || iface->takes_typing (self);
}

void
ft_practice_view_show_helper (FtPracticeView *self,
                              gboolean        shown)
{
  FtPracticeViewInterface *iface;

  g_return_if_fail (FT_IS_PRACTICE_VIEW (self));
  iface = FT_PRACTICE_VIEW_GET_IFACE (self);
  if (iface->show_helper != NULL)
    iface->show_helper (self, shown);
}

void
ft_practice_view_changed (FtPracticeView *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ft_practice_view_submit (FtPracticeView *self)
{
  g_signal_emit (self, signals[SUBMIT], 0);
}

/* The view for an exercise's skill: the pieces of the game it comes from. */
GtkWidget *
ft_practice_view_new (const FtPrExercise *ex)
{
  g_return_val_if_fail (ex != NULL, NULL);

  switch (ex->skill)
    {
    case FT_PR_SKILL_DICE:
    case FT_PR_SKILL_DICE_RULES:
      return ft_practice_dice_view_new (ex);
    case FT_PR_SKILL_FLIPBITS:
      return ft_practice_cards_view_new (ex);
    case FT_PR_SKILL_HILO:
    case FT_PR_SKILL_HILO_COUNT:
      return ft_practice_hilo_view_new (ex);
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
    case FT_PR_SKILL_VALID:
    case FT_PR_SKILL_SCRABBLE_VALID:
      return ft_practice_tiles_view_new (ex);
    case FT_PR_SKILL_FLIPCHAIN:
    case FT_PR_SKILL_FLIPCHAIN_LOOPS:
      return ft_practice_board_view_new (ex);
    default:
      return ft_practice_bits_view_new (ex);
    }
}

/* --- Shared pieces ------------------------------------------------------- */

static void
choice_clicked_cb (GtkButton        *button,
                   FtPracticePieces *pieces)
{
  ft_practice_pieces_set_answer (pieces, g_object_get_data (G_OBJECT (button), "ft-answer"), TRUE);
}

/* Answer buttons: each gives its answer (static strings) and submits it.
 * @labels are translated. */
GtkWidget *
ft_practice_choices_new (FtPracticePieces   *pieces,
                         const char * const *labels,
                         const char * const *answers)
{
  GtkWidget *box = ft_wrap_box_new (12, 12);

  ft_wrap_box_set_compact (FT_WRAP_BOX (box), TRUE);
  for (guint i = 0; labels[i] != NULL; i++)
    {
      GtkWidget *button = gtk_button_new_with_label (labels[i]);

      gtk_widget_add_css_class (button, "pill");
      ft_widget_set_name (button, labels[i]);
      g_object_set_data (G_OBJECT (button), "ft-answer", (gpointer) answers[i]);
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), pieces, 0);
      ft_wrap_box_append (FT_WRAP_BOX (box), button);
      ft_practice_pieces_set_first (pieces, button);
    }
  gtk_box_append (GTK_BOX (ft_practice_pieces_get_box (pieces)), box);
  return box;
}

/* A line of pieces (dice, cards) under its heading, wrapping on a narrow
 * window; the heading names the line for a screen reader too.  It goes
 * into @section (ft_practice_section_new()), or with NULL under what the
 * view holds. */
GtkWidget *
ft_practice_line_new_in (FtPracticePieces *pieces,
                         GtkWidget        *section,
                         const char       *heading)
{
  GtkWidget *box = section != NULL ? section : ft_practice_pieces_get_box (pieces);
  GtkWidget *line = ft_wrap_box_new (6, 6);

  gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (heading, "heading"));
  /* Alone, it breaks its line sooner rather than widen the page; beside
   * other sections it asks for its whole width, which the row gives it
   * on a wide window. */
  ft_wrap_box_set_compact (FT_WRAP_BOX (line), section == NULL);
  ft_widget_set_name (line, heading);
  gtk_box_append (GTK_BOX (box), line);
  return line;
}

GtkWidget *
ft_practice_line_new (FtPracticePieces *pieces,
                      const char       *heading)
{
  return ft_practice_line_new_in (pieces, NULL, heading);
}

static void
row_narrow_cb (GtkWidget *row,
               gboolean   narrow)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (row), narrow ? GTK_ORIENTATION_VERTICAL
                                                               : GTK_ORIENTATION_HORIZONTAL);
}

/* A row of sections side by side on a wide window (a Hi Lo pile beside
 * the hand and the chips, FLIP BITS's memory beside its hand), so that a
 * projector's 720 px hold them; one under the other on a narrow one. */
GtkWidget *
ft_practice_row_new (FtPracticePieces *pieces)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_box_append (GTK_BOX (ft_practice_pieces_get_box (pieces)), row);
  ft_widget_follow_width (row, 900, row_narrow_cb);
  return row;
}

/* A column of the row, for lines and pieces. */
GtkWidget *
ft_practice_section_new (GtkWidget *row)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_margin_end (section, 24);
  gtk_box_append (GTK_BOX (row), section);
  return section;
}

/* A piece on a line; the first that takes the focus is the view's first. */
void
ft_practice_line_add (FtPracticePieces *pieces,
                      GtkWidget        *line,
                      GtkWidget        *piece)
{
  ft_wrap_box_append (FT_WRAP_BOX (line), piece);
  if (gtk_widget_get_focusable (piece))
    ft_practice_pieces_set_first (pieces, piece);
}

/* A word of bits (the question's notation) as a number, read as the
 * engine reads an answer; 0 when it is not one. */
guint
ft_practice_parse_bits (const char *word)
{
  guint64 v = 0;

  return ft_pr_parse_binary (word, &v, NULL) ? (guint) v : 0;
}
