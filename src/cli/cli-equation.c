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
 * The options every action takes; the words that are left stay in @argv.
 * Returns FALSE when the caller should stop with *status (after --help or
 * a usage error).
 */
static gboolean
parse_options (int       *argc,
               char     **argv,
               guint      min_args,
               guint      max_args,
               FtEqRules *rules,
               int       *status)
{
  const char *order = "standard";
  gboolean xor = FALSE, no_identity = FALSE, strict_identity = FALSE, loose_not_zeros = FALSE;
  const FtCliOption options[] = {
    { "order", FT_CLI_STRING, &order },
    { "xor", FT_CLI_FLAG, &xor },
    { "no-identity", FT_CLI_FLAG, &no_identity },
    { "strict-identity", FT_CLI_FLAG, &strict_identity },
    { "loose-not-zeros", FT_CLI_FLAG, &loose_not_zeros },
    { NULL }
  };
  const FtCliSpec spec = { "equation", usage, options, min_args, max_args };

  if (!ft_cli_parse_options (&spec, argc, argv, status))
    return FALSE;

  rules->options = FT_EQ_OPTION_NONE;
  if (xor)
    rules->options |= FT_EQ_OPTION_XOR;
  if (no_identity)
    rules->options |= FT_EQ_OPTION_NO_IDENTITY;
  if (strict_identity)
    rules->options |= FT_EQ_OPTION_STRICT_IDENTITY;
  if (loose_not_zeros)
    rules->options |= FT_EQ_OPTION_LOOSE_NOT_ZEROS;

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
  g_autoptr(FtCliLineReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  const char *line;

  if (!parse_options (&argc, argv, 0, 0, &rules, &status))
    return status;

  reader = ft_cli_line_reader_new (stdin, 0);
  while (ft_cli_read_line (reader, &line, &error))
    {
      guint8 tiles[FT_EQ_MAX_TILES];
      guint n_tiles = 0;

      if (line == NULL || !ft_eq_tiles_from_string (line, tiles, &n_tiles, &error))
        status = ft_cli_line_error (reader, error->message);
      else
        answer_line (tiles, n_tiles, &rules, prefix);
      fflush (stdout);
      g_clear_error (&error);
    }
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

  if (!parse_options (&argc, argv, 1, G_MAXUINT, &rules, &status))
    return status;

  text = g_strjoinv (" ", argv + 1);
  if (!g_utf8_validate (text, -1, NULL))
    return ft_cli_input_error ("“%s” is not UTF-8 text", text);
  if (!ft_eq_tiles_from_string (text, tiles, &n_tiles, &error))
    return ft_cli_input_error ("%s", error->message);

  ft_eq_explain (tiles, n_tiles, &rules, &trace);
  out = ft_eq_trace_to_string (&trace, tiles, n_tiles);
  fputs (out, stdout);
  return 0;
}

static int
run_check (int    argc,
           char **argv)
{
  return run_lines (argc, argv, FALSE);
}

static int
run_prefix (int    argc,
            char **argv)
{
  return run_lines (argc, argv, TRUE);
}

int
ft_cli_equation (int    argc,
                 char **argv)
{
  static const FtCliAction actions[] = {
    { "check", run_check },
    { "prefix", run_prefix },
    { "explain", run_explain },
    { NULL }
  };

  return ft_cli_dispatch ("equation", usage, actions, argc, argv);
}
