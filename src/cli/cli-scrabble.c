/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-hint.h"

static const char usage[] =
  "Usage: flip-tutor-cli scrabble ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  moves BOARDFILE 'RACK' [SETTINGS…]\n"
  "                    every legal play, one a line, highest score first;\n"
  "                    the last line is “moves: N”\n"
  "  score BOARDFILE 'PLAY' [SETTINGS…] [--explain]\n"
  "                    the play's score, or “illegal: ” and the rule it breaks\n"
  "                    (exit status 1); --explain adds its equations and its\n"
  "                    score square by square\n"
  "  hint BOARDFILE 'RACK' [--bag N] [--max M] [SETTINGS…]\n"
  "                    the best plays and the best one explained, or the tiles\n"
  "                    to exchange and why (the bag holds N tiles; default 50)\n"
  "  play [--players N] [--strength S1,S2,…] [--games G] [--seed X] [SETTINGS…]\n"
  "                    seeded computer games, every move checked against the\n"
  "                    rules and tile conservation; win counts and mean scores\n"
  "                    (strengths beginner, standard, expert; defaults 2\n"
  "                    players, standard, 100 games, seed 1)\n"
  "  compare [--games G] [--seed X] [--simulate S] [SETTINGS…]\n"
  "                    an expert against a standard player, seats alternating;\n"
  "                    with --simulate, the expert simulates S sampled replies\n"
  "                    to each of its best moves\n"
  "  tune [--games G] [--seed X] [--rounds R]\n"
  "                    fit the expert's leave values on self-play games and\n"
  "                    print them as a C table\n"
  "\n"
  "BOARDFILE: 15 lines of 15 cells separated by spaces, “.” empty, tiles\n"
  "0 1 = + - x / AND OR NOT XOR, a blank as its symbol and “?” (1?); row 1\n"
  "first; blank lines and lines starting with # are skipped; - reads standard\n"
  "input.  RACK: tiles separated by spaces, ? for a blank.  PLAY:\n"
  "“ROW COL DIR: r1,c1=T r2,c2=T … [score S]”, 1-based, only the new tiles,\n"
  "DIR across or down, “=” written r,c==, a blank r,c=1?.\n"
  "\n"
  "SETTINGS:\n"
  "  --order standard|ltr   order of operations (R15; default standard)\n"
  "  --xor                  the 4 XOR tiles are in play (R1)\n"
  "  --no-identity          forbid × 1, + 0, - 0 (R17)\n"
  "  --strict-identity      also forbid AND 1, OR 0 (R17)\n"
  "  --loose-not-zeros      allow any leading zeros after NOT (R12)\n"
  "  --numbers-alongside    runs across a play may be plain numbers (R5)\n"
  "  --no-bingo             no 50 for playing all 9 tiles (R9)\n"
  "  --log-bonus            the R8 bonus is log2 of the value, rounded down\n";

/*
 * The options of every action, in one table (ft_cli_parse_options()): the
 * defaults differ by action, so each action sets them first.
 */
typedef struct
{
  FtScrabbleSettings settings;
  const char        *order;
  guint              players;
  GStrv              strength;
  guint              games;
  guint64            seed;
  guint              rounds;
  guint              bag;
  guint              max;
  guint              simulate;
  gboolean           flags[8];
} Options;

enum { XOR, NO_IDENTITY, STRICT_IDENTITY, LOOSE_NOT_ZEROS, NUMBERS_ALONGSIDE, NO_BINGO, LOG_BONUS,
       EXPLAIN };

