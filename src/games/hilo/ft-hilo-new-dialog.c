/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-hilo-new-dialog.h"
#include "ft-widgets.h"

/*
 * The new-game dialog: 2 to 6 seats (R10), each a person or a computer
 * player of a strength, with a name and an optional age (R9: Hi starts
 * with the oldest, Lo with the youngest).  Every choice is a row of
 * toggle buttons (named, arrows within), never a drop-down.
 */

struct _FtHiLoNewDialog
{
  AdwWindow   parent_instance;

  guint       n_players;
  FtSeat  seats[FT_HILO_MAX_PLAYERS];
  GtkWidget  *count_buttons[FT_HILO_MAX_PLAYERS + 1];
  GtkWidget  *seat_rows[FT_HILO_MAX_PLAYERS];
  GtkWidget  *seat_buttons[FT_HILO_MAX_PLAYERS][FT_SEAT_N_KINDS];
  GtkWidget  *name_entries[FT_HILO_MAX_PLAYERS];
  GtkWidget  *age_spins[FT_HILO_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (FtHiLoNewDialog, ft_hilo_new_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *kind_labels[FT_SEAT_N_KINDS] = {
  N_("Person"), N_("Beginner"), N_("Standard"), N_("Expert")
};

static void
sync_buttons (FtHiLoNewDialog *self)
{
  for (guint n = FT_HILO_MIN_PLAYERS; n <= FT_HILO_MAX_PLAYERS; n++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->count_buttons[n]), n == self->n_players);
  for (guint i = 0; i < FT_HILO_MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (self->seat_rows[i], i < self->n_players);
      for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->seat_buttons[i][k]), self->seats[i] == k);
    }
}

void
ft_hilo_new_dialog_set_players (FtHiLoNewDialog *self,
                                guint            n_players)
{
  g_return_if_fail (n_players >= FT_HILO_MIN_PLAYERS && n_players <= FT_HILO_MAX_PLAYERS);
  self->n_players = n_players;
  sync_buttons (self);
}

void
ft_hilo_new_dialog_set_seat (FtHiLoNewDialog *self,
                             guint            seat,
                             FtSeat       kind)
{
  g_return_if_fail (seat < FT_HILO_MAX_PLAYERS && kind < FT_SEAT_N_KINDS);
  self->seats[seat] = kind;
  sync_buttons (self);
}

static void
count_toggled_cb (GtkToggleButton *button,
                  FtHiLoNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_hilo_new_dialog_set_players (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "n")));
}

static void
seat_toggled_cb (GtkToggleButton *button,
                 FtHiLoNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_hilo_new_dialog_set_seat (self,
                                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")),
                                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

/* Emits "start" with the seats, names and ages (an age of 0 is "not
 * given"), then closes. */
void
ft_hilo_new_dialog_start (FtHiLoNewDialog *self)
{
  const char *names[FT_HILO_MAX_PLAYERS + 1] = { NULL };
  int ages[FT_HILO_MAX_PLAYERS];

  for (guint i = 0; i < self->n_players; i++)
    {
      int age = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->age_spins[i]));

      names[i] = gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i]));
      ages[i] = age > 0 ? age : FT_HILO_NO_AGE;
    }
  g_signal_emit (self, signals[START], 0, self->n_players, self->seats, names, ages);
  gtk_window_close (GTK_WINDOW (self));
}

static void
start_clicked_cb (FtHiLoNewDialog *self)
{
  ft_hilo_new_dialog_start (self);
}

static GtkWidget *
toggle (const char *label,
        const char *a11y)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ft_widget_set_name (button, a11y);
  return button;
}

