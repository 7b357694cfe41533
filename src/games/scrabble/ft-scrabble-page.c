/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "scrabble/scrabble-words.h"
#include "ft-scrabble-board-view.h"
#include "ft-scrabble-page.h"
#include "ft-scrabble-page-private.h"
#include "ft-scrabble-square.h"
#include "ft-page.h"
#include "ft-widgets.h"

/*
 * FtScrabblePage: Binary Number Scrabble on screen.
 *
 * The page shows its model and turns keys and clicks into the model's
 * moves; the play being built lives in the model.  Keys (help/scrabble):
 *
 *   arrows          move the cursor on the board (the board's own)
 *   Tab             to the rack and the controls, and back to the cursor
 *   Space           on the board: the direction, across or down
 *   0 1 = + - * x / a o n X   put that tile of your rack on the cursor
 *                   (x is times and X is XOR, as in the equation workbench)
 *   ? then a key    put a blank standing for that tile
 *   Backspace       take back the tile under or before the cursor
 *   Return          play the tiles put down
 *   E, P            exchange (type the tiles to give back, then Return); pass
 *   Ctrl+H, Ctrl+Z  hint; take back your play (the table's)
 */

struct _FtScrabblePage
{
  FtGameTable     parent_instance;

  FtScrabbleGame *game;
  gboolean        blank_next;   /* `?` was typed */
  gboolean        exchanging;
  guint8          give[FT_SCRABBLE_RACK_SIZE];  /* the tiles chosen for an exchange */
  guint           n_give;

  GtkWidget      *left;         /* the board, and in a window the play below it */
  GtkWidget      *side;
  GtkWidget      *status;
  GtkWidget      *play_box;     /* what the play scores, the rack */
  GtkWidget      *board;        /* an FtScrabbleBoard: the cursor is its own */
  GtkWidget      *rack_box;
  GtkWidget      *live_label;
  GtkWidget      *bag_label;
  GtkWidget      *scores_label;
  GtkWidget      *racks_label;
  GtkWidget      *result;       /* the game's end: a table of the scores */
};

G_DEFINE_FINAL_TYPE (FtScrabblePage, ft_scrabble_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)

/* --- Drawing ----------------------------------------------------------- */

static char *
status_text (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);
  const char *name;

  if (!ft_game_is_started (FT_GAME (self->game)))
    return g_strdup (_("Start a new game with Ctrl+N."));
  if (ft_game_is_over (FT_GAME (self->game)))
    return ft_scrabble_page_result_title (self->game);
  name = ft_game_get_name (FT_GAME (self->game), ft_scrabble_game_get_current (self->game));
  if (!ft_game_waits_for_person (FT_GAME (self->game)))
    return g_strdup_printf (_("%s is playing…"), name);
  if (ft_game_table_needs_pass_screen (table))
    return g_strdup_printf (_("Pass to %s."), name);
  if (self->exchanging)
    return g_strdup_printf (_("%s: type the tiles to give back, then press Return; Escape cancels."), name);
  return g_strdup_printf (_("%s: put tiles on the board by typing them, then press Return. E exchanges, P passes."),
                          name);
}

#define BOARD(self) FT_SCRABBLE_BOARD_VIEW ((self)->board)

static void
draw_board (FtScrabblePage *self)
{
  ft_scrabble_board_view_set_playable (BOARD (self), ft_game_is_started (FT_GAME (self->game)) &&
                                                ft_game_waits_for_person (FT_GAME (self->game)) &&
                                                !ft_game_table_needs_pass_screen (TABLE (self)));
  ft_scrabble_board_view_show_game (BOARD (self), self->game);
}

static void rack_clicked_cb (FtScrabblePage *self, GtkButton *button);

