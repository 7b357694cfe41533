/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-advisor.h"
#include "flipbits/flipbits-hint.h"
#include "flipbits-reference.h"

/*
 * The discard advisor against exact counting by brute force, the hints'
 * texts, and R11: hints and computer players do not change when only
 * hidden cards (other hands, deck order) do.
 */

/* The cards @view's player has not seen (R11), one entry per card. */
static guint
unseen_cards (const FtFbView *view,
              FtFbCard       *out)
{
  gboolean gone[FT_FB_DECK_MAX] = { FALSE };
  guint n = 0;

  for (guint i = 0; i < view->hand.n_ops + view->n_op_discard; i++)
    {
      FtFbCard seen = i < view->hand.n_ops ? view->hand.ops[i]
                                           : view->op_discard[i - view->hand.n_ops];

      for (guint c = 0; c < view->deck.n_cards; c++)
        if (!gone[c] && ft_fb_card_equal (view->deck.cards[c], seen))
          {
            gone[c] = TRUE;
            break;
          }
    }
  for (guint c = 0; c < view->deck.n_cards; c++)
    if (!gone[c])
      out[n++] = view->deck.cards[c];
  return n;
}

typedef struct
{
  FtFbCard        hand[FT_FB_HAND_OPS];
  guint           n_hand;
  const FtFbCard *pool[2];     /* the unseen cards, then the discard pile */
  guint           n_pool[2];
  guint           draw[2];     /* how many from each */
  const int      *hexes;
  guint           n_hexes;
  guint8          memory;
  guint8          goal;
  guint64         favourable;
  guint64         total;
} Brute;

/* Every set of @left distinct cards (by position) of pool @stage, then of
 * the next pool, with every HEX value: the draws, all equally likely. */
static void
brute_draw (Brute *b,
            guint  stage,
            guint  from,
            guint  left)
{
  if (left == 0 && stage == 0)
    {
      brute_draw (b, 1, 0, b->draw[1]);
      return;
    }
  if (left == 0)
    {
      for (guint h = 0; h < b->n_hexes; h++)
        {
          b->total++;
          b->favourable += reference_solves (b->hand, b->n_hand, b->hexes[h],
                                             b->memory, b->goal, 0);
        }
      return;
    }
  for (guint i = from; i + left <= b->n_pool[stage]; i++)
    {
      b->hand[b->n_hand++] = b->pool[stage][i];
      brute_draw (b, stage, i + 1, left - 1);
      b->n_hand--;
    }
}

/* Checks every option of the advice for @view against brute force, which
 * follows the game's draw (R7): from the deck, a random part of the unseen
 * cards (R11); when it runs out, from the reshuffled discard pile. */
static void
check_advice (const FtFbView *view)
{
  FtFbAdvice advice;
  FtFbCard unseen[FT_FB_DECK_MAX];
  guint n_unseen = unseen_cards (view, unseen);
  int unseen_hex[FT_FB_N_HEX];
  guint n_unseen_hex = 0, seen_options = 0;
  guint n = view->hand.n_ops;

  for (int v = 0; v < FT_FB_N_HEX; v++)
    {
      gboolean seen = v == view->hand.hex;

      for (guint i = 0; i < view->n_hex_discard; i++)
        seen = seen || view->hex_discard[i] == v;
      if (!seen)
        unseen_hex[n_unseen_hex++] = v;
    }

  ft_fb_advise_discards (view, &advice);
  /* R7: every non-empty set of OPERATION cards (or none, with none in
   * hand), with and without the HEX card. */
  g_assert_cmpuint (advice.n_options, ==,
                    (n > 0 ? (1u << n) - 1 : 1) * (view->hand.hex >= 0 ? 2 : 1));

  for (guint o = 0; o < advice.n_options; o++)
    {
      const FtFbDiscardOption *option = &advice.options[o];
      Brute b = { .pool = { unseen }, .n_pool = { n_unseen },
                  .memory = view->memory, .goal = view->goal };
      FtFbCard pile[FT_FB_DECK_MAX];
      int hexes[FT_FB_N_HEX + 1];
      guint n_pile = 0, need;

      g_assert_true (option->op_mask != 0 || n == 0);
      g_assert_false (seen_options & (1u << (option->op_mask * 2 + option->discard_hex)));
      seen_options |= 1u << (option->op_mask * 2 + option->discard_hex);

      for (guint i = 0; i < view->n_op_discard; i++)
        pile[n_pile++] = view->op_discard[i];
      for (guint i = 0; i < n; i++)
        if (!(option->op_mask & (1u << i)))
          b.hand[b.n_hand++] = view->hand.ops[i];
        else
          pile[n_pile++] = view->hand.ops[i];
      need = FT_FB_HAND_OPS - b.n_hand;
      b.draw[0] = MIN (need, MIN (view->n_op_deck, n_unseen));
      b.pool[1] = pile;
      b.n_pool[1] = n_pile;
      b.draw[1] = MIN (need - b.draw[0], n_pile);

      b.hexes = hexes;
      if (option->discard_hex || view->hand.hex < 0)
        {
          if (view->n_hex_deck > 0)
            for (guint i = 0; i < n_unseen_hex; i++)
              hexes[b.n_hexes++] = unseen_hex[i];
          else
            {
              for (guint i = 0; i < view->n_hex_discard; i++)
                hexes[b.n_hexes++] = view->hex_discard[i];
              if (option->discard_hex)
                hexes[b.n_hexes++] = view->hand.hex;
            }
        }
      else
        hexes[b.n_hexes++] = view->hand.hex;
      if (b.n_hexes == 0)
        hexes[b.n_hexes++] = -1;

      brute_draw (&b, 0, 0, b.draw[0]);

      g_assert_cmpuint (option->total, ==, b.total);
      g_assert_cmpuint (option->favourable, ==, b.favourable);
      g_assert_cmpfloat_with_epsilon (option->p_solve, (double) b.favourable / b.total, 1e-12);
      if (o > 0)
        g_assert_cmpfloat (option->p_solve, <=, advice.options[o - 1].p_solve + 1e-12);
      if (option->p_solve > 0)
        g_assert_cmpfloat_with_epsilon (option->expected_turns, 1.0 / option->p_solve, 1e-9);
    }
}

