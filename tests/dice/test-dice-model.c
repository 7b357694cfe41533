/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "dice/dice-solver.h"
#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-tables.h"
#include "../judged-test.h"

/* Model tests: FtDiceGame's signals, moves by die, change, undo, save and
 * restore (a damaged save too), computer games through the model, the
 * shared solved tables (a bad cache is rebuilt), and the hint order. */

typedef struct
{
  guint changes, events, game_overs;
  int   winner;
} Counts;

static void count_changed (FtDiceGame *g, Counts *c) { c->changes++; }
static void count_event (FtDiceGame *g, const char *text, Counts *c) { g_assert_cmpstr (text, !=, ""); c->events++; }
static void count_over (FtDiceGame *g, guint winner, Counts *c) { c->game_overs++; c->winner = winner; }

static void
connect_counts (FtDiceGame *game,
                Counts     *c)
{
  memset (c, 0, sizeof *c);
  c->winner = -1;
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), c);
  g_signal_connect (game, "event", G_CALLBACK (count_event), c);
  g_signal_connect (game, "game-over", G_CALLBACK (count_over), c);
}

static const FtSeat people[2] = { FT_SEAT_PERSON, FT_SEAT_PERSON };

static char *
position_text (FtDiceGame *game)
{
  return ft_dice_pos_to_string (ft_dice_game_get_position (game));
}

static void
assert_position (FtDiceGame *game,
                 const char *expected)
{
  g_autofree char *text = position_text (game);

  g_assert_cmpstr (text, ==, expected);
}

/* Runs the main loop until the solved table of @n is there. */
static void
wait_for_table (guint n)
{
  FtDiceTables *tables = ft_dice_tables_get_default ();
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  ft_dice_tables_prepare (tables, n);
  while (ft_dice_tables_get (tables, n) == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* --- Tests ---------------------------------------------------------------- */

/* R2: the lower total moves first; one "changed" per action. */
static void
test_start_signals (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  const FtDicePos *pos;
  Counts c;
  guint total[2] = { 0, 0 };

  connect_counts (game, &c);
  g_assert_false (ft_game_is_started (FT_GAME (game)));
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_NOTHING);
  g_assert_true (ft_dice_game_start (game, 3, NULL, 7, NULL));
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, ==, 1);
  g_assert_cmpuint (ft_dice_game_get_n_dice (game), ==, 3);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_MOVE);
  g_assert_true (ft_game_is_person (FT_GAME (game), FT_DICE_PLAYER_A));
  g_assert_cmpuint (ft_game_get_seat (FT_GAME (game), FT_DICE_PLAYER_B), ==, FT_SEAT_STANDARD);

  pos = ft_dice_game_get_position (game);
  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < pos->n_hand[p]; i++)
      total[p] += FT_DICE_FACE (pos->hand[p][i]);
  g_assert_cmpuint (total[0], !=, total[1]);
  g_assert_cmpuint (ft_dice_game_get_turn (game), ==, total[0] < total[1] ? FT_DICE_PLAYER_A : FT_DICE_PLAYER_B);

  /* The same seed rolls the same dice. */
  {
    g_autoptr(FtDiceGame) again = ft_dice_game_new ();
    g_autofree char *a = position_text (game);
    g_autofree char *b = NULL;

    ft_dice_game_start (again, 3, NULL, 7, NULL);
    b = position_text (again);
    g_assert_cmpstr (a, ==, b);
  }

  g_assert_false (ft_dice_game_start (game, 9, NULL, 7, NULL));
}

/* R3a, R5: a flip locks the die; a locked die cannot be flipped again. */
static void
test_flip_locks_r3_r5 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  g_autoptr(GError) error = NULL;
  Counts c;

  g_assert_true (ft_dice_game_start_position (game, people, "A:1,6*,3 B:2,5 M:4 turn=A", NULL));
  connect_counts (game, &c);

  g_assert_false (ft_dice_game_flip (game, 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (c.changes, ==, 0);

  g_assert_true (ft_dice_game_flip (game, 0, &error));
  g_assert_no_error (error);
  assert_position (game, "A:6*,6*,3 B:2,5 M:4 turn=B");
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, ==, 1);

  /* Out of range and out of turn. */
  g_assert_false (ft_dice_game_flip (game, 7, &error));
  g_clear_error (&error);
  g_assert_false (ft_dice_game_take (game, NULL, 0, &error));
  g_clear_error (&error);
  g_assert_cmpuint (c.changes, ==, 1);
}

