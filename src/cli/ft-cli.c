/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "ft-rng.h"

/* A game joins the command line by adding one row here. */
static const FtCliGame games[] = {
  { "equation", N_("Binary equations: check lines of tiles, explain them"), ft_cli_equation },
  { "flipbits", N_("FLIP BITS: solve hands, play computer games"), ft_cli_flipbits },
  { "dice", N_("FLIP (dice): solve, evaluate positions, play computer games"), ft_cli_dice },
  { "hilo", N_("Hi Lo Flip: computer games, hints, expert against standard"), ft_cli_hilo },
  { "scrabble", N_("Binary Number Scrabble: every legal play, scores, hints, computer games"), ft_cli_scrabble },
  { "practice", N_("Practice exercises for every skill, with answers"), ft_cli_practice },
  { "flipchain", N_("Flipchain: flips, legal cells, games, computer games, the small boards solved"), ft_cli_flipchain },
  { "class", N_("A class's progress: read the reports learners exported"), ft_cli_class },
  { "worksheet", N_("Printable worksheets in words, with set codes and an answer key (PDF)"), ft_cli_worksheet },
  { "lesson", N_("Check a lesson file, a teacher's own, before the app reads it"), ft_cli_lesson },
};

static void
print_help (FILE *out)
{
  fprintf (out, _("Usage: flip-tutor-cli GAME ACTION [OPTION…]\n"
                  "\n"
                  "The Flip Tutor game engines on the command line.\n"
                  "\n"
                  "Games:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    fprintf (out, "  %-10s %s\n", games[i].name, _(games[i].summary));
  fprintf (out, _("\n"
                  "Options:\n"
                  "  -h, --help     Show this help\n"
                  "  --version      Show the version\n"
                  "\n"
                  "Run “flip-tutor-cli GAME --help” for a game's actions.\n"));
}

static GQuark
cli_error_quark (void)
{
  return g_quark_from_static_string ("ft-cli-error-quark");
}

char *
ft_cli_escape (const char *text,
               gssize      length)
{
  GString *out;
  const char *p, *end;

  if (text == NULL)
    return g_strdup ("");
  if (length < 0)
    length = strlen (text);
  out = g_string_sized_new (length + 8);
  p = text;
  end = text + length;
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02X", (guchar) *p);
          p++;
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\\')
        g_string_append (out, "\\\\");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02X", c);
      else if (c >= 0x80 && c < 0xa0)
        /* C1 controls: a terminal acts on them too. */
        g_string_append_printf (out, "\\u%04X", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

/* The first @max characters of @text, and "…" when there were more. */
static void
append_shortened (GString    *out,
                  const char *text,
                  gsize       length,
                  guint       max)
{
  const char *end = text + length, *p = text;

  for (guint n = 0; p < end && n < max; n++)
    p = g_utf8_next_char (p);
  g_string_append_len (out, text, MIN (p, end) - text);
  if (p < end)
    g_string_append (out, "…");
}

char *
ft_cli_quote (const char *text)
{
  g_autofree char *escaped = ft_cli_escape (text, -1);
  GString *out = g_string_new (NULL);

  append_shortened (out, escaped, strlen (escaped), FT_CLI_QUOTE_MAX);
  return g_string_free (out, FALSE);
}

/* The message of @format, escaped: arguments may come from outside.  What
 * it quotes (“…”) is cut to FT_CLI_QUOTE_MAX characters, so that a
 * megabyte-long argument is not echoed whole, and the whole message to
 * ten times that. */
static char *escaped_vprintf (const char *format,
                              va_list     args) G_GNUC_PRINTF (1, 0);

static char *
escaped_vprintf (const char *format,
                 va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);
  g_autofree char *escaped = ft_cli_escape (message, -1);
  GString *out = g_string_new (NULL);
  const char *p = escaped;
  const char *open;

  while ((open = strstr (p, "“")) != NULL)
    {
      const char *start = open + strlen ("“");
      const char *close = strstr (start, "”");

      g_string_append_len (out, p, start - p);
      if (close == NULL)
        {
          append_shortened (out, start, strlen (start), FT_CLI_QUOTE_MAX);
          p = start + strlen (start);
          break;
        }
      append_shortened (out, start, close - start, FT_CLI_QUOTE_MAX);
      p = close;
      g_string_append (out, "”");
      p += strlen ("”");
    }
  g_string_append (out, p);
  if (g_utf8_strlen (out->str, -1) > 10 * FT_CLI_QUOTE_MAX)
    {
      g_autofree char *whole = g_string_free (out, FALSE);

      out = g_string_new (NULL);
      append_shortened (out, whole, strlen (whole), 10 * FT_CLI_QUOTE_MAX);
    }
  return g_string_free (out, FALSE);
}

int
ft_cli_usage_error (const char *game,
                    const char *usage,
                    const char *format,
                    ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = escaped_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "flip-tutor-cli %s: %s\n", game, message);
  if (usage != NULL)
    fprintf (stderr, "%s\n", usage);
  return FT_CLI_EXIT_USAGE;
}

int
ft_cli_input_error (const char *format,
                    ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = escaped_vprintf (format, args);
  va_end (args);
  fprintf (stderr, "error: %s\n", message);
  return FT_CLI_EXIT_INPUT;
}

int
ft_cli_dispatch (const char        *game,
                 const char        *usage,
                 const FtCliAction *actions,
                 int                argc,
                 char             **argv)
{
  if (argc < 2)
    return ft_cli_usage_error (game, usage, "which action?");
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      fputs (usage, stdout);
      return FT_CLI_EXIT_OK;
    }
  for (const FtCliAction *a = actions; a->name != NULL; a++)
    if (strcmp (argv[1], a->name) == 0)
      return a->run (argc - 1, argv + 1);
  return ft_cli_usage_error (game, usage, "unknown action “%s”", argv[1]);
}

static const FtCliOption *
find_option (const FtCliSpec *spec,
             const char      *name,
             gsize            length)
{
  for (const FtCliOption *o = spec->options; o != NULL && o->name != NULL; o++)
    if (strlen (o->name) == length && strncmp (o->name, name, length) == 0)
      return o;
  return NULL;
}

/* Stores @text as the value of @option; a usage error otherwise. */
static gboolean
set_value (const FtCliSpec   *spec,
           const FtCliOption *option,
           const char        *text,
           int               *status)
{
  guint64 u;
  gint64 i;

  if (*text == '\0')
    {
      *status = ft_cli_usage_error (spec->game, spec->usage, "--%s needs a value, not an empty word",
                                    option->name);
      return FALSE;
    }

  switch (option->type)
    {
    case FT_CLI_INT:
    case FT_CLI_UINT:
      {
        int min = option->min, max = option->max;

        if (min == 0 && max == 0)
          max = G_MAXINT;
        if (!g_ascii_string_to_signed (text, 10, min, max, &i, NULL))
          {
            *status = ft_cli_usage_error (spec->game, spec->usage,
                                          "--%s takes a whole number from %d to %d, not “%s”",
                                          option->name, min, max, text);
            return FALSE;
          }
        if (option->type == FT_CLI_INT)
          *(int *) option->value = (int) i;
        else
          *(guint *) option->value = (guint) i;
      }
      break;

    case FT_CLI_UINT64:
      /* g_ascii_string_to_unsigned() refuses a sign, so “-1” is an error
       * rather than a huge seed. */
      if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &u, NULL))
        {
          *status = ft_cli_usage_error (spec->game, spec->usage,
                                        "--%s takes a whole number from 0 to %" G_GUINT64_FORMAT
                                        ", not “%s”", option->name, G_MAXUINT64, text);
          return FALSE;
        }
      *(guint64 *) option->value = u;
      break;

    case FT_CLI_STRING:
      *(const char **) option->value = text;
      break;

    case FT_CLI_LIST:
      {
        g_auto(GStrv) items = g_strsplit (text, ",", -1);

        for (guint k = 0; items[k] != NULL; k++)
          if (*items[k] == '\0')
            {
              *status = ft_cli_usage_error (spec->game, spec->usage,
                                            "--%s takes a comma-separated list without empty items, "
                                            "not “%s”", option->name, text);
              return FALSE;
            }
        g_strfreev (*(GStrv *) option->value);
        *(GStrv *) option->value = g_steal_pointer (&items);
      }
      break;

    case FT_CLI_FLAG:
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

gboolean
ft_cli_parse_options (const FtCliSpec *spec,
                      int             *argc,
                      char           **argv,
                      int             *status)
{
  int kept = 1;
  gboolean words_only = FALSE;
  guint n_args;

  for (int k = 1; k < *argc; k++)
    {
      const char *word = argv[k];
      const char *name, *eq;
      const FtCliOption *option;
      gsize length;

      /* Only `--…` and `-h` are options: a rack or a line of tiles may
       * start with the minus tile. */
      if (words_only || (strncmp (word, "--", 2) != 0 && strcmp (word, "-h") != 0))
        {
          argv[kept++] = argv[k];
          continue;
        }
      if (strcmp (word, "--") == 0)
        {
          words_only = TRUE;
          continue;
        }
      if (strcmp (word, "--help") == 0 || strcmp (word, "-h") == 0)
        {
          fputs (spec->usage, stdout);
          *status = FT_CLI_EXIT_OK;
          return FALSE;
        }
      name = word + 2;
      eq = strchr (name, '=');
      length = eq != NULL ? (gsize) (eq - name) : strlen (name);
      option = find_option (spec, name, length);
      if (option == NULL)
        {
          *status = ft_cli_usage_error (spec->game, spec->usage, "unknown option “%.*s” for %s",
                                        (int) (length + 2), word, argv[0]);
          return FALSE;
        }
      if (option->given != NULL)
        *option->given = TRUE;

      if (option->type == FT_CLI_FLAG)
        {
          if (eq != NULL)
            {
              *status = ft_cli_usage_error (spec->game, spec->usage, "--%s takes no value",
                                            option->name);
              return FALSE;
            }
          *(gboolean *) option->value = TRUE;
          continue;
        }

      if (eq == NULL && k + 1 >= *argc)
        {
          *status = ft_cli_usage_error (spec->game, spec->usage, "--%s needs a value", option->name);
          return FALSE;
        }
      if (!set_value (spec, option, eq != NULL ? eq + 1 : argv[++k], status))
        return FALSE;
    }

  n_args = kept - 1;
  if (n_args < spec->min_args)
    {
      *status = ft_cli_usage_error (spec->game, spec->usage, "%s needs %u argument%s, not %u",
                                    argv[0], spec->min_args, spec->min_args == 1 ? "" : "s",
                                    n_args);
      return FALSE;
    }
  if (n_args > spec->max_args)
    {
      *status = ft_cli_usage_error (spec->game, spec->usage, "unexpected argument “%s” after %s",
                                    argv[1 + spec->max_args], argv[0]);
      return FALSE;
    }

  argv[kept] = NULL;
  *argc = kept;
  return TRUE;
}

struct _FtCliLineReader
{
  FILE    *in;
  gsize    max_length;
  GString *line;
  guint    number;
};

FtCliLineReader *
ft_cli_line_reader_new (FILE  *in,
                        gsize  max_length)
{
  FtCliLineReader *reader = g_new0 (FtCliLineReader, 1);

  reader->in = in;
  reader->max_length = max_length ? max_length : FT_CLI_DEFAULT_MAX_LINE;
  reader->line = g_string_new (NULL);
  return reader;
}

void
ft_cli_line_reader_free (FtCliLineReader *reader)
{
  if (reader == NULL)
    return;
  g_string_free (reader->line, TRUE);
  g_free (reader);
}

gboolean
ft_cli_read_line (FtCliLineReader  *reader,
                  const char      **line,
                  GError          **error)
{
  gboolean any = FALSE, has_nul = FALSE, too_long = FALSE;
  int c;

  *line = NULL;
  g_string_truncate (reader->line, 0);

  /* Byte by byte, so that a NUL is seen and a long line never takes more
   * than the maximum in memory: the rest of it is read and dropped. */
  while ((c = getc (reader->in)) != EOF)
    {
      any = TRUE;
      if (c == '\n')
        break;
      if (c == '\0')
        has_nul = TRUE;
      else if (reader->line->len < reader->max_length + 1)
        g_string_append_c (reader->line, (char) c);
      else
        too_long = TRUE;
    }
  if (!any)
    return FALSE;

  reader->number++;
  if (reader->line->len > 0 && reader->line->str[reader->line->len - 1] == '\r')
    g_string_truncate (reader->line, reader->line->len - 1);
  if (reader->line->len > reader->max_length)
    too_long = TRUE;

  if (has_nul)
    g_set_error_literal (error, cli_error_quark (), 0, "the line holds a NUL byte");
  else if (too_long)
    g_set_error (error, cli_error_quark (), 0, "the line is too long (more than %" G_GSIZE_FORMAT
                 " bytes)", reader->max_length);
  else if (!g_utf8_validate (reader->line->str, reader->line->len, NULL))
    g_set_error_literal (error, cli_error_quark (), 0, "the line is not UTF-8 text");
  else
    *line = reader->line->str;
  return TRUE;
}

guint
ft_cli_line_number (FtCliLineReader *reader)
{
  return reader->number;
}

int
ft_cli_line_error (FtCliLineReader *reader,
                   const char      *message)
{
  g_autofree char *escaped = ft_cli_escape (message, -1);

  printf ("error: line %u: %s\n", reader->number, escaped);
  fflush (stdout);
  return FT_CLI_EXIT_INPUT;
}

char *
ft_cli_read_text (const char  *path,
                  gsize        max_size,
                  GError     **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  FILE *in = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  char buffer[4096];
  size_t got;
  gboolean failed;

  if (in == NULL)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path,
                   g_strerror (saved));
      return NULL;
    }
  while ((got = fread (buffer, 1, sizeof buffer, in)) > 0 && text->len <= max_size)
    g_string_append_len (text, buffer, got);
  failed = ferror (in);
  if (in != stdin)
    fclose (in);

  if (failed)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, "%s: cannot be read", path);
  else if (text->len > max_size)
    g_set_error (error, cli_error_quark (), 0, "%s: more than %" G_GSIZE_FORMAT " bytes", path,
                 max_size);
  else if (memchr (text->str, '\0', text->len) != NULL)
    g_set_error (error, cli_error_quark (), 0, "%s: holds a NUL byte", path);
  else if (!g_utf8_validate (text->str, text->len, NULL))
    g_set_error (error, cli_error_quark (), 0, "%s: not UTF-8 text", path);
  else
    return g_string_free (g_steal_pointer (&text), FALSE);
  return NULL;
}

guint64
ft_cli_game_seed (guint64 seed,
                  guint   index)
{
  FtRng rng;

  ft_rng_init (&rng, seed + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (index + 1));
  return ft_rng_next (&rng);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_help (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("flip-tutor-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (strcmp (argv[1], games[i].name) == 0)
      return games[i].run (argc - 1, argv + 1);

  {
    g_autofree char *shown = ft_cli_quote (argv[1]);

    fprintf (stderr, _("flip-tutor-cli: unknown game “%s”\n"), shown);
  }
  print_help (stderr);
  return 2;
}
