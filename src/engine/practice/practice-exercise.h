/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "practice-skill.h"

G_BEGIN_DECLS

#define FT_PR_QUESTION_ERROR (ft_pr_question_error_quark ())

typedef enum
{
  FT_PR_QUESTION_ERROR_INVALID,
} FtPrQuestionError;

GQuark ft_pr_question_error_quark (void);

/* Which helpers the page shows (README.md: they fade as the level rises). */
typedef enum
{
  FT_PR_HELPERS_SHOWN,       /* place-value labels and the bit grid */
  FT_PR_HELPERS_ON_REQUEST,  /* behind a "Show helpers" button */
  FT_PR_HELPERS_HIDDEN,
} FtPrHelpers;

/*
 * Which helper the page may offer beside a skill's exercises (README.md):
 * the place values on conversions, the column grid on arithmetic, the bit
 * numbers on masks and the bit operations, none on the games' skills.  It
 * fades with the level through ft_pr_helpers_for_skill().
 */
typedef enum
{
  FT_PR_HELPER_NONE,
  FT_PR_HELPER_PLACE_VALUES,
  FT_PR_HELPER_COLUMNS,
  FT_PR_HELPER_BIT_NUMBERS,
} FtPrHelperKind;

/*
 * FtPrExercise: one generated exercise.  @question and @answer are in the
 * notation of the command line (issue 12), @sentence the same question in
 * words, translated, as the page shows and a screen reader says it (a HEX
 * number marked as HEX), @steps the worked solution, one line a step.  The other fields are what the generator drew; the
 * diagnosis compares a wrong answer against them.
 */
typedef struct
{
  FtPrSkillId skill;
  guint       level;
  guint       width;     /* bits of the operands (fixed-width skills) */
  guint       variant;   /* generator-specific: which operator, law or mask */
  guint64     a;
  guint64     b;
  guint64     c;
  guint64     value;     /* the answer as a number (yes = 1, no = 0) */
  guint8      tiles[16]; /* equation skills: the expression, then `= RHS` for valid */
  guint       n_tiles;
  char       *position;  /* dice: the position's text form */
  char       *question;
  char       *sentence;  /* the question as a learner reads it: a translated sentence, no notation */
  char       *answer;
  GPtrArray  *steps;
} FtPrExercise;

FtPrExercise *ft_pr_exercise_new       (FtPrSkillId         skill,
                                        guint               level,
                                        guint64             seed);
guint64       ft_pr_series_seed        (FtPrSkillId         skill,
                                        guint               level,
                                        FtRng              *stream,
                                        GHashTable         *asked);
FtPrExercise *ft_pr_exercise_generate  (FtPrSkillId         skill,
                                        guint               level,
                                        FtRng              *rng);
FtPrExercise *ft_pr_exercise_from_question (FtPrSkillId     skill,
                                           const char     *question,
                                           GError        **error);
void          ft_pr_exercise_free      (FtPrExercise       *ex);
gboolean      ft_pr_exercise_check     (const FtPrExercise *ex,
                                        const char         *text);
char         *ft_pr_exercise_worked    (const FtPrExercise *ex);
FtPrHelpers   ft_pr_helpers_for_level  (guint               level);
FtPrHelpers   ft_pr_helpers_for_skill  (FtPrSkillId         skill,
                                        guint               level);
FtPrHelperKind ft_pr_skill_helper      (FtPrSkillId         skill);
gboolean      ft_pr_parse_binary       (const char         *text,
                                        guint64            *value,
                                        guint              *n_digits);
gboolean      ft_pr_parse_decimal      (const char         *text,
                                        guint64            *value);
gboolean      ft_pr_parse_hex          (const char         *text,
                                        guint64            *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPrExercise, ft_pr_exercise_free)

G_END_DECLS
