/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "ft-announce.h"
#include "ft-equation-line.h"
#include "ft-equation-workbench.h"
#include "../ui-test.h"

/*
 * The Equation Workbench in a real window (under Xvfb), as issue 15 asks:
 * the empty workbench shows a prompt, not red errors; a half-typed line is
 * no error either; and the verdict is said once: shown once on screen and
 * announced once, when the line is complete, not on every keystroke.
 * Tiles are typed with the palette's buttons, as a learner clicks them.
 */

typedef struct
{
  GtkWidget *window;
  GtkWidget *workbench;
  GtkWidget *region;      /* the status label ft_announce() writes to */
  GPtrArray *announced;   /* every message, in order */
} Bench;

static void
region_changed_cb (GtkLabel   *region,
                   GParamSpec *pspec,
                   Bench      *b)
{
  const char *text = gtk_label_get_text (region);

  /* ft_announce() clears the region before each message. */
  if (*text)
    g_ptr_array_add (b->announced, g_strdup (text));
}

static void
bench_set_up (Bench         *b,
              gconstpointer  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  b->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (b->window), 1000, 720);
  b->workbench = ft_equation_workbench_new ();
  gtk_widget_set_vexpand (b->workbench, TRUE);
  b->region = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (box), b->workbench);
  gtk_box_append (GTK_BOX (box), b->region);
  gtk_window_set_child (GTK_WINDOW (b->window), box);
  ft_announce_set_region (GTK_ROOT (b->window), GTK_LABEL (b->region));
  b->announced = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (b->region, "notify::label", G_CALLBACK (region_changed_cb), b);
  gtk_window_present (GTK_WINDOW (b->window));
  ft_ui_run_main_loop (200);
}

static void
bench_tear_down (Bench         *b,
                 gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (b->window));
  ft_ui_run_main_loop (30);
  g_ptr_array_unref (b->announced);
}

/* The palette button whose symbol is @symbol ("1", "+", "×", "="). */
static GtkWidget *
palette_button (GtkWidget  *root,
                const char *symbol)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "ft-eq-palette"))
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      ft_ui_collect_labels (root, labels);
      if (labels->len && g_str_equal (gtk_label_get_text (labels->pdata[0]), symbol))
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = palette_button (child, symbol);

      if (found)
        return found;
    }
  return NULL;
}

/* Clicks each tile of @symbols (separated by spaces), a short moment apart:
 * quicker than the pause after which a verdict is announced. */
static void
type_tiles (Bench      *b,
            const char *symbols)
{
  g_auto(GStrv) tiles = g_strsplit (symbols, " ", -1);

  for (guint i = 0; tiles[i]; i++)
    {
      GtkWidget *button = palette_button (b->workbench, tiles[i]);

      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
      ft_ui_run_main_loop (60);
    }
}

/* Long enough for a pause in typing to announce a complete line's verdict. */
static void
pause_typing (void)
{
  ft_ui_run_main_loop (1400);
}

/* The labels on screen whose text contains @part; those styled as errors
 * if @errors. */
static guint
count_labels (Bench      *b,
              const char *part,
              gboolean    errors)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n = 0;

  ft_ui_collect_labels (b->workbench, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (labels->pdata[i]);

      if (errors && !gtk_widget_has_css_class (labels->pdata[i], "error"))
        continue;
      if (part == NULL || strstr (text, part))
        {
          g_test_message ("on screen%s: %s", errors ? " in red" : "", text);
          n++;
        }
    }
  return n;
}

/* How many announcements since @from contain @part. */
static guint
count_announced (Bench      *b,
                 guint       from,
                 const char *part)
{
  guint n = 0;

  for (guint i = from; i < b->announced->len; i++)
    if (strstr (b->announced->pdata[i], part))
      n++;
  return n;
}

