/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "equation/equation-check.h"

/*
 * From counting to circuits (issue 22): counting up in binary (`NEXT 1011`
 * → 1100, `LARGEST 5` → 11111), the half and full adder (`HALF 1 1` → 10,
 * `FULL 1 1 0` → 10: the carry, then the sum), reading a two's complement
 * pattern (`SIGNED 1101` → -3) and overflow in signed addition
 * (`OVERFLOW 0111 + 0001` → yes).  Generators and builders
 * (practice-private.h).
 */

/* ---- count-up: variant PR_COUNT_NEXT or PR_COUNT_LARGEST ---- */

void
pr_build_count_up (FtPrExercise *ex)
{
  guint w = ex->width;

  if (ex->variant == PR_COUNT_LARGEST)
    {
      ex->question = g_strdup_printf ("LARGEST %u", w);
      /* Translators: a practice question */
      ex->sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "What is the largest number %u bit can hold, written in binary?",
                                                   "What is the largest number %u bits can hold, written in binary?",
                                                   w), w);
      pr_set_binary_answer (ex, pr_width_mask (w), w);
      pr_step (ex, _("The largest number has every bit 1: %s."), ex->answer);
      pr_step (ex, _("It is %u, one less than %u, the place value of the next bit: %u bits hold 0 to %u."),
               (guint) ex->value, (guint) ex->value + 1, w, (guint) ex->value);
      return;
    }

  {
    g_autofree char *a = pr_bits (ex->a, w);
    guint ones = __builtin_ctzll (~ex->a);

    ex->question = g_strdup_printf ("NEXT %s", a);
    /* Translators: a practice question; %s is a number in binary */
    ex->sentence = g_strdup_printf (_("Counting up in binary, which number comes after %s? Keep the same number of bits."), a);
    pr_set_binary_answer (ex, ex->a + 1, w);
    pr_step (ex, _("Counting up adds 1: start at the right. A 1 turns into 0 and carries to the next bit; the first 0 turns into 1, and the bits left of it stay."));
    if (ones == 0)
      pr_step (ex, _("Bit 0 is 0: it becomes 1, and nothing else changes."));
    else if (ones == 1)
      pr_step (ex, _("Bit 0 is 1: it becomes 0. Bit 1 is 0: it becomes 1."));
    else
      pr_step (ex, _("Bits 0 to %u are 1: they become 0. Bit %u is 0: it becomes 1."), ones - 1, ones);
    pr_step (ex, _("%s is followed by %s (%u, then %u)."), a, ex->answer, (guint) ex->a, (guint) ex->value);
  }
}

void
pr_gen_count_up (FtPrExercise *ex,
                 FtRng        *rng)
{
  if (pr_below (rng, 4) == 0)
    {
      ex->variant = PR_COUNT_LARGEST;
      ex->width = 2 + pr_below (rng, 2 + 2 * ex->level);
      pr_build_count_up (ex);
      return;
    }
  ex->variant = PR_COUNT_NEXT;
  pr_draw_width (ex, rng, 2);
  /* Mostly numbers ending in 1s, so that the carry runs; never all 1s,
   * whose next number needs one more bit. */
  do
    ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
  while (ex->a == pr_width_mask (ex->width) || (!(ex->a & 1) && pr_below (rng, 4) != 0) ||
         (ex->level > 1 && !(ex->a & 2) && pr_below (rng, 2) != 0));
  pr_build_count_up (ex);
}

/* ---- adder: variant PR_ADDER_HALF (a, b) or PR_ADDER_FULL (a, b, c) ---- */

/* The carry out of each column of a + b in @width bits, column 0 on the right. */
guint64
pr_carries (guint64 a,
            guint64 b,
            guint   width)
{
  guint64 out = 0;
  guint carry = 0;

  for (guint col = 0; col < width; col++)
    {
      carry = (((a >> col) & 1) + ((b >> col) & 1) + carry) >> 1;
      out |= (guint64) carry << col;
    }
  return out;
}

/* A chain of full adders: the carry out of each column. */
static void
build_carries (FtPrExercise *ex)
{
  guint w = ex->width;
  g_autofree char *a = pr_bits (ex->a, w), *b = pr_bits (ex->b, w);
  guint carry = 0;

  ex->question = g_strdup_printf ("CARRIES %s + %s", a, b);
  /* Translators: a practice question; %s are numbers in binary */
  ex->sentence = g_strdup_printf (_("Add %s and %s with a chain of full adders, one for each column. Write the carry out of each column as a row of bits, the leftmost column first."),
                                  a, b);
  pr_set_binary_answer (ex, pr_carries (ex->a, ex->b, w), w);
  for (guint col = 0; col < w; col++)
    {
      guint x = (ex->a >> col) & 1, y = (ex->b >> col) & 1, total = x + y + carry;
      g_autofree char *name = pr_column_name (col);

      pr_step (ex, _("In %s: %u + %u + carry in %u = %u: carry out %u."), name, x, y, carry, total, total >> 1);
      carry = total >> 1;
    }
  pr_step (ex, _("The carries out, leftmost column first: %s."), ex->answer);
}

