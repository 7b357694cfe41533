/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-scrabble-square.h"

/*
 * How Binary Number Scrabble's squares and tiles look and read: the
 * premium marks and classes, a tile and a square in words, the CSS.  The
 * page draws with them; nothing here holds state.
 */

/* A premium square's short mark ("DW"), written on it so that colour is
 * never the only sign; "" for a plain square. */
const char *
ft_scrabble_square_mark (FtScrabblePremium premium)
{
  switch (premium)
    {
    case FT_SCRABBLE_PREMIUM_DL:
      /* Translators: a square's short mark, double letter */
      return C_("square", "DL");
    case FT_SCRABBLE_PREMIUM_TL:
      return C_("square", "TL");
    case FT_SCRABBLE_PREMIUM_DW:
      return C_("square", "DW");
    case FT_SCRABBLE_PREMIUM_TW:
      return C_("square", "TW");
    default:
      return "";
    }
}

/* A premium square's CSS class, or NULL. */
const char *
ft_scrabble_square_class (FtScrabblePremium premium)
{
  switch (premium)
    {
    case FT_SCRABBLE_PREMIUM_DL:
      return "premium-dl";
    case FT_SCRABBLE_PREMIUM_TL:
      return "premium-tl";
    case FT_SCRABBLE_PREMIUM_DW:
      return "premium-dw";
    case FT_SCRABBLE_PREMIUM_TW:
      return "premium-tw";
    default:
      return NULL;
    }
}

/* A tile in words: "1", "AND", "blank as 1". */
char *
ft_scrabble_tile_words (guint8 cell)
{
  const char *symbol = ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (cell));

  if (FT_SCRABBLE_CELL_IS_BLANK (cell))
    return g_strdup_printf (_("blank as %s"), symbol);
  return g_strdup (symbol);
}

/* A rack tile's symbol: the tile's, "?" for a blank. */
const char *
ft_scrabble_kind_symbol (guint kind)
{
  return kind == FT_SCRABBLE_BLANK ? "?" : ft_eq_tile_symbol (kind);
}

/* A square's accessible name: "row 8, column 8, double word, tile 1,
 * played by Ana", "…, put down, not yet played", "…, empty". */
char *
ft_scrabble_square_name (FtScrabbleGame *game,
                         guint           square)
{
  FtScrabblePremium premium = ft_scrabble_premium (square);
  guint row = square / FT_SCRABBLE_SIZE + 1, col = square % FT_SCRABBLE_SIZE + 1;
  guint8 cell = ft_scrabble_game_get_cell (game, square);
  guint8 pending = ft_scrabble_game_pending_at (game, square);
  const char *kind = premium == FT_SCRABBLE_PREMIUM_NONE ? NULL : ft_scrabble_premium_name (premium);
  g_autofree char *place = kind ? g_strdup_printf (_("row %u, column %u, %s"), row, col, kind)
                                : g_strdup_printf (_("row %u, column %u"), row, col);

  if (cell != FT_SCRABBLE_EMPTY)
    {
      g_autofree char *tile = ft_scrabble_tile_words (cell);
      guint owner = ft_scrabble_game_get_owner (game, square);

      if (ft_game_is_you (FT_GAME (game), owner))
        /* Translators: "row 8, column 8, double word, tile 1, played by you" */
        return g_strdup_printf (_("%s, tile %s, played by you"), place, tile);
      if (owner < ft_game_get_n_players (FT_GAME (game)))
        /* Translators: "row 8, column 8, double word, tile 1, played by Ana" */
        return g_strdup_printf (_("%s, tile %s, played by %s"), place, tile,
                                ft_game_get_name (FT_GAME (game), owner));
      return g_strdup_printf (_("%s, tile %s"), place, tile);
    }
  if (pending != FT_SCRABBLE_EMPTY)
    {
      g_autofree char *tile = ft_scrabble_tile_words (pending);

      return g_strdup_printf (_("%s, tile %s, put down, not yet played"), place, tile);
    }
  return g_strdup_printf (_("%s, empty"), place);
}

