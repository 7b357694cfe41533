/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <stdio.h>

/*
 * For a test that needs a display, first thing in main():
 *
 *   FT_TEST_REQUIRE_DISPLAY ();
 *
 * which returns from main() with ft_test_check_display()'s status when
 * there is no display.  ft_test_check_display() returns -1 when there is a display.  Without one it prints a TAP skip
 * and returns 0, except under CI=true, where a skip would hide that the
 * test never ran: it fails instead (exit status 1).
 */
static inline int
ft_test_check_display (void)
{
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return -1;
  if (g_strcmp0 (g_getenv ("CI"), "true") == 0)
    {
      printf ("1..1\nnot ok 1 - no display, and under CI=true a skip is a failure "
              "(build-aux/dev test runs under xvfb-run)\n");
      return 1;
    }
  printf ("1..0 # SKIP no display: run under xvfb-run (build-aux/dev test does)\n");
  return 0;
}

#define FT_TEST_REQUIRE_DISPLAY() \
  G_STMT_START { \
    int ft_display_status_ = ft_test_check_display (); \
    if (ft_display_status_ >= 0) \
      return ft_display_status_; \
  } G_STMT_END
