/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

/*
 * The learners of issue 21, simulated against the mastery model: what
 * they answer is worked out here from the exercises themselves.
 */

#define T0 ((gint64) 1800000000)

/* Always right, 90 s an item (a screen reader, a 4-card FLIP BITS hand):
 * reaches level 3, timed or not; untimed as fast as a quick learner. */
static void
test_slow_but_right (void)
{
  static const FtPrSkillId skills[] = { FT_PR_SKILL_NOT, FT_PR_SKILL_ADD, FT_PR_SKILL_FLIPBITS };

  for (guint i = 0; i < G_N_ELEMENTS (skills); i++)
    {
      FtPrLearner slow, untimed, quick;
      guint n_slow = 0, n_untimed = 0, n_quick = 0;

      ft_pr_learner_init (&slow);
      ft_pr_learner_init (&untimed);
      ft_pr_learner_init (&quick);
      for (guint n = 1; n <= 40; n++)
        {
          gint64 now = T0 + n * 60;

          ft_pr_learner_answer (&slow, skills[i], TRUE, 90, FT_PR_RECORD_DEFAULT, now);
          ft_pr_learner_answer (&untimed, skills[i], TRUE, 90, FT_PR_RECORD_UNTIMED, now);
          ft_pr_learner_answer (&quick, skills[i], TRUE, 5, FT_PR_RECORD_DEFAULT, now);
          if (!n_slow && ft_pr_learner_level (&slow, skills[i]) == 3)
            n_slow = n;
          if (!n_untimed && ft_pr_learner_level (&untimed, skills[i]) == 3)
            n_untimed = n;
          if (!n_quick && ft_pr_learner_level (&quick, skills[i]) == 3)
            n_quick = n;
        }
      g_test_message ("%s: level 3 after %u answers quick, %u slow, %u slow untimed",
                      ft_pr_skill_get (skills[i])->id, n_quick, n_slow, n_untimed);
      g_assert_cmpuint (n_slow, >, 0);
      g_assert_cmpuint (n_slow, <=, 12);
      g_assert_cmpuint (n_quick, <=, n_slow);
      g_assert_cmpuint (n_untimed, ==, n_quick);
    }
  /* a FLIP BITS item is given longer than a NOT */
  g_assert_cmpfloat (ft_pr_skill_target_seconds (FT_PR_SKILL_FLIPBITS, 1), >,
                     ft_pr_skill_target_seconds (FT_PR_SKILL_NOT, 1));
  g_assert_cmpfloat (ft_pr_skill_target_seconds (FT_PR_SKILL_ADD, 3), >,
                     ft_pr_skill_target_seconds (FT_PR_SKILL_ADD, 1));
}

/* Answers Hi Lo against the first instinct (the side with more of the 100
 * cards is wrong): does not master it; a learner who counts the unseen
 * cards does.  A coin-tosser on a yes/no skill stays at level 1. */
