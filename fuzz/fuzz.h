/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/*
 * What every fuzz target shares.  A target includes this header once,
 * defines LLVMFuzzerTestOneInput() and checks its parser's contract with
 * CHECK().  Built with clang it is a libFuzzer binary; otherwise
 * fuzz-main.c replays a corpus through it (fuzz/meson.build).
 */

#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* An assertion that holds in release builds too, with the failed
 * condition in the crash report. */
#define CHECK(cond) \
  do { if (!(cond)) { g_printerr ("check failed: %s\n", #cond); abort (); } } while (0)

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A g_return_if_fail() reached from input, or a warning, is a bug: bad
   * input gets an error, never a critical. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

/* The input as a C string: what a parser of text sees.  A NUL byte ends
 * it early, as it would for a caller that reads a file into a string. */
static inline char *
ft_fuzz_text (const uint8_t *data,
              size_t         size)
{
  return g_strndup ((const char *) data, size);
}

/* The input after its first byte, which a target uses to pick a mode. */
static inline char *
ft_fuzz_rest (const uint8_t *data,
              size_t         size)
{
  return size > 0 ? ft_fuzz_text (data + 1, size - 1) : g_strdup ("");
}

/* A target over several text forms: the first byte picks @modes[byte mod
 * @n_modes], which gets the rest of the input as text. */
typedef void (*FtFuzzMode) (const char *text);

static inline void
ft_fuzz_pick (const uint8_t    *data,
              size_t            size,
              const FtFuzzMode *modes,
              guint             n_modes)
{
  g_autofree char *text = ft_fuzz_rest (data, size);

  if (size > 0)
    modes[data[0] % n_modes] (text);
}
