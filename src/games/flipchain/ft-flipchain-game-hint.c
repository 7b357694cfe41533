/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-words.h"
#include "ft-flipchain-game.h"
#include "ft-flipchain-game-hint.h"

/*
 * The Flipchain model's hint (ft-flipchain-game.c asks for it): worked out
 * in a worker thread on a copy of the game, its parts sent to the main
 * thread as they come.
 */

/* --- Hints ------------------------------------------------------------- */

typedef struct
{
  FtFcGame      game;
  guint64       seed;
  gint         *cancel;  /* raised when the GCancellable is */
  /* Progress reports to the main thread. */
  GTask        *task;
  FtFcHint     *partial;
  gint64        last_report;
  guint         last_percent;
} HintData;

static void
hint_data_free (gpointer data)
{
  HintData *d = data;

  g_atomic_rc_box_release (d->cancel);
  g_free (d->partial);
  g_free (d);
}

static void
hint_cancelled_cb (GCancellable *cancellable,
                   gint         *cancel)
{
  g_atomic_int_set (cancel, 1);
}

typedef struct
{
  FtFlipchainGame *self;
  GCancellable    *cancellable;
  FtFcHint         hint;
  double           fraction;
} HintReport;

static gboolean
hint_report_cb (gpointer data)
{
  HintReport *r = data;

  if (r->cancellable == NULL || !g_cancellable_is_cancelled (r->cancellable))
    {
      /* The advice first (flipchain-words.c), the expert's line after it. */
      g_autofree char *known = ft_fc_hint_advice (&r->hint);
      g_autofree char *text = g_strconcat (known, "\n", _("The expert is choosing a move…"), NULL);

      ft_game_emit_hint_progress (FT_GAME (r->self), text, r->fraction);
    }
  return G_SOURCE_REMOVE;
}

static void
hint_report_free (gpointer data)
{
  HintReport *r = data;

  g_object_unref (r->self);
  g_clear_object (&r->cancellable);
  g_free (r);
}

/* On the worker: hands the main thread a copy of the hint so far. */
static void
hint_report (HintData *d,
             double    fraction)
{
  HintReport *r = g_new0 (HintReport, 1);
  GCancellable *cancellable = g_task_get_cancellable (d->task);

  r->self = g_object_ref (g_task_get_source_object (d->task));
  r->cancellable = cancellable ? g_object_ref (cancellable) : NULL;
  r->hint = *d->partial;
  r->fraction = fraction;
  g_main_context_invoke_full (g_task_get_context (d->task), G_PRIORITY_DEFAULT,
                              hint_report_cb, r, hint_report_free);
}

/* The expert's progress: a report each whole percent, ten a second at most. */
static void
hint_expert_progress (double   fraction,
                      gpointer data)
{
  HintData *d = data;
  guint percent = (guint) (fraction * 100);
  gint64 now = g_get_monotonic_time ();

  if (percent == d->last_percent || now - d->last_report < G_USEC_PER_SEC / 10 || fraction >= 1.0)
    return;
  d->last_percent = percent;
  d->last_report = now;
  hint_report (d, fraction);
}

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintData *d = task_data;
  FtFcHint *hint = g_new0 (FtFcHint, 1);
  FtFcBudget budget = { 0 };
  gulong id = 0;

  if (cancellable != NULL)
    id = g_cancellable_connect (cancellable, G_CALLBACK (hint_cancelled_cb),
                                g_atomic_rc_box_acquire (d->cancel),
                                (GDestroyNotify) g_atomic_rc_box_release);

  /* The quick parts first, shown at once (a few ms even on side 10). */
  d->task = task;
  d->partial = g_new0 (FtFcHint, 1);
  ft_fc_hint_tactics (&d->game, hint);
  *d->partial = *hint;
  if (d->game.status == FT_FC_PLAYING)
    hint_report (d, 0.0);
  /* Side 3 is solved from anywhere, in seconds at most; on sides 4 and 5
   * the solver gets a moment, enough late in a game (the engine says). */
  if (d->game.status == FT_FC_PLAYING && !g_atomic_int_get (d->cancel) &&
      ft_fc_hint_solve (&d->game, NULL,
                        d->game.board.side <= FT_FC_HINT_SOLVED_SIDE ? 5 * G_USEC_PER_SEC
                                                                     : G_USEC_PER_SEC * 2 / 5,
                        d->cancel, hint))
    {
      *d->partial = *hint;
      hint_report (d, 0.0);
    }
  budget.playouts = FT_FC_EXPERT_PLAYOUTS;
  budget.time_us = FT_FLIPCHAIN_EXPERT_TIME_US;
  budget.seed = d->seed;
  budget.cancel = d->cancel;
  budget.progress = hint_expert_progress;
  budget.progress_data = d;
  d->last_report = g_get_monotonic_time ();
  if (d->game.status == FT_FC_PLAYING && !g_atomic_int_get (d->cancel))
    ft_fc_hint_expert (&d->game, &budget, hint);

  if (cancellable != NULL)
    g_cancellable_disconnect (cancellable, id);
  if (g_task_return_error_if_cancelled (task))
    g_free (hint);
  else
    g_task_return_pointer (task, hint, g_free);
}

/**
 * ft_flipchain_game_real_hint_async:
 *
 * The hint for the colour to move (R10: nothing is hidden, so @seat only
 * says who asks): legal placements, wins now, the opponent's threats and
 * the placements that stop them, the expert's choice with what it flips,
 * and on the solved boards the value with perfect play.  Computed in a
 * worker thread on a copy of the game; the parts known before the
 * expert's choice, and the expert's progress, come as "hint-progress".
 * Cancelling @cancellable stops the expert and the solver.
 */
void
ft_flipchain_game_run_hint (FtGame             *game,
                            const FtFcGame     *state,
                            guint64             seed,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  HintData *d = g_new0 (HintData, 1);

  d->game = *state;
  d->seed = seed;
  d->cancel = g_atomic_rc_box_new0 (gint);
  ft_game_run_hint (game, d, hint_data_free, hint_thread, cancellable, callback, user_data);
}
