/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipchain-board-layout.h"
#include "ft-flipchain-board.h"

/*
 * FtFlipchainBoard (see ft-flipchain-board.h).  The cells and the edge
 * labels are children placed by FtFlipchainBoardLayout in half cells and
 * rows, with one cell's margin all round for the labels.
 *
 * Numbers: cell k of a row is the k-th from its left, so the cells
 * numbered k run from the top edge down-left to the middle row and on
 * down-right to the bottom edge.  Each number is written where its line
 * leaves the board: past its top cell to the upper right, and past its
 * bottom cell to the lower right.
 */

#define TYPE_AHEAD_MS 1500

struct _FtFlipchainBoard
{
  GtkWidget  parent_instance;

  FtFcBoard  board;
  FtFcColour to_move;
  FtFcBits   legal;
  FtFcBits   highlight;
  FtFcBits   flipped;
  FtFcBits   loop;
  gint       last;
  gboolean   playable;
  gboolean   large;

  guint      side;            /* of the cells built, 0 for none */
  GtkWidget *cells[FT_FC_MAX_CELLS];
  GPtrArray *labels;
  gint       focus_cell;
  GString   *typed;
  gint64     typed_at;
};

G_DEFINE_FINAL_TYPE (FtFlipchainBoard, ft_flipchain_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_PLAYABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- Cells ------------------------------------------------------------- */

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

static guint
cell_of (GtkWidget *button)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "flipchain-cell"));
}

/* Marks the cells that a placement on @cell would flip, or none. */
static void
show_preview (FtFlipchainBoard *self,
              gint              cell)
{
  FtFcBits flips = { 0 };

  if (cell >= 0 && self->playable && ft_fc_bits_has (&self->legal, (guint) cell) &&
      self->to_move != FT_FC_EMPTY)
    ft_fc_board_flips (&self->board, self->to_move, (guint) cell, &flips);
  for (guint c = 0; self->side && c < ft_fc_geom (self->side)->n_cells; c++)
    if (self->cells[c] != NULL)
      set_class (self->cells[c], "preview", ft_fc_bits_has (&flips, c));
}

static void
cell_clicked_cb (FtFlipchainBoard *self,
                 GtkButton        *button)
{
  guint cell = cell_of (GTK_WIDGET (button));

  self->focus_cell = (gint) cell;
  if (self->playable)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
}

static void
cell_focus_cb (FtFlipchainBoard        *self,
               GtkEventControllerFocus *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->focus_cell = (gint) cell_of (button);
  show_preview (self, self->focus_cell);
}

/* Hovering previews like focusing; leaving goes back to the focused cell. */
static void
cell_hover_cb (FtFlipchainBoard         *self,
               double                    x,
               double                    y,
               GtkEventControllerMotion *controller)
{
  show_preview (self, (gint) cell_of (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller))));
}

static void
cell_unhover_cb (FtFlipchainBoard         *self,
                 GtkEventControllerMotion *controller)
{
  gint focus = self->focus_cell;
  gboolean focused = focus >= 0 && self->cells[focus] && gtk_widget_has_focus (self->cells[focus]);

  show_preview (self, focused ? focus : -1);
}

static guint
natural_cell_size (FtFlipchainBoard *self)
{
  guint side = self->side;

  /* Projected, the board takes the height of a 1280x720 screen under the
   * status line (its rows overlap: 1.74 side + 1 cells tall); otherwise
   * it is about 600 pixels wide at every side, when the width allows. */
  if (self->large)
    return (guint) CLAMP (560.0 / (1.74 * side + 1), 30, 80);
  return CLAMP (600 / (2 * side + 1), 26, 56);
}

static GtkWidget *
edge_label (FtFlipchainBoard *self,
            const char       *text,
            int               half_x,
            int               row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "flipchain-coordinate");
  gtk_widget_set_can_target (label, FALSE);
  /* The cells say their names: a screen reader need not read the edges. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* The margin all round: one cell (two half cells) left, one row up. */
  ft_flipchain_board_layout_place (label, (guint) (half_x + 2), (guint) (row + 1));
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  g_ptr_array_add (self->labels, label);
  return label;
}

