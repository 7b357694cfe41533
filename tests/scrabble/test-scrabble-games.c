/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-gen.h"
#include "../sample-test.h"

/*
 * 1,000 seeded computer games (2-4 players, every strength, every setting
 * in turn), split into parts that meson runs in parallel.  After each move:
 * tile conservation and the board's rules (ft_scrabble_state_check), the
 * move was legal by the reference rules and scored what they say, the
 * player's score grew by exactly that, the rack was refilled (R2) and the
 * turn passed on.  At the end: R6's end conditions and R10's adjustments.
 */
#define N_PARTS 20
#define GAMES_PER_PART 50

static void
settings_for (guint               i,
              FtScrabbleSettings *s)
{
  ft_scrabble_settings_init (s);
  if (i % 5 == 1)
    s->numbers_alongside = TRUE;
  if (i % 7 == 2)
    s->eq.order = FT_EQ_ORDER_LTR;
  if (i % 4 == 3)
    s->eq.options |= FT_EQ_OPTION_XOR;
  if (i % 9 == 4)
    s->eq.options |= FT_EQ_OPTION_NO_IDENTITY;
  if (i % 11 == 5)
    s->bingo = FALSE;
}

static void
play_game (guint i)
{
  FtScrabbleSettings settings;
  FtScrabbleState s;
  FtStrength strengths[FT_SCRABBLE_MAX_PLAYERS];
  guint n_players = 2 + i % 3;
  guint turns = 0;
  gint32 rack_points[FT_SCRABBLE_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;

  settings_for (i, &settings);
  for (guint p = 0; p < n_players; p++)
    strengths[p] = (i / 3 + p) % FT_N_STRENGTHS;
  ft_scrabble_state_init (&s, &settings, n_players, 70000 + i);
  g_assert_true (ft_scrabble_state_check (&s, &error));
  g_assert_no_error (error);

  while (!s.over)
    {
      FtScrabbleView view;
      FtScrabbleMove move;
      FtScrabbleState before = s;
      guint me = s.current;

      ft_scrabble_view_init (&view, &s, me);
      ft_scrabble_ai_choose (&view, strengths[me], &move);

      if (move.kind == FT_SCRABBLE_MOVE_PLAY)
        {
          FtScrabblePlay play = move.play;
          FtScrabbleVerdict v;

          g_assert_true (ft_scrabble_play_uses_rack (&play, &s.racks[me], NULL));
          g_assert_true (ft_scrabble_check_play (&s.board, &settings, &play, &v));
          g_assert_cmpint (v.score, ==, move.play.score);
        }
      else if (move.kind == FT_SCRABBLE_MOVE_EXCHANGE)
        g_assert_true (ft_scrabble_state_can_exchange (&s));

      g_assert_true (ft_scrabble_state_apply (&s, &move, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ft_scrabble_state_check (&s, &error));
      g_assert_no_error (error);
      turns++;

      if (!s.over)
        {
          g_assert_cmpint (s.scores[me], ==,
                           before.scores[me] + (move.kind == FT_SCRABBLE_MOVE_PLAY ? move.play.score : 0));
          g_assert_cmpuint (s.current, ==, (me + 1) % n_players);
          /* R2: the rack refilled as far as the bag allows. */
          if (move.kind == FT_SCRABBLE_MOVE_PLAY)
            g_assert_cmpuint (s.racks[me].n, ==, MIN (FT_SCRABBLE_RACK_SIZE,
                                                      before.racks[me].n - move.play.n + before.n_bag));
          else
            g_assert_cmpuint (s.racks[me].n, ==, before.racks[me].n);
        }
      g_assert_cmpuint (turns, <, 7 * FT_SCRABBLE_MAX_TILES);
    }

  /* R6, R10: how the game ended and what it changed. */
  for (guint p = 0; p < n_players; p++)
    {
      rack_points[p] = 0;
      for (guint k = 0; k < s.racks[p].n; k++)
        rack_points[p] += ft_scrabble_kind_points (s.racks[p].kinds[k]);
    }
  if (s.went_out != FT_SCRABBLE_NOBODY)
    {
      gint32 ones = 0;

      g_assert_cmpuint (s.n_bag, ==, 0);
      g_assert_cmpuint (s.racks[s.went_out].n, ==, 0);
      for (guint p = 0; p < n_players; p++)
        for (guint k = 0; k < s.racks[p].n; k++)
          ones += s.racks[p].kinds[k] == FT_EQ_TILE_1;
      g_assert_cmpint (s.adjust[s.went_out], ==, ones);
    }
  else
    {
      g_assert_cmpuint (s.scoreless, ==, FT_SCRABBLE_SCORELESS_END);
      for (guint p = 0; p < n_players; p++)
        g_assert_cmpint (s.adjust[p], ==, -rack_points[p]);
    }
}

/* FT_SCRABBLE_GAMES_EVERY=N (tests/scrabble/meson.build sets it for the
 * sanitizer build's long parts): a part plays every N-th of its games,
 * from its own offset (the part's number modulo N), so that the parts
 * together still meet every player count, strength and setting. */
static void
test_part (gconstpointer data)
{
  guint part = GPOINTER_TO_UINT (data);
  guint every = ft_test_every ("FT_SCRABBLE_GAMES_EVERY", GAMES_PER_PART);
  guint played = 0;

  for (guint g = part % every; g < GAMES_PER_PART; g += every, played++)
    play_game (part * GAMES_PER_PART + g);
  g_test_message ("part %u: %u games of %u", part, played, GAMES_PER_PART);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint p = 0; p < N_PARTS; p++)
    {
      g_autofree char *path = g_strdup_printf ("/scrabble/games/part-%u", p);

      g_test_add_data_func (path, GUINT_TO_POINTER (p), test_part);
    }
  return g_test_run ();
}
