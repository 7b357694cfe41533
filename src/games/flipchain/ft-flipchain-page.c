/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipchain-board-layout.h"
#include "ft-flipchain-game.h"
#include "ft-flipchain-page.h"
#include "ft-widgets.h"

/*
 * FtFlipchainPage: the Flipchain board on the game table.
 *
 * The hexhex board is drawn to scale: every cell is a round button placed
 * in a GtkFixed at its hex position, so each is a focusable child with its
 * own name for a screen reader ("e5, red disc", "e4, empty, legal, flips
 * 3").  Discs show their colour and their letter (R, B), so colour is
 * never the only sign.  The last move's cell and flips are marked and
 * announced in one message; focusing an empty cell previews what it would
 * flip.  Keys: arrows and Home/Page Up/End/Page Down (the hex diagonals)
 * move the focus, typing a cell name jumps to it, Return or Space places,
 * S swaps (pie rule, R7); Ctrl+H, Ctrl+Z and Ctrl+N come from the window.
 */

#define TYPE_AHEAD_MS 1500

struct _FtFlipchainPage
{
  FtGameTable      parent_instance;

  FtFlipchainGame *game;
  GtkWidget       *fixed;
  GtkWidget       *main_box;
  GtkWidget       *side_box;
  GtkWidget       *actions;     /* under the board, beside it on a projector */
  GtkWidget       *swap_button;
  guint            side;      /* of the cells built, 0 for none */
  GtkWidget       *cells[FT_FC_MAX_CELLS];
  gint             focus_cell;
  gint             focus_at_hint;   /* when a hint's first part came, or -1 */
  GString         *typed;
  gint64           typed_at;
};

G_DEFINE_FINAL_TYPE (FtFlipchainPage, ft_flipchain_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)

/* --- Status ------------------------------------------------------------ */

static char *
status_text (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);
  FtGame *game = FT_GAME (self->game);
  int turn = ft_game_get_turn (game);
  FtFcColour winner;
  FtFcStatus status = ft_flipchain_game_get_status (self->game, &winner);

  if (!ft_game_is_started (game))
    return g_strdup (_("No game yet."));
  if (status == FT_FC_WON)
    {
      guint seat = ft_flipchain_game_colour_seat (self->game, winner);
      g_autofree char *name = ft_game_seat_name (game, seat);

      if (ft_game_is_you (game, seat))
        return g_strdup (_("You win with a loop."));
      /* Translators: "Computer (expert, Blue) wins with a loop." */
      return g_strdup_printf (_("%s wins with a loop."), name);
    }
  if (status == FT_FC_DRAWN)
    return g_strdup (_("The board is full without a loop: a draw."));
  {
    g_autofree char *name = ft_game_seat_name (game, (guint) turn);

    if (!ft_game_is_person (game, (guint) turn))
      /* Translators: "Computer (standard, Blue) is thinking…" */
      return g_strdup_printf (_("%s is thinking…"), name);
    if (ft_flipchain_game_can_swap (self->game))
      return g_strdup_printf (_("%s to move: place a disc, or swap (S)."), name);
    /* Translators: "You (Red) to move: place a disc." */
    return g_strdup_printf (_("%s to move: place a disc."), name);
  }
}

/* --- Drawing the board ------------------------------------------------- */

static void cell_clicked_cb (FtFlipchainPage *self, GtkButton *button);
static void cell_focus_cb (FtFlipchainPage *self, GtkEventControllerFocus *controller);
static void cell_hover_cb (FtFlipchainPage *self, double x, double y, GtkEventControllerMotion *controller);
static void cell_unhover_cb (FtFlipchainPage *self, GtkEventControllerMotion *controller);

static guint
cell_size (guint side)
{
  /* The whole board is about 520 pixels wide at every side, when the
   * width allows. */
  return CLAMP (520 / (2 * side - 1), 26, 56);
}

