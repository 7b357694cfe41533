/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "scrabble/scrabble-rules.h"
#include "scrabble/scrabble-words.h"

static const struct {
  guint8 rule;
  const char *name;
} fault_info[FT_SCRABBLE_N_FAULTS] = {
  [FT_SCRABBLE_FAULT_NONE]            = { 0, "none" },
  [FT_SCRABBLE_FAULT_NO_TILES]        = { 4, "no-tiles" },
  [FT_SCRABBLE_FAULT_OFF_BOARD]       = { 3, "off-board" },
  [FT_SCRABBLE_FAULT_BAD_TILE]        = { 1, "bad-tile" },
  [FT_SCRABBLE_FAULT_SAME_SQUARE]     = { 4, "same-square" },
  [FT_SCRABBLE_FAULT_OCCUPIED]        = { 4, "occupied" },
  [FT_SCRABBLE_FAULT_NOT_IN_LINE]     = { 4, "not-in-line" },
  [FT_SCRABBLE_FAULT_GAP]             = { 4, "gap" },
  [FT_SCRABBLE_FAULT_TWO_EQUALS]      = { 4, "two-equals" },
  [FT_SCRABBLE_FAULT_CENTRE]          = { 3, "centre" },
  [FT_SCRABBLE_FAULT_NOT_TOUCHING]    = { 4, "not-touching" },
  [FT_SCRABBLE_FAULT_NO_EQUATION]     = { 5, "no-equation" },
  [FT_SCRABBLE_FAULT_BAD_RUN]         = { 5, "bad-run" },
  [FT_SCRABBLE_FAULT_NO_OLD_EQUATION] = { 5, "no-old-equation" },
  [FT_SCRABBLE_FAULT_NOT_ON_RACK]     = { 2, "not-on-rack" },
};

const char *
ft_scrabble_fault_name (FtScrabbleFault fault)
{
  g_return_val_if_fail (fault < FT_SCRABBLE_N_FAULTS, NULL);
  return fault_info[fault].name;
}

/* scrabble R8: the value of the highest set bit (`1+1=10`: 2; `11×11=1001`: 8), 0 for
 * 0; with the log setting, log2 rounded down (2: 1; 9: 3). */
guint32
ft_scrabble_bonus (guint64                   value,
                   const FtScrabbleSettings *settings)
{
  guint bits = ft_eq_bit_length (value);

  if (bits == 0)
    return 0;
  if (settings->log_bonus)
    return bits - 1;
  /* Values on the board stay far below 2^31 (15 tiles), but be exact. */
  return bits > 32 ? G_MAXUINT32 : (guint32) (G_GUINT64_CONSTANT (1) << (bits - 1));
}

/* scrabble R5 "numbers alongside": `0`, or `1` followed by digits. */
gboolean
ft_scrabble_is_plain_number (const guint8 *tiles,
                             guint         n_tiles)
{
  if (n_tiles == 0)
    return FALSE;
  for (guint i = 0; i < n_tiles; i++)
    if (!FT_EQ_TILE_IS_DIGIT (tiles[i]))
      return FALSE;
  return n_tiles == 1 || tiles[0] == FT_EQ_TILE_1;
}

static inline guint
step_of (guint dir)
{
  return dir == FT_SCRABBLE_ACROSS ? 1 : FT_SCRABBLE_SIZE;
}

static inline guint
line_pos (guint square,
          guint dir)
{
  return dir == FT_SCRABBLE_ACROSS ? square % FT_SCRABBLE_SIZE : square / FT_SCRABBLE_SIZE;
}

guint
ft_scrabble_run_tiles (const FtScrabbleBoard *board,
                       const FtScrabbleRun   *run,
                       guint8                 tiles[FT_EQ_MAX_TILES])
{
  for (guint i = 0; i < run->len; i++)
    tiles[i] = FT_SCRABBLE_CELL_TILE (board->cells[run->first + i * step_of (run->dir)]);
  return run->len;
}

/* The maximal run through @square in @dir on @board: its first square and
 * length. */
static guint
find_run (const FtScrabbleBoard *board,
          guint                  square,
          guint                  dir,
          guint                 *first)
{
  guint step = step_of (dir);
  guint pos = line_pos (square, dir);
  guint a = pos, b = pos;

  while (a > 0 && board->cells[square - (pos - a + 1) * step] != FT_SCRABBLE_EMPTY)
    a--;
  while (b + 1 < FT_SCRABBLE_SIZE && board->cells[square + (b + 1 - pos) * step] != FT_SCRABBLE_EMPTY)
    b++;
  *first = square - (pos - a) * step;
  return b - a + 1;
}

