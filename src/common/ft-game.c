/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-game.h"
#include "ft-save-file.h"

/*
 * FtGame: the interface every game model implements (see ft-game.h), and
 * FtSeat, the one way to say who sits in a seat.
 */

G_DEFINE_INTERFACE (FtGame, ft_game, G_TYPE_OBJECT)

enum {
  CHANGED,
  GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *seat_tokens[FT_SEAT_N_KINDS] = { "person", "beginner", "standard", "expert" };

#define IFACE(self) FT_GAME_GET_IFACE (self)

/* --- Seats ------------------------------------------------------------- */

/* The computer strength the learner chose in the preferences. */
FtSeat
ft_seat_preferred_computer (GSettings *settings)
{
  g_autofree char *strength = settings ? g_settings_get_string (settings, "computer-strength") : NULL;

  if (g_strcmp0 (strength, "beginner") == 0)
    return FT_SEAT_BEGINNER;
  if (g_strcmp0 (strength, "expert") == 0)
    return FT_SEAT_EXPERT;
  return FT_SEAT_STANDARD;
}

const char *
ft_seat_to_token (FtSeat seat)
{
  g_return_val_if_fail (seat < FT_SEAT_N_KINDS, "person");
  return seat_tokens[seat];
}

char *
ft_seat_name (const FtSeat *seats,
              guint         n,
              guint         seat,
              gboolean      say_you)
{
  return ft_seat_name_tagged (seats, n, seat, say_you, NULL);
}

/* Whether @seat is the only one of its kind (person or computer) among @n. */
static gboolean
seat_is_alone (const FtSeat *seats,
               guint         n,
               guint         seat)
{
  guint n_same = 0;

  for (guint i = 0; i < n; i++)
    n_same += ft_seat_is_person (seats[i]) == ft_seat_is_person (seats[seat]);
  return n_same == 1;
}

char *
ft_seat_name_tagged (const FtSeat *seats,
                     guint         n,
                     guint         seat,
                     gboolean      say_you,
                     const char   *tag)
{
  g_return_val_if_fail (seat < n, NULL);

  if (tag == NULL)
    {
      if (say_you && seat_is_alone (seats, n, seat))
        switch (seats[seat])
          {
          case FT_SEAT_BEGINNER:
            return g_strdup (_("Computer (beginner)"));
          case FT_SEAT_STANDARD:
            return g_strdup (_("Computer (standard)"));
          case FT_SEAT_EXPERT:
            return g_strdup (_("Computer (expert)"));
          case FT_SEAT_PERSON:
          default:
            return g_strdup (_("You"));
          }

      switch (seats[seat])
        {
        case FT_SEAT_BEGINNER:
          /* Translators: "Computer 2 (beginner)" */
          return g_strdup_printf (_("Computer %u (beginner)"), seat + 1);
        case FT_SEAT_STANDARD:
          return g_strdup_printf (_("Computer %u (standard)"), seat + 1);
        case FT_SEAT_EXPERT:
          return g_strdup_printf (_("Computer %u (expert)"), seat + 1);
        case FT_SEAT_PERSON:
        default:
          return g_strdup_printf (_("Player %u"), seat + 1);
        }
    }

  /* The same names with the seat's tag, a colour in Flipchain. */
  if (say_you && seat_is_alone (seats, n, seat))
    switch (seats[seat])
      {
      case FT_SEAT_BEGINNER:
        /* Translators: "Computer (beginner, Blue)": a seat and its colour */
        return g_strdup_printf (_("Computer (beginner, %s)"), tag);
      case FT_SEAT_STANDARD:
        return g_strdup_printf (_("Computer (standard, %s)"), tag);
      case FT_SEAT_EXPERT:
        return g_strdup_printf (_("Computer (expert, %s)"), tag);
      case FT_SEAT_PERSON:
      default:
        /* Translators: "You (Red)": the learner and their colour */
        return g_strdup_printf (_("You (%s)"), tag);
      }

  switch (seats[seat])
    {
    case FT_SEAT_BEGINNER:
      /* Translators: "Computer 2 (beginner, Blue)" */
      return g_strdup_printf (_("Computer %u (beginner, %s)"), seat + 1, tag);
    case FT_SEAT_STANDARD:
      return g_strdup_printf (_("Computer %u (standard, %s)"), seat + 1, tag);
    case FT_SEAT_EXPERT:
      return g_strdup_printf (_("Computer %u (expert, %s)"), seat + 1, tag);
    case FT_SEAT_PERSON:
    default:
      /* Translators: "Player 2 (Blue)" */
      return g_strdup_printf (_("Player %u (%s)"), seat + 1, tag);
    }
}

gboolean
ft_seat_from_token (const char *token,
                    FtSeat     *seat)
{
  for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
    if (g_strcmp0 (token, seat_tokens[k]) == 0)
      {
        *seat = k;
        return TRUE;
      }
  return FALSE;
}

/* --- The seat lines of a save ------------------------------------------- */

/**
 * ft_game_save_write_seats:
 *
 * Writes who sits where into @group of a game's save, one token a seat
 * ("seats=person;expert;"), and, when @names is not %NULL, their names
 * ("names=Ana;Computer 2 (expert);").
 */
void
ft_game_save_write_seats (GKeyFile           *file,
                          const char         *group,
                          guint               n,
                          const FtSeat       *seats,
                          const char * const *names)
{
  const char *tokens[FT_GAME_MAX_SEATS];

  g_return_if_fail (n <= FT_GAME_MAX_SEATS);

  for (guint i = 0; i < n; i++)
    tokens[i] = ft_seat_to_token (seats[i]);
  g_key_file_set_string_list (file, group, "seats", tokens, n);
  if (names != NULL)
    g_key_file_set_string_list (file, group, "names", names, n);
}

/**
 * ft_game_save_read_seats:
 * @names: (out) (optional): the names, or %NULL for a game that saves none
 *
 * Reads the seat lines ft_game_save_write_seats() wrote, for a game of @n
 * players: exactly @n seats, each one a seat's token, and as many names.
 * Anything else is refused with an error that says what is wrong, and
 * @seats and @names are then left as they were.
 */
gboolean
ft_game_save_read_seats (GKeyFile   *file,
                         const char *group,
                         guint       n,
                         FtSeat     *seats,
                         char     ***names,
                         GError    **error)
{
  g_auto(GStrv) words = NULL;
  g_auto(GStrv) read_names = NULL;
  FtSeat read[FT_GAME_MAX_SEATS];
  gsize n_words = 0, n_names = 0;

  words = g_key_file_get_string_list (file, group, "seats", &n_words, NULL);
  if (words == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The save says nothing of the seats."));
      return FALSE;
    }
  if (n_words != n || n > FT_GAME_MAX_SEATS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "The save has 3 seats for 2 players." */
                   g_dngettext (GETTEXT_PACKAGE, "The save has %u seat for %u players.", "The save has %u seats for %u players.",
                             (gulong) n_words),
                   (guint) n_words, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (!ft_seat_from_token (words[i], &read[i]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     /* Translators: the save's word for who sits in a seat is unknown. */
                     _("“%s” is not a seat."), words[i]);
        return FALSE;
      }

  if (names != NULL)
    {
      read_names = g_key_file_get_string_list (file, group, "names", &n_names, NULL);
      if (read_names == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The save says nothing of the players’ names."));
          return FALSE;
        }
      if (n_names != n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       g_dngettext (GETTEXT_PACKAGE, "The save has %u name for %u players.", "The save has %u names for %u players.",
                                 (gulong) n_names),
                       (guint) n_names, n);
          return FALSE;
        }
      g_strfreev (*names);
      *names = g_steal_pointer (&read_names);
    }
  memcpy (seats, read, n * sizeof *seats);
  return TRUE;
}

GKeyFile *
ft_game_save_new (const char         *group,
                  int                 version,
                  guint               n,
                  const FtSeat       *seats,
                  const char * const *names)
{
  GKeyFile *file = g_key_file_new ();

  g_key_file_set_integer (file, group, "version", version);
  ft_game_save_write_seats (file, group, n, seats, names);
  return file;
}

char *
ft_game_save_to_text (GKeyFile   *file,
                      const char *group,
                      const char *state)
{
  g_key_file_set_string (file, group, "state", state);
  return g_key_file_to_data (file, NULL, NULL);
}

GKeyFile *
ft_game_save_open (const char  *text,
                   const char  *group,
                   int          version,
                   char       **state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  if (text == NULL || !ft_save_file_key_file_ok (text) ||
      !g_key_file_load_from_data (file, text, -1, G_KEY_FILE_NONE, NULL) ||
      g_key_file_get_integer (file, group, "version", NULL) != version ||
      !(*state = g_key_file_get_string (file, group, "state", NULL)))
    return NULL;
  return g_steal_pointer (&file);
}

gboolean
ft_game_save_refuse (GError       **error,
                     GQuark         domain,
                     int            code,
                     const char    *title,
                     const GError  *why)
{
  if (why != NULL)
    /* Translators: "This is not a Flipchain game saved by this version of
     * Flip Tutor: the save says nothing of the seats." */
    g_set_error (error, domain, code, _("This is not a %s game saved by this version of Flip Tutor: %s"),
                 title, why->message);
  else
    /* Translators: the game's name, e.g. "Hi Lo Flip" */
    g_set_error (error, domain, code, _("This is not a %s game saved by this version of Flip Tutor."), title);
  return FALSE;
}

/* --- What every model keeps: FtGameBase --------------------------------- */

/* Seats @n players (people when @seats is NULL), with the names given
 * (@names may be NULL) or each seat's default name (ft_seat_name()). */
void
ft_game_base_set_seats (FtGameBase         *base,
                        guint               n,
                        const FtSeat       *seats,
                        const char * const *names)
{
  g_return_if_fail (n <= FT_GAME_MAX_SEATS);

  base->n_seats = n;
  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&base->names[i], g_free);
  for (guint i = 0; i < n; i++)
    base->seats[i] = seats ? seats[i] : FT_SEAT_PERSON;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = names && names[i] ? g_strstrip (g_strdup (names[i])) : NULL;

