/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "dice/dice-hint.h"

/*
 * FLIP (dice): winning moves, and the rules of a flip and of change.
 * Generators and builders (practice-private.h).
 */

static FtDiceTable *dice_table;

const FtDiceTable *
pr_dice_table (void)
{
  if (g_once_init_enter (&dice_table))
    {
      FtDiceTable *table = ft_dice_table_solve (2, FALSE, 1, NULL, NULL, NULL, NULL);

      g_once_init_leave (&dice_table, table);
    }
  return dice_table;
}

/* Dice in words, "2, 5 (locked) and 6", or "none". */
static char *
dice_words (const guint8 *dice,
            guint         n)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  if (n == 0)
    /* Translators: in "the middle holds no dice" */
    return g_strdup (_("no dice"));
  for (guint i = 0; i < n; i++)
    if (dice[i] & FT_DICE_LOCKED)
      /* Translators: a locked die (FLIP R5), in a list of dice */
      g_ptr_array_add (words, g_strdup_printf (_("%u (locked)"), FT_DICE_FACE (dice[i])));
    else
      g_ptr_array_add (words, g_strdup_printf ("%u", FT_DICE_FACE (dice[i])));
  return pr_list_words ((const char * const *) words->pdata, words->len);
}

/* The position in words, seen by the player to move. */
static char *
dice_sentence (const FtDicePos *pos)
{
  guint me = pos->turn, them = 1 - pos->turn;
  g_autofree char *mine = dice_words (pos->hand[me], pos->n_hand[me]);
  g_autofree char *theirs = dice_words (pos->hand[them], pos->n_hand[them]);
  g_autofree char *middle = dice_words (pos->middle, pos->n_middle);

  /* Translators: a practice question in FLIP (dice); %s are lists of die faces */
  return g_strdup_printf (_("Your dice show %s; the other player's show %s; the middle holds %s. It is your turn: which of your dice do you flip, or which of theirs do you trash, to win?"),
                          mine, theirs, middle);
}

void
pr_gen_dice (FtPrExercise *ex,
             FtRng        *rng)
{
  const FtDiceTable *table = pr_dice_table ();
  FtDicePos pos;
  FtDiceHint hint;

  /* A position where some move wins and some loses.  Lower levels play on
   * further from the start, where fewer dice are left to think about. */
  for (;;)
    {
      guint n_random = (FT_PR_MAX_LEVEL - ex->level) * 2 + pr_below (rng, 3);
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      gboolean has_loser = FALSE, ok = TRUE;

      ft_dice_pos_roll (&pos, 2, rng);
      for (guint i = 0; i < n_random || pos.change != 0; i++)
        {
          guint n = ft_dice_pos_moves (&pos, moves);

          if (n == 0 || ft_dice_pos_is_over (&pos, NULL))
            {
              ok = FALSE;
              break;
            }
          ft_dice_pos_apply (&pos, &moves[pr_below (rng, n)]);
        }
      if (!ok || ft_dice_pos_is_over (&pos, NULL) || pos.change != 0 ||
          !ft_dice_hint_compute (table, &pos, &hint) || !hint.wins)
        continue;
      for (guint i = 0; i < hint.n_moves; i++)
        has_loser |= !hint.moves[i].wins;
      if (has_loser)
        break;
    }
  ex->position = ft_dice_pos_to_string (&pos);
  ex->question = g_strdup (ex->position);
  ex->sentence = dice_sentence (&pos);
  ex->answer = ft_dice_move_to_string (&hint.moves[0].move);
  ex->value = 1;
  {
    g_autofree char *why = ft_dice_hint_explain_move (&pos, &hint.moves[0]);
    g_ptr_array_add (ex->steps, g_steal_pointer (&why));
  }
}

/*
 * FLIP's rules, by the dice engine: the face a flip shows (`FLIP 2`), and
 * the most change a trashed die gives back (`CHANGE 6 MIDDLE 1 2 4 6`: the
 * middle with the trashed die in it).  variant: 0 flip, 1 change; a: the
 * die; tiles: the middle.
 */
/* CHANGE in words: the trashed die is in the middle (ex->tiles). */
static char *
change_sentence (const FtPrExercise *ex)
{
  g_autofree char *middle = dice_words (ex->tiles, ex->n_tiles);

  /* Translators: a practice question in FLIP (dice); %1$u a die's face, %2$s a list of faces */
  return g_strdup_printf (_("The other player trashed your %1$u, and the middle now holds %2$s. How many pips of change can you take at most?"),
                          (guint) ex->a, middle);
}

