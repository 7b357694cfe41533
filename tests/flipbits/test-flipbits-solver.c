/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "ft-rng.h"
#include "flipbits/flipbits-solver.h"
#include "flipbits-reference.h"

/*
 * The solver against an independent brute force (flipbits R4): every hand
 * of up to three cards drawn from the distinct card kinds (printed masks
 * and masks chosen when played), with every HEX value (or none) when the
 * hand holds a card that uses one, every MEMORY and every GOAL.
 *
 * The reference enumerates index tuples and operand values by counting,
 * not by search, and formats solves with its own code.
 */

#define MAX_CARDS FT_FB_SOLVE_MAX
#define EXHAUSTIVE_CARDS 3

static const char *const kind_tokens[] = {
  "OR", "AND", "XOR", "COPY", "NOT", "ROTL", "ROTR", "FLIP",
  "MOR:0001", "MOR:0010", "MOR:0100", "MOR:1000",
  "MAND:1110", "MAND:1101", "MAND:1011", "MAND:0111",
  "MXOR:0001", "MXOR:0010", "MXOR:0100", "MXOR:1000",
  "MOR", "MAND", "MXOR",
};

static void
reference_step_text (GString *s,
                     FtFbOp   op,
                     guint    operand)
{
  static const char *const tokens[] = {
    "OR", "AND", "XOR", "COPY", "NOT", "ROTL", "ROTR", "FLIP", "MOR", "MAND", "MXOR",
  };

  g_string_append (s, tokens[op]);
  if (op == FT_FB_OP_FLIP || op >= FT_FB_OP_MASK_OR)
    g_string_append_printf (s, ":%u%u%u%u", (operand >> 3) & 1, (operand >> 2) & 1,
                            (operand >> 1) & 1, operand & 1);
}

typedef struct
{
  guint       shortest[16];  /* per GOAL, 0 = none */
  GHashTable *solves[16];    /* per GOAL, the set of solve texts */
} Reference;

/* Tries every operand 0..15 at step @i of the index tuple @idx, keeping
 * those the rules allow, and records where each full sequence ends. */
static void
reference_operands (const FtFbProblem *problem,
                    Reference         *ref,
                    const guint       *idx,
                    guint              len,
                    guint              i,
                    guint             *operand,
                    guint8             m)
{
  if (i == len)
    {
      if (ref->shortest[m] == 0)
        ref->shortest[m] = len;
      if (ref->solves[m] != NULL)
        {
          GString *s = g_string_new (NULL);

          for (guint j = 0; j < len; j++)
            {
              if (j > 0)
                g_string_append_c (s, ',');
              reference_step_text (s, problem->cards[idx[j]].op, operand[j]);
            }
          g_hash_table_add (ref->solves[m], g_string_free (s, FALSE));
        }
      return;
    }

  for (guint o = 0; o < 16; o++)
    if (reference_operand_allowed (problem->cards[idx[i]], problem->hex, o))
      {
        operand[i] = o;
        reference_operands (problem, ref, idx, len, i + 1, operand,
                            ft_fb_apply (problem->cards[idx[i]].op, m, o));
      }
}

/* Every tuple of distinct card indices of length 1..n, counted out as a
 * number in base n, with every operand the rules allow at each step. */
static void
reference_compute (const FtFbProblem *problem,
                   Reference         *ref,
                   gboolean           collect)
{
  guint n = problem->n_cards;

  for (guint g = 0; g < 16; g++)
    {
      ref->shortest[g] = 0;
      ref->solves[g] = collect ? g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) : NULL;
    }

  for (guint len = 1; len <= n; len++)
    {
      guint n_tuples = 1;

      for (guint i = 0; i < len; i++)
        n_tuples *= n;
      for (guint t = 0; t < n_tuples; t++)
        {
          guint idx[MAX_CARDS], operand[MAX_CARDS], used = 0;
          gboolean distinct = TRUE;

          for (guint i = 0, x = t; i < len; i++, x /= n)
            {
              idx[i] = x % n;
              distinct = distinct && !(used & (1u << idx[i]));
              used |= 1u << idx[i];
            }
          if (distinct)
            reference_operands (problem, ref, idx, len, 0, operand, problem->memory);
        }
    }
}

static void
reference_clear (Reference *ref)
{
  for (guint g = 0; g < 16; g++)
    g_clear_pointer (&ref->solves[g], g_hash_table_unref);
}

