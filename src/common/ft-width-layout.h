/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_WIDTH_LAYOUT (ft_width_layout_get_type ())
G_DECLARE_DERIVABLE_TYPE (FtWidthLayout, ft_width_layout, FT, WIDTH_LAYOUT, GtkLayoutManager)

/*
 * FtWidthLayout: the base of the app's layouts whose height follows the
 * width they get (rows that wrap, a side panel that goes under the board,
 * cells that shrink with the width, a square board).  It asks for height
 * for width, has no baseline, and gives its subclasses what they share:
 * the shown children's widths, and the spacing of the GtkBox whose layout
 * they take over.
 *
 * A scrolled window asks for its child's height without a width: a board
 * then takes the width it was last given as the best guess
 * (ft_width_layout_get_width()), and once it is given another, the layout
 * asks to be measured again (after that allocation, not during it).
 */
struct _FtWidthLayoutClass
{
  GtkLayoutManagerClass parent_class;

  /* GtkLayoutManager's measure, without the baselines. */
  void (*measure_size) (FtWidthLayout  *self,
                        GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural);
};

/* @for_size, or when it is -1 the width last allocated (-1 if none). */
int  ft_width_layout_get_width (FtWidthLayout *self,
                                int            for_size);
/* To call from allocate, with the width given. */
void ft_width_layout_allocated (FtWidthLayout *self,
                                int            width);

/* Between children (and the subclass's own use of it). */
int  ft_width_layout_get_spacing (FtWidthLayout *self);
void ft_width_layout_set_spacing (FtWidthLayout *self,
                                  int            spacing);

/* A layout of @type in place of @box's own, with its spacing (which may
 * not be changed after that: GtkBox asks its own layout). */
void ft_width_layout_apply (GtkWidget *box,
                            GType      type);

typedef struct
{
  GtkWidget *child;
  int        min;
  int        nat;
  int        width;   /* the width the subclass gives it */
} FtWidthLayoutChild;

/* The children of @widget that take part in its layout, in order, with
 * their minimum and natural widths. */
GArray *ft_width_layout_children (GtkWidget *widget);

G_END_DECLS
