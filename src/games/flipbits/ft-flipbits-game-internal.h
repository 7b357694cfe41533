/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "flipbits/flipbits-game.h"
#include "ft-flipbits-game.h"

G_BEGIN_DECLS

/* For the model's own files only (ft-flipbits-game.c and
 * ft-flipbits-game-turn.c): its instance and what both use. */

struct _FtFlipBitsGame
{
  FtGame          parent_instance;

  FtFbGame        game;

  /* How far the resolve window has gone; its order is the engine's
   * (ft_fb_game_window_seats(), R9). */
  guint           window_pos;

  FtFbSolution    builder;
  FtFbSolution    redo;        /* steps undone, the last undone at the end */
  guint           discard_mask;
  gboolean        discard_hex;

  GListStore     *hands[FT_FB_MAX_PLAYERS];

  /* Rule settings, read when a game starts and kept with it (R2, R8). */
  gboolean        mask_chosen;
  gboolean        keep_equal_goal;
  /* The sheet's challenge: the page shows no MEMORY after the cards
   * chosen; a display setting of this session, not a rule, not saved. */
  gboolean        no_preview;
};

/* One sentence for the log and the screen reader. */
#define event(self, ...) ft_game_emit_eventf (FT_GAME (self), __VA_ARGS__)

void     _ft_flipbits_game_changed              (FtFlipBitsGame  *self);
gboolean _ft_flipbits_game_expect_wait          (FtFlipBitsGame  *self,
                                                 FtFlipBitsWait   wait,
                                                 GError         **error);
void     _ft_flipbits_game_reset_choices        (FtFlipBitsGame  *self);
void     _ft_flipbits_game_open_window          (FtFlipBitsGame  *self);
void     _ft_flipbits_game_close_window_if_done (FtFlipBitsGame  *self);

/* ft-flipbits-game-turn.c */
gboolean _ft_flipbits_game_resolve              (FtFlipBitsGame      *self,
                                                 const FtFbSolution  *solution,
                                                 GError             **error);
gboolean _ft_flipbits_game_discard              (FtFlipBitsGame  *self,
                                                 guint            mask,
                                                 gboolean         hex,
                                                 GError         **error);
gboolean ft_flipbits_game_real_can_undo         (FtGame          *game);
void     ft_flipbits_game_real_undo             (FtGame          *game);
gboolean ft_flipbits_game_real_can_redo         (FtGame          *game);
void     ft_flipbits_game_real_redo             (FtGame          *game);

G_END_DECLS
