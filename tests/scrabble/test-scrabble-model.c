/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-scrabble-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "scrabble/scrabble-gen.h"

/* Model tests: FtScrabbleGame's play being built (tiles put down and taken
 * back, the live score), legal and illegal plays (the ruling in words),
 * exchange and pass, undo of a person's play, the save round trip, a
 * damaged save, hints and whole computer games through the model. */

typedef struct
{
  guint      changes, game_overs;
  int        winner;
  GPtrArray *texts;
} Counts;

static void
count_changed (FtScrabbleGame *g,
               Counts         *c)
{
  c->changes++;
}

static void
count_event (FtScrabbleGame *g,
             const char     *text,
             Counts         *c)
{
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  g_ptr_array_add (c->texts, g_strdup (text));
}

static void
count_over (FtScrabbleGame *g,
            guint           seat,
            Counts         *c)
{
  c->game_overs++;
  c->winner = (int) seat;
}

static void
connect_counts (FtScrabbleGame *game,
                Counts         *c)
{
  memset (c, 0, sizeof *c);
  c->winner = -1;
  c->texts = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), c);
  g_signal_connect (game, "event", G_CALLBACK (count_event), c);
  g_signal_connect (game, "game-over", G_CALLBACK (count_over), c);
}

static FtScrabbleGame *
new_game (FtSeat   first,
          FtSeat   second,
          guint64  seed)
{
  FtScrabbleGame *game = ft_scrabble_game_new ();
  FtSeat seats[2] = { first, second };
  const char *names[] = { "Ana", NULL, NULL };
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_scrabble_game_start (game, 2, seats, names, seed, &error));
  g_assert_no_error (error);
  return game;
}

/* The current player's highest-scoring play, from the generator. */
static gboolean
best_play (FtScrabbleGame *game,
           FtScrabblePlay *play)
{
  const FtScrabbleState *st = ft_scrabble_game_get_state (game);
  g_autoptr(GArray) plays = ft_scrabble_generate_all (&st->board, &st->settings, &st->racks[st->current]);

  if (plays->len == 0)
    return FALSE;
  g_array_sort (plays, ft_scrabble_play_compare);
  *play = g_array_index (plays, FtScrabblePlay, 0);
  return TRUE;
}

static void
put_down (FtScrabbleGame       *game,
          const FtScrabblePlay *play)
{
  for (guint i = 0; i < play->n; i++)
    {
      guint8 cell = play->tiles[i].tile;
      g_autoptr(GError) error = NULL;
      gboolean ok;

      if (FT_SCRABBLE_CELL_IS_BLANK (cell))
        ok = ft_scrabble_game_place (game, play->tiles[i].square, FT_SCRABBLE_BLANK,
                                     FT_SCRABBLE_CELL_TILE (cell), &error);
      else
        ok = ft_scrabble_game_place (game, play->tiles[i].square, cell, 0, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
    }
}

/* A seed whose first player has a legal play. */
static FtScrabbleGame *
game_with_play (FtScrabblePlay *play)
{
  for (guint64 seed = 1;; seed++)
    {
      FtScrabbleGame *game = new_game (FT_SEAT_PERSON, FT_SEAT_STANDARD, seed);

      if (ft_scrabble_game_get_state (game)->current == 0 && best_play (game, play))
        return game;
      g_object_unref (game);
    }
}

static void
test_start (void)
{
  g_autoptr(FtScrabbleGame) game = ft_scrabble_game_new ();
  FtSeat seats[3] = { FT_SEAT_PERSON, FT_SEAT_BEGINNER, FT_SEAT_EXPERT };
  g_autoptr(GError) error = NULL;
  const FtScrabbleState *st;
  Counts c;

  connect_counts (game, &c);
  g_assert_false (ft_game_is_started (FT_GAME (game)));
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, -1);

  g_assert_false (ft_scrabble_game_start (game, 5, NULL, NULL, 1, &error));
  g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ft_game_is_started (FT_GAME (game)));

  g_object_set (game, "xor", TRUE, "bingo", FALSE, "numbers-alongside", TRUE, NULL);
  g_assert_true (ft_scrabble_game_start (game, 3, seats, NULL, 7, &error));
  st = ft_scrabble_game_get_state (game);
  g_assert_cmpuint (ft_game_get_n_players (FT_GAME (game)), ==, 3);
  g_assert_true (st->settings.eq.options & FT_EQ_OPTION_XOR);
  g_assert_false (st->settings.bingo);
  g_assert_true (st->settings.numbers_alongside);
  /* R1 with XOR: 104 tiles; three racks of 9 drawn (R2). */
  g_assert_cmpuint (st->n_bag, ==, 104 - 27);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (st->racks[p].n, ==, FT_SCRABBLE_RACK_SIZE);
  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 2), ==, "Computer 3 (expert)");
  g_assert_cmpuint (c.texts->len, ==, 1);
  g_assert_cmpuint (c.changes, >, 0);
  g_assert_null (ft_scrabble_game_get_history (game)[0]);
  g_ptr_array_unref (c.texts);
}

