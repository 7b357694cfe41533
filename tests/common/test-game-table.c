/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-game-table.h"
#include "ft-nim-game.h"
#include "../page-test.h"
#include "../test-display.h"

/*
 * The game table on the small game of Nim (ft-nim-game.c), its page a few
 * lines below: the pass screen, the computer paced and the game-over
 * record, the hint panel, resume.
 */

#define FT_TYPE_NIM_PAGE (ft_nim_page_get_type ())
G_DECLARE_FINAL_TYPE (FtNimPage, ft_nim_page, FT, NIM_PAGE, FtGameTable)

struct _FtNimPage
{
  FtGameTable  parent_instance;
  GtkWidget   *hint_label;
  GtkWidget   *take;
};

G_DEFINE_FINAL_TYPE (FtNimPage, ft_nim_page, FT_TYPE_GAME_TABLE)

static char *
status_text (FtGameTable *table)
{
  FtNimGame *game = FT_NIM_GAME (ft_game_table_get_game (table));

  return g_strdup_printf ("%u stones left.", ft_nim_game_get_pile (game));
}

static gboolean
focus_board (FtGameTable *table)
{
  return gtk_widget_grab_focus (FT_NIM_PAGE (table)->take);
}

static void
start_default (FtGameTable *table)
{
  FtGameSetup setup = { .n_players = 2, .seats = { FT_SEAT_PERSON, FT_SEAT_STANDARD } };

  ft_game_table_new_game (table, &setup, 2);   /* a pile of 9 */
}

static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtNimHint *hint = data;

  return g_strdup_printf ("%u stones are left.\nTake %u.", hint->pile, hint->take);
}

static void
ft_nim_page_class_init (FtNimPageClass *klass)
{
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  table_class->title = "Nim";
  table_class->help_id = "nim";
  table_class->hides_hands = TRUE;
  table_class->hint_for_mover = TRUE;
  table_class->pass_reveal = "Show the Stones of %s";
  table_class->pass_description = "The previous player's stones are hidden.";
  table_class->status_text = status_text;
  table_class->describe = status_text;
  table_class->focus_board = focus_board;
  table_class->start_default = start_default;
  table_class->hint_text = hint_text;
}

static void
ft_nim_page_init (FtNimPage *self)
{
  GtkWidget *board = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *status = gtk_label_new (NULL);

  self->take = gtk_button_new_with_label ("Take one");
  self->hint_label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (board), status);
  gtk_box_append (GTK_BOX (board), self->take);
  gtk_box_append (GTK_BOX (board), self->hint_label);
  ft_game_table_set_board (FT_GAME_TABLE (self), board);
  ft_game_table_set_status_label (FT_GAME_TABLE (self), status);
  ft_game_table_set_hint_label (FT_GAME_TABLE (self), self->hint_label);
}

/* --- Tests ------------------------------------------------------------- */

typedef FtPageFixture Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  ft_page_fixture_set_up (f, FT_TYPE_NIM_PAGE, ft_nim_game_new (NULL));
}

static const char *
visible (Fixture *f)
{
  GtkWidget *stack = ft_game_table_get_stack (f->page);

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static AdwStatusPage *
visible_status_page (Fixture *f)
{
  GtkWidget *stack = ft_game_table_get_stack (f->page);

  return ADW_STATUS_PAGE (gtk_stack_get_visible_child (GTK_STACK (stack)));
}

static void
take (Fixture *f,
      guint    n)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_nim_game_take (f->game, n, &error));
  g_assert_no_error (error);
}

static gboolean
is_over (gconstpointer game)
{
  return ft_game_is_over ((FtGame *) game);
}

/* The computer answers each move at the table's pace; the end shows the
 * game-over screen and records the game, won by the person. */
