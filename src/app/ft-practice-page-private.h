/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-practice-page.h"
#include "ft-progress-store.h"
#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

G_BEGIN_DECLS

/*
 * The practice page's parts, shared by its two files: ft-practice-page.c
 * builds the page (My skills, the exercise and summary views, presentation
 * mode, FtPage) and ft-practice-session.c runs a session (the exercises
 * shown one by one, the answer checked and the feedback, the summary).
 */
struct _FtPracticePage
{
  GtkWidget        parent_instance;

  GSettings       *settings;
  FtProgressStore *progress;
  gboolean         presentation;
  FtPrLearner      learner;

  GtkWidget       *stack;
  GtkWidget       *clamps[3];
  GtkWidget       *skills_list;
  GtkWidget       *next_label;
  GtkWidget       *session_button;
  GtkWidget       *placement_button;
  GtkWidget       *class_label;
  GtkWidget       *code_entry;

  GtkWidget       *exercise_body;
  GtkWidget       *exercise_main;
  GtkWidget       *exercise_side;

  GtkWidget       *counter_label;
  GtkWidget       *skill_label;
  GtkWidget       *question_label;
  GtkWidget       *view_slot;
  GtkWidget       *view;
  GtkWidget       *helpers_button;
  GtkWidget       *answer_row;
  GtkWidget       *answer_entry;
  GtkWidget       *check_button;
  GtkWidget       *keypad;
  GtkWidget       *next_button;
  GtkWidget       *feedback_label;
  GtkWidget       *worked_label;

  GtkWidget       *summary_label;
  GtkWidget       *summary_box;

  FtPrSessionItem  items[FT_PR_SESSION_LENGTH];
  gboolean         first_try[FT_PR_SESSION_LENGTH];
  guint            n_items;
  guint            index;
  FtPrExercise    *exercise;
  guint            misses;
  gboolean         done;
  gint64           shown_at;
  gboolean         syncing;
  gboolean         like_next;   /* after a worked solution: one like it next */
  gboolean         placing;     /* the placement check is under way */
  FtPrPlacement    placement;
};

static inline gint64
ft_practice_now (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

/* ft-practice-session.c */
void ft_practice_page_load_learner (FtPracticePage *self);
void ft_practice_page_check_answer (FtPracticePage *self,
                                    const char     *answer);
void ft_practice_page_go_on        (FtPracticePage *self);

G_END_DECLS
