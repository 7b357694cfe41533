/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-cli.h"
#include "dice/dice-hint.h"
#include "dice/dice-match.h"
#include "dice/dice-player.h"
#include "dice/dice-stats.h"

static const char usage[] =
  "Usage: flip-tutor-cli dice ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  solve --dice N [--threads T] [--cache FILE] [--classes]\n"
  "      solve the 2N-die game; print the first mover's winning chance,\n"
  "      the number of positions and the time (--classes: and the chance by\n"
  "      each player's count of strong 1/6, medium 2/5 and weak 3/4 dice)\n"
  "  eval POSITION [--cache FILE] [--threads T]\n"
  "      the value and moves-to-end of a position and of each of its moves,\n"
  "      e.g. 'A:1,6*,3 B:2,5 M:4,4,1 turn=A' ('*' marks a locked die;\n"
  "      'change=V' after turn= when the player to move takes change < V)\n"
  "  play --strength S1,S2 --games G --seed X [--dice N] [--cache FILE]\n"
  "      play computer games, A with S1 and B with S2 (beginner, standard,\n"
  "      perfect), and print the results\n"
  "  puzzles --games G --seed X [--dice N] [--cache FILE]\n"
  "      positions met in random games where exactly one move wins and the\n"
  "      standard player misses it (for lessons): POSITION, TAB, the move,\n"
  "      TAB, why\n"
  "\n"
  "--most-change plays R4's setting \"always take the most change\" (in eval,\n"
  "the position's own `most-change' word says so).\n"
  "--cache FILE maps a solved table from FILE, or solves into FILE; without it\n"
  "a solve goes to a temporary file (the 10-die table takes 546 MB of disk).\n"
  "Tables for --most-change (or a `most-change' position) use FILE-most-change.\n";

typedef struct
{
  guint n_dice;
  guint threads;
  guint games;
  guint64 seed;
  gboolean have_seed;
  const char *cache;
  const char *strengths;
  const char *position;
  gboolean classes;
  gboolean most_change;
} Options;

static gboolean
parse_uint (const char *text,
            guint64     min,
            guint64     max,
            guint64    *out)
{
  return g_ascii_string_to_unsigned (text, 10, min, max, out, NULL);
}

/* Returns 0, or the exit status of a usage error. */
static int
parse_options (int      argc,
               char   **argv,
               Options *o)
{
  for (int i = 1; i < argc; i++)
    {
      const char *opt = argv[i];
      guint64 v;

      if (strcmp (opt, "--classes") == 0)
        {
          o->classes = TRUE;
          continue;
        }
      if (strcmp (opt, "--most-change") == 0)
        {
          o->most_change = TRUE;
          continue;
        }
      if (opt[0] != '-' || opt[1] != '-')
        {
          if (o->position != NULL)
            return ft_cli_usage_error ("dice", usage, "unexpected argument “%s”", opt);
          o->position = opt;
          continue;
        }
      if (i + 1 >= argc)
        return ft_cli_usage_error ("dice", usage, "%s needs a value", opt);
      if (strcmp (opt, "--dice") == 0)
        {
          if (!parse_uint (argv[++i], 2, FT_DICE_MAX_N, &v))
            return ft_cli_usage_error ("dice", usage, "--dice takes 2 to %d, not “%s”",
                                       FT_DICE_MAX_N, argv[i]);
          o->n_dice = v;
        }
      else if (strcmp (opt, "--threads") == 0)
        {
          if (!parse_uint (argv[++i], 1, 64, &v))
            return ft_cli_usage_error ("dice", usage, "--threads takes 1 to 64, not “%s”", argv[i]);
          o->threads = v;
        }
      else if (strcmp (opt, "--games") == 0)
        {
          if (!parse_uint (argv[++i], 1, 10000000, &v))
            return ft_cli_usage_error ("dice", usage, "--games takes a count, not “%s”", argv[i]);
          o->games = v;
        }
      else if (strcmp (opt, "--seed") == 0)
        {
          if (!parse_uint (argv[++i], 0, G_MAXUINT64, &o->seed))
            return ft_cli_usage_error ("dice", usage, "--seed takes a number, not “%s”", argv[i]);
          o->have_seed = TRUE;
        }
      else if (strcmp (opt, "--cache") == 0)
        o->cache = argv[++i];
      else if (strcmp (opt, "--strength") == 0)
        o->strengths = argv[++i];
      else
        return ft_cli_usage_error ("dice", usage, "unknown option “%s”", opt);
    }
  return 0;
}

