/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-game.h"
#include "flipbits/flipbits-ops.h"
#include "flipbits/flipbits-solver.h"

/* The machine-readable formats below are fixed (FLIP BITS issue) and stay
 * untranslated. */
static const char usage[] =
  "Usage: flip-tutor-cli flipbits ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  apply OP MEMORY [OPERAND]   apply one operation and explain it bit by bit\n"
  "  solve [--all]               solve hands read from standard input\n"
  "  play [OPTION…]              play computer games and print statistics\n"
  "\n"
  "solve reads one hand per line:  MEMORY GOAL HEX CARDS\n"
  "  MEMORY, GOAL  four bits, most significant first (0101)\n"
  "  HEX           the player's HEX card as four bits, or - for none\n"
  "  CARDS         comma-separated OPERATION cards: OR AND XOR COPY NOT ROTL\n"
  "                ROTR FLIP, and MASK cards with their mask MOR:0100\n"
  "                MAND:1011 MXOR:0001 (MOR, MAND, MXOR alone: mask chosen\n"
  "                when played); - for none; at most 6 cards\n"
  "and prints one line per hand:\n"
  "  no                      the hand cannot reach GOAL\n"
  "  yes MIN STEPS           MIN is the fewest cards of a solve, STEPS one such\n"
  "                          solve: comma-separated tokens, FLIP BIT and MASK\n"
  "                          cards with the bits they apply (FLIP:0010, MOR:0100)\n"
  "  yes MIN STEPS STEPS …   with --all: every solve, fewest cards first,\n"
  "                          separated by spaces (solves that differ only in\n"
  "                          which of two identical cards they use appear once)\n"
  "  error: line N: MESSAGE  a malformed line; the others go on (exit status 1)\n"
  "A blank line gets a blank line, so answers stay in step with the hands.\n"
  "\n"
  "play options:\n"
  "  --players N       1 (solo) to 5 players (default 2)\n"
  "  --strength S      beginner, standard or expert, or a comma-separated list\n"
  "                    with one strength per seat (default standard)\n"
  "  --games G         number of games (default 100)\n"
  "  --seed X          game g is dealt with seed X+g (default 1)\n"
  "  --deck FILE       an OPERATION deck file instead of the default deck\n"
  "  --mask-chosen     MASK cards' masks are chosen when played\n"
  "  --keep-equal-goal keep a GOAL equal to MEMORY instead of redrawing it\n"
  "play prints:\n"
  "  seat S STRENGTH wins W   one line per seat\n"
  "  unfinished U             games stopped after 10000 turns\n"
  "  mean-game-length T       turns (discard and draw) per finished game\n"
  "  mean-turns-to-3-points T (solo only) the solo score: turns to 3 points\n";

#define MAX_TURNS 10000

/* `apply` is the smallest useful action: one operation, explained. */
static int
run_apply (int    argc,
           char **argv)
{
  FtFbOp op;
  guint8 memory, operand = 0;
  g_autofree char *explanation = NULL;
  char bits[FT_FB_BITS + 1];
  const FtCliSpec spec = { "flipbits", usage, NULL, 2, 3 };
  int status;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  /* A bad card or bits is bad input (1), as in solve's lines; a missing
   * or extra word is a usage error (2). */
  if (!ft_fb_op_from_token (argv[1], &op))
    return ft_cli_input_error ("unknown operation “%s”", argv[1]);
  if (!ft_fb_bits_parse (argv[2], &memory))
    return ft_cli_input_error ("MEMORY must be four bits like 0101, not “%s”", argv[2]);
  if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_NONE)
    {
      if (argc < 4)
        return ft_cli_usage_error ("flipbits", usage, "%s needs an operand of four bits", argv[1]);
      if (!ft_fb_bits_parse (argv[3], &operand))
        return ft_cli_input_error ("%s needs an operand of four bits, not “%s”", argv[1], argv[3]);
      if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_HEX && !ft_fb_mask_is_valid (op, operand))
        return ft_cli_input_error ("“%s” is not a mask %s can carry", argv[3], argv[1]);
    }
  else if (argc > 3)
    return ft_cli_usage_error ("flipbits", usage, "%s takes no operand, not “%s”", argv[1], argv[3]);

  ft_fb_bits_format (ft_fb_apply (op, memory, operand), bits);
  explanation = ft_fb_explain_step (op, memory, operand);
  printf ("%s\n%s\n", bits, explanation);
  return 0;
}

