/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "dice-solver.h"

/*
 * The solve is a retrograde sweep in an order where every move leads to a
 * position already solved (R6's argument that the game ends):
 *
 * - a trash raises the middle's pip total: the trashed die of value v goes
 *   in and the change taken out totals less than v, so the total rises by
 *   1 to 6;
 * - a flip keeps the middle and locks one more die.
 *
 * So positions are solved by middle total ("layer"), highest first.  The
 * trashes of a layer read only the layers above, so they come first, for
 * the whole layer (the "trash step"); then the flips, by the number of
 * locked dice in both hands, most first.  The work of one step is
 * independent and shared out between the threads; each step reads only
 * earlier steps.  A layer's moves reach only the six layers above it, so a
 * solve to a file holds just seven layers in memory at a time.
 *
 * Scores.  Values are compared as one-byte scores (score()), which order
 * the entries as the player to move in them prefers them, so that every
 * choice is a byte-wise minimum or maximum, worked 16 bytes at a time.
 *
 * Trashes.  A trash clears the trasher's locks (R5), so its value depends
 * on the trasher's faces and the other's hand only: the trash step works
 * it out once for each (the "trashes' scores", t->tv, for the layer being
 * solved), not for every split of the faces into locked and unlocked dice.
 * For one of the other's hands, each die it can lose and each choice of
 * change (R4) is a row of the victim's scores against every all-unlocked
 * hand of the trasher: a row of a layer's tail (below), turned round.
 *
 * Flips.  For one mover's hand, the trashes' scores and the entries after
 * each flip are runs over the other's hands side by side (UNIT_OTHERS of
 * them a unit), so a position's value is a minimum down a column.
 *
 * Index.  A multiset of faces (the middle, or the unlocked or locked part
 * of a hand) has an id in a fixed list of every multiset of up to 10 dice,
 * with tables to add or remove one die; its rank among the multisets of
 * its size comes from the combinatorial number system.  A hand (u, l) of
 * n dice, nu of them unlocked, ranks as
 *
 *   hand_off[n][nu] + rank (u) * count (n - nu) + rank (l)
 *
 * which numbers the H(n) = C(n + 11, 11) hands of n dice perfectly.  The
 * layers follow each other by middle total; within a layer each middle
 * has a span, and within it the hand sizes (a for the player to move, b
 * for the other, a + b = 2N - c) have blocks of H(a) H(b) positions:
 *
 *   mid_start[mid] + block[c][a] + rank (other) * H(a) + rank (mover)
 *
 * The mover's rank varies fastest, so the positions a solve reads for one
 * mover's hand against every opponent's hand lie close together.  With the
 * middle empty no die has been trashed yet, so both hands hold N dice: the
 * other hand sizes get no block there (they would be a sixth of the
 * 10-die table).
 *
 * Memory.  A trash clears the trasher's locks (R5), so the positions a
 * trash leads to have the other player (the trasher) holding no locked
 * die: the tail of each block, as a hand's rank puts its all-unlocked
 * hands last.  A solve keeps, of each solved layer, these tails (a
 * twentieth of it for N = 5) for the six layers below, turned round (the
 * mover's hand first, then the other's) and as scores; a solve to a file
 * keeps nothing else of the layers above, and the layer being solved
 * whole (all but the starting one in one buffer).
 *
 * File.  The entries are cut by layer into chunks of CHUNK entries, each
 * compressed with zstd on its own (one byte an entry holds about 2 bits of
 * information: neighbours in the index are alike), so that a probe
 * decompresses 4 KiB and the file is mapped, never read whole:
 *
 *   header (HEADER_SIZE bytes, see write_header())
 *   offsets  n_chunks + 1 little-endian guint64, into the data
 *   sums     n_chunks little-endian guint32, of each chunk's entries
 *   data     the chunks, layers from the highest down, as the solve
 *            writes them
 *
 * The header's checksum covers the offsets and the sums, and is checked
 * when the file is mapped; a chunk is checked against its sum (and its
 * entries against the greatest depth) each time it is decompressed, so a
 * damaged chunk reads as "not in the table", never as a wrong value.
 */

#define MS_MAX 10           /* dice in a multiset */
#define MS_IDS 8008         /* multisets of up to 10 of 6 faces: C(16, 6) */
#define MS_NONE 0xffff
#define N_LAYERS (6 * (FT_DICE_MAX_TOTAL - 2) + 1)
#define HEADER_SIZE 64
#define TABLE_MAGIC "FTDICETB"
/* 3: one byte an entry, uncompressed (546 MB for N = 5); 4: chunks. */
#define TABLE_VERSION 4
#define CHUNK 4096          /* entries a compressed chunk holds */
#define ZSTD_LEVEL 1
/* Matches of at least 7 entries: an eighth less work for zstd than its
 * level 1's own choice for chunks this small, for 1% more bytes. */
#define ZSTD_MIN_MATCH 7
#define TAIL_STRIDE (FT_DICE_MAX_TOTAL + 1)
/* Change totals at most 5: the multisets of faces with total up to 5. */
#define MAX_CHOICES 19
/* The solve works on rows 16 bytes at a time and may read (and, in its
 * own buffers, write) up to 15 bytes past a row's end: every buffer it
 * works on has this much more. */
#define ROW_PAD 16
/* @n rounded up to the rows' 16 bytes: what the solve works on of a row
 * (so that every byte it reads has been set). */
#define ROW_BYTES(n) (((n) + 15) & ~15u)

typedef struct
{
  guint8  size;
  guint8  pips;
  guint8  count[7];           /* by face 1-6 */
  guint16 rank;
  guint16 add[7];             /* by face; MS_NONE when full */
  guint16 del[7];             /* by face; MS_NONE when absent */
} Multiset;

static struct
{
  guint32  binom[24][24];
  guint32  n_of_size[MS_MAX + 1];       /* C(n + 5, 5) */
  guint32  first_of_size[MS_MAX + 1];
  guint64  hands[MS_MAX + 1];           /* H(n) */
  guint64  hand_off[MS_MAX + 1][MS_MAX + 1];
  Multiset ms[MS_IDS];
} k;

struct _FtDiceTable
{
  guint         n_dice;
  gboolean      most_change;           /* R4's setting */
  guint         total;
  guint         n_layers;
  guint         max_depth;
  guint64       n_positions;
  guint64       layer_start[N_LAYERS + 1];
  guint64       mid_start[MS_IDS];
  guint16       mid_order[MS_IDS];     /* the middles held, by start */
  guint         n_mids;
  guint64       block[FT_DICE_MAX_TOTAL + 1][FT_DICE_MAX_TOTAL + 1];
  guint8       *layer[N_LAYERS];       /* the entries of a layer, when held */
  guint8       *tail[N_LAYERS];        /* a solve to a file: the tails of a solved layer */
  guint64       tail_size[N_LAYERS];
  guint64      *tail_off;              /* [mid * TAIL_STRIDE + a]: a block's tail in its layer's */
  guint8       *tv;                    /* a solve: the trashes' scores of the layer being solved */
  guint64       tv_bytes;
  guint64      *tv_off;                /* [mid * TAIL_STRIDE + a]: a block's trashes in tv */
  guint8       *mem;                   /* every entry, when owned */
  const guint8 *depth;                 /* every entry, when all are held */
  guint32       chunk_first[N_LAYERS]; /* chunk ids, layers from the highest down */
  guint32       n_chunks;
  guint64       file_bytes;            /* of the file solved into or mapped */
  GMappedFile  *mapped;                /* the file, when mapped */
  const guint8 *offsets;               /* in it: n_chunks + 1 guint64 */
  const guint8 *sums;                  /* n_chunks guint32 */
  const guint8 *data;                  /* the compressed chunks */
  guint         serial;                /* names the table in the threads' chunk caches */
};

/* The combinatorial number system: the faces f1 <= f2 <= … (from 0)
 * become the strictly increasing y_i = f_i + i - 1, ranked sum C(y_i, i). */
static guint32
rank_counts (const guint8 *count)
{
  guint32 r = 0;
  guint i = 0;

  for (guint f = 0; f < 6; f++)
    for (guint j = 0; j < count[f + 1]; j++, i++)
      r += k.binom[f + i][i + 1];
  return r;
}

static guint
find_id (const guint8 *count)
{
  guint n = 0;

  for (guint f = 1; f <= 6; f++)
    n += count[f];
  return k.first_of_size[n] + rank_counts (count);
}