static void
test_place_take_back (void)
{
  FtScrabblePlay play;
  g_autoptr(FtScrabbleGame) game = game_with_play (&play);
  FtScrabbleRack full = ft_scrabble_game_get_state (game)->racks[0], left;
  g_autoptr(GError) error = NULL;
  FtScrabbleVerdict verdict;

  put_down (game, &play);
  g_assert_cmpuint (ft_scrabble_game_get_pending (game, NULL), ==, play.n);
  ft_scrabble_game_get_rack_left (game, &left);
  g_assert_cmpuint (left.n, ==, full.n - play.n);
  /* The live score is the play's. */
  g_assert_true (ft_scrabble_game_check_pending (game, &verdict, NULL));
  g_assert_cmpint (verdict.score, ==, play.score);

  /* A square that holds a put-down tile takes no other. */
  g_assert_false (ft_scrabble_game_place (game, play.tiles[0].square, left.n ? left.kinds[0] : 0, 0, &error));
  g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Taking every tile back gives the rack back whole. */
  g_assert_false (ft_scrabble_game_take_back (game, 0));
  for (guint i = 0; i < play.n; i++)
    g_assert_true (ft_scrabble_game_take_back (game, play.tiles[i].square));
  g_assert_cmpuint (ft_scrabble_game_get_pending (game, NULL), ==, 0);
  ft_scrabble_game_get_rack_left (game, &left);
  g_assert_cmpmem (&left, sizeof left, &full, sizeof full);
  g_assert_false (ft_scrabble_game_check_pending (game, &verdict, NULL));
  g_assert_cmpint (verdict.fault, ==, FT_SCRABBLE_FAULT_NO_TILES);

  /* No tile the rack does not hold. */
  for (guint k = 0; k < FT_SCRABBLE_BLANK; k++)
    {
      gboolean held = FALSE;

      for (guint i = 0; i < full.n; i++)
        held |= full.kinds[i] == k;
      if (!held && k != FT_EQ_TILE_XOR)
        {
          g_assert_false (ft_scrabble_game_place (game, FT_SCRABBLE_CENTRE, k, 0, &error));
          g_assert_nonnull (strstr (error->message, "rack"));
          g_clear_error (&error);
        }
    }
}

