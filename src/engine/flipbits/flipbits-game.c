/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "flipbits-game.h"

G_DEFINE_QUARK (ft-fb-game-error-quark, ft_fb_game_error)

void
ft_fb_settings_init (FtFbSettings *settings,
                     guint         n_players)
{
  settings->n_players = n_players;
  settings->mask_chosen = FALSE;
  settings->keep_equal_goal = FALSE;
}

gboolean
ft_fb_game_is_solo (const FtFbGame *game)
{
  return game->settings.n_players == 1;
}

/* Draws the top OPERATION card; an empty deck is first refilled by
 * shuffling its discard pile (R7).  FALSE when both are empty. */
static gboolean
draw_op (FtFbGame *game,
         FtFbCard *card)
{
  if (game->n_op_deck == 0)
    {
      if (game->n_op_discard == 0)
        return FALSE;
      memcpy (game->op_deck, game->op_discard, game->n_op_discard * sizeof (FtFbCard));
      game->n_op_deck = game->n_op_discard;
      game->n_op_discard = 0;
      ft_rng_shuffle (&game->rng, game->op_deck, game->n_op_deck, sizeof (FtFbCard));
    }
  *card = game->op_deck[--game->n_op_deck];
  return TRUE;
}

static gboolean
draw_hex (FtFbGame *game,
          guint8   *hex)
{
  if (game->n_hex_deck == 0)
    {
      if (game->n_hex_discard == 0)
        return FALSE;
      memcpy (game->hex_deck, game->hex_discard, game->n_hex_discard);
      game->n_hex_deck = game->n_hex_discard;
      game->n_hex_discard = 0;
      ft_rng_shuffle (&game->rng, game->hex_deck, game->n_hex_deck, 1);
    }
  *hex = game->hex_deck[--game->n_hex_deck];
  return TRUE;
}

/*
 * Loads a new GOAL from a HEX card, which is then discarded.  A GOAL equal
 * to MEMORY is redrawn unless the settings keep it (R8).  At most five HEX
 * cards are in hands, so at least eleven distinct values stay in the deck
 * and its discard pile and the loop ends.
 */
static void
draw_goal (FtFbGame *game)
{
  for (;;)
    {
      guint8 hex;

      if (!draw_hex (game, &hex))
        g_return_if_reached ();
      game->hex_discard[game->n_hex_discard++] = hex;
      if (hex != game->memory || game->settings.keep_equal_goal)
        {
          game->goal = hex;
          return;
        }
    }
}

/* Draws OPERATION cards up to 3 and a HEX card if the hand has none (R7);
 * a draw stops early only when a deck and its discard pile are both empty. */
static void
refill_hand (FtFbGame *game,
             FtFbHand *hand)
{
  while (hand->n_ops < FT_FB_HAND_OPS && draw_op (game, &hand->ops[hand->n_ops]))
    hand->n_ops++;
  if (hand->hex < 0)
    {
      guint8 hex;

      if (draw_hex (game, &hex))
        hand->hex = hex;
    }
}

/*
 * Sets up a new game (seed, "Setup"): shuffles both decks with an FtRng
 * seeded by @seed, loads GOAL and then MEMORY from HEX cards (both then
 * discarded), deals 3 OPERATION cards and a HEX card to each player, and
 * gives the first turn to the lowest HEX card.  @deck is the OPERATION deck's
 * make-up (ft_fb_deck_default() for R2's).
 */
