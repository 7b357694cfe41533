/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipchain/flipchain-solver.h"

/*
 * Win/draw/loss alpha-beta (negamax, fail-soft) over the position seen from
 * the colour to move.  The rules are the same for both colours once the
 * game is under way (R5, R8, R4), so a position is the pair (the mover's
 * discs, the other's discs) and the search always plays "red" on a board
 * whose red discs are the mover's: a position and its colour swap share
 * one entry.  Positions are also folded by the twelve symmetries of the
 * hexagon (the smallest image of the pair is the key).
 *
 * The transposition table keeps bounds (lower, upper) rather than exact
 * values only, the best move (in the key's frame) and a rough size of the
 * work below, in buckets of four; a full bucket loses its smallest piece of
 * work.  Move order: a win now is taken at once (every child is placed
 * first, which also finds it), then the table's move, then the history
 * score of the cell (moves that cut elsewhere), then the most flips.
 */

typedef struct
{
  guint64 me;
  guint64 them;
  gint8   lower;
  gint8   upper;
  guint8  move;    /* in the key's frame; 255: none */
  guint8  work;    /* log2 of the nodes below, roughly */
  guint32 pad;
} Entry;

#define N_SYM FT_FC_N_SYMMETRIES
#define NO_MOVE 255
#define BUCKET 4

struct _FtFcSolver
{
  guint           side;
  const FtFcGeom *geom;
  guint           n_bytes;
  Entry          *table;
  guint64         mask;     /* of the bucket index */
  guint64         used;
  gint64          deadline;
  const gint     *cancel;
  guint64         nodes;
  guint64         node_limit;   /* stop when nodes reaches it; 0: never */
  gboolean        timed_out;
  /* perm[k][c]: cell c under symmetry k; inv[k][] its inverse. */
  guint8          perm[N_SYM][64];
  guint8          inv[N_SYM][64];
  /* byte[k][i][v]: the image under k of the bits v of byte i. */
  guint64         (*byte)[8][256];
  guint32         history[64];
  /* The cell that last won at once, by the number of discs on the board:
   * siblings that leave the same threat open fall to it first. */
  guint8          killer[64];
  /* Long solves: a report every 2^22 nodes. */
  void          (*tick) (FtFcSolver *s);
  gpointer        tick_data;
};

static void
make_symmetries (FtFcSolver *s)
{
  const FtFcGeom *g = s->geom;

  s->n_bytes = (g->n_cells + 7) / 8;
  s->byte = g_malloc0 (sizeof (guint64[8][256]) * N_SYM);
  for (guint k = 0; k < N_SYM; k++)
    {
      for (guint c = 0; c < g->n_cells; c++)
        {
          s->perm[k][c] = (guint8) ft_fc_cell_transform (g, c, k);
          s->inv[k][s->perm[k][c]] = (guint8) c;
        }
      for (guint i = 0; i < s->n_bytes; i++)
        for (guint v = 0; v < 256; v++)
          {
            guint64 out = 0;

            for (guint b = 0; b < 8; b++)
              if ((v >> b) & 1 && i * 8 + b < g->n_cells)
                out |= G_GUINT64_CONSTANT (1) << s->perm[k][i * 8 + b];
            s->byte[k][i][v] = out;
          }
    }
}

static inline guint64
image (const FtFcSolver *s,
       guint             k,
       guint64           bits)
{
  guint64 out = 0;

  for (guint i = 0; i < s->n_bytes; i++)
    out |= s->byte[k][i][(bits >> (8 * i)) & 0xff];
  return out;
}

/* The key of (@me, @them): the smallest image; *@sym says which. */
static inline void
canonical (const FtFcSolver *s,
           guint64           me,
           guint64           them,
           guint64          *key_me,
           guint64          *key_them,
           guint            *sym)
{
  guint64 bm = me, bt = them;
  guint best = 0;

  for (guint k = 1; k < N_SYM; k++)
    {
      guint64 m = image (s, k, me);

      if (m > bm)
        continue;
      {
        guint64 t = image (s, k, them);

        if (m < bm || t < bt)
          {
            bm = m;
            bt = t;
            best = k;
          }
      }
    }
  *key_me = bm;
  *key_them = bt;
  *sym = best;
}

