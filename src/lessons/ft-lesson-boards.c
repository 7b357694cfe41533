/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "ft-lesson-private.h"
#include "scrabble/scrabble-rules.h"
#include "scrabble/scrabble-words.h"

/*
 * The lessons' boards: a position a step shows (<board>) and the two
 * exercises answered on a board, Flipchain's "which discs flip?" (flips)
 * and Binary Number Scrabble's "which tile makes the play correct?"
 * (place-tile).  GLib only, like the rest of the reader: every answer a
 * lesson writes is checked here against the games' own engines, so that
 * a lesson whose answer is wrong does not load (and `flip-tutor-cli
 * lesson check` says why).
 */

static gboolean
fault (GError    **error,
       const char *format,
       ...) G_GNUC_PRINTF (2, 3);

static gboolean
fault (GError    **error,
       const char *format,
       ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, message);
  return FALSE;
}

/* --- Flipchain ---------------------------------------------------------- */

/* Cell names separated by spaces or commas: "c2 c3, d1". */
static gboolean
parse_cells (guint       side,
             const char *text,
             const char *what,
             FtFcBits   *out,
             GError    **error)
{
  g_auto(GStrv) words = g_strsplit_set (text ? text : "", " ,\t\n", -1);

  memset (out, 0, sizeof *out);
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint cell;

      if (*words[i] == '\0')
        continue;
      if (!ft_fc_cell_parse (side, words[i], &cell))
        return fault (error, "%s=“%s”: “%s” is not a cell of a board of side %u", what, text, words[i], side);
      ft_fc_bits_add (out, cell);
    }
  return TRUE;
}

static gboolean
parse_side (const char *text,
            guint      *side,
            GError    **error)
{
  *side = text ? (guint) atoi (text) : FT_FC_MIN_SIDE;
  if (*side < FT_FC_MIN_SIDE || *side > FT_FC_MAX_SIDE)
    return fault (error, "side=“%s”: a Flipchain board has %u to %u cells a side", text,
                  FT_FC_MIN_SIDE, FT_FC_MAX_SIDE);
  return TRUE;
}

static gboolean
flipchain_position (FtLessonBoard *board,
                    const char    *side_text,
                    const char    *red,
                    const char    *blue,
                    const char    *mark,
                    GError       **error)
{
  FtFcBits reds, blues, marks;
  guint side;

  board->game = FT_LESSON_BOARD_FLIPCHAIN;
  if (!parse_side (side_text, &side, error) ||
      !parse_cells (side, red, "red", &reds, error) ||
      !parse_cells (side, blue, "blue", &blues, error) ||
      !parse_cells (side, mark, "mark", &marks, error))
    return FALSE;

  ft_fc_board_init (&board->flipchain, side);
  FT_FC_BITS_FOREACH (cell, &reds)
    ft_fc_board_set (&board->flipchain, cell, FT_FC_RED);
  FT_FC_BITS_FOREACH (cell, &blues)
    {
      if (ft_fc_bits_has (&reds, cell))
        {
          g_autofree char *name = ft_fc_cell_name (side, cell);

          return fault (error, "%s is both red and blue", name);
        }
      ft_fc_board_set (&board->flipchain, cell, FT_FC_BLUE);
    }
  FT_FC_BITS_FOREACH (cell, &marks)
    if (board->n_marks < FT_LESSON_MAX_MARKS)
      board->marks[board->n_marks++] = cell;
  return TRUE;
}

/* --- Binary Number Scrabble --------------------------------------------- */

/* A square as players write it: the column's letter, then the row, "G8". */
static gboolean
parse_square (const char *text,
              guint      *square)
{
  char column;
  guint64 row;

  if (text == NULL)
    return FALSE;
  while (*text == ' ')
    text++;
  column = g_ascii_toupper (*text);
  if (column < 'A' || column >= 'A' + FT_SCRABBLE_SIZE ||
      !g_ascii_string_to_unsigned (text + 1, 10, 1, FT_SCRABBLE_SIZE, &row, NULL))
    return FALSE;
  *square = ft_scrabble_square (row - 1, column - 'A');
  return TRUE;
}

