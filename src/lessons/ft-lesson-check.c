/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ft-lesson-check.h"
#include "ft-lesson.h"

/*
 * A teacher's lesson checked (issue 25): every fault, not only the first.
 * The lesson's own reader (ft-lesson-parse.c) finds a fault and says where; the
 * checker notes it, blanks out the element it is in (keeping the line
 * breaks, so that every later fault keeps its line) and reads again, until
 * the lesson reads or nothing more can be blanked.  A fault that only
 * follows from a blanked element (a step left empty) is not reported.
 * Each fault gets a hint: the nearest element, attribute or skill name
 * for a misspelt one, or what the exercise needs.
 */

/* Enough for a long lesson with a mistake on every step. */
#define MAX_FAULTS 50
#define MAX_SIZE (1024 * 1024)

static const char * const elements[] = {
  "lesson", "title", "summary", "step", "text", "example", "table", "exercise", "prompt",
  "explain", "option", "label", "feedback", "board", NULL
};
static const char * const attributes[] = {
  "id", "order", "game", "kind", "answer", "width", "op", "a", "b", "base", "places", "question",
  "skill", "tiles", "rules", "correct", "side", "red", "blue", "play", "colour", "placed", "square",
  "mark", NULL
};

void
ft_lesson_fault_free (FtLessonFault *fault)
{
  g_free (fault->message);
  g_free (fault->hint);
  g_free (fault);
}

static guint
distance (const char *a,
          const char *b)
{
  guint la = strlen (a), lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (guint j = 0; j <= lb; j++)
    row[j] = j;
  for (guint i = 1; i <= la; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (guint j = 1; j <= lb; j++)
        {
          guint up = row[j];

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + (a[i - 1] != b[j - 1]));
          diagonal = up;
        }
    }
  return row[lb];
}

/* The name in @names nearest to @word, if it is near enough to be what
 * was meant (at most a third of its letters off). */
static const char *
nearest (const char         *word,
         const char * const *names)
{
  const char *best = NULL;
  guint best_distance = G_MAXUINT;

  for (guint i = 0; names[i] != NULL; i++)
    {
      guint d = distance (word, names[i]);

      if (d < best_distance)
        {
          best = names[i];
          best_distance = d;
        }
    }
  return best_distance <= MAX (1, strlen (word) / 3) ? best : NULL;
}

/* The text between the first “ and ” (or ' and ') of @message. */
static char *
quoted (const char *message,
        const char *open,
        const char *close)
{
  const char *start = strstr (message, open);
  const char *end;

  if (start == NULL)
    return NULL;
  start += strlen (open);
  end = strstr (start, close);
  return end != NULL ? g_strndup (start, end - start) : NULL;
}

static char *
hint_for (const char *message)
{
  g_autofree char *word = NULL;
  const char *near;

  if (g_str_has_prefix (message, "unknown element <"))
    {
      word = quoted (message, "<", ">");
      near = word != NULL ? nearest (word, elements) : NULL;
      if (near != NULL)
        return g_strdup_printf (_("Write <%s> instead."), near);
      return g_strdup (_("Use only the elements that doc/teachers-lessons.md lists."));
    }
  if (strstr (message, "is not a skill") != NULL)
    {
      const char *ids[FT_PR_N_SKILLS + 1];

      for (guint s = 0; s < FT_PR_N_SKILLS; s++)
        ids[s] = ft_pr_skill_get (s)->id;
      ids[FT_PR_N_SKILLS] = NULL;
      word = quoted (message, "“", "”");
      near = word != NULL ? nearest (word, ids) : NULL;
      if (near != NULL)
        return g_strdup_printf (_("Write skill=\"%s\" instead."), near);
      return g_strdup (_("flip-tutor-cli practice --list names every skill."));
    }
  if (strstr (message, "requires attribute") != NULL)
    {
      word = quoted (message, "attribute '", "'");
      if (word == NULL)
        word = quoted (message, "attribute “", "”");
      if (word != NULL)
        return g_strdup_printf (_("Add %s=\"…\" to the element."), word);
    }
  if (strstr (message, "not valid for element") != NULL || strstr (message, "invalid for element") != NULL)
    {
      word = quoted (message, "attribute '", "'");
      if (word == NULL)
        word = quoted (message, "attribute “", "”");
      near = word != NULL ? nearest (word, attributes) : NULL;
      if (near != NULL)
        return g_strdup_printf (_("Write %s= instead."), near);
      return g_strdup (_("Leave the attribute out."));
    }
  if (strstr (message, "not the exercise's answer") != NULL)
    return g_strdup (_("Make answer= the answer to the question, or change the question."));
  if (strstr (message, "needs a <prompt>") != NULL)
    return g_strdup (_("Add a <prompt> with the question the learner answers."));
  if (strstr (message, "a step needs text or an exercise") != NULL)
    return g_strdup (_("Add a <text> or an <exercise> to the step, or remove the step."));
  if (strstr (message, "a lesson needs an id") != NULL)
    return g_strdup (_("Start with <lesson id=\"…\">, a <title>, and at least one <step>."));
  return NULL;
}

