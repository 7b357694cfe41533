/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipbits-card.h"
#include "ft-widgets.h"

/*
 * FtFlipBitsCard: one OPERATION card in a hand, as an item of the hand's
 * list model.  Immutable: a hand that changes is a new set of items.
 */

struct _FtFlipBitsCard
{
  GObject  parent_instance;

  FtFbCard card;
  guint    index;
};

G_DEFINE_FINAL_TYPE (FtFlipBitsCard, ft_flipbits_card, G_TYPE_OBJECT)

static void
ft_flipbits_card_class_init (FtFlipBitsCardClass *klass)
{
}

static void
ft_flipbits_card_init (FtFlipBitsCard *self)
{
}

FtFlipBitsCard *
ft_flipbits_card_new (FtFbCard card,
                      guint    index)
{
  FtFlipBitsCard *self = g_object_new (FT_TYPE_FLIPBITS_CARD, NULL);

  self->card = card;
  self->index = index;
  return self;
}

FtFbCard
ft_flipbits_card_get_card (FtFlipBitsCard *self)
{
  return self->card;
}

guint
ft_flipbits_card_get_index (FtFlipBitsCard *self)
{
  return self->index;
}

/* The card's name as printed: "MASK XOR". */
char *
ft_flipbits_card_get_title (FtFlipBitsCard *self)
{
  return g_strdup (ft_fb_op_name (self->card.op));
}

/* The second line of the card: its mask, or what it takes. */
char *
ft_flipbits_card_get_detail (FtFlipBitsCard *self)
{
  char bits[FT_FB_BITS + 1];

  switch (ft_fb_op_operand_kind (self->card.op))
    {
    case FT_FB_OPERAND_MASK:
      if (self->card.mask == 0)
        return g_strdup (_("mask of your choice"));
      ft_fb_bits_format (self->card.mask, bits);
      return g_strdup (bits);
    case FT_FB_OPERAND_HEX:
      return g_strdup (_("with your HEX card"));
    case FT_FB_OPERAND_CHOSEN:
      return g_strdup (_("a bit of your choice"));
    case FT_FB_OPERAND_NONE:
    default:
      return g_strdup ("");
    }
}

/* For screen readers and the log: "card 2: MASK XOR 0010". */
char *
ft_flipbits_card_describe (FtFlipBitsCard *self)
{
  g_autofree char *title = ft_flipbits_card_get_title (self);
  g_autofree char *detail = ft_flipbits_card_get_detail (self);

  if (*detail)
    /* Translators: "card 2: MASK XOR, 0010" */
    return g_strdup_printf (_("card %u: %s, %s"), self->index + 1, title, detail);
  return g_strdup_printf (_("card %u: %s"), self->index + 1, title);
}

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
