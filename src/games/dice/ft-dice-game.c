/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-game-internal.h"

/*
 * FtDiceGame: the GObject model of FLIP, the dice game.
 *
 * It wraps the engine's FtDicePos (the rules, R1-R6) and adds what the
 * rules leave to the table: who sits where, the match score to 50 (R7),
 * undo, signals for the page, the solved table for hints and the perfect
 * player (shared through FtDiceTables, prepared in a thread), and autosave.
 *
 * Computer players act only when asked (ft_game_computer_step(), or
 * off the main thread through FtGame's computer_snapshot / computer_think /
 * computer_apply), so the table decides the pace and tests run them at
 * once.  The perfect player plays as the standard one until the table is
 * ready, so a game never waits for a solve.
 *
 * Its hints are in ft-dice-game-hint.c, the move being built in
 * ft-dice-game-pick.c, its sentences in ft-dice-game-text.c and its save
 * in ft-dice-game-save.c.
 */

#define MAX_HISTORY 512

enum {
  PROP_0,
  PROP_SOLVED,
  PROP_SOLVE_PROGRESS,
  PROP_DICE_PER_PLAYER,
  PROP_MOST_CHANGE,
  N_PROPS
};

typedef struct
{
  FtDicePos   pos;
  FtDiceMatch match;
} Snapshot;

G_DEFINE_FINAL_TYPE (FtDiceGame, ft_dice_game, FT_TYPE_GAME)

static GParamSpec *properties[N_PROPS];

/* --- Helpers ----------------------------------------------------------- */

/* Something changed: tell the page once, in one place, naming only the
 * properties whose values differ (the solve notifies on its own). */
void
_ft_dice_game_changed (FtDiceGame *self)
{
  self->pick_own = -1;
  self->pick_their = -1;
  self->change_mask = 0;
  self->serial++;
  ft_game_changed (FT_GAME (self));
}

/* The solved table that answers this game's positions: its N and its
 * change rule (R4's setting has a table of its own). */
guint
_ft_dice_game_table_key (FtDiceGame *self)
{
  return FT_DICE_TABLES_KEY (ft_dice_pos_n_dice (&self->pos), self->pos.most_change);
}

void
_ft_dice_game_prepare_table (FtDiceGame *self)
{
  ft_dice_tables_prepare (self->tables, _ft_dice_game_table_key (self));
}

static void
set_most_change (FtDiceGame *self,
                 gboolean    most_change)
{
  most_change = !!most_change;
  if (self->most_change == most_change)
    return;
  self->most_change = most_change;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOST_CHANGE]);
}

/* After every action: the forced "take nothing" after a trashed 1 (or with
 * no small dice in the middle) is played at once, and a finished game is
 * scored (R6, R7). */
static void
settle (FtDiceGame *self)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  FtDicePlayer winner;

  if (self->pos.change != 0 && ft_dice_pos_moves (&self->pos, moves) == 1)
    {
      g_autofree char *name = ft_game_seat_name (FT_GAME (self), self->pos.turn);
      guint value = self->pos.change;

      ft_dice_pos_apply (&self->pos, &moves[0]);
      /* Translators: "You can take no change: nothing in the middle totals
       * less than 1." (R4) */
      event (self, _("%s can take no change: nothing in the middle totals less than %u."), name, value);
    }

  if (ft_dice_pos_is_over (&self->pos, &winner))
    {
      g_autofree char *name = ft_game_seat_name (FT_GAME (self), winner);
      g_autofree char *name_a = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_A);
      g_autofree char *name_b = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_B);
      guint pips = ft_dice_pos_pips (&self->pos, winner);
      FtDicePlayer match_winner;

      ft_dice_match_record (&self->match, &self->pos);
      /* Translators: "Computer (expert) won the game and scored 14 (in the
       * match: You 0, Computer (expert) 14)." (R6, R7) */
      event (self, _("%s won the game and scored %u (in the match: %s %u, %s %u)."), name, pips,
             name_a, self->match.score[0], name_b, self->match.score[1]);
      ft_game_emit_game_over (FT_GAME (self), (guint) winner);
      if (ft_dice_match_is_over (&self->match, &match_winner))
        {
          g_autofree char *mname = ft_game_seat_name (FT_GAME (self), match_winner);

          event (self, _("%s won the match (to %u)."), mname, FT_DICE_MATCH_TARGET);
        }
    }
}