static void
draw_rack (FtScrabblePage *self)
{
  guint8 left[FT_SCRABBLE_RACK_SIZE];
  guint n_left = 0;
  guint viewer = ft_game_table_viewer (TABLE (self));
  gboolean shown = ft_game_is_started (FT_GAME (self->game)) &&
                   ft_game_waits_for_person (FT_GAME (self->game)) &&
                   !ft_game_table_needs_pass_screen (TABLE (self));

  guint8 marked[FT_SCRABBLE_N_KINDS] = { 0 };   /* of each kind, marked so far */

  ft_widget_remove_children (self->rack_box);
  if (shown)
    n_left = ft_scrabble_game_get_tiles_left (self->game, left);
  else if (ft_game_is_started (FT_GAME (self->game)) && viewer < ft_game_get_n_players (FT_GAME (self->game)))
    n_left = ft_scrabble_game_get_rack (self->game, viewer, left);
  for (guint i = 0; i < n_left; i++)
    {
      guint kind = left[i];
      GtkWidget *button = gtk_button_new ();
      g_autofree char *name = NULL;
      guint n_chosen = 0;
      gboolean chosen;
      g_autofree char *points = g_strdup_printf ("%u", ft_scrabble_kind_points (kind));
      GtkWidget *overlay = gtk_overlay_new ();
      GtkWidget *corner = gtk_label_new (points);

      /* As many tiles of a kind marked as were chosen of it. */
      for (guint j = 0; j < self->n_give; j++)
        n_chosen += self->give[j] == kind;
      chosen = self->exchanging && marked[kind] < n_chosen;
      if (chosen)
        marked[kind]++;
      name = kind == FT_SCRABBLE_BLANK ? g_strdup (_("rack tile blank"))
                                       : g_strdup_printf (_("rack tile %s"), ft_scrabble_kind_symbol (kind));
      if (chosen)
        {
          g_autofree char *plain = g_steal_pointer (&name);

          /* Translators: a rack tile chosen for an exchange: "rack tile 1, to give back" */
          name = g_strdup_printf (_("%s, to give back"), plain);
        }
      /* The tile's points in its corner, as on a real tile (its name says the tile). */
      gtk_accessible_update_state (GTK_ACCESSIBLE (overlay), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_overlay_set_child (GTK_OVERLAY (overlay), gtk_label_new (ft_scrabble_kind_symbol (kind)));
      gtk_widget_add_css_class (corner, "tile-points");
      gtk_widget_set_halign (corner, GTK_ALIGN_END);
      gtk_widget_set_valign (corner, GTK_ALIGN_END);
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), corner);
      gtk_button_set_child (GTK_BUTTON (button), overlay);
      ft_widget_set_name (button, name);
      gtk_widget_add_css_class (button, "rack-tile");
      if (chosen)
        gtk_widget_add_css_class (button, "chosen");
      g_object_set_data (G_OBJECT (button), "scrabble-kind", GUINT_TO_POINTER (kind));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (rack_clicked_cb), self);
      gtk_widget_set_sensitive (button, shown);
      gtk_box_append (GTK_BOX (self->rack_box), button);
    }
}

static void
draw_labels (FtScrabblePage *self)
{
  g_autoptr(GString) scores = g_string_new (NULL);
  g_autoptr(GString) racks = g_string_new (NULL);
  g_autofree char *bag = NULL;
  g_autofree char *live = NULL;
  int score = 0;
  g_autofree char *why = NULL;
  gboolean started = ft_game_is_started (FT_GAME (self->game));
  gboolean open = ft_game_table_open_hands (TABLE (self));

  if (!open)
    g_object_get (self->game, "open-racks", &open, NULL);

  for (guint p = 0; started && p < ft_game_get_n_players (FT_GAME (self->game)); p++)
    {
      g_string_append_printf (scores, "%s%s: %d", p ? "\n" : "",
                              ft_game_get_name (FT_GAME (self->game), p), ft_scrabble_game_get_score (self->game, p));
      if (open)
        {
          g_autofree char *rack = ft_scrabble_game_describe_rack (self->game, p);

          g_string_append_printf (racks, "%s%s: %s", p ? "\n" : "",
                                  ft_game_get_name (FT_GAME (self->game), p), rack);
        }
    }
  gtk_label_set_text (GTK_LABEL (self->scores_label), scores->str);
  gtk_label_set_text (GTK_LABEL (self->racks_label), racks->str);
  gtk_widget_set_visible (self->racks_label, racks->len > 0);

  bag = g_strdup_printf (ngettext ("%u tile in the bag", "%u tiles in the bag", ft_scrabble_game_get_n_bag (self->game)),
                         ft_scrabble_game_get_n_bag (self->game));
  gtk_label_set_text (GTK_LABEL (self->bag_label), started ? bag : "");

  if (!started || ft_scrabble_game_get_n_pending (self->game) == 0)
    live = g_strdup (self->exchanging ? _("Exchange: type the tiles to give back.") : "");
  else if (ft_scrabble_game_judge_pending (self->game, &score, &why))
    live = g_strdup_printf (ngettext ("This play scores %d point.", "This play scores %d points.",
                                      (gulong) ABS (score)), score);
  else
    live = g_strdup_printf (_("Not yet a legal play: %s"), why);
  gtk_label_set_text (GTK_LABEL (self->live_label), live);
  gtk_widget_set_visible (self->live_label, *live != '\0');
}

