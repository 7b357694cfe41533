/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-game-internal.h"

/*
 * FtDiceGame's words: what it says of a move, a hand, the middle, the
 * match and the state of play, for the log, the page and the screen
 * reader.  The rest of the model is in ft-dice-game.c.
 */

static char *
faces_text (const guint8 *dice,
            guint         n)
{
  GString *s = g_string_new (NULL);

  if (n == 0)
    /* Translators: what the middle holds when it holds no dice. */
    return g_strdup (_("nothing"));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u", i ? ", " : "", FT_DICE_FACE (dice[i]));
  return g_string_free (s, FALSE);
}

static char *
take_text (const FtDiceMove *move)
{
  GString *s = g_string_new (NULL);

  for (guint f = 1; f <= 5; f++)
    for (guint k = 0; k < move->take[f - 1]; k++)
      g_string_append_printf (s, "%s%u", s->len ? " + " : "", f);
  return g_string_free (s, FALSE);
}

void
_ft_dice_game_announce_start (FtDiceGame *self)
{
  g_autofree char *a = faces_text (self->pos.hand[0], self->pos.n_hand[0]);
  g_autofree char *b = faces_text (self->pos.hand[1], self->pos.n_hand[1]);
  g_autofree char *first = ft_game_seat_name (FT_GAME (self), self->pos.turn);
  g_autofree char *name_a = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_A);
  g_autofree char *name_b = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_B);

  /* Translators: "New game: You rolled 2, 5, 6; Computer (standard) rolled
   * 1, 3, 4. The lower total goes first: You." (R2) */
  event (self, _("New game: %s rolled %s; %s rolled %s. The lower total goes first: %s."),
         name_a, a, name_b, b, first);
}


/* "Flip your 3", "Trash their locked 6", "Take 1 + 3", "Take nothing":
 * a move as the player to move says it. */
char *
ft_dice_game_describe_move (FtDiceGame       *self,
                            const FtDiceMove *move)
{
  g_autofree char *take = NULL;

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      /* Translators: "Flip your 3 to 4" */
      return g_strdup_printf (_("Flip your %u to %u"), move->face, 7 - move->face);
    case FT_DICE_MOVE_TRASH:
      return move->locked ? g_strdup_printf (_("Trash their locked %u"), move->face)
                          : g_strdup_printf (_("Trash their %u"), move->face);
    case FT_DICE_MOVE_TAKE:
    default:
      take = take_text (move);
      if (*take == '\0')
        return g_strdup (_("Take no change"));
      /* Translators: "Take 1 + 3 as change" */
      return g_strdup_printf (_("Take %s as change"), take);
    }
}

void
_ft_dice_game_record_move (FtDiceGame       *self,
             FtDicePlayer      mover,
             const FtDiceMove *move)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), mover);
  g_autofree char *middle = faces_text (self->pos.middle, self->pos.n_middle);
  g_autofree char *take = NULL;

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      /* Translators: "Player 1 flipped a 3 to 4; it stays locked until a trash." (R3a, R5) */
      event (self, _("%s flipped a %u to %u; it stays locked until a trash."), name,
             move->face, 7 - move->face);
      break;
    case FT_DICE_MOVE_TRASH:
      if (move->face == 1)
        /* Translators: R4: nothing totals less than 1. */
        event (self, _("%s trashed a 1, which gives no change back; the middle holds %s."), name, middle);
      else
        /* Translators: "Computer (standard) trashed a 6; the middle holds 2, 6." (R3b) */
        event (self, _("%s trashed a %u; the middle holds %s."), name, move->face, middle);
      break;
    case FT_DICE_MOVE_TAKE:
    default:
      take = take_text (move);
      if (*take == '\0')
        event (self, _("%s took no change."), name);
      else
        /* Translators: "You took 1 + 3 as change." (R4) */
        event (self, _("%s took %s as change."), name, take);
      break;
    }
}

/* The change chosen so far, in words (R4): "Change: 2 + 1 = 3. It must
 * total less than 6." */
