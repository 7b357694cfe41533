/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "equation/equation-check.h"
#include "equation/equation-prefix.h"
#include "equation/equation-trace.h"

static const char usage[] =
  "Usage: flip-tutor-cli equation ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  check [OPTION…]            read equations from standard input, one per line,\n"
  "                             and print “valid VALUE” or “invalid RULE: reason”\n"
  "  prefix [OPTION…]           read lines from standard input and print “open” when\n"
  "                             tiles may still be added to make a valid line, or\n"
  "                             “dead RULE: reason”\n"
  "  explain [OPTION…] TILES…   print the parse tree, the steps and the verdict\n"
  "\n"
  "Tiles are words separated by spaces: 1 0 x 1 0 = 1 0 0\n"
  "(x or × multiply, / or ÷ divide, AND OR XOR NOT as words, + - =).\n"
  "\n"
  "Options:\n"
  "  --order standard|ltr   order of operations (R15; default standard)\n"
  "  --xor                  XOR tiles are in play\n"
  "  --no-identity          forbid × 1, + 0, - 0 (R17)\n"
  "  --strict-identity      also forbid AND 1, OR 0 (R17)\n"
  "  --loose-not-zeros      allow any leading zeros after NOT (R12)\n";

/*
 * Takes the options out of @argv (in place) and leaves the other words.
 * Returns FALSE after printing a usage error; *status then holds 2.
 */
static gboolean
parse_options (int       *argc,
               char     **argv,
               FtEqRules *rules,
               int       *status)
{
  int kept = 1;
  gboolean words_only = FALSE;

  rules->order = FT_EQ_ORDER_STANDARD;
  rules->options = FT_EQ_OPTION_NONE;

  for (int i = 1; i < *argc; i++)
    {
      const char *a = argv[i];
      const char *order = NULL;

      if (words_only || strncmp (a, "--", 2) != 0)
        {
          argv[kept++] = argv[i];
          continue;
        }
      if (strcmp (a, "--") == 0)
        words_only = TRUE;
      else if (strcmp (a, "--xor") == 0)
        rules->options |= FT_EQ_OPTION_XOR;
      else if (strcmp (a, "--no-identity") == 0)
        rules->options |= FT_EQ_OPTION_NO_IDENTITY;
      else if (strcmp (a, "--strict-identity") == 0)
        rules->options |= FT_EQ_OPTION_STRICT_IDENTITY;
      else if (strcmp (a, "--loose-not-zeros") == 0)
        rules->options |= FT_EQ_OPTION_LOOSE_NOT_ZEROS;
      else if (strncmp (a, "--order=", 8) == 0)
        order = a + 8;
      else if (strcmp (a, "--order") == 0)
        {
          if (i + 1 >= *argc)
            {
              *status = ft_cli_usage_error ("equation", usage, "--order needs standard or ltr");
              return FALSE;
            }
          order = argv[++i];
        }
      else
        {
          *status = ft_cli_usage_error ("equation", usage, "unknown option “%s”", a);
          return FALSE;
        }

      if (order != NULL)
        {
          if (strcmp (order, "standard") == 0)
            rules->order = FT_EQ_ORDER_STANDARD;
          else if (strcmp (order, "ltr") == 0 || strcmp (order, "left-to-right") == 0)
            rules->order = FT_EQ_ORDER_LTR;
          else
            {
              *status = ft_cli_usage_error ("equation", usage,
                                            "--order must be standard or ltr, not “%s”", order);
              return FALSE;
            }
        }
    }

  *argc = kept;
  return TRUE;
}

/*
 * Prints the answer for one line of tiles: `valid VALUE` or
 * `invalid RULE: reason` for check, `open` or `dead RULE: reason` for
 * prefix.  The format is fixed by the issue and stays untranslated; the
 * reason is the engine's words.
 */
static void
answer_line (const guint8    *tiles,
             guint            n_tiles,
             const FtEqRules *rules,
             gboolean         prefix)
{
  FtEqVerdict verdict;
  g_autofree char *reason = NULL;

  if (prefix ? ft_eq_prefix_check (tiles, n_tiles, rules, &verdict)
             : ft_eq_check (tiles, n_tiles, rules, &verdict))
    {
      g_autofree char *value = ft_eq_format_binary (verdict.value, 0);

      if (prefix)
        printf ("open\n");
      else
        printf ("valid %s\n", value);
      return;
    }
  reason = ft_eq_verdict_reason (&verdict, tiles, n_tiles);
  printf ("%s R%u: %s\n", prefix ? "dead" : "invalid", verdict.rule, reason);
}

/* One answer per input line; a line that is not tiles prints `error: …`
 * and the batch goes on (exit status 1 at the end). */
static int
run_lines (int        argc,
           char     **argv,
           gboolean   prefix)
{
  FtEqRules rules;
  int status = 0;
  char *buf = NULL;
  size_t size = 0;
  guint line_no = 0;

  if (!parse_options (&argc, argv, &rules, &status))
    return status;
  if (argc > 1)
    return ft_cli_usage_error ("equation", usage,
                               "%s reads its equations from standard input, not “%s”",
                               argv[0], argv[1]);

  while (getline (&buf, &size, stdin) >= 0)
    {
      g_autoptr(GError) error = NULL;
      guint8 tiles[FT_EQ_MAX_TILES];
      guint n_tiles = 0;

      line_no++;
      if (!g_utf8_validate (buf, -1, NULL))
        {
          printf ("error: line %u: not UTF-8 text\n", line_no);
          status = 1;
          continue;
        }
      if (!ft_eq_tiles_from_string (buf, tiles, &n_tiles, &error))
        {
          printf ("error: line %u: %s\n", line_no, error->message);
          status = 1;
          continue;
        }
      answer_line (tiles, n_tiles, &rules, prefix);
      fflush (stdout);
    }

  free (buf);
  return status;
}

static int
run_explain (int    argc,
             char **argv)
{
  FtEqRules rules;
  FtEqTrace trace;
  int status = 0;
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n_tiles = 0;

  if (!parse_options (&argc, argv, &rules, &status))
    return status;
  if (argc < 2)
    return ft_cli_usage_error ("equation", usage, "explain needs the tiles of a line");

  argv[argc] = NULL;
  text = g_strjoinv (" ", argv + 1);
  if (!ft_eq_tiles_from_string (text, tiles, &n_tiles, &error))
    {
      fprintf (stderr, "error: %s\n", error->message);
      return 1;
    }

  ft_eq_explain (tiles, n_tiles, &rules, &trace);
  out = ft_eq_trace_to_string (&trace, tiles, n_tiles);
  fputs (out, stdout);
  return 0;
}

int
ft_cli_equation (int    argc,
                 char **argv)
{
  if (argc < 2 || strcmp (argv[1], "--help") == 0)
    {
      fputs (usage, argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  if (strcmp (argv[1], "check") == 0)
    return run_lines (argc - 1, argv + 1, FALSE);
  if (strcmp (argv[1], "prefix") == 0)
    return run_lines (argc - 1, argv + 1, TRUE);
  if (strcmp (argv[1], "explain") == 0)
    return run_explain (argc - 1, argv + 1);

  return ft_cli_usage_error ("equation", usage, "unknown action “%s”", argv[1]);
}
