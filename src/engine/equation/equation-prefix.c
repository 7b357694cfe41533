/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "equation-private.h"

void
ft_eq_prefix_init (FtEqPrefix      *prefix,
                   const FtEqRules *rules)
{
  memset (prefix, 0, sizeof *prefix);
  prefix->rules = *rules;
  ft_eq_scan_init (&prefix->scan);
}

static gboolean
die (FtEqPrefix *prefix)
{
  prefix->dead = TRUE;
  return FALSE;
}

/*
 * Applies the operator on top of the stack.  Its operands can no longer
 * change: the right one was closed by the operator or = that came after it,
 * and R15 evaluates it before anything still to come.  So an R14 failure
 * here fails every completion, in either order of operations.
 */
static gboolean
reduce (FtEqPrefix *prefix)
{
  guint8 op = prefix->ops[--prefix->n_ops];
  guint8 op_tile = prefix->op_tiles[prefix->n_ops];
  guint64 right = prefix->values[--prefix->n_values];
  guint64 left = prefix->values[prefix->n_values - 1];
  guint64 result = 0;
  FtEqFault fault = ft_eq_apply (op, left, right, &result);

  if (fault != FT_EQ_FAULT_NONE)
    {
      ft_eq_set_fault (&prefix->verdict, fault, op_tile, op_tile + 1, op);
      prefix->verdict.value = left;
      prefix->verdict.other = right;
      return die (prefix);
    }
  prefix->values[prefix->n_values - 1] = result;
  return TRUE;
}

/* The fewest tiles that can finish the line from here. */
static guint
tiles_needed (const FtEqScan *s)
{
  switch (s->mode)
    {
    case SCAN_NUMBER:
      return s->n_equals > 0 ? 0 : 2;   /* `= 1` */
    case SCAN_START:
      return s->n == 0 ? 3 : 1;         /* `1 = 1`, or a number after = */
    default:
      return s->n_equals > 0 ? 1 : 3;   /* a number, and `= 1` without = so far */
    }
}

gboolean
ft_eq_prefix_push (FtEqPrefix *prefix,
                   guint8      tile)
{
  FtEqScan *s = &prefix->scan;
  guint i = s->n;

  if (prefix->dead)
    return FALSE;

  if (ft_eq_scan_push (s, tile, prefix->rules.options, &prefix->verdict) != FT_EQ_FAULT_NONE)
    return die (prefix);

  if (FT_EQ_TILE_IS_BINARY (tile) || tile == FT_EQ_TILE_EQUALS)
    {
      /* The operand before this tile is complete. */
      prefix->values[prefix->n_values++] = s->has_not ? ft_eq_not (s->value, s->width) : s->value;

      if (tile == FT_EQ_TILE_EQUALS)
        {
          while (prefix->n_ops > 0)
            if (!reduce (prefix))
              return FALSE;
          prefix->n_values = 0;
          /* R16: a finished part must equal the first. */
          if (!prefix->have_part0)
            {
              prefix->part0 = prefix->values[0];
              prefix->have_part0 = TRUE;
            }
          else if (prefix->values[0] != prefix->part0)
            {
              ft_eq_set_fault (&prefix->verdict, FT_EQ_FAULT_PARTS_DIFFER, prefix->part_first, i,
                               FT_EQ_TILE_EQUALS);
              prefix->verdict.part = s->n_equals - 1;
              prefix->verdict.value = prefix->values[0];
              prefix->verdict.other = prefix->part0;
              return die (prefix);
            }
          prefix->part_first = i + 1;
        }
      else
        {
          /* Shunting-yard: what binds at least as tightly as @tile (and,
           * left to right, everything) is evaluated now. */
          while (prefix->n_ops > 0 &&
                 ft_eq_level (prefix->ops[prefix->n_ops - 1], prefix->rules.order) <=
                 ft_eq_level (tile, prefix->rules.order))
            if (!reduce (prefix))
              return FALSE;
          prefix->op_tiles[prefix->n_ops] = i;
          prefix->ops[prefix->n_ops++] = tile;
        }
    }

  if (s->n + tiles_needed (s) > FT_EQ_MAX_TILES)
    {
      ft_eq_set_fault (&prefix->verdict, FT_EQ_FAULT_TOO_LONG, i, i + 1, FT_EQ_N_TILES);
      return die (prefix);
    }
  return TRUE;
}

/*
 * Whether the line pushed so far may end here as a valid and correct
 * equation: the end closes the last operand (R11, R17), evaluates what is
 * left on the stack (R14) and compares the last part with the first (R16),
 * as a final `=` would, on a copy.
 */
gboolean
ft_eq_prefix_may_end (const FtEqPrefix *prefix)
{
  const FtEqScan *s = &prefix->scan;
  guint64 values[FT_EQ_MAX_OPERANDS + 1];
  guint n_values = prefix->n_values, n_ops = prefix->n_ops;
  FtEqVerdict v;

  if (prefix->dead)
    return FALSE;
  if (ft_eq_scan_end (s, prefix->rules.options, &v) != FT_EQ_FAULT_NONE)
    return FALSE;
  /* reduce() on a copy of the stack alone: the move generator asks this
   * at most squares, and the prefix is larger than its stack. */
  memcpy (values, prefix->values, n_values * sizeof values[0]);
  values[n_values++] = s->has_not ? ft_eq_not (s->value, s->width) : s->value;
  while (n_ops > 0)
    {
      guint64 right = values[--n_values];

      if (ft_eq_apply (prefix->ops[--n_ops], values[n_values - 1], right, &values[n_values - 1]) !=
          FT_EQ_FAULT_NONE)
        return FALSE;
    }
  /* ft_eq_scan_end() made sure of an =, so part 0 is known. */
  return values[0] == prefix->part0;
}

/* The prefix check of a whole array; @verdict may be NULL. */
gboolean
ft_eq_prefix_check (const guint8    *tiles,
                    guint            n_tiles,
                    const FtEqRules *rules,
                    FtEqVerdict     *verdict)
{
  FtEqPrefix prefix;

  ft_eq_prefix_init (&prefix, rules);
  for (guint i = 0; i < n_tiles; i++)
    if (!ft_eq_prefix_push (&prefix, tiles[i]))
      break;

  if (verdict != NULL)
    *verdict = prefix.verdict;
  return !prefix.dead;
}