/* The squares' looks; the premiums are also written on the squares, so
 * colour is never the only sign. */
static const char css[] =
  "scrabbleboard .scrabble-square { min-width: 18px; min-height: 18px; padding: 0; font-size: 0.7em; }\n"
  "scrabblepage .premium-tw { background: alpha(#e01b24, 0.35); }\n"
  "scrabblepage .premium-dw { background: alpha(#f66151, 0.2); }\n"
  "scrabblepage .premium-tl { background: alpha(#1c71d8, 0.35); }\n"
  "scrabblepage .premium-dl { background: alpha(#62a0ea, 0.2); }\n"
  "scrabbleboard .scrabble-square.tile { background: #f8e45c; color: #241f31; font-weight: bold; font-size: 0.85em; }\n"
  "scrabbleboard .scrabble-square.pending { background: #fff3a0; color: #241f31; font-weight: bold;"
  " outline: 2px dashed #986a44; outline-offset: -2px; }\n"
  "scrabbleboard .scrabble-square.cursor { outline: 3px solid @accent_color; outline-offset: -3px; }\n"
  "scrabblepage .rack-tile { min-width: 34px; font-weight: bold; }\n"
  "scrabblepage .rack-tile .tile-points { font-size: 9px; font-weight: normal; margin: 0 -6px -4px 0; }\n"
  /* Chosen to give back: crossed through and outlined, and said in its name. */
  "scrabblepage .rack-tile.chosen { background: alpha(#e01b24, 0.25); box-shadow: inset 0 0 0 2px #c01c28;"
  " text-decoration: line-through; }\n"
  "scrabbleboard .scrabble-square.long { font-size: 0.55em; }\n"
  /* The coordinates along the edges, a tile's points in its corner as on
   * a real tile, the direction arrow at the cursor, a hint's squares. */
  "scrabbleboard .scrabble-coordinate { font-size: 0.7em; font-weight: bold; color: alpha(currentColor, 0.7); }\n"
  "scrabbleboard .tile-points { font-size: 9px; font-weight: normal; margin: 0 2px 0 0; }\n"
  "scrabbleboard .cursor-arrow { font-size: 14px; font-weight: bold; color: @accent_color; margin: -2px 0 0 2px; }\n"
  "window.presentation scrabbleboard .tile-points { font-size: 12px; }\n"
  "window.presentation scrabbleboard .cursor-arrow { font-size: 20px; }\n"
  "scrabbleboard .scrabble-square.hinted { box-shadow: inset 0 0 0 3px #26a269; }\n"
  /* On a 1280x720 projector the 15 rows fit the height, the 9 rack tiles
   * the width of the panel beside the board; the text stays large.  The
   * squares grow to 38 px where the width allows
   * (ft_scrabble_board_view_set_large()); their least stays the same, so
   * that a projected board fits a phone's width. */
  "window.presentation scrabbleboard .scrabble-square { font-size: 0.75em; }\n"
  "window.presentation scrabbleboard .scrabble-square.tile { font-size: 0.9em; }\n"
  "window.presentation scrabbleboard .scrabble-square.long { font-size: 0.6em; }\n"
  "window.presentation scrabblepage .rack-tile { min-width: 1.4em; padding: 0.1em 0.3em; }\n"
  /* Projected in a phone's width (.ft-narrow, from the window), the 16
   * columns have 20 px each: the squares' text as off the projector
   * (presentation mode's em is 1.75 times larger). */
  "window.presentation.ft-narrow scrabbleboard .scrabble-square { font-size: 0.4em; }\n"
  "window.presentation.ft-narrow scrabbleboard .scrabble-square.tile { font-size: 0.49em; }\n"
  "window.presentation.ft-narrow scrabbleboard .scrabble-square.long { font-size: 0.32em; }\n"
  "window.presentation.ft-narrow scrabbleboard .scrabble-coordinate { font-size: 0.4em; }\n"
  "window.presentation.ft-narrow scrabbleboard .tile-points { font-size: 9px; }\n"
  "window.presentation.ft-narrow scrabbleboard .cursor-arrow { font-size: 14px; }\n"
  /* A tile alone (ft_scrabble_tile_new()): the board's tile, larger. */
  "button.scrabble-square.alone { min-width: 2.6em; min-height: 2.6em; padding: 0; }\n"
  "button.scrabble-square.alone.tile { background: #f8e45c; color: #241f31; font-weight: bold; font-size: 1.1em; }\n"
  "button.scrabble-square.alone.long { font-size: 0.85em; }\n"
  "button.scrabble-square.alone .tile-points { font-size: 9px; font-weight: normal; margin: 0 3px 1px 0; }\n"
  "window.presentation button.scrabble-square.alone .tile-points { font-size: 12px; }\n";

