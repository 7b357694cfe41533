/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-dice-tables.h"
#include "ft-save-file.h"

/* Progress reaches the main context at most this often, so that a fast
 * solve does not flood it with idle callbacks. */
#define PROGRESS_INTERVAL_US 100000

typedef struct
{
  FtDiceTable  *table;
  FtDiceStats   stats;
  gboolean      has_stats;
  gboolean      busy;
  double        progress;
  gint64        started;      /* monotonic, when the table was asked for */
  GCancellable *cancellable;
} Slot;

struct _FtDiceTables
{
  GObject parent_instance;

  Slot   *slots;  /* FT_DICE_TABLES_N_KEYS of them, by key: N, or N | FT_DICE_TABLES_MOST_CHANGE */
};

G_DEFINE_FINAL_TYPE (FtDiceTables, ft_dice_tables, G_TYPE_OBJECT)

enum {
  PROGRESS,
  READY,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What a solving thread works with; the results come back in it. */
typedef struct
{
  FtDiceTables *tables;
  guint         n_dice;       /* the key */
  char         *path;
  gint64        last_report;
  FtDiceTable  *table;
  FtDiceStats   stats;
} Job;

typedef struct
{
  FtDiceTables *tables;
  guint         n_dice;
  double        fraction;
} Report;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_object (&job->tables);
  g_free (job->path);
  g_clear_pointer (&job->table, ft_dice_table_free);
  g_free (job);
}

static gboolean
report_idle_cb (gpointer data)
{
  Report *report = data;
  Slot *slot = &report->tables->slots[report->n_dice];

  if (slot->busy)
    {
      slot->progress = report->fraction;
      g_signal_emit (report->tables, signals[PROGRESS], 0, report->n_dice, report->fraction);
    }
  g_object_unref (report->tables);
  g_free (report);
  return G_SOURCE_REMOVE;
}

/* Called in the solving thread. */
static void
progress_cb (double   fraction,
             gpointer user_data)
{
  Job *job = user_data;
  gint64 now = g_get_monotonic_time ();
  Report *report;

  if (now - job->last_report < PROGRESS_INTERVAL_US && fraction < 1.0)
    return;
  job->last_report = now;

  report = g_new0 (Report, 1);
  report->tables = g_object_ref (job->tables);
  report->n_dice = job->n_dice;
  report->fraction = fraction;
  g_idle_add (report_idle_cb, report);
}

static void
solve_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Job *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(FtDiceTable) starts = NULL;
  g_autofree char *dir = g_path_get_dirname (job->path);
  gboolean has_stats = FALSE;

  guint n = job->n_dice & ~FT_DICE_TABLES_MOST_CHANGE;
  gboolean most_change = (job->n_dice & FT_DICE_TABLES_MOST_CHANGE) != 0;

  /* Partials left by a session that was killed or crashed (their lock is
   * free) go whenever the table is first asked for. */
  ft_dice_table_remove_stale_partials (job->path);
  job->table = ft_dice_table_load (job->path, n, most_change, NULL);
  if (job->table == NULL)
    {
      /* No cache, or one that failed the engine's checks: solve again.  The
       * engine writes a partial file of a name of its own and renames it
       * into place, refuses to replace a file that is not a table of this
       * game, and removes the partial file when cancelled. */
      g_mkdir_with_parents (dir, 0700);
      /* The cache folder is ours, but a file there that is not a table of
       * this game may be someone's: keep it beside, never write over it. */
      if (!ft_dice_table_may_replace (job->path, n, most_change, NULL))
        {
          g_autofree char *aside = ft_save_file_move_aside (job->path, "not-a-table");

          if (aside == NULL)
            {
              g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_EXISTS,
                                       "%s is not a table and cannot be moved aside", job->path);
              return;
            }
        }
      starts = ft_dice_table_solve_to_file (n, most_change, MAX (1, g_get_num_processors ()),
                                            job->path, progress_cb, job, cancellable, &error);
      if (starts == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      ft_dice_stats_compute (starts, &job->stats);
      has_stats = TRUE;
      g_clear_pointer (&starts, ft_dice_table_free);
      job->table = ft_dice_table_load (job->path, n, most_change, &error);
      if (job->table == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  if (!has_stats)
    ft_dice_stats_compute (job->table, &job->stats);
  g_task_return_boolean (task, TRUE);
}

static void
solve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  FtDiceTables *self = FT_DICE_TABLES (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  Slot *slot = &self->slots[job->n_dice];
  g_autoptr(GError) error = NULL;

  slot->busy = FALSE;
  g_clear_object (&slot->cancellable);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_signal_emit (self, signals[FAILED], 0, job->n_dice, error->message);
      return;
    }

  slot->table = g_steal_pointer (&job->table);
  slot->stats = job->stats;
  slot->has_stats = TRUE;
  slot->progress = 1.0;
  g_signal_emit (self, signals[READY], 0, job->n_dice);
}

static void
ft_dice_tables_finalize (GObject *object)
{
  FtDiceTables *self = FT_DICE_TABLES (object);

  for (guint n = 0; n < FT_DICE_TABLES_N_KEYS; n++)
    {
      g_cancellable_cancel (self->slots[n].cancellable);
      g_clear_object (&self->slots[n].cancellable);
      g_clear_pointer (&self->slots[n].table, ft_dice_table_free);
    }
  g_free (self->slots);

  G_OBJECT_CLASS (ft_dice_tables_parent_class)->finalize (object);
}

