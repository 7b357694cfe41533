/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "flipchain/flipchain-words.h"
#include "ft-flipchain-board.h"
#include "ft-flipchain-game.h"
#include "ft-flipchain-page.h"
#include "ft-page.h"
#include "ft-widgets.h"

/*
 * FtFlipchainPage: the Flipchain board on the game table.
 *
 * The board is an FtFlipchainBoard (cells named for a screen reader,
 * coordinates on its edges, the keys that move on it); the page gives it
 * the model's position and places a disc when a cell is activated.  The
 * last move's cell and flips are marked and announced in one message.
 * S swaps (pie rule, R7); Ctrl+H, Ctrl+Z and Ctrl+N come from the window.
 */

struct _FtFlipchainPage
{
  FtGameTable      parent_instance;

  FtFlipchainGame *game;
  GtkWidget       *board;
  GtkWidget       *main_box;
  GtkWidget       *side_box;
  GtkWidget       *actions;     /* under the board, beside it on a projector */
  GtkWidget       *swap_button;
  GtkWidget       *seats_label;   /* who plays which colour, their discs, who moves */
  gint             focus_at_hint;   /* when a hint's first part came, or -1 */
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

      /* In the learner's terms: who won, and which colour closed the loop. */
      if (ft_game_is_you (game, seat))
        return g_strdup_printf (winner == FT_FC_RED ? _("You win: your red loop is closed.")
                                                    : _("You win: your blue loop is closed."));
      if (ft_game_count_people (game) == 1)
        return g_strdup (winner == FT_FC_RED ? _("You lose: Red closed a loop.")
                                             : _("You lose: Blue closed a loop."));
      /* Translators: "Ana (Blue) wins: Blue closed a loop." */
      return g_strdup_printf (winner == FT_FC_RED ? _("%s wins: Red closed a loop.")
                                                  : _("%s wins: Blue closed a loop."), name);
    }
  if (status == FT_FC_DRAWN)
    return g_strdup (_("The board is full without a loop: a draw."));
  {
    g_autofree char *name = ft_game_seat_name (game, (guint) turn);

    if (!ft_game_is_person (game, (guint) turn))
      /* Translators: "Computer (standard, Blue) is thinking…" */
      return g_strdup_printf (_("%s is thinking…"), name);
    if (ft_flipchain_game_can_swap (self->game))
      return g_strdup_printf (_("%s to move: place a disc, or swap colours (S)."), name);
    /* Translators: "You (Red) to move: place a disc." */
    return g_strdup_printf (_("%s to move: place a disc."), name);
  }
}

/* --- Drawing the board ------------------------------------------------- */

#define BOARD(self) FT_FLIPCHAIN_BOARD ((self)->board)

static void
draw_board (FtFlipchainPage *self)
{
  /* Flipped discs fade to their new colour (style.css), at once under
   * reduce motion. */
  if (ft_game_table_reduce_motion (TABLE (self)))
    gtk_widget_add_css_class (self->board, "instant");
  else
    gtk_widget_remove_css_class (self->board, "instant");
  ft_flipchain_board_set_playable (BOARD (self), ft_game_table_person_acts (TABLE (self)));
  ft_flipchain_board_show_game (BOARD (self), self->game);
}

static gboolean ft_flipchain_page_focus_board (FtGameTable *table);

/* The side panel's seats, as in the other games: "You: Red, 12 discs,
 * to move". */
static void
draw_seats (FtFlipchainPage *self)
{
  FtGame *game = FT_GAME (self->game);
  GString *s = g_string_new (NULL);
  int turn = ft_game_get_turn (game);

  for (guint seat = 0; seat < ft_game_get_n_players (game); seat++)
    {
      FtFcColour colour = ft_flipchain_game_colour_seat (self->game, FT_FC_RED) == seat ? FT_FC_RED : FT_FC_BLUE;
      guint discs = ft_flipchain_game_count_discs (self->game, colour);
      const char *name = ft_game_get_name (game, seat);
      g_autofree char *line = NULL;

      /* Translators: a seat in the side panel: "You: Red, 12 discs" */
      line = g_strdup_printf (colour == FT_FC_RED ? g_dngettext (GETTEXT_PACKAGE, "%s: Red, %u disc", "%s: Red, %u discs", discs)
                                                  : g_dngettext (GETTEXT_PACKAGE, "%s: Blue, %u disc", "%s: Blue, %u discs", discs),
                              name, discs);
      if (s->len > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, line);
      if (turn == (int) seat)
        g_string_append (s, _(", to move"));
    }
  gtk_label_set_text (GTK_LABEL (self->seats_label), s->str);
  g_string_free (s, TRUE);
}

static void
refresh (FtGameTable *table)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);

  if (!ft_game_is_started (FT_GAME (self->game)))
    return;
  self->focus_at_hint = -1;   /* a pending hint went with the position */
  draw_board (self);
  draw_seats (self);
  gtk_widget_set_visible (self->swap_button, ft_flipchain_game_can_swap (self->game) &&
                                             ft_game_table_person_acts (table));
}

