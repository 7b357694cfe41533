/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hilo/hilo-hint.h"
#include "hilo-test-util.h"
#include "../sample-test.h"

/* Whole games: conservation and scores over many seeded games, the text
 * form, the computer players and the hints under R11. */

/* Counts every card's places by reading the struct directly, independently
 * of ft_hilo_state_check(). */
static void
assert_cards_conserved (const FtHiLoState *st)
{
  guint seen[101] = { 0, };

  for (guint p = 0; p < st->n_players; p++)
    for (guint c = 1; c <= 100; c++)
      seen[c] += ft_hilo_set_has (st->hands[p], c) + ft_hilo_set_has (st->score_piles[p], c);
  for (guint c = 1; c <= 100; c++)
    seen[c] += ft_hilo_set_has (st->out, c);
  for (guint i = 0; i < st->n_pile; i++)
    seen[st->pile[i]]++;
  for (guint i = 0; i < st->n_draw; i++)
    seen[st->draw[i]]++;
  for (guint c = 1; c <= 100; c++)
    if (seen[c] != 1)
      g_error ("card %u is in %u places", c, seen[c]);
}

/* Plays one game through the public actions with random legal choices,
 * checking after every action that the cards are all there and that the
 * scores equal what the events paid out. */
static guint
play_checked_game (guint   n_players,
                   guint64 seed)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FtHiLoEvent));
  FtStrength strengths[FT_HILO_MAX_PLAYERS];
  guint paid[FT_HILO_MAX_PLAYERS] = { 0, };
  guint round_paid[FT_HILO_MAX_PLAYERS] = { 0, };
  FtHiLoState st;
  FtRng pick;
  guint actions = 0;

  ft_rng_init (&pick, seed * 31 + 7);
  for (guint p = 0; p < n_players; p++)
    strengths[p] = ft_rng_coin (&pick) ? FT_STRENGTH_STANDARD : FT_STRENGTH_BEGINNER;
  g_assert_true (ft_hilo_state_init (&st, n_players, NULL, seed, events, NULL));

  while (st.phase != FT_HILO_PHASE_GAME_OVER)
    {
      FtHiLoAction action;
      FtHiLoView view;
      g_autoptr(GError) error = NULL;

      ft_hilo_view_init (&view, &st, st.current);
      ft_hilo_ai_choose (&view, strengths[st.current], &action);
      g_array_set_size (events, 0);
      if (action.kind == FT_HILO_ACTION_NEXT_ROUND)
        memset (round_paid, 0, sizeof round_paid);
      if (!ft_hilo_state_apply (&st, &action, events, &error))
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      if (!ft_hilo_state_check (&st, &error))
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
      assert_cards_conserved (&st);

      for (guint i = 0; i < events->len; i++)
        {
          const FtHiLoEvent *e = &g_array_index (events, FtHiLoEvent, i);

          if (e->kind == FT_HILO_EVENT_TAKE_PILE || e->kind == FT_HILO_EVENT_ROUND_END)
            {
              paid[e->player] += e->points;
              round_paid[e->player] += e->points;
            }
        }
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpuint (st.points[p], ==, round_paid[p]);
          if (st.phase == FT_HILO_PHASE_ROUND_OVER || st.phase == FT_HILO_PHASE_GAME_OVER)
            g_assert_cmpuint (st.totals[p], ==, paid[p]);
        }
      g_assert_cmpuint (++actions, <, 100000);
    }

  g_assert_cmpint (ft_hilo_state_game_winner (&st), >=, 0);
  return actions;
}

/* Card conservation and score consistency over 10,000 seeded games of 2
 * to 6 players (R1, R7, R8, R10). */
static void
test_conservation_10000 (void)
{
  guint64 actions = 0;
  guint n = ft_test_sampled (10000);

  for (guint i = 0; i < n; i++)
    actions += play_checked_game (2 + i % 5, 1000 + i);
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions", n, actions);
}

/* Games with the expert, through the library's own loop with checks. */
static void
test_expert_games (void)
{
  for (guint i = 0; i < 40; i++)
    {
      FtStrength s[6] = { FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER,
                              FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER };
      g_autoptr(GError) error = NULL;
      FtHiLoState final;

      if (!ft_hilo_ai_play_game (2 + i % 5, s, 50 + i, TRUE, &final, &error))
        g_error ("%s", error->message);
      g_assert_cmpint (final.phase, ==, FT_HILO_PHASE_GAME_OVER);
    }
}

