/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "ft-flipbits-game.h"
#include "ft-bit-row.h"
#include "ft-flipbits-page.h"
#include "ft-page.h"
#include "../page-test.h"

/*
 * The FLIP BITS page in a real window: what the keyboard test does not
 * reach.  The pass screen between two people at one screen, computer
 * players paced by the page, hints on / limited / off, presentation mode,
 * and the statistics the page reports.
 */

typedef FtPageFixture Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  ft_page_fixture_set_up (f, FT_TYPE_FLIPBITS_PAGE, ft_flipbits_game_new ());
}

static GtkWidget *
visible_stack_child (Fixture *f)
{
  GtkWidget *stack = gtk_widget_get_first_child (GTK_WIDGET (f->page));

  return gtk_stack_get_visible_child (GTK_STACK (stack));
}

static const char *
visible_stack_name (Fixture *f)
{
  GtkWidget *stack = gtk_widget_get_first_child (GTK_WIDGET (f->page));

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

/* Two people at one screen: the next one's cards stay hidden until they
 * ask; with open hands there is no pass screen. */
static void
test_pass_screen (Fixture       *f,
                  gconstpointer  data)
{
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_PERSON };
  FtFlipBitsGame *game = ft_flipbits_page_get_game (f->page);

  ft_flipbits_page_new_game (f->page, 2, seats, 11);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible_stack_name (f), ==, "pass");
  g_assert_true (ADW_IS_STATUS_PAGE (visible_stack_child (f)));
  {
    g_autofree char *name = ft_game_seat_name (FT_GAME (game), ft_flipbits_game_get_waiting_seat (game));
    g_autofree char *title = g_strdup_printf ("Pass to %s", name);

    g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (visible_stack_child (f))), ==, title);
  }

  /* "Show the cards" reveals them. */
  g_signal_emit_by_name (adw_status_page_get_child (ADW_STATUS_PAGE (visible_stack_child (f))), "clicked");
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible_stack_name (f), ==, "game");

  g_settings_set_boolean (f->settings, "open-hands", TRUE);
  ft_flipbits_page_new_game (f->page, 2, seats, 12);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible_stack_name (f), ==, "game");
}

/* Computer players move on their own, paced by the page, until a person
 * must act; a game of computers alone plays to its end and is recorded. */
static void
test_computers_paced (Fixture       *f,
                      gconstpointer  data)
{
  FtSeat seats[] = { FT_SEAT_EXPERT, FT_SEAT_STANDARD };
  FtFlipBitsGame *game = ft_flipbits_page_get_game (f->page);
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  ft_flipbits_page_new_game (f->page, 2, seats, 3);
  while (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_NOTHING && g_get_monotonic_time () < end)
    ft_ui_run_main_loop (10);

  g_assert_cmpint (ft_flipbits_game_get_wait (game), ==, FT_FLIPBITS_WAIT_NOTHING);
  ft_ui_run_main_loop (20);
  g_assert_cmpstr (visible_stack_name (f), ==, "over");
  /* The game-over screen shows the game's figures, not a star alone:
   * each seat's points and warnings. */
  {
    const char *figures = adw_status_page_get_description (ADW_STATUS_PAGE (visible_stack_child (f)));
    g_autofree char *first = ft_game_seat_name (FT_GAME (game), 0);
    g_autofree char *second = ft_game_seat_name (FT_GAME (game), 1);

    g_test_message ("game over: %s", figures);
    g_assert_nonnull (figures);
    g_assert_nonnull (strstr (figures, first));
    g_assert_nonnull (strstr (figures, second));
    g_assert_nonnull (strstr (figures, "3 points"));
    g_assert_nonnull (strstr (figures, "warning"));
  }
  /* Nobody at the screen won, so only "played" is recorded. */
  g_assert_cmpuint (f->records->len, ==, 1);
  g_assert_cmpstr (f->records->pdata[0], ==, "played 1");
}

