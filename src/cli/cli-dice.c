/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <pthread.h>
#include <signal.h>
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
  "a solve goes to a temporary file.  The 10-die table takes 158 MB of disk,\n"
  "about 6 s (two threads, 10-11 s of CPU) and at most 132 MB of memory to\n"
  "solve; with it there, eval maps it and needs 2-3 ms of CPU (figures from\n"
  "bench-dice solve).\n"
  "Tables for --most-change (or a `most-change' position) use FILE-most-change.\n";

typedef struct
{
  guint n_dice;
  guint threads;
  guint games;
  guint64 seed;
  gboolean have_seed;
  const char *cache;
  GStrv strengths;
  const char *position;
  gboolean classes;
  gboolean most_change;
} Options;

static void
options_clear (Options *o)
{
  g_clear_pointer (&o->strengths, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* The options of every action, by name; each action picks its own. */
static FtCliOption
option (Options    *o,
        const char *name)
{
  const FtCliOption all[] = {
    { "dice", FT_CLI_UINT, &o->n_dice, 2, FT_DICE_MAX_N },
    { "threads", FT_CLI_UINT, &o->threads, 1, 64 },
    { "games", FT_CLI_UINT, &o->games, 1, 10000000 },
    { "seed", FT_CLI_UINT64, &o->seed, 0, 0, &o->have_seed },
    { "cache", FT_CLI_STRING, &o->cache },
    { "strength", FT_CLI_LIST, &o->strengths },
    { "classes", FT_CLI_FLAG, &o->classes },
    { "most-change", FT_CLI_FLAG, &o->most_change },
  };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (strcmp (all[i].name, name) == 0)
      return all[i];
  g_assert_not_reached ();
}

/*
 * Parses the action's options, @names (space-separated), into @o, and its
 * POSITION when @with_position.  Returns -1 to go on, or the exit status.
 */
static int
parse_options (int         argc,
               char      **argv,
               const char *names,
               gboolean    with_position,
               Options    *o)
{
  g_auto(GStrv) words = g_strsplit (names, " ", -1);
  FtCliOption options[16] = { { NULL } };
  FtCliSpec spec = { "dice", usage, options, with_position, with_position };
  int status;

  g_assert (g_strv_length (words) < G_N_ELEMENTS (options));
  o->threads = 2;
  for (guint i = 0; words[i] != NULL; i++)
    options[i] = option (o, words[i]);
  if (!ft_cli_parse_options (&spec, &argc, argv, &status))
    return status;
  if (with_position)
    o->position = argv[1];
  return -1;
}

/*
 * SIGTERM, SIGINT and SIGHUP during a solve: blocked in every thread and
 * taken by one thread of their own, which cancels the solve; the solver
 * then removes its partial file and the command dies of the same signal.
 */
typedef struct
{
  sigset_t      set;
  GCancellable *cancellable;
  gint          caught;
  gint          finished;
} SignalWatch;

static void *
signal_watch (void *data)
{
  SignalWatch *w = data;
  int sig = 0;

  if (sigwait (&w->set, &sig) == 0 && !g_atomic_int_get (&w->finished))
    {
      g_atomic_int_set (&w->caught, sig);
      g_cancellable_cancel (w->cancellable);
    }
  return NULL;
}

static FtDiceTable *
solve_watched (guint          n_dice,
               gboolean       most_change,
               guint          threads,
               const char    *path,
               int           *caught,
               GError       **error)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SignalWatch w = { .cancellable = cancellable };
  sigset_t old;
  pthread_t thread;
  FtDiceTable *table;
  gboolean watching;

  sigemptyset (&w.set);
  sigaddset (&w.set, SIGTERM);
  sigaddset (&w.set, SIGINT);
  sigaddset (&w.set, SIGHUP);
  pthread_sigmask (SIG_BLOCK, &w.set, &old);
  watching = pthread_create (&thread, NULL, signal_watch, &w) == 0;
  table = ft_dice_table_solve_to_file (n_dice, most_change, threads, path,
                                       NULL, NULL, cancellable, error);
  if (watching)
    {
      g_atomic_int_set (&w.finished, 1);
      if (g_atomic_int_get (&w.caught) == 0)
        pthread_kill (thread, SIGTERM);   /* wakes sigwait(), which then stops */
      pthread_join (thread, NULL);
    }
  *caught = g_atomic_int_get (&w.caught);
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  return table;
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
  int caught = 0;
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
          g_autofree char *message = ft_cli_escape (error->message, -1);

          fprintf (stderr, "error: %s\n", message);
          return NULL;
        }
      {
        g_autofree char *shown = ft_cli_escape (cache, -1);

        fprintf (stderr, "warning: %s is not a usable table; solving again\n", shown);
      }
    }

  if (cache != NULL)
    path = g_strdup (cache);
  else
    {
      tmp_dir = g_dir_make_tmp ("flip-dice-XXXXXX", &error);
      if (tmp_dir == NULL)
        {
          ft_cli_input_error ("%s", error->message);
          return NULL;
        }
      path = g_build_filename (tmp_dir, "table", NULL);
    }

  table = solve_watched (n_dice, most_change, o->threads, path, &caught, &error);
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
  if (caught != 0)
    {
      /* The partial table is gone; die of the signal, as if unhandled. */
      fprintf (stderr, "stopped: %s\n", g_strsignal (caught));
      fflush (stderr);
      signal (caught, SIG_DFL);
      raise (caught);
    }
  if (table == NULL)
    {
      ft_cli_input_error ("%s", error->message);
      return NULL;
    }

