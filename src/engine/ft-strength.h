/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * How strong a computer player is, the same three in every game: what a
 * seat's kind (FtSeat) asks of the game's engine.  Each engine says what
 * its three play like (flipbits-ai.h, hilo-ai.h, scrabble-ai.h,
 * flipchain-ai.h, dice-player.h: FLIP (dice)'s expert plays the solved
 * table).
 */
typedef enum
{
  FT_STRENGTH_BEGINNER,
  FT_STRENGTH_STANDARD,
  FT_STRENGTH_EXPERT,
  FT_N_STRENGTHS
} FtStrength;

G_END_DECLS
