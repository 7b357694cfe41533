/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "ft-report.h"

/* The member that says what the file is, holding the format number. */
#define FORMAT_MEMBER "flip-tutor-report"
/* A report of every skill, lesson and game is a few kilobytes. */
#define MAX_SIZE (256 * 1024)
#define MAX_DEPTH 8
#define MAX_NAME 200

G_DEFINE_QUARK (ft-report-error-quark, ft_report_error)

static void
game_free (gpointer data)
{
  FtReportGame *game = data;

  g_free (game->id);
  g_free (game);
}

FtReport *
ft_report_new (const char *name,
               const char *date)
{
  FtReport *report = g_new0 (FtReport, 1);

  report->name = g_strdup (name);
  report->date = g_strdup (date);
  report->lessons = g_ptr_array_new_with_free_func (g_free);
  report->games = g_ptr_array_new_with_free_func (game_free);
  return report;
}

void
ft_report_free (FtReport *report)
{
  if (report == NULL)
    return;
  g_free (report->name);
  g_free (report->date);
  g_ptr_array_unref (report->lessons);
  g_ptr_array_unref (report->games);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    g_free (report->last_review[i]);
  g_free (report);
}

void
ft_report_add_lesson (FtReport   *report,
                      const char *lesson_id)
{
  g_ptr_array_add (report->lessons, g_strdup (lesson_id));
}

void
ft_report_set_skill (FtReport    *report,
                     FtPrSkillId  skill,
                     guint        level,
                     const char  *last_review)
{
  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);
  g_return_if_fail (level <= FT_PR_MAX_LEVEL);

  report->level[skill] = level;
  g_free (report->last_review[skill]);
  report->last_review[skill] = g_strdup (last_review);
}

void
ft_report_add_game (FtReport   *report,
                    const char *game_id,
                    gint64      played,
                    gint64      won)
{
  FtReportGame *game = g_new0 (FtReportGame, 1);

  game->id = g_strdup (game_id);
  game->played = played;
  game->won = won;
  g_ptr_array_add (report->games, game);
}

gint64
ft_report_count_games (const FtReport *report,
                       gboolean        won)
{
  gint64 total = 0;

  for (guint i = 0; i < report->games->len; i++)
    {
      const FtReportGame *game = g_ptr_array_index (report->games, i);

      total += won ? game->won : game->played;
    }
  return total;
}

char *
ft_report_date_for (gint64 unix_time)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (unix_time);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%d") : NULL;
}