static void
fill_multisets (guint8 *count,
                guint   face,
                guint   size)
{
  if (face == 7)
    {
      Multiset *m = &k.ms[find_id (count)];

      m->size = size;
      m->rank = find_id (count) - k.first_of_size[size];
      memcpy (m->count, count, 7);
      for (guint f = 1; f <= 6; f++)
        m->pips += f * count[f];
      return;
    }
  for (guint c = 0; size + c <= MS_MAX; c++)
    {
      count[face] = c;
      fill_multisets (count, face + 1, size + c);
    }
  count[face] = 0;
}

static void
init_tables (void)
{
  static gsize done = 0;
  guint8 count[7] = { 0 };

  if (!g_once_init_enter (&done))
    return;

  for (guint n = 0; n < 24; n++)
    {
      k.binom[n][0] = 1;
      for (guint r = 1; r <= n; r++)
        k.binom[n][r] = k.binom[n - 1][r - 1] + (r < n ? k.binom[n - 1][r] : 0);
    }
  for (guint n = 0, first = 0; n <= MS_MAX; n++)
    {
      k.n_of_size[n] = k.binom[n + 5][5];
      k.first_of_size[n] = first;
      first += k.n_of_size[n];
    }
  for (guint n = 0; n <= MS_MAX; n++)
    for (guint nu = 0; nu <= n; nu++)
      {
        k.hand_off[n][nu] = k.hands[n];
        k.hands[n] += (guint64) k.n_of_size[nu] * k.n_of_size[n - nu];
      }

  fill_multisets (count, 1, 0);
  for (guint id = 0; id < MS_IDS; id++)
    for (guint f = 1; f <= 6; f++)
      {
        Multiset *m = &k.ms[id];

        memcpy (count, m->count, 7);
        count[f]++;
        m->add[f] = m->size < MS_MAX ? find_id (count) : MS_NONE;
        count[f] -= 2;
        m->del[f] = m->count[f] > 0 ? find_id (count) : MS_NONE;
      }
  count[0] = 0;

  g_once_init_leave (&done, 1);
}

static inline guint32
hand_rank (guint u,
           guint l)
{
  const Multiset *mu = &k.ms[u], *ml = &k.ms[l];

  return k.hand_off[mu->size + ml->size][mu->size] + (guint32) mu->rank * k.n_of_size[ml->size] + ml->rank;
}

/* Where the entries of middle @mid, mover's hand of @a dice, start. */
static inline guint64
block_start (const FtDiceTable *t,
             guint              mid,
             guint              a)
{
  return t->mid_start[mid] + t->block[k.ms[mid].size][a];
}

/*
 * Scores.  Seen from the player to move in it, an entry d (odd: wins in
 * d, even: loses in d, 0: has lost) has the score
 *
 *   score (d) = d / 2 XOR (d odd ? 255 : 0)
 *
 * which orders the entries as that player prefers them: every win above
 * every loss, a quicker win above a slower one, a longer loss above a
 * shorter one, in one byte.  So a position's value is one minimum: the
 * mover picks the move that leaves the opponent the lowest score, and
 * after a trash the victim picks the change of the highest (R4).  The
 * position's entry is then depth_after[that score], one move more than
 * the opponent's entry.
 */
static inline guint
score (guint d)
{
  return ((d >> 1) ^ (0u - (d & 1))) & 0xff;
}

static inline guint
depth_after (guint s)
{
  return s < 128 ? 2 * s + 1 : 2 * (255 - s) + 2;
}

/*
 * A layer of a solve to a file gets pages of its own straight from the
 * system, so that freeing it returns them at once: through malloc, freed
 * layers below the mmap threshold (which glibc raises after each large
 * free) would stay in the heap and the memory held would creep up.
 */
