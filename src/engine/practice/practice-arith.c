/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "equation/equation-check.h"

/*
 * Arithmetic in binary: addition with carries, subtraction with borrows,
 * multiplication, division and negative numbers in a fixed width.
 * Generators and builders (practice-private.h).
 */

void
pr_build_add (FtPrExercise *ex)
{
  guint carry = 0;

  {
    g_autofree char *a = pr_bits (ex->a, 0), *b = pr_bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s + %s", a, b);
    /* Translators: a practice question; %s are numbers in binary */
    ex->sentence = g_strdup_printf (_("Add the binary numbers %s and %s. What is the sum, in binary?"), a, b);
  }
  pr_set_binary_answer (ex, ex->a + ex->b, 0);
  for (guint c = 0; (ex->a >> c) || (ex->b >> c) || carry; c++)
    {
      guint x = (ex->a >> c) & 1, y = (ex->b >> c) & 1, s = x + y + carry;
      g_autofree char *col = pr_column_name (c);
      g_autofree char *sum = pr_bits (s, 0);

      if (carry)
        pr_step (ex, _("In %s: %u + %u + carry 1 = %s: write %u%s."), col, x, y, sum, s & 1,
              s > 1 ? _(", carry 1") : "");
      else
        pr_step (ex, _("In %s: %u + %u = %s: write %u%s."), col, x, y, sum, s & 1,
              s > 1 ? _(", carry 1") : "");
      carry = s >> 1;
    }
  pr_step (ex, _("%s = %s (%u + %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

void
pr_gen_add (FtPrExercise *ex,
            FtRng        *rng)
{
  do
    {
      ex->a = pr_with_bits (rng, ex->width - pr_below (rng, 2));
      ex->b = pr_with_bits (rng, 2 + pr_below (rng, ex->width - 2));
    }
  while ((ex->a & ex->b) == 0);
  pr_build_add (ex);
}

void
pr_build_sub (FtPrExercise *ex)
{
  guint borrow = 0;

  {
    g_autofree char *a = pr_bits (ex->a, 0), *b = pr_bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s - %s", a, b);
    /* Translators: a practice question; %s are numbers in binary, the first the larger */
    ex->sentence = g_strdup_printf (_("Take the binary number %2$s away from %1$s. What is left, in binary?"), a, b);
  }
  pr_set_binary_answer (ex, ex->a - ex->b, 0);
  for (guint c = 0; (ex->a >> c) != 0; c++)
    {
      int x = (ex->a >> c) & 1, y = (ex->b >> c) & 1;
      int d = x - y - (int) borrow;
      g_autofree char *col = pr_column_name (c);

      if (d < 0)
        pr_step (ex, _("In %s: %d - %d%s needs a borrow from the next column: %d + 2 - %d = %d, write %d."),
              col, x, y, borrow ? _(" - borrow 1") : "", x - (int) borrow, y, d + 2, d + 2);
      else
        pr_step (ex, _("In %s: %d - %d%s = %d, write %d."), col, x, y,
              borrow ? _(" - borrow 1") : "", d, d);
      borrow = d < 0;
    }
  pr_step (ex, _("%s = %s (%u - %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

void
pr_gen_sub (FtPrExercise *ex,
            FtRng        *rng)
{
  /* Never below zero (scrabble R14), and at least one borrow. */
  do
    {
      ex->a = pr_with_bits (rng, ex->width);
      ex->b = pr_with_bits (rng, 2 + pr_below (rng, ex->width - 2));
    }
  while (ex->b >= ex->a || (~ex->a & ex->b) == 0);
  pr_build_sub (ex);
}

void
pr_build_mul (FtPrExercise *ex)
{
  GString *lines = g_string_new (NULL);

  {
    g_autofree char *a = pr_bits (ex->a, 0), *b = pr_bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s × %s", a, b);
    /* Translators: a practice question; %s are numbers in binary */
    ex->sentence = g_strdup_printf (_("Multiply the binary numbers %s and %s. What is the product, in binary?"), a, b);
  }
  pr_set_binary_answer (ex, ex->a * ex->b, 0);
  for (guint k = 0; (ex->b >> k) != 0; k++)
    {
      g_autofree char *line = pr_bits (ex->a << k, 0);

      if ((ex->b >> k) & 1)
        {
          pr_step (ex, g_dngettext (GETTEXT_PACKAGE,
                                 "Bit %u of the second number is 1: write the first number shifted %u place: %s.",
                                 "Bit %u of the second number is 1: write the first number shifted %u places: %s.",
                                 k),
                k, k, line);
          g_string_append_printf (lines, lines->len ? " + %s" : "%s", line);
        }
      else
        pr_step (ex, _("Bit %u of the second number is 0: no line."), k);
    }
  pr_step (ex, _("Add the lines: %s = %s (%u × %u = %u)."),
        lines->str, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
  g_string_free (lines, TRUE);
}

void
pr_gen_mul (FtPrExercise *ex,
            FtRng        *rng)
{
  /* Level 1: numbers of 2 or 3 bits; 2: 3 or 4 bits by 3; 3: 4 or 5 bits
   * by 3 or 4.  Two lines at least, so that one can go missing or
   * unshifted. */
  guint a_bits = ex->level + 1 + pr_below (rng, 2);
  guint b_bits = ex->level == 1 ? 2 + pr_below (rng, 2) : ex->level == 2 ? 3 : 3 + pr_below (rng, 2);

  do
    {
      ex->a = ex->level == 1 ? 2 + pr_below (rng, 6) : pr_with_bits (rng, a_bits);
      ex->b = ex->level == 1 ? (guint64) "\3\5\6\7"[pr_below (rng, 4)] : pr_with_bits (rng, b_bits);
    }
  while (__builtin_popcountll (ex->b) < 2 || ex->a < 2);
  pr_build_mul (ex);
}

/* Exact division only (scrabble R14): @ex->a is a multiple of @ex->b. */
void
pr_build_div (FtPrExercise *ex)
{
  guint64 q = ex->a / ex->b, rem = 0;
  g_autofree char *divisor = NULL;

  divisor = pr_bits (ex->b, 0);
  {
    g_autofree char *a = pr_bits (ex->a, 0);
    ex->question = g_strdup_printf ("%s ÷ %s", a, divisor);
    /* Translators: a practice question; %s are numbers in binary */
    ex->sentence = g_strdup_printf (_("Divide the binary number %s by %s. What is the result, in binary?"), a, divisor);
  }
  pr_set_binary_answer (ex, q, 0);
  for (int i = ft_eq_bit_length (ex->a) - 1; i >= 0; i--)
    {
      g_autofree char *r = NULL;

      rem = (rem << 1) | ((ex->a >> i) & 1);
      r = pr_bits (rem, 0);
      if (rem >= ex->b)
        {
          g_autofree char *left = pr_bits (rem - ex->b, 0);

          pr_step (ex, _("Bring down bit %d: %s fits into %s: write 1, %s is left."), i, divisor, r, left);
          rem -= ex->b;
        }
      else if ((q >> (i + 1)) != 0)
        pr_step (ex, _("Bring down bit %d: %s does not fit into %s: write 0."), i, divisor, r);
    }
  pr_step (ex, _("%s = %s (%u ÷ %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

void
pr_gen_div (FtPrExercise *ex,
            FtRng        *rng)
{
  guint q_bits = ex->level == 1 ? 2 + pr_below (rng, 2) : ex->level == 2 ? 3 : 5;
  guint64 q;

  /* Exact division (scrabble R14): the dividend is made as q × b, of at
   * most 5 bits at level 1 (4 bits hold too few divisions). */
  if (ex->level == 1)
    ex->width = 5;
  do
    {
      q = pr_with_bits (rng, q_bits);
      ex->b = 2 + pr_below (rng, ex->level == 1 ? 3 : 6);
      ex->a = q * ex->b;
    }
  while (ex->a >= (G_GUINT64_CONSTANT (1) << ex->width) || q < 2);
  pr_build_div (ex);
}

void
pr_build_negative (FtPrExercise *ex)
{
  guint64 m = pr_width_mask (ex->width);
  g_autofree char *a = NULL, *not_a = NULL;

  a = pr_bits (ex->a, ex->width);
  not_a = pr_bits (~ex->a & m, ex->width);
  ex->question = g_strdup_printf ("NEG %s", a);
  /* Translators: a practice question; %2$s is a bit pattern, %3$u its value in decimal */
  ex->sentence = g_strdup_printf (_("In %1$u bits, %2$s is %3$u in decimal. Which bit pattern of %1$u bits is minus %3$u, in two's complement?"),
                                  ex->width, a, (guint) ex->a);
  pr_set_binary_answer (ex, (~ex->a + 1) & m, ex->width);
  pr_step (ex, _("In %u bits, -x is written as NOT x + 1 (two's complement)."), ex->width);
  pr_step (ex, _("NOT %s = %s."), a, not_a);
  pr_step (ex, _("%s + 1 = %s."), not_a, ex->answer);
  {
    g_autofree char *zeros = pr_bits (0, ex->width);

    pr_step (ex, _("Check: %s + %s = 1%s, and the 1 falls off the %u bits: 0."),
          a, ex->answer, zeros, ex->width);
  }
}

void
pr_gen_negative (FtPrExercise *ex,
                 FtRng        *rng)
{
  /* A positive number that the width can also hold negated; even ones make
   * the + 1 carry, so both kinds come. */
  pr_draw_width (ex, rng, 2);
  do
    ex->a = 1 + pr_below (rng, (G_GUINT64_CONSTANT (1) << (ex->width - 1)) - 1);
  /* -2^(w-2) happens to be 2^(w-2) with the top bit set: the one number
   * where a sign bit looks right */
  while (ex->a == G_GUINT64_CONSTANT (1) << (ex->width - 2));
  pr_build_negative (ex);
}
