/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-problems.h"

/*
 * A queue of messages for the learner, each under a key that says what it
 * is about ("write:/path/to/hilo.save"): a problem already told is not told
 * again while it lasts (a read-only folder fails every autosave, and one
 * message says so), and ft_problems_forget() ends it (the next save worked).
 *
 * The queue is used from the main thread only, like the files it speaks
 * for.
 */

struct _FtProblems
{
  GObject     parent_instance;

  GQueue      pending;   /* of Problem *, oldest first */
  GHashTable *told;      /* keys reported and not forgotten */
};

G_DEFINE_FINAL_TYPE (FtProblems, ft_problems, G_TYPE_OBJECT)

typedef struct
{
  char *message;
  char *file;  /* a file the message names (one kept aside), or NULL */
} Problem;

static void
problem_free (gpointer data)
{
  Problem *problem = data;

  g_free (problem->message);
  g_free (problem->file);
  g_free (problem);
}

enum {
  REPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_problems_finalize (GObject *object)
{
  FtProblems *self = FT_PROBLEMS (object);

  g_queue_clear_full (&self->pending, problem_free);
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
  return ft_problems_report_file (self, key, message, NULL);
}

/**
 * ft_problems_report_file:
 * @file: (nullable): a file @message names, which the learner may want to
 *   see in its folder (a save kept aside)
 *
 * As ft_problems_report(), with the file the window offers to show.
 */
gboolean
ft_problems_report_file (FtProblems *self,
                         const char *key,
                         const char *message,
                         const char *file)
{
  Problem *problem;

  g_return_val_if_fail (FT_IS_PROBLEMS (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  if (key != NULL && !g_hash_table_add (self->told, g_strdup (key)))
    return FALSE;

  g_message ("%s", message);
  problem = g_new0 (Problem, 1);
  problem->message = g_strdup (message);
  problem->file = g_strdup (file);
  g_queue_push_tail (&self->pending, problem);
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
  return ft_problems_pop_full (self, NULL);
}

/**
 * ft_problems_pop_full:
 * @file: (out) (optional) (transfer full) (nullable): the file the message
 *   names, if it was reported with one
 *
 * Returns: (transfer full) (nullable): the oldest message not yet taken
 */
char *
ft_problems_pop_full (FtProblems  *self,
                      char       **file)
{
  Problem *problem;
  char *message;

  g_return_val_if_fail (FT_IS_PROBLEMS (self), NULL);

  if (file != NULL)
    *file = NULL;
  problem = g_queue_pop_head (&self->pending);
  if (problem == NULL)
    return NULL;
  message = g_steal_pointer (&problem->message);
  if (file != NULL)
    *file = g_steal_pointer (&problem->file);
  problem_free (problem);
  return message;
}