static FtFcSolver *
solver_new (guint side,
            guint log2_entries)
{
  FtFcSolver *s;

  g_return_val_if_fail (side >= FT_FC_MIN_SIDE && side <= FT_FC_SOLVER_MAX_SIDE, NULL);
  s = g_new0 (FtFcSolver, 1);
  s->side = side;
  s->geom = ft_fc_geom (side);
  log2_entries = CLAMP (log2_entries, 4, 32);
  s->mask = (G_GUINT64_CONSTANT (1) << (log2_entries - 2)) - 1;
  s->table = g_new0 (Entry, (s->mask + 1) * BUCKET);
  make_symmetries (s);
  memset (s->killer, 0xff, sizeof s->killer);
  return s;
}

FtFcSolver *
ft_fc_solver_new (guint side)
{
  /* Enough for side 3 whole; on larger boards (endgames for a hint) a
   * small table that forgets. */
  return solver_new (side, side <= 3 ? 20 : 18);
}

void
ft_fc_solver_free (FtFcSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->table);
  g_free (solver->byte);
  g_free (solver);
}

void
ft_fc_solver_set_limit (FtFcSolver *solver,
                        gint64      time_us)
{
  solver->deadline = time_us > 0 ? g_get_monotonic_time () + time_us : 0;
  solver->timed_out = FALSE;
}

void
ft_fc_solver_set_node_limit (FtFcSolver *solver,
                             guint64     nodes)
{
  solver->node_limit = nodes > 0 ? solver->nodes + nodes : 0;
  solver->timed_out = FALSE;
}

void
ft_fc_solver_set_cancel (FtFcSolver *solver,
                         const gint *cancel)
{
  solver->cancel = cancel;
}

guint64
ft_fc_solver_positions (FtFcSolver *solver)
{
  return solver->used;
}

guint64
ft_fc_solver_nodes (FtFcSolver *solver)
{
  return solver->nodes;
}

static inline guint64
hash_key (guint64 a,
          guint64 b)
{
  guint64 h = a * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) ^ (b + G_GUINT64_CONSTANT (0x632be59bd9b4e019));

  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  return h ^ (h >> 32);
}

static inline Entry *
probe (FtFcSolver *s,
       guint64     me,
       guint64     them)
{
  Entry *b = &s->table[(hash_key (me, them) & s->mask) * BUCKET];

  for (guint i = 0; i < BUCKET; i++)
    if (b[i].upper != 0 && b[i].me == me && b[i].them == them)
      return &b[i];
  return NULL;
}

static void
store (FtFcSolver *s,
       guint64     me,
       guint64     them,
       gint        lower,
       gint        upper,
       guint       move,
       guint       work)
{
  Entry *b = &s->table[(hash_key (me, them) & s->mask) * BUCKET];
  Entry *e = NULL;

  for (guint i = 0; i < BUCKET && e == NULL; i++)
    if (b[i].upper != 0 && b[i].me == me && b[i].them == them)
      {
        e = &b[i];
        lower = MAX (lower, e->lower - 2);
        upper = MIN (upper, e->upper - 2);
        if (move == NO_MOVE)
          move = e->move;
        work = MAX (work, e->work);
      }
  for (guint i = 0; i < BUCKET && e == NULL; i++)
    if (b[i].upper == 0)
      {
        e = &b[i];
        s->used++;
      }
  if (e == NULL)
    {
      e = &b[0];
      for (guint i = 1; i < BUCKET; i++)
        if (b[i].work < e->work)
          e = &b[i];
      if (e->work > work)
        return;
    }
  e->me = me;
  e->them = them;
  /* Stored +2 so that a used entry never has upper == 0. */
  e->lower = (gint8) (lower + 2);
  e->upper = (gint8) (upper + 2);
  e->move = (guint8) move;
  e->work = (guint8) MIN (work, 255);
}

typedef struct
{
  FtFcBoard board;
  guint     cell;
  gint      score;
} Child;

static guint
log2_u64 (guint64 v)
{
  return v == 0 ? 0 : 63 - (guint) __builtin_clzll (v);
}

/* The children of (@me, @them) with the mover to play, best first; returns
 * their number, or G_MAXUINT when one of them wins now (its cell in
 * *@win). */
