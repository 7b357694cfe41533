/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "flipbits-hint.h"

/*
 * Fills @hint for the player whose view @view is: whether its hand solves
 * the GOAL, a shortest solve, and, on its own turn before the discard,
 * the discard advice (R7, R9, R10).
 */
void
ft_fb_hint_compute (const FtFbView *view,
                    FtFbHint       *hint)
{
  memset (hint, 0, sizeof *hint);
  ft_fb_view_problem (view, &hint->problem);
  hint->can_solve = ft_fb_solver_shortest (&hint->problem, &hint->solution);
  hint->shortest = hint->can_solve ? hint->solution.n_steps : 0;
  hint->has_advice = view->phase != FT_FB_PHASE_GAME_OVER && view->current == view->seat;
  if (hint->has_advice)
    ft_fb_advise_discards (view, &hint->advice);
}

/* The hint at @level, translated. */
char *
ft_fb_hint_text (const FtFbHint *hint,
                 FtFbHintLevel   level)
{
  g_autofree char *first = NULL;

  if (!hint->can_solve)
    return g_strdup (_("Your hand cannot solve this GOAL yet."));

  switch (level)
    {
    case FT_FB_HINT_LEVEL_CAN_SOLVE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Your hand can solve it, with %u card.",
                                           "Your hand can solve it, with %u cards.",
                                           hint->shortest),
                              hint->shortest);
    case FT_FB_HINT_LEVEL_FIRST_STEP:
      first = ft_fb_step_describe (&hint->solution.steps[0]);
      /* Translators: "Start with ROTATE LEFT." or "Start with FLIP BIT on bit 2." */
      return g_strdup_printf (_("Start with %s."), first);
    case FT_FB_HINT_LEVEL_WHOLE_SOLVE:
    case FT_FB_N_HINT_LEVELS:
    default:
      return ft_fb_solution_explain (&hint->problem, &hint->solution);
    }
}

static char *
describe_discard (const FtFbHint          *hint,
                  const FtFbDiscardOption *option)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < hint->problem.n_cards; i++)
    if (option->op_mask & (1u << i))
      {
        g_autofree char *card = ft_fb_card_describe (hint->problem.cards[i]);

        if (s->len > 0)
          g_string_append (s, ", ");
        g_string_append (s, card);
      }
  if (option->discard_hex)
    {
      char bits[FT_FB_BITS + 1];

      ft_fb_bits_format (hint->problem.hex, bits);
      if (s->len > 0)
        g_string_append (s, ", ");
      /* Translators: the HEX card in a list of cards to discard. */
      g_string_append_printf (s, _("HEX %s"), bits);
    }
  if (s->len == 0)
    /* Translators: a discard of no card (R7 waives it with no OPERATION card). */
    g_string_append (s, _("nothing"));
  return g_string_free (s, FALSE);
}

/* The best @max_options discards, one line each, translated:
 * "Discard NOT, ROTATE LEFT: 42% chance to hold a solve (about 2.4 turns)". */
char *
ft_fb_hint_advice_text (const FtFbHint *hint,
                        guint           max_options)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < hint->advice.n_options && i < max_options; i++)
    {
      const FtFbDiscardOption *option = &hint->advice.options[i];
      g_autofree char *what = describe_discard (hint, option);

      if (s->len > 0)
        g_string_append_c (s, '\n');
      if (option->p_solve > 0)
        /* Translators: "Discard NOT, HEX 0011: 42% chance to hold a solve after
         * drawing (about 2.4 turns)". */
        g_string_append_printf (s, _("Discard %s: %.0f%% chance to hold a solve after drawing (about %.1f turns)"),
                                what, 100.0 * option->p_solve, option->expected_turns);
      else
        g_string_append_printf (s, _("Discard %s: no chance to hold a solve after drawing"), what);
    }
  return g_string_free (s, FALSE);
}
