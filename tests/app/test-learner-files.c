/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "ft-flipbits-game.h"
#include "ft-hilo-game.h"
#include "ft-progress-store.h"
#include "ft-scrabble-game.h"
#include "ft-save-file.h"
#include "learner-test-utils.h"

/*
 * A learner's files survive every fault: only "file not found" means "no
 * save".  A save or progress file that is there but cannot be read (mode
 * 000, a folder in its place) is left exactly as it was, is never written
 * in this run, and the learner is told once.  A save that cannot be
 * written (a read-only folder) is told once too.
 */

typedef enum
{
  FOLDER_IN_PLACE,
  MODE_000,
} Fault;

static const char precious[] = "the learner's own file\n";

/* Puts the fault at @path. */
static void
make_fault (const char *path,
            Fault       fault)
{
  if (fault == FOLDER_IN_PLACE)
    {
      g_autofree char *inside = g_build_filename (path, "inside", NULL);

      g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      g_assert_true (g_file_set_contents (inside, precious, -1, NULL));
    }
  else
    {
      g_assert_true (g_file_set_contents (path, precious, -1, NULL));
      g_assert_cmpint (g_chmod (path, 0), ==, 0);
    }
}

/* The fault is still there, unchanged, and nothing was put beside it. */
static void
check_untouched (const char *dir,
                 const char *path,
                 Fault       fault)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *text = NULL;
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    g_assert_true (g_str_has_prefix (path + strlen (dir) + 1, name) || name[0] == '.');

  if (fault == FOLDER_IN_PLACE)
    {
      g_autofree char *inside = g_build_filename (path, "inside", NULL);

      g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
      g_assert_true (g_file_get_contents (inside, &text, NULL, NULL));
    }
  else
    {
      g_assert_false (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_cmpint (g_chmod (path, 0600), ==, 0);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    }
  g_assert_cmpstr (text, ==, precious);
}

/* --- Game saves ------------------------------------------------------- */

