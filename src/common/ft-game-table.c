/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-game-table-private.h"
#include "ft-side-layout.h"
#include "ft-widgets.h"
#include "ft-wrap-layout.h"
#include "practice/practice-skill.h"

/*
 * FtGameTable: what every game page shares (see ft-game-table.h).  Its
 * hint panel is in ft-game-table-hints.c, its FtPage side and "game"
 * actions in ft-game-table-actions.c.
 */


static void ft_game_table_buildable_init (GtkBuildableIface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (FtGameTable, ft_game_table, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (FtGameTable)
                                  G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, ft_game_table_buildable_init)
                                  G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, _ft_game_table_page_init))

static GtkBuildableIface *parent_buildable_iface;

FtGameTablePrivate *
_ft_game_table_get_private (FtGameTable *self)
{
  return ft_game_table_get_instance_private (self);
}

enum {
  PROP_0,
  PROP_GAME,
  PROP_SETTINGS,
  PROP_COMPUTER_DELAY,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* --- Settings ---------------------------------------------------------- */

gboolean
ft_game_table_open_hands (FtGameTable *self)
{
  GSettings *settings = PRIV (self)->settings;

  return settings && g_settings_get_boolean (settings, "open-hands");
}

gboolean
ft_game_table_reduce_motion (FtGameTable *self)
{
  GSettings *settings = PRIV (self)->settings;

  return settings && g_settings_get_boolean (settings, "reduce-motion");
}

/* "on", "limited" or "off". */
char *
ft_game_table_hints_mode (FtGameTable *self)
{
  GSettings *settings = PRIV (self)->settings;

  return settings ? g_settings_get_string (settings, "hints") : g_strdup ("on");
}

/* --- Whose cards are shown --------------------------------------------- */

/* The seat whose hand the screen shows (and whom the hint is for): the
 * seat to act with open hands or no person; the one person; otherwise the
 * person who showed their cards last. */
guint
ft_game_table_viewer (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGame *game = priv->game;
  guint n_people = ft_game_count_people (game);
  int turn = ft_game_get_turn (game);
  guint waiting = turn >= 0 ? (guint) turn : 0;

  if (n_people == 0 || (ft_game_table_open_hands (self) && !ft_game_is_person (game, waiting)))
    return waiting;
  if (n_people == 1)
    for (guint i = 0; i < ft_game_get_n_players (game); i++)
      if (ft_game_is_person (game, i))
        return i;
  if (ft_game_is_person (game, waiting) &&
      (ft_game_table_open_hands (self) || (int) waiting == priv->revealed))
    return waiting;
  return priv->revealed >= 0 ? (guint) priv->revealed : waiting;
}

gboolean
ft_game_table_needs_pass_screen (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  int turn = ft_game_get_turn (priv->game);

  return FT_GAME_TABLE_GET_CLASS (self)->hides_hands &&
         turn >= 0 && ft_game_is_person (priv->game, turn) &&
         ft_game_count_people (priv->game) > 1 &&
         !ft_game_table_open_hands (self) &&
         turn != priv->revealed;
}

/* A person must act now, and their cards are on the screen. */
gboolean
ft_game_table_person_acts (FtGameTable *self)
{
  FtGame *game = PRIV (self)->game;
  int turn = ft_game_get_turn (game);

  return turn >= 0 && ft_game_is_person (game, turn) &&
         !ft_game_table_needs_pass_screen (self) &&
         ft_game_table_viewer (self) == (guint) turn;
}

void
ft_game_table_reveal (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);

