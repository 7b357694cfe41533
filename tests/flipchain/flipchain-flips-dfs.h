/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <string.h>

#include "flipchain/flipchain-board.h"

/*
 * The engine's former R8 search, kept as a second reference: a pruned
 * depth-first enumeration of chordless paths, exact but exponential in
 * the worst case (2.4 s for one placement on a 60%-full side-10
 * position).  The engine now memoises it (flipchain-board.c); the tests
 * compare the two on every position they make, including late side-10
 * positions that the literal enumeration of flipchain-reference.h is far
 * too slow for.
 */

/*
 * R8 by depth-first search over chordless paths that start at the placed
 * disc P and run through enemy discs.  A path P, e1, …, ej stays chordless
 * when the next cell touches ej and none of P, e1, …, ej-1.  A cell that
 * touches P (after e1) can only close a loop (when enemy, and the loop has
 * at least four cells) and a friendly disc can only end a path.
 *
 * The number of chordless paths can grow fast in a big enemy group, but
 * only the union of their discs matters: a branch is cut as soon as no
 * disc that is not yet known to flip can be reached from its end through
 * cells that the path still allows, or when no friendly end or loop
 * closure can be reached at all.  The cut is conservative (the reachable
 * cells are a superset of what chordless extensions can visit), so the
 * result is exact; tests compare it with a plain enumeration.
 */
typedef struct
{
  const FtFcGeom *g;
  FtFcBits        enemy;
  FtFcBits        friendly;
  FtFcBits        np;      /* the neighbours of P */
  FtFcBits        path;    /* the enemy discs on the current path */
  FtFcBits        flips;
  guint           p;
} DfsSearch;

static inline gboolean
dfs_bits_subset (const FtFcBits *a,
             const FtFcBits *b)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    if ((a->w[i] & ~b->w[i]) != 0)
      return FALSE;
  return TRUE;
}

static inline void
dfs_bits_or (FtFcBits       *a,
         const FtFcBits *b)
{
  for (guint i = 0; i < FT_FC_WORDS; i++)
    a->w[i] |= b->w[i];
}

static gboolean
dfs_worth_extending (const DfsSearch *s,
                 guint             end,
                 const FtFcBits   *inner)
{
  const FtFcGeom *g = s->g;
  gint16 stack[FT_FC_MAX_CELLS];
  FtFcBits seen = { { 0, } };
  guint top = 0;
  gboolean terminal = FALSE;
  gboolean fresh = !dfs_bits_subset (&s->path, &s->flips);

  stack[top++] = (gint16) end;
  ft_fc_bits_add (&seen, end);
  while (top > 0)
    {
      guint c = (guint) stack[--top];

      for (guint k = 0; k < g->n_nbr[c]; k++)
        {
          guint d = (guint) g->nbr_list[c][k];

          if (ft_fc_bits_has (&seen, d) || ft_fc_bits_has (inner, d) || ft_fc_bits_has (&s->path, d))
            continue;
          ft_fc_bits_add (&seen, d);
          if (ft_fc_bits_has (&s->friendly, d))
            {
              if (!ft_fc_bits_has (&s->np, d))
                terminal = TRUE;
            }
          else if (ft_fc_bits_has (&s->enemy, d))
            {
              if (!ft_fc_bits_has (&s->flips, d))
                fresh = TRUE;
              if (ft_fc_bits_has (&s->np, d))
                terminal = TRUE;   /* a loop may close here */
              else
                stack[top++] = (gint16) d;
            }
          if (terminal && fresh)
            return TRUE;
        }
    }
  return FALSE;
}

static void
dfs_extend (DfsSearch     *s,
        guint           end,
        guint           len,
        const FtFcBits *inner)
{
  const FtFcGeom *g = s->g;

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
                dfs_bits_or (&s->flips, &s->path);
                ft_fc_bits_add (&s->flips, v);
              }
          }
        else if (ft_fc_bits_has (&s->friendly, v))
          dfs_bits_or (&s->flips, &s->path);
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
        dfs_bits_or (&next_inner, &g->nbits[end]);
      ft_fc_bits_add (&s->path, v);
      if (dfs_worth_extending (s, v, &next_inner))
        dfs_extend (s, v, len + 1, &next_inner);
      ft_fc_bits_remove (&s->path, v);
    }
}

static guint
dfs_flips (const FtFcBoard *board,
                   FtFcColour       colour,
                   guint            cell,
                   FtFcBits        *flips)
{
  DfsSearch s;
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
  dfs_extend (&s, cell, 1, &none);
  *flips = s.flips;
  return ft_fc_bits_count (&s.flips);
}
