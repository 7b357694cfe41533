/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hilo-test-util.h"

/* One test per ruling of doc/rules/hi-lo-flip.md, on hand-made states. */

/* hilo R1: 100 cards, tens worth 10, the rest 1. */
static void
test_r1_deck_and_points (void)
{
  guint total = 0;

  for (guint c = 1; c <= 100; c++)
    total += ft_hilo_card_points (c);
  g_assert_cmpuint (total, ==, 190);
  g_assert_cmpuint (ft_hilo_set_count (ft_hilo_set_all ()), ==, 100);
  g_assert_cmpuint (ft_hilo_set_points (ft_hilo_set_all ()), ==, 190);
  g_assert_cmpuint (ft_hilo_set_points (SET (40, 60, 1, 2, 3)), ==, 23);
  g_assert_cmpuint (ft_hilo_card_points (100), ==, 10);
}

/* hilo R2: the sets of cards that beat each top card under each side of
 * the chip, against a plain comparison, and the set helpers with them. */
static void
test_r2_beating_exhaustive (void)
{
  for (guint top = 1; top <= 100; top++)
    for (guint chip = 0; chip < 2; chip++)
      {
        FtHiLoSet s = ft_hilo_set_beating (top, chip);
        guint n = 0, lowest = 0, highest = 0;
        guint8 cards[100];

        for (guint c = 1; c <= 100; c++)
          {
            gboolean beats = chip == FT_HILO_CHIP_HI ? c > top : c < top;

            g_assert_cmpint (ft_hilo_set_has (s, c), ==, beats);
            if (beats)
              {
                if (lowest == 0)
                  lowest = c;
                highest = c;
                g_assert_cmpuint (ft_hilo_set_nth (s, n), ==, c);
                n++;
              }
          }
        g_assert_cmpuint (ft_hilo_set_count (s), ==, n);
        g_assert_cmpuint (ft_hilo_set_lowest (s), ==, lowest);
        g_assert_cmpuint (ft_hilo_set_highest (s), ==, highest);
        g_assert_cmpuint (ft_hilo_set_to_array (s, cards), ==, n);
        g_assert_false (ft_hilo_set_has (s, 0));
        g_assert_false (ft_hilo_set_has (s, 101));
      }
}

/* hilo R2 (1): a legal card is higher on Hi, lower on Lo, and must be
 * played; nothing else is allowed. */
static void
test_r2_legal_plays (void)
{
  FtHiLoState st;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtHiLoAction toss = { FT_HILO_ACTION_TOSS, 0 };

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:10,60,70/20,30/40,45 pile:50 draw:rest");
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (60, 70));
  g_assert_false (ft_hilo_state_play (&st, 10, NULL, &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_hilo_state_play (&st, 20, NULL, &error)); /* not in the hand */
  g_clear_error (&error);
  g_assert_false (ft_hilo_state_apply (&st, &toss, NULL, &error));
  g_clear_error (&error);

  st.chip = FT_HILO_CHIP_LO;
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (10));
  st.chip = FT_HILO_CHIP_HI;

  must_play (&st, 60, events);
  g_assert_cmpuint (ft_hilo_state_top_card (&st), ==, 60);
  g_assert_cmpint (st.current, ==, 1);
  /* Player 2 holds 20 and 30: nothing above 60, so a toss is due. */
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_TOSS);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_PLAY), ==, 1);
}

/* hilo R2 (2): the chip turns, and any card is then legal. */
static void
test_r2_toss_turns (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:toss current:2 top:1 "
                    "hands:60,70/20,30/40,45 pile:50,90 draw:rest");
  g_assert_false (ft_hilo_state_play (&st, 20, NULL, NULL));
  must_toss (&st, FT_HILO_CHIP_LO, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_AFTER_TOSS_PLAY);
  g_assert_cmpint (st.chip, ==, FT_HILO_CHIP_LO);
  g_assert_false (find_event (events, FT_HILO_EVENT_TOSS)->same);
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (20, 30));
  must_play (&st, 30, events);
  g_assert_cmpint (st.current, ==, 2);
}