  priv->revealed = ft_game_get_turn (priv->game);
  ft_game_table_refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* The next person to act passes the screen again (a new round). */
void
ft_game_table_hide_hands (FtGameTable *self)
{
  PRIV (self)->revealed = HIDDEN;
}

/* --- Drawing ----------------------------------------------------------- */

void
ft_game_table_refresh (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  g_autofree char *status = NULL;

  status = klass->status_text (self);
  if (priv->status_label)
    gtk_label_set_text (GTK_LABEL (priv->status_label), status);

  if (ft_game_is_started (priv->game) && ft_game_is_over (priv->game) && !klass->board_ends)
    {
      g_autofree char *summary = ft_game_table_get_summary (self);

      /* Who won, then the game's figures: not a star alone. */
      adw_status_page_set_title (ADW_STATUS_PAGE (priv->over_page), status);
      adw_status_page_set_description (ADW_STATUS_PAGE (priv->over_page), summary);
      gtk_stack_set_visible_child (GTK_STACK (priv->stack), priv->over_page);
    }
  else if (ft_game_table_needs_pass_screen (self))
    {
      g_autofree char *name = ft_game_seat_name (priv->game, ft_game_get_turn (priv->game));
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      /* The class's own format, with one %s. */
      g_autofree char *button = g_strdup_printf (_(klass->pass_reveal), name);
#pragma GCC diagnostic pop

      adw_status_page_set_title (ADW_STATUS_PAGE (priv->pass_page), title);
      gtk_button_set_label (GTK_BUTTON (priv->reveal_button), button);
      gtk_stack_set_visible_child (GTK_STACK (priv->stack), priv->pass_page);
    }
  else if (gtk_stack_get_child_by_name (GTK_STACK (priv->stack), "game") != NULL &&
           (gtk_stack_get_visible_child (GTK_STACK (priv->stack)) == priv->pass_page ||
            gtk_stack_get_visible_child (GTK_STACK (priv->stack)) == priv->over_page))
    gtk_stack_set_visible_child_name (GTK_STACK (priv->stack), "game");

  if (klass->refresh)
    klass->refresh (self);
  ft_page_capabilities_changed (FT_PAGE (self));
}

/* The game's figures, as the game-over screen shows them, or NULL. */
char *
ft_game_table_get_summary (FtGameTable *self)
{
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);

  g_return_val_if_fail (FT_IS_GAME_TABLE (self), NULL);
  return klass->summary ? klass->summary (self) : NULL;
}

const char *
ft_game_table_get_status (FtGameTable *self)
{
  GtkWidget *label = PRIV (self)->status_label;

  return label ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

void
ft_game_table_say_error (FtGameTable  *self,
                         const GError *error)
{
  if (error)
    ft_announce (GTK_WIDGET (self), error->message);
}

/* A line in "What happened" (when @shown) and, with the other events of
 * the same action, one message for a screen reader. */
void
ft_game_table_log (FtGameTable *self,
                   const char  *text,
                   gboolean     shown)
{
  FtGameTablePrivate *priv = PRIV (self);

  if (shown && priv->log_list)
    {
      GtkWidget *row = ft_text_row_new (text, NULL);

      /* A log line is text to read, not a control: a game's log would
       * otherwise be dozens of Tab stops. */
      gtk_widget_set_focusable (row, FALSE);
      gtk_list_box_prepend (GTK_LIST_BOX (priv->log_list), row);
    }
  ft_announce_later (GTK_WIDGET (self), text);
}

/* Logs and announces every "event" the game emits.  One action can cause
 * several events ("solved it", "new GOAL", "turn 5"; a move and the
 * computer's forced "no change"): a screen reader hears them as one
 * message, not the last alone. */
static void
game_event_cb (FtGameTable *self,
               const char  *text)
{
  ft_game_table_log (self, text, TRUE);
}


/* --- "Practise ‹skill›" after a mistake -------------------------------- */

/* The learner's move as the game's hint engine judged it: after a mistake
 * the skill it exercises is offered once the move is done (its events
 * logged, game_changed_cb()), so that a screen reader hears the move
 * first. */
static void
game_move_judged_cb (FtGameTable *self,
                     const char  *skill_id,
                     int          verdict)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtPrSkillId skill;

  if (verdict != FT_GAME_VERDICT_MISTAKE || priv->offer_list == NULL ||
      !ft_pr_skill_from_id (skill_id, &skill))
    return;
  g_free (priv->offer_skill);
  priv->offer_skill = g_strdup (skill_id);
}

