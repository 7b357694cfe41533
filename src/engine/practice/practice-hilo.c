/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-view.h"

/*
 * Hi Lo Flip: the better odds, and counting cards and points.
 * Generators and builders (practice-private.h).
 */

/* ---- Hi Lo Flip: which call has the better odds ---- */

/* The cards of @set in @from..@to, or "-" when none. */
static char *
hilo_cards (FtHiLoSet set,
            guint     from,
            guint     to)
{
  GString *s = g_string_new (NULL);

  for (guint c = from; c <= to; c++)
    if (ft_hilo_set_has (set, c))
      g_string_append_printf (s, s->len ? " %u" : "%u", c);
  if (s->len == 0)
    g_string_append_c (s, '-');
  return g_string_free (s, FALSE);
}

/* Cards in words, "12, 35 and 58", or "none". */
static char *
card_words (const guint8 *cards,
            guint         n)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  if (n == 0)
    /* Translators: in "the other cards you have seen: no cards" */
    return g_strdup (_("no cards"));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (words, g_strdup_printf ("%u", cards[i]));
  return pr_list_words ((const char * const *) words->pdata, words->len);
}

static char *
set_words (FtHiLoSet set)
{
  guint8 cards[FT_HILO_N_CARDS];
  guint n = 0;

  for (guint c = 1; c <= FT_HILO_N_CARDS; c++)
    if (ft_hilo_set_has (set, c))
      cards[n++] = c;
  return card_words (cards, n);
}

static guint
hilo_count (FtHiLoSet set,
            guint     from,
            guint     to)
{
  guint n = 0;

  for (guint c = from; c <= to; c++)
    n += ft_hilo_set_has (set, c);
  return n;
}

/*
 * A moment of a real game (the hilo engine deals and its standard players
 * play on), seen by the player to act: the top card, their hand and the
 * cards seen on the pile and in the score piles (R11).  Would a card they
 * have not seen more likely beat the top card on Hi (higher) or on Lo
 * (lower)?  The engine's view says which cards are unseen.  a: the top
 * card, b and c: the unseen cards above and below it.  Counting all 100
 * cards is the usual mistake, so half the exercises are drawn where that
 * gives the other answer.
 */
void
pr_gen_hilo (FtPrExercise *ex,
             FtRng        *rng)
{
  guint n_actions = 2 + 4 * ex->level;
  FtHiLoState state;
  FtHiLoView view;
  FtHiLoSet unseen, seen;
  guint top = 0;
  /* Half the items are traps, where counting all 100 cards gives the
   * wrong side: then neither that instinct nor its contrary scores better
   * than a coin, and only counting the unseen cards does (issue 21: with
   * three traps in four, answering against the instinct scored 78%). */
  gboolean want_trap = ft_rng_coin (rng);

  for (guint tries = 0;; tries++)
    {
      gboolean naive_hi;
      guint i;

      if (!ft_hilo_state_init (&state, 2 + pr_below (rng, 2), NULL, ft_rng_next (rng), NULL, NULL))
        continue;
      for (i = 0; i < n_actions + pr_below (rng, 3); i++)
        {
          FtHiLoAction action;

          if (state.phase == FT_HILO_PHASE_ROUND_OVER || state.phase == FT_HILO_PHASE_GAME_OVER)
            break;
          ft_hilo_view_init (&view, &state, state.current);
          ft_hilo_ai_choose (&view, FT_STRENGTH_STANDARD, &action);
          if (!ft_hilo_state_apply (&state, &action, NULL, NULL))
            break;
        }
      if (state.phase != FT_HILO_PHASE_MUST_PLAY && state.phase != FT_HILO_PHASE_MUST_TOSS)
        continue;
      ft_hilo_view_init (&view, &state, state.current);
      top = ft_hilo_view_top_card (&view);
      if (top == 0)
        continue;
      unseen = ft_hilo_view_unseen (&view);
      ex->b = hilo_count (unseen, top + 1, FT_HILO_N_CARDS);
      ex->c = hilo_count (unseen, 1, top - 1);
      if (ex->b == ex->c)
        continue;
      naive_hi = FT_HILO_N_CARDS - top > top - 1;
      if (((ex->b > ex->c) != naive_hi) == want_trap || tries >= 400)
        break;
    }

  ex->a = top;
  ex->value = ex->b > ex->c;
  seen = view.seen;
  ft_hilo_set_remove (&seen, top);
  {
    g_autofree char *hand = hilo_cards (view.hand, 1, FT_HILO_N_CARDS);
    g_autofree char *others = hilo_cards (seen, 1, FT_HILO_N_CARDS);
    FtHiLoSet known = ft_hilo_set_or (view.hand, view.seen);
    g_autofree char *above = hilo_cards (known, top + 1, FT_HILO_N_CARDS);
    g_autofree char *under = hilo_cards (known, 1, top - 1);
    guint n_unseen = ft_hilo_set_count (unseen);

    ex->question = g_strdup_printf ("TOP %u HAND %s SEEN %s HI OR LO", top, hand, others);
    {
      g_autofree char *hand_words = set_words (view.hand);
      g_autofree char *seen_words = set_words (seen);

      /* Translators: a practice question in Hi Lo Flip; %1$u a card, %2$s and %3$s lists of cards */
      ex->sentence = g_strdup_printf (_("The top card of the pile is %1$u. Your hand: %2$s. The other cards you have seen: %3$s. Is a card you have not seen more likely to beat %1$u on Hi (higher) or on Lo (lower)?"),
                                      top, hand_words, seen_words);
    }
    ex->answer = g_strdup (ex->value ? "hi" : "lo");
    pr_step (ex, _("On Hi a card beats %u when it is higher: %u of the 100 cards are. You have seen these of them: %s. So %u cards you have not seen are higher."),
          top, FT_HILO_N_CARDS - top, above, (guint) ex->b);
    pr_step (ex, _("On Lo a card beats %u when it is lower: %u of the 100 cards are. You have seen these of them: %s. So %u cards you have not seen are lower."),
          top, top - 1, under, (guint) ex->c);
    if (ex->value)
      pr_step (ex, _("Of the %u cards you have not seen, %u beat it on Hi and %u on Lo: Hi has the better odds."),
            n_unseen, (guint) ex->b, (guint) ex->c);
    else
      pr_step (ex, _("Of the %u cards you have not seen, %u beat it on Hi and %u on Lo: Lo has the better odds."),
            n_unseen, (guint) ex->b, (guint) ex->c);
  }
}

