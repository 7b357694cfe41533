/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "dice-solver.h"

/*
 * The solve is a retrograde sweep in an order where every move leads to a
 * position already solved (R6's argument that the game ends):
 *
 * - a trash raises the middle's pip total (the trashed die of value v goes
 *   in, the change taken out totals less than v);
 * - a flip keeps the middle and locks one more die.
 *
 * So positions are solved by middle total, highest first, and within one
 * middle total by the number of locked dice in both hands, most first.  All
 * positions of one (total, locks) step are independent of each other and
 * are shared out between the threads; each step reads only earlier steps.
 */

#define HAND_KINDS 12
#define MIDDLE_KINDS 6
#define HEADER_SIZE 64
#define TABLE_MAGIC "FTDICETB"
#define TABLE_VERSION 1
/* Enough positions in one piece of work to keep thread overhead small. */
#define UNIT_POSITIONS 8192

/* A hand die's kind: (face - 1) * 2, plus 1 when locked. */
#define KIND(face, locked) (((face) - 1) * 2 + ((locked) ? 1 : 0))

typedef struct
{
  guint8 c[HAND_KINDS];
  guint32 rank;
} Hand;

typedef struct
{
  guint8 c[MIDDLE_KINDS];
  guint8 n;
  guint32 rank;
} Middle;

struct _FtDiceTable
{
  guint n_dice;
  guint total;
  guint max_depth;
  guint64 n_positions;
  guint64 base[FT_DICE_MAX_TOTAL + 1][FT_DICE_MAX_TOTAL + 1];
  guint64 n_hands[FT_DICE_MAX_TOTAL + 1];
  guint64 n_middles[FT_DICE_MAX_TOTAL + 1];
  guint8 *mem;      /* the file image: header, then one byte a position */
  guint8 *depth;    /* mem + HEADER_SIZE */
};

/* binom[n][k] for n up to 21 (ranks of up to 10 dice of 12 kinds). */
static guint32 binom[24][24];

static void
init_binomials (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint n = 0; n < 24; n++)
        {
          binom[n][0] = 1;
          for (guint k = 1; k <= n; k++)
            binom[n][k] = binom[n - 1][k - 1] + (k < n ? binom[n - 1][k] : 0);
        }
      g_once_init_leave (&done, 1);
    }
}

/* The combinatorial number system: the sorted kinds x1 <= x2 <= … become
 * the strictly increasing y_i = x_i + i - 1, ranked as sum C(y_i, i). */
static inline guint32
rank_counts (const guint8 *c,
             guint         kinds)
{
  guint32 r = 0;
  guint i = 0;

  for (guint k = 0; k < kinds; k++)
    for (guint j = 0; j < c[k]; j++, i++)
      r += binom[k + i][i + 1];
  return r;
}

static void
unrank_counts (guint32  r,
               guint    n,
               guint    kinds,
               guint8  *c)
{
  memset (c, 0, kinds);
  for (guint i = n; i >= 1; i--)
    {
      guint y = i - 1;

      while (y + 1 <= kinds + i - 2 && binom[y + 1][i] <= r)
        y++;
      r -= binom[y][i];
      c[y - (i - 1)]++;
    }
}

static inline guint64
index_of (const FtDiceTable *t,
          guint              a,
          guint32            rank_a,
          guint              b,
          guint32            rank_b,
          guint              c,
          guint32            rank_m)
{
  return t->base[a][b] + ((guint64) rank_a * t->n_hands[b] + rank_b) * t->n_middles[c] + rank_m;
}

static FtDiceTable *
table_new (guint n_dice)
{
  FtDiceTable *t = g_new0 (FtDiceTable, 1);
  guint64 next = 0;

  init_binomials ();
  t->n_dice = n_dice;
  t->total = 2 * n_dice;
  for (guint n = 0; n <= t->total; n++)
    {
      t->n_hands[n] = binom[n + HAND_KINDS - 1][n];
      t->n_middles[n] = binom[n + MIDDLE_KINDS - 1][n];
    }
  for (guint a = 1; a < t->total; a++)
    for (guint b = 1; a + b <= t->total; b++)
      {
        t->base[a][b] = next;
        next += t->n_hands[a] * t->n_hands[b] * t->n_middles[t->total - a - b];
      }
  t->n_positions = next;
  return t;
}

