/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-application.h"
#include "ft-bit-row.h"
#include "ft-help-window.h"
#include "ft-lesson-page.h"
#include "ft-practice-page.h"
#include "ft-preferences-window.h"
#include "ft-progress-store.h"
#include "ft-window-private.h"
#include "ft-window.h"
#include "../ui-test.h"

/*
 * UI tests: a real window under Xvfb, driven through its widgets.  The
 * keyboard-only run of the same lesson is in test-a11y.py (AT-SPI).
 */

typedef FtUiFixture Fixture;

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_label_with_class (GtkWidget     *widget,
                     gconstpointer  css_class)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, css_class);
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && !GTK_IS_TOGGLE_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_editable_bit_row (GtkWidget     *widget,
                     gconstpointer  data)
{
  return FT_IS_BIT_ROW (widget) && ft_bit_row_get_editable (FT_BIT_ROW (widget));
}

static void
test_home_lists_lesson (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *row = ft_ui_find (GTK_WIDGET (f->window), is_row_titled, "Bits and hexadecimal");

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window)));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), !=, "");
  g_assert_null (ft_window_get_page (f->window));

  /* Activating the row opens the lesson; Back returns home. */
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  ft_ui_run_main_loop (100);
  g_assert_true (FT_IS_LESSON_PAGE (ft_window_get_page (f->window)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.back", NULL);
  ft_ui_run_main_loop (100);
  g_assert_null (ft_window_get_page (f->window));
}

static void
click_next (FtLessonPage *page,
            gboolean      last)
{
  GtkWidget *next = ft_ui_find (GTK_WIDGET (page), is_button_labelled, last ? "_Finish" : "_Next");

  g_assert_nonnull (next);
  g_assert_true (gtk_widget_get_sensitive (next));
  g_signal_emit_by_name (next, "clicked");
  ft_ui_run_main_loop (20);
}

/* Plays the whole lesson through its widgets: one wrong answer per kind
 * first, checking that the feedback explains, then the right one. */
static void
test_complete_lesson (Fixture       *f,
                      gconstpointer  data)
{
  FtLessonPage *page;
  FtLesson *lesson;
  guint n_steps, done = 0, answered = 0, correct = 0;
  GtkWidget *row, *home_row;

  home_row = ft_ui_find (GTK_WIDGET (f->window), is_row_titled, "Bits and hexadecimal");
  g_assert_nonnull (home_row);
  g_assert_true (ft_window_open (f->window, "bits-and-hex"));
  page = FT_LESSON_PAGE (ft_window_get_page (f->window));
  lesson = ft_lesson_page_get_lesson (page);
  n_steps = ft_lesson_get_n_steps (lesson);
  ft_ui_run_main_loop (50);

  for (guint s = 0; s < n_steps; s++)
    {
      const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;

      g_assert_cmpuint (ft_lesson_page_get_step (page), ==, s);

      if (ex && ex->kind == FT_EXERCISE_BITS)
        {
          GtkWidget *bits = ft_ui_find (GTK_WIDGET (page), is_editable_bit_row, NULL);

          g_assert_nonnull (bits);
          ft_bit_row_set_value (FT_BIT_ROW (bits), ex->answer_bits ^ 0x8);
          g_assert_false (ft_lesson_page_check (page));
          g_assert_nonnull (strstr (ft_lesson_page_get_feedback (page), "Bit 3 (place value 8)"));
          ft_bit_row_set_value (FT_BIT_ROW (bits), ex->answer_bits);
        }
      else if (ex && ex->kind == FT_EXERCISE_NUMBER)
        {
          GtkWidget *entry = ft_ui_find (GTK_WIDGET (page), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_ENTRY));
          g_autofree char *answer = ft_lesson_format_number (ex->answer_number, ex->base);

          g_assert_nonnull (entry);
          gtk_editable_set_text (GTK_EDITABLE (entry), "Z");
          g_assert_false (ft_lesson_page_check (page));
          g_assert_nonnull (strstr (ft_lesson_page_get_feedback (page), "should be"));
          gtk_editable_set_text (GTK_EDITABLE (entry), answer);
        }
      else if (ex && ex->kind == FT_EXERCISE_CHOICE)
        {
          g_autoptr(GPtrArray) options = g_ptr_array_new ();

          ft_ui_collect (GTK_WIDGET (page), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_CHECK_BUTTON), options);
          g_assert_cmpuint (options->len, ==, ex->options->len);
          for (guint o = 0; o < options->len; o++)
            if (!((FtLessonOption *) ex->options->pdata[o])->correct)
              {
                gtk_check_button_set_active (options->pdata[o], TRUE);
                g_assert_false (ft_lesson_page_check (page));
                g_assert_true (g_str_has_prefix (ft_lesson_page_get_feedback (page), "Not"));
                break;
              }
          for (guint o = 0; o < options->len; o++)
            if (((FtLessonOption *) ex->options->pdata[o])->correct)
              gtk_check_button_set_active (options->pdata[o], TRUE);
        }

      if (ex)
        {
          g_assert_true (ft_lesson_page_check (page));
          g_assert_true (g_str_has_prefix (ft_lesson_page_get_feedback (page), "Correct"));
        }

      click_next (page, s + 1 == n_steps);
    }

  g_assert_nonnull (ft_ui_find (GTK_WIDGET (page), ft_ui_is_type, GSIZE_TO_POINTER (ADW_TYPE_STATUS_PAGE)));

  /* The window recorded everything in the progress store... */
  g_assert_true (ft_progress_store_get_lesson (f->progress, "bits-and-hex", &done, NULL, NULL,
                                               &answered, &correct));
  g_assert_cmpuint (done, ==, n_steps);
  g_assert_cmpuint (correct, ==, ft_lesson_get_n_exercises (lesson));
  g_assert_cmpuint (answered, ==, 2 * ft_lesson_get_n_exercises (lesson));

  /* ...and the home page says so. */
  ft_window_go_home (f->window);
  ft_ui_run_main_loop (50);
  row = ft_ui_find (GTK_WIDGET (f->window), is_row_titled, "Bits and hexadecimal");
  /* The row was told, not made again: a screen reader keeps its place. */
  g_assert_true (row == home_row);
  g_assert_nonnull (ft_ui_find (row, is_label_with_class, "ft-progress-text"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ft_ui_find (row, is_label_with_class, "ft-progress-text"))),
                   ==, "Completed");
}

