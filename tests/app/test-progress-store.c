/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <json-glib/json-glib.h>

#include "ft-progress-store.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("ft-progress-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->path = g_build_filename (f->dir, "sub", "progress.json", NULL);
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static guint
count_files (const char *dir,
             const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d && (name = g_dir_read_name (d)))
    n += g_str_has_prefix (name, prefix);
  return n;
}

/* A missing file is a fresh start, not an error. */
static void
test_missing_file (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(GError) error = NULL;
  guint done = 99;

  g_assert_true (ft_progress_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_false (ft_progress_store_get_lesson (store, "bits-and-hex", &done, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (done, ==, 0);
}

static void
test_round_trip (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) again = ft_progress_store_new (f->path);
  g_autoptr(GError) error = NULL;
  guint done, steps, position, answered, correct;
  g_autofree char *dir = g_path_get_dirname (f->path);

  ft_progress_store_record_answer (store, "bits-and-hex", 1, FALSE);
  ft_progress_store_record_answer (store, "bits-and-hex", 1, TRUE);
  ft_progress_store_complete_step (store, "bits-and-hex", 0, 14);
  ft_progress_store_complete_step (store, "bits-and-hex", 1, 14);
  ft_progress_store_complete_step (store, "bits-and-hex", 1, 14);  /* counted once */
  ft_progress_store_set_position (store, "bits-and-hex", 2);
  ft_progress_store_add_game_stat (store, "flipbits", "played", 1);
  ft_progress_store_add_game_stat (store, "flipbits", "played", 2);

  /* Every change was written at once, and no temporary file is left. */
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (dir, "progress.json"), ==, 1);

  g_assert_true (ft_progress_store_load (again, &error));
  g_assert_no_error (error);
  g_assert_true (ft_progress_store_get_lesson (again, "bits-and-hex", &done, &steps, &position,
                                               &answered, &correct));
  g_assert_cmpuint (done, ==, 2);
  g_assert_cmpuint (steps, ==, 14);
  g_assert_cmpuint (position, ==, 2);
  g_assert_cmpuint (answered, ==, 2);
  g_assert_cmpuint (correct, ==, 1);
  g_assert_true (ft_progress_store_is_step_complete (again, "bits-and-hex", 1));
  g_assert_false (ft_progress_store_is_step_complete (again, "bits-and-hex", 2));
  g_assert_cmpint (ft_progress_store_get_game_stat (again, "flipbits", "played"), ==, 3);
  g_assert_cmpint (ft_progress_store_get_game_stat (again, "flipbits", "won"), ==, 0);

  ft_progress_store_reset_lesson (again, "bits-and-hex");
  g_assert_false (ft_progress_store_get_lesson (again, "bits-and-hex", NULL, NULL, NULL, NULL, NULL));
}

static void
changed_cb (FtProgressStore *store,
            const char      *id,
            GPtrArray       *ids)
{
  g_ptr_array_add (ids, g_strdup (id));
}

static void
test_changed_signal (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (store, "changed::flipbits", G_CALLBACK (changed_cb), ids);
  ft_progress_store_record_answer (store, "bits-and-hex", 0, TRUE);
  ft_progress_store_add_game_stat (store, "flipbits", "won", 1);
  g_assert_cmpuint (ids->len, ==, 1);
  g_assert_cmpstr (ids->pdata[0], ==, "flipbits");
}

/* The corrupt-file path: whatever is in the file, loading never crashes;
 * an unreadable file is moved aside (kept, not deleted), the error says
 * where, and the store starts clean and can be saved again. */
static void
test_corrupt (Fixture       *f,
              gconstpointer  data)
{
  static const char *bad[] = {
    "",
    "{",
    "not json at all",
    "\xff\xfe\x00garbage",
    "[1, 2, 3]",
    "{\"version\": 2, \"lessons\": {}, \"games\": {}}",
    "{\"version\": 1, \"lessons\": [], \"games\": {}}",
    "{\"version\": 1, \"lessons\": {\"x\": {\"completed\": [\"a\"]}}, \"games\": {}}",
    "{\"version\": 1, \"lessons\": {\"x\": {\"position\": -3}}, \"games\": {}}",
    "{\"version\": 1, \"lessons\": {}, \"games\": {\"flipbits\": {\"played\": \"many\"}}}",
    "{\"version\": 1, \"lessons\": {}}",
  };
  g_autofree char *dir = g_path_get_dirname (f->path);

  g_mkdir_with_parents (dir, 0700);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
      g_autoptr(GError) error = NULL;
      guint before = count_files (dir, "progress.json.corrupt-");

      g_assert_true (g_file_set_contents (f->path, bad[i], i == 3 ? 10 : -1, NULL));
      g_assert_false (ft_progress_store_load (store, &error));
      g_assert_error (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT);
      g_assert_nonnull (strstr (error->message, "corrupt-"));

      /* Moved aside, not lost: one more backup than before, even within
       * the same second, and nothing left at the old path. */
      g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_files (dir, "progress.json.corrupt-"), ==, before + 1);

      /* A clean start that works. */
      g_assert_false (ft_progress_store_get_lesson (store, "x", NULL, NULL, NULL, NULL, NULL));
      ft_progress_store_record_answer (store, "bits-and-hex", 0, TRUE);
      g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
      g_remove (f->path);
    }
}

