/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>

#include "ft-lesson-page-private.h"
#include "ft-lesson-pieces.h"
#include "ft-widgets.h"

/*
 * How the lesson page lays a step out: the explanation's blocks, and
 * where they and the exercise go, one above the other or side by side on
 * a projector's wide and short screen.
 */

void
ft_lesson_page_clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)))
    gtk_box_remove (GTK_BOX (box), child);
}

/* Laid out for a projector (columns side by side): in presentation mode,
 * unless the window is a phone's width, where a projected step reads from
 * top to bottom. */
static gboolean
projected (FtLessonPage *self)
{
  return self->presentation && !self->narrow;
}

static gboolean
is_board_exercise (const FtLessonExercise *ex)
{
  return ex != NULL && (ex->kind == FT_EXERCISE_FLIPS || ex->kind == FT_EXERCISE_PLACE_TILE);
}

/* On a projector's wide and short screen a board exercise's board goes
 * beside the prompt, Check and the feedback, so that the whole exercise
 * is seen without scrolling; elsewhere (a projected phone's width too) it
 * comes under the prompt. */
void
ft_lesson_page_arrange_exercise (FtLessonPage *self)
{
  gboolean beside = projected (self) && self->lesson && is_board_exercise (ft_lesson_get_step (self->lesson, self->step)->exercise);

  if (beside == gtk_widget_get_visible (self->answer_side))
    return;
  if (beside)
    ft_widget_move_in_box (self->answer_box, self->answer_side, NULL);
  else
    ft_widget_move_in_box (self->answer_box, self->talk_box, self->prompt_label);
  gtk_widget_set_visible (self->answer_side, beside);
}

/* The step's explanation.  On a projector the worked examples go beside
 * the text, with the exercise, so that the step is seen whole; elsewhere
 * everything reads from top to bottom in the lesson's order. */
void
ft_lesson_page_fill_blocks (FtLessonPage *self)
{
  const FtLessonStep *step = ft_lesson_get_step (self->lesson, self->step);

  ft_lesson_page_clear_box (self->blocks_box);
  ft_lesson_page_clear_box (self->figures_box);
  ft_lesson_page_clear_box (self->examples_box);

  for (guint i = 0; i < step->blocks->len; i++)
    {
      const FtLessonBlock *block = step->blocks->pdata[i];
      GtkWidget *box = self->blocks_box;
      GtkWidget *widget;

      switch (block->kind)
        {
        case FT_LESSON_BLOCK_TEXT:
          widget = ft_wrapped_label_new (block->text, "ft-lesson-text");
          break;
        case FT_LESSON_BLOCK_TABLE:
          widget = ft_lesson_truth_table (block->op);
          break;
        case FT_LESSON_BLOCK_EXAMPLE:
          widget = ft_lesson_worked_example (block->op, block->a, block->b, !self->presentation);
          if (projected (self))
            box = self->examples_box;
          break;
        case FT_LESSON_BLOCK_BOARD:
          /* On a projector a board goes in a column of its own,
           * between the text and the exercise. */
          widget = ft_lesson_board (block->board, self->presentation);
          if (projected (self))
            box = self->figures_box;
          break;
        default:
          g_assert_not_reached ();
        }
      gtk_box_append (GTK_BOX (box), widget);
    }

  /* An empty column would leave the other one half the width for nothing. */
  gtk_widget_set_visible (self->blocks_box, gtk_widget_get_first_child (self->blocks_box) != NULL);
  gtk_widget_set_visible (self->figures_box, gtk_widget_get_first_child (self->figures_box) != NULL);
  gtk_widget_set_visible (self->examples_box, gtk_widget_get_first_child (self->examples_box) != NULL);
  gtk_widget_set_visible (self->side_box, gtk_widget_get_visible (self->examples_box) ||
                                          gtk_widget_get_visible (self->exercise_box));
}

/* On a projector the screen is wide and short: the explanation and the
 * exercise go side by side, in the whole width, so that a step is seen
 * whole without scrolling.  By the window's width, not the mode alone: a
 * projected phone's width reads from top to bottom like any other. */
void
ft_lesson_page_set_layout (FtLessonPage *self)
{
  gboolean wide = projected (self);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->body), wide ? 36 : 18);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), wide ? 1600 : 760);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->nav_clamp), wide ? 1600 : 760);
  if (self->lesson)
    {
      ft_lesson_page_fill_blocks (self);
      ft_lesson_page_arrange_exercise (self);
    }
}
