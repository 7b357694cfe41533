/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-solver.h"

G_BEGIN_DECLS

/*
 * A hint for the colour to move (R10: everything on the board is known).
 * Three parts, so that a page can show the quick ones at once and the
 * expert's choice with progress:
 *
 * - ft_fc_hint_tactics(): the legal placements, those that win now, the
 *   opponent's winning placements (were it their move) and the placements
 *   after which the opponent has none (a few milliseconds even on side 10).
 * - ft_fc_hint_expert(): the expert's choice under @budget, what it flips
 *   and why.  Thread-safe like ft_fc_ai_expert().
 * - ft_fc_hint_solve(): on the solved boards (side 3, which the solver
 *   finishes in seconds), the value with perfect play and, for every legal
 *   move, the value after it.  Larger boards give FALSE.
 *
 * ft_fc_hint_describe() words whatever has been filled in (translated).
 */
#define FT_FC_HINT_SOLVED_SIDE 3

typedef struct
{
  FtFcColour colour;
  guint      side;
  FtFcBits   legal;
  gboolean   can_swap;
  FtFcBits   wins;
  FtFcBits   threats;
  FtFcBits   stops;

  gboolean   has_expert;
  FtFcChoice expert;
  FtFcBits   expert_flips;

  gboolean   solved;
  gint       value;                       /* for @colour: +1, 0, -1 */
  gint       move_value[FT_FC_MAX_CELLS]; /* after each legal placement */
  gint       swap_value;                  /* after a swap, if @can_swap */
} FtFcHint;

void  ft_fc_hint_tactics  (const FtFcGame   *game,
                           FtFcHint         *hint);
void  ft_fc_hint_expert   (const FtFcGame   *game,
                           const FtFcBudget *budget,
                           FtFcHint         *hint);
/* @solver may be NULL (a new one is made and dropped); @cancel (may be
 * NULL) is read atomically and stops it.  Returns whether the position
 * was solved. */
gboolean ft_fc_hint_solve (const FtFcGame   *game,
                           FtFcSolver       *solver,
                           gint64            time_us,
                           const gint       *cancel,
                           FtFcHint         *hint);
char *ft_fc_hint_describe (const FtFcHint   *hint);

G_END_DECLS
