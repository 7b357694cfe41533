/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "practice-exercise.h"
#include "dice/dice-solver.h"
#include "equation/equation-rules.h"

G_BEGIN_DECLS

/* What the generators and the diagnosis share; not part of the API. */

/* The FLIP BITS-style operations of the fixed-width skills (variant). */
typedef enum
{
  PR_OP_OR,
  PR_OP_AND,
  PR_OP_XOR,
  PR_OP_NOT,
  PR_OP_ROTL,
  PR_OP_ROTR,
  PR_OP_SHL,
  PR_OP_SHR,
} PrOp;

/* masks: variant */
typedef enum
{
  PR_MASK_SET,
  PR_MASK_CLEAR,
  PR_MASK_FLIP,
} PrMask;

/* laws: variant */
typedef enum
{
  PR_LAW_AND_ZERO,
  PR_LAW_OR_ONES,
  PR_LAW_XOR_SELF,
  PR_LAW_XOR_ONES,
  PR_LAW_NOT_AND,   /* De Morgan: NOT (a AND b) = NOT a OR NOT b */
  PR_LAW_NOT_OR,    /* NOT (a OR b) = NOT a AND NOT b */
} PrLaw;

/* hilo-count: which count (ex->variant). */
typedef enum
{
  PR_HILO_PILE,     /* a pile's points */
  PR_HILO_HIGHER,   /* the cards higher than a */
  PR_HILO_LOWER,
  PR_HILO_HAND_HI,  /* the cards of a hand playable on a, chip Hi */
  PR_HILO_HAND_LO,
} PrHiLoCount;

guint64  pr_width_mask     (guint        width);
guint64  pr_reverse        (guint64      value,
                            guint        width);
guint64  pr_op_apply       (PrOp         op,
                            guint64      a,
                            guint64      b,
                            guint        width);
guint64  pr_law_value      (PrLaw        law,
                            guint64      a,
                            guint64      b,
                            guint        width);
gboolean pr_eval_tiles     (const guint8 *tiles,
                            guint         n_tiles,
                            FtEqOrder     order,
                            guint64      *value);
char    *pr_column_name    (guint        column);

/* FLIP with two dice a player, solved on first use (a few thousand
 * positions, well under a second); shared by generation and diagnosis. */
const FtDiceTable *pr_dice_table (void);

G_END_DECLS
