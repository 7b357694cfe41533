/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "flipchain/flipchain-words.h"

static const char *
colour_name (FtFcColour colour)
{
  return colour == FT_FC_RED ? _("Red") : _("Blue");
}

/* "d6", "d6 or e7", "d6, e7 or f8" */
static char *
cells_words (guint           side,
             const FtFcBits *cells)
{
  GString *s = g_string_new (NULL);
  guint n = ft_fc_bits_count (cells), i = 0;

  FT_FC_BITS_FOREACH (c, cells)
    {
      g_autofree char *name = ft_fc_cell_name (side, (guint) c);

      if (i > 0)
        g_string_append (s, i + 1 == n ? _(" or ") : ", ");
      g_string_append (s, name);
      i++;
    }
  return g_string_free (s, FALSE);
}

/* Why the expert's choice, in a clause after "Place on e5: ". */
static void
append_expert_why (GString        *s,
                   const FtFcHint *hint)
{
  guint n = ft_fc_bits_count (&hint->expert_flips);

  switch (hint->expert.reason)
    {
    case FT_FC_REASON_WIN:
      g_string_append (s, _("it closes your loop and wins"));
      return;
    case FT_FC_REASON_STOP:
      g_string_append (s, _("it stops every loop your opponent threatens"));
      return;
    case FT_FC_REASON_ONLY:
      g_string_append (s, _("it is the only sensible move"));
      return;
    case FT_FC_REASON_FORCED:
      g_string_append (s, _("it wins by force, whatever your opponent does"));
      return;
    case FT_FC_REASON_SEARCH:
    default:
      if (n > 0)
        /* Translators: "it flips 2 discs and won 64% of 800 trial games, the best of 30 moves" */
        g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                "it flips %u disc and won %.0f%% of %u trial games, the best of %u moves",
                                                "it flips %u discs and won %.0f%% of %u trial games, the best of %u moves", n),
                                n, 100.0 * hint->expert.value, hint->expert.visits, hint->expert.n_candidates);
      else
        /* Translators: "it won 64% of 800 trial games, the best of 30 moves" */
        g_string_append_printf (s, _("it won %.0f%% of %u trial games, the best of %u moves"),
                                100.0 * hint->expert.value, hint->expert.visits, hint->expert.n_candidates);
      return;
    }
}

static void
append_advice (GString        *s,
               const FtFcHint *hint)
{
  g_autofree char *opponent_threats = NULL;

  if (hint->has_expert && hint->expert.move == FT_FC_MOVE_SWAP)
    {
      g_string_append (s, _("Swap colours: you play Red, with its disc, and your opponent Blue"));
      if (hint->expert.reason == FT_FC_REASON_SEARCH)
        g_string_append_printf (s, _("; swapping won %.0f%% of %u trial games"),
                                100.0 * hint->expert.value, hint->expert.visits);
      g_string_append (s, ".");
      return;
    }
  if (hint->has_expert && hint->expert.move >= 0)
    {
      g_autofree char *cell = ft_fc_cell_name (hint->side, (guint) hint->expert.move);

      /* Translators: "Place on e5: <why>." */
      g_string_append_printf (s, _("Place on %s: "), cell);
      append_expert_why (s, hint);
      g_string_append (s, ".");
      return;
    }
  /* The quick parts only, while the expert thinks. */
  if (!ft_fc_bits_empty (&hint->wins))
    {
      g_autofree char *cells = cells_words (hint->side, &hint->wins);

      /* Translators: "Place on d6: it closes your loop and wins." */
      g_string_append_printf (s, _("Place on %s: it closes your loop and wins."), cells);
      return;
    }
  if (!ft_fc_bits_empty (&hint->threats))
    {
      opponent_threats = cells_words (hint->side, &hint->threats);
      if (!ft_fc_bits_empty (&hint->stops))
        {
          g_autofree char *stops = cells_words (hint->side, &hint->stops);

          /* Translators: "Place on d6 or e7: Blue threatens to close a loop at d6." */
          g_string_append_printf (s, _("Place on %s: %s threatens to close a loop at %s."), stops,
                                  colour_name (FT_FC_OTHER (hint->colour)), opponent_threats);
        }
      else
        g_string_append_printf (s, _("%s threatens to close a loop at %s, and no placement stops every threat."),
                                colour_name (FT_FC_OTHER (hint->colour)), opponent_threats);
      return;
    }
  g_string_append (s, _("No placement wins at once, and your opponent threatens no loop."));
}

char *
ft_fc_hint_advice (const FtFcHint *hint)
{
  GString *s = g_string_new (NULL);
  guint n_legal = ft_fc_bits_count (&hint->legal);

  if (n_legal == 0 && !hint->can_swap)
    {
      g_string_append (s, _("The game is over."));
      return g_string_free (s, FALSE);
    }
  append_advice (s, hint);
  g_string_append_c (s, '\n');

  if (hint->solved)
    {
      FtFcBits good = { { 0, } };

      if (hint->value > 0)
        g_string_append (s, _("With perfect play you win from here."));
      else if (hint->value == 0)
        g_string_append (s, _("With perfect play this is a draw."));
      else
        g_string_append (s, _("With perfect play you lose from here."));
      FT_FC_BITS_FOREACH (c, &hint->legal)
        if (hint->move_value[c] == hint->value)
          ft_fc_bits_add (&good, (guint) c);
      if (!ft_fc_bits_empty (&good))
        {
          g_autofree char *cells = cells_words (hint->side, &good);

          g_string_append_c (s, ' ');
          /* Translators: "Placing on c3 or d4 keeps that result." */
          g_string_append_printf (s, _("Placing on %s keeps that result."), cells);
        }
      g_string_append_c (s, '\n');
    }
  if (hint->can_swap)
    {
      g_string_append (s, _("You may also swap colours (the pie rule): you play Red, with its disc, and your opponent Blue."));
      g_string_append_c (s, '\n');
    }
  {
    g_autofree char *cells = ft_fc_cells_to_string (hint->side, &hint->legal);

    /* Translators: %s is Red or Blue, then a list of cells such as "c3 d4". */
    g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%s may place on %u cell: %s.",
                                            "%s may place on any of %u cells: %s.", n_legal),
                            colour_name (hint->colour), n_legal, cells);
  }
  return g_string_free (s, FALSE);
}
