/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "ft-flipchain-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipchain-game-private.h"
#include "ft-flipchain-page.h"
#include "ft-announce.h"
#include "ft-page.h"
#include "../page-test.h"

/*
 * The Flipchain page in a real window: one focusable button per cell,
 * each named for a screen reader from the model ("e5, empty", "c3, red
 * disc, last move", "d4, empty, legal, flips 2"), placements through the
 * cell buttons, and the move's sentence in the log.  Two people play, so
 * no computer moves behind the test's back.
 */

typedef FtPageFixture Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  ft_page_fixture_set_up (f, FT_TYPE_FLIPCHAIN_PAGE, ft_flipchain_game_new ());
}

/* Two people, Red first, no pie rule. */
static void
new_game (Fixture *f,
          guint    side)
{
  FtGameSetup setup = { .n_players = 2 };

  setup.seats[0] = FT_SEAT_PERSON;
  setup.seats[1] = FT_SEAT_PERSON;
  ft_flipchain_game_set_side (f->game, side);
  ft_flipchain_game_set_pie_rule (f->game, FALSE);
  ft_game_table_new_game (FT_GAME_TABLE (f->page), &setup, 7);
  ft_ui_run_main_loop (50);
  g_assert_true (ft_game_is_started (FT_GAME (f->game)));
  g_assert_cmpuint (ft_flipchain_game_get_side (f->game), ==, side);
  g_assert_cmpint (ft_flipchain_game_get_state (f->game)->to_move, ==, FT_FC_RED);
  g_assert_true (ft_game_table_person_acts (FT_GAME_TABLE (f->page)));
}

static void
collect_cells (GtkWidget *widget,
               GPtrArray *cells)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "flipchain-cell") != NULL)
    g_ptr_array_add (cells, widget);
  else if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "flipchain-cell"))
    g_ptr_array_add (cells, widget);  /* cell 0 stores 0 as its data */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect_cells (child, cells);
}

/* The cell buttons, indexed by cell number. */
static GPtrArray *
cell_buttons (Fixture *f)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  guint n = ft_fc_geom (ft_flipchain_game_get_side (f->game))->n_cells;
  GPtrArray *cells = g_ptr_array_new ();

  collect_cells (GTK_WIDGET (f->page), found);
  g_assert_cmpuint (found->len, ==, n);
  g_ptr_array_set_size (cells, n);
  for (guint i = 0; i < found->len; i++)
    {
      guint c = GPOINTER_TO_UINT (g_object_get_data (found->pdata[i], "flipchain-cell"));

      g_assert_cmpuint (c, <, n);
      g_assert_null (cells->pdata[c]);
      cells->pdata[c] = found->pdata[i];
    }
  return cells;
}

static void
assert_name (GtkWidget  *button,
             const char *expected)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (button),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                               expected);

  if (error)
    g_error ("accessible name: expected \"%s\", got \"%s\"", expected, error);
}

static guint
cell_of (guint       side,
         const char *name)
{
  guint cell;

  g_assert_true (ft_fc_cell_parse (side, name, &cell));
  return cell;
}

/* (1) One focusable, named button per cell: 61 on side 5, 19 on side 3. */
static void
test_cells_named (Fixture       *f,
                  gconstpointer  data)
{
  const guint sides[] = { 5, 3 };
  const guint counts[] = { 61, 19 };

  for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
    {
      g_autoptr(GPtrArray) cells = NULL;
      const FtFcGame *st;
      FtFcBits legal = { 0 };

      new_game (f, sides[k]);
      cells = cell_buttons (f);
      g_assert_cmpuint (cells->len, ==, counts[k]);
      st = ft_flipchain_game_get_state (f->game);
      ft_fc_game_legal (st, &legal);
      for (guint c = 0; c < cells->len; c++)
        {
          g_autofree char *name = ft_fc_cell_name (sides[k], c);
          g_autofree char *expected = NULL;

          g_assert_true (gtk_widget_get_focusable (cells->pdata[c]));
          g_assert_true (gtk_widget_get_visible (cells->pdata[c]));
          g_assert_cmpstr (gtk_widget_get_tooltip_text (cells->pdata[c]), ==, name);
          /* On an empty board every cell is legal for Red and flips none. */
          g_assert_true (ft_fc_bits_has (&legal, c));
          expected = g_strdup_printf ("%s, empty, legal, flips 0", name);
          assert_name (cells->pdata[c], expected);
        }
    }

  /* The centre of side 5 is e5. */
  new_game (f, 5);
  {
    g_autoptr(GPtrArray) cells = cell_buttons (f);

    g_assert_cmpuint (cell_of (5, "e5"), ==, 30);
    assert_name (cells->pdata[30], "e5, empty, legal, flips 0");
  }
}

