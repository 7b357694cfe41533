/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "scrabble/scrabble-board.h"

G_DEFINE_QUARK (ft-scrabble-text-error-quark, ft_scrabble_text_error)

/* scrabble R3: the standard layout.  T triple word, D double word (the
 * centre star is one), t triple letter, d double letter. */
static const char layout[FT_SCRABBLE_SIZE][FT_SCRABBLE_SIZE + 1] = {
  "T..d...T...d..T",
  ".D...t...t...D.",
  "..D...d.d...D..",
  "d..D...d...D..d",
  "....D.....D....",
  ".t...t...t...t.",
  "..d...d.d...d..",
  "T..d...D...d..T",
  "..d...d.d...d..",
  ".t...t...t...t.",
  "....D.....D....",
  "d..D...d...D..d",
  "..D...d.d...D..",
  ".D...t...t...D.",
  "T..d...T...d..T",
};

/* scrabble R1: points and counts, by kind (FtEqTile, then the blank). */
static const guint8 kind_points[FT_SCRABBLE_N_KINDS] = {
  [FT_EQ_TILE_0] = 1, [FT_EQ_TILE_1] = 1, [FT_EQ_TILE_PLUS] = 1, [FT_EQ_TILE_MINUS] = 1,
  [FT_EQ_TILE_TIMES] = 2, [FT_EQ_TILE_DIVIDE] = 4, [FT_EQ_TILE_AND] = 1, [FT_EQ_TILE_OR] = 1,
  [FT_EQ_TILE_XOR] = 1, [FT_EQ_TILE_NOT] = 1, [FT_EQ_TILE_EQUALS] = 1, [FT_SCRABBLE_BLANK] = 0,
};

static const guint8 kind_counts[FT_SCRABBLE_N_KINDS] = {
  [FT_EQ_TILE_0] = 28, [FT_EQ_TILE_1] = 28, [FT_EQ_TILE_PLUS] = 5, [FT_EQ_TILE_MINUS] = 5,
  [FT_EQ_TILE_TIMES] = 3, [FT_EQ_TILE_DIVIDE] = 2, [FT_EQ_TILE_AND] = 4, [FT_EQ_TILE_OR] = 4,
  [FT_EQ_TILE_XOR] = 4, [FT_EQ_TILE_NOT] = 4, [FT_EQ_TILE_EQUALS] = 14, [FT_SCRABBLE_BLANK] = 3,
};

void
ft_scrabble_settings_init (FtScrabbleSettings *settings)
{
  memset (settings, 0, sizeof *settings);
  settings->eq.order = FT_EQ_ORDER_STANDARD;
  settings->eq.options = FT_EQ_OPTION_NONE;
  settings->bingo = TRUE;
}

/* The equation engine's words (`standard xor no-identity`), then ours:
 * `numbers-alongside`, `no-bingo`, `log-bonus`. */
char *
ft_scrabble_settings_to_string (const FtScrabbleSettings *settings)
{
  g_autofree char *eq = ft_eq_rules_to_string (&settings->eq);
  GString *s = g_string_new (eq);

  if (settings->numbers_alongside)
    g_string_append (s, " numbers-alongside");
  if (!settings->bingo)
    g_string_append (s, " no-bingo");
  if (settings->log_bonus)
    g_string_append (s, " log-bonus");
  return g_string_free (s, FALSE);
}

gboolean
ft_scrabble_settings_from_string (const char          *text,
                                  FtScrabbleSettings  *settings,
                                  GError             **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t,", -1);
  g_autoptr(GString) rest = g_string_new (NULL);
  FtScrabbleSettings s;

  ft_scrabble_settings_init (&s);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (strcmp (words[i], "numbers-alongside") == 0)
        s.numbers_alongside = TRUE;
      else if (strcmp (words[i], "no-bingo") == 0)
        s.bingo = FALSE;
      else if (strcmp (words[i], "log-bonus") == 0)
        s.log_bonus = TRUE;
      else
        g_string_append_printf (rest, "%s ", words[i]);
    }
  if (!ft_eq_rules_from_string (rest->str, &s.eq, error))
    return FALSE;
  *settings = s;
  return TRUE;
}

