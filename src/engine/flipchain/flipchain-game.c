/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipchain/flipchain-game.h"

void
ft_fc_game_init (FtFcGame *game,
                 guint     side,
                 gboolean  pie)
{
  memset (game, 0, sizeof *game);
  ft_fc_board_init (&game->board, side);
  game->pie = pie;
  game->to_move = FT_FC_RED;   /* flipchain R5: Red starts */
  game->status = FT_FC_PLAYING;
  game->winner = FT_FC_EMPTY;
}

gboolean
ft_fc_game_can_swap (const FtFcGame *game)
{
  /* flipchain R7: only as Blue's first move, right after Red's first. */
  return game->pie && game->status == FT_FC_PLAYING && game->n_moves == 1 &&
         game->to_move == FT_FC_BLUE;
}

gboolean
ft_fc_game_is_legal (const FtFcGame *game,
                     gint            move)
{
  if (game->status != FT_FC_PLAYING)
    return FALSE;
  if (move == FT_FC_MOVE_SWAP)
    return ft_fc_game_can_swap (game);
  if (move < 0)
    return FALSE;
  return ft_fc_board_is_legal (&game->board, game->to_move, (guint) move);
}

void
ft_fc_game_legal (const FtFcGame *game,
                  FtFcBits       *out)
{
  if (game->status != FT_FC_PLAYING)
    {
      memset (out, 0, sizeof *out);
      return;
    }
  ft_fc_board_legal (&game->board, game->to_move, out);
}

static gboolean
any_legal (const FtFcBoard *board,
           FtFcColour       colour,
           const FtFcBits  *empty)
{
  FT_FC_BITS_FOREACH (c, empty)
    if (ft_fc_board_is_legal (board, colour, (guint) c))
      return TRUE;
  return FALSE;
}

gboolean
ft_fc_game_play (FtFcGame        *game,
                 gint             move,
                 FtFcMoveResult  *result,
                 GError         **error)
{
  FtFcMoveResult r;
  FtFcBits empty;

  memset (&r, 0, sizeof r);
  r.mover = game->to_move;
  r.move = move;

  if (game->status != FT_FC_PLAYING)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, "the game is over");
      return FALSE;
    }
  if (move == FT_FC_MOVE_SWAP)
    {
      if (!ft_fc_game_can_swap (game))
        {
          g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL,
                       game->pie ? "swap is only Blue's first move" : "the pie rule is off");
          return FALSE;
        }
      /* flipchain R7: the people change colours; the red disc stays and
       * Blue (now the first person) moves next, so in colours nothing
       * changes but who is who. */
      game->swapped = TRUE;
      game->n_moves++;
      if (result != NULL)
        *result = r;
      return TRUE;
    }
  if (move < 0 || (guint) move >= ft_fc_geom (game->board.side)->n_cells)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, "no such cell");
      return FALSE;
    }
  if (ft_fc_board_get (&game->board, (guint) move) != FT_FC_EMPTY)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, "the cell is taken");
      return FALSE;
    }
  if (!ft_fc_board_is_legal (&game->board, game->to_move, (guint) move))
    {
      /* flipchain R5 */
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL,
                   "a disc may not go where it has more friendly than enemy neighbours");
      return FALSE;
    }

  game->n_moves++;
  r.won = ft_fc_board_place (&game->board, game->to_move, (guint) move, &r.flips);
  if (r.won)
    {
      game->status = FT_FC_WON;   /* flipchain R9 */
      game->winner = game->to_move;
    }
  else
    {
      ft_fc_board_empty_cells (&game->board, &empty);
      if (ft_fc_bits_empty (&empty))
        {
          game->status = FT_FC_DRAWN;   /* flipchain R6 */
          r.drawn = TRUE;
        }
      else
        {
          game->to_move = FT_FC_OTHER (game->to_move);
          if (!any_legal (&game->board, game->to_move, &empty))
            {
              /* flipchain R6: a forced skip; the mover, for whom every empty cell
               * is then legal, goes again. */
              r.skipped = game->to_move;
              game->n_skips++;
              game->to_move = FT_FC_OTHER (game->to_move);
            }
        }
    }
  if (result != NULL)
    *result = r;
  return TRUE;
}

FtFcColour
ft_fc_game_seat_colour (const FtFcGame *game,
                        guint           seat)
{
  gboolean first_is_red = !game->swapped;

  return (seat == 0) == first_is_red ? FT_FC_RED : FT_FC_BLUE;
}

const char *
ft_fc_colour_letter (FtFcColour colour)
{
  return colour == FT_FC_RED ? "R" : colour == FT_FC_BLUE ? "B" : "-";
}

