/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-wrap-box.h"

#include <string.h>

/*
 * FtWrapBox: children in a row that wraps onto more lines when the width
 * runs out, as words do (libadwaita 1.2 has no AdwWrapBox, and a
 * GtkFlowBox wraps each child in a focusable box of its own).  The
 * children are the box's own: Tab goes through them in order, one stop
 * each.
 *
 * Each line takes children at their natural width while they fit, and at
 * least one; the space left on a line goes to its children that expand,
 * or, when none does, around the line (centred) or after it.  The box is
 * as narrow as its widest child: on a phone's width the line breaks
 * instead of widening the page.
 */

struct _FtWrapBox
{
  GtkWidget parent_instance;

  int       column_spacing;
  int       row_spacing;
  gboolean  centered;
  guint     max_per_line;
  gboolean  compact;
};

G_DEFINE_FINAL_TYPE (FtWrapBox, ft_wrap_box, GTK_TYPE_WIDGET)

typedef struct
{
  GtkWidget *child;
  int        min;
  int        nat;
  int        width;
} Item;

/* The shown children with their widths. */
static GArray *
items (FtWrapBox *self)
{
  GArray *found = g_array_new (FALSE, TRUE, sizeof (Item));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      Item item = { child, 0, 0, 0 };

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &item.min, &item.nat, NULL, NULL);
      g_array_append_val (found, item);
    }
  return found;
}

/* Lays @list out in lines of @width: each item's width, and @func (if
 * any) called with each line's first and last item and its height.
 * Returns the height of it all. */
typedef void (*LineFunc) (FtWrapBox *self, GArray *list, guint first, guint end, int y, int height,
                          int width);

static int
lay_out (FtWrapBox *self,
         GArray    *list,
         int        width,
         LineFunc   func)
{
  int y = 0;
  guint i = 0;

  while (i < list->len)
    {
      guint end = i;
      int used = 0, height = 0, n_expand = 0, extra;

      /* As many as fit at their natural width, one at least. */
      while (end < list->len)
        {
          Item *item = &g_array_index (list, Item, end);
          int add = MIN (item->nat, width) + (end > i ? self->column_spacing : 0);

          if (end > i && (used + add > width || (self->max_per_line && end - i >= self->max_per_line)))
            break;
          item->width = MAX (item->min, MIN (item->nat, width));
          used += item->width + (end > i ? self->column_spacing : 0);
          n_expand += gtk_widget_compute_expand (item->child, GTK_ORIENTATION_HORIZONTAL);
          end++;
        }
      extra = MAX (0, width - used);
      for (guint k = i; k < end; k++)
        {
          Item *item = &g_array_index (list, Item, k);
          int child_height;

          if (n_expand && gtk_widget_compute_expand (item->child, GTK_ORIENTATION_HORIZONTAL))
            {
              int share = extra / n_expand;

              item->width += share;
              extra -= share;
              n_expand--;
            }
          gtk_widget_measure (item->child, GTK_ORIENTATION_VERTICAL, item->width, &child_height, NULL,
                              NULL, NULL);
          height = MAX (height, child_height);
        }
      if (func)
        func (self, list, i, end, y, height, width);
      y += height + self->row_spacing;
      i = end;
    }
  return y > 0 ? y - self->row_spacing : 0;
}

static void
ft_wrap_box_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  FtWrapBox *self = FT_WRAP_BOX (widget);
  g_autoptr(GArray) list = items (self);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min = 0, nat = 0;

      /* As narrow as the widest child; as wide as all on one line. */
      for (guint i = 0; i < list->len; i++)
        {
          Item *item = &g_array_index (list, Item, i);

          min = MAX (min, item->min);
          nat += item->nat + (i > 0 ? self->column_spacing : 0);
        }
      *minimum = min;
      *natural = self->compact ? min : MAX (min, nat);
    }
  else
    {
      int width = for_size;

      if (width < 0)
        {
          int min = 0, nat = 0;

          /* Without a width, the height on one line (or, compact, at the
           * widest child's width). */
          for (guint i = 0; i < list->len; i++)
            {
              min = MAX (min, g_array_index (list, Item, i).min);
              nat += g_array_index (list, Item, i).nat + (i > 0 ? self->column_spacing : 0);
            }
          width = self->compact ? min : MAX (min, nat);
        }
      *minimum = *natural = lay_out (self, list, width, NULL);
    }
}