static void
wait_for_hint (Fixture *f)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (ft_flipbits_page_get_hint_text (f->page) == NULL && g_get_monotonic_time () < end)
    ft_ui_run_main_loop (10);
}

/* Hints: three levels, each a step further; "limited" stops at the first;
 * "off" gives none. */
static void
test_hints (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  ft_flipbits_page_new_game (f->page, 1, NULL, 8);
  ft_ui_run_main_loop (20);

  ft_page_hint (FT_PAGE (f->page));
  wait_for_hint (f);
  g_assert_nonnull (ft_flipbits_page_get_hint_text (f->page));
  first = g_strdup (ft_flipbits_page_get_hint_text (f->page));
  ft_page_hint (FT_PAGE (f->page));
  ft_ui_run_main_loop (20);
  second = g_strdup (ft_flipbits_page_get_hint_text (f->page));
  g_assert_cmpstr (first, !=, "");
  /* When the first level says there is more, the second level says it. */
  if (strstr (first, "Ctrl+H again"))
    g_assert_cmpstr (second, !=, first);

  /* Limited: asking again never goes past the first level. */
  g_settings_set_string (f->settings, "hints", "limited");
  ft_flipbits_page_new_game (f->page, 1, NULL, 8);
  ft_ui_run_main_loop (20);
  g_assert_null (ft_flipbits_page_get_hint_text (f->page));
  ft_page_hint (FT_PAGE (f->page));
  wait_for_hint (f);
  {
    g_autofree char *limited = g_strdup (ft_flipbits_page_get_hint_text (f->page));

    ft_page_hint (FT_PAGE (f->page));
    ft_ui_run_main_loop (20);
    g_assert_cmpstr (ft_flipbits_page_get_hint_text (f->page), ==, limited);
    g_assert_null (strstr (limited, "Ctrl+H again"));
    /* The first level of the same position, without the discard advice. */
    g_assert_true (g_str_has_prefix (first, limited));
  }

  /* Off: nothing is computed or shown. */
  g_settings_set_string (f->settings, "hints", "off");
  ft_flipbits_page_new_game (f->page, 1, NULL, 8);
  ft_ui_run_main_loop (20);
  ft_page_hint (FT_PAGE (f->page));
  ft_ui_run_main_loop (200);
  g_assert_null (ft_flipbits_page_get_hint_text (f->page));
}

static gboolean
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return gtk_widget_is_drawable (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (find_list_box (child))
      return TRUE;
  return FALSE;
}

/* Presentation mode hides the event log, a secondary panel. */
static void
test_presentation (Fixture       *f,
                   gconstpointer  data)
{
  ft_flipbits_page_new_game (f->page, 1, NULL, 4);
  ft_ui_run_main_loop (50);
  g_assert_true (find_list_box (GTK_WIDGET (f->page)));
  g_object_set (f->page, "presentation", TRUE, NULL);
  ft_ui_run_main_loop (50);
  g_assert_false (find_list_box (GTK_WIDGET (f->page)));
  g_object_set (f->page, "presentation", FALSE, NULL);
  ft_ui_run_main_loop (50);
  g_assert_true (find_list_box (GTK_WIDGET (f->page)));
}

static void
collect_buttons (GtkWidget  *widget,
                 const char *key,
                 GPtrArray  *found)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) &&
      (key == NULL ? gtk_widget_has_css_class (widget, "ft-card") && !gtk_widget_has_css_class (widget, "ft-hex-card")
                   : g_object_get_data (G_OBJECT (widget), key) != NULL))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, key, found);
}

/* The FLIP BIT chooser lists the bits as MEMORY shows them: bit 3 on
 * the left, bit 0 on the right. */
