/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "equation/equation-tile.h"
#include "ft-scrabble-square.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * An equation as Binary Number Scrabble's tiles, drawn by the game's own
 * tile (ft_scrabble_tile_new(), as its board draws one): the line is one focus
 * stop that reads it ("the tiles: 1 0 1, XOR, 1 1, =, 1 1 0").  Whether an
 * equation holds is answered with Yes and No; a value is typed.
 */

GtkWidget *
ft_practice_tiles_view_new (const FtPrExercise *ex)
{
  gboolean yes_no = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_YES_NO;
  FtPracticePieces *pieces = ft_practice_pieces_new (!yes_no);
  GtkWidget *line = ft_practice_line_new (pieces, _("The tiles"));
  g_autoptr(GString) said = g_string_new (NULL);
  g_autofree char *name = NULL;

  for (guint i = 0; i < ex->n_tiles; i++)
    {
      gboolean digit = FT_EQ_TILE_IS_DIGIT (ex->tiles[i]);

      /* Digits of one number together, each operator apart. */
      if (i > 0)
        g_string_append (said, digit && FT_EQ_TILE_IS_DIGIT (ex->tiles[i - 1]) ? " " : ", ");
      g_string_append (said, ft_eq_tile_symbol (ex->tiles[i]));
      ft_wrap_box_append (FT_WRAP_BOX (line), ft_scrabble_tile_new ((guint8) ex->tiles[i]));
    }
  /* Translators: "the tiles: 1 0 1, XOR, 1 1" */
  name = g_strdup_printf (_("the tiles: %s"), said->str);
  ft_widget_set_name (line, name);
  gtk_widget_set_focusable (line, TRUE);
  ft_practice_pieces_set_first (pieces, line);

  if (yes_no)
    {
      static const char *answers[] = { "yes", "no", NULL };
      const char *labels[] = { _("Yes, it holds"), _("No, it does not"), NULL };

      ft_practice_choices_new (pieces, labels, answers);
    }
  return GTK_WIDGET (pieces);
}