/* hilo R2 (3): the chip stays; the drawn card is legal and must be played. */
static void
test_r2_toss_same_draw_plays (void)
{
  FtHiLoState st;
  g_autoptr(GError) error = NULL;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:toss current:1 top:3 "
                    "hands:10,20/30,40/91,92 pile:90 draw:rest");
  must_toss (&st, FT_HILO_CHIP_HI, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_DRAW);
  must_draw (&st, NULL);
  /* "rest" lists the draw pile ascending, so 100 is on top. */
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_AFTER_DRAW);
  g_assert_cmpuint (st.drawn, ==, 100);
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (100));
  g_assert_false (ft_hilo_state_play (&st, 20, NULL, &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL);
  must_play (&st, 100, NULL);
  g_assert_cmpint (st.current, ==, 1);
}

/* hilo R2 (4) and R3: the drawn card cannot be played: a reset play; the
 * last player to play takes the whole pile; any card starts the next. */
static void
test_r2_r3_reset (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  const FtHiLoEvent *e;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:toss current:1 top:3 "
                    "hands:10,20/91,92,93,94,95,96/97,98,99,100 pile:33,90 draw:rest");
  must_toss (&st, FT_HILO_CHIP_HI, events);
  must_draw (&st, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_true (ft_hilo_set_has (st.hands[0], 89));
  g_assert_cmpint (st.taker, ==, 2);
  e = find_event (events, FT_HILO_EVENT_RESET);
  g_assert_cmpint (e->reset_kind, ==, FT_HILO_RESET_AFTER_DRAW);
  g_assert_cmpint (e->other, ==, 2);
  /* R3: any card, even one that would not be legal on the old pile. */
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (10, 20, 89));
  must_play (&st, 10, events);
  assert_set_equal (st.score_piles[2], SET (33, 90));
  g_assert_cmpuint (st.points[2], ==, 11);
  g_assert_cmpuint (st.n_pile, ==, 1);
  g_assert_cmpuint (ft_hilo_state_top_card (&st), ==, 10);
  e = find_event (events, FT_HILO_EVENT_TAKE_PILE);
  g_assert_cmpint (e->player, ==, 2);
  g_assert_cmpuint (e->count, ==, 2);
  g_assert_cmpuint (e->points, ==, 11);
  g_assert_cmpint (st.current, ==, 1);
}

/* hilo R3: the special effect of the card that starts the new pile
 * applies: a 1-card there skips the next player. */
static void
test_r3_reset_with_special_card (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:reset current:1 top:3 "
                    "hands:11,20/30,40/50,60 pile:90 draw:rest");
  must_play (&st, 11, events);
  g_assert_cmpuint (ft_hilo_set_count (st.hands[1]), ==, 3);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_SKIP), ==, 1);
  g_assert_cmpint (st.current, ==, 2);
}

/* hilo R4, three players: the next player draws and loses the turn; when
 * the player after must reset, the 1-card's player takes the pile. */
static void
test_r4_skip_then_reset (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  const FtHiLoEvent *skip;

  state_parse (&st, "hilo/1 players:3 round:1 chip:lo phase:play current:1 top:3 "
                    "hands:41,5/45,55/50,70 pile:60 draw:rest");
  must_play (&st, 41, events);
  assert_set_equal (st.hands[1], SET (45, 55, 100));
  skip = find_event (events, FT_HILO_EVENT_SKIP);
  g_assert_cmpint (skip->player, ==, 1);
  g_assert_cmpint (skip->other, ==, 0);
  g_assert_cmpint (st.current, ==, 2);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_TOSS);

  must_toss (&st, FT_HILO_CHIP_LO, NULL);
  must_draw (&st, NULL); /* 99: not lower than 41 */
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 0);
  must_play (&st, 50, NULL);
  assert_set_equal (st.score_piles[0], SET (41, 60));
  g_assert_cmpuint (st.points[0], ==, 11);
}

/* hilo R4, two players: the opponent draws one and the player takes a
 * full further turn; a reset in it gives the pile to the opponent. */