gboolean
ft_fb_game_new (FtFbGame           *game,
                const FtFbSettings *settings,
                const FtFbDeck     *deck,
                guint64             seed,
                GError            **error)
{
  FtFbGame g;
  guint8 hex;

  if (settings->n_players < 1 || settings->n_players > FT_FB_MAX_PLAYERS)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_SETUP,
                   "FLIP BITS takes 1 to %u players, not %u",
                   FT_FB_MAX_PLAYERS, settings->n_players);
      return FALSE;
    }
  if (deck->n_cards < settings->n_players * FT_FB_HAND_OPS || deck->n_cards > FT_FB_DECK_MAX)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_SETUP,
                   "a deck of %u OPERATION cards cannot deal %u hands of %u",
                   deck->n_cards, settings->n_players, FT_FB_HAND_OPS);
      return FALSE;
    }

  memset (&g, 0, sizeof g);
  g.settings = *settings;
  g.deck = *deck;
  if (settings->mask_chosen)
    ft_fb_deck_choose_masks (&g.deck);
  g.winner = -1;
  g.phase = FT_FB_PHASE_RESOLVE_WINDOW;
  ft_rng_init (&g.rng, seed);

  g.n_op_deck = g.deck.n_cards;
  memcpy (g.op_deck, g.deck.cards, g.deck.n_cards * sizeof (FtFbCard));
  ft_rng_shuffle (&g.rng, g.op_deck, g.n_op_deck, sizeof (FtFbCard));
  for (guint v = 0; v < FT_FB_N_HEX; v++)
    g.hex_deck[v] = v;
  g.n_hex_deck = FT_FB_N_HEX;
  ft_rng_shuffle (&g.rng, g.hex_deck, g.n_hex_deck, 1);

  /* GOAL first, then MEMORY: two distinct HEX cards, so never equal. */
  draw_hex (&g, &hex);
  g.goal = hex;
  g.hex_discard[g.n_hex_discard++] = hex;
  draw_hex (&g, &hex);
  g.memory = hex;
  g.hex_discard[g.n_hex_discard++] = hex;

  for (guint seat = 0; seat < FT_FB_MAX_PLAYERS; seat++)
    g.hands[seat].hex = -1;
  for (guint seat = 0; seat < settings->n_players; seat++)
    refill_hand (&g, &g.hands[seat]);

  /* The lowest HEX card plays first; the values are distinct. */
  for (guint seat = 1; seat < settings->n_players; seat++)
    if (g.hands[seat].hex < g.hands[g.current].hex)
      g.current = seat;

  *game = g;
  return TRUE;
}

/*
 * Whether @seat may call "Resolved" now (R9, R10): in the resolve window,
 * any seat but the current player's; in solo the player, before the turn.
 */
gboolean
ft_fb_game_can_resolve (const FtFbGame *game,
                        guint           seat)
{
  if (game->phase != FT_FB_PHASE_RESOLVE_WINDOW || seat >= game->settings.n_players)
    return FALSE;
  return ft_fb_game_is_solo (game) || seat != game->current;
}

/*
 * The seats that may call "Resolved" in this window, in the order R9 asks
 * them: seat order after the current player (in solo, the player).
 * Returns how many there are: none outside a resolve window.
 */
guint
ft_fb_game_window_seats (const FtFbGame *game,
                         guint           seats[FT_FB_MAX_PLAYERS])
{
  guint n = game->settings.n_players, count = 0;

  if (game->phase != FT_FB_PHASE_RESOLVE_WINDOW)
    return 0;
  if (ft_fb_game_is_solo (game))
    {
      seats[0] = 0;
      return 1;
    }
  for (guint offset = 1; offset < n; offset++)
    seats[count++] = (game->current + offset) % n;
  return count;
}

/* The solve problem @seat faces: its hand against MEMORY and GOAL. */
void
ft_fb_game_problem (const FtFbGame *game,
                    guint           seat,
                    FtFbProblem    *problem)
{
  const FtFbHand *hand = &game->hands[seat];

  problem->memory = game->memory;
  problem->goal = game->goal;
  problem->hex = hand->hex;
  problem->n_cards = hand->n_ops;
  memcpy (problem->cards, hand->ops, hand->n_ops * sizeof (FtFbCard));
}

/*
 * @seat calls "Resolved" and plays @solution (R4-R6, R9, R10).  A solve the
 * rules do not allow (no card, a card twice, a HEX card missing, a bad
 * chosen bit) is an error and changes nothing.  A legal solve that reaches
 * GOAL is a success (R5): a point, the used cards discarded, MEMORY kept, a
 * new GOAL, and the solver's turn starts with a resolve window.  One that
 * does not is a failure (R6): a warning, a point lost every second warning,
 * MEMORY untouched, the hand kept, the window still open; in solo a failure
 * costs nothing (R10).  In solo there is one attempt before each turn: after
 * it, success or not, the turn follows (R12).
 */
