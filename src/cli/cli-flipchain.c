/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ft-cli.h"
#include "flipchain/flipchain-ai.h"
#include "flipchain/flipchain-solver.h"

static const char usage[] =
  "Usage: flip-tutor-cli flipchain ACTION [OPTION…]\n"
  "\n"
  "Cells: rows a, b, … from the top, numbered from 1 at the left of each row\n"
  "(a1 top-left, e5 the centre of side 5).  A board file has one line per row,\n"
  "cells . R B separated by spaces (leading spaces, blank lines and # lines are\n"
  "ignored); - reads it from standard input.  Red moves first; a move is a cell\n"
  "or swap (the pie rule, only as Blue's first move).\n"
  "\n"
  "Actions:\n"
  "  flips [--side N] BOARDFILE COLOUR CELL\n"
  "                    what COLOUR (R or B) placing on CELL flips, and whether it\n"
  "                    then has a loop: \"flips: CELLS\" and \"winner: R|B|-\";\n"
  "                    \"illegal: REASON\" (exit 1) if it may not place there.\n"
  "  legal [--side N] BOARDFILE COLOUR\n"
  "                    the cells where COLOUR may place, or -.\n"
  "  play [--side N] [--no-pie] MOVES…\n"
  "                    plays the moves from the empty board: one line per move\n"
  "                    (\"R e5 flips: -\", \"B swap\"; a forced skip adds\n"
  "                    \"B skips: no legal placement\"), the board, then\n"
  "                    \"result: R|B|draw at move K\" (K counts the moves given)\n"
  "                    or \"result: unfinished\".\n"
  "  selfplay [--side N] [--games G] [--strength S1,S2] [--seed X] [--no-pie]\n"
  "           [--playouts P] [--every K] [--first F]\n"
  "                    computer games (S1 moves first; beginner, standard,\n"
  "                    expert; P is the expert's playouts a move): wins by\n"
  "                    colour and by player, draws, mean length, the ring of\n"
  "                    the winning placement (0 the centre); the summary so\n"
  "                    far after every K games.  --first F plays games F,\n"
  "                    F+1, … of the seeded series, so a long run can be split.\n"
  "  solve [--side 3|4] [--no-pie] [--seconds T] [--memory MIB] [--progress]\n"
  "                    [--proof-number]\n"
  "                    the exact result with perfect play, and the value of\n"
  "                    each first placement; --memory the table's size in\n"
  "                    MiB, --progress a line on stderr after each opening,\n"
  "                    --proof-number a proof-number search (long solves);\n"
  "                    exit status 3 when time or the table ran out first, 4\n"
  "                    when --memory is more than is free.\n"
  "\n"
  "The side is 3 to 10 (default 5).\n";

/* The largest count an option takes (games, playouts, seconds…). */
#define MAX_COUNT 100000000

/* A board file is one short line per row; a megabyte is far more than side 10
 * needs and keeps a stray binary file from filling memory. */
#define BOARD_MAX_SIZE (1024 * 1024)

/* Reads the board file @path ("-": standard input) of side @side; prints
 * why not. */
static gboolean
read_board (const char *path,
            guint       side,
            FtFcBoard  *board)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  text = ft_cli_read_text (path, BOARD_MAX_SIZE, &error);
  if (text == NULL)
    {
      ft_cli_input_error ("%s", error->message);
      return FALSE;
    }
  if (!ft_fc_board_from_string (board, side, text, &error))
    {
      ft_cli_input_error ("%s: %s", path, error->message);
      return FALSE;
    }
  return TRUE;
}

/* What `flips` and `legal` share: --side, then BOARDFILE COLOUR and
 * @n_extra more arguments (left in @argv).  Returns -1, or the exit
 * status of --help (0), a usage error (2) or a bad board (1). */
