/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Runs `flip-tutor-cli` as a user would, for the tests of every game's
 * command line: $FLIP_TUTOR_CLI (set by tests/meson.build) with the words
 * given, @input (any bytes, NUL included) on standard input, and standard
 * output, standard error and the exit status kept.
 *
 *   g_auto(FtCliRun) r = { 0 };
 *
 *   ft_cli_run (&r, "1 = 1\n", -1, "equation", "check", NULL);
 *   g_assert_cmpint (r.status, ==, 0);
 *   g_assert_cmpstr (r.out, ==, "valid 1\n");
 *
 * ft_cli_test_common() checks what every game's command line shares
 * (tests/cli-test.h is included by each game's test-*-cli.c).
 */

#include <gio/gio.h>
#include <string.h>

typedef struct
{
  int   status;
  char *out;
  char *err;
} FtCliRun;

static inline void
ft_cli_run_clear (FtCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FtCliRun, ft_cli_run_clear)

static inline char *
ft_cli_bytes_to_text (GBytes *bytes)
{
  gsize length = 0;
  const char *data = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;

  /* Whatever came in, what goes out is text: a NUL or a byte that is not
   * UTF-8 in the output is a failure of the escaping. */
  g_assert_null (data != NULL ? memchr (data, '\0', length) : NULL);
  g_assert_true (g_utf8_validate (data != NULL ? data : "", length, NULL));
  return g_strndup (data != NULL ? data : "", length);
}

/* Runs the CLI with the words (NULL-terminated) after @input; @length -1:
 * @input is a string (NULL: no input). */
static inline void
ft_cli_runv (FtCliRun           *run,
             const char         *input,
             gssize              length,
             const char * const *words)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) in = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  const char *cli = g_getenv ("FLIP_TUTOR_CLI");

  g_assert_nonnull (cli);
  ft_cli_run_clear (run);
  g_ptr_array_add (args, (gpointer) cli);
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) words[i]);
  g_ptr_array_add (args, NULL);

  if (input == NULL)
    input = "";
  in = g_bytes_new (input, length < 0 ? strlen (input) : (gsize) length);
  process = g_subprocess_newv ((const char * const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate (process, in, NULL, &out, &err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  run->out = ft_cli_bytes_to_text (out);
  run->err = ft_cli_bytes_to_text (err);
}

#define ft_cli_run(run, input, length, ...) \
  ft_cli_runv ((run), (input), (length), (const char * const[]) { __VA_ARGS__ })

/* Runs `flip-tutor-cli GAME WORDS…` (@words NULL-terminated) with @input;
 * returns the exit status and hands over standard output (and standard
 * error, when @err is not NULL). */
static inline int
ft_cli_run_game (const char         *input,
                 char              **out,
                 char              **err,
                 const char         *game,
                 const char * const *words)
{
  g_auto(FtCliRun) r = { 0 };
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (gpointer) game);
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) words[i]);
  g_ptr_array_add (args, NULL);
  ft_cli_runv (&r, input, -1, (const char * const *) args->pdata);
  *out = g_steal_pointer (&r.out);
  if (err != NULL)
    *err = g_steal_pointer (&r.err);
  return r.status;
}

/* The number of lines of @text (each ending with a newline). */
static inline guint
ft_cli_count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

/*
 * What every game's command line does alike: `GAME --help` and
 * `GAME ACTION --help` for each of @actions (NULL-terminated) print the
 * usage to standard output and exit 0; no action, an unknown action or an
 * unknown option of an action is a usage error (exit 2) that says so on
 * standard error, escaping control characters.
 */
static inline void
ft_cli_test_common_named (const char         *game,
                          const char         *noun,
                          const char * const *actions)
{
  g_auto(FtCliRun) r = { 0 };
  g_autofree char *unknown = g_strdup_printf ("unknown %s “bogus\\x1B[2J”", noun);

  ft_cli_run (&r, NULL, -1, game, "--help", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "Usage: flip-tutor-cli "));
  g_assert_cmpstr (r.err, ==, "");

  ft_cli_run (&r, NULL, -1, game, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_cmpstr (r.out, ==, "");

  ft_cli_run (&r, NULL, -1, game, "bogus\033[2J", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, unknown));
  g_assert_null (strchr (r.err, '\033'));

  for (guint i = 0; actions[i] != NULL; i++)
    {
      ft_cli_run (&r, NULL, -1, game, actions[i], "--help", NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_true (g_str_has_prefix (r.out, "Usage: flip-tutor-cli "));
      g_assert_cmpstr (r.err, ==, "");

      ft_cli_run (&r, NULL, -1, game, actions[i], "-h", NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_true (g_str_has_prefix (r.out, "Usage: flip-tutor-cli "));

      ft_cli_run (&r, NULL, -1, game, actions[i], "--no-such-option", NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_nonnull (strstr (r.err, "no-such-option"));

      ft_cli_run (&r, NULL, -1, game, actions[i], "--bell\a", NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_nonnull (strstr (r.err, "--bell\\x07"));

      /* A 100 kB bad word (near the most one argument may hold) is quoted
       * in part: 40 characters at most
       * (issue 26), and the message says it was cut. */
      {
        g_autofree char *huge = g_strnfill (100000, 'x');
        g_autofree char *option = g_strconcat ("--", huge, NULL);
        g_autofree char *run = g_strnfill (41, 'x');

        ft_cli_run (&r, NULL, -1, game, actions[i], option, NULL);
        g_assert_cmpint (r.status, ==, 2);
        g_assert_null (strstr (r.err, run));
        g_assert_nonnull (strstr (r.err, "…"));
      }
    }

  {
    g_autofree char *huge = g_strnfill (100000, 'y');
    g_autofree char *run = g_strnfill (41, 'y');

    ft_cli_run (&r, NULL, -1, game, huge, NULL);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_null (strstr (r.err, run));
  }
}

/* ft_cli_test_common_named() for a game whose first word is an action;
 * `practice SKILL` names a skill instead (“unknown skill”). */
static inline void
ft_cli_test_common (const char         *game,
                    const char * const *actions)
{
  ft_cli_test_common_named (game, "action", actions);
}

/* Runs `flip-tutor-cli GAME WORDS…` (@words NULL-terminated, a table row
 * may end early with NULL) and checks that it is a usage error: exit 2,
 * nothing on standard output, the reason on standard error. */
static inline void
ft_cli_assert_usage_error (const char         *game,
                           const char * const *words)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *prefix = g_strdup_printf ("flip-tutor-cli %s: ", game);

  g_assert_cmpint (ft_cli_run_game (NULL, &out, &err, game, words), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, prefix));
}
