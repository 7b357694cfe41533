/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * The eleven FLIP BITS operations on a 4-bit value.
 *
 * Bits are numbered 3 (leftmost, value 8) down to 0 (rightmost, value 1) and
 * written most significant first (flipbits R1).
 */
typedef enum
{
  FT_FB_OP_OR,
  FT_FB_OP_AND,
  FT_FB_OP_XOR,
  FT_FB_OP_COPY,
  FT_FB_OP_NOT,
  FT_FB_OP_ROTL,
  FT_FB_OP_ROTR,
  FT_FB_OP_FLIP,
  FT_FB_OP_MASK_OR,
  FT_FB_OP_MASK_AND,
  FT_FB_OP_MASK_XOR,
  FT_FB_N_OPS
} FtFbOp;

#define FT_FB_BITS 4
#define FT_FB_VALUE_MASK 0xF

/* What an operation takes as its second value. */
typedef enum
{
  FT_FB_OPERAND_NONE,  /* NOT, ROTATE LEFT, ROTATE RIGHT */
  FT_FB_OPERAND_HEX,   /* OR, AND, XOR, COPY: the player's HEX card (R2) */
  FT_FB_OPERAND_CHOSEN,/* FLIP BIT: the bit the player picks when applying it */
  FT_FB_OPERAND_MASK,  /* MASK OR/AND/XOR: the mask printed on the card (R2) */
} FtFbOperandKind;

FtFbOperandKind ft_fb_op_operand_kind (FtFbOp      op);
const char     *ft_fb_op_token        (FtFbOp      op);
const char     *ft_fb_op_name         (FtFbOp      op);
gboolean        ft_fb_op_from_token   (const char *token,
                                       FtFbOp     *op);

guint8          ft_fb_apply           (FtFbOp      op,
                                       guint8      memory,
                                       guint8      operand);

gboolean        ft_fb_mask_is_valid   (FtFbOp      op,
                                       guint8      mask);

void            ft_fb_bits_format     (guint8      value,
                                       char        out[FT_FB_BITS + 1]);
gboolean        ft_fb_bits_parse      (const char *text,
                                       guint8     *value);
char            ft_fb_hex_digit       (guint8      value);

char           *ft_fb_explain_bit     (FtFbOp      op,
                                       guint8      memory,
                                       guint8      operand,
                                       guint       bit);
char           *ft_fb_explain_step    (FtFbOp      op,
                                       guint8      memory,
                                       guint8      operand);

G_END_DECLS
