/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"
#include "ft-lesson.h"
#include "ft-lesson-check.h"

/*
 * A teacher's lesson file (~/.local/share/flip-tutor/lessons, `flip-tutor
 * --lessons`, `flip-tutor-cli lesson check`): the reader takes it or says
 * why, and the checker names a fault, with a line and column from 1, just
 * when the reader refuses it.
 */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = ft_fuzz_text (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = NULL;
  g_autoptr(GPtrArray) faults = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    return 0;
  lesson = ft_lesson_new_from_data (text, strlen (text), &error);
  CHECK ((lesson == NULL) == (error != NULL));
  faults = ft_lesson_check (text, strlen (text));
  CHECK ((faults->len == 0) == (lesson != NULL));
  for (guint i = 0; i < faults->len; i++)
    {
      const FtLessonFault *fault = g_ptr_array_index (faults, i);

      CHECK (fault->line >= 1 && fault->column >= 1 && fault->message[0] != '\0');
    }
  return 0;
}