static void
test_r4_two_players (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:2 round:1 chip:lo phase:play current:1 top:2 "
                    "hands:41,50,70/45,55 pile:60 draw:rest");
  must_play (&st, 41, events);
  assert_set_equal (st.hands[1], SET (45, 55, 100));
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpint (st.current, ==, 0);
  g_assert_true (st.extra_turn);
  /* The extra turn is a full turn: 50 and 70 are not lower than 41. */
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_TOSS);
  must_toss (&st, FT_HILO_CHIP_LO, NULL);
  must_draw (&st, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 1);
  must_play (&st, 50, NULL);
  assert_set_equal (st.score_piles[1], SET (41, 60));
  g_assert_false (st.extra_turn);
  g_assert_cmpint (st.current, ==, 1);

  /* A normal play in the extra turn ends it as usual. */
  state_parse (&st, "hilo/1 players:2 round:1 chip:lo phase:play current:1 top:2 "
                    "hands:41,5,50/45,55 pile:60 draw:rest");
  must_play (&st, 41, NULL);
  g_assert_cmpint (st.current, ==, 0);
  must_play (&st, 5, NULL);
  g_assert_false (st.extra_turn);
  g_assert_cmpint (st.current, ==, 1);
  g_assert_cmpint (st.taker, ==, 0);
}

/* hilo R5: a 2-card calls for a second card at once; a second 2-card
 * chains. */
static void
test_r5_chained_twos (void)
{
  FtHiLoState st;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:52,62,70,5/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 52, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_SECOND_CARD_FOR_2);
  g_assert_cmpint (st.current, ==, 0);
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (62, 70));
  must_play (&st, 62, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_SECOND_CARD_FOR_2);
  assert_set_equal (ft_hilo_state_legal_cards (&st), SET (70));
  must_play (&st, 70, NULL);
  g_assert_cmpint (st.current, ==, 1);
  g_assert_cmpint (st.taker, ==, 0);
}

/* hilo R5: no second card: a reset with no toss and no draw; the pile goes
 * to the player who played before the first card, also after a chain. */
static void
test_r5_cannot_follow (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  guint n_draw;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:52,5,10/20,30/40,45 pile:50 draw:rest");
  n_draw = st.n_draw;
  must_play (&st, 52, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 2);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_TOSS), ==, 0);
  g_assert_cmpuint (st.n_draw, ==, n_draw);
  g_assert_cmpint (find_event (events, FT_HILO_EVENT_RESET)->reset_kind, ==, FT_HILO_RESET_AFTER_2);
  must_play (&st, 5, NULL);
  assert_set_equal (st.score_piles[2], SET (50, 52));

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:52,62,5/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 52, NULL);
  must_play (&st, 62, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 2);
  must_play (&st, 5, NULL);
  assert_set_equal (st.score_piles[2], SET (50, 52, 62));
}

/* hilo R5 with R3: a 2-card that starts a new pile and cannot be followed
 * gives that pile to its own player, the only one who played to it. */
static void
test_r5_new_pile_two (void)
{
  FtHiLoState st;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:reset current:1 top:3 "
                    "hands:92,5,7/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 92, NULL);
  assert_set_equal (st.score_piles[2], SET (50));
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 0);
  must_play (&st, 5, NULL);
  assert_set_equal (st.score_piles[0], SET (92));
}

/* hilo R5 and R7: the exception: a 2-card that empties the hand ends the
 * round. */
static void
test_r5_last_card_two (void)
{
  FtHiLoState st;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:52/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 52, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_ROUND_OVER);
  g_assert_cmpint (st.round_winner, ==, 0);
  g_assert_cmpuint (st.points[0], ==, 10 + 1 + 10);
}

/* Builds a text state where the pile holds every card not in the hands,
 * ending with @top, and the draw pile is empty (or, with @scored, where
 * player 2's score pile holds them and the pile only @top). */
static char *
empty_draw_state (guint    top,
                  gboolean scored)
{
  FtHiLoSet used = SET (10, 20, 30, 40, 100);
  GString *rest = g_string_new (NULL);
  guint points = 0;

  ft_hilo_set_add (&used, top);
  for (guint c = 1; c <= 100; c++)
    if (!ft_hilo_set_has (used, c))
      {
        g_string_append_printf (rest, "%u,", c);
        points += ft_hilo_card_points (c);
      }
  g_string_truncate (rest, rest->len - 1);
  if (scored)
    return g_strdup_printf ("hilo/1 players:2 round:1 chip:hi phase:toss current:1 top:2 "
                            "hands:10,20/30,40,100 scores:-/%s points:0,%u pile:%u draw:-",
                            rest->str, points, top);
  return g_strdup_printf ("hilo/1 players:2 round:1 chip:hi phase:toss current:1 top:2 "
                          "hands:10,20/30,40,100 pile:%s,%u draw:-", rest->str, top);
}