/* (2) A placement, through the model or the cell button, names the disc. */
static void
test_place_names_disc (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) cells = NULL;
  g_autoptr(GError) error = NULL;
  guint e5 = cell_of (5, "e5"), a1 = cell_of (5, "a1");

  new_game (f, 5);
  cells = cell_buttons (f);

  /* Red through the cell button. */
  g_signal_emit_by_name (cells->pdata[e5], "clicked");
  ft_ui_run_main_loop (50);
  g_assert_cmpint (ft_fc_board_get (&ft_flipchain_game_get_state (f->game)->board, e5), ==, FT_FC_RED);
  assert_name (cells->pdata[e5], "e5, red disc, last move");
  g_assert_cmpstr (gtk_button_get_label (cells->pdata[e5]), ==, "R");

  /* Blue through the model. */
  g_assert_true (ft_flipchain_game_place (f->game, a1, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (50);
  assert_name (cells->pdata[a1], "a1, blue disc, last move");
  assert_name (cells->pdata[e5], "e5, red disc");
  g_assert_cmpstr (gtk_button_get_label (cells->pdata[a1]), ==, "B");

  /* Red again, through the model. */
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "i1"), &error));
  ft_ui_run_main_loop (50);
  assert_name (cells->pdata[cell_of (5, "i1")], "i1, red disc, last move");
}

/* The game's log: the list styled ft-log (the table's other list, the
 * practice offer above it, is not the log). */
static GtkWidget *
find_log (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget) && gtk_widget_has_css_class (widget, "ft-log"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_log (child);

      if (found)
        return found;
    }
  return NULL;
}

static const char *
first_log_text (Fixture *f)
{
  GtkWidget *list = find_log (GTK_WIDGET (f->page));
  GtkListBoxRow *row;

  g_assert_nonnull (list);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
  g_assert_nonnull (row);
  return gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row)));
}

/* The first legal cell of the mover that flips something, or -1. */
static gint
flipping_cell (const FtFcGame *st)
{
  FtFcBits legal = { 0 };

  ft_fc_game_legal (st, &legal);
  for (guint c = 0; c < ft_fc_geom (st->board.side)->n_cells; c++)
    {
      FtFcBits flips;

      if (ft_fc_bits_has (&legal, c) && ft_fc_board_flips (&st->board, st->to_move, c, &flips) > 0)
        return (gint) c;
    }
  return -1;
}

/* (3) A placement that flips: the flipped cells take the mover's colour in
 * their names, and the log's newest line, the announced sentence, says
 * which cells flipped. */
static void
test_flip_named (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) cells = NULL;
  const FtFcGame *st;
  const char *moves[] = { "c3", "c4", "d4", "d5", "e5", "e6", NULL };
  gint cell = -1;
  FtFcColour mover;
  FtFcBits before_flips;
  guint n;

  new_game (f, 5);
  cells = cell_buttons (f);
  st = ft_flipchain_game_get_state (f->game);
  /* Quiet moves until someone can flip. */
  for (guint i = 0; i < 40 && st->status == FT_FC_PLAYING && (cell = flipping_cell (st)) < 0; i++)
    {
      g_autoptr(GError) error = NULL;
      guint m = 0;

      if (i < G_N_ELEMENTS (moves) - 1 && ft_fc_board_is_legal (&st->board, st->to_move, cell_of (5, moves[i])))
        m = cell_of (5, moves[i]);
      else
        while (!ft_fc_game_is_legal (st, (gint) m))
          m++;
      g_assert_true (ft_flipchain_game_place (f->game, m, &error));
      ft_ui_run_main_loop (20);
      st = ft_flipchain_game_get_state (f->game);
    }
  g_assert_cmpint (cell, >=, 0);
  g_assert_cmpint (st->status, ==, FT_FC_PLAYING);

  mover = st->to_move;
  n = ft_fc_board_flips (&st->board, mover, (guint) cell, &before_flips);
  g_assert_cmpuint (n, >, 0);
  {
    g_autofree char *name = ft_fc_cell_name (5, (guint) cell);
    g_autofree char *expected = g_strdup_printf ("%s, empty, legal, flips %u", name, n);

    assert_name (cells->pdata[cell], expected);
  }

  g_signal_emit_by_name (cells->pdata[cell], "clicked");
  ft_ui_run_main_loop (50);
  st = ft_flipchain_game_get_state (f->game);
  g_assert_cmpint (ft_fc_board_get (&st->board, (guint) cell), ==, mover);
  g_assert_true (ft_fc_bits_equal (&ft_flipchain_game_get_last_move (f->game)->flips, &before_flips));

  for (guint c = 0; c < cells->len; c++)
    if (ft_fc_bits_has (&before_flips, c))
      {
        g_autofree char *name = ft_fc_cell_name (5, c);
        g_autofree char *expected = g_strdup_printf ("%s, %s disc, just flipped", name,
                                                     mover == FT_FC_RED ? "red" : "blue");

        g_assert_cmpint (ft_fc_board_get (&st->board, c), ==, mover);
        assert_name (cells->pdata[c], expected);
        g_assert_true (gtk_widget_has_css_class (cells->pdata[c], "flipped"));
      }

  {
    g_autofree char *sentence = ft_flipchain_game_describe_move (f->game, ft_flipchain_game_get_last_move (f->game));
    g_autofree char *cell_list = ft_fc_cells_to_string (5, &before_flips);
    g_autofree char *flips = g_strdup_printf ("Flips %u: %s.", n, cell_list);

    g_assert_cmpstr (first_log_text (f), ==, sentence);
    g_assert_nonnull (strstr (sentence, flips));
  }
}

