/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "dice-pos.h"

guint
ft_dice_pos_n_dice (const FtDicePos *pos)
{
  return (pos->n_hand[0] + pos->n_hand[1] + pos->n_middle) / 2;
}

/* R6: the player to move with no dice and no change to take has lost. */
gboolean
ft_dice_pos_is_over (const FtDicePos *pos,
                     FtDicePlayer    *winner)
{
  if (pos->change != 0 || pos->n_hand[pos->turn] != 0)
    return FALSE;
  if (winner != NULL)
    *winner = 1 - pos->turn;
  return TRUE;
}

guint
ft_dice_pos_pips (const FtDicePos *pos,
                  FtDicePlayer     player)
{
  guint pips = 0;

  for (guint i = 0; i < pos->n_hand[player]; i++)
    pips += FT_DICE_FACE (pos->hand[player][i]);
  return pips;
}

guint
ft_dice_pos_locked (const FtDicePos *pos,
                    FtDicePlayer     player)
{
  guint locked = 0;

  for (guint i = 0; i < pos->n_hand[player]; i++)
    locked += (pos->hand[player][i] & FT_DICE_LOCKED) != 0;
  return locked;
}

static guint
faces_total (const guint8 *faces,
             guint         n)
{
  guint total = 0;

  for (guint i = 0; i < n; i++)
    total += faces[i];
  return total;
}

/* R2: the lower total moves first.  The caller guarantees unequal totals. */
void
ft_dice_pos_start (FtDicePos    *pos,
                   const guint8 *faces_a,
                   const guint8 *faces_b,
                   guint         n_dice)
{
  g_return_if_fail (n_dice >= 1 && n_dice <= FT_DICE_MAX_N);

  memset (pos, 0, sizeof *pos);
  pos->n_hand[0] = pos->n_hand[1] = n_dice;
  memcpy (pos->hand[0], faces_a, n_dice);
  memcpy (pos->hand[1], faces_b, n_dice);
  pos->turn = faces_total (faces_a, n_dice) < faces_total (faces_b, n_dice)
              ? FT_DICE_PLAYER_A : FT_DICE_PLAYER_B;
}

/* R1, R2: both players roll N dice; equal totals roll again. */
void
ft_dice_pos_roll (FtDicePos *pos,
                  guint      n_dice,
                  FtRng     *rng)
{
  guint8 faces[2][FT_DICE_MAX_N];

  g_return_if_fail (n_dice >= 1 && n_dice <= FT_DICE_MAX_N);

  do
    {
      for (guint p = 0; p < 2; p++)
        for (guint i = 0; i < n_dice; i++)
          faces[p][i] = 1 + ft_rng_below (rng, 6);
    }
  while (faces_total (faces[0], n_dice) == faces_total (faces[1], n_dice));

  ft_dice_pos_start (pos, faces[0], faces[1], n_dice);
}

static void
middle_counts (const FtDicePos *pos,
               guint            counts[7])
{
  memset (counts, 0, 7 * sizeof counts[0]);
  for (guint i = 0; i < pos->n_middle; i++)
    counts[pos->middle[i]]++;
}

/* Every multiset of middle dice totalling less than @limit (R4), the empty
 * one first, in a fixed order: face 1 counts vary slowest. */
static guint
change_choices (const guint  counts[7],
                guint        limit,
                FtDiceMove  *out)
{
  guint n = 0;
  guint8 take[5] = { 0 };

  /* An odometer over the five counts, pruned by the running total. */
  for (;;)
    {
      guint total = 0;
      int f;

      for (f = 0; f < 5; f++)
        total += take[f] * (f + 1);
      if (total < limit)
        {
          memset (&out[n], 0, sizeof out[n]);
          out[n].kind = FT_DICE_MOVE_TAKE;
          memcpy (out[n].take, take, 5);
          n++;
        }
      for (f = 4; f >= 0; f--)
        {
          if (take[f] < counts[f + 1] && total + (f + 1) < limit)
            {
              take[f]++;
              break;
            }
          total -= take[f] * (f + 1);
          take[f] = 0;
        }
      if (f < 0)
        return n;
    }
}