done:
  if (seconds != NULL)
    *seconds = (g_get_monotonic_time () - start) / 1e6;
  return table;
}

static int
run_solve (int    argc,
           char **argv)
{
  g_auto(Options) options = { 0 };
  const Options *o = &options;
  g_autoptr(FtDiceTable) table = NULL;
  FtDiceStats stats;
  double seconds;
  int status = parse_options (argc, argv, "dice threads cache classes most-change", FALSE, &options);

  if (status >= 0)
    return status;
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
run_eval (int    argc,
          char **argv)
{
  g_auto(Options) options = { 0 };
  const Options *o = &options;
  int status = parse_options (argc, argv, "cache threads", TRUE, &options);
  g_autoptr(FtDiceTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;
  FtDicePos pos;
  FtDiceHint hint;
  FtDicePlayer winner;

  if (status >= 0)
    return status;
  if (!g_utf8_validate (o->position, -1, NULL))
    return ft_cli_input_error ("“%s” is not UTF-8 text", o->position);
  if (!ft_dice_pos_from_string (&pos, o->position, &error))
    return ft_cli_input_error ("%s", error->message);
  text = ft_dice_pos_to_string (&pos);
  printf ("position: %s\n", text);
  if (ft_dice_pos_is_over (&pos, &winner))
    {
      printf ("value: over, %c wins\n", winner == FT_DICE_PLAYER_A ? 'A' : 'B');
      return 0;
    }
  if (ft_dice_pos_n_dice (&pos) < 2)
    return ft_cli_input_error ("the solver covers 2 to %d dice a player", FT_DICE_MAX_N);

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
run_play (int    argc,
          char **argv)
{
  g_auto(Options) options = { 0 };
  const Options *o = &options;
  int status = parse_options (argc, argv, "strength games seed dice cache threads most-change",
                              FALSE, &options);
  GStrv names;
  FtStrength strength[2];
  g_autoptr(FtDiceTable) table = NULL;
  guint wins[2] = { 0, 0 }, first_wins = 0, matches[2] = { 0, 0 };
  guint64 moves = 0;
  FtDiceMatch match = { { 0, 0 } };
  guint n_dice = o->n_dice ? o->n_dice : FT_DICE_MAX_N;
  FtRng rng;

  if (status >= 0)
    return status;
  if (o->strengths == NULL || o->games == 0 || !o->have_seed)
    return ft_cli_usage_error ("dice", usage, "play needs --strength S1,S2, --games G and --seed X");
  names = o->strengths;
  if (g_strv_length (names) != 2 ||
      !ft_dice_strength_from_token (names[0], &strength[0]) ||
      !ft_dice_strength_from_token (names[1], &strength[1]))
    return ft_cli_usage_error ("dice", usage,
                               "--strength takes two of beginner, standard, perfect, like standard,perfect");

  if (strength[0] == FT_STRENGTH_EXPERT || strength[1] == FT_STRENGTH_EXPERT)
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
run_puzzles (int    argc,
             char **argv)
{
  g_auto(Options) options = { 0 };
  const Options *o = &options;
  int status = parse_options (argc, argv, "games seed dice cache threads most-change", FALSE,
                              &options);
  g_autoptr(FtDiceTable) table = NULL;
  guint n_dice = o->n_dice ? o->n_dice : 3;
  FtRng rng;

  if (status >= 0)
    return status;
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
          ft_dice_player_choose (FT_STRENGTH_STANDARD, &pos, table, &rng, &m);
          ft_dice_table_probe_move (table, &pos, &m, &wins, &depth);
          if (n_winning == 1 && !wins)
            {
              g_autofree char *text = ft_dice_pos_to_string (&pos);
              g_autofree char *best = ft_dice_move_to_string (&hint.moves[0].move);
              g_autofree char *why = ft_dice_hint_explain (&pos, &hint);

              printf ("%s\t%s\t%s\n", text, best, why);
            }
          /* Wander: random moves reach more varied positions. */
          ft_dice_player_choose (FT_STRENGTH_BEGINNER, &pos, NULL, &rng, &m);
          ft_dice_pos_apply (&pos, &m);
        }
    }
  return 0;
}

int
ft_cli_dice (int    argc,
             char **argv)
{
  static const FtCliAction actions[] = {
    { "solve", run_solve },
    { "eval", run_eval },
    { "play", run_play },
    { "puzzles", run_puzzles },
    { NULL }
  };

  return ft_cli_dispatch ("dice", usage, actions, argc, argv);
}
