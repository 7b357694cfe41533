/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-deck.h"
#include "flipbits/flipbits-game.h"

/*
 * libFuzzer target over the FLIP BITS text forms: a card token, a list of
 * cards (`flip-tutor-cli flipbits solve`), a deck file (`play --deck`) and
 * the game's text form (saves and bug reports).  The first byte picks
 * which.  Beyond "no crash, no sanitizer report, no critical", it asserts
 * that what a parser accepts reads back what it writes, and that a parsed
 * game keeps its cards (conservation) through a few computer turns.
 */

static void
fuzz_card (const char *text)
{
  FtFbCard card, again;
  g_autofree char *written = NULL;

  if (!ft_fb_card_parse (text, &card))
    return;
  written = ft_fb_card_to_string (card);
  CHECK (ft_fb_card_parse (written, &again));
  CHECK (ft_fb_card_equal (card, again));
}

static void
fuzz_cards (const char *text)
{
  FtFbCard cards[FT_FB_DECK_MAX], again[FT_FB_DECK_MAX];
  guint n = 0, n_again = 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  if (!ft_fb_cards_parse (text, cards, G_N_ELEMENTS (cards), &n, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  CHECK (n <= G_N_ELEMENTS (cards));
  written = ft_fb_cards_to_string (cards, n);
  CHECK (ft_fb_cards_parse (written, again, G_N_ELEMENTS (again), &n_again, NULL));
  CHECK (n_again == n);
  for (guint i = 0; i < n; i++)
    CHECK (ft_fb_card_equal (cards[i], again[i]));
}

static void
fuzz_deck (const char *text)
{
  FtFbDeck deck;
  g_autoptr(GError) error = NULL;

  if (!ft_fb_deck_parse (&deck, text, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  CHECK (deck.n_cards <= FT_FB_DECK_MAX);
}

static void
fuzz_game (const char *text)
{
  FtFbGame game, copy;
  FtStrength strengths[FT_FB_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;

  if (!ft_fb_game_from_string (&game, text, &error))
    {
      CHECK (error != NULL && error->message[0] != '\0');
      return;
    }
  CHECK (ft_fb_game_check_conservation (&game, NULL));
  written = ft_fb_game_to_string (&game);
  CHECK (ft_fb_game_from_string (&copy, written, NULL));
  again = ft_fb_game_to_string (&copy);
  CHECK (strcmp (written, again) == 0);

  /* A game read from a file plays on by the rules. */
  for (guint s = 0; s < FT_FB_MAX_PLAYERS; s++)
    strengths[s] = FT_STRENGTH_STANDARD;
  for (guint i = 0; i < 40 && game.winner < 0; i++)
    {
      if (!ft_fb_ai_step (&game, strengths, &error))
        break;
      CHECK (ft_fb_game_check_conservation (&game, NULL));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const FtFuzzMode modes[] = { fuzz_card, fuzz_cards, fuzz_deck, fuzz_game };

  ft_fuzz_pick (data, size, modes, G_N_ELEMENTS (modes));
  return 0;
}
