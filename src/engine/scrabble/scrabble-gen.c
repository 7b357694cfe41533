/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "equation/equation-check.h"
#include "equation/equation-prefix.h"
#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-rules.h"

/* What a tile on an empty square makes in one direction: the run through
 * it in that direction (when it has neighbours there). */
typedef struct
{
  guint8  has_run;
  guint16 allowed;                     /* symbols the run accepts (R5) */
  guint16 equation;                    /* symbols with which it is an equation */
  gint32  score[FT_EQ_N_TILES][2];     /* its score (R7, R8), a real tile / a blank */
} Cross;

typedef struct
{
  const FtScrabbleBoard    *board;
  const FtScrabbleSettings *settings;
  FtScrabblePlayFunc        func;
  gpointer                  user_data;
  guint8                    counts[FT_SCRABBLE_N_KINDS];
  guint                     n_rack;
  gboolean                  first_play;
  guint8                    letter[FT_SCRABBLE_N_SQUARES];  /* premiums, looked up once */
  guint8                    word[FT_SCRABBLE_N_SQUARES];
  /* cross[d][sq]: the run in direction d through an empty square. */
  Cross                     cross[2][FT_SCRABBLE_N_SQUARES];

  /* The line being searched. */
  guint                     dir;
  guint8                    squares[FT_SCRABBLE_SIZE];
  guint8                    old[FT_SCRABBLE_SIZE];       /* cells; FT_SCRABBLE_EMPTY */
  guint8                    anchor[FT_SCRABBLE_SIZE];
  gint8                     next_anchor[FT_SCRABBLE_SIZE + 1];
  guint8                    empties_before[FT_SCRABBLE_SIZE + 1];
  guint8                    empties[FT_SCRABBLE_SIZE + FT_SCRABBLE_RACK_SIZE + 1]; /* their squares, then the end */
  guint8                    next_old_equals[FT_SCRABBLE_SIZE + 1];

  /* The search: the run so far and what it spent. */
  guint                     start;
  guint8                    line[FT_SCRABBLE_SIZE];
  guint8                    new_pos[FT_SCRABBLE_RACK_SIZE];
  guint                     n_new;
  guint8                    used[FT_EQ_N_TILES];
  guint16                   real_left;                   /* symbols with a real tile left */
  guint                     blanks_needed;
  guint                     n_equals;
  gboolean                  anchored;
  gboolean                  has_old;
  gboolean                  cross_equation;
} Gen;

static inline guint
step_of (guint dir)
{
  return dir == FT_SCRABBLE_ACROSS ? 1 : FT_SCRABBLE_SIZE;
}

static guint16
symbols_in_play (const FtScrabbleSettings *settings)
{
  guint16 all = (1u << FT_EQ_N_TILES) - 1;

  if (!(settings->eq.options & FT_EQ_OPTION_XOR))
    all &= ~(1u << FT_EQ_TILE_XOR);
  return all;
}

/* The cross-checks of @sq in direction @d. */
static void
compute_cross (Gen   *gen,
               guint  sq,
               guint  d)
{
  const FtScrabbleBoard *board = gen->board;
  Cross *x = &gen->cross[d][sq];
  guint step = step_of (d);
  guint pos = d == FT_SCRABBLE_ACROSS ? sq % FT_SCRABBLE_SIZE : sq / FT_SCRABBLE_SIZE;
  guint a = pos, b = pos, at;
  guint8 tiles[FT_SCRABBLE_SIZE];
  guint n = 0;

  memset (x, 0, sizeof *x);
  while (a > 0 && board->cells[sq - (pos - a + 1) * step] != FT_SCRABBLE_EMPTY)
    a--;
  while (b + 1 < FT_SCRABBLE_SIZE && board->cells[sq + (b + 1 - pos) * step] != FT_SCRABBLE_EMPTY)
    b++;
  if (a == b)
    {
      x->allowed = symbols_in_play (gen->settings);
      return;
    }

  x->has_run = TRUE;
  for (guint p = a; p <= b; p++)
    {
      guint s = sq + p * step - pos * step;

      tiles[n++] = p == pos ? 0 : FT_SCRABBLE_CELL_TILE (board->cells[s]);
    }
  at = pos - a;

  for (guint t = 0; t < FT_EQ_N_TILES; t++)
    {
      FtEqVerdict v;

      if (!(symbols_in_play (gen->settings) & (1u << t)))
        continue;
      tiles[at] = t;
      if (ft_eq_check (tiles, n, &gen->settings->eq, &v))
        {
          guint32 bonus = ft_scrabble_bonus (v.value, gen->settings);
          guint lf = ft_scrabble_letter_factor (sq), wf = ft_scrabble_word_factor (sq);

          x->allowed |= 1u << t;
          x->equation |= 1u << t;
          x->score[t][0] = (gint32) ((ft_scrabble_kind_points (t) * lf + bonus) * wf);
          x->score[t][1] = (gint32) (bonus * wf);
        }
      else if (gen->settings->numbers_alongside && ft_scrabble_is_plain_number (tiles, n))
        x->allowed |= 1u << t;
    }
}

