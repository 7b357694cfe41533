/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-game-internal.h"

/*
 * FtDiceGame's solved table and hints: whether the table of this game's
 * N is ready, the hint it gives (R9), and a first guess while it is
 * built.  The rest of the model is in ft-dice-game.c.
 */

/* Why the hint's best move is best, for this position; NULL with no hint. */
char *
ft_dice_game_explain_hint (FtDiceGame *self)
{
  FtDiceHint hint;

  if (!ft_dice_game_get_hint (self, &hint) || hint.n_moves == 0)
    return NULL;
  return ft_dice_hint_explain (&self->pos, &hint);
}

guint
ft_dice_game_get_hint_n_moves (FtDiceGame *self)
{
  FtDiceHint hint;

  return ft_dice_game_get_hint (self, &hint) ? hint.n_moves : 0;
}

/* Move @index of the hint and its value, in words: "Trash their 6: wins
 * in 7 moves (best)"; @wins says whether it wins. */
char *
ft_dice_game_describe_hint_move (FtDiceGame *self,
                                 guint       index,
                                 gboolean   *wins)
{
  FtDiceHint hint;
  const FtDiceMoveValue *value;
  g_autofree char *move = NULL;
  g_autofree char *outcome = NULL;

  if (!ft_dice_game_get_hint (self, &hint) || index >= hint.n_moves)
    return NULL;
  value = &hint.moves[index];
  move = ft_dice_game_describe_move (self, &value->move);
  if (value->wins)
    /* Translators: "wins in 7 moves" (moves to the end under perfect play) */
    outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "wins in %u move", "wins in %u moves", value->depth),
                               value->depth);
  else
    outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "loses in %u move", "loses in %u moves", value->depth),
                               value->depth);
  *wins = value->wins;
  /* Translators: "Trash their 6: wins in 7 moves (best)" */
  return g_strdup_printf (index == 0 ? _("%s: %s (best)") : _("%s: %s"), move, outcome);
}

/* The die the hint's best move flips (@theirs FALSE, never a locked one)
 * or trashes (@theirs TRUE): its face and whether it is locked.  FALSE
 * with no hint, or when the best move takes change. */
gboolean
ft_dice_game_get_hint_best (FtDiceGame *self,
                            gboolean   *theirs,
                            guint      *face,
                            gboolean   *locked)
{
  FtDiceHint hint;
  const FtDiceMove *best;

  if (!ft_dice_game_get_hint (self, &hint) || hint.n_moves == 0)
    return FALSE;
  best = &hint.moves[0].move;
  if (best->kind != FT_DICE_MOVE_FLIP && best->kind != FT_DICE_MOVE_TRASH)
    return FALSE;
  *theirs = best->kind == FT_DICE_MOVE_TRASH;
  *face = best->face;
  *locked = best->kind == FT_DICE_MOVE_TRASH && best->locked != 0;
  return TRUE;
}


gboolean
ft_dice_game_is_solved (FtDiceGame *self)
{
  return ft_game_is_started (FT_GAME (self)) && ft_dice_tables_get (self->tables, _ft_dice_game_table_key (self)) != NULL;
}

double
ft_dice_game_get_solve_progress (FtDiceGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)))
    return 0.0;
  if (ft_dice_game_is_solved (self))
    return 1.0;
  return ft_dice_tables_get_progress (self->tables, _ft_dice_game_table_key (self));
}

/* The seconds the solve still needs, or -1 when unknown. */
double
ft_dice_game_get_solve_seconds_left (FtDiceGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)) || ft_dice_game_is_solved (self))
    return -1;
  return ft_dice_tables_get_seconds_left (self->tables, _ft_dice_game_table_key (self));
}

/* Asks for the table again (after a failed solve). */
void
ft_dice_game_prepare_solve (FtDiceGame *self)
{
  if (ft_game_is_started (FT_GAME (self)))
    _ft_dice_game_prepare_table (self);
}

/**
 * ft_dice_game_get_hint:
 *
 * Every legal move of the player to move with its value under perfect play,
 * best first (R9: a hint may use everything on the table).  Returns %FALSE
 * while the table is being prepared or when the game is over.  A hint is a
 * few dozen table probes, so it is computed at once.
 */
gboolean
ft_dice_game_get_hint (FtDiceGame *self,
                       FtDiceHint *hint)
{
  const FtDiceTable *table;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), FALSE);

  if (ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING)
    return FALSE;
  table = ft_dice_tables_get (self->tables, _ft_dice_game_table_key (self));
  return table != NULL && ft_dice_hint_compute (table, &self->pos, hint);
}

/**
 * ft_dice_game_guess_hint:
 *
 * While the table is built: a first guess at the best move from a search
 * of at most @max_nodes positions, in a sentence that says it is one.
 * NULL when no move is awaited.
 */
char *
ft_dice_game_guess_hint (FtDiceGame *self,
                         guint64     max_nodes)
{
  g_autofree char *said = NULL;
  FtDiceMove move;
  gboolean sure_win;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), NULL);

  if (ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING ||
      !ft_dice_hint_guess (&self->pos, max_nodes, &move, &sure_win))
    return NULL;
  said = ft_dice_game_describe_move (self, &move);
  if (sure_win)
    /* Translators: "A first guess while the full table is built: Trash their 5. A short search finds that it wins whatever they do." */
    return g_strdup_printf (_("A first guess while the full table is built: %s. A short search finds that it wins whatever they do."), said);
  /* Translators: "A first guess while the full table is built: Flip your 3 to 4. It comes from a short search, not the solved game, so it may be wrong." */
  return g_strdup_printf (_("A first guess while the full table is built: %s. It comes from a short search, not the solved game, so it may be wrong."), said);
}