/* A seed reproduces a game exactly. */
static void
test_seed_reproduces (void)
{
  FtStrength s[4] = { FT_STRENGTH_STANDARD, FT_STRENGTH_BEGINNER, FT_STRENGTH_EXPERT, FT_STRENGTH_STANDARD };
  FtHiLoState a, b, c;
  g_autofree char *ta = NULL, *tb = NULL, *tc = NULL;

  g_assert_true (ft_hilo_ai_play_game (4, s, 77, FALSE, &a, NULL));
  g_assert_true (ft_hilo_ai_play_game (4, s, 77, TRUE, &b, NULL));
  g_assert_true (ft_hilo_ai_play_game (4, s, 78, FALSE, &c, NULL));
  ta = ft_hilo_state_to_string (&a);
  tb = ft_hilo_state_to_string (&b);
  tc = ft_hilo_state_to_string (&c);
  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpstr (ta, !=, tc);
}

/* Collects states where the player to act has a real choice, from
 * standard games of every size. */
static GArray *
decision_states (guint n_games)
{
  GArray *states = g_array_new (FALSE, FALSE, sizeof (FtHiLoState));

  for (guint g = 0; g < n_games; g++)
    {
      FtHiLoState st;
      guint step = 0;

      g_assert_true (ft_hilo_state_init (&st, 2 + g % 5, NULL, 9000 + g, NULL, NULL));
      while (st.phase != FT_HILO_PHASE_GAME_OVER && st.round < 3)
        {
          FtHiLoAction action;
          FtHiLoView view;

          ft_hilo_view_init (&view, &st, st.current);
          if (!ft_hilo_state_forced_action (&st, &action) && step++ % 3 == 0)
            g_array_append_val (states, st);
          ft_hilo_ai_choose (&view, FT_STRENGTH_STANDARD, &action);
          ft_hilo_state_apply_fast (&st, &action);
        }
    }
  return states;
}

/* The same cards in the other hands and the draw pile, dealt differently;
 * the generator is changed too, as it decides future tosses. */
static void
permute_hidden (FtHiLoState *st,
                FtRng       *rng)
{
  guint8 hidden[FT_HILO_N_CARDS];
  guint n = 0, next = 0;

  for (guint p = 0; p < st->n_players; p++)
    if (p != st->current)
      n += ft_hilo_set_to_array (st->hands[p], hidden + n);
  memcpy (hidden + n, st->draw, st->n_draw);
  n += st->n_draw;
  ft_rng_shuffle (rng, hidden, n, 1);
  for (guint p = 0; p < st->n_players; p++)
    {
      guint size;

      if (p == st->current)
        continue;
      size = ft_hilo_set_count (st->hands[p]);
      st->hands[p] = (FtHiLoSet) { { 0, 0 } };
      for (guint i = 0; i < size; i++)
        ft_hilo_set_add (&st->hands[p], hidden[next++]);
    }
  memcpy (st->draw, hidden + next, st->n_draw);
  ft_rng_init (&st->rng, ft_rng_next (rng));
}

/* hilo R11: hints and computer choices depend only on what the player
 * may see: permuting the other hands and the draw pile changes nothing. */
static void
test_r11_hidden_cards (void)
{
  g_autoptr(GArray) states = decision_states (60);
  FtRng rng;
  guint changed = 0;

  ft_rng_init (&rng, 11);
  g_assert_cmpuint (states->len, >, 100);
  for (guint i = 0; i < states->len; i++)
    {
      FtHiLoState a = g_array_index (states, FtHiLoState, i);
      FtHiLoState b = a;
      FtHiLoView va, vb;
      FtHiLoHint ha, hb;
      g_autofree char *sa = NULL, *sb = NULL;

      permute_hidden (&b, &rng);
      g_assert_true (ft_hilo_state_check (&b, NULL));
      sa = ft_hilo_state_to_string (&a);
      sb = ft_hilo_state_to_string (&b);
      changed += g_strcmp0 (sa, sb) != 0;

      ft_hilo_view_init (&va, &a, a.current);
      ft_hilo_view_init (&vb, &b, b.current);
      g_assert_true (memcmp (&va, &vb, sizeof va) == 0);
      for (FtStrength s = 0; s < FT_N_STRENGTHS; s++)
        {
          FtHiLoAction x, y;

          /* The expert is the slow one: every fourth state is plenty. */
          if (s == FT_STRENGTH_EXPERT && i % 4 != 0)
            continue;
          ft_hilo_ai_choose (&va, s, &x);
          ft_hilo_ai_choose (&vb, s, &y);
          g_assert_cmpint (x.kind, ==, y.kind);
          g_assert_cmpuint (x.card, ==, y.card);
          g_assert_true (ft_hilo_state_is_legal (&a, &x));
        }
      if (i % 4 == 0)
        {
          ft_hilo_hint_compute (&va, NULL, &ha);
          ft_hilo_hint_compute (&vb, NULL, &hb);
          g_assert_cmpstr (ha.text, ==, hb.text);
          g_assert_cmpuint (ha.action.card, ==, hb.action.card);
          g_assert_true (ft_hilo_state_is_legal (&a, &ha.action));
          ft_hilo_hint_clear (&ha);
          ft_hilo_hint_clear (&hb);
        }
    }
  /* The permutation really hid something different almost every time. */
  g_assert_cmpuint (changed, >, states->len * 9 / 10);
}

