/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "../cli-test.h"

/* `flip-tutor-cli flipbits solve` and `play`, run as a user would, through
 * $FLIP_TUTOR_CLI (set by tests/meson.build). */

#define run_cli(input, out, ...) \
  ft_cli_run_game (input, out, NULL, "flipbits", (const char * const[]) { __VA_ARGS__ })

/* One line per hand, in order; a malformed line says so and the batch goes
 * on (exit status 1); a blank line gets a blank line. */
static void
test_solve (void)
{
  static const struct { const char *in, *out; } lines[] = {
    { "0101 0110 0011 XOR", "yes 1 XOR" },            /* the seed's XOR example */
    { "1000 0001 - ROTL", "yes 1 ROTL" },             /* R1 */
    { "0001 0011 - ROTR,FLIP", "yes 1 FLIP:0010" },
    { "0000 0100 - NOT,MOR:0100", "yes 1 MOR:0100" },
    { "0000 0001 - OR", "no" },                       /* R4: no HEX card */
    { "1111 1111 0000 NOT", "no" },                   /* R4: zero cards is no solve */
    { "0000 0110 0011 ROTL,OR", "yes 2 OR,ROTL" },    /* R4: order matters */
    { "0101 0110 0011", "error: expected four fields: MEMORY GOAL HEX CARDS, found 3" },
    { "0101 0110 0013 XOR", "error: HEX must be four bits like 0011 or -, not “0013”" },
    { "0101 0110 0011 XOR,BOGUS", "error: “BOGUS” is not an OPERATION card" },
    { "2101 0110 0011 XOR", "error: MEMORY must be four bits like 0101, not “2101”" },
    { "0101 0110 0011 XOR extra", "error: expected four fields: MEMORY GOAL HEX CARDS, found more" },
    { "0101 0110 0011 MOR:0011", "error: “MOR:0011” is not an OPERATION card" },
    { "0000 1111 0011 NOT,NOT,NOT,NOT,NOT,NOT,NOT", "error: 7 cards where at most 6 fit" },
    { "0011 1100 - NOT", "yes 1 NOT" },
  };
  GString *input = g_string_new (NULL), *expected = g_string_new (NULL);
  g_autofree char *out = NULL;
  int status;

  guint line_no = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      line_no++;
      g_string_append_printf (input, "%s\n", lines[i].in);
      if (g_str_has_prefix (lines[i].out, "error: "))
        g_string_append_printf (expected, "error: line %u: %s\n", line_no,
                                lines[i].out + strlen ("error: "));
      else
        g_string_append_printf (expected, "%s\n", lines[i].out);
      if (i == 3)
        {
          line_no++;
          g_string_append (input, "  \n");
          g_string_append (expected, "\n");
        }
    }
  /* A line too long for any hand is one error, not several. */
  g_string_append (input, "0000 1111 - ");
  for (guint i = 0; i < 2000; i++)
    g_string_append (input, "NOT,");
  g_string_append (input, "NOT\n0000 0001 - FLIP\n");
  g_string_append_printf (expected, "error: line %u: the line is too long (more than 4096 bytes)\n"
                          "yes 1 FLIP:0001\n", line_no + 1);

  status = run_cli (input->str, &out, "solve", NULL);
  g_assert_cmpstr (out, ==, expected->str);
  g_assert_cmpint (status, ==, 1);

  g_clear_pointer (&out, g_free);
  status = run_cli ("0000 0011 - FLIP,FLIP\n0001 0010 - ROTL,ROTL\n", &out, "solve", "--all", NULL);
  g_assert_cmpstr (out, ==,
                   "yes 2 FLIP:0001,FLIP:0010 FLIP:0010,FLIP:0001\n"
                   "yes 1 ROTL\n");
  g_assert_cmpint (status, ==, 0);

  g_string_free (input, TRUE);
  g_string_free (expected, TRUE);
}

static void
test_play (void)
{
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *solo = NULL;
  g_auto(GStrv) lines = NULL;
  guint64 wins = 0;

  g_assert_cmpint (run_cli (NULL, &out1, "play", "--players", "2", "--strength", "standard,expert",
                            "--games", "40", "--seed", "7", NULL), ==, 0);
  g_assert_cmpint (run_cli (NULL, &out2, "play", "--players", "2", "--strength", "standard,expert",
                            "--games", "40", "--seed", "7", NULL), ==, 0);
  /* Seeded: the same games twice. */
  g_assert_cmpstr (out1, ==, out2);

  lines = g_strsplit (out1, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "seat 0 standard wins "));
  g_assert_true (g_str_has_prefix (lines[1], "seat 1 expert wins "));
  wins = g_ascii_strtoull (lines[0] + strlen ("seat 0 standard wins "), NULL, 10) +
         g_ascii_strtoull (lines[1] + strlen ("seat 1 expert wins "), NULL, 10);
  g_assert_cmpstr (lines[2], ==, "unfinished 0");
  g_assert_cmpuint (wins, ==, 40);
  g_assert_true (g_str_has_prefix (lines[3], "mean-game-length "));

  /* flipbits R2: a different deck is a file, not a code change. */
  {
    g_autofree char *path = NULL;
    g_autofree char *out = NULL;
    g_autoptr(GError) error = NULL;
    int fd = g_file_open_tmp ("flipbits-deck-XXXXXX.txt", &path, &error);

    g_assert_no_error (error);
    close (fd);
    g_assert_true (g_file_set_contents (path, "# tiny\nNOT 6\nFLIP 6\nROTL 4\nMXOR 4\n", -1, &error));
    g_assert_cmpint (run_cli (NULL, &out, "play", "--players", "3", "--strength", "expert",
                              "--games", "5", "--deck", path, NULL), ==, 0);
    g_assert_nonnull (strstr (out, "unfinished 0\n"));
    g_unlink (path);
  }

  g_assert_cmpint (run_cli (NULL, &solo, "play", "--players", "1", "--strength", "beginner",
                            "--games", "10", "--seed", "1", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (solo, "seat 0 beginner wins 10\nunfinished 0\n"));
  g_assert_nonnull (strstr (solo, "\nmean-turns-to-3-points "));
}

