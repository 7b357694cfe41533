/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipchain/flipchain-board.h"

G_DEFINE_QUARK (ft-fc-error-quark, ft_fc_error)

/* Axial steps for FtFcDirection, rows counted downwards. */
static const gint dir_dq[6] = { 1, -1, 0, 1, 0, -1 };
static const gint dir_dr[6] = { 0, 0, -1, -1, 1, 1 };

static FtFcGeom geoms[FT_FC_MAX_SIDE - FT_FC_MIN_SIDE + 1];

static gint
cell_at (const FtFcGeom *g,
         gint            q,
         gint            r)
{
  gint n = (gint) g->side - 1;
  gint row = r + n;
  gint qmin;

  if (r < -n || r > n || q < -n || q > n || q + r < -n || q + r > n)
    return FT_FC_NO_CELL;
  qmin = MAX (-n, -n - r);
  return (gint) g->row_start[row] + (q - qmin);
}

static void
geom_build (FtFcGeom *g,
            guint     side)
{
  gint n = (gint) side - 1;
  guint cell = 0;

  memset (g, 0, sizeof *g);
  g->side = side;
  g->n_rows = 2 * side - 1;
  for (gint row = 0; row < (gint) g->n_rows; row++)
    {
      gint r = row - n;
      gint qmin = MAX (-n, -n - r), qmax = MIN (n, n - r);

      g->row_start[row] = cell;
      g->row_len[row] = (guint) (qmax - qmin + 1);
      for (gint q = qmin; q <= qmax; q++, cell++)
        {
          g->row_of[cell] = (guint8) row;
          g->col_of[cell] = (guint8) (q - qmin);
          g->q_of[cell] = (gint8) q;
          g->r_of[cell] = (gint8) r;
        }
    }
  g->n_cells = cell;

  for (guint c = 0; c < g->n_cells; c++)
    {
      ft_fc_bits_add (&g->all, c);
      for (guint d = 0; d < 6; d++)
        {
          gint o = cell_at (g, g->q_of[c] + dir_dq[d], g->r_of[c] + dir_dr[d]);

          g->nbr[c][d] = (gint16) o;
          if (o != FT_FC_NO_CELL)
            {
              g->nbr_list[c][g->n_nbr[c]++] = (gint16) o;
              ft_fc_bits_add (&g->nbits[c], (guint) o);
            }
        }
      if (g->n_nbr[c] == 6)
        ft_fc_bits_add (&g->interior, c);
      else
        ft_fc_bits_add (&g->edge, c);
    }
}

const FtFcGeom *
ft_fc_geom (guint side)
{
  static gsize ready = 0;

  g_return_val_if_fail (side >= FT_FC_MIN_SIDE && side <= FT_FC_MAX_SIDE, NULL);

  /* Built once for every side, so that the tables are read-only afterwards
   * and any thread (the expert's worker) may use them. */
  if (g_once_init_enter (&ready))
    {
      for (guint s = FT_FC_MIN_SIDE; s <= FT_FC_MAX_SIDE; s++)
        geom_build (&geoms[s - FT_FC_MIN_SIDE], s);
      g_once_init_leave (&ready, 1);
    }
  return &geoms[side - FT_FC_MIN_SIDE];
}

guint
ft_fc_cell_transform (const FtFcGeom *geom,
                      guint           cell,
                      guint           k)
{
  /* Cube coordinates (x, y, z), x + y + z = 0: a reflection swaps x and z,
   * a sixth of a turn maps (x, y, z) to (-z, -x, -y). */
  gint x = geom->q_of[cell], z = geom->r_of[cell], y = -x - z;

  g_return_val_if_fail (cell < geom->n_cells && k < FT_FC_N_SYMMETRIES, cell);
  if (k >= 6)
    {
      gint t = x;

      x = z;
      z = t;
    }
  for (guint i = 0; i < k % 6; i++)
    {
      gint nx = -z, ny = -x, nz = -y;

      x = nx;
      y = ny;
      z = nz;
    }
  for (guint d = 0; d < geom->n_cells; d++)
    if (geom->q_of[d] == x && geom->r_of[d] == z)
      return d;
  g_return_val_if_reached (cell);
}

char *
ft_fc_cell_name (guint side,
                 guint cell)
{
  const FtFcGeom *g = ft_fc_geom (side);

  g_return_val_if_fail (g != NULL && cell < g->n_cells, NULL);
  return g_strdup_printf ("%c%u", 'a' + g->row_of[cell], g->col_of[cell] + 1u);
}

