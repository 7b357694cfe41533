/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-announce.h"

/*
 * The single way every page tells a screen reader about an event ("You
 * scored a point", "Correct: 1011 is B").
 *
 * GTK 4.14 added gtk_accessible_announce(), which is what screen readers
 * want.  Before that (Debian 12 ships GTK 4.8) the window owns a label with
 * the STATUS role, registered here with ft_announce_set_region(), whose text
 * we replace; Orca reads status changes aloud.  The region is kept up to
 * date in both cases so that tests and the window can read the last message.
 */

static GQuark region_quark;

static GtkLabel *
find_region (GtkWidget *widget)
{
  GtkRoot *root;

  if (widget == NULL || (root = gtk_widget_get_root (widget)) == NULL)
    return NULL;

  return g_object_get_qdata (G_OBJECT (root), region_quark);
}

void
ft_announce_set_region (GtkRoot  *root,
                        GtkLabel *region)
{
  g_return_if_fail (GTK_IS_ROOT (root));
  g_return_if_fail (region == NULL || GTK_IS_LABEL (region));

  if (region_quark == 0)
    region_quark = g_quark_from_static_string ("ft-announce-region");

  gtk_accessible_update_property (GTK_ACCESSIBLE (region),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                  -1);
  g_object_set_qdata (G_OBJECT (root), region_quark, region);
}

void
ft_announce (GtkWidget  *widget,
             const char *message)
{
  GtkLabel *region;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (message == NULL || *message == '\0')
    return;

  region = region_quark ? find_region (widget) : NULL;

#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  if (region != NULL)
    gtk_label_set_text (region, message);
#else
  if (region != NULL)
    {
      /* Setting the same text twice would not be an event, so clear first:
       * a repeated "Not yet" must be heard again. */
      gtk_label_set_text (region, "");
      gtk_label_set_text (region, message);
      gtk_accessible_update_property (GTK_ACCESSIBLE (region),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, message,
                                      -1);
    }
#endif
}

const char *
ft_announce_get_last (GtkWidget *widget)
{
  GtkLabel *region = region_quark ? find_region (widget) : NULL;

  return region ? gtk_label_get_text (region) : NULL;
}

/* --- Several events, one message ---------------------------------------- */

typedef struct
{
  GtkWidget *widget;
  GString   *text;
  guint      source;
} Pending;

static GQuark pending_quark;

static gboolean
flush_cb (gpointer data)
{
  Pending *pending = data;

  pending->source = 0;
  if (pending->text->len)
    ft_announce (pending->widget, pending->text->str);
  g_string_truncate (pending->text, 0);
  return G_SOURCE_REMOVE;
}

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_clear_handle_id (&pending->source, g_source_remove);
  g_string_free (pending->text, TRUE);
  g_free (pending);
}

/**
 * ft_announce_later:
 *
 * Like ft_announce(), but messages given before the main loop is next idle
 * are joined and said once: one action often causes several events ("you
 * solved it", "new GOAL", "turn 5"), and announced one by one each would
 * cut off the one before, so a screen reader user heard only the last.
 */
void
ft_announce_later (GtkWidget  *widget,
                   const char *message)
{
  Pending *pending;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (message == NULL || *message == '\0')
    return;

  if (pending_quark == 0)
    pending_quark = g_quark_from_static_string ("ft-announce-pending");

  pending = g_object_get_qdata (G_OBJECT (widget), pending_quark);
  if (pending == NULL)
    {
      pending = g_new0 (Pending, 1);
      pending->widget = widget;
      pending->text = g_string_new (NULL);
      g_object_set_qdata_full (G_OBJECT (widget), pending_quark, pending, pending_free);
    }

  if (pending->text->len)
    g_string_append_c (pending->text, ' ');
  g_string_append (pending->text, message);
  if (pending->source == 0)
    pending->source = g_idle_add (flush_cb, pending);
}
