/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-application.h"
#include "ft-catalog.h"
#include "ft-progress-report.h"
#include "ft-worksheet-print.h"
#include "ft-help-window.h"
#include "ft-game.h"
#include "ft-game-table.h"
#include "ft-home-page.h"
#include "ft-lesson-page.h"
#include "ft-page.h"
#include "ft-practice-page.h"
#include "ft-problem-bar.h"
#include "ft-problems.h"
#include "ft-window.h"
#include "ft-window-private.h"
#include "ft-wrap-box.h"

/*
 * FtWindow: the header bar, the home page and one game or lesson page at a
 * time, with the window-wide actions (back, zoom, presentation mode,
 * help).  On a game page the header bar shows Undo, Redo, Hint and New
 * Game as GNOME Sudoku and Chess do: bound to the page's own "game"
 * actions (ft_page_get_actions(), put in the window while the page is
 * shown), which the page enables, so a button is sensitive only when its
 * action can be done.
 *
 * Zoom and presentation mode each scale by one font size, set once:
 * presentation mode on every window (the header bar, dialogs, preferences and
 * shortcuts are projected too), the zoom on the content stack alone (the
 * `.ft-content` class, which no page sets again).  Everything inside is
 * sized in em, so it all grows together and nothing grows twice.
 */


G_DEFINE_FINAL_TYPE (FtWindow, ft_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_PROGRESS,
  PROP_ZOOM,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The zoom steps, in percent, that Ctrl+plus and Ctrl+minus walk. */
static const int zoom_steps[] = { 50, 67, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300 };

int
ft_window_zoom_step (int zoom,
                     int direction)
{
  if (direction > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_steps); i++)
        if (zoom_steps[i] > zoom)
          return zoom_steps[i];
      return FT_ZOOM_MAX;
    }

  for (int i = G_N_ELEMENTS (zoom_steps) - 1; i >= 0; i--)
    if (zoom_steps[i] < zoom)
      return zoom_steps[i];
  return FT_ZOOM_MIN;
}

double
ft_window_get_scale (FtWindow *self)
{
  return self->zoom / 100.0 * (self->presentation ? FT_PRESENTATION_SCALE : 1.0);
}

/* The controls libadwaita sizes in pixels, not in em, so that a larger
 * font leaves them small: in presentation mode the header bars' icons and
 * buttons (of every window) and the controls of the other windows
 * (preferences, shortcuts, help, dialogs: every window but this one, which
 * carries .presentation) grow too.  Icons, switches, checks and keycaps
 * take libadwaita 1.2's sizes times the factor.  A header-bar button grows
 * with its icon but keeps its height (the icon takes its padding): a
 * taller button would make the header bar taller, and the pages lose the
 * height they were fitted to 1280x720 in.  In a phone's width the main
 * window's header bar (.ft-narrow, header_narrow_cb()) keeps libadwaita's
 * sizes, so that its buttons stay in the window.  The pages' own controls
 * are sized in em (style.css). */
static char *
projected_controls_css (void)
{
  const double s = FT_PRESENTATION_SCALE;
  int icon = 16 * s;
  int pad = MAX (0, 34 - icon) / 2;   /* a 34 px button, as libadwaita's */

  return g_strdup_printf ("headerbar:not(.ft-narrow) image, headerbar:not(.ft-narrow) windowcontrols image,"
                          " window:not(.presentation) image { -gtk-icon-size: %dpx; }"
                          " headerbar:not(.ft-narrow) button { min-height: %dpx; min-width: %dpx;"
                          " padding-top: %dpx; padding-bottom: %dpx; }"
                          " headerbar:not(.ft-narrow) windowcontrols > button { padding: %dpx; }"
                          " window:not(.presentation) switch > slider { min-width: %dpx; min-height: %dpx; }"
                          " window:not(.presentation) check, window:not(.presentation) radio {"
                          " min-width: %dpx; min-height: %dpx; -gtk-icon-size: %dpx; padding: %dpx; }"
                          " window:not(.presentation) spinbutton,"
                          " window:not(.presentation) entry { min-height: %dpx; }"
                          " window:not(.presentation) .keycap { min-width: %dpx; min-height: %dpx; }"
                          /* Libadwaita's headings are in points: in em they follow the font. */
                          " window:not(.presentation) .heading { font-size: 1em; }",
                          icon,
                          icon, icon, pad, pad, MAX (0, pad - 2),
                          (int) (22 * s), (int) (22 * s),
                          (int) (14 * s), (int) (14 * s), (int) (14 * s), (int) (3 * s),
                          (int) (34 * s),
                          (int) (20 * s), (int) (25 * s));
}

