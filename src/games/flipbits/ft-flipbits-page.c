/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-bit-row.h"
#include "ft-flipbits-card.h"
#include "ft-flipbits-new-dialog.h"
#include "ft-flipbits-page.h"
#include "ft-page.h"
#include "ft-widgets.h"

/*
 * FtFlipBitsPage: FLIP BITS on screen.
 *
 * The page shows its model and turns keys and clicks into the model's
 * actions; it keeps no game state.  Keys (also in the shortcuts window):
 *
 *   1, 2, 3     play that OPERATION card in your solve, or (when you
 *               discard) choose it for the discard
 *   H           choose your HEX card for the discard
 *   Backspace   take back the last step (Ctrl+Z and Shift+Ctrl+Z too)
 *   R / Return  call Resolved with your solve; Return discards and draws
 *   P           pass: do not call Resolved
 *   Ctrl+H      hint, one level further each time
 *
 * With several people at one screen, a "pass to player N" screen hides
 * the previous hand; the "open hands" preference shows every hand instead.
 */

#define COMPUTER_DELAY_MS 900

struct _FtFlipBitsPage
{
  GtkWidget       parent_instance;

  GSettings      *settings;
  FtFlipBitsGame *game;
  gboolean        presentation;
  guint           computer_delay;
  guint           computer_source;
  int             revealed;       /* the person whose cards are shown, or -1 */
  guint           serial;         /* bumped on every change, for hints */
  int             choosing;       /* card waiting for its bit, or -1 */


  FtFbHint       *hint;
  guint           hint_serial;
  guint           hint_level;
  GCancellable   *hint_cancellable;
  char           *hint_text;

  GtkWidget      *stack;
  GtkWidget      *status_label;
  GtkWidget      *goal_row;
  GtkWidget      *memory_row;
  GtkWidget      *memory_caption;
  GtkWidget      *steps_box;
  GtkWidget      *hand_caption;
  GtkWidget      *hex_button;
  GtkWidget      *cards_box;
  GtkWidget      *chooser_box;
  GtkWidget      *resolved_button;
  GtkWidget      *undo_button;
  GtkWidget      *pass_button;
  GtkWidget      *discard_button;
  GtkWidget      *hint_label;
  GtkWidget      *side;
  GtkWidget      *scores_box;
  GtkWidget      *secondary_box;
  GtkWidget      *deck_label;
  GtkWidget      *log_list;
  GtkWidget      *pass_page;
  GtkWidget      *reveal_button;
  GtkWidget      *over_page;
  GtkWidget      *clamp;
  GtkWidget      *split;
};

static void ft_flipbits_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtFlipBitsPage, ft_flipbits_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_flipbits_page_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_COMPUTER_DELAY,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* --- Small widgets ------------------------------------------------------ */

static GtkWidget *
card_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* Empties a box or a list box.  A list box's rows must leave through
 * gtk_list_box_remove(): unparenting them corrupts the list box. */
static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)))
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

/* --- Whose cards are shown --------------------------------------------- */

static gboolean
open_hands (FtFlipBitsPage *self)
{
  return self->settings && g_settings_get_boolean (self->settings, "open-hands");
}

/* The seat whose hand the screen shows (and whom the hint is for). */
static guint
viewer (FtFlipBitsPage *self)
{
  FtFlipBitsGame *game = self->game;
  guint n_people = ft_flipbits_game_count_people (game);
  guint waiting = ft_flipbits_game_get_waiting_seat (game);

  if (n_people == 0 || (open_hands (self) && !ft_flipbits_game_is_person (game, waiting)))
    return waiting;
  if (n_people == 1)
    for (guint i = 0; i < ft_flipbits_game_get_n_players (game); i++)
      if (ft_flipbits_game_is_person (game, i))
        return i;
  if (ft_flipbits_game_is_person (game, waiting) &&
      (open_hands (self) || (int) waiting == self->revealed))
    return waiting;
  return self->revealed >= 0 ? (guint) self->revealed : waiting;
}

/* A person must act and their cards may be shown. */
static gboolean
person_acts (FtFlipBitsPage *self)
{
  return ft_flipbits_game_waits_for_person (self->game) &&
         viewer (self) == ft_flipbits_game_get_waiting_seat (self->game);
}

static gboolean
needs_pass_screen (FtFlipBitsPage *self)
{
  guint waiting = ft_flipbits_game_get_waiting_seat (self->game);

  return ft_flipbits_game_waits_for_person (self->game) &&
         ft_flipbits_game_count_people (self->game) > 1 &&
         !open_hands (self) &&
         (int) waiting != self->revealed;
}

/* --- Drawing the model ------------------------------------------------- */

static void card_clicked_cb (FtFlipBitsPage *self, GtkButton *button);
static void schedule_computer (FtFlipBitsPage *self);

