/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "ft-nim-game.h"

#define SAVE_GROUP "Nim"
#define MAX_MOVES 64

struct _FtNimGame
{
  FtGame  parent_instance;

  guint   pile;
  guint   current;
  guint   moves[MAX_MOVES];
  guint   n_moves;
  guint   changes;      /* a computer's move for an older game is dropped */

  GMutex  lock;
  GCond   released;
  gboolean held;
  guint   worked;       /* hints the worker finished */
};

G_DEFINE_FINAL_TYPE (FtNimGame, ft_nim_game, FT_TYPE_GAME)

static void
changed (FtNimGame *self)
{
  self->changes++;
  ft_game_changed (FT_GAME (self));
}

static gboolean
real_start (FtGame            *game,
            const FtGameSetup *setup,
            guint64            seed,
            GError           **error)
{
  FtNimGame *self = FT_NIM_GAME (game);

  ft_game_set_seats (game, setup->n_players, setup->seats, setup->has_names ? setup->names : NULL);
  self->pile = 7 + seed % 6;
  self->current = 0;
  self->n_moves = 0;
  ft_game_set_started (game, TRUE);
  changed (self);
  return TRUE;
}

static int
real_get_turn (FtGame *game)
{
  FtNimGame *self = FT_NIM_GAME (game);

  return ft_game_is_started (game) && self->pile > 0 ? (int) self->current : -1;
}

static gboolean
real_is_over (FtGame *game)
{
  return FT_NIM_GAME (game)->pile == 0;
}

gboolean
ft_nim_game_take (FtNimGame  *self,
                  guint       n,
                  GError    **error)
{
  g_autofree char *name = NULL;

  if (n < 1 || n > 3 || n > self->pile || self->n_moves == MAX_MOVES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "cannot take %u of %u", n, self->pile);
      return FALSE;
    }
  name = ft_game_seat_name (FT_GAME (self), self->current);
  self->pile -= n;
  self->moves[self->n_moves++] = n;
  ft_game_emit_eventf (FT_GAME (self), "%s took %u.", name, n);
  if (self->pile == 0)
    ft_game_emit_game_over (FT_GAME (self), self->current);
  else
    self->current = (self->current + 1) % ft_game_get_n_players (FT_GAME (self));
  changed (self);
  return TRUE;
}

guint
ft_nim_game_get_pile (FtNimGame *self)
{
  return self->pile;
}

/* --- Computer players -------------------------------------------------- */

typedef struct
{
  guint pile;
  guint changes;
  guint take;
} Thought;

static gpointer
real_computer_snapshot (FtGame *game)
{
  FtNimGame *self = FT_NIM_GAME (game);
  Thought *t = g_new0 (Thought, 1);

  t->pile = self->pile;
  t->changes = self->changes;
  return t;
}

static void
real_computer_think (gpointer data)
{
  Thought *t = data;

  t->take = t->pile % 4 ? t->pile % 4 : 1;
}

static gboolean
real_computer_apply (FtGame   *game,
                     gpointer  data,
                     GError  **error)
{
  FtNimGame *self = FT_NIM_GAME (game);
  Thought *t = data;

  if (t->changes != self->changes || !ft_game_waits_for_computer (game))
    return FALSE;
  return ft_nim_game_take (self, t->take, error);
}

/* --- Undo -------------------------------------------------------------- */

static gboolean
real_can_undo (FtGame *game)
{
  return FT_NIM_GAME (game)->n_moves > 0;
}

static void
real_undo (FtGame *game)
{
  FtNimGame *self = FT_NIM_GAME (game);

  if (self->pile > 0)
    self->current = (self->current + ft_game_get_n_players (game) - 1) % ft_game_get_n_players (game);
  self->pile += self->moves[--self->n_moves];
  changed (self);
}

