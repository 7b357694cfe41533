/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "equation/equation-check.h"
#include "equation/equation-trace.h"

/*
 * Equations: reading precedence, evaluating an expression and judging an
 * equation valid, all by the equation engine (Binary Number Scrabble).
 * Generators and builders (practice-private.h).
 */

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
void
pr_build_expression (FtPrExercise *ex)
{
  ex->question = tiles_text (ex->tiles, ex->n_tiles);
  if (ex->skill == FT_PR_SKILL_PRECEDENCE)
    /* Translators: a practice question; %s is an expression in binary, as tiles of Binary Number Scrabble */
    ex->sentence = g_strdup_printf (_("Which operation comes first in %s? Work it out in the right order and give its value in binary."),
                                    ex->question);
  else
    /* Translators: a practice question; %s is an expression in binary, as tiles of Binary Number Scrabble */
    ex->sentence = g_strdup_printf (_("What is the value of %s, in binary?"), ex->question);
  ex->answer = pr_bits (ex->value, 0);
  pr_step (ex, _("NOT first, then × and ÷, then + and -, then AND, XOR, OR; each level from left to right."));
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
      guint8 op = ops[pr_below (rng, n_ops)];

      if (i > 0)
        {
          while (op == FT_EQ_TILE_NOT)
            op = ops[pr_below (rng, n_ops)];
          if (ex->n_tiles >= FT_EQ_MAX_TILES - 3)
            return FALSE;
          ex->tiles[ex->n_tiles++] = op;
        }
      else if (op == FT_EQ_TILE_NOT)
        ex->tiles[ex->n_tiles++] = FT_EQ_TILE_NOT;
      if (ex->n_tiles + max_bits > FT_EQ_MAX_TILES - 2)
        return FALSE;
      push_number (ex, 1 + pr_below (rng, (G_GUINT64_CONSTANT (1) << max_bits) - 1));
    }
  return pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_STANDARD, &ex->value);
}

void
pr_gen_precedence (FtPrExercise *ex,
                   FtRng        *rng)
{
  static const guint8 l1[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS, FT_EQ_TILE_TIMES };
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
  pr_build_expression (ex);
}

void
pr_gen_evaluate (FtPrExercise *ex,
                 FtRng        *rng)
{
  static const guint8 ops[] = { FT_EQ_TILE_PLUS, FT_EQ_TILE_TIMES, FT_EQ_TILE_AND,
                                FT_EQ_TILE_OR, FT_EQ_TILE_XOR, FT_EQ_TILE_NOT };
  guint n_operands = ex->level + 1;

  while (!make_expression (ex, rng, ops, G_N_ELEMENTS (ops), n_operands, ex->level == 3 ? 2 : 3))
    ;
  pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_LTR, &ex->c);
  pr_build_expression (ex);
}

void
pr_gen_valid (FtPrExercise *ex,
              FtRng        *rng)
{
  FtEqRules rules = { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  FtEqVerdict verdict;
  guint64 value, rhs;
  guint expr_end;

  for (;;)
    {
      pr_gen_evaluate (ex, rng);
      value = ex->value;
      /* Half the lines are true; the others hold the left-to-right reading
       * when it differs, else the value with one bit changed. */
      if (ft_rng_coin (rng))
        rhs = value;
      else if (ex->c != value)
        rhs = ex->c;
      else
        rhs = value ^ (G_GUINT64_CONSTANT (1) << pr_below (rng, MAX (1, ft_eq_bit_length (value))));
      expr_end = ex->n_tiles;
      if (expr_end + 1 + MAX (1, ft_eq_bit_length (rhs)) <= FT_EQ_MAX_TILES)
        break;
      g_clear_pointer (&ex->question, g_free);
      g_clear_pointer (&ex->sentence, g_free);
      g_clear_pointer (&ex->answer, g_free);
      g_ptr_array_set_size (ex->steps, 0);
    }
  ex->tiles[ex->n_tiles++] = FT_EQ_TILE_EQUALS;
  push_number (ex, rhs);
  ex->b = rhs;
  ex->a = expr_end;
  g_free (ex->question);
  g_free (ex->sentence);
  g_free (ex->answer);
  ex->question = tiles_text (ex->tiles, ex->n_tiles);
  /* Translators: a practice question; %s is an equation in binary, as tiles of Binary Number Scrabble */
  ex->sentence = g_strdup_printf (_("Is this equation true: %s? Answer yes or no."), ex->question);
  ft_eq_check (ex->tiles, ex->n_tiles, &rules, &verdict);
  ex->value = FT_EQ_VERDICT_IS_VALID (&verdict);
  ex->answer = g_strdup (ex->value ? "yes" : "no");
  if (!ex->value)
    g_ptr_array_add (ex->steps, ft_eq_verdict_describe (&verdict, ex->tiles, ex->n_tiles));
  else
    {
      g_autofree char *v = pr_bits (value, 0);

      pr_step (ex, _("Both sides are %s: the equation is valid."), v);
    }
}
