/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "equation-private.h"

/* One operand of a line as written: `NOT? number`. */
typedef struct
{
  guint8  first;         /* its tiles, NOT included */
  guint8  end;
  guint8  digits_first;
  guint8  width;         /* digits written */
  guint8  has_not;
  guint8  op_after;      /* the binary operator after it, FT_EQ_TILE_EQUALS at a part's end */
  guint8  op_tile;
  guint64 value;         /* the digits' value, before NOT */
} Operand;

/* A line that passed the grammar: its operands, part by part. */
typedef struct
{
  guint8  n_operands;
  guint8  n_parts;
  guint8  part_start[FT_EQ_MAX_PARTS + 1];
  Operand operands[FT_EQ_MAX_OPERANDS];
} Line;

guint
ft_eq_bit_length (guint64 value)
{
  return value == 0 ? 0 : 64 - __builtin_clzll (value);
}

/* R12: NOT inverts exactly the written width; `NOT 001` = `110`. */
guint64
ft_eq_not (guint64 value,
           guint   width)
{
  if (width >= 64)
    return ~value;
  return ~value & ((G_GUINT64_CONSTANT (1) << width) - 1);
}

/* One binary operation under R13 and R14.  Padding (R13) does not change
 * the value of a bitwise operation, so it only shows in the trace. */
FtEqFault
ft_eq_apply (FtEqTile  op,
             guint64   left,
             guint64   right,
             guint64  *result)
{
  switch (op)
    {
    case FT_EQ_TILE_PLUS:
      if (__builtin_add_overflow (left, right, result))
        return FT_EQ_FAULT_OVERFLOW;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_MINUS:
      if (right > left)
        return FT_EQ_FAULT_NEGATIVE;
      *result = left - right;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_TIMES:
      if (__builtin_mul_overflow (left, right, result))
        return FT_EQ_FAULT_OVERFLOW;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_DIVIDE:
      if (right == 0)
        return FT_EQ_FAULT_DIVISION_BY_ZERO;
      if (left % right != 0)
        return FT_EQ_FAULT_REMAINDER;
      *result = left / right;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_AND:
      *result = left & right;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_OR:
      *result = left | right;
      return FT_EQ_FAULT_NONE;
    case FT_EQ_TILE_XOR:
      *result = left ^ right;
      return FT_EQ_FAULT_NONE;
    default:
      g_return_val_if_reached (FT_EQ_FAULT_BAD_TILE);
    }
}

/*
 * Scans the whole line: a grammar fault (R3, R11) fills @v and returns
 * FALSE; the first static fault (R12 leading zero, R17) goes to @stat and
 * the scan goes on, since a grammar fault later in the line outranks it.
 */
static gboolean
scan_line (const guint8    *tiles,
           guint            n_tiles,
           guint8           options,
           Line            *line,
           FtEqVerdict     *v,
           FtEqVerdict     *stat)
{
  FtEqScan s;
  FtEqVerdict tmp;
  FtEqFault fault;
  guint k = 0;

  ft_eq_scan_init (&s);
  stat->fault = FT_EQ_FAULT_NONE;
  line->n_parts = 0;
  line->part_start[0] = 0;

  for (guint i = 0; i <= n_tiles; i++)
    {
      guint8 tile = i < n_tiles ? tiles[i] : FT_EQ_TILE_EQUALS;

      if (i < n_tiles)
        fault = ft_eq_scan_push (&s, tile, options, &tmp);
      else
        fault = ft_eq_scan_end (&s, options, &tmp);

      if (fault != FT_EQ_FAULT_NONE)
        {
          if (!ft_eq_fault_is_static (fault))
            {
              *v = tmp;
              return FALSE;
            }
          if (stat->fault == FT_EQ_FAULT_NONE)
            *stat = tmp;
        }

      /* A binary operator or = (or the end) that passed closes an operand. */
      if (!FT_EQ_TILE_IS_DIGIT (tile) && tile != FT_EQ_TILE_NOT)
        {
          Operand *o = &line->operands[k++];

          o->first = s.first;
          o->end = i;
          o->digits_first = s.digits_first;
          o->width = s.width;
          o->has_not = s.has_not;
          o->value = s.value;
          o->op_after = tile;
          o->op_tile = i;
          if (tile == FT_EQ_TILE_EQUALS)
            line->part_start[++line->n_parts] = k;
        }
    }

  line->n_operands = k;
  return TRUE;
}