static guint
children_of (FtFcSolver *s,
             guint64     me,
             guint64     them,
             guint       tt_move,
             Child      *children,
             guint      *win)
{
  FtFcBoard board;
  FtFcBits legal;
  guint n = 0;

  ft_fc_board_init (&board, s->side);
  board.red.w[0] = me;
  board.blue.w[0] = them;
  ft_fc_board_legal (&board, FT_FC_RED, &legal);

  /* A win now settles it: the cell that won at this depth last is tried
   * first (a placement is the costly part). */
  {
    guint ply = (guint) __builtin_popcountll (me | them);
    guint k = s->killer[ply];

    if (k < s->geom->n_cells && ft_fc_bits_has (&legal, k))
      {
        FtFcBoard b = board;

        if (ft_fc_board_place (&b, FT_FC_RED, k, NULL))
          {
            *win = k;
            return G_MAXUINT;
          }
      }
    FT_FC_BITS_FOREACH (c, &legal)
      {
        FtFcBits flips;
        Child *ch = &children[n++];

        ch->board = board;
        ch->cell = (guint) c;
        if ((guint) c != k && ft_fc_board_place (&ch->board, FT_FC_RED, (guint) c, &flips))
          {
            s->killer[ply] = (guint8) c;
            *win = (guint) c;
            return G_MAXUINT;
          }
        if ((guint) c == k)
          ft_fc_board_place (&ch->board, FT_FC_RED, (guint) c, &flips);
        ch->score = (gint) (ch->cell == tt_move) * (1 << 30) + (gint) MIN (s->history[c], 1u << 24) * 8
                    + (gint) ft_fc_bits_count (&flips);
      }
  }

  /* Insertion sort, best first. */
  for (guint i = 1; i < n; i++)
    {
      Child t = children[i];
      guint j = i;

      for (; j > 0 && children[j - 1].score < t.score; j--)
        children[j] = children[j - 1];
      children[j] = t;
    }
  return n;
}

/* The value for the mover after the child @cb (the mover's discs red). */
static gint search (FtFcSolver *s, guint64 me, guint64 them, gint alpha, gint beta);

static gint
child_value (FtFcSolver      *s,
             const FtFcBoard *cb,
             gint             alpha,
             gint             beta)
{
  guint64 cme = cb->red.w[0], cthem = cb->blue.w[0];
  FtFcBits next_legal;
  gint v;

  if ((cme | cthem) == s->geom->all.w[0])
    return 0;   /* flipchain R6: full board, no loop */
  ft_fc_board_legal (cb, FT_FC_BLUE, &next_legal);
  if (ft_fc_bits_empty (&next_legal))
    return search (s, cme, cthem, alpha, beta);   /* R6: they skip */
  v = search (s, cthem, cme, -beta, -alpha);
  return v == FT_FC_UNKNOWN ? v : -v;
}

/* The value for the mover of (@me, @them), the mover to play, within
 * (@alpha, @beta), fail-soft; FT_FC_UNKNOWN when out of time. */
static gint
search (FtFcSolver *s,
        guint64     me,
        guint64     them,
        gint        alpha,
        gint        beta)
{
  guint64 key_me, key_them, start = s->nodes;
  guint sym, tt_move = NO_MOVE, n, empties;
  gint alpha0, beta0;
  Entry *e;
  Child children[64];
  guint win = 0;
  gint best = -2;
  guint best_move = NO_MOVE;

  if (s->timed_out)
    return FT_FC_UNKNOWN;
  if ((++s->nodes & 1023) == 0)
    {
      if ((s->deadline > 0 && g_get_monotonic_time () > s->deadline) ||
          (s->node_limit > 0 && s->nodes >= s->node_limit) ||
          (s->cancel != NULL && g_atomic_int_get (s->cancel) != 0))
        {
          s->timed_out = TRUE;
          return FT_FC_UNKNOWN;
        }
      if (s->tick != NULL && (s->nodes & ((G_GUINT64_CONSTANT (1) << 22) - 1)) == 0)
        s->tick (s);
    }

  canonical (s, me, them, &key_me, &key_them, &sym);
  e = probe (s, key_me, key_them);
  if (e != NULL)
    {
      gint lo = e->lower - 2, up = e->upper - 2;

      if (lo == up || lo >= beta)
        return lo;
      if (up <= alpha)
        return up;
      alpha = MAX (alpha, lo);
      beta = MIN (beta, up);
      if (e->move != NO_MOVE)
        tt_move = s->inv[sym][e->move];
    }
  alpha0 = alpha;
  beta0 = beta;

  empties = s->geom->n_cells - (guint) __builtin_popcountll (me | them);
  n = children_of (s, me, them, tt_move, children, &win);
  if (n == G_MAXUINT)
    {
      store (s, key_me, key_them, 1, 1, s->perm[sym][win], 0);
      return 1;
    }

  for (guint i = 0; i < n; i++)
    {
      gint v = child_value (s, &children[i].board, alpha, beta);

      if (v == FT_FC_UNKNOWN)
        return FT_FC_UNKNOWN;
      if (v > best)
        {
          best = v;
          best_move = children[i].cell;
        }
      if (best > alpha)
        alpha = best;
      if (alpha >= beta)
        {
          s->history[children[i].cell] += empties * empties;
          break;
        }
    }

  {
    guint work = log2_u64 (s->nodes - start);
    guint m = best_move == NO_MOVE ? NO_MOVE : s->perm[sym][best_move];

    if (best <= alpha0)
      store (s, key_me, key_them, -1, best, m, work);
    else if (best >= beta0)
      store (s, key_me, key_them, best, 1, m, work);
    else
      store (s, key_me, key_them, best, best, m, work);
  }
  return best;
}

