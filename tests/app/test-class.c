/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-catalog.h"
#include "ft-class-page.h"
#include "ft-class-report.h"
#include "ft-progress-report.h"
#include "ft-progress-store.h"
#include "ft-window.h"
#include "ft-worksheet-print.h"
#include "../ui-test.h"

/*
 * The teacher's class view (issue 25): reports made by the app's own
 * export, a folder of them opened in the class page, the table, what the
 * class needs next, the files left out, sorting, the CSV, and the page at
 * a phone's width and on a projector.
 */

#define DAY (24 * 60 * 60)

/* A learner's progress store in @dir: @lessons lessons of the catalog
 * completed, @right right answers on place values, and games. */
static FtProgressStore *
learner_store (const char *dir,
               const char *file,
               guint       right,
               gint64      played,
               gint64      won,
               gboolean    lesson)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  FtProgressStore *store = ft_progress_store_new (path);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  /* Answered over days, as the spacing counts them. */
  for (guint i = 0; i < right; i++)
    ft_progress_store_record_practice (store, FT_PR_SKILL_PLACE_VALUES, TRUE, 2, now - (right - i) * 3 * DAY);
  if (lesson)
    for (guint step = 0; step < 3; step++)
      ft_progress_store_complete_step (store, "bits-and-hex", step, 3);
  if (played > 0)
    {
      ft_progress_store_add_game_stat (store, "hilo", "played", played);
      ft_progress_store_add_game_stat (store, "hilo", "won", won);
    }
  return store;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_tree (path);
      else
        g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* What the app exports is the documented report and nothing else. */
static void
test_export (FtUiFixture   *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (f->dir, "export", NULL);
  g_autoptr(GListModel) catalog = ft_catalog_new ();
  g_autoptr(FtProgressStore) store = NULL;
  g_autofree char *path = g_build_filename (dir, "ada.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(FtReport) report = NULL;
  g_autofree char *text = NULL;

  /* The learner's store and the report in a folder of their own, removed
   * whole at the end (the store keeps a lock file beside its file). */
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  store = learner_store (dir, "ada.progress", 6, 5, 2, TRUE);
  g_assert_true (ft_progress_report_write (store, catalog, "Ada", path, &error));
  g_assert_no_error (error);
  report = ft_report_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (report->name, ==, "Ada");
  g_assert_cmpuint (report->lessons->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (report->lessons, 0), ==, "bits-and-hex");
  g_assert_cmpuint (report->games->len, ==, 1);
  g_assert_cmpint (ft_report_count_games (report, FALSE), ==, 5);
  g_assert_cmpint (ft_report_count_games (report, TRUE), ==, 2);
  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    g_assert_cmpuint (report->level[s], ==, s == FT_PR_SKILL_PLACE_VALUES ? report->level[s] : 0);
  g_assert_cmpuint (report->level[FT_PR_SKILL_PLACE_VALUES], >=, 1);
  g_assert_nonnull (report->last_review[FT_PR_SKILL_PLACE_VALUES]);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  /* Only the documented members: no answer counts, no mastery figures,
   * no paths of the learner's computer. */
  g_assert_null (strstr (text, "mastery"));
  g_assert_null (strstr (text, "answers"));
  g_assert_null (strstr (text, f->dir));
  g_clear_object (&store);
  remove_tree (dir);
}

static gboolean
is_label_with_text (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child; child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

static GtkWidget *
find_by_label (GtkWidget  *root,
               const char *accessible_label)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ft_ui_collect (root, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_LIST_BOX), found);
  for (guint i = 0; i < found->len; i++)
    if (gtk_test_accessible_check_property (GTK_ACCESSIBLE (found->pdata[i]),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label) == NULL)
      return found->pdata[i];
  return NULL;
}

/* The first name the table shows, from the top. */
static const char *
first_learner (GtkWidget *view)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (view)));
  g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

  g_assert_nonnull (item);
  return gtk_string_object_get_string (item);
}

