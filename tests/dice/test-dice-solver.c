/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "dice/dice-hint.h"
#include "dice/dice-solver.h"
#include "dice/dice-stats.h"

/*
 * An independent brute-force minimax over a plain state, sharing no code
 * with the engine's move generation or the solver: three lists of dice
 * (the mover's, the other's and the middle's), each die a face and a lock
 * flag.  The memo key packs the three sorted lists, four bits a die; its
 * text form is built only to compare with the solver at the end.
 */

typedef struct
{
  int n;
  int face[10];
  int locked[10];
} BfDice;

typedef struct
{
  GHashTable *memo;  /* packed state -> depth, odd = the mover wins */
  int         most;  /* R4's setting: the victim takes the most change */
} Bf;

static void
bf_sort (BfDice *d)
{
  for (int i = 1; i < d->n; i++)
    for (int j = i; j > 0 && (d->face[j - 1] * 2 + d->locked[j - 1] > d->face[j] * 2 + d->locked[j]); j--)
      {
        int f = d->face[j], l = d->locked[j];

        d->face[j] = d->face[j - 1];
        d->locked[j] = d->locked[j - 1];
        d->face[j - 1] = f;
        d->locked[j - 1] = l;
      }
}

/* Sorted dice as 4-bit codes after a 4-bit count; 6 dice in all fit. */
static guint64
bf_pack_one (guint64       key,
             const BfDice *d)
{
  BfDice c = *d;

  bf_sort (&c);
  key = (key << 4) | c.n;
  for (int i = 0; i < c.n; i++)
    key = (key << 4) | (c.face[i] << 1) | c.locked[i];
  return key;
}

static gpointer
bf_key (const BfDice *me,
        const BfDice *opp,
        const BfDice *mid)
{
  return GSIZE_TO_POINTER (bf_pack_one (bf_pack_one (bf_pack_one (1, me), opp), mid));
}

/* The text form of a packed state, with A to move. */
static char *
bf_text (guint64 key)
{
  int nibbles[40], n = 0;
  GString *s = g_string_new (NULL);

  for (; key > 1; key >>= 4)
    nibbles[n++] = key & 0xf;
  for (int group = 0; group < 3; group++)
    {
      int count = nibbles[--n];

      g_string_append (s, group == 0 ? "A:" : group == 1 ? " B:" : " M:");
      if (count == 0)
        g_string_append_c (s, '-');
      for (int i = 0; i < count; i++)
        {
          int code = nibbles[--n];

          g_string_append_printf (s, "%s%d%s", i ? "," : "", code >> 1, (code & 1) ? "*" : "");
        }
    }
  g_string_append (s, " turn=A");
  return g_string_free (s, FALSE);
}

static void
bf_remove (BfDice *d,
           int     i)
{
  for (int k = i; k + 1 < d->n; k++)
    {
      d->face[k] = d->face[k + 1];
      d->locked[k] = d->locked[k + 1];
    }
  d->n--;
}

static int bf_solve (Bf *bf, const BfDice *me, const BfDice *opp, const BfDice *mid);

/* Folds a child's depth (seen by its mover, the other player) into ours. */
static void
bf_fold (int  child,
         int *win,
         int *loss)
{
  if (child % 2 == 1)
    *loss = MAX (*loss, child + 1);
  else
    *win = MIN (*win, child + 1);
}

