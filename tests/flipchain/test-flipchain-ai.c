/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-rng.h"
#include "flipchain/flipchain-hint.h"
#include "flipchain/flipchain-solver.h"
#include "flipchain-test-util.h"
#include "../ladder-test.h"

/* Games of the expert against the standard player (half in each seat). */
#define EXPERT_STANDARD_GAMES 100

/* Computer players and hints: the tactics they promise, determinism, and
 * the expert on a worker thread. */

static void
test_win_now (void)
{
  FtFcGame g;
  FtFcBits wins;

  position (&g, 5, FT_FC_RED, ring_board);
  g_assert_cmpuint (ft_fc_ai_winning_cells (&g.board, FT_FC_RED, &wins), ==, 1);
  g_assert_true (ft_fc_bits_has (&wins, cell_of (5, "e4")));
  for (guint seed = 0; seed < 5; seed++)
    {
      g_assert_cmpint (ft_fc_ai_choose (&g, FT_STRENGTH_BEGINNER, seed), ==, (gint) cell_of (5, "e4"));
      g_assert_cmpint (ft_fc_ai_choose (&g, FT_STRENGTH_STANDARD, seed), ==, (gint) cell_of (5, "e4"));
    }
  g_assert_cmpint (ft_fc_ai_choose (&g, FT_STRENGTH_EXPERT, 1), ==, (gint) cell_of (5, "e4"));
}

/* The winning placements of @colour by definition: place on every legal
 * cell and test the whole board for a loop. */
static guint
wins_by_definition (const FtFcBoard *board,
                    FtFcColour       colour,
                    FtFcBits        *out)
{
  FtFcBits legal;

  memset (out, 0, sizeof *out);
  ft_fc_board_legal (board, colour, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcBoard b = *board;

      ft_fc_board_place (&b, colour, (guint) c, NULL);
      if (ft_fc_board_has_loop (&b, colour))
        ft_fc_bits_add (out, (guint) c);
    }
  return ft_fc_bits_count (out);
}

/* The scan for winning cells looks for a loop only near the discs a
 * placement adds; it must agree with the definition, and the stopping
 * cells with theirs (the placements after which the opponent has no
 * winning cell), at every position of seeded random games of every side
 * (the stops on sides 3 to 6, where the definition is quick). */
static void
test_winning_cells_exact (void)
{
  guint positions = 0, with_wins = 0, with_stops = 0;

  for (guint side = 3; side <= 10; side++)
    for (guint game = 0; game < (side <= 6 ? 16u : 3u); game++)
      {
        FtFcGame g;
        FtRng rng;

        ft_fc_game_init (&g, side, FALSE);
        ft_rng_init (&rng, 7000 + 100 * side + game);
        while (g.status == FT_FC_PLAYING)
          {
            FtFcBits legal;
            guint k;

            for (FtFcColour colour = FT_FC_RED; colour <= FT_FC_BLUE; colour++)
              {
                FtFcBits want, got;
                guint n = wins_by_definition (&g.board, colour, &want);

                g_assert_cmpuint (ft_fc_ai_winning_cells (&g.board, colour, &got), ==, n);
                g_assert_true (ft_fc_bits_equal (&got, &want));
                with_wins += n > 0;
              }
            if (side <= 6)
              {
                FtFcBits threats, want = { { 0, } }, got;
                guint n = wins_by_definition (&g.board, FT_FC_OTHER (g.to_move), &threats);

                if (n > 0)
                  {
                    ft_fc_game_legal (&g, &legal);
                    FT_FC_BITS_FOREACH (c, &legal)
                      {
                        FtFcGame after = g;
                        FtFcBits theirs;

                        g_assert_true (ft_fc_game_play (&after, c, NULL, NULL));
                        if (after.status != FT_FC_PLAYING ||
                            wins_by_definition (&after.board, FT_FC_OTHER (g.to_move), &theirs) == 0)
                          ft_fc_bits_add (&want, (guint) c);
                      }
                    with_stops += !ft_fc_bits_empty (&want);
                  }
                g_assert_cmpuint (ft_fc_ai_stopping_cells (&g, &got), ==, n);
                g_assert_true (ft_fc_bits_equal (&got, &want));
              }
            positions++;
            ft_fc_game_legal (&g, &legal);
            k = ft_rng_below (&rng, ft_fc_bits_count (&legal));
            FT_FC_BITS_FOREACH (c, &legal)
              if (k-- == 0)
                {
                  g_assert_true (ft_fc_game_play (&g, c, NULL, NULL));
                  break;
                }
          }
      }
  g_test_message ("%u positions, %u colours with winning cells, %u positions with stops", positions, with_wins, with_stops);
  g_assert_cmpuint (with_wins, >, 100);
  g_assert_cmpuint (with_stops, >, 20);
}

