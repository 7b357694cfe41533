/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_PROBLEM_BAR (ft_problem_bar_get_type ())
G_DECLARE_FINAL_TYPE (FtProblemBar, ft_problem_bar, FT, PROBLEM_BAR, GtkWidget)

GtkWidget *ft_problem_bar_new       (void);
void       ft_problem_bar_add       (FtProblemBar *self,
                                     const char   *message,
                                     const char   *file);
guint      ft_problem_bar_get_count (FtProblemBar *self);

G_END_DECLS