/* (4) An empty legal cell's name says how many it would flip, the
 * engine's count for that position (R8); an illegal empty cell, if any,
 * says neither. */
static void
test_legal_counts (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GPtrArray) cells = NULL;
  const char *moves[] = { "e5", "e4", "d4", "f5", "e6", "d5", NULL };
  const FtFcGame *st;
  FtFcBits legal = { 0 };
  guint n_legal = 0, n_flipping = 0, n_illegal = 0;

  new_game (f, 5);
  cells = cell_buttons (f);
  st = ft_flipchain_game_get_state (f->game);
  for (guint i = 0; moves[i]; i++)
    {
      guint m = cell_of (5, moves[i]);

      if (!ft_fc_board_is_legal (&st->board, st->to_move, m))
        continue;
      g_assert_true (ft_flipchain_game_place (f->game, m, NULL));
      ft_ui_run_main_loop (20);
      st = ft_flipchain_game_get_state (f->game);
      if (st->status != FT_FC_PLAYING)
        break;
    }
  g_assert_cmpint (st->status, ==, FT_FC_PLAYING);
  g_assert_cmpuint (st->n_moves, >=, 4);

  ft_fc_game_legal (st, &legal);
  for (guint c = 0; c < cells->len; c++)
    {
      g_autofree char *name = ft_fc_cell_name (5, c);
      g_autofree char *expected = NULL;
      FtFcBits flips;

      if (ft_fc_board_get (&st->board, c) != FT_FC_EMPTY)
        continue;
      if (ft_fc_bits_has (&legal, c))
        {
          guint n = ft_fc_board_flips (&st->board, st->to_move, c, &flips);

          expected = g_strdup_printf ("%s, empty, legal, flips %u", name, n);
          n_legal++;
          n_flipping += n > 0;
          g_assert_true (gtk_widget_has_css_class (cells->pdata[c], "legal"));
        }
      else
        {
          expected = g_strdup_printf ("%s, empty", name);
          n_illegal++;
          g_assert_false (gtk_widget_has_css_class (cells->pdata[c], "legal"));
        }
      assert_name (cells->pdata[c], expected);
    }
  g_test_message ("%u legal (%u flipping), %u illegal empty cells", n_legal, n_flipping, n_illegal);
  g_assert_cmpuint (n_legal, >, 0);
  /* At least one legal cell here flips, so a count above 0 was checked. */
  g_assert_cmpuint (n_flipping, >, 0);
}

/* The hint panel's label (the table's) and its progress bar, if made. */
static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type,
             const char *css_class)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, css_class);

      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
visible_progress (Fixture *f)
{
  GtkWidget *bar = find_widget (GTK_WIDGET (f->page), GTK_TYPE_PROGRESS_BAR, NULL);

  return bar && gtk_widget_get_visible (bar) ? bar : NULL;
}

/* (5) Ctrl+H on side 5: the tactics come at once, announced, with the
 * expert's line saying it is thinking and a named progress bar; the
 * expert's choice follows, announced alone, and the bar goes.  A move
 * made while the expert thinks cancels the hint. */
