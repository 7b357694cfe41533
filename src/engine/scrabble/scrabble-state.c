/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "scrabble/scrabble-state.h"

G_DEFINE_QUARK (ft-scrabble-state-error-quark, ft_scrabble_state_error)

guint
ft_scrabble_state_n_tiles (const FtScrabbleSettings *settings)
{
  guint n = 0;

  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    n += ft_scrabble_bag_count (k, (settings->eq.options & FT_EQ_OPTION_XOR) != 0);
  return n;
}

static void
draw (FtScrabbleState *state,
      FtScrabbleRack  *rack)
{
  while (rack->n < FT_SCRABBLE_RACK_SIZE && state->n_bag > 0)
    rack->kinds[rack->n++] = state->bag[--state->n_bag];
}

/* scrabble R1, R2: the bag shuffled from @seed, 9 tiles to each player. */
void
ft_scrabble_state_init (FtScrabbleState          *state,
                        const FtScrabbleSettings *settings,
                        guint                     n_players,
                        guint64                   seed)
{
  g_return_if_fail (n_players >= FT_SCRABBLE_MIN_PLAYERS && n_players <= FT_SCRABBLE_MAX_PLAYERS);

  memset (state, 0, sizeof *state);
  state->settings = *settings;
  ft_scrabble_board_clear (&state->board);
  state->n_players = n_players;
  state->went_out = FT_SCRABBLE_NOBODY;
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    for (guint i = 0; i < ft_scrabble_bag_count (k, (settings->eq.options & FT_EQ_OPTION_XOR) != 0); i++)
      state->bag[state->n_bag++] = k;
  ft_rng_init (&state->rng, seed);
  ft_rng_shuffle (&state->rng, state->bag, state->n_bag, 1);
  for (guint p = 0; p < n_players; p++)
    draw (state, &state->racks[p]);
}

gboolean
ft_scrabble_state_can_exchange (const FtScrabbleState *state)
{
  return !state->over && state->n_bag >= FT_SCRABBLE_EXCHANGE_MIN_BAG;
}

static gboolean
illegal (GError     **error,
         const char  *message)
{
  g_set_error_literal (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL, message);
  return FALSE;
}

/* scrabble R6, R10: the end of a turn. */
static void
end_turn (FtScrabbleState *state,
          gboolean         scored)
{
  guint me = state->current;

  state->turn++;
  /* scrabble R19: a play that scores 0 is scoreless too. */
  state->scoreless = scored ? 0 : state->scoreless + 1;

  if (state->n_bag == 0 && state->racks[me].n == 0)
    {
      /* scrabble R10, R20: the face values of the number tiles left on the
       * other racks, for the player who went out only. */
      gint32 ones = 0;

      for (guint p = 0; p < state->n_players; p++)
        for (guint i = 0; i < state->racks[p].n; i++)
          ones += state->racks[p].kinds[i] == FT_EQ_TILE_1;
      state->adjust[me] += ones;
      state->scores[me] += ones;
      state->went_out = me;
      state->over = TRUE;
    }
  else if (state->scoreless >= FT_SCRABBLE_SCORELESS_END)
    {
      /* scrabble R10: each player loses the points of their own rack. */
      for (guint p = 0; p < state->n_players; p++)
        {
          gint32 points = 0;

          for (guint i = 0; i < state->racks[p].n; i++)
            points += ft_scrabble_kind_points (state->racks[p].kinds[i]);
          state->adjust[p] -= points;
          state->scores[p] -= points;
        }
      state->over = TRUE;
    }

  if (!state->over)
    state->current = (state->current + 1) % state->n_players;
}

/*
 * The current player makes @move.  An illegal move changes nothing and
 * fails with the rule it breaks in words (and, for a play, @verdict, which
 * may be NULL); a legal play gets its normalised form and score.
 */
