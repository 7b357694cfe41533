/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <pwd.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ft-problems.h"

/*
 * What the tests of the learner's files share.  File modes bind only a
 * user who is not root, so as root the body of a test runs in a forked
 * child that has become "nobody", in a temporary folder given to it.
 */

static inline void
learner_remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      g_chmod (child, 0700);
      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        learner_remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (dir);
}

/* Takes every queued message; returns how many there were, and checks
 * that each names @needle when it is given. */
static inline guint
learner_drain_problems (const char *needle)
{
  FtProblems *problems = ft_problems_get_default ();
  char *message;
  guint n = 0;

  while ((message = ft_problems_pop (problems)) != NULL)
    {
      if (needle != NULL)
        g_assert_nonnull (strstr (message, needle));
      g_free (message);
      n++;
    }
  return n;
}

/* Runs @body (dir) in a fresh temporary folder, as a user whom file modes
 * bind, and removes the folder afterwards. */
static inline void
as_learner (void        (*body) (const char *dir),
            const char   *template)
{
  g_autofree char *dir = g_dir_make_tmp (template, NULL);
  struct passwd *nobody;
  int status = 0;
  pid_t pid;

  g_assert_nonnull (dir);
  learner_drain_problems (NULL);
  if (geteuid () != 0)
    {
      body (dir);
      learner_remove_tree (dir);
      return;
    }

  nobody = getpwnam ("nobody");
  g_assert_nonnull (nobody);
  g_assert_cmpint (chown (dir, nobody->pw_uid, nobody->pw_gid), ==, 0);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      if (setgroups (0, NULL) != 0 || setgid (nobody->pw_gid) != 0 ||
          setuid (nobody->pw_uid) != 0 || geteuid () == 0)
        _exit (3);
      body (dir);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  learner_remove_tree (dir);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}
