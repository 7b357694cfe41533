/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "equation/equation-check.h"
#include "equation/equation-prefix.h"

/*
 * The prefix check must be sound: a prefix it rejects can never be completed
 * into a valid line.  Equivalently, every prefix of every valid line is
 * accepted.  The tests below enumerate every line up to a length (every
 * completion of every shorter prefix), check each with ft_eq_check() and, for
 * each valid one, require that the prefix check kept all its prefixes.
 */

/* A lenient reference of the grammar (R11), written for the test: it only
 * cuts lines whose start can never follow `expr ('=' expr)+`, where expr is
 * `NOT? number (binop NOT? number)*`. */
enum { REF_START, REF_AFTER_NOT, REF_NUMBER, REF_AFTER_OP, REF_DEAD };

static guint
ref_step (guint  state,
          guint8 tile)
{
  gboolean digit = tile == FT_EQ_TILE_0 || tile == FT_EQ_TILE_1;

  if (digit)
    return REF_NUMBER;
  if (tile == FT_EQ_TILE_NOT)
    return state == REF_START || state == REF_AFTER_OP ? REF_AFTER_NOT : REF_DEAD;
  if (state != REF_NUMBER)
    return REF_DEAD;
  return tile == FT_EQ_TILE_EQUALS ? REF_START : REF_AFTER_OP;
}

typedef struct
{
  FtEqRules rules;
  guint     max_len;
  gboolean  prune;
  guint8    tiles[FT_EQ_MAX_TILES];
  guint64   lines;
  guint64   valid;
  guint64   rejected;
  guint64   rejected_by[FT_EQ_N_FAULTS];
} Walk;

static void
walk (Walk             *w,
      guint             len,
      const FtEqPrefix *prefix,
      gboolean          all_open,
      guint             ref)
{
  FtEqVerdict v;

  w->lines++;
  if (ft_eq_check (w->tiles, len, &w->rules, &v))
    {
      w->valid++;
      if (!all_open)
        {
          g_autofree char *text = ft_eq_tiles_to_string (w->tiles, len);

          g_error ("the prefix check rejects a prefix of the valid line “%s”", text);
        }
    }
  if (len == w->max_len)
    return;

  for (guint8 t = 0; t < FT_EQ_N_TILES; t++)
    {
      FtEqPrefix next = *prefix;
      guint next_ref = ref_step (ref, t);
      gboolean open;

      if (w->prune && next_ref == REF_DEAD)
        continue;
      if (t == FT_EQ_TILE_XOR && w->prune && !(w->rules.options & FT_EQ_OPTION_XOR))
        continue;

      w->tiles[len] = t;
      open = ft_eq_prefix_push (&next, t);
      if (all_open && !open)
        {
          w->rejected++;
          w->rejected_by[next.verdict.fault]++;
        }
      walk (w, len + 1, &next, all_open && open, next_ref);
    }
}

static void
run_walk (const char *rules_text,
          const char *start,
          guint       max_len,
          gboolean    prune)
{
  Walk w = { 0 };
  FtEqPrefix prefix;
  guint n = 0, ref = REF_START;
  gboolean open = TRUE;
  g_autoptr(GString) by = g_string_new (NULL);

  g_assert_true (ft_eq_rules_from_string (rules_text, &w.rules, NULL));
  g_assert_true (ft_eq_tiles_from_string (start, w.tiles, &n, NULL));
  w.max_len = max_len;
  w.prune = prune;

  ft_eq_prefix_init (&prefix, &w.rules);
  for (guint i = 0; i < n; i++)
    {
      open = ft_eq_prefix_push (&prefix, w.tiles[i]) && open;
      ref = ref_step (ref, w.tiles[i]);
    }
  walk (&w, n, &prefix, open, ref);

  for (guint f = 0; f < FT_EQ_N_FAULTS; f++)
    if (w.rejected_by[f] > 0)
      g_string_append_printf (by, " %s %" G_GUINT64_FORMAT, ft_eq_fault_name (f), w.rejected_by[f]);
  g_test_message ("%s, “%s” + up to %u tiles%s: %" G_GUINT64_FORMAT " lines, %" G_GUINT64_FORMAT
                  " valid, %" G_GUINT64_FORMAT " prefixes rejected:%s",
                  rules_text, start, max_len - n, prune ? " (grammar-pruned)" : "",
                  w.lines, w.valid, w.rejected, by->str);
  /* The walk must have met valid lines and rejections, or it proves nothing. */
  g_assert_cmpuint (w.valid, >, 0);
  g_assert_cmpuint (w.rejected, >, 0);
}

/* Every line of up to 6 tiles, no pruning at all: covers the grammar part
 * of the prefix check with nothing taken on trust. */
static void
test_unpruned (void)
{
  run_walk ("standard xor", "", 6, FALSE);
  run_walk ("ltr no-identity", "", 6, FALSE);
}

/* Every grammatical line of up to 9 tiles, under each order and option. */
static void
test_grammatical (gconstpointer data)
{
  run_walk (data, "", g_test_slow () ? 10 : 9, TRUE);
}

/* Near the board's 15 tiles, where the prefix check rejects lines too long
 * to finish (R3). */
static void
test_long_lines (void)
{
  run_walk ("standard", "1 + 1 + 1 + 1 + 1", 15, TRUE);
  run_walk ("ltr", "1 0 x 1 1 - 1", 15, TRUE);
  run_walk ("standard no-identity", "1 1 = 1 1", 13, TRUE);
  run_walk ("ltr xor", "NOT 0 0 1 XOR", 13, TRUE);
}

