/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ft-seat.h"

G_BEGIN_DECLS

/* The seat lines of a game's save (a GKeyFile group): "seats", a token a
 * seat, and for games that name their players, "names".  The reader wants
 * exactly @n of each and says what is wrong otherwise; @names may be NULL
 * for a game that saves none. */
void        ft_game_save_write_seats  (GKeyFile           *file,
                                       const char         *group,
                                       guint               n,
                                       const FtSeat       *seats,
                                       const char * const *names);
gboolean    ft_game_save_read_seats   (GKeyFile           *file,
                                       const char         *group,
                                       guint               n,
                                       FtSeat             *seats,
                                       char             ***names,
                                       GError            **error);

/* A key-file save (hilo, scrabble, flipchain): the group with its
 * "version" and seat lines; the model adds its own keys, and
 * ft_game_save_to_text() the engine's "state" last.  ft_game_save_open()
 * gives the file back when @text is such a save at @version with a
 * "state" (in @state), or NULL. */
GKeyFile   *ft_game_save_new          (const char         *group,
                                       int                 version,
                                       guint               n,
                                       const FtSeat       *seats,
                                       const char * const *names);
char       *ft_game_save_to_text      (GKeyFile           *file,
                                       const char         *group,
                                       const char         *state);
GKeyFile   *ft_game_save_open         (const char         *text,
                                       const char         *group,
                                       int                 version,
                                       char              **state);
/* Refuses a save in a model's load_string: "This is not a @title game
 * saved by this version of Flip Tutor", with what is wrong when @why is
 * given.  Returns FALSE. */
gboolean    ft_game_save_refuse       (GError            **error,
                                       GQuark              domain,
                                       int                 code,
                                       const char         *title,
                                       const GError       *why);

G_END_DECLS
