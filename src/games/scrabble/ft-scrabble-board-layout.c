/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-scrabble-board-layout.h"

/*
 * FtScrabbleBoardLayout (see ft-scrabble-board-layout.h).  The board is as
 * tall as it is wide, so its height follows from the width it gets; the
 * grid's equal rows and columns make the squares square.
 */

struct _FtScrabbleBoardLayout
{
  FtWidthLayout parent_instance;

  int           natural;
};

G_DEFINE_FINAL_TYPE (FtScrabbleBoardLayout, ft_scrabble_board_layout, FT_TYPE_WIDTH_LAYOUT)

static GtkWidget *
board_of (GtkWidget *widget)
{
  GtkWidget *board = gtk_widget_get_first_child (widget);

  return board && gtk_widget_should_layout (board) ? board : NULL;
}

/* The board's smallest side: its squares' CSS minimum. */
static int
board_minimum (GtkWidget *board)
{
  int min_w, min_h;

  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
  return MAX (min_w, min_h);
}

/* The board's side for a @width (-1: as large as it likes). */
static int
board_side (FtScrabbleBoardLayout *self,
            GtkWidget             *board,
            int                    width)
{
  int min = board_minimum (board);
  int nat = MAX (min, self->natural);

  width = ft_width_layout_get_width (FT_WIDTH_LAYOUT (self), width);
  return width < 0 ? nat : CLAMP (width, min, nat);
}

static void
ft_scrabble_board_layout_measure_size (FtWidthLayout  *layout,
                                       GtkWidget      *widget,
                                       GtkOrientation  orientation,
                                       int             for_size,
                                       int            *minimum,
                                       int            *natural)
{
  FtScrabbleBoardLayout *self = FT_SCRABBLE_BOARD_LAYOUT (layout);
  GtkWidget *board = board_of (widget);

  if (board && orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = board_minimum (board);
      *natural = MAX (*minimum, self->natural);
    }
  else if (board)
    *minimum = *natural = board_side (self, board, for_size);
}

static void
ft_scrabble_board_layout_allocate (GtkLayoutManager *manager,
                                   GtkWidget        *widget,
                                   int               width,
                                   int               height,
                                   int               baseline)
{
  FtScrabbleBoardLayout *self = FT_SCRABBLE_BOARD_LAYOUT (manager);
  GtkWidget *board = board_of (widget);
  int side;

  ft_width_layout_allocated (FT_WIDTH_LAYOUT (self), width);
  if (!board)
    return;
  side = MIN (board_side (self, board, width), MAX (height, 0));
  gtk_widget_size_allocate (board, &(GtkAllocation) { MAX (0, (width - side) / 2), 0, side, side }, -1);
}

static void
ft_scrabble_board_layout_class_init (FtScrabbleBoardLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  FT_WIDTH_LAYOUT_CLASS (klass)->measure_size = ft_scrabble_board_layout_measure_size;
  manager_class->allocate = ft_scrabble_board_layout_allocate;
}

static void
ft_scrabble_board_layout_init (FtScrabbleBoardLayout *self)
{
}

GtkLayoutManager *
ft_scrabble_board_layout_new (int natural)
{
  FtScrabbleBoardLayout *self = g_object_new (FT_TYPE_SCRABBLE_BOARD_LAYOUT, NULL);

  self->natural = natural;
  return GTK_LAYOUT_MANAGER (self);
}

void
ft_scrabble_board_layout_set_natural (FtScrabbleBoardLayout *self,
                                      int                    natural)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_LAYOUT (self));

  if (self->natural == natural)
    return;
  self->natural = natural;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