/* Reopening a lesson resumes where the learner left it. */
static void
test_resume (Fixture       *f,
             gconstpointer  data)
{
  ft_progress_store_complete_step (f->progress, "bits-and-hex", 0, 14);
  ft_progress_store_set_position (f->progress, "bits-and-hex", 1);
  g_assert_true (ft_window_open (f->window, "bits-and-hex"));
  g_assert_cmpuint (ft_lesson_page_get_step (FT_LESSON_PAGE (ft_window_get_page (f->window))), ==, 1);
}

static gboolean
is_drawable_button_labelled (GtkWidget     *widget,
                             gconstpointer  label)
{
  return is_button_labelled (widget, label) && gtk_widget_is_drawable (widget);
}

/* The last step of a lesson offers its game and practice on its skills:
 * "Play ‹game› Now" opens the game's page, "Practise Its Skills" a
 * practice session on the skills the lesson trains (the buttons are not
 * there on the other steps). */
static void
test_lesson_next (Fixture       *f,
                  gconstpointer  data)
{
  static const struct { const char *lesson, *label, *page_type; } cases[] = {
    { "flipbits-or", "_Play FLIP BITS Now", "FtFlipBitsPage" },
    { "flipchain-paths", "_Play Flipchain Now", "FtFlipchainPage" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      FtPrSkillId skills[FT_PR_N_SKILLS];
      guint n_skills = ft_pr_skills_for_lesson (cases[c].lesson, skills);
      const FtPrSessionItem *items;
      guint n_items;
      FtLessonPage *page;
      GtkWidget *button;
      guint n_steps;

      g_test_message ("lesson %s", cases[c].lesson);
      g_assert_cmpuint (n_skills, >, 0);

      /* Play the game. */
      g_assert_true (ft_window_open (f->window, cases[c].lesson));
      page = FT_LESSON_PAGE (ft_window_get_page (f->window));
      n_steps = ft_lesson_get_n_steps (ft_lesson_page_get_lesson (page));
      ft_lesson_page_set_step (page, 0);
      ft_ui_run_main_loop (50);
      g_assert_null (ft_ui_find (GTK_WIDGET (page), is_drawable_button_labelled, cases[c].label));
      ft_lesson_page_set_step (page, n_steps - 1);
      ft_ui_run_main_loop (50);
      button = ft_ui_find (GTK_WIDGET (page), is_drawable_button_labelled, cases[c].label);
      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_sensitive (button));
      g_signal_emit_by_name (button, "clicked");
      ft_ui_run_main_loop (100);
      g_assert_nonnull (ft_window_get_page (f->window));
      g_assert_cmpstr (G_OBJECT_TYPE_NAME (ft_window_get_page (f->window)), ==, cases[c].page_type);

      /* Practise its skills. */
      g_assert_true (ft_window_open (f->window, cases[c].lesson));
      page = FT_LESSON_PAGE (ft_window_get_page (f->window));
      ft_lesson_page_set_step (page, n_steps - 1);
      ft_ui_run_main_loop (50);
      button = ft_ui_find (GTK_WIDGET (page), is_drawable_button_labelled, "P_ractise Its Skills");
      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
      ft_ui_run_main_loop (100);
      g_assert_true (FT_IS_PRACTICE_PAGE (ft_window_get_page (f->window)));
      n_items = ft_practice_page_get_session (FT_PRACTICE_PAGE (ft_window_get_page (f->window)), &items);
      g_assert_cmpuint (n_items, >, 0);
      for (guint i = 0; i < n_items; i++)
        {
          gboolean trained = FALSE;

          for (guint k = 0; k < n_skills; k++)
            trained |= items[i].skill == skills[k];
          g_assert_true (trained);
        }
      ft_window_go_home (f->window);
      ft_ui_run_main_loop (50);
    }
}