static void
draw_result (FtScrabblePage *self)
{
  FtGame *game = FT_GAME (self->game);
  gboolean over = ft_game_is_started (game) && ft_game_is_over (game);

  gtk_widget_set_visible (self->play_box, !over);
  ft_widget_remove_children (self->result);
  gtk_widget_set_visible (self->result, over);
  if (over)
    ft_scrabble_page_show_result (self->result, self->game);
}

/* A rack tile that had the focus went with the play: the focus goes back
 * to the cursor so the keys keep working. */
static void
keep_focus (FtScrabblePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (root && (focus == NULL || !gtk_widget_get_mapped (focus)) && gtk_widget_get_mapped (self->board))
    ft_scrabble_board_view_focus_cursor (BOARD (self));
}

static void
refresh (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  if (!ft_game_waits_for_person (FT_GAME (self->game)))
    {
      self->exchanging = FALSE;
      self->n_give = 0;
      self->blank_next = FALSE;
    }
  draw_board (self);
  draw_rack (self);
  draw_labels (self);
  draw_result (self);
  keep_focus (self);
}

/* --- Moves ------------------------------------------------------------- */

static void
focus_cursor (FtScrabblePage *self)
{
  ft_scrabble_board_view_focus_cursor (BOARD (self));
}

/* After a tile, the cursor goes on along the direction past squares that
 * hold tiles, as in other Scrabble programs. */
static void
advance (FtScrabblePage *self)
{
  guint cursor = ft_scrabble_board_view_get_cursor (BOARD (self));
  guint dir = ft_scrabble_board_view_get_direction (BOARD (self));
  guint row = cursor / FT_SCRABBLE_SIZE, col = cursor % FT_SCRABBLE_SIZE;

  do
    {
      if (dir == FT_SCRABBLE_ACROSS)
        col++;
      else
        row++;
      if (row >= FT_SCRABBLE_SIZE || col >= FT_SCRABBLE_SIZE)
        return;
    }
  while (ft_scrabble_game_get_cell (self->game, ft_scrabble_square (row, col)) != FT_SCRABBLE_EMPTY ||
         ft_scrabble_game_pending_at (self->game, ft_scrabble_square (row, col)) != FT_SCRABBLE_EMPTY);
  ft_scrabble_board_view_set_cursor (BOARD (self), ft_scrabble_square (row, col), dir);
}

static void
say_error (FtScrabblePage *self,
           const GError   *error)
{
  ft_game_table_say_error (TABLE (self), error);
}

static void
choose_for_exchange (FtScrabblePage *self,
                     guint           kind)
{
  guint8 rack[FT_SCRABBLE_RACK_SIZE];
  guint n = ft_scrabble_game_get_rack (self->game, ft_scrabble_game_get_current (self->game), rack);
  guint have = 0, chosen = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n; i++)
    have += rack[i] == kind;
  for (guint i = 0; i < self->n_give; i++)
    chosen += self->give[i] == kind;
  if (chosen >= have)
    {
      ft_announce (GTK_WIDGET (self), _("Your rack has no such tile left."));
      return;
    }
  self->give[self->n_give++] = (guint8) kind;
  text = g_strdup_printf (ngettext ("%u tile chosen to give back.", "%u tiles chosen to give back.",
                                    self->n_give), self->n_give);
  ft_announce (GTK_WIDGET (self), text);
  draw_labels (self);
  draw_rack (self);
}

static void
put_tile (FtScrabblePage *self,
          guint           kind,
          guint           blank_as)
{
  g_autoptr(GError) error = NULL;

  if (self->exchanging)
    {
      choose_for_exchange (self, kind);
      return;
    }
  if (!ft_scrabble_game_place (self->game, ft_scrabble_board_view_get_cursor (BOARD (self)), kind, blank_as, &error))
    {
      say_error (self, error);
      return;
    }
  {
    g_autofree char *tile = ft_scrabble_tile_words (kind == FT_SCRABBLE_BLANK ? (guint8) (blank_as | FT_SCRABBLE_BLANK_FLAG)
                                                                  : (guint8) kind);
    g_autofree char *text = g_strdup_printf (_("%s put down. %s"), tile,
                                             gtk_label_get_text (GTK_LABEL (self->live_label)));

    advance (self);
    ft_announce (GTK_WIDGET (self), text);
  }
  focus_cursor (self);
}

