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
  GtkLayoutManager parent_instance;

  int              natural;
  int              last_size;  /* the board's side at the last allocation */
  guint            relayout_source;
};

G_DEFINE_FINAL_TYPE (FtScrabbleBoardLayout, ft_scrabble_board_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkWidget *
board_of (GtkWidget *widget)
{
  GtkWidget *board = gtk_widget_get_first_child (widget);

  return board && gtk_widget_should_layout (board) ? board : NULL;
}

/* The board's side for a @width (-1: as large as it likes). */
static int
board_side (FtScrabbleBoardLayout *self,
            GtkWidget             *board,
            int                    width)
{
  int min_w, min_h, min, nat;

  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
  min = MAX (min_w, min_h);
  nat = MAX (min, self->natural);
  /* A scrolled window asks for the height without a width: the width it
   * gave last time is the best guess. */
  if (width < 0)
    return self->last_size > 0 ? CLAMP (self->last_size, min, nat) : nat;
  return CLAMP (width, min, nat);
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
  GtkWidget *board = board_of (widget);

  *minimum = *natural = 0;
  if (board && orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min_h;

      gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, minimum, NULL, NULL, NULL);
      gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      *minimum = MAX (*minimum, min_h);
      *natural = MAX (*minimum, self->natural);
    }
  else if (board)
    *minimum = *natural = board_side (self, board, for_size);
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
  GtkWidget *board = board_of (widget);
  int side;

  if (!board)
    return;
  side = MIN (board_side (self, board, width), MAX (height, 0));
  /* The height asked before the width was known was for another size:
   * ask again, after this allocation (not during it). */
  if (side != self->last_size)
    {
      self->last_size = side;
      if (!self->relayout_source)
        self->relayout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, relayout_cb,
                                                 g_object_ref (self), g_object_unref);
    }
  gtk_widget_size_allocate (board, &(GtkAllocation) { MAX (0, (width - side) / 2), 0, side, side }, -1);
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
ft_scrabble_board_layout_new (int natural)
{
  FtScrabbleBoardLayout *self = g_object_new (FT_TYPE_SCRABBLE_BOARD_LAYOUT, NULL);

  self->natural = natural;
  return GTK_LAYOUT_MANAGER (self);
}
