/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-scrabble-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "ft-scrabble-page.h"
#include "../page-test.h"

/*
 * The Binary Number Scrabble page in a real window: the board as a grid
 * of named cells, a tile put down and taken back, the rack's buttons, and
 * an illegal play refused in words.
 */

typedef FtPageFixture Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  ft_page_fixture_set_up (f, FT_TYPE_SCRABBLE_PAGE, ft_scrabble_game_new ());
}

/* You first, then a computer: seeded, so the racks are the same each run. */
static void
start_game (Fixture *f)
{
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_scrabble_game_start (f->game, 2, seats, NULL, 7, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (50);
  g_assert_true (ft_game_waits_for_person (FT_GAME (f->game)));
}

static void
collect_role (GtkWidget         *widget,
              GtkAccessibleRole  role,
              GPtrArray         *out)
{
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == role)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect_role (child, role, out);
}

static GtkWidget *
the_grid (Fixture *f)
{
  g_autoptr(GPtrArray) grids = g_ptr_array_new ();

  collect_role (GTK_WIDGET (f->page), GTK_ACCESSIBLE_ROLE_GRID, grids);
  g_assert_cmpuint (grids->len, ==, 1);
  return grids->pdata[0];
}

static GtkWidget *
centre_cell (Fixture *f)
{
  GtkWidget *grid = the_grid (f);

  /* Row and column 0 hold the coordinates. */
  return gtk_grid_get_child_at (GTK_GRID (grid), 8, 8);
}

static char *
centre_label (const char *rest)
{
  const char *kind = ft_scrabble_premium_name (ft_scrabble_premium (FT_SCRABBLE_CENTRE));

  return kind ? g_strdup_printf ("H8, %s, %s", kind, rest)
              : g_strdup_printf ("H8, %s", rest);
}

static void
assert_label (GtkWidget  *widget,
              const char *expected)
{
  g_autofree char *diff = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                              GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                              expected);

  if (diff)
    g_error ("accessible label: %s", diff);
}

/* (1) The board: one GRID holding exactly 225 focusable GRID_CELLs, the
 * centre named as players write it, its premium and "empty", and once a
 * person types, the cursor's square says the direction tiles go. */
static void
test_board_grid (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  GtkWidget *grid = the_grid (f);
  g_autofree char *expected = centre_label ("empty");

  g_assert_true (GTK_IS_GRID (grid));
  collect_role (GTK_WIDGET (f->page), GTK_ACCESSIBLE_ROLE_GRID_CELL, cells);
  g_assert_cmpuint (cells->len, ==, 225);
  for (guint i = 0; i < cells->len; i++)
    {
      g_assert_true (gtk_widget_is_ancestor (cells->pdata[i], grid));
      g_assert_true (gtk_widget_get_focusable (cells->pdata[i]));
    }
  g_assert_true (g_str_has_prefix (expected, "H8, "));

  start_game (f);
  g_free (expected);
  expected = centre_label ("empty, typing across");
  assert_label (centre_cell (f), expected);
}

static guint
first_kind (Fixture *f)
{
  const FtScrabbleState *st = ft_scrabble_game_get_state (f->game);
  const FtScrabbleRack *rack = &st->racks[st->current];

  g_assert_cmpuint (rack->n, >, 0);
  for (guint i = 0; i < rack->n; i++)
    if (rack->kinds[i] != FT_SCRABBLE_BLANK)
      return rack->kinds[i];
  g_assert_not_reached ();
}

/* (2) A rack tile put on the centre names itself there; taken back, the
 * square is empty again. */
