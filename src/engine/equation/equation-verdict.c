/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "equation-verdict.h"

static const struct {
  guint8 rule;
  const char *name;
} fault_info[FT_EQ_N_FAULTS] = {
  [FT_EQ_FAULT_NONE]                   = { 0,  "none" },
  [FT_EQ_FAULT_TOO_LONG]               = { 3,  "too-long" },
  [FT_EQ_FAULT_BAD_TILE]               = { 11, "bad-tile" },
  [FT_EQ_FAULT_EMPTY]                  = { 11, "empty" },
  [FT_EQ_FAULT_XOR_OFF]                = { 11, "xor-off" },
  [FT_EQ_FAULT_NO_EQUALS]              = { 11, "no-equals" },
  [FT_EQ_FAULT_EMPTY_PART]             = { 11, "empty-part" },
  [FT_EQ_FAULT_SIGN]                   = { 11, "sign" },
  [FT_EQ_FAULT_TWO_OPERATORS]          = { 11, "two-operators" },
  [FT_EQ_FAULT_MISSING_NUMBER]         = { 11, "missing-number" },
  [FT_EQ_FAULT_NOT_NOT]                = { 11, "not-not" },
  [FT_EQ_FAULT_NOT_WITHOUT_NUMBER]     = { 11, "not-without-number" },
  [FT_EQ_FAULT_IMPLIED_MULTIPLICATION] = { 11, "implied-multiplication" },
  [FT_EQ_FAULT_ENDS_WITH_OPERATOR]     = { 11, "ends-with-operator" },
  [FT_EQ_FAULT_LEADING_ZERO]           = { 12, "leading-zero" },
  [FT_EQ_FAULT_NOT_ZEROS]              = { 12, "not-zeros" },
  [FT_EQ_FAULT_NEGATIVE]               = { 14, "negative" },
  [FT_EQ_FAULT_REMAINDER]              = { 14, "remainder" },
  [FT_EQ_FAULT_DIVISION_BY_ZERO]       = { 14, "division-by-zero" },
  [FT_EQ_FAULT_OVERFLOW]               = { 14, "overflow" },
  [FT_EQ_FAULT_PARTS_DIFFER]           = { 16, "parts-differ" },
  [FT_EQ_FAULT_IDENTITY]               = { 17, "identity" },
};

/* The ruling of doc/rules/binary-scrabble.md a fault breaks. */
guint
ft_eq_fault_rule (FtEqFault fault)
{
  g_return_val_if_fail (fault < FT_EQ_N_FAULTS, 0);
  return fault_info[fault].rule;
}

/* A stable untranslated name for tests and scripts: `leading-zero`. */
const char *
ft_eq_fault_name (FtEqFault fault)
{
  g_return_val_if_fail (fault < FT_EQ_N_FAULTS, NULL);
  return fault_info[fault].name;
}

/* @value in binary, padded with leading zeros to @width digits. */
char *
ft_eq_format_binary (guint64 value,
                     guint   width)
{
  char buf[65];
  guint n = 0;

  do
    {
      buf[64 - ++n] = '0' + (value & 1);
      value >>= 1;
    }
  while (value != 0 && n < 64);
  while (n < width && n < 64)
    buf[64 - ++n] = '0';
  buf[64] = '\0';
  return g_strdup (buf + 64 - n);
}

static char *
decimal (guint64 value)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

static const char *
symbol (guint op)
{
  return op < FT_EQ_N_TILES ? ft_eq_tile_symbol (op) : "?";
}

/*
 * Why the line is (in)valid, in words, without the ruling: "tile 3: leading
 * zero in 01".  @tiles are the tiles the verdict was made on.
 */
