/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "dice/dice-hint.h"
#include "equation/equation-check.h"
#include "equation/equation-trace.h"
#include "flipbits/flipbits-solver.h"
#include "flipchain/flipchain-board.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-view.h"

/* ---- shared helpers (practice-private.h) ---- */

guint64
pr_width_mask (guint width)
{
  return width >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << width) - 1;
}

guint64
pr_reverse (guint64 value,
            guint   width)
{
  guint64 r = 0;

  for (guint i = 0; i < width; i++)
    if (value & (G_GUINT64_CONSTANT (1) << i))
      r |= G_GUINT64_CONSTANT (1) << (width - 1 - i);
  return r;
}

guint64
pr_op_apply (PrOp    op,
             guint64 a,
             guint64 b,
             guint   width)
{
  guint64 m = pr_width_mask (width);

  a &= m;
  b &= m;
  switch (op)
    {
    case PR_OP_OR: return a | b;
    case PR_OP_AND: return a & b;
    case PR_OP_XOR: return a ^ b;
    case PR_OP_NOT: return ~a & m;
    case PR_OP_ROTL: return ((a << 1) | (a >> (width - 1))) & m;
    case PR_OP_ROTR: return ((a >> 1) | (a << (width - 1))) & m;
    case PR_OP_SHL: return (a << 1) & m;
    case PR_OP_SHR: return a >> 1;
    default: g_return_val_if_reached (0);
    }
}

guint64
pr_law_value (PrLaw   law,
              guint64 a,
              guint64 b,
              guint   width)
{
  guint64 m = pr_width_mask (width);

  switch (law)
    {
    case PR_LAW_AND_ZERO: return 0;
    case PR_LAW_OR_ONES: return m;
    case PR_LAW_XOR_SELF: return 0;
    case PR_LAW_XOR_ONES: return ~a & m;
    case PR_LAW_NOT_AND: return ~(a & b) & m;
    case PR_LAW_NOT_OR: return ~(a | b) & m;
    default: g_return_val_if_reached (0);
    }
}

/*
 * The value of an expression under @order, by the equation engine: the
 * expression becomes the first part of `EXPR = 0`, whose trace evaluates it
 * (the second part differing is an R16 fault, judged after evaluation).
 * FALSE when an operation fails (R14: below zero, a remainder).
 */
