/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-equation-line.h"

/*
 * FtEquationLine: the model of the equation workbench.  The tiles are the
 * engine's plain array (equation-tile.h); every change re-runs the engine
 * in both orders (scrabble R15), which costs microseconds on 15 tiles.
 */

/* How many edits undo remembers; older ones are forgotten. */
#define MAX_UNDO 200

typedef struct
{
  guint8 tiles[FT_EQ_MAX_TILES];
  guint8 n_tiles;
  guint8 cursor;
} Snapshot;

struct _FtEquationLine
{
  GObject   parent_instance;

  Snapshot  now;
  FtEqRules rules;
  GArray   *undo;    /* of Snapshot, oldest first */
  GArray   *redo;    /* of Snapshot, the next redo last */
  FtEqTrace traces[2];  /* indexed by FtEqOrder */
};

G_DEFINE_FINAL_TYPE (FtEquationLine, ft_equation_line, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_equation_line_finalize (GObject *object)
{
  FtEquationLine *self = FT_EQUATION_LINE (object);

  g_array_unref (self->undo);
  g_array_unref (self->redo);

  G_OBJECT_CLASS (ft_equation_line_parent_class)->finalize (object);
}

static void
ft_equation_line_class_init (FtEquationLineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_equation_line_finalize;

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
evaluate (FtEquationLine *self)
{
  for (guint order = FT_EQ_ORDER_STANDARD; order <= FT_EQ_ORDER_LTR; order++)
    {
      FtEqRules rules = self->rules;

      rules.order = order;
      ft_eq_explain (self->now.tiles, self->now.n_tiles, &rules, &self->traces[order]);
    }
}

static void
changed (FtEquationLine *self)
{
  evaluate (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
ft_equation_line_init (FtEquationLine *self)
{
  self->undo = g_array_new (FALSE, TRUE, sizeof (Snapshot));
  self->redo = g_array_new (FALSE, TRUE, sizeof (Snapshot));
  self->rules.order = FT_EQ_ORDER_STANDARD;
  self->rules.options = FT_EQ_OPTION_XOR;
  evaluate (self);
}

FtEquationLine *
ft_equation_line_new (void)
{
  return g_object_new (FT_TYPE_EQUATION_LINE, NULL);
}

/* Every edit goes through here: it remembers the line before it for undo
 * and forgets what could be redone. */
static void
commit (FtEquationLine *self,
        const Snapshot *before)
{
  if (self->undo->len == MAX_UNDO)
    g_array_remove_index (self->undo, 0);
  g_array_append_val (self->undo, *before);
  g_array_set_size (self->redo, 0);
  changed (self);
}

const guint8 *
ft_equation_line_get_tiles (FtEquationLine *self,
                            guint          *n_tiles)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), NULL);

  if (n_tiles)
    *n_tiles = self->now.n_tiles;
  return self->now.tiles;
}

guint
ft_equation_line_get_n_tiles (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), 0);
  return self->now.n_tiles;
}

guint
ft_equation_line_get_cursor (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), 0);
  return self->now.cursor;
}

char *
ft_equation_line_to_string (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), NULL);
  return ft_eq_tiles_to_string (self->now.tiles, self->now.n_tiles);
}

/**
 * ft_equation_line_insert:
 *
 * Puts @tile at the cursor and moves the cursor past it.  Returns FALSE,
 * changing nothing, when the line already holds the FT_EQ_MAX_TILES tiles a
 * line of the board can (scrabble R3).
 */
gboolean
ft_equation_line_insert (FtEquationLine *self,
                         FtEqTile        tile)
{
  Snapshot before;
  guint c;

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  g_return_val_if_fail (tile < FT_EQ_N_TILES, FALSE);

  if (self->now.n_tiles >= FT_EQ_MAX_TILES)
    return FALSE;

  before = self->now;
  c = self->now.cursor;
  memmove (self->now.tiles + c + 1, self->now.tiles + c, self->now.n_tiles - c);
  self->now.tiles[c] = tile;
  self->now.n_tiles++;
  self->now.cursor++;
  commit (self, &before);
  return TRUE;
}

