/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "../cli-test.h"

/* flip-tutor-cli equation …, run as a user would ($FLIP_TUTOR_CLI). */

#define run_cli(input, out, err, ...) \
  ft_cli_run_game (input, out, err, "equation", (const char * const[]) { __VA_ARGS__ })

static void
test_check_batch (void)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = run_cli ("1 0 x 1 0 = 1 0 0\n"
                        "1 + 01 = 10\n"
                        "1 + 2 = 3\n"
                        "1 - 10 = 0\n"
                        "\n"
                        "101 = 110\n"
                        "1 XOR 1 = 0\n"
                        "1 1 1 1 1 1 1 1 = 1 1 1 1 1 1 1 1\n"
                        "110 = NOT 001\n"
                        "\xff\xfe\n"
                        "10 = 1 + 1",
                        &out, &err, "check", NULL);

  g_assert_cmpint (status, ==, 1);   /* some lines were not tiles */
  g_assert_cmpstr (out, ==,
                   "valid 100\n"
                   "invalid R12: tile 3: leading zero in 01\n"
                   "error: line 3: word 3, “2”, is not a tile (tiles are 0 1 + - x / AND OR XOR NOT =)\n"
                   "invalid R14: 1 - 10 goes below zero\n"
                   "invalid R11: the line is empty\n"
                   "invalid R16: part 2 is 110 (6) but part 1 is 101 (5)\n"
                   "invalid R11: tile 2: XOR is only in play with the XOR option\n"
                   "error: line 8: more than 15 tiles: a line of the board holds at most 15\n"
                   "valid 110\n"
                   "error: line 10: the line is not UTF-8 text\n"
                   "valid 10\n");
}

static void
test_check_options (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  const char *input = "1 + 1 x 10 = 100\n1 XOR 1 = 0\n1 AND 1 = 1\nNOT 01 x 0 = 0\n";
  int status;

  status = run_cli (input, &out, &err, "check", "--order", "ltr", "--xor", "--strict-identity",
                    "--loose-not-zeros", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==,
                   "valid 100\n"
                   "valid 0\n"
                   "invalid R17: tile 2: the identity fragment “AND 1” is not allowed\n"
                   "valid 0\n");

  status = run_cli (input, &out2, &err2, "check", "--order=standard", "--no-identity", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out2, ==,
                   "invalid R16: part 2 is 100 (4) but part 1 is 11 (3)\n"
                   "invalid R11: tile 2: XOR is only in play with the XOR option\n"
                   "valid 1\n"
                   "invalid R12: tile 2: the zeros of NOT 01 are not required: NOT 1 × 0 = 0 holds too\n");
}

static void
test_usage_errors (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli ("", &out, &err, "check", "--order", "sideways", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--order must be standard or ltr"));
  g_assert_cmpint (run_cli ("", &out2, &err2, "frobnicate", NULL), ==, 2);
  g_assert_nonnull (strstr (err2, "unknown action"));
}

static void
test_explain (void)
{
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli ("", &out, &err, "explain", "--order", "ltr", "1", "+", "1", "x", "10",
                            "=", "100", NULL), ==, 0);
  g_assert_cmpstr (out, ==,
                   "line: 1 + 1 × 1 0 = 1 0 0\n"
                   "rules: ltr\n"
                   "tree:\n"
                   "part 1: 1 + 1 × 1 0\n"
                   "  × = 100 (4) [tiles 1–6]\n"
                   "    + = 10 (2) [tiles 1–3]\n"
                   "      number 1 = 1 (1) [tile 1]\n"
                   "      number 1 = 1 (1) [tile 3]\n"
                   "    number 10 = 10 (2) [tiles 5–6]\n"
                   "part 2: 1 0 0\n"
                   "  number 100 = 100 (4) [tiles 8–10]\n"
                   "steps:\n"
                   "  1. part 1: 1 + 1 = 10 (1 + 1 = 2)\n"
                   "  2. part 1: 10 × 10 = 100 (2 × 2 = 4)\n"
                   "verdict: valid: every part is 100 (4)\n");

  g_assert_cmpint (run_cli ("", &out2, &err2, "explain", "1", "=", "two", NULL), ==, 1);
  g_assert_nonnull (strstr (err2, "error: word 3, “two”, is not a tile"));
}