/* A view built by hand on a small deck: @hand and @discard are card
 * tokens, HEX values as numbers. */
static void
small_view (FtFbView   *view,
            const char *deck_text,
            const char *hand,
            int         hex,
            const char *discard,
            const char *hex_discard)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hexes = g_strsplit (hex_discard, ",", -1);

  memset (view, 0, sizeof *view);
  ft_fb_settings_init (&view->settings, 2);
  g_assert_true (ft_fb_deck_parse (&view->deck, deck_text, &error));
  g_assert_true (ft_fb_cards_parse (hand, view->hand.ops, FT_FB_HAND_OPS, &view->hand.n_ops, &error));
  g_assert_true (ft_fb_cards_parse (discard, view->op_discard, FT_FB_DECK_MAX, &view->n_op_discard, &error));
  g_assert_no_error (error);
  view->hand.hex = hex;
  for (guint i = 0; hexes[i] != NULL && *hexes[i] != '\0'; i++)
    view->hex_discard[view->n_hex_discard++] = (guint8) g_ascii_strtoull (hexes[i], NULL, 10);
  view->phase = FT_FB_PHASE_DISCARD;
  /* Nobody else holds cards: the decks hold every unseen card. */
  {
    FtFbCard unseen[FT_FB_DECK_MAX];

    view->n_op_deck = unseen_cards (view, unseen);
    view->n_hex_deck = FT_FB_N_HEX - view->n_hex_discard - (hex >= 0);
  }
}

/* The advisor's exact probabilities against counting every draw, on small
 * decks, for every MEMORY and GOAL (R7, R11). */
