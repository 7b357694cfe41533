/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "ft-catalog.h"
#include "ft-dice-game.h"
#include "ft-dice-page.h"
#include "ft-flipbits-game.h"
#include "ft-flipbits-page.h"
#include "ft-flipchain-game.h"
#include "ft-game-table.h"
#include "ft-hilo-card.h"
#include "ft-hilo-game.h"
#include "ft-hilo-page.h"
#include "ft-progress-store.h"
#include "ft-scrabble-game.h"
#include "ft-window.h"
#include "../ui-test.h"

/*
 * The standard game controls (issue 15), in a real window under Xvfb:
 * Undo, Redo, Hint and New Game in the header bar on game pages only,
 * each with a tooltip holding its key and a name without it, sensitive
 * only when the action can be done; the menu's "− 100% +" zoom row; no
 * button label holding a key in brackets; the shortcuts window's sections
 * and width; closing Help or the shortcuts gives the focus back.
 */

static const char *const games[] = { "flipbits", "dice", "hilo", "scrabble", "flipchain" };
static const char *const not_games[] = { "equation-workbench", "practice", "dice-stats" };

static const struct
{
  const char *action;
  const char *name;
  const char *tooltip;
} controls[] = {
  { "game.undo", "Undo", "Undo (Ctrl+Z)" },
  { "game.redo", "Redo", "Redo (Shift+Ctrl+Z)" },
  { "game.hint", "Hint", "Hint (Ctrl+H)" },
  { "game.new-game", "New Game", "New Game (Ctrl+N)" },
};

typedef struct
{
  GSettings       *settings;
  FtProgressStore *progress;
  FtWindow        *window;
} Fixture;

/* What a wait on the table may take at most; the cap only stops a hung
 * test. */
#define TABLE_WAIT_MS 60000

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  /* ft_ui_gtk_init() gives the test data dirs of its own. */
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "progress.json", NULL);

  f->settings = g_settings_new (APP_ID);
  f->progress = ft_progress_store_new (path);
  f->window = ft_window_new (NULL, f->settings, f->progress);
  gtk_window_present (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (20);
  g_settings_reset (f->settings, "zoom");
  g_settings_reset (f->settings, "hints");
  g_clear_object (&f->settings);
  g_clear_object (&f->progress);
}

static gboolean
has_action (GtkWidget     *widget,
            gconstpointer  action)
{
  /* The game-over screen's New Game is the page's own. */
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0 &&
         gtk_widget_get_ancestor (widget, FT_TYPE_GAME_TABLE) == NULL;
}

/* The one button of the window, outside the page, bound to @action (the
 * menu's popover is the menu button's child, so its row is found too). */
static GtkWidget *
button_for (Fixture    *f,
            const char *action)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ft_ui_collect (GTK_WIDGET (f->window), has_action, action, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

static void
assert_name (GtkWidget  *widget,
             const char *name)
{
  g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  if (error)
    g_error ("%s: %s", name, error);
}

static GtkWidget *
open_page (Fixture    *f,
           const char *id)
{
  g_assert_true (ft_window_open (f->window, id));
  ft_ui_run_main_loop (50);
  return ft_window_get_page (f->window);
}

/* Shown on each game page, with the key in the tooltip and not in the
 * name; hidden at home and on the pages that are not games. */
static void
test_header_buttons (Fixture       *f,
                     gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    g_assert_false (gtk_widget_get_visible (button_for (f, controls[i].action)));

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_test_message ("%s", games[g]);
      g_assert_true (FT_IS_GAME_TABLE (open_page (f, games[g])));
      for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
        {
          GtkWidget *button = button_for (f, controls[i].action);

          g_assert_true (gtk_widget_is_drawable (button));
          g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, controls[i].tooltip);
          assert_name (button, controls[i].name);
        }
      /* New Game can always be done on a game page; a hint when a
       * person is to move. */
      g_assert_true (gtk_widget_is_sensitive (button_for (f, "game.new-game")));
      g_test_message ("%s: a person acts: %d", games[g],
                      ft_game_table_person_acts (FT_GAME_TABLE (ft_window_get_page (f->window))));
      if (ft_game_table_person_acts (FT_GAME_TABLE (ft_window_get_page (f->window))))
        g_assert_true (gtk_widget_is_sensitive (button_for (f, "game.hint")));
      ft_window_go_home (f->window);
      ft_ui_run_main_loop (20);
      for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
        g_assert_false (gtk_widget_get_visible (button_for (f, controls[i].action)));
    }

  for (guint p = 0; p < G_N_ELEMENTS (not_games); p++)
    {
      g_test_message ("%s", not_games[p]);
      open_page (f, not_games[p]);
      for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
        g_assert_false (gtk_widget_get_visible (button_for (f, controls[i].action)));
    }
}

/* A Flipchain game between two people (no computer moves behind the
 * test's back). */
