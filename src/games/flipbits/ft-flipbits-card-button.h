/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-flipbits-card.h"

G_BEGIN_DECLS

GtkWidget *ft_flipbits_card_button_new (FtFlipBitsCard *self,
                                        guint           key,
                                        gboolean        used,
                                        gboolean        chosen);

G_END_DECLS