gboolean
ft_scrabble_state_apply (FtScrabbleState      *state,
                         const FtScrabbleMove *move,
                         FtScrabbleVerdict    *verdict,
                         GError              **error)
{
  FtScrabbleRack *rack = &state->racks[state->current];
  FtScrabbleVerdict local;
  FtScrabbleRack leave;

  if (verdict == NULL)
    verdict = &local;
  memset (verdict, 0, sizeof *verdict);

  if (state->over)
    return illegal (error, _("the game is over"));

  switch (move->kind)
    {
    case FT_SCRABBLE_MOVE_PLAY:
      {
        FtScrabblePlay play = move->play;

        if (!ft_scrabble_play_uses_rack (&play, rack, &leave))
          {
            g_autofree char *why = NULL;

            verdict->fault = FT_SCRABBLE_FAULT_NOT_ON_RACK;
            verdict->rule = 2;
            why = ft_scrabble_verdict_describe (verdict, NULL);
            return illegal (error, why);
          }
        if (!ft_scrabble_check_play (&state->board, &state->settings, &play, verdict))
          {
            FtScrabbleBoard after = state->board;
            g_autofree char *why = NULL;

            if (verdict->fault == FT_SCRABBLE_FAULT_BAD_RUN)
              ft_scrabble_board_apply (&after, &play);
            why = ft_scrabble_verdict_describe (verdict, &after);
            return illegal (error, why);
          }
        ft_scrabble_board_apply (&state->board, &play);
        state->scores[state->current] += play.score;
        *rack = leave;
        draw (state, rack);
        end_turn (state, play.score > 0);
        return TRUE;
      }

    case FT_SCRABBLE_MOVE_EXCHANGE:
      {
        FtScrabblePlay as_play = { 0, };

        /* scrabble R6 */
        if (!ft_scrabble_state_can_exchange (state))
          return illegal (error, _("an exchange needs at least 9 tiles in the bag"));
        if (move->exchange.n == 0 || move->exchange.n > rack->n)
          return illegal (error, _("an exchange gives back 1 to 9 tiles of the rack"));
        /* The rack check of a play does the counting: a blank is a blank. */
        as_play.n = move->exchange.n;
        for (guint i = 0; i < move->exchange.n; i++)
          {
            guint k = move->exchange.kinds[i];

            if (k >= FT_SCRABBLE_N_KINDS)
              return illegal (error, _("the rack does not hold these tiles"));
            as_play.tiles[i].tile = k == FT_SCRABBLE_BLANK ? FT_SCRABBLE_BLANK_FLAG : k;
          }
        if (!ft_scrabble_play_uses_rack (&as_play, rack, &leave))
          return illegal (error, _("the rack does not hold these tiles"));
        *rack = leave;
        draw (state, rack);
        for (guint i = 0; i < move->exchange.n; i++)
          state->bag[state->n_bag++] = move->exchange.kinds[i];
        ft_rng_shuffle (&state->rng, state->bag, state->n_bag, 1);
        end_turn (state, FALSE);
        return TRUE;
      }

    case FT_SCRABBLE_MOVE_PASS:
      end_turn (state, FALSE);
      return TRUE;

    default:
      return illegal (error, _("unknown move"));
    }
}

static gboolean
invalid (GError     **error,
         const char  *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError     **error,
         const char  *format,
         ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID, message);
  return FALSE;
}

static gint32
rack_points (const FtScrabbleRack *rack)
{
  gint32 points = 0;

  for (guint i = 0; i < rack->n; i++)
    points += ft_scrabble_kind_points (rack->kinds[i]);
  return points;
}

/* scrabble R6, R10, R20: how a game ends, as end_turn() ends it.  A game
 * goes on with no empty rack, fewer than six scoreless turns in a row and
 * no end-of-game change to the scores; one that is over either went out
 * (bag and that rack empty; it gained the 1 tiles left on the other racks,
 * nobody lost anything) or ended after six scoreless turns (each lost the
 * points of their own rack). */