static void
update_scale (FtWindow *self)
{
  g_autofree char *css = NULL;
  char zoom[G_ASCII_DTOSTR_BUF_SIZE];
  char presentation[G_ASCII_DTOSTR_BUF_SIZE];

  /* A toplevel's em is the desktop's font size; the content's em is its
   * window's, so the two factors multiply once. */
  g_ascii_formatd (zoom, sizeof zoom, "%.3f", self->zoom / 100.0);
  g_ascii_formatd (presentation, sizeof presentation, "%.3f", FT_PRESENTATION_SCALE);
  if (self->presentation)
    {
      g_autofree char *controls = projected_controls_css ();

      css = g_strdup_printf ("window { font-size: %sem; } .ft-content { font-size: %sem; } %s",
                             presentation, zoom, controls);
    }
  else
    css = g_strdup_printf (".ft-content { font-size: %sem; }", zoom);
  gtk_css_provider_load_from_data (self->scale_provider, css, -1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", self->zoom < FT_ZOOM_MAX);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", self->zoom > FT_ZOOM_MIN);
  /* Reset stays enabled: it is the menu's percentage, which must not
   * look disabled at 100%. */
  if (self->zoom_label)
    {
      g_autofree char *percent = g_strdup_printf (_("%d%%"), self->zoom);
      g_autofree char *name = g_strdup_printf (_("Reset Zoom, now %d%%"), self->zoom);

      gtk_button_set_label (GTK_BUTTON (self->zoom_label), percent);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->zoom_label),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
}

static void
update_page_actions (FtWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back", self->page != NULL);
  /* The header bar's game buttons and Ctrl+N, Ctrl+Z, Ctrl+H are the
   * page's "game" actions, enabled as the page (a game: its model) says. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game",
                                  self->page ? ft_page_get_actions (FT_PAGE (self->page)) : NULL);

  /* The game controls belong to the games; lessons, the workbench and
   * practice keep their own. */
  for (guint i = 0; i < G_N_ELEMENTS (self->game_buttons); i++)
    gtk_widget_set_visible (self->game_buttons[i], self->page && FT_IS_GAME_TABLE (self->page));
}

static void
set_zoom (FtWindow *self,
          int       zoom)
{
  zoom = CLAMP (zoom, FT_ZOOM_MIN, FT_ZOOM_MAX);
  if (self->zoom == zoom)
    return;

  self->zoom = zoom;
  update_scale (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
set_presentation (FtWindow *self,
                  gboolean  presentation)
{
  presentation = !!presentation;
  if (self->presentation == presentation)
    return;

  self->presentation = presentation;
  if (presentation)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "presentation");
      gtk_window_fullscreen (GTK_WINDOW (self));
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "presentation");
      gtk_window_unfullscreen (GTK_WINDOW (self));
    }

  if (self->page)
    g_object_set (self->page, "presentation", presentation, NULL);
  if (self->home)
    ft_home_page_set_presentation (FT_HOME_PAGE (self->home), presentation);

  update_scale (self);
  ft_announce (GTK_WIDGET (self), presentation ? _("Presentation mode on") : _("Presentation mode off"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTATION]);
}

static void
set_title (FtWindow   *self,
           const char *title)
{
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->window_title), title);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

void
_ft_window_show_page (FtWindow  *self,
                      GtkWidget *page)
{
  GtkWidget *old = self->page;
  g_autofree char *description = NULL;

  self->page = page;
  gtk_stack_add_named (GTK_STACK (self->stack), page, NULL);
  gtk_stack_set_visible_child (GTK_STACK (self->stack), page);
  if (old)
    gtk_stack_remove (GTK_STACK (self->stack), old);

  g_object_set (page, "presentation", self->presentation, NULL);
  gtk_widget_set_visible (self->back_button, TRUE);
  set_title (self, ft_page_get_title (FT_PAGE (page)));
  update_page_actions (self);
  /* A page that does not say where its focus goes (nor took it when it
   * was mapped) gives it to its first control, never to nothing. */
  if (!gtk_widget_grab_focus (page))
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus == NULL || !gtk_widget_is_ancestor (focus, page))
        gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
    }

  description = ft_page_describe (FT_PAGE (page));
  ft_announce (GTK_WIDGET (self), description);
}

void
ft_window_go_home (FtWindow *self)
{
  GtkWidget *old = self->page;
  g_autofree char *id = NULL;

  g_return_if_fail (FT_IS_WINDOW (self));

  if (old == NULL)
    return;

  id = g_strdup (g_object_get_data (G_OBJECT (old), "ft-catalog-id"));
  self->page = NULL;
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->home);
  gtk_stack_remove (GTK_STACK (self->stack), old);
  gtk_widget_set_visible (self->back_button, FALSE);
  set_title (self, _("Flip Tutor"));
  update_page_actions (self);
  /* Back where the learner left: the row of the page just closed. */
  if (!ft_home_page_focus_entry (FT_HOME_PAGE (self->home), id))
    gtk_widget_child_focus (self->home, GTK_DIR_TAB_FORWARD);
}

