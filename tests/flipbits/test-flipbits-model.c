/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "flipbits/flipbits-solver.h"
#include "ft-flipbits-card.h"
#include "ft-flipbits-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipbits-game-private.h"
#include "../judged-test.h"

/* Model tests: the GObject wrapper's signals, the solve builder's undo and
 * redo, computer players through the model, and save/restore. */

typedef struct
{
  guint game_overs, events, changes;
  int   winner;
} Counts;

static void count_over (FtFlipBitsGame *g, guint seat, Counts *c) { c->game_overs++; c->winner = seat; }
static void count_event (FtFlipBitsGame *g, const char *text, Counts *c) { g_assert_cmpstr (text, !=, ""); c->events++; }
static void count_changed (FtFlipBitsGame *g, Counts *c) { c->changes++; }

static void
connect_counts (FtFlipBitsGame *game,
                Counts         *c)
{
  memset (c, 0, sizeof *c);
  c->winner = -1;
  g_signal_connect (game, "game-over", G_CALLBACK (count_over), c);
  g_signal_connect (game, "event", G_CALLBACK (count_event), c);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), c);
}

/* Plays the waiting person's move the way a learner would: a shortest
 * solve when the hand has one, else pass; discard the first card. */
static void
play_person (FtFlipBitsGame *game)
{
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  g_autoptr(GError) error = NULL;

  if (ft_flipbits_game_get_wait (game) == FT_FLIPBITS_WAIT_RESOLVE)
    {
      FtFbProblem problem;
      FtFbSolution solution;

      ft_fb_game_problem (state, ft_flipbits_game_get_waiting_seat (game), &problem);
      if (ft_fb_solver_shortest (&problem, &solution))
        {
          for (guint i = 0; i < solution.n_steps; i++)
            g_assert_true (ft_flipbits_game_add_step (game, solution.steps[i].card,
                                                      solution.steps[i].operand, &error));
          g_assert_cmpuint (ft_flipbits_game_memory_after (game, solution.n_steps), ==, state->goal);
          g_assert_true (ft_flipbits_game_call_resolved (game, &error));
        }
      else
        g_assert_true (ft_flipbits_game_pass (game, &error));
    }
  else
    {
      if (state->hands[state->current].n_ops > 0)
        ft_flipbits_game_toggle_discard (game, 0);
      g_assert_true (ft_flipbits_game_discard (game, &error));
    }
  g_assert_no_error (error);
}

/* flipbits R10: a solo game, played through the model to 3 points. */
static void
test_solo_to_three (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  g_autoptr(GError) error = NULL;
  Counts c;
  guint moves = 0;

  connect_counts (game, &c);
  g_assert_true (ft_flipbits_game_start (game, 1, NULL, 42, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ft_flipbits_game_get_wait (game), !=, FT_FLIPBITS_WAIT_NOTHING);

  while (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING)
    {
      g_assert_true (ft_game_waits_for_person (FT_GAME (game)));
      g_assert_false (ft_game_computer_step (FT_GAME (game)));
      play_person (game);
      g_assert_cmpuint (++moves, <, 10000);
    }

  g_assert_cmpint (ft_flipbits_game_get_state (game)->scores[0], ==, 3);
  g_assert_cmpuint (c.game_overs, ==, 1);
  g_assert_cmpint (c.winner, ==, 0);
  g_assert_cmpuint (c.changes, >=, moves);
  g_assert_cmpuint (c.events, >, moves / 2);
}

static void
keep_event (FtFlipBitsGame *g,
            const char     *text,
            GPtrArray      *texts)
{
  g_ptr_array_add (texts, g_strdup (text));
}

/* What the log shows and a screen reader says is in words: a pass is
 * said ("You pass."), a solve is named by its cards' names, never by the
 * text form ("ROTL,XOR:0011"). */
static void
test_events_in_words (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint passes = 0, solves = 0, moves = 0;

  g_signal_connect (game, "event", G_CALLBACK (keep_event), texts);
  g_assert_true (ft_flipbits_game_start (game, 1, NULL, 42, &error));
  while (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING)
    {
      play_person (game);
      g_assert_cmpuint (++moves, <, 10000);
    }

  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = texts->pdata[i];

      passes += g_str_equal (text, "You pass.");
      solves += g_str_has_prefix (text, "You solved it with ");
      g_assert_null (strstr (text, "ROTL"));
      g_assert_null (strstr (text, "ROTR"));
      g_assert_false (g_regex_match_simple ("[A-Z]:[01]{4}", text, 0, 0));
    }
  g_assert_cmpuint (solves, ==, 3);
  g_assert_cmpuint (passes, >, 0);
}

