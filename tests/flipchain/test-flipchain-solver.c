/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-rng.h"
#include "flipchain/flipchain-solver.h"
#include "flipchain-test-util.h"

/*
 * The exact solver.  Side 3 is solved here in full (the figure the README
 * and the help page give), and its values are checked three ways that do
 * not trust the solver: the board's twelve symmetries give equal values,
 * a plain minimax without a table agrees on endgames, and every solved
 * position obeys "the best of its moves" one ply down.
 */

/* A plain minimax over ft_fc_game_play(): no table, no shortcuts. */
static gint
plain_value (const FtFcGame *game)
{
  FtFcBits legal;
  gint best = -1;

  if (game->status == FT_FC_WON)
    return game->winner == game->to_move ? 1 : -1;
  if (game->status == FT_FC_DRAWN)
    return 0;
  ft_fc_game_legal (game, &legal);
  FT_FC_BITS_FOREACH (c, &legal)
    {
      FtFcGame g = *game;
      gint v;

      g_assert_true (ft_fc_game_play (&g, c, NULL, NULL));
      v = plain_value (&g);
      if (g.status == FT_FC_PLAYING && g.to_move != game->to_move)
        v = -v;
      else if (g.status == FT_FC_WON)
        v = g.winner == game->to_move ? 1 : -1;
      best = MAX (best, v);
    }
  return best;
}

/* The board's symmetries (which the solver folds by and this test checks
 * values with) are what they claim: on every side, each of the twelve is a
 * one-to-one map of the cells that keeps neighbours neighbours and the
 * centre fixed, and no two are the same map. */
static void
test_symmetries (void)
{
  for (guint side = FT_FC_MIN_SIDE; side <= 5; side++)
    {
      const FtFcGeom *g = ft_fc_geom (side);

      for (guint k = 0; k < FT_FC_N_SYMMETRIES; k++)
        {
          FtFcBits image = { { 0, } };

          g_assert_cmpuint (ft_fc_cell_transform (g, g->n_cells / 2, k), ==, g->n_cells / 2);
          for (guint c = 0; c < g->n_cells; c++)
            {
              guint tc = ft_fc_cell_transform (g, c, k);

              ft_fc_bits_add (&image, tc);
              for (guint d = 0; d < g->n_cells; d++)
                g_assert_cmpint (ft_fc_bits_has (&g->nbits[c], d), ==,
                                 ft_fc_bits_has (&g->nbits[tc], ft_fc_cell_transform (g, d, k)));
            }
          g_assert_cmpuint (ft_fc_bits_count (&image), ==, g->n_cells);
          for (guint j = 0; j < k; j++)
            {
              gboolean same = TRUE;

              for (guint c = 0; c < g->n_cells && same; c++)
                same = ft_fc_cell_transform (g, c, j) == ft_fc_cell_transform (g, c, k);
              g_assert_false (same);
            }
        }
    }
}

static guint
transform (const FtFcGeom *g,
           guint           c,
           guint           k)
{
  return ft_fc_cell_transform (g, c, k);
}

static void
test_solve_side_3 (void)
{
  const FtFcGeom *g = ft_fc_geom (3);
  FtFcSolution sol;
  gint best_no_pie = -1, best_pie = -1;

  ft_fc_solve (3, 0, &sol);
  g_assert_true (sol.complete);
  g_test_message ("side 3 solved: %" G_GUINT64_FORMAT " positions in %.1f s", sol.positions, sol.seconds);
  g_assert_cmpuint (sol.positions, >, 1000);

  for (guint c = 0; c < g->n_cells; c++)
    {
      g_assert_cmpint (sol.first[c], >=, -1);
      g_assert_cmpint (sol.first[c], <=, 1);
      for (guint k = 0; k < 12; k++)
        g_assert_cmpint (sol.first[transform (g, c, k)], ==, sol.first[c]);
      best_no_pie = MAX (best_no_pie, sol.first[c]);
      /* R7: Blue swaps a winning first disc. */
      best_pie = MAX (best_pie, -ABS (sol.first[c]));
    }
  g_assert_cmpint (sol.value_no_pie, ==, best_no_pie);
  g_assert_cmpint (sol.value_pie, ==, best_pie);

  /* The stored table the hint answers from at the first move is this. */
  {
    gint stored[FT_FC_MAX_CELLS];

    g_assert_true (ft_fc_solver_stored_first (3, stored));
    for (guint c = 0; c < g->n_cells; c++)
      g_assert_cmpint (stored[c], ==, sol.first[c]);
    g_assert_false (ft_fc_solver_stored_first (4, stored));
  }

  /* The result the documentation states: on side 3 every first placement
   * loses for Red, so the second player wins with or without the pie
   * rule, and Blue should never swap. */
  for (guint c = 0; c < g->n_cells; c++)
    g_assert_cmpint (sol.first[c], ==, -1);
  g_assert_cmpint (sol.value_no_pie, ==, -1);
  g_assert_cmpint (sol.value_pie, ==, -1);
}

/* Endgames reached by random play: the solver against plain minimax, and
 * one ply of consistency. */