/* A choice explains after the second miss: the first wrong choice gets its
 * own feedback, the second adds the step's explanation (or, without one,
 * the right answer), as a bits or number exercise shows its worked
 * solution (issue 22). */
static void
test_choice_second_miss (Fixture       *f,
                         gconstpointer  data)
{
  static const char *lessons[] = { "bits-and-hex", "flipchain-paths", "boolean-laws" };
  guint checked = 0;

  for (guint l = 0; l < G_N_ELEMENTS (lessons); l++)
    {
      FtLessonPage *page;
      FtLesson *lesson;

      g_assert_true (ft_window_open (f->window, lessons[l]));
      page = FT_LESSON_PAGE (ft_window_get_page (f->window));
      lesson = ft_lesson_page_get_lesson (page);
      for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
        {
          const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;
          g_autoptr(GPtrArray) options = g_ptr_array_new ();
          g_autofree char *first = NULL;
          const char *second;
          int wrong = -1;

          if (ex == NULL || ex->kind != FT_EXERCISE_CHOICE)
            continue;
          ft_lesson_page_set_step (page, s);
          ft_ui_run_main_loop (20);
          ft_ui_collect (GTK_WIDGET (page), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_CHECK_BUTTON), options);
          g_assert_cmpuint (options->len, ==, ex->options->len);
          for (guint o = 0; o < options->len && wrong < 0; o++)
            if (!((FtLessonOption *) ex->options->pdata[o])->correct)
              wrong = o;
          g_assert_cmpint (wrong, >=, 0);
          gtk_check_button_set_active (options->pdata[wrong], TRUE);
          g_assert_false (ft_lesson_page_check (page));
          first = g_strdup (ft_lesson_page_get_feedback (page));
          g_assert_true (g_str_has_prefix (first, "Not"));
          g_assert_false (ft_lesson_page_check (page));
          second = ft_lesson_page_get_feedback (page);
          g_test_message ("%s step %u: “%s” then “%s”", lessons[l], s, first, second);
          g_assert_true (g_str_has_prefix (second, first));
          g_assert_cmpuint (strlen (second), >, strlen (first));
          if (ex->explain != NULL && *ex->explain != '\0')
            g_assert_nonnull (strstr (second, ex->explain));
          else
            g_assert_nonnull (strstr (second, "The answer is “"));
          checked++;
          break;
        }
    }
  g_assert_cmpuint (checked, ==, G_N_ELEMENTS (lessons));
}

