/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-seat.h"

/*
 * FtSeat, the one way to say who sits in a seat, and the names every
 * game gives its seats.
 */

static const char *seat_tokens[FT_SEAT_N_KINDS] = { "person", "beginner", "standard", "expert" };

/* The computer strength the learner chose in the preferences. */
FtSeat
ft_seat_preferred_computer (GSettings *settings)
{
  g_autofree char *strength = settings ? g_settings_get_string (settings, "computer-strength") : NULL;

  if (g_strcmp0 (strength, "beginner") == 0)
    return FT_SEAT_BEGINNER;
  if (g_strcmp0 (strength, "expert") == 0)
    return FT_SEAT_EXPERT;
  return FT_SEAT_STANDARD;
}

const char *
ft_seat_to_token (FtSeat seat)
{
  g_return_val_if_fail (seat < FT_SEAT_N_KINDS, "person");
  return seat_tokens[seat];
}

char *
ft_seat_name (const FtSeat *seats,
              guint         n,
              guint         seat,
              gboolean      say_you)
{
  return ft_seat_name_tagged (seats, n, seat, say_you, NULL);
}

/* Whether @seat is the only one of its kind (person or computer) among @n. */
static gboolean
seat_is_alone (const FtSeat *seats,
               guint         n,
               guint         seat)
{
  guint n_same = 0;

  for (guint i = 0; i < n; i++)
    n_same += ft_seat_is_person (seats[i]) == ft_seat_is_person (seats[seat]);
  return n_same == 1;
}

char *
ft_seat_name_tagged (const FtSeat *seats,
                     guint         n,
                     guint         seat,
                     gboolean      say_you,
                     const char   *tag)
{
  g_return_val_if_fail (seat < n, NULL);

  if (tag == NULL)
    {
      if (say_you && seat_is_alone (seats, n, seat))
        switch (seats[seat])
          {
          case FT_SEAT_BEGINNER:
            return g_strdup (_("Computer (beginner)"));
          case FT_SEAT_STANDARD:
            return g_strdup (_("Computer (standard)"));
          case FT_SEAT_EXPERT:
            return g_strdup (_("Computer (expert)"));
          case FT_SEAT_PERSON:
          default:
            return g_strdup (_("You"));
          }

      switch (seats[seat])
        {
        case FT_SEAT_BEGINNER:
          /* Translators: "Computer 2 (beginner)" */
          return g_strdup_printf (_("Computer %u (beginner)"), seat + 1);
        case FT_SEAT_STANDARD:
          return g_strdup_printf (_("Computer %u (standard)"), seat + 1);
        case FT_SEAT_EXPERT:
          return g_strdup_printf (_("Computer %u (expert)"), seat + 1);
        case FT_SEAT_PERSON:
        default:
          return g_strdup_printf (_("Player %u"), seat + 1);
        }
    }

  /* The same names with the seat's tag, a colour in Flipchain. */
  if (say_you && seat_is_alone (seats, n, seat))
    switch (seats[seat])
      {
      case FT_SEAT_BEGINNER:
        /* Translators: "Computer (beginner, Blue)": a seat and its colour */
        return g_strdup_printf (_("Computer (beginner, %s)"), tag);
      case FT_SEAT_STANDARD:
        return g_strdup_printf (_("Computer (standard, %s)"), tag);
      case FT_SEAT_EXPERT:
        return g_strdup_printf (_("Computer (expert, %s)"), tag);
      case FT_SEAT_PERSON:
      default:
        /* Translators: "You (Red)": the learner and their colour */
        return g_strdup_printf (_("You (%s)"), tag);
      }

  switch (seats[seat])
    {
    case FT_SEAT_BEGINNER:
      /* Translators: "Computer 2 (beginner, Blue)" */
      return g_strdup_printf (_("Computer %u (beginner, %s)"), seat + 1, tag);
    case FT_SEAT_STANDARD:
      return g_strdup_printf (_("Computer %u (standard, %s)"), seat + 1, tag);
    case FT_SEAT_EXPERT:
      return g_strdup_printf (_("Computer %u (expert, %s)"), seat + 1, tag);
    case FT_SEAT_PERSON:
    default:
      /* Translators: "Player 2 (Blue)" */
      return g_strdup_printf (_("Player %u (%s)"), seat + 1, tag);
    }
}

gboolean
ft_seat_from_token (const char *token,
                    FtSeat     *seat)
{
  for (guint k = 0; k < FT_SEAT_N_KINDS; k++)
    if (g_strcmp0 (token, seat_tokens[k]) == 0)
      {
        *seat = k;
        return TRUE;
      }
  return FALSE;
}
