/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ft-rng.h"
#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-hint.h"
#include "flipchain-positions.h"
#include "../tests/ladder-test.h"

/*
 * Flipchain figures (printed, never pass/fail):
 *
 *   bench-flipchain [worst] [ladder] [place] [solved] [versus] [study] [--games N] [--playouts P]
 *                   [--side S] [--first F]
 *
 * - worst: the worst cases of the flip search: every empty cell, both
 *   colours, of late positions of sides 8–10 where nobody has won (random
 *   games in which nobody wins while they can help it, up to 80% full, and
 *   random loop-free fillings; tests/flipchain/flipchain-positions.h);
 *   processor time of one placement with its flips and win check, the
 *   fastest of three runs; median, 99th percentile and worst, the worst
 *   positions printed; then the tactical hint and the standard player's
 *   move on the worst one.
 * - ladder: standard against beginner (side 5) and expert (the app's
 *   playouts) against standard (sides 4, 5 and 6, or --side up to 8),
 *   seats alternating, pie rule on: wins in each seat with 95% Wilson
 *   intervals (default 200 and 100 games) and the processor time of a
 *   move; --first F plays games F, F+1, … of the same seeded series (a
 *   run split over processes adds up to the whole), and the counts so far
 *   go to stderr after every game; --time-ms T also gives the expert the
 *   app's time budget (1500), for the times on large boards (not
 *   reproducible).  tests/flipchain/test-flipchain-ladder.c and the
 *   flipchain-ai-strength test check the same steps on the first games.
 * - place: one placement with its flips (R8) and the loop check (R9) on
 *   side-10 mid-game positions reached by random play; median and worst;
 *   and the tactical part of a hint on such positions.
 * - solved: the solved part of a hint on side 3 (value and every move's
 *   value), at every move of seeded random games.
 * - versus: the expert against the standard player, seats alternating,
 *   pie rule on, on sides 4 and 5 (default 400 games each).
 * - study: the expert against itself on sides 4–7 (default 1000 games
 *   each): wins by colour, draws, mean length, and where the first loop
 *   formed (the ring of the winning placement, 0 the centre).
 *
 * Without an action it runs worst, place and versus.  --side keeps one side of
 * versus; --first F starts at game F of the seeded series, so that a long
 * run can be split over several processes and added up.
 */