static char *
status_text (FtFlipBitsPage *self)
{
  FtFlipBitsGame *game = self->game;
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  guint waiting = ft_flipbits_game_get_waiting_seat (game);
  g_autofree char *name = ft_flipbits_game_seat_name (game, waiting);
  gboolean solo = ft_flipbits_game_get_n_players (game) == 1;

  switch (ft_flipbits_game_get_wait (game))
    {
    case FT_FLIPBITS_WAIT_RESOLVE:
      if (!ft_flipbits_game_is_person (game, waiting))
        /* Translators: "Computer 2 (expert) may call Resolved…" */
        return g_strdup_printf (_("%s may call Resolved…"), name);
      if (solo)
        return g_strdup_printf (_("Turn %u, %d of 3 points. Can your cards turn MEMORY into the GOAL? Play cards with 1, 2 and 3, then call Resolved (R), or pass (P)."),
                                state->turns + 1, state->scores[0]);
      return g_strdup_printf (_("%s: can your cards turn MEMORY into the GOAL? Play cards with 1, 2 and 3, then call Resolved (R), or pass (P)."),
                              name);
    case FT_FLIPBITS_WAIT_DISCARD:
      if (!ft_flipbits_game_is_person (game, waiting))
        return g_strdup_printf (_("%s discards and draws…"), name);
      if (state->hands[waiting].n_ops == 0)
        return g_strdup_printf (_("%s: your hand is empty, so you only draw. Press Return."), name);
      return g_strdup_printf (_("%s: choose at least one card to discard with 1, 2 and 3 (H for your HEX card), then press Return to draw."),
                              name);
    case FT_FLIPBITS_WAIT_NOTHING:
    default:
      if (!ft_flipbits_game_is_started (game))
        return g_strdup (_("Start a new game with Ctrl+N."));
      if (solo)
        return g_strdup_printf (_("You scored 3 points in %u turns."), state->turns);
      return g_strdup_printf (_("%s wins the game!"), name);
    }
}

static void
draw_board (FtFlipBitsPage *self)
{
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  const FtFbSolution *builder = ft_flipbits_game_get_builder (self->game);
  gboolean building = person_acts (self) && builder->n_steps > 0;
  guint8 memory = ft_flipbits_game_memory_after (self->game, builder->n_steps);

  ft_bit_row_set_value (FT_BIT_ROW (self->goal_row), state->goal);
  ft_bit_row_set_value (FT_BIT_ROW (self->memory_row), building ? memory : state->memory);
  ft_bit_row_set_highlight (FT_BIT_ROW (self->memory_row), building ? memory ^ state->memory : 0);

  if (building)
    {
      char was[FT_FB_BITS + 1];
      g_autofree char *caption = NULL;

      ft_fb_bits_format (state->memory, was);
      caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "MEMORY after your %u step (it was %s)",
                                              "MEMORY after your %u steps (it was %s)",
                                              builder->n_steps),
                                 builder->n_steps, was);
      gtk_label_set_text (GTK_LABEL (self->memory_caption), caption);
      ft_bit_row_set_name (FT_BIT_ROW (self->memory_row), _("memory after your steps"));
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (self->memory_caption), _("MEMORY"));
      ft_bit_row_set_name (FT_BIT_ROW (self->memory_row), _("memory"));
    }

  clear_box (self->steps_box);
  for (guint i = 0; building && i < builder->n_steps; i++)
    {
      g_autofree char *text = ft_flipbits_game_explain_step (self->game, i);

      gtk_box_append (GTK_BOX (self->steps_box), ft_wrapped_label_new (text, "ft-mono"));
    }
  if (building)
    gtk_box_append (GTK_BOX (self->steps_box),
                    ft_wrapped_label_new (memory == state->goal ? _("MEMORY now matches the GOAL: call Resolved (R).")
                                                      : _("MEMORY does not match the GOAL yet."),
                                memory == state->goal ? "success" : "dim-label"));
  gtk_widget_set_visible (self->steps_box, building);
}

