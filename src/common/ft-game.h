/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ft-game-save.h"
#include "ft-seat.h"

G_BEGIN_DECLS

/*
 * What the new-game dialog hands the game: the seats in order, and for the
 * games that ask, names and ages (NULL when not asked; an empty name gets
 * a default, an age of 0 is "not given").
 */
typedef struct
{
  guint       n_players;
  FtSeat      seats[FT_GAME_MAX_SEATS];
  const char *names[FT_GAME_MAX_SEATS + 1];
  int         ages[FT_GAME_MAX_SEATS];
  gboolean    has_names;
  gboolean    has_ages;
} FtGameSetup;

/* What a game's hint engine makes of a learner's move ("move-judged"). */
typedef enum
{
  FT_GAME_VERDICT_BEST,     /* as good as the hint's best: evidence for the skill */
  FT_GAME_VERDICT_FAIR,     /* not the best, not a mistake either */
  FT_GAME_VERDICT_MISTAKE,  /* the hint engine sees it lose what was there */
} FtGameVerdict;

#define FT_TYPE_GAME (ft_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (FtGame, ft_game, FT, GAME, GObject)

/*
 * FtGame: the abstract base class of every game model, so that one table
 * (FtGameTable), one new-game dialog and the window drive any game the
 * same way.
 *
 * The base keeps what every model keeps the same way: whether a game is
 * on, who sits where and their names, the autosave file and the text last
 * written to it, and the changing properties as last notified.  A model
 * seats its players with ft_game_set_seats() (names given, or each seat's
 * default) and says a game is on with ft_game_set_started(); on a change
 * it calls ft_game_changed(), which notifies, emits "changed" and
 * autosaves.
 *
 * Properties every game has: "turn" (the seat the game waits for, or -1),
 * "over", "can-undo", "can-redo", each notified only when its value
 * changed, and "save-path", the autosave file, given at construction.
 *
 * Signals every game has:
 *  - "changed": the state changed (the model has notified the properties
 *    that did, compared first, and autosaved when the state did);
 *  - "game-over" (guint winner): the game ended, won by that seat;
 *  - "event" (text): one sentence for the log and the screen reader;
 *  - "hint-progress" (text, fraction): a hint that arrives in parts, what
 *    is known so far and how far the rest has got;
 *  - "move-judged" (skill id, FtGameVerdict): the learner's move as the
 *    hint engine judges it, for practice (ft_game_judge_move()).
 *
 * Computer players act only when asked, so the table sets the pace and
 * tests run whole games at once.  Every game implements computer_snapshot
 * / computer_think / computer_apply / computer_free: the snapshot holds
 * only what the seat may see (and the random state), the worker thinks on
 * it, the main thread applies the decision.  ft_game_computer_step() runs
 * the three on the calling thread.
 */
struct _FtGameClass
{
  GObjectClass parent_class;

  gboolean  (*start)            (FtGame            *self,
                                 const FtGameSetup *setup,
                                 guint64            seed,
                                 GError           **error);
  /* Optional: the name said for @seat (default: the name it was given). */
  char     *(*seat_name)        (FtGame            *self,
                                 guint              seat);
  /* The seat the game waits for, or -1 (not started, over, or nobody). */
  int       (*get_turn)         (FtGame            *self);
  gboolean  (*is_over)          (FtGame            *self);
  /* Optional: a person must act (default: the turn is a person's).  A
   * game may wait for a person with no turn, between rounds. */
  gboolean  (*waits_for_person) (FtGame            *self);

  gpointer  (*computer_snapshot) (FtGame           *self);
  void      (*computer_think)   (gpointer           snapshot);
  /* FALSE with no error when the move is dropped (the game moved on
   * while it thought); an error says the game refused it, a bug.  Called
   * only while the game waits for a computer
   * (ft_game_waits_for_computer()): a thought finished after a person's
   * turn came, or after the game ended, is dropped before it. */
  gboolean  (*computer_apply)   (FtGame            *self,
                                 gpointer           snapshot,
                                 GError           **error);
  GDestroyNotify computer_free;

  gboolean  (*can_undo)         (FtGame            *self);
  void      (*undo)             (FtGame            *self);
  gboolean  (*can_redo)         (FtGame            *self);
  void      (*redo)             (FtGame            *self);

  /* Optional: a game without hints leaves these NULL. */
  void      (*hint_async)       (FtGame            *self,
                                 guint              seat,
                                 GCancellable      *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer           user_data);
  GDestroyNotify hint_free;

  char     *(*to_string)        (FtGame            *self);
  /* Replaces the game with a saved one; anything malformed is refused
   * with a message (ft_game_save_refuse()) and the game left exactly as
   * it was. */
  gboolean  (*load_string)      (FtGame            *self,
                                 const char        *text,
                                 GError           **error);
};

gboolean  ft_game_start               (FtGame             *self,
                                       const FtGameSetup  *setup,
                                       guint64             seed,
                                       GError            **error);
