/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-practice-page.h"
#include "ft-problems.h"
#include "ft-progress-store.h"
#include "practice/practice-exercise.h"

/*
 * Practice over the progress store: a learner's answers in, the levels and
 * the next exercises out, the same after saving and loading, and the same
 * as the engine gives for the same answers.
 */

#define T0 ((gint64) 1700000000)

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("ft-practice-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->path = g_build_filename (f->dir, "progress.json", NULL);
}

static void
tear_down (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GDir) d = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (f->dir, name, NULL);
      g_remove (child);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* A week of a learner: addition mostly right, XOR shaky. */
static const struct
{
  FtPrSkillId skill;
  gboolean    correct;
  double      seconds;
  gint64      when;
} answers[] = {
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 6, T0 },
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 4, T0 + 10 },
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 5, T0 + 20 },
  { FT_PR_SKILL_BIN2DEC, TRUE, 12, T0 + 30 },
  { FT_PR_SKILL_ADD, FALSE, 40, T0 + 40 },
  { FT_PR_SKILL_ADD, TRUE, 25, T0 + 50 },
  { FT_PR_SKILL_ADD, TRUE, 18, T0 + 60 },
  { FT_PR_SKILL_ADD, TRUE, 15, T0 + 70 },
  { FT_PR_SKILL_XOR, FALSE, 30, T0 + 80 },
  { FT_PR_SKILL_XOR, TRUE, 90, T0 + 90 },
  { FT_PR_SKILL_ADD, TRUE, 10, T0 + 2 * FT_PR_DAY },
  { FT_PR_SKILL_ADD, TRUE, 8, T0 + 2 * FT_PR_DAY + 10 },
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 3, T0 + 2 * FT_PR_DAY + 20 },
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 3, T0 + 2 * FT_PR_DAY + 30 },
  { FT_PR_SKILL_PLACE_VALUES, TRUE, 3, T0 + 2 * FT_PR_DAY + 40 },
};