/* Can symbol @t be placed with what is left (a blank when its own tiles are
 * spent)?  Returns whether it needs a blank in @blank. */
static inline gboolean
can_place (const Gen *gen,
           guint      t,
           gboolean  *blank)
{
  if (gen->used[t] < gen->counts[t])
    {
      *blank = FALSE;
      return TRUE;
    }
  *blank = TRUE;
  return gen->blanks_needed < gen->counts[FT_SCRABBLE_BLANK];
}

/* What emit_assign() chooses from: the run's symbols still to come, the
 * real tiles spent so far, and what each tile adds as a real tile. */
typedef struct
{
  guint8 real[FT_EQ_N_TILES];
  guint8 rest[FT_EQ_N_TILES];        /* the symbol's tiles from the current one on */
  gint32 gain[FT_SCRABBLE_RACK_SIZE];
  gint32 rest_gain[FT_SCRABBLE_RACK_SIZE + 1];  /* the gains from tile k on */
} Assign;

/*
 * Emits the plays that place the symbols of the current run: one per way
 * to choose which placed symbols are blanks.  Tile @i onwards are still to
 * choose; @blanks counts the blanks spent, @short_of the blanks that tiles
 * @i onwards need at least (a symbol's tiles beyond its real tiles left).
 * @score is the play's score with tiles @i onwards blanks.
 *
 * A branch is taken only if it can be finished: a real tile while one is
 * left, a blank while the blanks left cover it and @short_of after it, so
 * that every call ends in plays (in the order of the plain search that
 * tries real, then blank, at each tile).
 */
static void
emit_assign (Gen            *gen,
             FtScrabblePlay *play,
             Assign         *as,
             guint           i,
             guint           blanks,
             guint           short_of,
             gint32          score)
{
  guint t, left, over;

  /* No blank left (or no tile): the rest are real tiles, which the rack
   * has (@short_of is 0). */
  if (i == play->n || blanks == gen->counts[FT_SCRABBLE_BLANK])
    {
      play->score = score + as->rest_gain[i];
      gen->func (play, gen->user_data);
      return;
    }

  t = FT_SCRABBLE_CELL_TILE (play->tiles[i].tile);
  left = gen->counts[t] - as->real[t];
  /* More of this symbol to come than real tiles left: a blank here is one
   * of those it needs anyway. */
  over = as->rest[t] > left;
  as->rest[t]--;
  if (left > 0)
    {
      as->real[t]++;
      emit_assign (gen, play, as, i + 1, blanks, short_of, score + as->gain[i]);
      as->real[t]--;
    }
  if (blanks + 1 + short_of - over <= gen->counts[FT_SCRABBLE_BLANK])
    {
      play->tiles[i].tile = t | FT_SCRABBLE_BLANK_FLAG;
      emit_assign (gen, play, as, i + 1, blanks + 1, short_of - over, score);
      play->tiles[i].tile = t;
    }
  as->rest[t]++;
}

/* The plays of a run that is an equation of value @value (R7-R9): the
 * score with every new tile a blank, and what each adds as a real tile. */
