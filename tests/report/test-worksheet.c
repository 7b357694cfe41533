/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "../cli-test.h"

/*
 * `flip-tutor-cli worksheet` (issue 25), read back as a teacher's printer
 * would see it: pdftotext's text of the PDF has every question in words
 * (as `practice --set CODE --words` gives them), the set codes, and an
 * answer key whose answers this test works out again itself.
 */

/* Spaces, tabs and line breaks as one space: the PDF wraps sentences. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        space = out->len > 0;
      else
        {
          if (space)
            g_string_append_c (out, ' ');
          g_string_append_c (out, *p);
          space = FALSE;
        }
    }
  return g_string_free (out, FALSE);
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

/* The set codes the heading names: "set codes A, B." */
static GStrv
set_codes (const char *flat)
{
  const char *at = strstr (flat, "set codes ");
  g_autofree char *list = NULL;

  g_assert_nonnull (at);
  at += strlen ("set codes ");
  list = g_strndup (at, strchr (at, '.') - at);
  return g_strsplit (list, ", ", -1);
}

static guint64
binary (const char *digits)
{
  return g_ascii_strtoull (digits, NULL, 2);
}

/* The right answer to a question in the command line's notation, worked
 * out here: `A XOR B` and `A + B` in binary. */
static guint64
work_out (const char *question)
{
  g_auto(GStrv) words = g_strsplit (question, " ", -1);

  g_assert_cmpuint (g_strv_length (words), ==, 3);
  if (g_str_equal (words[1], "XOR"))
    return binary (words[0]) ^ binary (words[2]);
  g_assert_cmpstr (words[1], ==, "+");
  return binary (words[0]) + binary (words[2]);
}