gboolean
ft_fb_game_resolve (FtFbGame           *game,
                    guint               seat,
                    const FtFbSolution *solution,
                    FtFbResolveOutcome *outcome,
                    GError            **error)
{
  FtFbProblem problem;
  FtFbSolution checked = *solution;
  FtFbHand *hand;
  guint8 result;
  guint used = 0, kept = 0;

  if (game->phase != FT_FB_PHASE_RESOLVE_WINDOW)
    {
      /* flipbits R9 */
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE,
                           "“Resolved” can only be called in the resolve window, "
                           "before the player to move plays");
      return FALSE;
    }
  if (!ft_fb_game_can_resolve (game, seat))
    {
      /* flipbits R9 */
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED,
                   "seat %u cannot call “Resolved” during its own turn", seat);
      return FALSE;
    }

  ft_fb_game_problem (game, seat, &problem);
  if (!ft_fb_solution_check (&problem, &checked, &result, error))
    return FALSE;

  hand = &game->hands[seat];
  if (result != game->goal)
    {
      if (!ft_fb_game_is_solo (game))
        {
          game->warnings[seat]++;
          if (game->warnings[seat] % 2 == 0)
            game->scores[seat]--;
        }
      if (outcome != NULL)
        *outcome = FT_FB_RESOLVE_FAILURE;
      /* R12: in solo, one attempt before each turn, and a miss uses it. */
      if (ft_fb_game_is_solo (game))
        game->phase = FT_FB_PHASE_DISCARD;
      return TRUE;
    }

  for (guint s = 0; s < checked.n_steps; s++)
    {
      used |= 1u << checked.steps[s].card;
      game->op_discard[game->n_op_discard++] = hand->ops[checked.steps[s].card];
    }
  for (guint i = 0; i < hand->n_ops; i++)
    if (!(used & (1u << i)))
      hand->ops[kept++] = hand->ops[i];
  hand->n_ops = kept;
  if (ft_fb_solution_uses_hex (&checked))
    {
      game->hex_discard[game->n_hex_discard++] = hand->hex;
      hand->hex = -1;
    }

  game->memory = result;
  game->scores[seat]++;
  if (outcome != NULL)
    *outcome = FT_FB_RESOLVE_SUCCESS;

  if (game->scores[seat] >= FT_FB_POINTS_TO_WIN)
    {
      game->phase = FT_FB_PHASE_GAME_OVER;
      game->winner = seat;
      return TRUE;
    }

  draw_goal (game);
  game->current = seat;
  /* R12: in solo the turn follows a success; no second attempt before it. */
  game->phase = ft_fb_game_is_solo (game) ? FT_FB_PHASE_DISCARD : FT_FB_PHASE_RESOLVE_WINDOW;
  return TRUE;
}

/* Nobody (more) calls "Resolved": the current player discards next (R9). */
gboolean
ft_fb_game_close_window (FtFbGame  *game,
                         GError   **error)
{
  if (game->phase != FT_FB_PHASE_RESOLVE_WINDOW)
    {
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE,
                           "no resolve window is open");
      return FALSE;
    }
  game->phase = FT_FB_PHASE_DISCARD;
  return TRUE;
}

/*
 * The current player's turn (R7): discards the OPERATION cards whose bits
 * are set in @op_mask (bit i = ops[i]) and the HEX card if @discard_hex,
 * then draws up to 3 OPERATION cards and a HEX card if the hand has none.
 * At least one OPERATION card must go, unless the hand holds none.  The next
 * seat's turn then opens with a resolve window.
 */
gboolean
ft_fb_game_discard (FtFbGame  *game,
                    guint      op_mask,
                    gboolean   discard_hex,
                    GError   **error)
{
  FtFbHand *hand = &game->hands[game->current];
  guint kept = 0;

  if (game->phase != FT_FB_PHASE_DISCARD)
    {
      /* flipbits R9 */
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE,
                           "cards are discarded after the resolve window");
      return FALSE;
    }
  if (op_mask >= (1u << hand->n_ops))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED,
                   "the hand holds only %u OPERATION cards", hand->n_ops);
      return FALSE;
    }
  if (op_mask == 0 && hand->n_ops > 0)
    {
      /* flipbits R7 */
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED,
                           "discard at least one OPERATION card");
      return FALSE;
    }
  if (discard_hex && hand->hex < 0)
    {
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_NOT_ALLOWED,
                           "there is no HEX card to discard");
      return FALSE;
    }

  for (guint i = 0; i < hand->n_ops; i++)
    if (op_mask & (1u << i))
      game->op_discard[game->n_op_discard++] = hand->ops[i];
    else
      hand->ops[kept++] = hand->ops[i];
  hand->n_ops = kept;
  if (discard_hex)
    {
      game->hex_discard[game->n_hex_discard++] = hand->hex;
      hand->hex = -1;
    }

  refill_hand (game, hand);
  game->turns++;
  game->current = (game->current + 1) % game->settings.n_players;
  game->phase = FT_FB_PHASE_RESOLVE_WINDOW;
  return TRUE;
}

