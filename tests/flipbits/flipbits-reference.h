/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * Reference code shared by the FLIP BITS tests, written for the tests and
 * independent of the engine's solver: which operands the rules allow, and
 * whether a hand solves by trying every order of every subset with every
 * operand value 0..15 the rules allow.
 */

#include <glib.h>

#include "flipbits/flipbits-deck.h"

/* Whether the rules let @card be played with @operand (R2, R4). */
static inline gboolean
reference_operand_allowed (FtFbCard card,
                           int      hex,
                           guint    operand)
{
  gboolean one_bit = operand == 1 || operand == 2 || operand == 4 || operand == 8;
  gboolean one_clear = operand == 0xE || operand == 0xD || operand == 0xB || operand == 0x7;

  switch (card.op)
    {
    case FT_FB_OP_OR: case FT_FB_OP_AND: case FT_FB_OP_XOR: case FT_FB_OP_COPY:
      return hex >= 0 && operand == (guint) hex;
    case FT_FB_OP_NOT: case FT_FB_OP_ROTL: case FT_FB_OP_ROTR:
      return operand == 0;
    case FT_FB_OP_FLIP:
      return one_bit;
    case FT_FB_OP_MASK_OR: case FT_FB_OP_MASK_XOR:
      return card.mask ? operand == card.mask : one_bit;
    case FT_FB_OP_MASK_AND:
      return card.mask ? operand == card.mask : one_clear;
    default:
      g_assert_not_reached ();
    }
}

/* Whether some non-empty ordered subset of @cards takes @memory to @goal. */
static inline gboolean
reference_solves (const FtFbCard *cards,
                  guint           n_cards,
                  int             hex,
                  guint8          memory,
                  guint8          goal,
                  guint           used)
{
  for (guint i = 0; i < n_cards; i++)
    {
      if (used & (1u << i))
        continue;
      for (guint o = 0; o < 16; o++)
        if (reference_operand_allowed (cards[i], hex, o))
          {
            guint8 m = ft_fb_apply (cards[i].op, memory, o);

            if (m == goal || reference_solves (cards, n_cards, hex, m, goal, used | (1u << i)))
              return TRUE;
          }
    }
  return FALSE;
}