int
ft_fc_cell_half_x (const FtFcGeom *geom,
                   guint           cell)
{
  guint row = geom->row_of[cell], col = geom->col_of[cell];

  /* Each row half a cell further in, the further from the middle row. */
  return ABS ((int) row - (int) (geom->side - 1)) + 2 * (int) col;
}

/* Each row's letter at its left end and its last number at its right end
 * ("a … 5": a1 to a5), so that no number stands beside a row that has no
 * such cell; the numbers counted from the left over the top row and under
 * the bottom one, each straight above or below its cell (a row of -1 is
 * above the board, n_rows below). */
void
ft_fc_edge_labels (guint             side,
                   FtFcEdgeLabelFunc func,
                   gpointer          user_data)
{
  const FtFcGeom *geom = ft_fc_geom (side);
  guint last;

  g_return_if_fail (geom != NULL);
  last = geom->n_rows - 1;
  for (guint r = 0; r < geom->n_rows; r++)
    {
      char letter[2] = { (char) ('a' + r), 0 };
      g_autofree char *number = g_strdup_printf ("%u", geom->row_len[r]);
      guint end = geom->row_start[r] + geom->row_len[r] - 1;

      func (letter, ft_fc_cell_half_x (geom, geom->row_start[r]) - 2, (int) r, user_data);
      func (number, ft_fc_cell_half_x (geom, end) + 2, (int) r, user_data);
    }
  for (guint k = 1; k <= side; k++)
    {
      g_autofree char *number = g_strdup_printf ("%u", k);

      func (number, ft_fc_cell_half_x (geom, geom->row_start[0] + k - 1), -1, user_data);
      func (number, ft_fc_cell_half_x (geom, geom->row_start[last] + k - 1), (int) last + 1, user_data);
    }
}

gboolean
ft_fc_cell_parse (guint       side,
                  const char *text,
                  guint      *cell)
{
  const FtFcGeom *g = ft_fc_geom (side);
  guint row, number = 0;
  const char *p;

  if (g == NULL || text == NULL)
    return FALSE;
  if (text[0] >= 'a' && text[0] <= 'z')
    row = (guint) (text[0] - 'a');
  else if (text[0] >= 'A' && text[0] <= 'Z')
    row = (guint) (text[0] - 'A');
  else
    return FALSE;
  if (row >= g->n_rows)
    return FALSE;
  /* One or two digits, no leading zero: "e5", "j19" at most. */
  p = text + 1;
  if (!g_ascii_isdigit (p[0]) || p[0] == '0')
    return FALSE;
  for (guint i = 0; g_ascii_isdigit (p[i]); i++)
    {
      if (i >= 2)
        return FALSE;
      number = number * 10 + (guint) (p[i] - '0');
    }
  if (p[number >= 10 ? 2 : 1] != '\0')
    return FALSE;
  if (number < 1 || number > g->row_len[row])
    return FALSE;
  *cell = g->row_start[row] + number - 1;
  return TRUE;
}

char *
ft_fc_cells_to_string (guint           side,
                       const FtFcBits *set)
{
  GString *s = g_string_new (NULL);

  FT_FC_BITS_FOREACH (c, set)
    {
      g_autofree char *name = ft_fc_cell_name (side, (guint) c);

      if (s->len > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, name);
    }
  if (s->len == 0)
    g_string_append_c (s, '-');
  return g_string_free (s, FALSE);
}

void
ft_fc_board_init (FtFcBoard *board,
                  guint      side)
{
  g_return_if_fail (side >= FT_FC_MIN_SIDE && side <= FT_FC_MAX_SIDE);
  memset (board, 0, sizeof *board);
  board->side = (guint8) side;
}

FtFcColour
ft_fc_board_get (const FtFcBoard *board,
                 guint            cell)
{
  if (ft_fc_bits_has (&board->red, cell))
    return FT_FC_RED;
  if (ft_fc_bits_has (&board->blue, cell))
    return FT_FC_BLUE;
  return FT_FC_EMPTY;
}

void
ft_fc_board_set (FtFcBoard  *board,
                 guint       cell,
                 FtFcColour  colour)
{
  ft_fc_bits_remove (&board->red, cell);
  ft_fc_bits_remove (&board->blue, cell);
  if (colour == FT_FC_RED)
    ft_fc_bits_add (&board->red, cell);
  else if (colour == FT_FC_BLUE)
    ft_fc_bits_add (&board->blue, cell);
}