static void
test_answers_in_levels_out (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) again = ft_progress_store_new (f->path);
  FtPrLearner expected, stored, loaded;
  FtPrSessionItem plan_a[FT_PR_SESSION_LENGTH], plan_b[FT_PR_SESSION_LENGTH];
  gint64 later = T0 + 5 * FT_PR_DAY;
  g_autofree char *contents = NULL;

  g_assert_true (ft_progress_store_load (store, NULL));
  ft_pr_learner_init (&expected);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      ft_progress_store_record_practice (store, answers[i].skill, answers[i].correct,
                                         answers[i].seconds, answers[i].when);
      ft_pr_learner_record (&expected, answers[i].skill, answers[i].correct,
                            answers[i].seconds, answers[i].when);
    }

  /* written at once, under its own member */
  g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"practice\""));
  g_assert_nonnull (strstr (contents, "\"add\""));

  g_assert_true (ft_progress_store_load (again, NULL));
  ft_progress_store_get_learner (store, &stored);
  ft_progress_store_get_learner (again, &loaded);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    {
      g_assert_cmpfloat_with_epsilon (loaded.skills[i].mastery, expected.skills[i].mastery, 1e-9);
      g_assert_cmpuint (loaded.skills[i].n_answers, ==, expected.skills[i].n_answers);
      g_assert_cmpuint (loaded.skills[i].n_correct, ==, expected.skills[i].n_correct);
      g_assert_cmpuint (loaded.skills[i].box, ==, expected.skills[i].box);
      g_assert_cmpint (loaded.skills[i].due, ==, expected.skills[i].due);
      g_assert_cmpuint (ft_pr_learner_level (&loaded, i), ==, ft_pr_learner_level (&stored, i));
    }

  /* the levels these answers earn */
  g_assert_cmpuint (ft_pr_learner_level (&loaded, FT_PR_SKILL_PLACE_VALUES), ==, 3);
  g_assert_cmpuint (ft_pr_learner_level (&loaded, FT_PR_SKILL_ADD), ==, 2);
  g_assert_cmpuint (ft_pr_learner_level (&loaded, FT_PR_SKILL_XOR), ==, 1);
  g_assert_cmpuint (loaded.skills[FT_PR_SKILL_ADD].n_answers, ==, 6);
  g_assert_cmpuint (loaded.skills[FT_PR_SKILL_ADD].n_correct, ==, 5);
  /* XOR was missed on day 0 and answered right the same day: due on day 1 */
  g_assert_cmpint (loaded.skills[FT_PR_SKILL_XOR].due, ==, T0 + 80 + FT_PR_DAY);
  g_assert_true (ft_pr_learner_is_due (&loaded, FT_PR_SKILL_XOR, later));
  g_assert_true (ft_pr_learner_is_due (&loaded, FT_PR_SKILL_ADD, later));
  g_assert_false (ft_pr_learner_is_due (&loaded, FT_PR_SKILL_PLACE_VALUES, later));

  /* the home page's line: the most overdue skill (every due date is long
   * past by the clock of the test) and the skills at the top level */
  {
    g_autofree char *line = ft_practice_page_progress_text (again);
    g_autofree char *want = g_strdup_printf ("Next: Binary to decimal; 1 of %u skills at level 3",
                                                 (guint) FT_PR_N_SKILLS);

    g_assert_cmpstr (line, ==, want);
  }

  /* the next exercises: the same from the store as from the engine, and
   * the due skills among them */
  ft_pr_session_plan (&loaded, later, 7, plan_a);
  ft_pr_session_plan (&expected, later, 7, plan_b);
  g_assert_cmpmem (plan_a, sizeof plan_a, plan_b, sizeof plan_b);
  g_assert_cmpint (ft_pr_learner_next (&loaded, later), ==, plan_a[0].skill);
  /* most overdue first: binary to decimal, answered once on day 0, was
   * due on day 1; XOR (missed on day 0) too; addition on day 3 */
  g_assert_true (plan_a[0].skill == FT_PR_SKILL_BIN2DEC);
  g_assert_true (plan_a[1].skill == FT_PR_SKILL_XOR);
  g_assert_true (plan_a[2].skill == FT_PR_SKILL_ADD);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    {
      g_autoptr(FtPrExercise) a = ft_pr_exercise_new (plan_a[i].skill, plan_a[i].level, plan_a[i].seed);
      g_autoptr(FtPrExercise) b = ft_pr_exercise_new (plan_b[i].skill, plan_b[i].level, plan_b[i].seed);

      g_assert_cmpstr (a->question, ==, b->question);
      g_assert_cmpuint (plan_a[i].level, ==, ft_pr_learner_level (&loaded, plan_a[i].skill));
    }
}

static void
test_older_file_and_bad_member (Fixture       *f,
                                gconstpointer  data)
{
  const char *old = "{ \"version\": 1, \"lessons\": {}, \"games\": {} }";
  const char *bad = "{ \"version\": 1, \"lessons\": {}, \"games\": {},"
                    "  \"practice\": { \"add\": { \"mastery\": 7 }, \"xor\": \"x\","
                    "                  \"or\": { \"mastery\": 0.6, \"answered\": 3, \"correct\": 3,"
                    "                          \"box\": 1, \"last\": 5, \"due\": 86405 } } }";
  const char *not_object = "{ \"version\": 1, \"lessons\": {}, \"games\": {}, \"practice\": [1] }";
  FtPrLearner learner;

  /* a file from before practice: every skill new */
  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);

    g_assert_true (g_file_set_contents (f->path, old, -1, NULL));
    g_assert_true (ft_progress_store_load (store, NULL));
    ft_progress_store_get_learner (store, &learner);
    for (guint i = 0; i < FT_PR_N_SKILLS; i++)
      g_assert_cmpuint (learner.skills[i].n_answers, ==, 0);
    g_assert_cmpint (ft_pr_learner_next (&learner, T0), ==, FT_PR_SKILL_PLACE_VALUES);
  }

  /* malformed skills count as new; a good one is read */
  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);

    g_assert_true (g_file_set_contents (f->path, bad, -1, NULL));
    g_assert_true (ft_progress_store_load (store, NULL));
    ft_progress_store_get_learner (store, &learner);
    g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_answers, ==, 0);
    g_assert_cmpfloat (learner.skills[FT_PR_SKILL_ADD].mastery, ==, 0);
    g_assert_cmpuint (learner.skills[FT_PR_SKILL_XOR].n_answers, ==, 0);
    g_assert_cmpuint (learner.skills[FT_PR_SKILL_OR].n_answers, ==, 3);
    g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_OR), ==, 2);
  }

  /* a "practice" that is not an object is not overwritten, and the
   * learner is told, once: their answers are not being kept (issue 26) */
  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
    g_autofree char *contents = NULL;
    FtProblems *problems = ft_problems_get_default ();
    g_autofree char *told = NULL;
    g_autofree char *more = NULL;

    g_free (ft_problems_pop (problems));
    g_assert_true (g_file_set_contents (f->path, not_object, -1, NULL));
    g_assert_true (ft_progress_store_load (store, NULL));
    ft_progress_store_record_practice (store, FT_PR_SKILL_ADD, TRUE, 5, T0);
    ft_progress_store_record_practice (store, FT_PR_SKILL_ADD, FALSE, 5, T0 + 10);
    g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, not_object);
    told = ft_problems_pop (problems);
    g_assert_nonnull (told);
    g_assert_nonnull (strstr (told, f->path));
    more = ft_problems_pop (problems);
    g_assert_null (more);
  }
}