      base->names[i] = name && *name ? g_steal_pointer (&name) : ft_seat_name (base->seats, n, i, TRUE);
    }
}

void
ft_game_base_clear (FtGameBase *base)
{
  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&base->names[i], g_free);
  g_clear_pointer (&base->save_path, g_free);
  g_clear_pointer (&base->last_saved, g_free);
  for (guint i = 0; i < FT_GAME_MAX_NOTIFIED; i++)
    if (G_IS_VALUE (&base->notified[i]))
      g_value_unset (&base->notified[i]);
}

/**
 * ft_game_base_get_you:
 *
 * The seat a game's sentences speak to, "You play 7" rather than "Ana
 * plays 7": the one person, when they go by the default name "You" (or
 * the game keeps no names); -1 when there is no such seat.
 */
gint
ft_game_base_get_you (const FtGameBase *base)
{
  gint you = -1;

  for (guint i = 0; i < base->n_seats; i++)
    if (ft_seat_is_person (base->seats[i]))
      {
        if (you >= 0)
          return -1;
        you = (gint) i;
      }
  if (you >= 0 && base->names[you] != NULL && g_strcmp0 (base->names[you], _("You")) != 0)
    return -1;
  return you;
}

guint
ft_game_base_count_people (const FtGameBase *base)
{
  guint n = 0;

  for (guint i = 0; i < base->n_seats; i++)
    n += ft_seat_is_person (base->seats[i]);
  return n;
}