static void
edge_label_cb (const char *text,
               int         half_x,
               int         row,
               gpointer    user_data)
{
  edge_label (user_data, text, half_x, row);
}

static void
build_labels (FtFlipchainBoard *self)
{
  ft_fc_edge_labels (self->side, edge_label_cb, self);
}

/* Builds a button for every cell, at its hex position, for a new side. */
static void
build_cells (FtFlipchainBoard *self,
             guint             side)
{
  const FtFcGeom *geom = ft_fc_geom (side);

  /* The old cells go: the focus leaving them must not mark them again. */
  self->side = 0;
  for (guint i = 0; i < FT_FC_MAX_CELLS; i++)
    g_clear_pointer (&self->cells[i], gtk_widget_unparent);
  g_ptr_array_set_size (self->labels, 0);
  self->side = side;

  for (guint c = 0; c < geom->n_cells; c++)
    {
      GtkWidget *button = g_object_new (GTK_TYPE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID_CELL, NULL);
      GtkEventController *focus = gtk_event_controller_focus_new ();
      GtkEventController *motion = gtk_event_controller_motion_new ();
      g_autofree char *name = ft_fc_cell_name (side, c);

      gtk_widget_add_css_class (button, "flipchain-cell");
      gtk_widget_add_css_class (button, "circular");
      gtk_widget_set_tooltip_text (button, name);
      g_object_set_data (G_OBJECT (button), "flipchain-cell", GUINT_TO_POINTER (c));
      g_signal_connect_object (button, "clicked", G_CALLBACK (cell_clicked_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (focus, "enter", G_CALLBACK (cell_focus_cb), self, G_CONNECT_SWAPPED);
      gtk_widget_add_controller (button, focus);
      g_signal_connect_object (motion, "enter", G_CALLBACK (cell_hover_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (motion, "leave", G_CALLBACK (cell_unhover_cb), self, G_CONNECT_SWAPPED);
      gtk_widget_add_controller (button, motion);
      ft_flipchain_board_layout_place (button, (guint) ft_fc_cell_half_x (geom, c) + 2, geom->row_of[c] + 1u);
      gtk_widget_set_parent (button, GTK_WIDGET (self));
      self->cells[c] = button;
    }
  build_labels (self);
  ft_flipchain_board_layout_set_side (FT_FLIPCHAIN_BOARD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                      side, (int) natural_cell_size (self));
  self->focus_cell = (gint) (geom->n_cells / 2);
}

char *
ft_flipchain_board_cell_name (FtFlipchainBoard *self,
                              guint             c)
{
  g_autofree char *name = NULL;
  FtFcColour colour;
  GString *s;

  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), NULL);
  g_return_val_if_fail (self->side && c < ft_fc_geom (self->side)->n_cells, NULL);

  name = ft_fc_cell_name (self->side, c);
  colour = ft_fc_board_get (&self->board, c);
  s = g_string_new (name);
  if (colour == FT_FC_RED)
    g_string_append (s, _(", red disc"));
  else if (colour == FT_FC_BLUE)
    g_string_append (s, _(", blue disc"));
  else if (self->playable && ft_fc_bits_has (&self->legal, c) && self->to_move != FT_FC_EMPTY)
    {
      FtFcBits flips;
      guint n = ft_fc_board_flips (&self->board, self->to_move, c, &flips);

      /* Translators: "e4, empty, legal, flips 3" */
      g_string_append_printf (s, _(", empty, legal, flips %u"), n);
    }
  else
    g_string_append (s, _(", empty"));

  if (ft_fc_bits_has (&self->loop, c))
    g_string_append (s, _(", in the winning loop"));
  if ((gint) c == self->last)
    g_string_append (s, _(", last move"));
  else if (ft_fc_bits_has (&self->flipped, c))
    g_string_append (s, _(", just flipped"));
  return g_string_free (s, FALSE);
}

static void
draw (FtFlipchainBoard *self)
{
  if (self->side == 0)
    return;
  if (self->side != self->board.side)
    build_cells (self, self->board.side);
  for (guint c = 0; c < ft_fc_geom (self->side)->n_cells; c++)
    {
      GtkWidget *button = self->cells[c];
      FtFcColour colour = ft_fc_board_get (&self->board, c);
      g_autofree char *a11y = ft_flipchain_board_cell_name (self, c);

      /* The letter as well as the colour. */
      gtk_button_set_label (GTK_BUTTON (button), colour == FT_FC_RED ? C_("disc", "R")
                                                 : colour == FT_FC_BLUE ? C_("disc", "B") : "");
      set_class (button, "red", colour == FT_FC_RED);
      set_class (button, "blue", colour == FT_FC_BLUE);
      set_class (button, "legal", self->playable && ft_fc_bits_has (&self->legal, c));
      set_class (button, "last", (gint) c == self->last);
      set_class (button, "flipped", ft_fc_bits_has (&self->flipped, c));
      set_class (button, "hinted", ft_fc_bits_has (&self->highlight, c));
      set_class (button, "loop", ft_fc_bits_has (&self->loop, c));
      /* The name only: a description repeating it would be read twice. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
  show_preview (self, -1);
}

/* --- Keys -------------------------------------------------------------- */

static gint
step (FtFlipchainBoard *self,
      FtFcDirection     dir)
{
  if (self->focus_cell < 0)
    return FT_FC_NO_CELL;
  return ft_fc_geom (self->side)->nbr[self->focus_cell][dir];
}

/* Typing a cell name ("e5") jumps to it: a letter starts a name, digits
 * follow; after a pause a letter starts a new one. */
static gboolean
type_ahead (FtFlipchainBoard *self,
            gunichar          ch)
{
  gint64 now = g_get_monotonic_time ();
  guint cell;

  if (g_unichar_isalpha (ch))
    {
      /* Only a row's letter: other keys are the page's. */
      if (g_unichar_tolower (ch) < 'a' || g_unichar_tolower (ch) >= 'a' + ft_fc_geom (self->side)->n_rows)
        return FALSE;
      g_string_truncate (self->typed, 0);
    }
  else if (!g_unichar_isdigit (ch) || self->typed->len == 0 ||
           now - self->typed_at > TYPE_AHEAD_MS * 1000)
    return FALSE;
  g_string_append_unichar (self->typed, g_unichar_tolower (ch));
  self->typed_at = now;
  if (ft_fc_cell_parse (self->side, self->typed->str, &cell))
    ft_flipchain_board_focus_cell (self, (gint) cell);
  return TRUE;
}

static gboolean
key_pressed_cb (FtFlipchainBoard      *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  gint next = FT_FC_NO_CELL;
  gunichar ch;

  if (self->side == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      next = step (self, FT_FC_DIR_W);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      next = step (self, FT_FC_DIR_E);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      next = step (self, FT_FC_DIR_NW);
      if (next < 0)
        next = step (self, FT_FC_DIR_NE);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      next = step (self, FT_FC_DIR_SE);
      if (next < 0)
        next = step (self, FT_FC_DIR_SW);
      break;
    /* The keypad's diagonals: 7 9 1 3. */
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      next = step (self, FT_FC_DIR_NW);
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      next = step (self, FT_FC_DIR_NE);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      next = step (self, FT_FC_DIR_SW);
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      next = step (self, FT_FC_DIR_SE);
      break;
    default:
      ch = gdk_keyval_to_unicode (keyval);
      return ch != 0 && type_ahead (self, ch);
    }
  if (next >= 0)
    ft_flipchain_board_focus_cell (self, next);
  return TRUE;
}

/* --- Public ------------------------------------------------------------ */

GtkWidget *
ft_flipchain_board_new (void)
{
  return g_object_new (FT_TYPE_FLIPCHAIN_BOARD, NULL);
}

void
ft_flipchain_board_set_position (FtFlipchainBoard *self,
                                 const FtFcBoard  *board,
                                 FtFcColour        to_move)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  g_return_if_fail (board->side >= FT_FC_MIN_SIDE && board->side <= FT_FC_MAX_SIDE);

  if (self->side != board->side)
    {
      build_cells (self, board->side);
      memset (&self->highlight, 0, sizeof self->highlight);
      memset (&self->flipped, 0, sizeof self->flipped);
      memset (&self->loop, 0, sizeof self->loop);
      self->last = -1;
    }
  self->board = *board;
  self->to_move = to_move;
  memset (&self->legal, 0, sizeof self->legal);
  if (to_move != FT_FC_EMPTY)
    ft_fc_board_legal (board, to_move, &self->legal);
  draw (self);
}

gboolean
ft_flipchain_board_set_text (FtFlipchainBoard *self,
                             guint             side,
                             const char       *text,
                             FtFcColour        to_move,
                             GError          **error)
{
  FtFcBoard board;

  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), FALSE);
  if (!ft_fc_board_from_string (&board, side, text, error))
    return FALSE;
  ft_flipchain_board_set_position (self, &board, to_move);
  return TRUE;
}

void
ft_flipchain_board_show_game (FtFlipchainBoard *self,
                              FtFlipchainGame  *game)
{
  guint side = ft_flipchain_game_get_board_side (game);
  FtFcBoard board;
  FtFcColour winner = FT_FC_EMPTY;
  guint to_move = FT_FC_EMPTY;

  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  ft_fc_board_init (&board, side);
  for (guint c = 0; c < ft_fc_geom (side)->n_cells; c++)
    ft_fc_board_set (&board, c, ft_flipchain_game_get_cell (game, c));
  /* The colour of the seat the game waits for, none once it is over. */
  if (ft_game_get_turn (FT_GAME (game)) >= 0)
    to_move = ft_flipchain_game_colour_seat (game, FT_FC_RED) == (guint) ft_game_get_turn (FT_GAME (game))
              ? FT_FC_RED : FT_FC_BLUE;
  ft_flipchain_board_set_position (self, &board, (FtFcColour) to_move);
  /* The model's legal cells (none once the game is over). */
  ft_flipchain_game_get_legal (game, &self->legal);

  self->last = -1;
  memset (&self->flipped, 0, sizeof self->flipped);
  for (guint c = 0; c < ft_fc_geom (side)->n_cells; c++)
    {
      if (ft_flipchain_game_is_last_move (game, c))
        self->last = (gint) c;
      if (ft_flipchain_game_is_just_flipped (game, c))
        ft_fc_bits_add (&self->flipped, c);
    }
  memset (&self->loop, 0, sizeof self->loop);
  if (ft_flipchain_game_get_status (game, &winner) == FT_FC_WON)
    ft_flipchain_find_loop (&board, winner, &self->loop);
  memset (&self->highlight, 0, sizeof self->highlight);
  draw (self);
}

guint
ft_flipchain_board_get_side (FtFlipchainBoard *self)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), 0);
  return self->side;
}