/* Lines of tiles separated by ";", each "G8 across: 1 + 1 = 1 0" (its
 * first square, its direction, its tiles; "." leaves a square empty),
 * put on @cells. */
static gboolean
parse_lines (const char *text,
             const char *what,
             guint8      cells[FT_SCRABBLE_N_SQUARES],
             GError    **error)
{
  g_auto(GStrv) lines = g_strsplit (text ? text : "", ";", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));
      g_autofree char *head = NULL;
      g_auto(GStrv) words = NULL;
      g_auto(GStrv) start = NULL;
      const char *colon = strchr (line, ':');
      guint square, k = 0;
      gboolean across;

      if (*line == '\0')
        continue;
      if (colon == NULL)
        return fault (error, "%s=“%s”: a line of tiles is “G8 across: 1 + 1 = 1 0”", what, text);
      head = g_strndup (line, colon - line);
      start = g_strsplit (g_strstrip (head), " ", -1);
      if (g_strv_length (start) != 2 || !parse_square (start[0], &square) ||
          (!g_str_equal (start[1], "across") && !g_str_equal (start[1], "down")))
        return fault (error, "%s=“%s”: “%s” is not a square (A1 to O15) and a direction (across, down)",
                      what, text, head);
      across = g_str_equal (start[1], "across");

      words = g_strsplit_set (colon + 1, " \t", -1);
      for (guint w = 0; words[w] != NULL; w++)
        {
          guint8 tiles[FT_EQ_MAX_TILES];
          guint n = 0;

          if (*words[w] == '\0')
            continue;
          if (g_str_equal (words[w], "."))
            {
              tiles[0] = FT_SCRABBLE_EMPTY;
              n = 1;
            }
          else if (!ft_eq_tiles_from_string (words[w], tiles, &n, NULL))
            return fault (error, "%s=“%s”: “%s” is not a tile", what, text, words[w]);
          for (guint t = 0; t < n; t++, k++)
            {
              guint row = square / FT_SCRABBLE_SIZE + (across ? 0 : k);
              guint col = square % FT_SCRABBLE_SIZE + (across ? k : 0);

              if (row >= FT_SCRABBLE_SIZE || col >= FT_SCRABBLE_SIZE)
                return fault (error, "%s=“%s”: the line runs off the board", what, text);
              if (tiles[t] != FT_SCRABBLE_EMPTY)
                cells[ft_scrabble_square (row, col)] = tiles[t];
            }
        }
    }
  return TRUE;
}

static gboolean
scrabble_position (FtLessonBoard *board,
                   const char    *tiles,
                   const char    *placed,
                   const char    *mark,
                   GError       **error)
{
  g_auto(GStrv) marks = g_strsplit_set (mark ? mark : "", " ,;", -1);
  FtScrabbleBoard fresh;

  board->game = FT_LESSON_BOARD_SCRABBLE;
  ft_scrabble_board_clear (&board->scrabble);
  ft_scrabble_board_clear (&fresh);
  if (!parse_lines (tiles, "tiles", board->scrabble.cells, error) ||
      !parse_lines (placed, "placed", fresh.cells, error))
    return FALSE;
  /* The tiles of the play being made, one of them the learner's. */
  for (guint square = 0; square < FT_SCRABBLE_N_SQUARES; square++)
    {
      if (fresh.cells[square] == FT_SCRABBLE_EMPTY)
        continue;
      if (board->scrabble.cells[square] != FT_SCRABBLE_EMPTY)
        return fault (error, "placed=“%s”: a tile is put on a square that holds one", placed);
      if (board->placed.n + 1 >= FT_SCRABBLE_RACK_SIZE)
        return fault (error, "placed=“%s”: a play has at most %u tiles", placed, FT_SCRABBLE_RACK_SIZE);
      board->placed.tiles[board->placed.n].square = square;
      board->placed.tiles[board->placed.n++].tile = fresh.cells[square];
      board->marks[board->n_marks++] = square;
    }
  for (guint i = 0; marks[i] != NULL; i++)
    {
      guint square;

      if (*marks[i] == '\0')
        continue;
      if (!parse_square (marks[i], &square))
        return fault (error, "mark=“%s”: “%s” is not a square (A1 to O15)", mark, marks[i]);
      if (board->n_marks < FT_LESSON_MAX_MARKS)
        board->marks[board->n_marks++] = square;
    }
  return TRUE;
}