char *
ft_eq_verdict_reason (const FtEqVerdict *v,
                      const guint8      *tiles,
                      guint              n_tiles)
{
  guint t = v->tile + 1;   /* readers count tiles from 1 */
  g_autofree char *a = ft_eq_format_binary (v->value, 0);
  g_autofree char *b = ft_eq_format_binary (v->other, 0);
  g_autofree char *a_dec = decimal (v->value);
  g_autofree char *b_dec = decimal (v->other);

  switch ((FtEqFault) v->fault)
    {
    case FT_EQ_FAULT_NONE:
      /* Translators: "every part is 110 (6)" */
      return g_strdup_printf (_("every part is %s (%s)"), a, a_dec);
    case FT_EQ_FAULT_TOO_LONG:
      return g_strdup_printf (_("the line has %u tiles but a line of the board holds at most %u"),
                              n_tiles, FT_EQ_MAX_TILES);
    case FT_EQ_FAULT_BAD_TILE:
      return g_strdup_printf (_("tile %u is not a tile of the game"), t);
    case FT_EQ_FAULT_EMPTY:
      return g_strdup (_("the line is empty"));
    case FT_EQ_FAULT_XOR_OFF:
      return g_strdup_printf (_("tile %u: XOR is only in play with the XOR option"), t);
    case FT_EQ_FAULT_NO_EQUALS:
      return g_strdup (_("the line has no ="));
    case FT_EQ_FAULT_EMPTY_PART:
      if (v->tile == 0)
        return g_strdup (_("tile 1: the line starts with ="));
      return g_strdup_printf (_("tile %u: = right after =, so a part is empty"), t);
    case FT_EQ_FAULT_SIGN:
      if (v->tile == 0)
        /* Translators: "tile 1: the line starts with +, and there is no sign in front of a number" */
        return g_strdup_printf (_("tile 1: the line starts with %s, and there is no sign in front of a number"),
                                symbol (v->op));
      return g_strdup_printf (_("tile %u: %s right after =, and there is no sign in front of a number"),
                              t, symbol (v->op));
    case FT_EQ_FAULT_TWO_OPERATORS:
      /* Translators: "tile 3: × right after +: only NOT may follow an operator" */
      return g_strdup_printf (_("tile %u: %s right after %s: only NOT may follow an operator"),
                              t, symbol (v->tile < n_tiles ? tiles[v->tile] : FT_EQ_N_TILES),
                              symbol (v->op));
    case FT_EQ_FAULT_MISSING_NUMBER:
      return g_strdup_printf (_("tile %u: = right after %s, so a number is missing"), t, symbol (v->op));
    case FT_EQ_FAULT_NOT_NOT:
      return g_strdup_printf (_("tile %u: NOT NOT: NOT must be followed directly by a number"), t);
    case FT_EQ_FAULT_NOT_WITHOUT_NUMBER:
      return g_strdup_printf (_("tile %u: NOT must be followed directly by a number, not by %s"),
                              t, symbol (v->op));
    case FT_EQ_FAULT_IMPLIED_MULTIPLICATION:
      return g_strdup_printf (_("tile %u: NOT right after a number: there is no implied multiplication"), t);
    case FT_EQ_FAULT_ENDS_WITH_OPERATOR:
      return g_strdup_printf (_("tile %u: the line ends with %s"), t, symbol (v->op));
    case FT_EQ_FAULT_LEADING_ZERO:
      {
        guint end = v->tile;
        g_autofree char *number = NULL;

        while (end < n_tiles && tiles[end] <= FT_EQ_TILE_1)
          end++;
        number = ft_eq_digits_to_string (tiles, v->tile, end);
        /* Translators: "tile 3: leading zero in 01" */
        return g_strdup_printf (_("tile %u: leading zero in %s"), t, number);
      }
    case FT_EQ_FAULT_NOT_ZEROS:
      {
        guint8 kept[FT_EQ_MAX_TILES];
        guint n_kept = 0;
        g_autofree char *number = ft_eq_digits_to_string (tiles, v->tile, v->tile_end);
        g_autofree char *line = NULL;

        for (guint i = 0; i < n_tiles && i < FT_EQ_MAX_TILES; i++)
          if (!(v->removed & (1u << i)))
            kept[n_kept++] = tiles[i];
        line = ft_eq_tiles_to_string (kept, n_kept);
        /* Translators: "tile 2: the zeros of NOT 01 are not required: NOT 1 AND 1 = 0 holds too" */
        return g_strdup_printf (_("tile %u: the zeros of NOT %s are not required: %s holds too"),
                                t, number, line);
      }
    case FT_EQ_FAULT_NEGATIVE:
      /* Translators: "1 - 10 goes below zero" */
      return g_strdup_printf (_("%s - %s goes below zero"), a, b);
    case FT_EQ_FAULT_REMAINDER:
      /* Translators: "11 ÷ 10 leaves a remainder (3 ÷ 2)" */
      return g_strdup_printf (_("%s ÷ %s leaves a remainder (%s ÷ %s)"), a, b, a_dec, b_dec);
    case FT_EQ_FAULT_DIVISION_BY_ZERO:
      return g_strdup_printf (_("%s ÷ 0 divides by zero"), a);
    case FT_EQ_FAULT_OVERFLOW:
      /* Translators: "… × … goes beyond 64 bits" */
      return g_strdup_printf (_("%s %s %s goes beyond 64 bits"), a, symbol (v->op), b);
    case FT_EQ_FAULT_PARTS_DIFFER:
      /* Translators: "part 2 is 101 (5) but part 1 is 110 (6)" */
      return g_strdup_printf (_("part %u is %s (%s) but part 1 is %s (%s)"),
                              v->part + 1, a, a_dec, b, b_dec);
    case FT_EQ_FAULT_IDENTITY:
      {
        const char *number = v->op == FT_EQ_TILE_TIMES || v->op == FT_EQ_TILE_AND ? "1" : "0";

        /* Translators: "tile 4: the identity fragment “× 1” is not allowed" */
        return g_strdup_printf (_("tile %u: the identity fragment “%s %s” is not allowed"),
                                t, symbol (v->op), number);
      }
    case FT_EQ_N_FAULTS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/*
 * The ruling of doc/rules/binary-scrabble.md a fault breaks, in words for
 * a learner: the codes (R12) stay in the rule book, the code and the
 * command line's machine-readable output.
 */
const char *
ft_eq_rule_words (guint rule)
{
  switch (rule)
    {
    case 3:
      return _("the rule on the size of the board");
    case 11:
      return _("the rule on the grammar of an equation");
    case 12:
      return _("the rule on leading zeros");
    case 14:
      return _("the rule on the values allowed");
    case 16:
      return _("the rule that every part has the same value");
    case 17:
      return _("the rule on the options agreed before the game");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The reason followed by the ruling in words: "tile 3: leading zero in 01
 * (the rule on leading zeros)". */
char *
ft_eq_verdict_describe (const FtEqVerdict *v,
                        const guint8      *tiles,
                        guint              n_tiles)
{
  g_autofree char *reason = ft_eq_verdict_reason (v, tiles, n_tiles);

  if (v->fault == FT_EQ_FAULT_NONE)
    /* Translators: "valid: every part is 110 (6)" */
    return g_strdup_printf (_("valid: %s"), reason);
  /* Translators: "tile 3: leading zero in 01 (the rule on leading zeros)" */
  return g_strdup_printf (_("%s (%s)"), reason, ft_eq_rule_words (v->rule));
}
