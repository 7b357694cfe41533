/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-hilo-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-hilo-game-private.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-view.h"
#include "../judged-test.h"

/* Model tests: FtHiLoGame's signals, undo of a person's last play, the
 * viewer's wording of events, computer games through the model,
 * save/restore (a damaged save too), and hints that do not change when
 * only hidden cards do (R11). */

typedef struct
{
  guint      changes, events, game_overs;
  int        winner;
  GPtrArray *texts;
  GArray    *kinds;
} Counts;

static void
count_changed (FtHiLoGame *g,
               Counts     *c)
{
  c->changes++;
}

static void
count_event (FtHiLoGame        *g,
             const char        *text,
             const FtHiLoEvent *e,
             Counts            *c)
{
  int kind = e ? (int) e->kind : -1;

  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  c->events++;
  g_ptr_array_add (c->texts, g_strdup (text));
  g_array_append_val (c->kinds, kind);
}

static void
count_over (FtHiLoGame *g,
            guint       seat,
            Counts     *c)
{
  c->game_overs++;
  c->winner = (int) seat;
}

static void
connect_counts (FtHiLoGame *game,
                Counts     *c)
{
  memset (c, 0, sizeof *c);
  c->winner = -1;
  c->texts = g_ptr_array_new_with_free_func (g_free);
  c->kinds = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), c);
  g_signal_connect (game, "hilo-event", G_CALLBACK (count_event), c);
  g_signal_connect (game, "game-over", G_CALLBACK (count_over), c);
}

static void
reset_counts (Counts *c)
{
  c->changes = c->events = c->game_overs = 0;
  g_ptr_array_set_size (c->texts, 0);
  g_array_set_size (c->kinds, 0);
}

static void
clear_counts (Counts *c)
{
  g_ptr_array_unref (c->texts);
  g_array_unref (c->kinds);
}

/* A save of @state with the given seats, as ft_game_to_string()
 * writes it, so tests can set up exact positions. */
static char *
save_text (const FtHiLoState *state,
           const char        *seats)
{
  g_autofree char *text = ft_hilo_state_to_string (state);
  GString *s = g_string_new ("[hilo-save]\nversion=1\nseats=");

  g_string_append_printf (s, "%s\nnames=", seats);
  for (guint i = 0; i < state->n_players; i++)
    g_string_append_printf (s, "P%u;", i + 1);
  g_string_append_printf (s, "\nstate=%s\n", text);
  return g_string_free (s, FALSE);
}

/* Plays the acting seat's move as a standard computer would. */
static void
play_for_current (FtHiLoGame *game)
{
  const FtHiLoState *st = ft_hilo_game_get_state (game);
  FtHiLoView view;
  FtHiLoAction action;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  ft_hilo_view_init (&view, st, st->current);
  ft_hilo_ai_choose (&view, FT_STRENGTH_STANDARD, &action);
  switch (action.kind)
    {
    case FT_HILO_ACTION_PLAY:
      ok = ft_hilo_game_play (game, action.card, &error);
      break;
    case FT_HILO_ACTION_TOSS:
      ok = ft_hilo_game_toss (game, &error);
      break;
    case FT_HILO_ACTION_DRAW:
      ok = ft_hilo_game_draw (game, &error);
      break;
    case FT_HILO_ACTION_NEXT_ROUND:
    default:
      ok = ft_hilo_game_next_round (game, &error);
      break;
    }
  g_assert_no_error (error);
  g_assert_true (ok);
}

