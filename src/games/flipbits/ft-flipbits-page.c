/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-bit-row.h"
#include "ft-flipbits-card-button.h"
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

struct _FtFlipBitsPage
{
  FtGameTable     parent_instance;

  FtFlipBitsGame *game;           /* the table's, for short */
  int             choosing;       /* card waiting for its bit, or -1 */

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
  GtkWidget      *scores_box;
  GtkWidget      *deck_label;
  GtkWidget      *clamp;
  GtkWidget      *side;
  GtkSizeGroup   *card_sizes;     /* every OPERATION card one size */
};

G_DEFINE_FINAL_TYPE (FtFlipBitsPage, ft_flipbits_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)
/* Whose cards are shown, and who acts: the table knows. */
#define open_hands(self) ft_game_table_open_hands (TABLE (self))
#define viewer(self) ft_game_table_viewer (TABLE (self))
#define needs_pass_screen(self) ft_game_table_needs_pass_screen (TABLE (self))
#define person_acts(self) ft_game_table_person_acts (TABLE (self))

/* --- Drawing the model ------------------------------------------------- */

static void card_clicked_cb (FtFlipBitsPage *self, GtkButton *button);

static char *
status_text (FtGameTable *table)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);
  FtFlipBitsGame *game = self->game;
  guint waiting = ft_flipbits_game_get_waiting_seat (game);
  g_autofree char *name = ft_game_seat_name (FT_GAME (game), waiting);
  gboolean solo = ft_game_get_n_players (FT_GAME (game)) == 1;

  switch (ft_flipbits_game_get_wait (game))
    {
    case FT_FLIPBITS_WAIT_RESOLVE:
      if (!ft_game_is_person (FT_GAME (game), waiting))
        /* Translators: "Computer 2 (expert) may call Resolved…" */
        return g_strdup_printf (_("%s may call Resolved…"), name);
      if (solo)
        return g_strdup_printf (_("Turn %u, %d of 3 points. Can your cards turn MEMORY into the GOAL? Play cards with 1, 2 and 3, then call Resolved (R), or pass (P)."),
                                ft_flipbits_game_get_turns (game) + 1, ft_flipbits_game_get_score (game, 0));
      return g_strdup_printf (_("%s: can your cards turn MEMORY into the GOAL? Play cards with 1, 2 and 3, then call Resolved (R), or pass (P)."),
                              name);
    case FT_FLIPBITS_WAIT_DISCARD:
      if (!ft_game_is_person (FT_GAME (game), waiting))
        return g_strdup_printf (_("%s discards and draws…"), name);
      if (ft_flipbits_game_get_n_cards (game, waiting) == 0)
        return g_strdup_printf (_("%s: your hand is empty, so you only draw. Press Return."), name);
      return g_strdup_printf (_("%s: choose at least one card to discard with 1, 2 and 3 (H for your HEX card), then press Return to draw."),
                              name);
    case FT_FLIPBITS_WAIT_NOTHING:
    default:
      if (!ft_game_is_started (FT_GAME (game)))
        return g_strdup (_("Start a new game with Ctrl+N."));
      if (solo)
        return g_strdup_printf (_("You scored 3 points in %u turns."), ft_flipbits_game_get_turns (game));
      return g_strdup_printf (_("%s wins the game!"), name);
    }
}

