/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "equation/equation-check.h"

/*
 * Is a line valid in Binary Number Scrabble, by its real rules (issue 22)?
 * The standard order and the default options, as `flip-tutor-cli equation
 * check` reads a line with no option: no XOR tiles, identities allowed, no
 * loose zeros after NOT.  The equation engine's checker gives the answer;
 * the generator makes half the lines valid (some with an identity such as
 * `× 1`, which the default options allow) and the others true as
 * arithmetic but broken by one rule: a leading zero, a value below zero on
 * the way, a division with a remainder, a NOT read over four bits, a minus
 * sign at the start.  a: the tiles of the first part (before `=`).
 */

const FtEqRules pr_scrabble_rules = { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_NONE };

/* `10 + 1 × 11`: numbers as words, operators between spaces. */
static char *
line_text (const guint8 *tiles,
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

static gboolean
push (guint8  *tiles,
      guint   *n,
      guint64  value,
      guint    width)
{
  guint len = MAX (MAX (1, ft_eq_bit_length (value)), width);

  if (*n + len > FT_EQ_MAX_TILES)
    return FALSE;
  for (int i = len - 1; i >= 0; i--)
    tiles[(*n)++] = (value >> i) & 1 ? FT_EQ_TILE_1 : FT_EQ_TILE_0;
  return TRUE;
}

static gboolean
push_op (guint8 *tiles,
         guint  *n,
         guint8  op)
{
  if (*n + 1 > FT_EQ_MAX_TILES)
    return FALSE;
  tiles[(*n)++] = op;
  return TRUE;
}

void
pr_build_scrabble_valid (FtPrExercise *ex)
{
  FtEqVerdict verdict;
  gboolean valid = ft_eq_check (ex->tiles, ex->n_tiles, &pr_scrabble_rules, &verdict);
  const guint8 *eq = memchr (ex->tiles, FT_EQ_TILE_EQUALS, ex->n_tiles);

  ex->a = eq != NULL ? (guint) (eq - ex->tiles) : ex->n_tiles;
  ex->question = line_text (ex->tiles, ex->n_tiles);
  /* Translators: a practice question; %s is a line of tiles */
  ex->sentence = g_strdup_printf (_("Is the line %s valid in Binary Number Scrabble, read in the standard order with the game's default options? Answer yes or no."),
                                  ex->question);
  ex->value = valid;
  ex->answer = g_strdup (valid ? "yes" : "no");
  pr_step (ex, _("A line is valid when its tiles make an equation by the grammar, no number has a leading zero, every operation gives a whole number of at least 0, and every part has the same value."));
  if (valid)
    {
      g_autofree char *v = pr_bits (verdict.value, 0);

      pr_step (ex, _("Every rule holds, and every part is %s: the line is valid."), v);
    }
  else
    g_ptr_array_add (ex->steps, ft_eq_verdict_describe (&verdict, ex->tiles, ex->n_tiles));
}

/* One line of the kind @kind (PrScrabbleKind); FALSE when it does not fit. */
static gboolean
make_line (FtPrExercise *ex,
           FtRng        *rng,
           guint         kind)
{
  static const guint8 ops[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS, FT_EQ_TILE_TIMES, FT_EQ_TILE_AND, FT_EQ_TILE_OR };
  guint max_bits = ex->level + 1;
  guint64 x = 1 + pr_below (rng, (G_GUINT64_CONSTANT (1) << max_bits) - 1);
  guint64 y = 1 + pr_below (rng, (G_GUINT64_CONSTANT (1) << max_bits) - 1);
  guint64 value;
  guint n = 0;
  guint8 *t = ex->tiles;

  switch (kind)
    {
    case PR_SCRABBLE_TRUE:
    case PR_SCRABBLE_IDENTITY:
    case PR_SCRABBLE_LEADING_ZERO:
      {
        guint8 op = ops[pr_below (rng, G_N_ELEMENTS (ops))];
        guint zero_at = pr_below (rng, 3);

        if (op == FT_EQ_TILE_MINUS && y > x)
          {
            guint64 swap = x;
            x = y;
            y = swap;
          }
        if (!push (t, &n, x, kind == PR_SCRABBLE_LEADING_ZERO && zero_at == 0 ? ft_eq_bit_length (x) + 1 : 0) ||
            !push_op (t, &n, op) ||
            !push (t, &n, y, kind == PR_SCRABBLE_LEADING_ZERO && zero_at == 1 ? ft_eq_bit_length (y) + 1 : 0))
          return FALSE;
        if (kind == PR_SCRABBLE_IDENTITY)
          {
            static const guint8 id_ops[] = { FT_EQ_TILE_TIMES, FT_EQ_TILE_PLUS };

            guint8 id = id_ops[pr_below (rng, 2)];
            if (!push_op (t, &n, id) || !push (t, &n, id == FT_EQ_TILE_TIMES ? 1 : 0, 0))
              return FALSE;
          }
        if (!pr_eval_tiles (t, n, FT_EQ_ORDER_STANDARD, &value) || !push_op (t, &n, FT_EQ_TILE_EQUALS) ||
            !push (t, &n, value, kind == PR_SCRABBLE_LEADING_ZERO && zero_at == 2 ? ft_eq_bit_length (value) + 1 : 0))
          return FALSE;
        break;
      }
    case PR_SCRABBLE_BELOW_ZERO:
      /* x - y + y = x with y > x: true as arithmetic, below 0 on the way */
      if (y <= x)
        return FALSE;
      if (!push (t, &n, x, 0) || !push_op (t, &n, FT_EQ_TILE_MINUS) || !push (t, &n, y, 0) ||
          !push_op (t, &n, FT_EQ_TILE_PLUS) || !push (t, &n, y, 0) || !push_op (t, &n, FT_EQ_TILE_EQUALS) ||
          !push (t, &n, x, 0))
        return FALSE;
      break;
    case PR_SCRABBLE_REMAINDER:
      /* x ÷ y × y = x with a remainder: true for fractions, not here */
      if (y < 2 || x % y == 0)
        return FALSE;
      if (!push (t, &n, x, 0) || !push_op (t, &n, FT_EQ_TILE_DIVIDE) || !push (t, &n, y, 0) ||
          !push_op (t, &n, FT_EQ_TILE_TIMES) || !push (t, &n, y, 0) || !push_op (t, &n, FT_EQ_TILE_EQUALS) ||
          !push (t, &n, x, 0))
        return FALSE;
      break;
    case PR_SCRABBLE_NOT_WIDTH:
      /* NOT x = its value over four bits: NOT flips only the digits written */
      x &= 3;
      if (x == 0)
        x = 1 + pr_below (rng, 3);
      if (!push_op (t, &n, FT_EQ_TILE_NOT) || !push (t, &n, x, 0) || !push_op (t, &n, FT_EQ_TILE_EQUALS) ||
          !push (t, &n, ~x & 0xF, 0))
        return FALSE;
      break;
    default:
      /* - x + y = y - x: a minus sign is no number's sign (the grammar) */
      if (y <= x)
        return FALSE;
      if (!push_op (t, &n, FT_EQ_TILE_MINUS) || !push (t, &n, x, 0) || !push_op (t, &n, FT_EQ_TILE_PLUS) ||
          !push (t, &n, y, 0) || !push_op (t, &n, FT_EQ_TILE_EQUALS) || !push (t, &n, y - x, 0))
        return FALSE;
      break;
    }
  ex->n_tiles = n;
  return TRUE;
}

void
pr_gen_scrabble_valid (FtPrExercise *ex,
                       FtRng        *rng)
{
  guint kind;

  /* Half valid; the other half each break one rule. */
  if (ft_rng_coin (rng))
    kind = pr_below (rng, 3) == 0 ? PR_SCRABBLE_IDENTITY : PR_SCRABBLE_TRUE;
  else
    kind = PR_SCRABBLE_LEADING_ZERO + pr_below (rng, PR_SCRABBLE_N_KINDS - PR_SCRABBLE_LEADING_ZERO);
  while (!make_line (ex, rng, kind))
    ;
  ex->variant = kind;
  ex->width = 4;
  pr_build_scrabble_valid (ex);
}
