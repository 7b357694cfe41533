/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

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