static void
take_back (FtScrabblePage *self)
{
  guint n = ft_scrabble_game_get_n_pending (self->game);

  if (self->exchanging)
    {
      if (self->n_give > 0)
        self->n_give--;
      draw_labels (self);
      draw_rack (self);
      return;
    }
  if (n == 0)
    {
      ft_announce (GTK_WIDGET (self), _("No tile to take back."));
      return;
    }
  /* The tile under the cursor, else the last one put down. */
  if (ft_scrabble_game_pending_at (self->game, ft_scrabble_board_view_get_cursor (BOARD (self))) == FT_SCRABBLE_EMPTY)
    ft_scrabble_board_view_set_cursor (BOARD (self), (guint) ft_scrabble_game_get_last_pending (self->game),
                                  ft_scrabble_board_view_get_direction (BOARD (self)));
  ft_scrabble_game_take_back (self->game, ft_scrabble_board_view_get_cursor (BOARD (self)));
  ft_announce (GTK_WIDGET (self), _("Tile taken back to the rack."));
  focus_cursor (self);
}

static void
play (FtScrabblePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->exchanging)
    {
      guint8 give[FT_SCRABBLE_RACK_SIZE];
      guint n_give = self->n_give;

      memcpy (give, self->give, n_give);
      self->exchanging = FALSE;
      self->n_give = 0;
      if (!ft_scrabble_game_exchange_tiles (self->game, give, n_give, &error))
        {
          say_error (self, error);
          ft_game_table_refresh (TABLE (self));
        }
      return;
    }
  if (!ft_scrabble_game_play (self->game, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Refused: %s"), error->message);

      ft_announce (GTK_WIDGET (self), text);
      gtk_label_set_text (GTK_LABEL (self->live_label), text);
    }
}

static void
pass (FtScrabblePage *self)
{
  g_autoptr(GError) error = NULL;

  ft_scrabble_game_clear_pending (self->game);
  if (!ft_scrabble_game_pass (self->game, &error))
    say_error (self, error);
}

static void
start_exchange (FtScrabblePage *self)
{
  if (!ft_scrabble_game_can_exchange (self->game))
    {
      ft_announce (GTK_WIDGET (self), _("An exchange needs at least 9 tiles in the bag."));
      return;
    }
  ft_scrabble_game_clear_pending (self->game);
  self->exchanging = TRUE;
  self->n_give = 0;
  ft_game_table_refresh (TABLE (self));
  ft_announce (GTK_WIDGET (self), _("Exchange: type the tiles to give back, then press Return; Escape cancels."));
}

static void
rack_clicked_cb (FtScrabblePage *self,
                 GtkButton      *button)
{
  guint kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "scrabble-kind"));

  /* A blank clicked stands for a 1; typing ? then a key picks another. */
  put_tile (self, kind, FT_EQ_TILE_1);
}

static gboolean
key_pressed_cb (FtScrabblePage        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  FtEqTile tile;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  gboolean on_board = focus && gtk_widget_is_ancestor (focus, self->board);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK) || !gtk_widget_get_mapped (self->board) ||
      ft_game_table_needs_pass_screen (TABLE (self)))
    return FALSE;
  /* The game's keys on the board and the rack; elsewhere, the focused control's. */
  if (!on_board && !(focus && gtk_widget_is_ancestor (focus, self->rack_box)))
    return FALSE;
  if (!ft_game_waits_for_person (FT_GAME (self->game)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_space:
      /* On the rack, Space takes the tile like a click. */
      if (!on_board)
        return FALSE;
      {
        guint dir = ft_scrabble_board_view_get_direction (BOARD (self)) == FT_SCRABBLE_ACROSS ? FT_SCRABBLE_DOWN
                                                                                      : FT_SCRABBLE_ACROSS;

        ft_scrabble_board_view_set_cursor (BOARD (self), ft_scrabble_board_view_get_cursor (BOARD (self)), dir);
        ft_announce (GTK_WIDGET (self), dir == FT_SCRABBLE_ACROSS ? _("Tiles go across.") : _("Tiles go down."));
      }
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      play (self);
      return TRUE;
    case GDK_KEY_BackSpace:
      take_back (self);
      return TRUE;
    case GDK_KEY_Escape:
      if (!self->exchanging)
        return FALSE;
      self->exchanging = FALSE;
      self->n_give = 0;
      ft_game_table_refresh (TABLE (self));
      ft_announce (GTK_WIDGET (self), _("Exchange cancelled."));
      return TRUE;
    case GDK_KEY_question:
      self->blank_next = TRUE;
      ft_announce (GTK_WIDGET (self), _("Blank: type the tile it stands for."));
      return TRUE;
    case GDK_KEY_e:
    case GDK_KEY_E:
      if (!self->exchanging)
        {
          start_exchange (self);
          return TRUE;
        }
      break;
    case GDK_KEY_p:
    case GDK_KEY_P:
      if (!self->exchanging)
        {
          pass (self);
          return TRUE;
        }
      break;
    default:
      break;
    }
  /* The same keys as the equation workbench: x is times, X is XOR. */
  if (ft_equation_tile_for_keyval (keyval, &tile))
    {
      gboolean blank = self->blank_next;

      self->blank_next = FALSE;
      put_tile (self, blank ? FT_SCRABBLE_BLANK : tile, tile);
      return TRUE;
    }
  return FALSE;
}