/* A position from seeded random play where the opponent threatens to win,
 * the mover cannot win at once and some placement stops every threat. */
static gboolean
find_threat (FtFcGame *out)
{
  for (guint64 seed = 1; seed < 5000; seed++)
    {
      FtFcGame g;

      ft_fc_game_init (&g, 4, FALSE);
      while (g.status == FT_FC_PLAYING)
        {
          FtFcBits wins, stops;

          if (ft_fc_ai_winning_cells (&g.board, g.to_move, &wins) == 0 &&
              ft_fc_ai_stopping_cells (&g, &stops) > 0 && !ft_fc_bits_empty (&stops))
            {
              FtFcBits legal;

              /* Only worth testing when some placement does not stop it. */
              ft_fc_game_legal (&g, &legal);
              if (!ft_fc_bits_equal (&legal, &stops))
                {
                  *out = g;
                  return TRUE;
                }
            }
          g_assert_true (ft_fc_game_play (&g, ft_fc_ai_choose (&g, FT_STRENGTH_BEGINNER, seed * 1000 + g.n_moves),
                                          NULL, NULL));
        }
    }
  return FALSE;
}

/* The standard player and the expert both pick a placement after which
 * the opponent has no winning cell. */
static void
test_stop_threat (void)
{
  FtFcGame g;
  FtFcBits stops, wins, legal;
  guint stopping = 0;

  g_assert_true (find_threat (&g));
  g_assert_cmpuint (ft_fc_ai_stopping_cells (&g, &stops), >=, 1);
  ft_fc_game_legal (&g, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcGame after = g;

      g_assert_true (ft_fc_game_play (&after, c, NULL, NULL));
      if (ft_fc_ai_winning_cells (&after.board, FT_FC_OTHER (g.to_move), &wins) == 0)
        {
          g_assert_true (ft_fc_bits_has (&stops, (guint) c));
          stopping++;
        }
      else
        g_assert_false (ft_fc_bits_has (&stops, (guint) c));
    }
  g_assert_cmpuint (stopping, ==, ft_fc_bits_count (&stops));
  for (guint seed = 0; seed < 4; seed++)
    {
      gint move = ft_fc_ai_choose (&g, FT_STRENGTH_STANDARD, seed);

      g_assert_cmpint (move, >=, 0);
      g_assert_true (ft_fc_bits_has (&stops, (guint) move));
    }
  {
    FtFcBudget budget = { 200, 0, 7, NULL, NULL, NULL };
    FtFcChoice choice;

    ft_fc_ai_expert (&g, &budget, &choice);
    g_assert_true (ft_fc_bits_has (&stops, (guint) choice.move));
    /* A stop, which may also win by force (test_forced_win checks those). */
    g_assert_true (choice.reason == FT_FC_REASON_STOP || choice.reason == FT_FC_REASON_FORCED);
  }
}

