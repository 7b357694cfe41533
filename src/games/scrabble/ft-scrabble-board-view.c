/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "scrabble/scrabble-words.h"
#include "ft-scrabble-board-layout.h"
#include "ft-scrabble-board-view.h"
#include "ft-scrabble-square.h"

/*
 * FtScrabbleBoardView (see ft-scrabble-board-view.h).  A grid of 16 by 16: the
 * top row and the left column hold the coordinates, the rest a button a
 * square (role grid cell), each an overlay of the tile or the premium
 * mark, the tile's points in a corner, and at the cursor the direction
 * arrow.  FtScrabbleBoardLayout keeps it square.
 */

#define EDGE 1   /* the grid's row and column of coordinates */

typedef struct
{
  GtkWidget *button;
  GtkWidget *text;
  GtkWidget *points;
  GtkWidget *arrow;
} Square;

struct _FtScrabbleBoardView
{
  GtkWidget  parent_instance;

  GtkWidget *grid;
  Square     squares[FT_SCRABBLE_N_SQUARES];
  guint8     cells[FT_SCRABBLE_N_SQUARES];
  guint8     pending[FT_SCRABBLE_N_SQUARES];
  /* Who played each tile, in words ("played by you"), or NULL. */
  char      *played_by[FT_SCRABBLE_N_SQUARES];
  gboolean   highlight[FT_SCRABBLE_N_SQUARES];
  guint      cursor;
  guint      dir;
  gboolean   playable;
};

G_DEFINE_FINAL_TYPE (FtScrabbleBoardView, ft_scrabble_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_PLAYABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SQUARE_ACTIVATED,
  CURSOR_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* --- Drawing ----------------------------------------------------------- */

char *
ft_scrabble_board_view_square_name (FtScrabbleBoardView *self,
                               guint            square)
{
  FtScrabblePremium premium;
  g_autofree char *label = NULL;
  g_autofree char *place = NULL;
  g_autofree char *what = NULL;
  guint8 cell;

  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, NULL);

  premium = ft_scrabble_premium (square);
  label = ft_scrabble_square_label (square);
  cell = self->cells[square];
  if (premium == FT_SCRABBLE_PREMIUM_NONE)
    place = g_strdup (label);
  else
    /* Translators: "H8, double word" */
    place = g_strdup_printf (_("%s, %s"), label, ft_scrabble_premium_name (premium));

  if (cell != FT_SCRABBLE_EMPTY)
    {
      g_autofree char *tile = ft_scrabble_tile_words (cell);

      if (self->played_by[square])
        /* Translators: "H8, double word, tile 1, played by Ana" */
        what = g_strdup_printf (_("%s, tile %s, %s"), place, tile, self->played_by[square]);
      else
        what = g_strdup_printf (_("%s, tile %s"), place, tile);
    }
  else if (self->pending[square] != FT_SCRABBLE_EMPTY)
    {
      g_autofree char *tile = ft_scrabble_tile_words (self->pending[square]);

      /* Translators: "H8, double word, tile 1, put down, not yet played" */
      what = g_strdup_printf (_("%s, tile %s, put down, not yet played"), place, tile);
    }
  else
    /* Translators: "H8, double word, empty" */
    what = g_strdup_printf (_("%s, empty"), place);

  if (self->playable && square == self->cursor)
    return g_strdup_printf (self->dir == FT_SCRABBLE_ACROSS ?
                            /* Translators: the typing cursor's square: "H8, empty, typing across" */
                            _("%s, typing across") : _("%s, typing down"), what);
  return g_steal_pointer (&what);
}