const FtFcBits *
ft_fc_board_discs (const FtFcBoard *board,
                   FtFcColour       colour)
{
  return colour == FT_FC_RED ? &board->red : &board->blue;
}

void
ft_fc_board_empty_cells (const FtFcBoard *board,
                         FtFcBits        *out)
{
  const FtFcGeom *g = ft_fc_geom (board->side);

  for (guint i = 0; i < FT_FC_WORDS; i++)
    out->w[i] = g->all.w[i] & ~(board->red.w[i] | board->blue.w[i]);
}

char *
ft_fc_board_to_string (const FtFcBoard *board)
{
  const FtFcGeom *g = ft_fc_geom (board->side);
  GString *s = g_string_new (NULL);

  for (guint row = 0; row < g->n_rows; row++)
    {
      /* Indented so that the text shows the hexagon. */
      for (guint i = g->row_len[row]; i < 2 * g->side - 1; i++)
        g_string_append_c (s, ' ');
      for (guint k = 0; k < g->row_len[row]; k++)
        {
          static const char marks[] = ".RB";

          if (k > 0)
            g_string_append_c (s, ' ');
          g_string_append_c (s, marks[ft_fc_board_get (board, g->row_start[row] + k)]);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

gboolean
ft_fc_board_from_string (FtFcBoard   *board,
                         guint        side,
                         const char  *text,
                         GError     **error)
{
  const FtFcGeom *g;
  g_auto(GStrv) lines = NULL;
  FtFcBoard b;
  guint row = 0;

  if (side < FT_FC_MIN_SIDE || side > FT_FC_MAX_SIDE)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                   "the board side must be %d to %d, not %u", FT_FC_MIN_SIDE, FT_FC_MAX_SIDE, side);
      return FALSE;
    }
  g = ft_fc_geom (side);
  ft_fc_board_init (&b, side);
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      const char *p = lines[l];
      guint k = 0;

      while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
      if (*p == '\0' || *p == '#')
        continue;
      if (row >= g->n_rows)
        {
          g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                       "line %u: a board of side %u has %u rows, this is one more", l + 1, side, g->n_rows);
          return FALSE;
        }
      while (*p != '\0')
        {
          FtFcColour colour;

          if (*p == '.')
            colour = FT_FC_EMPTY;
          else if (*p == 'R')
            colour = FT_FC_RED;
          else if (*p == 'B')
            colour = FT_FC_BLUE;
          else
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                           "line %u: “%c” is not a cell (use . R B)", l + 1,
                           g_ascii_isprint (*p) ? *p : '?');
              return FALSE;
            }
          p++;
          if (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r')
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                           "line %u: cells must be separated by spaces", l + 1);
              return FALSE;
            }
          if (k >= g->row_len[row])
            {
              g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                           "line %u: row %c of side %u has %u cells, not more",
                           l + 1, 'a' + row, side, g->row_len[row]);
              return FALSE;
            }
          ft_fc_board_set (&b, g->row_start[row] + k, colour);
          k++;
          while (*p == ' ' || *p == '\t' || *p == '\r')
            p++;
        }
      if (k != g->row_len[row])
        {
          g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                       "line %u: row %c of side %u has %u cells, not %u",
                       l + 1, 'a' + row, side, g->row_len[row], k);
          return FALSE;
        }
      row++;
    }
  if (row != g->n_rows)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_PARSE,
                   "a board of side %u has %u rows, not %u", side, g->n_rows, row);
      return FALSE;
    }
  *board = b;
  return TRUE;
}

gboolean
ft_fc_board_is_legal (const FtFcBoard *board,
                      FtFcColour       colour,
                      guint            cell)
{
  const FtFcGeom *g = ft_fc_geom (board->side);
  const FtFcBits *own = ft_fc_board_discs (board, colour);
  const FtFcBits *enemy = ft_fc_board_discs (board, FT_FC_OTHER (colour));
  guint n_own = 0, n_enemy = 0;

  if (cell >= g->n_cells || ft_fc_board_get (board, cell) != FT_FC_EMPTY)
    return FALSE;
  for (guint i = 0; i < FT_FC_WORDS; i++)
    {
      n_own += (guint) __builtin_popcountll (g->nbits[cell].w[i] & own->w[i]);
      n_enemy += (guint) __builtin_popcountll (g->nbits[cell].w[i] & enemy->w[i]);
    }
  return n_enemy >= n_own;   /* flipchain R5 */
}

