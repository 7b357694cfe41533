/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

/*
 * libFuzzer target over one game's save loader, the code that reads a
 * learner's file at start: FUZZ_SAVE_GAME (fuzz/meson.build builds this
 * file once a game) picks FLIP BITS, FLIP (dice), Hi Lo Flip, Binary Number
 * Scrabble or Flipchain: every game's loader is fuzzed.
 *
 * Beyond "no crash, no sanitizer report, no critical", it asserts the
 * loader's contract: a refused save says why and leaves the game as it
 * was; an accepted one is written back and read again to the same text.
 */

#if defined FUZZ_SAVE_FLIPBITS
# include "ft-flipbits-game.h"
# define GAME_TYPE FT_TYPE_FLIPBITS_GAME
#elif defined FUZZ_SAVE_DICE
# include "ft-dice-game.h"
# define GAME_TYPE FT_TYPE_DICE_GAME
#elif defined FUZZ_SAVE_HILO
# include "ft-hilo-game.h"
# define GAME_TYPE FT_TYPE_HILO_GAME
#elif defined FUZZ_SAVE_SCRABBLE
# include "ft-scrabble-game.h"
# define GAME_TYPE FT_TYPE_SCRABBLE_GAME
#elif defined FUZZ_SAVE_FLIPCHAIN
# include "ft-flipchain-game.h"
# define GAME_TYPE FT_TYPE_FLIPCHAIN_GAME
#else
# error "define FUZZ_SAVE_<GAME> for one of the five games"
#endif

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = ft_fuzz_text (data, size);
  g_autoptr(FtGame) game = g_object_new (GAME_TYPE, NULL);
  g_autoptr(FtGame) copy = g_object_new (GAME_TYPE, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ft_game_to_string (game);
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;

  if (!ft_game_load_string (game, text, &error))
    {
      g_autofree char *after = ft_game_to_string (game);

      CHECK (error != NULL && error->message[0] != '\0');
      CHECK (strcmp (before, after) == 0);
      return 0;
    }
  written = ft_game_to_string (game);
  CHECK (ft_game_load_string (copy, written, NULL));
  again = ft_game_to_string (copy);
  CHECK (strcmp (written, again) == 0);
  return 0;
}
