/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include <math.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-rules.h"

/*
 * Boards for the tests, written as old equations:
 * "8,7 across 1 + 1 = 1 0; 1,10 down 1 =" (1-based, tiles as the equation
 * engine reads them, `?` after a blank).  The board need not be reachable
 * in a game: the rules judge a play against whatever is on it.
 */
static inline void
test_board (FtScrabbleBoard *board,
            const char      *spec)
{
  g_auto(GStrv) entries = g_strsplit (spec, ";", -1);

  ft_scrabble_board_clear (board);
  for (guint e = 0; entries[e] != NULL; e++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (entries[e]), " ", -1);
      guint row, col, n = 0;
      gboolean down;

      if (words[0] == NULL || *words[0] == '\0')
        continue;
      g_assert_cmpint (sscanf (words[0], "%u,%u", &row, &col), ==, 2);
      g_assert_nonnull (words[1]);
      down = strcmp (words[1], "down") == 0;
      for (guint w = 2; words[w] != NULL; w++)
        {
          guint8 cell;
          guint sq = down ? ft_scrabble_square (row - 1 + n, col - 1) : ft_scrabble_square (row - 1, col - 1 + n);

          if (*words[w] == '\0')
            continue;
          g_assert_true (ft_scrabble_cell_from_string (words[w], &cell));
          board->cells[sq] = cell;
          n++;
        }
    }
}

static inline FtScrabblePlay
test_play (const char *text)
{
  FtScrabblePlay play;
  g_autoptr(GError) error = NULL;

  ft_scrabble_play_from_string (&play, NULL, text, &error);
  g_assert_no_error (error);
  return play;
}

/*
 * The strength ladder, shared by test-scrabble-ladder and bench-scrabble:
 * @games two-player games of @upper against @lower at the app's settings,
 * seats alternating on the same deals (games 2k and 2k + 1 share seed
 * @seed + k).  @wins[seat] counts @upper's wins in that seat (a shared win
 * is not one), @played[seat] its games there.
 */
static inline void
scrabble_ladder (FtStrength  upper,
                 FtStrength  lower,
                 guint       games,
                 guint64     seed,
                 guint      *wins,
                 guint      *played,
                 gint64     *points)
{
  FtScrabbleSettings settings;

  ft_scrabble_settings_init (&settings);
  wins[0] = wins[1] = played[0] = played[1] = 0;
  points[0] = points[1] = 0;
  for (guint g = 0; g < games; g++)
    {
      FtStrength seats[2];
      FtScrabbleState final;
      guint me = g % 2;

      seats[me] = upper;
      seats[!me] = lower;
      if (!ft_scrabble_ai_play_game (&settings, 2, seats, NULL, seed + g / 2, FALSE, &final, NULL))
        g_error ("game %u did not finish", g);
      played[me]++;
      wins[me] += ft_scrabble_state_winners (&final) == 1u << me;
      points[0] += final.scores[me];
      points[1] += final.scores[!me];
    }
}

/* The 95% Wilson score interval of @wins in @n. */
static inline void
scrabble_wilson (guint   wins,
                 guint   n,
                 double *low,
                 double *high)
{
  double z = 1.96, p = (double) wins / n;
  double centre = p + z * z / (2 * n);
  double spread = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n));

  *low = (centre - spread) / (1 + z * z / n);
  *high = (centre + spread) / (1 + z * z / n);
}