void
ft_dice_table_free (FtDiceTable *table)
{
  if (table == NULL)
    return;
  g_free (table->mem);
  g_free (table);
}

guint
ft_dice_table_n_dice (const FtDiceTable *table)
{
  return table->n_dice;
}

guint64
ft_dice_table_n_positions (const FtDiceTable *table)
{
  return table->n_positions;
}

gsize
ft_dice_table_bytes (const FtDiceTable *table)
{
  return HEADER_SIZE + table->n_positions;
}

guint
ft_dice_table_max_depth (const FtDiceTable *table)
{
  return table->max_depth;
}

/* The victim's best answer to a trash of a @face die (R4): every choice of
 * change from the middle @mid (the trashed die already in it), the victim
 * keeping @hand (without the trashed die) and facing the trasher's
 * unlocked hand of @a dice ranked @rank_a.  Returns the victim's depth,
 * odd when the victim wins; a choice that leaves them no dice loses at 0. */
static guint
victim_best (const FtDiceTable *t,
             const guint8      *hand,
             guint              b,
             const guint8      *mid,
             guint              c,
             guint              face,
             guint              a,
             guint32            rank_a)
{
  guint win = G_MAXUINT, loss = 0;
  guint8 h[HAND_KINDS], m[MIDDLE_KINDS];
  guint limit = face - 1;

  memcpy (h, hand, HAND_KINDS);
  memcpy (m, mid, MIDDLE_KINDS);

  /* Change totals at most 5, so at most five 1s, two 2s and one 3, 4, 5. */
  for (guint s1 = 0; s1 <= mid[0] && s1 <= limit; s1++)
    for (guint s2 = 0; s2 <= mid[1] && s1 + 2 * s2 <= limit; s2++)
      for (guint s3 = 0; s3 <= mid[2] && s1 + 2 * s2 + 3 * s3 <= limit; s3++)
        for (guint s4 = 0; s4 <= mid[3] && s1 + 2 * s2 + 3 * s3 + 4 * s4 <= limit; s4++)
          for (guint s5 = 0; s5 <= mid[4] && s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5 <= limit; s5++)
            {
              guint taken = s1 + s2 + s3 + s4 + s5, d;

              if (b + taken == 0)
                {
                  /* R6: out of dice after change: lost. */
                  d = 0;
                }
              else
                {
                  h[KIND (1, 0)] = hand[KIND (1, 0)] + s1;
                  h[KIND (2, 0)] = hand[KIND (2, 0)] + s2;
                  h[KIND (3, 0)] = hand[KIND (3, 0)] + s3;
                  h[KIND (4, 0)] = hand[KIND (4, 0)] + s4;
                  h[KIND (5, 0)] = hand[KIND (5, 0)] + s5;
                  m[0] = mid[0] - s1;
                  m[1] = mid[1] - s2;
                  m[2] = mid[2] - s3;
                  m[3] = mid[3] - s4;
                  m[4] = mid[4] - s5;
                  d = t->depth[index_of (t, b + taken, rank_counts (h, HAND_KINDS),
                                         a, rank_a,
                                         c - taken, rank_counts (m, MIDDLE_KINDS))];
                }
              if (d & 1)
                win = MIN (win, d);
              else
                loss = MAX (loss, d);
            }
  return win != G_MAXUINT ? win : loss;
}

/* Folds one move's outcome (the depth of the position it leaves, seen by
 * whoever moves there) into the mover's best. */
#define FOLD(child_wins, child_depth)                   \
  G_STMT_START {                                        \
    guint d_ = (child_depth) + 1;                       \
    if (child_wins)                                     \
      loss = MAX (loss, d_);                            \
    else                                                \
      win = MIN (win, d_);                              \
  } G_STMT_END

/* Solves one position from its children: @me and @opp of @a and @b dice,
 * the middle @mid of @c dice.  The ranks of @opp and @mid are given, and
 * those of @me with each unlocked kind flipped and with its locks cleared
 * (@unlocked_rank). */
