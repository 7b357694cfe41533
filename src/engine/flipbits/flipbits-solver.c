/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "flipbits-solver.h"

/*
 * The solver is exact: it tries every subset of the hand, every order and
 * every operand choice (flipbits R4).  Hands are tiny (3 cards in a game), so
 * plain depth-first search is fast; the length query uses a dynamic program
 * over subsets instead, because the advisor and the computer players ask it
 * most often.
 *
 * Everything here works on the caller's data only: no globals, so any thread
 * may call it.
 */

G_DEFINE_QUARK (ft-fb-solver-error-quark, ft_fb_solver_error)

typedef struct
{
  const FtFbProblem *problem;
  guint8 n_choices[FT_FB_SOLVE_MAX];
  guint8 choices[FT_FB_SOLVE_MAX][FT_FB_BITS];
} Moves;

static void
moves_init (Moves             *moves,
            const FtFbProblem *problem)
{
  moves->problem = problem;
  for (guint i = 0; i < problem->n_cards; i++)
    moves->n_choices[i] = ft_fb_card_choices (problem->cards[i], problem->hex,
                                              moves->choices[i]);
}

/* The set of values (bit v for value v) that card @i can turn @v into. */
static guint16
card_image (const Moves *moves,
            guint        i,
            guint8       v)
{
  guint16 image = 0;

  for (guint c = 0; c < moves->n_choices[i]; c++)
    image |= 1u << ft_fb_apply (moves->problem->cards[i].op, v, moves->choices[i][c]);
  return image;
}

/*
 * reach[S] is the set of values (bit v for value v) that some order of
 * exactly the cards in S, with any operand choices, makes of MEMORY.
 */
static void
reach_sets (const FtFbProblem *problem,
            guint16            reach[1u << FT_FB_SOLVE_MAX])
{
  Moves moves;
  guint n = problem->n_cards;

  moves_init (&moves, problem);
  reach[0] = 1u << problem->memory;
  for (guint set = 1; set < (1u << n); set++)
    {
      reach[set] = 0;
      for (guint i = 0; i < n; i++)
        if (set & (1u << i))
          {
            /* The sets are small: visit their members only. */
            for (guint before = reach[set & ~(1u << i)]; before != 0; before &= before - 1)
              reach[set] |= card_image (&moves, i, (guint8) __builtin_ctz (before));
          }
    }
}

/*
 * Every value some of the cards (possibly none) can make of MEMORY; stores
 * in @shortest the fewest cards that make GOAL, 0 when none can (a solve
 * with zero cards is not a solve: R4).
 */
static guint16
reach_summary (const FtFbProblem *problem,
               guint             *shortest)
{
  guint16 reach[1u << FT_FB_SOLVE_MAX];
  guint16 all = 0;
  guint best = 0;

  reach_sets (problem, reach);
  for (guint set = 0; set < (1u << problem->n_cards); set++)
    {
      guint size = (guint) __builtin_popcount (set);

      all |= reach[set];
      if (size > 0 && (reach[set] & (1u << problem->goal)) && (best == 0 || size < best))
        best = size;
    }
  *shortest = best;
  return all;
}

/* The fewest cards that turn MEMORY into GOAL, or 0 when the hand cannot. */
guint
ft_fb_solver_shortest_length (const FtFbProblem *problem)
{
  guint shortest;

  g_return_val_if_fail (problem->n_cards <= FT_FB_SOLVE_MAX, 0);

  reach_summary (problem, &shortest);
  return shortest;
}

/* Every value some of the cards (possibly none) can make of MEMORY, as a
 * set: bit v for value v. */
guint16
ft_fb_solver_reachable (const FtFbProblem *problem)
{
  guint shortest;

  g_return_val_if_fail (problem->n_cards <= FT_FB_SOLVE_MAX, 0);

  return reach_summary (problem, &shortest);
}

typedef struct
{
  Moves        moves;
  FtFbSolution current;
  guint        max_depth;
  gboolean     exact_depth;
  gboolean     found;
  FtFbSolution first;
  GPtrArray   *by_length[FT_FB_SOLVE_MAX + 1];
  GHashTable  *seen;
} Search;

static void
record (Search *search)
{
  g_autofree char *key = NULL;

  if (search->by_length[0] == NULL)
    {
      search->found = TRUE;
      search->first = search->current;
      return;
    }

  /* Two copies of the same card give the same solution: keep the first. */
  key = ft_fb_solution_to_string (&search->current);
  if (g_hash_table_contains (search->seen, key))
    return;
  g_hash_table_add (search->seen, g_steal_pointer (&key));
  g_ptr_array_add (search->by_length[search->current.n_steps],
                   g_memdup2 (&search->current, sizeof search->current));
}

