/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "flipchain/flipchain-hint.h"

void
ft_fc_hint_tactics (const FtFcGame *game,
                    FtFcHint       *hint)
{
  memset (hint, 0, sizeof *hint);
  hint->colour = game->to_move;
  hint->side = game->board.side;
  if (game->status != FT_FC_PLAYING)
    return;
  ft_fc_game_legal (game, &hint->legal);
  hint->can_swap = ft_fc_game_can_swap (game);
  ft_fc_ai_winning_cells (&game->board, game->to_move, &hint->wins);
  ft_fc_ai_winning_cells (&game->board, FT_FC_OTHER (game->to_move), &hint->threats);
  if (!ft_fc_bits_empty (&hint->threats))
    ft_fc_ai_stopping_cells (game, &hint->stops);
}

void
ft_fc_hint_expert (const FtFcGame   *game,
                   const FtFcBudget *budget,
                   FtFcHint         *hint)
{
  if (game->status != FT_FC_PLAYING)
    return;
  ft_fc_ai_expert (game, budget, &hint->expert);
  memset (&hint->expert_flips, 0, sizeof hint->expert_flips);
  if (hint->expert.move >= 0)
    ft_fc_board_flips (&game->board, game->to_move, (guint) hint->expert.move, &hint->expert_flips);
  hint->has_expert = TRUE;
}

gboolean
ft_fc_hint_solve (const FtFcGame *game,
                  FtFcSolver     *solver,
                  gint64          time_us,
                  const gint     *cancel,
                  FtFcHint       *hint)
{
  g_autoptr(FtFcSolver) own = NULL;
  gint v;

  hint->solved = FALSE;
  if (game->status != FT_FC_PLAYING || game->board.side > FT_FC_SOLVER_MAX_SIDE)
    return FALSE;
  /* Beyond the solved boards only within a time limit: endgames are quick,
   * openings are not. */
  if (game->board.side > FT_FC_HINT_SOLVED_SIDE && time_us <= 0)
    return FALSE;
  if (solver == NULL)
    solver = own = ft_fc_solver_new (game->board.side);
  ft_fc_solver_set_limit (solver, time_us);
  ft_fc_solver_set_cancel (solver, cancel);
  v = ft_fc_solver_value (solver, game);
  if (v == FT_FC_UNKNOWN)
    return FALSE;
  for (guint c = 0; c < FT_FC_MAX_CELLS; c++)
    hint->move_value[c] = FT_FC_UNKNOWN;
  /* In a lost position every move loses: nothing to search. */
  FT_FC_BITS_FOREACH (c, &hint->legal)
    {
      hint->move_value[c] = v == -1 ? -1 : ft_fc_solver_move_value (solver, game, c);
      if (hint->move_value[c] == FT_FC_UNKNOWN)
        return FALSE;
    }
  hint->swap_value = !hint->can_swap ? FT_FC_UNKNOWN
                     : v == -1 ? -1 : ft_fc_solver_move_value (solver, game, FT_FC_MOVE_SWAP);
  if (hint->swap_value == FT_FC_UNKNOWN && hint->can_swap)
    return FALSE;
  hint->value = v;
  hint->solved = TRUE;
  return TRUE;
}

static const char *
colour_name (FtFcColour colour)
{
  return colour == FT_FC_RED ? _("Red") : _("Blue");
}

/* A label, the cells in reading order, a new line. */
static void
append_cells (GString        *s,
              const char     *label,
              guint           side,
              const FtFcBits *cells)
{
  g_autofree char *list = ft_fc_cells_to_string (side, cells);

  g_string_append (s, label);
  g_string_append_c (s, ' ');
  g_string_append (s, list);
  g_string_append_c (s, '\n');
}