static void
test_chooser_order (Fixture       *f,
                    gconstpointer  data)
{
  FtFlipBitsGame *game = ft_flipbits_page_get_game (f->page);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GPtrArray) choices = g_ptr_array_new ();
  int asking = -1;
  int last = G_MAXINT;

  for (guint64 seed = 1; seed < 200 && asking < 0; seed++)
    {
      ft_flipbits_page_new_game (f->page, 1, NULL, seed);
      for (guint i = 0; i < ft_flipbits_game_get_n_cards (game, 0) && asking < 0; i++)
        if (ft_flipbits_game_card_asks_operand (game, i))
          asking = i;
    }
  g_assert_cmpint (asking, >=, 0);
  ft_ui_run_main_loop (20);
  collect_buttons (GTK_WIDGET (f->page), NULL, cards);
  g_assert_cmpuint (cards->len, >, (guint) asking);
  g_signal_emit_by_name (cards->pdata[asking], "clicked");
  ft_ui_run_main_loop (20);

  collect_buttons (GTK_WIDGET (f->page), "operand", choices);
  g_assert_cmpuint (choices->len, >=, 2);
  for (guint i = 0; i < choices->len; i++)
    {
      const char *label = gtk_button_get_label (choices->pdata[i]);
      int bit;

      g_test_message ("choice %u: %s", i, label);
      g_assert_true (g_str_has_prefix (label, "Bit "));
      bit = atoi (label + 4);
      g_assert_cmpint (bit, <, last);
      last = bit;
    }
  /* The first (leftmost) has the focus. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == choices->pdata[0]);
}

static FtBitRow *
find_memory_row (GtkWidget *widget)
{
  if (FT_IS_BIT_ROW (widget) && g_str_has_prefix (ft_bit_row_get_name (FT_BIT_ROW (widget)), "memory"))
    return FT_BIT_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      FtBitRow *row = find_memory_row (child);

      if (row)
        return row;
    }
  return NULL;
}

static gboolean
find_label_prefix (GtkWidget  *widget,
                   const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (find_label_prefix (child, prefix))
      return TRUE;
  return FALSE;
}

static void
on_event (FtGame     *game,
          const char *text,
          GPtrArray  *events)
{
  g_ptr_array_add (events, g_strdup (text));
}

/* One card of the waiting seat's hand that changes MEMORY but does not
 * reach the GOAL, chosen in the builder; FALSE if the hand has none. */
static gboolean
choose_wrong_card (FtFlipBitsGame *game)
{
  guint seat = ft_flipbits_game_get_waiting_seat (game);

  for (guint i = 0; i < ft_flipbits_game_get_n_cards (game, seat); i++)
    {
      guint8 operands[FT_FB_BITS] = { 0 };
      int bits[FT_FB_BITS];
      guint8 operand = 0;
      guint8 after;

      if (ft_flipbits_game_card_asks_operand (game, i))
        {
          if (ft_flipbits_game_card_choices (game, i, operands, bits) == 0)
            continue;
          operand = operands[0];
        }
      ft_flipbits_game_clear_builder (game);
      if (!ft_flipbits_game_add_step (game, i, operand, NULL))
        continue;
      after = ft_flipbits_game_memory_after (game, 1);
      if (after != ft_flipbits_game_get_memory (game) && after != ft_flipbits_game_get_goal (game))
        return TRUE;
    }
  ft_flipbits_game_clear_builder (game);
  return FALSE;
}

/* The sheet's challenge "call Resolved, then solve in your head": with
 * "Challenge: no preview" MEMORY stays as it was while cards are chosen
 * (no highlighted bits, no steps worked out), and a wrong call earns its
 * warning.  Without it the same choice shows MEMORY after the step. */
