/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * The grammar scan shared by the full check (equation-check.c) and the
 * prefix check (equation-prefix.c), inline because both run it once per
 * tile on the move generator's hot path.
 */

#include <string.h>

#include "equation-check.h"
#include "equation-prefix.h"
#include "equation-trace.h"

G_BEGIN_DECLS

enum
{
  SCAN_START,      /* at the start of a part: the line's start or after = */
  SCAN_AFTER_NOT,
  SCAN_NUMBER,
  SCAN_AFTER_OP,
};

gboolean ft_eq_check_full (const guint8    *tiles,
                           guint            n_tiles,
                           const FtEqRules *rules,
                           FtEqVerdict     *verdict,
                           FtEqTrace       *trace);

static inline FtEqFault
ft_eq_set_fault (FtEqVerdict *v,
                 FtEqFault    fault,
                 guint        tile,
                 guint        tile_end,
                 guint        op)
{
  memset (v, 0, sizeof *v);
  v->fault = fault;
  v->rule = ft_eq_fault_rule (fault);
  v->tile = tile;
  v->tile_end = tile_end;
  v->op = op;
  return fault;
}

/* R12 leading zeros outside NOT and R17 fragments are faults of the line
 * that a later grammar fault (R11) outranks; the full check goes on
 * scanning after them. */
static inline gboolean
ft_eq_fault_is_static (FtEqFault fault)
{
  return fault == FT_EQ_FAULT_LEADING_ZERO || fault == FT_EQ_FAULT_IDENTITY;
}

static inline void
ft_eq_scan_init (FtEqScan *s)
{
  memset (s, 0, sizeof *s);
  s->mode = SCAN_START;
  s->prev_op = FT_EQ_N_TILES;
  s->last = FT_EQ_N_TILES;
}

/* R17: the number just closed, with the operator before it, makes an
 * identity fragment: `× 1`, `+ 0`, `- 0`, and with strict identities also
 * `AND 1`, `OR 0`.  "Exactly that number": one digit, no NOT. */
static inline FtEqFault
ft_eq_scan_close (const FtEqScan *s,
                  guint8          options,
                  FtEqVerdict    *v)
{
  gboolean strict = (options & FT_EQ_OPTION_STRICT_IDENTITY) != 0;
  gboolean fragment;

  if (!(options & (FT_EQ_OPTION_NO_IDENTITY | FT_EQ_OPTION_STRICT_IDENTITY)) ||
      s->has_not || s->width != 1)
    return FT_EQ_FAULT_NONE;

  switch (s->prev_op)
    {
    case FT_EQ_TILE_TIMES:
      fragment = s->value == 1;
      break;
    case FT_EQ_TILE_PLUS:
    case FT_EQ_TILE_MINUS:
      fragment = s->value == 0;
      break;
    case FT_EQ_TILE_AND:
      fragment = strict && s->value == 1;
      break;
    case FT_EQ_TILE_OR:
      fragment = strict && s->value == 0;
      break;
    default:
      fragment = FALSE;
      break;
    }

  if (!fragment)
    return FT_EQ_FAULT_NONE;
  return ft_eq_set_fault (v, FT_EQ_FAULT_IDENTITY, s->prev_op_tile, s->digits_first + 1, s->prev_op);
}

/*
 * Takes one more tile.  Returns FT_EQ_FAULT_NONE, a grammar fault (after
 * which the scan is meaningless) or a static fault (after which the scan
 * stays consistent and may go on).  Only a fault fills @v.
 */
