/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "dice-solver.h"

G_BEGIN_DECLS

/* One legal move and its value under perfect play (R9: a hint may use
 * everything on the table). */
typedef struct
{
  FtDiceMove move;
  gboolean   wins;
  guint      depth;  /* moves to the end, this one included; taking change
                      * is part of the trash it answers, so a take adds none */
} FtDiceMoveValue;

typedef struct
{
  gboolean        wins;      /* the position's value for the player to move */
  guint           depth;
  guint           n_moves;
  FtDiceMoveValue moves[FT_DICE_MAX_MOVES];  /* best first: winning moves
                                              * fastest first, then losing
                                              * moves longest first */
} FtDiceHint;

gboolean ft_dice_hint_compute      (const FtDiceTable     *table,
                                    const FtDicePos       *pos,
                                    FtDiceHint            *hint);
char    *ft_dice_hint_explain      (const FtDicePos       *pos,
                                    const FtDiceHint      *hint);
char    *ft_dice_hint_explain_move (const FtDicePos       *pos,
                                    const FtDiceMoveValue *value);

gboolean ft_dice_hint_guess        (const FtDicePos       *pos,
                                    guint64                max_nodes,
                                    FtDiceMove            *move,
                                    gboolean              *sure_win);

G_END_DECLS
