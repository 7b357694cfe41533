/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The skill map (README.md): every skill a learner practises, in teaching
 * order.  The enum order is the order of the map, and a skill's
 * prerequisites always come before it.  New skills go at the end, so that
 * a skill's number in a set code stays the same.
 */
typedef enum
{
  FT_PR_SKILL_PLACE_VALUES,
  FT_PR_SKILL_BIN2DEC,
  FT_PR_SKILL_DEC2BIN,
  FT_PR_SKILL_HEX2BIN,
  FT_PR_SKILL_OR,
  FT_PR_SKILL_AND,
  FT_PR_SKILL_XOR,
  FT_PR_SKILL_NOT,
  FT_PR_SKILL_ROTL,
  FT_PR_SKILL_ROTR,
  FT_PR_SKILL_SHIFTS,
  FT_PR_SKILL_MASKS,
  FT_PR_SKILL_LAWS,
  FT_PR_SKILL_ADD,
  FT_PR_SKILL_SUB,
  FT_PR_SKILL_MUL,
  FT_PR_SKILL_DIV,
  FT_PR_SKILL_NEGATIVE,
  FT_PR_SKILL_PRECEDENCE,
  FT_PR_SKILL_EVALUATE,
  FT_PR_SKILL_VALID,
  FT_PR_SKILL_FLIPBITS,
  FT_PR_SKILL_DICE,
  FT_PR_SKILL_HILO,
  FT_PR_SKILL_FLIPCHAIN,
  FT_PR_SKILL_FLIPCHAIN_LOOPS,
  FT_PR_SKILL_BIN2HEX,
  FT_PR_SKILL_HILO_COUNT,
  FT_PR_SKILL_DICE_RULES,
  FT_PR_SKILL_COUNT_UP,
  FT_PR_SKILL_ADDER,
  FT_PR_SKILL_SIGNED,
  FT_PR_SKILL_OVERFLOW,
  FT_PR_SKILL_SCRABBLE_VALID,
  FT_PR_N_SKILLS
} FtPrSkillId;

/* How an answer is written. */
typedef enum
{
  FT_PR_ANSWER_BINARY,   /* bits; leading zeros may be left out */
  FT_PR_ANSWER_DECIMAL,
  FT_PR_ANSWER_YES_NO,
  FT_PR_ANSWER_DICE_MOVE, /* a FLIP move in the dice engine's text form */
  FT_PR_ANSWER_HI_LO,     /* "hi" or "lo" */
  FT_PR_ANSWER_HEX,       /* HEX digits, 0-9 and A-F */
  FT_PR_ANSWER_SIGNED,    /* a decimal number, maybe negative: -3 */
} FtPrAnswerKind;

#define FT_PR_MAX_PREREQS 3
#define FT_PR_MAX_LESSONS 4

typedef struct
{
  const char    *id;        /* stable: the command line and the progress store use it */
  const char    *name;      /* N_(): translate with _() */
  const char    *example;   /* N_(): what an exercise looks like */
  FtPrAnswerKind answer;
  int            prereqs[FT_PR_MAX_PREREQS];  /* FtPrSkillId; -1 ends the list */
  const char    *lessons[FT_PR_MAX_LESSONS];  /* lesson ids that train it; NULL ends */
} FtPrSkill;

/* The levels of difficulty: 4, 6 and 8 bits, more steps (README.md). */
#define FT_PR_MIN_LEVEL 1
#define FT_PR_MAX_LEVEL 3

const FtPrSkill *ft_pr_skill_get          (FtPrSkillId  id);
gboolean         ft_pr_skill_from_id      (const char  *text,
                                           FtPrSkillId *id);
guint            ft_pr_skills_for_lesson  (const char  *lesson_id,
                                           FtPrSkillId  skills[FT_PR_N_SKILLS]);
guint            ft_pr_level_width        (guint        level);

G_END_DECLS