FtLessonBoard *
ft_lesson_board_parse (const char  *game,
                       const char  *side,
                       const char  *red,
                       const char  *blue,
                       const char  *tiles,
                       const char  *placed,
                       const char  *mark,
                       GError     **error)
{
  g_autofree FtLessonBoard *board = g_new0 (FtLessonBoard, 1);

  if (g_strcmp0 (game, "flipchain") == 0)
    {
      if (tiles || placed)
        return fault (error, "a Flipchain board has red= and blue= discs, not tiles"), NULL;
      if (!flipchain_position (board, side, red, blue, mark, error))
        return NULL;
    }
  else if (g_strcmp0 (game, "scrabble") == 0)
    {
      if (red || blue || side)
        return fault (error, "a Scrabble board has tiles=, not discs"), NULL;
      if (!scrabble_position (board, tiles, placed, mark, error))
        return NULL;
    }
  else
    return fault (error, "game=“%s”: a board is game=\"flipchain\" or game=\"scrabble\"",
                  game ? game : ""), NULL;
  return g_steal_pointer (&board);
}

/* --- Flips: mark the discs a placement flips ---------------------------- */

gboolean
ft_lesson_parse_flips (FtLessonExercise  *ex,
                       const char        *side,
                       const char        *red,
                       const char        *blue,
                       const char        *play,
                       const char        *colour,
                       const char        *answer,
                       GError           **error)
{
  FtFcBits stated;
  guint n;

  ex->board = g_new0 (FtLessonBoard, 1);
  if (!flipchain_position (ex->board, side, red, blue, NULL, error))
    return FALSE;
  if (colour == NULL || g_str_equal (colour, "red"))
    ex->colour = FT_FC_RED;
  else if (g_str_equal (colour, "blue"))
    ex->colour = FT_FC_BLUE;
  else
    return fault (error, "colour=“%s”: the colour that plays is red or blue", colour);
  if (play == NULL || !ft_fc_cell_parse (ex->board->flipchain.side, play, &ex->cell))
    return fault (error, "a flips exercise needs play=, the cell the disc is placed on");
  if (ft_fc_board_get (&ex->board->flipchain, ex->cell) != FT_FC_EMPTY)
    return fault (error, "play=“%s” holds a disc already", play);
  if (!ft_fc_board_is_legal (&ex->board->flipchain, ex->colour, ex->cell))
    return fault (error, "play=“%s” is not a legal placement for %s", play, colour ? colour : "red");

  n = ft_fc_board_flips (&ex->board->flipchain, ex->colour, ex->cell, &ex->flips);
  if (answer == NULL || !parse_cells (ex->board->flipchain.side, answer, "answer", &stated, error))
    return answer ? FALSE : fault (error, "a flips exercise needs answer=, the discs that flip");
  if (!ft_fc_bits_equal (&stated, &ex->flips))
    {
      g_autofree char *right = ft_fc_cells_to_string (ex->board->flipchain.side, &ex->flips);

      return fault (error, "answer=“%s” is not the exercise's answer: %u disc%s flip%s, %s",
                    answer, n, n == 1 ? "" : "s", n == 1 ? "s" : "", right);
    }
  return TRUE;
}

/* "c2, c4 and d2" */
static char *
cells_in_words (guint           side,
                const FtFcBits *cells)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;

  FT_FC_BITS_FOREACH (cell, cells)
    g_ptr_array_add (names, ft_fc_cell_name (side, cell));
  if (names->len == 0)
    return g_strdup ("");
  if (names->len == 1)
    return g_strdup (names->pdata[0]);
  g_ptr_array_add (names, NULL);
  head = g_strjoinv (", ", (char **) names->pdata);
  *strrchr (head, ',') = '\0';
  /* Translators: the last two of a list of cells, "c2, c4 and d2" */
  return g_strdup_printf (_("%s and %s"), head, (char *) names->pdata[names->len - 2]);
}