static void
push_history (FtDiceGame *self)
{
  Snapshot snap = { self->pos, self->match };

  if (self->history->len >= MAX_HISTORY)
    g_array_remove_index (self->history, 0);
  g_array_append_val (self->history, snap);
}

/* Two seats; with none given, a person against the standard computer. */
static void
set_seats (FtDiceGame   *self,
           const FtSeat *seats)
{
  static const FtSeat fallback[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };

  ft_game_set_seats (FT_GAME (self), 2, seats ? seats : fallback, NULL);
}

/* --- GObject ----------------------------------------------------------- */

static void
tables_progress_cb (FtDiceGame *self,
                    guint       n_dice)
{
  if (ft_game_is_started (FT_GAME (self)) && n_dice == _ft_dice_game_table_key (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVE_PROGRESS]);
}

static void
tables_ready_cb (FtDiceGame *self,
                 guint       n_dice)
{
  if (ft_game_is_started (FT_GAME (self)) && n_dice == _ft_dice_game_table_key (self))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVE_PROGRESS]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
    }
}

static void
ft_dice_game_dispose (GObject *object)
{
  FtDiceGame *self = FT_DICE_GAME (object);

  if (self->tables)
    g_signal_handlers_disconnect_by_data (self->tables, self);
  self->tables = NULL;

  G_OBJECT_CLASS (ft_dice_game_parent_class)->dispose (object);
}

static void
ft_dice_game_finalize (GObject *object)
{
  FtDiceGame *self = FT_DICE_GAME (object);

  g_array_unref (self->history);

  G_OBJECT_CLASS (ft_dice_game_parent_class)->finalize (object);
}

static void
ft_dice_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FtDiceGame *self = FT_DICE_GAME (object);

  switch (prop_id)
    {
    case PROP_SOLVED:
      g_value_set_boolean (value, ft_dice_game_is_solved (self));
      break;
    case PROP_SOLVE_PROGRESS:
      g_value_set_double (value, ft_dice_game_get_solve_progress (self));
      break;
    case PROP_MOST_CHANGE:
      g_value_set_boolean (value, self->most_change);
      break;
    case PROP_DICE_PER_PLAYER:
      g_value_set_uint (value, self->dice_per_player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_dice_per_player (FtDiceGame *self,
                     guint       n)
{
  if (self->dice_per_player == n)
    return;
  self->dice_per_player = n;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DICE_PER_PLAYER]);
}