/*
 * Counting in Hi Lo, by the hilo engine's rules: a pile's points
 * (`PILE 34 50 61 70 72`), the cards higher or lower than one
 * (`HIGHER THAN 87`), and the cards of a hand the chip lets you play
 * (`HI 60 HAND 12 35 58 73 91`).  variant: PR_HILO_*; a: the card or top
 * card; tiles: the pile or hand.
 */
void
pr_build_hilo_count (FtPrExercise *ex)
{
  GString *cards = g_string_new (NULL);

  for (guint i = 0; i < ex->n_tiles; i++)
    g_string_append_printf (cards, i ? " %u" : "%u", ex->tiles[i]);
  switch (ex->variant)
    {
    case PR_HILO_PILE:
      {
        guint tens = 0;

        ex->value = ft_hilo_cards_points (ex->tiles, ex->n_tiles);
        for (guint i = 0; i < ex->n_tiles; i++)
          tens += ft_hilo_card_points (ex->tiles[i]) == 10;
        ex->b = tens;
        ex->question = g_strdup_printf ("PILE %s", cards->str);
        {
          g_autofree char *words = card_words (ex->tiles, ex->n_tiles);

          /* Translators: a practice question in Hi Lo Flip; %s a list of cards */
          ex->sentence = g_strdup_printf (_("A score pile holds the cards %s. How many points is it worth?"), words);
        }
        pr_step (ex, _("A card ending in 0 is worth 10 points, any other card 1."));
        pr_step (ex, _("Ending in 0: %u, worth 10 each: %u points. The others: %u, worth 1 each: %u + %u = %u."),
              tens, 10 * tens, ex->n_tiles - tens, 10 * tens, ex->n_tiles - tens, (guint) ex->value);
        break;
      }
    case PR_HILO_HIGHER:
    case PR_HILO_LOWER:
      {
        gboolean hi = ex->variant == PR_HILO_HIGHER;
        FtHiLoSet beating = ft_hilo_set_beating (ex->a, hi ? FT_HILO_CHIP_HI : FT_HILO_CHIP_LO);

        ex->value = ft_hilo_set_count (beating);
        ex->question = g_strdup_printf (hi ? "HIGHER THAN %u" : "LOWER THAN %u", (guint) ex->a);
        /* Translators: practice questions in Hi Lo Flip, whose cards run from 1 to 100 */
        ex->sentence = g_strdup_printf (hi ? _("How many of the 100 cards are higher than %u?")
                                           : _("How many of the 100 cards are lower than %u?"), (guint) ex->a);
        if (hi)
          pr_step (ex, _("The cards higher than %u run from %u to %u, without %u itself: %u − %u = %u."),
                (guint) ex->a, (guint) ex->a + 1, FT_HILO_N_CARDS, (guint) ex->a, FT_HILO_N_CARDS,
                (guint) ex->a, (guint) ex->value);
        else
          pr_step (ex, _("The cards lower than %u run from 1 to %u, without %u itself: %u."),
                (guint) ex->a, (guint) ex->a - 1, (guint) ex->a, (guint) ex->value);
        break;
      }
    default:
      {
        gboolean hi = ex->variant == PR_HILO_HAND_HI;
        FtHiLoSet beating = ft_hilo_set_beating (ex->a, hi ? FT_HILO_CHIP_HI : FT_HILO_CHIP_LO);
        GString *playable = g_string_new (NULL);
        guint n = 0;

        for (guint i = 0; i < ex->n_tiles; i++)
          if (ft_hilo_set_has (beating, ex->tiles[i]))
            {
              g_string_append_printf (playable, n ? " %u" : "%u", ex->tiles[i]);
              n++;
            }
        ex->value = n;
        ex->b = ex->n_tiles - n;  /* the cards on the other side */
        ex->question = g_strdup_printf ("%s %u HAND %s", hi ? "HI" : "LO", (guint) ex->a, cards->str);
        {
          g_autofree char *words = card_words (ex->tiles, ex->n_tiles);

          /* Translators: practice questions in Hi Lo Flip; %1$u the top card, %2$s a list of cards */
          ex->sentence = g_strdup_printf (hi ? _("The chip shows Hi and the top card is %1$u. Your hand: %2$s. How many of your cards may you play?")
                                             : _("The chip shows Lo and the top card is %1$u. Your hand: %2$s. How many of your cards may you play?"),
                                          (guint) ex->a, words);
        }
        pr_step (ex, hi ? _("On Hi you play a card higher than the top card, %u.")
                     : _("On Lo you play a card lower than the top card, %u."), (guint) ex->a);
        if (n > 0)
          pr_step (ex, _("Of your cards you may play %s: that makes %u."), playable->str, n);
        else
          pr_step (ex, _("None of your cards may be played: 0."));
        g_string_free (playable, TRUE);
        break;
      }
    }
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  g_string_free (cards, TRUE);
}