gboolean
pr_eval_tiles (const guint8 *tiles,
               guint         n_tiles,
               FtEqOrder     order,
               guint64      *value)
{
  FtEqRules rules = { order, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  guint8 line[FT_EQ_MAX_TILES];
  FtEqTrace trace;

  if (n_tiles + 2 > FT_EQ_MAX_TILES)
    return FALSE;
  memcpy (line, tiles, n_tiles);
  line[n_tiles] = FT_EQ_TILE_EQUALS;
  line[n_tiles + 1] = FT_EQ_TILE_0;
  ft_eq_explain (line, n_tiles + 2, &rules, &trace);
  if (trace.n_parts < 1 || !trace.parts[0].evaluated)
    return FALSE;
  *value = trace.parts[0].value;
  return TRUE;
}

char *
pr_column_name (guint column)
{
  /* Translators: a column of a written sum, named by its place value */
  return g_strdup_printf (_("the %us column"), (guint) 1 << column);
}

/* ---- generation ---- */

static char *
bits (guint64 value,
      guint   width)
{
  return ft_eq_format_binary (value, width);
}

static guint64
below (FtRng  *rng,
       guint64 bound)
{
  return ft_rng_below (rng, (guint32) bound);
}

/* A number of exactly @n_bits bits (its top bit set). */
static guint64
with_bits (FtRng *rng,
           guint  n_bits)
{
  if (n_bits <= 1)
    return 1;
  return (G_GUINT64_CONSTANT (1) << (n_bits - 1)) | below (rng, G_GUINT64_CONSTANT (1) << (n_bits - 1));
}

static void
step (FtPrExercise *ex,
      const char   *format,
      ...) G_GNUC_PRINTF (2, 3);

static void
step (FtPrExercise *ex,
      const char   *format,
      ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (ex->steps, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
set_binary_answer (FtPrExercise *ex,
                   guint64       value,
                   guint         width)
{
  ex->value = value;
  ex->answer = bits (value, width);
}

/*
 * Each skill has a generator that draws the numbers and a builder that
 * writes the question, the answer and the worked steps from them; a lesson
 * gives its own numbers to the builder (ft_pr_exercise_from_question()),
 * so that its exercises are diagnosed and worked out as practice ones are.
 */
static void
build_place_values (FtPrExercise *ex)
{
  guint k = ex->a;
  GString *values = g_string_new (NULL);

  ex->value = G_GUINT64_CONSTANT (1) << k;
  ex->question = g_strdup_printf ("PLACE %u", k);
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  for (guint i = 0; i <= k; i++)
    g_string_append_printf (values, i ? ", %" G_GUINT64_FORMAT : "%" G_GUINT64_FORMAT,
                            G_GUINT64_CONSTANT (1) << i);
  step (ex, _("Bit 0, on the right, is worth 1; each bit to its left is worth twice as much."));
  step (ex, _("Counting from bit 0: %s. Bit %u is worth %s."), values->str, k, ex->answer);
  g_string_free (values, TRUE);
}

static void
gen_place_values (FtPrExercise *ex,
                  FtRng        *rng)
{
  ex->a = below (rng, ex->width);
  build_place_values (ex);
}

static void
build_bin2dec (FtPrExercise *ex)
{
  GString *sum = g_string_new (NULL);

  ex->value = ex->a;
  ex->question = bits (ex->a, 0);
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  for (int i = ex->width - 1; i >= 0; i--)
    if (ex->a & (G_GUINT64_CONSTANT (1) << i))
      g_string_append_printf (sum, sum->len ? " + %" G_GUINT64_FORMAT : "%" G_GUINT64_FORMAT,
                              G_GUINT64_CONSTANT (1) << i);
  step (ex, _("Write the place values over the bits, from 1 on the right, doubling to the left."));
  step (ex, _("Add the place values under a 1: %s = %s."), sum->str, ex->answer);
  g_string_free (sum, TRUE);
}

static void
gen_bin2dec (FtPrExercise *ex,
             FtRng        *rng)
{
  ex->a = with_bits (rng, ex->width);
  build_bin2dec (ex);
}

static void
build_dec2bin (FtPrExercise *ex)
{
  guint64 rest;

  ex->question = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->a);
  set_binary_answer (ex, ex->a, 0);
  rest = ex->a;
  for (int i = ex->width - 1; i >= 0; i--)
    {
      guint64 place = G_GUINT64_CONSTANT (1) << i;

      if (rest >= place)
        {
          step (ex, _("%u fits into %u: write 1, %u is left."),
                (guint) place, (guint) rest, (guint) (rest - place));
          rest -= place;
        }
      else
        step (ex, _("%u does not fit into %u: write 0."), (guint) place, (guint) rest);
    }
  step (ex, _("Read the digits from the top: %s."), ex->answer);
}

static void
gen_dec2bin (FtPrExercise *ex,
             FtRng        *rng)
{
  ex->a = with_bits (rng, ex->width);
  build_dec2bin (ex);
}

static void
build_hex2bin (FtPrExercise *ex)
{
  guint n_digits = ex->variant;
  GString *q = g_string_new (NULL);

  for (int d = n_digits - 1; d >= 0; d--)
    {
      guint digit = (ex->a >> (4 * d)) & 0xF;
      g_autofree char *b = bits (digit, 4);

      g_string_append_printf (q, "%X", digit);
      step (ex, _("HEX %X is %u: %s."), digit, digit, b);
    }
  ex->question = g_string_free (q, FALSE);
  set_binary_answer (ex, ex->a, 4 * n_digits);
  step (ex, _("Four bits a digit, in the same order: %s."), ex->answer);
}

/* A number of one HEX digit at level 1, two after: level 2 keeps it to
 * 6 bits, level 3 uses all 8. */
static void
draw_hex_number (FtPrExercise *ex,
                 FtRng        *rng)
{
  ex->a = ex->level == 1 ? below (rng, 16) : ex->level == 2 ? 16 + below (rng, 48) : 16 + below (rng, 240);
  ex->variant = ex->level == 1 ? 1 : 2;
}

static void
gen_hex2bin (FtPrExercise *ex,
             FtRng        *rng)
{
  draw_hex_number (ex, rng);
  build_hex2bin (ex);
}

/* The same numbers as hex2bin, the other way: bits in, HEX digits out. */
static void
build_bin2hex (FtPrExercise *ex)
{
  guint n_digits = ex->variant;
  GString *q = g_string_new (NULL);

  for (int d = n_digits - 1; d >= 0; d--)
    {
      guint digit = (ex->a >> (4 * d)) & 0xF;
      g_autofree char *b = bits (digit, 4);

      g_string_append_printf (q, d + 1 < (int) n_digits ? " %s" : "%s", b);
      step (ex, _("%s is %u: HEX %X."), b, digit, digit);
    }
  ex->question = g_string_free (q, FALSE);
  ex->value = ex->a;
  ex->answer = g_strdup_printf ("%0*" G_GINT64_MODIFIER "X", (int) n_digits, ex->a);
  step (ex, _("One digit a group of four bits, in the same order: %s."), ex->answer);
}

static void
gen_bin2hex (FtPrExercise *ex,
             FtRng        *rng)
{
  draw_hex_number (ex, rng);
  build_bin2hex (ex);
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

      step (ex, _("Bit %d: %u %s %u = %u."), i, x, op_word (op), y,
            (guint) (pr_op_apply (op, x, y, 1) & 1));
    }
}

static void
build_binary_op (FtPrExercise *ex,
                 PrOp          op)
{
  g_autofree char *a = NULL, *b = NULL;

  ex->variant = op;
  a = bits (ex->a, ex->width);
  b = bits (ex->b, ex->width);
  ex->question = g_strdup_printf ("%s %s %s", a, op_word (op), b);
  set_binary_answer (ex, pr_op_apply (op, ex->a, ex->b, ex->width), ex->width);
  bit_by_bit (ex, op);
  step (ex, _("%s %s %s = %s."), a, op_word (op), b, ex->answer);
}

static void
gen_binary_op (FtPrExercise *ex,
               FtRng        *rng,
               PrOp          op)
{
  /* Draw until the common confusions give a different answer: OR and XOR
   * differ only where both bits are 1, AND and OR where the bits differ. */
  do
    {
      ex->a = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      ex->b = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
    }
  while ((ex->a & ex->b) == 0 || ex->a == ex->b ||
         pr_reverse (pr_op_apply (op, ex->a, ex->b, ex->width), ex->width) ==
         pr_op_apply (op, ex->a, ex->b, ex->width));
  build_binary_op (ex, op);
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

static void
build_unary_op (FtPrExercise *ex,
                PrOp          op)
{
  g_autofree char *a = NULL;
  guint64 result;

  ex->variant = op;
  a = bits (ex->a, ex->width);
  result = pr_op_apply (op, ex->a, 0, ex->width);
  ex->question = g_strdup_printf ("%s %s", op_word (op), a);
  set_binary_answer (ex, result, ex->width);
  switch (op)
    {
    case PR_OP_NOT:
      step (ex, _("NOT turns every 1 into 0 and every 0 into 1, in place."));
      break;
    case PR_OP_ROTL:
      step (ex, _("Every bit moves one place to the left; bit %u comes round to bit 0."), ex->width - 1);
      break;
    case PR_OP_ROTR:
      step (ex, _("Every bit moves one place to the right; bit 0 comes round to bit %u."), ex->width - 1);
      break;
    case PR_OP_SHL:
      step (ex, _("Every bit moves one place to the left; bit %u falls off and a 0 comes in on the right. Within the width, that doubles the number."),
            ex->width - 1);
      break;
    case PR_OP_SHR:
      step (ex, _("Every bit moves one place to the right; bit 0 falls off and a 0 comes in on the left. That halves the number, dropping the remainder."));
      break;
    default:
      g_assert_not_reached ();
    }
  step (ex, _("%s %s = %s."), op_name (op), a, ex->answer);
}

static void
gen_unary_op (FtPrExercise *ex,
              FtRng        *rng,
              PrOp          op)
{
  do
    ex->a = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
  while (!unary_shows_mistakes (op, ex->a, ex->width));
  build_unary_op (ex, op);
}

static const char *mask_words[] = { "SET", "CLEAR", "FLIP" };

static void
build_masks (FtPrExercise *ex)
{
  g_autofree char *a = NULL, *mask = NULL;
  guint k = ex->b;
  guint64 bit = G_GUINT64_CONSTANT (1) << k;

  a = bits (ex->a, ex->width);
  ex->question = g_strdup_printf ("%s BIT %u OF %s", mask_words[ex->variant], k, a);
  switch (ex->variant)
    {
    case PR_MASK_SET:
      mask = bits (bit, ex->width);
      set_binary_answer (ex, ex->a | bit, ex->width);
      step (ex, _("To set bit %u, OR with a mask that has a 1 at bit %u only: %s."), k, k, mask);
      step (ex, _("%s OR %s = %s: a 1 in the mask makes the bit 1, a 0 keeps it."), a, mask, ex->answer);
      break;
    case PR_MASK_CLEAR:
      mask = bits (~bit & pr_width_mask (ex->width), ex->width);
      set_binary_answer (ex, ex->a & ~bit, ex->width);
      step (ex, _("To clear bit %u, AND with a mask that has a 0 at bit %u and 1 everywhere else: %s."), k, k, mask);
      step (ex, _("%s AND %s = %s: a 0 in the mask makes the bit 0, a 1 keeps it."), a, mask, ex->answer);
      break;
    default:
      mask = bits (bit, ex->width);
      set_binary_answer (ex, ex->a ^ bit, ex->width);
      step (ex, _("To flip bit %u, XOR with a mask that has a 1 at bit %u only: %s."), k, k, mask);
      step (ex, _("%s XOR %s = %s: a 1 in the mask flips the bit, a 0 keeps it."), a, mask, ex->answer);
      break;
    }
}

static void
gen_masks (FtPrExercise *ex,
           FtRng        *rng)
{
  guint k;
  guint64 bit;

  ex->variant = below (rng, 3);
  do
    {
      ex->a = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      k = below (rng, ex->width);
      bit = G_GUINT64_CONSTANT (1) << k;
    }
  /* SET a bit that is already 1 (flipping would clear it), CLEAR one that
   * is 1: then a mask of the wrong kind shows.  Bit k and its mirror must
   * differ for counting from the wrong end to show. */
  while (((ex->variant != PR_MASK_FLIP) && !(ex->a & bit) && below (rng, 3) != 0) ||
         (ex->variant == PR_MASK_CLEAR && (!(ex->a & bit) || ex->a == bit)) ||
         2 * k + 1 == ex->width ||
         ((ex->a >> k) & 1) == ((ex->a >> (ex->width - 1 - k)) & 1));
  ex->b = k;
  build_masks (ex);
}

static void
build_laws (FtPrExercise *ex)
{
  g_autofree char *a = NULL, *b = NULL, *ones = NULL, *na = NULL, *nb = NULL;
  guint64 m = pr_width_mask (ex->width);

  a = bits (ex->a, ex->width);
  b = bits (ex->b, ex->width);
  ones = bits (m, ex->width);
  na = bits (~ex->a & m, ex->width);
  nb = bits (~ex->b & m, ex->width);
  set_binary_answer (ex, pr_law_value (ex->variant, ex->a, ex->b, ex->width), ex->width);
  switch (ex->variant)
    {
    case PR_LAW_AND_ZERO:
      {
        g_autofree char *zeros = bits (0, ex->width);

        ex->question = g_strdup_printf ("%s AND %s", a, zeros);
        step (ex, _("x AND 0 = 0: a 0 in the mask clears every bit, whatever x is."));
        break;
      }
    case PR_LAW_OR_ONES:
      ex->question = g_strdup_printf ("%s OR %s", a, ones);
      step (ex, _("x OR 1 = 1: a 1 in the mask sets every bit, whatever x is."));
      break;
    case PR_LAW_XOR_SELF:
      ex->question = g_strdup_printf ("%s XOR %s", a, a);
      step (ex, _("x XOR x = 0: XOR finds the bits that differ, and a number does not differ from itself."));
      break;
    case PR_LAW_XOR_ONES:
      ex->question = g_strdup_printf ("%s XOR %s", a, ones);
      step (ex, _("x XOR 1 = NOT x: a 1 in the mask flips the bit, so all ones flip every bit."));
      break;
    case PR_LAW_NOT_AND:
      ex->question = g_strdup_printf ("NOT (%s AND %s)", a, b);
      step (ex, _("De Morgan: NOT (x AND y) = NOT x OR NOT y."));
      step (ex, _("NOT %s = %s and NOT %s = %s."), a, na, b, nb);
      step (ex, _("%s OR %s = %s."), na, nb, ex->answer);
      break;
    default:
      ex->question = g_strdup_printf ("NOT (%s OR %s)", a, b);
      step (ex, _("De Morgan: NOT (x OR y) = NOT x AND NOT y."));
      step (ex, _("NOT %s = %s and NOT %s = %s."), a, na, b, nb);
      step (ex, _("%s AND %s = %s."), na, nb, ex->answer);
      break;
    }
  step (ex, _("%s = %s."), ex->question, ex->answer);
}

static void
gen_laws (FtPrExercise *ex,
          FtRng        *rng)
{
  guint64 m = pr_width_mask (ex->width);

  ex->variant = below (rng, 6);
  do
    {
      ex->a = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
      ex->b = below (rng, G_GUINT64_CONSTANT (1) << ex->width);
    }
  /* De Morgan's trap (keeping AND/OR instead of swapping) must show. */
  while (ex->a == ex->b || ex->a == 0 || ex->a == m ||
         (~ex->a & m) == ex->b);
  build_laws (ex);
}

static void
build_add (FtPrExercise *ex)
{
  guint carry = 0;

  {
    g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s + %s", a, b);
  }
  set_binary_answer (ex, ex->a + ex->b, 0);
  for (guint c = 0; (ex->a >> c) || (ex->b >> c) || carry; c++)
    {
      guint x = (ex->a >> c) & 1, y = (ex->b >> c) & 1, s = x + y + carry;
      g_autofree char *col = pr_column_name (c);
      g_autofree char *sum = bits (s, 0);

      if (carry)
        step (ex, _("In %s: %u + %u + carry 1 = %s: write %u%s."), col, x, y, sum, s & 1,
              s > 1 ? _(", carry 1") : "");
      else
        step (ex, _("In %s: %u + %u = %s: write %u%s."), col, x, y, sum, s & 1,
              s > 1 ? _(", carry 1") : "");
      carry = s >> 1;
    }
  step (ex, _("%s = %s (%u + %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

static void
gen_add (FtPrExercise *ex,
         FtRng        *rng)
{
  do
    {
      ex->a = with_bits (rng, ex->width - below (rng, 2));
      ex->b = with_bits (rng, 2 + below (rng, ex->width - 2));
    }
  while ((ex->a & ex->b) == 0);
  build_add (ex);
}

static void
build_sub (FtPrExercise *ex)
{
  guint borrow = 0;

  {
    g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s - %s", a, b);
  }
  set_binary_answer (ex, ex->a - ex->b, 0);
  for (guint c = 0; (ex->a >> c) != 0; c++)
    {
      int x = (ex->a >> c) & 1, y = (ex->b >> c) & 1;
      int d = x - y - (int) borrow;
      g_autofree char *col = pr_column_name (c);

      if (d < 0)
        step (ex, _("In %s: %d - %d%s needs a borrow from the next column: %d + 2 - %d = %d, write %d."),
              col, x, y, borrow ? _(" - borrow 1") : "", x - (int) borrow, y, d + 2, d + 2);
      else
        step (ex, _("In %s: %d - %d%s = %d, write %d."), col, x, y,
              borrow ? _(" - borrow 1") : "", d, d);
      borrow = d < 0;
    }
  step (ex, _("%s = %s (%u - %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

static void
gen_sub (FtPrExercise *ex,
         FtRng        *rng)
{
  /* Never below zero (scrabble R14), and at least one borrow. */
  do
    {
      ex->a = with_bits (rng, ex->width);
      ex->b = with_bits (rng, 2 + below (rng, ex->width - 2));
    }
  while (ex->b >= ex->a || (~ex->a & ex->b) == 0);
  build_sub (ex);
}

static void
build_mul (FtPrExercise *ex)
{
  GString *lines = g_string_new (NULL);

  {
    g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);
    ex->question = g_strdup_printf ("%s × %s", a, b);
  }
  set_binary_answer (ex, ex->a * ex->b, 0);
  for (guint k = 0; (ex->b >> k) != 0; k++)
    {
      g_autofree char *line = bits (ex->a << k, 0);

      if ((ex->b >> k) & 1)
        {
          step (ex, g_dngettext (GETTEXT_PACKAGE,
                                 "Bit %u of the second number is 1: write the first number shifted %u place: %s.",
                                 "Bit %u of the second number is 1: write the first number shifted %u places: %s.",
                                 k),
                k, k, line);
          g_string_append_printf (lines, lines->len ? " + %s" : "%s", line);
        }
      else
        step (ex, _("Bit %u of the second number is 0: no line."), k);
    }
  step (ex, _("Add the lines: %s = %s (%u × %u = %u)."),
        lines->str, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
  g_string_free (lines, TRUE);
}

static void
gen_mul (FtPrExercise *ex,
         FtRng        *rng)
{
  guint a_bits = ex->level + 1, b_bits = ex->level == 1 ? 2 : 3;

  /* Two lines at least, so that one can go missing or unshifted. */
  do
    {
      ex->a = with_bits (rng, a_bits);
      ex->b = with_bits (rng, b_bits);
    }
  while (__builtin_popcountll (ex->b) < 2 || ex->a < 2);
  build_mul (ex);
}

/* Exact division only (scrabble R14): @ex->a is a multiple of @ex->b. */
static void
build_div (FtPrExercise *ex)
{
  guint64 q = ex->a / ex->b, rem = 0;
  g_autofree char *divisor = NULL;

  divisor = bits (ex->b, 0);
  {
    g_autofree char *a = bits (ex->a, 0);
    ex->question = g_strdup_printf ("%s ÷ %s", a, divisor);
  }
  set_binary_answer (ex, q, 0);
  for (int i = ft_eq_bit_length (ex->a) - 1; i >= 0; i--)
    {
      g_autofree char *r = NULL;

      rem = (rem << 1) | ((ex->a >> i) & 1);
      r = bits (rem, 0);
      if (rem >= ex->b)
        {
          g_autofree char *left = bits (rem - ex->b, 0);

          step (ex, _("Bring down bit %d: %s fits into %s: write 1, %s is left."), i, divisor, r, left);
          rem -= ex->b;
        }
      else if ((q >> (i + 1)) != 0)
        step (ex, _("Bring down bit %d: %s does not fit into %s: write 0."), i, divisor, r);
    }
  step (ex, _("%s = %s (%u ÷ %u = %u)."),
        ex->question, ex->answer, (guint) ex->a, (guint) ex->b, (guint) ex->value);
}

static void
gen_div (FtPrExercise *ex,
         FtRng        *rng)
{
  guint q_bits = ex->level == 1 ? 2 : ex->level == 2 ? 3 : 5;
  guint64 q;

  /* Exact division (scrabble R14): the dividend is made as q × b. */
  do
    {
      q = with_bits (rng, q_bits);
      ex->b = 2 + below (rng, ex->level == 1 ? 2 : 6);
      ex->a = q * ex->b;
    }
  while (ex->a >= (G_GUINT64_CONSTANT (1) << ex->width) || q < 2);
  build_div (ex);
}

static void
build_negative (FtPrExercise *ex)
{
  guint64 m = pr_width_mask (ex->width);
  g_autofree char *a = NULL, *not_a = NULL;

  a = bits (ex->a, ex->width);
  not_a = bits (~ex->a & m, ex->width);
  ex->question = g_strdup_printf ("NEG %s", a);
  set_binary_answer (ex, (~ex->a + 1) & m, ex->width);
  step (ex, _("In %u bits, -x is written as NOT x + 1 (two's complement)."), ex->width);
  step (ex, _("NOT %s = %s."), a, not_a);
  step (ex, _("%s + 1 = %s."), not_a, ex->answer);
  {
    g_autofree char *zeros = bits (0, ex->width);

    step (ex, _("Check: %s + %s = 1%s, and the 1 falls off the %u bits: 0."),
          a, ex->answer, zeros, ex->width);
  }
}

static void
gen_negative (FtPrExercise *ex,
              FtRng        *rng)
{
  /* A positive number that the width can also hold negated; even ones make
   * the + 1 carry, so both kinds come. */
  do
    ex->a = 1 + below (rng, (G_GUINT64_CONSTANT (1) << (ex->width - 1)) - 1);
  /* -2^(w-2) happens to be 2^(w-2) with the top bit set: the one number
   * where a sign bit looks right */
  while (ex->a == G_GUINT64_CONSTANT (1) << (ex->width - 2));
  build_negative (ex);
}

/* ---- equation skills ---- */

static void
push_number (FtPrExercise *ex,
             guint64       value)
{
  guint len = ft_eq_bit_length (value);

  if (len == 0)
    len = 1;
  for (int i = len - 1; i >= 0; i--)
    ex->tiles[ex->n_tiles++] = (value >> i) & 1 ? FT_EQ_TILE_1 : FT_EQ_TILE_0;
}

/* `10 + 1 × 11`: numbers as words, operators between spaces. */
static char *
tiles_text (const guint8 *tiles,
            guint         n_tiles)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n_tiles; i++)
    {
      gboolean digit = FT_EQ_TILE_IS_DIGIT (tiles[i]);

      if (i > 0 && !(digit && FT_EQ_TILE_IS_DIGIT (tiles[i - 1])))
        g_string_append_c (s, ' ');
      g_string_append (s, digit ? (tiles[i] == FT_EQ_TILE_1 ? "1" : "0") : ft_eq_tile_symbol (tiles[i]));
    }
  return g_string_free (s, FALSE);
}

static void
trace_steps (FtPrExercise *ex,
             FtEqOrder     order)
{
  FtEqRules rules = { order, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  guint8 line[FT_EQ_MAX_TILES];
  FtEqTrace trace;
  guint n = ex->n_tiles;

  memcpy (line, ex->tiles, n);
  line[n] = FT_EQ_TILE_EQUALS;
  line[n + 1] = FT_EQ_TILE_0;
  ft_eq_explain (line, n + 2, &rules, &trace);
  for (guint i = 0; i < trace.n_steps; i++)
    if (trace.steps[i].part == 0)
      g_ptr_array_add (ex->steps, ft_eq_step_to_string (&trace.steps[i]));
}

/* The text and worked steps of an expression already evaluated. */
static void
build_expression (FtPrExercise *ex)
{
  ex->question = tiles_text (ex->tiles, ex->n_tiles);
  ex->answer = bits (ex->value, 0);
  step (ex, _("NOT first, then × and ÷, then + and -, then AND, XOR, OR; each level from left to right."));
  trace_steps (ex, FT_EQ_ORDER_STANDARD);
}

/*
 * An expression of @n_operands numbers of at most @max_bits bits joined by
 * operators from @ops (NOT in @ops puts NOT before one number).  FALSE when
 * it does not fit on a line or fails (R14) under the standard order.
 */
static gboolean
make_expression (FtPrExercise *ex,
                 FtRng        *rng,
                 const guint8 *ops,
                 guint         n_ops,
                 guint         n_operands,
                 guint         max_bits)
{
  ex->n_tiles = 0;
  for (guint i = 0; i < n_operands; i++)
    {
      guint8 op = ops[below (rng, n_ops)];

      if (i > 0)
        {
          while (op == FT_EQ_TILE_NOT)
            op = ops[below (rng, n_ops)];
          if (ex->n_tiles >= FT_EQ_MAX_TILES - 3)
            return FALSE;
          ex->tiles[ex->n_tiles++] = op;
        }
      else if (op == FT_EQ_TILE_NOT)
        ex->tiles[ex->n_tiles++] = FT_EQ_TILE_NOT;
      if (ex->n_tiles + max_bits > FT_EQ_MAX_TILES - 2)
        return FALSE;
      push_number (ex, 1 + below (rng, (G_GUINT64_CONSTANT (1) << max_bits) - 1));
    }
  return pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_STANDARD, &ex->value);
}

static void
gen_precedence (FtPrExercise *ex,
                FtRng        *rng)
{
  static const guint8 l1[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_TIMES };
  static const guint8 l2[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS, FT_EQ_TILE_TIMES,
                               FT_EQ_TILE_AND, FT_EQ_TILE_OR };
  static const guint8 l3[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS, FT_EQ_TILE_TIMES,
                               FT_EQ_TILE_DIVIDE, FT_EQ_TILE_AND, FT_EQ_TILE_OR, FT_EQ_TILE_XOR };
  const guint8 *ops = ex->level == 1 ? l1 : ex->level == 2 ? l2 : l3;
  guint n_ops = ex->level == 1 ? G_N_ELEMENTS (l1) : ex->level == 2 ? G_N_ELEMENTS (l2) : G_N_ELEMENTS (l3);
  guint64 ltr;

  /* The two readings must both work and differ: that is the exercise. */
  while (!make_expression (ex, rng, ops, n_ops, ex->level == 3 ? 4 : 3, ex->level == 2 ? 3 : 2) ||
         !pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_LTR, &ltr) ||
         ltr == ex->value)
    ;
  ex->c = ltr;
  build_expression (ex);
}

static void
gen_evaluate (FtPrExercise *ex,
              FtRng        *rng)
{
  static const guint8 ops[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_TIMES, FT_EQ_TILE_AND,
                                FT_EQ_TILE_OR, FT_EQ_TILE_XOR, FT_EQ_TILE_NOT };
  guint n_operands = ex->level + 1;

  while (!make_expression (ex, rng, ops, G_N_ELEMENTS (ops), n_operands, ex->level == 3 ? 2 : 3))
    ;
  pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_LTR, &ex->c);
  build_expression (ex);
}

static void
gen_valid (FtPrExercise *ex,
           FtRng        *rng)
{
  FtEqRules rules = { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  FtEqVerdict verdict;
  guint64 value, rhs;
  guint expr_end;

  for (;;)
    {
      gen_evaluate (ex, rng);
      value = ex->value;
      /* Half the lines are true; the others hold the left-to-right reading
       * when it differs, else the value with one bit changed. */
      if (ft_rng_coin (rng))
        rhs = value;
      else if (ex->c != value)
        rhs = ex->c;
      else
        rhs = value ^ (G_GUINT64_CONSTANT (1) << below (rng, MAX (1, ft_eq_bit_length (value))));
      expr_end = ex->n_tiles;
      if (expr_end + 1 + MAX (1, ft_eq_bit_length (rhs)) <= FT_EQ_MAX_TILES)
        break;
      g_clear_pointer (&ex->question, g_free);
      g_clear_pointer (&ex->answer, g_free);
      g_ptr_array_set_size (ex->steps, 0);
    }
  ex->tiles[ex->n_tiles++] = FT_EQ_TILE_EQUALS;
  push_number (ex, rhs);
  ex->b = rhs;
  ex->a = expr_end;
  g_free (ex->question);
  g_free (ex->answer);
  ex->question = tiles_text (ex->tiles, ex->n_tiles);
  ft_eq_check (ex->tiles, ex->n_tiles, &rules, &verdict);
  ex->value = FT_EQ_VERDICT_IS_VALID (&verdict);
  ex->answer = g_strdup (ex->value ? "yes" : "no");
  if (!ex->value)
    g_ptr_array_add (ex->steps, ft_eq_verdict_describe (&verdict, ex->tiles, ex->n_tiles));
  else
    {
      g_autofree char *v = bits (value, 0);

      step (ex, _("Both sides are %s: the equation is valid."), v);
    }
}

/* The question, answer and steps of a FLIP BITS problem: how few of the
 * hand's cards turn MEMORY into the GOAL, by the flipbits solver. */
static void
build_flipbits (FtPrExercise      *ex,
                const FtFbProblem *problem)
{
  FtFbSolution solution;
  GString *q;
  char memory[FT_FB_BITS + 1], goal[FT_FB_BITS + 1];

  ex->value = ft_fb_solver_shortest_length (problem);
  ft_fb_bits_format (problem->memory, memory);
  ft_fb_bits_format (problem->goal, goal);
  q = g_string_new (NULL);
  g_string_append_printf (q, "MEMORY %s GOAL %s HEX %X HAND", memory, goal, problem->hex);
  for (guint i = 0; i < problem->n_cards; i++)
    {
      g_autofree char *card = ft_fb_card_to_string (problem->cards[i]);
      g_string_append_printf (q, " %s", card);
    }
  ex->question = g_string_free (q, FALSE);
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  ex->a = problem->memory;
  ex->b = problem->goal;
  if (ex->value > 0 && ft_fb_solver_shortest (problem, &solution))
    {
      g_autofree char *explain = ft_fb_solution_explain (problem, &solution);
      g_auto(GStrv) lines = g_strsplit (explain, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (*lines[i] != '\0')
          g_ptr_array_add (ex->steps, g_strdup (lines[i]));
      step (ex, _("No shorter order of these cards reaches the GOAL: %u cards."), (guint) ex->value);
    }
  else
    step (ex, _("No order of these cards, with HEX %X, turns %s into %s: the answer is 0."),
          problem->hex, memory, goal);
}

static void
gen_flipbits (FtPrExercise *ex,
              FtRng        *rng)
{
  const FtFbDeck *deck = ft_fb_deck_default ();
  FtFbProblem problem = { 0 };
  guint tries = 0;

  /* Mostly hands that can solve; now and then one that cannot, since
   * "can this hand reach the GOAL" is half the skill. */
  do
    {
      guint idx[FT_FB_SOLVE_MAX];

      problem.memory = below (rng, 16);
      do
        problem.goal = below (rng, 16);
      while (problem.goal == problem.memory);
      problem.hex = below (rng, 16);
      problem.n_cards = ex->level + 1;
      for (guint i = 0; i < problem.n_cards; i++)
        {
          gboolean again;

          do
            {
              idx[i] = below (rng, deck->n_cards);
              again = FALSE;
              for (guint j = 0; j < i; j++)
                again |= ft_fb_card_equal (deck->cards[idx[i]], deck->cards[idx[j]]);
            }
          while (again);
          problem.cards[i] = deck->cards[idx[i]];
        }
      ex->value = ft_fb_solver_shortest_length (&problem);
    }
  while (++tries < 8 && (ex->value == 0 || (ex->level > 1 && ex->value == 1)) && below (rng, 5) != 0);
  build_flipbits (ex, &problem);
}

static FtDiceTable *dice_table;

const FtDiceTable *
pr_dice_table (void)
{
  if (g_once_init_enter (&dice_table))
    {
      FtDiceTable *table = ft_dice_table_solve (2, FALSE, 1, NULL, NULL, NULL, NULL);

      g_once_init_leave (&dice_table, table);
    }
  return dice_table;
}

static void
gen_dice (FtPrExercise *ex,
          FtRng        *rng)
{
  const FtDiceTable *table = pr_dice_table ();
  FtDicePos pos;
  FtDiceHint hint;

  /* A position where some move wins and some loses.  Lower levels play on
   * further from the start, where fewer dice are left to think about. */
  for (;;)
    {
      guint n_random = (FT_PR_MAX_LEVEL - ex->level) * 2 + below (rng, 3);
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      gboolean has_loser = FALSE, ok = TRUE;

      ft_dice_pos_roll (&pos, 2, rng);
      for (guint i = 0; i < n_random || pos.change != 0; i++)
        {
          guint n = ft_dice_pos_moves (&pos, moves);

          if (n == 0 || ft_dice_pos_is_over (&pos, NULL))
            {
              ok = FALSE;
              break;
            }
          ft_dice_pos_apply (&pos, &moves[below (rng, n)]);
        }
      if (!ok || ft_dice_pos_is_over (&pos, NULL) || pos.change != 0 ||
          !ft_dice_hint_compute (table, &pos, &hint) || !hint.wins)
        continue;
      for (guint i = 0; i < hint.n_moves; i++)
        has_loser |= !hint.moves[i].wins;
      if (has_loser)
        break;
    }
  ex->position = ft_dice_pos_to_string (&pos);
  ex->question = g_strdup (ex->position);
  ex->answer = ft_dice_move_to_string (&hint.moves[0].move);
  ex->value = 1;
  {
    g_autofree char *why = ft_dice_hint_explain_move (&pos, &hint.moves[0]);
    g_ptr_array_add (ex->steps, g_steal_pointer (&why));
  }
}

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
 * cards is the usual mistake, so most exercises are drawn where that gives
 * the other answer.
 */
static void
gen_hilo (FtPrExercise *ex,
          FtRng        *rng)
{
  guint n_actions = 2 + 4 * ex->level;
  FtHiLoState state;
  FtHiLoView view;
  FtHiLoSet unseen, seen;
  guint top = 0;
  gboolean want_trap = below (rng, 4) != 0;

  for (guint tries = 0;; tries++)
    {
      gboolean naive_hi;
      guint i;

      if (!ft_hilo_state_init (&state, 2 + below (rng, 2), NULL, ft_rng_next (rng), NULL, NULL))
        continue;
      for (i = 0; i < n_actions + below (rng, 3); i++)
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
      if (!want_trap || (ex->b > ex->c) != naive_hi || tries >= 400)
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
    ex->answer = g_strdup (ex->value ? "hi" : "lo");
    step (ex, _("On Hi a card beats %u when it is higher: %u of the 100 cards are. You have seen these of them: %s. So %u cards you have not seen are higher."),
          top, FT_HILO_N_CARDS - top, above, (guint) ex->b);
    step (ex, _("On Lo a card beats %u when it is lower: %u of the 100 cards are. You have seen these of them: %s. So %u cards you have not seen are lower."),
          top, top - 1, under, (guint) ex->c);
    if (ex->value)
      step (ex, _("Of the %u cards you have not seen, %u beat it on Hi and %u on Lo: Hi has the better odds."),
            n_unseen, (guint) ex->b, (guint) ex->c);
    else
      step (ex, _("Of the %u cards you have not seen, %u beat it on Hi and %u on Lo: Lo has the better odds."),
            n_unseen, (guint) ex->b, (guint) ex->c);
  }
}

/* ---- Flipchain: how many discs a placement flips ---- */

/*
 * A side-3 board with discs of both colours, no loop yet (R3), and a cell
 * where Red may place (R5); how many blue discs does the placement flip
 * (R8)?  The flipchain engine answers.  a: the cell, b: the blue discs
 * touching it (counting them all is the usual mistake, so most exercises
 * are drawn where some of them stay blue).
 */
static guint flipchain_touching (const FtFcBoard *board,
                                guint            cell,
                                FtFcBits        *out);
static void  build_flipchain    (FtPrExercise    *ex,
                                 const FtFcBoard *board,
                                 guint            cell);

static void
gen_flipchain (FtPrExercise *ex,
               FtRng        *rng)
{
  const guint side = FT_FC_MIN_SIDE;
  const FtFcGeom *geom = ft_fc_geom (side);
  FtFcBoard board;
  FtFcBits flips;
  guint cell = 0, n_flips = 0;
  gboolean want_trap = below (rng, 4) != 0;

  for (guint tries = 0;; tries++)
    {
      guint n_discs = 3 + 2 * ex->level + below (rng, 2);
      FtFcBits empty, legal;
      guint n_legal;

      ft_fc_board_init (&board, side);
      for (guint i = 0; i < n_discs; i++)
        {
          guint c;

          do
            c = below (rng, geom->n_cells);
          while (ft_fc_board_get (&board, c) != FT_FC_EMPTY);
          ft_fc_board_set (&board, c, i % 2 == 0 ? FT_FC_RED : FT_FC_BLUE);
        }
      if (ft_fc_board_has_loop (&board, FT_FC_RED) || ft_fc_board_has_loop (&board, FT_FC_BLUE))
        continue;
      ft_fc_board_empty_cells (&board, &empty);
      ft_fc_board_legal (&board, FT_FC_RED, &legal);
      n_legal = ft_fc_bits_count (&legal);
      if (n_legal == 0)
        continue;
      {
        guint pick = below (rng, n_legal);

        FT_FC_BITS_FOREACH (c, &legal)
          if (pick-- == 0)
            {
              cell = c;
              break;
            }
      }
      n_flips = ft_fc_board_flips (&board, FT_FC_RED, cell, &flips);
      if (n_flips > 0 && (!want_trap || flipchain_touching (&board, cell, NULL) != n_flips || tries >= 200))
        break;
    }
  build_flipchain (ex, &board, cell);
}

/* The blue discs touching @cell: their count, and the set in @out. */
static guint
flipchain_touching (const FtFcBoard *board,
                    guint            cell,
                    FtFcBits        *out)
{
  const FtFcGeom *geom = ft_fc_geom (board->side);
  FtFcBits touching = { { 0 } };

  for (guint i = 0; i < geom->n_nbr[cell]; i++)
    if (ft_fc_board_get (board, geom->nbr_list[cell][i]) == FT_FC_BLUE)
      ft_fc_bits_add (&touching, geom->nbr_list[cell][i]);
  if (out)
    *out = touching;
  return ft_fc_bits_count (&touching);
}

/* a: the cell, b: the blue discs touching it, value: the flips (R8). */
static void
build_flipchain (FtPrExercise    *ex,
                 const FtFcBoard *board,
                 guint            cell)
{
  guint side = board->side;
  FtFcBits flips, touching;
  guint n_flips = ft_fc_board_flips (board, FT_FC_RED, cell, &flips);

  ex->a = cell;
  ex->b = flipchain_touching (board, cell, &touching);
  ex->value = n_flips;
  ex->position = ft_fc_board_to_string (board);
  {
    g_autofree char *red = ft_fc_cells_to_string (side, ft_fc_board_discs (board, FT_FC_RED));
    g_autofree char *blue = ft_fc_cells_to_string (side, ft_fc_board_discs (board, FT_FC_BLUE));
    g_autofree char *name = ft_fc_cell_name (side, cell);
    g_autofree char *flipped = ft_fc_cells_to_string (side, &flips);
    g_autofree char *near = ft_fc_cells_to_string (side, &touching);
    FtFcBits stay = touching;

    for (guint w = 0; w < FT_FC_WORDS; w++)
      stay.w[w] &= ~flips.w[w];
    ex->question = g_strdup_printf ("RED %s BLUE %s RED PLAYS %s", red, blue, name);
    ex->answer = g_strdup_printf ("%u", n_flips);
    step (ex, _("Red places a disc on %s. The blue discs touching it: %s."), name, near);
    step (ex, _("A blue disc flips when it lies on a path from %s through blue discs only that ends on a red disc; the last disc may not touch %s. Here: %s."),
          name, name, flipped);
    if (!ft_fc_bits_empty (&stay))
      {
        g_autofree char *stays = ft_fc_cells_to_string (side, &stay);

        step (ex, g_dngettext (GETTEXT_PACKAGE,
                               "%s stays blue: no path through it ends on a red disc.",
                               "%s stay blue: no path through them ends on a red disc.",
                               ft_fc_bits_count (&stay)), stays);
      }
    step (ex, g_dngettext (GETTEXT_PACKAGE, "%u disc flips.", "%u discs flip.", n_flips), n_flips);
  }
}

/* Whether the discs of @set touch in some cycle, a triangle included: a
 * set without one is a forest, with as many touching pairs as discs less
 * its separate groups. */
static gboolean
has_cycle (const FtFcGeom *geom,
           const FtFcBits *set)
{
  FtFcBits left = *set;
  guint n_pairs = 0, n_groups = 0;
  gint stack[FT_FC_MAX_CELLS];

  FT_FC_BITS_FOREACH (c, set)
    for (guint i = 0; i < geom->n_nbr[c]; i++)
      n_pairs += ft_fc_bits_has (set, geom->nbr_list[c][i]);
  n_pairs /= 2;
  FT_FC_BITS_FOREACH (c, set)
    {
      guint top = 0;

      if (!ft_fc_bits_has (&left, c))
        continue;
      n_groups++;
      ft_fc_bits_remove (&left, c);
      stack[top++] = c;
      while (top > 0)
        {
          gint at = stack[--top];

          for (guint i = 0; i < geom->n_nbr[at]; i++)
            if (ft_fc_bits_has (&left, geom->nbr_list[at][i]))
              {
                ft_fc_bits_remove (&left, geom->nbr_list[at][i]);
                stack[top++] = geom->nbr_list[at][i];
              }
        }
    }
  return n_pairs + n_groups > ft_fc_bits_count (set);
}

/*
 * Does Red have a loop (R3)?  Red's discs on the side-3 board: half the
 * time a ring of six round an inner cell, whole or with a gap, and more
 * discs beside it; otherwise a cluster.  The flipchain engine says whether
 * the discs hold a loop; peeling off discs while one remains leaves the
 * loop itself for the worked steps.  b: whether the discs touch in any
 * cycle at all (a triangle will do), which tells the two usual mistakes
 * apart.
 */
static void
gen_flipchain_loops (FtPrExercise *ex,
                     FtRng        *rng)
{
  const guint side = FT_FC_MIN_SIDE;
  const FtFcGeom *geom = ft_fc_geom (side);
  gboolean want = ft_rng_coin (rng);
  FtFcBits red;

  for (;;)
    {
      guint n_extra = ex->level + below (rng, 2);

      memset (&red, 0, sizeof red);
      if (below (rng, 3) != 0)
        {
          guint pick = below (rng, ft_fc_bits_count (&geom->interior)), centre = 0;

          FT_FC_BITS_FOREACH (c, &geom->interior)
            if (pick-- == 0)
              {
                centre = c;
                break;
              }
          for (guint i = 0; i < geom->n_nbr[centre]; i++)
            ft_fc_bits_add (&red, geom->nbr_list[centre][i]);
          if (!want)
            ft_fc_bits_remove (&red, geom->nbr_list[centre][below (rng, geom->n_nbr[centre])]);
        }
      /* a cluster has discs enough to look like a ring */
      if (ft_fc_bits_empty (&red))
        n_extra += 5;
      for (guint i = 0; i < n_extra; i++)
        ft_fc_bits_add (&red, below (rng, geom->n_cells));
      if (ft_fc_bits_have_loop (geom, &red) == want)
        break;
    }

  {
    FtFcBits ring = red;
    g_autofree char *cells = ft_fc_cells_to_string (side, &red);

    ex->b = has_cycle (geom, &red);
    ex->value = want;
    ex->position = g_strdup (cells);
    ex->question = g_strdup_printf ("LOOP IN RED %s", cells);
    ex->answer = g_strdup (want ? "yes" : "no");
    step (ex, _("A loop is a ring of discs, each touching the next and the last touching the first, with no other touches among them; the smallest has six discs."));
    if (want)
      {
        g_autofree char *loop = NULL;

        FT_FC_BITS_FOREACH (c, &red)
          {
            ft_fc_bits_remove (&ring, c);
            if (!ft_fc_bits_have_loop (geom, &ring))
              ft_fc_bits_add (&ring, c);
          }
        loop = ft_fc_cells_to_string (side, &ring);
        step (ex, _("These red discs make one: %s. The answer is yes."), loop);
      }
    else
      step (ex, _("No ring of these discs closes without a gap or a touch across it. The answer is no."));
  }
}

/*
 * Counting in Hi Lo, by the hilo engine's rules: a pile's points
 * (`PILE 34 50 61 70 72`), the cards higher or lower than one
 * (`HIGHER THAN 87`), and the cards of a hand the chip lets you play
 * (`HI 60 HAND 12 35 58 73 91`).  variant: PR_HILO_*; a: the card or top
 * card; tiles: the pile or hand.
 */
static void
build_hilo_count (FtPrExercise *ex)
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
        step (ex, _("A card ending in 0 is worth 10 points, any other card 1."));
        step (ex, _("Ending in 0: %u, worth 10 each: %u points. The others: %u, worth 1 each: %u + %u = %u."),
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
        if (hi)
          step (ex, _("The cards higher than %u run from %u to %u, without %u itself: %u − %u = %u."),
                (guint) ex->a, (guint) ex->a + 1, FT_HILO_N_CARDS, (guint) ex->a, FT_HILO_N_CARDS,
                (guint) ex->a, (guint) ex->value);
        else
          step (ex, _("The cards lower than %u run from 1 to %u, without %u itself: %u."),
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
        step (ex, hi ? _("On Hi you play a card higher than the top card, %u.")
                     : _("On Lo you play a card lower than the top card, %u."), (guint) ex->a);
        if (n > 0)
          step (ex, _("Of your cards you may play %s: that makes %u."), playable->str, n);
        else
          step (ex, _("None of your cards may be played: 0."));
        g_string_free (playable, TRUE);
        break;
      }
    }
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  g_string_free (cards, TRUE);
}

static void
gen_hilo_count (FtPrExercise *ex,
                FtRng        *rng)
{
  FtHiLoSet drawn = { { 0, 0 } };

  switch (below (rng, 4))
    {
    case 0: ex->variant = PR_HILO_PILE; break;
    case 1: ex->variant = ft_rng_coin (rng) ? PR_HILO_HIGHER : PR_HILO_LOWER; break;
    case 2: ex->variant = PR_HILO_HAND_HI; break;
    default: ex->variant = PR_HILO_HAND_LO; break;
    }
  /* Cards 2 to 99, so that a count is never 0 or 100 by the edge. */
  ex->a = 2 + below (rng, 98);
  ft_hilo_set_add (&drawn, ex->a);
  if (ex->variant == PR_HILO_PILE || ex->variant >= PR_HILO_HAND_HI)
    {
      ex->n_tiles = 3 + ex->level + below (rng, 2);
      for (guint i = 0; i < ex->n_tiles; i++)
        {
          guint card;

          /* a pile gets a card ending in 0 one time in three */
          do
            card = ex->variant == PR_HILO_PILE && below (rng, 3) == 0 ? 10 * (1 + below (rng, 10))
                                                                     : 1 + below (rng, FT_HILO_N_CARDS);
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
  build_hilo_count (ex);
}

/*
 * FLIP's rules, by the dice engine: the face a flip shows (`FLIP 2`), and
 * the most change a trashed die gives back (`CHANGE 6 MIDDLE 1 2 4 6`: the
 * middle with the trashed die in it).  variant: 0 flip, 1 change; a: the
 * die; tiles: the middle.
 */
static gboolean
build_dice_rules (FtPrExercise *ex)
{
  GString *pos_text = g_string_new (NULL);
  FtDicePos pos;
  FtDiceMove move;
  gboolean ok;

  if (ex->variant == 0)
    {
      g_autofree char *flip = g_strdup_printf ("flip %u", (guint) ex->a);

      g_string_printf (pos_text, "A:%u B:1 M:- turn=A", (guint) ex->a);
      ok = ft_dice_pos_from_string (&pos, pos_text->str, NULL) &&
           ft_dice_move_from_string (&move, flip, NULL) && ft_dice_pos_apply (&pos, &move);
      if (ok)
        {
          ex->value = pos.hand[0][0] & 7;
          ex->question = g_strdup_printf ("FLIP %u", (guint) ex->a);
          step (ex, _("Opposite faces of a die add up to 7: %u turns over to 7 − %u = %u."),
                (guint) ex->a, (guint) ex->a, (guint) ex->value);
        }
    }
  else
    {
      GString *middle = g_string_new (NULL);
      FtDiceMove moves[FT_DICE_MAX_MOVES];

      for (guint i = 0; i < ex->n_tiles; i++)
        g_string_append_printf (middle, i ? " %u" : "%u", ex->tiles[i]);
      /* The other player holds one or two dice: a game has an even number. */
      g_string_printf (pos_text, "A:- B:%s M:", ex->n_tiles % 2 ? "1" : "1,1");
      for (guint i = 0; i < ex->n_tiles; i++)
        g_string_append_printf (pos_text, i ? ",%u" : "%u", ex->tiles[i]);
      g_string_append_printf (pos_text, " turn=A change=%u", (guint) ex->a);
      if (ex->a == 1)
        {
          /* no change is pending after a 1: nothing totals less than 1 */
          ok = TRUE;
          ex->value = 0;
          ex->question = g_strdup_printf ("CHANGE 1 MIDDLE %s", middle->str);
          step (ex, _("Change from a trashed 1 totals less than 1, and no die shows less than 1: 0."));
        }
      else if ((ok = ft_dice_pos_from_string (&pos, pos_text->str, NULL) && ft_dice_pos_moves (&pos, moves) > 0))
        {
          ex->value = ft_dice_move_take_total (&moves[ft_dice_pos_best_change (&pos)]);
          ex->question = g_strdup_printf ("CHANGE %u MIDDLE %s", (guint) ex->a, middle->str);
          step (ex, _("Change from a trashed %u totals less than %u: at most %u, never the %u itself."),
                (guint) ex->a, (guint) ex->a, (guint) ex->a - 1, (guint) ex->a);
          step (ex, _("The most the middle %s gives below %u: %u."), middle->str, (guint) ex->a, (guint) ex->value);
        }
      g_string_free (middle, TRUE);
    }
  g_string_free (pos_text, TRUE);
  if (ok)
    ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  return ok;
}

static void
gen_dice_rules (FtPrExercise *ex,
                FtRng        *rng)
{
  ex->variant = ft_rng_coin (rng);
  ex->a = 1 + below (rng, 6);
  if (ex->variant == 1)
    {
      /* the trashed die and 2 to 4 more */
      ex->n_tiles = 3 + ex->level - 1 + below (rng, 2);
      ex->tiles[0] = ex->a;
      for (guint i = 1; i < ex->n_tiles; i++)
        ex->tiles[i] = 1 + below (rng, 6);
    }
  if (!build_dice_rules (ex))
    g_assert_not_reached ();
}

static FtPrExercise *
exercise_alloc (FtPrSkillId skill)
{
  FtPrExercise *ex = g_new0 (FtPrExercise, 1);

  ex->skill = skill;
  ex->steps = g_ptr_array_new_with_free_func (g_free);
  return ex;
}

FtPrExercise *
ft_pr_exercise_generate (FtPrSkillId skill,
                         guint       level,
                         FtRng      *rng)
{
  FtPrExercise *ex;

  g_return_val_if_fail ((guint) skill < FT_PR_N_SKILLS, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  ex = exercise_alloc (skill);
  ex->level = CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
  ex->width = ft_pr_level_width (ex->level);

  switch (skill)
    {
    case FT_PR_SKILL_PLACE_VALUES: gen_place_values (ex, rng); break;
    case FT_PR_SKILL_BIN2DEC: gen_bin2dec (ex, rng); break;
    case FT_PR_SKILL_DEC2BIN: gen_dec2bin (ex, rng); break;
    case FT_PR_SKILL_HEX2BIN: gen_hex2bin (ex, rng); break;
    case FT_PR_SKILL_OR: gen_binary_op (ex, rng, PR_OP_OR); break;
    case FT_PR_SKILL_AND: gen_binary_op (ex, rng, PR_OP_AND); break;
    case FT_PR_SKILL_XOR: gen_binary_op (ex, rng, PR_OP_XOR); break;
    case FT_PR_SKILL_NOT: gen_unary_op (ex, rng, PR_OP_NOT); break;
    case FT_PR_SKILL_ROTL: gen_unary_op (ex, rng, PR_OP_ROTL); break;
    case FT_PR_SKILL_ROTR: gen_unary_op (ex, rng, PR_OP_ROTR); break;
    case FT_PR_SKILL_SHIFTS: gen_unary_op (ex, rng, ft_rng_coin (rng) ? PR_OP_SHL : PR_OP_SHR); break;
    case FT_PR_SKILL_MASKS: gen_masks (ex, rng); break;
    case FT_PR_SKILL_LAWS: gen_laws (ex, rng); break;
    case FT_PR_SKILL_ADD: gen_add (ex, rng); break;
    case FT_PR_SKILL_SUB: gen_sub (ex, rng); break;
    case FT_PR_SKILL_MUL: gen_mul (ex, rng); break;
    case FT_PR_SKILL_DIV: gen_div (ex, rng); break;
    case FT_PR_SKILL_NEGATIVE: gen_negative (ex, rng); break;
    case FT_PR_SKILL_PRECEDENCE: gen_precedence (ex, rng); break;
    case FT_PR_SKILL_EVALUATE: gen_evaluate (ex, rng); break;
    case FT_PR_SKILL_VALID: gen_valid (ex, rng); break;
    case FT_PR_SKILL_FLIPBITS: gen_flipbits (ex, rng); break;
    case FT_PR_SKILL_DICE: gen_dice (ex, rng); break;
    case FT_PR_SKILL_HILO: gen_hilo (ex, rng); break;
    case FT_PR_SKILL_FLIPCHAIN: gen_flipchain (ex, rng); break;
    case FT_PR_SKILL_FLIPCHAIN_LOOPS: gen_flipchain_loops (ex, rng); break;
    case FT_PR_SKILL_BIN2HEX: gen_bin2hex (ex, rng); break;
    case FT_PR_SKILL_HILO_COUNT: gen_hilo_count (ex, rng); break;
    case FT_PR_SKILL_DICE_RULES: gen_dice_rules (ex, rng); break;
    default: g_assert_not_reached ();
    }
  return ex;
}

/* The same (skill, level, seed) gives the same exercise on every machine. */
FtPrExercise *
ft_pr_exercise_new (FtPrSkillId skill,
                    guint       level,
                    guint64     seed)
{
  FtRng rng;

  ft_rng_init (&rng, seed);
  return ft_pr_exercise_generate (skill, level, &rng);
}

G_DEFINE_QUARK (ft-pr-question-error-quark, ft_pr_question_error)

/* A word of 0s and 1s, at most 32 of them; its value and digit count. */
static gboolean
word_binary (const char *word,
             guint64    *value,
             guint      *n_digits)
{
  guint n = strlen (word);

  if (n == 0 || n > 32 || strspn (word, "01") != n)
    return FALSE;
  *value = g_ascii_strtoull (word, NULL, 2);
  if (n_digits)
    *n_digits = n;
  return TRUE;
}

static int
word_index (const char         *word,
            const char * const *list,
            guint               n)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (word, list[i]))
      return i;
  return -1;
}

/* The operator words of the arithmetic skills, each in the symbols the
 * equation engine reads too. */
static gboolean
arith_word (FtPrSkillId skill,
            const char *word)
{
  static const char *add[] = { "+" }, *sub[] = { "-" }, *mul[] = { "×", "x", "*" }, *div[] = { "÷", "/" };

  switch (skill)
    {
    case FT_PR_SKILL_ADD: return word_index (word, add, G_N_ELEMENTS (add)) >= 0;
    case FT_PR_SKILL_SUB: return word_index (word, sub, G_N_ELEMENTS (sub)) >= 0;
    case FT_PR_SKILL_MUL: return word_index (word, mul, G_N_ELEMENTS (mul)) >= 0;
    case FT_PR_SKILL_DIV: return word_index (word, div, G_N_ELEMENTS (div)) >= 0;
    default: return FALSE;
    }
}

/* The laws as the generator writes them: `NOT (1100 AND 1010)`, `NOT (x OR
 * y)`, `x AND 0000`, `x OR 1111`, `x XOR x`, `x XOR 1111`. */
static gboolean
parse_laws (FtPrExercise  *ex,
            char         **w,
            guint          n)
{
  guint width = 0, width_b = 0;
  guint64 m;

  if (n == 4 && g_str_equal (w[0], "NOT") && w[1][0] == '(' && g_str_has_suffix (w[3], ")"))
    {
      g_autofree char *b = g_strndup (w[3], strlen (w[3]) - 1);

      if (!word_binary (w[1] + 1, &ex->a, &width) || !word_binary (b, &ex->b, &width_b) ||
          width != width_b || (!g_str_equal (w[2], "AND") && !g_str_equal (w[2], "OR")))
        return FALSE;
      ex->width = width;
      ex->variant = g_str_equal (w[2], "AND") ? PR_LAW_NOT_AND : PR_LAW_NOT_OR;
      build_laws (ex);
      return TRUE;
    }
  if (n != 3 || !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b) ||
      width != width_b)
    return FALSE;
  ex->width = width;
  m = pr_width_mask (width);
  if (g_str_equal (w[1], "AND") && ex->b == 0)
    ex->variant = PR_LAW_AND_ZERO;
  else if (g_str_equal (w[1], "OR") && ex->b == m)
    ex->variant = PR_LAW_OR_ONES;
  else if (g_str_equal (w[1], "XOR") && ex->b == ex->a)
    ex->variant = PR_LAW_XOR_SELF;
  else if (g_str_equal (w[1], "XOR") && ex->b == m)
    ex->variant = PR_LAW_XOR_ONES;
  else
    return FALSE;
  build_laws (ex);
  return TRUE;
}

/* `RED c1 c5 BLUE c2 c4 RED PLAYS c3` on the side-3 board: Red may place
 * there (R5) and flips at least one disc (a generated question's form). */
static gboolean
parse_flipchain (FtPrExercise  *ex,
                 char         **w,
                 guint          n)
{
  const guint side = FT_FC_MIN_SIDE;
  FtFcBoard board;
  FtFcBits flips;
  FtFcColour colour = FT_FC_EMPTY;
  guint cell;

  ft_fc_board_init (&board, side);
  for (guint i = 0; i < n; i++)
    {
      if (i + 3 == n && g_str_equal (w[i], "RED") && g_str_equal (w[i + 1], "PLAYS"))
        {
          if (!ft_fc_cell_parse (side, w[i + 2], &cell) ||
              !ft_fc_board_is_legal (&board, FT_FC_RED, cell) ||
              ft_fc_board_flips (&board, FT_FC_RED, cell, &flips) == 0)
            return FALSE;
          build_flipchain (ex, &board, cell);
          ex->width = side;
          return TRUE;
        }
      if (g_str_equal (w[i], "RED") || g_str_equal (w[i], "BLUE"))
        colour = w[i][0] == 'R' ? FT_FC_RED : FT_FC_BLUE;
      else if (g_str_equal (w[i], "-") && colour != FT_FC_EMPTY)
        continue;
      else if (colour == FT_FC_EMPTY || !ft_fc_cell_parse (side, w[i], &cell) ||
               ft_fc_board_get (&board, cell) != FT_FC_EMPTY)
        return FALSE;
      else
        ft_fc_board_set (&board, cell, colour);
    }
  return FALSE;
}

/* Fills @ex from @w, the question's words; FALSE when they do not fit the
 * skill's notation (the one the command line prints). */
static gboolean
parse_question (FtPrExercise *ex,
                const char   *text,
                char        **w,
                guint         n)
{
  static const char *ops[] = { "OR", "AND", "XOR", "NOT", "ROTL", "ROTR", "SHL", "SHR" };
  guint width = 0, width_b = 0;
  guint64 k;
  int op;

  switch (ex->skill)
    {
    case FT_PR_SKILL_PLACE_VALUES:
      if (n != 2 || !g_str_equal (w[0], "PLACE") ||
          !g_ascii_string_to_unsigned (w[1], 10, 0, 31, &k, NULL))
        return FALSE;
      ex->a = k;
      ex->width = k + 1;
      build_place_values (ex);
      return TRUE;
    case FT_PR_SKILL_BIN2DEC:
      if (n != 1 || !word_binary (w[0], &ex->a, &ex->width) || ex->a == 0)
        return FALSE;
      build_bin2dec (ex);
      return TRUE;
    case FT_PR_SKILL_DEC2BIN:
      if (n != 1 || !g_ascii_string_to_unsigned (w[0], 10, 1, G_MAXUINT32, &ex->a, NULL))
        return FALSE;
      ex->width = ft_eq_bit_length (ex->a);
      build_dec2bin (ex);
      return TRUE;
    case FT_PR_SKILL_HEX2BIN:
      if (n != 1 || strlen (w[0]) > 2 || !g_ascii_string_to_unsigned (w[0], 16, 0, 255, &ex->a, NULL))
        return FALSE;
      ex->variant = strlen (w[0]);
      ex->width = 4 * ex->variant;
      build_hex2bin (ex);
      return TRUE;
    case FT_PR_SKILL_FLIPBITS:
      {
        FtFbProblem problem = { 0 };
        guint64 hex;

        /* MEMORY 1001 GOAL 0110 HEX 3 HAND ROTL NOT MXOR:0100 */
        if (n < 8 || n - 7 > FT_FB_SOLVE_MAX || !g_str_equal (w[0], "MEMORY") || !g_str_equal (w[2], "GOAL") ||
            !g_str_equal (w[4], "HEX") || !g_str_equal (w[6], "HAND") ||
            !word_binary (w[1], &ex->a, &width) || width != FT_FB_BITS ||
            !word_binary (w[3], &ex->b, &width_b) || width_b != FT_FB_BITS ||
            !g_ascii_string_to_unsigned (w[5], 16, 0, 15, &hex, NULL) || strlen (w[5]) != 1)
          return FALSE;
        problem.memory = ex->a;
        problem.goal = ex->b;
        problem.hex = hex;
        for (guint i = 7; i < n; i++)
          if (!ft_fb_card_parse (w[i], &problem.cards[problem.n_cards++]))
            return FALSE;
        ex->width = FT_FB_BITS;
        build_flipbits (ex, &problem);
        return TRUE;
      }
    case FT_PR_SKILL_DICE_RULES:
      if (n == 2 && g_str_equal (w[0], "FLIP") && g_ascii_string_to_unsigned (w[1], 10, 1, 6, &ex->a, NULL))
        ex->variant = 0;
      else if (n >= 4 && n - 3 <= 8 && g_str_equal (w[0], "CHANGE") && g_str_equal (w[2], "MIDDLE") &&
               g_ascii_string_to_unsigned (w[1], 10, 1, 6, &ex->a, NULL))
        {
          ex->variant = 1;
          for (guint i = 3; i < n; i++)
            {
              guint64 face;

              if (!g_ascii_string_to_unsigned (w[i], 10, 1, 6, &face, NULL))
                return FALSE;
              ex->tiles[ex->n_tiles++] = face;
            }
        }
      else
        return FALSE;
      return build_dice_rules (ex);
    case FT_PR_SKILL_HILO_COUNT:
      {
        guint first = 1;
        FtHiLoSet seen = { { 0, 0 } };

        if (n >= 3 && g_str_equal (w[1], "THAN") && (g_str_equal (w[0], "HIGHER") || g_str_equal (w[0], "LOWER")))
          {
            if (n != 3 || !g_ascii_string_to_unsigned (w[2], 10, 1, FT_HILO_N_CARDS, &ex->a, NULL))
              return FALSE;
            ex->variant = g_str_equal (w[0], "HIGHER") ? PR_HILO_HIGHER : PR_HILO_LOWER;
            build_hilo_count (ex);
            return TRUE;
          }
        if (n >= 2 && g_str_equal (w[0], "PILE"))
          ex->variant = PR_HILO_PILE;
        else if (n >= 4 && (g_str_equal (w[0], "HI") || g_str_equal (w[0], "LO")) && g_str_equal (w[2], "HAND") &&
                 g_ascii_string_to_unsigned (w[1], 10, 1, FT_HILO_N_CARDS, &ex->a, NULL))
          {
            ex->variant = g_str_equal (w[0], "HI") ? PR_HILO_HAND_HI : PR_HILO_HAND_LO;
            ft_hilo_set_add (&seen, ex->a);
            first = 3;
          }
        else
          return FALSE;
        if (n - first > G_N_ELEMENTS (ex->tiles))
          return FALSE;
        for (guint i = first; i < n; i++)
          {
            guint64 card;

            if (!g_ascii_string_to_unsigned (w[i], 10, 1, FT_HILO_N_CARDS, &card, NULL) ||
                ft_hilo_set_has (seen, card))
              return FALSE;
            ft_hilo_set_add (&seen, card);
            ex->tiles[ex->n_tiles++] = card;
          }
        build_hilo_count (ex);
        return TRUE;
      }
    case FT_PR_SKILL_BIN2HEX:
      {
        /* One or two groups of four bits, written together or apart. */
        g_autofree char *joined = g_strjoinv ("", w);

        if (n == 0 || n > 2 || !word_binary (joined, &ex->a, &ex->width) ||
            (ex->width != 4 && ex->width != 8) || (n == 2 && strlen (w[0]) != 4))
          return FALSE;
        ex->variant = ex->width / 4;
        build_bin2hex (ex);
        return TRUE;
      }
    case FT_PR_SKILL_OR:
    case FT_PR_SKILL_AND:
    case FT_PR_SKILL_XOR:
      op = n == 3 ? word_index (w[1], ops, G_N_ELEMENTS (ops)) : -1;
      if (op != (int) (ex->skill - FT_PR_SKILL_OR) ||
          !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b) ||
          width != width_b)
        return FALSE;
      ex->width = width;
      build_binary_op (ex, op);
      return TRUE;
    case FT_PR_SKILL_NOT:
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
      op = n == 2 ? word_index (w[0], ops, G_N_ELEMENTS (ops)) : -1;
      if (op < 0 || !word_binary (w[1], &ex->a, &ex->width) || ex->width < 2 ||
          (ex->skill == FT_PR_SKILL_NOT && op != PR_OP_NOT) ||
          (ex->skill == FT_PR_SKILL_ROTL && op != PR_OP_ROTL) ||
          (ex->skill == FT_PR_SKILL_ROTR && op != PR_OP_ROTR) ||
          (ex->skill == FT_PR_SKILL_SHIFTS && op != PR_OP_SHL && op != PR_OP_SHR))
        return FALSE;
      build_unary_op (ex, op);
      return TRUE;
    case FT_PR_SKILL_MASKS:
      op = n == 5 ? word_index (w[0], mask_words, G_N_ELEMENTS (mask_words)) : -1;
      if (op < 0 || !g_str_equal (w[1], "BIT") || !g_str_equal (w[3], "OF") ||
          !word_binary (w[4], &ex->a, &ex->width) ||
          !g_ascii_string_to_unsigned (w[2], 10, 0, ex->width - 1, &ex->b, NULL))
        return FALSE;
      ex->variant = op;
      build_masks (ex);
      return TRUE;
    case FT_PR_SKILL_ADD:
    case FT_PR_SKILL_SUB:
    case FT_PR_SKILL_MUL:
    case FT_PR_SKILL_DIV:
      if (n != 3 || !arith_word (ex->skill, w[1]) ||
          !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b))
        return FALSE;
      ex->width = MAX (width, width_b);
      switch (ex->skill)
        {
        case FT_PR_SKILL_ADD: build_add (ex); break;
        case FT_PR_SKILL_SUB:
          if (ex->b > ex->a)
            return FALSE;
          build_sub (ex);
          break;
        case FT_PR_SKILL_MUL: build_mul (ex); break;
        default:
          if (ex->b == 0 || ex->a % ex->b != 0)
            return FALSE;
          build_div (ex);
          break;
        }
      return TRUE;
    case FT_PR_SKILL_NEGATIVE:
      if (n != 2 || !g_str_equal (w[0], "NEG") || !word_binary (w[1], &ex->a, &ex->width) ||
          ex->width < 2 || ex->a == 0 || ex->a >= G_GUINT64_CONSTANT (1) << (ex->width - 1))
        return FALSE;
      build_negative (ex);
      return TRUE;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
      {
        guint8 tiles[FT_EQ_MAX_TILES];

        if (!ft_eq_tiles_from_string (text, tiles, &ex->n_tiles, NULL) ||
            ex->n_tiles == 0 || ex->n_tiles + 2 > FT_EQ_MAX_TILES ||
            memchr (tiles, FT_EQ_TILE_EQUALS, ex->n_tiles) != NULL)
          return FALSE;
        memcpy (ex->tiles, tiles, ex->n_tiles);
        if (!pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_STANDARD, &ex->value))
          return FALSE;
        /* A reading that fails left to right is no reading to confuse. */
        if (!pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_LTR, &ex->c))
          ex->c = ex->value;
        ex->width = 4;
        build_expression (ex);
        return TRUE;
      }
    case FT_PR_SKILL_LAWS:
      return parse_laws (ex, w, n);
    case FT_PR_SKILL_FLIPCHAIN:
      return parse_flipchain (ex, w, n);
    default:
      return FALSE;
    }
}

/**
 * ft_pr_exercise_from_question:
 * @question: an exercise in the notation `flip-tutor-cli practice` prints
 *   (`101 + 11`, `ROTL 0110`, `SET BIT 2 OF 1001`, `1 + 10 × 11`…)
 *
 * The exercise of @skill that asks @question, with its answer and worked
 * steps, as a generator would have made it: lessons ask their own
 * questions and have them diagnosed by ft_pr_diagnose().  The validity,
 * FLIP (dice), Hi Lo and Flipchain loops skills take no question text.
 * Returns: (transfer full) (nullable): the exercise, or NULL with @error.
 */
FtPrExercise *
ft_pr_exercise_from_question (FtPrSkillId   skill,
                              const char   *question,
                              GError      **error)
{
  g_autoptr(FtPrExercise) ex = NULL;
  g_auto(GStrv) w = NULL;

  g_return_val_if_fail ((guint) skill < FT_PR_N_SKILLS, NULL);
  g_return_val_if_fail (question != NULL, NULL);

  ex = exercise_alloc (skill);
  w = g_strsplit_set (question, " \t", -1);
  {
    /* Runs of spaces make empty words: drop them. */
    guint n = 0;

    for (guint i = 0; w[i] != NULL; i++)
      if (*w[i] != '\0')
        w[n++] = w[i];
      else
        g_free (w[i]);
    w[n] = NULL;
  }
  if (!parse_question (ex, question, w, g_strv_length (w)))
    {
      g_set_error (error, FT_PR_QUESTION_ERROR, FT_PR_QUESTION_ERROR_INVALID,
                   "“%s” is not a question of the skill %s", question, ft_pr_skill_get (skill)->id);
      return NULL;
    }
  ex->level = ex->width <= 4 ? 1 : ex->width <= 6 ? 2 : 3;
  return g_steal_pointer (&ex);
}

void
ft_pr_exercise_free (FtPrExercise *ex)
{
  if (ex == NULL)
    return;
  g_free (ex->position);
  g_free (ex->question);
  g_free (ex->answer);
  g_ptr_array_unref (ex->steps);
  g_free (ex);
}

/* Bits, spaces allowed between them (`1010 0011`); at most 64 digits. */
gboolean
ft_pr_parse_binary (const char *text,
                    guint64    *value,
                    guint      *n_digits)
{
  guint64 v = 0;
  guint n = 0;

  for (const char *c = text; *c; c++)
    {
      if (*c == ' ' || *c == '\t')
        continue;
      if ((*c != '0' && *c != '1') || n == 64)
        return FALSE;
      v = (v << 1) | (guint64) (*c - '0');
      n++;
    }
  if (n == 0)
    return FALSE;
  *value = v;
  if (n_digits)
    *n_digits = n;
  return TRUE;
}

gboolean
ft_pr_parse_decimal (const char *text,
                     guint64    *value)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  return g_ascii_string_to_unsigned (t, 10, 0, G_MAXUINT64, value, NULL);
}