static void
test_guessers (void)
{
  FtPrLearner contrary, counter, coin;
  FtRng rng;
  guint right = 0;

  ft_pr_learner_init (&contrary);
  ft_pr_learner_init (&counter);
  ft_pr_learner_init (&coin);
  ft_rng_init (&rng, 5);
  for (guint n = 0; n < 200; n++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (FT_PR_SKILL_HILO, 1 + n % 3, 1000 + n);
      g_autoptr(FtPrExercise) valid = ft_pr_exercise_new (FT_PR_SKILL_VALID, 1 + n % 3, 1000 + n);
      guint top = g_ascii_strtoull (ex->question + strlen ("TOP "), NULL, 10);
      const char *guess = 100 - top > top - 1 ? "lo" : "hi";
      gboolean ok = ft_pr_exercise_check (ex, guess);
      gint64 now = T0 + n * 60;

      right += ok;
      ft_pr_learner_answer (&contrary, FT_PR_SKILL_HILO, ok, 10, FT_PR_RECORD_DEFAULT, now);
      ft_pr_learner_answer (&counter, FT_PR_SKILL_HILO, ft_pr_exercise_check (ex, ex->answer), 10,
                            FT_PR_RECORD_DEFAULT, now);
      ft_pr_learner_answer (&coin, FT_PR_SKILL_VALID,
                            ft_pr_exercise_check (valid, ft_rng_coin (&rng) ? "yes" : "no"), 10,
                            FT_PR_RECORD_DEFAULT, now);
      if (n >= 20)
        {
          g_assert_cmpuint (ft_pr_learner_level (&contrary, FT_PR_SKILL_HILO), <, 3);
          g_assert_cmpuint (ft_pr_learner_level (&coin, FT_PR_SKILL_VALID), <, 3);
        }
    }
  g_test_message ("contrary guessing on Hi Lo: %u%% right, mastery %.2f; counting: mastery %.2f",
                  right / 2, contrary.skills[FT_PR_SKILL_HILO].mastery,
                  counter.skills[FT_PR_SKILL_HILO].mastery);
  g_assert_cmpuint (right, <, 120);
  g_assert_cmpuint (ft_pr_learner_level (&contrary, FT_PR_SKILL_HILO), ==, 1);
  g_assert_cmpuint (ft_pr_learner_level (&coin, FT_PR_SKILL_VALID), ==, 1);
  g_assert_cmpuint (ft_pr_learner_level (&counter, FT_PR_SKILL_HILO), ==, 3);
}

/* Two right in a row count as one on a yes/no skill; a wrong one at once. */
static void
test_two_in_a_row (void)
{
  FtPrLearner learner;

  ft_pr_learner_init (&learner);
  ft_pr_learner_answer (&learner, FT_PR_SKILL_VALID, TRUE, 5, 0, T0);
  g_assert_cmpfloat (learner.skills[FT_PR_SKILL_VALID].mastery, ==, 0);
  ft_pr_learner_answer (&learner, FT_PR_SKILL_VALID, TRUE, 5, 0, T0 + 1);
  g_assert_cmpfloat (learner.skills[FT_PR_SKILL_VALID].mastery, >, 0);
  ft_pr_learner_answer (&learner, FT_PR_SKILL_VALID, TRUE, 5, 0, T0 + 2);
  ft_pr_learner_answer (&learner, FT_PR_SKILL_VALID, FALSE, 5, 0, T0 + 3);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_VALID].streak, ==, 0);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_VALID].n_answers, ==, 4);
  /* a skill answered in numbers counts every right answer */
  ft_pr_learner_answer (&learner, FT_PR_SKILL_ADD, TRUE, 5, 0, T0);
  g_assert_cmpfloat (learner.skills[FT_PR_SKILL_ADD].mastery, >, 0);
}

/* 200 days away: due, shown a level or more down, its first review item a
 * level below what it had; a check-up can take it up again or down. */
static void
test_away (void)
{
  FtPrLearner learner, up, down;
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  gint64 later;

  ft_pr_learner_init (&learner);
  for (guint day = 0; day < 60; day++)
    for (guint i = 0; i < 3; i++)
      ft_pr_learner_answer (&learner, FT_PR_SKILL_XOR, TRUE, 5, 0, T0 + day * FT_PR_DAY + i);
  g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_XOR), ==, 3);
  g_assert_cmpuint (ft_pr_learner_level_at (&learner, FT_PR_SKILL_XOR, T0 + 61 * FT_PR_DAY), ==, 3);
  later = learner.skills[FT_PR_SKILL_XOR].last + 200 * FT_PR_DAY;
  g_assert_true (ft_pr_learner_is_due (&learner, FT_PR_SKILL_XOR, later));
  g_assert_cmpuint (ft_pr_learner_level_at (&learner, FT_PR_SKILL_XOR, later), <, 3);
  g_assert_cmpint (ft_pr_learner_next (&learner, later), ==, FT_PR_SKILL_XOR);
  ft_pr_session_plan (&learner, later, 1, items);
  g_assert_cmpint (items[0].skill, ==, FT_PR_SKILL_XOR);
  g_assert_cmpuint (items[0].level, <=, 2);

  up = learner;
  down = learner;
  for (guint i = 0; i < 6; i++)
    {
      ft_pr_learner_answer (&up, FT_PR_SKILL_XOR, TRUE, 5, 0, later + i);
      ft_pr_learner_answer (&down, FT_PR_SKILL_XOR, FALSE, 5, 0, later + i);
    }
  g_assert_cmpuint (ft_pr_learner_level_at (&up, FT_PR_SKILL_XOR, later + 10), ==, 3);
  g_assert_cmpuint (ft_pr_learner_level_at (&down, FT_PR_SKILL_XOR, later + 10), ==, 1);
}

