/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ft-problems.h"
#include "ft-save-file.h"

/*
 * The files a learner's work lives in (the progress store, every game's
 * autosave) are written and read back the same way: written atomically, in
 * a private folder; a file that is there but cannot be read (no permission,
 * a folder in its place) is never written over in this run; and a file
 * that can be read but not understood is moved aside under a name never
 * used before, so nothing the learner had is ever overwritten.
 *
 * Every problem goes to FtProblems, which the window shows whole, so
 * the callers (the progress store, the game models) have nothing to tell.
 */

G_DEFINE_QUARK (ft-save-file-error-quark, ft_save_file_error)

/* The paths this run must not write: files there that we could not read. */
G_LOCK_DEFINE_STATIC (refused);
static GHashTable *refused;

static void
refuse (const char *path)
{
  G_LOCK (refused);
  if (refused == NULL)
    refused = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (refused, g_canonicalize_filename (path, NULL));
  G_UNLOCK (refused);
}

static gboolean
is_refused (const char *path)
{
  g_autofree char *canonical = g_canonicalize_filename (path, NULL);
  gboolean result;

  G_LOCK (refused);
  result = refused != NULL && g_hash_table_contains (refused, canonical);
  G_UNLOCK (refused);
  return result;
}

/* What each path held when this run last read, wrote, removed or moved
 * it: the checksum of its text, or "" for no file.  A path missing here
 * was never looked at. */
G_LOCK_DEFINE_STATIC (known);
static GHashTable *known;

static void
know (const char *path,
      const char *text,
      gsize       length)
{
  G_LOCK (known);
  if (known == NULL)
    known = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_insert (known, g_canonicalize_filename (path, NULL),
                       text != NULL ? g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length)
                                    : g_strdup (""));
  G_UNLOCK (known);
}

/* Whether this run knows what @path held, and then whether it still holds
 * that.  @text is what it holds now, %NULL for no file. */
static gboolean
changed_since_known (const char *path,
                     const char *text,
                     gsize       length)
{
  g_autofree char *canonical = g_canonicalize_filename (path, NULL);
  g_autofree char *now = text != NULL
    ? g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length) : g_strdup ("");
  gboolean changed;

  G_LOCK (known);
  changed = known != NULL && g_hash_table_contains (known, canonical) &&
            g_strcmp0 (g_hash_table_lookup (known, canonical), now) != 0;
  G_UNLOCK (known);
  return changed;
}

/**
 * ft_save_file_may_write:
 *
 * Whether this run may write @path: not when a file there could not be
 * read, since writing would destroy what the learner has.  The error
 * (FT_SAVE_FILE_ERROR_REFUSED) is not told to the learner again: the read
 * was.
 */
gboolean
ft_save_file_may_write (const char  *path,
                        GError     **error)
{
  if (!is_refused (path))
    return TRUE;

  g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_REFUSED,
               _("Not saving over %s, which could not be read"), path);
  return FALSE;
}

static void
report_unreadable (const char *path,
                   const char *reason)
{
  g_autofree char *key = g_strconcat ("unreadable:", path, NULL);
  g_autofree char *message =
    g_strdup_printf (_("%s could not be read (%s). It was left as it is, and Flip Tutor will not save over it until it is fixed or moved away."),
                     path, reason);

  ft_problems_report (ft_problems_get_default (), key, message);
}

static gboolean
unreadable (const char  *path,
            const char  *reason,
            GError     **error)
{
  refuse (path);
  report_unreadable (path, reason);
  g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE,
               _("%s could not be read: %s"), path, reason);
  return FALSE;
}

/* A folder on the way to @path is a file (ENOTDIR): that folder is what
 * the learner must hear of, once, whichever file was being read. */
static gboolean
folder_is_a_file (const char  *path,
                  GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *key = NULL;
  g_autofree char *message = NULL;

  while (!g_file_test (folder, G_FILE_TEST_EXISTS) || g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *up = g_path_get_dirname (folder);

      if (strcmp (up, folder) == 0)
        break;
      g_free (folder);
      folder = g_steal_pointer (&up);
    }

  refuse (path);
  key = g_strconcat ("unreadable:", folder, NULL);
  message = g_strdup_printf (_("Flip Tutor keeps your work in the folder %s, but that is a file, not a folder. It was left as it is, and nothing will be saved until it is moved away."),
                             folder);
  ft_problems_report (ft_problems_get_default (), key, message);
  g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE,
               _("%s is a file, not a folder"), folder);
  return FALSE;
}

static gboolean
too_big (const char  *path,
         GError     **error)
{
  g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_TOO_BIG,
               _("%s is too big to be a save of Flip Tutor"), path);
  return FALSE;
}

static gboolean
not_text (const char  *path,
          GError     **error)
{
  g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_TEXT,
               _("%s holds a zero byte, which no save of Flip Tutor does"), path);
  return FALSE;
}

/* Whether @error says the file is there but cannot be ours (too big, not
 * text): such a file is moved aside, where an unreadable one is left. */
