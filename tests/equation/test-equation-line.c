/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ft-equation-line.h"

/*
 * The workbench's line model: edits at the cursor, the cursor, undo/redo,
 * and that the verdicts it holds follow every change in both orders
 * (scrabble R15) and under every option (R11, R12, R17).
 */

typedef struct
{
  guint changes;
} Counts;

static void
count_cb (FtEquationLine *line,
          Counts         *counts)
{
  counts->changes++;
}

static void
assert_line (FtEquationLine *line,
             const char     *text,
             guint           cursor)
{
  g_autofree char *now = ft_equation_line_to_string (line);

  g_assert_cmpstr (now, ==, text);
  g_assert_cmpuint (ft_equation_line_get_cursor (line), ==, cursor);
}

static void
test_edits_and_cursor (void)
{
  g_autoptr(FtEquationLine) line = ft_equation_line_new ();
  Counts c = { 0 };

  g_signal_connect (line, "changed", G_CALLBACK (count_cb), &c);

  g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_1));
  g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_PLUS));
  g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_1));
  assert_line (line, "1 + 1", 3);
  g_assert_cmpuint (c.changes, ==, 3);

  /* Insertion happens at the cursor, not at the end. */
  g_assert_true (ft_equation_line_move_cursor (line, -2));
  assert_line (line, "1 + 1", 1);
  g_assert_cmpuint (c.changes, ==, 4);
  g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_0));
  assert_line (line, "1 0 + 1", 2);

  /* The cursor stays within 0 … n_tiles and a move that goes nowhere is
   * no change. */
  g_assert_true (ft_equation_line_set_cursor (line, 99));
  g_assert_cmpuint (ft_equation_line_get_cursor (line), ==, 4);
  c.changes = 0;
  g_assert_false (ft_equation_line_move_cursor (line, 1));
  g_assert_true (ft_equation_line_move_cursor (line, -10));
  g_assert_false (ft_equation_line_move_cursor (line, -1));
  g_assert_cmpuint (c.changes, ==, 1);
  assert_line (line, "1 0 + 1", 0);

  /* Backspace at the start and Delete at the end do nothing. */
  g_assert_false (ft_equation_line_backspace (line));
  g_assert_true (ft_equation_line_delete (line));
  assert_line (line, "0 + 1", 0);
  ft_equation_line_set_cursor (line, 3);
  g_assert_false (ft_equation_line_delete (line));
  g_assert_true (ft_equation_line_backspace (line));
  assert_line (line, "0 +", 2);

  g_assert_true (ft_equation_line_clear (line));
  assert_line (line, "", 0);
  g_assert_false (ft_equation_line_clear (line));
}

/* scrabble R3: a line of the board holds 15 tiles; the 16th is refused. */
static void
test_full_line (void)
{
  g_autoptr(FtEquationLine) line = ft_equation_line_new ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < FT_EQ_MAX_TILES; i++)
    g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_1));
  g_assert_false (ft_equation_line_insert (line, FT_EQ_TILE_0));
  g_assert_cmpuint (ft_equation_line_get_n_tiles (line), ==, FT_EQ_MAX_TILES);

  /* A malformed text changes nothing and says why. */
  g_assert_true (ft_equation_line_set_text (line, "1 + 1 = 1 0", &error));
  g_assert_no_error (error);
  g_assert_false (ft_equation_line_set_text (line, "1 + banana", &error));
  g_assert_nonnull (error);
  assert_line (line, "1 + 1 = 1 0", 6);
}