static double
clock_ns (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double
now_ns (void)
{
  return clock_ns (CLOCK_MONOTONIC);
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The 95% Wilson score interval of @wins in @n, in percent. */
static void
wilson (guint   wins,
        guint   n,
        double *low,
        double *high)
{
  ladder_wilson (wins, n, low, high);
  *low *= 100;
  *high *= 100;
}

/* One ladder step: @upper against @lower on @side, seats alternating, the
 * pie rule variant on (the app's offers it; off by default); the expert at @playouts.  Prints the
 * wins in each seat and together with 95% intervals and the processor
 * time of the upper player's moves (mean and slowest). */
static void
ladder_step (guint        side,
             FtStrength   upper,
             FtStrength   lower,
             guint        first,
             guint        games,
             guint        playouts,
             gint64       time_us)
{
  guint wins[2] = { 0, 0 }, played[2] = { 0, 0 };
  double t0 = now_ns (), move_ms = 0, worst_ms = 0;
  guint moves = 0;

  for (guint i = first; i < first + games; i++)
    {
      FtFcGame g;
      FtStrength s[2];
      guint seat = i % 2;
      FtRng rng;

      s[seat] = upper;
      s[1 - seat] = lower;
      ft_fc_game_init (&g, side, TRUE);
      /* As ft_fc_ai_play_game() does, with the upper player's moves timed. */
      ft_rng_init (&rng, 31000 + i);
      while (g.status == FT_FC_PLAYING)
        {
          guint mover = ft_fc_game_seat_colour (&g, 0) == g.to_move ? 0 : 1;
          guint64 move_seed = ft_rng_next (&rng);
          double c0 = clock_ns (CLOCK_PROCESS_CPUTIME_ID), ms;
          gint move;

          if (s[mover] == FT_STRENGTH_EXPERT)
            {
              FtFcBudget budget = { playouts, time_us, move_seed, NULL, NULL, NULL };
              FtFcChoice choice;

              ft_fc_ai_expert (&g, &budget, &choice);
              move = choice.move;
            }
          else
            move = ft_fc_ai_choose (&g, s[mover], move_seed);
          ms = (clock_ns (CLOCK_PROCESS_CPUTIME_ID) - c0) / 1e6;
          if (mover == seat)
            {
              move_ms += ms;
              worst_ms = MAX (worst_ms, ms);
              moves++;
            }
          ft_fc_game_play (&g, move, NULL, NULL);
        }
      played[seat]++;
      if (g.status == FT_FC_WON && ft_fc_game_seat_colour (&g, seat) == g.winner)
        wins[seat]++;
      /* A long run can be read (and added up) before it ends. */
      fprintf (stderr, "ladder side %u so far: games %u to %u, moving first %u of %u, second %u of %u\n",
               side, first, i, wins[0], played[0], wins[1], played[1]);
    }
  printf ("ladder side %u: %s beats %s", side, ft_fc_strength_token (upper), ft_fc_strength_token (lower));
  for (guint seat = 0; seat < 2; seat++)
    {
      double lo, hi;

      wilson (wins[seat], played[seat], &lo, &hi);
      printf ("%s %u of %u (%.1f%%, 95%% interval %.1f-%.1f)", seat == 0 ? " moving first" : ", second",
              wins[seat], played[seat], 100.0 * wins[seat] / played[seat], lo, hi);
    }
  {
    double lo, hi;

    wilson (wins[0] + wins[1], games, &lo, &hi);
    printf ("; together %.1f%% (%.1f-%.1f); %s's move %.1f ms of processor time on average, %.0f ms at most;"
            " %.0f s\n", 100.0 * (wins[0] + wins[1]) / games, lo, hi, ft_fc_strength_token (upper),
            move_ms / MAX (moves, 1), worst_ms, (now_ns () - t0) / 1e9);
  }
  fflush (stdout);
}

static void
bench_ladder (guint  games,
              guint  side,
              guint  first,
              gint64 time_us)
{
  if (side == 0 || side == 5)
    ladder_step (5, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, first, games > 0 ? games : 200, 0, 0);
  for (guint s = 4; s <= 8; s++)
    if ((side == 0 && s <= 6) || side == s)
      ladder_step (s, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, first, games > 0 ? games : 100,
                   FT_FC_EXPERT_PLAYOUTS, time_us);
}

static gint
random_legal (const FtFcGame *g,
              FtRng          *rng)
{
  FtFcBits legal;
  guint k;

  ft_fc_game_legal (g, &legal);
  k = ft_rng_below (rng, ft_fc_bits_count (&legal));
  FT_FC_BITS_FOREACH (c, &legal)
    if (k-- == 0)
      return c;
  return FT_FC_NO_CELL;
}

/* Processor time of this thread. */
static double
cpu_ns (void)
{
  return clock_ns (CLOCK_THREAD_CPUTIME_ID);
}

typedef struct
{
  double     ns;
  FtFcBoard  board;
  guint      cell;
  FtFcColour colour;
} Timed;

static int
compare_timed (const void *a,
               const void *b)
{
  return compare_double (&((const Timed *) a)->ns, &((const Timed *) b)->ns);
}

/* Processor time of one placement, the fastest of @reps runs. */
static double
time_place (const FtFcBoard *b,
            FtFcColour       colour,
            guint            cell,
            guint            reps)
{
  double best = G_MAXDOUBLE;

  for (guint rep = 0; rep < reps; rep++)
    {
      FtFcBoard p = *b;
      double t0 = cpu_ns ();

      ft_fc_board_place (&p, colour, cell, NULL);
      best = MIN (best, cpu_ns () - t0);
    }
  return best;
}

static void
bench_worst (guint games)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (Timed));
  guint positions = 0;

  for (guint side = 8; side <= FT_FC_MAX_SIDE; side++)
    {
      FtRng rng;
      guint side_start = all->len;

      ft_rng_init (&rng, 8800 + side);
      for (guint i = 0; i < 2 * games; i++)
        {
          FtFcBoard b;
          FtFcBits empty;

          if (i % 2 == 0)
            {
              FtFcGame g;

              quiet_game (&g, side, 30 + ft_rng_below (&rng, 51), &rng);
              b = g.board;
            }
          else
            quiet_filling (&b, side, 30 + ft_rng_below (&rng, 51), &rng);
          positions++;
          ft_fc_board_empty_cells (&b, &empty);
          FT_FC_BITS_FOREACH (c, &empty)
            for (FtFcColour colour = FT_FC_RED; colour <= FT_FC_BLUE; colour++)
              {
                Timed t = { time_place (&b, colour, (guint) c, 3), b, (guint) c, colour };

                g_array_append_val (all, t);
              }
        }
      printf ("worst side %u: %u placements on %u late positions nobody has won\n",
              side, all->len - side_start, 2 * games);
    }
  /* A run can be interrupted even in processor time (interrupts, caches
   * on a busy machine): the slowest hundred again, fastest of 20. */
  g_array_sort (all, compare_timed);
  for (guint i = all->len > 100 ? all->len - 100 : 0; i < all->len; i++)
    {
      Timed *t = &g_array_index (all, Timed, i);

      t->ns = time_place (&t->board, t->colour, t->cell, 20);
    }
  g_array_sort (all, compare_timed);
  printf ("worst (sides 8-10, %u positions, %u placements with flips and win check; processor time, "
          "fastest of 3 runs, the slowest 100 of 20): median %.2f us, 99th %.2f us, worst %.3f ms\n",
          positions, all->len, g_array_index (all, Timed, all->len / 2).ns / 1e3,
          g_array_index (all, Timed, all->len * 99 / 100).ns / 1e3,
          g_array_index (all, Timed, all->len - 1).ns / 1e6);
  {
    const Timed *w = &g_array_index (all, Timed, all->len - 1);
    g_autofree char *text = ft_fc_board_to_string (&w->board);
    g_autofree char *name = ft_fc_cell_name (w->board.side, w->cell);
    FtFcGame g;
    FtFcHint hint;
    double t0;

    printf ("the worst placement: %s on %s, side %u:\n%s", w->colour == FT_FC_RED ? "red" : "blue",
            name, w->board.side, text);
    ft_fc_game_init (&g, w->board.side, FALSE);
    g.board = w->board;
    g.to_move = w->colour;
    g.n_moves = 20;
    t0 = cpu_ns ();
    ft_fc_hint_tactics (&g, &hint);
    printf ("on it, the tactical hint takes %.1f ms", (cpu_ns () - t0) / 1e6);
    t0 = cpu_ns ();
    ft_fc_ai_choose (&g, FT_STRENGTH_STANDARD, 1);
    printf (" and the standard player's move %.1f ms (processor time)\n", (cpu_ns () - t0) / 1e6);
  }
  fflush (stdout);
  g_array_unref (all);
}