/* Against computers the one person is "You" too, and spoken to: "You
 * pass.", "You solved it with …", never "Player 1" or "You passes."; the
 * computer is spoken of, "Computer (beginner) passes.". */
static void
test_you_against_computers (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  const FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_BEGINNER };
  g_autoptr(GError) error = NULL;
  guint yours = 0, moves = 0;

  g_signal_connect (game, "event", G_CALLBACK (keep_event), texts);
  g_assert_true (ft_flipbits_game_start (game, 2, seats, 42, &error));
  g_assert_no_error (error);
  for (; ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING && moves < 400; moves++)
    {
      if (ft_game_waits_for_person (FT_GAME (game)))
        play_person (game);
      else
        g_assert_true (ft_game_computer_step (FT_GAME (game)));
    }
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = texts->pdata[i];

      yours += g_str_equal (text, "You pass.") || g_str_has_prefix (text, "You solved it with ");
      g_assert_null (strstr (text, "Player 1"));
      g_assert_false (g_regex_match_simple ("^You (passes|solved it with .* scores|wins)", text, 0, 0));
    }
  g_assert_cmpuint (yours, >, 0);
}

static FtFlipBitsGame *
started_with_builder (guint64 seed)
{
  FtFlipBitsGame *game = ft_flipbits_game_new ();

  g_assert_true (ft_flipbits_game_start (game, 1, NULL, seed, NULL));
  return game;
}