static int
read_board_and_colour (int        *argc,
                       char      **argv,
                       guint       n_extra,
                       FtFcBoard  *board,
                       FtFcColour *colour)
{
  guint side = FT_FC_DEFAULT_SIDE;
  const FtCliOption options[] = {
    { "side", FT_CLI_UINT, &side, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE },
    { NULL }
  };
  const FtCliSpec spec = { "flipchain", usage, options, 2 + n_extra, 2 + n_extra };
  int status;

  if (!ft_cli_parse_options (&spec, argc, argv, &status))
    return status;
  if (!ft_fc_colour_parse (argv[2], colour))
    return ft_cli_usage_error ("flipchain", usage, "the colour is R or B, not “%s”", argv[2]);
  if (!read_board (argv[1], side, board))
    return FT_CLI_EXIT_INPUT;
  return -1;
}

static int
run_flips (int    argc,
           char **argv)
{
  g_autofree char *cells = NULL;
  g_autofree char *name = NULL;
  FtFcBoard board;
  FtFcColour colour;
  FtFcBits flips;
  guint cell;
  gboolean won;
  int status;

  if ((status = read_board_and_colour (&argc, argv, 1, &board, &colour)) >= 0)
    return status;
  /* Never printed raw: an escape sequence would reach the terminal. */
  name = ft_cli_quote (argv[3]);
  if (!ft_fc_cell_parse (board.side, argv[3], &cell))
    {
      printf ("illegal: “%s” is not a cell of the side-%u board\n", name, board.side);
      return FT_CLI_EXIT_INPUT;
    }
  if (ft_fc_board_get (&board, cell) != FT_FC_EMPTY)
    {
      printf ("illegal: %s is taken\n", name);
      return FT_CLI_EXIT_INPUT;
    }
  if (!ft_fc_board_is_legal (&board, colour, cell))
    {
      /* flipchain R5 */
      printf ("illegal: %s has more friendly than enemy neighbours\n", name);
      return FT_CLI_EXIT_INPUT;
    }
  won = ft_fc_board_place (&board, colour, cell, &flips);
  cells = ft_fc_cells_to_string (board.side, &flips);
  printf ("flips: %s\nwinner: %s\n", cells, won ? ft_fc_colour_letter (colour) : "-");
  return 0;
}

static int
run_legal (int    argc,
           char **argv)
{
  g_autofree char *cells = NULL;
  FtFcBoard board;
  FtFcColour colour;
  FtFcBits legal;
  int status;

  if ((status = read_board_and_colour (&argc, argv, 0, &board, &colour)) >= 0)
    return status;
  ft_fc_board_legal (&board, colour, &legal);
  cells = ft_fc_cells_to_string (board.side, &legal);
  printf ("%s\n", cells);
  return 0;
}

static int
run_play (int    argc,
          char **argv)
{
  guint side = FT_FC_DEFAULT_SIDE;
  gboolean no_pie = FALSE;
  const FtCliOption options[] = {
    { "side", FT_CLI_UINT, &side, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE },
    { "no-pie", FT_CLI_FLAG, &no_pie },
    { NULL }
  };
  const FtCliSpec spec = { "flipchain", usage, options, 0, G_MAXUINT };
  g_autofree char *board_text = NULL;
  FtFcGame game;
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  ft_fc_game_init (&game, side, !no_pie);
  for (guint i = 0; i + 1 < (guint) argc; i++)
    {
      const char *token = argv[i + 1];
      g_autoptr(GError) error = NULL;
      FtFcMoveResult r;
      gint move;

      if (!ft_fc_move_parse (side, token, &move, &error) ||
          !ft_fc_game_play (&game, move, &r, &error))
        {
          g_autofree char *shown = g_strescape (token, NULL);

          printf ("illegal: move %u (%.20s): %s\n", i + 1, shown, error->message);
          return 1;
        }
      if (move == FT_FC_MOVE_SWAP)
        printf ("%s swap\n", ft_fc_colour_letter (r.mover));
      else
        {
          g_autofree char *name = ft_fc_cell_name (side, (guint) move);
          g_autofree char *cells = ft_fc_cells_to_string (side, &r.flips);

          printf ("%s %s flips: %s\n", ft_fc_colour_letter (r.mover), name, cells);
        }
      if (r.skipped != FT_FC_EMPTY)
        printf ("%s skips: no legal placement\n", ft_fc_colour_letter (r.skipped));
    }

  board_text = ft_fc_board_to_string (&game.board);
  fputs (board_text, stdout);
  if (game.status == FT_FC_WON)
    printf ("result: %s at move %u\n", ft_fc_colour_letter (game.winner), game.n_moves);
  else if (game.status == FT_FC_DRAWN)
    printf ("result: draw at move %u\n", game.n_moves);
  else
    printf ("result: unfinished\n");
  return 0;
}

