/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipbits-game.h"
#include "ft-flipbits-new-dialog.h"

/*
 * The new-game dialog: solo, or 2 to 5 seats, each a person or a computer
 * player of a strength.  Every choice is a row of toggle buttons (named,
 * one Tab stop each, arrows within), never a drop-down.
 */

struct _FtFlipBitsNewDialog
{
  AdwWindow       parent_instance;

  GSettings      *settings;
  guint           n_players;
  FtFlipBitsSeat  seats[FT_FB_MAX_PLAYERS];
  GtkWidget      *count_buttons[FT_FB_MAX_PLAYERS];
  GtkWidget      *seat_rows[FT_FB_MAX_PLAYERS];
  GtkWidget      *seat_buttons[FT_FB_MAX_PLAYERS][4];
  GtkWidget      *seats_group;
  GtkWidget      *mask_chosen_switch;      /* flipbits R2 setting */
  GtkWidget      *keep_equal_goal_switch;  /* flipbits R8 setting */
};

G_DEFINE_FINAL_TYPE (FtFlipBitsNewDialog, ft_flipbits_new_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *kind_labels[] = { N_("Person"), N_("Beginner"), N_("Standard"), N_("Expert") };

static void
sync_buttons (FtFlipBitsNewDialog *self)
{
  for (guint i = 0; i < FT_FB_MAX_PLAYERS; i++)
    {
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->count_buttons[i]), i + 1 == self->n_players);
      gtk_widget_set_visible (self->seat_rows[i], i < self->n_players && self->n_players > 1);
      for (guint k = 0; k < 4; k++)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->seat_buttons[i][k]), self->seats[i] == k);
    }
  gtk_widget_set_visible (self->seats_group, self->n_players > 1);
}

void
ft_flipbits_new_dialog_set_players (FtFlipBitsNewDialog *self,
                                    guint                n_players)
{
  g_return_if_fail (n_players >= 1 && n_players <= FT_FB_MAX_PLAYERS);
  self->n_players = n_players;
  sync_buttons (self);
}

void
ft_flipbits_new_dialog_set_seat (FtFlipBitsNewDialog *self,
                                 guint                seat,
                                 guint                kind)
{
  g_return_if_fail (seat < FT_FB_MAX_PLAYERS && kind <= FT_FLIPBITS_EXPERT);
  self->seats[seat] = kind;
  sync_buttons (self);
}

static void
count_toggled_cb (GtkToggleButton     *button,
                  FtFlipBitsNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_flipbits_new_dialog_set_players (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "n")));
}

