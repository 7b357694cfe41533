/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "equation/equation-check.h"

/*
 * Bits: place values, conversions between binary, decimal and HEX, the bit
 * operations, rotations, shifts, masks and the Boolean laws.
 * Generators and builders (practice-private.h).
 */

/*
 * Each skill has a generator that draws the numbers and a builder that
 * writes the question, the answer and the worked steps from them; a lesson
 * gives its own numbers to the builder (ft_pr_exercise_from_question()),
 * so that its exercises are diagnosed and worked out as practice ones are.
 */
void
pr_build_place_values (FtPrExercise *ex)
{
  guint k = ex->a;
  GString *values = g_string_new (NULL);

  ex->value = G_GUINT64_CONSTANT (1) << k;
  if (ex->b != 0)
    {
      g_autofree char *pattern = pr_bits (ex->b, ex->width);

      ex->question = g_strdup_printf ("PLACE %u OF %s", k, pattern);
      /* Translators: a practice question; %1$s is a number in binary, bit 0 the rightmost bit */
      ex->sentence = g_strdup_printf (_("In the binary number %1$s, bit %2$u is a 1. What is it worth, in decimal? Bit 0 is the one on the right."),
                                      pattern, k);
    }
  else
    {
      ex->question = g_strdup_printf ("PLACE %u", k);
      /* Translators: a practice question; bit 0 is the rightmost bit */
      ex->sentence = g_strdup_printf (_("What is bit %u of a binary number worth, in decimal? Bit 0 is the one on the right."), k);
    }
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  for (guint i = 0; i <= k; i++)
    g_string_append_printf (values, i ? ", %" G_GUINT64_FORMAT : "%" G_GUINT64_FORMAT,
                            G_GUINT64_CONSTANT (1) << i);
  pr_step (ex, _("Bit 0, on the right, is worth 1; each bit to its left is worth twice as much."));
  pr_step (ex, _("Counting from bit 0: %s. Bit %u is worth %s."), values->str, k, ex->answer);
  g_string_free (values, TRUE);
}

void
pr_gen_place_values (FtPrExercise *ex,
                     FtRng        *rng)
{
  /* The bit is found in a number, where counting from the wrong end gives
   * another place value: levels change the width, the numbers change
   * the question. */
  pr_draw_width (ex, rng, 1);
  do
    {
      ex->a = pr_below (rng, ex->width);
      ex->b = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width) | (G_GUINT64_CONSTANT (1) << ex->a);
    }
  while (2 * ex->a + 1 == ex->width);
  pr_build_place_values (ex);
}

void
pr_build_bin2dec (FtPrExercise *ex)
{
  GString *sum = g_string_new (NULL);

  ex->value = ex->a;
  ex->question = pr_bits (ex->a, ex->width);
  /* Translators: a practice question; %s is a number in binary */
  ex->sentence = g_strdup_printf (_("What is the binary number %s in decimal?"), ex->question);
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  for (int i = ex->width - 1; i >= 0; i--)
    if (ex->a & (G_GUINT64_CONSTANT (1) << i))
      g_string_append_printf (sum, sum->len ? " + %" G_GUINT64_FORMAT : "%" G_GUINT64_FORMAT,
                              G_GUINT64_CONSTANT (1) << i);
  pr_step (ex, _("Write the place values over the bits, from 1 on the right, doubling to the left."));
  if (sum->len == 0)
    g_string_append_c (sum, '0');
  pr_step (ex, _("Add the place values under a 1: %s = %s."), sum->str, ex->answer);
  g_string_free (sum, TRUE);
}

void
pr_gen_bin2dec (FtPrExercise *ex,
                FtRng        *rng)
{
  /* written in the level's width, leading zeros and all: 0101 */
  ex->a = pr_draw_number (ex, rng);
  pr_build_bin2dec (ex);
}

void
pr_build_dec2bin (FtPrExercise *ex)
{
  guint64 rest;

  ex->question = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->a);
  /* Translators: a practice question; %s is a number in decimal */
  ex->sentence = g_strdup_printf (_("Write the decimal number %s in binary."), ex->question);
  pr_set_binary_answer (ex, ex->a, 0);
  rest = ex->a;
  for (int i = ex->width - 1; i >= 0; i--)
    {
      guint64 place = G_GUINT64_CONSTANT (1) << i;

      if (rest >= place)
        {
          pr_step (ex, _("%u fits into %u: write 1, %u is left."),
                (guint) place, (guint) rest, (guint) (rest - place));
          rest -= place;
        }
      else
        pr_step (ex, _("%u does not fit into %u: write 0."), (guint) place, (guint) rest);
    }
  pr_step (ex, _("Read the digits from the top: %s."), ex->answer);
}

