/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ft-announce.h"
#include "ft-dice-die.h"
#include "ft-dice-page.h"
#include "ft-dice-stats-page.h"
#include "ft-page.h"
#include "ft-widgets.h"

/*
 * FtDicePage: FLIP, the dice game, on screen.
 *
 * The page shows its model and turns keys and clicks into the model's
 * actions; it keeps no game state beyond what is picked.  Each hand is
 * shown as dice in play, then the locked dice set aside in a row of their
 * own with a padlock (R5).  Keys (also in the shortcuts window):
 *
 *   1-9, 0     pick your die (after T: their die; taking change: toggle a
 *              die of the middle); Tab and the arrows move between dice
 *   F          flip the picked die (R3a)
 *   T          trash: then pick their die, and Return confirms (R3b)
 *   Return     confirm: flip your picked die, trash their picked die, take
 *              the chosen change, or play the next game
 *   N          take no change (R4)
 *   Escape     back from trashing or from the statistics
 *   S          the statistics of the solved game
 *   Ctrl+H     hint: every move's value under perfect play
 *
 * Dice are numbered as they are shown: those in play first, then the
 * locked ones.  There is no hidden information (R9), so with two people
 * at one screen the hand of the player to move is simply shown at the
 * bottom.
 */

typedef enum
{
  SIDE_MINE,
  SIDE_THEIRS,
  SIDE_MIDDLE,
} Side;

struct _FtDicePage
{
  FtGameTable   parent_instance;

  FtDiceGame   *game;            /* the table's, for short */
  gboolean      refocus;         /* the model changed while the page had the focus */


  gboolean      hint_wanted;     /* a hint was asked for this position */
  char         *hint_text;
  FtDiceMove    best;
  gboolean      has_best;

  GtkWidget    *stats;
  GtkWidget    *status_label;
  GtkWidget    *solve_label;
  GtkWidget    *solve_bar;
  GtkWidget    *their_caption;
  GtkWidget    *their_rows[2];
  GtkWidget    *middle_caption;
  GtkWidget    *middle_row;
  GtkWidget    *change_box;
  GtkWidget    *change_label;
  GtkWidget    *take_button;
  GtkWidget    *my_caption;
  GtkWidget    *my_rows[2];
  GtkWidget    *hint_box;
  GtkWidget    *hint_label;
  GtkWidget    *hint_moves;
  GtkWidget    *actions;
  GtkWidget    *flip_button;
  GtkWidget    *trash_button;
  GtkWidget    *over_box;
  GtkWidget    *over_label;
  GtkWidget    *next_button;
  GtkWidget    *scores_label;
  GtkWidget    *clamp;
};

G_DEFINE_FINAL_TYPE (FtDicePage, ft_dice_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)
/* The shown number of the die picked by the person to move, or -1. */
#define PICK(self, theirs) ft_dice_game_get_pick ((self)->game, (theirs))

static void refresh (FtGameTable *table);
static void update_hint (FtDicePage *self);

/* --- Small widgets ------------------------------------------------------ */

static char *
hints_mode (FtDicePage *self)
{
  return ft_game_table_hints_mode (TABLE (self));
}

/* --- Who looks at the table ------------------------------------------ */

/* The player whose hand is at the bottom: the person to move, else the
 * person in the game, else A. */
static FtDicePlayer
viewer (FtDicePage *self)
{
  FtDicePlayer turn = ft_dice_game_get_turn (self->game);

  if (ft_dice_game_is_person (self->game, turn))
    return turn;
  if (ft_dice_game_is_person (self->game, 1 - turn))
    return 1 - turn;
  return FT_DICE_PLAYER_A;
}

static gboolean
person_acts (FtDicePage *self)
{
  return ft_dice_game_waits_for_person (self->game);
}

static gboolean
person_moves (FtDicePage *self)
{
  return person_acts (self) && ft_dice_game_get_wait (self->game) == FT_DICE_WAIT_MOVE;
}

static gboolean
person_takes_change (FtDicePage *self)
{
  return person_acts (self) && ft_dice_game_get_wait (self->game) == FT_DICE_WAIT_CHANGE;
}

static char *
chosen_text (FtDicePage *self)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < pos->n_middle; i++)
    if (ft_dice_game_get_change_mask (self->game) & (1u << i))
      g_string_append_printf (s, "%s%u", s->len ? " + " : "", FT_DICE_FACE (pos->middle[i]));
  return g_string_free (s, FALSE);
}

/* --- Drawing ------------------------------------------------------------ */

