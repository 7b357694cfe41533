/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-preferences-window.h"
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

static gboolean
string_to_position (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const Choice *choices = user_data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i].value; i++)
    if (g_str_equal (choices[i].value, s))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_string (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  const Choice *choices = user_data;
  guint position = g_value_get_uint (value);

  for (guint i = 0; choices[i].value; i++)
    if (i == position)
      return g_variant_new_string (choices[i].value);
  return NULL;
}

static GtkWidget *
choice_row (GSettings    *settings,
            const char   *key,
            const char   *title,
            const char   *subtitle,
            const Choice *choices)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; choices[i].value; i++)
    gtk_string_list_append (list, _(choices[i].label));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                string_to_position, position_to_string,
                                (gpointer) choices, NULL);
  return row;
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
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
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *appearance = adw_preferences_group_new ();
  GtkWidget *classroom = adw_preferences_group_new ();
  GtkWidget *play = adw_preferences_group_new ();

  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (appearance), _("Appearance"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance),
                             choice_row (settings, "style", _("Style"), NULL, style_choices));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance), zoom_row (settings));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (appearance),
                             switch_row (settings, "reduce-motion", _("Reduce Motion"),
                                         _("Show changes at once instead of animating them")));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (classroom), _("Classroom"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (classroom),
                             switch_row (settings, "presentation-mode", _("Presentation Mode"),
                                         _("Full screen, large and high-contrast, for projecting to a class (F5)")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (classroom),
                             switch_row (settings, "open-hands", _("Open Hands"),
                                         _("Show every player's cards, for teaching")));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (play), _("Playing"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (play),
                             choice_row (settings, "hints", _("Hints"),
                                         _("How much the hint button (Ctrl+H) may tell"),
                                         hint_choices));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (play),
                             choice_row (settings, "computer-strength", _("Computer Players"),
                                         _("Default strength of new computer players"),
                                         strength_choices));

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (appearance));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (classroom));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (play));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));

  return GTK_WINDOW (window);
}
