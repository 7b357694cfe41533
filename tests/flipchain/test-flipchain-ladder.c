/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "flipchain/flipchain-ai.h"
#include "../ladder-test.h"

/*
 * The strength ladder: each computer player beats the one below, in both
 * seats, with the pie rule variant on (the harder case: a swap to weigh), over seeded games (so the
 * test is reproducible; bench-flipchain ladder prints the same figures
 * over more games).  A seat passes when the lower end of the 95% Wilson
 * interval of its win rate clears the bar: the difference is then clear,
 * not luck of the seeds.
 *
 * The next step, the expert (FT_FC_EXPERT_PLAYOUTS) against the standard
 * player at the 85% bar on side 4, is asserted by flipchain-expert-*-seat
 * (test-flipchain-ai.c), beside the expert's other strength check.
 */

static void
ladder (guint        side,
        FtStrength upper,
        FtStrength lower,
        guint        games,
        guint        playouts,
        double       bar)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };

  for (guint i = 0; i < games; i++)
    {
      FtFcGame g;
      FtStrength s[2];
      guint seat = i % 2;

      s[seat] = upper;
      s[1 - seat] = lower;
      ft_fc_game_init (&g, side, TRUE);
      ft_fc_ai_play_game (&g, s, playouts, 31000 + i, NULL);
      g_assert_cmpint (g.status, !=, FT_FC_PLAYING);
      played[seat]++;
      if (g.status == FT_FC_WON && ft_fc_game_seat_colour (&g, seat) == g.winner)
        wins[seat]++;
    }
  for (guint seat = 0; seat < 2; seat++)
    {
      g_test_message ("side %u, %s against %s, %s seat: %u of %u won, 95%% interval from %.1f%%",
                      side, ft_fc_strength_token (upper), ft_fc_strength_token (lower),
                      seat == 0 ? "first" : "second", wins[seat], played[seat],
                      100 * ladder_wilson_low (wins[seat], played[seat]));
      g_assert_cmpfloat (ladder_wilson_low (wins[seat], played[seat]), >=, bar);
    }
}

/* Side 5, the app's default board: 100 games take about 2 s. */
static void
test_standard_beats_beginner (void)
{
  ladder (5, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, 100, 0, 0.70);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/flipchain/ladder/standard-beats-beginner", test_standard_beats_beginner);
  return g_test_run ();
}
