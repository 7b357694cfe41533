/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "flipbits/flipbits-ops.h"

/* A reference model written bit by bit, independent of the engine's
 * whole-value arithmetic, to check every operation on all 16 values and
 * every operand. */
static guint8
reference (FtFbOp op,
           guint8 m,
           guint8 o)
{
  guint8 r = 0;

  for (int bit = 0; bit < 4; bit++)
    {
      int mb = (m >> bit) & 1, ob = (o >> bit) & 1, rb;

      switch (op)
        {
        case FT_FB_OP_OR: case FT_FB_OP_MASK_OR: rb = mb || ob; break;
        case FT_FB_OP_AND: case FT_FB_OP_MASK_AND: rb = mb && ob; break;
        case FT_FB_OP_XOR: case FT_FB_OP_MASK_XOR: case FT_FB_OP_FLIP: rb = mb != ob; break;
        case FT_FB_OP_COPY: rb = ob; break;
        case FT_FB_OP_NOT: rb = !mb; break;
        /* R1: rotate left: each bit takes the value of the bit to its right;
         * the rightmost takes the old leftmost. */
        case FT_FB_OP_ROTL: rb = (m >> ((bit + 3) % 4)) & 1; break;
        case FT_FB_OP_ROTR: rb = (m >> ((bit + 1) % 4)) & 1; break;
        default: g_assert_not_reached ();
        }
      r |= rb << bit;
    }
  return r;
}

static void
test_all_values (void)
{
  for (FtFbOp op = 0; op < FT_FB_N_OPS; op++)
    for (guint m = 0; m < 16; m++)
      for (guint o = 0; o < 16; o++)
        g_assert_cmpuint (ft_fb_apply (op, m, o), ==, reference (op, m, o));
}

/* The seed's worked examples. */
static void
test_seed_examples (void)
{
  g_assert_cmpuint (ft_fb_apply (FT_FB_OP_OR, 0x5, 0x3), ==, 0x7);
  g_assert_cmpuint (ft_fb_apply (FT_FB_OP_AND, 0x5, 0x3), ==, 0x1);
  g_assert_cmpuint (ft_fb_apply (FT_FB_OP_XOR, 0x5, 0x3), ==, 0x6);
}

/* flipbits R1: 1000 rotated left is 0001, and back. */
static void
test_rotate_r1 (void)
{
  g_assert_cmpuint (ft_fb_apply (FT_FB_OP_ROTL, 0x8, 0), ==, 0x1);
  g_assert_cmpuint (ft_fb_apply (FT_FB_OP_ROTR, 0x1, 0), ==, 0x8);
  for (guint m = 0; m < 16; m++)
    g_assert_cmpuint (ft_fb_apply (FT_FB_OP_ROTR, ft_fb_apply (FT_FB_OP_ROTL, m, 0), 0), ==, m);
}

static void
test_bits_text (void)
{
  char buf[5];
  guint8 v;

  for (guint m = 0; m < 16; m++)
    {
      ft_fb_bits_format (m, buf);
      g_assert_true (ft_fb_bits_parse (buf, &v));
      g_assert_cmpuint (v, ==, m);
    }
  ft_fb_bits_format (0x1, buf);
  g_assert_cmpstr (buf, ==, "0001");
  g_assert_false (ft_fb_bits_parse ("012", &v));
  g_assert_false (ft_fb_bits_parse ("01012", &v));
  g_assert_false (ft_fb_bits_parse ("0a01", &v));
  g_assert_false (ft_fb_bits_parse (NULL, &v));
}

/* flipbits R2: the masks each MASK card may carry. */
static void
test_masks (void)
{
  guint n_or = 0, n_and = 0;

  for (guint m = 0; m < 16; m++)
    {
      n_or += ft_fb_mask_is_valid (FT_FB_OP_MASK_OR, m);
      n_and += ft_fb_mask_is_valid (FT_FB_OP_MASK_AND, m);
    }
  g_assert_cmpuint (n_or, ==, 4);
  g_assert_cmpuint (n_and, ==, 4);
  g_assert_true (ft_fb_mask_is_valid (FT_FB_OP_MASK_AND, 0xE));
  g_assert_false (ft_fb_mask_is_valid (FT_FB_OP_MASK_AND, 0x1));
  g_assert_false (ft_fb_mask_is_valid (FT_FB_OP_MASK_XOR, 0x3));
}

static void
test_explain (void)
{
  g_autofree char *xor_line = ft_fb_explain_bit (FT_FB_OP_XOR, 0x4, 0x4, 2);
  g_autofree char *rot_line = ft_fb_explain_bit (FT_FB_OP_ROTL, 0x8, 0, 0);
  g_autofree char *step = ft_fb_explain_step (FT_FB_OP_AND, 0x5, 0x3);

  g_assert_cmpstr (xor_line, ==, "bit 2: 1 XOR 1 = 0");
  g_assert_nonnull (strstr (rot_line, "takes 1 from bit 3"));
  g_assert_cmpstr (step, ==,
                   "bit 3: 0 AND 0 = 0\n"
                   "bit 2: 1 AND 0 = 0\n"
                   "bit 1: 0 AND 1 = 0\n"
                   "bit 0: 1 AND 1 = 1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flipbits/ops/all-values", test_all_values);
  g_test_add_func ("/flipbits/ops/seed-examples", test_seed_examples);
  g_test_add_func ("/flipbits/ops/rotate-r1", test_rotate_r1);
  g_test_add_func ("/flipbits/ops/bits-text", test_bits_text);
  g_test_add_func ("/flipbits/ops/masks-r2", test_masks);
  g_test_add_func ("/flipbits/ops/explain", test_explain);

  return g_test_run ();
}
