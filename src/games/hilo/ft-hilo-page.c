/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-hilo-new-dialog.h"
#include "ft-hilo-page.h"
#include "ft-page.h"
#include "ft-widgets.h"

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

#define COMPUTER_DELAY_MS 900
#define CHIP_TOSS_MS 450
#define CARDS_PER_ROW 9
#define CARDS_PER_ROW_PRESENTATION 7

struct _FtHiLoPage
{
  GtkWidget     parent_instance;

  GSettings    *settings;
  FtHiLoGame   *game;
  gboolean      presentation;
  guint         computer_delay;
  guint         computer_source;
  guint         chip_source;
  int           revealed;       /* the person whose cards are shown, or -1 */
  guint         serial;         /* bumped on every change, for hints */


  FtHiLoHint   *hint;
  guint         hint_serial;
  GCancellable *hint_cancellable;
  char         *hint_text;

  GtkWidget    *stack;
  GtkWidget    *clamp;
  GtkWidget    *status_label;
  GtkWidget    *pile_box;
  GtkWidget    *pile_caption;
  GtkWidget    *chip_stack;
  GtkWidget    *chip_caption;
  GtkWidget    *draw_label;
  GtkWidget    *hint_label;
  GtkWidget    *summary_box;
  GtkWidget    *hand_caption;
  GtkWidget    *hand_box;
  GtkWidget    *toss_button;
  GtkWidget    *draw_button;
  GtkWidget    *next_button;
  GtkWidget    *undo_button;
  GtkWidget    *players_box;
  GtkWidget    *secondary_box;
  GtkWidget    *log_list;
  GtkWidget    *pass_page;
  GtkWidget    *reveal_button;
  GtkWidget    *over_page;
  GtkWidget    *over_table;
};

static void ft_hilo_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtHiLoPage, ft_hilo_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_hilo_page_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_COMPUTER_DELAY,
  PROP_PRESENTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* --- Small widgets ------------------------------------------------------ */

/* A label that never wraps, for rows of cards (a wrapping label in a
 * horizontal box trips GTK 4.8's height-for-width check). */
static GtkWidget *
plain_label (const char *text,
             const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)))
    gtk_widget_unparent (child);
}

static const char *
chip_word (FtHiLoChip chip)
{
  return chip == FT_HILO_CHIP_HI ? _("Hi") : _("Lo");
}

/* --- Cards --------------------------------------------------------------- */

/* The badge a special card wears, in words (R1, R4, R5). */
static const char *
card_badge (guint card)
{
  if (ft_hilo_card_is_skip (card))
    return _("skip");
  if (ft_hilo_card_is_double (card))
    return _("play again");
  if (ft_hilo_card_points (card) == 10)
    return _("10 points");
  return NULL;
}

static const char *
card_shape (guint card)
{
  if (ft_hilo_card_is_skip (card))
    return "skip";
  if (ft_hilo_card_is_double (card))
    return "double";
  if (ft_hilo_card_points (card) == 10)
    return "ten";
  return NULL;
}

/**
 * ft_hilo_card_describe:
 *
 * A card's number and effect, as its accessible name says it: "87",
 * "41: next player draws and loses a turn", "32: play another card",
 * "70: worth 10 points".
 */
char *
ft_hilo_card_describe (guint card,
                       guint n_players)
{
  if (ft_hilo_card_is_skip (card))
    return n_players == 2
      /* Translators: a 1-card with two players (R4) */
      ? g_strdup_printf (_("%u: the other player draws and you take another turn"), card)
      : g_strdup_printf (_("%u: next player draws and loses a turn"), card);
  if (ft_hilo_card_is_double (card))
    return g_strdup_printf (_("%u: play another card"), card);
  if (ft_hilo_card_points (card) == 10)
    return g_strdup_printf (_("%u: worth 10 points"), card);
  return g_strdup_printf ("%u", card);
}

/* The face of a card: an optional key, the number, the badge. */
static GtkWidget *
card_face (guint       card,
           const char *key)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *badge = card_badge (card);
  g_autofree char *number = g_strdup_printf ("%u", card);

  gtk_box_append (GTK_BOX (box), plain_label (key ? key : " ", "ft-hilo-key"));
  gtk_box_append (GTK_BOX (box), plain_label (number, "ft-hilo-number"));
  gtk_box_append (GTK_BOX (box), plain_label (badge ? badge : " ", "ft-hilo-badge"));
  if (badge == NULL)
    gtk_widget_add_css_class (gtk_widget_get_last_child (box), "empty");
  return box;
}

static void
add_card_classes (GtkWidget *widget,
                  guint      card)
{
  const char *shape = card_shape (card);

  gtk_widget_add_css_class (widget, "ft-hilo-card");
  if (shape)
    gtk_widget_add_css_class (widget, shape);
}

/* --- Whose cards are shown --------------------------------------------- */

static gboolean
open_hands (FtHiLoPage *self)
{
  return self->settings && g_settings_get_boolean (self->settings, "open-hands");
}

static gboolean
reduce_motion (FtHiLoPage *self)
{
  return self->settings && g_settings_get_boolean (self->settings, "reduce-motion");
}

static const FtHiLoState *
state_of (FtHiLoPage *self)
{
  return ft_hilo_game_get_state (self->game);
}

static gboolean
between_rounds (FtHiLoPage *self)
{
  FtHiLoPhase phase = state_of (self)->phase;

  return phase == FT_HILO_PHASE_ROUND_OVER || phase == FT_HILO_PHASE_GAME_OVER;
}

/* The seat whose hand the screen shows (and whom the hint is for). */
static guint
viewer (FtHiLoPage *self)
{
  FtHiLoGame *game = self->game;
  guint n_people = ft_hilo_game_count_people (game);
  guint current = state_of (self)->current;

  if (n_people == 0 || (open_hands (self) && !ft_hilo_game_is_person (game, current)))
    return current;
  if (n_people == 1)
    for (guint i = 0; i < ft_hilo_game_get_n_players (game); i++)
      if (ft_hilo_game_is_person (game, i))
        return i;
  if (ft_hilo_game_is_person (game, current) &&
      (open_hands (self) || (int) current == self->revealed))
    return current;
  return self->revealed >= 0 ? (guint) self->revealed : current;
}