void
pr_gen_hilo_count (FtPrExercise *ex,
                   FtRng        *rng)
{
  FtHiLoSet drawn = { { 0, 0 } };

  /* Level 1 counts a pile or the cards above or below one; level 3 a
   * longer pile or the playable cards of a longer hand; level 2 all. */
  switch (ex->level == 1 ? pr_below (rng, 2) : ex->level == 2 ? pr_below (rng, 4) : 2 * pr_below (rng, 2))
    {
    case 0: ex->variant = PR_HILO_PILE; break;
    case 1: ex->variant = ft_rng_coin (rng) ? PR_HILO_HIGHER : PR_HILO_LOWER; break;
    case 2: ex->variant = ft_rng_coin (rng) ? PR_HILO_HAND_HI : PR_HILO_HAND_LO; break;
    default: ex->variant = PR_HILO_HAND_LO; break;
    }
  /* Cards 2 to 99, so that a count is never 0 or 100 by the edge. */
  ex->a = 2 + pr_below (rng, 98);
  ft_hilo_set_add (&drawn, ex->a);
  if (ex->variant == PR_HILO_PILE || ex->variant >= PR_HILO_HAND_HI)
    {
      ex->n_tiles = 3 + ex->level + pr_below (rng, 2);
      for (guint i = 0; i < ex->n_tiles; i++)
        {
          guint card;

          /* a pile gets a card ending in 0 one time in three */
          do
            card = ex->variant == PR_HILO_PILE && pr_below (rng, 3) == 0 ? 10 * (1 + pr_below (rng, 10))
                                                                     : 1 + pr_below (rng, FT_HILO_N_CARDS);
          while (ft_hilo_set_has (drawn, card));
          ft_hilo_set_add (&drawn, card);
          ex->tiles[i] = card;
        }
      /* in the order a hand is held */
      for (guint i = 1; i < ex->n_tiles; i++)
        for (guint j = i; j > 0 && ex->tiles[j - 1] > ex->tiles[j]; j--)
          {
            guint8 t = ex->tiles[j];

            ex->tiles[j] = ex->tiles[j - 1];
            ex->tiles[j - 1] = t;
          }
    }
  pr_build_hilo_count (ex);
}
