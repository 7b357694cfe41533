/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdlib.h>

#include "ft-game-table.h"
#include "ft-home-page.h"
#include "ft-progress-store.h"
#include "ft-window.h"
#include "test-display.h"

/*
 * What the window tests share (tests/app/test-ui.c, test-scale.c,
 * test-narrow.c, test-controls.c): a real Flip Tutor window under Xvfb
 * with its own progress file, opened at a chosen size, its pages opened
 * and measured.
 *
 *   typedef FtUiFixture Fixture;
 *   g_test_add ("/x/y", Fixture, NULL, ft_ui_fixture_set_up, test, ft_ui_fixture_tear_down);
 *
 * and in main(), after ft_test_check_display():  ft_ui_test_init (&argc, &argv);
 *
 * Xvfb has no window manager: a window is the size it asks for (its
 * default size, from the "window-width" and "window-height" settings), or
 * larger when its content needs more.  So "set the window to 360 px" is a
 * new window asking for 360 px, and whether it got it says whether the
 * page fits.
 */

typedef struct
{
  GSettings       *settings;
  FtProgressStore *progress;
  FtWindow        *window;
  char            *dir;
} FtUiFixture;

/* Runs the main loop for @ms milliseconds: long enough for a page to be
 * laid out, a hint thread to answer, a window to be mapped. */
static inline void
ft_ui_run_main_loop (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

typedef gboolean (*FtUiCondition) (gconstpointer data);

/* Runs the main loop until @done (@data) holds, for @ms milliseconds at
 * most, and returns whether it holds: a test waits on what it needs, not
 * on a guess at how long it takes (a button's "activate" shows it pressed
 * for a quarter of a second before it is clicked). */
static inline gboolean
ft_ui_wait_until (FtUiCondition  done,
                  gconstpointer  data,
                  guint          ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (!done (data))
    {
      if (g_get_monotonic_time () >= end)
        return FALSE;
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
  return TRUE;
}

/* An FtUiCondition on a game page: a person is to act (the computer,
 * which may start, has moved). */
static inline gboolean
ft_ui_person_acts (gconstpointer page)
{
  return ft_game_table_person_acts ((FtGameTable *) page);
}

static inline void
ft_ui_frame_done (GdkFrameClock *clock,
                  guint         *frames)
{
  (*frames)++;
}

/* Waits until @widget's window has drawn @n frames: after a change, two
 * frames see it measured, laid out and drawn.  At most ten seconds, for a
 * window that is not drawn at all: on a machine busy with other tests a
 * frame can take far more than its sixtieth of a second, and a check made
 * before the frames came would measure a window still settling. */
static inline void
ft_ui_wait_frames (GtkWidget *widget,
                   guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint frames = 0;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (ft_ui_frame_done), &frames);
  gtk_widget_queue_draw (widget);
  while (frames < n && g_get_monotonic_time () < end)
    {
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
      g_main_context_iteration (NULL, TRUE);
    }
  if (frames < n)
    g_test_message ("only %u of %u frames drawn in 10 s", frames, n);
  g_signal_handler_disconnect (clock, id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Removes @path and everything under it. */
static inline void
ft_ui_remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        ft_ui_remove_tree (child);
      else
        g_remove (child);
    }
  if (dir)
    g_dir_close (dir);
  g_remove (path);
}

static inline void
ft_ui_remove_private_home (void)
{
  ft_ui_remove_tree (g_getenv ("FT_PRIVATE_HOME"));
}

/* A HOME and XDG folders of the test's own, so that the saves, the
 * progress and the dice tables a window writes never reach the
 * developer's.  Meson runs every test through tests/private-home, which
 * gives it one (FT_PRIVATE_HOME); run by hand, the test makes its own in
 * $TMPDIR, removed when it exits.  (Not G_TEST_OPTION_ISOLATE_DIRS: it
 * also empties XDG_DATA_DIRS, where GLib finds the MIME types GTK needs to
 * load its own SVG icons.) */
static inline void
ft_ui_private_home (void)
{
  g_autofree char *home = NULL;
  static const char *const homes[][2] = {
    { "XDG_DATA_HOME", ".local/share" },
    { "XDG_CONFIG_HOME", ".config" },
    { "XDG_CACHE_HOME", ".cache" },
    { "XDG_STATE_HOME", ".local/state" },
  };

  if (g_getenv ("FT_PRIVATE_HOME") != NULL)
    return;
  home = g_dir_make_tmp ("ft-home-XXXXXX", NULL);
  g_assert_nonnull (home);
  g_setenv ("FT_PRIVATE_HOME", home, TRUE);
  g_setenv ("HOME", home, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (homes); i++)
    {
      g_autofree char *dir = g_build_filename (home, homes[i][1], NULL);

      g_setenv (homes[i][0], dir, TRUE);
    }
  atexit (ft_ui_remove_private_home);
}

/* Runs what is pending, then waits until every window on screen has drawn
 * @n frames: after a change of the settings (the zoom, presentation mode),
 * every window has its new style, sizes and layout. */
static inline void
ft_ui_wait_all_frames (guint n)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (window))
        ft_ui_wait_frames (window, n);
    }
}