char *
ft_dice_game_describe_change (FtDiceGame *self)
{
  g_autoptr(GString) chosen = g_string_new (NULL);

  for (guint i = 0; i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      g_string_append_printf (chosen, "%s%u", chosen->len ? " + " : "", FT_DICE_FACE (self->pos.middle[i]));
  if (chosen->len == 0)
    /* Translators: the change panel (R4): "Nothing chosen yet; change must total less than 6." */
    return g_strdup_printf (_("Change: nothing chosen yet. It must total less than %u."), self->pos.change);
  return g_strdup_printf (_("Change: %s = %u. It must total less than %u."), chosen->str,
                          ft_dice_game_get_change_total (self), self->pos.change);
}

/* The caption of @player's hand: "You: 4 dice, 15 pips". */
char *
ft_dice_game_describe_hand (FtDiceGame   *self,
                            FtDicePlayer  player)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), player);
  guint n = self->pos.n_hand[player], pips = ft_dice_pos_pips (&self->pos, player);

  /* Translators: "You: 4 dice, 15 pips", "Computer (standard): 1 die, 6 pips" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u die, %u pips", "%s: %u dice, %u pips", n),
                          name, n, pips);
}

/* The caption of the middle: "The middle: 3 dice, 11 pips", or empty. */
char *
ft_dice_game_describe_middle (FtDiceGame *self)
{
  guint pips = 0;

  for (guint i = 0; i < self->pos.n_middle; i++)
    pips += FT_DICE_FACE (self->pos.middle[i]);
  if (self->pos.n_middle == 0)
    return g_strdup (_("The middle: empty"));
  /* Translators: "The middle: 3 dice, 11 pips" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The middle: %u die, %u pips",
                                       "The middle: %u dice, %u pips", self->pos.n_middle),
                          (guint) self->pos.n_middle, pips);
}

/* The match score (R7), and the target: for the side panel, or as the
 * end of a game's figures when @game_over. */
char *
ft_dice_game_describe_match (FtDiceGame *self,
                             gboolean    game_over)
{
  g_autofree char *a = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_A);
  g_autofree char *b = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_B);
  guint score_a = ft_dice_game_get_match_score (self, FT_DICE_PLAYER_A);
  guint score_b = ft_dice_game_get_match_score (self, FT_DICE_PLAYER_B);

  if (game_over)
    /* Translators: "The match: You 12, Computer (standard) 30, to 50." */
    return g_strdup_printf (_("The match: %s %u, %s %u, to %u."), a, score_a, b, score_b, FT_DICE_MATCH_TARGET);
  /* Translators: the match score (R7): "You 12, Computer (standard) 30; the match goes to 50." */
  return g_strdup_printf (_("%s %u, %s %u; the match goes to %u."), a, score_a, b, score_b, FT_DICE_MATCH_TARGET);
}

/* What the person to move must do, or who is moving, in one sentence (the
 * page's status line). */
char *
ft_dice_game_status_text (FtDiceGame *self)
{
  const FtDicePos *pos = &self->pos;
  FtDicePlayer winner;
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), self->pos.turn);

  if (!ft_game_is_started (FT_GAME (self)))
    return g_strdup (_("Press Ctrl+N to start a game."));

  if (ft_dice_game_is_over (self, &winner))
    {
      g_autofree char *wname = ft_game_seat_name (FT_GAME (self), winner);
      FtDicePlayer match_winner;

      if (ft_dice_game_match_is_over (self, &match_winner))
        {
          g_autofree char *mname = ft_game_seat_name (FT_GAME (self), match_winner);

          /* Translators: "You won the match. Press Ctrl+N for a new match." */
          return g_strdup_printf (_("%s won the match. Press Ctrl+N for a new match."), mname);
        }
      /* Translators: "Computer (standard) won this game. Press Return for the next game." */
      return g_strdup_printf (_("%s won this game. Press Return for the next game."), wname);
    }

  if (!ft_game_waits_for_person (FT_GAME (self)))
    /* Translators: "Computer (expert) is thinking…" */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (pos->change != 0)
    /* Translators: the victim of a trash takes change (R4). */
    return g_strdup_printf (_("%s: your %u was trashed. Take change from the middle totalling less than %u (digits choose, Return takes), or take nothing (N)."),
                            name, pos->change, pos->change);

  if (self->pick_their >= 0)
    return g_strdup_printf (_("%s: pick their die to trash (digits or arrows), then Return. Escape goes back."), name);

  return g_strdup_printf (_("%s to move: pick your die and flip it (F), or trash one of theirs (T)."), name);
}