/* Undo and redo while building a solve; the builder follows R4. */
static void
test_builder_undo_redo (void)
{
  g_autoptr(FtFlipBitsGame) game = started_with_builder (7);
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  const FtFbHand *hand = &state->hands[0];
  g_autoptr(GError) error = NULL;
  guint usable = G_MAXUINT;

  /* The first card that can be played with this hand (a card that needs a
   * HEX card with none is refused, R4). */
  for (guint i = 0; i < hand->n_ops && usable == G_MAXUINT; i++)
    if (!ft_fb_card_needs_hex (hand->ops[i]) || hand->hex >= 0)
      usable = i;
  g_assert_cmpuint (usable, !=, G_MAXUINT);

  {
    guint8 choices[FT_FB_BITS];
    guint8 operand = ft_fb_card_operand_chosen (hand->ops[usable]) &&
                     ft_fb_card_choices (hand->ops[usable], hand->hex, choices) ? choices[0] : 0;
    guint8 expected;

    g_assert_false (ft_game_can_undo (FT_GAME (game)));
    g_assert_true (ft_flipbits_game_add_step (game, usable, operand, &error));
    g_assert_no_error (error);
    g_assert_true (ft_game_can_undo (FT_GAME (game)));
    g_assert_true (ft_flipbits_game_card_is_used (game, usable));
    expected = ft_flipbits_game_memory_after (game, 1);

    /* A card is used once per solve (R4). */
    g_assert_false (ft_flipbits_game_add_step (game, usable, operand, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    /* No such card. */
    g_assert_false (ft_flipbits_game_add_step (game, 9, 0, &error));
    g_clear_error (&error);

    ft_game_undo (FT_GAME (game));
    g_assert_false (ft_game_can_undo (FT_GAME (game)));
    g_assert_true (ft_game_can_redo (FT_GAME (game)));
    g_assert_cmpuint (ft_flipbits_game_get_builder (game)->n_steps, ==, 0);
    g_assert_cmpuint (ft_flipbits_game_memory_after (game, 1), ==, state->memory);

    ft_game_redo (FT_GAME (game));
    g_assert_cmpuint (ft_flipbits_game_get_builder (game)->n_steps, ==, 1);
    g_assert_cmpuint (ft_flipbits_game_memory_after (game, 1), ==, expected);
    g_assert_false (ft_game_can_redo (FT_GAME (game)));

    {
      g_autofree char *text = ft_flipbits_game_explain_step (game, 0);

      g_assert_nonnull (strstr (text, "1. "));
      g_assert_nonnull (strstr (text, "bit 3"));
      g_assert_nonnull (strstr (text, "bit 0"));
    }
  }
}

/* flipbits R6 in a two-player game: a solve that misses is a failure with a
 * warning; MEMORY is restored and the hand is kept. */
static void
test_failure_warning (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_PERSON };
  g_autoptr(GError) error = NULL;
  Counts c;

  connect_counts (game, &c);
  /* Look for a seed where the resolver's hand has a usable card whose
   * result is not the GOAL: a one-step miss. */
  for (guint64 seed = 1; seed < 500; seed++)
    {
      const FtFbGame *state;
      guint seat;
      const FtFbHand *hand;

      g_assert_true (ft_flipbits_game_start (game, 2, seats, seed, &error));
      state = ft_flipbits_game_get_state (game);
      seat = ft_flipbits_game_get_waiting_seat (game);
      hand = &state->hands[seat];
      for (guint i = 0; i < hand->n_ops; i++)
        {
          guint8 memory = state->memory;
          FtFbCard card = hand->ops[i];
          int hex = hand->hex;
          g_autofree char *hand_text = NULL;

          if (ft_fb_card_operand_chosen (card) || (ft_fb_card_needs_hex (card) && hex < 0))
            continue;
          if (!ft_flipbits_game_add_step (game, i, 0, NULL))
            continue;
          if (ft_flipbits_game_memory_after (game, 1) == state->goal)
            {
              ft_flipbits_game_clear_builder (game);
              continue;
            }

          hand_text = ft_fb_cards_to_string (hand->ops, hand->n_ops);
          g_assert_true (ft_flipbits_game_call_resolved (game, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (state->warnings[seat], ==, 1);
          g_assert_cmpint (state->scores[seat], ==, 0);
          g_assert_cmpuint (state->memory, ==, memory);
          {
            g_autofree char *after = ft_fb_cards_to_string (state->hands[seat].ops, state->hands[seat].n_ops);

            g_assert_cmpstr (after, ==, hand_text);
          }
          (void) hex;
          return;
        }
    }
  g_assert_not_reached ();
}

/* Computer players through the model; seats rotate, cards are conserved. */
static void
test_computers (void)
{
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
      FtSeat seats[] = { FT_SEAT_BEGINNER, FT_SEAT_STANDARD, FT_SEAT_EXPERT };
      g_autoptr(GError) error = NULL;
      Counts c;
      guint steps = 0;

      connect_counts (game, &c);
      g_assert_true (ft_flipbits_game_start (game, 3, seats, seed, &error));
      while (ft_game_computer_step (FT_GAME (game)))
        {
          g_assert_true (ft_fb_game_check_conservation (ft_flipbits_game_get_state (game), &error));
          g_assert_no_error (error);
          g_assert_cmpuint (++steps, <, 100000);
        }
      g_assert_cmpint (ft_flipbits_game_get_wait (game), ==, FT_FLIPBITS_WAIT_NOTHING);
      g_assert_cmpuint (c.game_overs, ==, 1);
      g_assert_cmpint (ft_flipbits_game_get_state (game)->scores[c.winner], ==, 3);
    }
}

/* The hand list models follow the game. */
static void
test_hand_models (void)
{
  g_autoptr(FtFlipBitsGame) game = started_with_builder (3);
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  GListModel *hand = ft_flipbits_game_get_hand (game, 0);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (hand), ==, state->hands[0].n_ops);
  g_assert_true (ft_flipbits_game_pass (game, &error));
  ft_flipbits_game_toggle_discard (game, 0);
  ft_flipbits_game_toggle_discard (game, 1);
  g_assert_cmpuint (ft_flipbits_game_get_discard_mask (game), ==, 3);
  g_assert_true (ft_flipbits_game_discard (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (hand), ==, state->hands[0].n_ops);
  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(FtFlipBitsCard) card = g_list_model_get_item (hand, i);

      g_assert_true (ft_fb_card_equal (ft_flipbits_card_get_card (card), state->hands[0].ops[i]));
      g_assert_cmpuint (ft_flipbits_card_get_index (card), ==, i);
    }
}

/* Save and restore, through the autosave file; a damaged save is refused
 * with a message, kept aside, and the game in memory is untouched. */
static void
test_save_restore (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-flipbits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "flipbits.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autoptr(FtFlipBitsGame) game = g_object_new (FT_TYPE_FLIPBITS_GAME, "save-path", path, NULL);
  g_autoptr(FtFlipBitsGame) again = g_object_new (FT_TYPE_FLIPBITS_GAME, "save-path", path, NULL);
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_EXPERT };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (ft_flipbits_game_start (game, 2, seats, 99, &error));
  for (guint i = 0; i < 6 && ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING; i++)
    if (!ft_game_computer_step (FT_GAME (game)))
      play_person (game);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  before = ft_game_to_string (FT_GAME (game));

  g_assert_true (ft_game_resume (FT_GAME (again), &error));
  g_assert_no_error (error);
  after = ft_game_to_string (FT_GAME (again));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (ft_game_get_seat (FT_GAME (again), 1), ==, FT_SEAT_EXPERT);

  /* The restored game plays on exactly as the original. */
  for (guint i = 0; i < 20 && ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING; i++)
    {
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      if (!ft_game_computer_step (FT_GAME (game)))
        play_person (game);
      if (!ft_game_computer_step (FT_GAME (again)))
        play_person (again);
      a = ft_game_to_string (FT_GAME (game));
      b = ft_game_to_string (FT_GAME (again));
      g_assert_cmpstr (a, ==, b);
    }

  /* Damaged saves. */
  {
    static const char *bad[] = {
      "",
      "flipbits-save 1\n",
      "flipbits-save 2\nseats person\nwindow-pos 0\n",
      "flipbits-save 1\nseats person,person\nwindow-pos 0\nflipbits-game 1\nplayers 1\n",
      "flipbits-save 1\nseats wizard\nwindow-pos 0\n",
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *kept = ft_game_to_string (FT_GAME (again));
        g_autofree char *now = NULL;

        g_assert_false (ft_game_load_string (FT_GAME (again), bad[i], &error));
        g_assert_nonnull (error);
        g_clear_error (&error);
        now = ft_game_to_string (FT_GAME (again));
        g_assert_cmpstr (kept, ==, now);
      }

    /* A truncated copy of a real save. */
    {
      g_autofree char *cut = g_strndup (before, strlen (before) / 2);

      g_assert_false (ft_game_load_string (FT_GAME (again), cut, &error));
      g_clear_error (&error);
      g_assert_true (g_file_set_contents (path, cut, -1, NULL));
    }

    g_assert_false (ft_game_resume (FT_GAME (again), &error));
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, ".unreadable"));
    g_clear_error (&error);
    g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }

  g_remove (aside);
  g_remove (path);
  g_rmdir (dir);
}

