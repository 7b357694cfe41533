/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-hint-runner.h"

/*
 * FtHintRunner: see ft-hint-runner.h.
 */

struct _FtHintRunner
{
  GObject       parent_instance;

  FtGame       *game;
  guint         serial;        /* bumped on every change of the game */
  gpointer      hint;
  guint         hint_serial;   /* the position the hint (or question) is for */
  guint         level;
  GCancellable *cancellable;
  gboolean      pending;       /* asked, not yet arrived */
  gboolean      parts;         /* relay a hint's parts */
  char         *partial;       /* what a hint in parts shows */
  char         *said;          /* and what of it was announced */
};

G_DEFINE_FINAL_TYPE (FtHintRunner, ft_hint_runner, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PENDING,
  N_PROPS
};

enum {
  READY,
  PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_pending (FtHintRunner *self,
             gboolean      pending)
{
  if (self->pending == pending)
    return;
  self->pending = pending;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
}

/* Forgets the level and the parts said: the next hint starts over. */
void
ft_hint_runner_clear (FtHintRunner *self)
{
  g_return_if_fail (FT_IS_HINT_RUNNER (self));

  self->level = 0;
  set_pending (self, FALSE);
  g_clear_pointer (&self->partial, g_free);
  g_clear_pointer (&self->said, g_free);
}

static void
game_changed_cb (FtHintRunner *self)
{
  self->serial++;
  /* A hint still being worked out is for a position that has gone. */
  g_cancellable_cancel (self->cancellable);
  ft_hint_runner_clear (self);
}

static void
deliver (FtHintRunner *self)
{
  set_pending (self, FALSE);
  self->level++;
  g_signal_emit (self, signals[READY], 0);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FtHintRunner) self = user_data;
  gpointer hint = ft_game_hint_finish (FT_GAME (source), result, NULL);

  /* A hint for a position that has gone is dropped. */
  if (hint == NULL || self->hint_serial != self->serial || self->game == NULL)
    {
      /* Only the answer to the latest question ends the wait. */
      if (self->hint_serial == self->serial && !g_cancellable_is_cancelled (self->cancellable))
        set_pending (self, FALSE);
      ft_game_hint_free (FT_GAME (source), hint);
      return;
    }
  ft_game_hint_free (self->game, self->hint);
  self->hint = hint;
  deliver (self);
}

/**
 * ft_hint_runner_ask:
 * @seat: whose hint (from what that seat may see)
 *
 * Asked again at the same position, delivers the same hint a level
 * further at once ("ready"); otherwise asks the game, off the main thread.
 * Returns TRUE when the hint is being worked out.
 */
gboolean
ft_hint_runner_ask (FtHintRunner *self,
                    guint         seat)
{
  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), FALSE);
  g_return_val_if_fail (ft_game_has_hints (self->game), FALSE);

  if (ft_hint_runner_has_hint (self))
    {
      deliver (self);
      return FALSE;
    }
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->hint_serial = self->serial;
  g_clear_pointer (&self->partial, g_free);
  g_clear_pointer (&self->said, g_free);
  set_pending (self, TRUE);
  ft_game_hint_async (self->game, seat, self->cancellable, hint_ready_cb, g_object_ref (self));
  return TRUE;
}

/* Whether the last hint is for the position as it is. */
gboolean
ft_hint_runner_has_hint (FtHintRunner *self)
{
  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), FALSE);
  return self->hint != NULL && self->hint_serial == self->serial;
}

gpointer
ft_hint_runner_get_hint (FtHintRunner *self)
{
  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), NULL);
  return self->hint;
}

/* 1 for the hint as first shown, 2 when asked again, … */
guint
ft_hint_runner_get_level (FtHintRunner *self)
{
  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), 0);
  return self->level;
}

gboolean
ft_hint_runner_is_pending (FtHintRunner *self)
{
  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), FALSE);
  return self->pending;
}

/* Whether a hint's parts are relayed ("progress"); the limited hint, and a
 * table with nowhere to show them, wait for the whole. */
void
ft_hint_runner_set_parts (FtHintRunner *self,
                          gboolean      parts)
{
  g_return_if_fail (FT_IS_HINT_RUNNER (self));
  self->parts = parts;
}

/**
 * ft_hint_runner_progress:
 * @text: what is known so far
 * @fraction: how far the rest has got, 0 to 1
 *
 * A part of the hint awaited: emits "progress", first TRUE for the first
 * text (which the whole hint then does not say again).  Ignored when no
 * hint is awaited (a move was made, it was cleared) or parts are not
 * relayed, so a game may report without checking.
 */
