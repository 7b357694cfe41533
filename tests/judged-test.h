/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game.h"

/*
 * The model tests' record of "move-judged" (FtGame): how many moves were
 * judged, and the last one's skill and verdict.  Connect
 * ft_test_judged_cb with a Judged as its data; free its skill at the end.
 */
typedef struct
{
  guint n;
  int   verdict;
  char *skill;
} Judged;

static inline void
ft_test_judged_cb (FtGame     *game,
                   const char *skill,
                   int         verdict,
                   Judged     *j)
{
  j->n++;
  j->verdict = verdict;
  g_free (j->skill);
  j->skill = g_strdup (skill);
}