static void
draw_hand (FtFlipBitsPage *self)
{
  guint seat = viewer (self);
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  const FtFbHand *hand = &state->hands[seat];
  GListModel *cards = ft_flipbits_game_get_hand (self->game, seat);
  gboolean acts = person_acts (self);
  FtFlipBitsWait wait = ft_flipbits_game_get_wait (self->game);
  gboolean discarding = acts && wait == FT_FLIPBITS_WAIT_DISCARD;
  gboolean resolving = acts && wait == FT_FLIPBITS_WAIT_RESOLVE;
  gboolean shown = !needs_pass_screen (self) && ft_flipbits_game_is_started (self->game);
  g_autofree char *name = ft_flipbits_game_seat_name (self->game, seat);
  g_autofree char *caption = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;
  int focused_card = -1;

  /* The cards are rebuilt on every change: keep focus on the same card. */
  if (focused && gtk_widget_get_parent (focused) == self->cards_box)
    focused_card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (focused), "card"));

  /* Translators: "Cards of Player 2" */
  caption = ft_flipbits_game_get_n_players (self->game) == 1 ? g_strdup (_("Your cards"))
                                                               : g_strdup_printf (_("Cards of %s"), name);
  gtk_label_set_text (GTK_LABEL (self->hand_caption), caption);

  /* The HEX card. */
  if (hand->hex >= 0)
    {
      char bits[FT_FB_BITS + 1];
      g_autofree char *label = NULL;
      g_autofree char *a11y = NULL;
      gboolean chosen = discarding && ft_flipbits_game_get_discard_hex (self->game);

      ft_fb_bits_format (hand->hex, bits);
      label = g_strdup_printf ("HEX %c\n%s", ft_fb_hex_digit (hand->hex), bits);
      /* Translators: "HEX card B, 1011, chosen for the discard (H)"; H is the key */
      a11y = g_strdup_printf (chosen ? _("HEX card %c, %s, chosen for the discard (H)")
                                     : _("HEX card %c, %s (H)"),
                              ft_fb_hex_digit (hand->hex), bits);
      gtk_button_set_label (GTK_BUTTON (self->hex_button), label);
      ft_widget_set_name (self->hex_button, a11y);
      if (chosen)
        gtk_widget_add_css_class (self->hex_button, "chosen");
      else
        gtk_widget_remove_css_class (self->hex_button, "chosen");
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->hex_button), _("No HEX card"));
      ft_widget_set_name (self->hex_button, _("No HEX card"));
    }
  /* Always shown as a card; it only does something when discarding. */
  gtk_widget_set_sensitive (self->hex_button, hand->hex >= 0);
  gtk_widget_set_visible (self->hex_button, shown);

  /* The OPERATION cards, from the hand's list model. */
  clear_box (self->cards_box);
  for (guint i = 0; shown && i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(FtFlipBitsCard) card = g_list_model_get_item (cards, i);
      g_autofree char *title = ft_flipbits_card_get_title (card);
      g_autofree char *detail = ft_flipbits_card_get_detail (card);
      g_autofree char *described = ft_flipbits_card_describe (card);
      g_autofree char *key = g_strdup_printf ("%u", i + 1);
      g_autofree char *a11y = NULL;
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gboolean used = resolving && ft_flipbits_game_card_is_used (self->game, i);
      gboolean chosen = discarding && (ft_flipbits_game_get_discard_mask (self->game) >> i) & 1;

      /* Card texts do not wrap: a wrapping label in a row of cards trips
       * GTK 4.8's height-for-width check. */
      gtk_box_append (GTK_BOX (box), card_label (key, "ft-card-key"));
      gtk_box_append (GTK_BOX (box), card_label (title, "ft-card-title"));
      gtk_box_append (GTK_BOX (box), card_label (detail, "ft-card-detail"));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "ft-card");
      if (chosen)
        gtk_widget_add_css_class (button, "chosen");
      if (used)
        gtk_widget_add_css_class (button, "used");

      /* Translators: "card 1: ROTATE LEFT, in your solve" */
      a11y = used ? g_strdup_printf (_("%s, in your solve"), described)
           : chosen ? g_strdup_printf (_("%s, chosen for the discard"), described)
           : g_strdup (described);
      ft_widget_set_name (button, a11y);
      gtk_widget_set_sensitive (button, (resolving && !used) || discarding || !acts);
      g_object_set_data (G_OBJECT (button), "card", GUINT_TO_POINTER (i));
      g_signal_connect_object (button, "clicked", G_CALLBACK (card_clicked_cb), self, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (self->cards_box), button);

      if ((int) i == focused_card)
        gtk_widget_grab_focus (button);
    }
  if (shown && g_list_model_get_n_items (cards) == 0)
    gtk_box_append (GTK_BOX (self->cards_box), ft_wrapped_label_new (_("No OPERATION cards"), "dim-label"));
}

static void
draw_buttons (FtFlipBitsPage *self)
{
  gboolean acts = person_acts (self) && !needs_pass_screen (self);
  FtFlipBitsWait wait = ft_flipbits_game_get_wait (self->game);
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  gboolean resolving = acts && wait == FT_FLIPBITS_WAIT_RESOLVE;
  gboolean discarding = acts && wait == FT_FLIPBITS_WAIT_DISCARD;
  guint seat = ft_flipbits_game_get_waiting_seat (self->game);

  gtk_widget_set_visible (self->resolved_button, resolving);
  gtk_widget_set_visible (self->undo_button, resolving);
  gtk_widget_set_visible (self->pass_button, resolving);
  gtk_widget_set_sensitive (self->resolved_button, ft_flipbits_game_get_builder (self->game)->n_steps > 0);
  gtk_widget_set_sensitive (self->undo_button, ft_flipbits_game_can_undo (self->game));

  gtk_widget_set_visible (self->discard_button, discarding);
  gtk_widget_set_sensitive (self->discard_button,
                            discarding && (ft_flipbits_game_get_discard_mask (self->game) != 0 ||
                                           state->hands[seat].n_ops == 0));
  gtk_widget_set_visible (self->chooser_box, resolving && self->choosing >= 0);
}

static void
draw_side (FtFlipBitsPage *self)
{
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  guint n = ft_flipbits_game_get_n_players (self->game);
  g_autofree char *deck = NULL;

  clear_box (self->scores_box);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = ft_flipbits_game_seat_name (self->game, i);
      g_autofree char *line = NULL;
      GtkWidget *label;

      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                              ABS (state->scores[i])), state->scores[i]);
      g_autofree char *warnings = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                                state->warnings[i]), state->warnings[i]);
      g_autofree char *n_cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards",
                                                               state->hands[i].n_ops), state->hands[i].n_ops);

      /* Solo has no warnings (R10); the turn count is the score to beat. */
      if (n == 1)
        /* Translators: "You: 1 point, 3 cards, turn 4" */
        line = g_strdup_printf (_("%s: %s, %s, turn %u"), name, points, n_cards, state->turns + 1);
      else
        /* Translators: "Player 2: 1 point, 1 warning, 3 cards" */
        line = g_strdup_printf (_("%s: %s, %s, %s"), name, points, warnings, n_cards);
      label = ft_wrapped_label_new (line, i == state->current ? "heading" : NULL);
      gtk_box_append (GTK_BOX (self->scores_box), label);

      if (open_hands (self) && i != viewer (self) && n > 1)
        {
          g_autofree char *cards = ft_fb_cards_to_string (state->hands[i].ops, state->hands[i].n_ops);
          g_autofree char *open = NULL;

          open = state->hands[i].hex >= 0
            ? g_strdup_printf (_("    open hand: %s, HEX %c"), cards, ft_fb_hex_digit (state->hands[i].hex))
            : g_strdup_printf (_("    open hand: %s, no HEX card"), cards);
          gtk_box_append (GTK_BOX (self->scores_box), ft_wrapped_label_new (open, "ft-mono"));
        }
    }

  /* Translators: "OPERATION deck: 18 cards, discard pile: 6" */
  deck = g_strdup_printf (_("OPERATION deck: %u cards, discard pile: %u. HEX deck: %u."),
                          state->n_op_deck, state->n_op_discard, state->n_hex_deck);
  gtk_label_set_text (GTK_LABEL (self->deck_label), deck);
}

