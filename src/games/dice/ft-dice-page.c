/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-dice-die.h"
#include "ft-dice-hint-panel.h"
#include "ft-dice-page.h"
#include "ft-dice-stats-page.h"
#include "ft-page.h"
#include "ft-widgets.h"

/*
 * FtDicePage: FLIP, the dice game, on screen.
 *
 * The page shows its model (the move being built too) and turns keys and
 * clicks into the model's actions.  Each hand is shown as dice in play,
 * then the locked dice set aside with a padlock (R5).  Keys (also in the
 * shortcuts window):
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

struct _FtDicePage
{
  FtGameTable   parent_instance;

  FtDiceGame   *game;            /* the table's, for short */

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
  GtkWidget    *hint_panel;
  GtkWidget    *actions;
  GtkWidget    *flip_button;
  GtkWidget    *trash_button;
  GtkWidget    *over_box;
  GtkWidget    *over_label;
  GtkWidget    *next_button;
  GtkWidget    *scores_label;
  GtkWidget    *clamp;
  GtkWidget    *side;
};

G_DEFINE_FINAL_TYPE (FtDicePage, ft_dice_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)
/* The shown number of the die picked by the person to move, or -1. */
#define PICK(self, theirs) ft_dice_game_get_pick ((self)->game, (theirs))

static void refresh (FtGameTable *table);
static void update_hint (FtDicePage *self, gboolean say);

/* --- Small widgets ------------------------------------------------------ */

/* --- Who looks at the table ------------------------------------------ */

/* The player whose hand is at the bottom: the person to move, else the
 * person in the game, else A. */
static FtDicePlayer
viewer (FtDicePage *self)
{
  FtDicePlayer turn = ft_dice_game_get_turn (self->game);

  if (ft_game_is_person (FT_GAME (self->game), turn))
    return turn;
  if (ft_game_is_person (FT_GAME (self->game), 1 - turn))
    return 1 - turn;
  return FT_DICE_PLAYER_A;
}

/* A person acts: moves (flip or trash), or takes change (R4). */
#define person_acts(self) ft_game_waits_for_person (FT_GAME ((self)->game))
#define person_moves(self) (person_acts (self) && ft_dice_game_get_wait ((self)->game) == FT_DICE_WAIT_MOVE)
#define person_takes_change(self) (person_acts (self) && ft_dice_game_get_wait ((self)->game) == FT_DICE_WAIT_CHANGE)
#define hints_mode(self) ft_game_table_hints_mode (TABLE (self))

/* --- Drawing ------------------------------------------------------------ */

static char *
status_text (FtGameTable *table)
{
  return ft_dice_game_status_text (FT_DICE_PAGE (table)->game);
}

static void die_clicked_cb (FtDicePage *self, GtkButton *button);
static void die_focus_cb (GtkEventControllerFocus *focus, FtDicePage *self);

