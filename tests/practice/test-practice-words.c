/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "practice/practice-exercise.h"

/*
 * What a learner reads (issue 21): every skill at every level asks its
 * question as a sentence without the command line's notation, with a HEX
 * number marked as HEX; and the levels change the task, with at least 10
 * different questions in a session of 20.
 */

#define N_SEEDS 200

/* The command line's notation, which no sentence may hold. */
static const char *notation[] = {
  "A:", "B:", "M:", "turn=", "change=", "RED PLAYS", "NEG ", "SHR ", "SHL ",
  "ROTL", "ROTR", "PLACE ", "MXOR:", "MOR:", "MAND:", "HI OR LO", "LOOP IN",
  "TOP ", "HAND ", "SEEN ", "PILE ", "HIGHER THAN", "LOWER THAN", "CHANGE ",
  "MIDDLE ", " OF ", "RED ", "BLUE ",
};

static gboolean
is_hex_word (const char *w)
{
  gboolean letter = FALSE;

  if (*w == '\0')
    return FALSE;
  for (const char *c = w; *c; c++)
    {
      if (*c >= 'A' && *c <= 'F')
        letter = TRUE;
      else if (!g_ascii_isdigit (*c))
        return FALSE;
    }
  return letter;
}

/* A HEX number with a letter in it is marked: the word before it is HEX.
 * The first word of a sentence ("A die shows 5.") is an article. */
static void
assert_hex_marked (const char *sentence)
{
  g_auto(GStrv) w = g_strsplit_set (sentence, " ,;:?()", -1);
  const char *before = NULL;
  gboolean starts = TRUE;

  for (guint i = 0; w[i] != NULL; i++)
    {
      gsize len = strlen (w[i]);
      gboolean ends = len > 0 && w[i][len - 1] == '.';

      if (ends)
        w[i][len - 1] = '\0';
      if (*w[i] == '\0')
        continue;
      if (!starts && is_hex_word (w[i]) && g_strcmp0 (before, "HEX") != 0)
        g_error ("“%s” has the HEX number %s without HEX before it", sentence, w[i]);
      before = w[i];
      starts = ends;
    }
}

static void
test_sentences (void)
{
  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      for (guint seed = 0; seed < N_SEEDS; seed++)
        {
          g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, level, seed);
          const char *s = ex->sentence;

          g_assert_nonnull (s);
          g_assert_true (g_utf8_validate (s, -1, NULL));
          g_assert_cmpstr (s, !=, ex->question);
          g_assert_true (g_ascii_isupper (s[0]));
          g_assert_true (g_str_has_suffix (s, "?") || g_str_has_suffix (s, "."));
          for (guint i = 0; i < G_N_ELEMENTS (notation); i++)
            if (strstr (s, notation[i]) != NULL)
              g_error ("%s, level %u: “%s” holds the notation “%s”",
                       ft_pr_skill_get (skill)->id, level, s, notation[i]);
          g_assert_null (strstr (s, "MEMORY 0"));
          g_assert_null (strstr (s, "MEMORY 1"));
          assert_hex_marked (s);

          /* the numbers the question asks about, marked with their base */
          switch (skill)
            {
            case FT_PR_SKILL_HEX2BIN:
              {
                g_autofree char *marked = g_strdup_printf ("HEX %s ", ex->question);

                g_assert_nonnull (strstr (s, marked));
                break;
              }
            case FT_PR_SKILL_BIN2HEX:
              g_assert_nonnull (strstr (s, "in HEX"));
              break;
            case FT_PR_SKILL_FLIPBITS:
              {
                const char *hex = strstr (ex->question, "HEX ");
                g_autofree char *marked = g_strndup (hex, 5);

                g_assert_nonnull (strstr (s, marked));
                break;
              }
            case FT_PR_SKILL_DEC2BIN:
              g_assert_nonnull (strstr (s, "decimal number"));
              break;
            case FT_PR_SKILL_PLACE_VALUES:
            case FT_PR_SKILL_BIN2DEC:
              g_assert_nonnull (strstr (s, "in decimal"));
              break;
            default:
              break;
            }
        }
}