/*
 * The different legal moves.  With change pending they are the change
 * choices (R4); otherwise one flip for each face among the mover's
 * unlocked dice (R3a) and one trash for each face and lock among the
 * opponent's dice (R3b).  A finished game has none.
 */
guint
ft_dice_pos_moves (const FtDicePos *pos,
                   FtDiceMove       moves[FT_DICE_MAX_MOVES])
{
  guint n = 0, me = pos->turn;
  guint seen = 0;

  if (pos->change != 0)
    {
      guint counts[7], most = 0, kept = 0;

      middle_counts (pos, counts);
      n = change_choices (counts, pos->change, moves);
      if (!pos->most_change)
        return n;
      /* R4's setting: only the sets of the largest total. */
      for (guint i = 0; i < n; i++)
        most = MAX (most, ft_dice_move_take_total (&moves[i]));
      for (guint i = 0; i < n; i++)
        if (ft_dice_move_take_total (&moves[i]) == most)
          moves[kept++] = moves[i];
      return kept;
    }
  if (pos->n_hand[me] == 0)
    return 0;

  for (guint i = 0; i < pos->n_hand[me]; i++)
    {
      guint8 die = pos->hand[me][i];

      if ((die & FT_DICE_LOCKED) || (seen & (1u << die)))
        continue;
      seen |= 1u << die;
      memset (&moves[n], 0, sizeof moves[n]);
      moves[n].kind = FT_DICE_MOVE_FLIP;
      moves[n].face = die;
      n++;
    }

  seen = 0;
  for (guint i = 0; i < pos->n_hand[1 - me]; i++)
    {
      guint8 die = pos->hand[1 - me][i];
      guint bit = FT_DICE_FACE (die) + ((die & FT_DICE_LOCKED) ? 8 : 0);

      if (seen & (1u << bit))
        continue;
      seen |= 1u << bit;
      memset (&moves[n], 0, sizeof moves[n]);
      moves[n].kind = FT_DICE_MOVE_TRASH;
      moves[n].face = FT_DICE_FACE (die);
      moves[n].locked = (die & FT_DICE_LOCKED) != 0;
      n++;
    }
  return n;
}

static int
find_die (const guint8 *dice,
          guint         n,
          guint8        die)
{
  for (guint i = 0; i < n; i++)
    if (dice[i] == die)
      return i;
  return -1;
}

static void
remove_at (guint8 *dice,
           guint8 *n,
           guint   i)
{
  /* Unused places stay zero, so equal positions compare equal bytewise. */
  memmove (dice + i, dice + i + 1, *n - i - 1);
  dice[--(*n)] = 0;
}

