/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-scrabble-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "ft-scrabble-game-internal.h"

/*
 * FtScrabbleGame's words: what it says of a move and of the end of a
 * game, for the history, the log and the screen reader.  The rest of the
 * model is in ft-scrabble-game.c.
 */

char *
_ft_scrabble_game_describe_move (FtScrabbleGame          *self,
               guint                    who,
               const FtScrabbleMove    *move,
               const FtScrabbleVerdict *verdict)
{
  const char *name = ft_game_get_name (FT_GAME (self), who);
  gboolean you = ft_game_is_you (FT_GAME (self), who);

  switch (move->kind)
    {
    case FT_SCRABBLE_MOVE_PLAY:
      {
        g_autoptr(GString) eqs = g_string_new (NULL);

        for (guint i = 0; i < verdict->n_runs; i++)
          {
            g_autofree char *run = ft_scrabble_run_describe (&verdict->runs[i], &self->state.board);

            if (eqs->len > 0)
              g_string_append (eqs, "; ");
            g_string_append (eqs, run);
          }
        if (you)
          /* Translators: "You play 1 = 1 for 4 points." */
          return g_strdup_printf (ngettext ("You play %s for %d point.", "You play %s for %d points.",
                                            (gulong) ABS (verdict->score)),
                                  eqs->str, verdict->score);
        /* Translators: "Ana plays 1 = 1 for 4 points." */
        return g_strdup_printf (ngettext ("%s plays %s for %d point.", "%s plays %s for %d points.",
                                          (gulong) ABS (verdict->score)),
                                name, eqs->str, verdict->score);
      }
    case FT_SCRABBLE_MOVE_EXCHANGE:
      if (you)
        return g_strdup_printf (ngettext ("You exchange %u tile.", "You exchange %u tiles.", move->exchange.n),
                                (guint) move->exchange.n);
      return g_strdup_printf (ngettext ("%s exchanges %u tile.", "%s exchanges %u tiles.", move->exchange.n),
                              name, (guint) move->exchange.n);
    case FT_SCRABBLE_MOVE_PASS:
    default:
      return you ? g_strdup (_("You pass.")) : g_strdup_printf (_("%s passes."), name);
    }
}

char *
_ft_scrabble_game_describe_end (FtScrabbleGame *self)
{
  g_autoptr(GString) s = g_string_new (_("The game is over."));
  guint winners = ft_scrabble_state_winners (&self->state);

  /* R10: the final adjustments. */
  for (guint p = 0; p < ft_game_get_n_seats (FT_GAME (self)); p++)
    if (self->state.adjust[p] != 0)
      g_string_append_printf (s, " %s %+d.", ft_game_get_name (FT_GAME (self), p), self->state.adjust[p]);
  for (guint p = 0; p < ft_game_get_n_seats (FT_GAME (self)); p++)
    g_string_append_printf (s, " %s %d.", ft_game_get_name (FT_GAME (self), p), self->state.scores[p]);
  if ((winners & (winners - 1)) != 0)
    g_string_append (s, _(" A shared win."));
  else
    for (guint p = 0; p < ft_game_get_n_seats (FT_GAME (self)); p++)
      if (winners & (1u << p))
        {
          if (ft_game_is_you (FT_GAME (self), p))
            g_string_append (s, _(" You win."));
          else
            g_string_append_printf (s, _(" %s wins."), ft_game_get_name (FT_GAME (self), p));
        }
  return g_string_free (g_steal_pointer (&s), FALSE);
}
