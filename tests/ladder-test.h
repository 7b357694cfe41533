/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <math.h>

/*
 * The strength ladders' arithmetic, shared by the ladder tests and the
 * benches that print the same figures: the 95% Wilson score interval of
 * @wins in @n games, as fractions.  A ladder step holds when the lower end
 * clears its bar (standard 70% against beginner, expert 85% against
 * standard): then the difference is the players', not the seeds' luck.
 */
static inline void
ladder_wilson (guint   wins,
               guint   n,
               double *low,
               double *high)
{
  double z = 1.96, p = n > 0 ? (double) wins / n : 0.0;
  double centre, spread;

  if (n == 0)
    {
      *low = 0.0;
      *high = 1.0;
      return;
    }
  centre = p + z * z / (2 * n);
  spread = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n));
  *low = (centre - spread) / (1 + z * z / n);
  *high = (centre + spread) / (1 + z * z / n);
}

static inline double
ladder_wilson_low (guint wins,
                   guint n)
{
  double low, high;

  ladder_wilson (wins, n, &low, &high);
  return low;
}