static FtFlipchainGame *
start_flipchain (Fixture *f)
{
  GtkWidget *page = open_page (f, "flipchain");
  FtFlipchainGame *game = FT_FLIPCHAIN_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  FtGameSetup setup = { .n_players = 2 };

  setup.seats[0] = FT_SEAT_PERSON;
  setup.seats[1] = FT_SEAT_PERSON;
  ft_flipchain_game_set_side (game, 5);
  ft_flipchain_game_set_pie_rule (game, FALSE);
  ft_game_table_new_game (FT_GAME_TABLE (page), &setup, 7);
  ft_ui_run_main_loop (20);
  return game;
}

static void
test_undo_sensitive (Fixture       *f,
                     gconstpointer  data)
{
  FtFlipchainGame *game = start_flipchain (f);
  GtkWidget *undo = button_for (f, "game.undo");
  g_autoptr(GError) error = NULL;

  /* Nothing to take back at the start. */
  g_assert_false (gtk_widget_is_sensitive (undo));
  g_assert_false (gtk_widget_is_sensitive (button_for (f, "game.redo")));

  g_assert_true (ft_flipchain_game_place (game, 0, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_is_sensitive (undo));

  /* Clicking it takes the move back. */
  g_signal_emit_by_name (undo, "clicked");
  ft_ui_run_main_loop (20);
  g_assert_false (ft_game_can_undo (FT_GAME (game)));
  g_assert_false (gtk_widget_is_sensitive (undo));
}

static gboolean
hint_shown (gconstpointer data)
{
  FtGameTable *table = (FtGameTable *) data;

  return ft_game_table_get_hint_text (table) != NULL;
}

static void
test_hint_button (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *hint;
  GtkWidget *page;

  start_flipchain (f);
  page = ft_window_get_page (f->window);
  hint = button_for (f, "game.hint");
  g_assert_true (gtk_widget_is_sensitive (hint));
  g_assert_null (ft_game_table_get_hint_text (FT_GAME_TABLE (page)));

  g_signal_emit_by_name (hint, "clicked");
  g_assert_true (ft_ui_wait_until (hint_shown, page, TABLE_WAIT_MS));
  g_assert_cmpstr (ft_game_table_get_hint_text (FT_GAME_TABLE (page)), !=, "");

  /* With hints turned off there is nothing to ask. */
  g_settings_set_string (f->settings, "hints", "off");
  ft_ui_run_main_loop (20);
  g_assert_false (gtk_widget_is_sensitive (hint));
  g_settings_set_string (f->settings, "hints", "on");
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_is_sensitive (hint));
}

/* --- After each phase, the next control has the focus ------------------ */

static GtkWidget *
focused (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static gboolean
hand_card (GtkWidget     *widget,
           gconstpointer  css_class)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) && gtk_widget_has_css_class (widget, css_class) &&
         !gtk_widget_has_css_class (widget, "ft-hex-card");
}

/* The first card of the hand shown (a button of @css_class). */
static GtkWidget *
first_card (GtkWidget  *page,
            const char *css_class)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  ft_ui_collect (page, hand_card, css_class, cards);
  g_assert_cmpuint (cards->len, >, 0);
  return cards->pdata[0];
}

