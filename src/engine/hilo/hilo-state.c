/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "hilo-state.h"

G_DEFINE_QUARK (ft-hilo-error-quark, ft_hilo_error)

/* ---- Card sets ---------------------------------------------------------- */

FtHiLoSet
ft_hilo_set_all (void)
{
  /* Cards 1..64 fill the first word, 65..100 the low 36 bits of the second. */
  return (FtHiLoSet) { { G_MAXUINT64, (G_GUINT64_CONSTANT (1) << 36) - 1 } };
}

/* Cards strictly below @card (bits 0 .. card - 2). */
static FtHiLoSet
set_below (guint card)
{
  FtHiLoSet s = { { 0, 0 } };
  guint n = card - 1;

  if (n >= 64)
    {
      s.w[0] = G_MAXUINT64;
      s.w[1] = n - 64 >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (n - 64)) - 1;
    }
  else
    s.w[0] = (G_GUINT64_CONSTANT (1) << n) - 1;
  return s;
}

/* The cards that may be played on @top under @chip (R2): higher on Hi,
 * lower on Lo. */
FtHiLoSet
ft_hilo_set_beating (guint      top,
                     FtHiLoChip chip)
{
  FtHiLoSet below = set_below (top);

  if (chip == FT_HILO_CHIP_LO)
    return below;
  below.w[0] |= (top >= 1 && top <= 64) ? G_GUINT64_CONSTANT (1) << (top - 1) : 0;
  if (top > 64)
    below.w[1] |= G_GUINT64_CONSTANT (1) << (top - 65);
  return ft_hilo_set_minus (ft_hilo_set_all (), below);
}

guint
ft_hilo_set_lowest (FtHiLoSet s)
{
  if (s.w[0])
    return (guint) __builtin_ctzll (s.w[0]) + 1;
  if (s.w[1])
    return (guint) __builtin_ctzll (s.w[1]) + 65;
  return 0;
}

guint
ft_hilo_set_highest (FtHiLoSet s)
{
  if (s.w[1])
    return 64 - (guint) __builtin_clzll (s.w[1]) + 64;
  if (s.w[0])
    return 64 - (guint) __builtin_clzll (s.w[0]);
  return 0;
}

/* The @n-th lowest card of @s (0-based), or 0. */
guint
ft_hilo_set_nth (FtHiLoSet s,
                 guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      guint c = ft_hilo_set_lowest (s);

      if (c == 0)
        return 0;
      ft_hilo_set_remove (&s, c);
    }
  return ft_hilo_set_lowest (s);
}

/* Writes the cards of @s in ascending order; returns how many. */
guint
ft_hilo_set_to_array (FtHiLoSet  s,
                      guint8    *cards)
{
  guint n = 0;

  for (guint w = 0; w < 2; w++)
    for (guint64 bits = s.w[w]; bits; bits &= bits - 1)
      cards[n++] = (guint8) (w * 64 + (guint) __builtin_ctzll (bits) + 1);
  return n;
}

/* R1: cards ending in 0 score 10, every other card 1. */
guint
ft_hilo_set_points (FtHiLoSet s)
{
  /* Cards 10, 20, … 60 are bits 9, 19, … 59 of the first word; 70, 80, 90
   * and 100 are bits 5, 15, 25 and 35 of the second. */
  static const FtHiLoSet tens = { {
    G_GUINT64_CONSTANT (0x0802008020080200),
    G_GUINT64_CONSTANT (0x0000000802008020),
  } };
  guint n_tens = ft_hilo_set_count (ft_hilo_set_and (s, tens));

  return ft_hilo_set_count (s) + 9 * n_tens;
}

/* ---- Cards -------------------------------------------------------------- */

guint
ft_hilo_card_points (guint card)
{
  return card % 10 == 0 ? 10 : 1; /* R1 */
}

guint
ft_hilo_cards_points (const guint8 *cards,
                      guint         n_cards)
{
  guint points = 0;

  for (guint i = 0; i < n_cards; i++)
    points += ft_hilo_card_points (cards[i]);
  return points;
}

gboolean
ft_hilo_card_is_skip (guint card)
{
  return card % 10 == 1; /* R4 */
}

gboolean
ft_hilo_card_is_double (guint card)
{
  return card % 10 == 2; /* R5 */
}

/* The words under a special card's number ("play again"), as the screen's
 * cards and the worksheets print them; NULL for a plain card. */
const char *
ft_hilo_card_badge (guint card)
{
  if (ft_hilo_card_is_skip (card))
    return _("skip");
  if (ft_hilo_card_is_double (card))
    return _("play again");
  if (ft_hilo_card_points (card) == 10)
    return _("10 points");
  return NULL;
}

const char *
ft_hilo_chip_token (FtHiLoChip chip)
{
  return chip == FT_HILO_CHIP_HI ? "hi" : "lo";
}

static const char * const phase_tokens[] = {
  [FT_HILO_PHASE_MUST_PLAY] = "play",
  [FT_HILO_PHASE_MUST_TOSS] = "toss",
  [FT_HILO_PHASE_AFTER_TOSS_PLAY] = "toss-play",
  [FT_HILO_PHASE_MUST_DRAW] = "draw",
  [FT_HILO_PHASE_AFTER_DRAW] = "drawn",
  [FT_HILO_PHASE_MUST_RESET] = "reset",
  [FT_HILO_PHASE_SECOND_CARD_FOR_2] = "second",
  [FT_HILO_PHASE_ROUND_OVER] = "round-over",
  [FT_HILO_PHASE_GAME_OVER] = "game-over",
};

const char *
ft_hilo_phase_token (FtHiLoPhase phase)
{
  g_return_val_if_fail (phase < G_N_ELEMENTS (phase_tokens), NULL);
  return phase_tokens[phase];
}

/* ---- Events ------------------------------------------------------------- */

static void
emit (GArray          *events,
      FtHiLoEventKind  kind,
      gint             player,
      gint             other,
      guint            card,
      guint            count,
      guint            points)
{
  FtHiLoEvent e = { 0, };

  if (events == NULL)
    return;
  e.kind = kind;
  e.player = (gint8) player;
  e.other = (gint8) other;
  e.card = (guint8) card;
  e.count = (guint16) count;
  e.points = (guint16) points;
  g_array_append_val (events, e);
}

/* The last appended event, to fill in its kind-specific fields. */
static FtHiLoEvent *
last_event (GArray *events)
{
  return events != NULL ? &g_array_index (events, FtHiLoEvent, events->len - 1) : NULL;
}

/* ---- Questions ---------------------------------------------------------- */

guint
ft_hilo_state_top_card (const FtHiLoState *self)
{
  return self->n_pile > 0 ? self->pile[self->n_pile - 1] : 0;
}

