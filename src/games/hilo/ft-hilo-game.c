/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-hilo-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-hilo-game-private.h"
#include "ft-save-file.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-view.h"

/*
 * FtHiLoGame: the GObject model of a Hi Lo Flip game.
 *
 * It wraps the engine's FtHiLoState (the rules, R1-R10) and adds what the
 * rules leave to the table: who sits where (people and computer players,
 * with names and optional ages for R9), undo of a person's last play,
 * signals for the page, hints computed off the main thread from the asking
 * seat's view (R11), and autosave.
 *
 * Computer players act only when asked (ft_game_computer_step()), so
 * the page decides the pace and tests run them at once.
 */

#define SAVE_GROUP "hilo-save"
#define SAVE_VERSION 1

enum {
  PROP_0,
  PROP_OPEN_HANDS,
  N_PROPS
};

struct _FtHiLoGame
{
  FtGame       parent_instance;

  FtHiLoState  state;
  gboolean     open_hands;

  /* The state before a person's last play, while it may be taken back. */
  gboolean     can_undo;
  FtHiLoState  undo_state;
};

G_DEFINE_FINAL_TYPE (FtHiLoGame, ft_hilo_game, FT_TYPE_GAME)

enum {
  EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* --- Helpers ----------------------------------------------------------- */

/* Something changed: tell the page once, in one place, naming only the
 * properties whose values differ ("open-hands" notifies on its own). */
static void
changed (FtHiLoGame *self)
{
  ft_game_changed (FT_GAME (self));
}

/* Words the engine's events for the screen and emits them in order, then
 * the round's and the game's end. */
static void
emit_events (FtHiLoGame *self,
             GArray     *events)
{
  gint viewer = ft_hilo_game_get_viewer (self);
  gint you = ft_game_get_you (FT_GAME (self));

  for (guint i = 0; i < events->len; i++)
    {
      const FtHiLoEvent *e = &g_array_index (events, FtHiLoEvent, i);
      g_autofree char *text = ft_hilo_event_describe (e, ft_game_get_names (FT_GAME (self)), viewer, you);
      g_autofree char *sentence = g_strconcat (text, ".", NULL);

      g_signal_emit (self, signals[EVENT], 0, sentence, e);
    }
  for (guint i = 0; i < events->len; i++)
    {
      const FtHiLoEvent *e = &g_array_index (events, FtHiLoEvent, i);

      if (e->kind == FT_HILO_EVENT_GAME_END)
        ft_game_emit_game_over (FT_GAME (self), (guint) e->player);
    }
}

/* --- GObject ----------------------------------------------------------- */


static void
ft_hilo_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FtHiLoGame *self = FT_HILO_GAME (object);

