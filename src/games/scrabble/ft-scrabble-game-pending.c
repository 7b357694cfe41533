/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-scrabble-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "ft-scrabble-game-internal.h"

/*
 * FtScrabbleGame's play being built: the tiles a person puts on the
 * board before playing them, what is left of the rack, and whether they
 * are a legal play yet.  The rest of the model is in ft-scrabble-game.c.
 */

guint
ft_scrabble_game_get_pending (FtScrabbleGame *self,
                              FtScrabblePlay *play)
{
  if (play != NULL)
    *play = self->pending;
  return self->pending.n;
}

guint
ft_scrabble_game_get_n_pending (FtScrabbleGame *self)
{
  return self->pending.n;
}

/* The square of the tile put down last, or -1. */
int
ft_scrabble_game_get_last_pending (FtScrabbleGame *self)
{
  return self->pending.n > 0 ? (int) self->pending.tiles[self->pending.n - 1].square : -1;
}

/* The cell put down on @square, or FT_SCRABBLE_EMPTY. */
guint8
ft_scrabble_game_pending_at (FtScrabbleGame *self,
                             guint           square)
{
  for (guint i = 0; i < self->pending.n; i++)
    if (self->pending.tiles[i].square == square)
      return self->pending.tiles[i].tile;
  return FT_SCRABBLE_EMPTY;
}

void
ft_scrabble_game_get_rack_left (FtScrabbleGame *self,
                                FtScrabbleRack *rack)
{
  const FtScrabbleRack *full = &self->state.racks[self->state.current];

  /* The pending tiles came from this rack, so this never fails. */
  if (!ft_scrabble_play_uses_rack (&self->pending, full, rack))
    *rack = *full;
}

/* The tiles left on the rack of the player to move, the tiles put down
 * taken out, into @kinds; returns how many. */
guint
ft_scrabble_game_get_tiles_left (FtScrabbleGame *self,
                                 guint8          kinds[FT_SCRABBLE_RACK_SIZE])
{
  FtScrabbleRack left;

  ft_scrabble_game_get_rack_left (self, &left);
  memcpy (kinds, left.kinds, left.n);
  return left.n;
}

/* Judges the tiles put down: TRUE and the play's @score when they are a
 * legal play, else FALSE and (@why, optional) the ruling broken, in
 * words. */
gboolean
ft_scrabble_game_judge_pending (FtScrabbleGame  *self,
                                int             *score,
                                char           **why)
{
  FtScrabbleVerdict verdict;

  if (!ft_scrabble_game_check_pending (self, &verdict, why))
    return FALSE;
  *score = verdict.score;
  return TRUE;
}

/**
 * ft_scrabble_game_check_pending:
 * @why: (out) (optional): the ruling broken, in words, when illegal
 *
 * Judges the tiles put down as a play on the board now, without playing
 * them.  Returns %TRUE when they are a legal play; @verdict holds its
 * score.
 */
gboolean
ft_scrabble_game_check_pending (FtScrabbleGame    *self,
                                FtScrabbleVerdict *verdict,
                                char             **why)
{
  FtScrabblePlay play = self->pending;

  if (!ft_game_is_started (FT_GAME (self)) || self->state.over || play.n == 0)
    {
      memset (verdict, 0, sizeof *verdict);
      verdict->fault = FT_SCRABBLE_FAULT_NO_TILES;
      verdict->rule = 4;
      if (why)
        *why = ft_scrabble_verdict_describe (verdict, NULL);
      return FALSE;
    }
  ft_scrabble_play_sort (&play);
  if (ft_scrabble_check_play (&self->state.board, &self->state.settings, &play, verdict))
    return TRUE;
  if (why)
    {
      FtScrabbleBoard after = self->state.board;

      if (verdict->fault == FT_SCRABBLE_FAULT_BAD_RUN)
        ft_scrabble_board_apply (&after, &play);
      *why = ft_scrabble_verdict_describe (verdict, &after);
    }
  return FALSE;
}

/**
 * ft_scrabble_game_place:
 * @kind: a rack kind: an FtEqTile, or FT_SCRABBLE_BLANK
 * @blank_as: the symbol a blank stands for (an FtEqTile)
 *
 * Puts a tile of the current player's rack on an empty square, as part of
 * the play being built.
 */
gboolean
ft_scrabble_game_place (FtScrabbleGame *self,
                        guint           square,
                        guint           kind,
                        guint           blank_as,
                        GError        **error)
{
  FtScrabbleRack left;
  gboolean found = FALSE;
  guint8 cell;

  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), FALSE);

  if (!ft_game_waits_for_person (FT_GAME (self)))
    return _ft_scrabble_game_refuse (error, _("It is not a person's turn."));
  if (square >= FT_SCRABBLE_N_SQUARES)
    return _ft_scrabble_game_refuse (error, _("That square is off the board."));
  if (self->state.board.cells[square] != FT_SCRABBLE_EMPTY ||
      ft_scrabble_game_pending_at (self, square) != FT_SCRABBLE_EMPTY)
    return _ft_scrabble_game_refuse (error, _("That square already holds a tile."));
  if (kind >= FT_SCRABBLE_N_KINDS || (kind == FT_SCRABBLE_BLANK && blank_as >= FT_EQ_N_TILES))
    return _ft_scrabble_game_refuse (error, _("There is no such tile."));
  if (kind != FT_SCRABBLE_BLANK && kind == FT_EQ_TILE_XOR && !(self->state.settings.eq.options & FT_EQ_OPTION_XOR))
    return _ft_scrabble_game_refuse (error, _("XOR tiles are not in this game."));
  if (kind == FT_SCRABBLE_BLANK && blank_as == FT_EQ_TILE_XOR && !(self->state.settings.eq.options & FT_EQ_OPTION_XOR))
    return _ft_scrabble_game_refuse (error, _("XOR tiles are not in this game."));

  ft_scrabble_game_get_rack_left (self, &left);
  for (guint i = 0; i < left.n; i++)
    found |= left.kinds[i] == kind;
  if (!found)
    return _ft_scrabble_game_refuse (error, kind == FT_SCRABBLE_BLANK ? _("Your rack has no blank left.")
                                                    : _("Your rack has no such tile left."));

  cell = kind == FT_SCRABBLE_BLANK ? (guint8) (blank_as | FT_SCRABBLE_BLANK_FLAG) : (guint8) kind;
  self->pending.tiles[self->pending.n].square = square;
  self->pending.tiles[self->pending.n].tile = cell;
  self->pending.n++;
  _ft_scrabble_game_changed (self);
  return TRUE;
}

/* Takes the tile put down on @square back to the rack. */
gboolean
ft_scrabble_game_take_back (FtScrabbleGame *self,
                            guint           square)
{
  for (guint i = 0; i < self->pending.n; i++)
    if (self->pending.tiles[i].square == square)
      {
        memmove (&self->pending.tiles[i], &self->pending.tiles[i + 1],
                 (self->pending.n - i - 1) * sizeof self->pending.tiles[0]);
        self->pending.n--;
        _ft_scrabble_game_changed (self);
        return TRUE;
      }
  return FALSE;
}

void
ft_scrabble_game_clear_pending (FtScrabbleGame *self)
{
  if (self->pending.n == 0)
    return;
  self->pending.n = 0;
  _ft_scrabble_game_changed (self);
}