static int
card_cmp (const void *a,
          const void *b)
{
  return ft_fb_card_compare (*(const FtFbCard *) a, *(const FtFbCard *) b);
}

/*
 * Every card exactly once: the OPERATION cards in the deck, the discard
 * pile and the hands are the deck's make-up, and the HEX cards 0-F are each
 * in exactly one of the HEX deck, its discard pile and the hands.
 */
gboolean
ft_fb_game_check_conservation (const FtFbGame  *game,
                               GError         **error)
{
  FtFbCard all[FT_FB_DECK_MAX * 2], expected[FT_FB_DECK_MAX];
  guint n = 0, hex_seen[FT_FB_N_HEX] = { 0 };
  guint n_players = game->settings.n_players;

  if (game->n_op_deck > FT_FB_DECK_MAX || game->n_op_discard > FT_FB_DECK_MAX ||
      game->n_hex_deck > FT_FB_N_HEX || game->n_hex_discard > FT_FB_N_HEX ||
      game->deck.n_cards > FT_FB_DECK_MAX || n_players > FT_FB_MAX_PLAYERS)
    {
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                           "a pile holds more cards than exist");
      return FALSE;
    }

  memcpy (all + n, game->op_deck, game->n_op_deck * sizeof (FtFbCard));
  n += game->n_op_deck;
  memcpy (all + n, game->op_discard, game->n_op_discard * sizeof (FtFbCard));
  n += game->n_op_discard;
  for (guint seat = 0; seat < FT_FB_MAX_PLAYERS; seat++)
    {
      const FtFbHand *hand = &game->hands[seat];

      if (seat >= n_players && (hand->n_ops > 0 || hand->hex >= 0))
        {
          g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                       "seat %u holds cards but is not playing", seat);
          return FALSE;
        }
      if (hand->n_ops > FT_FB_HAND_OPS || n + hand->n_ops > G_N_ELEMENTS (all))
        {
          g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                       "seat %u holds more than %u OPERATION cards", seat, FT_FB_HAND_OPS);
          return FALSE;
        }
      memcpy (all + n, hand->ops, hand->n_ops * sizeof (FtFbCard));
      n += hand->n_ops;
      if (hand->hex >= FT_FB_N_HEX)
        {
          g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                       "seat %u holds HEX card %d, which does not exist", seat, hand->hex);
          return FALSE;
        }
      if (hand->hex >= 0)
        hex_seen[hand->hex]++;
    }

  if (n != game->deck.n_cards)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "%u OPERATION cards in play but the deck has %u", n, game->deck.n_cards);
      return FALSE;
    }
  memcpy (expected, game->deck.cards, n * sizeof (FtFbCard));
  qsort (all, n, sizeof (FtFbCard), card_cmp);
  qsort (expected, n, sizeof (FtFbCard), card_cmp);
  for (guint i = 0; i < n; i++)
    if (!ft_fb_card_equal (all[i], expected[i]))
      {
        g_autofree char *token = ft_fb_card_to_string (expected[i]);

        g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                     "the OPERATION cards in play are not the deck's (check %s)", token);
        return FALSE;
      }

  for (guint i = 0; i < game->n_hex_deck; i++)
    hex_seen[game->hex_deck[i] & FT_FB_VALUE_MASK]++;
  for (guint i = 0; i < game->n_hex_discard; i++)
    hex_seen[game->hex_discard[i] & FT_FB_VALUE_MASK]++;
  for (guint v = 0; v < FT_FB_N_HEX; v++)
    if (hex_seen[v] != 1)
      {
        g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                     "HEX card %c is in play %u times, not once", ft_fb_hex_digit (v), hex_seen[v]);
        return FALSE;
      }
  for (guint i = 0; i < game->n_hex_deck; i++)
    if (game->hex_deck[i] >= FT_FB_N_HEX)
      goto bad_hex;
  for (guint i = 0; i < game->n_hex_discard; i++)
    if (game->hex_discard[i] >= FT_FB_N_HEX)
      goto bad_hex;
  return TRUE;