  switch (prop_id)
    {
    case PROP_OPEN_HANDS:
      g_value_set_boolean (value, self->open_hands);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hilo_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_OPEN_HANDS:
      ft_hilo_game_set_open_hands (FT_HILO_GAME (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hilo_game_init (FtHiLoGame *self)
{
}

FtHiLoGame *
ft_hilo_game_new (void)
{
  return g_object_new (FT_TYPE_HILO_GAME, NULL);
}

/* --- Setting up -------------------------------------------------------- */

gboolean
ft_hilo_game_start (FtHiLoGame          *self,
                    guint                n_players,
                    const FtSeat    *seats,
                    const char * const  *names,
                    const int           *ages,
                    guint64              seed,
                    GError             **error)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtHiLoState state;

  g_return_val_if_fail (FT_IS_HILO_GAME (self), FALSE);

  if (!ft_hilo_state_init (&state, n_players, ages, seed, events, error))
    return FALSE;

  self->state = state;
  ft_game_set_seats (FT_GAME (self), n_players, seats, names);
  ft_game_set_started (FT_GAME (self), TRUE);
  self->can_undo = FALSE;
  emit_events (self, events);
  changed (self);
  return TRUE;
}

/* For tests only (ft-hilo-game-private.h): pages ask the accessors below. */
const FtHiLoState *
ft_hilo_game_get_state (FtHiLoGame *self)
{
  return &self->state;
}

FtHiLoPhase
ft_hilo_game_get_phase (FtHiLoGame *self)
{
  return self->state.phase;
}

FtHiLoChip
ft_hilo_game_get_chip (FtHiLoGame *self)
{
  return self->state.chip;
}

/* The seat whose turn it is. */
guint
ft_hilo_game_get_current (FtHiLoGame *self)
{
  return self->state.current;
}

guint
ft_hilo_game_get_round (FtHiLoGame *self)
{
  return self->state.round;
}

/* The winner of the round just over, or -1. */
int
ft_hilo_game_get_round_winner (FtHiLoGame *self)
{
  return self->state.round_winner;
}

/* The winner of the game, or -1 while it goes on. */
int
ft_hilo_game_get_game_winner (FtHiLoGame *self)
{
  return ft_hilo_state_game_winner (&self->state);
}

/* Who takes the pile in a reset play, or -1. */
int
ft_hilo_game_get_taker (FtHiLoGame *self)
{
  return self->state.taker;
}

/* The card just drawn, which must be played (R6), or 0. */
guint
ft_hilo_game_get_drawn (FtHiLoGame *self)
{
  return self->state.drawn;
}

/* The pile's top card, or 0 when the pile is empty. */
guint
ft_hilo_game_get_top_card (FtHiLoGame *self)
{
  return ft_hilo_state_top_card (&self->state);
}

guint
ft_hilo_game_get_n_pile (FtHiLoGame *self)
{
  return self->state.n_pile;
}

guint
ft_hilo_game_get_pile_points (FtHiLoGame *self)
{
  return ft_hilo_state_pile_points (&self->state);
}

guint
ft_hilo_game_get_n_draw (FtHiLoGame *self)
{
  return self->state.n_draw;
}

/* @seat's points this round and in all. */
guint
ft_hilo_game_get_points (FtHiLoGame *self,
                         guint       seat)
{
  g_return_val_if_fail (seat < FT_HILO_MAX_PLAYERS, 0);
  return self->state.points[seat];
}

guint
ft_hilo_game_get_total (FtHiLoGame *self,
                        guint       seat)
{
  g_return_val_if_fail (seat < FT_HILO_MAX_PLAYERS, 0);
  return self->state.totals[seat];
}

/* The cards of @seat's hand, lowest first, into @cards; returns how many. */
guint
ft_hilo_game_get_hand (FtHiLoGame *self,
                       guint       seat,
                       guint8      cards[FT_HILO_N_CARDS])
{
  g_return_val_if_fail (seat < FT_HILO_MAX_PLAYERS, 0);
  return ft_hilo_set_to_array (self->state.hands[seat], cards);
}

guint
ft_hilo_game_get_n_hand (FtHiLoGame *self,
                         guint       seat)
{
  g_return_val_if_fail (seat < FT_HILO_MAX_PLAYERS, 0);
  return ft_hilo_set_count (self->state.hands[seat]);
}

/* The cards in @seat's score pile. */
guint
ft_hilo_game_get_n_score_pile (FtHiLoGame *self,
                               guint       seat)
{
  g_return_val_if_fail (seat < FT_HILO_MAX_PLAYERS, 0);
  return ft_hilo_set_count (self->state.score_piles[seat]);
}

/* Whether the seat to act may play @card now (R3-R6). */
gboolean
ft_hilo_game_can_play (FtHiLoGame *self,
                       guint       card)
{
  return ft_hilo_set_has (ft_hilo_state_legal_cards (&self->state), card);
}

/* The one action the seat to act may take, if there is only one. */
gboolean
ft_hilo_game_get_forced_action (FtHiLoGame   *self,
                                FtHiLoAction *action)
{
  return ft_hilo_state_forced_action (&self->state, action);
}

static gboolean
ft_hilo_game_real_is_over (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && self->state.phase == FT_HILO_PHASE_GAME_OVER;
}

/* A person must decide.  Between rounds a person starts the next one, so
 * the summary stays until someone has read it; with computers alone the
 * computers go on. */
static gboolean
ft_hilo_game_real_waits_for_person (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);

  if (!ft_game_is_started (FT_GAME (self)) || self->state.phase == FT_HILO_PHASE_GAME_OVER)
    return FALSE;
  if (self->state.phase == FT_HILO_PHASE_ROUND_OVER)
    return ft_game_count_people (FT_GAME (self)) > 0;
  return ft_game_is_person (FT_GAME (self), self->state.current);
}

/**
 * ft_hilo_game_get_viewer:
 *
 * Whose eyes the event sentences are worded for: every card with open
 * hands or when no person plays; the one person at the screen; nobody's
 * (FT_HILO_NO_PLAYER, every draw hidden) when several people share it,
 * since the log stays on screen after the pass to the next player.
 */
gint
ft_hilo_game_get_viewer (FtHiLoGame *self)
{
  guint n_people = ft_game_count_people (FT_GAME (self));

  if (self->open_hands || n_people == 0)
    return FT_HILO_VIEWER_ALL;
  if (n_people == 1)
    for (guint i = 0; i < ft_game_get_n_seats (FT_GAME (self)); i++)
      if (ft_game_is_person (FT_GAME (self), i))
        return (gint) i;
  return FT_HILO_NO_PLAYER;
}

void
ft_hilo_game_set_open_hands (FtHiLoGame *self,
                             gboolean    open_hands)
{
  g_return_if_fail (FT_IS_HILO_GAME (self));

  open_hands = !!open_hands;
  if (self->open_hands == open_hands)
    return;
  self->open_hands = open_hands;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPEN_HANDS]);
}