static GtkWidget *
die_button (FtDicePage *self,
            FtDiceSide  side,
            guint       number,
            guint       face,
            gboolean    locked,
            gboolean    chosen)
{
  GtkWidget *button = ft_dice_die_button_new (side, number, face, locked, chosen);
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_object (button, "clicked", G_CALLBACK (die_clicked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (focus, "enter", G_CALLBACK (die_focus_cb), self, 0);
  gtk_widget_add_controller (button, focus);
  return button;
}

static void
draw_hand (FtDicePage   *self,
           FtDicePlayer  player,
           FtDiceSide          side,
           GtkWidget   **rows,
           GtkWidget    *caption)
{
  guint order[FT_DICE_MAX_TOTAL];
  guint n = ft_dice_game_display_order (self->game, player, order);
  int pick = PICK (self, side == FT_DICE_SIDE_THEIRS);
  g_autofree char *text = ft_dice_game_describe_hand (self->game, player);
  guint n_locked = 0;

  ft_widget_remove_children (rows[0]);
  ft_widget_remove_children (rows[1]);
  for (guint k = 0; k < n; k++)
    {
      gboolean locked;
      guint face = ft_dice_game_get_hand_die (self->game, player, order[k], &locked);
      GtkWidget *button = die_button (self, side, k, face, locked, (int) k == pick);

      if (ft_dice_hint_panel_is_best (FT_DICE_HINT_PANEL (self->hint_panel), side, face, locked))
        gtk_widget_add_css_class (button, "best");
      gtk_box_append (GTK_BOX (rows[locked ? 1 : 0]), button);
      n_locked += locked;
    }
  /* The locked row and its separator show only when a die is locked. */
  gtk_widget_set_visible (gtk_widget_get_parent (rows[1]), n_locked > 0);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (gtk_widget_get_parent (rows[1])), n_locked > 0);
  gtk_label_set_text (GTK_LABEL (caption), text);
}

static void
draw_middle (FtDicePage *self)
{
  guint n_middle = ft_dice_game_get_n_middle (self->game);
  gboolean taking = person_takes_change (self);
  g_autofree char *caption = ft_dice_game_describe_middle (self->game);

  ft_widget_remove_children (self->middle_row);
  for (guint i = 0; i < n_middle; i++)
    {
      guint face = ft_dice_game_get_middle_die (self->game, i);
      gboolean chosen = taking && (ft_dice_game_get_change_mask (self->game) & (1u << i));
      GtkWidget *button = die_button (self, FT_DICE_SIDE_MIDDLE, i, face, FALSE, chosen);

      /* Only the victim of a trash takes from the middle (R4). */
      gtk_widget_set_sensitive (button, taking);
      gtk_box_append (GTK_BOX (self->middle_row), button);
    }
  gtk_label_set_text (GTK_LABEL (self->middle_caption), caption);

  gtk_widget_set_visible (self->change_box, taking);
  if (taking)
    {
      g_autofree char *text = ft_dice_game_describe_change (self->game);

      gtk_label_set_text (GTK_LABEL (self->change_label), text);
      gtk_widget_set_sensitive (self->take_button, ft_dice_game_get_change_mask (self->game) != 0);
    }
}

static void
draw_side (FtDicePage *self)
{
  g_autofree char *text = ft_dice_game_describe_match (self->game, FALSE);

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
      double left = ft_dice_game_get_solve_seconds_left (self->game);
      g_autofree char *text = NULL;

      if (left < 0)
        /* Translators: "Solving the 10-die game for hints and the perfect player: 45%" */
        text = g_strdup_printf (_("Solving the %u-die game for hints and the perfect player: %.0f%%"),
                                2 * n, 100 * progress);
      else
        {
          guint seconds = MAX (1, (guint) (left + 0.5));

          /* Translators: "Solving the 10-die game for hints and the perfect player: 45%, about 12 seconds left" */
          text = g_strdup_printf (ngettext ("Solving the %u-die game for hints and the perfect player: %.0f%%, about %u second left",
                                            "Solving the %u-die game for hints and the perfect player: %.0f%%, about %u seconds left",
                                            seconds),
                                  2 * n, 100 * progress, seconds);
        }

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
      g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (ft_game_table_get_stack (TABLE (self)))), "stats") == 0)
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

  draw_hand (self, 1 - me, FT_DICE_SIDE_THEIRS, self->their_rows, self->their_caption);
  draw_middle (self);
  draw_hand (self, me, FT_DICE_SIDE_MINE, self->my_rows, self->my_caption);
  draw_side (self);
  draw_solve (self);

  gtk_widget_set_visible (self->actions, moving);
  gtk_widget_set_sensitive (self->flip_button, moving);
  gtk_widget_set_sensitive (self->trash_button, moving);
  gtk_widget_set_visible (self->over_box, over);
  if (over)
    {
      gboolean match_over = ft_dice_game_match_is_over (self->game, NULL);

      g_autofree char *figures = ft_game_table_get_summary (table);
      g_autofree char *text = g_strdup_printf ("%s\n%s", status, figures);

      /* Who won, then the match's figures. */
      gtk_label_set_text (GTK_LABEL (self->over_label), text);
      gtk_button_set_label (GTK_BUTTON (self->next_button), match_over ? _("New Match") : _("Next Game"));
      ft_widget_set_name (self->next_button, match_over ? _("Start a new match") : _("Play the next game"));
      gtk_widget_set_tooltip_text (self->next_button,
                                   match_over ? _("Start a new match (Ctrl+N)") : _("Play the next game (Return)"));
    }
}