bad_hex:
  g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                       "a HEX pile holds a value above F");
  return FALSE;
}

/* The text form; its format is documented in flipbits-game.h. */
char *
ft_fb_game_to_string (const FtFbGame *game)
{
  static const char *const phases[] = { "window", "discard", "over" };
  GString *s = g_string_new ("flipbits-game 1\n");
  g_autofree char *deck = ft_fb_cards_to_string (game->deck.cards, game->deck.n_cards);
  g_autofree char *rng = ft_rng_to_string (&game->rng);
  g_autofree char *op_deck = ft_fb_cards_to_string (game->op_deck, game->n_op_deck);
  g_autofree char *op_discard = ft_fb_cards_to_string (game->op_discard, game->n_op_discard);
  char memory[FT_FB_BITS + 1], goal[FT_FB_BITS + 1];
  const guint8 *hex_piles[2] = { game->hex_deck, game->hex_discard };
  const guint hex_counts[2] = { game->n_hex_deck, game->n_hex_discard };
  const char *hex_keys[2] = { "hex-deck", "hex-discard" };

  ft_fb_bits_format (game->memory, memory);
  ft_fb_bits_format (game->goal, goal);
  g_string_append_printf (s, "players %u\n", game->settings.n_players);
  g_string_append_printf (s, "mask-chosen %s\n", game->settings.mask_chosen ? "yes" : "no");
  g_string_append_printf (s, "keep-equal-goal %s\n", game->settings.keep_equal_goal ? "yes" : "no");
  g_string_append_printf (s, "deck %s\nrng %s\n", deck, rng);
  g_string_append_printf (s, "memory %s\ngoal %s\n", memory, goal);
  g_string_append_printf (s, "phase %s\ncurrent %u\nturns %u\n",
                          phases[game->phase], game->current, game->turns);
  if (game->winner < 0)
    g_string_append (s, "winner -\n");
  else
    g_string_append_printf (s, "winner %d\n", game->winner);

  for (guint seat = 0; seat < game->settings.n_players; seat++)
    {
      const FtFbHand *hand = &game->hands[seat];
      g_autofree char *ops = ft_fb_cards_to_string (hand->ops, hand->n_ops);
      char hex[FT_FB_BITS + 1] = "-";

      if (hand->hex >= 0)
        ft_fb_bits_format (hand->hex, hex);
      g_string_append_printf (s, "seat %u score %d warnings %u hex %s ops %s\n",
                              seat, game->scores[seat], game->warnings[seat], hex, ops);
    }

  g_string_append_printf (s, "op-deck %s\nop-discard %s\n", op_deck, op_discard);
  for (guint p = 0; p < 2; p++)
    {
      g_string_append_printf (s, "%s ", hex_keys[p]);
      if (hex_counts[p] == 0)
        g_string_append_c (s, '-');
      for (guint i = 0; i < hex_counts[p]; i++)
        {
          char bits[FT_FB_BITS + 1];

          ft_fb_bits_format (hex_piles[p][i], bits);
          g_string_append_printf (s, "%s%s", i ? "," : "", bits);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

/* The value of line @key, the next line of the text. */
static const char *
take_line (char        **lines,
           guint        *index,
           const char   *key,
           GError      **error)
{
  const char *line = lines[*index];
  gsize key_len = strlen (key);

  if (line == NULL || strncmp (line, key, key_len) != 0 || line[key_len] != ' ')
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: expected “%s …”", *index + 1, key);
      return NULL;
    }
  (*index)++;
  return line + key_len + 1;
}

static gboolean
parse_uint (const char  *text,
            guint        max,
            guint       *value,
            guint        line,
            GError     **error)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &v, NULL))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: “%s” is not a number from 0 to %u", line, text, max);
      return FALSE;
    }
  *value = (guint) v;
  return TRUE;
}