static void
ft_hilo_new_dialog_class_init (FtHiLoNewDialogClass *klass)
{
  /**
   * FtHiLoNewDialog::start:
   * @n_players: 2 to 6
   * @seats: (array): an FtSeat per seat
   * @names: (array): a name per seat (empty: a default name)
   * @ages: (array): an age per seat, FT_HILO_NO_AGE when not given
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_UINT,
                                 G_TYPE_POINTER, G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
ft_hilo_new_dialog_init (FtHiLoNewDialog *self)
{
  GtkWidget *box, *header, *cancel, *start, *page, *groups, *clamp, *players_group, *seats_group;
  GtkWidget *count_row, *count_box;
  GtkEventController *keys;

  gtk_window_set_title (GTK_WINDOW (self), _("New Hi Lo Flip Game"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 860, 640);

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

  /* A clamp wider than AdwPreferencesPage's, so a seat's name, age and
   * kind fit on its row. */
  page = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (page), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  groups = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (groups, 24);
  gtk_widget_set_margin_bottom (groups, 24);
  gtk_widget_set_margin_start (groups, 12);
  gtk_widget_set_margin_end (groups, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), groups);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (page), clamp);
  players_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (players_group), _("Players"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (players_group),
                                         _("The first to 75 points wins. Pile up points by taking piles and by emptying your hand first."));
  count_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (count_row), _("Number of players"));
  count_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (count_box, "linked");
  for (guint n = FT_HILO_MIN_PLAYERS; n <= FT_HILO_MAX_PLAYERS; n++)
    {
      g_autofree char *label = g_strdup_printf ("%u", n);
      g_autofree char *a11y = g_strdup_printf (_("%u players"), n);

      self->count_buttons[n] = toggle (label, a11y);
      if (n > FT_HILO_MIN_PLAYERS)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->count_buttons[n]),
                                     GTK_TOGGLE_BUTTON (self->count_buttons[FT_HILO_MIN_PLAYERS]));
      g_object_set_data (G_OBJECT (self->count_buttons[n]), "n", GUINT_TO_POINTER (n));
      g_signal_connect (self->count_buttons[n], "toggled", G_CALLBACK (count_toggled_cb), self);
      gtk_box_append (GTK_BOX (count_box), self->count_buttons[n]);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (count_row), count_box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players_group), count_row);
  gtk_box_append (GTK_BOX (groups), players_group);

  seats_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (seats_group), _("Seats, in playing order"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (seats_group),
                                         _("Each seat is a person at this screen or a computer player. Ages are optional: when every seat has one, Hi starts with the oldest player and Lo with the youngest; otherwise Hi starts with the first seat and Lo with the last."));
  for (guint i = 0; i < FT_HILO_MAX_PLAYERS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Seat %u"), i + 1);
      g_autofree char *name_a11y = g_strdup_printf (_("Seat %u: name"), i + 1);
      g_autofree char *age_a11y = g_strdup_printf (_("Seat %u: age, 0 for not given"), i + 1);
      GtkWidget *kinds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_add_css_class (kinds, "linked");
      self->seat_rows[i] = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[i]), title);

      self->name_entries[i] = gtk_entry_new ();
      gtk_entry_set_placeholder_text (GTK_ENTRY (self->name_entries[i]), _("Name"));
      gtk_editable_set_width_chars (GTK_EDITABLE (self->name_entries[i]), 10);
      gtk_entry_set_max_length (GTK_ENTRY (self->name_entries[i]), 24);
      gtk_widget_set_valign (self->name_entries[i], GTK_ALIGN_CENTER);
      ft_widget_set_name (self->name_entries[i], name_a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[i]), self->name_entries[i]);

      {
        GtkWidget *age = gtk_label_new (_("Age"));

        gtk_widget_add_css_class (age, "dim-label");
        adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[i]), age);
      }
      self->age_spins[i] = gtk_spin_button_new_with_range (0, 150, 1);
      gtk_widget_set_valign (self->age_spins[i], GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (self->age_spins[i], _("Age (optional; 0 for not given)"));
      ft_widget_set_name (self->age_spins[i], age_a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->seat_rows[i]), self->age_spins[i]);

      for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
        {
          /* Translators: "Seat 2: Expert computer player" */
          g_autofree char *a11y = k == FT_SEAT_PERSON
            ? g_strdup_printf (_("Seat %u: a person"), i + 1)
            : g_strdup_printf (_("Seat %u: %s computer player"), i + 1, _(kind_labels[k]));

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
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (seats_group), self->seat_rows[i]);
    }
  gtk_box_append (GTK_BOX (groups), seats_group);
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

static FtSeat
strength_seat (GSettings *settings)
{
  g_autofree char *strength = settings ? g_settings_get_string (settings, "computer-strength") : NULL;

  if (g_strcmp0 (strength, "beginner") == 0)
    return FT_SEAT_BEGINNER;
  if (g_strcmp0 (strength, "expert") == 0)
    return FT_SEAT_EXPERT;
  return FT_SEAT_STANDARD;
}

GtkWidget *
ft_hilo_new_dialog_new (GSettings *settings)
{
  FtHiLoNewDialog *self = g_object_new (FT_TYPE_HILO_NEW_DIALOG, NULL);

  self->n_players = 2;
  self->seats[0] = FT_SEAT_PERSON;
  for (guint i = 1; i < FT_HILO_MAX_PLAYERS; i++)
    self->seats[i] = strength_seat (settings);
  sync_buttons (self);
  return GTK_WIDGET (self);
}
