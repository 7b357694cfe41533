/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-scrabble-board-layout.h"

/*
 * FtScrabbleBoardLayout (see ft-scrabble-board-layout.h).  The board is as
 * tall as it is wide, so its height follows from the width it gets.
 */

struct _FtScrabbleBoardLayout
{
  GtkLayoutManager parent_instance;

  guint            n_columns;
  int              natural;
  int              spacing;
  int              last_size;  /* of a square, at the last allocation */
  guint            relayout_source;
};

G_DEFINE_FINAL_TYPE (FtScrabbleBoardLayout, ft_scrabble_board_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The largest minimum of the squares, in either direction. */
static int
square_minimum (GtkWidget *widget)
{
  int result = 1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      int min_w, min_h;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      result = MAX (result, MAX (min_w, min_h));
    }
  return result;
}

static guint
n_rows (FtScrabbleBoardLayout *self,
        GtkWidget             *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return (n + self->n_columns - 1) / self->n_columns;
}

/* The square's size for a board @width wide (-1: as large as it likes). */
static int
square_size (FtScrabbleBoardLayout *self,
             GtkWidget             *widget,
             int                    width)
{
  int min = square_minimum (widget);
  int nat = MAX (min, self->natural);
  int gaps = ((int) self->n_columns - 1) * self->spacing;

  /* A scrolled window asks for the height without a width: the width it
   * gave last time is the best guess. */
  if (width < 0)
    return self->last_size > 0 ? CLAMP (self->last_size, min, nat) : nat;
  return CLAMP ((width - gaps) / (int) self->n_columns, min, nat);
}

static void
ft_scrabble_board_layout_measure (GtkLayoutManager *manager,
                                  GtkWidget        *widget,
                                  GtkOrientation    orientation,
                                  int               for_size,
                                  int              *minimum,
                                  int              *natural,
                                  int              *minimum_baseline,
                                  int              *natural_baseline)
{
  FtScrabbleBoardLayout *self = FT_SCRABBLE_BOARD_LAYOUT (manager);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int gaps = ((int) self->n_columns - 1) * self->spacing;

      *minimum = (int) self->n_columns * square_minimum (widget) + gaps;
      *natural = (int) self->n_columns * square_size (self, widget, -1) + gaps;
    }
  else
    {
      guint rows = n_rows (self, widget);
      int gaps = rows ? ((int) rows - 1) * self->spacing : 0;

      *minimum = *natural = (int) rows * square_size (self, widget, for_size) + gaps;
    }
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

static gboolean
relayout_cb (gpointer data)
{
  FtScrabbleBoardLayout *self = data;

  self->relayout_source = 0;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  return G_SOURCE_REMOVE;
}

static void
ft_scrabble_board_layout_allocate (GtkLayoutManager *manager,
                                   GtkWidget        *widget,
                                   int               width,
                                   int               height,
                                   int               baseline)
{
  FtScrabbleBoardLayout *self = FT_SCRABBLE_BOARD_LAYOUT (manager);
  int size = square_size (self, widget, width);
  int step = size + self->spacing;
  int used = (int) self->n_columns * step - self->spacing;
  int x0 = MAX (0, (width - used) / 2);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint i = 0;

  /* The height asked before the width was known was for another size:
   * ask again, after this allocation (not during it). */
  if (size != self->last_size)
    {
      self->last_size = size;
      if (!self->relayout_source)
        self->relayout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, relayout_cb,
                                                 g_object_ref (self), g_object_unref);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      guint col = i % self->n_columns, row = i / self->n_columns;
      int x = x0 + (int) (rtl ? self->n_columns - 1 - col : col) * step;

      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, (int) row * step, size, size }, -1);
    }
}

static GtkSizeRequestMode
ft_scrabble_board_layout_get_request_mode (GtkLayoutManager *manager,
                                           GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ft_scrabble_board_layout_dispose (GObject *object)
{
  FtScrabbleBoardLayout *self = FT_SCRABBLE_BOARD_LAYOUT (object);

  g_clear_handle_id (&self->relayout_source, g_source_remove);
  G_OBJECT_CLASS (ft_scrabble_board_layout_parent_class)->dispose (object);
}

static void
ft_scrabble_board_layout_class_init (FtScrabbleBoardLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = ft_scrabble_board_layout_dispose;
  manager_class->get_request_mode = ft_scrabble_board_layout_get_request_mode;
  manager_class->measure = ft_scrabble_board_layout_measure;
  manager_class->allocate = ft_scrabble_board_layout_allocate;
}

static void
ft_scrabble_board_layout_init (FtScrabbleBoardLayout *self)
{
}

GtkLayoutManager *
ft_scrabble_board_layout_new (guint n_columns,
                              int   natural,
                              int   spacing)
{
  FtScrabbleBoardLayout *self = g_object_new (FT_TYPE_SCRABBLE_BOARD_LAYOUT, NULL);

  g_return_val_if_fail (n_columns > 0, NULL);
  self->n_columns = n_columns;
  self->natural = natural;
  self->spacing = spacing;
  return GTK_LAYOUT_MANAGER (self);
}
