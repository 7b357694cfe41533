/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "scrabble/scrabble-state.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/*
 * What one seat may see (scrabble R18): the board, its own rack, the
 * scores and the number of tiles in the bag.  Never another rack or the
 * bag's order.  The struct is zeroed before filling, so two states that
 * differ only in what is hidden give byte-identical views.
 */
typedef struct
{
  FtScrabbleSettings settings;
  FtScrabbleBoard    board;
  FtScrabbleRack     rack;
  guint8             n_players;
  guint8             me;
  guint8             n_bag;
  guint8             can_exchange;  /* scrabble R6 */
  gint32             scores[FT_SCRABBLE_MAX_PLAYERS];
} FtScrabbleView;

/*
 * Computer players, deciding from a view only; any randomness comes from
 * an FtRng seeded by the view's hash, so the same view gives the same move.
 *
 * - beginner: a random legal play from the lower-scoring half;
 * - standard: the highest-scoring play;
 * - expert: the highest equity, the score plus the value of the tiles kept
 *   (ft_scrabble_leave_value, values fitted on self-play games by
 *   `flip-tutor-cli scrabble tune`); it exchanges when keeping its best
 *   tiles and drawing is worth more than its best play.
 * With no legal play, each exchanges (R6) when the bag allows it (the
 * expert keeps its best tiles, the others give back the whole rack) and
 * passes otherwise.
 */
/* The leave values: a value for the first tile of each kind kept and one
 * for each further copy, in points. */
typedef struct
{
  double first[FT_SCRABBLE_N_KINDS];
  double more[FT_SCRABBLE_N_KINDS];
} FtScrabbleLeaveTable;

void        ft_scrabble_view_init          (FtScrabbleView        *view,
                                            const FtScrabbleState *state,
                                            guint                  player);
guint64     ft_scrabble_view_hash          (const FtScrabbleView  *view);

const char *ft_scrabble_strength_token     (FtStrength             strength);
gboolean    ft_scrabble_strength_from_token (const char           *token,
                                            FtStrength            *strength);

const FtScrabbleLeaveTable *ft_scrabble_leave_table (void);
double      ft_scrabble_leave_value        (const FtScrabbleLeaveTable *table,
                                            const FtScrabbleRack  *leave);
double      ft_scrabble_best_keep          (const FtScrabbleLeaveTable *table,
                                            const FtScrabbleRack  *rack,
                                            FtScrabbleRack        *keep,
                                            FtScrabbleRack        *give);

void        ft_scrabble_ai_choose          (const FtScrabbleView  *view,
                                            FtStrength             strength,
                                            FtScrabbleMove        *move);
void        ft_scrabble_ai_choose_with     (const FtScrabbleView  *view,
                                            FtStrength             strength,
                                            const FtScrabbleLeaveTable *table,
                                            FtScrabbleMove        *move);

/*
 * The expert with a simulation of replies, as Quackle does: the
 * FT_SCRABBLE_SIM_CANDIDATES best moves by equity, each followed on sampled
 * racks of the unseen tiles (all tiles but the board's and the own rack's:
 * what R18 lets a player know) by the opponent's highest-scoring reply; the
 * move with the best equity minus the mean reply wins.  Samples go round
 * the candidates until @max_samples per candidate or @budget_us of CPU
 * time is spent (0: no time limit); the same samples for every candidate,
 * from the view's hash.
 */
#define FT_SCRABBLE_SIM_CANDIDATES 6

void        ft_scrabble_ai_simulate        (const FtScrabbleView  *view,
                                            guint                  max_samples,
                                            gint64                 budget_us,
                                            FtScrabbleMove        *move);

/* One whole game of computer players from @seed; with @check, runs
 * ft_scrabble_state_check() after every move and fails with its error.
 * @tables, when not NULL, gives each seat's leave table (experts only). */
gboolean    ft_scrabble_ai_play_game       (const FtScrabbleSettings   *settings,
                                            guint                       n_players,
                                            const FtStrength           *strengths,
                                            const FtScrabbleLeaveTable * const *tables,
                                            guint64                     seed,
                                            gboolean                    check,
                                            FtScrabbleState            *final,
                                            GError                    **error);

G_END_DECLS