static char *
status_text (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  FtDicePlayer turn = ft_dice_game_get_turn (self->game);
  FtDicePlayer winner;
  g_autofree char *name = ft_dice_game_seat_name (self->game, turn);

  if (!ft_dice_game_is_started (self->game))
    return g_strdup (_("Press Ctrl+N to start a game."));

  if (ft_dice_game_is_over (self->game, &winner))
    {
      g_autofree char *wname = ft_dice_game_seat_name (self->game, winner);
      FtDicePlayer match_winner;

      if (ft_dice_game_match_is_over (self->game, &match_winner))
        {
          g_autofree char *mname = ft_dice_game_seat_name (self->game, match_winner);

          /* Translators: "You won the match. Press Ctrl+N for a new match." */
          return g_strdup_printf (_("%s won the match. Press Ctrl+N for a new match."), mname);
        }
      /* Translators: "Computer (standard) won this game. Press Return for the next game." */
      return g_strdup_printf (_("%s won this game. Press Return for the next game."), wname);
    }

  if (!person_acts (self))
    /* Translators: "Computer (perfect) is thinking…" */
    return g_strdup_printf (_("%s is thinking…"), name);

  if (pos->change != 0)
    /* Translators: the victim of a trash takes change (R4). */
    return g_strdup_printf (_("%s: your %u was trashed. Take change from the middle totalling less than %u (digits choose, Return takes), or take nothing (N)."),
                            name, pos->change, pos->change);

  if (PICK (self, TRUE) >= 0)
    return g_strdup_printf (_("%s: pick their die to trash (digits or arrows), then Return. Escape goes back."), name);

  return g_strdup_printf (_("%s to move: pick your die and flip it (F), or trash one of theirs (T)."), name);
}

static void
name_die (GtkWidget       *button,
          Side             side,
          guint            number,
          guint8           die,
          gboolean         chosen)
{
  g_autofree char *name = NULL;
  guint face = FT_DICE_FACE (die);
  gboolean locked = (die & FT_DICE_LOCKED) != 0;

  switch (side)
    {
    case SIDE_MINE:
      /* Translators: "your die 2: 6, locked" */
      name = locked ? g_strdup_printf (_("your die %u: %u, locked"), number, face)
                    : g_strdup_printf (_("your die %u: %u"), number, face);
      break;
    case SIDE_THEIRS:
      name = locked ? g_strdup_printf (_("their die %u: %u, locked"), number, face)
                    : g_strdup_printf (_("their die %u: %u"), number, face);
      break;
    case SIDE_MIDDLE:
    default:
      name = chosen ? g_strdup_printf (_("middle die %u: %u, chosen as change"), number, face)
                    : g_strdup_printf (_("middle die %u: %u"), number, face);
      break;
    }
  ft_widget_set_name (button, name);
}

static void die_clicked_cb (FtDicePage *self, GtkButton *button);
static void die_focus_cb (GtkEventControllerFocus *focus, FtDicePage *self);

static gboolean
is_best (FtDicePage *self,
         Side        side,
         guint8      die)
{
  if (!self->has_best)
    return FALSE;
  if (side == SIDE_MINE)
    return self->best.kind == FT_DICE_MOVE_FLIP && !(die & FT_DICE_LOCKED) &&
           FT_DICE_FACE (die) == self->best.face;
  if (side == SIDE_THEIRS)
    return self->best.kind == FT_DICE_MOVE_TRASH && FT_DICE_FACE (die) == self->best.face &&
           ((die & FT_DICE_LOCKED) != 0) == (self->best.locked != 0);
  return FALSE;
}

static GtkWidget *
die_button (FtDicePage *self,
            Side        side,
            guint       number,
            guint8      die,
            gboolean    chosen)
{
  GtkWidget *button = gtk_button_new ();
  GtkEventController *focus;

  gtk_button_set_child (GTK_BUTTON (button), ft_dice_die_new (FT_DICE_FACE (die), (die & FT_DICE_LOCKED) != 0));
  gtk_widget_add_css_class (button, "ft-die");
  if (chosen)
    gtk_widget_add_css_class (button, "chosen");
  g_object_set_data (G_OBJECT (button), "ft-side", GUINT_TO_POINTER (side + 1));
  g_object_set_data (G_OBJECT (button), "ft-number", GUINT_TO_POINTER (number));
  name_die (button, side, number + 1, die, chosen);
  g_signal_connect_object (button, "clicked", G_CALLBACK (die_clicked_cb), self, G_CONNECT_SWAPPED);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_object (focus, "enter", G_CALLBACK (die_focus_cb), self, 0);
  gtk_widget_add_controller (button, focus);
  return button;
}