/* The expert's forced wins are wins: in positions of seeded games between
 * standard players on side 5, whenever the expert says its move wins by
 * force, the solver proves that the opponent then loses with perfect play,
 * and when it leaves the opponent a threat it cannot stop, every reply
 * leaves the expert a winning placement. */
static void
test_forced_win (void)
{
  g_autoptr(FtFcSolver) solver = ft_fc_solver_new (5);
  guint forced = 0, threats = 0;

  for (guint game = 0; game < 60 && forced < 12; game++)
    {
      FtFcGame g;
      FtStrength s[2] = { FT_STRENGTH_STANDARD, FT_STRENGTH_STANDARD };
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (gint));
      FtFcGame replay;

      ft_fc_game_init (&g, 5, TRUE);
      ft_fc_ai_play_game (&g, s, 0, 500 + game, moves);
      ft_fc_game_init (&replay, 5, TRUE);
      for (guint i = 0; i + 1 < moves->len && replay.status == FT_FC_PLAYING; i++)
        {
          FtFcBudget budget = { 50, 0, game, NULL, NULL, NULL };
          FtFcChoice choice;

          if (i >= 12)
            {
              ft_fc_ai_expert (&replay, &budget, &choice);
              if (choice.reason == FT_FC_REASON_FORCED)
                {
                  FtFcGame after = replay;
                  FtFcBits replies, st;

                  g_assert_true (ft_fc_game_play (&after, choice.move, NULL, NULL));
                  forced++;
                  if (after.status == FT_FC_PLAYING)
                    {
                      ft_fc_solver_set_node_limit (solver, 0);
                      g_assert_cmpint (ft_fc_solver_value (solver, &after), ==, after.to_move == replay.to_move ? 1 : -1);
                    }
                  if (after.status == FT_FC_PLAYING && after.to_move != replay.to_move &&
                      ft_fc_ai_stopping_cells (&after, &st) > 0 && ft_fc_bits_empty (&st))
                    {
                      threats++;
                      ft_fc_game_legal (&after, &replies);
                      FT_FC_BITS_FOREACH (r, &replies)
                        {
                          FtFcGame next = after;
                          FtFcBits wins;

                          g_assert_true (ft_fc_game_play (&next, r, NULL, NULL));
                          g_assert_true (next.status == FT_FC_PLAYING);
                          g_assert_cmpuint (ft_fc_ai_winning_cells (&next.board, replay.to_move, &wins), >, 0);
                        }
                    }
                }
            }
          g_assert_true (ft_fc_game_play (&replay, g_array_index (moves, gint, i), NULL, NULL));
        }
    }
  g_test_message ("%u forced wins checked, %u of them by a threat that cannot be stopped", forced, threats);
  g_assert_cmpuint (forced, >, 0);
}

typedef struct
{
  FtFcGame   game;
  FtFcBudget budget;
  FtFcChoice choice;
  guint      progress_calls;
} Job;

static void
progress_cb (double   fraction,
             gpointer data)
{
  Job *job = data;

  g_assert_cmpfloat (fraction, >=, 0.0);
  g_assert_cmpfloat (fraction, <=, 1.0);
  job->progress_calls++;
}

static gpointer
expert_thread (gpointer data)
{
  Job *job = data;

  ft_fc_ai_expert (&job->game, &job->budget, &job->choice);
  return NULL;
}

/* The same game and seed give the same move, on this thread or another,
 * two searches at once; a cancel flag stops a search with a legal move. */
