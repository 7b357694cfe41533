/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/*
 * A game's subcommand: `flip-tutor-cli GAME ACTION ARGS…`.  @argv[0] is the
 * game's name.  Returns the process exit status (FT_CLI_EXIT_*, below): 0
 * on success, 1 when some input was bad (a line-oriented command goes on
 * past a bad line and reports it), 2 on a usage error.
 *
 * Every game's actions read their arguments with ft_cli_parse_options()
 * and their standard input with ft_cli_read_line() (one answer per line)
 * or ft_cli_read_text() (one text), so that every game treats options and
 * bad input the same way.
 */
typedef int (*FtCliCommand) (int argc, char **argv);

typedef struct
{
  const char  *name;
  const char  *summary;
  FtCliCommand run;
} FtCliGame;

int ft_cli_equation (int argc, char **argv);
int ft_cli_flipbits (int argc, char **argv);
int ft_cli_dice (int argc, char **argv);
int ft_cli_hilo (int argc, char **argv);
int ft_cli_scrabble (int argc, char **argv);
int ft_cli_practice (int argc, char **argv);
int ft_cli_flipchain (int argc, char **argv);
int ft_cli_class (int argc, char **argv);
int ft_cli_worksheet (int argc, char **argv);
int ft_cli_lesson (int argc, char **argv);

/* Exit statuses, the same in every game and action (README.md has the
 * table):
 * 0  done;
 * 1  the input is bad: a position, board, rack, play, move, cell, answer
 *    or file the command works on (on the command line, in a file or on
 *    standard input) is not well formed, breaks the rules or cannot arise
 *    in a game, or the move asked about is illegal (“illegal: …”);
 * 2  the command line is wrong: an unknown game, action or option, an
 *    option value that is not one of its choices or out of its range, too
 *    few or too many arguments;
 * 3  stopped before the end: a solve that --seconds (or its table) cut
 *    short; what it found so far is printed;
 * 4  not enough memory for what was asked (--memory beyond what is
 *    free). */
#define FT_CLI_EXIT_OK      0
#define FT_CLI_EXIT_INPUT   1
#define FT_CLI_EXIT_USAGE   2
#define FT_CLI_EXIT_STOPPED 3
#define FT_CLI_EXIT_MEMORY  4

/* At most this many characters of an argument are quoted in a message. */
#define FT_CLI_QUOTE_MAX 40

/*
 * Options.  An action describes its options in a table ending with a row
 * whose name is NULL, and calls ft_cli_parse_options() first thing:
 *
 *   guint64 seed = 1;
 *   int games = 100;
 *   g_auto(GStrv) strengths = NULL;
 *   gboolean all = FALSE;
 *   const FtCliOption options[] = {
 *     { "seed", FT_CLI_UINT64, &seed },
 *     { "games", FT_CLI_INT, &games, 1, 10000000 },
 *     { "strength", FT_CLI_LIST, &strengths },
 *     { "all", FT_CLI_FLAG, &all },
 *     { NULL }
 *   };
 *   const FtCliSpec spec = { "flipbits", usage, options, 0, 0 };
 *   int status;
 *
 *   if (!ft_cli_parse_options (&spec, &argc, argv, &status))
 *     return status;
 *
 * Rules, the same for every game and action:
 * - options are `--name VALUE` or `--name=VALUE` (a flag takes no value),
 *   anywhere among the positional arguments; `--` ends the options;
 * - `-h` and `--help` print @usage to standard output (exit status 0);
 * - an unknown option, a missing or empty value, a value out of range
 *   (negative seeds and counts included), an empty item in a list
 *   (`--strength ,expert`) or too few or too many positional arguments
 *   print the reason and @usage to standard error (exit status 2);
 * - only words starting with `--` (and `-h`) are options, so that `-`
 *   (standard input, the minus tile) and a rack like `- 1 0` are
 *   positional; so is everything after `--`.
 * The value stays as it was when the option is not given, so the variable
 * holds the default; @given, when not NULL, tells whether it was.
 */
typedef enum
{
  FT_CLI_FLAG,    /* gboolean *: set to TRUE; takes no value */
  FT_CLI_INT,     /* int *: a decimal number from min to max (both 0: 0 to G_MAXINT) */
  FT_CLI_UINT,    /* guint *: the same, as unsigned (counts) */
  FT_CLI_UINT64,  /* guint64 *: a decimal number, no sign (seeds) */
  FT_CLI_STRING,  /* const char **: the word itself (points into argv), not empty */
  FT_CLI_LIST,    /* GStrv *: comma-separated, no empty item; the caller frees it */
} FtCliOptionType;

typedef struct
{
  const char      *name;   /* without the leading `--` */
  FtCliOptionType  type;
  gpointer         value;  /* see FtCliOptionType */
  int              min;    /* FT_CLI_INT and FT_CLI_UINT only */
  int              max;
  gboolean        *given;  /* optional: set to TRUE when the option appears */
} FtCliOption;

