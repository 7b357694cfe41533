/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-solver.h"
#include "flipchain-test-util.h"

/* flip-tutor-cli flipchain, run as a script would ($FLIP_TUTOR_CLI), in
 * the notation the issue fixes. */

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

  /* The meson test environment always sets it. */
  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "flipchain");
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

/* A board file in a temporary folder that the fixture removes. */
typedef struct
{
  char *dir;
  char *path;
} Files;

static void
files_setup (Files         *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("flipchain-cli-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "ring.txt", NULL);
  g_assert_true (g_file_set_contents (f->path, ring_board, -1, NULL));
}

static void
files_teardown (Files         *f,
                gconstpointer  data)
{
  g_unlink (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static void
test_flips (Files         *f,
            gconstpointer  data)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  g_auto(Run) c = { 0, };
  g_auto(Run) d = { 0, };

  RUN (&a, NULL, "flips", "--side", "5", f->path, "R", "e4");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==, "flips: c3 c4 d3 d5 e5\nwinner: R\n");

  /* The same board from standard input; a placement that flips nothing. */
  RUN (&b, ring_board, "flips", "--side=5", "-", "R", "a1");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==, "flips: -\nwinner: -\n");

  /* R5: Blue may not place at e4 (two blue neighbours, no red). */
  RUN (&c, ring_board, "flips", "-", "B", "e4");
  g_assert_cmpint (c.status, ==, 1);
  /* The rule in words, not its code: a teacher reads this. */
  g_assert_cmpstr (c.out, ==, "illegal: e4 has more friendly than enemy neighbours\n");
  RUN (&d, ring_board, "flips", "-", "R", "c3");
  g_assert_cmpint (d.status, ==, 1);
  g_assert_true (g_str_has_prefix (d.out, "illegal: "));
}

static void
test_legal (Files         *f,
            gconstpointer  data)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  g_auto(GStrv) cells = NULL;
  g_autofree char *expected = NULL;
  FtFcBoard board;
  FtFcBits legal;

  RUN (&a, NULL, "legal", f->path, "B");
  g_assert_cmpint (a.status, ==, 0);
  /* The engine's answer, in reading order on one line. */
  g_assert_true (ft_fc_board_from_string (&board, 5, ring_board, NULL));
  ft_fc_board_legal (&board, FT_FC_BLUE, &legal);
  expected = ft_fc_cells_to_string (5, &legal);
  g_assert_cmpstr (g_strchomp (a.out), ==, expected);
  /* d4 (inside the blue ring) and e4 touch only blue discs: not legal
   * for Blue; a1 (no neighbours) is. */
  cells = g_strsplit (a.out, " ", -1);
  g_assert_cmpstr (cells[0], ==, "a1");
  for (guint i = 0; cells[i] != NULL; i++)
    {
      g_assert_cmpstr (cells[i], !=, "d4");
      g_assert_cmpstr (cells[i], !=, "e4");
    }

  /* A full board: "-". */
  RUN (&b, "R R R\nR R R R\nR R R R R\nR R R R\nR R R\n", "legal", "--side", "3", "-", "B");
  g_assert_cmpint (b.status, ==, 0);
  g_assert_cmpstr (b.out, ==, "-\n");
}

static void
test_play (void)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) c = { 0, };

  RUN (&a, NULL, "play", "--side", "3", "b2", "swap", "d3");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_cmpstr (a.out, ==,
                   "R b2 flips: -\n"
                   "B swap\n"
                   "B d3 flips: -\n"
                   "  . . .\n"
                   " . R . .\n"
                   ". . . . .\n"
                   " . . B .\n"
                   "  . . .\n"
                   "result: unfinished\n");

  /* A swap that is not Blue's first move, and a bad token. */
  RUN (&c, NULL, "play", "e5", "d4", "swap");
  g_assert_cmpint (c.status, ==, 1);
  g_assert_nonnull (strstr (c.out, "illegal: move 3 (swap)"));
  {
    g_auto(Run) d = { 0, };

    RUN (&d, NULL, "play", "e5", "zz");
    g_assert_cmpint (d.status, ==, 1);
    g_assert_nonnull (strstr (d.out, "illegal: move 2 (zz)"));
  }
}

/* `play` of the moves of a computer game ends with its result. */
static void
test_play_result (void)
{
  FtFcGame g;

  /* Find a finished game by replaying the engine's standard players and
   * feed its moves to the command line. */
  for (guint64 seed = 1; seed < 4; seed++)
    {
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint));
      g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
      FtStrength s[2] = { FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER };
      g_auto(Run) r = { 0, };
      g_autofree char *expected = NULL;

      ft_fc_game_init (&g, 4, TRUE);
      ft_fc_ai_play_game (&g, s, 0, seed, ids);
      g_ptr_array_add (argv, g_strdup ("play"));
      g_ptr_array_add (argv, g_strdup ("--side"));
      g_ptr_array_add (argv, g_strdup ("4"));
      for (guint i = 0; i < ids->len; i++)
        g_ptr_array_add (argv, ft_fc_move_name (4, g_array_index (ids, gint, i)));
      g_ptr_array_add (argv, NULL);
      run_cli (&r, NULL, (const char * const *) argv->pdata);
      g_assert_cmpint (r.status, ==, 0);
      if (g.status == FT_FC_WON)
        expected = g_strdup_printf ("\nresult: %s at move %u\n", ft_fc_colour_letter (g.winner), ids->len);
      else
        expected = g_strdup_printf ("\nresult: draw at move %u\n", ids->len);
      g_assert_true (g_str_has_suffix (r.out, expected));
    }
}