/* Applies a legal move; returns FALSE and leaves @pos alone if it is not. */
gboolean
ft_dice_pos_apply (FtDicePos        *pos,
                   const FtDiceMove *move)
{
  guint me = pos->turn, opp = 1 - me;
  int i;

  if (ft_dice_pos_is_over (pos, NULL))
    return FALSE;

  if (pos->change != 0)
    {
      guint counts[7];

      if (move->kind != FT_DICE_MOVE_TAKE)
        return FALSE;
      middle_counts (pos, counts);
      if (ft_dice_move_take_total (move) >= pos->change)
        return FALSE;
      for (guint f = 1; f <= 5; f++)
        if (move->take[f - 1] > counts[f])
          return FALSE;
      if (pos->most_change)
        {
          FtDiceMove most[FT_DICE_MAX_MOVES];

          ft_dice_pos_moves (pos, most);
          if (ft_dice_move_take_total (move) != ft_dice_move_take_total (&most[0]))
            return FALSE;
        }
      /* R4: taken dice keep their faces and join the hand unlocked. */
      for (guint f = 1; f <= 5; f++)
        for (guint k = 0; k < move->take[f - 1]; k++)
          {
            i = find_die (pos->middle, pos->n_middle, f);
            remove_at (pos->middle, &pos->n_middle, i);
            pos->hand[me][pos->n_hand[me]++] = f;
          }
      pos->change = 0;
      return TRUE;
    }

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      if (move->face < 1 || move->face > 6)
        return FALSE;
      i = find_die (pos->hand[me], pos->n_hand[me], move->face);
      if (i < 0)
        return FALSE;
      /* R3a: opposite faces add to 7; the flipped die is locked (R5). */
      pos->hand[me][i] = (7 - move->face) | FT_DICE_LOCKED;
      pos->turn = opp;
      return TRUE;

    case FT_DICE_MOVE_TRASH:
      if (move->face < 1 || move->face > 6)
        return FALSE;
      i = find_die (pos->hand[opp], pos->n_hand[opp],
                    move->face | (move->locked ? FT_DICE_LOCKED : 0));
      if (i < 0)
        return FALSE;
      /* R3b: the die goes to the middle with its face; R5: the trasher's
       * locks are cleared. */
      remove_at (pos->hand[opp], &pos->n_hand[opp], i);
      pos->middle[pos->n_middle++] = move->face;
      for (guint k = 0; k < pos->n_hand[me]; k++)
        pos->hand[me][k] &= ~FT_DICE_LOCKED;
      pos->turn = opp;
      /* R4: the victim now decides on change; a trashed 1 leaves no
       * choice (nothing totals less than 1), so none is pending. */
      pos->change = move->face > 1 ? move->face : 0;
      return TRUE;

    default:
      return FALSE;
    }
}

/*
 * R4's setting "always take the most change": the index, among the moves
 * ft_dice_pos_moves() lists for a pending change, of a choice with the
 * largest total, preferring more dice among equal totals.
 */
guint
ft_dice_pos_best_change (const FtDicePos *pos)
{
  FtDiceMove moves[FT_DICE_MAX_MOVES];
  guint n = ft_dice_pos_moves (pos, moves), best = 0;
  guint best_total = 0, best_count = 0;

  for (guint i = 0; i < n; i++)
    {
      guint total = ft_dice_move_take_total (&moves[i]), count = 0;

      for (guint f = 0; f < 5; f++)
        count += moves[i].take[f];
      if (total > best_total || (total == best_total && count > best_count))
        {
          best = i;
          best_total = total;
          best_count = count;
        }
    }
  return best;
}

static void
append_dice (GString      *s,
             const guint8 *dice,
             guint         n)
{
  if (n == 0)
    g_string_append_c (s, '-');
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%u%s", i ? "," : "", FT_DICE_FACE (dice[i]),
                            (dice[i] & FT_DICE_LOCKED) ? "*" : "");
}

char *
ft_dice_pos_to_string (const FtDicePos *pos)
{
  GString *s = g_string_new ("A:");

  append_dice (s, pos->hand[0], pos->n_hand[0]);
  g_string_append (s, " B:");
  append_dice (s, pos->hand[1], pos->n_hand[1]);
  g_string_append (s, " M:");
  append_dice (s, pos->middle, pos->n_middle);
  g_string_append_printf (s, " turn=%c", pos->turn == FT_DICE_PLAYER_A ? 'A' : 'B');
  if (pos->change != 0)
    g_string_append_printf (s, " change=%u", pos->change);
  if (pos->most_change)
    g_string_append (s, " most-change");
  return g_string_free (s, FALSE);
}

