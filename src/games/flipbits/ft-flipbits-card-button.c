/* SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipbits-card-button.h"
#include "ft-widgets.h"

/* The widget side of a FLIP BITS card, apart from ft-flipbits-card.c: the
 * model (and the save-file fuzzer, built without GTK) uses the card. */

static GtkWidget *
card_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The card as a button of the hand: its key (1, 2, 3), title and detail,
 * and a name that says whether it is in the solve or chosen for the
 * discard. */
GtkWidget *
ft_flipbits_card_button_new (FtFlipBitsCard *self,
                             guint           key,
                             gboolean        used,
                             gboolean        chosen)
{
  g_autofree char *title = ft_flipbits_card_get_title (self);
  g_autofree char *detail = ft_flipbits_card_get_detail (self);
  g_autofree char *described = ft_flipbits_card_describe (self);
  g_autofree char *key_text = g_strdup_printf ("%u", key);
  g_autofree char *a11y = NULL;
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  /* Card texts do not wrap: a wrapping label in a row of cards trips
   * GTK 4.8's height-for-width check. */
  gtk_box_append (GTK_BOX (box), card_label (key_text, "ft-card-key"));
  gtk_box_append (GTK_BOX (box), card_label (title, "ft-card-title"));
  gtk_box_append (GTK_BOX (box), card_label (detail, "ft-card-detail"));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "ft-card");
  if (chosen)
    gtk_widget_add_css_class (button, "chosen");
  if (used)
    gtk_widget_add_css_class (button, "used");

  /* Translators: "card 1: ROTATE LEFT, in your solve" */
  a11y = used ? g_strdup_printf (_("%s, in your solve"), described)
       : chosen ? g_strdup_printf (_("%s, chosen for the discard"), described)
       : g_strdup (described);
  ft_widget_set_name (button, a11y);
  return button;
}
