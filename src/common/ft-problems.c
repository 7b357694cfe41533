/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-problems.h"

/*
 * A queue of messages for the learner, each under a key that says what it
 * is about ("write:/path/to/hilo.save"): a problem already told is not told
 * again while it lasts (a read-only folder fails every autosave, and one
 * toast says so), and ft_problems_forget() ends it (the next save worked).
 *
 * The queue is used from the main thread only, like the files it speaks
 * for.
 */

struct _FtProblems
{
  GObject     parent_instance;

  GQueue      pending;   /* of char *, oldest first */
  GHashTable *told;      /* keys reported and not forgotten */
};

G_DEFINE_FINAL_TYPE (FtProblems, ft_problems, G_TYPE_OBJECT)

enum {
  REPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_problems_finalize (GObject *object)
{
  FtProblems *self = FT_PROBLEMS (object);

  g_queue_clear_full (&self->pending, g_free);
  g_clear_pointer (&self->told, g_hash_table_unref);

  G_OBJECT_CLASS (ft_problems_parent_class)->finalize (object);
}

static void
ft_problems_class_init (FtProblemsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_problems_finalize;

  /**
   * FtProblems::reported:
   *
   * A message joined the queue; ft_problems_pop() takes it.
   */
  signals[REPORTED] = g_signal_new ("reported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_problems_init (FtProblems *self)
{
  g_queue_init (&self->pending);
  self->told = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* The one queue of the process: the files it speaks for are the
 * process's too. */
FtProblems *
ft_problems_get_default (void)
{
  static FtProblems *problems;

  if (g_once_init_enter (&problems))
    g_once_init_leave (&problems, g_object_new (FT_TYPE_PROBLEMS, NULL));
  return problems;
}

/**
 * ft_problems_report:
 * @key: (nullable): what the problem is about; %NULL for a one-off event
 *
 * Queues @message for the learner unless a problem with @key was told and
 * not forgotten.  The message also goes to the log, for bug reports.
 *
 * Returns: whether the message was queued
 */
gboolean
ft_problems_report (FtProblems *self,
                    const char *key,
                    const char *message)
{
  g_return_val_if_fail (FT_IS_PROBLEMS (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  if (key != NULL && !g_hash_table_add (self->told, g_strdup (key)))
    return FALSE;

  g_message ("%s", message);
  g_queue_push_tail (&self->pending, g_strdup (message));
  g_signal_emit (self, signals[REPORTED], 0);
  return TRUE;
}

/* The problem under @key is over: a new one will be told again. */
void
ft_problems_forget (FtProblems *self,
                    const char *key)
{
  g_return_if_fail (FT_IS_PROBLEMS (self));
  g_return_if_fail (key != NULL);

  g_hash_table_remove (self->told, key);
}

/**
 * ft_problems_pop:
 *
 * Returns: (transfer full) (nullable): the oldest message not yet taken
 */
char *
ft_problems_pop (FtProblems *self)
{
  g_return_val_if_fail (FT_IS_PROBLEMS (self), NULL);

  return g_queue_pop_head (&self->pending);
}