static void
refresh (FtFlipBitsPage *self)
{
  g_autofree char *status = status_text (self);
  FtFlipBitsWait wait = ft_flipbits_game_get_wait (self->game);

  gtk_label_set_text (GTK_LABEL (self->status_label), status);

  if (ft_flipbits_game_is_started (self->game) && wait == FT_FLIPBITS_WAIT_NOTHING)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->over_page), status);
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->over_page);
    }
  else if (needs_pass_screen (self))
    {
      g_autofree char *name = ft_flipbits_game_seat_name (self->game, ft_flipbits_game_get_waiting_seat (self->game));
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
      g_autofree char *button = g_strdup_printf (_("Show the Cards of %s"), name);

      adw_status_page_set_title (ADW_STATUS_PAGE (self->pass_page), title);
      gtk_button_set_label (GTK_BUTTON (self->reveal_button), button);
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->pass_page);
    }
  else
    gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "game");

  draw_board (self);
  draw_hand (self);
  draw_buttons (self);
  draw_side (self);
  ft_page_capabilities_changed (FT_PAGE (self));
}

/* --- Reacting to the model --------------------------------------------- */

static void
game_changed_cb (FtFlipBitsPage *self)
{
  self->serial++;
  self->hint_level = 0;
  g_clear_pointer (&self->hint_text, g_free);
  gtk_widget_set_visible (self->hint_label, FALSE);
  refresh (self);
  schedule_computer (self);
}

static void
event_cb (FtFlipBitsPage *self,
          const char     *text)
{
  gtk_list_box_prepend (GTK_LIST_BOX (self->log_list), ft_text_row_new (text, NULL));

  /* One action can cause several events ("solved it", "new GOAL", "turn
   * 5"): a screen reader hears them as one message, not the last alone. */
  ft_announce_later (GTK_WIDGET (self), text);
}

static void
turn_start_cb (FtFlipBitsPage *self,
               guint           seat)
{
  /* Focus goes back to the board so that Return and the card keys act on
   * the new turn, not on a button that has moved. */
  if (person_acts (self) && gtk_widget_get_root (GTK_WIDGET (self)))
    gtk_widget_grab_focus (self->memory_row);
}

static void
game_over_cb (FtFlipBitsPage *self,
              guint           winner)
{
  ft_page_record (FT_PAGE (self), "played", 1);
  if (ft_flipbits_game_is_person (self->game, winner))
    ft_page_record (FT_PAGE (self), "won", 1);
}

static gboolean
computer_timeout_cb (gpointer user_data)
{
  FtFlipBitsPage *self = user_data;

  self->computer_source = 0;
  ft_flipbits_game_computer_step (self->game);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (FtFlipBitsPage *self)
{
  guint delay = self->computer_delay;

  if (self->computer_source != 0 ||
      ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_NOTHING ||
      ft_flipbits_game_waits_for_person (self->game))
    return;

  if (self->settings && g_settings_get_boolean (self->settings, "reduce-motion"))
    delay = MIN (delay, 300);
  self->computer_source = g_timeout_add (delay, computer_timeout_cb, self);
}

/* --- Actions ----------------------------------------------------------- */

static void
say_error (FtFlipBitsPage *self,
           GError         *error)
{
  if (error)
    ft_announce (GTK_WIDGET (self), error->message);
}

static void
add_step (FtFlipBitsPage *self,
          guint           card,
          guint8          operand)
{
  g_autoptr(GError) error = NULL;

  self->choosing = -1;
  if (!ft_flipbits_game_add_step (self->game, card, operand, &error))
    say_error (self, error);
  else
    {
      g_autofree char *text = ft_flipbits_game_explain_step (self->game,
                                                             ft_flipbits_game_get_builder (self->game)->n_steps - 1);

      ft_announce (GTK_WIDGET (self), text);
    }
  gtk_widget_grab_focus (self->memory_row);
}

static void
choice_clicked_cb (FtFlipBitsPage *self,
                   GtkButton      *button)
{
  if (self->choosing >= 0)
    add_step (self, self->choosing, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "operand")));
}

/* FLIP BIT (and a mask chosen when played) asks which bit first. */
static void
open_chooser (FtFlipBitsPage *self,
              guint           card_index)
{
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  const FtFbHand *hand = &state->hands[ft_flipbits_game_get_waiting_seat (self->game)];
  guint8 choices[FT_FB_BITS];
  guint n = ft_fb_card_choices (hand->ops[card_index], hand->hex, choices);
  GtkWidget *first = NULL;
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  clear_box (self->chooser_box);
  self->choosing = card_index;
  gtk_box_append (GTK_BOX (self->chooser_box),
                  ft_wrapped_label_new (_("Which bit? Use the arrow keys and Return, or Escape to cancel."), NULL));
  gtk_box_append (GTK_BOX (self->chooser_box), buttons);
  for (guint i = 0; i < n; i++)
    {
      /* MASK AND's mask names its bit by the one 0 (R2's setting). */
      int bit = g_bit_nth_lsf (hand->ops[card_index].op == FT_FB_OP_MASK_AND
                               ? ~choices[i] & FT_FB_VALUE_MASK : choices[i], -1);
      char mask[FT_FB_BITS + 1];
      g_autofree char *label = NULL;
      GtkWidget *button;

      ft_fb_bits_format (choices[i], mask);
      label = bit == 3 ? g_strdup_printf (_("Bit 3 (leftmost), %s"), mask)
            : bit == 0 ? g_strdup_printf (_("Bit 0 (rightmost), %s"), mask)
            : g_strdup_printf (_("Bit %d, %s"), bit, mask);
      button = gtk_button_new_with_label (label);
      g_object_set_data (G_OBJECT (button), "operand", GUINT_TO_POINTER (choices[i]));
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (buttons), button);
      if (first == NULL)
        first = button;
    }
  draw_buttons (self);
  if (first)
    gtk_widget_grab_focus (first);
  ft_announce (GTK_WIDGET (self), _("Which bit? Use the arrow keys and Return, or Escape to cancel."));
}