static gboolean
fail (FtScrabbleVerdict *v,
      FtScrabbleFault    fault,
      guint              square)
{
  v->fault = fault;
  v->rule = fault_info[fault].rule;
  v->square = square;
  return FALSE;
}

static gboolean
touches_old (const FtScrabbleBoard *board,
             guint                  square)
{
  guint r = square / FT_SCRABBLE_SIZE, c = square % FT_SCRABBLE_SIZE;

  return (r > 0 && board->cells[square - FT_SCRABBLE_SIZE] != FT_SCRABBLE_EMPTY) ||
         (r + 1 < FT_SCRABBLE_SIZE && board->cells[square + FT_SCRABBLE_SIZE] != FT_SCRABBLE_EMPTY) ||
         (c > 0 && board->cells[square - 1] != FT_SCRABBLE_EMPTY) ||
         (c + 1 < FT_SCRABBLE_SIZE && board->cells[square + 1] != FT_SCRABBLE_EMPTY);
}

/*
 * Checks @play on @board under @settings (R3-R5) and scores it (R7-R9).
 * The play is normalised on the way: its tiles sorted, its direction set
 * (a one-tile play is across when its across run is an equation) and, when
 * legal, its score filled in.  @verdict gets the fault or the runs.
 */
gboolean
ft_scrabble_check_play (const FtScrabbleBoard    *board,
                        const FtScrabbleSettings *settings,
                        FtScrabblePlay           *play,
                        FtScrabbleVerdict        *v)
{
  FtScrabbleBoard after;
  gboolean first_play = ft_scrabble_board_is_empty (board);
  gboolean same_row = TRUE, same_col = TRUE, touching = FALSE, centre = FALSE;
  gboolean old_equation = FALSE, any_equation = FALSE;
  guint n_equals = 0, dir, step;
  gint32 total = 0;

  memset (v, 0, sizeof *v);
  v->bad_run = -1;

  if (play->n == 0)
    return fail (v, FT_SCRABBLE_FAULT_NO_TILES, 0);
  if (play->n > FT_SCRABBLE_RACK_SIZE)
    return fail (v, FT_SCRABBLE_FAULT_NO_TILES, 0);
  for (guint i = 0; i < play->n; i++)
    {
      if (play->tiles[i].square >= FT_SCRABBLE_N_SQUARES)
        return fail (v, FT_SCRABBLE_FAULT_OFF_BOARD, 0);
      if (FT_SCRABBLE_CELL_TILE (play->tiles[i].tile) >= FT_EQ_N_TILES)
        return fail (v, FT_SCRABBLE_FAULT_BAD_TILE, play->tiles[i].square);
    }
  ft_scrabble_play_sort (play);

  /* scrabble R4: empty squares, one line. */
  for (guint i = 0; i < play->n; i++)
    {
      guint sq = play->tiles[i].square;

      if (i > 0 && sq == play->tiles[i - 1].square)
        return fail (v, FT_SCRABBLE_FAULT_SAME_SQUARE, sq);
      if (board->cells[sq] != FT_SCRABBLE_EMPTY)
        return fail (v, FT_SCRABBLE_FAULT_OCCUPIED, sq);
      same_row &= sq / FT_SCRABBLE_SIZE == play->tiles[0].square / FT_SCRABBLE_SIZE;
      same_col &= sq % FT_SCRABBLE_SIZE == play->tiles[0].square % FT_SCRABBLE_SIZE;
      if (FT_SCRABBLE_CELL_TILE (play->tiles[i].tile) == FT_EQ_TILE_EQUALS)
        n_equals++;
      touching |= touches_old (board, sq);
      centre |= sq == FT_SCRABBLE_CENTRE;
    }
  if (!same_row && !same_col)
    return fail (v, FT_SCRABBLE_FAULT_NOT_IN_LINE, play->tiles[1].square);
  dir = same_row ? FT_SCRABBLE_ACROSS : FT_SCRABBLE_DOWN;
  step = step_of (dir);

  after = *board;
  ft_scrabble_board_apply (&after, play);

  /* scrabble R4: one unbroken line from the first new tile to the last. */
  for (guint sq = play->tiles[0].square; sq < play->tiles[play->n - 1].square; sq += step)
    if (after.cells[sq] == FT_SCRABBLE_EMPTY)
      return fail (v, FT_SCRABBLE_FAULT_GAP, sq);
  if (n_equals > 1)
    return fail (v, FT_SCRABBLE_FAULT_TWO_EQUALS, play->tiles[0].square);
  if (first_play && !centre)
    return fail (v, FT_SCRABBLE_FAULT_CENTRE, FT_SCRABBLE_CENTRE);
  if (!first_play && !touching)
    return fail (v, FT_SCRABBLE_FAULT_NOT_TOUCHING, play->tiles[0].square);

  /* The runs: along the play first, then across it tile by tile.  A
   * one-tile play has no "along": its across run comes first. */
  for (guint pass = 0; pass < 2; pass++)
    {
      guint d = play->n == 1 ? pass : pass == 0 ? dir : !dir;

      for (guint i = 0; i < play->n; i++)
        {
          FtScrabbleRun *run;
          guint first, len;
          gboolean seen = FALSE;

          len = find_run (&after, play->tiles[i].square, d, &first);
          if (len < 2)
            continue;
          for (guint k = 0; k < v->n_runs; k++)
            seen |= v->runs[k].dir == d && v->runs[k].first == first;
          if (seen)
            continue;

          run = &v->runs[v->n_runs++];
          run->dir = d;
          run->first = first;
          run->len = len;
          run->along = play->n > 1 && d == dir;
          run->word_factor = 1;
        }
    }

  for (guint k = 0; k < v->n_runs; k++)
    {
      FtScrabbleRun *run = &v->runs[k];
      guint8 tiles[FT_EQ_MAX_TILES];
      FtEqVerdict eq;
      guint s = step_of (run->dir);

      ft_scrabble_run_tiles (&after, run, tiles);
      for (guint i = 0; i < run->len; i++)
        {
          guint sq = run->first + i * s;

          if (board->cells[sq] != FT_SCRABBLE_EMPTY)
            run->has_old = TRUE;
          else
            {
              /* scrabble R7: premiums count under new tiles only. */
              run->tile_sum += ft_scrabble_cell_points (after.cells[sq]) * ft_scrabble_letter_factor (sq);
              run->word_factor *= ft_scrabble_word_factor (sq);
            }
        }

      if (ft_eq_check (tiles, run->len, &settings->eq, &eq))
        {
          run->is_equation = TRUE;
          run->value = eq.value;
          run->bonus = ft_scrabble_bonus (eq.value, settings);
          run->score = (gint32) ((run->tile_sum + run->bonus) * run->word_factor);
          total += run->score;
          any_equation = TRUE;
          old_equation |= run->has_old;
          continue;
        }

      /* scrabble R5 numbers alongside: a run across the play may be a plain
       * number; for a one-tile play both runs are "across". */
      if (settings->numbers_alongside && !run->along && ft_scrabble_is_plain_number (tiles, run->len))
        continue;

      v->bad_run = k;
      v->eq = eq;
      return fail (v, FT_SCRABBLE_FAULT_BAD_RUN, run->first);
    }

  /* scrabble R5: the play makes or extends an equation. */
  if (!any_equation)
    return fail (v, FT_SCRABBLE_FAULT_NO_EQUATION, play->tiles[0].square);
  if (settings->numbers_alongside && !first_play && !old_equation)
    return fail (v, FT_SCRABBLE_FAULT_NO_OLD_EQUATION, play->tiles[0].square);

  /* The one-tile play's direction: across when its across run is an
   * equation. */
  if (play->n == 1)
    {
      dir = FT_SCRABBLE_DOWN;
      for (guint k = 0; k < v->n_runs; k++)
        if (v->runs[k].dir == FT_SCRABBLE_ACROSS && v->runs[k].is_equation)
          dir = FT_SCRABBLE_ACROSS;
    }
  play->dir = dir;

  /* scrabble R9 */
  if (play->n == FT_SCRABBLE_RACK_SIZE && settings->bingo)
    {
      v->bingo = TRUE;
      total += FT_SCRABBLE_BINGO_BONUS;
    }
  v->score = total;
  play->score = total;
  return TRUE;
}

