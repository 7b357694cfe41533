/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-rng.h"

static inline guint64
rotl64 (guint64 x,
        int     k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* Seeding through splitmix64 is what the xoshiro authors recommend: it
 * never yields the all-zero state, whatever the seed. */
void
ft_rng_init (FtRng   *rng,
             guint64  seed)
{
  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

guint64
ft_rng_next (FtRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl64 (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl64 (s[3], 45);

  return result;
}

/* A uniform integer in [0, bound), without modulo bias (Lemire's method). */
guint32
ft_rng_below (FtRng   *rng,
              guint32  bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);

  m = (ft_rng_next (rng) >> 32) * (guint64) bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (ft_rng_next (rng) >> 32) * (guint64) bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

gboolean
ft_rng_coin (FtRng *rng)
{
  return (ft_rng_next (rng) >> 63) != 0;
}

/* Fisher–Yates over an array of any element size. */
void
ft_rng_shuffle (FtRng    *rng,
                gpointer  items,
                gsize     n_items,
                gsize     item_size)
{
  guint8 *base = items;
  guint8 tmp[64];

  g_return_if_fail (item_size <= sizeof tmp);

  for (gsize i = n_items; i > 1; i--)
    {
      gsize j = ft_rng_below (rng, (guint32) i);

      if (j != i - 1)
        {
          memcpy (tmp, base + j * item_size, item_size);
          memcpy (base + j * item_size, base + (i - 1) * item_size, item_size);
          memcpy (base + (i - 1) * item_size, tmp, item_size);
        }
    }
}

char *
ft_rng_to_string (const FtRng *rng)
{
  return g_strdup_printf ("%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER "x."
                          "%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER "x",
                          rng->s[0], rng->s[1], rng->s[2], rng->s[3]);
}

gboolean
ft_rng_from_string (FtRng      *rng,
                    const char *text)
{
  g_auto(GStrv) parts = NULL;
  FtRng parsed;

  if (text == NULL)
    return FALSE;

  parts = g_strsplit (text, ".", -1);
  if (g_strv_length (parts) != 4)
    return FALSE;

  for (guint i = 0; i < 4; i++)
    {
      guint64 v;

      if (strlen (parts[i]) != 16 ||
          !g_ascii_string_to_unsigned (parts[i], 16, 0, G_MAXUINT64, &v, NULL))
        return FALSE;
      parsed.s[i] = v;
    }

  if ((parsed.s[0] | parsed.s[1] | parsed.s[2] | parsed.s[3]) == 0)
    return FALSE;

  *rng = parsed;
  return TRUE;
}
