/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-dice-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-dice-game-private.h"
#include "ft-dice-tables.h"
#include "ft-save-file.h"

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
 */

#define SAVE_HEADER "dice-save 1"
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

struct _FtDiceGame
{
  FtGame        parent_instance;

  FtDicePos     pos;
  FtDiceMatch   match;
  FtRng         rng;
  GArray       *history;  /* Snapshot, the state before each action */

  FtDiceTables *tables;
  /* R4's setting "always take the most change": read when a match starts,
   * kept in the position (and so in the save). */
  gboolean      most_change;
  guint         dice_per_player;     /* for the next match (new-game dialog) */

  /* The move being built by the person to move, as the dice are shown
   * (in play first, then locked, R5): their own die, their opponent's
   * die to trash, the middle's dice chosen as change (R4). */
  int           pick_own;
  int           pick_their;
  guint         change_mask;
  guint         serial;              /* counts changes: a computer's thought is of one */
};

G_DEFINE_FINAL_TYPE (FtDiceGame, ft_dice_game, FT_TYPE_GAME)


static GParamSpec *properties[N_PROPS];

static const char *seat_tokens[] = { "person", "beginner", "standard", "perfect" };

/* --- Helpers ----------------------------------------------------------- */

/* One sentence for the log and the screen reader. */
#define event(self, ...) ft_game_emit_eventf (FT_GAME (self), __VA_ARGS__)

/* Something changed: tell the page once, in one place, naming only the
 * properties whose values differ (the solve notifies on its own). */
static void
changed (FtDiceGame *self)
{
  self->pick_own = -1;
  self->pick_their = -1;
  self->change_mask = 0;
  self->serial++;
  ft_game_changed (FT_GAME (self));
}

static char *
faces_text (const guint8 *dice,
            guint         n)
{
  GString *s = g_string_new (NULL);

  if (n == 0)
    /* Translators: what the middle holds when it holds no dice. */
    return g_strdup (_("nothing"));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u", i ? ", " : "", FT_DICE_FACE (dice[i]));
  return g_string_free (s, FALSE);
}

static char *
take_text (const FtDiceMove *move)
{
  GString *s = g_string_new (NULL);

  for (guint f = 1; f <= 5; f++)
    for (guint k = 0; k < move->take[f - 1]; k++)
      g_string_append_printf (s, "%s%u", s->len ? " + " : "", f);
  return g_string_free (s, FALSE);
}

/* The solved table that answers this game's positions: its N and its
 * change rule (R4's setting has a table of its own). */
static guint
table_key (FtDiceGame *self)
{
  return FT_DICE_TABLES_KEY (ft_dice_pos_n_dice (&self->pos), self->pos.most_change);
}

static void
prepare_table (FtDiceGame *self)
{
  ft_dice_tables_prepare (self->tables, table_key (self));
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

static void
announce_start (FtDiceGame *self)
{
  g_autofree char *a = faces_text (self->pos.hand[0], self->pos.n_hand[0]);
  g_autofree char *b = faces_text (self->pos.hand[1], self->pos.n_hand[1]);
  g_autofree char *first = ft_game_seat_name (FT_GAME (self), self->pos.turn);
  g_autofree char *name_a = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_A);
  g_autofree char *name_b = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_B);

  /* Translators: "New game: You rolled 2, 5, 6; Computer (standard) rolled
   * 1, 3, 4. The lower total goes first: You." (R2) */
  event (self, _("New game: %s rolled %s; %s rolled %s. The lower total goes first: %s."),
         name_a, a, name_b, b, first);
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
  if (ft_game_is_started (FT_GAME (self)) && n_dice == table_key (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVE_PROGRESS]);
}

static void
tables_ready_cb (FtDiceGame *self,
                 guint       n_dice)
{
  if (ft_game_is_started (FT_GAME (self)) && n_dice == table_key (self))
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
  announce_start (self);
  prepare_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVE_PROGRESS]);
  changed (self);
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
  prepare_table (self);
  settle (self);
  changed (self);
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
  announce_start (self);
  changed (self);
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