static void
test_play_legal_illegal (void)
{
  FtScrabblePlay play;
  g_autoptr(FtScrabbleGame) game = game_with_play (&play);
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  FtScrabbleVerdict verdict;
  const FtScrabbleState *st = ft_scrabble_game_get_state (game);
  guint corner = 0;
  Counts c;

  connect_counts (game, &c);
  /* Nothing put down: nothing to play. */
  g_assert_false (ft_scrabble_game_play (game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* One tile in a corner on the empty board breaks a ruling, named in
   * words; the tile stays put down and the turn does not pass. */
  g_assert_true (ft_scrabble_game_place (game, corner, st->racks[0].kinds[0],
                                         FT_EQ_TILE_1, &error));
  g_assert_false (ft_scrabble_game_check_pending (game, &verdict, &why));
  g_assert_cmpuint (verdict.rule, >, 0);
  g_assert_false (ft_scrabble_game_play (game, &error));
  g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, why);
  g_assert_cmpuint (strlen (error->message), >, 12);
  g_clear_error (&error);
  g_assert_cmpuint (ft_scrabble_game_get_pending (game, NULL), ==, 1);
  g_assert_cmpuint (st->current, ==, 0);
  g_assert_true (ft_scrabble_board_is_empty (&st->board));
  ft_scrabble_game_clear_pending (game);

  /* The best play is legal and scores what the generator says. */
  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (st->scores[0], ==, play.score);
  g_assert_cmpuint (st->current, ==, 1);
  g_assert_cmpuint (ft_scrabble_game_get_pending (game, NULL), ==, 0);
  for (guint i = 0; i < play.n; i++)
    {
      g_assert_cmpuint (st->board.cells[play.tiles[i].square], ==, play.tiles[i].tile);
      g_assert_cmpuint (ft_scrabble_game_get_owner (game, play.tiles[i].square), ==, 0);
    }
  g_assert_nonnull (strstr (ft_scrabble_game_get_history (game)[0], "Ana plays"));
  g_assert_cmpuint (c.texts->len, ==, 1);
  /* A person may not move for a computer. */
  g_assert_false (ft_scrabble_game_pass (game, &error));
  g_assert_nonnull (error);
  g_ptr_array_unref (c.texts);
}

static void
test_exchange_pass (void)
{
  g_autoptr(FtScrabbleGame) game = new_game (FT_SEAT_PERSON, FT_SEAT_PERSON, 3);
  const FtScrabbleState *st = ft_scrabble_game_get_state (game);
  g_autoptr(GError) error = NULL;
  FtScrabbleRack give = { 0, }, before;
  guint bag = st->n_bag, me = st->current;

  /* R6: 1 to 9 tiles; none is no exchange. */
  g_assert_false (ft_scrabble_game_exchange (game, &give, &error));
  g_assert_nonnull (strstr (error->message, "1 to 9 tiles"));
  g_clear_error (&error);

  before = st->racks[me];
  give.n = 3;
  memcpy (give.kinds, before.kinds, 3);
  g_assert_true (ft_scrabble_game_exchange (game, &give, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st->n_bag, ==, bag);
  g_assert_cmpuint (st->racks[me].n, ==, FT_SCRABBLE_RACK_SIZE);
  g_assert_cmpuint (st->current, !=, me);
  g_assert_cmpuint (st->scoreless, ==, 1);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* Six scoreless turns end the game (R6, R10), each losing its rack. */
  for (guint i = 1; i < FT_SCRABBLE_SCORELESS_END; i++)
    {
      g_assert_false (ft_game_is_over (FT_GAME (game)));
      g_assert_true (ft_scrabble_game_pass (game, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ft_game_is_over (FT_GAME (game)));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (st->scores[p], ==, st->adjust[p]);
  g_assert_cmpint (st->adjust[0], <, 0);
  g_assert_false (ft_scrabble_game_pass (game, &error));
  g_assert_nonnull (strstr (ft_scrabble_game_get_history (game)[6], "over"));
}

static void
test_undo (void)
{
  FtScrabblePlay play;
  g_autoptr(FtScrabbleGame) game = game_with_play (&play);
  const FtScrabbleState *st = ft_scrabble_game_get_state (game);
  g_autofree char *before = ft_game_to_string (FT_GAME (game));
  g_autofree char *after_undo = NULL;
  g_autoptr(GError) error = NULL;
  Counts c;

  connect_counts (game, &c);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  ft_game_undo (FT_GAME (game));
  g_assert_cmpstr (g_ptr_array_index (c.texts, c.texts->len - 1), ==, "Ana takes back the last play.");
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  g_assert_cmpuint (st->current, ==, 0);
  g_assert_true (ft_scrabble_board_is_empty (&st->board));
  after_undo = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (after_undo, ==, before);

  /* Against a computer, Undo takes back the play with the computer's
   * reply, and Redo puts both back, as often as asked. */
  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_cmpuint (st->current, ==, 0);
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  g_assert_false (ft_game_can_redo (FT_GAME (game)));
  {
    g_autofree char *kept = ft_game_to_string (FT_GAME (game));

    for (guint round = 0; round < 2; round++)
      {
        g_autofree char *undone = NULL;
        g_autofree char *redone = NULL;

        ft_game_undo (FT_GAME (game));
        g_assert_cmpstr (g_ptr_array_index (c.texts, c.texts->len - 1), ==,
                         "Ana takes back the last play and the reply to it.");
        undone = ft_game_to_string (FT_GAME (game));
        g_assert_cmpstr (undone, ==, before);
        g_assert_false (ft_game_can_undo (FT_GAME (game)));
        g_assert_true (ft_game_can_redo (FT_GAME (game)));
        ft_game_redo (FT_GAME (game));
        redone = ft_game_to_string (FT_GAME (game));
        g_assert_cmpstr (redone, ==, kept);
        g_assert_true (ft_game_can_undo (FT_GAME (game)));
      }
  }

  /* Once the person moves again, the earlier play stands. */
  g_assert_true (ft_scrabble_game_pass (game, &error));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  g_ptr_array_unref (c.texts);
}

/* Given no names, the one person is "You" and the sentences speak to
 * them ("You play …", never "You plays …"); a person who gave a name keeps
 * the third person ("Ana plays", test_play_legal_illegal()). */
static void
test_you (void)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  g_autoptr(FtScrabbleGame) game = NULL;
  g_autoptr(GError) error = NULL;
  FtScrabblePlay play;
  FtScrabbleRack give = { 0, };
  const char *said;
  Counts c;

  for (guint64 seed = 1; game == NULL; seed++)
    {
      game = ft_scrabble_game_new ();
      g_assert_true (ft_scrabble_game_start (game, 2, seats, NULL, seed, &error));
      if (ft_scrabble_game_get_state (game)->current != 0 || !best_play (game, &play))
        g_clear_object (&game);
    }
  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 0), ==, "You");
  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 1), ==, "Computer (standard)");
  connect_counts (game, &c);

  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  said = ft_scrabble_game_get_history (game)[0];
  g_assert_true (g_str_has_prefix (said, "You play "));
  g_assert_true (g_str_has_suffix (said, play.score == 1 ? " for 1 point." : " points."));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  ft_game_undo (FT_GAME (game));
  g_assert_cmpstr (g_ptr_array_index (c.texts, c.texts->len - 1), ==, "You take back the last play.");

  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_cmpuint (ft_scrabble_game_get_state (game)->current, ==, 0);
  /* The computer's move is told in the third person. */
  g_assert_true (g_str_has_prefix (g_ptr_array_index (c.texts, c.texts->len - 1), "Computer (standard) "));
  give.n = 1;
  give.kinds[0] = ft_scrabble_game_get_state (game)->racks[0].kinds[0];
  g_assert_true (ft_scrabble_game_exchange (game, &give, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (g_ptr_array_index (c.texts, c.texts->len - 1), ==, "You exchange 1 tile.");
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_true (ft_scrabble_game_pass (game, &error));
  g_assert_cmpstr (g_ptr_array_index (c.texts, c.texts->len - 1), ==, "You pass.");
  for (guint i = 0; i < c.texts->len; i++)
    g_assert_null (strstr (g_ptr_array_index (c.texts, i), "You plays"));
  g_ptr_array_unref (c.texts);
}

static void
test_save_round_trip (void)
{
  FtScrabblePlay play;
  g_autoptr(FtScrabbleGame) game = game_with_play (&play);
  g_autoptr(FtScrabbleGame) copy = ft_scrabble_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL, *copy_text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-scrabble-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "scrabble.save", NULL);

  put_down (game, &play);
  g_assert_true (ft_scrabble_game_play (game, &error));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  /* A half-built play is saved too. */
  g_assert_cmpuint (ft_scrabble_game_get_state (game)->board.cells[0], ==, FT_SCRABBLE_EMPTY);
  g_assert_true (ft_scrabble_game_place (game, 0, ft_scrabble_game_get_state (game)->racks[0].kinds[0],
                                         FT_EQ_TILE_0, &error));
  g_assert_cmpuint (ft_scrabble_game_get_pending (game, NULL), ==, 1);
  text = ft_game_to_string (FT_GAME (game));

  g_assert_true (ft_game_load_string (FT_GAME (copy), text, &error));
  g_assert_no_error (error);
  again = ft_game_to_string (FT_GAME (copy));
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpstr (ft_scrabble_game_get_history (copy)[0], ==, ft_scrabble_game_get_history (game)[0]);

  /* A damaged save changes nothing and says so. */
  {
    g_autofree char *broken = g_strdup (text);
    char *owners = strstr (broken, "owners=");

    owners[7] = '7';
    g_assert_false (ft_game_load_string (FT_GAME (copy), broken, &error));
    g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_false (ft_game_load_string (FT_GAME (copy), "[scrabble-save]\nversion=1\n", &error));
    g_clear_error (&error);
    copy_text = ft_game_to_string (FT_GAME (copy));
    g_assert_cmpstr (copy_text, ==, text);
  }

  /* Autosave and resume through a file: a model that keeps a file
   * writes it on its next change. */
  ft_scrabble_game_clear_pending (game);
  g_clear_pointer (&text, g_free);
  text = ft_game_to_string (FT_GAME (game));
  {
    g_autoptr(FtScrabbleGame) saving = g_object_new (FT_TYPE_SCRABBLE_GAME, "save-path", path, NULL);
    g_autoptr(FtScrabbleGame) resumed = g_object_new (FT_TYPE_SCRABBLE_GAME, "save-path", path, NULL);

    g_assert_true (ft_game_load_string (FT_GAME (saving), text, &error));
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    /* The settings shown become the resumed game's own. */
    g_object_set (resumed, "xor", TRUE, NULL);
    g_assert_true (ft_game_resume (FT_GAME (resumed), &error));
    g_assert_no_error (error);
    g_clear_pointer (&again, g_free);
    again = ft_game_to_string (FT_GAME (resumed));
    g_assert_cmpstr (again, ==, text);
    {
      gboolean xor = TRUE;

      g_object_get (resumed, "xor", &xor, NULL);
      g_assert_false (xor);
    }
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  FtScrabbleHint **hint = data;
  g_autoptr(GError) error = NULL;

  *hint = ft_game_hint_finish (FT_GAME (source), result, &error);
  g_assert_no_error (error);
}

static void
test_hint (void)
{
  FtScrabblePlay play;
  g_autoptr(FtScrabbleGame) game = game_with_play (&play);
  g_autoptr(FtScrabbleHint) hint = NULL;

  ft_game_hint_async (FT_GAME (game), 0, NULL, hint_done_cb, &hint);
  while (hint == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hint->n_plays, >, 0);
  g_assert_cmpuint (hint->move.kind, ==, FT_SCRABBLE_MOVE_PLAY);
  g_assert_cmpint (hint->move.play.score, ==, play.score);
  g_assert_nonnull (hint->text);
}

/* Whole games of computer players through the model, to the end. */
static void
test_computer_games (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(FtScrabbleGame) game = new_game (FT_SEAT_STANDARD, (FtSeat) (FT_SEAT_BEGINNER + seed % 3), seed);
      const FtScrabbleState *st = ft_scrabble_game_get_state (game);
      g_autoptr(GError) error = NULL;
      guint steps = 0;
      Counts c;

      connect_counts (game, &c);
      while (!ft_game_is_over (FT_GAME (game)))
        {
          g_assert_true (ft_game_waits_for_computer (FT_GAME (game)));
          g_assert_true (ft_game_computer_step (FT_GAME (game)));
          g_assert_true (ft_scrabble_state_check (st, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (++steps, <, 500);
        }
      g_assert_false (ft_game_computer_step (FT_GAME (game)));
      g_assert_cmpuint (c.game_overs, ==, 1);
      g_assert_true (ft_scrabble_state_winners (st) & (1u << c.winner));
      g_assert_cmpuint (g_strv_length ((char **) ft_scrabble_game_get_history (game)), ==, steps + 1);
      g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, -1);
      g_ptr_array_unref (c.texts);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scrabble/model/start", test_start);
  g_test_add_func ("/scrabble/model/place-take-back", test_place_take_back);
  g_test_add_func ("/scrabble/model/play", test_play_legal_illegal);
  g_test_add_func ("/scrabble/model/exchange-pass", test_exchange_pass);
  g_test_add_func ("/scrabble/model/undo", test_undo);
  g_test_add_func ("/scrabble/model/you", test_you);
  g_test_add_func ("/scrabble/model/save", test_save_round_trip);
  g_test_add_func ("/scrabble/model/hint", test_hint);
  g_test_add_func ("/scrabble/model/computer-games", test_computer_games);
  return g_test_run ();
}