char *
ft_fc_hint_describe (const FtFcHint *hint)
{
  GString *s = g_string_new (NULL);
  guint n_legal = ft_fc_bits_count (&hint->legal);

  if (n_legal == 0 && !hint->can_swap)
    {
      g_string_append (s, _("The game is over."));
      return g_string_free (s, FALSE);
    }

  /* Translators: %s is Red or Blue. */
  g_string_append_printf (s, _("%s to move."), colour_name (hint->colour));
  g_string_append_c (s, ' ');
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                          "%u legal placement:",
                                          "%u legal placements:", n_legal),
                          n_legal);
  append_cells (s, "", hint->side, &hint->legal);
  if (hint->can_swap)
    {
      g_string_append (s, _("You may also swap colours (the pie rule): you play Red, with its disc, and the other player moves as Blue."));
      g_string_append_c (s, '\n');
    }
  if (!ft_fc_bits_empty (&hint->wins))
    /* Translators: a list of cells such as "c3 d4" follows. */
    append_cells (s, _("Wins now (makes a loop):"), hint->side, &hint->wins);
  if (!ft_fc_bits_empty (&hint->threats))
    {
      append_cells (s, _("The opponent threatens to win at:"), hint->side, &hint->threats);
      if (!ft_fc_bits_empty (&hint->stops))
        append_cells (s, _("Placements that stop every threat:"), hint->side, &hint->stops);
      else
        {
          g_string_append (s, _("No placement stops every threat."));
          g_string_append_c (s, '\n');
        }
    }

  if (hint->has_expert && hint->expert.move != FT_FC_NO_CELL)
    {
      g_autofree char *move = ft_fc_move_name (hint->side, hint->expert.move);

      if (hint->expert.move == FT_FC_MOVE_SWAP)
        g_string_append (s, _("The expert would swap."));
      else
        {
          g_autofree char *flips = ft_fc_cells_to_string (hint->side, &hint->expert_flips);
          guint n = ft_fc_bits_count (&hint->expert_flips);

          if (n == 0)
            /* Translators: %s is a cell such as "e5". */
            g_string_append_printf (s, _("The expert would place at %s, flipping nothing."), move);
          else
            /* Translators: the first %s is a cell, the second a list of cells. */
            g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                    "The expert would place at %s, flipping %u disc: %s.",
                                                    "The expert would place at %s, flipping %u discs: %s.", n),
                                    move, n, flips);
        }
      g_string_append_c (s, ' ');
      switch (hint->expert.reason)
        {
        case FT_FC_REASON_WIN:
          g_string_append (s, _("It makes a loop and wins."));
          break;
        case FT_FC_REASON_STOP:
          if (hint->expert.playouts == 0)
            g_string_append (s, _("It is the only placement that stops the opponent's winning threats."));
          else
            g_string_append_printf (s, _("It stops the opponent's winning threats; of those placements it won %.0f%% of %u trial games."),
                                    100.0 * hint->expert.value, hint->expert.visits);
          break;
        case FT_FC_REASON_ONLY:
          g_string_append (s, _("It is the only sensible move."));
          break;
        case FT_FC_REASON_FORCED:
          g_string_append (s, _("It wins by force, whatever the opponent does."));
          break;
        case FT_FC_REASON_SEARCH:
        default:
          g_string_append_printf (s, _("In %u trial games it was tried %u times and won %.0f%% of them, the most promising of %u moves."),
                                  hint->expert.playouts, hint->expert.visits,
                                  100.0 * hint->expert.value, hint->expert.n_candidates);
          break;
        }
      g_string_append_c (s, '\n');
    }

  if (hint->solved)
    {
      FtFcBits good = { { 0, } };

      if (hint->value > 0)
        g_string_append (s, _("With perfect play you win from here."));
      else if (hint->value == 0)
        g_string_append (s, _("With perfect play this is a draw."));
      else
        g_string_append (s, _("With perfect play you lose from here."));
      g_string_append_c (s, ' ');
      FT_FC_BITS_FOREACH (c, &hint->legal)
        if (hint->move_value[c] == hint->value)
          ft_fc_bits_add (&good, (guint) c);
      if (hint->can_swap && hint->swap_value == hint->value)
        g_string_append (s, _("Swapping keeps that result. "));
      if (!ft_fc_bits_empty (&good))
        append_cells (s, _("Placements that keep it:"), hint->side, &good);
      else
        g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}
