/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-rules.h"
#include "scrabble/scrabble-state.h"

/*
 * libFuzzer target over the Binary Number Scrabble text forms: a board
 * file, a rack and a play (and a saved game), as the command line and the
 * app read them.  The first byte picks the settings (bit 0 order, bits 1-4
 * the equation options, bit 5 numbers alongside, bit 6 the log bonus); the
 * rest is "BOARD\n--\nRACK\n--\nPLAY" (missing parts are skipped), or a
 * saved game when it starts with "scrabble/1".
 *
 * Beyond "no crash, no sanitizer report": what parses writes back the same;
 * a play the rules accept has the score the rules give again; with a short
 * rack, every play the generator gives is legal by the rules with the same
 * score, each once.
 */

typedef struct
{
  const FtScrabbleBoard    *board;
  const FtScrabbleSettings *settings;
  GHashTable               *seen;
} Sound;

static void
sound_cb (const FtScrabblePlay *play,
          gpointer              user_data)
{
  Sound *s = user_data;
  FtScrabblePlay copy = *play;
  FtScrabbleVerdict v;

  CHECK (ft_scrabble_check_play (s->board, s->settings, &copy, &v));
  CHECK (v.score == play->score);
  CHECK (copy.dir == play->dir);
  CHECK (g_hash_table_add (s->seen, ft_scrabble_play_to_string (play)));
}

static void
fuzz_state (const char *text)
{
  FtScrabbleState state, again;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  if (!ft_scrabble_state_from_string (&state, text, NULL))
    return;
  CHECK (ft_scrabble_state_check (&state, NULL));
  written = ft_scrabble_state_to_string (&state);
  CHECK (ft_scrabble_state_from_string (&again, written, NULL));
  rewritten = ft_scrabble_state_to_string (&again);
  CHECK (strcmp (written, rewritten) == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FtScrabbleSettings settings;
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;
  FtScrabbleBoard board;
  FtScrabbleRack rack;
  FtScrabblePlay play;
  gboolean have_board = FALSE, have_rack = FALSE, have_play = FALSE;

  if (size < 1)
    return 0;
  ft_scrabble_settings_init (&settings);
  settings.eq.order = data[0] & 1;
  settings.eq.options = (data[0] >> 1) & 0xF;
  settings.numbers_alongside = (data[0] >> 5) & 1;
  settings.log_bonus = (data[0] >> 6) & 1;

  text = g_strndup ((const char *) data + 1, size - 1);
  if (!g_utf8_validate (text, -1, NULL))
    return 0;
  if (g_str_has_prefix (text, "scrabble/1"))
    {
      fuzz_state (text);
      return 0;
    }

  parts = g_strsplit (text, "\n--\n", 3);
  if (parts[0] != NULL && ft_scrabble_board_from_string (&board, parts[0], NULL))
    {
      g_autofree char *written = ft_scrabble_board_to_string (&board);
      FtScrabbleBoard again;

      CHECK (ft_scrabble_board_from_string (&again, written, NULL));
      CHECK (memcmp (again.cells, board.cells, sizeof board.cells) == 0);
      have_board = TRUE;
    }
  if (parts[0] != NULL && parts[1] != NULL && ft_scrabble_rack_from_string (&rack, parts[1], NULL))
    {
      g_autofree char *written = ft_scrabble_rack_to_string (&rack);
      FtScrabbleRack again;

      CHECK (rack.n <= FT_SCRABBLE_RACK_SIZE);
      CHECK (ft_scrabble_rack_from_string (&again, written, NULL));
      CHECK (again.n == rack.n && memcmp (again.kinds, rack.kinds, rack.n) == 0);
      have_rack = TRUE;
    }
  if (parts[0] != NULL && parts[1] != NULL && parts[2] != NULL &&
      ft_scrabble_play_from_string (&play, NULL, parts[2], NULL))
    {
      g_autofree char *written = ft_scrabble_play_to_string (&play);
      FtScrabblePlay again;
      gboolean has_score;

      CHECK (ft_scrabble_play_from_string (&again, &has_score, written, NULL));
      CHECK (has_score && ft_scrabble_play_equal (&again, &play) && again.score == play.score);
      have_play = TRUE;
    }

  if (have_board && have_play)
    {
      FtScrabbleVerdict v, v2;
      FtScrabblePlay copy = play;
      FtScrabbleBoard after = board;
      g_autofree char *why = NULL;
      gboolean legal = ft_scrabble_check_play (&board, &settings, &play, &v);

      CHECK (legal == (v.fault == FT_SCRABBLE_FAULT_NONE));
      CHECK (ft_scrabble_check_play (&board, &settings, &copy, &v2) == legal);
      if (legal)
        CHECK (v2.score == v.score && play.score == v.score);
      ft_scrabble_board_apply (&after, &play);
      why = ft_scrabble_verdict_describe (&v, &after);
      CHECK (why != NULL);
    }

  /* The generator's soundness, on racks short enough to stay fast. */
  if (have_board && have_rack && rack.n <= 4)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      Sound s = { &board, &settings, seen };

      ft_scrabble_generate (&board, &settings, &rack, sound_cb, &s);
    }
  return 0;
}
