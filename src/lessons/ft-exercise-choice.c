/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-exercise-view.h"
#include "ft-widgets.h"

/*
 * A choice exercise: the options as one group of radio buttons.  The
 * arrows move between them, as in any radio group; Return on an option
 * chooses it and checks at once.
 */

#define FT_TYPE_EXERCISE_CHOICE_VIEW (ft_exercise_choice_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseChoiceView, ft_exercise_choice_view, FT, EXERCISE_CHOICE_VIEW, GtkBox)

struct _FtExerciseChoiceView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GPtrArray              *options;   /* of GtkCheckButton */
};

static void ft_exercise_choice_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseChoiceView, ft_exercise_choice_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_choice_view_iface_init))

static gboolean
ft_exercise_choice_view_check (FtExerciseView  *view,
                               char           **feedback,
                               gboolean        *answered)
{
  FtExerciseChoiceView *self = FT_EXERCISE_CHOICE_VIEW (view);
  guint chosen = G_MAXUINT;

  for (guint i = 0; i < self->options->len; i++)
    if (gtk_check_button_get_active (self->options->pdata[i]))
      chosen = i;
  /* Nothing chosen is no answer: said, not counted. */
  *answered = chosen != G_MAXUINT;
  return ft_lesson_exercise_check_choice (self->exercise, chosen, feedback);
}

static gboolean
ft_exercise_choice_view_focus_answer (FtExerciseView *view)
{
  FtExerciseChoiceView *self = FT_EXERCISE_CHOICE_VIEW (view);

  return self->options->len && gtk_widget_grab_focus (self->options->pdata[0]);
}

static void
ft_exercise_choice_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_choice_view_check;
  iface->focus_answer = ft_exercise_choice_view_focus_answer;
}

static gboolean
option_key_pressed_cb (FtExerciseChoiceView  *self,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       GtkEventControllerKey *controller)
{
  GtkWidget *option = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index;

  if (!g_ptr_array_find (self->options, option, &index))
    return FALSE;

  if (ft_keyval_is_enter (keyval))
    {
      /* Return on an option chooses it and checks at once. */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (option), TRUE);
      ft_exercise_view_submit (FT_EXERCISE_VIEW (self));
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      /* The arrows move between the options, as in any radio group. */
      if (index + 1 < self->options->len)
        gtk_widget_grab_focus (self->options->pdata[index + 1]);
      return TRUE;

    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (index > 0)
        gtk_widget_grab_focus (self->options->pdata[index - 1]);
      return TRUE;

    default:
      return FALSE;
    }
}

static void
ft_exercise_choice_view_finalize (GObject *object)
{
  g_ptr_array_unref (FT_EXERCISE_CHOICE_VIEW (object)->options);
  G_OBJECT_CLASS (ft_exercise_choice_view_parent_class)->finalize (object);
}

static void
ft_exercise_choice_view_class_init (FtExerciseChoiceViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_exercise_choice_view_finalize;
}

static void
ft_exercise_choice_view_init (FtExerciseChoiceView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
  self->options = g_ptr_array_new ();
}

GtkWidget *
ft_exercise_choice_view_new (const FtLessonExercise *ex)
{
  FtExerciseChoiceView *self = g_object_new (FT_TYPE_EXERCISE_CHOICE_VIEW, NULL);
  GtkCheckButton *group = NULL;

  self->exercise = ex;
  for (guint i = 0; i < ex->options->len; i++)
    {
      FtLessonOption *option = ex->options->pdata[i];
      GtkWidget *button = gtk_check_button_new_with_label (option->label);
      GtkEventController *keys = gtk_event_controller_key_new ();

      /* A long choice wraps rather than widening the page. */
      for (GtkWidget *child = gtk_widget_get_first_child (button); child;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LABEL (child))
          {
            gtk_label_set_wrap (GTK_LABEL (child), TRUE);
            gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
            gtk_label_set_xalign (GTK_LABEL (child), 0);
          }

      gtk_widget_add_css_class (button, "ft-option");
      if (group)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
      else
        group = GTK_CHECK_BUTTON (button);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (option_key_pressed_cb),
                               self, G_CONNECT_SWAPPED);
      gtk_widget_add_controller (button, keys);
      g_ptr_array_add (self->options, button);
      gtk_box_append (GTK_BOX (self), button);
    }
  return GTK_WIDGET (self);
}