/* The sampled deals agree with the view they come from. */
static void
test_view_sample (void)
{
  g_autoptr(GArray) states = decision_states (20);
  FtRng rng;

  ft_rng_init (&rng, 5);
  for (guint i = 0; i < states->len; i++)
    {
      const FtHiLoState *st = &g_array_index (states, FtHiLoState, i);
      FtHiLoView view, again;
      FtHiLoState deal;
      g_autoptr(GError) error = NULL;

      ft_hilo_view_init (&view, st, st->current);
      ft_hilo_view_sample (&view, &rng, &deal);
      if (!ft_hilo_state_check (&deal, &error))
        g_error ("sampled deal: %s", error->message);
      ft_hilo_view_init (&again, &deal, st->current);
      g_assert_true (memcmp (&view, &again, sizeof view) == 0);
      g_assert_cmpuint (ft_hilo_view_n_seen (&view) + ft_hilo_set_count (ft_hilo_view_unseen (&view)),
                        ==, 100);
    }
}

/* The text form round-trips every state of a game, and a parsed state
 * plays on exactly as the original. */
static void
test_text_round_trip (void)
{
  for (guint g = 0; g < 30; g++)
    {
      FtHiLoState st;

      g_assert_true (ft_hilo_state_init (&st, 2 + g % 5, (const int[]) { 30, 40, 9, 12, 70, 35 },
                                         400 + g, NULL, NULL));
      while (TRUE)
        {
          g_autofree char *text = ft_hilo_state_to_string (&st);
          g_autofree char *again = NULL;
          g_autoptr(GError) error = NULL;
          FtHiLoState parsed;
          FtHiLoAction action;
          FtHiLoView view;

          if (!ft_hilo_state_from_string (&parsed, text, &error))
            g_error ("%s: %s", text, error->message);
          again = ft_hilo_state_to_string (&parsed);
          g_assert_cmpstr (text, ==, again);
          if (st.phase == FT_HILO_PHASE_GAME_OVER)
            break;

          ft_hilo_view_init (&view, &st, st.current);
          ft_hilo_ai_choose (&view, FT_STRENGTH_BEGINNER, &action);
          ft_hilo_state_apply_fast (&st, &action);
          ft_hilo_state_apply_fast (&parsed, &action);
          g_clear_pointer (&again, g_free);
          g_clear_pointer (&text, g_free);
          text = ft_hilo_state_to_string (&st);
          again = ft_hilo_state_to_string (&parsed);
          g_assert_cmpstr (text, ==, again);
        }
    }
}

/* Malformed text is refused with a message, never a crash. */
static void
test_text_malformed (void)
{
  static const char * const bad[] = {
    "",
    "   ",
    "hilo/2 players:2",
    "players:2 round:1",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest nonsense",
    "hilo/1 players:2 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest color:red",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:-",
    "hilo/1 players:1 round:1 chip:hi phase:play current:1 hands:1 pile:- draw:rest",
    "hilo/1 players:7 round:1 chip:hi phase:play current:1 hands:1/2/3/4/5/6/7 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:up phase:play current:1 hands:1/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:dance current:1 hands:1/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:3 hands:1/2 pile:- draw:rest",
    "hilo/1 players:2 round:0 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2/3 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1,1/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:0/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:101/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/x pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1,/2 pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:2 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:3,4",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest rng:zz",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest ages:5",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest ages:5,200",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest totals:1",
    /* Breaks the invariants: points without a score pile, a phase that does
     * not fit the cards, an empty hand in play, a drawn card that is not
     * held. */
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 hands:1/2 pile:- draw:rest points:3,0",
    "hilo/1 players:2 round:1 chip:hi phase:toss current:1 top:2 hands:60/2 pile:50 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 hands:10/2 pile:50 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 hands:60/- pile:50 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:drawn drawn:70 current:1 top:2 hands:60/2 pile:50 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:second current:1 top:2 hands:60/2 pile:50 draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:game-over current:1 hands:-/- pile:- draw:rest",
    "hilo/1 players:2 round:1 chip:hi phase:play current:1 top:2 extra:1 hands:60/2 pile:50 draw:rest totals:80,0",
    "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:2 extra:1 hands:60/2/3 pile:50 draw:rest",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      FtHiLoState st;
      g_autoptr(GError) error = NULL;

      if (ft_hilo_state_from_string (&st, bad[i], &error))
        g_error ("accepted a malformed state: “%s”", bad[i]);
      g_assert_error (error, FT_HILO_ERROR, FT_HILO_ERROR_PARSE);
      g_assert_true (strlen (error->message) > 5);
    }
  g_assert_false (ft_hilo_state_from_string (&(FtHiLoState) { 0, }, NULL, NULL));
}

