/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-wrap-layout.h"

/*
 * FtWrapLayout (see ft-wrap-layout.h).  The spacing between children is
 * FtWidthLayout's.
 */

#define MAX_LINE_SPACING 18

struct _FtWrapLayout
{
  FtWidthLayout parent_instance;

  /* Each set by ft_wrap_layout_set_*(). */
  int           row_spacing;
  int           centered;
  int           fill;
  int           compact;
  int           max_per_line;
};

G_DEFINE_FINAL_TYPE (FtWrapLayout, ft_wrap_layout, FT_TYPE_WIDTH_LAYOUT)

typedef FtWidthLayoutChild Item;

static int
column_spacing (FtWrapLayout *self)
{
  return ft_width_layout_get_spacing (FT_WIDTH_LAYOUT (self));
}

/* The end of the line that starts at @first, in lines of @width (-1: no
 * limit), with each of its children's widths set. */
static guint
line_end (FtWrapLayout *self,
          GArray       *list,
          guint         first,
          int           width,
          int          *used)
{
  guint end = first;

  *used = 0;
  while (end < list->len)
    {
      Item *item = &g_array_index (list, Item, end);
      int w = width < 0 ? item->nat : MAX (item->min, MIN (item->nat, width));
      int gap = end > first ? column_spacing (self) : 0;

      if (end > first && ((width >= 0 && *used + gap + w > width) ||
                          (self->max_per_line && (int) (end - first) >= self->max_per_line)))
        break;
      item->width = w;
      *used += gap + w;
      end++;
    }
  return end;
}

/* Gives the room left on a line to its children that expand (with fill),
 * and returns the line's minimum and natural heights. */
static void
fill_line (FtWrapLayout *self,
           GArray       *list,
           guint         first,
           guint         end,
           int           extra,
           int          *min_height,
           int          *nat_height)
{
  guint n_expand = 0;

  for (guint k = first; k < end && self->fill; k++)
    n_expand += gtk_widget_compute_expand (g_array_index (list, Item, k).child, GTK_ORIENTATION_HORIZONTAL);
  *min_height = *nat_height = 0;
  for (guint k = first; k < end; k++)
    {
      Item *item = &g_array_index (list, Item, k);
      int min_h, nat_h;

      if (n_expand && gtk_widget_compute_expand (item->child, GTK_ORIENTATION_HORIZONTAL))
        {
          int share = extra / (int) n_expand;

          item->width += share;
          extra -= share;
          n_expand--;
        }
      gtk_widget_measure (item->child, GTK_ORIENTATION_VERTICAL, item->width, &min_h, &nat_h, NULL, NULL);
      *min_height = MAX (*min_height, min_h);
      *nat_height = MAX (*nat_height, nat_h);
    }
}

static void
place_line (FtWrapLayout *self,
            GtkWidget    *widget,
            GArray       *list,
            guint         first,
            guint         end,
            int           y,
            int           height,
            int           width)
{
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int used = 0, x;

  for (guint k = first; k < end; k++)
    used += g_array_index (list, Item, k).width + (k > first ? column_spacing (self) : 0);
  x = self->centered ? MAX (0, (width - used) / 2) : 0;
  for (guint k = first; k < end; k++)
    {
      Item *item = &g_array_index (list, Item, k);

      gtk_widget_size_allocate (item->child, &(GtkAllocation) {
                                  rtl ? width - x - item->width : x, y, item->width, height }, -1);
      x += item->width + column_spacing (self);
    }
}

/* Lays @list out in lines of @width (-1: no limit), and places them in
 * @widget (NULL: only measures).  Returns the height of all the lines,
 * from the children's minimum (@use_min) or natural heights. */
static int
flow (FtWrapLayout *self,
      GArray       *list,
      int           width,
      gboolean      use_min,
      GtkWidget    *widget)
{
  int y = 0;

  for (guint first = 0, end; first < list->len; first = end)
    {
      int used, min_height, nat_height;

      end = line_end (self, list, first, width, &used);
      fill_line (self, list, first, end, width < 0 ? 0 : MAX (0, width - used), &min_height, &nat_height);
      if (first > 0)
        y += self->row_spacing;
      if (widget)
        place_line (self, widget, list, first, end, y, nat_height, width);
      y += use_min ? min_height : nat_height;
    }
  return y;
}