FtGameBase *
ft_game_get_base (FtGame *self)
{
  gssize offset;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  offset = FT_GAME_GET_IFACE (self)->base_offset;
  g_return_val_if_fail (offset > 0, NULL);
  return G_STRUCT_MEMBER_P (self, offset);
}

#define BASE(self) ft_game_get_base (self)

static gboolean
base_is_started (FtGame *self)
{
  return BASE (self)->started;
}

/* No seats are taken before a game starts. */
static guint
base_get_n_players (FtGame *self)
{
  return BASE (self)->started ? BASE (self)->n_seats : 0;
}

static FtSeat
base_get_seat (FtGame *self,
               guint   seat)
{
  g_return_val_if_fail (seat < BASE (self)->n_seats, FT_SEAT_PERSON);
  return BASE (self)->seats[seat];
}

static char *
base_seat_name (FtGame *self,
                guint   seat)
{
  g_return_val_if_fail (seat < BASE (self)->n_seats, NULL);
  return g_strdup (BASE (self)->names[seat]);
}

static void
base_set_save_path (FtGame     *self,
                    const char *path)
{
  g_free (BASE (self)->save_path);
  BASE (self)->save_path = g_strdup (path);
}

/* A save that cannot be read is moved aside (kept for a bug report) and
 * reported (ft-save-file.c). */
