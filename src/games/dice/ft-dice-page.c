/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-dice-die.h"
#include "ft-dice-new-dialog.h"
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

#define COMPUTER_DELAY_MS 900

typedef enum
{
  SIDE_MINE,
  SIDE_THEIRS,
  SIDE_MIDDLE,
} Side;

struct _FtDicePage
{
  GtkWidget     parent_instance;

  GSettings    *settings;
  FtDiceGame   *game;
  gboolean      presentation;
  guint         computer_delay;
  guint         computer_source;

  /* What is picked, as display numbers (0-based), or -1. */
  int           pick_mine;
  int           pick_theirs;
  guint         chosen_middle;   /* bit mask of middle dice chosen as change */
  guint         order[2][FT_DICE_MAX_TOTAL];  /* display number -> hand index */


  gboolean      hint_wanted;     /* a hint was asked for this position */
  char         *hint_text;
  FtDiceMove    best;
  gboolean      has_best;

  GtkWidget    *stack;
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
  GtkWidget    *secondary_box;
  GtkWidget    *log_list;
  GtkWidget    *clamp;
};

static void ft_dice_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtDicePage, ft_dice_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_dice_page_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_COMPUTER_DELAY,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh (FtDicePage *self);
static void schedule_computer (FtDicePage *self);
static void update_hint (FtDicePage *self);

/* --- Small widgets ------------------------------------------------------ */

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static char *
hints_mode (FtDicePage *self)
{
  return self->settings ? g_settings_get_string (self->settings, "hints") : g_strdup ("on");
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

/* Dice in play first, then the locked ones set aside (R5). */
static guint
display_order (const FtDicePos *pos,
               FtDicePlayer     player,
               guint           *order)
{
  guint n = 0;

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < pos->n_hand[player]; i++)
      if (((pos->hand[player][i] & FT_DICE_LOCKED) != 0) == pass)
        order[n++] = i;
  return n;
}

static guint
chosen_total (FtDicePage *self)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  guint total = 0;

  for (guint i = 0; i < pos->n_middle; i++)
    if (self->chosen_middle & (1u << i))
      total += FT_DICE_FACE (pos->middle[i]);
  return total;
}

static char *
chosen_text (FtDicePage *self)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < pos->n_middle; i++)
    if (self->chosen_middle & (1u << i))
      g_string_append_printf (s, "%s%u", s->len ? " + " : "", FT_DICE_FACE (pos->middle[i]));
  return g_string_free (s, FALSE);
}

/* --- Drawing ------------------------------------------------------------ */

static char *
status_text (FtDicePage *self)
{
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

  if (self->pick_theirs >= 0)
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
  guint *order = self->order[side];
  guint n = display_order (pos, player, order);
  int pick = side == SIDE_MINE ? self->pick_mine : self->pick_theirs;
  g_autofree char *name = ft_dice_game_seat_name (self->game, player);
  g_autofree char *text = NULL;
  guint n_locked = ft_dice_pos_locked (pos, player);

  clear_box (rows[0]);
  clear_box (rows[1]);
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

  clear_box (self->middle_row);
  for (guint i = 0; i < pos->n_middle; i++)
    {
      gboolean chosen = taking && (self->chosen_middle & (1u << i));
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
                                chosen_total (self), pos->change);
      gtk_label_set_text (GTK_LABEL (self->change_label), text);
      gtk_widget_set_sensitive (self->take_button, self->chosen_middle != 0);
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
  gboolean theirs = self->pick_theirs >= 0;
  int pick = theirs ? self->pick_theirs : MAX (self->pick_mine, 0);

  if (!gtk_widget_get_root (GTK_WIDGET (self)) ||
      gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->stats)
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
refresh (FtDicePage *self)
{
  g_autofree char *status = status_text (self);
  FtDicePlayer me = viewer (self);
  gboolean over = ft_dice_game_is_over (self->game, NULL);
  gboolean moving = person_moves (self);

  gtk_label_set_text (GTK_LABEL (self->status_label), status);
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
  ft_page_capabilities_changed (FT_PAGE (self));
}

/* --- Reacting to the model --------------------------------------------- */

static void
game_changed_cb (FtDicePage *self)
{
  GtkWidget *focus = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean had_focus;

  if (root)
    focus = gtk_root_get_focus (root);
  had_focus = focus == NULL || focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self));

  self->pick_mine = -1;
  self->pick_theirs = -1;
  self->chosen_middle = 0;
  self->hint_wanted = FALSE;
  self->has_best = FALSE;
  g_clear_pointer (&self->hint_text, g_free);
  gtk_widget_set_visible (self->hint_box, FALSE);
  refresh (self);
  if (had_focus)
    {
      if (ft_dice_game_is_over (self->game, NULL) && root)
        gtk_widget_grab_focus (self->next_button);
      else
        focus_picked (self);
    }
  schedule_computer (self);
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
  gtk_list_box_prepend (GTK_LIST_BOX (self->log_list), ft_text_row_new (text, NULL));

  /* A move and the computer's forced "no change" come as one message. */
  ft_announce_later (GTK_WIDGET (self), text);
}