/* As narrow as the widest child; as wide as all on one line (compact: as
 * the widest child). */
static void
widths (FtWrapLayout *self,
        GArray       *list,
        int          *minimum,
        int          *natural)
{
  int min = 0, nat = 0;

  for (guint i = 0; i < list->len; i++)
    {
      Item *item = &g_array_index (list, Item, i);

      min = MAX (min, item->min);
      nat += item->nat + (i > 0 ? column_spacing (self) : 0);
    }
  *minimum = min;
  *natural = self->compact ? min : MAX (min, nat);
}

static void
ft_wrap_layout_measure_size (FtWidthLayout  *layout,
                             GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural)
{
  FtWrapLayout *self = FT_WRAP_LAYOUT (layout);
  g_autoptr(GArray) list = ft_width_layout_children (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    widths (self, list, minimum, natural);
  else
    {
      int width = for_size;

      /* Without a width, on one line (compact: at the widest child's). */
      if (width < 0 && self->compact)
        widths (self, list, &width, &(int) { 0 });
      *minimum = flow (self, list, width, TRUE, NULL);
      *natural = flow (self, list, width, FALSE, NULL);
    }
}

static void
ft_wrap_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  g_autoptr(GArray) list = ft_width_layout_children (widget);

  flow (FT_WRAP_LAYOUT (manager), list, width, FALSE, widget);
}

static void
ft_wrap_layout_class_init (FtWrapLayoutClass *klass)
{
  FT_WIDTH_LAYOUT_CLASS (klass)->measure_size = ft_wrap_layout_measure_size;
  GTK_LAYOUT_MANAGER_CLASS (klass)->allocate = ft_wrap_layout_allocate;
}

static void
ft_wrap_layout_init (FtWrapLayout *self)
{
}

GtkLayoutManager *
ft_wrap_layout_new (int column_spacing,
                    int row_spacing)
{
  FtWrapLayout *self = g_object_new (FT_TYPE_WRAP_LAYOUT, NULL);

  ft_width_layout_set_spacing (FT_WIDTH_LAYOUT (self), column_spacing);
  self->row_spacing = row_spacing;
  return GTK_LAYOUT_MANAGER (self);
}

void
ft_wrap_layout_apply (GtkWidget *box)
{
  int spacing;

  g_return_if_fail (GTK_IS_BOX (box));

  /* Read before: GtkBox asks its own layout, which then is gone. */
  spacing = gtk_box_get_spacing (GTK_BOX (box));
  ft_width_layout_apply (box, FT_TYPE_WRAP_LAYOUT);
  ft_wrap_layout_set_row_spacing (FT_WRAP_LAYOUT (gtk_widget_get_layout_manager (box)),
                                  MIN (spacing, MAX_LINE_SPACING));
}

static void
set_option (FtWrapLayout *self,
            int          *option,
            int           value)
{
  if (*option == value)
    return;
  *option = value;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

void
ft_wrap_layout_set_row_spacing (FtWrapLayout *self,
                                int           row_spacing)
{
  g_return_if_fail (FT_IS_WRAP_LAYOUT (self));
  set_option (self, &self->row_spacing, row_spacing);
}

void
ft_wrap_layout_set_centered (FtWrapLayout *self,
                             gboolean      centered)
{
  g_return_if_fail (FT_IS_WRAP_LAYOUT (self));
  set_option (self, &self->centered, !!centered);
}

void
ft_wrap_layout_set_fill (FtWrapLayout *self,
                         gboolean      fill)
{
  g_return_if_fail (FT_IS_WRAP_LAYOUT (self));
  set_option (self, &self->fill, !!fill);
}

void
ft_wrap_layout_set_compact (FtWrapLayout *self,
                            gboolean      compact)
{
  g_return_if_fail (FT_IS_WRAP_LAYOUT (self));
  set_option (self, &self->compact, !!compact);
}

void
ft_wrap_layout_set_max_per_line (FtWrapLayout *self,
                                 guint         n)
{
  g_return_if_fail (FT_IS_WRAP_LAYOUT (self));
  set_option (self, &self->max_per_line, (int) MIN (n, G_MAXINT));
}