static void
options_clear (Options *o)
{
  g_clear_pointer (&o->strength, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* Options anywhere; the action's arguments, from @min_args to @max_args,
 * are left in @argv.  Returns -1 to go on, or the exit status. */
static int
parse_options (int     *argc,
               char   **argv,
               guint    min_args,
               guint    max_args,
               Options *o)
{
  const FtCliOption options[] = {
    { "xor", FT_CLI_FLAG, &o->flags[XOR] },
    { "no-identity", FT_CLI_FLAG, &o->flags[NO_IDENTITY] },
    { "strict-identity", FT_CLI_FLAG, &o->flags[STRICT_IDENTITY] },
    { "loose-not-zeros", FT_CLI_FLAG, &o->flags[LOOSE_NOT_ZEROS] },
    { "numbers-alongside", FT_CLI_FLAG, &o->flags[NUMBERS_ALONGSIDE] },
    { "no-bingo", FT_CLI_FLAG, &o->flags[NO_BINGO] },
    { "log-bonus", FT_CLI_FLAG, &o->flags[LOG_BONUS] },
    { "explain", FT_CLI_FLAG, &o->flags[EXPLAIN] },
    { "order", FT_CLI_STRING, &o->order },
    { "players", FT_CLI_UINT, &o->players, FT_SCRABBLE_MIN_PLAYERS, FT_SCRABBLE_MAX_PLAYERS },
    { "strength", FT_CLI_LIST, &o->strength },
    { "games", FT_CLI_UINT, &o->games, 1, 10000000 },
    { "seed", FT_CLI_UINT64, &o->seed },
    { "rounds", FT_CLI_UINT, &o->rounds, 1, 100 },
    { "bag", FT_CLI_UINT, &o->bag, 0, FT_SCRABBLE_MAX_TILES },
    { "max", FT_CLI_UINT, &o->max, 1, 1000 },
    { "simulate", FT_CLI_UINT, &o->simulate, 0, 1000 },
    { NULL }
  };
  const FtCliSpec spec = { "scrabble", usage, options, min_args, max_args };
  int status;

  ft_scrabble_settings_init (&o->settings);
  if (!ft_cli_parse_options (&spec, argc, argv, &status))
    return status;

  if (o->flags[XOR])
    o->settings.eq.options |= FT_EQ_OPTION_XOR;
  if (o->flags[NO_IDENTITY])
    o->settings.eq.options |= FT_EQ_OPTION_NO_IDENTITY;
  if (o->flags[STRICT_IDENTITY])
    o->settings.eq.options |= FT_EQ_OPTION_STRICT_IDENTITY;
  if (o->flags[LOOSE_NOT_ZEROS])
    o->settings.eq.options |= FT_EQ_OPTION_LOOSE_NOT_ZEROS;
  if (o->flags[NUMBERS_ALONGSIDE])
    o->settings.numbers_alongside = TRUE;
  if (o->flags[NO_BINGO])
    o->settings.bingo = FALSE;
  if (o->flags[LOG_BONUS])
    o->settings.log_bonus = TRUE;

  if (o->order != NULL)
    {
      if (strcmp (o->order, "standard") == 0)
        o->settings.eq.order = FT_EQ_ORDER_STANDARD;
      else if (strcmp (o->order, "ltr") == 0 || strcmp (o->order, "left-to-right") == 0)
        o->settings.eq.order = FT_EQ_ORDER_LTR;
      else
        return ft_cli_usage_error ("scrabble", usage, "--order must be standard or ltr, not “%s”",
                                   o->order);
    }
  return -1;
}

/* BOARDFILE ('-' for standard input) into @board, checked to be a board
 * of a game with @settings. */
static gboolean
read_board (const char                *path,
            const FtScrabbleSettings  *settings,
            FtScrabbleBoard           *board,
            GError                   **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local = NULL;

  /* A board file is 15 short lines: 1 MiB is plenty. */
  text = ft_cli_read_text (path, 1024 * 1024, error);
  if (text == NULL)
    return FALSE;
  if (!ft_scrabble_board_from_string (board, text, &local))
    {
      g_set_error (error, FT_SCRABBLE_TEXT_ERROR, 0, "%s: %s", path, local->message);
      return FALSE;
    }
  /* A board no game can reach (225 tiles of a set of 100) is refused. */
  if (!ft_scrabble_board_check_tiles (board, settings, &local))
    {
      g_set_error (error, FT_SCRABBLE_TEXT_ERROR, 0, "%s: no game reaches this board: %s", path,
                   local->message);
      return FALSE;
    }
  return TRUE;
}

static int
run_moves (int    argc,
           char **argv)
{
  g_auto(Options) o = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) plays = NULL;
  FtScrabbleBoard board;
  FtScrabbleRack rack;
  int status;

  if ((status = parse_options (&argc, argv, 2, 2, &o)) >= 0)
    return status;
  if (!read_board (argv[1], &o.settings, &board, &error))
    return ft_cli_input_error ("%s", error->message);
  if (!ft_scrabble_rack_from_string (&rack, argv[2], &error))
    return ft_cli_input_error ("rack: %s", error->message);

  plays = ft_scrabble_generate_all (&board, &o.settings, &rack);
  for (guint i = 0; i < plays->len; i++)
    {
      g_autofree char *text = ft_scrabble_play_to_string (&g_array_index (plays, FtScrabblePlay, i));

      puts (text);
    }
  printf ("moves: %u\n", plays->len);
  return 0;
}

static int
run_score (int    argc,
           char **argv)
{
  g_auto(Options) o = { 0, };
  g_autoptr(GError) error = NULL;
  FtScrabbleBoard board;
  FtScrabblePlay play;
  FtScrabbleVerdict v;
  gboolean has_score;
  gint32 stated;
  int status;

  if ((status = parse_options (&argc, argv, 2, 2, &o)) >= 0)
    return status;
  if (!read_board (argv[1], &o.settings, &board, &error))
    return ft_cli_input_error ("%s", error->message);
  if (!ft_scrabble_play_from_string (&play, &has_score, argv[2], &error))
    return ft_cli_input_error ("play: %s", error->message);

  stated = play.score;
  if (!ft_scrabble_check_play (&board, &o.settings, &play, &v))
    {
      FtScrabbleBoard after = board;
      g_autofree char *why = NULL;

      if (v.fault == FT_SCRABBLE_FAULT_BAD_RUN)
        ft_scrabble_board_apply (&after, &play);
      why = ft_scrabble_verdict_describe (&v, &after);
      /* The ruling's number for scripts, then the rule in words. */
      printf ("illegal: R%u: %s\n", v.rule, why);
      return 1;
    }
  printf ("%d\n", play.score);
  if (o.flags[EXPLAIN])
    {
      g_autofree char *text = ft_scrabble_play_explain (&board, &o.settings, &play);

      fputs (text, stdout);
    }
  if (has_score && stated != play.score)
    return ft_cli_input_error ("the play says “score %d”, but it scores %d", stated, play.score);
  return 0;
}

static int
run_hint (int    argc,
          char **argv)
{
  g_auto(Options) o = { 0, };
  g_autoptr(GError) error = NULL;
  FtScrabbleState state;
  FtScrabbleView view;
  FtScrabbleHint hint;
  guint bag, max;
  int status;

  o.bag = 50;
  o.max = 10;
  if ((status = parse_options (&argc, argv, 2, 2, &o)) >= 0)
    return status;
  bag = o.bag;
  max = o.max;

  /* A view needs no whole game: the board, the rack and the bag's count. */
  memset (&state, 0, sizeof state);
  state.settings = o.settings;
  state.n_players = 2;
  state.n_bag = bag;
  if (!read_board (argv[1], &o.settings, &state.board, &error))
    return ft_cli_input_error ("%s", error->message);
  if (!ft_scrabble_rack_from_string (&state.racks[0], argv[2], &error))
    return ft_cli_input_error ("rack: %s", error->message);

  ft_scrabble_view_init (&view, &state, 0);
  ft_scrabble_hint_compute (&view, max, &hint);
  fputs (hint.text, stdout);
  if (hint.ranked->len > 0)
    {
      printf ("ranked:\n");
      for (guint i = 0; i < hint.ranked->len; i++)
        {
          g_autofree char *text = ft_scrabble_play_to_string (&g_array_index (hint.ranked, FtScrabblePlay, i));

          printf ("  %s\n", text);
        }
    }
  {
    g_autofree char *move = ft_scrabble_move_to_string (&hint.move);

    printf ("move: %s\n", move);
  }
  ft_scrabble_hint_clear (&hint);
  return 0;
}

static int
run_play (int    argc,
          char **argv)
{
  g_auto(Options) o = { 0, };
  GStrv names;
  FtStrength strengths[FT_SCRABBLE_MAX_PLAYERS];
  guint64 n_players, games, seed, turns = 0;
  guint wins[FT_SCRABBLE_MAX_PLAYERS] = { 0, }, ties = 0;
  gint64 total[FT_SCRABBLE_MAX_PLAYERS] = { 0, };
  int status;

  o.players = 2;
  o.games = 100;
  o.seed = 1;
  if ((status = parse_options (&argc, argv, 0, 0, &o)) >= 0)
    return status;
  n_players = o.players;
  games = o.games;
  seed = o.seed;

  if (o.strength == NULL)
    o.strength = g_strsplit ("standard", ",", -1);
  names = o.strength;
  if (g_strv_length (names) != 1 && g_strv_length (names) != n_players)
    return ft_cli_usage_error ("scrabble", usage, "--strength needs one strength or %u",
                               (guint) n_players);
  for (guint s = 0; s < n_players; s++)
    {
      const char *name = names[g_strv_length (names) == 1 ? 0 : s];

      if (!ft_scrabble_strength_from_token (name, &strengths[s]))
        return ft_cli_usage_error ("scrabble", usage, "unknown strength “%s” (beginner, standard, expert)",
                                   name);
    }

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GError) error = NULL;
      FtScrabbleState final;
      guint winners;

      if (!ft_scrabble_ai_play_game (&o.settings, n_players, strengths, NULL,
                                     ft_cli_game_seed (seed, g), TRUE, &final, &error))
        return ft_cli_input_error ("game %u: %s", g + 1, error->message);
      winners = ft_scrabble_state_winners (&final);
      turns += final.turn;
      if ((winners & (winners - 1)) != 0)
        ties++;
      for (guint s = 0; s < n_players; s++)
        {
          total[s] += final.scores[s];
          if (winners == 1u << s)
            wins[s]++;
        }
    }

  printf ("games %u players %u seed %" G_GUINT64_FORMAT " turns-per-game %.1f ties %u\n",
          (guint) games, (guint) n_players, seed, (double) turns / games, ties);
  for (guint s = 0; s < n_players; s++)
    printf ("seat %u %s: wins %u (%.1f%%) mean-score %.1f\n", s + 1, ft_scrabble_strength_token (strengths[s]),
            wins[s], 100.0 * wins[s] / games, (double) total[s] / games);
  return 0;
}