/* --- Reacting to the model --------------------------------------------- */

/* Runs before the table redraws: a new position has no hint yet. */
static void
game_changed_cb (FtDicePage *self)
{
  ft_dice_hint_panel_clear (FT_DICE_HINT_PANEL (self->hint_panel));
}

/* The hint asked for during the solve is ready now: show it and say it. */
static void
solve_changed_cb (FtDicePage *self)
{
  draw_solve (self);
  if (ft_dice_hint_panel_is_wanted (FT_DICE_HINT_PANEL (self->hint_panel)) &&
      !ft_dice_hint_panel_has_best (FT_DICE_HINT_PANEL (self->hint_panel)))
    update_hint (self, TRUE);
}

/* --- Actions ----------------------------------------------------------- */

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
    ft_game_table_say_error (TABLE (self), error);
}

static void
trash_picked (FtDicePage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_moves (self) || PICK (self, TRUE) < 0)
    return;
  if (!ft_dice_game_trash_pick (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
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
      FtDiceSide        side,
      int         number)
{
  if (!person_moves (self) || number < 0 || !ft_dice_game_pick (self->game, side == FT_DICE_SIDE_THEIRS, number))
    return;
  ft_game_table_refresh (TABLE (self));
  focus_picked (self);
}

static void
toggle_middle (FtDicePage *self,
               guint       number)
{
  g_autoptr(GError) error = NULL;

  if (!person_takes_change (self) || number >= ft_dice_game_get_n_middle (self->game))
    return;
  if (!ft_dice_game_toggle_change (self->game, number, &error))
    {
      ft_game_table_say_error (TABLE (self), error);
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
    ft_game_table_say_error (TABLE (self), error);
}

static void
die_clicked_cb (FtDicePage *self,
                GtkButton  *button)
{
  FtDiceSide side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-side")) - 1;
  guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-number"));

  if (side == FT_DICE_SIDE_MIDDLE)
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
  FtDiceSide side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-side")) - 1;
  int number = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ft-number"));

  if (!person_moves (self) || side == FT_DICE_SIDE_MIDDLE || !ft_dice_game_pick (self->game, side == FT_DICE_SIDE_THEIRS, number))
    return;

  /* Only the marks change; rebuilding the rows now would drop the focus. */
  for (GtkWidget *row = self->my_rows[0]; row; row = row == self->my_rows[0] ? self->my_rows[1]
                                                  : row == self->my_rows[1] ? self->their_rows[0]
                                                  : row == self->their_rows[0] ? self->their_rows[1] : NULL)
    for (GtkWidget *child = gtk_widget_get_first_child (row); child; child = gtk_widget_get_next_sibling (child))
      {
        FtDiceSide s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "ft-side")) - 1;
        int k = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "ft-number"));
        gboolean picked = k == PICK (self, s == FT_DICE_SIDE_THEIRS);

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
  int digit = ft_keyval_to_index (keyval);
  /* The stack shows the statistics' whole view ("stats"), around self->stats. */
  gboolean in_stats = g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (ft_game_table_get_stack (TABLE (self)))),
                                 "stats") == 0;

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
        pick (self, PICK (self, TRUE) >= 0 ? FT_DICE_SIDE_THEIRS : FT_DICE_SIDE_MINE, digit);
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
  if (!ft_keyval_is_enter (keyval))
    return FALSE;
  if (!ft_dice_game_is_over (self->game, NULL))
    return FALSE;
  next_clicked_cb (self);
  return TRUE;
}

/* --- Hints ------------------------------------------------------------- */

/* Shows the hint, or how far the solve has come; with the hint the best
 * die is marked, keeping the picks and the focus where they are. */