static int
title_height (Fixture *f)
{
  /* The "Games" heading: presentation mode hides the big title. */
  GtkWidget *title = ft_ui_find (GTK_WIDGET (f->window), is_label_with_class, "title-3");
  int height;

  g_assert_nonnull (title);
  ft_ui_run_main_loop (150);
  gtk_widget_measure (title, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  return height;
}

static void
test_zoom_and_presentation (Fixture       *f,
                            gconstpointer  data)
{
  int normal, zoomed, presented;

  normal = title_height (f);
  g_assert_cmpint (normal, >, 0);

  /* Ctrl+plus walks the zoom steps and is remembered in GSettings. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.zoom-in", NULL);
  g_assert_cmpint (g_settings_get_int (f->settings, "zoom"), ==, 110);
  g_settings_set_int (f->settings, "zoom", 200);
  zoomed = title_height (f);
  g_assert_cmpint (zoomed, >=, normal * 17 / 10);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.zoom-reset", NULL);
  g_assert_cmpint (g_settings_get_int (f->settings, "zoom"), ==, 100);
  g_assert_cmpint (title_height (f), ==, normal);

  /* Presentation mode: at least 1.75x, high-contrast class, remembered. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.presentation", NULL);
  g_assert_true (g_settings_get_boolean (f->settings, "presentation-mode"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->window), "presentation"));
  g_assert_cmpfloat (ft_window_get_scale (f->window), >=, 1.75);
  presented = title_height (f);
  g_assert_cmpint (presented, >=, normal * 165 / 100);

  /* A page opened in presentation mode hides its secondary panels. */
  g_assert_true (ft_window_open (f->window, "bits-and-hex"));
  {
    gboolean presentation = FALSE;

    g_object_get (ft_window_get_page (f->window), "presentation", &presentation, NULL);
    g_assert_true (presentation);
    g_assert_null (ft_ui_find (ft_window_get_page (f->window), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_PROGRESS_BAR)));
  }

  g_settings_set_boolean (f->settings, "presentation-mode", FALSE);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (f->window), "presentation"));
}

static void
test_zoom_steps (void)
{
  g_assert_cmpint (ft_window_zoom_step (100, +1), ==, 110);
  g_assert_cmpint (ft_window_zoom_step (100, -1), ==, 90);
  g_assert_cmpint (ft_window_zoom_step (300, +1), ==, FT_ZOOM_MAX);
  g_assert_cmpint (ft_window_zoom_step (50, -1), ==, FT_ZOOM_MIN);
  g_assert_cmpint (ft_window_zoom_step (105, +1), ==, 110);
}