/* Once a display: the squares' and the rack's looks. */
void
ft_scrabble_square_add_css (void)
{
  static GtkCssProvider *provider;
  GdkDisplay *display = gdk_display_get_default ();

  if (provider != NULL || display == NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css, -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
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

GtkWidget *
ft_scrabble_square_new (GtkWidget **text,
                        GtkWidget **points,
                        GtkWidget **arrow)
{
  GtkWidget *button = g_object_new (GTK_TYPE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_GRID_CELL, NULL);
  GtkWidget *overlay = gtk_overlay_new ();

  ft_scrabble_square_add_css ();
  *text = gtk_label_new (NULL);
  *points = gtk_label_new (NULL);
  *arrow = gtk_label_new (NULL);
  gtk_widget_add_css_class (*points, "tile-points");
  gtk_widget_set_halign (*points, GTK_ALIGN_END);
  gtk_widget_set_valign (*points, GTK_ALIGN_END);
  gtk_widget_add_css_class (*arrow, "cursor-arrow");
  gtk_widget_set_halign (*arrow, GTK_ALIGN_START);
  gtk_widget_set_valign (*arrow, GTK_ALIGN_START);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), *text);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), *points);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), *arrow);
  gtk_button_set_child (GTK_BUTTON (button), overlay);
  /* The square's name says all it shows: its inside is not read again. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (overlay), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_add_css_class (button, "scrabble-square");
  return button;
}

/* @cell's symbol and points; a blank is worth nothing, and says so as on
 * a real tile.  AND, XOR: a smaller font keeps the square square. */
void
ft_scrabble_square_set_tile (GtkWidget *square,
                             GtkWidget *text,
                             GtkWidget *points,
                             guint8     cell)
{
  const char *symbol = ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (cell));
  g_autofree char *p = g_strdup_printf ("%u", ft_scrabble_cell_points (cell));

  gtk_label_set_text (GTK_LABEL (text), symbol);
  gtk_label_set_text (GTK_LABEL (points), p);
  set_class (square, "long", g_utf8_strlen (symbol, -1) > 2);
  set_class (square, "blank", FT_SCRABBLE_CELL_IS_BLANK (cell));
}

GtkWidget *
ft_scrabble_tile_new (guint8 cell)
{
  GtkWidget *text, *points, *arrow;
  GtkWidget *tile = ft_scrabble_square_new (&text, &points, &arrow);

  g_return_val_if_fail (cell != FT_SCRABBLE_EMPTY, tile);

  gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (cell)), -1);
  gtk_widget_set_visible (arrow, FALSE);
  ft_scrabble_square_set_tile (tile, text, points, cell);
  gtk_widget_add_css_class (tile, "tile");
  gtk_widget_add_css_class (tile, "alone");
  gtk_widget_set_can_target (tile, FALSE);
  gtk_widget_set_focusable (tile, FALSE);
  return tile;
}
