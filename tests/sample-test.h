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