static void
draw_hand (FtDicePage   *self,
           FtDicePlayer  player,
           Side          side,
           GtkWidget   **rows,
           GtkWidget    *caption)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  guint order[FT_DICE_MAX_TOTAL];
  guint n = ft_dice_game_display_order (self->game, player, order);
  int pick = PICK (self, side == SIDE_THEIRS);
  g_autofree char *name = ft_dice_game_seat_name (self->game, player);
  g_autofree char *text = NULL;
  guint n_locked = ft_dice_pos_locked (pos, player);

  ft_widget_remove_children (rows[0]);
  ft_widget_remove_children (rows[1]);
  for (guint k = 0; k < n; k++)
    {
      guint8 die = pos->hand[player][order[k]];
      GtkWidget *button = die_button (self, side, k, die, (int) k == pick);

      if (is_best (self, side, die))
        gtk_widget_add_css_class (button, "best");
      gtk_box_append (GTK_BOX (rows[(die & FT_DICE_LOCKED) ? 1 : 0]), button);
    }
  /* The locked row and its separator show only when a die is locked. */
  gtk_widget_set_visible (gtk_widget_get_parent (rows[1]), n_locked > 0);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (gtk_widget_get_parent (rows[1])), n_locked > 0);

  if (ft_dice_game_is_person (self->game, 0) && ft_dice_game_is_person (self->game, 1))
    /* Translators: "Player A: 4 dice, 15 pips" (the name says the letter) */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u die, %u pips", "%s: %u dice, %u pips",
                                         pos->n_hand[player]),
                            name, pos->n_hand[player], ft_dice_pos_pips (pos, player));
  else
    /* Translators: "You (player A): 4 dice, 15 pips" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (player %c): %u die, %u pips",
                                         "%s (player %c): %u dice, %u pips", pos->n_hand[player]),
                            name, 'A' + player, pos->n_hand[player], ft_dice_pos_pips (pos, player));
  gtk_label_set_text (GTK_LABEL (caption), text);
}

static void
draw_middle (FtDicePage *self)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  gboolean taking = person_takes_change (self);
  g_autofree char *caption = NULL;
  guint pips = 0;

  ft_widget_remove_children (self->middle_row);
  for (guint i = 0; i < pos->n_middle; i++)
    {
      gboolean chosen = taking && (ft_dice_game_get_change_mask (self->game) & (1u << i));
      GtkWidget *button = die_button (self, SIDE_MIDDLE, i, pos->middle[i], chosen);

      /* Only the victim of a trash takes from the middle (R4). */
      gtk_widget_set_sensitive (button, taking);
      gtk_box_append (GTK_BOX (self->middle_row), button);
      pips += FT_DICE_FACE (pos->middle[i]);
    }
  if (pos->n_middle == 0)
    caption = g_strdup (_("The middle: empty"));
  else
    /* Translators: "The middle: 3 dice, 11 pips" */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The middle: %u die, %u pips",
                                            "The middle: %u dice, %u pips", pos->n_middle),
                               pos->n_middle, pips);
  gtk_label_set_text (GTK_LABEL (self->middle_caption), caption);

  gtk_widget_set_visible (self->change_box, taking);
  if (taking)
    {
      g_autofree char *chosen = chosen_text (self);
      g_autofree char *text = NULL;

      if (*chosen == '\0')
        /* Translators: the change panel (R4): "Nothing chosen yet; change must total less than 6." */
        text = g_strdup_printf (_("Change: nothing chosen yet. It must total less than %u."), pos->change);
      else
        text = g_strdup_printf (_("Change: %s = %u. It must total less than %u."), chosen,
                                ft_dice_game_get_change_total (self->game), pos->change);
      gtk_label_set_text (GTK_LABEL (self->change_label), text);
      gtk_widget_set_sensitive (self->take_button, ft_dice_game_get_change_mask (self->game) != 0);
    }
}

static void
draw_side (FtDicePage *self)
{
  const FtDiceMatch *match = ft_dice_game_get_match (self->game);
  g_autofree char *a = ft_dice_game_seat_name (self->game, FT_DICE_PLAYER_A);
  g_autofree char *b = ft_dice_game_seat_name (self->game, FT_DICE_PLAYER_B);
  /* Translators: the match score (R7): "You 12, Computer (standard) 30; the match goes to 50." */
  g_autofree char *text = g_strdup_printf (_("%s %u, %s %u; the match goes to %u."),
                                           a, match->score[0], b, match->score[1], FT_DICE_MATCH_TARGET);

  gtk_label_set_text (GTK_LABEL (self->scores_label), text);
}

static void
draw_solve (FtDicePage *self)
{
  guint n = ft_dice_game_get_n_dice (self->game);
  double progress = ft_dice_game_get_solve_progress (self->game);
  gboolean solved = ft_dice_game_is_solved (self->game);

  gtk_widget_set_visible (self->solve_label, n > 0 && !solved);
  gtk_widget_set_visible (self->solve_bar, n > 0 && !solved);
  if (n > 0 && !solved)
    {
      /* Translators: "Solving the 10-die game for hints and the perfect player: 45%" */
      g_autofree char *text = g_strdup_printf (_("Solving the %u-die game for hints and the perfect player: %.0f%%"),
                                               2 * n, 100 * progress);

      gtk_label_set_text (GTK_LABEL (self->solve_label), text);
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->solve_bar), progress);
      ft_widget_set_name (self->solve_bar, text);
    }
}

static void
focus_picked (FtDicePage *self)
{
  GtkWidget *rows[4] = { self->my_rows[0], self->my_rows[1], self->their_rows[0], self->their_rows[1] };
  gboolean theirs = PICK (self, TRUE) >= 0;
  int pick = theirs ? PICK (self, TRUE) : MAX (PICK (self, FALSE), 0);

  if (!gtk_widget_get_root (GTK_WIDGET (self)) ||
      gtk_stack_get_visible_child (GTK_STACK (ft_game_table_get_stack (TABLE (self)))) == self->stats)
    return;

  if (person_takes_change (self))
    {
      GtkWidget *first = gtk_widget_get_first_child (self->middle_row);

      if (first)
        gtk_widget_grab_focus (first);
      return;
    }
  if (!person_moves (self))
    return;

  for (guint r = theirs ? 2 : 0; r < (theirs ? 4u : 2u); r++)
    for (GtkWidget *child = gtk_widget_get_first_child (rows[r]); child; child = gtk_widget_get_next_sibling (child))
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "ft-number")) == pick)
        {
          gtk_widget_grab_focus (child);
          return;
        }
}