static void
test_expert_threads (void)
{
  const char *moves[] = { "e5", "a1", "i5", "c3", NULL };
  Job a, b;
  FtFcChoice here;
  GThread *ta, *tb;
  gint cancel = 1;

  memset (&a, 0, sizeof a);
  g_assert_true (ft_fc_game_replay (&a.game, 5, TRUE, moves, NULL, NULL));
  a.budget.playouts = 400;
  a.budget.seed = 99;
  a.budget.progress = progress_cb;
  a.budget.progress_data = &a;
  b = a;
  b.budget.progress_data = &b;

  ta = g_thread_new ("expert-a", expert_thread, &a);
  tb = g_thread_new ("expert-b", expert_thread, &b);
  g_thread_join (ta);
  g_thread_join (tb);
  {
    FtFcBudget budget = a.budget;

    budget.progress = NULL;
    ft_fc_ai_expert (&a.game, &budget, &here);
  }
  g_assert_cmpint (a.choice.move, ==, b.choice.move);
  g_assert_cmpint (a.choice.move, ==, here.move);
  g_assert_cmpuint (a.choice.playouts, ==, 400);
  g_assert_true (ft_fc_game_is_legal (&a.game, a.choice.move));
  g_assert_cmpuint (a.progress_calls, >, 1);

  /* Cancelled before it starts: no playouts, still a legal move. */
  a.budget.cancel = &cancel;
  a.budget.progress = NULL;
  a.budget.playouts = 0;
  a.budget.time_us = 60 * G_USEC_PER_SEC;
  ft_fc_ai_expert (&a.game, &a.budget, &here);
  g_assert_cmpuint (here.playouts, <=, 32);
  g_assert_true (ft_fc_game_is_legal (&a.game, here.move));
}

/* The expert with a modest budget beats the beginner, seeded. */
static void
test_expert_beats_beginner (void)
{
  guint expert_wins = 0;

  for (guint i = 0; i < 6; i++)
    {
      FtFcGame g;
      FtStrength s[2];
      guint expert_seat = i % 2;

      s[expert_seat] = FT_STRENGTH_EXPERT;
      s[1 - expert_seat] = FT_STRENGTH_BEGINNER;
      ft_fc_game_init (&g, 4, TRUE);
      ft_fc_ai_play_game (&g, s, 300, 500 + i, NULL);
      g_assert_cmpint (g.status, !=, FT_FC_PLAYING);
      if (g.status == FT_FC_WON && ft_fc_game_seat_colour (&g, expert_seat) == g.winner)
        expert_wins++;
    }
  g_assert_cmpuint (expert_wins, >=, 5);
}

/* The ladder's top step (issue #27): the expert at the app's playouts
 * beats the standard player on side 4 in both seats, the lower end of the
 * 95% Wilson interval of each seat's win rate at 85% or more.  The games
 * are bench-flipchain ladder's first ones (the same seeds), so the bench
 * prints the same figures over more games. */
/* The bench's side-4 games in which the expert has @seat (the games
 * alternate seats: game i gives it seat i % 2), so that the two seats are
 * two tests meson runs side by side. */
static void
test_expert_beats_standard (gconstpointer data)
{
  guint seat = GPOINTER_TO_UINT (data), wins = 0, played = 0;

  for (guint i = seat; i < EXPERT_STANDARD_GAMES; i += 2)
    {
      FtFcGame g;
      FtStrength s[2];

      s[seat] = FT_STRENGTH_EXPERT;
      s[1 - seat] = FT_STRENGTH_STANDARD;
      ft_fc_game_init (&g, 4, TRUE);
      ft_fc_ai_play_game (&g, s, FT_FC_EXPERT_PLAYOUTS, 31000 + i, NULL);
      g_assert_cmpint (g.status, !=, FT_FC_PLAYING);
      played++;
      if (g.status == FT_FC_WON && ft_fc_game_seat_colour (&g, seat) == g.winner)
        wins++;
    }
  g_test_message ("side 4, expert against standard, %s seat: %u of %u won, 95%% interval from %.1f%%",
                  seat == 0 ? "first" : "second", wins, played, 100 * ladder_wilson_low (wins, played));
  g_assert_cmpfloat (ladder_wilson_low (wins, played), >=, 0.85);
}