/* The exact value for the mover, FT_FC_UNKNOWN when out of time. */
static gint
exact (FtFcSolver *s,
       guint64     me,
       guint64     them)
{
  return search (s, me, them, -1, 1);
}

/* The value for @to_move on @board. */
static gint
board_value (FtFcSolver      *s,
             const FtFcBoard *board,
             FtFcColour       to_move)
{
  const FtFcBits *m = ft_fc_board_discs (board, to_move);
  const FtFcBits *t = ft_fc_board_discs (board, FT_FC_OTHER (to_move));

  return exact (s, m->w[0], t->w[0]);
}

/* Red's value after each first placement on side 3 (Blue to move, placing
 * normally), as ft_fc_solve (3) finds it in a few seconds: every one
 * loses.  Stored so that a hint at the start answers at once;
 * tests/flipchain/test-flipchain-solver.c checks it against the solve. */
static const gint8 side3_first[19] = {
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};

/* Red's value after Red's first placement (row) and Blue's reply (column),
 * Red to move, on side 3, as the solver finds it (891,666 positions, about
 * 4.5 s): "-" everywhere, so whatever Blue replies, Red loses.  Stored so
 * that a hint at Blue's first move answers at once. */
static const char *const side3_second[19] = {
  "x------------------",
  "-x-----------------",
  "--x----------------",
  "---x---------------",
  "----x--------------",
  "-----x-------------",
  "------x------------",
  "-------x-----------",
  "--------x----------",
  "---------x---------",
  "----------x--------",
  "-----------x-------",
  "------------x------",
  "-------------x-----",
  "--------------x----",
  "---------------x---",
  "----------------x--",
  "-----------------x-",
  "------------------x",
};

gint
ft_fc_solver_stored_second (guint side,
                            guint opening,
                            guint reply)
{
  char v;

  if (side != 3 || opening >= 19 || reply >= 19 || opening == reply)
    return FT_FC_UNKNOWN;
  v = side3_second[opening][reply];
  return v == '+' ? 1 : v == '0' ? 0 : v == '-' ? -1 : FT_FC_UNKNOWN;
}

gboolean
ft_fc_solver_stored_first (guint  side,
                           gint  *first)
{
  if (side != 3)
    return FALSE;
  for (guint c = 0; c < G_N_ELEMENTS (side3_first); c++)
    first[c] = side3_first[c];
  return TRUE;
}

static gint
value_after_move (FtFcSolver     *s,
                  const FtFcGame *game,
                  gint            move)
{
  FtFcGame g = *game;
  gint v;

  if (!ft_fc_game_play (&g, move, NULL, NULL))
    return FT_FC_UNKNOWN;
  if (g.status == FT_FC_WON)
    return 1;
  if (g.status == FT_FC_DRAWN)
    return 0;
  v = ft_fc_solver_value (s, &g);
  if (v == FT_FC_UNKNOWN)
    return v;
  /* After a swap the swapper holds Red and the other player, now Blue,
   * moves: the swapper's value is minus theirs. */
  if (move == FT_FC_MOVE_SWAP)
    return -v;
  return g.to_move == game->to_move ? v : -v;
}

/* The stored side-3 values: Red's opening with Blue to move, and the
 * opening and a reply with Red to move (whoever swapped on the way, the
 * board and the colour to move decide). */