static gboolean
is_button_labelled (GtkWidget  *widget,
                    const char *label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* FLIP BITS alone: passing ends the resolve window, and the hand has the
 * focus for the discard; a card chosen, Discard and Draw has it (Return
 * presses it); after the draw, the new turn's hand has it. */
static void
test_focus_next_flipbits (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *page = open_page (f, "flipbits");
  FtFlipBitsGame *game = ft_flipbits_page_get_game (FT_FLIPBITS_PAGE (page));
  g_autoptr(GError) error = NULL;
  guint turns;

  ft_flipbits_page_new_game (FT_FLIPBITS_PAGE (page), 1, NULL, 5);
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_grab_focus (page));
  g_assert_cmpint (ft_flipbits_game_get_wait (game), ==, FT_FLIPBITS_WAIT_RESOLVE);
  g_assert_true (ft_flipbits_game_pass (game, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (20);
  g_assert_cmpint (ft_flipbits_game_get_wait (game), ==, FT_FLIPBITS_WAIT_DISCARD);
  g_assert_true (gtk_widget_has_css_class (focused (f), "ft-card"));

  g_signal_emit_by_name (focused (f), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_true (is_button_labelled (focused (f), "Discard and Draw"));
  /* The card taken back, Discard and Draw cannot be pressed: the hand
   * has the focus again, so the keys still reach the page. */
  g_signal_emit_by_name (first_card (page, "ft-card"), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_has_css_class (focused (f), "ft-card"));
  g_signal_emit_by_name (focused (f), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_true (is_button_labelled (focused (f), "Discard and Draw"));

  turns = ft_flipbits_game_get_turns (game);
  g_signal_emit_by_name (focused (f), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpuint (ft_flipbits_game_get_turns (game), >, turns);
  g_assert_cmpint (ft_flipbits_game_get_wait (game), ==, FT_FLIPBITS_WAIT_RESOLVE);
  g_assert_true (gtk_widget_has_css_class (focused (f), "ft-card"));
}

/* A FLIP (dice) match of @n_dice a player, you against @computer. */
static GtkWidget *
start_dice (Fixture *f,
            FtSeat   computer,
            guint    n_dice,
            guint64  seed)
{
  GtkWidget *page = open_page (f, "dice");
  FtSeat seats[2] = { FT_SEAT_PERSON, computer };

  ft_dice_page_new_game (FT_DICE_PAGE (page), n_dice, seats, seed);
  return page;
}

/* FLIP (dice) against the computer: after its move, your dice. */
static void
test_focus_next_dice (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *page = start_dice (f, FT_SEAT_BEGINNER, 3, 21);
  FtDiceGame *game = FT_DICE_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, TABLE_WAIT_MS));
  /* Away from the dice, on the page. */
  g_assert_true (gtk_widget_child_focus (page, GTK_DIR_TAB_BACKWARD));
  g_assert_true (ft_dice_game_pick (game, FALSE, 0));
  g_assert_true (ft_dice_game_flip_pick (game, &error));
  g_assert_no_error (error);
  ft_ui_run_main_loop (20);
  if (!ft_dice_game_is_over (game, NULL))
    {
      g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, TABLE_WAIT_MS));
      ft_ui_run_main_loop (20);
    }
  if (ft_dice_game_is_over (game, NULL))
    g_assert_true (is_button_labelled (focused (f), "Next Game") || is_button_labelled (focused (f), "New Match"));
  else
    g_assert_nonnull (g_object_get_data (G_OBJECT (focused (f)), "ft-side"));
}

static gboolean
progress_bar (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_PROGRESS_BAR (widget);
}

static gboolean
named_button (GtkWidget     *widget,
              gconstpointer  label)
{
  return is_button_labelled (widget, label);
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ft_ui_collect (root, named_button, label, found);
  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

/* FLIP (dice) while the solver runs: its progress is a quiet line beside
 * the board, not above the Flip and Trash buttons (which would move when
 * it ends); Trash is not red (it destroys nothing). */
static void
test_dice_solver_beside (Fixture       *f,
                         gconstpointer  data)
{
  GtkWidget *page = start_dice (f, FT_SEAT_STANDARD, 5, 3);
  FtDiceGame *game = FT_DICE_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  g_autoptr(GPtrArray) bars = g_ptr_array_new ();
  GtkWidget *flip, *trash;
  graphene_rect_t trash_at, bar_at;

  ft_ui_run_main_loop (50);
  flip = find_button (page, "Flip");
  trash = find_button (page, "Trash");
  g_assert_false (gtk_widget_has_css_class (trash, "destructive-action"));
  g_assert_false (gtk_widget_has_css_class (flip, "destructive-action"));

  /* Shown or not (a solve may be done already), the solver's bar is not
   * in the column of the dice and their buttons. */
  ft_ui_collect (page, progress_bar, NULL, bars);
  g_assert_cmpuint (bars->len, >=, 1);
  for (guint i = 0; i < bars->len; i++)
    g_assert_false (gtk_widget_is_ancestor (flip, gtk_widget_get_parent (bars->pdata[i])));
  if (!ft_dice_game_is_solved (game))
    {
      g_assert_true (gtk_widget_compute_bounds (trash, GTK_WIDGET (f->window), &trash_at));
      g_assert_true (gtk_widget_compute_bounds (bars->pdata[0], GTK_WIDGET (f->window), &bar_at));
      g_test_message ("Trash at %.0f,%.0f, the solver's bar at %.0f,%.0f",
                      trash_at.origin.x, trash_at.origin.y, bar_at.origin.x, bar_at.origin.y);
      /* Beside the board: right of the buttons, not over them. */
      g_assert_cmpfloat (bar_at.origin.x, >=, trash_at.origin.x + trash_at.size.width);
    }
}

/* Hi Lo against the computer: after its turn, your hand or the one
 * button the phase asks for (toss, draw, next round). */
static void
test_focus_next_hilo (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *page = open_page (f, "hilo");
  FtHiLoGame *game = FT_HILO_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };

  for (guint move = 0; move < 3; move++)
    {
      g_autoptr(GError) error = NULL;
      FtHiLoAction forced;
      GtkWidget *focus;

      if (move == 0)
        ft_hilo_page_new_game (FT_HILO_PAGE (page), 2, seats, NULL, NULL, 40 + move);
      g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, TABLE_WAIT_MS));
      ft_ui_run_main_loop (20);
      focus = focused (f);
      g_assert_nonnull (focus);
      g_test_message ("move %u: focus on %s %s", move, G_OBJECT_TYPE_NAME (focus),
                      GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "");
      g_assert_true (gtk_widget_is_ancestor (focus, page));
      g_assert_true (g_object_get_data (G_OBJECT (focus), "hilo-card") != NULL ||
                     is_button_labelled (focus, "Toss the Chip") || is_button_labelled (focus, "Draw a Card"));

      /* The person's move, made by the model: the page follows. */
      gtk_widget_grab_focus (page);
      if (ft_hilo_game_get_forced_action (game, &forced) && forced.kind == FT_HILO_ACTION_TOSS)
        g_assert_true (ft_hilo_game_toss (game, &error));
      else if (ft_hilo_game_get_forced_action (game, &forced) && forced.kind == FT_HILO_ACTION_DRAW)
        g_assert_true (ft_hilo_game_draw (game, &error));
      else
        {
          guint8 cards[FT_HILO_N_CARDS];
          guint n = ft_hilo_game_get_hand (game, 0, cards);
          guint i = 0;

          while (i < n && !ft_hilo_game_can_play (game, cards[i]))
            i++;
          g_assert_cmpuint (i, <, n);
          g_assert_true (ft_hilo_game_play (game, cards[i], &error));
        }
      g_assert_no_error (error);
      ft_ui_run_main_loop (20);
      if (ft_hilo_game_get_phase (game) == FT_HILO_PHASE_ROUND_OVER || ft_game_is_over (FT_GAME (game)))
        break;
    }
}

