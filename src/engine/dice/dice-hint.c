/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "dice-hint.h"

/* Winning moves first, the fastest first; then losing moves, the longest
 * first (the loser holds out); ties keep the order moves were listed in. */
static int
compare_values (const void *pa,
                const void *pb)
{
  const FtDiceMoveValue *a = pa, *b = pb;

  if (a->wins != b->wins)
    return a->wins ? -1 : 1;
  if (a->depth != b->depth)
    return a->wins ? (a->depth < b->depth ? -1 : 1) : (a->depth > b->depth ? -1 : 1);
  return 0;
}

/* Every legal move of @pos marked winning or losing with its moves to the
 * end, best first.  FALSE if @pos is finished or not of @table's game. */
gboolean
ft_dice_hint_compute (const FtDiceTable *table,
                      const FtDicePos   *pos,
                      FtDiceHint        *hint)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n;

  memset (hint, 0, sizeof *hint);
  if (ft_dice_pos_is_over (pos, NULL) ||
      !ft_dice_table_probe (table, pos, &hint->wins, &hint->depth))
    return FALSE;

  n = ft_dice_pos_moves (pos, moves);
  for (guint i = 0; i < n; i++)
    {
      FtDiceMoveValue *v = &hint->moves[i];

      v->move = moves[i];
      if (!ft_dice_table_probe_move (table, pos, &moves[i], &v->wins, &v->depth))
        return FALSE;
    }
  hint->n_moves = n;
  /* qsort is not stable, but the listed order of moves is a tie-breaker
   * nobody relies on. */
  qsort (hint->moves, n, sizeof hint->moves[0], compare_values);
  return TRUE;
}

static char *
list_faces (const guint8 *faces,
            guint         n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        /* Translators: joins the faces of dice in a list, "2 and 4" or "1, 3 and 5". */
        g_string_append (s, i + 1 == n ? _(" and ") : _(", "));
      g_string_append_printf (s, "%u", FT_DICE_FACE (faces[i]));
    }
  return g_string_free (s, FALSE);
}

/* The most change a trashed @face die can bring back from @pos's middle
 * (with the trashed die itself in it): the largest total below @face that
 * some of its dice make. */
static guint
most_change (const FtDicePos *pos,
             guint            face)
{
  FtDicePos after = *pos;
  FtDiceMove moves[FT_DICE_MAX_MOVES];

  if (face <= 1)
    return 0;
  after.middle[after.n_middle++] = face;
  after.turn = 1 - pos->turn;
  after.change = face;
  ft_dice_pos_moves (&after, moves);
  return ft_dice_move_take_total (&moves[ft_dice_pos_best_change (&after)]);
}

static char *
outcome (const FtDiceMoveValue *value)
{
  if (value->wins)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "you are left winning in %u move",
                                         "you are left winning in %u moves",
                                         value->depth),
                            value->depth);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "perfect play still beats you, but only after %u move",
                                       "perfect play still beats you, but only after %u moves",
                                       value->depth),
                          value->depth);
}

/* Words for one move and its value, as the hint panel shows them. */
char *
ft_dice_hint_explain_move (const FtDicePos       *pos,
                           const FtDiceMoveValue *value)
{
  const FtDiceMove *m = &value->move;
  g_autofree char *end = outcome (value);
  g_autofree char *middle = list_faces (pos->middle, pos->n_middle);
  guint back;

  switch (m->kind)
    {
    case FT_DICE_MOVE_FLIP:
      back = most_change (pos, 7 - m->face);
      if (m->face < 4 && back > 0)
        /* Translators: "flip your 1 to 6 (…): if they trash the 6, the middle
         * gives you back up to 4, and you are left winning in 5 moves". */
        return g_strdup_printf (_("Flip your %u to %u (locking it until you next trash): if they trash the %u, the middle gives you back up to %u, and %s."),
                                m->face, 7 - m->face, 7 - m->face, back, end);
      /* Translators: "flip your 1 to 6: you are left winning in 5 moves". */
      return g_strdup_printf (_("Flip your %u to %u (locking it until you next trash): %s."),
                              m->face, 7 - m->face, end);

    case FT_DICE_MOVE_TRASH:
      if (m->face == 1)
        return g_strdup_printf (_("Trash their 1: nothing totals less than 1, so they get no change back, and %s."),
                                end);
      back = most_change (pos, m->face);
      if (pos->n_middle == 0)
        return g_strdup_printf (_("Trash their %u: the middle was empty, so they get no change back, and %s."),
                                m->face, end);
      if (back == 0)
        return g_strdup_printf (_("Trash their %u: the middle holds %s, none of it less than %u, so they get nothing back, and %s."),
                                m->face, middle, m->face, end);
      /* Translators: "trash their 6: the middle holds 2 and 4, so they can
       * take back at most 4 of it, and you are left winning in 7 moves". */
      return g_strdup_printf (_("Trash their %u: the middle holds %s, so they can take back at most %u of it, and %s."),
                              m->face, middle, back, end);

    default:
      {
        guint total = ft_dice_move_take_total (m);

        if (total == 0)
          return g_strdup_printf (_("Take no change: %s."), end);
        {
          guint8 faces[FT_DICE_MAX_TOTAL];
          guint n = 0;
          g_autofree char *taken = NULL;

          for (guint f = 1; f <= 5; f++)
            for (guint k = 0; k < m->take[f - 1]; k++)
              faces[n++] = f;
          taken = list_faces (faces, n);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Take %s (%u pip of change, less than %u): %s.",
                                               "Take %s (%u pips of change, less than %u): %s.",
                                               total),
                                  taken, total, pos->change, end);
        }
      }
    }
}