static void
hilo_body (const char *dir,
           Fault       fault)
{
  g_autofree char *path = g_build_filename (dir, "hilo.save", NULL);
  g_autoptr(FtHiLoGame) game = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
  g_autoptr(GError) error = NULL;
  FtSeat seats[2] = { FT_SEAT_STANDARD, FT_SEAT_STANDARD };

  make_fault (path, fault);

  /* Not "no save": an error, told once, naming the file. */
  g_assert_false (ft_game_resume (FT_GAME (game), &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE);
  g_assert_cmpuint (learner_drain_problems ("hilo.save"), ==, 1);

  /* A new game plays, and every autosave is refused, silently: the
   * learner was told already. */
  g_assert_true (ft_hilo_game_start (game, 2, seats, NULL, NULL, 7, NULL));
  for (guint i = 0; i < 20 && ft_game_computer_step (FT_GAME (game)); i++)
    ;
  g_assert_cmpuint (learner_drain_problems (NULL), ==, 0);
  check_untouched (dir, path, fault);

  /* The same game elsewhere is saved: the refusal above is real. */
  {
    g_autofree char *other = g_build_filename (dir, "other", "hilo.save", NULL);
    g_autoptr(FtHiLoGame) control = g_object_new (FT_TYPE_HILO_GAME, "save-path", other, NULL);

    g_assert_true (ft_hilo_game_start (control, 2, seats, NULL, NULL, 7, NULL));
    g_assert_true (g_file_test (other, G_FILE_TEST_IS_REGULAR));
  }
}

static void
flipbits_body (const char *dir,
               Fault       fault)
{
  g_autofree char *path = g_build_filename (dir, "flipbits.save", NULL);
  g_autoptr(FtFlipBitsGame) game = g_object_new (FT_TYPE_FLIPBITS_GAME, "save-path", path, NULL);
  g_autoptr(GError) error = NULL;

  make_fault (path, fault);

  g_assert_false (ft_game_resume (FT_GAME (game), &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE);
  g_assert_cmpuint (learner_drain_problems ("flipbits.save"), ==, 1);

  g_assert_true (ft_flipbits_game_start (game, 1, NULL, 7, NULL));
  g_assert_cmpuint (learner_drain_problems (NULL), ==, 0);
  check_untouched (dir, path, fault);

  /* The same game elsewhere is saved: the refusal above is real. */
  {
    g_autofree char *other = g_build_filename (dir, "other", "flipbits.save", NULL);
    g_autoptr(FtFlipBitsGame) control = g_object_new (FT_TYPE_FLIPBITS_GAME, "save-path", other, NULL);

    g_assert_true (ft_flipbits_game_start (control, 1, NULL, 7, NULL));
    g_assert_true (g_file_test (other, G_FILE_TEST_IS_REGULAR));
  }
}

static void
progress_body (const char *dir,
               Fault       fault)
{
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  g_autoptr(FtProgressStore) store = ft_progress_store_new (path);
  g_autoptr(GError) error = NULL;

  make_fault (path, fault);

  g_assert_false (ft_progress_store_load (store, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_UNREADABLE);
  g_assert_cmpuint (learner_drain_problems ("progress.json"), ==, 1);

  /* The next completed step is not written over it. */
  ft_progress_store_complete_step (store, "bits-and-hex", 0, 14);
  ft_progress_store_add_game_stat (store, "hilo", "played", 1);
  g_clear_error (&error);
  g_assert_false (ft_progress_store_save (store, &error));
  g_assert_error (error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_REFUSED);
  g_assert_cmpuint (learner_drain_problems (NULL), ==, 0);

  check_untouched (dir, path, fault);
}

#define FAULT_TEST(kind, fault) \
  static void kind##_##fault##_body (const char *dir) { kind##_body (dir, fault); } \
  static void test_##kind##_##fault (void) { as_learner (kind##_##fault##_body, "ft-learner-XXXXXX"); }

FAULT_TEST (hilo, FOLDER_IN_PLACE)
FAULT_TEST (hilo, MODE_000)
FAULT_TEST (flipbits, FOLDER_IN_PLACE)
FAULT_TEST (flipbits, MODE_000)
FAULT_TEST (progress, FOLDER_IN_PLACE)
FAULT_TEST (progress, MODE_000)

/* --- Saving into a read-only folder ------------------------------------ */

static void
read_only_body (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "hilo.save", NULL);
  g_autoptr(GError) error = NULL;

  /* Told once, however many autosaves fail... */
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_false (ft_save_file_write (path, "a game", &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
    }
  g_assert_cmpuint (learner_drain_problems ("hilo.save"), ==, 1);

  /* ...and told again after saving worked in between. */
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  g_assert_true (ft_save_file_write (path, "a game", NULL));
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  g_assert_false (ft_save_file_remove (path, NULL));
  g_assert_false (ft_save_file_write (path, "a game", NULL));
  g_assert_cmpuint (learner_drain_problems ("hilo.save"), ==, 1);
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
}

static void
test_read_only_folder (void)
{
  as_learner (read_only_body, "ft-learner-XXXXXX");
}

/* --- A damaged save is told, and kept -------------------------------- */

static void
test_damaged_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-learner-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "hilo.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *big = g_malloc (FT_SAVE_FILE_MAX_SIZE + 2);
  g_autoptr(FtHiLoGame) game = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;

  learner_drain_problems (NULL);

  /* Queued before any window exists, for the window to show once. */
  g_assert_true (g_file_set_contents (path, "[hilo-save]\nnonsense", -1, NULL));
  g_assert_false (ft_game_resume (FT_GAME (game), &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_cmpuint (learner_drain_problems (aside), ==, 1);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[hilo-save]\nnonsense");
  g_clear_error (&error);

  /* Too big to be ours: not read into memory, kept aside all the same. */
  memset (big, 'x', FT_SAVE_FILE_MAX_SIZE + 1);
  big[FT_SAVE_FILE_MAX_SIZE + 1] = '\0';
  g_assert_true (g_file_set_contents (path, big, -1, NULL));
  g_assert_false (ft_game_resume (FT_GAME (game), &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (learner_drain_problems (".unreadable-1"), ==, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[hilo-save]\nnonsense");

  learner_remove_tree (dir);
}

/* A Scrabble save with an ending no game can reach (player 1 "went out"
 * holding 9 tiles, the bag 47) is refused and kept: before, it loaded as a
 * finished game and its file was deleted (issue 26). */
static void
test_impossible_scrabble_ending (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-learner-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "scrabble.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autoptr(FtScrabbleGame) game = ft_scrabble_game_new ();
  g_autoptr(FtScrabbleGame) again = g_object_new (FT_TYPE_SCRABBLE_GAME, "save-path", path, NULL);
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GString) edited = NULL;

  learner_drain_problems (NULL);
  g_assert_true (ft_scrabble_game_start (game, 2, seats, NULL, 3, &error));
  g_assert_no_error (error);
  text = ft_game_to_string (FT_GAME (game));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "over: no", "over: out 1", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, edited->str, -1, NULL));

  g_assert_false (ft_game_resume (FT_GAME (again), &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (learner_drain_problems (aside), ==, 1);
  g_assert_false (ft_game_is_started (FT_GAME (again)));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, edited->str);

  learner_remove_tree (dir);
}

/* A value with an escape GKeyFile does not know (state=\q\) made GLib
 * set an error twice, a warning reachable from every key-file save: it is
 * refused before GKeyFile reads it, and kept aside like any damaged save
 * (issue 26). */
static void
test_key_file_escapes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ft-learner-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "hilo.save", NULL);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  const char *saves[] = {
    "[hilo-save]\nversion=1\nstate=\\q\\\n",
    "[hilo-save]\nversion=1\nstate=\\\n",
    "[hilo-save]\nversion=1\nnames=A\\x;B\nstate=hilo/1\n",
  };

  learner_drain_problems (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autoptr(FtHiLoGame) game = g_object_new (FT_TYPE_HILO_GAME, "save-path", path, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (path, saves[i], -1, NULL));
      g_assert_false (ft_game_resume (FT_GAME (game), &error));
      g_assert_nonnull (error);
      g_assert_cmpuint (learner_drain_problems (aside), ==, 1);
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, saves[i]);
      g_remove (aside);
    }

  /* What GKeyFile itself writes passes: a name with ; and " in it. */
  g_assert_true (ft_save_file_key_file_ok ("[hilo-save]\nnames=Ana\\; the \"first\";Ben\\s\\\\;\n"));
  g_assert_false (ft_save_file_key_file_ok ("[hilo-save]\nstate=a\\;\\\n"));

  learner_remove_tree (dir);
}

/* The window's size in the settings has a range: a hand-edited or damaged
 * value (a width of a million, a negative height) is refused by GSettings
 * rather than given to the window (issue 26). */
static void
test_window_size_range (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source, "io.github.fliptutor.FlipTutor", TRUE);
  const char *keys[] = { "window-width", "window-height" };

  g_assert_nonnull (schema);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) huge = g_variant_ref_sink (g_variant_new_int32 (1000000));
      g_autoptr(GVariant) negative = g_variant_ref_sink (g_variant_new_int32 (-5));
      g_autoptr(GVariant) fine = g_variant_ref_sink (g_variant_new_int32 (700));

      g_assert_false (g_settings_schema_key_range_check (key, huge));
      g_assert_false (g_settings_schema_key_range_check (key, negative));
      g_assert_true (g_settings_schema_key_range_check (key, fine));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/learner-files/hilo/folder-in-place", test_hilo_FOLDER_IN_PLACE);
  g_test_add_func ("/learner-files/hilo/mode-000", test_hilo_MODE_000);
  g_test_add_func ("/learner-files/flipbits/folder-in-place", test_flipbits_FOLDER_IN_PLACE);
  g_test_add_func ("/learner-files/flipbits/mode-000", test_flipbits_MODE_000);
  g_test_add_func ("/learner-files/progress/folder-in-place", test_progress_FOLDER_IN_PLACE);
  g_test_add_func ("/learner-files/progress/mode-000", test_progress_MODE_000);
  g_test_add_func ("/learner-files/read-only-folder", test_read_only_folder);
  g_test_add_func ("/learner-files/damaged-save", test_damaged_save);
  g_test_add_func ("/learner-files/impossible-scrabble-ending", test_impossible_scrabble_ending);
  g_test_add_func ("/learner-files/key-file-escapes", test_key_file_escapes);
  g_test_add_func ("/learner-files/window-size-range", test_window_size_range);

  return g_test_run ();
}