static void
test_good_file_loads (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (f->path);
  guint done = 0;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (f->path,
                                      "{\"version\": 1, \"lessons\": {\"bits-and-hex\": "
                                      "{\"steps\": 14, \"completed\": [0, 3]}}, \"games\": {}}",
                                      -1, NULL));
  g_assert_true (ft_progress_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_true (ft_progress_store_get_lesson (store, "bits-and-hex", &done, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (done, ==, 2);
  g_assert_cmpuint (count_files (dir, "progress.json.corrupt-"), ==, 0);
}

/* Bounded before json-glib sees it: a file nested 80,000 levels deep (a
 * stack overflow in the parser) and one over the size cap are moved aside
 * like any damaged file, and the store starts clean. */
static void
test_bounded_input (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *dir = g_path_get_dirname (f->path);
  GString *deep = g_string_new ("{\"version\": 1, \"lessons\": {}, \"games\": {}, \"x\": ");
  g_autofree char *big = NULL;
  const char *texts[2];

  for (guint i = 0; i < 80000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 80000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  big = g_strnfill (2 * 1024 * 1024, ' ');
  texts[0] = deep->str;
  texts[1] = big;

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;
      gsize length;

      g_assert_true (g_file_set_contents (f->path, texts[i], -1, NULL));
      g_assert_false (ft_progress_store_load (store, &error));
      g_assert_error (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT);
      g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_files (dir, "progress.json.corrupt-"), ==, i + 1);

      ft_progress_store_record_answer (store, "bits-and-hex", 0, TRUE);
      g_assert_true (g_file_get_contents (f->path, &kept, &length, NULL));
      g_assert_cmpuint (length, <, 1000);
      g_remove (f->path);
    }

  /* Depth within the cap is fine; brackets in strings do not count. */
  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (f->path,
                                        "{\"version\": 1, \"lessons\": {\"[[[[[[[[[[[[[[[[[[[[\\\"\": "
                                        "{\"completed\": [1]}}, \"games\": {}}", -1, NULL));
    g_assert_true (ft_progress_store_load (store, &error));
    g_assert_no_error (error);
    g_assert_true (ft_progress_store_is_step_complete (store, "[[[[[[[[[[[[[[[[[[[[\"", 1));
  }
  g_string_free (deep, TRUE);
}

/* Counts are within 0..G_MAXINT32: a negative or huge count in the file is
 * refused (kept aside), and adding never goes past the bounds. */
