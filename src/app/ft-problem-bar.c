/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-problem-bar.h"

/*
 * FtProblemBar: the messages about the learner's files, under the header
 * bar, each whole and as plain text, until the learner dismisses it.  A
 * toast would not do: libadwaita 1.2 reads a toast's title as Pango markup
 * (a path under /home/Tom&Jerry shows an empty toast) on one ellipsized
 * line (a path at its end is cut off, so the learner never learns where a
 * damaged save went).  A message that names a file kept aside offers
 * "Open Folder", to show it where it is.
 *
 * Each message is an alert for screen readers; the window also announces
 * it (ft_announce()), as it did the toasts.
 */

struct _FtProblemBar
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (FtProblemBar, ft_problem_bar, GTK_TYPE_WIDGET)

static void
ft_problem_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ft_problem_bar_parent_class)->dispose (object);
}

static void
ft_problem_bar_class_init (FtProblemBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_problem_bar_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "problembar");
}

static void
ft_problem_bar_init (FtProblemBar *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ft_problem_bar_new (void)
{
  return g_object_new (FT_TYPE_PROBLEM_BAR, NULL);
}

static void
folder_shown_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(FtProblemBar) self = data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    {
      g_autofree char *message =
        g_strdup_printf (_("The folder could not be opened: %s"), error->message);

      ft_problem_bar_add (self, message, NULL);
    }
}

static void
open_folder_cb (GtkButton    *button,
                FtProblemBar *self)
{
  const char *file = g_object_get_data (G_OBJECT (button), "ft-file");
  g_autoptr(GFile) gfile = g_file_new_for_path (file);
  g_autoptr(GFile) folder = g_file_get_parent (gfile);
  g_autofree char *uri = folder != NULL ? g_file_get_uri (folder) : g_file_get_uri (gfile);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_show_uri_full (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, uri, GDK_CURRENT_TIME, NULL,
                     folder_shown_cb, g_object_ref (self));
}

static void
dismiss_cb (GtkButton    *button,
            FtProblemBar *self)
{
  GtkWidget *entry = g_object_get_data (G_OBJECT (button), "ft-entry");
  GtkWidget *next = gtk_widget_get_next_sibling (entry);
  gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (button));

  if (next == NULL)
    next = gtk_widget_get_prev_sibling (entry);
  gtk_widget_unparent (entry);
  gtk_widget_set_visible (GTK_WIDGET (self), gtk_widget_get_first_child (GTK_WIDGET (self)) != NULL);

  /* The keyboard stays near: on the next message, or on the page. */
  if (had_focus)
    {
      if (next != NULL)
        gtk_widget_child_focus (next, GTK_DIR_TAB_FORWARD);
      else if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
        gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self))), GTK_DIR_TAB_FORWARD);
    }
}

/**
 * ft_problem_bar_add:
 * @message: the whole message, as plain text
 * @file: (nullable): a file the message names; then "Open Folder" shows
 *   the folder it is in
 *
 * Shows @message until the learner dismisses it.
 */
void
ft_problem_bar_add (FtProblemBar *self,
                    const char   *message,
                    const char   *file)
{
  GtkWidget *entry, *label, *buttons, *button;

  g_return_if_fail (FT_IS_PROBLEM_BAR (self));
  g_return_if_fail (message != NULL);

  entry = g_object_new (GTK_TYPE_BOX,
                        "orientation", GTK_ORIENTATION_VERTICAL,
                        "spacing", 6,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                        NULL);
  gtk_widget_add_css_class (entry, "ft-problem");

  /* Plain text, wrapped anywhere a long path needs. */
  label = gtk_label_new (message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (entry), label);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  if (file != NULL)
    {
      button = gtk_button_new_with_label (_("Open Folder"));
      g_object_set_data_full (G_OBJECT (button), "ft-file", g_strdup (file), g_free);
      g_signal_connect_object (button, "clicked", G_CALLBACK (open_folder_cb), self, 0);
      gtk_box_append (GTK_BOX (buttons), button);
    }
  button = gtk_button_new_with_label (_("Dismiss"));
  g_object_set_data (G_OBJECT (button), "ft-entry", entry);
  g_signal_connect_object (button, "clicked", G_CALLBACK (dismiss_cb), self, 0);
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_box_append (GTK_BOX (entry), buttons);

  gtk_widget_set_parent (entry, GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* How many messages are shown. */
guint
ft_problem_bar_get_count (FtProblemBar *self)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_PROBLEM_BAR (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}