char *
ft_report_to_json (const FtReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, FORMAT_MEMBER);
  json_builder_add_int_value (builder, FT_REPORT_FORMAT);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, report->name);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, report->date);

  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < report->lessons->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (report->lessons, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "skills");
  json_builder_begin_object (builder);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    {
      if (report->level[i] == 0)
        continue;
      json_builder_set_member_name (builder, ft_pr_skill_get (i)->id);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_int_value (builder, report->level[i]);
      if (report->last_review[i] != NULL)
        {
          json_builder_set_member_name (builder, "last-review");
          json_builder_add_string_value (builder, report->last_review[i]);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < report->games->len; i++)
    {
      const FtReportGame *game = g_ptr_array_index (report->games, i);

      json_builder_set_member_name (builder, game->id);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "played");
      json_builder_add_int_value (builder, game->played);
      json_builder_set_member_name (builder, "won");
      json_builder_add_int_value (builder, game->won);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/* json-glib's parser goes one level deeper on the stack for every level of
 * nesting, so a file nested 80,000 levels deep overflows it: count the
 * levels first.  Brackets inside strings do not count.  The progress store
 * reads progress.json with it too. */
gboolean
ft_json_nesting_within (const char *text,
                        gsize       length,
                        guint       max_depth)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

static gboolean
damaged (GError    **error,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
damaged (GError    **error,
         const char *format,
         ...)
{
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: %s says what is wrong, as a sentence. */
  g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_DAMAGED,
               _("The report is damaged: %s"), why);
  return FALSE;
}

/* An integer member from @min to @max; FALSE when missing or not one. */
static gboolean
get_int (JsonObject *object,
         const char *member,
         gint64      min,
         gint64      max,
         gint64     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

static const char *
get_string (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonObject *
get_object (JsonObject *object,
            const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static gboolean
is_date (const char *text)
{
  int year, month, day;
  char end;

  if (text == NULL || strlen (text) != 10 ||
      sscanf (text, "%4d-%2d-%2d%c", &year, &month, &day, &end) != 3)
    return FALSE;
  return g_date_valid_dmy (day, month, year) && text[4] == '-' && text[7] == '-';
}

static gboolean
read_skills (FtReport   *report,
             JsonObject *skills,
             GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (skills);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      JsonObject *skill = get_object (skills, id);
      FtPrSkillId skill_id;
      const char *last_review;
      gint64 level;

      /* A skill this version does not know (a newer version's) is left
       * out: the rest of the report still reads (doc/progress-report.md). */
      if (!ft_pr_skill_from_id (id, &skill_id))
        continue;
      if (skill == NULL || !get_int (skill, "level", 1, FT_PR_MAX_LEVEL, &level))
        return damaged (error, _("the skill “%s” has no level from 1 to 3."), id);
      last_review = get_string (skill, "last-review");
      if (json_object_has_member (skill, "last-review") && !is_date (last_review))
        return damaged (error, _("the last review of the skill “%s” is not a date."), id);
      ft_report_set_skill (report, skill_id, level, last_review);
    }
  return TRUE;
}

static gboolean
read_games (FtReport   *report,
            JsonObject *games,
            GError    **error)
{
  g_autoptr(GList) members = json_object_get_members (games);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      JsonObject *game = get_object (games, id);
      gint64 played, won;

      if (game == NULL ||
          !get_int (game, "played", 0, G_MAXINT32, &played) ||
          !get_int (game, "won", 0, played, &won))
        return damaged (error, _("the games of “%s” are not two counts, won at most played."), id);
      ft_report_add_game (report, id, played, won);
    }
  return TRUE;
}

static gboolean
read_lessons (FtReport  *report,
              JsonArray *lessons,
              GError   **error)
{
  for (guint i = 0; i < json_array_get_length (lessons); i++)
    {
      JsonNode *node = json_array_get_element (lessons, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          *json_node_get_string (node) == '\0')
        return damaged (error, _("a completed lesson is not named."));
      ft_report_add_lesson (report, json_node_get_string (node));
    }
  return TRUE;
}

FtReport *
ft_report_from_json (const char *text,
                     gsize       length,
                     GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(FtReport) report = NULL;
  JsonObject *root, *skills, *games;
  JsonNode *lessons;
  g_autofree char *name = NULL;
  const char *date;
  gint64 format;

  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL) ||
      !ft_json_nesting_within (text, length, MAX_DEPTH) ||
      !json_parser_load_from_data (parser, text, length, NULL))
    {
      /* A report cut short still names itself near its start. */
      if (g_strstr_len (text, MIN (length, 200), FORMAT_MEMBER) != NULL)
        damaged (error, _("it is not complete."));
      else
        g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_NOT_REPORT,
                     _("It is not a Flip Tutor progress report."));
      return NULL;
    }
  /* An empty text parses, with no root. */
  if (json_parser_get_root (parser) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)) ||
      !json_object_has_member (json_node_get_object (json_parser_get_root (parser)), FORMAT_MEMBER))
    {
      g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_NOT_REPORT,
                   _("It is not a Flip Tutor progress report."));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (!get_int (root, FORMAT_MEMBER, 1, G_MAXINT32, &format))
    {
      damaged (error, _("its format number is missing."));
      return NULL;
    }
  if (format > FT_REPORT_FORMAT)
    {
      g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_NEWER,
                   _("It was written by a newer version of Flip Tutor (report format %d); "
                     "this version reads format %d."), (int) format, FT_REPORT_FORMAT);
      return NULL;
    }

  if (get_string (root, "name") != NULL)
    name = g_strstrip (g_strdup (get_string (root, "name")));
  if (name == NULL || *name == '\0' || g_utf8_strlen (name, -1) > MAX_NAME)
    {
      damaged (error, _("it has no learner's name."));
      return NULL;
    }
  date = get_string (root, "date");
  if (!is_date (date))
    {
      damaged (error, _("its date is not a date."));
      return NULL;
    }
  lessons = json_object_get_member (root, "lessons");
  skills = get_object (root, "skills");
  games = get_object (root, "games");
  if (lessons == NULL || !JSON_NODE_HOLDS_ARRAY (lessons) || skills == NULL || games == NULL)
    {
      damaged (error, _("its lessons, skills or games are missing."));
      return NULL;
    }

  report = ft_report_new (name, date);
  if (!read_lessons (report, json_node_get_array (lessons), error) ||
      !read_skills (report, skills, error) ||
      !read_games (report, games, error))
    return NULL;
  return g_steal_pointer (&report);
}

FtReport *
ft_report_load (const char *path,
                GError    **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_NOT_REPORT,
                   _("It is not a file."));
      return NULL;
    }
  if (info != NULL && g_file_info_get_size (info) > MAX_SIZE)
    {
      g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_NOT_REPORT,
                   _("It is far larger than a progress report."));
      return NULL;
    }
  if (info == NULL || !g_file_load_contents (file, NULL, &text, &length, NULL, &local_error))
    {
      g_set_error (error, FT_REPORT_ERROR, FT_REPORT_ERROR_UNREADABLE,
                   _("It could not be read: %s"), local_error->message);
      return NULL;
    }
  return ft_report_from_json (text, length, error);
}