static void
test_hint (void)
{
  FtFcGame g;
  FtFcHint hint;
  FtFcBudget budget = { 200, 0, 3, NULL, NULL, NULL };
  g_autofree char *text = NULL;

  position (&g, 5, FT_FC_RED, ring_board);
  ft_fc_hint_tactics (&g, &hint);
  g_assert_true (ft_fc_bits_has (&hint.wins, cell_of (5, "e4")));
  FT_FC_BITS_FOREACH (c, &hint.wins)
    g_assert_true (ft_fc_bits_has (&hint.legal, (guint) c));
  g_assert_true (ft_fc_bits_empty (&hint.threats));
  ft_fc_hint_expert (&g, &budget, &hint);
  g_assert_true (hint.has_expert);
  g_assert_cmpint (hint.expert.move, ==, (gint) cell_of (5, "e4"));
  g_assert_cmpuint (ft_fc_bits_count (&hint.expert_flips), ==, 5);
  /* Side 5 is not a solved board: no perfect-play value. */
  g_assert_false (ft_fc_hint_solve (&g, NULL, 0, NULL, &hint));
  text = ft_fc_hint_describe (&hint);
  g_assert_nonnull (strstr (text, "e4"));
  g_assert_nonnull (strstr (text, "c3 c4 d3 d5 e5"));

  /* Blue's view of the same board: Red threatens e4, and Blue can stop
   * it nowhere (e4 has more blue than red neighbours for Blue, and no
   * blue placement changes the ring). */
  position (&g, 5, FT_FC_BLUE, ring_board);
  ft_fc_hint_tactics (&g, &hint);
  g_assert_true (ft_fc_bits_has (&hint.threats, cell_of (5, "e4")));
  g_assert_false (ft_fc_bits_has (&hint.legal, cell_of (5, "e4")));
  g_assert_true (ft_fc_bits_empty (&hint.stops));
  g_clear_pointer (&text, g_free);
  text = ft_fc_hint_describe (&hint);
  g_assert_nonnull (strstr (text, "No placement stops every threat"));
}

/* On side 3 the hint knows the value with perfect play. */
static void
test_hint_solved (void)
{
  g_autoptr(FtFcSolver) solver = ft_fc_solver_new (3);
  FtFcGame g;
  FtFcHint hint;
  g_autofree char *text = NULL;

  ft_fc_game_init (&g, 3, TRUE);
  g_assert_true (ft_fc_game_play (&g, 9, NULL, NULL));
  ft_fc_hint_tactics (&g, &hint);
  g_assert_true (hint.can_swap);
  g_assert_true (ft_fc_hint_solve (&g, solver, 0, NULL, &hint));
  g_assert_true (hint.solved);
  g_assert_cmpint (hint.value, ==, ft_fc_solver_value (solver, &g));
  FT_FC_BITS_FOREACH (c, &hint.legal)
    g_assert_cmpint (hint.move_value[c], <=, hint.value);
  text = ft_fc_hint_describe (&hint);
  g_assert_nonnull (strstr (text, "perfect play"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/flipchain/ai/win-now", test_win_now);
  g_test_add_func ("/flipchain/ai/winning-cells-exact", test_winning_cells_exact);
  g_test_add_func ("/flipchain/ai/stop-threat", test_stop_threat);
  g_test_add_func ("/flipchain/ai/forced-win", test_forced_win);
  g_test_add_func ("/flipchain/ai/expert-threads", test_expert_threads);
  g_test_add_func ("/flipchain/ai/expert-beats-beginner", test_expert_beats_beginner);
  g_test_add_data_func ("/flipchain/ai/expert-beats-standard/first-seat", GUINT_TO_POINTER (0),
                        test_expert_beats_standard);
  g_test_add_data_func ("/flipchain/ai/expert-beats-standard/second-seat", GUINT_TO_POINTER (1),
                        test_expert_beats_standard);
  g_test_add_func ("/flipchain/hint/tactics-and-expert", test_hint);
  g_test_add_func ("/flipchain/hint/solved", test_hint_solved);
  return g_test_run ();
}