static void
draw_board (FtFlipBitsPage *self)
{
  guint n_steps = ft_flipbits_game_get_n_steps (self->game);
  gboolean building = person_acts (self) && n_steps > 0;
  /* The challenge: the cards chosen, not what they do to MEMORY. */
  gboolean preview = !ft_flipbits_game_get_no_preview (self->game);
  guint8 goal = ft_flipbits_game_get_goal (self->game);
  guint8 before = ft_flipbits_game_get_memory (self->game);
  guint8 memory = ft_flipbits_game_memory_after (self->game, n_steps);

  ft_bit_row_set_value (FT_BIT_ROW (self->goal_row), goal);
  ft_bit_row_set_value (FT_BIT_ROW (self->memory_row), building && preview ? memory : before);
  ft_bit_row_set_highlight (FT_BIT_ROW (self->memory_row), building && preview ? memory ^ before : 0);

  if (building && preview)
    {
      char was[FT_FB_BITS + 1];
      g_autofree char *caption = NULL;

      ft_fb_bits_format (before, was);
      caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "MEMORY after your %u step (it was %s)",
                                              "MEMORY after your %u steps (it was %s)",
                                              n_steps),
                                 n_steps, was);
      gtk_label_set_text (GTK_LABEL (self->memory_caption), caption);
      ft_bit_row_set_name (FT_BIT_ROW (self->memory_row), _("memory after your steps"));
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (self->memory_caption), _("MEMORY"));
      ft_bit_row_set_name (FT_BIT_ROW (self->memory_row), _("memory"));
    }

  ft_widget_remove_children (self->steps_box);
  for (guint i = 0; building && preview && i < n_steps; i++)
    {
      g_autofree char *text = ft_flipbits_game_explain_step (self->game, i);

      gtk_box_append (GTK_BOX (self->steps_box), ft_wrapped_label_new (text, "ft-mono"));
    }
  if (building && !preview)
    {
      g_autofree char *chosen = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u card chosen: work out MEMORY in your head, then call Resolved (R).",
                                                              "%u cards chosen: work out MEMORY in your head, then call Resolved (R).",
                                                              n_steps),
                                                 n_steps);

      gtk_box_append (GTK_BOX (self->steps_box), ft_wrapped_label_new (chosen, "dim-label"));
    }
  else if (building)
    gtk_box_append (GTK_BOX (self->steps_box),
                    ft_wrapped_label_new (memory == goal ? _("MEMORY now matches the GOAL: call Resolved (R).")
                                                      : _("MEMORY does not match the GOAL yet."),
                                memory == goal ? "success" : "dim-label"));
  gtk_widget_set_visible (self->steps_box, building);
}

