/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-page.h"

G_BEGIN_DECLS

GtkWidget *ft_wrapped_label_new      (const char *text,
                                      const char *css_class);
GtkWidget *ft_plain_label_new        (const char *text,
                                      const char *css_class);
void       ft_widget_set_name        (GtkWidget  *widget,
                                      const char *name);
void       ft_action_row_focus_control (GtkWidget *row);
GtkWidget *ft_list_row_new           (GtkWidget  *child,
                                      const char *name);
GtkWidget *ft_text_row_new           (const char *text,
                                      const char *css_class);
GtkWidget *ft_scrolled_column_new    (int         max_width,
                                      int         spacing,
                                      GtkWidget **clamp,
                                      GtkWidget **box);
void       ft_widget_remove_children (GtkWidget  *container);
void       ft_widget_move_in_box     (GtkWidget  *widget,
                                      GtkWidget  *box,
                                      GtkWidget  *sibling);
GtkWidget *ft_pill_button_new        (const char *label,
                                      const char *a11y,
                                      const char *css_class,
                                      GCallback   callback,
                                      gpointer    object);
void       ft_clamp_set_presentation (GtkWidget  *clamp,
                                      gboolean    presentation,
                                      int         maximum);
void       ft_widget_class_add_verb  (GtkWidgetClass              *widget_class,
                                      const char                  *action_name,
                                      guint                        keyval,
                                      GtkWidgetActionActivateFunc  activate);

void       ft_page_iface_init_no_game (FtPageInterface *iface);
void       ft_page_class_install_settings (GObjectClass *object_class,
                                           guint         settings_prop,
                                           guint         presentation_prop);
gboolean   ft_value_set_boolean      (gboolean     *field,
                                      const GValue *value);

int        ft_keyval_to_index        (guint       keyval);

/* Return, keypad Enter or ISO Enter: the keys that confirm. */
static inline gboolean
ft_keyval_is_enter (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
}

G_END_DECLS
