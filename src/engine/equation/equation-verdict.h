/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation-tile.h"

G_BEGIN_DECLS

/* Why a line is not a valid and correct equation.  Each fault belongs to
 * one ruling of doc/rules/binary-scrabble.md (ft_eq_fault_rule()). */
typedef enum
{
  FT_EQ_FAULT_NONE,
  /* R3: the board */
  FT_EQ_FAULT_TOO_LONG,             /* more tiles than a line of the board holds */
  /* R11: the grammar */
  FT_EQ_FAULT_BAD_TILE,             /* a value that is not an FtEqTile */
  FT_EQ_FAULT_EMPTY,                /* no tiles at all */
  FT_EQ_FAULT_XOR_OFF,              /* XOR without the XOR option */
  FT_EQ_FAULT_NO_EQUALS,            /* a line without = */
  FT_EQ_FAULT_EMPTY_PART,           /* = at the start or right after another = */
  FT_EQ_FAULT_SIGN,                 /* a binary operator where a number starts */
  FT_EQ_FAULT_TWO_OPERATORS,        /* a binary operator right after another */
  FT_EQ_FAULT_MISSING_NUMBER,       /* = right after an operator or NOT */
  FT_EQ_FAULT_NOT_NOT,              /* NOT NOT */
  FT_EQ_FAULT_NOT_WITHOUT_NUMBER,   /* NOT followed by a binary operator */
  FT_EQ_FAULT_IMPLIED_MULTIPLICATION, /* NOT right after a number */
  FT_EQ_FAULT_ENDS_WITH_OPERATOR,   /* the line ends with an operator, NOT or = */
  /* R12: leading zeros */
  FT_EQ_FAULT_LEADING_ZERO,         /* 01 outside NOT */
  FT_EQ_FAULT_NOT_ZEROS,            /* zeros after NOT that are not strictly required */
  /* R14: values */
  FT_EQ_FAULT_NEGATIVE,
  FT_EQ_FAULT_REMAINDER,
  FT_EQ_FAULT_DIVISION_BY_ZERO,
  FT_EQ_FAULT_OVERFLOW,
  /* R16: the parts */
  FT_EQ_FAULT_PARTS_DIFFER,
  /* R17: options */
  FT_EQ_FAULT_IDENTITY,
  FT_EQ_N_FAULTS
} FtEqFault;

/*
 * The outcome of checking a line.  Tile indexes count from 0 (the messages
 * count from 1, as a reader does).  Which fields mean something depends on
 * the fault; see ft_eq_verdict_describe().
 */
typedef struct
{
  guint8  fault;     /* FtEqFault; FT_EQ_FAULT_NONE when the line is valid */
  guint8  rule;      /* the ruling broken: 3 or 11…17; 0 when valid */
  guint8  tile;      /* the tile where the line breaks */
  guint8  tile_end;  /* one past the last tile of the faulty piece (a number, an operation) */
  guint8  op;        /* FtEqTile of the operator involved, FT_EQ_N_TILES when none */
  guint8  part;      /* R16: the part, from 0, whose value differs from part 0's */
  guint16 removed;   /* R12 NOT zeros: a set of tiles (bit i = tile i) whose removal leaves a correct line */
  guint64 value;     /* valid: the common value; R16: the differing part's value; R14: left operand */
  guint64 other;     /* R16: part 0's value; R14: right operand */
} FtEqVerdict;

#define FT_EQ_VERDICT_IS_VALID(v) ((v)->fault == FT_EQ_FAULT_NONE)

guint       ft_eq_fault_rule           (FtEqFault          fault);
const char *ft_eq_fault_name           (FtEqFault          fault);
const char *ft_eq_rule_words           (guint              rule);

char       *ft_eq_verdict_reason       (const FtEqVerdict *verdict,
                                        const guint8      *tiles,
                                        guint              n_tiles);
char       *ft_eq_verdict_describe     (const FtEqVerdict *verdict,
                                        const guint8      *tiles,
                                        guint              n_tiles);

char       *ft_eq_format_binary        (guint64            value,
                                        guint              width);

G_END_DECLS