/* --- Moves ------------------------------------------------------------- */

/* A play may be taken back when it was a person's free choice among
 * several cards and it revealed nothing: not a drawn card's forced play,
 * not a play that ended the round (the bonus and the next deal follow).
 * Tosses and draws show the chip or a card, so they are never undone. */
static gboolean
undoable (FtHiLoGame         *self,
          const FtHiLoState  *before,
          const FtHiLoAction *action)
{
  return action->kind == FT_HILO_ACTION_PLAY &&
         ft_game_is_person (FT_GAME (self), before->current) &&
         before->phase != FT_HILO_PHASE_AFTER_DRAW &&
         ft_hilo_set_count (ft_hilo_state_legal_cards (before)) > 1 &&
         self->state.phase != FT_HILO_PHASE_ROUND_OVER &&
         self->state.phase != FT_HILO_PHASE_GAME_OVER;
}

/*
 * A person's free choice of card, judged by the expert the hints use
 * (practice evidence, src/engine/practice/README.md): the card it values
 * highest (or one as good) is best; one that gives up more than a card's
 * point on average (HILO_MISTAKE_POINTS) is a mistake.  The expert's 600
 * playouts take a few milliseconds (a whole judged game in
 * /hilo/model/judged-plays takes a fraction of a second), so the play is
 * judged on the spot.  A forced card says nothing.
 */
#define HILO_MISTAKE_POINTS 1.0

static void
judge_play (FtHiLoGame         *self,
            const FtHiLoAction *action)
{
  FtHiLoCardValue values[FT_HILO_N_CARDS];
  FtHiLoView view;
  guint current = self->state.current;
  guint n, best;

  if (action->kind != FT_HILO_ACTION_PLAY || !ft_game_is_person (FT_GAME (self), current) ||
      ft_game_count_people (FT_GAME (self)) != 1 ||
      self->state.phase == FT_HILO_PHASE_AFTER_DRAW ||
      ft_hilo_set_count (ft_hilo_state_legal_cards (&self->state)) < 2)
    return;
  ft_hilo_view_init (&view, &self->state, current);
  n = ft_hilo_ai_evaluate (&view, values, &best);
  for (guint i = 0; i < n; i++)
    if (values[i].card == action->card)
      {
        double gap = values[best].value - values[i].value;

        ft_game_judge_move (FT_GAME (self), current, "hilo",
                            gap <= 1e-9 ? FT_GAME_VERDICT_BEST :
                            gap > HILO_MISTAKE_POINTS ? FT_GAME_VERDICT_MISTAKE : FT_GAME_VERDICT_FAIR);
        return;
      }
}

static gboolean
act (FtHiLoGame         *self,
     const FtHiLoAction *action,
     GError            **error)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtHiLoState before = self->state;

  g_return_val_if_fail (FT_IS_HILO_GAME (self), FALSE);

  if (!ft_game_is_started (FT_GAME (self)))
    {
      g_set_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL, _("No game has been started."));
      return FALSE;
    }
  if (ft_hilo_state_is_legal (&self->state, action))
    judge_play (self, action);
  if (!ft_hilo_state_apply (&self->state, action, events, error))
    return FALSE;

  /* Only the last play may be taken back, and only until someone else
   * acts (or the same person tosses or draws). */
  self->can_undo = undoable (self, &before, action);
  if (self->can_undo)
    self->undo_state = before;

  emit_events (self, events);
  changed (self);
  return TRUE;
}

gboolean
ft_hilo_game_play (FtHiLoGame  *self,
                   guint        card,
                   GError     **error)
{
  FtHiLoAction action = { FT_HILO_ACTION_PLAY, card };

  return act (self, &action, error);
}

