/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

/*
 * What UI tests that drive a real window share: running the main loop for
 * a while, and finding widgets in a tree.  (Older tests keep copies of
 * their own; new ones include this.)
 */

/* Runs the main loop for @ms milliseconds, so that the window lays out,
 * idles run and the models' signals reach the widgets. */
static inline void
ft_test_run_main_loop (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

typedef gboolean (*FtTestMatch) (GtkWidget *widget, gconstpointer data);

/* Adds @widget and its descendants that @match accepts to @found, in tree
 * order (hidden ones too). */
static inline void
ft_test_collect (GtkWidget     *widget,
                 FtTestMatch    match,
                 gconstpointer  data,
                 GPtrArray     *found)
{
  if (match (widget, data))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    ft_test_collect (child, match, data, found);
}

/* A match for ft_test_collect(): widgets of the GType in @data
 * (GSIZE_TO_POINTER (GTK_TYPE_BUTTON)). */
static inline gboolean
ft_test_is_type (GtkWidget     *widget,
                 gconstpointer  data)
{
  return g_type_is_a (G_OBJECT_TYPE (widget), GPOINTER_TO_SIZE (data));
}
