/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation-rules.h"
#include "equation-tile.h"
#include "equation-verdict.h"

G_BEGIN_DECLS

/*
 * The incremental "can this prefix still become a valid line?" check for the
 * move generator.  Push tiles one at a time; a push returns FALSE once no
 * continuation to the right (within FT_EQ_MAX_TILES tiles) can be a valid and
 * correct equation, and the prefix stays dead.  The check is sound, never
 * complete: a prefix it keeps may still have no valid completion.
 *
 * It rejects on R11 grammar faults, leading zeros (R12, outside NOT),
 * identity fragments (R17), lines too long to finish (R3), operations whose
 * operands can no longer change and that break R14, and parts between `=`
 * signs that are finished and differ (R16).
 *
 * A plain struct: copy it to backtrack.
 *
 * ft_eq_prefix_may_end() asks the other question a move generator has at
 * each square where a line could stop: may the tiles pushed so far, as they
 * stand, be a valid and correct equation?  It answers from the prefix's
 * state, without rescanning the line: FALSE is certain; TRUE is exact but
 * for R12's needless zeros after NOT (a search over the whole line), so
 * with "loose NOT zeros" it agrees with ft_eq_check(), and otherwise a TRUE
 * is confirmed with ft_eq_check().
 */
/* Where a scan of a line stands in the grammar (R11).  Internal to the
 * checker; public only so that FtEqPrefix can be a plain struct. */
typedef struct
{
  guint8  mode;
  guint8  n;              /* tiles seen */
  guint8  n_equals;
  guint8  prev_op;        /* the binary operator before the current operand, or FT_EQ_N_TILES */
  guint8  prev_op_tile;
  guint8  first;          /* the current operand's first tile (NOT or digit) */
  guint8  digits_first;
  guint8  width;          /* its digits so far */
  guint8  has_not;
  guint8  last;           /* the last tile seen */
  guint64 value;          /* its digits' value so far */
} FtEqScan;

typedef struct
{
  FtEqRules   rules;
  FtEqScan    scan;
  guint8      dead;
  guint8      n_values;
  guint8      n_ops;
  guint8      have_part0;
  guint8      part_first;
  guint8      ops[FT_EQ_MAX_OPERANDS];
  guint8      op_tiles[FT_EQ_MAX_OPERANDS];
  guint64     part0;
  guint64     values[FT_EQ_MAX_OPERANDS];
  FtEqVerdict verdict;    /* why the prefix died */
} FtEqPrefix;

void     ft_eq_prefix_init  (FtEqPrefix       *prefix,
                             const FtEqRules  *rules);
gboolean ft_eq_prefix_push  (FtEqPrefix       *prefix,
                             guint8            tile);
gboolean ft_eq_prefix_may_end (const FtEqPrefix *prefix);
gboolean ft_eq_prefix_check (const guint8     *tiles,
                             guint             n_tiles,
                             const FtEqRules  *rules,
                             FtEqVerdict      *verdict);

G_END_DECLS