/* The best move in words, with why it beats the alternatives. */
char *
ft_dice_hint_explain (const FtDicePos  *pos,
                      const FtDiceHint *hint)
{
  g_autofree char *best = NULL;
  guint n_winning = 0;

  if (hint->n_moves == 0)
    return g_strdup (_("The game is over."));

  best = ft_dice_hint_explain_move (pos, &hint->moves[0]);
  for (guint i = 0; i < hint->n_moves; i++)
    n_winning += hint->moves[i].wins;

  if (!hint->wins)
    return g_strdup_printf (_("Every choice loses against perfect play; this one holds out longest. %s"),
                            best);
  if (pos->change != 0)
    {
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      const FtDiceMoveValue *most = NULL;

      if (pos->most_change)
        return g_strdup_printf (_("The rules take the most change; of the sets that make it, this one is best. %s"),
                                best);
      /* Compare with the parent game's advice, "take the most change" (R4). */
      ft_dice_pos_moves (pos, moves);
      for (guint i = 0; i < hint->n_moves; i++)
        if (ft_dice_move_equal (&hint->moves[i].move, &moves[ft_dice_pos_best_change (pos)]))
          most = &hint->moves[i];
      if (most == NULL ||
          (most->wins == hint->moves[0].wins && most->depth == hint->moves[0].depth))
        return g_strdup_printf (_("Taking the most change is right here. %s"), best);
      if (!most->wins)
        return g_strdup_printf (_("Taking the most change would lose; less is more here. %s"), best);
      return g_strdup_printf (_("Taking the most change also wins, but more slowly. %s"), best);
    }
  if (n_winning == 1)
    return g_strdup_printf (_("Only one move wins. %s"), best);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u move wins; this one is fastest. %s",
                                       "%u moves win; this one is fastest. %s",
                                       n_winning),
                          n_winning, best);
}

/* --- A first guess, without the table ---------------------------------- */

#define GUESS_WIN 100000

typedef struct
{
  guint64 nodes;
  guint64 max_nodes;
} Search;

/* Material for the player to move: a die is worth far more than its pips,
 * and pips bring change back when trashed (R4). */
static int
guess_material (const FtDicePos *pos)
{
  FtDicePlayer me = pos->turn;

  return 12 * ((int) pos->n_hand[me] - (int) pos->n_hand[1 - me]) +
         (int) ft_dice_pos_pips (pos, me) - (int) ft_dice_pos_pips (pos, 1 - me);
}

/* Negamax with alpha-beta to @depth moves (taking change is part of the
 * trash it answers, so it keeps the turn and costs no depth): the score
 * for the player to move, GUESS_WIN less the moves for a win found.
 * Returns FALSE when the budget of positions ran out. */
static gboolean
guess_search (Search          *s,
              const FtDicePos *pos,
              guint            depth,
              int              alpha,
              int              beta,
              int             *score,
              FtDiceMove      *best)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n;

  if (++s->nodes > s->max_nodes)
    return FALSE;
  if (ft_dice_pos_is_over (pos, NULL))
    {
      *score = -GUESS_WIN;
      return TRUE;
    }
  if (depth == 0 && pos->change == 0)
    {
      *score = guess_material (pos);
      return TRUE;
    }

  n = ft_dice_pos_moves (pos, moves);
  *score = -2 * GUESS_WIN;
  for (guint i = 0; i < n; i++)
    {
      FtDicePos child = *pos;
      int v;

      ft_dice_pos_apply (&child, &moves[i]);
      if (child.turn == pos->turn)
        {
          if (!guess_search (s, &child, depth, alpha, beta, &v, NULL))
            return FALSE;
        }
      else
        {
          if (!guess_search (s, &child, depth - 1, -beta, -alpha, &v, NULL))
            return FALSE;
          v = -v;
          /* A win found sooner is worth more. */
          if (v > GUESS_WIN / 2)
            v--;
        }
      if (v > *score)
        {
          *score = v;
          if (best != NULL)
            *best = moves[i];
        }
      alpha = MAX (alpha, v);
      if (alpha >= beta)
        break;
    }
  return TRUE;
}

/**
 * ft_dice_hint_guess:
 *
 * A first guess at the best move of @pos without the solved table (for
 * while it is built): a search deeper and deeper, looking at no more than
 * @max_nodes positions in all, scored by material where it stops.  Sets
 * @move to the choice of the deepest search finished, and @sure_win when
 * that search found a forced win.  FALSE when @pos is over.
 */
gboolean
ft_dice_hint_guess (const FtDicePos *pos,
                    guint64          max_nodes,
                    FtDiceMove      *move,
                    gboolean        *sure_win)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  Search s = { 0, max_nodes };

  if (ft_dice_pos_is_over (pos, NULL) || ft_dice_pos_moves (pos, moves) == 0)
    return FALSE;
  *move = moves[0];
  *sure_win = FALSE;
  for (guint depth = 1; depth <= 64; depth++)
    {
      FtDiceMove best = moves[0];
      int score;

      if (!guess_search (&s, pos, depth, -2 * GUESS_WIN, 2 * GUESS_WIN, &score, &best))
        break;
      *move = best;
      *sure_win = score > GUESS_WIN / 2;
      /* A forced loss or win is settled. */
      if (score > GUESS_WIN / 2 || score < -GUESS_WIN / 2)
        break;
    }
  return TRUE;
}
