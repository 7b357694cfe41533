/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-scrabble-game.h"

G_BEGIN_DECLS

/* For the model's own files only (ft-scrabble-game.c, the play being
 * built in ft-scrabble-game-pending.c, its sentences in
 * ft-scrabble-game-text.c, the save in ft-scrabble-game-save.c): its
 * instance and what they share. */

struct _FtScrabbleGame
{
  FtGame             parent_instance;

  FtScrabbleState    state;
  guint8             owners[FT_SCRABBLE_N_SQUARES];
  GPtrArray         *history;                          /* NULL-terminated */

  /* The play being built, in the order the tiles were put down. */
  FtScrabblePlay     pending;

  /* Settings for the next game. */
  FtScrabbleSettings settings;
  gboolean           open_racks;

  /* Before a person's last play, while it may be taken back. */
  gboolean           can_undo;
  FtScrabbleState    undo_state;
  guint8             undo_owners[FT_SCRABBLE_N_SQUARES];
  guint              undo_history_len;
  guint              undo_replies;    /* the computers' moves since, taken back with it */
  /* After an undo, until the next move: what Redo puts back. */
  gboolean           can_redo;
  FtScrabbleState    redo_state;
  guint8             redo_owners[FT_SCRABBLE_N_SQUARES];
  GPtrArray         *redo_history;
};

/* ft-scrabble-game.c */
void     _ft_scrabble_game_changed        (FtScrabbleGame          *self);
void     _ft_scrabble_game_history_reset  (FtScrabbleGame          *self);
void     _ft_scrabble_game_history_append (FtScrabbleGame          *self,
                                           char                    *text);
gboolean _ft_scrabble_game_refuse         (GError                 **error,
                                           const char              *text);

/* ft-scrabble-game-text.c */
char    *_ft_scrabble_game_describe_move  (FtScrabbleGame          *self,
                                           guint                    who,
                                           const FtScrabbleMove    *move,
                                           const FtScrabbleVerdict *verdict);
char    *_ft_scrabble_game_describe_end   (FtScrabbleGame          *self);

/* ft-scrabble-game-save.c */
char    *ft_scrabble_game_real_to_string   (FtGame     *game);
gboolean ft_scrabble_game_real_load_string (FtGame     *game,
                                            const char *text,
                                            GError    **error);

G_END_DECLS
