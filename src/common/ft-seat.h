/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ft-strength.h"

G_BEGIN_DECLS

/*
 * Who sits in a seat, for every game: a person at this screen, or a
 * computer player of a strength.  The values are what the games' saves
 * and dialogs have always used (0 a person, then the three strengths).
 */
typedef enum
{
  FT_SEAT_PERSON,
  FT_SEAT_BEGINNER,
  FT_SEAT_STANDARD,
  FT_SEAT_EXPERT,
} FtSeat;

#define FT_SEAT_N_KINDS 4
#define FT_GAME_MAX_SEATS 8

static inline gboolean
ft_seat_is_person (FtSeat seat)
{
  return seat == FT_SEAT_PERSON;
}

/* The engines' strength of a computer seat (a person's seat: beginner). */
static inline FtStrength
ft_seat_strength (FtSeat seat)
{
  return seat == FT_SEAT_PERSON ? FT_STRENGTH_BEGINNER : (FtStrength) (seat - FT_SEAT_BEGINNER);
}

FtSeat      ft_seat_preferred_computer (GSettings   *settings);
const char *ft_seat_to_token          (FtSeat       seat);
/* The name of @seat among @n, the same in every game: "You" and
 * "Computer (standard)" when @say_you and the seat is the only one of its
 * kind, else numbered by seat, "Player 2", "Computer 3 (expert)".  Every
 * game passes TRUE and words its sentences to the seat called "You"
 * ("You play 7", not "You plays 7": see ft_game_get_you()). */
char       *ft_seat_name              (const FtSeat       *seats,
                                       guint               n,
                                       guint               seat,
                                       gboolean            say_you);
/* The same with @tag (a colour) after the kind: "You (Red)", "Computer
 * (standard, Blue)", "Player 2 (Blue)"; @tag NULL is ft_seat_name(). */
char       *ft_seat_name_tagged       (const FtSeat       *seats,
                                       guint               n,
                                       guint               seat,
                                       gboolean            say_you,
                                       const char         *tag);
gboolean    ft_seat_from_token        (const char  *token,
                                       FtSeat      *seat);

G_END_DECLS
