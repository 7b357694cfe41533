/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "ft-scrabble-board-layout.h"
#include "ft-scrabble-page.h"
#include "ft-scrabble-square.h"
#include "ft-widgets.h"
#include "ft-wrap-layout.h"

/*
 * FtScrabblePage: Binary Number Scrabble on screen.
 *
 * The page shows its model and turns keys and clicks into the model's
 * moves; the play being built lives in the model.  Keys (help/scrabble):
 *
 *   arrows          move the cursor on the board
 *   Tab or Space    toggle the direction, across or down
 *   0 1 = + - * / a o n X   put that tile of your rack on the cursor
 *   ? then a key    put a blank standing for that tile
 *   Backspace       take back the tile under or before the cursor
 *   Return          play the tiles put down
 *   E               exchange: type the tiles to give back, then Return
 *   P               pass
 *   Ctrl+H, Ctrl+Z  hint; take back your play (the table's)
 */

struct _FtScrabblePage
{
  FtGameTable     parent_instance;

  FtScrabbleGame *game;
  guint           cursor;
  guint           dir;          /* FtScrabbleDir */
  gboolean        blank_next;   /* `?` was typed */
  gboolean        exchanging;
  guint8          give[FT_SCRABBLE_RACK_SIZE];  /* the tiles chosen for an exchange */
  guint           n_give;

  GtkWidget      *left;         /* the board, and in a window the play below it */
  GtkWidget      *side;
  GtkWidget      *grid_scroller;
  GtkWidget      *status;
  GtkWidget      *play_box;     /* what the play scores, the rack */
  GtkWidget      *grid;
  GtkWidget      *cells[FT_SCRABBLE_N_SQUARES];
  GtkWidget      *rack_box;
  GtkWidget      *live_label;
  GtkWidget      *bag_label;
  GtkWidget      *scores_label;
  GtkWidget      *racks_label;
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
    {
      const char * const *history = ft_scrabble_game_get_history (self->game);
      guint n = g_strv_length ((char **) history);

      return g_strdup (n ? history[n - 1] : _("The game is over."));
    }
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

static void
draw_board (FtScrabblePage *self)
{
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      GtkWidget *button = self->cells[sq];
      guint8 played = ft_scrabble_game_get_cell (self->game, sq);
      guint8 cell = played;
      guint8 pending = ft_scrabble_game_pending_at (self->game, sq);
      g_autofree char *name = ft_scrabble_square_name (self->game, sq);
      g_autofree char *text = NULL;

      if (cell == FT_SCRABBLE_EMPTY)
        cell = pending;
      if (cell != FT_SCRABBLE_EMPTY)
        text = g_strconcat (ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (cell)),
                            FT_SCRABBLE_CELL_IS_BLANK (cell) ? "?" : "", NULL);
      else
        text = g_strdup (sq == FT_SCRABBLE_CENTRE ? "★" : ft_scrabble_square_mark (ft_scrabble_premium (sq)));
      gtk_button_set_label (GTK_BUTTON (button), text);
      /* AND, XOR?: a smaller font keeps the square square. */
      if (g_utf8_strlen (text, -1) > 2)
        gtk_widget_add_css_class (button, "long");
      else
        gtk_widget_remove_css_class (button, "long");
      ft_widget_set_name (button, name);
      if (pending != FT_SCRABBLE_EMPTY)
        gtk_widget_add_css_class (button, "pending");
      else
        gtk_widget_remove_css_class (button, "pending");
      if (played != FT_SCRABBLE_EMPTY)
        gtk_widget_add_css_class (button, "tile");
      else
        gtk_widget_remove_css_class (button, "tile");
      if (sq == self->cursor)
        gtk_widget_add_css_class (button, "cursor");
      else
        gtk_widget_remove_css_class (button, "cursor");
    }
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

  ft_widget_remove_children (self->rack_box);
  if (shown)
    n_left = ft_scrabble_game_get_tiles_left (self->game, left);
  else if (ft_game_is_started (FT_GAME (self->game)) && viewer < ft_game_get_n_players (FT_GAME (self->game)))
    n_left = ft_scrabble_game_get_rack (self->game, viewer, left);
  for (guint i = 0; i < n_left; i++)
    {
      guint kind = left[i];
      GtkWidget *button = gtk_button_new_with_label (ft_scrabble_kind_symbol (kind));
      g_autofree char *name = NULL;
      gboolean chosen = FALSE;

      for (guint j = 0; j < self->n_give; j++)
        chosen |= self->give[j] == kind;
      name = kind == FT_SCRABBLE_BLANK ? g_strdup (_("rack tile blank"))
                                       : g_strdup_printf (_("rack tile %s"), ft_scrabble_kind_symbol (kind));
      ft_widget_set_name (button, name);
      gtk_widget_add_css_class (button, "rack-tile");
      g_object_set_data (G_OBJECT (button), "scrabble-kind", GUINT_TO_POINTER (kind));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (rack_clicked_cb), self);
      gtk_widget_set_sensitive (button, shown);
      gtk_box_append (GTK_BOX (self->rack_box), button);
    }
  ft_widget_set_name (self->rack_box, _("Your rack"));
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

