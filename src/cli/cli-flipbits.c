/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ft-cli.h"
#include "flipbits/flipbits-ops.h"

static const char usage[] =
  "Usage: flip-tutor-cli flipbits ACTION [OPTION…]\n"
  "\n"
  "Actions:\n"
  "  apply OP MEMORY [OPERAND]   apply one operation and explain it bit by bit\n";

/* `apply` is the smallest useful action; the FLIP BITS issue adds solve and play. */
static int
run_apply (int    argc,
           char **argv)
{
  FtFbOp op;
  guint8 memory, operand = 0;
  g_autofree char *explanation = NULL;
  char bits[FT_FB_BITS + 1];

  if (argc < 3)
    return ft_cli_usage_error ("flipbits", usage, "apply needs OP and MEMORY");
  if (!ft_fb_op_from_token (argv[1], &op))
    return ft_cli_usage_error ("flipbits", usage, "unknown operation “%s”", argv[1]);
  if (!ft_fb_bits_parse (argv[2], &memory))
    return ft_cli_usage_error ("flipbits", usage, "MEMORY must be four bits like 0101, not “%s”", argv[2]);
  if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_NONE)
    {
      if (argc < 4 || !ft_fb_bits_parse (argv[3], &operand))
        return ft_cli_usage_error ("flipbits", usage, "%s needs an operand of four bits", argv[1]);
      if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_HEX && !ft_fb_mask_is_valid (op, operand))
        return ft_cli_usage_error ("flipbits", usage, "“%s” is not a mask %s can carry", argv[3], argv[1]);
    }

  ft_fb_bits_format (ft_fb_apply (op, memory, operand), bits);
  explanation = ft_fb_explain_step (op, memory, operand);
  printf ("%s\n%s\n", bits, explanation);
  return 0;
}

int
ft_cli_flipbits (int    argc,
                 char **argv)
{
  if (argc < 2 || strcmp (argv[1], "--help") == 0)
    {
      fputs (usage, argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  if (strcmp (argv[1], "apply") == 0)
    return run_apply (argc - 1, argv + 1);

  return ft_cli_usage_error ("flipbits", usage, "unknown action “%s”", argv[1]);
}
