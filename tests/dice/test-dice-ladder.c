/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "dice/dice-player.h"
#include "../ladder-test.h"

/*
 * The strength ladder of FLIP (dice): each computer player beats the one
 * below as player A and as player B (who moves first is the roll's, R2),
 * over seeded games, so the test reproduces; bench-ladder prints the same
 * figures over more games.  A seat passes when the lower end of the 95%
 * Wilson interval of its win rate clears the bar.  The app offers 3, 4 and
 * 5 dice a player; the tables of 3 and 4 solve in memory in about a
 * second, the 10-die table takes minutes, so it is left to the bench.
 */

static void
ladder (const FtDiceTable *table,
        guint              n_dice,
        FtStrength         upper,
        FtStrength         lower,
        guint              games,
        double             bar)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };
  FtRng rng;

  ft_rng_init (&rng, 4100 + n_dice);
  for (guint i = 0; i < games; i++)
    {
      FtStrength s[2];
      guint seat = i % 2;

      s[seat] = upper;
      s[1 - seat] = lower;
      played[seat]++;
      wins[seat] += ft_dice_player_play_game (s, n_dice, table, &rng, NULL) == seat;
    }
  for (guint seat = 0; seat < 2; seat++)
    {
      g_test_message ("%u dice, %s against %s as player %c: %u of %u won, 95%% interval from %.1f%%",
                      n_dice, ft_dice_strength_token (upper), ft_dice_strength_token (lower),
                      'A' + seat, wins[seat], played[seat], 100 * ladder_wilson_low (wins[seat], played[seat]));
      g_assert_cmpfloat (ladder_wilson_low (wins[seat], played[seat]), >=, bar);
    }
}

static void
test_ladder (gconstpointer data)
{
  guint n_dice = GPOINTER_TO_UINT (data);
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (n_dice, FALSE, 2, NULL, NULL, NULL, NULL);

  g_assert_nonnull (table);
  /* The standard player wins about 99% against the beginner. */
  ladder (table, n_dice, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, 200, 0.70);
  /* The perfect player wins about 89.5% (3 dice) and 93% (4 dice) against
   * the standard player: enough games for the lower end to clear 85%. */
  ladder (table, n_dice, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, n_dice == 3 ? 2400 : 400, 0.85);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/dice/ladder/3-dice", GUINT_TO_POINTER (3), test_ladder);
  g_test_add_data_func ("/dice/ladder/4-dice", GUINT_TO_POINTER (4), test_ladder);
  return g_test_run ();
}