FtScrabblePremium
ft_scrabble_premium (guint square)
{
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, FT_SCRABBLE_PREMIUM_NONE);
  switch (layout[square / FT_SCRABBLE_SIZE][square % FT_SCRABBLE_SIZE])
    {
    case 'd':
      return FT_SCRABBLE_PREMIUM_DL;
    case 't':
      return FT_SCRABBLE_PREMIUM_TL;
    case 'D':
      return FT_SCRABBLE_PREMIUM_DW;
    case 'T':
      return FT_SCRABBLE_PREMIUM_TW;
    default:
      return FT_SCRABBLE_PREMIUM_NONE;
    }
}

guint
ft_scrabble_letter_factor (guint square)
{
  switch (ft_scrabble_premium (square))
    {
    case FT_SCRABBLE_PREMIUM_DL:
      return 2;
    case FT_SCRABBLE_PREMIUM_TL:
      return 3;
    default:
      return 1;
    }
}

guint
ft_scrabble_word_factor (guint square)
{
  switch (ft_scrabble_premium (square))
    {
    case FT_SCRABBLE_PREMIUM_DW:
      return 2;
    case FT_SCRABBLE_PREMIUM_TW:
      return 3;
    default:
      return 1;
    }
}

const char *
ft_scrabble_premium_name (FtScrabblePremium premium)
{
  switch (premium)
    {
    case FT_SCRABBLE_PREMIUM_DL:
      return _("double letter");
    case FT_SCRABBLE_PREMIUM_TL:
      return _("triple letter");
    case FT_SCRABBLE_PREMIUM_DW:
      return _("double word");
    case FT_SCRABBLE_PREMIUM_TW:
      return _("triple word");
    default:
      return _("plain square");
    }
}

guint
ft_scrabble_kind_points (guint kind)
{
  g_return_val_if_fail (kind < FT_SCRABBLE_N_KINDS, 0);
  return kind_points[kind];
}

/* A blank scores 0 whatever it stands for (R1). */
guint
ft_scrabble_cell_points (guint8 cell)
{
  if (cell == FT_SCRABBLE_EMPTY || FT_SCRABBLE_CELL_IS_BLANK (cell))
    return 0;
  return ft_scrabble_kind_points (FT_SCRABBLE_CELL_TILE (cell));
}

/* R1: 100 tiles, and 4 XOR more with the option. */
guint
ft_scrabble_bag_count (guint    kind,
                       gboolean xor_option)
{
  g_return_val_if_fail (kind < FT_SCRABBLE_N_KINDS, 0);
  if (kind == FT_EQ_TILE_XOR && !xor_option)
    return 0;
  return kind_counts[kind];
}

void
ft_scrabble_board_clear (FtScrabbleBoard *board)
{
  memset (board->cells, FT_SCRABBLE_EMPTY, sizeof board->cells);
}

gboolean
ft_scrabble_board_is_empty (const FtScrabbleBoard *board)
{
  for (guint i = 0; i < FT_SCRABBLE_N_SQUARES; i++)
    if (board->cells[i] != FT_SCRABBLE_EMPTY)
      return FALSE;
  return TRUE;
}

/* `.` for an empty square; a tile in ASCII (`x`, `/`, `AND`); a blank
 * with `?` after the symbol it stands for (`1?`). */
char *
ft_scrabble_cell_to_string (guint8 cell)
{
  if (cell == FT_SCRABBLE_EMPTY)
    return g_strdup (".");
  if (FT_SCRABBLE_CELL_TILE (cell) >= FT_EQ_N_TILES)
    return g_strdup ("!");
  return g_strconcat (ft_eq_tile_ascii (FT_SCRABBLE_CELL_TILE (cell)),
                      FT_SCRABBLE_CELL_IS_BLANK (cell) ? "?" : "", NULL);
}

/* One tile word: a symbol the equation engine reads (`x`, `×`, `and`…),
 * with a `?` after it for a blank. */
gboolean
ft_scrabble_cell_from_string (const char *word,
                              guint8     *cell)
{
  g_autofree char *copy = g_strdup (word);
  gsize len = strlen (copy);
  gboolean blank = FALSE;
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = 0;

  if (len > 1 && copy[len - 1] == '?')
    {
      blank = TRUE;
      copy[len - 1] = '\0';
    }
  if (*copy == '\0' || strchr (copy, ' ') != NULL ||
      !ft_eq_tiles_from_string (copy, tiles, &n, NULL) || n != 1)
    return FALSE;
  *cell = tiles[0] | (blank ? FT_SCRABBLE_BLANK_FLAG : 0);
  return TRUE;
}