static void
test_no_preview (Fixture       *f,
                 gconstpointer  data)
{
  FtSeat seats[] = { FT_SEAT_PERSON, FT_SEAT_PERSON };
  FtFlipBitsGame *game = ft_flipbits_page_get_game (f->page);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
  gboolean found = FALSE;
  guint8 before, after;
  guint seat;
  FtBitRow *row;

  g_settings_set_boolean (f->settings, "open-hands", TRUE);

  /* Preview on (the default): MEMORY shows the step. */
  g_assert_false (ft_flipbits_game_get_no_preview (game));
  for (guint64 seed = 1; seed < 100 && !found; seed++)
    {
      ft_flipbits_page_new_game (f->page, 2, seats, seed);
      found = ft_flipbits_game_get_wait (game) == FT_FLIPBITS_WAIT_RESOLVE && choose_wrong_card (game);
    }
  g_assert_true (found);
  ft_ui_run_main_loop (20);
  row = find_memory_row (GTK_WIDGET (f->page));
  g_assert_nonnull (row);
  before = ft_flipbits_game_get_memory (game);
  after = ft_flipbits_game_memory_after (game, 1);
  g_assert_cmpuint (ft_bit_row_get_value (row), ==, after);
  g_assert_cmpuint (ft_bit_row_get_highlight (row), ==, (guint) (before ^ after));
  g_assert_true (find_label_prefix (GTK_WIDGET (f->page), "MEMORY does not match the GOAL yet."));

  /* The challenge on: the same position, the same card. */
  g_object_set (game, "no-preview", TRUE, NULL);
  g_assert_true (ft_flipbits_game_get_no_preview (game));
  found = FALSE;
  for (guint64 seed = 1; seed < 100 && !found; seed++)
    {
      ft_flipbits_page_new_game (f->page, 2, seats, seed);
      found = ft_flipbits_game_get_wait (game) == FT_FLIPBITS_WAIT_RESOLVE && choose_wrong_card (game);
    }
  g_assert_true (found);
  g_assert_true (ft_flipbits_game_get_no_preview (game));
  ft_ui_run_main_loop (20);
  row = find_memory_row (GTK_WIDGET (f->page));
  before = ft_flipbits_game_get_memory (game);
  after = ft_flipbits_game_memory_after (game, 1);
  g_assert_cmpuint (after, !=, before);
  g_assert_cmpuint (ft_bit_row_get_value (row), ==, before);
  g_assert_cmpuint (ft_bit_row_get_highlight (row), ==, 0);
  g_assert_cmpstr (ft_bit_row_get_name (row), ==, "memory");
  g_assert_true (find_label_prefix (GTK_WIDGET (f->page), "1 card chosen: work out MEMORY in your head"));
  g_assert_false (find_label_prefix (GTK_WIDGET (f->page), "MEMORY does not match the GOAL yet."));

  /* A wrong call: a warning, and MEMORY restored. */
  seat = ft_flipbits_game_get_waiting_seat (game);
  g_assert_cmpuint (ft_flipbits_game_get_warnings (game, seat), ==, 0);
  g_signal_connect (game, "event", G_CALLBACK (on_event), events);
  g_assert_true (ft_flipbits_game_call_resolved (game, NULL));
  ft_ui_run_main_loop (20);
  g_assert_cmpuint (ft_flipbits_game_get_warnings (game, seat), ==, 1);
  g_assert_cmpuint (ft_flipbits_game_get_memory (game), ==, before);
  found = FALSE;
  for (guint i = 0; i < events->len; i++)
    {
      g_test_message ("event: %s", (char *) events->pdata[i]);
      found |= strstr (events->pdata[i], "misses the GOAL: a warning") != NULL;
    }
  g_assert_true (found);
  g_signal_handlers_disconnect_by_func (game, on_event, events);
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_page_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, ft_page_fixture_tear_down)

  ADD ("/flipbits/page/pass-screen", test_pass_screen);
  ADD ("/flipbits/page/computers-paced", test_computers_paced);
  ADD ("/flipbits/page/hints-on-limited-off", test_hints);
  ADD ("/flipbits/page/presentation", test_presentation);
  ADD ("/flipbits/page/chooser-order", test_chooser_order);
  ADD ("/flipbits/page/no-preview", test_no_preview);

#undef ADD

  return g_test_run ();
}
