/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-preferences-window.h"
#include "ft-widgets.h"
#include "ft-window.h"

/*
 * Preferences: every row is bound straight to GSettings, so a change takes
 * effect at once in every window and is remembered.  A choice row maps
 * between the key's string and the row's position through a table.
 */

typedef struct
{
  const char *value;
  const char *label;
} Choice;

static const Choice style_choices[] = {
  { "system", N_("Follow System") },
  { "light", N_("Light") },
  { "dark", N_("Dark") },
  { NULL, NULL },
};

static const Choice hint_choices[] = {
  { "on", N_("On") },
  { "limited", N_("Limited: first level only") },
  { "off", N_("Off") },
  { NULL, NULL },
};

static const Choice strength_choices[] = {
  { "beginner", N_("Beginner") },
  { "standard", N_("Standard") },
  { "expert", N_("Expert") },
  { NULL, NULL },
};

static void
choice_toggled_cb (GtkCheckButton *button,
                   GSettings      *settings)
{
  if (gtk_check_button_get_active (button))
    g_settings_set_string (settings, g_object_get_data (G_OBJECT (button), "key"),
                           g_object_get_data (G_OBJECT (button), "value"));
}

static void
choice_changed_cb (GtkCheckButton *button,
                   const char     *key,
                   GSettings      *settings)
{
  g_autofree char *value = g_settings_get_string (settings, key);

  if (g_str_equal (value, g_object_get_data (G_OBJECT (button), "value")))
    gtk_check_button_set_active (button, TRUE);
}

/* A choice is a group of radio rows rather than a drop-down: each option is
 * visible, named and one arrow key away, for screen readers and for the
 * classroom alike. */
static GtkWidget *
choice_group (GSettings    *settings,
              const char   *key,
              const char   *title,
              const char   *description,
              const Choice *choices)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkCheckButton *first = NULL;
  g_autofree char *signal = g_strconcat ("changed::", key, NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);

  for (guint i = 0; choices[i].value; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(choices[i].label));
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      if (first)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      else
        first = GTK_CHECK_BUTTON (check);
      g_object_set_data (G_OBJECT (check), "key", (gpointer) key);
      g_object_set_data (G_OBJECT (check), "value", (gpointer) choices[i].value);
      choice_changed_cb (GTK_CHECK_BUTTON (check), key, settings);
      g_signal_connect_object (check, "toggled", G_CALLBACK (choice_toggled_cb), settings, 0);
      g_signal_connect_object (settings, signal, G_CALLBACK (choice_changed_cb), check,
                               G_CONNECT_SWAPPED);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      ft_widget_set_name (check, _(choices[i].label));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  return group;
}

static GtkWidget *
switch_row (GSettings  *settings,
            const char *key,
            const char *title,
            const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  ft_widget_set_name (toggle, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  g_settings_bind (settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return row;
}

static GtkWidget *
zoom_row (GSettings *settings)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (FT_ZOOM_MIN, FT_ZOOM_MAX, 10);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Zoom"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Size of games and lessons, in percent (Ctrl+plus and Ctrl+minus)"));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Zoom in percent"),
                                  -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_settings_bind (settings, "zoom", spin, "value", G_SETTINGS_BIND_DEFAULT);
  return row;
}

GtkWindow *
ft_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  GtkWidget *window = adw_preferences_window_new ();
  GtkWidget *general = adw_preferences_page_new ();
  GtkWidget *playing = adw_preferences_page_new ();
  GtkWidget *appearance = adw_preferences_group_new ();
  GtkWidget *classroom = adw_preferences_group_new ();

  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (general), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (general), "preferences-system-symbolic");
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (playing), _("Playing"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (playing), "applications-games-symbolic");

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (general),
                            ADW_PREFERENCES_GROUP (choice_group (settings, "style", _("Style"), NULL,
                                                                 style_choices)));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (appearance), _("Size and Motion"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance), zoom_row (settings));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance),
                             switch_row (settings, "reduce-motion", _("Reduce Motion"),
                                         _("Show changes at once instead of animating them")));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (general), ADW_PREFERENCES_GROUP (appearance));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (classroom), _("Classroom"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (classroom),
                             switch_row (settings, "presentation-mode", _("Presentation Mode"),
                                         _("Full screen, large and high-contrast, for projecting to a class (F5)")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (classroom),
                             switch_row (settings, "open-hands", _("Open Hands"),
                                         _("Show every player's cards, for teaching")));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (general), ADW_PREFERENCES_GROUP (classroom));

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (playing),
                            ADW_PREFERENCES_GROUP (choice_group (settings, "hints", _("Hints"),
                                                                 _("How much the hint button (Ctrl+H) may tell"),
                                                                 hint_choices)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (playing),
                            ADW_PREFERENCES_GROUP (choice_group (settings, "computer-strength",
                                                                 _("Computer Players"),
                                                                 _("The strength new computer players start with"),
                                                                 strength_choices)));

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (general));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (playing));

  return GTK_WINDOW (window);
}
