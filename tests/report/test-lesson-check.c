/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "../cli-test.h"

/*
 * `flip-tutor-cli lesson check` (issue 25): every lesson the app ships
 * passes; a teacher's broken copy gets each of its faults, with its line
 * and what to write instead, and nothing that only follows from another.
 */

static const char *lessons_dir;

static void
test_shipped (void)
{
  g_autoptr(GDir) dir = g_dir_open (lessons_dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (lessons_dir, name, NULL);
      g_auto(FtCliRun) r = { 0 };

      if (!g_str_has_suffix (name, ".lesson"))
        continue;
      ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
      g_test_message ("%s: %s", name, r.out);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_cmpstr (r.out, ==, "");
      n++;
    }
  g_assert_cmpuint (n, >=, 20);
}

/* The example a teacher copies passes too. */
static void
test_example (void)
{
  g_autofree char *path = g_build_filename (lessons_dir, "..", "..", "..", "doc", "example-lesson.lesson", NULL);
  g_auto(FtCliRun) r = { 0 };

  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.out, ==, "");
}

/* Replaces the first @old after line @line of @text with @new. */
static char *
replace_at (const char *text,
            guint       line,
            const char *old,
            const char *new)
{
  const char *p = text;
  const char *at;

  for (guint l = 1; l < line; l++)
    p = strchr (p, '\n') + 1;
  at = strstr (p, old);
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

static guint
line_of (const char *text,
         const char *needle)
{
  const char *at = strstr (text, needle);
  guint line = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

static void
test_broken (void)
{
  g_autofree char *source = g_build_filename (lessons_dir, "bits-and-hex.lesson", NULL);
  g_autofree char *text = NULL, *a = NULL, *b = NULL, *c = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-lesson-check-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "broken.lesson", NULL);
  g_auto(FtCliRun) r = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *expect1 = NULL, *expect2 = NULL, *expect3 = NULL;
  guint exercise_line, skill_line, prompt_line;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  /* Three faults a teacher makes: a misspelt element (with its end tag
   * spelt right), a misspelt skill, an exercise without its prompt. */
  exercise_line = line_of (text, "<exercise kind=\"bits\" width=\"4\" answer=\"0101\"");
  a = replace_at (text, exercise_line, "<exercise kind", "<exercize kind");
  skill_line = line_of (a, "skill=\"bin2dec\"");
  b = replace_at (a, skill_line, "skill=\"bin2dec\"", "skill=\"bin2decc\"");
  prompt_line = line_of (b, "<prompt>Set the four bits to the number 12.</prompt>");
  c = replace_at (b, prompt_line, "<prompt>Set the four bits to the number 12.</prompt>", "");
  g_assert_true (g_file_set_contents (path, c, -1, NULL));

  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_test_message ("%s", r.out);
  g_assert_cmpint (r.status, ==, 1);
  lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);   /* three and the empty end */

  expect1 = g_strdup_printf ("%s:%u:5: unknown element <exercize> Write <exercise> instead.", path, exercise_line);
  g_assert_cmpstr (lines[0], ==, expect1);
  expect2 = g_strdup_printf ("%s:%u:", path, prompt_line - 1);
  g_assert_true (g_str_has_prefix (lines[1], expect2));
  g_assert_nonnull (strstr (lines[1], "an exercise needs a <prompt> Add a <prompt>"));
  expect3 = g_strdup_printf ("%s:%u:", path, skill_line);
  g_assert_true (g_str_has_prefix (lines[2], expect3));
  g_assert_nonnull (strstr (lines[2], "“bin2decc” is not a skill Write skill=\"bin2dec\" instead."));

  /* Not a lesson at all, and a file that is not there. */
  g_assert_true (g_file_set_contents (path, "\x89PNG\r\n\x1a\n\0\0", 10, NULL));
  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpint (g_remove (path), ==, 0);
  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A second <title> is a fault (the fuzzer found the first one's text
 * lost), said at the second one. */
static void
test_twice (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ft-lesson-check-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "twice.lesson", NULL);
  g_autofree char *expect = g_strdup_printf ("%s:3:", path);
  g_auto(FtCliRun) r = { 0 };
  static const char text[] =
    "<lesson id=\"twice\">\n"
    "  <title>One</title>\n"
    "  <title>Two</title>\n"
    "  <step><text>A step.</text></step>\n"
    "</lesson>\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_test_message ("%s", r.out);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.out, expect));
  g_assert_nonnull (strstr (r.out, "<title> is given twice here; keep one"));

  /* Two lessons in one file: the second is refused, not read over the
   * first. */
  g_assert_true (g_file_set_contents (path,
                                      "<lesson id=\"a\"><title>A</title><step><text>A.</text></step></lesson>\n"
                                      "<lesson id=\"b\"><title>B</title><step><text>B.</text></step></lesson>\n",
                                      -1, NULL));
  ft_cli_run (&r, NULL, -1, "lesson", "check", path, NULL);
  g_test_message ("%s", r.out);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.out, "a file holds one <lesson>"));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_common (void)
{
  static const char * const actions[] = { "check", NULL };

  ft_cli_test_common ("lesson", actions);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lessons_dir = g_getenv ("FT_LESSONS_DIR");
  g_assert_nonnull (lessons_dir);

  g_test_add_func ("/lesson-check/common", test_common);
  g_test_add_func ("/lesson-check/shipped", test_shipped);
  g_test_add_func ("/lesson-check/example", test_example);
  g_test_add_func ("/lesson-check/broken", test_broken);
  g_test_add_func ("/lesson-check/twice", test_twice);
  return g_test_run ();
}
