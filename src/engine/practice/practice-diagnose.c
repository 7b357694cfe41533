/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-diagnose.h"
#include "practice-private.h"
#include "dice/dice-hint.h"
#include "equation/equation-check.h"
#include "equation/equation-trace.h"
#include "flipbits/flipbits-solver.h"
#include "flipchain/flipchain-board.h"
#include "hilo/hilo-state.h"

static const char *names[FT_PR_N_DIAGS] = {
  "correct", "malformed", "unknown", "carry-lost", "borrow-lost", "bits-reversed",
  "place-value-skipped", "bit-missed", "or-xor-confused", "and-or-confused", "wrong-way",
  "shift-as-rotation", "rotation-as-shift", "mask-not-inverted", "precedence-ignored",
  "plus-one-forgotten", "sign-magnitude", "line-missed", "shorter-solve", "hand-can-solve",
  "hand-cannot-solve", "too-few-cards", "losing-move", "illegal-move", "seen-ignored",
  "neighbours-counted", "new-disc-counted", "loop-not-closed", "loop-touches",
  "hex-as-decimal", "digits-swapped", "hex-letter-off", "mask-wrong-op",
  "tens-as-one", "ones-missed", "points-as-values", "card-itself-counted", "flip-not-opposite",
  "change-not-below", "off-by-one", "digits-copied", "ones-counted", "bit-slipped",
  "result-negated", "unchanged", "bit-kept", "moved-twice", "all-same", "not-forgotten",
  "or-for-add", "zero-minus-one", "wrong-operation", "product-check", "minus-sign", "not-width",
  "valid-denied", "loop-missed", "path-missed", "one-die-change", "no-such-solve",
  "more-than-hand", "minus-one", "counted-from-one", "carry-as-overflow", "overflow-missed",
  "unsigned-reading", "rule-broken", "sum-as-or", "carry-in-ignored",
};

G_STATIC_ASSERT (G_N_ELEMENTS (names) == FT_PR_N_DIAGS);

const char *
ft_pr_diag_name (FtPrDiagKind kind)
{
  g_return_val_if_fail ((guint) kind < FT_PR_N_DIAGS, NULL);
  return names[kind];
}

static char *
bits (guint64 value,
      guint   width)
{
  return ft_eq_format_binary (value, width);
}

/* The operators as the questions write them (not translated: they are the
 * cards' and tiles' names). */
static const char *op_words[] = { [PR_OP_OR] = "OR", [PR_OP_AND] = "AND", [PR_OP_XOR] = "XOR" };

/* The learner's digits read backwards, as a number. */
static gboolean
reversed_matches (const char *answer,
                  guint64     value)
{
  g_autofree char *t = g_strdup (answer);
  guint64 v;

  g_strstrip (t);
  g_strreverse (t);
  return ft_pr_parse_binary (t, &v, NULL) && v == value;
}

/* The carry out of each column of a + b (bit c: a carry from column c). */
static guint64
carries (guint64 a,
         guint64 b)
{
  guint64 out = 0;
  guint carry = 0;

  for (guint c = 0; c < 63 && ((a >> c) || (b >> c) || carry); c++)
    {
      guint s = ((a >> c) & 1) + ((b >> c) & 1) + carry;

      carry = s >> 1;
      if (carry)
        out |= G_GUINT64_CONSTANT (1) << c;
    }
  return out;
}

/* The borrow each column of a - b takes from the next (bit c: column c). */
static guint64
borrows (guint64 a,
         guint64 b)
{
  guint64 out = 0;
  int borrow = 0;

  for (guint c = 0; c < 63 && (a >> c); c++)
    {
      int d = (int) ((a >> c) & 1) - (int) ((b >> c) & 1) - borrow;

      borrow = d < 0;
      if (borrow)
        out |= G_GUINT64_CONSTANT (1) << c;
    }
  return out;
}

/*
 * A carry lost: dropping the carry out of column c leaves the sum short by
 * that carry's worth, 2^(c+1), whatever the later columns do.
 */
static FtPrDiagKind
lost_carry (guint64  a,
            guint64  b,
            guint64  answer,
            char   **message)
{
  guint64 cs = carries (a, b);

  if (answer == (a ^ b) && __builtin_popcountll (cs) > 1)
    {
      *message = g_strdup (_("Every carry was left out: where a column makes 10, write 0 and carry 1 to the next column."));
      return FT_PR_DIAG_CARRY_LOST;
    }
  for (guint c = 0; c < 63; c++)
    if ((cs >> c) & 1 && answer == a + b - (G_GUINT64_CONSTANT (1) << (c + 1)))
      {
        g_autofree char *from = pr_column_name (c);
        g_autofree char *to = pr_column_name (c + 1);

        *message = g_strdup_printf (_("The carry from %s into %s was lost: that column makes 10, so write 0 there and add 1 to the next column."),
                                    from, to);
        return FT_PR_DIAG_CARRY_LOST;
      }
  return FT_PR_DIAG_UNKNOWN;
}

static FtPrDiagKind
lost_borrow (guint64  a,
             guint64  b,
             guint64  answer,
             char   **message)
{
  guint64 bs = borrows (a, b);

  if (answer == (a ^ b) && __builtin_popcountll (bs) > 1)
    {
      *message = g_strdup (_("Every borrow was left out: 0 - 1 needs a borrow from the next column, which then has 1 less."));
      return FT_PR_DIAG_BORROW_LOST;
    }
  for (guint c = 0; c < 63; c++)
    if ((bs >> c) & 1 && answer == a - b + (G_GUINT64_CONSTANT (1) << (c + 1)))
      {
        g_autofree char *from = pr_column_name (c);
        g_autofree char *to = pr_column_name (c + 1);

        *message = g_strdup_printf (_("%s borrowed from %s, but the borrow was not taken away there: that column has 1 less."),
                                    from, to);
        /* "the 1s column borrowed…": capitalise the sentence's start */
        (*message)[0] = g_ascii_toupper ((*message)[0]);
        return FT_PR_DIAG_BORROW_LOST;
      }
  return FT_PR_DIAG_UNKNOWN;
}

