/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "flipbits/flipbits-view.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipbits-game-private.h"
#include "ft-flipbits-game-internal.h"

/*
 * A person's turn in the FLIP BITS model (ft-flipbits-game.c): the solve
 * a person builds (with undo and redo), calling Resolved or passing in the
 * resolve window, and the discard.
 */

/* --- The solve builder ------------------------------------------------- */

static void
waiting_problem (FtFlipBitsGame *self,
                 FtFbProblem    *problem)
{
  ft_fb_game_problem (&self->game, ft_flipbits_game_get_waiting_seat (self), problem);
}

/**
 * ft_flipbits_game_add_step:
 * @card: the index of the card in the waiting seat's hand
 * @operand: for FLIP BIT (and masks chosen when played) the chosen bit as a
 *   one-bit mask; ignored otherwise
 *
 * Adds a step to the solve being built, if the rules allow it (R4): each
 * card once, cards that need a HEX card only with one.
 */
gboolean
ft_flipbits_game_add_step (FtFlipBitsGame  *self,
                           guint            card,
                           guint8           operand,
                           GError         **error)
{
  FtFbProblem problem;
  FtFbSolution trial;
  guint8 result;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);

  if (ft_flipbits_game_get_wait (self) != FT_FLIPBITS_WAIT_RESOLVE ||
      self->builder.n_steps >= FT_FB_SOLVE_MAX)
    {
      g_set_error (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE,
                   _("A solve can only be built while the resolve window is open."));
      return FALSE;
    }

  waiting_problem (self, &problem);
  trial = self->builder;
  trial.steps[trial.n_steps].card = card;
  trial.steps[trial.n_steps].operand = operand;
  trial.n_steps++;

  if (!ft_fb_solution_check (&problem, &trial, &result, &local_error))
    {
      /* The engine's message is for developers and cites rulings; the
       * learner reads the rule in words (flipbits R4). */
      if (g_error_matches (local_error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX))
        g_set_error (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_NEEDS_HEX,
                     /* Translators: "XOR needs your HEX card, …" */
                     _("%s needs your HEX card, and you hold none: you draw one on your turn."),
                     ft_fb_op_name (problem.cards[card].op));
      else if (g_error_matches (local_error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD))
        g_set_error_literal (error, FT_FB_SOLVER_ERROR, FT_FB_SOLVER_ERROR_BAD_CARD,
                             _("Each card of your hand can be used once in a solve."));
      else
        g_set_error_literal (error, local_error->domain, local_error->code,
                             _("That card cannot be played that way."));
      return FALSE;
    }

  self->builder = trial;
  self->redo.n_steps = 0;
  _ft_flipbits_game_changed (self);
  return TRUE;
}

/* The steps of the solve being built (R4). */
guint
ft_flipbits_game_get_n_steps (FtFlipBitsGame *self)
{
  return self->builder.n_steps;
}

/* MEMORY after the first @n_steps steps of the solve being built. */
guint8
ft_flipbits_game_memory_after (FtFlipBitsGame *self,
                               guint           n_steps)
{
  guint8 memory = self->game.memory;

  for (guint i = 0; i < MIN (n_steps, self->builder.n_steps); i++)
    memory = ft_fb_apply (self->builder.steps[i].op, memory, self->builder.steps[i].operand);
  return memory;
}

gboolean
ft_flipbits_game_card_is_used (FtFlipBitsGame *self,
                               guint           card)
{
  for (guint i = 0; i < self->builder.n_steps; i++)
    if (self->builder.steps[i].card == card)
      return TRUE;
  return FALSE;
}

gboolean
ft_flipbits_game_real_can_undo (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  return self->builder.n_steps > 0;
}

gboolean
ft_flipbits_game_real_can_redo (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  return self->redo.n_steps > 0;
}

void
ft_flipbits_game_real_undo (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  if (self->builder.n_steps == 0)
    return;

  self->redo.steps[self->redo.n_steps++] = self->builder.steps[--self->builder.n_steps];
  _ft_flipbits_game_changed (self);
}

void
ft_flipbits_game_real_redo (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  if (self->redo.n_steps == 0)
    return;

  self->builder.steps[self->builder.n_steps++] = self->redo.steps[--self->redo.n_steps];
  _ft_flipbits_game_changed (self);
}

void
ft_flipbits_game_clear_builder (FtFlipBitsGame *self)
{
  if (self->builder.n_steps == 0 && self->redo.n_steps == 0)
    return;
  self->builder.n_steps = 0;
  self->redo.n_steps = 0;
  _ft_flipbits_game_changed (self);
}