static void
ft_dice_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FtDiceGame *self = FT_DICE_GAME (object);

  switch (prop_id)
    {
    case PROP_MOST_CHANGE:
      set_most_change (self, g_value_get_boolean (value));
      break;
      break;
    case PROP_DICE_PER_PLAYER:
      set_dice_per_player (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_dice_game_init (FtDiceGame *self)
{
  self->history = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  set_seats (self, NULL);
  self->dice_per_player = FT_DICE_MAX_N;
  self->pick_own = -1;
  self->pick_their = -1;
  self->tables = ft_dice_tables_get_default ();
  g_signal_connect_object (self->tables, "progress", G_CALLBACK (tables_progress_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tables, "ready", G_CALLBACK (tables_ready_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tables, "failed", G_CALLBACK (tables_progress_cb), self, G_CONNECT_SWAPPED);
}

FtDiceGame *
ft_dice_game_new (void)
{
  return g_object_new (FT_TYPE_DICE_GAME, NULL);
}

/* --- Setting up -------------------------------------------------------- */

/* A saved match read back (ft-dice-game-save.c): its seats, random state,
 * score and position, with no history. */
void
_ft_dice_game_resume (FtDiceGame        *self,
                      const FtSeat      *seats,
                      const FtRng       *rng,
                      const FtDiceMatch *match,
                      const FtDicePos   *pos)
{
  set_seats (self, seats);
  self->rng = *rng;
  self->match = *match;
  self->pos = *pos;
  set_most_change (self, pos->most_change);
  g_array_set_size (self->history, 0);
  ft_game_set_started (FT_GAME (self), TRUE);
  if (ft_dice_pos_n_dice (&self->pos) >= 1)
    set_dice_per_player (self, ft_dice_pos_n_dice (&self->pos));
  _ft_dice_game_prepare_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
  _ft_dice_game_changed (self);
}

/**
 * ft_dice_game_start:
 * @n_dice: dice a player, 3 to 5 in the app (R1)
 * @seats: (nullable): A and B; %NULL for a person against the standard player
 *
 * Starts a new match with a seeded roll (R2).
 */
gboolean
ft_dice_game_start (FtDiceGame        *self,
                    guint              n_dice,
                    const FtSeat  *seats,
                    guint64            seed,
                    GError           **error)
{
  g_return_val_if_fail (FT_IS_DICE_GAME (self), FALSE);

  if (n_dice < 1 || n_dice > FT_DICE_MAX_N)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A game has 1 to %u dice a player, not %u."), FT_DICE_MAX_N, n_dice);
      return FALSE;
    }

  set_seats (self, seats);
  set_dice_per_player (self, n_dice);
  ft_rng_init (&self->rng, seed);
  memset (&self->match, 0, sizeof self->match);
  ft_dice_pos_roll (&self->pos, n_dice, &self->rng);
  self->pos.most_change = self->most_change;
  g_array_set_size (self->history, 0);
  ft_game_set_started (FT_GAME (self), TRUE);
  _ft_dice_game_announce_start (self);
  _ft_dice_game_prepare_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVE_PROGRESS]);
  _ft_dice_game_changed (self);
  return TRUE;
}

/* Starts a match from a position in the engine's text form (tests, lessons). */
gboolean
ft_dice_game_start_position (FtDiceGame        *self,
                             const FtSeat  *seats,
                             const char        *position,
                             GError           **error)
{
  FtDicePos pos;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), FALSE);

  if (!ft_dice_pos_from_string (&pos, position, error))
    return FALSE;

  set_seats (self, seats);
  ft_rng_init (&self->rng, g_str_hash (position));
  memset (&self->match, 0, sizeof self->match);
  self->pos = pos;
  set_most_change (self, pos.most_change);
  g_array_set_size (self->history, 0);
  ft_game_set_started (FT_GAME (self), TRUE);
  _ft_dice_game_prepare_table (self);
  settle (self);
  _ft_dice_game_changed (self);
  return TRUE;
}

/* The next game of the match: a new roll with the same N and seats. */
void
ft_dice_game_next_game (FtDiceGame *self)
{
  guint n = ft_dice_pos_n_dice (&self->pos);
  gboolean most_change = self->pos.most_change;

  g_return_if_fail (FT_IS_DICE_GAME (self));

  if (!ft_dice_game_is_over (self, NULL) || ft_dice_game_match_is_over (self, NULL))
    return;

  ft_dice_pos_roll (&self->pos, n, &self->rng);
  self->pos.most_change = most_change;
  g_array_set_size (self->history, 0);
  _ft_dice_game_announce_start (self);
  _ft_dice_game_changed (self);
}

/* For tests only (ft-dice-game-private.h): pages ask the accessors below. */
const FtDicePos *
ft_dice_game_get_position (FtDiceGame *self)
{
  return &self->pos;
}

/* The position's text form (dice-pos.h), for a description or a bug report. */
char *
ft_dice_game_position_to_string (FtDiceGame *self)
{
  return ft_dice_pos_to_string (&self->pos);
}

/* Die @index of @player's hand (in the position's order, see
 * ft_dice_game_display_order()): its face, and whether it is locked (R5). */
guint
ft_dice_game_get_hand_die (FtDiceGame   *self,
                           FtDicePlayer  player,
                           guint         index,
                           gboolean     *locked)
{
  guint8 die;

  g_return_val_if_fail (player <= FT_DICE_PLAYER_B && index < self->pos.n_hand[player], 0);
  die = self->pos.hand[player][index];
  if (locked)
    *locked = (die & FT_DICE_LOCKED) != 0;
  return FT_DICE_FACE (die);
}

guint
ft_dice_game_get_n_middle (FtDiceGame *self)
{
  return self->pos.n_middle;
}

/* The face of die @index in the middle. */
guint
ft_dice_game_get_middle_die (FtDiceGame *self,
                             guint       index)
{
  g_return_val_if_fail (index < self->pos.n_middle, 0);
  return FT_DICE_FACE (self->pos.middle[index]);
}

