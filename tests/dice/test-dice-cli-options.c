/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "../cli-test.h"

/* flip-tutor-cli dice, run as a user would ($FLIP_TUTOR_CLI): the options
 * every game shares.  The solver's own answers are tested in
 * test-dice-solver.c. */

static void
test_common (void)
{
  static const char * const actions[] = { "solve", "eval", "play", "puzzles", NULL };

  ft_cli_test_common ("dice", actions);
}

/* Each action takes its own options only, and every value is checked
 * before any solve starts. */
static void
test_bad_values (void)
{
  static const char * const bad[][8] = {
    { "play", "--strength", "standard,standard", "--games", "1", "--seed", "-1", NULL },
    { "play", "--strength", "", "--games", "1", "--seed", "1", NULL },
    { "play", "--strength", "standard,", "--games", "1", "--seed", "1", NULL },
    { "play", "--strength", "standard,standard", "--games", "-3", "--seed", "1", NULL },
    { "play", "--strength", "standard,standard", "--games", "1", NULL },
    { "puzzles", "--games", "1", "--seed", "", NULL },
    { "solve", "--dice", "-3", NULL },
    { "solve", "--dice", "2", "--cache", "", NULL },
    { "solve", "--dice", "2", "--strength", "standard,standard", NULL },
    { "solve", "--dice", "2", "extra", NULL },
    { "eval", NULL },
    { "eval", "A:1 B:2 M:- turn=A", "A:1 B:2 M:- turn=A", NULL },
    { "eval", "A:1 B:2 M:- turn=A", "--games", "3", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (ft_cli_run_game (NULL, &out, &err, "dice", bad[i]), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "flip-tutor-cli dice: "));
    }
}

/* A malformed position is bad input (exit 1) and its control characters
 * reach the terminal escaped. */
static void
test_eval_bad_position (void)
{
  g_auto(FtCliRun) r = { 0 };

  ft_cli_run (&r, NULL, -1, "dice", "eval", "A:1\033[2J B:2 M:- turn=A", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_true (g_str_has_prefix (r.err, "error: "));
  g_assert_nonnull (strstr (r.err, "\\x1B[2J"));
  g_assert_null (strchr (r.err, '\033'));

  ft_cli_run (&r, NULL, -1, "dice", "eval", "A:1 B:\xff M:- turn=A", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "\\xFF"));

  /* A position no game has says which rule it breaks in words, not by
   * its code ("(R1)"): a teacher reads this. */
  ft_cli_run (&r, NULL, -1, "dice", "eval", "A:1 B:2,3 M:- turn=A", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.err, ==, "error: there are 3 dice in play; a game has 2N of them for N = 1 to 5\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/cli/common", test_common);
  g_test_add_func ("/dice/cli/bad-values", test_bad_values);
  g_test_add_func ("/dice/cli/eval-bad-position", test_eval_bad_position);

  return g_test_run ();
}