/* The path: the first day follows the first lesson; the games' skills
 * wait for the binary core or their lesson; a lesson opens its skills. */
static void
test_path (void)
{
  FtPrLearner learner;
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  FtPrSkillId first[FT_PR_N_SKILLS];
  guint n_first = ft_pr_skills_for_lesson ("bits-and-hex", first);

  ft_pr_learner_init (&learner);
  g_assert_true (ft_pr_learner_is_new (&learner));
  g_assert_cmpuint (ft_pr_session_plan (&learner, T0, 3, items), ==, FT_PR_SESSION_LENGTH);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    {
      gboolean in_lesson = FALSE;

      for (guint j = 0; j < n_first; j++)
        in_lesson |= items[i].skill == first[j];
      g_assert_true (in_lesson);
      g_assert_cmpuint (items[i].level, ==, 1);
    }
  g_assert_false (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_DICE));
  g_assert_false (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_HILO));
  g_assert_false (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_FLIPCHAIN));
  g_assert_false (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_XOR));
  g_assert_true (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_PLACE_VALUES));

  /* after some place values, the session holds no game skill */
  for (guint i = 0; i < 3; i++)
    ft_pr_learner_answer (&learner, FT_PR_SKILL_PLACE_VALUES, TRUE, 5, 0, T0 + i);
  ft_pr_session_plan (&learner, T0 + 10, 4, items);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    g_assert_true (items[i].skill < FT_PR_SKILL_FLIPBITS);

  /* the lesson opens dice; the binary core at level 2 opens Hi Lo */
  ft_pr_learner_lesson_completed (&learner, "dice-flipping");
  g_assert_true (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_DICE));
  g_assert_false (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_HILO));
  for (guint i = 0; i < 3; i++)
    {
      ft_pr_learner_answer (&learner, FT_PR_SKILL_BIN2DEC, TRUE, 5, 0, T0 + 20 + i);
      ft_pr_learner_answer (&learner, FT_PR_SKILL_DEC2BIN, TRUE, 5, 0, T0 + 20 + i);
    }
  g_assert_true (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_HILO));
}

/* The placement check: ten items over five strands, adaptive; a learner
 * who answers right starts at level 3, one who knows nothing is placed
 * nowhere, one who knows numbers but not arithmetic only there. */