/* A lesson's own question gets its sentence too. */
static void
test_sentence_from_question (void)
{
  static const struct { FtPrSkillId skill; const char *question; const char *has; } cases[] = {
    { FT_PR_SKILL_ROTL, "ROTL 0110", "rotated one place to the left" },
    { FT_PR_SKILL_HEX2BIN, "A3", "HEX A3" },
    { FT_PR_SKILL_MASKS, "SET BIT 2 OF 1001", "Set bit 2 of 1001" },
    { FT_PR_SKILL_NEGATIVE, "NEG 0011", "minus 3" },
    { FT_PR_SKILL_FLIPCHAIN, "RED c1 c5 BLUE c2 c4 RED PLAYS c3", "Red places a disc on c3" },
    { FT_PR_SKILL_DICE_RULES, "CHANGE 6 MIDDLE 1 2 4 6", "the middle now holds 1, 2, 4 and 6" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_from_question (cases[i].skill, cases[i].question, &error);

      g_assert_no_error (error);
      g_assert_nonnull (strstr (ex->sentence, cases[i].has));
    }
}

/* The number of different questions among @n exercises of a series (a
 * worksheet, a session: ft_pr_series_seed()), or with @raw of @n seeds
 * drawn one after the other. */
static guint
distinct (FtPrSkillId skill,
          guint       level,
          guint64     stream_seed,
          guint       n,
          gboolean    raw)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  FtRng stream;

  ft_rng_init (&stream, stream_seed);
  for (guint i = 0; i < n; i++)
    {
      guint64 seed = raw ? ft_rng_next (&stream) : ft_pr_series_seed (skill, level, &stream, asked);
      FtPrExercise *ex = ft_pr_exercise_new (skill, level, seed);

      g_hash_table_add (seen, g_steal_pointer (&ex->question));
      ft_pr_exercise_free (ex);
    }
  return g_hash_table_size (seen);
}

static void
test_distinct (void)
{
  guint n_short = 0;

  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        guint least = G_MAXUINT, least_raw = G_MAXUINT;

        for (guint64 s = 0; s < 30; s++)
          {
            least = MIN (least, distinct (skill, level, s, 20, FALSE));
            least_raw = MIN (least_raw, distinct (skill, level, s, 20, TRUE));
          }
        g_test_message ("%s level %u: at least %u different questions in a series of 20 "
                        "(%u in 20 seeds one after the other)",
                        ft_pr_skill_get (skill)->id, level, least, least_raw);
        /* the generator itself varies, not only the series around it */
        g_assert_cmpuint (least_raw, >=, 8);
        if (least < 10)
          {
            g_printerr ("%s level %u: %u different questions in 20\n",
                        ft_pr_skill_get (skill)->id, level, least);
            n_short++;
          }
      }
  g_assert_cmpuint (n_short, ==, 0);
}

/* Level 3 asks something harder than level 1, checked on the questions'
 * text: De Morgan's laws after the one-step ones; change that takes two
 * dice or more from a bigger middle after single flips; longer piles and
 * hands after counting above or below one card. */