static void
emit_run (Gen            *gen,
          FtScrabblePlay *play,
          guint64         value)
{
  const Cross *cross = gen->cross[!gen->dir];
  Assign as;
  guint32 wf = 1;
  gint32 score = 0;
  guint short_of = 0;

  memset (as.real, 0, sizeof as.real);
  memset (as.rest, 0, sizeof as.rest);
  for (guint k = 0; k < play->n; k++)
    wf *= gen->word[play->tiles[k].square];
  for (guint k = 0; k < play->n; k++)
    {
      guint sq = play->tiles[k].square;
      guint t = play->tiles[k].tile;

      as.rest[t]++;
      as.gain[k] = (gint32) (ft_scrabble_kind_points (t) * gen->letter[sq] * wf);
      if (cross[sq].equation & (1u << t))
        {
          score += cross[sq].score[t][1];
          as.gain[k] += cross[sq].score[t][0] - cross[sq].score[t][1];
        }
    }
  as.rest_gain[play->n] = 0;
  for (guint k = play->n; k-- > 0;)
    as.rest_gain[k] = as.rest_gain[k + 1] + as.gain[k];
  for (guint t = 0; t < FT_EQ_N_TILES; t++)
    if (as.rest[t] > gen->counts[t])
      short_of += as.rest[t] - gen->counts[t];
  score += (gint32) (ft_scrabble_bonus (value, gen->settings) * wf);
  if (play->n == FT_SCRABBLE_RACK_SIZE && gen->settings->bingo)
    score += FT_SCRABBLE_BINGO_BONUS;
  if (short_of <= gen->counts[FT_SCRABBLE_BLANK])
    emit_assign (gen, play, &as, 0, 0, short_of, score);
}

/* Whether the run from gen->start to @end has a NOT number with a leading
 * zero (`NOT 0 1`), for which R12 asks the full check (unless loose). */
static gboolean
needs_full_check (const Gen *gen,
                  guint      end)
{
  if (gen->settings->eq.options & FT_EQ_OPTION_LOOSE_NOT_ZEROS)
    return FALSE;
  for (guint k = gen->start; k + 2 <= end; k++)
    if (gen->line[k] == FT_EQ_TILE_NOT && gen->line[k + 1] == FT_EQ_TILE_0 &&
        FT_EQ_TILE_IS_DIGIT (gen->line[k + 2]))
      return TRUE;
  return FALSE;
}

/* The run from gen->start to @end (inclusive) is complete: check it. */
static void
finish_run (Gen              *gen,
            guint             end,
            const FtEqPrefix *prefix)
{
  FtEqVerdict v;
  FtScrabblePlay play = { 0, };
  guint len = end - gen->start + 1;

  if (gen->n_new < 2 || !gen->anchored)
    return;
  /* scrabble R5: with numbers alongside, one equation holds an old tile. */
  if (gen->settings->numbers_alongside && !gen->first_play && !gen->has_old && !gen->cross_equation)
    return;
  /* A line ends with a number, after an = (R11, R16). */
  if (!FT_EQ_TILE_IS_DIGIT (prefix->scan.last) || prefix->scan.n_equals == 0)
    return;
  /* Most endings fail R16; the prefix's state says so without a rescan. */
  if (!ft_eq_prefix_may_end (prefix))
    return;
  /* The prefix's answer is exact (its value that of the first part) but
   * for R12's needless zeros after NOT, which only a NOT number with a
   * leading zero can have: those lines are checked in full. */
  if (needs_full_check (gen, end))
    {
      if (!ft_eq_check (gen->line + gen->start, len, &gen->settings->eq, &v))
        return;
    }
  else
    v.value = prefix->part0;

  play.n = gen->n_new;
  play.dir = gen->dir;
  for (guint k = 0; k < gen->n_new; k++)
    {
      play.tiles[k].square = gen->squares[gen->new_pos[k]];
      play.tiles[k].tile = gen->line[gen->new_pos[k]];
    }
  emit_run (gen, &play, v.value);
}

static void extend (Gen *gen, guint pos, const FtEqPrefix *prefix);

/* Where a run going on from square @from must end at the latest: the
 * square before the first empty one that the tiles left cannot fill. */
static inline guint
reach_end (const Gen *gen,
           guint      from)
{
  return gen->empties[gen->empties_before[from] + gen->n_rack - gen->n_new];
}

/*
 * Whether the run may go on from square @from: the line still needs a
 * number if it ends with an operator, NOT or =, and an = and a number
 * after it if it has no = yet; those tiles must fit before reach_end(),
 * and the = be on the board there or be a tile that can still be placed.
 */