GtkWidget *
ft_window_get_page (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->page;
}

/**
 * ft_window_tell:
 * @file: (nullable): a file @message names (a save kept aside), which the
 *   learner may open the folder of
 *
 * Shows @message, whole and as plain text, under the header bar until the
 * learner dismisses it, and announces it.
 */
void
ft_window_tell (FtWindow   *self,
                const char *message,
                const char *file)
{
  g_return_if_fail (FT_IS_WINDOW (self));

  ft_problem_bar_add (FT_PROBLEM_BAR (self->problem_bar), message, file);
  ft_announce (GTK_WIDGET (self), message);
}

/* --- Actions ------------------------------------------------------------ */

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ft_window_go_home (FT_WINDOW (widget));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FtWindow *self = FT_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    set_zoom (self, ft_window_zoom_step (self->zoom, +1));
  else if (g_str_equal (action_name, "win.zoom-out"))
    set_zoom (self, ft_window_zoom_step (self->zoom, -1));
  else
    set_zoom (self, 100);

  {
    g_autofree char *message = g_strdup_printf (_("Zoom %d%%"), self->zoom);

    ft_announce (widget, message);
  }
}

/* Closing help or the shortcuts gives the keyboard back to this window,
 * where the focus still is on the control the learner left (with no window
 * manager to do it, or one that would pick another window). */
static void
return_focus_cb (FtWindow *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_window_present (GTK_WINDOW (self));
}

static void
present_cb (GtkWindow *window)
{
  gtk_window_present (window);
}

static void
tell_cb (GtkWindow  *window,
         const char *message,
         const char *file)
{
  ft_window_tell (FT_WINDOW (window), message, file);
}

/* The learner's progress report for a teacher (issue 25). */
static void
export_progress_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  FtWindow *self = FT_WINDOW (widget);

  if (self->settings != NULL && self->progress != NULL)
    ft_progress_report_export (GTK_WINDOW (self), self->settings, self->progress, self->catalog, tell_cb);
}

/* A teacher's printed worksheet (issue 25). */
static void
print_worksheet_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ft_worksheet_dialog_present (GTK_WINDOW (widget));
}

static void
help_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FtWindow *self = FT_WINDOW (widget);
  const char *id = self->page ? ft_page_get_help_id (FT_PAGE (self->page)) : NULL;
  GtkWindow *help = ft_help_window_new (GTK_WINDOW (self), id ? id : "home");

  g_signal_connect_object (help, "unmap", G_CALLBACK (return_focus_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (help);
}

static void
toggle_fullscreen_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkWindow *window = GTK_WINDOW (widget);

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
ft_window_dispose (GObject *object)
{
  FtWindow *self = FT_WINDOW (object);

  if (self->scale_provider)
    gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                   GTK_STYLE_PROVIDER (self->scale_provider));
  g_clear_object (&self->scale_provider);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (ft_window_parent_class)->dispose (object);
}