static void
activate_card (FtFlipBitsPage *self,
               guint           index)
{
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  guint seat = ft_flipbits_game_get_waiting_seat (self->game);

  if (!person_acts (self) || needs_pass_screen (self) || index >= state->hands[seat].n_ops)
    return;

  if (ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_DISCARD)
    {
      ft_flipbits_game_toggle_discard (self->game, index);
      return;
    }

  if (ft_flipbits_game_card_is_used (self->game, index))
    {
      ft_announce (GTK_WIDGET (self), _("That card is already in your solve: each card is used once."));
      return;
    }
  if (ft_fb_card_operand_chosen (state->hands[seat].ops[index]))
    open_chooser (self, index);
  else
    add_step (self, index, 0);
}

static void
card_clicked_cb (FtFlipBitsPage *self,
                 GtkButton      *button)
{
  activate_card (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "card")));
}

static void
hex_clicked_cb (FtFlipBitsPage *self)
{
  if (person_acts (self) && ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_DISCARD)
    ft_flipbits_game_toggle_discard_hex (self->game);
}

static void
resolved_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_acts (self) || ft_flipbits_game_get_builder (self->game)->n_steps == 0)
    {
      ft_announce (GTK_WIDGET (self), _("Play at least one card first (1, 2 or 3)."));
      return;
    }
  if (!ft_flipbits_game_call_resolved (self->game, &error))
    say_error (self, error);
}

static void
pass_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (person_acts (self) && !ft_flipbits_game_pass (self->game, &error))
    say_error (self, error);
}

static void
undo_clicked_cb (FtFlipBitsPage *self)
{
  ft_flipbits_game_undo (self->game);
}

static void
discard_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (person_acts (self) && !ft_flipbits_game_discard (self->game, &error))
    say_error (self, error);
}

static void
reveal_clicked_cb (FtFlipBitsPage *self)
{
  self->revealed = ft_flipbits_game_get_waiting_seat (self->game);
  refresh (self);
  gtk_widget_grab_focus (self->memory_row);
}

static void
new_game_clicked_cb (FtFlipBitsPage *self)
{
  ft_page_new_game (FT_PAGE (self));
}

static gboolean
key_pressed_cb (FtFlipBitsPage        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  FtFlipBitsWait wait = ft_flipbits_game_get_wait (self->game);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (self->choosing >= 0)
    {
      if (keyval == GDK_KEY_Escape)
        {
          self->choosing = -1;
          draw_buttons (self);
          gtk_widget_grab_focus (self->memory_row);
          return TRUE;
        }
      /* Arrows and Return belong to the bit chooser. */
      return FALSE;
    }

  switch (keyval)
    {
    case GDK_KEY_1: case GDK_KEY_KP_1:
    case GDK_KEY_2: case GDK_KEY_KP_2:
    case GDK_KEY_3: case GDK_KEY_KP_3:
      activate_card (self, keyval == GDK_KEY_1 || keyval == GDK_KEY_KP_1 ? 0
                         : keyval == GDK_KEY_2 || keyval == GDK_KEY_KP_2 ? 1 : 2);
      return TRUE;
    case GDK_KEY_h: case GDK_KEY_H:
      hex_clicked_cb (self);
      return TRUE;
    case GDK_KEY_r: case GDK_KEY_R:
      if (wait == FT_FLIPBITS_WAIT_RESOLVE)
        resolved_clicked_cb (self);
      return TRUE;
    case GDK_KEY_p: case GDK_KEY_P:
      if (wait == FT_FLIPBITS_WAIT_RESOLVE)
        pass_clicked_cb (self);
      return TRUE;
    case GDK_KEY_BackSpace:
      ft_flipbits_game_undo (self->game);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Return, when no button has taken it: commit what the turn asks for. */
static gboolean
return_pressed_cb (FtFlipBitsPage        *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;

  if (needs_pass_screen (self))
    reveal_clicked_cb (self);
  else if (ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_DISCARD)
    discard_clicked_cb (self);
  else if (ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_RESOLVE)
    resolved_clicked_cb (self);
  else
    return FALSE;
  return TRUE;
}

/* --- Hints ------------------------------------------------------------- */

static void
show_hint (FtFlipBitsPage *self)
{
  g_autofree char *mode = self->settings ? g_settings_get_string (self->settings, "hints") : g_strdup ("on");
  guint max_level = g_str_equal (mode, "limited") ? 1 : FT_FB_N_HINT_LEVELS;
  GString *text = g_string_new (NULL);
  g_autofree char *solve = NULL;

  self->hint_level = MIN (self->hint_level + 1, max_level);
  solve = ft_fb_hint_text (self->hint, self->hint_level - 1);
  g_string_append (text, solve);

  if (self->hint->has_advice && max_level > 1)
    {
      g_autofree char *advice = ft_fb_hint_advice_text (self->hint, 3);

      g_string_append_printf (text, "\n%s", advice);
    }
  if (self->hint_level < max_level && self->hint->can_solve)
    g_string_append_printf (text, "\n%s", _("Press Ctrl+H again for more."));

  g_free (self->hint_text);
  self->hint_text = g_string_free (text, FALSE);
  gtk_label_set_text (GTK_LABEL (self->hint_label), self->hint_text);
  gtk_widget_set_visible (self->hint_label, TRUE);
  ft_announce (GTK_WIDGET (self), self->hint_text);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FtFlipBitsPage) self = user_data;
  g_autoptr(GError) error = NULL;
  FtFbHint *hint = ft_flipbits_game_hint_finish (FT_FLIPBITS_GAME (source), result, &error);

  if (hint == NULL)
    return;

  g_free (self->hint);
  self->hint = hint;
  show_hint (self);
}

static void
request_hint (FtFlipBitsPage *self)
{
  g_autofree char *mode = self->settings ? g_settings_get_string (self->settings, "hints") : g_strdup ("on");

  if (g_str_equal (mode, "off"))
    {
      ft_announce (GTK_WIDGET (self), _("Hints are turned off in the preferences."));
      return;
    }
  if (!ft_flipbits_game_is_started (self->game) || needs_pass_screen (self))
    return;

  if (self->hint && self->hint_serial == self->serial)
    {
      show_hint (self);
      return;
    }

  /* Computed off the main thread from the viewer's own view (R11). */
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  self->hint_serial = self->serial;
  gtk_label_set_text (GTK_LABEL (self->hint_label), _("Thinking about a hint…"));
  gtk_widget_set_visible (self->hint_label, TRUE);
  ft_flipbits_game_hint_async (self->game, viewer (self), self->hint_cancellable,
                               hint_ready_cb, g_object_ref (self));
}

/* --- FtPage ------------------------------------------------------------ */

static const char *
ft_flipbits_page_get_title (FtPage *page)
{
  return "FLIP BITS";
}

static const char *
ft_flipbits_page_get_help_id (FtPage *page)
{
  return "flipbits";
}

static FtPageCapabilities
ft_flipbits_page_get_capabilities (FtPage *page)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (page);

  return FT_PAGE_CAN_NEW_GAME | FT_PAGE_CAN_HINT |
         (ft_flipbits_game_can_undo (self->game) ? FT_PAGE_CAN_UNDO : 0) |
         (ft_flipbits_game_can_redo (self->game) ? FT_PAGE_CAN_REDO : 0);
}

