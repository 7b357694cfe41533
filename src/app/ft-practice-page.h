/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-progress-store.h"
#include "practice/practice-mastery.h"
#include "practice/practice-skill.h"

G_BEGIN_DECLS

#define FT_TYPE_PRACTICE_PAGE (ft_practice_page_get_type ())
G_DECLARE_FINAL_TYPE (FtPracticePage, ft_practice_page, FT, PRACTICE_PAGE, GtkWidget)

void ft_practice_page_start_session (FtPracticePage *self);
void ft_practice_page_start_skill   (FtPracticePage *self,
                                     FtPrSkillId     skill);
void ft_practice_page_start_skill_at (FtPracticePage *self,
                                      FtPrSkillId     skill,
                                      guint           level);
void ft_practice_page_start_placement (FtPracticePage *self);
gboolean ft_practice_page_start_set (FtPracticePage *self,
                                     const char     *code);
gboolean ft_practice_page_start_lesson (FtPracticePage *self,
                                        const char     *lesson_id);
guint ft_practice_page_get_session  (FtPracticePage         *self,
                                     const FtPrSessionItem **items);
char *ft_practice_page_progress_text (FtProgressStore *progress);
char *ft_practice_page_lesson_skills_text (FtProgressStore *progress,
                                           const char      *lesson_id);
guint ft_practice_page_count_mastered (FtProgressStore *progress);
GtkWidget *ft_practice_skill_row_new (const FtPrLearner *learner,
                                      FtPrSkillId        skill,
                                      gint64             now,
                                      GCallback          clicked,
                                      gpointer           data);

G_END_DECLS
