/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dice/dice-player.h"
#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-deck.h"
#include "hilo/hilo-ai.h"
#include "../tests/ladder-test.h"

/*
 * The strength ladders of FLIP BITS and Hi Lo Flip (two players, the
 * app's default rules) and FLIP (dice; 3 and 4 dice a player, whose tables solve in memory; the
 * 10-die table of 5 dice takes minutes): each level against the one below,
 * seats alternating, the win rate in each seat and together with 95%
 * Wilson intervals, and the processor time a decision of the upper player
 * takes (mean over the games, and the slowest).  Printed, never
 * pass/fail; tests/flipbits/test-flipbits-ladder.c,
 * tests/hilo/test-hilo-ladder.c and tests/dice/test-dice-ladder.c check the
 * same steps over fewer games.  Flipchain's ladder is
 * `bench-flipchain ladder`.
 *
 *   bench-ladder [flipbits] [hilo] [dice] [--games N]
 */

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
print_step (const char  *game,
            const char  *upper,
            const char  *lower,
            const guint *wins,
            const guint *played,
            double       ms)
{
  double lo, hi;

  printf ("%s: %s beats %s", game, upper, lower);
  for (guint seat = 0; seat < 2; seat++)
    {
      ladder_wilson (wins[seat], played[seat], &lo, &hi);
      printf ("%s %u of %u (%.1f%%, 95%% interval %.1f-%.1f)", seat == 0 ? " in the first seat" : ", second",
              wins[seat], played[seat], 100.0 * wins[seat] / played[seat], 100 * lo, 100 * hi);
    }
  ladder_wilson (wins[0] + wins[1], played[0] + played[1], &lo, &hi);
  printf ("; together %.1f%% (%.1f-%.1f); %.2f ms of processor time a game\n",
          100.0 * (wins[0] + wins[1]) / (played[0] + played[1]), 100 * lo, 100 * hi, ms);
  fflush (stdout);
}

static void
flipbits_step (FtStrength upper,
               FtStrength lower,
               guint      games)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };
  double t0 = cpu_ms ();
  FtFbSettings settings;

  ft_fb_settings_init (&settings, 2);
  for (guint i = 0; i < games; i++)
    {
      FtStrength s[FT_FB_MAX_PLAYERS] = { 0 };
      guint seat = i % 2;
      FtFbGame game;

      s[seat] = upper;
      s[1 - seat] = lower;
      if (!ft_fb_ai_play_game (&game, &settings, ft_fb_deck_default (), s, 800000 + i, 2000, NULL) ||
          game.winner < 0)
        continue;
      played[seat]++;
      wins[seat] += game.winner == (gint) seat;
    }
  print_step ("FLIP BITS, 2 players", ft_fb_strength_token (upper), ft_fb_strength_token (lower),
              wins, played, (cpu_ms () - t0) / games);
}

static void
bench_flipbits (guint games)
{
  flipbits_step (FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, games);
  flipbits_step (FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, games);
  flipbits_step (FT_STRENGTH_EXPERT, FT_STRENGTH_BEGINNER, games);
}

static void
hilo_step (FtStrength upper,
           FtStrength lower,
           guint      games)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };
  double t0 = cpu_ms ();

  for (guint i = 0; i < games; i++)
    {
      FtStrength s[2];
      guint seat = i % 2;
      FtHiLoState final;

      s[seat] = upper;
      s[1 - seat] = lower;
      if (!ft_hilo_ai_play_game (2, s, 900000 + i, FALSE, &final, NULL))
        continue;
      played[seat]++;
      wins[seat] += ft_hilo_state_game_winner (&final) == (gint) seat;
    }
  print_step ("Hi Lo Flip, 2 players", ft_hilo_strength_token (upper), ft_hilo_strength_token (lower),
              wins, played, (cpu_ms () - t0) / games);
}

static void
bench_hilo (guint games)
{
  hilo_step (FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, games);
  hilo_step (FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, games);
  hilo_step (FT_STRENGTH_EXPERT, FT_STRENGTH_BEGINNER, games);
}

static void
dice_step (const FtDiceTable *table,
           guint              n_dice,
           FtStrength         upper,
           FtStrength         lower,
           guint              games)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };
  double t0 = cpu_ms ();
  char name[64];
  FtRng rng;

  ft_rng_init (&rng, 77000 + n_dice);
  for (guint i = 0; i < games; i++)
    {
      FtStrength s[2];
      guint seat = i % 2;

      s[seat] = upper;
      s[1 - seat] = lower;
      played[seat]++;
      wins[seat] += ft_dice_player_play_game (s, n_dice, table, &rng, NULL) == seat;
    }
  g_snprintf (name, sizeof name, "FLIP, %u dice a player (seats A and B)", n_dice);
  print_step (name, ft_dice_strength_token (upper), ft_dice_strength_token (lower),
              wins, played, (cpu_ms () - t0) / games);
}

/* The slowest decision of the perfect player over @games games against
 * the standard player, in ms of processor time. */
static void
dice_slowest (const FtDiceTable *table,
              guint              n_dice,
              guint              games)
{
  double worst = 0, total = 0;
  guint64 decisions = 0;
  FtRng rng;

  ft_rng_init (&rng, 88000 + n_dice);
  for (guint i = 0; i < games; i++)
    {
      FtDicePos pos;
      FtDicePlayer expert = i % 2;

      ft_dice_pos_roll (&pos, n_dice, &rng);
      while (!ft_dice_pos_is_over (&pos, NULL))
        {
          FtDiceMove m;
          double t0 = cpu_ms (), t;

          ft_dice_player_choose (pos.turn == expert ? FT_STRENGTH_EXPERT : FT_STRENGTH_STANDARD,
                                 &pos, table, &rng, &m);
          t = cpu_ms () - t0;
          if (pos.turn == expert)
            {
              total += t;
              decisions++;
              worst = MAX (worst, t);
            }
          ft_dice_pos_apply (&pos, &m);
        }
    }
  printf ("FLIP, %u dice: the perfect player's decision takes %.3f ms on average, %.1f ms at most"
          " (%" G_GUINT64_FORMAT " decisions)\n", n_dice, total / MAX (decisions, 1), worst, decisions);
}

static void
bench_dice (guint games)
{
  for (guint n = 3; n <= 4; n++)
    {
      g_autoptr(FtDiceTable) table = ft_dice_table_solve (n, FALSE, 2, NULL, NULL, NULL, NULL);

      dice_step (table, n, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, games);
      dice_step (table, n, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, games);
      dice_slowest (table, n, MIN (games, 1000));
    }
}

int
main (int    argc,
      char **argv)
{
  gboolean flipbits = FALSE, hilo = FALSE, dice = FALSE;
  guint games = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "flipbits") == 0)
        flipbits = TRUE;
      else if (strcmp (argv[i], "hilo") == 0)
        hilo = TRUE;
      else if (strcmp (argv[i], "dice") == 0)
        dice = TRUE;
      else if (strcmp (argv[i], "--games") == 0 && i + 1 < argc)
        games = (guint) atoi (argv[++i]);
      else
        {
          fprintf (stderr, "usage: bench-ladder [flipbits] [hilo] [dice] [--games N]\n");
          return 2;
        }
    }
  if (!flipbits && !hilo && !dice)
    flipbits = hilo = dice = TRUE;
  if (flipbits)
    bench_flipbits (games > 0 ? games : 4000);
  if (hilo)
    bench_hilo (games > 0 ? games : 4000);
  if (dice)
    bench_dice (games > 0 ? games : 10000);
  return 0;
}
