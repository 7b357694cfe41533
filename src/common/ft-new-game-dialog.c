/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-new-game-dialog.h"
#include "ft-widgets.h"

/*
 * FtNewGameDialog: the one new-game dialog, built from a game's
 * FtNewGameSpec: how many players, who sits in each seat (a person or a
 * computer player of a strength), names and ages where the game asks, and
 * the game's options bound to its model's properties.  Every choice is a
 * row of toggle buttons (named, arrows within) or a switch, never a
 * drop-down: drop-down items have no accessible names in GTK 4.8.
 *
 * The skeleton (header bar, Cancel, Start as the default widget) is the
 * template ft-new-game-dialog.ui; the rows are made here from the spec.
 */

#define LAST_PLAYERS_KEY "ft-new-game-players"

struct _FtNewGameDialog
{
  AdwWindow            parent_instance;

  const FtNewGameSpec *spec;
  FtGame              *game;
  guint                n_players;
  FtSeat               seats[FT_GAME_MAX_SEATS];

  GtkWidget           *start_button;
  GtkWidget           *clamp;
  GtkWidget           *groups;
  GtkWidget           *seats_group;
  GtkWidget           *count_buttons[FT_GAME_MAX_SEATS + 1];
  GtkWidget           *seat_rows[FT_GAME_MAX_SEATS];
  GtkWidget           *seat_buttons[FT_GAME_MAX_SEATS][FT_SEAT_N_KINDS];
  GtkWidget           *name_entries[FT_GAME_MAX_SEATS];
  GtkWidget           *age_spins[FT_GAME_MAX_SEATS];
  GtkWidget           *option_widgets[FT_NEW_GAME_MAX_OPTIONS][FT_GAME_MAX_SEATS + 1];
};

G_DEFINE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *kind_labels[FT_SEAT_N_KINDS] = { N_("Person"), N_("Beginner"), N_("Standard"), N_("Expert") };

static void
sync_buttons (FtNewGameDialog *self)
{
  const FtNewGameSpec *spec = self->spec;
  gboolean several = self->n_players > 1;

  for (guint n = spec->min_players; n <= spec->max_players && spec->min_players < spec->max_players; n++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->count_buttons[n]), n == self->n_players);
  for (guint i = 0; i < spec->max_players; i++)
    {
      if (self->seat_rows[i] == NULL)
        continue;
      gtk_widget_set_visible (self->seat_rows[i], i < self->n_players && several);
      for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->seat_buttons[i][k]), self->seats[i] == k);
    }
  if (self->seats_group)
    gtk_widget_set_visible (self->seats_group, several);
}

void
ft_new_game_dialog_set_players (FtNewGameDialog *self,
                                guint            n_players)
{
  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_players >= self->spec->min_players && n_players <= self->spec->max_players);

  self->n_players = n_players;
  sync_buttons (self);
}

void
ft_new_game_dialog_set_seat (FtNewGameDialog *self,
                             guint            seat,
                             FtSeat           kind)
{
  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < self->spec->max_players && kind < FT_SEAT_N_KINDS);

  self->seats[seat] = kind;
  sync_buttons (self);
}

static void
count_toggled_cb (GtkToggleButton *button,
                  FtNewGameDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_new_game_dialog_set_players (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "n")));
}

static void
seat_toggled_cb (GtkToggleButton *button,
                 FtNewGameDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_new_game_dialog_set_seat (self,
                                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")),
                                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

/* Sets the options on the model, emits "start" with the seats (and names
 * and ages), remembers the player count for next time, then closes. */
void
ft_new_game_dialog_start (FtNewGameDialog *self)
{
  const FtNewGameSpec *spec = self->spec;
  FtGameSetup setup = { 0 };

  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));

  for (guint o = 0; o < FT_NEW_GAME_MAX_OPTIONS && spec->options[o].property; o++)
    {
      const FtNewGameOption *option = &spec->options[o];

      if (option->max == 0)
        g_object_set (self->game, option->property,
                      gtk_switch_get_active (GTK_SWITCH (self->option_widgets[o][0])), NULL);
      else
        for (guint v = option->min; v <= option->max; v++)
          if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->option_widgets[o][v - option->min])))
            g_object_set (self->game, option->property, v, NULL);
    }

  setup.n_players = self->n_players;
  memcpy (setup.seats, self->seats, sizeof setup.seats);
  if (spec->names_and_ages)
    {
      setup.has_names = setup.has_ages = TRUE;
      for (guint i = 0; i < self->n_players; i++)
        {
          setup.names[i] = gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i]));
          setup.ages[i] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->age_spins[i]));
        }
    }

  g_object_set_data (G_OBJECT (self->game), LAST_PLAYERS_KEY, GUINT_TO_POINTER (self->n_players));
  g_signal_emit (self, signals[START], 0, &setup);
  gtk_window_close (GTK_WINDOW (self));
}

static void
start_clicked_cb (FtNewGameDialog *self)
{
  ft_new_game_dialog_start (self);
}

