/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "dice/dice-solver.h"
#include "dice/dice-stats.h"

G_BEGIN_DECLS

/*
 * FtDiceTables: the solved tables of FLIP, one per N, shared by every dice
 * model and view of the process, so that a solve is made once.
 *
 * A table is loaded from the cache (g_get_user_cache_dir()/flip-tutor/
 * dice-N.table; the engine versions and checks it, and a bad file is solved
 * again, never trusted; a file there that is not a table of the game is
 * kept beside as dice-N.table.not-a-table) or solved to that file in a
 * GTask thread.  ft_dice_tables_cancel_all() stops the solves at shutdown,
 * leaving no partial file.  The
 * signals come in the main context: "progress" (N, fraction 0..1) while a
 * solve runs, "ready" (N) when the table and its statistics are there, and
 * "failed" (N, message).
 */
/*
 * Tables are named by a key: N for R4 as written, or
 * FT_DICE_TABLES_KEY (N, TRUE) for R4's setting "always take the most
 * change", whose positions have other values (a table of its own, cached
 * as dice-N-most-change.table).  Every function and signal below that
 * takes or gives "n_dice" takes or gives such a key.
 */
#define FT_DICE_TABLES_MOST_CHANGE 0x10
#define FT_DICE_TABLES_KEY(n_dice, most_change) \
  ((n_dice) | ((most_change) ? FT_DICE_TABLES_MOST_CHANGE : 0))
#define FT_DICE_TABLES_N_KEYS (FT_DICE_TABLES_MOST_CHANGE + FT_DICE_MAX_N + 1)

#define FT_TYPE_DICE_TABLES (ft_dice_tables_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceTables, ft_dice_tables, FT, DICE_TABLES, GObject)

FtDiceTables      *ft_dice_tables_get_default  (void);
void               ft_dice_tables_prepare      (FtDiceTables *self,
                                                guint         n_dice);
const FtDiceTable *ft_dice_tables_get          (FtDiceTables *self,
                                                guint         n_dice);
const FtDiceStats *ft_dice_tables_get_stats    (FtDiceTables *self,
                                                guint         n_dice);
gboolean           ft_dice_tables_is_busy      (FtDiceTables *self,
                                                guint         n_dice);
double             ft_dice_tables_get_progress (FtDiceTables *self,
                                                guint         n_dice);
double             ft_dice_tables_get_seconds_left (FtDiceTables *self,
                                                    guint         n_dice);
gboolean           ft_dice_tables_is_cached    (FtDiceTables *self,
                                                guint         n_dice);
char              *ft_dice_tables_cache_path   (guint         n_dice);
void               ft_dice_tables_cancel_all   (FtDiceTables *self);

G_END_DECLS