static void
draw_hand (FtFlipBitsPage *self)
{
  guint seat = viewer (self);
  int hex = ft_flipbits_game_get_hex (self->game, seat);
  GListModel *cards = ft_flipbits_game_get_hand (self->game, seat);
  gboolean acts = person_acts (self);
  FtFlipBitsWait wait = ft_flipbits_game_get_wait (self->game);
  gboolean discarding = acts && wait == FT_FLIPBITS_WAIT_DISCARD;
  gboolean resolving = acts && wait == FT_FLIPBITS_WAIT_RESOLVE;
  gboolean shown = !needs_pass_screen (self) && ft_game_is_started (FT_GAME (self->game));
  g_autofree char *name = ft_game_seat_name (FT_GAME (self->game), seat);
  g_autofree char *caption = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;
  int focused_card = -1;

  /* The cards are rebuilt on every change: keep focus on the same card. */
  if (focused && gtk_widget_get_parent (focused) == self->cards_box)
    focused_card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (focused), "card"));

  /* Translators: "Cards of Player 2" */
  caption = ft_game_is_you (FT_GAME (self->game), seat) ? g_strdup (_("Your cards"))
                                                               : g_strdup_printf (_("Cards of %s"), name);
  gtk_label_set_text (GTK_LABEL (self->hand_caption), caption);

  /* The HEX card. */
  if (hex >= 0)
    {
      char bits[FT_FB_BITS + 1];
      g_autofree char *label = NULL;
      g_autofree char *a11y = NULL;
      gboolean chosen = discarding && ft_flipbits_game_get_discard_hex (self->game);

      ft_fb_bits_format (hex, bits);
      label = g_strdup_printf ("HEX %c\n%s", ft_fb_hex_digit (hex), bits);
      /* Translators: "HEX card B, 1011, chosen for the discard (H)"; H is the key */
      a11y = g_strdup_printf (chosen ? _("HEX card %c, %s, chosen for the discard (H)")
                                     : _("HEX card %c, %s (H)"),
                              ft_fb_hex_digit (hex), bits);
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
  gtk_widget_set_sensitive (self->hex_button, hex >= 0);
  gtk_widget_set_visible (self->hex_button, shown);

  /* The OPERATION cards, from the hand's list model. */
  ft_widget_remove_children (self->cards_box);
  for (guint i = 0; shown && i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(FtFlipBitsCard) card = g_list_model_get_item (cards, i);
      gboolean used = resolving && ft_flipbits_game_card_is_used (self->game, i);
      gboolean chosen = discarding && (ft_flipbits_game_get_discard_mask (self->game) >> i) & 1;
      GtkWidget *button = ft_flipbits_card_button_new (card, i + 1, used, chosen);

      gtk_size_group_add_widget (self->card_sizes, button);
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
  gboolean resolving = acts && wait == FT_FLIPBITS_WAIT_RESOLVE;
  gboolean discarding = acts && wait == FT_FLIPBITS_WAIT_DISCARD;
  guint seat = ft_flipbits_game_get_waiting_seat (self->game);

  gtk_widget_set_visible (self->resolved_button, resolving);
  gtk_widget_set_visible (self->undo_button, resolving);
  gtk_widget_set_visible (self->pass_button, resolving);
  gtk_widget_set_sensitive (self->resolved_button, ft_flipbits_game_get_n_steps (self->game) > 0);
  gtk_widget_set_sensitive (self->undo_button, ft_game_can_undo (FT_GAME (self->game)));

  gtk_widget_set_visible (self->discard_button, discarding);
  gtk_widget_set_sensitive (self->discard_button,
                            discarding && (ft_flipbits_game_get_discard_mask (self->game) != 0 ||
                                           ft_flipbits_game_get_n_cards (self->game, seat) == 0));
  gtk_widget_set_visible (self->chooser_box, resolving && self->choosing >= 0);
  /* R, P and H: while the bit chooser is open, its keys are its own. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "flipbits.resolve", resolving && self->choosing < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "flipbits.pass", resolving && self->choosing < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "flipbits.hex", discarding);
}

static void
draw_side (FtFlipBitsPage *self)
{
  guint n = ft_game_get_n_players (FT_GAME (self->game));
  guint n_op_deck, n_op_discard, n_hex_deck;
  g_autofree char *deck = NULL;

  ft_widget_remove_children (self->scores_box);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = ft_game_seat_name (FT_GAME (self->game), i);
      g_autofree char *line = NULL;
      GtkWidget *label;
      int score = ft_flipbits_game_get_score (self->game, i);
      guint n_warnings = ft_flipbits_game_get_warnings (self->game, i);
      guint n_hand = ft_flipbits_game_get_n_cards (self->game, i);

      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                              ABS (score)), score);
      g_autofree char *warnings = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                                n_warnings), n_warnings);
      g_autofree char *n_cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards",
                                                               n_hand), n_hand);

      /* Solo has no warnings (R10); the turn count is the score to beat. */
      if (n == 1)
        /* Translators: "You: 1 point, 3 cards, turn 4" */
        line = g_strdup_printf (_("%s: %s, %s, turn %u"), name, points, n_cards,
                                ft_flipbits_game_get_turns (self->game) + 1);
      else
        /* Translators: "Player 2: 1 point, 1 warning, 3 cards" */
        line = g_strdup_printf (_("%s: %s, %s, %s"), name, points, warnings, n_cards);
      label = ft_wrapped_label_new (line, i == ft_flipbits_game_get_current (self->game) ? "heading" : NULL);
      gtk_box_append (GTK_BOX (self->scores_box), label);

      if (open_hands (self) && i != viewer (self) && n > 1)
        {
          g_autofree char *cards = ft_flipbits_game_hand_to_string (self->game, i);
          g_autofree char *open = NULL;
          int hex = ft_flipbits_game_get_hex (self->game, i);

          open = hex >= 0
            ? g_strdup_printf (_("    open hand: %s, HEX %c"), cards, ft_fb_hex_digit (hex))
            : g_strdup_printf (_("    open hand: %s, no HEX card"), cards);
          gtk_box_append (GTK_BOX (self->scores_box), ft_wrapped_label_new (open, "ft-mono"));
        }
    }

  /* Translators: "OPERATION deck: 18 cards, discard pile: 6" */
  ft_flipbits_game_get_decks (self->game, &n_op_deck, &n_op_discard, &n_hex_deck);
  deck = g_strdup_printf (_("OPERATION deck: %u cards, discard pile: %u. HEX deck: %u."),
                          n_op_deck, n_op_discard, n_hex_deck);
  gtk_label_set_text (GTK_LABEL (self->deck_label), deck);
}

static void
refresh (FtGameTable *table)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);

  draw_board (self);
  draw_hand (self);
  draw_buttons (self);
  draw_side (self);
}

/* --- Actions ----------------------------------------------------------- */