static guint
solve_position (const FtDiceTable *t,
                const guint8      *me,
                guint              a,
                const guint32     *flip_rank,
                guint32            unlocked_rank,
                const guint8      *opp,
                guint              b,
                guint32            opp_rank,
                const Middle      *mid)
{
  guint win = G_MAXUINT, loss = 0;
  guint8 h[HAND_KINDS], m[MIDDLE_KINDS];

  /* R3a: flip an unlocked die; the opponent moves next. */
  for (guint k = 0; k < HAND_KINDS; k += 2)
    if (me[k] != 0)
      {
        guint d = t->depth[index_of (t, b, opp_rank, a, flip_rank[k], mid->n, mid->rank)];

        FOLD (d & 1, d);
      }

  /* R3b: trash one of the opponent's dice; they take change (R4) and move. */
  memcpy (m, mid->c, MIDDLE_KINDS);
  for (guint k = 0; k < HAND_KINDS; k++)
    if (opp[k] != 0)
      {
        guint face = k / 2 + 1, d;

        memcpy (h, opp, HAND_KINDS);
        h[k]--;
        m[face - 1]++;
        d = victim_best (t, h, b - 1, m, mid->n + 1, face, a, unlocked_rank);
        m[face - 1]--;
        FOLD (d & 1, d);
      }

  return win != G_MAXUINT ? win : loss;
}

typedef struct
{
  const Middle *mid;
  const Hand   *hands_a;
  const Hand   *hands_b;
  guint         a, b;
  guint         n_b;
  guint         from, to;   /* a range of hands_a */
} Unit;

typedef struct
{
  FtDiceTable  *t;
  Unit         *units;
  guint         n_units;
  gint          next;
  GCancellable *cancellable;
} Step;

static guint
run_unit (FtDiceTable *t,
          const Unit  *u)
{
  guint max_depth = 0;

  for (guint i = u->from; i < u->to; i++)
    {
      const Hand *me = &u->hands_a[i];
      guint32 flip_rank[HAND_KINDS] = { 0 };
      guint8 unlocked[HAND_KINDS] = { 0 }, h[HAND_KINDS];
      guint32 unlocked_rank;

      for (guint k = 0; k < HAND_KINDS; k += 2)
        if (me->c[k] != 0)
          {
            guint face = k / 2 + 1;

            memcpy (h, me->c, HAND_KINDS);
            h[k]--;
            h[KIND (7 - face, 1)]++;
            flip_rank[k] = rank_counts (h, HAND_KINDS);
          }
      for (guint k = 0; k < HAND_KINDS; k += 2)
        unlocked[k] = me->c[k] + me->c[k + 1];
      unlocked_rank = rank_counts (unlocked, HAND_KINDS);

      for (guint j = 0; j < u->n_b; j++)
        {
          const Hand *opp = &u->hands_b[j];
          guint d = solve_position (t, me->c, u->a, flip_rank, unlocked_rank,
                                    opp->c, u->b, opp->rank, u->mid);

          t->depth[index_of (t, u->a, me->rank, u->b, opp->rank, u->mid->n, u->mid->rank)] = d;
          max_depth = MAX (max_depth, d);
        }
    }
  return max_depth;
}

static gpointer
step_worker (gpointer data)
{
  Step *s = data;
  guint max_depth = 0;
  gint i;

  while ((i = g_atomic_int_add (&s->next, 1)) < (gint) s->n_units)
    {
      if (g_cancellable_is_cancelled (s->cancellable))
        break;
      max_depth = MAX (max_depth, run_unit (s->t, &s->units[i]));
    }
  return GUINT_TO_POINTER (max_depth);
}

static void
add_hands (GArray **by_size_locks,
           guint8  *c,
           guint    kind,
           guint    n,
           guint    locks,
           guint    max_n)
{
  /* Grouped by size and locks, as by_size_locks[size * (max_n + 2) + locks]. */
  if (kind == HAND_KINDS)
    {
      Hand h;

      memcpy (h.c, c, HAND_KINDS);
      h.rank = rank_counts (c, HAND_KINDS);
      g_array_append_val (by_size_locks[n * (max_n + 2) + locks], h);
      return;
    }
  for (guint k = 0; n + k <= max_n; k++)
    {
      c[kind] = k;
      add_hands (by_size_locks, c, kind + 1, n + k, locks + ((kind & 1) ? k : 0), max_n);
    }
  c[kind] = 0;
}

static void
add_middles (GArray **by_total,
             guint8  *c,
             guint    face,
             guint    n,
             guint    total,
             guint    max_n)
{
  if (face == MIDDLE_KINDS)
    {
      Middle m;

      memcpy (m.c, c, MIDDLE_KINDS);
      m.n = n;
      m.rank = rank_counts (c, MIDDLE_KINDS);
      g_array_append_val (by_total[total], m);
      return;
    }
  for (guint k = 0; n + k <= max_n; k++)
    {
      c[face] = k;
      add_middles (by_total, c, face + 1, n + k, total + k * (face + 1), max_n);
    }
  c[face] = 0;
}