/* GTK and libadwaita for a window test, in a home of its own
 * (ft_ui_private_home()).  What gtk_test_init() does, spelt out: it
 * takes no options. */
static inline void
ft_ui_gtk_init (int    *argc,
                char ***argv)
{
  ft_ui_private_home ();
  g_test_init (argc, argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "en_US.UTF-8");
  gtk_init ();
  adw_init ();
}

/* ft_ui_gtk_init() and the app's style sheet, as the application loads it
 * from its resource base path.  Animations off: pages are measured where
 * they stop, not halfway through sliding in. */
static inline void
ft_ui_test_init (int    *argc,
                 char ***argv)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  ft_ui_gtk_init (argc, argv);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Replaces the fixture's window (if any) with a new one that asks for
 * @width×@height (0: the settings' defaults) and shows page @id (NULL:
 * home) from the start, so the home page's size cannot spill over. */
static inline void
ft_ui_new_window_on (FtUiFixture *f,
                     const char  *id,
                     int          width,
                     int          height)
{
  if (f->window)
    {
      /* A window that grew keeps its size and saves it in the settings,
       * so the old one goes first. */
      gtk_window_destroy (GTK_WINDOW (f->window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  if (width > 0)
    g_settings_set_int (f->settings, "window-width", width);
  else
    g_settings_reset (f->settings, "window-width");
  if (height > 0)
    g_settings_set_int (f->settings, "window-height", height);
  else
    g_settings_reset (f->settings, "window-height");
  f->window = ft_window_new (NULL, f->settings, f->progress);
  if (id)
    g_assert_true (ft_window_open (f->window, id));
  gtk_window_present (GTK_WINDOW (f->window));
  /* Mapped, laid out and drawn. */
  ft_ui_wait_frames (GTK_WIDGET (f->window), 3);
}

static inline void
ft_ui_new_window (FtUiFixture *f,
                  int          width,
                  int          height)
{
  ft_ui_new_window_on (f, NULL, width, height);
}

/* @data: NULL, or the size the window asks for (two ints, width and
 * height); without, the window has the settings' default size. */
static inline void
ft_ui_fixture_set_up (FtUiFixture   *f,
                      gconstpointer  data)
{
  const int *size = data;
  g_autofree char *path = NULL;

  f->dir = g_dir_make_tmp ("ft-ui-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  path = g_build_filename (f->dir, "progress.json", NULL);
  f->settings = g_settings_new (APP_ID);
  f->progress = ft_progress_store_new (path);
  f->window = NULL;
  ft_ui_new_window (f, size ? size[0] : 0, size ? size[1] : 0);
}

static inline void
ft_ui_fixture_tear_down (FtUiFixture   *f,
                         gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "progress.json", NULL);
  /* The progress store keeps its lock file beside progress.json. */
  g_autofree char *lock = g_build_filename (f->dir, ".progress.json.lock", NULL);

  g_autofree char *saves = g_build_filename (g_get_user_data_dir (), "flip-tutor", NULL);

  gtk_window_destroy (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (50);
  /* The games the window saved: the next test starts without them. */
  ft_ui_remove_tree (saves);
  g_settings_reset (f->settings, "zoom");
  g_settings_reset (f->settings, "presentation-mode");
  g_settings_reset (f->settings, "window-width");
  g_settings_reset (f->settings, "window-height");
  g_clear_object (&f->settings);
  g_clear_object (&f->progress);
  g_remove (path);
  g_remove (lock);
  g_rmdir (f->dir);
  g_free (f->dir);
}

typedef gboolean (*FtUiMatch) (GtkWidget *widget, gconstpointer data);

/* Adds @widget and its descendants that @match accepts to @found, in tree
 * order (hidden ones too). */
static inline void
ft_ui_collect (GtkWidget     *widget,
               FtUiMatch      match,
               gconstpointer  data,
               GPtrArray     *found)
{
  if (match (widget, data))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    ft_ui_collect (child, match, data, found);
}

/* The first widget under @root (itself included) that @match accepts:
 * with @shown, the first on screen (any while @root is not shown at all);
 * without, shown or not (a stack's page not in view). */
static inline GtkWidget *
ft_ui_find_first (GtkWidget     *root,
                  FtUiMatch      match,
                  gconstpointer  data,
                  gboolean       shown)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ft_ui_collect (root, match, data, found);
  for (guint i = 0; i < found->len; i++)
    if (!shown || gtk_widget_is_drawable (found->pdata[i]) || !gtk_widget_get_mapped (root))
      return found->pdata[i];
  return NULL;
}

#define ft_ui_find(root, match, data)     ft_ui_find_first ((root), (match), (data), TRUE)
#define ft_ui_find_any(root, match, data) ft_ui_find_first ((root), (match), (data), FALSE)

/* A match for ft_ui_collect(): widgets of the GType in @data
 * (GSIZE_TO_POINTER (GTK_TYPE_BUTTON)). */
static inline gboolean
ft_ui_is_type (GtkWidget     *widget,
               gconstpointer  data)
{
  return g_type_is_a (G_OBJECT_TYPE (widget), GPOINTER_TO_SIZE (data));
}

/* A match for ft_ui_collect(): widgets with the style class in @data
 * ("ft-log": the game table's log). */
static inline gboolean
ft_ui_has_class (GtkWidget     *widget,
                 gconstpointer  data)
{
  return gtk_widget_has_css_class (widget, data);
}

/* The first widget of @type under @root (itself included), shown or not. */
static inline GtkWidget *
ft_ui_find_type (GtkWidget *root,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ft_ui_find_type (child, type);

      if (found)
        return found;
    }
  return NULL;
}

static inline void
ft_ui_collect_labels (GtkWidget *widget,
                      GPtrArray *found)
{
  if (!gtk_widget_is_drawable (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    ft_ui_collect_labels (child, found);
}

/* The first label with text that is on screen under @root. */
static inline GtkWidget *
ft_ui_first_label (GtkWidget *root)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ft_ui_collect_labels (root, found);
  return found->len ? found->pdata[0] : NULL;
}

/* Opens page @id (NULL: home) in a new window that asks for
 * @width×@height: the window has that size unless the page makes it grow
 * (ft_ui_check_fits() says so). */
static inline GtkWidget *
ft_ui_open_fresh (FtUiFixture *f,
                  const char  *id,
                  int          width,
                  int          height)
{
  ft_ui_new_window_on (f, id, width, height);
  if (id == NULL)
    return ft_ui_find_type (GTK_WIDGET (f->window), FT_TYPE_HOME_PAGE);
  return ft_window_get_page (f->window);
}

/* --- Measuring: is everything a learner uses in view? --------------------- */

/* What a learner clicks or tabs to; containers that take focus only to
 * pass it on are judged by their children. */
static inline gboolean
ft_ui_is_interactive (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget) || GTK_IS_VIEWPORT (widget) || GTK_IS_LIST_BOX (widget) ||
      GTK_IS_FLOW_BOX (widget))
    return FALSE;
  return GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_EDITABLE (widget) ||
         GTK_IS_SWITCH (widget) || gtk_widget_get_focusable (widget);
}

/* "GtkButton “Check”": which widget, by the text it shows. */
static inline void
ft_ui_describe (GtkWidget *widget,
                GString   *out)
{
  const char *text = NULL;

  if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  if (text == NULL && GTK_IS_CHECK_BUTTON (widget))
    text = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (text == NULL)
    {
      GtkWidget *label = ft_ui_first_label (widget);

      text = label ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
    }
  if (text == NULL)
    text = gtk_widget_get_tooltip_text (widget);
  g_string_append_printf (out, "%s “%.40s”", G_OBJECT_TYPE_NAME (widget), text ? text : "");
}

typedef enum
{
  /* Nothing may need scrolling: every control is in view as the page
   * opens (the projector). */
  FT_UI_NO_SCROLLING,
  /* Scrolling up and down is fine (a phone-sized window), sideways not:
   * every control is within the window's width and within the width of
   * every scrolled window around it. */
  FT_UI_SCROLL_DOWN,
} FtUiFit;

/* Whether @clip (a scrolled window, or the viewport in one) scrolls up and
 * down: what it holds may lie below it. */
static inline gboolean
ft_ui_scrolls_down (GtkWidget *clip)
{
  GtkPolicyType policy;

  if (GTK_IS_VIEWPORT (clip))
    clip = gtk_widget_get_parent (clip);
  if (!GTK_IS_SCROLLED_WINDOW (clip))
    return FALSE;
  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (clip), NULL, &policy);
  return policy == GTK_POLICY_AUTOMATIC || policy == GTK_POLICY_ALWAYS;
}

