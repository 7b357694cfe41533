/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ft-save-file.h"

/*
 * The files a learner's work lives in (the progress store, every game's
 * autosave) are written and read back the same way: written atomically, in
 * a private folder; and a file that cannot be read is moved aside under a
 * name never used before, so nothing the learner had is ever overwritten.
 */

gboolean
ft_save_file_write (const char  *path,
                    const char  *text,
                    GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* g_file_set_contents writes a temporary file and renames it, so a crash
   * leaves either the old file or the new one, never half of one. */
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/**
 * ft_save_file_move_aside:
 * @suffix: what the kept copy is called after: "unreadable" gives
 *   "game.save.unreadable", then "game.save.unreadable-1", …
 *
 * Returns: (transfer full) (nullable): where the file went, or %NULL when
 *   it could not be moved.
 */
char *
ft_save_file_move_aside (const char *path,
                         const char *suffix)
{
  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *aside = i == 0
        ? g_strdup_printf ("%s.%s", path, suffix)
        : g_strdup_printf ("%s.%s-%u", path, suffix, i);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, aside) != 0)
        return NULL;
      return g_steal_pointer (&aside);
    }

  return NULL;
}

/**
 * ft_save_file_resume:
 *
 * Loads the save at @path with @load.  Returns %FALSE with no error when
 * there is no save; a save @load refuses is moved aside (kept for a bug
 * report) and the error says why and where it went.
 */
gboolean
ft_save_file_resume (const char      *path,
                     FtSaveLoadFunc   load,
                     gpointer         object,
                     GError         **error)
{
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(GError) local_error = NULL;

  if (path == NULL || !g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;

  if (load (object, text, &local_error))
    return TRUE;

  /* The game's own error domain and code, with where the file went. */
  aside = ft_save_file_move_aside (path, "unreadable");
  g_set_error (error, local_error->domain, local_error->code,
               _("The saved game could not be resumed (%s); it was kept as %s."),
               local_error->message, aside ? aside : path);
  return FALSE;
}