static void
make_class (const char *dir)
{
  g_autoptr(GListModel) catalog = ft_catalog_new ();
  g_autoptr(FtProgressStore) ada = learner_store (dir, ".ada", 10, 4, 1, TRUE);
  g_autoptr(FtProgressStore) bo = learner_store (dir, ".bo", 2, 9, 9, FALSE);
  g_autoptr(FtProgressStore) cy = learner_store (dir, ".cy", 0, 0, 0, FALSE);
  g_autofree char *a = g_build_filename (dir, "ada.json", NULL);
  g_autofree char *b = g_build_filename (dir, "bo.json", NULL);
  g_autofree char *c = g_build_filename (dir, "cy & <co>.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "notes.json", NULL);
  g_autofree char *newer = g_build_filename (dir, "from-the-future.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_progress_report_write (ada, catalog, "Ada", a, &error));
  g_assert_true (ft_progress_report_write (bo, catalog, "Bo", b, &error));
  g_assert_true (ft_progress_report_write (cy, catalog, "Cy & <Co>", c, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (bad, "my notes", -1, NULL));
  g_assert_true (g_file_set_contents (newer, "{\"flip-tutor-report\": 9}", -1, NULL));
  /* The stores' own files are not reports the page reads (not *.json). */
}

static void
test_view (FtUiFixture   *f,
           gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (f->dir, "class", NULL);
  g_autofree char *csv_path = g_build_filename (f->dir, "class.csv", NULL);
  const char *paths[] = { dir, NULL };
  GtkWidget *page, *view, *needs, *skipped, *dropdown;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  guint n_files;
  FtClassReport *expected;
  g_autofree char *expected_csv = NULL;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  make_class (dir);
  n_files = count_files (dir);

  g_assert_true (ft_window_open (f->window, "class"));
  page = ft_window_get_page (f->window);
  g_assert_true (FT_IS_CLASS_PAGE (page));
  ft_class_page_open (FT_CLASS_PAGE (page), paths);
  ft_ui_wait_frames (page, 2);

  /* A row a learner, named as typed (markup characters are text). */
  view = ft_ui_find_any (page, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_COLUMN_VIEW));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (view)))), ==, 3);
  g_assert_nonnull (ft_ui_find (view, is_label_with_text, "Ada"));
  g_assert_nonnull (ft_ui_find (view, is_label_with_text, "Cy & <Co>"));
  /* A column a skill, as many as the skill map has, and three more. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (GTK_COLUMN_VIEW (view))), ==,
                    FT_PR_N_SKILLS + 3);

  /* What the class needs next: everyone is ready for binary to decimal
   * once place values is at 2; the page shows the class's own figures. */
  needs = find_by_label (page, "What the class most needs next");
  g_assert_nonnull (needs);
  g_assert_cmpuint (count_rows (needs), >=, 1);
  g_assert_nonnull (ft_ui_find_any (needs, is_row_titled, "Place values"));

  /* The two files that are not reports, each with its reason. */
  skipped = find_by_label (page, "Files left out");
  g_assert_nonnull (skipped);
  g_assert_true (gtk_widget_get_visible (skipped));
  g_assert_cmpuint (count_rows (skipped), ==, 2);
  g_assert_nonnull (ft_ui_find_any (skipped, is_row_titled, "notes.json"));
  g_assert_nonnull (ft_ui_find_any (skipped, is_row_titled, "from-the-future.json"));

  /* Sorting by place values puts the learner with the highest level
   * first (Ada answered ten right, Bo two, Cy none). */
  dropdown = ft_ui_find_any (page, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_DROP_DOWN));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 3 + FT_PR_SKILL_PLACE_VALUES);
  g_assert_cmpstr (first_learner (view), ==, "Ada");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 2);   /* games played */
  g_assert_cmpstr (first_learner (view), ==, "Bo");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);   /* names */
  g_assert_cmpstr (first_learner (view), ==, "Ada");

  /* By keyboard: Tab goes from the buttons to the Sort by list and into
   * the table. */
  {
    GtkWidget *open_button = ft_ui_find_any (page, ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_BUTTON));
    GtkWidget *focus;
    gboolean reached_dropdown = FALSE, reached_table = FALSE;

    g_assert_true (gtk_widget_grab_focus (open_button));
    /* Past the buttons, the summary, each row of what the class needs
     * and each skill's row: a bound, not a count. */
    for (guint i = 0; i < 80 && !reached_table; i++)
      {
        gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD);
        focus = gtk_root_get_focus (GTK_ROOT (f->window));
        g_assert_nonnull (focus);
        reached_dropdown |= gtk_widget_is_ancestor (focus, dropdown);
        reached_table |= gtk_widget_is_ancestor (focus, view) || focus == view;
      }
    g_assert_true (reached_dropdown);
    g_assert_true (reached_table);
  }

  /* The CSV is the same table as the command line's. */
  g_assert_true (ft_class_page_export_csv (FT_CLASS_PAGE (page), csv_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  expected = ft_class_report_new ();
  ft_class_report_add_path (expected, dir);
  ft_class_report_sort (expected);
  expected_csv = ft_class_report_to_csv (expected);
  ft_class_report_free (expected);
  g_assert_cmpstr (csv, ==, expected_csv);
  g_assert_nonnull (strstr (csv, "\"Cy & <Co>\""));

  /* Reading wrote nothing into the class's folder. */
  g_assert_cmpuint (count_files (dir), ==, n_files);
  g_remove (csv_path);
  remove_tree (dir);
}

/* The loaded page fits a phone's width and a projector. */
static void
test_fits (FtUiFixture   *f,
           gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (f->dir, "class", NULL);
  const char *paths[] = { dir, NULL };
  static const struct { int width, height; gboolean presentation; } sizes[] = {
    { 360, 640, FALSE },
    { 1280, 720, TRUE },
  };

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  make_class (dir);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *page;
      int min_width;

      g_settings_set_boolean (f->settings, "presentation-mode", sizes[i].presentation);
      ft_ui_new_window_on (f, "class", sizes[i].width, sizes[i].height);
      page = ft_window_get_page (f->window);
      ft_class_page_open (FT_CLASS_PAGE (page), paths);
      ft_ui_wait_frames (GTK_WIDGET (f->window), 2);
      gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_test_message ("%d×%d: the window needs %d px", sizes[i].width, sizes[i].height, min_width);
      g_assert_cmpint (min_width, <=, sizes[i].width);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, sizes[i].width);
    }
  remove_tree (dir);
}

