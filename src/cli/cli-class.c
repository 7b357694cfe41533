/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ft-cli.h"
#include "ft-class-report.h"

static const char usage[] =
  "Usage: flip-tutor-cli class ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  report [--csv] PATH…\n"
  "                    read the progress reports that learners exported from\n"
  "                    the app (files, or folders of *.json files) and print\n"
  "                    the class: each learner's lessons, games and skill\n"
  "                    levels, how many learners are at each level of each\n"
  "                    skill, and the skills the class most needs next.  With\n"
  "                    --csv, one row per learner and one column per skill.\n"
  "                    Files that are not reports, are damaged, come from a\n"
  "                    newer version or repeat a learner are named on standard\n"
  "                    error with the reason (exit status 1); the rest are read.\n"
  "                    Nothing is written.\n";

static int
run_report (int    argc,
            char **argv)
{
  g_autoptr(FtClassReport) klass = ft_class_report_new ();
  g_autofree char *text = NULL;
  gboolean csv = FALSE;
  const FtCliOption options[] = {
    { "csv", FT_CLI_FLAG, &csv },
    { NULL }
  };
  const FtCliSpec spec = { "class", usage, options, 1, G_MAXUINT };
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  for (int i = 1; i < argc; i++)
    ft_class_report_add_path (klass, argv[i]);
  ft_class_report_sort (klass);

  if (csv)
    {
      /* The CSV goes to standard output alone, so that it can be
       * redirected into a file; what was left out goes to standard
       * error. */
      text = ft_class_report_to_csv (klass);
      fputs (text, stdout);
      for (guint i = 0; i < klass->skipped->len; i++)
        {
          const FtClassSkipped *skipped = g_ptr_array_index (klass->skipped, i);
          g_autofree char *path = ft_cli_escape (skipped->path, -1);

          fprintf (stderr, "flip-tutor-cli class: %s: %s\n", path, skipped->reason);
        }
    }
  else
    {
      text = ft_class_report_to_text (klass);
      fputs (text, stdout);
    }
  return klass->skipped->len > 0 ? FT_CLI_EXIT_INPUT : FT_CLI_EXIT_OK;
}

int
ft_cli_class (int    argc,
              char **argv)
{
  static const FtCliAction actions[] = {
    { "report", run_report },
    { NULL }
  };

  return ft_cli_dispatch ("class", usage, actions, argc, argv);
}