/* The byte offset of @line (from 1), @column (characters, from 1). */
static gsize
offset_of (const char *text,
           gsize       length,
           guint       line,
           guint       column)
{
  const char *p = text, *end = text + length;

  for (guint l = 1; l < line && p < end; p++)
    if (*p == '\n')
      l++;
  for (guint c = 1; c < column && p < end && *p != '\n'; c++)
    p = g_utf8_next_char (p);
  return MIN (p, end) - text;
}

static void
position_of (const char *text,
             gsize       offset,
             guint      *line,
             guint      *column)
{
  *line = 1;
  *column = 1;
  for (const char *p = text; p < text + offset; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else
        (*column)++;
    }
}

/* The end of the element whose start tag ends at @offset: the end tag at
 * the same depth, whatever its name (a misspelt pair still closes). */
static gsize
element_end (const char *text,
             gsize       length,
             gsize       offset)
{
  guint depth = 1;

  for (gsize i = offset; i < length; i++)
    {
      const char *gt;

      if (text[i] != '<')
        continue;
      gt = memchr (text + i, '>', length - i);
      if (gt == NULL)
        return length;
      if (text[i + 1] == '!' || text[i + 1] == '?')
        ;
      else if (text[i + 1] == '/')
        {
          if (--depth == 0)
            return gt + 1 - text;
        }
      else if (gt[-1] != '/')
        depth++;
      i = gt - text;
    }
  return length;
}

/* The start of the element whose end tag starts at @lt: the start tag at
 * the same depth before it. */
static gsize
element_start (const char *text,
               gsize       lt)
{
  guint depth = 1;

  for (gssize i = (gssize) lt - 1; i >= 0; i--)
    {
      if (text[i] != '<' || text[i + 1] == '!' || text[i + 1] == '?')
        continue;
      if (text[i + 1] == '/')
        depth++;
      else
        {
          const char *gt = strchr (text + i, '>');

          if (gt != NULL && gt[-1] == '/')
            continue;
          if (--depth == 0)
            return i;
        }
    }
  return lt;
}

/*
 * The element around the fault the reader stopped at @offset (just after
 * a tag): its start and end, and whether the tag there was an end tag.
 * FALSE when there is no tag before @offset.
 */
static gboolean
element_span (const char *text,
              gsize       length,
              gsize       offset,
              gsize      *start,
              gsize      *end,
              gboolean   *at_end_tag)
{
  gssize lt = -1;

  for (gssize i = MIN (offset, length) - 1; i >= 0; i--)
    if (text[i] == '<')
      {
        lt = i;
        break;
      }
  if (lt < 0)
    return FALSE;

  *at_end_tag = text[lt + 1] == '/';
  if (*at_end_tag)
    {
      *start = element_start (text, lt);
      *end = MIN (offset, length);
    }
  else
    {
      *start = lt;
      *end = offset >= 2 && text[offset - 2] == '/' ? offset : element_end (text, length, offset);
    }
  return TRUE;
}

static void
blank (char  *buffer,
       gsize  start,
       gsize  end)
{
  for (gsize i = start; i < end; i++)
    if (buffer[i] != '\n')
      buffer[i] = ' ';
}

/* Whether an element blanked for an earlier fault lay inside the element
 * that starts at @start (so that a fault of that element follows from it). */
static gboolean
blanked_inside (GArray     *caused,
                const char *buffer,
                gsize       start)
{
  const char *gt = strchr (buffer + start, '>');
  gsize end = gt != NULL ? element_end (buffer, strlen (buffer), gt + 1 - buffer) : start;

  for (guint i = 0; i < caused->len; i++)
    {
      gsize at = g_array_index (caused, gsize, i);

      if (at > start && at < end)
        return TRUE;
    }
  return FALSE;
}

