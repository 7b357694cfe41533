/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-game.h"
#include "ft-save-file.h"

/*
 * FtGame: the base class every game model derives from (see ft-game.h).
 * The seats and their names are in ft-seat.c, the save helpers in
 * ft-game-save.c.
 */

enum {
  PROP_0,
  PROP_TURN,
  PROP_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_SAVE_PATH,
  N_PROPS
};

enum {
  CHANGED,
  GAME_OVER,
  EVENT,
  HINT_PROGRESS,
  MOVE_JUDGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* --- The class --------------------------------------------------------- */

typedef struct
{
  gboolean  started;
  guint     n_seats;
  FtSeat    seats[FT_GAME_MAX_SEATS];
  char     *names[FT_GAME_MAX_SEATS + 1];  /* NULL-terminated */
  char     *save_path;
  char     *last_saved;
  GValue    notified[N_PROPS];
  gboolean  took_back;  /* a move was taken back in this game: no more evidence */
} FtGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (FtGame, ft_game, G_TYPE_OBJECT)

#define PRIV(self) ((FtGamePrivate *) ft_game_get_instance_private (self))
#define CLASS(self) FT_GAME_GET_CLASS (self)

static void
ft_game_finalize (GObject *object)
{
  FtGamePrivate *priv = PRIV (FT_GAME (object));

  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&priv->names[i], g_free);
  g_clear_pointer (&priv->save_path, g_free);
  g_clear_pointer (&priv->last_saved, g_free);
  for (guint i = 0; i < N_PROPS; i++)
    if (G_IS_VALUE (&priv->notified[i]))
      g_value_unset (&priv->notified[i]);

  G_OBJECT_CLASS (ft_game_parent_class)->finalize (object);
}