/* R6 on the command line: a game with a forced skip (found by seeded
 * random play on side 3) prints one skip line per skip. */
static void
test_play_skip (void)
{
  for (guint64 seed = 1; seed < 20000; seed++)
    {
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint));
      g_autoptr(GPtrArray) argv = NULL;
      const FtStrength s[2] = { FT_STRENGTH_BEGINNER, FT_STRENGTH_BEGINNER };
      g_auto(Run) r = { 0, };
      g_auto(GStrv) parts = NULL;
      FtFcGame g;

      ft_fc_game_init (&g, 3, TRUE);
      ft_fc_ai_play_game (&g, s, 0, seed, ids);
      if (g.n_skips == 0)
        continue;
      argv = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (argv, g_strdup ("play"));
      g_ptr_array_add (argv, g_strdup ("--side=3"));
      for (guint i = 0; i < ids->len; i++)
        g_ptr_array_add (argv, ft_fc_move_name (3, g_array_index (ids, gint, i)));
      g_ptr_array_add (argv, NULL);
      run_cli (&r, NULL, (const char * const *) argv->pdata);
      g_assert_cmpint (r.status, ==, 0);
      parts = g_strsplit (r.out, " skips: no legal placement\n", -1);
      g_assert_cmpuint (g_strv_length (parts) - 1, ==, g.n_skips);
      return;
    }
  g_assert_not_reached ();
}

static void
test_usage_errors (void)
{
  const char *const cases[][4] = {
    { "flips", "-", "R", NULL },                   /* a missing argument */
    { "legal", "--side", "11", NULL },             /* side out of range */
    { "solve", "--side", "5", NULL },              /* too big to solve */
    { "selfplay", "--strength", "grandmaster", NULL },
    { "frobnicate", NULL, NULL, NULL },
    { "play", "--sides", "5", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) r = { 0, };

      run_cli (&r, "", cases[i]);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_true (g_str_has_prefix (r.err, "flip-tutor-cli flipchain: "));
    }

  {
    g_auto(Run) r = { 0, };

    /* A malformed board: a clear message, exit 1. */
    RUN (&r, "R . .\n. . .\n", "legal", "--side", "3", "-", "R");
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "row"));
  }
}

/* `solve --side 3` reproduces the engine's solution, cell by cell. */
static void
test_solve (void)
{
  g_auto(Run) r = { 0, };
  g_auto(Run) n = { 0, };
  FtFcSolution sol;
  const FtFcGeom *g = ft_fc_geom (3);

  ft_fc_solve (3, 0, &sol);
  g_assert_true (sol.complete);
  RUN (&r, NULL, "solve", "--side", "3");
  g_assert_cmpint (r.status, ==, 0);
  for (guint c = 0; c < g->n_cells; c++)
    {
      g_autofree char *name = ft_fc_cell_name (3, c);
      g_autofree char *line = g_strdup_printf ("\n%s %s %s\n", name,
                                               sol.first[c] > 0 ? "win" : sol.first[c] == 0 ? "draw" : "loss",
                                               sol.first[c] > 0 ? "swap" : "place");

      g_assert_nonnull (strstr (r.out, line));
    }
  g_assert_true (g_str_has_suffix (r.out, sol.value_pie < 0 ? "result: second player wins\n"
                                          : sol.value_pie == 0 ? "result: draw\n"
                                          : "result: first player wins\n"));

  RUN (&n, NULL, "solve", "--side", "3", "--no-pie");
  g_assert_cmpint (n.status, ==, 0);
  g_assert_true (g_str_has_suffix (n.out, sol.value_no_pie < 0 ? "result: B wins\n"
                                          : sol.value_no_pie == 0 ? "result: draw\n" : "result: R wins\n"));
}

static void
test_selfplay (void)
{
  g_auto(Run) a = { 0, };
  g_auto(Run) b = { 0, };
  guint r = 0, bl = 0, draws = 0;
  const char *wins;

  RUN (&a, NULL, "selfplay", "--side", "4", "--games", "12", "--strength", "standard,beginner", "--seed", "3");
  g_assert_cmpint (a.status, ==, 0);
  wins = strstr (a.out, "\nwins: R ");
  g_assert_nonnull (wins);
  g_assert_cmpint (sscanf (wins, "\nwins: R %u (%*f%%) B %u (%*f%%) draws %u", &r, &bl, &draws), ==, 3);
  g_assert_cmpuint (r + bl + draws, ==, 12);
  /* Seeded: the same run prints the same. */
  RUN (&b, NULL, "selfplay", "--side", "4", "--games", "12", "--strength", "standard,beginner", "--seed", "3");
  g_assert_cmpstr (a.out, ==, b.out);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/flipchain/cli/flips", Files, NULL, files_setup, test_flips, files_teardown);
  g_test_add ("/flipchain/cli/legal", Files, NULL, files_setup, test_legal, files_teardown);
  g_test_add_func ("/flipchain/cli/play", test_play);
  g_test_add_func ("/flipchain/cli/play-result", test_play_result);
  g_test_add_func ("/flipchain/cli/r6-play-skip", test_play_skip);
  g_test_add_func ("/flipchain/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/flipchain/cli/solve", test_solve);
  g_test_add_func ("/flipchain/cli/selfplay", test_selfplay);
  return g_test_run ();
}
