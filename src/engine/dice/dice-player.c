/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "dice-hint.h"
#include "dice-player.h"

static const char *const tokens[FT_N_STRENGTHS] = {
  "beginner", "standard", "perfect",
};

const char *
ft_dice_strength_token (FtStrength strength)
{
  g_return_val_if_fail (strength < FT_N_STRENGTHS, NULL);
  return tokens[strength];
}

gboolean
ft_dice_strength_from_token (const char     *token,
                             FtStrength     *strength)
{
  for (guint i = 0; i < FT_N_STRENGTHS; i++)
    if (g_ascii_strcasecmp (token, tokens[i]) == 0)
      {
        *strength = i;
        return TRUE;
      }
  return FALSE;
}

/* Material from @me's side: a die is worth far more than its pips, and
 * pips count because a high die brings change back when it is trashed
 * (R4) and scores at the end (R7). */
static int
material (const FtDicePos *pos,
          FtDicePlayer     me)
{
  return 12 * ((int) pos->n_hand[me] - (int) pos->n_hand[1 - me]) +
         (int) ft_dice_pos_pips (pos, me) - (int) ft_dice_pos_pips (pos, 1 - me);
}

/* Plays out a pending change the standard way: take the most (R4's
 * setting). */
static void
settle_change (FtDicePos *pos)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];

  if (pos->change != 0)
    {
      ft_dice_pos_moves (pos, moves);
      ft_dice_pos_apply (pos, &moves[ft_dice_pos_best_change (pos)]);
    }
}

/* Whether the player to move in @pos can end the game at once: trash a
 * last die that no change can replace. */
static gboolean
wins_at_once (const FtDicePos *pos)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n = ft_dice_pos_moves (pos, moves);

  for (guint i = 0; i < n; i++)
    {
      FtDicePos after = *pos;

      ft_dice_pos_apply (&after, &moves[i]);
      settle_change (&after);
      if (ft_dice_pos_is_over (&after, NULL))
        return TRUE;
    }
  return FALSE;
}

/*
 * The standard player: change is the most on offer (R4's setting);
 * otherwise each move is scored by the material after it (and after the
 * opponent takes the most change), a win now beats everything and a move
 * that lets the opponent win at once is avoided.  Ties go to the rng.
 */
static int
standard_score (const FtDicePos  *pos,
                const FtDiceMove *move)
{
  FtDicePos after = *pos;

  ft_dice_pos_apply (&after, move);
  settle_change (&after);
  if (ft_dice_pos_is_over (&after, NULL))
    return 10000;
  if (wins_at_once (&after))
    return -10000;
  return material (&after, pos->turn);
}

static guint
standard_choice (const FtDicePos *pos,
                 const FtDiceMove *moves,
                 guint             n,
                 FtRng            *rng)
{
  int best_score = G_MININT;
  guint best = 0, ties = 0;

  if (pos->change != 0)
    return ft_dice_pos_best_change (pos);

  for (guint i = 0; i < n; i++)
    {
      int score = standard_score (pos, &moves[i]);

      if (score > best_score)
        {
          best_score = score;
          best = i;
          ties = 1;
        }
      else if (score == best_score && ft_rng_below (rng, ++ties) == 0)
        best = i;
    }
  return best;
}

/* Whether @me wins @pos with perfect play from here. */
static gboolean
wins_for (const FtDiceTable *table,
          const FtDicePos   *pos,
          FtDicePlayer       me)
{
  FtDicePlayer winner;
  gboolean wins = FALSE;
  guint depth;

  if (ft_dice_pos_is_over (pos, &winner))
    return winner == me;
  if (!ft_dice_table_probe (table, pos, &wins, &depth))
    return FALSE;
  return (pos->turn == me) == wins;
}

/*
 * In a lost position every move loses against perfect play, but not
 * against a person: the perfect player then sets traps.  It assumes the
 * opponent replies with one of the moves that look best by the material
 * count (the standard player's look-ahead: what a person who counts dice
 * and pips would choose, each of those equally likely) and values a move
 * by the chance that those replies hand the win back within @depth of its
 * own moves (it plays perfectly once it is winning).
 */
static double trap_value (const FtDiceTable *table, const FtDicePos *pos, guint depth);

/* @me's chance with the opponent to move, or @me to move with @depth moves
 * of traps left. */