static gboolean
check_ending (const FtScrabbleState *state,
              GError               **error)
{
  if (state->went_out != FT_SCRABBLE_NOBODY && state->went_out >= state->n_players)
    return invalid (error, "player %u went out, of %u", state->went_out + 1, state->n_players);

  if (!state->over)
    {
      if (state->went_out != FT_SCRABBLE_NOBODY)
        return invalid (error, "player %u went out, but the game is not over", state->went_out + 1);
      if (state->scoreless >= FT_SCRABBLE_SCORELESS_END)
        return invalid (error, "%u scoreless turns in a row, but the game is not over: %u end it",
                        state->scoreless, (guint) FT_SCRABBLE_SCORELESS_END);
      for (guint p = 0; p < state->n_players; p++)
        {
          if (state->racks[p].n == 0)
            return invalid (error, "rack %u is empty, but the game is not over: a player who "
                            "plays the last tile goes out", p + 1);
          if (state->adjust[p] != 0)
            return invalid (error, "player %u's score was changed by the end of a game that is "
                            "not over", p + 1);
        }
      return TRUE;
    }

  if (state->went_out != FT_SCRABBLE_NOBODY)
    {
      guint out = state->went_out;
      gint32 ones = 0;

      if (state->n_bag != 0 || state->racks[out].n != 0)
        return invalid (error, "player %u went out while holding %u tiles and the bag %u: going "
                        "out takes an empty rack and an empty bag",
                        out + 1, state->racks[out].n, state->n_bag);
      for (guint p = 0; p < state->n_players; p++)
        for (guint i = 0; i < state->racks[p].n; i++)
          ones += state->racks[p].kinds[i] == FT_EQ_TILE_1;
      for (guint p = 0; p < state->n_players; p++)
        if (state->adjust[p] != (p == out ? ones : 0))
          return invalid (error, "player %u went out, but the end of the game changed player "
                          "%u's score by %d", out + 1, p + 1, state->adjust[p]);
      return TRUE;
    }

  if (state->scoreless != FT_SCRABBLE_SCORELESS_END)
    return invalid (error, "the game ended on scoreless turns after %u of them: it takes %u",
                    state->scoreless, (guint) FT_SCRABBLE_SCORELESS_END);
  for (guint p = 0; p < state->n_players; p++)
    if (state->adjust[p] != -rack_points (&state->racks[p]))
      return invalid (error, "the game ended on scoreless turns, but player %u's score was "
                      "changed by %d, not by the %d points of the rack",
                      p + 1, state->adjust[p], -rack_points (&state->racks[p]));
  return TRUE;
}

/* scrabble R1: no more tiles of a kind on @board than the set has (a
 * blank counts as a blank), and nothing that is no tile.  The command line
 * refuses a board file with it (225 tiles of a set of 100). */
gboolean
ft_scrabble_board_check_tiles (const FtScrabbleBoard    *board,
                               const FtScrabbleSettings *settings,
                               GError                  **error)
{
  guint counts[FT_SCRABBLE_N_KINDS] = { 0, };
  gboolean xor_option = (settings->eq.options & FT_EQ_OPTION_XOR) != 0;

  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      guint8 cell = board->cells[sq];

      if (cell == FT_SCRABBLE_EMPTY)
        continue;
      if (FT_SCRABBLE_CELL_TILE (cell) >= FT_EQ_N_TILES)
        return invalid (error, "square %u,%u holds something that is no tile",
                        sq / FT_SCRABBLE_SIZE + 1, sq % FT_SCRABBLE_SIZE + 1);
      counts[FT_SCRABBLE_CELL_IS_BLANK (cell) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (cell)]++;
    }
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    if (counts[k] > ft_scrabble_bag_count (k, xor_option))
      return invalid (error, "%u “%s” tiles on the board, but the set has %u", counts[k],
                      ft_scrabble_kind_to_string (k), ft_scrabble_bag_count (k, xor_option));
  return TRUE;
}