/* The distance of @cell from the centre, in rings (0 the centre,
 * side - 1 the edge). */
static guint
ring_of (guint side,
         guint cell)
{
  const FtFcGeom *g = ft_fc_geom (side);
  gint q = g->q_of[cell], r = g->r_of[cell];

  return (guint) MAX (ABS (q), MAX (ABS (r), ABS (q + r)));
}

typedef struct
{
  guint   games;
  guint   by_colour[3];   /* indexed by FtFcColour; EMPTY counts draws */
  guint   by_seat[2];
  guint   swaps;
  guint   skips;
  guint   rings[FT_FC_MAX_SIDE];
  guint64 length;
} Tally;

static void
print_tally (const Tally         *t,
             guint                side,
             guint64              seed,
             gboolean             pie,
             const FtStrength    *strengths)
{
  guint n = MAX (t->games, 1);

  printf ("side %u games %u seed %" G_GUINT64_FORMAT " pie %s strengths %s,%s\n", side, t->games, seed,
          pie ? "yes" : "no", ft_fc_strength_token (strengths[0]), ft_fc_strength_token (strengths[1]));
  printf ("wins: R %u (%.1f%%) B %u (%.1f%%) draws %u\n",
          t->by_colour[FT_FC_RED], 100.0 * t->by_colour[FT_FC_RED] / n,
          t->by_colour[FT_FC_BLUE], 100.0 * t->by_colour[FT_FC_BLUE] / n, t->by_colour[FT_FC_EMPTY]);
  printf ("first %s %u (%.1f%%) second %s %u (%.1f%%)\n",
          ft_fc_strength_token (strengths[0]), t->by_seat[0], 100.0 * t->by_seat[0] / n,
          ft_fc_strength_token (strengths[1]), t->by_seat[1], 100.0 * t->by_seat[1] / n);
  printf ("swaps %u skips %u mean-length %.2f\n", t->swaps, t->skips, (double) t->length / n);
  printf ("winning placement by ring from the centre:");
  for (guint r = 0; r < side; r++)
    printf (" %u:%u", r, t->rings[r]);
  printf ("\n");
  fflush (stdout);
}

