/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "hilo/hilo-event.h"

G_BEGIN_DECLS

/*
 * Hi Lo Flip: the whole game as a plain state machine.
 *
 * The state is a plain struct (no pointers) so that it copies with memcpy
 * for the computer players' sampling; it embeds its FtRng, which deals the
 * cards, tosses the chip and reshuffles an empty draw pile, so a seed
 * reproduces a whole game.  Players are numbered from 0 in C and from 1 in
 * the text form and on the command line.
 *
 * Each action (play, toss, draw, next round) checks that it is legal in the
 * current phase, returns FALSE with a GError in FT_HILO_ERROR when it is
 * not (leaving the state untouched), and otherwise applies it together with
 * everything the rules then force without a decision (a 1-card's draw and
 * skip, the take of a pile, the end of a round), appending one FtHiLoEvent
 * per step to @events when that is not NULL.  In debug builds every action
 * ends with ft_hilo_state_check().
 *
 * Text form (ft_hilo_state_to_string / ft_hilo_state_from_string): one line,
 * fields separated by single spaces (any run of whitespace is accepted):
 *
 *   state   = "hilo/1" 1*(SP field)
 *   field   = key ":" value          ; every key at most once, any order
 *   players:N                        ; 2..6 (R10)
 *   ages:A,…                         ; N entries, each 0..150 or "-" (unknown)
 *   round:R                          ; 1-based round number
 *   chip:hi|lo
 *   phase:play|toss|toss-play|draw|drawn|reset|second|round-over|game-over
 *   current:P                        ; the player to act, 1..N
 *   start:P                          ; the player who started this round
 *   top:P|-                          ; who played the pile's top card
 *   taker:P|-                        ; who takes the pile if `current` resets
 *   extra:0|1                        ; a two-player 1-card extra turn (R4)
 *   drawn:C|-                        ; the drawn card in phase `drawn`
 *   winner:P|-                       ; the round's winner once it is over
 *   totals:T,…                       ; N totals of the finished rounds
 *   points:T,…                       ; N points of this round so far
 *   hands:LIST/LIST/…                ; N hands
 *   scores:LIST/LIST/…               ; N score piles of this round
 *   pile:LIST                        ; discard pile, bottom first
 *   draw:LIST|rest                   ; draw pile, bottom first (the last is
 *                                    ; drawn next); "rest" = every card not
 *                                    ; placed elsewhere, ascending
 *   out:LIST                         ; hands discarded at a round's end (R7)
 *   rng:FTRNG                        ; ft_rng_to_string(); default seed 0
 *   LIST    = "-" | card *("," card) ; cards 1..100
 *
 * Required: players, round, chip, phase, current, hands, pile, draw.  The
 * others default to "-", 0 or empty (totals, points and scores to zero and
 * empty, taker to top, start to current).  A parsed state must pass
 * ft_hilo_state_check().
 */

#define FT_HILO_N_CARDS 100
#define FT_HILO_HAND_SIZE 7
#define FT_HILO_MIN_PLAYERS 2
#define FT_HILO_MAX_PLAYERS 6
#define FT_HILO_TARGET 75
#define FT_HILO_ROUND_BONUS 10
#define FT_HILO_NO_PLAYER (-1)
#define FT_HILO_NO_AGE (-1)

#define FT_HILO_ERROR (ft_hilo_error_quark ())

typedef enum
{
  FT_HILO_ERROR_ILLEGAL,   /* an action the rules do not allow now */
  FT_HILO_ERROR_PARSE,     /* a malformed text form */
  FT_HILO_ERROR_INVARIANT, /* a state that breaks an invariant */
} FtHiLoError;

GQuark ft_hilo_error_quark (void);

/* A set of cards: bit (c - 1) stands for card c. */
typedef struct
{
  guint64 w[2];
} FtHiLoSet;

typedef enum
{
  FT_HILO_CHIP_LO,
  FT_HILO_CHIP_HI,
} FtHiLoChip;

typedef enum
{
  FT_HILO_PHASE_MUST_PLAY,         /* R2 (1): hold a legal card, play one */
  FT_HILO_PHASE_MUST_TOSS,         /* R2 (2): no legal card, toss the chip */
  FT_HILO_PHASE_AFTER_TOSS_PLAY,   /* R2 (2): the chip turned, play any card */
  FT_HILO_PHASE_MUST_DRAW,         /* R2 (3): the chip stayed, draw */
  FT_HILO_PHASE_AFTER_DRAW,        /* R2 (3): the drawn card is legal, play it */
  FT_HILO_PHASE_MUST_RESET,        /* R2 (4), R3, R5: reset play */
  FT_HILO_PHASE_SECOND_CARD_FOR_2, /* R5: play a second card after a 2-card */
  FT_HILO_PHASE_ROUND_OVER,        /* R7: waiting for the next round */
  FT_HILO_PHASE_GAME_OVER,         /* R8 */
} FtHiLoPhase;

typedef enum
{
  FT_HILO_ACTION_PLAY,
  FT_HILO_ACTION_TOSS,
  FT_HILO_ACTION_DRAW,
  FT_HILO_ACTION_NEXT_ROUND,
} FtHiLoActionKind;

typedef struct
{
  FtHiLoActionKind kind;
  guint            card; /* for FT_HILO_ACTION_PLAY */
} FtHiLoAction;

