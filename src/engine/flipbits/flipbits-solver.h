/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipbits-deck.h"

G_BEGIN_DECLS

/* The most cards a problem may hold.  A game hand holds at most 3 OPERATION
 * cards (flipbits R7); the command line accepts a few more. */
#define FT_FB_SOLVE_MAX 6

/*
 * FtFbProblem: everything a solve depends on (flipbits R4): MEMORY, GOAL,
 * the player's HEX card (@hex, -1 for none) and the OPERATION cards in hand.
 */
typedef struct
{
  guint8   memory;
  guint8   goal;
  int      hex;
  guint    n_cards;
  FtFbCard cards[FT_FB_SOLVE_MAX];
} FtFbProblem;

/*
 * FtFbStep: one card played.  @card is the card's index in the problem's
 * (or the hand's) cards.  @operand is what the step applies: the HEX card
 * for OR/AND/XOR/COPY, the mask for a MASK card, the chosen bit as a one-bit
 * mask for FLIP BIT (0010 flips bit 1), 0 for NOT and the rotations.
 * A caller building a solve sets @card and, for a card whose operand is
 * chosen (ft_fb_card_operand_chosen()), @operand; ft_fb_solution_check()
 * fills in the rest.
 */
typedef struct
{
  guint8 card;
  guint8 op;
  guint8 operand;
} FtFbStep;

/* FtFbSolution: an ordered list of steps, each card used at most once. */
typedef struct
{
  guint    n_steps;
  FtFbStep steps[FT_FB_SOLVE_MAX];
} FtFbSolution;

#define FT_FB_SOLVER_ERROR (ft_fb_solver_error_quark ())

typedef enum
{
  FT_FB_SOLVER_ERROR_EMPTY,       /* a solve with no cards (R4) */
  FT_FB_SOLVER_ERROR_BAD_CARD,    /* no such card, or a card used twice (R4) */
  FT_FB_SOLVER_ERROR_NEEDS_HEX,   /* a card that needs a HEX card, and none (R4) */
  FT_FB_SOLVER_ERROR_BAD_OPERAND, /* a chosen bit or mask the card cannot take */
} FtFbSolverError;

GQuark    ft_fb_solver_error_quark (void);

guint     ft_fb_solver_shortest_length (const FtFbProblem  *problem);
guint16   ft_fb_solver_reachable       (const FtFbProblem  *problem);
gboolean  ft_fb_solver_shortest        (const FtFbProblem  *problem,
                                        FtFbSolution       *solution);
gboolean  ft_fb_solver_first           (const FtFbProblem  *problem,
                                        FtFbSolution       *solution);
GArray   *ft_fb_solver_all             (const FtFbProblem  *problem);

gboolean  ft_fb_solution_check         (const FtFbProblem  *problem,
                                        FtFbSolution       *solution,
                                        guint8             *result,
                                        GError            **error);
gboolean  ft_fb_solution_uses_hex      (const FtFbSolution *solution);
char     *ft_fb_solution_to_string     (const FtFbSolution *solution);
char     *ft_fb_step_describe          (const FtFbStep     *step);
char     *ft_fb_solution_explain       (const FtFbProblem  *problem,
                                        const FtFbSolution *solution);

G_END_DECLS
