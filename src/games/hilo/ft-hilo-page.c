/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-hilo-card.h"
#include "ft-hilo-page.h"
#include "ft-page.h"
#include "ft-widgets.h"
#include "ft-wrap-layout.h"

/*
 * FtHiLoPage: Hi Lo Flip on screen.
 *
 * The page shows its model and turns keys and clicks into the model's
 * moves; it keeps no game state.  Keys (also in the shortcuts window):
 *
 *   Left, Right  move between the cards of your hand
 *   1 … 9        go to the first … ninth card
 *   Return       play the card you are on; otherwise do what the rules
 *                force (play the drawn card, start the next round)
 *   T            toss the chip, when no card can be played (R2)
 *   D            draw, when the tossed chip stayed on its side (R2)
 *   Ctrl+H       hint; Ctrl+Z takes back your last play
 *
 * With several people at one screen, a "pass to player N" screen hides
 * the previous hand; the "open hands" preference shows every hand instead.
 */

#define CHIP_TOSS_MS 450
#define CARDS_PER_ROW 9
#define CARDS_PER_ROW_PRESENTATION 7
#define SIDE_WIDTH 280
#define SIDE_WIDTH_PRESENTATION 420

struct _FtHiLoPage
{
  FtGameTable   parent_instance;

  FtHiLoGame   *game;           /* the table's, for short */
  guint         chip_source;

  GtkWidget    *clamp;
  GtkWidget    *pile_box;
  GtkWidget    *pile_caption;
  GtkWidget    *chip_stack;
  GtkWidget    *chip_caption;
  GtkWidget    *draw_label;
  GtkWidget    *summary_box;
  GtkWidget    *hand_caption;
  GtkWidget    *hand_box;
  GtkWidget    *toss_button;
  GtkWidget    *draw_button;
  GtkWidget    *next_button;
  GtkWidget    *players_heading;
  GtkWidget    *players_box;
  GtkWidget    *hint_label;
  GtkWidget    *side;
  GtkWidget    *over_table;
  GtkSizeGroup *card_sizes;     /* every card of the hand one size */
};

G_DEFINE_FINAL_TYPE (FtHiLoPage, ft_hilo_page, FT_TYPE_GAME_TABLE)

#define TABLE(self) FT_GAME_TABLE (self)
/* Whose cards are shown, and who acts: the table knows. */
#define open_hands(self) ft_game_table_open_hands (TABLE (self))
#define reduce_motion(self) ft_game_table_reduce_motion (TABLE (self))
#define viewer(self) ft_game_table_viewer (TABLE (self))
#define needs_pass_screen(self) ft_game_table_needs_pass_screen (TABLE (self))
#define person_acts(self) ft_game_table_person_acts (TABLE (self))

static gboolean
between_rounds (FtHiLoPage *self)
{
  FtHiLoPhase phase = ft_hilo_game_get_phase (self->game);

  return phase == FT_HILO_PHASE_ROUND_OVER || phase == FT_HILO_PHASE_GAME_OVER;
}

/* --- Drawing the model ------------------------------------------------- */

static void card_clicked_cb (FtHiLoPage *self, GtkButton *button);

static char *
status_text (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);

  return ft_hilo_status_text (self->game, needs_pass_screen (self));
}

static void
show_chip (FtHiLoPage *self,
           gboolean    animate)
{
  FtHiLoChip chip = ft_hilo_game_get_chip (self->game);
  g_autofree char *caption = NULL;

  gtk_stack_set_transition_duration (GTK_STACK (self->chip_stack),
                                     animate && !reduce_motion (self) ? CHIP_TOSS_MS : 0);
  gtk_stack_set_visible_child_name (GTK_STACK (self->chip_stack), chip == FT_HILO_CHIP_HI ? "hi" : "lo");
  caption = g_strdup_printf (chip == FT_HILO_CHIP_HI ? _("Chip: Hi, play higher") : _("Chip: Lo, play lower"));
  ft_widget_set_name (self->chip_stack, caption);
}

