/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "hilo/hilo-ai.h"
#include "hilo/hilo-hint.h"
#include "hilo/hilo-state.h"
#include "ft-game.h"

G_BEGIN_DECLS

#define FT_TYPE_HILO_GAME (ft_hilo_game_get_type ())
G_DECLARE_FINAL_TYPE (FtHiLoGame, ft_hilo_game, FT, HILO_GAME, FtGame)

FtHiLoGame        *ft_hilo_game_new             (void);

/* @names and @ages may be NULL; an empty or NULL name gets a default, an
 * age of FT_HILO_NO_AGE is "not given" (R9). */
gboolean           ft_hilo_game_start           (FtHiLoGame          *self,
                                                 guint                n_players,
                                                 const FtSeat    *seats,
                                                 const char * const  *names,
                                                 const int           *ages,
                                                 guint64              seed,
                                                 GError             **error);
FtHiLoPhase        ft_hilo_game_get_phase       (FtHiLoGame          *self);
FtHiLoChip         ft_hilo_game_get_chip        (FtHiLoGame          *self);
guint              ft_hilo_game_get_current     (FtHiLoGame          *self);
guint              ft_hilo_game_get_round       (FtHiLoGame          *self);
int                ft_hilo_game_get_round_winner (FtHiLoGame         *self);
int                ft_hilo_game_get_game_winner (FtHiLoGame          *self);
int                ft_hilo_game_get_taker       (FtHiLoGame          *self);
guint              ft_hilo_game_get_drawn       (FtHiLoGame          *self);
guint              ft_hilo_game_get_top_card    (FtHiLoGame          *self);
guint              ft_hilo_game_get_n_pile      (FtHiLoGame          *self);
guint              ft_hilo_game_get_pile_points (FtHiLoGame          *self);
guint              ft_hilo_game_get_n_draw      (FtHiLoGame          *self);
guint              ft_hilo_game_get_points      (FtHiLoGame          *self,
                                                 guint                seat);
guint              ft_hilo_game_get_total       (FtHiLoGame          *self,
                                                 guint                seat);
guint              ft_hilo_game_get_hand        (FtHiLoGame          *self,
                                                 guint                seat,
                                                 guint8               cards[FT_HILO_N_CARDS]);
guint              ft_hilo_game_get_n_hand      (FtHiLoGame          *self,
                                                 guint                seat);
guint              ft_hilo_game_get_n_score_pile (FtHiLoGame         *self,
                                                 guint                seat);
gboolean           ft_hilo_game_can_play        (FtHiLoGame          *self,
                                                 guint                card);
gboolean           ft_hilo_game_get_forced_action (FtHiLoGame        *self,
                                                 FtHiLoAction        *action);
gint               ft_hilo_game_get_viewer      (FtHiLoGame          *self);
void               ft_hilo_game_set_open_hands  (FtHiLoGame          *self,
                                                 gboolean             open_hands);

/* The acting seat's moves.  Each refuses what the rules do not allow now
 * with a GError, leaving the game as it was. */
gboolean           ft_hilo_game_play            (FtHiLoGame          *self,
                                                 guint                card,
                                                 GError             **error);
gboolean           ft_hilo_game_toss            (FtHiLoGame          *self,
                                                 GError             **error);
gboolean           ft_hilo_game_draw            (FtHiLoGame          *self,
                                                 GError             **error);
gboolean           ft_hilo_game_next_round      (FtHiLoGame          *self,
                                                 GError             **error);

void               ft_hilo_game_hint_free       (FtHiLoHint          *hint);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtHiLoHint, ft_hilo_game_hint_free)

G_END_DECLS