/* Parses "MEMORY GOAL HEX CARDS" into @problem. */
static gboolean
parse_hand_line (const char   *line,
                 FtFbProblem  *problem,
                 GError      **error)
{
  g_auto(GStrv) fields = g_strsplit_set (line, " \t", -1);
  const char *words[4];
  guint n = 0;
  guint8 hex;

  for (guint i = 0; fields[i] != NULL; i++)
    if (*fields[i] != '\0')
      {
        if (n == G_N_ELEMENTS (words))
          {
            g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                                 "expected four fields: MEMORY GOAL HEX CARDS, found more");
            return FALSE;
          }
        words[n++] = fields[i];
      }
  if (n != G_N_ELEMENTS (words))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   "expected four fields: MEMORY GOAL HEX CARDS, found %u", n);
      return FALSE;
    }
  if (!ft_fb_bits_parse (words[0], &problem->memory))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   "MEMORY must be four bits like 0101, not “%s”", words[0]);
      return FALSE;
    }
  if (!ft_fb_bits_parse (words[1], &problem->goal))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   "GOAL must be four bits like 0101, not “%s”", words[1]);
      return FALSE;
    }
  if (strcmp (words[2], "-") == 0)
    problem->hex = -1;
  else if (ft_fb_bits_parse (words[2], &hex))
    problem->hex = hex;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   "HEX must be four bits like 0011 or -, not “%s”", words[2]);
      return FALSE;
    }
  return ft_fb_cards_parse (words[3], problem->cards, FT_FB_SOLVE_MAX, &problem->n_cards, error);
}