/* R3b, R4: a trash leaves the victim to take change totalling less than
 * the trashed die; the trasher's locks clear. */
static void
test_trash_and_change_r4 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  g_autoptr(GError) error = NULL;
  guint too_much[] = { 0, 1 };   /* 1 + 4 = 5, not less than 5 */
  guint twice[] = { 0, 0 };
  guint six[] = { 3 };            /* the trashed 5 itself is never change */
  guint ok[] = { 0, 2 };          /* 1 + 3 = 4 */

  g_assert_true (ft_dice_game_start_position (game, people, "A:1,6* B:5 M:1,4,3 turn=A", NULL));
  g_assert_true (ft_dice_game_trash (game, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_CHANGE);
  g_assert_cmpuint (ft_dice_game_get_turn (game), ==, FT_DICE_PLAYER_B);
  /* B has no dice but may still take change, so the game goes on (R6). */
  g_assert_false (ft_dice_game_is_over (game, NULL));
  assert_position (game, "A:1,6 B:- M:1,4,3,5 turn=B change=5");

  g_assert_false (ft_dice_game_take (game, too_much, 2, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ft_dice_game_take (game, twice, 2, &error));
  g_clear_error (&error);
  g_assert_false (ft_dice_game_take (game, six, 1, &error));
  g_clear_error (&error);
  g_assert_true (ft_dice_game_take (game, ok, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_MOVE);
  g_assert_cmpuint (ft_dice_game_get_turn (game), ==, FT_DICE_PLAYER_B);
  assert_position (game, "A:1,6 B:1,3 M:4,5 turn=B");
}

/* R4: a trashed 1 returns nothing; the model plays the forced "no change"
 * at once, and the victim moves. */
static void
test_trashed_one_forced_r4 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  Counts c;

  g_assert_true (ft_dice_game_start_position (game, people, "A:4,4 B:1,5 M:2,3 turn=A", NULL));
  connect_counts (game, &c);
  g_assert_true (ft_dice_game_trash (game, 0, NULL));
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, ==, 1);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_MOVE);
  assert_position (game, "A:4,4 B:5 M:2,3,1 turn=B");

  /* A trashed 3 with nothing under 3 in the middle: no choice either, and
   * the model says so in a second event. */
  g_assert_true (ft_dice_game_start_position (game, people, "A:4,4 B:3,5 M:4,6 turn=A", NULL));
  c.changes = c.events = 0;
  g_assert_true (ft_dice_game_trash (game, 0, NULL));
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, ==, 2);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_MOVE);
  assert_position (game, "A:4,4 B:5 M:4,6,3 turn=B");
}

/* R6, R7: trashing the last die wins; the winner scores their pips. */
static void
test_game_over_scores_r6_r7 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  FtDicePlayer winner;
  Counts c;

  g_assert_true (ft_dice_game_start_position (game, people, "A:4,6 B:3 M:2,5,1 turn=A", NULL));
  connect_counts (game, &c);
  g_assert_true (ft_dice_game_trash (game, 0, NULL));
  /* B's 3 was trashed: B may take the 1 or the 2 back and play on. */
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_CHANGE);
  g_assert_true (ft_dice_game_take (game, NULL, 0, NULL));
  g_assert_true (ft_dice_game_is_over (game, &winner));
  g_assert_cmpuint (winner, ==, FT_DICE_PLAYER_A);
  g_assert_cmpuint (c.game_overs, ==, 1);
  g_assert_cmpint (c.winner, ==, FT_DICE_PLAYER_A);
  g_assert_cmpuint (ft_dice_game_get_match (game)->score[0], ==, 10);
  g_assert_cmpuint (ft_dice_game_get_match (game)->score[1], ==, 0);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_NOTHING);
  g_assert_false (ft_dice_game_match_is_over (game, NULL));

  /* The next game of the match: a new roll of the same N, scores kept. */
  ft_dice_game_next_game (game);
  g_assert_cmpuint (ft_dice_game_get_wait (game), ==, FT_DICE_WAIT_MOVE);
  g_assert_cmpuint (ft_dice_game_get_n_dice (game), ==, 3);
  g_assert_cmpuint (ft_dice_game_get_match (game)->score[0], ==, 10);
}

