/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-width-layout.h"

/*
 * FtWidthLayout (see ft-width-layout.h).
 */

typedef struct
{
  int   last_width;
  int   spacing;
  guint relayout_source;
} FtWidthLayoutPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (FtWidthLayout, ft_width_layout, GTK_TYPE_LAYOUT_MANAGER)

#define PRIV(self) ((FtWidthLayoutPrivate *) ft_width_layout_get_instance_private (self))

int
ft_width_layout_get_width (FtWidthLayout *self,
                           int            for_size)
{
  g_return_val_if_fail (FT_IS_WIDTH_LAYOUT (self), for_size);
  return for_size >= 0 ? for_size : PRIV (self)->last_width;
}

static gboolean
relayout_cb (gpointer data)
{
  FtWidthLayout *self = data;

  PRIV (self)->relayout_source = 0;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  return G_SOURCE_REMOVE;
}

void
ft_width_layout_allocated (FtWidthLayout *self,
                           int            width)
{
  FtWidthLayoutPrivate *priv = PRIV (self);

  g_return_if_fail (FT_IS_WIDTH_LAYOUT (self));
  if (width == priv->last_width)
    return;
  priv->last_width = width;
  if (!priv->relayout_source)
    priv->relayout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, relayout_cb,
                                             g_object_ref (self), g_object_unref);
}

int
ft_width_layout_get_spacing (FtWidthLayout *self)
{
  g_return_val_if_fail (FT_IS_WIDTH_LAYOUT (self), 0);
  return PRIV (self)->spacing;
}

void
ft_width_layout_set_spacing (FtWidthLayout *self,
                             int            spacing)
{
  g_return_if_fail (FT_IS_WIDTH_LAYOUT (self));
  PRIV (self)->spacing = spacing;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

void
ft_width_layout_apply (GtkWidget *box,
                       GType      type)
{
  FtWidthLayout *layout;

  g_return_if_fail (GTK_IS_BOX (box));
  g_return_if_fail (g_type_is_a (type, FT_TYPE_WIDTH_LAYOUT));

  layout = g_object_new (type, NULL);
  PRIV (layout)->spacing = gtk_box_get_spacing (GTK_BOX (box));
  gtk_widget_set_layout_manager (box, GTK_LAYOUT_MANAGER (layout));
}

GArray *
ft_width_layout_children (GtkWidget *widget)
{
  GArray *found = g_array_new (FALSE, TRUE, sizeof (FtWidthLayoutChild));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      FtWidthLayoutChild item = { child, 0, 0, 0 };

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &item.min, &item.nat, NULL, NULL);
      item.width = item.nat;
      g_array_append_val (found, item);
    }
  return found;
}

static void
ft_width_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  FtWidthLayout *self = FT_WIDTH_LAYOUT (manager);

  *minimum = *natural = 0;
  FT_WIDTH_LAYOUT_GET_CLASS (self)->measure_size (self, widget, orientation, for_size, minimum, natural);
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

static GtkSizeRequestMode
ft_width_layout_get_request_mode (GtkLayoutManager *manager,
                                  GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ft_width_layout_dispose (GObject *object)
{
  g_clear_handle_id (&PRIV (FT_WIDTH_LAYOUT (object))->relayout_source, g_source_remove);
  G_OBJECT_CLASS (ft_width_layout_parent_class)->dispose (object);
}

static void
ft_width_layout_class_init (FtWidthLayoutClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_width_layout_dispose;
  GTK_LAYOUT_MANAGER_CLASS (klass)->get_request_mode = ft_width_layout_get_request_mode;
  GTK_LAYOUT_MANAGER_CLASS (klass)->measure = ft_width_layout_measure;
}

static void
ft_width_layout_init (FtWidthLayout *self)
{
  PRIV (self)->last_width = -1;
}