static void
ft_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  FtGame *self = FT_GAME (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_int (value, ft_game_get_turn (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, ft_game_is_started (self) && ft_game_is_over (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ft_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ft_game_can_redo (self));
      break;
    case PROP_SAVE_PATH:
      g_value_set_string (value, PRIV (self)->save_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  FtGame *self = FT_GAME (object);

  switch (prop_id)
    {
    case PROP_SAVE_PATH:
      g_free (PRIV (self)->save_path);
      PRIV (self)->save_path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static char *
ft_game_real_seat_name (FtGame *self,
                        guint   seat)
{
  return g_strdup (ft_game_get_name (self, seat));
}

static void
ft_game_class_init (FtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ft_game_finalize;
  object_class->get_property = ft_game_get_property;
  object_class->set_property = ft_game_set_property;
  klass->seat_name = ft_game_real_seat_name;

  /* What the table and its actions follow; each notifies only when its
   * value changed (ft_game_changed()). */
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, -1, FT_GAME_MAX_SEATS, -1,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The autosave file, or NULL for a game that is not kept. */
  properties[PROP_SAVE_PATH] = g_param_spec_string ("save-path", NULL, NULL, NULL,
                                                    G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The state changed: the table redraws and paces the computers. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game ended; the winner's seat (the table records it). */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* One sentence for the log and the screen reader. */
  signals[EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A hint that arrives in parts: what is known so far, and how far the
   * rest has got (0 to 1). */
  signals[HINT_PROGRESS] = g_signal_new ("hint-progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_DOUBLE);
  /* The learner's move, judged by the game's hint engine: the practice
   * skill it exercises (its id in the skill map, src/engine/practice) and
   * an FtGameVerdict.  The window records a best move as evidence for
   * the skill, and the table offers the skill after a mistake. */
  signals[MOVE_JUDGED] = g_signal_new ("move-judged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_INT);
}

static void
ft_game_init (FtGame *self)
{
}

/* --- Seats and names, for the models ------------------------------------- */

void
ft_game_set_seats (FtGame             *self,
                   guint               n,
                   const FtSeat       *seats,
                   const char * const *names)
{
  FtGamePrivate *priv = PRIV (self);

  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (n <= FT_GAME_MAX_SEATS);

  priv->n_seats = n;
  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&priv->names[i], g_free);
  for (guint i = 0; i < n; i++)
    priv->seats[i] = seats ? seats[i] : FT_SEAT_PERSON;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = names && names[i] ? g_strstrip (g_strdup (names[i])) : NULL;

      priv->names[i] = name && *name ? g_steal_pointer (&name) : ft_seat_name (priv->seats, n, i, TRUE);
    }
}

const FtSeat *
ft_game_get_seats (FtGame *self,
                   guint  *n_seats)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  if (n_seats)
    *n_seats = PRIV (self)->n_seats;
  return PRIV (self)->seats;
}

guint
ft_game_get_n_seats (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return PRIV (self)->n_seats;
}

void
ft_game_set_started (FtGame   *self,
                     gboolean  started)
{
  g_return_if_fail (FT_IS_GAME (self));
  PRIV (self)->started = !!started;
}

const char *
ft_game_get_name (FtGame *self,
                  guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < PRIV (self)->n_seats, NULL);
  return PRIV (self)->names[seat];
}

const char * const *
ft_game_get_names (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return (const char * const *) PRIV (self)->names;
}

/**
 * ft_game_get_you:
 *
 * The seat a game's sentences speak to, "You play 7" rather than "Ana
 * plays 7": the one person, when they go by the default name "You";
 * -1 when there is no such seat.
 */
gint
ft_game_get_you (FtGame *self)
{
  FtGamePrivate *priv;
  gint you = -1;

  g_return_val_if_fail (FT_IS_GAME (self), -1);

  priv = PRIV (self);
  for (guint i = 0; i < priv->n_seats; i++)
    if (ft_seat_is_person (priv->seats[i]))
      {
        if (you >= 0)
          return -1;
        you = (gint) i;
      }
  if (you >= 0 && priv->names[you] != NULL && g_strcmp0 (priv->names[you], _("You")) != 0)
    return -1;
  return you;
}

/* Applies a computer's decision; a refused one is a bug in its player.
 * One finished when no computer is awaited (a person's turn came, the game
 * ended) is dropped here, for every game. */
static gboolean
apply_thought (FtGame   *self,
               gpointer  thought)
{
  g_autoptr(GError) error = NULL;

  if (!ft_game_waits_for_computer (self))
    return FALSE;
  if (CLASS (self)->computer_apply (self, thought, &error))
    return TRUE;
  if (error != NULL)
    g_critical ("A computer player's move was refused: %s", error->message);
  return FALSE;
}

/* TRUE (and @text kept as the last saved) when @text differs from what was
 * saved last, so an unchanged state is not written again. */
static gboolean
autosave_needed (FtGamePrivate *priv,
                 const char    *text)
{
  if (g_strcmp0 (priv->last_saved, text) == 0)
    return FALSE;
  g_free (priv->last_saved);
  priv->last_saved = g_strdup (text);
  return TRUE;
}

/* Writes the game to its autosave file when what would be written
 * changed; a finished game is not resumed, so its file goes.  A failure
 * reaches the learner through FtProblems (ft-save-file.c), and the next
 * change tries again. */
static void
autosave (FtGame *self)
{
  FtGamePrivate *priv = PRIV (self);
  g_autofree char *text = NULL;

  if (priv->save_path == NULL || !priv->started)
    return;
  if (ft_game_is_over (self))
    {
      g_clear_pointer (&priv->last_saved, g_free);
      ft_save_file_remove (priv->save_path, NULL);
      return;
    }
  text = ft_game_to_string (self);
  if (!autosave_needed (priv, text))
    return;
  if (!ft_save_file_write (priv->save_path, text, NULL))
    g_clear_pointer (&priv->last_saved, g_free);
}

/* Compare first, notify only what changed: a page redraws what it must
 * and a screen reader hears no repeat. */
static void
notify_changed (GObject     *object,
                GParamSpec **pspecs,
                GValue      *cache,
                guint        n)
{
  g_object_freeze_notify (object);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GValue) now = G_VALUE_INIT;

      if (pspecs[i] == NULL)
        continue;
      g_value_init (&now, pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &now);
      if (G_IS_VALUE (&cache[i]) && g_param_values_cmp (pspecs[i], &now, &cache[i]) == 0)
        continue;
      if (!G_IS_VALUE (&cache[i]))
        g_value_init (&cache[i], pspecs[i]->value_type);
      g_value_copy (&now, &cache[i]);
      g_object_notify_by_pspec (object, pspecs[i]);
    }
  g_object_thaw_notify (object);
}

/**
 * ft_game_changed:
 *
 * Something changed: notifies those of "turn", "over", "can-undo" and
 * "can-redo" whose values differ, emits "changed" and autosaves, once, in
 * this order.  A model's settings notify when they are set.
 */
void
ft_game_changed (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));

  notify_changed (G_OBJECT (self), properties + 1, PRIV (self)->notified + 1, PROP_SAVE_PATH - 1);
  ft_game_emit_changed (self);
  autosave (self);
}

/* --- The game, for the table ---------------------------------------------- */

gboolean
ft_game_start (FtGame             *self,
               const FtGameSetup  *setup,
               guint64             seed,
               GError            **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  g_return_val_if_fail (setup != NULL && setup->n_players <= FT_GAME_MAX_SEATS, FALSE);
  PRIV (self)->took_back = FALSE;
  return CLASS (self)->start (self, setup, seed, error);
}

gboolean
ft_game_is_started (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return PRIV (self)->started;
}

guint
ft_game_get_n_players (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  /* No seats are taken before a game starts. */
  return PRIV (self)->started ? PRIV (self)->n_seats : 0;
}

FtSeat
ft_game_get_seat (FtGame *self,
                  guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_SEAT_PERSON);
  g_return_val_if_fail (seat < PRIV (self)->n_seats, FT_SEAT_PERSON);
  return PRIV (self)->seats[seat];
}