/* scrabble R3, R4, R5: every run of 2+ tiles an equation or, with numbers
 * alongside, a plain number, and the tiles connected through the centre. */
static gboolean
check_board (const FtScrabbleBoard    *board,
             const FtScrabbleSettings *settings,
             GError                  **error)
{
  const FtScrabbleBoard *b = board;
  guint8 seen[FT_SCRABBLE_N_SQUARES] = { 0, };
  guint stack[FT_SCRABBLE_N_SQUARES], n_stack = 0, n_tiles = 0, n_seen = 0;

  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    n_tiles += b->cells[sq] != FT_SCRABBLE_EMPTY;

  /* scrabble R5: every run of 2+ tiles. */
  for (guint dir = 0; dir < 2; dir++)
    for (guint line = 0; line < FT_SCRABBLE_SIZE; line++)
      {
        guint k = 0;

        while (k < FT_SCRABBLE_SIZE)
          {
            guint8 tiles[FT_EQ_MAX_TILES];
            guint n = 0, first = k;
            FtEqVerdict v;

            while (k < FT_SCRABBLE_SIZE)
              {
                guint sq = dir == 0 ? ft_scrabble_square (line, k) : ft_scrabble_square (k, line);

                if (b->cells[sq] == FT_SCRABBLE_EMPTY)
                  break;
                tiles[n++] = FT_SCRABBLE_CELL_TILE (b->cells[sq]);
                k++;
              }
            if (n >= 2 && !ft_eq_check (tiles, n, &settings->eq, &v) &&
                !(settings->numbers_alongside && ft_scrabble_is_plain_number (tiles, n)))
              {
                g_autofree char *text = ft_eq_tiles_to_string (tiles, n);

                return invalid (error, "the run %s %s from %u,%u is no equation", text,
                                dir == 0 ? "across" : "down",
                                (dir == 0 ? line : first) + 1, (dir == 0 ? first : line) + 1);
              }
            k++;
          }
      }

  /* scrabble R3, R4: the tiles form one group through the centre. */
  if (n_tiles > 0)
    {
      if (b->cells[FT_SCRABBLE_CENTRE] == FT_SCRABBLE_EMPTY)
        return invalid (error, "the centre square is empty, but the first play covers it");
      stack[n_stack++] = FT_SCRABBLE_CENTRE;
      seen[FT_SCRABBLE_CENTRE] = TRUE;
      while (n_stack > 0)
        {
          guint sq = stack[--n_stack], r = sq / FT_SCRABBLE_SIZE, c = sq % FT_SCRABBLE_SIZE;
          gint next[4] = { r > 0 ? (gint) sq - FT_SCRABBLE_SIZE : -1,
                           r + 1 < FT_SCRABBLE_SIZE ? (gint) sq + FT_SCRABBLE_SIZE : -1,
                           c > 0 ? (gint) sq - 1 : -1,
                           c + 1 < FT_SCRABBLE_SIZE ? (gint) sq + 1 : -1 };

          n_seen++;
          for (guint i = 0; i < 4; i++)
            if (next[i] >= 0 && !seen[next[i]] && b->cells[next[i]] != FT_SCRABBLE_EMPTY)
              {
                seen[next[i]] = TRUE;
                stack[n_stack++] = next[i];
              }
        }
      if (n_seen != n_tiles)
        return invalid (error, "%u tiles are not connected to the centre", n_tiles - n_seen);
    }
  return TRUE;
}

/*
 * The invariants: tile conservation (R1: board, racks and bag hold the
 * whole set), full racks while the bag has tiles (R2), every run of 2+
 * tiles on the board an equation or, with numbers alongside, a plain
 * number (R5), the tiles connected through the centre (R3, R4), and an
 * ending that a game can reach (R6, R10: check_ending()).
 */