/* Starting: seats, names, ages (R9) and the first events. */
static void
test_start (void)
{
  g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
  FtSeat seats[3] = { FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_PERSON };
  const char *names[] = { "Ana", "", "  Ben ", NULL };
  int ages[3] = { 9, 40, 12 };
  g_autoptr(GError) error = NULL;
  Counts c;

  connect_counts (game, &c);
  g_assert_false (ft_game_is_started (FT_GAME (game)));
  g_assert_true (ft_hilo_game_start (game, 3, seats, names, ages, 7, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, >=, 1);
  g_assert_cmpint (g_array_index (c.kinds, int, 0), ==, FT_HILO_EVENT_ROUND_START);

  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 0), ==, "Ana");
  /* The one computer among people: named as in every game (ft_seat_name()). */
  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 1), ==, "Computer (expert)");
  g_assert_cmpstr (ft_game_get_name (FT_GAME (game), 2), ==, "Ben");
  g_assert_cmpuint (ft_game_count_people (FT_GAME (game)), ==, 2);
  g_assert_cmpint (ft_hilo_game_get_state (game)->ages[1], ==, 40);

  /* R9: Hi starts with the oldest (the computer, 40), Lo with the
   * youngest (Ana, 9). */
  if (ft_hilo_game_get_state (game)->chip == FT_HILO_CHIP_HI)
    g_assert_cmpuint (ft_hilo_game_get_state (game)->start_player, ==, 1);
  else
    g_assert_cmpuint (ft_hilo_game_get_state (game)->start_player, ==, 0);
  g_assert_true (strstr (g_ptr_array_index (c.texts, 0), "starts") != NULL);

  /* R10: one player is refused and the game is left as it was. */
  reset_counts (&c);
  g_assert_false (ft_hilo_game_start (game, 1, seats, NULL, NULL, 1, &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL);
  g_assert_cmpuint (c.changes, ==, 0);
  g_assert_cmpuint (ft_game_get_n_players (FT_GAME (game)), ==, 3);
  clear_counts (&c);
}

/* A play: one "changed", its events in order; an illegal card is refused
 * with nothing emitted and nothing changed (R2). */