/* --- Building the rows from the spec ----------------------------------- */

static GtkWidget *
toggle (const char *label,
        const char *a11y,
        GtkWidget  *group)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ft_widget_set_name (button, a11y);
  if (group)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (group));
  return button;
}

static GtkWidget *
add_row (GtkWidget  *group,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* Tab goes straight to the row's controls, each named in full: the row
   * as a stop of its own would say its title, and then its switch the
   * same title again ("Pie rule", "Pie rule"). */
  gtk_widget_set_focusable (row, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkWidget *
linked_box (GtkWidget *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return box;
}

static void
build_count_row (FtNewGameDialog *self,
                 GtkWidget       *group)
{
  const FtNewGameSpec *spec = self->spec;
  GtkWidget *box = linked_box (add_row (group, _("Number of players"), NULL));

  for (guint n = spec->min_players; n <= spec->max_players; n++)
    {
      g_autofree char *label = n == 1 ? g_strdup (_("Solo")) : g_strdup_printf ("%u", n);
      g_autofree char *a11y = n == 1 ? g_strdup (_("Solo game")) : g_strdup_printf (_("%u players"), n);

      self->count_buttons[n] = toggle (label, a11y, n > spec->min_players ? self->count_buttons[spec->min_players] : NULL);
      g_object_set_data (G_OBJECT (self->count_buttons[n]), "n", GUINT_TO_POINTER (n));
      g_signal_connect (self->count_buttons[n], "toggled", G_CALLBACK (count_toggled_cb), self);
      gtk_box_append (GTK_BOX (box), self->count_buttons[n]);
    }
}

static void
build_name_and_age (FtNewGameDialog *self,
                    GtkWidget       *row,
                    guint            i)
{
  g_autofree char *name_a11y = g_strdup_printf (_("Seat %u: name"), i + 1);
  g_autofree char *age_a11y = g_strdup_printf (_("Seat %u: age, 0 for not given"), i + 1);
  GtkWidget *age = gtk_label_new (_("Age"));

  self->name_entries[i] = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->name_entries[i]), _("Name"));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->name_entries[i]), 10);
  gtk_entry_set_max_length (GTK_ENTRY (self->name_entries[i]), 24);
  gtk_widget_set_valign (self->name_entries[i], GTK_ALIGN_CENTER);
  ft_widget_set_name (self->name_entries[i], name_a11y);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->name_entries[i]);

  gtk_widget_add_css_class (age, "dim-label");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), age);
  self->age_spins[i] = gtk_spin_button_new_with_range (0, 150, 1);
  gtk_widget_set_valign (self->age_spins[i], GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->age_spins[i], _("Age (optional; 0 for not given)"));
  ft_widget_set_name (self->age_spins[i], age_a11y);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->age_spins[i]);
}

/* One row per seat; with one opponent, one "Opponent" row for seat 2. */
static void
build_seat_rows (FtNewGameDialog *self,
                 GtkWidget       *group)
{
  const FtNewGameSpec *spec = self->spec;

  for (guint i = spec->one_opponent ? 1 : 0; i < spec->max_players; i++)
    {
      g_autofree char *title = spec->one_opponent ? g_strdup (_("Opponent")) : g_strdup_printf (_("Seat %u"), i + 1);
      GtkWidget *box;

      self->seat_rows[i] = add_row (group, title,
                                    spec->one_opponent ? _("A person at this screen, or a computer player") : NULL);
      if (spec->names_and_ages)
        build_name_and_age (self, self->seat_rows[i], i);
      box = linked_box (self->seat_rows[i]);
      for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
        {
          /* Translators: "Seat 2: Expert computer player"; %s is Beginner, Standard or Expert */
          g_autofree char *a11y = k == FT_SEAT_PERSON
            ? (spec->one_opponent ? g_strdup (_("Opponent: a person at this screen"))
                                  : g_strdup_printf (_("Seat %u: a person"), i + 1))
            : (spec->one_opponent ? g_strdup_printf (_("Opponent: %s computer player"), _(kind_labels[k]))
                                  : g_strdup_printf (_("Seat %u: %s computer player"), i + 1, _(kind_labels[k])));

          self->seat_buttons[i][k] = toggle (_(kind_labels[k]), a11y, k ? self->seat_buttons[i][0] : NULL);
          g_object_set_data (G_OBJECT (self->seat_buttons[i][k]), "seat", GUINT_TO_POINTER (i));
          g_object_set_data (G_OBJECT (self->seat_buttons[i][k]), "kind", GUINT_TO_POINTER (k));
          g_signal_connect (self->seat_buttons[i][k], "toggled", G_CALLBACK (seat_toggled_cb), self);
          gtk_box_append (GTK_BOX (box), self->seat_buttons[i][k]);
        }
    }
}

