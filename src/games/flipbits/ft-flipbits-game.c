/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "flipbits/flipbits-view.h"
#include "ft-flipbits-card.h"
#include "ft-flipbits-game.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipbits-game-private.h"
#include "ft-flipbits-game-internal.h"
#include "ft-save-file.h"

/*
 * FtFlipBitsGame: the GObject model of a FLIP BITS game.
 *
 * It wraps the engine's FtFbGame (the rules) and adds what the rules leave
 * to the table: who sits where (people and computer players), whose call it
 * is inside the resolve window (R9: seat order after the current player),
 * the solve a person is building (with undo and redo), the cards chosen
 * for a discard, the hands as list models, signals for the page, hints
 * computed off the main thread, and autosave.
 *
 * Computer players act only when asked (ft_game_computer_step()),
 * so the page decides the pace and tests run them at once.
 *
 * A person's turn (the solve builder, resolving, discarding) is in
 * ft-flipbits-game-turn.c.
 */

#define SAVE_HEADER "flipbits-save 1"

enum {
  PROP_0,
  PROP_MASK_CHOSEN,
  PROP_KEEP_EQUAL_GOAL,
  PROP_NO_PREVIEW,
  N_PROPS
};


G_DEFINE_FINAL_TYPE (FtFlipBitsGame, ft_flipbits_game, FT_TYPE_GAME)


static GParamSpec *properties[N_PROPS];

/* --- Helpers ----------------------------------------------------------- */


static void
sync_hands (FtFlipBitsGame *self)
{
  for (guint seat = 0; seat < FT_FB_MAX_PLAYERS; seat++)
    {
      const FtFbHand *hand = &self->game.hands[seat];
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
      guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->hands[seat]));
      gboolean same = n_old == (seat < ft_game_get_n_seats (FT_GAME (self)) ? hand->n_ops : 0);

      if (seat >= ft_game_get_n_seats (FT_GAME (self)))
        {
          g_list_store_remove_all (self->hands[seat]);
          continue;
        }

      for (guint i = 0; same && i < hand->n_ops; i++)
        {
          g_autoptr(FtFlipBitsCard) old = g_list_model_get_item (G_LIST_MODEL (self->hands[seat]), i);

          same = ft_fb_card_equal (ft_flipbits_card_get_card (old), hand->ops[i]);
        }
      if (same)
        continue;

      for (guint i = 0; i < hand->n_ops; i++)
        g_ptr_array_add (items, ft_flipbits_card_new (hand->ops[i], i));
      g_list_store_splice (self->hands[seat], 0, n_old, items->pdata, items->len);
    }
}

/* Something changed: tell the page once, in one place, naming only the
 * properties whose values differ. */
void
_ft_flipbits_game_changed (FtFlipBitsGame *self)
{
  sync_hands (self);

  /* The rule settings (from PROP_MASK_CHOSEN on) notify when set. */
  ft_game_changed (FT_GAME (self));
}

/* Refuses an action out of its time, with the reason. */
gboolean
_ft_flipbits_game_expect_wait (FtFlipBitsGame  *self,
                               FtFlipBitsWait   wait,
                               GError         **error)
{
  if (ft_flipbits_game_get_wait (self) == wait)
    return TRUE;

  g_set_error_literal (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PHASE,
                       wait == FT_FLIPBITS_WAIT_RESOLVE ? _("The resolve window is closed.")
                                                        : _("It is not the time to discard."));
  return FALSE;
}

void
_ft_flipbits_game_reset_choices (FtFlipBitsGame *self)
{
  self->builder.n_steps = 0;
  self->redo.n_steps = 0;
  self->discard_mask = 0;
  self->discard_hex = FALSE;
}

void
_ft_flipbits_game_open_window (FtFlipBitsGame *self)
{
  g_autofree char *name = ft_game_seat_name (FT_GAME (self), self->game.current);

  self->window_pos = 0;
  _ft_flipbits_game_reset_choices (self);

  /* Translators: "Turn 4: Player 2." */
  event (self, _("Turn %u: %s."), self->game.turns + 1, name);
}

