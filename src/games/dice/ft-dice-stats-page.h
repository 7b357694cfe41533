/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_DICE_STATS_PAGE (ft_dice_stats_page_get_type ())
G_DECLARE_FINAL_TYPE (FtDiceStatsPage, ft_dice_stats_page, FT, DICE_STATS_PAGE, GtkWidget)

GtkWidget *ft_dice_stats_page_new (void);

G_END_DECLS
