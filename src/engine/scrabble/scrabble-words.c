/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "equation/equation-trace.h"
#include "equation/equation-verdict.h"
#include "scrabble/scrabble-rules.h"
#include "scrabble/scrabble-words.h"

char *
ft_scrabble_square_label (guint square)
{
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, NULL);
  return g_strdup_printf ("%c%u", 'A' + (int) (square % FT_SCRABBLE_SIZE), square / FT_SCRABBLE_SIZE + 1);
}

/* A number as a person reads it off the tiles: "1 0 1". */
static char *
spaced_binary (guint64 value)
{
  g_autofree char *bits = ft_eq_format_binary (value, 0);
  GString *s = g_string_new (NULL);

  for (const char *p = bits; *p; p++)
    {
      if (s->len > 0)
        g_string_append_c (s, ' ');
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* The number, and its decimal value where that says more ("1 1 0 (6)",
 * but "1", not "1 (1)"). */
static char *
number_words (guint64 value)
{
  g_autofree char *bits = spaced_binary (value);
  g_autofree char *decimal = NULL;

  if (value < 2)
    return g_steal_pointer (&bits);
  /* G_GUINT64_FORMAT cannot sit inside a msgid: the number first. */
  decimal = g_strdup_printf ("%" G_GUINT64_FORMAT, value);
  /* Translators: a binary number with its decimal value, "1 1 0 (6)" */
  return g_strdup_printf (_("%s (%s)"), bits, decimal);
}

char *
ft_scrabble_cells_words (const guint8 *cells,
                         guint         n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append (s, ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (cells[i])));
    }
  return g_string_free (s, FALSE);
}

static char *
run_words (const FtScrabbleBoard *after,
           const FtScrabbleRun   *run)
{
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = ft_scrabble_run_tiles (after, run, tiles);

  return ft_scrabble_cells_words (tiles, n);
}

/* "1 0 + 1 = 1 1 down from H8" */
static char *
run_line_words (const FtScrabbleBoard *after,
                const FtScrabbleRun   *run)
{
  g_autofree char *tiles = run_words (after, run);
  g_autofree char *from = ft_scrabble_square_label (run->first);

  if (run->dir == FT_SCRABBLE_ACROSS)
    /* Translators: "1 0 + 1 = 1 1 across from H8" */
    return g_strdup_printf (_("%s across from %s"), tiles, from);
  /* Translators: "1 0 + 1 = 1 1 down from H8" */
  return g_strdup_printf (_("%s down from %s"), tiles, from);
}

/* The run along the play: the one in the play's direction. */
static gint
main_run (const FtScrabbleVerdict *v,
          const FtScrabblePlay    *play)
{
  for (guint k = 0; k < v->n_runs; k++)
    if (v->runs[k].dir == play->dir)
      return (gint) k;
  return v->n_runs > 0 ? 0 : -1;
}

char *
ft_scrabble_play_words (const FtScrabbleBoard *board,
                        const FtScrabblePlay  *play)
{
  FtScrabbleSettings settings;
  FtScrabblePlay p = *play;
  FtScrabbleVerdict v;
  FtScrabbleBoard after = *board;
  gint k;

  ft_scrabble_settings_init (&settings);
  ft_scrabble_check_play (board, &settings, &p, &v);
  ft_scrabble_board_apply (&after, &p);
  k = main_run (&v, &p);
  if (k < 0)
    {
      g_autofree char *from = ft_scrabble_square_label (p.tiles[0].square);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile from %s", "%u tiles from %s", p.n),
                              p.n, from);
    }
  return run_line_words (&after, &v.runs[k]);
}

static const char *
op_words (guint op)
{
  switch (op)
    {
    case FT_EQ_TILE_PLUS:
      return _("plus");
    case FT_EQ_TILE_MINUS:
      return _("minus");
    case FT_EQ_TILE_TIMES:
      return _("times");
    case FT_EQ_TILE_DIVIDE:
      return _("divided by");
    default:
      return ft_eq_tile_symbol (op);
    }
}

/* One evaluation step as a sentence: "1 1 plus 1 is 1 0 0 (4)." */
static void
append_step (GString        *s,
             const FtEqStep *step)
{
  g_autofree char *result = number_words (step->result);

  if (step->op == FT_EQ_TILE_NOT)
    {
      g_autofree char *number = spaced_binary (step->left);

      /* Translators: "NOT 0 0 1 turns each of its 3 digits over: 1 1 0 (6)." */
      g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "NOT %s turns its %u digit over: %s.",
                                              "NOT %s turns each of its %u digits over: %s.", step->width),
                              number, step->width, result);
    }
  else
    {
      g_autofree char *left = spaced_binary (step->left);
      g_autofree char *right = spaced_binary (step->right);

      /* Translators: "1 1 plus 1 is 1 0 0 (4)." */
      g_string_append_printf (s, _("%s %s %s is %s."), left, op_words (step->op), right, result);
    }
}