guint
ft_hilo_state_pile_points (const FtHiLoState *self)
{
  return ft_hilo_cards_points (self->pile, self->n_pile);
}

guint
ft_hilo_state_next_player (const FtHiLoState *self,
                           guint              player)
{
  return (player + 1) % self->n_players;
}

/* The cards of @hand that may be played on the pile now: any card on an
 * empty pile (the round's first card), else R2. */
static FtHiLoSet
playable (const FtHiLoState *self,
          FtHiLoSet          hand)
{
  if (self->n_pile == 0)
    return hand;
  return ft_hilo_set_and (hand, ft_hilo_set_beating (ft_hilo_state_top_card (self), self->chip));
}

FtHiLoSet
ft_hilo_state_legal_cards (const FtHiLoState *self)
{
  FtHiLoSet none = { { 0, 0 } };
  FtHiLoSet hand = self->hands[self->current];

  switch (self->phase)
    {
    case FT_HILO_PHASE_MUST_PLAY:
    case FT_HILO_PHASE_AFTER_TOSS_PLAY:
    case FT_HILO_PHASE_SECOND_CARD_FOR_2:
      return playable (self, hand);
    case FT_HILO_PHASE_AFTER_DRAW:
      {
        FtHiLoSet s = none;

        ft_hilo_set_add (&s, self->drawn);
        return s;
      }
    case FT_HILO_PHASE_MUST_RESET:
      return hand; /* R3: any card starts the new pile */
    case FT_HILO_PHASE_MUST_TOSS:
    case FT_HILO_PHASE_MUST_DRAW:
    case FT_HILO_PHASE_ROUND_OVER:
    case FT_HILO_PHASE_GAME_OVER:
    default:
      return none;
    }
}

gboolean
ft_hilo_state_is_legal (const FtHiLoState  *self,
                        const FtHiLoAction *action)
{
  switch (action->kind)
    {
    case FT_HILO_ACTION_PLAY:
      return ft_hilo_set_has (ft_hilo_state_legal_cards (self), action->card);
    case FT_HILO_ACTION_TOSS:
      return self->phase == FT_HILO_PHASE_MUST_TOSS;
    case FT_HILO_ACTION_DRAW:
      return self->phase == FT_HILO_PHASE_MUST_DRAW;
    case FT_HILO_ACTION_NEXT_ROUND:
      return self->phase == FT_HILO_PHASE_ROUND_OVER;
    default:
      return FALSE;
    }
}

/* The action when the rules leave no choice: a toss, a draw, the drawn
 * card, the next round, or the only legal card.  FALSE when there is a
 * choice to make (or the game is over). */
gboolean
ft_hilo_state_forced_action (const FtHiLoState *self,
                             FtHiLoAction      *action)
{
  FtHiLoSet legal;

  switch (self->phase)
    {
    case FT_HILO_PHASE_MUST_TOSS:
      *action = (FtHiLoAction) { FT_HILO_ACTION_TOSS, 0 };
      return TRUE;
    case FT_HILO_PHASE_MUST_DRAW:
      *action = (FtHiLoAction) { FT_HILO_ACTION_DRAW, 0 };
      return TRUE;
    case FT_HILO_PHASE_ROUND_OVER:
      *action = (FtHiLoAction) { FT_HILO_ACTION_NEXT_ROUND, 0 };
      return TRUE;
    case FT_HILO_PHASE_GAME_OVER:
      return FALSE;
    default:
      legal = ft_hilo_state_legal_cards (self);
      if (ft_hilo_set_count (legal) != 1)
        return FALSE;
      *action = (FtHiLoAction) { FT_HILO_ACTION_PLAY, ft_hilo_set_lowest (legal) };
      return TRUE;
    }
}

/* R8: the single highest total once someone has 75, else -1 (still
 * playing, or a tie at the top that plays on). */
gint
ft_hilo_state_game_winner (const FtHiLoState *self)
{
  gint best = FT_HILO_NO_PLAYER;
  gboolean tie = FALSE;

  for (guint p = 0; p < self->n_players; p++)
    {
      if (best < 0 || self->totals[p] > self->totals[best])
        {
          best = (gint) p;
          tie = FALSE;
        }
      else if (self->totals[p] == self->totals[best])
        tie = TRUE;
    }
  if (best < 0 || tie || self->totals[best] < FT_HILO_TARGET)
    return FT_HILO_NO_PLAYER;
  return best;
}

static gboolean
all_ages_known (const FtHiLoState *self)
{
  for (guint p = 0; p < self->n_players; p++)
    if (self->ages[p] < 0)
      return FALSE;
  return TRUE;
}

/* R9: among @candidates, Hi picks the oldest player and Lo the youngest.
 * Ages count only when every player gave one; otherwise (and between equal
 * ages) an earlier seat counts as older, so that without ages Hi picks the
 * first seat and Lo the last, as R9 says. */
gint
ft_hilo_state_choose_starter (const FtHiLoState *self,
                              const gboolean    *candidates)
{
  gboolean use_ages = all_ages_known (self);
  gint best = FT_HILO_NO_PLAYER;

  for (guint p = 0; p < self->n_players; p++)
    {
      gboolean older;

      if (!candidates[p])
        continue;
      if (best < 0)
        {
          best = (gint) p;
          continue;
        }
      /* p sits after best, so p is older only by a strictly greater age. */
      older = use_ages && self->ages[p] > self->ages[best];
      if (self->chip == FT_HILO_CHIP_HI ? older : !older)
        best = (gint) p;
    }
  return best;
}

/* ---- The flow of a round ------------------------------------------------ */

static void
begin_turn (FtHiLoState *self,
            guint        player,
            GArray      *events)
{
  self->current = (guint8) player;
  self->drawn = 0;
  /* R3: a reset gives the pile to the last player who played to it; in a
   * two-player 1-card extra turn the opponent takes it instead (R4). */
  self->taker = self->extra_turn ? (gint8) ft_hilo_state_next_player (self, player)
                                 : self->top_player;
  self->phase = ft_hilo_set_is_empty (playable (self, self->hands[player]))
                ? FT_HILO_PHASE_MUST_TOSS : FT_HILO_PHASE_MUST_PLAY;
  emit (events, FT_HILO_EVENT_TURN, (gint) player, -1, 0, 0, 0);
}