static void
draw_table (FtHiLoPage *self)
{
  guint top = ft_hilo_game_get_top_card (self->game);
  guint points = ft_hilo_game_get_pile_points (self->game);
  guint n_pile = ft_hilo_game_get_n_pile (self->game);
  guint n_draw = ft_hilo_game_get_n_draw (self->game);
  g_autofree char *caption = NULL;
  g_autofree char *pile_name = NULL;
  g_autofree char *draw = NULL;
  GtkWidget *face;

  ft_widget_remove_children (self->pile_box);
  gtk_widget_remove_css_class (self->pile_box, "skip");
  gtk_widget_remove_css_class (self->pile_box, "double");
  gtk_widget_remove_css_class (self->pile_box, "ten");
  gtk_widget_remove_css_class (self->pile_box, "empty");
  if (top > 0)
    {
      const char *shape = ft_hilo_card_shape (top);

      face = ft_hilo_card_face_new (top, NULL);
      if (shape)
        gtk_widget_add_css_class (self->pile_box, shape);
    }
  else
    {
      face = ft_plain_label_new (_("empty"), "ft-hilo-empty");
      gtk_widget_add_css_class (self->pile_box, "empty");
    }
  gtk_box_append (GTK_BOX (self->pile_box), face);
  pile_name = ft_hilo_pile_describe (self->game);
  ft_widget_set_name (self->pile_box, pile_name);

  {
    g_autofree char *worth = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points),
                                              points);

    /* Translators: "Pile: 3 cards, 12 points" */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u card, %s", "Pile: %u cards, %s",
                                            n_pile), n_pile, worth);
  }
  gtk_label_set_text (GTK_LABEL (self->pile_caption), caption);

  /* The chip moves on its own when a toss shows it (toss_event()). */
  if (self->chip_source == 0)
    show_chip (self, FALSE);
  gtk_label_set_text (GTK_LABEL (self->chip_caption),
                      ft_hilo_game_get_chip (self->game) == FT_HILO_CHIP_HI ? _("play higher") : _("play lower"));

  draw = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw pile: %u card", "Draw pile: %u cards",
                                       n_draw), n_draw);
  gtk_label_set_text (GTK_LABEL (self->draw_label), draw);
}

static void
draw_hand (FtHiLoPage *self)
{
  guint seat = viewer (self);
  gboolean acts = person_acts (self);
  gboolean shown = ft_game_is_started (FT_GAME (self->game)) && !needs_pass_screen (self) &&
                   (ft_game_count_people (FT_GAME (self->game)) > 0 || open_hands (self));
  guint8 cards[FT_HILO_N_CARDS];
  guint n = ft_hilo_game_get_hand (self->game, seat, cards);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;
  guint focused_card = 0;
  GtkWidget *row = NULL;
  g_autofree char *caption = NULL;

  /* The cards are rebuilt on every change: keep focus on the same card. */
  if (focused && g_object_get_data (G_OBJECT (focused), "hilo-card"))
    focused_card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focused), "hilo-card"));

  if (ft_game_count_people (FT_GAME (self->game)) == 1 && ft_game_is_person (FT_GAME (self->game), seat))
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your hand: %u card", "Your hand: %u cards", n), n);
  else
    /* Translators: "Hand of Ana: 7 cards" */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hand of %s: %u card", "Hand of %s: %u cards", n),
                               ft_game_get_name (FT_GAME (self->game), seat), n);
  gtk_label_set_text (GTK_LABEL (self->hand_caption), caption);
  gtk_widget_set_visible (self->hand_caption, shown && !between_rounds (self));

  ft_widget_remove_children (self->hand_box);
  for (guint i = 0; shown && i < n; i++)
    {
      guint card = cards[i];
      g_autofree char *key = i < 9 ? g_strdup_printf ("%u", i + 1) : NULL;
      GtkWidget *button = ft_hilo_card_button_new (self->game, card, key, acts);

      /* Presentation's larger cards wrap sooner, so a hand still fits. */
      if (i % (ft_game_table_get_presentation (TABLE (self)) ? CARDS_PER_ROW_PRESENTATION : CARDS_PER_ROW) == 0)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
          /* ... and a narrow window wraps a row again. */
          ft_wrap_layout_apply (row);
          gtk_box_append (GTK_BOX (self->hand_box), row);
        }
      gtk_size_group_add_widget (self->card_sizes, button);
      g_object_set_data (G_OBJECT (button), "hilo-card", GUINT_TO_POINTER (card));
      g_signal_connect_object (button, "clicked", G_CALLBACK (card_clicked_cb), self, G_CONNECT_SWAPPED);
      /* Each card sits in a slot of the row's full height: GTK sorts Tab
       * by the middle of each child, and a playable card is lifted, so
       * without the slots Tab would visit the lifted cards first. */
      {
        GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

        gtk_box_append (GTK_BOX (slot), button);
        gtk_box_append (GTK_BOX (row), slot);
      }

      if (card == focused_card)
        gtk_widget_grab_focus (button);
    }
  if (shown && n == 0 && !between_rounds (self))
    gtk_box_append (GTK_BOX (self->hand_box), ft_wrapped_label_new (_("No cards"), "dim-label"));
}