static void
test_undo_redo (void)
{
  g_autoptr(FtEquationLine) line = ft_equation_line_new ();

  g_assert_false (ft_equation_line_can_undo (line));
  g_assert_false (ft_equation_line_undo (line));
  g_assert_true (ft_equation_line_set_text (line, "1 1 = 1 1", NULL));
  ft_equation_line_set_cursor (line, 2);
  g_assert_true (ft_equation_line_backspace (line));
  assert_line (line, "1 = 1 1", 1);

  /* Undo brings back the tiles and the cursor of the moment before. */
  g_assert_true (ft_equation_line_undo (line));
  assert_line (line, "1 1 = 1 1", 2);
  g_assert_true (ft_equation_line_can_redo (line));
  g_assert_true (ft_equation_line_redo (line));
  assert_line (line, "1 = 1 1", 1);
  g_assert_false (ft_equation_line_redo (line));

  /* A new edit forgets what could be redone. */
  g_assert_true (ft_equation_line_undo (line));
  g_assert_true (ft_equation_line_insert (line, FT_EQ_TILE_0));
  g_assert_false (ft_equation_line_can_redo (line));
  assert_line (line, "1 1 0 = 1 1", 3);

  /* Moving the cursor and changing the rules are not edits. */
  ft_equation_line_set_cursor (line, 0);
  ft_equation_line_set_order (line, FT_EQ_ORDER_LTR);
  g_assert_true (ft_equation_line_undo (line));
  assert_line (line, "1 1 = 1 1", 2);
  g_assert_true (ft_equation_line_undo (line));
  assert_line (line, "", 0);
  g_assert_false (ft_equation_line_can_undo (line));
  g_assert_cmpint (ft_equation_line_get_order (line), ==, FT_EQ_ORDER_LTR);
}

/*
 * Random edits against an independent reference: a plain string of tile
 * codes with a cursor, and the list of its past states for undo.  After
 * every step the model's line, cursor and verdicts must match; the
 * verdicts are checked with ft_eq_check() (the engine's hot path, a
 * different code path from the trace the model keeps).
 */
static void
test_random_against_reference (void)
{
  g_autoptr(FtEquationLine) line = ft_equation_line_new ();
  g_autoptr(GPtrArray) undo = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) redo = g_ptr_array_new_with_free_func (g_free);
  GRand *rand = g_rand_new_with_seed (4);
  guint8 ref[FT_EQ_MAX_TILES + 1];
  guint n = 0, cursor = 0;
  guint valid_seen = 0;