static void
deal_round (FtHiLoState *self)
{
  guint8 deck[FT_HILO_N_CARDS];

  for (guint c = 0; c < FT_HILO_N_CARDS; c++)
    deck[c] = (guint8) (c + 1);
  ft_rng_shuffle (&self->rng, deck, FT_HILO_N_CARDS, 1);

  memset (self->hands, 0, sizeof self->hands);
  memset (self->score_piles, 0, sizeof self->score_piles);
  memset (self->points, 0, sizeof self->points);
  memset (&self->out, 0, sizeof self->out);
  self->n_pile = 0;
  self->top_player = FT_HILO_NO_PLAYER;
  self->taker = FT_HILO_NO_PLAYER;
  self->extra_turn = FALSE;
  self->round_winner = FT_HILO_NO_PLAYER;
  self->drawn = 0;

  /* Deal seven each from the top of the shuffled deck; the rest is the
   * draw pile, whose top is the end of the array. */
  self->n_draw = FT_HILO_N_CARDS;
  memcpy (self->draw, deck, FT_HILO_N_CARDS);
  for (guint i = 0; i < FT_HILO_HAND_SIZE; i++)
    for (guint p = 0; p < self->n_players; p++)
      ft_hilo_set_add (&self->hands[p], self->draw[--self->n_draw]);
}

static void
start_round (FtHiLoState *self,
             guint        starter,
             GArray      *events)
{
  self->start_player = (guint8) starter;
  emit (events, FT_HILO_EVENT_ROUND_START, (gint) starter, -1, 0, self->round, 0);
  if (events != NULL)
    last_event (events)->chip = self->chip;
  begin_turn (self, starter, events);
}

gboolean
ft_hilo_state_init (FtHiLoState *self,
                    guint        n_players,
                    const int   *ages,
                    guint64      seed,
                    GArray      *events,
                    GError     **error)
{
  gboolean everyone[FT_HILO_MAX_PLAYERS] = { TRUE, TRUE, TRUE, TRUE, TRUE, TRUE };

  if (n_players < FT_HILO_MIN_PLAYERS || n_players > FT_HILO_MAX_PLAYERS)
    {
      /* R10 */
      g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL,
                   _("Hi Lo Flip is for 2 to 6 players, not %u"), n_players);
      return FALSE;
    }

  memset (self, 0, sizeof *self);
  self->n_players = (guint8) n_players;
  for (guint p = 0; p < FT_HILO_MAX_PLAYERS; p++)
    {
      int age = ages != NULL && p < n_players ? ages[p] : FT_HILO_NO_AGE;

      if (age > 150)
        {
          g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL,
                       _("An age of %d is not believable"), age);
          return FALSE;
        }
      self->ages[p] = (gint16) (age < 0 ? FT_HILO_NO_AGE : age);
    }
  self->round = 1;
  ft_rng_init (&self->rng, seed);
  deal_round (self);
  /* R9 and the seed's set-up: toss the chip to choose who starts. */
  self->chip = ft_rng_coin (&self->rng) ? FT_HILO_CHIP_HI : FT_HILO_CHIP_LO;
  start_round (self, (guint) ft_hilo_state_choose_starter (self, everyone), events);
  return TRUE;
}

/* Moves the pile into @taker's score pile. */
static void
take_pile (FtHiLoState *self,
           guint        taker,
           GArray      *events)
{
  guint points = ft_hilo_cards_points (self->pile, self->n_pile);

  for (guint i = 0; i < self->n_pile; i++)
    ft_hilo_set_add (&self->score_piles[taker], self->pile[i]);
  self->points[taker] += (guint16) points;
  emit (events, FT_HILO_EVENT_TAKE_PILE, (gint) taker, -1, 0, self->n_pile, points);
  self->n_pile = 0;
  self->top_player = FT_HILO_NO_PLAYER;
}

/* Draws the top card for @player, first turning the pile into a new draw
 * pile when the draw pile is empty (R6).  Returns 0 when there is nothing
 * to draw. */
static guint
draw_card (FtHiLoState *self,
           guint        player,
           GArray      *events)
{
  guint card;

  if (self->n_draw == 0)
    {
      guint n = self->n_pile - (self->n_pile > 0 ? 1 : 0);

      if (n == 0)
        {
          emit (events, FT_HILO_EVENT_DRAW_EMPTY, (gint) player, -1, 0, 0, 0);
          return 0;
        }
      /* R6: keep the top discard, shuffle the rest into a new draw pile. */
      memcpy (self->draw, self->pile, n);
      self->n_draw = (guint8) n;
      ft_rng_shuffle (&self->rng, self->draw, n, 1);
      self->pile[0] = self->pile[self->n_pile - 1];
      self->n_pile = 1;
      emit (events, FT_HILO_EVENT_REFILL, (gint) player, -1, 0, n, 0);
    }

  card = self->draw[--self->n_draw];
  ft_hilo_set_add (&self->hands[player], card);
  emit (events, FT_HILO_EVENT_DRAW, (gint) player, -1, card, 0, 0);
  return card;
}

static void
end_round (FtHiLoState *self,
           guint        winner,
           GArray      *events)
{
  gint game_winner;

  /* R7: the winner takes the pile and the bonus; other hands are
   * discarded unscored. */
  take_pile (self, winner, events);
  self->points[winner] += FT_HILO_ROUND_BONUS;
  for (guint p = 0; p < self->n_players; p++)
    {
      self->out = ft_hilo_set_or (self->out, self->hands[p]);
      self->hands[p] = (FtHiLoSet) { { 0, 0 } };
      self->totals[p] += self->points[p];
    }
  self->round_winner = (gint8) winner;
  self->extra_turn = FALSE;
  self->taker = FT_HILO_NO_PLAYER;
  self->drawn = 0;
  emit (events, FT_HILO_EVENT_ROUND_END, (gint) winner, -1, 0, self->round,
        FT_HILO_ROUND_BONUS);

  /* R8 */
  game_winner = ft_hilo_state_game_winner (self);
  if (game_winner >= 0)
    {
      self->phase = FT_HILO_PHASE_GAME_OVER;
      emit (events, FT_HILO_EVENT_GAME_END, game_winner, -1, 0, 0,
            self->totals[game_winner]);
      return;
    }
  self->phase = FT_HILO_PHASE_ROUND_OVER;
  for (guint p = 0; p < self->n_players; p++)
    if (self->totals[p] >= FT_HILO_TARGET)
      {
        emit (events, FT_HILO_EVENT_TIE, -1, -1, 0, 0, self->totals[p]);
        break;
      }
}

/* Everything after a card reaches the pile: the round's end (R7), a
 * 2-card's second card (R5), a 1-card's skip (R4) or the next turn. */
