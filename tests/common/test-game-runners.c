/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-computer-pacer.h"
#include "ft-hint-runner.h"
#include "ft-nim-game.h"

/*
 * What every game table does, at unit speed with no window: the computer
 * pacer, the hint runner, autosave and resume, on the small game of Nim
 * (ft-nim-game.c).
 */

/* Runs the main loop until @done (or 10 s: then the test fails). */
static void
wait_for (gboolean (*done) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (data));
}

static void
start (FtNimGame *game,
       FtSeat     first,
       FtSeat     second,
       guint64    seed)
{
  FtGameSetup setup = { .n_players = 2, .seats = { first, second } };
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_game_start (FT_GAME (game), &setup, seed, &error));
  g_assert_no_error (error);
}

static gboolean
is_over (gpointer game)
{
  return ft_game_is_over (game);
}

static gboolean
waits_for_person (gpointer game)
{
  return ft_game_waits_for_person (game);
}

/* Two computers play to the end, each move paced, none left on its way. */
static void
test_pacer_plays_to_end (void)
{
  g_autoptr(FtNimGame) game = ft_nim_game_new (NULL);
  g_autoptr(FtComputerPacer) pacer = ft_computer_pacer_new (FT_GAME (game));

  g_object_set (pacer, "delay", 0, NULL);
  start (game, FT_SEAT_EXPERT, FT_SEAT_BEGINNER, 3);
  g_assert_true (ft_computer_pacer_is_busy (pacer));
  wait_for (is_over, game);
  g_assert_cmpuint (ft_nim_game_get_pile (game), ==, 0);
  g_assert_false (ft_computer_pacer_is_busy (pacer));
}

/* The pacer waits while a person is to move, and answers their move. */
static void
test_pacer_answers_person (void)
{
  g_autoptr(FtNimGame) game = ft_nim_game_new (NULL);
  g_autoptr(FtComputerPacer) pacer = ft_computer_pacer_new (FT_GAME (game));
  g_autoptr(GError) error = NULL;
  guint pile;

  g_object_set (pacer, "delay", 0, NULL);
  start (game, FT_SEAT_PERSON, FT_SEAT_STANDARD, 5);   /* a pile of 12 */
  g_assert_false (ft_computer_pacer_is_busy (pacer));
  g_assert_true (ft_nim_game_take (game, 1, &error));
  pile = ft_nim_game_get_pile (game);
  g_assert_true (ft_computer_pacer_is_busy (pacer));
  wait_for (waits_for_person, game);
  /* 11 left: the computer takes 3, leaving a multiple of four. */
  g_assert_cmpuint (ft_nim_game_get_pile (game), ==, pile - 3);
  g_assert_false (ft_computer_pacer_is_busy (pacer));
}

/* Reduce motion shortens the pace, never lengthens it; stopping drops the
 * move on its way. */
static void
test_pacer_pace_and_stop (void)
{
  g_autoptr(FtNimGame) game = ft_nim_game_new (NULL);
  g_autoptr(FtComputerPacer) pacer = ft_computer_pacer_new (FT_GAME (game));
  guint pile;

  g_assert_cmpuint (ft_computer_pacer_get_pace (pacer), ==, FT_COMPUTER_PACER_DELAY_MS);
  g_object_set (pacer, "reduce-motion", TRUE, NULL);
  g_assert_cmpuint (ft_computer_pacer_get_pace (pacer), <, FT_COMPUTER_PACER_DELAY_MS);
  g_object_set (pacer, "delay", 100, NULL);
  g_assert_cmpuint (ft_computer_pacer_get_pace (pacer), ==, 100);
  g_object_set (pacer, "reduce-motion", FALSE, "delay", 10000, NULL);

  start (game, FT_SEAT_STANDARD, FT_SEAT_PERSON, 1);
  pile = ft_nim_game_get_pile (game);
  g_assert_true (ft_computer_pacer_is_busy (pacer));
  ft_computer_pacer_stop (pacer);
  g_assert_false (ft_computer_pacer_is_busy (pacer));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (ft_nim_game_get_pile (game), ==, pile);
}

/* --- Hints ------------------------------------------------------------- */

typedef struct
{
  FtNimGame    *game;
  FtHintRunner *hints;
  guint         n_ready;
  GPtrArray    *parts;     /* "first|text" or "text" */
} HintFixture;

static void
ready_cb (FtHintRunner *hints,
          HintFixture  *f)
{
  f->n_ready++;
}