static void
dialog_start_cb (FtFlipBitsPage       *self,
                 guint                 n_players,
                 gpointer              seats)
{
  ft_flipbits_page_new_game (self, n_players, seats, (guint64) g_get_real_time ());
}

/* The dialog's rule settings reach the model before the game starts. */
static void
dialog_rules_cb (FtFlipBitsNewDialog *dialog,
                 guint                n_players,
                 gpointer             seats,
                 FtFlipBitsGame      *game)
{
  gboolean mask_chosen, keep_equal_goal;

  ft_flipbits_new_dialog_get_rules (dialog, &mask_chosen, &keep_equal_goal);
  g_object_set (game, "mask-chosen", mask_chosen, "keep-equal-goal", keep_equal_goal, NULL);
}

static void
ft_flipbits_page_page_new_game (FtPage *page)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (page);
  GtkWidget *dialog = ft_flipbits_new_dialog_new (self->settings);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean mask_chosen, keep_equal_goal;

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  g_object_get (self->game, "mask-chosen", &mask_chosen, "keep-equal-goal", &keep_equal_goal, NULL);
  ft_flipbits_new_dialog_set_rules (FT_FLIPBITS_NEW_DIALOG (dialog), mask_chosen, keep_equal_goal);
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_rules_cb), self->game, 0);
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ft_flipbits_page_undo (FtPage *page)
{
  ft_flipbits_game_undo (FT_FLIPBITS_PAGE (page)->game);
}

static void
ft_flipbits_page_redo (FtPage *page)
{
  ft_flipbits_game_redo (FT_FLIPBITS_PAGE (page)->game);
}

static void
ft_flipbits_page_hint (FtPage *page)
{
  request_hint (FT_FLIPBITS_PAGE (page));
}

static char *
ft_flipbits_page_describe (FtPage *page)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (page);
  const FtFbGame *state = ft_flipbits_game_get_state (self->game);
  char goal[FT_FB_BITS + 1], memory[FT_FB_BITS + 1];
  g_autofree char *status = status_text (self);

  ft_fb_bits_format (state->goal, goal);
  ft_fb_bits_format (state->memory, memory);
  /* Translators: "FLIP BITS. GOAL 1011, MEMORY 0101. <what to do>" */
  return g_strdup_printf (_("FLIP BITS. GOAL %s, MEMORY %s. %s"), goal, memory, status);
}

static void
ft_flipbits_page_iface_init (FtPageInterface *iface)
{
  iface->get_title = ft_flipbits_page_get_title;
  iface->get_help_id = ft_flipbits_page_get_help_id;
  iface->get_capabilities = ft_flipbits_page_get_capabilities;
  iface->new_game = ft_flipbits_page_page_new_game;
  iface->undo = ft_flipbits_page_undo;
  iface->redo = ft_flipbits_page_redo;
  iface->hint = ft_flipbits_page_hint;
  iface->describe = ft_flipbits_page_describe;
}

/* --- Building ---------------------------------------------------------- */