void
pr_gen_dec2bin (FtPrExercise *ex,
                FtRng        *rng)
{
  ex->a = pr_draw_number (ex, rng);
  /* the answer has no leading zeros, nor do its worked steps */
  ex->width = MAX (1, ft_eq_bit_length (ex->a));
  pr_build_dec2bin (ex);
}

void
pr_build_hex2bin (FtPrExercise *ex)
{
  guint n_digits = ex->variant;
  GString *q = g_string_new (NULL);

  for (int d = n_digits - 1; d >= 0; d--)
    {
      guint digit = (ex->a >> (4 * d)) & 0xF;
      g_autofree char *b = pr_bits (digit, 4);

      g_string_append_printf (q, "%X", digit);
      pr_step (ex, _("HEX %X is %u: %s."), digit, digit, b);
    }
  ex->question = g_string_free (q, FALSE);
  /* Translators: a practice question; %s is a number in HEX, written with HEX before it */
  ex->sentence = g_strdup_printf (_("Write HEX %s in binary."), ex->question);
  pr_set_binary_answer (ex, ex->a, 4 * n_digits);
  pr_step (ex, _("Four bits a digit, in the same order: %s."), ex->answer);
}

/* A number of one HEX digit at level 1 (and two from 10 to 1F one time in
 * three, for variety), two after: level 2 keeps it to 6 bits, level 3
 * uses all 8. */
static void
draw_hex_number (FtPrExercise *ex,
                 FtRng        *rng)
{
  if (ex->level == 1)
    {
      ex->a = pr_draw_number (ex, rng);
      ex->variant = ex->a < 16 ? 1 : 2;
    }
  else
    {
      ex->a = ex->level == 2 ? 16 + pr_below (rng, 48) : 16 + pr_below (rng, 240);
      ex->variant = 2;
    }
  ex->width = 4 * ex->variant;
}

void
pr_gen_hex2bin (FtPrExercise *ex,
                FtRng        *rng)
{
  draw_hex_number (ex, rng);
  pr_build_hex2bin (ex);
}

/* The same numbers as hex2bin, the other way: bits in, HEX digits out. */
void
pr_build_bin2hex (FtPrExercise *ex)
{
  guint n_digits = ex->variant;
  GString *q = g_string_new (NULL);

  for (int d = n_digits - 1; d >= 0; d--)
    {
      guint digit = (ex->a >> (4 * d)) & 0xF;
      g_autofree char *b = pr_bits (digit, 4);

      g_string_append_printf (q, d + 1 < (int) n_digits ? " %s" : "%s", b);
      pr_step (ex, _("%s is %u: HEX %X."), b, digit, digit);
    }
  ex->question = g_string_free (q, FALSE);
  ex->sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a practice question; %s is a number in binary */
                                               "Write the binary number %s in HEX: one HEX digit.",
                                               "Write the binary number %s in HEX: two HEX digits.",
                                               n_digits),
                                  ex->question);
  ex->value = ex->a;
  ex->answer = g_strdup_printf ("%0*" G_GINT64_MODIFIER "X", (int) n_digits, ex->a);
  pr_step (ex, _("One digit a group of four bits, in the same order: %s."), ex->answer);
}

void
pr_gen_bin2hex (FtPrExercise *ex,
                FtRng        *rng)
{
  draw_hex_number (ex, rng);
  pr_build_bin2hex (ex);
}

static const char *
op_word (PrOp op)
{
  static const char *words[] = { "OR", "AND", "XOR", "NOT", "ROTL", "ROTR", "SHL", "SHR" };

  return words[op];
}

/* The operation in a worked step, as the FLIP BITS cards name it: the
 * question's short form (ROTL) is the command line's notation. */
static const char *
op_name (PrOp op)
{
  static const char *names[] = { "OR", "AND", "XOR", "NOT", "ROTATE LEFT", "ROTATE RIGHT",
                                 "SHIFT LEFT", "SHIFT RIGHT" };

  return names[op];
}

static void
bit_by_bit (FtPrExercise *ex,
            PrOp          op)
{
  for (int i = ex->width - 1; i >= 0; i--)
    {
      guint x = (ex->a >> i) & 1, y = (ex->b >> i) & 1;

      pr_step (ex, _("Bit %d: %u %s %u = %u."), i, x, op_word (op), y,
            (guint) (pr_op_apply (op, x, y, 1) & 1));
    }
}

