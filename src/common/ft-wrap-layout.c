/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-wrap-layout.h"

/*
 * FtWrapLayout (see ft-wrap-layout.h).  Each child keeps its natural width
 * (its minimum if even that is wider than the box); a line takes children
 * while they fit, and is as tall as its tallest child.  The spacing is the
 * box's between children, and the same between lines up to 18 px.
 */

#define MAX_LINE_SPACING 18

struct _FtWrapLayout
{
  GtkLayoutManager parent_instance;

  int              spacing;
};

G_DEFINE_FINAL_TYPE (FtWrapLayout, ft_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

typedef struct
{
  int      width;
  gboolean rtl;
} Placing;

/* Walks the children in lines of at most @width (-1: one line), with
 * @place allocating each child its place, and returns the height of all
 * the lines, from the children's minimum (@use_min) or natural heights. */
static int
flow (FtWrapLayout *self,
      GtkWidget    *widget,
      int           width,
      gboolean      use_min,
      Placing      *place)
{
  GtkWidget *line_start = gtk_widget_get_first_child (widget);
  int y = 0;
  gboolean first_line = TRUE;

  while (line_start)
    {
      GtkWidget *child, *line_end = NULL;
      int x = 0, line_height = 0;
      gboolean any = FALSE;

      /* Which children go on this line, and how tall it is. */
      for (child = line_start; child; child = gtk_widget_get_next_sibling (child))
        {
          int min_w, nat_w, w, min_h, nat_h;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
          w = width < 0 ? nat_w : MAX (min_w, MIN (nat_w, width));
          if (any && width >= 0 && x + self->spacing + w > width)
            break;
          x += (any ? self->spacing : 0) + w;
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, &min_h, &nat_h, NULL, NULL);
          line_height = MAX (line_height, use_min ? min_h : nat_h);
          any = TRUE;
        }
      line_end = child;
      if (!any)
        break;
      /* A wide gap between children (a board's two rows) would be a hole
       * between lines. */
      if (!first_line)
        y += MIN (self->spacing, MAX_LINE_SPACING);
      if (place)
        {
          x = 0;
          for (child = line_start; child != line_end; child = gtk_widget_get_next_sibling (child))
            {
              int min_w, nat_w, w;

              if (!gtk_widget_should_layout (child))
                continue;
              gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
              w = width < 0 ? nat_w : MAX (min_w, MIN (nat_w, width));
              gtk_widget_size_allocate (child, &(GtkAllocation) {
                                          place->rtl ? place->width - x - w : x, y, w, line_height }, -1);
              x += w + self->spacing;
            }
        }
      y += line_height;
      first_line = FALSE;
      line_start = line_end;
    }
  return y;
}

static void
ft_wrap_layout_measure (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        GtkOrientation    orientation,
                        int               for_size,
                        int              *minimum,
                        int              *natural,
                        int              *minimum_baseline,
                        int              *natural_baseline)
{
  FtWrapLayout *self = FT_WRAP_LAYOUT (manager);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gboolean any = FALSE;

      /* The widest child alone, or all of them on one line. */
      *minimum = *natural = 0;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        {
          int min, nat;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural += (any ? self->spacing : 0) + nat;
          any = TRUE;
        }
    }
  else
    {
      *minimum = flow (self, widget, for_size, TRUE, NULL);
      *natural = flow (self, widget, for_size, FALSE, NULL);
    }
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

static void
ft_wrap_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  Placing place = { width, gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL };

  flow (FT_WRAP_LAYOUT (manager), widget, width, FALSE, &place);
}

static GtkSizeRequestMode
ft_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                 GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ft_wrap_layout_class_init (FtWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = ft_wrap_layout_get_request_mode;
  manager_class->measure = ft_wrap_layout_measure;
  manager_class->allocate = ft_wrap_layout_allocate;
}

static void
ft_wrap_layout_init (FtWrapLayout *self)
{
}

GtkLayoutManager *
ft_wrap_layout_new (int spacing)
{
  FtWrapLayout *self = g_object_new (FT_TYPE_WRAP_LAYOUT, NULL);

  self->spacing = spacing;
  return GTK_LAYOUT_MANAGER (self);
}

void
ft_wrap_layout_apply (GtkWidget *box)
{
  g_return_if_fail (GTK_IS_BOX (box));
  gtk_widget_set_layout_manager (box, ft_wrap_layout_new (gtk_box_get_spacing (GTK_BOX (box))));
}