/* Two windows on one progress file: every practice answer of both is
 * kept, merged under the lock as lessons and game counts are: three right
 * in one are not erased by two wrong in the other (issue 26). */
static void
test_two_windows (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(FtProgressStore) a = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) b = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) c = ft_progress_store_new (f->path);
  FtPrLearner learner;

  g_assert_true (ft_progress_store_load (a, NULL));
  g_assert_true (ft_progress_store_load (b, NULL));
  for (guint i = 0; i < 3; i++)
    ft_progress_store_record_practice (a, FT_PR_SKILL_ADD, TRUE, 4, T0 + i);
  for (guint i = 0; i < 2; i++)
    ft_progress_store_record_practice (b, FT_PR_SKILL_ADD, FALSE, 4, T0 + 10 + i);
  ft_progress_store_record_practice (b, FT_PR_SKILL_XOR, TRUE, 4, T0 + 20);

  g_assert_true (ft_progress_store_load (c, NULL));
  ft_progress_store_get_learner (c, &learner);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_answers, ==, 5);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_correct, ==, 3);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_XOR].n_answers, ==, 1);

  /* The first window sees the second's answers after its next one. */
  ft_progress_store_record_practice (a, FT_PR_SKILL_OR, TRUE, 4, T0 + 30);
  ft_progress_store_get_learner (a, &learner);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_answers, ==, 5);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_XOR].n_answers, ==, 1);
}

/* A skill answered G_MAXINT32 times keeps its record after one answer
 * more: the count stays what the reader accepts, rather than the record
 * being written out of range and read back as never practised (found by
 * fuzz-progress). */
static void
test_counts_saturate (Fixture       *f,
                      gconstpointer  data)
{
  const char *file = "{ \"version\": 1, \"lessons\": {}, \"games\": {},"
                     "  \"practice\": { \"add\": { \"mastery\": 0.5, \"answered\": 2147483647,"
                     "  \"correct\": 2147483647, \"box\": 0, \"last\": 5, \"due\": 6 } } }";
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) again = ft_progress_store_new (f->path);
  FtPrLearner learner;

  g_assert_true (g_file_set_contents (f->path, file, -1, NULL));
  g_assert_true (ft_progress_store_load (store, NULL));
  ft_progress_store_record_practice (store, FT_PR_SKILL_ADD, TRUE, 4, T0);
  g_assert_true (ft_progress_store_load (again, NULL));
  ft_progress_store_get_learner (again, &learner);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_answers, ==, G_MAXINT32);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_ADD].n_correct, ==, G_MAXINT32);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/practice-store/answers-in-levels-out", Fixture, NULL,
              set_up, test_answers_in_levels_out, tear_down);
  g_test_add ("/practice-store/older-file-and-bad-member", Fixture, NULL,
              set_up, test_older_file_and_bad_member, tear_down);
  g_test_add ("/practice-store/two-windows", Fixture, NULL, set_up, test_two_windows, tear_down);
  g_test_add ("/practice-store/counts-saturate", Fixture, NULL, set_up, test_counts_saturate, tear_down);
  return g_test_run ();
}
