/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-hilo-card.h"
#include "ft-widgets.h"

/*
 * The pieces Hi Lo Flip draws, shared by its page's table, hand, round
 * summary and game-over screen, and the status line's words.
 */

/* --- Cards --------------------------------------------------------------- */

/* The badge a special card wears, in words (R1, R4, R5). */
/* The CSS class of a special card's shape. */
const char *
ft_hilo_card_shape (guint card)
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
GtkWidget *
ft_hilo_card_face_new (guint       card,
                       const char *key)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  const char *badge = ft_hilo_card_badge (card);
  g_autofree char *number = g_strdup_printf ("%u", card);

  gtk_box_append (GTK_BOX (box), ft_plain_label_new (key ? key : " ", "ft-hilo-key"));
  gtk_box_append (GTK_BOX (box), ft_plain_label_new (number, "ft-hilo-number"));
  /* A badge's words one under the other ("play / again"): cards of one
   * width whatever they say, and a hand of seven still fits a row. */
  {
    g_autofree char *lines = g_strdup (badge ? badge : " ");

    if (badge)
      g_strdelimit (lines, " ", '\n');
    gtk_box_append (GTK_BOX (box), ft_plain_label_new (lines, "ft-hilo-badge"));
    gtk_label_set_justify (GTK_LABEL (gtk_widget_get_last_child (box)), GTK_JUSTIFY_CENTER);
  }
  if (badge == NULL)
    gtk_widget_add_css_class (gtk_widget_get_last_child (box), "empty");
  return box;
}

void
ft_hilo_card_add_classes (GtkWidget *widget,
                          guint      card)
{
  const char *shape = ft_hilo_card_shape (card);

  gtk_widget_add_css_class (widget, "ft-hilo-card");
  if (shape)
    gtk_widget_add_css_class (widget, shape);
}

/* @card as a button of the hand: its face under @key, lifted when
 * @acts and it can be played, and a name that says when it cannot be
 * played now or was just drawn. */
GtkWidget *
ft_hilo_card_button_new (FtHiLoGame *game,
                         guint       card,
                         const char *key,
                         gboolean    acts)
{
  gboolean after_draw = ft_hilo_game_get_phase (game) == FT_HILO_PHASE_AFTER_DRAW;
  gboolean playable = ft_hilo_game_can_play (game, card);
  g_autofree char *described = ft_hilo_card_describe (card, ft_game_get_n_players (FT_GAME (game)));
  g_autofree char *a11y = NULL;
  GtkWidget *button = gtk_button_new ();

  gtk_button_set_child (GTK_BUTTON (button), ft_hilo_card_face_new (card, key));
  ft_hilo_card_add_classes (button, card);
  if (acts && !playable)
    gtk_widget_add_css_class (button, "unplayable");
  if (acts && playable)
    gtk_widget_add_css_class (button, "playable");

  /* Translators: "41: next player draws and loses a turn, cannot be played now" */
  if (acts && after_draw && card == ft_hilo_game_get_drawn (game))
    a11y = g_strdup_printf (_("%s, just drawn"), described);
  else if (acts && !playable)
    a11y = g_strdup_printf (_("%s, cannot be played now"), described);
  else
    a11y = g_strdup (described);
  ft_widget_set_name (button, a11y);
  return button;
}

/* --- Words ------------------------------------------------------------- */

const char *
ft_hilo_chip_word (FtHiLoChip chip)
{
  return chip == FT_HILO_CHIP_HI ? _("Hi") : _("Lo");
}