FtDiceTable *
ft_dice_table_solve (guint            n_dice,
                     guint            n_threads,
                     FtDiceProgress   progress,
                     gpointer         user_data,
                     GCancellable    *cancellable,
                     GError         **error)
{
  g_autoptr(FtDiceTable) t = NULL;
  guint total, max_middle;
  GArray **hands, **middles;
  GArray *units;
  guint64 done = 0;
  gboolean cancelled = FALSE;
  guint8 c[HAND_KINDS] = { 0 };

  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, NULL);

  t = table_new (n_dice);
  total = t->total;
  max_middle = 6 * (total - 2);
  n_threads = CLAMP (n_threads, 1, 64);
  t->mem = g_try_malloc0 (HEADER_SIZE + t->n_positions);
  if (t->mem == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "not enough memory for the %u-die table", total);
      return NULL;
    }
  t->depth = t->mem + HEADER_SIZE;

  /* Every hand of 1 to 2N - 1 dice grouped by size and locks, and every
   * middle of up to 2N - 2 dice grouped by pip total. */
  hands = g_new0 (GArray *, (total + 1) * (total + 1));
  for (guint i = 0; i < (total + 1) * (total + 1); i++)
    hands[i] = g_array_new (FALSE, FALSE, sizeof (Hand));
  add_hands (hands, c, 0, 0, 0, total - 1);
  middles = g_new0 (GArray *, max_middle + 1);
  for (guint i = 0; i <= max_middle; i++)
    middles[i] = g_array_new (FALSE, FALSE, sizeof (Middle));
  add_middles (middles, c, 0, 0, 0, total - 2);

  units = g_array_new (FALSE, FALSE, sizeof (Unit));
  for (int mt = max_middle; mt >= 0 && !cancelled; mt--)
    for (int locks = total; locks >= 0 && !cancelled; locks--)
      {
        Step step = { t, NULL, 0, 0, cancellable };
        GThread *threads[64];
        guint64 step_positions = 0;
        guint step_depth;

        g_array_set_size (units, 0);
        for (guint mi = 0; mi < middles[mt]->len; mi++)
          {
            const Middle *mid = &g_array_index (middles[mt], Middle, mi);

            for (guint a = 1; a + mid->n < total; a++)
              {
                guint b = total - mid->n - a;

                for (guint la = 0; la <= a && la <= (guint) locks; la++)
                  {
                    guint lb = locks - la;
                    GArray *ha, *hb;
                    guint per_unit;

                    if (lb > b)
                      continue;
                    ha = hands[a * (total + 1) + la];
                    hb = hands[b * (total + 1) + lb];
                    if (ha->len == 0 || hb->len == 0)
                      continue;
                    per_unit = MAX (1, UNIT_POSITIONS / hb->len);
                    for (guint from = 0; from < ha->len; from += per_unit)
                      {
                        Unit u = { mid, (Hand *) ha->data, (Hand *) hb->data, a, b, hb->len,
                                   from, MIN (ha->len, from + per_unit) };

                        g_array_append_val (units, u);
                      }
                    step_positions += (guint64) ha->len * hb->len;
                  }
              }
          }

        step.units = (Unit *) units->data;
        step.n_units = units->len;
        for (guint i = 1; i < n_threads; i++)
          threads[i] = g_thread_new ("flip-dice-solve", step_worker, &step);
        /* MAX evaluates its arguments twice, so the results go through a
         * variable. */
        step_depth = GPOINTER_TO_UINT (step_worker (&step));
        t->max_depth = MAX (t->max_depth, step_depth);
        for (guint i = 1; i < n_threads; i++)
          {
            step_depth = GPOINTER_TO_UINT (g_thread_join (threads[i]));
            t->max_depth = MAX (t->max_depth, step_depth);
          }

        cancelled = g_cancellable_is_cancelled (cancellable);
        done += step_positions;
        if (progress != NULL && !cancelled)
          progress ((double) done / t->n_positions, user_data);
      }

  g_array_unref (units);
  for (guint i = 0; i < (total + 1) * (total + 1); i++)
    g_array_unref (hands[i]);
  g_free (hands);
  for (guint i = 0; i <= max_middle; i++)
    g_array_unref (middles[i]);
  g_free (middles);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  g_assert (done == t->n_positions);
  g_assert (t->max_depth <= G_MAXUINT8);
  return g_steal_pointer (&t);
}

