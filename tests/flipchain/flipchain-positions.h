/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-rng.h"
#include "flipchain/flipchain-game.h"

/*
 * Late positions where nobody has won, for the flip search's tests and
 * its bench (bench-flipchain worst), the positions where the former
 * search was slowest:
 *
 * - quiet_filling(): discs of random colours on random cells, each kept
 *   only if it gives its colour no loop, up to @fill percent of the board.
 *   Neither colour has a loop, as in any game still going on, but play
 *   need not be able to reach the position.
 * - quiet_game(): random legal play in which each player avoids winning
 *   while it can, up to @fill percent of the board or until someone must
 *   win; every position on the way is one a game reaches.
 */

static inline void
quiet_filling (FtFcBoard *b,
               guint      side,
               guint      fill,
               FtRng     *rng)
{
  const FtFcGeom *g = ft_fc_geom (side);
  guint want = g->n_cells * fill / 100;
  guint placed = 0;

  ft_fc_board_init (b, side);
  for (guint tries = 0; placed < want && tries < 20 * g->n_cells; tries++)
    {
      guint c = ft_rng_below (rng, g->n_cells);
      FtFcColour colour = ft_rng_below (rng, 2) ? FT_FC_RED : FT_FC_BLUE;

      if (ft_fc_board_get (b, c) != FT_FC_EMPTY)
        continue;
      ft_fc_board_set (b, c, colour);
      if (ft_fc_board_has_loop (b, colour))
        ft_fc_board_set (b, c, FT_FC_EMPTY);
      else
        placed++;
    }
}

static inline void
quiet_game (FtFcGame *g,
            guint     side,
            guint     fill,
            FtRng    *rng)
{
  guint want = ft_fc_geom (side)->n_cells * fill / 100;

  ft_fc_game_init (g, side, FALSE);
  while (g->status == FT_FC_PLAYING && ft_fc_bits_count (&g->board.red) + ft_fc_bits_count (&g->board.blue) < want)
    {
      FtFcBits legal, quiet = { { 0, } };
      guint n, k;

      ft_fc_game_legal (g, &legal);
      FT_FC_BITS_FOREACH (c, &legal)
        {
          FtFcBoard b = g->board;

          if (!ft_fc_board_place (&b, g->to_move, (guint) c, NULL))
            ft_fc_bits_add (&quiet, (guint) c);
        }
      if (ft_fc_bits_empty (&quiet))
        break;
      n = ft_fc_bits_count (&quiet);
      k = ft_rng_below (rng, n);
      FT_FC_BITS_FOREACH (c, &quiet)
        if (k-- == 0)
          {
            ft_fc_game_play (g, c, NULL, NULL);
            break;
          }
    }
}
