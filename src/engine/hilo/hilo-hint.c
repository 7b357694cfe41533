/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "hilo-ai.h"
#include "hilo-hint.h"

/* A chance in words, to the nearest of a few simple fractions. */
const char *
ft_hilo_chance_words (double chance)
{
  static const struct {
    double      below;
    const char *words;
  } table[] = {
    { 0.05, N_("almost never") },
    { 0.15, N_("about one time in ten") },
    { 0.225, N_("about one time in five") },
    { 0.29, N_("about a quarter of the time") },
    { 0.42, N_("about a third of the time") },
    { 0.58, N_("about half the time") },
    { 0.71, N_("about two times in three") },
    { 0.79, N_("about three times in four") },
    { 0.87, N_("about four times in five") },
    { 0.95, N_("about nine times in ten") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (chance < table[i].below)
      return _(table[i].words);
  return _("almost always");
}

/* The chance that a hand of @hand cards drawn from @unseen cards holds at
 * least one of @good of them (hypergeometric). */
static double
chance_of_one (guint unseen,
               guint good,
               guint hand)
{
  double none = 1.0;

  for (guint i = 0; i < hand; i++)
    {
      if (unseen <= i)
        return 1.0;
      if (unseen - good <= i)
        return 1.0;
      none *= (double) (unseen - good - i) / (unseen - i);
    }
  return 1.0 - none;
}

static const char *
higher_or_lower (FtHiLoChip chip)
{
  return chip == FT_HILO_CHIP_HI ? _("higher") : _("lower");
}

static const char *
chip_name (FtHiLoChip chip)
{
  return chip == FT_HILO_CHIP_HI ? _("Hi") : _("Lo");
}

static void
append_cards (GString   *s,
              FtHiLoSet  cards)
{
  guint8 list[FT_HILO_N_CARDS];
  guint n = ft_hilo_set_to_array (cards, list);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u", i ? ", " : "", list[i]);
}

/* Fills the numbers about playing @card now: who plays next on it, how
 * many unseen cards beat it, their chance, the pile's worth. */
static void
card_numbers (const FtHiLoView *view,
              guint             card,
              FtHiLoHint       *hint)
{
  FtHiLoSet unseen = ft_hilo_view_unseen (view);
  guint next = (view->me + 1u) % view->n_players;

  hint->card = card;
  hint->unseen = ft_hilo_set_count (unseen);
  hint->beaters = ft_hilo_set_count (ft_hilo_set_and (unseen, ft_hilo_set_beating (card, view->chip)));
  hint->pile_points = ft_hilo_card_points (card) +
                      (view->phase == FT_HILO_PHASE_MUST_RESET ? 0 : ft_hilo_view_pile_points (view));

  /* R4: a 1-card skips the next player (with two players, you play on). */
  if (ft_hilo_card_is_skip (card))
    next = (next + 1u) % view->n_players;
  /* R5: after a 2-card you play the second card yourself. */
  if (ft_hilo_card_is_double (card) || next == view->me || view->hand_sizes[view->me] <= 1)
    hint->next_player = -1;
  else
    hint->next_player = (gint) next;
  if (hint->next_player >= 0)
    {
      hint->next_hand = view->hand_sizes[next];
      hint->next_chance = chance_of_one (hint->unseen, hint->beaters, hint->next_hand);
    }
}

/* The reason in numbers for playing @card. */
static void
append_card_reason (GString            *s,
                    const FtHiLoView   *view,
                    const FtHiLoHint   *hint,
                    const char * const *names)
{
  guint card = hint->card;

  if (view->hand_sizes[view->me] == 1)
    {
      /* Translators: R7 */
      g_string_append_printf (s, _("Play %u, your last card: you take the pile and 10 bonus points."),
                              card);
      return;
    }

  g_string_append_printf (s, _("Play %u: "), card);
  if (ft_hilo_card_is_double (card))
    {
      FtHiLoSet rest = view->hand;
      guint follow;

      ft_hilo_set_remove (&rest, card);
      follow = ft_hilo_set_count (ft_hilo_set_and (rest, ft_hilo_set_beating (card, view->chip)));
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "it is a 2-card, so you must follow it at once with a card %s than %u; you hold %u such card.",
                                              "it is a 2-card, so you must follow it at once with a card %s than %u; you hold %u such cards.",
                                              follow),
                              higher_or_lower (view->chip), card, follow);
    }
  else if (ft_hilo_card_is_skip (card) && view->n_players == 2)
    {
      g_autofree char *other = ft_hilo_player_name (names, (view->me + 1u) % 2);

      g_string_append_printf (s, _("it is a 1-card: %s draws a card and you take another turn."),
                              other);
    }
  else if (hint->next_player >= 0)
    {
      g_autofree char *next = ft_hilo_player_name (names, (guint) hint->next_player);

      if (ft_hilo_card_is_skip (card))
        {
          g_autofree char *skipped = ft_hilo_player_name (names, (view->me + 1u) % view->n_players);

          g_string_append_printf (s, _("it is a 1-card, so %s draws and loses their turn; "), skipped);
        }
      /* Translators: "Ben can beat it with 13 of the 58 cards you have not
       * seen; holding 7 cards, Ben has one about four times in five (82%)." */
      g_string_append_printf (s, _("%s can beat it with %u of the %u cards you have not seen; "),
                              next, hint->beaters, hint->unseen);
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "holding %u card, they have one %s (%d%%).",
                                              "holding %u cards, they have one %s (%d%%).",
                                              hint->next_hand),
                              hint->next_hand, ft_hilo_chance_words (hint->next_chance),
                              (int) lround (hint->next_chance * 100));
    }
  g_string_append_c (s, ' ');
  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                          "The pile would then be worth %u point.",
                                          "The pile would then be worth %u points.",
                                          hint->pile_points),
                          hint->pile_points);
}