/* The name is asked once: "Continue" waits for a name, and the name is
 * kept for the next report. */
static void
test_name_asked_once (FtUiFixture   *f,
                      gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *dialog = NULL;
  GtkWidget *entry;

  g_settings_reset (f->settings, "learner-name");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.export-progress", NULL);
  ft_ui_run_main_loop (50);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        dialog = ADW_MESSAGE_DIALOG (window);
    }
  g_assert_nonnull (dialog);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "continue"));
  entry = adw_message_dialog_get_extra_child (dialog);
  gtk_editable_set_text (GTK_EDITABLE (entry), "  ");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "continue"));
  gtk_editable_set_text (GTK_EDITABLE (entry), " Ada Lovelace ");
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "continue"));
  adw_message_dialog_response (dialog, "continue");
  g_assert_true (g_settings_get_string (f->settings, "learner-name") != NULL);
  {
    g_autofree char *name = g_settings_get_string (f->settings, "learner-name");
    g_assert_cmpstr (name, ==, "Ada Lovelace");
  }
  /* The file chooser comes next; the test does not save there. */
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i - 1);

      if (GTK_IS_FILE_CHOOSER (window))
        gtk_window_destroy (GTK_WINDOW (window));
    }
  g_settings_reset (f->settings, "learner-name");
}