static void
game_over_cb (FtDicePage *self,
              guint       winner)
{
  ft_page_record (FT_PAGE (self), "played", 1);
  if (ft_dice_game_is_person (self->game, winner))
    ft_page_record (FT_PAGE (self), "won", 1);
}

static gboolean
computer_timeout_cb (gpointer user_data)
{
  FtDicePage *self = user_data;

  self->computer_source = 0;
  ft_dice_game_computer_step (self->game);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (FtDicePage *self)
{
  guint delay = self->computer_delay;

  if (self->computer_source != 0 ||
      ft_dice_game_get_wait (self->game) == FT_DICE_WAIT_NOTHING ||
      ft_dice_game_waits_for_person (self->game))
    return;

  if (self->settings && g_settings_get_boolean (self->settings, "reduce-motion"))
    delay = MIN (delay, 300);
  self->computer_source = g_timeout_add (delay, computer_timeout_cb, self);
}

/* --- Actions ----------------------------------------------------------- */

static void
say_error (FtDicePage *self,
           GError     *error)
{
  if (error)
    ft_announce (GTK_WIDGET (self), error->message);
}

static void
flip_picked (FtDicePage *self)
{
  g_autoptr(GError) error = NULL;
  const FtDicePos *pos = ft_dice_game_get_position (self->game);

  if (!person_moves (self))
    return;
  if (self->pick_mine < 0 || self->pick_mine >= pos->n_hand[viewer (self)])
    {
      ft_announce (GTK_WIDGET (self), _("Pick one of your dice first (its number, or the arrows)."));
      self->pick_theirs = -1;
      self->pick_mine = 0;
      focus_picked (self);
      return;
    }
  if (!ft_dice_game_flip (self->game, self->order[SIDE_MINE][self->pick_mine], &error))
    say_error (self, error);
}

static void
trash_picked (FtDicePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_moves (self) || self->pick_theirs < 0)
    return;
  if (!ft_dice_game_trash (self->game, self->order[SIDE_THEIRS][self->pick_theirs], &error))
    say_error (self, error);
}

/* T: go over to their dice; T again (or Return) trashes the picked one. */
static void
start_trash (FtDicePage *self)
{
  if (!person_moves (self))
    return;
  if (self->pick_theirs >= 0)
    {
      trash_picked (self);
      return;
    }
  self->pick_theirs = 0;
  refresh (self);
  focus_picked (self);
  ft_announce (GTK_WIDGET (self), _("Trash: pick their die with its number or the arrows, then press Return."));
}

static void
pick (FtDicePage *self,
      Side        side,
      int         number)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  FtDicePlayer owner = side == SIDE_MINE ? viewer (self) : 1 - viewer (self);

  if (!person_moves (self) || number < 0 || number >= pos->n_hand[owner])
    return;
  if (side == SIDE_MINE)
    {
      if (self->pick_mine == number && self->pick_theirs < 0)
        return;
      self->pick_mine = number;
      self->pick_theirs = -1;
    }
  else
    {
      if (self->pick_theirs == number)
        return;
      self->pick_theirs = number;
    }
  refresh (self);
  focus_picked (self);
}

