/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>

#include "equation/equation-check.h"
#include "equation/equation-prefix.h"

/*
 * ft_eq_prefix_may_end(), the end check the move generator added to the
 * equation engine, against the full checker on every line of up to
 * MAX_LEN tiles whose prefixes stay open (a dead prefix has no valid
 * line, which the equation engine's own prefix tests prove): a valid line
 * may always end; with "loose NOT zeros" the two agree exactly; otherwise
 * a line that may end but is invalid fails only R12's needless zeros.
 */
#define MAX_LEN 9

typedef struct
{
  FtEqRules rules;
  guint8    tiles[FT_EQ_MAX_TILES];
  guint64   lines;
  guint64   valid;
  guint64   not_zeros;
} Walk;

static void
walk (Walk             *w,
      guint             len,
      const FtEqPrefix *prefix)
{
  FtEqVerdict v;
  gboolean valid = ft_eq_check (w->tiles, len, &w->rules, &v);
  gboolean may = ft_eq_prefix_may_end (prefix);

  w->lines++;
  w->valid += valid;
  if (valid && !may)
    g_error ("a valid line may not end: %s", ft_eq_tiles_to_string (w->tiles, len));
  if (may && !valid)
    {
      if ((w->rules.options & FT_EQ_OPTION_LOOSE_NOT_ZEROS) || v.fault != FT_EQ_FAULT_NOT_ZEROS)
        g_error ("an invalid line may end (%s): %s", ft_eq_fault_name (v.fault),
                 ft_eq_tiles_to_string (w->tiles, len));
      w->not_zeros++;
    }

  if (len == MAX_LEN)
    return;
  for (guint8 t = 0; t < FT_EQ_N_TILES; t++)
    {
      FtEqPrefix next = *prefix;

      if (!ft_eq_prefix_push (&next, t))
        continue;
      w->tiles[len] = t;
      walk (w, len + 1, &next);
    }
}

static void
test_rules (gconstpointer data)
{
  Walk w = { 0, };
  FtEqPrefix prefix;

  w.rules = *(const FtEqRules *) data;
  ft_eq_prefix_init (&prefix, &w.rules);
  /* The empty line may not end. */
  g_assert_false (ft_eq_prefix_may_end (&prefix));
  walk (&w, 0, &prefix);
  g_test_message ("%" G_GUINT64_FORMAT " open lines, %" G_GUINT64_FORMAT " valid, %" G_GUINT64_FORMAT
                  " NOT-zero cases", w.lines, w.valid, w.not_zeros);
  g_assert_cmpuint (w.valid, >, 10000);
}

static void
test_examples (void)
{
  static const struct { const char *line; gboolean may; } cases[] = {
    { "1 + 1 = 1 0", TRUE },
    { "1 + 1 = 1", FALSE },          /* R16 */
    { "1 + 1 = 1 0 +", FALSE },      /* R11 */
    { "1 1", FALSE },                /* no = */
    { "1 0 - 1 1 = 0", FALSE },      /* R14: below zero */
    { "1 1 x 1 1 = 1 0 0 1", TRUE },
    { "1 1 0 = NOT 0 0 1", TRUE },
  };
  FtEqRules rules = { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_NONE };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint8 tiles[FT_EQ_MAX_TILES];
      guint n;
      FtEqPrefix prefix;

      g_assert_true (ft_eq_tiles_from_string (cases[i].line, tiles, &n, NULL));
      ft_eq_prefix_init (&prefix, &rules);
      for (guint k = 0; k < n; k++)
        ft_eq_prefix_push (&prefix, tiles[k]);
      g_assert_cmpint (ft_eq_prefix_may_end (&prefix), ==, cases[i].may);
    }
}

int
main (int    argc,
      char **argv)
{
  static const FtEqRules rules[] = {
    { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_NONE },
    { FT_EQ_ORDER_LTR, FT_EQ_OPTION_LOOSE_NOT_ZEROS },
    { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_XOR | FT_EQ_OPTION_STRICT_IDENTITY },
    { FT_EQ_ORDER_LTR, FT_EQ_OPTION_NO_IDENTITY },
  };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scrabble/prefix-may-end/examples", test_examples);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autofree char *path = g_strdup_printf ("/scrabble/prefix-may-end/rules-%u", i);

      g_test_add_data_func (path, &rules[i], test_rules);
    }
  return g_test_run ();
}