static GtkWidget *
action_button (FtFlipBitsPage *self,
               const char     *label,
               const char     *a11y,
               GCallback       callback,
               const char     *css_class)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  ft_widget_set_name (button, a11y);
  if (css_class)
    gtk_widget_add_css_class (button, css_class);
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

static GtkWidget *
build_game_view (FtFlipBitsPage *self)
{
  GtkWidget *scroller, *main_box, *board, *goal_box, *memory_box, *hand_box, *actions;
  GtkWidget *log_scroller, *log_heading, *scores_heading;
  GtkEventController *keys;

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 1100);
  self->split = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 30);
  gtk_widget_set_margin_top (self->split, 18);
  gtk_widget_set_margin_bottom (self->split, 18);
  gtk_widget_set_margin_start (self->split, 18);
  gtk_widget_set_margin_end (self->split, 18);

  main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_hexpand (main_box, TRUE);

  self->status_label = ft_wrapped_label_new (NULL, "ft-prompt");
  gtk_box_append (GTK_BOX (main_box), self->status_label);

  board = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 36);
  gtk_widget_set_halign (board, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (board, "ft-board");
  goal_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (goal_box), card_label (_("GOAL"), "ft-row-caption"));
  self->goal_row = ft_bit_row_new (_("goal"), FT_FB_BITS, FALSE);
  gtk_widget_add_css_class (self->goal_row, "goal");
  gtk_box_append (GTK_BOX (goal_box), self->goal_row);
  memory_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->memory_caption = card_label (_("MEMORY"), "ft-row-caption");
  gtk_box_append (GTK_BOX (memory_box), self->memory_caption);
  self->memory_row = ft_bit_row_new (_("memory"), FT_FB_BITS, FALSE);
  gtk_widget_add_css_class (self->memory_row, "memory");
  gtk_box_append (GTK_BOX (memory_box), self->memory_row);
  gtk_box_append (GTK_BOX (board), goal_box);
  gtk_box_append (GTK_BOX (board), memory_box);
  gtk_box_append (GTK_BOX (main_box), board);

  self->steps_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->steps_box, "card");
  gtk_widget_add_css_class (self->steps_box, "ft-steps");
  gtk_box_append (GTK_BOX (main_box), self->steps_box);

  self->hint_label = ft_wrapped_label_new (NULL, "ft-hint");
  gtk_widget_set_visible (self->hint_label, FALSE);
  gtk_box_append (GTK_BOX (main_box), self->hint_label);

  hand_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->hand_caption = ft_wrapped_label_new (NULL, "heading");
  gtk_box_append (GTK_BOX (hand_box), self->hand_caption);
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    self->hex_button = gtk_button_new ();
    gtk_widget_add_css_class (self->hex_button, "ft-card");
    gtk_widget_add_css_class (self->hex_button, "ft-hex-card");
    g_signal_connect_object (self->hex_button, "clicked", G_CALLBACK (hex_clicked_cb), self, G_CONNECT_SWAPPED);
    self->cards_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_box_append (GTK_BOX (row), self->hex_button);
    gtk_box_append (GTK_BOX (row), self->cards_box);
    gtk_box_append (GTK_BOX (hand_box), row);
  }
  gtk_box_append (GTK_BOX (main_box), hand_box);

  self->chooser_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (self->chooser_box, "ft-chooser");
  gtk_box_append (GTK_BOX (main_box), self->chooser_box);

  actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->resolved_button = action_button (self, _("Resolved! (R)"), _("Call Resolved with your solve (R)"),
                                         G_CALLBACK (resolved_clicked_cb), "suggested-action");
  self->undo_button = action_button (self, _("Take Back a Step (Backspace)"), _("Take back the last step (Backspace)"),
                                     G_CALLBACK (undo_clicked_cb), NULL);
  self->pass_button = action_button (self, _("Pass (P)"), _("Pass: do not call Resolved (P)"),
                                     G_CALLBACK (pass_clicked_cb), NULL);
  self->discard_button = action_button (self, _("Discard and Draw (Return)"), _("Discard the chosen cards and draw (Return)"),
                                        G_CALLBACK (discard_clicked_cb), "suggested-action");
  gtk_box_append (GTK_BOX (actions), self->resolved_button);
  gtk_box_append (GTK_BOX (actions), self->undo_button);
  gtk_box_append (GTK_BOX (actions), self->pass_button);
  gtk_box_append (GTK_BOX (actions), self->discard_button);
  gtk_box_append (GTK_BOX (main_box), actions);

  /* The side: scores always; deck counts and the log are secondary and go
   * in presentation mode. */
  self->side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (self->side, 260, -1);
  scores_heading = ft_wrapped_label_new (_("Scores"), "heading");
  self->scores_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  ft_widget_set_name (self->scores_box, _("Scores"));
  gtk_box_append (GTK_BOX (self->side), scores_heading);
  gtk_box_append (GTK_BOX (self->side), self->scores_box);

  self->secondary_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->deck_label = ft_wrapped_label_new (NULL, "dim-label");
  log_heading = ft_wrapped_label_new (_("What happened"), "heading");
  self->log_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->log_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->log_list, "boxed-list");
  gtk_widget_add_css_class (self->log_list, "ft-log");
  ft_widget_set_name (self->log_list, _("What happened, newest first"));
  log_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (log_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (log_scroller), 260);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (log_scroller), self->log_list);
  gtk_box_append (GTK_BOX (self->secondary_box), self->deck_label);
  gtk_box_append (GTK_BOX (self->secondary_box), log_heading);
  gtk_box_append (GTK_BOX (self->secondary_box), log_scroller);
  gtk_box_append (GTK_BOX (self->side), self->secondary_box);

  gtk_box_append (GTK_BOX (self->split), main_box);
  gtk_box_append (GTK_BOX (self->split), self->side);
  adw_clamp_set_child (ADW_CLAMP (self->clamp), self->split);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->clamp);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (scroller, keys);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (return_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (scroller, keys);

  return scroller;
}