void
_ft_flipbits_game_close_window_if_done (FtFlipBitsGame *self)
{
  guint window[FT_FB_MAX_PLAYERS];

  if (self->game.phase == FT_FB_PHASE_RESOLVE_WINDOW &&
      self->window_pos >= ft_fb_game_window_seats (&self->game, window))
    {
      g_autoptr(GError) error = NULL;

      if (!ft_fb_game_close_window (&self->game, &error))
        g_critical ("Closing the resolve window: %s", error->message);
      _ft_flipbits_game_reset_choices (self);
    }
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_flipbits_game_dispose (GObject *object)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (object);

  for (guint i = 0; i < FT_FB_MAX_PLAYERS; i++)
    g_clear_object (&self->hands[i]);

  G_OBJECT_CLASS (ft_flipbits_game_parent_class)->dispose (object);
}


static void
ft_flipbits_game_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (object);

  switch (prop_id)
    {
    case PROP_MASK_CHOSEN:
      g_value_set_boolean (value, self->mask_chosen);
      break;
    case PROP_KEEP_EQUAL_GOAL:
      g_value_set_boolean (value, self->keep_equal_goal);
      break;
    case PROP_NO_PREVIEW:
      g_value_set_boolean (value, self->no_preview);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_setting (FtFlipBitsGame *self,
             gboolean       *field,
             gboolean        value,
             guint           prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
ft_flipbits_game_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (object);

  switch (prop_id)
    {
    case PROP_MASK_CHOSEN:
      set_setting (self, &self->mask_chosen, g_value_get_boolean (value), prop_id);
      break;
    case PROP_KEEP_EQUAL_GOAL:
      set_setting (self, &self->keep_equal_goal, g_value_get_boolean (value), prop_id);
      break;
    case PROP_NO_PREVIEW:
      set_setting (self, &self->no_preview, g_value_get_boolean (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipbits_game_init (FtFlipBitsGame *self)
{
  for (guint i = 0; i < FT_FB_MAX_PLAYERS; i++)
    self->hands[i] = g_list_store_new (FT_TYPE_FLIPBITS_CARD);
}

FtFlipBitsGame *
ft_flipbits_game_new (void)
{
  return g_object_new (FT_TYPE_FLIPBITS_GAME, NULL);
}

/* --- Setting up -------------------------------------------------------- */

gboolean
ft_flipbits_game_start (FtFlipBitsGame        *self,
                        guint                  n_players,
                        const FtSeat          *seats,
                        guint64                seed,
                        GError               **error)
{
  FtFbSettings settings;
  FtFbGame game;

  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);

  ft_fb_settings_init (&settings, n_players);
  settings.mask_chosen = self->mask_chosen;
  settings.keep_equal_goal = self->keep_equal_goal;
  if (!ft_fb_game_new (&game, &settings, ft_fb_deck_default (), seed, error))
    return FALSE;

  self->game = game;
  ft_game_set_seats (FT_GAME (self), n_players, seats, NULL);
  ft_game_set_started (FT_GAME (self), TRUE);

  {
    char goal[FT_FB_BITS + 1], memory[FT_FB_BITS + 1];

    ft_fb_bits_format (self->game.goal, goal);
    ft_fb_bits_format (self->game.memory, memory);
    /* Translators: "New game: GOAL 1011, MEMORY 0101." */
    event (self, _("New game: GOAL %s, MEMORY %s."), goal, memory);
  }
  _ft_flipbits_game_open_window (self);
  _ft_flipbits_game_changed (self);
  return TRUE;
}

/* For tests only (ft-flipbits-game-private.h): the engine's state and the
 * solve being built.  Pages ask the accessors below, which say what a page
 * needs. */
const FtFbGame *
ft_flipbits_game_get_state (FtFlipBitsGame *self)
{
  return &self->game;
}

const FtFbSolution *
ft_flipbits_game_get_builder (FtFlipBitsGame *self)
{
  return &self->builder;
}

guint8
ft_flipbits_game_get_goal (FtFlipBitsGame *self)
{
  return self->game.goal;
}

guint8
ft_flipbits_game_get_memory (FtFlipBitsGame *self)
{
  return self->game.memory;
}

/* Completed turns (discard and draw): the solo score (R10). */
guint
ft_flipbits_game_get_turns (FtFlipBitsGame *self)
{
  return self->game.turns;
}

/* The seat whose turn it is. */
guint
ft_flipbits_game_get_current (FtFlipBitsGame *self)
{
  return self->game.current;
}

int
ft_flipbits_game_get_score (FtFlipBitsGame *self,
                            guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, 0);
  return self->game.scores[seat];
}

guint
ft_flipbits_game_get_warnings (FtFlipBitsGame *self,
                               guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, 0);
  return self->game.warnings[seat];
}

/* The game-over screen's figures, in words: each seat's points and
 * warnings, or alone the turns it took. */
char *
ft_flipbits_game_summary (FtFlipBitsGame *self)
{
  guint n = ft_game_get_n_players (FT_GAME (self));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = ft_game_seat_name (FT_GAME (self), i);
      int score = ft_flipbits_game_get_score (self, i);
      guint warnings = ft_flipbits_game_get_warnings (self, i);
      guint turns = ft_flipbits_game_get_turns (self);
      g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points",
                                                              ABS (score)), score);
      g_autofree char *warned = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                              warnings), warnings);
      g_autofree char *taken = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", turns),
                                                turns);

      if (i > 0)
        g_string_append_c (text, '\n');
      if (n == 1)
        /* Translators: the solo game's figures: "You: 3 points in 7 turns" */
        g_string_append_printf (text, _("%s: %s in %s"), name, points, taken);
      else
        /* Translators: a line of the game-over screen: "Ana: 3 points, 1 warning" */
        g_string_append_printf (text, _("%s: %s, %s"), name, points, warned);
    }
  return g_string_free (text, FALSE);
}