static void
update_hint (FtDicePage *self,
             gboolean    say)
{
  g_autofree char *mode = hints_mode (self);
  FtDiceHintPanel *panel = FT_DICE_HINT_PANEL (self->hint_panel);
  FtDicePlayer me = viewer (self);

  if (!ft_dice_hint_panel_update (panel, mode))
    return;
  draw_hand (self, 1 - me, FT_DICE_SIDE_THEIRS, self->their_rows, self->their_caption);
  draw_hand (self, me, FT_DICE_SIDE_MINE, self->my_rows, self->my_caption);
  focus_picked (self);
  if (say)
    ft_announce (GTK_WIDGET (self), ft_dice_hint_panel_get_text (panel));
}

/* Ctrl+H: the hint is computed from the solved game, prepared in a
 * thread; it shows when ready (solve_changed_cb()). */
static void
request_hint (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  g_autofree char *mode = hints_mode (self);
  FtDiceHintPanel *panel = FT_DICE_HINT_PANEL (self->hint_panel);

  if (g_str_equal (mode, "off"))
    {
      ft_announce (GTK_WIDGET (self), _("Hints are turned off in the preferences."));
      return;
    }
  if (!person_acts (self))
    return;

  ft_dice_hint_panel_request (panel);
  update_hint (self, FALSE);
  if (ft_dice_hint_panel_get_text (panel))
    ft_announce (GTK_WIDGET (self), ft_dice_hint_panel_get_text (panel));
}

static char *
describe (FtGameTable *table)
{
  FtDicePage *self = FT_DICE_PAGE (table);
  g_autofree char *status = status_text (table);

  /* The dice in words, as the captions show them (never the text form
   * "A:1,6*,3 B:2,5 M:4 turn=A"). */
  /* Translators: "FLIP (dice). You: 3 dice, 10 pips. Computer (standard): 1 die, 6 pips. The middle: empty. <what to do>" */
  return g_strdup_printf (_("FLIP (dice). %s. %s. %s. %s"),
                          gtk_label_get_text (GTK_LABEL (self->my_caption)),
                          gtk_label_get_text (GTK_LABEL (self->their_caption)),
                          gtk_label_get_text (GTK_LABEL (self->middle_caption)), status);
}

/* The end of a game's figures: the match score, and what is left to
 * play for. */
static char *
summary (FtGameTable *table)
{
  return ft_dice_game_describe_match (FT_DICE_PAGE (table)->game, TRUE);
}

/* --- Building ---------------------------------------------------------- */

/* The board's and the statistics' static layout is ft-dice-page.ui, the
 * page's template. */
static void
build_game_view (FtDicePage *self)
{
  GtkWidget *secondary_box, *stats_button;
  GtkEventController *keys;

  gtk_stack_add_named (GTK_STACK (ft_game_table_get_stack (TABLE (self))),
                       GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_DICE_PAGE,
                                                                  "stats_view")),
                       "stats");

  /* The side: the match score always; the statistics button and the log
   * are secondary and go in presentation mode. */
  secondary_box = ft_game_table_build_log (TABLE (self));
  stats_button = ft_pill_button_new (_("Statistics"), _("Statistics of the solved game"), NULL,
                                     G_CALLBACK (stats_clicked_cb), self);
  gtk_widget_set_tooltip_text (stats_button, _("Statistics of the solved game (S)"));
  gtk_box_prepend (GTK_BOX (secondary_box), stats_button);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (gtk_widget_get_last_child (secondary_box)), 320);
  gtk_box_append (GTK_BOX (self->side), secondary_box);

  /* The page's keys work in the statistics too. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* --- GObject ----------------------------------------------------------- */

static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  ft_clamp_set_presentation (FT_DICE_PAGE (table)->clamp, presentation, 1100);
  /* A hint beside the dice, in larger text, needs a wider side to stay
   * short enough for the projector's height; the dice still fit a row. */
  gtk_widget_set_size_request (FT_DICE_PAGE (table)->side, presentation ? 440 : 260, -1);
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

  ft_dice_page_new_game (FT_DICE_PAGE (table), FT_DICE_MAX_N, seats, ft_game_table_next_seed ());
}