static void
ft_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  FtWindow *self = FT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    case PROP_ZOOM:
      g_value_set_int (value, self->zoom);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  FtWindow *self = FT_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_PROGRESS:
      self->progress = g_value_dup_object (value);
      break;
    case PROP_ZOOM:
      set_zoom (self, g_value_get_int (value));
      break;
    case PROP_PRESENTATION:
      set_presentation (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
open_cb (FtWindow       *self,
         FtCatalogEntry *entry)
{
  _ft_window_open_entry (self, entry);
}

/* Problems with the learner's files, told where the learner looks, once,
 * whenever they happen: queued ones (found before this window existed)
 * now, the others as they come. */
static void
show_problems (FtWindow *self)
{
  FtProblems *problems = ft_problems_get_default ();
  char *message;
  char *file;

  while ((message = ft_problems_pop_full (problems, &file)) != NULL)
    {
      ft_window_tell (self, message, file);
      g_free (message);
      g_free (file);
    }
}

static void
ft_window_constructed (GObject *object)
{
  FtWindow *self = FT_WINDOW (object);

  G_OBJECT_CLASS (ft_window_parent_class)->constructed (object);

  /* The application's, shared by its windows (the "application" property
   * is set after construction: the default application is the one). */
  self->catalog = ft_application_dup_catalog (g_application_get_default ());
  self->home = ft_home_page_new (self->catalog, self->progress);
  g_signal_connect_object (self->home, "open", G_CALLBACK (open_cb), self, G_CONNECT_SWAPPED);
  gtk_stack_add_named (GTK_STACK (self->stack), self->home, "home");
  ft_home_page_set_presentation (FT_HOME_PAGE (self->home), self->presentation);

  if (self->settings)
    {
      g_settings_bind (self->settings, "zoom", self, "zoom", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "presentation-mode", self, "presentation", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
    }

  update_scale (self);
  update_page_actions (self);

  g_signal_connect_object (ft_problems_get_default (), "reported", G_CALLBACK (show_problems), self,
                           G_CONNECT_SWAPPED);
  show_problems (self);
}

static void
ft_window_realize (GtkWidget *widget)
{
  FtWindow *self = FT_WINDOW (widget);

  GTK_WIDGET_CLASS (ft_window_parent_class)->realize (widget);

  {
    GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

    if (shortcuts)
      {
        /* GtkApplicationWindow only shows it; presenting it gives it the
         * keyboard too, as Help has, where no window manager would. */
        g_signal_connect (shortcuts, "map", G_CALLBACK (present_cb), NULL);
        g_signal_connect_object (shortcuts, "unmap", G_CALLBACK (return_focus_cb), self, G_CONNECT_SWAPPED);
      }
  }

  ft_announce_set_region (GTK_ROOT (self), GTK_LABEL (self->announcer));
}

static void
ft_window_class_init (FtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_window_dispose;
  object_class->get_property = ft_window_get_property;
  object_class->set_property = ft_window_set_property;
  object_class->constructed = ft_window_constructed;
  widget_class->realize = ft_window_realize;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, FT_TYPE_PROGRESS_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_int ("zoom", NULL, NULL, FT_ZOOM_MIN, FT_ZOOM_MAX, 100,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PRESENTATION] =
    g_param_spec_boolean ("presentation", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-reset", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_install_action (widget_class, "win.export-progress", NULL, export_progress_action);
  gtk_widget_class_install_action (widget_class, "win.print-worksheet", NULL, print_worksheet_action);
  gtk_widget_class_install_action (widget_class, "win.practise", "s", _ft_window_practise_action);
  gtk_widget_class_install_action (widget_class, "win.practise-skill", "s", _ft_window_practise_skill_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, toggle_fullscreen_action);
  gtk_widget_class_install_property_action (widget_class, "win.presentation", "presentation");

  /* Escape goes back too, but only as a fallback: a dialog or an entry
   * that wants Escape gets it first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.back", NULL);

  g_type_ensure (FT_TYPE_PROBLEM_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtWindow, header);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, problem_bar);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, announcer);
  {
    const char *game_buttons[] = { "undo_button", "redo_button", "hint_button", "new_game_button" };

    for (guint i = 0; i < G_N_ELEMENTS (game_buttons); i++)
      gtk_widget_class_bind_template_child_full (widget_class, game_buttons[i], FALSE,
                                                 G_STRUCT_OFFSET (FtWindow, game_buttons) + i * sizeof (GtkWidget *));
  }
}

/* A phone's width: the header bar holds Back, Undo, Redo, Hint, New Game
 * and the menu, so the page's title (the page says what it is too) and
 * every window button but Close give way to them; in presentation mode
 * its buttons keep their usual size (projected_controls_css()). */
static void
header_narrow_cb (GtkWidget *window,
                  gboolean   narrow)
{
  GtkWidget *header = FT_WINDOW (window)->header;

  adw_header_bar_set_decoration_layout (ADW_HEADER_BAR (header), narrow ? ":close" : NULL);
  gtk_widget_set_visible (adw_header_bar_get_title_widget (ADW_HEADER_BAR (header)), !narrow);
  /* The window too: a projected board's squares take a phone's sizes. */
  if (narrow)
    {
      gtk_widget_add_css_class (header, "ft-narrow");
      gtk_widget_add_css_class (window, "ft-narrow");
    }
  else
    {
      gtk_widget_remove_css_class (header, "ft-narrow");
      gtk_widget_remove_css_class (window, "ft-narrow");
    }
}

static void
ft_window_init (FtWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->zoom = 100;
  self->scale_provider = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                              GTK_STYLE_PROVIDER (self->scale_provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  ft_widget_follow_width (GTK_WIDGET (self), 560, header_narrow_cb);
}

FtWindow *
ft_window_new (GtkApplication  *application,
               GSettings       *settings,
               FtProgressStore *progress)
{
  return g_object_new (FT_TYPE_WINDOW,
                       "application", application,
                       "settings", settings,
                       "progress", progress,
                       NULL);
}