static gint
stored_value (const FtFcGame *game)
{
  guint64 red = game->board.red.w[0], blue = game->board.blue.w[0];

  if (game->board.side != 3 || __builtin_popcountll (red) != 1)
    return FT_FC_UNKNOWN;
  if (blue == 0 && game->to_move == FT_FC_BLUE)
    {
      gint v = side3_first[__builtin_ctzll (red)];

      /* flipchain R7: play on (minus Red's value) or swap (Red's). */
      return ft_fc_game_can_swap (game) ? ABS (v) : -v;
    }
  if (__builtin_popcountll (blue) == 1 && game->to_move == FT_FC_RED)
    return ft_fc_solver_stored_second (3, (guint) __builtin_ctzll (red), (guint) __builtin_ctzll (blue));
  return FT_FC_UNKNOWN;
}

gint
ft_fc_solver_value (FtFcSolver     *solver,
                    const FtFcGame *game)
{
  g_return_val_if_fail (game->board.side == solver->side, FT_FC_UNKNOWN);

  if (game->status == FT_FC_WON)
    return game->winner == game->to_move ? 1 : -1;
  if (game->status == FT_FC_DRAWN)
    return 0;
  if (game->n_moves == 0)
    {
      FtFcBits legal;
      gint best = -1;

      /* The first placement: with the pie rule, the search below would not
       * know that Blue may swap, so each is asked after the move. */
      ft_fc_game_legal (game, &legal);
      FT_FC_BITS_FOREACH (c, &legal)
        {
          gint v = value_after_move (solver, game, c);

          if (v == FT_FC_UNKNOWN)
            return v;
          best = MAX (best, v);
        }
      return best;
    }
  {
    gint v = stored_value (game);

    if (v != FT_FC_UNKNOWN)
      return v;
  }
  if (ft_fc_game_can_swap (game))
    {
      gint v = board_value (solver, &game->board, FT_FC_BLUE);

      /* flipchain R7: play on (v) or swap (-v: the decider takes Red). */
      return v == FT_FC_UNKNOWN ? v : ABS (v);
    }
  return board_value (solver, &game->board, game->to_move);
}

gint
ft_fc_solver_move_value (FtFcSolver     *solver,
                         const FtFcGame *game,
                         gint            move)
{
  g_return_val_if_fail (game->board.side == solver->side, FT_FC_UNKNOWN);
  return value_after_move (solver, game, move);
}

typedef struct
{
  FtFcSolveProgress progress;
  gpointer          user_data;
  FtFcSolution     *solution;
  gint64            start;
  guint             opening;
  /* df-pn: the question being asked, read at each report. */
  gpointer          pn;
} Run;

static void pn_root_numbers (Run *run);

static void
refresh (FtFcSolver *s,
         Run        *run)
{
  run->solution->positions = s->used;
  run->solution->nodes = s->nodes;
  run->solution->seconds = (g_get_monotonic_time () - run->start) / 1e6;
}

static void
run_tick (FtFcSolver *s)
{
  Run *run = s->tick_data;

  refresh (s, run);
  pn_root_numbers (run);
  run->progress (FT_FC_SOLVE_TICK, run->opening, -1, FT_FC_UNKNOWN, run->solution, run->user_data);
}

/* Red's value after Red's first placement on @opening, Blue to move and
 * not swapping: the root of the search done here, so that each of Blue's
 * replies can be reported. */
static gint
opening_value (FtFcSolver *s,
               Run        *run,
               guint       opening)
{
  Child children[64];
  guint64 red = G_GUINT64_CONSTANT (1) << opening;
  guint n, win = 0;
  gint best = -2;   /* for Blue */

  n = children_of (s, 0, red, NO_MOVE, children, &win);
  if (n == G_MAXUINT)
    return -1;
  for (guint i = 0; i < n && best < 1; i++)
    {
      gint v = child_value (s, &children[i].board, MAX (best, -1), 1);

      if (v == FT_FC_UNKNOWN)
        return FT_FC_UNKNOWN;
      /* Fail-soft: v is exact when above best, else at most best. */
      refresh (s, run);
      if (run->progress != NULL)
        run->progress (FT_FC_SOLVE_REPLY, opening, (gint) children[i].cell, v > best ? -v : FT_FC_UNKNOWN,
                       run->solution, run->user_data);
      best = MAX (best, v);
    }
  return -best;
}


/* --- Proof-number search (df-pn) ---------------------------------------
 *
 * For the long opening solves: a depth-first proof-number search of one
 * question, "does the attacker win?" (a draw is a no), with OR nodes where
 * the attacker moves and AND nodes where the defender does.  It goes where
 * the proof or the disproof looks cheapest, which suits a game where one
 * side wins by force along narrow lines.  Positions are folded like the
 * alpha-beta's (symmetries; roles instead of colours), with the side to
 * move (attacker or not) in the key.  The 1 + ε trick (ε = 1/4) keeps it
 * from thrashing between siblings.
 */

