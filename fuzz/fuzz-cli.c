/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <unistd.h>

#include "fuzz.h"

#include "ft-cli.h"

/*
 * libFuzzer target over the command line's readers of outside input
 * (src/cli/ft-cli.c), which every game's actions share: the first byte
 * picks
 *   0  the option parser (ft_cli_parse_options()), on the rest split into
 *      words at newlines, with an option of every type;
 *   1  the line reader (ft_cli_read_line()) over the rest as standard
 *      input, NUL bytes and all, with a line limit from the second byte;
 *   2  the text reader (ft_cli_read_text()) over the rest as a file;
 *   3  the escaping and quoting of words from outside.
 * Beyond "no crash, no sanitizer report, no critical", it checks their
 * contracts: exit statuses 0 or 2, every value within its option's range,
 * the positional words counted and kept; lines without newline, NUL or
 * bytes that are not UTF-8, within the limit; text as read or refused; an
 * escaped word that holds no control character, a quoted one cut to 40
 * characters.  What they print goes to /dev/null.
 */

static FILE *sink;

static void
check_escaped (const char *text)
{
  CHECK (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      CHECK (c >= 0x20 && c != 0x7f && !(c >= 0x80 && c < 0xa0));
    }
}

static void
fuzz_options (const char *text,
              guint       mode)
{
  g_auto(GStrv) words = g_strsplit (text, "\n", 64);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int n = 0, zero = 0, status = -1, argc;
  guint count = 0;
  guint64 seed = 0;
  const char *name = NULL;
  g_auto(GStrv) list = NULL;
  gboolean flag = FALSE, given = FALSE;
  const FtCliOption options[] = {
    { "n", FT_CLI_INT, &n, -5, 100 },
    { "zero", FT_CLI_INT, &zero, 0, 0 },
    { "count", FT_CLI_UINT, &count, 1, 1000 },
    { "seed", FT_CLI_UINT64, &seed },
    { "name", FT_CLI_STRING, &name },
    { "list", FT_CLI_LIST, &list, 0, 0, &given },
    { "flag", FT_CLI_FLAG, &flag },
    { NULL }
  };
  const FtCliSpec spec = { "fuzz", "usage", options, mode % 3, mode % 3 + mode / 3 % 3 };

  g_ptr_array_add (argv, (gpointer) "action");
  for (guint i = 0; words[i] != NULL; i++)
    g_ptr_array_add (argv, words[i]);
  argc = argv->len;
  g_ptr_array_add (argv, NULL);

  if (!ft_cli_parse_options (&spec, &argc, (char **) argv->pdata, &status))
    {
      CHECK (status == FT_CLI_EXIT_OK || status == FT_CLI_EXIT_USAGE);
      return;
    }
  CHECK (argc >= 1 && (guint) argc - 1 >= spec.min_args && (guint) argc - 1 <= spec.max_args);
  CHECK (argv->pdata[argc] == NULL);
  CHECK (strcmp (argv->pdata[0], "action") == 0);
  CHECK (n >= -5 && n <= 100);
  CHECK (zero >= 0);
  CHECK (count <= 1000);
  CHECK (name == NULL || *name != '\0');
  if (list != NULL)
    {
      CHECK (given);
      for (guint i = 0; list[i] != NULL; i++)
        CHECK (*list[i] != '\0' && strchr (list[i], ',') == NULL);
    }
}

static void
fuzz_lines (const uint8_t *data,
            size_t         size)
{
  gsize max = size > 0 ? 1 + data[0] % 64 : 1;
  FILE *in = size > 1 ? fmemopen ((void *) (data + 1), size - 1, "r") : NULL;
  g_autoptr(FtCliLineReader) reader = NULL;
  const char *line;
  GError *error = NULL;
  guint lines = 0, newlines = 0;

  if (in == NULL)
    return;
  for (size_t i = 1; i < size; i++)
    newlines += data[i] == '\n';
  reader = ft_cli_line_reader_new (in, max);
  while (ft_cli_read_line (reader, &line, &error))
    {
      lines++;
      CHECK (ft_cli_line_number (reader) == lines);
      if (line == NULL)
        {
          CHECK (error != NULL && error->message[0] != '\0');
          ft_cli_line_error (reader, error->message);
        }
      else
        {
          CHECK (error == NULL);
          CHECK (strlen (line) <= max);
          CHECK (strchr (line, '\n') == NULL);
          CHECK (g_utf8_validate (line, -1, NULL));
        }
      g_clear_error (&error);
    }
  CHECK (lines <= newlines + 1);
  g_clear_pointer (&reader, ft_cli_line_reader_free);
  fclose (in);
}

static void
fuzz_text (const uint8_t *data,
           size_t         size)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize max = size > 0 ? 1 + (gsize) data[0] * 16 : 1;
  int fd = g_file_open_tmp ("ft-fuzz-cli-XXXXXX", &path, NULL);

  CHECK (fd >= 0);
  close (fd);
  CHECK (g_file_set_contents (path, size > 1 ? (const char *) data + 1 : "", size > 1 ? size - 1 : 0, NULL));
  text = ft_cli_read_text (path, max, &error);
  g_unlink (path);
  if (text == NULL)
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  CHECK (strlen (text) == size - 1 && memcmp (text, data + 1, size - 1) == 0);
  CHECK (strlen (text) <= max);
  CHECK (g_utf8_validate (text, -1, NULL));
}

static void
fuzz_escape (const uint8_t *data,
             size_t         size)
{
  g_autofree char *escaped = ft_cli_escape ((const char *) data, size);
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *quoted = ft_cli_quote (text);

  check_escaped (escaped);
  check_escaped (quoted);
  CHECK (g_utf8_strlen (quoted, -1) <= FT_CLI_QUOTE_MAX + 1);
  ft_cli_input_error ("“%s” and “%s", text, text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FILE *saved_out = stdout, *saved_err = stderr;

  if (sink == NULL)
    {
      sink = fopen ("/dev/null", "w");
      CHECK (sink != NULL);
    }
  if (size < 2)
    return 0;

  /* What the readers print is not the fuzzer's. */
  stdout = sink;
  stderr = sink;
  switch (data[0] % 4)
    {
    case 0:
      {
        g_autofree char *text = ft_fuzz_text (data + 2, size - 2);

        fuzz_options (text, data[1]);
      }
      break;
    case 1:
      fuzz_lines (data + 1, size - 1);
      break;
    case 2:
      fuzz_text (data + 1, size - 1);
      break;
    default:
      fuzz_escape (data + 1, size - 1);
    }
  stdout = saved_out;
  stderr = saved_err;
  return 0;
}