gboolean
ft_flipchain_board_get_playable (FtFlipchainBoard *self)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), FALSE);
  return self->playable;
}

void
ft_flipchain_board_set_playable (FtFlipchainBoard *self,
                                 gboolean          playable)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  draw (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

void
ft_flipchain_board_set_highlight (FtFlipchainBoard *self,
                                  const FtFcBits   *cells)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  if (cells)
    self->highlight = *cells;
  else
    memset (&self->highlight, 0, sizeof self->highlight);
  draw (self);
}

void
ft_flipchain_board_set_last_move (FtFlipchainBoard *self,
                                  gint              cell,
                                  const FtFcBits   *flipped)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  self->last = cell;
  if (flipped)
    self->flipped = *flipped;
  else
    memset (&self->flipped, 0, sizeof self->flipped);
  draw (self);
}

void
ft_flipchain_board_set_loop (FtFlipchainBoard *self,
                             const FtFcBits   *loop)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  if (loop)
    self->loop = *loop;
  else
    memset (&self->loop, 0, sizeof self->loop);
  draw (self);
}

void
ft_flipchain_board_set_large (FtFlipchainBoard *self,
                              gboolean          large)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_BOARD (self));
  self->large = !!large;
  if (self->side)
    ft_flipchain_board_layout_set_side (FT_FLIPCHAIN_BOARD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                        self->side, (int) natural_cell_size (self));
}

