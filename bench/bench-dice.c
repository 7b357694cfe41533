/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice/dice-hint.h"
#include "dice/dice-player.h"
#include "dice/dice-stats.h"

/*
 * FLIP figures: the solve time, table size and peak memory for N = 3, 4
 * and 5 dice a player, the first mover's winning chance (each ordered roll
 * of the 2N dice equally likely, equal totals rolled again, the lower total
 * moving first), and the standard player measured against perfect play.
 * It prints figures; it never fails on timing.  FLIP_DICE_BENCH_MAX_N
 * (default 5) limits the largest game solved.
 */

static guint64
peak_rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;
  guint64 kib = 0;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, "VmHWM:");
  if (line != NULL)
    kib = g_ascii_strtoull (line + 6, NULL, 10);
  return kib;
}

/* How often the standard player picks a winning move when one exists, over
 * every position met in games between it and the perfect player, and its
 * share of those games won. */
static void
measure_standard (const FtDiceTable *table,
                  guint              n_games)
{
  FtRng rng;
  guint64 winning = 0, found = 0;
  guint standard_wins = 0;

  ft_rng_init (&rng, 2024);
  for (guint g = 0; g < n_games; g++)
    {
      FtDicePos pos;
      FtDicePlayer winner, standard = g % 2;

      ft_dice_pos_roll (&pos, ft_dice_table_n_dice (table), &rng);
      while (!ft_dice_pos_is_over (&pos, &winner))
        {
          FtDiceMove m;

          if (pos.turn == standard)
            {
              gboolean wins, move_wins;
              guint depth;

              ft_dice_player_choose (FT_DICE_STANDARD, &pos, table, &rng, &m);
              ft_dice_table_probe (table, &pos, &wins, &depth);
              if (wins)
                {
                  winning++;
                  ft_dice_table_probe_move (table, &pos, &m, &move_wins, &depth);
                  found += move_wins;
                }
            }
          else
            ft_dice_player_choose (FT_DICE_PERFECT, &pos, table, &rng, &m);
          ft_dice_pos_apply (&pos, &m);
        }
      standard_wins += winner == standard;
    }
  printf ("  standard vs perfect: picks a winning move in %.1f%% of %" G_GUINT64_FORMAT
          " winning positions met; wins %.1f%% of %u games\n",
          100.0 * found / MAX (winning, 1), winning, 100.0 * standard_wins / n_games, n_games);
}

int
main (int    argc,
      char **argv)
{
  const char *env = g_getenv ("FLIP_DICE_BENCH_MAX_N");
  guint max_n = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : FT_DICE_MAX_N;

  for (guint n = 3; n <= MIN (max_n, FT_DICE_MAX_N); n++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(FtDiceTable) table = ft_dice_table_solve (n, 2, NULL, NULL, NULL, NULL);
      double seconds = (g_get_monotonic_time () - start) / 1e6;
      FtDiceStats stats;

      if (table == NULL)
        {
          printf ("N=%u: not solved\n", n);
          continue;
        }
      ft_dice_stats_compute (table, &stats);
      printf ("N=%u (%u-die game): solved in %.2f s on 2 threads\n", n, 2 * n, seconds);
      printf ("  positions: %" G_GUINT64_FORMAT ", table: %.1f MB, peak RSS so far: %.1f MB\n",
              ft_dice_table_n_positions (table), ft_dice_table_bytes (table) / 1e6,
              peak_rss_kib () / 1024.0);
      printf ("  longest game under perfect play: %u moves\n", ft_dice_table_max_depth (table));
      printf ("  first mover wins: %.6f (%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT " rolls)\n",
              stats.first_mover_wins, stats.wins, stats.rolls);
      measure_standard (table, n == 5 ? 200 : 1000);
    }
  return 0;
}