/* A phase whose one move is a button (toss, draw, next round) shows it;
 * the table then gives it the focus (focus_next). */
static void
draw_buttons (FtHiLoPage *self)
{
  FtHiLoPhase phase = ft_hilo_game_get_phase (self->game);
  gboolean acts = person_acts (self);

  gtk_widget_set_visible (self->toss_button, acts && phase == FT_HILO_PHASE_MUST_TOSS);
  gtk_widget_set_visible (self->draw_button, acts && phase == FT_HILO_PHASE_MUST_DRAW);
  gtk_widget_set_visible (self->next_button,
                          phase == FT_HILO_PHASE_ROUND_OVER && ft_game_waits_for_person (FT_GAME (self->game)));
}

static void
draw_summary (FtHiLoPage *self)
{
  gboolean over = ft_hilo_game_get_phase (self->game) == FT_HILO_PHASE_ROUND_OVER;

  gtk_widget_set_visible (self->summary_box, over);
  if (over)
    ft_hilo_scores_fill (self->summary_box, self->game, TRUE);
}

static void
draw_players (FtHiLoPage *self)
{
  gboolean open = open_hands (self);

  ft_hilo_players_fill (self->players_box, self->game, open ? (int) viewer (self) : -1,
                        ft_game_table_get_presentation (TABLE (self)));
}

static gboolean ft_hilo_page_focus_board (FtGameTable *table);

/* The cards are rebuilt on every change; when the focused one went (it
 * was played), focus goes back to the hand so the keys keep working. */
static void
keep_focus (FtHiLoPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (root && (focus == NULL || !gtk_widget_get_mapped (focus)) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
refresh (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);

  if (ft_game_is_over (FT_GAME (self->game)))
    ft_hilo_scores_fill (self->over_table, self->game, FALSE);
  draw_table (self);
  draw_hand (self);
  draw_buttons (self);
  draw_summary (self);
  draw_players (self);
  keep_focus (self);
}

/* --- Reacting to the model --------------------------------------------- */

static gboolean
chip_landed_cb (gpointer user_data)
{
  FtHiLoPage *self = user_data;

  self->chip_source = 0;
  show_chip (self, TRUE);
  return G_SOURCE_REMOVE;
}

/* A toss: the chip shows its edge for a moment, then crossfades to the
 * side it landed on, so a toss that stays on its side still shows; under
 * reduce motion it lands at once. */
static void
toss_event (FtHiLoPage *self)
{
  if (reduce_motion (self))
    return;
  g_clear_handle_id (&self->chip_source, g_source_remove);
  gtk_stack_set_transition_duration (GTK_STACK (self->chip_stack), 0);
  gtk_stack_set_visible_child_name (GTK_STACK (self->chip_stack), "toss");
  self->chip_source = g_timeout_add (CHIP_TOSS_MS, chip_landed_cb, self);
}

static void
event_cb (FtHiLoPage        *self,
          const char        *text,
          const FtHiLoEvent *event)
{
  if (event && event->kind == FT_HILO_EVENT_TOSS)
    toss_event (self);

  /* A turn is not logged (the status line shows whose it is), but a
   * person's turn is announced after the moves that led to it.  One move
   * causes several events (a play, a skip, a take of the pile, the
   * round's end): a screen reader hears them as one message. */
  if (event && event->kind == FT_HILO_EVENT_TURN && !ft_game_is_person (FT_GAME (self->game), (guint) event->player))
    return;
  ft_game_table_log (TABLE (self), text, !(event && event->kind == FT_HILO_EVENT_TURN));
}

/* --- Moves ------------------------------------------------------------- */

static GtkWidget *
first_card (FtHiLoPage *self)
{
  GtkWidget *row = gtk_widget_get_first_child (self->hand_box);

  GtkWidget *slot = row && GTK_IS_BOX (row) ? gtk_widget_get_first_child (row) : NULL;

  return slot ? gtk_widget_get_first_child (slot) : NULL;
}

/* The card buttons in order, for the arrow keys and the digits. */
static GPtrArray *
card_buttons (FtHiLoPage *self)
{
  GPtrArray *buttons = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (self->hand_box); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_BOX (row))
      for (GtkWidget *slot = gtk_widget_get_first_child (row); slot; slot = gtk_widget_get_next_sibling (slot))
        g_ptr_array_add (buttons, gtk_widget_get_first_child (slot));
  return buttons;
}

