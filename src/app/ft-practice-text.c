/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-practice-page.h"
#include "practice/practice-exercise.h"

/*
 * What other pages say of practice: the home page's line and the skills a
 * lesson trains, read from the progress store.
 */

/*
 * The home page's line for practice: what is next and how many skills are
 * at the top level.
 */
char *
ft_practice_page_progress_text (FtProgressStore *progress)
{
  FtPrLearner learner;
  guint top;
  int next;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), NULL);

  top = ft_practice_page_count_mastered (progress);
  ft_progress_store_get_learner (progress, &learner);
  next = ft_pr_learner_next (&learner, g_get_real_time () / G_USEC_PER_SEC);
  if (next < 0)
    /* Translators: "20 of 23 skills at level 3" */
    return g_strdup_printf (_("%u of %u skills at level 3"), top, (guint) FT_PR_N_SKILLS);
  /* Translators: "Next: XOR; 2 of 23 skills at level 3" */
  return g_strdup_printf (_("Next: %s; %u of %u skills at level 3"), _(ft_pr_skill_get (next)->name),
                          top, (guint) FT_PR_N_SKILLS);
}

/*
 * The line on a lesson's first step: the skills it trains, in words, with
 * the learner's level ("Skills it trains: Place values (level 2 of 3),
 * Binary to decimal (new).").  NULL when the lesson trains none.
 */
char *
ft_practice_page_lesson_skills_text (FtProgressStore *progress,
                                     const char      *lesson_id)
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n = ft_pr_skills_for_lesson (lesson_id, skills);
  g_autoptr(GString) list = g_string_new (NULL);
  FtPrLearner learner;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), NULL);

  if (n == 0)
    return NULL;
  ft_progress_store_get_learner (progress, &learner);
  for (guint i = 0; i < n; i++)
    {
      const char *name = _(ft_pr_skill_get (skills[i])->name);

      if (i > 0)
        g_string_append (list, ", ");
      if (learner.skills[skills[i]].n_answers == 0)
        /* Translators: a skill not practised yet, "XOR (new)" */
        g_string_append_printf (list, _("%s (new)"), name);
      else
        /* Translators: "XOR (level 2 of 3)" */
        g_string_append_printf (list, _("%s (level %u of 3)"), name,
                                ft_pr_learner_level (&learner, skills[i]));
    }
  /* Translators: the list of skills follows, "Place values (level 2 of 3), XOR (new)" */
  return g_strdup_printf (_("Skills it trains: %s."), list->str);
}

/* How many skills are mastered (at the top level), for the home page. */
guint
ft_practice_page_count_mastered (FtProgressStore *progress)
{
  FtPrLearner learner;
  guint top = 0;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), 0);

  ft_progress_store_get_learner (progress, &learner);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    top += ft_pr_learner_level (&learner, i) == FT_PR_MAX_LEVEL;
  return top;
}