static guint8 *
layer_alloc (guint64 size)
{
  void *p = mmap (NULL, size + ROW_PAD, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

  return p == MAP_FAILED ? NULL : p;
}

static void
layer_free (FtDiceTable *t,
            guint        layer)
{
  if (t->layer[layer] != NULL)
    munmap (t->layer[layer], t->layer_start[layer + 1] - t->layer_start[layer] + ROW_PAD);
  t->layer[layer] = NULL;
}

static FtDiceTable *
table_new (guint    n_dice,
           gboolean most_change)
{
  FtDiceTable *t = g_new0 (FtDiceTable, 1);
  guint64 next = 0;

  init_tables ();
  t->n_dice = n_dice;
  t->most_change = most_change;
  t->total = 2 * n_dice;
  t->n_layers = 6 * (t->total - 2) + 1;

  for (guint c = 0; c + 2 <= t->total; c++)
    {
      guint64 off = 0;

      for (guint a = 1; a + c < t->total; a++)
        {
          t->block[c][a] = off;
          if (c > 0 || a == n_dice)
            off += k.hands[a] * k.hands[t->total - c - a];
        }
      t->block[c][0] = off;   /* the span of one middle of c dice */
    }

  for (guint layer = 0; layer < t->n_layers; layer++)
    {
      t->layer_start[layer] = next;
      for (guint id = 0; id < MS_IDS; id++)
        if (k.ms[id].pips == layer && (guint) k.ms[id].size + 2 <= t->total)
          {
            t->mid_order[t->n_mids++] = id;
            t->mid_start[id] = next;
            next += t->block[k.ms[id].size][0];
          }
    }
  t->layer_start[t->n_layers] = next;
  t->n_positions = next;

  for (int layer = t->n_layers - 1; layer >= 0; layer--)
    {
      t->chunk_first[layer] = t->n_chunks;
      t->n_chunks += (t->layer_start[layer + 1] - t->layer_start[layer] + CHUNK - 1) / CHUNK;
    }
  return t;
}

/* Where the tail of each block lies in its layer's tails: the positions
 * whose other player holds no locked die, which a trash leads to; and
 * where the trashes' scores of each block lie while its layer is solved
 * (one for each of the mover's faces against each of the other's hands). */
static void
tails_init (FtDiceTable *t)
{
  guint64 tv_layer[N_LAYERS] = { 0 };

  t->tail_off = g_new0 (guint64, MS_IDS * TAIL_STRIDE);
  t->tv_off = g_new0 (guint64, MS_IDS * TAIL_STRIDE);
  for (guint i = 0; i < t->n_mids; i++)
    {
      guint mid = t->mid_order[i], c = k.ms[mid].size, layer = k.ms[mid].pips;

      for (guint a = 1; a + c < t->total; a++)
        {
          guint o = t->total - c - a;

          if (c == 0 && a != t->n_dice)
            continue;
          t->tv_off[mid * TAIL_STRIDE + a] = tv_layer[layer];
          tv_layer[layer] += k.n_of_size[a] * k.hands[o];
          t->tv_bytes = MAX (t->tv_bytes, tv_layer[layer]);
          if (c == 0)
            continue;
          t->tail_off[mid * TAIL_STRIDE + a] = t->tail_size[layer];
          t->tail_size[layer] += k.n_of_size[o] * k.hands[a];
        }
    }
}

/* Keeps the tails of a solved layer for the trashes that lead to it,
 * turned round: by the mover's (the victim's) hand, then the other's
 * (the trasher's), as scores, so that the trasher's hands for one
 * victim's hand lie together. */
static gboolean
tails_keep (FtDiceTable *t,
            guint        layer)
{
  t->tail[layer] = layer_alloc (t->tail_size[layer]);
  if (t->tail[layer] == NULL)
    return FALSE;
  for (guint i = 0; i < t->n_mids; i++)
    {
      guint mid = t->mid_order[i], c = k.ms[mid].size;

      if (k.ms[mid].pips != layer || c == 0)
        continue;
      for (guint a = 1; a + c < t->total; a++)
        {
          guint o = t->total - c - a, n_f = k.n_of_size[o];
          guint64 h = k.hands[a];
          const guint8 *from = t->layer[layer] + (block_start (t, mid, a) - t->layer_start[layer]) +
                               k.hand_off[o][o] * h;
          guint8 *to = t->tail[layer] + t->tail_off[mid * TAIL_STRIDE + a];

          /* In strips of 64 of the mover's hands, which stay in the cache. */
          for (guint64 v0 = 0; v0 < h; v0 += 64)
            for (guint f = 0; f < n_f; f++)
              for (guint64 v = v0; v < MIN (h, v0 + 64); v++)
                to[v * n_f + f] = score (from[f * h + v]);
        }
    }
  return TRUE;
}

static void
tail_free (FtDiceTable *t,
           guint        layer)
{
  if (t->tail[layer] != NULL)
    munmap (t->tail[layer], t->tail_size[layer] + ROW_PAD);
  t->tail[layer] = NULL;
}

void
ft_dice_table_free (FtDiceTable *table)
{
  if (table == NULL)
    return;
  for (guint i = 0; i < table->n_layers; i++)
    {
      if (table->mem == NULL)
        layer_free (table, i);
      tail_free (table, i);
    }
  g_free (table->tail_off);
  g_free (table->tv_off);
  g_free (table->tv);
  g_free (table->mem);
  g_clear_pointer (&table->mapped, g_mapped_file_unref);
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

/* The size of the file mapped or solved into, or else of the entries in
 * memory. */
gsize
ft_dice_table_bytes (const FtDiceTable *table)
{
  return table->file_bytes != 0 ? table->file_bytes : table->n_positions;
}

gboolean
ft_dice_table_most_change (const FtDiceTable *table)
{
  return table->most_change;
}

guint
ft_dice_table_max_depth (const FtDiceTable *table)
{
  return table->max_depth;
}

/* One change choice: the dice taken, and where the victim's entries lie. */
typedef struct
{
  guint8        n_taken;
  guint8        taken[5];
  guint16       mid;            /* the middle left */
  const guint8 *entries;        /* per mover hand: its block row */
} Choice;

/* Every choice of change from @mid (the trashed die of value @face in it):
 * the multisets totalling less than @face (R4), the empty one first; with
 * @most_change (R4's setting) only those of the largest total. */
static guint
list_choices (guint     mid,
              guint     face,
              gboolean  most_change,
              Choice   *out)
{
  guint n = 0, most = 0, kept = 0;
  guint totals[MAX_CHOICES];
  const Multiset *m = &k.ms[mid];
  guint limit = face - 1;

  for (guint s1 = 0; s1 <= m->count[1] && s1 <= limit; s1++)
    for (guint s2 = 0; s2 <= m->count[2] && s1 + 2 * s2 <= limit; s2++)
      for (guint s3 = 0; s3 <= m->count[3] && s1 + 2 * s2 + 3 * s3 <= limit; s3++)
        for (guint s4 = 0; s4 <= m->count[4] && s1 + 2 * s2 + 3 * s3 + 4 * s4 <= limit; s4++)
          for (guint s5 = 0; s5 <= m->count[5] && s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5 <= limit; s5++)
            {
              Choice *c = &out[n++];
              guint s[6] = { 0, s1, s2, s3, s4, s5 };
              guint id = mid;

              c->n_taken = 0;
              for (guint f = 1; f <= 5; f++)
                for (guint j = 0; j < s[f]; j++)
                  {
                    c->taken[c->n_taken++] = f;
                    id = k.ms[id].del[f];
                  }
              c->mid = id;
              totals[n - 1] = s1 + 2 * s2 + 3 * s3 + 4 * s4 + 5 * s5;
              most = MAX (most, totals[n - 1]);
            }
  if (!most_change)
    return n;
  for (guint i = 0; i < n; i++)
    if (totals[i] == most)
      out[kept++] = out[i];
  return kept;
}

/* Sixteen bytes at a time (GCC's and Clang's vector extension). */
typedef guint8 Bytes16 __attribute__ ((vector_size (16)));

/* acc = max (acc, row), byte by byte, over @n bytes rounded up to 16
 * (ROW_PAD). */
static inline void
max_into (guint8       *acc,
          const guint8 *row,
          guint         n)
{
  for (guint i = 0; i < n; i += 16)
    {
      Bytes16 a, r, more;

      memcpy (&a, acc + i, 16);
      memcpy (&r, row + i, 16);
      more = (Bytes16) (r > a);
      a = (r & more) | (a & ~more);
      memcpy (acc + i, &a, 16);
    }
}

/* acc = min (acc, row), byte by byte, over @n bytes rounded up to 16. */
static inline void
min_into (guint8       *acc,
          const guint8 *row,
          guint         n)
{
  for (guint i = 0; i < n; i += 16)
    {
      Bytes16 a, r, less;

      memcpy (&a, acc + i, 16);
      memcpy (&r, row + i, 16);
      less = (Bytes16) (r < a);
      a = (r & less) | (a & ~less);
      memcpy (acc + i, &a, 16);
    }
}

/* acc = min (acc, score (row)), byte by byte, over @n bytes of entries
 * rounded up to 16. */
static inline void
min_scores_into (guint8       *acc,
                 const guint8 *row,
                 guint         n)
{
  for (guint i = 0; i < n; i += 16)
    {
      Bytes16 a, r, s, less;

      memcpy (&a, acc + i, 16);
      memcpy (&r, row + i, 16);
      s = (r >> 1) ^ -(r & 1);
      less = (Bytes16) (s < a);
      a = (s & less) | (a & ~less);
      memcpy (acc + i, &a, 16);
    }
}

/* Turns @n scores into the entries of the positions they were seen from
 * (depth_after()), in place; returns the greatest entry.  A score of 128
 * would make an entry of 256, which one byte cannot hold: it returns 256
 * then, for the solve to refuse. */
static inline guint
depths_after (guint8 *acc,
              guint   n)
{
  static const Bytes16 lane = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
  Bytes16 most = { 0 }, least;
  guint d = 0;

  memset (&least, 255, 16);
  for (guint i = 0; i < n; i += 16)
    {
      Bytes16 s, wins, held;

      memcpy (&s, acc + i, 16);
      /* 2 s + 1 below 128, else 512 - 2 s, which wraps to 0 for 128. */
      wins = (Bytes16) (s < 128);
      s = ((s + s + 1) & wins) | ((-(s + s)) & ~wins);
      memcpy (acc + i, &s, 16);
      /* Only the lanes before @n count. */
      held = (Bytes16) (lane < (guint8) MIN (n - i, 16));
      most = ((s & held) & (Bytes16) ((s & held) > most)) | (most & ~(Bytes16) ((s & held) > most));
      least = ((s | ~held) & (Bytes16) ((s | ~held) < least)) | (least & ~(Bytes16) ((s | ~held) < least));
    }
  for (guint j = 0; j < 16; j++)
    {
      if (least[j] == 0)
        return 256;
      d = MAX (d, most[j]);
    }
  return d;
}

/* The hands of the other player per unit of a flip step: the rows each
 * mover's hand reads and writes for them stay in the cache. */
#define UNIT_OTHERS 256
/* The mover's hands whose entries are stored together (8: a guint64). */
#define GROUP 8
G_STATIC_ASSERT (GROUP == 8);   /* store_group() turns 8 x 16 bytes round */
/* The other player's hands per unit of a trash step. */
#define TRASH_OTHERS 32
/* Multisets of 9 faces, the most a trasher holds: C(14, 5). */
#define MAX_FACE_SETS 2002

typedef struct
{
  guint   mid;
  guint   a, la, b, lb;
  guint   from, to;     /* a range of the other player's hands, j = u * n_l + l */
} Unit;

typedef struct
{
  FtDiceTable  *t;
  gboolean      trashes;    /* the step of the trashes, else of the flips */
  Unit         *units;
  guint         n_units;
  gint          next;
  GCancellable *cancellable;
} Step;

/* The entries of a layer, wherever they are held. */
static inline guint8 *
entries_at (FtDiceTable *t,
            guint64      index,
            guint        layer)
{
  return t->layer[layer] + (index - t->layer_start[layer]);
}

/* The tail of the block of middle @mid, mover's hand of @a dice (the
 * positions where the other player holds no locked die, as scores, by
 * the mover's hand and then the other's). */
static inline const guint8 *
tail_at (FtDiceTable *t,
         guint        mid,
         guint        a)
{
  return t->tail[k.ms[mid].pips] + t->tail_off[mid * TAIL_STRIDE + a];
}

/* The rows one of the other player's hands reads in a trash step: for
 * each die it can lose to a trash (R3b), the victim's row after each
 * choice of change (R4), leaving out those that leave the victim no dice
 * (they lose: score 0, which no maximum needs). */
typedef struct
{
  guint         n_trash;
  guint8        n_rows[12];
  const guint8 *row[12][MAX_CHOICES];
} Trashes;

static inline void
gather_trashes (Trashes        *out,
                guint           j,
                guint           nu_b,
                guint           lb,
                guint           n_f,
                const guint    *n_choices,
                Choice        (*choices)[MAX_CHOICES],
                const guint8 *(*rows)[MAX_CHOICES])
{
  guint u2 = k.first_of_size[nu_b] + j / k.n_of_size[lb];
  guint l2 = k.first_of_size[lb] + j % k.n_of_size[lb];

  out->n_trash = 0;
  for (guint lock = 0; lock < 2; lock++)
    for (guint f = 1; f <= 6; f++)
      {
        guint vu, vl, n = 0;

        if (k.ms[lock ? l2 : u2].count[f] == 0)
          continue;
        vu = lock ? u2 : k.ms[u2].del[f];
        vl = lock ? k.ms[l2].del[f] : l2;
        for (guint c = 0; c < n_choices[f]; c++)
          {
            guint hu = vu;
            const guint8 *row;

            if (rows[f][c] == NULL)
              continue;
            for (guint x = 0; x < choices[f][c].n_taken; x++)
              hu = k.ms[hu].add[choices[f][c].taken[x]];
            row = rows[f][c] + (guint64) hand_rank (hu, vl) * n_f;
            __builtin_prefetch (row);
            if (n_f > 64)
              __builtin_prefetch (row + 64);
            out->row[out->n_trash][n++] = row;
          }
        out->n_rows[out->n_trash++] = n;
      }
}

/*
 * The trashes (R3b) for a range of the other player's hands, against
 * every hand of the mover's faces (the trasher's locks are cleared, R5,
 * so only the faces matter): the lowest score the mover can leave the
 * victim, who picks the change (R4) of the highest score.  The victim's
 * scores for one of their hands against every all-unlocked hand of the
 * trasher lie together in the tails, so each choice of change is one
 * pass over a row.  The results go to the layer's trashes by the
 * mover's faces, then the other's hand, for the flips to read in rows.
 */
static void
run_trash_unit (FtDiceTable *t,
                const Unit  *u,
                guint8      *scratch)
{
  const Multiset *mid = &k.ms[u->mid];
  Choice choices[7][MAX_CHOICES];
  const guint8 *rows[7][MAX_CHOICES];
  guint n_choices[7] = { 0 };
  guint nu_b = u->b - u->lb;
  guint n_f = k.n_of_size[u->a];
  guint8 *tv = t->tv + t->tv_off[u->mid * TAIL_STRIDE + u->a];
  guint64 h_b = k.hands[u->b];
  guint32 first = k.hand_off[u->b][nu_b] + u->from;
  guint8 acc[MAX_FACE_SETS + ROW_PAD];
  Trashes trashes[2];

  /* The choices of change after a trash of each face, and the blocks the
   * victim, to move next, is then in (none when left with no dice: the
   * victim has lost, score 0). */
  for (guint f = 1; f <= 6; f++)
    {
      n_choices[f] = list_choices (mid->add[f], f, t->most_change, choices[f]);
      for (guint c = 0; c < n_choices[f]; c++)
        {
          guint bv = u->b - 1 + choices[f][c].n_taken;

          rows[f][c] = bv == 0 ? NULL : tail_at (t, choices[f][c].mid, bv);
        }
    }

  /* Each hand's rows are found, and fetched, while the hand before is
   * worked on. */
  gather_trashes (&trashes[0], u->from, nu_b, u->lb, n_f, n_choices, choices, rows);
  for (guint j = u->from; j < u->to; j++)
    {
      const Trashes *now = &trashes[(j - u->from) % 2];
      guint8 *res = scratch + (gsize) (j - u->from) * n_f;

      if (j + 1 < u->to)
        gather_trashes (&trashes[(j + 1 - u->from) % 2], j + 1, nu_b, u->lb, n_f,
                        n_choices, choices, rows);
      memset (res, 255, ROW_BYTES (n_f));
      for (guint x = 0; x < now->n_trash; x++)
        {
          memset (acc, 0, ROW_BYTES (n_f));
          for (guint c = 0; c < now->n_rows[x]; c++)
            max_into (acc, now->row[x][c], n_f);
          min_into (res, acc, n_f);
        }
    }
  /* The other player's hands of a unit follow each other in rank. */
  for (guint f = 0; f < n_f; f++)
    for (guint j = 0; j < u->to - u->from; j++)
      tv[f * h_b + first + j] = scratch[(gsize) j * n_f + f];
}

/* Stores the entries of a group of GROUP mover's hands (@acc, one row a
 * hand) for each of @n other hands: GROUP bytes side by side a hand. */
static inline void
store_group (guint8  *own,
             guint64  h_a,
             guint8 (*acc)[UNIT_OTHERS],
             guint    n)
{
  guint j = 0;

#ifdef __SSE2__
  /* Sixteen other hands at a time: the 8 x 16 bytes turned round. */
  for (; j + 16 <= n; j += 16)
    {
      __m128i r[8], t[8], q[8], v[8];

      for (guint g = 0; g < 8; g++)
        r[g] = _mm_loadu_si128 ((const __m128i *) (acc[g] + j));
      for (guint g = 0; g < 8; g += 2)
        {
          t[g] = _mm_unpacklo_epi8 (r[g], r[g + 1]);
          t[g + 1] = _mm_unpackhi_epi8 (r[g], r[g + 1]);
        }
      for (guint m = 0; m < 2; m++)
        {
          q[4 * m] = _mm_unpacklo_epi16 (t[4 * m], t[4 * m + 2]);
          q[4 * m + 1] = _mm_unpackhi_epi16 (t[4 * m], t[4 * m + 2]);
          q[4 * m + 2] = _mm_unpacklo_epi16 (t[4 * m + 1], t[4 * m + 3]);
          q[4 * m + 3] = _mm_unpackhi_epi16 (t[4 * m + 1], t[4 * m + 3]);
        }
      for (guint m = 0; m < 4; m++)
        {
          v[2 * m] = _mm_unpacklo_epi32 (q[m], q[m + 4]);
          v[2 * m + 1] = _mm_unpackhi_epi32 (q[m], q[m + 4]);
        }
      for (guint m = 0; m < 8; m++)
        {
          _mm_storel_epi64 ((__m128i *) (own + (j + 2 * m) * h_a), v[m]);
          _mm_storel_epi64 ((__m128i *) (own + (j + 2 * m + 1) * h_a), _mm_unpackhi_epi64 (v[m], v[m]));
        }
    }
#endif
  for (; j < n; j++)
    {
      guint64 w = 0;

      for (guint g = 0; g < GROUP; g++)
        w |= (guint64) acc[g][j] << (8 * g);
      w = GUINT64_TO_LE (w);
      memcpy (own + j * h_a, &w, GROUP);
    }
}

/* Solves every position of one unit of a flip step: one middle, hand sizes
 * and locks, every hand of the mover against a range of the other
 * player's hands (whose ranks follow each other), from the trashes'
 * scores and the flips (R3a), a row at a time. */
static guint
run_unit (FtDiceTable *t,
          const Unit  *u)
{
  const Multiset *mid = &k.ms[u->mid];
  guint nu_a = u->a - u->la, nu_b = u->b - u->lb;
  guint n_la = k.n_of_size[u->la];
  guint n_mine = k.n_of_size[nu_a] * n_la, n_others = u->to - u->from;
  guint32 first = k.hand_off[u->b][nu_b] + u->from;
  guint8 *own = entries_at (t, block_start (t, u->mid, u->a), mid->pips) + (guint64) first * k.hands[u->a];
  const guint8 *flip_base = entries_at (t, block_start (t, u->mid, u->b), mid->pips) + first;
  const guint8 *tv = t->tv + t->tv_off[u->mid * TAIL_STRIDE + u->a] + first;
  guint64 h_a = k.hands[u->a], h_b = k.hands[u->b];
  guint8 acc[GROUP][UNIT_OTHERS];
  guint max_depth = 0, d;

  /* The mover's hands of a unit follow each other in rank: a group of
   * them writes its entries for one of the other's hands side by side. */
  for (guint i0 = 0; i0 < n_mine; i0 += GROUP)
    {
      guint n_group = MIN (GROUP, n_mine - i0);
      guint32 me_first = hand_rank (k.first_of_size[nu_a] + i0 / n_la,
                                    k.first_of_size[u->la] + i0 % n_la);
      const guint8 *from[GROUP][7];
      guint n_rows[GROUP];

      /* The rows of the group's hands, asked of the cache first: the
       * trashes, by the mover's faces, and for each face f among the
       * unlocked dice the entries after flipping one (R3a), where the
       * other player is to move, indexed by their hand. */
      for (guint g = 0; g < n_group; g++)
        {
          guint i = i0 + g;
          guint u1 = k.first_of_size[nu_a] + i / n_la;
          guint l1 = k.first_of_size[u->la] + i % n_la;
          guint faces = u1;

          for (guint f = 1; f <= 6; f++)
            for (guint j = 0; j < k.ms[l1].count[f]; j++)
              faces = k.ms[faces].add[f];
          from[g][0] = tv + (guint64) k.ms[faces].rank * h_b;
          n_rows[g] = 1;
          for (guint f = 1; f <= 6; f++)
            if (k.ms[u1].count[f] != 0)
              from[g][n_rows[g]++] = flip_base +
                (guint64) hand_rank (k.ms[u1].del[f], k.ms[l1].add[7 - f]) * h_b;
          for (guint x = 0; x < n_rows[g]; x++)
            for (guint j = 0; j < n_others; j += 64)
              __builtin_prefetch (from[g][x] + j);
        }

      for (guint g = 0; g < n_group; g++)
        {
          memcpy (acc[g], from[g][0], ROW_BYTES (n_others));
          for (guint x = 1; x < n_rows[g]; x++)
            min_scores_into (acc[g], from[g][x], n_others);
          /* MAX evaluates its arguments twice. */
          d = depths_after (acc[g], n_others);
          max_depth = MAX (max_depth, d);
        }

      if (n_group == GROUP)
        store_group (own + me_first, h_a, acc, n_others);
      else
        for (guint g = 0; g < n_group; g++)
          for (guint j = 0; j < n_others; j++)
            own[j * h_a + me_first + g] = acc[g][j];
    }
  return max_depth;
}

static gpointer
step_worker (gpointer data)
{
  Step *s = data;
  guint max_depth = 0, d;
  g_autofree guint8 *scratch = s->trashes ? g_malloc ((gsize) TRASH_OTHERS * MAX_FACE_SETS + ROW_PAD) : NULL;
  gint i;

  while ((i = g_atomic_int_add (&s->next, 1)) < (gint) s->n_units)
    {
      if (g_cancellable_is_cancelled (s->cancellable))
        break;
      if (s->trashes)
        run_trash_unit (s->t, &s->units[i], scratch);
      else
        {
          d = run_unit (s->t, &s->units[i]);
          max_depth = MAX (max_depth, d);
        }
    }
  return GUINT_TO_POINTER (max_depth);
}

/* Runs the units of one step on @n_threads threads, the calling one among
 * them. */
static void
run_step (FtDiceTable  *t,
          gboolean      trashes,
          GArray       *units,
          guint         n_threads,
          GCancellable *cancellable)
{
  Step step = { t, trashes, (Unit *) units->data, units->len, 0, cancellable };
  GThread *threads[64];
  guint d;

  n_threads = MIN (n_threads, MAX (units->len, 1));
  for (guint i = 1; i < n_threads; i++)
    threads[i] = g_thread_new ("flip-dice-solve", step_worker, &step);
  /* MAX evaluates its arguments twice, so results go through d. */
  d = GPOINTER_TO_UINT (step_worker (&step));
  t->max_depth = MAX (t->max_depth, d);
  for (guint i = 1; i < n_threads; i++)
    {
      d = GPOINTER_TO_UINT (g_thread_join (threads[i]));
      t->max_depth = MAX (t->max_depth, d);
    }
}

/* Solves one layer on @n_threads: first the trashes of every position
 * (they lead to the layers above, all solved), then the flips, which stay
 * in the layer, step by step (most locks first). */
static guint64
solve_layer (FtDiceTable  *t,
             guint         layer,
             guint         n_threads,
             GArray       *units,
             GCancellable *cancellable)
{
  guint64 positions = 0;

  g_array_set_size (units, 0);
  for (guint i = 0; i < t->n_mids; i++)
    {
      guint id = t->mid_order[i], c = k.ms[id].size;

      if (k.ms[id].pips != layer)
        continue;
      for (guint a = 1; a + c < t->total; a++)
        {
          guint b = t->total - c - a;

          if (c == 0 && a != t->n_dice)
            continue;
          for (guint lb = 0; lb <= b; lb++)
            {
              guint n_others = k.n_of_size[b - lb] * k.n_of_size[lb];

              for (guint from = 0; from < n_others; from += TRASH_OTHERS)
                {
                  Unit u = { id, a, 0, b, lb, from, MIN (n_others, from + TRASH_OTHERS) };

                  g_array_append_val (units, u);
                }
            }
        }
    }
  run_step (t, TRUE, units, n_threads, cancellable);

  for (int locks = t->total; locks >= 0; locks--)
    {
      g_array_set_size (units, 0);
      for (guint i = 0; i < t->n_mids; i++)
        {
          guint id = t->mid_order[i], c = k.ms[id].size;

          if (k.ms[id].pips != layer)
            continue;
          for (guint a = 1; a + c < t->total; a++)
            {
              guint b = t->total - c - a;

              if (c == 0 && a != t->n_dice)
                continue;
              for (guint la = 0; la <= a && la <= (guint) locks; la++)
                {
                  guint lb = locks - la;
                  guint n_mine, n_others;

                  if (lb > b)
                    continue;
                  n_mine = k.n_of_size[a - la] * k.n_of_size[la];
                  n_others = k.n_of_size[b - lb] * k.n_of_size[lb];
                  for (guint from = 0; from < n_others; from += UNIT_OTHERS)
                    {
                      Unit u = { id, a, la, b, lb, from, MIN (n_others, from + UNIT_OTHERS) };

                      g_array_append_val (units, u);
                    }
                  positions += (guint64) n_mine * n_others;
                }
            }
        }
      run_step (t, FALSE, units, n_threads, cancellable);
    }
  return positions;
}

/* A fast 64-bit checksum: it guards a cached file against truncation and
 * corruption, not against tampering. */
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

static void
put_u32 (guint8  *at,
         guint32  v)
{
  v = GUINT32_TO_LE (v);
  memcpy (at, &v, 4);
}

static void
put_u64 (guint8  *at,
         guint64  v)
{
  v = GUINT64_TO_LE (v);
  memcpy (at, &v, 8);
}

static guint32
get_u32 (const guint8 *at)
{
  guint32 v;

  memcpy (&v, at, 4);
  return GUINT32_FROM_LE (v);
}

static guint64
get_u64 (const guint8 *at)
{
  guint64 v;

  memcpy (&v, at, 8);
  return GUINT64_FROM_LE (v);
}

/* The offsets of the chunks (and of the data's end), then their sums. */
static gsize
index_bytes (const FtDiceTable *t)
{
  return 8 * ((gsize) t->n_chunks + 1) + 4 * (gsize) t->n_chunks;
}

/* The header: magic, version, N, the number of positions, the checksum of
 * the index, the greatest depth, the change rule (1: R4's most-change
 * setting), the entries a chunk holds, the chunks and the data's bytes,
 * little-endian. */
static void
write_header (const FtDiceTable *t,
              const guint8      *index,
              guint64            data_bytes,
              guint8            *header)
{
  memset (header, 0, HEADER_SIZE);
  memcpy (header, TABLE_MAGIC, 8);
  put_u32 (header + 8, TABLE_VERSION);
  put_u32 (header + 12, t->n_dice);
  put_u64 (header + 16, t->n_positions);
  put_u64 (header + 24, checksum (index, index_bytes (t)) ^ t->n_positions);
  put_u32 (header + 32, t->max_depth);
  put_u32 (header + 36, t->most_change ? 1 : 0);
  put_u32 (header + 40, CHUNK);
  put_u32 (header + 44, t->n_chunks);
  put_u64 (header + 48, data_bytes);
}

static gboolean
write_at (FILE          *file,
          guint64        offset,
          const guint8  *data,
          guint64        n,
          const char    *path,
          GError       **error)
{
  if (fseeko (file, offset, SEEK_SET) != 0 || fwrite (data, 1, n, file) != n)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "cannot write %s: %s", path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* One compressed chunk. */
typedef struct
{
  guint8  *bytes;
  gsize    size;
  guint32  sum;
} Packed;

typedef struct
{
  const guint8 *entries;
  guint64       n;
  Packed       *out;
  guint         n_chunks;
  gint          next;
  gint          failed;
} Pack;

static gpointer
pack_worker (gpointer data)
{
  Pack *p = data;
  ZSTD_CCtx *cctx = ZSTD_createCCtx ();
  gsize bound = ZSTD_compressBound (CHUNK);
  g_autofree guint8 *scratch = g_malloc (bound);
  gint i;

  if (cctx == NULL ||
      ZSTD_isError (ZSTD_CCtx_setParameter (cctx, ZSTD_c_compressionLevel, ZSTD_LEVEL)) ||
      ZSTD_isError (ZSTD_CCtx_setParameter (cctx, ZSTD_c_minMatch, ZSTD_MIN_MATCH)))
    {
      ZSTD_freeCCtx (cctx);
      g_atomic_int_set (&p->failed, 1);
      return NULL;
    }
  while ((i = g_atomic_int_add (&p->next, 1)) < (gint) p->n_chunks)
    {
      guint64 from = (guint64) i * CHUNK;
      gsize n = MIN (CHUNK, p->n - from);
      gsize r = ZSTD_compress2 (cctx, scratch, bound, p->entries + from, n);

      if (ZSTD_isError (r))
        {
          g_atomic_int_set (&p->failed, 1);
          break;
        }
      p->out[i].bytes = g_memdup2 (scratch, r);
      p->out[i].size = r;
      p->out[i].sum = (guint32) checksum (p->entries + from, n);
    }
  ZSTD_freeCCtx (cctx);
  return NULL;
}

/* Where a table's file goes as it is made: a file written in order, or
 * bytes in memory; the index is filled as the chunks come. */
typedef struct
{
  FILE       *file;
  GByteArray *bytes;
  const char *path;
  guint8     *index;
  guint64     data_bytes;
} Writer;

/* Compresses the entries of @layer on @n_threads threads and writes them. */
static gboolean
writer_put_layer (Writer            *w,
                  const FtDiceTable *t,
                  guint              layer,
                  guint              n_threads,
                  GError           **error)
{
  Pack p = { t->layer[layer], t->layer_start[layer + 1] - t->layer_start[layer], NULL, 0, 0, 0 };
  GThread *threads[64];
  gboolean ok = TRUE;

  p.n_chunks = (p.n + CHUNK - 1) / CHUNK;
  p.out = g_new0 (Packed, MAX (p.n_chunks, 1));
  n_threads = MIN (n_threads, MAX (p.n_chunks / 16, 1));
  for (guint i = 1; i < n_threads; i++)
    threads[i] = g_thread_new ("flip-dice-pack", pack_worker, &p);
  pack_worker (&p);
  for (guint i = 1; i < n_threads; i++)
    g_thread_join (threads[i]);
  if (p.failed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "cannot compress the %u-die table", t->total);
      ok = FALSE;
    }

  for (guint i = 0; i < p.n_chunks; i++)
    {
      guint32 id = t->chunk_first[layer] + i;

      if (ok)
        {
          put_u64 (w->index + 8 * (gsize) id, w->data_bytes);
          put_u32 (w->index + 8 * ((gsize) t->n_chunks + 1) + 4 * (gsize) id, p.out[i].sum);
          if (w->file != NULL && fwrite (p.out[i].bytes, 1, p.out[i].size, w->file) != p.out[i].size)
            {
              int saved = errno;

              g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                           "cannot write %s: %s", w->path, g_strerror (saved));
              ok = FALSE;
            }
          else if (w->bytes != NULL)
            g_byte_array_append (w->bytes, p.out[i].bytes, p.out[i].size);
          w->data_bytes += p.out[i].size;
        }
      g_free (p.out[i].bytes);
    }
  g_free (p.out);
  put_u64 (w->index + 8 * (gsize) t->n_chunks, w->data_bytes);
  return ok;
}

/**
 * ft_dice_table_may_replace:
 *
 * Whether a solve may write its table over the file at @path: when there
 * is none, when it is empty, or when it is a table of this game (same N,
 * same change rule) that is old or damaged.  Anything else (a text file, a
 * table of another size or rule) is refused with G_IO_ERROR_EXISTS, so a
 * mistyped --cache never destroys a file.
 */
gboolean
ft_dice_table_may_replace (const char  *path,
                           guint        n_dice,
                           gboolean     most_change,
                           GError     **error)
{
  guint8 header[HEADER_SIZE];
  guint32 file_n_dice, file_most_change;
  gssize got = 0;
  int fd;

  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, FALSE);

  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
  if (fd < 0 && errno == ENOENT)
    return TRUE;
  if (fd >= 0)
    {
      struct stat st;

      if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode))
        {
          if (st.st_size == 0)
            {
              close (fd);
              return TRUE;
            }
          got = read (fd, header, HEADER_SIZE);
        }
      close (fd);
    }

  if (got == HEADER_SIZE && memcmp (header, TABLE_MAGIC, 8) == 0)
    {
      memcpy (&file_n_dice, header + 12, 4);
      memcpy (&file_most_change, header + 36, 4);
      if (GUINT32_FROM_LE (file_n_dice) == n_dice &&
          GUINT32_FROM_LE (file_most_change) == (most_change ? 1 : 0))
        return TRUE;
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               "%s is not a table of the %u-die game%s; not overwriting it",
               path, 2 * n_dice, most_change ? " with the most-change rule" : "");
  return FALSE;
}