static gboolean
remove_at (FtEquationLine *self,
           guint           index)
{
  Snapshot before = self->now;

  if (index >= self->now.n_tiles)
    return FALSE;

  memmove (self->now.tiles + index, self->now.tiles + index + 1, self->now.n_tiles - index - 1);
  self->now.n_tiles--;
  self->now.cursor = index;
  commit (self, &before);
  return TRUE;
}

/* Removes the tile before the cursor; FALSE at the start of the line. */
gboolean
ft_equation_line_backspace (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);

  if (self->now.cursor == 0)
    return FALSE;
  return remove_at (self, self->now.cursor - 1);
}

/* Removes the tile after the cursor; FALSE at the end of the line. */
gboolean
ft_equation_line_delete (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return remove_at (self, self->now.cursor);
}

gboolean
ft_equation_line_clear (FtEquationLine *self)
{
  Snapshot before;

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);

  if (self->now.n_tiles == 0)
    return FALSE;
  before = self->now;
  self->now.n_tiles = 0;
  self->now.cursor = 0;
  commit (self, &before);
  return TRUE;
}

/**
 * ft_equation_line_set_text:
 * @text: tiles in the engine's text form, `1 0 × 1 0 = 1 0 0`
 *
 * Replaces the whole line (one edit) and puts the cursor at its end.  A
 * malformed text sets @error and changes nothing.
 */
gboolean
ft_equation_line_set_text (FtEquationLine  *self,
                           const char      *text,
                           GError         **error)
{
  Snapshot before, after = { 0 };
  guint n;

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!ft_eq_tiles_from_string (text, after.tiles, &n, error))
    return FALSE;
  after.n_tiles = n;
  after.cursor = n;
  if (after.n_tiles == self->now.n_tiles &&
      memcmp (after.tiles, self->now.tiles, n) == 0)
    {
      ft_equation_line_set_cursor (self, n);
      return TRUE;
    }

  before = self->now;
  self->now = after;
  commit (self, &before);
  return TRUE;
}

/* Returns whether the cursor moved. */
gboolean
ft_equation_line_set_cursor (FtEquationLine *self,
                             guint           cursor)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);

  cursor = MIN (cursor, self->now.n_tiles);
  if (cursor == self->now.cursor)
    return FALSE;
  self->now.cursor = cursor;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
ft_equation_line_move_cursor (FtEquationLine *self,
                              int             delta)
{
  int target;

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);

  target = CLAMP ((int) self->now.cursor + delta, 0, (int) self->now.n_tiles);
  return ft_equation_line_set_cursor (self, target);
}

gboolean
ft_equation_line_can_undo (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return self->undo->len > 0;
}

gboolean
ft_equation_line_can_redo (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return self->redo->len > 0;
}

/* Moves the last snapshot of @from to the line, and the line to @to. */
static gboolean
swap_snapshot (FtEquationLine *self,
               GArray         *from,
               GArray         *to)
{
  if (from->len == 0)
    return FALSE;

  g_array_append_val (to, self->now);
  self->now = g_array_index (from, Snapshot, from->len - 1);
  g_array_set_size (from, from->len - 1);
  changed (self);
  return TRUE;
}

gboolean
ft_equation_line_undo (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return swap_snapshot (self, self->undo, self->redo);
}

gboolean
ft_equation_line_redo (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return swap_snapshot (self, self->redo, self->undo);
}

FtEqOrder
ft_equation_line_get_order (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FT_EQ_ORDER_STANDARD);
  return self->rules.order;
}

void
ft_equation_line_set_order (FtEquationLine *self,
                            FtEqOrder       order)
{
  g_return_if_fail (FT_IS_EQUATION_LINE (self));
  g_return_if_fail (order == FT_EQ_ORDER_STANDARD || order == FT_EQ_ORDER_LTR);

  if (self->rules.order == order)
    return;
  self->rules.order = order;
  changed (self);
}

