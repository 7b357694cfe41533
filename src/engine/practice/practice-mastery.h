/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "practice-exercise.h"
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
  guint   streak;     /* yes/no skills: a right answer waiting for its pair (0 or 1) */
  gboolean opened;    /* opened by its lesson or the placement check */
} FtPrSkillState;

/* How an answer was given (ft_pr_learner_answer()). */
typedef enum
{
  FT_PR_RECORD_DEFAULT = 0,
  /* No speed term: the learner uses a screen reader or reduce-motion
   * (the app passes it; its time says nothing about the skill). */
  FT_PR_RECORD_UNTIMED = 1 << 0,
} FtPrRecordFlags;

/* Evidence from outside practice (README.md: counted at a smaller weight). */
typedef enum
{
  FT_PR_EVIDENCE_LESSON,  /* a lesson exercise right the first time: half a practice answer */
  FT_PR_EVIDENCE_GAME,    /* a game move the hint engine judges best: a quarter */
} FtPrEvidence;

/*
 * The placement check (README.md): about ten items, two a strand
 * (numbers, HEX, bit operations, arithmetic, equations), adaptive: a
 * strand starts at level 2, goes to 3 after a right answer and to 1 after
 * a wrong one.  Drive it with ft_pr_placement_next() and
 * ft_pr_placement_answer() until next returns FALSE, then
 * ft_pr_learner_place().
 */
#define FT_PR_N_STRANDS 5

typedef struct
{
  guint   n_asked;
  guint64 seed;
  guint8  first[FT_PR_N_STRANDS];   /* 0 unasked, 1 wrong, 2 right */
  guint8  second[FT_PR_N_STRANDS];
} FtPrPlacement;

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
void        ft_pr_learner_answer    (FtPrLearner       *learner,
                                     FtPrSkillId        skill,
                                     gboolean           correct,
                                     double             seconds,
                                     FtPrRecordFlags    flags,
                                     gint64             now);
void        ft_pr_learner_evidence  (FtPrLearner       *learner,
                                     FtPrSkillId        skill,
                                     FtPrEvidence       source,
                                     gint64             now);
void        ft_pr_learner_lesson_completed (FtPrLearner *learner,
                                     const char        *lesson_id);
double      ft_pr_learner_mastery_at (const FtPrLearner *learner,
                                     FtPrSkillId        skill,
                                     gint64             now);
guint       ft_pr_learner_level_at  (const FtPrLearner *learner,
                                     FtPrSkillId        skill,
                                     gint64             now);
double      ft_pr_skill_target_seconds (FtPrSkillId     skill,
                                     guint              level);
gboolean    ft_pr_learner_is_new    (const FtPrLearner *learner);
guint64     ft_pr_seed_like         (const FtPrExercise *ex,
                                     guint64            seed);

void        ft_pr_placement_init    (FtPrPlacement     *placement,
                                     guint64            seed);
gboolean    ft_pr_placement_next    (const FtPrPlacement *placement,
                                     FtPrSessionItem   *item);
void        ft_pr_placement_answer  (FtPrPlacement     *placement,
                                     gboolean           correct);
guint       ft_pr_placement_level   (const FtPrPlacement *placement,
                                     FtPrSkillId        skill);
void        ft_pr_learner_place     (FtPrLearner       *learner,
                                     const FtPrPlacement *placement,
                                     gint64             now);
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
