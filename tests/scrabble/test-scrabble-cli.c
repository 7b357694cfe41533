/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "scrabble/scrabble-gen.h"
#include "scrabble-test-util.h"
#include "../cli-test.h"

/* flip-tutor-cli scrabble, run as a user would ($FLIP_TUTOR_CLI), with
 * board files in a temporary folder that the test removes. */

static char *tmpdir;

#define RUN(run, ...) ft_cli_run (run, NULL, -1, "scrabble", __VA_ARGS__, NULL)

/* Writes @board as a board file with a comment and blank lines. */
static char *
board_file (const char            *name,
            const FtScrabbleBoard *board)
{
  g_autofree char *text = ft_scrabble_board_to_string (board);
  g_autofree char *contents = g_strconcat ("# a test board\n\n", text, NULL);
  char *path = g_build_filename (tmpdir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* `moves` lists every play the engine finds, highest score first, and
 * says how many; `score` agrees with each listed score. */
static void
test_moves (void)
{
  g_auto(FtCliRun) r = { 0, };
  FtScrabbleBoard board;
  FtScrabbleSettings settings;
  FtScrabbleRack rack;
  g_autofree char *path = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) plays = NULL;
  guint n;
  gint last = G_MAXINT;

  test_board (&board, "8,7 across 1 + 1 = 1 0");
  path = board_file ("moves.txt", &board);
  RUN (&r, "moves", path, "1 0 = + ?");
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpstr (lines[n - 1], ==, "");

  ft_scrabble_settings_init (&settings);
  g_assert_true (ft_scrabble_rack_from_string (&rack, "1 0 = + ?", NULL));
  plays = ft_scrabble_generate_all (&board, &settings, &rack);
  {
    g_autofree char *expected = g_strdup_printf ("moves: %u", plays->len);

    g_assert_cmpstr (lines[n - 2], ==, expected);
  }
  g_assert_cmpuint (n - 2, ==, plays->len);
  for (guint i = 0; i + 2 < n; i++)
    {
      const char *score = strrchr (lines[i], ' ');
      gint s = atoi (score + 1);

      g_assert_nonnull (score);
      g_assert_true (g_str_has_prefix (score - 6, " score "));
      g_assert_cmpint (s, <=, last);
      last = s;
    }

  /* The first and the last line, scored again. */
  for (guint k = 0; k < 2; k++)
    {
      g_auto(FtCliRun) s = { 0, };
      guint i = k == 0 ? 0 : n - 3;
      g_autofree char *expected = g_strdup_printf ("%s\n", strrchr (lines[i], ' ') + 1);

      RUN (&s, "score", path, lines[i]);
      g_assert_cmpint (s.status, ==, 0);
      g_assert_cmpstr (s.out, ==, expected);
    }
}

static void
test_score (void)
{
  g_auto(FtCliRun) ok = { 0, };
  g_auto(FtCliRun) explained = { 0, };
  g_auto(FtCliRun) bad = { 0, };
  g_auto(FtCliRun) wrong = { 0, };
  g_auto(FtCliRun) alongside = { 0, };
  g_auto(FtCliRun) strict = { 0, };
  FtScrabbleBoard board;
  g_autofree char *empty = NULL;
  g_autofree char *one = NULL;

  ft_scrabble_board_clear (&board);
  empty = board_file ("empty.txt", &board);
  /* Hand-scored in test-scrabble-rules: 18. */
  RUN (&ok, "score", empty, "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0");
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_cmpstr (ok.out, ==, "18\n");

  RUN (&explained, "score", "--explain", empty, "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0");
  g_assert_cmpint (explained.status, ==, 0);
  g_assert_true (g_str_has_prefix (explained.out, "18\n"));
  g_assert_true (strstr (explained.out, "1 + 1 = 10 (1 + 1 = 2)") != NULL);
  g_assert_true (strstr (explained.out, "double word") != NULL);
  g_assert_true (strstr (explained.out, "total: 18") != NULL);

  /* R3: not on the centre. */
  RUN (&bad, "score", empty, "1 1 across: 1,1=1 1,2== 1,3=1");
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_true (g_str_has_prefix (bad.out, "illegal: R3: "));

  /* A stated score that is wrong. */
  RUN (&wrong, "score", empty, "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0 score 17");
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_cmpstr (wrong.out, ==, "18\n");
  g_assert_true (strstr (wrong.err, "17") != NULL);

  /* R5 numbers alongside: illegal without the option, 7 with it. */
  test_board (&board, "8,7 across 1 + 1 = 1 0; 7,14 across 1");
  one = board_file ("alongside.txt", &board);
  RUN (&alongside, "score", one, "7 11 across: 7,11=1 7,12=1 7,13== 7,15=1", "--numbers-alongside");
  g_assert_cmpint (alongside.status, ==, 0);
  g_assert_cmpstr (alongside.out, ==, "7\n");
  RUN (&strict, "score", one, "7 11 across: 7,11=1 7,12=1 7,13== 7,15=1");
  g_assert_cmpint (strict.status, ==, 1);
  g_assert_true (g_str_has_prefix (strict.out, "illegal: R5: "));
}

/* Bad input: a clear message, exit 1; usage errors exit 2. */
static void
test_errors (void)
{
  g_auto(FtCliRun) missing = { 0, };
  g_auto(FtCliRun) corrupt = { 0, };
  g_auto(FtCliRun) rack = { 0, };
  g_auto(FtCliRun) play = { 0, };
  g_auto(FtCliRun) usage = { 0, };
  g_auto(FtCliRun) option = { 0, };
  g_autofree char *nowhere = g_build_filename (tmpdir, "nowhere.txt", NULL);
  g_autofree char *bad = g_build_filename (tmpdir, "bad.txt", NULL);
  FtScrabbleBoard board;
  g_autofree char *empty = NULL;

  ft_scrabble_board_clear (&board);
  empty = board_file ("empty2.txt", &board);
  g_assert_true (g_file_set_contents (bad, ". . .\n1 2 3\n", -1, NULL));

  RUN (&missing, "moves", nowhere, "1 0 =");
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_true (g_str_has_prefix (missing.err, "error: "));

  RUN (&corrupt, "moves", bad, "1 0 =");
  g_assert_cmpint (corrupt.status, ==, 1);
  g_assert_true (strstr (corrupt.err, "line 1") != NULL);

  RUN (&rack, "moves", empty, "1 0 = two");
  g_assert_cmpint (rack.status, ==, 1);
  g_assert_true (strstr (rack.err, "two") != NULL);

  RUN (&play, "score", empty, "8 8 across 8,8=1");
  g_assert_cmpint (play.status, ==, 1);
  g_assert_true (g_str_has_prefix (play.err, "error: play: "));

  /* A board no game can reach: 225 tiles, of a set of 100 (issue 26). */
  {
    g_auto(FtCliRun) full = { 0, };
    g_autofree char *path = g_build_filename (tmpdir, "full.txt", NULL);
    g_autoptr(GString) text = g_string_new (NULL);

    for (guint row = 0; row < 15; row++)
      {
        for (guint col = 0; col < 15; col++)
          g_string_append (text, col == 0 ? "1" : " 1");
        g_string_append_c (text, '\n');
      }
    g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
    RUN (&full, "moves", path, "1 0 =");
    g_assert_cmpint (full.status, ==, 1);
    g_assert_cmpstr (full.out, ==, "");
    g_assert_nonnull (strstr (full.err, "the set has"));
    g_unlink (path);
  }

  RUN (&usage, "moves", empty);
  g_assert_cmpint (usage.status, ==, 2);

  RUN (&option, "moves", empty, "1 0 =", "--order", "sideways");
  g_assert_cmpint (option.status, ==, 2);
  g_assert_true (strstr (option.err, "sideways") != NULL);
  g_unlink (bad);
}

/* `play`: one line per seat; the wins add up to at most the games. */
static void
test_play_games (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_auto(FtCliRun) again = { 0, };
  g_auto(GStrv) lines = NULL;
  guint wins = 0;

  RUN (&r, "play", "--players", "3", "--strength", "beginner,standard,expert", "--games", "3", "--seed", "4");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "games 3 players 3 seed 4 "));
  lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  for (guint s = 0; s < 3; s++)
    {
      guint seat, w;
      char name[16];

      g_assert_cmpint (sscanf (lines[s + 1], "seat %u %15[a-z]: wins %u", &seat, name, &w), ==, 3);
      g_assert_cmpuint (seat, ==, s + 1);
      wins += w;
    }
  g_assert_cmpuint (wins, <=, 3);

  /* Seeded: the same again. */
  RUN (&again, "play", "--players", "3", "--strength", "beginner,standard,expert", "--games", "3", "--seed", "4");
  g_assert_cmpstr (r.out, ==, again.out);
}

