/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "dice/dice-hint.h"
#include "dice/dice-player.h"
#include "dice/dice-stats.h"

/*
 * FLIP figures: the solve time (wall and CPU), positions and peak memory
 * for N = 3, 4 and 5 dice a player; the first mover's winning chance (each
 * ordered roll of the 2N dice equally likely, equal totals rolled again,
 * the lower total moving first); and the standard player measured against
 * perfect play.  N = 3 and 4 solve in memory; N = 5 solves into a
 * temporary file (compressed chunks, as the app caches it), then maps it
 * as `flip-tutor-cli dice eval` does and times one hint.  It prints
 * figures and never fails on timing.  FLIP_DICE_BENCH_MAX_N
 * (default 5) limits the largest game solved; `bench-dice solve` prints
 * only the solves' figures and the eval's (README's FLIP table), without
 * the games against perfect play, which take minutes.
 *
 * Solve figures: wall seconds; processor seconds (user + system, every
 * thread, getrusage()); the peak resident memory of the process so far
 * (VmHWM, which the 10-die solve sets: the smaller games' peaks are
 * lower); the table's bytes (in memory, or the file's).
 */

/* A memory figure of /proc/self/status in MiB: "VmHWM:" the peak,
 * "VmRSS:" what is held now. */
static double
status_mib (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return 0;
  line = strstr (status, field);
  return line != NULL ? g_ascii_strtoull (line + strlen (field), NULL, 10) / 1024.0 : 0;
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* The standard player against perfect play in games: how often it picks a
 * winning move in the winning positions it meets, and its share of wins. */
static void
measure_games (const FtDiceTable *table,
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
          gboolean wins, move_wins;
          guint depth;

          if (pos.turn == standard)
            {
              ft_dice_player_choose (FT_STRENGTH_STANDARD, &pos, table, &rng, &m);
              ft_dice_table_probe (table, &pos, &wins, &depth);
              if (wins)
                {
                  winning++;
                  ft_dice_table_probe_move (table, &pos, &m, &move_wins, &depth);
                  found += move_wins;
                }
            }
          else
            ft_dice_player_choose (FT_STRENGTH_EXPERT, &pos, table, &rng, &m);
          ft_dice_pos_apply (&pos, &m);
        }
      standard_wins += winner == standard;
    }
  printf ("  standard vs perfect in %u games: wins %.1f%%; picks a winning move in %.1f%% "
          "of the %" G_GUINT64_FORMAT " winning positions it meets\n",
          n_games, 100.0 * standard_wins / n_games, 100.0 * found / MAX (winning, 1), winning);
}

/* The same share over the table's own winning positions, every @stride-th
 * index (each position once, whoever could reach it). */
static void
measure_table (const FtDiceTable *table,
               guint              stride)
{
  FtRng rng;
  guint64 winning = 0, found = 0;

  ft_rng_init (&rng, 7);
  for (guint64 i = 0; i < ft_dice_table_n_positions (table); i += stride)
    {
      FtDicePos pos;
      FtDiceMove m;
      gboolean wins;
      guint depth;

      ft_dice_table_unrank (table, i, &pos);
      if (!ft_dice_table_probe (table, &pos, &wins, &depth) || !wins)
        continue;
      winning++;
      ft_dice_player_choose (FT_STRENGTH_STANDARD, &pos, table, &rng, &m);
      ft_dice_table_probe_move (table, &pos, &m, &wins, &depth);
      found += wins;
    }
  printf ("  standard picks a winning move in %.1f%% of %" G_GUINT64_FORMAT
          " winning table positions (every %u%s index)\n",
          100.0 * found / MAX (winning, 1), winning, stride, stride == 1 ? "st" : "th");
}

/* The chance by the first mover's count of strong, medium and weak dice
 * (all second movers together), and by the second mover's. */
static void
print_classes (const FtDiceStats *stats)
{
  for (guint side = 0; side < 2; side++)
    {
      printf ("  by the %s mover's strong/medium/weak dice:", side == 0 ? "first" : "second");
      for (guint i = 0; i < stats->n_classes; i++)
        {
          guint64 rolls = 0, wins = 0;

          for (guint j = 0; j < stats->n_classes; j++)
            {
              rolls += side == 0 ? stats->class_rolls[i][j] : stats->class_rolls[j][i];
              wins += side == 0 ? stats->class_wins[i][j] : stats->class_wins[j][i];
            }
          if (rolls > 0)
            printf (" %u/%u/%u %.3f", stats->classes[i][0], stats->classes[i][1],
                    stats->classes[i][2], (double) wins / rolls);
        }
      printf ("\n");
    }
}