/* One game of an expert (seat @me) against a standard player; the expert
 * simulates @samples replies when @samples > 0. */
static gboolean
compare_game (const FtScrabbleSettings *settings,
              guint                     me,
              guint                     samples,
              guint64                   seed,
              FtScrabbleState          *final,
              GError                  **error)
{
  FtStrength seats[2];

  seats[me] = FT_STRENGTH_EXPERT;
  seats[!me] = FT_STRENGTH_STANDARD;
  if (samples == 0)
    return ft_scrabble_ai_play_game (settings, 2, seats, NULL, seed, TRUE, final, error);

  ft_scrabble_state_init (final, settings, 2, seed);
  while (!final->over)
    {
      FtScrabbleView view;
      FtScrabbleMove move;

      ft_scrabble_view_init (&view, final, final->current);
      if (final->current == me)
        ft_scrabble_ai_simulate (&view, samples, 0, &move);
      else
        ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
      if (!ft_scrabble_state_apply (final, &move, NULL, error) || !ft_scrabble_state_check (final, error))
        return FALSE;
    }
  return TRUE;
}

static int
run_compare (int    argc,
             char **argv)
{
  g_auto(Options) o = { 0, };
  guint64 games, seed, samples;
  guint wins = 0, ties = 0;
  gint64 expert = 0, standard = 0;
  double rate, margin;
  int status;

  o.games = 500;
  o.seed = 1;
  if ((status = parse_options (&argc, argv, 0, 0, &o)) >= 0)
    return status;
  games = o.games;
  seed = o.seed;
  samples = o.simulate;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GError) error = NULL;
      FtScrabbleState final;
      guint me = g % 2, winners;

      /* The expert sits first in even games, second in odd ones, on the
       * same deal. */
      if (!compare_game (&o.settings, me, samples, ft_cli_game_seed (seed, g / 2), &final, &error))
        return ft_cli_input_error ("game %u: %s", g + 1, error->message);
      winners = ft_scrabble_state_winners (&final);
      if (winners == 3)
        ties++;
      else if (winners == 1u << me)
        wins++;
      expert += final.scores[me];
      standard += final.scores[!me];
    }
  /* A tie counts half. */
  rate = (wins + 0.5 * ties) / games;
  margin = 1.96 * sqrt (rate * (1 - rate) / games);
  printf ("games %u: expert wins %u, ties %u (%.1f%% ± %.1f), mean score expert %.1f standard %.1f\n",
          (guint) games, wins, ties, 100 * rate, 100 * margin, (double) expert / games,
          (double) standard / games);
  return 0;
}