#define PN_INF 0x3fffffffu

typedef struct
{
  guint64 a;       /* attacker's discs | bit 63: attacker to move */
  guint64 b;       /* defender's discs; 0 in an empty slot is fine: */
  guint32 pn;      /* pn == 0 && dn == 0 never happens, so dn + pn > 0 */
  guint32 dn;      /* marks a used slot */
  guint64 work;
} PnEntry;

typedef struct
{
  FtFcSolver *s;
  PnEntry    *table;
  guint64     mask;
  /* The question's root, and its numbers as they stand, for reports. */
  guint64     root_a, root_b;
  guint32     root_pn, root_dn;
} Pn;

typedef struct
{
  guint64 att, def;
  guint64 ka, kb;
  gboolean or_node;   /* the attacker moves there */
  guint32 pn, dn;     /* fixed when terminal, else read from the table */
  gboolean terminal;
} PnChild;

static inline PnEntry *
pn_probe (Pn      *p,
          guint64  ka,
          guint64  kb,
          gboolean add)
{
  PnEntry *b = &p->table[(hash_key (ka, kb) & p->mask) * BUCKET];
  PnEntry *victim = &b[0];

  for (guint i = 0; i < BUCKET; i++)
    {
      if (b[i].pn + b[i].dn != 0 && b[i].a == ka && b[i].b == kb)
        return &b[i];
      if (b[i].pn + b[i].dn == 0)
        {
          if (add)
            {
              p->s->used++;
              b[i].a = ka;
              b[i].b = kb;
              b[i].work = 0;
              return &b[i];
            }
          return NULL;
        }
      if (b[i].work < victim->work)
        victim = &b[i];
    }
  if (!add)
    return NULL;
  victim->a = ka;
  victim->b = kb;
  victim->work = 0;
  return victim;
}

static inline void
pn_key (FtFcSolver *s,
        guint64     att,
        guint64     def,
        gboolean    or_node,
        guint64    *ka,
        guint64    *kb)
{
  guint sym;

  canonical (s, att, def, ka, kb, &sym);
  if (or_node)
    *ka |= G_GUINT64_CONSTANT (1) << 63;
}

static inline guint32
pn_add (guint32 a,
        guint32 b)
{
  return a + b >= PN_INF ? PN_INF : a + b;
}

/* The children of (@att, @def) with @or_node saying who moves.  Returns
 * their number; *@decided is set (TRUE) when a placement ends it at once
 * (the mover makes a loop: proved at an OR node, disproved at an AND one). */
static guint
pn_children (Pn       *p,
             guint64   att,
             guint64   def,
             gboolean  or_node,
             PnChild  *out,
             gboolean *decided)
{
  FtFcSolver *s = p->s;
  guint64 me = or_node ? att : def, them = or_node ? def : att;
  Child children[64];
  guint win, n = children_of (s, me, them, NO_MOVE, children, &win);

  *decided = n == G_MAXUINT;
  if (*decided)
    return 0;
  for (guint i = 0; i < n; i++)
    {
      const FtFcBoard *cb = &children[i].board;
      guint64 cme = cb->red.w[0], cthem = cb->blue.w[0];
      PnChild *c = &out[i];
      FtFcBits next_legal;
      gboolean mover_again;

      c->att = or_node ? cme : cthem;
      c->def = or_node ? cthem : cme;
      c->terminal = FALSE;
      if ((cme | cthem) == s->geom->all.w[0])
        {
          /* flipchain R6: a draw, which is not the attacker's win. */
          c->terminal = TRUE;
          c->pn = PN_INF;
          c->dn = 0;
          continue;
        }
      ft_fc_board_legal (cb, FT_FC_BLUE, &next_legal);
      mover_again = ft_fc_bits_empty (&next_legal);   /* R6: they skip */
      c->or_node = mover_again ? or_node : !or_node;
      pn_key (s, c->att, c->def, c->or_node, &c->ka, &c->kb);
    }
  return n;
}