/* Whether @focus is on a game's board: a Scrabble square or a Flipchain
 * cell. */
static gboolean
on_board (GtkWidget *focus)
{
  GtkWidget *board;

  if (focus == NULL)
    return FALSE;
  if (gtk_widget_has_css_class (focus, "flipchain-cell"))
    return TRUE;
  board = gtk_widget_get_ancestor (focus, GTK_TYPE_GRID);
  return GTK_IS_BUTTON (focus) && board && gtk_widget_has_css_class (board, "scrabble-board");
}

static gboolean
board_match (GtkWidget     *widget,
             gconstpointer  data)
{
  return on_board (widget);
}

/* A control of the page the focus can be on, away from the board (while
 * the computer moves the board's own buttons are all there is: the log,
 * a scrolled side). */
static gboolean
off_board (GtkWidget     *widget,
           gconstpointer  data)
{
  return gtk_widget_is_drawable (widget) && gtk_widget_is_sensitive (widget) &&
         gtk_widget_get_focusable (widget) && !on_board (widget) &&
         ft_ui_find (widget, board_match, NULL) == NULL;
}

/* @id's game, the computer (Beginner) to start against a person: with
 * the focus on the page away from the board, the computer's move puts it
 * on the board (a square, a cell). */
static void
check_focus_next_board (Fixture    *f,
                        const char *id)
{
  GtkWidget *page = open_page (f, id);
  FtGameSetup setup = { .n_players = 2 };
  GtkWidget *focus;

  setup.seats[0] = FT_SEAT_BEGINNER;
  setup.seats[1] = FT_SEAT_PERSON;
  if (FT_IS_FLIPCHAIN_GAME (ft_game_table_get_game (FT_GAME_TABLE (page))))
    {
      FtFlipchainGame *game = FT_FLIPCHAIN_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));

      ft_flipchain_game_set_side (game, 5);
      ft_flipchain_game_set_pie_rule (game, FALSE);
    }
  ft_game_table_new_game (FT_GAME_TABLE (page), &setup, 11);
  g_assert_false (ft_game_table_person_acts (FT_GAME_TABLE (page)));
  /* On the page, not on its board. */
  {
    g_autoptr(GPtrArray) away = g_ptr_array_new ();

    guint i = 0;

    ft_ui_collect (page, off_board, NULL, away);
    /* The first that takes it: the log's list is no Tab stop (its
     * scroller does not let the focus in). */
    while (i < away->len && !gtk_widget_grab_focus (away->pdata[i]))
      i++;
    if (i == away->len)
      {
        /* Scrabble while the computer moves: nothing off the board takes
         * the focus, so a button of the test's own beside the log does. */
        GtkWidget *log = ft_ui_find_any (page, ft_ui_has_class, "ft-log");
        GtkWidget *side = gtk_widget_get_parent (gtk_widget_get_ancestor (log, GTK_TYPE_SCROLLED_WINDOW));
        GtkWidget *button = gtk_button_new_with_label ("Away");

        g_assert_true (GTK_IS_BOX (side));
        gtk_box_append (GTK_BOX (side), button);
        ft_ui_run_main_loop (20);
        g_assert_true (gtk_widget_grab_focus (button));
      }
  }
  focus = focused (f);
  g_test_message ("before: focus on %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus && gtk_widget_is_ancestor (focus, page));
  g_assert_false (on_board (focus));

  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, TABLE_WAIT_MS));
  ft_ui_run_main_loop (20);
  focus = focused (f);
  g_test_message ("after: focus on %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");

  g_assert_true (on_board (focus));
}