static gboolean
open_text (const char *rules_text,
           const char *text,
           FtEqFault  *fault)
{
  FtEqRules rules;
  FtEqVerdict v;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = 0;
  gboolean open;

  g_assert_true (ft_eq_rules_from_string (rules_text, &rules, NULL));
  g_assert_true (ft_eq_tiles_from_string (text, tiles, &n, NULL));
  open = ft_eq_prefix_check (tiles, n, &rules, &v);
  *fault = v.fault;
  return open;
}

/* The check rejects early where it can. */
static void
test_rejects (void)
{
  static const struct {
    const char *rules;
    const char *prefix;
    FtEqFault fault;   /* FT_EQ_FAULT_NONE: still open */
  } cases[] = {
    { "standard", "", FT_EQ_FAULT_NONE },
    { "standard", "1", FT_EQ_FAULT_NONE },
    { "standard", "=", FT_EQ_FAULT_EMPTY_PART },
    { "standard", "+", FT_EQ_FAULT_SIGN },
    { "standard", "0 1", FT_EQ_FAULT_LEADING_ZERO },
    { "standard", "NOT 0 1", FT_EQ_FAULT_NONE },
    { "standard", "1 + x", FT_EQ_FAULT_TWO_OPERATORS },
    { "standard", "1 XOR", FT_EQ_FAULT_XOR_OFF },
    /* R14: 1 - 10 fails once nothing tighter can follow 10. */
    { "standard", "1 - 1 0", FT_EQ_FAULT_NONE },
    { "standard", "1 - 1 0 x", FT_EQ_FAULT_NONE },
    { "standard", "1 - 1 0 +", FT_EQ_FAULT_NEGATIVE },
    { "standard", "1 - 1 0 =", FT_EQ_FAULT_NEGATIVE },
    { "ltr", "1 - 1 0 x", FT_EQ_FAULT_NEGATIVE },
    { "standard", "1 1 / 1 0 x", FT_EQ_FAULT_REMAINDER },
    { "standard", "1 + 1 1 / 1 0 AND", FT_EQ_FAULT_REMAINDER },
    { "standard", "1 / 0 =", FT_EQ_FAULT_DIVISION_BY_ZERO },
    /* R16: finished parts must agree. */
    { "standard", "1 = 1 0", FT_EQ_FAULT_NONE },
    { "standard", "1 = 1 0 =", FT_EQ_FAULT_PARTS_DIFFER },
    { "standard", "1 + 1 = 1 0 = 1 0 =", FT_EQ_FAULT_NONE },
    /* R17 once the number after the operator is complete. */
    { "standard no-identity", "1 x 1", FT_EQ_FAULT_NONE },
    { "standard no-identity", "1 x 1 =", FT_EQ_FAULT_IDENTITY },
    { "standard strict-identity", "1 AND 1 +", FT_EQ_FAULT_IDENTITY },
    /* R3: no room left to finish. */
    { "standard", "1 + 1 + 1 + 1 + 1 + 1 + 1", FT_EQ_FAULT_NONE },
    { "standard", "1 + 1 + 1 + 1 + 1 + 1 + 1 +", FT_EQ_FAULT_TOO_LONG },
    { "standard", "1 + 1 + 1 + 1 + 1 + 1 + 1 1", FT_EQ_FAULT_TOO_LONG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FtEqFault fault;
      gboolean open = open_text (cases[i].rules, cases[i].prefix, &fault);

      g_test_message ("%s: “%s”", cases[i].rules, cases[i].prefix);
      g_assert_cmpint (open, ==, cases[i].fault == FT_EQ_FAULT_NONE);
      g_assert_cmpstr (ft_eq_fault_name (fault), ==, ft_eq_fault_name (cases[i].fault));
    }
}

/* A dead prefix stays dead, whatever follows. */
static void
test_stays_dead (void)
{
  FtEqRules rules = { FT_EQ_ORDER_STANDARD, 0 };
  FtEqPrefix p;

  ft_eq_prefix_init (&p, &rules);
  g_assert_true (ft_eq_prefix_push (&p, FT_EQ_TILE_1));
  g_assert_false (ft_eq_prefix_push (&p, FT_EQ_TILE_NOT));
  g_assert_false (ft_eq_prefix_push (&p, FT_EQ_TILE_1));
  g_assert_cmpuint (p.verdict.fault, ==, FT_EQ_FAULT_IMPLIED_MULTIPLICATION);
  g_assert_false (ft_eq_prefix_push (&p, 200));
}

int
main (int    argc,
      char **argv)
{
  static const char *configs[] = {
    "standard", "ltr",
    "standard xor", "ltr xor",
    "standard no-identity", "ltr strict-identity",
    "standard loose-not-zeros xor strict-identity", "ltr loose-not-zeros",
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/equation/prefix/rejects", test_rejects);
  g_test_add_func ("/equation/prefix/stays-dead", test_stays_dead);
  g_test_add_func ("/equation/prefix/sound/unpruned-6", test_unpruned);
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *name = g_strdelimit (g_strdup (configs[i]), " ", '-');
      g_autofree char *path = g_strdup_printf ("/equation/prefix/sound/%s", name);

      g_test_add_data_func (path, configs[i], test_grammatical);
    }
  g_test_add_func ("/equation/prefix/sound/long-lines", test_long_lines);

  return g_test_run ();
}