static gboolean
pn_out_of_time (FtFcSolver *s)
{
  if (s->timed_out)
    return TRUE;
  if ((++s->nodes & 1023) == 0)
    {
      if ((s->deadline > 0 && g_get_monotonic_time () > s->deadline) ||
          (s->node_limit > 0 && s->nodes >= s->node_limit) ||
          (s->cancel != NULL && g_atomic_int_get (s->cancel) != 0))
        s->timed_out = TRUE;
      else if (s->tick != NULL && (s->nodes & ((G_GUINT64_CONSTANT (1) << 22) - 1)) == 0)
        s->tick (s);
    }
  return s->timed_out;
}

static void
pn_mid (Pn       *p,
        guint64   att,
        guint64   def,
        gboolean  or_node,
        guint64   ka,
        guint64   kb,
        guint32   th_pn,
        guint32   th_dn)
{
  FtFcSolver *s = p->s;
  PnChild children[64];
  guint64 start = s->nodes;
  guint32 pn = 1, dn = 1;
  gboolean decided;
  guint n;
  PnEntry *e;

  if (pn_out_of_time (s))
    return;
  n = pn_children (p, att, def, or_node, children, &decided);
  if (decided)
    {
      pn = or_node ? 0 : PN_INF;
      dn = or_node ? PN_INF : 0;
    }
  for (;;)
    {
      guint best = 0;
      guint32 best_v = PN_INF + 1, second = PN_INF;

      if (decided)
        break;
      /* OR: pn = min pn, dn = sum dn.  AND: pn = sum pn, dn = min dn. */
      pn = or_node ? PN_INF : 0;
      dn = or_node ? 0 : PN_INF;
      for (guint i = 0; i < n; i++)
        {
          PnChild *c = &children[i];
          guint32 v;

          if (!c->terminal)
            {
              PnEntry *ce = pn_probe (p, c->ka, c->kb, FALSE);

              c->pn = ce ? ce->pn : 1;
              c->dn = ce ? ce->dn : 1;
            }
          if (or_node)
            {
              pn = MIN (pn, c->pn);
              dn = pn_add (dn, c->dn);
              v = c->pn;
            }
          else
            {
              pn = pn_add (pn, c->pn);
              dn = MIN (dn, c->dn);
              v = c->dn;
            }
          if (v < best_v)
            {
              second = best_v;
              best_v = v;
              best = i;
            }
          else if (v < second)
            second = v;
        }
      if (n == 0)
        {
          /* No placement (cannot happen: every empty cell is legal for
           * someone, and the caller skips a blocked mover). */
          pn = or_node ? PN_INF : 0;
          dn = or_node ? 0 : PN_INF;
        }
      if (ka == p->root_a && kb == p->root_b)
        {
          p->root_pn = pn;
          p->root_dn = dn;
        }
      if (pn >= th_pn || dn >= th_dn || s->timed_out)
        break;
      {
        PnChild *c = &children[best];
        guint64 limit = (guint64) MIN (second, PN_INF - 1);
        guint32 cth_pn, cth_dn;

        /* 1 + ε: a child may run until it is a quarter worse than the
         * next best. */
        limit = MIN (limit + limit / 4 + 1, (guint64) PN_INF);
        if (or_node)
          {
            cth_pn = (guint32) MIN ((guint64) th_pn, limit);
            cth_dn = th_dn >= PN_INF ? PN_INF : (guint32) MIN ((guint64) th_dn - dn + c->dn, (guint64) PN_INF);
          }
        else
          {
            cth_dn = (guint32) MIN ((guint64) th_dn, limit);
            cth_pn = th_pn >= PN_INF ? PN_INF : (guint32) MIN ((guint64) th_pn - pn + c->pn, (guint64) PN_INF);
          }
        pn_mid (p, c->att, c->def, c->or_node, c->ka, c->kb, cth_pn, cth_dn);
      }
    }
  e = pn_probe (p, ka, kb, TRUE);
  e->pn = pn;
  e->dn = dn;
  e->work += s->nodes - start;
}

/* The root's proof and disproof numbers so far, for the report. */
static void
pn_root_numbers (Run *run)
{
  Pn *p = run->pn;

  if (p == NULL || p->table == NULL)
    return;
  run->solution->root_pn = p->root_pn;
  run->solution->root_dn = p->root_dn;
}

/* Does the attacker win from (@att, @def), @or_node saying whether the
 * attacker moves?  TRUE/FALSE in *@wins; returns FALSE when out of time. */