static gboolean
parse_dice (const char *text,
            const char *what,
            gboolean    allow_locks,
            guint8     *dice,
            guint8     *n,
            GError    **error)
{
  g_auto(GStrv) items = NULL;

  *n = 0;
  if (*text == '\0' || strcmp (text, "-") == 0)
    return TRUE;

  items = g_strsplit (text, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = items[i];
      gboolean locked = FALSE;

      if (item[0] < '1' || item[0] > '6')
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s: “%s” is not a die (a face 1 to 6, “*” after it if locked)",
                       what, item);
          return FALSE;
        }
      if (item[1] == '*')
        locked = TRUE;
      if (item[1 + locked] != '\0')
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s: “%s” is not a die (a face 1 to 6, “*” after it if locked)",
                       what, item);
          return FALSE;
        }
      if (locked && !allow_locks)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s: dice in the middle are never locked (“%s”)", what, item);
          return FALSE;
        }
      if (*n == FT_DICE_MAX_TOTAL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s: more than %d dice", what, FT_DICE_MAX_TOTAL);
          return FALSE;
        }
      dice[(*n)++] = (item[0] - '0') | (locked ? FT_DICE_LOCKED : 0);
    }
  return TRUE;
}

gboolean
ft_dice_pos_from_string (FtDicePos   *pos,
                         const char  *text,
                         GError     **error)
{
  static const char *const keys[] = { "A:", "B:", "M:", "turn=", "change=" };
  g_auto(GStrv) fields = NULL;
  gboolean have[G_N_ELEMENTS (keys)] = { FALSE };
  FtDicePos p;
  guint total;

  g_return_val_if_fail (text != NULL, FALSE);

  memset (&p, 0, sizeof p);
  fields = g_strsplit_set (text, " \t", -1);
  for (guint i = 0; fields[i] != NULL; i++)
    {
      const char *field = fields[i];
      guint k;

      if (*field == '\0')
        continue;
      if (strcmp (field, "most-change") == 0)
        {
          if (p.most_change)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "“most-change” is given twice");
              return FALSE;
            }
          p.most_change = TRUE;
          continue;
        }
      for (k = 0; k < G_N_ELEMENTS (keys); k++)
        if (g_str_has_prefix (field, keys[k]))
          break;
      if (k == G_N_ELEMENTS (keys))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "unknown field “%s” (expected A:, B:, M:, turn=, change= or most-change)",
                       field);
          return FALSE;
        }
      if (have[k])
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "“%s” is given twice", keys[k]);
          return FALSE;
        }
      have[k] = TRUE;
      field += strlen (keys[k]);

      switch (k)
        {
        case 0:
        case 1:
          if (!parse_dice (field, k == 0 ? "hand A" : "hand B", TRUE,
                           p.hand[k], &p.n_hand[k], error))
            return FALSE;
          break;
        case 2:
          if (!parse_dice (field, "middle", FALSE, p.middle, &p.n_middle, error))
            return FALSE;
          break;
        case 3:
          if (strcmp (field, "A") != 0 && strcmp (field, "B") != 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "turn must be A or B, not “%s”", field);
              return FALSE;
            }
          p.turn = field[0] == 'A' ? FT_DICE_PLAYER_A : FT_DICE_PLAYER_B;
          break;
        default:
          if (field[0] < '2' || field[0] > '6' || field[1] != '\0')
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "change must name the trashed die's value, 2 to 6, not “%s”",
                           field);
              return FALSE;
            }
          p.change = field[0] - '0';
          break;
        }
    }

  for (guint k = 0; k < 4; k++)
    if (!have[k])
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "the position has no “%s” field", keys[k]);
        return FALSE;
      }

  total = p.n_hand[0] + p.n_hand[1] + p.n_middle;
  if (total % 2 != 0 || total < 2 || total > FT_DICE_MAX_TOTAL)
    {
      /* dice R1 */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "there are %u dice in play; a game has 2N of them for N = 1 to %d",
                   total, FT_DICE_MAX_N);
      return FALSE;
    }
  if (p.n_middle == 0 && p.n_hand[0] != p.n_hand[1])
    {
      /* dice R1, R3 */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "the middle is empty, so no die has been trashed yet and both hands "
                   "must hold the same number of dice");
      return FALSE;
    }
  if (p.n_hand[1 - p.turn] == 0)
    {
      /* dice R6 */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "player %c has no dice but it is not their turn, which no game reaches",
                   p.turn == FT_DICE_PLAYER_A ? 'B' : 'A');
      return FALSE;
    }
  if (p.change != 0)
    {
      if (find_die (p.middle, p.n_middle, p.change) < 0)
        {
          /* dice R4 */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "change=%u but the middle holds no %u, the trashed die",
                       p.change, p.change);
          return FALSE;
        }
      if (ft_dice_pos_locked (&p, 1 - p.turn) != 0)
        {
          /* dice R5 */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "player %c has just trashed, so none of their dice can be locked",
                       p.turn == FT_DICE_PLAYER_A ? 'B' : 'A');
          return FALSE;
        }
    }

  *pos = p;
  return TRUE;
}