static gboolean
needs_pass_screen (FtHiLoPage *self)
{
  guint current = state_of (self)->current;

  return ft_hilo_game_is_started (self->game) &&
         !between_rounds (self) &&
         ft_hilo_game_is_person (self->game, current) &&
         ft_hilo_game_count_people (self->game) > 1 &&
         !open_hands (self) &&
         (int) current != self->revealed;
}

/* A person must move now, and their cards are on the screen. */
static gboolean
person_acts (FtHiLoPage *self)
{
  return ft_hilo_game_waits_for_person (self->game) &&
         !between_rounds (self) &&
         !needs_pass_screen (self) &&
         viewer (self) == state_of (self)->current;
}

/* --- Drawing the model ------------------------------------------------- */

static void card_clicked_cb (FtHiLoPage *self, GtkButton *button);
static void schedule_computer (FtHiLoPage *self);

/* What the acting person must do, or who is acting, in one sentence. */
static char *
status_text (FtHiLoPage *self)
{
  const FtHiLoState *st = state_of (self);
  const char *name;
  guint top = ft_hilo_state_top_card (st);
  const char *chip = chip_word (st->chip);

  if (!ft_hilo_game_is_started (self->game))
    return g_strdup (_("Start a new game with Ctrl+N."));

  name = ft_hilo_game_get_name (self->game, st->current);
  if (st->phase == FT_HILO_PHASE_GAME_OVER)
    {
      gint winner = ft_hilo_state_game_winner (st);

      return g_strdup_printf (_("%s wins the game with %u points."),
                              ft_hilo_game_get_name (self->game, MAX (winner, 0)),
                              st->totals[MAX (winner, 0)]);
    }
  if (st->phase == FT_HILO_PHASE_ROUND_OVER)
    {
      const char *winner = ft_hilo_game_get_name (self->game, MAX (st->round_winner, 0));

      if (ft_hilo_game_count_people (self->game) > 0)
        /* Translators: "Round 2 is over: Ana won it. Press Return for the next round." */
        return g_strdup_printf (_("Round %u is over: %s won it. Press Return for the next round."),
                                st->round, winner);
      return g_strdup_printf (_("Round %u is over: %s won it."), st->round, winner);
    }
  if (!ft_hilo_game_is_person (self->game, st->current))
    /* Translators: "Computer 2 (expert) is playing…" */
    return g_strdup_printf (_("%s is playing…"), name);
  if (needs_pass_screen (self))
    return g_strdup_printf (_("Pass to %s."), name);

  switch (st->phase)
    {
    case FT_HILO_PHASE_MUST_PLAY:
      if (top == 0)
        return g_strdup_printf (_("%s: start the pile with any card. Pick one with the arrow keys or 1 to 9, then press Return."),
                                name);
      return g_strdup_printf (st->chip == FT_HILO_CHIP_HI
                              ? _("%s: the chip shows Hi and the top card is %u: play a higher card. Pick it with the arrow keys or 1 to 9, then press Return.")
                              : _("%s: the chip shows Lo and the top card is %u: play a lower card. Pick it with the arrow keys or 1 to 9, then press Return."),
                              name, top);
    case FT_HILO_PHASE_MUST_TOSS:
      return g_strdup_printf (st->chip == FT_HILO_CHIP_HI
                              ? _("%s: no card in your hand is higher than %u. Toss the chip (T).")
                              : _("%s: no card in your hand is lower than %u. Toss the chip (T)."),
                              name, top);
    case FT_HILO_PHASE_AFTER_TOSS_PLAY:
      return g_strdup_printf (_("%s: the chip turned to %s, so every card of yours can be played on %u. Pick one and press Return."),
                              name, chip, top);
    case FT_HILO_PHASE_MUST_DRAW:
      return g_strdup_printf (_("%s: the chip stayed on %s. Draw a card (D)."), name, chip);
    case FT_HILO_PHASE_AFTER_DRAW:
      return g_strdup_printf (_("%s: you drew %u and it can be played on %u, so you must play it. Press Return."),
                              name, st->drawn, top);
    case FT_HILO_PHASE_MUST_RESET:
      return g_strdup_printf (_("%s: reset play. %s takes the pile (%u points); start a new pile with any card and press Return."),
                              name, ft_hilo_game_get_name (self->game, MAX (st->taker, 0)),
                              ft_hilo_state_pile_points (st));
    case FT_HILO_PHASE_SECOND_CARD_FOR_2:
      return g_strdup_printf (st->chip == FT_HILO_CHIP_HI
                              ? _("%s: after your 2-card play a second card, higher than %u. Pick it and press Return.")
                              : _("%s: after your 2-card play a second card, lower than %u. Pick it and press Return."),
                              name, top);
    case FT_HILO_PHASE_ROUND_OVER:
    case FT_HILO_PHASE_GAME_OVER:
    default:
      return g_strdup ("");
    }
}