/* R11 through the model: the hint is computed from the asking seat's view
 * in a worker thread; changing only hidden cards changes nothing. */
typedef struct
{
  GMainLoop *loop;
  FtFbHint  *hint;
} HintWait;

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HintWait *wait = user_data;

  wait->hint = ft_game_hint_finish (FT_GAME (source), result, NULL);
  g_main_loop_quit (wait->loop);
}

static FtFbHint *
hint_for (FtFlipBitsGame *game,
          guint           seat)
{
  HintWait wait = { g_main_loop_new (NULL, FALSE), NULL };

  ft_game_hint_async (FT_GAME (game), seat, NULL, hint_done_cb, &wait);
  g_main_loop_run (wait.loop);
  g_main_loop_unref (wait.loop);
  return wait.hint;
}

static void
test_hint_hidden_cards (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_PERSON };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree FtFbHint *first = NULL;
  g_autofree FtFbHint *second = NULL;
  FtFbGame changed_state;
  g_autofree char *changed_text = NULL;
  g_autofree char *saved = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (ft_flipbits_game_start (game, 2, seats, 5, &error));
  first = hint_for (game, 0);
  g_assert_nonnull (first);

  /* Swap the top two cards of the OPERATION deck: hidden from seat 0. */
  changed_state = *ft_flipbits_game_get_state (game);
  g_assert_cmpuint (changed_state.n_op_deck, >=, 2);
  {
    FtFbCard tmp = changed_state.op_deck[changed_state.n_op_deck - 1];

    changed_state.op_deck[changed_state.n_op_deck - 1] = changed_state.op_deck[0];
    changed_state.op_deck[0] = tmp;
  }
  changed_text = ft_fb_game_to_string (&changed_state);
  text = ft_game_to_string (FT_GAME (game));
  lines = g_strsplit (text, "\n", 4);
  saved = g_strdup_printf ("%s\n%s\n%s\n%s", lines[0], lines[1], lines[2], changed_text);
  g_assert_true (ft_game_load_string (FT_GAME (game), saved, &error));
  g_assert_no_error (error);

  second = hint_for (game, 0);
  g_assert_nonnull (second);
  g_assert_cmpint (first->can_solve, ==, second->can_solve);
  g_assert_cmpuint (first->shortest, ==, second->shortest);
  g_assert_cmpmem (&first->solution, sizeof first->solution, &second->solution, sizeof second->solution);
  g_assert_cmpmem (&first->advice, sizeof first->advice, &second->advice, sizeof second->advice);
}