static gboolean
base_resume (FtGame  *self,
             GError **error)
{
  return ft_save_file_resume (BASE (self)->save_path, (FtSaveLoadFunc) ft_game_load_string, self, error);
}

/* Applies a computer's decision; a refused one is a bug in its player. */
static gboolean
apply_thought (FtGame   *self,
               gpointer  thought)
{
  g_autoptr(GError) error = NULL;

  if (FT_GAME_GET_IFACE (self)->computer_apply (self, thought, &error))
    return TRUE;
  if (error != NULL)
    g_critical ("A computer player's move was refused: %s", error->message);
  return FALSE;
}

/* The computer's move on the calling thread: the same snapshot, thought
 * and apply as off it, so a seed replays the same game. */
static gboolean
base_computer_step (FtGame *self)
{
  FtGameInterface *iface = FT_GAME_GET_IFACE (self);
  gpointer thought = iface->computer_snapshot (self);
  gboolean moved;

  iface->computer_think (thought);
  moved = apply_thought (self, thought);
  iface->computer_free (thought);
  return moved;
}

/* Writes the game to its autosave file when what would be written
 * changed; a finished game is not resumed, so its file goes.  A failure
 * reaches the learner through FtProblems (ft-save-file.c), and the next
 * change tries again. */
static void
autosave (FtGame *self)
{
  FtGameBase *base = BASE (self);
  g_autofree char *text = NULL;

  if (base->save_path == NULL || !ft_game_is_started (self))
    return;
  if (ft_game_is_over (self))
    {
      g_clear_pointer (&base->last_saved, g_free);
      ft_save_file_remove (base->save_path, NULL);
      return;
    }
  text = ft_game_to_string (self);
  if (!ft_game_autosave_needed (&base->last_saved, text))
    return;
  if (!ft_save_file_write (base->save_path, text, NULL))
    g_clear_pointer (&base->last_saved, g_free);
}

/**
 * ft_game_changed:
 * @pspecs: the model's properties that change with the game (the first
 *   @n_pspecs; settings after them notify when set)
 *
 * Something changed: notifies those of @pspecs whose values differ, emits
 * "changed" and autosaves, once, in this order.
 */
void
ft_game_changed (FtGame      *self,
                 GParamSpec **pspecs,
                 guint        n_pspecs)
{
  g_return_if_fail (n_pspecs <= FT_GAME_MAX_NOTIFIED);

  ft_game_notify_changed (G_OBJECT (self), pspecs, BASE (self)->notified, n_pspecs);
  ft_game_emit_changed (self);
  autosave (self);
}

/* --- The interface ----------------------------------------------------- */

static gpointer base_hint_finish (FtGame        *self,
                                  GAsyncResult  *result,
                                  GError       **error);

static void
ft_game_default_init (FtGameInterface *iface)
{
  /* What FtGameBase answers; a model replaces what it does otherwise. */
  iface->is_started = base_is_started;
  iface->get_n_players = base_get_n_players;
  iface->get_seat = base_get_seat;
  iface->seat_name = base_seat_name;
  iface->set_save_path = base_set_save_path;
  iface->resume = base_resume;
  iface->computer_step = base_computer_step;
  iface->hint_finish = base_hint_finish;

  /* The state changed: the table redraws and paces the computers. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game ended; the winner's seat (the table records it). */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

gboolean
ft_game_start (FtGame             *self,
               const FtGameSetup  *setup,
               guint64             seed,
               GError            **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  g_return_val_if_fail (setup != NULL && setup->n_players <= FT_GAME_MAX_SEATS, FALSE);
  return IFACE (self)->start (self, setup, seed, error);
}

gboolean
ft_game_is_started (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->is_started (self);
}

guint
ft_game_get_n_players (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return IFACE (self)->get_n_players (self);
}

FtSeat
ft_game_get_seat (FtGame *self,
                  guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_SEAT_PERSON);
  return IFACE (self)->get_seat (self, seat);
}

gboolean
ft_game_is_person (FtGame *self,
                   guint   seat)
{
  return seat < ft_game_get_n_players (self) && ft_seat_is_person (ft_game_get_seat (self, seat));
}

