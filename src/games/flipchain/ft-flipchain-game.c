/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "flipchain/flipchain-ai.h"
#include "ft-flipchain-game.h"
#include "ft-flipchain-game-hint.h"
#include "flipchain/flipchain-words.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipchain-game-private.h"
#include "ft-save-file.h"

/*
 * FtFlipchainGame: the GObject model of a Flipchain game.
 *
 * It wraps the engine's FtFcGame (the rules, R1-R10) and adds what the
 * rules leave to the table: who sits in the two seats, the board side and
 * the pie rule chosen in the new-game dialog ("side" and "pie-rule", read
 * when a game starts), the last move's flips for the page, undo of a
 * person's move, computer moves and hints off the main thread, autosave.
 *
 * The game is kept as its list of moves too (the engine's text form is
 * the replay of them), so undo is a replay of a shorter list and a save
 * always holds a reachable position.
 */

#define SAVE_GROUP "flipchain-save"
#define SAVE_VERSION 1

enum {
  PROP_0,
  PROP_SIDE,
  PROP_PIE_RULE,
  N_PROPS
};

struct _FtFlipchainGame
{
  FtGame          parent_instance;

  guint           side;      /* for the next game */
  gboolean        pie_rule;  /* for the next game */

  FtFcGame        game;
  GArray         *moves;     /* gint: cells or FT_FC_MOVE_SWAP */
  GArray         *movers;    /* guint8: the seat that made each move */
  guint64         seed;
  gboolean        has_last;
  FtFcMoveResult  last;

  /* Raised (and replaced) when the game changes under a thinking
   * computer, so that its search stops early and its move is dropped. */
  gint           *cancel;

};

G_DEFINE_FINAL_TYPE (FtFlipchainGame, ft_flipchain_game, FT_TYPE_GAME)


static GParamSpec *properties[N_PROPS];

/* --- Helpers ----------------------------------------------------------- */

static const char *
colour_name (FtFcColour colour)
{
  return colour == FT_FC_RED ? _("Red") : _("Blue");
}

static void
raise_cancel (FtFlipchainGame *self)
{
  if (self->cancel != NULL)
    {
      g_atomic_int_set (self->cancel, 1);
      g_atomic_rc_box_release (self->cancel);
    }
  self->cancel = g_atomic_rc_box_new0 (gint);
}

static void
changed (FtFlipchainGame *self)
{
  ft_game_changed (FT_GAME (self));
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_flipchain_game_finalize (GObject *object)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (object);

  g_atomic_int_set (self->cancel, 1);
  g_atomic_rc_box_release (self->cancel);
  g_array_unref (self->moves);
  g_array_unref (self->movers);

  G_OBJECT_CLASS (ft_flipchain_game_parent_class)->finalize (object);
}

static void
ft_flipchain_game_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_uint (value, self->side);
      break;
    case PROP_PIE_RULE:
      g_value_set_boolean (value, self->pie_rule);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipchain_game_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      ft_flipchain_game_set_side (self, g_value_get_uint (value));
      break;
    case PROP_PIE_RULE:
      ft_flipchain_game_set_pie_rule (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_flipchain_game_init (FtFlipchainGame *self)
{
  self->side = FT_FC_DEFAULT_SIDE;
  /* Mark Steere's rules by default: the pie rule is a variant (flipchain R7). */
  self->pie_rule = FALSE;
  self->moves = g_array_new (FALSE, FALSE, sizeof (gint));
  self->movers = g_array_new (FALSE, FALSE, sizeof (guint8));
  ft_game_set_seats (FT_GAME (self), 2, (const FtSeat[]) { FT_SEAT_PERSON, FT_SEAT_STANDARD }, NULL);
  ft_fc_game_init (&self->game, self->side, self->pie_rule);
  raise_cancel (self);
}

FtFlipchainGame *
ft_flipchain_game_new (void)
{
  return g_object_new (FT_TYPE_FLIPCHAIN_GAME, NULL);
}

/* --- Setting up -------------------------------------------------------- */

guint
ft_flipchain_game_get_side (FtFlipchainGame *self)
{
  return self->side;
}

void
ft_flipchain_game_set_side (FtFlipchainGame *self,
                            guint            side)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_GAME (self));

  side = CLAMP (side, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE);
  if (self->side == side)
    return;
  self->side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