/* HEX digits, either case, spaces allowed around them (`A3`, ` f `). */
gboolean
ft_pr_parse_hex (const char *text,
                 guint64    *value)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  return g_ascii_string_to_unsigned (t, 16, 0, G_MAXUINT64, value, NULL);
}

/* Whether @text answers @ex.  Leading zeros may be left out of bits, and
 * any winning move answers a dice exercise. */
gboolean
ft_pr_exercise_check (const FtPrExercise *ex,
                      const char         *text)
{
  guint64 v;

  g_return_val_if_fail (ex != NULL && text != NULL, FALSE);

  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_BINARY:
      return ft_pr_parse_binary (text, &v, NULL) && v == ex->value;
    case FT_PR_ANSWER_DECIMAL:
      return ft_pr_parse_decimal (text, &v) && v == ex->value;
    case FT_PR_ANSWER_HEX:
      return ft_pr_parse_hex (text, &v) && v == ex->value;
    case FT_PR_ANSWER_YES_NO:
    case FT_PR_ANSWER_HI_LO:
      {
        static const char *words[2][2] = { { "no", "yes" }, { "lo", "hi" } };
        g_autofree char *t = g_strstrip (g_ascii_strdown (text, -1));
        guint kind = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_HI_LO;

        return g_str_equal (t, words[kind][ex->value != 0]);
      }
    case FT_PR_ANSWER_DICE_MOVE:
      {
        FtDicePos pos;
        FtDiceMove move;
        FtDiceHint hint;
        g_autofree char *t = g_strstrip (g_ascii_strdown (text, -1));

        if (!ft_dice_pos_from_string (&pos, ex->position, NULL) ||
            !ft_dice_move_from_string (&move, t, NULL) ||
            !ft_dice_hint_compute (pr_dice_table (), &pos, &hint))
          return FALSE;
        for (guint i = 0; i < hint.n_moves; i++)
          if (hint.moves[i].wins && ft_dice_move_equal (&hint.moves[i].move, &move))
            return TRUE;
        return FALSE;
      }
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* The worked solution, one step a line. */
char *
ft_pr_exercise_worked (const FtPrExercise *ex)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < ex->steps->len; i++)
    g_string_append_printf (s, "%s\n", (const char *) g_ptr_array_index (ex->steps, i));
  return g_string_free (s, FALSE);
}

/* Helpers fade: shown at level 1, on request at 2, hidden at 3. */
FtPrHelpers
ft_pr_helpers_for_level (guint level)
{
  return level <= 1 ? FT_PR_HELPERS_SHOWN : level == 2 ? FT_PR_HELPERS_ON_REQUEST : FT_PR_HELPERS_HIDDEN;
}

/* The place values help with numbers in binary; a Hi Lo card or a
 * Flipchain cell is no such number (card 10 is ten). */
FtPrHelpers
ft_pr_helpers_for_skill (FtPrSkillId skill,
                         guint       level)
{
  if (skill == FT_PR_SKILL_HILO || skill == FT_PR_SKILL_FLIPCHAIN)
    return FT_PR_HELPERS_HIDDEN;
  return ft_pr_helpers_for_level (level);
}
