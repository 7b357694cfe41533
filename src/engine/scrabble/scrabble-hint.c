/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "equation/equation-trace.h"
#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-hint.h"

typedef struct
{
  guint   max;
  guint   n_plays;
  GArray *ranked;
} Ranking;

/* Keeps the @max best plays in order, without storing the rest (a rack
 * with two blanks has a hundred thousand plays). */
static void
rank_cb (const FtScrabblePlay *play,
         gpointer              user_data)
{
  Ranking *r = user_data;
  guint i;

  r->n_plays++;
  if (r->max == 0)
    return;
  if (r->ranked->len == r->max &&
      ft_scrabble_play_compare (play, &g_array_index (r->ranked, FtScrabblePlay, r->max - 1)) >= 0)
    return;
  for (i = r->ranked->len; i > 0; i--)
    if (ft_scrabble_play_compare (play, &g_array_index (r->ranked, FtScrabblePlay, i - 1)) >= 0)
      break;
  g_array_insert_val (r->ranked, i, *play);
  if (r->ranked->len > r->max)
    g_array_set_size (r->ranked, r->max);
}

static void
append_square (GString               *s,
               const FtScrabbleBoard *after,
               guint                  sq)
{
  g_autofree char *cell = ft_scrabble_cell_to_string (after->cells[sq]);
  FtScrabblePremium premium = ft_scrabble_premium (sq);
  guint points = ft_scrabble_cell_points (after->cells[sq]);

  /* Translators: "    8,9 1: 1 point" */
  g_string_append_printf (s, _("    %u,%u %s: %u"), sq / FT_SCRABBLE_SIZE + 1, sq % FT_SCRABBLE_SIZE + 1,
                          cell, points);
  if (FT_SCRABBLE_CELL_IS_BLANK (after->cells[sq]))
    g_string_append (s, _(" (a blank scores 0)"));
  if (ft_scrabble_letter_factor (sq) > 1)
    /* Translators: " × 2 (double letter) = 2" */
    g_string_append_printf (s, _(" × %u (%s) = %u"), ft_scrabble_letter_factor (sq),
                            ft_scrabble_premium_name (premium), points * ft_scrabble_letter_factor (sq));
  if (ft_scrabble_word_factor (sq) > 1)
    /* Translators: "; the equation × 2 (double word)" */
    g_string_append_printf (s, _("; the equation × %u (%s)"), ft_scrabble_word_factor (sq),
                            ft_scrabble_premium_name (premium));
  g_string_append_c (s, '\n');
}

/*
 * A legal play in words: each run it makes, its evaluation steps, its score
 * square by square.  @play must be legal on @board.
 */
char *
ft_scrabble_play_explain (const FtScrabbleBoard    *board,
                          const FtScrabbleSettings *settings,
                          const FtScrabblePlay     *play)
{
  GString *s = g_string_new (NULL);
  FtScrabblePlay p = *play;
  FtScrabbleVerdict v;
  FtScrabbleBoard after = *board;
  g_autofree char *text = NULL;

  if (!ft_scrabble_check_play (board, settings, &p, &v))
    {
      g_autofree char *why = NULL;

      if (v.fault == FT_SCRABBLE_FAULT_BAD_RUN)
        ft_scrabble_board_apply (&after, &p);
      why = ft_scrabble_verdict_describe (&v, &after);
      g_string_append_printf (s, _("illegal: %s\n"), why);
      return g_string_free (s, FALSE);
    }
  ft_scrabble_board_apply (&after, &p);
  text = ft_scrabble_play_to_string (&p);
  g_string_append_printf (s, "%s\n", text);

  for (guint k = 0; k < v.n_runs; k++)
    {
      const FtScrabbleRun *run = &v.runs[k];
      g_autofree char *line = ft_scrabble_run_describe (run, &after);
      guint step = run->dir == FT_SCRABBLE_ACROSS ? 1 : FT_SCRABBLE_SIZE;

      if (!run->is_equation)
        {
          /* Translators: the "numbers alongside" option */
          g_string_append_printf (s, _("number %s: a plain number alongside, scores 0\n"), line);
          continue;
        }

      {
        guint8 tiles[FT_EQ_MAX_TILES];
        FtEqTrace trace;
        g_autofree char *bits = ft_eq_format_binary (run->value, 0);
        guint n = ft_scrabble_run_tiles (&after, run, tiles);

        ft_eq_explain (tiles, n, &settings->eq, &trace);
        g_string_append_printf (s, _("equation %s:\n"), line);
        for (guint i = 0; i < trace.n_steps; i++)
          {
            g_autofree char *st = ft_eq_step_to_string (&trace.steps[i]);

            g_string_append_printf (s, _("  step %u, part %u: %s\n"), i + 1, trace.steps[i].part + 1, st);
          }
        {
          /* G_GUINT64_FORMAT cannot sit inside a msgid: the number is
           * formatted first. */
          g_autofree char *decimal = g_strdup_printf ("%" G_GUINT64_FORMAT, run->value);

          /* Translators: "  value 10 (2), bonus 2 (its highest bit)" */
          g_string_append_printf (s, _("  value %s (%s), bonus %u (its highest bit)\n"),
                                  bits, decimal, run->bonus);
        }
      }
      g_string_append (s, _("  new tiles (old tiles and the premiums under them do not count):\n"));
      for (guint i = 0; i < run->len; i++)
        {
          guint sq = run->first + i * step;

          if (board->cells[sq] == FT_SCRABBLE_EMPTY)
            append_square (s, &after, sq);
        }
      /* Translators: "  (tiles 6 + bonus 2) × 2 = 16" */
      g_string_append_printf (s, _("  (tiles %u + bonus %u) × %u = %d\n"),
                              run->tile_sum, run->bonus, run->word_factor, run->score);
    }
  if (v.bingo)
    g_string_append_printf (s, _("all 9 tiles: +%u\n"), FT_SCRABBLE_BINGO_BONUS);
  g_string_append_printf (s, _("total: %d\n"), v.score);
  return g_string_free (s, FALSE);
}