static void
test_place_take_back (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  guint kind;
  g_autofree char *empty = centre_label ("empty, typing across");
  g_autofree char *put = NULL;
  g_autofree char *rest = NULL;

  start_game (f);
  kind = first_kind (f);
  rest = g_strdup_printf ("tile %s, put down, not yet played, typing across", ft_eq_tile_symbol (kind));
  put = centre_label (rest);

  g_assert_true (ft_scrabble_game_place (f->game, FT_SCRABBLE_CENTRE, kind, 0, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (30);
  g_assert_cmpuint (ft_scrabble_game_pending_at (f->game, FT_SCRABBLE_CENTRE), ==, kind);
  assert_label (centre_cell (f), put);

  g_assert_true (ft_scrabble_game_take_back (f->game, FT_SCRABBLE_CENTRE));
  ft_ui_run_main_loop (30);
  g_assert_cmpuint (ft_scrabble_game_pending_at (f->game, FT_SCRABBLE_CENTRE), ==, FT_SCRABBLE_EMPTY);
  assert_label (centre_cell (f), empty);
}

static void
collect_rack_tiles (GtkWidget *widget,
                    GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "rack-tile"))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect_rack_tiles (child, out);
}

/* (3) One named button per tile in the rack, and one fewer once a tile is
 * on the board. */
static void
test_rack_buttons (Fixture       *f,
                   gconstpointer  data)
{
  const FtScrabbleState *st;
  g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  start_game (f);
  st = ft_scrabble_game_get_state (f->game);
  collect_rack_tiles (GTK_WIDGET (f->page), tiles);
  g_assert_cmpuint (st->racks[st->current].n, ==, 9);
  g_assert_cmpuint (tiles->len, ==, st->racks[st->current].n);
  for (guint i = 0; i < tiles->len; i++)
    {
      guint kind = st->racks[st->current].kinds[i];
      g_autofree char *name = kind == FT_SCRABBLE_BLANK ? g_strdup ("rack tile blank")
                                                         : g_strdup_printf ("rack tile %s", ft_eq_tile_symbol (kind));

      assert_label (tiles->pdata[i], name);
      g_assert_true (gtk_widget_get_sensitive (tiles->pdata[i]));
    }

  g_assert_true (ft_scrabble_game_place (f->game, FT_SCRABBLE_CENTRE, first_kind (f), 0, &error));
  ft_ui_run_main_loop (30);
  g_ptr_array_set_size (tiles, 0);
  collect_rack_tiles (GTK_WIDGET (f->page), tiles);
  g_assert_cmpuint (tiles->len, ==, st->racks[st->current].n - 1);
}

