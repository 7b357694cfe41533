/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

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