static void
refresh (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  g_autofree char *status = status_text (table);
  FtDicePlayer me = viewer (self);
  gboolean over = ft_dice_game_is_over (self->game, NULL);
  gboolean moving = person_moves (self);

  draw_hand (self, 1 - me, SIDE_THEIRS, self->their_rows, self->their_caption);
  draw_middle (self);
  draw_hand (self, me, SIDE_MINE, self->my_rows, self->my_caption);
  draw_side (self);
  draw_solve (self);

  gtk_widget_set_visible (self->actions, moving);
  gtk_widget_set_sensitive (self->flip_button, moving);
  gtk_widget_set_sensitive (self->trash_button, moving);
  gtk_widget_set_visible (self->over_box, over);
  if (over)
    {
      gboolean match_over = ft_dice_game_match_is_over (self->game, NULL);

      gtk_label_set_text (GTK_LABEL (self->over_label), status);
      gtk_button_set_label (GTK_BUTTON (self->next_button),
                            match_over ? _("New Match (Ctrl+N)") : _("Next Game (Return)"));
      ft_widget_set_name (self->next_button, match_over ? _("Start a new match (Ctrl+N)") : _("Play the next game (Return)"));
    }

  /* After a move, the focus goes where the next one is made. */
  if (self->refocus)
    {
      self->refocus = FALSE;
      if (over && gtk_widget_get_root (GTK_WIDGET (self)))
        gtk_widget_grab_focus (self->next_button);
      else
        focus_picked (self);
    }
}

/* --- Reacting to the model --------------------------------------------- */

/* Runs before the table redraws: a new position has no hint yet. */
static void
game_changed_cb (FtDicePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  self->refocus = focus == NULL || focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
  self->hint_wanted = FALSE;
  self->has_best = FALSE;
  g_clear_pointer (&self->hint_text, g_free);
  gtk_widget_set_visible (self->hint_box, FALSE);
}

static void
solve_changed_cb (FtDicePage *self)
{
  gboolean waiting = self->hint_wanted && !self->has_best;

  draw_solve (self);
  if (!self->hint_wanted)
    return;
  update_hint (self);
  /* The hint asked for during the solve is ready now: say it. */
  if (waiting && self->has_best && self->hint_text)
    ft_announce (GTK_WIDGET (self), self->hint_text);
}

static void
event_cb (FtDicePage *self,
          const char *text)
{
  /* A move and the computer's forced "no change" come as one message. */
  ft_game_table_log (TABLE (self), text, TRUE);
}

/* --- Actions ----------------------------------------------------------- */

static void
say_error (FtDicePage *self,
           GError     *error)
{
  ft_game_table_say_error (TABLE (self), error);
}

static void
flip_picked (FtDicePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_moves (self))
    return;
  if (PICK (self, FALSE) < 0)
    {
      ft_announce (GTK_WIDGET (self), _("Pick one of your dice first (its number, or the arrows)."));
      ft_dice_game_pick (self->game, FALSE, 0);
      focus_picked (self);
      return;
    }
  if (!ft_dice_game_flip_pick (self->game, &error))
    say_error (self, error);
}

static void
trash_picked (FtDicePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_moves (self) || PICK (self, TRUE) < 0)
    return;
  if (!ft_dice_game_trash_pick (self->game, &error))
    say_error (self, error);
}

/* T: go over to their dice; T again (or Return) trashes the picked one. */
static void
start_trash (FtDicePage *self)
{
  if (!person_moves (self))
    return;
  if (PICK (self, TRUE) >= 0)
    {
      trash_picked (self);
      return;
    }
  ft_dice_game_pick (self->game, TRUE, 0);
  ft_game_table_refresh (TABLE (self));
  focus_picked (self);
  ft_announce (GTK_WIDGET (self), _("Trash: pick their die with its number or the arrows, then press Return."));
}

static void
pick (FtDicePage *self,
      Side        side,
      int         number)
{
  if (!person_moves (self) || number < 0 || !ft_dice_game_pick (self->game, side == SIDE_THEIRS, number))
    return;
  ft_game_table_refresh (TABLE (self));
  focus_picked (self);
}

static void
toggle_middle (FtDicePage *self,
               guint       number)
{
  g_autoptr(GError) error = NULL;

  if (!person_takes_change (self) || number >= ft_dice_game_get_position (self->game)->n_middle)
    return;
  if (!ft_dice_game_toggle_change (self->game, number, &error))
    {
      say_error (self, error);
      return;
    }
  draw_middle (self);
  {
    /* Keep focus on the die just toggled; the row was rebuilt. */
    GtkWidget *child = gtk_widget_get_first_child (self->middle_row);

    for (guint i = 0; child && i < number; i++)
      child = gtk_widget_get_next_sibling (child);
    if (child && gtk_widget_get_root (GTK_WIDGET (self)))
      gtk_widget_grab_focus (child);
  }
  ft_announce (GTK_WIDGET (self), gtk_label_get_text (GTK_LABEL (self->change_label)));
}

static void
take_change (FtDicePage *self,
             gboolean    nothing)
{
  g_autoptr(GError) error = NULL;

  if (person_takes_change (self) && !ft_dice_game_take_change (self->game, nothing, &error))
    say_error (self, error);
}

static void
die_clicked_cb (FtDicePage *self,
                GtkButton  *button)
{
  Side side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-side")) - 1;
  guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-number"));

  if (side == SIDE_MIDDLE)
    toggle_middle (self, number);
  else
    pick (self, side, number);
}