static void
explain_trace (const guint8 *tiles,
               guint         n_tiles,
               FtEqOrder     order,
               FtEqTrace    *trace)
{
  FtEqRules rules = { order, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  guint8 line[FT_EQ_MAX_TILES];

  memcpy (line, tiles, n_tiles);
  line[n_tiles] = FT_EQ_TILE_EQUALS;
  line[n_tiles + 1] = FT_EQ_TILE_0;
  ft_eq_explain (line, n_tiles + 2, &rules, trace);
}

/* Names the step where the standard and the left-to-right readings part. */
static char *
precedence_message (const guint8 *tiles,
                    guint         n_tiles)
{
  FtEqTrace std, ltr;

  explain_trace (tiles, n_tiles, FT_EQ_ORDER_STANDARD, &std);
  explain_trace (tiles, n_tiles, FT_EQ_ORDER_LTR, &ltr);
  for (guint i = 0; i < std.n_steps && i < ltr.n_steps; i++)
    {
      const FtEqStep *s = &std.steps[i], *l = &ltr.steps[i];

      if (s->op != l->op || s->left != l->left || s->right != l->right)
        {
          g_autofree char *right = ft_eq_step_to_string (s);
          g_autofree char *wrong = ft_eq_step_to_string (l);

          return g_strdup_printf (_("This was read from left to right. The readings part at step %u: precedence works out %s first, not %s."),
                                  i + 1, right, wrong);
        }
    }
  return g_strdup (_("This was read from left to right, but precedence comes first."));
}

/* Whether swapping one operator @from for @to gives @answer. */
static gboolean
swapped_operator_gives (const FtPrExercise *ex,
                        guint               n_tiles,
                        FtEqTile            from,
                        FtEqTile            to,
                        guint64             answer)
{
  for (guint i = 0; i < n_tiles; i++)
    if (ex->tiles[i] == from)
      {
        guint8 copy[16];
        guint64 v;

        memcpy (copy, ex->tiles, n_tiles);
        copy[i] = to;
        if (pr_eval_tiles (copy, n_tiles, FT_EQ_ORDER_STANDARD, &v) && v == answer)
          return TRUE;
      }
  return FALSE;
}

/* NOT given another width than the digits written after it: `NOT 10`
 * flipped as 1101 (four bits) or as 1 (one).  The message names the NOT. */
static gboolean
not_width_gives (const FtPrExercise *ex,
                 guint               n_tiles,
                 guint64             answer,
                 char              **message)
{
  for (guint i = 0; i < n_tiles; i++)
    {
      guint end = i + 1, n_digits;
      guint64 x = 0;

      if (ex->tiles[i] != FT_EQ_TILE_NOT)
        continue;
      while (end < n_tiles && FT_EQ_TILE_IS_DIGIT (ex->tiles[end]))
        x = (x << 1) | (ex->tiles[end++] == FT_EQ_TILE_1);
      n_digits = end - i - 1;
      if (n_digits == 0)
        continue;
      for (guint width = 1; width <= 8; width++)
        {
          guint64 y = ft_eq_not (x, width), got;
          guint8 copy[FT_EQ_MAX_TILES + 8];
          guint n = 0, len = MAX (1, ft_eq_bit_length (y));

          if (width == n_digits || i + len + (n_tiles - end) + 2 > FT_EQ_MAX_TILES)
            continue;
          memcpy (copy, ex->tiles, i);
          n = i;
          for (int b = len - 1; b >= 0; b--)
            copy[n++] = (y >> b) & 1 ? FT_EQ_TILE_1 : FT_EQ_TILE_0;
          memcpy (copy + n, ex->tiles + end, n_tiles - end);
          n += n_tiles - end;
          if (pr_eval_tiles (copy, n, FT_EQ_ORDER_STANDARD, &got) && got == answer)
            {
              g_autofree char *operand = bits (x, n_digits);
              g_autofree char *right = bits (ft_eq_not (x, n_digits), n_digits);
              g_autofree char *wrong = bits (y, width);

              *message = g_strdup_printf (_("NOT flips exactly the digits written after it: NOT %s is %s, not %s."),
                                          operand, right, wrong);
              return TRUE;
            }
        }
    }
  return FALSE;
}

static FtPrDiagKind
diagnose_expression (const FtPrExercise *ex,
                     guint               n_tiles,
                     guint64             v,
                     guint64             ltr,
                     guint64             value,
                     char              **message)
{
  if (v == ltr && ltr != value)
    {
      *message = precedence_message (ex->tiles, n_tiles);
      return FT_PR_DIAG_PRECEDENCE_IGNORED;
    }
  if (swapped_operator_gives (ex, n_tiles, FT_EQ_TILE_XOR, FT_EQ_TILE_OR, v) ||
      swapped_operator_gives (ex, n_tiles, FT_EQ_TILE_OR, FT_EQ_TILE_XOR, v))
    {
      *message = g_strdup (_("OR and XOR were swapped: they differ where both bits are 1 (1 OR 1 = 1, 1 XOR 1 = 0)."));
      return FT_PR_DIAG_OR_XOR_CONFUSED;
    }
  if (swapped_operator_gives (ex, n_tiles, FT_EQ_TILE_AND, FT_EQ_TILE_OR, v) ||
      swapped_operator_gives (ex, n_tiles, FT_EQ_TILE_OR, FT_EQ_TILE_AND, v))
    {
      *message = g_strdup (_("AND and OR were swapped: AND needs both bits 1, OR either."));
      return FT_PR_DIAG_AND_OR_CONFUSED;
    }
  if (not_width_gives (ex, n_tiles, v, message))
    return FT_PR_DIAG_NOT_WIDTH;
  return FT_PR_DIAG_UNKNOWN;
}

/* count-up: the number written back, the one before, a carry that
 * stopped; the largest number taken as the next place value. */
static FtPrDiagKind
diagnose_count_up (const FtPrExercise *ex,
                   guint64             v,
                   char              **message)
{
  if (ex->variant == PR_COUNT_LARGEST)
    {
      if (v == ex->value + 1)
        {
          *message = g_strdup_printf (_("That is %u, the place value of the next bit: it needs %u bits. The largest number of %u bits has every bit 1."),
                                      (guint) v, ex->width + 1, ex->width);
          return FT_PR_DIAG_OFF_BY_ONE;
        }
      return FT_PR_DIAG_UNKNOWN;
    }
  if (v == ex->a)
    {
      *message = g_strdup (_("That is the same number: counting up adds 1."));
      return FT_PR_DIAG_UNCHANGED;
    }
  if (v == ex->a - 1 && (ex->a & 1))
    {
      *message = g_strdup (_("This looks like only the rightmost bit flipped. A 1 that turns into 0 carries to the next bit, which flips too, until a 0 turns into 1."));
      return FT_PR_DIAG_CARRY_LOST;
    }
  if (v == ex->a - 1)
    {
      *message = g_strdup (_("That is the number before: counting up goes the other way, adding 1."));
      return FT_PR_DIAG_WRONG_WAY;
    }
  return lost_carry (ex->a, 1, v, message);
}

/* adder: carry and sum swapped, the sum taken as OR, the carry left out,
 * a full adder's carry in left out. */
static FtPrDiagKind
diagnose_adder (const FtPrExercise *ex,
                guint64             v,
                char              **message)
{
  guint sum = ex->value & 1, carry = ex->value >> 1;
  guint or_sum = (ex->a | ex->b | ex->c) & 1;

  if (ex->variant == PR_ADDER_CARRIES)
    {
      guint64 m = pr_width_mask (ex->width);

      if (v == ((ex->a + ex->b) & m) || v == ex->a + ex->b)
        {
          *message = g_strdup (_("That is the sum. The question asks for the carry out of each column."));
          return FT_PR_DIAG_WRONG_OPERATION;
        }
      if (v == (ex->a & ex->b))
        {
          *message = g_strdup (_("Those are the columns where both bits are 1. A carry coming in counts too: 1 + 0 + a carry of 1 makes 10, which carries again."));
          return FT_PR_DIAG_CARRY_LOST;
        }
      if (v == ((ex->value << 1) & m))
        {
          *message = g_strdup (_("Those are the carries into each column, one place to the left. Write the carry out of each column under that column."));
          return FT_PR_DIAG_WRONG_WAY;
        }
      return FT_PR_DIAG_UNKNOWN;
    }
  if (v > 3)
    return FT_PR_DIAG_UNKNOWN;
  if (v == ((guint64) sum << 1 | carry))
    {
      *message = g_strdup (_("The carry comes first, then the sum: the carry is worth 2, the sum 1."));
      return FT_PR_DIAG_BITS_REVERSED;
    }
  if (ex->variant == PR_ADDER_FULL && v == ex->a + ex->b)
    {
      *message = g_strdup_printf (_("The carry in counts too: add all three bits, %u + %u + %u."),
                                  (guint) ex->a, (guint) ex->b, (guint) ex->c);
      return FT_PR_DIAG_CARRY_IN_IGNORED;
    }
  if (v == ((guint64) carry << 1 | or_sum) && or_sum != sum)
    {
      *message = g_strdup (_("The sum bit is XOR, not OR: 1 + 1 leaves 0 in the column and carries 1."));
      return FT_PR_DIAG_SUM_AS_OR;
    }
  if (carry && v == sum)
    {
      *message = g_strdup (_("The carry was left out: where two 1s meet, the carry bit is 1."));
      return FT_PR_DIAG_CARRY_LOST;
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* signed: the pattern read as a positive number, the top bit as a mere
 * sign, NOT x without the + 1, the sign left off. */
static FtPrDiagKind
diagnose_signed (const FtPrExercise *ex,
                 gint64              v,
                 char              **message)
{
  guint w = ex->width;
  guint64 top = G_GUINT64_CONSTANT (1) << (w - 1), m = pr_width_mask (w);
  gint64 right = (gint64) ex->value;

  if (!(ex->a & top))
    return FT_PR_DIAG_UNKNOWN;
  if (v == (gint64) ex->a)
    {
      *message = g_strdup_printf (_("That reads the pattern as a positive number. In two's complement the top bit is worth −%u, not %u."),
                                  (guint) top, (guint) top);
      return FT_PR_DIAG_UNSIGNED_READING;
    }
  if (v == -(gint64) (ex->a & ~top) && v != right)
    {
      *message = g_strdup_printf (_("That takes the top bit for a minus sign only. In two's complement it is worth −%u, and the other bits add to it."),
                                  (guint) top);
      return FT_PR_DIAG_SIGN_MAGNITUDE;
    }
  if (v == -(gint64) (~ex->a & m) && v != right)
    {
      *message = g_strdup (_("That is minus NOT x, without the + 1: to read a negative pattern, flip the bits and add 1, then put the minus sign."));
      return FT_PR_DIAG_PLUS_ONE_FORGOTTEN;
    }
  if (v == -right)
    {
      *message = g_strdup (_("The top bit is 1, so the number is negative: it needs its minus sign."));
      return FT_PR_DIAG_MINUS_SIGN;
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* overflow: a carry out taken for overflow, a negative sum taken for
 * overflow, an overflow not seen. */
static FtPrDiagKind
diagnose_overflow (const FtPrExercise *ex,
                   gboolean            said_yes,
                   char              **message)
{
  guint w = ex->width;
  gint64 x = pr_signed_value (ex->a, w), y = pr_signed_value (ex->b, w);
  int low = -(1 << (w - 1)), high = (1 << (w - 1)) - 1;
  guint64 bits_sum = (ex->a + ex->b) & pr_width_mask (w);

  if (!said_yes)
    {
      *message = g_strdup_printf (_("%d + %d = %d, outside %d to %d: the %u bits of the sum read %d instead."),
                                  (int) x, (int) y, (int) (x + y), low, high, w, (int) pr_signed_value (bits_sum, w));
      return FT_PR_DIAG_OVERFLOW_MISSED;
    }
  if (ex->a + ex->b > pr_width_mask (w))
    {
      *message = g_strdup_printf (_("A carry out of the top bit is not overflow in two's complement: %d + %d = %d fits in %u bits."),
                                  (int) x, (int) y, (int) (x + y), w);
      return FT_PR_DIAG_CARRY_AS_OVERFLOW;
    }
  if (bits_sum >> (w - 1))
    {
      *message = g_strdup_printf (_("The sum's top bit is 1 because the sum is negative: %d + %d = %d fits in %u bits."),
                                  (int) x, (int) y, (int) (x + y), w);
      return FT_PR_DIAG_UNSIGNED_READING;
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* scrabble-valid: "yes" to a line a rule breaks, the rule named; "no" to
 * a valid one. */
static FtPrDiagKind
diagnose_scrabble_valid (const FtPrExercise *ex,
                         gboolean            said_yes,
                         char              **message)
{
  FtEqVerdict verdict;

  if (ft_eq_check (ex->tiles, ex->n_tiles, &pr_scrabble_rules, &verdict))
    {
      g_autofree char *v = bits (verdict.value, 0);

      *message = g_strdup_printf (_("Every rule holds, and every part is %s: the line is valid."), v);
      return FT_PR_DIAG_VALID_DENIED;
    }
  if (!said_yes)
    return FT_PR_DIAG_UNKNOWN;
  *message = ft_eq_verdict_describe (&verdict, ex->tiles, ex->n_tiles);
  return FT_PR_DIAG_RULE_BROKEN;
}

static FtPrDiagKind
diagnose_binary (const FtPrExercise *ex,
                 const char         *text,
                 guint64             v,
                 char              **message)
{
  guint64 m = pr_width_mask (ex->width);
  guint w = ex->width;

  switch (ex->skill)
    {
    case FT_PR_SKILL_DEC2BIN:
      {
        g_autofree char *t = g_strstrip (g_strdup (text));
        gsize n = strlen (ex->answer);

        /* A place value skipped writes no digit for it: one 0 missing. */
        if (strlen (t) + 1 == n)
          for (gsize i = 0; i < n; i++)
            if (ex->answer[i] == '0' && strncmp (t, ex->answer, i) == 0 &&
                strcmp (t + i, ex->answer + i + 1) == 0)
              {
                *message = g_strdup_printf (_("The place value %u was skipped: it gets a digit too, a 0 when it does not fit."),
                                            (guint) 1 << (n - 1 - i));
                return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
              }
        if (__builtin_popcountll (v ^ ex->value) == 1 && v < ex->value)
          {
            *message = g_strdup_printf (_("%u is missing: the 1s add up to %u, not %u."),
                                        (guint) (ex->value - v), (guint) v, (guint) ex->value);
            return FT_PR_DIAG_BIT_MISSED;
          }
        break;
      }
    case FT_PR_SKILL_HEX2BIN:
      {
        g_autofree char *t = g_strstrip (g_strdup (text));
        GString *short_form = g_string_new (NULL);
        guint64 per_digit = 0;
        gboolean same;

        for (int d = ex->variant - 1; d >= 0; d--)
          {
            guint digit = (ex->a >> (4 * d)) & 0xF;
            g_autofree char *b = bits (digit, 0);

            g_string_append (short_form, b);
            per_digit |= pr_reverse (digit, 4) << (4 * d);
          }
        same = g_str_equal (short_form->str, t);
        g_string_free (short_form, TRUE);
        if (same)
          {
            *message = g_strdup (_("Each HEX digit takes four bits, leading zeros included: 3 is 0011, not 11."));
            return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
          }
        if (v == per_digit && ex->variant > 1)
          {
            *message = g_strdup (_("The bits of each digit are in the wrong order: write the 8 bit first, the 1 bit last."));
            return FT_PR_DIAG_BITS_REVERSED;
          }
        /* 16 read as sixteen: HEX made only of the digits 0-9 */
        {
          guint64 dec;

          if (ex->a >= 10 && ft_pr_parse_decimal (ex->question, &dec) && v == dec && dec != ex->a)
            {
              *message = g_strdup_printf (_("That is %s read as a decimal number. HEX %s is written digit by digit, four bits for each digit."),
                                          ex->question, ex->question);
              return FT_PR_DIAG_HEX_AS_DECIMAL;
            }
        }
        /* one group one off, where a letter is: D taken for 14 */
        if ((v >> ex->width) == 0)
          for (guint d = 0; d < ex->variant; d++)
            {
              guint right = (ex->a >> (4 * d)) & 0xF, wrong = (v >> (4 * d)) & 0xF;

              if (((v ^ ex->a) & ~(G_GUINT64_CONSTANT (0xF) << (4 * d))) == 0 && right >= 10 &&
                  (wrong == right + 1 || wrong + 1 == right))
                {
                  g_autofree char *group = bits (wrong, 4);

                  *message = g_strdup_printf (_("%s is %u, one off: HEX %X is %u. Count on from A: A is 10, B 11, C 12, D 13, E 14, F 15."),
                                              group, wrong, right, right);
                  return FT_PR_DIAG_HEX_LETTER_OFF;
                }
            }
        break;
      }
    case FT_PR_SKILL_OR:
    case FT_PR_SKILL_AND:
    case FT_PR_SKILL_XOR:
      if (ex->variant == PR_OP_OR && v == (ex->a ^ ex->b))
        {
          *message = g_strdup (_("That is XOR. OR gives 1 where either bit is 1, both included: 1 OR 1 = 1."));
          return FT_PR_DIAG_OR_XOR_CONFUSED;
        }
      if (ex->variant == PR_OP_OR && v == (ex->a & ex->b))
        {
          *message = g_strdup (_("That is AND. OR gives 1 where either bit is 1."));
          return FT_PR_DIAG_AND_OR_CONFUSED;
        }
      if (ex->variant == PR_OP_XOR && v == (ex->a | ex->b))
        {
          *message = g_strdup (_("That is OR. XOR gives 1 only where the bits differ: 1 XOR 1 = 0."));
          return FT_PR_DIAG_OR_XOR_CONFUSED;
        }
      if (ex->variant == PR_OP_AND && v == (ex->a | ex->b))
        {
          *message = g_strdup (_("That is OR. AND gives 1 only where both bits are 1."));
          return FT_PR_DIAG_AND_OR_CONFUSED;
        }
      if (v == (~ex->value & m))
        {
          *message = g_strdup_printf (ex->variant == PR_OP_AND ? _("That is NOT (x AND y), called NAND: every bit is the other way round. %s has no NOT: 1 AND 1 = 1.")
                                      : ex->variant == PR_OP_OR ? _("That is NOT (x OR y), called NOR: every bit is the other way round. %s has no NOT: 0 OR 0 = 0.")
                                      : _("That is NOT (x XOR y): every bit is the other way round. %s gives 1 where the bits differ: 1 XOR 0 = 1."),
                                      op_words[ex->variant]);
          return FT_PR_DIAG_RESULT_NEGATED;
        }
      if (__builtin_popcountll ((v ^ ex->value) & m) == 1 && (v >> w) == 0)
        {
          guint bit = __builtin_ctzll (v ^ ex->value);
          guint x = (ex->a >> bit) & 1, y = (ex->b >> bit) & 1;

          /* Translators: "Bit 2 is wrong: there 1 XOR 1 = 0." */
          *message = g_strdup_printf (_("Bit %u is wrong: there %u %s %u = %u."), bit, x, op_words[ex->variant], y,
                                      (guint) ((ex->value >> bit) & 1));
          return FT_PR_DIAG_BIT_SLIPPED;
        }
      break;
    case FT_PR_SKILL_NOT:
      if (v == ex->a)
        {
          *message = g_strdup (_("That is the number unchanged. NOT flips every bit: each 1 becomes 0 and each 0 becomes 1."));
          return FT_PR_DIAG_UNCHANGED;
        }
      if (v == pr_reverse (ex->a, w))
        {
          *message = g_strdup (_("That reverses the order of the bits. NOT flips each bit where it stands: 1 becomes 0, 0 becomes 1."));
          return FT_PR_DIAG_BITS_REVERSED;
        }
      if (__builtin_popcountll ((v ^ ex->value) & m) == 1)
        {
          guint bit = __builtin_ctzll (v ^ ex->value);

          *message = g_strdup_printf (_("Bit %u was not flipped: NOT flips every bit."), bit);
          return FT_PR_DIAG_BIT_MISSED;
        }
      break;
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
      {
        PrOp op = ex->variant;
        gboolean left = op == PR_OP_ROTL || op == PR_OP_SHL;
        gboolean rotation = op == PR_OP_ROTL || op == PR_OP_ROTR;
        PrOp other_way = rotation ? (left ? PR_OP_ROTR : PR_OP_ROTL) : (left ? PR_OP_SHR : PR_OP_SHL);
        PrOp other_kind = left ? (rotation ? PR_OP_SHL : PR_OP_ROTL) : (rotation ? PR_OP_SHR : PR_OP_ROTR);

        if (v == pr_op_apply (other_way, ex->a, 0, w))
          {
            *message = left ? g_strdup (_("That went the wrong way: to the left, every bit moves towards the bigger place values."))
                            : g_strdup (_("That went the wrong way: to the right, every bit moves towards the 1s place."));
            return FT_PR_DIAG_WRONG_WAY;
          }
        if (v == pr_op_apply (other_kind, ex->a, 0, w))
          {
            if (rotation)
              {
                *message = g_strdup_printf (_("The bit that left the end was lost, as in a shift. A rotation brings it round to bit %u."),
                                            left ? 0 : w - 1);
                return FT_PR_DIAG_ROTATION_AS_SHIFT;
              }
            *message = g_strdup (_("That treats the shift as a rotation: in a shift the bit that leaves the end falls off, and a 0 comes in."));
            return FT_PR_DIAG_SHIFT_AS_ROTATION;
          }
        if (left && v == ex->a << 1 && (ex->a >> (w - 1)) & 1)
          {
            *message = g_strdup_printf (rotation ? _("The top bit was kept as a new digit on the left, but the number has only %u bits: in a rotation it comes round to bit 0.")
                                                 : _("The top bit was kept as a new digit on the left, but the number has only %u bits: in a shift it falls off."),
                                        w);
            return FT_PR_DIAG_BIT_KEPT;
          }
        if (v == pr_op_apply (op, pr_op_apply (op, ex->a, 0, w), 0, w))
          {
            *message = rotation ? g_strdup (_("That moved the bits two places: a rotation moves every bit one place."))
                                : g_strdup (_("That moved the bits two places: a shift moves every bit one place."));
            return FT_PR_DIAG_MOVED_TWICE;
          }
        break;
      }
    case FT_PR_SKILL_MASKS:
      {
        guint k = ex->b, mirror = w - 1 - k;
        guint64 bit = G_GUINT64_CONSTANT (1) << k, mbit = G_GUINT64_CONSTANT (1) << mirror;
        guint64 at_mirror = ex->variant == PR_MASK_SET ? ex->a | mbit :
                            ex->variant == PR_MASK_CLEAR ? ex->a & ~mbit : ex->a ^ mbit;

        if (v == at_mirror && mirror + 1 != k)
          {
            *message = g_strdup_printf (_("That changed bit %u, counted from the left. Bits count from 0 on the right: bit %u is worth %u."),
                                        mirror, k, (guint) bit);
            return FT_PR_DIAG_BITS_REVERSED;
          }
        if (ex->variant == PR_MASK_SET && v == (ex->a ^ bit))
          {
            *message = g_strdup (_("That flips the bit (XOR), but setting it is OR: a bit that is already 1 stays 1."));
            return FT_PR_DIAG_OR_XOR_CONFUSED;
          }
        if (ex->variant == PR_MASK_FLIP && v == (ex->a | bit))
          {
            *message = g_strdup (_("That sets the bit (OR), but flipping it is XOR: a 1 becomes 0."));
            return FT_PR_DIAG_OR_XOR_CONFUSED;
          }
        if (ex->variant == PR_MASK_CLEAR && v == (ex->a & bit))
          {
            g_autofree char *mask = bits (~bit & m, w);

            *message = g_strdup_printf (_("The AND mask keeps the bits where it has a 1. To clear bit %u, the mask is 0 there and 1 everywhere else: %s."),
                                        k, mask);
            return FT_PR_DIAG_MASK_NOT_INVERTED;
          }
        /* The right mask with the wrong operation: a MASK card's mask
         * ORed, ANDed or XORed as another card would. */
        {
          static const PrOp right_op[] = { [PR_MASK_SET] = PR_OP_OR, [PR_MASK_CLEAR] = PR_OP_AND,
                                           [PR_MASK_FLIP] = PR_OP_XOR };
          guint64 mask = ex->variant == PR_MASK_CLEAR ? ~bit & m : bit;

          for (PrOp op = PR_OP_OR; op <= PR_OP_XOR; op++)
            if (op != right_op[ex->variant] && v == pr_op_apply (op, ex->a, mask, w))
              {
                g_autofree char *a = bits (ex->a, w), *mk = bits (mask, w);

                *message = g_strdup_printf (ex->variant == PR_MASK_SET ? _("That is %s %s %s: the right mask with the wrong operation. Setting a bit is OR.")
                                            : ex->variant == PR_MASK_CLEAR ? _("That is %s %s %s: the right mask with the wrong operation. Clearing a bit is AND.")
                                            : _("That is %s %s %s: the right mask with the wrong operation. Flipping a bit is XOR."),
                                            a, op_words[op], mk);
                return FT_PR_DIAG_MASK_WRONG_OP;
              }
        }
        /* Bit k counted from 1 on the right changes bit k - 1; when that is
         * also bit k counted from the left, the digits cannot tell which. */
        if (k > 0 && v == (ex->variant == PR_MASK_SET ? ex->a | (bit >> 1) :
                           ex->variant == PR_MASK_CLEAR ? ex->a & ~(bit >> 1) : ex->a ^ (bit >> 1)) && v != ex->a)
          {
            *message = mirror == k - 1
              ? g_strdup_printf (_("This looks like bit %u counted from the left, or counted from 1 on the right. Bits count from 0 on the right: bit %u is worth %u."),
                                 k, k, (guint) bit)
              : g_strdup_printf (_("That changed the bit worth %u: the bits were counted from 1. The rightmost bit is bit 0, so bit %u is worth %u."),
                                 (guint) (bit >> 1), k, (guint) bit);
            return FT_PR_DIAG_COUNTED_FROM_ONE;
          }
        break;
      }
    case FT_PR_SKILL_LAWS:
      if (ex->variant == PR_LAW_NOT_AND && v == (ex->a & ex->b))
        {
          *message = g_strdup (_("That is x AND y: the NOT before the brackets was left out. Work out the brackets, then flip every bit."));
          return FT_PR_DIAG_NOT_FORGOTTEN;
        }
      if (ex->variant == PR_LAW_NOT_OR && v == (ex->a | ex->b))
        {
          *message = g_strdup (_("That is x OR y: the NOT before the brackets was left out. Work out the brackets, then flip every bit."));
          return FT_PR_DIAG_NOT_FORGOTTEN;
        }
      switch (ex->variant)
        {
        case PR_LAW_NOT_AND:
          if (v == (~ex->a & ~ex->b & m))
            {
              *message = g_strdup (_("De Morgan swaps AND for OR: NOT (x AND y) = NOT x OR NOT y."));
              return FT_PR_DIAG_AND_OR_CONFUSED;
            }
          break;
        case PR_LAW_NOT_OR:
          if (v == ((~ex->a | ~ex->b) & m))
            {
              *message = g_strdup (_("De Morgan swaps OR for AND: NOT (x OR y) = NOT x AND NOT y."));
              return FT_PR_DIAG_AND_OR_CONFUSED;
            }
          break;
        case PR_LAW_AND_ZERO:
        case PR_LAW_OR_ONES:
          if (v == ex->a)
            {
              *message = g_strdup (_("AND and OR were swapped: x AND 0 = 0 and x OR 1 = 1, while x OR 0 and x AND 1 keep x."));
              return FT_PR_DIAG_AND_OR_CONFUSED;
            }
          break;
        case PR_LAW_XOR_SELF:
          if (v == ex->a)
            {
              *message = g_strdup (_("x OR x is x, but x XOR x is 0: XOR gives 1 only where the bits differ."));
              return FT_PR_DIAG_OR_XOR_CONFUSED;
            }
          break;
        default:
          if (v == m)
            {
              *message = g_strdup (_("x OR 1 is 1, but x XOR 1 flips x: NOT x."));
              return FT_PR_DIAG_OR_XOR_CONFUSED;
            }
          break;
        }
      if ((v == 0 || v == m) && v != ex->value)
        {
          switch (ex->variant)
            {
            case PR_LAW_AND_ZERO:
              *message = g_strdup (_("Not all 1s: x AND 0 is 0 at every bit, since AND needs both bits 1."));
              break;
            case PR_LAW_OR_ONES:
              *message = g_strdup (_("Not all 0s: x OR 1 is 1 at every bit, since OR needs only one bit 1."));
              break;
            case PR_LAW_XOR_SELF:
              *message = g_strdup (_("Not all 1s: x XOR x is 0 at every bit, since no bit differs from itself."));
              break;
            case PR_LAW_XOR_ONES:
              *message = g_strdup (_("Not all 0s: XOR with a 1 flips the bit, so x XOR all ones is NOT x."));
              break;
            default:
              *message = v == 0 ? g_strdup (_("Not every bit comes out 0 here: work out the brackets bit by bit, then flip each bit."))
                                : g_strdup (_("Not every bit comes out 1 here: work out the brackets bit by bit, then flip each bit."));
              break;
            }
          return FT_PR_DIAG_ALL_SAME;
        }
      if (ex->variant == PR_LAW_XOR_ONES && v == ex->a)
        {
          *message = g_strdup (_("That is x unchanged: XOR with a 1 flips the bit, so x XOR all ones is NOT x."));
          return FT_PR_DIAG_UNCHANGED;
        }
      break;
    case FT_PR_SKILL_ADD:
      /* the learner's digits, when they are the sum backwards, say that */
      if (v == (ex->a | ex->b) && (ex->a & ex->b) != 0 && !reversed_matches (text, ex->value))
        {
          g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);

          *message = g_strdup_printf (_("That is %s OR %s: 1 + 1 was written as 1. In addition 1 + 1 = 10: write 0 and carry 1 to the next column."),
                                      a, b);
          return FT_PR_DIAG_OR_FOR_ADD;
        }
      return lost_carry (ex->a, ex->b, v, message);
    case FT_PR_SKILL_SUB:
      {
        g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);

        if (v == ex->a + ex->b)
          {
            g_autofree char *borrow = NULL;
            FtPrDiagKind kind = lost_borrow (ex->a, ex->b, v, &borrow);

            /* where no 1s meet, the sum's digits are those of a
             * subtraction with a borrow left out: say both */
            if (kind != FT_PR_DIAG_UNKNOWN)
              {
                *message = g_strdup_printf (_("This looks like the sum %s + %s, or a borrow left out. %s"), a, b, borrow);
                return kind;
              }
            *message = g_strdup_printf (_("That is %s + %s, the sum. Subtraction takes the second number away."), a, b);
            return FT_PR_DIAG_WRONG_OPERATION;
          }
        if (v == (ex->a & ~ex->b) && __builtin_popcountll (borrows (ex->a, ex->b)) > 0)
          {
            *message = g_strdup (_("This looks like 0 − 1 taken as 0 in a column. 0 − 1 needs a borrow from the next column: then it is 10 − 1 = 1, and the next column has 1 less."));
            return FT_PR_DIAG_ZERO_MINUS_ONE;
          }
        return lost_borrow (ex->a, ex->b, v, message);
      }
    case FT_PR_SKILL_DIV:
      {
        g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0), *t = g_strstrip (g_strdup (text));
        gsize n = strlen (ex->answer);

        if (v == ex->a - ex->b)
          {
            *message = g_strdup_printf (_("That is %s - %s. Division asks how many times %s fits into %s."), a, b, b, a);
            return FT_PR_DIAG_WRONG_OPERATION;
          }
        /* a 0 of the quotient not written where the divisor did not fit */
        if (strlen (t) + 1 == n)
          for (gsize i = 1; i < n; i++)
            if (ex->answer[i] == '0' && strncmp (t, ex->answer, i) == 0 && strcmp (t + i, ex->answer + i + 1) == 0)
              {
                *message = g_strdup_printf (_("A 0 is missing from the quotient: each time %s does not fit, write a 0 before bringing down the next bit."),
                                            b);
                return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
              }
        {
          g_autofree char *q = bits (v, 0), *product = bits (v * ex->b, 0);

          /* Translators: "Check by multiplying: 101 × 11 = 1111, not 10010." */
          *message = g_strdup_printf (_("Check by multiplying: %s × %s = %s, not %s."), q, b, product, a);
          return FT_PR_DIAG_PRODUCT_CHECK;
        }
      }
    case FT_PR_SKILL_MUL:
      for (guint k = 0; (ex->b >> k) != 0; k++)
        if ((ex->b >> k) & 1)
          {
            g_autofree char *line = bits (ex->a << k, 0);

            if (v == ex->value - (ex->a << k))
              {
                *message = g_strdup_printf (_("The line for bit %u of the second number, %s, is missing from the sum."), k, line);
                return FT_PR_DIAG_LINE_MISSED;
              }
            if (k > 0 && v == ex->value - (ex->a << k) + ex->a)
              {
                *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "The line for bit %u was not shifted: it moves %u place left, %s.",
                                                             "The line for bit %u was not shifted: it moves %u places left, %s.",
                                                             k), k, k, line);
                return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
              }
          }
      /* after the lines: 110 + 110 is also 110 × 110 without its 100 line */
      if (v == ex->a + ex->b)
        {
          g_autofree char *a = bits (ex->a, 0), *b = bits (ex->b, 0);

          *message = g_strdup_printf (_("That is %s + %s, the sum. × asks for the product: a shifted copy of %s for each 1 of %s, added up."),
                                      a, b, a, b);
          return FT_PR_DIAG_WRONG_OPERATION;
        }
      break;
    case FT_PR_SKILL_NEGATIVE:
      if (v == ex->a)
        {
          *message = g_strdup_printf (_("That is x itself, still positive. In %u bits −x is written NOT x + 1."), w);
          return FT_PR_DIAG_UNCHANGED;
        }
      if (v == (~ex->a & m))
        {
          *message = g_strdup (_("That is NOT x; -x is NOT x + 1. Without the + 1, x + NOT x is all ones, not 0."));
          return FT_PR_DIAG_PLUS_ONE_FORGOTTEN;
        }
      if (v == (ex->a | (G_GUINT64_CONSTANT (1) << (w - 1))))
        {
          *message = v == ((~ex->a - 1) & m)
            ? g_strdup (_("This looks like only the top bit set, or NOT x − 1. Neither negates in two's complement: −x is NOT x + 1."))
            : g_strdup (_("Setting only the top bit does not negate in two's complement: x + that is not 0. Use NOT x + 1."));
          return FT_PR_DIAG_SIGN_MAGNITUDE;
        }
      if (v == ((~ex->a - 1) & m))
        {
          *message = ex->a & 1 ? g_strdup (_("That is NOT x − 1: the 1 was taken away. −x is NOT x + 1."))
                               : g_strdup (_("This looks like NOT x − 1, or the carry from the 1s column lost. −x is NOT x + 1, and in the 1s column 1 + 1 = 10: write 0 and carry 1."));
          return FT_PR_DIAG_MINUS_ONE;
        }
      if (lost_carry (~ex->a & m, 1, v, message) == FT_PR_DIAG_CARRY_LOST)
        return FT_PR_DIAG_CARRY_LOST;
      break;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
      return diagnose_expression (ex, ex->n_tiles, v, ex->c, ex->value, message);
    case FT_PR_SKILL_COUNT_UP:
      return diagnose_count_up (ex, v, message);
    case FT_PR_SKILL_ADDER:
      return diagnose_adder (ex, v, message);
    default:
      break;
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* The hand of a FLIP BITS question, read back from its words. */
static gboolean
flipbits_problem (const FtPrExercise *ex,
                  FtFbProblem        *problem)
{
  g_auto(GStrv) w = g_strsplit (ex->question, " ", -1);
  guint n = g_strv_length (w);
  guint64 hex;

  memset (problem, 0, sizeof *problem);
  if (n < 8 || n - 7 > FT_FB_SOLVE_MAX || !g_str_equal (w[6], "HAND") ||
      !g_ascii_string_to_unsigned (w[5], 16, 0, 15, &hex, NULL))
    return FALSE;
  problem->memory = ex->a;
  problem->goal = ex->b;
  problem->hex = hex;
  for (guint i = 7; i < n; i++)
    if (!ft_fb_card_parse (w[i], &problem->cards[problem->n_cards++]))
      return FALSE;
  return TRUE;
}

/* FLIP BITS: how few cards.  "fewer cards do" only where a solve of the
 * learner's length exists, and no count above the hand's size. */
static FtPrDiagKind
diagnose_flipbits (const FtPrExercise *ex,
                   guint64             v,
                   char              **message)
{
  FtFbProblem problem;
  gboolean that_long = FALSE;

  if (!flipbits_problem (ex, &problem))
    return FT_PR_DIAG_UNKNOWN;
  if (v > problem.n_cards)
    {
      *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "The hand holds only %u card, and a solve plays each card at most once.",
                                               "The hand holds only %u cards, and a solve plays each card at most once.",
                                               problem.n_cards), problem.n_cards);
      return FT_PR_DIAG_MORE_THAN_HAND;
    }
  if (v == 0)
    {
      *message = g_strdup (_("This hand can reach the GOAL: try the cards in another order."));
      return FT_PR_DIAG_HAND_CAN_SOLVE;
    }
  if (ex->value == 0)
    {
      *message = g_strdup (_("No order of these cards reaches the GOAL, so the answer is 0."));
      return FT_PR_DIAG_HAND_CANNOT_SOLVE;
    }
  if (v < ex->value)
    {
      *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "No solve uses only %u card: check the bits after each card.",
                                               "No solve uses only %u cards: check the bits after each card.",
                                               (gulong) v), (guint) v);
      return FT_PR_DIAG_TOO_FEW_CARDS;
    }
  {
    g_autoptr(GArray) all = ft_fb_solver_all (&problem);

    for (guint i = 0; i < all->len; i++)
      that_long |= g_array_index (all, FtFbSolution, i).n_steps == v;
  }
  if (that_long)
    *message = g_strdup_printf (_("That works, but fewer cards do: %u."), (guint) ex->value);
  else
    *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "No solve uses exactly %u card. The fewest that reach the GOAL: %u.",
                                             "No solve uses exactly %u cards. The fewest that reach the GOAL: %u.",
                                             (gulong) v), (guint) v, (guint) ex->value);
  return that_long ? FT_PR_DIAG_SHORTER_SOLVE : FT_PR_DIAG_NO_SUCH_SOLVE;
}