static int
bf_solve (Bf           *bf,
          const BfDice *me,
          const BfDice *opp,
          const BfDice *mid)
{
  gpointer key = bf_key (me, opp, mid);
  gpointer found;
  int win = 1000, loss = 0, result;

  if (g_hash_table_lookup_extended (bf->memo, key, NULL, &found))
    return GPOINTER_TO_INT (found);

  /* Flip an unlocked die of mine: it shows 7 - v and is locked. */
  for (int i = 0; i < me->n; i++)
    if (!me->locked[i])
      {
        BfDice m2 = *me;

        m2.face[i] = 7 - m2.face[i];
        m2.locked[i] = 1;
        bf_fold (bf_solve (bf, opp, &m2, mid), &win, &loss);
      }

  /* Trash each of their dice; they take the best change of any subset of
   * the middle totalling less than the trashed face. */
  for (int i = 0; i < opp->n; i++)
    {
      BfDice o2 = *opp, me2 = *me, mid2 = *mid;
      int v = opp->face[i], vwin = 1000, vloss = 0;

      bf_remove (&o2, i);
      mid2.face[mid2.n] = v;
      mid2.locked[mid2.n++] = 0;
      for (int k = 0; k < me2.n; k++)
        me2.locked[k] = 0;

      int most = 0;

      for (int mask = 0; mask < (1 << mid2.n); mask++)
        {
          int sum = 0;

          for (int k = 0; k < mid2.n; k++)
            if (mask & (1 << k))
              sum += mid2.face[k];
          if (sum < v)
            most = MAX (most, sum);
        }

      for (int mask = 0; mask < (1 << mid2.n); mask++)
        {
          BfDice o3 = o2, mid3 = mid2;
          int sum = 0, d;

          for (int k = 0; k < mid2.n; k++)
            if (mask & (1 << k))
              sum += mid2.face[k];
          if (sum >= v || (bf->most && sum != most))
            continue;
          for (int k = mid2.n - 1; k >= 0; k--)
            if (mask & (1 << k))
              {
                o3.face[o3.n] = mid2.face[k];
                o3.locked[o3.n++] = 0;
                bf_remove (&mid3, k);
              }
          d = o3.n == 0 ? 0 : bf_solve (bf, &o3, &me2, &mid3);
          if (d % 2 == 1)
            vwin = MIN (vwin, d);
          else
            vloss = MAX (vloss, d);
        }
      bf_fold (vwin < 1000 ? vwin : vloss, &win, &loss);
    }

  result = win < 1000 ? win : loss;
  g_hash_table_insert (bf->memo, key, GINT_TO_POINTER (result));
  return result;
}

/* Solves every position reachable from every starting roll of N dice. */
static void
bf_all_starts (Bf  *bf,
               int  n)
{
  int total = 1;

  for (int i = 0; i < 2 * n; i++)
    total *= 6;
  for (int r = 0; r < total; r++)
    {
      BfDice a = { 0 }, b = { 0 }, mid = { 0 };
      int x = r, sa = 0, sb = 0;

      for (int i = 0; i < n; i++, x /= 6)
        sa += a.face[a.n++] = 1 + x % 6;
      for (int i = 0; i < n; i++, x /= 6)
        sb += b.face[b.n++] = 1 + x % 6;
      if (sa < sb)
        bf_solve (bf, &a, &b, &mid);
    }
}

static void
check_against_brute_force (guint    n,
                           gboolean most)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (n, most, 2, NULL, NULL, NULL, NULL);
  Bf bf = { g_hash_table_new (g_direct_hash, g_direct_equal), most };
  GHashTableIter iter;
  gpointer key, value;

  bf_all_starts (&bf, n);
  g_assert_cmpuint (g_hash_table_size (bf.memo), >, 0);
  g_test_message ("N=%u: %u reachable positions", n, g_hash_table_size (bf.memo));

  g_hash_table_iter_init (&iter, bf.memo);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      FtDicePos pos;
      gboolean wins;
      guint depth;
      g_autoptr(GError) error = NULL;
      g_autofree char *plain = bf_text (GPOINTER_TO_SIZE (key));
      g_autofree char *text = g_strconcat (plain, most ? " most-change" : "", NULL);

      g_assert_true (ft_dice_pos_from_string (&pos, text, &error));
      g_assert_no_error (error);
      g_assert_true (ft_dice_table_probe (table, &pos, &wins, &depth));
      if ((int) depth != GPOINTER_TO_INT (value))
        g_error ("%s: solver says %u, brute force %d", text, depth, GPOINTER_TO_INT (value));
      g_assert_cmpint (wins, ==, GPOINTER_TO_INT (value) % 2);
    }
  g_hash_table_unref (bf.memo);
}

