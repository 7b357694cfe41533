/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-game.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/*
 * Computer players and the tactics they share with the hints.  Flipchain
 * has no hidden information (R10), so they read the game itself.
 *
 * - beginner: a random legal placement, but it takes a win when one is
 *   there; it never swaps.
 * - standard (one move ahead for both sides): a placement that wins now;
 *   else one after which the opponent cannot win at once (if none, one
 *   leaving the fewest winning cells), preferring those that leave it
 *   winning cells of its own, then the fewest flips.  Ties are broken at
 *   random.  It swaps (R7) when the
 *   red disc is not on the board's edge.
 * - expert: a win now is played; against a threat only stopping
 *   placements are considered, otherwise only those after which the
 *   opponent cannot win at once (the standard player's tactics).  Then it
 *   looks one move further for both sides: a placement that leaves the
 *   opponent a threat it cannot stop wins (played at once), one that lets
 *   the opponent answer with such a threat loses (left out unless all
 *   do).  On boards up to side 5 with at most FT_FC_EXPERT_SOLVE_EMPTY
 *   empty cells the solver looks for a win with perfect play (at most
 *   FT_FC_EXPERT_SOLVE_NODES positions; with a time budget, a third of
 *   it at most).  Then Monte Carlo tree search (UCT; playouts to the end
 *   of the game in which each side takes a win when it has one, else
 *   places at random) among the remaining moves, the swap included.  It keeps no global state, so a model can
 *   run it on a worker thread; the budget bounds the search by playouts
 *   (reproducible) and/or by time, and a flag set from another thread
 *   stops it early with the best move so far.
 *
 * All randomness comes from @seed: the same game and seed give the same
 * move (with a playout budget; a time budget depends on the machine).
 */
#define FT_FC_EXPERT_PLAYOUTS 3000
/* The look-ahead's bound: pairs of placement and reply examined. */
#define FT_FC_EXPERT_LOOK_PAIRS 2500
#define FT_FC_EXPERT_SOLVE_EMPTY 24
#define FT_FC_EXPERT_SOLVE_NODES 50000

typedef void (*FtFcProgressFunc) (double   fraction,
                                  gpointer data);

typedef struct
{
  guint             playouts;   /* at most this many; 0 = no limit but the time */
  gint64            time_us;    /* at most this long; 0 = no limit but the playouts */
  guint64           seed;
  const gint       *cancel;     /* read atomically; non-zero stops the search */
  FtFcProgressFunc  progress;   /* called on the searching thread; may be NULL */
  gpointer          progress_data;
} FtFcBudget;

typedef enum
{
  FT_FC_REASON_SEARCH,   /* the most visited move of the tree search */
  FT_FC_REASON_WIN,      /* it wins now */
  FT_FC_REASON_STOP,     /* the only kind of move that stops a threat */
  FT_FC_REASON_ONLY,     /* the only legal move */
  FT_FC_REASON_FORCED,   /* it wins by force: a threat the opponent cannot
                          * stop, or a win with perfect play (solver) */
} FtFcReason;

typedef struct
{
  gint       move;
  FtFcReason reason;
  guint      playouts;
  guint      visits;     /* of the chosen move */
  double     value;      /* its mean result for the mover, 0 (loss) to 1 (win) */
  guint      n_candidates;
} FtFcChoice;

const char *ft_fc_strength_token      (FtStrength       strength);
gboolean    ft_fc_strength_from_token (const char      *token,
                                       FtStrength      *strength);

/* The placements with which @colour would win at once (as if it were to
 * move). */
guint ft_fc_ai_winning_cells  (const FtFcBoard *board,
                               FtFcColour       colour,
                               FtFcBits        *out);
/* For the colour to move in @game, when the opponent has winning cells:
 * the legal placements after which the opponent has none.  Returns the
 * number of the opponent's winning cells now (0: nothing to stop, @out
 * empty). */
guint ft_fc_ai_stopping_cells (const FtFcGame  *game,
                               FtFcBits        *out);

gint  ft_fc_ai_choose         (const FtFcGame  *game,
                               FtStrength       strength,
                               guint64          seed);
void  ft_fc_ai_expert         (const FtFcGame   *game,
                               const FtFcBudget *budget,
                               FtFcChoice       *choice);

/* Plays a game from @game to its end with @strengths for the first and
 * second person (seats follow a swap); @moves (may be NULL) receives the
 * moves; @expert_playouts is the expert's budget (0: the default).
 * Game i of a run should use a different @seed. */
void  ft_fc_ai_play_game      (FtFcGame           *game,
                               const FtStrength   *strengths,
                               guint               expert_playouts,
                               guint64             seed,
                               GArray             *moves);

G_END_DECLS
