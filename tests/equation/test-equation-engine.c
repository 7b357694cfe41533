/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "equation/equation-check.h"
#include "equation/equation-trace.h"

static guint
tiles_of (const char *text,
          guint8      tiles[FT_EQ_MAX_TILES])
{
  guint n = 0;
  g_autoptr(GError) error = NULL;

  if (!ft_eq_tiles_from_string (text, tiles, &n, &error))
    g_error ("“%s”: %s", text, error->message);
  return n;
}

static FtEqRules
rules_of (const char *text)
{
  FtEqRules rules;

  g_assert_true (ft_eq_rules_from_string (text, &rules, NULL));
  return rules;
}

static char *
describe (const char *rules_text,
          const char *line)
{
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = tiles_of (line, tiles);
  FtEqRules rules = rules_of (rules_text);
  FtEqVerdict v;

  ft_eq_check (tiles, n, &rules, &v);
  return ft_eq_verdict_describe (&v, tiles, n);
}

/* The messages the issue gives as examples, word for word. */
static void
test_messages (void)
{
  static const struct { const char *rules, *line, *message; } cases[] = {
    { "standard", "1 + 0 1 = 1 0", "tile 3: leading zero in 01 (the rule on leading zeros)" },
    { "standard", "1 0 1 = 1 1 0", "part 2 is 110 (6) but part 1 is 101 (5) (the rule that every part has the same value)" },
    { "standard", "1 1 0 = 1 0 1", "part 2 is 101 (5) but part 1 is 110 (6) (the rule that every part has the same value)" },
    { "ltr", "1 - 1 0 = 0", "1 - 10 goes below zero (the rule on the values allowed)" },
    { "standard", "1 1 / 1 0 = 1", "11 ÷ 10 leaves a remainder (3 ÷ 2) (the rule on the values allowed)" },
    { "standard", "1 / 0 = 0", "1 ÷ 0 divides by zero (the rule on the values allowed)" },
    { "standard", "NOT 0 1 AND 1 = 0",
      "tile 2: the zeros of NOT 01 are not required: NOT 1 AND 1 = 0 holds too (the rule on leading zeros)" },
    { "standard no-identity", "1 + 1 = 1 0 x 1", "tile 7: the identity fragment “× 1” is not allowed (the rule on the options agreed before the game)" },
    { "standard", "1 + x 1 = 1", "tile 3: × right after +: only NOT may follow an operator (the rule on the grammar of an equation)" },
    { "standard", "1 1 0 = NOT 0 0 1", "valid: every part is 110 (6)" },
    { "standard", "", "the line is empty (the rule on the grammar of an equation)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = describe (cases[i].rules, cases[i].line);

      g_assert_cmpstr (message, ==, cases[i].message);
    }
}

/* R14: values beyond 64 bits.  No 15-tile line gets there, so the
 * arithmetic is tested directly. */
static void
test_apply (void)
{
  guint64 r = 0;
  FtEqVerdict v = { 0 };
  g_autofree char *message = NULL;

  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_TIMES, G_GUINT64_CONSTANT (1) << 32,
                                 G_GUINT64_CONSTANT (1) << 31, &r), ==, FT_EQ_FAULT_NONE);
  g_assert_cmpuint (r, ==, G_GUINT64_CONSTANT (1) << 63);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_TIMES, G_GUINT64_CONSTANT (1) << 32,
                                 G_GUINT64_CONSTANT (1) << 32, &r), ==, FT_EQ_FAULT_OVERFLOW);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_PLUS, G_MAXUINT64, 0, &r), ==, FT_EQ_FAULT_NONE);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_PLUS, G_MAXUINT64, 1, &r), ==, FT_EQ_FAULT_OVERFLOW);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_MINUS, 5, 6, &r), ==, FT_EQ_FAULT_NEGATIVE);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_MINUS, 6, 6, &r), ==, FT_EQ_FAULT_NONE);
  g_assert_cmpuint (r, ==, 0);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_DIVIDE, 7, 0, &r), ==, FT_EQ_FAULT_DIVISION_BY_ZERO);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_DIVIDE, 7, 2, &r), ==, FT_EQ_FAULT_REMAINDER);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_DIVIDE, 8, 2, &r), ==, FT_EQ_FAULT_NONE);
  g_assert_cmpuint (r, ==, 4);
  g_assert_cmpuint (ft_eq_apply (FT_EQ_TILE_XOR, 6, 3, &r), ==, FT_EQ_FAULT_NONE);
  g_assert_cmpuint (r, ==, 5);

  /* R12: NOT inverts the written width. */
  g_assert_cmpuint (ft_eq_not (1, 3), ==, 6);
  g_assert_cmpuint (ft_eq_not (1, 1), ==, 0);
  g_assert_cmpuint (ft_eq_not (1, 2), ==, 2);
  g_assert_cmpuint (ft_eq_not (0, 64), ==, G_MAXUINT64);

  v.fault = FT_EQ_FAULT_OVERFLOW;
  v.rule = ft_eq_fault_rule (FT_EQ_FAULT_OVERFLOW);
  v.op = FT_EQ_TILE_TIMES;
  v.value = 2;
  v.other = 3;
  message = ft_eq_verdict_describe (&v, NULL, 0);
  g_assert_cmpstr (message, ==, "10 × 11 goes beyond 64 bits (the rule on the values allowed)");
}