static void
test_focus_next_scrabble (Fixture       *f,
                          gconstpointer  data)
{
  check_focus_next_board (f, "scrabble");
}

static void
test_focus_next_flipchain (Fixture       *f,
                           gconstpointer  data)
{
  check_focus_next_board (f, "flipchain");
}

/* --- The game-over screen states the game's figures -------------------- */

static gboolean
game_over (gconstpointer data)
{
  FtGame *game = ft_game_table_get_game (FT_GAME_TABLE ((GtkWidget *) data));

  return ft_game_is_started (game) && ft_game_is_over (game);
}

/* Waits (60 s at most) for the computers to end @page's game, and returns
 * what the game-over screen shown says under its title. */
static const char *
over_figures (GtkWidget *page)
{
  GtkWidget *stack = ft_ui_find_type (page, GTK_TYPE_STACK);
  GtkWidget *over;
  const char *figures;

  g_assert_true (ft_ui_wait_until (game_over, page, 60000));
  ft_ui_run_main_loop (20);
  over = gtk_stack_get_visible_child (GTK_STACK (stack));
  g_assert_true (ADW_IS_STATUS_PAGE (over));
  g_assert_true (gtk_widget_is_drawable (over));
  g_test_message ("game over: %s / %s", adw_status_page_get_title (ADW_STATUS_PAGE (over)),
                  adw_status_page_get_description (ADW_STATUS_PAGE (over)));
  figures = adw_status_page_get_description (ADW_STATUS_PAGE (over));
  g_assert_nonnull (figures);
  return figures;
}

/* Where @number stands in @text as a number of its own (not a part of a
 * larger one), from @from on; -1 when it is not there. */
static gssize
number_at (const char *text,
           gssize      from,
           gint64      number)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GINT64_FORMAT, number);
  gsize len = strlen (digits);

  for (const char *at = strstr (text + from, digits); at; at = strstr (at + 1, digits))
    if ((at == text || (!g_ascii_isdigit (at[-1]) && at[-1] != '-')) && !g_ascii_isdigit (at[len]))
      return at - text;
  return -1;
}

/* @name, then @number after it on the same line (at one of the places
 * @name stands). */
static void
assert_says (const char *figures,
             const char *name,
             gint64      number)
{
  g_test_message ("%s: %" G_GINT64_FORMAT, name, number);
  for (const char *at = strstr (figures, name); at; at = strstr (at + 1, name))
    {
      gssize n = number_at (figures, at - figures + strlen (name), number);
      const char *eol = strchr (at, '\n');

      if (n >= 0 && (eol == NULL || figures + n < eol))
        return;
    }
  g_error ("the game-over screen does not say %s %" G_GINT64_FORMAT ": %s", name, number, figures);
}

static const FtSeat two_computers[2] = { FT_SEAT_BEGINNER, FT_SEAT_BEGINNER };

static GtkWidget *
open_for_computers (Fixture    *f,
                    const char *id)
{
  GtkWidget *page = open_page (f, id);

  g_object_set (page, "computer-delay", 0, NULL);
  return page;
}

/* Hi Lo between two computers: the rounds it took. */
static void
test_over_figures_hilo (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *page = open_for_computers (f, "hilo");
  FtHiLoGame *game = FT_HILO_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  const char *figures;

  ft_hilo_page_new_game (FT_HILO_PAGE (page), 2, two_computers, NULL, NULL, 9);
  figures = over_figures (page);
  g_assert_cmpuint (ft_hilo_game_get_round (game), >, 0);
  g_assert_cmpint (number_at (figures, 0, ft_hilo_game_get_round (game)), >=, 0);
  g_assert_nonnull (strstr (figures, "round"));
}

static gboolean
dice_game_over (gconstpointer data)
{
  return ft_dice_game_is_over ((FtDiceGame *) data, NULL);
}

/* One game of a FLIP (dice) match between two computers: the match's
 * score of each, by name. */
static void
test_over_figures_dice (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *page = open_for_computers (f, "dice");
  FtDiceGame *game = FT_DICE_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  const char *figures;
  guint total = 0;

  ft_dice_page_new_game (FT_DICE_PAGE (page), 2, two_computers, 4);
  /* The board ends a game of the match: its end shows beside the Next
   * Game button, the match going on. */
  g_assert_true (ft_ui_wait_until (dice_game_over, game, 60000));
  ft_ui_run_main_loop (20);
  g_assert_false (ft_dice_game_match_is_over (game, NULL));
  {
    GtkWidget *next = find_button (page, "Next Game");
    GtkWidget *label = ft_ui_find_type (gtk_widget_get_parent (next), GTK_TYPE_LABEL);

    g_assert_true (gtk_widget_is_drawable (next));
    g_assert_true (label != NULL && gtk_widget_is_drawable (label));
    figures = gtk_label_get_text (GTK_LABEL (label));
    g_test_message ("game over: %s", figures);
  }
  for (FtDicePlayer p = FT_DICE_PLAYER_A; p <= FT_DICE_PLAYER_B; p++)
    {
      g_autofree char *name = ft_game_seat_name (FT_GAME (game), p);

      assert_says (figures, name, ft_dice_game_get_match_score (game, p));
      total += ft_dice_game_get_match_score (game, p);
    }
  /* A game was scored. */
  g_assert_cmpuint (total, >, 0);
}