static void
show_chip (FtHiLoPage *self,
           gboolean    animate)
{
  FtHiLoChip chip = state_of (self)->chip;
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
  const FtHiLoState *st = state_of (self);
  guint top = ft_hilo_state_top_card (st);
  guint points = ft_hilo_state_pile_points (st);
  g_autofree char *caption = NULL;
  g_autofree char *pile_name = NULL;
  g_autofree char *draw = NULL;
  GtkWidget *face;

  clear_box (self->pile_box);
  gtk_widget_remove_css_class (self->pile_box, "skip");
  gtk_widget_remove_css_class (self->pile_box, "double");
  gtk_widget_remove_css_class (self->pile_box, "ten");
  gtk_widget_remove_css_class (self->pile_box, "empty");
  if (top > 0)
    {
      g_autofree char *described = ft_hilo_card_describe (top, st->n_players);
      const char *shape = card_shape (top);

      face = card_face (top, NULL);
      if (shape)
        gtk_widget_add_css_class (self->pile_box, shape);
      /* Translators: "Top card 41: next player draws…; the pile has 6 cards worth 15 points" */
      g_autofree char *worth = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points),
                                                points);

      pile_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Top card %s; the pile has %u card worth %s",
                                                "Top card %s; the pile has %u cards worth %s",
                                                st->n_pile),
                                   described, st->n_pile, worth);
    }
  else
    {
      face = plain_label (_("empty"), "ft-hilo-empty");
      gtk_widget_add_css_class (self->pile_box, "empty");
      pile_name = g_strdup (_("The pile is empty"));
    }
  gtk_box_append (GTK_BOX (self->pile_box), face);
  ft_widget_set_name (self->pile_box, pile_name);

  {
    g_autofree char *worth = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points),
                                              points);

    /* Translators: "Pile: 3 cards, 12 points" */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pile: %u card, %s", "Pile: %u cards, %s",
                                            st->n_pile), st->n_pile, worth);
  }
  gtk_label_set_text (GTK_LABEL (self->pile_caption), caption);

  /* The chip moves on its own when a toss shows it (toss_event()). */
  if (self->chip_source == 0)
    show_chip (self, FALSE);
  gtk_label_set_text (GTK_LABEL (self->chip_caption),
                      st->chip == FT_HILO_CHIP_HI ? _("play higher") : _("play lower"));

  draw = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw pile: %u card", "Draw pile: %u cards",
                                       st->n_draw), st->n_draw);
  gtk_label_set_text (GTK_LABEL (self->draw_label), draw);
}

static void
draw_hand (FtHiLoPage *self)
{
  const FtHiLoState *st = state_of (self);
  guint seat = viewer (self);
  gboolean acts = person_acts (self);
  gboolean shown = ft_hilo_game_is_started (self->game) && !needs_pass_screen (self) &&
                   (ft_hilo_game_count_people (self->game) > 0 || open_hands (self));
  FtHiLoSet legal = ft_hilo_state_legal_cards (st);
  guint8 cards[FT_HILO_N_CARDS];
  guint n = ft_hilo_set_to_array (st->hands[seat], cards);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focused = root ? gtk_root_get_focus (root) : NULL;
  guint focused_card = 0;
  GtkWidget *row = NULL;
  g_autofree char *caption = NULL;

  /* The cards are rebuilt on every change: keep focus on the same card. */
  if (focused && g_object_get_data (G_OBJECT (focused), "hilo-card"))
    focused_card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focused), "hilo-card"));

  if (ft_hilo_game_count_people (self->game) == 1 && ft_hilo_game_is_person (self->game, seat))
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Your hand: %u card", "Your hand: %u cards", n), n);
  else
    /* Translators: "Hand of Ana: 7 cards" */
    caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Hand of %s: %u card", "Hand of %s: %u cards", n),
                               ft_hilo_game_get_name (self->game, seat), n);
  gtk_label_set_text (GTK_LABEL (self->hand_caption), caption);
  gtk_widget_set_visible (self->hand_caption, shown && !between_rounds (self));

  clear_box (self->hand_box);
  for (guint i = 0; shown && i < n; i++)
    {
      guint card = cards[i];
      g_autofree char *key = i < 9 ? g_strdup_printf ("%u", i + 1) : NULL;
      g_autofree char *described = ft_hilo_card_describe (card, st->n_players);
      g_autofree char *a11y = NULL;
      gboolean playable = ft_hilo_set_has (legal, card);
      GtkWidget *button = gtk_button_new ();

      /* Presentation's larger cards wrap sooner, so a hand still fits. */
      if (i % (self->presentation ? CARDS_PER_ROW_PRESENTATION : CARDS_PER_ROW) == 0)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
          gtk_box_append (GTK_BOX (self->hand_box), row);
        }
      gtk_button_set_child (GTK_BUTTON (button), card_face (card, key));
      add_card_classes (button, card);
      if (acts && !playable)
        gtk_widget_add_css_class (button, "unplayable");
      if (acts && playable)
        gtk_widget_add_css_class (button, "playable");

      /* Translators: "41: next player draws and loses a turn, cannot be played now" */
      if (acts && st->phase == FT_HILO_PHASE_AFTER_DRAW && card == st->drawn)
        a11y = g_strdup_printf (_("%s, just drawn"), described);
      else if (acts && !playable)
        a11y = g_strdup_printf (_("%s, cannot be played now"), described);
      else
        a11y = g_strdup (described);
      ft_widget_set_name (button, a11y);
      g_object_set_data (G_OBJECT (button), "hilo-card", GUINT_TO_POINTER (card));
      g_signal_connect_object (button, "clicked", G_CALLBACK (card_clicked_cb), self, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (row), button);

      if (card == focused_card)
        gtk_widget_grab_focus (button);
    }
  if (shown && n == 0 && !between_rounds (self))
    gtk_box_append (GTK_BOX (self->hand_box), ft_wrapped_label_new (_("No cards"), "dim-label"));
}

static void
draw_buttons (FtHiLoPage *self)
{
  const FtHiLoState *st = state_of (self);
  gboolean acts = person_acts (self);

  gtk_widget_set_visible (self->toss_button, acts && st->phase == FT_HILO_PHASE_MUST_TOSS);
  gtk_widget_set_visible (self->draw_button, acts && st->phase == FT_HILO_PHASE_MUST_DRAW);
  gtk_widget_set_visible (self->next_button,
                          st->phase == FT_HILO_PHASE_ROUND_OVER && ft_hilo_game_waits_for_person (self->game));
  gtk_widget_set_visible (self->undo_button, ft_hilo_game_can_undo (self->game));
}