static gboolean
may_go_on (const Gen        *gen,
           guint             from,
           const FtEqPrefix *prefix)
{
  const FtEqScan *scan = &prefix->scan;
  guint end = reach_end (gen, from);
  guint needed = FT_EQ_TILE_IS_DIGIT (scan->last) ? 0 : 1;

  if (scan->n_equals == 0)
    {
      gboolean blank;

      needed += 2;
      if (gen->next_old_equals[from] >= end &&
          (gen->n_equals > 0 || !can_place (gen, FT_EQ_TILE_EQUALS, &blank)))
        return FALSE;
    }
  return from + needed <= end;
}

/* Square @pos now holds its tile: end the run here, or go on. */
static void
after (Gen              *gen,
       guint             pos,
       const FtEqPrefix *prefix)
{
  if (pos + 1 == FT_SCRABBLE_SIZE || gen->old[pos + 1] == FT_SCRABBLE_EMPTY)
    finish_run (gen, pos, prefix);
  if (pos + 1 < FT_SCRABBLE_SIZE && may_go_on (gen, pos + 1, prefix))
    extend (gen, pos + 1, prefix);
}

static void
extend (Gen              *gen,
        guint             pos,
        const FtEqPrefix *prefix)
{
  guint8 cell = gen->old[pos];

  if (cell != FT_SCRABBLE_EMPTY)
    {
      FtEqPrefix next = *prefix;
      gboolean had_old = gen->has_old, was_anchored = gen->anchored;

      gen->line[pos] = FT_SCRABBLE_CELL_TILE (cell);
      if (!ft_eq_prefix_push (&next, gen->line[pos]))
        return;
      gen->has_old = TRUE;
      gen->anchored |= !gen->first_play;
      after (gen, pos, &next);
      gen->has_old = had_old;
      gen->anchored = was_anchored;
      return;
    }

  {
    guint left = gen->n_rack - gen->n_new;
    const Cross *x = &gen->cross[!gen->dir][gen->squares[pos]];
    guint16 allowed = x->allowed;

    if (left == 0)
      return;
    /* R11, as the prefix check would say for each: after an operator, NOT,
     * = or nothing comes a number (or NOT, but not after NOT); after a
     * digit, anything but NOT. */
    if (FT_EQ_TILE_IS_DIGIT (prefix->scan.last))
      allowed &= ~(1u << FT_EQ_TILE_NOT);
    else if (prefix->scan.last == FT_EQ_TILE_NOT)
      allowed &= (1u << FT_EQ_TILE_0) | (1u << FT_EQ_TILE_1);
    else
      allowed &= (1u << FT_EQ_TILE_0) | (1u << FT_EQ_TILE_1) | (1u << FT_EQ_TILE_NOT);
    /* The last square the run can reach ends it: with a number; the one
     * before holds the line's = if it has none yet and none is on the
     * board before that end. */
    {
      guint end = reach_end (gen, pos);

      if (end == pos + 1)
        allowed &= (1u << FT_EQ_TILE_0) | (1u << FT_EQ_TILE_1);
      else if (end == pos + 2 && prefix->scan.n_equals == 0 && gen->next_old_equals[pos + 1] >= end)
        allowed &= 1u << FT_EQ_TILE_EQUALS;
    }
    /* Prune: an anchor must still be reachable with the tiles left. */
    if (!gen->anchored)
      {
        gint j = gen->next_anchor[pos];

        if (j < 0 || (guint) (gen->empties_before[j + 1] - gen->empties_before[pos]) > left)
          return;
      }

    /* What the rack can place: a symbol with a real tile left, any while
     * a blank is left; scrabble R4: at most one new =. */
    if (gen->blanks_needed >= gen->counts[FT_SCRABBLE_BLANK])
      allowed &= gen->real_left;
    if (gen->n_equals > 0)
      allowed &= ~(1u << FT_EQ_TILE_EQUALS);

    for (; allowed != 0; allowed &= allowed - 1)
      {
        guint t = __builtin_ctz (allowed);
        guint16 real_left = gen->real_left;
        FtEqPrefix next;
        gboolean blank, was_anchored, had_cross;

        blank = !((real_left >> t) & 1);
        next = *prefix;
        if (!ft_eq_prefix_push (&next, t))
          continue;

        gen->line[pos] = t;
        gen->new_pos[gen->n_new++] = pos;
        if (++gen->used[t] >= gen->counts[t])
          gen->real_left &= ~(1u << t);
        gen->blanks_needed += blank;
        gen->n_equals += t == FT_EQ_TILE_EQUALS;
        was_anchored = gen->anchored;
        had_cross = gen->cross_equation;
        gen->anchored |= gen->anchor[pos];
        gen->cross_equation |= (x->equation >> t) & 1;

        after (gen, pos, &next);

        gen->anchored = was_anchored;
        gen->cross_equation = had_cross;
        gen->n_equals -= t == FT_EQ_TILE_EQUALS;
        gen->blanks_needed -= blank;
        gen->used[t]--;
        gen->real_left = real_left;
        gen->n_new--;
      }
  }
}