static void
bench_place (void)
{
  enum { N = 4000 };
  static double times[N];
  FtRng rng;
  guint n = 0, flipped = 0, wins = 0;
  const FtFcGeom *geom = ft_fc_geom (10);

  ft_rng_init (&rng, 10);
  while (n < N)
    {
      FtFcGame g;
      /* Mid-game: a fifth to a half of the board filled. */
      guint stop = geom->n_cells / 5 + ft_rng_below (&rng, geom->n_cells * 3 / 10);

      ft_fc_game_init (&g, 10, FALSE);
      while (g.status == FT_FC_PLAYING && g.n_moves < stop)
        ft_fc_game_play (&g, random_legal (&g, &rng), NULL, NULL);
      if (g.status != FT_FC_PLAYING)
        continue;
      for (guint k = 0; k < 20 && n < N; k++)
        {
          FtFcBits flips;
          gint cell = random_legal (&g, &rng);
          gboolean won = FALSE;
          double best = G_MAXDOUBLE;

          /* Each placement three times, keeping the fastest: on a shared
           * machine a single run also measures whoever else ran. */
          for (guint rep = 0; rep < 3; rep++)
            {
              FtFcBoard b = g.board;
              double t0 = now_ns ();

              won = ft_fc_board_place (&b, g.to_move, (guint) cell, &flips);
              best = MIN (best, now_ns () - t0);
            }
          times[n++] = best;
          flipped += ft_fc_bits_count (&flips);
          wins += won;
        }
    }
  qsort (times, N, sizeof times[0], compare_double);
  printf ("place (side 10, %d mid-game placements, %.1f flips each, %u wins; fastest of 3 runs each): "
          "median %.2f us, 99th %.2f us, worst %.2f us\n",
          N, (double) flipped / N, wins, times[N / 2] / 1e3, times[N * 99 / 100] / 1e3, times[N - 1] / 1e3);
}