/*
 * The solve.  With @path NULL every layer stays in memory, in one block.
 * With @path each layer is compressed into the file as soon as it is
 * solved; only its tails stay, while the six layers below read them, and
 * the file is renamed into place at the end, so a reader never sees half
 * a table.
 */
static FtDiceTable *
solve (guint            n_dice,
       gboolean         most_change,
       guint            n_threads,
       const char      *path,
       FtDiceProgress   progress,
       gpointer         user_data,
       GCancellable    *cancellable,
       GError         **error)
{
  g_autoptr(FtDiceTable) t = table_new (n_dice, most_change);
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (Unit));
  g_autofree char *tmp_path = NULL;
  g_autofree guint8 *index = NULL;
  Writer w = { NULL, NULL, NULL, NULL, 0 };
  guint64 done = 0, work_size = 0;
  guint8 *work = NULL;
  FILE *file = NULL;
  gboolean ok = TRUE;

  n_threads = CLAMP (n_threads, 1, 64);
  if (path == NULL)
    {
      t->mem = g_try_malloc0 (t->n_positions + ROW_PAD);
      if (t->mem == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                       "not enough memory for the %u-die table", t->total);
          return NULL;
        }
      t->depth = t->mem;
      for (guint i = 0; i < t->n_layers; i++)
        t->layer[i] = t->mem + t->layer_start[i];
    }
  else
    {
      int fd;

      if (!ft_dice_table_may_replace (path, n_dice, most_change, error))
        return NULL;
      ft_dice_table_remove_stale_partials (path);

      /* A name of its own beside the table, so that two solves into one
       * path never write one partial file. */
      tmp_path = g_strconcat (path, ".XXXXXX.partial", NULL);
      fd = g_mkstemp_full (tmp_path, O_RDWR | O_CLOEXEC, 0600);
      /* Held until the file is renamed or removed, or the process ends
       * (ft_dice_table_remove_stale_partials()). */
      if (fd >= 0 && flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          close (fd);
          g_unlink (tmp_path);
          fd = -1;
        }
      if (fd < 0 || (file = fdopen (fd, "wb")) == NULL)
        {
          int saved = errno;

          if (fd >= 0)
            {
              close (fd);
              g_unlink (tmp_path);
            }
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "cannot create %s: %s", tmp_path, g_strerror (saved));
          return NULL;
        }
      index = g_malloc0 (index_bytes (t));
      w.file = file;
      w.path = tmp_path;
      w.index = index;
      /* The data follows the header and the index, written last. */
      if (fseeko (file, HEADER_SIZE + index_bytes (t), SEEK_SET) != 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                       "cannot write %s: %s", tmp_path, g_strerror (errno));
          ok = FALSE;
        }
    }

  tails_init (t);
  t->tv = g_try_malloc0 (t->tv_bytes + ROW_PAD);
  if (t->tv == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "not enough memory for the %u-die table", t->total);
      ok = FALSE;
    }

  /* A solve to a file solves the layers above the starting one in one
   * buffer, in huge pages where the system has them (the flips read it
   * all over), and gives the starting layer pages of its own. */
  if (file != NULL && ok)
    {
      for (guint layer = 1; layer < t->n_layers; layer++)
        work_size = MAX (work_size, t->layer_start[layer + 1] - t->layer_start[layer]);
      work = layer_alloc (work_size);
#ifdef MADV_HUGEPAGE
      if (work != NULL)
        madvise (work, work_size + ROW_PAD, MADV_HUGEPAGE);
#endif
      if (work == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                       "not enough memory for the %u-die table", t->total);
          ok = FALSE;
        }
    }

  for (int layer = t->n_layers - 1; layer >= 0 && ok; layer--)
    {
      guint64 size = t->layer_start[layer + 1] - t->layer_start[layer];

      if (file != NULL)
        {
          t->layer[layer] = layer > 0 ? work : layer_alloc (size);
          if (t->layer[layer] == NULL)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                           "not enough memory for the %u-die table", t->total);
              ok = FALSE;
              break;
            }
        }

      done += solve_layer (t, layer, n_threads, units, cancellable);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          ok = FALSE;
          break;
        }
      if (file != NULL)
        ok = writer_put_layer (&w, t, layer, n_threads, error);
      /* The starting layer is never trashed into. */
      if (ok && layer > 0 && !tails_keep (t, layer))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                       "not enough memory for the %u-die table", t->total);
          ok = FALSE;
        }
      /* Of a solve to a file the starting layer stays whole, for the
       * statistics. */
      if (file != NULL && layer > 0)
        t->layer[layer] = NULL;
      /* Moves from this layer on reach at most six layers up. */
      if (layer + 6 < (int) t->n_layers)
        tail_free (t, layer + 6);
      if (progress != NULL && ok)
        progress ((double) done / t->n_positions, user_data);
    }
  /* Of a solve to a file only the starting layer stays, for the
   * statistics. */
  for (guint i = 0; i < t->n_layers; i++)
    {
      if (file != NULL && i > 0)
        {
          if (t->layer[i] == work)
            t->layer[i] = NULL;
          layer_free (t, i);
        }
      tail_free (t, i);
    }
  if (work != NULL)
    munmap (work, work_size + ROW_PAD);
  g_clear_pointer (&t->tv, g_free);

  if (ok)
    {
      g_assert (done == t->n_positions);
      g_assert (t->max_depth <= G_MAXUINT8);
    }
  if (file != NULL)
    {
      guint8 header[HEADER_SIZE];

      if (ok)
        {
          write_header (t, index, w.data_bytes, header);
          ok = write_at (file, HEADER_SIZE, index, index_bytes (t), tmp_path, error) &&
               write_at (file, 0, header, HEADER_SIZE, tmp_path, error);
          t->file_bytes = HEADER_SIZE + index_bytes (t) + w.data_bytes;
        }
      /* Written out and renamed while the lock is held, so that no other
       * solve takes the file for a stale partial in between. */
      if (ok && (fflush (file) != 0 || fsync (fileno (file)) != 0))
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "cannot write %s: %s", tmp_path, g_strerror (saved));
          ok = FALSE;
        }
      if (ok && g_rename (tmp_path, path) != 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "cannot rename %s: %s", tmp_path, g_strerror (saved));
          ok = FALSE;
        }
      fclose (file);
      if (!ok)
        g_unlink (tmp_path);
    }
  return ok ? g_steal_pointer (&t) : NULL;
}