/* A person's move and the computer's reply go back together. */
static void
test_undo (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_BEGINNER };
  const char *start = "A:1,2,3 B:4,5,6 M:- turn=A";

  g_assert_true (ft_dice_game_start_position (game, seats, start, NULL));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  g_assert_false (ft_game_computer_step (FT_GAME (game)));  /* a person is to move */

  g_assert_true (ft_dice_game_flip (game, 2, NULL));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  while (ft_game_computer_step (FT_GAME (game)))
    ;
  g_assert_true (ft_game_waits_for_person (FT_GAME (game)) || ft_dice_game_is_over (game, NULL));

  ft_game_undo (FT_GAME (game));
  assert_position (game, start);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* Two people: each move goes back alone, change-taking included. */
  g_assert_true (ft_dice_game_start_position (game, people, "A:1,6 B:5,2 M:3,4 turn=A", NULL));
  g_assert_true (ft_dice_game_trash (game, 0, NULL));
  g_assert_true (ft_dice_game_take (game, NULL, 0, NULL));
  assert_position (game, "A:1,6 B:2 M:3,4,5 turn=B");
  ft_game_undo (FT_GAME (game));
  assert_position (game, "A:1,6 B:2 M:3,4,5 turn=B change=5");
  ft_game_undo (FT_GAME (game));
  assert_position (game, "A:1,6 B:5,2 M:3,4 turn=A");
}