#define SAVE() g_strdup_printf ("%u:%.*s", cursor, (int) n, (char *) ref)
#define LOAD(s) G_STMT_START { \
    char *colon = strchr ((s), ':'); \
    cursor = atoi ((s)); n = strlen (colon + 1); memcpy (ref, colon + 1, n); \
  } G_STMT_END

  for (guint step = 0; step < 20000; step++)
    {
      guint what = g_rand_int_range (rand, 0, 100);

      if (what < 55 || what >= 98)
        {
          /* Tiles are stored in the reference as 'a' + tile.  Now and
           * then a whole sum a + b = a + b is typed at the cursor, so that
           * the walk meets valid lines too. */
          guint8 word[FT_EQ_MAX_TILES];
          guint len = 0;

          if (what >= 98)
            {
              guint a = g_rand_int_range (rand, 1, 8), b = g_rand_int_range (rand, 1, 8);
              guint values[3] = { a, b, a + b };

              /* Clearing an empty line is no edit. */
              g_assert_cmpint (ft_equation_line_clear (line), ==, n > 0);
              if (n > 0)
                {
                  g_ptr_array_add (undo, SAVE ());
                  g_ptr_array_set_size (redo, 0);
                }
              n = cursor = 0;
              for (guint k = 0; k < 3; k++)
                {
                  for (int bit = 3; bit >= 0; bit--)
                    if ((values[k] >> bit) || bit == 0)
                      word[len++] = (values[k] >> bit) & 1;
                  if (k < 2)
                    word[len++] = k == 0 ? FT_EQ_TILE_PLUS : FT_EQ_TILE_EQUALS;
                }
            }
          else
            word[len++] = g_rand_int_range (rand, 0, 4) == 0 ? FT_EQ_TILE_EQUALS
                        : g_rand_int_range (rand, 0, 2) ? g_rand_int_range (rand, 0, 2)
                        : g_rand_int_range (rand, FT_EQ_TILE_PLUS, FT_EQ_N_TILES);

          for (guint k = 0; k < len; k++)
            {
              gboolean ok = ft_equation_line_insert (line, word[k]);

              g_assert_cmpint (ok, ==, n < FT_EQ_MAX_TILES);
              if (ok)
                {
                  g_ptr_array_add (undo, SAVE ());
                  g_ptr_array_set_size (redo, 0);
                  memmove (ref + cursor + 1, ref + cursor, n - cursor);
                  ref[cursor++] = 'a' + word[k];
                  n++;
                }
            }
        }
      else if (what < 65)
        {
          gboolean ok = ft_equation_line_backspace (line);

          g_assert_cmpint (ok, ==, cursor > 0);
          if (ok)
            {
              g_ptr_array_add (undo, SAVE ());
              g_ptr_array_set_size (redo, 0);
              memmove (ref + cursor - 1, ref + cursor, n - cursor);
              cursor--;
              n--;
            }
        }
      else if (what < 70)
        {
          gboolean ok = ft_equation_line_delete (line);

          g_assert_cmpint (ok, ==, cursor < n);
          if (ok)
            {
              g_ptr_array_add (undo, SAVE ());
              g_ptr_array_set_size (redo, 0);
              memmove (ref + cursor, ref + cursor + 1, n - cursor - 1);
              n--;
            }
        }
      else if (what < 82)
        {
          int delta = g_rand_int_range (rand, -3, 4);

          ft_equation_line_move_cursor (line, delta);
          cursor = CLAMP ((int) cursor + delta, 0, (int) n);
        }
      else if (what < 90)
        {
          gboolean ok = ft_equation_line_undo (line);

          g_assert_cmpint (ok, ==, undo->len > 0);
          if (ok)
            {
              g_ptr_array_add (redo, SAVE ());
              LOAD ((char *) undo->pdata[undo->len - 1]);
              g_ptr_array_set_size (undo, undo->len - 1);
            }
        }
      else if (what < 96)
        {
          gboolean ok = ft_equation_line_redo (line);

          g_assert_cmpint (ok, ==, redo->len > 0);
          if (ok)
            {
              g_ptr_array_add (undo, SAVE ());
              LOAD ((char *) redo->pdata[redo->len - 1]);
              g_ptr_array_set_size (redo, redo->len - 1);
            }
        }
      else if (what < 98)
        {
          FtEqOptions option = 1u << g_rand_int_range (rand, 0, 4);

          ft_equation_line_set_option (line, option, g_rand_boolean (rand));
          ft_equation_line_set_order (line, g_rand_int_range (rand, 0, 2));
        }

      {
        guint got_n;
        const guint8 *got = ft_equation_line_get_tiles (line, &got_n);
        guint8 tiles[FT_EQ_MAX_TILES];

        g_assert_cmpuint (got_n, ==, n);
        g_assert_cmpuint (ft_equation_line_get_cursor (line), ==, cursor);
        for (guint i = 0; i < n; i++)
          {
            tiles[i] = ref[i] - 'a';
            g_assert_cmpuint (got[i], ==, tiles[i]);
          }

        for (FtEqOrder order = FT_EQ_ORDER_STANDARD; order <= FT_EQ_ORDER_LTR; order++)
          {
            FtEqRules rules = ft_equation_line_get_rules (line);
            FtEqVerdict verdict;
            gboolean valid;

            rules.order = order;
            valid = ft_eq_check (tiles, n, &rules, &verdict);
            g_assert_cmpint (ft_equation_line_get_trace (line, order)->verdict.fault, ==, verdict.fault);
            if (order == ft_equation_line_get_order (line))
              {
                g_assert_cmpint (ft_equation_line_is_valid (line), ==, valid);
                valid_seen += valid;
              }
          }
      }
    }

  /* The random walk must have met valid lines, or it tested little. */
  g_assert_cmpuint (valid_seen, >, 50);
  g_rand_free (rand);
#undef SAVE
#undef LOAD
}

/* scrabble R15: 1 + 1 × 10 = 100 holds left to right only; the model
 * says the orders differ, and follows a change of order and options. */