/* Builds a button for every cell, at its hex position, for a new side. */
static void
build_cells (FtFlipchainPage *self,
             guint            side)
{
  const FtFcGeom *geom = ft_fc_geom (side);

  for (guint i = 0; i < FT_FC_MAX_CELLS; i++)
    if (self->cells[i])
      {
        gtk_box_remove (GTK_BOX (self->fixed), self->cells[i]);
        self->cells[i] = NULL;
      }

  for (guint c = 0; c < geom->n_cells; c++)
    {
      guint row = geom->row_of[c], col = geom->col_of[c];
      GtkWidget *button = gtk_button_new ();
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
      /* Each row half a cell further in, the further from the middle row. */
      ft_flipchain_board_layout_place (button, (guint) ABS ((int) row - (int) (side - 1)) + 2 * col, row);
      gtk_box_append (GTK_BOX (self->fixed), button);
      self->cells[c] = button;
    }
  ft_flipchain_board_layout_set_side (FT_FLIPCHAIN_BOARD_LAYOUT (gtk_widget_get_layout_manager (self->fixed)),
                                      side, (int) cell_size (side));
  self->side = side;
  self->focus_cell = (gint) (geom->n_cells / 2);
}

static char *
cell_accessible_name (FtFlipchainPage *self,
                      guint            c,
                      const FtFcBits  *legal)
{
  g_autofree char *name = ft_fc_cell_name (ft_flipchain_game_get_board_side (self->game), c);
  FtFcColour colour = ft_flipchain_game_get_cell (self->game, c);
  GString *s = g_string_new (name);

  if (colour == FT_FC_RED)
    g_string_append (s, _(", red disc"));
  else if (colour == FT_FC_BLUE)
    g_string_append (s, _(", blue disc"));
  else if (ft_fc_bits_has (legal, c))
    {
      FtFcBits flips;
      guint n = ft_flipchain_game_flips (self->game, c, &flips);

      /* Translators: "e4, empty, legal, flips 3" */
      g_string_append_printf (s, _(", empty, legal, flips %u"), n);
    }
  else
    g_string_append (s, _(", empty"));

  if (ft_flipchain_game_is_last_move (self->game, c))
    g_string_append (s, _(", last move"));
  else if (ft_flipchain_game_is_just_flipped (self->game, c))
    g_string_append (s, _(", just flipped"));
  return g_string_free (s, FALSE);
}

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

/* Marks the cells that a placement on @cell would flip, or none. */
static void
show_preview (FtFlipchainPage *self,
              gint             cell)
{
  FtFcBits flips = { 0 };

  if (cell >= 0)
    ft_flipchain_game_flips (self->game, (guint) cell, &flips);
  for (guint c = 0; c < ft_fc_geom (self->side)->n_cells; c++)
    set_class (self->cells[c], "preview", ft_fc_bits_has (&flips, c));
}

static void
draw_board (FtFlipchainPage *self)
{
  gboolean person = ft_game_table_person_acts (TABLE (self));
  guint side = ft_flipchain_game_get_board_side (self->game);
  FtFcBits legal;

  if (self->side != side)
    build_cells (self, side);
  /* Flipped discs fade to their new colour (style.css), at once under
   * reduce motion. */
  set_class (self->fixed, "instant", ft_game_table_reduce_motion (TABLE (self)));
  ft_flipchain_game_get_legal (self->game, &legal);

  for (guint c = 0; c < ft_fc_geom (self->side)->n_cells; c++)
    {
      GtkWidget *button = self->cells[c];
      FtFcColour colour = ft_flipchain_game_get_cell (self->game, c);
      g_autofree char *a11y = cell_accessible_name (self, c, &legal);

      /* The letter as well as the colour. */
      gtk_button_set_label (GTK_BUTTON (button), colour == FT_FC_RED ? "R" : colour == FT_FC_BLUE ? "B" : "");
      set_class (button, "red", colour == FT_FC_RED);
      set_class (button, "blue", colour == FT_FC_BLUE);
      set_class (button, "legal", person && ft_fc_bits_has (&legal, c));
      set_class (button, "last", ft_flipchain_game_is_last_move (self->game, c));
      set_class (button, "flipped", ft_flipchain_game_is_just_flipped (self->game, c));
      set_class (button, "hinted", FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
  show_preview (self, -1);
}

static gboolean ft_flipchain_page_focus_board (FtGameTable *table);

static void
refresh (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);

  if (!ft_game_is_started (FT_GAME (self->game)))
    return;
  self->focus_at_hint = -1;   /* a pending hint went with the position */
  draw_board (self);
  gtk_widget_set_visible (self->swap_button, ft_flipchain_game_can_swap (self->game) &&
                                             ft_game_table_person_acts (table));
}

/* --- Moves ------------------------------------------------------------- */

static void
place (FtFlipchainPage *self,
       guint            cell)
{
  g_autoptr(GError) error = NULL;

  if (!ft_game_table_person_acts (TABLE (self)))
    return;
  self->focus_cell = (gint) cell;
  if (!ft_flipchain_game_place (self->game, cell, &error))
    ft_game_table_say_error (TABLE (self), error);
}

static void
cell_clicked_cb (FtFlipchainPage *self,
                 GtkButton       *button)
{
  place (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "flipchain-cell")));
}