static gboolean
find_label_prefixed (GtkWidget   *widget,
                     const char  *prefix,
                     const char **text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    {
      *text = gtk_label_get_text (GTK_LABEL (widget));
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (find_label_prefixed (child, prefix, text))
      return TRUE;
  return FALSE;
}

/* (4) A lone tile is no play: the model says why in words, no ruling
 * code, and changes nothing; the page shows the same reason. */
static void
test_illegal_play (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;
  g_autofree char *shown = NULL;
  FtScrabbleVerdict verdict;
  const char *text = NULL;
  guint16 turn;

  start_game (f);
  turn = ft_scrabble_game_get_state (f->game)->turn;
  g_assert_true (ft_scrabble_game_place (f->game, FT_SCRABBLE_CENTRE, first_kind (f), 0, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (30);

  g_assert_false (ft_scrabble_game_check_pending (f->game, &verdict, &why));
  g_assert_nonnull (why);
  g_assert_cmpuint (strlen (why), >, 10);
  g_assert_true (g_ascii_isalpha (why[0]));
  g_assert_false (why[0] == 'R' && g_ascii_isdigit (why[1]));
  g_assert_null (strstr (why, "(R"));

  g_assert_false (ft_scrabble_game_play (f->game, &error));
  g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL);
  g_assert_false (error->message[0] == 'R' && g_ascii_isdigit (error->message[1]));
  g_assert_null (strstr (error->message, "(R"));
  g_assert_cmpuint (ft_scrabble_game_get_state (f->game)->turn, ==, turn);
  g_assert_cmpuint (ft_scrabble_game_pending_at (f->game, FT_SCRABBLE_CENTRE), !=, FT_SCRABBLE_EMPTY);

  ft_ui_run_main_loop (30);
  shown = g_strdup_printf ("Not yet a legal play: %s", why);
  g_assert_true (find_label_prefixed (GTK_WIDGET (f->page), "Not yet a legal play: ", &text));
  g_assert_cmpstr (text, ==, shown);
}

/* A resumed game says where it stands in the log, not only that it was
 * resumed (issue 26): the tiles left in the bag. */
static void
test_resumed_log (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-scrabble-page-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scrabble.save", NULL);
  g_autoptr(FtScrabbleGame) first = ft_scrabble_game_new ();
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  FtPageFixture f = { 0, };
  FtScrabbleGame *game = NULL;
  gboolean found = FALSE;

  g_assert_true (ft_scrabble_game_start (first, 2, seats, NULL, 7, NULL));
  text = ft_game_to_string (FT_GAME (first));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  game = g_object_new (FT_TYPE_SCRABBLE_GAME, "save-path", path, NULL);
  ft_page_fixture_set_up (&f, FT_TYPE_SCRABBLE_PAGE, game);

  expected = g_strdup_printf ("%u tiles left in the bag", ft_scrabble_game_get_n_bag (first));
  ft_ui_collect_labels (GTK_WIDGET (f.page), labels);
  for (guint i = 0; i < labels->len; i++)
    found |= strstr (gtk_label_get_text (labels->pdata[i]), expected) != NULL;
  g_assert_true (found);

  ft_page_fixture_tear_down (&f, NULL);
  g_remove (path);
  g_rmdir (dir);
}

/* (5) The game's end: the final board stays in view, the status is one
 * short line ("Computer (standard) wins, 120 to 0."), and beside the
 * board a table gives each seat's score and what the end did to it in
 * words.  You pass every turn; the computer plays until it goes out. */
static void
test_game_over (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) title = g_regex_new ("^(You win|Computer \\(standard\\) wins), -?\\d+ to -?\\d+\\.$|"
                                         "^A shared win at -?\\d+\\.$", 0, 0, NULL);
  const char *status;
  const char *text = NULL;

  start_game (f);
  for (guint turn = 0; turn < 400 && !ft_game_is_over (FT_GAME (f->game)); turn++)
    {
      if (ft_game_waits_for_person (FT_GAME (f->game)))
        g_assert_true (ft_scrabble_game_pass (f->game, &error));
      else
        g_assert_true (ft_game_computer_step (FT_GAME (f->game)));
      g_assert_no_error (error);
    }
  g_assert_true (ft_game_is_over (FT_GAME (f->game)));
  ft_ui_run_main_loop (50);

  status = ft_scrabble_page_get_status (FT_SCRABBLE_PAGE (f->page));
  g_test_message ("%s", status);
  g_assert_true (g_regex_match (title, status, 0, NULL));
  g_assert_cmpuint (g_utf8_strlen (status, -1), <, 60);
  /* The board is still on screen, with the result beside it. */
  g_assert_true (gtk_widget_get_mapped (the_grid (f)));
  g_assert_true (find_label_prefixed (GTK_WIDGET (f->page), "Score", &text));
  /* The computer went out: the end added your rack's tiles to its score,
   * said in words. */
  {
    int adjust = ft_scrabble_game_get_end_adjustment (f->game, 1);
    g_autofree char *bonus = g_strdup_printf ("+%d: the tiles left on the other racks, for going out first", adjust);

    g_assert_cmpint (adjust, >, 0);
    g_assert_true (find_label_prefixed (GTK_WIDGET (f->page), bonus, &text));
    g_assert_cmpstr (text, ==, bonus);
  }
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_page_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, ft_page_fixture_tear_down)

  ADD ("/scrabble/page/board-grid", test_board_grid);
  ADD ("/scrabble/page/place-take-back", test_place_take_back);
  ADD ("/scrabble/page/rack-buttons", test_rack_buttons);
  ADD ("/scrabble/page/illegal-play", test_illegal_play);
  g_test_add_func ("/scrabble/page/resumed-log", test_resumed_log);
  ADD ("/scrabble/page/game-over", test_game_over);

#undef ADD

  return g_test_run ();
}