/* "2. ROTATE LEFT: 0101 becomes 1010", then the bit-by-bit lines. */
char *
ft_flipbits_game_explain_step (FtFlipBitsGame *self,
                               guint           step)
{
  const FtFbStep *s;
  guint8 before, after;
  char b[FT_FB_BITS + 1], a[FT_FB_BITS + 1];
  g_autofree char *name = NULL;
  g_autofree char *bits = NULL;

  g_return_val_if_fail (step < self->builder.n_steps, NULL);

  s = &self->builder.steps[step];
  before = ft_flipbits_game_memory_after (self, step);
  after = ft_fb_apply (s->op, before, s->operand);
  ft_fb_bits_format (before, b);
  ft_fb_bits_format (after, a);
  name = ft_fb_step_describe (s);
  bits = ft_fb_explain_step (s->op, before, s->operand);

  /* Translators: "2. ROTATE LEFT: 0101 becomes 1010" then one line per bit */
  return g_strdup_printf (_("%u. %s: %s becomes %s\n%s"), step + 1, name, b, a, bits);
}

/* --- Resolving --------------------------------------------------------- */

/* A solve in words, for the log and a screen reader: "ROTATE LEFT, then
 * XOR with your HEX card 0011" (never the text form "ROTL,XOR:0011"). */
static char *
solution_in_words (const FtFbSolution *solution)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < solution->n_steps; i++)
    {
      g_autofree char *step = ft_fb_step_describe (&solution->steps[i]);

      if (i > 0)
        /* Translators: between two steps of a solve: "ROTATE LEFT, then NOT" */
        g_string_append (s, _(", then "));
      g_string_append (s, step);
    }
  return g_string_free (s, FALSE);
}

static void
record_resolve (FtFlipBitsGame     *self,
                guint               seat,
                FtFbResolveOutcome  outcome,
                const FtFbSolution *solution)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), seat);
  g_autofree char *steps = solution_in_words (solution);

  if (outcome == FT_FB_RESOLVE_SUCCESS)
    {
      char goal[FT_FB_BITS + 1];

      if (ft_game_is_you (FT_GAME (self), seat))
        event (self, _("You solved it with %s and score a point (%d in all)."), steps,
               self->game.scores[seat]);
      else
        /* Translators: "Player 2 solved it with ROTATE LEFT, then NOT and scores a point (2 in all)." */
        event (self, _("%s solved it with %s and scores a point (%d in all)."), name, steps,
               self->game.scores[seat]);

      if (self->game.phase == FT_FB_PHASE_GAME_OVER)
        {
          if (ft_game_get_n_seats (FT_GAME (self)) == 1)
            event (self, _("You scored 3 points in %u turns."), self->game.turns);
          else if (ft_game_is_you (FT_GAME (self), seat))
            event (self, "%s", _("You win the game!"));
          else
            /* Translators: "Player 2 wins the game!" */
            event (self, _("%s wins the game!"), name);
          ft_game_emit_game_over (FT_GAME (self), seat);
          return;
        }

      ft_fb_bits_format (self->game.goal, goal);
      event (self, _("New GOAL: %s."), goal);
      /* R12: in solo the turn follows a success; otherwise the solver's
       * turn opens with a resolve window. */
      if (self->game.phase == FT_FB_PHASE_RESOLVE_WINDOW)
        _ft_flipbits_game_open_window (self);
      else
        _ft_flipbits_game_reset_choices (self);
    }
  else
    {
      if (ft_game_get_n_seats (FT_GAME (self)) == 1)
        /* R10: failure costs nothing in solo. */
        event (self, _("%s tried %s, but MEMORY does not match the GOAL. MEMORY is restored."), name, steps);
      else if (self->game.warnings[seat] % 2 == 0)
        /* R6: every second warning costs a point. */
        event (self, _("%s tried %s, but it misses the GOAL: a second warning, and a point lost (%d)."),
               name, steps, self->game.scores[seat]);
      else
        event (self, _("%s tried %s, but it misses the GOAL: a warning. MEMORY is restored."), name, steps);
      self->window_pos++;
      _ft_flipbits_game_reset_choices (self);
      _ft_flipbits_game_close_window_if_done (self);
    }
}