gboolean
ft_lesson_exercise_check_flips (const FtLessonExercise  *exercise,
                                const FtFcBits          *marked,
                                char                   **feedback)
{
  guint side;
  FtFcBits extra, missed;
  GString *s;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_FLIPS, FALSE);
  side = exercise->board->flipchain.side;

  for (guint w = 0; w < FT_FC_WORDS; w++)
    {
      extra.w[w] = marked->w[w] & ~exercise->flips.w[w];
      missed.w[w] = exercise->flips.w[w] & ~marked->w[w];
    }

  s = g_string_new (NULL);
  if (ft_fc_bits_empty (&extra) && ft_fc_bits_empty (&missed))
    {
      g_autofree char *list = cells_in_words (side, &exercise->flips);
      guint n = ft_fc_bits_count (&exercise->flips);

      if (n == 0)
        g_string_append (s, _("Correct: no disc flips."));
      else
        /* Translators: "Correct: c2 and c3 flip." */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "Correct: %s flips.", "Correct: %s flip.", n),
                                list);
      ft_lesson_append_explain (s, exercise);
      *feedback = g_string_free (s, FALSE);
      return TRUE;
    }

  g_string_append (s, _("Not yet."));
  {
    /* The count marked, when it is a usual mistake's (all the enemy
     * discs around the new one…), named as the practice page names it. */
    g_autofree char *mistake = ft_lesson_diagnose (exercise, ft_fc_bits_count (marked), NULL);

    if (mistake != NULL)
      g_string_append_printf (s, " %s", mistake);
  }
  if (!ft_fc_bits_empty (&extra))
    {
      const FtFcBits *own_discs = ft_fc_board_discs (&exercise->board->flipchain, exercise->colour);
      FtFcBits own, enemy;

      for (guint w = 0; w < FT_FC_WORDS; w++)
        {
          own.w[w] = extra.w[w] & own_discs->w[w];
          enemy.w[w] = extra.w[w] & ~own_discs->w[w];
        }
      if (!ft_fc_bits_empty (&own))
        {
          g_autofree char *list = cells_in_words (side, &own);

          g_string_append_c (s, ' ');
          g_string_append_printf (s, exercise->colour == FT_FC_RED
                                  /* Translators: "c3 is Red's own: only the other colour's discs flip." */
                                  ? g_dngettext (GETTEXT_PACKAGE, "%s is Red's own: only Blue's discs flip.",
                                                 "%s are Red's own: only Blue's discs flip.", ft_fc_bits_count (&own))
                                  : g_dngettext (GETTEXT_PACKAGE, "%s is Blue's own: only Red's discs flip.",
                                                 "%s are Blue's own: only Red's discs flip.", ft_fc_bits_count (&own)),
                                  list);
        }
      if (!ft_fc_bits_empty (&enemy))
        {
          g_autofree char *list = cells_in_words (side, &enemy);

          g_string_append_c (s, ' ');
          /* Translators: "d1 does not flip: no path through it ends on a disc of the player's colour." */
          g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                  "%s does not flip: no path through it ends on a disc of the player's colour.",
                                                  "%s do not flip: no path through them ends on a disc of the player's colour.",
                                                  ft_fc_bits_count (&enemy)),
                                  list);
        }
    }
  if (!ft_fc_bits_empty (&missed))
    {
      guint n = ft_fc_bits_count (&missed);

      g_string_append_c (s, ' ');
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                              "One more disc flips: look along every path from the new disc.",
                                              "%u more discs flip: look along every path from the new disc.", n),
                              n);
    }
  *feedback = g_string_free (s, FALSE);
  return FALSE;
}

/* --- Place a tile: the tile that makes the play correct ----------------- */

