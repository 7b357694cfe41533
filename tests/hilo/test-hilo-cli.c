/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <string.h>

/* flip-tutor-cli hilo, run as a user would ($FLIP_TUTOR_CLI). */

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run                *run,
         const char         *input,
         const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("FLIP_TUTOR_CLI");

  if (cli == NULL)
    {
      g_test_skip ("FLIP_TUTOR_CLI is not set");
      return;
    }
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "hilo");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (proc);
}

#define RUN(run, input, ...) run_cli (run, input, (const char * const[]) { __VA_ARGS__, NULL })

static const char state_87[] =
  "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
  "hands:10,60,87/20,30,35/40,45,55 scores:-/-/90,91 points:0,0,11 pile:50,80 draw:rest";

/* `play` prints one line per seat, and the wins add up to the games. */
static void
test_play (void)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
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
      g_auto(Run) r = { 0, };

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
  g_auto(Run) r = { 0, };
  g_auto(Run) in = { 0, };

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
      g_auto(Run) r = { 0, };

      RUN (&r, NULL, "hint", bad[i]);
      g_assert_cmpint (r.status, ==, 1);
      g_assert_true (g_str_has_prefix (r.err, "error: "));
      g_assert_cmpstr (r.out, ==, "");
    }
}

static void
test_compare (void)
{
  g_auto(Run) r = { 0, };

  RUN (&r, NULL, "compare", "--games", "4", "--seed", "2", "--players", "2,3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "players 2 games 4: expert wins "));
  g_assert_nonnull (strstr (r.out, "\nplayers 3 games 4: expert wins "));
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

  return g_test_run ();
}
