/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#include "ft-class-report.h"

static void
learner_free (gpointer data)
{
  FtClassLearner *learner = data;

  ft_report_free (learner->report);
  g_free (learner->path);
  g_free (learner);
}

static void
skipped_free (gpointer data)
{
  FtClassSkipped *skipped = data;

  g_free (skipped->path);
  g_free (skipped->reason);
  g_free (skipped);
}

FtClassReport *
ft_class_report_new (void)
{
  FtClassReport *klass = g_new0 (FtClassReport, 1);

  klass->learners = g_ptr_array_new_with_free_func (learner_free);
  klass->skipped = g_ptr_array_new_with_free_func (skipped_free);
  return klass;
}

void
ft_class_report_free (FtClassReport *klass)
{
  if (klass == NULL)
    return;
  g_ptr_array_unref (klass->learners);
  g_ptr_array_unref (klass->skipped);
  g_free (klass);
}

static void
skip (FtClassReport *klass,
      const char    *path,
      char          *reason)
{
  FtClassSkipped *skipped = g_new0 (FtClassSkipped, 1);

  skipped->path = g_strdup (path);
  skipped->reason = reason;
  g_ptr_array_add (klass->skipped, skipped);
}

/* Two reports are of one learner when their names match but for case. */
static char *
name_key (const char *name)
{
  g_autofree char *normal = g_utf8_normalize (name, -1, G_NORMALIZE_ALL);

  return g_utf8_casefold (normal, -1);
}