static gboolean
parse_bits (const char  *text,
            guint8      *value,
            guint        line,
            GError     **error)
{
  if (!ft_fb_bits_parse (text, value))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: “%s” is not four bits like 0101", line, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_yes_no (const char  *text,
              gboolean    *value,
              guint        line,
              GError     **error)
{
  if (g_strcmp0 (text, "yes") == 0 || g_strcmp0 (text, "no") == 0)
    {
      *value = text[0] == 'y';
      return TRUE;
    }
  g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
               "line %u: expected yes or no, not “%s”", line, text);
  return FALSE;
}

static gboolean
parse_card_list (const char  *text,
                 FtFbCard    *cards,
                 guint        max_cards,
                 guint       *n_cards,
                 guint        line,
                 GError     **error)
{
  g_autoptr(GError) local = NULL;

  if (!ft_fb_cards_parse (text, cards, max_cards, n_cards, &local))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: %s", line, local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_hex_list (const char  *text,
                guint8      *values,
                guint       *n_values,
                guint        line,
                GError     **error)
{
  g_auto(GStrv) tokens = NULL;
  guint n;

  if (g_strcmp0 (text, "-") == 0)
    {
      *n_values = 0;
      return TRUE;
    }
  tokens = g_strsplit (text, ",", -1);
  n = g_strv_length (tokens);
  if (n > FT_FB_N_HEX)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: more than %u HEX cards", line, FT_FB_N_HEX);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (!parse_bits (tokens[i], &values[i], line, error))
      return FALSE;
  *n_values = n;
  return TRUE;
}

static gboolean
parse_seat (const char  *text,
            FtFbGame    *game,
            guint        seat,
            guint        line,
            GError     **error)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  FtFbHand *hand = &game->hands[seat];
  guint number;
  gint64 score;

  if (g_strv_length (words) != 9 || strcmp (words[1], "score") != 0 ||
      strcmp (words[3], "warnings") != 0 || strcmp (words[5], "hex") != 0 ||
      strcmp (words[7], "ops") != 0)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: expected “seat N score S warnings W hex H ops CARDS”", line);
      return FALSE;
    }
  if (!parse_uint (words[0], FT_FB_MAX_PLAYERS - 1, &number, line, error))
    return FALSE;
  if (number != seat)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: expected seat %u, found seat %u", line, seat, number);
      return FALSE;
    }
  if (!g_ascii_string_to_signed (words[2], 10, -1000, 1000, &score, NULL))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: “%s” is not a score", line, words[2]);
      return FALSE;
    }
  game->scores[seat] = (int) score;
  if (!parse_uint (words[4], 2000, &game->warnings[seat], line, error))
    return FALSE;
  if (strcmp (words[6], "-") == 0)
    hand->hex = -1;
  else
    {
      guint8 hex;

      if (!parse_bits (words[6], &hex, line, error))
        return FALSE;
      hand->hex = hex;
    }
  return parse_card_list (words[8], hand->ops, FT_FB_HAND_OPS, &hand->n_ops, line, error);
}

/*
 * Parses the text form of ft_fb_game_to_string().  Anything malformed or
 * impossible (a card missing or twice, a winner without 3 points, a seat out
 * of range) is an error and @game is left untouched.
 */
