/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_BIT_ROW_MAX_WIDTH 16

#define FT_TYPE_BIT_ROW (ft_bit_row_get_type ())
G_DECLARE_FINAL_TYPE (FtBitRow, ft_bit_row, FT, BIT_ROW, GtkWidget)

GtkWidget  *ft_bit_row_new                (const char *name,
                                           guint       width,
                                           gboolean    editable);
guint       ft_bit_row_get_value          (FtBitRow   *self);
void        ft_bit_row_set_value          (FtBitRow   *self,
                                           guint       value);
guint       ft_bit_row_get_width          (FtBitRow   *self);
void        ft_bit_row_set_width          (FtBitRow   *self,
                                           guint       width);
gboolean    ft_bit_row_get_editable       (FtBitRow   *self);
void        ft_bit_row_set_editable       (FtBitRow   *self,
                                           gboolean    editable);
const char *ft_bit_row_get_name           (FtBitRow   *self);
void        ft_bit_row_set_name           (FtBitRow   *self,
                                           const char *name);
gboolean    ft_bit_row_get_show_places    (FtBitRow   *self);
void        ft_bit_row_set_show_places    (FtBitRow   *self,
                                           gboolean    show_places);
guint       ft_bit_row_get_highlight      (FtBitRow   *self);
void        ft_bit_row_set_highlight      (FtBitRow   *self,
                                           guint       mask);
void        ft_bit_row_focus_bit          (FtBitRow   *self,
                                           guint       bit);
char       *ft_bit_row_describe_bit       (FtBitRow   *self,
                                           guint       bit);

G_END_DECLS