static void
toggle_middle (FtDicePage *self,
               guint       number)
{
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  guint face;

  if (!person_takes_change (self) || number >= pos->n_middle)
    return;

  face = FT_DICE_FACE (pos->middle[number]);
  if (!(self->chosen_middle & (1u << number)) && chosen_total (self) + face >= pos->change)
    {
      g_autofree char *text = g_strdup_printf (_("That would make %u: change must total less than %u (R4)."),
                                               chosen_total (self) + face, pos->change);

      ft_announce (GTK_WIDGET (self), text);
      return;
    }
  self->chosen_middle ^= 1u << number;
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
  const FtDicePos *pos = ft_dice_game_get_position (self->game);
  guint indices[FT_DICE_MAX_TOTAL];
  guint n = 0;
  g_autoptr(GError) error = NULL;

  if (!person_takes_change (self))
    return;
  for (guint i = 0; !nothing && i < pos->n_middle; i++)
    if (self->chosen_middle & (1u << i))
      indices[n++] = i;
  if (!ft_dice_game_take (self->game, indices, n, &error))
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
  gboolean changed = FALSE;

  if (!person_moves (self))
    return;
  if (side == SIDE_MINE && (self->pick_mine != number || self->pick_theirs >= 0))
    {
      self->pick_mine = number;
      self->pick_theirs = -1;
      changed = TRUE;
    }
  else if (side == SIDE_THEIRS && self->pick_theirs != number)
    {
      self->pick_theirs = number;
      changed = TRUE;
    }
  if (!changed)
    return;

  /* Only the marks change; rebuilding the rows now would drop the focus. */
  for (GtkWidget *row = self->my_rows[0]; row; row = row == self->my_rows[0] ? self->my_rows[1]
                                                  : row == self->my_rows[1] ? self->their_rows[0]
                                                  : row == self->their_rows[0] ? self->their_rows[1] : NULL)
    for (GtkWidget *child = gtk_widget_get_first_child (row); child; child = gtk_widget_get_next_sibling (child))
      {
        Side s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "ft-side")) - 1;
        int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "ft-number"));
        gboolean picked = s == SIDE_MINE ? k == self->pick_mine : k == self->pick_theirs;

        if (picked)
          gtk_widget_add_css_class (child, "chosen");
        else
          gtk_widget_remove_css_class (child, "chosen");
      }
  {
    g_autofree char *status = status_text (self);

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
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), show ? "stats" : "game");
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
  gboolean in_stats = gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->stats;

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
        pick (self, self->pick_theirs >= 0 ? SIDE_THEIRS : SIDE_MINE, digit);
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
      if (self->pick_theirs >= 0)
        {
          self->pick_theirs = -1;
          refresh (self);
          focus_picked (self);
          return TRUE;
        }
      return FALSE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      /* Return confirms what the picked die asks for; on a button it
       * presses the button. */
      if (!focus_is_die (self) && !(person_takes_change (self) && self->chosen_middle))
        return FALSE;
      if (person_takes_change (self))
        take_change (self, FALSE);
      else if (self->pick_theirs >= 0)
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

  clear_box (self->hint_moves);
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
    int pick_mine = self->pick_mine, pick_theirs = self->pick_theirs;
    FtDicePlayer me = viewer (self);

    draw_hand (self, 1 - me, SIDE_THEIRS, self->their_rows, self->their_caption);
    draw_hand (self, me, SIDE_MINE, self->my_rows, self->my_caption);
    self->pick_mine = pick_mine;
    self->pick_theirs = pick_theirs;
    focus_picked (self);
  }
}

static void
request_hint (FtDicePage *self)
{
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

/* --- FtPage ------------------------------------------------------------ */

static const char *
ft_dice_page_get_title (FtPage *page)
{
  return _("FLIP (dice)");
}

static const char *
ft_dice_page_get_help_id (FtPage *page)
{
  return "dice";
}

static FtPageCapabilities
ft_dice_page_get_capabilities (FtPage *page)
{
  FtDicePage *self = FT_DICE_PAGE (page);

  return FT_PAGE_CAN_NEW_GAME | FT_PAGE_CAN_HINT |
         (ft_dice_game_can_undo (self->game) ? FT_PAGE_CAN_UNDO : 0);
}

static void
dialog_start_cb (FtDicePage *self,
                 guint       n_dice,
                 guint       opponent)
{
  FtDiceSeat seats[2] = { FT_DICE_SEAT_PERSON, opponent };

  ft_dice_page_new_game (self, n_dice, seats, (guint64) g_get_real_time ());
}

/* The dialog's rule setting reaches the model before the match starts. */
static void
dialog_rules_cb (FtDiceNewDialog *dialog,
                 guint            n_dice,
                 guint            opponent,
                 FtDiceGame      *game)
{
  g_object_set (game, "most-change", ft_dice_new_dialog_get_most_change (dialog), NULL);
}

static FtDiceSeat
preferred_opponent (FtDicePage *self)
{
  g_autofree char *strength = self->settings ? g_settings_get_string (self->settings, "computer-strength") : NULL;

  if (g_strcmp0 (strength, "beginner") == 0)
    return FT_DICE_SEAT_BEGINNER;
  if (g_strcmp0 (strength, "expert") == 0)
    return FT_DICE_SEAT_PERFECT;
  return FT_DICE_SEAT_STANDARD;
}

static void
ft_dice_page_page_new_game (FtPage *page)
{
  FtDicePage *self = FT_DICE_PAGE (page);
  guint n = ft_dice_game_get_n_dice (self->game);
  FtDiceSeat opponent = ft_dice_game_is_started (self->game)
                        ? ft_dice_game_get_seat (self->game, FT_DICE_PLAYER_B) : preferred_opponent (self);
  GtkWidget *dialog = ft_dice_new_dialog_new (n ? n : FT_DICE_MAX_N, opponent);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean most_change;

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  g_object_get (self->game, "most-change", &most_change, NULL);
  ft_dice_new_dialog_set_most_change (FT_DICE_NEW_DIALOG (dialog), most_change);
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_rules_cb), self->game, 0);
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ft_dice_page_undo (FtPage *page)
{
  ft_dice_game_undo (FT_DICE_PAGE (page)->game);
}