static void
focus_board (FtHiLoPage *self)
{
  GtkWidget *card = first_card (self);

  if (!gtk_widget_get_root (GTK_WIDGET (self)))
    return;
  if (card)
    gtk_widget_grab_focus (card);
  else
    gtk_widget_grab_focus (self->pile_box);
}

static void
play_card (FtHiLoPage *self,
           guint       card)
{
  FtHiLoPhase phase = ft_hilo_game_get_phase (self->game);
  g_autoptr(GError) error = NULL;

  if (!person_acts (self))
    return;

  if (phase == FT_HILO_PHASE_MUST_TOSS)
    {
      ft_announce (GTK_WIDGET (self), _("No card of yours can be played: toss the chip with T."));
      return;
    }
  if (phase == FT_HILO_PHASE_MUST_DRAW)
    {
      ft_announce (GTK_WIDGET (self), _("The chip stayed on its side: draw a card with D."));
      return;
    }
  if (!ft_hilo_game_can_play (self->game, card))
    {
      g_autofree char *why = NULL;

      if (phase == FT_HILO_PHASE_AFTER_DRAW)
        why = g_strdup_printf (_("You must play the card you drew, %u."), ft_hilo_game_get_drawn (self->game));
      else
        why = g_strdup_printf (ft_hilo_game_get_chip (self->game) == FT_HILO_CHIP_HI
                               ? _("%u cannot be played: on Hi, play a card higher than %u.")
                               : _("%u cannot be played: on Lo, play a card lower than %u."),
                               card, ft_hilo_game_get_top_card (self->game));
      ft_announce (GTK_WIDGET (self), why);
      return;
    }
  if (!ft_hilo_game_play (self->game, card, &error))
    ft_game_table_say_error (TABLE (self), error);
  else if (person_acts (self))
    focus_board (self);
}

static void
card_clicked_cb (FtHiLoPage *self,
                 GtkButton  *button)
{
  play_card (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "hilo-card")));
}

