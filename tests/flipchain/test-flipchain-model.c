/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "flipchain/flipchain-ai.h"
#include "ft-flipchain-game.h"
#include "flipchain/flipchain-words.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipchain-game-private.h"
#include "../judged-test.h"

/* Model tests: FtFlipchainGame starts from its properties, places with
 * the engine's flips, swaps (R7), takes back a person's move, saves and
 * resumes identically (a damaged save refused), and plays whole computer
 * games through the FtGame interface. */

typedef struct
{
  guint      changes, events, game_overs;
  guint      winner;
  GPtrArray *texts;
} Counts;

static void
count_changed (FtGame *g,
               Counts *c)
{
  c->changes++;
}

static void
count_event (FtFlipchainGame *g,
             const char      *text,
             Counts          *c)
{
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  c->events++;
  g_ptr_array_add (c->texts, g_strdup (text));
}

static void
count_over (FtGame *g,
            guint   winner,
            Counts *c)
{
  c->game_overs++;
  c->winner = winner;
}

static FtFlipchainGame *
new_game_saved (Counts     *c,
                const char *save_path)
{
  FtFlipchainGame *game = g_object_new (FT_TYPE_FLIPCHAIN_GAME, "save-path", save_path, NULL);

  memset (c, 0, sizeof *c);
  c->texts = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), c);
  g_signal_connect (game, "event", G_CALLBACK (count_event), c);
  g_signal_connect (game, "game-over", G_CALLBACK (count_over), c);
  return game;
}

static FtFlipchainGame *
new_game (Counts *c)
{
  return new_game_saved (c, NULL);
}

static guint
cell (guint       side,
      const char *name)
{
  guint c = 0;

  g_assert_true (ft_fc_cell_parse (side, name, &c));
  return c;
}

static void
test_start (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_EXPERT };
  const FtFcGame *state;

  g_assert_cmpuint (ft_flipchain_game_get_side (game), ==, FT_FC_DEFAULT_SIDE);
  g_assert_false (ft_game_is_started (FT_GAME (game)));
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, -1);

  g_object_set (game, "side", 4, "pie-rule", FALSE, NULL);
  g_assert_true (ft_flipchain_game_start (game, seats, 7, NULL));
  state = ft_flipchain_game_get_state (game);
  g_assert_cmpuint (state->board.side, ==, 4);
  g_assert_false (state->pie);
  g_assert_cmpint (state->to_move, ==, FT_FC_RED);
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, 0);
  g_assert_true (ft_game_waits_for_person (FT_GAME (game)));
  g_assert_cmpuint (ft_game_get_n_players (FT_GAME (game)), ==, 2);
  g_assert_cmpint (ft_game_get_seat (FT_GAME (game), 1), ==, FT_SEAT_EXPERT);
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_null (ft_flipchain_game_get_last_move (game));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* The setter clamps the side to R1's range. */
  ft_flipchain_game_set_side (game, 11);
  g_assert_cmpuint (ft_flipchain_game_get_side (game), ==, FT_FC_MAX_SIDE);
  g_ptr_array_unref (c.texts);
}

/* Random legal placements; after each the model's board and flips are
 * what the engine says for that placement on the board before it. */
static void
test_place_flips (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  guint total_flips = 0;

  for (guint round = 0; round < 6; round++)
    {
      g_object_set (game, "side", 5, "pie-rule", FALSE, NULL);
      g_assert_true (ft_flipchain_game_start (game, NULL, round, NULL));
      while (!ft_game_is_over (FT_GAME (game)))
        {
          FtFcGame before = *ft_flipchain_game_get_state (game);
          const FtFcMoveResult *last;
          FtFcBits legal, expected;
          FtFcBoard board = before.board;
          guint n = 0, pick, placed = 0;

          ft_fc_game_legal (&before, &legal);
          FT_FC_BITS_FOREACH (i, &legal)
            n++;
          g_assert_cmpuint (n, >, 0);
          pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
          FT_FC_BITS_FOREACH (i, &legal)
            if (pick-- == 0)
              {
                placed = (guint) i;
                break;
              }

          ft_fc_board_flips (&before.board, before.to_move, placed, &expected);
          g_assert_true (ft_flipchain_game_place (game, placed, NULL));
          last = ft_flipchain_game_get_last_move (game);
          g_assert_nonnull (last);
          g_assert_cmpint (last->move, ==, (gint) placed);
          g_assert_cmpint (last->mover, ==, before.to_move);
          g_assert_true (ft_fc_bits_equal (&last->flips, &expected));
          total_flips += ft_fc_bits_count (&expected);

          ft_fc_board_place (&board, before.to_move, placed, NULL);
          g_assert_true (ft_fc_bits_equal (&board.red, &ft_flipchain_game_get_state (game)->board.red));
          g_assert_true (ft_fc_bits_equal (&board.blue, &ft_flipchain_game_get_state (game)->board.blue));
        }
    }
  /* The games did flip: the comparison above was not of empty sets only. */
  g_assert_cmpuint (total_flips, >, 0);
  g_assert_cmpuint (c.game_overs, ==, 6);
  g_ptr_array_unref (c.texts);
}