static void
cell_focus_cb (FtFlipchainPage         *self,
               GtkEventControllerFocus *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "flipchain-cell"));

  self->focus_cell = (gint) cell;
  show_preview (self, ft_game_table_person_acts (TABLE (self)) ? (gint) cell : -1);
}

/* Hovering previews like focusing; leaving goes back to the focused cell. */
static void
cell_hover_cb (FtFlipchainPage          *self,
               double                    x,
               double                    y,
               GtkEventControllerMotion *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint cell = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "flipchain-cell"));

  show_preview (self, ft_game_table_person_acts (TABLE (self)) ? (gint) cell : -1);
}

static void
cell_unhover_cb (FtFlipchainPage          *self,
                 GtkEventControllerMotion *controller)
{
  gint focus = self->focus_cell;
  gboolean focused = focus >= 0 && self->cells[focus] && gtk_widget_has_focus (self->cells[focus]);

  show_preview (self, focused && ft_game_table_person_acts (TABLE (self)) ? focus : -1);
}

static void
swap_clicked_cb (FtFlipchainPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!ft_game_table_person_acts (TABLE (self)))
    return;
  if (!ft_flipchain_game_swap (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
}

static void
focus_cell (FtFlipchainPage *self,
            gint             cell)
{
  if (cell < 0 || self->side == 0 || (guint) cell >= ft_fc_geom (self->side)->n_cells)
    return;
  self->focus_cell = cell;
  gtk_widget_grab_focus (self->cells[cell]);
}

/* The neighbour in @dir, or for Up and Down (@dir < 0) the nearer of the
 * two cells above or below. */
static gint
step (FtFlipchainPage *self,
      FtFcDirection    dir)
{
  const FtFcGeom *geom = ft_fc_geom (self->side);

  return geom->nbr[self->focus_cell][dir];
}

/* Typing a cell name ("e5") jumps to it: a letter starts a name, digits
 * follow; after a pause a letter starts a new one. */
static gboolean
type_ahead (FtFlipchainPage *self,
            gunichar         ch)
{
  gint64 now = g_get_monotonic_time ();
  guint cell;

  if (g_unichar_isalpha (ch))
    g_string_truncate (self->typed, 0);
  else if (!g_unichar_isdigit (ch) || self->typed->len == 0 ||
           now - self->typed_at > TYPE_AHEAD_MS * 1000)
    return FALSE;
  g_string_append_unichar (self->typed, g_unichar_tolower (ch));
  self->typed_at = now;
  if (ft_fc_cell_parse (self->side, self->typed->str, &cell))
    focus_cell (self, (gint) cell);
  return TRUE;
}

static gboolean
key_pressed_cb (FtFlipchainPage       *self,
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
      next = step (self, FT_FC_DIR_W);
      break;
    case GDK_KEY_Right:
      next = step (self, FT_FC_DIR_E);
      break;
    case GDK_KEY_Up:
      next = step (self, FT_FC_DIR_NW);
      if (next < 0)
        next = step (self, FT_FC_DIR_NE);
      break;
    case GDK_KEY_Down:
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
    case GDK_KEY_s:
    case GDK_KEY_S:
      /* S swaps when the pie rule offers it; otherwise "s" is a row's
       * letter on the largest board. */
      if (ft_flipchain_game_can_swap (self->game) && ft_game_table_person_acts (TABLE (self)))
        {
          swap_clicked_cb (self);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    default:
      ch = gdk_keyval_to_unicode (keyval);
      return ch != 0 && type_ahead (self, ch);
    }
  if (next >= 0)
    focus_cell (self, next);
  return TRUE;
}

/* --- Hints ------------------------------------------------------------- */

static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtFcHint *hint = data;

  if (g_str_equal (mode, "limited"))
    {
      g_autofree char *list = ft_fc_cells_to_string (hint->side, &hint->legal);

      /* Translators: a list of cells such as "c3 d4" follows. */
      return g_strdup_printf (_("Legal placements: %s."), list);
    }
  return ft_fc_hint_describe (hint);
}

