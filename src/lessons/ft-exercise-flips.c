/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-exercise-view.h"
#include "ft-lesson-pieces.h"
#include "ft-flipchain-board.h"
#include "ft-widgets.h"

/*
 * Flipchain's "which discs flip?": the position on the game's own board,
 * the cell the disc goes on marked as the last move.  The learner
 * activates each disc that flips to mark it (activated again, unmarked);
 * Check compares the marked discs with the ones the rules flip.  The board
 * shows no preview of the flips and no legal cells: that would be the
 * answer.
 */

#define FT_TYPE_EXERCISE_FLIPS_VIEW (ft_exercise_flips_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseFlipsView, ft_exercise_flips_view, FT, EXERCISE_FLIPS_VIEW, GtkBox)

struct _FtExerciseFlipsView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GtkWidget              *board;
  GtkWidget              *frame;
  GtkWidget              *count;
  FtFcBits                marked;
};

static void ft_exercise_flips_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseFlipsView, ft_exercise_flips_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_flips_view_iface_init))

static gboolean
ft_exercise_flips_view_check (FtExerciseView  *view,
                              char           **feedback,
                              gboolean        *answered)
{
  FtExerciseFlipsView *self = FT_EXERCISE_FLIPS_VIEW (view);

  if (ft_fc_bits_empty (&self->marked) && !ft_fc_bits_empty (&self->exercise->flips))
    {
      /* Nothing marked is no answer: said, not counted. */
      *answered = FALSE;
      *feedback = g_strdup (_("Mark the discs that flip first: move to each one and press Return or Space."));
      return FALSE;
    }
  return ft_lesson_exercise_check_flips (self->exercise, &self->marked, feedback);
}

/* The cell the disc goes on, so that the learner starts from there. */
static gboolean
ft_exercise_flips_view_focus_answer (FtExerciseView *view)
{
  FtExerciseFlipsView *self = FT_EXERCISE_FLIPS_VIEW (view);

  return ft_flipchain_board_focus_cell (FT_FLIPCHAIN_BOARD (self->board), (gint) self->exercise->cell);
}

static void
ft_exercise_flips_view_set_presentation (FtExerciseView *view,
                                         gboolean        presentation)
{
  ft_lesson_board_frame_set_presentation (FT_EXERCISE_FLIPS_VIEW (view)->frame, presentation);
}

/* A new try starts where the first did. */
static void
ft_exercise_flips_view_retry (FtExerciseView *view)
{
  ft_exercise_flips_view_focus_answer (view);
}

static void
ft_exercise_flips_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_flips_view_check;
  iface->focus_answer = ft_exercise_flips_view_focus_answer;
  iface->retry = ft_exercise_flips_view_retry;
  iface->set_presentation = ft_exercise_flips_view_set_presentation;
}

static void
update_count (FtExerciseFlipsView *self)
{
  guint n = ft_fc_bits_count (&self->marked);
  g_autofree char *text = NULL;

  if (n == 0)
    text = g_strdup (_("No disc marked yet."));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u disc marked", "%u discs marked", n), n);
  gtk_label_set_text (GTK_LABEL (self->count), text);
}

static void
cell_activated_cb (FtExerciseFlipsView *self,
                   guint                cell)
{
  const FtFcBoard *position = &self->exercise->board->flipchain;
  g_autofree char *name = ft_fc_cell_name (position->side, cell);
  g_autofree char *said = NULL;
  guint n;

  if (ft_fc_board_get (position, cell) == FT_FC_EMPTY)
    {
      /* Translators: %s is a cell, "d3" */
      said = g_strdup_printf (_("%s is empty: mark the discs that flip."), name);
      ft_announce (GTK_WIDGET (self), said);
      return;
    }
  if (ft_fc_bits_has (&self->marked, cell))
    ft_fc_bits_remove (&self->marked, cell);
  else
    ft_fc_bits_add (&self->marked, cell);
  ft_flipchain_board_set_highlight (FT_FLIPCHAIN_BOARD (self->board), &self->marked);
  update_count (self);
  n = ft_fc_bits_count (&self->marked);
  said = g_strdup_printf (ft_fc_bits_has (&self->marked, cell)
                          /* Translators: "d3 marked; 2 discs marked" */
                          ? g_dngettext (GETTEXT_PACKAGE, "%s marked; %u disc marked", "%s marked; %u discs marked", n)
                          : g_dngettext (GETTEXT_PACKAGE, "%s unmarked; %u disc marked", "%s unmarked; %u discs marked", n),
                          name, n);
  ft_exercise_view_edited (FT_EXERCISE_VIEW (self));
  ft_announce (GTK_WIDGET (self), said);
}

static void
ft_exercise_flips_view_class_init (FtExerciseFlipsViewClass *klass)
{
}

static void
ft_exercise_flips_view_init (FtExerciseFlipsView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
}

GtkWidget *
ft_exercise_flips_view_new (const FtLessonExercise *ex,
                            gboolean                presentation)
{
  FtExerciseFlipsView *self = g_object_new (FT_TYPE_EXERCISE_FLIPS_VIEW, NULL);
  FtFlipchainBoard *board;

  self->exercise = ex;
  self->board = ft_flipchain_board_new ();
  board = FT_FLIPCHAIN_BOARD (self->board);
  ft_flipchain_board_set_position (board, &ex->board->flipchain, FT_FC_EMPTY);
  ft_flipchain_board_set_playable (board, TRUE);
  ft_flipchain_board_set_last_move (board, (gint) ex->cell, NULL);
  gtk_widget_set_halign (self->board, GTK_ALIGN_CENTER);
  g_signal_connect_object (self->board, "cell-activated", G_CALLBACK (cell_activated_cb), self,
                           G_CONNECT_SWAPPED);
  self->frame = ft_lesson_board_frame (self->board);
  ft_lesson_board_frame_set_presentation (self->frame, presentation);
  gtk_box_append (GTK_BOX (self), self->frame);
  self->count = ft_wrapped_label_new (NULL, "dim-label");
  update_count (self);
  gtk_box_append (GTK_BOX (self), self->count);
  ft_exercise_view_add_key_help (FT_EXERCISE_VIEW (self),
                                 _("The arrows move between cells; Return or Space marks a disc that flips, "
                                   "or unmarks it; Tab goes on to Check."));
  return GTK_WIDGET (self);
}