static void
search_line (Gen   *gen,
             guint  dir,
             guint  index)
{
  gint next = -1;

  gen->dir = dir;
  gen->empties_before[0] = 0;
  for (guint k = 0; k < FT_SCRABBLE_SIZE; k++)
    {
      guint sq = dir == FT_SCRABBLE_ACROSS ? ft_scrabble_square (index, k) : ft_scrabble_square (k, index);

      gen->squares[k] = sq;
      gen->old[k] = gen->board->cells[sq];
      if (gen->first_play)
        gen->anchor[k] = sq == FT_SCRABBLE_CENTRE;
      else
        gen->anchor[k] = gen->old[k] != FT_SCRABBLE_EMPTY || gen->cross[!dir][sq].has_run;
      gen->empties_before[k + 1] = gen->empties_before[k] + (gen->old[k] == FT_SCRABBLE_EMPTY);
    }
  for (gint k = FT_SCRABBLE_SIZE - 1; k >= 0; k--)
    {
      if (gen->anchor[k])
        next = k;
      gen->next_anchor[k] = next;
    }
  gen->next_anchor[FT_SCRABBLE_SIZE] = -1;
  {
    guint n = 0;

    for (guint k = 0; k < FT_SCRABBLE_SIZE; k++)
      if (gen->old[k] == FT_SCRABBLE_EMPTY)
        gen->empties[n++] = k;
    while (n < G_N_ELEMENTS (gen->empties))
      gen->empties[n++] = FT_SCRABBLE_SIZE;
  }
  gen->next_old_equals[FT_SCRABBLE_SIZE] = FT_SCRABBLE_SIZE;
  for (gint k = FT_SCRABBLE_SIZE - 1; k >= 0; k--)
    gen->next_old_equals[k] = gen->old[k] != FT_SCRABBLE_EMPTY &&
                              FT_SCRABBLE_CELL_TILE (gen->old[k]) == FT_EQ_TILE_EQUALS ? k : gen->next_old_equals[k + 1];

  if (gen->next_anchor[0] < 0)
    return;

  for (guint a = 0; a < FT_SCRABBLE_SIZE; a++)
    {
      FtEqPrefix prefix;

      /* A run starts where the square before it is empty. */
      if (a > 0 && gen->old[a - 1] != FT_SCRABBLE_EMPTY)
        continue;
      if (gen->next_anchor[a] < 0)
        break;
      ft_eq_prefix_init (&prefix, &gen->settings->eq);
      gen->start = a;
      gen->n_new = 0;
      gen->n_equals = 0;
      gen->blanks_needed = 0;
      gen->anchored = FALSE;
      gen->has_old = FALSE;
      gen->cross_equation = FALSE;
      memset (gen->used, 0, sizeof gen->used);
      gen->real_left = 0;
      for (guint t = 0; t < FT_EQ_N_TILES; t++)
        if (gen->counts[t] > 0)
          gen->real_left |= 1u << t;
      extend (gen, a, &prefix);
    }
}