static void
test_small_decks (void)
{
  static const struct {
    const char *deck, *hand; int hex; const char *discard, *hex_discard;
  } cases[] = {
    { "NOT 2\nROTL\nFLIP 2\nXOR\nMOR:0100\nMAND:1110\nCOPY", "NOT,FLIP,XOR", 3, "ROTL", "1,2,4,5,6,7,8,9,10,11" },
    { "NOT 2\nROTL\nROTR\nFLIP 2\nXOR\nAND\nMOR:0100\nMAND:1110\nCOPY", "XOR,AND,MOR:0100", 12, "NOT,ROTR,FLIP", "1,5,9" },
    { "NOT 2\nROTL\nFLIP 2\nXOR\nMOR:0100\nMAND:1110\nCOPY", "NOT,FLIP", -1, "-", "0,1,2,3,4,5,6,7,8,9,10,11,12" },
    { "OR\nAND\nROTR 2\nMXOR 2\nMAND\nCOPY", "ROTR", 9, "OR,MXOR", "0,15" },
    { "FLIP 3\nNOT\nROTL\nROTR\nMOR:0001\nMAND:0111\nXOR", "-", 5, "-", "1,2,3,4,6,7,8,9,10,11,12,13" },
    { "FLIP 3\nNOT\nROTL\nROTR\nMOR:0001\nMAND:0111\nXOR", "-", -1, "NOT,ROTL,ROTR,FLIP", "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint m = 0; m < 16; m++)
      for (guint g = 0; g < 16; g++)
        {
          FtFbView view;

          small_view (&view, cases[c].deck, cases[c].hand, cases[c].hex,
                      cases[c].discard, cases[c].hex_discard);
          view.memory = m;
          view.goal = g;
          check_advice (&view);

          /* R7: other hands hold some unseen cards and the decks run out
           * during the draw, so the discard piles are reshuffled. */
          view.n_op_deck = (m + g) % 3;
          view.n_hex_deck = 0;
          check_advice (&view);
        }
}

/* The same on the default deck, in positions of real seeded games, some
 * of them with a deck about to run out (R7). */
static void
test_default_deck (void)
{
  static const FtStrength strengths[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_STANDARD,
    FT_STRENGTH_BEGINNER, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, FT_STRENGTH_STANDARD };
  guint checked = 0;

  guint low_deck = 0;

  for (guint64 seed = 1; checked < 10 || low_deck < 3; seed++)
    {
      FtFbSettings settings;
      FtFbGame game;
      g_autoptr(GError) error = NULL;

      ft_fb_settings_init (&settings, 1 + seed % 4);
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), seed, &error));
      for (guint step = 0; step < seed % 7 && ft_fb_ai_step (&game, strengths, &error); step++)
        ;
      if (game.phase != FT_FB_PHASE_GAME_OVER && checked < 10)
        {
          FtFbView view;

          ft_fb_view_init (&view, &game, game.current);
          check_advice (&view);
          checked++;
        }
      /* Play on until the deck is nearly empty at a discard. */
      while (game.phase != FT_FB_PHASE_GAME_OVER && low_deck < 3)
        {
          if (game.phase == FT_FB_PHASE_DISCARD && game.n_op_deck < 3)
            {
              FtFbView view;

              ft_fb_view_init (&view, &game, game.current);
              check_advice (&view);
              low_deck++;
              break;
            }
          if (!ft_fb_ai_step (&game, strengths, &error))
            break;
        }
      g_assert_no_error (error);
    }
}

static void
assert_same_solution (gboolean            found_a,
                      const FtFbSolution *a,
                      gboolean            found_b,
                      const FtFbSolution *b)
{
  g_assert_cmpint (found_a, ==, found_b);
  if (!found_a)
    return;
  g_assert_cmpuint (a->n_steps, ==, b->n_steps);
  for (guint i = 0; i < a->n_steps; i++)
    {
      g_assert_cmpuint (a->steps[i].card, ==, b->steps[i].card);
      g_assert_cmpuint (a->steps[i].op, ==, b->steps[i].op);
      g_assert_cmpuint (a->steps[i].operand, ==, b->steps[i].operand);
    }
}

/* Hints and every strength's choices for @seat, computed from @game. */
static void
assert_same_decisions (const FtFbGame *a,
                       const FtFbGame *b,
                       guint           seat)
{
  FtFbView view_a, view_b;
  FtFbHint hint_a, hint_b;

  ft_fb_view_init (&view_a, a, seat);
  ft_fb_view_init (&view_b, b, seat);

  ft_fb_hint_compute (&view_a, &hint_a);
  ft_fb_hint_compute (&view_b, &hint_b);
  assert_same_solution (hint_a.can_solve, &hint_a.solution, hint_b.can_solve, &hint_b.solution);
  g_assert_cmpint (hint_a.has_advice, ==, hint_b.has_advice);
  g_assert_cmpuint (hint_a.advice.n_options, ==, hint_b.advice.n_options);
  for (guint i = 0; i < hint_a.advice.n_options; i++)
    {
      g_assert_cmpuint (hint_a.advice.options[i].op_mask, ==, hint_b.advice.options[i].op_mask);
      g_assert_cmpint (hint_a.advice.options[i].discard_hex, ==, hint_b.advice.options[i].discard_hex);
      g_assert_cmpuint (hint_a.advice.options[i].favourable, ==, hint_b.advice.options[i].favourable);
      g_assert_cmpuint (hint_a.advice.options[i].total, ==, hint_b.advice.options[i].total);
    }
  for (FtFbHintLevel level = 0; level < FT_FB_N_HINT_LEVELS; level++)
    {
      g_autofree char *text_a = ft_fb_hint_text (&hint_a, level);
      g_autofree char *text_b = ft_fb_hint_text (&hint_b, level);

      g_assert_cmpstr (text_a, ==, text_b);
    }

  for (FtStrength s = 0; s < FT_N_STRENGTHS; s++)
    {
      FtRng rng_a = a->rng, rng_b = b->rng;
      FtFbSolution sol_a, sol_b;
      gboolean found_a, found_b, hex_a, hex_b;
      guint mask_a, mask_b;

      found_a = ft_fb_ai_choose_solve (&view_a, s, &rng_a, &sol_a);
      found_b = ft_fb_ai_choose_solve (&view_b, s, &rng_b, &sol_b);
      assert_same_solution (found_a, &sol_a, found_b, &sol_b);
      if (view_a.hand.n_ops > 0 || view_a.hand.hex >= 0)
        {
          ft_fb_ai_choose_discard (&view_a, s, &rng_a, &mask_a, &hex_a);
          ft_fb_ai_choose_discard (&view_b, s, &rng_b, &mask_b, &hex_b);
          g_assert_cmpuint (mask_a, ==, mask_b);
          g_assert_cmpint (hex_a, ==, hex_b);
        }
      g_assert_cmpmem (&rng_a, sizeof rng_a, &rng_b, sizeof rng_b);
    }
}