FtDiceTable *
ft_dice_table_solve (guint            n_dice,
                     gboolean         most_change,
                     guint            n_threads,
                     FtDiceProgress   progress,
                     gpointer         user_data,
                     GCancellable    *cancellable,
                     GError         **error)
{
  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, NULL);
  return solve (n_dice, most_change, n_threads, NULL, progress, user_data, cancellable, error);
}

/*
 * Partial files: a solve into PATH writes PATH.XXXXXX.partial and holds an
 * exclusive flock() on it until it is renamed or removed.  The lock goes
 * with the writer's process, so a partial that can be locked has lost its
 * writer (killed, crashed, the machine stopped) and is removed here; one
 * being written stays.  Every solve into a file calls this first.
 */
guint
ft_dice_table_remove_stale_partials (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;
  guint removed = 0;

  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *full = NULL;
      int fd;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".partial") ||
          strlen (name) != strlen (prefix) + strlen ("XXXXXX.partial"))
        continue;
      full = g_build_filename (dir_name, name, NULL);
      fd = g_open (full, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
      if (fd < 0)
        continue;
      if (flock (fd, LOCK_EX | LOCK_NB) == 0 && g_unlink (full) == 0)
        removed++;
      close (fd);
    }
  return removed;
}

/*
 * Solves straight into the file at @path, holding only the layer being
 * solved and the tails of the six above in memory (the 10-die table is
 * 546 MB of entries, its file about 160 MB; the solve peaks near 130 MB), and
 * returns a table with just the starting layer (middle empty) in memory:
 * enough for ft_dice_stats_compute().  ft_dice_table_load() then maps the
 * whole file for hints.
 */