static void
test_pdf (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-worksheet-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "w.pdf", NULL);
  g_autofree char *text = NULL, *flat = NULL, *info = NULL;
  g_auto(FtCliRun) r = { 0 };
  const char *key;
  g_auto(GStrv) codes = NULL;
  guint n_questions = 0;
  const char *info_argv[] = { "pdfinfo", pdf, NULL };

  g_assert_no_error (error);
  ft_cli_run (&r, NULL, -1, "worksheet", "xor,add", "--count", "12", "--level", "2", "--seed", "7",
              "--output", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");

  text = pdf_text (pdf);
  flat = squeeze (text);
  g_assert_true (g_str_has_prefix (flat, "Flip Tutor worksheet: XOR and Addition with carries, level 2"));
  g_assert_nonnull (strstr (flat, "Name: "));

  /* The set codes, then for each its questions and answers as the app's
   * practice (through the command line) gives them. */
  codes = set_codes (flat);
  g_assert_cmpuint (g_strv_length (codes), ==, 2);
  key = strstr (flat, "Answer Key");
  g_assert_nonnull (key);

  for (guint c = 0; c < 2; c++)
    {
      g_auto(FtCliRun) words = { 0 };
      g_auto(FtCliRun) plain = { 0 };
      g_auto(GStrv) sentences = NULL, questions = NULL;

      ft_cli_run (&words, NULL, -1, "practice", "--set", codes[c], "--words", NULL);
      ft_cli_run (&plain, NULL, -1, "practice", "--set", codes[c], NULL);
      g_assert_cmpint (words.status, ==, 0);
      g_assert_cmpint (plain.status, ==, 0);
      sentences = g_strsplit (words.out, "\n", -1);
      questions = g_strsplit (plain.out, "\n", -1);
      /* Twelve shared between two skills: the first six of each set. */
      for (guint i = 0; i < 6; i++)
        {
          g_auto(GStrv) sentence = g_strsplit (sentences[i], "\t", 2);
          g_auto(GStrv) question = g_strsplit (questions[i], "\t", 2);
          g_autofree char *numbered = g_strdup_printf ("%u. %s", c * 6 + i + 1, sentence[0]);
          g_autofree char *answered = NULL;
          g_autofree char *right = NULL;
          guint64 value = work_out (question[0]);
          g_autofree char *squeezed = squeeze (numbered);
          const char *found = strstr (flat, squeezed);

          /* The question in words, before the key; no notation. */
          g_assert_nonnull (found);
          g_assert_true (found < key);
          n_questions++;

          /* Its answer in the key is right. */
          g_assert_cmpuint (binary (question[1]), ==, value);
          answered = g_strdup_printf ("%u. Answer: %s ", c * 6 + i + 1, question[1]);
          g_assert_nonnull (strstr (key, answered));
        }
    }
  g_assert_cmpuint (n_questions, ==, 12);

  /* Title and author travel with the file. */
  g_spawn_sync (NULL, (char **) info_argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &info, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (info, "Flip Tutor worksheet: XOR and Addition with carries, level 2"));
  g_assert_nonnull (strstr (info, "Author:          Flip Tutor"));

  g_assert_cmpint (g_remove (pdf), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The games' pieces on paper: each question of a game's skill has its
 * pieces under the headings the practice page uses, and a Hi Lo
 * question's cards carry the numbers of its question. */
static void
test_pictures (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-worksheet-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "pieces.pdf", NULL);
  g_autofree char *text = NULL, *flat = NULL;
  g_auto(FtCliRun) r = { 0 };
  const char *key;
  g_auto(GStrv) codes = NULL;
  guint n_hilo = 0;

  g_assert_no_error (error);
  ft_cli_run (&r, NULL, -1, "worksheet", "dice,flipbits,hilo,flipchain,evaluate", "--count", "10",
              "--level", "2", "--seed", "3", "--output", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  text = pdf_text (pdf);
  flat = squeeze (text);
  key = strstr (flat, "Answer Key");
  g_assert_nonnull (key);

  g_assert_nonnull (strstr (flat, "Your dice") ? strstr (flat, "Your dice") : strstr (flat, "The die"));
  g_assert_nonnull (strstr (flat, "Memory"));
  g_assert_nonnull (strstr (flat, "Goal"));
  g_assert_nonnull (strstr (flat, "The pile"));
  g_assert_nonnull (strstr (flat, "The board"));
  g_assert_nonnull (strstr (flat, "R: a red disc. B: a blue disc."));
  g_assert_nonnull (strstr (flat, "The tiles"));
  g_assert_true (strstr (flat, "The tiles") < key);

  codes = set_codes (flat);
  g_assert_cmpuint (g_strv_length (codes), ==, 5);
  for (guint c = 0; codes[c] != NULL; c++)
    {
      g_auto(FtCliRun) plain = { 0 };
      g_auto(GStrv) questions = NULL;

      ft_cli_run (&plain, NULL, -1, "practice", "--set", codes[c], NULL);
      g_assert_cmpint (plain.status, ==, 0);
      questions = g_strsplit (plain.out, "\n", -1);
      for (guint i = 0; i < 2; i++)
        {
          g_auto(GStrv) words = g_strsplit (questions[i], " ", -1);
          const char *from = flat;

          if (!g_str_equal (words[0], "TOP") && !g_str_equal (words[0], "HI") &&
              !g_str_equal (words[0], "LO") && !g_str_equal (words[0], "HAND"))
            continue;
          /* Each card's number, in the question's order, before the key. */
          for (guint w = 0; words[w] != NULL; w++)
            if (g_ascii_isdigit (words[w][0]))
              {
                g_autofree char *number = g_strdup_printf (" %s ", g_strdelimit (words[w], "\t", '\0'));

                from = strstr (from, number);
                g_assert_nonnull (from);
                g_assert_true (from < key);
              }
          n_hilo++;
        }
    }
  g_assert_cmpuint (n_hilo, ==, 2);

  g_assert_cmpint (g_remove (pdf), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_bad (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-worksheet-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "missing-folder", "w.pdf", NULL);
  g_auto(FtCliRun) r = { 0 };

  ft_cli_run (&r, NULL, -1, "worksheet", "xor", NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "--output"));

  ft_cli_run (&r, NULL, -1, "worksheet", "xor,juggling\033[2J", "--output", pdf, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "unknown skill"));
  g_assert_null (strchr (r.err, '\033'));

  ft_cli_run (&r, NULL, -1, "worksheet", "xor,add,or", "--count", "2", "--output", pdf, NULL);
  g_assert_cmpint (r.status, ==, 2);

  /* A folder that is not there: said, nothing written. */
  ft_cli_run (&r, NULL, -1, "worksheet", "xor", "--output", pdf, NULL);
  g_assert_cmpint (r.status, ==, 1);
  /* The path is quoted cut short (ft-cli.h); the reason is said whole. */
  g_assert_nonnull (strstr (r.err, "No such file or directory"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/worksheet/pdf", test_pdf);
  g_test_add_func ("/worksheet/pictures", test_pictures);
  g_test_add_func ("/worksheet/bad", test_bad);
  return g_test_run ();
}
