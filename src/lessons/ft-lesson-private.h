/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-lesson.h"

G_BEGIN_DECLS

/* Shared by the lesson reader's files (ft-lesson.c, ft-lesson-boards.c). */

char          *ft_lesson_diagnose          (const FtLessonExercise *exercise,
                                            guint64                 value,
                                            const char             *digits);
void           ft_lesson_append_explain    (GString                *s,
                                            const FtLessonExercise *exercise);

/* Board attributes (src/lessons/README.md): NULL and an error on a
 * fault. */
FtLessonBoard *ft_lesson_board_parse       (const char             *game,
                                            const char             *side,
                                            const char             *red,
                                            const char             *blue,
                                            const char             *tiles,
                                            const char             *placed,
                                            const char             *mark,
                                            GError                **error);
gboolean       ft_lesson_parse_flips       (FtLessonExercise       *exercise,
                                            const char             *side,
                                            const char             *red,
                                            const char             *blue,
                                            const char             *play,
                                            const char             *colour,
                                            const char             *answer,
                                            GError                **error);
gboolean       ft_lesson_parse_place_tile  (FtLessonExercise       *exercise,
                                            const char             *tiles,
                                            const char             *placed,
                                            const char             *square,
                                            const char             *answer,
                                            GError                **error);

G_END_DECLS