static void
toss_clicked_cb (FtHiLoPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_acts (self))
    return;
  if (ft_hilo_game_get_phase (self->game) != FT_HILO_PHASE_MUST_TOSS)
    {
      ft_announce (GTK_WIDGET (self), _("You toss the chip only when no card of yours can be played."));
      return;
    }
  if (!ft_hilo_game_toss (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
  focus_board (self);
}

static void
draw_clicked_cb (FtHiLoPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_acts (self))
    return;
  if (ft_hilo_game_get_phase (self->game) != FT_HILO_PHASE_MUST_DRAW)
    {
      ft_announce (GTK_WIDGET (self), _("You draw only when the tossed chip stays on its side."));
      return;
    }
  if (!ft_hilo_game_draw (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
  focus_board (self);
}

static void
next_clicked_cb (FtHiLoPage *self)
{
  g_autoptr(GError) error = NULL;

  if (ft_hilo_game_get_phase (self->game) != FT_HILO_PHASE_ROUND_OVER)
    return;
  ft_game_table_hide_hands (TABLE (self));
  if (!ft_hilo_game_next_round (self->game, &error))
    ft_game_table_say_error (TABLE (self), error);
  focus_board (self);
}

static void
reveal_clicked_cb (FtHiLoPage *self)
{
  ft_game_table_reveal (TABLE (self));
}

static void
move_focus (FtHiLoPage *self,
            int         delta,
            int         absolute)
{
  g_autoptr(GPtrArray) buttons = card_buttons (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;
  guint index = 0;
  int target;

  if (buttons->len == 0)
    return;
  if (absolute >= 0)
    target = absolute;
  else
    {
      gboolean found = focused && g_ptr_array_find (buttons, focused, &index);

      target = found ? (int) index + delta : (delta > 0 ? 0 : (int) buttons->len - 1);
    }
  if (target < 0 || target >= (int) buttons->len)
    return;
  gtk_widget_grab_focus (g_ptr_array_index (buttons, target));
}

static gboolean
key_pressed_cb (FtHiLoPage            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (ft_keyval_to_index (keyval) >= 0 && ft_keyval_to_index (keyval) < 9)
    {
      move_focus (self, 0, ft_keyval_to_index (keyval));
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      move_focus (self, -1, -1);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      move_focus (self, 1, -1);
      return TRUE;
    default:
      return FALSE;
    }
}

/* The game's verbs (T, D): each says why when the rules do not allow it
 * now, so they stay enabled. */
static void
verb_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FtHiLoPage *self = FT_HILO_PAGE (widget);

  if (g_str_equal (action_name, "hilo.toss"))
    toss_clicked_cb (self);
  else if (g_str_equal (action_name, "hilo.draw"))
    draw_clicked_cb (self);
}

/* Return, when no button has taken it: do what the rules force now. */
static gboolean
return_pressed_cb (FtHiLoPage            *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  FtHiLoAction forced;

  if (!ft_keyval_is_enter (keyval))
    return FALSE;

  if (needs_pass_screen (self))
    reveal_clicked_cb (self);
  else if (ft_hilo_game_get_phase (self->game) == FT_HILO_PHASE_ROUND_OVER)
    next_clicked_cb (self);
  else if (person_acts (self) && ft_hilo_game_get_forced_action (self->game, &forced))
    {
      if (forced.kind == FT_HILO_ACTION_TOSS)
        toss_clicked_cb (self);
      else if (forced.kind == FT_HILO_ACTION_DRAW)
        draw_clicked_cb (self);
      else if (forced.kind == FT_HILO_ACTION_PLAY)
        play_card (self, forced.card);
    }
  else if (person_acts (self))
    ft_announce (GTK_WIDGET (self), _("Pick a card with the arrow keys or 1 to 9, then press Return."));
  else
    return FALSE;
  return TRUE;
}

/* --- Hints ------------------------------------------------------------- */

/* "limited" names the legal cards only; "on" gives the engine's whole
 * hint, which names them too, then recommends one with the numbers. */
static char *
hint_text (FtGameTable *table,
           gpointer     data,
           guint        level,
           const char  *mode)
{
  FtHiLoHint *hint = data;
  GString *text = g_string_new (NULL);
  guint8 cards[FT_HILO_N_CARDS];
  guint n = ft_hilo_set_to_array (hint->legal, cards);

  if (g_str_equal (mode, "limited") && n > 0 && !hint->forced)
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (list, "%s%u", i ? ", " : "", cards[i]);
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "You may play %s.",
                                                 "You may play any of %s.", n), list->str);
      g_string_free (list, TRUE);
    }
  else
    g_string_append (text, hint->text);
  return g_string_free (text, FALSE);
}

/* The recommended card gets the focus, so Return plays it. */
static void
hint_shown (FtGameTable *table,
            gpointer     data)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);
  FtHiLoHint *hint = data;
  g_autoptr(GPtrArray) buttons = NULL;

  if (!hint->card || !person_acts (self))
    return;
  buttons = card_buttons (self);
  for (guint i = 0; i < buttons->len; i++)
    if (GPOINTER_TO_UINT (g_object_get_data (buttons->pdata[i], "hilo-card")) == hint->card)
      {
        gtk_widget_add_css_class (buttons->pdata[i], "hinted");
        gtk_widget_grab_focus (buttons->pdata[i]);
      }
}

