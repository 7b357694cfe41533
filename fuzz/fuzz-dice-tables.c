/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-dice-tables.h"

/*
 * FtDiceTables for the dice save target: the same type, signals and
 * preconditions as src/games/dice/ft-dice-tables.c, without the solve.
 * A loaded save asks for its table; solving it (up to 546 MB) once an
 * input would stop the fuzzer, and the solver has its own tests.
 */

struct _FtDiceTables
{
  GObject parent_instance;
};

G_DEFINE_FINAL_TYPE (FtDiceTables, ft_dice_tables, G_TYPE_OBJECT)

static void
ft_dice_tables_class_init (FtDiceTablesClass *klass)
{
  g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_DOUBLE);
  g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
}

static void
ft_dice_tables_init (FtDiceTables *self)
{
}

FtDiceTables *
ft_dice_tables_get_default (void)
{
  static FtDiceTables *tables;

  if (g_once_init_enter (&tables))
    g_once_init_leave (&tables, g_object_new (FT_TYPE_DICE_TABLES, NULL));
  return tables;
}

void
ft_dice_tables_prepare (FtDiceTables *self,
                        guint         n_dice)
{
  g_return_if_fail (FT_IS_DICE_TABLES (self));
  g_return_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N);
}

const FtDiceTable *
ft_dice_tables_get (FtDiceTables *self,
                    guint         n_dice)
{
  g_return_val_if_fail (FT_IS_DICE_TABLES (self), NULL);
  g_return_val_if_fail (n_dice <= FT_DICE_MAX_N, NULL);
  return NULL;
}

const FtDiceStats *
ft_dice_tables_get_stats (FtDiceTables *self,
                          guint         n_dice)
{
  return NULL;
}

gboolean
ft_dice_tables_is_busy (FtDiceTables *self,
                        guint         n_dice)
{
  return FALSE;
}

double
ft_dice_tables_get_progress (FtDiceTables *self,
                             guint         n_dice)
{
  return 0.0;
}

double
ft_dice_tables_get_seconds_left (FtDiceTables *self,
                                 guint         n_dice)
{
  return -1;
}

gboolean
ft_dice_tables_is_cached (FtDiceTables *self,
                          guint         n_dice)
{
  return FALSE;
}

char *
ft_dice_tables_cache_path (guint n_dice)
{
  return NULL;
}