/*
 * Leave values by least squares: each play of a self-play game gives the
 * tiles kept (a feature for the first tile of each kind and one for the
 * copies beyond it) and the score of the same player's next play; the
 * fitted weights are what keeping each tile adds to that score.  Each round
 * plays experts with the previous round's values.
 */
#define N_FEATURES (2 * FT_SCRABBLE_N_KINDS + 1)

typedef struct
{
  double ata[N_FEATURES][N_FEATURES];
  double atb[N_FEATURES];
  guint  samples;
} Fit;

static void
fit_add (Fit          *fit,
         const guint8 *counts,
         double        y)
{
  double x[N_FEATURES];

  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    {
      x[k] = counts[k] > 0;
      x[FT_SCRABBLE_N_KINDS + k] = counts[k] > 1 ? counts[k] - 1 : 0;
    }
  x[N_FEATURES - 1] = 1;
  for (guint i = 0; i < N_FEATURES; i++)
    {
      fit->atb[i] += x[i] * y;
      for (guint j = 0; j < N_FEATURES; j++)
        fit->ata[i][j] += x[i] * x[j];
    }
  fit->samples++;
}

/* Ridge regression (a small penalty keeps unseen kinds at 0). */
static void
fit_solve (Fit                  *fit,
           FtScrabbleLeaveTable *table)
{
  double m[N_FEATURES][N_FEATURES + 1];
  double w[N_FEATURES];

  for (guint i = 0; i < N_FEATURES; i++)
    {
      for (guint j = 0; j < N_FEATURES; j++)
        m[i][j] = fit->ata[i][j] + (i == j && i != N_FEATURES - 1 ? 1.0 : 0.0);
      m[i][N_FEATURES] = fit->atb[i];
    }
  for (guint c = 0; c < N_FEATURES; c++)
    {
      guint pivot = c;

      for (guint r = c + 1; r < N_FEATURES; r++)
        if (fabs (m[r][c]) > fabs (m[pivot][c]))
          pivot = r;
      for (guint j = 0; j <= N_FEATURES; j++)
        {
          double t = m[c][j];

          m[c][j] = m[pivot][j];
          m[pivot][j] = t;
        }
      for (guint r = 0; r < N_FEATURES; r++)
        {
          double f;

          if (r == c || m[c][c] == 0)
            continue;
          f = m[r][c] / m[c][c];
          for (guint j = c; j <= N_FEATURES; j++)
            m[r][j] -= f * m[c][j];
        }
    }
  for (guint i = 0; i < N_FEATURES; i++)
    w[i] = m[i][i] != 0 ? m[i][N_FEATURES] / m[i][i] : 0;
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    {
      table->first[k] = w[k];
      table->more[k] = w[FT_SCRABBLE_N_KINDS + k];
    }
}

