/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "hilo/hilo-view.h"

G_BEGIN_DECLS

/*
 * A hint for the player to act, from their view alone (R11): the legal
 * cards, the recommended action (the expert's choice) and the reason in
 * numbers, or, when the rules leave no choice (toss, draw, the drawn card,
 * a reset), what they force and why.  @text is translated.
 */
typedef struct
{
  FtHiLoAction action;       /* what to do */
  FtHiLoSet    legal;        /* the cards that may be played now */
  gboolean     forced;       /* the rules leave no choice */
  guint        card;         /* the recommended card, or 0 */
  guint        unseen;       /* cards whose place the player does not know */
  guint        beaters;      /* unseen cards that beat @card under the chip */
  gint         next_player;  /* who plays on @card next, -1 if nobody else */
  guint        next_hand;    /* their hand size */
  double       next_chance;  /* chance that they hold a beater */
  guint        pile_points;  /* the pile's worth once @card is on it */
  double       value;        /* the expert's round balance for @card */
  char        *text;
} FtHiLoHint;

void ft_hilo_hint_compute (const FtHiLoView   *view,
                           const char * const *names,
                           FtHiLoHint         *hint);
void ft_hilo_hint_clear   (FtHiLoHint         *hint);

const char *ft_hilo_chance_words (double chance);

G_END_DECLS
