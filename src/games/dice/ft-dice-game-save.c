/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-game-internal.h"

/*
 * FtDiceGame's save and its reading back.  The rest of the model is in
 * ft-dice-game.c.
 */

#define SAVE_HEADER "dice-save 1"

/* The dice save has always called the expert "perfect" (the solved
 * table's player); the other seats have every game's words (ft-seat.h). */
#define EXPERT_TOKEN "perfect"

static const char *
seat_token (FtGame *game,
            guint   seat)
{
  FtSeat kind = ft_game_get_seat (game, seat);

  return kind == FT_SEAT_EXPERT ? EXPERT_TOKEN : ft_seat_to_token (kind);
}

/*
 * The save: a header, who sits where, the random state (for the next
 * rolls), the match score, then the position in the engine's text form.
 * Undo history is not saved.
 *
 *   dice-save 1
 *   seats person,standard
 *   rng …
 *   match A=12 B=0
 *   position A:1,6*,3 B:2,5 M:4,4 turn=A    (" most-change" at the end: R4's setting)
 */
char *
ft_dice_game_real_to_string (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  g_autofree char *rng = ft_rng_to_string (&self->rng);
  g_autofree char *match = ft_dice_match_to_string (&self->match);
  g_autofree char *pos = ft_dice_pos_to_string (&self->pos);

  return g_strdup_printf (SAVE_HEADER "\nseats %s,%s\nrng %s\nmatch %s\nposition %s\n",
                          seat_token (game, 0), seat_token (game, 1), rng, match, pos);
}

static gboolean
seat_from_token (const char *token,
                 FtSeat     *seat)
{
  if (g_str_equal (token, EXPERT_TOKEN))
    {
      *seat = FT_SEAT_EXPERT;
      return TRUE;
    }
  /* Every game's "expert" is not a dice save's word. */
  return !g_str_equal (token, ft_seat_to_token (FT_SEAT_EXPERT)) && ft_seat_from_token (token, seat);
}

gboolean
ft_dice_game_real_load_string (FtGame     *game,
                               const char *text,
                               GError    **error)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) seat_words = NULL;
  FtSeat seats[2];
  FtRng rng;
  FtDiceMatch match;
  FtDicePos pos;
  guint n;
  g_autoptr(GError) local_error = NULL;

  if (text == NULL || !g_str_has_prefix (text, SAVE_HEADER "\n"))
    goto malformed;

  lines = g_strsplit (text, "\n", -1);
  if (g_strv_length (lines) < 5 ||
      !g_str_has_prefix (lines[1], "seats ") ||
      !g_str_has_prefix (lines[2], "rng ") ||
      !g_str_has_prefix (lines[3], "match ") ||
      !g_str_has_prefix (lines[4], "position "))
    goto malformed;

  seat_words = g_strsplit (lines[1] + strlen ("seats "), ",", -1);
  if (g_strv_length (seat_words) != 2 ||
      !seat_from_token (seat_words[0], &seats[0]) ||
      !seat_from_token (seat_words[1], &seats[1]) ||
      !ft_rng_from_string (&rng, lines[2] + strlen ("rng ")))
    goto malformed;

  if (!ft_dice_match_from_string (&match, lines[3] + strlen ("match "), &local_error) ||
      !ft_dice_pos_from_string (&pos, lines[4] + strlen ("position "), &local_error))
    return ft_game_save_refuse (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("FLIP (dice)"), local_error);

  /* The app plays 3 to 5 dice a player (R1), as many each; anything else
   * would reach the solver's checks as a critical. */
  n = ft_dice_pos_n_dice (&pos);
  if (n < 3 || n > FT_DICE_MAX_N || 2 * n != (guint) (pos.n_hand[0] + pos.n_hand[1] + pos.n_middle))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This saved match is not one Flip Tutor plays: it needs 3 to 5 dice a player."));
      return FALSE;
    }
  /* A match already over is never saved (autosave removes it), so one
   * that is over was not written by the app. */
  if (ft_dice_match_is_over (&match, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This saved match is already over."));
      return FALSE;
    }

  _ft_dice_game_resume (self, seats, &rng, &match, &pos);
  return TRUE;

malformed:
  return ft_game_save_refuse (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("FLIP (dice)"), NULL);
}