gboolean
ft_hilo_game_toss (FtHiLoGame  *self,
                   GError     **error)
{
  FtHiLoAction action = { FT_HILO_ACTION_TOSS, 0 };

  return act (self, &action, error);
}

gboolean
ft_hilo_game_draw (FtHiLoGame  *self,
                   GError     **error)
{
  FtHiLoAction action = { FT_HILO_ACTION_DRAW, 0 };

  return act (self, &action, error);
}

gboolean
ft_hilo_game_next_round (FtHiLoGame  *self,
                         GError     **error)
{
  FtHiLoAction action = { FT_HILO_ACTION_NEXT_ROUND, 0 };

  return act (self, &action, error);
}

static gboolean
ft_hilo_game_real_can_undo (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);

  return self->can_undo;
}

/**
 * ft_hilo_game_real_undo:
 *
 * Takes back a person's last play, before the next player acts.  The
 * state comes back whole, its random generator too, so nothing the play
 * caused can be replayed differently.
 */
static void
ft_hilo_game_real_undo (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  guint seat;

  if (!self->can_undo)
    return;
  /* A card taken back: the next best one may be found by trying. */
  ft_game_took_back (game);

  seat = self->undo_state.current;
  self->state = self->undo_state;
  self->can_undo = FALSE;
  {
    g_autofree char *text = ft_game_took_back_text (game, seat, 0);

    g_signal_emit (self, signals[EVENT], 0, text, NULL);
  }
  changed (self);
}

/* --- Computer players -------------------------------------------------- */

/*
 * A computer player's one move, thought on a copy of its own view only
 * (R11), so it can run off the main thread; it is applied only if the
 * game still waits for that seat.
 */
typedef struct
{
  FtHiLoView     view;
  FtStrength strength;
  gboolean       acts;
  FtHiLoAction   action;
} Thought;

static gpointer
computer_snapshot (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  Thought *t = g_new0 (Thought, 1);
  FtSeat seat;

  t->acts = ft_game_waits_for_computer (FT_GAME (self));
  if (!t->acts)
    return t;
  seat = ft_game_get_seat (FT_GAME (self), self->state.current);
  t->strength = seat == FT_SEAT_PERSON ? FT_STRENGTH_STANDARD : ft_seat_strength (seat);
  ft_hilo_view_init (&t->view, &self->state, self->state.current);
  return t;
}

static void
computer_think (gpointer data)
{
  Thought *t = data;

  if (t->acts)
    ft_hilo_ai_choose (&t->view, t->strength, &t->action);
}

static gboolean
computer_apply (FtGame   *game,
                gpointer  data,
                GError  **error)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  Thought *t = data;

  if (!t->acts || t->view.me != self->state.current)
    return FALSE;
  return act (self, &t->action, error);
}

/* --- Hints ------------------------------------------------------------- */

typedef struct
{
  FtHiLoView  view;
  char      **names;
} HintData;

static void
hint_data_free (gpointer data)
{
  HintData *d = data;

  g_strfreev (d->names);
  g_free (d);
}

void
ft_hilo_game_hint_free (FtHiLoHint *hint)
{
  if (hint == NULL)
    return;
  ft_hilo_hint_clear (hint);
  g_free (hint);
}

static void
ft_hilo_game_real_hint_free (gpointer hint)
{
  ft_hilo_game_hint_free (hint);
}

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintData *d = task_data;
  FtHiLoHint *hint = g_new0 (FtHiLoHint, 1);

  ft_hilo_hint_compute (&d->view, (const char * const *) d->names, hint);
  g_task_return_pointer (task, hint, ft_hilo_game_real_hint_free);
}

/**
 * ft_hilo_game_real_hint_async:
 *
 * Computes the hint for @seat in a worker thread, from that seat's view
 * only (R11): the worker gets a copy of what the seat may see and the
 * names, never the game.
 */
static void
ft_hilo_game_real_hint_async (FtGame             *game,
                              guint               seat,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  HintData *d = g_new0 (HintData, 1);

  ft_hilo_view_init (&d->view, &self->state, seat);
  d->names = g_strdupv ((char **) ft_game_get_names (FT_GAME (self)));
  ft_game_run_hint (FT_GAME (self), d, hint_data_free, hint_thread, cancellable, callback, user_data);
}

/* --- Saving ------------------------------------------------------------ */

