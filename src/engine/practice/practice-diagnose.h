/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "practice-exercise.h"

G_BEGIN_DECLS

/*
 * The likely mistake behind a wrong answer, found by comparing it with the
 * worked solution (issue 12).  Each kind has a stable name (for scripts and
 * tests) and a message that names the column, bit or step.
 */
typedef enum
{
  FT_PR_DIAG_CORRECT,
  FT_PR_DIAG_MALFORMED,          /* not an answer of the right kind */
  FT_PR_DIAG_UNKNOWN,            /* wrong, in no way we recognise */
  FT_PR_DIAG_CARRY_LOST,         /* a carry (or every carry) not added */
  FT_PR_DIAG_BORROW_LOST,        /* a borrow (or every borrow) not taken */
  FT_PR_DIAG_BITS_REVERSED,      /* bits read or written in the wrong order */
  FT_PR_DIAG_PLACE_VALUE_SKIPPED,/* a place value left out of the count */
  FT_PR_DIAG_BIT_MISSED,         /* one bit not counted or not flipped */
  FT_PR_DIAG_OR_XOR_CONFUSED,
  FT_PR_DIAG_AND_OR_CONFUSED,
  FT_PR_DIAG_WRONG_WAY,          /* a rotation or shift in the other direction */
  FT_PR_DIAG_SHIFT_AS_ROTATION,  /* a shift done as a rotation: the bit came round */
  FT_PR_DIAG_ROTATION_AS_SHIFT,  /* a rotation done as a shift: the bit fell off */
  FT_PR_DIAG_MASK_NOT_INVERTED,  /* clearing with AND, but the mask's 1 at the bit */
  FT_PR_DIAG_PRECEDENCE_IGNORED, /* read left to right instead of by precedence */
  FT_PR_DIAG_PLUS_ONE_FORGOTTEN, /* two's complement: NOT x without + 1 */
  FT_PR_DIAG_SIGN_MAGNITUDE,     /* two's complement: only the top bit set */
  FT_PR_DIAG_LINE_MISSED,        /* multiplication: a line of the sum left out */
  FT_PR_DIAG_SHORTER_SOLVE,      /* FLIP BITS: fewer cards would do */
  FT_PR_DIAG_HAND_CAN_SOLVE,     /* FLIP BITS: answered 0, but a solve exists */
  FT_PR_DIAG_HAND_CANNOT_SOLVE,  /* FLIP BITS: no solve exists at all */
  FT_PR_DIAG_TOO_FEW_CARDS,      /* FLIP BITS: no solve that short */
  FT_PR_DIAG_LOSING_MOVE,        /* FLIP dice: legal, but it loses */
  FT_PR_DIAG_ILLEGAL_MOVE,       /* FLIP dice: not a move of this position */
  FT_PR_DIAG_SEEN_IGNORED,       /* Hi Lo: counted all 100 cards, not the unseen ones */
  FT_PR_DIAG_NEIGHBOURS_COUNTED, /* Flipchain: every touching enemy disc counted as flipped */
  FT_PR_DIAG_NEW_DISC_COUNTED,   /* Flipchain: the placed disc counted as a flip */
  FT_PR_DIAG_LOOP_NOT_CLOSED,    /* Flipchain: a ring with a gap taken for a loop */
  FT_PR_DIAG_LOOP_TOUCHES,       /* Flipchain: discs touching across taken for a loop */
  FT_PR_N_DIAGS
} FtPrDiagKind;

FtPrDiagKind  ft_pr_diagnose        (const FtPrExercise *ex,
                                     const char         *answer,
                                     char              **message);
const char   *ft_pr_diag_name       (FtPrDiagKind        kind);

G_END_DECLS