static void
test_paced_and_recorded (Fixture       *f,
                         gconstpointer  data)
{
  const guint moves[] = { 1, 3, 3 };   /* 9: 8, 7, 4, 3, 0 */

  g_assert_true (ft_game_table_person_acts (f->page));
  g_assert_cmpuint (ft_nim_game_get_pile (f->game), ==, 9);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      take (f, moves[i]);
      if (ft_game_is_over (f->game))
        break;
      g_assert_false (ft_game_table_person_acts (f->page));
      g_assert_true (ft_ui_wait_until (ft_ui_person_acts, f->page, 5000));
    }
  g_assert_true (ft_ui_wait_until (is_over, f->game, 5000));
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "over");
  g_assert_cmpstr (adw_status_page_get_title (visible_status_page (f)), ==, "0 stones left.");
  g_assert_cmpuint (f->records->len, ==, 2);
  g_assert_cmpstr (f->records->pdata[0], ==, "played 1");
  g_assert_cmpstr (f->records->pdata[1], ==, "won 1");
}

static void
new_game (Fixture *f,
          FtSeat   first,
          FtSeat   second)
{
  FtGameSetup setup = { .n_players = 2, .seats = { first, second } };

  ft_game_table_new_game (f->page, &setup, 2);
  ft_ui_run_main_loop (20);
}

/* Two people at one screen: each, the first too, passes the screen,
 * which speaks of the game's own pieces; open hands need none. */
static void
test_pass_screen (Fixture       *f,
                  gconstpointer  data)
{
  AdwStatusPage *pass;

  new_game (f, FT_SEAT_PERSON, FT_SEAT_PERSON);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "pass");
  g_assert_cmpstr (adw_status_page_get_title (visible_status_page (f)), ==, "Pass to Player 1");
  g_signal_emit_by_name (adw_status_page_get_child (visible_status_page (f)), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "game");
  g_assert_true (ft_game_table_person_acts (f->page));

  take (f, 1);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "pass");
  g_assert_false (ft_game_table_person_acts (f->page));
  pass = visible_status_page (f);
  g_assert_cmpstr (adw_status_page_get_title (pass), ==, "Pass to Player 2");
  g_assert_cmpstr (adw_status_page_get_description (pass), ==, "The previous player's stones are hidden.");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (adw_status_page_get_child (pass))), ==,
                   "Show the Stones of Player 2");
  /* Undo, hint and the board wait for the person to show their hand. */
  g_assert_false (ft_page_get_capabilities (FT_PAGE (f->page)) & FT_PAGE_CAN_HINT);
  g_signal_emit_by_name (adw_status_page_get_child (pass), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "game");
  g_assert_true (ft_game_table_person_acts (f->page));
  g_assert_true (ft_page_get_capabilities (FT_PAGE (f->page)) & FT_PAGE_CAN_HINT);

  take (f, 1);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (adw_status_page_get_title (visible_status_page (f)), ==, "Pass to Player 1");

  g_settings_set_boolean (f->settings, "open-hands", TRUE);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible (f), ==, "game");
  g_assert_true (ft_game_table_person_acts (f->page));
}

/* The one person at the screen never passes it, also when a computer
 * moves first. */
static void
test_no_pass_screen_alone (Fixture       *f,
                           gconstpointer  data)
{
  new_game (f, FT_SEAT_STANDARD, FT_SEAT_PERSON);
  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, f->page, 5000));
  g_assert_cmpstr (visible (f), ==, "game");
  take (f, 1);
  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, f->page, 5000));
  g_assert_cmpstr (visible (f), ==, "game");
}

static gboolean
action_enabled (Fixture    *f,
                const char *name)
{
  return g_action_group_get_action_enabled (ft_page_get_actions (FT_PAGE (f->page)), name);
}

/* The "game" actions follow the model: undo once there is a move to take
 * back, hint while a person may ask; activating one does it. */