static void
resumed (FtGameTable *table)
{
  ft_game_table_log (table, _("The saved match was resumed."), TRUE);
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

/* A move to make or change to take, by whom: after each (a roll of the
 * next game too) the table focuses the dice (focus_next). */
static guint
phase (FtGameTable *table)
{
  return ft_dice_game_get_wait (FT_DICE_PAGE (table)->game);
}

static void
ft_dice_page_constructed (GObject *object)
{
  FtDicePage *self = FT_DICE_PAGE (object);

  /* Connected before the table's own handler, so a new position drops
   * its hint before the table redraws. */
  self->game = FT_DICE_GAME (ft_game_table_get_game (TABLE (self)));
  ft_dice_hint_panel_set_game (FT_DICE_HINT_PANEL (self->hint_panel), self->game);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
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
  .width = 640,
  .height = 420,
  .options = {
    { "dice-per-player", N_("Dice a player"), N_("5 is the standard game, 4 the 8-die game"), 3, FT_DICE_MAX_N,
      /* Translators: "3 dice a player" */
      N_("%u dice a player") },
    { "most-change", N_("Always take the most change"),
      N_("After a trash, the victim must take back the largest total of change on offer.") },
  },
};

static void
ft_dice_page_class_init (FtDicePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->constructed = ft_dice_page_constructed;
  table_class->title = N_("FLIP (dice)");
  table_class->help_id = "dice";
  table_class->new_game_spec = &new_game_spec;
  table_class->board_ends = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->summary = summary;
  table_class->focus_board = focus_board;
  table_class->phase = phase;
  table_class->focus_next = focus_board;
  table_class->start_default = start_default;
  table_class->resumed = resumed;
  table_class->reset = reset;
  table_class->presentation_changed = presentation_changed;
  table_class->hint = request_hint;

  gtk_widget_class_set_css_name (widget_class, "dicepage");

  g_type_ensure (FT_TYPE_DICE_STATS_PAGE);
  g_type_ensure (FT_TYPE_DICE_HINT_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/dice/ft-dice-page.ui");
#define BIND(field, name) \
  gtk_widget_class_bind_template_child_full (widget_class, name, FALSE, G_STRUCT_OFFSET (FtDicePage, field))
  BIND (status_label, "status_label");
  BIND (solve_label, "solve_label");
  BIND (solve_bar, "solve_bar");
  BIND (their_caption, "their_caption");
  BIND (their_rows[0], "their_row0");
  BIND (their_rows[1], "their_row1");
  BIND (middle_caption, "middle_caption");
  BIND (middle_row, "middle_row");
  BIND (change_box, "change_box");
  BIND (change_label, "change_label");
  BIND (take_button, "take_button");
  BIND (my_caption, "my_caption");
  BIND (my_rows[0], "my_row0");
  BIND (my_rows[1], "my_row1");
  BIND (hint_panel, "hint_panel");
  BIND (actions, "actions");
  BIND (flip_button, "flip_button");
  BIND (trash_button, "trash_button");
  BIND (over_box, "over_box");
  BIND (over_label, "over_label");
  BIND (next_button, "next_button");
  BIND (scores_label, "scores_label");
  BIND (clamp, "clamp");
  BIND (side, "side");
  BIND (stats, "stats");
#undef BIND
  /* Taken into the table's stack in build_game_view(). */
  gtk_widget_class_bind_template_child_full (widget_class, "stats_view", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, return_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, take_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, take_nothing_clicked_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "flip_clicked_cb", G_CALLBACK (flip_picked));
  gtk_widget_class_bind_template_callback_full (widget_class, "trash_clicked_cb", G_CALLBACK (start_trash));
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, stats_back_clicked_cb);
}

static void
ft_dice_page_init (FtDicePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build_game_view (self);
}

void
ft_dice_page_new_game (FtDicePage   *self,
                       guint         n_dice,
                       const FtSeat *seats,
                       guint64       seed)
{
  FtGameSetup setup = { .n_players = 2, .seats = { seats ? seats[0] : FT_SEAT_PERSON,
                                                   seats ? seats[1] : FT_SEAT_STANDARD } };

  g_return_if_fail (FT_IS_DICE_PAGE (self));
  g_object_set (self->game, "dice-per-player", n_dice, NULL);
  ft_game_table_new_game (TABLE (self), &setup, seed);
}