static void
test_harder (void)
{
  guint flips_1 = 0;

  for (guint seed = 0; seed < N_SEEDS; seed++)
    {
      g_autoptr(FtPrExercise) law_1 = ft_pr_exercise_new (FT_PR_SKILL_LAWS, 1, seed);
      g_autoptr(FtPrExercise) law_3 = ft_pr_exercise_new (FT_PR_SKILL_LAWS, 3, seed);
      g_autoptr(FtPrExercise) dice_1 = ft_pr_exercise_new (FT_PR_SKILL_DICE_RULES, 1, seed);
      g_autoptr(FtPrExercise) dice_3 = ft_pr_exercise_new (FT_PR_SKILL_DICE_RULES, 3, seed);
      g_autoptr(FtPrExercise) count_1 = ft_pr_exercise_new (FT_PR_SKILL_HILO_COUNT, 1, seed);
      g_autoptr(FtPrExercise) count_3 = ft_pr_exercise_new (FT_PR_SKILL_HILO_COUNT, 3, seed);
      g_auto(GStrv) w = g_strsplit (dice_3->question, " ", -1);
      g_auto(GStrv) c1 = g_strsplit (count_1->question, " ", -1);
      g_auto(GStrv) c3 = g_strsplit (count_3->question, " ", -1);
      guint die, n_mid, best = 0, best_one = 0;

      g_assert_false (g_str_has_prefix (law_1->question, "NOT ("));
      g_assert_true (g_str_has_prefix (law_3->question, "NOT ("));

      flips_1 += g_str_has_prefix (dice_1->question, "FLIP ");
      /* CHANGE d MIDDLE x y z …: the most change below d, by every subset */
      g_assert_cmpstr (w[0], ==, "CHANGE");
      die = g_ascii_strtoull (w[1], NULL, 10);
      n_mid = g_strv_length (w) - 3;
      g_assert_cmpuint (n_mid, >=, 5);
      for (guint set = 1; set < (1u << n_mid); set++)
        {
          guint total = 0;

          for (guint i = 0; i < n_mid; i++)
            if (set & (1u << i))
              total += g_ascii_strtoull (w[3 + i], NULL, 10);
          if (total < die)
            {
              best = MAX (best, total);
              if ((set & (set - 1)) == 0)
                best_one = MAX (best_one, total);
            }
        }
      g_assert_cmpuint (dice_3->value, ==, best);
      g_assert_cmpuint (best, >, best_one);

      g_assert_true (g_str_equal (c1[0], "PILE") || g_str_equal (c1[0], "HIGHER") || g_str_equal (c1[0], "LOWER"));
      g_assert_true (g_str_equal (c3[0], "PILE") || g_str_equal (c3[0], "HI") || g_str_equal (c3[0], "LO"));
      if (g_str_equal (c1[0], "PILE"))
        g_assert_cmpuint (g_strv_length (c1) - 1, <=, 5);
      g_assert_cmpuint (g_strv_length (c3) - (g_str_equal (c3[0], "PILE") ? 1 : 3), >=, 6);
    }
  g_assert_cmpuint (flips_1, >, N_SEEDS / 3);
}

/* Not guessable: yes/no skills say yes about half the time, and half the
 * Hi Lo calls are traps, where counting all 100 cards (or its contrary)
 * gives the wrong side. */
static void
test_balanced (void)
{
  static const FtPrSkillId yes_no[] = { FT_PR_SKILL_VALID, FT_PR_SKILL_FLIPCHAIN_LOOPS };

  for (guint i = 0; i < G_N_ELEMENTS (yes_no); i++)
    for (guint level = 1; level <= 3; level++)
      {
        guint yes = 0;

        for (guint seed = 0; seed < N_SEEDS; seed++)
          {
            g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (yes_no[i], level, seed);

            yes += g_str_equal (ex->answer, "yes");
          }
        g_test_message ("%s level %u: %u%% yes", ft_pr_skill_get (yes_no[i])->id, level, 100 * yes / N_SEEDS);
        g_assert_cmpuint (yes * 10, >=, N_SEEDS * 4);
        g_assert_cmpuint (yes * 10, <=, N_SEEDS * 6);
      }
  for (guint level = 1; level <= 3; level++)
    {
      guint contrary = 0;

      for (guint seed = 0; seed < N_SEEDS; seed++)
        {
          g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (FT_PR_SKILL_HILO, level, seed);
          guint top = g_ascii_strtoull (ex->question + strlen ("TOP "), NULL, 10);
          gboolean naive_hi = 100 - top > top - 1;

          contrary += g_str_equal (ex->answer, naive_hi ? "lo" : "hi");
        }
      g_test_message ("hilo level %u: answering against the 100-card count scores %u%%",
                      level, 100 * contrary / N_SEEDS);
      g_assert_cmpuint (contrary * 10, >=, N_SEEDS * 4);
      g_assert_cmpuint (contrary * 10, <=, N_SEEDS * 6);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-words/sentences", test_sentences);
  g_test_add_func ("/practice-words/sentence-from-question", test_sentence_from_question);
  g_test_add_func ("/practice-words/distinct", test_distinct);
  g_test_add_func ("/practice-words/harder", test_harder);
  g_test_add_func ("/practice-words/balanced", test_balanced);

  return g_test_run ();
}