/* Every help page parses and renders with a title. */
static void
test_help_pages (void)
{
  g_auto(GStrv) files = g_resources_enumerate_children (RESOURCE_PREFIX "/help/", 0, NULL);

  g_assert_nonnull (files);
  for (guint i = 0; files && files[i]; i++)
    {
      g_autofree char *path = g_strconcat (RESOURCE_PREFIX "/help/", files[i], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *title = NULL;
      g_autoptr(GtkWidget) content = NULL;
      gsize length = 0;
      const char *text;

      g_assert_nonnull (bytes);
      text = g_bytes_get_data (bytes, &length);
      content = ft_help_render (text, length, &title, &error);

      g_test_message ("%s", path);
      g_assert_no_error (error);
      g_assert_nonnull (content);
      g_assert_cmpstr (title, !=, "");
    }
}

static void
test_preferences (Fixture       *f,
                  gconstpointer  data)
{
  GtkWindow *prefs = ft_preferences_window_new (GTK_WINDOW (f->window), f->settings);
  GtkWidget *row;

  gtk_window_present (prefs);
  ft_ui_run_main_loop (100);

  /* The style choice is bound to the key both ways. */
  row = ft_ui_find (GTK_WIDGET (prefs), is_row_titled, "Dark");
  g_assert_nonnull (row);
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) != NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))), TRUE);
  g_assert_cmpstr (g_settings_get_string (f->settings, "style"), ==, "dark");
  g_settings_set_string (f->settings, "style", "light");
  row = ft_ui_find (GTK_WIDGET (prefs), is_row_titled, "Light");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)))));
  g_settings_reset (f->settings, "style");

  row = ft_ui_find_any (GTK_WIDGET (prefs), is_row_titled, "Limited: first level only");
  g_assert_nonnull (row);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))), TRUE);
  g_assert_cmpstr (g_settings_get_string (f->settings, "hints"), ==, "limited");
  g_settings_reset (f->settings, "hints");

  /* The computer strength likewise, both ways. */
  row = ft_ui_find_any (GTK_WIDGET (prefs), is_row_titled, "Expert");
  g_assert_nonnull (row);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row))), TRUE);
  g_assert_cmpstr (g_settings_get_string (f->settings, "computer-strength"), ==, "expert");
  g_settings_set_string (f->settings, "computer-strength", "beginner");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)))));
  g_settings_reset (f->settings, "computer-strength");

  /* The zoom spins within the window's range, bound to the key. */
  row = ft_ui_find (GTK_WIDGET (prefs), is_row_titled, "Zoom");
  g_assert_nonnull (row);
  {
    GtkSpinButton *spin = GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
    double min, max;

    gtk_spin_button_get_range (spin, &min, &max);
    g_assert_cmpfloat (min, ==, FT_ZOOM_MIN);
    g_assert_cmpfloat (max, ==, FT_ZOOM_MAX);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, g_settings_get_int (f->settings, "zoom"));
    gtk_spin_button_set_value (spin, 150);
    g_assert_cmpint (g_settings_get_int (f->settings, "zoom"), ==, 150);
    g_settings_reset (f->settings, "zoom");
  }

  /* A switch row: Reduce Motion. */
  row = ft_ui_find (GTK_WIDGET (prefs), is_row_titled, "Reduce Motion");
  g_assert_nonnull (row);
  g_settings_set_boolean (f->settings, "reduce-motion", TRUE);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)))));
  g_settings_reset (f->settings, "reduce-motion");

  gtk_window_destroy (prefs);
}

/* One catalog per application (issue #24): the lessons are read once, when
 * the first window asks, and every window of the application shows the
 * same list. */
static void
test_catalog_per_application (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(FtApplication) app = ft_application_new ();
  g_autoptr(GError) error = NULL;
  FtWindow *first, *second;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_application_get_default () == G_APPLICATION (app));

  first = ft_window_new (GTK_APPLICATION (app), f->settings, f->progress);
  second = ft_window_new (GTK_APPLICATION (app), f->settings, f->progress);
  g_assert_nonnull (first->catalog);
  g_assert_true (first->catalog == ft_application_get_catalog (app));
  g_assert_true (second->catalog == first->catalog);
  g_assert_nonnull (ft_catalog_find (second->catalog, "bits-and-hex"));
  /* Shown, as an application's windows are (and so unmapped before they
   * go). */
  gtk_window_present (GTK_WINDOW (first));
  gtk_window_present (GTK_WINDOW (second));
  ft_ui_wait_frames (GTK_WIDGET (second), 3);

  gtk_window_destroy (GTK_WINDOW (first));
  gtk_window_destroy (GTK_WINDOW (second));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A window built and destroyed without ever being shown (a test's, or one
 * the application closes at once) goes without a warning: the pages that
 * follow its width let go of a window that has already dropped its
 * handlers.  Warnings are fatal here. */
static void
test_window_never_shown (Fixture       *f,
                         gconstpointer  data)
{
  FtWindow *window = ft_window_new (NULL, f->settings, f->progress);

  g_assert_nonnull (window->catalog);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, ft_ui_fixture_set_up, func, ft_ui_fixture_tear_down)

  ADD ("/ui/home-lists-lesson", test_home_lists_lesson);
  ADD ("/ui/complete-lesson", test_complete_lesson);
  ADD ("/ui/resume-lesson", test_resume);
  ADD ("/ui/lesson-play-and-practise", test_lesson_next);
  ADD ("/ui/choice-second-miss", test_choice_second_miss);
  ADD ("/ui/zoom-and-presentation", test_zoom_and_presentation);
  ADD ("/ui/preferences", test_preferences);
  ADD ("/ui/catalog-per-application", test_catalog_per_application);
  ADD ("/ui/window-never-shown", test_window_never_shown);
  g_test_add_func ("/ui/zoom-steps", test_zoom_steps);
  g_test_add_func ("/ui/help-pages", test_help_pages);

#undef ADD

  return g_test_run ();
}
