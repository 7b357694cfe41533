/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipbits-advisor.h"

G_BEGIN_DECLS

/* The three levels of a hint, each a step further than the last. */
typedef enum
{
  FT_FB_HINT_LEVEL_CAN_SOLVE,   /* "Your hand can solve it." */
  FT_FB_HINT_LEVEL_FIRST_STEP,  /* "Start with ROTATE LEFT." */
  FT_FB_HINT_LEVEL_WHOLE_SOLVE, /* every step with its bit-by-bit effect */
  FT_FB_N_HINT_LEVELS
} FtFbHintLevel;

/*
 * FtFbHint: what the hint engine tells one player, computed from that
 * player's FtFbView only (R11).  A plain struct; ft_fb_hint_compute() is pure
 * and thread-safe, so a model may run it in a GTask and hand the result back
 * to the main thread.
 */
typedef struct
{
  FtFbProblem  problem;       /* the player's hand against MEMORY and GOAL */
  gboolean     can_solve;
  guint        shortest;      /* fewest cards of a solve, 0 if none */
  FtFbSolution solution;      /* a shortest solve, when @can_solve */
  gboolean     has_advice;    /* the player's own turn, before its discard */
  FtFbAdvice   advice;
} FtFbHint;

void  ft_fb_hint_compute     (const FtFbView *view,
                              FtFbHint       *hint);
char *ft_fb_hint_text        (const FtFbHint *hint,
                              FtFbHintLevel   level);
char *ft_fb_hint_advice_text (const FtFbHint *hint,
                              guint           max_options);

G_END_DECLS
