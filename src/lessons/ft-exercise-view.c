/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-exercise-view.h"
#include "ft-widgets.h"

/*
 * The exercise interface and its factory: one view a kind of exercise.
 * What every view shares (the ::submit signal, the line of keys hidden on
 * a projector) lives here, as plain functions on the interface.
 */

G_DEFINE_INTERFACE (FtExerciseView, ft_exercise_view, GTK_TYPE_WIDGET)

enum {
  SUBMIT,
  EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_exercise_view_default_init (FtExerciseViewInterface *iface)
{
  /**
   * FtExerciseView::submit:
   *
   * The learner asked, from inside the view, to check the answer.
   */
  signals[SUBMIT] =
    g_signal_new ("submit", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * FtExerciseView::edited:
   *
   * The answer changed since it was checked: the feedback on the old one
   * no longer applies.
   */
  signals[EDITED] =
    g_signal_new ("edited", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

GtkWidget *
ft_exercise_view_new (const FtLessonExercise *exercise,
                      gboolean                presentation)
{
  GtkWidget *view;

  g_return_val_if_fail (exercise != NULL, NULL);

  switch (exercise->kind)
    {
    case FT_EXERCISE_BITS:
      view = ft_exercise_bits_view_new (exercise, presentation);
      break;
    case FT_EXERCISE_CHOICE:
      view = ft_exercise_choice_view_new (exercise);
      break;
    case FT_EXERCISE_NUMBER:
      view = ft_exercise_entry_view_new (exercise);
      break;
    case FT_EXERCISE_FIX_EQUATION:
      view = ft_exercise_fix_view_new (exercise);
      break;
    case FT_EXERCISE_FLIPS:
      view = ft_exercise_flips_view_new (exercise, presentation);
      break;
    case FT_EXERCISE_PLACE_TILE:
      view = ft_exercise_tile_view_new (exercise, presentation);
      break;
    case FT_EXERCISE_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
  ft_exercise_view_set_presentation (FT_EXERCISE_VIEW (view), presentation);
  return view;
}

gboolean
ft_exercise_view_check (FtExerciseView  *self,
                        char           **feedback,
                        gboolean        *answered)
{
  gboolean dummy;

  g_return_val_if_fail (FT_IS_EXERCISE_VIEW (self), FALSE);
  g_return_val_if_fail (feedback != NULL && *feedback == NULL, FALSE);

  if (answered == NULL)
    answered = &dummy;
  *answered = TRUE;
  return FT_EXERCISE_VIEW_GET_IFACE (self)->check (self, feedback, answered);
}

gboolean
ft_exercise_view_focus_answer (FtExerciseView *self)
{
  g_return_val_if_fail (FT_IS_EXERCISE_VIEW (self), FALSE);
  return FT_EXERCISE_VIEW_GET_IFACE (self)->focus_answer (self);
}

void
ft_exercise_view_retry (FtExerciseView *self)
{
  FtExerciseViewInterface *iface;

  g_return_if_fail (FT_IS_EXERCISE_VIEW (self));
  iface = FT_EXERCISE_VIEW_GET_IFACE (self);
  if (iface->retry)
    iface->retry (self);
}

void
ft_exercise_view_submit (FtExerciseView *self)
{
  g_return_if_fail (FT_IS_EXERCISE_VIEW (self));
  g_signal_emit (self, signals[SUBMIT], 0);
}

void
ft_exercise_view_edited (FtExerciseView *self)
{
  g_return_if_fail (FT_IS_EXERCISE_VIEW (self));
  g_signal_emit (self, signals[EDITED], 0);
}

void
ft_exercise_view_add_key_help (FtExerciseView *self,
                               const char     *text)
{
  GtkWidget *label = ft_wrapped_label_new (text, "dim-label");

  g_return_if_fail (GTK_IS_BOX (self));

  gtk_widget_add_css_class (label, "ft-key-help");
  gtk_widget_set_visible (label, !ft_exercise_view_get_presentation (self));
  g_object_set_data (G_OBJECT (self), "ft-key-help", label);
  gtk_box_append (GTK_BOX (self), label);
}

void
ft_exercise_view_set_presentation (FtExerciseView *self,
                                   gboolean        presentation)
{
  GtkWidget *key_help;

  g_return_if_fail (FT_IS_EXERCISE_VIEW (self));

  g_object_set_data (G_OBJECT (self), "ft-presentation", GINT_TO_POINTER (presentation));
  key_help = g_object_get_data (G_OBJECT (self), "ft-key-help");
  if (key_help)
    gtk_widget_set_visible (key_help, !presentation);
  if (FT_EXERCISE_VIEW_GET_IFACE (self)->set_presentation)
    FT_EXERCISE_VIEW_GET_IFACE (self)->set_presentation (self, presentation);
}

gboolean
ft_exercise_view_get_presentation (FtExerciseView *self)
{
  g_return_val_if_fail (FT_IS_EXERCISE_VIEW (self), FALSE);
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (self), "ft-presentation"));
}