typedef struct
{
  guint8      n_players;
  gint16      ages[FT_HILO_MAX_PLAYERS];
  guint16     round;
  FtHiLoChip  chip;
  FtHiLoPhase phase;
  guint8      current;
  guint8      start_player;
  gint8       top_player;
  gint8       taker;
  gboolean    extra_turn;
  guint8      drawn;
  gint8       round_winner;
  guint16     totals[FT_HILO_MAX_PLAYERS];
  guint16     points[FT_HILO_MAX_PLAYERS];
  FtHiLoSet   hands[FT_HILO_MAX_PLAYERS];
  FtHiLoSet   score_piles[FT_HILO_MAX_PLAYERS];
  FtHiLoSet   out;
  guint8      n_pile;
  guint8      n_draw;
  guint8      pile[FT_HILO_N_CARDS];
  guint8      draw[FT_HILO_N_CARDS];
  FtRng       rng;
} FtHiLoState;

/* Card sets. */
static inline gboolean
ft_hilo_set_has (FtHiLoSet s,
                 guint     card)
{
  return card >= 1 && card <= FT_HILO_N_CARDS &&
         ((s.w[(card - 1) >> 6] >> ((card - 1) & 63)) & 1) != 0;
}

static inline void
ft_hilo_set_add (FtHiLoSet *s,
                 guint      card)
{
  s->w[(card - 1) >> 6] |= G_GUINT64_CONSTANT (1) << ((card - 1) & 63);
}

static inline void
ft_hilo_set_remove (FtHiLoSet *s,
                    guint      card)
{
  s->w[(card - 1) >> 6] &= ~(G_GUINT64_CONSTANT (1) << ((card - 1) & 63));
}

static inline guint
ft_hilo_set_count (FtHiLoSet s)
{
  return (guint) (__builtin_popcountll (s.w[0]) + __builtin_popcountll (s.w[1]));
}

static inline gboolean
ft_hilo_set_is_empty (FtHiLoSet s)
{
  return (s.w[0] | s.w[1]) == 0;
}

static inline FtHiLoSet
ft_hilo_set_and (FtHiLoSet a,
                 FtHiLoSet b)
{
  return (FtHiLoSet) { { a.w[0] & b.w[0], a.w[1] & b.w[1] } };
}

static inline FtHiLoSet
ft_hilo_set_or (FtHiLoSet a,
                FtHiLoSet b)
{
  return (FtHiLoSet) { { a.w[0] | b.w[0], a.w[1] | b.w[1] } };
}

static inline FtHiLoSet
ft_hilo_set_minus (FtHiLoSet a,
                   FtHiLoSet b)
{
  return (FtHiLoSet) { { a.w[0] & ~b.w[0], a.w[1] & ~b.w[1] } };
}

FtHiLoSet   ft_hilo_set_all          (void);
FtHiLoSet   ft_hilo_set_beating      (guint        top,
                                      FtHiLoChip   chip);
guint       ft_hilo_set_lowest       (FtHiLoSet    s);
guint       ft_hilo_set_highest      (FtHiLoSet    s);
guint       ft_hilo_set_nth          (FtHiLoSet    s,
                                      guint        n);
guint       ft_hilo_set_to_array     (FtHiLoSet    s,
                                      guint8      *cards);
guint       ft_hilo_set_points       (FtHiLoSet    s);

/* Cards. */
guint       ft_hilo_card_points      (guint        card);
guint       ft_hilo_cards_points     (const guint8 *cards,
                                      guint        n_cards);
gboolean    ft_hilo_card_is_skip     (guint        card);
gboolean    ft_hilo_card_is_double   (guint        card);
const char *ft_hilo_card_badge       (guint        card);

const char *ft_hilo_chip_token       (FtHiLoChip   chip);
const char *ft_hilo_phase_token      (FtHiLoPhase  phase);

/* Setting up. */
gboolean    ft_hilo_state_init       (FtHiLoState *self,
                                      guint        n_players,
                                      const int   *ages,
                                      guint64      seed,
                                      GArray      *events,
                                      GError     **error);

/* Questions. */
guint       ft_hilo_state_top_card   (const FtHiLoState *self);
guint       ft_hilo_state_pile_points(const FtHiLoState *self);
FtHiLoSet   ft_hilo_state_legal_cards(const FtHiLoState *self);
gboolean    ft_hilo_state_is_legal   (const FtHiLoState  *self,
                                      const FtHiLoAction *action);
gboolean    ft_hilo_state_forced_action (const FtHiLoState *self,
                                      FtHiLoAction      *action);
gint        ft_hilo_state_game_winner(const FtHiLoState *self);
guint       ft_hilo_state_next_player(const FtHiLoState *self,
                                      guint              player);
gint        ft_hilo_state_choose_starter (const FtHiLoState *self,
                                      const gboolean    *candidates);

/* Actions. */
gboolean    ft_hilo_state_play       (FtHiLoState *self,
                                      guint        card,
                                      GArray      *events,
                                      GError     **error);
gboolean    ft_hilo_state_toss       (FtHiLoState *self,
                                      GArray      *events,
                                      GError     **error);
gboolean    ft_hilo_state_draw       (FtHiLoState *self,
                                      GArray      *events,
                                      GError     **error);
gboolean    ft_hilo_state_next_round (FtHiLoState *self,
                                      GArray      *events,
                                      GError     **error);
gboolean    ft_hilo_state_apply      (FtHiLoState        *self,
                                      const FtHiLoAction *action,
                                      GArray             *events,
                                      GError            **error);

/* The same as ft_hilo_state_apply() without the error message or the
 * invariant check, for the computer players' simulations; @action must be
 * legal. */
void        ft_hilo_state_apply_fast (FtHiLoState        *self,
                                      const FtHiLoAction *action);

/* Invariants and the text form. */
gboolean    ft_hilo_state_check      (const FtHiLoState *self,
                                      GError           **error);
char       *ft_hilo_state_to_string  (const FtHiLoState *self);
gboolean    ft_hilo_state_from_string(FtHiLoState *self,
                                      const char  *text,
                                      GError     **error);

G_END_DECLS