/* An equation's reasoning: its steps, its value and bonus, the new tiles
 * on premium squares, its score. */
static void
append_run (GString                  *s,
            const FtScrabbleBoard    *board,
            const FtScrabbleBoard    *after,
            const FtScrabbleSettings *settings,
            const FtScrabbleRun      *run)
{
  g_autofree char *line = run_line_words (after, run);
  guint8 tiles[FT_EQ_MAX_TILES];
  guint n = ft_scrabble_run_tiles (after, run, tiles);
  guint step = run->dir == FT_SCRABBLE_ACROSS ? 1 : FT_SCRABBLE_SIZE;
  FtEqTrace trace;

  if (!run->is_equation)
    {
      /* Translators: the "numbers alongside" option: "1 0 1 across from C3 is a plain number: it scores nothing." */
      g_string_append_printf (s, _("%s is a plain number: it scores nothing."), line);
      g_string_append_c (s, '\n');
      return;
    }
  /* Translators: "1 0 + 1 = 1 1 down from H8:" heads the equation's reasoning */
  g_string_append_printf (s, _("%s:"), line);
  ft_eq_explain (tiles, n, &settings->eq, &trace);
  for (guint i = 0; i < trace.n_steps; i++)
    {
      g_string_append_c (s, ' ');
      append_step (s, &trace.steps[i]);
    }
  {
    g_autofree char *value = number_words (run->value);

    g_string_append_c (s, ' ');
    if (run->bonus == 0)
      /* Translators: "Each side is 0, so there is no bonus." */
      g_string_append_printf (s, _("Each side is %s, so there is no bonus."), value);
    else
      /* Translators: "Each side is 1 1 (3), which earns a bonus of 2, its highest bit." */
      g_string_append_printf (s, _("Each side is %s, which earns a bonus of %u, its highest bit."), value,
                              run->bonus);
  }
  for (guint i = 0; i < run->len; i++)
    {
      guint sq = run->first + i * step;
      FtScrabblePremium premium = ft_scrabble_premium (sq);
      g_autofree char *where = NULL;
      g_autofree char *tile = NULL;

      if (board->cells[sq] != FT_SCRABBLE_EMPTY || premium == FT_SCRABBLE_PREMIUM_NONE)
        continue;
      where = ft_scrabble_square_label (sq);
      tile = g_strdup (ft_eq_tile_symbol (FT_SCRABBLE_CELL_TILE (after->cells[sq])));
      g_string_append_c (s, ' ');
      if (ft_scrabble_letter_factor (sq) > 1)
        /* Translators: "The 1 on D8, a double letter, counts 2 points." */
        g_string_append_printf (s, _("The %s on %s, a %s, counts %u points."), tile, where,
                                ft_scrabble_premium_name (premium),
                                ft_scrabble_cell_points (after->cells[sq]) * ft_scrabble_letter_factor (sq));
      else
        /* Translators: "The 1 on H8, a double word, doubles the equation." */
        g_string_append_printf (s, ft_scrabble_word_factor (sq) == 2 ? _("The %s on %s, a %s, doubles the equation.")
                                                                     : _("The %s on %s, a %s, triples the equation."),
                                tile, where, ft_scrabble_premium_name (premium));
    }
  g_string_append_c (s, ' ');
  if (run->word_factor > 1)
    /* Translators: "Its new tiles count 4 and the bonus 2, doubled or tripled: 12 points." */
    g_string_append_printf (s, _("Its new tiles count %u and the bonus %u, times %u: %d points."),
                            run->tile_sum, run->bonus, run->word_factor, run->score);
  else
    /* Translators: "Its new tiles count 4 and the bonus 2: 6 points." */
    g_string_append_printf (s, _("Its new tiles count %u and the bonus %u: %d points."),
                            run->tile_sum, run->bonus, run->score);
  g_string_append_c (s, '\n');
}

static char *
kinds_words (const FtScrabbleRack *rack)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rack->n; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, rack->kinds[i] == FT_SCRABBLE_BLANK ? _("a blank") : ft_eq_tile_symbol (rack->kinds[i]));
    }
  return g_string_free (s, FALSE);
}