/* Every position of the N = 2 and N = 3 games reachable from any start
 * (R1, R2), against the brute force: value (R6) and moves to the end. */
static void
test_brute_force_n2 (void)
{
  check_against_brute_force (2, FALSE);
}

static void
test_brute_force_n3 (void)
{
  check_against_brute_force (3, FALSE);
}

/* The same under R4's setting "always take the most change". */
static void
test_brute_force_most_change (void)
{
  check_against_brute_force (2, TRUE);
  check_against_brute_force (3, TRUE);
}

/* Each entry of the table follows from its children's (every index, not
 * only reachable ones), and every hint puts a winning move first whenever
 * one exists. */
static void
check_consistency (guint    n,
                   gboolean most,
                   guint    stride)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (n, most, 2, NULL, NULL, NULL, NULL);
  guint64 n_pos = ft_dice_table_n_positions (table);

  for (guint64 i = 0; i < n_pos; i += stride)
    {
      FtDicePos pos;
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      FtDiceHint hint;
      guint nm, win = G_MAXUINT, loss = 0, entry = ft_dice_table_entry (table, i);
      gboolean any_win = FALSE;

      g_assert_true (ft_dice_table_unrank (table, i, &pos));
      nm = ft_dice_pos_moves (&pos, moves);
      g_assert_cmpuint (nm, >, 0);
      for (guint k = 0; k < nm; k++)
        {
          gboolean w;
          guint d;

          g_assert_true (ft_dice_table_probe_move (table, &pos, &moves[k], &w, &d));
          g_assert_cmpint (w, ==, d % 2);
          if (w)
            win = MIN (win, d);
          else
            loss = MAX (loss, d);
          any_win |= w;
        }
      g_assert_cmpuint (entry, ==, any_win ? win : loss);

      g_assert_true (ft_dice_hint_compute (table, &pos, &hint));
      g_assert_cmpuint (hint.n_moves, ==, nm);
      g_assert_cmpint (hint.moves[0].wins, ==, any_win);
      g_assert_cmpint (hint.wins, ==, any_win);
      g_assert_cmpuint (hint.depth, ==, entry);
      g_assert_cmpuint (hint.moves[0].depth, ==, entry);
    }
}

static void
test_consistency_n2 (void)
{
  check_consistency (2, FALSE, 1);
  check_consistency (2, TRUE, 1);
}

static void
test_consistency_n3 (void)
{
  check_consistency (3, FALSE, 1);
  check_consistency (3, TRUE, 3);
}

/* The 8-die game (fast enough for a test): a sample of its entries. */
static void
test_consistency_n4 (void)
{
  check_consistency (4, FALSE, 211);
}

/* Hints with change pending (R4): the best choice is a winning one when
 * any is, on positions reached by trashing in every table position of
 * N = 2. */