/* Appends to @problems each interactive widget under @widget that lies
 * outside @width×@height (the screen, however large the window wants to
 * be) or outside a scrolled window around it, as @fit allows. */
static inline void
ft_ui_check_inside (GtkWidget *widget,
                    GtkWidget *window,
                    int        width,
                    int        height,
                    FtUiFit    fit,
                    GString   *problems)
{
  if (!gtk_widget_is_drawable (widget))
    return;

  if (fit == FT_UI_NO_SCROLLING && GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v) > 1)
        {
          g_string_append (problems, "\n  scrolls: ");
          ft_ui_describe (widget, problems);
          g_string_append_printf (problems, " holds %.0f px in %.0f",
                                  gtk_adjustment_get_upper (v), gtk_adjustment_get_page_size (v));
        }
    }
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h) > 1)
        {
          g_string_append (problems, "\n  scrolls sideways: ");
          ft_ui_describe (widget, problems);
          g_string_append_printf (problems, " holds %.0f px in %.0f",
                                  gtk_adjustment_get_upper (h), gtk_adjustment_get_page_size (h));
        }
    }

  if (ft_ui_is_interactive (widget))
    {
      graphene_rect_t bounds;
      gboolean below_ok = FALSE;

      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      /* A control of no width or no height shows nothing and takes no
       * touch, wherever it lies: libadwaita's view switcher gives its
       * buttons 0×6 px above the header while it gives way to the title
       * (the preferences at 360 px, projected). */
      if (bounds.size.width < 1 || bounds.size.height < 1)
        goto children;
      for (GtkWidget *clip = widget; clip; clip = gtk_widget_get_parent (clip))
        {
          graphene_rect_t outer;
          gboolean out;

          if (clip != window && !GTK_IS_VIEWPORT (clip) && !GTK_IS_SCROLLED_WINDOW (clip))
            continue;
          if (fit == FT_UI_SCROLL_DOWN && ft_ui_scrolls_down (clip))
            below_ok = TRUE;
          if (clip == window)
            graphene_rect_init (&outer, 0, 0, width, height);
          else
            g_assert_true (gtk_widget_compute_bounds (clip, window, &outer));
          out = bounds.origin.x < outer.origin.x - 1 ||
                bounds.origin.x + bounds.size.width > outer.origin.x + outer.size.width + 1;
          if (!below_ok)
            out |= bounds.origin.y < outer.origin.y - 1 ||
                   bounds.origin.y + bounds.size.height > outer.origin.y + outer.size.height + 1;
          if (out)
            {
              g_string_append (problems, "\n  out of view: ");
              ft_ui_describe (widget, problems);
              g_string_append_printf (problems, " at %.0f,%.0f %.0fx%.0f, outside %s %.0fx%.0f",
                                      bounds.origin.x, bounds.origin.y,
                                      bounds.size.width, bounds.size.height,
                                      G_OBJECT_TYPE_NAME (clip), outer.size.width, outer.size.height);
              return;
            }
        }
      /* A button's children are inside it. */
      if (GTK_IS_BUTTON (widget) || GTK_IS_EDITABLE (widget))
        return;
    }

