/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "practice/practice-diagnose.h"
#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

static const char usage[] =
  "Usage: flip-tutor-cli practice SKILL [OPTION…]\n"
  "       flip-tutor-cli practice --list\n"
  "       flip-tutor-cli practice --set CODE\n"
  "\n"
  "Prints generated exercises, one a line: QUESTION<TAB>ANSWER.  The same\n"
  "seed gives the same exercises: a worksheet and its answer key.\n"
  "With --words each question is the sentence a learner reads instead,\n"
  "in the language of the locale: SENTENCE<TAB>ANSWER.\n"
  "\n"
  "Options:\n"
  "  --count N        how many exercises (default 10)\n"
  "  --level L        1, 2 or 3: 4, 6 or 8 bits, more steps (default 1)\n"
  "  --seed X         the seed (default: a random one)\n"
  "  --steps          print the worked solution under each exercise\n"
  "  --words          print each question as a sentence, for a printed worksheet\n"
  "  --diagnose TEXT  with --count 1: name the likely mistake in an answer\n"
  "  --make-code      print the set code for SKILL (or “mix”), --level, --seed\n"
  "  --set CODE       print the ten exercises of a set code\n"
  "  --list           name every skill with its lessons\n";

static void
print_list (void)
{
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    {
      const FtPrSkill *skill = ft_pr_skill_get (i);
      g_autofree char *lessons = g_strjoinv (",", (char **) skill->lessons);

      printf ("%s\t%s\t%s\n", skill->id, _(skill->name), lessons);
    }
}

static void
print_exercise (const FtPrExercise *ex,
                gboolean            steps,
                gboolean            words)
{
  printf ("%s\t%s\n", words ? ex->sentence : ex->question, ex->answer);
  if (steps)
    for (guint i = 0; i < ex->steps->len; i++)
      printf ("  %s\n", (const char *) g_ptr_array_index (ex->steps, i));
}

static int
run_set (const char *code,
         gboolean    steps,
         gboolean    words)
{
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  guint n = ft_pr_set_plan (code, items);

  if (n == 0)
    {
    return ft_cli_input_error ("“%s” is not a set code (eight letters and digits, XXXX-XXXX)",
                               code);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (items[i].skill, items[i].level, items[i].seed);

      print_exercise (ex, steps, words);
    }
  return 0;
}

/*
 * `practice` has no actions: its first word is a skill (or an option such
 * as --list), so it reads the whole command line as one action whose
 * argument is the skill.
 */
int
ft_cli_practice (int    argc,
                 char **argv)
{
  const char *diagnose = NULL, *set = NULL;
  guint count = 10, level = FT_PR_MIN_LEVEL;
  guint64 seed = 0;
  gboolean seeded = FALSE, steps = FALSE, words = FALSE, make_code = FALSE, list = FALSE;
  const FtCliOption options[] = {
    { "count", FT_CLI_UINT, &count, 1, 100000 },
    { "level", FT_CLI_UINT, &level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL },
    { "seed", FT_CLI_UINT64, &seed, 0, 0, &seeded },
    { "steps", FT_CLI_FLAG, &steps },
    { "words", FT_CLI_FLAG, &words },
    { "diagnose", FT_CLI_STRING, &diagnose },
    { "make-code", FT_CLI_FLAG, &make_code },
    { "set", FT_CLI_STRING, &set },
    { "list", FT_CLI_FLAG, &list },
    { NULL }
  };
  const FtCliSpec spec = { "practice", usage, options, 0, 1 };
  const char *skill_name;
  FtPrSkillId skill = 0;
  g_autoptr(GHashTable) asked = NULL;
  FtRng stream;
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  skill_name = argv[1];

  if (list)
    {
      print_list ();
      return 0;
    }
  if (set != NULL)
    return run_set (set, steps, words);
  if (skill_name == NULL)
    return ft_cli_usage_error ("practice", usage, "name a skill (see --list)");

  if (make_code)
    {
      g_autofree char *code = NULL;

      if (strcmp (skill_name, "mix") != 0 && !ft_pr_skill_from_id (skill_name, &skill))
        return ft_cli_usage_error ("practice", NULL, "unknown skill “%s” (see --list)", skill_name);
      if (seed > 0xFFFFFFF)
        return ft_cli_usage_error ("practice", NULL, "a set code holds seeds up to %u", 0xFFFFFFF);
      code = ft_pr_set_code_make (strcmp (skill_name, "mix") == 0 ? FT_PR_SET_MIX : skill,
                                  level, (guint32) seed);
      printf ("%s\n", code);
      return 0;
    }

  if (!ft_pr_skill_from_id (skill_name, &skill))
    return ft_cli_usage_error ("practice", NULL, "unknown skill “%s” (see --list)", skill_name);
  if (diagnose != NULL && count != 1)
    return ft_cli_usage_error ("practice", usage, "--diagnose works on one exercise: --count 1");
  /* The answer goes into the diagnosis printed back. */
  if (diagnose != NULL && !g_utf8_validate (diagnose, -1, NULL))
    return ft_cli_input_error ("the answer “%s” is not UTF-8 text", diagnose);

  ft_rng_init (&stream, seeded ? seed : g_random_int ());
  asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < count; i++)
    {
      /* a worksheet repeats no question while the skill has others */
      guint64 item_seed = ft_pr_series_seed (skill, level, &stream, asked);
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, level, item_seed);

      print_exercise (ex, steps, words);
      if (diagnose != NULL)
        {
          g_autofree char *message = NULL;
          FtPrDiagKind kind = ft_pr_diagnose (ex, diagnose, &message);

          printf ("%s\t%s\n", ft_pr_diag_name (kind), message ? message : "");
        }
    }
  return 0;
}