static FtPrDiagKind
diagnose_decimal (const FtPrExercise *ex,
                  guint64             v,
                  char              **message)
{
  switch (ex->skill)
    {
    case FT_PR_SKILL_PLACE_VALUES:
      if (v == ex->value * 2 || v * 2 == ex->value)
        {
          *message = g_strdup_printf (_("That is the place value of bit %u. Count from bit 0, worth 1, on the right."),
                                      v > ex->value ? (guint) ex->a + 1 : (guint) ex->a - 1);
          return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
        }
      break;
    case FT_PR_SKILL_BIN2DEC:
      {
        guint64 copied;

        if (ft_pr_parse_decimal (ex->question, &copied) && v == copied && v != ex->value)
          {
            *message = g_strdup_printf (_("Those are the binary digits themselves. %s in binary is a sum of place values: add the place value over each 1."),
                                        ex->question);
            return FT_PR_DIAG_DIGITS_COPIED;
          }
      }
      if (v == pr_reverse (ex->a, ex->width))
        {
          *message = g_strdup (_("The bits were read from the wrong end: the rightmost bit is worth 1."));
          return FT_PR_DIAG_BITS_REVERSED;
        }
      if (v == (guint64) __builtin_popcountll (ex->a) && v != ex->value)
        {
          *message = g_strdup_printf (_("%u is how many 1s there are. Each 1 is worth its place value: add those up."),
                                      (guint) v);
          return FT_PR_DIAG_ONES_COUNTED;
        }
      /* Place values that jump from 2^(p-1) to 2^(p+1): 2^p skipped. */
      for (guint p = 0; p < ex->width; p++)
        {
          guint64 sum = 0;

          for (guint i = 0; i < ex->width; i++)
            if ((ex->a >> i) & 1)
              sum += G_GUINT64_CONSTANT (1) << (i < p ? i : i + 1);
          if (sum == v && p + 1 < ex->width)
            {
              *message = g_strdup_printf (_("The place value %u was skipped: they go 1, 2, 4, 8, … with none left out."),
                                          (guint) 1 << p);
              return FT_PR_DIAG_PLACE_VALUE_SKIPPED;
            }
        }
      for (guint i = 0; i < ex->width; i++)
        if ((ex->a >> i) & 1 && v == ex->a - (G_GUINT64_CONSTANT (1) << i))
          {
            *message = g_strdup_printf (_("The 1 at bit %u, worth %u, was not counted."),
                                        i, (guint) 1 << i);
            return FT_PR_DIAG_BIT_MISSED;
          }
      break;
    case FT_PR_SKILL_DICE_RULES:
      if (ex->variant == 0 && v >= 1 && v <= 6)
        {
          *message = g_strdup (_("A flip turns the die over to the opposite face, and opposite faces add up to 7."));
          return FT_PR_DIAG_FLIP_NOT_OPPOSITE;
        }
      if (ex->variant == 1 && v >= ex->a)
        {
          *message = g_strdup_printf (_("Change totals less than the trashed die: %u pips at most, never %u."),
                                      (guint) ex->a - 1, (guint) v);
          return FT_PR_DIAG_CHANGE_NOT_BELOW;
        }
      if (ex->variant == 1 && v < ex->value)
        {
          guint single = 0;

          for (guint i = 0; i < ex->n_tiles; i++)
            if (ex->tiles[i] < ex->a && ex->tiles[i] > single)
              single = ex->tiles[i];
          if (v == single)
            {
              *message = g_strdup_printf (_("That is one die. Change may be several dice of the middle together, as long as they total less than %u."),
                                          (guint) ex->a);
              return FT_PR_DIAG_ONE_DIE_CHANGE;
            }
        }
      break;
    case FT_PR_SKILL_HILO_COUNT:
      switch (ex->variant)
        {
        case PR_HILO_PILE:
          {
            guint64 numbers = 0;

            for (guint i = 0; i < ex->n_tiles; i++)
              numbers += ex->tiles[i];
            if (v == ex->n_tiles && ex->b > 0)
              {
                *message = g_strdup (_("A card ending in 0 is worth 10 points, not 1."));
                return FT_PR_DIAG_TENS_AS_ONE;
              }
            if (v == 10 * ex->b && ex->n_tiles > ex->b)
              {
                *message = g_strdup (_("The cards that do not end in 0 count too: 1 point each."));
                return FT_PR_DIAG_ONES_MISSED;
              }
            if (v == numbers)
              {
                *message = g_strdup (_("A card's points are not its number: 10 for a card ending in 0, 1 for any other."));
                return FT_PR_DIAG_POINTS_AS_VALUES;
              }
            break;
          }
        case PR_HILO_HIGHER:
        case PR_HILO_LOWER:
          if (v == ex->value + 1)
            {
              *message = g_strdup_printf (ex->variant == PR_HILO_HIGHER ? _("%u itself is not higher than %u: count from the next card up.")
                                                                        : _("%u itself is not lower than %u: count up to the card below it."),
                                          (guint) ex->a, (guint) ex->a);
              return FT_PR_DIAG_CARD_ITSELF_COUNTED;
            }
          break;
        default:
          if (v == ex->b && v != ex->value)
            {
              *message = g_strdup_printf (ex->variant == PR_HILO_HAND_HI ? _("Those are the cards lower than %u: on Hi you play a higher card.")
                                                                         : _("Those are the cards higher than %u: on Lo you play a lower card."),
                                          (guint) ex->a);
              return FT_PR_DIAG_WRONG_WAY;
            }
          break;
        }
      break;
    case FT_PR_SKILL_FLIPCHAIN:
      if (v == ex->b && v != ex->value)
        {
          *message = g_strdup (_("Not every blue disc touching the new disc flips: only those on a path through blue discs that ends on a red disc, and that red disc may not touch the new one."));
          return FT_PR_DIAG_NEIGHBOURS_COUNTED;
        }
      if (v == ex->value + 1)
        {
          *message = g_strdup (_("The new disc is Red's own and does not flip: count only the blue discs that turn red."));
          return FT_PR_DIAG_NEW_DISC_COUNTED;
        }
      if (v < ex->value)
        {
          *message = g_strdup (_("Some discs that flip were missed: a path may run through several blue discs, and turn corners, before it ends on a red disc."));
          return FT_PR_DIAG_PATH_MISSED;
        }
      break;
    case FT_PR_SKILL_FLIPBITS:
      return diagnose_flipbits (ex, v, message);
    default:
      break;
    }
  return FT_PR_DIAG_UNKNOWN;
}