void
ft_scrabble_board_apply (FtScrabbleBoard      *board,
                         const FtScrabblePlay *play)
{
  for (guint i = 0; i < play->n; i++)
    board->cells[play->tiles[i].square] = play->tiles[i].tile;
}

/* "1 + 1 = 1 0 across from G8" (squares as players write them) */
char *
ft_scrabble_run_describe (const FtScrabbleRun   *run,
                          const FtScrabbleBoard *after)
{
  guint8 tiles[FT_EQ_MAX_TILES];
  g_autofree char *line = NULL;

  ft_scrabble_run_tiles (after, run, tiles);
  line = ft_eq_tiles_to_string (tiles, run->len);
  g_autofree char *from = ft_scrabble_square_label (run->first);

  return g_strdup_printf (run->dir == FT_SCRABBLE_ACROSS ? _("%s across from %s") : _("%s down from %s"),
                          line, from);
}

/* The rule a play breaks, in words for a learner (the ruling's number is
 * in @verdict->rule, for the command line); @after is the board with the
 * play on it (for BAD_RUN), or NULL. */
char *
ft_scrabble_verdict_describe (const FtScrabbleVerdict *v,
                              const FtScrabbleBoard   *after)
{
  g_autofree char *sq = ft_scrabble_square_label (MIN (v->square, FT_SCRABBLE_N_SQUARES - 1));

  switch (v->fault)
    {
    case FT_SCRABBLE_FAULT_NONE:
      return g_strdup (_("legal"));
    case FT_SCRABBLE_FAULT_NO_TILES:
      return g_strdup (_("a play puts 1 to 9 tiles"));
    case FT_SCRABBLE_FAULT_OFF_BOARD:
      return g_strdup (_("a tile is off the board"));
    case FT_SCRABBLE_FAULT_BAD_TILE:
      return g_strdup_printf (_("the tile on %s is no tile of the game"), sq);
    case FT_SCRABBLE_FAULT_SAME_SQUARE:
      return g_strdup_printf (_("two new tiles on square %s"), sq);
    case FT_SCRABBLE_FAULT_OCCUPIED:
      return g_strdup_printf (_("square %s already holds a tile; new tiles go on empty squares"), sq);
    case FT_SCRABBLE_FAULT_NOT_IN_LINE:
      return g_strdup (_("the new tiles are not all in one row or one column"));
    case FT_SCRABBLE_FAULT_GAP:
      return g_strdup_printf (_("square %s between the new tiles is empty; a play forms one unbroken line"), sq);
    case FT_SCRABBLE_FAULT_TWO_EQUALS:
      return g_strdup (_("more than one new = (a blank as = counts); a play may add only one"));
    case FT_SCRABBLE_FAULT_CENTRE:
      return g_strdup (_("the first play must cover the centre square, H8"));
    case FT_SCRABBLE_FAULT_NOT_TOUCHING:
      return g_strdup (_("no new tile is next to a tile already on the board"));
    case FT_SCRABBLE_FAULT_NO_EQUATION:
      return g_strdup (_("the play forms no equation; every play must make or extend one"));
    case FT_SCRABBLE_FAULT_NO_OLD_EQUATION:
      return g_strdup (_("no equation of the play holds a tile already on the board; numbers alongside still need an equation that connects"));
    case FT_SCRABBLE_FAULT_NOT_ON_RACK:
      return g_strdup (_("the rack does not hold these tiles"));
    case FT_SCRABBLE_FAULT_BAD_RUN:
      {
        g_autofree char *run = NULL;
        g_autofree char *why = NULL;
        guint8 tiles[FT_EQ_MAX_TILES];
        guint n;

        if (after == NULL || v->bad_run < 0)
          return g_strdup (_("a line the play forms is not a valid and correct equation"));
        n = ft_scrabble_run_tiles (after, &v->runs[v->bad_run], tiles);
        run = ft_scrabble_run_describe (&v->runs[v->bad_run], after);
        why = ft_eq_verdict_describe (&v->eq, tiles, n);
        if (v->runs[v->bad_run].along)
          /* Translators: R5, then the line, then why it is not an equation */
          return g_strdup_printf (_("the line along the play, %s, is not a valid and correct equation: %s"),
                                  run, why);
        return g_strdup_printf (_("the line %s is not a valid and correct equation: %s"), run, why);
      }
    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}