void
ft_fc_board_legal (const FtFcBoard *board,
                   FtFcColour       colour,
                   FtFcBits        *out)
{
  FtFcBits empty;

  ft_fc_board_empty_cells (board, &empty);
  memset (out, 0, sizeof *out);
  FT_FC_BITS_FOREACH (c, &empty)
    if (ft_fc_board_is_legal (board, colour, (guint) c))
      ft_fc_bits_add (out, (guint) c);
}

/*
 * R8 by depth-first search over chordless paths that start at the placed
 * disc P and run through enemy discs.  A path P, e1, …, ej stays chordless
 * when the next cell touches ej and none of P, e1, …, ej-1.  A cell that
 * touches P (after e1) can only close a loop (when enemy, and the loop has
 * at least four cells) and a friendly disc can only end a path.
 *
 * Only the union of the discs matters, and the search is bounded by the
 * board rather than by the number of paths:
 *
 * - A branch is cut as soon as no disc that is not yet known to flip can
 *   be reached from its end through cells that the path still allows, or
 *   when no friendly end or loop closure can be reached at all (the
 *   reachable cells are a superset of what chordless extensions visit).
 * - The ways a path can go on from its end ej depend only on ej and on
 *   the forbidden cells (the path and the cells touching P, e1, …, ej-1)
 *   that touch the region R still reachable from ej: call that the
 *   frontier.  So a state is the pair (ej, frontier), and whether some
 *   completion (a friendly end or a loop closure) exists from it is a
 *   fact about the state, not about the path that led there.  Once a
 *   state has been searched, every disc of its completions is known to
 *   flip; a later path reaching the same state flips its own discs if the
 *   state had a completion and learns nothing more, so it is not searched
 *   again.  Many paths (every zigzag of a strip) reach few states, which
 *   bounds the search in the worst positions (bench-flipchain worst).
 *
 * The tests compare the result with the former plain search
 * (tests/flipchain/flipchain-flips-dfs.h) and a literal enumeration.
 */
enum
{
  STATE_FOUND = 1 << 0,       /* a completion exists from the state */
  STATE_INCOMPLETE = 1 << 1,  /* a branch was cut before knowing */
};

#define MEMO_SIZE 2048        /* states remembered per placement */
#define MEMO_AFTER 32         /* states searched before remembering */

typedef struct
{
  FtFcBits frontier;
  gint16   end;               /* -1: an empty slot */
  guint8   found;
} MemoEntry;

typedef struct
{
  const FtFcGeom *g;
  FtFcBits        enemy;
  FtFcBits        friendly;
  FtFcBits        np;      /* the neighbours of P */
  FtFcBits        path;    /* the enemy discs on the current path */
  FtFcBits        flips;
  guint           p;
  guint           n_states;
  MemoEntry      *memo;
} FlipSearch;

static inline gboolean
bits_subset (const FtFcBits *a,
             const FtFcBits *b)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    if ((a->w[i] & ~b->w[i]) != 0)
      return FALSE;
  return TRUE;
}

static inline void
bits_or (FtFcBits       *a,
         const FtFcBits *b)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    a->w[i] |= b->w[i];
}

static inline guint
memo_slot (guint           end,
           const FtFcBits *frontier)
{
  guint64 h = end * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  for (guint i = 0; i < FT_FC_WORDS; i++)
    h = (h ^ frontier->w[i]) * G_GUINT64_CONSTANT (0xFF51AFD7ED558CCD);
  return (guint) (h >> 40) & (MEMO_SIZE - 1);
}

/* The region still reachable from @end: whether a friendly end or a loop
 * closure can be reached (*terminal), whether a disc not yet known to flip
 * can (*fresh), and the frontier (the forbidden cells touching @end or the
 * region).  Without @frontier it stops as soon as both are known. */
