/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-hint.h"

static const char usage[] =
  "Usage: flip-tutor-cli hilo ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  play [--players N] [--strength S1,S2,…] [--games G] [--seed X]\n"
  "                    play computer games (every move checked against the\n"
  "                    invariants); print each seat's win rate and mean score.\n"
  "                    Strengths: beginner, standard, expert (one for all seats,\n"
  "                    or one per seat).  Defaults: 2 players, standard, 100\n"
  "                    games, seed 1.\n"
  "  compare [--games G] [--seed X] [--players N,…]\n"
  "                    one expert against standard players, the expert's seat\n"
  "                    rotating; G games for each player count (default 2000,\n"
  "                    players 2,3,4).\n"
  "  hint STATE|-      the hint for the player to act in STATE (the text form,\n"
  "                    one argument or several; - reads it from standard input).\n";

typedef struct
{
  guint   games;
  guint   wins[FT_HILO_MAX_PLAYERS];
  guint64 score[FT_HILO_MAX_PLAYERS];
  guint64 rounds;
} Tally;

/* Plays one game with @strengths seated from @rotate on, so that seat s
 * of the table plays strengths[(s - rotate) mod n]; tallies it by the
 * index into @strengths. */
static gboolean
play_one (guint                 n_players,
          const FtStrength     *strengths,
          guint                 rotate,
          guint64               seed,
          Tally                *tally,
          GError              **error)
{
  FtStrength seats[FT_HILO_MAX_PLAYERS] = { 0, };
  FtHiLoState final;
  gint winner;

  for (guint s = 0; s < n_players; s++)
    seats[s] = strengths[(s + n_players - rotate % n_players) % n_players];
  if (!ft_hilo_ai_play_game (n_players, seats, seed, TRUE, &final, error))
    return FALSE;
  winner = ft_hilo_state_game_winner (&final);
  tally->games++;
  tally->rounds += final.round;
  for (guint s = 0; s < n_players; s++)
    {
      guint who = (s + n_players - rotate % n_players) % n_players;

      tally->score[who] += final.totals[s];
      if ((gint) s == winner)
        tally->wins[who]++;
    }
  return TRUE;
}

static int
run_play (int    argc,
          char **argv)
{
  guint n_players = 2, games = 100;
  guint64 seed = 1;
  g_auto(GStrv) names = NULL;
  const FtCliOption options[] = {
    { "players", FT_CLI_UINT, &n_players, FT_HILO_MIN_PLAYERS, FT_HILO_MAX_PLAYERS },
    { "strength", FT_CLI_LIST, &names },
    { "games", FT_CLI_UINT, &games, 1, 10000000 },
    { "seed", FT_CLI_UINT64, &seed },
    { NULL }
  };
  const FtCliSpec spec = { "hilo", usage, options, 0, 0 };
  int status;
  FtStrength strengths[FT_HILO_MAX_PLAYERS];
  Tally tally = { 0, };

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  if (names == NULL)
    names = g_strsplit ("standard", ",", -1);
  if (g_strv_length (names) != 1 && g_strv_length (names) != n_players)
    return ft_cli_usage_error ("hilo", usage, "--strength needs one strength or %u, not %u",
                               n_players, g_strv_length (names));
  for (guint s = 0; s < n_players; s++)
    if (!ft_hilo_strength_from_token (names[g_strv_length (names) == 1 ? 0 : s], &strengths[s]))
      return ft_cli_usage_error ("hilo", usage, "unknown strength “%s” (beginner, standard, expert)",
                                 names[g_strv_length (names) == 1 ? 0 : s]);

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GError) error = NULL;

      if (!play_one (n_players, strengths, 0, ft_cli_game_seed (seed, g), &tally, &error))
        return ft_cli_input_error ("%s", error->message);
    }

  printf ("games %u players %u seed %" G_GUINT64_FORMAT " rounds-per-game %.2f\n",
          games, n_players, seed, (double) tally.rounds / games);
  for (guint s = 0; s < n_players; s++)
    printf ("seat %u %s: wins %u (%.1f%%) mean-score %.1f\n", s + 1,
            ft_hilo_strength_token (strengths[s]), tally.wins[s],
            100.0 * tally.wins[s] / games, (double) tally.score[s] / games);
  return 0;
}

