/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "equation-private.h"

/*
 * Checks @tiles as ft_eq_check() does and fills @trace with the parse tree
 * and the evaluation steps.  Returns whether the line is valid.
 */
gboolean
ft_eq_explain (const guint8    *tiles,
               guint            n_tiles,
               const FtEqRules *rules,
               FtEqTrace       *trace)
{
  FtEqVerdict verdict;

  return ft_eq_check_full (tiles, n_tiles, rules, &verdict, trace);
}

/*
 * One step in words, in binary then decimal:
 * "NOT 001 = 110 (width 3: NOT 1 = 6)", "101 AND 001 = 001 (padded to 3
 * digits: 5 AND 1 = 1)", "11 + 1 = 100 (3 + 1 = 4)".
 */
char *
ft_eq_step_to_string (const FtEqStep *step)
{
  const char *op = ft_eq_tile_symbol (step->op);
  g_autofree char *l = NULL, *r = NULL, *res = NULL;
  g_autofree char *ld = g_strdup_printf ("%" G_GUINT64_FORMAT, step->left);
  g_autofree char *rd = g_strdup_printf ("%" G_GUINT64_FORMAT, step->right);
  g_autofree char *resd = g_strdup_printf ("%" G_GUINT64_FORMAT, step->result);

  if (step->fault != FT_EQ_FAULT_NONE)
    {
      FtEqVerdict v = { 0 };

      v.fault = step->fault;
      v.rule = ft_eq_fault_rule (step->fault);
      v.op = step->op;
      v.value = step->left;
      v.other = step->right;
      return ft_eq_verdict_describe (&v, NULL, 0);
    }

  if (step->op == FT_EQ_TILE_NOT)
    {
      l = ft_eq_format_binary (step->left, step->width);
      res = ft_eq_format_binary (step->result, step->width);
      /* Translators: "NOT 001 = 110 (width 3: NOT 1 = 6)" */
      return g_strdup_printf (_("NOT %s = %s (width %u: NOT %s = %s)"), l, res, step->width, ld, resd);
    }

  l = ft_eq_format_binary (step->left, step->width);
  r = ft_eq_format_binary (step->right, step->width);
  res = ft_eq_format_binary (step->result, step->width);
  if (step->width > 0)
    {
      g_autofree char *plain = ft_eq_format_binary (step->result, 0);

      /* Translators: "101 AND 001 = 001 = 1 (padded to 3 digits: 5 AND 1 = 1)" */
      return g_strdup_printf (_("%s %s %s = %s = %s (padded to %u digits: %s %s %s = %s)"),
                              l, op, r, res, plain, step->width, ld, op, rd, resd);
    }
  /* Translators: "11 + 1 = 100 (3 + 1 = 4)" */
  return g_strdup_printf (_("%s %s %s = %s (%s %s %s = %s)"), l, op, r, res, ld, op, rd, resd);
}

static void
append_node (GString         *s,
             const FtEqTrace *trace,
             const guint8    *tiles,
             gint             index,
             guint            depth)
{
  const FtEqNode *node;
  g_autofree char *value = NULL;

  if (index < 0)
    return;
  node = &trace->nodes[index];

  for (guint i = 0; i < depth; i++)
    g_string_append (s, "  ");

  if (node->evaluated)
    {
      g_autofree char *bits = ft_eq_format_binary (node->value, 0);

      value = g_strdup_printf ("%s (%" G_GUINT64_FORMAT ")", bits, node->value);
    }
  else
    value = g_strdup (_("not evaluated"));

  switch (node->kind)
    {
    case FT_EQ_NODE_NUMBER:
      {
        g_autofree char *digits = ft_eq_digits_to_string (tiles, node->first, node->end);

        /* Translators: a number of the tree: "number 001 = 1 (1)" */
        g_string_append_printf (s, _("number %s = %s"), digits, value);
        break;
      }
    case FT_EQ_NODE_NOT:
      /* Translators: "NOT, width 3 = 110 (6)" */
      g_string_append_printf (s, _("NOT, width %u = %s"), node->width, value);
      break;
    default:
      g_string_append_printf (s, "%s = %s", ft_eq_tile_symbol (node->op), value);
      break;
    }
  if (node->end == node->first + 1)
    g_string_append_printf (s, _(" [tile %u]\n"), node->end);
  else
    g_string_append_printf (s, _(" [tiles %u–%u]\n"), node->first + 1, node->end);

  append_node (s, trace, tiles, node->left, depth + 1);
  append_node (s, trace, tiles, node->right, depth + 1);
}

/* The parse tree, one node a line, children indented under their parent. */
char *
ft_eq_trace_tree_to_string (const FtEqTrace *trace,
                            const guint8    *tiles)
{
  GString *s = g_string_new (NULL);

  for (guint p = 0; p < trace->n_parts; p++)
    {
      g_autofree char *text = NULL;
      guint8 part_tiles[FT_EQ_MAX_TILES];
      const FtEqPart *part = &trace->parts[p];

      for (guint i = part->first; i < part->end; i++)
        part_tiles[i - part->first] = tiles[i];
      text = ft_eq_tiles_to_string (part_tiles, part->end - part->first);
      /* Translators: "part 2: 1 1 + 1" */
      g_string_append_printf (s, _("part %u: %s\n"), p + 1, text);
      append_node (s, trace, tiles, part->root, 1);
    }
  return g_string_free (s, FALSE);
}

/* The whole trace: the tree, the numbered steps and the verdict. */
char *
ft_eq_trace_to_string (const FtEqTrace *trace,
                       const guint8    *tiles,
                       guint            n_tiles)
{
  GString *s = g_string_new (NULL);
  g_autofree char *line = ft_eq_tiles_to_string (tiles, n_tiles);
  g_autofree char *rules = ft_eq_rules_to_string (&trace->rules);
  g_autofree char *tree = ft_eq_trace_tree_to_string (trace, tiles);
  g_autofree char *verdict = ft_eq_verdict_describe (&trace->verdict, tiles, n_tiles);

  g_string_append_printf (s, _("line: %s\n"), line);
  g_string_append_printf (s, _("rules: %s\n"), rules);
  if (trace->n_parts == 0)
    g_string_append (s, _("tree: none, the line does not parse\n"));
  else
    g_string_append_printf (s, _("tree:\n%s"), tree);
  if (trace->n_steps > 0)
    g_string_append (s, _("steps:\n"));
  for (guint i = 0; i < trace->n_steps; i++)
    {
      g_autofree char *step = ft_eq_step_to_string (&trace->steps[i]);

      /* Translators: "  2. part 1: 11 + 1 = 100 (3 + 1 = 4)" */
      g_string_append_printf (s, _("  %u. part %u: %s\n"), i + 1, trace->steps[i].part + 1, step);
    }
  g_string_append_printf (s, _("verdict: %s\n"), verdict);
  return g_string_free (s, FALSE);
}