/* Why the hint's best move is best, for this position; NULL with no hint. */
char *
ft_dice_game_explain_hint (FtDiceGame *self)
{
  FtDiceHint hint;

  if (!ft_dice_game_get_hint (self, &hint) || hint.n_moves == 0)
    return NULL;
  return ft_dice_hint_explain (&self->pos, &hint);
}

guint
ft_dice_game_get_hint_n_moves (FtDiceGame *self)
{
  FtDiceHint hint;

  return ft_dice_game_get_hint (self, &hint) ? hint.n_moves : 0;
}

/* Move @index of the hint and its value, in words: "Trash their 6: wins
 * in 7 moves (best)"; @wins says whether it wins. */
char *
ft_dice_game_describe_hint_move (FtDiceGame *self,
                                 guint       index,
                                 gboolean   *wins)
{
  FtDiceHint hint;
  const FtDiceMoveValue *value;
  g_autofree char *move = NULL;
  g_autofree char *outcome = NULL;

  if (!ft_dice_game_get_hint (self, &hint) || index >= hint.n_moves)
    return NULL;
  value = &hint.moves[index];
  move = ft_dice_game_describe_move (self, &value->move);
  if (value->wins)
    /* Translators: "wins in 7 moves" (moves to the end under perfect play) */
    outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "wins in %u move", "wins in %u moves", value->depth),
                               value->depth);
  else
    outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "loses in %u move", "loses in %u moves", value->depth),
                               value->depth);
  *wins = value->wins;
  /* Translators: "Trash their 6: wins in 7 moves (best)" */
  return g_strdup_printf (index == 0 ? _("%s: %s (best)") : _("%s: %s"), move, outcome);
}

/* The die the hint's best move flips (@theirs FALSE, never a locked one)
 * or trashes (@theirs TRUE): its face and whether it is locked.  FALSE
 * with no hint, or when the best move takes change. */
gboolean
ft_dice_game_get_hint_best (FtDiceGame *self,
                            gboolean   *theirs,
                            guint      *face,
                            gboolean   *locked)
{
  FtDiceHint hint;
  const FtDiceMove *best;

  if (!ft_dice_game_get_hint (self, &hint) || hint.n_moves == 0)
    return FALSE;
  best = &hint.moves[0].move;
  if (best->kind != FT_DICE_MOVE_FLIP && best->kind != FT_DICE_MOVE_TRASH)
    return FALSE;
  *theirs = best->kind == FT_DICE_MOVE_TRASH;
  *face = best->face;
  *locked = best->kind == FT_DICE_MOVE_TRASH && best->locked != 0;
  return TRUE;
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

/* "Flip your 3", "Trash their locked 6", "Take 1 + 3", "Take nothing":
 * a move as the player to move says it. */
char *
ft_dice_game_describe_move (FtDiceGame       *self,
                            const FtDiceMove *move)
{
  g_autofree char *take = NULL;

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      /* Translators: "Flip your 3 to 4" */
      return g_strdup_printf (_("Flip your %u to %u"), move->face, 7 - move->face);
    case FT_DICE_MOVE_TRASH:
      return move->locked ? g_strdup_printf (_("Trash their locked %u"), move->face)
                          : g_strdup_printf (_("Trash their %u"), move->face);
    case FT_DICE_MOVE_TAKE:
    default:
      take = take_text (move);
      if (*take == '\0')
        return g_strdup (_("Take no change"));
      /* Translators: "Take 1 + 3 as change" */
      return g_strdup_printf (_("Take %s as change"), take);
    }
}

