/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-flipchain-board-layout.h"

/*
 * FtFlipchainBoardLayout (see ft-flipchain-board-layout.h).  Rows of a
 * hexagon overlap by 13% of a cell; the board's height follows from the
 * width it gets.  Row 0 and the last row, and the first and last cell's
 * width, are the margin where the board writes its coordinates.
 */

/* A disc smaller than this is hard to aim at and to read. */
#define MIN_CELL 22
#define ROW_STEP 0.87

struct _FtFlipchainBoardLayout
{
  FtWidthLayout parent_instance;

  guint         side;
  int           natural;
};

G_DEFINE_FINAL_TYPE (FtFlipchainBoardLayout, ft_flipchain_board_layout, FT_TYPE_WIDTH_LAYOUT)

/* Cells across (and rows down): the board's 2 side - 1 and a cell's
 * margin each side for the coordinates along its edges. */
static int
across (FtFlipchainBoardLayout *self)
{
  return self->side ? 2 * (int) self->side + 1 : 0;
}

/* A cell's size for a board @width wide (-1: not known). */
static int
cell_size (FtFlipchainBoardLayout *self,
           int                     width)
{
  int nat = MAX (MIN_CELL, self->natural);

  if (!self->side)
    return 0;
  width = ft_width_layout_get_width (FT_WIDTH_LAYOUT (self), width);
  return width < 0 ? nat : CLAMP (width / across (self), MIN_CELL, nat);
}

static int
row_step (int size)
{
  return (int) (size * ROW_STEP + 0.5);
}

static void
ft_flipchain_board_layout_measure_size (FtWidthLayout  *layout,
                                        GtkWidget      *widget,
                                        GtkOrientation  orientation,
                                        int             for_size,
                                        int            *minimum,
                                        int            *natural)
{
  FtFlipchainBoardLayout *self = FT_FLIPCHAIN_BOARD_LAYOUT (layout);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = across (self) * (self->side ? MIN_CELL : 0);
      *natural = across (self) * cell_size (self, G_MAXINT / 2);
    }
  else
    {
      int size = cell_size (self, for_size);

      *minimum = *natural = self->side ? (across (self) - 1) * row_step (size) + size : 0;
    }
}

static void
ft_flipchain_board_layout_allocate (GtkLayoutManager *manager,
                                    GtkWidget        *widget,
                                    int               width,
                                    int               height,
                                    int               baseline)
{
  FtFlipchainBoardLayout *self = FT_FLIPCHAIN_BOARD_LAYOUT (manager);
  int size = cell_size (self, width);
  int x0 = MAX (0, (width - across (self) * size) / 2);

  ft_width_layout_allocated (FT_WIDTH_LAYOUT (self), width);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      guint half_x = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "flipchain-half-x"));
      guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "flipchain-row"));
      int min_w, min_h, cell;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      /* A disc a pixel inside its place, so neighbours do not touch. */
      cell = MAX (MAX (min_w, min_h), size - 2);
      gtk_widget_size_allocate (child, &(GtkAllocation) {
                                  x0 + (int) half_x * size / 2 + 1, (int) row * row_step (size) + 1, cell, cell }, -1);
    }
}

static void
ft_flipchain_board_layout_class_init (FtFlipchainBoardLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  FT_WIDTH_LAYOUT_CLASS (klass)->measure_size = ft_flipchain_board_layout_measure_size;
  manager_class->allocate = ft_flipchain_board_layout_allocate;
}

static void
ft_flipchain_board_layout_init (FtFlipchainBoardLayout *self)
{
}

GtkLayoutManager *
ft_flipchain_board_layout_new (void)
{
  return g_object_new (FT_TYPE_FLIPCHAIN_BOARD_LAYOUT, NULL);
}

void
ft_flipchain_board_layout_set_side (FtFlipchainBoardLayout *self,
                                    guint                   side,
                                    int                     natural)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD_LAYOUT (self));
  self->side = side;
  self->natural = natural;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

void
ft_flipchain_board_layout_place (GtkWidget *cell,
                                 guint      half_x,
                                 guint      row)
{
  g_object_set_data (G_OBJECT (cell), "flipchain-half-x", GUINT_TO_POINTER (half_x));
  g_object_set_data (G_OBJECT (cell), "flipchain-row", GUINT_TO_POINTER (row));
  if (gtk_widget_get_parent (cell))
    gtk_widget_queue_allocate (gtk_widget_get_parent (cell));
}