guint
ft_dice_game_get_n_dice (FtDiceGame *self)
{
  return ft_game_is_started (FT_GAME (self)) ? ft_dice_pos_n_dice (&self->pos) : 0;
}

FtDiceWait
ft_dice_game_get_wait (FtDiceGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)) || ft_dice_pos_is_over (&self->pos, NULL))
    return FT_DICE_WAIT_NOTHING;
  return self->pos.change != 0 ? FT_DICE_WAIT_CHANGE : FT_DICE_WAIT_MOVE;
}

FtDicePlayer
ft_dice_game_get_turn (FtDiceGame *self)
{
  return self->pos.turn;
}


gboolean
ft_dice_game_is_over (FtDiceGame   *self,
                      FtDicePlayer *winner)
{
  return ft_game_is_started (FT_GAME (self)) && ft_dice_pos_is_over (&self->pos, winner);
}

/* For tests only (ft-dice-game-private.h). */
const FtDiceMatch *
ft_dice_game_get_match (FtDiceGame *self)
{
  return &self->match;
}

/* @player's match score so far (R7). */
guint
ft_dice_game_get_match_score (FtDiceGame   *self,
                              FtDicePlayer  player)
{
  g_return_val_if_fail (player <= FT_DICE_PLAYER_B, 0);
  return self->match.score[player];
}

gboolean
ft_dice_game_match_is_over (FtDiceGame   *self,
                            FtDicePlayer *winner)
{
  return ft_dice_match_is_over (&self->match, winner);
}

/* --- Playing ----------------------------------------------------------- */

/*
 * The learner's @move, judged by the solved table before it is played
 * (practice evidence, src/engine/practice/README.md): as good as the
 * hint's best move (it wins as fast, or loses as slowly) is best; a move
 * that loses a won position is a mistake.  A forced move says nothing,
 * and nothing is judged until the table is ready.
 */
static void
judge_move (FtDiceGame       *self,
            FtDicePlayer      mover,
            const FtDiceMove *move)
{
  FtDiceHint hint;
  FtGameVerdict verdict = FT_GAME_VERDICT_FAIR;

  if (!ft_game_is_person (FT_GAME (self), mover) || !ft_dice_game_get_hint (self, &hint) ||
      hint.n_moves < 2)
    return;
  for (guint i = 0; i < hint.n_moves; i++)
    {
      const FtDiceMoveValue *value = &hint.moves[i];

      if (!ft_dice_move_equal (&value->move, move))
        continue;
      if (value->wins == hint.moves[0].wins && value->depth == hint.moves[0].depth)
        verdict = FT_GAME_VERDICT_BEST;
      else if (hint.wins && !value->wins)
        verdict = FT_GAME_VERDICT_MISTAKE;
      ft_game_judge_move (FT_GAME (self), mover, "dice", verdict);
      return;
    }
}

/**
 * ft_dice_game_play:
 *
 * Plays @move for the seat whose turn it is, if the rules allow it.
 */
gboolean
ft_dice_game_play (FtDiceGame        *self,
                   const FtDiceMove  *move,
                   GError           **error)
{
  FtDicePos next;
  FtDicePlayer mover;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), FALSE);

  if (ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The game is over."));
      return FALSE;
    }

  next = self->pos;
  mover = next.turn;
  if (!ft_dice_pos_apply (&next, move))
    {
      FtDiceMove most[FT_DICE_MAX_MOVES];

      /* R4's setting: a smaller set is not enough; say how much to take. */
      if (self->pos.change != 0 && self->pos.most_change && move->kind == FT_DICE_MOVE_TAKE &&
          ft_dice_move_take_total (move) < self->pos.change && ft_dice_pos_moves (&self->pos, most) > 0)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("This game always takes the most change: take dice totalling %u."),
                     ft_dice_move_take_total (&most[0]));
      else if (self->pos.change != 0)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("Change must total less than %u, from dice in the middle."), self->pos.change);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("That move is not allowed now."));
      return FALSE;
    }

  judge_move (self, mover, move);
  push_history (self);
  self->pos = next;
  _ft_dice_game_record_move (self, mover, move);
  settle (self);
  _ft_dice_game_changed (self);
  return TRUE;
}