/* "Ana: 14 points this round, 39 in all" per seat, best first. */
static void
fill_score_table (FtHiLoPage *self,
                  GtkWidget  *grid,
                  gboolean    with_round)
{
  const FtHiLoState *st = state_of (self);
  guint order[FT_HILO_MAX_PLAYERS];
  guint n = st->n_players;

  clear_box (grid);
  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && st->totals[order[j]] > st->totals[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  gtk_grid_attach (GTK_GRID (grid), plain_label (_("Player"), "heading"), 0, 0, 1, 1);
  if (with_round)
    gtk_grid_attach (GTK_GRID (grid), plain_label (_("This round"), "heading"), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), plain_label (_("Total"), "heading"), 2, 0, 1, 1);
  for (guint r = 0; r < n; r++)
    {
      guint p = order[r];
      g_autofree char *round = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                             st->points[p]), st->points[p]);
      g_autofree char *total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                             st->totals[p]), st->totals[p]);
      GtkWidget *name = plain_label (ft_hilo_game_get_name (self->game, p), NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_grid_attach (GTK_GRID (grid), name, 0, r + 1, 1, 1);
      if (with_round)
        gtk_grid_attach (GTK_GRID (grid), plain_label (round, NULL), 1, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), plain_label (total, r == 0 ? "heading" : NULL), 2, r + 1, 1, 1);
    }
}

static void
draw_summary (FtHiLoPage *self)
{
  gboolean over = state_of (self)->phase == FT_HILO_PHASE_ROUND_OVER;

  gtk_widget_set_visible (self->summary_box, over);
  if (over)
    fill_score_table (self, self->summary_box, TRUE);
}

static void
draw_players (FtHiLoPage *self)
{
  const FtHiLoState *st = state_of (self);
  guint n = st->n_players;

  clear_box (self->players_box);
  for (guint i = 0; i < n && ft_hilo_game_is_started (self->game); i++)
    {
      guint hand = ft_hilo_set_count (st->hands[i]);
      guint pile = ft_hilo_set_count (st->score_piles[i]);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *title = NULL;
      g_autofree char *line = NULL;
      g_autofree char *hand_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", hand), hand);
      g_autofree char *pile_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", pile), pile);
      g_autofree char *points_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                                   st->points[i]), st->points[i]);
      g_autofree char *total_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                                  st->totals[i]), st->totals[i]);

      title = i == st->current && !between_rounds (self)
        /* Translators: "Ana, to play" */
        ? g_strdup_printf (_("%s, to play"), ft_hilo_game_get_name (self->game, i))
        : g_strdup (ft_hilo_game_get_name (self->game, i));
      /* Translators: "5 cards in hand; score pile 7 cards, 12 points; total 39" */
      line = g_strdup_printf (_("%s in hand; score pile %s, %s; total %s"),
                              hand_text, pile_text, points_text, total_text);
      gtk_widget_add_css_class (box, "ft-hilo-seat");
      if (i == st->current && !between_rounds (self))
        gtk_widget_add_css_class (box, "current");
      gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (title, "heading"));
      gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (line, NULL));
      if (open_hands (self) && i != viewer (self) && hand > 0)
        {
          guint8 cards[FT_HILO_N_CARDS];
          guint k = ft_hilo_set_to_array (st->hands[i], cards);
          GString *s = g_string_new (NULL);

          for (guint j = 0; j < k; j++)
            g_string_append_printf (s, "%s%u", j ? ", " : "", cards[j]);
          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (s->str, "ft-mono"));
          g_string_free (s, TRUE);
        }
      gtk_box_append (GTK_BOX (self->players_box), box);
    }
}

static void
refresh (FtHiLoPage *self)
{
  g_autofree char *status = status_text (self);
  const char *name = ft_hilo_game_is_started (self->game)
                     ? ft_hilo_game_get_name (self->game, state_of (self)->current) : "";

  gtk_label_set_text (GTK_LABEL (self->status_label), status);

  if (ft_hilo_game_is_over (self->game))
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->over_page), status);
      fill_score_table (self, self->over_table, FALSE);
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->over_page);
    }
  else if (needs_pass_screen (self))
    {
      g_autofree char *title = g_strdup_printf (_("Pass to %s"), name);
      g_autofree char *button = g_strdup_printf (_("Show the Cards of %s"), name);

      adw_status_page_set_title (ADW_STATUS_PAGE (self->pass_page), title);
      gtk_button_set_label (GTK_BUTTON (self->reveal_button), button);
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->pass_page);
    }
  else
    gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "game");

  draw_table (self);
  draw_hand (self);
  draw_buttons (self);
  draw_summary (self);
  draw_players (self);
  ft_page_capabilities_changed (FT_PAGE (self));
}

/* --- Reacting to the model --------------------------------------------- */

static void
clear_hint (FtHiLoPage *self)
{
  g_clear_pointer (&self->hint_text, g_free);
  gtk_widget_set_visible (self->hint_label, FALSE);
}

static gboolean ft_hilo_page_grab_focus (GtkWidget *widget);

/* The cards are rebuilt on every change; when the focused one went (it
 * was played), focus goes back to the hand so the keys keep working. */
static void
keep_focus (FtHiLoPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (root && (focus == NULL || !gtk_widget_get_mapped (focus)) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    ft_hilo_page_grab_focus (GTK_WIDGET (self));
}

static void
game_changed_cb (FtHiLoPage *self)
{
  self->serial++;
  clear_hint (self);
  refresh (self);
  keep_focus (self);
  schedule_computer (self);
}

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
   * person's turn is announced after the moves that led to it. */
  if (event && event->kind == FT_HILO_EVENT_TURN)
    {
      if (!ft_hilo_game_is_person (self->game, (guint) event->player))
        return;
    }
  else
    {
      gtk_list_box_prepend (GTK_LIST_BOX (self->log_list), ft_text_row_new (text, NULL));
    }

  /* One move causes several events (a play, a skip, a take of the pile,
   * the round's end): a screen reader hears them as one message. */
  ft_announce_later (GTK_WIDGET (self), text);
}

