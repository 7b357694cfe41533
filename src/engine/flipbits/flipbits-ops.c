/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "flipbits-ops.h"

static const struct {
  const char *token;
  const char *name;
  FtFbOperandKind operand;
} op_info[FT_FB_N_OPS] = {
  [FT_FB_OP_OR]       = { "OR",   N_("OR"),           FT_FB_OPERAND_HEX },
  [FT_FB_OP_AND]      = { "AND",  N_("AND"),          FT_FB_OPERAND_HEX },
  [FT_FB_OP_XOR]      = { "XOR",  N_("XOR"),          FT_FB_OPERAND_HEX },
  [FT_FB_OP_COPY]     = { "COPY", N_("COPY"),         FT_FB_OPERAND_HEX },
  [FT_FB_OP_NOT]      = { "NOT",  N_("NOT"),          FT_FB_OPERAND_NONE },
  [FT_FB_OP_ROTL]     = { "ROTL", N_("ROTATE LEFT"),  FT_FB_OPERAND_NONE },
  [FT_FB_OP_ROTR]     = { "ROTR", N_("ROTATE RIGHT"), FT_FB_OPERAND_NONE },
  [FT_FB_OP_FLIP]     = { "FLIP", N_("FLIP BIT"),     FT_FB_OPERAND_CHOSEN },
  [FT_FB_OP_MASK_OR]  = { "MOR",  N_("MASK OR"),      FT_FB_OPERAND_MASK },
  [FT_FB_OP_MASK_AND] = { "MAND", N_("MASK AND"),     FT_FB_OPERAND_MASK },
  [FT_FB_OP_MASK_XOR] = { "MXOR", N_("MASK XOR"),     FT_FB_OPERAND_MASK },
};

FtFbOperandKind
ft_fb_op_operand_kind (FtFbOp op)
{
  g_return_val_if_fail (op < FT_FB_N_OPS, FT_FB_OPERAND_NONE);
  return op_info[op].operand;
}

/* The untranslated token used by the text form and the command line. */
const char *
ft_fb_op_token (FtFbOp op)
{
  g_return_val_if_fail (op < FT_FB_N_OPS, NULL);
  return op_info[op].token;
}

/* The name printed on the card, translated. */
const char *
ft_fb_op_name (FtFbOp op)
{
  g_return_val_if_fail (op < FT_FB_N_OPS, NULL);
  return _(op_info[op].name);
}

gboolean
ft_fb_op_from_token (const char *token,
                     FtFbOp     *op)
{
  for (guint i = 0; i < FT_FB_N_OPS; i++)
    if (g_ascii_strcasecmp (token, op_info[i].token) == 0)
      {
        *op = i;
        return TRUE;
      }
  return FALSE;
}

static guint8
rotate_left (guint8 v)
{
  /* flipbits R1: the leftmost bit moves to the right end. */
  return ((v << 1) | (v >> 3)) & FT_FB_VALUE_MASK;
}

static guint8
rotate_right (guint8 v)
{
  return ((v >> 1) | (v << 3)) & FT_FB_VALUE_MASK;
}

/*
 * Applies @op to @memory.  @operand is the HEX card for OR/AND/XOR/COPY, the
 * card's mask for the MASK cards and a one-bit mask naming the chosen bit
 * for FLIP BIT; it is ignored by NOT and the rotations.
 */
guint8
ft_fb_apply (FtFbOp op,
             guint8 memory,
             guint8 operand)
{
  memory &= FT_FB_VALUE_MASK;
  operand &= FT_FB_VALUE_MASK;

  switch (op)
    {
    case FT_FB_OP_OR:
    case FT_FB_OP_MASK_OR:
      return memory | operand;
    case FT_FB_OP_AND:
    case FT_FB_OP_MASK_AND:
      return memory & operand;
    case FT_FB_OP_XOR:
    case FT_FB_OP_MASK_XOR:
    case FT_FB_OP_FLIP:
      return memory ^ operand;
    case FT_FB_OP_COPY:
      return operand;
    case FT_FB_OP_NOT:
      return ~memory & FT_FB_VALUE_MASK;
    case FT_FB_OP_ROTL:
      return rotate_left (memory);
    case FT_FB_OP_ROTR:
      return rotate_right (memory);
    case FT_FB_N_OPS:
    default:
      g_return_val_if_reached (memory);
    }
}

/* The masks the seed prints on MASK cards: one bit set for MASK OR and
 * MASK XOR, one bit clear for MASK AND.  FLIP BIT takes a one-bit mask too. */
