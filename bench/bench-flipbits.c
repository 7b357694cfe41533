/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <time.h>

#include "flipbits/flipbits-advisor.h"
#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-solver.h"

/*
 * FLIP BITS figures: the solver's hands per second, the discard advisor's
 * time per decision (mean and worst over positions of real games) and
 * computer games per second.  Figures only: nothing here passes or fails.
 */

static double
clock_seconds (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double
now (void)
{
  return clock_seconds (CLOCK_MONOTONIC);
}

/* CPU time of this thread: unlike wall time, it does not grow while the
 * machine runs something else. */
static double
cpu_now (void)
{
  return clock_seconds (CLOCK_THREAD_CPUTIME_ID);
}

/* A random game hand: 3 cards of the default deck, a HEX card, MEMORY and
 * GOAL. */
static void
random_problem (FtRng       *rng,
                FtFbProblem *problem)
{
  const FtFbDeck *deck = ft_fb_deck_default ();

  problem->memory = ft_rng_below (rng, 16);
  problem->goal = ft_rng_below (rng, 16);
  problem->hex = ft_rng_below (rng, 16);
  problem->n_cards = 3;
  for (guint i = 0; i < 3; i++)
    problem->cards[i] = deck->cards[ft_rng_below (rng, deck->n_cards)];
}

static void
bench_solver (void)
{
  const guint n = 200000;
  g_autofree FtFbProblem *problems = g_new (FtFbProblem, n);
  FtRng rng;
  guint solvable = 0, total_solutions = 0;
  double t0, t1, t2;

  ft_rng_init (&rng, 1);
  for (guint i = 0; i < n; i++)
    random_problem (&rng, &problems[i]);

  t0 = now ();
  for (guint i = 0; i < n; i++)
    solvable += ft_fb_solver_shortest_length (&problems[i]) > 0;
  t1 = now ();
  for (guint i = 0; i < n / 10; i++)
    {
      g_autoptr(GArray) all = ft_fb_solver_all (&problems[i]);

      total_solutions += all->len;
    }
  t2 = now ();

  printf ("solver: shortest length   %.0f hands/s (%u hands, %.1f%% solvable)\n",
          n / (t1 - t0), n, 100.0 * solvable / n);
  printf ("solver: every solution    %.0f hands/s (%.2f solutions per hand)\n",
          (n / 10) / (t2 - t1), (double) total_solutions / (n / 10));
}

static void
bench_advisor (void)
{
  static const FtStrength strengths[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_STANDARD,
    FT_STRENGTH_BEGINNER, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER };
  g_autoptr(GArray) views = g_array_new (FALSE, FALSE, sizeof (FtFbView));
  double total = 0, worst = 0, worst_best = 0, worst_cpu = 0;

  /* Positions where a player is about to discard, from seeded games of 1
   * to 5 players. */
  for (guint64 seed = 1; views->len < 5000; seed++)
    {
      FtFbSettings settings;
      FtFbGame game;

      ft_fb_settings_init (&settings, 1 + seed % 5);
      ft_fb_game_new (&game, &settings, ft_fb_deck_default (), seed, NULL);
      do
        if (game.phase == FT_FB_PHASE_DISCARD)
          {
            FtFbView view;

            ft_fb_view_init (&view, &game, game.current);
            g_array_append_val (views, view);
          }
      while (ft_fb_ai_step (&game, strengths, NULL));
    }

  /* Each position three times: the mean and worst of single runs (wall
   * and CPU time), and the worst of each position's best run, which leaves
   * out the times the process was merely preempted. */
  for (guint i = 0; i < views->len; i++)
    {
      double best = G_MAXDOUBLE;

      for (guint run = 0; run < 3; run++)
        {
          FtFbAdvice advice;
          double t0 = now (), c0 = cpu_now (), dt;

          ft_fb_advise_discards (&g_array_index (views, FtFbView, i), &advice);
          dt = now () - t0;
          total += dt;
          worst = MAX (worst, dt);
          worst_cpu = MAX (worst_cpu, cpu_now () - c0);
          best = MIN (best, dt);
        }
      worst_best = MAX (worst_best, best);
    }

  printf ("advisor: %u positions, per decision (limit 20 ms): %.3f ms mean, "
          "%.3f ms max wall, %.3f ms max CPU, %.3f ms max of best of 3 wall\n",
          views->len, 1e3 * total / (3 * views->len), 1e3 * worst, 1e3 * worst_cpu,
          1e3 * worst_best);
}

static void
bench_games (guint        n_players,
             FtStrength strength,
             guint        n_games)
{
  FtStrength strengths[FT_FB_MAX_PLAYERS];
  FtFbSettings settings;
  guint64 turns = 0;
  double t0, t1;

  for (guint s = 0; s < FT_FB_MAX_PLAYERS; s++)
    strengths[s] = strength;
  ft_fb_settings_init (&settings, n_players);

  t0 = now ();
  for (guint g = 0; g < n_games; g++)
    {
      FtFbGame game;

      ft_fb_game_new (&game, &settings, ft_fb_deck_default (), g + 1, NULL);
      while (game.turns < 10000 && ft_fb_ai_step (&game, strengths, NULL))
        ;
      turns += game.turns;
    }
  t1 = now ();

  printf ("games: %u players, %-8s %8.0f games/s, %.2f turns per game\n",
          n_players, ft_fb_strength_token (strength), n_games / (t1 - t0),
          (double) turns / n_games);
}

int
main (int    argc,
      char **argv)
{
  bench_solver ();
  bench_advisor ();
  for (FtStrength s = 0; s < FT_N_STRENGTHS; s++)
    {
      bench_games (1, s, s == FT_STRENGTH_EXPERT ? 2000 : 20000);
      bench_games (3, s, s == FT_STRENGTH_EXPERT ? 2000 : 20000);
    }
  return 0;
}
