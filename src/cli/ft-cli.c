/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"

/* A game joins the command line by adding one row here. */
static const FtCliGame games[] = {
  { "equation", N_("Binary equations: check lines of tiles, explain them"), ft_cli_equation },
  { "flipbits", N_("FLIP BITS: solve hands, play computer games"), ft_cli_flipbits },
  { "dice", N_("FLIP (dice): solve, evaluate positions, play computer games"), ft_cli_dice },
  { "hilo", N_("Hi Lo Flip: computer games, hints, expert against standard"), ft_cli_hilo },
  { "scrabble", N_("Binary Number Scrabble: every legal play, scores, hints, computer games"), ft_cli_scrabble },
  { "practice", N_("Practice exercises for every skill, with answers"), ft_cli_practice },
  { "flipchain", N_("Flipchain: flips, legal cells, games, computer games, the small boards solved"), ft_cli_flipchain },
};

static void
print_help (FILE *out)
{
  fprintf (out, _("Usage: flip-tutor-cli GAME ACTION [OPTION…]\n"
                  "\n"
                  "The Flip Tutor game engines on the command line.\n"
                  "\n"
                  "Games:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    fprintf (out, "  %-10s %s\n", games[i].name, _(games[i].summary));
  fprintf (out, _("\n"
                  "Options:\n"
                  "  -h, --help     Show this help\n"
                  "  --version      Show the version\n"
                  "\n"
                  "Run “flip-tutor-cli GAME --help” for a game's actions.\n"));
}

int
ft_cli_usage_error (const char *game,
                    const char *usage,
                    const char *format,
                    ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "flip-tutor-cli %s: %s\n", game, message);
  if (usage != NULL)
    fprintf (stderr, "%s\n", usage);
  return 2;
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_help (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("flip-tutor-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (strcmp (argv[1], games[i].name) == 0)
      return games[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("flip-tutor-cli: unknown game “%s”\n"), argv[1]);
  print_help (stderr);
  return 2;
}
