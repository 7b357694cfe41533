/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game.h"

G_BEGIN_DECLS

#define FT_TYPE_COMPUTER_PACER (ft_computer_pacer_get_type ())
G_DECLARE_FINAL_TYPE (FtComputerPacer, ft_computer_pacer, FT, COMPUTER_PACER, GObject)

/*
 * FtComputerPacer: plays a game's computer seats at a pace people can
 * follow.  Whenever the game changes and waits for a computer, the pacer
 * waits "delay" milliseconds (at most 300 under "reduce-motion"), then
 * asks the game to think off the main thread and applies the move; the
 * move's own "changed" schedules the next.  A change in between (undo, a
 * new game) drops the move being thought of.  GIO only: the table owns
 * one, and tests pace a game with no window.
 */
/* How long a computer "thinks" by default, in milliseconds. */
#define FT_COMPUTER_PACER_DELAY_MS 900

FtComputerPacer *ft_computer_pacer_new        (FtGame          *game);
void             ft_computer_pacer_schedule   (FtComputerPacer *self);
void             ft_computer_pacer_stop       (FtComputerPacer *self);
gboolean         ft_computer_pacer_is_busy    (FtComputerPacer *self);
guint            ft_computer_pacer_get_pace   (FtComputerPacer *self);

G_END_DECLS