static int
run_tune (int    argc,
          char **argv)
{
  g_auto(Options) o = { 0, };
  guint64 games, seed, rounds;
  FtScrabbleLeaveTable table = *ft_scrabble_leave_table ();
  int status;

  o.games = 400;
  o.seed = 1;
  o.rounds = 2;
  if ((status = parse_options (&argc, argv, 0, 0, &o)) >= 0)
    return status;
  games = o.games;
  seed = o.seed;
  rounds = o.rounds;

  for (guint round = 0; round < rounds; round++)
    {
      Fit fit = { 0, };

      for (guint g = 0; g < games; g++)
        {
          FtScrabbleState state;
          guint8 pending[FT_SCRABBLE_MAX_PLAYERS][FT_SCRABBLE_N_KINDS];
          gboolean waiting[FT_SCRABBLE_MAX_PLAYERS] = { FALSE, };

          ft_scrabble_state_init (&state, &o.settings, 2, ft_cli_game_seed (seed + round, g));
          while (!state.over)
            {
              g_autoptr(GError) error = NULL;
              FtScrabbleView view;
              FtScrabbleMove move;
              guint me = state.current;
              gint32 before = state.scores[me];

              ft_scrabble_view_init (&view, &state, me);
              /* The first round learns from standard players. */
              ft_scrabble_ai_choose_with (&view, round == 0 ? FT_STRENGTH_STANDARD : FT_STRENGTH_EXPERT,
                                          &table, &move);
              if (!ft_scrabble_state_apply (&state, &move, NULL, &error))
                return ft_cli_input_error ("%s", error->message);
              if (waiting[me] && state.n_bag > 0)
                fit_add (&fit, pending[me], move.kind == FT_SCRABBLE_MOVE_PLAY ? state.scores[me] - before : 0);
              waiting[me] = FALSE;
              if (move.kind == FT_SCRABBLE_MOVE_PLAY && state.n_bag >= FT_SCRABBLE_RACK_SIZE)
                {
                  FtScrabbleRack leave;

                  ft_scrabble_play_uses_rack (&move.play, &view.rack, &leave);
                  ft_scrabble_rack_counts (&leave, pending[me]);
                  waiting[me] = TRUE;
                }
            }
        }
      fit_solve (&fit, &table);
      fprintf (stderr, "round %u: %u samples\n", round + 1, fit.samples);
    }

  printf ("  .first = {");
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    printf (" %.1f%s", table.first[k], k + 1 < FT_SCRABBLE_N_KINDS ? "," : " },\n");
  printf ("  .more  = {");
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    printf (" %.1f%s", table.more[k], k + 1 < FT_SCRABBLE_N_KINDS ? "," : " },\n");
  return 0;
}

int
ft_cli_scrabble (int    argc,
                 char **argv)
{
  static const FtCliAction actions[] = {
    { "moves", run_moves },
    { "score", run_score },
    { "hint", run_hint },
    { "play", run_play },
    { "compare", run_compare },
    { "tune", run_tune },
    { NULL }
  };

  return ft_cli_dispatch ("scrabble", usage, actions, argc, argv);
}
