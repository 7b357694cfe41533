/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "equation-tile.h"

G_DEFINE_QUARK (ft-eq-text-error-quark, ft_eq_text_error)

static const struct {
  const char *symbol;
  const char *ascii;
} tile_info[FT_EQ_N_TILES] = {
  [FT_EQ_TILE_0]      = { "0", "0" },
  [FT_EQ_TILE_1]      = { "1", "1" },
  [FT_EQ_TILE_PLUS]   = { "+", "+" },
  [FT_EQ_TILE_MINUS]  = { "-", "-" },
  [FT_EQ_TILE_TIMES]  = { "×", "x" },
  [FT_EQ_TILE_DIVIDE] = { "÷", "/" },
  [FT_EQ_TILE_AND]    = { "AND", "AND" },
  [FT_EQ_TILE_OR]     = { "OR", "OR" },
  [FT_EQ_TILE_XOR]    = { "XOR", "XOR" },
  [FT_EQ_TILE_NOT]    = { "NOT", "NOT" },
  [FT_EQ_TILE_EQUALS] = { "=", "=" },
};

/* What is printed on the tile: `×` and `÷` as on the physical tiles. */
const char *
ft_eq_tile_symbol (FtEqTile tile)
{
  g_return_val_if_fail (tile < FT_EQ_N_TILES, "?");
  return tile_info[tile].symbol;
}

/* The same in plain ASCII (`x`, `/`), for terminals and scripts. */
const char *
ft_eq_tile_ascii (FtEqTile tile)
{
  g_return_val_if_fail (tile < FT_EQ_N_TILES, "?");
  return tile_info[tile].ascii;
}

static gboolean
tile_from_word (const char *word,
                FtEqTile   *tile)
{
  /* The words the text form accepts besides the symbols themselves. */
  static const struct { const char *word; FtEqTile tile; } aliases[] = {
    { "x", FT_EQ_TILE_TIMES }, { "X", FT_EQ_TILE_TIMES }, { "*", FT_EQ_TILE_TIMES },
    { "/", FT_EQ_TILE_DIVIDE },
  };

  for (guint i = FT_EQ_TILE_PLUS; i < FT_EQ_N_TILES; i++)
    if (g_ascii_strcasecmp (word, tile_info[i].symbol) == 0)
      {
        *tile = i;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (strcmp (word, aliases[i].word) == 0)
      {
        *tile = aliases[i].tile;
        return TRUE;
      }
  return FALSE;
}

/*
 * Reads a line of tiles written as words separated by white space:
 * `1 0 x 1 0 = 1 0 0`.  A word made only of 0 and 1 stands for that many
 * digit tiles (`10 x 10 = 100` is the same line).  The operators are
 * `+ - x × * / ÷ AND OR XOR NOT =` (the words in any case).  An empty text
 * is a line of no tiles; the checker, not the text form, rejects it.
 */
gboolean
ft_eq_tiles_from_string (const char  *text,
                         guint8       tiles[FT_EQ_MAX_TILES],
                         guint       *n_tiles,
                         GError     **error)
{
  g_auto(GStrv) words = NULL;
  guint n = 0, word_no = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  words = g_strsplit_set (text, " \t\r\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      FtEqTile tile;

      if (*w == '\0')
        continue;
      word_no++;

      if (strspn (w, "01") == strlen (w))
        {
          for (const char *c = w; *c; c++)
            {
              if (n == FT_EQ_MAX_TILES)
                goto too_long;
              tiles[n++] = *c == '1' ? FT_EQ_TILE_1 : FT_EQ_TILE_0;
            }
          continue;
        }

      if (!tile_from_word (w, &tile))
        {
          g_autofree char *shown = g_utf8_make_valid (w, -1);

          g_set_error (error, FT_EQ_TEXT_ERROR, FT_EQ_TEXT_ERROR_UNKNOWN_WORD,
                       /* Translators: the list names the tiles one may type */
                       _("word %u, “%s”, is not a tile (tiles are 0 1 + - x / AND OR XOR NOT =)"),
                       word_no, shown);
          return FALSE;
        }
      if (n == FT_EQ_MAX_TILES)
        goto too_long;
      tiles[n++] = tile;
    }

  *n_tiles = n;
  return TRUE;

too_long:
  g_set_error (error, FT_EQ_TEXT_ERROR, FT_EQ_TEXT_ERROR_TOO_LONG,
               _("more than %u tiles: a line of the board holds at most %u"),
               FT_EQ_MAX_TILES, FT_EQ_MAX_TILES);
  return FALSE;
}

static char *
tiles_join (const guint8 *tiles,
            guint         n_tiles,
            gboolean      ascii)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n_tiles; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      /* The checker judges any bytes (FT_EQ_FAULT_BAD_TILE), so the lines
       * it explains may hold values that are no tile. */
      if (tiles[i] >= FT_EQ_N_TILES)
        g_string_append_c (s, '?');
      else
        g_string_append (s, ascii ? ft_eq_tile_ascii (tiles[i]) : ft_eq_tile_symbol (tiles[i]));
    }
  return g_string_free (s, FALSE);
}

/* One word per tile, with the tiles' own symbols: `1 0 × 1 0 = 1 0 0`. */
char *
ft_eq_tiles_to_string (const guint8 *tiles,
                       guint         n_tiles)
{
  return tiles_join (tiles, n_tiles, FALSE);
}

/* One word per tile in ASCII: `1 0 x 1 0 = 1 0 0`. */
char *
ft_eq_tiles_to_ascii (const guint8 *tiles,
                      guint         n_tiles)
{
  return tiles_join (tiles, n_tiles, TRUE);
}

/* The digits of tiles @first … @end - 1 as one number, `001`. */
char *
ft_eq_digits_to_string (const guint8 *tiles,
                        guint         first,
                        guint         end)
{
  char *s = g_malloc (end - first + 1);

  for (guint i = first; i < end; i++)
    s[i - first] = tiles[i] == FT_EQ_TILE_1 ? '1' : tiles[i] == FT_EQ_TILE_0 ? '0' : '?';
  s[end - first] = '\0';
  return s;
}