static void
add_step (FtFlipBitsPage *self,
          guint           card,
          guint8          operand)
{
  g_autoptr(GError) error = NULL;

  self->choosing = -1;
  if (!ft_flipbits_game_add_step (self->game, card, operand, &error))
    ft_game_table_say_error (TABLE (self), error);
  else
    {
      g_autofree char *text = ft_flipbits_game_explain_step (self->game,
                                                             ft_flipbits_game_get_n_steps (self->game) - 1);

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
  guint8 choices[FT_FB_BITS];
  int bits[FT_FB_BITS];
  guint n = ft_flipbits_game_card_choices (self->game, card_index, choices, bits);
  GtkWidget *first = NULL;
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  /* In MEMORY's order: bit 3 on the left, bit 0 on the right, so the
   * button under a bit is the one that flips it. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && bits[j] > bits[j - 1]; j--)
      {
        int bit = bits[j];
        guint8 choice = choices[j];

        bits[j] = bits[j - 1];
        choices[j] = choices[j - 1];
        bits[j - 1] = bit;
        choices[j - 1] = choice;
      }

  ft_widget_remove_children (self->chooser_box);
  self->choosing = card_index;
  gtk_box_append (GTK_BOX (self->chooser_box),
                  ft_wrapped_label_new (_("Which bit? Use the arrow keys and Return, or Escape to cancel."), NULL));
  gtk_box_append (GTK_BOX (self->chooser_box), buttons);
  for (guint i = 0; i < n; i++)
    {
      int bit = bits[i];
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

static gboolean focus_next (FtGameTable *table);

/* A card chosen for the discard: Discard and Draw is the next control
 * (Return presses it).  Until one is chosen it cannot be pressed, and
 * the hand keeps the focus (so the keys keep working). */
static void
focus_discard (FtFlipBitsPage *self)
{
  if (gtk_widget_get_root (GTK_WIDGET (self)))
    focus_next (TABLE (self));
}

static void
activate_card (FtFlipBitsPage *self,
               guint           index)
{
  guint seat = ft_flipbits_game_get_waiting_seat (self->game);

  if (!person_acts (self) || needs_pass_screen (self) || index >= ft_flipbits_game_get_n_cards (self->game, seat))
    return;

  if (ft_flipbits_game_get_wait (self->game) == FT_FLIPBITS_WAIT_DISCARD)
    {
      ft_flipbits_game_toggle_discard (self->game, index);
      focus_discard (self);
      return;
    }

  if (ft_flipbits_game_card_is_used (self->game, index))
    {
      ft_announce (GTK_WIDGET (self), _("That card is already in your solve: each card is used once."));
      return;
    }
  if (ft_flipbits_game_card_asks_operand (self->game, index))
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
    {
      ft_flipbits_game_toggle_discard_hex (self->game);
      focus_discard (self);
    }
}

static void
resolved_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_acts (self) || ft_flipbits_game_get_n_steps (self->game) == 0)
    {
      ft_announce (GTK_WIDGET (self), _("Play at least one card first (1, 2 or 3)."));
      return;
    }
  if (!ft_flipbits_game_call_resolved (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
}

static void
pass_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (person_acts (self) && !ft_flipbits_game_pass (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
}

static void
undo_clicked_cb (FtFlipBitsPage *self)
{
  ft_game_undo (FT_GAME (self->game));
}

static void
discard_clicked_cb (FtFlipBitsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (person_acts (self) && !ft_flipbits_game_discard (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
}

static void
reveal_clicked_cb (FtFlipBitsPage *self)
{
  ft_game_table_reveal (TABLE (self));
}

static gboolean
key_pressed_cb (FtFlipBitsPage        *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
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
    default:
      return FALSE;
    }
}

/* The game's verbs, enabled in their phase (draw_buttons()): Resolved
 * (R) and Pass (P) while resolving, the HEX card (H) while discarding. */
static void
verb_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (widget);

  if (g_str_equal (action_name, "flipbits.resolve"))
    resolved_clicked_cb (self);
  else if (g_str_equal (action_name, "flipbits.pass"))
    pass_clicked_cb (self);
  else if (g_str_equal (action_name, "flipbits.hex"))
    hex_clicked_cb (self);
}

/* Return, when no button has taken it: commit what the turn asks for. */
static gboolean
return_pressed_cb (FtFlipBitsPage        *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  if (!ft_keyval_is_enter (keyval))
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

/* Three levels, each a step further; "limited" stops at the first. */
static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtFbHint *hint = data;
  guint max_level = g_str_equal (mode, "limited") ? 1 : FT_FB_N_HINT_LEVELS;
  GString *text = g_string_new (NULL);
  g_autofree char *solve = NULL;

  level = MIN (level, max_level);
  solve = ft_fb_hint_text (hint, level - 1);
  g_string_append (text, solve);

  if (hint->has_advice && max_level > 1)
    {
      g_autofree char *advice = ft_fb_hint_advice_text (hint, 3);

      g_string_append_printf (text, "\n%s", advice);
    }
  if (level < max_level && hint->can_solve)
    g_string_append_printf (text, "\n%s", _("Press Ctrl+H again for more."));
  return g_string_free (text, FALSE);
}

static char *
describe (FtGameTable *table)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);
  char goal[FT_FB_BITS + 1], memory[FT_FB_BITS + 1];
  g_autofree char *status = status_text (table);

  ft_fb_bits_format (ft_flipbits_game_get_goal (self->game), goal);
  ft_fb_bits_format (ft_flipbits_game_get_memory (self->game), memory);
  /* Translators: "FLIP BITS. GOAL 1011, MEMORY 0101. <what to do>" */
  return g_strdup_printf (_("FLIP BITS. GOAL %s, MEMORY %s. %s"), goal, memory, status);
}

/* The game-over screen's figures: the model words them. */
static char *
summary (FtGameTable *table)
{
  return ft_flipbits_game_summary (FT_FLIPBITS_PAGE (table)->game);
}

/* --- Building ---------------------------------------------------------- */

/* The board's static layout is ft-flipbits-page.ui, the page's template. */
static void
build_game_view (FtFlipBitsPage *self)
{
  GtkWidget *secondary_box;

  secondary_box = ft_game_table_build_log (TABLE (self));
  self->deck_label = ft_wrapped_label_new (NULL, "dim-label");
  gtk_box_prepend (GTK_BOX (secondary_box), self->deck_label);
  gtk_box_append (GTK_BOX (self->side), secondary_box);
}

/* --- GObject ----------------------------------------------------------- */

/* The scores and the hint stay beside the board in presentation mode too,
 * so that the cards stay above the fold on a 1280x720 projector. */
static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);

  ft_clamp_set_presentation (self->clamp, presentation, 1100);
  /* A long hint (the discard advice) in larger text needs a wider side to
   * stay within the projector's height; the hand keeps one row. */
  gtk_widget_set_size_request (self->side, presentation ? 340 : 260, -1);
}

