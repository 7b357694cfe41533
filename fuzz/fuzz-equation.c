/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

#include "equation/equation-check.h"
#include "equation/equation-prefix.h"
#include "equation/equation-trace.h"

/*
 * libFuzzer target over the binary-equation text form, checker, trace and
 * prefix check.  The first byte picks the rules (bit 0: order; bits 1-4:
 * options) and the input mode (bit 5: raw tile bytes instead of text, so
 * that bad tile values and over-long lines reach the checker too).
 *
 * Beyond "no crash, no sanitizer report", it asserts cheap consequences of
 * the contracts: the trace agrees with the checker; a valid line has every
 * prefix open; a dead prefix has no valid extension (the line itself is
 * one); the text form reads back what it writes.
 */

static void
check_line (const guint8    *tiles,
            guint            n,
            const FtEqRules *rules)
{
  FtEqVerdict v;
  FtEqTrace trace;
  FtEqPrefix prefix;
  gboolean valid, explained;
  gint dead_at = -1;
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;

  valid = ft_eq_check (tiles, n, rules, &v);
  CHECK (valid == (v.fault == FT_EQ_FAULT_NONE));
  CHECK (v.fault < FT_EQ_N_FAULTS);
  CHECK (v.rule == ft_eq_fault_rule (v.fault));
  CHECK (valid || v.tile <= MAX (n, FT_EQ_MAX_TILES));

  explained = ft_eq_explain (tiles, n, rules, &trace);
  CHECK (explained == valid);
  CHECK (trace.verdict.fault == v.fault && trace.verdict.tile == v.tile && trace.verdict.value == v.value);
  CHECK (trace.n_steps <= FT_EQ_MAX_TILES && trace.n_nodes <= FT_EQ_MAX_TILES);
  CHECK (trace.n_parts <= FT_EQ_MAX_PARTS);
  for (guint p = 0; p < trace.n_parts; p++)
    {
      CHECK (trace.parts[p].root >= 0 && trace.parts[p].root < trace.n_nodes);
      if (valid)
        CHECK (trace.parts[p].evaluated && trace.parts[p].value == v.value);
    }

  if (n <= FT_EQ_MAX_TILES)
    {
      message = ft_eq_verdict_describe (&v, tiles, n);
      text = ft_eq_trace_to_string (&trace, tiles, n);
      CHECK (message != NULL && text != NULL);
    }

  ft_eq_prefix_init (&prefix, rules);
  for (guint i = 0; i < n; i++)
    {
      FtEqPrefix copy = prefix;

      if (!ft_eq_prefix_push (&prefix, tiles[i]))
        {
          if (dead_at < 0)
            dead_at = i;
        }
      else
        /* The struct copies: the copy, pushed the same tile, agrees. */
        CHECK (ft_eq_prefix_push (&copy, tiles[i]));
    }
  /* Soundness: the whole line extends each of its prefixes. */
  if (valid)
    CHECK (dead_at < 0);
  CHECK (ft_eq_prefix_check (tiles, n, rules, NULL) == (dead_at < 0));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FtEqRules rules;
  guint8 tiles[FT_EQ_MAX_TILES + 1];
  guint n = 0;

  if (size < 1)
    return 0;
  rules.order = data[0] & 1;
  rules.options = (data[0] >> 1) & 0xF;

  if (data[0] & 0x20)
    {
      /* Raw tiles: values up to FT_EQ_N_TILES (one past the last tile)
       * and one tile more than a line holds. */
      n = MIN (size - 1, FT_EQ_MAX_TILES + 1);
      for (guint i = 0; i < n; i++)
        tiles[i] = data[1 + i] % (FT_EQ_N_TILES + 1);
      check_line (tiles, n, &rules);
      return 0;
    }

  {
    g_autofree char *text = g_strndup ((const char *) data + 1, size - 1);
    g_autoptr(GError) error = NULL;

    if (!ft_eq_tiles_from_string (text, tiles, &n, &error))
      {
        CHECK (error != NULL && error->message != NULL);
        return 0;
      }
    CHECK (error == NULL && n <= FT_EQ_MAX_TILES);
    check_line (tiles, n, &rules);

    /* The text form reads back what it writes, in both spellings. */
    for (guint ascii = 0; ascii < 2; ascii++)
      {
        g_autofree char *written = ascii ? ft_eq_tiles_to_ascii (tiles, n) : ft_eq_tiles_to_string (tiles, n);
        guint8 again[FT_EQ_MAX_TILES];
        guint n_again = 0;

        CHECK (ft_eq_tiles_from_string (written, again, &n_again, NULL));
        CHECK (n_again == n && memcmp (again, tiles, n) == 0);
      }
  }
  return 0;
}