static void
record_move (FtDiceGame       *self,
             FtDicePlayer      mover,
             const FtDiceMove *move)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), mover);
  g_autofree char *middle = faces_text (self->pos.middle, self->pos.n_middle);
  g_autofree char *take = NULL;

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      /* Translators: "Player 1 flipped a 3 to 4; it stays locked until a trash." (R3a, R5) */
      event (self, _("%s flipped a %u to %u; it stays locked until a trash."), name,
             move->face, 7 - move->face);
      break;
    case FT_DICE_MOVE_TRASH:
      if (move->face == 1)
        /* Translators: R4: nothing totals less than 1. */
        event (self, _("%s trashed a 1, which gives no change back; the middle holds %s."), name, middle);
      else
        /* Translators: "Computer (standard) trashed a 6; the middle holds 2, 6." (R3b) */
        event (self, _("%s trashed a %u; the middle holds %s."), name, move->face, middle);
      break;
    case FT_DICE_MOVE_TAKE:
    default:
      take = take_text (move);
      if (*take == '\0')
        event (self, _("%s took no change."), name);
      else
        /* Translators: "You took 1 + 3 as change." (R4) */
        event (self, _("%s took %s as change."), name, take);
      break;
    }
}

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
  record_move (self, mover, move);
  settle (self);
  changed (self);
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
  t->table = ft_dice_tables_get (self->tables, table_key (self));
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
      ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING || ft_game_waits_for_person (FT_GAME (self)))
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
  changed (self);
}

/* --- The solved table -------------------------------------------------- */

gboolean
ft_dice_game_is_solved (FtDiceGame *self)
{
  return ft_game_is_started (FT_GAME (self)) && ft_dice_tables_get (self->tables, table_key (self)) != NULL;
}

double
ft_dice_game_get_solve_progress (FtDiceGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)))
    return 0.0;
  if (ft_dice_game_is_solved (self))
    return 1.0;
  return ft_dice_tables_get_progress (self->tables, table_key (self));
}

/* The seconds the solve still needs, or -1 when unknown. */
double
ft_dice_game_get_solve_seconds_left (FtDiceGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)) || ft_dice_game_is_solved (self))
    return -1;
  return ft_dice_tables_get_seconds_left (self->tables, table_key (self));
}

/* Asks for the table again (after a failed solve). */
void
ft_dice_game_prepare_solve (FtDiceGame *self)
{
  if (ft_game_is_started (FT_GAME (self)))
    prepare_table (self);
}

/**
 * ft_dice_game_get_hint:
 *
 * Every legal move of the player to move with its value under perfect play,
 * best first (R9: a hint may use everything on the table).  Returns %FALSE
 * while the table is being prepared or when the game is over.  A hint is a
 * few dozen table probes, so it is computed at once.
 */
gboolean
ft_dice_game_get_hint (FtDiceGame *self,
                       FtDiceHint *hint)
{
  const FtDiceTable *table;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), FALSE);

  if (ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING)
    return FALSE;
  table = ft_dice_tables_get (self->tables, table_key (self));
  return table != NULL && ft_dice_hint_compute (table, &self->pos, hint);
}

/**
 * ft_dice_game_guess_hint:
 *
 * While the table is built: a first guess at the best move from a search
 * of at most @max_nodes positions, in a sentence that says it is one.
 * NULL when no move is awaited.
 */
char *
ft_dice_game_guess_hint (FtDiceGame *self,
                         guint64     max_nodes)
{
  g_autofree char *said = NULL;
  FtDiceMove move;
  gboolean sure_win;

  g_return_val_if_fail (FT_IS_DICE_GAME (self), NULL);

  if (ft_dice_game_get_wait (self) == FT_DICE_WAIT_NOTHING ||
      !ft_dice_hint_guess (&self->pos, max_nodes, &move, &sure_win))
    return NULL;
  said = ft_dice_game_describe_move (self, &move);
  if (sure_win)
    /* Translators: "A first guess while the full table is built: Trash their 5. A short search finds that it wins whatever they do." */
    return g_strdup_printf (_("A first guess while the full table is built: %s. A short search finds that it wins whatever they do."), said);
  /* Translators: "A first guess while the full table is built: Flip your 3 to 4. It comes from a short search, not the solved game, so it may be wrong." */
  return g_strdup_printf (_("A first guess while the full table is built: %s. It comes from a short search, not the solved game, so it may be wrong."), said);
}

/* --- Saving ------------------------------------------------------------ */

/*
 * The save: a header, who sits where, the random state (for the next
 * rolls), the match score, then the position in the engine's text form.
 * Undo history is not saved.
 *
 *   dice-save 1
 *   seats person,standard
 *   rng …
 *   match A=12 B=0
 *   position A:1,6*,3 B:2,5 M:4,4 turn=A    (" most-change" at the end: R4's setting)
 */