/* The first step with nothing in it: its offset. */
static gboolean
empty_step (const char *buffer,
            gsize      *offset)
{
  g_autoptr(GRegex) regex = g_regex_new ("<step(\\s[^>]*)?>\\s*</step\\s*>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  int start;

  if (!g_regex_match (regex, buffer, 0, &match))
    return FALSE;
  g_match_info_fetch_pos (match, 0, &start, NULL);
  *offset = start;
  return TRUE;
}

static void
add_fault (GPtrArray  *faults,
           guint       line,
           guint       column,
           const char *message)
{
  FtLessonFault *fault = g_new0 (FtLessonFault, 1);

  fault->line = line;
  fault->column = column;
  fault->message = g_strdup (message);
  fault->hint = hint_for (message);
  g_ptr_array_add (faults, fault);
}

/* GMarkup starts a fault with "Error on line 3 char 15: " (in the
 * learner's language): the first two numbers, up to the first ": ". */
static gboolean
where (const char *message,
       guint      *line,
       guint      *column,
       int        *consumed)
{
  g_autoptr(GRegex) regex = g_regex_new ("^[^0-9:]*([0-9]+)[^0-9:]+([0-9]+)[^:]*: ", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *a = NULL, *b = NULL;
  int end;

  if (!g_regex_match (regex, message, 0, &match))
    return FALSE;
  a = g_match_info_fetch (match, 1);
  b = g_match_info_fetch (match, 2);
  g_match_info_fetch_pos (match, 0, NULL, &end);
  *line = atoi (a);
  *column = atoi (b);
  *consumed = end;
  return *line > 0;
}

GPtrArray *
ft_lesson_check (const char *text,
                 gsize       length)
{
  GPtrArray *faults = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_lesson_fault_free);
  g_autofree char *buffer = NULL;
  g_autoptr(GArray) caused = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize last_offset = G_MAXSIZE;

  if (length > MAX_SIZE || memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      add_fault (faults, 1, 1, _("The file is not a lesson: lessons are UTF-8 text of at most 1 MiB."));
      return faults;
    }
  buffer = g_strndup (text, length);

  while (faults->len < MAX_FAULTS)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = ft_lesson_new_from_data (buffer, length, &error);
      guint line, column, at_line, at_column;
      gsize offset, start, end;
      gboolean at_end_tag, follows;
      const char *message;
      int consumed = 0;

      if (lesson != NULL)
        break;
      if (!where (error->message, &line, &column, &consumed))
        {
          /* The reader says where a fault is, but for an empty step. */
          gsize empty;

          if (!empty_step (buffer, &empty))
            {
              add_fault (faults, 1, 1, error->message);
              break;
            }
          if (!blanked_inside (caused, buffer, empty))
            {
              position_of (buffer, empty, &at_line, &at_column);
              add_fault (faults, at_line, at_column, error->message);
            }
          blank (buffer, empty, element_end (buffer, length, strchr (buffer + empty, '>') + 1 - buffer));
          continue;
        }
      message = error->message + consumed;
      offset = offset_of (buffer, length, line, column);
      if (offset == last_offset || !element_span (buffer, length, offset, &start, &end, &at_end_tag))
        {
          add_fault (faults, line, column, message);
          break;
        }
      last_offset = offset;

      /* A fault at the end tag of an element whose content was blanked
       * follows from that fault: blank it too, unreported. */
      follows = at_end_tag && blanked_inside (caused, buffer, start);
      if (!follows)
        {
          position_of (buffer, start, &at_line, &at_column);
          add_fault (faults, at_line, at_column, message);
        }

      blank (buffer, start, end);
      g_array_append_val (caused, start);
    }
  return faults;
}

char *
ft_lesson_fault_to_string (const FtLessonFault *fault,
                           const char          *file)
{
  /* Translators: a fault in a lesson file: the file, line, column, what is
   * wrong, then what to write instead (may be empty). */
  return g_strdup_printf (_("%s:%u:%u: %s%s%s"), file, fault->line, fault->column, fault->message,
                          fault->hint != NULL ? " " : "", fault->hint != NULL ? fault->hint : "");
}