/* An option row, showing the model's current value. */
static void
build_option (FtNewGameDialog       *self,
              GtkWidget             *group,
              guint                  o,
              const FtNewGameOption *option)
{
  GtkWidget *row = add_row (group, _(option->title), option->subtitle ? _(option->subtitle) : NULL);

  if (option->max == 0)
    {
      gboolean value = FALSE;
      GtkWidget *sw = gtk_switch_new ();

      g_object_get (self->game, option->property, &value, NULL);
      gtk_switch_set_active (GTK_SWITCH (sw), value);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      ft_action_row_focus_control (row);
      self->option_widgets[o][0] = sw;
    }
  else
    {
      guint value = option->min;
      GtkWidget *box = linked_box (row);

      g_return_if_fail (option->max - option->min <= FT_GAME_MAX_SEATS);
      g_object_get (self->game, option->property, &value, NULL);
      for (guint v = option->min; v <= option->max; v++)
        {
          g_autofree char *label = g_strdup_printf ("%u", v);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          /* The spec's own format, with one %u. */
          g_autofree char *a11y = option->a11y ? g_strdup_printf (_(option->a11y), v) : g_strdup (label);
#pragma GCC diagnostic pop
          GtkWidget *button = toggle (label, a11y, v > option->min ? self->option_widgets[o][0] : NULL);

          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), v == value);
          self->option_widgets[o][v - option->min] = button;
          gtk_box_append (GTK_BOX (box), button);
        }
    }
}

static void
build (FtNewGameDialog *self,
       GSettings       *settings)
{
  const FtNewGameSpec *spec = self->spec;
  GtkWidget *group = adw_preferences_group_new ();
  guint last = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self->game), LAST_PLAYERS_KEY));

  gtk_window_set_title (GTK_WINDOW (self), _(spec->title));
  gtk_window_set_default_size (GTK_WINDOW (self), spec->width, spec->height);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), spec->clamp ? spec->clamp : 600);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(spec->group_title));
  if (spec->description)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _(spec->description));
  if (spec->min_players < spec->max_players)
    build_count_row (self, group);
  if (spec->one_opponent)
    build_seat_rows (self, group);
  for (guint o = 0; o < FT_NEW_GAME_MAX_OPTIONS && spec->options[o].property; o++)
    build_option (self, group, o, &spec->options[o]);
  gtk_box_append (GTK_BOX (self->groups), group);

  if (!spec->one_opponent)
    {
      self->seats_group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->seats_group), _(spec->seats_title));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->seats_group), _(spec->seats_description));
      build_seat_rows (self, self->seats_group);
      gtk_box_append (GTK_BOX (self->groups), self->seats_group);
    }

  /* The last player count chosen, and the seats of the game on the table
   * (a person first, then the preferred computer strength).  The count
   * chosen in this page's dialog comes first; when the page was opened
   * again (a new model), the game on the table, saved and resumed, holds
   * the count last chosen. */
  if ((last < spec->min_players || last > spec->max_players) && ft_game_is_started (self->game))
    last = ft_game_get_n_players (self->game);
  self->n_players = last >= spec->min_players && last <= spec->max_players ? last : spec->default_players;
  for (guint i = 0; i < spec->max_players; i++)
    self->seats[i] = i < ft_game_get_n_players (self->game) ? ft_game_get_seat (self->game, i)
                   : i == 0 ? FT_SEAT_PERSON : ft_seat_preferred_computer (settings);
  if (spec->one_opponent && !ft_game_is_started (self->game))
    self->seats[1] = ft_seat_preferred_computer (settings);
  sync_buttons (self);
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_new_game_dialog_dispose (GObject *object)
{
  FtNewGameDialog *self = FT_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ft_new_game_dialog_parent_class)->dispose (object);
}

/* The default button has the focus, so Return starts at once. */
static void
ft_new_game_dialog_map (GtkWidget *widget)
{
  FtNewGameDialog *self = FT_NEW_GAME_DIALOG (widget);

  GTK_WIDGET_CLASS (ft_new_game_dialog_parent_class)->map (widget);
  gtk_widget_grab_focus (self->start_button);
}

static void
ft_new_game_dialog_class_init (FtNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_new_game_dialog_dispose;
  widget_class->map = ft_new_game_dialog_map;

  /**
   * FtNewGameDialog::start:
   * @setup: (type gpointer): the FtGameSetup, valid during the emission
   *
   * The options are already set on the model.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, clamp);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, groups);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_new_game_dialog_init (FtNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ft_new_game_dialog_new (const FtNewGameSpec *spec,
                        FtGame              *game,
                        GSettings           *settings)
{
  FtNewGameDialog *self;

  g_return_val_if_fail (spec != NULL && spec->max_players <= FT_GAME_MAX_SEATS, NULL);
  g_return_val_if_fail (FT_IS_GAME (game), NULL);

  self = g_object_new (FT_TYPE_NEW_GAME_DIALOG, NULL);
  self->spec = spec;
  self->game = g_object_ref (game);
  build (self, settings);
  return GTK_WIDGET (self);
}