static void
test_hint_in_parts (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *label, *bar = NULL;
  const char *text;
  gint64 end;

  GtkWidget *region = g_object_ref_sink (gtk_label_new (NULL));

  /* Announcements land in a region the test reads (the window keeps it). */
  g_object_set_data_full (G_OBJECT (f->window), "test-announce-region", region, g_object_unref);
  ft_announce_set_region (GTK_ROOT (f->window), GTK_LABEL (region));
  new_game (f, 5);
  label = find_widget (GTK_WIDGET (f->page), GTK_TYPE_LABEL, "ft-hint");
  g_assert_nonnull (label);

  ft_page_hint (FT_PAGE (f->page));
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while ((bar = visible_progress (f)) == NULL && ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)) == NULL &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  /* The first part came before the whole. */
  g_assert_nonnull (bar);
  g_assert_null (ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)));
  text = gtk_label_get_text (GTK_LABEL (label));
  g_assert_nonnull (strstr (text, "may place on any of 61 cells"));
  g_assert_nonnull (strstr (text, "The expert is choosing a move"));
  g_assert_null (strstr (text, "Place on "));
  g_assert_nonnull (strstr (ft_announce_get_last (GTK_WIDGET (f->page)), "may place on any of 61 cells"));
  {
    g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (bar),
                                                                 GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                 "Progress of the hint");

    if (error)
      g_error ("progress bar name: got \"%s\"", error);
  }
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (bar)), >=, 0.0);
  /* Moving the focus while the expert thinks: it stays where it was put. */
  {
    g_autoptr(GPtrArray) cells = cell_buttons (f);

    gtk_widget_grab_focus (cells->pdata[cell_of (5, "a1")]);
    g_assert_true (gtk_widget_is_focus (cells->pdata[cell_of (5, "a1")]));
  }

  /* The whole hint: the bar goes, only the new line is announced. */
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)) == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  text = ft_game_table_get_hint_text (FT_GAME_TABLE (f->page));
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "may place on any of 61 cells"));
  g_assert_nonnull (strstr (text, "Place on "));
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_nonnull (strstr (ft_announce_get_last (GTK_WIDGET (f->page)), "Place on "));
  {
    g_autoptr(GPtrArray) cells = cell_buttons (f);

    g_assert_true (gtk_widget_is_focus (cells->pdata[cell_of (5, "a1")]));
  }
  g_assert_null (strstr (ft_announce_get_last (GTK_WIDGET (f->page)), "may place on"));

  /* Asked again after a move, then a move while it thinks: cancelled, and
   * nothing of it comes back. */
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "e5"), NULL));
  ft_ui_run_main_loop (20);
  ft_page_hint (FT_PAGE (f->page));
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (visible_progress (f) == NULL && ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)) == NULL &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (visible_progress (f));
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "a1"), NULL));
  g_assert_null (visible_progress (f));
  g_assert_false (gtk_widget_get_visible (label));
  ft_ui_run_main_loop (2500);   /* longer than the expert's budget */
  g_assert_null (visible_progress (f));
  g_assert_false (gtk_widget_get_visible (label));
  g_assert_null (ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)));

  /* Side 3: the solved value comes between the tactics and the expert, and
   * the last announcement carries both new lines. */
  new_game (f, 3);
  ft_page_hint (FT_PAGE (f->page));
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (ft_game_table_get_hint_text (FT_GAME_TABLE (f->page)) == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  text = ft_announce_get_last (GTK_WIDGET (f->page));
  g_assert_nonnull (strstr (text, "Place on "));
  g_assert_nonnull (strstr (text, "With perfect play you lose from here."));
  g_assert_null (strstr (text, "may place on"));
}

/* (6) Hovering an empty cell previews its flips like focusing it; leaving
 * clears them.  Reduce motion makes the flips' fade instant. */
static void
test_hover_preview (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GPtrArray) cells = NULL;
  GtkWidget *e7, *e6;
  GtkEventController *motion = NULL;
  g_autoptr(GListModel) controllers = NULL;

  new_game (f, 5);
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "e5"), NULL));
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "e6"), NULL));
  ft_ui_run_main_loop (20);
  cells = cell_buttons (f);
  e7 = cells->pdata[cell_of (5, "e7")];
  e6 = cells->pdata[cell_of (5, "e6")];
  controllers = gtk_widget_observe_controllers (e7);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        motion = GTK_EVENT_CONTROLLER (c);
    }
  g_assert_nonnull (motion);
  g_assert_false (gtk_widget_has_css_class (e6, "preview"));
  g_signal_emit_by_name (motion, "enter", 1.0, 1.0);
  g_assert_true (gtk_widget_has_css_class (e6, "preview"));
  g_signal_emit_by_name (motion, "leave");
  g_assert_false (gtk_widget_has_css_class (e6, "preview"));

  g_assert_false (gtk_widget_has_css_class (gtk_widget_get_parent (e7), "instant"));
  g_settings_set_boolean (f->settings, "reduce-motion", TRUE);
  g_assert_true (ft_flipchain_game_place (f->game, cell_of (5, "e7"), NULL));
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_has_css_class (e6, "flipped"));
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_parent (e7), "instant"));
  g_settings_reset (f->settings, "reduce-motion");
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_page_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, ft_page_fixture_tear_down)

  ADD ("/flipchain/page/cells-named", test_cells_named);
  ADD ("/flipchain/page/place-names-disc", test_place_names_disc);
  ADD ("/flipchain/page/flip-named", test_flip_named);
  ADD ("/flipchain/page/legal-counts", test_legal_counts);
  ADD ("/flipchain/page/hint-in-parts", test_hint_in_parts);
  ADD ("/flipchain/page/hover-preview", test_hover_preview);

#undef ADD

  return g_test_run ();
}