gboolean
ft_flipchain_game_get_pie_rule (FtFlipchainGame *self)
{
  return self->pie_rule;
}

void
ft_flipchain_game_set_pie_rule (FtFlipchainGame *self,
                                gboolean         pie_rule)
{
  g_return_if_fail (FT_IS_FLIPCHAIN_GAME (self));

  pie_rule = !!pie_rule;
  if (self->pie_rule == pie_rule)
    return;
  self->pie_rule = pie_rule;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIE_RULE]);
}

gboolean
ft_flipchain_game_start (FtFlipchainGame  *self,
                         const FtSeat     *seats,
                         guint64           seed,
                         GError          **error)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_GAME (self), FALSE);

  raise_cancel (self);
  ft_fc_game_init (&self->game, self->side, self->pie_rule);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->movers, 0);
  ft_game_set_seats (FT_GAME (self), 2, seats, NULL);
  self->seed = seed;
  self->has_last = FALSE;
  ft_game_set_started (FT_GAME (self), TRUE);
  changed (self);
  return TRUE;
}

/* For tests only (ft-flipchain-game-private.h): pages ask the accessors below. */
const FtFcGame *
ft_flipchain_game_get_state (FtFlipchainGame *self)
{
  return &self->game;
}

/* The side of the board in play (ft_flipchain_game_get_side() is the next
 * game's). */
guint
ft_flipchain_game_get_board_side (FtFlipchainGame *self)
{
  return self->game.board.side;
}

FtFcColour
ft_flipchain_game_get_cell (FtFlipchainGame *self,
                            guint            cell)
{
  return ft_fc_board_get (&self->game.board, cell);
}

guint
ft_flipchain_game_count_discs (FtFlipchainGame *self,
                               FtFcColour       colour)
{
  return ft_fc_bits_count (colour == FT_FC_RED ? &self->game.board.red : &self->game.board.blue);
}

/* Playing, won or drawn; the winning colour when won. */
FtFcStatus
ft_flipchain_game_get_status (FtFlipchainGame *self,
                              FtFcColour      *winner)
{
  if (winner)
    *winner = self->game.winner;
  return self->game.status;
}

/* The cells the colour to move may place on (none once the game is over). */
void
ft_flipchain_game_get_legal (FtFlipchainGame *self,
                             FtFcBits        *legal)
{
  memset (legal, 0, sizeof *legal);
  if (self->game.status == FT_FC_PLAYING)
    ft_fc_game_legal (&self->game, legal);
}

/* The discs a placement on @cell by the colour to move would flip, into
 * @flips (none when it may not place there); returns how many. */
guint
ft_flipchain_game_flips (FtFlipchainGame *self,
                         guint            cell,
                         FtFcBits        *flips)
{
  memset (flips, 0, sizeof *flips);
  if (self->game.status != FT_FC_PLAYING ||
      !ft_fc_board_is_legal (&self->game.board, self->game.to_move, cell))
    return 0;
  return ft_fc_board_flips (&self->game.board, self->game.to_move, cell, flips);
}

guint
ft_flipchain_game_colour_seat (FtFlipchainGame *self,
                               FtFcColour       colour)
{
  return ft_fc_game_seat_colour (&self->game, 0) == colour ? 0 : 1;
}

static int
ft_flipchain_game_real_get_turn (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);

  if (!ft_game_is_started (FT_GAME (self)) || self->game.status != FT_FC_PLAYING)
    return -1;
  return (int) ft_flipchain_game_colour_seat (self, self->game.to_move);
}

static gboolean
ft_flipchain_game_real_is_over (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && self->game.status != FT_FC_PLAYING;
}

/* "You (Red)", "Computer (expert, Blue)": the names of every game
 * (ft_seat_name()) with the seat's colour, since the board shows colours. */
static char *
ft_flipchain_game_real_seat_name (FtGame *game,
                                  guint   seat)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  const char *colour = colour_name (ft_fc_game_seat_colour (&self->game, seat));

  return ft_seat_name_tagged (ft_game_get_seats (game, NULL), ft_game_get_n_seats (game), seat, TRUE, colour);
}

/* --- Moves ------------------------------------------------------------- */

gboolean
ft_flipchain_game_can_swap (FtFlipchainGame *self)
{
  return ft_game_is_started (FT_GAME (self)) && ft_fc_game_can_swap (&self->game);
}