/* Changes what @seat cannot see: the other hands (swapped with deck cards)
 * and the order of both decks. */
static void
shuffle_hidden (FtFbGame *game,
                guint     seat,
                FtRng    *rng)
{
  for (guint s = 0; s < game->settings.n_players; s++)
    {
      FtFbHand *hand = &game->hands[s];

      if (s == seat)
        continue;
      for (guint i = 0; i < hand->n_ops && game->n_op_deck > 0; i++)
        {
          guint j = ft_rng_below (rng, game->n_op_deck);
          FtFbCard tmp = hand->ops[i];

          hand->ops[i] = game->op_deck[j];
          game->op_deck[j] = tmp;
        }
      if (hand->hex >= 0 && game->n_hex_deck > 0)
        {
          guint j = ft_rng_below (rng, game->n_hex_deck);
          guint8 tmp = hand->hex;

          hand->hex = game->hex_deck[j];
          game->hex_deck[j] = tmp;
        }
    }
  ft_rng_shuffle (rng, game->op_deck, game->n_op_deck, sizeof (FtFbCard));
  ft_rng_shuffle (rng, game->hex_deck, game->n_hex_deck, 1);
}

/* flipbits R11: change only hidden cards and show that no hint and no
 * computer choice changes, in many positions of seeded games. */
static void
test_r11_hidden_cards (void)
{
  static const FtStrength strengths[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_EXPERT,
    FT_STRENGTH_BEGINNER, FT_STRENGTH_STANDARD, FT_STRENGTH_EXPERT, FT_STRENGTH_BEGINNER };
  FtRng rng;
  guint positions = 0, hidden_changes = 0;

  ft_rng_init (&rng, 2026);
  for (guint64 seed = 1; seed <= 24; seed++)
    {
      FtFbSettings settings;
      FtFbGame game;
      g_autoptr(GError) error = NULL;

      ft_fb_settings_init (&settings, 2 + seed % 4);
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), seed, &error));
      do
        {
          for (guint seat = 0; seat < settings.n_players; seat++)
            {
              FtFbGame changed = game;
              g_autofree char *before = ft_fb_game_to_string (&game);
              g_autofree char *after = NULL;

              shuffle_hidden (&changed, seat, &rng);
              g_assert_true (ft_fb_game_check_conservation (&changed, &error));
              after = ft_fb_game_to_string (&changed);
              hidden_changes += g_strcmp0 (before, after) != 0;
              g_assert_cmpint (changed.hands[seat].hex, ==, game.hands[seat].hex);
              assert_same_decisions (&game, &changed, seat);
              positions++;
            }
        }
      while (ft_fb_ai_step (&game, strengths, &error));
      g_assert_no_error (error);
    }
  g_test_message ("%u positions, %u with hidden cards changed", positions, hidden_changes);
  /* The test means something only if the hidden cards did change. */
  g_assert_cmpuint (hidden_changes, >, positions / 2);
}