/* The OPERATION cards in @seat's hand. */
guint
ft_flipbits_game_get_n_cards (FtFlipBitsGame *self,
                              guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, 0);
  return self->game.hands[seat].n_ops;
}

/* The value of @seat's HEX card, or -1 when the seat holds none. */
int
ft_flipbits_game_get_hex (FtFlipBitsGame *self,
                          guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, -1);
  return self->game.hands[seat].hex;
}

/* @seat's OPERATION cards in the game's text form ("ROL, XOR 0110"), for
 * an open hand. */
char *
ft_flipbits_game_hand_to_string (FtFlipBitsGame *self,
                                 guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, NULL);
  return ft_fb_cards_to_string (self->game.hands[seat].ops, self->game.hands[seat].n_ops);
}

/* The cards left in the OPERATION deck, on its discard pile, in the HEX deck. */
void
ft_flipbits_game_get_decks (FtFlipBitsGame *self,
                            guint          *n_op_deck,
                            guint          *n_op_discard,
                            guint          *n_hex_deck)
{
  *n_op_deck = self->game.n_op_deck;
  *n_op_discard = self->game.n_op_discard;
  *n_hex_deck = self->game.n_hex_deck;
}

/* Whether the waiting seat's card @card has its operand chosen when played
 * (FLIP BIT, and a MASK card under R2's setting). */
gboolean
ft_flipbits_game_card_asks_operand (FtFlipBitsGame *self,
                                    guint           card)
{
  const FtFbHand *hand = &self->game.hands[ft_flipbits_game_get_waiting_seat (self)];

  g_return_val_if_fail (card < hand->n_ops, FALSE);
  return ft_fb_card_operand_chosen (hand->ops[card]);
}

/* The operands the waiting seat may choose for card @card, and the bit
 * each names (a MASK AND's mask names its bit by its one 0, R2); returns
 * how many. */