gboolean
ft_scrabble_state_check (const FtScrabbleState *state,
                         GError               **error)
{
  guint counts[FT_SCRABBLE_N_KINDS] = { 0, };
  gboolean xor_option = (state->settings.eq.options & FT_EQ_OPTION_XOR) != 0;

  if (state->n_players < FT_SCRABBLE_MIN_PLAYERS || state->n_players > FT_SCRABBLE_MAX_PLAYERS)
    return invalid (error, "%u players: the game has 2 to 4", state->n_players);
  if (state->current >= state->n_players)
    return invalid (error, "player %u is to play, of %u", state->current + 1, state->n_players);
  if (state->n_bag > FT_SCRABBLE_MAX_TILES)
    return invalid (error, "the bag holds %u tiles", state->n_bag);

  for (guint i = 0; i < state->n_bag; i++)
    {
      if (state->bag[i] >= FT_SCRABBLE_N_KINDS)
        return invalid (error, "the bag holds something that is no tile");
      counts[state->bag[i]]++;
    }
  for (guint p = 0; p < state->n_players; p++)
    {
      const FtScrabbleRack *rack = &state->racks[p];

      if (rack->n > FT_SCRABBLE_RACK_SIZE)
        return invalid (error, "rack %u holds %u tiles", p + 1, rack->n);
      /* scrabble R2 */
      if (state->n_bag > 0 && rack->n != FT_SCRABBLE_RACK_SIZE)
        return invalid (error, "rack %u holds %u tiles while the bag has %u: a rack is refilled "
                        "to %u while tiles are left", p + 1, rack->n, state->n_bag,
                        (guint) FT_SCRABBLE_RACK_SIZE);
      for (guint i = 0; i < rack->n; i++)
        {
          if (rack->kinds[i] >= FT_SCRABBLE_N_KINDS)
            return invalid (error, "rack %u holds something that is no tile", p + 1);
          counts[rack->kinds[i]]++;
        }
    }
  for (guint sq = 0; sq < FT_SCRABBLE_N_SQUARES; sq++)
    {
      guint8 cell = state->board.cells[sq];

      if (cell == FT_SCRABBLE_EMPTY)
        continue;
      if (FT_SCRABBLE_CELL_TILE (cell) >= FT_EQ_N_TILES)
        return invalid (error, "square %u,%u holds something that is no tile",
                        sq / FT_SCRABBLE_SIZE + 1, sq % FT_SCRABBLE_SIZE + 1);
      counts[FT_SCRABBLE_CELL_IS_BLANK (cell) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (cell)]++;
    }
  /* scrabble R1: the set's tiles, all of them somewhere. */
  for (guint k = 0; k < FT_SCRABBLE_N_KINDS; k++)
    if (counts[k] != ft_scrabble_bag_count (k, xor_option))
      return invalid (error, "%u “%s” tiles in the game, but the set has %u", counts[k],
                      ft_scrabble_kind_to_string (k), ft_scrabble_bag_count (k, xor_option));

  if (!check_ending (state, error))
    return FALSE;

  return check_board (&state->board, &state->settings, error);
}

/* A set of players (bit p) with the highest score (scrabble R21). */
guint
ft_scrabble_state_winners (const FtScrabbleState *state)
{
  gint32 best = G_MININT32;
  guint set = 0;

  for (guint p = 0; p < state->n_players; p++)
    {
      if (state->scores[p] > best)
        {
          best = state->scores[p];
          set = 0;
        }
      if (state->scores[p] == best)
        set |= 1u << p;
    }
  return set;
}

char *
ft_scrabble_move_to_string (const FtScrabbleMove *move)
{
  switch (move->kind)
    {
    case FT_SCRABBLE_MOVE_PLAY:
      return ft_scrabble_play_to_string (&move->play);
    case FT_SCRABBLE_MOVE_EXCHANGE:
      {
        g_autofree char *tiles = ft_scrabble_rack_to_string (&move->exchange);

        return g_strdup_printf ("exchange %s", tiles);
      }
    default:
      return g_strdup ("pass");
    }
}

