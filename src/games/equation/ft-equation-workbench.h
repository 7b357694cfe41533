/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-equation-line.h"

G_BEGIN_DECLS

#define FT_TYPE_EQUATION_WORKBENCH (ft_equation_workbench_get_type ())
G_DECLARE_FINAL_TYPE (FtEquationWorkbench, ft_equation_workbench, FT, EQUATION_WORKBENCH, GtkWidget)

GtkWidget      *ft_equation_workbench_new      (void);
FtEquationLine *ft_equation_workbench_get_line (FtEquationWorkbench *self);

G_END_DECLS