static void
hand_counts (const guint8 *dice,
             guint         n,
             guint8       *c)
{
  memset (c, 0, HAND_KINDS);
  for (guint i = 0; i < n; i++)
    c[KIND (FT_DICE_FACE (dice[i]), dice[i] & FT_DICE_LOCKED)]++;
}

/* The value of @pos for the player to move: whether they win and in how
 * many moves.  A finished game is lost in 0; with change pending the value
 * is that of the best choice of change (taking change is no move of its
 * own).  Returns FALSE if @pos is not a position of this table's game. */
gboolean
ft_dice_table_probe (const FtDiceTable *table,
                     const FtDicePos   *pos,
                     gboolean          *wins,
                     guint             *depth)
{
  guint8 me[HAND_KINDS], opp[HAND_KINDS], mid[MIDDLE_KINDS] = { 0 };
  guint d;

  if ((guint) pos->n_hand[0] + pos->n_hand[1] + pos->n_middle != table->total)
    return FALSE;

  if (ft_dice_pos_is_over (pos, NULL))
    {
      *wins = FALSE;
      *depth = 0;
      return TRUE;
    }

  if (pos->change != 0)
    {
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      guint n = ft_dice_pos_moves (pos, moves), win = G_MAXUINT, loss = 0;

      for (guint i = 0; i < n; i++)
        {
          gboolean w;

          if (!ft_dice_table_probe_move (table, pos, &moves[i], &w, &d))
            return FALSE;
          if (w)
            win = MIN (win, d);
          else
            loss = MAX (loss, d);
        }
      *wins = win != G_MAXUINT;
      *depth = *wins ? win : loss;
      return TRUE;
    }

  hand_counts (pos->hand[pos->turn], pos->n_hand[pos->turn], me);
  hand_counts (pos->hand[1 - pos->turn], pos->n_hand[1 - pos->turn], opp);
  for (guint i = 0; i < pos->n_middle; i++)
    mid[pos->middle[i] - 1]++;
  d = table->depth[index_of (table,
                             pos->n_hand[pos->turn], rank_counts (me, HAND_KINDS),
                             pos->n_hand[1 - pos->turn], rank_counts (opp, HAND_KINDS),
                             pos->n_middle, rank_counts (mid, MIDDLE_KINDS))];
  *wins = d & 1;
  *depth = d;
  return TRUE;
}

/* The value of playing @move in @pos, for the player making it: whether
 * it wins and how many moves, this one included, are left to the end. */
gboolean
ft_dice_table_probe_move (const FtDiceTable *table,
                          const FtDicePos   *pos,
                          const FtDiceMove  *move,
                          gboolean          *wins,
                          guint             *depth)
{
  FtDicePos child = *pos;
  gboolean child_wins;
  guint child_depth;

  if (!ft_dice_pos_apply (&child, move) ||
      !ft_dice_table_probe (table, &child, &child_wins, &child_depth))
    return FALSE;

  if (child.turn == pos->turn)
    {
      /* Taking change: the taker moves next. */
      *wins = child_wins;
      *depth = child_depth;
    }
  else
    {
      *wins = !child_wins;
      *depth = child_depth + 1;
    }
  return TRUE;
}

guint8
ft_dice_table_entry (const FtDiceTable *table,
                     guint64            index)
{
  g_return_val_if_fail (index < table->n_positions, 0);
  return table->depth[index];
}

static void
counts_to_dice (const guint8 *c,
                guint         kinds,
                gboolean      hand,
                guint8       *dice,
                guint8       *n)
{
  *n = 0;
  for (guint k = 0; k < kinds; k++)
    for (guint j = 0; j < c[k]; j++)
      dice[(*n)++] = hand ? ((k / 2 + 1) | ((k & 1) ? FT_DICE_LOCKED : 0)) : k + 1;
}