/* hilo R6: an empty draw pile is rebuilt from the pile under its top card. */
static void
test_r6_refill (void)
{
  g_autofree char *text = empty_draw_state (99, FALSE);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtHiLoState st;
  const FtHiLoEvent *refill;

  state_parse (&st, text);
  g_assert_cmpuint (st.n_draw, ==, 0);
  g_assert_cmpuint (st.n_pile, ==, 95);
  must_toss (&st, FT_HILO_CHIP_HI, events);
  must_draw (&st, events);
  refill = find_event (events, FT_HILO_EVENT_REFILL);
  g_assert_cmpuint (refill->count, ==, 94);
  g_assert_cmpuint (st.n_pile, ==, 1);
  g_assert_cmpuint (ft_hilo_state_top_card (&st), ==, 99);
  g_assert_cmpuint (st.n_draw, ==, 93);
  g_assert_cmpuint (ft_hilo_set_count (st.hands[0]), ==, 3);
  /* Nothing but 100 beats 99, and player 2 holds it. */
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
}

/* hilo R6: nothing to shuffle: the draw is skipped, on to the reset. */
static void
test_r6_nothing_to_draw (void)
{
  g_autofree char *text = empty_draw_state (99, TRUE);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtHiLoState st;

  state_parse (&st, text);
  must_toss (&st, FT_HILO_CHIP_HI, events);
  must_draw (&st, events);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_DRAW_EMPTY), ==, 1);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_DRAW), ==, 0);
  g_assert_cmpint (find_event (events, FT_HILO_EVENT_RESET)->reset_kind, ==, FT_HILO_RESET_NO_DRAW);
  g_assert_cmpuint (ft_hilo_set_count (st.hands[0]), ==, 2);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_RESET);
  g_assert_cmpint (st.taker, ==, 1);
}

/* hilo R7: the last card ends the round: pile and 10 bonus points; the
 * other hands are discarded unscored. */
static void
test_r7_round_end (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:60/20,30/40,45 pile:50 draw:rest totals:5,6,7");
  must_play (&st, 60, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_ROUND_OVER);
  g_assert_cmpint (st.round_winner, ==, 0);
  g_assert_cmpuint (st.points[0], ==, 30);
  g_assert_cmpuint (st.totals[0], ==, 35);
  g_assert_cmpuint (st.totals[1], ==, 6);
  g_assert_cmpuint (st.totals[2], ==, 7);
  assert_set_equal (st.out, SET (20, 30, 40, 45));
  for (guint p = 0; p < 3; p++)
    g_assert_true (ft_hilo_set_is_empty (st.hands[p]));
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_ROUND_END), ==, 1);
}

/* hilo R7: a 1-card that ends the round has no effect. */
static void
test_r7_last_card_one (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:61/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 61, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_ROUND_OVER);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_SKIP), ==, 0);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_DRAW), ==, 0);
  assert_set_equal (st.out, SET (20, 30, 40, 45));
}

/* hilo R8: the game ends after a round that brings a single leader to 75
 * or more, not before. */
static void
test_r8_threshold (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  /* 44 + 30 = 74: one short. */
  state_parse (&st, "hilo/1 players:3 round:3 chip:hi phase:play current:1 top:3 "
                    "hands:60/20,30/40,45 pile:50 draw:rest totals:44,70,0");
  must_play (&st, 60, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_ROUND_OVER);
  g_assert_cmpint (ft_hilo_state_game_winner (&st), ==, -1);

  /* 45 + 30 = 75: enough, and the highest total wins (R8). */
  state_parse (&st, "hilo/1 players:3 round:3 chip:hi phase:play current:1 top:3 "
                    "hands:60/20,30/40,45 pile:50 draw:rest totals:45,70,0");
  must_play (&st, 60, events);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_GAME_OVER);
  g_assert_cmpint (ft_hilo_state_game_winner (&st), ==, 0);
  g_assert_cmpint (find_event (events, FT_HILO_EVENT_GAME_END)->player, ==, 0);
  g_assert_false (ft_hilo_state_next_round (&st, NULL, NULL));

  /* The highest total wins, not the player who ended the round: player 1
   * reaches 80, player 2, who took a pile this round, 90. */
  state_parse (&st, "hilo/1 players:3 round:3 chip:hi phase:play current:1 top:3 "
                    "hands:60/20,30/40,45 pile:50 scores:-/70,80/- points:0,20,0 draw:rest "
                    "totals:50,70,0");
  must_play (&st, 60, NULL);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_GAME_OVER);
  g_assert_cmpint (ft_hilo_state_game_winner (&st), ==, 1);
}

