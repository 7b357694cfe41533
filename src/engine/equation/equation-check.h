/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation-rules.h"
#include "equation-tile.h"
#include "equation-verdict.h"

G_BEGIN_DECLS

/*
 * Binary equations (doc/rules/binary-scrabble.md R11-R17).  Readings of
 * the rulings this engine makes:
 *
 * - A line holds at most FT_EQ_MAX_TILES = 15 tiles (R3's board), which
 *   bounds every array; nothing here allocates on the checking path.
 * - R11: XOR without the XOR option is a grammar fault (R1: the tiles are
 *   only in the bag "with the XOR option on").
 * - R12: "removing some of the leading zeros" means, for each NOT number,
 *   removing any number of its leading zeros (keeping one digit, so NOT 00
 *   may become NOT 0), in every combination over the line's NOT numbers.
 *   A line that is false as written is an R16 fault, not an R12 one.
 * - R15 "standard": NOT first, then each level left to right; the trace's
 *   steps follow that order (all NOTs of a part, then × ÷, + -, AND, XOR,
 *   OR).  "left to right" evaluates the NOTs of a part first too.
 * - R17: "strict identities" adds to "no identity fragments", so it forbids
 *   all five fragments whether or not that option is also on; a fragment is
 *   the operator followed by the one-digit number (not `× 10`, not `× NOT 0`).
 * - When a line breaks several rulings, the verdict names one, in this order
 *   of rank: the grammar (R3, R11; the leftmost fault); leading zeros outside
 *   NOT and identity fragments (R12, R17; the leftmost); an operation that
 *   fails (R14; the first in evaluation order, parts left to right); a part
 *   that differs from the first (R16; the first such part); needless zeros
 *   after NOT (R12).
 *
 * Values are guint64 (scrabble R14: "values beyond 64 bits make it
 * invalid"): every operation checks for overflow.  On a 15-tile line no
 * value can come near 64 bits, but ft_eq_apply() is also the arithmetic of
 * the trace and the lessons, so it is exact for every guint64.
 */
FtEqFault ft_eq_apply  (FtEqTile         op,
                        guint64          left,
                        guint64          right,
                        guint64         *result);
guint64   ft_eq_not    (guint64          value,
                        guint            width);
guint     ft_eq_bit_length (guint64      value);

/*
 * The hot path of the move generator: does not allocate.  Returns whether
 * @tiles is a valid and correct equation under @rules; @verdict (never NULL)
 * says why not, or holds the common value.
 */
gboolean  ft_eq_check  (const guint8    *tiles,
                        guint            n_tiles,
                        const FtEqRules *rules,
                        FtEqVerdict     *verdict);

G_END_DECLS