/* The question in words: the operation between two bit patterns. */
static char *
op_sentence (PrOp        op,
             const char *a,
             const char *b)
{
  switch (op)
    {
    /* Translators: practice questions; %s are bit patterns, OR, AND and
     * XOR the names of the FLIP BITS cards */
    case PR_OP_OR: return g_strdup_printf (_("Which bit pattern is %s OR %s?"), a, b);
    case PR_OP_AND: return g_strdup_printf (_("Which bit pattern is %s AND %s?"), a, b);
    case PR_OP_XOR: return g_strdup_printf (_("Which bit pattern is %s XOR %s?"), a, b);
    case PR_OP_NOT: return g_strdup_printf (_("Which bit pattern is %s with every bit flipped (NOT)?"), a);
    case PR_OP_ROTL: return g_strdup_printf (_("Which bit pattern is %s rotated one place to the left?"), a);
    case PR_OP_ROTR: return g_strdup_printf (_("Which bit pattern is %s rotated one place to the right?"), a);
    case PR_OP_SHL: return g_strdup_printf (_("Which bit pattern is %s shifted one place to the left?"), a);
    case PR_OP_SHR: return g_strdup_printf (_("Which bit pattern is %s shifted one place to the right?"), a);
    default: g_return_val_if_reached (NULL);
    }
}

void
pr_build_binary_op (FtPrExercise *ex,
                    PrOp          op)
{
  g_autofree char *a = NULL, *b = NULL;

  ex->variant = op;
  a = pr_bits (ex->a, ex->width);
  b = pr_bits (ex->b, ex->width);
  ex->question = g_strdup_printf ("%s %s %s", a, op_word (op), b);
  ex->sentence = op_sentence (op, a, b);
  pr_set_binary_answer (ex, pr_op_apply (op, ex->a, ex->b, ex->width), ex->width);
  bit_by_bit (ex, op);
  pr_step (ex, _("%s %s %s = %s."), a, op_word (op), b, ex->answer);
}

void
pr_gen_binary_op (FtPrExercise *ex,
                  FtRng        *rng,
                  PrOp          op)
{
  /* Draw until the common confusions give a different answer: OR and XOR
   * differ only where both bits are 1, AND and OR where the bits differ. */
  do
    {
      ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      ex->b = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
    }
  while ((ex->a & ex->b) == 0 || ex->a == ex->b ||
         pr_reverse (pr_op_apply (op, ex->a, ex->b, ex->width), ex->width) ==
         pr_op_apply (op, ex->a, ex->b, ex->width));
  pr_build_binary_op (ex, op);
}

/*
 * Whether the common mistakes give answers other than the right one: the
 * bit that moves round (or falls off) is a 1, so that a rotation and a
 * shift differ; the two directions differ; reversing differs from NOT.
 */
static gboolean
unary_shows_mistakes (PrOp    op,
                      guint64 a,
                      guint   width)
{
  guint64 top = G_GUINT64_CONSTANT (1) << (width - 1);

  if ((op == PR_OP_ROTL || op == PR_OP_SHL) && !(a & top))
    return FALSE;
  if ((op == PR_OP_ROTR || op == PR_OP_SHR) && !(a & 1))
    return FALSE;
  if (op == PR_OP_NOT)
    return pr_reverse (a, width) != pr_op_apply (op, a, 0, width);
  return pr_op_apply (PR_OP_ROTL, a, 0, width) != pr_op_apply (PR_OP_ROTR, a, 0, width) &&
         pr_op_apply (PR_OP_SHL, a, 0, width) != pr_op_apply (PR_OP_SHR, a, 0, width);
}