static void
test_empty_prompt (Bench         *b,
                   gconstpointer  data)
{
  FtEquationLine *line = ft_equation_workbench_get_line (FT_EQUATION_WORKBENCH (b->workbench));

  g_assert_cmpuint (count_labels (b, "Build an equation: type tiles or click them below.", FALSE), ==, 1);
  g_assert_cmpuint (count_labels (b, NULL, TRUE), ==, 0);
  g_assert_cmpuint (count_labels (b, "the line is empty", FALSE), ==, 0);
  g_assert_cmpuint (count_labels (b, "No tree", FALSE), ==, 0);

  /* A half-typed line is no error either, and nothing but its tiles is
   * said while it is typed. */
  type_tiles (b, "1 + 1");
  pause_typing ();
  g_assert_cmpuint (count_labels (b, NULL, TRUE), ==, 0);
  g_assert_cmpuint (count_labels (b, "Not valid", FALSE), ==, 0);
  g_assert_cmpuint (count_labels (b, "Keep going", FALSE), ==, 1);
  g_assert_cmpuint (b->announced->len, ==, 3);
  g_assert_cmpstr (b->announced->pdata[0], ==, "1");
  g_assert_cmpstr (b->announced->pdata[1], ==, "+");
  g_assert_cmpstr (b->announced->pdata[2], ==, "1");

  type_tiles (b, "=");
  pause_typing ();
  g_assert_cmpuint (count_labels (b, NULL, TRUE), ==, 0);
  g_assert_cmpuint (b->announced->len, ==, 4);

  /* Cleared again (Ctrl+N): the prompt, not an error. */
  ft_equation_line_clear (line);
  pause_typing ();
  g_assert_cmpuint (count_labels (b, "Build an equation", FALSE), ==, 1);
  g_assert_cmpuint (count_labels (b, NULL, TRUE), ==, 0);
  g_assert_cmpuint (b->announced->len, ==, 4);
}

static void
test_verdict_once (Bench         *b,
                   gconstpointer  data)
{
  FtEquationLine *line = ft_equation_workbench_get_line (FT_EQUATION_WORKBENCH (b->workbench));
  guint from;

  /* 1 + 1 = 10: valid, both orders alike (scrabble R15). */
  type_tiles (b, "1 + 1 = 1 0");
  pause_typing ();
  g_assert_cmpuint (count_labels (b, "every part is 10 (2)", FALSE), ==, 1);
  g_assert_cmpuint (count_announced (b, 0, "Valid equation: every part is 10 (2)"), ==, 1);
  g_assert_cmpuint (count_announced (b, 0, "alid"), ==, 1);
  /* The tiles, then the verdict once. */
  g_assert_cmpuint (b->announced->len, ==, 7);

  /* Moving the cursor changes no verdict: nothing more is said. */
  from = b->announced->len;
  ft_equation_line_move_cursor (line, -2);
  pause_typing ();
  ft_equation_line_move_cursor (line, 2);
  pause_typing ();
  g_assert_cmpuint (b->announced->len, ==, from);

  /* 1 + 1 × 10 = 100: not valid in standard order, valid left to right.
   * The card says the chosen order's verdict, the other column the other
   * order's: each once.  Typed quickly, the line is announced once, when
   * it is complete. */
  ft_equation_line_clear (line);
  from = b->announced->len;
  type_tiles (b, "1 + 1 × 1 0 = 1 0 0");
  pause_typing ();
  g_assert_cmpuint (count_labels (b, "part 2 is 100 (4) but part 1 is 11 (3)", FALSE), ==, 1);
  g_assert_cmpuint (count_labels (b, "part 2 is 100 (4) but part 1 is 11 (3)", TRUE), ==, 1);
  g_assert_cmpuint (count_labels (b, "every part is 100 (4)", FALSE), ==, 1);
  g_assert_cmpuint (count_announced (b, from, "Not valid: part 2 is 100 (4) but part 1 is 11 (3)"), ==, 1);
  g_assert_cmpuint (count_announced (b, from, "alid"), ==, 1);
  g_assert_cmpuint (b->announced->len - from, ==, 11);
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_test_init (&argc, &argv);
  g_test_add ("/equation/workbench/empty-prompt", Bench, NULL, bench_set_up, test_empty_prompt, bench_tear_down);
  g_test_add ("/equation/workbench/verdict-once", Bench, NULL, bench_set_up, test_verdict_once, bench_tear_down);
  return g_test_run ();
}
