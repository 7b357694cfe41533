/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-hint.h"
#include "scrabble-test-util.h"

/*
 * Binary Number Scrabble figures: the move generator's median, 95th
 * percentile and worst time on positions of every stage of seeded games
 * (opening, middle, late), with racks of no blank to the bag's three; the
 * hint's; the expert's time for a move; and the strength ladder (standard
 * against beginner, expert against standard, both seats, with 95% Wilson
 * intervals).  Times are the thread's CPU time (the machine is shared),
 * each position's the least of REPS runs: a neighbour that takes the core's
 * caches or its other thread slows a run down without being the
 * generator's doing, and the least of a few runs is the one it disturbed
 * least.  Prints figures only; it never fails on timing.
 *
 * Usage: bench-scrabble [POSITIONS] [GAMES]  (positions per stage, games
 * per step of the ladder; defaults 100 and 400)
 */

#define REPS 3

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

/* The stages of a game, by the tiles on the board and in the bag. */
enum
{
  STAGE_OPENING,   /* fewer than 12 tiles on the board (the empty board too) */
  STAGE_MIDDLE,
  STAGE_LATE,      /* 9 tiles or fewer in the bag: a full-ish board */
  N_STAGES
};

static const char *const stage_names[N_STAGES] = { "opening", "middle", "late" };

static guint
stage_of (const FtScrabbleState *s)
{
  guint on_board = 0;

  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    on_board += s->board.cells[sq] != FT_SCRABBLE_EMPTY;
  if (on_board < 12)
    return STAGE_OPENING;
  return s->n_bag <= FT_SCRABBLE_RACK_SIZE ? STAGE_LATE : STAGE_MIDDLE;
}

/* @wanted positions of each stage: standard games from seed 1 on, one
 * position of a stage a game, at a seeded turn among that stage's, with
 * the rack of the player to move. */