gboolean
ft_save_file_error_is_damaged (const GError *error)
{
  return g_error_matches (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_TOO_BIG) ||
         g_error_matches (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_TEXT);
}

/**
 * ft_save_file_read:
 * @text: (out): the contents, nul-terminated
 * @length: (out) (optional): their length
 *
 * Reads a save.  Fails with NOT_FOUND when there is none, TOO_BIG when it
 * is over FT_SAVE_FILE_MAX_SIZE, NOT_TEXT when it holds a NUL byte (the
 * loaders read a C string, which would end there: a game cut short), and
 * UNREADABLE for anything else (a
 * folder or a pipe in its place, no permission): then the path is refused
 * to writes for the rest of the run, and the learner is told.
 */
static gboolean
read_contents (const char  *path,
               char       **text,
               gsize       *length,
               GError     **error)
{
  g_autofree char *buffer = NULL;
  struct stat st;
  gsize n = 0;
  int fd;

  /* O_NONBLOCK: a pipe in the file's place must not hang the app. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        {
          g_set_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND,
                       _("%s does not exist"), path);
          return FALSE;
        }
      if (saved_errno == ENOTDIR)
        return folder_is_a_file (path, error);
      return unreadable (path, g_strerror (saved_errno), error);
    }

  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      close (fd);
      return unreadable (path, g_strerror (saved_errno), error);
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      return unreadable (path, S_ISDIR (st.st_mode) ? _("it is a folder") : _("it is not a file"),
                         error);
    }
  if (st.st_size > FT_SAVE_FILE_MAX_SIZE)
    {
      close (fd);
      return too_big (path, error);
    }

  /* Read to the cap and one byte more, in case the file grows meanwhile. */
  buffer = g_malloc (FT_SAVE_FILE_MAX_SIZE + 2);
  while (n <= FT_SAVE_FILE_MAX_SIZE)
    {
      gssize got = read (fd, buffer + n, FT_SAVE_FILE_MAX_SIZE + 1 - n);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved_errno = errno;

          close (fd);
          return unreadable (path, g_strerror (saved_errno), error);
        }
      if (got == 0)
        break;
      n += got;
    }
  close (fd);

  if (n > FT_SAVE_FILE_MAX_SIZE)
    return too_big (path, error);
  if (memchr (buffer, '\0', n) != NULL)
    return not_text (path, error);

  buffer[n] = '\0';
  *text = g_realloc (g_steal_pointer (&buffer), n + 1);
  if (length != NULL)
    *length = n;
  return TRUE;
}

gboolean
ft_save_file_read (const char  *path,
                   char       **text,
                   gsize       *length,
                   GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize n = 0;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (read_contents (path, text, &n, &local_error))
    {
      know (path, *text, n);
      if (length != NULL)
        *length = n;
      return TRUE;
    }
  if (g_error_matches (local_error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND))
    know (path, NULL, 0);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/*
 * Whether @path still holds what this run last saw there.  When another
 * session (or program) changed it meanwhile, what it holds now is kept
 * aside, the learner told, and TRUE returned: the caller may write, having
 * lost nothing.  FALSE when the path could not be checked or moved; then
 * @error is set and nothing may be written there.
 */
static gboolean
keep_changes_elsewhere (const char  *path,
                        GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean changed;
  gsize n = 0;

  if (read_contents (path, &text, &n, &local_error))
    changed = changed_since_known (path, text, n);
  else if (g_error_matches (local_error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND))
    changed = changed_since_known (path, NULL, 0);
  else if (ft_save_file_error_is_damaged (local_error))
    changed = TRUE;  /* too big or not text: nothing this run wrote or read */
  else
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!changed)
    return TRUE;

  aside = ft_save_file_move_aside (path, "elsewhere");
  if (aside == NULL)
    return ft_save_file_may_write (path, error);
  message = g_strdup_printf (_("Your saved game %s was changed by another window or program since this one read it. That version was kept as %s, and this game was saved in its place."),
                             path, aside);
  ft_problems_report_file (ft_problems_get_default (), NULL, message, aside);
  return TRUE;
}

static gboolean
write_failed (const char  *path,
              GError      *local_error,
              GError     **error)
{
  g_autofree char *key = g_strconcat ("write:", path, NULL);
  g_autofree char *message =
    g_strdup_printf (_("Your work could not be saved to %s: %s"), path, local_error->message);

  /* Told once: a read-only folder fails every autosave after this one. */
  ft_problems_report (ft_problems_get_default (), key, message);
  g_propagate_error (error, local_error);
  return FALSE;
}

gboolean
ft_save_file_write (const char  *path,
                    const char  *text,
                    GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *key = NULL;
  GError *local_error = NULL;

  if (!ft_save_file_may_write (path, error))
    return FALSE;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&local_error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), dir, g_strerror (saved_errno));
      return write_failed (path, local_error, error);
    }

  if (!keep_changes_elsewhere (path, error))
    return FALSE;

  /* g_file_set_contents writes a temporary file and renames it, so a crash
   * leaves either the old file or the new one, never half of one. */
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local_error))
    return write_failed (path, local_error, error);
  know (path, text, strlen (text));

  /* Saving works again: a later failure is news. */
  key = g_strconcat ("write:", path, NULL);
  ft_problems_forget (ft_problems_get_default (), key);
  return TRUE;
}