static void
test_hint (void)
{
  g_auto(FtCliRun) r = { 0, };
  g_auto(FtCliRun) none = { 0, };
  g_auto(FtCliRun) low = { 0, };
  FtScrabbleBoard board;
  g_autofree char *path = NULL;

  test_board (&board, "8,7 across 1 + 1 = 1 0");
  path = board_file ("hint.txt", &board);
  RUN (&r, "hint", path, "1 0 = + 1 1", "--max", "3");
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (strstr (r.out, "legal plays; the best scores") != NULL);
  g_assert_true (strstr (r.out, "step 1, part 1:") != NULL);
  g_assert_true (strstr (r.out, "\nmove: ") != NULL);

  /* Operators only: no play; exchange while the bag allows, else pass. */
  RUN (&none, "hint", path, "+ - x / AND", "--bag", "20");
  g_assert_cmpint (none.status, ==, 0);
  g_assert_true (g_str_has_prefix (none.out, "no play"));
  g_assert_true (strstr (none.out, "\nmove: exchange ") != NULL);
  RUN (&low, "hint", path, "+ - x / AND", "--bag", "8");
  g_assert_true (strstr (low.out, "\nmove: pass") != NULL);
  g_assert_true (strstr (low.out, "an exchange needs at least 9 tiles in the bag") != NULL);
}

