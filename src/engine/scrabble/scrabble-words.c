/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "scrabble/scrabble-words.h"

char *
ft_scrabble_square_label (guint square)
{
  g_return_val_if_fail (square < FT_SCRABBLE_N_SQUARES, NULL);
  return g_strdup_printf ("%c%u", 'A' + (int) (square % FT_SCRABBLE_SIZE), square / FT_SCRABBLE_SIZE + 1);
}