guint
ft_flipbits_game_card_choices (FtFlipBitsGame *self,
                               guint           card,
                               guint8          operands[FT_FB_BITS],
                               int             bits[FT_FB_BITS])
{
  const FtFbHand *hand = &self->game.hands[ft_flipbits_game_get_waiting_seat (self)];
  guint n;

  g_return_val_if_fail (card < hand->n_ops, 0);
  n = ft_fb_card_choices (hand->ops[card], hand->hex, operands);
  for (guint i = 0; i < n; i++)
    bits[i] = g_bit_nth_lsf (hand->ops[card].op == FT_FB_OP_MASK_AND
                             ? ~operands[i] & FT_FB_VALUE_MASK : operands[i], -1);
  return n;
}

GListModel *
ft_flipbits_game_get_hand (FtFlipBitsGame *self,
                           guint           seat)
{
  g_return_val_if_fail (seat < FT_FB_MAX_PLAYERS, NULL);
  return G_LIST_MODEL (self->hands[seat]);
}

FtFlipBitsWait
ft_flipbits_game_get_wait (FtFlipBitsGame *self)
{
  if (!ft_game_is_started (FT_GAME (self)))
    return FT_FLIPBITS_WAIT_NOTHING;

  switch (self->game.phase)
    {
    case FT_FB_PHASE_RESOLVE_WINDOW:
      return FT_FLIPBITS_WAIT_RESOLVE;
    case FT_FB_PHASE_DISCARD:
      return FT_FLIPBITS_WAIT_DISCARD;
    case FT_FB_PHASE_GAME_OVER:
    default:
      return FT_FLIPBITS_WAIT_NOTHING;
    }
}

guint
ft_flipbits_game_get_waiting_seat (FtFlipBitsGame *self)
{
  switch (ft_flipbits_game_get_wait (self))
    {
    case FT_FLIPBITS_WAIT_RESOLVE:
      {
        guint window[FT_FB_MAX_PLAYERS];
        guint n = ft_fb_game_window_seats (&self->game, window);

        return window[MIN (self->window_pos, n - 1)];
      }
    case FT_FLIPBITS_WAIT_DISCARD:
      return self->game.current;
    case FT_FLIPBITS_WAIT_NOTHING:
    default:
      return self->game.winner >= 0 ? (guint) self->game.winner : 0;
    }
}


/* --- Computer players -------------------------------------------------- */

/*
 * A computer player's one decision (call Resolved or not; which cards to
 * discard), thought on a copy of its own view only (R11) and of the random
 * state, so it can run off the main thread; applying it puts the random
 * state back, so a seed still reproduces the game exactly.
 */
typedef struct
{
  FtFbView       view;
  FtStrength     strength;
  FtRng          rng;
  FtFlipBitsWait wait;
  gboolean       solves;
  FtFbSolution   solution;
  guint          mask;
  gboolean       hex;
} Thought;

static gpointer
computer_snapshot (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);
  Thought *t = g_new0 (Thought, 1);
  guint seat = ft_flipbits_game_get_waiting_seat (self);

  t->wait = ft_game_waits_for_person (FT_GAME (self)) ? FT_FLIPBITS_WAIT_NOTHING
                                                     : ft_flipbits_game_get_wait (self);
  t->strength = ft_seat_strength (ft_game_get_seat (FT_GAME (self), seat));
  t->rng = self->game.rng;
  ft_fb_view_init (&t->view, &self->game, seat);
  return t;
}

static void
computer_think (gpointer data)
{
  Thought *t = data;

  if (t->wait == FT_FLIPBITS_WAIT_RESOLVE)
    t->solves = ft_fb_ai_choose_solve (&t->view, t->strength, &t->rng, &t->solution);
  else if (t->wait == FT_FLIPBITS_WAIT_DISCARD)
    ft_fb_ai_choose_discard (&t->view, t->strength, &t->rng, &t->mask, &t->hex);
}