/* hilo R8: a tie at the top plays another round. */
static void
test_r8_tie_plays_on (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  state_parse (&st, "hilo/1 players:3 round:4 chip:hi phase:play current:1 top:3 "
                    "hands:60/20,30/40,45 pile:50 scores:-/81,90/- points:0,11,0 draw:rest "
                    "totals:55,74,0");
  must_play (&st, 60, events);
  g_assert_cmpuint (st.totals[0], ==, 85);
  g_assert_cmpuint (st.totals[1], ==, 85);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_ROUND_OVER);
  g_assert_cmpuint (count_events (events, FT_HILO_EVENT_TIE), ==, 1);
  g_assert_true (ft_hilo_state_next_round (&st, NULL, NULL));
  g_assert_cmpuint (st.round, ==, 5);
  g_assert_cmpint (st.start_player, ==, 2); /* R9: the lowest total */
}

static guint64
seed_with_chip (FtHiLoChip chip)
{
  for (guint64 seed = 1;; seed++)
    {
      FtHiLoState st;

      g_assert_true (ft_hilo_state_init (&st, 3, NULL, seed, NULL, NULL));
      if (st.chip == chip)
        return seed;
    }
}

/* hilo R9: Hi, the oldest starts; Lo, the youngest; without ages the
 * first seat or the last. */
