/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation-rules.h"
#include "equation-tile.h"
#include "equation-verdict.h"

G_BEGIN_DECLS

/*
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
