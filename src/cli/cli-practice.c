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
  "\n"
  "Options:\n"
  "  --count N        how many exercises (default 10)\n"
  "  --level L        1, 2 or 3: 4, 6 or 8 bits, more steps (default 1)\n"
  "  --seed X         the seed (default: a random one)\n"
  "  --steps          print the worked solution under each exercise\n"
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
                gboolean            steps)
{
  printf ("%s\t%s\n", ex->question, ex->answer);
  if (steps)
    for (guint i = 0; i < ex->steps->len; i++)
      printf ("  %s\n", (const char *) g_ptr_array_index (ex->steps, i));
}

static gboolean
parse_uint (const char *text,
            guint64     max,
            guint64    *value)
{
  return text != NULL && g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static int
run_set (const char *code,
         gboolean    steps)
{
  FtPrSessionItem items[FT_PR_SESSION_LENGTH];
  guint n = ft_pr_set_plan (code, items);

  if (n == 0)
    {
      fprintf (stderr, "flip-tutor-cli practice: “%s” is not a set code (eight letters and digits, XXXX-XXXX)\n",
               code);
      return 1;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (items[i].skill, items[i].level, items[i].seed);

      print_exercise (ex, steps);
    }
  return 0;
}

int
ft_cli_practice (int    argc,
                 char **argv)
{
  const char *skill_name = NULL, *diagnose = NULL, *set = NULL;
  guint64 count = 10, level = 1, seed = 0;
  gboolean seeded = FALSE, steps = FALSE, make_code = FALSE;
  FtPrSkillId skill = 0;
  FtRng stream;

  if (argc < 2)
    {
      fputs (usage, stderr);
      return 2;
    }

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--help") == 0 || strcmp (a, "-h") == 0)
        {
          fputs (usage, stdout);
          return 0;
        }
      else if (strcmp (a, "--list") == 0)
        {
          print_list ();
          return 0;
        }
      else if (strcmp (a, "--steps") == 0)
        steps = TRUE;
      else if (strcmp (a, "--make-code") == 0)
        make_code = TRUE;
      else if (strcmp (a, "--count") == 0)
        {
          if (!parse_uint (value, 100000, &count) || count == 0)
            return ft_cli_usage_error ("practice", usage, "--count needs a number from 1 to 100000");
          i++;
        }
      else if (strcmp (a, "--level") == 0)
        {
          if (!parse_uint (value, FT_PR_MAX_LEVEL, &level) || level < FT_PR_MIN_LEVEL)
            return ft_cli_usage_error ("practice", usage, "--level needs 1, 2 or 3");
          i++;
        }
      else if (strcmp (a, "--seed") == 0)
        {
          if (!parse_uint (value, G_MAXUINT64, &seed))
            return ft_cli_usage_error ("practice", usage, "--seed needs a whole number");
          seeded = TRUE;
          i++;
        }
      else if (strcmp (a, "--diagnose") == 0)
        {
          if (value == NULL)
            return ft_cli_usage_error ("practice", usage, "--diagnose needs an answer");
          diagnose = value;
          i++;
        }
      else if (strcmp (a, "--set") == 0)
        {
          if (value == NULL)
            return ft_cli_usage_error ("practice", usage, "--set needs a set code");
          set = value;
          i++;
        }
      else if (strncmp (a, "--", 2) == 0)
        return ft_cli_usage_error ("practice", usage, "unknown option “%s”", a);
      else if (skill_name == NULL)
        skill_name = a;
      else
        return ft_cli_usage_error ("practice", usage, "one skill at a time, not “%s”", a);
    }

  if (set != NULL)
    return run_set (set, steps);
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

  ft_rng_init (&stream, seeded ? seed : g_random_int ());
  for (guint64 i = 0; i < count; i++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skill, level, ft_rng_next (&stream));

      print_exercise (ex, steps);
      if (diagnose != NULL)
        {
          g_autofree char *message = NULL;
          FtPrDiagKind kind = ft_pr_diagnose (ex, diagnose, &message);

          printf ("%s\t%s\n", ft_pr_diag_name (kind), message ? message : "");
        }
    }
  return 0;
}