/* Flips die @index of the hand of the player to move (R3a). */
gboolean
ft_dice_game_flip (FtDiceGame  *self,
                   guint        index,
                   GError     **error)
{
  FtDiceMove move = { FT_DICE_MOVE_FLIP, 0, 0, { 0 } };
  guint8 die;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_MOVE || index >= self->pos.n_hand[self->pos.turn])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such die to flip now."));
      return FALSE;
    }

  die = self->pos.hand[self->pos.turn][index];
  if (die & FT_DICE_LOCKED)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("That die is locked: it was flipped since your last trash."));
      return FALSE;
    }
  move.face = FT_DICE_FACE (die);
  return ft_dice_game_play (self, &move, error);
}

/* Trashes die @index of the opponent's hand (R3b). */
gboolean
ft_dice_game_trash (FtDiceGame  *self,
                    guint        index,
                    GError     **error)
{
  FtDiceMove move = { FT_DICE_MOVE_TRASH, 0, 0, { 0 } };
  guint opp = 1 - self->pos.turn;
  guint8 die;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_MOVE || index >= self->pos.n_hand[opp])
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such die to trash now."));
      return FALSE;
    }

  die = self->pos.hand[opp][index];
  move.face = FT_DICE_FACE (die);
  move.locked = (die & FT_DICE_LOCKED) != 0;
  return ft_dice_game_play (self, &move, error);
}

/* Takes the middle's dice at @middle_indices as change (R4); none takes nothing. */
gboolean
ft_dice_game_take (FtDiceGame    *self,
                   const guint   *middle_indices,
                   guint          n_indices,
                   GError       **error)
{
  FtDiceMove move = { FT_DICE_MOVE_TAKE, 0, 0, { 0 } };
  guint used = 0;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_CHANGE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no change to take now."));
      return FALSE;
    }

  for (guint i = 0; i < n_indices; i++)
    {
      guint face;

      if (middle_indices[i] >= self->pos.n_middle || (used & (1u << middle_indices[i])))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such die in the middle."));
          return FALSE;
        }
      used |= 1u << middle_indices[i];
      face = FT_DICE_FACE (self->pos.middle[middle_indices[i]]);
      if (face > 5)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Change must total less than %u, from dice in the middle."), self->pos.change);
          return FALSE;
        }
      move.take[face - 1]++;
    }
  return ft_dice_game_play (self, &move, error);
}

/*
 * A computer's move, thought off the main thread: the snapshot copies the
 * position and the random state (and keeps the solved tables alive), the
 * worker chooses on the copy, the main thread applies the choice only if
 * the game has not changed since (the same change count, the same seat to
 * move), so a new game, an undo or a load in between drops it.
 */
typedef struct
{
  gboolean           acts;
  guint              serial;
  FtDicePlayer       turn;
  FtStrength         strength;
  FtDicePos          pos;
  FtRng              rng;
  FtDiceTables      *tables;   /* a ref: keeps @table alive */
  const FtDiceTable *table;
  gboolean           chose;
  FtDiceMove         move;
} Thought;

static void
thought_free (gpointer data)
{
  Thought *t = data;

  g_clear_object (&t->tables);
  g_free (t);
}

static gpointer
computer_snapshot (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  Thought *t = g_new0 (Thought, 1);
  FtSeat seat;

  t->acts = ft_dice_game_get_wait (self) != FT_DICE_WAIT_NOTHING && !ft_game_waits_for_person (FT_GAME (self));
  if (!t->acts)
    return t;

  seat = ft_game_get_seat (FT_GAME (self), self->pos.turn);
  t->serial = self->serial;
  t->turn = self->pos.turn;
  t->pos = self->pos;
  t->rng = self->rng;
  t->tables = g_object_ref (self->tables);
  t->table = ft_dice_tables_get (self->tables, _ft_dice_game_table_key (self));
  /* The perfect player plays as the standard one until its table is ready. */
  t->strength = seat == FT_SEAT_BEGINNER ? FT_STRENGTH_BEGINNER
              : seat == FT_SEAT_EXPERT && t->table != NULL ? FT_STRENGTH_EXPERT
              : FT_STRENGTH_STANDARD;
  return t;
}