FtEqOptions
ft_equation_line_get_options (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), 0);
  return self->rules.options;
}

void
ft_equation_line_set_option (FtEquationLine *self,
                             FtEqOptions     option,
                             gboolean        on)
{
  guint8 options;

  g_return_if_fail (FT_IS_EQUATION_LINE (self));

  options = on ? (self->rules.options | option) : (self->rules.options & ~option);
  if (options == self->rules.options)
    return;
  self->rules.options = options;
  changed (self);
}

FtEqRules
ft_equation_line_get_rules (FtEquationLine *self)
{
  FtEqRules none = { 0 };

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), none);
  return self->rules;
}

const FtEqTrace *
ft_equation_line_get_trace (FtEquationLine *self,
                            FtEqOrder       order)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), NULL);
  g_return_val_if_fail (order <= FT_EQ_ORDER_LTR, NULL);
  return &self->traces[order];
}

/* The verdict in the chosen order. */
const FtEqVerdict *
ft_equation_line_get_verdict (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), NULL);
  return &self->traces[self->rules.order].verdict;
}

gboolean
ft_equation_line_is_valid (FtEquationLine *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);
  return FT_EQ_VERDICT_IS_VALID (ft_equation_line_get_verdict (self));
}

/* The engine's sentence: "valid: every part is 110 (6)" or
 * "tile 3: leading zero in 01 (R12)". */
char *
ft_equation_line_describe_verdict (FtEquationLine *self,
                                   FtEqOrder       order)
{
  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), NULL);
  g_return_val_if_fail (order <= FT_EQ_ORDER_LTR, NULL);
  return ft_eq_verdict_describe (&self->traces[order].verdict, self->now.tiles, self->now.n_tiles);
}

static gboolean
steps_equal (const FtEqStep *a,
             const FtEqStep *b)
{
  return a->op == b->op && a->part == b->part && a->left == b->left &&
         a->right == b->right && a->result == b->result && a->fault == b->fault;
}

/*
 * Whether the two orders of scrabble R15 read the line differently: a
 * different verdict or different steps.  (1 + 1 + 1 reads the same either
 * way; 1 + 1 × 10 does not, even when both verdicts are "invalid".)
 */
gboolean
ft_equation_line_orders_differ (FtEquationLine *self)
{
  const FtEqTrace *a, *b;

  g_return_val_if_fail (FT_IS_EQUATION_LINE (self), FALSE);

  a = &self->traces[FT_EQ_ORDER_STANDARD];
  b = &self->traces[FT_EQ_ORDER_LTR];
  if (a->verdict.fault != b->verdict.fault || a->verdict.value != b->verdict.value ||
      a->verdict.other != b->verdict.other || a->verdict.tile != b->verdict.tile ||
      a->n_steps != b->n_steps)
    return TRUE;
  for (guint i = 0; i < a->n_steps; i++)
    if (!steps_equal (&a->steps[i], &b->steps[i]))
      return TRUE;
  return FALSE;
}

/* Tiles @first … @end - 1 as tokens: digit runs joined into numbers,
 * operators as their symbols: `101 AND NOT 11`. */
char *
ft_equation_tokens_text (const guint8 *tiles,
                         guint         first,
                         guint         end)
{
  GString *s = g_string_new (NULL);

  for (guint i = first; i < end; i++)
    {
      if (s->len > 0 && !(FT_EQ_TILE_IS_DIGIT (tiles[i]) && FT_EQ_TILE_IS_DIGIT (tiles[i - 1])))
        g_string_append_c (s, ' ');
      g_string_append (s, tiles[i] < FT_EQ_N_TILES ? ft_eq_tile_symbol (tiles[i]) : "?");
    }
  return g_string_free (s, FALSE);
}
