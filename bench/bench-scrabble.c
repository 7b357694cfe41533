/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-hint.h"

/*
 * Binary Number Scrabble figures: the move generator's median and worst
 * time on mid-game positions from seeded games with 9-tile racks (no
 * blank, one, two), the hint's 95th percentile, and the expert against
 * the standard player.  Times are the thread's CPU time (the machine is
 * shared).  Prints figures only; it never fails on timing.
 *
 * Usage: bench-scrabble [POSITIONS] [GAMES]  (defaults 200 and 500)
 */

/* CPU time of this thread, in ms: the machine is shared, and wall time
 * would measure the neighbours as much as the generator. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

typedef struct
{
  FtScrabbleBoard board;
  FtScrabbleRack  rack;
  guint8          n_bag;
} Position;

/* Mid-game positions: standard games from seed 1 on, taken after turn 2 to
 * 12 while the bag still refills a rack. */
static GArray *
collect_positions (const FtScrabbleSettings *settings,
                   guint                     wanted)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (Position));

  for (guint64 seed = 1; positions->len < wanted; seed++)
    {
      FtScrabbleState s;
      FtRng rng;
      guint take;

      ft_rng_init (&rng, seed * 7919);
      take = 2 + ft_rng_below (&rng, 11);
      ft_scrabble_state_init (&s, settings, 2, seed);
      for (guint t = 0; !s.over; t++)
        {
          FtScrabbleView view;
          FtScrabbleMove move;

          if (t == take && s.n_bag > 0 && s.racks[s.current].n == FT_SCRABBLE_RACK_SIZE)
            {
              Position p = { s.board, s.racks[s.current], s.n_bag };

              g_array_append_val (positions, p);
              break;
            }
          ft_scrabble_view_init (&view, &s, s.current);
          ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
          ft_scrabble_state_apply (&s, &move, NULL, NULL);
        }
    }
  return positions;
}

/* The rack with exactly @blanks blanks: blanks beyond that become digits,
 * and the first tiles become blanks. */
static FtScrabbleRack
with_blanks (const FtScrabbleRack *rack,
             guint                 blanks,
             guint                 salt)
{
  FtScrabbleRack r = *rack;

  for (guint i = 0; i < r.n; i++)
    if (r.kinds[i] == FT_SCRABBLE_BLANK)
      r.kinds[i] = (i + salt) % 2 ? FT_EQ_TILE_1 : FT_EQ_TILE_0;
  for (guint i = 0; i < blanks; i++)
    r.kinds[i] = FT_SCRABBLE_BLANK;
  return r;
}

static void
count_cb (const FtScrabblePlay *play,
          gpointer              user_data)
{
  (*(guint64 *) user_data)++;
}

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
bench_generator (const FtScrabbleSettings *settings,
                 GArray                   *positions,
                 guint                     blanks,
                 guint                     n)
{
  g_autofree double *ms = g_new (double, n);
  guint64 plays = 0;

  n = MIN (n, positions->len);
  for (guint i = 0; i < n; i++)
    {
      const Position *p = &g_array_index (positions, Position, i);
      FtScrabbleRack rack = with_blanks (&p->rack, blanks, i);
      double t0 = cpu_ms ();

      ft_scrabble_generate (&p->board, settings, &rack, count_cb, &plays);
      ms[i] = cpu_ms () - t0;
    }
  qsort (ms, n, sizeof ms[0], cmp_double);
  printf ("generator, %u blank%s: %u positions, median %.2f ms, p95 %.2f ms, worst %.2f ms, "
          "%.0f plays a position\n",
          blanks, blanks == 1 ? "" : "s", n, ms[n / 2], ms[(n * 95) / 100], ms[n - 1], (double) plays / n);
}

static void
bench_hint (const FtScrabbleSettings *settings,
            GArray                   *positions)
{
  guint n = positions->len;
  g_autofree double *ms = g_new (double, n);

  for (guint i = 0; i < n; i++)
    {
      const Position *p = &g_array_index (positions, Position, i);
      FtScrabbleState s;
      FtScrabbleView view;
      FtScrabbleHint hint;
      double t0;

      memset (&s, 0, sizeof s);
      s.settings = *settings;
      s.n_players = 2;
      s.board = p->board;
      s.racks[0] = p->rack;
      s.n_bag = p->n_bag;
      ft_scrabble_view_init (&view, &s, 0);
      t0 = cpu_ms ();
      ft_scrabble_hint_compute (&view, 10, &hint);
      ms[i] = cpu_ms () - t0;
      ft_scrabble_hint_clear (&hint);
    }
  /* The racks as dealt: blanks as often as in play. */
  qsort (ms, n, sizeof ms[0], cmp_double);
  printf ("hint (10 best ranked, the best explained): %u positions, median %.2f ms, p95 %.2f ms, "
          "worst %.2f ms\n", n, ms[n / 2], ms[(n * 95) / 100], ms[n - 1]);
}

static void
bench_expert (const FtScrabbleSettings *settings,
              guint                     games)
{
  guint wins = 0, ties = 0;
  gint64 expert = 0, standard = 0;
  double t0 = cpu_ms ();
  double rate, margin;

  for (guint g = 0; g < games; g++)
    {
      FtStrength seats[2];
      FtScrabbleState final;
      guint me = g % 2, winners;

      seats[me] = FT_STRENGTH_EXPERT;
      seats[!me] = FT_STRENGTH_STANDARD;
      if (!ft_scrabble_ai_play_game (settings, 2, seats, NULL, 900000 + g / 2, FALSE, &final, NULL))
        g_error ("game %u did not finish", g);
      winners = ft_scrabble_state_winners (&final);
      ties += winners == 3;
      wins += winners == 1u << me;
      expert += final.scores[me];
      standard += final.scores[!me];
    }
  rate = (wins + 0.5 * ties) / games;
  margin = 1.96 * sqrt (rate * (1 - rate) / games);
  printf ("expert against standard: %u games (seats alternating), expert wins %u, ties %u: "
          "%.1f%% ± %.1f; mean score %.1f against %.1f; %.0f ms a game\n",
          games, wins, ties, 100 * rate, 100 * margin, (double) expert / games, (double) standard / games,
          (cpu_ms () - t0) / games);
}

int
main (int    argc,
      char **argv)
{
  FtScrabbleSettings settings;
  g_autoptr(GArray) positions = NULL;
  guint n = argc > 1 ? atoi (argv[1]) : 200;
  guint games = argc > 2 ? atoi (argv[2]) : 500;

  ft_scrabble_settings_init (&settings);
  positions = collect_positions (&settings, MAX (n, 1));
  bench_generator (&settings, positions, 0, n);
  bench_generator (&settings, positions, 1, n);
  bench_generator (&settings, positions, 2, n / 2);
  bench_hint (&settings, positions);
  if (games > 0)
    bench_expert (&settings, games);
  return 0;
}
