/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-exercise-view.h"

/*
 * A number exercise: a number typed in base 2, 10 or 16, in one entry
 * named by the prompt; Return checks.
 */

#define FT_TYPE_EXERCISE_ENTRY_VIEW (ft_exercise_entry_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseEntryView, ft_exercise_entry_view, FT, EXERCISE_ENTRY_VIEW, GtkBox)

struct _FtExerciseEntryView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GtkWidget              *entry;
};

static void ft_exercise_entry_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseEntryView, ft_exercise_entry_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_entry_view_iface_init))

static gboolean
ft_exercise_entry_view_check (FtExerciseView  *view,
                              char           **feedback,
                              gboolean        *answered)
{
  FtExerciseEntryView *self = FT_EXERCISE_ENTRY_VIEW (view);

  return ft_lesson_exercise_check_number (self->exercise, gtk_editable_get_text (GTK_EDITABLE (self->entry)),
                                          feedback);
}

static gboolean
ft_exercise_entry_view_focus_answer (FtExerciseView *view)
{
  return gtk_widget_grab_focus (FT_EXERCISE_ENTRY_VIEW (view)->entry);
}

static void
ft_exercise_entry_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_entry_view_check;
  iface->focus_answer = ft_exercise_entry_view_focus_answer;
}

static void
ft_exercise_entry_view_class_init (FtExerciseEntryViewClass *klass)
{
}

static void
ft_exercise_entry_view_init (FtExerciseEntryView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
}

GtkWidget *
ft_exercise_entry_view_new (const FtLessonExercise *ex)
{
  FtExerciseEntryView *self = g_object_new (FT_TYPE_EXERCISE_ENTRY_VIEW, NULL);
  const char *placeholder = ex->base == 16 ? _("A hexadecimal digit or number")
                          : ex->base == 2 ? _("A binary number")
                          : _("A decimal number");

  self->exercise = ex;
  self->entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), placeholder);
  gtk_widget_add_css_class (self->entry, "ft-mono");
  gtk_widget_set_halign (self->entry, GTK_ALIGN_START);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, ex->prompt,
                                  -1);
  g_signal_connect_object (self->entry, "activate", G_CALLBACK (ft_exercise_view_submit), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), self->entry);
  return GTK_WIDGET (self);
}