/* --- Moves ------------------------------------------------------------- */

static void
cell_activated_cb (FtFlipchainPage *self,
                   guint            cell)
{
  g_autoptr(GError) error = NULL;

  if (!ft_game_table_person_acts (TABLE (self)))
    return;
  if (!ft_flipchain_game_place (self->game, cell, &error))
    ft_game_table_say_error (TABLE (self), error);
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

/* S swaps when the pie rule offers it, before the board takes "s" as a
 * row's letter on the largest board. */
static gboolean
key_pressed_cb (FtFlipchainPage       *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if ((keyval == GDK_KEY_s || keyval == GDK_KEY_S) && ft_flipchain_game_can_swap (self->game) &&
      ft_game_table_person_acts (TABLE (self)))
    {
      swap_clicked_cb (self);
      return TRUE;
    }
  return FALSE;
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
  return ft_fc_hint_advice (hint);
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
    self->focus_at_hint = ft_flipchain_board_get_focus_cell (BOARD (self));
}

static void
hint_shown (FtGameTable *table,
            gpointer     data)
{
  FtFlipchainPage *self = FT_FLIPCHAIN_PAGE (table);
  FtFcHint *hint = data;
  /* A person who moved the focus while the expert thought keeps it. */
  gboolean moved = self->focus_at_hint >= 0 && self->focus_at_hint != ft_flipchain_board_get_focus_cell (BOARD (self));

  self->focus_at_hint = -1;
  FtFcBits cells = { 0 };

  if (!hint->has_expert || hint->expert.move < 0 ||
      hint->side != ft_flipchain_board_get_side (BOARD (self)) || !ft_game_table_person_acts (table))
    return;
  ft_fc_bits_add (&cells, (guint) hint->expert.move);
  ft_flipchain_board_set_highlight (BOARD (self), &cells);
  if (!moved)
    ft_flipchain_board_focus_cell (BOARD (self), hint->expert.move);
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

  return gtk_widget_grab_focus (self->board);
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

static const FtNewGameSpec new_game_spec = {
  .title = N_("New Flipchain Game"),
  .group_title = N_("Players"),
  .description = N_("Place discs of your colour and flip the opponent's; the first to make a loop of their colour wins."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  /* Each seat a person or a computer: two computers may play while a
   * class watches. */
  .seats_title = N_("Seats: the first places Red"),
  .seats_description = N_("Each seat is a person at this screen or a computer player."),
  .width = 640,
  .height = 520,
  .options = {
    { "side", N_("Board side"), N_("Cells along each edge of the hexagon; 5 is the usual board"),
      FT_FC_MIN_SIDE, FT_FC_MAX_SIDE,
      /* Translators: "a board of side 5" */
      N_("a board of side %u") },
    { "pie-rule", N_("Pie rule: a variant, not Mark Steere's rules"),
      N_("After Red's first disc, Blue may swap colours with Red instead of placing: the red disc stays, and its player plays Blue") },
  },
};

/* --- Building ---------------------------------------------------------- */

/* The board's static layout is ft-flipchain-page.ui, the page's template. */
static void
build_game_view (FtFlipchainPage *self)
{
  gtk_box_append (GTK_BOX (self->side_box), ft_game_table_build_log (TABLE (self)));
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

  /* The hint, wider, takes fewer lines; the board takes the height. */
  gtk_widget_set_hexpand (self->side_box, presentation);
  ft_flipchain_board_set_large (BOARD (self), presentation);
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
ft_flipchain_page_class_init (FtFlipchainPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->constructed = ft_flipchain_page_constructed;
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
  table_class->start_default = ft_page_start_against_computer;
  table_class->resumed = resumed;
  table_class->hint_text = hint_text;
  table_class->hint_shown = hint_shown;
  table_class->presentation_changed = presentation_changed;

  gtk_widget_class_set_css_name (widget_class, "flipchainpage");

  g_type_ensure (FT_TYPE_FLIPCHAIN_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/flipchain/ft-flipchain-page.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "board_view", FALSE, G_STRUCT_OFFSET (FtFlipchainPage, board));
  gtk_widget_class_bind_template_child (widget_class, FtFlipchainPage, main_box);
  gtk_widget_class_bind_template_child_full (widget_class, "side", FALSE, G_STRUCT_OFFSET (FtFlipchainPage, side_box));
  gtk_widget_class_bind_template_child (widget_class, FtFlipchainPage, actions);
  gtk_widget_class_bind_template_child (widget_class, FtFlipchainPage, swap_button);
  gtk_widget_class_bind_template_child (widget_class, FtFlipchainPage, seats_label);
  gtk_widget_class_bind_template_callback (widget_class, key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, cell_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, swap_clicked_cb);
}

static void
ft_flipchain_page_init (FtFlipchainPage *self)
{
  self->focus_at_hint = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  build_game_view (self);
}