gboolean
ft_game_is_person (FtGame *self,
                   guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return seat < PRIV (self)->n_seats && ft_seat_is_person (PRIV (self)->seats[seat]);
}

/* Whether the game's sentences speak to @seat: see ft_game_get_you(). */
gboolean
ft_game_is_you (FtGame *self,
                guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_game_get_you (self) == (gint) seat;
}

guint
ft_game_count_people (FtGame *self)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_GAME (self), 0);
  for (guint i = 0; i < PRIV (self)->n_seats; i++)
    n += ft_seat_is_person (PRIV (self)->seats[i]);
  return n;
}

char *
ft_game_seat_name (FtGame *self,
                   guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return CLASS (self)->seat_name (self, seat);
}

int
ft_game_get_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), -1);
  return CLASS (self)->get_turn (self);
}

gboolean
ft_game_waits_for_person (FtGame *self)
{
  int turn;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  if (CLASS (self)->waits_for_person)
    return CLASS (self)->waits_for_person (self);
  turn = ft_game_get_turn (self);
  return turn >= 0 && ft_game_is_person (self, turn);
}

/* A computer must act: the game is on and no person is asked. */
gboolean
ft_game_waits_for_computer (FtGame *self)
{
  return ft_game_is_started (self) && !ft_game_is_over (self) && !ft_game_waits_for_person (self);
}

gboolean
ft_game_is_over (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->is_over (self);
}

/* --- Computer players -------------------------------------------------- */

/* The computer's move on the calling thread: the same snapshot, thought
 * and apply as off it, so a seed replays the same game. */
gboolean
ft_game_computer_step (FtGame *self)
{
  FtGameClass *klass;
  gpointer thought;
  gboolean moved;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  klass = CLASS (self);
  thought = klass->computer_snapshot (self);
  klass->computer_think (thought);
  moved = apply_thought (self, thought);
  klass->computer_free (thought);
  return moved;
}

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      snapshot,
              GCancellable *cancellable)
{
  CLASS (source)->computer_think (snapshot);
  g_task_return_boolean (task, TRUE);
}

/**
 * ft_game_computer_move_async:
 *
 * Asks the computer player the game waits for to think; when it is done
 * (off the main thread for games that can), finish applies the move.
 * Cancel when the game changes in between: the move is then dropped.
 */
void
ft_game_computer_move_async (FtGame              *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  FtGameClass *klass;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (FT_IS_GAME (self));

  klass = CLASS (self);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ft_game_computer_move_async);
  g_task_set_return_on_cancel (task, FALSE);

  g_task_set_task_data (task, klass->computer_snapshot (self), klass->computer_free);
  g_task_run_in_thread (task, think_thread);
}

/* Applies the move thought of; FALSE when cancelled or when no computer
 * acted. */
gboolean
ft_game_computer_move_finish (FtGame        *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error) ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return FALSE;

  return apply_thought (self, g_task_get_task_data (G_TASK (result)));
}

/* --- Undo -------------------------------------------------------------- */

gboolean
ft_game_can_undo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->can_undo && CLASS (self)->can_undo (self);
}

void
ft_game_undo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_undo (self))
    CLASS (self)->undo (self);
}

gboolean
ft_game_can_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->can_redo && CLASS (self)->can_redo (self);
}

void
ft_game_redo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_redo (self))
    CLASS (self)->redo (self);
}

/* --- Hints ------------------------------------------------------------- */

gboolean
ft_game_has_hints (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->hint_async != NULL;
}

/* The hint for @seat, computed from what that seat may see only. */
void
ft_game_hint_async (FtGame              *self,
                    guint                seat,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_return_if_fail (ft_game_has_hints (self));
  CLASS (self)->hint_async (self, seat, cancellable, callback, user_data);
}

