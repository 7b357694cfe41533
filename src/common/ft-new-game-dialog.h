/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-game.h"

G_BEGIN_DECLS

/*
 * One option of a game, bound to the model's property of that name: the
 * dialog shows the property's value and sets it when the game starts.  A
 * boolean property is a switch; a number property a row of toggle buttons
 * from @min to @max, each named with @a11y ("%u dice a player").  Adding an
 * option is one line in the game's spec:
 *
 *   { "mask-chosen", N_("Masks chosen when played"), N_("…") },
 */
typedef struct
{
  const char *property;
  const char *title;
  const char *subtitle;
  guint       min;
  guint       max;
  const char *a11y;
} FtNewGameOption;

#define FT_NEW_GAME_MAX_OPTIONS 10

/* What a game's new-game dialog offers (strings marked with N_()). */
typedef struct
{
  const char      *title;            /* the window title */
  const char      *group_title;      /* "Players" */
  const char      *description;      /* how the game is won */
  guint            min_players;      /* 1 offers a solo game */
  guint            max_players;
  guint            default_players;
  gboolean         one_opponent;     /* two seats, the first yours: one "Opponent" row */
  const char      *seats_title;
  const char      *seats_description;
  gboolean         names_and_ages;   /* each seat has a name and an optional age */
  int              width;
  int              height;
  int              clamp;            /* the rows' width */
  FtNewGameOption  options[FT_NEW_GAME_MAX_OPTIONS];
} FtNewGameSpec;

#define FT_TYPE_NEW_GAME_DIALOG (ft_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, FT, NEW_GAME_DIALOG, AdwWindow)

GtkWidget *ft_new_game_dialog_new         (const FtNewGameSpec *spec,
                                           FtGame              *game,
                                           GSettings           *settings);
void       ft_new_game_dialog_set_players (FtNewGameDialog     *self,
                                           guint                n_players);
void       ft_new_game_dialog_set_seat    (FtNewGameDialog     *self,
                                           guint                seat,
                                           FtSeat               kind);
void       ft_new_game_dialog_start       (FtNewGameDialog     *self);

G_END_DECLS