static void
play_words (const FtScrabbleView *view,
            const FtScrabblePlay *play,
            char                **headline,
            char                **reasoning)
{
  FtScrabblePlay p = *play;
  FtScrabbleVerdict v;
  FtScrabbleBoard after = view->board;
  GString *also = g_string_new (NULL);
  GString *why = g_string_new (NULL);
  g_autofree char *line = NULL;
  gint k;

  ft_scrabble_check_play (&view->board, &view->settings, &p, &v);
  ft_scrabble_board_apply (&after, &p);
  k = main_run (&v, &p);
  line = ft_scrabble_play_words (&view->board, &p);

  for (guint i = 0; i < v.n_runs; i++)
    {
      g_autofree char *tiles = NULL;

      if ((gint) i == k || !v.runs[i].is_equation)
        continue;
      tiles = run_words (&after, &v.runs[i]);
      if (also->len > 0)
        g_string_append (also, _(" and "));
      /* Translators: what else a play makes: "1 1 across", "1 = 1 down" */
      g_string_append_printf (also, v.runs[i].dir == FT_SCRABBLE_ACROSS ? _("%s across") : _("%s down"), tiles);
    }
  if (also->len > 0)
    /* Translators: "Play 1 0 + 1 = 1 1 down from H8 for 12 points: it also makes 1 1 across." */
    *headline = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Play %s for %d point: it also makes %s.",
                                              "Play %s for %d points: it also makes %s.", (gulong) ABS (v.score)),
                                 line, v.score, also->str);
  if (*headline == NULL || g_utf8_strlen (*headline, -1) >= 200)
    {
      g_free (*headline);
      /* Translators: "Play 1 0 + 1 = 1 1 down from H8 for 12 points." */
      *headline = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Play %s for %d point.",
                                                "Play %s for %d points.", (gulong) ABS (v.score)),
                                   line, v.score);
    }
  if (g_utf8_strlen (*headline, -1) >= 200)
    {
      g_autofree char *from = ft_scrabble_square_label (p.tiles[0].square);

      g_free (*headline);
      /* Translators: "Play 7 tiles down from H8 for 40 points." */
      *headline = g_strdup_printf (p.dir == FT_SCRABBLE_ACROSS ?
                                   g_dngettext (GETTEXT_PACKAGE, "Play %u tile across from %s for %d points.",
                                                "Play %u tiles across from %s for %d points.", p.n) :
                                   g_dngettext (GETTEXT_PACKAGE, "Play %u tile down from %s for %d points.",
                                                "Play %u tiles down from %s for %d points.", p.n),
                                   p.n, from, v.score);
    }

  for (guint i = 0; i < v.n_runs; i++)
    append_run (why, &view->board, &after, &view->settings, &v.runs[i]);
  if (v.bingo)
    {
      g_string_append_printf (why, _("All 9 tiles in one play add %u points."), FT_SCRABBLE_BINGO_BONUS);
      g_string_append_c (why, '\n');
    }
  g_string_append_printf (why, g_dngettext (GETTEXT_PACKAGE, "In all: %d point.", "In all: %d points.",
                                            (gulong) ABS (v.score)), v.score);
  *reasoning = g_string_free (why, FALSE);
  g_string_free (also, TRUE);
}

void
ft_scrabble_hint_words (const FtScrabbleView *view,
                        const FtScrabbleHint *hint,
                        char                **headline,
                        char                **reasoning)
{
  *headline = NULL;
  *reasoning = NULL;

  if (hint->move.kind == FT_SCRABBLE_MOVE_PLAY)
    {
      play_words (view, &hint->move.play, headline, reasoning);
      if (hint->n_plays > 1)
        {
          g_autofree char *rest = *reasoning;

          *reasoning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "It is the best of %u legal play.\n%s",
                                                     "It is the best of %u legal plays.\n%s", hint->n_plays),
                                        hint->n_plays, rest);
        }
      return;
    }
  if (view->rack.n == 0)
    {
      *headline = g_strdup (_("Pass: you have no tiles left."));
      *reasoning = g_strdup ("");
      return;
    }
  if (hint->move.kind == FT_SCRABBLE_MOVE_EXCHANGE)
    {
      g_autofree char *give = kinds_words (&hint->move.exchange);
      FtScrabbleRack keep = view->rack;

      /* What stays: the rack without the tiles given back. */
      for (guint i = 0; i < hint->move.exchange.n; i++)
        for (guint j = 0; j < keep.n; j++)
          if (keep.kinds[j] == hint->move.exchange.kinds[i])
            {
              keep.kinds[j] = keep.kinds[--keep.n];
              break;
            }
      /* Translators: "No equation fits your tiles: exchange 1, 0 and AND." */
      *headline = g_strdup_printf (_("No equation fits your tiles: give back %s."), give);
      if (keep.n > 0)
        {
          g_autofree char *kept = kinds_words (&keep);

          /* Translators: "Keep =, +: they help most in later equations." */
          *reasoning = g_strdup_printf (_("No line your tiles can make on this board is a true equation that "
                                          "follows the placement rules. Keep %s: they help most in later "
                                          "equations, and the others come back as new tiles."), kept);
        }
      else
        *reasoning = g_strdup (_("No line your tiles can make on this board is a true equation that follows the "
                                 "placement rules, and none of your tiles is worth keeping: draw a fresh rack."));
      return;
    }
  *headline = g_strdup (_("No equation fits your tiles: pass."));
  *reasoning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "An exchange needs at least 9 tiles in the bag, and it holds %u.",
                                             "An exchange needs at least 9 tiles in the bag, and it holds %u.",
                                             view->n_bag), view->n_bag);
}
