/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-equation-workbench.h"
#include "ft-page.h"

G_BEGIN_DECLS

/* For the workbench's own files only (ft-equation-workbench.c, the view,
 * and ft-equation-workbench-edit.c, what the learner does). */

typedef struct
{
  GtkWidget *box;
  GtkWidget *heading;
  GtkWidget *verdict;
  GtkWidget *tree;
  GtkWidget *steps;
  GtkWidget *tree_empty;   /* the lists' placeholders */
  GtkWidget *steps_empty;
} Column;

static const FtEqOptions option_flags[] = {
  FT_EQ_OPTION_XOR,
  FT_EQ_OPTION_NO_IDENTITY,
  FT_EQ_OPTION_STRICT_IDENTITY,
  FT_EQ_OPTION_LOOSE_NOT_ZEROS,
};

struct _FtEquationWorkbench
{
  GtkWidget       parent_instance;

  GSettings      *settings;
  gboolean        presentation;
  FtEquationLine *line;

  GtkWidget      *scroller;
  GtkWidget      *clamp;
  GtkWidget      *line_box;
  GtkWidget      *cursor;       /* the cursor mark in line_box */
  GtkWidget      *line_caption;
  GtkWidget      *palette;
  GtkWidget      *first_tile_button;
  GtkWidget      *order_buttons[2];
  GtkWidget      *switches[G_N_ELEMENTS (option_flags)];
  GtkWidget      *secondary_box;
  GtkWidget      *panes;
  GtkWidget      *columns_box;  /* the two orders, side by side or not */
  GtkWidget      *verdict_label;
  GtkWidget      *tokens_label;
  GtkWidget      *compare_label;
  Column          columns[2];   /* indexed by FtEqOrder */

  char           *shown;        /* the line and rules the columns show */
  char           *announced;    /* the verdict last announced */
  guint           announce_source;
};

void _ft_equation_workbench_backspace_clicked_cb (FtEquationWorkbench *self);
void _ft_equation_workbench_clear_clicked_cb (FtEquationWorkbench *self);
gboolean _ft_equation_workbench_key_pressed_cb (FtEquationWorkbench   *self,
                                                guint                  keyval,
                                                guint                  keycode,
                                                GdkModifierType        state,
                                                GtkEventControllerKey *controller);
void _ft_equation_workbench_name_switch (GtkWidget *sw,
                                         guint      index);
const char *_ft_equation_workbench_option_title (guint index);
void _ft_equation_workbench_order_toggled_cb (GtkToggleButton     *button,
                                              FtEquationWorkbench *self);
void _ft_equation_workbench_palette_clicked_cb (GtkButton           *button,
                                                FtEquationWorkbench *self);
void _ft_equation_workbench_switch_active_cb (GtkSwitch           *sw,
                                              GParamSpec          *pspec,
                                              FtEquationWorkbench *self);
const char *_ft_equation_workbench_order_name (FtEqOrder order);
char *_ft_equation_workbench_verdict_sentence (FtEquationWorkbench *self);
void _ft_equation_workbench_iface_init (FtPageInterface *iface);

G_END_DECLS
