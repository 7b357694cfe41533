/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-hint.h"
#include "scrabble/scrabble-words.h"
#include "scrabble-test-util.h"

/*
 * The hint in a person's words (scrabble-words.c): squares as players
 * write them, a one-sentence headline under 200 characters, and no trace
 * notation anywhere, over every hint of seeded computer games.
 */

#define N_GAMES 6

/* The engine's notation, which a person must never see or hear. */
static void
assert_plain_words (const char *text)
{
  static const char * const traces[] = { "step 1, part", "padded to", "part 1", "=1 ", "total:", NULL };
  g_autoptr(GRegex) coords = g_regex_new ("\\d+,\\d+", 0, 0, NULL);

  for (guint i = 0; traces[i]; i++)
    if (strstr (text, traces[i]))
      g_error ("trace notation \"%s\" in: %s", traces[i], text);
  if (g_regex_match (coords, text, 0, NULL))
    g_error ("a row,column pair in: %s", text);
}

static void
test_square_label (void)
{
  g_autofree char *centre = ft_scrabble_square_label (FT_SCRABBLE_CENTRE);
  g_autofree char *corner = ft_scrabble_square_label (FT_SCRABBLE_N_SQUARES - 1);
  g_autofree char *top_right = ft_scrabble_square_label (FT_SCRABBLE_SIZE - 1);

  g_assert_cmpstr (centre, ==, "H8");
  g_assert_cmpstr (corner, ==, "O15");
  g_assert_cmpstr (top_right, ==, "O1");
}

/* A play read as a line: its tiles spaced, its direction, its first square. */
static void
test_play_words (void)
{
  FtScrabbleBoard board;
  FtScrabblePlay play = test_play ("8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0");
  g_autofree char *words = NULL;

  ft_scrabble_board_clear (&board);
  words = ft_scrabble_play_words (&board, &play);
  g_assert_cmpstr (words, ==, "1 + 1 = 1 0 across from G8");
}

static void
test_game_hints (void)
{
  guint n_hints = 0, n_plays = 0;

  for (guint g = 0; g < N_GAMES; g++)
    {
      FtScrabbleSettings settings;
      FtScrabbleState s;

      ft_scrabble_settings_init (&settings);
      ft_scrabble_state_init (&s, &settings, 2, 4200 + g);
      while (!s.over)
        {
          FtScrabbleView view;
          FtScrabbleHint hint;
          FtScrabbleMove move;
          g_autofree char *headline = NULL;
          g_autofree char *reasoning = NULL;
          g_autoptr(GError) error = NULL;
          const char *end;

          ft_scrabble_view_init (&view, &s, s.current);
          ft_scrabble_hint_compute (&view, 3, &hint);
          ft_scrabble_hint_words (&view, &hint, &headline, &reasoning);
          g_assert_nonnull (headline);
          g_assert_nonnull (reasoning);
          /* One sentence, short enough to hear in one breath. */
          g_assert_cmpuint (g_utf8_strlen (headline, -1), <, 200);
          end = strstr (headline, ". ");
          g_assert_null (end);
          g_assert_true (g_str_has_suffix (headline, "."));
          assert_plain_words (headline);
          assert_plain_words (reasoning);
          if (hint.move.kind == FT_SCRABBLE_MOVE_PLAY)
            {
              g_autofree char *score = g_strdup_printf (" for %d point", hint.move.play.score);

              g_assert_true (g_str_has_prefix (headline, "Play "));
              g_assert_nonnull (strstr (headline, score));
              g_assert_true (g_str_has_suffix (reasoning, "."));
              n_plays++;
            }
          /* A few in the log, to read. */
          if (n_hints % 20 == 0)
            g_test_message ("%s\n%s", headline, reasoning);
          n_hints++;
          ft_scrabble_hint_clear (&hint);

          ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
          g_assert_true (ft_scrabble_state_apply (&s, &move, NULL, &error));
          g_assert_no_error (error);
        }
    }
  g_test_message ("%u hints read, %u of them plays", n_hints, n_plays);
  g_assert_cmpuint (n_plays, >, N_GAMES * 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scrabble/words/square-label", test_square_label);
  g_test_add_func ("/scrabble/words/play", test_play_words);
  g_test_add_func ("/scrabble/words/game-hints", test_game_hints);
  return g_test_run ();
}