static void count_notify (GObject *object, GParamSpec *pspec, guint *n) { (*n)++; }

/* Plays, through a model with "keep-equal-goal" @keep, a success after
 * which the next HEX card drawn equals the new MEMORY (the old GOAL's card
 * is put on top of the HEX deck, as a reshuffle could do), and returns
 * whether the new GOAL equals MEMORY. */
static gboolean
goal_kept_equal (gboolean keep)
{
  static const FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_PERSON };

  for (guint64 seed = 1; seed < 500; seed++)
    {
      g_autoptr(FtFlipBitsGame) game = g_object_new (FT_TYPE_FLIPBITS_GAME, "keep-equal-goal", keep, NULL);
      g_autofree char *text = NULL;
      g_autofree char *engine_text = NULL;
      g_autofree char *save = NULL;
      g_autoptr(GError) error = NULL;
      const char *engine_part;
      FtFbGame state;
      FtFbProblem problem;
      FtFbSolution solution;
      guint seat;
      guint8 goal;

      g_assert_true (ft_flipbits_game_start (game, 2, seats, seed, NULL));
      seat = ft_flipbits_game_get_waiting_seat (game);
      ft_fb_game_problem (ft_flipbits_game_get_state (game), seat, &problem);
      if (!ft_fb_solver_shortest (&problem, &solution))
        continue;

      /* The GOAL's card is the first of the HEX discard pile (the deal). */
      text = ft_game_to_string (FT_GAME (game));
      engine_part = strstr (text, "flipbits-game 1\n");
      g_assert_nonnull (engine_part);
      g_assert_true (ft_fb_game_from_string (&state, engine_part, &error));
      goal = state.goal;
      g_assert_cmpuint (state.hex_discard[0], ==, goal);
      state.hex_discard[0] = state.hex_deck[state.n_hex_deck - 1];
      state.hex_deck[state.n_hex_deck - 1] = goal;
      engine_text = ft_fb_game_to_string (&state);
      save = g_strdup_printf ("%.*s%s", (int) (engine_part - text), text, engine_text);
      g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
      g_assert_no_error (error);

      for (guint i = 0; i < solution.n_steps; i++)
        g_assert_true (ft_flipbits_game_add_step (game, solution.steps[i].card, solution.steps[i].operand, NULL));
      g_assert_true (ft_flipbits_game_call_resolved (game, &error));
      g_assert_no_error (error);
      g_assert_cmpint (ft_flipbits_game_get_state (game)->scores[seat], ==, 1);
      g_assert_cmpuint (ft_flipbits_game_get_state (game)->memory, ==, goal);
      return ft_flipbits_game_get_state (game)->goal == goal;
    }
  g_assert_not_reached ();
}

/* The rule settings are model properties, FALSE by default, read when a
 * game starts and kept with its save: "mask-chosen" (flipbits R2) and
 * "keep-equal-goal" (flipbits R8). */