/* The pile in words: its top card, and what the pile is worth. */
char *
ft_hilo_pile_describe (FtHiLoGame *game)
{
  guint top = ft_hilo_game_get_top_card (game);
  guint points = ft_hilo_game_get_pile_points (game);
  guint n_pile = ft_hilo_game_get_n_pile (game);
  g_autofree char *described = NULL;
  g_autofree char *worth = NULL;

  if (top == 0)
    return g_strdup (_("The pile is empty"));
  described = ft_hilo_card_describe (top, ft_game_get_n_players (FT_GAME (game)));
  worth = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", points), points);

  /* A pile of one card is worth what its card says: not twice. */
  if (n_pile == 1)
    /* Translators: "Top card 70: worth 10 points, the only card in the pile" */
    return g_strdup_printf (_("Top card %s, the only card in the pile"), described);
  /* Translators: "Top card 41: next player draws…; the pile has 6 cards worth 15 points" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Top card %s; the pile has %u card worth %s",
                                       "Top card %s; the pile has %u cards worth %s",
                                       n_pile),
                          described, n_pile, worth);
}

/* What the acting person must do, or who is acting, in one sentence. */
char *
ft_hilo_status_text (FtHiLoGame *game,
                     gboolean    pass_screen)
{
  FtHiLoPhase phase = ft_hilo_game_get_phase (game);
  FtHiLoChip chip_side = ft_hilo_game_get_chip (game);
  guint current = ft_hilo_game_get_current (game);
  const char *name;
  guint top = ft_hilo_game_get_top_card (game);
  const char *chip = ft_hilo_chip_word (chip_side);

  if (!ft_game_is_started (FT_GAME (game)))
    return g_strdup (_("Start a new game with Ctrl+N."));

  name = ft_game_get_name (FT_GAME (game), current);
  if (phase == FT_HILO_PHASE_GAME_OVER)
    {
      gint winner = ft_hilo_game_get_game_winner (game);

      if (ft_game_is_you (FT_GAME (game), (guint) MAX (winner, 0)))
        return g_strdup_printf (_("You win the game with %u points."), ft_hilo_game_get_total (game, MAX (winner, 0)));
      return g_strdup_printf (_("%s wins the game with %u points."),
                              ft_game_get_name (FT_GAME (game), MAX (winner, 0)),
                              ft_hilo_game_get_total (game, MAX (winner, 0)));
    }
  if (phase == FT_HILO_PHASE_ROUND_OVER)
    {
      const char *winner = ft_game_get_name (FT_GAME (game), MAX (ft_hilo_game_get_round_winner (game), 0));

      if (ft_game_count_people (FT_GAME (game)) > 0)
        /* Translators: "Round 2 is over: Ana won it. Press Return for the next round." */
        return g_strdup_printf (_("Round %u is over: %s won it. Press Return for the next round."),
                                ft_hilo_game_get_round (game), winner);
      return g_strdup_printf (_("Round %u is over: %s won it."), ft_hilo_game_get_round (game), winner);
    }
  if (!ft_game_is_person (FT_GAME (game), current))
    /* Translators: "Computer 2 (expert) is playing…" */
    return g_strdup_printf (_("%s is playing…"), name);
  if (pass_screen)
    return g_strdup_printf (_("Pass to %s."), name);

  switch (phase)
    {
    case FT_HILO_PHASE_MUST_PLAY:
      if (top == 0)
        return g_strdup_printf (_("%s: start the pile with any card. Pick one with the arrow keys or 1 to 9, then press Return."),
                                name);
      return g_strdup_printf (chip_side == FT_HILO_CHIP_HI
                              ? _("%s: the chip shows Hi and the top card is %u: play a higher card. Pick it with the arrow keys or 1 to 9, then press Return.")
                              : _("%s: the chip shows Lo and the top card is %u: play a lower card. Pick it with the arrow keys or 1 to 9, then press Return."),
                              name, top);
    case FT_HILO_PHASE_MUST_TOSS:
      return g_strdup_printf (chip_side == FT_HILO_CHIP_HI
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
                              name, ft_hilo_game_get_drawn (game), top);
    case FT_HILO_PHASE_MUST_RESET:
      if (ft_game_is_you (FT_GAME (game), (guint) MAX (ft_hilo_game_get_taker (game), 0)))
        return g_strdup_printf (_("%s: reset play. You take the pile (%u points); start a new pile with any card and press Return."),
                                name, ft_hilo_game_get_pile_points (game));
      return g_strdup_printf (_("%s: reset play. %s takes the pile (%u points); start a new pile with any card and press Return."),
                              name, ft_game_get_name (FT_GAME (game), MAX (ft_hilo_game_get_taker (game), 0)),
                              ft_hilo_game_get_pile_points (game));
    case FT_HILO_PHASE_SECOND_CARD_FOR_2:
      return g_strdup_printf (chip_side == FT_HILO_CHIP_HI
                              ? _("%s: after your 2-card play a second card, higher than %u. Pick it and press Return.")
                              : _("%s: after your 2-card play a second card, lower than %u. Pick it and press Return."),
                              name, top);
    case FT_HILO_PHASE_ROUND_OVER:
    case FT_HILO_PHASE_GAME_OVER:
    default:
      return g_strdup ("");
    }
}

/* --- Scores ------------------------------------------------------------- */

/* "Ana: 14 points this round, 39 in all" per seat, best first. */
void
ft_hilo_scores_fill (GtkWidget  *grid,
                     FtHiLoGame *game,
                     gboolean    with_round)
{
  guint order[FT_HILO_MAX_PLAYERS];
  guint n = ft_game_get_n_players (FT_GAME (game));

  ft_widget_remove_children (grid);
  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && ft_hilo_game_get_total (game, order[j]) > ft_hilo_game_get_total (game, order[j - 1]); j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  gtk_grid_attach (GTK_GRID (grid), ft_plain_label_new (_("Player"), "heading"), 0, 0, 1, 1);
  if (with_round)
    gtk_grid_attach (GTK_GRID (grid), ft_plain_label_new (_("This round"), "heading"), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), ft_plain_label_new (_("Total"), "heading"), 2, 0, 1, 1);
  for (guint r = 0; r < n; r++)
    {
      guint p = order[r];
      guint points = ft_hilo_game_get_points (game, p);
      guint totals = ft_hilo_game_get_total (game, p);
      g_autofree char *round = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                             points), points);
      g_autofree char *total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                             totals), totals);
      GtkWidget *name = ft_plain_label_new (ft_game_get_name (FT_GAME (game), p), NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      /* "Computer 2 (standard)" takes two lines in a phone's width. */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_grid_attach (GTK_GRID (grid), name, 0, r + 1, 1, 1);
      if (with_round)
        gtk_grid_attach (GTK_GRID (grid), ft_plain_label_new (round, NULL), 1, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), ft_plain_label_new (total, r == 0 ? "heading" : NULL), 2, r + 1, 1, 1);
    }
}

