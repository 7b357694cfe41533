/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "dice-pos.h"

G_BEGIN_DECLS

/*
 * FtDiceTable: FLIP solved exactly for N dice a player (N = 2 to 5).
 *
 * For every position of the 2N-die game with both hands holding dice and no
 * change pending, the table holds the number of moves to the end under
 * perfect play (the winner hurrying, the loser holding out), in one byte.
 * Its parity is the value: odd means the player to move wins, even that
 * they lose (R6: no draws).  A move is a flip or a trash; taking change is
 * part of the trash it answers.
 *
 * Positions are seen from the player to move, so there is no turn bit, and
 * indexed perfectly (no hashing): each hand is a multiset of the 12 kinds of
 * die (face 1-6, locked or not), split into its unlocked and locked faces,
 * and the middle a multiset of the 6 faces; see dice-solver.c for the
 * ranks and the layout (by middle total, then middle, then hand sizes,
 * then the other's hand, the mover's hand varying fastest).  Positions:
 * N = 3: 1 103 956; N = 4: 30 571 821; N = 5: 546 099 645.
 *
 * Use: ft_dice_table_solve() builds the whole table in memory, one byte
 * an entry (fine for N <= 4: 31 MB).  For caching, and for N = 5, solve
 * with ft_dice_table_solve_to_file(), which compresses each layer into the
 * file as it is solved (the 10-die file is about 160 MB) and keeps of the
 * solved layers only the part later layers read (peak about 130 MB), and
 * returns the starting positions only (enough for statistics); then
 * ft_dice_table_load() maps the file read-only, checks its header and
 * index, and decompresses a 4 KiB chunk when a probe needs it (a damaged
 * chunk reads as "no entry", never as a wrong one).  Both solves
 * run in the calling thread, use @n_threads threads in all, call
 * @progress from the calling thread and stop early with
 * G_IO_ERROR_CANCELLED when @cancellable is cancelled: run them in a
 * GTask thread to keep a window responsive.  A table is read-only once
 * made, so any number of threads may probe it.
 *
 * @most_change picks the change rule: FALSE for R4 as written (the victim
 * takes any set totalling less), TRUE for R4's setting "always take the
 * most change"; a table answers only positions of its own rule (the
 * position's most_change flag).
 */
typedef struct _FtDiceTable FtDiceTable;

/* Called in the solving thread with the fraction done, 0 to 1. */
typedef void (*FtDiceProgress) (double   fraction,
                                gpointer user_data);

FtDiceTable *ft_dice_table_solve       (guint              n_dice,
                                        gboolean           most_change,
                                        guint              n_threads,
                                        FtDiceProgress     progress,
                                        gpointer           user_data,
                                        GCancellable      *cancellable,
                                        GError           **error);
FtDiceTable *ft_dice_table_solve_to_file (guint          n_dice,
                                          gboolean       most_change,
                                          guint          n_threads,
                                          const char    *path,
                                          FtDiceProgress progress,
                                          gpointer       user_data,
                                          GCancellable  *cancellable,
                                          GError       **error);
FtDiceTable *ft_dice_table_load        (const char        *path,
                                        guint              n_dice,
                                        gboolean           most_change,
                                        GError           **error);
gboolean     ft_dice_table_may_replace (const char        *path,
                                        guint              n_dice,
                                        gboolean           most_change,
                                        GError           **error);
/* Removes the partial files of solves into @path whose writer is gone
 * (the writer holds a lock on its own); returns how many. */
guint        ft_dice_table_remove_stale_partials (const char *path);
gboolean     ft_dice_table_save        (const FtDiceTable *table,
                                        const char        *path,
                                        GError           **error);
gboolean     ft_dice_table_verify      (const FtDiceTable *table);
void         ft_dice_table_free        (FtDiceTable       *table);

guint        ft_dice_table_n_dice      (const FtDiceTable *table);
gboolean     ft_dice_table_most_change (const FtDiceTable *table);
guint64      ft_dice_table_n_positions (const FtDiceTable *table);
gsize        ft_dice_table_bytes       (const FtDiceTable *table);
guint        ft_dice_table_max_depth   (const FtDiceTable *table);

gboolean     ft_dice_table_probe       (const FtDiceTable *table,
                                        const FtDicePos   *pos,
                                        gboolean          *wins,
                                        guint             *depth);
gboolean     ft_dice_table_probe_move  (const FtDiceTable *table,
                                        const FtDicePos   *pos,
                                        const FtDiceMove  *move,
                                        gboolean          *wins,
                                        guint             *depth);

/* The raw entry at an index (0 when it is not held or is damaged), and
 * the position it stands for (with A to move), for tests that walk the
 * whole table. */
guint8       ft_dice_table_entry       (const FtDiceTable *table,
                                        guint64            index);
gboolean     ft_dice_table_unrank      (const FtDiceTable *table,
                                        guint64            index,
                                        FtDicePos         *pos);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtDiceTable, ft_dice_table_free)

G_END_DECLS
