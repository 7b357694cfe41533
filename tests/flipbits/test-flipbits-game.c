/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "flipbits/flipbits-ai.h"
#include "flipbits/flipbits-game.h"

/* The game flow, one test per ruling (flipbits R2-R10, R12), the text form and
 * card conservation over many seeded computer games. */

static void
new_game (FtFbGame *game,
          guint     n_players,
          guint64   seed)
{
  FtFbSettings settings;
  g_autoptr(GError) error = NULL;

  ft_fb_settings_init (&settings, n_players);
  g_assert_true (ft_fb_game_new (game, &settings, ft_fb_deck_default (), seed, &error));
  g_assert_no_error (error);
}

static void
assert_conserved (const FtFbGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_fb_game_check_conservation (game, &error));
  g_assert_no_error (error);
}

static guint
count_token (const FtFbDeck *deck,
             const char     *token)
{
  FtFbCard card;

  g_assert_true (ft_fb_card_parse (token, &card));
  return ft_fb_deck_count (deck, card);
}

/* flipbits R2: the default deck's make-up, read from the resource. */
static void
test_r2_default_deck (void)
{
  const FtFbDeck *deck = ft_fb_deck_default ();
  static const char *const pairs[] = { "OR", "AND", "XOR", "COPY", "NOT", "ROTL", "ROTR" };
  static const char *const masks[] = {
    "MOR:0001", "MOR:0010", "MOR:0100", "MOR:1000",
    "MAND:1110", "MAND:1101", "MAND:1011", "MAND:0111",
    "MXOR:0001", "MXOR:0010", "MXOR:0100", "MXOR:1000",
  };

  g_assert_cmpuint (deck->n_cards, ==, 30);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    g_assert_cmpuint (count_token (deck, pairs[i]), ==, 2);
  g_assert_cmpuint (count_token (deck, "FLIP"), ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (masks); i++)
    g_assert_cmpuint (count_token (deck, masks[i]), ==, 1);
  /* The app says the make-up is its own. */
  g_assert_nonnull (strstr (ft_fb_deck_default_note (), "Flip Tutor's own"));
  /* No MASK card without its printed mask in the default deck. */
  g_assert_cmpuint (count_token (deck, "MOR") + count_token (deck, "MAND") +
                    count_token (deck, "MXOR"), ==, 0);
}