static char *
describe (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);
  g_autofree char *status = status_text (table);
  guint top = ft_hilo_game_get_top_card (self->game);
  const char *chip = ft_hilo_chip_word (ft_hilo_game_get_chip (self->game));

  if (top == 0)
    /* Translators: "Hi Lo Flip. Chip Hi, the pile is empty. <what to do>" */
    return g_strdup_printf (_("Hi Lo Flip. Chip %s, the pile is empty. %s"), chip, status);
  /* Translators: "Hi Lo Flip. Chip Hi, top card 45. <what to do>" */
  return g_strdup_printf (_("Hi Lo Flip. Chip %s, top card %u. %s"), chip, top, status);
}

/* The game-over screen's figures: the rounds played and the winner's
 * points (the score table under it has every seat's). */
static char *
summary (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);
  guint rounds = ft_hilo_game_get_round (self->game);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u round played", "%u rounds played", rounds),
                          rounds);
}

/* --- Building ---------------------------------------------------------- */

static void hint_shown_changed_cb (FtHiLoPage *self);

/* The board's static layout is ft-hilo-page.ui, the page's template. */
static void
build_game_view (FtHiLoPage *self)
{
  gtk_box_append (GTK_BOX (self->side), ft_game_table_build_log (TABLE (self)));
  g_signal_connect_object (self->hint_label, "notify::visible", G_CALLBACK (hint_shown_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

/* --- GObject ----------------------------------------------------------- */

/* On the projector a hint (a paragraph in large text) takes the players'
 * place in the side while it is shown, so that the page still fits 720
 * px with any number of players; the status line says whose turn it is,
 * and the next move clears the hint and brings the players back. */
static void
hint_shown_changed_cb (FtHiLoPage *self)
{
  gboolean hide = ft_game_table_get_presentation (TABLE (self)) && gtk_widget_get_visible (self->hint_label);

  gtk_widget_set_visible (self->players_heading, !hide);
  gtk_widget_set_visible (self->players_box, !hide);
}

static void
presentation_changed (FtGameTable *table,
                      gboolean     presentation)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);

  ft_clamp_set_presentation (self->clamp, presentation, 1200);
  /* A hint beside the players, in larger text, needs a wider side to
   * stay short enough for the projector's height; the players say
   * themselves in a line each there. */
  gtk_widget_set_size_request (self->side, presentation ? SIDE_WIDTH_PRESENTATION : SIDE_WIDTH, -1);
  draw_hand (self);
  draw_players (self);
  hint_shown_changed_cb (self);
}

static gboolean
ft_hilo_page_focus_board (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);
  GtkWidget *card = first_card (self);

  if (gtk_widget_get_visible (self->next_button))
    return gtk_widget_grab_focus (self->next_button);
  if (gtk_widget_get_visible (self->toss_button))
    return gtk_widget_grab_focus (self->toss_button);
  if (gtk_widget_get_visible (self->draw_button))
    return gtk_widget_grab_focus (self->draw_button);
  return gtk_widget_grab_focus (card ? card : self->pile_box);
}

/* A toss, a draw, a new round: each is a phase with a control of its own. */
static guint
phase (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);

  return ft_hilo_game_get_phase (self->game) + 8 * ft_hilo_game_get_round (self->game);
}

static void
resumed (FtGameTable *table)
{
  FtHiLoPage *self = FT_HILO_PAGE (table);
  g_autofree char *text = g_strdup_printf (_("Game resumed in round %u."), ft_hilo_game_get_round (self->game));

  event_cb (self, text, NULL);
}

static void
open_hands_changed_cb (FtHiLoPage *self)
{
  ft_hilo_game_set_open_hands (self->game, open_hands (self));
}

static void
ft_hilo_page_dispose (GObject *object)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);

  g_clear_handle_id (&self->chip_source, g_source_remove);
  g_clear_object (&self->card_sizes);

  G_OBJECT_CLASS (ft_hilo_page_parent_class)->dispose (object);
}

