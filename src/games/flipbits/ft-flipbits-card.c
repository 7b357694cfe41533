/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-flipbits-card.h"

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
  return ft_fb_card_detail (&self->card);
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
