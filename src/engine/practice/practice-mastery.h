/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "practice-skill.h"

G_BEGIN_DECLS

/*
 * Mastery and spaced repetition (README.md explains the model): per skill an
 * exponentially weighted accuracy with a speed term, and a Leitner box that
 * brings the skill back after 1, 3, 7, 14, 30 and 60 days.  Plain data, so
 * that the progress store can save it and tests can replay answers.
 */
typedef struct
{
  double  mastery;    /* 0 … 1 */
  guint   n_answers;
  guint   n_correct;
  guint   box;        /* index into the intervals: how well it is remembered */
  gint64  last;       /* Unix time of the last answer; 0: never practised */
  gint64  due;        /* Unix time when it comes back; 0: never practised */
} FtPrSkillState;

typedef struct
{
  FtPrSkillState skills[FT_PR_N_SKILLS];
} FtPrLearner;

/* One exercise of a session: generate it with ft_pr_exercise_new(). */
typedef struct
{
  FtPrSkillId skill;
  guint       level;
  guint64     seed;
} FtPrSessionItem;

#define FT_PR_SESSION_LENGTH 10
#define FT_PR_N_INTERVALS 6
#define FT_PR_DAY ((gint64) 24 * 60 * 60)

void        ft_pr_learner_init      (FtPrLearner       *learner);
void        ft_pr_learner_record    (FtPrLearner       *learner,
                                     FtPrSkillId        skill,
                                     gboolean           correct,
                                     double             seconds,
                                     gint64             now);
guint       ft_pr_learner_level     (const FtPrLearner *learner,
                                     FtPrSkillId        skill);
gboolean    ft_pr_learner_unlocked  (const FtPrLearner *learner,
                                     FtPrSkillId        skill);
gboolean    ft_pr_learner_is_due    (const FtPrLearner *learner,
                                     FtPrSkillId        skill,
                                     gint64             now);
int         ft_pr_learner_next      (const FtPrLearner *learner,
                                     gint64             now);
guint       ft_pr_session_plan      (const FtPrLearner *learner,
                                     gint64             now,
                                     guint64            seed,
                                     FtPrSessionItem    items[FT_PR_SESSION_LENGTH]);
guint       ft_pr_skill_plan        (FtPrSkillId        skill,
                                     guint              level,
                                     guint64            seed,
                                     FtPrSessionItem    items[FT_PR_SESSION_LENGTH]);
guint       ft_pr_lesson_plan       (const FtPrLearner *learner,
                                     const char        *lesson_id,
                                     guint64            seed,
                                     FtPrSessionItem    items[FT_PR_SESSION_LENGTH]);
gint64      ft_pr_interval_days     (guint              box);

/* Set codes: a teacher reads one out and every learner gets the same set. */
#define FT_PR_SET_MIX FT_PR_N_SKILLS
char       *ft_pr_set_code_make     (guint              skill_or_mix,
                                     guint              level,
                                     guint32            seed);
gboolean    ft_pr_set_code_parse    (const char        *code,
                                     guint             *skill_or_mix,
                                     guint             *level,
                                     guint32           *seed);
guint       ft_pr_set_plan          (const char        *code,
                                     FtPrSessionItem    items[FT_PR_SESSION_LENGTH]);

G_END_DECLS