/* The three hint levels and the advice, in words. */
static void
test_hint_texts (void)
{
  FtFbView view;
  FtFbHint hint;
  g_autofree char *level1 = NULL;
  g_autofree char *level2 = NULL;
  g_autofree char *level3 = NULL;
  g_autofree char *advice = NULL;
  g_autofree char *none = NULL;

  small_view (&view, "NOT", "FLIP,NOT,ROTL", 3, "-", "");
  view.deck = *ft_fb_deck_default ();
  view.memory = 0x1;
  view.goal = 0x2;
  view.seat = view.current = 0;
  ft_fb_hint_compute (&view, &hint);
  g_assert_true (hint.can_solve);
  g_assert_cmpuint (hint.shortest, ==, 1);
  g_assert_true (hint.has_advice);

  level1 = ft_fb_hint_text (&hint, FT_FB_HINT_LEVEL_CAN_SOLVE);
  level2 = ft_fb_hint_text (&hint, FT_FB_HINT_LEVEL_FIRST_STEP);
  level3 = ft_fb_hint_text (&hint, FT_FB_HINT_LEVEL_WHOLE_SOLVE);
  g_assert_cmpstr (level1, ==, "Your hand can solve it, with 1 card.");
  g_assert_cmpstr (level2, ==, "Start with ROTATE LEFT.");
  g_assert_nonnull (strstr (level3, "Step 1: ROTATE LEFT, MEMORY 0001 becomes 0010"));
  g_assert_nonnull (strstr (level3, "bit 1: takes 1 from bit 0"));

  advice = ft_fb_hint_advice_text (&hint, 3);
  g_assert_true (g_str_has_prefix (advice, "Discard "));
  g_assert_nonnull (strstr (advice, "% chance to hold a solve"));

  /* FLIP BIT names its bit; a hand that cannot solve says so. */
  view.goal = 0x5;
  ft_fb_hint_compute (&view, &hint);
  g_clear_pointer (&level2, g_free);
  level2 = ft_fb_hint_text (&hint, FT_FB_HINT_LEVEL_FIRST_STEP);
  g_assert_cmpstr (level2, ==, "Start with FLIP BIT on bit 2.");

  view.hand.n_ops = 1;
  view.goal = 0x6;
  view.current = 1;
  ft_fb_hint_compute (&view, &hint);
  g_assert_false (hint.can_solve);
  g_assert_false (hint.has_advice);
  none = ft_fb_hint_text (&hint, FT_FB_HINT_LEVEL_WHOLE_SOLVE);
  g_assert_cmpstr (none, ==, "Your hand cannot solve this GOAL yet.");
}

/* Mean turns to 3 points of a solo computer player over seeded games. */
static double
solo_mean_turns (FtStrength strength,
                 guint        n_games)
{
  FtStrength strengths[FT_FB_MAX_PLAYERS] = { strength };
  guint64 turns = 0;

  for (guint g = 0; g < n_games; g++)
    {
      FtFbSettings settings;
      FtFbGame game;
      g_autoptr(GError) error = NULL;

      ft_fb_settings_init (&settings, 1);
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), 500 + g, &error));
      while (ft_fb_ai_step (&game, strengths, &error))
        ;
      g_assert_no_error (error);
      g_assert_cmpint (game.winner, ==, 0);
      turns += game.turns;
    }
  return (double) turns / n_games;
}

/* The three strengths differ as the issue says: over the same seeded solo
 * games (R10, fewer turns is better), expert beats standard beats
 * beginner, and in two-player games standard wins most games against a
 * beginner. */
static void
test_strengths_ordered (void)
{
  static const FtStrength pair[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_BEGINNER,
    FT_STRENGTH_STANDARD };
  double beginner = solo_mean_turns (FT_STRENGTH_BEGINNER, 300);
  double standard = solo_mean_turns (FT_STRENGTH_STANDARD, 300);
  double expert = solo_mean_turns (FT_STRENGTH_EXPERT, 300);
  guint standard_wins = 0;

  g_test_message ("solo mean turns: beginner %.2f, standard %.2f, expert %.2f",
                  beginner, standard, expert);
  g_assert_cmpfloat (expert, <, standard);
  g_assert_cmpfloat (standard, <, beginner);

  for (guint g = 0; g < 300; g++)
    {
      FtFbSettings settings;
      FtFbGame game;
      g_autoptr(GError) error = NULL;

      ft_fb_settings_init (&settings, 2);
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), 900 + g, &error));
      while (ft_fb_ai_step (&game, pair, &error))
        ;
      g_assert_no_error (error);
      standard_wins += game.winner == 1;
    }
  g_assert_cmpuint (standard_wins, >, 300 * 6 / 10);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/advisor/r7-r11-small-decks-brute-force", test_small_decks);
  g_test_add_func ("/flipbits/advisor/r7-r11-default-deck-brute-force", test_default_deck);
  g_test_add_func ("/flipbits/advisor/r11-hidden-cards-change-nothing", test_r11_hidden_cards);
  g_test_add_func ("/flipbits/advisor/hint-texts", test_hint_texts);
  g_test_add_func ("/flipbits/ai/strengths-ordered", test_strengths_ordered);

  return g_test_run ();
}
