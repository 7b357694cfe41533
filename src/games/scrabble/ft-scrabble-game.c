/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-scrabble-game.h"
#include "scrabble/scrabble-words.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-scrabble-game-private.h"
#include "ft-scrabble-game-internal.h"
#include "scrabble/scrabble-rules.h"

/*
 * FtScrabbleGame: the GObject model of a game of Binary Number Scrabble.
 *
 * It wraps the engine's FtScrabbleState (R1-R18) and adds what the rules
 * leave to the table: who sits where, the play a person is building (the
 * tiles put on the board but not yet played, with their score so far), who
 * played each tile, the move history, undo of a person's play until the
 * next player moves, computer moves and hints thought from one seat's view
 * only (R18) so they can run off the main thread, and autosave.
 *
 * The settings (order of operations, XOR, the identity options, NOT zeros,
 * numbers alongside, the 50 bonus) are properties read when a game
 * starts; a resumed game sets them from its save.
 *
 * The play being built is in ft-scrabble-game-pending.c, the sentences
 * said of a move in ft-scrabble-game-text.c and the save in
 * ft-scrabble-game-save.c.
 */

#define HINT_RANKED 5

enum {
  PROP_0,
  PROP_ORDER_LTR,
  PROP_XOR,
  PROP_NO_IDENTITY,
  PROP_STRICT_IDENTITY,
  PROP_LOOSE_NOT_ZEROS,
  PROP_NUMBERS_ALONGSIDE,
  PROP_BINGO,
  PROP_LOG_BONUS,
  PROP_OPEN_RACKS,
  N_PROPS
};


G_DEFINE_FINAL_TYPE (FtScrabbleGame, ft_scrabble_game, FT_TYPE_GAME)

static GParamSpec *properties[N_PROPS];

/* --- Helpers ----------------------------------------------------------- */

void
_ft_scrabble_game_changed (FtScrabbleGame *self)
{
  ft_game_changed (FT_GAME (self));
}

static void
say (FtScrabbleGame *self,
     const char     *text)
{
  ft_game_emit_event (FT_GAME (self), text);
}

void
_ft_scrabble_game_history_reset (FtScrabbleGame *self)
{
  g_ptr_array_set_size (self->history, 0);
  g_ptr_array_add (self->history, NULL);
}

void
_ft_scrabble_game_history_append (FtScrabbleGame *self,
                char           *text)
{
  g_ptr_array_insert (self->history, (int) self->history->len - 1, text);
}