static GtkWidget *
status_page_with_button (GtkWidget  **button_out,
                         const char  *label,
                         GCallback    callback,
                         gpointer     self)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), button);
  if (button_out)
    *button_out = button;
  return page;
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_flipbits_page_dispose (GObject *object)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_flipbits_page_parent_class)->dispose (object);
}

static void
ft_flipbits_page_finalize (GObject *object)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);

  g_free (self->hint);
  g_free (self->hint_text);

  G_OBJECT_CLASS (ft_flipbits_page_parent_class)->finalize (object);
}

static void
ft_flipbits_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);

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
open_hands_changed_cb (FtFlipBitsPage *self)
{
  refresh (self);
}

static void
ft_flipbits_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      if (self->settings)
        g_signal_connect_object (self->settings, "changed::open-hands",
                                 G_CALLBACK (open_hands_changed_cb), self, G_CONNECT_SWAPPED);
      break;
    case PROP_COMPUTER_DELAY:
      self->computer_delay = g_value_get_uint (value);
      break;
    case PROP_PRESENTATION:
      if (self->presentation != g_value_get_boolean (value))
        {
          self->presentation = g_value_get_boolean (value);
          gtk_widget_set_visible (self->secondary_box, !self->presentation);
          /* At 1.75 times the size the scores no longer fit beside the
           * board: they go below it. */
          gtk_orientable_set_orientation (GTK_ORIENTABLE (self->split),
                                          self->presentation ? GTK_ORIENTATION_VERTICAL
                                                             : GTK_ORIENTATION_HORIZONTAL);
          adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), self->presentation ? 2000 : 1100);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipbits_page_constructed (GObject *object)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "flip-tutor", "flipbits.save", NULL);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (ft_flipbits_page_parent_class)->constructed (object);

  /* Resume the autosaved game; otherwise start a solo game, so the page
   * is never empty (Ctrl+N sets up a game with others). */
  ft_flipbits_game_set_save_path (self->game, path);
  if (!ft_flipbits_game_resume (self->game, &error))
    {
      if (error)
        ft_announce (GTK_WIDGET (self), error->message);
      ft_flipbits_page_new_game (self, 1, NULL, (guint64) g_get_real_time ());
    }
  else
    game_changed_cb (self);
}

static gboolean
ft_flipbits_page_grab_focus (GtkWidget *widget)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (widget);
  GtkWidget *child = gtk_stack_get_visible_child (GTK_STACK (self->stack));

  if (child == self->pass_page)
    return gtk_widget_grab_focus (self->reveal_button);
  if (child == self->over_page)
    return gtk_widget_child_focus (self->over_page, GTK_DIR_TAB_FORWARD);
  return gtk_widget_grab_focus (self->memory_row);
}

static void
ft_flipbits_page_class_init (FtFlipBitsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_flipbits_page_dispose;
  object_class->finalize = ft_flipbits_page_finalize;
  object_class->get_property = ft_flipbits_page_get_property;
  object_class->set_property = ft_flipbits_page_set_property;
  object_class->constructed = ft_flipbits_page_constructed;
  widget_class->grab_focus = ft_flipbits_page_grab_focus;

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
  gtk_widget_class_set_css_name (widget_class, "flipbitspage");
}

static void
ft_flipbits_page_init (FtFlipBitsPage *self)
{
  self->revealed = -1;
  self->choosing = -1;
  self->game = ft_flipbits_game_new ();

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), build_game_view (self), "game");

  self->pass_page = status_page_with_button (&self->reveal_button, _("Show the Cards"),
                                             G_CALLBACK (reveal_clicked_cb), self);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->pass_page), "system-users-symbolic");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->pass_page),
                                   _("The previous player's cards are hidden. Hand over, then show your cards."));
  gtk_stack_add_named (GTK_STACK (self->stack), self->pass_page, "pass");

  self->over_page = status_page_with_button (NULL, _("New Game (Ctrl+N)"),
                                             G_CALLBACK (new_game_clicked_cb), self);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->over_page), "starred-symbolic");
  gtk_stack_add_named (GTK_STACK (self->stack), self->over_page, "over");

  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "turn-start", G_CALLBACK (turn_start_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "game-over", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
}

FtFlipBitsGame *
ft_flipbits_page_get_game (FtFlipBitsPage *self)
{
  g_return_val_if_fail (FT_IS_FLIPBITS_PAGE (self), NULL);
  return self->game;
}

void
ft_flipbits_page_new_game (FtFlipBitsPage       *self,
                           guint                 n_players,
                           const FtFlipBitsSeat *seats,
                           guint64               seed)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FT_IS_FLIPBITS_PAGE (self));

  g_clear_handle_id (&self->computer_source, g_source_remove);
  self->revealed = -1;
  self->choosing = -1;
  clear_box (self->log_list);
  if (!ft_flipbits_game_start (self->game, n_players, seats, seed, &error))
    say_error (self, error);
  if (gtk_widget_get_root (GTK_WIDGET (self)))
    ft_flipbits_page_grab_focus (GTK_WIDGET (self));
}

const char *
ft_flipbits_page_get_status (FtFlipBitsPage *self)
{
  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

const char *
ft_flipbits_page_get_hint_text (FtFlipBitsPage *self)
{
  return self->hint_text;
}