/* The tactical part of a hint (legal cells, wins now, threats, stops) on
 * side 10, where it is dearest; the issue asks for 50 ms at most. */
static void
bench_hint (void)
{
  enum { N = 200 };
  static double times[N];
  FtRng rng;
  guint n = 0, with_threats = 0;
  const FtFcGeom *geom = ft_fc_geom (10);

  ft_rng_init (&rng, 11);
  while (n < N)
    {
      FtFcGame g;
      FtFcHint hint;
      guint stop = geom->n_cells / 5 + ft_rng_below (&rng, geom->n_cells * 3 / 10);
      double t0;

      ft_fc_game_init (&g, 10, FALSE);
      while (g.status == FT_FC_PLAYING && g.n_moves < stop)
        ft_fc_game_play (&g, random_legal (&g, &rng), NULL, NULL);
      if (g.status != FT_FC_PLAYING)
        continue;
      times[n] = G_MAXDOUBLE;
      for (guint rep = 0; rep < 3; rep++)
        {
          t0 = now_ns ();
          ft_fc_hint_tactics (&g, &hint);
          times[n] = MIN (times[n], now_ns () - t0);
        }
      n++;
      with_threats += !ft_fc_bits_empty (&hint.threats);
    }
  qsort (times, N, sizeof times[0], compare_double);
  printf ("hint tactics (side 10, %d mid-game positions, %u with threats; fastest of 3): median %.2f ms, worst %.2f ms\n",
          N, with_threats, times[N / 2] / 1e6, times[N - 1] / 1e6);
}

/* The solved part of a hint on side 3, as the model asks it (a fresh
 * solver each time, processor time of this thread), at every move of
 * seeded random games with the pie rule. */
static void
bench_solved (void)
{
  enum { GAMES = 12 };
  GArray *times = g_array_new (FALSE, FALSE, sizeof (double));
  FtRng rng;
  guint unsolved = 0;

  ft_rng_init (&rng, 5);
  for (guint i = 0; i < GAMES; i++)
    {
      FtFcGame g;

      ft_fc_game_init (&g, 3, TRUE);
      while (g.status == FT_FC_PLAYING)
        {
          FtFcHint hint;
          struct timespec a, b;
          double ms;

          ft_fc_hint_tactics (&g, &hint);
          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &a);
          if (!ft_fc_hint_solve (&g, NULL, 5 * G_USEC_PER_SEC, NULL, &hint))
            unsolved++;
          clock_gettime (CLOCK_THREAD_CPUTIME_ID, &b);
          ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
          g_array_append_val (times, ms);
          if (ft_fc_game_can_swap (&g) && ft_rng_below (&rng, 4) == 0)
            ft_fc_game_play (&g, FT_FC_MOVE_SWAP, NULL, NULL);
          else
            ft_fc_game_play (&g, random_legal (&g, &rng), NULL, NULL);
        }
    }
  g_array_sort (times, compare_double);
  printf ("hint solved part (side 3, %u positions of %d random games, %u not solved in 5 s; processor time): "
          "median %.1f ms, 90th %.1f ms, worst %.1f ms\n",
          times->len, GAMES, unsolved, g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len * 9 / 10), g_array_index (times, double, times->len - 1));
  g_array_unref (times);
}

static void
bench_versus (guint games,
              guint playouts,
              guint only_side,
              guint first)
{
  for (guint side = 4; side <= 5; side++)
    {
      if (only_side != 0 && side != only_side)
        continue;
      {
      guint expert = 0, draws = 0;
      double t0 = now_ns ();

      for (guint i = first; i < first + games; i++)
        {
          FtFcGame g;
          FtStrength s[2];
          guint seat = i % 2;

          s[seat] = FT_STRENGTH_EXPERT;
          s[1 - seat] = FT_STRENGTH_STANDARD;
          ft_fc_game_init (&g, side, TRUE);
          ft_fc_ai_play_game (&g, s, playouts, 7000 + i, NULL);
          if (g.status == FT_FC_DRAWN)
            draws++;
          else if (ft_fc_game_seat_colour (&g, seat) == g.winner)
            expert++;
          /* A running tally, so that a long run stopped early still tells. */
          if ((i + 1 - first) % 20 == 0)
            {
              printf ("versus side %u so far: games %u to %u, expert %u, draws %u\n",
                      side, first, i, expert, draws);
              fflush (stdout);
            }
        }
      {
        double p = (double) expert / games;

        printf ("versus side %u (games %u to %u): expert (%u playouts) beats standard in %u of %u games "
                "(%.1f%% ± %.1f), draws %u, %.1f s\n",
                side, first, first + games - 1, playouts, expert, games, 100 * p,
                196 * sqrt (p * (1 - p) / games), draws, (now_ns () - t0) / 1e9);
      }
      }
    }
}

