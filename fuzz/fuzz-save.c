/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

/*
 * libFuzzer target over one game's save loader, the code that reads a
 * learner's file at start: FUZZ_SAVE_GAME (fuzz/meson.build builds this
 * file once a game) picks FLIP BITS, FLIP (dice) or Hi Lo Flip.
 *
 * Beyond "no crash, no sanitizer report, no critical", it asserts the
 * loader's contract: a refused save says why and leaves the game as it
 * was; an accepted one is written back and read again to the same text.
 */

#if defined FUZZ_SAVE_FLIPBITS
# include "ft-flipbits-game.h"
# define GAME_NEW       ft_flipbits_game_new
# define GAME_LOAD      ft_flipbits_game_load_string
# define GAME_TO_STRING ft_flipbits_game_to_string
#elif defined FUZZ_SAVE_DICE
# include "ft-dice-game.h"
# define GAME_NEW       ft_dice_game_new
# define GAME_LOAD      ft_dice_game_load_string
# define GAME_TO_STRING ft_dice_game_to_string
#elif defined FUZZ_SAVE_HILO
# include "ft-hilo-game.h"
# define GAME_NEW       ft_hilo_game_new
# define GAME_LOAD      ft_hilo_game_load_string
# define GAME_TO_STRING ft_hilo_game_to_string
#else
# error "define FUZZ_SAVE_FLIPBITS, FUZZ_SAVE_DICE or FUZZ_SAVE_HILO"
#endif

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = ft_fuzz_text (data, size);
  g_autoptr(GObject) game = G_OBJECT (GAME_NEW ());
  g_autoptr(GObject) copy = G_OBJECT (GAME_NEW ());
  g_autoptr(GError) error = NULL;
  g_autofree char *before = GAME_TO_STRING ((gpointer) game);
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;

  if (!GAME_LOAD ((gpointer) game, text, &error))
    {
      g_autofree char *after = GAME_TO_STRING ((gpointer) game);

      CHECK (error != NULL && error->message[0] != '\0');
      CHECK (strcmp (before, after) == 0);
      return 0;
    }
  written = GAME_TO_STRING ((gpointer) game);
  CHECK (GAME_LOAD ((gpointer) copy, written, NULL));
  again = GAME_TO_STRING ((gpointer) copy);
  CHECK (strcmp (written, again) == 0);
  return 0;
}