/* A panel per seat: the hand, the score pile, the points; with open
 * hands the cards of every seat but @open_except (-1: closed hands).
 * @compact (the projector) says each seat in one short line, so that a
 * hint beside them still fits the screen's height. */
void
ft_hilo_players_fill (GtkWidget  *players_box,
                      FtHiLoGame *game,
                      int         open_except,
                      gboolean    compact)
{
  guint n = ft_game_get_n_players (FT_GAME (game));
  FtHiLoPhase phase = ft_hilo_game_get_phase (game);
  gboolean between_rounds = phase == FT_HILO_PHASE_ROUND_OVER || phase == FT_HILO_PHASE_GAME_OVER;
  guint current = ft_hilo_game_get_current (game);

  ft_widget_remove_children (players_box);
  for (guint i = 0; i < n && ft_game_is_started (FT_GAME (game)); i++)
    {
      guint hand = ft_hilo_game_get_n_hand (game, i);
      guint pile = ft_hilo_game_get_n_score_pile (game, i);
      guint points = ft_hilo_game_get_points (game, i);
      guint totals = ft_hilo_game_get_total (game, i);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *title = NULL;
      g_autofree char *line = NULL;
      g_autofree char *hand_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", hand), hand);
      g_autofree char *pile_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", pile), pile);
      g_autofree char *points_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                                   points), points);
      g_autofree char *total_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points",
                                                                  totals), totals);

      title = i == current && !between_rounds
        /* Translators: "Ana, to play" */
        ? g_strdup_printf (_("%s, to play"), ft_game_get_name (FT_GAME (game), i))
        : g_strdup (ft_game_get_name (FT_GAME (game), i));
      /* Translators: "5 cards in hand; score pile 7 cards, 12 points; total 39" */
      line = g_strdup_printf (_("%s in hand; score pile %s, %s; total %s"),
                              hand_text, pile_text, points_text, total_text);
      gtk_widget_add_css_class (box, "ft-hilo-seat");
      if (i == current && !between_rounds)
        gtk_widget_add_css_class (box, "current");
      if (compact)
        {
          /* Translators: one seat on the projector: "Ana, to play: 5 cards, total 39 points" */
          g_autofree char *short_line = g_strdup_printf (_("%s: %s, total %s"), title, hand_text, total_text);

          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (short_line,
                                                               i == current && !between_rounds ? "heading" : NULL));
        }
      else
        {
          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (title, "heading"));
          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (line, NULL));
        }
      if (open_except >= 0 && (int) i != open_except && hand > 0)
        {
          guint8 cards[FT_HILO_N_CARDS];
          guint k = ft_hilo_game_get_hand (game, i, cards);
          GString *s = g_string_new (NULL);

          for (guint j = 0; j < k; j++)
            g_string_append_printf (s, "%s%u", j ? ", " : "", cards[j]);
          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (s->str, "ft-mono"));
          g_string_free (s, TRUE);
        }
      gtk_box_append (GTK_BOX (players_box), box);
    }
}