/* A rack tile that had the focus went with the play: the focus goes back
 * to the cursor so the keys keep working. */
static void
keep_focus (FtScrabblePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (root && (focus == NULL || !gtk_widget_get_mapped (focus)) && gtk_widget_get_mapped (self->grid))
    gtk_widget_grab_focus (self->cells[self->cursor]);
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
  keep_focus (self);
}

/* --- Moves ------------------------------------------------------------- */

static void
focus_cursor (FtScrabblePage *self)
{
  gtk_widget_grab_focus (self->cells[self->cursor]);
}

static void
move_cursor (FtScrabblePage *self,
             int             drow,
             int             dcol)
{
  int row = (int) (self->cursor / FT_SCRABBLE_SIZE) + drow;
  int col = (int) (self->cursor % FT_SCRABBLE_SIZE) + dcol;

  row = CLAMP (row, 0, FT_SCRABBLE_SIZE - 1);
  col = CLAMP (col, 0, FT_SCRABBLE_SIZE - 1);
  self->cursor = ft_scrabble_square ((guint) row, (guint) col);
  draw_board (self);
  focus_cursor (self);
}

/* After a tile, the cursor goes on along the direction past squares that
 * hold tiles, as in other Scrabble programs. */
static void
advance (FtScrabblePage *self)
{
  guint row = self->cursor / FT_SCRABBLE_SIZE, col = self->cursor % FT_SCRABBLE_SIZE;

  do
    {
      if (self->dir == FT_SCRABBLE_ACROSS)
        col++;
      else
        row++;
      if (row >= FT_SCRABBLE_SIZE || col >= FT_SCRABBLE_SIZE)
        return;
    }
  while (ft_scrabble_game_get_cell (self->game, ft_scrabble_square (row, col)) != FT_SCRABBLE_EMPTY ||
         ft_scrabble_game_pending_at (self->game, ft_scrabble_square (row, col)) != FT_SCRABBLE_EMPTY);
  self->cursor = ft_scrabble_square (row, col);
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
  if (!ft_scrabble_game_place (self->game, self->cursor, kind, blank_as, &error))
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
    draw_board (self);
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
      return;
    }
  if (n == 0)
    {
      ft_announce (GTK_WIDGET (self), _("No tile to take back."));
      return;
    }
  /* The tile under the cursor, else the last one put down. */
  if (ft_scrabble_game_pending_at (self->game, self->cursor) == FT_SCRABBLE_EMPTY)
    self->cursor = (guint) ft_scrabble_game_get_last_pending (self->game);
  ft_scrabble_game_take_back (self->game, self->cursor);
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
cell_clicked_cb (FtScrabblePage *self,
                 GtkButton      *button)
{
  self->cursor = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "scrabble-square"));
  draw_board (self);
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

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK) || !gtk_widget_get_mapped (self->grid) ||
      ft_game_table_needs_pass_screen (TABLE (self)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Right:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Up:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Down:
      move_cursor (self, 1, 0);
      return TRUE;
    default:
      break;
    }
  if (!ft_game_waits_for_person (FT_GAME (self->game)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Tab:
    case GDK_KEY_space:
      self->dir = self->dir == FT_SCRABBLE_ACROSS ? FT_SCRABBLE_DOWN : FT_SCRABBLE_ACROSS;
      ft_announce (GTK_WIDGET (self), self->dir == FT_SCRABBLE_ACROSS ? _("Across") : _("Down"));
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
  /* On the board x is XOR and * times, as the tiles are keyed in the
   * issue's list (0 1 = + - * / A O N X); the workbench keeps x for times. */
  if (keyval == GDK_KEY_x)
    keyval = GDK_KEY_X;
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

/* The hint's lines that are not indented: the play, each equation it
 * makes and the total, without the steps and the square-by-square score. */
static char *
hint_summary (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *s = g_string_new (NULL);

  for (guint i = 0; lines[i]; i++)
    if (lines[i][0] != '\0' && lines[i][0] != ' ')
      g_string_append_printf (s, "%s%s", s->len ? "\n" : "", lines[i]);
  return g_string_free (s, FALSE);
}

static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtScrabbleHint *hint = data;

  if (g_str_equal (mode, "limited"))
    return g_strdup_printf (ngettext ("You have %u legal play.", "You have %u legal plays.", hint->n_plays),
                            hint->n_plays);
  /* A projector has no room for the worked steps beside a 15x15 board:
   * the summary, with the cursor on the play's first square. */
  if (ft_game_table_get_presentation (table))
    return hint_summary (hint->text);
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
  self->cursor = hint->move.play.tiles[0].square;
  self->dir = hint->move.play.dir;
  draw_board (self);
  if (ft_game_table_person_acts (table))
    focus_cursor (self);
}

/* The game-over screen's figures: each seat's score. */
static char *
summary (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ft_game_get_n_players (FT_GAME (self->game)); i++)
    {
      int score = ft_scrabble_game_get_score (self->game, i);
      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                              ABS (score)), score);

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: a line of the game-over screen: "Ana: 42 points" */
      g_string_append_printf (text, _("%s: %s"), ft_game_get_name (FT_GAME (self->game), i), points);
    }
  return g_string_free (text, FALSE);
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

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = ft_plain_label_new (text, "heading");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  return label;
}