/* --- Hints ------------------------------------------------------------- */

/* The model's hint is its headline, a line, then the reasoning: the
 * headline alone first (announced alone), and asked again, the whole. */
static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtScrabbleHint *hint = data;
  const char *end = strchr (hint->text, '\n');

  if (g_str_equal (mode, "limited"))
    return g_strdup_printf (ngettext ("You have %u legal play.", "You have %u legal plays.", hint->n_plays),
                            hint->n_plays);
  if (level <= 1 && end != NULL && end[1] != '\0')
    /* Translators: after a hint's headline: the reasoning comes on request */
    return g_strdup_printf (_("%.*s Ask for a hint again for the reasoning."), (int) (end - hint->text), hint->text);
  return g_strdup (hint->text);
}

/* The recommended play's first square gets the cursor. */
static void
hint_shown (FtGameTable *table,
            gpointer     data)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);
  FtScrabbleHint *hint = data;

  if (hint->move.kind != FT_SCRABBLE_MOVE_PLAY || hint->move.play.n == 0)
    return;
  ft_scrabble_board_view_set_cursor (BOARD (self), hint->move.play.tiles[0].square, hint->move.play.dir);
  if (ft_game_table_person_acts (table))
    focus_cursor (self);
}

static char *
summary (FtGameTable *table)
{
  return ft_scrabble_page_result_summary (FT_SCRABBLE_PAGE (table)->game);
}

static char *
describe (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);
  g_autofree char *status = status_text (table);

  /* Translators: "Binary Number Scrabble. 79 tiles in the bag. <what to do>" */
  return g_strdup_printf (_("Binary Number Scrabble. %s. %s"),
                          gtk_label_get_text (GTK_LABEL (self->bag_label)), status);
}

/* --- Building ---------------------------------------------------------- */

/* The board's static layout is ft-scrabble-page.ui, the page's template. */
static void
build_game_view (FtScrabblePage *self)
{
  gtk_box_append (GTK_BOX (self->side), ft_game_table_build_log (TABLE (self)));
}

/* --- GObject ----------------------------------------------------------- */

/* A projector is wide and short: the board takes the whole height and what
 * to do, the play and the rack go beside it. */
static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  if (presentation)
    {
      ft_widget_move_in_box (self->status, self->side, NULL);
    }
  else
    {
      ft_widget_move_in_box (self->status, self->left, NULL);
    }
  ft_scrabble_board_view_set_large (BOARD (self), presentation);
  keep_focus (self);
}

static gboolean
focus_board (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  return ft_scrabble_board_view_focus_cursor (BOARD (self));
}

static void
reset (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  ft_scrabble_board_view_set_cursor (BOARD (self), FT_SCRABBLE_CENTRE, FT_SCRABBLE_ACROSS);
  self->exchanging = FALSE;
  self->blank_next = FALSE;
  self->n_give = 0;
}

/* Where the game stands, not only that it goes on. */
static void
resumed (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);
  guint n_bag = ft_scrabble_game_get_n_bag (self->game);
  g_autofree char *text =
    g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game resumed with %u tile left in the bag.",
                                  "Game resumed with %u tiles left in the bag.", n_bag), n_bag);

  ft_game_table_log (table, text, TRUE);
}