static guint
pad_width (guint8  op,
           guint64 left,
           guint64 right)
{
  if (op != FT_EQ_TILE_AND && op != FT_EQ_TILE_OR && op != FT_EQ_TILE_XOR)
    return 0;
  return MAX (1, MAX (ft_eq_bit_length (left), ft_eq_bit_length (right)));
}

static guint
add_node (FtEqTrace *trace,
          guint8     kind,
          guint8     op,
          guint      first,
          guint      end,
          gint       left,
          gint       right,
          guint      width)
{
  trace->nodes[trace->n_nodes] = (FtEqNode) {
    .kind = kind, .op = op, .first = first, .end = end,
    .left = left, .right = right, .width = width,
  };
  return trace->n_nodes++;
}

static void
add_step (FtEqTrace *trace,
          guint8     op,
          guint      part,
          guint      node,
          guint      width,
          FtEqFault  fault,
          guint64    left,
          guint64    right,
          guint64    result)
{
  trace->steps[trace->n_steps++] = (FtEqStep) {
    .op = op, .part = part, .node = node, .width = width, .fault = fault,
    .left = left, .right = right, .result = fault == FT_EQ_FAULT_NONE ? result : 0,
  };
  if (fault == FT_EQ_FAULT_NONE)
    {
      trace->nodes[node].value = result;
      trace->nodes[node].evaluated = TRUE;
    }
}

/*
 * Evaluates part @p (R15): NOT first, then, for "standard", each level of
 * binary operators left to right, tightest first; for "left to right", all
 * binary operators in one pass.  Combining neighbours in an array gives
 * exactly that order, and the trace's steps follow it.
 *
 * @widths, when not NULL, overrides the width of each NOT (for the R12
 * search of needless zeros).  @v and @trace may be NULL.
 */
static gboolean
eval_part (const Line   *line,
           guint         p,
           const guint8 *widths,
           FtEqOrder     order,
           guint64      *result,
           FtEqVerdict  *v,
           FtEqTrace    *trace)
{
  guint first = line->part_start[p];
  guint n = line->part_start[p + 1] - first;
  guint64 val[FT_EQ_MAX_OPERANDS];
  guint8 op[FT_EQ_MAX_OPERANDS];
  guint8 op_tile[FT_EQ_MAX_OPERANDS];
  guint8 node[FT_EQ_MAX_OPERANDS];
  guint levels = 0;
  FtEqFault failed = FT_EQ_FAULT_NONE;

  /* The grammar (R11) gives every part at least one operand. */
  g_assert (n >= 1 && n <= FT_EQ_MAX_OPERANDS);
  val[0] = 0;
  node[0] = 0;

  for (guint k = 0; k < n; k++)
    {
      const Operand *o = &line->operands[first + k];

      val[k] = o->value;
      op[k] = o->op_after;
      op_tile[k] = o->op_tile;
      if (k + 1 < n)
        levels |= 1u << ft_eq_level (op[k], order);

      if (trace != NULL)
        {
          node[k] = add_node (trace, FT_EQ_NODE_NUMBER, FT_EQ_N_TILES, o->digits_first, o->end,
                              -1, -1, o->width);
          trace->nodes[node[k]].value = o->value;
          trace->nodes[node[k]].evaluated = TRUE;
        }

      if (o->has_not)
        {
          guint width = widths != NULL ? widths[first + k] : o->width;

          val[k] = ft_eq_not (o->value, width);
          if (trace != NULL)
            {
              node[k] = add_node (trace, FT_EQ_NODE_NOT, FT_EQ_TILE_NOT, o->first, o->end,
                                  node[k], -1, width);
              add_step (trace, FT_EQ_TILE_NOT, p, node[k], width, FT_EQ_FAULT_NONE,
                        o->value, 0, val[k]);
            }
        }
    }

  for (guint level = 0; level < FT_EQ_N_LEVELS && n > 1; level++)
    {
      if (!(levels & (1u << level)))
        continue;

      for (guint i = 0; i + 1 < n;)
        {
          guint64 r = 0;

          if (ft_eq_level (op[i], order) != level)
            {
              i++;
              continue;
            }

          if (failed == FT_EQ_FAULT_NONE)
            {
              failed = ft_eq_apply (op[i], val[i], val[i + 1], &r);
              if (failed != FT_EQ_FAULT_NONE && v != NULL)
                {
                  ft_eq_set_fault (v, failed, op_tile[i], op_tile[i] + 1, op[i]);
                  v->value = val[i];
                  v->other = val[i + 1];
                }
              if (trace != NULL)
                {
                  guint parent = add_node (trace, FT_EQ_NODE_OPERATION, op[i],
                                           trace->nodes[node[i]].first,
                                           trace->nodes[node[i + 1]].end,
                                           node[i], node[i + 1], 0);

                  add_step (trace, op[i], p, parent, pad_width (op[i], val[i], val[i + 1]),
                            failed, val[i], val[i + 1], r);
                  node[i] = parent;
                }
              else if (failed != FT_EQ_FAULT_NONE)
                return FALSE;
            }
          else
            {
              /* After a failure the trace still gets the rest of the tree,
               * left unevaluated. */
              node[i] = add_node (trace, FT_EQ_NODE_OPERATION, op[i],
                                  trace->nodes[node[i]].first, trace->nodes[node[i + 1]].end,
                                  node[i], node[i + 1], 0);
            }

          val[i] = r;
          for (guint j = i + 1; j + 1 < n; j++)
            {
              val[j] = val[j + 1];
              node[j] = node[j + 1];
            }
          for (guint j = i; j + 2 < n; j++)
            {
              op[j] = op[j + 1];
              op_tile[j] = op_tile[j + 1];
            }
          n--;
        }
    }

  if (trace != NULL)
    {
      FtEqPart *part = &trace->parts[p];

      part->root = node[0];
      part->evaluated = failed == FT_EQ_FAULT_NONE;
      part->value = failed == FT_EQ_FAULT_NONE ? val[0] : 0;
    }
  *result = val[0];
  return failed == FT_EQ_FAULT_NONE;
}

