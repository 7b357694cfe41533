/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "hilo/hilo-ai.h"

/* Helpers shared by the Hi Lo Flip test programs. */

static inline void
state_parse (FtHiLoState *st,
             const char  *text)
{
  g_autoptr(GError) error = NULL;

  if (!ft_hilo_state_from_string (st, text, &error))
    g_error ("could not parse “%s”: %s", text, error->message);
}

/* Gives @st a generator whose next coin lands on @chip, so that a test
 * decides the outcome of the next toss. */
static inline void
force_next_toss (FtHiLoState *st,
                 FtHiLoChip   chip)
{
  for (guint64 seed = 1;; seed++)
    {
      FtRng rng, probe;

      ft_rng_init (&rng, seed);
      probe = rng;
      if ((ft_rng_coin (&probe) ? FT_HILO_CHIP_HI : FT_HILO_CHIP_LO) == chip)
        {
          st->rng = rng;
          return;
        }
    }
}

static inline void
must_apply (FtHiLoState        *st,
            const FtHiLoAction *action,
            GArray             *events)
{
  g_autoptr(GError) error = NULL;

  if (!ft_hilo_state_apply (st, action, events, &error))
    g_error ("action refused: %s", error->message);
  g_assert_true (ft_hilo_state_check (st, NULL));
}

static inline void
must_play (FtHiLoState *st,
           guint        card,
           GArray      *events)
{
  FtHiLoAction a = { FT_HILO_ACTION_PLAY, card };

  must_apply (st, &a, events);
}

static inline void
must_toss (FtHiLoState *st,
           FtHiLoChip   lands_on,
           GArray      *events)
{
  FtHiLoAction a = { FT_HILO_ACTION_TOSS, 0 };

  force_next_toss (st, lands_on);
  must_apply (st, &a, events);
}

static inline void
must_draw (FtHiLoState *st,
           GArray      *events)
{
  FtHiLoAction a = { FT_HILO_ACTION_DRAW, 0 };

  must_apply (st, &a, events);
}

static inline FtHiLoSet
cards_of (const guint *cards)
{
  FtHiLoSet s = { { 0, 0 } };

  for (guint i = 0; cards[i] != 0; i++)
    ft_hilo_set_add (&s, cards[i]);
  return s;
}

#define SET(...) cards_of ((const guint[]) { __VA_ARGS__, 0 })

static inline void
assert_set_equal (FtHiLoSet a,
                  FtHiLoSet b)
{
  g_assert_cmphex (a.w[0], ==, b.w[0]);
  g_assert_cmphex (a.w[1], ==, b.w[1]);
}

/* Counts the events of @kind in @events. */
static inline guint
count_events (GArray          *events,
              FtHiLoEventKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, FtHiLoEvent, i).kind == kind;
  return n;
}

/* The first event of @kind; the test fails when there is none. */
static inline const FtHiLoEvent *
find_event (GArray          *events,
            FtHiLoEventKind  kind)
{
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, FtHiLoEvent, i).kind == kind)
      return &g_array_index (events, FtHiLoEvent, i);
  g_error ("no event of kind %d", kind);
}
