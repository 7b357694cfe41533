/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-practice-view.h"
#include "ft-widgets.h"

/*
 * Flipchain: the position on a small board.  Whether there is a loop is
 * answered with Yes and No; how many discs a move flips is typed.
 */
GtkWidget *
ft_practice_board_view_new (const FtPrExercise *ex)
{
  gboolean yes_no = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_YES_NO;
  FtPracticePieces *pieces = ft_practice_pieces_new (!yes_no);

  if (yes_no)
    {
      static const char *answers[] = { "yes", "no", NULL };
      const char *labels[] = { _("Yes, there is a loop"), _("No loop"), NULL };

      ft_practice_choices_new (pieces, labels, answers);
    }
  return GTK_WIDGET (pieces);
}