/* A solve the solver returns must be legal and reach GOAL. */
static void
assert_solves (const FtFbProblem  *problem,
               const FtFbSolution *solution)
{
  FtFbSolution copy = *solution;
  g_autoptr(GError) error = NULL;
  guint8 result;

  g_assert_true (ft_fb_solution_check (problem, &copy, &result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (result, ==, problem->goal);
  g_assert_cmpmem (&copy, sizeof copy, solution, sizeof *solution);
}

static void
check_problem_all_goals (FtFbProblem *problem,
                         gboolean     check_solves,
                         gboolean     check_all)
{
  Reference ref;

  guint16 reachable = 1u << problem->memory;

  reference_compute (problem, &ref, check_all);
  for (guint g = 0; g < 16; g++)
    if (ref.shortest[g] > 0)
      reachable |= 1u << g;
  g_assert_cmpuint (ft_fb_solver_reachable (problem), ==, reachable);

  for (guint g = 0; g < 16; g++)
    {
      FtFbSolution solution;
      gboolean found;

      problem->goal = g;
      g_assert_cmpuint (ft_fb_solver_shortest_length (problem), ==, ref.shortest[g]);
      if (!check_solves)
        continue;
      found = ft_fb_solver_shortest (problem, &solution);
      g_assert_cmpint (found, ==, ref.shortest[g] > 0);
      if (found)
        {
          g_assert_cmpuint (solution.n_steps, ==, ref.shortest[g]);
          assert_solves (problem, &solution);
        }
      found = ft_fb_solver_first (problem, &solution);
      g_assert_cmpint (found, ==, ref.shortest[g] > 0);
      if (found)
        assert_solves (problem, &solution);

      if (check_all)
        {
          g_autoptr(GArray) all = ft_fb_solver_all (problem);
          g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

          for (guint i = 0; i < all->len; i++)
            {
              const FtFbSolution *s = &g_array_index (all, FtFbSolution, i);
              char *text = ft_fb_solution_to_string (s);

              /* Fewest cards first, each solve once, each a real solve. */
              if (i > 0)
                g_assert_cmpuint (s->n_steps, >=, g_array_index (all, FtFbSolution, i - 1).n_steps);
              if (i == 0)
                g_assert_cmpuint (s->n_steps, ==, ref.shortest[g]);
              assert_solves (problem, s);
              g_assert_true (g_hash_table_contains (ref.solves[g], text));
              g_assert_true (g_hash_table_add (seen, text));
            }
          g_assert_cmpuint (g_hash_table_size (seen), ==, g_hash_table_size (ref.solves[g]));
        }
    }
  reference_clear (&ref);
}

static gboolean
hand_uses_hex (const FtFbProblem *problem)
{
  for (guint i = 0; i < problem->n_cards; i++)
    if (ft_fb_card_needs_hex (problem->cards[i]))
      return TRUE;
  return FALSE;
}

/* flipbits R4: all hands of up to 3 cards, all HEX values, all MEMORY and
 * GOAL pairs.  The shortest length is compared on all; to keep the test
 * quick (it also runs under sanitizers), the single solves on one problem
 * in two and every solve on one in sixteen, rotating through them. */
static void
test_brute_force (void)
{
  guint n_kinds = G_N_ELEMENTS (kind_tokens);
  FtFbCard kinds[G_N_ELEMENTS (kind_tokens)];
  guint n_problems = 0;

  for (guint k = 0; k < n_kinds; k++)
    g_assert_true (ft_fb_card_parse (kind_tokens[k], &kinds[k]));

  for (guint size = 0; size <= EXHAUSTIVE_CARDS; size++)
    for (guint a = 0; a < (size >= 1 ? n_kinds : 1); a++)
      for (guint b = (size >= 2 ? a : 0); b < (size >= 2 ? n_kinds : 1); b++)
        for (guint c = (size >= 3 ? b : 0); c < (size >= 3 ? n_kinds : 1); c++)
          {
            FtFbProblem problem = { 0 };
            guint idx[3] = { a, b, c };
            int n_hex;

            problem.n_cards = size;
            for (guint i = 0; i < size; i++)
              problem.cards[i] = kinds[idx[i]];
            /* With no card that uses it, a HEX value cannot matter: one
             * value stands for all sixteen. */
            n_hex = hand_uses_hex (&problem) ? 16 : 1;
            for (int hex = -1; hex < n_hex; hex++)
              for (guint m = 0; m < 16; m++)
                {
                  guint turn = m + a + b + c + (guint) hex;

                  problem.hex = hex;
                  problem.memory = m;
                  check_problem_all_goals (&problem, turn % 2 == 0, turn % 16 == 0);
                  n_problems += 16;
                }
          }

  g_test_message ("checked %u (hand, HEX, MEMORY, GOAL) problems", n_problems);
  g_assert_cmpuint (n_problems, >, 1000000);
}

/* The command line takes hands of up to 6 cards: random hands of 4 to 6
 * cards against the same reference, every MEMORY and GOAL (single solves
 * on half, every solve on one MEMORY in eight). */
static void
test_larger_hands (void)
{
  FtRng rng;

  ft_rng_init (&rng, 6);
  for (guint round = 0; round < 24; round++)
    {
      FtFbProblem problem = { 0 };

      problem.n_cards = 4 + round % 3;
      for (guint i = 0; i < problem.n_cards; i++)
        g_assert_true (ft_fb_card_parse (kind_tokens[ft_rng_below (&rng, G_N_ELEMENTS (kind_tokens))],
                                         &problem.cards[i]));
      problem.hex = (int) ft_rng_below (&rng, 17) - 1;
      for (guint m = 0; m < 16; m++)
        {
          problem.memory = m;
          check_problem_all_goals (&problem, m % 2 == 0, m % 8 == round % 8);
        }
    }
}

/* flipbits R4: a solve with zero cards is not a solve, even when GOAL
 * equals MEMORY; a card is used at most once; OR/AND/XOR/COPY need a HEX
 * card; FLIP BIT takes exactly one bit. */
static void
test_rules_r4 (void)
{
  FtFbProblem problem = { .memory = 5, .goal = 5, .hex = -1, .n_cards = 2 };
  FtFbSolution solution = { 0 };
  g_autoptr(GError) error = NULL;
  guint8 result;

  g_assert_true (ft_fb_card_parse ("OR", &problem.cards[0]));
  g_assert_true (ft_fb_card_parse ("FLIP", &problem.cards[1]));
  g_assert_cmpuint (ft_fb_solver_shortest_length (&problem), ==, 0);
  g_assert_false (ft_fb_solution_check (&problem, &solution, &result, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_EMPTY);
  g_clear_error (&error);

  solution.n_steps = 1;
  solution.steps[0].card = 0;
  g_assert_false (ft_fb_solution_check (&problem, &solution, &result, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX);
  g_clear_error (&error);

  solution.n_steps = 2;
  solution.steps[0] = (FtFbStep) { .card = 1, .operand = 2 };
  solution.steps[1] = (FtFbStep) { .card = 1, .operand = 2 };
  g_assert_false (ft_fb_solution_check (&problem, &solution, &result, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD);
  g_clear_error (&error);

  solution.n_steps = 1;
  solution.steps[0] = (FtFbStep) { .card = 1, .operand = 3 };
  g_assert_false (ft_fb_solution_check (&problem, &solution, &result, &error));
  g_assert_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_OPERAND);
  g_clear_error (&error);

  solution.steps[0] = (FtFbStep) { .card = 1, .operand = 2 };
  g_assert_true (ft_fb_solution_check (&problem, &solution, &result, &error));
  g_assert_cmpuint (result, ==, 7);

  /* The HEX card may serve several cards (R4). */
  problem = (FtFbProblem) { .memory = 0x0, .goal = 0x6, .hex = 0x3, .n_cards = 2 };
  g_assert_true (ft_fb_card_parse ("OR", &problem.cards[0]));
  g_assert_true (ft_fb_card_parse ("ROTL", &problem.cards[1]));
  g_assert_true (ft_fb_solver_shortest (&problem, &solution));
  g_assert_cmpuint (solution.n_steps, ==, 2);
  {
    g_autofree char *text = ft_fb_solution_to_string (&solution);
    g_autofree char *explained = ft_fb_solution_explain (&problem, &solution);

    g_assert_cmpstr (text, ==, "OR,ROTL");
    g_assert_nonnull (strstr (explained, "MEMORY 0000 becomes 0011"));
    g_assert_nonnull (strstr (explained, "MEMORY 0011 becomes 0110"));
  }
}

/* Two copies of one card give one solve, not two. */
static void
test_duplicates (void)
{
  FtFbProblem problem = { .memory = 0x0, .goal = 0xF, .hex = -1, .n_cards = 3 };
  g_autoptr(GArray) all = NULL;

  for (guint i = 0; i < 3; i++)
    g_assert_true (ft_fb_card_parse ("NOT", &problem.cards[i]));
  all = ft_fb_solver_all (&problem);
  /* NOT, and NOT,NOT,NOT; never NOT,NOT (that restores 0000). */
  g_assert_cmpuint (all->len, ==, 2);
  g_assert_cmpuint (g_array_index (all, FtFbSolution, 0).n_steps, ==, 1);
  g_assert_cmpuint (g_array_index (all, FtFbSolution, 1).n_steps, ==, 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/solver/r4-brute-force-all-hands", test_brute_force);
  g_test_add_func ("/flipbits/solver/r4-random-larger-hands", test_larger_hands);
  g_test_add_func ("/flipbits/solver/r4-rules", test_rules_r4);
  g_test_add_func ("/flipbits/solver/duplicates", test_duplicates);

  return g_test_run ();
}
