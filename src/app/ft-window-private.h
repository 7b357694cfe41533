/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ft-catalog.h"
#include "ft-progress-store.h"
#include "ft-window.h"

G_BEGIN_DECLS

/* For the window's own files only (ft-window.c and ft-window-pages.c,
 * which opens the pages). */

struct _FtWindow
{
  AdwApplicationWindow parent_instance;

  GSettings       *settings;
  FtProgressStore *progress;
  GListModel      *catalog;

  GtkWidget       *problem_bar;
  GtkWidget       *stack;
  GtkWidget       *home;
  GtkWidget       *page;
  GtkWidget       *back_button;
  GtkWidget       *window_title;
  GtkWidget       *header;
  GtkWidget       *menu_button;
  GtkWidget       *game_buttons[4];   /* undo, redo, hint, new game */
  GtkWidget       *zoom_label;        /* the menu's "100%" (reset) button */
  GtkWidget       *announcer;

  GtkCssProvider  *scale_provider;
  int              zoom;
  gboolean         presentation;
};

void _ft_window_open_entry (FtWindow       *self,
                            FtCatalogEntry *entry);
void _ft_window_practise (FtWindow   *self,
                          const char *lesson_id);
void _ft_window_practise_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter);
void _ft_window_practise_skill_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter);
void _ft_window_show_page (FtWindow  *self,
                           GtkWidget *page);

G_END_DECLS