/* Binary Number Scrabble between two computers: each one's score. */
static void
test_over_figures_scrabble (Fixture       *f,
                            gconstpointer  data)
{
  GtkWidget *page = open_for_computers (f, "scrabble");
  FtScrabbleGame *game = FT_SCRABBLE_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  FtGameSetup setup = { .n_players = 2 };
  const char *figures;

  g_autofree char *summary = NULL;
  GtkWidget *stack;

  memcpy (setup.seats, two_computers, sizeof two_computers);
  ft_game_table_new_game (FT_GAME_TABLE (page), &setup, 5);
  /* The final board stays in view (board_ends), the figures beside it. */
  g_assert_true (ft_ui_wait_until (game_over, page, 60000));
  ft_ui_run_main_loop (20);
  stack = ft_ui_find_type (page, GTK_TYPE_STACK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "game");
  summary = ft_game_table_get_summary (FT_GAME_TABLE (page));
  figures = summary;
  for (guint i = 0; i < ft_game_get_n_players (FT_GAME (game)); i++)
    assert_says (figures, ft_game_get_name (FT_GAME (game), i), ft_scrabble_game_get_score (game, i));
}

/* --- Cards of one size --------------------------------------------------- */

/* Every card of the hand (buttons of @css_class) as wide and as tall as
 * the first, whatever it says; returns how many there are. */
static guint
assert_one_size (GtkWidget  *page,
                 const char *css_class)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  int width, height;

  ft_ui_run_main_loop (50);
  ft_ui_collect (page, hand_card, css_class, cards);
  g_assert_cmpuint (cards->len, >, 1);
  width = gtk_widget_get_width (cards->pdata[0]);
  height = gtk_widget_get_height (cards->pdata[0]);
  for (guint i = 1; i < cards->len; i++)
    {
      g_test_message ("%s %u: %dx%d, the first %dx%d", css_class, i, gtk_widget_get_width (cards->pdata[i]),
                      gtk_widget_get_height (cards->pdata[i]), width, height);
      g_assert_cmpint (gtk_widget_get_width (cards->pdata[i]), ==, width);
      g_assert_cmpint (gtk_widget_get_height (cards->pdata[i]), ==, height);
    }
  return cards->len;
}

/* FLIP BITS' OPERATION cards ("NOT", "ROTATE LEFT", "FLIP BIT 0010") and
 * Hi Lo's cards (plain, "skip", "play again", "10 points"), in normal and
 * presentation mode. */
static void
test_cards_one_size (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *page;
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  guint64 seed = 1;

  for (guint presentation = 0; presentation < 2; presentation++)
    {
      g_settings_set_boolean (f->settings, "presentation-mode", presentation);
      page = open_page (f, "flipbits");
      for (guint64 s = 1; s < 4; s++)
        {
          ft_flipbits_page_new_game (FT_FLIPBITS_PAGE (page), 1, NULL, s);
          assert_one_size (page, "ft-card");
        }

      /* A Hi Lo hand with special cards among the plain ones. */
      page = open_page (f, "hilo");
      for (;; seed++)
        {
          FtHiLoGame *game = FT_HILO_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
          guint8 cards[FT_HILO_N_CARDS];
          guint n, special = 0;

          ft_hilo_page_new_game (FT_HILO_PAGE (page), 2, seats, NULL, NULL, seed);
          n = ft_hilo_game_get_hand (game, 0, cards);
          for (guint i = 0; i < n; i++)
            special += ft_hilo_card_shape (cards[i]) != NULL;
          if (special >= 2 && special < n)
            break;
        }
      assert_one_size (page, "ft-hilo-card");
    }
  g_settings_reset (f->settings, "presentation-mode");
}

/* GNOME's "− 100% +": the percentage follows the zoom and resets it. */
static void
test_zoom_row (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *reset = button_for (f, "win.zoom-reset");
  GtkWidget *out = button_for (f, "win.zoom-out");
  GtkWidget *in = button_for (f, "win.zoom-in");

  /* One row: − 100% +. */
  g_assert_true (gtk_widget_get_next_sibling (out) == reset);
  g_assert_true (gtk_widget_get_next_sibling (reset) == in);
  assert_name (out, "Zoom Out");
  assert_name (in, "Zoom In");
  assert_name (gtk_widget_get_parent (out), "Zoom");
  g_assert_nonnull (gtk_widget_get_tooltip_text (reset));

  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (reset)), ==, "100%");
  assert_name (reset, "Reset Zoom, now 100%");
  g_signal_emit_by_name (in, "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (reset)), ==, "110%");
  assert_name (reset, "Reset Zoom, now 110%");
  g_object_set (f->window, "zoom", 150, NULL);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (reset)), ==, "150%");
  g_signal_emit_by_name (reset, "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpint (g_settings_get_int (f->settings, "zoom"), ==, 100);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (reset)), ==, "100%");
}

