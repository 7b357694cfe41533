/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-application.h"
#include "ft-catalog.h"
#include "ft-class-page.h"
#include "ft-dice-tables.h"
#include "ft-game-table.h"
#include "ft-preferences-window.h"
#include "ft-progress-store.h"
#include "ft-practice-page.h"
#include "ft-window.h"

struct _FtApplication
{
  AdwApplication   parent_instance;

  GSettings       *settings;
  FtProgressStore *progress;
  GListModel      *catalog;   /* built when a window first asks */
};

G_DEFINE_FINAL_TYPE (FtApplication, ft_application, ADW_TYPE_APPLICATION)

static void
apply_style (FtApplication *self)
{
  g_autofree char *style = g_settings_get_string (self->settings, "style");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_str_equal (style, "light"))
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (style, "dark"))
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

static void
apply_motion (FtApplication *self)
{
  g_object_set (gtk_settings_get_default (),
                "gtk-enable-animations", !g_settings_get_boolean (self->settings, "reduce-motion"),
                NULL);
}

static void
settings_changed_cb (FtApplication *self,
                     const char    *key)
{
  if (g_str_equal (key, "style"))
    apply_style (self);
  else if (g_str_equal (key, "reduce-motion"))
    apply_motion (self);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows;

  /* Closing every window lets each save its state on the way out. */
  while ((windows = gtk_application_get_windows (app)))
    gtk_window_destroy (windows->data);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  FtApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (ft_preferences_window_new (parent, self->settings));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  FtApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *about;
  static const char *developers[] = { "The Flip Tutor team", NULL };
  static const char *designers[] = {
    "igolaizola (FLIP BITS)",
    "Dan Goldwater (Binary Number Scrabble)",
    "Mark Steere (Flipchain)",
    "Garret J. Donner and Michael S. Steer, published by Gamewright (Hi Lo Flip)",
    "James Ernest and Cheapass Games (FLIP)",
    NULL
  };

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Flip Tutor"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Flip Tutor team"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Learn binary and bitwise thinking through five games, guided lessons and hints."),
                        "website", "https://github.com/fliptutor/flip-tutor",
                        "issue-url", "https://github.com/fliptutor/flip-tutor/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The Flip Tutor team",
                        "developers", developers,
                        /* Translators: credit your translation here, one name a line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Game Designers"), designers);
  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_action, NULL, NULL, NULL, { 0 } },
  { "about", about_action, NULL, NULL, NULL, { 0 } },
};

/* GNOME's standard shortcuts, shared with the UI tests. */
void
ft_application_set_accels (GtkApplication *app)
{
  static const struct {
    const char *action;
    const char *accels[4];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.help", { "F1", NULL } },
    { "win.fullscreen", { "F11", NULL } },
    { "win.presentation", { "F5", NULL } },
    { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL } },
    { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL } },
    { "win.zoom-reset", { "<Control>0", "<Control>KP_0", NULL } },
    { "game.new-game", { "<Control>n", NULL } },
    { "game.undo", { "<Control>z", NULL } },
    { "game.redo", { "<Shift><Control>z", NULL } },
    { "game.hint", { "<Control>h", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
ft_application_startup (GApplication *app)
{
  FtApplication *self = FT_APPLICATION (app);

  G_APPLICATION_CLASS (ft_application_parent_class)->startup (app);

  self->settings = g_settings_new (APP_ID);
  self->progress = ft_progress_store_new (NULL);
  /* A problem with the file reaches the window through FtProblems. */
  ft_progress_store_load (self->progress, NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  ft_application_set_accels (GTK_APPLICATION (app));

  g_signal_connect_object (self->settings, "changed", G_CALLBACK (settings_changed_cb), self,
                           G_CONNECT_SWAPPED);
  apply_style (self);
  apply_motion (self);
}

/* The main window (not the help or preferences window), if there is one. */
static FtWindow *
main_window (FtApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FT_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
ft_application_activate (GApplication *app)
{
  FtApplication *self = FT_APPLICATION (app);
  FtWindow *window = main_window (self);

  if (window == NULL)
    window = ft_window_new (GTK_APPLICATION (app), self->settings, self->progress);
  gtk_window_present (GTK_WINDOW (window));
}

/* `flip-tutor --lessons DIR` adds a teacher's lessons; `flip-tutor
 * --class FOLDER` (a teacher's launcher) opens the class view on the
 * folder the reports are collected in (issue 25). */
static int
teacher_options (FtWindow                *window,
                 GApplicationCommandLine *command_line,
                 GVariantDict            *options)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(GPtrArray) paths = NULL;

  if (g_variant_dict_lookup (options, "lessons", "^aay", &args))
    for (guint i = 0; args[i] != NULL; i++)
      {
        g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, args[i]);
        g_autofree char *path = g_file_get_path (file);

        if (path != NULL)
          ft_window_add_lesson_folder (window, path);
      }
  g_clear_pointer (&args, g_strfreev);
  if (!g_variant_dict_lookup (options, "class", "^aay", &args))
    return 0;
  paths = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; args[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, args[i]);

      g_ptr_array_add (paths, g_file_get_path (file));
    }
  g_ptr_array_add (paths, NULL);
  ft_window_open (window, "class");
  ft_class_page_open (FT_CLASS_PAGE (ft_window_get_page (window)), (const char * const *) paths->pdata);
  return 0;
}

/*
 * `--practice SKILL[@LEVEL]`: the practice page on a session of one skill,
 * at the learner's level or the one given (a teacher's launcher; the tests
 * open every skill this way).  FALSE when SKILL or LEVEL is not one.
 */
static gboolean
open_practice (FtWindow   *window,
               const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "@", 2);
  FtPrSkillId skill;
  guint64 level = 0;

  if (!ft_pr_skill_from_id (parts[0], &skill))
    return FALSE;
  if (parts[1] != NULL &&
      (!g_ascii_string_to_unsigned (parts[1], 10, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL, &level, NULL)))
    return FALSE;
  if (!ft_window_open (window, "practice"))
    return FALSE;
  ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (ft_window_get_page (window)), skill, (guint) level);
  return TRUE;
}

