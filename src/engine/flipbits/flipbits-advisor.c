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
  guint            discarded[FT_FB_DECK_MAX];
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
  const guint  *pool;       /* how many of each kind the draw comes from */
  const guint  *next_pool;  /* after a reshuffle: the old discard pile */
  guint         next_draw;
  guint         hand[FT_FB_HAND_OPS];
  guint         n_hand;
  const guint8 *hexes;
  guint         n_hexes;
  guint64       favourable;
} Count;

/* Every multiset of @left more kinds from @from on, weighted by its number
 * of ways to be drawn (a product of binomials), then the draw from the
 * reshuffled pile if there is one, against every HEX value. */
static void
count_draws (Count  *count,
             guint   from,
             guint   left,
             guint64 weight)
{
  Tables *t = count->tables;

  if (left == 0 && count->next_draw > 0)
    {
      const guint *pool = count->pool;
      guint next = count->next_draw;

      count->pool = count->next_pool;
      count->next_draw = 0;
      count_draws (count, 0, next, weight);
      count->pool = pool;
      count->next_draw = next;
      return;
    }
  if (left == 0)
    {
      for (guint i = 0; i < count->n_hexes; i++)
        if (hand_solves (t, count->hexes[i], count->hand, count->n_hand))
          count->favourable += weight;
      return;
    }

  for (guint k = from; k < t->n_kinds; k++)
    for (guint m = 1; m <= left && m <= count->pool[k]; m++)
      {
        for (guint j = 0; j < m; j++)
          count->hand[count->n_hand++] = k;
        count_draws (count, k + 1, left - m, weight * choose (count->pool[k], m));
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
  guint8 unseen_hex[FT_FB_N_HEX];
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
      if (k != G_MAXUINT && i >= hand->n_ops)
        t.discarded[k]++;
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
        Count count = { &t, t.unseen };
        guint pile[FT_FB_DECK_MAX], n_pile = view->n_op_discard;
        guint8 hex_pile[FT_FB_N_HEX];
        guint need, first;

        memcpy (pile, t.discarded, sizeof pile);
        for (guint i = 0; i < hand->n_ops; i++)
          if (!(mask & (1u << i)))
            count.hand[count.n_hand++] = hand_kinds[i];
          else
            {
              pile[hand_kinds[i]]++;
              n_pile++;
            }

        /* Draw up to 3 (R7): from the deck, which holds a random part of
         * the unseen cards; if it runs out, the rest from the discard pile
         * (this discard included), reshuffled into a new deck. */
        need = FT_FB_HAND_OPS - count.n_hand;
        first = MIN (MIN (need, view->n_op_deck), t.n_unseen);
        if (first < need)
          {
            count.next_pool = pile;
            count.next_draw = MIN (need - first, n_pile);
          }

        /* A HEX card if the hand has none: from the deck (one of the unseen
         * ones), or from the reshuffled discard pile when the deck is
         * empty, or none at all. */
        if (drop_hex || hand->hex < 0)
          {
            count.hexes = unseen_hex;
            count.n_hexes = n_unseen_hex;
            if (view->n_hex_deck == 0)
              {
                for (guint i = 0; i < view->n_hex_discard; i++)
                  hex_pile[i] = view->hex_discard[i] & FT_FB_VALUE_MASK;
                count.hexes = hex_pile;
                count.n_hexes = view->n_hex_discard;
                if (drop_hex)
                  hex_pile[count.n_hexes++] = hand->hex;
              }
          }
        else
          {
            hex_pile[0] = hand->hex;
            count.hexes = hex_pile;
            count.n_hexes = 1;
          }
        if (count.n_hexes == 0)
          {
            hex_pile[0] = NO_HEX;
            count.hexes = hex_pile;
            count.n_hexes = 1;
          }
        for (guint i = 0; i < count.n_hexes; i++)
          tables_prepare (&t, count.hexes[i]);

        count_draws (&count, 0, first, 1);

        option->op_mask = mask;
        option->discard_hex = drop_hex;
        option->favourable = count.favourable;
        option->total = choose (t.n_unseen, first) * choose (n_pile, count.next_draw) *
                        count.n_hexes;
        option->p_solve = option->total ? (double) option->favourable / option->total : 0.0;
        option->expected_turns = option->p_solve > 0 ? 1.0 / option->p_solve : G_MAXDOUBLE;
      }

  qsort (advice->options, advice->n_options, sizeof advice->options[0], option_compare);
  tables_clear (&t);
}
