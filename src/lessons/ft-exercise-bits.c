/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-bit-row.h"
#include "ft-exercise-view.h"
#include "ft-lesson-pieces.h"

/*
 * A bits exercise: a row of bits to set, under the operation's operands
 * when the exercise has one (MEMORY, the card, = RESULT).
 */

#define FT_TYPE_EXERCISE_BITS_VIEW (ft_exercise_bits_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseBitsView, ft_exercise_bits_view, FT, EXERCISE_BITS_VIEW, GtkBox)

struct _FtExerciseBitsView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GtkWidget              *row;
};

static void ft_exercise_bits_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseBitsView, ft_exercise_bits_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_bits_view_iface_init))

static gboolean
ft_exercise_bits_view_check (FtExerciseView  *view,
                             char           **feedback,
                             gboolean        *answered)
{
  FtExerciseBitsView *self = FT_EXERCISE_BITS_VIEW (view);

  return ft_lesson_exercise_check_bits (self->exercise, ft_bit_row_get_value (FT_BIT_ROW (self->row)),
                                        feedback);
}

/* The first (leftmost) bit, so that the digits typed fill the row from
 * the left; a new try starts there too. */
static gboolean
ft_exercise_bits_view_focus_answer (FtExerciseView *view)
{
  FtBitRow *row = FT_BIT_ROW (FT_EXERCISE_BITS_VIEW (view)->row);

  ft_bit_row_focus_bit (row, ft_bit_row_get_width (row) - 1);
  return TRUE;
}

static void
ft_exercise_bits_view_retry (FtExerciseView *view)
{
  ft_exercise_bits_view_focus_answer (view);
}

static void
ft_exercise_bits_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_bits_view_check;
  iface->focus_answer = ft_exercise_bits_view_focus_answer;
  iface->retry = ft_exercise_bits_view_retry;
}

static void
ft_exercise_bits_view_class_init (FtExerciseBitsViewClass *klass)
{
}

static void
ft_exercise_bits_view_init (FtExerciseBitsView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
}

GtkWidget *
ft_exercise_bits_view_new (const FtLessonExercise *ex,
                           gboolean                presentation)
{
  FtExerciseBitsView *self = g_object_new (FT_TYPE_EXERCISE_BITS_VIEW, NULL);
  GtkWidget *box = GTK_WIDGET (self);

  self->exercise = ex;
  if (ex->has_op)
    {
      ft_lesson_append_operands (box, ex->op, ex->a, ex->b, !presentation);
      gtk_box_append (GTK_BOX (box), ft_lesson_equals_sign ());
    }
  self->row = ft_bit_row_new (_("your answer"), ex->width, TRUE);
  ft_bit_row_set_show_places (FT_BIT_ROW (self->row), ex->show_places);
  g_signal_connect_object (self->row, "submit", G_CALLBACK (ft_exercise_view_submit), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box),
                  ex->has_op ? ft_lesson_captioned_row (_("RESULT"), self->row, !presentation)
                             : self->row);
  ft_exercise_view_add_key_help (FT_EXERCISE_VIEW (self),
                                 _("Space or a click flips a bit; 0 and 1 set it; Return checks."));
  return box;
}