static int
run_selfplay (int    argc,
              char **argv)
{
  guint side = FT_FC_DEFAULT_SIDE, games = 100, playouts = FT_FC_EXPERT_PLAYOUTS, every = 0, first = 0;
  guint64 seed = 1;
  gboolean no_pie = FALSE;
  g_auto(GStrv) names = NULL;
  const FtCliOption options[] = {
    { "side", FT_CLI_UINT, &side, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE },
    { "games", FT_CLI_UINT, &games, 1, MAX_COUNT },
    { "seed", FT_CLI_UINT64, &seed },
    { "strength", FT_CLI_LIST, &names },
    { "playouts", FT_CLI_UINT, &playouts, 1, MAX_COUNT },
    { "every", FT_CLI_UINT, &every, 1, MAX_COUNT },
    { "first", FT_CLI_UINT, &first, 0, MAX_COUNT },
    { "no-pie", FT_CLI_FLAG, &no_pie },
    { NULL }
  };
  const FtCliSpec spec = { "flipchain", usage, options, 0, 0 };
  FtStrength strengths[2];
  Tally t = { 0, };
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (names == NULL)
    names = g_strsplit ("standard,standard", ",", -1);
  if (g_strv_length (names) != 1 && g_strv_length (names) != 2)
    return ft_cli_usage_error ("flipchain", usage, "--strength needs one strength or two");
  for (guint s = 0; s < 2; s++)
    if (!ft_fc_strength_from_token (names[g_strv_length (names) == 1 ? 0 : s], &strengths[s]))
      return ft_cli_usage_error ("flipchain", usage, "unknown strength “%s” (beginner, standard, expert)",
                                 names[g_strv_length (names) == 1 ? 0 : s]);

  for (guint i = 0; i < games; i++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (gint));
      FtFcGame game;

      ft_fc_game_init (&game, side, !no_pie);
      ft_fc_ai_play_game (&game, strengths, playouts, ft_cli_game_seed (seed, first + i), moves);
      t.games++;
      t.length += game.n_moves;
      t.swaps += game.swapped;
      t.skips += game.n_skips;
      if (game.status == FT_FC_WON)
        {
          gint last = g_array_index (moves, gint, moves->len - 1);

          t.by_colour[game.winner]++;
          t.by_seat[ft_fc_game_seat_colour (&game, 0) == game.winner ? 0 : 1]++;
          t.rings[ring_of (side, (guint) last)]++;
        }
      else
        t.by_colour[FT_FC_EMPTY]++;
      /* Long runs report as they go, so a stopped run still tells. */
      if (every > 0 && t.games % every == 0 && t.games < games)
        print_tally (&t, side, seed, !no_pie, strengths);
    }
  print_tally (&t, side, seed, !no_pie, strengths);
  return 0;
}

static const char *
value_word (gint v)
{
  return v > 0 ? "win" : v == 0 ? "draw" : v == FT_FC_UNKNOWN ? "unknown" : "loss";
}

/* --progress: a line on stderr after each opening, so a long run that is
 * stopped still tells how far it got. */
static void
solve_progress (FtFcSolveEvent      event,
                guint               opening,
                gint                reply,
                gint                value,
                const FtFcSolution *so_far,
                gpointer            user_data)
{
  g_autofree char *name = ft_fc_cell_name (so_far->side, opening);
  g_autofree char *reply_name = reply >= 0 ? ft_fc_cell_name (so_far->side, (guint) reply) : NULL;

  (void) user_data;
  if (event == FT_FC_SOLVE_OPENING)
    fprintf (stderr, "opening %s (and its symmetric images): %s for Red", name, value_word (value));
  else if (event == FT_FC_SOLVE_REPLY)
    fprintf (stderr, "  opening %s, Blue replies %s: %s for Red", name, reply_name,
             value == FT_FC_UNKNOWN ? "no better for Blue" : value_word (value));
  else if (so_far->root_pn + so_far->root_dn > 0)
    fprintf (stderr, "  opening %s: searching (proof number %u, disproof number %u)", name,
             so_far->root_pn, so_far->root_dn);
  else
    fprintf (stderr, "  opening %s: searching", name);
  fprintf (stderr, "; table %" G_GUINT64_FORMAT " positions, %" G_GUINT64_FORMAT " searched, %.1f s\n",
           so_far->positions, so_far->nodes, so_far->seconds);
  fflush (stderr);
}

/* The memory this machine can give now, in MiB: MemAvailable on Linux,
 * the free pages elsewhere. */
static guint64
available_mib (void)
{
  g_autofree char *meminfo = NULL;

  if (g_file_get_contents ("/proc/meminfo", &meminfo, NULL, NULL))
    {
      const char *line = strstr (meminfo, "MemAvailable:");
      guint64 kib;

      if (line != NULL && sscanf (line, "MemAvailable: %" G_GUINT64_FORMAT, &kib) == 1)
        return kib / 1024;
    }
  return (guint64) sysconf (_SC_AVPHYS_PAGES) * (guint64) sysconf (_SC_PAGESIZE) / (1024 * 1024);
}