static void
test_save_restore (void)
{
  g_autoptr(FtDiceGame) game = NULL;
  g_autoptr(FtDiceGame) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("dice-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "dice.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_EXPERT };
  const char *bad[] = {
    "",
    "dice-save 2\nseats person,standard\nrng 1\nmatch A=0 B=0\nposition A:1 B:2 M:- turn=A\n",
    "dice-save 1\nseats person,wizard\n",
    "dice-save 1\nseats person,standard\nrng zz\nmatch A=0 B=0\nposition A:1 B:2 M:- turn=A\n",
    "dice-save 1\nseats person\nrng 1\nmatch A=0 B=0\nposition A:1 B:2 M:- turn=A\n",
  };

  /* Autosave after each change; a new model resumes it exactly, rng too. */
  game = g_object_new (FT_TYPE_DICE_GAME, "save-path", path, NULL);
  g_assert_true (ft_dice_game_start (game, 3, seats, 99, NULL));
  if (ft_game_waits_for_person (FT_GAME (game)))
    g_assert_true (ft_dice_game_trash (game, 0, NULL));
  text = ft_game_to_string (FT_GAME (game));
  other = g_object_new (FT_TYPE_DICE_GAME, "save-path", path, NULL);
  g_assert_true (ft_game_resume (FT_GAME (other), &error));
  g_assert_no_error (error);
  again = ft_game_to_string (FT_GAME (other));
  g_assert_cmpstr (text, ==, again);
  g_assert_cmpuint (ft_game_get_seat (FT_GAME (other), FT_DICE_PLAYER_B), ==, FT_SEAT_EXPERT);

  /* Malformed saves are refused and the game is left as it was. */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *after = NULL;

      g_assert_false (ft_game_load_string (FT_GAME (other), bad[i], &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_clear_error (&error);
      after = ft_game_to_string (FT_GAME (other));
      g_assert_cmpstr (after, ==, text);
    }
  {
    /* Saves the app never writes: one or two dice a player, dice that do
     * not split evenly, a match already over (R7).  Refused with a
     * message, never a critical. */
    static const struct { const char *prefix, *line; } edits[] = {
      { "position ", "position A:1 B:2 M:- turn=A" },
      { "position ", "position A:1,2 B:3,4 M:- turn=A" },
      { "position ", "position A:1,2,3 B:3,4 M:- turn=A" },
      { "match ", "match A=50 B=0" },
      { "match ", "match A=3 B=77" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
      {
        g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
        g_autofree char *edited = NULL;
        g_autofree char *after = NULL;

        for (guint l = 0; lines[l] != NULL; l++)
          if (g_str_has_prefix (lines[l], edits[i].prefix))
            {
              g_free (lines[l]);
              lines[l] = g_strdup (edits[i].line);
            }
        edited = g_strjoinv ("\n", lines);
        g_assert_false (ft_game_load_string (FT_GAME (other), edited, &error));
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
        g_clear_error (&error);
        after = ft_game_to_string (FT_GAME (other));
        g_assert_cmpstr (after, ==, text);
      }
  }
  {
    /* A position the engine refuses (a face 7). */
    g_autofree char *broken = g_strdup (text);
    char *p = strstr (broken, "position A:");

    g_assert_nonnull (p);
    p[strlen ("position A:")] = '7';
    g_assert_false (ft_game_load_string (FT_GAME (other), broken, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  /* A damaged save is moved aside and reported, not trusted. */
  g_assert_true (g_file_set_contents (path, "dice-save 1\ngarbage", -1, NULL));
  {
    g_autoptr(FtDiceGame) third = g_object_new (FT_TYPE_DICE_GAME, "save-path", path, NULL);

    g_assert_false (ft_game_resume (FT_GAME (third), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_clear_error (&error);
    g_assert_false (ft_game_is_started (FT_GAME (third)));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    /* No save at all: nothing to resume, and no error. */
    g_assert_false (ft_game_resume (FT_GAME (third), &error));
    g_assert_no_error (error);
  }

  g_remove (aside);
  g_remove (path);
  g_rmdir (dir);
}

/* Computer games through the model, to the end of a match to 50 (R7). */
static void
test_computer_match_r7 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_STANDARD, FT_SEAT_BEGINNER };
  guint score[2] = { 0, 0 };
  guint games = 0;
  Counts c;

  connect_counts (game, &c);
  g_assert_true (ft_dice_game_start (game, 3, seats, 2024, NULL));
  while (!ft_dice_game_match_is_over (game, NULL))
    {
      FtDicePlayer winner;
      guint steps = 0;

      while (ft_game_computer_step (FT_GAME (game)))
        g_assert_cmpuint (++steps, <, 1000);  /* R6: every game ends */
      g_assert_true (ft_dice_game_is_over (game, &winner));
      score[winner] += ft_dice_pos_pips (ft_dice_game_get_position (game), winner);
      games++;
      g_assert_cmpuint (c.game_overs, ==, games);
      g_assert_cmpuint (ft_dice_game_get_match (game)->score[0], ==, score[0]);
      g_assert_cmpuint (ft_dice_game_get_match (game)->score[1], ==, score[1]);
      ft_dice_game_next_game (game);
      g_assert_cmpuint (games, <, 200);
    }
  {
    FtDicePlayer match_winner;

    g_assert_true (ft_dice_game_match_is_over (game, &match_winner));
    g_assert_cmpuint (score[match_winner], >=, 50);
  }
}

/* --- The computer thinks off the main thread ------------------------------ */

typedef struct
{
  gboolean done;
  gboolean moved;
} Move;

static void
move_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Move *m = user_data;

  m->moved = ft_game_computer_move_finish (FT_GAME (source), result, NULL);
  m->done = TRUE;
}

static void
wait_move (Move *m)
{
  while (!m->done)
    g_main_context_iteration (NULL, TRUE);
}

/* Asked through FtGame, the computer's move is the one computer_step makes
 * from the same game (the random state included), applied on the main
 * thread. */
static void
test_computer_async_same_move (void)
{
  g_autoptr(FtDiceGame) a = ft_dice_game_new ();
  g_autoptr(FtDiceGame) b = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_STANDARD, FT_SEAT_BEGINNER };

  g_assert_true (ft_dice_game_start (a, 3, seats, 77, NULL));
  g_assert_true (ft_dice_game_start (b, 3, seats, 77, NULL));
  for (guint step = 0; step < 6 && ft_dice_game_get_wait (a) != FT_DICE_WAIT_NOTHING; step++)
    {
      Move m = { FALSE, FALSE };
      g_autofree char *ta = NULL;
      g_autofree char *tb = NULL;

      ft_game_computer_move_async (FT_GAME (a), NULL, move_done, &m);
      wait_move (&m);
      g_assert_true (m.moved);
      g_assert_true (ft_game_computer_step (FT_GAME (b)));
      ta = ft_game_to_string (FT_GAME (a));
      tb = ft_game_to_string (FT_GAME (b));
      g_assert_cmpstr (ta, ==, tb);
    }
}

/* Asks the computer of @game to move and, while it thinks, starts another
 * game (N dice, @seats, @seed) or, with @cancellable, cancels; the thought
 * must then be dropped and the game left as it was. */
static void
assert_thought_dropped (FtDiceGame   *game,
                        guint         n,
                        const FtSeat *seats,
                        guint64       seed,
                        GCancellable *cancellable)
{
  Move m = { FALSE, FALSE };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (ft_game_waits_for_computer (FT_GAME (game)));
  ft_game_computer_move_async (FT_GAME (game), cancellable, move_done, &m);
  if (cancellable)
    g_cancellable_cancel (cancellable);
  else
    g_assert_true (ft_dice_game_start (game, n, seats, seed, NULL));
  before = ft_game_to_string (FT_GAME (game));
  wait_move (&m);
  g_assert_false (m.moved);
  after = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (after, ==, before);
}

/* The think runs on a copy: the game may change while the computer thinks,
 * and the move is then refused, the new game left as it is. */
static void
test_computer_async_on_copy (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  FtSeat computers[2] = { FT_SEAT_STANDARD, FT_SEAT_STANDARD };

  /* A new game for people: nobody waits for the computer any more. */
  g_assert_true (ft_dice_game_start (game, 3, computers, 5, NULL));
  assert_thought_dropped (game, 3, people, 6, NULL);

  /* Another game of computers: a computer waits again, but not for that
   * thought. */
  g_assert_true (ft_dice_game_start (game, 3, computers, 5, NULL));
  assert_thought_dropped (game, 4, computers, 8, NULL);

  /* Cancelled: nothing is applied. */
  assert_thought_dropped (game, 0, NULL, 0, cancellable);
}

/* The engine refuses a cache it cannot trust: a garbage file in the cache
 * is solved again (main() put it there before anything ran). */
static void
test_bad_cache_rebuilt (void)
{
  g_autofree char *path = ft_dice_tables_cache_path (3);
  g_autoptr(FtDiceTable) loaded = NULL;
  g_autoptr(GError) error = NULL;
  FtDiceTables *tables = ft_dice_tables_get_default ();

  g_autofree char *aside = g_strconcat (path, ".not-a-table", NULL);
  g_autofree char *kept = NULL;

  g_assert_null (ft_dice_tables_get (tables, 3));
  wait_for_table (3);

  /* What was there is kept beside the new table, not written over. */
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "not a table at all");
  g_assert_nonnull (ft_dice_tables_get_stats (tables, 3));
  loaded = ft_dice_table_load (path, 3, FALSE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (ft_dice_table_n_positions (loaded), ==,
                    ft_dice_table_n_positions (ft_dice_tables_get (tables, 3)));
}

/* Quitting during a solve (the app's shutdown) stops it and leaves no
 * partial file, nor half a table, in the cache.  The table solved is the
 * 4-dice one of the "most change" rule, which no other test here asks for:
 * the plain 4-dice table, which a game above starts, solves in a quarter of
 * a second and is already there. */
static void
test_cancel_all (void)
{
  FtDiceTables *tables = ft_dice_tables_get_default ();
  guint key = FT_DICE_TABLES_KEY (4, TRUE);
  g_autofree char *path = ft_dice_tables_cache_path (key);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) d = NULL;
  const char *name;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ft_dice_tables_prepare (tables, key);
  g_assert_true (ft_dice_tables_is_busy (tables, key));
  while (ft_dice_tables_is_busy (tables, key) && ft_dice_tables_get_progress (tables, key) == 0.0)
    g_main_context_iteration (NULL, TRUE);
  ft_dice_tables_cancel_all (tables);

  g_assert_false (ft_dice_tables_is_busy (tables, key));
  g_assert_null (ft_dice_tables_get (tables, key));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  d = g_dir_open (dir, 0, NULL);
  while (d && (name = g_dir_read_name (d)) != NULL)
    g_assert_false (g_str_has_suffix (name, ".partial"));
}

/* The model's "solved" and "solve-progress" follow the shared table. */
static void
test_solved_property (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  gboolean solved = FALSE;
  double progress = 0;

  wait_for_table (3);
  g_assert_true (ft_dice_game_start (game, 3, NULL, 5, NULL));
  g_object_get (game, "solved", &solved, "solve-progress", &progress, NULL);
  g_assert_true (solved);
  g_assert_cmpfloat (progress, ==, 1.0);
}

/* R4's setting "always take the most change": a model property, FALSE by
 * default, read when a match starts, kept in the position and the save;
 * a smaller set of change is refused; the solved table is its own (its
 * own cache file), and hints use it. */
static void
test_most_change_r4 (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  g_autoptr(FtDiceGame) resumed = ft_dice_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *save = NULL;
  g_autofree char *path = ft_dice_tables_cache_path (FT_DICE_TABLES_KEY (3, TRUE));
  FtDiceTables *tables = ft_dice_tables_get_default ();
  guint one[] = { 0 };            /* 1: less than the most on offer */
  guint four[] = { 1 };           /* 4: the most below 5 */
  gboolean most = TRUE;
  FtDiceHint hint;

  g_object_get (game, "most-change", &most, NULL);
  g_assert_false (most);
  g_assert_true (ft_dice_game_start (game, 3, people, 7, NULL));
  g_assert_false (ft_dice_game_get_position (game)->most_change);

  g_object_set (game, "most-change", TRUE, NULL);
  g_assert_false (ft_dice_game_get_position (game)->most_change);   /* read at the start only */
  g_assert_true (ft_dice_game_start (game, 3, people, 7, NULL));
  g_assert_true (ft_dice_game_get_position (game)->most_change);

  g_assert_true (ft_dice_game_start_position (game, people, "A:1,6* B:5 M:1,4,3 turn=A most-change", NULL));
  g_assert_true (ft_dice_game_trash (game, 0, &error));
  g_assert_no_error (error);
  g_assert_false (ft_dice_game_take (game, one, 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "totalling 4"));
  g_clear_error (&error);
  g_assert_false (ft_dice_game_take (game, NULL, 0, &error));
  g_clear_error (&error);
  assert_position (game, "A:1,6 B:- M:1,4,3,5 turn=B change=5 most-change");

  /* The save keeps the rule, and resuming sets the property. */
  save = ft_game_to_string (FT_GAME (game));
  g_assert_true (ft_game_load_string (FT_GAME (resumed), save, &error));
  g_assert_no_error (error);
  g_object_get (resumed, "most-change", &most, NULL);
  g_assert_true (most);

  g_assert_true (ft_dice_game_take (game, four, 1, &error));
  g_assert_no_error (error);
  assert_position (game, "A:1,6 B:4 M:1,3,5 turn=B most-change");

  /* A table of its own, under its own cache name, answering hints. */
  g_assert_cmpuint (FT_DICE_TABLES_KEY (3, TRUE), !=, 3);
  g_assert_nonnull (strstr (path, "dice-3-most-change.table"));
  wait_for_table (FT_DICE_TABLES_KEY (3, TRUE));
  g_assert_true (ft_dice_table_most_change (ft_dice_tables_get (tables, FT_DICE_TABLES_KEY (3, TRUE))));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ft_dice_game_start (game, 3, people, 7, NULL));
  g_assert_true (ft_dice_game_is_solved (game));
  g_assert_true (ft_dice_game_get_hint (game, &hint));
}

/* The perfect player, with its table, wins every game it starts winning
 * (R6: the table's value is exact), against any opponent. */
static void
test_perfect_keeps_wins (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_EXPERT, FT_SEAT_STANDARD };
  guint checked = 0;

  wait_for_table (3);
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      FtDiceHint hint;
      FtDicePlayer winner;
      gboolean a_wins;

      g_assert_true (ft_dice_game_start (game, 3, seats, seed, NULL));
      g_assert_true (ft_dice_game_get_hint (game, &hint));
      a_wins = hint.wins == (ft_dice_game_get_turn (game) == FT_DICE_PLAYER_A);
      while (ft_game_computer_step (FT_GAME (game)))
        ;
      g_assert_true (ft_dice_game_is_over (game, &winner));
      if (a_wins)
        {
          g_assert_cmpuint (winner, ==, FT_DICE_PLAYER_A);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 5);
}

/* Hints never put a losing move first when a winning one exists, list every
 * legal move once, and order winners fastest first, losers slowest first. */
static void
test_hint_order (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_BEGINNER, FT_SEAT_BEGINNER };
  guint positions = 0;

  wait_for_table (3);
  for (guint64 seed = 100; seed < 130; seed++)
    {
      g_assert_true (ft_dice_game_start (game, 3, seats, seed, NULL));
      do
        {
          FtDiceHint hint;
          FtDiceMove moves[FT_DICE_MAX_MOVES];
          guint n = ft_dice_pos_moves (ft_dice_game_get_position (game), moves);
          gboolean any_win = FALSE;

          g_assert_true (ft_dice_game_get_hint (game, &hint));
          g_assert_cmpuint (hint.n_moves, ==, n);
          for (guint i = 0; i < n; i++)
            {
              guint found = 0;

              any_win |= hint.moves[i].wins;
              for (guint k = 0; k < n; k++)
                found += ft_dice_move_equal (&hint.moves[k].move, &moves[i]);
              g_assert_cmpuint (found, ==, 1);
            }
          g_assert_cmpint (hint.wins, ==, any_win);
          g_assert_cmpint (hint.moves[0].wins, ==, any_win);
          for (guint i = 1; i < n; i++)
            {
              const FtDiceMoveValue *a = &hint.moves[i - 1], *b = &hint.moves[i];

              g_assert_true (a->wins || !b->wins);
              if (a->wins && b->wins)
                g_assert_cmpuint (a->depth, <=, b->depth);
              if (!a->wins && !b->wins)
                g_assert_cmpuint (a->depth, >=, b->depth);
            }
          positions++;
        }
      while (ft_game_computer_step (FT_GAME (game)) && !ft_dice_game_is_over (game, NULL));
    }
  g_assert_cmpuint (positions, >, 100);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

/* Practice evidence (src/engine/practice/README.md): the learner's move is
 * judged by the solved table, "move-judged" with the skill "dice": the
 * hint's best move is best, a move that loses a won position a mistake;
 * with two people at the table nobody's move is judged. */
static void
test_judged_moves (void)
{
  g_autoptr(FtDiceGame) game = ft_dice_game_new ();
  g_autoptr(FtDiceGame) shared = ft_dice_game_new ();
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  Judged j = { 0, -1, NULL };
  gboolean found = FALSE;

  wait_for_table (3);
  g_signal_connect (game, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
  for (guint64 seed = 1; seed < 200 && !found; seed++)
    {
      FtDiceHint hint;
      guint losing = G_MAXUINT;

      g_assert_true (ft_dice_game_start (game, 3, seats, seed, NULL));
      while (ft_game_waits_for_computer (FT_GAME (game)))
        g_assert_true (ft_game_computer_step (FT_GAME (game)));
      if (!ft_dice_game_get_hint (game, &hint) || !hint.wins)
        continue;
      for (guint i = 0; i < hint.n_moves; i++)
        if (!hint.moves[i].wins)
          losing = i;
      if (losing == G_MAXUINT)
        continue;
      found = TRUE;

      /* The best move: evidence for the dice skill. */
      j.n = 0;
      g_assert_true (ft_dice_game_play (game, &hint.moves[0].move, NULL));
      g_assert_cmpuint (j.n, ==, 1);
      g_assert_cmpstr (j.skill, ==, "dice");
      g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_BEST);

      /* Taken back, a losing move instead: a mistake, no evidence. */
      g_assert_true (ft_game_can_undo (FT_GAME (game)));
      ft_game_undo (FT_GAME (game));
      j.n = 0;
      g_assert_true (ft_dice_game_play (game, &hint.moves[losing].move, NULL));
      g_assert_cmpuint (j.n, ==, 1);
      g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_MISTAKE);

      /* After a move taken back, the best one is no evidence any more:
       * it may have been found by trying. */
      ft_game_undo (FT_GAME (game));
      j.n = 0;
      g_assert_true (ft_dice_game_play (game, &hint.moves[0].move, NULL));
      g_assert_cmpuint (j.n, ==, 1);
      g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_FAIR);

      /* The computer's reply is nobody's evidence. */
      j.n = 0;
      while (ft_game_waits_for_computer (FT_GAME (game)))
        g_assert_true (ft_game_computer_step (FT_GAME (game)));
      g_assert_cmpuint (j.n, ==, 0);

      /* Two people share the table: whose progress it is cannot be told. */
      g_signal_connect (shared, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
      g_assert_true (ft_dice_game_start (shared, 3, people, seed, NULL));
      g_assert_true (ft_dice_game_get_hint (shared, &hint));
      g_assert_true (ft_dice_game_play (shared, &hint.moves[0].move, NULL));
      g_assert_cmpuint (j.n, ==, 0);
    }
  g_assert_true (found);
  g_free (j.skill);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("dice-model-home-XXXXXX", NULL);
  g_autofree char *cache = g_build_filename (home, "cache", NULL);
  g_autofree char *dir = g_build_filename (cache, "flip-tutor", NULL);
  g_autofree char *bad = g_build_filename (dir, "dice-3.table", NULL);
  int status;

  /* A cache of our own, with a damaged N = 3 table in it. */
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  g_mkdir_with_parents (dir, 0700);
  g_file_set_contents (bad, "not a table at all", -1, NULL);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice/model/bad-cache-rebuilt", test_bad_cache_rebuilt);
  g_test_add_func ("/dice/model/start-signals-r2", test_start_signals);
  g_test_add_func ("/dice/model/flip-locks-r3-r5", test_flip_locks_r3_r5);
  g_test_add_func ("/dice/model/trash-and-change-r4", test_trash_and_change_r4);
  g_test_add_func ("/dice/model/trashed-one-forced-r4", test_trashed_one_forced_r4);
  g_test_add_func ("/dice/model/game-over-scores-r6-r7", test_game_over_scores_r6_r7);
  g_test_add_func ("/dice/model/undo", test_undo);
  g_test_add_func ("/dice/model/save-restore", test_save_restore);
  g_test_add_func ("/dice/model/computer-match-r7", test_computer_match_r7);
  g_test_add_func ("/dice/model/computer-async-same-move", test_computer_async_same_move);
  g_test_add_func ("/dice/model/computer-async-on-copy", test_computer_async_on_copy);
  g_test_add_func ("/dice/model/solved-property", test_solved_property);
  g_test_add_func ("/dice/model/perfect-keeps-wins", test_perfect_keeps_wins);
  g_test_add_func ("/dice/model/hint-order", test_hint_order);
  g_test_add_func ("/dice/model/most-change-r4", test_most_change_r4);
  g_test_add_func ("/dice/model/cancel-all", test_cancel_all);
  g_test_add_func ("/dice/model/judged-moves", test_judged_moves);
  status = g_test_run ();

  remove_tree (home);
  return status;
}
