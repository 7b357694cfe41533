/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "practice-exercise.h"
#include "dice/dice-solver.h"
#include "equation/equation-rules.h"
#include "flipbits/flipbits-solver.h"
#include "flipchain/flipchain-board.h"

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

/* What the generators share (practice-exercise.c). */
char    *pr_bits              (guint64       value,
                               guint         width);
guint64  pr_below             (FtRng        *rng,
                               guint64       bound);
guint64  pr_with_bits         (FtRng        *rng,
                               guint         n_bits);
void     pr_step              (FtPrExercise *ex,
                               const char   *format,
                               ...) G_GNUC_PRINTF (2, 3);
void     pr_set_binary_answer (FtPrExercise *ex,
                               guint64       value,
                               guint         width);
char    *pr_list_words        (const char * const *words,
                               guint               n);
guint    pr_draw_width        (FtPrExercise *ex,
                               FtRng        *rng,
                               guint         fives);
guint64  pr_draw_number       (FtPrExercise *ex,
                               FtRng        *rng);

/*
 * The generators, one file a family of skills.  A generator draws the
 * numbers, a builder writes the question, answer and worked steps from
 * them; ft_pr_exercise_from_question() reads a question and calls the
 * same builder.
 */

/* practice-bits.c */
extern const char *pr_mask_words[3];
void pr_build_place_values (FtPrExercise *ex);
void pr_gen_place_values   (FtPrExercise *ex, FtRng *rng);
void pr_build_bin2dec      (FtPrExercise *ex);
void pr_gen_bin2dec        (FtPrExercise *ex, FtRng *rng);
void pr_build_dec2bin      (FtPrExercise *ex);
void pr_gen_dec2bin        (FtPrExercise *ex, FtRng *rng);
void pr_build_hex2bin      (FtPrExercise *ex);
void pr_gen_hex2bin        (FtPrExercise *ex, FtRng *rng);
void pr_build_bin2hex      (FtPrExercise *ex);
void pr_gen_bin2hex        (FtPrExercise *ex, FtRng *rng);
void pr_build_binary_op    (FtPrExercise *ex, PrOp op);
void pr_gen_binary_op      (FtPrExercise *ex, FtRng *rng, PrOp op);
void pr_build_unary_op     (FtPrExercise *ex, PrOp op);
void pr_gen_unary_op       (FtPrExercise *ex, FtRng *rng, PrOp op);
void pr_build_masks        (FtPrExercise *ex);
void pr_gen_masks          (FtPrExercise *ex, FtRng *rng);
void pr_build_laws         (FtPrExercise *ex);
void pr_gen_laws           (FtPrExercise *ex, FtRng *rng);

/* practice-arith.c */
void pr_build_add          (FtPrExercise *ex);
void pr_gen_add            (FtPrExercise *ex, FtRng *rng);
void pr_build_sub          (FtPrExercise *ex);
void pr_gen_sub            (FtPrExercise *ex, FtRng *rng);
void pr_build_mul          (FtPrExercise *ex);
void pr_gen_mul            (FtPrExercise *ex, FtRng *rng);
void pr_build_div          (FtPrExercise *ex);
void pr_gen_div            (FtPrExercise *ex, FtRng *rng);
void pr_build_negative     (FtPrExercise *ex);
void pr_gen_negative       (FtPrExercise *ex, FtRng *rng);

/* practice-equations.c */
void pr_build_expression   (FtPrExercise *ex);
void pr_gen_precedence     (FtPrExercise *ex, FtRng *rng);
void pr_gen_evaluate       (FtPrExercise *ex, FtRng *rng);
void pr_gen_valid          (FtPrExercise *ex, FtRng *rng);

/* practice-flipbits.c */
void pr_build_flipbits     (FtPrExercise *ex, const FtFbProblem *problem);
void pr_gen_flipbits       (FtPrExercise *ex, FtRng *rng);

/* practice-dice.c */
void     pr_gen_dice        (FtPrExercise *ex, FtRng *rng);
gboolean pr_build_dice_rules (FtPrExercise *ex);
void     pr_gen_dice_rules  (FtPrExercise *ex, FtRng *rng);

/* practice-hilo.c */
void pr_gen_hilo           (FtPrExercise *ex, FtRng *rng);
void pr_build_hilo_count   (FtPrExercise *ex);
void pr_gen_hilo_count     (FtPrExercise *ex, FtRng *rng);

/* practice-flipchain.c */
void pr_gen_flipchain       (FtPrExercise *ex, FtRng *rng);
void pr_build_flipchain     (FtPrExercise *ex, const FtFcBoard *board, guint cell);
void pr_gen_flipchain_loops (FtPrExercise *ex, FtRng *rng);

/* FLIP with two dice a player, solved on first use (a few thousand
 * positions, well under a second); shared by generation and diagnosis. */
const FtDiceTable *pr_dice_table (void);

G_END_DECLS
