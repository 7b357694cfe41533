/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "ft-worksheet.h"

static const char usage[] =
  "Usage: flip-tutor-cli worksheet SKILL[,SKILL…] --output FILE.pdf [OPTION…]\n"
  "\n"
  "Writes a printable worksheet: a title, a line for the learner's name,\n"
  "the set codes that give the same questions in the app's Practice, each\n"
  "question in words with space to answer (bits in boxes grouped in fours),\n"
  "and an answer key with the worked solutions on pages of its own.\n"
  "Skills as “flip-tutor-cli practice --list” names them.\n"
  "\n"
  "Options:\n"
  "  --output FILE    the PDF to write (required)\n"
  "  --count N        how many questions, shared among the skills (default 10)\n"
  "  --level L        1, 2 or 3 (default 1)\n"
  "  --seed X         the seed (default 1): the same seed, the same sheet\n"
  "  --paper P        a4 or letter (default a4)\n";

int
ft_cli_worksheet (int    argc,
                  char **argv)
{
  g_autoptr(FtWorksheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  FtPrSkillId skills[FT_PR_N_SKILLS];
  const char *output = NULL;
  const char *paper = "a4";
  guint count = 10, level = 1, n_skills = 0;
  guint64 seed = 1;
  const FtCliOption options[] = {
    { "output", FT_CLI_STRING, &output },
    { "count", FT_CLI_UINT, &count, 1, FT_WORKSHEET_MAX_COUNT },
    { "level", FT_CLI_UINT, &level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL },
    { "seed", FT_CLI_UINT64, &seed },
    { "paper", FT_CLI_STRING, &paper },
    { NULL }
  };
  const FtCliSpec spec = { "worksheet", usage, options, 1, 1 };
  int status;

  /* argv[0] is "worksheet": the skills are the one positional argument. */
  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (output == NULL)
    return ft_cli_usage_error ("worksheet", usage, "--output FILE.pdf is required");
  if (!g_str_equal (paper, "a4") && !g_str_equal (paper, "letter"))
    return ft_cli_usage_error ("worksheet", usage, "--paper is a4 or letter");

  names = g_strsplit (argv[1], ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (n_skills == G_N_ELEMENTS (skills) || !ft_pr_skill_from_id (names[i], &skills[n_skills]))
        return ft_cli_usage_error ("worksheet", usage,
                                   "unknown skill “%s” (flip-tutor-cli practice --list names them)", names[i]);
      n_skills++;
    }
  if (count < n_skills)
    return ft_cli_usage_error ("worksheet", usage, "--count must give each skill at least one question");

  sheet = ft_worksheet_new (skills, n_skills, count, level, (guint32) seed, &error);
  if (sheet == NULL)
    return ft_cli_usage_error ("worksheet", usage, "%s", error->message);
  if (!ft_worksheet_write_pdf (sheet, output, g_str_equal (paper, "letter") ? FT_PAPER_LETTER : FT_PAPER_A4,
                               &error))
    return ft_cli_input_error ("%s", error->message);
  return FT_CLI_EXIT_OK;
}
