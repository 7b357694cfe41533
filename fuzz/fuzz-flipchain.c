/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "flipchain/flipchain-ai.h"
#include "flipchain-flips-dfs.h"

/*
 * libFuzzer target over Flipchain's outside input: board text (the CLI's
 * BOARDFILE), move lists (`flipchain play`) and the game text form.  The
 * first byte picks what the rest is and the board side (3 + (b >> 2) % 8):
 *   b % 4 == 0: board text        b % 4 == 1: a move list (pie on)
 *   b % 4 == 2: a move list (pie off)   b % 4 == 3: the game text form
 * Beyond "no crash, no sanitizer report" it checks the contracts: an
 * accepted board reads back what it writes; flips are enemy discs; a
 * placement keeps the colours apart; a replayed game keeps its counts;
 * the flips equal those of the former plain search (tests/flipchain/
 * flipchain-flips-dfs.h) on sides up to 8, where that search stays within
 * the fuzzer's time limit on any board.
 */

#define CHECK(cond) do { if (!(cond)) { g_printerr ("check failed: %s\n", #cond); abort (); } } while (0)

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

static gboolean
disjoint (const FtFcBoard *b)
{
  const FtFcGeom *g = ft_fc_geom (b->side);

  for (guint i = 0; i < FT_FC_WORDS; i++)
    if ((b->red.w[i] & b->blue.w[i]) != 0 || ((b->red.w[i] | b->blue.w[i]) & ~g->all.w[i]) != 0)
      return FALSE;
  return TRUE;
}

static void
check_board (const FtFcBoard *b)
{
  g_autofree char *text = ft_fc_board_to_string (b);
  FtFcBoard again;
  FtFcBits empty;
  guint tried = 0;

  CHECK (disjoint (b));
  CHECK (ft_fc_board_from_string (&again, b->side, text, NULL));
  CHECK (memcmp (b, &again, sizeof again) == 0);

  /* A few placements each way: flips are enemy discs, and the result
   * keeps the colours apart. */
  ft_fc_board_empty_cells (b, &empty);
  FT_FC_BITS_FOREACH (c, &empty)
    {
      if (tried++ >= 12)
        break;
      for (FtFcColour colour = FT_FC_RED; colour <= FT_FC_BLUE; colour++)
        {
          FtFcBoard p = *b;
          FtFcBits flips;
          const FtFcBits *enemy = ft_fc_board_discs (b, FT_FC_OTHER (colour));

          ft_fc_board_place (&p, colour, (guint) c, &flips);
          if (b->side <= 8)
            {
              FtFcBits expected;

              dfs_flips (b, colour, (guint) c, &expected);
              CHECK (ft_fc_bits_equal (&flips, &expected));
            }
          for (guint i = 0; i < FT_FC_WORDS; i++)
            CHECK ((flips.w[i] & ~enemy->w[i]) == 0);
          CHECK (disjoint (&p));
          CHECK (ft_fc_board_get (&p, (guint) c) == colour);
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = NULL;
  guint mode, side;

  if (size == 0)
    return 0;
  mode = data[0] % 4;
  side = FT_FC_MIN_SIDE + (data[0] >> 2) % (FT_FC_MAX_SIDE - FT_FC_MIN_SIDE + 1);
  text = g_strndup ((const char *) data + 1, size - 1);

  if (mode == 0)
    {
      g_autoptr(GError) error = NULL;
      FtFcBoard b;

      if (!ft_fc_board_from_string (&b, side, text, &error))
        {
          CHECK (error != NULL && error->domain == FT_FC_ERROR && error->message[0] != '\0');
          return 0;
        }
      check_board (&b);
    }
  else if (mode == 1 || mode == 2)
    {
      g_auto(GStrv) tokens = g_strsplit_set (text, " \t\r\n,", -1);
      FtFcGame g;
      guint placed = 0;

      ft_fc_game_init (&g, side, mode == 1);
      for (guint i = 0; tokens[i] != NULL && i < 400; i++)
        {
          g_autoptr(GError) error = NULL;
          FtFcMoveResult r;
          guint before;
          gint move;

          if (tokens[i][0] == '\0')
            continue;
          if (!ft_fc_move_parse (side, tokens[i], &move, &error))
            {
              CHECK (error != NULL);
              break;
            }
          before = ft_fc_bits_count (&g.board.red) + ft_fc_bits_count (&g.board.blue);
          if (!ft_fc_game_play (&g, move, &r, &error))
            {
              CHECK (error != NULL && error->domain == FT_FC_ERROR);
              break;
            }
          if (move != FT_FC_MOVE_SWAP)
            {
              placed++;
              /* One more disc; flips only change colours. */
              CHECK (ft_fc_bits_count (&g.board.red) + ft_fc_bits_count (&g.board.blue) == before + 1);
            }
          CHECK (disjoint (&g.board));
          CHECK (g.status != FT_FC_WON || ft_fc_board_has_loop (&g.board, g.winner));
        }
      if (g.status == FT_FC_PLAYING)
        {
          /* The computer players answer any reachable position. */
          gint move = ft_fc_ai_choose (&g, FT_STRENGTH_STANDARD, placed);

          CHECK (ft_fc_game_is_legal (&g, move));
        }
      check_board (&g.board);
    }
  else
    {
      g_autoptr(GArray) moves = NULL;
      g_autofree char *written = NULL;
      FtFcGame g, again;

      if (!ft_fc_game_from_string (&g, text, &moves, NULL))
        return 0;
      written = ft_fc_game_to_string (&g, (const gint *) moves->data);
      CHECK (ft_fc_game_from_string (&again, written, NULL, NULL));
      CHECK (memcmp (&g, &again, sizeof g) == 0);
    }
  return 0;
}