FtDiceTable *
ft_dice_table_solve_to_file (guint            n_dice,
                             gboolean         most_change,
                             guint            n_threads,
                             const char      *path,
                             FtDiceProgress   progress,
                             gpointer         user_data,
                             GCancellable    *cancellable,
                             GError         **error)
{
  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, NULL);
  g_return_val_if_fail (path != NULL, NULL);
  return solve (n_dice, most_change, n_threads, path, progress, user_data, cancellable, error);
}

/* Each thread's decompressed chunk, and its decompression context. */
typedef struct
{
  ZSTD_DCtx *dctx;
  guint      serial;          /* of the table, 0 for none */
  guint32    chunk;
  guint8     entries[CHUNK];
} ChunkCache;

static void
chunk_cache_free (gpointer data)
{
  ChunkCache *cache = data;

  ZSTD_freeDCtx (cache->dctx);
  g_free (cache);
}

static GPrivate chunk_cache_key = G_PRIVATE_INIT (chunk_cache_free);

/* The entries of chunk @j of @layer of a mapped table, or NULL when the
 * chunk is damaged: it must decompress to its length, match its sum and
 * hold only possible entries. */
static const guint8 *
read_chunk (const FtDiceTable *t,
            guint              layer,
            guint64            j)
{
  ChunkCache *cache = g_private_get (&chunk_cache_key);
  guint32 id = t->chunk_first[layer] + j;
  guint64 from, to, n = MIN (CHUNK, t->layer_start[layer + 1] - t->layer_start[layer] - j * CHUNK);
  gsize got;

  if (cache == NULL)
    {
      cache = g_new0 (ChunkCache, 1);
      cache->dctx = ZSTD_createDCtx ();
      g_private_set (&chunk_cache_key, cache);
    }
  if (cache->serial == t->serial && cache->chunk == id)
    return cache->entries;
  cache->serial = 0;
  if (cache->dctx == NULL)
    return NULL;
  from = get_u64 (t->offsets + 8 * (gsize) id);
  to = get_u64 (t->offsets + 8 * ((gsize) id + 1));
  got = ZSTD_decompressDCtx (cache->dctx, cache->entries, CHUNK, t->data + from, to - from);
  if (ZSTD_isError (got) || got != n ||
      (guint32) checksum (cache->entries, n) != get_u32 (t->sums + 4 * (gsize) id))
    return NULL;
  for (guint64 i = 0; i < n; i++)
    if (cache->entries[i] == 0 || cache->entries[i] > t->max_depth)
      return NULL;
  cache->serial = t->serial;
  cache->chunk = id;
  return cache->entries;
}