static void
set_bool (FtScrabbleGame *self,
          guint8         *field,
          gboolean        value,
          guint           prop)
{
  if (*field == !!value)
    return;
  *field = !!value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_option (FtScrabbleGame *self,
            guint           option,
            gboolean        value,
            guint           prop)
{
  guint8 options = self->settings.eq.options;

  options = value ? (options | option) : (options & ~option);
  if (options == self->settings.eq.options)
    return;
  self->settings.eq.options = options;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_scrabble_game_finalize (GObject *object)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (object);

  g_ptr_array_unref (self->history);
  g_ptr_array_unref (self->redo_history);

  G_OBJECT_CLASS (ft_scrabble_game_parent_class)->finalize (object);
}

static void
ft_scrabble_game_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (object);
  guint options = self->settings.eq.options;

  switch (prop_id)
    {
    case PROP_ORDER_LTR:
      g_value_set_boolean (value, self->settings.eq.order == FT_EQ_ORDER_LTR);
      break;
    case PROP_XOR:
      g_value_set_boolean (value, (options & FT_EQ_OPTION_XOR) != 0);
      break;
    case PROP_NO_IDENTITY:
      g_value_set_boolean (value, (options & FT_EQ_OPTION_NO_IDENTITY) != 0);
      break;
    case PROP_STRICT_IDENTITY:
      g_value_set_boolean (value, (options & FT_EQ_OPTION_STRICT_IDENTITY) != 0);
      break;
    case PROP_LOOSE_NOT_ZEROS:
      g_value_set_boolean (value, (options & FT_EQ_OPTION_LOOSE_NOT_ZEROS) != 0);
      break;
    case PROP_NUMBERS_ALONGSIDE:
      g_value_set_boolean (value, self->settings.numbers_alongside);
      break;
    case PROP_BINGO:
      g_value_set_boolean (value, self->settings.bingo);
      break;
    case PROP_LOG_BONUS:
      g_value_set_boolean (value, self->settings.log_bonus);
      break;
    case PROP_OPEN_RACKS:
      g_value_set_boolean (value, self->open_racks);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_scrabble_game_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (object);
  gboolean b = g_value_get_boolean (value);

  switch (prop_id)
    {
    case PROP_ORDER_LTR:
      if ((self->settings.eq.order == FT_EQ_ORDER_LTR) != b)
        {
          self->settings.eq.order = b ? FT_EQ_ORDER_LTR : FT_EQ_ORDER_STANDARD;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_XOR:
      set_option (self, FT_EQ_OPTION_XOR, b, prop_id);
      break;
    case PROP_NO_IDENTITY:
      set_option (self, FT_EQ_OPTION_NO_IDENTITY, b, prop_id);
      break;
    case PROP_STRICT_IDENTITY:
      set_option (self, FT_EQ_OPTION_STRICT_IDENTITY, b, prop_id);
      break;
    case PROP_LOOSE_NOT_ZEROS:
      set_option (self, FT_EQ_OPTION_LOOSE_NOT_ZEROS, b, prop_id);
      break;
    case PROP_NUMBERS_ALONGSIDE:
      set_bool (self, &self->settings.numbers_alongside, b, prop_id);
      break;
    case PROP_BINGO:
      set_bool (self, &self->settings.bingo, b, prop_id);
      break;
    case PROP_LOG_BONUS:
      set_bool (self, &self->settings.log_bonus, b, prop_id);
      break;
    case PROP_OPEN_RACKS:
      if (self->open_racks != b)
        {
          self->open_racks = b;
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_scrabble_game_init (FtScrabbleGame *self)
{
  ft_scrabble_settings_init (&self->settings);
  self->history = g_ptr_array_new_with_free_func (g_free);
  self->redo_history = g_ptr_array_new_with_free_func (g_free);
  _ft_scrabble_game_history_reset (self);
  memset (self->owners, FT_SCRABBLE_NO_OWNER, sizeof self->owners);
}

FtScrabbleGame *
ft_scrabble_game_new (void)
{
  return g_object_new (FT_TYPE_SCRABBLE_GAME, NULL);
}

/* --- Setting up and reading -------------------------------------------- */

gboolean
ft_scrabble_game_start (FtScrabbleGame     *self,
                        guint               n_players,
                        const FtSeat       *seats,
                        const char * const *names,
                        guint64             seed,
                        GError            **error)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), FALSE);

  if (n_players < FT_SCRABBLE_MIN_PLAYERS || n_players > FT_SCRABBLE_MAX_PLAYERS)
    {
      g_set_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID,
                   _("Binary Number Scrabble is for 2 to 4 players."));
      return FALSE;
    }
  ft_scrabble_state_init (&self->state, &self->settings, n_players, seed);
  ft_game_set_seats (FT_GAME (self), n_players, seats, names);
  memset (self->owners, FT_SCRABBLE_NO_OWNER, sizeof self->owners);
  _ft_scrabble_game_history_reset (self);
  self->pending.n = 0;
  ft_game_set_started (FT_GAME (self), TRUE);
  self->can_undo = FALSE;
  self->can_redo = FALSE;
  {
    g_autofree char *text = ft_game_is_you (FT_GAME (self), self->state.current)
                            ? g_strdup (_("A new game: you start."))
                            : g_strdup_printf (_("A new game: %s starts."), ft_game_get_name (FT_GAME (self), self->state.current));

    say (self, text);
  }
  _ft_scrabble_game_changed (self);
  return TRUE;
}

/* For tests only (ft-scrabble-game-private.h): pages ask the accessors below. */
const FtScrabbleState *
ft_scrabble_game_get_state (FtScrabbleGame *self)
{
  return &self->state;
}

/* The seat whose turn it is. */
guint
ft_scrabble_game_get_current (FtScrabbleGame *self)
{
  return self->state.current;
}

/* The tile played on @square (FT_SCRABBLE_EMPTY for none; the tiles put
 * down but not played are ft_scrabble_game_pending_at()). */
guint8
ft_scrabble_game_get_cell (FtScrabbleGame *self,
                           guint           square)
{
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, FT_SCRABBLE_EMPTY);
  return self->state.board.cells[square];
}