static void
draw_square (FtScrabbleBoardView *self,
             guint            sq)
{
  Square *s = &self->squares[sq];
  guint8 played = self->cells[sq];
  guint8 cell = played != FT_SCRABBLE_EMPTY ? played : self->pending[sq];
  g_autofree char *name = ft_scrabble_board_view_square_name (self, sq);
  g_autofree char *text = NULL;
  gboolean cursor = self->playable && sq == self->cursor;

  if (cell != FT_SCRABBLE_EMPTY)
    ft_scrabble_square_set_tile (s->button, s->text, s->points, cell);
  else
    {
      text = g_strdup (sq == FT_SCRABBLE_CENTRE ? "★" : ft_scrabble_square_mark (ft_scrabble_premium (sq)));
      gtk_label_set_text (GTK_LABEL (s->text), text);
      gtk_label_set_text (GTK_LABEL (s->points), "");
      set_class (s->button, "long", g_utf8_strlen (text, -1) > 2);
      set_class (s->button, "blank", FALSE);
    }
  gtk_label_set_text (GTK_LABEL (s->arrow), !cursor ? "" : self->dir == FT_SCRABBLE_ACROSS ? "→" : "↓");
  gtk_widget_set_visible (s->arrow, cursor);
  set_class (s->button, "pending", played == FT_SCRABBLE_EMPTY && self->pending[sq] != FT_SCRABBLE_EMPTY);
  set_class (s->button, "tile", played != FT_SCRABBLE_EMPTY);
  set_class (s->button, "cursor", cursor);
  set_class (s->button, "hinted", self->highlight[sq]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (s->button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
draw (FtScrabbleBoardView *self)
{
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    draw_square (self, sq);
}

/* --- Cursor and keys --------------------------------------------------- */

static void
move_cursor_to (FtScrabbleBoardView *self,
                guint            square)
{
  guint old = self->cursor;

  if (old == square)
    return;
  self->cursor = square;
  draw_square (self, old);
  draw_square (self, square);
  g_signal_emit (self, signals[CURSOR_MOVED], 0);
}

static void
square_clicked_cb (FtScrabbleBoardView *self,
                   GtkButton       *button)
{
  guint sq = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "scrabble-square"));

  move_cursor_to (self, sq);
  if (self->playable)
    g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, sq);
}

/* The focus and the cursor are one square, however the focus came
 * (a click, Tab, Shift+Tab). */
static void
square_focus_cb (FtScrabbleBoardView         *self,
                 GtkEventControllerFocus *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  move_cursor_to (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "scrabble-square")));
}

static gboolean
key_pressed_cb (FtScrabbleBoardView       *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  int drow = 0, dcol = 0, row, col;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dcol = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dcol = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      drow = -1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      drow = 1;
      break;
    case GDK_KEY_Home:
      dcol = -FT_SCRABBLE_SIZE;
      break;
    case GDK_KEY_End:
      dcol = FT_SCRABBLE_SIZE;
      break;
    default:
      return FALSE;
    }
  row = CLAMP ((int) (self->cursor / FT_SCRABBLE_SIZE) + drow, 0, FT_SCRABBLE_SIZE - 1);
  col = CLAMP ((int) (self->cursor % FT_SCRABBLE_SIZE) + dcol, 0, FT_SCRABBLE_SIZE - 1);
  move_cursor_to (self, ft_scrabble_square ((guint) row, (guint) col));
  ft_scrabble_board_view_focus_cursor (self);
  return TRUE;
}

/* --- Public ------------------------------------------------------------ */

GtkWidget *
ft_scrabble_board_view_new (void)
{
  return g_object_new (FT_TYPE_SCRABBLE_BOARD_VIEW, NULL);
}

static void
clear_owners (FtScrabbleBoardView *self)
{
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    g_clear_pointer (&self->played_by[sq], g_free);
}

void
ft_scrabble_board_view_set_position (FtScrabbleBoardView       *self,
                                const FtScrabbleBoard *board)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  memcpy (self->cells, board->cells, sizeof self->cells);
  memset (self->pending, FT_SCRABBLE_EMPTY, sizeof self->pending);
  clear_owners (self);
  draw (self);
}

/* One square changed, the others left as they are (a lesson's answer). */
void
ft_scrabble_board_view_set_square (FtScrabbleBoardView *self,
                                   guint                square,
                                   guint8               cell)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  g_return_if_fail (square < FT_SCRABBLE_N_SQUARES);
  self->cells[square] = cell;
  draw_square (self, square);
}

