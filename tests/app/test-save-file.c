/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-file/write-and-resume", test_write_and_resume);
  return g_test_run ();
}