/* Shows the offer kept by game_move_judged_cb(): a row of its own list,
 * above the log (never in its scroller), that opens practice on the skill
 * (the window's "win.practise-skill"). */
static void
show_offer (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  g_autofree char *skill_id = g_steal_pointer (&priv->offer_skill);
  g_autofree char *text = NULL;
  FtPrSkillId skill;

  if (skill_id == NULL || !ft_pr_skill_from_id (skill_id, &skill))
    return;
  /* Translators: offered after a mistake in a game; %s is a skill's name, "Hi or Lo: the better odds" */
  text = g_strdup_printf (_("There was a better move. Practise “%s”."), _(ft_pr_skill_get (skill)->name));
  gtk_label_set_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (priv->offer_row))), text);
  ft_widget_set_name (priv->offer_row, text);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (priv->offer_row), "s", skill_id);
  gtk_widget_set_visible (priv->offer_list, TRUE);
  ft_announce_later (GTK_WIDGET (self), text);
}

static void
hide_offer (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);

  g_clear_pointer (&priv->offer_skill, g_free);
  if (priv->offer_list)
    gtk_widget_set_visible (priv->offer_list, FALSE);
}

/* --- Reacting to the model --------------------------------------------- */

/* Whether the focus is on the page (or nowhere): the table moves it on
 * then, never away from the header bar or a dialog. */
static gboolean
focus_on_page (FtGameTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return root != NULL &&
         (focus == NULL || focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)));
}

/* A person is asked now, with or without a turn (Hi Lo between rounds). */
static gboolean
person_may_act (FtGameTable *self)
{
  return ft_game_table_person_acts (self) ||
         (ft_game_waits_for_person (PRIV (self)->game) && !ft_game_table_needs_pass_screen (self));
}

/* What the next control is depends on the game's phase: who acts, in
 * which phase of theirs, whether the screen must be passed or the game
 * is over. */
static guint
focus_phase (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  gboolean over = ft_game_is_started (priv->game) && ft_game_is_over (priv->game);
  gboolean acts = person_may_act (self);
  guint phase = acts && klass->phase ? klass->phase (self) : 0;

  return ((guint) (ft_game_get_turn (priv->game) + 1) << 24) + (phase << 3) +
         (acts ? 1 : 0) + (over ? 2 : 0) + (ft_game_table_needs_pass_screen (self) ? 4 : 0);
}

/* The stack's pass and game-over screens have their one button; the
 * board has the page's next control. */
static void
focus_next (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  GtkWidget *child = gtk_stack_get_visible_child (GTK_STACK (priv->stack));

  if (child == priv->pass_page || child == priv->over_page)
    gtk_widget_grab_focus (GTK_WIDGET (self));
  else if (klass->focus_next)
    klass->focus_next (self);
  else
    klass->focus_board (self);
}

static void
game_changed_cb (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  gboolean on_page = focus_on_page (self);   /* before the board is rebuilt */
  guint phase;

  /* The runner has dropped a hint for the position that has gone. */
  ft_game_table_clear_hint (self);
  ft_game_table_refresh (self);
  show_offer (self);

  /* After each phase (the computer's turn, the resolve window, a toss)
   * the next control to use gets the focus, in every game. */
  phase = focus_phase (self);
  if (phase != priv->focus_phase)
    {
      priv->focus_phase = phase;
      if (on_page && gtk_widget_get_mapped (GTK_WIDGET (self)) &&
          (person_may_act (self) || ft_game_table_needs_pass_screen (self) ||
           (ft_game_is_started (priv->game) && ft_game_is_over (priv->game))))
        focus_next (self);
    }
  ft_computer_pacer_schedule (priv->pacer);
}

static void
game_over_cb (FtGameTable *self,
              guint        winner)
{
  ft_page_record (FT_PAGE (self), "played", 1);
  if (ft_game_is_person (PRIV (self)->game, winner))
    ft_page_record (FT_PAGE (self), "won", 1);
}