/* --- Hints ------------------------------------------------------------- */

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  FtNimGame *self = source;
  FtNimHint *hint = g_new0 (FtNimHint, 1);

  g_mutex_lock (&self->lock);
  while (self->held)
    g_cond_wait (&self->released, &self->lock);
  g_mutex_unlock (&self->lock);

  hint->pile = GPOINTER_TO_UINT (data);
  hint->take = hint->pile % 4 ? hint->pile % 4 : 1;
  g_task_return_pointer (task, hint, g_free);

  g_mutex_lock (&self->lock);
  self->worked++;
  g_mutex_unlock (&self->lock);
}

static void
real_hint_async (FtGame              *game,
                 guint                seat,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  FtNimGame *self = FT_NIM_GAME (game);
  g_autofree char *part = g_strdup_printf ("%u stones are left.", self->pile);

  /* The first part at once, the advice from the worker. */
  ft_game_emit_hint_progress (game, part, 0.5);
  ft_game_run_hint (game, GUINT_TO_POINTER (self->pile), NULL, hint_thread, cancellable, callback, user_data);
}

void
ft_nim_game_hold_hints (FtNimGame *self,
                        gboolean   hold)
{
  g_mutex_lock (&self->lock);
  self->held = hold;
  g_cond_broadcast (&self->released);
  g_mutex_unlock (&self->lock);
}

guint
ft_nim_game_hints_worked (FtNimGame *self)
{
  guint worked;

  g_mutex_lock (&self->lock);
  worked = self->worked;
  g_mutex_unlock (&self->lock);
  return worked;
}

/* --- Saving ------------------------------------------------------------ */

static char *
real_to_string (FtGame *game)
{
  FtNimGame *self = FT_NIM_GAME (game);
  g_autoptr(GKeyFile) file = ft_game_save_new (SAVE_GROUP, 1, ft_game_get_n_seats (game),
                                               ft_game_get_seats (game, NULL), ft_game_get_names (game));
  g_autofree char *state = g_strdup_printf ("%u %u", self->pile, self->current);

  return ft_game_save_to_text (file, SAVE_GROUP, state);
}

static gboolean
real_load_string (FtGame      *game,
                  const char  *text,
                  GError     **error)
{
  FtNimGame *self = FT_NIM_GAME (game);
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *state = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(GError) why = NULL;
  FtSeat seats[2];
  guint pile, current;

  file = ft_game_save_open (text, SAVE_GROUP, 1, &state);
  if (file == NULL || sscanf (state, "%u %u", &pile, &current) != 2 || current > 1 ||
      !ft_game_save_read_seats (file, SAVE_GROUP, 2, seats, &names, &why))
    return ft_game_save_refuse (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "Nim", why);
  self->pile = pile;
  self->current = current;
  self->n_moves = 0;
  ft_game_set_seats (game, 2, seats, (const char * const *) names);
  ft_game_set_started (game, TRUE);
  changed (self);
  return TRUE;
}

static void
ft_nim_game_finalize (GObject *object)
{
  FtNimGame *self = FT_NIM_GAME (object);

  g_mutex_clear (&self->lock);
  g_cond_clear (&self->released);

  G_OBJECT_CLASS (ft_nim_game_parent_class)->finalize (object);
}

static void
ft_nim_game_class_init (FtNimGameClass *klass)
{
  FtGameClass *game_class = FT_GAME_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ft_nim_game_finalize;
  game_class->start = real_start;
  game_class->get_turn = real_get_turn;
  game_class->is_over = real_is_over;
  game_class->computer_snapshot = real_computer_snapshot;
  game_class->computer_think = real_computer_think;
  game_class->computer_apply = real_computer_apply;
  game_class->computer_free = g_free;
  game_class->can_undo = real_can_undo;
  game_class->undo = real_undo;
  game_class->hint_async = real_hint_async;
  game_class->hint_free = g_free;
  game_class->to_string = real_to_string;
  game_class->load_string = real_load_string;
}

static void
ft_nim_game_init (FtNimGame *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->released);
}

FtNimGame *
ft_nim_game_new (const char *save_path)
{
  return g_object_new (FT_TYPE_NIM_GAME, "save-path", save_path, NULL);
}