static int
run_compare (int    argc,
             char **argv)
{
  guint games = 2000;
  guint64 seed = 1;
  g_auto(GStrv) counts = NULL;
  const FtCliOption options[] = {
    { "games", FT_CLI_UINT, &games, 1, 10000000 },
    { "seed", FT_CLI_UINT64, &seed },
    { "players", FT_CLI_LIST, &counts },
    { NULL }
  };
  const FtCliSpec spec = { "hilo", usage, options, 0, 0 };
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (counts == NULL)
    counts = g_strsplit ("2,3,4", ",", -1);

  for (guint k = 0; counts[k] != NULL; k++)
    {
      guint n;
      guint64 count;
      FtStrength strengths[FT_HILO_MAX_PLAYERS];
      Tally tally = { 0, };
      double rate, fair, margin;

      if (!g_ascii_string_to_unsigned (counts[k], 10, FT_HILO_MIN_PLAYERS, FT_HILO_MAX_PLAYERS,
                                       &count, NULL))
        return ft_cli_usage_error ("hilo", usage, "--players takes counts from 2 to 6, not “%s”",
                                   counts[k]);
      n = (guint) count;
      strengths[0] = FT_STRENGTH_EXPERT;
      for (guint s = 1; s < n; s++)
        strengths[s] = FT_STRENGTH_STANDARD;

      for (guint g = 0; g < games; g++)
        {
          g_autoptr(GError) error = NULL;

          /* The expert sits in seat g mod n: every seat as often. */
          if (!play_one (n, strengths, g % n, ft_cli_game_seed (seed + n, g), &tally, &error))
            return ft_cli_input_error ("%s", error->message);
        }

      rate = (double) tally.wins[0] / games;
      fair = 1.0 / n;
      margin = 1.96 * sqrt (rate * (1 - rate) / games);
      printf ("players %u games %u: expert wins %u (%.1f%% ± %.1f, fair share %.1f%%), "
              "mean score expert %.1f standard %.1f\n",
              n, games, tally.wins[0], 100 * rate, 100 * margin, 100 * fair,
              (double) tally.score[0] / games,
              (double) (tally.score[1] + tally.score[2] + tally.score[3] + tally.score[4] +
                        tally.score[5]) / games / (n - 1));
    }
  return 0;
}

static int
run_hint (int    argc,
          char **argv)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  FtHiLoState state;
  FtHiLoView view;
  FtHiLoHint hint;
  guint8 cards[FT_HILO_N_CARDS];
  guint n;
  const FtCliSpec spec = { "hilo", usage, NULL, 1, G_MAXUINT };
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (argc == 2 && strcmp (argv[1], "-") == 0)
    {
      /* A state is one line of a few hundred bytes. */
      text = ft_cli_read_text ("-", 64 * 1024, &error);
      if (text == NULL)
        return ft_cli_input_error ("%s", error->message);
    }
  else
    {
      text = g_strjoinv (" ", argv + 1);
      if (!g_utf8_validate (text, -1, NULL))
        return ft_cli_input_error ("“%s” is not UTF-8 text", text);
    }

  if (!ft_hilo_state_from_string (&state, text, &error))
    return ft_cli_input_error ("%s", error->message);

  ft_hilo_view_init (&view, &state, state.current);
  ft_hilo_hint_compute (&view, NULL, &hint);

  printf ("player %u phase %s chip %s top %u\n", state.current + 1u,
          ft_hilo_phase_token (state.phase), ft_hilo_chip_token (state.chip),
          ft_hilo_state_top_card (&state));
  printf ("legal");
  n = ft_hilo_set_to_array (hint.legal, cards);
  if (n == 0)
    printf (" -");
  for (guint i = 0; i < n; i++)
    printf ("%s%u", i ? "," : " ", cards[i]);
  printf ("\n");
  switch (state.phase == FT_HILO_PHASE_GAME_OVER ? (FtHiLoActionKind) -1 : hint.action.kind)
    {
    case FT_HILO_ACTION_PLAY:
      printf ("action play %u%s\n", hint.action.card, hint.forced ? " forced" : "");
      break;
    case FT_HILO_ACTION_TOSS:
      printf ("action toss forced\n");
      break;
    case FT_HILO_ACTION_DRAW:
      printf ("action draw forced\n");
      break;
    case FT_HILO_ACTION_NEXT_ROUND:
      printf ("action next-round forced\n");
      break;
    default:
      printf ("action none\n");
      break;
    }
  printf ("%s\n", hint.text);
  ft_hilo_hint_clear (&hint);
  return 0;
}

int
ft_cli_hilo (int    argc,
             char **argv)
{
  static const FtCliAction actions[] = {
    { "play", run_play },
    { "compare", run_compare },
    { "hint", run_hint },
    { NULL }
  };

  return ft_cli_dispatch ("hilo", usage, actions, argc, argv);
}
