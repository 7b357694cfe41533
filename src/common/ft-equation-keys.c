/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-equation-keys.h"

gboolean
ft_equation_tile_for_keyval (guint     keyval,
                             FtEqTile *tile)
{
  switch (keyval)
    {
    case GDK_KEY_0: case GDK_KEY_KP_0:
      *tile = FT_EQ_TILE_0;
      return TRUE;
    case GDK_KEY_1: case GDK_KEY_KP_1:
      *tile = FT_EQ_TILE_1;
      return TRUE;
    case GDK_KEY_plus: case GDK_KEY_KP_Add:
      *tile = FT_EQ_TILE_PLUS;
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      *tile = FT_EQ_TILE_MINUS;
      return TRUE;
    case GDK_KEY_x: case GDK_KEY_asterisk: case GDK_KEY_KP_Multiply: case GDK_KEY_multiply:
      *tile = FT_EQ_TILE_TIMES;
      return TRUE;
    case GDK_KEY_slash: case GDK_KEY_KP_Divide: case GDK_KEY_division:
      *tile = FT_EQ_TILE_DIVIDE;
      return TRUE;
    case GDK_KEY_a: case GDK_KEY_A:
      *tile = FT_EQ_TILE_AND;
      return TRUE;
    case GDK_KEY_o: case GDK_KEY_O:
      *tile = FT_EQ_TILE_OR;
      return TRUE;
    case GDK_KEY_X:
      *tile = FT_EQ_TILE_XOR;
      return TRUE;
    case GDK_KEY_n: case GDK_KEY_N:
      *tile = FT_EQ_TILE_NOT;
      return TRUE;
    case GDK_KEY_equal: case GDK_KEY_KP_Equal:
      *tile = FT_EQ_TILE_EQUALS;
      return TRUE;
    default:
      return FALSE;
    }
}

/* The key as the tiles and the help show it. */
const char *
ft_equation_tile_key (FtEqTile tile)
{
  static const char *const keys[FT_EQ_N_TILES] = {
    "0", "1", "+", "-", "x", "/", "a", "o", "Shift+X", "n", "=",
  };

  g_return_val_if_fail (tile < FT_EQ_N_TILES, "");
  return keys[tile];
}

/*
 * A button that adds @tile: its symbol, and its key under it when the key
 * is not the symbol itself.  The tile is in the "tile" data of the button
 * (GUINT_TO_POINTER); the caller connects ::clicked.
 */
GtkWidget *
ft_equation_palette_button_new (FtEqTile tile)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *symbol = gtk_label_new (ft_eq_tile_symbol (tile));
  g_autofree char *name = NULL;

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (symbol, "ft-eq-symbol");
  gtk_box_append (GTK_BOX (box), symbol);
  /* A tile whose key is its own symbol (0 1 + - =) does not repeat it. */
  if (g_strcmp0 (ft_eq_tile_symbol (tile), ft_equation_tile_key (tile)) != 0)
    {
      GtkWidget *key = gtk_label_new (ft_equation_tile_key (tile));

      gtk_widget_add_css_class (key, "ft-eq-key");
      gtk_box_append (GTK_BOX (box), key);
    }
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "ft-eq-tile");
  gtk_widget_add_css_class (button, "ft-eq-palette");
  if (!FT_EQ_TILE_IS_DIGIT (tile))
    gtk_widget_add_css_class (button, "operator");
  g_object_set_data (G_OBJECT (button), "tile", GUINT_TO_POINTER (tile));
  /* Translators: "The tile ×" */
  name = g_strdup_printf (_("The tile %s"), ft_eq_tile_symbol (tile));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  /* The key is the tooltip, which GTK 4.8 reads as the description:
   * "The tile ×", then "Key: x", each said once. */
  {
    /* Translators: a tile's tooltip, "Key: x" */
    g_autofree char *tip = g_strdup_printf (_("Key: %s"), ft_equation_tile_key (tile));

    gtk_widget_set_tooltip_text (button, tip);
  }
  return button;
}