gboolean
pr_build_dice_rules (FtPrExercise *ex)
{
  GString *pos_text = g_string_new (NULL);
  FtDicePos pos;
  FtDiceMove move;
  gboolean ok;

  if (ex->variant == 0)
    {
      g_autofree char *flip = g_strdup_printf ("flip %u", (guint) ex->a);

      g_string_printf (pos_text, "A:%u B:1 M:- turn=A", (guint) ex->a);
      ok = ft_dice_pos_from_string (&pos, pos_text->str, NULL) &&
           ft_dice_move_from_string (&move, flip, NULL) && ft_dice_pos_apply (&pos, &move);
      if (ok)
        {
          ex->value = pos.hand[0][0] & 7;
          ex->question = g_strdup_printf ("FLIP %u", (guint) ex->a);
          /* Translators: a practice question in FLIP (dice) */
          ex->sentence = g_strdup_printf (_("A die shows %u. What does it show after you flip it?"), (guint) ex->a);
          pr_step (ex, _("Opposite faces of a die add up to 7: %u turns over to 7 − %u = %u."),
                (guint) ex->a, (guint) ex->a, (guint) ex->value);
        }
    }
  else
    {
      GString *middle = g_string_new (NULL);
      FtDiceMove moves[FT_DICE_MAX_MOVES];

      for (guint i = 0; i < ex->n_tiles; i++)
        g_string_append_printf (middle, i ? " %u" : "%u", ex->tiles[i]);
      /* The other player holds one or two dice: a game has an even number. */
      g_string_printf (pos_text, "A:- B:%s M:", ex->n_tiles % 2 ? "1" : "1,1");
      for (guint i = 0; i < ex->n_tiles; i++)
        g_string_append_printf (pos_text, i ? ",%u" : "%u", ex->tiles[i]);
      g_string_append_printf (pos_text, " turn=A change=%u", (guint) ex->a);
      if (ex->a == 1)
        {
          /* no change is pending after a 1: nothing totals less than 1 */
          ok = TRUE;
          ex->value = 0;
          ex->question = g_strdup_printf ("CHANGE 1 MIDDLE %s", middle->str);
          ex->sentence = change_sentence (ex);
          pr_step (ex, _("Change from a trashed 1 totals less than 1, and no die shows less than 1: 0."));
        }
      else if ((ok = ft_dice_pos_from_string (&pos, pos_text->str, NULL) && ft_dice_pos_moves (&pos, moves) > 0))
        {
          ex->value = ft_dice_move_take_total (&moves[ft_dice_pos_best_change (&pos)]);
          ex->question = g_strdup_printf ("CHANGE %u MIDDLE %s", (guint) ex->a, middle->str);
          ex->sentence = change_sentence (ex);
          pr_step (ex, _("Change from a trashed %u totals less than %u: at most %u, never the %u itself."),
                (guint) ex->a, (guint) ex->a, (guint) ex->a - 1, (guint) ex->a);
          pr_step (ex, _("The most the middle %s gives below %u: %u."), middle->str, (guint) ex->a, (guint) ex->value);
        }
      g_string_free (middle, TRUE);
    }
  g_string_free (pos_text, TRUE);
  if (ok)
    ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  return ok;
}

void
pr_gen_dice_rules (FtPrExercise *ex,
                   FtRng        *rng)
{
  /* Level 1: a flip or the change from a small middle; level 3: only
   * change, from a middle of 5 or 6 dice, where the most change takes two
   * dice or more (no single die gives it). */
  ex->variant = ex->level == 3 ? 1 : ft_rng_coin (rng);
  for (;;)
    {
      guint best = 0, best_one = 0;

      ex->a = ex->level == 3 ? 4 + pr_below (rng, 3) : 1 + pr_below (rng, 6);
      if (ex->variant == 0)
        break;
      /* the trashed die and 2 to 5 more */
      ex->n_tiles = 3 + ex->level - 1 + pr_below (rng, 2);
      ex->tiles[0] = ex->a;
      for (guint i = 1; i < ex->n_tiles; i++)
        ex->tiles[i] = 1 + pr_below (rng, 6);
      for (guint set = 1; set < (1u << ex->n_tiles); set++)
        {
          guint total = 0;

          for (guint i = 0; i < ex->n_tiles; i++)
            if (set & (1u << i))
              total += ex->tiles[i];
          if (total < ex->a)
            best = MAX (best, total);
          if (total < ex->a && __builtin_popcount (set) == 1)
            best_one = MAX (best_one, total);
        }
      if (ex->level < 3 || best > best_one)
        break;
    }
  if (!pr_build_dice_rules (ex))
    g_assert_not_reached ();
}