static gboolean
computer_apply (FtGame   *game,
                gpointer  data,
                GError  **error)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);
  Thought *t = data;
  guint seat = ft_flipbits_game_get_waiting_seat (self);

  if (t->wait == FT_FLIPBITS_WAIT_NOTHING || t->wait != ft_flipbits_game_get_wait (self) ||
      t->view.seat != seat)
    return FALSE;

  self->game.rng = t->rng;
  if (t->wait == FT_FLIPBITS_WAIT_RESOLVE)
    {
      if (t->solves)
        {
          g_autofree char *name = ft_game_seat_name (FT_GAME (self), seat);

          /* Translators: "Computer 2 (expert) calls Resolved!" */
          event (self, _("%s calls Resolved!"), name);
          g_autoptr(GError) refused = NULL;

          if (_ft_flipbits_game_resolve (self, &t->solution, &refused))
            return TRUE;
          /* A bug in the solver; the turn goes on as a pass. */
          g_critical ("A computer player's solve was refused: %s", refused->message);
        }
      return ft_flipbits_game_pass (self, NULL);
    }

  return _ft_flipbits_game_discard (self, t->mask, t->hex, error);
}

/* --- Hints ------------------------------------------------------------- */

static void
hint_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const FtFbView *view = task_data;
  FtFbHint *hint = g_new0 (FtFbHint, 1);

  ft_fb_hint_compute (view, hint);
  g_task_return_pointer (task, hint, g_free);
}

/**
 * ft_flipbits_game_real_hint_async:
 *
 * Computes the hint for @seat in a worker thread, from that seat's view
 * only (R11): the worker gets a copy of what the seat may see, never the
 * game.
 */
static void
ft_flipbits_game_real_hint_async (FtGame             *game,
                                  guint               seat,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);
  FtFbView *view = g_new0 (FtFbView, 1);

  ft_fb_view_init (view, &self->game, seat);
  ft_game_run_hint (FT_GAME (self), view, g_free, hint_thread, cancellable, callback, user_data);
}

/* --- Saving ------------------------------------------------------------ */

/*
 * The save: a header, who sits where, the position in the resolve window,
 * then the engine's own text form.  The solve being built is not saved.
 *
 *   flipbits-save 1
 *   seats person,expert,standard
 *   window-pos 1
 *   flipbits-game 1
 *   …
 */
static char *
ft_flipbits_game_real_to_string (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);
  GString *s = g_string_new (SAVE_HEADER "\nseats ");
  g_autofree char *state = ft_fb_game_to_string (&self->game);

  for (guint i = 0; i < ft_game_get_n_seats (FT_GAME (self)); i++)
    g_string_append_printf (s, "%s%s", i ? "," : "", ft_seat_to_token (ft_game_get_seat (FT_GAME (self), i)));
  g_string_append_printf (s, "\nwindow-pos %u\n%s", self->window_pos, state);
  return g_string_free (s, FALSE);
}

static gboolean
ft_flipbits_game_real_load_string (FtGame     *game,
                                   const char *text,
                                   GError    **error)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) seat_words = NULL;
  FtFbGame fb;
  FtSeat seats[FT_FB_MAX_PLAYERS];
  guint64 pos;
  const char *rest;
  guint n_window;
  guint window[FT_FB_MAX_PLAYERS];

  if (text == NULL || !g_str_has_prefix (text, SAVE_HEADER "\n"))
    goto malformed;

  lines = g_strsplit (text, "\n", 4);
  if (g_strv_length (lines) < 4 ||
      !g_str_has_prefix (lines[1], "seats ") ||
      !g_str_has_prefix (lines[2], "window-pos ") ||
      !g_ascii_string_to_unsigned (lines[2] + strlen ("window-pos "), 10, 0, FT_FB_MAX_PLAYERS, &pos, NULL))
    goto malformed;

  rest = lines[3];
  if (!ft_fb_game_from_string (&fb, rest, error))
    return FALSE;

  seat_words = g_strsplit (lines[1] + strlen ("seats "), ",", -1);
  if (g_strv_length (seat_words) != fb.settings.n_players)
    goto malformed;
  for (guint i = 0; seat_words[i]; i++)
    {
      if (!ft_seat_from_token (seat_words[i], &seats[i]))
        goto malformed;
    }

  n_window = ft_fb_game_window_seats (&fb, window);
  if (fb.phase == FT_FB_PHASE_RESOLVE_WINDOW && pos >= n_window)
    goto malformed;

  self->game = fb;
  ft_game_set_seats (FT_GAME (self), fb.settings.n_players, seats, NULL);
  self->window_pos = pos;
  ft_game_set_started (FT_GAME (self), TRUE);
  /* A resumed game plays on with its own settings. */
  set_setting (self, &self->mask_chosen, fb.settings.mask_chosen, PROP_MASK_CHOSEN);
  set_setting (self, &self->keep_equal_goal, fb.settings.keep_equal_goal, PROP_KEEP_EQUAL_GOAL);
  _ft_flipbits_game_reset_choices (self);
  _ft_flipbits_game_changed (self);
  return TRUE;