static void
survey (const FlipSearch *s,
        guint             end,
        const FtFcBits   *inner,
        gboolean         *terminal,
        gboolean         *fresh,
        FtFcBits         *frontier)
{
  const FtFcGeom *g = s->g;
  gint16 stack[FT_FC_MAX_CELLS];
  FtFcBits seen = { { 0, } };
  guint top = 0;

  *terminal = FALSE;
  *fresh = !bits_subset (&s->path, &s->flips);
  if (frontier != NULL)
    memset (frontier, 0, sizeof *frontier);
  stack[top++] = (gint16) end;
  ft_fc_bits_add (&seen, end);
  while (top > 0)
    {
      guint c = (guint) stack[--top];

      for (guint k = 0; k < g->n_nbr[c]; k++)
        {
          guint d = (guint) g->nbr_list[c][k];

          if (ft_fc_bits_has (&seen, d))
            continue;
          if (ft_fc_bits_has (inner, d) || ft_fc_bits_has (&s->path, d))
            {
              if (frontier != NULL)
                ft_fc_bits_add (frontier, d);
              continue;
            }
          ft_fc_bits_add (&seen, d);
          if (ft_fc_bits_has (&s->friendly, d))
            {
              if (!ft_fc_bits_has (&s->np, d))
                *terminal = TRUE;
            }
          else if (ft_fc_bits_has (&s->enemy, d))
            {
              if (!ft_fc_bits_has (&s->flips, d))
                *fresh = TRUE;
              if (ft_fc_bits_has (&s->np, d))
                *terminal = TRUE;   /* a loop may close here */
              else
                stack[top++] = (gint16) d;
            }
          if (frontier == NULL && *terminal && *fresh)
            return;
        }
    }
}

static guint extend (FlipSearch *s, guint end, guint len, const FtFcBits *inner);

/* The path has just grown to @end (already in s->path). */
static guint
visit (FlipSearch     *s,
       guint           end,
       guint           len,
       const FtFcBits *inner)
{
  gboolean terminal, fresh;
  FtFcBits frontier;
  MemoEntry *slot = NULL;
  guint result;

  if (s->memo == NULL && ++s->n_states > MEMO_AFTER)
    {
      s->memo = g_new (MemoEntry, MEMO_SIZE);
      for (guint i = 0; i < MEMO_SIZE; i++)
        s->memo[i].end = -1;
    }
  if (s->memo == NULL)
    {
      survey (s, end, inner, &terminal, &fresh, NULL);
      if (!terminal)
        return 0;
      if (!fresh)
        return STATE_INCOMPLETE;
      return extend (s, end, len, inner);
    }

  survey (s, end, inner, &terminal, &fresh, &frontier);
  if (!terminal)
    return 0;
  slot = &s->memo[memo_slot (end, &frontier)];
  if (slot->end == (gint16) end && ft_fc_bits_equal (&slot->frontier, &frontier))
    {
      if (!slot->found)
        return 0;
      bits_or (&s->flips, &s->path);
      return STATE_FOUND;
    }
  if (!fresh)
    return STATE_INCOMPLETE;
  result = extend (s, end, len, inner);
  if ((result & STATE_FOUND) != 0 || (result & STATE_INCOMPLETE) == 0)
    {
      slot->end = (gint16) end;
      slot->frontier = frontier;
      slot->found = (result & STATE_FOUND) != 0;
    }
  return result;
}

static guint
extend (FlipSearch     *s,
        guint           end,
        guint           len,
        const FtFcBits *inner)
{
  const FtFcGeom *g = s->g;
  guint result = 0;

  /* Ends first: they add to the flips, which then cut more branches. */
  if (len >= 2)
    for (guint k = 0; k < g->n_nbr[end]; k++)
      {
        guint v = (guint) g->nbr_list[end][k];

        if (v == s->p || ft_fc_bits_has (&s->path, v) || ft_fc_bits_has (inner, v))
          continue;
        if (ft_fc_bits_has (&s->np, v))
          {
            /* A loop P, e1, …, ej, v: chordless, and not a triangle. */
            if (len >= 3 && ft_fc_bits_has (&s->enemy, v))
              {
                bits_or (&s->flips, &s->path);
                ft_fc_bits_add (&s->flips, v);
                result |= STATE_FOUND;
              }
          }
        else if (ft_fc_bits_has (&s->friendly, v))
          {
            bits_or (&s->flips, &s->path);
            result |= STATE_FOUND;
          }
      }

  for (guint k = 0; k < g->n_nbr[end]; k++)
    {
      guint v = (guint) g->nbr_list[end][k];
      FtFcBits next_inner;

      if (!ft_fc_bits_has (&s->enemy, v) || ft_fc_bits_has (&s->path, v) || ft_fc_bits_has (inner, v))
        continue;
      if (len >= 2 && ft_fc_bits_has (&s->np, v))
        continue;
      next_inner = *inner;
      if (len >= 2)
        bits_or (&next_inner, &g->nbits[end]);
      ft_fc_bits_add (&s->path, v);
      result |= visit (s, v, len + 1, &next_inner);
      ft_fc_bits_remove (&s->path, v);
    }
  return result;
}

