/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-game-table-private.h"

/*
 * FtGameTable's hint panel.  The hint's life (asked, in parts, cancelled
 * by a change) is the FtHintRunner's; the table shows it and says it.
 */

static void
hint_pending_cb (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);

  if (priv->hint_progress && !ft_hint_runner_is_pending (priv->hints))
    gtk_widget_set_visible (priv->hint_progress, FALSE);
}

void
ft_game_table_set_hint_text (FtGameTable *self,
                             const char  *text)
{
  FtGameTablePrivate *priv = PRIV (self);

  g_free (priv->hint_text);
  priv->hint_text = g_strdup (text);
  if (priv->hint_label)
    {
      gtk_label_set_text (GTK_LABEL (priv->hint_label), text ? text : "");
      gtk_widget_set_visible (priv->hint_label, text != NULL);
    }
}

void
ft_game_table_clear_hint (FtGameTable *self)
{
  ft_hint_runner_clear (PRIV (self)->hints);
  ft_game_table_set_hint_text (self, NULL);
}

const char *
ft_game_table_get_hint_text (FtGameTable *self)
{
  return PRIV (self)->hint_text;
}

static void
hint_ready_cb (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  g_autofree char *mode = ft_game_table_hints_mode (self);
  gpointer hint = ft_hint_runner_get_hint (priv->hints);
  g_autofree char *text = klass->hint_text (self, hint, ft_hint_runner_get_level (priv->hints), mode);
  g_autofree char *words = NULL;

  ft_game_table_set_hint_text (self, text);
  words = ft_hint_runner_words (priv->hints, text);
  ft_announce (GTK_WIDGET (self), words);
  if (klass->hint_shown)
    klass->hint_shown (self, hint);
}

/* A part of a hint (the game's "hint-progress", relayed by the runner):
 * @text in the panel, a named progress bar under it, @text said only the
 * first time. */
static void
hint_progress_cb (FtGameTable *self,
                  const char  *text,
                  double       fraction,
                  gboolean     first)
{
  FtGameTablePrivate *priv = PRIV (self);
  g_autofree char *value = NULL;

  gtk_label_set_text (GTK_LABEL (priv->hint_label), text);
  gtk_widget_set_visible (priv->hint_label, TRUE);
  if (first)
    ft_announce (GTK_WIDGET (self), text);
  if (priv->hint_progress == NULL)
    {
      GtkWidget *parent = gtk_widget_get_parent (priv->hint_label);

      if (!GTK_IS_BOX (parent))
        return;
      priv->hint_progress = gtk_progress_bar_new ();
      gtk_box_insert_child_after (GTK_BOX (parent), priv->hint_progress, priv->hint_label);
    }
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (priv->hint_progress), fraction);
  /* Translators: how far a hint's slow part has got, e.g. "40%". */
  value = g_strdup_printf (_("%.0f%%"), 100.0 * fraction);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->hint_progress),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Progress of the hint"),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value,
                                  -1);
  gtk_widget_set_visible (priv->hint_progress, TRUE);
}

void
_ft_game_table_real_hint (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  g_autofree char *mode = ft_game_table_hints_mode (self);

  if (g_str_equal (mode, "off"))
    {
      ft_announce (GTK_WIDGET (self), _("Hints are turned off in the preferences."));
      return;
    }
  if (FT_GAME_TABLE_GET_CLASS (self)->hint_for_mover && !ft_game_table_person_acts (self))
    {
      ft_announce (GTK_WIDGET (self), _("A hint is for the player whose move it is."));
      return;
    }
  if (!ft_game_is_started (priv->game) || ft_game_table_needs_pass_screen (self) ||
      !ft_game_has_hints (priv->game))
    return;

  /* A hint in parts shows them as they come; the limited hint waits for
   * the whole. */
  ft_hint_runner_set_parts (priv->hints, priv->hint_label != NULL && g_str_equal (mode, "on"));
  if (!ft_hint_runner_has_hint (priv->hints) && priv->hint_label)
    {
      gtk_label_set_text (GTK_LABEL (priv->hint_label), _("Thinking about a hint…"));
      gtk_widget_set_visible (priv->hint_label, TRUE);
    }
  /* Computed off the main thread from the viewer's own view. */
  ft_hint_runner_ask (priv->hints, ft_game_table_viewer (self));
}

/* The table's hint runner, shown in the page's hint panel. */
void
_ft_game_table_init_hints (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);

  priv->hints = ft_hint_runner_new (priv->game);
  g_signal_connect_object (priv->hints, "ready", G_CALLBACK (hint_ready_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->hints, "progress", G_CALLBACK (hint_progress_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->hints, "notify::pending", G_CALLBACK (hint_pending_cb), self,
                           G_CONNECT_SWAPPED);
}