static void
build_game_view (FtScrabblePage *self)
{
  GtkWidget *board = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *left = self->left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *side = self->side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *status = self->status = ft_wrapped_label_new ("", NULL);
  GtkWidget *hint = ft_wrapped_label_new ("", "ft-hint");
  GtkWidget *square;
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_set_margin_start (board, 18);
  gtk_widget_set_margin_end (board, 18);
  gtk_widget_set_margin_top (board, 12);
  gtk_widget_set_margin_bottom (board, 12);

  self->grid = g_object_new (GTK_TYPE_GRID, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID, NULL);
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 1);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 1);
  gtk_widget_add_css_class (self->grid, "scrabble-board");
  ft_widget_set_name (self->grid, _("Board, 15 rows of 15 squares"));
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      GtkWidget *cell = g_object_new (GTK_TYPE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID_CELL, NULL);
      const char *klass = ft_scrabble_square_class (ft_scrabble_premium (sq));

      gtk_widget_add_css_class (cell, "scrabble-square");
      if (klass)
        gtk_widget_add_css_class (cell, klass);
      g_object_set_data (G_OBJECT (cell), "scrabble-square", GUINT_TO_POINTER (sq));
      g_signal_connect_swapped (cell, "clicked", G_CALLBACK (cell_clicked_cb), self);
      gtk_grid_attach (GTK_GRID (self->grid), cell, (int) (sq % FT_SCRABBLE_SIZE), (int) (sq / FT_SCRABBLE_SIZE), 1, 1);
      self->cells[sq] = cell;
    }
  /* Capture: the keys are the game's wherever the focus is on the page,
   * before a square's button sees them. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_box_append (GTK_BOX (left), status);
  /* Narrower than its smallest squares, the board scrolls sideways, the
   * square with the focus kept in view. */
  self->grid_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->grid_scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->grid_scroller), TRUE);
  /* The board square, its squares as large as the width allows, from a
   * readable minimum (the CSS) up to 34 pixels. */
  square = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (square, ft_scrabble_board_layout_new (FT_SCRABBLE_SIZE * 35 - 1));
  gtk_box_append (GTK_BOX (square), self->grid);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->grid_scroller), square);
  gtk_box_append (GTK_BOX (left), self->grid_scroller);
  self->play_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->live_label = ft_wrapped_label_new ("", NULL);
  gtk_box_append (GTK_BOX (self->play_box), self->live_label);
  gtk_box_append (GTK_BOX (self->play_box), heading (_("Your Rack")));
  self->rack_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  ft_wrap_layout_apply (self->rack_box);
  gtk_box_append (GTK_BOX (self->play_box), self->rack_box);
  gtk_box_append (GTK_BOX (left), self->play_box);

  gtk_box_append (GTK_BOX (side), heading (_("Scores")));
  self->scores_label = ft_wrapped_label_new ("", NULL);
  gtk_box_append (GTK_BOX (side), self->scores_label);
  self->bag_label = ft_wrapped_label_new ("", NULL);
  gtk_box_append (GTK_BOX (side), self->bag_label);
  self->racks_label = ft_wrapped_label_new ("", NULL);
  gtk_box_append (GTK_BOX (side), self->racks_label);
  /* The hint beside the board, as in the other games. */
  gtk_box_append (GTK_BOX (side), hint);
  gtk_box_append (GTK_BOX (side), ft_game_table_build_log (TABLE (self)));
  gtk_widget_set_hexpand (side, TRUE);
  gtk_widget_set_size_request (side, 260, -1);

  gtk_box_append (GTK_BOX (board), left);
  gtk_box_append (GTK_BOX (board), side);
  ft_game_table_set_side (TABLE (self), side);
  ft_game_table_set_board (TABLE (self), board);
  ft_game_table_set_status_label (TABLE (self), status);
  ft_game_table_set_hint_label (TABLE (self), hint);
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
      ft_widget_move_in_box (self->play_box, self->side, self->status);
    }
  else
    {
      ft_widget_move_in_box (self->status, self->left, NULL);
      ft_widget_move_in_box (self->play_box, self->left, self->grid_scroller);
    }
  keep_focus (self);
}

