/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-game-table-private.h"

/*
 * FtGameTable's FtPage side (title, help, what it can do now, new game,
 * undo, redo, hint) and its "game" actions, enabled as the model says
 * (GNOME Text Editor's editor-page-actions.c), and the seeds of new games.
 */

/* Set once, at the start, from the command line; the pages only read it. */
static gboolean games_seeded;
static guint64 games_seed;

void
ft_game_table_seed_games (guint64 seed)
{
  games_seeded = TRUE;
  games_seed = seed;
}

guint64
ft_game_table_next_seed (void)
{
  if (!games_seeded)
    return (guint64) g_get_real_time ();
  return games_seed++;
}

static void
dialog_start_cb (FtGameTable       *self,
                 const FtGameSetup *setup)
{
  ft_game_table_new_game (self, setup, ft_game_table_next_seed ());
}

/* --- FtPage ------------------------------------------------------------ */

static const char *
page_get_title (FtPage *page)
{
  return _(FT_GAME_TABLE_GET_CLASS (page)->title);
}

static const char *
page_get_help_id (FtPage *page)
{
  return FT_GAME_TABLE_GET_CLASS (page)->help_id;
}

/* Whether a hint can be asked now, so the window's Hint button and Ctrl+H
 * are sensitive only then: a game on, hints not turned off, and (for games
 * that hint the mover only, or hint in a way of their own) a person to
 * move with their cards shown. */
static gboolean
can_hint (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  gboolean own_hint = klass->hint != _ft_game_table_real_hint;
  g_autofree char *mode = ft_game_table_hints_mode (self);

  if (g_str_equal (mode, "off") || (!own_hint && !ft_game_has_hints (priv->game)) ||
      !ft_game_is_started (priv->game) || ft_game_is_over (priv->game) ||
      ft_game_table_needs_pass_screen (self))
    return FALSE;
  if (klass->hint_for_mover || own_hint)
    return ft_game_table_person_acts (self);
  return TRUE;
}

static FtPageCapabilities
page_get_capabilities (FtPage *page)
{
  FtGame *game = PRIV (page)->game;

  return FT_PAGE_CAN_NEW_GAME |
         (can_hint (FT_GAME_TABLE (page)) ? FT_PAGE_CAN_HINT : 0) |
         (ft_game_can_undo (game) ? FT_PAGE_CAN_UNDO : 0) |
         (ft_game_can_redo (game) ? FT_PAGE_CAN_REDO : 0);
}

static void
page_new_game (FtPage *page)
{
  FtGameTable *self = FT_GAME_TABLE (page);
  FtGameTablePrivate *priv = PRIV (self);
  GtkWidget *dialog = ft_new_game_dialog_new (FT_GAME_TABLE_GET_CLASS (self)->new_game_spec,
                                              priv->game, priv->settings);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
page_undo (FtPage *page)
{
  ft_game_undo (PRIV (page)->game);
}

static void
page_redo (FtPage *page)
{
  ft_game_redo (PRIV (page)->game);
}

static void
page_hint (FtPage *page)
{
  FT_GAME_TABLE_GET_CLASS (page)->hint (FT_GAME_TABLE (page));
}

static char *
page_describe (FtPage *page)
{
  return FT_GAME_TABLE_GET_CLASS (page)->describe (FT_GAME_TABLE (page));
}

static GActionGroup *
page_get_actions (FtPage *page)
{
  return PRIV (page)->actions;
}

/* Hint follows what can_hint() says, on every change of the game or of
 * the hints preference (both say "capabilities-changed"). */
static void
update_hint_action (FtGameTable *self)
{
  GAction *hint = g_action_map_lookup_action (G_ACTION_MAP (PRIV (self)->actions), "hint");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (hint), can_hint (self));
}

/* The "game" actions, enabled as the model says: undo and redo bound to
 * its "can-undo" and "can-redo", hint when can_hint(), new game always. */
void
_ft_game_table_bind_actions (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  GActionMap *map = G_ACTION_MAP (priv->actions);

  g_object_bind_property (priv->game, "can-undo", g_action_map_lookup_action (map, "undo"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (priv->game, "can-redo", g_action_map_lookup_action (map, "redo"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "new-game")), TRUE);
  g_signal_connect (self, "capabilities-changed", G_CALLBACK (update_hint_action), NULL);
}

void
_ft_game_table_page_init (FtPageInterface *iface)
{
  iface->get_title = page_get_title;
  iface->get_help_id = page_get_help_id;
  iface->get_capabilities = page_get_capabilities;
  iface->new_game = page_new_game;
  iface->undo = page_undo;
  iface->redo = page_redo;
  iface->hint = page_hint;
  iface->describe = page_describe;
  iface->get_actions = page_get_actions;
}