/* The model's hint in parts (the table shows them): the cursor comes back
 * to where it was when the hint was asked. */
static void
hint_progress_cb (FtFlipchainPage *self,
                  const char      *text,
                  double           fraction)
{
  g_autofree char *mode = ft_game_table_hints_mode (TABLE (self));

  /* The limited hint is the legal placements only: it waits for the end. */
  if (!g_str_equal (mode, "on"))
    return;
  if (self->focus_at_hint < 0)
    self->focus_at_hint = self->focus_cell;
}

static void
hint_shown (FtGameTable *table,
            gpointer     data)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);
  FtFcHint *hint = data;
  /* A person who moved the focus while the expert thought keeps it. */
  gboolean moved = self->focus_at_hint >= 0 && self->focus_at_hint != self->focus_cell;

  self->focus_at_hint = -1;
  if (!hint->has_expert || hint->expert.move < 0 || hint->side != self->side ||
      !ft_game_table_person_acts (table))
    return;
  gtk_widget_add_css_class (self->cells[hint->expert.move], "hinted");
  if (!moved)
    focus_cell (self, hint->expert.move);
}

/* --- FtGameTable ------------------------------------------------------- */

static char *
describe (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);
  g_autofree char *status = status_text (table);

  /* Translators: "Flipchain, side 5, 12 red and 11 blue discs. <what to do>" */
  return g_strdup_printf (_("Flipchain, side %u, %u red and %u blue discs. %s"),
                          ft_flipchain_game_get_board_side (self->game),
                          ft_flipchain_game_count_discs (self->game, FT_FC_RED),
                          ft_flipchain_game_count_discs (self->game, FT_FC_BLUE), status);
}

static gboolean
ft_flipchain_page_focus_board (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);

  if (self->side == 0)
    return FALSE;
  return gtk_widget_grab_focus (self->cells[MAX (self->focus_cell, 0)]);
}

static void
start_default (FtGameTable *table)
{
  FtGameSetup setup = { .n_players = 2 };

  setup.seats[0] = FT_SEAT_PERSON;
  setup.seats[1] = ft_seat_preferred_computer (ft_game_table_get_settings (table));
  ft_game_table_new_game (table, &setup, (guint64) g_get_real_time ());
}

static void
resumed (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game resumed after %u move.",
                                                        "Game resumed after %u moves.",
                                                        ft_flipchain_game_get_n_moves (self->game)),
                                           ft_flipchain_game_get_n_moves (self->game));

  ft_game_table_log (TABLE (self), text, TRUE);
}

static void
reset (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);

  g_string_truncate (self->typed, 0);
}