static void
game_over_cb (FtHiLoPage *self,
              guint       winner)
{
  ft_page_record (FT_PAGE (self), "played", 1);
  if (ft_hilo_game_is_person (self->game, winner))
    ft_page_record (FT_PAGE (self), "won", 1);
}

static gboolean
computer_timeout_cb (gpointer user_data)
{
  FtHiLoPage *self = user_data;

  self->computer_source = 0;
  ft_hilo_game_computer_step (self->game);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (FtHiLoPage *self)
{
  guint delay = self->computer_delay;

  if (self->computer_source != 0 ||
      !ft_hilo_game_is_started (self->game) ||
      ft_hilo_game_is_over (self->game) ||
      ft_hilo_game_waits_for_person (self->game))
    return;

  if (reduce_motion (self))
    delay = MIN (delay, 300);
  self->computer_source = g_timeout_add (delay, computer_timeout_cb, self);
}

/* --- Moves ------------------------------------------------------------- */

static void
say_error (FtHiLoPage *self,
           GError     *error)
{
  if (error)
    ft_announce (GTK_WIDGET (self), error->message);
}

static GtkWidget *
first_card (FtHiLoPage *self)
{
  GtkWidget *row = gtk_widget_get_first_child (self->hand_box);

  return row && GTK_IS_BOX (row) ? gtk_widget_get_first_child (row) : NULL;
}

/* The card buttons in order, for the arrow keys and the digits. */
static GPtrArray *
card_buttons (FtHiLoPage *self)
{
  GPtrArray *buttons = g_ptr_array_new ();

  for (GtkWidget *row = gtk_widget_get_first_child (self->hand_box); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_BOX (row))
      for (GtkWidget *b = gtk_widget_get_first_child (row); b; b = gtk_widget_get_next_sibling (b))
        g_ptr_array_add (buttons, b);
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
  const FtHiLoState *st = state_of (self);
  g_autoptr(GError) error = NULL;

  if (!person_acts (self))
    return;

  if (st->phase == FT_HILO_PHASE_MUST_TOSS)
    {
      ft_announce (GTK_WIDGET (self), _("No card of yours can be played: toss the chip with T."));
      return;
    }
  if (st->phase == FT_HILO_PHASE_MUST_DRAW)
    {
      ft_announce (GTK_WIDGET (self), _("The chip stayed on its side: draw a card with D."));
      return;
    }
  if (!ft_hilo_set_has (ft_hilo_state_legal_cards (st), card))
    {
      g_autofree char *why = NULL;

      if (st->phase == FT_HILO_PHASE_AFTER_DRAW)
        why = g_strdup_printf (_("You must play the card you drew, %u."), st->drawn);
      else
        why = g_strdup_printf (st->chip == FT_HILO_CHIP_HI
                               ? _("%u cannot be played: on Hi, play a card higher than %u.")
                               : _("%u cannot be played: on Lo, play a card lower than %u."),
                               card, ft_hilo_state_top_card (st));
      ft_announce (GTK_WIDGET (self), why);
      return;
    }
  if (!ft_hilo_game_play (self->game, card, &error))
    say_error (self, error);
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
  if (state_of (self)->phase != FT_HILO_PHASE_MUST_TOSS)
    {
      ft_announce (GTK_WIDGET (self), _("You toss the chip only when no card of yours can be played."));
      return;
    }
  if (!ft_hilo_game_toss (self->game, &error))
    say_error (self, error);
  focus_board (self);
}

static void
draw_clicked_cb (FtHiLoPage *self)
{
  g_autoptr(GError) error = NULL;

  if (!person_acts (self))
    return;
  if (state_of (self)->phase != FT_HILO_PHASE_MUST_DRAW)
    {
      ft_announce (GTK_WIDGET (self), _("You draw only when the tossed chip stays on its side."));
      return;
    }
  if (!ft_hilo_game_draw (self->game, &error))
    say_error (self, error);
  focus_board (self);
}

static void
next_clicked_cb (FtHiLoPage *self)
{
  g_autoptr(GError) error = NULL;

  if (state_of (self)->phase != FT_HILO_PHASE_ROUND_OVER)
    return;
  self->revealed = -1;
  if (!ft_hilo_game_next_round (self->game, &error))
    say_error (self, error);
  focus_board (self);
}

static void
undo_clicked_cb (FtHiLoPage *self)
{
  if (ft_hilo_game_undo (self->game))
    focus_board (self);
}

static void
reveal_clicked_cb (FtHiLoPage *self)
{
  self->revealed = state_of (self)->current;
  refresh (self);
  focus_board (self);
}

static void
new_game_clicked_cb (FtHiLoPage *self)
{
  ft_page_new_game (FT_PAGE (self));
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

  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    {
      move_focus (self, 0, (int) (keyval - GDK_KEY_1));
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    {
      move_focus (self, 0, (int) (keyval - GDK_KEY_KP_1));
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
    case GDK_KEY_t: case GDK_KEY_T:
      toss_clicked_cb (self);
      return TRUE;
    case GDK_KEY_d: case GDK_KEY_D:
      draw_clicked_cb (self);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Return, when no button has taken it: do what the rules force now. */
static gboolean
return_pressed_cb (FtHiLoPage            *self,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   GtkEventControllerKey *controller)
{
  const FtHiLoState *st = state_of (self);
  FtHiLoAction forced;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;

  if (needs_pass_screen (self))
    reveal_clicked_cb (self);
  else if (st->phase == FT_HILO_PHASE_ROUND_OVER)
    next_clicked_cb (self);
  else if (person_acts (self) && ft_hilo_state_forced_action (st, &forced))
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

static void
show_hint (FtHiLoPage *self)
{
  g_autofree char *mode = self->settings ? g_settings_get_string (self->settings, "hints") : g_strdup ("on");
  GString *text = g_string_new (NULL);
  guint8 cards[FT_HILO_N_CARDS];
  guint n = ft_hilo_set_to_array (self->hint->legal, cards);

  /* "limited" names the legal cards only; "on" gives the engine's whole
   * hint, which names them too, then recommends one with the numbers. */
  if (g_str_equal (mode, "limited") && n > 0 && !self->hint->forced)
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (list, "%s%u", i ? ", " : "", cards[i]);
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "You may play %s.",
                                                 "You may play any of %s.", n), list->str);
      g_string_free (list, TRUE);
    }
  else
    g_string_append (text, self->hint->text);

  g_free (self->hint_text);
  self->hint_text = g_string_free (text, FALSE);
  gtk_label_set_text (GTK_LABEL (self->hint_label), self->hint_text);
  gtk_widget_set_visible (self->hint_label, TRUE);
  ft_announce (GTK_WIDGET (self), self->hint_text);

  /* The recommended card gets the focus, so Return plays it. */
  if (self->hint->card && person_acts (self))
    {
      g_autoptr(GPtrArray) buttons = card_buttons (self);

      for (guint i = 0; i < buttons->len; i++)
        if (GPOINTER_TO_UINT (g_object_get_data (buttons->pdata[i], "hilo-card")) == self->hint->card)
          {
            gtk_widget_add_css_class (buttons->pdata[i], "hinted");
            gtk_widget_grab_focus (buttons->pdata[i]);
          }
    }
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FtHiLoPage) self = user_data;
  FtHiLoHint *hint = ft_hilo_game_hint_finish (FT_HILO_GAME (source), result, NULL);

  if (hint == NULL || self->hint_serial != self->serial)
    {
      ft_hilo_game_hint_free (hint);
      return;
    }
  ft_hilo_game_hint_free (self->hint);
  self->hint = hint;
  show_hint (self);
}

static void
request_hint (FtHiLoPage *self)
{
  g_autofree char *mode = self->settings ? g_settings_get_string (self->settings, "hints") : g_strdup ("on");

  if (g_str_equal (mode, "off"))
    {
      ft_announce (GTK_WIDGET (self), _("Hints are turned off in the preferences."));
      return;
    }
  if (!person_acts (self))
    {
      ft_announce (GTK_WIDGET (self), _("A hint is for the player whose move it is."));
      return;
    }
  if (self->hint && self->hint_serial == self->serial)
    {
      show_hint (self);
      return;
    }

  /* Computed off the main thread from the acting person's view (R11). */
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  self->hint_serial = self->serial;
  gtk_label_set_text (GTK_LABEL (self->hint_label), _("Thinking about a hint…"));
  gtk_widget_set_visible (self->hint_label, TRUE);
  ft_hilo_game_hint_async (self->game, viewer (self), self->hint_cancellable,
                           hint_ready_cb, g_object_ref (self));
}

/* --- FtPage ------------------------------------------------------------ */

static const char *
ft_hilo_page_get_title (FtPage *page)
{
  return _("Hi Lo Flip");
}

static const char *
ft_hilo_page_get_help_id (FtPage *page)
{
  return "hilo";
}

static FtPageCapabilities
ft_hilo_page_get_capabilities (FtPage *page)
{
  FtHiLoPage *self = FT_HILO_PAGE (page);

  return FT_PAGE_CAN_NEW_GAME | FT_PAGE_CAN_HINT |
         (ft_hilo_game_can_undo (self->game) ? FT_PAGE_CAN_UNDO : 0);
}

static void
dialog_start_cb (FtHiLoPage *self,
                 guint       n_players,
                 gpointer    seats,
                 gpointer    names,
                 gpointer    ages)
{
  ft_hilo_page_new_game (self, n_players, seats, names, ages, (guint64) g_get_real_time ());
}

static void
ft_hilo_page_page_new_game (FtPage *page)
{
  FtHiLoPage *self = FT_HILO_PAGE (page);
  GtkWidget *dialog = ft_hilo_new_dialog_new (self->settings);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ft_hilo_page_undo (FtPage *page)
{
  undo_clicked_cb (FT_HILO_PAGE (page));
}

static void
ft_hilo_page_redo (FtPage *page)
{
}

static void
ft_hilo_page_hint (FtPage *page)
{
  request_hint (FT_HILO_PAGE (page));
}

static char *
ft_hilo_page_describe (FtPage *page)
{
  FtHiLoPage *self = FT_HILO_PAGE (page);
  const FtHiLoState *st = state_of (self);
  g_autofree char *status = status_text (self);
  guint top = ft_hilo_state_top_card (st);

  if (top == 0)
    /* Translators: "Hi Lo Flip. Chip Hi, the pile is empty. <what to do>" */
    return g_strdup_printf (_("Hi Lo Flip. Chip %s, the pile is empty. %s"), chip_word (st->chip), status);
  /* Translators: "Hi Lo Flip. Chip Hi, top card 45. <what to do>" */
  return g_strdup_printf (_("Hi Lo Flip. Chip %s, top card %u. %s"), chip_word (st->chip), top, status);
}

static void
ft_hilo_page_iface_init (FtPageInterface *iface)
{
  iface->get_title = ft_hilo_page_get_title;
  iface->get_help_id = ft_hilo_page_get_help_id;
  iface->get_capabilities = ft_hilo_page_get_capabilities;
  iface->new_game = ft_hilo_page_page_new_game;
  iface->undo = ft_hilo_page_undo;
  iface->redo = ft_hilo_page_redo;
  iface->hint = ft_hilo_page_hint;
  iface->describe = ft_hilo_page_describe;
}

/* --- Building ---------------------------------------------------------- */

static GtkWidget *
action_button (FtHiLoPage *self,
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

static GtkWidget *
table_spot (GtkWidget *content,
            GtkWidget *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), content);
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

static GtkWidget *
build_chip (FtHiLoPage *self)
{
  struct { const char *name; const char *text; const char *css; } sides[] = {
    { "hi", N_("▲ HI"), "hi" },
    { "lo", N_("▼ LO"), "lo" },
    { "toss", "⟳", "toss" },
  };

  self->chip_stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->chip_stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_add_css_class (self->chip_stack, "ft-hilo-chip");
  gtk_widget_set_halign (self->chip_stack, GTK_ALIGN_CENTER);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      GtkWidget *label = plain_label (_(sides[i].text), sides[i].css);

      gtk_stack_add_named (GTK_STACK (self->chip_stack), label, sides[i].name);
    }
  return self->chip_stack;
}

static GtkWidget *
build_game_view (FtHiLoPage *self)
{
  GtkWidget *scroller, *split, *main_box, *table, *hand_box, *actions;
  GtkWidget *log_scroller, *log_heading, *players_heading, *draw_box;
  GtkEventController *keys;

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 1200);

  split = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 30);
  gtk_widget_set_margin_top (split, 18);
  gtk_widget_set_margin_bottom (split, 18);
  gtk_widget_set_margin_start (split, 18);
  gtk_widget_set_margin_end (split, 18);

  main_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_hexpand (main_box, TRUE);
  self->status_label = ft_wrapped_label_new (NULL, "ft-prompt");
  gtk_box_append (GTK_BOX (main_box), self->status_label);

  /* The table: the pile, the chip, the draw pile. */
  table = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 48);
  gtk_widget_set_halign (table, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (table, "ft-hilo-table");

  self->pile_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_focusable (self->pile_box, TRUE);
  gtk_widget_add_css_class (self->pile_box, "ft-hilo-card");
  gtk_widget_add_css_class (self->pile_box, "pile");
  gtk_widget_set_halign (self->pile_box, GTK_ALIGN_CENTER);
  self->pile_caption = plain_label (NULL, "ft-row-caption");
  gtk_box_append (GTK_BOX (table), table_spot (self->pile_box, self->pile_caption));

  self->chip_caption = plain_label (NULL, "ft-row-caption");
  gtk_box_append (GTK_BOX (table), table_spot (build_chip (self), self->chip_caption));

  draw_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (draw_box, "ft-hilo-card");
  gtk_widget_add_css_class (draw_box, "back");
  gtk_widget_set_halign (draw_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (draw_box), plain_label ("?", "ft-hilo-number"));
  self->draw_label = plain_label (NULL, "ft-row-caption");
  gtk_box_append (GTK_BOX (table), table_spot (draw_box, self->draw_label));
  gtk_box_append (GTK_BOX (main_box), table);

  self->hint_label = ft_wrapped_label_new (NULL, "ft-hint");
  gtk_widget_set_visible (self->hint_label, FALSE);

  self->summary_box = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->summary_box), 24);
  gtk_grid_set_row_spacing (GTK_GRID (self->summary_box), 6);
  gtk_widget_add_css_class (self->summary_box, "card");
  gtk_widget_add_css_class (self->summary_box, "ft-hilo-summary");
  gtk_widget_set_halign (self->summary_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (main_box), self->summary_box);

  hand_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->hand_caption = ft_wrapped_label_new (NULL, "heading");
  gtk_box_append (GTK_BOX (hand_box), self->hand_caption);
  self->hand_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  gtk_widget_add_css_class (self->hand_box, "ft-hilo-hand");
  gtk_box_append (GTK_BOX (hand_box), self->hand_box);
  gtk_box_append (GTK_BOX (main_box), hand_box);

  actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->toss_button = action_button (self, _("Toss the Chip (T)"), _("Toss the chip (T)"),
                                     G_CALLBACK (toss_clicked_cb), "suggested-action");
  self->draw_button = action_button (self, _("Draw a Card (D)"), _("Draw a card (D)"),
                                     G_CALLBACK (draw_clicked_cb), "suggested-action");
  self->next_button = action_button (self, _("Next Round (Return)"), _("Start the next round (Return)"),
                                     G_CALLBACK (next_clicked_cb), "suggested-action");
  self->undo_button = action_button (self, _("Take Back (Ctrl+Z)"), _("Take back your last play (Ctrl+Z)"),
                                     G_CALLBACK (undo_clicked_cb), NULL);
  gtk_box_append (GTK_BOX (actions), self->toss_button);
  gtk_box_append (GTK_BOX (actions), self->draw_button);
  gtk_box_append (GTK_BOX (actions), self->next_button);
  gtk_box_append (GTK_BOX (actions), self->undo_button);
  gtk_box_append (GTK_BOX (main_box), actions);

  /* The side: the players always; the log is secondary and goes in
   * presentation mode. */
  self->secondary_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  {
    GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

    gtk_widget_set_size_request (side, 280, -1);
    players_heading = ft_wrapped_label_new (_("Players"), "heading");
    self->players_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
    gtk_box_append (GTK_BOX (side), players_heading);
    gtk_box_append (GTK_BOX (side), self->players_box);
    /* The hint goes beside the table, never above the hand. */
    gtk_box_append (GTK_BOX (side), self->hint_label);

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
    gtk_box_append (GTK_BOX (self->secondary_box), log_heading);
    gtk_box_append (GTK_BOX (self->secondary_box), log_scroller);
    gtk_box_append (GTK_BOX (side), self->secondary_box);

    gtk_box_append (GTK_BOX (split), main_box);
    gtk_box_append (GTK_BOX (split), side);
  }

  adw_clamp_set_child (ADW_CLAMP (self->clamp), split);
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
                         GtkWidget   *extra,
                         const char  *label,
                         GCallback    callback,
                         gpointer     self)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  if (extra)
    gtk_box_append (GTK_BOX (box), extra);
  gtk_box_append (GTK_BOX (box), button);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), box);
  if (button_out)
    *button_out = button;
  return page;
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_hilo_page_dispose (GObject *object)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_clear_handle_id (&self->chip_source, g_source_remove);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_hilo_page_parent_class)->dispose (object);
}