/* The entry at @index of @layer, or 0 when it is not held (or damaged). */
static guint
entry_get (const FtDiceTable *t,
           guint64            index,
           guint              layer)
{
  guint64 i = index - t->layer_start[layer];
  const guint8 *chunk;

  if (t->layer[layer] != NULL)
    return t->layer[layer][i];
  if (t->data == NULL)
    return 0;
  chunk = read_chunk (t, layer, i / CHUNK);
  return chunk != NULL ? chunk[i % CHUNK] : 0;
}

/* The entry of a position seen from the player to move, or 0 when its
 * layer is not held. */
static guint
lookup (const FtDiceTable *t,
        const FtDicePos   *pos)
{
  guint8 count[2][2][7] = { { { 0 } } }, mc[7] = { 0 };
  guint ids[2][2], mid, a = pos->n_hand[pos->turn];

  for (guint p = 0; p < 2; p++)
    {
      guint who = p == 0 ? pos->turn : 1 - pos->turn;

      for (guint i = 0; i < pos->n_hand[who]; i++)
        count[p][(pos->hand[who][i] & FT_DICE_LOCKED) != 0][FT_DICE_FACE (pos->hand[who][i])]++;
      ids[p][0] = find_id (count[p][0]);
      ids[p][1] = find_id (count[p][1]);
    }
  for (guint i = 0; i < pos->n_middle; i++)
    mc[pos->middle[i]]++;
  mid = find_id (mc);
  if (pos->n_middle == 0 && a != t->n_dice)
    return 0;
  return entry_get (t, block_start (t, mid, a) +
                    (guint64) hand_rank (ids[1][0], ids[1][1]) * k.hands[a] +
                    hand_rank (ids[0][0], ids[0][1]),
                    k.ms[mid].pips);
}

