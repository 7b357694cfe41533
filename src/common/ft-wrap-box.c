/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-wrap-box.h"
#include "ft-wrap-layout.h"

#include <string.h>

/*
 * FtWrapBox: a widget whose children wrap onto more lines when the width
 * runs out, as words do (FtWrapLayout, with the room left on a line going
 * to the children that expand).  The children are the box's own: Tab goes
 * through them in order, one stop each.
 */

struct _FtWrapBox
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (FtWrapBox, ft_wrap_box, GTK_TYPE_WIDGET)

static FtWrapLayout *
layout_of (FtWrapBox *self)
{
  return FT_WRAP_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));
}

static void
ft_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ft_wrap_box_parent_class)->dispose (object);
}

static void
ft_wrap_box_class_init (FtWrapBoxClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_wrap_box_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "ftwrapbox");
}

static void
ft_wrap_box_init (FtWrapBox *self)
{
  FtWrapLayout *layout = FT_WRAP_LAYOUT (ft_wrap_layout_new (0, 0));

  ft_wrap_layout_set_fill (layout, TRUE);
  gtk_widget_set_layout_manager (GTK_WIDGET (self), GTK_LAYOUT_MANAGER (layout));
}

GtkWidget *
ft_wrap_box_new (int column_spacing,
                 int row_spacing)
{
  FtWrapBox *self = g_object_new (FT_TYPE_WRAP_BOX, NULL);
  FtWrapLayout *layout = layout_of (self);

  ft_width_layout_set_spacing (FT_WIDTH_LAYOUT (layout), column_spacing);
  ft_wrap_layout_set_row_spacing (layout, row_spacing);
  return GTK_WIDGET (self);
}

void
ft_wrap_box_append (FtWrapBox *self,
                    GtkWidget *child)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

void
ft_wrap_box_set_centered (FtWrapBox *self,
                          gboolean   centered)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));
  ft_wrap_layout_set_centered (layout_of (self), centered);
}

void
ft_wrap_box_set_max_per_line (FtWrapBox *self,
                              guint      n)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));
  ft_wrap_layout_set_max_per_line (layout_of (self), n);
}

void
ft_wrap_box_set_compact (FtWrapBox *self,
                         gboolean   compact)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));
  ft_wrap_layout_set_compact (layout_of (self), compact);
}

/* --- Following the window's width ------------------------------------- */

typedef struct
{
  GtkWidget    *widget;
  GtkWidget    *root;
  gulong        handlers[3];
  guint         idle;
  int           below_width;
  FtNarrowFunc  func;
  int           narrow;       /* -1 before the first call */
} Follow;

static gboolean follow_idle_cb (gpointer data);

static void
follow_check (Follow *follow)
{
  int width, height;
  gboolean narrow;

  if (follow->root == NULL)
    return;
  /* The default size follows the window's size, except while it is
   * maximized or fullscreen (a phone's windows are maximized; presentation
   * mode is fullscreen): then the window's width is read once it is laid
   * out, the default one till then.  GTK 4.8 writes both. */
  gtk_window_get_default_size (GTK_WINDOW (follow->root), &width, &height);
  if (((gtk_window_is_maximized (GTK_WINDOW (follow->root)) ||
        gtk_window_is_fullscreen (GTK_WINDOW (follow->root))) && gtk_widget_get_width (follow->root) > 0) ||
      width <= 0)
    width = gtk_widget_get_width (follow->root);
  /* No width yet (a window being built, whose default width is not set):
   * decided once it has one, rather than taken as wide. */
  if (width <= 0)
    {
      if (follow->idle == 0)
        follow->idle = g_timeout_add (100, follow_idle_cb, follow);
      return;
    }
  narrow = width < follow->below_width;
  if (narrow == follow->narrow)
    return;
  follow->narrow = narrow;
  follow->func (follow->widget, narrow);
}

static gboolean
follow_idle_cb (gpointer data)
{
  Follow *follow = data;

  follow->idle = 0;
  follow_check (follow);
  return G_SOURCE_REMOVE;
}

/* Maximized or not: the new width is known after the next layout. */
static void
follow_state_changed (Follow *follow)
{
  follow_check (follow);
  if (follow->idle == 0)
    follow->idle = g_timeout_add (100, follow_idle_cb, follow);
}

/* The window may go first (a window destroyed without ever being shown
 * drops its handlers before its children): the root is held by a weak
 * pointer, and only handlers it still has are disconnected. */
static void
follow_unmap (Follow *follow)
{
  if (follow->root)
    {
      for (guint i = 0; i < G_N_ELEMENTS (follow->handlers); i++)
        if (follow->handlers[i] && g_signal_handler_is_connected (follow->root, follow->handlers[i]))
          g_signal_handler_disconnect (follow->root, follow->handlers[i]);
      g_object_remove_weak_pointer (G_OBJECT (follow->root), (gpointer *) &follow->root);
      follow->root = NULL;
    }
  memset (follow->handlers, 0, sizeof follow->handlers);
  g_clear_handle_id (&follow->idle, g_source_remove);
}

static void
follow_map (Follow *follow)
{
  GtkRoot *root = gtk_widget_get_root (follow->widget);

  follow_unmap (follow);
  if (!GTK_IS_WINDOW (root))
    return;
  follow->root = GTK_WIDGET (root);
  g_object_add_weak_pointer (G_OBJECT (root), (gpointer *) &follow->root);
  follow->handlers[0] = g_signal_connect_swapped (root, "notify::default-width", G_CALLBACK (follow_check), follow);
  follow->handlers[1] = g_signal_connect_swapped (root, "notify::maximized", G_CALLBACK (follow_state_changed),
                                                  follow);
  follow->handlers[2] = g_signal_connect_swapped (root, "notify::fullscreened", G_CALLBACK (follow_state_changed),
                                                  follow);
  follow_check (follow);
}

static void
follow_free (gpointer data)
{
  Follow *follow = data;

  follow_unmap (follow);
  g_free (follow);
}

void
ft_widget_follow_width (GtkWidget    *widget,
                        int           below_width,
                        FtNarrowFunc  func)
{
  Follow *follow = g_new0 (Follow, 1);

  g_return_if_fail (GTK_IS_WIDGET (widget));

  follow->widget = widget;
  follow->below_width = below_width;
  follow->func = func;
  follow->narrow = -1;
  g_object_set_data_full (G_OBJECT (widget), "ft-follow-width", follow, follow_free);
  g_signal_connect_swapped (widget, "map", G_CALLBACK (follow_map), follow);
  /* Put in a window (a page opened in it): the choice is made before the
   * window takes its first size, not when it is shown (a page laid out
   * for the wide window at first would have made it grow). */
  g_signal_connect_swapped (widget, "notify::parent", G_CALLBACK (follow_map), follow);
  g_signal_connect_swapped (widget, "unmap", G_CALLBACK (follow_unmap), follow);
  /* A window is its own root from the start: follow it at once, so that
   * its first size already has the narrow layout (a window that grew to
   * fit the wide one would keep that width). */
  if (GTK_IS_WINDOW (widget))
    follow_map (follow);
}