const char *
ft_scrabble_kind_to_string (guint kind)
{
  if (kind == FT_SCRABBLE_BLANK)
    return "?";
  return ft_eq_tile_ascii (kind);
}

/* 15 lines of 15 cells separated by spaces; row 1 first. */
char *
ft_scrabble_board_to_string (const FtScrabbleBoard *board)
{
  GString *s = g_string_new (NULL);

  for (guint r = 0; r < FT_SCRABBLE_SIZE; r++)
    {
      for (guint c = 0; c < FT_SCRABBLE_SIZE; c++)
        {
          g_autofree char *cell = ft_scrabble_cell_to_string (board->cells[ft_scrabble_square (r, c)]);

          if (c > 0)
            g_string_append_c (s, ' ');
          g_string_append (s, cell);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static gboolean
text_error (GError     **error,
            const char  *format,
            ...) G_GNUC_PRINTF (2, 3);

static gboolean
text_error (GError     **error,
            const char  *format,
            ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, FT_SCRABBLE_TEXT_ERROR, FT_SCRABBLE_TEXT_ERROR_INVALID, message);
  return FALSE;
}

/* Blank lines and lines starting with `#` are skipped. */
gboolean
ft_scrabble_board_from_string (FtScrabbleBoard  *board,
                               const char       *text,
                               GError          **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  FtScrabbleBoard b;
  guint row = 0;

  ft_scrabble_board_clear (&b);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;
      const char *line = lines[i];
      guint col = 0;

      while (*line == ' ' || *line == '\t' || *line == '\r')
        line++;
      if (*line == '\0' || *line == '#')
        continue;
      if (row == FT_SCRABBLE_SIZE)
        return text_error (error, _("line %u: the board has 15 rows, this is a 16th"), i + 1);

      words = g_strsplit_set (line, " \t\r", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          guint8 cell;

          if (*words[w] == '\0')
            continue;
          if (col == FT_SCRABBLE_SIZE)
            return text_error (error, _("line %u: more than 15 cells"), i + 1);
          if (strcmp (words[w], ".") == 0)
            cell = FT_SCRABBLE_EMPTY;
          else if (!ft_scrabble_cell_from_string (words[w], &cell))
            {
              g_autofree char *shown = g_utf8_make_valid (words[w], -1);

              return text_error (error,
                                 /* Translators: the list names what a board cell may hold */
                                 _("line %u, cell %u: “%s” is not a tile (. 0 1 = + - x / AND OR NOT XOR, ? after a blank)"),
                                 i + 1, col + 1, shown);
            }
          b.cells[ft_scrabble_square (row, col++)] = cell;
        }
      if (col != FT_SCRABBLE_SIZE)
        return text_error (error, _("line %u: %u cells, a row has 15"), i + 1, col);
      row++;
    }
  if (row != FT_SCRABBLE_SIZE)
    return text_error (error, _("%u rows, the board has 15"), row);
  *board = b;
  return TRUE;
}

char *
ft_scrabble_rack_to_string (const FtScrabbleRack *rack)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rack->n; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, ft_scrabble_kind_to_string (rack->kinds[i]));
    }
  return g_string_free (s, FALSE);
}

/* Tiles separated by spaces, `?` for a blank: `1 0 = NOT AND 1 ?`. */
gboolean
ft_scrabble_rack_from_string (FtScrabbleRack  *rack,
                              const char      *text,
                              GError         **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  FtScrabbleRack r = { 0, };

  for (guint w = 0; words[w] != NULL; w++)
    {
      guint8 tiles[FT_EQ_MAX_TILES];
      guint n = 0;

      if (*words[w] == '\0')
        continue;
      if (strcmp (words[w], "?") == 0)
        {
          tiles[0] = FT_SCRABBLE_BLANK;
          n = 1;
        }
      else if (!ft_eq_tiles_from_string (words[w], tiles, &n, NULL))
        {
          g_autofree char *shown = g_utf8_make_valid (words[w], -1);

          return text_error (error, _("“%s” is not a tile (0 1 = + - x / AND OR NOT XOR, ? for a blank)"),
                             shown);
        }
      for (guint i = 0; i < n; i++)
        {
          if (r.n == FT_SCRABBLE_RACK_SIZE)
            return text_error (error, _("more than %u tiles: a rack holds %u"),
                               FT_SCRABBLE_RACK_SIZE, FT_SCRABBLE_RACK_SIZE);
          r.kinds[r.n++] = tiles[i];
        }
    }
  *rack = r;
  return TRUE;
}