/*
 * The save is a key file: who sits where, their names, then the engine's
 * own text form (which holds the ages and the random generator).
 *
 *   [hilo-save]
 *   version=1
 *   seats=person;expert;
 *   names=Ana;Computer 2 (expert);
 *   state=hilo/1 players:2 …
 *
 * The undo copy is not saved: a resumed game starts without one.
 */
static char *
ft_hilo_game_real_to_string (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  g_autoptr(GKeyFile) file = ft_game_save_new_seated (game, SAVE_GROUP, SAVE_VERSION, TRUE);
  g_autofree char *state = ft_hilo_state_to_string (&self->state);

  return ft_game_save_to_text (file, SAVE_GROUP, state);
}

static gboolean
ft_hilo_game_real_load_string (FtGame     *game,
                               const char *text,
                               GError    **error)
{
  FtHiLoGame *self = FT_HILO_GAME (game);
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *state_text = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GError) local_error = NULL;
  FtSeat seats[FT_HILO_MAX_PLAYERS];
  FtHiLoState state;

  file = ft_game_save_open (text, SAVE_GROUP, SAVE_VERSION, &state_text);
  if (file == NULL ||
      !ft_hilo_state_from_string (&state, state_text, &local_error) ||
      !ft_game_save_read_seats (file, SAVE_GROUP, state.n_players, seats, &names, &local_error))
    return ft_game_save_refuse (error, FT_HILO_ERROR, FT_HILO_ERROR_PARSE, _("Hi Lo Flip"), local_error);

  self->state = state;
  ft_game_set_seats (FT_GAME (self), state.n_players, seats, (const char * const *) names);
  ft_game_set_started (FT_GAME (self), TRUE);
  self->can_undo = FALSE;
  changed (self);
  return TRUE;
}

/* --- FtGame ------------------------------------------------------------ */

static gboolean
ft_hilo_game_real_start (FtGame            *game,
                         const FtGameSetup *setup,
                         guint64            seed,
                         GError           **error)
{
  int ages[FT_GAME_MAX_SEATS];

  /* An age of 0 in the dialog is "not given" (R9). */
  for (guint i = 0; i < setup->n_players; i++)
    ages[i] = setup->has_ages && setup->ages[i] > 0 ? setup->ages[i] : FT_HILO_NO_AGE;
  return ft_hilo_game_start (FT_HILO_GAME (game), setup->n_players, setup->seats,
                             setup->has_names ? setup->names : NULL, ages, seed, error);
}

/* Between rounds nobody has a turn: someone starts the next round. */
static int
ft_hilo_game_real_get_turn (FtGame *game)
{
  FtHiLoGame *self = FT_HILO_GAME (game);

  if (!ft_game_is_started (FT_GAME (self)) || self->state.phase == FT_HILO_PHASE_ROUND_OVER ||
      self->state.phase == FT_HILO_PHASE_GAME_OVER)
    return -1;
  return self->state.current;
}


static void
ft_hilo_game_class_init (FtHiLoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FtGameClass *game_class = FT_GAME_CLASS (klass);

  object_class->get_property = ft_hilo_game_get_property;
  object_class->set_property = ft_hilo_game_set_property;

  game_class->start = ft_hilo_game_real_start;
  game_class->get_turn = ft_hilo_game_real_get_turn;
  game_class->is_over = ft_hilo_game_real_is_over;
  game_class->waits_for_person = ft_hilo_game_real_waits_for_person;
  game_class->computer_snapshot = computer_snapshot;
  game_class->computer_think = computer_think;
  game_class->computer_apply = computer_apply;
  game_class->computer_free = g_free;
  game_class->can_undo = ft_hilo_game_real_can_undo;
  game_class->undo = ft_hilo_game_real_undo;
  game_class->hint_async = ft_hilo_game_real_hint_async;
  game_class->hint_free = ft_hilo_game_real_hint_free;
  game_class->to_string = ft_hilo_game_real_to_string;
  game_class->load_string = ft_hilo_game_real_load_string;

  /* Every hand is shown: events name every drawn card. */
  properties[PROP_OPEN_HANDS] = g_param_spec_boolean ("open-hands", NULL, NULL, FALSE,
                                                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                                                      G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* One sentence for the log and the screen reader, worded for the
   * viewer (ft_hilo_game_get_viewer()), and the engine's FtHiLoEvent, or
   * NULL for the model's own events (a play taken back).  Hi Lo's page
   * logs these itself, by their kind (a toss is shown, a computer's turn
   * is not logged), so the model does not emit FtGame's "event". */
  signals[EVENT] = g_signal_new ("hilo-event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_POINTER);
}