static void
ft_hilo_page_finalize (GObject *object)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);

  ft_hilo_game_hint_free (self->hint);
  g_free (self->hint_text);

  G_OBJECT_CLASS (ft_hilo_page_parent_class)->finalize (object);
}

static void
ft_hilo_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);

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
open_hands_changed_cb (FtHiLoPage *self)
{
  ft_hilo_game_set_open_hands (self->game, open_hands (self));
  refresh (self);
}

static void
ft_hilo_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      if (self->settings)
        g_signal_connect_object (self->settings, "changed::open-hands",
                                 G_CALLBACK (open_hands_changed_cb), self, G_CONNECT_SWAPPED);
      ft_hilo_game_set_open_hands (self->game, open_hands (self));
      break;
    case PROP_COMPUTER_DELAY:
      self->computer_delay = g_value_get_uint (value);
      break;
    case PROP_PRESENTATION:
      if (self->presentation != g_value_get_boolean (value))
        {
          self->presentation = g_value_get_boolean (value);
          gtk_widget_set_visible (self->secondary_box, !self->presentation);
          adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), self->presentation ? 2000 : 1200);
          draw_hand (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hilo_page_constructed (GObject *object)
{
  FtHiLoPage *self = FT_HILO_PAGE (object);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "flip-tutor", "hilo.save", NULL);
  g_autoptr(GError) error = NULL;

  G_OBJECT_CLASS (ft_hilo_page_parent_class)->constructed (object);

  /* Resume the autosaved game; otherwise start you against one computer
   * player, so the page is never empty (Ctrl+N sets up other games). */
  ft_hilo_game_set_save_path (self->game, path);
  if (!ft_hilo_game_resume (self->game, &error))
    {
      FtHiLoSeat seats[2] = { FT_HILO_SEAT_PERSON, FT_HILO_SEAT_STANDARD };
      g_autofree char *strength = self->settings ? g_settings_get_string (self->settings, "computer-strength") : NULL;

      if (error)
        ft_announce (GTK_WIDGET (self), error->message);
      if (g_strcmp0 (strength, "beginner") == 0)
        seats[1] = FT_HILO_SEAT_BEGINNER;
      else if (g_strcmp0 (strength, "expert") == 0)
        seats[1] = FT_HILO_SEAT_EXPERT;
      ft_hilo_page_new_game (self, 2, seats, NULL, NULL, (guint64) g_get_real_time ());
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("Game resumed in round %u."),
                                               ft_hilo_game_get_state (self->game)->round);

      game_changed_cb (self);
      event_cb (self, text, NULL);
    }
}