static guint
ring_of (const FtFcGeom *g,
         guint           cell)
{
  gint q = g->q_of[cell], r = g->r_of[cell];

  return (guint) MAX (ABS (q), MAX (ABS (r), ABS (q + r)));
}

static void
bench_study (guint games,
             guint playouts)
{
  for (guint side = 4; side <= 7; side++)
    {
      const FtFcGeom *geom = ft_fc_geom (side);
      const FtStrength s[2] = { FT_STRENGTH_EXPERT, FT_STRENGTH_EXPERT };
      guint colour[3] = { 0, }, rings[FT_FC_MAX_SIDE] = { 0, }, swaps = 0;
      guint64 length = 0;
      double t0 = now_ns ();

      for (guint i = 0; i < games; i++)
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (gint));
          FtFcGame g;

          ft_fc_game_init (&g, side, TRUE);
          ft_fc_ai_play_game (&g, s, playouts, 9000 + i, moves);
          colour[g.status == FT_FC_WON ? g.winner : FT_FC_EMPTY]++;
          length += g.n_moves;
          swaps += g.swapped;
          if (g.status == FT_FC_WON)
            rings[ring_of (geom, (guint) g_array_index (moves, gint, moves->len - 1))]++;
        }
      printf ("study side %u (%u games, %u playouts): Red %u, Blue %u, draws %u, swaps %u, "
              "mean length %.1f of %u cells; winning placement by ring:",
              side, games, playouts, colour[FT_FC_RED], colour[FT_FC_BLUE], colour[FT_FC_EMPTY],
              swaps, (double) length / games, geom->n_cells);
      for (guint r = 0; r < side; r++)
        printf (" %u", rings[r]);
      printf (" (%.0f s)\n", (now_ns () - t0) / 1e9);
    }
}

int
main (int    argc,
      char **argv)
{
  gboolean place = FALSE, versus = FALSE, study = FALSE, solved = FALSE, worst = FALSE, ladder = FALSE;
  guint games = 0, playouts = 300, side = 0, first = 0;
  gint64 time_ms = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "place") == 0)
        place = TRUE;
      else if (strcmp (argv[i], "worst") == 0)
        worst = TRUE;
      else if (strcmp (argv[i], "ladder") == 0)
        ladder = TRUE;
      else if (strcmp (argv[i], "solved") == 0)
        solved = TRUE;
      else if (strcmp (argv[i], "versus") == 0)
        versus = TRUE;
      else if (strcmp (argv[i], "study") == 0)
        study = TRUE;
      else if (strcmp (argv[i], "--games") == 0 && i + 1 < argc)
        games = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--playouts") == 0 && i + 1 < argc)
        playouts = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--side") == 0 && i + 1 < argc)
        side = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--first") == 0 && i + 1 < argc)
        first = (guint) atoi (argv[++i]);
      else if (strcmp (argv[i], "--time-ms") == 0 && i + 1 < argc)
        time_ms = atoi (argv[++i]);
      else
        {
          fprintf (stderr, "usage: bench-flipchain [worst] [ladder] [place] [solved] [versus] [study] [--games N] [--playouts P]"
                   " [--side S] [--first F] [--time-ms T]\n");
          return 2;
        }
    }
  if (!place && !versus && !study && !solved && !worst && !ladder)
    worst = place = versus = TRUE;
  if (playouts == 0)
    playouts = 300;

  if (ladder)
    bench_ladder (games, side, first, time_ms * 1000);
  if (worst)
    bench_worst (games > 0 ? games : 40);
  if (place)
    {
      bench_place ();
      bench_hint ();
    }
  if (solved)
    bench_solved ();
  if (versus)
    bench_versus (games > 0 ? games : 400, playouts, side, first);
  if (study)
    bench_study (games > 0 ? games : 1000, playouts);
  return 0;
}