static void
add_file (FtClassReport *klass,
          const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtReport) report = ft_report_load (path, &error);
  g_autofree char *key = NULL;
  FtClassLearner *learner;

  if (report == NULL)
    {
      skip (klass, path, g_strdup (error->message));
      return;
    }

  key = name_key (report->name);
  for (guint i = 0; i < klass->learners->len; i++)
    {
      FtClassLearner *other = g_ptr_array_index (klass->learners, i);
      g_autofree char *other_key = name_key (other->report->name);

      if (!g_str_equal (key, other_key))
        continue;
      /* The newer report of a learner is the one shown; the other is
       * named, so that a teacher sees why a file was left out. */
      if (strcmp (report->date, other->report->date) > 0)
        {
          skip (klass, other->path,
                /* Translators: the learner's name, the report's date, the other file, its date. */
                g_strdup_printf (_("An older report of %s (%s): the one in %s (%s) is shown."),
                                 other->report->name, other->report->date, path, report->date));
          ft_report_free (other->report);
          other->report = g_steal_pointer (&report);
          g_free (other->path);
          other->path = g_strdup (path);
        }
      else
        skip (klass, path,
              /* Translators: the learner's name, the other file. */
              g_strdup_printf (_("It repeats %s, already read from %s."),
                               report->name, other->path));
      return;
    }

  learner = g_new0 (FtClassLearner, 1);
  learner->report = g_steal_pointer (&report);
  learner->path = g_strdup (path);
  g_ptr_array_add (klass->learners, learner);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* A folder: its *.json files, in name order (a teacher's folder may hold
 * the class's CSV or worksheets too, which are not reports). */
static void
add_folder (FtClassReport *klass,
            const char    *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    {
      skip (klass, path, g_strdup_printf (_("The folder could not be read: %s"), error->message));
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.' && g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    add_file (klass, g_ptr_array_index (names, i));
}

void
ft_class_report_add_path (FtClassReport *klass,
                          const char    *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    add_folder (klass, path);
  else if (!g_file_test (path, G_FILE_TEST_EXISTS))
    skip (klass, path, g_strdup (_("There is no such file.")));
  else
    add_file (klass, path);
}

static int
compare_learners (gconstpointer a,
                  gconstpointer b)
{
  const FtClassLearner *x = *(FtClassLearner * const *) a;
  const FtClassLearner *y = *(FtClassLearner * const *) b;

  return g_utf8_collate (x->report->name, y->report->name);
}

void
ft_class_report_sort (FtClassReport *klass)
{
  g_ptr_array_sort (klass->learners, compare_learners);
}

/* Learners at @level in @skill; level 0 counts those who have not
 * practised it. */
guint
ft_class_report_count (const FtClassReport *klass,
                       FtPrSkillId          skill,
                       guint                level)
{
  guint n = 0;

  for (guint i = 0; i < klass->learners->len; i++)
    {
      const FtClassLearner *learner = g_ptr_array_index (klass->learners, i);

      n += learner->report->level[skill] == level;
    }
  return n;
}

/*
 * Ready for a skill, as the practice path opens one: its lesson is
 * completed, or every skill it builds on is at level 2 or more, or the
 * learner already practises it.  The map's first skill (place values) is
 * where every path starts; a skill that builds on nothing else (a game's
 * strategy) waits for its lesson.
 */
gboolean
ft_class_report_is_ready (const FtReport *report,
                          FtPrSkillId     skill)
{
  const FtPrSkill *info = ft_pr_skill_get (skill);

  if (report->level[skill] > 0 || skill == 0)
    return TRUE;
  for (guint i = 0; i < FT_PR_MAX_LESSONS && info->lessons[i] != NULL; i++)
    for (guint l = 0; l < report->lessons->len; l++)
      if (g_str_equal (info->lessons[i], g_ptr_array_index (report->lessons, l)))
        return TRUE;
  if (info->prereqs[0] < 0)
    return FALSE;
  for (guint i = 0; i < FT_PR_MAX_PREREQS && info->prereqs[i] >= 0; i++)
    if (report->level[info->prereqs[i]] < 2)
      return FALSE;
  return TRUE;
}

/*
 * What the class most needs next: the skills the most learners are ready
 * for and have not yet mastered (below level 3), most first, in teaching
 * order on a tie.  Returns how many it named (those with a count of 0 are
 * left out).
 */
guint
ft_class_report_needs_next (const FtClassReport *klass,
                            FtPrSkillId          skills[FT_CLASS_NEEDS_MAX],
                            guint                counts[FT_CLASS_NEEDS_MAX])
{
  guint n = 0;

  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    {
      guint count = 0, at;

      for (guint i = 0; i < klass->learners->len; i++)
        {
          const FtClassLearner *learner = g_ptr_array_index (klass->learners, i);

          count += learner->report->level[s] < FT_PR_MAX_LEVEL &&
                   ft_class_report_is_ready (learner->report, s);
        }
      if (count == 0)
        continue;
      /* Insert in order; skills come in teaching order, so a tie keeps
       * the earlier skill first. */
      for (at = n; at > 0 && counts[at - 1] < count; at--)
        ;
      if (at >= FT_CLASS_NEEDS_MAX)
        continue;
      for (guint j = MIN (n, FT_CLASS_NEEDS_MAX - 1); j > at; j--)
        {
          skills[j] = skills[j - 1];
          counts[j] = counts[j - 1];
        }
      skills[at] = s;
      counts[at] = count;
      n = MIN (n + 1, FT_CLASS_NEEDS_MAX);
    }
  return n;
}

/* One CSV cell, RFC 4180 quoted.  A cell a spreadsheet would read as a
 * formula (=, +, -, @) gets a leading apostrophe: a learner's name is
 * typed by the learner. */
static void
csv_cell (GString    *out,
          const char *text,
          gboolean    last)
{
  g_string_append_c (out, '"');
  if (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@' ||
      text[0] == '\t' || text[0] == '\r')
    g_string_append_c (out, '\'');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append (out, last ? "\"\r\n" : "\",");
}

static void
csv_number (GString *out,
            gint64   value)
{
  g_string_append_printf (out, "%" G_GINT64_FORMAT ",", value);
}

char *
ft_class_report_to_csv (const FtClassReport *klass)
{
  GString *out = g_string_new (NULL);

  csv_cell (out, _("Name"), FALSE);
  csv_cell (out, _("Date"), FALSE);
  csv_cell (out, _("Lessons completed"), FALSE);
  csv_cell (out, _("Games played"), FALSE);
  csv_cell (out, _("Games won"), FALSE);
  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    csv_cell (out, _(ft_pr_skill_get (s)->name), s + 1 == FT_PR_N_SKILLS);

  for (guint i = 0; i < klass->learners->len; i++)
    {
      const FtReport *report = ((FtClassLearner *) g_ptr_array_index (klass->learners, i))->report;

      csv_cell (out, report->name, FALSE);
      csv_cell (out, report->date, FALSE);
      csv_number (out, report->lessons->len);
      csv_number (out, ft_report_count_games (report, FALSE));
      csv_number (out, ft_report_count_games (report, TRUE));
      /* A skill not practised is an empty cell, not 0. */
      for (guint s = 0; s < FT_PR_N_SKILLS; s++)
        {
          if (report->level[s] > 0)
            g_string_append_printf (out, "%u", report->level[s]);
          g_string_append (out, s + 1 == FT_PR_N_SKILLS ? "\r\n" : ",");
        }
    }
  return g_string_free (out, FALSE);
}

static void
append_levels (GString        *out,
               const FtReport *report)
{
  for (guint level = FT_PR_MAX_LEVEL; level >= 1; level--)
    {
      gboolean first = TRUE;

      for (guint s = 0; s < FT_PR_N_SKILLS; s++)
        {
          if (report->level[s] != level)
            continue;
          if (first)
            /* Translators: the start of a list of skills at one level. */
            g_string_append_printf (out, _(" Level %u: "), level);
          else
            g_string_append (out, ", ");
          g_string_append (out, _(ft_pr_skill_get (s)->name));
          first = FALSE;
        }
      if (!first)
        g_string_append_c (out, '.');
    }
}

char *
ft_class_report_to_text (const FtClassReport *klass)
{
  GString *out = g_string_new (NULL);
  FtPrSkillId needs[FT_CLASS_NEEDS_MAX];
  guint counts[FT_CLASS_NEEDS_MAX];
  guint n_learners = klass->learners->len;
  guint n_needs;

  g_string_append_printf (out, ngettext ("A class of %u learner.\n", "A class of %u learners.\n",
                                         n_learners), n_learners);

  for (guint i = 0; i < n_learners; i++)
    {
      const FtReport *report = ((FtClassLearner *) g_ptr_array_index (klass->learners, i))->report;
      guint n_lessons = report->lessons->len;
      guint played = MIN (ft_report_count_games (report, FALSE), G_MAXUINT);
      guint won = MIN (ft_report_count_games (report, TRUE), G_MAXUINT);

      /* Translators: a learner's name and the date of their report. */
      g_string_append_printf (out, _("\n%s, on %s: "), report->name, report->date);
      g_string_append_printf (out, ngettext ("%u lesson completed, ", "%u lessons completed, ",
                                             n_lessons), n_lessons);
      g_string_append_printf (out, ngettext ("%u game played (%u won).", "%u games played (%u won).",
                                             played), played, won);
      append_levels (out, report);
      g_string_append_c (out, '\n');
    }

  if (n_learners > 0)
    {
      g_string_append (out, _("\nEach skill: learners at level 1, 2 and 3, and those who have not practised it.\n"));
      for (guint s = 0; s < FT_PR_N_SKILLS; s++)
        g_string_append_printf (out, "  %-40s %3u %3u %3u   %3u\n", _(ft_pr_skill_get (s)->name),
                                ft_class_report_count (klass, s, 1),
                                ft_class_report_count (klass, s, 2),
                                ft_class_report_count (klass, s, 3),
                                ft_class_report_count (klass, s, 0));
    }

  n_needs = ft_class_report_needs_next (klass, needs, counts);
  if (n_needs > 0)
    {
      g_string_append (out, _("\nWhat the class most needs next:\n"));
      for (guint i = 0; i < n_needs; i++)
        /* Translators: a skill's name, then how many learners are ready for it. */
        g_string_append_printf (out, ngettext ("  %s: %u learner is ready for it and has not mastered it.\n",
                                               "  %s: %u learners are ready for it and have not mastered it.\n",
                                               counts[i]),
                                _(ft_pr_skill_get (needs[i])->name), counts[i]);
    }

  if (klass->skipped->len > 0)
    {
      g_string_append (out, _("\nFiles left out:\n"));
      for (guint i = 0; i < klass->skipped->len; i++)
        {
          const FtClassSkipped *skipped = g_ptr_array_index (klass->skipped, i);

          g_string_append_printf (out, "  %s: %s\n", skipped->path, skipped->reason);
        }
    }
  return g_string_free (out, FALSE);
}