static void
after_play (FtHiLoState *self,
            guint        card,
            GArray      *events)
{
  guint me = self->current;
  guint next = ft_hilo_state_next_player (self, me);

  if (ft_hilo_set_is_empty (self->hands[me]))
    {
      end_round (self, me, events); /* R7: no 1-card effect either */
      return;
    }

  if (ft_hilo_card_is_double (card))
    {
      /* R5: a second card at once, legal against the 2-card; without one,
       * a reset with no toss and no draw.  The taker stays the player who
       * played before this turn's first card (or, after a reset start, the
       * player themselves: nobody else has played to the new pile, R3). */
      if (ft_hilo_set_is_empty (playable (self, self->hands[me])))
        {
          self->phase = FT_HILO_PHASE_MUST_RESET;
          emit (events, FT_HILO_EVENT_RESET, (gint) me, self->taker, card, 0, 0);
          if (events != NULL)
            last_event (events)->reset_kind = FT_HILO_RESET_AFTER_2;
        }
      else
        self->phase = FT_HILO_PHASE_SECOND_CARD_FOR_2;
      return;
    }

  if (ft_hilo_card_is_skip (card))
    {
      /* R4: the next player draws one and loses their turn. */
      draw_card (self, next, events);
      emit (events, FT_HILO_EVENT_SKIP, (gint) next, (gint) me, card, 0, 0);
      if (self->n_players == 2)
        {
          self->extra_turn = TRUE;
          emit (events, FT_HILO_EVENT_EXTRA_TURN, (gint) me, (gint) next, 0, 0, 0);
          begin_turn (self, me, events);
        }
      else
        {
          self->extra_turn = FALSE;
          begin_turn (self, ft_hilo_state_next_player (self, next), events);
        }
      return;
    }

  self->extra_turn = FALSE;
  begin_turn (self, next, events);
}

static gboolean
illegal (GError    **error,
         const char *message)
{
  g_set_error_literal (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL, message);
  return FALSE;
}

static FtHiLoPlayKind
play_kind_of (FtHiLoPhase phase)
{
  switch (phase)
    {
    case FT_HILO_PHASE_AFTER_TOSS_PLAY: return FT_HILO_PLAY_AFTER_TOSS;
    case FT_HILO_PHASE_AFTER_DRAW: return FT_HILO_PLAY_DRAWN;
    case FT_HILO_PHASE_MUST_RESET: return FT_HILO_PLAY_RESET_START;
    case FT_HILO_PHASE_SECOND_CARD_FOR_2: return FT_HILO_PLAY_SECOND;
    case FT_HILO_PHASE_MUST_PLAY:
    default:
      return FT_HILO_PLAY_NORMAL;
    }
}

static void
do_play (FtHiLoState *self,
         guint        card,
         GArray      *events)
{
  guint me = self->current;
  FtHiLoPlayKind kind = play_kind_of (self->phase);

  if (self->phase == FT_HILO_PHASE_MUST_RESET)
    {
      /* R3: the taker gets the whole pile; the new pile starts with this
       * card. */
      take_pile (self, (guint) self->taker, events);
    }
  if (self->n_pile == 0 && !self->extra_turn)
    self->taker = (gint8) me;

  /* On a new pile (a reset or the round's first card) nobody else has
   * played, so a reset forced by a 2-card (R5) gives the pile back to this
   * player (R3), except in a two-player extra turn (R4). */
  ft_hilo_set_remove (&self->hands[me], card);
  self->pile[self->n_pile++] = (guint8) card;
  self->top_player = (gint8) me;
  self->drawn = 0;
  emit (events, FT_HILO_EVENT_PLAY, (gint) me, -1, card, 0, 0);
  if (events != NULL)
    {
      last_event (events)->play_kind = kind;
      last_event (events)->chip = self->chip;
    }
  after_play (self, card, events);
}

static void
do_toss (FtHiLoState *self,
         GArray      *events)
{
  FtHiLoChip old = self->chip;

  self->chip = ft_rng_coin (&self->rng) ? FT_HILO_CHIP_HI : FT_HILO_CHIP_LO;
  emit (events, FT_HILO_EVENT_TOSS, self->current, -1, 0, 0, 0);
  if (events != NULL)
    {
      last_event (events)->chip = self->chip;
      last_event (events)->same = self->chip == old;
    }
  /* R2 (2): on the other side every card is legal, as the cards are
   * distinct; on the same side, R2 (3) draw. */
  self->phase = self->chip != old ? FT_HILO_PHASE_AFTER_TOSS_PLAY : FT_HILO_PHASE_MUST_DRAW;
}

static void
do_draw (FtHiLoState *self,
         GArray      *events)
{
  guint me = self->current;
  guint card = draw_card (self, me, events);
  FtHiLoSet drawn = { { 0, 0 } };

  if (card != 0)
    ft_hilo_set_add (&drawn, card);
  if (card != 0 && !ft_hilo_set_is_empty (playable (self, drawn)))
    {
      self->phase = FT_HILO_PHASE_AFTER_DRAW; /* R2 (3): must play it */
      self->drawn = (guint8) card;
      return;
    }
  /* R2 (4), R6: a reset play. */
  self->phase = FT_HILO_PHASE_MUST_RESET;
  emit (events, FT_HILO_EVENT_RESET, (gint) me, self->taker, card, 0, 0);
  if (events != NULL)
    last_event (events)->reset_kind = card != 0 ? FT_HILO_RESET_AFTER_DRAW : FT_HILO_RESET_NO_DRAW;
}

static void
do_next_round (FtHiLoState *self,
               GArray      *events)
{
  gboolean lowest[FT_HILO_MAX_PLAYERS] = { FALSE, };
  guint min = G_MAXUINT;

  /* R9: the lowest total starts, ties settled by the chip, which keeps
   * its side between rounds. */
  for (guint p = 0; p < self->n_players; p++)
    min = MIN (min, self->totals[p]);
  for (guint p = 0; p < self->n_players; p++)
    lowest[p] = self->totals[p] == min;

  self->round++;
  deal_round (self);
  start_round (self, (guint) ft_hilo_state_choose_starter (self, lowest), events);
}

