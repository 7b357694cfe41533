/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "practice/practice-diagnose.h"
#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

/*
 * Practice figures: exercises generated and diagnosed per second for every
 * skill at level 3, and the time to plan a session.  A page generates one
 * exercise at a time, so anything far under a millisecond is invisible.
 * Prints figures only; it never fails on timing.
 */

int
main (int    argc,
      char **argv)
{
  FtPrLearner learner;
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  gint64 start;
  double seconds;
  const guint n = 2000;

  /* the dice table is solved on first use: leave it out of the figures */
  ft_pr_exercise_free (ft_pr_exercise_new (FT_PR_SKILL_DICE, 1, 0));

  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    {
      guint64 worst = 0;

      start = g_get_monotonic_time ();
      for (guint i = 0; i < n; i++)
        {
          gint64 t = g_get_monotonic_time ();
          g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, 3, i);

          /* a wrong answer of the right kind: a diagnosis has to search */
          ft_pr_diagnose (ex, ex->skill == FT_PR_SKILL_VALID ? "maybe" : "1", NULL);
          worst = MAX (worst, (guint64) (g_get_monotonic_time () - t));
        }
      seconds = (g_get_monotonic_time () - start) / 1e6;
      printf ("%-14s %5u exercises + diagnoses in %6.3f s: %9.0f a second, worst %5.2f ms\n",
              ft_pr_skill_get (skill)->id, n, seconds, n / seconds, worst / 1e3);
    }

  ft_pr_learner_init (&learner);
  for (guint i = 0; i < 200; i++)
    ft_pr_learner_record (&learner, i % FT_PR_N_SKILLS, i % 3 != 0, 10, 1700000000 + i * 3600);
  /* a plan draws each item's exercise to skip a question already asked
   * (ft_pr_series_seed), so it costs ten exercises or more */
  start = g_get_monotonic_time ();
  for (guint i = 0; i < 2000; i++)
    ft_pr_session_plan (&learner, 1700000000 + 30 * FT_PR_DAY, i, items);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("session plans: %.2f ms each\n", seconds * 1e3 / 2000);

  /* "try one like it": up to 64 draws of the skill */
  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, 3, 1);

      start = g_get_monotonic_time ();
      for (guint i = 0; i < 20; i++)
        ft_pr_seed_like (ex, i);
      seconds = (g_get_monotonic_time () - start) / 1e6;
      printf ("%-14s one like it in %6.2f ms\n", ft_pr_skill_get (skill)->id, seconds * 1e3 / 20);
    }
  return 0;
}