static void
test_settings_r2_r8 (void)
{
  static const FtSeat seats[] = { FT_SEAT_EXPERT, FT_SEAT_PERSON };
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  g_autoptr(FtFlipBitsGame) resumed = ft_flipbits_game_new ();
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  gboolean mask_chosen = TRUE, keep = TRUE;
  guint notified = 0, masks = 0;

  g_object_get (game, "mask-chosen", &mask_chosen, "keep-equal-goal", &keep, NULL);
  g_assert_false (mask_chosen);
  g_assert_false (keep);

  g_signal_connect (game, "notify::mask-chosen", G_CALLBACK (count_notify), &notified);
  g_object_set (game, "mask-chosen", TRUE, NULL);
  g_object_set (game, "mask-chosen", TRUE, NULL);
  g_assert_cmpuint (notified, ==, 1);

  /* R2 setting: no MASK card carries a printed mask; the player picks the
   * bit, so such a card offers four operands. */
  g_assert_true (ft_flipbits_game_start (game, 2, seats, 9, &error));
  g_assert_no_error (error);
  g_assert_true (state->settings.mask_chosen);
  g_assert_false (state->settings.keep_equal_goal);
  for (guint i = 0; i < state->deck.n_cards; i++)
    if (ft_fb_op_operand_kind (state->deck.cards[i].op) == FT_FB_OPERAND_MASK)
      {
        guint8 choices[FT_FB_BITS];

        g_assert_cmpuint (state->deck.cards[i].mask, ==, 0);
        g_assert_true (ft_fb_card_operand_chosen (state->deck.cards[i]));
        g_assert_cmpuint (ft_fb_card_choices (state->deck.cards[i], -1, choices), ==, FT_FB_BITS);
        masks++;
      }
  g_assert_cmpuint (masks, ==, 12);

  /* Read at the start only: a game in progress keeps its setting. */
  g_object_set (game, "mask-chosen", FALSE, NULL);
  g_assert_true (state->settings.mask_chosen);

  /* The save keeps the setting, and resuming sets the property again. */
  text = ft_game_to_string (FT_GAME (game));
  g_assert_true (ft_game_load_string (FT_GAME (resumed), text, &error));
  g_assert_no_error (error);
  g_object_get (resumed, "mask-chosen", &mask_chosen, "keep-equal-goal", &keep, NULL);
  g_assert_true (mask_chosen);
  g_assert_false (keep);
  g_assert_true (ft_flipbits_game_get_state (resumed)->settings.mask_chosen);

  /* R8 setting: a GOAL drawn equal to MEMORY stays on the table; without
   * the setting it is redrawn. */
  g_assert_false (goal_kept_equal (FALSE));
  g_assert_true (goal_kept_equal (TRUE));
}

/* A solve the rules refuse is explained in words for the learner, never
 * with the engine's ruling codes (flipbits R4). */
