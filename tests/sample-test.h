/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/*
 * The engines' reference tests under a sanitizer (build-aux/dev asan).
 * There the code runs two to five times slower, and what the sanitizer is
 * for (a bad read, a leak, undefined behaviour) shows on a quarter of the
 * cases as on all of them: a long loop of cases runs ft_test_sampled (n)
 * of them.  The plain build, in the same CI run, checks every case.
 */
#if defined(__SANITIZE_ADDRESS__)
#define FT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FT_TEST_SANITIZED 1
#endif
#endif

#ifdef FT_TEST_SANITIZED
#define FT_TEST_SAMPLE_EVERY 4
#else
#define FT_TEST_SAMPLE_EVERY 1
#endif

/* How many of @n cases to check: all, or a quarter under a sanitizer. */
static inline guint
ft_test_sampled (guint n)
{
  return MAX (1, n / FT_TEST_SAMPLE_EVERY);
}

/* The N of a part of cases that checks every N-th of them, from the
 * environment variable @name (1 to @most; 1 when unset): how
 * tests/scrabble/meson.build samples its long parts under a sanitizer. */
static inline guint
ft_test_every (const char *name,
               guint       most)
{
  const char *every = g_getenv (name);
  guint64 n = 1;

  if (every && !g_ascii_string_to_unsigned (every, 10, 1, most, &n, NULL))
    g_error ("%s takes a number from 1 to %u, not “%s”", name, most, every);
  return (guint) n;
}