/* The table for @n_dice: mapped from the cache file when it holds a good
 * one; otherwise solved into that file (or a temporary one) and mapped.
 * With @starts_only the solve's own result, which holds just the starting
 * positions, is enough (the statistics need no more). */
static FtDiceTable *
get_table (const Options *o,
           guint          n_dice,
           gboolean       most_change,
           gboolean       starts_only,
           double        *seconds)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autofree char *path = NULL;
  FtDiceTable *table = NULL;
  gint64 start = g_get_monotonic_time ();
  /* R4's setting has tables of its own: they live beside FILE, so that one
   * --cache serves both rules and neither overwrites the other. */
  g_autofree char *cache = o->cache == NULL ? NULL
                         : most_change ? g_strconcat (o->cache, "-most-change", NULL)
                         : g_strdup (o->cache);

  if (cache != NULL && g_file_test (cache, G_FILE_TEST_EXISTS))
    {
      table = ft_dice_table_load (cache, n_dice, most_change, &error);
      if (table != NULL)
        goto done;
      g_clear_error (&error);
      /* Only an old or damaged table of this game is solved again over. */
      if (!ft_dice_table_may_replace (cache, n_dice, most_change, &error))
        {
          fprintf (stderr, "error: %s\n", error->message);
          return NULL;
        }
      fprintf (stderr, "warning: %s is not a usable table; solving again\n", cache);
    }

  if (cache != NULL)
    path = g_strdup (cache);
  else
    {
      tmp_dir = g_dir_make_tmp ("flip-dice-XXXXXX", &error);
      if (tmp_dir == NULL)
        {
          fprintf (stderr, "error: %s\n", error->message);
          return NULL;
        }
      path = g_build_filename (tmp_dir, "table", NULL);
    }

  table = ft_dice_table_solve_to_file (n_dice, most_change, o->threads, path,
                                       NULL, NULL, NULL, &error);
  if (table != NULL && !starts_only)
    {
      ft_dice_table_free (table);
      table = ft_dice_table_load (path, n_dice, most_change, &error);
    }
  if (tmp_dir != NULL)
    {
      /* A mapped file stays readable once unlinked. */
      g_unlink (path);
      g_rmdir (tmp_dir);
    }
  if (table == NULL)
    {
      fprintf (stderr, "error: %s\n", error->message);
      return NULL;
    }

done:
  if (seconds != NULL)
    *seconds = (g_get_monotonic_time () - start) / 1e6;
  return table;
}

static int
run_solve (const Options *o)
{
  g_autoptr(FtDiceTable) table = NULL;
  FtDiceStats stats;
  double seconds;

  if (o->n_dice == 0)
    return ft_cli_usage_error ("dice", usage, "solve needs --dice N");
  table = get_table (o, o->n_dice, o->most_change, TRUE, &seconds);
  if (table == NULL)
    return 1;
  ft_dice_stats_compute (table, &stats);
  printf ("dice: %u a player%s\n", o->n_dice, o->most_change ? ", most change" : "");
  printf ("first mover wins: %.6f (%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
          " ordered rolls with unequal totals)\n",
          stats.first_mover_wins, stats.wins, stats.rolls);
  printf ("positions: %" G_GUINT64_FORMAT "\n", ft_dice_table_n_positions (table));
  printf ("longest game under perfect play: %u moves\n", ft_dice_table_max_depth (table));
  printf ("time: %.3f s\n", seconds);
  if (o->classes)
    {
      /* The chance by each player's (strong, medium, weak) dice counts. */
      printf ("by dice classes (strong/medium/weak, first mover vs second):\n");
      for (guint i = 0; i < stats.n_classes; i++)
        for (guint j = 0; j < stats.n_classes; j++)
          if (stats.class_rolls[i][j] > 0)
            printf ("  %u/%u/%u vs %u/%u/%u: %.6f (%" G_GUINT64_FORMAT " rolls)\n",
                    stats.classes[i][0], stats.classes[i][1], stats.classes[i][2],
                    stats.classes[j][0], stats.classes[j][1], stats.classes[j][2],
                    (double) stats.class_wins[i][j] / stats.class_rolls[i][j],
                    stats.class_rolls[i][j]);
    }
  return 0;
}

