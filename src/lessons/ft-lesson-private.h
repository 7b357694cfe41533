/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-lesson.h"

G_BEGIN_DECLS

/* Shared by the lesson's files: the object (ft-lesson.c), its reader
 * (ft-lesson-parse.c, ft-lesson-boards.c) and the answers
 * (ft-lesson-answers.c). */

struct _FtLesson
{
  GObject    parent_instance;

  char      *id;
  char      *title;
  char      *summary;
  char      *game;
  int        order;
  GPtrArray *steps;   /* of FtLessonStep */
};

/* ft-lesson-answers.c */
char          *ft_lesson_format_bits       (guint                   value,
                                            guint                   width);
gboolean       ft_lesson_parse_number      (const char             *text,
                                            guint                   base,
                                            guint64                *value);
gboolean       ft_lesson_fix_is_valid      (const FtLessonExercise *ex,
                                            guint                   position,
                                            FtEqTile                tile,
                                            guint8                  line[FT_EQ_MAX_TILES],
                                            FtEqVerdict            *verdict);

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