static void
test_illegal (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  guint changes;

  g_assert_true (ft_flipchain_game_start (game, NULL, 1, NULL));
  g_assert_true (ft_flipchain_game_place (game, cell (5, "e5"), NULL));
  before = ft_game_to_string (FT_GAME (game));
  changes = c.changes;

  g_assert_false (ft_flipchain_game_place (game, cell (5, "e5"), &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_flipchain_game_place (game, 500, &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
  g_clear_error (&error);
  after = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (c.changes, ==, changes);
  g_ptr_array_unref (c.texts);
}

static void
test_swap (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  g_autoptr(GError) error = NULL;
  const FtFcGame *state;

  /* Mark Steere's rules by default: the pie rule is a variant (R7). */
  g_assert_false (ft_flipchain_game_get_pie_rule (game));
  g_object_set (game, "side", 5, "pie-rule", TRUE, NULL);
  g_assert_true (ft_flipchain_game_start (game, NULL, 1, NULL));
  g_assert_false (ft_flipchain_game_can_swap (game));
  g_assert_false (ft_flipchain_game_swap (game, &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (ft_flipchain_game_place (game, cell (5, "c3"), NULL));
  g_assert_true (ft_flipchain_game_can_swap (game));
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, 1);
  g_assert_true (ft_flipchain_game_swap (game, NULL));

  /* R7: the second player now owns the red disc; the first plays Blue and
   * moves next. */
  state = ft_flipchain_game_get_state (game);
  g_assert_true (state->swapped);
  g_assert_cmpint (ft_fc_game_seat_colour (state, 1), ==, FT_FC_RED);
  g_assert_cmpint (ft_fc_game_seat_colour (state, 0), ==, FT_FC_BLUE);
  g_assert_cmpint (state->to_move, ==, FT_FC_BLUE);
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, 0);
  g_assert_cmpint (ft_flipchain_game_get_last_move (game)->move, ==, FT_FC_MOVE_SWAP);
  g_assert_false (ft_flipchain_game_can_swap (game));
  g_assert_nonnull (strstr (g_ptr_array_index (c.texts, c.texts->len - 1), "swap"));

  /* No swap without the pie rule. */
  g_object_set (game, "pie-rule", FALSE, NULL);
  g_assert_true (ft_flipchain_game_start (game, NULL, 1, NULL));
  g_assert_true (ft_flipchain_game_place (game, cell (5, "c3"), NULL));
  g_assert_false (ft_flipchain_game_can_swap (game));
  g_assert_false (ft_flipchain_game_swap (game, NULL));
  g_ptr_array_unref (c.texts);
}

static void
test_undo (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  g_autofree char *start = NULL, *after_first = NULL, *now = NULL;
  FtFcBoard board;

  g_object_set (game, "side", 4, "pie-rule", FALSE, NULL);
  g_assert_true (ft_flipchain_game_start (game, seats, 3, NULL));
  start = ft_game_to_string (FT_GAME (game));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* The person's move and the computer's reply go back together. */
  g_assert_true (ft_flipchain_game_place (game, cell (4, "d4"), NULL));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_cmpuint (ft_flipchain_game_get_n_moves (game), ==, 2);
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  ft_game_undo (FT_GAME (game));
  now = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (now, ==, start);
  g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, 0);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  g_assert_null (ft_flipchain_game_get_last_move (game));
  ft_fc_board_init (&board, 4);
  g_assert_true (ft_fc_bits_equal (&board.red, &ft_flipchain_game_get_state (game)->board.red));
  g_assert_true (ft_fc_bits_equal (&board.blue, &ft_flipchain_game_get_state (game)->board.blue));

  /* Two moves, one undone: the first stays, with its flips as last move. */
  g_assert_true (ft_flipchain_game_place (game, cell (4, "d4"), NULL));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  after_first = ft_game_to_string (FT_GAME (game));
  g_assert_false (ft_game_computer_step (FT_GAME (game)));  /* the person's turn */
  {
    FtFcBits legal;
    gint first;

    ft_fc_game_legal (ft_flipchain_game_get_state (game), &legal);
    first = ft_fc_bits_next (&legal, 0);
    g_assert_cmpint (first, >=, 0);
    g_assert_true (ft_flipchain_game_place (game, (guint) first, NULL));
  }
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  ft_game_undo (FT_GAME (game));
  g_clear_pointer (&now, g_free);
  now = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (now, ==, after_first);
  g_assert_nonnull (ft_flipchain_game_get_last_move (game));
  g_ptr_array_unref (c.texts);
}

static void
test_save_resume (void)
{
  Counts c, d;
  g_autofree char *dir = g_dir_make_tmp ("flipchain-model-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "flipchain.save", NULL);
  g_autoptr(FtFlipchainGame) game = new_game_saved (&c, path);
  g_autoptr(FtFlipchainGame) copy = new_game_saved (&d, path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL, *kept = NULL;
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_BEGINNER };

  g_assert_nonnull (dir);
  g_object_set (game, "side", 6, "pie-rule", TRUE, NULL);
  g_assert_true (ft_flipchain_game_start (game, seats, 99, NULL));
  g_assert_true (ft_flipchain_game_place (game, cell (6, "c3"), NULL));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_true (ft_flipchain_game_place (game, cell (6, "f6"), NULL));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  text = ft_game_to_string (FT_GAME (game));

  /* The autosave holds the same game; resuming it into a fresh model gives
   * the same text, board, last move and properties. */
  g_assert_true (ft_game_resume (FT_GAME (copy), &error));
  g_assert_no_error (error);
  again = ft_game_to_string (FT_GAME (copy));
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpuint (ft_flipchain_game_get_side (copy), ==, 6);
  g_assert_true (memcmp (ft_flipchain_game_get_state (copy), ft_flipchain_game_get_state (game),
                         sizeof (FtFcGame)) == 0);
  g_assert_cmpint (ft_flipchain_game_get_last_move (copy)->move, ==,
                   ft_flipchain_game_get_last_move (game)->move);
  g_assert_true (ft_fc_bits_equal (&ft_flipchain_game_get_last_move (copy)->flips,
                                   &ft_flipchain_game_get_last_move (game)->flips));
  g_assert_cmpint (ft_game_get_seat (FT_GAME (copy), 1), ==, FT_SEAT_BEGINNER);
  g_assert_true (ft_game_can_undo (FT_GAME (copy)));

  /* A damaged save is refused and the game kept as it was. */
  kept = ft_game_to_string (FT_GAME (copy));
  g_assert_false (ft_game_load_string (FT_GAME (copy), "[flipchain-save]\nversion=1\nseats=person;beginner;\nseed=1\n"
                                                 "state=flipchain side:6 pie:yes moves:c3,c3\n", &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (ft_game_load_string (FT_GAME (copy), "not a save", &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE);
  g_clear_error (&error);
  g_clear_pointer (&again, g_free);
  again = ft_game_to_string (FT_GAME (copy));
  g_assert_cmpstr (again, ==, kept);

  /* A finished game leaves no save behind. */
  while (ft_game_computer_step (FT_GAME (game)) || !ft_game_is_over (FT_GAME (game)))
    {
      if (ft_game_waits_for_person (FT_GAME (game)))
        {
          gint move = ft_fc_ai_choose (ft_flipchain_game_get_state (game), FT_STRENGTH_BEGINNER, 5);

          g_assert_true (ft_flipchain_game_place (game, (guint) move, NULL));
        }
    }
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_ptr_array_unref (c.texts);
  g_ptr_array_unref (d.texts);
}

/* Whole computer games through FtGame, the same way the table runs them:
 * each ends in a loop win (the winner's colour has a loop) or a draw on a
 * full board (R4, R6), with one game-over signal. */
static void
test_computer_games (void)
{
  FtSeat pairs[][2] = {
    { FT_SEAT_BEGINNER, FT_SEAT_STANDARD },
    { FT_SEAT_STANDARD, FT_SEAT_BEGINNER },
    { FT_SEAT_EXPERT, FT_SEAT_STANDARD },
  };

  for (guint k = 0; k < G_N_ELEMENTS (pairs); k++)
    {
      Counts c;
      g_autoptr(FtFlipchainGame) game = new_game (&c);
      FtGameSetup setup = { 0 };
      const FtFcGame *state;
      guint steps = 0;

      g_object_set (game, "side", k == 2 ? 3 : 4, "pie-rule", TRUE, NULL);
      setup.n_players = 2;
      setup.seats[0] = pairs[k][0];
      setup.seats[1] = pairs[k][1];
      g_assert_true (ft_game_start (FT_GAME (game), &setup, 40 + k, NULL));
      g_assert_false (ft_game_waits_for_person (FT_GAME (game)));
      while (ft_game_computer_step (FT_GAME (game)))
        steps++;

      state = ft_flipchain_game_get_state (game);
      g_assert_true (ft_game_is_over (FT_GAME (game)));
      g_assert_cmpuint (steps, ==, ft_flipchain_game_get_n_moves (game));
      g_assert_cmpuint (c.game_overs, ==, 1);
      g_assert_cmpuint (c.events, ==, steps);
      if (state->status == FT_FC_WON)
        {
          g_assert_true (ft_fc_board_has_loop (&state->board, state->winner));
          g_assert_cmpint (ft_fc_game_seat_colour (state, c.winner), ==, state->winner);
          g_assert_nonnull (strstr (g_ptr_array_index (c.texts, c.texts->len - 1), "wins"));
        }
      else
        {
          FtFcBits empty;

          g_assert_cmpint (state->status, ==, FT_FC_DRAWN);
          g_assert_cmpuint (c.winner, ==, 2);
          ft_fc_board_empty_cells (&state->board, &empty);
          g_assert_true (ft_fc_bits_empty (&empty));
        }
      g_assert_cmpint (ft_game_get_turn (FT_GAME (game)), ==, -1);
      g_ptr_array_unref (c.texts);
    }
}

/* The hint names the legal placements of the mover and, on side 3, the
 * solved value; the expert's choice is one of them. */
static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  FtFcHint **out = data;
  g_autoptr(GError) error = NULL;

  *out = ft_game_hint_finish (FT_GAME (source), result, &error);
  g_assert_no_error (error);
}

static void
test_hint (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  FtFcHint *hint = NULL;
  FtFcBits legal;

  g_object_set (game, "side", 3, "pie-rule", FALSE, NULL);
  g_assert_true (ft_flipchain_game_start (game, NULL, 2, NULL));
  /* A few moves in, so that the solver's search is short. */
  for (guint i = 0; i < 4; i++)
    {
      gint move = ft_fc_ai_choose (ft_flipchain_game_get_state (game), FT_STRENGTH_BEGINNER, i);

      g_assert_true (ft_flipchain_game_place (game, (guint) move, NULL));
    }
  g_assert_false (ft_game_is_over (FT_GAME (game)));
  ft_game_hint_async (FT_GAME (game), 0, NULL, hint_cb, &hint);
  while (hint == NULL)
    g_main_context_iteration (NULL, TRUE);

  ft_fc_game_legal (ft_flipchain_game_get_state (game), &legal);
  g_assert_cmpint (hint->colour, ==, ft_flipchain_game_get_state (game)->to_move);
  g_assert_true (ft_fc_bits_equal (&hint->legal, &legal));
  g_assert_true (hint->has_expert);
  g_assert_true (ft_fc_bits_has (&legal, (guint) hint->expert.move));
  g_assert_true (hint->solved);
  g_assert_cmpint (hint->value, >=, -1);
  g_assert_cmpint (hint->value, <=, 1);
  g_free (hint);
  g_ptr_array_unref (c.texts);
}

/* The hint in parts: "hint-progress" brings the tactics in words before
 * the whole hint (no expert's choice in them yet), then the expert's
 * progress, rising;
 * cancelling stops the reports and ends the hint as cancelled. */
typedef struct
{
  guint         reports;
  gboolean      whole_arrived;
  gboolean      report_after_whole;
  char         *first_text;
  double        last_fraction;
  gboolean      fraction_fell;
  GCancellable *cancel_on_first;
  guint         reports_after_cancel;
  gboolean      done;
  GError       *error;
  FtFcHint     *hint;
} Parts;

static void
parts_progress_cb (FtFlipchainGame *game,
                   const char      *text,
                   double           fraction,
                   Parts           *p)
{
  if (p->cancel_on_first && g_cancellable_is_cancelled (p->cancel_on_first))
    p->reports_after_cancel++;
  if (p->reports++ == 0)
    {
      p->first_text = g_strdup (text);
    }
  p->report_after_whole |= p->whole_arrived;
  p->fraction_fell |= fraction < p->last_fraction;
  g_assert_cmpfloat (fraction, >=, 0.0);
  g_assert_cmpfloat (fraction, <=, 1.0);
  p->last_fraction = fraction;
  if (p->cancel_on_first)
    g_cancellable_cancel (p->cancel_on_first);
}

static void
parts_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Parts *p = data;

  p->hint = ft_game_hint_finish (FT_GAME (source), result, &p->error);
  p->whole_arrived = TRUE;
  p->done = TRUE;
}

static void
test_hint_parts (void)
{
  Counts c;
  g_autoptr(FtFlipchainGame) game = new_game (&c);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Parts p = { 0 };
  FtFcBits legal;

  g_object_set (game, "side", 5, "pie-rule", FALSE, NULL);
  g_assert_true (ft_flipchain_game_start (game, NULL, 2, NULL));
  g_assert_true (ft_flipchain_game_place (game, 30, NULL));   /* e5 */
  ft_fc_game_legal (ft_flipchain_game_get_state (game), &legal);
  g_signal_connect (game, "hint-progress", G_CALLBACK (parts_progress_cb), &p);

  ft_game_hint_async (FT_GAME (game), 0, NULL, parts_done_cb, &p);
  while (!p.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (p.error);
  g_assert_cmpuint (p.reports, >=, 1);
  g_assert_false (p.fraction_fell);
  g_assert_true (p.hint->has_expert);
  g_assert_true (ft_fc_bits_equal (&p.hint->legal, &legal));
  /* The first part says what the whole says but the expert's choice, and
   * that the expert is still choosing. */
  {
    FtFcHint tactics = *p.hint;
    g_autofree char *known = NULL;
    g_autofree char *whole = ft_fc_hint_advice (p.hint);

    tactics.has_expert = FALSE;
    known = ft_fc_hint_advice (&tactics);
    g_assert_true (g_str_has_prefix (p.first_text, known));
    g_assert_true (g_str_has_suffix (p.first_text, "The expert is choosing a move…"));
    g_assert_cmpstr (known, !=, whole);
  }
  g_clear_pointer (&p.first_text, g_free);
  /* Nothing after the whole hint. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (p.report_after_whole);
  g_clear_pointer (&p.hint, g_free);

  /* Cancelled on the first report. */
  memset (&p, 0, sizeof p);
  p.cancel_on_first = cancellable;
  ft_game_hint_async (FT_GAME (game), 0, cancellable, parts_done_cb, &p);
  while (!p.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (p.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (p.hint);
  g_assert_cmpuint (p.reports, ==, 1);
  g_assert_cmpuint (p.reports_after_cancel, ==, 0);
  g_clear_error (&p.error);
  g_clear_pointer (&p.first_text, g_free);
  g_signal_handlers_disconnect_by_data (game, &p);
  g_ptr_array_unref (c.texts);
}

/* A person's placement judged for practice ("move-judged", skill
 * "flipchain-loops"): where a placement closes a loop, playing one is
 * best and any other a mistake; where none does, nothing is said; after
 * an undo a loop found is no evidence; the computer's moves are nobody's. */
/* A legal cell for the mover that closes a loop (@closing) or not, or -1. */
static gint
loop_cell (const FtFcGame *state,
           gboolean        closing)
{
  FtFcBits legal;

  ft_fc_game_legal (state, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcGame tried = *state;
      FtFcMoveResult result;

      g_assert_true (ft_fc_game_play (&tried, c, &result, NULL));
      if (result.won == closing)
        return c;
    }
  return -1;
}

static void
test_judged_loops (void)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_BEGINNER };
  guint found = 0, quiet = 0;

  for (guint64 seed = 1; seed < 400 && found < 2; seed++)
    {
      Counts c;
      g_autoptr(FtFlipchainGame) game = new_game (&c);
      Judged j = { 0, -1, NULL };

      g_signal_connect (game, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
      g_object_set (game, "side", 3, "pie-rule", FALSE, NULL);
      g_assert_true (ft_flipchain_game_start (game, seats, seed, NULL));
      while (!ft_game_is_over (FT_GAME (game)))
        {
          const FtFcGame *state = ft_flipchain_game_get_state (game);
          gint win, other;

          if (ft_game_waits_for_computer (FT_GAME (game)))
            {
              j.n = 0;
              g_assert_true (ft_game_computer_step (FT_GAME (game)));
              g_assert_cmpuint (j.n, ==, 0);
              continue;
            }
          win = loop_cell (state, TRUE);
          other = loop_cell (state, FALSE);
          j.n = 0;
          if (win < 0 || other < 0)
            {
              /* No loop to close (or nothing else to play): no verdict. */
              gint any = win >= 0 ? win : other;

              g_assert_cmpint (any, >=, 0);
              g_assert_true (ft_flipchain_game_place (game, (guint) any, NULL));
              g_assert_cmpuint (j.n, ==, win < 0 ? 0 : 1);
              quiet += win < 0;
              continue;
            }
          /* A loop missed: a mistake for the loops skill. */
          g_assert_true (ft_flipchain_game_place (game, (guint) other, NULL));
          g_assert_cmpuint (j.n, ==, 1);
          g_assert_cmpstr (j.skill, ==, "flipchain-loops");
          g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_MISTAKE);
          /* Taken back, the loop closed: found by trying, so fair. */
          ft_game_undo (FT_GAME (game));
          j.n = 0;
          g_assert_true (ft_flipchain_game_place (game, (guint) win, NULL));
          g_assert_cmpuint (j.n, ==, 1);
          g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_FAIR);
          g_assert_true (ft_game_is_over (FT_GAME (game)));
          found++;
          break;
        }
      g_free (j.skill);
      g_ptr_array_unref (c.texts);
    }
  g_assert_cmpuint (found, ==, 2);
  g_assert_cmpuint (quiet, >, 0);

  /* A fresh game: a loop closed at once is best. */
  for (guint64 seed = 1; seed < 400; seed++)
    {
      Counts c;
      g_autoptr(FtFlipchainGame) game = new_game (&c);
      Judged j = { 0, -1, NULL };
      gboolean done = FALSE;

      g_signal_connect (game, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
      g_object_set (game, "side", 3, "pie-rule", FALSE, NULL);
      g_assert_true (ft_flipchain_game_start (game, seats, seed, NULL));
      while (!ft_game_is_over (FT_GAME (game)) && !done)
        {
          const FtFcGame *state = ft_flipchain_game_get_state (game);
          gint win;

          if (ft_game_waits_for_computer (FT_GAME (game)))
            {
              g_assert_true (ft_game_computer_step (FT_GAME (game)));
              continue;
            }
          win = loop_cell (state, TRUE);
          j.n = 0;
          g_assert_true (ft_flipchain_game_place (game, (guint) (win >= 0 ? win : loop_cell (state, FALSE)), NULL));
          if (win >= 0)
            {
              g_assert_cmpuint (j.n, ==, 1);
              g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_BEST);
              done = TRUE;
            }
        }
      g_free (j.skill);
      g_ptr_array_unref (c.texts);
      if (done)
        return;
    }
  g_assert_not_reached ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipchain/model/start", test_start);
  g_test_add_func ("/flipchain/model/place-flips", test_place_flips);
  g_test_add_func ("/flipchain/model/illegal", test_illegal);
  g_test_add_func ("/flipchain/model/swap", test_swap);
  g_test_add_func ("/flipchain/model/undo", test_undo);
  g_test_add_func ("/flipchain/model/save-resume", test_save_resume);
  g_test_add_func ("/flipchain/model/computer-games", test_computer_games);
  g_test_add_func ("/flipchain/model/hint", test_hint);
  g_test_add_func ("/flipchain/model/hint-parts", test_hint_parts);
  g_test_add_func ("/flipchain/model/judged-loops", test_judged_loops);
  return g_test_run ();
}