static const char *
value_text (gboolean wins)
{
  return wins ? "win" : "loss";
}

static int
run_eval (const Options *o)
{
  g_autoptr(FtDiceTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;
  FtDicePos pos;
  FtDiceHint hint;
  FtDicePlayer winner;

  if (o->position == NULL)
    return ft_cli_usage_error ("dice", usage, "eval needs a POSITION");
  if (!ft_dice_pos_from_string (&pos, o->position, &error))
    {
      fprintf (stderr, "error: %s\n", error->message);
      return 1;
    }
  text = ft_dice_pos_to_string (&pos);
  printf ("position: %s\n", text);
  if (ft_dice_pos_is_over (&pos, &winner))
    {
      printf ("value: over, %c wins\n", winner == FT_DICE_PLAYER_A ? 'A' : 'B');
      return 0;
    }
  if (ft_dice_pos_n_dice (&pos) < 2)
    {
      fprintf (stderr, "error: the solver covers 2 to %d dice a player\n", FT_DICE_MAX_N);
      return 1;
    }

  table = get_table (o, ft_dice_pos_n_dice (&pos), pos.most_change, FALSE, NULL);
  if (table == NULL || !ft_dice_hint_compute (table, &pos, &hint))
    return 1;

  printf ("value: %s in %u\n", value_text (hint.wins), hint.depth);
  printf ("moves:\n");
  for (guint i = 0; i < hint.n_moves; i++)
    {
      g_autofree char *m = ft_dice_move_to_string (&hint.moves[i].move);

      printf ("  %-10s %s in %u\n", m, value_text (hint.moves[i].wins), hint.moves[i].depth);
    }
  why = ft_dice_hint_explain (&pos, &hint);
  printf ("hint: %s\n", why);
  return 0;
}

static int
run_play (const Options *o)
{
  g_auto(GStrv) names = NULL;
  FtDiceStrength strength[2];
  g_autoptr(FtDiceTable) table = NULL;
  guint wins[2] = { 0, 0 }, first_wins = 0, matches[2] = { 0, 0 };
  guint64 moves = 0;
  FtDiceMatch match = { { 0, 0 } };
  guint n_dice = o->n_dice ? o->n_dice : FT_DICE_MAX_N;
  FtRng rng;

  if (o->strengths == NULL || o->games == 0 || !o->have_seed)
    return ft_cli_usage_error ("dice", usage, "play needs --strength S1,S2, --games G and --seed X");
  names = g_strsplit (o->strengths, ",", -1);
  if (g_strv_length (names) != 2 ||
      !ft_dice_strength_from_token (names[0], &strength[0]) ||
      !ft_dice_strength_from_token (names[1], &strength[1]))
    return ft_cli_usage_error ("dice", usage,
                               "--strength takes two of beginner, standard, perfect, like standard,perfect");

  if (strength[0] == FT_DICE_PERFECT || strength[1] == FT_DICE_PERFECT)
    {
      table = get_table (o, n_dice, o->most_change, FALSE, NULL);
      if (table == NULL)
        return 1;
    }

  ft_rng_init (&rng, o->seed);
  for (guint g = 0; g < o->games; g++)
    {
      FtDicePos pos;
      FtDicePlayer winner, first;

      ft_dice_pos_roll (&pos, n_dice, &rng);
      pos.most_change = o->most_change;
      first = pos.turn;
      while (!ft_dice_pos_is_over (&pos, &winner))
        {
          FtDiceMove m;

          if (!ft_dice_player_choose (strength[pos.turn], &pos, table, &rng, &m))
            {
              fprintf (stderr, "error: no move found in game %u\n", g + 1);
              return 1;
            }
          if (m.kind != FT_DICE_MOVE_TAKE)
            moves++;
          ft_dice_pos_apply (&pos, &m);
        }
      wins[winner]++;
      first_wins += winner == first;
      /* R7: games add up into matches to 50. */
      ft_dice_match_record (&match, &pos);
      if (ft_dice_match_is_over (&match, &winner))
        {
          matches[winner]++;
          memset (&match, 0, sizeof match);
        }
    }

  printf ("games: %u (%u dice a player, seed %" G_GUINT64_FORMAT ")\n", o->games, n_dice, o->seed);
  printf ("A %s: %u wins (%.1f%%)\n", names[0], wins[0], 100.0 * wins[0] / o->games);
  printf ("B %s: %u wins (%.1f%%)\n", names[1], wins[1], 100.0 * wins[1] / o->games);
  printf ("first mover: %u wins (%.1f%%)\n", first_wins, 100.0 * first_wins / o->games);
  printf ("moves a game: %.1f\n", (double) moves / o->games);
  printf ("matches to %d: A %u, B %u\n", FT_DICE_MATCH_TARGET, matches[0], matches[1]);
  return 0;
}

/* Positions where the right move is surprising: one winning move, and a
 * sensible heuristic (the standard player) picks a losing one. */
static int
run_puzzles (const Options *o)
{
  g_autoptr(FtDiceTable) table = NULL;
  guint n_dice = o->n_dice ? o->n_dice : 3;
  FtRng rng;

  if (o->games == 0 || !o->have_seed)
    return ft_cli_usage_error ("dice", usage, "puzzles needs --games G and --seed X");
  table = get_table (o, n_dice, o->most_change, FALSE, NULL);
  if (table == NULL)
    return 1;

  ft_rng_init (&rng, o->seed);
  for (guint g = 0; g < o->games; g++)
    {
      FtDicePos pos;

      ft_dice_pos_roll (&pos, n_dice, &rng);
      pos.most_change = o->most_change;
      while (!ft_dice_pos_is_over (&pos, NULL))
        {
          FtDiceHint hint;
          FtDiceMove m;
          gboolean wins;
          guint depth, n_winning = 0;

          ft_dice_hint_compute (table, &pos, &hint);
          for (guint i = 0; i < hint.n_moves; i++)
            n_winning += hint.moves[i].wins;
          ft_dice_player_choose (FT_DICE_STANDARD, &pos, table, &rng, &m);
          ft_dice_table_probe_move (table, &pos, &m, &wins, &depth);
          if (n_winning == 1 && !wins)
            {
              g_autofree char *text = ft_dice_pos_to_string (&pos);
              g_autofree char *best = ft_dice_move_to_string (&hint.moves[0].move);
              g_autofree char *why = ft_dice_hint_explain (&pos, &hint);

              printf ("%s\t%s\t%s\n", text, best, why);
            }
          /* Wander: random moves reach more varied positions. */
          ft_dice_player_choose (FT_DICE_BEGINNER, &pos, NULL, &rng, &m);
          ft_dice_pos_apply (&pos, &m);
        }
    }
  return 0;
}

int
ft_cli_dice (int    argc,
             char **argv)
{
  Options o = { 0, 2, 0, 0, FALSE, NULL, NULL, NULL, FALSE, FALSE };
  int status;

  if (argc < 2 || strcmp (argv[1], "--help") == 0)
    {
      fputs (usage, argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  status = parse_options (argc - 1, argv + 1, &o);
  if (status != 0)
    return status;

  if (strcmp (argv[1], "solve") == 0)
    return run_solve (&o);
  if (strcmp (argv[1], "eval") == 0)
    return run_eval (&o);
  if (strcmp (argv[1], "play") == 0)
    return run_play (&o);
  if (strcmp (argv[1], "puzzles") == 0)
    return run_puzzles (&o);
  return ft_cli_usage_error ("dice", usage, "unknown action “%s”", argv[1]);
}