/* Whether the game's sentences speak to @seat: see ft_game_base_get_you(). */
gboolean
ft_game_is_you (FtGame *self,
                guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_game_base_get_you (BASE (self)) == (gint) seat;
}

guint
ft_game_count_people (FtGame *self)
{
  guint n = 0;

  for (guint i = 0; i < ft_game_get_n_players (self); i++)
    n += ft_game_is_person (self, i);
  return n;
}

char *
ft_game_seat_name (FtGame *self,
                   guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return IFACE (self)->seat_name (self, seat);
}

int
ft_game_get_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), -1);
  return IFACE (self)->get_turn (self);
}

gboolean
ft_game_waits_for_person (FtGame *self)
{
  int turn;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  if (IFACE (self)->waits_for_person)
    return IFACE (self)->waits_for_person (self);
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
  return IFACE (self)->is_over (self);
}

/* --- Computer players -------------------------------------------------- */

gboolean
ft_game_computer_step (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->computer_step (self);
}

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      snapshot,
              GCancellable *cancellable)
{
  IFACE (source)->computer_think (snapshot);
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
  FtGameInterface *iface;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (FT_IS_GAME (self));

  iface = IFACE (self);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ft_game_computer_move_async);
  g_task_set_return_on_cancel (task, FALSE);

  if (iface->computer_snapshot == NULL)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  g_task_set_task_data (task, iface->computer_snapshot (self), iface->computer_free);
  g_task_run_in_thread (task, think_thread);
}

/* Applies the move thought of; FALSE when cancelled or when no computer
 * acted. */
gboolean
ft_game_computer_move_finish (FtGame        *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  FtGameInterface *iface;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  iface = IFACE (self);
  if (!g_task_propagate_boolean (G_TASK (result), error) ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return FALSE;

  if (iface->computer_snapshot == NULL)
    return iface->computer_step (self);
  return apply_thought (self, g_task_get_task_data (G_TASK (result)));
}

/* --- Undo -------------------------------------------------------------- */

gboolean
ft_game_can_undo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->can_undo && IFACE (self)->can_undo (self);
}

void
ft_game_undo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_undo (self))
    IFACE (self)->undo (self);
}

gboolean
ft_game_can_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->can_redo && IFACE (self)->can_redo (self);
}

void
ft_game_redo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_redo (self))
    IFACE (self)->redo (self);
}

/* --- Hints ------------------------------------------------------------- */

gboolean
ft_game_has_hints (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->hint_async != NULL;
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
  IFACE (self)->hint_async (self, seat, cancellable, callback, user_data);
}

gpointer
ft_game_hint_finish (FtGame        *self,
                     GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (ft_game_has_hints (self), NULL);
  return IFACE (self)->hint_finish (self, result, error);
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

static gpointer
base_hint_finish (FtGame        *self,
                  GAsyncResult  *result,
                  GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ft_game_hint_free (FtGame   *self,
                   gpointer  hint)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (hint)
    IFACE (self)->hint_free (hint);
}

/* --- Saving ------------------------------------------------------------ */

char *
ft_game_to_string (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return IFACE (self)->to_string (self);
}

gboolean
ft_game_load_string (FtGame      *self,
                     const char  *text,
                     GError     **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->load_string (self, text, error);
}

void
ft_game_set_save_path (FtGame     *self,
                       const char *path)
{
  g_return_if_fail (FT_IS_GAME (self));
  IFACE (self)->set_save_path (self, path);
}

/* Loads the autosaved game: FALSE with no error when there is none. */
gboolean
ft_game_resume (FtGame  *self,
                GError **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return IFACE (self)->resume (self, error);
}

gboolean
ft_game_autosave_needed (char       **last_saved,
                         const char  *text)
{
  if (g_strcmp0 (*last_saved, text) == 0)
    return FALSE;
  g_free (*last_saved);
  *last_saved = g_strdup (text);
  return TRUE;
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
ft_game_emit_printf (gpointer    instance,
                     guint       signal_id,
                     const char *format,
                     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_signal_emit (instance, signal_id, 0, text);
}

/* Compare first, notify only what changed: a page redraws what it must
 * and a screen reader hears no repeat. */
void
ft_game_notify_changed (GObject     *object,
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