static char *
ft_dice_game_real_to_string (FtGame *game)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  g_autofree char *rng = ft_rng_to_string (&self->rng);
  g_autofree char *match = ft_dice_match_to_string (&self->match);
  g_autofree char *pos = ft_dice_pos_to_string (&self->pos);

  return g_strdup_printf (SAVE_HEADER "\nseats %s,%s\nrng %s\nmatch %s\nposition %s\n",
                          seat_tokens[ft_game_get_seat (FT_GAME (self), 0)], seat_tokens[ft_game_get_seat (FT_GAME (self), 1)], rng, match, pos);
}

static gboolean
seat_from_token (const char *token,
                 FtSeat *seat)
{
  for (guint k = 0; k < G_N_ELEMENTS (seat_tokens); k++)
    if (g_str_equal (token, seat_tokens[k]))
      {
        *seat = k;
        return TRUE;
      }
  return FALSE;
}

static gboolean
ft_dice_game_real_load_string (FtGame     *game,
                               const char *text,
                               GError    **error)
{
  FtDiceGame *self = FT_DICE_GAME (game);
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) seat_words = NULL;
  FtSeat seats[2];
  FtRng rng;
  FtDiceMatch match;
  FtDicePos pos;
  guint n;
  g_autoptr(GError) local_error = NULL;

  if (text == NULL || !g_str_has_prefix (text, SAVE_HEADER "\n"))
    goto malformed;

  lines = g_strsplit (text, "\n", -1);
  if (g_strv_length (lines) < 5 ||
      !g_str_has_prefix (lines[1], "seats ") ||
      !g_str_has_prefix (lines[2], "rng ") ||
      !g_str_has_prefix (lines[3], "match ") ||
      !g_str_has_prefix (lines[4], "position "))
    goto malformed;

  seat_words = g_strsplit (lines[1] + strlen ("seats "), ",", -1);
  if (g_strv_length (seat_words) != 2 ||
      !seat_from_token (seat_words[0], &seats[0]) ||
      !seat_from_token (seat_words[1], &seats[1]) ||
      !ft_rng_from_string (&rng, lines[2] + strlen ("rng ")))
    goto malformed;

  if (!ft_dice_match_from_string (&match, lines[3] + strlen ("match "), &local_error) ||
      !ft_dice_pos_from_string (&pos, lines[4] + strlen ("position "), &local_error))
    return ft_game_save_refuse (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("FLIP (dice)"), local_error);

  /* The app plays 3 to 5 dice a player (R1), as many each; anything else
   * would reach the solver's checks as a critical. */
  n = ft_dice_pos_n_dice (&pos);
  if (n < 3 || n > FT_DICE_MAX_N || 2 * n != (guint) (pos.n_hand[0] + pos.n_hand[1] + pos.n_middle))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This saved match is not one Flip Tutor plays: it needs 3 to 5 dice a player."));
      return FALSE;
    }
  /* A match already over is never saved (autosave removes it), so one
   * that is over was not written by the app. */
  if (ft_dice_match_is_over (&match, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This saved match is already over."));
      return FALSE;
    }

  set_seats (self, seats);
  self->rng = rng;
  self->match = match;
  self->pos = pos;
  set_most_change (self, pos.most_change);
  g_array_set_size (self->history, 0);
  ft_game_set_started (FT_GAME (self), TRUE);
  if (ft_dice_pos_n_dice (&self->pos) >= 1)
    set_dice_per_player (self, ft_dice_pos_n_dice (&self->pos));
  prepare_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
  changed (self);
  return TRUE;

malformed:
  return ft_game_save_refuse (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("FLIP (dice)"), NULL);
}

/* --- The move being built -------------------------------------------- */

/* The dice of @player's hand as they are shown: in play first, then the
 * locked ones set aside (R5); @order maps a shown number to a hand index. */
guint
ft_dice_game_display_order (FtDiceGame   *self,
                            FtDicePlayer  player,
                            guint        *order)
{
  guint n = 0;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->pos.n_hand[player]; i++)
      if (((self->pos.hand[player][i] & FT_DICE_LOCKED) != 0) == pass)
        order[n++] = i;
  return n;
}