int
ft_scrabble_game_get_score (FtScrabbleGame *self,
                            guint           seat)
{
  g_return_val_if_fail (seat < FT_SCRABBLE_MAX_PLAYERS, 0);
  return self->state.scores[seat];
}

/* The tiles of @seat's whole rack into @kinds; returns how many
 * (ft_scrabble_game_get_tiles_left() leaves out the tiles put down). */
guint
ft_scrabble_game_get_rack (FtScrabbleGame *self,
                           guint           seat,
                           guint8          kinds[FT_SCRABBLE_RACK_SIZE])
{
  const FtScrabbleRack *rack;

  g_return_val_if_fail (seat < FT_SCRABBLE_MAX_PLAYERS, 0);
  rack = &self->state.racks[seat];
  memcpy (kinds, rack->kinds, rack->n);
  return rack->n;
}

/* @seat's rack in the game's text form ("1 0 + ?"), for open racks. */
char *
ft_scrabble_game_describe_rack (FtScrabbleGame *self,
                                guint           seat)
{
  g_return_val_if_fail (seat < FT_SCRABBLE_MAX_PLAYERS, NULL);
  return ft_scrabble_rack_to_string (&self->state.racks[seat]);
}

guint
ft_scrabble_game_get_n_bag (FtScrabbleGame *self)
{
  return self->state.n_bag;
}

/* Whether the bag holds enough tiles for an exchange. */
gboolean
ft_scrabble_game_can_exchange (FtScrabbleGame *self)
{
  return ft_scrabble_state_can_exchange (&self->state);
}

static gboolean
ft_scrabble_game_real_is_over (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && self->state.over;
}

static gboolean
ft_scrabble_game_real_waits_for_person (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && !self->state.over && ft_game_is_person (FT_GAME (self), self->state.current);
}

/* Who played the tile on @square, or FT_SCRABBLE_NO_OWNER. */
guint
ft_scrabble_game_get_owner (FtScrabbleGame *self,
                            guint           square)
{
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, FT_SCRABBLE_NO_OWNER);
  return self->owners[square];
}

/* Every move so far, in words, oldest first. */
const char * const *
ft_scrabble_game_get_history (FtScrabbleGame *self)
{
  return (const char * const *) self->history->pdata;
}

gboolean
_ft_scrabble_game_refuse (GError    **error,
        const char *text)
{
  g_set_error_literal (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL, text);
  return FALSE;
}

/* --- Moves ------------------------------------------------------------- */

static gboolean
act (FtScrabbleGame       *self,
     const FtScrabbleMove *move,
     GError              **error)
{
  FtScrabbleState before = self->state;
  FtScrabbleVerdict verdict;
  guint who = self->state.current;
  char *text;

  if (!ft_game_is_started (FT_GAME (self)))
    return _ft_scrabble_game_refuse (error, _("No game has been started."));
  if (!ft_scrabble_state_apply (&self->state, move, &verdict, error))
    return FALSE;

  /* A person's play may be taken back until the next person moves: the
   * computers' replies in between go back with it. */
  self->can_redo = FALSE;
  if (move->kind == FT_SCRABBLE_MOVE_PLAY && ft_game_is_person (FT_GAME (self), who) && !self->state.over)
    {
      self->can_undo = TRUE;
      self->undo_state = before;
      memcpy (self->undo_owners, self->owners, sizeof self->owners);
      self->undo_history_len = self->history->len - 1;
      self->undo_replies = 0;
    }
  else if (self->can_undo && !ft_game_is_person (FT_GAME (self), who) && !self->state.over)
    self->undo_replies++;
  else
    self->can_undo = FALSE;
  if (move->kind == FT_SCRABBLE_MOVE_PLAY)
    for (guint i = 0; i < move->play.n; i++)
      self->owners[move->play.tiles[i].square] = who;
  self->pending.n = 0;

  text = _ft_scrabble_game_describe_move (self, who, move, &verdict);
  _ft_scrabble_game_history_append (self, text);
  say (self, text);
  if (self->state.over)
    {
      g_autofree char *end = _ft_scrabble_game_describe_end (self);
      guint winners = ft_scrabble_state_winners (&self->state);

      _ft_scrabble_game_history_append (self, g_strdup (end));
      say (self, end);
      _ft_scrabble_game_changed (self);
      ft_game_emit_game_over (FT_GAME (self), (guint) g_bit_nth_lsf (winners, -1));
      return TRUE;
    }
  _ft_scrabble_game_changed (self);
  return TRUE;
}

