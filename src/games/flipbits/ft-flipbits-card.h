/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "flipbits/flipbits-deck.h"

G_BEGIN_DECLS

#define FT_TYPE_FLIPBITS_CARD (ft_flipbits_card_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipBitsCard, ft_flipbits_card, FT, FLIPBITS_CARD, GObject)

FtFlipBitsCard *ft_flipbits_card_new         (FtFbCard        card,
                                              guint           index);
FtFbCard        ft_flipbits_card_get_card    (FtFlipBitsCard *self);
guint           ft_flipbits_card_get_index   (FtFlipBitsCard *self);
char           *ft_flipbits_card_get_title   (FtFlipBitsCard *self);
char           *ft_flipbits_card_get_detail  (FtFlipBitsCard *self);
char           *ft_flipbits_card_describe    (FtFlipBitsCard *self);

G_END_DECLS
