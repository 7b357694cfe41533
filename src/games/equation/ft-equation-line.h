/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "equation/equation-check.h"
#include "equation/equation-trace.h"

G_BEGIN_DECLS

#define FT_TYPE_EQUATION_LINE (ft_equation_line_get_type ())
G_DECLARE_FINAL_TYPE (FtEquationLine, ft_equation_line, FT, EQUATION_LINE, GObject)

/*
 * The line of the equation workbench: up to FT_EQ_MAX_TILES tiles, a cursor
 * between them (0 … n_tiles), the rules it is judged by (scrabble R15's
 * order and the R11/R12/R17 options) and undo/redo of its edits.  After
 * every change it holds the engine's trace of the line in BOTH orders, so
 * that the page can show them side by side where they differ.
 *
 * ::changed is emitted once per change of the tiles, the cursor or the
 * rules.
 */
FtEquationLine    *ft_equation_line_new           (void);

const guint8      *ft_equation_line_get_tiles     (FtEquationLine *self,
                                                   guint          *n_tiles);
guint              ft_equation_line_get_n_tiles   (FtEquationLine *self);
guint              ft_equation_line_get_cursor    (FtEquationLine *self);
char              *ft_equation_line_to_string     (FtEquationLine *self);

/* Edits: each one that changes the line can be undone. */
gboolean           ft_equation_line_insert        (FtEquationLine *self,
                                                   FtEqTile        tile);
gboolean           ft_equation_line_backspace     (FtEquationLine *self);
gboolean           ft_equation_line_delete        (FtEquationLine *self);
gboolean           ft_equation_line_clear         (FtEquationLine *self);
gboolean           ft_equation_line_set_text      (FtEquationLine *self,
                                                   const char     *text,
                                                   GError        **error);

/* The cursor: moving it is not an edit. */
gboolean           ft_equation_line_set_cursor    (FtEquationLine *self,
                                                   guint           cursor);
gboolean           ft_equation_line_move_cursor   (FtEquationLine *self,
                                                   int             delta);

gboolean           ft_equation_line_can_undo      (FtEquationLine *self);
gboolean           ft_equation_line_can_redo      (FtEquationLine *self);
gboolean           ft_equation_line_undo          (FtEquationLine *self);
gboolean           ft_equation_line_redo          (FtEquationLine *self);

/* The rules: the order the verdict is read in, and the options. */
FtEqOrder          ft_equation_line_get_order     (FtEquationLine *self);
void               ft_equation_line_set_order     (FtEquationLine *self,
                                                   FtEqOrder       order);
FtEqOptions        ft_equation_line_get_options   (FtEquationLine *self);
void               ft_equation_line_set_option    (FtEquationLine *self,
                                                   FtEqOptions     option,
                                                   gboolean        on);
FtEqRules          ft_equation_line_get_rules     (FtEquationLine *self);

/* What the engine says about the line. */
const FtEqTrace   *ft_equation_line_get_trace     (FtEquationLine *self,
                                                   FtEqOrder       order);
const FtEqVerdict *ft_equation_line_get_verdict   (FtEquationLine *self);
gboolean           ft_equation_line_is_valid      (FtEquationLine *self);
char              *ft_equation_line_describe_verdict (FtEquationLine *self,
                                                      FtEqOrder       order);
gboolean           ft_equation_line_orders_differ (FtEquationLine *self);

/* Text shared by the workbench and the lessons. */
char              *ft_equation_tokens_text        (const guint8   *tiles,
                                                   guint           first,
                                                   guint           end);

G_END_DECLS