static void
ft_dice_page_redo (FtPage *page)
{
}

static void
ft_dice_page_hint (FtPage *page)
{
  request_hint (FT_DICE_PAGE (page));
}

static char *
ft_dice_page_describe (FtPage *page)
{
  FtDicePage *self = FT_DICE_PAGE (page);
  g_autofree char *status = status_text (self);
  g_autofree char *pos = ft_dice_pos_to_string (ft_dice_game_get_position (self->game));

  /* Translators: "FLIP (dice). A:1,6*,3 B:2,5 M:4 turn=A. <what to do>" */
  return g_strdup_printf (_("FLIP (dice). %s. %s"), pos, status);
}

static void
ft_dice_page_iface_init (FtPageInterface *iface)
{
  iface->get_title = ft_dice_page_get_title;
  iface->get_help_id = ft_dice_page_get_help_id;
  iface->get_capabilities = ft_dice_page_get_capabilities;
  iface->new_game = ft_dice_page_page_new_game;
  iface->undo = ft_dice_page_undo;
  iface->redo = ft_dice_page_redo;
  iface->hint = ft_dice_page_hint;
  iface->describe = ft_dice_page_describe;
}

/* --- Building ---------------------------------------------------------- */

static GtkWidget *
action_button (FtDicePage *self,
               const char *label,
               const char *a11y,
               GCallback   callback,
               const char *css_class)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  ft_widget_set_name (button, a11y);
  if (css_class)
    gtk_widget_add_css_class (button, css_class);
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

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
  GtkWidget *scroller, *split, *main_box, *middle_block, *change_buttons, *side, *log_scroller, *block;
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
  self->take_button = action_button (self, _("Take the Chosen Dice (Return)"), _("Take the chosen dice as change (Return)"),
                                     G_CALLBACK (take_clicked_cb), "suggested-action");
  nothing_button = action_button (self, _("Take Nothing (N)"), _("Take no change (N)"),
                                  G_CALLBACK (take_nothing_clicked_cb), NULL);
  gtk_box_append (GTK_BOX (change_buttons), self->take_button);
  gtk_box_append (GTK_BOX (change_buttons), nothing_button);
  gtk_box_append (GTK_BOX (self->change_box), change_buttons);
  gtk_box_append (GTK_BOX (middle_block), self->change_box);
  gtk_box_append (GTK_BOX (main_box), middle_block);

  block = hand_block (&self->my_caption, self->my_rows, _("your dice in play"));
  gtk_box_append (GTK_BOX (main_box), block);

  self->actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->flip_button = action_button (self, _("Flip (F)"), _("Flip your picked die (F)"),
                                     G_CALLBACK (flip_clicked_cb), "suggested-action");
  self->trash_button = action_button (self, _("Trash (T)"), _("Trash one of their dice (T)"),
                                      G_CALLBACK (trash_clicked_cb), "destructive-action");
  gtk_box_append (GTK_BOX (self->actions), self->flip_button);
  gtk_box_append (GTK_BOX (self->actions), self->trash_button);
  gtk_box_append (GTK_BOX (main_box), self->actions);

  self->over_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->over_label = ft_wrapped_label_new (NULL, "title-3");
  self->next_button = action_button (self, _("Next Game (Return)"), _("Play the next game (Return)"),
                                     G_CALLBACK (next_clicked_cb), "suggested-action");
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

  self->secondary_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->secondary_box),
                  action_button (self, _("Statistics (S)"), _("Statistics of the solved game (S)"),
                                 G_CALLBACK (stats_clicked_cb), NULL));
  gtk_box_append (GTK_BOX (self->secondary_box), ft_wrapped_label_new (_("What happened"), "heading"));
  self->log_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->log_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->log_list, "boxed-list");
  gtk_widget_add_css_class (self->log_list, "ft-log");
  ft_widget_set_name (self->log_list, _("What happened, newest first"));
  log_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (log_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (log_scroller), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (log_scroller), self->log_list);
  gtk_box_append (GTK_BOX (self->secondary_box), log_scroller);
  gtk_box_append (GTK_BOX (side), self->secondary_box);

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
  GtkWidget *back = action_button (self, _("Back to the Game (Escape)"), _("Back to the game (Escape)"),
                                   G_CALLBACK (stats_back_clicked_cb), NULL);

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
ft_dice_page_dispose (GObject *object)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_dice_page_parent_class)->dispose (object);
}