static void
test_usage_errors (void)
{
  static const char *const bad[][3] = {
    { "play", "--players", "9" },
    { "play", "--strength", "wizard" },
    { "play", "--strength", "expert,expert,expert" },
    { "play", "--games", "0" },
    { "play", "--deck", "/nonexistent/deck.txt" },
    { "solve", "--bogus", NULL },
    { "bogus", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;

      g_assert_cmpint (run_cli (NULL, &out, bad[i][0], bad[i][1], bad[i][2], NULL), ==, 2);
    }
}

static void
test_common (void)
{
  static const char * const actions[] = { "apply", "solve", "play", NULL };
  static const char * const bad[][4] = {
    { "play", "--seed", "-1", NULL },
    { "play", "--seed", "", NULL },
    { "play", "--strength", "", NULL },
    { "play", "--strength", "standard,", NULL },
    { "play", "--players", "-2", NULL },
    { "play", "--games", "", NULL },
    { "play", "--deck", "", NULL },
    { "play", "--mask-chosen=no", NULL, NULL },
    { "play", "extra", NULL, NULL },
    { "solve", "extra", NULL, NULL },
    { "apply", "NOT", NULL, NULL },
    { "apply", "NOT", "0101", "0011" },
  };

  ft_cli_test_common ("flipbits", actions);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;

      g_assert_cmpint (run_cli (NULL, &out, bad[i][0], bad[i][1], bad[i][2], bad[i][3], NULL), ==, 2);
      g_assert_cmpstr (out, ==, "");
    }

  /* Bad bits are bad input (1) as in `solve`'s lines, not a usage error:
   * one exit status for one kind of fault in every command (issue 26). */
  {
    static const char * const input[][4] = {
      { "apply", "NOT", "2101", NULL },
      { "apply", "XOR", "0101", "0x11" },
      { "apply", "BOGUS", "0101", NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (input); i++)
      {
        g_autofree char *out = NULL;

        g_assert_cmpint (run_cli (NULL, &out, input[i][0], input[i][1], input[i][2], input[i][3], NULL), ==, 1);
        g_assert_cmpstr (out, ==, "");
      }
  }
}

/*
 * A NUL byte, bytes that are not UTF-8 or an over-long line spoil that
 * line alone: the hand after a NUL is answered, not swallowed, and every
 * input line gets exactly one answer line.
 */
static void
test_bad_lines (void)
{
  static const char input[] =
    "0101 0110 0011 XOR\0 0000 0001 - FLIP\n"
    "0000 0001 - FLIP\n"
    "0000 \xc3\x28 - FLIP\n"
    "0000 0001 - FLIP,\x1b]0;owned\a\n"
    "0011 1100 - NOT";
  g_autofree char *out = NULL;

  g_assert_cmpint (run_cli (NULL, &out, "solve", NULL), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);

  {
    g_auto(FtCliRun) r = { 0 };

    ft_cli_run (&r, input, sizeof input - 1, "flipbits", "solve", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_cmpstr (r.out, ==,
                     "error: line 1: the line holds a NUL byte\n"
                     "yes 1 FLIP:0001\n"
                     "error: line 3: the line is not UTF-8 text\n"
                     "error: line 4: “\\x1B]0;owned\\x07” is not an OPERATION card\n"
                     "yes 1 NOT\n");
  }
}


/* The rule settings on the command line: --mask-chosen (flipbits R2) and
 * --keep-equal-goal (R8) change the games a seed deals, reproducibly. */
static void
test_play_settings (void)
{
  static const char *const flags[] = { "--mask-chosen", "--keep-equal-goal" };
  g_autofree char *plain = NULL;

  g_assert_cmpint (run_cli (NULL, &plain, "play", "--players", "5", "--strength", "beginner",
                            "--games", "100", "--seed", "3", NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autofree char *out1 = NULL;
      g_autofree char *out2 = NULL;

      g_assert_cmpint (run_cli (NULL, &out1, "play", "--players", "5", "--strength", "beginner",
                                "--games", "100", "--seed", "3", flags[i], NULL), ==, 0);
      g_assert_cmpint (run_cli (NULL, &out2, "play", "--players", "5", "--strength", "beginner",
                                "--games", "100", "--seed", "3", flags[i], NULL), ==, 0);
      g_assert_cmpstr (out1, ==, out2);
      g_assert_cmpstr (out1, !=, plain);
      g_assert_nonnull (strstr (out1, "unfinished 0\n"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/cli/solve", test_solve);
  g_test_add_func ("/flipbits/cli/play", test_play);
  g_test_add_func ("/flipbits/cli/play-settings-r2-r8", test_play_settings);
  g_test_add_func ("/flipbits/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/flipbits/cli/common", test_common);
  g_test_add_func ("/flipbits/cli/bad-lines", test_bad_lines);

  return g_test_run ();
}