guint
ft_fc_board_flips (const FtFcBoard *board,
                   FtFcColour       colour,
                   guint            cell,
                   FtFcBits        *flips)
{
  FlipSearch s;
  FtFcBits none = { { 0, } };

  memset (&s, 0, sizeof s);
  s.g = ft_fc_geom (board->side);
  g_return_val_if_fail (cell < s.g->n_cells, 0);
  s.enemy = *ft_fc_board_discs (board, FT_FC_OTHER (colour));
  s.friendly = *ft_fc_board_discs (board, colour);
  ft_fc_bits_remove (&s.enemy, cell);
  ft_fc_bits_remove (&s.friendly, cell);
  s.np = s.g->nbits[cell];
  s.p = cell;
  extend (&s, cell, 1, &none);
  g_free (s.memo);
  *flips = s.flips;
  return ft_fc_bits_count (&s.flips);
}

/*
 * R3/R4 without enumerating cycles.  In the triangular lattice of hex
 * cells a set S of cells holds a chordless cycle of four or more cells if
 * and only if some cell has all six neighbours in S, or some cells outside
 * S are enclosed by S (a group of cells not in S that reaches no edge of
 * the board).  Why: a chordless cycle of four or more cells must enclose a
 * cell (a polygon triangulated by lattice triangles with no inner vertex
 * has a diagonal, which would be a chord); if an enclosed cell is outside
 * S, S encloses a group; otherwise any enclosed cell has its six
 * neighbours in S.  Conversely six neighbours in S form the smallest
 * ring, and the shortest cycle of S around an enclosed group has no chord
 * (a chord would split it into two shorter cycles, one still around the
 * group; a triangle encloses nothing).  The tests check this against a
 * plain enumeration.
 */
gboolean
ft_fc_bits_have_loop (const FtFcGeom *g,
                      const FtFcBits *set)
{
  FtFcBits outside, seen;
  gint16 stack[FT_FC_MAX_CELLS];
  guint top = 0;

  if (ft_fc_bits_count (set) < 6)
    return FALSE;

  FT_FC_BITS_FOREACH (u, &g->interior)
    if (bits_subset (&g->nbits[u], set))
      return TRUE;

  for (guint i = 0; i < FT_FC_WORDS; i++)
    {
      outside.w[i] = g->all.w[i] & ~set->w[i];
      seen.w[i] = outside.w[i] & g->edge.w[i];
    }
  FT_FC_BITS_FOREACH (c, &seen)
    stack[top++] = (gint16) c;
  while (top > 0)
    {
      guint c = (guint) stack[--top];

      for (guint k = 0; k < g->n_nbr[c]; k++)
        {
          guint d = (guint) g->nbr_list[c][k];

          if (ft_fc_bits_has (&outside, d) && !ft_fc_bits_has (&seen, d))
            {
              ft_fc_bits_add (&seen, d);
              stack[top++] = (gint16) d;
            }
        }
    }
  return !ft_fc_bits_equal (&seen, &outside);
}

gboolean
ft_fc_board_has_loop (const FtFcBoard *board,
                      FtFcColour       colour)
{
  return ft_fc_bits_have_loop (ft_fc_geom (board->side), ft_fc_board_discs (board, colour));
}

gboolean
ft_fc_board_place (FtFcBoard  *board,
                   FtFcColour  colour,
                   guint       cell,
                   FtFcBits   *flips)
{
  FtFcBits f;
  FtFcBits *own = colour == FT_FC_RED ? &board->red : &board->blue;
  FtFcBits *enemy = colour == FT_FC_RED ? &board->blue : &board->red;

  ft_fc_board_flips (board, colour, cell, &f);
  ft_fc_bits_add (own, cell);
  for (guint i = 0; i < FT_FC_WORDS; i++)
    {
      own->w[i] |= f.w[i];
      enemy->w[i] &= ~f.w[i];
    }
  if (flips != NULL)
    *flips = f;
  return ft_fc_bits_have_loop (ft_fc_geom (board->side), own);   /* flipchain R9 */
}
