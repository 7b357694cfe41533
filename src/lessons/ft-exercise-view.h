/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-lesson.h"

G_BEGIN_DECLS

/*
 * FtExerciseView: the answer part of a lesson exercise, one widget a kind
 * (bits, choice, entry, fix the equation, the Flipchain and Scrabble
 * boards), played by FtLessonPage through this small interface: the view
 * takes the learner's answer and says whether it is right; the page shows
 * the prompt, the feedback, the worked solution after a second miss and
 * the way on.  A view emits ::submit when the learner asks to check from
 * inside it (Return on a bit, in the entry, on a tile…), and ::edited
 * when an answer it was checked on has changed.
 */

#define FT_TYPE_EXERCISE_VIEW (ft_exercise_view_get_type ())
G_DECLARE_INTERFACE (FtExerciseView, ft_exercise_view, FT, EXERCISE_VIEW, GtkWidget)

struct _FtExerciseViewInterface
{
  GTypeInterface parent_iface;

  /* Checks the answer given: TRUE when it is right, with what to say in
   * @feedback; *@answered FALSE when there is no answer yet (nothing
   * chosen, nothing changed), which is said but not counted as a try. */
  gboolean (*check)        (FtExerciseView *self,
                            char          **feedback,
                            gboolean       *answered);
  /* Focus where the learner answers first. */
  gboolean (*focus_answer) (FtExerciseView *self);
  /* After a wrong answer: ready for the next try (optional). */
  void     (*retry)        (FtExerciseView *self);
  /* On a projector or off it (optional: a view that lays out otherwise). */
  void     (*set_presentation) (FtExerciseView *self,
                                gboolean        presentation);
};

GtkWidget *ft_exercise_view_new          (const FtLessonExercise *exercise,
                                          gboolean                presentation);
gboolean   ft_exercise_view_check        (FtExerciseView *self,
                                          char          **feedback,
                                          gboolean       *answered);
gboolean   ft_exercise_view_focus_answer (FtExerciseView *self);
void       ft_exercise_view_retry        (FtExerciseView *self);
void       ft_exercise_view_submit       (FtExerciseView *self);
void       ft_exercise_view_edited       (FtExerciseView *self);
/* The keys of a view, in a dim line under it; hidden on a projector. */
void       ft_exercise_view_add_key_help (FtExerciseView *self,
                                          const char     *text);
void       ft_exercise_view_set_presentation (FtExerciseView *self,
                                              gboolean        presentation);
gboolean   ft_exercise_view_get_presentation (FtExerciseView *self);

/* The kinds (each in its own file). */
GtkWidget *ft_exercise_bits_view_new    (const FtLessonExercise *exercise,
                                    gboolean                presentation);
GtkWidget *ft_exercise_choice_view_new  (const FtLessonExercise *exercise);
GtkWidget *ft_exercise_entry_view_new   (const FtLessonExercise *exercise);
GtkWidget *ft_exercise_fix_view_new     (const FtLessonExercise *exercise);
GtkWidget *ft_exercise_flips_view_new   (const FtLessonExercise *exercise,
                                         gboolean                presentation);
GtkWidget *ft_exercise_tile_view_new    (const FtLessonExercise *exercise,
                                         gboolean                presentation);

G_END_DECLS