void
pr_build_unary_op (FtPrExercise *ex,
                   PrOp          op)
{
  g_autofree char *a = NULL;
  guint64 result;

  ex->variant = op;
  a = pr_bits (ex->a, ex->width);
  result = pr_op_apply (op, ex->a, 0, ex->width);
  ex->question = g_strdup_printf ("%s %s", op_word (op), a);
  ex->sentence = op_sentence (op, a, NULL);
  pr_set_binary_answer (ex, result, ex->width);
  switch (op)
    {
    case PR_OP_NOT:
      pr_step (ex, _("NOT turns every 1 into 0 and every 0 into 1, in place."));
      break;
    case PR_OP_ROTL:
      pr_step (ex, _("Every bit moves one place to the left; bit %u comes round to bit 0."), ex->width - 1);
      break;
    case PR_OP_ROTR:
      pr_step (ex, _("Every bit moves one place to the right; bit 0 comes round to bit %u."), ex->width - 1);
      break;
    case PR_OP_SHL:
      pr_step (ex, _("Every bit moves one place to the left; bit %u falls off and a 0 comes in on the right. Within the width, that doubles the number."),
            ex->width - 1);
      break;
    case PR_OP_SHR:
      pr_step (ex, _("Every bit moves one place to the right; bit 0 falls off and a 0 comes in on the left. That halves the number, dropping the remainder."));
      break;
    default:
      g_assert_not_reached ();
    }
  pr_step (ex, _("%s %s = %s."), op_name (op), a, ex->answer);
}

void
pr_gen_unary_op (FtPrExercise *ex,
                 FtRng        *rng,
                 PrOp          op)
{
  pr_draw_width (ex, rng, op == PR_OP_ROTL || op == PR_OP_ROTR ? 2 : 1);
  do
    ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
  while (!unary_shows_mistakes (op, ex->a, ex->width));
  pr_build_unary_op (ex, op);
}

const char *pr_mask_words[3] = { "SET", "CLEAR", "FLIP" };

void
pr_build_masks (FtPrExercise *ex)
{
  g_autofree char *a = NULL, *mask = NULL;
  guint k = ex->b;
  guint64 bit = G_GUINT64_CONSTANT (1) << k;

  a = pr_bits (ex->a, ex->width);
  ex->question = g_strdup_printf ("%s BIT %u OF %s", pr_mask_words[ex->variant], k, a);
  /* Translators: practice questions; bit 0 is the rightmost bit */
  if (ex->variant == PR_MASK_SET)
    ex->sentence = g_strdup_printf (_("Set bit %u of %s to 1. Which bit pattern do you get? Bit 0 is the one on the right."), k, a);
  else if (ex->variant == PR_MASK_CLEAR)
    ex->sentence = g_strdup_printf (_("Clear bit %u of %s to 0. Which bit pattern do you get? Bit 0 is the one on the right."), k, a);
  else
    ex->sentence = g_strdup_printf (_("Flip bit %u of %s. Which bit pattern do you get? Bit 0 is the one on the right."), k, a);
  switch (ex->variant)
    {
    case PR_MASK_SET:
      mask = pr_bits (bit, ex->width);
      pr_set_binary_answer (ex, ex->a | bit, ex->width);
      pr_step (ex, _("To set bit %u, OR with a mask that has a 1 at bit %u only: %s."), k, k, mask);
      pr_step (ex, _("%s OR %s = %s: a 1 in the mask makes the bit 1, a 0 keeps it."), a, mask, ex->answer);
      break;
    case PR_MASK_CLEAR:
      mask = pr_bits (~bit & pr_width_mask (ex->width), ex->width);
      pr_set_binary_answer (ex, ex->a & ~bit, ex->width);
      pr_step (ex, _("To clear bit %u, AND with a mask that has a 0 at bit %u and 1 everywhere else: %s."), k, k, mask);
      pr_step (ex, _("%s AND %s = %s: a 0 in the mask makes the bit 0, a 1 keeps it."), a, mask, ex->answer);
      break;
    default:
      mask = pr_bits (bit, ex->width);
      pr_set_binary_answer (ex, ex->a ^ bit, ex->width);
      pr_step (ex, _("To flip bit %u, XOR with a mask that has a 1 at bit %u only: %s."), k, k, mask);
      pr_step (ex, _("%s XOR %s = %s: a 1 in the mask flips the bit, a 0 keeps it."), a, mask, ex->answer);
      break;
    }
}

void
pr_gen_masks (FtPrExercise *ex,
              FtRng        *rng)
{
  guint k;
  guint64 bit;

  ex->variant = pr_below (rng, 3);
  do
    {
      ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      k = pr_below (rng, ex->width);
      bit = G_GUINT64_CONSTANT (1) << k;
    }
  /* SET a bit that is already 1 (flipping would clear it), CLEAR one that
   * is 1: then a mask of the wrong kind shows.  Bit k and its mirror must
   * differ for counting from the wrong end to show. */
  while (((ex->variant != PR_MASK_FLIP) && !(ex->a & bit) && pr_below (rng, 3) != 0) ||
         (ex->variant == PR_MASK_CLEAR && (!(ex->a & bit) || ex->a == bit)) ||
         2 * k + 1 == ex->width ||
         ((ex->a >> k) & 1) == ((ex->a >> (ex->width - 1 - k)) & 1));
  ex->b = k;
  pr_build_masks (ex);
}