static void
test_counters_bounded (Fixture       *f,
                       gconstpointer  data)
{
  static const char *bad[] = {
    "{\"version\": 1, \"lessons\": {}, \"games\": {\"hilo\": {\"played\": 9223372036854775807}}}",
    "{\"version\": 1, \"lessons\": {}, \"games\": {\"hilo\": {\"played\": 2147483648}}}",
    "{\"version\": 1, \"lessons\": {}, \"games\": {\"hilo\": {\"played\": -5}}}",
    "{\"version\": 1, \"lessons\": {\"x\": {\"answered\": -1}}, \"games\": {}}",
  };
  g_autofree char *dir = g_path_get_dirname (f->path);

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (f->path, bad[i], -1, NULL));
      g_assert_false (ft_progress_store_load (store, &error));
      g_assert_error (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT);
      g_assert_cmpint (ft_progress_store_get_game_stat (store, "hilo", "played"), ==, 0);
      g_remove (f->path);
    }

  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (f->path,
                                        "{\"version\": 1, \"lessons\": {}, \"games\": "
                                        "{\"hilo\": {\"played\": 2147483647}}}", -1, NULL));
    g_assert_true (ft_progress_store_load (store, &error));
    g_assert_no_error (error);
    ft_progress_store_add_game_stat (store, "hilo", "played", 1);
    g_assert_cmpint (ft_progress_store_get_game_stat (store, "hilo", "played"), ==, G_MAXINT32);
    ft_progress_store_add_game_stat (store, "hilo", "played", G_MAXINT64);
    g_assert_cmpint (ft_progress_store_get_game_stat (store, "hilo", "played"), ==, G_MAXINT32);
    ft_progress_store_add_game_stat (store, "hilo", "won", G_MININT64);
    g_assert_cmpint (ft_progress_store_get_game_stat (store, "hilo", "won"), ==, 0);

    /* And what was written loads again. */
    g_clear_object (&store);
    store = ft_progress_store_new (f->path);
    g_assert_true (ft_progress_store_load (store, &error));
    g_assert_no_error (error);
    g_assert_cmpint (ft_progress_store_get_game_stat (store, "hilo", "played"), ==, G_MAXINT32);
  }
}

/* Two instances on one data folder (two sessions of one learner): each
 * keeps the other's progress. */
static void
test_two_instances (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(FtProgressStore) a = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) b = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) c = ft_progress_store_new (f->path);
  guint done, position, answered, correct;

  g_assert_true (ft_progress_store_load (a, NULL));
  g_assert_true (ft_progress_store_load (b, NULL));

  ft_progress_store_complete_step (a, "bits-and-hex", 0, 14);
  ft_progress_store_record_answer (a, "bits-and-hex", 0, TRUE);
  ft_progress_store_add_game_stat (a, "hilo", "played", 2);
  ft_progress_store_complete_step (b, "bits-and-hex", 5, 14);
  ft_progress_store_record_answer (b, "bits-and-hex", 5, FALSE);
  ft_progress_store_set_position (b, "bits-and-hex", 6);
  ft_progress_store_add_game_stat (b, "hilo", "played", 3);
  ft_progress_store_reset_lesson (a, "never-started");
  ft_progress_store_add_game_stat (a, "flipbits", "won", 1);

  g_assert_true (ft_progress_store_load (c, NULL));
  g_assert_true (ft_progress_store_get_lesson (c, "bits-and-hex", &done, NULL, &position,
                                               &answered, &correct));
  g_assert_cmpuint (done, ==, 2);
  g_assert_true (ft_progress_store_is_step_complete (c, "bits-and-hex", 0));
  g_assert_true (ft_progress_store_is_step_complete (c, "bits-and-hex", 5));
  g_assert_cmpuint (position, ==, 6);
  g_assert_cmpuint (answered, ==, 2);
  g_assert_cmpuint (correct, ==, 1);
  g_assert_cmpint (ft_progress_store_get_game_stat (c, "hilo", "played"), ==, 5);
  g_assert_cmpint (ft_progress_store_get_game_stat (c, "flipbits", "won"), ==, 1);

  /* Each instance sees the other's work after its own next save. */
  g_assert_cmpint (ft_progress_store_get_game_stat (a, "hilo", "played"), ==, 5);

  /* A reset in one instance removes the lesson for both. */
  ft_progress_store_reset_lesson (b, "bits-and-hex");
  ft_progress_store_add_game_stat (a, "hilo", "played", 1);
  g_assert_false (ft_progress_store_get_lesson (a, "bits-and-hex", NULL, NULL, NULL, NULL, NULL));
}

/* Two processes saving at once take turns under the lock: no count is
 * lost between one's read and its write. */
