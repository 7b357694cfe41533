/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-computer-pacer.h"

/*
 * FtComputerPacer: see ft-computer-pacer.h.
 */

#define REDUCED_DELAY_MS 300

struct _FtComputerPacer
{
  GObject       parent_instance;

  FtGame       *game;
  guint         delay;
  gboolean      reduce_motion;
  guint         source;        /* waiting before the computer thinks */
  GCancellable *cancellable;   /* a computer is thinking */
};

G_DEFINE_FINAL_TYPE (FtComputerPacer, ft_computer_pacer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_DELAY,
  PROP_REDUCE_MOTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
move_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(FtComputerPacer) self = user_data;

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  /* Done thinking: the move's own "changed" schedules the next one. */
  g_clear_object (&self->cancellable);
  ft_game_computer_move_finish (FT_GAME (source), result, NULL);
}

static gboolean
timeout_cb (gpointer user_data)
{
  FtComputerPacer *self = user_data;

  self->source = 0;
  self->cancellable = g_cancellable_new ();
  ft_game_computer_move_async (self->game, self->cancellable, move_done_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* How long a computer "thinks" before it moves: less under reduce motion. */
guint
ft_computer_pacer_get_pace (FtComputerPacer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PACER (self), 0);
  return self->reduce_motion ? MIN (self->delay, REDUCED_DELAY_MS) : self->delay;
}

/* Plays the computer the game waits for, after the pace; nothing when it
 * waits for a person or a computer is already on its way. */
void
ft_computer_pacer_schedule (FtComputerPacer *self)
{
  g_return_if_fail (FT_IS_COMPUTER_PACER (self));

  if (self->source != 0 || self->cancellable != NULL || !ft_game_waits_for_computer (self->game))
    return;
  self->source = g_timeout_add (ft_computer_pacer_get_pace (self), timeout_cb, self);
}

/* Drops the computer's move on its way (a new game starts). */
void
ft_computer_pacer_stop (FtComputerPacer *self)
{
  g_return_if_fail (FT_IS_COMPUTER_PACER (self));

  g_clear_handle_id (&self->source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
}

/* Whether a computer's move is on its way (waiting or thinking). */
gboolean
ft_computer_pacer_is_busy (FtComputerPacer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PACER (self), FALSE);
  return self->source != 0 || self->cancellable != NULL;
}

static void
game_changed_cb (FtComputerPacer *self)
{
  ft_computer_pacer_schedule (self);
}

static void
ft_computer_pacer_dispose (GObject *object)
{
  FtComputerPacer *self = FT_COMPUTER_PACER (object);

  ft_computer_pacer_stop (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ft_computer_pacer_parent_class)->dispose (object);
}

static void
ft_computer_pacer_constructed (GObject *object)
{
  FtComputerPacer *self = FT_COMPUTER_PACER (object);

  G_OBJECT_CLASS (ft_computer_pacer_parent_class)->constructed (object);

  g_return_if_fail (FT_IS_GAME (self->game));
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
}

static void
ft_computer_pacer_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  FtComputerPacer *self = FT_COMPUTER_PACER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_DELAY:
      g_value_set_uint (value, self->delay);
      break;
    case PROP_REDUCE_MOTION:
      g_value_set_boolean (value, self->reduce_motion);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_computer_pacer_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  FtComputerPacer *self = FT_COMPUTER_PACER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_DELAY:
      if (self->delay != g_value_get_uint (value))
        {
          self->delay = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_REDUCE_MOTION:
      if (self->reduce_motion != g_value_get_boolean (value))
        {
          self->reduce_motion = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_computer_pacer_class_init (FtComputerPacerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_computer_pacer_dispose;
  object_class->constructed = ft_computer_pacer_constructed;
  object_class->get_property = ft_computer_pacer_get_property;
  object_class->set_property = ft_computer_pacer_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, FT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* How long a computer player "thinks", so people can follow; 0 in tests. */
  properties[PROP_DELAY] =
    g_param_spec_uint ("delay", NULL, NULL, 0, 10000, FT_COMPUTER_PACER_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS |
                       G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_REDUCE_MOTION] =
    g_param_spec_boolean ("reduce-motion", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_computer_pacer_init (FtComputerPacer *self)
{
}

FtComputerPacer *
ft_computer_pacer_new (FtGame *game)
{
  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  return g_object_new (FT_TYPE_COMPUTER_PACER, "game", game, NULL);
}
