/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "fuzz.h"

#include "ft-problems.h"
#include "ft-progress-store.h"

/*
 * libFuzzer target over the progress store's loader (progress.json, read
 * at every start): the input is written as the file and loaded.  Beyond
 * "no crash, no sanitizer report, no critical", it asserts the store's
 * contract: a file it refuses is kept (moved aside, never lost); a file it
 * accepts takes a learner's next answers and game results, saves and
 * loads again.  Its practice records (the "practice" member, read skill by
 * skill when the practice page asks) are read, take an answer, and read
 * back with that answer counted, unless the member is not an object, which
 * is then left as it was.
 */

static char *dir;

static void
remove_dir (void)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
}

static void
remove_dir_at_exit (void)
{
  remove_dir ();
  g_rmdir (dir);
}

static guint
count_files (void)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *path = NULL;
  g_autoptr(FtProgressStore) store = NULL;
  g_autoptr(FtProgressStore) again = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    {
      dir = g_dir_make_tmp ("ft-fuzz-progress-XXXXXX", NULL);
      CHECK (dir != NULL);
      atexit (remove_dir_at_exit);
    }
  remove_dir ();
  path = g_build_filename (dir, "progress.json", NULL);
  CHECK (g_file_set_contents (path, (const char *) data, size, NULL));

  store = ft_progress_store_new (path);
  if (!ft_progress_store_load (store, &error))
    {
      /* Refused, and the learner's file is still there (maybe renamed). */
      CHECK (error != NULL && error->message[0] != '\0');
      CHECK (count_files () == 1);
      return 0;
    }

  {
    FtPrLearner learner, after;

    ft_progress_store_get_learner (store, &learner);
    for (guint i = 0; i < FT_PR_N_SKILLS; i++)
      CHECK (learner.skills[i].n_correct <= learner.skills[i].n_answers &&
             learner.skills[i].mastery >= 0 && learner.skills[i].mastery <= 1);
    ft_progress_store_record_practice (store, FT_PR_SKILL_ADD, TRUE, 3, 1700000000);
    ft_progress_store_get_learner (store, &after);
    CHECK (after.skills[FT_PR_SKILL_ADD].n_answers == learner.skills[FT_PR_SKILL_ADD].n_answers + 1 ||
           after.skills[FT_PR_SKILL_ADD].n_answers == learner.skills[FT_PR_SKILL_ADD].n_answers);
    /* Drains what the store told (a practice member it may not write). */
    g_free (ft_problems_pop (ft_problems_get_default ()));
  }

  ft_progress_store_record_answer (store, "bits-and-hex", 0, TRUE);
  ft_progress_store_complete_step (store, "bits-and-hex", 0, 5);
  ft_progress_store_add_game_stat (store, "flipbits", "played", 1);
  CHECK (ft_progress_store_save (store, NULL));

  again = ft_progress_store_new (path);
  CHECK (ft_progress_store_load (again, NULL));
  CHECK (ft_progress_store_is_step_complete (again, "bits-and-hex", 0));
  return 0;
}
