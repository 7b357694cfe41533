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
      FtDicePos after = *pos;
      int score;

      ft_dice_pos_apply (&after, &moves[i]);
      settle_change (&after);
      if (ft_dice_pos_is_over (&after, NULL))
        score = 10000;
      else if (wins_at_once (&after))
        score = -10000;
      else
        score = material (&after, pos->turn);

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
