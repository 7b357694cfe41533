/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reads a saved text into an object; FALSE with an error when malformed. */
typedef gboolean (*FtSaveLoadFunc) (gpointer     object,
                                    const char  *text,
                                    GError     **error);

gboolean ft_save_file_write      (const char     *path,
                                  const char     *text,
                                  GError        **error);
char    *ft_save_file_move_aside (const char     *path,
                                  const char     *suffix);
gboolean ft_save_file_resume     (const char     *path,
                                  FtSaveLoadFunc  load,
                                  gpointer        object,
                                  GError        **error);

G_END_DECLS