gboolean
ft_fb_game_from_string (FtFbGame    *game,
                        const char  *text,
                        GError     **error)
{
  static const char *const phases[] = { "window", "discard", "over" };
  g_auto(GStrv) lines = NULL;
  FtFbGame g;
  const char *v;
  guint i = 0, n_lines, number;

  g_return_val_if_fail (game != NULL, FALSE);

  if (text == NULL)
    text = "";
  lines = g_strsplit (text, "\n", -1);
  /* A final newline leaves one empty line behind. */
  n_lines = g_strv_length (lines);
  if (n_lines > 0 && *lines[n_lines - 1] == '\0')
    {
      g_free (lines[n_lines - 1]);
      lines[--n_lines] = NULL;
    }

  memset (&g, 0, sizeof g);
  for (guint seat = 0; seat < FT_FB_MAX_PLAYERS; seat++)
    g.hands[seat].hex = -1;

  if (!(v = take_line (lines, &i, "flipbits-game", error)))
    return FALSE;
  if (strcmp (v, "1") != 0)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "unknown FLIP BITS text version “%s”", v);
      return FALSE;
    }
  if (!(v = take_line (lines, &i, "players", error)) ||
      !parse_uint (v, FT_FB_MAX_PLAYERS, &g.settings.n_players, i, error))
    return FALSE;
  if (g.settings.n_players == 0)
    {
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                           "line 2: a game needs at least one player");
      return FALSE;
    }
  if (!(v = take_line (lines, &i, "mask-chosen", error)) ||
      !parse_yes_no (v, &g.settings.mask_chosen, i, error) ||
      !(v = take_line (lines, &i, "keep-equal-goal", error)) ||
      !parse_yes_no (v, &g.settings.keep_equal_goal, i, error) ||
      !(v = take_line (lines, &i, "deck", error)) ||
      !parse_card_list (v, g.deck.cards, FT_FB_DECK_MAX, &g.deck.n_cards, i, error))
    return FALSE;
  if (!(v = take_line (lines, &i, "rng", error)))
    return FALSE;
  if (!ft_rng_from_string (&g.rng, v))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: “%s” is not a random number generator state", i, v);
      return FALSE;
    }
  if (!(v = take_line (lines, &i, "memory", error)) ||
      !parse_bits (v, &g.memory, i, error) ||
      !(v = take_line (lines, &i, "goal", error)) ||
      !parse_bits (v, &g.goal, i, error) ||
      !(v = take_line (lines, &i, "phase", error)))
    return FALSE;
  for (number = 0; number < G_N_ELEMENTS (phases); number++)
    if (strcmp (v, phases[number]) == 0)
      break;
  if (number == G_N_ELEMENTS (phases))
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: unknown phase “%s”", i, v);
      return FALSE;
    }
  g.phase = number;
  if (!(v = take_line (lines, &i, "current", error)) ||
      !parse_uint (v, g.settings.n_players - 1, &g.current, i, error) ||
      !(v = take_line (lines, &i, "turns", error)) ||
      !parse_uint (v, G_MAXINT, &g.turns, i, error) ||
      !(v = take_line (lines, &i, "winner", error)))
    return FALSE;
  if (strcmp (v, "-") == 0)
    g.winner = -1;
  else if (parse_uint (v, g.settings.n_players - 1, &number, i, error))
    g.winner = number;
  else
    return FALSE;

  for (guint seat = 0; seat < g.settings.n_players; seat++)
    if (!(v = take_line (lines, &i, "seat", error)) ||
        !parse_seat (v, &g, seat, i, error))
      return FALSE;

  if (!(v = take_line (lines, &i, "op-deck", error)) ||
      !parse_card_list (v, g.op_deck, FT_FB_DECK_MAX, &g.n_op_deck, i, error) ||
      !(v = take_line (lines, &i, "op-discard", error)) ||
      !parse_card_list (v, g.op_discard, FT_FB_DECK_MAX, &g.n_op_discard, i, error) ||
      !(v = take_line (lines, &i, "hex-deck", error)) ||
      !parse_hex_list (v, g.hex_deck, &g.n_hex_deck, i, error) ||
      !(v = take_line (lines, &i, "hex-discard", error)) ||
      !parse_hex_list (v, g.hex_discard, &g.n_hex_discard, i, error))
    return FALSE;
  if (lines[i] != NULL)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                   "line %u: unexpected text after the last pile", i + 1);
      return FALSE;
    }

  if ((g.phase == FT_FB_PHASE_GAME_OVER) != (g.winner >= 0) ||
      (g.winner >= 0 && g.scores[g.winner] < FT_FB_POINTS_TO_WIN))
    {
      g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                           "a game is over exactly when a winner has 3 points");
      return FALSE;
    }
  if (g.settings.mask_chosen)
    for (guint c = 0; c < g.deck.n_cards; c++)
      if (ft_fb_op_operand_kind (g.deck.cards[c].op) == FT_FB_OPERAND_MASK && g.deck.cards[c].mask != 0)
        {
          g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE,
                               "with mask-chosen, MASK cards carry no printed mask");
          return FALSE;
        }
  if (!ft_fb_game_check_conservation (&g, error))
    return FALSE;

  *game = g;
  return TRUE;
}
