/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "../cli-test.h"

/* flip-tutor-cli flipchain reads options and board files the way every
 * game does (tests/cli-test.h): usage errors exit 2, bad boards exit 1
 * with an escaped message, and nothing after a NUL is silently dropped. */

#define RUN(run, input, ...) ft_cli_run (run, input, -1, "flipchain", __VA_ARGS__, NULL)

/* A full side-3 board: Blue has no legal cell ("-"). */
static const char full_board[] = "R R R\nR R R R\nR R R R R\nR R R R\nR R R\n";

static void
test_common (void)
{
  static const char * const actions[] = { "flips", "legal", "play", "selfplay", "solve", NULL };

  ft_cli_test_common ("flipchain", actions);
}

static void
test_bad_values (void)
{
  static const char * const bad[][3] = {
    { "selfplay", "--seed", "-1" },
    { "selfplay", "--seed", "" },
    { "selfplay", "--strength", "" },
    { "selfplay", "--strength", ",expert" },
    { "selfplay", "--strength", "standard," },
    { "selfplay", "--games", "-5" },
    { "selfplay", "--games", "0" },
    { "selfplay", "--side", "" },
    { "solve", "--seconds", "-1" },
    { "solve", "extra", NULL },
    { "play", "--no-pie=yes", NULL },
    { "legal", "-", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char * const words[] = { bad[i][0], bad[i][1], bad[i][2], NULL };

      ft_cli_assert_usage_error ("flipchain", words);
    }
}

/* The board read from standard input: a NUL byte refuses it whole (what
 * follows the NUL must not be ignored), and so do bytes that are not
 * UTF-8; the message escapes them. */
static void
test_board_stdin (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_autoptr(GString) input = g_string_new (full_board);

  RUN (&r, full_board, "legal", "--side", "3", "-", "B");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "-\n");

  g_string_append_c (input, '\0');
  g_string_append (input, "B B B\n");
  ft_cli_run (&r, input->str, input->len, "flipchain", "legal", "--side", "3", "-", "B", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_true (g_str_has_prefix (r.err, "error: "));
  g_assert_nonnull (strstr (r.err, "NUL"));

  RUN (&r, "R R \xff\n\033[2J\n", "flips", "--side", "3", "-", "R", "a1");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "UTF-8"));
}

/* The same from a board file, whose name is escaped in the message. */
static void
test_board_file (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("flipchain-cli-input-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing = NULL;
  static const char nul_board[] = "R . .\n. . . .\n. . \0 . .\n. . . .\n. . .\n";

  g_assert_no_error (error);
  path = g_build_filename (dir, "board.txt", NULL);
  g_assert_true (g_file_set_contents (path, nul_board, sizeof nul_board - 1, &error));
  g_assert_no_error (error);

  RUN (&r, NULL, "legal", "--side=3", path, "R");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "NUL"));

  missing = g_build_filename (dir, "gone\033[2J.txt", NULL);
  RUN (&r, NULL, "legal", "--side=3", missing, "R");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_null (strchr (r.err, '\033'));
  g_assert_nonnull (strstr (r.err, "gone\\x1B[2J.txt"));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A cell argument is never printed raw (an escape sequence would reach the
 * terminal); solve stopped by --seconds has its own exit status (3, not
 * bad input's 1); --memory beyond what is free says so (4) instead of
 * aborting (issue 26). */
static void
test_statuses (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_autofree char *path = NULL;
  const char *cells[] = { "\033[2Jz9", "\x9b" "31m" };
  g_autofree char *dir = g_dir_make_tmp ("ft-fc-cli-XXXXXX", NULL);
  static const char empty[] = ". . .\n. . . .\n. . . . .\n. . . .\n. . .\n";

  path = g_build_filename (dir, "board.txt", NULL);
  g_assert_true (g_file_set_contents (path, empty, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      RUN (&r, NULL, "flips", "--side", "3", path, "R", cells[i]);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_true (g_str_has_prefix (r.out, "illegal: "));
      g_assert_null (strchr (r.out, '\033'));
      g_assert_null (strstr (r.out, "\xc2\x9b"));
      /* the colour, in either action */
      RUN (&r, NULL, i == 0 ? "flips" : "legal", "--side", "3", path, cells[i], "a1");
      g_assert_cmpint (r.status, ==, 2);
      g_assert_null (strchr (r.out, '\033'));
      g_assert_null (strchr (r.err, '\033'));
      g_assert_null (strstr (r.err, "\xc2\x9b"));
    }

  RUN (&r, NULL, "solve", "--side", "4", "--seconds", "1");
  g_assert_cmpint (r.status, ==, 3);
  g_assert_nonnull (strstr (r.out, "result: unknown"));

  RUN (&r, NULL, "solve", "--memory", "1048576");
  g_assert_cmpint (r.status, ==, 4);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "free"));

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipchain/cli-input/common", test_common);
  g_test_add_func ("/flipchain/cli-input/bad-values", test_bad_values);
  g_test_add_func ("/flipchain/cli-input/board-stdin", test_board_stdin);
  g_test_add_func ("/flipchain/cli-input/board-file", test_board_file);
  g_test_add_func ("/flipchain/cli-input/statuses", test_statuses);

  return g_test_run ();
}
