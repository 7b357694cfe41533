/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipbits-advisor.h"

/*
 * The discard advisor.  A hand after the draw holds at most three
 * OPERATION cards (R7), so a solve plays one, two or three of them.  For a
 * fixed HEX value the advisor tabulates, per card kind, where one card takes
 * MEMORY (one), where two cards take it (two[a][b]) and from which values a
 * card reaches GOAL (back); whether a hand solves is then a few bit tests.
 * Draws are enumerated as multisets of card kinds, each weighted by its
 * number of ways, so a decision costs a few thousand such tests.
 *
 * Pure: everything lives on the stack or in memory this call owns.
 */

G_STATIC_ASSERT (FT_FB_HAND_OPS == 3);

#define NO_HEX FT_FB_N_HEX

typedef struct
{
  guint            n_kinds;
  FtFbCard         kinds[FT_FB_DECK_MAX];
  guint            unseen[FT_FB_DECK_MAX];
  guint            n_unseen;
  guint8           memory;
  guint8           goal;
  /* Per HEX value (NO_HEX for none), filled on first use. */
  gboolean         ready[FT_FB_N_HEX + 1];
  guint16         *one[FT_FB_N_HEX + 1];
  guint16         *back[FT_FB_N_HEX + 1];
  guint16         *two[FT_FB_N_HEX + 1];
} Tables;

static guint16
kind_image (FtFbCard card,
            int      hex,
            guint8   v)
{
  guint8 choices[FT_FB_BITS];
  guint n = ft_fb_card_choices (card, hex, choices);
  guint16 image = 0;

  for (guint c = 0; c < n; c++)
    image |= 1u << ft_fb_apply (card.op, v, choices[c]);
  return image;
}

static guint16
image_of_set (const guint16 *image,
              guint16        set)
{
  guint16 out = 0;

  for (guint v = 0; v < 16; v++)
    if (set & (1u << v))
      out |= image[v];
  return out;
}

static void
tables_prepare (Tables *t,
                guint   h)
{
  guint k = t->n_kinds;
  int hex = h == NO_HEX ? -1 : (int) h;
  g_autofree guint16 *image = g_new (guint16, k * 16);

  if (t->ready[h])
    return;

  t->one[h] = g_new (guint16, k);
  t->back[h] = g_new0 (guint16, k);
  t->two[h] = g_new (guint16, k * k);
  for (guint a = 0; a < k; a++)
    {
      for (guint v = 0; v < 16; v++)
        {
          image[a * 16 + v] = kind_image (t->kinds[a], hex, v);
          if (image[a * 16 + v] & (1u << t->goal))
            t->back[h][a] |= 1u << v;
        }
      t->one[h][a] = image[a * 16 + t->memory];
    }
  for (guint a = 0; a < k; a++)
    for (guint b = 0; b < k; b++)
      t->two[h][a * k + b] = image_of_set (image + b * 16, t->one[h][a]);
  t->ready[h] = TRUE;
}

static void
tables_clear (Tables *t)
{
  for (guint h = 0; h <= NO_HEX; h++)
    {
      g_clear_pointer (&t->one[h], g_free);
      g_clear_pointer (&t->back[h], g_free);
      g_clear_pointer (&t->two[h], g_free);
    }
}

/* Whether the kinds @hand[0..n) (n <= 3) solve with HEX value @h: some
 * card, ordered pair or ordered triple takes MEMORY to GOAL (R4). */
static gboolean
hand_solves (const Tables *t,
             guint         h,
             const guint  *hand,
             guint         n)
{
  guint k = t->n_kinds;
  guint16 goal = 1u << t->goal;
  const guint16 *one = t->one[h], *back = t->back[h], *two = t->two[h];

  for (guint i = 0; i < n; i++)
    if (one[hand[i]] & goal)
      return TRUE;
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      {
        guint16 pair;

        if (i == j)
          continue;
        pair = two[hand[i] * k + hand[j]];
        if (pair & goal)
          return TRUE;
        for (guint l = 0; l < n; l++)
          if (l != i && l != j && (pair & back[hand[l]]))
            return TRUE;
      }
  return FALSE;
}

static guint64
choose (guint n,
        guint r)
{
  guint64 c = 1;

  if (r > n)
    return 0;
  for (guint i = 0; i < r; i++)
    c = c * (n - i) / (i + 1);
  return c;
}

typedef struct
{
  Tables       *tables;
  guint         hand[FT_FB_HAND_OPS];
  guint         n_hand;
  const guint8 *hexes;
  guint         n_hexes;
  guint64       favourable;
} Count;

/* Every multiset of @left more kinds from @from on, weighted by its number
 * of ways to be drawn (a product of binomials), against every HEX value. */
static void
count_draws (Count  *count,
             guint   from,
             guint   left,
             guint64 weight)
{
  Tables *t = count->tables;

  if (left == 0)
    {
      for (guint i = 0; i < count->n_hexes; i++)
        if (hand_solves (t, count->hexes[i], count->hand, count->n_hand))
          count->favourable += weight;
      return;
    }

  for (guint k = from; k < t->n_kinds; k++)
    for (guint m = 1; m <= left && m <= t->unseen[k]; m++)
      {
        for (guint j = 0; j < m; j++)
          count->hand[count->n_hand++] = k;
        count_draws (count, k + 1, left - m, weight * choose (t->unseen[k], m));
        count->n_hand -= m;
      }
}