static void
seat_toggled_cb (GtkToggleButton     *button,
                 FtFlipBitsNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_flipbits_new_dialog_set_seat (self,
                                     GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")),
                                     GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

void
ft_flipbits_new_dialog_start (FtFlipBitsNewDialog *self)
{
  g_signal_emit (self, signals[START], 0, self->n_players, self->seats);
  gtk_window_close (GTK_WINDOW (self));
}

static void
start_clicked_cb (FtFlipBitsNewDialog *self)
{
  ft_flipbits_new_dialog_start (self);
}

static GtkWidget *
linked_row (const char *title,
            const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

/* A rule setting: a row with a switch, named by its title for screen
 * readers; the whole row flips it. */
static GtkWidget *
setting_row (GtkWidget  *group,
             const char *title,
             const char *subtitle,
             GtkWidget **out_switch)
{
  GtkWidget *row = linked_row (title, subtitle);
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  /* GTK 4.8 names no list row from its children. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  *out_switch = sw;
  return row;
}

static GtkWidget *
toggle (const char *label,
        const char *a11y)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  return button;
}

static void
ft_flipbits_new_dialog_dispose (GObject *object)
{
  FtFlipBitsNewDialog *self = FT_FLIPBITS_NEW_DIALOG (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ft_flipbits_new_dialog_parent_class)->dispose (object);
}

static void
ft_flipbits_new_dialog_class_init (FtFlipBitsNewDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_flipbits_new_dialog_dispose;

  /**
   * FtFlipBitsNewDialog::start:
   * @n_players: 1 (solo) to 5
   * @seats: (array): an FtFlipBitsSeat per seat
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
}

static void
ft_flipbits_new_dialog_init (FtFlipBitsNewDialog *self)
{
  GtkWidget *box, *header, *cancel, *start, *page, *players_group, *count_row, *count_box, *rules_group;
  GtkEventController *keys;

  gtk_window_set_title (GTK_WINDOW (self), _("New FLIP BITS Game"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 620, 560);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  cancel = gtk_button_new_with_label (_("Cancel"));
  g_signal_connect_object (cancel, "clicked", G_CALLBACK (gtk_window_close), self, G_CONNECT_SWAPPED);
  start = gtk_button_new_with_label (_("Start"));
  gtk_widget_add_css_class (start, "suggested-action");
  g_signal_connect_object (start, "clicked", G_CALLBACK (start_clicked_cb), self, G_CONNECT_SWAPPED);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), start);
  gtk_box_append (GTK_BOX (box), header);

  page = adw_preferences_page_new ();
  players_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (players_group), _("Players"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (players_group),
                                         _("Alone, score 3 points in as few turns as you can. With others, the first to 3 points wins."));
  count_row = linked_row (_("Number of players"), NULL);
  count_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (count_box, "linked");
  for (guint i = 0; i < FT_FB_MAX_PLAYERS; i++)
    {
      g_autofree char *label = i == 0 ? g_strdup (_("Solo")) : g_strdup_printf ("%u", i + 1);
      g_autofree char *a11y = i == 0 ? g_strdup (_("Solo game")) : g_strdup_printf (_("%u players"), i + 1);

      self->count_buttons[i] = toggle (label, a11y);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->count_buttons[i]),
                                     GTK_TOGGLE_BUTTON (self->count_buttons[0]));
      g_object_set_data (G_OBJECT (self->count_buttons[i]), "n", GUINT_TO_POINTER (i + 1));
      g_signal_connect (self->count_buttons[i], "toggled", G_CALLBACK (count_toggled_cb), self);
      gtk_box_append (GTK_BOX (count_box), self->count_buttons[i]);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), count_box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players_group), count_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (players_group));

  self->seats_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->seats_group), _("Seats"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->seats_group),
                                         _("Each seat is a person at this screen or a computer player."));
  for (guint i = 0; i < FT_FB_MAX_PLAYERS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Seat %u"), i + 1);
      GtkWidget *kinds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (kinds, "linked");
      self->seat_rows[i] = linked_row (title, NULL);
      for (guint k = 0; k < 4; k++)
        {
          /* Translators: "Seat 2: Expert computer player"; the %s is Beginner, Standard or Expert */
          g_autofree char *a11y = k == 0 ? g_strdup_printf (_("Seat %u: a person"), i + 1)
                                         : g_strdup_printf (_("Seat %u: %s computer player"), i + 1,
                                                            _(kind_labels[k]));

          self->seat_buttons[i][k] = toggle (_(kind_labels[k]), a11y);
          if (k > 0)
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->seat_buttons[i][k]),
                                         GTK_TOGGLE_BUTTON (self->seat_buttons[i][0]));
          g_object_set_data (G_OBJECT (self->seat_buttons[i][k]), "seat", GUINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (self->seat_buttons[i][k]), "kind", GUINT_TO_POINTER (k));
          g_signal_connect (self->seat_buttons[i][k], "toggled", G_CALLBACK (seat_toggled_cb), self);
          gtk_box_append (GTK_BOX (kinds), self->seat_buttons[i][k]);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[i]), kinds);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->seats_group), self->seat_rows[i]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (self->seats_group));

  rules_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (rules_group), _("Rules"));
  setting_row (rules_group, _("Mask chosen when played"),
               _("MASK cards show no bit: you choose the bit when you play one, as for FLIP BIT."),
               &self->mask_chosen_switch);
  setting_row (rules_group, _("Keep a GOAL equal to MEMORY"),
               _("A new GOAL that equals MEMORY stays instead of being drawn again."),
               &self->keep_equal_goal_switch);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (rules_group));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);

  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_window_set_default_widget (GTK_WINDOW (self), start);
}

static FtFlipBitsSeat
strength_seat (GSettings *settings)
{
  g_autofree char *strength = settings ? g_settings_get_string (settings, "computer-strength") : NULL;

  if (g_strcmp0 (strength, "beginner") == 0)
    return FT_FLIPBITS_BEGINNER;
  if (g_strcmp0 (strength, "expert") == 0)
    return FT_FLIPBITS_EXPERT;
  return FT_FLIPBITS_STANDARD;
}

GtkWidget *
ft_flipbits_new_dialog_new (GSettings *settings)
{
  FtFlipBitsNewDialog *self = g_object_new (FT_TYPE_FLIPBITS_NEW_DIALOG, NULL);

  self->settings = settings ? g_object_ref (settings) : NULL;
  self->n_players = 2;
  self->seats[0] = FT_FLIPBITS_PERSON;
  for (guint i = 1; i < FT_FB_MAX_PLAYERS; i++)
    self->seats[i] = strength_seat (settings);
  sync_buttons (self);
  return GTK_WIDGET (self);
}

/* The rule settings (the model's "mask-chosen" and "keep-equal-goal"). */
void
ft_flipbits_new_dialog_set_rules (FtFlipBitsNewDialog *self,
                                  gboolean             mask_chosen,
                                  gboolean             keep_equal_goal)
{
  gtk_switch_set_active (GTK_SWITCH (self->mask_chosen_switch), mask_chosen);
  gtk_switch_set_active (GTK_SWITCH (self->keep_equal_goal_switch), keep_equal_goal);
}

void
ft_flipbits_new_dialog_get_rules (FtFlipBitsNewDialog *self,
                                  gboolean            *mask_chosen,
                                  gboolean            *keep_equal_goal)
{
  *mask_chosen = gtk_switch_get_active (GTK_SWITCH (self->mask_chosen_switch));
  *keep_equal_goal = gtk_switch_get_active (GTK_SWITCH (self->keep_equal_goal_switch));
}
