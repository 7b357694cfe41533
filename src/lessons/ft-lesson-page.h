/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-lesson.h"

G_BEGIN_DECLS

#define FT_TYPE_LESSON_PAGE (ft_lesson_page_get_type ())
G_DECLARE_FINAL_TYPE (FtLessonPage, ft_lesson_page, FT, LESSON_PAGE, GtkWidget)

GtkWidget *ft_lesson_page_new            (FtLesson     *lesson);
FtLesson  *ft_lesson_page_get_lesson     (FtLessonPage *self);
gboolean   ft_lesson_page_is_first_try  (FtLessonPage *self);
guint      ft_lesson_page_get_step       (FtLessonPage *self);
void       ft_lesson_page_set_step       (FtLessonPage *self,
                                          guint         step);
void       ft_lesson_page_mark_completed (FtLessonPage *self,
                                          guint         step);
gboolean   ft_lesson_page_check          (FtLessonPage *self);
const char *ft_lesson_page_get_feedback  (FtLessonPage *self);
void       ft_lesson_page_set_skills_text (FtLessonPage *self,
                                           const char   *text);
void       ft_lesson_page_set_game_title (FtLessonPage *self,
                                          const char   *title);

G_END_DECLS