/* The value of @pos for the player to move: whether they win and in how
 * many moves.  A finished game is lost in 0; with change pending the value
 * is that of the best choice of change (taking change is no move of its
 * own).  Returns FALSE if @pos is not a position of this table's game (or
 * of a layer it does not hold). */
gboolean
ft_dice_table_probe (const FtDiceTable *table,
                     const FtDicePos   *pos,
                     gboolean          *wins,
                     guint             *depth)
{
  guint d;

  if ((guint) pos->n_hand[0] + pos->n_hand[1] + pos->n_middle != table->total ||
      (pos->most_change != 0) != table->most_change)
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

  d = lookup (table, pos);
  if (d == 0)
    return FALSE;
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

/* The entry at @index: held, or read from the mapped file (0 when it is
 * not there or damaged). */
guint8
ft_dice_table_entry (const FtDiceTable *table,
                     guint64            index)
{
  guint lo = 0, hi = table->n_layers;

  g_return_val_if_fail (index < table->n_positions, 0);
  if (table->depth != NULL)
    return table->depth[index];
  while (hi - lo > 1)
    {
      guint m = (lo + hi) / 2;

      if (table->layer_start[m] <= index)
        lo = m;
      else
        hi = m;
    }
  return entry_get (table, index, lo);
}

static void
put_dice (guint   id,
          guint8  flag,
          guint8 *dice,
          guint8 *n)
{
  for (guint f = 1; f <= 6; f++)
    for (guint j = 0; j < k.ms[id].count[f]; j++)
      dice[(*n)++] = f | flag;
}

static void
unrank_hand (guint64  r,
             guint    n,
             guint8  *dice,
             guint8  *n_dice)
{
  guint nu = n;

  while (k.hand_off[n][nu] > r)
    nu--;
  r -= k.hand_off[n][nu];
  *n_dice = 0;
  put_dice (k.first_of_size[nu] + r / k.n_of_size[n - nu], 0, dice, n_dice);
  put_dice (k.first_of_size[n - nu] + r % k.n_of_size[n - nu], FT_DICE_LOCKED, dice, n_dice);
}

/* The position at @index, with A to move. */
gboolean
ft_dice_table_unrank (const FtDiceTable *table,
                      guint64            index,
                      FtDicePos         *pos)
{
  guint mid, a = 1, c, lo, hi;
  guint64 rest;

  if (index >= table->n_positions)
    return FALSE;

  /* The last middle starting at or before @index. */
  lo = 0;
  hi = table->n_mids;
  while (hi - lo > 1)
    {
      guint m = (lo + hi) / 2;

      if (table->mid_start[table->mid_order[m]] <= index)
        lo = m;
      else
        hi = m;
    }
  mid = table->mid_order[lo];
  c = k.ms[mid].size;
  rest = index - table->mid_start[mid];
  while (a + 1 + c < table->total && table->block[c][a + 1] <= rest)
    a++;
  rest -= table->block[c][a];

  memset (pos, 0, sizeof *pos);
  put_dice (mid, 0, pos->middle, &pos->n_middle);
  unrank_hand (rest % k.hands[a], a, pos->hand[0], &pos->n_hand[0]);
  unrank_hand (rest / k.hands[a], table->total - c - a, pos->hand[1], &pos->n_hand[1]);
  pos->turn = FT_DICE_PLAYER_A;
  pos->most_change = table->most_change;
  return TRUE;
}

/* Writes an in-memory table atomically (a reader never sees half a file). */
gboolean
ft_dice_table_save (const FtDiceTable *table,
                    const char        *path,
                    GError           **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autofree guint8 *index = NULL;
  guint8 header[HEADER_SIZE] = { 0 };
  Writer w = { NULL, bytes, path, NULL, 0 };

  g_return_val_if_fail (table->mem != NULL, FALSE);
  if (!ft_dice_table_may_replace (path, table->n_dice, table->most_change, error))
    return FALSE;
  index = g_malloc0 (index_bytes (table));
  w.index = index;
  g_byte_array_append (bytes, header, HEADER_SIZE);
  g_byte_array_append (bytes, index, index_bytes (table));
  for (int layer = table->n_layers - 1; layer >= 0; layer--)
    if (!writer_put_layer (&w, table, layer, 1, error))
      return FALSE;
  write_header (table, index, w.data_bytes, header);
  memcpy (bytes->data, header, HEADER_SIZE);
  memcpy (bytes->data + HEADER_SIZE, index, index_bytes (table));
  return g_file_set_contents (path, (const char *) bytes->data, bytes->len, error);
}

/* Maps a table saved by ft_dice_table_save() or solved to a file, for
 * @n_dice dice a player.  Anything but a table of the right game and
 * version with an intact header and index is refused with
 * G_IO_ERROR_INVALID_DATA, so that the caller solves again rather than
 * trusting it.  The entries are read as probes need them; a damaged chunk
 * reads as no entry (ft_dice_table_verify() reads them all). */
FtDiceTable *
ft_dice_table_load (const char  *path,
                    guint        n_dice,
                    gboolean     most_change,
                    GError     **error)
{
  static gint serials;
  g_autoptr(FtDiceTable) t = NULL;
  GMappedFile *mapped;
  const guint8 *data;
  guint8 expected[HEADER_SIZE];
  gsize length;
  guint64 data_bytes, last = 0;

  g_return_val_if_fail (n_dice >= 2 && n_dice <= FT_DICE_MAX_N, NULL);

  mapped = g_mapped_file_new (path, FALSE, error);
  if (mapped == NULL)
    return NULL;
  t = table_new (n_dice, most_change);
  t->mapped = mapped;
  data = (const guint8 *) g_mapped_file_get_contents (mapped);
  length = g_mapped_file_get_length (mapped);
  if (length < HEADER_SIZE + index_bytes (t) || memcmp (data, TABLE_MAGIC, 8) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s is not a solved table of the %u-die game", path, t->total);
      return NULL;
    }

  t->max_depth = get_u32 (data + 32);
  data_bytes = get_u64 (data + 48);
  t->offsets = data + HEADER_SIZE;
  t->sums = t->offsets + 8 * ((gsize) t->n_chunks + 1);
  t->data = data + HEADER_SIZE + index_bytes (t);
  write_header (t, t->offsets, data_bytes, expected);
  if (memcmp (expected, data, HEADER_SIZE) != 0 || t->max_depth == 0 || t->max_depth > G_MAXUINT8 ||
      length - HEADER_SIZE - index_bytes (t) != data_bytes)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s has the wrong version or checksum", path);
      return NULL;
    }
  /* The chunks follow each other, each no bigger than zstd makes one. */
  for (guint32 i = 0; i <= t->n_chunks; i++)
    {
      guint64 at = get_u64 (t->offsets + 8 * (gsize) i);

      if (at < last || at - last > ZSTD_compressBound (CHUNK) || (i == 0 && at != 0) ||
          (i == t->n_chunks && at != data_bytes))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s has an impossible index", path);
          return NULL;
        }
      last = at;
    }
  t->file_bytes = length;
  t->serial = g_atomic_int_add (&serials, 1) + 1;
  return g_steal_pointer (&t);
}

/* Reads every chunk of a mapped table; FALSE if one is damaged. */
gboolean
ft_dice_table_verify (const FtDiceTable *table)
{
  if (table->data == NULL)
    return TRUE;
  for (guint layer = 0; layer < table->n_layers; layer++)
    for (guint64 j = 0; j * CHUNK < table->layer_start[layer + 1] - table->layer_start[layer]; j++)
      if (read_chunk (table, layer, j) == NULL)
        return FALSE;
  return TRUE;
}