void
ft_hilo_state_apply_fast (FtHiLoState        *self,
                          const FtHiLoAction *action)
{
  switch (action->kind)
    {
    case FT_HILO_ACTION_PLAY:
      do_play (self, action->card, NULL);
      break;
    case FT_HILO_ACTION_TOSS:
      do_toss (self, NULL);
      break;
    case FT_HILO_ACTION_DRAW:
      do_draw (self, NULL);
      break;
    case FT_HILO_ACTION_NEXT_ROUND:
      do_next_round (self, NULL);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Debug builds check every invariant after every action. */
static void
debug_check (const FtHiLoState *self)
{
#ifndef NDEBUG
  g_autoptr(GError) error = NULL;

  if (!ft_hilo_state_check (self, &error))
    g_critical ("Hi Lo Flip invariant broken: %s", error->message);
#endif
}

gboolean
ft_hilo_state_play (FtHiLoState *self,
                    guint        card,
                    GArray      *events,
                    GError     **error)
{
  FtHiLoSet legal = ft_hilo_state_legal_cards (self);

  if (self->phase == FT_HILO_PHASE_ROUND_OVER || self->phase == FT_HILO_PHASE_GAME_OVER)
    return illegal (error, _("The round is over"));
  if (self->phase == FT_HILO_PHASE_MUST_TOSS)
    return illegal (error, _("No card can be played: toss the chip first"));
  if (self->phase == FT_HILO_PHASE_MUST_DRAW)
    return illegal (error, _("The chip stayed on its side: draw a card first"));
  if (!ft_hilo_set_has (self->hands[self->current], card))
    {
      g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL,
                   _("Card %u is not in the hand of the player to act"), card);
      return FALSE;
    }
  if (!ft_hilo_set_has (legal, card))
    {
      if (self->phase == FT_HILO_PHASE_AFTER_DRAW)
        g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL,
                     _("The drawn card %u must be played"), self->drawn);
      else
        g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL,
                     self->chip == FT_HILO_CHIP_HI ? _("Card %u is not higher than %u")
                                                   : _("Card %u is not lower than %u"),
                     card, ft_hilo_state_top_card (self));
      return FALSE;
    }

  do_play (self, card, events);
  debug_check (self);
  return TRUE;
}

gboolean
ft_hilo_state_toss (FtHiLoState *self,
                    GArray      *events,
                    GError     **error)
{
  if (self->phase != FT_HILO_PHASE_MUST_TOSS)
    return illegal (error, _("The chip is tossed only when no card can be played"));
  do_toss (self, events);
  debug_check (self);
  return TRUE;
}

gboolean
ft_hilo_state_draw (FtHiLoState *self,
                    GArray      *events,
                    GError     **error)
{
  if (self->phase != FT_HILO_PHASE_MUST_DRAW)
    return illegal (error, _("A card is drawn only when the tossed chip stays on its side"));
  do_draw (self, events);
  debug_check (self);
  return TRUE;
}

gboolean
ft_hilo_state_next_round (FtHiLoState *self,
                          GArray      *events,
                          GError     **error)
{
  if (self->phase != FT_HILO_PHASE_ROUND_OVER)
    return illegal (error, _("The round is not over"));
  do_next_round (self, events);
  debug_check (self);
  return TRUE;
}

gboolean
ft_hilo_state_apply (FtHiLoState        *self,
                     const FtHiLoAction *action,
                     GArray             *events,
                     GError            **error)
{
  switch (action->kind)
    {
    case FT_HILO_ACTION_PLAY:
      return ft_hilo_state_play (self, action->card, events, error);
    case FT_HILO_ACTION_TOSS:
      return ft_hilo_state_toss (self, events, error);
    case FT_HILO_ACTION_DRAW:
      return ft_hilo_state_draw (self, events, error);
    case FT_HILO_ACTION_NEXT_ROUND:
      return ft_hilo_state_next_round (self, events, error);
    default:
      return illegal (error, _("Unknown action"));
    }
}

/* ---- Invariants --------------------------------------------------------- */

