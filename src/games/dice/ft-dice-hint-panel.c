/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-hint-panel.h"
#include "ft-widgets.h"

/*
 * FtDiceHintPanel: FLIP (dice)'s hint, every move's value under perfect
 * play, from the solved game.  The solve is prepared in a thread when a
 * hint is first asked for; until it is ready the panel gives a first
 * guess from a short search, said to be one, and how far the solve has
 * come, and the hint appears when it is.
 */

/* Positions the first guess looks at: a few hundredths of a second. */
#define GUESS_NODES 100000

struct _FtDiceHintPanel
{
  GtkBox      parent_instance;

  FtDiceGame *game;
  gboolean    wanted;     /* a hint was asked for this position */
  /* A hint is shown, and the die its best move flips or trashes. */
  gboolean    has_best;
  gboolean    best_on_die;
  gboolean    best_theirs;
  guint       best_face;
  gboolean    best_locked;
  char       *text;
  char       *guess_for;  /* the position the guess below is for */
  char       *guess;
  GtkWidget  *label;
  GtkWidget  *moves;
};

G_DEFINE_FINAL_TYPE (FtDiceHintPanel, ft_dice_hint_panel, GTK_TYPE_BOX)

static void
set_text (FtDiceHintPanel *self,
          char            *text,
          const char      *shown)
{
  g_free (self->text);
  self->text = text;
  gtk_label_set_text (GTK_LABEL (self->label), shown);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* While the table is built: a first guess at the best move from a short
 * search, in words that say it is one; NULL when the game waits for no
 * move.  Made once a position. */
static const char *
first_guess (FtDiceHintPanel *self)
{
  g_autofree char *key = NULL;

  if (ft_dice_game_get_wait (self->game) == FT_DICE_WAIT_NOTHING)
    return NULL;
  key = ft_dice_game_position_to_string (self->game);
  if (self->guess_for != NULL && g_str_equal (key, self->guess_for))
    return self->guess;
  g_free (self->guess_for);
  g_free (self->guess);
  self->guess_for = g_steal_pointer (&key);
  self->guess = ft_dice_game_guess_hint (self->game, GUESS_NODES);
  return self->guess;
}

/* Shows the hint for the position on the table, or how far the solve it
 * needs has come ("limited": the best move only).  Returns whether the
 * hint (with its best move) is shown. */
gboolean
ft_dice_hint_panel_update (FtDiceHintPanel *self,
                           const char      *mode)
{
  g_autofree char *explain = NULL;
  guint n_moves;
  GString *text;

  ft_widget_remove_children (self->moves);
  if (!ft_dice_game_is_solved (self->game))
    {
      const char *guess = first_guess (self);
      /* Translators: "The full hint needs the solved 10-die game, which is being prepared: 45%." */
      g_autofree char *progress = g_strdup_printf (_("The full hint needs the solved %u-die game, which is being prepared: %.0f%%. It appears here when ready."),
                                                   2 * ft_dice_game_get_n_dice (self->game),
                                                   100 * ft_dice_game_get_solve_progress (self->game));
      char *shown = guess != NULL ? g_strdup_printf ("%s\n%s", guess, progress) : g_strdup (progress);

      set_text (self, shown, shown);
      return FALSE;
    }

  n_moves = ft_dice_game_get_hint_n_moves (self->game);
  if (n_moves == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return FALSE;
    }

  explain = ft_dice_game_explain_hint (self->game);
  text = g_string_new (explain);
  self->has_best = TRUE;
  self->best_on_die = ft_dice_game_get_hint_best (self->game, &self->best_theirs, &self->best_face, &self->best_locked);

  /* "limited" gives the best move only; "on" lists every move's value. */
  if (!g_str_equal (mode, "limited"))
    for (guint i = 0; i < n_moves; i++)
      {
        gboolean wins = FALSE;
        g_autofree char *line = ft_dice_game_describe_hint_move (self->game, i, &wins);
        GtkWidget *label = ft_wrapped_label_new (line, wins ? "ft-dice-winning" : "ft-dice-losing");

        if (i == 0)
          gtk_widget_add_css_class (label, "heading");
        gtk_box_append (GTK_BOX (self->moves), label);
        g_string_append_printf (text, "\n%s", line);
      }

  set_text (self, g_string_free (text, FALSE), explain);
  return TRUE;
}

/* Ctrl+H: asks for the solve (in a thread); update shows what there is. */
void
ft_dice_hint_panel_request (FtDiceHintPanel *self)
{
  self->wanted = TRUE;
  ft_dice_game_prepare_solve (self->game);
}

/* A new position: no hint until asked again. */
void
ft_dice_hint_panel_clear (FtDiceHintPanel *self)
{
  self->wanted = FALSE;
  self->has_best = FALSE;
  g_clear_pointer (&self->text, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

gboolean
ft_dice_hint_panel_is_wanted (FtDiceHintPanel *self)
{
  return self->wanted;
}

const char *
ft_dice_hint_panel_get_text (FtDiceHintPanel *self)
{
  return self->text;
}

/* Whether a hint, and so its best move, is shown. */
gboolean
ft_dice_hint_panel_has_best (FtDiceHintPanel *self)
{
  return self->has_best;
}

/* @die of @side is the one the best move flips or trashes. */
gboolean
ft_dice_hint_panel_is_best (FtDiceHintPanel *self,
                            FtDiceSide       side,
                            guint            face,
                            gboolean         locked)
{
  if (!self->has_best || !self->best_on_die)
    return FALSE;
  if (side == FT_DICE_SIDE_MINE)
    return !self->best_theirs && !locked && face == self->best_face;
  if (side == FT_DICE_SIDE_THEIRS)
    return self->best_theirs && face == self->best_face && locked == self->best_locked;
  return FALSE;
}

void
ft_dice_hint_panel_set_game (FtDiceHintPanel *self,
                             FtDiceGame      *game)
{
  g_set_object (&self->game, game);
}

static void
ft_dice_hint_panel_dispose (GObject *object)
{
  g_clear_object (&FT_DICE_HINT_PANEL (object)->game);

  G_OBJECT_CLASS (ft_dice_hint_panel_parent_class)->dispose (object);
}

static void
ft_dice_hint_panel_finalize (GObject *object)
{
  g_free (FT_DICE_HINT_PANEL (object)->text);
  g_free (FT_DICE_HINT_PANEL (object)->guess_for);
  g_free (FT_DICE_HINT_PANEL (object)->guess);

  G_OBJECT_CLASS (ft_dice_hint_panel_parent_class)->finalize (object);
}

static void
ft_dice_hint_panel_class_init (FtDiceHintPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_dice_hint_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_dice_hint_panel_finalize;
}

static void
ft_dice_hint_panel_init (FtDiceHintPanel *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "ft-hint");
  self->label = ft_wrapped_label_new (NULL, NULL);
  self->moves = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self), self->label);
  gtk_box_append (GTK_BOX (self), self->moves);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
