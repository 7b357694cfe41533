/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "flipbits-deck.h"
#include "flipbits-solver.h"

G_BEGIN_DECLS

/*
 * FtFbGame: a whole FLIP BITS game as one plain struct (about 600 bytes)
 * that copies with memcpy, embeds its FtRng and so replays from its seed.
 *
 * Flow (flipbits R4-R10, R12):
 *
 *   ft_fb_game_new()          deals: GOAL, MEMORY, 3 OPERATION cards and a
 *                             HEX card each, first player = lowest HEX card.
 *   FT_FB_PHASE_RESOLVE_WINDOW  each turn opens with a resolve window (R9).
 *                             ft_fb_game_can_resolve() says who may call it:
 *                             every seat but the current player's, or in
 *                             solo the player, before the turn (R10).
 *                             ft_fb_game_resolve() tries a solve: success
 *                             (R5) ends the window and starts the solver's
 *                             turn with a new window; failure (R6) leaves
 *                             the window open.  ft_fb_game_close_window()
 *                             when nobody (more) calls.  Computer players
 *                             are asked in the order of
 *                             ft_fb_game_window_seats(): seat order after
 *                             the current player (see flipbits-ai.h).
 *                             In solo the window allows one attempt: after
 *                             it, success or miss, the turn follows (R12).
 *   FT_FB_PHASE_DISCARD       ft_fb_game_discard(): the current player
 *                             discards (>= 1 OPERATION card unless the hand
 *                             holds none, HEX optional) and draws (R7); the
 *                             next seat's turn opens with a resolve window.
 *   FT_FB_PHASE_GAME_OVER     someone has 3 points (R5).
 *
 * Every action checks its legality and returns FALSE with a GError (the
 * state unchanged) when the rules forbid it.
 *
 * Piles are arrays whose last element is the top: decks are drawn from the
 * end.  Hands keep their cards in order; a card's index in @ops is what
 * FtFbStep.card and the discard bit mask refer to.
 */

#define FT_FB_MAX_PLAYERS 5
#define FT_FB_HAND_OPS 3
#define FT_FB_POINTS_TO_WIN 3

typedef enum
{
  FT_FB_PHASE_RESOLVE_WINDOW,
  FT_FB_PHASE_DISCARD,
  FT_FB_PHASE_GAME_OVER,
} FtFbPhase;

/* Rule options. */
typedef struct
{
  guint    n_players;       /* 1 (solo, R10) to 5 */
  gboolean mask_chosen;     /* R2 setting: MASK cards' masks chosen when played */
  gboolean keep_equal_goal; /* R8 setting: keep a GOAL equal to MEMORY */
} FtFbSettings;

typedef struct
{
  guint    n_ops;
  FtFbCard ops[FT_FB_HAND_OPS];
  int      hex;              /* the HEX card's value, -1 for none */
} FtFbHand;

typedef enum
{
  FT_FB_RESOLVE_SUCCESS,
  FT_FB_RESOLVE_FAILURE,
} FtFbResolveOutcome;

typedef struct
{
  FtFbSettings settings;
  FtFbDeck     deck;          /* the OPERATION deck's make-up, for conservation */
  FtRng        rng;
  guint8       memory;
  guint8       goal;
  FtFbPhase    phase;
  guint        current;       /* the seat whose turn it is */
  guint        turns;         /* completed turns (discard and draw): the solo score (R10) */
  int          winner;        /* seat, or -1 */
  int          scores[FT_FB_MAX_PLAYERS];
  guint        warnings[FT_FB_MAX_PLAYERS];
  FtFbHand     hands[FT_FB_MAX_PLAYERS];
  guint        n_op_deck;
  FtFbCard     op_deck[FT_FB_DECK_MAX];
  guint        n_op_discard;
  FtFbCard     op_discard[FT_FB_DECK_MAX];
  guint        n_hex_deck;
  guint8       hex_deck[FT_FB_N_HEX];
  guint        n_hex_discard;
  guint8       hex_discard[FT_FB_N_HEX];
} FtFbGame;

/*
 * Text form (ft_fb_game_to_string(), ft_fb_game_from_string()), for tests,
 * saves and bug reports; it holds the whole state, deck order and rng
 * included, so a parsed game plays on exactly as the original.  One
 * "key value" line each, in this order (piles list the bottom card first,
 * the top is drawn next; "-" is an empty list):
 *
 *   flipbits-game 1
 *   players 2
 *   mask-chosen no                 (R2 setting: yes/no)
 *   keep-equal-goal no             (R8 setting: yes/no)
 *   deck OR,OR,AND,…,MXOR:1000     (the OPERATION deck's make-up)
 *   rng 0123456789abcdef.….….…    (ft_rng_to_string())
 *   memory 0101
 *   goal 1100
 *   phase window                   (window, discard or over)
 *   current 1
 *   turns 12
 *   winner -                       (a seat once the game is over)
 *   seat 0 score 1 warnings 0 hex 0011 ops OR,MOR:0100
 *   seat 1 score -1 warnings 2 hex - ops -
 *   op-deck NOT,FLIP,…
 *   op-discard XOR
 *   hex-deck 0000,1010,…
 *   hex-discard 1100,0101
 *
 * There is one seat line per player.  ft_fb_game_from_string() rejects
 * anything malformed or impossible, including a card missing or twice
 * (ft_fb_game_check_conservation()).
 */

#define FT_FB_GAME_ERROR (ft_fb_game_error_quark ())

typedef enum
{
  FT_FB_GAME_ERROR_SETUP,        /* bad settings or a deck too small */
  FT_FB_GAME_ERROR_PHASE,        /* not the time for this action */
  FT_FB_GAME_ERROR_NOT_ALLOWED,  /* not this seat's call, or a discard R7 forbids */
  FT_FB_GAME_ERROR_PARSE,        /* ft_fb_game_from_string() */
} FtFbGameError;

GQuark   ft_fb_game_error_quark    (void);

void     ft_fb_settings_init       (FtFbSettings       *settings,
                                    guint               n_players);

gboolean ft_fb_game_new            (FtFbGame           *game,
                                    const FtFbSettings *settings,
                                    const FtFbDeck     *deck,
                                    guint64             seed,
                                    GError            **error);

gboolean ft_fb_game_is_solo        (const FtFbGame     *game);
gboolean ft_fb_game_can_resolve    (const FtFbGame     *game,
                                    guint               seat);
guint    ft_fb_game_window_seats   (const FtFbGame     *game,
                                    guint               seats[FT_FB_MAX_PLAYERS]);
void     ft_fb_game_problem        (const FtFbGame     *game,
                                    guint               seat,
                                    FtFbProblem        *problem);

gboolean ft_fb_game_resolve        (FtFbGame           *game,
                                    guint               seat,
                                    const FtFbSolution *solution,
                                    FtFbResolveOutcome *outcome,
                                    GError            **error);
gboolean ft_fb_game_close_window   (FtFbGame           *game,
                                    GError            **error);
gboolean ft_fb_game_discard        (FtFbGame           *game,
                                    guint               op_mask,
                                    gboolean            discard_hex,
                                    GError            **error);

gboolean ft_fb_game_check_conservation (const FtFbGame *game,
                                        GError        **error);

char    *ft_fb_game_to_string      (const FtFbGame     *game);
gboolean ft_fb_game_from_string    (FtFbGame           *game,
                                    const char         *text,
                                    GError            **error);

G_END_DECLS
