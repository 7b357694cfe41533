/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-page.h"

G_DEFINE_INTERFACE (FtPage, ft_page, GTK_TYPE_WIDGET)

enum {
  CAPABILITIES_CHANGED,
  RECORD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_page_default_init (FtPageInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_boolean ("presentation", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  /* Emitted when undo, redo or hint become possible or impossible, so the
   * window can update the sensitivity of its actions. */
  signals[CAPABILITIES_CHANGED] =
    g_signal_new ("capabilities-changed",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /* A game statistic to add to the learner's record ("played", 1): the
   * window keeps the record, so a page never needs the progress store. */
  signals[RECORD] =
    g_signal_new ("record",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_INT64);
}

const char *
ft_page_get_title (FtPage *self)
{
  g_return_val_if_fail (FT_IS_PAGE (self), NULL);
  return FT_PAGE_GET_IFACE (self)->get_title (self);
}

const char *
ft_page_get_help_id (FtPage *self)
{
  FtPageInterface *iface;

  g_return_val_if_fail (FT_IS_PAGE (self), NULL);
  iface = FT_PAGE_GET_IFACE (self);
  return iface->get_help_id ? iface->get_help_id (self) : NULL;
}

FtPageCapabilities
ft_page_get_capabilities (FtPage *self)
{
  FtPageInterface *iface;

  g_return_val_if_fail (FT_IS_PAGE (self), 0);
  iface = FT_PAGE_GET_IFACE (self);
  return iface->get_capabilities ? iface->get_capabilities (self) : 0;
}

#define FORWARD(name)                                   \
  void                                                  \
  ft_page_##name (FtPage *self)                         \
  {                                                     \
    FtPageInterface *iface;                             \
                                                        \
    g_return_if_fail (FT_IS_PAGE (self));               \
    iface = FT_PAGE_GET_IFACE (self);                   \
    if (iface->name != NULL)                            \
      iface->name (self);                               \
  }

FORWARD (new_game)
FORWARD (undo)
FORWARD (redo)
FORWARD (hint)

#undef FORWARD

/* A sentence or two that sums up the page for a screen reader user who
 * asks "where am I?" (the window reads it on F6 / when the page opens). */
char *
ft_page_describe (FtPage *self)
{
  FtPageInterface *iface;

  g_return_val_if_fail (FT_IS_PAGE (self), NULL);
  iface = FT_PAGE_GET_IFACE (self);
  return iface->describe ? iface->describe (self) : g_strdup (ft_page_get_title (self));
}

/* --- The "game" actions ------------------------------------------------ */

static void
activate_cb (GSimpleAction *action,
             GVariant      *parameter,
             FtPage        *self)
{
  const char *name = g_action_get_name (G_ACTION (action));

  if (g_str_equal (name, "new-game"))
    ft_page_new_game (self);
  else if (g_str_equal (name, "undo"))
    ft_page_undo (self);
  else if (g_str_equal (name, "redo"))
    ft_page_redo (self);
  else if (g_str_equal (name, "hint"))
    ft_page_hint (self);
}

static void
follow_capabilities (FtPage *self)
{
  GActionMap *actions = G_ACTION_MAP (g_object_get_data (G_OBJECT (self), "ft-page-actions"));
  FtPageCapabilities caps = ft_page_get_capabilities (self);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (actions, "new-game")),
                               caps & FT_PAGE_CAN_NEW_GAME);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (actions, "undo")),
                               caps & FT_PAGE_CAN_UNDO);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (actions, "redo")),
                               caps & FT_PAGE_CAN_REDO);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (actions, "hint")),
                               caps & FT_PAGE_CAN_HINT);
}

/**
 * ft_page_new_actions:
 *
 * A "game" action group for @self: new-game, undo, redo and hint, each
 * calling the page's own; all disabled until the page enables them.
 */
GActionGroup *
ft_page_new_actions (FtPage *self)
{
  static const char *const names[] = { "new-game", "undo", "redo", "hint" };
  GSimpleActionGroup *group = g_simple_action_group_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (names[i], NULL);

      g_simple_action_set_enabled (action, FALSE);
      g_signal_connect_object (action, "activate", G_CALLBACK (activate_cb), self, 0);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
    }
  return G_ACTION_GROUP (group);
}

/**
 * ft_page_get_actions:
 *
 * The page's "game" actions (new-game, undo, redo, hint), which the
 * window's header bar and shortcuts use.  A page that has none of its own
 * (get_actions) gets one whose actions follow its capabilities.
 */
GActionGroup *
ft_page_get_actions (FtPage *self)
{
  FtPageInterface *iface;
  GActionGroup *group;

  g_return_val_if_fail (FT_IS_PAGE (self), NULL);
  iface = FT_PAGE_GET_IFACE (self);
  if (iface->get_actions)
    return iface->get_actions (self);
  group = g_object_get_data (G_OBJECT (self), "ft-page-actions");
  if (group == NULL)
    {
      group = ft_page_new_actions (self);
      g_object_set_data_full (G_OBJECT (self), "ft-page-actions", group, g_object_unref);
      g_signal_connect (self, "capabilities-changed", G_CALLBACK (follow_capabilities), NULL);
      follow_capabilities (self);
    }
  return group;
}

void
ft_page_capabilities_changed (FtPage *self)
{
  g_return_if_fail (FT_IS_PAGE (self));
  g_signal_emit (self, signals[CAPABILITIES_CHANGED], 0);
}

void
ft_page_record (FtPage     *self,
                const char *key,
                gint64      delta)
{
  g_return_if_fail (FT_IS_PAGE (self));
  g_signal_emit (self, signals[RECORD], 0, key, delta);
}

/* A two-seat game's first game when there is no save to resume (an
 * FtGameTableClass.start_default): you against one computer player of
 * the preferred strength, so the page is never empty (Ctrl+N sets up
 * other games). */
void
ft_page_start_against_computer (FtGameTable *table)
{
  FtGameSetup setup = { .n_players = 2 };

  g_return_if_fail (FT_IS_GAME_TABLE (table));

  setup.seats[0] = FT_SEAT_PERSON;
  setup.seats[1] = ft_seat_preferred_computer (ft_game_table_get_settings (table));
  ft_game_table_new_game (table, &setup, ft_game_table_next_seed ());
}