static void
search_from (Search *search,
             guint   used,
             guint8  memory)
{
  const FtFbProblem *problem = search->moves.problem;
  guint depth = search->current.n_steps;

  if (depth > 0 && memory == problem->goal &&
      (!search->exact_depth || depth == search->max_depth))
    {
      record (search);
      if (search->found)
        return;
    }
  if (depth == search->max_depth)
    return;

  for (guint i = 0; i < problem->n_cards && !search->found; i++)
    {
      if (used & (1u << i))
        continue;
      for (guint c = 0; c < search->moves.n_choices[i] && !search->found; c++)
        {
          FtFbStep *step = &search->current.steps[depth];

          step->card = i;
          step->op = problem->cards[i].op;
          step->operand = search->moves.choices[i][c];
          search->current.n_steps = depth + 1;
          search_from (search, used | (1u << i), ft_fb_apply (step->op, memory, step->operand));
          search->current.n_steps = depth;
        }
    }
}

static gboolean
search_one (const FtFbProblem *problem,
            guint              max_depth,
            gboolean           exact_depth,
            FtFbSolution      *solution)
{
  Search search = { 0 };

  g_return_val_if_fail (problem->n_cards <= FT_FB_SOLVE_MAX, FALSE);

  moves_init (&search.moves, problem);
  search.max_depth = max_depth;
  search.exact_depth = exact_depth;
  search_from (&search, 0, problem->memory);
  if (search.found && solution != NULL)
    *solution = search.first;
  return search.found;
}

/* One solve with the fewest cards, the first in hand order among those. */
gboolean
ft_fb_solver_shortest (const FtFbProblem *problem,
                       FtFbSolution      *solution)
{
  guint length = ft_fb_solver_shortest_length (problem);

  return length > 0 && search_one (problem, length, TRUE, solution);
}

/* The first solve a depth-first look through the hand finds: a solve, but
 * not always the shortest (the standard computer player plays it). */
gboolean
ft_fb_solver_first (const FtFbProblem *problem,
                    FtFbSolution      *solution)
{
  return search_one (problem, problem->n_cards, FALSE, solution);
}

/*
 * Every solve of @problem as an array of FtFbSolution: fewest cards first,
 * then in hand order.  Solves that differ only in which of two identical
 * cards they use are the same solve and appear once.
 */
GArray *
ft_fb_solver_all (const FtFbProblem *problem)
{
  Search search = { 0 };
  GArray *all = g_array_new (FALSE, FALSE, sizeof (FtFbSolution));

  g_return_val_if_fail (problem->n_cards <= FT_FB_SOLVE_MAX, all);

  moves_init (&search.moves, problem);
  search.max_depth = problem->n_cards;
  search.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint k = 0; k <= FT_FB_SOLVE_MAX; k++)
    search.by_length[k] = g_ptr_array_new_with_free_func (g_free);

  search_from (&search, 0, problem->memory);

  for (guint k = 1; k <= FT_FB_SOLVE_MAX; k++)
    for (guint i = 0; i < search.by_length[k]->len; i++)
      g_array_append_vals (all, g_ptr_array_index (search.by_length[k], i), 1);

  for (guint k = 0; k <= FT_FB_SOLVE_MAX; k++)
    g_ptr_array_unref (search.by_length[k]);
  g_hash_table_unref (search.seen);
  return all;
}

/*
 * Checks that @solution is a solve the rules allow (flipbits R4): at least
 * one card, each card of the hand at most once, a HEX card for the cards
 * that need one, and a chosen bit or mask the card can take.  Fills in each
 * step's op and operand and stores in @result the MEMORY it leaves; whether
 * that matches the GOAL is the caller's business (R5, R6).
 */
gboolean
ft_fb_solution_check (const FtFbProblem  *problem,
                      FtFbSolution       *solution,
                      guint8             *result,
                      GError            **error)
{
  guint used = 0;
  guint8 memory = problem->memory;

  if (solution->n_steps == 0)
    {
      /* flipbits R4 */
      g_set_error_literal (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_EMPTY,
                           "a solve needs at least one OPERATION card");
      return FALSE;
    }
  if (solution->n_steps > problem->n_cards)
    {
      g_set_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD,
                   "%u steps but only %u cards in hand", solution->n_steps, problem->n_cards);
      return FALSE;
    }

  for (guint s = 0; s < solution->n_steps; s++)
    {
      FtFbStep *step = &solution->steps[s];
      guint8 choices[FT_FB_BITS];
      guint n_choices;
      FtFbCard card;
      gboolean ok = FALSE;

      if (step->card >= problem->n_cards || (used & (1u << step->card)))
        {
          /* flipbits R4 */
          g_set_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD,
                       "step %u: card %u is not in hand or is used twice",
                       s + 1, step->card + 1);
          return FALSE;
        }
      used |= 1u << step->card;
      card = problem->cards[step->card];

      n_choices = ft_fb_card_choices (card, problem->hex, choices);
      if (n_choices == 0)
        {
          /* flipbits R4 */
          g_set_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX,
                       "step %u: %s needs a HEX card and there is none",
                       s + 1, ft_fb_op_token (card.op));
          return FALSE;
        }
      if (n_choices == 1)
        {
          step->operand = choices[0];
          ok = TRUE;
        }
      for (guint c = 0; c < n_choices && !ok; c++)
        ok = step->operand == choices[c];
      if (!ok)
        {
          g_set_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_OPERAND,
                       "step %u: %s cannot be played with %u",
                       s + 1, ft_fb_op_token (card.op), step->operand);
          return FALSE;
        }

      step->op = card.op;
      memory = ft_fb_apply (step->op, memory, step->operand);
    }

  if (result != NULL)
    *result = memory;
  return TRUE;
}