static void
collect_positions (const FtScrabbleSettings *settings,
                   guint                     wanted,
                   GArray                  **positions)
{
  for (guint k = 0; k < N_STAGES; k++)
    positions[k] = g_array_new (FALSE, FALSE, sizeof (Position));

  for (guint64 seed = 1; positions[STAGE_OPENING]->len < wanted || positions[STAGE_MIDDLE]->len < wanted ||
                         positions[STAGE_LATE]->len < wanted; seed++)
    {
      g_autoptr(GArray) turns = g_array_new (FALSE, FALSE, sizeof (Position));
      g_autoptr(GArray) stages = g_array_new (FALSE, FALSE, sizeof (guint));
      FtScrabbleState s;
      FtRng rng;

      ft_rng_init (&rng, seed * 7919);
      ft_scrabble_state_init (&s, settings, 2, seed);
      while (!s.over)
        {
          FtScrabbleView view;
          FtScrabbleMove move;
          Position p = { s.board, s.racks[s.current], s.n_bag };
          guint stage = stage_of (&s);

          g_array_append_val (turns, p);
          g_array_append_val (stages, stage);
          ft_scrabble_view_init (&view, &s, s.current);
          ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
          ft_scrabble_state_apply (&s, &move, NULL, NULL);
        }
      for (guint k = 0; k < N_STAGES; k++)
        {
          guint n = 0, pick;

          for (guint t = 0; t < turns->len; t++)
            n += g_array_index (stages, guint, t) == k;
          if (n == 0 || positions[k]->len >= wanted)
            continue;
          pick = ft_rng_below (&rng, n);
          for (guint t = 0; t < turns->len; t++)
            if (g_array_index (stages, guint, t) == k && pick-- == 0)
              g_array_append_val (positions[k], g_array_index (turns, Position, t));
        }
    }
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
  for (guint i = 0; i < blanks && i < r.n; i++)
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
print_times (const char *what,
             double     *ms,
             guint       n,
             const char *more)
{
  qsort (ms, n, sizeof ms[0], cmp_double);
  printf ("%s: %u positions, median %.2f ms, p95 %.2f ms, worst %.2f ms%s\n",
          what, n, ms[n / 2], ms[(n * 95) / 100], ms[n - 1], more);
}

/* The generator on the positions of every stage with @blanks blanks in
 * the rack; returns its worst time. */
static double
bench_generator (const FtScrabbleSettings *settings,
                 GArray                  **positions,
                 guint                     blanks)
{
  guint n_all = 0, total = 0;
  g_autofree double *all = NULL;
  double worst;

  for (guint k = 0; k < N_STAGES; k++)
    total += positions[k]->len;
  all = g_new (double, total);
  for (guint k = 0; k < N_STAGES; k++)
    {
      guint n = positions[k]->len;
      g_autofree double *ms = g_new (double, n);
      g_autofree char *what = g_strdup_printf ("generator, %u blank%s, %s", blanks, blanks == 1 ? "" : "s",
                                               stage_names[k]);
      g_autofree char *more = NULL;
      guint64 plays = 0;

      for (guint i = 0; i < n; i++)
        {
          const Position *p = &g_array_index (positions[k], Position, i);
          FtScrabbleRack rack = with_blanks (&p->rack, blanks, i);

          for (guint rep = 0; rep < REPS; rep++)
            {
              guint64 count = 0;
              double t0 = cpu_ms (), t;

              ft_scrabble_generate (&p->board, settings, &rack, count_cb, &count);
              t = cpu_ms () - t0;
              if (rep == 0 || t < ms[i])
                ms[i] = t;
              if (rep == 0)
                plays += count;
            }
          all[n_all++] = ms[i];
        }
      more = g_strdup_printf (", %.0f plays a position", (double) plays / n);
      print_times (what, ms, n, more);
    }
  {
    g_autofree char *what = g_strdup_printf ("generator, %u blank%s, every stage", blanks, blanks == 1 ? "" : "s");

    print_times (what, all, n_all, "");
  }
  worst = all[n_all - 1];
  return worst;
}

/* What the player to move sees of @p, in a two-player game at the
 * app's settings. */
static void
position_view (const Position *p,
               FtScrabbleView *view)
{
  FtScrabbleState s;

  memset (&s, 0, sizeof s);
  ft_scrabble_settings_init (&s.settings);
  s.n_players = 2;
  s.board = p->board;
  s.racks[0] = p->rack;
  s.n_bag = p->n_bag;
  ft_scrabble_view_init (view, &s, 0);
}

static void
bench_hint (GArray *positions)
{
  guint n = positions->len;
  g_autofree double *ms = g_new (double, n);

  for (guint i = 0; i < n; i++)
    {
      FtScrabbleView view;
      FtScrabbleHint hint;
      double t0;

      position_view (&g_array_index (positions, Position, i), &view);
      for (guint rep = 0; rep < REPS; rep++)
        {
          double t;

          t0 = cpu_ms ();
          ft_scrabble_hint_compute (&view, 10, &hint);
          t = cpu_ms () - t0;
          if (rep == 0 || t < ms[i])
            ms[i] = t;
          ft_scrabble_hint_clear (&hint);
        }
    }
  /* The racks as dealt: blanks as often as in play. */
  print_times ("hint (10 best ranked, the best explained), middle", ms, n, "");
}

/* One step of the ladder: @upper against @lower, both seats. */
static void
bench_ladder (FtStrength upper,
              FtStrength lower,
              guint      games)
{
  guint wins[2], played[2];
  gint64 points[2];
  double t0 = cpu_ms (), lo, hi;

  scrabble_ladder (upper, lower, games, 900000, wins, played, points);
  scrabble_wilson (wins[0] + wins[1], games, &lo, &hi);
  printf ("%s against %s: %u games, won %u: %.1f%% [%.1f, %.1f]",
          ft_scrabble_strength_token (upper), ft_scrabble_strength_token (lower), games, wins[0] + wins[1],
          100.0 * (wins[0] + wins[1]) / games, 100 * lo, 100 * hi);
  for (guint seat = 0; seat < 2; seat++)
    {
      scrabble_wilson (wins[seat], played[seat], &lo, &hi);
      printf ("; %s seat %.1f%% [%.1f, %.1f]", seat == 0 ? "first" : "second",
              100.0 * wins[seat] / played[seat], 100 * lo, 100 * hi);
    }
  printf ("; mean score %.0f against %.0f; %.0f ms a game\n", (double) points[0] / games,
          (double) points[1] / games, (cpu_ms () - t0) / games);
}

/* The expert's time for one move, at every stage of the game (the app
 * thinks off the main thread, but the person waits for it). */
static void
bench_expert_move (GArray **positions)
{
  guint n = 0;
  g_autofree double *ms = NULL;

  for (guint k = 0; k < N_STAGES; k++)
    n += positions[k]->len;
  ms = g_new (double, n);
  n = 0;
  for (guint k = 0; k < N_STAGES; k++)
    for (guint i = 0; i < positions[k]->len; i++)
      {
        FtScrabbleView view;
        FtScrabbleMove move;
        double t0;

        position_view (&g_array_index (positions[k], Position, i), &view);
        for (guint rep = 0; rep < REPS; rep++)
          {
            double t;

            t0 = cpu_ms ();
            ft_scrabble_ai_choose (&view, FT_STRENGTH_EXPERT, &move);
            t = cpu_ms () - t0;
            if (rep == 0 || t < ms[n])
              ms[n] = t;
          }
        n++;
      }
  print_times ("expert's move (racks as dealt), every stage", ms, n, "");
}

int
main (int    argc,
      char **argv)
{
  FtScrabbleSettings settings;
  GArray *positions[N_STAGES];
  guint n = argc > 1 ? atoi (argv[1]) : 100;
  guint games = argc > 2 ? atoi (argv[2]) : 400;

  ft_scrabble_settings_init (&settings);
  collect_positions (&settings, MAX (n, 1), positions);
  for (guint blanks = 0; blanks <= 3; blanks++)
    bench_generator (&settings, positions, blanks);
  bench_hint (positions[STAGE_MIDDLE]);
  bench_expert_move (positions);
  if (games > 0)
    {
      bench_ladder (FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, games);
      bench_ladder (FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, games);
    }
  for (guint k = 0; k < N_STAGES; k++)
    g_array_unref (positions[k]);
  return 0;
}