gint
ft_flipchain_board_get_focus_cell (FtFlipchainBoard *self)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), -1);
  return self->focus_cell;
}

gboolean
ft_flipchain_board_focus_cell (FtFlipchainBoard *self,
                               gint              cell)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_BOARD (self), FALSE);
  if (cell < 0 || self->side == 0 || (guint) cell >= ft_fc_geom (self->side)->n_cells)
    return FALSE;
  self->focus_cell = cell;
  return gtk_widget_grab_focus (self->cells[cell]);
}

/* Drops every disc it can while a loop remains: what is left is one
 * loop, the fewest discs that close it. */
gboolean
ft_flipchain_find_loop (const FtFcBoard *board,
                        FtFcColour       colour,
                        FtFcBits        *loop)
{
  const FtFcGeom *geom = ft_fc_geom (board->side);
  FtFcBits set = *ft_fc_board_discs (board, colour);

  memset (loop, 0, sizeof *loop);
  if (!ft_fc_bits_have_loop (geom, &set))
    return FALSE;
  for (guint c = 0; c < geom->n_cells; c++)
    if (ft_fc_bits_has (&set, c))
      {
        ft_fc_bits_remove (&set, c);
        if (!ft_fc_bits_have_loop (geom, &set))
          ft_fc_bits_add (&set, c);
      }
  *loop = set;
  return TRUE;
}