/* One-tile plays, from the cross-checks of both directions. */
static void
single_tiles (Gen *gen)
{
  if (gen->first_play || gen->n_rack == 0)
    return;

  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      const Cross *across = &gen->cross[FT_SCRABBLE_ACROSS][sq];
      const Cross *down = &gen->cross[FT_SCRABBLE_DOWN][sq];

      if (gen->board->cells[sq] != FT_SCRABBLE_EMPTY || (!across->has_run && !down->has_run))
        continue;

      for (guint t = 0; t < FT_EQ_N_TILES; t++)
        {
          guint16 bit = 1u << t;
          FtScrabblePlay play = { 0, };

          /* scrabble R5: every run accepts the tile, and one is an equation (which
           * holds an old tile: the new tile is alone). */
          if ((across->has_run && !(across->allowed & bit)) || (down->has_run && !(down->allowed & bit)))
            continue;
          if (!((across->equation | down->equation) & bit))
            continue;

          play.n = 1;
          play.dir = (across->equation & bit) ? FT_SCRABBLE_ACROSS : FT_SCRABBLE_DOWN;
          play.tiles[0].square = sq;
          for (guint blank = 0; blank < 2; blank++)
            {
              if (gen->counts[blank ? FT_SCRABBLE_BLANK : t] == 0)
                continue;
              play.tiles[0].tile = t | (blank ? FT_SCRABBLE_BLANK_FLAG : 0);
              play.score = ((across->equation & bit) ? across->score[t][blank] : 0) +
                           ((down->equation & bit) ? down->score[t][blank] : 0);
              gen->func (&play, gen->user_data);
            }
        }
    }
}

void
ft_scrabble_generate (const FtScrabbleBoard    *board,
                      const FtScrabbleSettings *settings,
                      const FtScrabbleRack     *rack,
                      FtScrabblePlayFunc        func,
                      gpointer                  user_data)
{
  g_autofree Gen *gen = g_new0 (Gen, 1);

  gen->board = board;
  gen->settings = settings;
  gen->func = func;
  gen->user_data = user_data;
  gen->n_rack = rack->n;
  gen->first_play = ft_scrabble_board_is_empty (board);
  ft_scrabble_rack_counts (rack, gen->counts);

  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      gen->letter[sq] = ft_scrabble_letter_factor (sq);
      gen->word[sq] = ft_scrabble_word_factor (sq);
    }
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    if (board->cells[sq] == FT_SCRABBLE_EMPTY)
      {
        compute_cross (gen, sq, FT_SCRABBLE_ACROSS);
        compute_cross (gen, sq, FT_SCRABBLE_DOWN);
      }

  single_tiles (gen);
  if (gen->n_rack < 2)
    return;
  for (guint dir = 0; dir < 2; dir++)
    for (guint i = 0; i < FT_SCRABBLE_SIZE; i++)
      search_line (gen, dir, i);
}

static void
collect_cb (const FtScrabblePlay *play,
            gpointer              user_data)
{
  g_array_append_val ((GArray *) user_data, *play);
}

/* Highest score first; then by square, direction and tiles, so that the
 * order is the same on every run. */
gint
ft_scrabble_play_compare (gconstpointer a,
                          gconstpointer b)
{
  const FtScrabblePlay *p = a, *q = b;

  if (p->score != q->score)
    return p->score > q->score ? -1 : 1;
  if (p->tiles[0].square != q->tiles[0].square)
    return p->tiles[0].square < q->tiles[0].square ? -1 : 1;
  if (p->dir != q->dir)
    return p->dir < q->dir ? -1 : 1;
  if (p->n != q->n)
    return p->n < q->n ? -1 : 1;
  for (guint i = 0; i < p->n; i++)
    {
      if (p->tiles[i].square != q->tiles[i].square)
        return p->tiles[i].square < q->tiles[i].square ? -1 : 1;
      if (p->tiles[i].tile != q->tiles[i].tile)
        return p->tiles[i].tile < q->tiles[i].tile ? -1 : 1;
    }
  return 0;
}

/* Every legal play, highest score first. */
GArray *
ft_scrabble_generate_all (const FtScrabbleBoard    *board,
                          const FtScrabbleSettings *settings,
                          const FtScrabbleRack     *rack)
{
  GArray *plays = g_array_new (FALSE, FALSE, sizeof (FtScrabblePlay));

  ft_scrabble_generate (board, settings, rack, collect_cb, plays);
  g_array_sort (plays, ft_scrabble_play_compare);
  return plays;
}