static FtPrDiagKind
diagnose_valid (const FtPrExercise *ex,
                gboolean            said_yes,
                char              **message)
{
  guint n_expr = ex->a;
  guint64 ltr, std;

  /* "yes" to a line that holds only when read left to right. */
  if (said_yes && pr_eval_tiles (ex->tiles, n_expr, FT_EQ_ORDER_LTR, &ltr) &&
      pr_eval_tiles (ex->tiles, n_expr, FT_EQ_ORDER_STANDARD, &std) &&
      ltr == ex->b && std != ex->b)
    {
      *message = precedence_message (ex->tiles, n_expr);
      return FT_PR_DIAG_PRECEDENCE_IGNORED;
    }
  /* "no" to a line that holds: read left to right, it would not. */
  if (!said_yes && ex->value && pr_eval_tiles (ex->tiles, n_expr, FT_EQ_ORDER_STANDARD, &std))
    {
      g_autofree char *both = bits (std, 0);

      if (pr_eval_tiles (ex->tiles, n_expr, FT_EQ_ORDER_LTR, &ltr) && ltr != std)
        {
          g_autofree char *reading = precedence_message (ex->tiles, n_expr);

          /* Translators: the first %s says where the readings part */
          *message = g_strdup_printf (_("%s By precedence both sides are %s: the equation holds."), reading, both);
          return FT_PR_DIAG_PRECEDENCE_IGNORED;
        }
      *message = g_strdup_printf (_("Both sides are %s: the equation holds. Work the left side out again, one step at a time."), both);
      return FT_PR_DIAG_VALID_DENIED;
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* Flipchain loops: a "yes" where the discs touch across the ring (three
 * that all touch one another close no loop), or where the ring has a gap
 * (b: whether the discs make any cycle at all, touches included). */
static FtPrDiagKind
diagnose_loop (const FtPrExercise *ex,
               gboolean            said_yes,
               char              **message)
{
  if (!said_yes)
    {
      const guint side = FT_FC_MIN_SIDE;
      const FtFcGeom *geom = ft_fc_geom (side);
      g_auto(GStrv) cells = g_strsplit (ex->position, " ", -1);
      FtFcBits red = { { 0 } }, ring;
      g_autofree char *loop = NULL;

      if (!ex->value)
        return FT_PR_DIAG_UNKNOWN;
      for (guint i = 0; cells[i] != NULL; i++)
        {
          guint cell;

          if (ft_fc_cell_parse (side, cells[i], &cell))
            ft_fc_bits_add (&red, cell);
        }
      if (!ft_fc_bits_have_loop (geom, &red))
        return FT_PR_DIAG_UNKNOWN;
      ring = red;
      /* take discs away while a loop remains: the loop is left */
      FT_FC_BITS_FOREACH (c, &red)
        {
          ft_fc_bits_remove (&ring, c);
          if (!ft_fc_bits_have_loop (geom, &ring))
            ft_fc_bits_add (&ring, c);
        }
      loop = ft_fc_cells_to_string (side, &ring);
      *message = g_strdup_printf (_("These red discs close a loop: %s. Follow them round: each touches the next, and the last touches the first."),
                                  loop);
      return FT_PR_DIAG_LOOP_MISSED;
    }
  if (ex->b)
    {
      *message = g_strdup (_("Discs that touch across the ring spoil it: in a loop each disc touches only the two beside it, so three discs that all touch one another make no loop."));
      return FT_PR_DIAG_LOOP_TOUCHES;
    }
  *message = g_strdup (_("The ring does not close: a loop goes all the way round, each disc touching the next and the last touching the first."));
  return FT_PR_DIAG_LOOP_NOT_CLOSED;
}

/* bin2hex: a group's value written in decimal (14, or 103 for A3), the two
 * digits swapped, a letter one off its value, or one group's bits read
 * backwards or one of its bits not counted. */
static FtPrDiagKind
diagnose_hex (const FtPrExercise *ex,
              const char         *text,
              guint64             v,
              char              **message)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  GString *per_digit = g_string_new (NULL);
  guint64 dec;
  gboolean letters = FALSE, as_decimal, by_digit;
  int off = -1;

  for (int d = ex->variant - 1; d >= 0; d--)
    {
      guint digit = (ex->value >> (4 * d)) & 0xF;

      g_string_append_printf (per_digit, "%u", digit);
      letters |= digit >= 10;
    }
  as_decimal = ex->value >= 10 && ft_pr_parse_decimal (t, &dec) && dec == ex->value;
  by_digit = letters && ex->variant > 1 && g_str_equal (per_digit->str, t);
  g_string_free (per_digit, TRUE);
  if (as_decimal)
    {
      *message = g_strdup_printf (_("%s is the value in decimal. Each group of four bits is one HEX digit, and a group worth 10 to 15 is written with a letter, A to F."), t);
      return FT_PR_DIAG_HEX_AS_DECIMAL;
    }
  if (by_digit)
    {
      *message = g_strdup (_("Those are the groups' values in decimal. Each group of four bits is one HEX digit, and a group worth 10 to 15 is written with a letter, A to F."));
      return FT_PR_DIAG_HEX_AS_DECIMAL;
    }
  if (v >> (4 * ex->variant) != 0)
    return FT_PR_DIAG_UNKNOWN;
  if (ex->variant == 2 && v == (((ex->value & 0xF) << 4) | (ex->value >> 4)))
    {
      *message = g_strdup (_("The two digits are swapped: the left group of four bits gives the left digit."));
      return FT_PR_DIAG_DIGITS_SWAPPED;
    }
  for (guint d = 0; d < ex->variant; d++)
    if (((v ^ ex->value) >> (4 * d)) & 0xF)
      {
        if (off >= 0)
          return FT_PR_DIAG_UNKNOWN;  /* more than one digit wrong */
        off = d;
      }
  if (off >= 0)
    {
      guint right = (ex->value >> (4 * off)) & 0xF, wrong = (v >> (4 * off)) & 0xF;

      if ((right >= 10 || wrong >= 10) && (right == wrong + 1 || wrong == right + 1))
        {
          *message = g_strdup_printf (_("HEX %X is %u, one off the group's value. Count on from A: A is 10, B 11, C 12, D 13, E 14, F 15."),
                                      wrong, wrong);
          return FT_PR_DIAG_HEX_LETTER_OFF;
        }
      if (wrong == pr_reverse (right, 4))
        {
          *message = g_strdup (_("The bits of a group were read in the wrong order: the left bit of a group is worth 8, the right bit 1."));
          return FT_PR_DIAG_BITS_REVERSED;
        }
      if (wrong < right && __builtin_popcount (right ^ wrong) == 1)
        {
          *message = g_strdup_printf (_("%u is missing from a group: add the place values 8, 4, 2 and 1 over every 1 of the group."),
                                      right - wrong);
          return FT_PR_DIAG_BIT_MISSED;
        }
    }
  return FT_PR_DIAG_UNKNOWN;
}

/* Hi Lo: the side with more of all 100 cards beyond the top card is the
 * wrong call when the cards already seen tip it the other way. */
static FtPrDiagKind
diagnose_hilo (const FtPrExercise *ex,
               gboolean            said_hi,
               char              **message)
{
  guint top = ex->a;
  gboolean naive_hi = FT_HILO_N_CARDS - top > top - 1;

  if (said_hi == naive_hi)
    {
      *message = g_strdup_printf (said_hi ? _("Of all 100 cards more are higher than %u, but many of those are seen already: of the cards you have not seen, %u are higher and %u lower.")
                                          : _("Of all 100 cards more are lower than %u, but many of those are seen already: of the cards you have not seen, %u are higher and %u lower."),
                                  top, (guint) ex->b, (guint) ex->c);
      return FT_PR_DIAG_SEEN_IGNORED;
    }
  return FT_PR_DIAG_UNKNOWN;
}

static FtPrDiagKind
diagnose_dice (const FtPrExercise *ex,
               const char         *text,
               char              **message)
{
  FtDicePos pos;
  FtDiceMove move;
  FtDiceHint hint;
  g_autofree char *t = g_strstrip (g_ascii_strdown (text, -1));

  if (!ft_dice_move_from_string (&move, t, NULL))
    {
      *message = g_strdup (_("Write a move as “flip 3” or “trash 5”."));
      return FT_PR_DIAG_MALFORMED;
    }
  if (!ft_dice_pos_from_string (&pos, ex->position, NULL) ||
      !ft_dice_hint_compute (pr_dice_table (), &pos, &hint))
    return FT_PR_DIAG_UNKNOWN;
  for (guint i = 0; i < hint.n_moves; i++)
    if (ft_dice_move_equal (&hint.moves[i].move, &move))
      {
        g_autofree char *why = ft_dice_hint_explain_move (&pos, &hint.moves[i]);

        *message = g_strdup_printf (_("That move loses against perfect play. %s"), why);
        return FT_PR_DIAG_LOSING_MOVE;
      }
  *message = g_strdup (_("That is not a move of this position."));
  return FT_PR_DIAG_ILLEGAL_MOVE;
}

/* "-3", "−0011": a minus sign, ASCII or the typographic one. */
static gboolean
has_minus (const char *answer)
{
  while (*answer == ' ')
    answer++;
  return *answer == '-' || g_str_has_prefix (answer, "−");
}

/* Whether the answer is a number, one more or less of which is a slip. */
static gboolean
answer_is_number (const FtPrExercise *ex)
{
  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_BINARY:
    case FT_PR_ANSWER_DECIMAL:
    case FT_PR_ANSWER_HEX:
    case FT_PR_ANSWER_SIGNED:
      return TRUE;
    default:
      return FALSE;
    }
}