/* Plays the tiles put down; an illegal play is refused with the ruling it
 * breaks, in words, and the tiles stay where they are. */
gboolean
ft_scrabble_game_play (FtScrabbleGame *self,
                       GError        **error)
{
  FtScrabbleMove move = { FT_SCRABBLE_MOVE_PLAY, };
  g_autofree char *why = NULL;
  FtScrabbleVerdict verdict;

  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), FALSE);

  if (!ft_game_waits_for_person (FT_GAME (self)))
    return _ft_scrabble_game_refuse (error, _("It is not a person's turn."));
  if (self->pending.n == 0)
    return _ft_scrabble_game_refuse (error, _("Put tiles on the board first."));
  if (!ft_scrabble_game_check_pending (self, &verdict, &why))
    return _ft_scrabble_game_refuse (error, why);
  move.play = self->pending;
  ft_scrabble_play_sort (&move.play);
  return act (self, &move, error);
}

/* Gives back the @n tiles of @kinds for as many from the bag (R6). */
gboolean
ft_scrabble_game_exchange_tiles (FtScrabbleGame  *self,
                                 const guint8    *kinds,
                                 guint            n,
                                 GError         **error)
{
  FtScrabbleRack give = { 0, };

  if (n > FT_SCRABBLE_RACK_SIZE)
    return _ft_scrabble_game_refuse (error, _("an exchange gives back 1 to 9 tiles of the rack"));
  give.n = (guint8) n;
  memcpy (give.kinds, kinds, n);
  return ft_scrabble_game_exchange (self, &give, error);
}

gboolean
ft_scrabble_game_exchange (FtScrabbleGame       *self,
                           const FtScrabbleRack *give,
                           GError              **error)
{
  FtScrabbleMove move = { FT_SCRABBLE_MOVE_EXCHANGE, };

  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), FALSE);

  if (!ft_game_waits_for_person (FT_GAME (self)))
    return _ft_scrabble_game_refuse (error, _("It is not a person's turn."));
  move.exchange = *give;
  return act (self, &move, error);
}

gboolean
ft_scrabble_game_pass (FtScrabbleGame *self,
                       GError        **error)
{
  FtScrabbleMove move = { FT_SCRABBLE_MOVE_PASS, };

  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), FALSE);

  if (!ft_game_waits_for_person (FT_GAME (self)))
    return _ft_scrabble_game_refuse (error, _("It is not a person's turn."));
  return act (self, &move, error);
}

static gboolean
ft_scrabble_game_real_can_undo (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);

  return self->can_undo;
}

/**
 * ft_scrabble_game_real_undo:
 *
 * Takes back a person's last play before the next player moves.  The
 * state comes back whole, the bag's order too, so the same tiles come
 * again when the person plays.
 */