static void
test_verdict_updates (void)
{
  g_autoptr(FtEquationLine) line = ft_equation_line_new ();
  g_autofree char *standard = NULL, *ltr = NULL, *xor_off = NULL;

  g_assert_true (ft_equation_line_set_text (line, "1 + 1 x 1 0 = 1 0 0", NULL));
  g_assert_false (ft_equation_line_is_valid (line));
  g_assert_true (ft_equation_line_orders_differ (line));
  standard = ft_equation_line_describe_verdict (line, FT_EQ_ORDER_STANDARD);
  ltr = ft_equation_line_describe_verdict (line, FT_EQ_ORDER_LTR);
  g_assert_cmpstr (standard, ==, "part 2 is 100 (4) but part 1 is 11 (3) (the rule that every part has the same value)");
  g_assert_cmpstr (ltr, ==, "valid: every part is 100 (4)");
  ft_equation_line_set_order (line, FT_EQ_ORDER_LTR);
  g_assert_true (ft_equation_line_is_valid (line));
  g_assert_cmpuint (ft_equation_line_get_verdict (line)->value, ==, 4);

  /* 1 + 1 + 1 reads the same either way. */
  g_assert_true (ft_equation_line_set_text (line, "1 + 1 + 1 = 1 1", NULL));
  g_assert_false (ft_equation_line_orders_differ (line));
  g_assert_true (ft_equation_line_is_valid (line));

  /* The XOR option (R11) and no identity fragments (R17). */
  g_assert_true (ft_equation_line_set_text (line, "1 1 XOR 1 = 1 0", NULL));
  g_assert_true (ft_equation_line_is_valid (line));
  ft_equation_line_set_option (line, FT_EQ_OPTION_XOR, FALSE);
  g_assert_false (ft_equation_line_is_valid (line));
  xor_off = ft_equation_line_describe_verdict (line, FT_EQ_ORDER_LTR);
  g_assert_nonnull (strstr (xor_off, "(the rule on the grammar of an equation)"));
  g_assert_null (strstr (xor_off, "R11"));

  g_assert_true (ft_equation_line_set_text (line, "1 0 x 1 = 1 0", NULL));
  g_assert_true (ft_equation_line_is_valid (line));
  ft_equation_line_set_option (line, FT_EQ_OPTION_NO_IDENTITY, TRUE);
  g_assert_cmpuint (ft_equation_line_get_verdict (line)->rule, ==, 17);

  /* R12: NOT 01 AND 1 = 0 has a needless zero unless zeros are loose. */
  g_assert_true (ft_equation_line_set_text (line, "NOT 0 1 AND 1 = 0", NULL));
  g_assert_cmpuint (ft_equation_line_get_verdict (line)->rule, ==, 12);
  ft_equation_line_set_option (line, FT_EQ_OPTION_LOOSE_NOT_ZEROS, TRUE);
  g_assert_true (ft_equation_line_is_valid (line));
}

static void
test_tokens_text (void)
{
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n;
  g_autofree char *all = NULL, *middle = NULL;

  g_assert_true (ft_eq_tiles_from_string ("1 0 1 AND NOT 1 1 = 1", tiles, &n, NULL));
  all = ft_equation_tokens_text (tiles, 0, n);
  g_assert_cmpstr (all, ==, "101 AND NOT 11 = 1");
  middle = ft_equation_tokens_text (tiles, 2, 6);
  g_assert_cmpstr (middle, ==, "1 AND NOT 1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/equation/line/edits-and-cursor", test_edits_and_cursor);
  g_test_add_func ("/equation/line/full-line", test_full_line);
  g_test_add_func ("/equation/line/undo-redo", test_undo_redo);
  g_test_add_func ("/equation/line/random-against-reference", test_random_against_reference);
  g_test_add_func ("/equation/line/verdict-updates", test_verdict_updates);
  g_test_add_func ("/equation/line/tokens-text", test_tokens_text);

  return g_test_run ();
}