typedef struct
{
  const char        *game;      /* names the messages: “flip-tutor-cli GAME: …” */
  const char        *usage;     /* the usage text of the game */
  const FtCliOption *options;   /* NULL or ended by a row with name NULL */
  guint              min_args;  /* positional arguments after the action */
  guint              max_args;  /* G_MAXUINT: any number */
} FtCliSpec;

/*
 * Parses @argv (argv[0] is the action's name) by @spec.  On success it
 * leaves argv[0] and the positional arguments in @argv, sets *@argc to
 * their count plus one, NULL-terminates @argv and returns TRUE.  Otherwise
 * returns FALSE with *@status the exit status (0 after --help, 2 after a
 * usage error); the message is printed already.
 */
gboolean ft_cli_parse_options (const FtCliSpec *spec,
                               int             *argc,
                               char           **argv,
                               int             *status);

/*
 * A game's actions, for ft_cli_dispatch(): a table ending with a row whose
 * name is NULL.  run gets argv[0] = the action's name.
 */
typedef struct
{
  const char   *name;
  FtCliCommand  run;
} FtCliAction;

/*
 * What a game's FtCliCommand does first: runs the action named by
 * argv[1]; `--help`/`-h` there prints @usage to standard output (exit 0);
 * no action or an unknown one is a usage error (exit 2).
 */
int      ft_cli_dispatch      (const char        *game,
                               const char        *usage,
                               const FtCliAction *actions,
                               int                argc,
                               char             **argv);

/* Prints “flip-tutor-cli GAME: MESSAGE” (escaped) and @usage (when not
 * NULL) to standard error; returns FT_CLI_EXIT_USAGE. */
int  ft_cli_usage_error (const char *game,
                         const char *usage,
                         const char *format,
                         ...) G_GNUC_PRINTF (3, 4);

/* Prints “error: MESSAGE” (escaped) to standard error; returns
 * FT_CLI_EXIT_INPUT. */
int  ft_cli_input_error (const char *format,
                         ...) G_GNUC_PRINTF (1, 2);

/*
 * Text from outside, made safe to print on one line: control characters
 * (C0 and DEL) become \n, \t, \r or \xHH, C1 controls \uHHHH, a
 * backslash becomes \\, and
 * bytes that are not UTF-8 become \xHH.  @length -1: up to the NUL.
 */
char *ft_cli_escape (const char *text,
                     gssize      length);

/* ft_cli_escape()d and cut to FT_CLI_QUOTE_MAX characters (with "…"):
 * a word from outside, to quote in a message or an answer. */
char *ft_cli_quote  (const char *text);

/*
 * Lines of standard input, one answer per line.  A line holding a NUL
 * byte, bytes that are not UTF-8 or more than the reader's maximum is bad
 * for itself alone: the reader skips to the next newline and says why, so
 * the output stays one line per input line.
 *
 *   g_autoptr(FtCliLineReader) reader = ft_cli_line_reader_new (stdin, 0);
 *   const char *line;
 *   g_autoptr(GError) error = NULL;
 *
 *   while (ft_cli_read_line (reader, &line, &error))
 *     {
 *       if (line == NULL)
 *         status = ft_cli_line_error (reader, error->message);
 *       else …
 *       g_clear_error (&error);
 *     }
 */
typedef struct _FtCliLineReader FtCliLineReader;

#define FT_CLI_DEFAULT_MAX_LINE 4096

FtCliLineReader *ft_cli_line_reader_new  (FILE            *in,
                                          gsize            max_length);
void             ft_cli_line_reader_free (FtCliLineReader *reader);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtCliLineReader, ft_cli_line_reader_free)

/*
 * Reads the next line.  Returns FALSE at the end of input.  Otherwise
 * *@line is the line without its newline (and carriage return), owned by
 * the reader until the next call, or NULL with @error set when the line
 * is bad.  A last line without a newline counts as a line.
 */
gboolean ft_cli_read_line        (FtCliLineReader *reader,
                                  const char     **line,
                                  GError         **error);
/* The number of the line read last, from 1. */
guint    ft_cli_line_number      (FtCliLineReader *reader);

/* Prints “error: line N: MESSAGE” (escaped) to standard output, as the
 * answer to the line read last; returns FT_CLI_EXIT_INPUT. */
int      ft_cli_line_error       (FtCliLineReader *reader,
                                  const char      *message);

/*
 * All of a file (@path; "-" is standard input) as text: NULL with @error
 * set when it cannot be read, holds a NUL byte, is not UTF-8 or is longer
 * than @max_size bytes.  The message names @path as it is: the helpers
 * that print it (ft_cli_input_error()…) escape it, once.
 */
char    *ft_cli_read_text        (const char      *path,
                                  gsize            max_size,
                                  GError         **error);

/*
 * The seed of game @index of a run of computer games seeded with @seed: a
 * splitmix step, so that neighbouring runs (seed 1 and seed 2) share no
 * games.
 */
guint64  ft_cli_game_seed        (guint64          seed,
                                  guint            index);

G_END_DECLS