static void
test_play_signals (void)
{
  g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *played = NULL;
  FtHiLoState st;
  Counts c;

  /* Ana to play on 50 under Hi, holding 20, 60, 70 (R2 (1)). */
  g_assert_true (ft_hilo_state_from_string (&st,
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 "
    "hands:20,60,77/5,6,7 pile:50 draw:rest", &error));
  g_assert_no_error (error);
  {
    g_autofree char *save = save_text (&st, "person;standard;");

    g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
    g_assert_no_error (error);
  }
  connect_counts (game, &c);

  before = ft_game_to_string (FT_GAME (game));
  g_assert_false (ft_hilo_game_play (game, 20, &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_hilo_game_toss (game, &error));
  g_clear_error (&error);
  after = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (c.changes, ==, 0);
  g_assert_cmpuint (c.events, ==, 0);

  g_assert_true (ft_hilo_game_play (game, 60, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpint (g_array_index (c.kinds, int, 0), ==, FT_HILO_EVENT_PLAY);
  played = g_strdup (g_ptr_array_index (c.texts, 0));
  g_assert_true (g_str_has_prefix (played, "P1 plays 60"));
  g_assert_true (g_str_has_suffix (played, "."));
  g_assert_cmpuint (ft_hilo_game_get_state (game)->current, ==, 1);
  g_assert_cmpuint (ft_hilo_state_top_card (ft_hilo_game_get_state (game)), ==, 60);
  clear_counts (&c);
}

/* Undo: a person's chosen play comes back whole (the random generator
 * too); not after the next player acts, not a toss, not a forced play. */
static void
test_undo (void)
{
  g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *restored = NULL;
  FtHiLoState st;
  Counts c;

  g_assert_true (ft_hilo_state_from_string (&st,
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 "
    "hands:20,60,77,88/5,6,7 pile:50 draw:rest", &error));
  {
    g_autofree char *save = save_text (&st, "person;standard;");

    g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
  }
  g_assert_no_error (error);
  connect_counts (game, &c);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  {
    g_autofree char *kept = ft_game_to_string (FT_GAME (game));
    g_autofree char *after = NULL;

    ft_game_undo (FT_GAME (game));  /* nothing to take back: the game stays */
    after = ft_game_to_string (FT_GAME (game));
    g_assert_cmpstr (after, ==, kept);
  }

  before = ft_game_to_string (FT_GAME (game));
  g_assert_true (ft_hilo_game_play (game, 77, &error));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  reset_counts (&c);
  ft_game_undo (FT_GAME (game));
  g_assert_cmpuint (c.changes, ==, 1);
  g_assert_cmpuint (c.events, ==, 1);
  /* The save names its players: a named person is spoken of. */
  g_assert_cmpstr (g_ptr_array_index (c.texts, 0), ==, "P1 takes back the last play.");
  restored = ft_game_to_string (FT_GAME (game));
  g_assert_cmpstr (before, ==, restored);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* Once the computer has acted, the play stands. */
  g_assert_true (ft_hilo_game_play (game, 60, &error));
  g_assert_true (ft_game_can_undo (FT_GAME (game)));
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  {
    g_autofree char *kept = ft_game_to_string (FT_GAME (game));
    g_autofree char *after = NULL;

    ft_game_undo (FT_GAME (game));  /* nothing to take back: the game stays */
    after = ft_game_to_string (FT_GAME (game));
    g_assert_cmpstr (after, ==, kept);
  }

  /* R2 (2): a toss showed the chip, so it is never taken back. */
  g_assert_true (ft_hilo_state_from_string (&st,
    "hilo/1 players:2 round:1 chip:hi phase:toss current:1 top:2 "
    "hands:20,30/5,6,7 pile:50 draw:rest", &error));
  {
    g_autofree char *save = save_text (&st, "person;standard;");

    g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
  }
  g_assert_true (ft_hilo_game_toss (game, &error));
  g_assert_no_error (error);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* A single legal card is no choice: nothing to take back. */
  g_assert_true (ft_hilo_state_from_string (&st,
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 "
    "hands:20,30,60/5,6,7 pile:50 draw:rest", &error));
  {
    g_autofree char *save = save_text (&st, "person;standard;");

    g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
  }
  g_assert_true (ft_hilo_game_play (game, 60, &error));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));

  /* A computer's play is not the person's to take back. */
  g_assert_true (ft_hilo_state_from_string (&st,
    "hilo/1 players:2 round:1 chip:hi phase:play current:2 top:1 "
    "hands:5,6,7/20,60,77,88 pile:50 draw:rest", &error));
  {
    g_autofree char *save = save_text (&st, "person;standard;");

    g_assert_true (ft_game_load_string (FT_GAME (game), save, &error));
  }
  g_assert_true (ft_game_computer_step (FT_GAME (game)));
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  clear_counts (&c);
}

/* Events hide another player's drawn card from the one person at the
 * screen, name the person's own, and name all with open hands. */
static void
test_event_viewer (void)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  gboolean saw_hidden = FALSE, saw_own = FALSE, saw_open = FALSE, saw_you_play = FALSE;

  for (guint64 seed = 1; seed < 200 && !(saw_hidden && saw_own && saw_open); seed++)
    {
      g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
      gboolean open = seed % 2 == 0;
      Counts c;

      ft_hilo_game_set_open_hands (game, open);
      g_assert_true (ft_hilo_game_start (game, 2, seats, NULL, NULL, seed, NULL));
      connect_counts (game, &c);
      for (guint step = 0; step < 60 && !ft_game_is_over (FT_GAME (game)); step++)
        {
          if (ft_game_waits_for_person (FT_GAME (game)))
            play_for_current (game);
          else
            g_assert_true (ft_game_computer_step (FT_GAME (game)));
        }
      for (guint i = 0; i < c.kinds->len; i++)
        {
          const char *text = g_ptr_array_index (c.texts, i);
          gboolean has_number;

          /* The lone person is "You", spoken to: "You play 7", never
           * "You plays 7" or "You's turn"; the computer is spoken of. */
          g_assert_false (g_regex_match_simple ("\\bYou(r)? (plays|draws|takes|tosses|starts|loses|wins|'s)\\b|You's",
                                                text, 0, 0));
          g_assert_null (strstr (text, "Player 1"));
          saw_you_play |= g_str_has_prefix (text, "You play ");
          if (g_array_index (c.kinds, int, i) != FT_HILO_EVENT_DRAW)
            continue;
          has_number = g_regex_match_simple ("draws? [0-9]+\\.$", text, 0, 0);
          if (g_str_has_prefix (text, "Computer (standard) draws"))
            {
              g_assert_true (has_number == open);
              saw_hidden |= !open;
              saw_open |= open;
            }
          else
            {
              g_assert_true (g_str_has_prefix (text, "You draw "));
              g_assert_true (has_number);
              saw_own = TRUE;
            }
        }
      clear_counts (&c);
    }
  g_assert_true (saw_hidden);
  g_assert_true (saw_own);
  g_assert_true (saw_open);
  g_assert_true (saw_you_play);
}

/* Whole games of computers through the model end as the engine's own
 * game loop ends them from the same seed (R7, R8), with a round's end
 * told per round and one game-over for the winner. */
