/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "hilo/hilo-ai.h"
#include "../ladder-test.h"

/*
 * The strength ladder of Hi Lo Flip, two players (the app's default), each
 * level in both seats over seeded games, so the test reproduces;
 * bench-ladder prints the same figures over more games.
 *
 * Hi Lo Flip is mostly luck: the deal and the chips decide most games.
 * Even the expert wins only about 70% against the beginner (bench-ladder),
 * so the ladder's bars of other games (standard 70% against beginner,
 * expert 85% against standard) cannot be met by any player.  What the test
 * checks is the order: each level wins more than half of its games against
 * the one below, in each seat, the lower end of the 95% Wilson interval
 * above 50%.
 */

static void
ladder (FtStrength upper,
        FtStrength lower,
        guint      games)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };

  for (guint i = 0; i < games; i++)
    {
      FtStrength s[2];
      guint seat = i % 2;
      FtHiLoState final;
      g_autoptr(GError) error = NULL;

      s[seat] = upper;
      s[1 - seat] = lower;
      if (!ft_hilo_ai_play_game (2, s, 52000 + i, FALSE, &final, &error))
        g_error ("%s", error->message);
      played[seat]++;
      wins[seat] += ft_hilo_state_game_winner (&final) == (gint) seat;
    }
  for (guint seat = 0; seat < 2; seat++)
    {
      g_test_message ("%s against %s in seat %u: %u of %u won, 95%% interval from %.1f%%",
                      ft_hilo_strength_token (upper), ft_hilo_strength_token (lower),
                      seat + 1, wins[seat], played[seat], 100 * ladder_wilson_low (wins[seat], played[seat]));
      g_assert_cmpfloat (ladder_wilson_low (wins[seat], played[seat]), >, 0.5);
    }
}

static void
test_standard_beats_beginner (void)
{
  ladder (FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, 1000);
}

static void
test_expert_beats_standard (void)
{
  ladder (FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, 600);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hilo/ladder/standard-beats-beginner", test_standard_beats_beginner);
  g_test_add_func ("/hilo/ladder/expert-beats-standard", test_expert_beats_standard);
  return g_test_run ();
}
