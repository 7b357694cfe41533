/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>

#include "dice-match.h"

/* R7: the winner records the pips on the dice they still hold. */
void
ft_dice_match_record (FtDiceMatch     *match,
                      const FtDicePos *finished)
{
  FtDicePlayer winner;

  g_return_if_fail (ft_dice_pos_is_over (finished, &winner));
  match->score[winner] += ft_dice_pos_pips (finished, winner);
}

/* R7: a match goes to 50. */
gboolean
ft_dice_match_is_over (const FtDiceMatch *match,
                       FtDicePlayer      *winner)
{
  for (guint p = 0; p < 2; p++)
    if (match->score[p] >= FT_DICE_MATCH_TARGET)
      {
        if (winner != NULL)
          *winner = match->score[p] >= match->score[1 - p] ? p : 1 - p;
        return TRUE;
      }
  return FALSE;
}

char *
ft_dice_match_to_string (const FtDiceMatch *match)
{
  return g_strdup_printf ("A=%u B=%u", match->score[0], match->score[1]);
}

gboolean
ft_dice_match_from_string (FtDiceMatch  *match,
                           const char   *text,
                           GError      **error)
{
  g_auto(GStrv) parts = g_strsplit (text, " ", -1);
  FtDiceMatch m = { { 0, 0 } };

  if (g_strv_length (parts) != 2)
    goto bad;
  for (guint p = 0; p < 2; p++)
    {
      guint64 v;

      if (parts[p][0] != "AB"[p] || parts[p][1] != '=' ||
          !g_ascii_string_to_unsigned (parts[p] + 2, 10, 0, 10000, &v, NULL))
        goto bad;
      m.score[p] = v;
    }
  *match = m;
  return TRUE;

bad:
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               "“%s” is not a match score like “A=12 B=30”", text);
  return FALSE;
}
