/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-game-internal.h"

/*
 * FtDiceGame's move being built by the person to move, as the dice are
 * shown: the die picked to flip or trash, the change chosen (R4).  The
 * rest of the model is in ft-dice-game.c.
 */

/* The dice of @player's hand as they are shown: in play first, then the
 * locked ones set aside (R5); @order maps a shown number to a hand index. */
guint
ft_dice_game_display_order (FtDiceGame   *self,
                            FtDicePlayer  player,
                            guint        *order)
{
  guint n = 0;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->pos.n_hand[player]; i++)
      if (((self->pos.hand[player][i] & FT_DICE_LOCKED) != 0) == pass)
        order[n++] = i;
  return n;
}

/* The shown number of the picked die of the player to move (@theirs: of
 * the opponent's, to trash), or -1. */
int
ft_dice_game_get_pick (FtDiceGame *self,
                       gboolean    theirs)
{
  return theirs ? self->pick_their : self->pick_own;
}

/* Picks a die: one's own (which drops a pick of theirs), or theirs; -1
 * drops the pick.  Returns whether the pick changed. */
gboolean
ft_dice_game_pick (FtDiceGame *self,
                   gboolean    theirs,
                   int         number)
{
  FtDicePlayer owner = theirs ? 1 - self->pos.turn : self->pos.turn;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_MOVE || number >= (int) self->pos.n_hand[owner])
    return FALSE;
  if (theirs)
    {
      if (self->pick_their == number)
        return FALSE;
      self->pick_their = number;
      return TRUE;
    }
  if (self->pick_own == number && self->pick_their < 0)
    return FALSE;
  self->pick_own = number;
  self->pick_their = -1;
  return TRUE;
}

/* Flips the picked die of the player to move (R3a). */
gboolean
ft_dice_game_flip_pick (FtDiceGame  *self,
                        GError     **error)
{
  guint order[FT_DICE_MAX_TOTAL];

  if (self->pick_own < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Pick one of your dice first (its number, or the arrows)."));
      return FALSE;
    }
  ft_dice_game_display_order (self, self->pos.turn, order);
  return ft_dice_game_flip (self, order[self->pick_own], error);
}

/* Trashes the picked die of the opponent (R3b). */
gboolean
ft_dice_game_trash_pick (FtDiceGame  *self,
                         GError     **error)
{
  guint order[FT_DICE_MAX_TOTAL];

  if (self->pick_their < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such die to trash now."));
      return FALSE;
    }
  ft_dice_game_display_order (self, 1 - self->pos.turn, order);
  return ft_dice_game_trash (self, order[self->pick_their], error);
}

guint
ft_dice_game_get_change_mask (FtDiceGame *self)
{
  return self->change_mask;
}

guint
ft_dice_game_get_change_total (FtDiceGame *self)
{
  guint total = 0;

  for (guint i = 0; i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      total += FT_DICE_FACE (self->pos.middle[i]);
  return total;
}

/* Chooses (or drops) die @index of the middle as change; refuses a choice
 * that would total the trashed die or more (R4). */
gboolean
ft_dice_game_toggle_change (FtDiceGame  *self,
                            guint        index,
                            GError     **error)
{
  guint total;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_CHANGE || index >= self->pos.n_middle)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no change to take now."));
      return FALSE;
    }
  total = ft_dice_game_get_change_total (self) + FT_DICE_FACE (self->pos.middle[index]);
  if (!(self->change_mask & (1u << index)) && total >= self->pos.change)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("That would make %u: change must total less than %u."), total, self->pos.change);
      return FALSE;
    }
  self->change_mask ^= 1u << index;
  return TRUE;
}

/* Takes the chosen change, or (@nothing) none (R4). */
gboolean
ft_dice_game_take_change (FtDiceGame  *self,
                          gboolean     nothing,
                          GError     **error)
{
  guint indices[FT_DICE_MAX_TOTAL];
  guint n = 0;

  for (guint i = 0; !nothing && i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      indices[n++] = i;
  return ft_dice_game_take (self, indices, n, error);
}