static void
test_two_processes (Fixture       *f,
                    gconstpointer  data)
{
  const guint n = 40;
  g_autoptr(FtProgressStore) check = ft_progress_store_new (f->path);
  int status = 0;
  pid_t pid;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      FtProgressStore *store = ft_progress_store_new (f->path);

      ft_progress_store_load (store, NULL);
      for (guint i = 0; i < n; i++)
        ft_progress_store_add_game_stat (store, "hilo", "played", 1);
      _exit (0);
    }
  {
    g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);

    ft_progress_store_load (store, NULL);
    for (guint i = 0; i < n; i++)
      ft_progress_store_add_game_stat (store, "hilo", "played", 1);
  }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);

  g_assert_true (ft_progress_store_load (check, NULL));
  g_assert_cmpint (ft_progress_store_get_game_stat (check, "hilo", "played"), ==, 2 * n);
}

/* Nothing is written that does not read back as what was meant: a member
 * the store does not know (hand-edited, or from another version) holding
 * numbers that json-glib writes as no JSON (1e20 as "1e+20.0") survives a
 * lesson step and a restart, with the lessons and game counts (issue 26). */
static void
test_numbers_read_back (Fixture       *f,
                        gconstpointer  data)
{
  const char *file =
    "{ \"version\": 1, \"x\": 1e20,"
    "  \"y\": [1e17, -2.5e300, 0.1, 1e-7, 5e-324, 123456789012345678, 3.0, \"a\\\"\\\\\\u0001\\u00e9\\ud83d\\ude00\"],"
    "  \"lessons\": { \"bits-and-hex\": { \"steps\": 14, \"completed\": [0], \"position\": 1 } },"
    "  \"games\": { \"hilo\": { \"played\": 4 } } }";
  const double doubles[] = { 1e17, -2.5e300, 0.1, 1e-7, 5e-324 };
  g_autoptr(FtProgressStore) store = ft_progress_store_new (f->path);
  g_autoptr(FtProgressStore) again = ft_progress_store_new (f->path);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (f->path);
  g_autofree char *written = NULL;
  JsonObject *root;
  JsonArray *y;
  guint done;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (f->path, file, -1, NULL));
  g_assert_true (ft_progress_store_load (store, &error));
  g_assert_no_error (error);
  ft_progress_store_complete_step (store, "bits-and-hex", 1, 14);

  g_assert_true (ft_progress_store_load (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (dir, "progress.json"), ==, 1);
  g_assert_true (ft_progress_store_get_lesson (again, "bits-and-hex", &done, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (done, ==, 2);
  g_assert_cmpint (ft_progress_store_get_game_stat (again, "hilo", "played"), ==, 4);

  /* What was written holds the same numbers and text. */
  g_assert_true (g_file_get_contents (f->path, &written, NULL, NULL));
  g_assert_true (json_parser_load_from_data (parser, written, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpfloat (json_object_get_double_member (root, "x"), ==, 1e20);
  y = json_object_get_array_member (root, "y");
  for (guint i = 0; i < G_N_ELEMENTS (doubles); i++)
    g_assert_cmpfloat (json_array_get_double_element (y, i), ==, doubles[i]);
  g_assert_cmpint (json_array_get_int_element (y, 5), ==, 123456789012345678);
  g_assert_cmpfloat (json_array_get_double_element (y, 6), ==, 3.0);
  g_assert_cmpstr (json_array_get_string_element (y, 7), ==, "a\"\\\001é😀");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/progress/missing-file", test_missing_file);
  ADD ("/progress/round-trip", test_round_trip);
  ADD ("/progress/changed-signal", test_changed_signal);
  ADD ("/progress/corrupt-file-moved-aside", test_corrupt);
  ADD ("/progress/good-file-loads", test_good_file_loads);
  ADD ("/progress/bounded-input", test_bounded_input);
  ADD ("/progress/counters-bounded", test_counters_bounded);
  ADD ("/progress/two-instances", test_two_instances);
  ADD ("/progress/two-processes", test_two_processes);
  ADD ("/progress/numbers-read-back", test_numbers_read_back);

#undef ADD

  return g_test_run ();
}