static char *
pdf_text (const char *path)
{
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status;
  const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* The app prints the pages the command line writes: "Print to File"
 * (an export) gives the same text as `flip-tutor-cli worksheet`. */
static void
test_worksheet_print (FtUiFixture   *f,
                      gconstpointer  data)
{
  FtPrSkillId skills[2] = { FT_PR_SKILL_XOR, FT_PR_SKILL_ADD };
  g_autoptr(FtWorksheet) sheet = ft_worksheet_new (skills, 2, 12, 2, 7, NULL);
  g_autofree char *printed = g_build_filename (f->dir, "printed.pdf", NULL);
  g_autofree char *written = g_build_filename (f->dir, "written.pdf", NULL);
  g_autofree char *printed_text = NULL, *written_text = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { g_getenv ("FLIP_TUTOR_CLI"), "worksheet", "xor,add", "--count", "12", "--level", "2",
                         "--seed", "7", "--output", written, NULL };
  int status;
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *dialog = NULL;

  g_assert_nonnull (sheet);
  g_assert_true (ft_worksheet_print (GTK_WINDOW (f->window), sheet, printed, &error));
  g_assert_no_error (error);
  g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  printed_text = pdf_text (printed);
  written_text = pdf_text (written);
  g_assert_nonnull (strstr (printed_text, "1. Which bit pattern is"));
  g_assert_nonnull (strstr (printed_text, "Answer Key"));
  g_assert_cmpstr (printed_text, ==, written_text);
  g_remove (printed);
  g_remove (written);

  /* The menu's dialog: a skill, a level and a count, each labelled. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.print-worksheet", NULL);
  ft_ui_run_main_loop (50);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        dialog = ADW_MESSAGE_DIALOG (window);
    }
  g_assert_nonnull (dialog);
  g_assert_nonnull (ft_ui_find_any (GTK_WIDGET (dialog), is_label_with_text, "Skill"));
  g_assert_nonnull (ft_ui_find_any (GTK_WIDGET (dialog), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_SPIN_BUTTON)));
  adw_message_dialog_response (dialog, "cancel");
}

static gboolean
is_group_titled (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0 &&
         gtk_widget_get_visible (widget) && gtk_widget_get_visible (gtk_widget_get_parent (widget));
}

static gboolean
is_row_with_subtitle_prefix (GtkWidget     *widget,
                             gconstpointer  data)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), data);
}

/* A teacher's lessons in a folder: under "Your Lessons" on the home page,
 * opened and played like the others; one that does not read is listed
 * with the reason and does not open. */
static void
test_your_lessons (FtUiFixture   *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (f->dir, "lessons", NULL);
  g_autofree char *good = g_build_filename (dir, "sheep.lesson", NULL);
  g_autofree char *bad = g_build_filename (dir, "broken.lesson", NULL);
  g_autofree char *taken = g_build_filename (dir, "taken.lesson", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) shipped = g_resources_lookup_data (RESOURCE_PREFIX "/lessons/flipbits-or.lesson", 0, NULL);
  GtkWidget *home, *row, *page;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  text = g_strdup (g_bytes_get_data (shipped, NULL));
  g_assert_true (g_file_set_contents (taken, text, -1, NULL));
  {
    g_autofree char *renamed = NULL;
    char *at = strstr (text, "id=\"flipbits-or\"");

    g_assert_nonnull (at);
    renamed = g_strdup_printf ("%.*sid=\"sheep-counting\"%s", (int) (at - text), text,
                               at + strlen ("id=\"flipbits-or\""));
    g_assert_true (g_file_set_contents (good, renamed, -1, NULL));
  }
  g_assert_true (g_file_set_contents (bad, "<lesson id=\"x\">\n  <title>A</title>\n  <stepp/>\n</lesson>\n", -1,
                                      NULL));

  ft_window_add_lesson_folder (f->window, dir);
  ft_ui_run_main_loop (50);
  home = ft_window_get_page (f->window) != NULL ? NULL : GTK_WIDGET (f->window);
  g_assert_nonnull (home);
  g_assert_nonnull (ft_ui_find_any (home, is_group_titled, "Your Lessons"));
  /* The broken one and the one whose id is taken say why. */
  row = ft_ui_find_any (home, is_row_with_subtitle_prefix, "Cannot be opened: line 3, column 3: unknown element <stepp>");
  g_assert_nonnull (row);
  g_assert_nonnull (ft_ui_find_any (home, is_row_with_subtitle_prefix,
                                    "Cannot be opened: its id “flipbits-or” is already a lesson's"));
  g_assert_false (ft_window_open (f->window, "broken.lesson"));

  /* The good one opens as a lesson and keeps its progress by its id. */
  g_assert_true (ft_window_open (f->window, "sheep-counting"));
  page = ft_window_get_page (f->window);
  g_assert_nonnull (page);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (page), "ft-catalog-id"), ==, "sheep-counting");

  /* A folder named twice adds its lessons once. */
  ft_window_go_home (f->window);
  ft_window_add_lesson_folder (f->window, dir);
  g_remove (good);
  g_remove (bad);
  g_remove (taken);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  FT_TEST_REQUIRE_DISPLAY ();
  ft_ui_test_init (&argc, &argv);

  g_test_add ("/class/export", FtUiFixture, NULL, ft_ui_fixture_set_up, test_export, ft_ui_fixture_tear_down);
  g_test_add ("/class/view", FtUiFixture, NULL, ft_ui_fixture_set_up, test_view, ft_ui_fixture_tear_down);
  g_test_add ("/class/fits", FtUiFixture, NULL, ft_ui_fixture_set_up, test_fits, ft_ui_fixture_tear_down);
  g_test_add ("/class/name-asked-once", FtUiFixture, NULL, ft_ui_fixture_set_up, test_name_asked_once,
              ft_ui_fixture_tear_down);
  g_test_add ("/class/worksheet-print", FtUiFixture, NULL, ft_ui_fixture_set_up, test_worksheet_print,
              ft_ui_fixture_tear_down);
  g_test_add ("/class/your-lessons", FtUiFixture, NULL, ft_ui_fixture_set_up, test_your_lessons,
              ft_ui_fixture_tear_down);
  return g_test_run ();
}