static void
test_computers (void)
{
  FtSeat seats[4] = { FT_SEAT_BEGINNER, FT_SEAT_STANDARD,
                          FT_SEAT_EXPERT, FT_SEAT_STANDARD };
  FtStrength strengths[4] = { FT_STRENGTH_BEGINNER, FT_STRENGTH_STANDARD, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD };

  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *model_final = NULL;
      g_autofree char *engine_final = NULL;
      const FtHiLoState *st;
      FtHiLoState reference;
      guint steps = 0;
      Counts c;

      connect_counts (game, &c);
      g_assert_true (ft_hilo_game_start (game, n, seats, NULL, NULL, 100 + n, &error));
      g_assert_no_error (error);
      g_assert_false (ft_game_waits_for_person (FT_GAME (game)));
      while (ft_game_computer_step (FT_GAME (game)))
        g_assert_cmpuint (++steps, <, 100000);
      g_assert_false (ft_game_computer_step (FT_GAME (game)));

      st = ft_hilo_game_get_state (game);
      g_assert_true (ft_game_is_over (FT_GAME (game)));
      g_assert_cmpuint (c.changes, ==, steps + 1);
      {
        guint round_ends = 0;

        for (guint i = 0; i < c.kinds->len; i++)
          round_ends += g_array_index (c.kinds, int, i) == FT_HILO_EVENT_ROUND_END;
        g_assert_cmpuint (round_ends, ==, st->round);
      }
      g_assert_cmpuint (c.game_overs, ==, 1);
      g_assert_cmpint (c.winner, ==, ft_hilo_state_game_winner (st));
      g_assert_cmpuint (st->totals[c.winner], >=, FT_HILO_TARGET);
      g_assert_true (ft_hilo_state_check (st, NULL));

      g_assert_true (ft_hilo_ai_play_game (n, strengths, 100 + n, TRUE, &reference, &error));
      g_assert_no_error (error);
      model_final = ft_hilo_state_to_string (st);
      engine_final = ft_hilo_state_to_string (&reference);
      g_assert_cmpstr (model_final, ==, engine_final);
      clear_counts (&c);
    }
}

/* Autosave and resume; a damaged save is moved aside and reported, and a
 * malformed one never changes the game in hand. */
static void
test_save_restore (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-hilo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "hilo.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  FtSeat seats[3] = { FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_PERSON };
  const char *names[] = { "Ana; the \"first\"", "", "Ben", NULL };
  int ages[3] = { 30, 31, 32 };
  g_autoptr(FtHiLoGame) game = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
  g_autoptr(FtHiLoGame) resumed = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
  g_autoptr(FtHiLoGame) fresh = g_object_new (FT_TYPE_HILO_GAME, "save-path", aside, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *resumed_text = NULL;
  g_autofree char *kept = NULL;
  const char *damaged[] = {
    "",
    "garbage",
    "[hilo-save]\nversion=2\nseats=person;person;\nnames=a;b;\nstate=hilo/1\n",
    "[hilo-save]\nversion=1\nseats=person;robot;\nnames=a;b;\nstate=@STATE@\n",
    "[hilo-save]\nversion=1\nseats=person;\nnames=a;b;\nstate=@STATE@\n",
    "[hilo-save]\nversion=1\nseats=person;person;\nnames=a;\nstate=@STATE@\n",
    "[hilo-save]\nversion=1\nseats=person;person;\nnames=a;b;\nstate=hilo/1 players:2 round:1\n",
    "[hilo-save]\nversion=1\nseats=person;person;\nnames=a;b;\n",
  };

  g_assert_true (ft_hilo_game_start (game, 3, seats, names, ages, 42, &error));
  for (guint i = 0; i < 12; i++)
    {
      if (ft_game_waits_for_person (FT_GAME (game)))
        play_for_current (game);
      else
        ft_game_computer_step (FT_GAME (game));
    }
  text = ft_game_to_string (FT_GAME (game));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (ft_game_resume (FT_GAME (resumed), &error));
  g_assert_no_error (error);
  resumed_text = ft_game_to_string (FT_GAME (resumed));
  g_assert_cmpstr (text, ==, resumed_text);
  g_assert_cmpstr (ft_game_get_name (FT_GAME (resumed), 0), ==, "Ana; the \"first\"");
  g_assert_cmpstr (ft_game_get_name (FT_GAME (resumed), 1), ==, "Computer (expert)");
  g_assert_cmpint (ft_game_get_seat (FT_GAME (resumed), 1), ==, FT_SEAT_EXPERT);
  g_assert_cmpint (ft_hilo_game_get_state (resumed)->ages[2], ==, 32);

  /* No save: nothing resumed, no error. */
  g_assert_false (ft_game_resume (FT_GAME (fresh), &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autofree char *state = ft_hilo_state_to_string (ft_hilo_game_get_state (resumed));
      g_autoptr(GString) bad_text = g_string_new (damaged[i]);
      const char *bad;
      g_autofree char *again = NULL;

      g_string_replace (bad_text, "@STATE@", state, 0);
      bad = bad_text->str;
      g_assert_false (ft_game_load_string (FT_GAME (resumed), bad, &error));
      g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_PARSE);
      g_clear_error (&error);
      again = ft_game_to_string (FT_GAME (resumed));
      g_assert_cmpstr (again, ==, resumed_text);
    }

  /* A damaged file: refused, moved aside with its content, reported. */
  g_assert_true (g_file_set_contents (path, "[hilo-save]\nversion=1\nseats=person;\n", -1, NULL));
  g_assert_false (ft_game_resume (FT_GAME (fresh), &error));
  g_assert_no_error (error);
  g_clear_object (&fresh);
  fresh = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
  g_assert_false (ft_game_resume (FT_GAME (fresh), &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_PARSE);
  g_assert_true (strstr (error->message, ".unreadable") != NULL);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[hilo-save]\nversion=1\nseats=person;\n");
  g_assert_false (ft_game_is_started (FT_GAME (fresh)));

  g_remove (aside);
  g_remove (path);
  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_rmdir (sub);
  }
  g_rmdir (dir);
}

typedef struct
{
  GMainLoop  *loop;
  FtHiLoHint *hint;
} HintWait;

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  HintWait *wait = user_data;

  wait->hint = ft_game_hint_finish (FT_GAME (source), result, NULL);
  g_main_loop_quit (wait->loop);
}