/* "Undo (Ctrl+Z)", "Pass (P)", "Take Back a Step (Backspace)": a key in
 * brackets at the end of a text. */
static gboolean
holds_key (const char *text)
{
  static GRegex *regex;

  if (text == NULL)
    return FALSE;
  if (regex == NULL)
    regex = g_regex_new ("\\((Ctrl|Shift|Alt|Super|Backspace|Return|Enter|Escape|Esc|Space|Tab|Delete|"
                         "Home|End|F[0-9]+|[A-Z0-9?])(\\+[^)]*)?\\)\\s*$", 0, 0, NULL);
  return g_regex_match (regex, text, 0, NULL);
}

static void
assert_no_key_in_labels (GtkWidget  *root,
                         const char *where)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  ft_ui_collect (root, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_BUTTON), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();

      if (holds_key (gtk_button_get_label (buttons->pdata[i])))
        g_error ("%s: a button's label holds a key: %s", where, gtk_button_get_label (buttons->pdata[i]));
      ft_ui_collect (buttons->pdata[i], ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_LABEL), labels);
      for (guint j = 0; j < labels->len; j++)
        if (holds_key (gtk_label_get_text (labels->pdata[j])))
          g_error ("%s: a button's label holds a key: %s", where, gtk_label_get_text (labels->pdata[j]));
    }
}

static void
test_no_key_in_button_labels (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GListModel) catalog = ft_catalog_new ();
  guint seen_lesson = 0;

  g_assert_true (holds_key ("Take Back a Step (Backspace)"));
  g_assert_true (holds_key ("Resolved! (R)"));
  g_assert_true (holds_key ("New Game (Ctrl+N)"));
  g_assert_false (holds_key ("Solve the 10-die game (about 20 s)"));

  assert_no_key_in_labels (GTK_WIDGET (f->window), "home");
  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);
      const char *id = ft_catalog_entry_get_id (entry);

      /* Every game and tool, the stacks' hidden children (game over, pass
       * the screen, statistics) too, and one lesson: all lessons share
       * one page. */
      if (ft_catalog_entry_get_kind (entry) == FT_CATALOG_LESSON && seen_lesson++)
        continue;
      open_page (f, id);
      assert_no_key_in_labels (GTK_WIDGET (f->window), id);
      ft_window_go_home (f->window);
    }
}

/* General first, then the lessons, then one section a game; each titled,
 * each no wider than 1000 px at 100%, no key shown twice in a section. */
static void
test_shortcuts_window (void)
{
  static const char *const order[] = {
    "general", "lessons", "flipbits", "dice", "hilo", "scrabble", "flipchain", "workbench",
  };
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/gtk/help-overlay.ui");
  GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  int natural = 0;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Keyboard Shortcuts");
  gtk_window_present (GTK_WINDOW (window));
  ft_ui_run_main_loop (100);

  ft_ui_collect (window, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_SECTION), sections);
  g_assert_cmpuint (sections->len, ==, G_N_ELEMENTS (order));
  for (guint i = 0; i < sections->len; i++)
    {
      GtkWidget *section = sections->pdata[i];
      g_autofree char *name = NULL;
      g_autofree char *title = NULL;
      g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
      g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      g_object_get (section, "section-name", &name, "title", &title, NULL);
      g_test_message ("section %s", name);
      g_assert_cmpstr (name, ==, order[i]);
      g_assert_nonnull (title);
      g_assert_cmpstr (title, !=, "");

      g_object_set (window, "section-name", name, NULL);
      ft_ui_run_main_loop (20);
      gtk_widget_measure (section, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_test_message ("section %s: %d px wide", name, natural);
      g_assert_cmpint (natural, <=, 1000);

      ft_ui_collect (section, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_SHORTCUTS_SHORTCUT), shortcuts);
      g_assert_cmpuint (shortcuts->len, >, 0);
      for (guint k = 0; k < shortcuts->len; k++)
        {
          g_autofree char *accelerator = NULL;
          g_auto(GStrv) parts = NULL;

          g_object_get (shortcuts->pdata[k], "accelerator", &accelerator, NULL);
          if (accelerator == NULL)
            continue;  /* shown from an action's own keys */
          parts = g_strsplit (accelerator, " ", -1);
          for (guint m = 0; parts[m]; m++)
            if (!g_hash_table_add (keys, g_strdup (parts[m])))
              g_error ("section %s shows %s twice", name, parts[m]);
        }
    }

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("the window: %d px wide, %d px shown", natural, gtk_widget_get_width (window));
  g_assert_cmpint (natural, <=, 1000);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 1000);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The shown toplevel other than @window, or NULL. */