void
ft_game_table_new_game (FtGameTable       *self,
                        const FtGameSetup *setup,
                        guint64            seed)
{
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FT_IS_GAME_TABLE (self));

  ft_computer_pacer_stop (priv->pacer);
  /* Nobody's hand has been on the screen: between two people or more the
   * first to act passes the screen too (whoever started the game may not
   * be the one who plays first); a person alone never sees it
   * (ft_game_table_needs_pass_screen()). */
  priv->revealed = HIDDEN;
  if (priv->log_list)
    {
      GtkWidget *row;

      /* Rows leave a list box through gtk_list_box_remove() only. */
      while ((row = gtk_widget_get_first_child (priv->log_list)))
        gtk_list_box_remove (GTK_LIST_BOX (priv->log_list), row);
    }
  hide_offer (self);
  if (klass->reset)
    klass->reset (self);
  if (!ft_game_start (priv->game, setup, seed, &error))
    ft_game_table_say_error (self, error);
  if (gtk_widget_get_root (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* --- Building ---------------------------------------------------------- */

void
ft_game_table_set_board (FtGameTable *self,
                         GtkWidget   *board)
{
  /* On a narrow window the side goes under the board, and a board that
   * does not scroll would then make the window taller than the screen. */
  if (!GTK_IS_SCROLLED_WINDOW (board))
    {
      GtkWidget *scroller = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), board);
      board = scroller;
    }
  gtk_stack_add_named (GTK_STACK (PRIV (self)->stack), board, "game");
  gtk_stack_set_visible_child (GTK_STACK (PRIV (self)->stack), board);
}

/* --- The page's template ----------------------------------------------- */

/*
 * A game page is a template whose parent is FtGameTable (this class's own
 * template, the stack, is built first):
 *
 *   <template class="FtHiLoPage" parent="FtGameTable">
 *     <child type="board">…</child>
 *   </template>
 *
 * The board is the stack's "game" child.  Inside it, the objects named
 * "status_label", "hint_label" (a page may have a hint panel of its own)
 * and "side" are the table's, and boxes marked "ft-wrap" wrap.
 */