void
pr_build_adder (FtPrExercise *ex)
{
  guint a = ex->a, b = ex->b, c = ex->c;
  guint sum1 = a ^ b, carry1 = a & b;

  if (ex->variant == PR_ADDER_CARRIES)
    {
      build_carries (ex);
      return;
    }
  ex->width = 2;
  if (ex->variant == PR_ADDER_HALF)
    {
      ex->question = g_strdup_printf ("HALF %u %u", a, b);
      /* Translators: a practice question; the answer is two bits */
      ex->sentence = g_strdup_printf (_("A half adder adds the bits %u and %u. Write what it gives: the carry bit, then the sum bit."),
                                      a, b);
      pr_set_binary_answer (ex, a + b, 2);
      pr_step (ex, _("The sum bit is %u XOR %u = %u: 1 where the bits differ."), a, b, sum1);
      pr_step (ex, _("The carry bit is %u AND %u = %u: 1 only where both bits are 1."), a, b, carry1);
      pr_step (ex, _("Carry, then sum: %s, which is %u + %u = %u."), ex->answer, a, b, a + b);
      return;
    }
  ex->question = g_strdup_printf ("FULL %u %u %u", a, b, c);
  /* Translators: a practice question; the answer is two bits */
  ex->sentence = g_strdup_printf (_("A full adder adds the bits %u and %u with a carry in of %u. Write what it gives: the carry bit, then the sum bit."),
                                  a, b, c);
  pr_set_binary_answer (ex, a + b + c, 2);
  pr_step (ex, _("A first half adder: %u XOR %u = %u, carry %u AND %u = %u."), a, b, sum1, a, b, carry1);
  pr_step (ex, _("A second half adder adds the carry in: %u XOR %u = %u is the sum bit, carry %u AND %u = %u."),
           sum1, c, sum1 ^ c, sum1, c, sum1 & c);
  pr_step (ex, _("The carry out is %u OR %u = %u."), carry1, sum1 & c, carry1 | (sum1 & c));
  pr_step (ex, _("Carry, then sum: %s, which is %u + %u + %u = %u."), ex->answer, a, b, c, a + b + c);
}

void
pr_gen_adder (FtPrExercise *ex,
              FtRng        *rng)
{
  /* one column (a half or a full adder) or a chain of them, mostly the
   * chain: one column has only ten questions */
  if (pr_below (rng, 3) != 0)
    {
      ex->variant = PR_ADDER_CARRIES;
      pr_draw_width (ex, rng, 1);
      do
        {
          ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
          ex->b = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
        }
      /* a carry that runs on: a column with 1 + 0 and a carry in */
      while ((ex->a & ex->b) == 0 || pr_carries (ex->a, ex->b, ex->width) == (ex->a & ex->b));
      pr_build_adder (ex);
      return;
    }
  ex->variant = ex->level == 1 && pr_below (rng, 3) != 0 ? PR_ADDER_HALF : PR_ADDER_FULL;
  /* At least one 1 in, mostly two: then the carry and the XOR show. */
  do
    {
      ex->a = pr_below (rng, 2);
      ex->b = pr_below (rng, 2);
      ex->c = ex->variant == PR_ADDER_FULL ? pr_below (rng, 2) : 0;
    }
  while (ex->a + ex->b + ex->c == 0 || (ex->a + ex->b + ex->c == 1 && pr_below (rng, 3) != 0));
  pr_build_adder (ex);
}

/* ---- signed: a, width; value the signed number (two's complement) ---- */

gint64
pr_signed_value (guint64 pattern,
                 guint   width)
{
  guint64 top = G_GUINT64_CONSTANT (1) << (width - 1);

  pattern &= pr_width_mask (width);
  return (pattern & top) ? (gint64) pattern - (gint64) (top << 1) : (gint64) pattern;
}

