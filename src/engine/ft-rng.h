/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * FtRng: the one source of randomness for every engine.
 *
 * A plain struct (xoshiro256**) rather than GRand so that a game state that
 * embeds it copies with memcpy for search, saves as text and replays exactly:
 * the same seed gives the same game on every machine.
 */
typedef struct
{
  guint64 s[4];
} FtRng;

void     ft_rng_init        (FtRng       *rng,
                             guint64      seed);
guint64  ft_rng_next        (FtRng       *rng);
guint32  ft_rng_below       (FtRng       *rng,
                             guint32      bound);
gboolean ft_rng_coin        (FtRng       *rng);
void     ft_rng_shuffle     (FtRng       *rng,
                             gpointer     items,
                             gsize        n_items,
                             gsize        item_size);
char    *ft_rng_to_string   (const FtRng *rng);
gboolean ft_rng_from_string (FtRng       *rng,
                             const char  *text);

G_END_DECLS