static char *
join_ints (const gint32 *values,
           guint         n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d", i ? " " : "", values[i]);
  return g_string_free (s, FALSE);
}

char *
ft_scrabble_state_to_string (const FtScrabbleState *state)
{
  GString *s = g_string_new ("scrabble/1\n");
  g_autofree char *settings = ft_scrabble_settings_to_string (&state->settings);
  g_autofree char *scores = join_ints (state->scores, state->n_players);
  g_autofree char *adjust = join_ints (state->adjust, state->n_players);
  g_autofree char *rng = ft_rng_to_string (&state->rng);
  g_autofree char *board = ft_scrabble_board_to_string (&state->board);
  g_string_append_printf (s, "settings: %s\n", settings);
  g_string_append_printf (s, "players: %u\ncurrent: %u\nturn: %u\nscoreless: %u\n",
                          state->n_players, state->current + 1, state->turn, state->scoreless);
  if (state->over)
    {
      if (state->went_out != FT_SCRABBLE_NOBODY)
        g_string_append_printf (s, "over: out %u\n", state->went_out + 1);
      else
        g_string_append (s, "over: scoreless\n");
    }
  else
    g_string_append (s, "over: no\n");
  g_string_append_printf (s, "scores: %s\nadjust: %s\n", scores, adjust);
  for (guint p = 0; p < state->n_players; p++)
    {
      g_autofree char *rack = ft_scrabble_rack_to_string (&state->racks[p]);

      g_string_append_printf (s, "rack %u: %s\n", p + 1, rack);
    }
  g_string_append (s, "bag:");
  for (guint i = 0; i < state->n_bag; i++)
    g_string_append_printf (s, " %s", ft_scrabble_kind_to_string (state->bag[i]));
  g_string_append_printf (s, "\nrng: %s\nboard:\n%s", rng, board);
  return g_string_free (s, FALSE);
}

static gboolean
parse_ints (const char *text,
            gint32     *values,
            guint       n)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  if (g_strv_length (words) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      gint64 v;

      if (!g_ascii_string_to_signed (words[i], 10, -100000, 100000, &v, NULL))
        return FALSE;
      values[i] = (gint32) v;
    }
  return TRUE;
}

static gboolean
parse_uint (const char *text,
            guint       min,
            guint       max,
            guint      *out)
{
  guint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, min, max, &v, NULL))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