/*
 * Compares @answer with the worked solution of @ex.  Returns the likely
 * mistake; *@message (may be NULL) gets the words for the learner, NULL
 * for a correct answer.
 */
FtPrDiagKind
ft_pr_diagnose (const FtPrExercise *ex,
                const char         *answer,
                char              **message)
{
  g_autofree char *words = NULL;
  FtPrDiagKind kind = FT_PR_DIAG_UNKNOWN;
  guint64 v;

  g_return_val_if_fail (ex != NULL && answer != NULL, FT_PR_DIAG_MALFORMED);

  if (ft_pr_exercise_check (ex, answer))
    {
      if (message)
        *message = NULL;
      return FT_PR_DIAG_CORRECT;
    }

  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_BINARY:
      if (ex->skill == FT_PR_SKILL_NEGATIVE && has_minus (answer))
        {
          words = g_strdup_printf (_("In %u bits there is no minus sign: the bits themselves make the number negative. Write NOT x + 1."),
                                   ex->width);
          kind = FT_PR_DIAG_MINUS_SIGN;
          break;
        }
      if (!ft_pr_parse_binary (answer, &v, NULL))
        {
          words = g_strdup (_("The answer should be binary: only the digits 0 and 1."));
          kind = FT_PR_DIAG_MALFORMED;
          break;
        }
      kind = diagnose_binary (ex, answer, v, &words);
      if (kind == FT_PR_DIAG_UNKNOWN && reversed_matches (answer, ex->value))
        {
          g_clear_pointer (&words, g_free);
          words = g_strdup (_("The bits are in the wrong order: the bit worth the most comes first, on the left."));
          kind = FT_PR_DIAG_BITS_REVERSED;
        }
      break;
    case FT_PR_ANSWER_DECIMAL:
      if (!ft_pr_parse_decimal (answer, &v))
        {
          words = g_strdup (_("The answer should be a decimal number."));
          kind = FT_PR_DIAG_MALFORMED;
          break;
        }
      kind = diagnose_decimal (ex, v, &words);
      break;
    case FT_PR_ANSWER_HEX:
      if (!ft_pr_parse_hex (answer, &v))
        {
          words = g_strdup (_("The answer should be HEX digits: 0 to 9 and A to F."));
          kind = FT_PR_DIAG_MALFORMED;
          break;
        }
      kind = diagnose_hex (ex, answer, v, &words);
      break;
    case FT_PR_ANSWER_YES_NO:
    case FT_PR_ANSWER_HI_LO:
      {
        gboolean yes_no = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_YES_NO;
        g_autofree char *t = g_strstrip (g_ascii_strdown (answer, -1));
        const char *first = yes_no ? "yes" : "hi";

        if (!g_str_equal (t, first) && !g_str_equal (t, yes_no ? "no" : "lo"))
          {
            words = g_strdup (yes_no ? _("The answer should be yes or no.") : _("The answer should be Hi or Lo."));
            kind = FT_PR_DIAG_MALFORMED;
          }
        else if (ex->skill == FT_PR_SKILL_FLIPCHAIN_LOOPS)
          kind = diagnose_loop (ex, g_str_equal (t, first), &words);
        else if (ex->skill == FT_PR_SKILL_OVERFLOW)
          kind = diagnose_overflow (ex, g_str_equal (t, first), &words);
        else if (ex->skill == FT_PR_SKILL_SCRABBLE_VALID)
          kind = diagnose_scrabble_valid (ex, g_str_equal (t, first), &words);
        else if (yes_no)
          kind = diagnose_valid (ex, g_str_equal (t, first), &words);
        else
          kind = diagnose_hilo (ex, g_str_equal (t, first), &words);
        break;
      }
    case FT_PR_ANSWER_SIGNED:
      {
        gint64 sv;

        if (!pr_parse_signed (answer, &sv))
          {
            words = g_strdup (_("The answer should be a decimal number, with a minus sign when it is negative."));
            kind = FT_PR_DIAG_MALFORMED;
            break;
          }
        v = (guint64) sv;
        kind = diagnose_signed (ex, sv, &words);
        break;
      }
    case FT_PR_ANSWER_DICE_MOVE:
      kind = diagnose_dice (ex, answer, &words);
      break;
    default:
      break;
    }

  if (kind == FT_PR_DIAG_UNKNOWN && answer_is_number (ex) && (v == ex->value + 1 || v + 1 == ex->value))
    {
      g_clear_pointer (&words, g_free);
      gboolean more = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_SIGNED ? (gint64) v > (gint64) ex->value
                                                                                  : v > ex->value;

      words = more ? g_strdup (_("That is one more than the answer: go over the last step again."))
                            : g_strdup (_("That is one less than the answer: go over the last step again."));
      kind = FT_PR_DIAG_OFF_BY_ONE;
    }
  if (kind == FT_PR_DIAG_UNKNOWN)
    {
      g_clear_pointer (&words, g_free);
      words = g_strdup (_("Not yet. Go through it again one step at a time."));
    }
  if (message)
    *message = g_steal_pointer (&words);
  return kind;
}
