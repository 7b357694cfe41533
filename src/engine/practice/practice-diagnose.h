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
  FT_PR_DIAG_HEX_AS_DECIMAL,     /* HEX: a digit's value written in decimal (14 for E) */
  FT_PR_DIAG_DIGITS_SWAPPED,     /* HEX: the two digits in the wrong order */
  FT_PR_DIAG_HEX_LETTER_OFF,     /* HEX: a letter one off its value (D for 14) */
  FT_PR_DIAG_MASK_WRONG_OP,      /* masks: the right mask, ORed/ANDed/XORed wrongly */
  FT_PR_DIAG_TENS_AS_ONE,        /* Hi Lo points: a card ending in 0 counted 1 */
  FT_PR_DIAG_ONES_MISSED,        /* Hi Lo points: only the cards ending in 0 counted */
  FT_PR_DIAG_POINTS_AS_VALUES,   /* Hi Lo points: the cards' numbers added */
  FT_PR_DIAG_CARD_ITSELF_COUNTED,/* Hi Lo: the card itself counted as higher or lower */
  FT_PR_DIAG_FLIP_NOT_OPPOSITE,  /* FLIP: a flip's face not the opposite one (7 - x) */
  FT_PR_DIAG_CHANGE_NOT_BELOW,   /* FLIP: change as much as the trashed die, or more */
  FT_PR_DIAG_OFF_BY_ONE,         /* one more or one less than the answer */
  FT_PR_DIAG_DIGITS_COPIED,      /* bin2dec: the binary digits written as the decimal answer */
  FT_PR_DIAG_ONES_COUNTED,       /* bin2dec: how many 1s, not their place values */
  FT_PR_DIAG_BIT_SLIPPED,        /* OR/AND/XOR: one bit wrong, named */
  FT_PR_DIAG_RESULT_NEGATED,     /* NAND, NOR or XNOR for AND, OR or XOR */
  FT_PR_DIAG_UNCHANGED,          /* the input written back (NOT, NEG, NEXT…) */
  FT_PR_DIAG_BIT_KEPT,           /* a left shift keeping the bit that falls off */
  FT_PR_DIAG_MOVED_TWICE,        /* a rotation or shift by two places */
  FT_PR_DIAG_ALL_SAME,           /* laws: all 0s or all 1s guessed */
  FT_PR_DIAG_NOT_FORGOTTEN,      /* laws: the NOT before the brackets left out */
  FT_PR_DIAG_OR_FOR_ADD,         /* addition done as OR: 1 + 1 = 1 */
  FT_PR_DIAG_ZERO_MINUS_ONE,     /* subtraction: 0 - 1 taken as 0 in a column */
  FT_PR_DIAG_WRONG_OPERATION,    /* added instead of subtracting or multiplying… */
  FT_PR_DIAG_PRODUCT_CHECK,      /* division: the quotient times the divisor is not the dividend */
  FT_PR_DIAG_MINUS_SIGN,         /* a minus sign where the bits carry the sign, or none where one is due */
  FT_PR_DIAG_NOT_WIDTH,          /* NOT over more or fewer digits than written */
  FT_PR_DIAG_VALID_DENIED,       /* "no" to an equation that holds */
  FT_PR_DIAG_LOOP_MISSED,        /* Flipchain: "no" to a loop */
  FT_PR_DIAG_PATH_MISSED,        /* Flipchain: flipping discs left out */
  FT_PR_DIAG_ONE_DIE_CHANGE,     /* FLIP: change from one die, not a combination */
  FT_PR_DIAG_NO_SUCH_SOLVE,      /* FLIP BITS: more cards than the fewest, and no solve that long */
  FT_PR_DIAG_MORE_THAN_HAND,     /* FLIP BITS: more cards than the hand holds */
  FT_PR_DIAG_MINUS_ONE,          /* two's complement: NOT x - 1 */
  FT_PR_DIAG_COUNTED_FROM_ONE,   /* masks: bits counted from 1 on the right */
  FT_PR_DIAG_CARRY_AS_OVERFLOW,  /* overflow: a carry out of the top taken for overflow */
  FT_PR_DIAG_OVERFLOW_MISSED,    /* overflow: a sum outside the range taken as fine */
  FT_PR_DIAG_UNSIGNED_READING,   /* signed: the pattern read as a positive number */
  FT_PR_DIAG_RULE_BROKEN,        /* scrabble-valid: true arithmetic, but a rule breaks it */
  FT_PR_DIAG_SUM_AS_OR,          /* adder: the sum bit taken as OR */
  FT_PR_DIAG_CARRY_IN_IGNORED,   /* adder: a full adder's carry in left out */
  FT_PR_N_DIAGS
} FtPrDiagKind;

FtPrDiagKind  ft_pr_diagnose        (const FtPrExercise *ex,
                                     const char         *answer,
                                     char              **message);
const char   *ft_pr_diag_name       (FtPrDiagKind        kind);

G_END_DECLS
