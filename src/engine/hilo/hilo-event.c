/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hilo-event.h"
#include "hilo-state.h"

/* @names may be NULL (or shorter than the seats): then "Player 2". */
char *
ft_hilo_player_name (const char * const *names,
                     guint               player)
{
  if (names != NULL)
    {
      for (guint i = 0; names[i] != NULL; i++)
        if (i == player)
          return g_strdup (names[i]);
    }
  /* Translators: a seat without a name; %u counts from 1. */
  return g_strdup_printf (_("Player %u"), player + 1);
}

static const char *
chip_name (guint chip)
{
  /* Translators: the sides of the Hi-Lo chip. */
  return chip == FT_HILO_CHIP_HI ? _("Hi") : _("Lo");
}

static char *
describe_play (const FtHiLoEvent *e,
               const char        *who)
{
  g_autofree char *what = NULL;
  const char *effect = "";

  switch (e->play_kind)
    {
    case FT_HILO_PLAY_AFTER_TOSS:
      /* Translators: "Ana plays 12 after the toss" */
      what = g_strdup_printf (_("%s plays %u after the toss"), who, e->card);
      break;
    case FT_HILO_PLAY_DRAWN:
      what = g_strdup_printf (_("%s plays the drawn card, %u"), who, e->card);
      break;
    case FT_HILO_PLAY_RESET_START:
      what = g_strdup_printf (_("%s starts a new pile with %u"), who, e->card);
      break;
    case FT_HILO_PLAY_SECOND:
      what = g_strdup_printf (_("%s plays %u as the second card"), who, e->card);
      break;
    case FT_HILO_PLAY_NORMAL:
    default:
      what = g_strdup_printf (_("%s plays %u"), who, e->card);
      break;
    }
  if (ft_hilo_card_is_double (e->card))
    effect = _(", a 2-card: a second card must follow");
  else if (ft_hilo_card_is_skip (e->card))
    effect = _(", a 1-card: the next player draws and loses their turn");
  else if (ft_hilo_card_points (e->card) == 10)
    effect = _(", worth 10 points");
  return g_strconcat (what, effect, NULL);
}

/*
 * One sentence for a screen reader or a log.  @viewer is the player whose
 * own draws show their card (FT_HILO_VIEWER_ALL shows every card; -1 none).
 */
char *
ft_hilo_event_describe (const FtHiLoEvent  *e,
                        const char * const *names,
                        gint                viewer)
{
  g_autofree char *who = e->player >= 0 ? ft_hilo_player_name (names, (guint) e->player)
                                        : NULL;
  g_autofree char *other = e->other >= 0 ? ft_hilo_player_name (names, (guint) e->other)
                                         : NULL;

  switch (e->kind)
    {
    case FT_HILO_EVENT_ROUND_START:
      /* Translators: "Round 2: the chip shows Hi; Ana starts" */
      return g_strdup_printf (_("Round %u: the chip shows %s; %s starts"),
                              e->count, chip_name (e->chip), who);
    case FT_HILO_EVENT_TURN:
      return g_strdup_printf (_("%s's turn"), who);
    case FT_HILO_EVENT_PLAY:
      return describe_play (e, who);
    case FT_HILO_EVENT_TOSS:
      return g_strdup_printf (e->same ? _("%s tosses the chip: it stays on %s")
                                      : _("%s tosses the chip: it turns to %s"),
                              who, chip_name (e->chip));
    case FT_HILO_EVENT_DRAW:
      if (viewer == FT_HILO_VIEWER_ALL || viewer == e->player)
        return g_strdup_printf (_("%s draws %u"), who, e->card);
      return g_strdup_printf (_("%s draws a card"), who);
    case FT_HILO_EVENT_REFILL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The draw pile is empty: %u card of the pile is shuffled into a new one",
                                           "The draw pile is empty: %u cards of the pile are shuffled into a new one",
                                           e->count), e->count);
    case FT_HILO_EVENT_DRAW_EMPTY:
      return g_strdup_printf (_("Nothing is left to draw for %s"), who);
    case FT_HILO_EVENT_RESET:
      switch (e->reset_kind)
        {
        case FT_HILO_RESET_AFTER_2:
          /* Translators: "Ana cannot follow the 2-card 52: reset play; Ben takes the pile" */
          return g_strdup_printf (_("%s cannot follow the 2-card %u: reset play; %s takes the pile"),
                                  who, e->card, other);
        case FT_HILO_RESET_NO_DRAW:
          return g_strdup_printf (_("%s cannot play and cannot draw: reset play; %s takes the pile"),
                                  who, other);
        case FT_HILO_RESET_AFTER_DRAW:
        default:
          return g_strdup_printf (_("%s cannot play the drawn card: reset play; %s takes the pile"),
                                  who, other);
        }
    case FT_HILO_EVENT_TAKE_PILE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s takes the pile: %u card, %u points",
                                           "%s takes the pile: %u cards, %u points",
                                           e->count), who, e->count, e->points);
    case FT_HILO_EVENT_SKIP:
      return g_strdup_printf (_("%s loses the turn to %s's 1-card"), who, other);
    case FT_HILO_EVENT_EXTRA_TURN:
      return g_strdup_printf (_("%s takes another turn"), who);
    case FT_HILO_EVENT_ROUND_END:
      return g_strdup_printf (_("%s played their last card and wins round %u, with %u bonus points"),
                              who, e->count, e->points);
    case FT_HILO_EVENT_TIE:
      return g_strdup_printf (_("The lead is tied at %u points: another round"), e->points);
    case FT_HILO_EVENT_GAME_END:
      return g_strdup_printf (_("%s wins the game with %u points"), who, e->points);
    default:
      g_return_val_if_reached (NULL);
    }
}