const FtFcMoveResult *
ft_flipchain_game_get_last_move (FtFlipchainGame *self)
{
  return self->has_last ? &self->last : NULL;
}

/* Whether the last move placed its disc on @cell. */
gboolean
ft_flipchain_game_is_last_move (FtFlipchainGame *self,
                                guint            cell)
{
  return self->has_last && self->last.move == (gint) cell;
}

/* Whether the last move flipped the disc on @cell. */
gboolean
ft_flipchain_game_is_just_flipped (FtFlipchainGame *self,
                                   guint            cell)
{
  return self->has_last && ft_fc_bits_has (&self->last.flips, cell);
}

guint
ft_flipchain_game_get_n_moves (FtFlipchainGame *self)
{
  return self->moves->len;
}

/**
 * ft_flipchain_game_describe_move:
 *
 * One sentence for everything a move did: the placement and its flips in
 * reading order, a skip, the end.  A screen reader hears it in one go.
 */
char *
ft_flipchain_game_describe_move (FtFlipchainGame      *self,
                                 const FtFcMoveResult *r)
{
  GString *s = g_string_new (NULL);
  guint side = self->game.board.side;
  const char *mover = colour_name (r->mover);

  /* The swap in the learner's terms: whose disc went where, and which
   * colour each person plays now (after it, the swapper holds red). */
  if (r->move == FT_FC_MOVE_SWAP && ft_game_is_you (FT_GAME (self), ft_flipchain_game_colour_seat (self, FT_FC_BLUE)))
    g_string_append (s, _("Your opponent swapped colours: the red disc is theirs, and you now play Blue."));
  else if (r->move == FT_FC_MOVE_SWAP && ft_game_is_you (FT_GAME (self), ft_flipchain_game_colour_seat (self, FT_FC_RED)))
    g_string_append (s, _("You swap colours: the red disc is yours, you now play Red, and your opponent Blue."));
  else if (r->move == FT_FC_MOVE_SWAP)
    /* Translators: %s is Blue; after the swap of colours the red disc is theirs. */
    g_string_append_printf (s, _("%s swaps colours: the red disc is now theirs."), mover);
  else
    {
      g_autofree char *cell = ft_fc_cell_name (side, (guint) r->move);
      guint n = ft_fc_bits_count (&r->flips);

      /* Translators: "Red places on e5." */
      g_string_append_printf (s, _("%s places on %s."), mover, cell);
      if (n > 0)
        {
          g_autofree char *list = ft_fc_cells_to_string (side, &r->flips);

          g_string_append_c (s, ' ');
          /* Translators: "Flips 2: d4 d5." */
          g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "Flips %u: %s.", "Flips %u: %s.", n),
                                  n, list);
        }
    }
  if (r->won)
    {
      g_string_append_c (s, ' ');
      g_string_append_printf (s, _("%s makes a loop and wins."), mover);
    }
  else if (r->drawn)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, _("The board is full without a loop: a draw."));
    }
  else if (r->skipped != FT_FC_EMPTY)
    {
      g_string_append_c (s, ' ');
      /* Translators: %s is Red or Blue (rule R6). */
      g_string_append_printf (s, _("%s has no legal placement and skips."), colour_name (r->skipped));
    }
  return g_string_free (s, FALSE);
}

/*
 * A person's placement judged for practice (src/engine/practice/README.md):
 * when a placement closes a loop for the mover, playing one is the best
 * move there is and missing it is a mistake, for the skill that asks
 * where the loop is ("flipchain-loops").  Trying every legal cell on a
 * copy costs far less than the hint's search, so it is judged on the
 * spot; a move with no loop to close says nothing.
 */
static void
judge_placement (FtFlipchainGame *self,
                 gint             move,
                 guint            seat)
{
  FtFcBits legal;
  gboolean can_close = FALSE;

  if (move == FT_FC_MOVE_SWAP || !ft_game_is_person (FT_GAME (self), seat) ||
      ft_game_count_people (FT_GAME (self)) != 1)
    return;
  ft_fc_game_legal (&self->game, &legal);
  FT_FC_BITS_FOREACH (cell, &legal)
    {
      FtFcGame tried = self->game;
      FtFcMoveResult result;

      if (ft_fc_game_play (&tried, (gint) cell, &result, NULL) && result.won)
        {
          can_close = TRUE;
          if ((gint) cell == move)
            break;
        }
    }
  if (!can_close)
    return;
  {
    FtFcGame tried = self->game;
    FtFcMoveResult result;
    gboolean closes = ft_fc_game_play (&tried, move, &result, NULL) && result.won;

    ft_game_judge_move (FT_GAME (self), seat, "flipchain-loops",
                        closes ? FT_GAME_VERDICT_BEST : FT_GAME_VERDICT_MISTAKE);
  }
}

