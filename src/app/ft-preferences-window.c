/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-preferences-window.h"
#include "ft-window.h"
#include "ft-widgets.h"

/*
 * FtPreferencesWindow: the rows are a template (ft-preferences-window.ui);
 * here every row is bound straight to its GSettings key, so a change takes
 * effect at once in every window and is remembered.  A choice is a group
 * of radio rows, each bound to the key for its one value.
 */

struct _FtPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings     *settings;

  GtkWidget     *style_system;
  GtkWidget     *style_light;
  GtkWidget     *style_dark;
  GtkWidget     *zoom;
  GtkAdjustment *zoom_adjustment;
  GtkWidget     *reduce_motion;
  GtkWidget     *presentation_mode;
  GtkWidget     *open_hands;
  GtkWidget     *hints_on;
  GtkWidget     *hints_limited;
  GtkWidget     *hints_off;
  GtkWidget     *strength_beginner;
  GtkWidget     *strength_standard;
  GtkWidget     *strength_expert;
};

G_DEFINE_FINAL_TYPE (FtPreferencesWindow, ft_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A radio row is checked when the key holds its value... */
static gboolean
choice_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  choice)
{
  g_value_set_boolean (value, g_str_equal (g_variant_get_string (variant, NULL), choice));
  return TRUE;
}

/* ...and checking it writes that value; unchecking writes nothing (the
 * row checked instead writes its own). */
static GVariant *
choice_set_mapping (const GValue       *value,
                    const GVariantType *type,
                    gpointer            choice)
{
  return g_value_get_boolean (value) ? g_variant_new_string (choice) : NULL;
}

static void
bind_choice (FtPreferencesWindow *self,
             const char          *key,
             GtkWidget           *check,
             const char          *choice)
{
  g_settings_bind_with_mapping (self->settings, key, check, "active", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping, (gpointer) choice, NULL);
}

/* A choice's rows are no Tab stops (ft_action_row_focus_control()), and
 * GTK gives Tab only the chosen radio of a group: Up and Down move the
 * choice within it, as in any radio group (the list would otherwise take
 * them to the next row's control, and the other options could not be
 * reached). */
static gboolean
radio_key_cb (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              gpointer               user_data)
{
  GtkWidget *check = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *to;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down || keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    to = g_object_get_data (G_OBJECT (check), "ft-next");
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up || keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    to = g_object_get_data (G_OBJECT (check), "ft-previous");
  else
    return FALSE;
  if (to != NULL)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (to), TRUE);
      gtk_widget_grab_focus (to);
    }
  return TRUE;
}

static void
radio_group_keys (GtkWidget *first,
                  GtkWidget *second,
                  GtkWidget *third)
{
  GtkWidget *group[] = { first, second, third };

  for (guint i = 0; i < G_N_ELEMENTS (group); i++)
    {
      GtkEventController *keys = gtk_event_controller_key_new ();

      g_object_set_data (G_OBJECT (group[i]), "ft-previous", i > 0 ? group[i - 1] : NULL);
      g_object_set_data (G_OBJECT (group[i]), "ft-next", i + 1 < G_N_ELEMENTS (group) ? group[i + 1] : NULL);
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (radio_key_cb), NULL);
      gtk_widget_add_controller (group[i], keys);
    }
}

static void
ft_preferences_window_constructed (GObject *object)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (ft_preferences_window_parent_class)->constructed (object);

  g_return_if_fail (self->settings != NULL);

  bind_choice (self, "style", self->style_system, "system");
  bind_choice (self, "style", self->style_light, "light");
  bind_choice (self, "style", self->style_dark, "dark");
  bind_choice (self, "hints", self->hints_on, "on");
  bind_choice (self, "hints", self->hints_limited, "limited");
  bind_choice (self, "hints", self->hints_off, "off");
  bind_choice (self, "computer-strength", self->strength_beginner, "beginner");
  bind_choice (self, "computer-strength", self->strength_standard, "standard");
  bind_choice (self, "computer-strength", self->strength_expert, "expert");

  gtk_adjustment_configure (self->zoom_adjustment, g_settings_get_int (self->settings, "zoom"),
                            FT_ZOOM_MIN, FT_ZOOM_MAX, 10, 10, 0);
  g_settings_bind (self->settings, "zoom", self->zoom, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "reduce-motion", self->reduce_motion, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "presentation-mode", self->presentation_mode, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "open-hands", self->open_hands, "active", G_SETTINGS_BIND_DEFAULT);

  /* Each control said once, as "Zoom" and not "Zoom" twice: Tab goes
   * straight to it (ft_action_row_focus_control()). */
  {
    GtkWidget *controls[] = {
      self->style_system, self->style_light, self->style_dark,
      self->hints_on, self->hints_limited, self->hints_off,
      self->strength_beginner, self->strength_standard, self->strength_expert,
      self->zoom, self->reduce_motion, self->presentation_mode, self->open_hands,
    };

    for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
      ft_action_row_focus_control (gtk_widget_get_ancestor (controls[i], ADW_TYPE_ACTION_ROW));
    radio_group_keys (self->style_system, self->style_light, self->style_dark);
    radio_group_keys (self->hints_on, self->hints_limited, self->hints_off);
    radio_group_keys (self->strength_beginner, self->strength_standard, self->strength_expert);
  }
}

static void
ft_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_preferences_window_dispose (GObject *object)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_preferences_window_parent_class)->dispose (object);
}

static void
ft_preferences_window_class_init (FtPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ft_preferences_window_constructed;
  object_class->set_property = ft_preferences_window_set_property;
  object_class->get_property = ft_preferences_window_get_property;
  object_class->dispose = ft_preferences_window_dispose;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fliptutor/FlipTutor/ft-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, style_system);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, style_light);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, style_dark);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, zoom);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, zoom_adjustment);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, reduce_motion);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, presentation_mode);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, open_hands);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, hints_on);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, hints_limited);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, hints_off);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, strength_beginner);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, strength_standard);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, strength_expert);
}

static void
ft_preferences_window_init (FtPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Each check and switch is named in the template; GTK 4.8 would also say
   * the row's title it is labelled by, so the name would be said twice. */
  {
    GtkWidget *named[] = {
      self->style_system, self->style_light, self->style_dark,
      self->reduce_motion, self->presentation_mode, self->open_hands,
      self->hints_on, self->hints_limited, self->hints_off,
      self->strength_beginner, self->strength_standard, self->strength_expert,
    };

    for (guint i = 0; i < G_N_ELEMENTS (named); i++)
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (named[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  }
}

GtkWindow *
ft_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  return g_object_new (FT_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "settings", settings,
                       NULL);
}