static void
test_endgames (void)
{
  g_autoptr(FtFcSolver) solver = ft_fc_solver_new (3);
  FtRng rng;
  guint compared = 0, wins = 0, losses = 0, draws = 0;

  ft_rng_init (&rng, 33);
  for (guint i = 0; i < 400; i++)
    {
      FtFcGame g;
      guint empty_left = 4 + ft_rng_below (&rng, 6);

      ft_fc_game_init (&g, 3, FALSE);
      play_randomly (&g, &rng, 19 - empty_left);
      if (g.status != FT_FC_PLAYING)
        continue;
      {
        gint v = ft_fc_solver_value (solver, &g);
        gint best = -1;
        FtFcBits legal;

        g_assert_cmpint (v, ==, plain_value (&g));
        ft_fc_game_legal (&g, &legal);
        FT_FC_BITS_FOREACH (c, &legal)
          best = MAX (best, ft_fc_solver_move_value (solver, &g, c));
        g_assert_cmpint (v, ==, best);
        compared++;
        wins += v > 0;
        losses += v < 0;
        draws += v == 0;
      }
    }
  g_test_message ("%u endgames: %u wins, %u losses, %u draws for the mover", compared, wins, losses, draws);
  g_assert_cmpuint (compared, >, 100);
  g_assert_cmpuint (wins, >, 0);
  g_assert_cmpuint (losses, >, 0);
}

/* With the pie rule, Blue's first move is worth the better of playing on
 * and swapping. */
static void
test_pie_value (void)
{
  g_autoptr(FtFcSolver) solver = ft_fc_solver_new (3);
  FtFcGame g;
  gint play_on, swap;

  ft_fc_game_init (&g, 3, TRUE);
  g_assert_true (ft_fc_game_play (&g, 9, NULL, NULL));   /* c3, the centre */
  swap = ft_fc_solver_move_value (solver, &g, FT_FC_MOVE_SWAP);
  play_on = -1;
  {
    FtFcBits legal;

    ft_fc_game_legal (&g, &legal);
    FT_FC_BITS_FOREACH (c, &legal)
      play_on = MAX (play_on, ft_fc_solver_move_value (solver, &g, c));
  }
  g_assert_cmpint (ft_fc_solver_value (solver, &g), ==, MAX (swap, play_on));
  g_assert_cmpint (swap, ==, -play_on);
}

/* At the first move the solver answers from the stored side-3 table: the
 * empty board's value with and without the pie rule, and each first
 * placement's, checked here by searching two of them afresh. */
static void
test_stored_openings (void)
{
  g_autoptr(FtFcSolver) solver = ft_fc_solver_new (3);
  gint stored[FT_FC_MAX_CELLS];
  const guint searched[] = { 0, 9 };   /* a1, c3 */

  g_assert_true (ft_fc_solver_stored_first (3, stored));
  for (guint pie = 0; pie < 2; pie++)
    {
      FtFcGame g;
      gint best = -1;

      ft_fc_game_init (&g, 3, pie);
      for (guint c = 0; c < 19; c++)
        {
          gint want = pie ? -ABS (stored[c]) : stored[c];

          g_assert_cmpint (ft_fc_solver_move_value (solver, &g, (gint) c), ==, want);
          best = MAX (best, want);
        }
      g_assert_cmpint (ft_fc_solver_value (solver, &g), ==, best);
    }
  for (guint i = 0; i < G_N_ELEMENTS (searched); i++)
    {
      FtFcGame g;

      ft_fc_game_init (&g, 3, FALSE);
      g_assert_true (ft_fc_game_play (&g, (gint) searched[i], NULL, NULL));
      /* One disc down the solver searches: Blue's value is minus Red's. */
      g_assert_cmpint (ft_fc_solver_value (solver, &g), ==, -stored[searched[i]]);
    }
}

static void
test_time_limit (void)
{
  FtFcSolution sol;

  /* Side 4 does not finish in a moment: the limit stops it honestly, with
   * either method. */
  ft_fc_solve (4, 200 * 1000, &sol);
  g_assert_false (sol.complete);
  g_assert_cmpuint (sol.openings_solved, ==, 0);
  ft_fc_solve_full (4, 200 * 1000, 16, FT_FC_SOLVE_PROOF_NUMBER, NULL, NULL, &sol);
  g_assert_false (sol.complete);
  g_assert_cmpint (sol.first[0], ==, FT_FC_UNKNOWN);
}

/* The proof-number search, written apart from the alpha-beta, finds the
 * same side-3 values for every first placement. */
static void
test_proof_number_agrees (void)
{
  FtFcSolution ab, pn;

  ft_fc_solve (3, 0, &ab);
  ft_fc_solve_full (3, 0, 20, FT_FC_SOLVE_PROOF_NUMBER, NULL, NULL, &pn);
  g_assert_true (ab.complete);
  g_assert_true (pn.complete);
  g_assert_cmpuint (pn.openings_solved, ==, 4);   /* c3, b2, a2, a1: the rest by symmetry */
  for (guint c = 0; c < 19; c++)
    g_assert_cmpint (pn.first[c], ==, ab.first[c]);
  g_assert_cmpint (pn.value_no_pie, ==, ab.value_no_pie);
  g_assert_cmpint (pn.value_pie, ==, ab.value_pie);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/flipchain/solver/symmetries", test_symmetries);
  g_test_add_func ("/flipchain/solver/side-3", test_solve_side_3);
  g_test_add_func ("/flipchain/solver/endgames", test_endgames);
  g_test_add_func ("/flipchain/solver/pie", test_pie_value);
  g_test_add_func ("/flipchain/solver/stored-openings", test_stored_openings);
  g_test_add_func ("/flipchain/solver/time-limit", test_time_limit);
  g_test_add_func ("/flipchain/solver/proof-number", test_proof_number_agrees);
  return g_test_run ();
}