static gboolean
play (FtFlipchainGame  *self,
      gint              move,
      GError          **error)
{
  FtFcMoveResult result;
  guint8 mover;

  if (!ft_game_is_started (FT_GAME (self)) || self->game.status != FT_FC_PLAYING)
    {
      g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, _("The game is over."));
      return FALSE;
    }
  if (!ft_fc_game_is_legal (&self->game, move))
    {
      g_autofree char *name = NULL;

      if (move == FT_FC_MOVE_SWAP)
        g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL,
                     _("A swap is allowed only as Blue's first move, with the pie rule."));
      else if (move < 0 || (guint) move >= ft_fc_geom (self->game.board.side)->n_cells)
        g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, _("There is no such cell."));
      else if ((name = ft_fc_cell_name (self->game.board.side, (guint) move)),
               ft_fc_board_get (&self->game.board, (guint) move) != FT_FC_EMPTY)
        g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL, _("%s is taken."), name);
      else
        /* Translators: rule R5. */
        g_set_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL,
                     _("%s is not legal: it has more friendly than enemy neighbours."), name);
      return FALSE;
    }

  mover = (guint8) ft_flipchain_game_colour_seat (self, self->game.to_move);
  judge_placement (self, move, mover);
  if (!ft_fc_game_play (&self->game, move, &result, error))
    return FALSE;
  g_array_append_val (self->moves, move);
  g_array_append_val (self->movers, mover);
  self->last = result;
  self->has_last = TRUE;

  {
    g_autofree char *text = ft_flipchain_game_describe_move (self, &result);

    ft_game_emit_event (FT_GAME (self), text);
  }
  changed (self);
  if (self->game.status == FT_FC_WON)
    ft_game_emit_game_over (FT_GAME (self), ft_flipchain_game_colour_seat (self, self->game.winner));
  else if (self->game.status == FT_FC_DRAWN)
    /* A draw has no winner: a seat number past the last. */
    ft_game_emit_game_over (FT_GAME (self), 2);
  return TRUE;
}

gboolean
ft_flipchain_game_place (FtFlipchainGame  *self,
                         guint             cell,
                         GError          **error)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_GAME (self), FALSE);
  return play (self, (gint) cell, error);
}

gboolean
ft_flipchain_game_swap (FtFlipchainGame  *self,
                        GError          **error)
{
  g_return_val_if_fail (FT_IS_FLIPCHAIN_GAME (self), FALSE);
  return play (self, FT_FC_MOVE_SWAP, error);
}

/* The index of the last move a person made, or -1. */
static gint
last_person_move (FtFlipchainGame *self)
{
  for (gint i = (gint) self->movers->len - 1; i >= 0; i--)
    if (ft_game_is_person (FT_GAME (self), g_array_index (self->movers, guint8, i)))
      return i;
  return -1;
}

static gboolean
ft_flipchain_game_real_can_undo (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);

  return ft_game_is_started (FT_GAME (self)) && self->game.status == FT_FC_PLAYING && last_person_move (self) >= 0;
}

/* Replays the first @n moves on a fresh game. */
static void
replay (FtFlipchainGame *self,
        guint            n)
{
  FtFcGame game;

  ft_fc_game_init (&game, self->game.board.side, self->game.pie);
  self->has_last = FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (!ft_fc_game_play (&game, g_array_index (self->moves, gint, i), &self->last, NULL))
        g_assert_not_reached ();  /* the list was played once already */
      self->has_last = TRUE;
    }
  self->game = game;
  g_array_set_size (self->moves, n);
  g_array_set_size (self->movers, n);
}

/**
 * ft_flipchain_game_real_undo:
 *
 * Takes back the last move a person made, and the computer's replies to
 * it, so that the same person moves again.
 */