static void
test_placement (void)
{
  for (guint who = 0; who < 3; who++)
    {
      FtPrPlacement placement;
      FtPrSessionItem item;
      FtPrLearner learner;
      guint n = 0;

      ft_pr_placement_init (&placement, 77);
      while (ft_pr_placement_next (&placement, &item))
        {
          g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (item.skill, item.level, item.seed);
          gboolean knows = who == 0 || (who == 2 && (item.skill == FT_PR_SKILL_BIN2DEC ||
                                                     item.skill == FT_PR_SKILL_DEC2BIN));

          g_assert_nonnull (ex->sentence);
          ft_pr_placement_answer (&placement, ft_pr_exercise_check (ex, knows ? ex->answer : "nonsense"));
          n++;
          /* adaptive: the second item of a strand follows the first */
          if (n > FT_PR_N_STRANDS)
            g_assert_cmpuint (item.level, ==, who == 0 ? 3 : (who == 2 && item.skill == FT_PR_SKILL_DEC2BIN) ? 3 : 1);
        }
      g_assert_cmpuint (n, ==, 2 * FT_PR_N_STRANDS);
      ft_pr_learner_init (&learner);
      ft_pr_learner_place (&learner, &placement, T0);
      switch (who)
        {
        case 0:
          g_assert_cmpuint (ft_pr_placement_level (&placement, FT_PR_SKILL_XOR), ==, 3);
          g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_XOR), ==, 3);
          g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_MASKS), ==, 2);
          g_assert_true (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_HILO));
          g_assert_false (ft_pr_learner_is_due (&learner, FT_PR_SKILL_XOR, T0));
          g_assert_true (ft_pr_learner_is_due (&learner, FT_PR_SKILL_XOR, T0 + 3 * FT_PR_DAY));
          break;
        case 1:
          for (guint s = 0; s < FT_PR_N_SKILLS; s++)
            g_assert_cmpuint (ft_pr_placement_level (&placement, s), ==, 0);
          g_assert_true (ft_pr_learner_is_new (&learner));
          break;
        default:
          g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_BIN2DEC), ==, 3);
          g_assert_cmpuint (ft_pr_learner_level (&learner, FT_PR_SKILL_ADD), ==, 1);
          g_assert_false (learner.skills[FT_PR_SKILL_ADD].opened);
          g_assert_true (ft_pr_learner_unlocked (&learner, FT_PR_SKILL_ADD));  /* bin2dec at level 2 */
          break;
        }
    }
}

/* Evidence from a lesson counts more than from a game, less than practice. */
static void
test_evidence (void)
{
  FtPrLearner learner;
  double practice, lesson, game;

  ft_pr_learner_init (&learner);
  ft_pr_learner_answer (&learner, FT_PR_SKILL_ADD, TRUE, 5, 0, T0);
  ft_pr_learner_evidence (&learner, FT_PR_SKILL_SUB, FT_PR_EVIDENCE_LESSON, T0);
  ft_pr_learner_evidence (&learner, FT_PR_SKILL_MUL, FT_PR_EVIDENCE_GAME, T0);
  practice = learner.skills[FT_PR_SKILL_ADD].mastery;
  lesson = learner.skills[FT_PR_SKILL_SUB].mastery;
  game = learner.skills[FT_PR_SKILL_MUL].mastery;
  g_assert_cmpfloat (practice, >, lesson);
  g_assert_cmpfloat (lesson, >, game);
  g_assert_cmpfloat (game, >, 0);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_SUB].box, ==, 0);
  g_assert_true (ft_pr_learner_is_due (&learner, FT_PR_SKILL_SUB, T0 + FT_PR_DAY));
}

/* Try one like it: the same skill, level and kind, another question. */
static void
test_like (void)
{
  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint seed = 0; seed < 5; seed++)
      {
        g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, 2, seed);
        g_autoptr(FtPrExercise) like = ft_pr_exercise_new (skill, 2, ft_pr_seed_like (ex, seed));

        g_assert_cmpint (like->skill, ==, ex->skill);
        g_assert_cmpstr (like->question, !=, ex->question);
        if (skill == FT_PR_SKILL_MASKS || skill == FT_PR_SKILL_LAWS || skill == FT_PR_SKILL_SHIFTS)
          g_assert_cmpuint (like->variant, ==, ex->variant);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-learners/slow-but-right", test_slow_but_right);
  g_test_add_func ("/practice-learners/guessers", test_guessers);
  g_test_add_func ("/practice-learners/two-in-a-row", test_two_in_a_row);
  g_test_add_func ("/practice-learners/away", test_away);
  g_test_add_func ("/practice-learners/path", test_path);
  g_test_add_func ("/practice-learners/placement", test_placement);
  g_test_add_func ("/practice-learners/evidence", test_evidence);
  g_test_add_func ("/practice-learners/like", test_like);

  return g_test_run ();
}