static void
ft_dice_tables_class_init (FtDiceTablesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_dice_tables_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_DOUBLE);
  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
}

static void
ft_dice_tables_init (FtDiceTables *self)
{
  /* On the heap: the statistics make the slots too big for an instance. */
  self->slots = g_new0 (Slot, FT_DICE_TABLES_N_KEYS);
}

/* The one instance of the process; it lives as long as the process. */
FtDiceTables *
ft_dice_tables_get_default (void)
{
  static FtDiceTables *tables;

  if (g_once_init_enter (&tables))
    g_once_init_leave (&tables, g_object_new (FT_TYPE_DICE_TABLES, NULL));
  return tables;
}

char *
ft_dice_tables_cache_path (guint n_dice)
{
  g_autofree char *name = g_strdup_printf ("dice-%u%s.table", n_dice & ~FT_DICE_TABLES_MOST_CHANGE,
                                          n_dice & FT_DICE_TABLES_MOST_CHANGE ? "-most-change" : "");

  return g_build_filename (g_get_user_cache_dir (), "flip-tutor", name, NULL);
}

/* Loads or solves the table for @n_dice in a thread, unless it is there
 * or on its way; "ready" or "failed" follows. */
void
ft_dice_tables_prepare (FtDiceTables *self,
                        guint         n_dice)
{
  Slot *slot;
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (FT_IS_DICE_TABLES (self));
  g_return_if_fail ((n_dice & ~FT_DICE_TABLES_MOST_CHANGE) >= 2 &&
                    (n_dice & ~FT_DICE_TABLES_MOST_CHANGE) <= FT_DICE_MAX_N);

  slot = &self->slots[n_dice];
  if (slot->table != NULL || slot->busy)
    return;

  slot->busy = TRUE;
  slot->progress = 0.0;
  slot->started = g_get_monotonic_time ();
  slot->cancellable = g_cancellable_new ();
  job = g_new0 (Job, 1);
  job->tables = g_object_ref (self);
  job->n_dice = n_dice;
  job->path = ft_dice_tables_cache_path (n_dice);
  task = g_task_new (self, slot->cancellable, solve_done_cb, NULL);
  g_task_set_source_tag (task, ft_dice_tables_prepare);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, solve_thread);
}

const FtDiceTable *
ft_dice_tables_get (FtDiceTables *self,
                    guint         n_dice)
{
  g_return_val_if_fail (n_dice < FT_DICE_TABLES_N_KEYS, NULL);
  return self->slots[n_dice].table;
}

const FtDiceStats *
ft_dice_tables_get_stats (FtDiceTables *self,
                          guint         n_dice)
{
  g_return_val_if_fail (n_dice < FT_DICE_TABLES_N_KEYS, NULL);
  return self->slots[n_dice].has_stats ? &self->slots[n_dice].stats : NULL;
}

gboolean
ft_dice_tables_is_busy (FtDiceTables *self,
                        guint         n_dice)
{
  g_return_val_if_fail (n_dice < FT_DICE_TABLES_N_KEYS, FALSE);
  return self->slots[n_dice].busy;
}

double
ft_dice_tables_get_progress (FtDiceTables *self,
                             guint         n_dice)
{
  g_return_val_if_fail (n_dice < FT_DICE_TABLES_N_KEYS, 0.0);
  return self->slots[n_dice].progress;
}

/* The seconds a solve still needs at the pace it has gone so far, or -1
 * before it has come far enough to say. */
double
ft_dice_tables_get_seconds_left (FtDiceTables *self,
                                 guint         n_dice)
{
  Slot *slot;
  double elapsed;

  g_return_val_if_fail (n_dice < FT_DICE_TABLES_N_KEYS, -1);
  slot = &self->slots[n_dice];
  if (!slot->busy || slot->progress < 0.03)
    return -1;
  elapsed = (g_get_monotonic_time () - slot->started) / 1e6;
  return elapsed * (1 - slot->progress) / slot->progress;
}

/**
 * ft_dice_tables_cancel_all:
 *
 * Stops every solve and waits until each has ended and removed its partial
 * file, running the main context meanwhile: for the application's shutdown,
 * so that quitting never leaves half a table (157 MB for N = 5) behind.
 */
void
ft_dice_tables_cancel_all (FtDiceTables *self)
{
  g_return_if_fail (FT_IS_DICE_TABLES (self));

  for (guint n = 0; n < FT_DICE_TABLES_N_KEYS; n++)
    g_cancellable_cancel (self->slots[n].cancellable);

  for (guint n = 0; n < FT_DICE_TABLES_N_KEYS; n++)
    while (self->slots[n].busy)
      g_main_context_iteration (NULL, TRUE);
}

/* Whether a cache file is there (it is checked only when loaded). */
gboolean
ft_dice_tables_is_cached (FtDiceTables *self,
                          guint         n_dice)
{
  g_autofree char *path = ft_dice_tables_cache_path (n_dice);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}