/* The prefix action answers for the move generator's question. */
static void
test_prefix (void)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli ("1 - 10 x\n1 - 10 +\n0 1\n", &out, &err, "prefix", NULL), ==, 0);
  g_assert_cmpstr (out, ==,
                   "open\n"
                   "dead R14: 1 - 10 goes below zero\n"
                   "dead R12: tile 1: leading zero in 01\n");
}

static void
test_common (void)
{
  static const char * const actions[] = { "check", "prefix", "explain", NULL };
  g_auto(FtCliRun) r = { 0 };

  ft_cli_test_common ("equation", actions);

  ft_cli_run (&r, NULL, -1, "equation", "check", "--order", "", NULL);
  g_assert_cmpint (r.status, ==, 2);
  ft_cli_run (&r, NULL, -1, "equation", "check", "--order=", NULL);
  g_assert_cmpint (r.status, ==, 2);
  ft_cli_run (&r, NULL, -1, "equation", "check", "--xor=yes", NULL);
  g_assert_cmpint (r.status, ==, 2);
  ft_cli_run (&r, "1 = 1\n", -1, "equation", "check", "extra", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");
  ft_cli_run (&r, NULL, -1, "equation", "explain", NULL);
  g_assert_cmpint (r.status, ==, 2);
  /* `-` alone is the minus tile, not an option. */
  ft_cli_run (&r, NULL, -1, "equation", "explain", "1", "-", "1", "=", "0", NULL);
  g_assert_cmpint (r.status, ==, 0);
}

/*
 * A NUL byte, bytes that are not UTF-8 or an over-long line are an error
 * for that line alone: the rest of the line is not read as tiles, and
 * every input line gets exactly one answer, in order.
 */
static void
test_bad_lines (void)
{
  static const char input[] = "1 = 1\0 + 1 1\n1 = 1\n\xff\n1 = 1 \x1b[2J\n\n1 + 1 = 10";
  g_auto(FtCliRun) r = { 0 };
  g_autoptr(GString) long_line = g_string_new (NULL);

  ft_cli_run (&r, input, sizeof input - 1, "equation", "check", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==,
                   "error: line 1: the line holds a NUL byte\n"
                   "valid 1\n"
                   "error: line 3: the line is not UTF-8 text\n"
                   "error: line 4: word 4, “\\x1B[2J”, is not a tile "
                   "(tiles are 0 1 + - x / AND OR XOR NOT =)\n"
                   "invalid R11: the line is empty\n"
                   "valid 10\n");

  ft_cli_run (&r, input, sizeof input - 1, "equation", "prefix", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpuint (ft_cli_count_lines (r.out), ==, 6);
  g_assert_true (g_str_has_prefix (r.out, "error: line 1: the line holds a NUL byte\nopen\n"));

  /* A line longer than any line of tiles is one error, not several. */
  for (guint i = 0; i < 3000; i++)
    g_string_append (long_line, "1 ");
  g_string_append (long_line, "\n1 = 1\n");
  ft_cli_run (&r, long_line->str, -1, "equation", "check", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "error: line 1: the line is too long (more than 4096 bytes)\nvalid 1\n");

  /* Windows line ends are line ends. */
  ft_cli_run (&r, "1 = 1\r\n0 = 0\r\n", -1, "equation", "check", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "valid 1\nvalid 0\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/equation/cli/check-batch", test_check_batch);
  g_test_add_func ("/equation/cli/check-options", test_check_options);
  g_test_add_func ("/equation/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/equation/cli/explain", test_explain);
  g_test_add_func ("/equation/cli/prefix", test_prefix);
  g_test_add_func ("/equation/cli/common", test_common);
  g_test_add_func ("/equation/cli/bad-lines", test_bad_lines);

  return g_test_run ();
}