static gboolean
play_with (const FtLessonExercise *ex,
           guint                   tile,
           FtScrabbleBoard        *after,
           FtScrabbleVerdict      *verdict)
{
  FtScrabbleSettings settings;
  FtScrabblePlay play = ex->board->placed;
  gboolean legal;

  ft_scrabble_settings_init (&settings);
  play.tiles[play.n].square = ex->cell;
  play.tiles[play.n++].tile = tile;
  legal = ft_scrabble_check_play (&ex->board->scrabble, &settings, &play, verdict);
  *after = ex->board->scrabble;
  ft_scrabble_board_apply (after, &play);
  return legal;
}

gboolean
ft_lesson_parse_place_tile (FtLessonExercise  *ex,
                            const char        *tiles,
                            const char        *placed,
                            const char        *square,
                            const char        *answer,
                            GError           **error)
{
  FtScrabbleBoard after;
  FtScrabbleVerdict verdict;
  guint8 tile[FT_EQ_MAX_TILES];
  guint n = 0;

  ex->board = ft_lesson_board_parse ("scrabble", NULL, NULL, NULL, tiles, placed, NULL, error);
  if (ex->board == NULL)
    return FALSE;
  if (!parse_square (square, &ex->cell))
    return fault (error, "square=“%s”: a place-tile exercise needs the square the tile goes on (A1 to O15)",
                  square ? square : "");
  if (ex->board->scrabble.cells[ex->cell] != FT_SCRABBLE_EMPTY)
    return fault (error, "square=“%s” holds a tile already", square);
  for (guint t = 0; t < ex->board->placed.n; t++)
    if (ex->board->placed.tiles[t].square == ex->cell)
      return fault (error, "square=“%s” holds a placed tile already", square);
  ex->board->marks[ex->board->n_marks++] = ex->cell;
  if (answer == NULL || !ft_eq_tiles_from_string (answer, tile, &n, NULL) || n != 1)
    return fault (error, "answer=“%s”: a place-tile exercise's answer is one tile", answer ? answer : "");
  ex->tile = tile[0];
  if (!play_with (ex, ex->tile, &after, &verdict))
    {
      g_autofree char *why = ft_scrabble_verdict_describe (&verdict, &after);

      return fault (error, "answer=“%s” is not the exercise's answer: %s", answer, why);
    }
  return TRUE;
}

gboolean
ft_lesson_exercise_check_tile (const FtLessonExercise  *exercise,
                               guint                    tile,
                               char                   **feedback)
{
  FtScrabbleBoard after;
  FtScrabbleVerdict verdict;
  g_autofree char *square = NULL;
  gboolean legal;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_PLACE_TILE, FALSE);

  square = ft_scrabble_square_label (exercise->cell);
  if (tile >= FT_EQ_N_TILES)
    {
      /* Translators: %s is a square, "F8" */
      *feedback = g_strdup_printf (_("Put a tile on %s first: type it, or choose it below."), square);
      return FALSE;
    }

  legal = play_with (exercise, tile, &after, &verdict);
  if (legal)
    {
      GString *s = g_string_new (NULL);

      for (guint r = 0; r < verdict.n_runs; r++)
        {
          g_autofree char *run = ft_scrabble_run_describe (&verdict.runs[r], &after);

          g_string_append (s, s->len ? ", " : "");
          g_string_append (s, run);
        }
      /* Translators: "Correct: × on F8 makes 1 × 1 + 1 = 1 0 across from E8." */
      *feedback = g_strdup_printf (_("Correct: %s on %s makes %s."), ft_eq_tile_symbol (tile), square, s->str);
      g_string_free (s, TRUE);
      {
        GString *all = g_string_new (*feedback);

        g_free (*feedback);
        ft_lesson_append_explain (all, exercise);
        *feedback = g_string_free (all, FALSE);
      }
      return TRUE;
    }
  else
    {
      g_autofree char *why = ft_scrabble_verdict_describe (&verdict, &after);

      /* Translators: "Not yet: with + on F8, 1 1 + 1 = 1 0 is not correct…" */
      *feedback = g_strdup_printf (_("Not yet: with %s on %s, %s"), ft_eq_tile_symbol (tile), square, why);
      return FALSE;
    }
}
