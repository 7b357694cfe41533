/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "../cli-test.h"
#include "ft-class-report.h"

/* Progress reports and the class view's figures (issue 25), with the
 * command line that prints them. */

static const char ada[] =
  "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\",\n"
  " \"lessons\": [\"bits-and-hex\", \"flipbits-or\"],\n"
  " \"skills\": {\"place-values\": {\"level\": 3, \"last-review\": \"2026-11-19\"},\n"
  "            \"bin2dec\": {\"level\": 2}, \"or\": {\"level\": 1}},\n"
  " \"games\": {\"flipbits\": {\"played\": 3, \"won\": 1}, \"hilo\": {\"played\": 2, \"won\": 2}}}\n";

static char *
make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("ft-report-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static char *
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
test_round_trip (void)
{
  g_autoptr(FtReport) report = ft_report_new ("Zoë O'Neil \"Z\"", "2026-11-27");
  g_autoptr(FtReport) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  FtPrSkillId xor;

  g_assert_true (ft_pr_skill_from_id ("xor", &xor));
  ft_report_add_lesson (report, "bits-and-hex");
  ft_report_set_skill (report, xor, 2, "2026-11-26");
  ft_report_set_skill (report, FT_PR_SKILL_PLACE_VALUES, 3, NULL);
  ft_report_add_game (report, "scrabble", 4, 3);

  json = ft_report_to_json (report);
  back = ft_report_from_json (json, strlen (json), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->name, ==, report->name);
  g_assert_cmpstr (back->date, ==, "2026-11-27");
  g_assert_cmpuint (back->lessons->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (back->lessons, 0), ==, "bits-and-hex");
  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    {
      g_assert_cmpuint (back->level[s], ==, report->level[s]);
      g_assert_cmpstr (back->last_review[s], ==, report->last_review[s]);
    }
  g_assert_cmpint (ft_report_count_games (back, FALSE), ==, 4);
  g_assert_cmpint (ft_report_count_games (back, TRUE), ==, 3);
  /* No other data: nothing but the documented members is written. */
  g_assert_null (strstr (json, "mastery"));
  g_assert_null (strstr (json, "n_answers"));
}

typedef struct
{
  const char *text;
  int         code;
  const char *says;
} BadReport;

static void
test_bad_reports (void)
{
  static const BadReport cases[] = {
    { "", FT_REPORT_ERROR_NOT_REPORT, "not a Flip Tutor progress report" },
    { "%PDF-1.5\n", FT_REPORT_ERROR_NOT_REPORT, "not a Flip Tutor progress report" },
    { "[1, 2]", FT_REPORT_ERROR_NOT_REPORT, "not a Flip Tutor progress report" },
    { "{\"lessons\": []}", FT_REPORT_ERROR_NOT_REPORT, "not a Flip Tutor progress report" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-1",
      FT_REPORT_ERROR_DAMAGED, "not complete" },
    { "{\"flip-tutor-report\": 2, \"name\": \"Ada\"}", FT_REPORT_ERROR_NEWER, "newer version" },
    { "{\"flip-tutor-report\": \"1\"}", FT_REPORT_ERROR_DAMAGED, "format number" },
    { "{\"flip-tutor-report\": 1, \"name\": \"  \", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {}, \"games\": {}}", FT_REPORT_ERROR_DAMAGED, "no learner's name" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-02-30\", \"lessons\": [], "
      "\"skills\": {}, \"games\": {}}", FT_REPORT_ERROR_DAMAGED, "date is not a date" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"games\": {}}", FT_REPORT_ERROR_DAMAGED, "are missing" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [3], "
      "\"skills\": {}, \"games\": {}}", FT_REPORT_ERROR_DAMAGED, "lesson is not named" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {\"xor\": {\"level\": 4}}, \"games\": {}}", FT_REPORT_ERROR_DAMAGED, "“xor” has no level" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {\"xor\": {\"level\": 2.5}}, \"games\": {}}", FT_REPORT_ERROR_DAMAGED, "“xor” has no level" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {\"xor\": {\"level\": 2, \"last-review\": \"yesterday\"}}, \"games\": {}}",
      FT_REPORT_ERROR_DAMAGED, "not a date" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {}, \"games\": {\"hilo\": {\"played\": 1, \"won\": 2}}}",
      FT_REPORT_ERROR_DAMAGED, "won at most played" },
    { "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", \"lessons\": [], "
      "\"skills\": {}, \"games\": {\"hilo\": {\"played\": -1, \"won\": 0}}}",
      FT_REPORT_ERROR_DAMAGED, "won at most played" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FtReport) report = ft_report_from_json (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("case %u: %s", i, cases[i].text);
      g_assert_null (report);
      g_assert_error (error, FT_REPORT_ERROR, cases[i].code);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

static void
test_hostile_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtReport) report = NULL;
  g_autoptr(GString) deep = g_string_new ("{\"flip-tutor-report\": 1, \"x\": ");
  g_autofree char *with_nul = g_strdup (ada);

  /* Nested far past what the parser's stack takes: refused, no crash. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  report = ft_report_from_json (deep->str, deep->len, &error);
  g_assert_null (report);
  g_assert_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_DAMAGED);
  g_clear_error (&error);

  /* A NUL inside is not a report read short. */
  with_nul[40] = '\0';
  report = ft_report_from_json (with_nul, strlen (ada), &error);
  g_assert_null (report);
  g_assert_nonnull (error);
  g_clear_error (&error);
}

static void
test_unknown_skill (void)
{
  static const char text[] =
    "{\"flip-tutor-report\": 1, \"name\": \"Ada\", \"date\": \"2026-11-20\", "
    "\"lessons\": [], \"skills\": {\"quantum\": {\"level\": 9}, "
    "\"xor\": {\"level\": 2}}, \"games\": {}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(FtReport) report = ft_report_from_json (text, strlen (text), &error);
  FtPrSkillId xor;

  g_assert_no_error (error);
  g_assert_true (ft_pr_skill_from_id ("xor", &xor));
  g_assert_cmpuint (report->level[xor], ==, 2);
}

static void
test_class_folder (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *a = write_file (dir, "ada.json", ada);
  g_autofree char *b = NULL, *c = NULL, *d = NULL, *e = NULL, *f = NULL;
  g_autoptr(FtClassReport) klass = ft_class_report_new ();
  g_autofree char *csv = NULL;
  g_autofree char *text = NULL;
  FtPrSkillId needs[FT_CLASS_NEEDS_MAX];
  guint counts[FT_CLASS_NEEDS_MAX];
  guint n;
  g_autoptr(GDir) listing = NULL;
  guint n_files = 0;

  b = write_file (dir, "bob.json",
                  "{\"flip-tutor-report\": 1, \"name\": \"=Bob \\\"B\\\"\", \"date\": \"2026-11-21\", "
                  "\"lessons\": [], \"skills\": {\"place-values\": {\"level\": 2}}, \"games\": {}}");
  /* The same learner, an older report: the newer one is shown. */
  c = write_file (dir, "ada-october.json",
                  "{\"flip-tutor-report\": 1, \"name\": \"ADA\", \"date\": \"2026-10-01\", "
                  "\"lessons\": [], \"skills\": {}, \"games\": {}}");
  d = write_file (dir, "notes.json", "Remember the worksheets.");
  e = write_file (dir, "newer.json", "{\"flip-tutor-report\": 3}");
  /* Not *.json: not read from a folder at all. */
  f = write_file (dir, "class.csv", "\"Name\"\r\n");

  ft_class_report_add_path (klass, dir);
  ft_class_report_sort (klass);

  g_assert_cmpuint (klass->learners->len, ==, 2);
  g_assert_cmpstr (((FtClassLearner *) g_ptr_array_index (klass->learners, 0))->report->name, ==, "=Bob \"B\"");
  g_assert_cmpstr (((FtClassLearner *) g_ptr_array_index (klass->learners, 1))->report->date, ==, "2026-11-20");
  g_assert_cmpuint (klass->skipped->len, ==, 3);
  for (guint i = 0; i < klass->skipped->len; i++)
    {
      const FtClassSkipped *skipped = g_ptr_array_index (klass->skipped, i);

      if (g_str_equal (skipped->path, c))
        g_assert_nonnull (strstr (skipped->reason, "An older report of ADA (2026-10-01)"));
      else if (g_str_equal (skipped->path, d))
        g_assert_nonnull (strstr (skipped->reason, "not a Flip Tutor progress report"));
      else
        {
          g_assert_cmpstr (skipped->path, ==, e);
          g_assert_nonnull (strstr (skipped->reason, "newer version"));
        }
    }

  g_assert_cmpuint (ft_class_report_count (klass, FT_PR_SKILL_PLACE_VALUES, 3), ==, 1);
  g_assert_cmpuint (ft_class_report_count (klass, FT_PR_SKILL_PLACE_VALUES, 2), ==, 1);
  g_assert_cmpuint (ft_class_report_count (klass, FT_PR_SKILL_OR, 1), ==, 1);
  g_assert_cmpuint (ft_class_report_count (klass, FT_PR_SKILL_OR, 0), ==, 1);

  /* Both have place values at 2 or more, so both are ready for what
   * builds on it alone (binary to decimal, decimal to binary, OR, AND,
   * NOT); Ada's binary to decimal at 2 opens hexadecimal for her only.
   * Place values itself: Bob (2) has not mastered it, Ada (3) has. */
  n = ft_class_report_needs_next (klass, needs, counts);
  g_assert_cmpuint (n, ==, FT_CLASS_NEEDS_MAX);
  g_assert_cmpint (needs[0], ==, FT_PR_SKILL_BIN2DEC);
  g_assert_cmpuint (counts[0], ==, 2);
  g_assert_cmpint (needs[1], ==, FT_PR_SKILL_DEC2BIN);
  g_assert_cmpint (needs[2], ==, FT_PR_SKILL_OR);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (counts[i], ==, 2);

  csv = ft_class_report_to_csv (klass);
  /* A name that a spreadsheet would take for a formula is quoted and
   * starts with an apostrophe; quotes are doubled. */
  g_assert_true (g_str_has_prefix (strstr (csv, "\r\n") + 2, "\"'=Bob \"\"B\"\"\",\"2026-11-21\",0,0,0,2,"));
  g_assert_nonnull (strstr (csv, "\"Ada\",\"2026-11-20\",2,5,3,3,2,,,1,"));
  g_assert_cmpuint (ft_cli_count_lines (csv), ==, 3);

  text = ft_class_report_to_text (klass);
  g_assert_nonnull (strstr (text, "A class of 2 learners."));
  g_assert_nonnull (strstr (text, "Ada, on 2026-11-20: 2 lessons completed, 5 games played (3 won). "
                                  "Level 3: Place values. Level 2: Binary to decimal. Level 1: OR."));
  g_assert_nonnull (strstr (text, "Binary to decimal: 2 learners are ready for it"));
  g_assert_nonnull (strstr (text, "Files left out:"));

  /* Reading wrote nothing into the folder. */
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 6);
  remove_folder (dir);
}

static void
test_cli (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *a = write_file (dir, "ada.json", ada);
  g_autofree char *missing = g_build_filename (dir, "nobody.json", NULL);
  g_auto(FtCliRun) r = { 0 };
  static const char * const actions[] = { "report", NULL };

  ft_cli_test_common ("class", actions);

  ft_cli_run (&r, NULL, -1, "class", "report", dir, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_str_has_prefix (r.out, "A class of 1 learner.\n"));
  g_assert_cmpstr (r.err, ==, "");

  ft_cli_run (&r, NULL, -1, "class", "report", "--csv", a, missing, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.out, "\"Name\",\"Date\","));
  g_assert_cmpuint (ft_cli_count_lines (r.out), ==, 2);
  g_assert_nonnull (strstr (r.err, "nobody.json: There is no such file."));

  ft_cli_run (&r, NULL, -1, "class", "report", NULL);
  g_assert_cmpint (r.status, ==, 2);
  remove_folder (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/report/round-trip", test_round_trip);
  g_test_add_func ("/report/bad", test_bad_reports);
  g_test_add_func ("/report/hostile", test_hostile_input);
  g_test_add_func ("/report/unknown-skill", test_unknown_skill);
  g_test_add_func ("/report/class-folder", test_class_folder);
  g_test_add_func ("/report/cli", test_cli);
  return g_test_run ();
}