gboolean  ft_game_is_started          (FtGame             *self);
guint     ft_game_get_n_players       (FtGame             *self);
FtSeat    ft_game_get_seat            (FtGame             *self,
                                       guint               seat);
gboolean  ft_game_is_person           (FtGame             *self,
                                       guint               seat);
gboolean  ft_game_is_you              (FtGame             *self,
                                       guint               seat);
guint     ft_game_count_people        (FtGame             *self);
char     *ft_game_seat_name           (FtGame             *self,
                                       guint               seat);
int       ft_game_get_turn            (FtGame             *self);
gboolean  ft_game_waits_for_person    (FtGame             *self);
gboolean  ft_game_waits_for_computer  (FtGame             *self);
gboolean  ft_game_is_over             (FtGame             *self);

gboolean  ft_game_computer_step       (FtGame             *self);
void      ft_game_computer_move_async (FtGame             *self,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
gboolean  ft_game_computer_move_finish (FtGame            *self,
                                        GAsyncResult      *result,
                                        GError           **error);

gboolean  ft_game_can_undo            (FtGame             *self);
void      ft_game_undo                (FtGame             *self);
gboolean  ft_game_can_redo            (FtGame             *self);
void      ft_game_redo                (FtGame             *self);

gboolean  ft_game_has_hints           (FtGame             *self);
void      ft_game_hint_async          (FtGame             *self,
                                       guint               seat,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
gpointer  ft_game_hint_finish         (FtGame             *self,
                                       GAsyncResult       *result,
                                       GError            **error);
void      ft_game_hint_free           (FtGame             *self,
                                       gpointer            hint);
/* For models: computes a hint by running @thread on @data (freed with
 * @data_free) in a worker; the thread returns the hint with
 * g_task_return_pointer(), and the interface's hint_finish takes it. */
void      ft_game_run_hint            (FtGame             *self,
                                       gpointer            data,
                                       GDestroyNotify      data_free,
                                       GTaskThreadFunc     thread,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);

char     *ft_game_to_string           (FtGame             *self);
/* For models' to_string: a key-file save (ft_game_save_new()) of @group
 * at @version with the game's seats, and their names when @with_names. */
GKeyFile *ft_game_save_new_seated     (FtGame             *self,
                                       const char         *group,
                                       int                 version,
                                       gboolean            with_names);
gboolean  ft_game_load_string         (FtGame             *self,
                                       const char         *text,
                                       GError            **error);
gboolean  ft_game_resume              (FtGame             *self,
                                       GError            **error);

/* The name @seat was given (or its default), not the model's own
 * wording (ft_game_seat_name()); the names of all seats, NULL-terminated. */
const char *ft_game_get_name          (FtGame             *self,
                                       guint               seat);
const char * const *ft_game_get_names (FtGame             *self);
/* The seat the game's sentences speak to ("You play 7"), or -1: the one
 * person, when they go by the default name "You". */
gint      ft_game_get_you             (FtGame             *self);

/* For models: seats @n players (people when @seats is NULL), with the
 * names given (@names may be NULL) or each seat's default name
 * (ft_seat_name()); the seats as they are, @n_seats set to how many, even
 * before the game starts. */
void      ft_game_set_seats           (FtGame             *self,
                                       guint               n,
                                       const FtSeat       *seats,
                                       const char * const *names);
const FtSeat *ft_game_get_seats       (FtGame             *self,
                                       guint              *n_seats);
guint     ft_game_get_n_seats         (FtGame             *self);
void      ft_game_set_started         (FtGame             *self,
                                       gboolean            started);
void      ft_game_changed             (FtGame             *self);
void      ft_game_emit_changed        (FtGame             *self);
void      ft_game_emit_game_over      (FtGame             *self,
                                       guint               winner);
/* For models: one sentence for the log ("event"), or the text @format
 * makes; a hint's part and its progress ("hint-progress"). */
void      ft_game_emit_event          (FtGame             *self,
                                       const char         *text);
void      ft_game_emit_eventf         (FtGame             *self,
                                       const char         *format,
                                       ...) G_GNUC_PRINTF (2, 3);
void      ft_game_emit_hint_progress  (FtGame             *self,
                                       const char         *text,
                                       double              fraction);
/* For models: the learner's move at @seat, judged ("move-judged"). */
void      ft_game_judge_move          (FtGame             *self,
                                       guint               seat,
                                       const char         *skill_id,
                                       FtGameVerdict       verdict);
/* For models: a judged move was taken back; no evidence until a new game. */
void      ft_game_took_back           (FtGame             *self);
/* For models: the sentence said when @seat takes back their last play,
 * with the @replies (computers' moves since) that go back with it. */
char     *ft_game_took_back_text      (FtGame             *self,
                                       guint               seat,
                                       guint               replies);

G_END_DECLS
