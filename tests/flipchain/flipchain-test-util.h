/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "flipchain/flipchain-game.h"

/* Helpers shared by the Flipchain test programs. */

/* The ring of five blue discs around d4 on side 5, open at e4: Red
 * placing at e4 flips all five and wins (R8, R9). */
static const char ring_board[] =
  "# Blue's ring around d4, open at e4\n"
  "    . . . . .\n"
  "   . . . . . .\n"
  "  . . B B . . .\n"
  " . . B . B . . .\n"
  ". . . . B . . . .\n"
  " . . . . . . . .\n"
  "  . . . . . . .\n"
  "   . . . . . .\n"
  "    . . . . .\n";

static inline FtFcBoard
board_of (guint       side,
          const char *text)
{
  g_autoptr(GError) error = NULL;
  FtFcBoard b;

  if (!ft_fc_board_from_string (&b, side, text, &error))
    g_error ("could not read the board: %s", error->message);
  return b;
}

static inline guint
cell_of (guint       side,
         const char *name)
{
  guint cell = 0;

  if (!ft_fc_cell_parse (side, name, &cell))
    g_error ("“%s” is not a cell of side %u", name, side);
  return cell;
}

/* A game of @side with @board on it and @to_move to move, as if some
 * moves had been played (no swap pending). */
static inline void
position (FtFcGame   *g,
          guint       side,
          FtFcColour  to_move,
          const char *board)
{
  ft_fc_game_init (g, side, FALSE);
  g->board = board_of (side, board);
  g->to_move = to_move;
  g->n_moves = 12;
}

/* Plays random legal moves until the game ends or @stop moves are on. */
static inline void
play_randomly (FtFcGame *g,
               FtRng    *rng,
               guint     stop)
{
  while (g->status == FT_FC_PLAYING && g->n_moves < stop)
    {
      FtFcBits legal;
      guint k;

      ft_fc_game_legal (g, &legal);
      k = ft_rng_below (rng, ft_fc_bits_count (&legal));
      FT_FC_BITS_FOREACH (c, &legal)
        if (k-- == 0)
          {
            g_assert_true (ft_fc_game_play (g, c, NULL, NULL));
            break;
          }
    }
}