static gboolean
pn_prove (Pn       *p,
          guint64   att,
          guint64   def,
          gboolean  or_node,
          gboolean *wins)
{
  guint64 ka, kb;
  PnEntry *e;

  pn_key (p->s, att, def, or_node, &ka, &kb);
  p->root_a = ka;
  p->root_b = kb;
  p->root_pn = p->root_dn = 1;
  pn_mid (p, att, def, or_node, ka, kb, PN_INF, PN_INF);
  e = pn_probe (p, ka, kb, FALSE);
  if (p->s->timed_out || e == NULL || (e->pn != 0 && e->dn != 0))
    return FALSE;
  *wins = e->pn == 0;
  return TRUE;
}

/* Red's value after Red's first placement on @opening (Blue to move, no
 * swap) by proof numbers: does Blue win?  If not, does Red? */
static gint
opening_value_pn (Pn    *p,
                  guint  opening)
{
  guint64 red = G_GUINT64_CONSTANT (1) << opening;
  gboolean wins;

  if (!pn_prove (p, 0, red, TRUE, &wins))
    return FT_FC_UNKNOWN;
  if (wins)
    return -1;
  if (!pn_prove (p, red, 0, FALSE, &wins))
    return FT_FC_UNKNOWN;
  return wins ? 1 : 0;
}

void
ft_fc_solve_full (guint             side,
                  gint64            time_us,
                  guint             log2_entries,
                  FtFcSolveMethod   method,
                  FtFcSolveProgress progress,
                  gpointer          user_data,
                  FtFcSolution     *solution)
{
  gboolean pn = method == FT_FC_SOLVE_PROOF_NUMBER;
  g_autoptr(FtFcSolver) s = solver_new (side, pn ? 4 : log2_entries);
  const FtFcGeom *g = ft_fc_geom (side);
  gboolean done[FT_FC_MAX_CELLS] = { FALSE };
  Pn p = { s, NULL, 0, 0, 0, 1, 1 };
  guint order[FT_FC_MAX_CELLS], n_order = 0;
  Run run = { progress, user_data, solution, g_get_monotonic_time (), 0, NULL };

  memset (solution, 0, sizeof *solution);
  solution->side = side;
  solution->value_no_pie = -1;
  solution->value_pie = -1;
  ft_fc_solver_set_limit (s, time_us);
  if (progress != NULL)
    {
      s->tick = run_tick;
      s->tick_data = &run;
    }
  if (pn)
    {
      run.pn = &p;
      log2_entries = CLAMP (log2_entries, 4, 32);
      p.mask = (G_GUINT64_CONSTANT (1) << (log2_entries - 2)) - 1;
      p.table = g_new0 (PnEntry, (p.mask + 1) * BUCKET);
    }
  for (guint ring = 0; ring < side; ring++)
    for (guint c = 0; c < g->n_cells; c++)
      {
        gint q = g->q_of[c], r = g->r_of[c];

        if ((guint) MAX (MAX (ABS (q), ABS (r)), ABS (q + r)) == ring)
          order[n_order++] = c;
      }
  solution->complete = TRUE;
  /* One opening of each symmetry class, the others copied; the centre
   * first and outwards ring by ring (the first in reading order of each
   * class), so a stopped run has asked the likeliest openings. */
  for (guint i = 0; i < g->n_cells; i++)
    {
      guint c = order[i];
      gint v;

      if (done[c])
        continue;
      run.opening = c;
      v = pn ? opening_value_pn (&p, c) : opening_value (s, &run, c);
      for (guint k = 0; k < N_SYM; k++)
        {
          guint d = s->perm[k][c];

          done[d] = TRUE;
          solution->first[d] = v;
        }
      refresh (s, &run);
      if (v != FT_FC_UNKNOWN)
        solution->openings_solved++;
      if (progress != NULL)
        progress (FT_FC_SOLVE_OPENING, c, -1, v, solution, user_data);
      if (v == FT_FC_UNKNOWN)
        {
          solution->complete = FALSE;
          continue;
        }
      solution->value_no_pie = MAX (solution->value_no_pie, v);
      /* flipchain R7: Blue swaps a winning first disc, so the first person
       * keeps at best a draw. */
      solution->value_pie = MAX (solution->value_pie, -ABS (v));
    }
  refresh (s, &run);
  g_free (p.table);
}

void
ft_fc_solve (guint         side,
             gint64        time_us,
             FtFcSolution *solution)
{
  ft_fc_solve_full (side, time_us, side <= 3 ? 20 : 22, FT_FC_SOLVE_ALPHA_BETA, NULL, NULL, solution);
}