void
ft_hint_runner_progress (FtHintRunner *self,
                         const char   *text,
                         double        fraction)
{
  gboolean first;

  g_return_if_fail (FT_IS_HINT_RUNNER (self));

  if (!self->pending || !self->parts)
    return;
  first = self->partial == NULL;
  if (g_strcmp0 (text, self->partial) != 0)
    {
      g_free (self->partial);
      self->partial = g_strdup (text);
      if (first)
        self->said = g_strdup (text);
    }
  g_signal_emit (self, signals[PROGRESS], 0, text, CLAMP (fraction, 0.0, 1.0), first);
}

static void
game_hint_progress_cb (FtHintRunner *self,
                       const char   *text,
                       double        fraction)
{
  ft_hint_runner_progress (self, text, fraction);
}

/* The lines of @text that @before did not show, or NULL for all of it. */
static char *
new_lines (const char *before,
           const char *text)
{
  g_auto(GStrv) old = NULL;
  g_auto(GStrv) lines = NULL;
  GString *out;

  if (before == NULL || text == NULL)
    return NULL;
  old = g_strsplit (before, "\n", -1);
  lines = g_strsplit (text, "\n", -1);
  out = g_string_new (NULL);
  for (guint i = 0; lines[i]; i++)
    if (*lines[i] && !g_strv_contains ((const char * const *) old, lines[i]))
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, lines[i]);
      }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* What a screen reader hears of a hint the first time: its first sentence
 * alone, the rest (shown in the panel) on request.  NULL when the hint is
 * one sentence already. */
static char *
headline (const char *text)
{
  const char *end = text ? strstr (text, ". ") : NULL;

  if (end == NULL || end[2] == '\0')
    return NULL;
  /* Translators: a hint's first sentence, then how to hear the rest */
  return g_strdup_printf (_("%.*s. Ask for a hint again to hear more."), (int) (end - text), text);
}

/**
 * ft_hint_runner_words:
 * @text: the hint's words at the level delivered
 *
 * What to say of @text: a hint that came in parts has said its first part,
 * so only its new lines; asked the first time, its first sentence (the
 * rest on asking again); otherwise all of it.
 */
char *
ft_hint_runner_words (FtHintRunner *self,
                      const char   *text)
{
  char *words;

  g_return_val_if_fail (FT_IS_HINT_RUNNER (self), NULL);

  words = new_lines (self->said, text);
  g_clear_pointer (&self->partial, g_free);
  g_clear_pointer (&self->said, g_free);
  if (words == NULL && self->level == 1)
    words = headline (text);
  return words ? words : g_strdup (text);
}

static void
ft_hint_runner_dispose (GObject *object)
{
  FtHintRunner *self = FT_HINT_RUNNER (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->game)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      ft_game_hint_free (self->game, g_steal_pointer (&self->hint));
    }
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ft_hint_runner_parent_class)->dispose (object);
}

static void
ft_hint_runner_finalize (GObject *object)
{
  FtHintRunner *self = FT_HINT_RUNNER (object);

  g_free (self->partial);
  g_free (self->said);

  G_OBJECT_CLASS (ft_hint_runner_parent_class)->finalize (object);
}

static void
ft_hint_runner_constructed (GObject *object)
{
  FtHintRunner *self = FT_HINT_RUNNER (object);

  G_OBJECT_CLASS (ft_hint_runner_parent_class)->constructed (object);

  g_return_if_fail (FT_IS_GAME (self->game));
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "hint-progress", G_CALLBACK (game_hint_progress_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
ft_hint_runner_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  FtHintRunner *self = FT_HINT_RUNNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PENDING:
      g_value_set_boolean (value, self->pending);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hint_runner_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  FtHintRunner *self = FT_HINT_RUNNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hint_runner_class_init (FtHintRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_hint_runner_dispose;
  object_class->finalize = ft_hint_runner_finalize;
  object_class->constructed = ft_hint_runner_constructed;
  object_class->get_property = ft_hint_runner_get_property;
  object_class->set_property = ft_hint_runner_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, FT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PENDING] =
    g_param_spec_boolean ("pending", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                    G_TYPE_STRING, G_TYPE_DOUBLE, G_TYPE_BOOLEAN);
}

static void
ft_hint_runner_init (FtHintRunner *self)
{
}

FtHintRunner *
ft_hint_runner_new (FtGame *game)
{
  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  return g_object_new (FT_TYPE_HINT_RUNNER, "game", game, NULL);
}