/* R3 and bad tiles through the API, which the text form cannot express. */
static void
test_api_limits (void)
{
  guint8 tiles[FT_EQ_MAX_TILES + 1];
  FtEqRules rules = rules_of ("standard");
  FtEqVerdict v;
  g_autoptr(GError) error = NULL;
  guint n = 0;

  memset (tiles, FT_EQ_TILE_1, sizeof tiles);
  tiles[1] = FT_EQ_TILE_EQUALS;
  g_assert_false (ft_eq_check (tiles, FT_EQ_MAX_TILES + 1, &rules, &v));
  g_assert_cmpuint (v.fault, ==, FT_EQ_FAULT_TOO_LONG);
  g_assert_cmpuint (v.rule, ==, 3);

  tiles[2] = 42;
  g_assert_false (ft_eq_check (tiles, 4, &rules, &v));
  g_assert_cmpuint (v.fault, ==, FT_EQ_FAULT_BAD_TILE);
  g_assert_cmpuint (v.tile, ==, 2);

  g_assert_false (ft_eq_tiles_from_string ("1 1 1 1 1 1 1 1 = 1 1 1 1 1 1 1 1", tiles, &n, &error));
  g_assert_error (error, FT_EQ_TEXT_ERROR, FT_EQ_TEXT_ERROR_TOO_LONG);
}