/* Every truncation and many one-character changes of a real state either
 * parse into a state that passes the checks or are refused cleanly. */
static void
test_text_mutations (void)
{
  FtHiLoState st;
  g_autofree char *text = NULL;
  FtRng rng;
  static const char alphabet[] = "0123456789,/:- abhiloz";

  g_assert_true (ft_hilo_state_init (&st, 4, NULL, 3, NULL, NULL));
  text = ft_hilo_state_to_string (&st);
  ft_rng_init (&rng, 99);

  for (gsize cut = 0; cut <= strlen (text); cut++)
    {
      g_autofree char *part = g_strndup (text, cut);
      FtHiLoState parsed;

      if (ft_hilo_state_from_string (&parsed, part, NULL))
        g_assert_true (ft_hilo_state_check (&parsed, NULL));
    }
  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *copy = g_strdup (text);
      FtHiLoState parsed;

      copy[ft_rng_below (&rng, strlen (copy))] = alphabet[ft_rng_below (&rng, sizeof alphabet - 1)];
      if (ft_hilo_state_from_string (&parsed, copy, NULL))
        g_assert_true (ft_hilo_state_check (&parsed, NULL));
    }
}

/* The standard player follows the rules its header writes down. */
static void
test_standard_rules (void)
{
  /* Following on Hi: the smallest step. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (60, 75, 98), SET (3, 60, 75, 98),
                                              FT_HILO_CHIP_HI, FALSE, 3), ==, 60);
  /* On Lo: the highest legal card. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (13, 25, 38), SET (13, 25, 38, 90),
                                              FT_HILO_CHIP_LO, FALSE, 3), ==, 38);
  /* Starting a pile: the middle card. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (5, 47, 88), SET (5, 47, 88),
                                              FT_HILO_CHIP_HI, TRUE, 0), ==, 47);
  /* A 1-card counts ten steps better. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (60, 71), SET (60, 71),
                                              FT_HILO_CHIP_HI, FALSE, 3), ==, 71);
  /* A ten is kept back when following. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (60, 73), SET (60, 73),
                                              FT_HILO_CHIP_HI, FALSE, 3), ==, 73);
  /* A 2-card with nothing to follow it is avoided, … */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (52, 90), SET (52, 90, 3),
                                              FT_HILO_CHIP_LO, FALSE, 3), ==, 90);
  /* On a pile worth 15 or more, the card fewest cards beat, even a ten,
   * but not a 2-card. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (60, 75, 90), SET (60, 75, 90),
                                              FT_HILO_CHIP_HI, FALSE, 15), ==, 90);
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (21, 30, 42), SET (21, 30, 42),
                                              FT_HILO_CHIP_LO, FALSE, 22), ==, 21);
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (60, 92), SET (60, 92, 99),
                                              FT_HILO_CHIP_HI, FALSE, 30), ==, 60);
  /* … but played when something can follow. */
  g_assert_cmpuint (ft_hilo_ai_standard_card (SET (52, 57), SET (52, 57, 66),
                                              FT_HILO_CHIP_HI, FALSE, 3), ==, 52);
}