static void
ft_flipchain_game_real_undo (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  gint index;
  g_autofree char *text = NULL;

  if (!ft_game_can_undo (FT_GAME (self)))
    return;
  index = last_person_move (self);
  raise_cancel (self);
  /* A loop missed and taken back may be found by trying. */
  ft_game_took_back (game);
  {
    /* Undo says what it takes back: the person's move and the replies. */
    guint n = self->moves->len - (guint) index;

    replay (self, (guint) index);
    if (n > 1 && ft_game_is_you (FT_GAME (self), ft_flipchain_game_colour_seat (self, self->game.to_move)))
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You take back your move and the reply to it: %u moves.",
                                           "You take back your move and the reply to it: %u moves.", n), n);
    else if (n > 1)
      /* Translators: %s is Red or Blue; "Red takes back 2 moves: its own and the reply." */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes back %u moves: its own and the reply.",
                                           "%s takes back %u moves: its own and the reply.", n),
                              colour_name (self->game.to_move), n);
    else if (ft_game_is_you (FT_GAME (self), ft_flipchain_game_colour_seat (self, self->game.to_move)))
      text = g_strdup (_("You take back your move."));
    else
      /* Translators: %s is Red or Blue. */
      text = g_strdup_printf (_("%s takes back the last move."), colour_name (self->game.to_move));
  }
  ft_game_emit_event (FT_GAME (self), text);
  changed (self);
}

/* --- Computer players -------------------------------------------------- */

typedef struct
{
  FtFcGame      game;
  gboolean      acts;
  FtStrength    strength;
  guint64       seed;
  guint         n_moves;
  gint         *cancel;
  gint          move;
} Thought;

static void
thought_free (gpointer data)
{
  Thought *t = data;

  if (t->cancel != NULL)
    g_atomic_rc_box_release (t->cancel);
  g_free (t);
}

static gpointer
computer_snapshot (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  Thought *t = g_new0 (Thought, 1);
  int turn = ft_game_get_turn (FT_GAME (self));

  t->acts = turn >= 0 && !ft_game_is_person (FT_GAME (self), turn);
  t->move = FT_FC_NO_CELL;
  if (!t->acts)
    return t;
  t->game = self->game;
  t->strength = ft_seat_strength (ft_game_get_seat (FT_GAME (self), turn));
  t->n_moves = self->moves->len;
  /* A different seed for every move, the same for the same game. */
  t->seed = self->seed + (guint64) self->moves->len * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  t->cancel = g_atomic_rc_box_acquire (self->cancel);
  return t;
}

static void
computer_think (gpointer data)
{
  Thought *t = data;

  if (!t->acts)
    return;
  if (t->strength == FT_STRENGTH_EXPERT)
    {
      FtFcBudget budget = { 0 };
      FtFcChoice choice;

      budget.playouts = FT_FC_EXPERT_PLAYOUTS;
      budget.time_us = FT_FLIPCHAIN_EXPERT_TIME_US;
      budget.seed = t->seed;
      budget.cancel = t->cancel;
      ft_fc_ai_expert (&t->game, &budget, &choice);
      t->move = choice.move;
    }
  else
    t->move = ft_fc_ai_choose (&t->game, t->strength, t->seed);
}

static gboolean
computer_apply (FtGame   *game,
                gpointer  data,
                GError  **error)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  Thought *t = data;

  /* Dropped when the game changed while it thought. */
  if (!t->acts || g_atomic_int_get (t->cancel) || t->n_moves != self->moves->len || t->move == FT_FC_NO_CELL)
    return FALSE;
  return play (self, t->move, error);
}

/* --- Hints ------------------------------------------------------------- */

/* Worked out in ft-flipchain-game-hint.c, on a copy of the game. */
static void
ft_flipchain_game_real_hint_async (FtGame             *game,
                                   guint               seat,
                                   GCancellable       *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer            user_data)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);

  ft_flipchain_game_run_hint (game, &self->game, self->seed ^ (guint64) self->moves->len,
                              cancellable, callback, user_data);
}

/* --- Saving ------------------------------------------------------------ */

/*
 * The save is a key file: who sits where, the seed for the computer's
 * moves, then the engine's text form (side, pie rule, the moves).
 *
 *   [flipchain-save]
 *   version=1
 *   seats=person;expert;
 *   seed=1234
 *   state=flipchain side:5 pie:yes moves:e5,swap,d4
 */
static char *
ft_flipchain_game_real_to_string (FtGame *game)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  g_autoptr(GKeyFile) file = ft_game_save_new_seated (game, SAVE_GROUP, SAVE_VERSION, FALSE);
  g_autofree char *state = ft_fc_game_to_string (&self->game, (const gint *) self->moves->data);

  g_key_file_set_uint64 (file, SAVE_GROUP, "seed", self->seed);
  return ft_game_save_to_text (file, SAVE_GROUP, state);
}