/* Moving the focus onto a die (Tab, arrows) picks it. */
static void
die_focus_cb (GtkEventControllerFocus *focus,
              FtDicePage              *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));
  Side side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-side")) - 1;
  int number = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ft-number"));

  if (!person_moves (self) || side == SIDE_MIDDLE || !ft_dice_game_pick (self->game, side == SIDE_THEIRS, number))
    return;

  /* Only the marks change; rebuilding the rows now would drop the focus. */
  for (GtkWidget *row = self->my_rows[0]; row; row = row == self->my_rows[0] ? self->my_rows[1]
                                                  : row == self->my_rows[1] ? self->their_rows[0]
                                                  : row == self->their_rows[0] ? self->their_rows[1] : NULL)
    for (GtkWidget *child = gtk_widget_get_first_child (row); child; child = gtk_widget_get_next_sibling (child))
      {
        Side s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "ft-side")) - 1;
        int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "ft-number"));
        gboolean picked = k == PICK (self, s == SIDE_THEIRS);

        if (picked)
          gtk_widget_add_css_class (child, "chosen");
        else
          gtk_widget_remove_css_class (child, "chosen");
      }
  {
    g_autofree char *status = status_text (TABLE (self));

    gtk_label_set_text (GTK_LABEL (self->status_label), status);
  }
}

static void
flip_clicked_cb (FtDicePage *self)
{
  flip_picked (self);
}

static void
trash_clicked_cb (FtDicePage *self)
{
  start_trash (self);
}

static void
take_clicked_cb (FtDicePage *self)
{
  take_change (self, FALSE);
}

static void
take_nothing_clicked_cb (FtDicePage *self)
{
  take_change (self, TRUE);
}

static void
next_clicked_cb (FtDicePage *self)
{
  if (ft_dice_game_match_is_over (self->game, NULL))
    ft_page_new_game (FT_PAGE (self));
  else
    ft_dice_game_next_game (self->game);
}

static void
show_stats (FtDicePage *self,
            gboolean    show)
{
  gtk_stack_set_visible_child_name (GTK_STACK (ft_game_table_get_stack (TABLE (self))), show ? "stats" : "game");
  if (gtk_widget_get_root (GTK_WIDGET (self)))
    {
      if (show)
        gtk_widget_child_focus (self->stats, GTK_DIR_TAB_FORWARD);
      else
        focus_picked (self);
    }
}

static void
stats_clicked_cb (FtDicePage *self)
{
  show_stats (self, TRUE);
}

static void
stats_back_clicked_cb (FtDicePage *self)
{
  show_stats (self, FALSE);
}

static int
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    return keyval - GDK_KEY_1;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    return keyval - GDK_KEY_KP_1;
  if (keyval == GDK_KEY_0 || keyval == GDK_KEY_KP_0)
    return 9;
  return -1;
}

static gboolean
focus_is_die (FtDicePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus && g_object_get_data (G_OBJECT (focus), "ft-side") != NULL;
}

static gboolean
key_pressed_cb (FtDicePage            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  int digit = digit_of (keyval);
  gboolean in_stats = gtk_stack_get_visible_child (GTK_STACK (ft_game_table_get_stack (TABLE (self)))) == self->stats;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (in_stats)
    {
      if (keyval == GDK_KEY_Escape || keyval == GDK_KEY_s || keyval == GDK_KEY_S)
        {
          show_stats (self, FALSE);
          return TRUE;
        }
      return FALSE;
    }

  if (digit >= 0)
    {
      if (person_takes_change (self))
        toggle_middle (self, digit);
      else
        pick (self, PICK (self, TRUE) >= 0 ? SIDE_THEIRS : SIDE_MINE, digit);
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_f: case GDK_KEY_F:
      flip_picked (self);
      return TRUE;
    case GDK_KEY_t: case GDK_KEY_T:
      start_trash (self);
      return TRUE;
    case GDK_KEY_n: case GDK_KEY_N:
      take_change (self, TRUE);
      return TRUE;
    case GDK_KEY_s: case GDK_KEY_S:
      show_stats (self, TRUE);
      return TRUE;
    case GDK_KEY_Escape:
      if (PICK (self, TRUE) >= 0)
        {
          ft_dice_game_pick (self->game, TRUE, -1);
          ft_game_table_refresh (TABLE (self));
          focus_picked (self);
          return TRUE;
        }
      return FALSE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      /* Return confirms what the picked die asks for; on a button it
       * presses the button. */
      if (!focus_is_die (self) && !(person_takes_change (self) && ft_dice_game_get_change_mask (self->game)))
        return FALSE;
      if (person_takes_change (self))
        take_change (self, FALSE);
      else if (PICK (self, TRUE) >= 0)
        trash_picked (self);
      else
        flip_picked (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Return that no button took: the next game, after a game ends. */
static gboolean
return_pressed_cb (FtDicePage            *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (!ft_dice_game_is_over (self->game, NULL))
    return FALSE;
  next_clicked_cb (self);
  return TRUE;
}

/* --- Hints ------------------------------------------------------------- */

static char *
value_text (const FtDiceMoveValue *value)
{
  if (value->wins)
    /* Translators: "wins in 7 moves" (moves to the end under perfect play) */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "wins in %u move", "wins in %u moves", value->depth),
                            value->depth);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "loses in %u move", "loses in %u moves", value->depth),
                          value->depth);
}

