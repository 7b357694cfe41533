/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-lesson-page.h"

G_BEGIN_DECLS

/* For the lesson page's own files: ft-lesson-page.c (the steps, the
 * answers, the way through) and ft-lesson-page-layout.c (how a step is
 * laid out).  The static widgets are ft-lesson-page.ui's. */

struct _FtLessonPage
{
  GtkWidget   parent_instance;

  FtLesson   *lesson;
  guint       step;
  GArray     *completed;   /* gboolean per step */
  gboolean    presentation;
  gboolean    narrow;        /* the window is a phone's width */

  GtkWidget  *scroller;
  GtkWidget  *clamp;
  GtkWidget  *content;
  GtkWidget  *nav_clamp;
  GtkWidget  *stack;
  GtkWidget  *title_label;
  GtkWidget  *step_label;
  GtkWidget  *skills_label;  /* the first step's "Skills it trains: …" */
  GtkWidget  *progress;
  GtkWidget  *body;
  GtkWidget  *blocks_box;
  GtkWidget  *figures_box;   /* a projector's boards, beside the text */
  GtkWidget  *side_box;
  GtkWidget  *examples_box;
  GtkWidget  *exercise_box;
  GtkWidget  *answer_side;   /* a board exercise's answer, on a projector */
  GtkWidget  *talk_box;      /* the prompt, the check and the feedback */
  GtkWidget  *prompt_label;
  GtkWidget  *answer_box;
  GtkWidget  *check_button;
  GtkWidget  *feedback_label;
  GtkWidget  *previous_button;
  GtkWidget  *next_button;
  GtkWidget  *done_page;
  GtkWidget  *practise_button;
  GtkWidget  *again_button;
  GtkWidget  *next_box;      /* the last step's way on: its game, its practice */
  GtkWidget  *play_button;
  GtkWidget  *practise_next_button;
  char       *game_title;

  GtkWidget  *answer;        /* the current exercise's FtExerciseView */
  guint       wrong_tries;   /* on this step, since it was shown */
};

void ft_lesson_page_clear_box        (GtkWidget    *box);
void ft_lesson_page_fill_blocks      (FtLessonPage *self);
void ft_lesson_page_arrange_exercise (FtLessonPage *self);
void ft_lesson_page_set_layout       (FtLessonPage *self);

G_END_DECLS
