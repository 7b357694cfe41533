/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_SAVE_FILE_ERROR (ft_save_file_error_quark ())

/*
 * Only NOT_FOUND means "there is no save".  UNREADABLE (no permission, a
 * folder in the file's place) leaves the file alone and every write to its
 * path is REFUSED for the rest of the run; TOO_BIG cannot be ours, so the
 * caller moves it aside like any damaged save.
 */
typedef enum
{
  FT_SAVE_FILE_ERROR_NOT_FOUND,
  FT_SAVE_FILE_ERROR_UNREADABLE,
  FT_SAVE_FILE_ERROR_TOO_BIG,
  FT_SAVE_FILE_ERROR_REFUSED,
  FT_SAVE_FILE_ERROR_NOT_TEXT,
} FtSaveFileError;

/* No save or progress file of ours comes near this. */
#define FT_SAVE_FILE_MAX_SIZE (1024 * 1024)

/* Reads a saved text into an object; FALSE with an error when malformed. */
typedef gboolean (*FtSaveLoadFunc) (gpointer     object,
                                    const char  *text,
                                    GError     **error);

GQuark   ft_save_file_error_quark (void);
gboolean ft_save_file_error_is_damaged (const GError *error);
gboolean ft_save_file_read       (const char     *path,
                                  char          **text,
                                  gsize          *length,
                                  GError        **error);
gboolean ft_save_file_write      (const char     *path,
                                  const char     *text,
                                  GError        **error);
gboolean ft_save_file_remove     (const char     *path,
                                  GError        **error);
gboolean ft_save_file_may_write  (const char     *path,
                                  GError        **error);
char    *ft_save_file_move_aside (const char     *path,
                                  const char     *suffix);
gboolean ft_save_file_key_file_ok (const char    *text);
gboolean ft_save_file_resume     (const char     *path,
                                  FtSaveLoadFunc  load,
                                  gpointer        object,
                                  GError        **error);

G_END_DECLS