/* Removes a save that is over (a finished game), unless it is a file this
 * run could not read: that one is the learner's, not ours to delete. */
gboolean
ft_save_file_remove (const char  *path,
                     GError     **error)
{
  GError *local_error = NULL;

  g_autofree char *now = NULL;
  gsize n = 0;

  if (!ft_save_file_may_write (path, error))
    return FALSE;

  /* Another session's game, saved there since: not ours to remove. */
  if (read_contents (path, &now, &n, NULL) && changed_since_known (path, now, n))
    return TRUE;

  if (g_remove (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (&local_error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not remove %s: %s"), path, g_strerror (saved_errno));
      return write_failed (path, local_error, error);
    }
  know (path, NULL, 0);
  return TRUE;
}

/* Renames @path to @aside only if nothing is there: a hard link cannot
 * replace a file, so a copy kept by another instance in the same moment
 * is never overwritten.  Where links are not supported, test and rename. */
static gboolean
rename_no_replace (const char *path,
                   const char *aside,
                   gboolean   *taken)
{
  *taken = FALSE;
  if (link (path, aside) == 0)
    return g_unlink (path) == 0;
  if (errno == EEXIST)
    {
      *taken = TRUE;
      return FALSE;
    }
  if (g_file_test (aside, G_FILE_TEST_EXISTS))
    {
      *taken = TRUE;
      return FALSE;
    }
  return g_rename (path, aside) == 0;
}

/**
 * ft_save_file_move_aside:
 * @suffix: what the kept copy is called after: "unreadable" gives
 *   "game.save.unreadable", then "game.save.unreadable-1", …
 *
 * Returns: (transfer full) (nullable): where the file went, or %NULL when
 *   it could not be moved; then the path is refused to writes for the
 *   rest of the run, since writing would destroy the only copy.
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
      gboolean taken;

      if (rename_no_replace (path, aside, &taken))
        {
          know (path, NULL, 0);
          return g_steal_pointer (&aside);
        }
      if (!taken)
        break;
    }

  refuse (path);
  return NULL;
}

/**
 * ft_save_file_key_file_ok:
 *
 * Whether every value of the key file @text uses only the escapes GKeyFile
 * knows (\s \n \t \r \\, and \; \, in lists), none at the end of a line.  GLib 2.74 sets an
 * error twice on "state=\q\" (a warning, fatal in tests and fuzzing),
 * so a save is checked with this before GKeyFile reads it; our own saves,
 * written by GKeyFile, always pass.
 */
gboolean
ft_save_file_key_file_ok (const char *text)
{
  gboolean in_value = FALSE, line_start = TRUE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '\n')
        {
          in_value = FALSE;
          line_start = TRUE;
          continue;
        }
      if (line_start && (*p == '#' || *p == '['))
        {
          /* A comment or a group: to the end of the line. */
          while (p[1] != '\0' && p[1] != '\n')
            p++;
          continue;
        }
      line_start = FALSE;
      if (!in_value)
        in_value = *p == '=';
      else if (*p == '\\')
        {
          p++;
          if (strchr ("sntr\\;,", *p) == NULL || *p == '\0')
            return FALSE;
        }
    }
  return TRUE;
}

/**
 * ft_save_file_resume:
 *
 * Loads the save at @path with @load.  Returns %FALSE with no error when
 * there is no save.  A save @load refuses, or one that cannot be ours, is
 * moved aside (kept for a bug report); a save that cannot be read is left
 * alone and never written over.  The error says why and where the file
 * is, and the learner is told through FtProblems.
 */
gboolean
ft_save_file_resume (const char      *path,
                     FtSaveLoadFunc   load,
                     gpointer         object,
                     GError         **error)
{
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) local_error = NULL;

  if (path == NULL)
    return FALSE;

  if (!ft_save_file_read (path, &text, NULL, &local_error))
    {
      if (g_error_matches (local_error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND))
        return FALSE;
      if (!ft_save_file_error_is_damaged (local_error))
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
    }
  else if (load (object, text, &local_error))
    return TRUE;

  /* The loader's own error domain and code, with where the file went. */
  aside = ft_save_file_move_aside (path, "unreadable");
  if (aside != NULL)
    message = g_strdup_printf (_("The saved game could not be resumed (%s); it was kept as %s."),
                               local_error->message, aside);
  else
    message = g_strdup_printf (_("The saved game could not be resumed (%s); it was left as %s, and this game will not be saved."),
                               local_error->message, path);
  ft_problems_report_file (ft_problems_get_default (), NULL, message, aside);
  g_set_error_literal (error, local_error->domain, local_error->code, message);
  return FALSE;
}
