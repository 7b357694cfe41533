/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The order of operations agreed before play (scrabble R15). */
typedef enum
{
  FT_EQ_ORDER_STANDARD,   /* NOT, then × ÷, + -, AND, XOR, OR; each level left to right */
  FT_EQ_ORDER_LTR,        /* every binary operator strictly left to right */
} FtEqOrder;

typedef enum
{
  FT_EQ_OPTION_NONE            = 0,
  FT_EQ_OPTION_XOR             = 1 << 0, /* R1, R11: XOR tiles are in play */
  FT_EQ_OPTION_NO_IDENTITY     = 1 << 1, /* R17: no `× 1`, `+ 0`, `- 0` */
  FT_EQ_OPTION_STRICT_IDENTITY = 1 << 2, /* R17: also no `AND 1`, `OR 0` (implies the above) */
  FT_EQ_OPTION_LOOSE_NOT_ZEROS = 1 << 3, /* R12: any leading zeros after NOT */
} FtEqOptions;

/* The settings a line is judged by; two bytes, copied freely. */
typedef struct
{
  guint8 order;    /* FtEqOrder */
  guint8 options;  /* FtEqOptions */
} FtEqRules;

#define FT_EQ_RULES_ERROR (ft_eq_rules_error_quark ())

GQuark    ft_eq_rules_error_quark  (void);

char     *ft_eq_rules_to_string    (const FtEqRules *rules);
gboolean  ft_eq_rules_from_string  (const char      *text,
                                    FtEqRules       *rules,
                                    GError         **error);

G_END_DECLS