static void
place_line (FtWrapBox *self,
            GArray    *list,
            guint      first,
            guint      end,
            int        y,
            int        height,
            int        width)
{
  int used = 0, x;
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;

  for (guint k = first; k < end; k++)
    used += g_array_index (list, Item, k).width + (k > first ? self->column_spacing : 0);
  x = self->centered ? MAX (0, (width - used) / 2) : 0;
  for (guint k = first; k < end; k++)
    {
      Item *item = &g_array_index (list, Item, k);
      int at = rtl ? width - x - item->width : x;

      gtk_widget_size_allocate (item->child, &(GtkAllocation) { at, y, item->width, height }, -1);
      x += item->width + self->column_spacing;
    }
}

static void
ft_wrap_box_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  FtWrapBox *self = FT_WRAP_BOX (widget);
  g_autoptr(GArray) list = items (self);

  lay_out (self, list, width, place_line);
}

static GtkSizeRequestMode
ft_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
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
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_wrap_box_dispose;
  widget_class->measure = ft_wrap_box_measure;
  widget_class->size_allocate = ft_wrap_box_size_allocate;
  widget_class->get_request_mode = ft_wrap_box_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "ftwrapbox");
}

static void
ft_wrap_box_init (FtWrapBox *self)
{
}

GtkWidget *
ft_wrap_box_new (int column_spacing,
                 int row_spacing)
{
  FtWrapBox *self = g_object_new (FT_TYPE_WRAP_BOX, NULL);

  self->column_spacing = column_spacing;
  self->row_spacing = row_spacing;
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

/* Lines centred in the width (a palette), or from the start (text). */
void
ft_wrap_box_set_centered (FtWrapBox *self,
                          gboolean   centered)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));

  self->centered = centered;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* At most @n children a line (0: as many as fit). */
void
ft_wrap_box_set_max_per_line (FtWrapBox *self,
                              guint      n)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));

  self->max_per_line = n;
  gtk_widget_queue_resize (GTK_WIDGET (self));
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

static void
follow_check (Follow *follow)
{
  int width, height;
  gboolean narrow;

  if (follow->root == NULL)
    return;
  /* The default size follows the window's size, except while it is
   * maximized or fullscreen (a phone's windows are maximized): then the
   * window's width is read once it is laid out.  GTK 4.8 writes both. */
  gtk_window_get_default_size (GTK_WINDOW (follow->root), &width, &height);
  if (gtk_window_is_maximized (GTK_WINDOW (follow->root)) ||
      gtk_window_is_fullscreen (GTK_WINDOW (follow->root)) || width <= 0)
    width = gtk_widget_get_width (follow->root);
  narrow = width > 0 && width < follow->below_width;
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

static void
follow_unmap (Follow *follow)
{
  for (guint i = 0; i < G_N_ELEMENTS (follow->handlers); i++)
    if (follow->root && follow->handlers[i])
      g_signal_handler_disconnect (follow->root, follow->handlers[i]);
  memset (follow->handlers, 0, sizeof follow->handlers);
  g_clear_handle_id (&follow->idle, g_source_remove);
  follow->root = NULL;
}

static void
follow_map (Follow *follow)
{
  GtkRoot *root = gtk_widget_get_root (follow->widget);

  follow_unmap (follow);
  if (!GTK_IS_WINDOW (root))
    return;
  follow->root = GTK_WIDGET (root);
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
  g_signal_connect_swapped (widget, "unmap", G_CALLBACK (follow_unmap), follow);
  /* A window is its own root from the start: follow it at once, so that
   * its first size already has the narrow layout (a window that grew to
   * fit the wide one would keep that width). */
  if (GTK_IS_WINDOW (widget))
    follow_map (follow);
}

/* Compact: the box asks for no more width than its widest child, so that
 * beside other content it breaks its line sooner rather than taking their
 * room. */
void
ft_wrap_box_set_compact (FtWrapBox *self,
                         gboolean   compact)
{
  g_return_if_fail (FT_IS_WRAP_BOX (self));

  self->compact = !!compact;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