static void
ft_dice_page_finalize (GObject *object)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  g_free (self->hint_text);

  G_OBJECT_CLASS (ft_dice_page_parent_class)->finalize (object);
}

static void
ft_dice_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_dice_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_COMPUTER_DELAY:
      self->computer_delay = g_value_get_uint (value);
      break;
    case PROP_PRESENTATION:
      if (self->presentation != g_value_get_boolean (value))
        {
          self->presentation = g_value_get_boolean (value);
          gtk_widget_set_visible (self->secondary_box, !self->presentation);
          adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), self->presentation ? 2000 : 1100);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_dice_page_constructed (GObject *object)
{
  FtDicePage *self = FT_DICE_PAGE (object);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "flip-tutor", "dice.save", NULL);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (ft_dice_page_parent_class)->constructed (object);

  /* Resume the autosaved match; otherwise start one against the computer
   * (Ctrl+N sets up another), so the page is never empty. */
  ft_dice_game_set_save_path (self->game, path);
  if (!ft_dice_game_resume (self->game, &error))
    {
      FtDiceSeat seats[2] = { FT_DICE_SEAT_PERSON, preferred_opponent (self) };

      if (error)
        ft_announce (GTK_WIDGET (self), error->message);
      ft_dice_page_new_game (self, FT_DICE_MAX_N, seats, (guint64) g_get_real_time ());
    }
  else
    {
      event_cb (self, _("The saved match was resumed."));
      game_changed_cb (self);
    }
}

static gboolean
ft_dice_page_grab_focus (GtkWidget *widget)
{
  FtDicePage *self = FT_DICE_PAGE (widget);

  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus;

  if (ft_dice_game_is_over (self->game, NULL))
    return gtk_widget_grab_focus (self->next_button);
  focus_picked (self);
  /* While a computer moves no die is picked: focus the first control, so
   * that the page's keys reach it. */
  focus = root ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL || !gtk_widget_is_ancestor (focus, widget))
    return gtk_widget_child_focus (self->stack, GTK_DIR_TAB_FORWARD);
  return TRUE;
}

static void
ft_dice_page_class_init (FtDicePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_dice_page_dispose;
  object_class->finalize = ft_dice_page_finalize;
  object_class->get_property = ft_dice_page_get_property;
  object_class->set_property = ft_dice_page_set_property;
  object_class->constructed = ft_dice_page_constructed;
  widget_class->grab_focus = ft_dice_page_grab_focus;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* How long a computer player "thinks", so people can follow; 0 in tests. */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 10000, COMPUTER_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS - 1, properties);
  g_object_class_override_property (object_class, PROP_PRESENTATION, "presentation");

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dicepage");
}

static void
ft_dice_page_init (FtDicePage *self)
{
  self->pick_mine = -1;
  self->pick_theirs = -1;
  self->game = ft_dice_game_new ();

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), build_game_view (self), "game");
  gtk_stack_add_named (GTK_STACK (self->stack), build_stats_view (self), "stats");
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "game-over", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::solve-progress", G_CALLBACK (solve_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::solved", G_CALLBACK (solve_changed_cb), self, G_CONNECT_SWAPPED);
}

FtDiceGame *
ft_dice_page_get_game (FtDicePage *self)
{
  g_return_val_if_fail (FT_IS_DICE_PAGE (self), NULL);
  return self->game;
}

void
ft_dice_page_new_game (FtDicePage       *self,
                       guint             n_dice,
                       const FtDiceSeat *seats,
                       guint64           seed)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FT_IS_DICE_PAGE (self));

  g_clear_handle_id (&self->computer_source, g_source_remove);
  clear_box (self->log_list);
  if (!ft_dice_game_start (self->game, n_dice, seats, seed, &error))
    say_error (self, error);
  show_stats (self, FALSE);
}

const char *
ft_dice_page_get_status (FtDicePage *self)
{
  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

const char *
ft_dice_page_get_hint_text (FtDicePage *self)
{
  return self->hint_text;
}