static const FtNewGameSpec new_game_spec = {
  .title = N_("New Flipchain Game"),
  .group_title = N_("Players"),
  .description = N_("Place discs of your colour and flip the opponent's; the first to make a loop of their colour wins."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .one_opponent = TRUE,
  .width = 640,
  .height = 520,
  .options = {
    { "side", N_("Board side"), N_("Cells along each edge of the hexagon; 5 is the usual board"),
      FT_FC_MIN_SIDE, FT_FC_MAX_SIDE,
      /* Translators: "a board of side 5" */
      N_("a board of side %u") },
    { "pie-rule", N_("Pie rule"), N_("The second player may take the first disc instead of placing") },
  },
};

/* --- Building ---------------------------------------------------------- */

static void
build_game_view (FtFlipchainPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *main_box = self->main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *status = gtk_label_new (NULL);
  GtkWidget *hint = gtk_label_new (NULL);
  GtkWidget *actions = self->actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *side = self->side_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);

  gtk_label_set_wrap (GTK_LABEL (status), TRUE);
  gtk_widget_add_css_class (status, "title-4");
  ft_game_table_set_status_label (TABLE (self), status);
  gtk_box_append (GTK_BOX (main_box), status);

  /* The cells as large as the width allows, down to a readable size. */
  self->fixed = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (self->fixed, ft_flipchain_board_layout_new ());
  gtk_widget_set_halign (self->fixed, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->fixed, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fixed), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Flipchain board"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->fixed);
  /* Narrower, the cells shrink rather than the board scroll sideways. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (main_box), scrolled);

  self->swap_button = ft_pill_button_new (_("Swap"), _("Swap: take the red disc"),
                                          "suggested-action", G_CALLBACK (swap_clicked_cb), self);
  gtk_widget_set_tooltip_text (self->swap_button, _("Swap: take the red disc (S)"));
  gtk_widget_set_halign (actions, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (actions), self->swap_button);
  gtk_box_append (GTK_BOX (main_box), actions);

  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "ft-hint");
  ft_game_table_set_hint_label (TABLE (self), hint);
  gtk_widget_set_size_request (side, 260, -1);
  gtk_box_append (GTK_BOX (side), hint);
  gtk_box_append (GTK_BOX (side), ft_game_table_build_log (TABLE (self)));

  gtk_box_append (GTK_BOX (box), main_box);
  gtk_box_append (GTK_BOX (box), side);

  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (box, keys);
  ft_game_table_set_side (TABLE (self), side);
  ft_game_table_set_board (TABLE (self), box);
}

/* --- GObject ----------------------------------------------------------- */

/* A projector is short: the board keeps the height and Swap goes
 * beside it, above the hint, so a two-line status cannot push it out of
 * view. */
static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);

  /* The hint, wider, takes fewer lines. */
  gtk_widget_set_hexpand (self->side_box, presentation);
  if (presentation)
    {
      ft_widget_move_in_box (self->actions, self->side_box, NULL);
      gtk_widget_set_halign (self->actions, GTK_ALIGN_START);
    }
  else
    {
      ft_widget_move_in_box (self->actions, self->main_box, gtk_widget_get_last_child (self->main_box));
      gtk_widget_set_halign (self->actions, GTK_ALIGN_CENTER);
    }
}

static void
ft_flipchain_page_constructed (GObject *object)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (object);

  self->game = FT_FLIPCHAIN_GAME (ft_game_table_get_game (TABLE (self)));
  g_signal_connect_object (self->game, "hint-progress", G_CALLBACK (hint_progress_cb), self, G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (ft_flipchain_page_parent_class)->constructed (object);
}

static void
ft_flipchain_page_finalize (GObject *object)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (object);

  g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (ft_flipchain_page_parent_class)->finalize (object);
}

static void
ft_flipchain_page_class_init (FtFlipchainPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->constructed = ft_flipchain_page_constructed;
  object_class->finalize = ft_flipchain_page_finalize;
  table_class->title = N_("Flipchain");
  table_class->help_id = "flipchain";
  table_class->new_game_spec = &new_game_spec;
  table_class->hint_for_mover = TRUE;
  /* The final board, with its loop, stays in view. */
  table_class->board_ends = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->focus_board = ft_flipchain_page_focus_board;
  table_class->start_default = start_default;
  table_class->resumed = resumed;
  table_class->reset = reset;
  table_class->hint_text = hint_text;
  table_class->hint_shown = hint_shown;
  table_class->presentation_changed = presentation_changed;

  gtk_widget_class_set_css_name (widget_class, "flipchainpage");
}

static void
ft_flipchain_page_init (FtFlipchainPage *self)
{
  self->typed = g_string_new (NULL);
  self->focus_at_hint = -1;
  build_game_view (self);
}