/* Every launch's options come here, in the running instance: a second
 * `flip-tutor --page hilo` in the same session opens the page in the
 * window already there. */
static int
ft_application_command_line (GApplication            *app,
                             GApplicationCommandLine *command_line)
{
  FtApplication *self = FT_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autofree char *page = NULL;
  g_autofree char *practice = NULL;
  const char *seed;
  guint64 value;
  FtWindow *window;

  /* Before the window deals the game of the page it opens. */
  if (g_variant_dict_lookup (options, "seed", "&s", &seed))
    {
      if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &value, NULL))
        {
          g_application_command_line_printerr (command_line, _("The seed “%s” is not a whole number.\n"), seed);
          return 1;
        }
      ft_game_table_seed_games (value);
    }
  g_application_activate (app);
  window = main_window (self);

  if (g_variant_dict_contains (options, "presentation"))
    g_settings_set_boolean (self->settings, "presentation-mode", TRUE);
  if (g_variant_dict_lookup (options, "page", "s", &page) && !ft_window_open (window, page))
    {
      g_autofree char *message = g_strdup_printf (_("There is no page called “%s”."), page);

      ft_window_tell (window, message, NULL);
      return 1;
    }
  if (g_variant_dict_lookup (options, "practice", "s", &practice) && !open_practice (window, practice))
    {
      g_autofree char *message = g_strdup_printf (_("There is no skill called “%s” to practise."), practice);

      g_application_command_line_printerr (command_line, "%s\n", message);
      ft_window_tell (window, message, NULL);
      return 1;
    }
  return teacher_options (window, command_line, options);
}

static int
ft_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("flip-tutor %s\n", PACKAGE_VERSION);
      return 0;
    }

  return G_APPLICATION_CLASS (ft_application_parent_class)->handle_local_options (app, options);
}

/* A table being solved is abandoned, and its partial file removed, rather
 * than left behind half written (546 MB for the 10-die game). */
static void
ft_application_shutdown (GApplication *app)
{
  ft_dice_tables_cancel_all (ft_dice_tables_get_default ());

  G_APPLICATION_CLASS (ft_application_parent_class)->shutdown (app);
}

static void
ft_application_dispose (GObject *object)
{
  FtApplication *self = FT_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (ft_application_parent_class)->dispose (object);
}

static void
ft_application_class_init (FtApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_application_dispose;
  G_APPLICATION_CLASS (klass)->startup = ft_application_startup;
  G_APPLICATION_CLASS (klass)->activate = ft_application_activate;
  G_APPLICATION_CLASS (klass)->command_line = ft_application_command_line;
  G_APPLICATION_CLASS (klass)->shutdown = ft_application_shutdown;
  G_APPLICATION_CLASS (klass)->handle_local_options = ft_application_handle_local_options;
}

static void
ft_application_init (FtApplication *self)
{
  static const GOptionEntry options[] = {
    { "page", 'p', 0, G_OPTION_ARG_STRING, NULL,
      N_("Open a game or lesson directly, by its id (for example bits-and-hex)"), N_("ID") },
    { "class", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
      N_("Open the class view on a folder of progress reports (may be given more than once)"), N_("PATH") },
    { "lessons", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL,
      N_("Add the lessons in a folder to Your Lessons (may be given more than once)"), N_("DIR") },
    { "practice", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Open practice on a session of one skill, at a level if given (for example xor@2)"),
      N_("SKILL[@LEVEL]") },
    { "presentation", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Start in presentation mode, for projecting to a class"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_STRING, NULL,
      N_("Deal and play every new game from this number, to replay the same games (for tests and bug reports)"),
      N_("NUMBER") },
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

/* The built-in games, tools and lessons with a teacher's own (issue 25). */
static GListModel *
catalog_new (void)
{
  GListModel *catalog = ft_catalog_new ();
  g_autofree char *folder = ft_catalog_default_lesson_folder ();

  ft_catalog_add_lesson_folder (catalog, folder);
  return catalog;
}

/* The catalog of the application: read (every lesson parsed) when a window
 * first asks, then the same list for every window it opens (issue #24). */
GListModel *
ft_application_get_catalog (FtApplication *self)
{
  g_return_val_if_fail (FT_IS_APPLICATION (self), NULL);

  if (self->catalog == NULL)
    self->catalog = catalog_new ();
  return self->catalog;
}

/* A new reference to @app's catalog; a window of no Flip Tutor
 * application (a test's) gets one of its own. */
GListModel *
ft_application_dup_catalog (GApplication *app)
{
  if (FT_IS_APPLICATION (app))
    return g_object_ref (ft_application_get_catalog (FT_APPLICATION (app)));
  return catalog_new ();
}

FtApplication *
ft_application_new (void)
{
  return g_object_new (FT_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS | G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}