static FtHiLoHint *
hint_for (FtHiLoGame *game,
          guint       seat)
{
  HintWait wait = { g_main_loop_new (NULL, FALSE), NULL };

  ft_game_hint_async (FT_GAME (game), seat, NULL, hint_done, &wait);
  g_main_loop_run (wait.loop);
  g_main_loop_unref (wait.loop);
  g_assert_nonnull (wait.hint);
  return wait.hint;
}

/* R11: the hint reads the asking seat's view only, so moving cards
 * between another hand and the draw pile changes nothing in it. */
static void
test_hint_hidden_cards (void)
{
  guint checked = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      FtSeat seats[3] = { FT_SEAT_PERSON, FT_SEAT_STANDARD, FT_SEAT_STANDARD };
      g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();
      g_autoptr(FtHiLoGame) other = ft_hilo_game_new ();
      g_autoptr(FtHiLoHint) a = NULL;
      g_autoptr(FtHiLoHint) b = NULL;
      FtHiLoState st;
      g_autofree char *save = NULL;
      guint steps = 0;
      guint8 cards[FT_HILO_N_CARDS];
      guint n;

      g_assert_true (ft_hilo_game_start (game, 3, seats, NULL, NULL, seed, NULL));
      while (!(ft_game_waits_for_person (FT_GAME (game)) &&
               ft_hilo_game_get_state (game)->phase == FT_HILO_PHASE_MUST_PLAY) && steps++ < 50)
        {
          if (ft_game_waits_for_person (FT_GAME (game)))
            play_for_current (game);
          else
            ft_game_computer_step (FT_GAME (game));
        }
      st = *ft_hilo_game_get_state (game);
      if (st.phase != FT_HILO_PHASE_MUST_PLAY || st.current != 0 || st.n_draw == 0)
        continue;

      /* The same position under the save's names, for both games. */
      save = save_text (&st, "person;standard;standard;");
      g_assert_true (ft_game_load_string (FT_GAME (game), save, NULL));
      g_clear_pointer (&save, g_free);

      /* Swap seat 2's highest card with the draw pile's next card. */
      n = ft_hilo_set_to_array (st.hands[1], cards);
      g_assert_cmpuint (n, >, 0);
      {
        guint mine = cards[n - 1];
        guint drawn = st.draw[st.n_draw - 1];

        ft_hilo_set_remove (&st.hands[1], mine);
        ft_hilo_set_add (&st.hands[1], drawn);
        st.draw[st.n_draw - 1] = (guint8) mine;
      }
      g_assert_true (ft_hilo_state_check (&st, NULL));
      save = save_text (&st, "person;standard;standard;");
      g_assert_true (ft_game_load_string (FT_GAME (other), save, NULL));
      {
        g_autofree char *first = ft_game_to_string (FT_GAME (game));
        g_autofree char *second = ft_game_to_string (FT_GAME (other));

        g_assert_cmpstr (first, !=, second);
      }

      a = hint_for (game, 0);
      b = hint_for (other, 0);
      g_assert_cmpuint (a->card, ==, b->card);
      g_assert_cmpint (a->action.kind, ==, b->action.kind);
      g_assert_cmpuint (a->beaters, ==, b->beaters);
      g_assert_cmpuint (a->unseen, ==, b->unseen);
      g_assert_true (memcmp (&a->legal, &b->legal, sizeof a->legal) == 0);
      g_assert_cmpfloat (a->value, ==, b->value);
      g_assert_cmpstr (a->text, ==, b->text);
      g_assert_cmpuint (a->card, !=, 0);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 3);
}