void
pr_build_signed (FtPrExercise *ex)
{
  guint w = ex->width;
  guint64 top = G_GUINT64_CONSTANT (1) << (w - 1);
  g_autofree char *a = pr_bits (ex->a, w);
  gint64 v = pr_signed_value (ex->a, w);

  ex->question = g_strdup_printf ("SIGNED %s", a);
  /* Translators: a practice question; %s is a bit pattern of %u bits */
  ex->sentence = g_strdup_printf (_("Read the %u-bit pattern %s as a two's complement number. Which number is it, in decimal?"),
                                  w, a);
  ex->value = (guint64) v;
  ex->answer = g_strdup_printf ("%d", (int) v);
  pr_step (ex, _("In %u bits of two's complement, the top bit is worth −%u; the other bits keep their place values."),
           w, (guint) top);
  if (ex->a & top)
    {
      g_autofree char *rest = pr_bits (ex->a & ~top, w - 1);

      pr_step (ex, _("The top bit is 1: −%u. The other bits, %s, add %u."), (guint) top, rest, (guint) (ex->a & ~top));
      pr_step (ex, _("−%u + %u = %s."), (guint) top, (guint) (ex->a & ~top), ex->answer);
    }
  else
    pr_step (ex, _("The top bit is 0: the number is positive, %s."), ex->answer);
}

void
pr_gen_signed (FtPrExercise *ex,
               FtRng        *rng)
{
  guint64 top;

  /* four or eight bits, the width written; level 1 takes four half the time */
  ex->width = ex->level == 1 && ft_rng_coin (rng) ? 4 : 8;
  top = G_GUINT64_CONSTANT (1) << (ex->width - 1);
  /* Mostly negative, never 0 or the top bit alone more than now and then. */
  do
    ex->a = pr_below (rng, top << 1);
  while (ex->a == 0 || (!(ex->a & top) && pr_below (rng, 4) != 0) || (ex->a == top && pr_below (rng, 4) != 0));
  pr_build_signed (ex);
}

/* ---- overflow: a + b in width; value 1 when the true sum leaves the range ---- */

void
pr_build_overflow (FtPrExercise *ex)
{
  guint w = ex->width;
  gint64 x = pr_signed_value (ex->a, w), y = pr_signed_value (ex->b, w), sum = x + y;
  gint64 low = -(gint64) (G_GUINT64_CONSTANT (1) << (w - 1)), high = -low - 1;
  guint64 bits_sum = (ex->a + ex->b) & pr_width_mask (w);
  g_autofree char *a = pr_bits (ex->a, w), *b = pr_bits (ex->b, w), *s = pr_bits (bits_sum, w);

  ex->question = g_strdup_printf ("OVERFLOW %s + %s", a, b);
  /* Translators: a practice question; %s are bit patterns of %u bits */
  ex->sentence = g_strdup_printf (_("In %u-bit two's complement, does %s + %s overflow? Answer yes or no."), w, a, b);
  ex->value = sum < low || sum > high;
  ex->answer = g_strdup (ex->value ? "yes" : "no");
  /* the numbers of at most 8 bits fit an int */
  pr_step (ex, _("%u bits of two's complement hold %d to %d."), w, (int) low, (int) high);
  pr_step (ex, _("%s is %d and %s is %d: the true sum is %d."), a, (int) x, b, (int) y, (int) sum);
  if (ex->value)
    pr_step (ex, _("%d is outside the range: the %u bits of the sum, %s, read %d. Overflow: yes."),
             (int) sum, w, s, (int) pr_signed_value (bits_sum, w));
  else
    pr_step (ex, _("%d is inside the range, and the %u bits of the sum, %s, read it. Overflow: no."),
             (int) sum, w, s);
}

void
pr_gen_overflow (FtPrExercise *ex,
                 FtRng        *rng)
{
  guint w = ex->width;
  guint64 top = G_GUINT64_CONSTANT (1) << (w - 1), m = pr_width_mask (w);
  guint kind = pr_below (rng, 4);

  /* Four kinds, about as often: overflow of two positives, of two
   * negatives, a carry out of the top with no overflow (the trap), and
   * a sum that fits with no carry. */
  for (;;)
    {
      gint64 x, y, sum;
      gboolean carry;

      ex->a = pr_below (rng, m + 1);
      ex->b = pr_below (rng, m + 1);
      x = pr_signed_value (ex->a, w);
      y = pr_signed_value (ex->b, w);
      sum = x + y;
      carry = ex->a + ex->b > m;
      if (ex->a == 0 || ex->b == 0)
        continue;
      if (kind == 0 && !(ex->a & top) && !(ex->b & top) && sum >= (gint64) top)
        break;
      if (kind == 1 && (ex->a & top) && (ex->b & top) && sum < -(gint64) top)
        break;
      if (kind == 2 && carry && sum >= -(gint64) top && sum < (gint64) top)
        break;
      if (kind == 3 && !carry && sum >= -(gint64) top && sum < (gint64) top && ((ex->a | ex->b) & top))
        break;
    }
  pr_build_overflow (ex);
}