gboolean
ft_dice_move_equal (const FtDiceMove *a,
                    const FtDiceMove *b)
{
  if (a->kind != b->kind)
    return FALSE;
  if (a->kind == FT_DICE_MOVE_TAKE)
    return memcmp (a->take, b->take, sizeof a->take) == 0;
  return a->face == b->face && (a->kind == FT_DICE_MOVE_FLIP || a->locked == b->locked);
}

guint
ft_dice_move_take_total (const FtDiceMove *move)
{
  guint total = 0;

  if (move->kind != FT_DICE_MOVE_TAKE)
    return 0;
  for (guint f = 1; f <= 5; f++)
    total += f * move->take[f - 1];
  return total;
}

char *
ft_dice_move_to_string (const FtDiceMove *move)
{
  GString *s;

  switch (move->kind)
    {
    case FT_DICE_MOVE_FLIP:
      return g_strdup_printf ("flip %u", move->face);
    case FT_DICE_MOVE_TRASH:
      return g_strdup_printf ("trash %u%s", move->face, move->locked ? "*" : "");
    default:
      s = g_string_new ("take ");
      for (guint f = 1; f <= 5; f++)
        for (guint k = 0; k < move->take[f - 1]; k++)
          g_string_append_printf (s, "%s%u", s->len > 5 ? "+" : "", f);
      if (s->len == 5)
        g_string_append (s, "none");
      return g_string_free (s, FALSE);
    }
}

gboolean
ft_dice_move_from_string (FtDiceMove  *move,
                          const char  *text,
                          GError     **error)
{
  FtDiceMove m;
  const char *arg;

  memset (&m, 0, sizeof m);
  if (g_str_has_prefix (text, "flip ") || g_str_has_prefix (text, "trash "))
    {
      m.kind = text[0] == 'f' ? FT_DICE_MOVE_FLIP : FT_DICE_MOVE_TRASH;
      arg = text + (m.kind == FT_DICE_MOVE_FLIP ? 5 : 6);
      if (arg[0] < '1' || arg[0] > '6' ||
          !(arg[1] == '\0' || (m.kind == FT_DICE_MOVE_TRASH && arg[1] == '*' && arg[2] == '\0')))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "“%s”: name a die by its face 1 to 6 (“trash 5*” for a locked one)", text);
          return FALSE;
        }
      m.face = arg[0] - '0';
      m.locked = arg[1] == '*';
    }
  else if (g_str_has_prefix (text, "take "))
    {
      m.kind = FT_DICE_MOVE_TAKE;
      arg = text + 5;
      if (strcmp (arg, "none") != 0)
        {
          g_auto(GStrv) faces = g_strsplit (arg, "+", -1);

          for (guint i = 0; faces[i] != NULL; i++)
            {
              if (faces[i][0] < '1' || faces[i][0] > '5' || faces[i][1] != '\0' ||
                  m.take[faces[i][0] - '1'] == 5)
                {
                  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               "“%s”: change is “none” or faces 1 to 5 joined by “+”", text);
                  return FALSE;
                }
              m.take[faces[i][0] - '1']++;
            }
        }
    }
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "“%s” is not a move (flip F, trash F, trash F*, take F+F… or take none)",
                   text);
      return FALSE;
    }
  *move = m;
  return TRUE;
}