static void
ft_scrabble_page_constructed (GObject *object)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (object);

  self->game = FT_SCRABBLE_GAME (ft_game_table_get_game (TABLE (self)));

  G_OBJECT_CLASS (ft_scrabble_page_parent_class)->constructed (object);
}

static const FtNewGameSpec new_game_spec = {
  .title = N_("New Binary Number Scrabble Game"),
  .group_title = N_("Players"),
  .description = N_("Make true binary equations on the board; the highest score wins when the tiles run out."),
  .min_players = FT_SCRABBLE_MIN_PLAYERS,
  .max_players = FT_SCRABBLE_MAX_PLAYERS,
  .default_players = 2,
  .seats_title = N_("Seats, in playing order"),
  .seats_description = N_("Each seat is a person at this screen or a computer player."),
  .names_and_ages = FALSE,
  .width = 760,
  .height = 720,
  .clamp = 700,
  .options = {
    { "order-ltr", N_("Left to Right"), N_("Every operator strictly left to right, instead of NOT, then × ÷, + -, AND, XOR, OR"), 0, 0, NULL },
    { "xor", N_("XOR Tiles"), N_("Four XOR tiles in the bag"), 0, 0, NULL },
    { "no-identity", N_("No Identities"), N_("No × 1, + 0 or - 0"), 0, 0, NULL },
    { "strict-identity", N_("Strict Identities"), N_("Also no AND 1 or OR 0"), 0, 0, NULL },
    { "loose-not-zeros", N_("Loose NOT Zeros"), N_("Any leading zeros after NOT"), 0, 0, NULL },
    { "numbers-alongside", N_("Numbers Alongside"), N_("A run across a play may be a plain number"), 0, 0, NULL },
    { "bingo", N_("50 Bonus"), N_("50 points for playing all 9 tiles"), 0, 0, NULL },
    { "log-bonus", N_("Logarithm Bonus"), N_("Each equation's bonus is log2 of its value, rounded down (9 gives 3), instead of its highest place value (9 gives 8)"), 0, 0, NULL },
    { "open-racks", N_("Open Racks"), N_("Show every rack, for teaching"), 0, 0, NULL },
  },
};

static void
ft_scrabble_page_class_init (FtScrabblePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->constructed = ft_scrabble_page_constructed;
  table_class->title = N_("Binary Number Scrabble");
  table_class->help_id = "scrabble";
  table_class->new_game_spec = &new_game_spec;
  table_class->hides_hands = TRUE;
  table_class->hint_for_mover = TRUE;
  /* Translators: the button that shows the next person's rack; %s is
   * their name */
  table_class->pass_reveal = N_("Show the Tiles of %s");
  table_class->pass_description = N_("The previous player's tiles are hidden. Hand over, then show your tiles.");
  /* The final board stays in view, the scores beside it. */
  table_class->board_ends = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->summary = summary;
  table_class->focus_board = focus_board;
  table_class->start_default = ft_page_start_against_computer;
  table_class->reset = reset;
  table_class->resumed = resumed;
  table_class->hint_text = hint_text;
  table_class->hint_shown = hint_shown;
  table_class->presentation_changed = presentation_changed;

  gtk_widget_class_set_css_name (widget_class, "scrabblepage");

  g_type_ensure (FT_TYPE_SCRABBLE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/scrabble/ft-scrabble-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, left);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, side);
  gtk_widget_class_bind_template_child_full (widget_class, "status_label", FALSE, G_STRUCT_OFFSET (FtScrabblePage, status));
  gtk_widget_class_bind_template_child_full (widget_class, "board_view", FALSE, G_STRUCT_OFFSET (FtScrabblePage, board));
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, play_box);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, live_label);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, rack_box);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, result);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, scores_label);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, bag_label);
  gtk_widget_class_bind_template_child (widget_class, FtScrabblePage, racks_label);
  gtk_widget_class_bind_template_callback (widget_class, key_pressed_cb);
}

static void
ft_scrabble_page_init (FtScrabblePage *self)
{
  ft_scrabble_square_add_css ();
  gtk_widget_init_template (GTK_WIDGET (self));
  build_game_view (self);
}

FtScrabbleGame *
ft_scrabble_page_get_game (FtScrabblePage *self)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_PAGE (self), NULL);
  return self->game;
}

const char *
ft_scrabble_page_get_status (FtScrabblePage *self)
{
  return ft_game_table_get_status (TABLE (self));
}
