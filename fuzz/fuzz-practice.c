/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "practice/practice-diagnose.h"
#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

/*
 * libFuzzer target over what a learner or a teacher types into practice:
 * set codes (`flip-tutor-cli practice --set`, the practice page) and
 * answers (the page, `--diagnose`).  The input is "CODE\nANSWER", and its
 * first bytes also pick an exercise.  Beyond "no crash", it asserts the
 * contracts: an accepted code reads back what it is made from, a rejected
 * one plans nothing; the diagnosis is "correct" exactly when the check
 * accepts the answer, and any other diagnosis has words for the learner.
 */

#define CHECK(cond) do { if (!(cond)) { g_printerr ("check failed: %s\n", #cond); abort (); } } while (0)

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  char *answer = strchr (text, '\n');
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  guint skill, level;
  guint32 seed;
  guint64 pick = 0;

  if (answer != NULL)
    *answer++ = '\0';
  else
    answer = text;

  if (ft_pr_set_code_parse (text, &skill, &level, &seed))
    {
      g_autofree char *code = ft_pr_set_code_make (skill, level, seed);
      guint skill2, level2;
      guint32 seed2;

      CHECK (ft_pr_set_code_parse (code, &skill2, &level2, &seed2));
      CHECK (skill2 == skill && level2 == level && seed2 == seed);
      CHECK (ft_pr_set_plan (text, items) == FT_PR_SESSION_LENGTH);
    }
  else
    CHECK (ft_pr_set_plan (text, items) == 0);

  if (!g_utf8_validate (answer, -1, NULL))
    return 0;
  for (gsize i = 0; i < MIN (size, 8); i++)
    pick = (pick << 8) | data[i];
  {
    g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (pick % FT_PR_N_SKILLS,
                                                     1 + (pick >> 8) % FT_PR_MAX_LEVEL, pick);
    g_autofree char *message = NULL;
    FtPrDiagKind kind = ft_pr_diagnose (ex, answer, &message);

    CHECK (ft_pr_exercise_check (ex, ex->answer));
    CHECK ((kind == FT_PR_DIAG_CORRECT) == ft_pr_exercise_check (ex, answer));
    CHECK (kind == FT_PR_DIAG_CORRECT ? message == NULL : message != NULL && *message != '\0');
  }
  return 0;
}