void
ft_scrabble_rack_counts (const FtScrabbleRack *rack,
                         guint8                counts[FT_SCRABBLE_N_KINDS])
{
  memset (counts, 0, FT_SCRABBLE_N_KINDS);
  for (guint i = 0; i < rack->n; i++)
    if (rack->kinds[i] < FT_SCRABBLE_N_KINDS)
      counts[rack->kinds[i]]++;
}

static int
placed_cmp (const void *a,
            const void *b)
{
  return (int) ((const FtScrabblePlaced *) a)->square - (int) ((const FtScrabblePlaced *) b)->square;
}

void
ft_scrabble_play_sort (FtScrabblePlay *play)
{
  qsort (play->tiles, play->n, sizeof play->tiles[0], placed_cmp);
}

/* `ROW COL DIR: r1,c1=T r2,c2=T … score S`, 1-based; `=` is `r,c==`. */
char *
ft_scrabble_play_to_string (const FtScrabblePlay *play)
{
  GString *s = g_string_new (NULL);

  if (play->n == 0)
    return g_string_free (s, FALSE);
  g_string_append_printf (s, "%u %u %s:", play->tiles[0].square / FT_SCRABBLE_SIZE + 1,
                          play->tiles[0].square % FT_SCRABBLE_SIZE + 1,
                          play->dir == FT_SCRABBLE_DOWN ? "down" : "across");
  for (guint i = 0; i < play->n; i++)
    {
      g_autofree char *cell = ft_scrabble_cell_to_string (play->tiles[i].tile);

      g_string_append_printf (s, " %u,%u=%s", play->tiles[i].square / FT_SCRABBLE_SIZE + 1,
                              play->tiles[i].square % FT_SCRABBLE_SIZE + 1, cell);
    }
  g_string_append_printf (s, " score %d", play->score);
  return g_string_free (s, FALSE);
}

static gboolean
parse_coordinate (const char *text,
                  const char *end,
                  guint      *out)
{
  guint v = 0;

  if (text == end || end - text > 2)
    return FALSE;
  for (const char *c = text; c < end; c++)
    {
      if (!g_ascii_isdigit (*c))
        return FALSE;
      v = v * 10 + (*c - '0');
    }
  if (v < 1 || v > FT_SCRABBLE_SIZE)
    return FALSE;
  *out = v - 1;
  return TRUE;
}

/*
 * Reads the form ft_scrabble_play_to_string() writes; `score S` at the end
 * may be left out (@has_score says whether it was there).  The tiles are
 * sorted; ROW COL must name the first of them and, for 2+ tiles, DIR the
 * line they share when they share one (tiles in no common line are left
 * for the rules to refuse, R4).
 */
