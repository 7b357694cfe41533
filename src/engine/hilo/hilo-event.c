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

/* One sentence about @who, or spoken to them when they are the learner
 * (@you): each form its own translatable string, "%s plays %u" and "You
 * play %u", with the same arguments after the name. */
#define SAY(you, who, third, second, ...) \
  ((you) ? g_strdup_printf (second, ##__VA_ARGS__) : g_strdup_printf (third, who, ##__VA_ARGS__))

static char *
describe_play (const FtHiLoEvent *e,
               const char        *who,
               gboolean           you)
{
  g_autofree char *what = NULL;
  const char *effect = "";

  switch (e->play_kind)
    {
    case FT_HILO_PLAY_AFTER_TOSS:
      /* Translators: "Ana plays 12 after the toss", "You play 12 after the toss" */
      what = SAY (you, who, _("%s plays %u after the toss"), _("You play %u after the toss"), e->card);
      break;
    case FT_HILO_PLAY_DRAWN:
      what = SAY (you, who, _("%s plays the drawn card, %u"), _("You play the drawn card, %u"), e->card);
      break;
    case FT_HILO_PLAY_RESET_START:
      what = SAY (you, who, _("%s starts a new pile with %u"), _("You start a new pile with %u"), e->card);
      break;
    case FT_HILO_PLAY_SECOND:
      what = SAY (you, who, _("%s plays %u as the second card"), _("You play %u as the second card"), e->card);
      break;
    case FT_HILO_PLAY_NORMAL:
    default:
      what = SAY (you, who, _("%s plays %u"), _("You play %u"), e->card);
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

/* The reset's second half: who takes the pile. */
static char *
describe_taker (const char *other,
                gboolean    you)
{
  /* Translators: the end of "Ana cannot play and cannot draw: reset play; Ben takes the pile" */
  return you ? g_strdup (_("you take the pile")) : g_strdup_printf (_("%s takes the pile"), other);
}

/*
 * One sentence for a screen reader or a log.  @viewer is the player whose
 * own draws show their card (FT_HILO_VIEWER_ALL shows every card; -1 none).
 * @you is the player the sentences speak to ("You play 7", "Your turn"),
 * -1 for none: every player is named ("Ana plays 7").
 */
char *
ft_hilo_event_describe (const FtHiLoEvent  *e,
                        const char * const *names,
                        gint                viewer,
                        gint                you)
{
  g_autofree char *who = e->player >= 0 ? ft_hilo_player_name (names, (guint) e->player)
                                        : NULL;
  g_autofree char *other = e->other >= 0 ? ft_hilo_player_name (names, (guint) e->other)
                                         : NULL;
  gboolean is_you = you >= 0 && e->player == you;
  gboolean other_is_you = you >= 0 && e->other == you;

  switch (e->kind)
    {
    case FT_HILO_EVENT_ROUND_START:
      if (is_you)
        /* Translators: "Round 2: the chip shows Hi; you start" */
        return g_strdup_printf (_("Round %u: the chip shows %s; you start"), e->count, chip_name (e->chip));
      /* Translators: "Round 2: the chip shows Hi; Ana starts" */
      return g_strdup_printf (_("Round %u: the chip shows %s; %s starts"),
                              e->count, chip_name (e->chip), who);
    case FT_HILO_EVENT_TURN:
      return is_you ? g_strdup (_("Your turn")) : g_strdup_printf (_("%s's turn"), who);
    case FT_HILO_EVENT_PLAY:
      return describe_play (e, who, is_you);
    case FT_HILO_EVENT_TOSS:
      if (e->same)
        return SAY (is_you, who, _("%s tosses the chip: it stays on %s"), _("You toss the chip: it stays on %s"),
                    chip_name (e->chip));
      return SAY (is_you, who, _("%s tosses the chip: it turns to %s"), _("You toss the chip: it turns to %s"),
                  chip_name (e->chip));
    case FT_HILO_EVENT_DRAW:
      if (viewer == FT_HILO_VIEWER_ALL || viewer == e->player)
        return SAY (is_you, who, _("%s draws %u"), _("You draw %u"), e->card);
      return SAY (is_you, who, _("%s draws a card"), _("You draw a card"));
    case FT_HILO_EVENT_REFILL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The draw pile is empty: %u card of the pile is shuffled into a new one",
                                           "The draw pile is empty: %u cards of the pile are shuffled into a new one",
                                           e->count), e->count);
    case FT_HILO_EVENT_DRAW_EMPTY:
      return is_you ? g_strdup (_("Nothing is left for you to draw"))
                    : g_strdup_printf (_("Nothing is left to draw for %s"), who);
    case FT_HILO_EVENT_RESET:
      {
        g_autofree char *taker = describe_taker (other, other_is_you);
        g_autofree char *what = NULL;

        switch (e->reset_kind)
          {
          case FT_HILO_RESET_AFTER_2:
            /* Translators: "Ana cannot follow the 2-card 52: reset play" (then "; Ben takes the pile") */
            what = SAY (is_you, who, _("%s cannot follow the 2-card %u: reset play"),
                        _("You cannot follow the 2-card %u: reset play"), e->card);
            break;
          case FT_HILO_RESET_NO_DRAW:
            what = SAY (is_you, who, _("%s cannot play and cannot draw: reset play"),
                        _("You cannot play and cannot draw: reset play"));
            break;
          case FT_HILO_RESET_AFTER_DRAW:
          default:
            what = SAY (is_you, who, _("%s cannot play the drawn card: reset play"),
                        _("You cannot play the drawn card: reset play"));
            break;
          }
        /* Translators: "Ana cannot play and cannot draw: reset play" and "Ben takes the pile" */
        return g_strdup_printf (_("%s; %s"), what, taker);
      }
    case FT_HILO_EVENT_TAKE_PILE:
      if (is_you)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "You take the pile: %u card, %u points",
                                             "You take the pile: %u cards, %u points",
                                             e->count), e->count, e->points);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s takes the pile: %u card, %u points",
                                           "%s takes the pile: %u cards, %u points",
                                           e->count), who, e->count, e->points);
    case FT_HILO_EVENT_SKIP:
      if (is_you)
        /* Translators: "You lose the turn to Ben's 1-card" */
        return g_strdup_printf (_("You lose the turn to %s's 1-card"), other);
      if (other_is_you)
        /* Translators: "Ben loses the turn to your 1-card" */
        return g_strdup_printf (_("%s loses the turn to your 1-card"), who);
      return g_strdup_printf (_("%s loses the turn to %s's 1-card"), who, other);
    case FT_HILO_EVENT_EXTRA_TURN:
      return is_you ? g_strdup (_("You take another turn")) : g_strdup_printf (_("%s takes another turn"), who);
    case FT_HILO_EVENT_ROUND_END:
      return SAY (is_you, who, _("%s played their last card and wins round %u, with %u bonus points"),
                  _("You played your last card and win round %u, with %u bonus points"), e->count, e->points);
    case FT_HILO_EVENT_TIE:
      return g_strdup_printf (_("The lead is tied at %u points: another round"), e->points);
    case FT_HILO_EVENT_GAME_END:
      return SAY (is_you, who, _("%s wins the game with %u points"), _("You win the game with %u points"), e->points);
    default:
      g_return_val_if_reached (NULL);
    }
}