/* Whether a step plays the HEX card, which a success then discards (R5). */
gboolean
ft_fb_solution_uses_hex (const FtFbSolution *solution)
{
  for (guint s = 0; s < solution->n_steps; s++)
    if (ft_fb_op_operand_kind (solution->steps[s].op) == FT_FB_OPERAND_HEX)
      return TRUE;
  return FALSE;
}

/*
 * The untranslated text of the command line: tokens separated by commas,
 * with the operand of FLIP BIT and of MASK cards as four bits:
 * "ROTL,XOR,FLIP:0010,MOR:0100".
 */
char *
ft_fb_solution_to_string (const FtFbSolution *solution)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < solution->n_steps; i++)
    {
      const FtFbStep *step = &solution->steps[i];
      FtFbOperandKind kind = ft_fb_op_operand_kind (step->op);

      if (i > 0)
        g_string_append_c (s, ',');
      g_string_append (s, ft_fb_op_token (step->op));
      if (kind == FT_FB_OPERAND_MASK || kind == FT_FB_OPERAND_CHOSEN)
        {
          char bits[FT_FB_BITS + 1];

          ft_fb_bits_format (step->operand, bits);
          g_string_append_printf (s, ":%s", bits);
        }
    }
  return g_string_free (s, FALSE);
}

/* One step as a player reads it, translated: "FLIP BIT on bit 2". */
char *
ft_fb_step_describe (const FtFbStep *step)
{
  char bits[FT_FB_BITS + 1];

  ft_fb_bits_format (step->operand, bits);
  switch (ft_fb_op_operand_kind (step->op))
    {
    case FT_FB_OPERAND_HEX:
      /* Translators: "XOR with your HEX card 0011". */
      return g_strdup_printf (_("%s with your HEX card %s"), ft_fb_op_name (step->op), bits);
    case FT_FB_OPERAND_MASK:
      /* Translators: "MASK OR with mask 0100". */
      return g_strdup_printf (_("%s with mask %s"), ft_fb_op_name (step->op), bits);
    case FT_FB_OPERAND_CHOSEN:
      /* Translators: "FLIP BIT on bit 2"; bit 3 is the leftmost. */
      return g_strdup_printf (_("%s on bit %d"), ft_fb_op_name (step->op),
                              g_bit_nth_lsf (step->operand, -1));
    case FT_FB_OPERAND_NONE:
    default:
      return g_strdup (ft_fb_op_name (step->op));
    }
}

/*
 * The whole solve, step by step, with MEMORY after each step and the
 * bit-by-bit effect (ft_fb_explain_step()), for hints and the solve builder.
 * @solution must have passed ft_fb_solution_check().
 */
char *
ft_fb_solution_explain (const FtFbProblem  *problem,
                        const FtFbSolution *solution)
{
  GString *s = g_string_new (NULL);
  guint8 memory = problem->memory;

  for (guint i = 0; i < solution->n_steps; i++)
    {
      const FtFbStep *step = &solution->steps[i];
      guint8 after = ft_fb_apply (step->op, memory, step->operand);
      g_autofree char *what = ft_fb_step_describe (step);
      g_autofree char *bits = ft_fb_explain_step (step->op, memory, step->operand);
      g_auto(GStrv) lines = g_strsplit (bits, "\n", -1);
      char before_text[FT_FB_BITS + 1], after_text[FT_FB_BITS + 1];

      ft_fb_bits_format (memory, before_text);
      ft_fb_bits_format (after, after_text);
      if (s->len > 0)
        g_string_append_c (s, '\n');
      /* Translators: "Step 1: XOR with your HEX card 0011, MEMORY 0101 becomes 0110". */
      g_string_append_printf (s, _("Step %u: %s, MEMORY %s becomes %s"),
                              i + 1, what, before_text, after_text);
      for (guint l = 0; lines[l] != NULL; l++)
        g_string_append_printf (s, "\n  %s", lines[l]);
      memory = after;
    }
  return g_string_free (s, FALSE);
}