gboolean
_ft_flipbits_game_resolve (FtFlipBitsGame      *self,
                           const FtFbSolution  *solution,
                           GError             **error)
{
  guint seat = ft_flipbits_game_get_waiting_seat (self);
  FtFbResolveOutcome outcome;
  FtFbSolution copy = *solution;
  FtFbProblem problem;
  guint shortest;

  /* Judged against the solver's shortest solve of the same problem
   * (practice evidence): a shortest solve is best, a longer one fair, one
   * that misses the GOAL a mistake. */
  waiting_problem (self, &problem);
  shortest = ft_fb_solver_shortest_length (&problem);
  if (!ft_fb_game_resolve (&self->game, seat, &copy, &outcome, error))
    return FALSE;

  if (outcome != FT_FB_RESOLVE_SUCCESS)
    ft_game_judge_move (FT_GAME (self), seat, "flipbits", FT_GAME_VERDICT_MISTAKE);
  else
    ft_game_judge_move (FT_GAME (self), seat, "flipbits",
                        copy.n_steps <= shortest ? FT_GAME_VERDICT_BEST : FT_GAME_VERDICT_FAIR);
  record_resolve (self, seat, outcome, &copy);
  _ft_flipbits_game_changed (self);
  return TRUE;
}

/**
 * ft_flipbits_game_call_resolved:
 *
 * The waiting person calls "Resolved" with the solve they built.  The app
 * checks it as it is applied (R6): a solve that misses the GOAL is a
 * failure, with its warning.
 */
gboolean
ft_flipbits_game_call_resolved (FtFlipBitsGame  *self,
                                GError         **error)
{
  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);

  if (!_ft_flipbits_game_expect_wait (self, FT_FLIPBITS_WAIT_RESOLVE, error))
    return FALSE;

  return _ft_flipbits_game_resolve (self, &self->builder, error);
}

/* The waiting seat does not call Resolved; the next seat may. */
gboolean
ft_flipbits_game_pass (FtFlipBitsGame  *self,
                       GError         **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);

  if (!_ft_flipbits_game_expect_wait (self, FT_FLIPBITS_WAIT_RESOLVE, error))
    return FALSE;

  /* Said and logged like every other move (P, or a computer's pass). */
  name = ft_game_seat_name (FT_GAME (self), ft_flipbits_game_get_waiting_seat (self));
  if (ft_game_is_you (FT_GAME (self), ft_flipbits_game_get_waiting_seat (self)))
    event (self, "%s", _("You pass."));
  else
    /* Translators: "Computer 2 (standard) passes." */
    event (self, _("%s passes."), name);
  self->window_pos++;
  _ft_flipbits_game_reset_choices (self);
  _ft_flipbits_game_close_window_if_done (self);
  _ft_flipbits_game_changed (self);
  return TRUE;
}

/* --- Discarding -------------------------------------------------------- */

void
ft_flipbits_game_toggle_discard (FtFlipBitsGame *self,
                                 guint           card)
{
  if (ft_flipbits_game_get_wait (self) != FT_FLIPBITS_WAIT_DISCARD ||
      card >= self->game.hands[self->game.current].n_ops)
    return;

  self->discard_mask ^= 1u << card;
  _ft_flipbits_game_changed (self);
}

void
ft_flipbits_game_toggle_discard_hex (FtFlipBitsGame *self)
{
  if (ft_flipbits_game_get_wait (self) != FT_FLIPBITS_WAIT_DISCARD ||
      self->game.hands[self->game.current].hex < 0)
    return;

  self->discard_hex = !self->discard_hex;
  _ft_flipbits_game_changed (self);
}

guint
ft_flipbits_game_get_discard_mask (FtFlipBitsGame *self)
{
  return self->discard_mask;
}

gboolean
ft_flipbits_game_get_discard_hex (FtFlipBitsGame *self)
{
  return self->discard_hex;
}

gboolean
_ft_flipbits_game_discard (FtFlipBitsGame  *self,
                           guint            mask,
                           gboolean         hex,
                           GError         **error)
{
  guint seat = self->game.current;
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), seat);
  guint n = __builtin_popcount (mask) + (hex ? 1 : 0);

  if (!ft_fb_game_discard (&self->game, mask, hex, error))
    return FALSE;

  /* Translators: "Player 1 discarded 2 cards and drew." */
  event (self, g_dngettext (GETTEXT_PACKAGE, "%s discarded %u card and drew.",
                            "%s discarded %u cards and drew.", n), name, n);
  _ft_flipbits_game_open_window (self);
  _ft_flipbits_game_changed (self);
  return TRUE;
}

gboolean
ft_flipbits_game_discard (FtFlipBitsGame  *self,
                          GError         **error)
{
  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);

  if (!_ft_flipbits_game_expect_wait (self, FT_FLIPBITS_WAIT_DISCARD, error))
    return FALSE;

  return _ft_flipbits_game_discard (self, self->discard_mask, self->discard_hex, error);
}