static void
test_r9_first_round (void)
{
  const int ages[] = { 30, 50, 12 };
  const int partial[] = { 30, -1, 12 };
  guint64 hi = seed_with_chip (FT_HILO_CHIP_HI);
  guint64 lo = seed_with_chip (FT_HILO_CHIP_LO);
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));

  g_assert_true (ft_hilo_state_init (&st, 3, ages, hi, events, NULL));
  g_assert_cmpint (st.start_player, ==, 1);
  g_assert_cmpint (st.current, ==, 1);
  g_assert_cmpint (find_event (events, FT_HILO_EVENT_ROUND_START)->player, ==, 1);
  g_assert_true (ft_hilo_state_init (&st, 3, ages, lo, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 2);
  g_assert_true (ft_hilo_state_init (&st, 3, NULL, hi, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 0);
  g_assert_true (ft_hilo_state_init (&st, 3, NULL, lo, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 2);
  /* With an age missing, the seats decide. */
  g_assert_true (ft_hilo_state_init (&st, 3, partial, hi, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 0);
  /* The round's first card may be any card. */
  assert_set_equal (ft_hilo_state_legal_cards (&st), st.hands[0]);
  g_assert_cmpint (st.phase, ==, FT_HILO_PHASE_MUST_PLAY);
}

/* hilo R9: later rounds: the lowest total starts, ties settled by the
 * chip, which keeps its side. */
static void
test_r9_next_rounds (void)
{
  FtHiLoState st, over;

  state_parse (&over, "hilo/1 players:3 ages:30,50,12 round:1 chip:hi phase:play current:1 top:3 "
                      "hands:60/20,30/40,45 pile:50 draw:rest");
  must_play (&over, 60, NULL);
  g_assert_cmpuint (over.totals[0], ==, 30);

  st = over;
  st.chip = FT_HILO_CHIP_HI;
  g_assert_true (ft_hilo_state_next_round (&st, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 1); /* 0 points each: the older */
  g_assert_cmpint (st.chip, ==, FT_HILO_CHIP_HI);
  g_assert_cmpuint (st.round, ==, 2);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (ft_hilo_set_count (st.hands[p]), ==, 7);
  g_assert_cmpuint (st.n_draw, ==, 79);

  st = over;
  st.chip = FT_HILO_CHIP_LO;
  g_assert_true (ft_hilo_state_next_round (&st, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 2);
  g_assert_cmpint (st.chip, ==, FT_HILO_CHIP_LO);

  st = over;
  st.totals[2] = 31;
  g_assert_true (ft_hilo_state_next_round (&st, NULL, NULL));
  g_assert_cmpint (st.start_player, ==, 1); /* the single lowest */
}

/* hilo R10: 2 to 6 players. */
static void
test_r10_player_counts (void)
{
  FtHiLoState st;
  g_autoptr(GError) error = NULL;

  g_assert_false (ft_hilo_state_init (&st, 1, NULL, 1, NULL, &error));
  g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_hilo_state_init (&st, 7, NULL, 1, NULL, &error));
  g_clear_error (&error);
  for (guint n = 2; n <= 6; n++)
    {
      g_assert_true (ft_hilo_state_init (&st, n, NULL, n, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (st.n_draw, ==, 100 - 7 * n);
      g_assert_true (ft_hilo_state_check (&st, NULL));
    }
}

/* Events read well, and another player's draw stays hidden (R11). */
static void
test_event_descriptions (void)
{
  FtHiLoState st;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  const char * const names[] = { "Ana", "Ben", "Cy", NULL };
  const FtHiLoEvent *draw;
  g_autofree char *hidden = NULL;
  g_autofree char *shown = NULL;

  state_parse (&st, "hilo/1 players:3 round:1 chip:lo phase:play current:1 top:3 "
                    "hands:41,5/45,55/50,70 pile:60 draw:rest");
  must_play (&st, 41, events);
  draw = find_event (events, FT_HILO_EVENT_DRAW);
  hidden = ft_hilo_event_describe (draw, names, 0, -1);
  shown = ft_hilo_event_describe (draw, names, 1, -1);
  g_assert_cmpstr (hidden, ==, "Ben draws a card");
  g_assert_cmpstr (shown, ==, "Ben draws 100");
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *text = ft_hilo_event_describe (&g_array_index (events, FtHiLoEvent, i),
                                                      NULL, FT_HILO_VIEWER_ALL, -1);

      g_assert_true (text != NULL && *text != '\0');
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hilo/rules/r1-deck-and-points", test_r1_deck_and_points);
  g_test_add_func ("/hilo/rules/r2-beating-exhaustive", test_r2_beating_exhaustive);
  g_test_add_func ("/hilo/rules/r2-legal-plays", test_r2_legal_plays);
  g_test_add_func ("/hilo/rules/r2-toss-turns", test_r2_toss_turns);
  g_test_add_func ("/hilo/rules/r2-toss-same-draw-plays", test_r2_toss_same_draw_plays);
  g_test_add_func ("/hilo/rules/r2-r3-reset", test_r2_r3_reset);
  g_test_add_func ("/hilo/rules/r3-reset-with-special-card", test_r3_reset_with_special_card);
  g_test_add_func ("/hilo/rules/r4-skip-then-reset", test_r4_skip_then_reset);
  g_test_add_func ("/hilo/rules/r4-two-players", test_r4_two_players);
  g_test_add_func ("/hilo/rules/r5-chained-twos", test_r5_chained_twos);
  g_test_add_func ("/hilo/rules/r5-cannot-follow", test_r5_cannot_follow);
  g_test_add_func ("/hilo/rules/r5-new-pile-two", test_r5_new_pile_two);
  g_test_add_func ("/hilo/rules/r5-last-card-two", test_r5_last_card_two);
  g_test_add_func ("/hilo/rules/r6-refill", test_r6_refill);
  g_test_add_func ("/hilo/rules/r6-nothing-to-draw", test_r6_nothing_to_draw);
  g_test_add_func ("/hilo/rules/r7-round-end", test_r7_round_end);
  g_test_add_func ("/hilo/rules/r7-last-card-one", test_r7_last_card_one);
  g_test_add_func ("/hilo/rules/r8-threshold", test_r8_threshold);
  g_test_add_func ("/hilo/rules/r8-tie-plays-on", test_r8_tie_plays_on);
  g_test_add_func ("/hilo/rules/r9-first-round", test_r9_first_round);
  g_test_add_func ("/hilo/rules/r9-next-rounds", test_r9_next_rounds);
  g_test_add_func ("/hilo/rules/r10-player-counts", test_r10_player_counts);
  g_test_add_func ("/hilo/events/descriptions", test_event_descriptions);

  return g_test_run ();
}
