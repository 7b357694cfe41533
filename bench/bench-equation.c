/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "ft-rng.h"
#include "equation/equation-check.h"
#include "equation/equation-prefix.h"

/*
 * Equations checked per second on a mix like the Scrabble move generator's:
 * a third valid lines, a third valid lines with one tile changed (invalid at
 * every point of the line), a third random tiles (mostly dead early);
 * 3 to 15 tiles; both orders of operations.  Then prefix checks per second,
 * as whole-line prefix scans and as single incremental pushes.  Prints
 * figures only; it never fails on timing.
 */

#define N_LINES 20000

typedef struct
{
  guint8 n;
  guint8 tiles[FT_EQ_MAX_TILES];
} Line;

static guint
append_number (guint8  *tiles,
               guint    n,
               guint64  value)
{
  guint width = MAX (1, ft_eq_bit_length (value));

  for (guint b = width; b-- > 0;)
    tiles[n++] = (value >> b) & 1;
  return n;
}

/* A random expression, then `= its value`: valid unless R14 or R12 breaks. */
static gboolean
make_valid (FtRng           *rng,
            const FtEqRules *rules,
            Line            *line)
{
  static const guint8 ops[] = {
    FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS, FT_EQ_TILE_TIMES, FT_EQ_TILE_DIVIDE,
    FT_EQ_TILE_AND, FT_EQ_TILE_OR,
  };
  guint8 tiles[FT_EQ_MAX_TILES + 1];
  guint n = 0, operands = 1 + ft_rng_below (rng, 4);
  FtEqVerdict v;

  for (guint k = 0; k < operands; k++)
    {
      if (k > 0)
        tiles[n++] = ops[ft_rng_below (rng, G_N_ELEMENTS (ops))];
      if (ft_rng_below (rng, 6) == 0)
        tiles[n++] = FT_EQ_TILE_NOT;
      n = append_number (tiles, n, 1 + ft_rng_below (rng, 7));
    }
  tiles[n++] = FT_EQ_TILE_EQUALS;
  tiles[n++] = FT_EQ_TILE_0;
  if (n > FT_EQ_MAX_TILES)
    return FALSE;

  /* The verdict on `EXPR = 0` tells EXPR's value (or that it is 0). */
  ft_eq_check (tiles, n, rules, &v);
  if (v.fault == FT_EQ_FAULT_PARTS_DIFFER)
    n = append_number (tiles, n - 1, v.other);
  else if (v.fault != FT_EQ_FAULT_NONE)
    return FALSE;
  if (n > FT_EQ_MAX_TILES || !ft_eq_check (tiles, n, rules, &v))
    return FALSE;

  line->n = n;
  memcpy (line->tiles, tiles, n);
  return TRUE;
}

static void
make_lines (FtRng           *rng,
            const FtEqRules *rules,
            Line            *lines,
            guint           *n_valid)
{
  *n_valid = 0;
  for (guint i = 0; i < N_LINES; i++)
    {
      Line *line = &lines[i];

      switch (i % 3)
        {
        case 0:
        case 1:
          while (!make_valid (rng, rules, line))
            ;
          if (i % 3 == 1)
            line->tiles[ft_rng_below (rng, line->n)] = ft_rng_below (rng, FT_EQ_TILE_XOR);
          break;
        default:
          line->n = 3 + ft_rng_below (rng, FT_EQ_MAX_TILES - 2);
          for (guint k = 0; k < line->n; k++)
            line->tiles[k] = ft_rng_below (rng, FT_EQ_N_TILES);
          break;
        }
    }
}

int
main (int    argc,
      char **argv)
{
  FtRng rng;
  g_autofree Line *lines = g_new (Line, N_LINES);

  ft_rng_init (&rng, 20261121);
  printf ("binary equations, %u lines per order, 3-15 tiles\n", N_LINES);

  for (guint order = 0; order < 2; order++)
    {
      FtEqRules rules = { order, FT_EQ_OPTION_NO_IDENTITY };
      guint n_valid, valid = 0, open = 0, rounds = 0;
      guint64 checks = 0, pushes = 0, scans = 0, tiles_total = 0;
      gint64 start;
      double seconds;

      make_lines (&rng, &rules, lines, &n_valid);
      for (guint i = 0; i < N_LINES; i++)
        tiles_total += lines[i].n;

      start = g_get_monotonic_time ();
      do
        {
          for (guint i = 0; i < N_LINES; i++)
            {
              FtEqVerdict v;

              valid += ft_eq_check (lines[i].tiles, lines[i].n, &rules, &v);
            }
          checks += N_LINES;
          rounds++;
        }
      while (g_get_monotonic_time () - start < G_USEC_PER_SEC);
      seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
      printf ("%-8s full check:   %11.0f lines/s (%.1f%% valid, %.1f tiles a line on average)\n",
              order ? "ltr" : "standard", checks / seconds, 100.0 * valid / checks,
              (double) tiles_total / N_LINES);

      /* Prefix checks: each line scanned tile by tile until it dies, as a
       * generator extends a line, one incremental push per tile. */
      start = g_get_monotonic_time ();
      do
        {
          for (guint i = 0; i < N_LINES; i++)
            {
              FtEqPrefix prefix;
              guint k;

              ft_eq_prefix_init (&prefix, &rules);
              for (k = 0; k < lines[i].n; k++)
                if (!ft_eq_prefix_push (&prefix, lines[i].tiles[k]))
                  break;
              pushes += MIN (k + 1, lines[i].n);
              open += k == lines[i].n;
            }
          scans += N_LINES;
        }
      while (g_get_monotonic_time () - start < G_USEC_PER_SEC);
      seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
      printf ("%-8s prefix check: %11.0f line scans/s, %11.0f pushes/s (%.1f%% of lines open to the end)\n",
              order ? "ltr" : "standard", scans / seconds, pushes / seconds, 100.0 * open / scans);
    }

  return 0;
}