children:
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    ft_ui_check_inside (child, window, width, height, fit, problems);
}

/* Where the width goes: from @widget down, the child that needs the most
 * width at each level, with what it needs, until a leaf (or a widget
 * narrower than @limit); "FtWindow 396 > AdwClamp 396 > GtkBox 360 > …". */
static inline void
ft_ui_describe_widest (GtkWidget *widget,
                       int        limit,
                       GString   *out)
{
  while (widget)
    {
      GtkWidget *widest = NULL;
      int most = -1;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        {
          int min;

          if (!gtk_widget_get_visible (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          if (min > most)
            {
              most = min;
              widest = child;
            }
        }
      if (widest == NULL || most <= limit)
        return;
      g_string_append (out, " > ");
      ft_ui_describe (widest, out);
      g_string_append_printf (out, " %d", most);
      widget = widest;
    }
}

/* Appends to @problems what keeps @window from being @width×@height with
 * @page's controls in view: the width the window needs, whether it grew,
 * and each control out of view. */
static inline void
ft_ui_check_fits (GtkWindow *window,
                  GtkWidget *page,
                  int        width,
                  int        height,
                  FtUiFit    fit,
                  GString   *problems)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int min_width;

  /* What the window needs, whether or not it has grown to it yet. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  if (min_width > width)
    {
      g_string_append_printf (problems, "\n  the window needs %d px of width:", min_width);
      ft_ui_describe_widest (GTK_WIDGET (window), width / 2, problems);
    }
  /* Content wider or taller than asked for makes the window grow. */
  if (gdk_surface_get_width (surface) != width || gdk_surface_get_height (surface) > height ||
      gtk_widget_get_width (GTK_WIDGET (window)) > width ||
      gtk_widget_get_height (GTK_WIDGET (window)) > height)
    g_string_append_printf (problems, "\n  the window is %dx%d, not %dx%d",
                            gdk_surface_get_width (surface), gdk_surface_get_height (surface),
                            width, height);
  ft_ui_check_inside (page, GTK_WIDGET (window), width, height, fit, problems);
}

/* The sections of @page shown one at a time (a GtkStack whose pages have
 * titles, as the dice statistics have them; a stack of screens, such as
 * a lesson's step and end, has none): their names, or NULL. */
static inline GStrv
ft_ui_sections (GtkWidget *page)
{
  GtkWidget *stack = ft_ui_find_type (page, GTK_TYPE_STACK);
  g_autoptr(GStrvBuilder) names = NULL;

  if (stack == NULL)
    return NULL;
  names = g_strv_builder_new ();
  for (GtkWidget *child = gtk_widget_get_first_child (stack); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *section = gtk_stack_get_page (GTK_STACK (stack), child);

      if (gtk_stack_page_get_title (section) == NULL || gtk_stack_page_get_name (section) == NULL)
        return NULL;
      g_strv_builder_add (names, gtk_stack_page_get_name (section));
    }
  return g_strv_builder_end (names);
}

static inline void
ft_ui_show_section (GtkWidget  *page,
                    const char *name)
{
  gtk_stack_set_visible_child_name (GTK_STACK (ft_ui_find_type (page, GTK_TYPE_STACK)), name);
}

/* Whether @what is in @list (a NULL-terminated list of page names). */
static inline gboolean
ft_ui_listed (const char        *what,
              const char *const *list)
{
  for (; *list; list++)
    if (g_str_equal (what, *list))
      return TRUE;
  return FALSE;
}