/* The expert's comparison with the next best card. */
static void
append_values (GString               *s,
               const FtHiLoCardValue *values,
               guint                  n,
               guint                  best)
{
  gint second = -1;

  for (guint i = 0; i < n; i++)
    if (i != best && (second < 0 || values[i].value > values[second].value))
      second = (gint) i;
  if (second < 0)
    return;
  g_string_append_c (s, ' ');
  /* Translators: "In sampled deals of the cards you have not seen, it leaves
   * you +2.5 points against the others this round, against -1.0 for 45." */
  g_string_append_printf (s, _("Over sampled deals of the cards you have not seen, it leaves you "
                               "%+.1f points against the others this round, against %+.1f for %u."),
                          values[best].value, values[second].value, values[second].card);
}

static void
explain_choice (GString            *s,
                const FtHiLoView   *view,
                const char * const *names,
                FtHiLoHint         *hint)
{
  FtHiLoCardValue values[FT_HILO_N_CARDS];
  guint best;
  guint n = ft_hilo_ai_evaluate (view, values, &best);

  hint->action = (FtHiLoAction) { FT_HILO_ACTION_PLAY, values[best].card };
  hint->value = values[best].value;
  card_numbers (view, values[best].card, hint);

  if (n > 1)
    {
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "You may play %u card: ",
                                              "You may play %u cards: ", n), n);
      append_cards (s, hint->legal);
      g_string_append (s, ". ");
    }
  append_card_reason (s, view, hint, names);
  if (n > 1)
    append_values (s, values, n, best);
}