gboolean
ft_scrabble_board_view_set_text (FtScrabbleBoardView *self,
                            const char      *text,
                            GError         **error)
{
  FtScrabbleBoard board;

  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), FALSE);
  if (!ft_scrabble_board_from_string (&board, text, error))
    return FALSE;
  ft_scrabble_board_view_set_position (self, &board);
  return TRUE;
}

void
ft_scrabble_board_view_show_game (FtScrabbleBoardView *self,
                             FtScrabbleGame  *game)
{
  gboolean started;

  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  started = ft_game_is_started (FT_GAME (game));
  clear_owners (self);
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      self->cells[sq] = started ? ft_scrabble_game_get_cell (game, sq) : FT_SCRABBLE_EMPTY;
      self->pending[sq] = started ? ft_scrabble_game_pending_at (game, sq) : FT_SCRABBLE_EMPTY;
      if (self->cells[sq] != FT_SCRABBLE_EMPTY)
        {
          guint owner = ft_scrabble_game_get_owner (game, sq);

          if (ft_game_is_you (FT_GAME (game), owner))
            self->played_by[sq] = g_strdup (_("played by you"));
          else if (owner < ft_game_get_n_players (FT_GAME (game)))
            /* Translators: "played by Ana", said after a tile */
            self->played_by[sq] = g_strdup_printf (_("played by %s"), ft_game_get_name (FT_GAME (game), owner));
        }
    }
  draw (self);
}

gboolean
ft_scrabble_board_view_get_playable (FtScrabbleBoardView *self)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), FALSE);
  return self->playable;
}

void
ft_scrabble_board_view_set_playable (FtScrabbleBoardView *self,
                                gboolean         playable)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  draw_square (self, self->cursor);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

void
ft_scrabble_board_view_set_highlight (FtScrabbleBoardView *self,
                                 const guint     *squares,
                                 guint            n)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  memset (self->highlight, 0, sizeof self->highlight);
  for (guint i = 0; squares && i < n; i++)
    if (squares[i] < FT_SCRABBLE_N_SQUARES)
      self->highlight[squares[i]] = TRUE;
  draw (self);
}

guint
ft_scrabble_board_view_get_cursor (FtScrabbleBoardView *self)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), 0);
  return self->cursor;
}

guint
ft_scrabble_board_view_get_direction (FtScrabbleBoardView *self)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), FT_SCRABBLE_ACROSS);
  return self->dir;
}

void
ft_scrabble_board_view_set_cursor (FtScrabbleBoardView *self,
                              guint            square,
                              guint            dir)
{
  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  g_return_if_fail (square < FT_SCRABBLE_N_SQUARES);
  self->dir = dir == FT_SCRABBLE_DOWN ? FT_SCRABBLE_DOWN : FT_SCRABBLE_ACROSS;
  draw_square (self, self->cursor);
  move_cursor_to (self, square);
  draw_square (self, square);
}

gboolean
ft_scrabble_board_view_focus_cursor (FtScrabbleBoardView *self)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self), FALSE);
  return gtk_widget_grab_focus (self->squares[self->cursor].button);
}

void
ft_scrabble_board_view_set_large (FtScrabbleBoardView *self,
                             gboolean         large)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  g_return_if_fail (FT_IS_SCRABBLE_BOARD_VIEW (self));
  set_class (GTK_WIDGET (self), "large", large);
  /* Projected, squares of up to 38 px (the 15 rows fit a 1280x720 screen's
   * height), 34 px otherwise; as small as the CSS allows in a narrow window. */
  ft_scrabble_board_layout_set_natural (FT_SCRABBLE_BOARD_LAYOUT (layout),
                                        (FT_SCRABBLE_SIZE + EDGE) * (large ? 39 : 35) - 1);
}

/* --- GObject ----------------------------------------------------------- */

static gboolean
ft_scrabble_board_view_grab_focus (GtkWidget *widget)
{
  return ft_scrabble_board_view_focus_cursor (FT_SCRABBLE_BOARD_VIEW (widget));
}

/* Tab comes into the board at the cursor and leaves it at once: the
 * arrows move within it (GNOME's rule). */