static GtkWindow *
other_window (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && !found; i++)
    {
      g_autoptr(GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (other != window && gtk_widget_get_mapped (GTK_WIDGET (other)))
        found = other;
    }
  return found;
}

static gboolean
window_is_active (gconstpointer window)
{
  return gtk_window_is_active ((GtkWindow *) window);
}

/* Waits (at most 10 s) for @window to have the keyboard focus. */
static gboolean
becomes_active (GtkWindow *window)
{
  return ft_ui_wait_until (window_is_active, window, 10000);
}

/* Opens a window over the game with @action, closes it as the learner
 * would, and checks that the game window has the keyboard again, on the
 * control that had it. */
static void
check_returns_focus (FtWindow   *window,
                     const char *action,
                     gboolean    escape)
{
  GtkWidget *before = gtk_root_get_focus (GTK_ROOT (window));
  GtkWindow *other;

  g_assert_nonnull (before);
  g_test_message ("%s: the focus is on a %s", action, G_OBJECT_TYPE_NAME (before));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  ft_ui_run_main_loop (300);
  other = other_window (GTK_WINDOW (window));
  g_assert_nonnull (other);
  g_test_message ("opened: %s “%s”", G_OBJECT_TYPE_NAME (other), gtk_window_get_title (other));
  g_assert_true (becomes_active (other));
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));

  if (escape)
    gtk_widget_activate_action (GTK_WIDGET (other), "window.close", NULL);
  else
    gtk_window_close (other);
  ft_ui_run_main_loop (200);
  g_assert_true (becomes_active (GTK_WINDOW (window)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == before);
}

/* Closing Help or the keyboard shortcuts gives the keyboard back to the
 * game, on the control the learner left (issue 15).  The shortcuts window
 * is shown, section by section, under fatal warnings: GTK 4.8 warned
 * about its page switcher when a section had more than one page. */
static void
test_dialogs_return_focus (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/gtk/help-overlay.ui");
  GtkShortcutsWindow *shortcuts = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  GtkWidget *focus;

  /* The application gives its windows the shortcuts window before they
   * are shown; the fixture's window has no application. */
  gtk_window_destroy (GTK_WINDOW (f->window));
  f->window = ft_window_new (NULL, f->settings, f->progress);
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (f->window), shortcuts);
  g_assert_true (ft_window_open (f->window, "flipbits"));
  gtk_window_present (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (200);
  g_assert_true (becomes_active (GTK_WINDOW (f->window)));

  check_returns_focus (f->window, "win.help", FALSE);
  check_returns_focus (f->window, "win.help", TRUE);

  /* A control other than the first, to tell "where it was" from "the
   * page's first control". */
  focus = ft_ui_find_type (GTK_WIDGET (f->window), GTK_TYPE_MENU_BUTTON);
  g_assert_true (gtk_widget_grab_focus (focus));
  check_returns_focus (f->window, "win.show-help-overlay", FALSE);

  {
    static const char *const sections[] = {
      "general", "lessons", "flipbits", "dice", "hilo", "scrabble", "flipchain", "workbench",
    };

    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay", NULL);
    for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
      {
        g_object_set (shortcuts, "section-name", sections[i], NULL);
        ft_ui_run_main_loop (60);
      }
    gtk_window_close (GTK_WINDOW (shortcuts));
    ft_ui_run_main_loop (100);
  }
}

int
main (int   argc,
      char *argv[])
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_gtk_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/controls/header-buttons", test_header_buttons);
  ADD ("/controls/undo-sensitive", test_undo_sensitive);
  ADD ("/controls/hint-button", test_hint_button);
  ADD ("/controls/focus-next/flipbits", test_focus_next_flipbits);
  ADD ("/controls/focus-next/dice", test_focus_next_dice);
  ADD ("/controls/focus-next/hilo", test_focus_next_hilo);
  ADD ("/controls/focus-next/scrabble", test_focus_next_scrabble);
  ADD ("/controls/focus-next/flipchain", test_focus_next_flipchain);
  ADD ("/controls/over-figures/hilo", test_over_figures_hilo);
  ADD ("/controls/over-figures/dice", test_over_figures_dice);
  ADD ("/controls/over-figures/scrabble", test_over_figures_scrabble);
  ADD ("/controls/dice-solver-beside", test_dice_solver_beside);
  ADD ("/controls/cards-one-size", test_cards_one_size);
  ADD ("/controls/zoom-row", test_zoom_row);
  ADD ("/controls/no-key-in-button-labels", test_no_key_in_button_labels);
  ADD ("/controls/dialogs-return-focus", test_dialogs_return_focus);
  g_test_add_func ("/controls/shortcuts-window", test_shortcuts_window);

#undef ADD

  return g_test_run ();
}
