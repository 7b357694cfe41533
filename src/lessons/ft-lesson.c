/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-lesson.h"
#include "ft-lesson-private.h"

/*
 * The lesson object: what a lesson holds and its getters.  Reading a
 * lesson's XML is ft-lesson-parse.c, the positions it shows
 * ft-lesson-boards.c, and checking a learner's answers ft-lesson-answers.c.
 */

G_DEFINE_FINAL_TYPE (FtLesson, ft_lesson, G_TYPE_OBJECT)
G_DEFINE_QUARK (ft-lesson-error-quark, ft_lesson_error)

static void
exercise_free (FtLessonExercise *exercise)
{
  if (exercise == NULL)
    return;
  g_free (exercise->prompt);
  g_free (exercise->explain);
  g_clear_pointer (&exercise->options, g_ptr_array_unref);
  g_clear_pointer (&exercise->practice, ft_pr_exercise_free);
  g_free (exercise->board);
  g_free (exercise);
}

static void
step_free (gpointer data)
{
  FtLessonStep *step = data;

  g_ptr_array_unref (step->blocks);
  exercise_free (step->exercise);
  g_free (step);
}

static void
ft_lesson_finalize (GObject *object)
{
  FtLesson *self = FT_LESSON (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->summary);
  g_free (self->game);
  g_ptr_array_unref (self->steps);

  G_OBJECT_CLASS (ft_lesson_parent_class)->finalize (object);
}

static void
ft_lesson_class_init (FtLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_lesson_finalize;
}

static void
ft_lesson_init (FtLesson *self)
{
  self->steps = g_ptr_array_new_with_free_func (step_free);
}

/* Collapses runs of white space to one space and trims, the way xgettext
 * writes the msgid of an XML element, so that the lookup finds it. */
char *
ft_lesson_normalize_text (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}
FtLesson *
ft_lesson_new_from_resource (const char  *path,
                             GError     **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, error);
  gsize length;
  const char *text;

  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return ft_lesson_new_from_data (text, length, error);
}

/* A teacher's lesson file (issue 25): read whole, as the app's own. */
FtLesson *
ft_lesson_new_from_file (const char  *path,
                         GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  if (length > 1024 * 1024 || memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      g_set_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID,
                   _("it is not a lesson: lessons are UTF-8 text of at most 1 MiB"));
      return NULL;
    }
  return ft_lesson_new_from_data (text, length, error);
}

const char *
ft_lesson_get_id (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->id;
}

const char *
ft_lesson_get_title (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->title;
}

const char *
ft_lesson_get_summary (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->summary ? self->summary : "";
}

const char *
ft_lesson_get_game (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->game;
}

int
ft_lesson_get_order (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), 0);
  return self->order;
}

guint
ft_lesson_get_n_steps (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), 0);
  return self->steps->len;
}

const FtLessonStep *
ft_lesson_get_step (FtLesson *self,
                    guint     index)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return self->steps->pdata[index];
}

guint
ft_lesson_get_n_exercises (FtLesson *self)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_LESSON (self), 0);

  for (guint i = 0; i < self->steps->len; i++)
    n += ((FtLessonStep *) self->steps->pdata[i])->exercise != NULL;
  return n;
}
