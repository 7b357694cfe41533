/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-scrabble-page-private.h"
#include "ft-widgets.h"

/*
 * The end of a Binary Number Scrabble game, in words: the result in a
 * line (the status and the side panel's heading), the table beside the
 * final board, and the game-over screen's figures.
 */

/* The game's end in one short line: "Computer (standard) wins, 532 to
 * 313.", "You win, 400 to 380.", "A shared win at 300." */
char *
ft_scrabble_page_result_title (FtScrabbleGame *scrabble)
{
  FtGame *game = FT_GAME (scrabble);
  guint n = ft_game_get_n_players (game);
  gint best = G_MININT, second = G_MININT;
  guint winner = 0, n_best = 0;

  for (guint p = 0; p < n; p++)
    {
      int score = ft_scrabble_game_get_score (scrabble, p);

      if (score > best)
        {
          second = best;
          best = score;
          winner = p;
          n_best = 1;
        }
      else if (score == best)
        n_best++;
      else if (score > second)
        second = score;
    }
  if (n_best > 1)
    /* Translators: "A shared win at 300." */
    return g_strdup_printf (_("A shared win at %d."), best);
  if (ft_game_is_you (game, winner))
    /* Translators: "You win, 400 to 380." */
    return g_strdup_printf (_("You win, %d to %d."), best, second);
  /* Translators: "Computer (standard) wins, 532 to 313." */
  return g_strdup_printf (_("%s wins, %d to %d."), ft_game_get_name (game, winner), best, second);
}

static GtkWidget *
cell_label (const char *text,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

/* At the end, beside the final board (in @box, empty): the result in a
 * line, then each seat's score and what the end of the game did to it
 * (R10), in words. */
void
ft_scrabble_page_show_result (GtkWidget      *box,
                              FtScrabbleGame *scrabble)
{
  FtGame *game = FT_GAME (scrabble);
  GtkWidget *grid;

  {
    g_autofree char *title = ft_scrabble_page_result_title (scrabble);

    gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (title, "title-3"));
  }
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_attach (GTK_GRID (grid), cell_label (_("Player"), 0), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell_label (_("Score"), 1), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell_label (_("At the end"), 0), 2, 0, 1, 1);
  for (int c = 0; c < 3; c++)
    gtk_widget_add_css_class (gtk_grid_get_child_at (GTK_GRID (grid), c, 0), "heading");
  for (guint p = 0; p < ft_game_get_n_players (game); p++)
    {
      int adjust = ft_scrabble_game_get_end_adjustment (scrabble, p);
      g_autofree char *score = g_strdup_printf ("%d", ft_scrabble_game_get_score (scrabble, p));
      g_autofree char *why = NULL;

      if (adjust < 0)
        /* Translators: the end of the game (R10): "−4: tiles left on the rack" */
        why = g_strdup_printf (_("−%d: tiles left on the rack"), -adjust);
      else if (adjust > 0)
        /* Translators: "+12: the tiles left on the other racks, for going out first" */
        why = g_strdup_printf (_("+%d: the tiles left on the other racks, for going out first"), adjust);
      else
        why = g_strdup (_("nothing"));
      gtk_grid_attach (GTK_GRID (grid), cell_label (ft_game_get_name (game, p), 0), 0, (int) p + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_label (score, 1), 1, (int) p + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell_label (why, 0), 2, (int) p + 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
}

/* The game-over screen's figures: each seat's score. */
char *
ft_scrabble_page_result_summary (FtScrabbleGame *scrabble)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ft_game_get_n_players (FT_GAME (scrabble)); i++)
    {
      int score = ft_scrabble_game_get_score (scrabble, i);
      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                              ABS (score)), score);

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: a line of the game-over screen: "Ana: 42 points" */
      g_string_append_printf (text, _("%s: %s"), ft_game_get_name (FT_GAME (scrabble), i), points);
    }
  return g_string_free (text, FALSE);
}