/* A signed decimal answer: `-3`, `−3` (the minus sign), `+3` or `3`. */
gboolean
pr_parse_signed (const char *text,
                 gint64     *value)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  const char *digits = t;
  gboolean negative = FALSE;
  guint64 magnitude;

  if (*digits == '-' || *digits == '+')
    negative = *digits++ == '-';
  else if (g_str_has_prefix (digits, "−"))
    {
      negative = TRUE;
      digits += strlen ("−");
    }
  if (!g_ascii_isdigit (*digits) ||
      !g_ascii_string_to_unsigned (digits, 10, 0, G_MAXINT64, &magnitude, NULL))
    return FALSE;
  *value = negative ? -(gint64) magnitude : (gint64) magnitude;
  return TRUE;
}

/* A word of 0s and 1s: its value and its digits. */
static gboolean
bits_word (const char *word,
           guint64    *value,
           guint      *n_digits)
{
  return strlen (word) <= 32 && strspn (word, "01") == strlen (word) &&
         ft_pr_parse_binary (word, value, n_digits);
}

/*
 * The questions of the skills added for issue 22, in the command line's
 * notation: `NEXT 1011`, `LARGEST 5`, `HALF 1 1`, `FULL 1 1 0`,
 * `SIGNED 1101`, `OVERFLOW 0111 + 0001` and a line of tiles for
 * scrabble-valid.  FALSE when @w does not fit @ex's skill.
 */
gboolean
pr_parse_circuits (FtPrExercise *ex,
                   const char   *text,
                   char        **w,
                   guint         n)
{
  guint width = 0, width_b = 0;
  guint64 k;

  switch (ex->skill)
    {
    case FT_PR_SKILL_COUNT_UP:
      if (n == 2 && g_str_equal (w[0], "NEXT") && bits_word (w[1], &ex->a, &ex->width) &&
          ex->width >= 2 && ex->a != pr_width_mask (ex->width))
        ex->variant = PR_COUNT_NEXT;
      else if (n == 2 && g_str_equal (w[0], "LARGEST") && g_ascii_string_to_unsigned (w[1], 10, 1, 16, &k, NULL))
        {
          ex->variant = PR_COUNT_LARGEST;
          ex->width = k;
        }
      else
        return FALSE;
      pr_build_count_up (ex);
      return TRUE;
    case FT_PR_SKILL_ADDER:
      if (n == 4 && g_str_equal (w[0], "CARRIES") && g_str_equal (w[2], "+"))
        {
          if (!bits_word (w[1], &ex->a, &width) || !bits_word (w[3], &ex->b, &width_b) ||
              width != width_b || width < 2)
            return FALSE;
          ex->width = width;
          ex->variant = PR_ADDER_CARRIES;
          pr_build_adder (ex);
          return TRUE;
        }
      {
        guint64 bit[3] = { 0, 0, 0 };
        guint n_bits = g_str_equal (w[0], "HALF") ? 2 : g_str_equal (w[0], "FULL") ? 3 : 0;

        if (n_bits == 0 || n != n_bits + 1)
          return FALSE;
        for (guint i = 0; i < n_bits; i++)
          if (!g_ascii_string_to_unsigned (w[i + 1], 10, 0, 1, &bit[i], NULL))
            return FALSE;
        ex->variant = n_bits == 2 ? PR_ADDER_HALF : PR_ADDER_FULL;
        ex->a = bit[0];
        ex->b = bit[1];
        ex->c = bit[2];
        pr_build_adder (ex);
        return TRUE;
      }
    case FT_PR_SKILL_SIGNED:
      if (n != 2 || !g_str_equal (w[0], "SIGNED") || !bits_word (w[1], &ex->a, &ex->width) ||
          ex->width < 2 || ex->width > 16)
        return FALSE;
      pr_build_signed (ex);
      return TRUE;
    case FT_PR_SKILL_OVERFLOW:
      if (n != 4 || !g_str_equal (w[0], "OVERFLOW") || !g_str_equal (w[2], "+") ||
          !bits_word (w[1], &ex->a, &width) || !bits_word (w[3], &ex->b, &width_b) ||
          width != width_b || width < 2 || width > 16)
        return FALSE;
      ex->width = width;
      pr_build_overflow (ex);
      return TRUE;
    case FT_PR_SKILL_SCRABBLE_VALID:
      {
        guint8 tiles[FT_EQ_MAX_TILES];

        if (!ft_eq_tiles_from_string (text, tiles, &ex->n_tiles, NULL) || ex->n_tiles == 0 ||
            memchr (tiles, FT_EQ_TILE_EQUALS, ex->n_tiles) == NULL)
          return FALSE;
        memcpy (ex->tiles, tiles, ex->n_tiles);
        ex->width = 4;
        pr_build_scrabble_valid (ex);
        return TRUE;
      }
    default:
      return FALSE;
    }
}