static void
test_actions (Fixture       *f,
              gconstpointer  data)
{
  new_game (f, FT_SEAT_PERSON, FT_SEAT_PERSON);
  ft_ui_run_main_loop (20);
  g_assert_true (action_enabled (f, "new-game"));
  g_assert_false (action_enabled (f, "undo"));
  g_assert_false (action_enabled (f, "redo"));
  /* The first person passes the screen too; behind it no hint. */
  g_assert_false (action_enabled (f, "hint"));
  g_signal_emit_by_name (adw_status_page_get_child (visible_status_page (f)), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_true (action_enabled (f, "hint"));

  take (f, 2);
  ft_ui_run_main_loop (20);
  g_assert_true (action_enabled (f, "undo"));
  /* Behind the pass screen no hint is asked for. */
  g_assert_false (action_enabled (f, "hint"));
  g_assert_true (gtk_widget_activate_action (f->page, "game.undo", NULL));
  g_assert_cmpuint (ft_nim_game_get_pile (f->game), ==, 9);
  g_assert_false (action_enabled (f, "undo"));

  g_settings_set_string (f->settings, "hints", "off");
  g_assert_false (action_enabled (f, "hint"));
  g_settings_set_string (f->settings, "hints", "on");
  g_assert_true (action_enabled (f, "hint"));
}

static gboolean
hint_shown (gconstpointer page)
{
  return ft_game_table_get_hint_text ((FtGameTable *) page) != NULL;
}

/* The hint panel: the first part at once with a progress bar, then the
 * whole; a move clears it. */
static void
test_hint_panel (Fixture       *f,
                 gconstpointer  data)
{
  FtNimPage *page = f->page;
  GtkWidget *bar;

  ft_nim_game_hold_hints (f->game, TRUE);
  ft_page_hint (FT_PAGE (page));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (page->hint_label)), ==, "9 stones are left.");
  bar = gtk_widget_get_next_sibling (page->hint_label);
  g_assert_true (GTK_IS_PROGRESS_BAR (bar));
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (GTK_PROGRESS_BAR (bar)), ==, 0.5);
  ft_nim_game_hold_hints (f->game, FALSE);
  g_assert_true (ft_ui_wait_until (hint_shown, page, 5000));
  g_assert_cmpstr (ft_game_table_get_hint_text (f->page), ==, "9 stones are left.\nTake 1.");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (page->hint_label)), ==, "9 stones are left.\nTake 1.");
  g_assert_false (gtk_widget_get_visible (bar));

  take (f, 1);
  g_assert_null (ft_game_table_get_hint_text (f->page));
  g_assert_false (gtk_widget_get_visible (page->hint_label));
}

/* A page on a game with a save resumes it instead of starting the first
 * game. */
static void
test_resume (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-nim-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "nim.save", NULL);
  g_autoptr(FtNimGame) saved = ft_nim_game_new (path);
  FtGameSetup setup = { .n_players = 2, .seats = { FT_SEAT_PERSON, FT_SEAT_PERSON } };
  Fixture f = { 0 };

  g_assert_true (ft_game_start (FT_GAME (saved), &setup, 5, &error));   /* a pile of 12 */
  g_assert_true (ft_nim_game_take (saved, 2, &error));
  ft_page_fixture_set_up (&f, FT_TYPE_NIM_PAGE, ft_nim_game_new (path));
  g_assert_cmpuint (ft_nim_game_get_pile (f.game), ==, 10);
  g_assert_cmpint (ft_game_get_turn (f.game), ==, 1);
  g_assert_cmpuint (ft_game_count_people (f.game), ==, 2);
  ft_page_fixture_tear_down (&f, NULL);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_page_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, ft_page_fixture_tear_down)

  ADD ("/table/paced-and-recorded", test_paced_and_recorded);
  ADD ("/table/hint-panel", test_hint_panel);
  ADD ("/table/pass-screen", test_pass_screen);
  ADD ("/table/no-pass-screen-alone", test_no_pass_screen_alone);
  ADD ("/table/actions", test_actions);
  g_test_add_func ("/table/resume", test_resume);

#undef ADD

  return g_test_run ();
}
