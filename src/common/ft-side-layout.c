/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-side-layout.h"

/*
 * FtSideLayout (see ft-side-layout.h).  Side by side, the two children
 * share the width as a horizontal GtkBox would share it; stacked, the side
 * goes under the board and both take the whole width.
 */

/* The board keeps at least this much width beside the side panel; below
 * it the side goes under the board (so at half a 1366 px laptop screen the
 * board has the whole width, and at 1000 px the side is beside it). */
#define BOARD_WIDTH_BESIDE 480

struct _FtSideLayout
{
  FtWidthLayout parent_instance;

  gboolean      stacked;
};

G_DEFINE_FINAL_TYPE (FtSideLayout, ft_side_layout, FT_TYPE_WIDTH_LAYOUT)

static int
spacing (FtSideLayout *self)
{
  return ft_width_layout_get_spacing (FT_WIDTH_LAYOUT (self));
}

/* The children that take part, at most two: the board and the side. */
static guint
shown_children (GtkWidget  *widget,
                GtkWidget **children)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child && n < 2;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      children[n++] = child;
  return n;
}

static gboolean
is_wide (FtSideLayout *self,
         GtkWidget   **children,
         guint         n,
         int           width)
{
  int board_min, side_min;

  if (n < 2 || width < 0)
    return FALSE;
  gtk_widget_measure (children[0], GTK_ORIENTATION_HORIZONTAL, -1, &board_min, NULL, NULL, NULL);
  gtk_widget_measure (children[1], GTK_ORIENTATION_HORIZONTAL, -1, &side_min, NULL, NULL, NULL);
  return width >= MAX (board_min, BOARD_WIDTH_BESIDE) + spacing (self) + side_min;
}

/* Shares @total along @orientation as a GtkBox does: the minimum sizes
 * first, then towards the natural ones, the rest to those that expand.
 * @for_size is the other dimension, or -1. */
static void
share (GtkWidget     **children,
       guint           n,
       GtkOrientation  orientation,
       int             for_size,
       int             total,
       int            *sizes)
{
  GtkRequestedSize req[2];
  guint n_expand = 0;
  int extra = total;

  for (guint i = 0; i < n; i++)
    {
      req[i].data = children[i];
      gtk_widget_measure (children[i], orientation, for_size, &req[i].minimum_size,
                          &req[i].natural_size, NULL, NULL);
      extra -= req[i].minimum_size;
      n_expand += gtk_widget_compute_expand (children[i], orientation);
    }
  extra = gtk_distribute_natural_allocation (MAX (extra, 0), n, req);
  for (guint i = 0; i < n; i++)
    {
      sizes[i] = req[i].minimum_size;
      if (n_expand && gtk_widget_compute_expand (children[i], orientation))
        {
          int part = extra / (int) n_expand;

          sizes[i] += part;
          extra -= part;
          n_expand--;
        }
    }
}

/* The widths side by side, out of @total (@height high, or -1): a side
 * that does not expand keeps its minimum width (its width-request) and
 * the board has the rest; one that expands shares as a GtkBox would. */
static void
widths_beside (GtkWidget **children,
               int         height,
               int         total,
               int        *widths)
{
  int board_min, board_nat, side_min;

  gtk_widget_measure (children[1], GTK_ORIENTATION_HORIZONTAL, -1, &side_min, NULL, NULL, NULL);
  if (!gtk_widget_compute_expand (children[1], GTK_ORIENTATION_HORIZONTAL))
    {
      widths[1] = side_min;
      widths[0] = total - side_min;
    }
  else if (gtk_widget_compute_expand (children[0], GTK_ORIENTATION_HORIZONTAL))
    share (children, 2, GTK_ORIENTATION_HORIZONTAL, height, total, widths);
  else
    {
      gtk_widget_measure (children[0], GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &board_nat, NULL, NULL);
      widths[0] = CLAMP (board_nat, board_min, MAX (board_min, total - side_min));
      widths[1] = total - widths[0];
    }
}

static void
ft_side_layout_measure_size (FtWidthLayout  *layout,
                             GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural)
{
  FtSideLayout *self = FT_SIDE_LAYOUT (layout);
  GtkWidget *children[2];
  guint n = shown_children (widget, children);
  int min[2] = { 0, 0 }, nat[2] = { 0, 0 };
  int gap = n == 2 ? spacing (self) : 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At its narrowest the side is under the board; at its widest it is
       * beside it. */
      for (guint i = 0; i < n; i++)
        gtk_widget_measure (children[i], orientation, -1, &min[i], &nat[i], NULL, NULL);
      *minimum = MAX (min[0], min[1]);
      *natural = nat[0] + gap + nat[1];
      if (n == 2)
        *natural = MAX (*natural, MAX (min[0], BOARD_WIDTH_BESIDE) + gap + min[1]);
    }
  else if (is_wide (self, children, n, for_size))
    {
      int widths[2];

      widths_beside (children, -1, for_size - gap, widths);
      for (guint i = 0; i < n; i++)
        gtk_widget_measure (children[i], orientation, widths[i], &min[i], &nat[i], NULL, NULL);
      *minimum = MAX (min[0], min[1]);
      *natural = MAX (nat[0], nat[1]);
    }
  else
    {
      for (guint i = 0; i < n; i++)
        {
          int child_min_width;

          /* A width smaller than the child's minimum is never given. */
          gtk_widget_measure (children[i], GTK_ORIENTATION_HORIZONTAL, -1, &child_min_width, NULL, NULL, NULL);
          gtk_widget_measure (children[i], orientation, for_size < 0 ? -1 : MAX (for_size, child_min_width),
                              &min[i], &nat[i], NULL, NULL);
        }
      /* One under the other, each as tall as it likes: the page scrolls
       * (a board that scrolls inside would be cut short). */
      *minimum = *natural = nat[0] + gap + nat[1];
    }
}

static void
ft_side_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  FtSideLayout *self = FT_SIDE_LAYOUT (manager);
  GtkWidget *children[2];
  guint n = shown_children (widget, children);
  int gap = n == 2 ? spacing (self) : 0;
  int sizes[2];
  int pos = 0;

  self->stacked = !is_wide (self, children, n, width);
  if (!self->stacked)
    {
      widths_beside (children, height, width - gap, sizes);
      for (guint i = 0; i < n; i++)
        {
          gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
          int x = rtl ? width - pos - sizes[i] : pos;

          gtk_widget_size_allocate (children[i], &(GtkAllocation) { x, 0, sizes[i], height }, -1);
          pos += sizes[i] + gap;
        }
      return;
    }
  share (children, n, GTK_ORIENTATION_VERTICAL, width, height - gap, sizes);
  for (guint i = 0; i < n; i++)
    {
      gtk_widget_size_allocate (children[i], &(GtkAllocation) { 0, pos, width, sizes[i] }, -1);
      pos += sizes[i] + gap;
    }
}

static void
ft_side_layout_class_init (FtSideLayoutClass *klass)
{
  FT_WIDTH_LAYOUT_CLASS (klass)->measure_size = ft_side_layout_measure_size;
  GTK_LAYOUT_MANAGER_CLASS (klass)->allocate = ft_side_layout_allocate;
}

static void
ft_side_layout_init (FtSideLayout *self)
{
}

void
ft_side_layout_apply (GtkWidget *box)
{
  ft_width_layout_apply (box, FT_TYPE_SIDE_LAYOUT);
}

gboolean
ft_side_layout_is_stacked (FtSideLayout *self)
{
  g_return_val_if_fail (FT_IS_SIDE_LAYOUT (self), FALSE);
  return self->stacked;
}