gboolean
ft_dice_table_unrank (const FtDiceTable *table,
                      guint64            index,
                      FtDicePos         *pos)
{
  guint8 c[HAND_KINDS];
  guint64 rest;
  guint a = 0, b = 0, m;

  if (index >= table->n_positions)
    return FALSE;

  for (guint i = 1; i < table->total; i++)
    for (guint j = 1; i + j <= table->total; j++)
      if (table->base[i][j] <= index && (a == 0 || table->base[i][j] >= table->base[a][b]))
        {
          a = i;
          b = j;
        }
  m = table->total - a - b;
  rest = index - table->base[a][b];

  memset (pos, 0, sizeof *pos);
  unrank_counts (rest % table->n_middles[m], m, MIDDLE_KINDS, c);
  counts_to_dice (c, MIDDLE_KINDS, FALSE, pos->middle, &pos->n_middle);
  rest /= table->n_middles[m];
  unrank_counts (rest % table->n_hands[b], b, HAND_KINDS, c);
  counts_to_dice (c, HAND_KINDS, TRUE, pos->hand[1], &pos->n_hand[1]);
  unrank_counts (rest / table->n_hands[b], a, HAND_KINDS, c);
  counts_to_dice (c, HAND_KINDS, TRUE, pos->hand[0], &pos->n_hand[0]);
  pos->turn = FT_DICE_PLAYER_A;
  return TRUE;
}

/* A fast 64-bit checksum of the entries: it guards a cached file against
 * truncation and corruption, not against tampering. */
static guint64
checksum (const guint8 *data,
          guint64       n)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325) ^ n;
  guint64 i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w;

      memcpy (&w, data + i, 8);
      h = (h ^ GUINT64_FROM_LE (w)) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      h ^= h >> 29;
    }
  for (; i < n; i++)
    h = (h ^ data[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return h;
}

/* The header: magic, version, N, the number of positions, the checksum
 * and the greatest depth, little-endian. */
static void
write_header (const FtDiceTable *table,
              guint8            *header)
{
  guint32 u32;
  guint64 u64;

  memset (header, 0, HEADER_SIZE);
  memcpy (header, TABLE_MAGIC, 8);
  u32 = GUINT32_TO_LE (TABLE_VERSION);
  memcpy (header + 8, &u32, 4);
  u32 = GUINT32_TO_LE (table->n_dice);
  memcpy (header + 12, &u32, 4);
  u64 = GUINT64_TO_LE (table->n_positions);
  memcpy (header + 16, &u64, 8);
  u64 = GUINT64_TO_LE (checksum (table->depth, table->n_positions));
  memcpy (header + 24, &u64, 8);
  u32 = GUINT32_TO_LE (table->max_depth);
  memcpy (header + 32, &u32, 4);
}

/* Writes the table atomically (a reader never sees half a file). */
gboolean
ft_dice_table_save (const FtDiceTable *table,
                    const char        *path,
                    GError           **error)
{
  write_header (table, table->mem);
  return g_file_set_contents (path, (const char *) table->mem,
                              HEADER_SIZE + table->n_positions, error);
}

/* Loads a table saved by ft_dice_table_save() for @n_dice dice a player.
 * Anything but an intact table of the right game and version is refused
 * with G_IO_ERROR_INVALID_DATA, so the caller solves again. */
FtDiceTable *
ft_dice_table_load (const char  *path,
                    guint        n_dice,
                    GError     **error)
{
  g_autoptr(FtDiceTable) table = NULL;
  g_autofree char *contents = NULL;
  guint8 expected[HEADER_SIZE];
  guint32 max_depth;
  gsize length;

  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, NULL);

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;

  table = table_new (n_dice);
  if (length != HEADER_SIZE + table->n_positions || memcmp (contents, TABLE_MAGIC, 8) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s is not a solved table of the %u-die game", path, 2 * n_dice);
      return NULL;
    }

  table->depth = (guint8 *) contents + HEADER_SIZE;
  memcpy (&max_depth, contents + 32, 4);
  table->max_depth = GUINT32_FROM_LE (max_depth);
  write_header (table, expected);
  if (memcmp (expected, contents, HEADER_SIZE) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s has the wrong version or checksum", path);
      return NULL;
    }
  /* Every position has a move, so no entry is 0; nor can one exceed the
   * greatest depth the header gives. */
  for (guint64 i = 0; i < table->n_positions; i++)
    if (table->depth[i] == 0 || table->depth[i] > table->max_depth)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "%s holds an impossible entry", path);
        return NULL;
      }

  table->mem = (guint8 *) g_steal_pointer (&contents);
  return g_steal_pointer (&table);
}
