/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * One step of a Hi Lo Flip game, as the actions of hilo-state.h report them
 * (appended to a GArray of FtHiLoEvent), so that the app can show and
 * announce each play, toss, draw, reset and take of the pile to a screen
 * reader in order.  Players are 0-based.
 */
typedef enum
{
  FT_HILO_EVENT_ROUND_START, /* player starts round `count`; chip says why (R9) */
  FT_HILO_EVENT_TURN,        /* it is player's turn */
  FT_HILO_EVENT_PLAY,        /* player plays card (play_kind) */
  FT_HILO_EVENT_TOSS,        /* player tosses the chip; it lands on chip; same */
  FT_HILO_EVENT_DRAW,        /* player draws card (private to player) */
  FT_HILO_EVENT_REFILL,      /* count pile cards shuffled into the draw pile (R6) */
  FT_HILO_EVENT_DRAW_EMPTY,  /* nothing to draw for player (R6) */
  FT_HILO_EVENT_RESET,       /* player makes a reset play (reset_kind); other takes the pile */
  FT_HILO_EVENT_TAKE_PILE,   /* player takes count cards worth points */
  FT_HILO_EVENT_SKIP,        /* player loses the turn to other's 1-card (R4) */
  FT_HILO_EVENT_EXTRA_TURN,  /* player takes another turn (R4, two players) */
  FT_HILO_EVENT_ROUND_END,   /* player wins round `count` and points bonus (R7) */
  FT_HILO_EVENT_TIE,         /* the top total points is shared: play on (R8) */
  FT_HILO_EVENT_GAME_END,    /* player wins the game with points (R8) */
} FtHiLoEventKind;

typedef enum
{
  FT_HILO_PLAY_NORMAL,       /* R2 (1) */
  FT_HILO_PLAY_AFTER_TOSS,   /* R2 (2) */
  FT_HILO_PLAY_DRAWN,        /* R2 (3) */
  FT_HILO_PLAY_RESET_START,  /* R3: the first card of a new pile */
  FT_HILO_PLAY_SECOND,       /* R5: the card after a 2-card */
} FtHiLoPlayKind;

typedef enum
{
  FT_HILO_RESET_AFTER_DRAW,  /* R2 (4): the drawn card could not be played */
  FT_HILO_RESET_NO_DRAW,     /* R6: nothing left to draw */
  FT_HILO_RESET_AFTER_2,     /* R5: no second card after a 2-card */
} FtHiLoResetKind;

typedef struct
{
  FtHiLoEventKind kind;
  gint8           player;
  gint8           other;
  guint8          card;
  guint8          chip;      /* an FtHiLoChip */
  guint8          same;      /* TOSS: the chip landed on the side it was on */
  guint8          play_kind; /* an FtHiLoPlayKind */
  guint8          reset_kind;/* an FtHiLoResetKind */
  guint16         count;
  guint16         points;
} FtHiLoEvent;

/* Show every card in descriptions (open hands, logs, tests). */
#define FT_HILO_VIEWER_ALL (-2)

char *ft_hilo_player_name    (const char * const *names,
                              guint               player);
char *ft_hilo_event_describe (const FtHiLoEvent  *event,
                              const char * const *names,
                              gint                viewer,
                              gint                you);

G_END_DECLS