/* flipbits R2: a different deck is a different text, no code change. */
static void
test_r2_deck_parse (void)
{
  static const char *const bad[] = {
    "", "# only a comment\n", "BOGUS", "NOT 0", "NOT x", "NOT 2 3", "MOR:0011",
    "OR:0001", "FLIP:0001", "NOT 65", "NOT 40\nFLIP 30",
  };
  FtFbDeck deck;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (ft_fb_deck_parse (&deck, "# small\n\nNOT 3\n  MOR:0100  \nFLIP\t2\nMXOR\n", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (deck.n_cards, ==, 7);
  text = ft_fb_cards_to_string (deck.cards, deck.n_cards);
  g_assert_cmpstr (text, ==, "NOT,NOT,NOT,MOR:0100,FLIP,FLIP,MXOR");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      FtFbDeck untouched = deck;

      g_assert_false (ft_fb_deck_parse (&deck, bad[i], &error));
      g_assert_error (error, FT_FB_DECK_ERROR, FT_FB_DECK_ERROR_PARSE);
      g_assert_cmpmem (&deck, sizeof deck, &untouched, sizeof untouched);
      g_clear_error (&error);
    }
}

/* flipbits R2 setting "mask chosen when played": MASK cards lose their
 * masks and the player picks one when playing the card. */
static void
test_r2_mask_chosen (void)
{
  FtFbSettings settings;
  FtFbDeck deck;
  FtFbGame game;
  g_autoptr(GError) error = NULL;
  FtFbSolution solution = { .n_steps = 1 };
  FtFbResolveOutcome outcome;
  guint other;

  g_assert_true (ft_fb_deck_parse (&deck, "MOR 10\nMAND 10", &error));
  ft_fb_settings_init (&settings, 2);
  settings.mask_chosen = TRUE;
  g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), 5, &error));
  for (guint i = 0; i < game.deck.n_cards; i++)
    if (ft_fb_op_operand_kind (game.deck.cards[i].op) == FT_FB_OPERAND_MASK)
      g_assert_cmpuint (game.deck.cards[i].mask, ==, 0);
  assert_conserved (&game);

  /* A deck of MASK OR only: from MEMORY, set the one GOAL bit that is missing. */
  settings.mask_chosen = FALSE;
  g_assert_true (ft_fb_game_new (&game, &settings, &deck, 9, &error));
  other = (game.current + 1) % 2;
  game.memory = 0x1;
  game.goal = 0x5;
  game.hands[other].ops[0] = (FtFbCard) { FT_FB_OP_MASK_OR, 0 };
  solution.steps[0] = (FtFbStep) { .card = 0, .operand = 0x3 };
  g_assert_false (ft_fb_game_resolve (&game, other, &solution, &outcome, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_OPERAND);
  g_clear_error (&error);
  solution.steps[0].operand = 0x4;
  g_assert_true (ft_fb_game_resolve (&game, other, &solution, &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_SUCCESS);
}

/* flipbits R3 and the seed's Setup: two distinct HEX cards load GOAL and
 * MEMORY and are discarded; 3 OPERATION cards and a HEX card each; the
 * lowest HEX card starts. */
static void
test_r3_setup (void)
{
  for (guint n = 1; n <= FT_FB_MAX_PLAYERS; n++)
    for (guint64 seed = 1; seed <= 200; seed++)
      {
        FtFbGame game;

        new_game (&game, n, seed);
        assert_conserved (&game);
        g_assert_cmpuint (game.goal, !=, game.memory);
        g_assert_cmpuint (game.n_hex_discard, ==, 2);
        g_assert_cmpuint (game.hex_discard[0], ==, game.goal);
        g_assert_cmpuint (game.hex_discard[1], ==, game.memory);
        g_assert_cmpint (game.phase, ==, FT_FB_PHASE_RESOLVE_WINDOW);
        g_assert_cmpuint (game.turns, ==, 0);
        g_assert_cmpuint (game.n_op_deck, ==, 30 - 3 * n);
        for (guint seat = 0; seat < n; seat++)
          {
            g_assert_cmpuint (game.hands[seat].n_ops, ==, 3);
            g_assert_cmpint (game.hands[seat].hex, >=, 0);
            g_assert_cmpint (game.hands[seat].hex, >=, game.hands[game.current].hex);
            g_assert_cmpint (game.scores[seat], ==, 0);
          }
      }
}

/* A seat other than the current one that holds a solve, found by playing
 * seeds until one comes up. */
static gboolean
find_solver (FtFbGame     *game,
             guint         n_players,
             guint        *seat,
             FtFbSolution *solution)
{
  for (guint64 seed = 1; seed < 1000; seed++)
    {
      new_game (game, n_players, seed);
      for (guint s = 0; s < n_players; s++)
        {
          FtFbProblem problem;

          if (!ft_fb_game_can_resolve (game, s))
            continue;
          ft_fb_game_problem (game, s, &problem);
          if (ft_fb_solver_shortest (&problem, solution))
            {
              *seat = s;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* flipbits R4: illegal solves are errors and change nothing. */
static void
test_r4_illegal (void)
{
  FtFbGame game;
  FtFbSolution solution;
  guint seat = 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (find_solver (&game, 3, &seat, &solution));
  before = ft_fb_game_to_string (&game);

  solution.n_steps = 0;
  g_assert_false (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_EMPTY);
  g_clear_error (&error);

  solution.n_steps = 2;
  solution.steps[0].card = solution.steps[1].card = 0;
  g_assert_false (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD);
  g_clear_error (&error);

  solution.n_steps = 1;
  solution.steps[0].card = 3;
  g_assert_false (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD);
  g_clear_error (&error);

  after = ft_fb_game_to_string (&game);
  g_assert_cmpstr (before, ==, after);

  /* A card that needs a HEX card is useless without one (R4). */
  game.hands[seat].ops[0] = (FtFbCard) { FT_FB_OP_XOR, 0 };
  game.hex_discard[game.n_hex_discard++] = game.hands[seat].hex;
  game.hands[seat].hex = -1;
  solution.steps[0].card = 0;
  g_assert_false (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX);
}

/* flipbits R5: a success scores, discards the used cards (and the HEX card
 * if used), keeps MEMORY, draws a new GOAL and gives the solver the turn. */
static void
test_r5_success (void)
{
  FtFbGame game;
  FtFbSolution solution;
  FtFbResolveOutcome outcome;
  guint seat = 0, n_ops, n_discard, hex_discard;
  gboolean uses_hex;
  int hex;
  g_autoptr(GError) error = NULL;

  g_assert_true (find_solver (&game, 4, &seat, &solution));
  n_ops = game.hands[seat].n_ops;
  n_discard = game.n_op_discard;
  hex_discard = game.n_hex_discard;
  hex = game.hands[seat].hex;
  uses_hex = ft_fb_solution_uses_hex (&solution);

  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_SUCCESS);
  g_assert_cmpint (game.scores[seat], ==, 1);
  g_assert_cmpuint (game.hands[seat].n_ops, ==, n_ops - solution.n_steps);
  g_assert_cmpuint (game.n_op_discard, ==, n_discard + solution.n_steps);
  g_assert_cmpint (game.hands[seat].hex, ==, uses_hex ? -1 : hex);
  /* The used HEX card (if any) and the new GOAL's card go to the discard. */
  g_assert_cmpuint (game.n_hex_discard, >=, hex_discard + 1 + uses_hex);
  g_assert_cmpuint (game.current, ==, seat);
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_RESOLVE_WINDOW);
  g_assert_cmpuint (game.goal, !=, game.memory);
  assert_conserved (&game);

  /* The third point wins. */
  g_assert_true (find_solver (&game, 2, &seat, &solution));
  game.scores[seat] = 2;
  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_GAME_OVER);
  g_assert_cmpint (game.winner, ==, (int) seat);
  g_assert_cmpuint (game.memory, ==, game.goal);
  g_assert_false (ft_fb_game_close_window (&game, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
  g_clear_error (&error);
  g_assert_false (ft_fb_game_discard (&game, 1, FALSE, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
}

/* A legal one-card solve of @seat's hand that misses GOAL. */
static gboolean
find_miss (const FtFbGame *game,
           guint           seat,
           FtFbSolution   *solution)
{
  FtFbProblem problem;

  ft_fb_game_problem (game, seat, &problem);
  for (guint i = 0; i < problem.n_cards; i++)
    {
      guint8 choices[FT_FB_BITS];

      if (ft_fb_card_choices (problem.cards[i], problem.hex, choices) > 0 &&
          ft_fb_apply (problem.cards[i].op, problem.memory, choices[0]) != problem.goal)
        {
          solution->n_steps = 1;
          solution->steps[0] = (FtFbStep) { .card = i, .operand = choices[0] };
          return TRUE;
        }
    }
  return FALSE;
}

/* flipbits R6: a failure is a warning, every second warning costs a point,
 * MEMORY and the hand are kept, and the game goes on. */
static void
test_r6_failure (void)
{
  FtFbGame game;
  FtFbSolution solution;
  FtFbResolveOutcome outcome;
  FtFbHand hand;
  guint seat;
  guint8 memory;
  g_autoptr(GError) error = NULL;

  new_game (&game, 3, 11);
  seat = (game.current + 1) % 3;
  g_assert_true (find_miss (&game, seat, &solution));
  memory = game.memory;
  hand = game.hands[seat];

  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_FAILURE);
  g_assert_cmpuint (game.warnings[seat], ==, 1);
  g_assert_cmpint (game.scores[seat], ==, 0);
  g_assert_cmpuint (game.memory, ==, memory);
  g_assert_cmpmem (&game.hands[seat], sizeof hand, &hand, sizeof hand);
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_RESOLVE_WINDOW);

  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_cmpuint (game.warnings[seat], ==, 2);
  g_assert_cmpint (game.scores[seat], ==, -1);
  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_cmpint (game.scores[seat], ==, -1);
  g_assert_true (ft_fb_game_resolve (&game, seat, &solution, &outcome, &error));
  g_assert_cmpint (game.scores[seat], ==, -2);
  assert_conserved (&game);
}

/* flipbits R7: discard at least one OPERATION card (waived with none), the
 * HEX card optionally, draw to 3 and a HEX card, refill an empty deck from
 * its shuffled discard pile. */
static void
test_r7_turn (void)
{
  FtFbGame game;
  FtFbHand *hand;
  guint current;
  g_autoptr(GError) error = NULL;

  new_game (&game, 2, 3);
  g_assert_true (ft_fb_game_close_window (&game, &error));
  current = game.current;
  hand = &game.hands[current];

  g_assert_false (ft_fb_game_discard (&game, 0, TRUE, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED);
  g_clear_error (&error);
  g_assert_false (ft_fb_game_discard (&game, 8, FALSE, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED);
  g_clear_error (&error);

  {
    FtFbCard kept = hand->ops[1], gone0 = hand->ops[0], gone2 = hand->ops[2];
    int hex = hand->hex;

    g_assert_true (ft_fb_game_discard (&game, 0x5, TRUE, &error));
    g_assert_no_error (error);
    g_assert_true (ft_fb_card_equal (hand->ops[0], kept));
    g_assert_cmpuint (hand->n_ops, ==, 3);
    g_assert_cmpint (hand->hex, >=, 0);
    g_assert_cmpint (hand->hex, !=, hex);
    g_assert_cmpuint (game.n_op_discard, ==, 2);
    g_assert_true (ft_fb_card_equal (game.op_discard[0], gone0));
    g_assert_true (ft_fb_card_equal (game.op_discard[1], gone2));
    g_assert_cmpuint (game.hex_discard[game.n_hex_discard - 1], ==, hex);
    g_assert_cmpuint (game.turns, ==, 1);
    g_assert_cmpuint (game.current, ==, (current + 1) % 2);
    g_assert_cmpint (game.phase, ==, FT_FB_PHASE_RESOLVE_WINDOW);
    assert_conserved (&game);
  }

  /* No OPERATION card in hand: the discard is waived.  And the deck is
   * empty: the discard pile is shuffled into a new deck. */
  current = game.current;
  hand = &game.hands[current];
  for (guint i = 0; i < hand->n_ops; i++)
    game.op_discard[game.n_op_discard++] = hand->ops[i];
  hand->n_ops = 0;
  memcpy (game.op_discard + game.n_op_discard, game.op_deck, game.n_op_deck * sizeof (FtFbCard));
  game.n_op_discard += game.n_op_deck;
  game.n_op_deck = 0;
  assert_conserved (&game);
  g_assert_true (ft_fb_game_close_window (&game, &error));
  g_assert_true (ft_fb_game_discard (&game, 0, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hand->n_ops, ==, 3);
  g_assert_cmpuint (game.n_op_discard, ==, 0);
  g_assert_cmpuint (game.n_op_deck, ==, 30 - 6);
  assert_conserved (&game);
}

/* flipbits R8: a GOAL equal to MEMORY is redrawn, unless the setting keeps
 * it.  The card that would repeat the GOAL is put on top of the HEX deck
 * before a success; then, over many seeded games, the invariant holds after
 * every action. */
static void
test_r8_goal_redraw (void)
{
  static const FtStrength strengths[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_BEGINNER,
    FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, FT_STRENGTH_STANDARD, FT_STRENGTH_STANDARD };

  for (guint keep = 0; keep <= 1; keep++)
    {
      FtFbGame game;
      FtFbSolution solution;
      guint seat = 0;
      guint8 goal;
      g_autoptr(GError) error = NULL;

      g_assert_true (find_solver (&game, 2, &seat, &solution));
      game.settings.keep_equal_goal = keep;
      goal = game.goal;
      /* The GOAL's card is the first in the HEX discard pile (setup). */
      g_assert_cmpuint (game.hex_discard[0], ==, goal);
      game.hex_discard[0] = game.hex_deck[game.n_hex_deck - 1];
      game.hex_deck[game.n_hex_deck - 1] = goal;
      assert_conserved (&game);

      g_assert_true (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
      g_assert_cmpuint (game.memory, ==, goal);
      if (keep)
        g_assert_cmpuint (game.goal, ==, goal);
      else
        {
          g_assert_cmpuint (game.goal, !=, goal);
          g_assert_cmpuint (game.hex_discard[game.n_hex_discard - 2], ==, goal);
        }
      assert_conserved (&game);
    }

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      FtFbGame game;
      g_autoptr(GError) error = NULL;

      new_game (&game, 3, seed);
      while (game.turns < 1000 && ft_fb_ai_step (&game, strengths, &error))
        if (game.phase != FT_FB_PHASE_GAME_OVER)
          g_assert_cmpuint (game.goal, !=, game.memory);
      g_assert_no_error (error);
    }
}

/* flipbits R9: each turn opens with a resolve window in which the other
 * seats may call, not the current one; cards are discarded after it. */
static void
test_r9_window (void)
{
  FtFbGame game;
  FtFbSolution solution;
  guint seat = 0;
  g_autoptr(GError) error = NULL;

  guint seats[FT_FB_MAX_PLAYERS];

  g_assert_true (find_solver (&game, 3, &seat, &solution));
  g_assert_false (ft_fb_game_can_resolve (&game, game.current));
  g_assert_false (ft_fb_game_can_resolve (&game, 3));
  /* The others, in seat order after the current player. */
  g_assert_cmpuint (ft_fb_game_window_seats (&game, seats), ==, 2);
  g_assert_cmpuint (seats[0], ==, (game.current + 1) % 3);
  g_assert_cmpuint (seats[1], ==, (game.current + 2) % 3);
  g_assert_true (ft_fb_game_can_resolve (&game, seats[0]));
  g_assert_true (ft_fb_game_can_resolve (&game, seats[1]));
  g_assert_false (ft_fb_game_resolve (&game, game.current, &solution, NULL, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED);
  g_clear_error (&error);
  g_assert_false (ft_fb_game_discard (&game, 1, FALSE, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
  g_clear_error (&error);

  g_assert_true (ft_fb_game_close_window (&game, &error));
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_DISCARD);
  g_assert_cmpuint (ft_fb_game_window_seats (&game, seats), ==, 0);
  g_assert_false (ft_fb_game_can_resolve (&game, seat));
  g_assert_false (ft_fb_game_resolve (&game, seat, &solution, NULL, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
  g_clear_error (&error);
  g_assert_false (ft_fb_game_close_window (&game, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
}

/* flipbits R10: solo, the player may solve before each turn, a failure
 * costs nothing, and the turn count is the score. */
static void
test_r10_solo (void)
{
  static const FtStrength expert[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_EXPERT };
  FtFbGame game;
  FtFbSolution solution;
  FtFbResolveOutcome outcome;
  g_autoptr(GError) error = NULL;
  guint64 seed;

  guint seats[FT_FB_MAX_PLAYERS];

  new_game (&game, 1, 21);
  g_assert_true (ft_fb_game_can_resolve (&game, 0));
  g_assert_cmpuint (ft_fb_game_window_seats (&game, seats), ==, 1);
  g_assert_cmpuint (seats[0], ==, 0);
  g_assert_true (find_miss (&game, 0, &solution));
  g_assert_true (ft_fb_game_resolve (&game, 0, &solution, &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_FAILURE);
  g_assert_cmpuint (game.warnings[0], ==, 0);
  g_assert_cmpint (game.scores[0], ==, 0);

  for (seed = 1; seed <= 50; seed++)
    {
      new_game (&game, 1, seed);
      while (ft_fb_ai_step (&game, expert, &error))
        g_assert_cmpuint (game.current, ==, 0);
      g_assert_no_error (error);
      g_assert_cmpint (game.winner, ==, 0);
      g_assert_cmpint (game.scores[0], ==, FT_FB_POINTS_TO_WIN);
    }
}

/* flipbits R12: in solo, one attempt before each turn.  A miss uses it and
 * a success is followed by the turn (discard and draw), never by a second
 * attempt; over whole expert games, every point is scored in its own
 * window, so no two points fall between two turns. */
static void
test_r12_solo_one_attempt (void)
{
  static const FtStrength expert[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_EXPERT };
  FtFbGame game;
  FtFbSolution solution;
  FtFbResolveOutcome outcome;
  FtFbProblem problem;
  g_autoptr(GError) error = NULL;
  guint64 seed;
  guint turns, successes = 0;

  /* A miss ends the window: the next call is refused, the turn follows. */
  new_game (&game, 1, 21);
  g_assert_true (find_miss (&game, 0, &solution));
  g_assert_true (ft_fb_game_resolve (&game, 0, &solution, &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_FAILURE);
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_DISCARD);
  g_assert_false (ft_fb_game_can_resolve (&game, 0));
  g_assert_false (ft_fb_game_resolve (&game, 0, &solution, &outcome, &error));
  g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE);
  g_clear_error (&error);

  /* A success (short of the third point) is followed by the turn. */
  for (seed = 1; seed < 1000; seed++)
    {
      new_game (&game, 1, seed);
      ft_fb_game_problem (&game, 0, &problem);
      if (ft_fb_solver_shortest (&problem, &solution))
        break;
    }
  g_assert_cmpuint (seed, <, 1000);
  turns = game.turns;
  g_assert_true (ft_fb_game_resolve (&game, 0, &solution, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, ==, FT_FB_RESOLVE_SUCCESS);
  g_assert_cmpint (game.scores[0], ==, 1);
  g_assert_cmpint (game.phase, ==, FT_FB_PHASE_DISCARD);
  g_assert_cmpuint (game.turns, ==, turns);
  g_assert_false (ft_fb_game_can_resolve (&game, 0));
  g_assert_true (ft_fb_game_discard (&game, 1, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game.turns, ==, turns + 1);
  g_assert_true (ft_fb_game_can_resolve (&game, 0));
  assert_conserved (&game);

  /* Whole expert games: at most one point between two turns. */
  for (seed = 1; seed <= 200; seed++)
    {
      int last_score = 0;
      guint last_turns = 0;

      new_game (&game, 1, seed);
      while (ft_fb_ai_step (&game, expert, &error))
        if (game.scores[0] != last_score)
          {
            g_assert_cmpint (game.scores[0], ==, last_score + 1);
            if (last_score > 0)
              g_assert_cmpuint (game.turns, >, last_turns);
            last_score = game.scores[0];
            last_turns = game.turns;
            successes++;
          }
      g_assert_no_error (error);
      g_assert_cmpint (game.winner, ==, 0);
      /* The last point ends the game before its turn. */
      g_assert_cmpint (game.scores[0], ==, FT_FB_POINTS_TO_WIN);
    }
  g_assert_cmpuint (successes, ==, 200 * FT_FB_POINTS_TO_WIN);
}

static void
assert_round_trip (const FtFbGame *game)
{
  g_autofree char *text = ft_fb_game_to_string (game);
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  FtFbGame parsed;

  g_assert_true (ft_fb_game_from_string (&parsed, text, &error));
  g_assert_no_error (error);
  again = ft_fb_game_to_string (&parsed);
  g_assert_cmpstr (text, ==, again);
}

/* The text form: states from seeded games round-trip exactly, and a parsed
 * game plays on exactly as the original (the rng is part of it). */
static void
test_text_round_trip (void)
{
  static const FtStrength strengths[FT_FB_MAX_PLAYERS] = { FT_STRENGTH_BEGINNER,
    FT_STRENGTH_STANDARD, FT_STRENGTH_EXPERT, FT_STRENGTH_BEGINNER, FT_STRENGTH_STANDARD };

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      FtFbSettings settings;
      FtFbGame game, copy;
      g_autoptr(GError) error = NULL;
      g_autofree char *end1 = NULL;
      g_autofree char *end2 = NULL;
      guint steps = 0;

      ft_fb_settings_init (&settings, 1 + seed % 5);
      settings.mask_chosen = seed % 3 == 0;
      settings.keep_equal_goal = seed % 4 == 0;
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), seed, &error));
      do
        {
          assert_round_trip (&game);
          if (++steps == 5)
            {
              g_autofree char *text = ft_fb_game_to_string (&game);

              g_assert_true (ft_fb_game_from_string (&copy, text, &error));
            }
        }
      while (ft_fb_ai_step (&game, strengths, &error));
      g_assert_no_error (error);
      assert_round_trip (&game);

      if (steps >= 5)
        {
          while (ft_fb_ai_step (&copy, strengths, &error))
            ;
          end1 = ft_fb_game_to_string (&game);
          end2 = ft_fb_game_to_string (&copy);
          g_assert_cmpstr (end1, ==, end2);
        }
    }
}

/* Replaces the line starting with @key (or appends/removes lines). */
static char *
edit_line (const char *text,
           const char *key,
           const char *replacement)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *s = g_string_new (NULL);
  gboolean done = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (!done && g_str_has_prefix (lines[i], key))
        {
          done = TRUE;
          if (replacement != NULL)
            g_string_append_printf (s, "%s\n", replacement);
          continue;
        }
      if (*lines[i] != '\0')
        g_string_append_printf (s, "%s\n", lines[i]);
    }
  g_assert_true (done);
  return g_string_free (s, FALSE);
}

/* Malformed or impossible text is rejected with a clear error and leaves
 * the game untouched. */
static void
test_text_rejects (void)
{
  FtFbGame game, parsed, before;
  g_autofree char *text = NULL;
  g_autofree char *seat0 = NULL;
  char *deck_line, *op_deck_line;
  const struct { const char *key; const char *replacement; } edits[] = {
    { "flipbits-game", "flipbits-game 2" },
    { "players", "players 0" },
    { "players", "players 6" },
    { "mask-chosen", "mask-chosen maybe" },
    { "deck", "deck OR,OR" },
    { "deck", "deck OR,NOPE" },
    { "rng", "rng 12" },
    { "rng", "rng 0000000000000000.0000000000000000.0000000000000000.0000000000000000" },
    { "memory", "memory 012" },
    { "goal", "goal 10101" },
    { "phase", "phase lunch" },
    { "current", "current 2" },
    { "turns", "turns -1" },
    { "winner", "winner 0" },
    { "seat 0", "seat 0 score 0 warnings 0 hex 0011" },
    { "seat 0", "seat 1 score 0 warnings 0 hex - ops -" },
    { "seat 0", "seat 0 score x warnings 0 hex - ops -" },
    { "seat 1", "seat 1 score 0 warnings 0 hex - ops OR,OR,OR,OR" },
    { "op-deck", "op-deck -" },
    { "hex-deck", "hex-deck -" },
    { "hex-discard", "hex-discard 0000,0000" },
    { "hex-discard", NULL },
  };
  g_autoptr(GError) error = NULL;

  new_game (&game, 2, 77);
  text = ft_fb_game_to_string (&game);
  new_game (&before, 3, 99);
  parsed = before;

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *bad = edit_line (text, edits[i].key, edits[i].replacement);

      g_assert_false (ft_fb_game_from_string (&parsed, bad, &error));
      g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE);
      g_test_message ("%s → %s", edits[i].key, error->message);
      g_assert_cmpmem (&parsed, sizeof parsed, &before, sizeof before);
      g_clear_error (&error);
    }

  /* A card twice and another missing: the piles are not the deck. */
  deck_line = strstr (text, "\nop-deck ") + 1;
  op_deck_line = g_strdup (deck_line);
  *strchr (op_deck_line, '\n') = '\0';
  {
    g_autofree char *swapped = NULL;
    g_autofree char *bad = NULL;
    g_auto(GStrv) cards = g_strsplit (op_deck_line + strlen ("op-deck "), ",", -1);
    char *first = cards[0];
    guint j = 1;

    while (cards[j] != NULL && strcmp (cards[j], first) == 0)
      j++;
    g_assert_nonnull (cards[j]);
    g_free (cards[j]);
    cards[j] = g_strdup (first);
    swapped = g_strjoinv (",", cards);
    seat0 = g_strconcat ("op-deck ", swapped, NULL);
    bad = edit_line (text, "op-deck", seat0);
    g_assert_false (ft_fb_game_from_string (&parsed, bad, &error));
    g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "deck"));
    g_clear_error (&error);
  }
  g_free (op_deck_line);

  g_assert_false (ft_fb_game_from_string (&parsed, "", &error));
  g_clear_error (&error);
  g_assert_false (ft_fb_game_from_string (&parsed, NULL, &error));
  g_clear_error (&error);
  {
    g_autofree char *extra = g_strconcat (text, "more\n", NULL);

    g_assert_false (ft_fb_game_from_string (&parsed, extra, &error));
    g_clear_error (&error);
  }
  g_assert_cmpmem (&parsed, sizeof parsed, &before, sizeof before);
}

/* Randomly damaged text (a character changed, dropped or doubled, a few
 * times over) never crashes the parsers; what they accept is a whole,
 * conserved game that round-trips.  Run under sanitizers in CI. */
static void
test_text_damage (void)
{
  static const char alphabet[] = "01-,: \nabcdefxyzORNTFLIPMXA9";
  FtRng rng;
  guint accepted = 0;

  ft_rng_init (&rng, 4);
  for (guint round = 0; round < 3000; round++)
    {
      FtFbGame game, parsed;
      FtFbDeck deck;
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      GString *damaged;

      new_game (&game, 1 + round % 5, round);
      text = ft_fb_game_to_string (&game);
      damaged = g_string_new (text);
      for (guint hits = 1 + ft_rng_below (&rng, 3); hits > 0; hits--)
        {
          guint at = ft_rng_below (&rng, damaged->len);

          switch (ft_rng_below (&rng, 3))
            {
            case 0:
              damaged->str[at] = alphabet[ft_rng_below (&rng, sizeof alphabet - 1)];
              break;
            case 1:
              g_string_erase (damaged, at, 1);
              break;
            default:
              g_string_insert_c (damaged, at, damaged->str[at]);
              break;
            }
        }

      if (ft_fb_game_from_string (&parsed, damaged->str, &error))
        {
          g_autofree char *again = ft_fb_game_to_string (&parsed);
          FtFbGame reparsed;

          accepted++;
          assert_conserved (&parsed);
          g_assert_true (ft_fb_game_from_string (&reparsed, again, NULL));
        }
      else
        {
          g_assert_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE);
          g_assert_cmpuint (strlen (error->message), >, 0);
        }
      g_clear_error (&error);

      /* The same damage through the deck parser. */
      if (!ft_fb_deck_parse (&deck, damaged->str, &error))
        g_assert_error (error, FT_FB_DECK_ERROR, FT_FB_DECK_ERROR_PARSE);
      g_string_free (damaged, TRUE);
    }
  /* Some damage is harmless (a changed rng digit, a score): not all of it
   * is rejected, and most is. */
  g_assert_cmpuint (accepted, >, 0);
  g_assert_cmpuint (accepted, <, 3000 / 2);
}

/* Every card exactly once after every action of 10,000 seeded computer
 * games of 1 to 5 players and every strength; every 100th game replays
 * from its seed to the same end. */
static void
test_conservation (void)
{
  guint finished = 0;

  for (guint g = 0; g < 10000; g++)
    {
      FtFbSettings settings;
      FtStrength strengths[FT_FB_MAX_PLAYERS];
      FtFbGame game;
      g_autoptr(GError) error = NULL;
      guint n = 1 + g % FT_FB_MAX_PLAYERS;

      /* The expert's advisor costs most: one game in ten has experts. */
      for (guint seat = 0; seat < n; seat++)
        strengths[seat] = g % 10 == 0 ? (g / 10 + seat) % FT_N_STRENGTHS
                                      : (g / 5 + seat) % 2;
      ft_fb_settings_init (&settings, n);
      settings.mask_chosen = g % 7 == 3;
      settings.keep_equal_goal = g % 11 == 5;
      g_assert_true (ft_fb_game_new (&game, &settings, ft_fb_deck_default (), 1000 + g, &error));
      assert_conserved (&game);
      while (game.turns < 2000 && ft_fb_ai_step (&game, strengths, &error))
        assert_conserved (&game);
      g_assert_no_error (error);
      finished += game.phase == FT_FB_PHASE_GAME_OVER;

      if (g % 100 == 0)
        {
          FtFbGame replay;
          g_autofree char *a = ft_fb_game_to_string (&game);
          g_autofree char *b = NULL;

          g_assert_true (ft_fb_game_new (&replay, &settings, ft_fb_deck_default (), 1000 + g, &error));
          while (replay.turns < 2000 && ft_fb_ai_step (&replay, strengths, &error))
            ;
          b = ft_fb_game_to_string (&replay);
          g_assert_cmpstr (a, ==, b);
        }
    }
  g_assert_cmpuint (finished, ==, 10000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/game/r2-default-deck", test_r2_default_deck);
  g_test_add_func ("/flipbits/game/r2-deck-parse", test_r2_deck_parse);
  g_test_add_func ("/flipbits/game/r2-mask-chosen", test_r2_mask_chosen);
  g_test_add_func ("/flipbits/game/r3-setup", test_r3_setup);
  g_test_add_func ("/flipbits/game/r4-illegal-solves", test_r4_illegal);
  g_test_add_func ("/flipbits/game/r5-success", test_r5_success);
  g_test_add_func ("/flipbits/game/r6-failure", test_r6_failure);
  g_test_add_func ("/flipbits/game/r7-turn", test_r7_turn);
  g_test_add_func ("/flipbits/game/r8-goal-redraw", test_r8_goal_redraw);
  g_test_add_func ("/flipbits/game/r9-resolve-window", test_r9_window);
  g_test_add_func ("/flipbits/game/r10-solo", test_r10_solo);
  g_test_add_func ("/flipbits/game/r12-solo-one-attempt", test_r12_solo_one_attempt);
  g_test_add_func ("/flipbits/game/text-round-trip", test_text_round_trip);
  g_test_add_func ("/flipbits/game/text-rejects", test_text_rejects);
  g_test_add_func ("/flipbits/game/text-damage", test_text_damage);
  g_test_add_func ("/flipbits/game/conservation-10000-games", test_conservation);

  return g_test_run ();
}