static gboolean
ft_hilo_page_grab_focus (GtkWidget *widget)
{
  FtHiLoPage *self = FT_HILO_PAGE (widget);
  GtkWidget *child = gtk_stack_get_visible_child (GTK_STACK (self->stack));
  GtkWidget *card = first_card (self);

  if (child == self->pass_page)
    return gtk_widget_grab_focus (self->reveal_button);
  if (child == self->over_page)
    return gtk_widget_child_focus (self->over_page, GTK_DIR_TAB_FORWARD);
  if (gtk_widget_get_visible (self->next_button))
    return gtk_widget_grab_focus (self->next_button);
  return gtk_widget_grab_focus (card ? card : self->pile_box);
}

static void
ft_hilo_page_class_init (FtHiLoPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_hilo_page_dispose;
  object_class->finalize = ft_hilo_page_finalize;
  object_class->get_property = ft_hilo_page_get_property;
  object_class->set_property = ft_hilo_page_set_property;
  object_class->constructed = ft_hilo_page_constructed;
  widget_class->grab_focus = ft_hilo_page_grab_focus;

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
  gtk_widget_class_set_css_name (widget_class, "hilopage");
}

static void
ft_hilo_page_init (FtHiLoPage *self)
{
  GtkWidget *over_table;

  self->revealed = -1;
  self->game = ft_hilo_game_new ();

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), build_game_view (self), "game");

  self->pass_page = status_page_with_button (&self->reveal_button, NULL, _("Show the Cards"),
                                             G_CALLBACK (reveal_clicked_cb), self);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->pass_page), "system-users-symbolic");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->pass_page),
                                   _("The previous player's cards are hidden. Hand over, then show your cards."));
  gtk_stack_add_named (GTK_STACK (self->stack), self->pass_page, "pass");

  over_table = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (over_table), 24);
  gtk_grid_set_row_spacing (GTK_GRID (over_table), 6);
  gtk_widget_set_halign (over_table, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (over_table, "ft-hilo-summary");
  self->over_table = over_table;
  self->over_page = status_page_with_button (NULL, over_table, _("New Game (Ctrl+N)"),
                                             G_CALLBACK (new_game_clicked_cb), self);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->over_page), "starred-symbolic");
  gtk_stack_add_named (GTK_STACK (self->stack), self->over_page, "over");

  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  g_signal_connect_object (self->game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "game-over", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
}

FtHiLoGame *
ft_hilo_page_get_game (FtHiLoPage *self)
{
  g_return_val_if_fail (FT_IS_HILO_PAGE (self), NULL);
  return self->game;
}

void
ft_hilo_page_new_game (FtHiLoPage         *self,
                       guint               n_players,
                       const FtHiLoSeat   *seats,
                       const char * const *names,
                       const int          *ages,
                       guint64             seed)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (FT_IS_HILO_PAGE (self));

  g_clear_handle_id (&self->computer_source, g_source_remove);
  self->revealed = -1;
  clear_box (self->log_list);
  if (!ft_hilo_game_start (self->game, n_players, seats, names, ages, seed, &error))
    say_error (self, error);
  if (gtk_widget_get_root (GTK_WIDGET (self)))
    ft_hilo_page_grab_focus (GTK_WIDGET (self));
}

const char *
ft_hilo_page_get_status (FtHiLoPage *self)
{
  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

const char *
ft_hilo_page_get_hint_text (FtHiLoPage *self)
{
  return self->hint_text;
}
