/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ft-problems.h"
#include "ft-save-file.h"

/* The save files every game and the progress store use. */

static gboolean
load_number (gpointer     object,
             const char  *text,
             GError     **error)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, 99, &value, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not a number: %s", text);
      return FALSE;
    }
  *(guint64 *) object = value;
  return TRUE;
}

static void
test_write_and_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "deep", "er", "game.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *aside1 = g_strconcat (path, ".unreadable-1", NULL);
  g_autoptr(GError) error = NULL;
  guint64 value = 0;

  /* No save yet: nothing resumed, and that is no error. */
  g_assert_false (ft_save_file_resume (path, load_number, &value, &error));
  g_assert_no_error (error);

  /* Folders are made as needed. */
  g_assert_true (ft_save_file_write (path, "42", &error));
  g_assert_no_error (error);
  g_assert_true (ft_save_file_resume (path, load_number, &value, &error));
  g_assert_cmpuint (value, ==, 42);

  /* A bad save is kept aside, with the loader's own error domain, and a
   * second bad save never replaces the first one's copy. */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *kept = NULL;

      g_assert_true (ft_save_file_write (path, i == 0 ? "first" : "second", NULL));
      g_assert_false (ft_save_file_resume (path, load_number, &value, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
      g_assert_nonnull (strstr (error->message, i == 0 ? aside : aside1));
      g_clear_error (&error);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (i == 0 ? aside : aside1, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, i == 0 ? "first" : "second");
    }
  g_assert_cmpuint (value, ==, 42);

  g_remove (aside);
  g_remove (aside1);
  {
    g_autofree char *er = g_path_get_dirname (path);
    g_autofree char *deep = g_path_get_dirname (er);

    g_rmdir (er);
    g_rmdir (deep);
    g_rmdir (dir);
  }
}

/* Only "file not found" means "no save": a folder or a pipe in the file's
 * place is unreadable (and reading a pipe never hangs), and the path is
 * then refused to writes; a file over the cap is too big, not read. */