static void
ft_scrabble_game_real_undo (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  g_autofree char *text = NULL;
  guint seat;

  if (!self->can_undo)
    return;
  /* What Redo puts back: the position, and the log from the play on. */
  self->redo_state = self->state;
  memcpy (self->redo_owners, self->owners, sizeof self->owners);
  g_ptr_array_set_size (self->redo_history, 0);
  for (guint i = self->undo_history_len; i + 1 < self->history->len; i++)
    g_ptr_array_add (self->redo_history, g_strdup (self->history->pdata[i]));
  self->can_redo = TRUE;

  seat = self->undo_state.current;
  self->state = self->undo_state;
  memcpy (self->owners, self->undo_owners, sizeof self->owners);
  g_ptr_array_set_size (self->history, self->undo_history_len);
  g_ptr_array_add (self->history, NULL);
  self->pending.n = 0;
  self->can_undo = FALSE;
  text = ft_game_took_back_text (game, seat, self->undo_replies);
  say (self, text);
  _ft_scrabble_game_changed (self);
}

int
ft_scrabble_game_get_end_adjustment (FtScrabbleGame *self,
                                     guint           seat)
{
  g_return_val_if_fail (FT_IS_SCRABBLE_GAME (self), 0);
  g_return_val_if_fail (seat < FT_SCRABBLE_MAX_PLAYERS, 0);
  return self->state.over ? self->state.adjust[seat] : 0;
}

static gboolean
ft_scrabble_game_real_can_redo (FtGame *game)
{
  return FT_SCRABBLE_GAME (game)->can_redo;
}

/* Puts back what the last undo took back: the play, the replies, the
 * log; the play may then be taken back again. */
static void
ft_scrabble_game_real_redo (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  guint seat = self->undo_state.current;
  g_autofree char *text = NULL;

  if (!self->can_redo)
    return;
  self->state = self->redo_state;
  memcpy (self->owners, self->redo_owners, sizeof self->owners);
  g_ptr_array_set_size (self->history, self->undo_history_len);
  for (guint i = 0; i < self->redo_history->len; i++)
    g_ptr_array_add (self->history, g_strdup (self->redo_history->pdata[i]));
  g_ptr_array_add (self->history, NULL);
  self->pending.n = 0;
  self->can_redo = FALSE;
  self->can_undo = TRUE;
  text = ft_game_is_you (FT_GAME (self), seat) ? g_strdup (_("You play your move again."))
                                                : g_strdup_printf (_("%s plays the move again."),
                                                                   ft_game_get_name (FT_GAME (self), seat));
  say (self, text);
  _ft_scrabble_game_changed (self);
}

/* --- Computer players -------------------------------------------------- */

/* A computer player's move, thought on a copy of its own view only (R18),
 * so that it can run off the main thread. */
typedef struct
{
  FtScrabbleView     view;
  FtStrength strength;
  gboolean           acts;
  guint16            turn;
  FtScrabbleMove     move;
} Thought;

static gpointer
computer_snapshot (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  Thought *t = g_new0 (Thought, 1);

  t->acts = ft_game_waits_for_computer (FT_GAME (self));
  if (!t->acts)
    return t;
  t->strength = ft_seat_strength (ft_game_get_seat (FT_GAME (self), self->state.current));
  t->turn = self->state.turn;
  ft_scrabble_view_init (&t->view, &self->state, self->state.current);
  return t;
}

static void
computer_think (gpointer data)
{
  Thought *t = data;

  if (t->acts)
    ft_scrabble_ai_choose (&t->view, t->strength, &t->move);
}

static gboolean
computer_apply (FtGame   *game,
                gpointer  data,
                GError  **error)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  Thought *t = data;

  /* The game may have moved on (undo, a new game) while it thought. */
  if (!t->acts || t->view.me != self->state.current || t->turn != self->state.turn)
    return FALSE;
  return act (self, &t->move, error);
}

/* --- Hints ------------------------------------------------------------- */

void
ft_scrabble_game_hint_free (FtScrabbleHint *hint)
{
  if (hint == NULL)
    return;
  ft_scrabble_hint_clear (hint);
  g_free (hint);
}

static void
ft_scrabble_game_real_hint_free (gpointer hint)
{
  ft_scrabble_game_hint_free (hint);
}

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  FtScrabbleHint *hint = g_new0 (FtScrabbleHint, 1);

  ft_scrabble_hint_compute (task_data, HINT_RANKED, hint);
  /* In a person's words: the headline, then the reasoning on request. */
  {
    g_autofree char *headline = NULL;
    g_autofree char *reasoning = NULL;

    ft_scrabble_hint_words (task_data, hint, &headline, &reasoning);
    g_free (hint->text);
    hint->text = g_strconcat (headline, "\n", reasoning, NULL);
  }
  g_task_return_pointer (task, hint, ft_scrabble_game_real_hint_free);
}