static double
trap_outcome (const FtDiceTable *table,
              const FtDicePos   *pos,
              FtDicePlayer       me,
              guint              depth)
{
  FtDiceMove replies[FT_DICE_MAX_MOVES];
  guint n, tied = 0;
  int top = G_MININT;
  double sum = 0.0;

  if (ft_dice_pos_is_over (pos, NULL) || wins_for (table, pos, me))
    return wins_for (table, pos, me) ? 1.0 : 0.0;
  if (pos->turn == me)
    return depth > 0 ? trap_value (table, pos, depth) : 0.0;
  n = ft_dice_pos_moves (pos, replies);
  if (pos->change != 0)
    {
      /* The victim takes the most change (R4's setting). */
      replies[0] = replies[ft_dice_pos_best_change (pos)];
      n = 1;
    }
  for (guint j = 0; j < n; j++)
    {
      int score = n == 1 ? 0 : standard_score (pos, &replies[j]);
      FtDicePos next = *pos;

      if (score < top)
        continue;
      if (score > top)
        {
          top = score;
          tied = 0;
          sum = 0.0;
        }
      ft_dice_pos_apply (&next, &replies[j]);
      tied++;
      sum += trap_outcome (table, &next, me, depth);
    }
  return tied > 0 ? sum / tied : 0.0;
}

/* The best chance of @pos's mover over its moves; @best (may be NULL)
 * receives the index of the first move with it. */
static double
trap_best (const FtDiceTable *table,
           const FtDicePos   *pos,
           const FtDiceMove  *moves,
           guint              n,
           guint              depth,
           gint              *best)
{
  double top = 0.0;

  if (best != NULL)
    *best = -1;
  for (guint i = 0; i < n; i++)
    {
      FtDicePos after = *pos;
      double v;

      ft_dice_pos_apply (&after, &moves[i]);
      v = trap_outcome (table, &after, pos->turn, depth - 1);
      if (v > top)
        {
          top = v;
          if (best != NULL)
            *best = (gint) i;
        }
    }
  return top;
}

static double
trap_value (const FtDiceTable *table,
            const FtDicePos   *pos,
            guint              depth)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n = ft_dice_pos_moves (pos, moves);

  return trap_best (table, pos, moves, n, depth, NULL);
}

/* How many of its own moves ahead the perfect player looks for traps. */
#define TRAP_DEPTH 4

/* The index in @hint of the move with the best trap, or -1 if none leaves
 * a chance. */
static gint
trap_move (const FtDiceTable *table,
           const FtDicePos   *pos,
           const FtDiceHint  *hint)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  gint best;

  /* Hint order: the longest loss first among equal chances. */
  for (guint i = 0; i < hint->n_moves; i++)
    moves[i] = hint->moves[i].move;
  trap_best (table, pos, moves, hint->n_moves, TRAP_DEPTH, &best);
  return best;
}

/* Chooses a move for the player to move in @pos.  The perfect player
 * needs @table (of the game's N); it picks at random among equally good
 * moves.  FALSE when the game is over. */
gboolean
ft_dice_player_choose (FtStrength         strength,
                       const FtDicePos   *pos,
                       const FtDiceTable *table,
                       FtRng             *rng,
                       FtDiceMove        *move)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n = ft_dice_pos_moves (pos, moves);

  if (n == 0)
    return FALSE;

  switch (strength)
    {
    case FT_STRENGTH_EXPERT:
      {
        FtDiceHint hint;
        guint equal = 1;

        g_return_val_if_fail (table != NULL, FALSE);
        if (!ft_dice_hint_compute (table, pos, &hint))
          return FALSE;
        if (!hint.wins)
          {
            gint trap = trap_move (table, pos, &hint);

            if (trap >= 0)
              {
                *move = hint.moves[trap].move;
                return TRUE;
              }
          }
        while (equal < hint.n_moves && hint.moves[equal].wins == hint.moves[0].wins &&
               hint.moves[equal].depth == hint.moves[0].depth)
          equal++;
        *move = hint.moves[ft_rng_below (rng, equal)].move;
        return TRUE;
      }
    case FT_STRENGTH_STANDARD:
      *move = moves[standard_choice (pos, moves, n, rng)];
      return TRUE;
    default:
      *move = moves[ft_rng_below (rng, n)];
      return TRUE;
    }
}

FtDicePlayer
ft_dice_player_play_game (const FtStrength  *strengths,
                          guint              n_dice,
                          const FtDiceTable *table,
                          FtRng             *rng,
                          FtDicePlayer      *first)
{
  FtDicePos pos;
  FtDicePlayer winner = FT_DICE_PLAYER_A;

  ft_dice_pos_roll (&pos, n_dice, rng);
  if (first != NULL)
    *first = pos.turn;
  while (!ft_dice_pos_is_over (&pos, &winner))
    {
      FtDiceMove m;

      if (!ft_dice_player_choose (strengths[pos.turn], &pos, table, rng, &m))
        g_return_val_if_reached (winner);
      ft_dice_pos_apply (&pos, &m);
    }
  return winner;
}