static int
run_solve (int    argc,
           char **argv)
{
  guint side = 3, seconds = 0, memory = 0, log2_entries;
  gboolean no_pie = FALSE, progress = FALSE, proof_number = FALSE;
  const FtCliOption options[] = {
    { "side", FT_CLI_UINT, &side, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE },
    { "no-pie", FT_CLI_FLAG, &no_pie },
    { "seconds", FT_CLI_UINT, &seconds, 1, MAX_COUNT },
    { "memory", FT_CLI_UINT, &memory, 16, 1024 * 1024 },
    { "progress", FT_CLI_FLAG, &progress },
    { "proof-number", FT_CLI_FLAG, &proof_number },
    { NULL }
  };
  const FtCliSpec spec = { "flipchain", usage, options, 0, 0 };
  const FtFcGeom *g;
  FtFcSolution sol;
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (side > 4)
    return ft_cli_usage_error ("flipchain", usage, "solve takes side 3 or 4");

  g = ft_fc_geom (side);
  /* The table: 24-byte entries, a power of two of them. */
  log2_entries = side <= 3 ? 20 : 24;
  if (memory > 0)
    {
      guint64 entries = (guint64) memory * 1024 * 1024 / (proof_number ? 32 : 24);
      guint64 free_mib = available_mib ();

      /* The table is allocated whole: beyond what is free, say so rather
       * than abort in the allocator. */
      if (memory > free_mib)
        {
          fprintf (stderr, "error: --memory %u asks for %u MiB, but only %" G_GUINT64_FORMAT
                   " MiB are free\n", memory, memory, free_mib);
          return FT_CLI_EXIT_MEMORY;
        }
      for (log2_entries = 4; (G_GUINT64_CONSTANT (2) << log2_entries) <= entries; log2_entries++)
        ;
    }
  ft_fc_solve_full (side, (gint64) seconds * G_USEC_PER_SEC, log2_entries,
                    proof_number ? FT_FC_SOLVE_PROOF_NUMBER : FT_FC_SOLVE_ALPHA_BETA, progress ? solve_progress : NULL, NULL, &sol);
  printf ("side %u pie %s positions %" G_GUINT64_FORMAT "%s\n", side, no_pie ? "no" : "yes",
          sol.positions, sol.complete ? "" : " (stopped: time or memory)");
  printf ("first placement: Red's result if Blue places normally%s\n",
          no_pie ? "" : "; what Blue should do");
  for (guint c = 0; c < g->n_cells; c++)
    {
      g_autofree char *name = ft_fc_cell_name (side, c);
      const char *advice = "";

      if (!no_pie && sol.first[c] != FT_FC_UNKNOWN)
        advice = sol.first[c] > 0 ? " swap" : " place";
      printf ("%s %s%s\n", name, value_word (sol.first[c]), advice);
    }
  if (!sol.complete)
    printf ("result: unknown\n");
  else if (no_pie)
    printf ("result: %s\n", sol.value_no_pie > 0 ? "R wins" : sol.value_no_pie == 0 ? "draw" : "B wins");
  else
    printf ("result: %s\n", sol.value_pie > 0 ? "first player wins"
                            : sol.value_pie == 0 ? "draw" : "second player wins");
  return sol.complete ? FT_CLI_EXIT_OK : FT_CLI_EXIT_STOPPED;
}

int
ft_cli_flipchain (int    argc,
                  char **argv)
{
  static const FtCliAction actions[] = {
    { "flips", run_flips },
    { "legal", run_legal },
    { "play", run_play },
    { "selfplay", run_selfplay },
    { "solve", run_solve },
    { NULL }
  };

  return ft_cli_dispatch ("flipchain", usage, actions, argc, argv);
}
