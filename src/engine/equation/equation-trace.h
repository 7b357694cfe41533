/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "equation-rules.h"
#include "equation-tile.h"
#include "equation-verdict.h"

G_BEGIN_DECLS

typedef enum
{
  FT_EQ_NODE_NUMBER,      /* a run of digits */
  FT_EQ_NODE_NOT,         /* NOT and its number; left is the number */
  FT_EQ_NODE_OPERATION,   /* a binary operator; left and right are its operands */
} FtEqNodeKind;

/* A node of the parse tree; children are indexes into FtEqTrace.nodes. */
typedef struct
{
  guint8  kind;       /* FtEqNodeKind */
  guint8  op;         /* FtEqTile: NOT or the binary operator; FT_EQ_N_TILES for a number */
  guint8  first;      /* the tiles the node covers: first … end - 1 */
  guint8  end;
  gint8   left;       /* -1 when none */
  gint8   right;
  guint8  width;      /* a number: digits written; NOT: its width (R12) */
  guint8  evaluated;  /* FALSE when evaluation stopped before this node */
  guint64 value;
} FtEqNode;

/* One evaluation step: an operation with its operands and result. */
typedef struct
{
  guint8  op;         /* FtEqTile: NOT or a binary operator */
  guint8  part;       /* the part (from 0) it belongs to */
  guint8  node;       /* the node it evaluates */
  guint8  width;      /* NOT: its width; AND/OR/XOR: the width both operands are padded to (R13); else 0 */
  guint8  fault;      /* FtEqFault of an R14 failure, which ends the evaluation */
  guint64 left;       /* NOT: the number as written */
  guint64 right;      /* NOT: unused */
  guint64 result;
} FtEqStep;

typedef struct
{
  gint8   root;       /* the part's top node */
  guint8  first;      /* its tiles */
  guint8  end;
  guint8  evaluated;
  guint64 value;
} FtEqPart;

/*
 * Everything the workbench, the lessons and the hints show about a line:
 * the verdict, the parse tree of each part between `=` signs and the steps
 * in the order the rules evaluate them (scrabble R15).  When the grammar
 * fails (R11) there is no tree: n_parts is 0.  A plain struct; no allocation.
 */
typedef struct
{
  FtEqRules   rules;
  FtEqVerdict verdict;
  guint8      n_nodes;
  guint8      n_steps;
  guint8      n_parts;
  FtEqNode    nodes[FT_EQ_MAX_TILES];
  FtEqStep    steps[FT_EQ_MAX_TILES];
  FtEqPart    parts[FT_EQ_MAX_PARTS];
} FtEqTrace;

gboolean ft_eq_explain             (const guint8    *tiles,
                                    guint            n_tiles,
                                    const FtEqRules *rules,
                                    FtEqTrace       *trace);

char    *ft_eq_step_to_string      (const FtEqStep  *step);
char    *ft_eq_trace_tree_to_string (const FtEqTrace *trace,
                                    const guint8    *tiles);
char    *ft_eq_trace_to_string     (const FtEqTrace *trace,
                                    const guint8    *tiles,
                                    guint            n_tiles);

G_END_DECLS
