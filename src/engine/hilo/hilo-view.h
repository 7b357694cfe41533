/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "hilo/hilo-state.h"

G_BEGIN_DECLS

/*
 * What one player may know (R11): their own hand, the pile, the chip, the
 * score piles' sizes and points, every hand's size, the draw pile's size
 * and which cards have been seen where they still lie (the pile and the
 * score piles).  Never another hand or the draw pile's order.  Hints and
 * computer players read only this; two states that differ only in hidden
 * cards give byte-identical views (the struct is zeroed before filling).
 */
typedef struct
{
  guint8      n_players;
  guint8      me;
  gint16      ages[FT_HILO_MAX_PLAYERS];
  guint16     round;
  FtHiLoChip  chip;
  FtHiLoPhase phase;
  guint8      current;
  guint8      start_player;
  gint8       top_player;
  gint8       taker;
  gint8       round_winner;
  gboolean    extra_turn;
  guint8      drawn;         /* the drawn card, when it is @me's */
  guint16     totals[FT_HILO_MAX_PLAYERS];
  guint16     points[FT_HILO_MAX_PLAYERS];
  guint8      hand_sizes[FT_HILO_MAX_PLAYERS];
  guint8      score_sizes[FT_HILO_MAX_PLAYERS];
  guint8      n_draw;
  guint8      n_out;
  FtHiLoSet   hand;
  FtHiLoSet   legal;         /* @me's legal cards when @me is to act */
  FtHiLoSet   seen;          /* the pile and the score piles */
  guint8      n_pile;
  guint8      pile[FT_HILO_N_CARDS];
} FtHiLoView;

void      ft_hilo_view_init     (FtHiLoView        *view,
                                 const FtHiLoState *state,
                                 guint              player);
FtHiLoSet ft_hilo_view_unseen   (const FtHiLoView  *view);
guint     ft_hilo_view_n_seen   (const FtHiLoView  *view);
guint     ft_hilo_view_top_card (const FtHiLoView  *view);
guint     ft_hilo_view_pile_points (const FtHiLoView *view);
guint64   ft_hilo_view_hash     (const FtHiLoView  *view);
void      ft_hilo_view_sample   (const FtHiLoView  *view,
                                 FtRng             *rng,
                                 FtHiLoState       *state);

G_END_DECLS