gboolean
ft_scrabble_play_from_string (FtScrabblePlay  *play,
                              gboolean        *has_score,
                              const char      *text,
                              GError         **error)
{
  g_auto(GStrv) raw = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  FtScrabblePlay p = { 0, };
  guint row, col, i;
  gboolean scored = FALSE;
  const char *dir;

  for (i = 0; raw[i] != NULL; i++)
    if (*raw[i] != '\0')
      g_ptr_array_add (words, raw[i]);

  if (words->len < 4)
    return text_error (error, _("a play is “ROW COL DIR: r,c=TILE … [score S]”"));
  if (!parse_coordinate (words->pdata[0], (char *) words->pdata[0] + strlen (words->pdata[0]), &row) ||
      !parse_coordinate (words->pdata[1], (char *) words->pdata[1] + strlen (words->pdata[1]), &col))
    return text_error (error, _("ROW and COL are numbers from 1 to 15"));
  dir = words->pdata[2];
  if (strcmp (dir, "across:") == 0)
    p.dir = FT_SCRABBLE_ACROSS;
  else if (strcmp (dir, "down:") == 0)
    p.dir = FT_SCRABBLE_DOWN;
  else
    {
      g_autofree char *shown = g_utf8_make_valid (dir, -1);

      return text_error (error, _("“%s”: the direction is “across:” or “down:”"), shown);
    }

  for (i = 3; i < words->len; i++)
    {
      const char *w = words->pdata[i];
      const char *comma = strchr (w, ',');
      const char *equals = comma != NULL ? strchr (comma, '=') : NULL;
      guint r, c;
      guint8 cell;

      if (strcmp (w, "score") == 0)
        {
          gint64 score;

          if (i + 2 != words->len ||
              !g_ascii_string_to_signed (words->pdata[i + 1], 10, 0, 100000, &score, NULL))
            return text_error (error, _("“score” is followed by the score and nothing else"));
          p.score = (gint32) score;
          scored = TRUE;
          break;
        }
      if (comma == NULL || equals == NULL || !parse_coordinate (w, comma, &r) ||
          !parse_coordinate (comma + 1, equals, &c) ||
          !ft_scrabble_cell_from_string (equals + 1, &cell))
        {
          g_autofree char *shown = g_utf8_make_valid (w, -1);

          return text_error (error, _("“%s” is not a new tile “ROW,COL=TILE” (1-based, TILE 0 1 = + - x / AND OR NOT XOR, ? after a blank)"),
                             shown);
        }
      if (p.n == FT_SCRABBLE_RACK_SIZE)
        return text_error (error, _("more than %u new tiles: a rack holds %u"),
                           FT_SCRABBLE_RACK_SIZE, FT_SCRABBLE_RACK_SIZE);
      p.tiles[p.n].square = ft_scrabble_square (r, c);
      p.tiles[p.n].tile = cell;
      p.n++;
    }
  if (p.n == 0)
    return text_error (error, _("a play puts at least one tile"));

  ft_scrabble_play_sort (&p);
  for (i = 1; i < p.n; i++)
    if (p.tiles[i].square == p.tiles[i - 1].square)
      return text_error (error, _("two tiles on square %u,%u"), p.tiles[i].square / FT_SCRABBLE_SIZE + 1,
                         p.tiles[i].square % FT_SCRABBLE_SIZE + 1);
  if (p.tiles[0].square != ft_scrabble_square (row, col))
    return text_error (error, _("ROW COL is %u %u, but the first new tile is on %u,%u"), row + 1, col + 1,
                       p.tiles[0].square / FT_SCRABBLE_SIZE + 1, p.tiles[0].square % FT_SCRABBLE_SIZE + 1);
  if (p.n > 1)
    {
      gboolean one_row = TRUE, one_col = TRUE;

      for (i = 1; i < p.n; i++)
        {
          one_row &= p.tiles[i].square / FT_SCRABBLE_SIZE == p.tiles[0].square / FT_SCRABBLE_SIZE;
          one_col &= p.tiles[i].square % FT_SCRABBLE_SIZE == p.tiles[0].square % FT_SCRABBLE_SIZE;
        }
      if ((one_row && p.dir != FT_SCRABBLE_ACROSS) || (one_col && p.dir != FT_SCRABBLE_DOWN))
        return text_error (error, one_row ? _("the tiles are in one row: the direction is across")
                                          : _("the tiles are in one column: the direction is down"));
    }
  *play = p;
  if (has_score != NULL)
    *has_score = scored;
  return TRUE;
}

/* The same tiles on the same squares (the score and the direction aside). */
gboolean
ft_scrabble_play_equal (const FtScrabblePlay *a,
                        const FtScrabblePlay *b)
{
  if (a->n != b->n)
    return FALSE;
  for (guint i = 0; i < a->n; i++)
    if (a->tiles[i].square != b->tiles[i].square || a->tiles[i].tile != b->tiles[i].tile)
      return FALSE;
  return TRUE;
}

/* Whether @rack holds the play's tiles (a blank for each blank); @leave,
 * when not NULL, gets what stays on the rack, in the rack's order. */
gboolean
ft_scrabble_play_uses_rack (const FtScrabblePlay *play,
                            const FtScrabbleRack *rack,
                            FtScrabbleRack       *leave)
{
  gboolean used[FT_SCRABBLE_RACK_SIZE] = { FALSE, };
  FtScrabbleRack l = { 0, };

  for (guint i = 0; i < play->n; i++)
    {
      guint8 t = play->tiles[i].tile;
      guint kind = FT_SCRABBLE_CELL_IS_BLANK (t) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (t);
      guint j;

      for (j = 0; j < rack->n; j++)
        if (!used[j] && rack->kinds[j] == kind)
          break;
      if (j == rack->n)
        return FALSE;
      used[j] = TRUE;
    }
  for (guint j = 0; j < rack->n; j++)
    if (!used[j])
      l.kinds[l.n++] = rack->kinds[j];
  if (leave != NULL)
    *leave = l;
  return TRUE;
}