static guint
kind_index (const Tables *t,
            FtFbCard      card)
{
  for (guint k = 0; k < t->n_kinds; k++)
    if (ft_fb_card_equal (t->kinds[k], card))
      return k;
  return G_MAXUINT;
}

static int
option_compare (const void *pa,
                const void *pb)
{
  const FtFbDiscardOption *a = pa, *b = pb;
  /* Compare favourable/total exactly: both totals fit in 32 bits. */
  guint64 lhs = a->favourable * b->total, rhs = b->favourable * a->total;

  if (lhs != rhs)
    return lhs > rhs ? -1 : 1;
  if (a->discard_hex != b->discard_hex)
    return a->discard_hex ? 1 : -1;
  if (__builtin_popcount (a->op_mask) != __builtin_popcount (b->op_mask))
    return __builtin_popcount (a->op_mask) - __builtin_popcount (b->op_mask);
  return (int) a->op_mask - (int) b->op_mask;
}

/*
 * Every legal discard of the viewing player (R7: at least one OPERATION
 * card unless the hand holds none; the HEX card may go too) with its exact
 * chance of a solving hand after the draw.  See FtFbDiscardOption for the
 * model.  Uses nothing but @view (R11).
 */
void
ft_fb_advise_discards (const FtFbView *view,
                       FtFbAdvice     *advice)
{
  Tables t = { 0 };
  const FtFbHand *hand = &view->hand;
  guint8 unseen_hex[FT_FB_N_HEX], own_hex[1];
  guint n_unseen_hex = 0, hand_kinds[FT_FB_HAND_OPS];
  gboolean hex_seen[FT_FB_N_HEX] = { FALSE };
  guint first_mask = hand->n_ops > 0 ? 1 : 0;

  memset (advice, 0, sizeof *advice);
  t.memory = view->memory;
  t.goal = view->goal;

  /* The kinds of card in the deck, and how many of each are unseen. */
  for (guint c = 0; c < view->deck.n_cards; c++)
    {
      guint k = kind_index (&t, view->deck.cards[c]);

      if (k == G_MAXUINT)
        {
          k = t.n_kinds++;
          t.kinds[k] = view->deck.cards[c];
        }
      t.unseen[k]++;
    }
  /* A card the deck does not list (a view built by hand) still needs a
   * kind, with nothing of it unseen. */
  for (guint i = 0; i < hand->n_ops; i++)
    if (kind_index (&t, hand->ops[i]) == G_MAXUINT && t.n_kinds < FT_FB_DECK_MAX)
      t.kinds[t.n_kinds++] = hand->ops[i];
  for (guint i = 0; i < hand->n_ops + view->n_op_discard; i++)
    {
      FtFbCard card = i < hand->n_ops ? hand->ops[i] : view->op_discard[i - hand->n_ops];
      guint k = kind_index (&t, card);

      if (k != G_MAXUINT && t.unseen[k] > 0)
        t.unseen[k]--;
    }
  for (guint k = 0; k < t.n_kinds; k++)
    t.n_unseen += t.unseen[k];
  for (guint i = 0; i < hand->n_ops; i++)
    hand_kinds[i] = MIN (kind_index (&t, hand->ops[i]), t.n_kinds - 1);

  if (hand->hex >= 0)
    hex_seen[hand->hex] = TRUE;
  for (guint i = 0; i < view->n_hex_discard; i++)
    hex_seen[view->hex_discard[i] & FT_FB_VALUE_MASK] = TRUE;
  for (guint v = 0; v < FT_FB_N_HEX; v++)
    if (!hex_seen[v])
      unseen_hex[n_unseen_hex++] = v;

  for (guint mask = first_mask; mask < (1u << hand->n_ops); mask++)
    for (guint drop_hex = 0; drop_hex <= (hand->hex >= 0 ? 1u : 0u); drop_hex++)
      {
        FtFbDiscardOption *option = &advice->options[advice->n_options++];
        Count count = { &t };
        guint draw;

        for (guint i = 0; i < hand->n_ops; i++)
          if (!(mask & (1u << i)))
            count.hand[count.n_hand++] = hand_kinds[i];
        draw = MIN (FT_FB_HAND_OPS - count.n_hand, t.n_unseen);

        /* Drop the HEX card (or hold none): draw one of the unseen ones,
         * or play on without one when every HEX card is seen. */
        if (drop_hex || hand->hex < 0)
          {
            count.hexes = unseen_hex;
            count.n_hexes = n_unseen_hex;
            if (n_unseen_hex == 0)
              {
                own_hex[0] = NO_HEX;
                count.hexes = own_hex;
                count.n_hexes = 1;
              }
          }
        else
          {
            own_hex[0] = hand->hex;
            count.hexes = own_hex;
            count.n_hexes = 1;
          }
        for (guint i = 0; i < count.n_hexes; i++)
          tables_prepare (&t, count.hexes[i]);

        count_draws (&count, 0, draw, 1);

        option->op_mask = mask;
        option->discard_hex = drop_hex;
        option->favourable = count.favourable;
        option->total = choose (t.n_unseen, draw) * count.n_hexes;
        option->p_solve = option->total ? (double) option->favourable / option->total : 0.0;
        option->expected_turns = option->p_solve > 0 ? 1.0 / option->p_solve : G_MAXDOUBLE;
      }

  qsort (advice->options, advice->n_options, sizeof advice->options[0], option_compare);
  tables_clear (&t);
}
