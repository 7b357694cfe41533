/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * A plain reference for the flipchain rulings, written apart from the
 * engine for the tests: its own geometry (doubled coordinates instead of
 * axial), its own adjacency test, and a literal enumeration of sequences
 * that checks R2/R3 on every pair of cells.  Slow on purpose; it keeps no
 * bit sets and cuts nothing but sequences that already break R2.
 */

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#define REF_MAX 128   /* side 6 has 91 cells; the reference stops there */

typedef struct
{
  int side;
  int n;
  int x[REF_MAX], y[REF_MAX];   /* doubled coordinates: x steps by 2 along a row */
  char cell[REF_MAX];           /* '.', 'R' or 'B' */
} RefBoard;

static inline void
ref_board_init (RefBoard   *b,
                int         side,
                const char *cells)
{
  int i = 0;

  memset (b, 0, sizeof *b);
  b->side = side;
  for (int r = 0; r < 2 * side - 1; r++)
    {
      int len = side + MIN (r, 2 * side - 2 - r);
      int indent = abs (r - (side - 1));

      for (int c = 0; c < len; c++, i++)
        {
          b->x[i] = indent + 2 * c;
          b->y[i] = r;
          b->cell[i] = cells != NULL ? cells[i] : '.';
        }
    }
  b->n = i;
}

static inline int
ref_adjacent (const RefBoard *b,
              int             i,
              int             j)
{
  int dx = abs (b->x[i] - b->x[j]), dy = abs (b->y[i] - b->y[j]);

  return (dy == 0 && dx == 2) || (dy == 1 && dx == 1);
}

/* R2, literally: consecutive cells adjacent, no other pair adjacent. */
static inline int
ref_is_path (const RefBoard *b,
             const int      *seq,
             int             len)
{
  for (int i = 0; i < len; i++)
    for (int j = i + 1; j < len; j++)
      {
        if (seq[i] == seq[j])
          return 0;
        if (ref_adjacent (b, seq[i], seq[j]) != (j == i + 1))
          return 0;
      }
  return 1;
}

/* R2 for seq[0..len] when seq[0..len-1] is already a path: the new cell
 * is new and touches its predecessor only. */
static inline int
ref_extends_path (const RefBoard *b,
                  const int      *seq,
                  int             len)
{
  for (int i = 0; i < len; i++)
    if (seq[i] == seq[len] || ref_adjacent (b, seq[i], seq[len]) != (i == len - 1))
      return 0;
  return 1;
}

/* R3, literally: a closed path of at least four cells. */
static inline int
ref_is_loop (const RefBoard *b,
             const int      *seq,
             int             len)
{
  if (len < 4)
    return 0;
  for (int i = 0; i < len; i++)
    for (int j = i + 1; j < len; j++)
      {
        int next = j == i + 1 || (i == 0 && j == len - 1);

        if (seq[i] == seq[j] || ref_adjacent (b, seq[i], seq[j]) != next)
          return 0;
      }
  return 1;
}

typedef struct
{
  const RefBoard *b;
  char            own, enemy;
  int             seq[REF_MAX];
  char            flips[REF_MAX];
} RefFlip;

static inline void
ref_flip_walk (RefFlip *f,
               int      len)
{
  const RefBoard *b = f->b;

  for (int v = 0; v < b->n; v++)
    {
      f->seq[len] = v;
      if (!ref_adjacent (b, f->seq[len - 1], v))
        continue;
      if (b->cell[v] == f->own && len >= 2 && ref_is_path (b, f->seq, len + 1))
        for (int i = 1; i < len; i++)
          f->flips[f->seq[i]] = 1;
      if (b->cell[v] != f->enemy)
        continue;
      if (ref_is_loop (b, f->seq, len + 1))
        for (int i = 1; i <= len; i++)
          f->flips[f->seq[i]] = 1;
      if (ref_extends_path (b, f->seq, len))
        ref_flip_walk (f, len + 1);
    }
}

/* R8: fills @flips[i] = 1 for every enemy disc flipped by @own placing on
 * the empty cell @p. */
static inline void
ref_flips (const RefBoard *board,
           char            own,
           int             p,
           char           *flips)
{
  RefFlip f;

  memset (&f, 0, sizeof f);
  f.b = board;
  f.own = own;
  f.enemy = own == 'R' ? 'B' : 'R';
  f.seq[0] = p;
  ref_flip_walk (&f, 1);
  memcpy (flips, f.flips, sizeof f.flips);
}

static inline int
ref_loop_walk (const RefBoard *b,
               char            colour,
               int            *seq,
               int             len)
{
  for (int v = seq[0] + 1; v < b->n; v++)
    {
      if (b->cell[v] != colour || !ref_adjacent (b, seq[len - 1], v))
        continue;
      seq[len] = v;
      if (ref_is_loop (b, seq, len + 1))
        return 1;
      if (ref_extends_path (b, seq, len) && ref_loop_walk (b, colour, seq, len + 1))
        return 1;
    }
  return 0;
}

/* R3/R4: some loop of @colour's discs exists (each loop is found from its
 * lowest-numbered cell). */
static inline int
ref_has_loop (const RefBoard *b,
              char            colour)
{
  int seq[REF_MAX];

  for (int s = 0; s < b->n; s++)
    if (b->cell[s] == colour)
      {
        seq[0] = s;
        if (ref_loop_walk (b, colour, seq, 1))
          return 1;
      }
  return 0;
}