/* The shown number of the picked die of the player to move (@theirs: of
 * the opponent's, to trash), or -1. */
int
ft_dice_game_get_pick (FtDiceGame *self,
                       gboolean    theirs)
{
  return theirs ? self->pick_their : self->pick_own;
}

/* Picks a die: one's own (which drops a pick of theirs), or theirs; -1
 * drops the pick.  Returns whether the pick changed. */
gboolean
ft_dice_game_pick (FtDiceGame *self,
                   gboolean    theirs,
                   int         number)
{
  FtDicePlayer owner = theirs ? 1 - self->pos.turn : self->pos.turn;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_MOVE || number >= (int) self->pos.n_hand[owner])
    return FALSE;
  if (theirs)
    {
      if (self->pick_their == number)
        return FALSE;
      self->pick_their = number;
      return TRUE;
    }
  if (self->pick_own == number && self->pick_their < 0)
    return FALSE;
  self->pick_own = number;
  self->pick_their = -1;
  return TRUE;
}

/* Flips the picked die of the player to move (R3a). */
gboolean
ft_dice_game_flip_pick (FtDiceGame  *self,
                        GError     **error)
{
  guint order[FT_DICE_MAX_TOTAL];

  if (self->pick_own < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Pick one of your dice first (its number, or the arrows)."));
      return FALSE;
    }
  ft_dice_game_display_order (self, self->pos.turn, order);
  return ft_dice_game_flip (self, order[self->pick_own], error);
}

/* Trashes the picked die of the opponent (R3b). */
gboolean
ft_dice_game_trash_pick (FtDiceGame  *self,
                         GError     **error)
{
  guint order[FT_DICE_MAX_TOTAL];

  if (self->pick_their < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no such die to trash now."));
      return FALSE;
    }
  ft_dice_game_display_order (self, 1 - self->pos.turn, order);
  return ft_dice_game_trash (self, order[self->pick_their], error);
}

guint
ft_dice_game_get_change_mask (FtDiceGame *self)
{
  return self->change_mask;
}

guint
ft_dice_game_get_change_total (FtDiceGame *self)
{
  guint total = 0;

  for (guint i = 0; i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      total += FT_DICE_FACE (self->pos.middle[i]);
  return total;
}

/* Chooses (or drops) die @index of the middle as change; refuses a choice
 * that would total the trashed die or more (R4). */
gboolean
ft_dice_game_toggle_change (FtDiceGame  *self,
                            guint        index,
                            GError     **error)
{
  guint total;

  if (ft_dice_game_get_wait (self) != FT_DICE_WAIT_CHANGE || index >= self->pos.n_middle)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no change to take now."));
      return FALSE;
    }
  total = ft_dice_game_get_change_total (self) + FT_DICE_FACE (self->pos.middle[index]);
  if (!(self->change_mask & (1u << index)) && total >= self->pos.change)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("That would make %u: change must total less than %u."), total, self->pos.change);
      return FALSE;
    }
  self->change_mask ^= 1u << index;
  return TRUE;
}