void
ft_hilo_hint_compute (const FtHiLoView   *view,
                      const char * const *names,
                      FtHiLoHint         *hint)
{
  GString *s = g_string_new (NULL);
  guint top = ft_hilo_view_top_card (view);
  FtHiLoSet unseen = ft_hilo_view_unseen (view);

  memset (hint, 0, sizeof *hint);
  hint->next_player = -1;
  hint->unseen = ft_hilo_set_count (unseen);

  if (view->phase == FT_HILO_PHASE_GAME_OVER)
    {
      hint->forced = TRUE;
      g_string_append (s, _("The game is over."));
      hint->text = g_string_free (s, FALSE);
      return;
    }
  if (view->phase == FT_HILO_PHASE_ROUND_OVER)
    {
      hint->forced = TRUE;
      hint->action = (FtHiLoAction) { FT_HILO_ACTION_NEXT_ROUND, 0 };
      g_string_append (s, _("The round is over: deal the next round. The player with the lowest "
                            "total starts it."));
      hint->text = g_string_free (s, FALSE);
      return;
    }
  if (view->me != view->current)
    {
      g_autofree char *who = ft_hilo_player_name (names, view->current);

      hint->forced = TRUE;
      g_string_append_printf (s, _("It is %s's turn, not yours."), who);
      hint->text = g_string_free (s, FALSE);
      return;
    }

  hint->legal = view->legal;
  switch (view->phase)
    {
    case FT_HILO_PHASE_MUST_TOSS:
      hint->forced = TRUE;
      hint->action = (FtHiLoAction) { FT_HILO_ACTION_TOSS, 0 };
      g_string_append_printf (s, _("You hold no card %s than %u, so the rules force a chip toss. "
                                   "Half the time it turns to %s and you may play any card; otherwise "
                                   "you must draw a card."),
                              higher_or_lower (view->chip), top,
                              chip_name (view->chip == FT_HILO_CHIP_HI ? FT_HILO_CHIP_LO
                                                                       : FT_HILO_CHIP_HI));
      break;

    case FT_HILO_PHASE_MUST_DRAW:
      {
        guint good = ft_hilo_set_count (ft_hilo_set_and (unseen, ft_hilo_set_beating (top, view->chip)));

        hint->forced = TRUE;
        hint->action = (FtHiLoAction) { FT_HILO_ACTION_DRAW, 0 };
        hint->beaters = good;
        g_string_append_printf (s, _("The chip stayed on %s, so you must draw a card. "),
                                chip_name (view->chip));
        if (view->n_draw == 0 && view->n_pile <= 1)
          g_string_append (s, _("There is nothing left to draw, so you will make a reset play."));
        else
          {
            if (view->n_draw == 0)
              g_string_append (s, _("The draw pile is empty: the pile under its top card is shuffled "
                                    "into a new one first. "));
            g_string_append_printf (s, _("You can play it only if it is %s than %u: %u of the %u cards "
                                         "you have not seen are, %s; otherwise you make a reset play."),
                                    higher_or_lower (view->chip), top, good, hint->unseen,
                                    ft_hilo_chance_words (hint->unseen ? (double) good / hint->unseen : 0));
          }
      }
      break;

    case FT_HILO_PHASE_AFTER_DRAW:
      hint->forced = TRUE;
      hint->action = (FtHiLoAction) { FT_HILO_ACTION_PLAY, view->drawn };
      card_numbers (view, view->drawn, hint);
      g_string_append_printf (s, _("You drew %u, which is %s than %u, so you must play it. "),
                              view->drawn, higher_or_lower (view->chip), top);
      append_card_reason (s, view, hint, names);
      break;

    case FT_HILO_PHASE_MUST_RESET:
      {
        g_autofree char *taker = ft_hilo_player_name (names, (guint) MAX (view->taker, 0));
        guint pile_points = ft_hilo_view_pile_points (view);

        hint->forced = ft_hilo_set_count (view->legal) == 1;
        if (view->n_pile > 0 && view->top_player == (gint) view->me &&
            ft_hilo_card_is_double (top))
          g_string_append_printf (s, _("You cannot follow your 2-card %u, so the rules force a reset "
                                       "play with no toss and no draw. "), top);
        else
          g_string_append_printf (s, _("You cannot play on %u, so the rules force a reset play. "),
                                  top);
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "%s takes the pile (%u card, %u points) and you start a new pile with any card. ",
                                                "%s takes the pile (%u cards, %u points) and you start a new pile with any card. ",
                                                view->n_pile),
                                taker, view->n_pile, pile_points);
        explain_choice (s, view, names, hint);
      }
      break;

    case FT_HILO_PHASE_SECOND_CARD_FOR_2:
      g_string_append_printf (s, _("After your 2-card %u you must play a second card %s than it at once. "),
                              top, higher_or_lower (view->chip));
      explain_choice (s, view, names, hint);
      hint->forced = ft_hilo_set_count (view->legal) == 1;
      break;

    case FT_HILO_PHASE_AFTER_TOSS_PLAY:
      g_string_append_printf (s, _("The chip turned to %s, so every card you hold is %s than %u. "),
                              chip_name (view->chip), higher_or_lower (view->chip), top);
      explain_choice (s, view, names, hint);
      break;

    case FT_HILO_PHASE_MUST_PLAY:
    default:
      if (view->n_pile == 0)
        g_string_append (s, _("You start the pile: any card may be played. "));
      explain_choice (s, view, names, hint);
      hint->forced = ft_hilo_set_count (view->legal) == 1;
      break;
    }

  hint->text = g_string_free (s, FALSE);
}

void
ft_hilo_hint_clear (FtHiLoHint *hint)
{
  g_clear_pointer (&hint->text, g_free);
}
