/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "flipbits/flipbits-solver.h"

/*
 * FLIP BITS: how few of the hand's cards turn MEMORY into the GOAL.
 * Generators and builders (practice-private.h).
 */

/* The question, answer and steps of a FLIP BITS problem: how few of the
 * hand's cards turn MEMORY into the GOAL, by the flipbits solver. */
void
pr_build_flipbits (FtPrExercise      *ex,
                   const FtFbProblem *problem)
{
  FtFbSolution solution;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *hand = NULL;
  GString *q;
  char memory[FT_FB_BITS + 1], goal[FT_FB_BITS + 1];

  ex->value = ft_fb_solver_shortest_length (problem);
  ft_fb_bits_format (problem->memory, memory);
  ft_fb_bits_format (problem->goal, goal);
  q = g_string_new (NULL);
  g_string_append_printf (q, "MEMORY %s GOAL %s HEX %X HAND", memory, goal, problem->hex);
  for (guint i = 0; i < problem->n_cards; i++)
    {
      g_autofree char *card = ft_fb_card_to_string (problem->cards[i]);
      g_string_append_printf (q, " %s", card);
      g_ptr_array_add (names, ft_fb_card_describe (problem->cards[i]));
    }
  ex->question = g_string_free (q, FALSE);
  hand = pr_list_words ((const char * const *) names->pdata, names->len);
  /* Translators: a practice question; MEMORY, GOAL and HEX are the FLIP BITS
   * displays, %1$s and %2$s bit patterns, %3$X a HEX digit, %4$s the cards */
  ex->sentence = g_strdup_printf (_("MEMORY shows %1$s and the GOAL is %2$s, with HEX %3$X. Your hand: %4$s. What is the fewest of these cards that turn MEMORY into the GOAL? Answer 0 if no order of them can."),
                                  memory, goal, problem->hex, hand);
  ex->answer = g_strdup_printf ("%" G_GUINT64_FORMAT, ex->value);
  ex->a = problem->memory;
  ex->b = problem->goal;
  if (ex->value > 0 && ft_fb_solver_shortest (problem, &solution))
    {
      g_autofree char *explain = ft_fb_solution_explain (problem, &solution);
      g_auto(GStrv) lines = g_strsplit (explain, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (*lines[i] != '\0')
          g_ptr_array_add (ex->steps, g_strdup (lines[i]));
      pr_step (ex, _("No shorter order of these cards reaches the GOAL: %u cards."), (guint) ex->value);
    }
  else
    pr_step (ex, _("No order of these cards, with HEX %X, turns %s into %s: the answer is 0."),
          problem->hex, memory, goal);
}

void
pr_gen_flipbits (FtPrExercise *ex,
                 FtRng        *rng)
{
  const FtFbDeck *deck = ft_fb_deck_default ();
  FtFbProblem problem = { 0 };
  guint tries = 0;

  /* Mostly hands that can solve; now and then one that cannot, since
   * "can this hand reach the GOAL" is half the skill. */
  do
    {
      guint idx[FT_FB_SOLVE_MAX];

      problem.memory = pr_below (rng, 16);
      do
        problem.goal = pr_below (rng, 16);
      while (problem.goal == problem.memory);
      problem.hex = pr_below (rng, 16);
      problem.n_cards = ex->level + 1;
      for (guint i = 0; i < problem.n_cards; i++)
        {
          gboolean again;

          do
            {
              idx[i] = pr_below (rng, deck->n_cards);
              again = FALSE;
              for (guint j = 0; j < i; j++)
                again |= ft_fb_card_equal (deck->cards[idx[i]], deck->cards[idx[j]]);
            }
          while (again);
          problem.cards[i] = deck->cards[idx[i]];
        }
      ex->value = ft_fb_solver_shortest_length (&problem);
    }
  while (++tries < 8 && (ex->value == 0 || (ex->level > 1 && ex->value == 1)) && pr_below (rng, 5) != 0);
  pr_build_flipbits (ex, &problem);
}