gboolean
ft_fc_colour_parse (const char *text,
                    FtFcColour *colour)
{
  if (g_ascii_strcasecmp (text, "R") == 0 || g_ascii_strcasecmp (text, "red") == 0)
    *colour = FT_FC_RED;
  else if (g_ascii_strcasecmp (text, "B") == 0 || g_ascii_strcasecmp (text, "blue") == 0)
    *colour = FT_FC_BLUE;
  else
    return FALSE;
  return TRUE;
}

gboolean
ft_fc_move_parse (guint        side,
                  const char  *token,
                  gint        *move,
                  GError     **error)
{
  guint cell;

  if (strcmp (token, "swap") == 0)
    {
      *move = FT_FC_MOVE_SWAP;
      return TRUE;
    }
  if (!ft_fc_cell_parse (side, token, &cell))
    {
      g_autofree char *shown = g_strescape (token, NULL);

      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                   "“%.20s” is neither a cell of the side-%u board nor “swap”", shown, side);
      return FALSE;
    }
  *move = (gint) cell;
  return TRUE;
}

char *
ft_fc_move_name (guint side,
                 gint  move)
{
  if (move == FT_FC_MOVE_SWAP)
    return g_strdup ("swap");
  return ft_fc_cell_name (side, (guint) move);
}

gboolean
ft_fc_game_replay (FtFcGame            *game,
                   guint                side,
                   gboolean             pie,
                   const char * const  *moves,
                   guint               *bad_index,
                   GError             **error)
{
  ft_fc_game_init (game, side, pie);
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      gint move;

      if (!ft_fc_move_parse (side, moves[i], &move, error) ||
          !ft_fc_game_play (game, move, NULL, error))
        {
          if (bad_index != NULL)
            *bad_index = i;
          return FALSE;
        }
    }
  return TRUE;
}

char *
ft_fc_game_to_string (const FtFcGame *game,
                      const gint     *moves)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "flipchain side:%u pie:%s moves:", game->board.side,
                          game->pie ? "yes" : "no");
  if (game->n_moves == 0)
    g_string_append_c (s, '-');
  for (guint i = 0; i < game->n_moves; i++)
    {
      g_autofree char *name = ft_fc_move_name (game->board.side, moves[i]);

      if (i > 0)
        g_string_append_c (s, ',');
      g_string_append (s, name);
    }
  return g_string_free (s, FALSE);
}

gboolean
ft_fc_game_from_string (FtFcGame    *game,
                        const char  *text,
                        GArray     **moves_out,
                        GError     **error)
{
  g_auto(GStrv) fields = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (gint));
  g_auto(GStrv) tokens = NULL;
  guint64 side = 0;
  gint pie = -1;
  gboolean header = FALSE;
  FtFcGame g;
  guint bad = 0;

  for (guint i = 0; fields[i] != NULL; i++)
    {
      const char *f = fields[i];

      if (*f == '\0')
        continue;
      if (!header)
        {
          if (strcmp (f, "flipchain") != 0)
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, "a Flipchain game starts with “flipchain”");
              return FALSE;
            }
          header = TRUE;
        }
      else if (g_str_has_prefix (f, "side:") && side == 0)
        {
          if (!g_ascii_string_to_unsigned (f + 5, 10, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE, &side, NULL))
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, "side must be %d to %d",
                           FT_FC_MIN_SIDE, FT_FC_MAX_SIDE);
              return FALSE;
            }
        }
      else if (g_str_has_prefix (f, "pie:") && pie < 0)
        {
          if (strcmp (f + 4, "yes") == 0)
            pie = 1;
          else if (strcmp (f + 4, "no") == 0)
            pie = 0;
          else
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, "pie must be yes or no");
              return FALSE;
            }
        }
      else if (g_str_has_prefix (f, "moves:") && tokens == NULL)
        tokens = strcmp (f + 6, "-") == 0 ? g_new0 (char *, 1) : g_strsplit (f + 6, ",", -1);
      else
        {
          g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, "unexpected or repeated field “%.20s”", f);
          return FALSE;
        }
    }
  if (!header || side == 0 || pie < 0 || tokens == NULL)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                   "a Flipchain game needs “flipchain side:N pie:yes|no moves:…”");
      return FALSE;
    }
  if (!ft_fc_game_replay (&g, (guint) side, pie == 1, (const char * const *) tokens, &bad, error))
    {
      g_prefix_error (error, "move %u: ", bad + 1);
      return FALSE;
    }
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      gint move = 0;

      ft_fc_move_parse ((guint) side, tokens[i], &move, NULL);
      g_array_append_val (moves, move);
    }
  *game = g;
  if (moves_out != NULL)
    *moves_out = g_steal_pointer (&moves);
  return TRUE;
}
