/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "flipbits/flipbits-ops.h"
#include "ft-lesson.h"

G_BEGIN_DECLS

/*
 * The pieces a lesson step draws, shared by the page (its explanation)
 * and the exercise views: a truth table, an operation worked out bit by
 * bit, the operands of an operation with their captions, a game's
 * position on the game's own board.
 */

GtkWidget *ft_lesson_truth_table     (FtFbOp      op);
GtkWidget *ft_lesson_worked_example  (FtFbOp      op,
                                      guint8      a,
                                      guint8      b,
                                      gboolean    wrap);
GtkWidget *ft_lesson_captioned_row   (const char *caption,
                                      GtkWidget  *row,
                                      gboolean    wrap);
void       ft_lesson_append_operands (GtkWidget  *box,
                                      FtFbOp      op,
                                      guint8      a,
                                      guint8      b,
                                      gboolean    wrap);
GtkWidget *ft_lesson_equals_sign     (void);
GtkWidget *ft_lesson_board           (const FtLessonBoard *board,
                                      gboolean             presentation);
GtkWidget *ft_lesson_board_frame     (GtkWidget           *board);
void       ft_lesson_board_frame_set_presentation (GtkWidget *frame,
                                                   gboolean   presentation);

G_END_DECLS