static void
ft_game_table_buildable_add_child (GtkBuildable *buildable,
                                   GtkBuilder   *builder,
                                   GObject      *child,
                                   const char   *type)
{
  if (g_strcmp0 (type, "board") == 0)
    ft_game_table_set_board (FT_GAME_TABLE (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

/* Called once for each template of the page (FtGameTable's, then the
 * page's): only the page's names the board's parts. */
static void
take_board_parts (FtGameTable *self,
                  GtkBuilder  *builder)
{
  GObject *object;

  if ((object = gtk_builder_get_object (builder, "status_label")))
    ft_game_table_set_status_label (self, GTK_WIDGET (object));
  if ((object = gtk_builder_get_object (builder, "hint_label")))
    ft_game_table_set_hint_label (self, GTK_WIDGET (object));
  /* Rows of cards, dice and buttons that the .ui marks "ft-wrap" take
   * more lines when the width runs out. */
  {
    g_autoptr(GSList) objects = gtk_builder_get_objects (builder);

    for (GSList *l = objects; l; l = l->next)
      if (GTK_IS_BOX (l->data) && gtk_widget_has_css_class (l->data, "ft-wrap"))
        ft_wrap_layout_apply (l->data);
  }
  if ((object = gtk_builder_get_object (builder, "side")))
    ft_game_table_set_side (self, GTK_WIDGET (object));
}

static void
ft_game_table_buildable_parser_finished (GtkBuildable *buildable,
                                         GtkBuilder   *builder)
{
  if (parent_buildable_iface->parser_finished)
    parent_buildable_iface->parser_finished (buildable, builder);
  take_board_parts (FT_GAME_TABLE (buildable), builder);
}

static void
ft_game_table_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ft_game_table_buildable_add_child;
  iface->parser_finished = ft_game_table_buildable_parser_finished;
}

/*
 * @side (scores, players, the hint, "What happened") is the second child
 * of a box whose first is the board: on a narrow window (a phone, half a
 * laptop's screen) it goes under the board, on a wide one beside it.
 */
void
ft_game_table_set_side (FtGameTable *self,
                        GtkWidget   *side)
{
  GtkWidget *box = gtk_widget_get_parent (side);

  g_return_if_fail (GTK_IS_BOX (box) && gtk_widget_get_last_child (box) == side);
  ft_side_layout_apply (box);
}

void
ft_game_table_set_hint_label (FtGameTable *self,
                              GtkWidget   *label)
{
  PRIV (self)->hint_label = label;
  gtk_widget_set_visible (label, FALSE);
}

void
ft_game_table_set_status_label (FtGameTable *self,
                                GtkWidget   *label)
{
  PRIV (self)->status_label = label;
}

/* A widget above the game-over screen's button (a score table). */
void
ft_game_table_set_over_extra (FtGameTable *self,
                              GtkWidget   *extra)
{
  gtk_box_prepend (GTK_BOX (PRIV (self)->over_box), extra);
}

GtkWidget *
ft_game_table_get_stack (FtGameTable *self)
{
  return PRIV (self)->stack;
}

/* "What happened": the event log, a secondary panel that presentation
 * mode hides. */
GtkWidget *
ft_game_table_build_log (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  priv->secondary_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  priv->log_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (priv->log_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (priv->log_list, "boxed-list");
  gtk_widget_add_css_class (priv->log_list, "ft-log");
  ft_widget_set_name (priv->log_list, _("What happened, newest first"));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 260);
  /* The log's lines are no Tab stops, and a scrolled window whose child
   * takes no focus takes it itself: an unnamed pane in the Tab order.
   * (Not focusable FALSE alone: its focus handler would then keep Tab
   * from leaving; can-focus FALSE keeps Tab out of it.)  The log scrolls
   * with the wheel; a screen reader reads it from the tree. */
  gtk_widget_set_can_focus (scroller, FALSE);
  gtk_widget_set_focusable (scroller, FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), priv->log_list);

  /* The offer after a mistake: a list of its own above the log, whose one
   * row is the control (a Tab stop only while shown); the log's scroller
   * stays out of the focus chain. */
  priv->offer_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (priv->offer_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (priv->offer_list, "boxed-list");
  ft_widget_set_name (priv->offer_list, _("Practice"));
  priv->offer_row = gtk_list_box_row_new ();
  {
    GtkWidget *label = ft_wrapped_label_new (NULL, NULL);

    gtk_widget_set_margin_start (label, 12);
    gtk_widget_set_margin_end (label, 12);
    gtk_widget_set_margin_top (label, 10);
    gtk_widget_set_margin_bottom (label, 10);
    gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (priv->offer_row), label);
  }
  gtk_actionable_set_action_target (GTK_ACTIONABLE (priv->offer_row), "s", "");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->offer_row), "win.practise-skill");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (priv->offer_row), TRUE);
  gtk_list_box_append (GTK_LIST_BOX (priv->offer_list), priv->offer_row);
  gtk_widget_set_visible (priv->offer_list, FALSE);
  gtk_box_append (GTK_BOX (priv->secondary_box), priv->offer_list);

  gtk_box_append (GTK_BOX (priv->secondary_box), ft_wrapped_label_new (_("What happened"), "heading"));
  gtk_box_append (GTK_BOX (priv->secondary_box), scroller);
  return priv->secondary_box;
}