/* Shows the hint for the position on the table, or how far the solve it
 * needs has come. */
static void
update_hint (FtDicePage *self)
{
  g_autofree char *mode = hints_mode (self);
  FtDiceHint hint;
  GString *text;

  ft_widget_remove_children (self->hint_moves);
  if (!ft_dice_game_is_solved (self->game))
    {
      g_free (self->hint_text);
      /* Translators: "The hint needs the solved 10-die game, which is being prepared: 45%." */
      self->hint_text = g_strdup_printf (_("The hint needs the solved %u-die game, which is being prepared: %.0f%%. It appears here when ready."),
                                         2 * ft_dice_game_get_n_dice (self->game),
                                         100 * ft_dice_game_get_solve_progress (self->game));
      gtk_label_set_text (GTK_LABEL (self->hint_label), self->hint_text);
      gtk_widget_set_visible (self->hint_box, TRUE);
      return;
    }

  if (!ft_dice_game_get_hint (self->game, &hint) || hint.n_moves == 0)
    {
      gtk_widget_set_visible (self->hint_box, FALSE);
      return;
    }

  {
    g_autofree char *explain = ft_dice_hint_explain (ft_dice_game_get_position (self->game), &hint);

    text = g_string_new (explain);
  }
  self->best = hint.moves[0].move;
  self->has_best = TRUE;

  /* "limited" gives the best move only; "on" lists every move's value. */
  if (!g_str_equal (mode, "limited"))
    for (guint i = 0; i < hint.n_moves; i++)
      {
        g_autofree char *move = ft_dice_game_describe_move (self->game, &hint.moves[i].move);
        g_autofree char *value = value_text (&hint.moves[i]);
        /* Translators: "Trash their 6: wins in 7 moves (best)" */
        g_autofree char *line = g_strdup_printf (i == 0 ? _("%s: %s (best)") : _("%s: %s"), move, value);
        GtkWidget *label = ft_wrapped_label_new (line, hint.moves[i].wins ? "ft-dice-winning" : "ft-dice-losing");

        if (i == 0)
          gtk_widget_add_css_class (label, "heading");
        gtk_box_append (GTK_BOX (self->hint_moves), label);
        g_string_append_printf (text, "\n%s", line);
      }

  g_free (self->hint_text);
  self->hint_text = g_string_free (text, FALSE);
  {
    g_autofree char *explain = ft_dice_hint_explain (ft_dice_game_get_position (self->game), &hint);

    gtk_label_set_text (GTK_LABEL (self->hint_label), explain);
  }
  gtk_widget_set_visible (self->hint_box, TRUE);

  /* Mark the best die, keeping the picks and the focus where they are. */
  {
    FtDicePlayer me = viewer (self);

    draw_hand (self, 1 - me, SIDE_THEIRS, self->their_rows, self->their_caption);
    draw_hand (self, me, SIDE_MINE, self->my_rows, self->my_caption);
    focus_picked (self);
  }
}

/* Ctrl+H: the hint is computed from the solved game, prepared in a
 * thread; it shows when ready (solve_changed_cb()). */
static void
request_hint (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  g_autofree char *mode = hints_mode (self);

  if (g_str_equal (mode, "off"))
    {
      ft_announce (GTK_WIDGET (self), _("Hints are turned off in the preferences."));
      return;
    }
  if (!person_acts (self))
    return;

  self->hint_wanted = TRUE;
  ft_dice_game_prepare_solve (self->game);
  update_hint (self);
  if (self->hint_text)
    ft_announce (GTK_WIDGET (self), self->hint_text);
}

static char *
describe (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  g_autofree char *status = status_text (table);
  g_autofree char *pos = ft_dice_pos_to_string (ft_dice_game_get_position (self->game));

  /* Translators: "FLIP (dice). A:1,6*,3 B:2,5 M:4 turn=A. <what to do>" */
  return g_strdup_printf (_("FLIP (dice). %s. %s"), pos, status);
}

/* --- Building ---------------------------------------------------------- */

/* A hand: its caption, the dice in play, and the locked dice set aside. */
static GtkWidget *
hand_block (GtkWidget **caption,
            GtkWidget **rows,
            const char *name)
{
  GtkWidget *block = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *locked_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *rows_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *play_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_add_css_class (block, "ft-dice-hand");
  *caption = ft_wrapped_label_new (NULL, "heading");
  gtk_box_append (GTK_BOX (block), *caption);

  rows[0] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  ft_widget_set_name (rows[0], name);
  gtk_box_append (GTK_BOX (play_box), gtk_label_new (_("in play")));
  gtk_box_append (GTK_BOX (play_box), rows[0]);
  gtk_widget_add_css_class (gtk_widget_get_first_child (play_box), "caption");
  gtk_widget_set_halign (gtk_widget_get_first_child (play_box), GTK_ALIGN_START);

  rows[1] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (locked_box, "ft-dice-locked");
  gtk_box_append (GTK_BOX (locked_box), gtk_label_new (_("locked, set aside until a trash")));
  gtk_widget_add_css_class (gtk_widget_get_first_child (locked_box), "caption");
  gtk_widget_set_halign (gtk_widget_get_first_child (locked_box), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (locked_box), rows[1]);

  gtk_box_append (GTK_BOX (rows_box), play_box);
  gtk_box_append (GTK_BOX (rows_box), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (rows_box), locked_box);
  gtk_box_append (GTK_BOX (block), rows_box);
  return block;
}

