/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

#include "../cli-test.h"

/* flip-tutor-cli hilo, run as a user would ($FLIP_TUTOR_CLI). */

#define RUN(run, input, ...) ft_cli_run (run, input, -1, "hilo", __VA_ARGS__, NULL)

static const char state_87[] =
  "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
  "hands:10,60,87/20,30,35/40,45,55 scores:-/-/90,91 points:0,0,11 pile:50,80 draw:rest";

/* `play` prints one line per seat, and the wins add up to the games. */
static void
test_play (void)
{
  g_auto(FtCliRun) a = { 0, };
  g_auto(FtCliRun) b = { 0, };
  g_auto(GStrv) lines = NULL;
  guint wins = 0, seats = 0;

  RUN (&a, NULL, "play", "--players", "3", "--strength", "beginner,standard,expert",
       "--games", "6", "--seed", "4");
  if (g_test_failed () || a.out == NULL)
    return;
  g_assert_cmpint (a.status, ==, 0);
  g_assert_true (g_str_has_prefix (a.out, "games 6 players 3 seed 4 "));
  lines = g_strsplit (a.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint seat, w;
      char name[32];

      if (sscanf (lines[i], "seat %u %31[a-z]: wins %u", &seat, name, &w) == 3)
        {
          seats++;
          wins += w;
        }
    }
  g_assert_cmpuint (seats, ==, 3);
  g_assert_cmpuint (wins, ==, 6);
  g_assert_nonnull (strstr (a.out, "seat 3 expert:"));

  /* The seed reproduces the run. */
  RUN (&b, NULL, "play", "--players=3", "--strength=beginner,standard,expert",
       "--games=6", "--seed=4");
  g_assert_cmpstr (a.out, ==, b.out);
}

static void
test_play_usage_errors (void)
{
  static const char * const bad[][3] = {
    { "--players", "7", NULL },
    { "--players", "two", NULL },
    { "--strength", "wizard", NULL },
    { "--strength", "expert,expert,expert", NULL }, /* 2 players by default */
    { "--games", "0", NULL },
    { "--colour", "red", NULL },
    { "--games", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(FtCliRun) r = { 0, };

      if (bad[i][1] != NULL)
        RUN (&r, NULL, "play", bad[i][0], bad[i][1]);
      else
        RUN (&r, NULL, "play", bad[i][0]);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, "flip-tutor-cli hilo:"));
    }
}

static void
test_hint (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_auto(FtCliRun) in = { 0, };

  RUN (&r, NULL, "hint", state_87);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "player 1 phase play chip hi top 80\n"));
  g_assert_nonnull (strstr (r.out, "legal 87\n"));
  g_assert_nonnull (strstr (r.out, "action play 87 forced\n"));
  g_assert_nonnull (strstr (r.out, "can beat it with 11 of the 93 cards"));

  /* The same state from standard input. */
  RUN (&in, state_87, "hint", "-");
  g_assert_cmpint (in.status, ==, 0);
  g_assert_cmpstr (in.out, ==, r.out);
}

static void
test_hint_malformed (void)
{
  static const char * const bad[] = {
    "nonsense",
    "hilo/1 players:3",
    "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 hands:10/20/30 pile:50 draw:-",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(FtCliRun) r = { 0, };

      RUN (&r, NULL, "hint", bad[i]);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_true (g_str_has_prefix (r.err, "error: "));
      g_assert_cmpstr (r.out, ==, "");
    }
}

static void
test_compare (void)
{
  g_auto(FtCliRun) r = { 0, };

  RUN (&r, NULL, "compare", "--games", "4", "--seed", "2", "--players", "2,3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "players 2 games 4: expert wins "));
  g_assert_nonnull (strstr (r.out, "\nplayers 3 games 4: expert wins "));
}

/* Options are read one way in every game (tests/cli-test.h). */
static void
test_common (void)
{
  static const char * const actions[] = { "play", "compare", "hint", NULL };

  ft_cli_test_common ("hilo", actions);
}

static void
test_bad_values (void)
{
  static const char * const bad[][3] = {
    { "play", "--seed", "-1" },
    { "play", "--seed", "" },
    { "play", "--strength", "" },
    { "play", "--strength", ",expert" },
    { "play", "--games", "-5" },
    { "play", "--players", "" },
    { "compare", "--players", "" },
    { "compare", "--players", "2,,3" },
    { "compare", "--seed", "-7" },
    { "play", "extra", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(FtCliRun) r = { 0, };

      RUN (&r, NULL, bad[i][0], bad[i][1], bad[i][2]);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_true (g_str_has_prefix (r.err, "flip-tutor-cli hilo: "));
    }
}

/* A state read from standard input is refused whole when it holds a NUL
 * (the state after it must not be ignored) or bytes that are not UTF-8. */
static void
test_hint_bad_input (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_autoptr(GString) input = g_string_new (state_87);

  g_string_append_c (input, '\0');
  g_string_append (input, " scores:junk");
  ft_cli_run (&r, input->str, input->len, "hilo", "hint", "-", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "NUL"));

  ft_cli_run (&r, "hilo/1 \xff\x1b", -1, "hilo", "hint", "-", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "UTF-8"));

  RUN (&r, NULL, "hint", "hilo/1 players:\x1b[31m");
  g_assert_cmpint (r.status, ==, 1);
  g_assert_null (strchr (r.err, '\033'));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hilo/cli/play", test_play);
  g_test_add_func ("/hilo/cli/play-usage-errors", test_play_usage_errors);
  g_test_add_func ("/hilo/cli/hint", test_hint);
  g_test_add_func ("/hilo/cli/hint-malformed", test_hint_malformed);
  g_test_add_func ("/hilo/cli/compare", test_compare);
  g_test_add_func ("/hilo/cli/common", test_common);
  g_test_add_func ("/hilo/cli/bad-values", test_bad_values);
  g_test_add_func ("/hilo/cli/hint-bad-input", test_hint_bad_input);

  return g_test_run ();
}