static void
test_hint_change (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (2, FALSE, 1, NULL, NULL, NULL, NULL);
  guint checked = 0;

  for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
    {
      FtDicePos pos;
      FtDiceMove moves[FT_DICE_MAX_MOVES];
      guint nm;

      ft_dice_table_unrank (table, i, &pos);
      nm = ft_dice_pos_moves (&pos, moves);
      for (guint k = 0; k < nm; k++)
        {
          FtDicePos after = pos;
          FtDiceHint hint;
          g_autofree char *words = NULL;
          gboolean any_win = FALSE;

          ft_dice_pos_apply (&after, &moves[k]);
          if (after.change == 0)
            continue;
          g_assert_true (ft_dice_hint_compute (table, &after, &hint));
          for (guint j = 0; j < hint.n_moves; j++)
            {
              g_assert_cmpint (hint.moves[j].move.kind, ==, FT_DICE_MOVE_TAKE);
              any_win |= hint.moves[j].wins;
            }
          g_assert_cmpint (hint.moves[0].wins, ==, any_win);
          words = ft_dice_hint_explain (&after, &hint);
          g_assert_true (strstr (words, "ake") != NULL);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 1000);
}

/* The statistics' weighting (R2, R8) against a direct count over every
 * ordered roll of the 6 dice of the N = 3 game. */
static void
test_stats_direct (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (3, FALSE, 2, NULL, NULL, NULL, NULL);
  FtDiceStats stats;
  guint64 rolls = 0, wins = 0, class_rolls = 0;

  ft_dice_stats_compute (table, &stats);
  for (guint r = 0; r < 46656; r++)
    {
      guint8 a[3], b[3];
      guint x = r, sa = 0, sb = 0;
      FtDicePos pos;
      gboolean w;
      guint d;

      for (guint i = 0; i < 3; i++, x /= 6)
        sa += a[i] = 1 + x % 6;
      for (guint i = 0; i < 3; i++, x /= 6)
        sb += b[i] = 1 + x % 6;
      if (sa == sb)
        continue;
      ft_dice_pos_start (&pos, a, b, 3);
      g_assert_true (ft_dice_table_probe (table, &pos, &w, &d));
      rolls++;
      wins += w;
    }
  g_assert_cmpuint (stats.rolls, ==, rolls);
  g_assert_cmpuint (stats.wins, ==, wins);
  g_assert_cmpuint (stats.n_classes, ==, 10);
  for (guint i = 0; i < stats.n_classes; i++)
    for (guint j = 0; j < stats.n_classes; j++)
      {
        g_assert_cmpuint (stats.class_wins[i][j], <=, stats.class_rolls[i][j]);
        class_rolls += stats.class_rolls[i][j];
      }
  g_assert_cmpuint (class_rolls, ==, rolls);
  g_test_message ("N=3 first mover wins %.6f", stats.first_mover_wins);
}

static void
assert_refused (const char *path,
                guint       n,
                gboolean    most)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtDiceTable) refused = ft_dice_table_load (path, n, most, &error);

  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

/* A table survives a save and load; a damaged or foreign file is refused;
 * a cancelled solve reports cancellation and leaves no file behind. */
