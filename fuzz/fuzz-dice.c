/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

#include "dice/dice-match.h"
#include "dice/dice-player.h"
#include "dice/dice-pos.h"

/*
 * libFuzzer target over FLIP (dice) text forms: positions (`flip-tutor-cli
 * dice eval`, lessons, saves), moves and match scores.  The first byte
 * picks which.  Beyond "no crash, no sanitizer report, no critical", it
 * asserts that what a parser accepts reads back what it writes, and that a
 * parsed position plays on to its end with legal moves only.
 */

static void
fuzz_position (const char *text)
{
  FtDicePos pos, copy;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;
  FtRng rng;

  if (!ft_dice_pos_from_string (&pos, text, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  written = ft_dice_pos_to_string (&pos);
  CHECK (ft_dice_pos_from_string (&copy, written, NULL));
  again = ft_dice_pos_to_string (&copy);
  CHECK (strcmp (written, again) == 0);

  /* Every game ends: each move a player makes is one the rules list. */
  ft_rng_init (&rng, 1);
  for (guint i = 0; i < 500 && !ft_dice_pos_is_over (&pos, NULL); i++)
    {
      FtDiceMove moves[FT_DICE_MAX_MOVES], move;
      guint n = ft_dice_pos_moves (&pos, moves);
      gboolean listed = FALSE;

      CHECK (n > 0 && n <= FT_DICE_MAX_MOVES);
      CHECK (ft_dice_player_choose (FT_STRENGTH_BEGINNER, &pos, NULL, &rng, &move));
      for (guint k = 0; k < n; k++)
        listed |= ft_dice_move_equal (&moves[k], &move);
      CHECK (listed);
      CHECK (ft_dice_pos_apply (&pos, &move));
    }
}

static void
fuzz_move (const char *text)
{
  FtDiceMove move, copy;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  if (!ft_dice_move_from_string (&move, text, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  written = ft_dice_move_to_string (&move);
  CHECK (ft_dice_move_from_string (&copy, written, NULL));
  CHECK (ft_dice_move_equal (&move, &copy));
}

static void
fuzz_match (const char *text)
{
  FtDiceMatch match, copy;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;

  if (!ft_dice_match_from_string (&match, text, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  written = ft_dice_match_to_string (&match);
  CHECK (ft_dice_match_from_string (&copy, written, NULL));
  again = ft_dice_match_to_string (&copy);
  CHECK (strcmp (written, again) == 0);
  ft_dice_match_is_over (&match, NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const FtFuzzMode modes[] = { fuzz_position, fuzz_move, fuzz_match };

  ft_fuzz_pick (data, size, modes, G_N_ELEMENTS (modes));
  return 0;
}
