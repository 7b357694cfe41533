/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/*
 * FtProblems: the one place where the learner's files report trouble (a
 * save moved aside, a file that cannot be read, a save that failed), so
 * that each problem reaches the window once, whenever it happens: before
 * the window exists (the progress store loads at startup), while a page is
 * being built, or later.  The window drains the queue when it is made and
 * on every "reported".
 */
#define FT_TYPE_PROBLEMS (ft_problems_get_type ())
G_DECLARE_FINAL_TYPE (FtProblems, ft_problems, FT, PROBLEMS, GObject)

FtProblems *ft_problems_get_default (void);
gboolean    ft_problems_report      (FtProblems *self,
                                     const char *key,
                                     const char *message);
gboolean    ft_problems_report_file (FtProblems *self,
                                     const char *key,
                                     const char *message,
                                     const char *file);
void        ft_problems_forget      (FtProblems *self,
                                     const char *key);
char       *ft_problems_pop         (FtProblems *self);
char       *ft_problems_pop_full    (FtProblems *self,
                                     char      **file);

G_END_DECLS