/* Takes the chosen change, or (@nothing) none (R4). */
gboolean
ft_dice_game_take_change (FtDiceGame  *self,
                          gboolean     nothing,
                          GError     **error)
{
  guint indices[FT_DICE_MAX_TOTAL];
  guint n = 0;

  for (guint i = 0; !nothing && i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      indices[n++] = i;
  return ft_dice_game_take (self, indices, n, error);
}

/* The change chosen so far, in words (R4): "Change: 2 + 1 = 3. It must
 * total less than 6." */
char *
ft_dice_game_describe_change (FtDiceGame *self)
{
  g_autoptr(GString) chosen = g_string_new (NULL);

  for (guint i = 0; i < self->pos.n_middle; i++)
    if (self->change_mask & (1u << i))
      g_string_append_printf (chosen, "%s%u", chosen->len ? " + " : "", FT_DICE_FACE (self->pos.middle[i]));
  if (chosen->len == 0)
    /* Translators: the change panel (R4): "Nothing chosen yet; change must total less than 6." */
    return g_strdup_printf (_("Change: nothing chosen yet. It must total less than %u."), self->pos.change);
  return g_strdup_printf (_("Change: %s = %u. It must total less than %u."), chosen->str,
                          ft_dice_game_get_change_total (self), self->pos.change);
}

/* The caption of @player's hand: "You: 4 dice, 15 pips". */
char *
ft_dice_game_describe_hand (FtDiceGame   *self,
                            FtDicePlayer  player)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), player);
  guint n = self->pos.n_hand[player], pips = ft_dice_pos_pips (&self->pos, player);

  /* Translators: "You: 4 dice, 15 pips", "Computer (standard): 1 die, 6 pips" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u die, %u pips", "%s: %u dice, %u pips", n),
                          name, n, pips);
}

/* The caption of the middle: "The middle: 3 dice, 11 pips", or empty. */
char *
ft_dice_game_describe_middle (FtDiceGame *self)
{
  guint pips = 0;

  for (guint i = 0; i < self->pos.n_middle; i++)
    pips += FT_DICE_FACE (self->pos.middle[i]);
  if (self->pos.n_middle == 0)
    return g_strdup (_("The middle: empty"));
  /* Translators: "The middle: 3 dice, 11 pips" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The middle: %u die, %u pips",
                                       "The middle: %u dice, %u pips", self->pos.n_middle),
                          (guint) self->pos.n_middle, pips);
}

/* The match score (R7), and the target: for the side panel, or as the
 * end of a game's figures when @game_over. */
char *
ft_dice_game_describe_match (FtDiceGame *self,
                             gboolean    game_over)
{
  g_autofree char *a = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_A);
  g_autofree char *b = ft_game_seat_name (FT_GAME (self), FT_DICE_PLAYER_B);
  guint score_a = ft_dice_game_get_match_score (self, FT_DICE_PLAYER_A);
  guint score_b = ft_dice_game_get_match_score (self, FT_DICE_PLAYER_B);

  if (game_over)
    /* Translators: "The match: You 12, Computer (standard) 30, to 50." */
    return g_strdup_printf (_("The match: %s %u, %s %u, to %u."), a, score_a, b, score_b, FT_DICE_MATCH_TARGET);
  /* Translators: the match score (R7): "You 12, Computer (standard) 30; the match goes to 50." */
  return g_strdup_printf (_("%s %u, %s %u; the match goes to %u."), a, score_a, b, score_b, FT_DICE_MATCH_TARGET);
}

/* What the person to move must do, or who is moving, in one sentence (the
 * page's status line). */
char *
ft_dice_game_status_text (FtDiceGame *self)
{
  const FtDicePos *pos = &self->pos;
  FtDicePlayer winner;
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), self->pos.turn);

  if (!ft_game_is_started (FT_GAME (self)))
    return g_strdup (_("Press Ctrl+N to start a game."));

  if (ft_dice_game_is_over (self, &winner))
    {
      g_autofree char *wname = ft_game_seat_name (FT_GAME (self), winner);
      FtDicePlayer match_winner;

      if (ft_dice_game_match_is_over (self, &match_winner))
        {
          g_autofree char *mname = ft_game_seat_name (FT_GAME (self), match_winner);

          /* Translators: "You won the match. Press Ctrl+N for a new match." */
          return g_strdup_printf (_("%s won the match. Press Ctrl+N for a new match."), mname);
        }
      /* Translators: "Computer (standard) won this game. Press Return for the next game." */
      return g_strdup_printf (_("%s won this game. Press Return for the next game."), wname);
    }

  if (!ft_game_waits_for_person (FT_GAME (self)))
    /* Translators: "Computer (expert) is thinking…" */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (pos->change != 0)
    /* Translators: the victim of a trash takes change (R4). */
    return g_strdup_printf (_("%s: your %u was trashed. Take change from the middle totalling less than %u (digits choose, Return takes), or take nothing (N)."),
                            name, pos->change, pos->change);

  if (self->pick_their >= 0)
    return g_strdup_printf (_("%s: pick their die to trash (digits or arrows), then Return. Escape goes back."), name);

  return g_strdup_printf (_("%s to move: pick your die and flip it (F), or trash one of theirs (T)."), name);
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