static void
ft_hilo_page_constructed (GObject *object)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);
  GSettings *settings = ft_game_table_get_settings (TABLE (self));

  self->game = FT_HILO_GAME (ft_game_table_get_game (TABLE (self)));
  ft_hilo_game_set_open_hands (self->game, open_hands (self));
  if (settings)
    g_signal_connect_object (settings, "changed::open-hands",
                             G_CALLBACK (open_hands_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "hilo-event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);

  G_OBJECT_CLASS (ft_hilo_page_parent_class)->constructed (object);
}

/* 2 to 6 seats (R10), each with a name and an optional age (R9: Hi
 * starts with the oldest, Lo with the youngest). */
static const FtNewGameSpec new_game_spec = {
  .title = N_("New Hi Lo Flip Game"),
  .group_title = N_("Players"),
  .description = N_("The first to 75 points wins. Pile up points by taking piles and by emptying your hand first."),
  .min_players = FT_HILO_MIN_PLAYERS,
  .max_players = FT_HILO_MAX_PLAYERS,
  .default_players = 2,
  .seats_title = N_("Seats, in playing order"),
  .seats_description = N_("Each seat is a person at this screen or a computer player. Ages are optional: when every seat has one, Hi starts with the oldest player and Lo with the youngest; otherwise Hi starts with the first seat and Lo with the last."),
  .names_and_ages = TRUE,
  .width = 860,
  .height = 640,
  .clamp = 900,
};

static void
ft_hilo_page_class_init (FtHiLoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  FtGameTableClass *table_class = FT_GAME_TABLE_CLASS (klass);

  object_class->dispose = ft_hilo_page_dispose;
  object_class->constructed = ft_hilo_page_constructed;
  table_class->title = N_("Hi Lo Flip");
  table_class->help_id = "hilo";
  table_class->new_game_spec = &new_game_spec;
  table_class->hides_hands = TRUE;
  table_class->hint_for_mover = TRUE;
  table_class->refresh = refresh;
  table_class->status_text = status_text;
  table_class->describe = describe;
  table_class->summary = summary;
  table_class->focus_board = ft_hilo_page_focus_board;
  table_class->phase = phase;
  table_class->focus_next = ft_hilo_page_focus_board;
  table_class->start_default = ft_page_start_against_computer;
  table_class->resumed = resumed;
  table_class->presentation_changed = presentation_changed;
  table_class->hint_text = hint_text;
  table_class->hint_shown = hint_shown;

  ft_widget_class_add_verb (widget_class, "hilo.toss", GDK_KEY_t, verb_action);
  ft_widget_class_add_verb (widget_class, "hilo.draw", GDK_KEY_d, verb_action);

  gtk_widget_class_set_css_name (widget_class, "hilopage");

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/hilo/ft-hilo-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, clamp);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, pile_box);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, pile_caption);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, chip_stack);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, chip_caption);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, draw_label);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, summary_box);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, hand_caption);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, hand_box);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, players_heading);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, players_box);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, side);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, toss_button);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, draw_button);
  gtk_widget_class_bind_template_child (widget_class, FtHiLoPage, next_button);
  gtk_widget_class_bind_template_callback (widget_class, key_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, return_pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, toss_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, draw_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
}

static void
ft_hilo_page_init (FtHiLoPage *self)
{
  self->card_sizes = gtk_size_group_new (GTK_SIZE_GROUP_BOTH);
  gtk_widget_init_template (GTK_WIDGET (self));
  build_game_view (self);

  self->over_table = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->over_table), 24);
  gtk_grid_set_row_spacing (GTK_GRID (self->over_table), 6);
  gtk_widget_set_halign (self->over_table, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->over_table, "ft-hilo-summary");
  ft_game_table_set_over_extra (TABLE (self), self->over_table);
}

/* @names and @ages may be NULL; an age of FT_HILO_NO_AGE is "not given". */
void
ft_hilo_page_new_game (FtHiLoPage         *self,
                       guint               n_players,
                       const FtSeat       *seats,
                       const char * const *names,
                       const int          *ages,
                       guint64             seed)
{
  FtGameSetup setup = { .n_players = n_players, .has_names = names != NULL, .has_ages = ages != NULL };

  g_return_if_fail (FT_IS_HILO_PAGE (self));
  g_return_if_fail (n_players <= FT_GAME_MAX_SEATS);

  for (guint i = 0; i < n_players; i++)
    {
      setup.seats[i] = seats ? seats[i] : FT_SEAT_PERSON;
      setup.names[i] = names ? names[i] : NULL;
      setup.ages[i] = ages ? ages[i] : 0;
    }
  ft_game_table_new_game (TABLE (self), &setup, seed);
}