static gboolean
ft_scrabble_board_view_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  FtScrabbleBoardView *self = FT_SCRABBLE_BOARD_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (focus && gtk_widget_is_ancestor (focus, widget))
    return FALSE;
  return ft_scrabble_board_view_focus_cursor (self);
}

static void
ft_scrabble_board_view_dispose (GObject *object)
{
  FtScrabbleBoardView *self = FT_SCRABBLE_BOARD_VIEW (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);

  G_OBJECT_CLASS (ft_scrabble_board_view_parent_class)->dispose (object);
}

static void
ft_scrabble_board_view_finalize (GObject *object)
{
  clear_owners (FT_SCRABBLE_BOARD_VIEW (object));

  G_OBJECT_CLASS (ft_scrabble_board_view_parent_class)->finalize (object);
}

static void
ft_scrabble_board_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PLAYABLE:
      g_value_set_boolean (value, FT_SCRABBLE_BOARD_VIEW (object)->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_scrabble_board_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_PLAYABLE:
      ft_scrabble_board_view_set_playable (FT_SCRABBLE_BOARD_VIEW (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_scrabble_board_view_class_init (FtScrabbleBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_scrabble_board_view_dispose;
  object_class->finalize = ft_scrabble_board_view_finalize;
  object_class->get_property = ft_scrabble_board_view_get_property;
  object_class->set_property = ft_scrabble_board_view_set_property;
  widget_class->grab_focus = ft_scrabble_board_view_grab_focus;
  widget_class->focus = ft_scrabble_board_view_focus;

  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A playable board's square clicked. */
  signals[SQUARE_ACTIVATED] =
    g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The cursor went to another square (arrows, a click, the focus). */
  signals[CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "scrabbleboard");
}

static GtkWidget *
edge_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "scrabble-coordinate");
  /* The squares say their names: a screen reader need not read the edges. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return label;
}

static void
ft_scrabble_board_view_init (FtScrabbleBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  ft_scrabble_square_add_css ();
  self->cursor = FT_SCRABBLE_CENTRE;
  self->dir = FT_SCRABBLE_ACROSS;
  memset (self->cells, FT_SCRABBLE_EMPTY, sizeof self->cells);
  memset (self->pending, FT_SCRABBLE_EMPTY, sizeof self->pending);

  /* The board square, its squares as large as the width allows, from a
   * readable minimum (the CSS) up to 34 pixels, with the coordinates. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 ft_scrabble_board_layout_new ((FT_SCRABBLE_SIZE + EDGE) * 35 - 1));
  self->grid = g_object_new (GTK_TYPE_GRID, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID, NULL);
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 1);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 1);
  gtk_widget_add_css_class (self->grid, "scrabble-board");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board, 15 rows of 15 squares, columns A to O"), -1);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));

  for (guint i = 0; i < FT_SCRABBLE_SIZE; i++)
    {
      char letter[2] = { (char) ('A' + i), 0 };
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      gtk_grid_attach (GTK_GRID (self->grid), edge_label (letter), (int) (i + EDGE), 0, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), edge_label (number), 0, (int) (i + EDGE), 1, 1);
    }
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      Square *s = &self->squares[sq];
      GtkEventController *focus = gtk_event_controller_focus_new ();
      const char *klass = ft_scrabble_square_class (ft_scrabble_premium (sq));

      s->button = ft_scrabble_square_new (&s->text, &s->points, &s->arrow);
      if (klass)
        gtk_widget_add_css_class (s->button, klass);
      g_object_set_data (G_OBJECT (s->button), "scrabble-square", GUINT_TO_POINTER (sq));
      g_signal_connect_object (s->button, "clicked", G_CALLBACK (square_clicked_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (focus, "enter", G_CALLBACK (square_focus_cb), self, G_CONNECT_SWAPPED);
      gtk_widget_add_controller (s->button, focus);
      gtk_grid_attach (GTK_GRID (self->grid), s->button, (int) (sq % FT_SCRABBLE_SIZE + EDGE),
                       (int) (sq / FT_SCRABBLE_SIZE + EDGE), 1, 1);
    }
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  draw (self);
}