static GtkWidget *
build_game_view (FtDicePage *self)
{
  GtkWidget *scroller, *split, *main_box, *middle_block, *change_buttons, *side, *secondary_box, *block;
  GtkWidget *nothing_button;
  GtkEventController *keys;

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 1100);
  split = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 30);
  gtk_widget_set_margin_top (split, 18);
  gtk_widget_set_margin_bottom (split, 18);
  gtk_widget_set_margin_start (split, 18);
  gtk_widget_set_margin_end (split, 18);

  main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 16);
  gtk_widget_set_hexpand (main_box, TRUE);

  self->status_label = ft_wrapped_label_new (NULL, "ft-prompt");
  ft_game_table_set_status_label (TABLE (self), self->status_label);
  gtk_box_append (GTK_BOX (main_box), self->status_label);
  self->solve_label = ft_wrapped_label_new (NULL, "dim-label");
  gtk_box_append (GTK_BOX (main_box), self->solve_label);
  self->solve_bar = gtk_progress_bar_new ();
  gtk_box_append (GTK_BOX (main_box), self->solve_bar);

  block = hand_block (&self->their_caption, self->their_rows, _("their dice in play"));
  gtk_box_append (GTK_BOX (main_box), block);

  middle_block = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (middle_block, "ft-dice-middle");
  gtk_widget_add_css_class (middle_block, "card");
  self->middle_caption = ft_wrapped_label_new (NULL, "heading");
  gtk_box_append (GTK_BOX (middle_block), self->middle_caption);
  self->middle_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  ft_widget_set_name (self->middle_row, _("the middle"));
  gtk_box_append (GTK_BOX (middle_block), self->middle_row);

  /* The change panel (R4): the victim picks dice from the middle. */
  self->change_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->change_label = ft_wrapped_label_new (NULL, "ft-prompt");
  gtk_box_append (GTK_BOX (self->change_box), self->change_label);
  change_buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->take_button = ft_pill_button_new (_("Take the Chosen Dice (Return)"), _("Take the chosen dice as change (Return)"), "suggested-action", G_CALLBACK (take_clicked_cb), self);
  nothing_button = ft_pill_button_new (_("Take Nothing (N)"), _("Take no change (N)"), NULL, G_CALLBACK (take_nothing_clicked_cb), self);
  gtk_box_append (GTK_BOX (change_buttons), self->take_button);
  gtk_box_append (GTK_BOX (change_buttons), nothing_button);
  gtk_box_append (GTK_BOX (self->change_box), change_buttons);
  gtk_box_append (GTK_BOX (middle_block), self->change_box);
  gtk_box_append (GTK_BOX (main_box), middle_block);

  block = hand_block (&self->my_caption, self->my_rows, _("your dice in play"));
  gtk_box_append (GTK_BOX (main_box), block);

  self->actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->flip_button = ft_pill_button_new (_("Flip (F)"), _("Flip your picked die (F)"), "suggested-action", G_CALLBACK (flip_clicked_cb), self);
  self->trash_button = ft_pill_button_new (_("Trash (T)"), _("Trash one of their dice (T)"), "destructive-action", G_CALLBACK (trash_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->actions), self->flip_button);
  gtk_box_append (GTK_BOX (self->actions), self->trash_button);
  gtk_box_append (GTK_BOX (main_box), self->actions);

  self->over_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->over_label = ft_wrapped_label_new (NULL, "title-3");
  self->next_button = ft_pill_button_new (_("Next Game (Return)"), _("Play the next game (Return)"), "suggested-action", G_CALLBACK (next_clicked_cb), self);
  gtk_widget_set_halign (self->next_button, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->over_box), self->over_label);
  gtk_box_append (GTK_BOX (self->over_box), self->next_button);
  gtk_box_append (GTK_BOX (main_box), self->over_box);

  self->hint_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->hint_box, "ft-hint");
  self->hint_label = ft_wrapped_label_new (NULL, NULL);
  self->hint_moves = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->hint_box), self->hint_label);
  gtk_box_append (GTK_BOX (self->hint_box), self->hint_moves);
  gtk_widget_set_visible (self->hint_box, FALSE);
  gtk_box_append (GTK_BOX (main_box), self->hint_box);

  /* The side: the match score always; the statistics button and the log
   * are secondary and go in presentation mode. */
  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 260, -1);
  gtk_box_append (GTK_BOX (side), ft_wrapped_label_new (_("Match"), "heading"));
  self->scores_label = ft_wrapped_label_new (NULL, NULL);
  gtk_box_append (GTK_BOX (side), self->scores_label);

  secondary_box = ft_game_table_build_log (TABLE (self));
  gtk_box_prepend (GTK_BOX (secondary_box),
                   ft_pill_button_new (_("Statistics (S)"), _("Statistics of the solved game (S)"), NULL, G_CALLBACK (stats_clicked_cb), self));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (gtk_widget_get_last_child (secondary_box)), 320);
  gtk_box_append (GTK_BOX (side), secondary_box);

  gtk_box_append (GTK_BOX (split), main_box);
  gtk_box_append (GTK_BOX (split), side);
  adw_clamp_set_child (ADW_CLAMP (self->clamp), split);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->clamp);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (return_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (scroller, keys);

  return scroller;
}