/* --- GObject ----------------------------------------------------------- */

static gboolean
ft_flipchain_board_grab_focus (GtkWidget *widget)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (widget);

  return ft_flipchain_board_focus_cell (self, MAX (self->focus_cell, 0));
}

/* Tab comes into the board at the cell last focused, and leaves it. */
static gboolean
ft_flipchain_board_focus (GtkWidget        *widget,
                          GtkDirectionType  direction)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (widget);
  GtkWidget *focus = gtk_widget_get_focus_child (widget);

  if (self->side == 0)
    return FALSE;
  if (focus != NULL && (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD))
    return FALSE;
  if (focus == NULL)
    return ft_flipchain_board_grab_focus (widget);
  return FALSE;
}

static void
ft_flipchain_board_dispose (GObject *object)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (object);

  for (guint i = 0; i < FT_FC_MAX_CELLS; i++)
    g_clear_pointer (&self->cells[i], gtk_widget_unparent);
  if (self->labels)
    g_ptr_array_set_size (self->labels, 0);

  G_OBJECT_CLASS (ft_flipchain_board_parent_class)->dispose (object);
}

static void
ft_flipchain_board_finalize (GObject *object)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (object);

  g_ptr_array_unref (self->labels);
  g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (ft_flipchain_board_parent_class)->finalize (object);
}

static void
ft_flipchain_board_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (object);

  switch (prop_id)
    {
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipchain_board_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FtFlipchainBoard *self = FT_FLIPCHAIN_BOARD (object);

  switch (prop_id)
    {
    case PROP_PLAYABLE:
      ft_flipchain_board_set_playable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipchain_board_class_init (FtFlipchainBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_flipchain_board_dispose;
  object_class->finalize = ft_flipchain_board_finalize;
  object_class->get_property = ft_flipchain_board_get_property;
  object_class->set_property = ft_flipchain_board_set_property;
  widget_class->grab_focus = ft_flipchain_board_grab_focus;
  widget_class->focus = ft_flipchain_board_focus;

  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A playable board's cell clicked, or Return or Space on it. */
  signals[CELL_ACTIVATED] =
    g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, FT_TYPE_FLIPCHAIN_BOARD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "flipchainboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
ft_flipchain_board_init (FtFlipchainBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->labels = g_ptr_array_new_with_free_func ((GDestroyNotify) gtk_widget_unparent);
  self->typed = g_string_new (NULL);
  self->last = -1;
  self->focus_cell = -1;
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Flipchain board"), -1);
}
