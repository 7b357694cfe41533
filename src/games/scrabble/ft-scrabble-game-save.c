/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-scrabble-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "ft-scrabble-game-internal.h"

/*
 * FtScrabbleGame's save and its reading back.  The rest of the model is
 * in ft-scrabble-game.c.
 */

#define SAVE_GROUP "scrabble-save"
#define SAVE_VERSION 1

/*
 * The save is a key file: who sits where, their names, who played each
 * square (a digit, `.` for none, row after row), the history, the tiles
 * put down but not played, then the engine's own text form (settings,
 * racks, bag and random generator).  The undo copy is not saved.
 */
char *
ft_scrabble_game_real_to_string (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  g_autoptr(GKeyFile) file = ft_game_save_new_seated (game, SAVE_GROUP, SAVE_VERSION, TRUE);
  g_autofree char *state = ft_scrabble_state_to_string (&self->state);
  char owners[FT_SCRABBLE_N_SQUARES + 1];

  for (guint i = 0; i < FT_SCRABBLE_N_SQUARES; i++)
    owners[i] = self->owners[i] == FT_SCRABBLE_NO_OWNER ? '.' : (char) ('0' + self->owners[i]);
  owners[FT_SCRABBLE_N_SQUARES] = '\0';

  g_key_file_set_string (file, SAVE_GROUP, "owners", owners);
  g_key_file_set_string_list (file, SAVE_GROUP, "history",
                              (const char * const *) self->history->pdata, self->history->len - 1);
  if (self->pending.n > 0)
    {
      FtScrabblePlay play = self->pending;
      g_autofree char *pending = NULL;

      ft_scrabble_play_sort (&play);
      pending = ft_scrabble_play_to_string (&play);
      g_key_file_set_string (file, SAVE_GROUP, "pending", pending);
    }
  return ft_game_save_to_text (file, SAVE_GROUP, state);
}

/* The settings properties show the game's own. */
static void
settings_from_state (FtScrabbleGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  g_object_set (self,
                "order-ltr", self->state.settings.eq.order == FT_EQ_ORDER_LTR,
                "xor", (self->state.settings.eq.options & FT_EQ_OPTION_XOR) != 0,
                "no-identity", (self->state.settings.eq.options & FT_EQ_OPTION_NO_IDENTITY) != 0,
                "strict-identity", (self->state.settings.eq.options & FT_EQ_OPTION_STRICT_IDENTITY) != 0,
                "loose-not-zeros", (self->state.settings.eq.options & FT_EQ_OPTION_LOOSE_NOT_ZEROS) != 0,
                "numbers-alongside", (gboolean) self->state.settings.numbers_alongside,
                "bingo", (gboolean) self->state.settings.bingo,
                NULL);
  self->settings = self->state.settings;
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
ft_scrabble_game_real_load_string (FtGame     *game,
                                   const char *text,
                                   GError    **error)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *state_text = NULL;
  g_autofree char *owner_text = NULL;
  g_autofree char *pending_text = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) history = NULL;
  g_autoptr(GError) local_error = NULL;
  FtSeat seats[FT_SCRABBLE_MAX_PLAYERS];
  guint8 owners[FT_SCRABBLE_N_SQUARES];
  FtScrabblePlay pending = { 0, };
  FtScrabbleRack leave;
  FtScrabbleState state;

  file = ft_game_save_open (text, SAVE_GROUP, SAVE_VERSION, &state_text);
  if (file == NULL || !(owner_text = g_key_file_get_string (file, SAVE_GROUP, "owners", NULL)))
    goto malformed;
  history = g_key_file_get_string_list (file, SAVE_GROUP, "history", NULL, NULL);

  if (!ft_scrabble_state_from_string (&state, state_text, &local_error) ||
      !ft_game_save_read_seats (file, SAVE_GROUP, state.n_players, seats, &names, &local_error))
    return ft_game_save_refuse (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID,
                                _("Binary Number Scrabble"), local_error);
  if (strlen (owner_text) != FT_SCRABBLE_N_SQUARES)
    goto malformed;
  for (guint i = 0; i < FT_SCRABBLE_N_SQUARES; i++)
    {
      char c = owner_text[i];

      if (c == '.')
        owners[i] = FT_SCRABBLE_NO_OWNER;
      else if (c >= '0' && c < (char) ('0' + state.n_players) && state.board.cells[i] != FT_SCRABBLE_EMPTY)
        owners[i] = (guint8) (c - '0');
      else
        goto malformed;
    }
  pending_text = g_key_file_get_string (file, SAVE_GROUP, "pending", NULL);
  if (pending_text != NULL)
    {
      gboolean has_score;

      if (!ft_scrabble_play_from_string (&pending, &has_score, pending_text, NULL) ||
          !ft_scrabble_play_uses_rack (&pending, &state.racks[state.current], &leave))
        goto malformed;
      for (guint i = 0; i < pending.n; i++)
        if (state.board.cells[pending.tiles[i].square] != FT_SCRABBLE_EMPTY)
          goto malformed;
    }

  self->state = state;
  ft_game_set_seats (FT_GAME (self), state.n_players, seats, (const char * const *) names);
  memcpy (self->owners, owners, sizeof owners);
  _ft_scrabble_game_history_reset (self);
  for (guint i = 0; history && history[i]; i++)
    _ft_scrabble_game_history_append (self, g_strdup (history[i]));
  self->pending = pending;
  ft_game_set_started (FT_GAME (self), TRUE);
  self->can_undo = FALSE;
  self->can_redo = FALSE;
  settings_from_state (self);
  _ft_scrabble_game_changed (self);
  return TRUE;

malformed:
  return ft_game_save_refuse (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID,
                              _("Binary Number Scrabble"), NULL);
}