/* The hint for @seat, computed in a worker thread from a copy of that
 * seat's view only (R18), never the game. */
static void
ft_scrabble_game_real_hint_async (FtGame             *game,
                                  guint               seat,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);
  FtScrabbleView *view = g_new0 (FtScrabbleView, 1);

  ft_scrabble_view_init (view, &self->state, MIN (seat, (guint) self->state.n_players - 1));
  ft_game_run_hint (FT_GAME (self), view, g_free, hint_thread, cancellable, callback, user_data);
}

/* --- FtGame ------------------------------------------------------------ */

static gboolean
ft_scrabble_game_real_start (FtGame            *game,
                             const FtGameSetup *setup,
                             guint64            seed,
                             GError           **error)
{
  return ft_scrabble_game_start (FT_SCRABBLE_GAME (game), setup->n_players, setup->seats,
                                 setup->has_names ? setup->names : NULL, seed, error);
}

static int
ft_scrabble_game_real_get_turn (FtGame *game)
{
  FtScrabbleGame *self = FT_SCRABBLE_GAME (game);

  if (!ft_game_is_started (FT_GAME (self)) || self->state.over)
    return -1;
  return self->state.current;
}


static void
ft_scrabble_game_class_init (FtScrabbleGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FtGameClass *game_class = FT_GAME_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = ft_scrabble_game_finalize;
  object_class->get_property = ft_scrabble_game_get_property;
  object_class->set_property = ft_scrabble_game_set_property;

  game_class->start = ft_scrabble_game_real_start;
  game_class->get_turn = ft_scrabble_game_real_get_turn;
  game_class->is_over = ft_scrabble_game_real_is_over;
  game_class->waits_for_person = ft_scrabble_game_real_waits_for_person;
  game_class->computer_snapshot = computer_snapshot;
  game_class->computer_think = computer_think;
  game_class->computer_apply = computer_apply;
  game_class->computer_free = g_free;
  game_class->can_undo = ft_scrabble_game_real_can_undo;
  game_class->can_redo = ft_scrabble_game_real_can_redo;
  game_class->redo = ft_scrabble_game_real_redo;
  game_class->undo = ft_scrabble_game_real_undo;
  game_class->hint_async = ft_scrabble_game_real_hint_async;
  game_class->hint_free = ft_scrabble_game_real_hint_free;
  game_class->to_string = ft_scrabble_game_real_to_string;
  game_class->load_string = ft_scrabble_game_real_load_string;

  /* The settings of the next game (R1, R5, R9, R12, R15, R17). */
  properties[PROP_ORDER_LTR] = g_param_spec_boolean ("order-ltr", NULL, NULL, FALSE, rw);
  properties[PROP_XOR] = g_param_spec_boolean ("xor", NULL, NULL, FALSE, rw);
  properties[PROP_NO_IDENTITY] = g_param_spec_boolean ("no-identity", NULL, NULL, FALSE, rw);
  properties[PROP_STRICT_IDENTITY] = g_param_spec_boolean ("strict-identity", NULL, NULL, FALSE, rw);
  properties[PROP_LOOSE_NOT_ZEROS] = g_param_spec_boolean ("loose-not-zeros", NULL, NULL, FALSE, rw);
  properties[PROP_NUMBERS_ALONGSIDE] = g_param_spec_boolean ("numbers-alongside", NULL, NULL, FALSE, rw);
  properties[PROP_BINGO] = g_param_spec_boolean ("bingo", NULL, NULL, TRUE, rw);
  /* R8 setting: the bonus is log2 of the value, rounded down. */
  properties[PROP_LOG_BONUS] = g_param_spec_boolean ("log-bonus", NULL, NULL, FALSE, rw);
  /* Every rack is shown, for teaching. */
  properties[PROP_OPEN_RACKS] = g_param_spec_boolean ("open-racks", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

}
