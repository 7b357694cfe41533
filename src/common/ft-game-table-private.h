/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-computer-pacer.h"
#include "ft-game-table.h"
#include "ft-hint-runner.h"
#include "ft-page.h"

G_BEGIN_DECLS

/* What the table's files (ft-game-table.c, -hints.c, -actions.c) share. */

typedef struct
{
  GSettings    *settings;
  FtGame       *game;
  gboolean      presentation;
  guint         computer_delay;
  FtComputerPacer *pacer;
  FtHintRunner *hints;
  GActionGroup *actions;               /* "game": new-game, undo, redo, hint */
  int           revealed;              /* the person whose cards are shown, or one of: */
#define HIDDEN     -1                  /* nobody's: the next person passes the screen */
  guint         focus_phase;           /* what focus_next last answered */

  char         *hint_text;
  GtkWidget    *hint_progress;         /* its bar, made on first use */

  GtkWidget    *stack;
  GtkWidget    *status_label;
  GtkWidget    *hint_label;
  GtkWidget    *pass_page;
  GtkWidget    *reveal_button;
  GtkWidget    *over_page;
  GtkWidget    *over_box;
  GtkWidget    *secondary_box;
  GtkWidget    *log_list;
  GtkWidget    *offer_list;            /* "Practise ‹skill›" after a mistake, above the log */
  GtkWidget    *offer_row;
  char         *offer_skill;           /* the skill to offer once the move is done, or NULL */
} FtGameTablePrivate;

#define PRIV(self) (_ft_game_table_get_private (FT_GAME_TABLE (self)))

FtGameTablePrivate *_ft_game_table_get_private  (FtGameTable     *self);
void                _ft_game_table_page_init    (FtPageInterface *iface);
void                _ft_game_table_bind_actions (FtGameTable     *self);
void                _ft_game_table_init_hints   (FtGameTable     *self);
void                _ft_game_table_real_hint    (FtGameTable     *self);

G_END_DECLS
