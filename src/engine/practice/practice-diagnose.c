/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-diagnose.h"
#include "practice-private.h"
#include "dice/dice-hint.h"
#include "equation/equation-check.h"
#include "equation/equation-trace.h"
#include "hilo/hilo-state.h"

static const char *names[FT_PR_N_DIAGS] = {
  "correct", "malformed", "unknown", "carry-lost", "borrow-lost", "bits-reversed",
  "place-value-skipped", "bit-missed", "or-xor-confused", "and-or-confused", "wrong-way",
  "shift-as-rotation", "rotation-as-shift", "mask-not-inverted", "precedence-ignored",
  "plus-one-forgotten", "sign-magnitude", "line-missed", "shorter-solve", "hand-can-solve",
  "hand-cannot-solve", "too-few-cards", "losing-move", "illegal-move", "seen-ignored",
  "neighbours-counted", "new-disc-counted", "loop-not-closed", "loop-touches",
};

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
  return FT_PR_DIAG_UNKNOWN;
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
      break;
    case FT_PR_SKILL_NOT:
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
        break;
      }
    case FT_PR_SKILL_MASKS:
      {
        guint k = ex->b, mirror = w - 1 - k;
        guint64 bit = G_GUINT64_CONSTANT (1) << k, mbit = G_GUINT64_CONSTANT (1) << mirror;
        guint64 at_mirror = ex->variant == PR_MASK_SET ? ex->a | mbit :
                            ex->variant == PR_MASK_CLEAR ? ex->a & ~mbit : ex->a ^ mbit;

        if (v == at_mirror)
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
        break;
      }
    case FT_PR_SKILL_LAWS:
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
      break;
    case FT_PR_SKILL_ADD:
      return lost_carry (ex->a, ex->b, v, message);
    case FT_PR_SKILL_SUB:
      return lost_borrow (ex->a, ex->b, v, message);
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
      break;
    case FT_PR_SKILL_NEGATIVE:
      if (v == (~ex->a & m))
        {
          *message = g_strdup (_("That is NOT x; -x is NOT x + 1. Without the + 1, x + NOT x is all ones, not 0."));
          return FT_PR_DIAG_PLUS_ONE_FORGOTTEN;
        }
      if (v == (ex->a | (G_GUINT64_CONSTANT (1) << (w - 1))))
        {
          *message = g_strdup (_("Setting only the top bit does not negate in two's complement: x + that is not 0. Use NOT x + 1."));
          return FT_PR_DIAG_SIGN_MAGNITUDE;
        }
      if (lost_carry (~ex->a & m, 1, v, message) == FT_PR_DIAG_CARRY_LOST)
        return FT_PR_DIAG_CARRY_LOST;
      break;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
      return diagnose_expression (ex, ex->n_tiles, v, ex->c, ex->value, message);
    default:
      break;
    }
  return FT_PR_DIAG_UNKNOWN;
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
      if (v == pr_reverse (ex->a, ex->width))
        {
          *message = g_strdup (_("The bits were read from the wrong end: the rightmost bit is worth 1."));
          return FT_PR_DIAG_BITS_REVERSED;
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
      break;
    case FT_PR_SKILL_FLIPBITS:
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
      if (v > ex->value)
        {
          *message = g_strdup_printf (_("That works, but fewer cards do: %u."), (guint) ex->value);
          return FT_PR_DIAG_SHORTER_SOLVE;
        }
      *message = g_strdup_printf (_("No solve uses only %u cards: check the bits after each card."), (guint) v);
      return FT_PR_DIAG_TOO_FEW_CARDS;
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
    return FT_PR_DIAG_UNKNOWN;
  if (ex->b)
    {
      *message = g_strdup (_("Discs that touch across the ring spoil it: in a loop each disc touches only the two beside it, so three discs that all touch one another make no loop."));
      return FT_PR_DIAG_LOOP_TOUCHES;
    }
  *message = g_strdup (_("The ring does not close: a loop goes all the way round, each disc touching the next and the last touching the first."));
  return FT_PR_DIAG_LOOP_NOT_CLOSED;
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
        else if (yes_no)
          kind = diagnose_valid (ex, g_str_equal (t, first), &words);
        else
          kind = diagnose_hilo (ex, g_str_equal (t, first), &words);
        break;
      }
    case FT_PR_ANSWER_DICE_MOVE:
      kind = diagnose_dice (ex, answer, &words);
      break;
    default:
      break;
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
