/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "dice-stats.h"

typedef struct
{
  guint8  faces[FT_DICE_MAX_N];
  guint   total;
  guint64 orders;  /* ordered rolls that give this multiset */
  guint   klass;
} Roll;

static guint
class_of (const guint8 *faces,
          guint         n,
          FtDiceStats  *stats)
{
  guint8 c[3] = { 0 };

  for (guint i = 0; i < n; i++)
    c[(faces[i] == 1 || faces[i] == 6) ? 0 : (faces[i] == 2 || faces[i] == 5) ? 1 : 2]++;
  for (guint i = 0; i < stats->n_classes; i++)
    if (memcmp (stats->classes[i], c, 3) == 0)
      return i;
  memcpy (stats->classes[stats->n_classes], c, 3);
  return stats->n_classes++;
}

/* Every multiset of N faces (non-decreasing), with the number of ordered
 * rolls showing it: N! / (c1! c2! … c6!). */
static void
add_rolls (GArray      *rolls,
           guint8      *faces,
           guint        i,
           guint        n,
           FtDiceStats *stats)
{
  if (i == n)
    {
      Roll r = { { 0 }, 0, 1, 0 };
      guint run = 1;

      memcpy (r.faces, faces, n);
      for (guint k = 0; k < n; k++)
        {
          r.total += faces[k];
          r.orders *= k + 1;
          if (k > 0 && faces[k] == faces[k - 1])
            r.orders /= ++run;
          else
            run = 1;
        }
      r.klass = class_of (faces, n, stats);
      g_array_append_val (rolls, r);
      return;
    }
  for (guint8 f = i > 0 ? faces[i - 1] : 1; f <= 6; f++)
    {
      faces[i] = f;
      add_rolls (rolls, faces, i + 1, n, stats);
    }
}

void
ft_dice_stats_compute (const FtDiceTable *table,
                       FtDiceStats       *stats)
{
  guint n = ft_dice_table_n_dice (table);
  g_autoptr(GArray) rolls = g_array_new (FALSE, FALSE, sizeof (Roll));
  guint8 faces[FT_DICE_MAX_N];

  memset (stats, 0, sizeof *stats);
  stats->n_dice = n;
  add_rolls (rolls, faces, 0, n, stats);

  for (guint i = 0; i < rolls->len; i++)
    for (guint j = 0; j < rolls->len; j++)
      {
        const Roll *first = &g_array_index (rolls, Roll, i);
        const Roll *second = &g_array_index (rolls, Roll, j);
        guint64 w;
        FtDicePos pos;
        gboolean wins;
        guint depth;

        /* R2: the first mover has the lower total; each unordered pair of
         * rolls is met twice (A lower or B lower), which the factor 2 in
         * the weight counts once here. */
        if (first->total >= second->total)
          continue;
        w = 2 * first->orders * second->orders;
        ft_dice_pos_start (&pos, first->faces, second->faces, n);
        pos.most_change = ft_dice_table_most_change (table);
        if (!ft_dice_table_probe (table, &pos, &wins, &depth))
          g_return_if_reached ();
        stats->rolls += w;
        stats->class_rolls[first->klass][second->klass] += w;
        if (wins)
          {
            stats->wins += w;
            stats->class_wins[first->klass][second->klass] += w;
          }
      }
  stats->first_mover_wins = (double) stats->wins / stats->rolls;
}