/* Whether every part evaluates and all are equal (R14, R16), with NOT widths
 * @widths; the quiet version for the R12 search. */
static gboolean
line_holds (const Line   *line,
            const guint8 *widths,
            FtEqOrder     order)
{
  guint64 first = 0, value;

  for (guint p = 0; p < line->n_parts; p++)
    {
      if (!eval_part (line, p, widths, order, &value, NULL, NULL))
        return FALSE;
      if (p == 0)
        first = value;
      else if (value != first)
        return FALSE;
    }
  return TRUE;
}

/*
 * R12: leading zeros after NOT are allowed "only when strictly required,
 * and then they must be used"; the line is invalid if removing some of them
 * (any combination, from any NOT numbers) still leaves a correct equation.
 * Removing j of the z leading zeros of a number is the same whichever j are
 * removed, so the combinations are the choices of j for each NOT number: at
 * most a few dozen on a 15-tile line.
 */
static gboolean
find_needless_not_zeros (const Line  *line,
                         FtEqOrder    order,
                         FtEqVerdict *v)
{
  guint8 widths[FT_EQ_MAX_OPERANDS];
  guint8 which[FT_EQ_MAX_OPERANDS];
  guint8 zeros[FT_EQ_MAX_OPERANDS];
  guint8 cut[FT_EQ_MAX_OPERANDS];
  guint n = 0;

  for (guint k = 0; k < line->n_operands; k++)
    {
      const Operand *o = &line->operands[k];

      widths[k] = o->width;
      if (o->has_not && o->width > MAX (1, ft_eq_bit_length (o->value)))
        {
          which[n] = k;
          zeros[n] = o->width - MAX (1, ft_eq_bit_length (o->value));
          cut[n] = 0;
          n++;
        }
    }
  if (n == 0)
    return FALSE;

  for (;;)
    {
      guint j;

      /* The next combination, counting in mixed radix (zeros[j] + 1). */
      for (j = 0; j < n && cut[j] == zeros[j]; j++)
        {
          cut[j] = 0;
          widths[which[j]] = line->operands[which[j]].width;
        }
      if (j == n)
        return FALSE;
      cut[j]++;
      widths[which[j]] = line->operands[which[j]].width - cut[j];

      if (line_holds (line, widths, order))
        {
          guint16 removed = 0;
          gint shown = -1;

          for (j = 0; j < n; j++)
            {
              const Operand *o = &line->operands[which[j]];

              for (guint c = 0; c < cut[j]; c++)
                removed |= 1u << (o->digits_first + c);
              if (cut[j] > 0 && shown < 0)
                shown = which[j];
            }
          ft_eq_set_fault (v, FT_EQ_FAULT_NOT_ZEROS, line->operands[shown].digits_first,
                           line->operands[shown].end, FT_EQ_TILE_NOT);
          v->removed = removed;
          return TRUE;
        }
    }
}

