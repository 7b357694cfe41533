/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "ft-lesson-check.h"

static const char usage[] =
  "Usage: flip-tutor-cli lesson check FILE…\n"
  "\n"
  "Checks lesson files (the format of src/lessons/README.md and\n"
  "doc/teachers-lessons.md) as the app reads them: every fault, each as\n"
  "FILE:LINE:COLUMN: what is wrong, and what to write instead.  Exit status\n"
  "0 when every file passes, 1 when one has a fault.  A lesson that passes\n"
  "goes in ~/.local/share/flip-tutor/lessons/, or a folder given to\n"
  "flip-tutor --lessons.\n";

/* A lesson file is a few kilobytes; this is far past any. */
#define MAX_LESSON_SIZE (1024 * 1024)

static int
run_check (int    argc,
           char **argv)
{
  const FtCliSpec spec = { "lesson", usage, NULL, 1, G_MAXUINT };
  int status, result = FT_CLI_EXIT_OK;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = ft_cli_read_text (argv[i], MAX_LESSON_SIZE, &error);
      g_autoptr(GPtrArray) faults = NULL;

      if (text == NULL)
        {
          ft_cli_input_error ("%s", error->message);
          result = FT_CLI_EXIT_INPUT;
          continue;
        }
      faults = ft_lesson_check (text, strlen (text));
      for (guint f = 0; f < faults->len; f++)
        {
          g_autofree char *line = ft_lesson_fault_to_string (g_ptr_array_index (faults, f), argv[i]);
          g_autofree char *safe = ft_cli_escape (line, -1);

          printf ("%s\n", safe);
        }
      if (faults->len > 0)
        result = FT_CLI_EXIT_INPUT;
    }
  return result;
}

int
ft_cli_lesson (int    argc,
               char **argv)
{
  static const FtCliAction actions[] = {
    { "check", run_check },
    { NULL }
  };

  return ft_cli_dispatch ("lesson", usage, actions, argc, argv);
}