static inline FtEqFault
ft_eq_scan_push (FtEqScan    *s,
                 guint8       tile,
                 guint8       options,
                 FtEqVerdict *v)
{
  guint i = s->n++;
  FtEqFault fault = FT_EQ_FAULT_NONE;

  s->last = tile;
  if (tile >= FT_EQ_N_TILES)
    return ft_eq_set_fault (v, FT_EQ_FAULT_BAD_TILE, i, i + 1, FT_EQ_N_TILES);
  if (i >= FT_EQ_MAX_TILES)
    return ft_eq_set_fault (v, FT_EQ_FAULT_TOO_LONG, i, i + 1, FT_EQ_N_TILES);
  /* R1, R11: XOR only "when on". */
  if (tile == FT_EQ_TILE_XOR && !(options & FT_EQ_OPTION_XOR))
    return ft_eq_set_fault (v, FT_EQ_FAULT_XOR_OFF, i, i + 1, tile);

  if (FT_EQ_TILE_IS_DIGIT (tile))
    {
      switch (s->mode)
        {
        case SCAN_START:
        case SCAN_AFTER_OP:
          s->first = i;
          s->has_not = FALSE;
          G_GNUC_FALLTHROUGH;
        case SCAN_AFTER_NOT:
          s->digits_first = i;
          s->width = 1;
          s->value = tile;
          s->mode = SCAN_NUMBER;
          return FT_EQ_FAULT_NONE;
        default:
          /* R12: a number of two or more digits may not start with 0,
           * except after NOT (judged on the whole line, elsewhere). */
          if (s->width == 1 && s->value == 0 && !s->has_not)
            fault = ft_eq_set_fault (v, FT_EQ_FAULT_LEADING_ZERO, s->digits_first, i + 1,
                                     FT_EQ_N_TILES);
          s->width++;
          s->value = (s->value << 1) | tile;
          return fault;
        }
    }

  if (tile == FT_EQ_TILE_NOT)
    {
      switch (s->mode)
        {
        case SCAN_START:
        case SCAN_AFTER_OP:
          s->first = i;
          s->has_not = TRUE;
          s->mode = SCAN_AFTER_NOT;
          return FT_EQ_FAULT_NONE;
        case SCAN_AFTER_NOT:
          /* R11: `NOT NOT 1` is invalid. */
          return ft_eq_set_fault (v, FT_EQ_FAULT_NOT_NOT, i, i + 1, tile);
        default:
          /* R11: no implied multiplication. */
          return ft_eq_set_fault (v, FT_EQ_FAULT_IMPLIED_MULTIPLICATION, i, i + 1, tile);
        }
    }

  switch (s->mode)
    {
    case SCAN_START:
      /* R11: no empty part; no sign in front of a number. */
      if (tile == FT_EQ_TILE_EQUALS)
        return ft_eq_set_fault (v, FT_EQ_FAULT_EMPTY_PART, i, i + 1, tile);
      return ft_eq_set_fault (v, FT_EQ_FAULT_SIGN, i, i + 1, tile);
    case SCAN_AFTER_NOT:
      /* R11: NOT is followed directly by a number. */
      if (tile == FT_EQ_TILE_EQUALS)
        return ft_eq_set_fault (v, FT_EQ_FAULT_MISSING_NUMBER, i, i + 1, FT_EQ_TILE_NOT);
      return ft_eq_set_fault (v, FT_EQ_FAULT_NOT_WITHOUT_NUMBER, i, i + 1, tile);
    case SCAN_AFTER_OP:
      /* R11: no two operators in a row (but for NOT, above). */
      if (tile == FT_EQ_TILE_EQUALS)
        return ft_eq_set_fault (v, FT_EQ_FAULT_MISSING_NUMBER, i, i + 1, s->prev_op);
      return ft_eq_set_fault (v, FT_EQ_FAULT_TWO_OPERATORS, i, i + 1, s->prev_op);
    default:
      break;
    }

  /* A binary operator or = closes the number before it. */
  fault = ft_eq_scan_close (s, options, v);
  if (tile == FT_EQ_TILE_EQUALS)
    {
      s->n_equals++;
      s->prev_op = FT_EQ_N_TILES;
      s->mode = SCAN_START;
    }
  else
    {
      s->prev_op = tile;
      s->prev_op_tile = i;
      s->mode = SCAN_AFTER_OP;
    }
  return fault;
}

/* The end of the line: what ft_eq_scan_push() is to a tile. */
static inline FtEqFault
ft_eq_scan_end (const FtEqScan *s,
                guint8          options,
                FtEqVerdict    *v)
{
  if (s->n == 0)
    return ft_eq_set_fault (v, FT_EQ_FAULT_EMPTY, 0, 0, FT_EQ_N_TILES);
  if (s->mode != SCAN_NUMBER)
    return ft_eq_set_fault (v, FT_EQ_FAULT_ENDS_WITH_OPERATOR, s->n - 1, s->n, s->last);
  if (s->n_equals == 0)
    return ft_eq_set_fault (v, FT_EQ_FAULT_NO_EQUALS, 0, s->n, FT_EQ_N_TILES);
  return ft_eq_scan_close (s, options, v);
}

/* R15: "standard" binds × ÷ tightest, then + -, AND, XOR, OR. */
static inline guint
ft_eq_level (guint8     op,
             FtEqOrder  order)
{
  static const guint8 levels[FT_EQ_N_TILES] = {
    [FT_EQ_TILE_TIMES] = 0, [FT_EQ_TILE_DIVIDE] = 0,
    [FT_EQ_TILE_PLUS] = 1, [FT_EQ_TILE_MINUS] = 1,
    [FT_EQ_TILE_AND] = 2, [FT_EQ_TILE_XOR] = 3, [FT_EQ_TILE_OR] = 4,
  };

  return order == FT_EQ_ORDER_LTR ? 0 : levels[op];
}

#define FT_EQ_N_LEVELS 5

G_END_DECLS
