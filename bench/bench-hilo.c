/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "hilo/hilo-ai.h"

/*
 * Hi Lo Flip figures: whole computer games simulated per second for a few
 * strength mixes, and the time the expert takes per decision.  Prints
 * figures only; it never fails on timing.
 */

static void
bench_games (const char           *label,
             guint                 n_players,
             const FtStrength     *strengths,
             guint                 games)
{
  gint64 start = g_get_monotonic_time ();
  guint64 rounds = 0;
  double seconds;

  for (guint g = 0; g < games; g++)
    {
      FtHiLoState final;

      if (!ft_hilo_ai_play_game (n_players, strengths, 1 + g, FALSE, &final, NULL))
        g_error ("game %u did not finish", g);
      rounds += final.round;
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("%-34s %6u games in %6.2f s: %9.0f games/s (%.2f rounds a game)\n",
          label, games, seconds, games / seconds, (double) rounds / games);
}

static void
bench_expert_decisions (guint n_players,
                        guint games)
{
  gint64 total = 0, worst = 0;
  guint decisions = 0, legal = 0;

  for (guint g = 0; g < games; g++)
    {
      FtHiLoState st;

      ft_hilo_state_init (&st, n_players, NULL, 500 + g, NULL, NULL);
      while (st.phase != FT_HILO_PHASE_GAME_OVER)
        {
          FtHiLoAction action;
          FtHiLoView view;

          ft_hilo_view_init (&view, &st, st.current);
          if (!ft_hilo_state_forced_action (&st, &action))
            {
              gint64 t0 = g_get_monotonic_time (), dt;

              ft_hilo_ai_choose (&view, FT_STRENGTH_EXPERT, &action);
              dt = g_get_monotonic_time () - t0;
              total += dt;
              worst = MAX (worst, dt);
              decisions++;
              legal += ft_hilo_set_count (view.legal);
            }
          ft_hilo_state_apply_fast (&st, &action);
        }
    }
  printf ("expert decision, %u players: %u decisions (%.1f legal cards on average): "
          "mean %.3f ms, max %.3f ms\n",
          n_players, decisions, (double) legal / MAX (decisions, 1),
          total / 1e3 / MAX (decisions, 1), worst / 1e3);
}

int
main (void)
{
  const FtStrength beginners[6] = { 0, 0, 0, 0, 0, 0 };
  const FtStrength standards[6] = { 1, 1, 1, 1, 1, 1 };
  const FtStrength mixed[6] = { 0, 1, 0, 1, 0, 1 };
  const FtStrength one_expert[6] = { 2, 1, 1, 1, 1, 1 };
  const FtStrength experts[6] = { 2, 2, 2, 2, 2, 2 };

  bench_games ("beginner x2", 2, beginners, 20000);
  bench_games ("standard x2", 2, standards, 20000);
  bench_games ("beginner x4", 4, beginners, 20000);
  bench_games ("standard x4", 4, standards, 20000);
  bench_games ("beginner/standard x6", 6, mixed, 20000);
  bench_games ("expert + standard x1", 2, one_expert, 300);
  bench_games ("expert + standard x3", 4, one_expert, 300);
  bench_games ("expert x4", 4, experts, 50);
  for (guint n = 2; n <= 6; n += 2)
    bench_expert_decisions (n, 40);
  return 0;
}
