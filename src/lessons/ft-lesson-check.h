/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A fault in a lesson file: where (line and column from 1), what is
 * wrong, and what to write instead (NULL when there is no better word). */
typedef struct
{
  guint  line;
  guint  column;
  char  *message;
  char  *hint;
} FtLessonFault;

GPtrArray *ft_lesson_check           (const char          *text,
                                      gsize                length);
char      *ft_lesson_fault_to_string (const FtLessonFault *fault,
                                      const char          *file);
void       ft_lesson_fault_free      (FtLessonFault       *fault);

G_END_DECLS