gpointer
ft_game_hint_finish (FtGame        *self,
                     GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (ft_game_has_hints (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ft_game_run_hint (FtGame              *self,
                  gpointer             data,
                  GDestroyNotify       data_free,
                  GTaskThreadFunc      thread,
                  GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, ft_game_run_hint);
  g_task_set_task_data (task, data, data_free);
  g_task_run_in_thread (task, thread);
}

void
ft_game_hint_free (FtGame   *self,
                   gpointer  hint)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (hint)
    CLASS (self)->hint_free (hint);
}

/* --- Saving ------------------------------------------------------------ */

char *
ft_game_to_string (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return CLASS (self)->to_string (self);
}

GKeyFile *
ft_game_save_new_seated (FtGame     *self,
                         const char *group,
                         int         version,
                         gboolean    with_names)
{
  guint n;
  const FtSeat *seats = ft_game_get_seats (self, &n);

  return ft_game_save_new (group, version, n, seats, with_names ? ft_game_get_names (self) : NULL);
}

gboolean
ft_game_load_string (FtGame      *self,
                     const char  *text,
                     GError     **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->load_string (self, text, error);
}

static gboolean
load_saved (gpointer     object,
            const char  *text,
            GError     **error)
{
  return ft_game_load_string (FT_GAME (object), text, error);
}

/* Loads the autosaved game: FALSE with no error when there is none. */
gboolean
ft_game_resume (FtGame  *self,
                GError **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  /* A save that cannot be read is moved aside (kept for a bug report)
   * and reported (ft-save-file.c). */
  return ft_save_file_resume (PRIV (self)->save_path, load_saved, self, error);
}

/* --- For the models ---------------------------------------------------- */

void
ft_game_emit_changed (FtGame *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ft_game_emit_game_over (FtGame *self,
                        guint   winner)
{
  g_signal_emit (self, signals[GAME_OVER], 0, winner);
}

void
ft_game_emit_event (FtGame     *self,
                    const char *text)
{
  g_signal_emit (self, signals[EVENT], 0, text);
}

void
ft_game_emit_eventf (FtGame     *self,
                     const char *format,
                     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  ft_game_emit_event (self, text);
}

void
ft_game_emit_hint_progress (FtGame     *self,
                            const char *text,
                            double      fraction)
{
  g_signal_emit (self, signals[HINT_PROGRESS], 0, text, fraction);
}

/**
 * ft_game_judge_move:
 * @seat: the seat that moved
 * @skill_id: the practice skill the move exercises ("dice", "hilo"…)
 * @verdict: what the hint engine makes of the move
 *
 * For models: reports a move the hint engine judged ("move-judged"), when
 * it is the learner's: @seat is a person and the only one at the table
 * (with two people, whose progress it is cannot be told), so that nothing
 * a computer plays counts for the learner.
 */
void
ft_game_judge_move (FtGame        *self,
                    guint          seat,
                    const char    *skill_id,
                    FtGameVerdict  verdict)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (skill_id != NULL);

  if (!ft_game_is_person (self, seat) || ft_game_count_people (self) != 1)
    return;
  if (verdict == FT_GAME_VERDICT_BEST && PRIV (self)->took_back)
    verdict = FT_GAME_VERDICT_FAIR;
  g_signal_emit (self, signals[MOVE_JUDGED], 0, skill_id, (int) verdict);
}

/**
 * ft_game_took_back:
 *
 * For models whose undo takes back a move they judge (not a step of one
 * being built): from now until the next game, a best move is judged fair
 * (ft_game_judge_move()).
 */
void
ft_game_took_back (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  PRIV (self)->took_back = TRUE;
}

/* "You take back the last play.", "Ana takes back the last play and the
 * replies to it.": the same words in every game whose undo takes back a
 * person's play. */
char *
ft_game_took_back_text (FtGame *self,
                        guint   seat,
                        guint   replies)
{
  const char *name;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  name = ft_game_get_name (self, seat);
  if (replies > 0 && ft_game_is_you (self, seat))
    return g_strdup (g_dngettext (GETTEXT_PACKAGE, "You take back your play and the reply to it.",
                                  "You take back your play and the replies to it.", replies));
  if (replies > 0)
    /* Translators: "Ana takes back her play and the reply to it." without a pronoun */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes back the last play and the reply to it.",
                                         "%s takes back the last play and the replies to it.", replies),
                            name);
  if (ft_game_is_you (self, seat))
    return g_strdup (_("You take back the last play."));
  return g_strdup_printf (_("%s takes back the last play."), name);
}
