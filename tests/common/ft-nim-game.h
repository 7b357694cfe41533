/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game.h"

G_BEGIN_DECLS

/*
 * FtNimGame: the smallest game there is, for the tests of what every game
 * shares (the table, its pacer and hint runner, autosave and resume).
 * A pile of stones; each in turn takes 1, 2 or 3; who takes the last wins.
 * Its hint comes in two parts (the first at once, through
 * "hint-progress"), and a test may hold it in its worker until released.
 */
#define FT_TYPE_NIM_GAME (ft_nim_game_get_type ())
G_DECLARE_FINAL_TYPE (FtNimGame, ft_nim_game, FT, NIM_GAME, FtGame)

typedef struct
{
  guint take;   /* the move the hint advises */
  guint pile;   /* for the pile it was worked out on */
} FtNimHint;

FtNimGame *ft_nim_game_new          (const char *save_path);
gboolean   ft_nim_game_take         (FtNimGame  *self,
                                     guint       n,
                                     GError    **error);
guint      ft_nim_game_get_pile     (FtNimGame  *self);
void       ft_nim_game_hold_hints   (FtNimGame  *self,
                                     gboolean    hold);
guint      ft_nim_game_hints_worked (FtNimGame  *self);

G_END_DECLS