static void
reset (FtGameTable *table)
{
  FT_FLIPBITS_PAGE (table)->choosing = -1;
}

/* A solo game, so the page is never empty (Ctrl+N sets up a game with
 * others). */
static void
start_default (FtGameTable *table)
{
  ft_flipbits_page_new_game (FT_FLIPBITS_PAGE (table), 1, NULL, (guint64) g_get_real_time ());
}

static gboolean
focus_board (FtGameTable *table)
{
  return gtk_widget_grab_focus (FT_FLIPBITS_PAGE (table)->memory_row);
}

/* A new turn (or the next player's): its resolve window, its discard. */
static guint
phase (FtGameTable *table)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);

  return ft_flipbits_game_get_wait (self->game) + 4 * ft_flipbits_game_get_turns (self->game);
}

/* After the computer's turn or the resolve window: the hand (its first
 * card that can be played), or Discard and Draw when it can be pressed. */
static gboolean
focus_next (FtGameTable *table)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (table);

  if (gtk_widget_get_visible (self->discard_button) && gtk_widget_is_sensitive (self->discard_button))
    return gtk_widget_grab_focus (self->discard_button);
  for (GtkWidget *card = gtk_widget_get_first_child (self->cards_box); card; card = gtk_widget_get_next_sibling (card))
    if (GTK_IS_BUTTON (card) && gtk_widget_is_sensitive (card))
      return gtk_widget_grab_focus (card);
  return focus_board (table);
}

static void
ft_flipbits_page_dispose (GObject *object)
{
  g_clear_object (&FT_FLIPBITS_PAGE (object)->card_sizes);

  G_OBJECT_CLASS (ft_flipbits_page_parent_class)->dispose (object);
}