/* Practice evidence (src/engine/practice/README.md): the person's free
 * choice of card is judged by the expert the hints use, "move-judged" with
 * the skill "hilo": its favourite card is best, a card that gives up more
 * than a point on average a mistake; a forced card and the computer's
 * plays are not judged. */
static void
test_judged_plays (void)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  gboolean saw_best = FALSE, saw_mistake = FALSE;
  Judged j = { 0, -1, NULL };

  for (guint64 seed = 1; seed < 100 && !(saw_best && saw_mistake); seed++)
    {
      g_autoptr(FtHiLoGame) game = ft_hilo_game_new ();

      g_assert_true (ft_hilo_game_start (game, 2, seats, NULL, NULL, seed, NULL));
      g_signal_connect (game, "move-judged", G_CALLBACK (ft_test_judged_cb), &j);
      for (guint step = 0; step < 80 && !ft_game_is_over (FT_GAME (game)); step++)
        {
          const FtHiLoState *st = ft_hilo_game_get_state (game);
          FtHiLoCardValue values[FT_HILO_N_CARDS];
          FtHiLoView view;
          guint n, best, worst = 0;

          if (!ft_game_waits_for_person (FT_GAME (game)))
            {
              j.n = 0;
              g_assert_true (ft_game_computer_step (FT_GAME (game)));
              g_assert_cmpuint (j.n, ==, 0);
              continue;
            }
          if (st->phase != FT_HILO_PHASE_MUST_PLAY ||
              ft_hilo_set_count (ft_hilo_state_legal_cards (st)) < 2)
            {
              play_for_current (game);
              continue;
            }
          ft_hilo_view_init (&view, st, st->current);
          n = ft_hilo_ai_evaluate (&view, values, &best);
          for (guint i = 0; i < n; i++)
            if (values[i].value < values[worst].value)
              worst = i;
          j.n = 0;
          if (!saw_best)
            {
              g_assert_true (ft_hilo_game_play (game, values[best].card, NULL));
              g_assert_cmpuint (j.n, ==, 1);
              g_assert_cmpstr (j.skill, ==, "hilo");
              g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_BEST);
              saw_best = TRUE;
            }
          else if (values[best].value - values[worst].value > 1.0)
            {
              g_assert_true (ft_hilo_game_play (game, values[worst].card, NULL));
              g_assert_cmpuint (j.n, ==, 1);
              g_assert_cmpint (j.verdict, ==, FT_GAME_VERDICT_MISTAKE);
              saw_mistake = TRUE;
            }
          else
            play_for_current (game);
        }
    }
  g_assert_true (saw_best);
  g_assert_true (saw_mistake);
  g_free (j.skill);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hilo/model/start-r9-r10", test_start);
  g_test_add_func ("/hilo/model/play-signals-r2", test_play_signals);
  g_test_add_func ("/hilo/model/undo", test_undo);
  g_test_add_func ("/hilo/model/event-viewer-r11", test_event_viewer);
  g_test_add_func ("/hilo/model/computers-r7-r8", test_computers);
  g_test_add_func ("/hilo/model/save-restore", test_save_restore);
  g_test_add_func ("/hilo/model/hint-hidden-cards-r11", test_hint_hidden_cards);
  g_test_add_func ("/hilo/model/judged-plays", test_judged_plays);

  return g_test_run ();
}