static gboolean
focus_board (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  return gtk_widget_grab_focus (self->cells[self->cursor]);
}

/* You against one computer player of the preferred strength. */
static void
start_default (FtGameTable *table)
{
  FtGameSetup setup = { .n_players = 2 };

  setup.seats[0] = FT_SEAT_PERSON;
  setup.seats[1] = ft_seat_preferred_computer (ft_game_table_get_settings (table));
  ft_game_table_new_game (table, &setup, (guint64) g_get_real_time ());
}

static void
reset (FtGameTable *table)
{
  FtScrabblePage *self = FT_SCRABBLE_PAGE (table);

  self->cursor = FT_SCRABBLE_CENTRE;
  self->dir = FT_SCRABBLE_ACROSS;
  self->exchanging = FALSE;
  self->blank_next = FALSE;
  self->n_give = 0;
}

static void
resumed (FtGameTable *table)
{
  ft_game_table_log (table, _("Game resumed."), TRUE);
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
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->summary = summary;
  table_class->focus_board = focus_board;
  table_class->start_default = start_default;
  table_class->reset = reset;
  table_class->resumed = resumed;
  table_class->hint_text = hint_text;
  table_class->hint_shown = hint_shown;
  table_class->presentation_changed = presentation_changed;

  gtk_widget_class_set_css_name (widget_class, "scrabblepage");
}

static void
ft_scrabble_page_init (FtScrabblePage *self)
{
  self->cursor = FT_SCRABBLE_CENTRE;
  ft_scrabble_square_add_css ();
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