/* Options are read one way in every game (tests/cli-test.h); a rack may
 * start with the minus tile. */
static void
test_common (void)
{
  static const char * const actions[] = { "moves", "score", "hint", "play", "compare", "tune", NULL };
  static const char * const bad[][3] = {
    { "play", "--seed", "-1" },
    { "play", "--strength", "" },
    { "play", "--strength", "expert," },
    { "play", "--games", "-2" },
    { "compare", "--seed", "" },
    { "play", "extra", NULL },
  };

  ft_cli_test_common ("scrabble", actions);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(FtCliRun) r = { 0, };

      RUN (&r, bad[i][0], bad[i][1], bad[i][2]);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_cmpstr (r.out, ==, "");
      g_assert_true (g_str_has_prefix (r.err, "flip-tutor-cli scrabble: "));
    }

  {
    g_auto(FtCliRun) r = { 0, };

    /* An empty board from standard input, and a rack starting with “-”. */
    ft_cli_run (&r, ". . .\n", -1, "scrabble", "moves", "-", "- 1 1", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_true (g_str_has_prefix (r.err, "error: "));
    ft_cli_run (&r, "1\0 1\n", 5, "scrabble", "moves", "-", "1 1", NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "NUL"));
  }
}

int
main (int    argc,
      char **argv)
{
  int status;
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("FLIP_TUTOR_CLI") == NULL)
    {
      /* Run by meson, it always has the CLI; by hand without it, say so. */
      printf ("1..0 # SKIP FLIP_TUTOR_CLI is not set\n");
      return 0;
    }
  tmpdir = g_dir_make_tmp ("scrabble-cli-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/scrabble/cli/moves", test_moves);
  g_test_add_func ("/scrabble/cli/score", test_score);
  g_test_add_func ("/scrabble/cli/errors", test_errors);
  g_test_add_func ("/scrabble/cli/play", test_play_games);
  g_test_add_func ("/scrabble/cli/hint", test_hint);
  g_test_add_func ("/scrabble/cli/common", test_common);
  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (tmpdir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (tmpdir, name, NULL);

        g_unlink (path);
      }
  }
  g_rmdir (tmpdir);
  g_free (tmpdir);
  return status;
}
