/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "ft-widgets.h"

/*
 * Small helpers every page uses the same way.
 */

/* A paragraph: wraps, starts at the left.  Not for horizontal boxes, where
 * a wrapping label trips GTK 4.8's height-for-width check. */
GtkWidget *
ft_wrapped_label_new (const char *text,
                      const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A label that never wraps, for rows of cards (a wrapping label in a
 * horizontal box trips GTK 4.8's height-for-width check). */
GtkWidget *
ft_plain_label_new (const char *text,
                    const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The name a screen reader says for @widget, and nothing else: GTK 4.8
 * says the label property and then every widget @widget is labelled by
 * (a mnemonic button's label, an action row's title), so "Next" would be
 * read "Next Next".  The relation goes; the name stays. */
void
ft_widget_set_name (GtkWidget  *widget,
                    const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* @row's control (its activatable widget) said once, with the row's
 * subtitle as its description: Tab goes straight to the control, since
 * the row as a Tab stop of its own would say its title and then the
 * control the same title again ("Pie rule", "Pie rule").  Clicking the
 * row still works the control. */
void
ft_action_row_focus_control (GtkWidget *row)
{
  GtkWidget *control = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

  g_return_if_fail (control != NULL);
  gtk_widget_set_focusable (row, FALSE);
  ft_widget_set_name (control, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  if (subtitle && *subtitle)
    gtk_accessible_update_property (GTK_ACCESSIBLE (control),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                    -1);
}

/* A list row holding @child, read by a screen reader as @name: GTK 4.8
 * does not name a row after its children, so a screen reader would meet
 * an unnamed row.  The row itself does nothing when activated; its
 * buttons, if any, do. */
GtkWidget *
ft_list_row_new (GtkWidget  *child,
                 const char *name)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  ft_widget_set_name (row, name);
  return row;
}

/* A list row that shows @text and is named by it. */
GtkWidget *
ft_text_row_new (const char *text,
                 const char *css_class)
{
  return ft_list_row_new (ft_wrapped_label_new (text, css_class), text);
}

/* The body of a page that scrolls down: a column at most @max_width wide,
 * centred, with the pages' usual margins.  Returns the scrolled window;
 * @box gets the column to fill and @clamp, if not %NULL, the clamp (a
 * page widens it on a projector). */
GtkWidget *
ft_scrolled_column_new (int         max_width,
                        int         spacing,
                        GtkWidget **clamp,
                        GtkWidget **box)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *c = adw_clamp_new ();
  GtkWidget *b = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (c), max_width);
  gtk_widget_set_margin_top (b, 18);
  gtk_widget_set_margin_bottom (b, 18);
  gtk_widget_set_margin_start (b, 18);
  gtk_widget_set_margin_end (b, 18);
  adw_clamp_set_child (ADW_CLAMP (c), b);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), c);
  if (clamp)
    *clamp = c;
  *box = b;
  return scroller;
}

/* Empties a box, a grid or a list box.  A list box's rows must leave
 * through gtk_list_box_remove(): unparenting them corrupts the list box;
 * its placeholder, a child too, stays. */
void
ft_widget_remove_children (GtkWidget *container)
{
  GtkWidget *child;

  if (GTK_IS_LIST_BOX (container))
    {
      GtkListBoxRow *row;

      while ((row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (container), 0)))
        gtk_list_box_remove (GTK_LIST_BOX (container), GTK_WIDGET (row));
      return;
    }
  while ((child = gtk_widget_get_first_child (container)))
    {
      if (GTK_IS_BOX (container))
        gtk_box_remove (GTK_BOX (container), child);
      else
        gtk_widget_unparent (child);
    }
}

/* A rounded action button with its key in its name ("Toss the chip (T)"),
 * calling @callback on @object. */
GtkWidget *
ft_pill_button_new (const char *label,
                    const char *a11y,
                    const char *css_class,
                    GCallback   callback,
                    gpointer    object)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  ft_widget_set_name (button, a11y);
  if (css_class)
    gtk_widget_add_css_class (button, css_class);
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_object (button, "clicked", callback, object, G_CONNECT_SWAPPED);
  return button;
}

/* A board's clamp (an AdwClamp) at most @maximum wide in a window; on
 * the projector the board takes the whole width (a clamp narrows its
 * child between the threshold and the maximum). */
void
ft_clamp_set_presentation (GtkWidget *clamp,
                           gboolean   presentation,
                           int        maximum)
{
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), presentation ? 2000 : maximum);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), presentation ? 2000 : 400);
}

/* A game's verb, the action @action_name of the page's class (each
 * instance), on a letter key @keyval: the letter with or without Shift
 * (r and R), as the help says. */
void
ft_widget_class_add_verb (GtkWidgetClass              *widget_class,
                          const char                  *action_name,
                          guint                        keyval,
                          GtkWidgetActionActivateFunc  activate)
{
  gtk_widget_class_install_action (widget_class, action_name, NULL, activate);
  gtk_widget_class_add_binding_action (widget_class, gdk_keyval_to_lower (keyval), 0, action_name, NULL);
  gtk_widget_class_add_binding_action (widget_class, gdk_keyval_to_upper (keyval), GDK_SHIFT_MASK,
                                       action_name, NULL);
}

/* The 0-based index a digit key picks: 1 to 9 are 0 to 8, 0 is the tenth
 * (9); -1 for any other key.  Keypad digits count too. */
int
ft_keyval_to_index (guint keyval)
{
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_1;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_1;
  if (keyval == GDK_KEY_0 || keyval == GDK_KEY_KP_0)
    return 9;
  return -1;
}

/* Moves @widget, a box's child, into @box after @sibling (first if
 * %NULL): a page lays its board out another way in presentation mode
 * without building it twice. */
void
ft_widget_move_in_box (GtkWidget *widget,
                       GtkWidget *box,
                       GtkWidget *sibling)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  g_return_if_fail (GTK_IS_BOX (parent) && GTK_IS_BOX (box));
  g_object_ref (widget);
  gtk_box_remove (GTK_BOX (parent), widget);
  gtk_box_insert_child_after (GTK_BOX (box), widget, sibling);
  g_object_unref (widget);
}

/* --- Pages that are no game (FtPage) ----------------------------------- */

static FtPageCapabilities
no_capabilities (FtPage *page)
{
  return 0;
}

static void
do_nothing (FtPage *page)
{
}

/* A page with no game (practice, statistics, the class): nothing to start
 * again, undo, redo or hint.  The page sets its title, help and
 * description (and may set new_game after this). */
void
ft_page_iface_init_no_game (FtPageInterface *iface)
{
  iface->get_capabilities = no_capabilities;
  iface->new_game = do_nothing;
  iface->undo = do_nothing;
  iface->redo = do_nothing;
  iface->hint = do_nothing;
}

/* The properties every page the window makes has: the app's "settings",
 * given at construction, and FtPage's "presentation". */
void
ft_page_class_install_settings (GObjectClass *object_class,
                                guint         settings_prop,
                                guint         presentation_prop)
{
  g_object_class_install_property (object_class, settings_prop,
                                   g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                                                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                        G_PARAM_STATIC_STRINGS));
  g_object_class_override_property (object_class, presentation_prop, "presentation");
}

/* Sets *@field from the boolean @value; returns whether it changed, for
 * a set_property to lay out again and notify only then. */
gboolean
ft_value_set_boolean (gboolean     *field,
                      const GValue *value)
{
  gboolean v = g_value_get_boolean (value);

  if (*field == v)
    return FALSE;
  *field = v;
  return TRUE;
}