static GtkWidget *
build_stats_view (FtDicePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *back = ft_pill_button_new (_("Back to the Game (Escape)"), _("Back to the game (Escape)"), NULL, G_CALLBACK (stats_back_clicked_cb), self);

  gtk_widget_set_halign (back, GTK_ALIGN_START);
  gtk_widget_set_margin_start (back, 18);
  gtk_widget_set_margin_top (back, 12);
  self->stats = ft_dice_stats_page_new ();
  gtk_widget_set_vexpand (self->stats, TRUE);
  gtk_box_append (GTK_BOX (box), back);
  gtk_box_append (GTK_BOX (box), self->stats);
  return box;
}

/* --- GObject ----------------------------------------------------------- */

static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  adw_clamp_set_maximum_size (ADW_CLAMP (FT_DICE_PAGE (table)->clamp), presentation ? 2000 : 1100);
}

/* A new match shows the table, not the statistics. */
static void
reset (FtGameTable *table)
{
  gtk_stack_set_visible_child_name (GTK_STACK (ft_game_table_get_stack (table)), "game");
}

/* A match against the preferred computer player, so the page is never
 * empty (Ctrl+N sets up another). */
static void
start_default (FtGameTable *table)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, ft_seat_preferred_computer (ft_game_table_get_settings (table)) };

  ft_dice_page_new_game (FT_DICE_PAGE (table), FT_DICE_MAX_N, seats, (guint64) g_get_real_time ());
}

static void
resumed (FtGameTable *table)
{
  event_cb (FT_DICE_PAGE (table), _("The saved match was resumed."));
}

static gboolean
focus_board (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  if (ft_dice_game_is_over (self->game, NULL))
    return gtk_widget_grab_focus (self->next_button);
  focus_picked (self);
  /* While a computer moves no die is picked: focus the first control, so
   * that the page's keys reach it. */
  focus = root ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return gtk_widget_child_focus (ft_game_table_get_stack (table), GTK_DIR_TAB_FORWARD);
  return TRUE;
}

static void
ft_dice_page_finalize (GObject *object)
{
  g_free (FT_DICE_PAGE (object)->hint_text);

  G_OBJECT_CLASS (ft_dice_page_parent_class)->finalize (object);
}

static void
ft_dice_page_constructed (GObject *object)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  /* Connected before the table's own handler, so a new position drops
   * its hint before the table redraws. */
  self->game = FT_DICE_GAME (ft_game_table_get_game (TABLE (self)));
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::solve-progress", G_CALLBACK (solve_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::solved", G_CALLBACK (solve_changed_cb), self, G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (ft_dice_page_parent_class)->constructed (object);
}

/* You against a person at this screen or a computer player, with 3 to 5
 * dice a player (R1). */
static const FtNewGameSpec new_game_spec = {
  .title = N_("New FLIP (dice) Match"),
  .group_title = N_("Match to 50"),
  .description = N_("The winner of each game scores the pips left in their hand; the first to 50 wins the match."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .one_opponent = TRUE,
  .expert_label = N_("Perfect"),
  .width = 640,
  .height = 420,
  .options = {
    { "dice-per-player", N_("Dice a player"), N_("5 is the standard game, 4 the 8-die game"), 3, FT_DICE_MAX_N,
      /* Translators: "3 dice a player" */
      N_("%u dice a player") },
  },
};

static void
ft_dice_page_class_init (FtDicePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->finalize = ft_dice_page_finalize;
  object_class->constructed = ft_dice_page_constructed;
  table_class->title = N_("FLIP (dice)");
  table_class->help_id = "dice";
  table_class->new_game_spec = &new_game_spec;
  table_class->board_ends = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->focus_board = focus_board;
  table_class->start_default = start_default;
  table_class->resumed = resumed;
  table_class->reset = reset;
  table_class->presentation_changed = presentation_changed;
  table_class->hint = request_hint;

  gtk_widget_class_set_css_name (widget_class, "dicepage");
}

static void
ft_dice_page_init (FtDicePage *self)
{
  ft_game_table_set_board (TABLE (self), build_game_view (self));
  gtk_stack_add_named (GTK_STACK (ft_game_table_get_stack (TABLE (self))), build_stats_view (self), "stats");
}

FtDiceGame *
ft_dice_page_get_game (FtDicePage *self)
{
  g_return_val_if_fail (FT_IS_DICE_PAGE (self), NULL);
  return self->game;
}

void
ft_dice_page_new_game (FtDicePage   *self,
                       guint         n_dice,
                       const FtSeat *seats,
                       guint64       seed)
{
  FtGameSetup setup = { .n_players = 2, .seats = { FT_SEAT_PERSON, FT_SEAT_STANDARD } };

  g_return_if_fail (FT_IS_DICE_PAGE (self));

  if (seats)
    memcpy (setup.seats, seats, 2 * sizeof *seats);
  g_object_set (self->game, "dice-per-player", n_dice, NULL);
  ft_game_table_new_game (TABLE (self), &setup, seed);
}

const char *
ft_dice_page_get_status (FtDicePage *self)
{
  return ft_game_table_get_status (TABLE (self));
}

const char *
ft_dice_page_get_hint_text (FtDicePage *self)
{
  return self->hint_text;
}
