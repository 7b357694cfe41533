/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "../cli-test.h"

/* flip-tutor-cli practice reads options the way every game does
 * (tests/cli-test.h); its first word is a skill, not an action. */

#define RUN(run, ...) ft_cli_run (run, NULL, -1, "practice", __VA_ARGS__, NULL)

static void
test_common (void)
{
  static const char * const skills[] = { "add", "xor", "dice", NULL };

  ft_cli_test_common_named ("practice", "skill", skills);
}

static void
test_bad_values (void)
{
  static const char * const bad[][3] = {
    { "add", "--seed", "-1" },
    { "add", "--seed", "" },
    { "add", "--count", "0" },
    { "add", "--count", "-3" },
    { "add", "--level", "" },
    { "add", "--diagnose", "" },
    { "add", "--steps=yes", NULL },
    { "add", "xor", NULL },
    { "--set", "", NULL },
    { "--set", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char * const words[] = { bad[i][0], bad[i][1], bad[i][2], NULL };

      ft_cli_assert_usage_error ("practice", words);
    }
}

/* Options may come before the skill, and `--name=value` is `--name value`. */
static void
test_option_forms (void)
{
  g_auto(FtCliRun) a = { 0, };
  g_auto(FtCliRun) b = { 0, };

  RUN (&a, "xor", "--count", "3", "--level", "2", "--seed", "8");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpuint (ft_cli_count_lines (a.out), ==, 3);
  RUN (&b, "--count=3", "--seed=8", "xor", "--level=2");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (a.out, ==, b.out);
}

/* Words from the command line that come back in a message are escaped;
 * an answer that is not UTF-8 is refused rather than printed back. */
static void
test_escaped (void)
{
  g_auto(FtCliRun) r = { 0, };

  RUN (&r, "--set", "AB\033[2J");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_true (g_str_has_prefix (r.err, "error: "));
  g_assert_null (strchr (r.err, '\033'));
  g_assert_nonnull (strstr (r.err, "AB\\x1B[2J"));

  RUN (&r, "xor", "--count", "1", "--seed", "1", "--diagnose", "10\xff");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "10\\xFF"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/practice/cli-input/common", test_common);
  g_test_add_func ("/practice/cli-input/bad-values", test_bad_values);
  g_test_add_func ("/practice/cli-input/option-forms", test_option_forms);
  g_test_add_func ("/practice/cli-input/escaped", test_escaped);

  return g_test_run ();
}