void
ft_scrabble_hint_compute (const FtScrabbleView *view,
                          guint                 max_ranked,
                          FtScrabbleHint       *hint)
{
  Ranking r = { MAX (max_ranked, 1), 0, NULL };
  GString *s = g_string_new (NULL);

  memset (hint, 0, sizeof *hint);
  r.ranked = g_array_new (FALSE, FALSE, sizeof (FtScrabblePlay));
  ft_scrabble_generate (&view->board, &view->settings, &view->rack, rank_cb, &r);
  hint->n_plays = r.n_plays;
  hint->ranked = r.ranked;

  if (r.n_plays > 0)
    {
      g_autofree char *why = NULL;

      hint->move.kind = FT_SCRABBLE_MOVE_PLAY;
      hint->move.play = g_array_index (r.ranked, FtScrabblePlay, 0);
      why = ft_scrabble_play_explain (&view->board, &view->settings, &hint->move.play);
      g_string_append_printf (s, ngettext ("%u legal play; the best scores %d:\n",
                                           "%u legal plays; the best scores %d:\n", r.n_plays),
                              r.n_plays, hint->move.play.score);
      g_string_append (s, why);
    }
  else if (view->rack.n == 0)
    {
      hint->move.kind = FT_SCRABBLE_MOVE_PASS;
      g_string_append (s, _("no tiles on the rack: pass\n"));
    }
  else
    {
      g_string_append (s, _("no play: no line your tiles can make on this board is a valid and "
                            "correct equation that follows the placement rules.\n"));
      if (view->can_exchange)
        {
          FtScrabbleRack keep;
          g_autofree char *give_text = NULL;
          g_autofree char *keep_text = NULL;
          double value;

          hint->move.kind = FT_SCRABBLE_MOVE_EXCHANGE;
          value = ft_scrabble_best_keep (ft_scrabble_leave_table (), &view->rack, &keep,
                                         &hint->move.exchange);
          give_text = ft_scrabble_rack_to_string (&hint->move.exchange);
          keep_text = ft_scrabble_rack_to_string (&keep);
          g_string_append_printf (s, _("exchange these tiles: %s (the bag holds %u).\n"),
                                  give_text, view->n_bag);
          if (keep.n > 0)
            g_string_append_printf (s, _("why: keep %s, the tiles that help most in later "
                                         "equations (worth %.1f points by the expert's leave values); "
                                         "the others come back as new tiles.\n"), keep_text, value);
          else
            g_string_append (s, _("why: none of these tiles helps enough to keep; draw a fresh rack.\n"));
        }
      else
        {
          hint->move.kind = FT_SCRABBLE_MOVE_PASS;
          g_string_append_printf (s, _("pass: an exchange needs at least 9 tiles in the bag, "
                                       "which holds %u.\n"), view->n_bag);
        }
    }
  hint->text = g_string_free (s, FALSE);
}

void
ft_scrabble_hint_clear (FtScrabbleHint *hint)
{
  g_clear_pointer (&hint->ranked, g_array_unref);
  g_clear_pointer (&hint->text, g_free);
}