static gboolean
broken (GError    **error,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
broken (GError    **error,
        const char *format,
        ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (FT_HILO_ERROR, FT_HILO_ERROR_INVARIANT, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
valid_player (const FtHiLoState *self,
              gint               p)
{
  return p >= 0 && p < self->n_players;
}

static gboolean
check_cards (const FtHiLoState *self,
             GError           **error)
{
  guint8 where[FT_HILO_N_CARDS + 1] = { 0, };
  guint8 cards[FT_HILO_N_CARDS];

  /* Every card 1..100 is in exactly one place. */
#define PLACE(card, code)                                                     \
  G_STMT_START {                                                              \
    guint c_ = (card);                                                        \
    if (c_ < 1 || c_ > FT_HILO_N_CARDS)                                       \
      return broken (error, "card %u does not exist", c_);                    \
    if (where[c_] != 0)                                                       \
      return broken (error, "card %u is in two places", c_);                  \
    where[c_] = (code);                                                       \
  } G_STMT_END

  if (self->n_pile > FT_HILO_N_CARDS || self->n_draw > FT_HILO_N_CARDS)
    return broken (error, "the pile or the draw pile is too large");
  for (guint p = 0; p < self->n_players; p++)
    {
      guint n = ft_hilo_set_to_array (ft_hilo_set_and (self->hands[p], ft_hilo_set_all ()), cards);

      if (ft_hilo_set_count (self->hands[p]) != n)
        return broken (error, "a hand holds a card above 100");
      for (guint i = 0; i < n; i++)
        PLACE (cards[i], 1);
      n = ft_hilo_set_to_array (ft_hilo_set_and (self->score_piles[p], ft_hilo_set_all ()), cards);
      if (ft_hilo_set_count (self->score_piles[p]) != n)
        return broken (error, "a score pile holds a card above 100");
      for (guint i = 0; i < n; i++)
        PLACE (cards[i], 2);
    }
  for (guint p = self->n_players; p < FT_HILO_MAX_PLAYERS; p++)
    if (!ft_hilo_set_is_empty (self->hands[p]) || !ft_hilo_set_is_empty (self->score_piles[p]))
      return broken (error, "a seat beyond the players holds cards");
  for (guint i = 0; i < self->n_pile; i++)
    PLACE (self->pile[i], 3);
  for (guint i = 0; i < self->n_draw; i++)
    PLACE (self->draw[i], 4);
  {
    guint n = ft_hilo_set_to_array (ft_hilo_set_and (self->out, ft_hilo_set_all ()), cards);

    if (ft_hilo_set_count (self->out) != n)
      return broken (error, "the discarded hands hold a card above 100");
    for (guint i = 0; i < n; i++)
      PLACE (cards[i], 5);
  }
#undef PLACE
  for (guint c = 1; c <= FT_HILO_N_CARDS; c++)
    if (where[c] == 0)
      return broken (error, "card %u is missing", c);
  return TRUE;
}

static gboolean
check_scores (const FtHiLoState *self,
              gboolean           over,
              GError           **error)
{
  for (guint p = 0; p < self->n_players; p++)
    {
      guint expected = ft_hilo_set_points (self->score_piles[p]) +
                       (over && (gint) p == self->round_winner ? FT_HILO_ROUND_BONUS : 0);

      if (self->points[p] != expected)
        return broken (error, "player %u has %u points this round but a score pile worth %u",
                       p + 1, self->points[p], expected);
    }
  for (guint p = self->n_players; p < FT_HILO_MAX_PLAYERS; p++)
    if (self->points[p] != 0 || self->totals[p] != 0)
      return broken (error, "a seat beyond the players has points");
  return TRUE;
}

static gboolean
check_phase (const FtHiLoState *self,
             GError           **error)
{
  guint me = self->current;
  FtHiLoSet can = playable (self, self->hands[me]);
  gboolean over = self->phase == FT_HILO_PHASE_ROUND_OVER ||
                  self->phase == FT_HILO_PHASE_GAME_OVER;

  if (over)
    {
      if (!valid_player (self, self->round_winner))
        return broken (error, "a finished round has no winner");
      if (self->n_pile != 0)
        return broken (error, "the pile is not empty after the round");
      for (guint p = 0; p < self->n_players; p++)
        if (!ft_hilo_set_is_empty (self->hands[p]))
          return broken (error, "player %u still holds cards after the round", p + 1);
      if ((ft_hilo_state_game_winner (self) >= 0) != (self->phase == FT_HILO_PHASE_GAME_OVER))
        return broken (error, "the game is %s but the totals say otherwise",
                       self->phase == FT_HILO_PHASE_GAME_OVER ? "over" : "not over");
      return TRUE;
    }

  if (self->round_winner != FT_HILO_NO_PLAYER)
    return broken (error, "a round in play has a winner");
  if (!ft_hilo_set_is_empty (self->out))
    return broken (error, "hands are discarded while the round is in play");
  if (ft_hilo_state_game_winner (self) >= 0)
    return broken (error, "the game should be over");
  for (guint p = 0; p < self->n_players; p++)
    if (ft_hilo_set_is_empty (self->hands[p]))
      return broken (error, "player %u has no cards but the round goes on", p + 1);
  if ((self->top_player == FT_HILO_NO_PLAYER) != (self->n_pile == 0))
    return broken (error, "the pile's top card has no player, or an empty pile has one");
  if (self->top_player != FT_HILO_NO_PLAYER && !valid_player (self, self->top_player))
    return broken (error, "the top card's player does not exist");
  if (self->extra_turn && self->n_players != 2)
    return broken (error, "an extra turn happens only with two players");
  if (self->phase != FT_HILO_PHASE_AFTER_DRAW && self->drawn != 0)
    return broken (error, "a drawn card is pending outside the drawn phase");

  switch (self->phase)
    {
    case FT_HILO_PHASE_MUST_PLAY:
      if (ft_hilo_set_is_empty (can))
        return broken (error, "the player must play but has no legal card");
      break;
    case FT_HILO_PHASE_MUST_TOSS:
    case FT_HILO_PHASE_MUST_DRAW:
      if (self->n_pile == 0 || !ft_hilo_set_is_empty (can))
        return broken (error, "the player must %s but holds a legal card",
                       self->phase == FT_HILO_PHASE_MUST_TOSS ? "toss" : "draw");
      break;
    case FT_HILO_PHASE_AFTER_TOSS_PLAY:
      if (ft_hilo_set_is_empty (can) || self->n_pile == 0)
        return broken (error, "the chip turned but no card can be played");
      break;
    case FT_HILO_PHASE_AFTER_DRAW:
      {
        FtHiLoSet drawn = { { 0, 0 } };

        if (self->drawn < 1 || self->drawn > FT_HILO_N_CARDS ||
            !ft_hilo_set_has (self->hands[me], self->drawn))
          return broken (error, "the drawn card is not in the player's hand");
        ft_hilo_set_add (&drawn, self->drawn);
        if (ft_hilo_set_count (can) != 1 || ft_hilo_set_is_empty (ft_hilo_set_and (can, drawn)))
          return broken (error, "the drawn card is not the one legal card");
      }
      break;
    case FT_HILO_PHASE_SECOND_CARD_FOR_2:
      if (self->n_pile == 0 || !ft_hilo_card_is_double (ft_hilo_state_top_card (self)) ||
          self->top_player != (gint) me)
        return broken (error, "a second card is due without the player's 2-card on top");
      if (ft_hilo_set_is_empty (can))
        return broken (error, "a second card is due but none can be played");
      break;
    case FT_HILO_PHASE_MUST_RESET:
      if (self->n_pile == 0 || !valid_player (self, self->taker))
        return broken (error, "a reset play has no pile or nobody to take it");
      break;
    case FT_HILO_PHASE_ROUND_OVER:
    case FT_HILO_PHASE_GAME_OVER:
    default:
      return broken (error, "unknown phase");
    }
  if (self->taker != FT_HILO_NO_PLAYER && !valid_player (self, self->taker))
    return broken (error, "the pile's taker does not exist");
  return TRUE;
}

/* Checks every invariant: all 100 cards present exactly once, the round's
 * points equal to the score piles (plus the winner's bonus), and a phase
 * that fits the cards.  Returns FALSE with FT_HILO_ERROR_INVARIANT. */
gboolean
ft_hilo_state_check (const FtHiLoState *self,
                     GError           **error)
{
  if (self->n_players < FT_HILO_MIN_PLAYERS || self->n_players > FT_HILO_MAX_PLAYERS)
    return broken (error, "%u players: Hi Lo Flip is for 2 to 6", self->n_players);
  if (self->current >= self->n_players || self->start_player >= self->n_players)
    return broken (error, "the player to act or the round's starter does not exist");
  if (self->chip != FT_HILO_CHIP_HI && self->chip != FT_HILO_CHIP_LO)
    return broken (error, "the chip is on neither side");
  if (self->phase > FT_HILO_PHASE_GAME_OVER)
    return broken (error, "unknown phase");
  if (self->round < 1)
    return broken (error, "rounds count from 1");
  if (!check_cards (self, error))
    return FALSE;
  if (!check_scores (self, self->phase == FT_HILO_PHASE_ROUND_OVER ||
                           self->phase == FT_HILO_PHASE_GAME_OVER, error))
    return FALSE;
  return check_phase (self, error);
}

/* ---- Text form ---------------------------------------------------------- */

static void
append_list (GString      *s,
             const guint8 *cards,
             guint         n)
{
  if (n == 0)
    {
      g_string_append_c (s, '-');
      return;
    }
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u", i ? "," : "", cards[i]);
}

static void
append_set (GString   *s,
            FtHiLoSet  set)
{
  guint8 cards[FT_HILO_N_CARDS];

  append_list (s, cards, ft_hilo_set_to_array (set, cards));
}

static void
append_player (GString *s,
               gint     p)
{
  if (p < 0)
    g_string_append_c (s, '-');
  else
    g_string_append_printf (s, "%d", p + 1);
}

static void
append_numbers (GString       *s,
                const guint16 *v,
                guint          n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u", i ? "," : "", v[i]);
}

char *
ft_hilo_state_to_string (const FtHiLoState *self)
{
  GString *s = g_string_new ("hilo/1");
  g_autofree char *rng = ft_rng_to_string (&self->rng);

  g_string_append_printf (s, " players:%u ages:", self->n_players);
  for (guint p = 0; p < self->n_players; p++)
    {
      if (p)
        g_string_append_c (s, ',');
      if (self->ages[p] < 0)
        g_string_append_c (s, '-');
      else
        g_string_append_printf (s, "%d", self->ages[p]);
    }
  g_string_append_printf (s, " round:%u chip:%s phase:%s current:%u start:%u top:",
                          self->round, ft_hilo_chip_token (self->chip),
                          ft_hilo_phase_token (self->phase), self->current + 1u,
                          self->start_player + 1u);
  append_player (s, self->top_player);
  g_string_append (s, " taker:");
  append_player (s, self->taker);
  g_string_append_printf (s, " extra:%d drawn:", self->extra_turn ? 1 : 0);
  if (self->drawn)
    g_string_append_printf (s, "%u", self->drawn);
  else
    g_string_append_c (s, '-');
  g_string_append (s, " winner:");
  append_player (s, self->round_winner);
  g_string_append (s, " totals:");
  append_numbers (s, self->totals, self->n_players);
  g_string_append (s, " points:");
  append_numbers (s, self->points, self->n_players);
  g_string_append (s, " hands:");
  for (guint p = 0; p < self->n_players; p++)
    {
      if (p)
        g_string_append_c (s, '/');
      append_set (s, self->hands[p]);
    }
  g_string_append (s, " scores:");
  for (guint p = 0; p < self->n_players; p++)
    {
      if (p)
        g_string_append_c (s, '/');
      append_set (s, self->score_piles[p]);
    }
  g_string_append (s, " pile:");
  append_list (s, self->pile, self->n_pile);
  g_string_append (s, " draw:");
  append_list (s, self->draw, self->n_draw);
  g_string_append (s, " out:");
  append_set (s, self->out);
  g_string_append_printf (s, " rng:%s", rng);
  return g_string_free (s, FALSE);
}

static gboolean
parse_error (GError    **error,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
parse_error (GError    **error,
             const char *format,
             ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (FT_HILO_ERROR, FT_HILO_ERROR_PARSE, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
parse_uint (const char *key,
            const char *text,
            guint       min,
            guint       max,
            guint      *out,
            GError    **error)
{
  guint64 v;

  *out = 0;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &v, NULL))
    return parse_error (error, "%s: “%s” is not a number from %u to %u", key, text, min, max);
  *out = (guint) v;
  return TRUE;
}

/* A 1-based player or "-" (stored 0-based, -1 for none). */
static gboolean
parse_player (const char *key,
              const char *text,
              guint       n_players,
              gboolean    allow_none,
              gint8      *out,
              GError    **error)
{
  guint v;

  if (allow_none && strcmp (text, "-") == 0)
    {
      *out = FT_HILO_NO_PLAYER;
      return TRUE;
    }
  if (!parse_uint (key, text, 1, n_players, &v, error))
    return FALSE;
  *out = (gint8) (v - 1);
  return TRUE;
}

/* A list of cards; "-" is the empty list. */
static gboolean
parse_list (const char *key,
            const char *text,
            guint8     *cards,
            guint      *n_cards,
            GError    **error)
{
  g_auto(GStrv) parts = NULL;
  guint n = 0;

  *n_cards = 0;
  if (strcmp (text, "-") == 0)
    return TRUE;
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint c;

      if (n >= FT_HILO_N_CARDS)
        return parse_error (error, "%s: more than 100 cards", key);
      if (!parse_uint (key, parts[i], 1, FT_HILO_N_CARDS, &c, error))
        return FALSE;
      cards[n++] = (guint8) c;
    }
  *n_cards = n;
  return TRUE;
}

static gboolean
parse_set (const char *key,
           const char *text,
           FtHiLoSet  *set,
           GError    **error)
{
  guint8 cards[FT_HILO_N_CARDS];
  guint n;

  *set = (FtHiLoSet) { { 0, 0 } };
  if (!parse_list (key, text, cards, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (ft_hilo_set_has (*set, cards[i]))
        return parse_error (error, "%s: card %u twice", key, cards[i]);
      ft_hilo_set_add (set, cards[i]);
    }
  return TRUE;
}

/* N values separated by @sep, each handed to @parse_one. */
static gboolean
split_n (const char *key,
         const char *text,
         const char *sep,
         guint       n,
         GStrv      *out,
         GError    **error)
{
  g_auto(GStrv) parts = g_strsplit (text, sep, -1);

  if (g_strv_length (parts) != n)
    return parse_error (error, "%s: expected %u entries separated by “%s”, found %u",
                        key, n, sep, g_strv_length (parts));
  *out = g_steal_pointer (&parts);
  return TRUE;
}

static const char * const known_keys[] = {
  "players", "ages", "round", "chip", "phase", "current", "start", "top", "taker",
  "extra", "drawn", "winner", "totals", "points", "hands", "scores", "pile", "draw",
  "out", "rng", NULL
};

static gboolean
parse_fields (FtHiLoState *st,
              GHashTable  *fields,
              GError     **error)
{
  const char *v;
  guint n, x;
  g_auto(GStrv) parts = NULL;
  static const char * const required[] = {
    "players", "round", "chip", "phase", "current", "hands", "pile", "draw", NULL
  };

  for (guint i = 0; required[i] != NULL; i++)
    if (!g_hash_table_contains (fields, required[i]))
      return parse_error (error, "the field “%s:” is missing", required[i]);

  if (!parse_uint ("players", g_hash_table_lookup (fields, "players"),
                   FT_HILO_MIN_PLAYERS, FT_HILO_MAX_PLAYERS, &n, error))
    return FALSE;
  st->n_players = (guint8) n;
  for (guint p = 0; p < FT_HILO_MAX_PLAYERS; p++)
    st->ages[p] = FT_HILO_NO_AGE;

  if ((v = g_hash_table_lookup (fields, "ages")) != NULL)
    {
      if (!split_n ("ages", v, ",", n, &parts, error))
        return FALSE;
      for (guint p = 0; p < n; p++)
        {
          if (strcmp (parts[p], "-") == 0)
            continue;
          if (!parse_uint ("ages", parts[p], 0, 150, &x, error))
            return FALSE;
          st->ages[p] = (gint16) x;
        }
      g_clear_pointer (&parts, g_strfreev);
    }

  if (!parse_uint ("round", g_hash_table_lookup (fields, "round"), 1, G_MAXUINT16, &x, error))
    return FALSE;
  st->round = (guint16) x;

  v = g_hash_table_lookup (fields, "chip");
  if (strcmp (v, "hi") == 0)
    st->chip = FT_HILO_CHIP_HI;
  else if (strcmp (v, "lo") == 0)
    st->chip = FT_HILO_CHIP_LO;
  else
    return parse_error (error, "chip: “%s” is neither hi nor lo", v);

  v = g_hash_table_lookup (fields, "phase");
  st->phase = G_N_ELEMENTS (phase_tokens);
  for (guint i = 0; i < G_N_ELEMENTS (phase_tokens); i++)
    if (strcmp (v, phase_tokens[i]) == 0)
      st->phase = i;
  if (st->phase == G_N_ELEMENTS (phase_tokens))
    return parse_error (error, "phase: unknown phase “%s”", v);

  {
    gint8 p;

    if (!parse_player ("current", g_hash_table_lookup (fields, "current"), n, FALSE, &p, error))
      return FALSE;
    st->current = (guint8) p;
    st->start_player = st->current;
    if ((v = g_hash_table_lookup (fields, "start")) != NULL)
      {
        if (!parse_player ("start", v, n, FALSE, &p, error))
          return FALSE;
        st->start_player = (guint8) p;
      }
  }

  st->top_player = st->taker = st->round_winner = FT_HILO_NO_PLAYER;
  if ((v = g_hash_table_lookup (fields, "top")) != NULL &&
      !parse_player ("top", v, n, TRUE, &st->top_player, error))
    return FALSE;
  st->taker = st->top_player;
  if ((v = g_hash_table_lookup (fields, "taker")) != NULL &&
      !parse_player ("taker", v, n, TRUE, &st->taker, error))
    return FALSE;
  if ((v = g_hash_table_lookup (fields, "winner")) != NULL &&
      !parse_player ("winner", v, n, TRUE, &st->round_winner, error))
    return FALSE;

  if ((v = g_hash_table_lookup (fields, "extra")) != NULL)
    {
      if (!parse_uint ("extra", v, 0, 1, &x, error))
        return FALSE;
      st->extra_turn = x != 0;
    }
  if ((v = g_hash_table_lookup (fields, "drawn")) != NULL && strcmp (v, "-") != 0)
    {
      if (!parse_uint ("drawn", v, 1, FT_HILO_N_CARDS, &x, error))
        return FALSE;
      st->drawn = (guint8) x;
    }

  for (guint k = 0; k < 2; k++)
    {
      const char *key = k == 0 ? "totals" : "points";
      guint16 *dest = k == 0 ? st->totals : st->points;

      if ((v = g_hash_table_lookup (fields, key)) == NULL)
        continue;
      if (!split_n (key, v, ",", n, &parts, error))
        return FALSE;
      for (guint p = 0; p < n; p++)
        {
          if (!parse_uint (key, parts[p], 0, 10000, &x, error))
            return FALSE;
          dest[p] = (guint16) x;
        }
      g_clear_pointer (&parts, g_strfreev);
    }

  for (guint k = 0; k < 2; k++)
    {
      const char *key = k == 0 ? "hands" : "scores";
      FtHiLoSet *dest = k == 0 ? st->hands : st->score_piles;

      if ((v = g_hash_table_lookup (fields, key)) == NULL)
        continue;
      if (!split_n (key, v, "/", n, &parts, error))
        return FALSE;
      for (guint p = 0; p < n; p++)
        if (!parse_set (key, parts[p], &dest[p], error))
          return FALSE;
      g_clear_pointer (&parts, g_strfreev);
    }

  if (!parse_list ("pile", g_hash_table_lookup (fields, "pile"), st->pile, &x, error))
    return FALSE;
  st->n_pile = (guint8) x;
  if ((v = g_hash_table_lookup (fields, "out")) != NULL &&
      !parse_set ("out", v, &st->out, error))
    return FALSE;

  v = g_hash_table_lookup (fields, "draw");
  if (strcmp (v, "rest") == 0)
    {
      FtHiLoSet placed = st->out;

      for (guint p = 0; p < n; p++)
        placed = ft_hilo_set_or (placed, ft_hilo_set_or (st->hands[p], st->score_piles[p]));
      for (guint i = 0; i < st->n_pile; i++)
        ft_hilo_set_add (&placed, st->pile[i]);
      st->n_draw = (guint8) ft_hilo_set_to_array (ft_hilo_set_minus (ft_hilo_set_all (), placed),
                                                  st->draw);
    }
  else
    {
      if (!parse_list ("draw", v, st->draw, &x, error))
        return FALSE;
      st->n_draw = (guint8) x;
    }

  ft_rng_init (&st->rng, 0);
  if ((v = g_hash_table_lookup (fields, "rng")) != NULL && !ft_rng_from_string (&st->rng, v))
    return parse_error (error, "rng: “%s” is not four 16-digit hex words joined by dots", v);
  return TRUE;
}

gboolean
ft_hilo_state_from_string (FtHiLoState *self,
                           const char  *text,
                           GError     **error)
{
  g_autoptr(GHashTable) fields = NULL;
  g_auto(GStrv) tokens = NULL;
  g_autoptr(GError) local = NULL;
  FtHiLoState st;
  guint n_tokens = 0;

  if (text == NULL)
    return parse_error (error, "no state given");

  tokens = g_strsplit_set (text, " \t\r\n", -1);
  fields = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      char *colon;

      if (tokens[i][0] == '\0')
        continue;
      if (n_tokens++ == 0)
        {
          if (strcmp (tokens[i], "hilo/1") != 0)
            return parse_error (error, "a Hi Lo Flip state starts with “hilo/1”, not “%s”",
                                tokens[i]);
          continue;
        }
      colon = strchr (tokens[i], ':');
      if (colon == NULL || colon == tokens[i] || colon[1] == '\0')
        return parse_error (error, "“%s” is not a field of the form key:value", tokens[i]);
      *colon = '\0';
      if (!g_strv_contains (known_keys, tokens[i]))
        return parse_error (error, "unknown field “%s”", tokens[i]);
      if (g_hash_table_contains (fields, tokens[i]))
        return parse_error (error, "the field “%s:” appears twice", tokens[i]);
      g_hash_table_insert (fields, tokens[i], colon + 1);
    }
  if (n_tokens == 0)
    return parse_error (error, "the state is empty");

  memset (&st, 0, sizeof st);
  if (!parse_fields (&st, fields, error))
    return FALSE;
  if (!ft_hilo_state_check (&st, &local))
    return parse_error (error, "the state breaks the rules: %s", local->message);

  *self = st;
  return TRUE;
}