static void
reveal_clicked_cb (FtGameTable *self)
{
  ft_game_table_reveal (self);
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_game_table_dispose (GObject *object)
{
  FtGameTable *self = FT_GAME_TABLE (object);
  FtGameTablePrivate *priv = PRIV (self);

  if (priv->pacer)
    ft_computer_pacer_stop (priv->pacer);
  g_clear_object (&priv->pacer);
  g_clear_object (&priv->hints);
  /* The template's one child (gtk_widget_dispose_template() of GTK 4.8
   * looks for the template in the subclass). */
  g_clear_pointer (&priv->stack, gtk_widget_unparent);
  priv->hint_progress = NULL;   /* went with the page's board */
  if (priv->game)
    g_signal_handlers_disconnect_by_data (priv->game, self);
  g_clear_object (&priv->game);
  g_clear_object (&priv->settings);
  g_clear_object (&priv->actions);

  G_OBJECT_CLASS (ft_game_table_parent_class)->dispose (object);
}

static void
ft_game_table_finalize (GObject *object)
{
  g_free (PRIV (object)->hint_text);
  g_free (PRIV (object)->offer_skill);

  G_OBJECT_CLASS (ft_game_table_parent_class)->finalize (object);
}

static void
ft_game_table_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  FtGameTablePrivate *priv = PRIV (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, priv->game);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, priv->settings);
      break;
    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, priv->computer_delay);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, priv->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_game_table_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  FtGameTable *self = FT_GAME_TABLE (object);
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);

  switch (prop_id)
    {
    case PROP_GAME:
      priv->game = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      priv->settings = g_value_dup_object (value);
      break;
    case PROP_COMPUTER_DELAY:
      priv->computer_delay = g_value_get_uint (value);
      if (priv->pacer)
        g_object_set (priv->pacer, "delay", priv->computer_delay, NULL);
      break;
    case PROP_PRESENTATION:
      if (priv->presentation != g_value_get_boolean (value))
        {
          priv->presentation = g_value_get_boolean (value);
          if (priv->secondary_box)
            gtk_widget_set_visible (priv->secondary_box, !priv->presentation);
          if (klass->presentation_changed)
            klass->presentation_changed (self, priv->presentation);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
open_hands_changed_cb (FtGameTable *self)
{
  ft_game_table_refresh (self);
}

/* Connects to the model, then resumes its autosave (the window chose
 * where it lives) or starts the class's first game, so the page is never
 * empty. */
static void
ft_game_table_constructed (GObject *object)
{
  FtGameTable *self = FT_GAME_TABLE (object);
  FtGameTablePrivate *priv = PRIV (self);
  FtGameTableClass *klass = FT_GAME_TABLE_GET_CLASS (self);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (ft_game_table_parent_class)->constructed (object);

  g_return_if_fail (FT_IS_GAME (priv->game));

  /* The pass screen speaks of the game's own pieces; its button names the
   * person when it is shown, and has a name before that too. */
  adw_status_page_set_description (ADW_STATUS_PAGE (priv->pass_page), _(klass->pass_description));
  {
    /* Translators: the pass screen's button before it names a person:
     * "Show the Tiles of the next player" */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    /* The class's own format, with one %s. */
    g_autofree char *label = g_strdup_printf (_(klass->pass_reveal), _("the next player"));
#pragma GCC diagnostic pop

    gtk_button_set_label (GTK_BUTTON (priv->reveal_button), label);
    /* A long name in presentation mode's size wraps in a phone's width;
     * the label stays the button's own when a person's name replaces it. */
    gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (priv->reveal_button))), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (priv->reveal_button))),
                             PANGO_WRAP_WORD_CHAR);
    gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (priv->reveal_button))),
                           GTK_JUSTIFY_CENTER);
  }

  if (priv->settings)
    {
      g_signal_connect_object (priv->settings, "changed::open-hands",
                               G_CALLBACK (open_hands_changed_cb), self, G_CONNECT_SWAPPED);
      /* Turning hints off or on makes the Hint button (in)sensitive. */
      g_signal_connect_object (priv->settings, "changed::hints",
                               G_CALLBACK (ft_page_capabilities_changed), self, G_CONNECT_SWAPPED);
    }
  _ft_game_table_bind_actions (self);
  g_signal_connect_object (priv->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->game, "game-over", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->game, "event", G_CALLBACK (game_event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->game, "move-judged", G_CALLBACK (game_move_judged_cb), self, G_CONNECT_SWAPPED);

  priv->pacer = g_object_new (FT_TYPE_COMPUTER_PACER,
                              "game", priv->game,
                              "delay", priv->computer_delay,
                              NULL);
  if (priv->settings)
    g_settings_bind (priv->settings, "reduce-motion", priv->pacer, "reduce-motion", G_SETTINGS_BIND_GET);
  _ft_game_table_init_hints (self);

  if (ft_game_is_started (priv->game))
    game_changed_cb (self);
  else if (ft_game_resume (priv->game, &error))
    {
      game_changed_cb (self);
      if (klass->resumed)
        klass->resumed (self);
    }
  else
    {
      ft_game_table_say_error (self, error);
      klass->start_default (self);
    }
}