static void
test_text_form (void)
{
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = 0;
  g_autofree char *text = NULL, *ascii = NULL, *rules_text = NULL;
  g_autoptr(GError) error = NULL;
  FtEqRules rules;

  g_assert_true (ft_eq_tiles_from_string ("10 x 10 = 100  ÷", tiles, &n, NULL));
  g_assert_cmpuint (n, ==, 10);
  text = ft_eq_tiles_to_string (tiles, n);
  g_assert_cmpstr (text, ==, "1 0 × 1 0 = 1 0 0 ÷");
  ascii = ft_eq_tiles_to_ascii (tiles, n);
  g_assert_cmpstr (ascii, ==, "1 0 x 1 0 = 1 0 0 /");

  /* Every spelling of every operator. */
  g_assert_true (ft_eq_tiles_from_string ("* X / and not Or XOR - + = × ÷ x AND", tiles, &n, NULL));
  g_assert_cmpuint (n, ==, 14);
  g_assert_cmpuint (tiles[0], ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (tiles[1], ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (tiles[2], ==, FT_EQ_TILE_DIVIDE);
  g_assert_cmpuint (tiles[3], ==, FT_EQ_TILE_AND);
  g_assert_cmpuint (tiles[4], ==, FT_EQ_TILE_NOT);
  g_assert_cmpuint (tiles[5], ==, FT_EQ_TILE_OR);
  g_assert_cmpuint (tiles[6], ==, FT_EQ_TILE_XOR);
  g_assert_cmpuint (tiles[7], ==, FT_EQ_TILE_MINUS);
  g_assert_cmpuint (tiles[8], ==, FT_EQ_TILE_PLUS);
  g_assert_cmpuint (tiles[9], ==, FT_EQ_TILE_EQUALS);
  g_assert_cmpuint (tiles[10], ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (tiles[11], ==, FT_EQ_TILE_DIVIDE);
  g_assert_cmpuint (tiles[12], ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (tiles[13], ==, FT_EQ_TILE_AND);

  g_assert_false (ft_eq_tiles_from_string ("1 + 2 = 3", tiles, &n, &error));
  g_assert_error (error, FT_EQ_TEXT_ERROR, FT_EQ_TEXT_ERROR_UNKNOWN_WORD);
  g_assert_nonnull (strstr (error->message, "word 3"));
  g_clear_error (&error);
  g_assert_false (ft_eq_tiles_from_string ("1+1=10", tiles, &n, &error));
  g_clear_error (&error);
  g_assert_true (ft_eq_tiles_from_string ("  \t ", tiles, &n, NULL));
  g_assert_cmpuint (n, ==, 0);

  g_assert_true (ft_eq_rules_from_string ("ltr, xor strict-identity", &rules, NULL));
  g_assert_cmpuint (rules.order, ==, FT_EQ_ORDER_LTR);
  g_assert_cmpuint (rules.options, ==, FT_EQ_OPTION_XOR | FT_EQ_OPTION_STRICT_IDENTITY);
  rules_text = ft_eq_rules_to_string (&rules);
  g_assert_cmpstr (rules_text, ==, "ltr xor strict-identity");
  g_assert_false (ft_eq_rules_from_string ("standard turbo", &rules, &error));
  g_assert_error (error, FT_EQ_RULES_ERROR, 0);
}

static void
explain (const char *rules_text,
         const char *line,
         FtEqTrace  *trace,
         guint8      tiles[FT_EQ_MAX_TILES],
         guint      *n)
{
  FtEqRules rules = rules_of (rules_text);

  *n = tiles_of (line, tiles);
  ft_eq_explain (tiles, *n, &rules, trace);
}

static char *
steps_text (const FtEqTrace *trace)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < trace->n_steps; i++)
    {
      g_autofree char *step = ft_eq_step_to_string (&trace->steps[i]);

      g_string_append_printf (s, "%s\n", step);
    }
  return g_string_free (s, FALSE);
}

/* R15: the steps in evaluation order, in each order of operations. */
static void
test_trace_steps (void)
{
  FtEqTrace trace;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n;
  g_autofree char *standard = NULL, *ltr = NULL, *not_steps = NULL;

  explain ("standard", "1 + 1 AND 1 x 1 = 0", &trace, tiles, &n);
  g_assert_true (FT_EQ_VERDICT_IS_VALID (&trace.verdict));
  standard = steps_text (&trace);
  g_assert_cmpstr (standard, ==,
                   "1 × 1 = 1 (1 × 1 = 1)\n"
                   "1 + 1 = 10 (1 + 1 = 2)\n"
                   "10 AND 01 = 00 = 0 (padded to 2 digits: 2 AND 1 = 0)\n");

  explain ("ltr", "1 + 1 AND 1 x 1 = 0", &trace, tiles, &n);
  ltr = steps_text (&trace);
  g_assert_cmpstr (ltr, ==,
                   "1 + 1 = 10 (1 + 1 = 2)\n"
                   "10 AND 01 = 00 = 0 (padded to 2 digits: 2 AND 1 = 0)\n"
                   "0 × 1 = 0 (0 × 1 = 0)\n");

  /* NOT first, with its width (R12); AND pads (R13). */
  explain ("standard", "1 1 0 AND NOT 0 0 1 1 = NOT 1 0", &trace, tiles, &n);
  not_steps = steps_text (&trace);
  g_assert_cmpstr (not_steps, ==,
                   "NOT 0011 = 1100 (width 4: NOT 3 = 12)\n"
                   "0110 AND 1100 = 0100 = 100 (padded to 4 digits: 6 AND 12 = 4)\n"
                   "NOT 10 = 01 (width 2: NOT 2 = 1)\n");
  g_assert_cmpuint (trace.steps[0].width, ==, 4);
  g_assert_cmpuint (trace.steps[2].part, ==, 1);
  /* 4 against 1: the parts differ. */
  g_assert_cmpuint (trace.verdict.fault, ==, FT_EQ_FAULT_PARTS_DIFFER);
}

/* The tree: spans, children and values. */
static void
test_trace_tree (void)
{
  FtEqTrace trace;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n;
  const FtEqNode *root, *left, *right;
  g_autofree char *tree = NULL;

  explain ("standard", "1 + 1 0 x 1 1 = 1 1 1", &trace, tiles, &n);
  g_assert_cmpuint (trace.n_parts, ==, 2);
  root = &trace.nodes[trace.parts[0].root];
  g_assert_cmpuint (root->kind, ==, FT_EQ_NODE_OPERATION);
  g_assert_cmpuint (root->op, ==, FT_EQ_TILE_PLUS);
  g_assert_cmpuint (root->first, ==, 0);
  g_assert_cmpuint (root->end, ==, 7);
  g_assert_cmpuint (root->value, ==, 7);
  left = &trace.nodes[root->left];
  right = &trace.nodes[root->right];
  g_assert_cmpuint (left->kind, ==, FT_EQ_NODE_NUMBER);
  g_assert_cmpuint (right->op, ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (right->first, ==, 2);
  g_assert_cmpuint (right->value, ==, 6);
  g_assert_cmpuint (trace.parts[1].value, ==, 7);

  /* Left to right, the same tiles make another tree. */
  explain ("ltr", "1 + 1 0 x 1 1 = 1 1 1", &trace, tiles, &n);
  root = &trace.nodes[trace.parts[0].root];
  g_assert_cmpuint (root->op, ==, FT_EQ_TILE_TIMES);
  g_assert_cmpuint (trace.nodes[root->left].op, ==, FT_EQ_TILE_PLUS);
  g_assert_cmpuint (root->value, ==, 9);
  g_assert_cmpuint (trace.verdict.fault, ==, FT_EQ_FAULT_PARTS_DIFFER);

  tree = ft_eq_trace_tree_to_string (&trace, tiles);
  g_assert_cmpstr (tree, ==,
                   "part 1: 1 + 1 0 × 1 1\n"
                   "  × = 1001 (9) [tiles 1–7]\n"
                   "    + = 11 (3) [tiles 1–4]\n"
                   "      number 1 = 1 (1) [tile 1]\n"
                   "      number 10 = 10 (2) [tiles 3–4]\n"
                   "    number 11 = 11 (3) [tiles 6–7]\n"
                   "part 2: 1 1 1\n"
                   "  number 111 = 111 (7) [tiles 9–11]\n");
}

/* A failed step ends the evaluation; the rest of the tree is still there,
 * unevaluated; a line that does not parse has no tree. */
static void
test_trace_failures (void)
{
  FtEqTrace trace;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n;
  g_autofree char *text = NULL;

  explain ("ltr", "1 - 1 0 + 1 = 0", &trace, tiles, &n);
  g_assert_cmpuint (trace.n_steps, ==, 1);
  g_assert_cmpuint (trace.steps[0].fault, ==, FT_EQ_FAULT_NEGATIVE);
  g_assert_cmpuint (trace.n_parts, ==, 2);
  g_assert_false (trace.nodes[trace.parts[0].root].evaluated);
  g_assert_false (trace.parts[0].evaluated);
  g_assert_true (trace.parts[1].evaluated);

  explain ("standard", "1 + + 1 = 1", &trace, tiles, &n);
  g_assert_cmpuint (trace.n_parts, ==, 0);
  g_assert_cmpuint (trace.verdict.fault, ==, FT_EQ_FAULT_TWO_OPERATORS);
  text = ft_eq_trace_to_string (&trace, tiles, n);
  g_assert_nonnull (strstr (text, "tree: none"));

  /* A static fault decides the verdict, but the trace still evaluates. */
  explain ("standard no-identity", "1 x 1 = 1", &trace, tiles, &n);
  g_assert_cmpuint (trace.verdict.fault, ==, FT_EQ_FAULT_IDENTITY);
  g_assert_cmpuint (trace.n_steps, ==, 1);
  g_assert_true (trace.parts[0].evaluated);
}

/* ------------------------------------------------------------------------
 * An independent reference, written for this test from the rulings: a
 * recursive-descent evaluator over a token list, R12's needless zeros by
 * actually deleting tiles.  Compared with the engine on every grammatical
 * line up to 8 tiles.
 */

typedef struct
{
  guint8  kind;     /* 'n' number, 'o' binary operator, '!' NOT, '=' */
  guint8  op;
  guint8  has_zero_lead;
  guint8  width;
  guint64 value;
} RefToken;

typedef struct
{
  const RefToken *t;
  guint           pos, end;
  gboolean        ltr;
  gboolean        ok;
} RefParser;

static guint64
ref_operand (RefParser *p)
{
  gboolean not = FALSE;
  const RefToken *num;

  if (p->t[p->pos].kind == '!')
    {
      not = TRUE;
      p->pos++;
    }
  num = &p->t[p->pos++];
  if (!not)
    return num->value;
  /* NOT over the written width: flip each written digit. */
  {
    guint64 r = 0;

    for (guint b = 0; b < num->width; b++)
      if (!(num->value & (G_GUINT64_CONSTANT (1) << b)))
        r |= G_GUINT64_CONSTANT (1) << b;
    return r;
  }
}

static guint64
ref_combine (RefParser *p,
             guint8     op,
             guint64    a,
             guint64    b)
{
  switch (op)
    {
    case FT_EQ_TILE_PLUS: return a + b;
    case FT_EQ_TILE_MINUS:
      if (b > a)
        p->ok = FALSE;
      return a - b;
    case FT_EQ_TILE_TIMES: return a * b;
    case FT_EQ_TILE_DIVIDE:
      if (b == 0 || a % b != 0)
        {
          p->ok = FALSE;
          return 0;
        }
      return a / b;
    case FT_EQ_TILE_AND: return a & b;
    case FT_EQ_TILE_OR: return a | b;
    case FT_EQ_TILE_XOR: return a ^ b;
    default: g_assert_not_reached ();
    }
}

/* Precedence levels of R15, loosest first. */
static const guint8 ref_levels[][2] = {
  { FT_EQ_TILE_OR, FT_EQ_TILE_OR },
  { FT_EQ_TILE_XOR, FT_EQ_TILE_XOR },
  { FT_EQ_TILE_AND, FT_EQ_TILE_AND },
  { FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS },
  { FT_EQ_TILE_TIMES, FT_EQ_TILE_DIVIDE },
};

static guint64
ref_level (RefParser *p,
           guint      level)
{
  guint64 v;

  if (level == G_N_ELEMENTS (ref_levels))
    return ref_operand (p);
  v = ref_level (p, level + 1);
  while (p->pos < p->end && p->t[p->pos].kind == 'o' &&
         (p->t[p->pos].op == ref_levels[level][0] || p->t[p->pos].op == ref_levels[level][1]))
    {
      guint8 op = p->t[p->pos++].op;
      guint64 r = ref_level (p, level + 1);

      v = ref_combine (p, op, v, r);
    }
  return v;
}

static guint64
ref_part (RefParser *p)
{
  guint64 v;

  if (!p->ltr)
    return ref_level (p, 0);
  v = ref_operand (p);
  while (p->pos < p->end)
    {
      guint8 op = p->t[p->pos++].op;

      v = ref_combine (p, op, v, ref_operand (p));
    }
  return v;
}

/* Grammar, leading zeros, R17, evaluation and equal parts; not R12's
 * needless NOT zeros. */
static gboolean
ref_correct (const guint8    *tiles,
             guint            n,
             const FtEqRules *rules,
             gboolean         check_static,
             guint64         *value)
{
  RefToken t[FT_EQ_MAX_TILES];
  guint nt = 0, parts = 0;
  guint64 first = 0;
  gboolean strict = rules->options & FT_EQ_OPTION_STRICT_IDENTITY;
  gboolean ident = strict || (rules->options & FT_EQ_OPTION_NO_IDENTITY);

  for (guint i = 0; i < n; i++)
    {
      if (tiles[i] <= FT_EQ_TILE_1)
        {
          if (nt > 0 && t[nt - 1].kind == 'n' && (i > 0 && tiles[i - 1] <= FT_EQ_TILE_1))
            {
              t[nt - 1].value = t[nt - 1].value * 2 + tiles[i];
              t[nt - 1].width++;
            }
          else
            t[nt++] = (RefToken) { 'n', 0, tiles[i] == FT_EQ_TILE_0, 1, tiles[i] };
        }
      else if (tiles[i] == FT_EQ_TILE_NOT)
        t[nt++] = (RefToken) { '!', 0, 0, 0, 0 };
      else if (tiles[i] == FT_EQ_TILE_EQUALS)
        t[nt++] = (RefToken) { '=', 0, 0, 0, 0 };
      else
        {
          if (tiles[i] == FT_EQ_TILE_XOR && !(rules->options & FT_EQ_OPTION_XOR))
            return FALSE;
          t[nt++] = (RefToken) { 'o', tiles[i], 0, 0, 0 };
        }
    }

  /* Each part: NOT? n (o NOT? n)*, at least two parts. */
  for (guint s = 0; s <= nt;)
    {
      guint e = s;
      gboolean want_operand = TRUE;
      RefParser p;
      guint64 v;

      while (e < nt && t[e].kind != '=')
        e++;
      for (guint k = s; k < e; k++)
        {
          if (want_operand)
            {
              if (t[k].kind == '!' && k + 1 < e && t[k + 1].kind == 'n')
                k++;
              else if (t[k].kind != 'n')
                return FALSE;
              else if (check_static && t[k].has_zero_lead && t[k].width > 1)
                return FALSE;   /* R12 */
              want_operand = FALSE;
            }
          else
            {
              if (t[k].kind != 'o')
                return FALSE;
              /* R17: the operator and exactly the number after it. */
              if (check_static && ident && k + 1 < e && t[k + 1].kind == 'n' && t[k + 1].width == 1)
                {
                  guint8 op = t[k].op;
                  guint64 x = t[k + 1].value;

                  if ((op == FT_EQ_TILE_TIMES && x == 1) ||
                      ((op == FT_EQ_TILE_PLUS || op == FT_EQ_TILE_MINUS) && x == 0) ||
                      (strict && op == FT_EQ_TILE_AND && x == 1) ||
                      (strict && op == FT_EQ_TILE_OR && x == 0))
                    return FALSE;
                }
              want_operand = TRUE;
            }
        }
      if (want_operand)
        return FALSE;   /* an empty part or a trailing operator */

      p = (RefParser) { t, s, e, rules->order == FT_EQ_ORDER_LTR, TRUE };
      v = ref_part (&p);
      if (!p.ok)
        return FALSE;
      if (parts++ == 0)
        first = v;
      else if (v != first)
        return FALSE;
      s = e + 1;
    }
  if (parts < 2)
    return FALSE;
  *value = first;
  return TRUE;
}

/* R12: delete j of the leading zeros of each NOT number, every choice. */
static gboolean
ref_zeros_needless (const guint8    *tiles,
                    guint            n,
                    const FtEqRules *rules,
                    guint            from)
{
  for (guint i = from; i < n; i++)
    {
      guint z = 0;

      if (tiles[i] != FT_EQ_TILE_NOT)
        continue;
      while (i + 1 + z + 1 < n && tiles[i + 1 + z] == FT_EQ_TILE_0 && tiles[i + 2 + z] <= FT_EQ_TILE_1)
        z++;
      for (guint j = 1; j <= z; j++)
        {
          guint8 shorter[FT_EQ_MAX_TILES];
          guint m = 0;
          guint64 v;

          for (guint k = 0; k < n; k++)
            if (k < i + 1 || k >= i + 1 + j)
              shorter[m++] = tiles[k];
          if (ref_correct (shorter, m, rules, FALSE, &v))
            return TRUE;
          /* Deletions in later NOT numbers, on top of this one. */
          if (ref_zeros_needless (shorter, m, rules, i + 1))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
ref_valid (const guint8    *tiles,
           guint            n,
           const FtEqRules *rules,
           guint64         *value)
{
  if (!ref_correct (tiles, n, rules, TRUE, value))
    return FALSE;
  if (!(rules->options & FT_EQ_OPTION_LOOSE_NOT_ZEROS) && ref_zeros_needless (tiles, n, rules, 0))
    return FALSE;
  return TRUE;
}

typedef struct
{
  FtEqRules rules;
  guint     max_len;
  guint8    tiles[FT_EQ_MAX_TILES];
  guint64   lines, valid;
} RefWalk;

static void
ref_walk (RefWalk *w,
          guint    len,
          gboolean after_digit,
          gboolean after_operand_start)
{
  FtEqVerdict v;
  guint64 value = 0;
  gboolean mine = ft_eq_check (w->tiles, len, &w->rules, &v);
  gboolean theirs = ref_valid (w->tiles, len, &w->rules, &value);

  w->lines++;
  if (mine != theirs || (mine && v.value != value))
    {
      g_autofree char *text = ft_eq_tiles_to_string (w->tiles, len);
      g_autofree char *why = ft_eq_verdict_describe (&v, w->tiles, len);

      g_error ("“%s”: the engine says %s, the reference %s", text, why,
               theirs ? "valid" : "invalid");
    }
  w->valid += mine;
  if (len == w->max_len)
    return;

  for (guint8 t = 0; t < FT_EQ_N_TILES; t++)
    {
      gboolean digit = t <= FT_EQ_TILE_1;

      /* Prune only what cannot parse: after an operator, =, NOT or at the
       * start comes a digit or NOT (not NOT after NOT). */
      if (!after_digit && !digit && !(t == FT_EQ_TILE_NOT && !after_operand_start))
        continue;
      if (t == FT_EQ_TILE_XOR && !(w->rules.options & FT_EQ_OPTION_XOR))
        continue;
      w->tiles[len] = t;
      ref_walk (w, len + 1, digit, t == FT_EQ_TILE_NOT);
    }
}

static void
test_reference (gconstpointer data)
{
  RefWalk w = { 0 };

  w.rules = rules_of (data);
  w.max_len = g_test_slow () ? 10 : 9;
  ref_walk (&w, 0, FALSE, FALSE);
  g_test_message ("%s: %" G_GUINT64_FORMAT " lines, %" G_GUINT64_FORMAT " valid, all agree",
                  (const char *) data, w.lines, w.valid);
  g_assert_cmpuint (w.valid, >, 1000);
}

int
main (int    argc,
      char **argv)
{
  static const char *configs[] = {
    "standard", "ltr", "standard xor no-identity", "ltr xor strict-identity", "standard loose-not-zeros",
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/equation/engine/messages", test_messages);
  g_test_add_func ("/equation/engine/apply-r14", test_apply);
  g_test_add_func ("/equation/engine/api-limits", test_api_limits);
  g_test_add_func ("/equation/engine/text-form", test_text_form);
  g_test_add_func ("/equation/trace/steps-r15", test_trace_steps);
  g_test_add_func ("/equation/trace/tree", test_trace_tree);
  g_test_add_func ("/equation/trace/failures", test_trace_failures);
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *name = g_strdelimit (g_strdup (configs[i]), " ", '-');
      g_autofree char *path = g_strdup_printf ("/equation/engine/reference/%s", name);

      g_test_add_data_func (path, configs[i], test_reference);
    }

  return g_test_run ();
}