static void
test_read_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-save-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.save", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.save", NULL);
  g_autofree char *pipe = g_build_filename (dir, "pipe.save", NULL);
  g_autofree char *big = g_build_filename (dir, "big.save", NULL);
  g_autofree char *huge = g_strnfill (FT_SAVE_FILE_MAX_SIZE + 1, 'x');
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  const char *unreadable[] = { folder, pipe };

  g_assert_false (ft_save_file_read (missing, &text, NULL, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (ft_save_file_may_write (missing, NULL));

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (mkfifo (pipe, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (unreadable); i++)
    {
      g_assert_true (ft_save_file_may_write (unreadable[i], NULL));
      g_assert_false (ft_save_file_read (unreadable[i], &text, NULL, &error));
      g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE);
      g_clear_error (&error);
      g_assert_false (ft_save_file_may_write (unreadable[i], &error));
      g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_REFUSED);
      g_clear_error (&error);
      g_assert_false (ft_save_file_write (unreadable[i], "a game", &error));
      g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_REFUSED);
      g_clear_error (&error);
      g_assert_false (ft_save_file_remove (unreadable[i], NULL));
    }
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (pipe, G_FILE_TEST_EXISTS));

  g_assert_true (g_file_set_contents (big, huge, -1, NULL));
  g_assert_false (ft_save_file_read (big, &text, NULL, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_TOO_BIG);
  g_clear_error (&error);
  g_assert_true (ft_save_file_may_write (big, NULL));
  g_assert_null (text);

  g_remove (big);
  g_remove (pipe);
  g_rmdir (folder);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A NUL byte cannot be in a save we wrote: the file is damaged, and the
 * loader (which reads a C string) must never see the text before it as the
 * whole game.  It is moved aside, the learner is told, nothing is written
 * over it (issue 26). */
static void
test_nul_byte (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  static const char text[] = "42\0 and the rest of the game";
  guint64 value = 7;
  gsize length = 0;
  char *read = NULL;

  g_assert_true (g_file_set_contents (path, text, sizeof text - 1, NULL));
  g_assert_false (ft_save_file_read (path, &read, NULL, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_TEXT);
  g_assert_null (read);
  g_clear_error (&error);

  g_assert_false (ft_save_file_resume (path, load_number, &value, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_cmpuint (value, ==, 7);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, &length, NULL));
  g_assert_cmpmem (kept, length, text, sizeof text - 1);

  g_remove (aside);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static guint
drain_problems (const char *needle)
{
  char *message;
  guint n = 0;

  while ((message = ft_problems_pop (ft_problems_get_default ())) != NULL)
    {
      if (needle != NULL)
        g_assert_nonnull (strstr (message, needle));
      g_free (message);
      n++;
    }
  return n;
}

/* A save that changed on disk since this run read or wrote it (another
 * session on the same folder) is kept aside and the learner told before
 * this run's game is written: the last writer no longer wins without a
 * word (issue 26). */
static void
test_changed_elsewhere (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".elsewhere", NULL);
  g_autofree char *aside1 = g_strconcat (path, ".elsewhere-1", NULL);
  g_autofree char *text = NULL;
  guint64 value = 0;

  drain_problems (NULL);

  /* Our own saves, one after another: nothing to tell. */
  g_assert_true (ft_save_file_write (path, "1", NULL));
  g_assert_true (ft_save_file_write (path, "2", NULL));
  g_assert_cmpuint (drain_problems (NULL), ==, 0);

  /* Another session saves its game; ours comes next. */
  g_assert_true (g_file_set_contents (path, "30", -1, NULL));
  g_assert_true (ft_save_file_write (path, "3", NULL));
  g_assert_cmpuint (drain_problems (aside), ==, 1);
  g_assert_true (g_file_get_contents (aside, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "30");
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "3");
  g_clear_pointer (&text, g_free);

  /* Resumed, then the other session writes: the same. */
  g_assert_true (ft_save_file_resume (path, load_number, &value, NULL));
  g_assert_true (g_file_set_contents (path, "40", -1, NULL));
  g_assert_true (ft_save_file_write (path, "4", NULL));
  g_assert_cmpuint (drain_problems (aside1), ==, 1);
  g_assert_true (g_file_get_contents (aside1, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "40");
  g_clear_pointer (&text, g_free);

  /* A finished game does not remove the other session's save. */
  g_assert_true (g_file_set_contents (path, "50", -1, NULL));
  ft_save_file_remove (path, NULL);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "50");
  g_clear_pointer (&text, g_free);
  drain_problems (NULL);

  g_remove (path);
  g_remove (aside);
  g_remove (aside1);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The data folder itself is a file (a mistake, another program): the
 * learner is told that, once, of the folder, not that a progress or save
 * file could not be read (issue 26). */
static void
test_folder_is_a_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-save-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (dir, "flip-tutor", NULL);
  g_autofree char *progress = g_build_filename (folder, "progress.json", NULL);
  g_autofree char *game = g_build_filename (folder, "hilo.save", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *more = NULL;
  char *text = NULL;

  drain_problems (NULL);
  g_assert_true (g_file_set_contents (folder, "not a folder", -1, NULL));
  g_assert_false (ft_save_file_read (progress, &text, NULL, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE);
  g_clear_error (&error);
  g_assert_false (ft_save_file_read (game, &text, NULL, &error));
  g_clear_error (&error);

  message = ft_problems_pop (ft_problems_get_default ());
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, folder));
  g_assert_nonnull (strstr (message, "is a file"));
  g_assert_null (strstr (message, "progress.json"));
  more = ft_problems_pop (ft_problems_get_default ());
  g_assert_null (more);
  g_assert_false (ft_save_file_write (game, "a game", NULL));

  g_remove (folder);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-file/write-and-resume", test_write_and_resume);
  g_test_add_func ("/save-file/read-errors", test_read_errors);
  g_test_add_func ("/save-file/nul-byte", test_nul_byte);
  g_test_add_func ("/save-file/changed-elsewhere", test_changed_elsewhere);
  g_test_add_func ("/save-file/folder-is-a-file", test_folder_is_a_file);
  return g_test_run ();
}