static gboolean
ft_game_table_grab_focus (GtkWidget *widget)
{
  FtGameTable *self = FT_GAME_TABLE (widget);
  FtGameTablePrivate *priv = PRIV (self);
  GtkWidget *child = gtk_stack_get_visible_child (GTK_STACK (priv->stack));

  if (child == priv->pass_page)
    return gtk_widget_grab_focus (priv->reveal_button);
  if (child == priv->over_page)
    return gtk_widget_child_focus (priv->over_page, GTK_DIR_TAB_FORWARD);
  return FT_GAME_TABLE_GET_CLASS (self)->focus_board (self);
}

static void
ft_game_table_class_init (FtGameTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_game_table_dispose;
  object_class->finalize = ft_game_table_finalize;
  object_class->get_property = ft_game_table_get_property;
  object_class->set_property = ft_game_table_set_property;
  object_class->constructed = ft_game_table_constructed;
  widget_class->grab_focus = ft_game_table_grab_focus;
  klass->hint = _ft_game_table_real_hint;
  /* Translators: the button that shows the next person's hand; %s is
   * their name */
  klass->pass_reveal = N_("Show the Cards of %s");
  klass->pass_description = N_("The previous player's cards are hidden. Hand over, then show your cards.");

  /* The model, made by the window (GNOME Text Editor's way): the page
   * never makes one, nor picks where it is saved. */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, FT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* How long a computer player "thinks", so people can follow; 0 in tests. */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 10000, FT_COMPUTER_PACER_DELAY_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS - 1, properties);
  g_object_class_override_property (object_class, PROP_PRESENTATION, "presentation");

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-game-table.ui");
  gtk_widget_class_bind_template_child_private (widget_class, FtGameTable, stack);
  gtk_widget_class_bind_template_child_private (widget_class, FtGameTable, pass_page);
  gtk_widget_class_bind_template_child_private (widget_class, FtGameTable, reveal_button);
  gtk_widget_class_bind_template_child_private (widget_class, FtGameTable, over_page);
  gtk_widget_class_bind_template_child_private (widget_class, FtGameTable, over_box);
  gtk_widget_class_bind_template_callback (widget_class, reveal_clicked_cb);
}

static void
ft_game_table_init (FtGameTable *self)
{
  FtGameTablePrivate *priv = PRIV (self);

  priv->revealed = HIDDEN;
  priv->actions = ft_page_new_actions (FT_PAGE (self));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", priv->actions);
  gtk_widget_init_template (GTK_WIDGET (self));
}

FtGame *
ft_game_table_get_game (FtGameTable *self)
{
  g_return_val_if_fail (FT_IS_GAME_TABLE (self), NULL);
  return PRIV (self)->game;
}

GSettings *
ft_game_table_get_settings (FtGameTable *self)
{
  g_return_val_if_fail (FT_IS_GAME_TABLE (self), NULL);
  return PRIV (self)->settings;
}

gboolean
ft_game_table_get_presentation (FtGameTable *self)
{
  return PRIV (self)->presentation;
}