static void
test_builder_errors_in_words_r4 (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  g_autofree char *text = NULL;
  g_autofree char *engine_text = NULL;
  g_autofree char *save = NULL;
  g_autoptr(GError) error = NULL;
  const char *engine_part;
  FtFbGame state;
  FtFbHand *hand;
  guint i;

  g_assert_true (ft_flipbits_game_start (game, 1, NULL, 3, NULL));
  text = ft_game_to_string (FT_GAME (game));
  engine_part = strstr (text, "flipbits-game 1\n");
  g_assert_true (ft_fb_game_from_string (&state, engine_part, &error));

  /* The first card becomes an XOR from the deck, and the HEX card goes. */
  hand = &state.hands[0];
  for (i = 0; i < state.n_op_deck && state.op_deck[i].op != FT_FB_OP_XOR; i++)
    ;
  if (i == state.n_op_deck)
    {
      g_assert_cmpint (hand->ops[0].op, ==, FT_FB_OP_XOR);
    }
  else
    {
      FtFbCard swap = state.op_deck[i];

      state.op_deck[i] = hand->ops[0];
      hand->ops[0] = swap;
    }
  state.hex_discard[state.n_hex_discard++] = hand->hex;
  hand->hex = -1;
  engine_text = ft_fb_game_to_string (&state);
  save = g_strdup_printf ("%.*s%s", (int) (engine_part - text), text, engine_text);
  g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
  g_assert_no_error (error);

  g_assert_false (ft_flipbits_game_add_step (game, 0, 0, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX);
  g_assert_nonnull (strstr (error->message, "needs your HEX card"));
  g_assert_null (strstr (error->message, "(R"));
  g_clear_error (&error);

  g_assert_false (ft_flipbits_game_add_step (game, 9, 0, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD);
  g_assert_null (strstr (error->message, "(R"));
}

/* Practice evidence (src/engine/practice/README.md): the person's solve is
 * judged against the solver's shortest, "move-judged" with the skill
 * "flipbits": a solve that misses the GOAL is a mistake, a shortest solve
 * best. */
static void
test_judged_solves (void)
{
  g_autoptr(FtFlipBitsGame) game = ft_flipbits_game_new ();
  Judged j = { 0, -1, NULL };
  gboolean missed = FALSE, best = FALSE;

  g_signal_connect (game, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
  for (guint64 seed = 1; seed < 200 && !(missed && best); seed++)
    {
      const FtFbGame *state;
      const FtFbHand *hand;
      FtFbProblem problem;
      FtFbSolution solution;

      g_assert_true (ft_flipbits_game_start (game, 1, NULL, seed, NULL));
      if (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_RESOLVE)
        continue;
      state = ft_flipbits_game_get_state (game);
      hand = &state->hands[0];
      ft_fb_game_problem (state, 0, &problem);
      if (!ft_fb_solver_shortest (&problem, &solution))
        continue;

      /* One card that does not reach the GOAL, called Resolved: a mistake. */
      for (guint i = 0; i < hand->n_ops && !missed; i++)
        {
          if (ft_fb_card_operand_chosen (hand->ops[i]) || !ft_flipbits_game_add_step (game, i, 0, NULL))
            continue;
          if (ft_flipbits_game_memory_after (game, 1) == state->goal)
            {
              ft_flipbits_game_clear_builder (game);
              continue;
            }
          j.n = 0;
          g_assert_true (ft_flipbits_game_call_resolved (game, NULL));
          g_assert_cmpuint (j.n, ==, 1);
          g_assert_cmpstr (j.skill, ==, "flipbits");
          g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_MISTAKE);
          missed = TRUE;
        }
      if (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_RESOLVE)
        continue;

      /* The shortest solve: best, evidence for the skill. */
      ft_fb_game_problem (state, 0, &problem);
      if (!ft_fb_solver_shortest (&problem, &solution))
        continue;
      ft_flipbits_game_clear_builder (game);
      for (guint i = 0; i < solution.n_steps; i++)
        g_assert_true (ft_flipbits_game_add_step (game, solution.steps[i].card, solution.steps[i].operand, NULL));
      j.n = 0;
      g_assert_true (ft_flipbits_game_call_resolved (game, NULL));
      g_assert_cmpuint (j.n, ==, 1);
      g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_BEST);
      best = TRUE;
    }
  g_assert_true (missed);
  g_assert_true (best);
  g_free (j.skill);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/model/solo-to-three-r10", test_solo_to_three);
  g_test_add_func ("/flipbits/model/events-in-words", test_events_in_words);
  g_test_add_func ("/flipbits/model/you-against-computers", test_you_against_computers);
  g_test_add_func ("/flipbits/model/builder-undo-redo-r4", test_builder_undo_redo);
  g_test_add_func ("/flipbits/model/failure-warning-r6", test_failure_warning);
  g_test_add_func ("/flipbits/model/computers", test_computers);
  g_test_add_func ("/flipbits/model/hand-models", test_hand_models);
  g_test_add_func ("/flipbits/model/save-restore", test_save_restore);
  g_test_add_func ("/flipbits/model/hint-hidden-cards-r11", test_hint_hidden_cards);
  g_test_add_func ("/flipbits/model/settings-r2-r8", test_settings_r2_r8);
  g_test_add_func ("/flipbits/model/builder-errors-in-words-r4", test_builder_errors_in_words_r4);
  g_test_add_func ("/flipbits/model/judged-solves", test_judged_solves);

  return g_test_run ();
}