/* Reads the text form; the result passes ft_scrabble_state_check(). */
gboolean
ft_scrabble_state_from_string (FtScrabbleState  *state,
                               const char       *text,
                               GError          **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  FtScrabbleState s;
  guint i, v = 0, have = 0;
  const char *board_text = NULL;

  memset (&s, 0, sizeof s);
  ft_scrabble_settings_init (&s.settings);
  s.went_out = FT_SCRABBLE_NOBODY;
  if (lines[0] == NULL || strcmp (g_strchomp (lines[0]), "scrabble/1") != 0)
    return invalid (error, _("not a Binary Number Scrabble game (the first line is not “scrabble/1”)"));

  for (i = 1; lines[i] != NULL; i++)
    {
      char *line = g_strchomp (lines[i]);
      char *colon = strchr (line, ':');
      const char *value;
      gboolean ok = TRUE;

      if (*line == '\0')
        continue;
      if (colon == NULL)
        return invalid (error, _("line %u: “key: value” expected"), i + 1);
      *colon = '\0';
      value = colon + 1;
      while (*value == ' ')
        value++;

      if (strcmp (line, "board") == 0)
        {
          /* The rest of the text is the board. */
          board_text = text;
          for (guint k = 0; k <= i; k++)
            {
              board_text = strchr (board_text, '\n');
              if (board_text == NULL)
                return invalid (error, _("the board is missing"));
              board_text++;
            }
          have |= 1 << 0;
          break;
        }
      else if (strcmp (line, "settings") == 0)
        {
          g_autoptr(GError) local = NULL;

          if (!ft_scrabble_settings_from_string (value, &s.settings, &local))
            return invalid (error, _("line %u: %s"), i + 1, local->message);
        }
      else if (strcmp (line, "players") == 0)
        {
          ok = parse_uint (value, FT_SCRABBLE_MIN_PLAYERS, FT_SCRABBLE_MAX_PLAYERS, &v);
          s.n_players = v;
          have |= 1 << 1;
        }
      else if (strcmp (line, "current") == 0)
        {
          ok = parse_uint (value, 1, FT_SCRABBLE_MAX_PLAYERS, &v);
          s.current = v - 1;
        }
      else if (strcmp (line, "turn") == 0)
        {
          ok = parse_uint (value, 0, G_MAXUINT16, &v);
          s.turn = v;
        }
      else if (strcmp (line, "scoreless") == 0)
        {
          ok = parse_uint (value, 0, FT_SCRABBLE_SCORELESS_END, &v);
          s.scoreless = v;
        }
      else if (strcmp (line, "over") == 0)
        {
          if (strcmp (value, "no") == 0)
            s.over = FALSE;
          else if (strcmp (value, "scoreless") == 0)
            s.over = TRUE;
          else if (g_str_has_prefix (value, "out ") && parse_uint (value + 4, 1, FT_SCRABBLE_MAX_PLAYERS, &v))
            {
              s.over = TRUE;
              s.went_out = v - 1;
            }
          else
            ok = FALSE;
        }
      else if (strcmp (line, "scores") == 0)
        ok = s.n_players > 0 && parse_ints (value, s.scores, s.n_players);
      else if (strcmp (line, "adjust") == 0)
        ok = s.n_players > 0 && parse_ints (value, s.adjust, s.n_players);
      else if (g_str_has_prefix (line, "rack ") && parse_uint (line + 5, 1, FT_SCRABBLE_MAX_PLAYERS, &v))
        {
          g_autoptr(GError) local = NULL;

          if (!ft_scrabble_rack_from_string (&s.racks[v - 1], value, &local))
            return invalid (error, _("line %u: %s"), i + 1, local->message);
        }
      else if (strcmp (line, "bag") == 0)
        {
          FtScrabbleRack piece;
          g_auto(GStrv) words = g_strsplit (value, " ", -1);

          for (guint w = 0; words[w] != NULL; w++)
            {
              if (*words[w] == '\0')
                continue;
              if (s.n_bag == FT_SCRABBLE_MAX_TILES || !ft_scrabble_rack_from_string (&piece, words[w], NULL) ||
                  piece.n != 1)
                return invalid (error, _("line %u: the bag holds “%s”"), i + 1, words[w]);
              s.bag[s.n_bag++] = piece.kinds[0];
            }
        }
      else if (strcmp (line, "rng") == 0)
        {
          ok = ft_rng_from_string (&s.rng, value);
          have |= 1 << 2;
        }
      else
        return invalid (error, _("line %u: unknown key “%s”"), i + 1, line);

      if (!ok)
        return invalid (error, _("line %u: bad value for “%s”"), i + 1, line);
    }

  if (have != 7)
    return invalid (error, _("the players, rng and board lines are required"));
  {
    g_autoptr(GError) local = NULL;

    if (!ft_scrabble_board_from_string (&s.board, board_text, &local))
      return invalid (error, _("board: %s"), local->message);
  }
  if (s.went_out != FT_SCRABBLE_NOBODY && s.went_out >= s.n_players)
    return invalid (error, _("player %u went out, of %u"), s.went_out + 1, s.n_players);
  if (!ft_scrabble_state_check (&s, error))
    return FALSE;
  *state = s;
  return TRUE;
}
