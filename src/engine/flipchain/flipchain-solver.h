/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-game.h"

G_BEGIN_DECLS

/*
 * Exact values with perfect play, for the small boards (side 5 at most,
 * where a colour fits in one 64-bit word).  Values are for the colour to
 * move: +1 it wins, 0 a draw (R6), -1 it loses.  The search is a plain
 * negamax with a transposition table of every position met; it returns
 * exact values only (a branch is cut only by a win, the best there is).
 *
 * A solver keeps its table between questions, so the hint asks it about
 * one position after another cheaply.  It is not thread-safe: one solver
 * per thread.
 */

#define FT_FC_SOLVER_MAX_SIDE 5
#define FT_FC_UNKNOWN (-2)

typedef struct _FtFcSolver FtFcSolver;

FtFcSolver *ft_fc_solver_new        (guint            side);
void        ft_fc_solver_free       (FtFcSolver      *solver);
/* Stop after @time_us (0: never); ft_fc_solver_value() then gives
 * FT_FC_UNKNOWN. */
void        ft_fc_solver_set_limit  (FtFcSolver      *solver,
                                     gint64           time_us);
/* Stop after @nodes more positions searched (0: no such limit): a limit
 * that gives the same answer on any machine.  Also ends the time limit's
 * "timed out" state, like ft_fc_solver_set_limit(). */
void        ft_fc_solver_set_node_limit (FtFcSolver  *solver,
                                         guint64      nodes);
/* Stop when *@cancel (read atomically) is non-zero; NULL: never. */
void        ft_fc_solver_set_cancel (FtFcSolver      *solver,
                                     const gint      *cancel);
guint64     ft_fc_solver_positions  (FtFcSolver      *solver);
guint64     ft_fc_solver_nodes      (FtFcSolver      *solver);

/* The value of @game for the colour to move (with a pending swap the
 * better of swapping and playing on, R7), or FT_FC_UNKNOWN. */
gint        ft_fc_solver_value      (FtFcSolver      *solver,
                                     const FtFcGame  *game);
/* The value for the mover after @move (FT_FC_UNKNOWN when out of time). */
gint        ft_fc_solver_move_value (FtFcSolver      *solver,
                                     const FtFcGame  *game,
                                     gint             move);

typedef struct
{
  guint    side;
  gboolean complete;
  /* Red's value after Red's first placement on each cell, with Blue to
   * move and no swap (R7's "place normally"). */
  gint     first[FT_FC_MAX_CELLS];
  gint     value_no_pie;   /* Red's value without the pie rule */
  gint     value_pie;      /* the first person's value with the pie rule */
  guint64  positions;  /* entries in the table at the end */
  guint64  nodes;      /* positions searched (with repeats) */
  guint    openings_solved;  /* symmetry classes of first placements */
  /* df-pn only, at each report: the current question's proof and
   * disproof numbers (0 when settled; 2^30 - 1 is infinite). */
  guint32  root_pn;
  guint32  root_dn;
  double   seconds;
} FtFcSolution;

typedef enum
{
  FT_FC_SOLVE_TICK,      /* every 2^22 positions searched */
  FT_FC_SOLVE_REPLY,     /* one of Blue's replies to @opening searched */
  FT_FC_SOLVE_OPENING,   /* @opening done (or stopped) */
} FtFcSolveEvent;

/* A long solve's report.  @value is Red's: after the reply @reply (only
 * when it beats Blue's replies so far, else FT_FC_UNKNOWN), or after the
 * first placement @opening (FT_FC_UNKNOWN if stopped). */
typedef void (*FtFcSolveProgress) (FtFcSolveEvent      event,
                                   guint               opening,
                                   gint                reply,
                                   gint                value,
                                   const FtFcSolution *so_far,
                                   gpointer            user_data);

/* Solves the opening of @side (time limit as above; @solution->complete
 * says whether it finished). */
void        ft_fc_solve             (guint            side,
                                     gint64           time_us,
                                     FtFcSolution    *solution);

typedef enum
{
  FT_FC_SOLVE_ALPHA_BETA,    /* win/draw/loss alpha-beta (24-byte entries) */
  FT_FC_SOLVE_PROOF_NUMBER,  /* df-pn, "does Blue win?", then "does Red?" (32) */
} FtFcSolveMethod;

/* The same with a table of 2^@log2_entries entries, a method and a report
 * after each opening. */
void        ft_fc_solve_full        (guint             side,
                                     gint64            time_us,
                                     guint             log2_entries,
                                     FtFcSolveMethod   method,
                                     FtFcSolveProgress progress,
                                     gpointer          user_data,
                                     FtFcSolution     *solution);

/* The stored opening values of @side (Red's, after each first placement,
 * Blue placing normally), if the solve finished and they are kept: side 3.
 * The solver answers from them, and from the values after each reply, at
 * the first two moves. */
gboolean    ft_fc_solver_stored_first (guint         side,
                                       gint         *first);
/* Red's stored value after the first placement @opening and Blue's reply
 * @reply (Red to move), or FT_FC_UNKNOWN: side 3 only. */
gint        ft_fc_solver_stored_second (guint        side,
                                        guint        opening,
                                        guint        reply);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtFcSolver, ft_fc_solver_free)

G_END_DECLS