static void
ft_flipbits_page_constructed (GObject *object)
{
  FtFlipBitsPage *self = FT_FLIPBITS_PAGE (object);

  self->game = FT_FLIPBITS_GAME (ft_game_table_get_game (TABLE (self)));

  G_OBJECT_CLASS (ft_flipbits_page_parent_class)->constructed (object);
}

static const FtNewGameSpec new_game_spec = {
  .title = N_("New FLIP BITS Game"),
  .group_title = N_("Players"),
  .description = N_("Alone, score 3 points in as few turns as you can. With others, the first to 3 points wins."),
  .min_players = 1,
  .max_players = FT_FB_MAX_PLAYERS,
  .default_players = 2,
  .seats_title = N_("Seats"),
  .seats_description = N_("Each seat is a person at this screen or a computer player."),
  .width = 620,
  .height = 560,
  .options = {
    { "mask-chosen", N_("Mask chosen when played"),
      N_("MASK cards show no bit: you choose the bit when you play one, as for FLIP BIT.") },
    { "keep-equal-goal", N_("Keep a GOAL equal to MEMORY"),
      N_("A new GOAL that equals MEMORY stays instead of being drawn again.") },
    { "no-preview", N_("Challenge: no preview"),
      N_("MEMORY does not change on screen as you choose cards: solve in your head; a wrong solve earns a warning as usual.") },
  },
};

static void
ft_flipbits_page_class_init (FtFlipBitsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->dispose = ft_flipbits_page_dispose;
  object_class->constructed = ft_flipbits_page_constructed;
  table_class->title = "FLIP BITS";
  table_class->help_id = "flipbits";
  table_class->new_game_spec = &new_game_spec;
  table_class->hides_hands = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->summary = summary;
  table_class->focus_board = focus_board;
  table_class->phase = phase;
  table_class->focus_next = focus_next;
  table_class->start_default = start_default;
  table_class->reset = reset;
  table_class->presentation_changed = presentation_changed;
  table_class->hint_text = hint_text;

  ft_widget_class_add_verb (widget_class, "flipbits.resolve", GDK_KEY_r, verb_action);
  ft_widget_class_add_verb (widget_class, "flipbits.pass", GDK_KEY_p, verb_action);
  ft_widget_class_add_verb (widget_class, "flipbits.hex", GDK_KEY_h, verb_action);
  /* Backspace takes back the last step, as Undo does. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "game.undo", NULL);

  gtk_widget_class_set_css_name (widget_class, "flipbitspage");

  g_type_ensure (FT_TYPE_BIT_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/flipbits/ft-flipbits-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, clamp);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, goal_row);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, memory_row);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, memory_caption);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, steps_box);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, hand_caption);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, hex_button);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, cards_box);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, chooser_box);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, scores_box);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, side);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, resolved_button);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, pass_button);
  gtk_widget_class_bind_template_child (widget_class, FtFlipBitsPage, discard_button);
  gtk_widget_class_bind_template_callback (widget_class, key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, return_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, hex_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, resolved_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, undo_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, pass_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, discard_clicked_cb);
}

static void
ft_flipbits_page_init (FtFlipBitsPage *self)
{
  self->choosing = -1;
  self->card_sizes = gtk_size_group_new (GTK_SIZE_GROUP_BOTH);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_game_view (self);
}

FtFlipBitsGame *
ft_flipbits_page_get_game (FtFlipBitsPage *self)
{
  g_return_val_if_fail (FT_IS_FLIPBITS_PAGE (self), NULL);
  return self->game;
}

void
ft_flipbits_page_new_game (FtFlipBitsPage *self,
                           guint           n_players,
                           const FtSeat   *seats,
                           guint64         seed)
{
  FtGameSetup setup = { .n_players = n_players };

  g_return_if_fail (FT_IS_FLIPBITS_PAGE (self));

  for (guint i = 0; i < n_players && i < FT_GAME_MAX_SEATS; i++)
    setup.seats[i] = seats ? seats[i] : FT_SEAT_PERSON;
  ft_game_table_new_game (TABLE (self), &setup, seed);
}

const char *
ft_flipbits_page_get_hint_text (FtFlipBitsPage *self)
{
  return ft_game_table_get_hint_text (TABLE (self));
}