malformed:
  return ft_game_save_refuse (error, FT_FB_GAME_ERROR, FT_FB_GAME_ERROR_PARSE, _("FLIP BITS"), NULL);
}

/* --- FtGame ------------------------------------------------------------ */

static gboolean
ft_flipbits_game_real_start (FtGame            *game,
                             const FtGameSetup *setup,
                             guint64            seed,
                             GError           **error)
{
  return ft_flipbits_game_start (FT_FLIPBITS_GAME (game), setup->n_players, setup->seats, seed, error);
}

static int
ft_flipbits_game_real_get_turn (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  return ft_flipbits_game_get_wait (self) == FT_FLIPBITS_WAIT_NOTHING
         ? -1 : (int) ft_flipbits_game_get_waiting_seat (self);
}

static gboolean
ft_flipbits_game_real_is_over (FtGame *game)
{
  FtFlipBitsGame *self = FT_FLIPBITS_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && self->game.phase == FT_FB_PHASE_GAME_OVER;
}



static void
ft_flipbits_game_class_init (FtFlipBitsGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FtGameClass *game_class = FT_GAME_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = ft_flipbits_game_dispose;
  object_class->get_property = ft_flipbits_game_get_property;
  object_class->set_property = ft_flipbits_game_set_property;

  game_class->start = ft_flipbits_game_real_start;
  game_class->get_turn = ft_flipbits_game_real_get_turn;
  game_class->is_over = ft_flipbits_game_real_is_over;
  game_class->computer_snapshot = computer_snapshot;
  game_class->computer_think = computer_think;
  game_class->computer_apply = computer_apply;
  game_class->computer_free = g_free;
  game_class->can_undo = ft_flipbits_game_real_can_undo;
  game_class->undo = ft_flipbits_game_real_undo;
  game_class->can_redo = ft_flipbits_game_real_can_redo;
  game_class->redo = ft_flipbits_game_real_redo;
  game_class->hint_async = ft_flipbits_game_real_hint_async;
  game_class->hint_free = g_free;
  game_class->to_string = ft_flipbits_game_real_to_string;
  game_class->load_string = ft_flipbits_game_real_load_string;

  /* Rule settings, read by ft_flipbits_game_start() (changing one does not
   * change a game in progress) and set again from a loaded game, whose
   * text form keeps them.  R2: MASK cards carry no printed mask, the
   * player picks the bit when playing one.  R8: a GOAL drawn equal to
   * MEMORY is kept rather than redrawn. */
  properties[PROP_MASK_CHOSEN] = g_param_spec_boolean ("mask-chosen", NULL, NULL, FALSE, rw);
  properties[PROP_KEEP_EQUAL_GOAL] = g_param_spec_boolean ("keep-equal-goal", NULL, NULL, FALSE, rw);
  properties[PROP_NO_PREVIEW] = g_param_spec_boolean ("no-preview", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

}

/* The challenge "call Resolved, then solve in your head": no preview of
 * MEMORY as the cards are chosen. */
gboolean
ft_flipbits_game_get_no_preview (FtFlipBitsGame *self)
{
  g_return_val_if_fail (FT_IS_FLIPBITS_GAME (self), FALSE);
  return self->no_preview;
}
