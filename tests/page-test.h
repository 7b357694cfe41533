/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-page.h"
#include "ui-test.h"

/*
 * What the game-page tests share (tests/<game>/test-<game>-page.c): one
 * game page, given its model, alone in a real window under Xvfb, with the
 * statistics it reports collected.
 *
 *   typedef FtPageFixture Fixture;
 *
 *   static void
 *   fixture_set_up (Fixture *f, gconstpointer data)
 *   {
 *     ft_page_fixture_set_up (f, FT_TYPE_<GAME>_PAGE, ft_<game>_game_new ());
 *   }
 *
 *   g_test_add ("/x/y", Fixture, NULL, fixture_set_up, test, ft_page_fixture_tear_down);
 *
 * and in main(), after ft_test_check_display():  ft_page_test_init (&argc, &argv);
 *
 * The page and the model are untyped here so that each test uses them as
 * its own game's (ft_scrabble_game_place (f->game, …)).
 */

typedef struct
{
  GSettings *settings;
  GtkWindow *window;
  gpointer   page;      /* the game's page (an FtGameTable) */
  gpointer   game;      /* its model, owned by the fixture */
  GPtrArray *records;   /* "key delta" for each ft_page_record() */
} FtPageFixture;

static inline void
ft_page_fixture_record_cb (FtPage        *page,
                           const char    *key,
                           gint64         delta,
                           FtPageFixture *f)
{
  g_ptr_array_add (f->records, g_strdup_printf ("%s %" G_GINT64_FORMAT, key, delta));
}

/* A page of @page_type on @game (transfer full), computer players at once
 * (no pacing delay), shown in a window of its own. */
static inline void
ft_page_fixture_set_up (FtPageFixture *f,
                        GType          page_type,
                        gpointer       game)
{
  f->settings = g_settings_new (APP_ID);
  f->records = g_ptr_array_new_with_free_func (g_free);
  f->game = game;
  f->page = g_object_new (page_type,
                          "game", f->game,
                          "settings", f->settings,
                          "computer-delay", 0,
                          NULL);
  g_signal_connect (f->page, "record", G_CALLBACK (ft_page_fixture_record_cb), f);
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->page));
  gtk_window_present (f->window);
  ft_ui_run_main_loop (50);
}

static inline void
ft_page_fixture_tear_down (FtPageFixture *f,
                           gconstpointer  data)
{
  gtk_window_destroy (f->window);
  ft_ui_run_main_loop (20);
  /* What the tests change, back for the next. */
  g_settings_reset (f->settings, "hints");
  g_settings_reset (f->settings, "open-hands");
  g_settings_reset (f->settings, "reduce-motion");
  g_clear_object (&f->game);
  g_clear_object (&f->settings);
  g_ptr_array_unref (f->records);
}

/* The page autosaves under the user data folder: each test keeps it in a
 * temporary one. */
static inline void
ft_page_test_init (int    *argc,
                   char ***argv)
{
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  adw_init ();
}
