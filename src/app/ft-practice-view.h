/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "practice/practice-exercise.h"

G_BEGIN_DECLS

/*
 * FtPracticeView: the pieces of one exercise, drawn with the games' own
 * widgets (bit rows, dice, cards, tiles, a board), through which a learner
 * answers by touching them.  The practice page holds one view an exercise
 * beside its answer field; a lesson step could hold one the same way.
 *
 * A view reports the answer its pieces give in the command line's
 * notation (which the engine checks and diagnoses), never shows it:
 * "changed" when the pieces change, "submit" when the learner confirms on
 * the pieces themselves (Return on a bit row, a yes/no button, Trash).
 */
#define FT_TYPE_PRACTICE_VIEW (ft_practice_view_get_type ())
G_DECLARE_INTERFACE (FtPracticeView, ft_practice_view, FT, PRACTICE_VIEW, GtkWidget)

struct _FtPracticeViewInterface
{
  GTypeInterface parent_iface;

  /* The answer the pieces give, or NULL when they give none yet. */
  char    *(*get_answer)  (FtPracticeView *self);
  /* Typed text shown on the pieces where they can show it. */
  void     (*show_typed)  (FtPracticeView *self,
                           const char     *text);
  /* Whether the learner may type the answer too (a number, bits); FALSE
   * when the pieces are the only way (yes/no, a die to flip). */
  gboolean (*takes_typing) (FtPracticeView *self);
  /* The skill's helper (place values, columns, bit numbers) on or off. */
  void     (*show_helper) (FtPracticeView *self,
                           gboolean        shown);
};

char     *ft_practice_view_get_answer   (FtPracticeView *self);
void      ft_practice_view_show_typed   (FtPracticeView *self,
                                         const char     *text);
gboolean  ft_practice_view_takes_typing (FtPracticeView *self);
void      ft_practice_view_show_helper  (FtPracticeView *self,
                                         gboolean        shown);
void      ft_practice_view_changed      (FtPracticeView *self);
void      ft_practice_view_submit       (FtPracticeView *self);

GtkWidget *ft_practice_view_new         (const FtPrExercise *ex);

/* The views, one a kind of piece (ft-practice-*-view.c). */
GtkWidget *ft_practice_bits_view_new    (const FtPrExercise *ex);
GtkWidget *ft_practice_dice_view_new    (const FtPrExercise *ex);
GtkWidget *ft_practice_cards_view_new   (const FtPrExercise *ex);
GtkWidget *ft_practice_hilo_view_new    (const FtPrExercise *ex);
GtkWidget *ft_practice_tiles_view_new   (const FtPrExercise *ex);
GtkWidget *ft_practice_board_view_new   (const FtPrExercise *ex);

/* The view most kinds share (ft-practice-pieces.c). */
#define FT_TYPE_PRACTICE_PIECES (ft_practice_pieces_get_type ())
G_DECLARE_FINAL_TYPE (FtPracticePieces, ft_practice_pieces, FT, PRACTICE_PIECES, GtkWidget)

FtPracticePieces *ft_practice_pieces_new        (gboolean          typing);
GtkWidget        *ft_practice_pieces_get_box    (FtPracticePieces *self);
void              ft_practice_pieces_set_first  (FtPracticePieces *self,
                                                 GtkWidget        *widget);
void              ft_practice_pieces_set_answer (FtPracticePieces *self,
                                                 const char       *answer,
                                                 gboolean          submit);

/* Shared by the views: a row of answer buttons ("Yes", "No"), each giving
 * its answer and submitting it; and a line of pieces under its heading. */
GtkWidget *ft_practice_choices_new      (FtPracticePieces   *pieces,
                                         const char * const *labels,
                                         const char * const *answers);
GtkWidget *ft_practice_line_new         (FtPracticePieces   *pieces,
                                         const char         *heading);
GtkWidget *ft_practice_row_new          (FtPracticePieces   *pieces);
GtkWidget *ft_practice_section_new      (GtkWidget          *row);
GtkWidget *ft_practice_line_new_in      (FtPracticePieces   *pieces,
                                         GtkWidget          *section,
                                         const char         *heading);
void       ft_practice_line_add         (FtPracticePieces   *pieces,
                                         GtkWidget          *line,
                                         GtkWidget          *piece);

guint      ft_practice_parse_bits       (const char         *word);

/* Words of practice (ft-practice-text.c). */
char       *ft_practice_answer_words    (const FtPrExercise *ex);
const char *ft_practice_helper_label    (FtPrHelperKind      kind);

G_END_DECLS