static gboolean
ft_flipchain_game_real_load_string (FtGame     *game,
                                    const char *text,
                                    GError    **error)
{
  FtFlipchainGame *self = FT_FLIPCHAIN_GAME (game);
  g_autoptr(GKeyFile) file = NULL;
  g_autofree char *state_text = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GError) local_error = NULL;
  FtSeat seats[2];
  FtFcGame fc;
  guint64 seed = 0;

  file = ft_game_save_open (text, SAVE_GROUP, SAVE_VERSION, &state_text);
  if (file != NULL)
    seed = g_key_file_get_uint64 (file, SAVE_GROUP, "seed", &local_error);
  if (file == NULL || local_error != NULL)
    return ft_game_save_refuse (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, _("Flipchain"), NULL);
  if (!ft_game_save_read_seats (file, SAVE_GROUP, 2, seats, NULL, &local_error) ||
      !ft_fc_game_from_string (&fc, state_text, &moves, &local_error))
    return ft_game_save_refuse (error, FT_FC_ERROR, FT_FC_ERROR_PARSE, _("Flipchain"), local_error);

  raise_cancel (self);
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves->data, moves->len);
  g_array_set_size (self->movers, moves->len);
  ft_game_set_seats (game, 2, seats, NULL);
  self->seed = seed;
  self->game = fc;
  /* Who made each move, and the last move's flips, come from the replay. */
  {
    FtFcGame replayed;

    ft_fc_game_init (&replayed, fc.board.side, fc.pie);
    self->has_last = FALSE;
    for (guint i = 0; i < moves->len; i++)
      {
        g_array_index (self->movers, guint8, i) =
          (guint8) (ft_fc_game_seat_colour (&replayed, 0) == replayed.to_move ? 0 : 1);
        ft_fc_game_play (&replayed, g_array_index (moves, gint, i), &self->last, NULL);
        self->has_last = TRUE;
      }
  }
  ft_flipchain_game_set_side (self, fc.board.side);
  ft_flipchain_game_set_pie_rule (self, fc.pie);
  ft_game_set_started (FT_GAME (self), TRUE);
  changed (self);
  return TRUE;
}

/* --- FtGame ------------------------------------------------------------ */

static gboolean
ft_flipchain_game_real_start (FtGame            *game,
                              const FtGameSetup *setup,
                              guint64            seed,
                              GError           **error)
{
  FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };

  for (guint i = 0; i < MIN (setup->n_players, 2); i++)
    seats[i] = setup->seats[i];
  return ft_flipchain_game_start (FT_FLIPCHAIN_GAME (game), seats, seed, error);
}


static void
ft_flipchain_game_class_init (FtFlipchainGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FtGameClass *game_class = FT_GAME_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = ft_flipchain_game_finalize;
  object_class->get_property = ft_flipchain_game_get_property;
  object_class->set_property = ft_flipchain_game_set_property;

  game_class->start = ft_flipchain_game_real_start;
  game_class->seat_name = ft_flipchain_game_real_seat_name;
  game_class->get_turn = ft_flipchain_game_real_get_turn;
  game_class->is_over = ft_flipchain_game_real_is_over;
  game_class->computer_snapshot = computer_snapshot;
  game_class->computer_think = computer_think;
  game_class->computer_apply = computer_apply;
  game_class->computer_free = thought_free;
  game_class->can_undo = ft_flipchain_game_real_can_undo;
  game_class->undo = ft_flipchain_game_real_undo;
  game_class->hint_async = ft_flipchain_game_real_hint_async;
  game_class->hint_free = g_free;
  game_class->to_string = ft_flipchain_game_real_to_string;
  game_class->load_string = ft_flipchain_game_real_load_string;

  /* Read when a game starts (R1: a side of 3 to 10). */
  properties[PROP_SIDE] = g_param_spec_uint ("side", NULL, NULL, FT_FC_MIN_SIDE, FT_FC_MAX_SIDE,
                                             FT_FC_DEFAULT_SIDE, rw);
  /* Read when a game starts (R7). */
  properties[PROP_PIE_RULE] = g_param_spec_boolean ("pie-rule", NULL, NULL, TRUE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

}