static void
progress_cb (FtHintRunner *hints,
             const char   *text,
             double        fraction,
             gboolean      first,
             HintFixture  *f)
{
  g_assert_cmpfloat (fraction, >=, 0.0);
  g_assert_cmpfloat (fraction, <=, 1.0);
  g_ptr_array_add (f->parts, g_strdup_printf ("%s%s", first ? "first|" : "", text));
}

static void
hint_set_up (HintFixture   *f,
             gconstpointer  data)
{
  f->game = ft_nim_game_new (NULL);
  f->hints = ft_hint_runner_new (FT_GAME (f->game));
  f->parts = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (f->hints, "ready", G_CALLBACK (ready_cb), f);
  g_signal_connect (f->hints, "progress", G_CALLBACK (progress_cb), f);
  start (f->game, FT_SEAT_PERSON, FT_SEAT_PERSON, 2);   /* a pile of 9 */
}

static void
hint_tear_down (HintFixture   *f,
                gconstpointer  data)
{
  ft_nim_game_hold_hints (f->game, FALSE);
  g_clear_object (&f->hints);
  /* A worker still running holds the game until it ends. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_object (&f->game);
  g_ptr_array_unref (f->parts);
}

static gboolean
hint_arrived (gpointer data)
{
  return ((HintFixture *) data)->n_ready > 0;
}

static gboolean
not_pending (gpointer data)
{
  return !ft_hint_runner_is_pending (((HintFixture *) data)->hints);
}

/* Asked, the hint is worked out off the main thread; asked again at the
 * same position, the same hint comes back a level further at once. */
static void
test_hint_levels (HintFixture   *f,
                  gconstpointer  data)
{
  FtNimHint *hint;

  g_assert_true (ft_hint_runner_ask (f->hints, 0));
  g_assert_true (ft_hint_runner_is_pending (f->hints));
  wait_for (hint_arrived, f);
  g_assert_false (ft_hint_runner_is_pending (f->hints));
  hint = ft_hint_runner_get_hint (f->hints);
  g_assert_cmpuint (hint->pile, ==, 9);
  g_assert_cmpuint (hint->take, ==, 1);
  g_assert_cmpuint (ft_hint_runner_get_level (f->hints), ==, 1);
  /* Parts are not relayed unless asked for: the limited hint. */
  g_assert_cmpuint (f->parts->len, ==, 0);

  g_assert_false (ft_hint_runner_ask (f->hints, 0));
  g_assert_cmpuint (f->n_ready, ==, 2);
  g_assert_cmpuint (ft_hint_runner_get_level (f->hints), ==, 2);
  g_assert_true (ft_hint_runner_get_hint (f->hints) == hint);
}

static gboolean
worked (gpointer data)
{
  return ft_nim_game_hints_worked (((HintFixture *) data)->game) > 0;
}

/* A move while the hint is worked out cancels it: it never shows, and the
 * next question is for the new position. */
static void
test_hint_cancelled_on_change (HintFixture   *f,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  FtNimHint *hint;

  ft_nim_game_hold_hints (f->game, TRUE);
  g_assert_true (ft_hint_runner_ask (f->hints, 0));
  g_assert_true (ft_nim_game_take (f->game, 2, &error));
  g_assert_false (ft_hint_runner_is_pending (f->hints));
  ft_nim_game_hold_hints (f->game, FALSE);
  wait_for (worked, f);
  /* The worker's answer was queued before it counted. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (f->n_ready, ==, 0);
  g_assert_false (ft_hint_runner_has_hint (f->hints));

  g_assert_true (ft_hint_runner_ask (f->hints, 1));
  wait_for (hint_arrived, f);
  hint = ft_hint_runner_get_hint (f->hints);
  g_assert_cmpuint (hint->pile, ==, 7);
  g_assert_cmpuint (hint->take, ==, 3);
  g_assert_cmpuint (ft_hint_runner_get_level (f->hints), ==, 1);

  /* A change forgets the hint shown: the next one starts at level 1. */
  g_assert_true (ft_nim_game_take (f->game, 3, &error));
  g_assert_false (ft_hint_runner_has_hint (f->hints));
  g_assert_cmpuint (ft_hint_runner_get_level (f->hints), ==, 0);
}

/* A hint in parts: the first part is relayed (to be said), later ones
 * only shown; the whole then says only what the first part did not. */
static void
test_hint_in_parts (HintFixture   *f,
                    gconstpointer  data)
{
  g_autofree char *words = NULL;

  ft_hint_runner_set_parts (f->hints, TRUE);
  ft_nim_game_hold_hints (f->game, TRUE);
  g_assert_true (ft_hint_runner_ask (f->hints, 0));
  g_assert_cmpuint (f->parts->len, ==, 1);
  g_assert_cmpstr (f->parts->pdata[0], ==, "first|9 stones are left.");
  ft_game_emit_hint_progress (FT_GAME (f->game), "9 stones are left.\nThinking further.", 0.8);
  g_assert_cmpuint (f->parts->len, ==, 2);
  g_assert_cmpstr (f->parts->pdata[1], ==, "9 stones are left.\nThinking further.");
  ft_nim_game_hold_hints (f->game, FALSE);
  wait_for (hint_arrived, f);
  words = ft_hint_runner_words (f->hints, "9 stones are left.\nTake 1.");
  g_assert_cmpstr (words, ==, "Take 1.");

  /* Parts after the hint arrived are not relayed. */
  ft_game_emit_hint_progress (FT_GAME (f->game), "late", 1.0);
  g_assert_cmpuint (f->parts->len, ==, 2);
}

/* Said the first time, a hint of several sentences is its first; asked
 * again, all of it. */
static void
test_hint_headline (HintFixture   *f,
                    gconstpointer  data)
{
  const char *text = "Take 1. It leaves a multiple of four.";
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *one = NULL;

  ft_hint_runner_ask (f->hints, 0);
  wait_for (hint_arrived, f);
  first = ft_hint_runner_words (f->hints, text);
  g_assert_cmpstr (first, ==, "Take 1. Ask for a hint again to hear more.");
  one = ft_hint_runner_words (f->hints, "Take 1.");
  g_assert_cmpstr (one, ==, "Take 1.");
  ft_hint_runner_ask (f->hints, 0);
  again = ft_hint_runner_words (f->hints, text);
  g_assert_cmpstr (again, ==, text);
  wait_for (not_pending, f);
}

/* --- Autosave and resume ---------------------------------------------- */

/* Each move is written to the autosave; a finished game's file goes; a
 * saved game resumes as it was, seats and names too. */
static void
test_autosave_and_resume (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-nim-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "nim.save", NULL);
  g_autoptr(FtNimGame) game = ft_nim_game_new (path);
  g_autoptr(FtNimGame) again = ft_nim_game_new (path);
  g_autoptr(FtNimGame) none = ft_nim_game_new (path);
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *resumed = NULL;
  FtGameSetup setup = { .n_players = 2, .seats = { FT_SEAT_PERSON, FT_SEAT_EXPERT },
                        .names = { "Ada", NULL }, .has_names = TRUE };

  g_assert_no_error (error);
  g_assert_true (ft_game_start (FT_GAME (game), &setup, 0, &error));   /* a pile of 7 */
  g_assert_true (ft_nim_game_take (game, 3, &error));
  g_assert_true (g_file_get_contents (path, &saved, NULL, &error));
  text = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (saved, ==, text);

  g_assert_true (ft_game_resume (FT_GAME (again), &error));
  g_assert_no_error (error);
  resumed = ft_game_to_string (FT_GAME (again));
  g_assert_cmpstr (resumed, ==, text);
  g_assert_cmpuint (ft_nim_game_get_pile (again), ==, 4);
  g_assert_cmpint (ft_game_get_turn (FT_GAME (again)), ==, 1);
  g_assert_cmpstr (ft_game_get_name (FT_GAME (again), 0), ==, "Ada");
  g_assert_cmpint (ft_game_get_seat (FT_GAME (again), 1), ==, FT_SEAT_EXPERT);

  /* The end: the file goes, and nothing is resumed. */
  g_assert_true (ft_nim_game_take (game, 3, &error));
  g_assert_true (ft_nim_game_take (game, 1, &error));
  g_assert_true (ft_game_is_over (FT_GAME (game)));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (ft_game_resume (FT_GAME (none), &error));
  g_assert_no_error (error);
  g_assert_false (ft_game_is_started (FT_GAME (none)));

  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/runners/pacer/plays-to-end", test_pacer_plays_to_end);
  g_test_add_func ("/runners/pacer/answers-person", test_pacer_answers_person);
  g_test_add_func ("/runners/pacer/pace-and-stop", test_pacer_pace_and_stop);
  g_test_add ("/runners/hint/levels", HintFixture, NULL, hint_set_up, test_hint_levels, hint_tear_down);
  g_test_add ("/runners/hint/cancelled-on-change", HintFixture, NULL, hint_set_up,
              test_hint_cancelled_on_change, hint_tear_down);
  g_test_add ("/runners/hint/in-parts", HintFixture, NULL, hint_set_up, test_hint_in_parts, hint_tear_down);
  g_test_add ("/runners/hint/headline", HintFixture, NULL, hint_set_up, test_hint_headline, hint_tear_down);
  g_test_add_func ("/runners/autosave-and-resume", test_autosave_and_resume);

  return g_test_run ();
}