/*
 * The full check.  Faults are reported in this order of rank: the grammar
 * (R3, R11, the leftmost); leading zeros outside NOT and identity fragments
 * (R12, R17, the leftmost); an operation that fails (R14, the first in
 * evaluation order); parts that differ (R16, the first part that differs
 * from part 1); needless zeros after NOT (R12).
 *
 * With @trace, the tree and steps are filled in as far as the line parses
 * and evaluates, even when a static fault already decides the verdict.
 */
gboolean
ft_eq_check_full (const guint8    *tiles,
                  guint            n_tiles,
                  const FtEqRules *rules,
                  FtEqVerdict     *v,
                  FtEqTrace       *trace)
{
  Line line;
  FtEqVerdict stat;
  guint64 values[FT_EQ_MAX_PARTS];
  gint differs = -1;
  gboolean eval_failed = FALSE;

  if (trace != NULL)
    {
      trace->rules = *rules;
      trace->n_nodes = trace->n_steps = trace->n_parts = 0;
    }

  if (n_tiles > FT_EQ_MAX_TILES)
    {
      ft_eq_set_fault (v, FT_EQ_FAULT_TOO_LONG, FT_EQ_MAX_TILES, n_tiles, FT_EQ_N_TILES);
      goto out;
    }
  if (!scan_line (tiles, n_tiles, rules->options, &line, v, &stat))
    goto out;
  if (stat.fault != FT_EQ_FAULT_NONE && trace == NULL)
    {
      *v = stat;
      return FALSE;
    }

  if (trace != NULL)
    {
      trace->n_parts = line.n_parts;
      for (guint p = 0; p < line.n_parts; p++)
        {
          FtEqPart *part = &trace->parts[p];

          part->root = -1;
          part->first = line.operands[line.part_start[p]].first;
          part->end = line.operands[line.part_start[p + 1] - 1].end;
          part->evaluated = FALSE;
          part->value = 0;
        }
    }

  /* Without a trace, evaluation stops at the first failure; with one, the
   * other parts are still evaluated for the reader. */
  for (guint p = 0; p < line.n_parts; p++)
    {
      if (!eval_part (&line, p, NULL, rules->order, &values[p], eval_failed ? NULL : v, trace))
        {
          eval_failed = TRUE;
          if (trace == NULL)
            break;
        }
      else if (values[p] != values[0] && differs < 0)
        differs = p;
    }
  if (eval_failed)
    {
      if (stat.fault != FT_EQ_FAULT_NONE)
        *v = stat;
      goto out;
    }

  if (stat.fault != FT_EQ_FAULT_NONE)
    {
      *v = stat;
      goto out;
    }

  if (differs >= 0)
    {
      /* R16: all parts between = signs have the same value. */
      guint start = line.operands[line.part_start[differs]].first;

      ft_eq_set_fault (v, FT_EQ_FAULT_PARTS_DIFFER, start,
                       line.operands[line.part_start[differs + 1] - 1].end, FT_EQ_TILE_EQUALS);
      v->part = differs;
      v->value = values[differs];
      v->other = values[0];
      goto out;
    }

  if (!(rules->options & FT_EQ_OPTION_LOOSE_NOT_ZEROS) &&
      find_needless_not_zeros (&line, rules->order, v))
    goto out;

  memset (v, 0, sizeof *v);
  v->fault = FT_EQ_FAULT_NONE;
  v->op = FT_EQ_N_TILES;
  v->tile = 0;
  v->tile_end = n_tiles;
  v->value = values[0];

out:
  if (trace != NULL)
    trace->verdict = *v;
  return v->fault == FT_EQ_FAULT_NONE;
}

gboolean
ft_eq_check (const guint8    *tiles,
             guint            n_tiles,
             const FtEqRules *rules,
             FtEqVerdict     *verdict)
{
  return ft_eq_check_full (tiles, n_tiles, rules, verdict, NULL);
}
