/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "equation/equation-check.h"
#include "equation/equation-prefix.h"

/*
 * The hand-written cases of cases.txt (see its header for the format), one
 * GTest per case and order: /equation/cases/line-N/standard.
 */

typedef struct
{
  guint     line_no;
  FtEqRules rules;
  char     *tiles;
  char     *expected;   /* `valid 10` or `invalid R12 leading-zero tile 3` */
} Case;

static GPtrArray *cases;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->tiles);
  g_free (c->expected);
  g_free (c);
}

static void
load_cases (void)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (CASES_FILE, &text, NULL, &error))
    g_error ("%s", error->message);

  cases = g_ptr_array_new_with_free_func (case_free);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_auto(GStrv) words = NULL;
      const char *line = lines[i];
      gboolean both;

      if (*line == '\0' || *line == '#')
        continue;
      fields = g_strsplit (line, "|", -1);
      if (g_strv_length (fields) != 3)
        g_error ("cases.txt:%u: expected three fields", i + 1);
      for (guint f = 0; f < 3; f++)
        g_strstrip (fields[f]);

      words = g_strsplit (fields[0], " ", 2);
      both = strcmp (words[0], "both") == 0;
      for (guint order = 0; order < 2; order++)
        {
          Case *c;
          FtEqRules rules;
          g_autofree char *spec = NULL;

          if (!both && order != (strcmp (words[0], "ltr") == 0 ? FT_EQ_ORDER_LTR : FT_EQ_ORDER_STANDARD))
            continue;
          spec = g_strdup_printf ("%s %s", order == FT_EQ_ORDER_LTR ? "ltr" : "standard",
                                  words[1] != NULL ? words[1] : "");
          if (!ft_eq_rules_from_string (spec, &rules, &error))
            g_error ("cases.txt:%u: %s", i + 1, error->message);

          c = g_new0 (Case, 1);
          c->line_no = i + 1;
          c->rules = rules;
          c->tiles = g_strdup (fields[1]);
          c->expected = g_strdup (fields[2]);
          g_ptr_array_add (cases, c);
        }
    }
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = 0;
  FtEqVerdict v;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) want = g_strsplit (c->expected, " ", -1);
  g_autofree char *message = NULL;
  g_autofree char *round = NULL;
  guint8 again[FT_EQ_MAX_TILES];
  guint n_again = 0;
  gboolean valid;

  g_assert_true (ft_eq_tiles_from_string (c->tiles, tiles, &n, &error));
  g_assert_no_error (error);

  valid = ft_eq_check (tiles, n, &c->rules, &v);
  message = ft_eq_verdict_describe (&v, tiles, n);
  g_test_message ("cases.txt:%u: %s → %s", c->line_no, c->tiles, message);

  if (strcmp (want[0], "valid") == 0)
    {
      g_autofree char *value = ft_eq_format_binary (v.value, 0);

      g_assert_true (valid);
      g_assert_cmpstr (value, ==, want[1]);
    }
  else
    {
      g_autofree char *rule = NULL;

      g_assert_cmpstr (want[0], ==, "invalid");
      g_assert_false (valid);
      rule = g_strdup_printf ("R%u", v.rule);
      g_assert_cmpstr (rule, ==, want[1]);
      g_assert_cmpstr (ft_eq_fault_name (v.fault), ==, want[2]);
      if (want[3] != NULL)
        {
          g_assert_cmpstr (want[3], ==, "tile");
          g_assert_cmpuint (v.tile + 1, ==, g_ascii_strtoull (want[4], NULL, 10));
        }
      /* Every message names its ruling, in words, never by its code. */
      g_assert_nonnull (strstr (message, ft_eq_rule_words (v.rule)));
      g_assert_null (strstr (message, rule));
    }

  /* The text form reads back what it writes. */
  round = ft_eq_tiles_to_string (tiles, n);
  g_assert_true (ft_eq_tiles_from_string (round, again, &n_again, NULL));
  g_assert_cmpmem (tiles, n, again, n_again);

  /* A valid line: every prefix of it is still open (the prefix check is
   * sound on the cases too). */
  if (valid)
    for (guint k = 0; k <= n; k++)
      g_assert_true (ft_eq_prefix_check (tiles, k, &c->rules, NULL));
}

/* The file itself: every fault of R11-R17 that a line of text can show
 * appears in both orders, every option is used, and at least 15 lines
 * change their verdict with the order of operations (R15). */
static void
test_coverage (void)
{
  g_autoptr(GHashTable) by_line = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint seen[FT_EQ_N_FAULTS][2] = { { 0 } };
  guint options_seen = 0, differing = 0;

  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];
      FtEqRules other = c->rules;
      g_autofree char *key = NULL, *other_key = NULL;
      const char *other_expected;
      guint8 tiles[FT_EQ_MAX_TILES];
      guint n = 0;
      FtEqVerdict v;

      g_assert_true (ft_eq_tiles_from_string (c->tiles, tiles, &n, NULL));
      ft_eq_check (tiles, n, &c->rules, &v);
      seen[v.fault][c->rules.order]++;
      options_seen |= c->rules.options;

      key = g_strdup_printf ("%u %u %s", c->rules.order, c->rules.options, c->tiles);
      other.order = !c->rules.order;
      other_key = g_strdup_printf ("%u %u %s", other.order, other.options, c->tiles);
      other_expected = g_hash_table_lookup (by_line, other_key);
      if (other_expected != NULL)
        {
          g_auto(GStrv) a = g_strsplit (c->expected, " ", 3);
          g_auto(GStrv) b = g_strsplit (other_expected, " ", 3);

          /* Different verdicts: valid against invalid, or another ruling. */
          if (strcmp (a[0], b[0]) != 0 || g_strcmp0 (a[1], b[1]) != 0)
            differing++;
        }
      g_hash_table_insert (by_line, g_steal_pointer (&key), g_strdup (c->expected));
    }

  for (guint f = 0; f < FT_EQ_N_FAULTS; f++)
    {
      /* A line of text holds at most 15 tiles, and its tiles are tiles;
       * no 15-tile line reaches 64 bits.  Those three are tested with the
       * API in test-equation-engine.c. */
      if (f == FT_EQ_FAULT_TOO_LONG || f == FT_EQ_FAULT_BAD_TILE || f == FT_EQ_FAULT_OVERFLOW)
        continue;
      if (seen[f][0] == 0 || seen[f][1] == 0)
        g_error ("fault %s is not covered in both orders", ft_eq_fault_name (f));
    }
  g_assert_cmpuint (options_seen, ==, FT_EQ_OPTION_XOR | FT_EQ_OPTION_NO_IDENTITY |
                    FT_EQ_OPTION_STRICT_IDENTITY | FT_EQ_OPTION_LOOSE_NOT_ZEROS);
  g_test_message ("%u checks, %u lines whose verdict differs between the orders",
                  cases->len, differing);
  g_assert_cmpuint (differing, >=, 15);
  g_assert_cmpuint (cases->len, >=, 300);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  load_cases ();

  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = cases->pdata[i];
      g_autofree char *path = g_strdup_printf ("/equation/cases/line-%u/%s", c->line_no,
                                               c->rules.order == FT_EQ_ORDER_LTR ? "ltr" : "standard");

      g_test_add_data_func (path, c, test_case);
    }
  g_test_add_func ("/equation/cases/coverage", test_coverage);

  status = g_test_run ();
  g_ptr_array_unref (cases);
  return status;
}
