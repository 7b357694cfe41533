/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ft-game.h"

/* The seat lines every game's save shares (ft_game_save_read_seats() and
 * ft_game_save_write_seats()): what is written reads back, and each kind
 * of bad line is refused with its own message, the seats left alone. */

#define GROUP "some-save"

static GKeyFile *
key_file (const char *text)
{
  GKeyFile *file = g_key_file_new ();
  g_autofree char *data = g_strconcat ("[" GROUP "]\n", text, NULL);

  g_assert_true (g_key_file_load_from_data (file, data, -1, G_KEY_FILE_NONE, NULL));
  return file;
}

static void
test_round_trip (void)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GKeyFile) again = NULL;
  const FtSeat seats[3] = { FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_BEGINNER };
  const char *names[4] = { "Ana", "Computer 2 (expert)", "Bo;b", NULL };
  g_autofree char *text = NULL;
  g_auto(GStrv) read_names = NULL;
  FtSeat read[3] = { FT_SEAT_STANDARD, FT_SEAT_STANDARD, FT_SEAT_STANDARD };
  g_autoptr(GError) error = NULL;

  ft_game_save_write_seats (file, GROUP, 3, seats, names);
  text = g_key_file_to_data (file, NULL, NULL);
  g_assert_nonnull (strstr (text, "seats=person;expert;beginner;\n"));

  again = g_key_file_new ();
  g_assert_true (g_key_file_load_from_data (again, text, -1, G_KEY_FILE_NONE, NULL));
  g_assert_true (ft_game_save_read_seats (again, GROUP, 3, read, &read_names, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (read[i], ==, seats[i]);
  g_assert_cmpstrv (read_names, names);
}

/* A game that saves no names reads none, and needs none. */
static void
test_no_names (void)
{
  g_autoptr(GKeyFile) file = key_file ("seats=standard;person;\n");
  FtSeat read[2];
  g_autoptr(GError) error = NULL;

  g_assert_true (ft_game_save_read_seats (file, GROUP, 2, read, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (read[0], ==, FT_SEAT_STANDARD);
  g_assert_cmpint (read[1], ==, FT_SEAT_PERSON);
}

static void
test_bad_lines (void)
{
  const struct {
    const char *text;
    guint       n;
    gboolean    names;
    const char *message;
  } cases[] = {
    { "names=A;B;\n", 2, TRUE, "The save says nothing of the seats." },
    { "seats=person;\nnames=A;\n", 2, TRUE, "The save has 1 seat for 2 players." },
    { "seats=person;expert;beginner;\n", 2, FALSE, "The save has 3 seats for 2 players." },
    { "seats=\n", 2, FALSE, "The save has 0 seats for 2 players." },
    { "seats=person;robot;\nnames=A;B;\n", 2, TRUE, "“robot” is not a seat." },
    { "seats=person;Expert;\n", 2, FALSE, "“Expert” is not a seat." },
    { "seats=person;perfect;\n", 2, FALSE, "“perfect” is not a seat." },
    { "seats=person;expert;\n", 2, TRUE, "The save says nothing of the players’ names." },
    { "seats=person;expert;\nnames=A;\n", 2, TRUE, "The save has 1 name for 2 players." },
    { "seats=person;expert;\nnames=A;B;C;\n", 2, TRUE, "The save has 3 names for 2 players." },
    { "seats=person;person;person;person;person;person;person;person;person;\n", 9, FALSE,
      "The save has 9 seats for 9 players." },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(GKeyFile) file = key_file (cases[k].text);
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) names = NULL;
      FtSeat read[FT_GAME_MAX_SEATS + 1];

      for (guint i = 0; i < G_N_ELEMENTS (read); i++)
        read[i] = FT_SEAT_EXPERT;
      g_test_message ("case %u: %s", k, cases[k].text);
      g_assert_false (ft_game_save_read_seats (file, GROUP, cases[k].n, read,
                                               cases[k].names ? &names : NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_cmpstr (error->message, ==, cases[k].message);
      g_assert_null (names);
      for (guint i = 0; i < G_N_ELEMENTS (read); i++)
        g_assert_cmpint (read[i], ==, FT_SEAT_EXPERT);
    }
}

int
main (int    argc,
      char **argv)
{
  /* The messages are checked in English. */
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/seats/round-trip", test_round_trip);
  g_test_add_func ("/game/seats/no-names", test_no_names);
  g_test_add_func ("/game/seats/bad-lines", test_bad_lines);
  return g_test_run ();
}