static void
test_save_load (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (2, FALSE, 2, NULL, NULL, NULL, NULL);
  g_autoptr(FtDiceTable) loaded = NULL;
  g_autoptr(FtDiceTable) cancelled = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *dir = g_dir_make_tmp ("dice-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "n2.table", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (ft_dice_table_save (table, path, &error));
  g_assert_no_error (error);
  loaded = ft_dice_table_load (path, 2, FALSE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
    g_assert_cmpuint (ft_dice_table_entry (table, i), ==, ft_dice_table_entry (loaded, i));

  /* The wrong game, or the wrong change rule. */
  assert_refused (path, 3, FALSE);
  assert_refused (path, 2, TRUE);

  /* One byte of the header or the index changed: refused when mapped.
   * One byte of the data: the chunk holding it reads as damaged (no
   * entry), every other entry as it was, none as a wrong value.  Then
   * truncated. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (ft_dice_table_verify (loaded));
  for (gsize at = 8; at < 200; at += 7)
    {
      contents[at] ^= 2;
      g_assert_true (g_file_set_contents (path, contents, length, NULL));
      assert_refused (path, 2, FALSE);
      contents[at] ^= 2;
    }
  contents[length - 10] ^= 2;
  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  {
    g_autoptr(FtDiceTable) damaged = ft_dice_table_load (path, 2, FALSE, &error);
    guint64 unread = 0;

    g_assert_no_error (error);
    g_assert_false (ft_dice_table_verify (damaged));
    for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
      {
        guint8 e = ft_dice_table_entry (damaged, i);

        if (e == 0)
          unread++;
        else
          g_assert_cmpuint (e, ==, ft_dice_table_entry (table, i));
      }
    g_assert_cmpuint (unread, >, 0);
  }
  g_assert_true (g_file_set_contents (path, contents, length - 1, NULL));
  assert_refused (path, 2, FALSE);

  /* A table of version 3 (one byte an entry, uncompressed: 546 MB for
   * N = 5) is old: refused when mapped, solved again over. */
  {
    gsize old_length = 64 + ft_dice_table_n_positions (table);
    g_autofree char *old = g_malloc0 (old_length);
    guint32 u32;

    memcpy (old, "FTDICETB", 8);
    u32 = GUINT32_TO_LE (3);
    memcpy (old + 8, &u32, 4);
    u32 = GUINT32_TO_LE (2);
    memcpy (old + 12, &u32, 4);
    for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
      old[64 + i] = ft_dice_table_entry (table, i);
    g_assert_true (g_file_set_contents (path, old, old_length, NULL));
    assert_refused (path, 2, FALSE);
    g_assert_true (ft_dice_table_may_replace (path, 2, FALSE, NULL));
  }
  g_unlink (path);

  g_cancellable_cancel (cancellable);
  cancelled = ft_dice_table_solve (3, FALSE, 2, NULL, NULL, cancellable, &error);
  g_assert_null (cancelled);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  cancelled = ft_dice_table_solve_to_file (3, FALSE, 2, path, NULL, NULL, cancellable, &error);
  g_assert_null (cancelled);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A solve straight to a file (as the app caches it) gives the same table
 * as one in memory, and keeps the starting layer for the statistics. */
static void
test_solve_to_file (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (3, FALSE, 2, NULL, NULL, NULL, NULL);
  g_autoptr(FtDiceTable) streamed = NULL;
  g_autoptr(FtDiceTable) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("dice-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "n3.table", NULL);
  FtDiceStats a, b;

  streamed = ft_dice_table_solve_to_file (3, FALSE, 2, path, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  ft_dice_stats_compute (table, &a);
  ft_dice_stats_compute (streamed, &b);
  g_assert_cmpuint (a.wins, ==, b.wins);
  g_assert_cmpuint (a.rolls, ==, b.rolls);

  loaded = ft_dice_table_load (path, 3, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_dice_table_max_depth (loaded), ==, ft_dice_table_max_depth (table));
  for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
    g_assert_cmpuint (ft_dice_table_entry (table, i), ==, ft_dice_table_entry (loaded, i));
  g_clear_pointer (&loaded, ft_dice_table_free);
  g_unlink (path);
  g_rmdir (dir);
}

/* The packed file gives exactly the unpacked values: the 8-die table saved
 * (compressed) and mapped again reads the same entry at every index, and
 * the same probes on positions met in random games, from many threads at
 * once (each has its own decompressed chunk). */
typedef struct
{
  const FtDiceTable *unpacked;
  const FtDiceTable *packed;
  guint              seed;
  guint              probes;
} PackedCheck;

static gpointer
packed_probes (gpointer data)
{
  PackedCheck *c = data;
  FtRng rng;

  ft_rng_init (&rng, c->seed);
  for (guint g = 0; g < 300; g++)
    {
      FtDicePos pos;

      ft_dice_pos_roll (&pos, 4, &rng);
      while (!ft_dice_pos_is_over (&pos, NULL))
        {
          FtDiceMove moves[FT_DICE_MAX_MOVES];
          guint n = ft_dice_pos_moves (&pos, moves);
          gboolean w1, w2;
          guint d1, d2;

          g_assert_true (ft_dice_table_probe (c->unpacked, &pos, &w1, &d1));
          g_assert_true (ft_dice_table_probe (c->packed, &pos, &w2, &d2));
          g_assert_cmpint (w1, ==, w2);
          g_assert_cmpuint (d1, ==, d2);
          c->probes++;
          ft_dice_pos_apply (&pos, &moves[ft_rng_below (&rng, n)]);
        }
    }
  return NULL;
}

static void
test_packed_equals_unpacked (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (4, FALSE, 2, NULL, NULL, NULL, NULL);
  g_autoptr(FtDiceTable) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("dice-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "n4.table", NULL);
  PackedCheck checks[3];
  GThread *threads[3];
  guint64 n = ft_dice_table_n_positions (table);

  g_assert_true (ft_dice_table_save (table, path, &error));
  g_assert_no_error (error);
  loaded = ft_dice_table_load (path, 4, FALSE, &error);
  g_assert_no_error (error);
  /* Far smaller than one byte an entry. */
  g_assert_cmpuint (ft_dice_table_bytes (loaded), <, n / 2);
  g_assert_cmpuint (ft_dice_table_max_depth (loaded), ==, ft_dice_table_max_depth (table));
  g_assert_true (ft_dice_table_verify (loaded));
  for (guint64 i = 0; i < n; i++)
    if (ft_dice_table_entry (table, i) != ft_dice_table_entry (loaded, i))
      g_error ("entry %" G_GUINT64_FORMAT ": %u unpacked, %u packed", i,
               ft_dice_table_entry (table, i), ft_dice_table_entry (loaded, i));

  for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
    {
      checks[t] = (PackedCheck) { table, loaded, 11 + t, 0 };
      threads[t] = g_thread_new ("packed", packed_probes, &checks[t]);
    }
  for (guint t = 0; t < G_N_ELEMENTS (threads); t++)
    {
      g_thread_join (threads[t]);
      g_assert_cmpuint (checks[t].probes, >, 1000);
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* The first guess without the table: a legal move of the position; when
 * it says it found a win, the solved game agrees; and it finds most wins
 * in one move. */
static void
test_guess (void)
{
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (3, FALSE, 2, NULL, NULL, NULL, NULL);
  guint sure = 0, guesses = 0;
  FtRng rng;

  ft_rng_init (&rng, 5);
  for (guint g = 0; g < 60; g++)
    {
      FtDicePos pos;

      ft_dice_pos_roll (&pos, 3, &rng);
      while (!ft_dice_pos_is_over (&pos, NULL))
        {
          FtDiceMove moves[FT_DICE_MAX_MOVES], guess;
          guint n = ft_dice_pos_moves (&pos, moves);
          gboolean sure_win, legal = FALSE, wins;
          guint depth;

          g_assert_true (ft_dice_hint_guess (&pos, 20000, &guess, &sure_win));
          for (guint i = 0; i < n; i++)
            legal |= ft_dice_move_equal (&guess, &moves[i]);
          g_assert_true (legal);
          g_assert_true (ft_dice_table_probe_move (table, &pos, &guess, &wins, &depth));
          if (sure_win)
            {
              g_assert_true (wins);
              sure++;
            }
          guesses++;
          ft_dice_pos_apply (&pos, &moves[ft_rng_below (&rng, n)]);
        }
    }
  g_assert_cmpuint (sure, >, 0);
  g_test_message ("%u of %u guesses proven wins", sure, guesses);
}

/* The command line prints the figures the library computes, and refuses a
 * malformed position with a clear error and status 1, never a crash. */
static void
test_cli (void)
{
  const char *cli = g_getenv ("FLIP_TUTOR_CLI");
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (3, FALSE, 2, NULL, NULL, NULL, NULL);
  FtDiceStats stats;
  g_autofree char *out = NULL, *err = NULL, *expected = NULL;
  int status;

  if (cli == NULL)
    {
      g_test_skip ("FLIP_TUTOR_CLI is not set");
      return;
    }
  ft_dice_stats_compute (table, &stats);
  expected = g_strdup_printf ("first mover wins: %.6f", stats.first_mover_wins);

  {
    const char *argv[] = { cli, "dice", "solve", "--dice", "3", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, NULL));
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    g_assert_nonnull (strstr (out, expected));
    g_assert_nonnull (strstr (out, "positions: "));
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *argv[] = { cli, "dice", "eval", "A:1,6* B:2,9 M:- turn=A", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, NULL));
    g_assert_false (g_spawn_check_wait_status (status, NULL));
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 1);
    g_assert_nonnull (strstr (err, "error: "));
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
  }
  {
    const char *argv[] = { cli, "dice", "eval", "A:1,6* B:2,5 M:3,4 turn=B", NULL };
    FtDicePos pos;
    FtDiceHint hint;
    g_autofree char *value = NULL;

    g_assert_true (ft_dice_pos_from_string (&pos, argv[3], NULL));
    g_assert_true (ft_dice_hint_compute (table, &pos, &hint));
    value = g_strdup_printf ("value: %s in %u\n", hint.wins ? "win" : "loss", hint.depth);
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &out, &err, &status, NULL));
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    g_assert_nonnull (strstr (out, value));
  }
}

/* --- Caches: never over a file that is not a table; a partial file of
 * its own for every solve; none left behind. ------------------------- */

static guint
count_entries (const char *dir,
               const char *suffix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d && (name = g_dir_read_name (d)))
    n += g_str_has_suffix (name, suffix);
  return n;
}

static void
assert_file_is (const char *path,
                const char *expected,
                gsize       length)
{
  g_autofree char *contents = NULL;
  gsize got;

  g_assert_true (g_file_get_contents (path, &contents, &got, NULL));
  g_assert_cmpmem (contents, got, expected, length);
}

static void
test_cache_refuses_foreign (void)
{
  const char *cli = g_getenv ("FLIP_TUTOR_CLI");
  g_autofree char *dir = g_dir_make_tmp ("dice-XXXXXX", NULL);
  g_autofree char *notes = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *small = g_build_filename (dir, "n2.table", NULL);
  g_autofree char *small_bytes = NULL;
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (2, FALSE, 2, NULL, NULL, NULL, NULL);
  g_autoptr(FtDiceTable) refused = NULL;
  g_autoptr(GError) error = NULL;
  gsize small_length;
  static const char text[] = "a learner's notes\n";

  g_assert_true (g_file_set_contents (notes, text, -1, NULL));
  g_assert_true (ft_dice_table_save (table, small, NULL));
  g_assert_true (g_file_get_contents (small, &small_bytes, &small_length, NULL));

  /* The engine: a text file, a table of another size or another rule. */
  refused = ft_dice_table_solve_to_file (2, FALSE, 2, notes, NULL, NULL, NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_false (ft_dice_table_may_replace (small, 3, FALSE, NULL));
  g_assert_false (ft_dice_table_may_replace (small, 2, TRUE, NULL));
  g_assert_true (ft_dice_table_may_replace (small, 2, FALSE, NULL));
  g_assert_false (ft_dice_table_save (table, notes, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  assert_file_is (notes, text, strlen (text));

  /* The command line: a clear error, a failing status, nothing lost. */
  if (cli != NULL)
    {
      const char *targets[] = { notes, small };

      for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
        {
          const char *argv[] = { cli, "dice", "solve", "--dice", "3", "--cache", targets[i], NULL };
          g_autofree char *out = NULL, *err = NULL;
          int status;

          g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                       &out, &err, &status, NULL));
          g_assert_false (g_spawn_check_wait_status (status, NULL));
          g_assert_nonnull (strstr (err, "not overwriting"));
        }
    }
  assert_file_is (notes, text, strlen (text));
  assert_file_is (small, small_bytes, small_length);
  g_assert_cmpuint (count_entries (dir, ".partial"), ==, 0);

  g_unlink (notes);
  g_unlink (small);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

typedef struct
{
  const char   *dir;
  const char   *path;
  GCancellable *cancel;
  char         *partial;
} Watch;

/* Notes the partial file's name while the solve writes it; cancels the
 * solve when asked to. */
static void
watch_cb (double   fraction,
          gpointer user_data)
{
  Watch *w = user_data;
  g_autoptr(GDir) d = g_dir_open (w->dir, 0, NULL);
  const char *name;

  while (w->partial == NULL && d && (name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".partial"))
      w->partial = g_strdup (name);
  if (w->cancel != NULL && fraction > 0)
    g_cancellable_cancel (w->cancel);
}

static gpointer
solve_thread (gpointer data)
{
  const char *path = data;

  return ft_dice_table_solve_to_file (3, FALSE, 1, path, NULL, NULL, NULL, NULL);
}

static void
test_cache_partial_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("dice-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "n3.table", NULL);
  g_autoptr(FtDiceTable) first = NULL;
  g_autoptr(FtDiceTable) loaded = NULL;
  g_autoptr(GError) error = NULL;
  Watch w = { dir, path, NULL, NULL };
  GThread *other;
  FtDiceTable *second;

  /* A name of its own beside the table: n3.table.XXXXXX.partial. */
  first = ft_dice_table_solve_to_file (3, FALSE, 2, path, watch_cb, &w, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (w.partial);
  g_assert_true (g_str_has_prefix (w.partial, "n3.table."));
  g_assert_cmpuint (strlen (w.partial), ==, strlen ("n3.table.XXXXXX.partial"));
  g_clear_pointer (&w.partial, g_free);
  g_clear_pointer (&first, ft_dice_table_free);

  /* Two solves into one path at once both finish, with a good table. */
  other = g_thread_new ("solve", solve_thread, path);
  first = ft_dice_table_solve_to_file (3, FALSE, 1, path, NULL, NULL, NULL, &error);
  second = g_thread_join (other);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  ft_dice_table_free (second);
  loaded = ft_dice_table_load (path, 3, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_entries (dir, ".partial"), ==, 0);
  g_clear_pointer (&loaded, ft_dice_table_free);
  g_unlink (path);

  /* Cancelled halfway: no table, and no partial file left. */
  w.cancel = g_cancellable_new ();
  g_clear_pointer (&first, ft_dice_table_free);
  first = ft_dice_table_solve_to_file (3, FALSE, 2, path, watch_cb, &w, w.cancel, &error);
  g_assert_null (first);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (w.partial);
  g_assert_cmpuint (count_entries (dir, ""), ==, 0);
  g_clear_object (&w.cancel);
  g_free (w.partial);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
progress_cb (double   fraction,
             gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

static void
test_progress (void)
{
  double last = 0;
  g_autoptr(FtDiceTable) table = ft_dice_table_solve (2, FALSE, 2, progress_cb, &last, NULL, NULL);

  g_assert_nonnull (table);
  g_assert_cmpfloat (last, ==, 1.0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/solver/brute-force-n2", test_brute_force_n2);
  g_test_add_func ("/dice/solver/brute-force-n3", test_brute_force_n3);
  g_test_add_func ("/dice/solver/brute-force-most-change", test_brute_force_most_change);
  g_test_add_func ("/dice/solver/consistency-n2", test_consistency_n2);
  g_test_add_func ("/dice/solver/consistency-n3", test_consistency_n3);
  g_test_add_func ("/dice/solver/consistency-n4", test_consistency_n4);
  g_test_add_func ("/dice/solver/solve-to-file", test_solve_to_file);
  g_test_add_func ("/dice/solver/cli", test_cli);
  g_test_add_func ("/dice/solver/hint-change", test_hint_change);
  g_test_add_func ("/dice/solver/stats-direct", test_stats_direct);
  g_test_add_func ("/dice/solver/save-load", test_save_load);
  g_test_add_func ("/dice/solver/packed-equals-unpacked", test_packed_equals_unpacked);
  g_test_add_func ("/dice/solver/guess", test_guess);
  g_test_add_func ("/dice/solver/progress", test_progress);
  g_test_add_func ("/dice/solver/cache-refuses-foreign", test_cache_refuses_foreign);
  g_test_add_func ("/dice/solver/cache-partial-files", test_cache_partial_files);

  return g_test_run ();
}