int
main (int    argc,
      char **argv)
{
  const char *env = g_getenv ("FLIP_DICE_BENCH_MAX_N");
  guint max_n = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : FT_DICE_MAX_N;
  gboolean solve_only = argc > 1 && strcmp (argv[1], "solve") == 0;
  double load[3];

  if (argc > 2 || (argc == 2 && !solve_only))
    {
      fprintf (stderr, "usage: bench-dice [solve]\n");
      return 2;
    }

  if (getloadavg (load, 1) == 1)
    printf ("load average before: %.2f (other work on the 2 cores slows the wall times)\n", load[0]);

  for (guint n = 3; n <= MIN (max_n, FT_DICE_MAX_N); n++)
    {
      g_autoptr(FtDiceTable) table = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = NULL;
      g_autofree char *path = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu = cpu_seconds (), seconds;
      FtDiceStats stats;

      if (n < 5)
        table = ft_dice_table_solve (n, FALSE, 2, NULL, NULL, NULL, &error);
      else
        {
          dir = g_dir_make_tmp ("bench-dice-XXXXXX", NULL);
          path = g_build_filename (dir, "table", NULL);
          table = ft_dice_table_solve_to_file (n, FALSE, 2, path, NULL, NULL, NULL, &error);
        }
      seconds = (g_get_monotonic_time () - start) / 1e6;
      cpu = cpu_seconds () - cpu;
      if (table == NULL)
        {
          printf ("N=%u: not solved: %s\n", n, error->message);
          continue;
        }
      ft_dice_stats_compute (table, &stats);
      printf ("N=%u (%u-die game): solved in %.2f s wall, %.2f s CPU (user + system, both threads), "
              "2 threads%s\n", n, 2 * n, seconds, cpu, n < 5 ? "" : ", into a file");
      printf ("  positions: %" G_GUINT64_FORMAT " (%s %.1f MB), peak RSS %.1f MB\n",
              ft_dice_table_n_positions (table), n < 5 ? "in memory" : "file",
              ft_dice_table_bytes (table) / 1e6, status_mib ("VmHWM:"));
      printf ("  longest game under perfect play: %u moves\n", ft_dice_table_max_depth (table));
      printf ("  first mover wins: %.6f (%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
              " ordered rolls with unequal totals)\n",
              stats.first_mover_wins, stats.wins, stats.rolls);

      print_classes (&stats);

      if (path != NULL)
        {
          FtDicePos pos;
          FtDiceHint hint;
          double rss_before;

          ft_dice_table_free (g_steal_pointer (&table));
          ft_dice_pos_from_string (&pos, "A:1,6*,3,2,5 B:2,5,4 M:4,4 turn=A", NULL);
          rss_before = status_mib ("VmRSS:");
          start = g_get_monotonic_time ();
          cpu = cpu_seconds ();
          table = ft_dice_table_load (path, n, FALSE, &error);
          if (table != NULL)
            {
              ft_dice_hint_compute (table, &pos, &hint);
              printf ("  one eval (map the file, a hint): %.1f ms wall, %.1f ms CPU, memory +%.1f MB\n",
                      (g_get_monotonic_time () - start) / 1e3, (cpu_seconds () - cpu) * 1e3,
                      status_mib ("VmRSS:") - rss_before);
            }
          g_unlink (path);
          g_rmdir (dir);
          if (table == NULL)
            {
              printf ("  cannot load the table: %s\n", error->message);
              continue;
            }
        }
      if (solve_only)
        continue;
      measure_games (table, n == 5 ? 400 : 1000);
      /* Each probe of the mapped 10-die table decompresses a chunk. */
      measure_table (table, n == 3 ? 1 : n == 4 ? 29 : 99991);

      /* R4's setting "always take the most change", for the smaller games. */
      if (n < 5)
        {
          g_autoptr(FtDiceTable) most = ft_dice_table_solve (n, TRUE, 2, NULL, NULL, NULL, NULL);

          ft_dice_stats_compute (most, &stats);
          printf ("  with R4's most-change setting: first mover wins %.6f\n",
                  stats.first_mover_wins);
        }
    }
  return 0;
}
