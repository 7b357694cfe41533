/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-table.h"

G_BEGIN_DECLS

#define FT_TYPE_PAGE (ft_page_get_type ())
G_DECLARE_INTERFACE (FtPage, ft_page, FT, PAGE, GtkWidget)

/*
 * What the window asks of every game and lesson page.  The window owns the
 * header bar and the shortcuts (Ctrl+N, Ctrl+Z, Ctrl+H, F1), bound to the
 * page's "game" actions (ft_page_get_actions(): game.new-game, game.undo,
 * game.redo, game.hint); a page says which of them it supports and does
 * the work.
 *
 * Properties every page has:
 *  - "presentation" (gboolean): classroom projection is on; a page hides its
 *    secondary panels (logs, statistics sidebars) while it is set.
 */
typedef enum
{
  FT_PAGE_CAN_NEW_GAME = 1 << 0,
  FT_PAGE_CAN_UNDO     = 1 << 1,
  FT_PAGE_CAN_REDO     = 1 << 2,
  FT_PAGE_CAN_HINT     = 1 << 3,
} FtPageCapabilities;

struct _FtPageInterface
{
  GTypeInterface parent_iface;

  const char        *(*get_title)        (FtPage *self);
  const char        *(*get_help_id)      (FtPage *self);
  FtPageCapabilities (*get_capabilities) (FtPage *self);
  void               (*new_game)         (FtPage *self);
  void               (*undo)             (FtPage *self);
  void               (*redo)             (FtPage *self);
  void               (*hint)             (FtPage *self);
  char              *(*describe)         (FtPage *self);
  /* Optional: the page's "game" actions (ft_page_get_actions()). */
  GActionGroup      *(*get_actions)      (FtPage *self);
};

const char        *ft_page_get_title        (FtPage *self);
const char        *ft_page_get_help_id      (FtPage *self);
FtPageCapabilities ft_page_get_capabilities (FtPage *self);
void               ft_page_new_game         (FtPage *self);
void               ft_page_undo             (FtPage *self);
void               ft_page_redo             (FtPage *self);
void               ft_page_hint             (FtPage *self);
char              *ft_page_describe         (FtPage *self);
void               ft_page_capabilities_changed (FtPage *self);
GActionGroup      *ft_page_get_actions      (FtPage *self);
GActionGroup      *ft_page_new_actions      (FtPage *self);
void               ft_page_record           (FtPage     *self,
                                             const char *key,
                                             gint64      delta);

/* Shared by the game pages (FtGameTable subclasses). */
void               ft_page_start_against_computer (FtGameTable *table);

G_END_DECLS