static int
run_solve (int    argc,
           char **argv)
{
  gboolean all = FALSE;
  const FtCliOption options[] = {
    { "all", FT_CLI_FLAG, &all },
    { NULL }
  };
  const FtCliSpec spec = { "flipbits", usage, options, 0, 0 };
  g_autoptr(FtCliLineReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  const char *line;
  int status = 0;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  reader = ft_cli_line_reader_new (stdin, 0);
  while (ft_cli_read_line (reader, &line, &error))
    {
      FtFbProblem problem;
      FtFbSolution shortest;
      g_autofree char *hand = line != NULL ? g_strstrip (g_strdup (line)) : NULL;

      if (hand != NULL && *hand == '\0')
        printf ("\n");
      else if (hand == NULL || !parse_hand_line (hand, &problem, &error))
        {
          status = ft_cli_line_error (reader, error->message);
          g_clear_error (&error);
        }
      else if (!ft_fb_solver_shortest (&problem, &shortest))
        printf ("no\n");
      else if (!all)
        {
          g_autofree char *steps = ft_fb_solution_to_string (&shortest);

          printf ("yes %u %s\n", shortest.n_steps, steps);
        }
      else
        {
          g_autoptr(GArray) solutions = ft_fb_solver_all (&problem);

          printf ("yes %u", shortest.n_steps);
          for (guint s = 0; s < solutions->len; s++)
            {
              g_autofree char *steps =
                ft_fb_solution_to_string (&g_array_index (solutions, FtFbSolution, s));

              printf (" %s", steps);
            }
          printf ("\n");
        }
      fflush (stdout);
    }
  return status;
}

static int
run_play (int    argc,
          char **argv)
{
  int n_players = 2, n_games = 100;
  guint64 seed = 1;
  g_auto(GStrv) strength_words = NULL;
  const char *deck_file = NULL;
  gboolean mask_chosen = FALSE, keep_equal_goal = FALSE;
  const FtCliOption options[] = {
    { "players", FT_CLI_INT, &n_players, 1, FT_FB_MAX_PLAYERS },
    { "strength", FT_CLI_LIST, &strength_words },
    { "games", FT_CLI_INT, &n_games, 1, 10000000 },
    { "seed", FT_CLI_UINT64, &seed },
    { "deck", FT_CLI_STRING, &deck_file },
    { "mask-chosen", FT_CLI_FLAG, &mask_chosen },
    { "keep-equal-goal", FT_CLI_FLAG, &keep_equal_goal },
    { NULL }
  };
  const FtCliSpec spec = { "flipbits", usage, options, 0, 0 };
  int status;
  g_autoptr(GError) error = NULL;
  FtStrength strengths[FT_FB_MAX_PLAYERS];
  FtFbSettings settings;
  FtFbDeck deck = *ft_fb_deck_default ();
  guint wins[FT_FB_MAX_PLAYERS] = { 0 }, finished = 0, unfinished = 0;
  guint64 total_turns = 0;

  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;

  if (strength_words == NULL)
    strength_words = g_strsplit ("standard", ",", -1);
  if (g_strv_length (strength_words) != 1 && g_strv_length (strength_words) != (guint) n_players)
    return ft_cli_usage_error ("flipbits", usage,
                               "--strength takes one strength or one per seat (%d)", n_players);
  for (int seat = 0; seat < n_players; seat++)
    {
      const char *word = strength_words[strength_words[1] ? seat : 0];

      if (!ft_fb_strength_from_token (word, &strengths[seat]))
        return ft_cli_usage_error ("flipbits", usage,
                                   "unknown strength “%s” (beginner, standard, expert)", word);
    }

  if (deck_file != NULL)
    {
      /* A deck is a few dozen short lines: 64 KiB is plenty. */
      g_autofree char *text = ft_cli_read_text (deck_file, 64 * 1024, &error);

      if (text == NULL)
        return ft_cli_usage_error ("flipbits", usage, "--deck %s", error->message);
      if (!ft_fb_deck_parse (&deck, text, &error))
        return ft_cli_usage_error ("flipbits", usage, "%s: %s", deck_file, error->message);
    }

  ft_fb_settings_init (&settings, n_players);
  settings.mask_chosen = mask_chosen;
  settings.keep_equal_goal = keep_equal_goal;

  for (int g = 0; g < n_games; g++)
    {
      FtFbGame game;

      if (!ft_fb_game_new (&game, &settings, &deck, seed + (guint64) g, &error))
        return ft_cli_usage_error ("flipbits", usage, "%s", error->message);
      while (game.turns < MAX_TURNS && ft_fb_ai_step (&game, strengths, &error))
        ;
      if (error != NULL)
        {
          fprintf (stderr, "flip-tutor-cli flipbits: game %d: %s\n", g, error->message);
          return 1;
        }
      if (game.winner < 0)
        {
          unfinished++;
          continue;
        }
      finished++;
      wins[game.winner]++;
      total_turns += game.turns;
    }

  for (int seat = 0; seat < n_players; seat++)
    printf ("seat %d %s wins %u\n", seat, ft_fb_strength_token (strengths[seat]), wins[seat]);
  printf ("unfinished %u\n", unfinished);
  printf ("mean-game-length %.2f\n", finished ? (double) total_turns / finished : 0.0);
  if (n_players == 1)
    printf ("mean-turns-to-3-points %.2f\n", finished ? (double) total_turns / finished : 0.0);
  return 0;
}

int
ft_cli_flipbits (int    argc,
                 char **argv)
{
  static const FtCliAction actions[] = {
    { "apply", run_apply },
    { "solve", run_solve },
    { "play", run_play },
    { NULL }
  };

  return ft_cli_dispatch ("flipbits", usage, actions, argc, argv);
}
