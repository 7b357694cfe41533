/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-new-dialog.h"

/*
 * FtDiceNewDialog: the opponent (a person at this screen or a computer
 * player of a strength) and the dice a player (R1: 3, 4 or 5).  Rows of
 * toggle buttons rather than drop-downs: drop-down items have no
 * accessible names in GTK 4.8.
 */

#define N_SIZES 3

struct _FtDiceNewDialog
{
  AdwWindow  parent_instance;

  guint      n_dice;
  FtDiceSeat opponent;
  GtkWidget *opponent_buttons[4];
  GtkWidget *size_buttons[N_SIZES];
  GtkWidget *most_change_switch;  /* dice R4 setting */
};

G_DEFINE_FINAL_TYPE (FtDiceNewDialog, ft_dice_new_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *opponent_labels[] = { N_("Person"), N_("Beginner"), N_("Standard"), N_("Perfect") };
static const char *opponent_names[] = {
  N_("Opponent: a person at this screen"),
  N_("Opponent: beginner computer player, random moves"),
  N_("Opponent: standard computer player"),
  N_("Opponent: perfect computer player, from the solved game"),
};

static void
sync_buttons (FtDiceNewDialog *self)
{
  for (guint k = 0; k < 4; k++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->opponent_buttons[k]), self->opponent == k);
  for (guint k = 0; k < N_SIZES; k++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->size_buttons[k]), self->n_dice == k + 3);
}

static void
opponent_toggled_cb (GtkToggleButton *button,
                     FtDiceNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    self->opponent = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
}

static void
size_toggled_cb (GtkToggleButton *button,
                 FtDiceNewDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    self->n_dice = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "n"));
}

static void
start_clicked_cb (FtDiceNewDialog *self)
{
  g_signal_emit (self, signals[START], 0, self->n_dice, (guint) self->opponent);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
toggle (const char *label,
        const char *a11y,
        GtkWidget  *group)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (group)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (group));
  return button;
}

static GtkWidget *
toggle_row (const char *title,
            const char *subtitle,
            GtkWidget **buttons,
            guint       n)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (box, "linked");
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (box), buttons[i]);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  return row;
}

static void
ft_dice_new_dialog_class_init (FtDiceNewDialogClass *klass)
{
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
ft_dice_new_dialog_init (FtDiceNewDialog *self)
{
  GtkWidget *box, *header, *cancel, *start, *page, *group;
  GtkEventController *keys;

  gtk_window_set_title (GTK_WINDOW (self), _("New FLIP (dice) Match"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 420);

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

  for (guint k = 0; k < 4; k++)
    {
      self->opponent_buttons[k] = toggle (_(opponent_labels[k]), _(opponent_names[k]),
                                          k ? self->opponent_buttons[0] : NULL);
      g_object_set_data (G_OBJECT (self->opponent_buttons[k]), "kind", GUINT_TO_POINTER (k));
      g_signal_connect (self->opponent_buttons[k], "toggled", G_CALLBACK (opponent_toggled_cb), self);
    }
  for (guint k = 0; k < N_SIZES; k++)
    {
      g_autofree char *label = g_strdup_printf ("%u", k + 3);
      /* Translators: "3 dice a player" */
      g_autofree char *a11y = g_strdup_printf (_("%u dice a player"), k + 3);

      self->size_buttons[k] = toggle (label, a11y, k ? self->size_buttons[0] : NULL);
      g_object_set_data (G_OBJECT (self->size_buttons[k]), "n", GUINT_TO_POINTER (k + 3));
      g_signal_connect (self->size_buttons[k], "toggled", G_CALLBACK (size_toggled_cb), self);
    }

  page = adw_preferences_page_new ();
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Match to 50"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The winner of each game scores the pips left in their hand; the first to 50 wins the match."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             toggle_row (_("Opponent"), _("A person at this screen, or a computer player"),
                                         self->opponent_buttons, 4));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             toggle_row (_("Dice a player"), _("5 is the standard game, 4 the 8-die game"),
                                         self->size_buttons, N_SIZES));
  {
    /* dice R4's setting: a switch row, named for screen readers (GTK 4.8
     * names no list row from its children). */
    const char *title = _("Always take the most change");
    const char *subtitle = _("After a trash, the victim must take back the largest total of change on offer.");
    GtkWidget *row = adw_action_row_new ();

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    self->most_change_switch = gtk_switch_new ();
    gtk_widget_set_valign (self->most_change_switch, GTK_ALIGN_CENTER);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->most_change_switch),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                    -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->most_change_switch);
    adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), self->most_change_switch);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
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

GtkWidget *
ft_dice_new_dialog_new (guint      n_dice,
                        FtDiceSeat opponent)
{
  FtDiceNewDialog *self = g_object_new (FT_TYPE_DICE_NEW_DIALOG, NULL);

  self->n_dice = CLAMP (n_dice, 3, 5);
  self->opponent = opponent;
  sync_buttons (self);
  return GTK_WIDGET (self);
}

/* The model's "most-change" (dice R4's setting), shown and chosen here. */
void
ft_dice_new_dialog_set_most_change (FtDiceNewDialog *self,
                                    gboolean         most_change)
{
  gtk_switch_set_active (GTK_SWITCH (self->most_change_switch), most_change);
}

gboolean
ft_dice_new_dialog_get_most_change (FtDiceNewDialog *self)
{
  return gtk_switch_get_active (GTK_SWITCH (self->most_change_switch));
}