/* The hint's numbers, recomputed here from the state. */
static void
test_hint_numbers (void)
{
  FtHiLoState st;
  FtHiLoView view;
  FtHiLoHint hint;
  FtHiLoSet known;
  guint unseen = 0, beaters = 0;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:10,60,87/20,30,35/40,45,55 scores:-/-/90,91 points:0,0,11 "
                    "pile:50,80 draw:rest");
  ft_hilo_view_init (&view, &st, 0);
  ft_hilo_hint_compute (&view, (const char * const[]) { "Ana", "Ben", "Cy", NULL }, &hint);
  /* Only 87 beats 80, so the rules leave no choice. */
  g_assert_true (hint.forced);
  assert_set_equal (hint.legal, SET (87));
  g_assert_cmpint (hint.action.kind, ==, FT_HILO_ACTION_PLAY);
  g_assert_cmpuint (hint.action.card, ==, 87);

  known = SET (10, 60, 87, 90, 91, 50, 80);
  for (guint c = 1; c <= 100; c++)
    if (!ft_hilo_set_has (known, c))
      {
        unseen++;
        beaters += c > 87;
      }
  g_assert_cmpuint (hint.unseen, ==, unseen);
  g_assert_cmpuint (hint.beaters, ==, beaters);
  g_assert_cmpint (hint.next_player, ==, 1);
  g_assert_cmpuint (hint.next_hand, ==, 3);
  g_assert_cmpuint (hint.pile_points, ==, 10 + 10 + 1);
  g_assert_nonnull (strstr (hint.text, "Ben can beat it with 11 of the 93 cards"));
  g_assert_nonnull (strstr (hint.text, "21 points"));
  ft_hilo_hint_clear (&hint);
}

/* Forced moves: the hint says what the rules force. */
static void
test_hint_forced (void)
{
  FtHiLoState st;
  FtHiLoView view;
  FtHiLoHint hint;

  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:toss current:1 top:3 "
                    "hands:10,20/30,40/91,92 pile:90 draw:rest");
  ft_hilo_view_init (&view, &st, 0);
  ft_hilo_hint_compute (&view, NULL, &hint);
  g_assert_true (hint.forced);
  g_assert_cmpint (hint.action.kind, ==, FT_HILO_ACTION_TOSS);
  g_assert_nonnull (strstr (hint.text, "no card higher than 90"));
  ft_hilo_hint_clear (&hint);

  must_toss (&st, FT_HILO_CHIP_HI, NULL);
  ft_hilo_view_init (&view, &st, 0);
  ft_hilo_hint_compute (&view, NULL, &hint);
  g_assert_cmpint (hint.action.kind, ==, FT_HILO_ACTION_DRAW);
  g_assert_cmpuint (hint.beaters, ==, 10); /* 91..100: player 3's are unseen too */
  ft_hilo_hint_clear (&hint);

  must_draw (&st, NULL);
  ft_hilo_view_init (&view, &st, 0);
  ft_hilo_hint_compute (&view, NULL, &hint);
  g_assert_true (hint.forced);
  g_assert_cmpuint (hint.action.card, ==, 100);
  g_assert_nonnull (strstr (hint.text, "You drew 100"));
  ft_hilo_hint_clear (&hint);

  /* Another player's view: not their turn. */
  ft_hilo_view_init (&view, &st, 1);
  ft_hilo_hint_compute (&view, NULL, &hint);
  g_assert_true (hint.forced);
  g_assert_nonnull (strstr (hint.text, "Player 1"));
  ft_hilo_hint_clear (&hint);

  /* R5: the forced reset after a 2-card names the taker. */
  state_parse (&st, "hilo/1 players:3 round:1 chip:hi phase:play current:1 top:3 "
                    "hands:52,5,10/20,30/40,45 pile:50 draw:rest");
  must_play (&st, 52, NULL);
  ft_hilo_view_init (&view, &st, 0);
  ft_hilo_hint_compute (&view, (const char * const[]) { "Ana", "Ben", "Cy", NULL }, &hint);
  /* The rule in words, never its code (learners do not see rulings). */
  g_assert_nonnull (strstr (hint.text, "no toss and no draw"));
  g_assert_null (strstr (hint.text, "R5"));
  g_assert_nonnull (strstr (hint.text, "Cy takes the pile (2 cards, 11 points)"));
  g_assert_true (ft_hilo_set_has (hint.legal, hint.action.card));
  ft_hilo_hint_clear (&hint);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hilo/games/conservation-10000", test_conservation_10000);
  g_test_add_func ("/hilo/games/expert-games", test_expert_games);
  g_test_add_func ("/hilo/games/seed-reproduces", test_seed_reproduces);
  g_test_add_func ("/hilo/ai/r11-hidden-cards", test_r11_hidden_cards);
  g_test_add_func ("/hilo/ai/view-sample", test_view_sample);
  g_test_add_func ("/hilo/ai/standard-rules", test_standard_rules);
  g_test_add_func ("/hilo/text/round-trip", test_text_round_trip);
  g_test_add_func ("/hilo/text/malformed", test_text_malformed);
  g_test_add_func ("/hilo/text/mutations", test_text_mutations);
  g_test_add_func ("/hilo/hint/numbers", test_hint_numbers);
  g_test_add_func ("/hilo/hint/forced", test_hint_forced);

  return g_test_run ();
}