static void
computer_think (gpointer data)
{
  Thought *t = data;

  if (t->acts)
    t->chose = ft_dice_player_choose (t->strength, &t->pos, t->table, &t->rng, &t->move);
}

static gboolean
computer_apply (FtGame   *game,
                gpointer  data,
                GError  **error)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  Thought *t = data;

  if (!t->acts || !t->chose || t->serial != self->serial || t->turn != self->pos.turn ||
      ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING)
    return FALSE;

  self->rng = t->rng;
  return ft_dice_game_play (self, &t->move, error);
}

static gboolean
person_acts_in (FtDiceGame     *self,
                const Snapshot *snap)
{
  return !ft_dice_pos_is_over (&snap->pos, NULL) && ft_game_is_person (FT_GAME (self), snap->pos.turn);
}

static gboolean
ft_dice_game_real_can_undo (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);

  for (guint i = 0; i < self->history->len; i++)
    if (person_acts_in (self, &g_array_index (self->history, Snapshot, i)))
      return TRUE;
  return FALSE;
}

/* Takes back to the last time a person was to act: a person's move and the
 * computer's replies to it go back together. */
static void
ft_dice_game_real_undo (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);

  if (!ft_game_can_undo (FT_GAME (self)))
    return;
  /* A move taken back: the next best one may be found by trying. */
  ft_game_took_back (game);

  while (self->history->len > 0)
    {
      Snapshot snap = g_array_index (self->history, Snapshot, self->history->len - 1);

      g_array_set_size (self->history, self->history->len - 1);
      if (person_acts_in (self, &snap))
        {
          self->pos = snap.pos;
          self->match = snap.match;
          break;
        }
    }
  event (self, _("Move taken back."));
  _ft_dice_game_changed (self);
}

/* --- FtGame ------------------------------------------------------------ */

static gboolean
ft_dice_game_real_start (FtGame            *game,
                         const FtGameSetup *setup,
                         guint64            seed,
                         GError           **error)
{
  FtDiceGame *self = FT_DICE_GAME (game);

  return ft_dice_game_start (self, self->dice_per_player, setup->n_players == 2 ? setup->seats : NULL,
                             seed, error);
}

static int
ft_dice_game_real_get_turn (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);

  return ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING ? -1 : (int) self->pos.turn;
}

/* The table's "over" is the match's: between games the page offers the
 * next one itself. */
static gboolean
ft_dice_game_real_is_over (FtGame *game)
{
  return ft_dice_game_match_is_over (FT_DICE_GAME (game), NULL);
}

static void
ft_dice_game_class_init (FtDiceGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FtGameClass *game_class = FT_GAME_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = ft_dice_game_dispose;
  object_class->finalize = ft_dice_game_finalize;
  object_class->get_property = ft_dice_game_get_property;
  object_class->set_property = ft_dice_game_set_property;

  game_class->start = ft_dice_game_real_start;
  game_class->get_turn = ft_dice_game_real_get_turn;
  game_class->is_over = ft_dice_game_real_is_over;
  game_class->computer_snapshot = computer_snapshot;
  game_class->computer_think = computer_think;
  game_class->computer_apply = computer_apply;
  game_class->computer_free = thought_free;
  game_class->can_undo = ft_dice_game_real_can_undo;
  game_class->undo = ft_dice_game_real_undo;
  game_class->to_string = ft_dice_game_real_to_string;
  game_class->load_string = ft_dice_game_real_load_string;

  /* The solved table of this game's N is ready (hints, the perfect player). */
  properties[PROP_SOLVED] = g_param_spec_boolean ("solved", NULL, NULL, FALSE, ro);
  properties[PROP_SOLVE_PROGRESS] = g_param_spec_double ("solve-progress", NULL, NULL, 0.0, 1.0, 0.0, ro);
  /* R4's setting "always take the most change", read by
   * ft_dice_game_start() (a match in progress keeps its rule) and set
   * again from a started position or a resumed save. */
  properties[PROP_MOST_CHANGE] =
    g_param_spec_boolean ("most-change", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Dice a player in the next match the new-game dialog starts (R1). */
  properties[PROP_DICE_PER_PLAYER] =
    g_param_spec_uint ("dice-per-player", NULL, NULL, 1, FT_DICE_MAX_N, FT_DICE_MAX_N,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

}