gboolean
ft_fb_mask_is_valid (FtFbOp op,
                     guint8 mask)
{
  switch (op)
    {
    case FT_FB_OP_MASK_OR:
    case FT_FB_OP_MASK_XOR:
    case FT_FB_OP_FLIP:
      return mask <= FT_FB_VALUE_MASK && mask != 0 && (mask & (mask - 1)) == 0;
    case FT_FB_OP_MASK_AND:
      return ft_fb_mask_is_valid (FT_FB_OP_MASK_OR, ~mask & FT_FB_VALUE_MASK) &&
             mask <= FT_FB_VALUE_MASK;
    default:
      return FALSE;
    }
}

void
ft_fb_bits_format (guint8 value,
                   char   out[FT_FB_BITS + 1])
{
  for (guint i = 0; i < FT_FB_BITS; i++)
    out[i] = (value >> (FT_FB_BITS - 1 - i)) & 1 ? '1' : '0';
  out[FT_FB_BITS] = '\0';
}

/* Four characters 0/1, most significant first (R1). */
gboolean
ft_fb_bits_parse (const char *text,
                  guint8     *value)
{
  guint8 v = 0;

  if (text == NULL || strlen (text) != FT_FB_BITS)
    return FALSE;

  for (guint i = 0; i < FT_FB_BITS; i++)
    {
      if (text[i] != '0' && text[i] != '1')
        return FALSE;
      v = (v << 1) | (text[i] == '1');
    }

  *value = v;
  return TRUE;
}

char
ft_fb_hex_digit (guint8 value)
{
  return "0123456789ABCDEF"[value & FT_FB_VALUE_MASK];
}

static guint
bit_of (guint8 v,
        guint  bit)
{
  return (v >> bit) & 1;
}

/*
 * One line that says how @bit (3 = leftmost) of the result comes about, for
 * lessons, the solve builder and hints: "bit 2: 1 XOR 1 = 0".
 */
char *
ft_fb_explain_bit (FtFbOp op,
                   guint8 memory,
                   guint8 operand,
                   guint  bit)
{
  guint8 result = ft_fb_apply (op, memory, operand);
  guint m = bit_of (memory, bit);
  guint o = bit_of (operand, bit);
  guint r = bit_of (result, bit);

  g_return_val_if_fail (bit < FT_FB_BITS, NULL);

  switch (op)
    {
    case FT_FB_OP_OR:
    case FT_FB_OP_AND:
    case FT_FB_OP_XOR:
    case FT_FB_OP_MASK_OR:
    case FT_FB_OP_MASK_AND:
    case FT_FB_OP_MASK_XOR:
      {
        const char *word = op == FT_FB_OP_OR || op == FT_FB_OP_MASK_OR ? "OR"
                         : op == FT_FB_OP_AND || op == FT_FB_OP_MASK_AND ? "AND"
                         : "XOR";
        /* Translators: "bit 2: 1 XOR 0 = 1"; the operator word stays in English
         * because it is printed on the card. */
        return g_strdup_printf (_("bit %u: %u %s %u = %u"), bit, m, word, o, r);
      }
    case FT_FB_OP_COPY:
      /* Translators: "bit 2: copied from the HEX card, 1" */
      return g_strdup_printf (_("bit %u: copied from the HEX card, %u"), bit, r);
    case FT_FB_OP_NOT:
      return g_strdup_printf (_("bit %u: NOT %u = %u"), bit, m, r);
    case FT_FB_OP_FLIP:
      if (o)
        return g_strdup_printf (_("bit %u: flipped, %u becomes %u"), bit, m, r);
      return g_strdup_printf (_("bit %u: not chosen, stays %u"), bit, r);
    case FT_FB_OP_ROTL:
      {
        guint from = (bit + FT_FB_BITS - 1) % FT_FB_BITS;

        if (bit == 0)
          return g_strdup_printf (_("bit 0: takes %u from bit 3, which wraps around from the left end"), r);
        return g_strdup_printf (_("bit %u: takes %u from bit %u"), bit, r, from);
      }
    case FT_FB_OP_ROTR:
      {
        guint from = (bit + 1) % FT_FB_BITS;

        if (bit == FT_FB_BITS - 1)
          return g_strdup_printf (_("bit 3: takes %u from bit 0, which wraps around from the right end"), r);
        return g_strdup_printf (_("bit %u: takes %u from bit %u"), bit, r, from);
      }
    case FT_FB_N_OPS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The whole step, bit 3 first, one line per bit. */
char *
ft_fb_explain_step (FtFbOp op,
                    guint8 memory,
                    guint8 operand)
{
  GString *s = g_string_new (NULL);

  for (int bit = FT_FB_BITS - 1; bit >= 0; bit--)
    {
      g_autofree char *line = ft_fb_explain_bit (op, memory, operand, bit);

      if (s->len)
        g_string_append_c (s, '\n');
      g_string_append (s, line);
    }

  return g_string_free (s, FALSE);
}