void
pr_build_laws (FtPrExercise *ex)
{
  g_autofree char *a = NULL, *b = NULL, *ones = NULL, *na = NULL, *nb = NULL;
  guint64 m = pr_width_mask (ex->width);

  a = pr_bits (ex->a, ex->width);
  b = pr_bits (ex->b, ex->width);
  ones = pr_bits (m, ex->width);
  na = pr_bits (~ex->a & m, ex->width);
  nb = pr_bits (~ex->b & m, ex->width);
  pr_set_binary_answer (ex, pr_law_value (ex->variant, ex->a, ex->b, ex->width), ex->width);
  switch (ex->variant)
    {
    case PR_LAW_AND_ZERO:
      {
        g_autofree char *zeros = pr_bits (0, ex->width);

        ex->question = g_strdup_printf ("%s AND %s", a, zeros);
        ex->sentence = op_sentence (PR_OP_AND, a, zeros);
        pr_step (ex, _("x AND 0 = 0: a 0 in the mask clears every bit, whatever x is."));
        break;
      }
    case PR_LAW_OR_ONES:
      ex->question = g_strdup_printf ("%s OR %s", a, ones);
      ex->sentence = op_sentence (PR_OP_OR, a, ones);
      pr_step (ex, _("x OR 1 = 1: a 1 in the mask sets every bit, whatever x is."));
      break;
    case PR_LAW_XOR_SELF:
      ex->question = g_strdup_printf ("%s XOR %s", a, a);
      ex->sentence = op_sentence (PR_OP_XOR, a, a);
      pr_step (ex, _("x XOR x = 0: XOR finds the bits that differ, and a number does not differ from itself."));
      break;
    case PR_LAW_XOR_ONES:
      ex->question = g_strdup_printf ("%s XOR %s", a, ones);
      ex->sentence = op_sentence (PR_OP_XOR, a, ones);
      pr_step (ex, _("x XOR 1 = NOT x: a 1 in the mask flips the bit, so all ones flip every bit."));
      break;
    case PR_LAW_NOT_AND:
      ex->question = g_strdup_printf ("NOT (%s AND %s)", a, b);
      /* Translators: a practice question (De Morgan's law); %s are bit patterns */
      ex->sentence = g_strdup_printf (_("Take %s AND %s, then flip every bit of the result (NOT). Which bit pattern do you get?"), a, b);
      pr_step (ex, _("De Morgan: NOT (x AND y) = NOT x OR NOT y."));
      pr_step (ex, _("NOT %s = %s and NOT %s = %s."), a, na, b, nb);
      pr_step (ex, _("%s OR %s = %s."), na, nb, ex->answer);
      break;
    default:
      ex->question = g_strdup_printf ("NOT (%s OR %s)", a, b);
      /* Translators: a practice question (De Morgan's law); %s are bit patterns */
      ex->sentence = g_strdup_printf (_("Take %s OR %s, then flip every bit of the result (NOT). Which bit pattern do you get?"), a, b);
      pr_step (ex, _("De Morgan: NOT (x OR y) = NOT x AND NOT y."));
      pr_step (ex, _("NOT %s = %s and NOT %s = %s."), a, na, b, nb);
      pr_step (ex, _("%s AND %s = %s."), na, nb, ex->answer);
      break;
    }
  pr_step (ex, _("%s = %s."), ex->question, ex->answer);
}

void
pr_gen_laws (FtPrExercise *ex,
             FtRng        *rng)
{
  guint64 m = pr_width_mask (ex->width);

  /* Level 1 asks the one-step laws (x AND 0, x OR 1, x XOR x, x XOR 1),
   * level 3 De Morgan's, level 2 both. */
  if (ex->level == 1)
    ex->variant = pr_below (rng, 4);
  else if (ex->level == 2)
    ex->variant = pr_below (rng, 6);
  else
    ex->variant = PR_LAW_NOT_AND + pr_below (rng, 2);
  do
    {
      ex->a = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      ex->b = pr_below (rng, G_GUINT64_CONSTANT (1) << ex->width);
    }
  /* De Morgan's trap (keeping AND/OR instead of swapping) must show. */
  while (ex->a == ex->b || ex->a == 0 || ex->a == m ||
         (~ex->a & m) == ex->b);
  pr_build_laws (ex);
}
