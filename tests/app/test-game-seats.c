/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-game.h"
#include "ft-dice-game.h"
#include "ft-flipbits-game.h"
#include "ft-flipchain-game.h"
#include "ft-hilo-game.h"
#include "ft-scrabble-game.h"

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

/* ft_seat_name(): the one way every game names a seat it was given no
 * name for. */
static void
test_names (void)
{
  const FtSeat one_each[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };
  const FtSeat mixed[4] = { FT_SEAT_BEGINNER, FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_PERSON };
  const struct {
    const FtSeat *seats;
    guint         n;
    gboolean      say_you;
    const char   *names[4];
  } cases[] = {
    { one_each, 2, TRUE, { "You", "Computer (standard)" } },
    { one_each, 2, FALSE, { "Player 1", "Computer 2 (standard)" } },
    { one_each, 1, TRUE, { "You" } },
    { mixed, 4, TRUE, { "Computer 1 (beginner)", "Player 2", "Computer 3 (expert)", "Player 4" } },
    { mixed, 4, FALSE, { "Computer 1 (beginner)", "Player 2", "Computer 3 (expert)", "Player 4" } },
    { mixed + 1, 2, TRUE, { "You", "Computer (expert)" } },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    for (guint i = 0; i < cases[k].n; i++)
      {
        g_autofree char *name = ft_seat_name (cases[k].seats, cases[k].n, i, cases[k].say_you);

        g_assert_cmpstr (name, ==, cases[k].names[i]);
      }
}

typedef struct
{
  const char *game;
  guint       n;
  FtSeat      seats[4];
  const char *names[4];
} SeatNames;

static FtGame *
new_game (const char *game)
{
  if (g_str_equal (game, "dice"))
    return FT_GAME (ft_dice_game_new ());
  if (g_str_equal (game, "flipbits"))
    return FT_GAME (ft_flipbits_game_new ());
  if (g_str_equal (game, "flipchain"))
    return FT_GAME (ft_flipchain_game_new ());
  if (g_str_equal (game, "hilo"))
    return FT_GAME (ft_hilo_game_new ());
  return FT_GAME (ft_scrabble_game_new ());
}

static GType
game_type (const char *game)
{
  g_autoptr(FtGame) made = new_game (game);

  return G_OBJECT_TYPE (made);
}

/* Each game, started from the new-game dialog with no names, names every
 * kind of seat the same way: a game that speaks to the one person calls
 * them "You"; none says "(player B)" or a seat's letter. */
static void
test_game_names (void)
{
  const SeatNames cases[] = {
    { "dice", 2, { FT_SEAT_PERSON, FT_SEAT_STANDARD }, { "You", "Computer (standard)" } },
    { "dice", 2, { FT_SEAT_EXPERT, FT_SEAT_PERSON }, { "Computer (expert)", "You" } },
    { "dice", 2, { FT_SEAT_PERSON, FT_SEAT_PERSON }, { "Player 1", "Player 2" } },
    { "dice", 2, { FT_SEAT_BEGINNER, FT_SEAT_EXPERT }, { "Computer 1 (beginner)", "Computer 2 (expert)" } },
    { "flipbits", 1, { FT_SEAT_PERSON }, { "You" } },
    { "flipbits", 3, { FT_SEAT_PERSON, FT_SEAT_BEGINNER, FT_SEAT_PERSON },
      { "Player 1", "Computer (beginner)", "Player 3" } },
    { "flipbits", 3, { FT_SEAT_EXPERT, FT_SEAT_PERSON, FT_SEAT_BEGINNER },
      { "Computer 1 (expert)", "You", "Computer 3 (beginner)" } },
    { "hilo", 2, { FT_SEAT_PERSON, FT_SEAT_EXPERT }, { "You", "Computer (expert)" } },
    { "hilo", 4, { FT_SEAT_BEGINNER, FT_SEAT_STANDARD, FT_SEAT_PERSON, FT_SEAT_EXPERT },
      { "Computer 1 (beginner)", "Computer 2 (standard)", "You", "Computer 4 (expert)" } },
    { "hilo", 3, { FT_SEAT_STANDARD, FT_SEAT_PERSON, FT_SEAT_PERSON },
      { "Computer (standard)", "Player 2", "Player 3" } },
    { "scrabble", 2, { FT_SEAT_PERSON, FT_SEAT_STANDARD }, { "You", "Computer (standard)" } },
    { "scrabble", 3, { FT_SEAT_BEGINNER, FT_SEAT_PERSON, FT_SEAT_EXPERT },
      { "Computer 1 (beginner)", "You", "Computer 3 (expert)" } },
    { "scrabble", 2, { FT_SEAT_PERSON, FT_SEAT_PERSON }, { "Player 1", "Player 2" } },
    /* Flipchain's players are its colours (R1): the same names, with the colour. */
    { "flipchain", 2, { FT_SEAT_PERSON, FT_SEAT_STANDARD }, { "You (Red)", "Computer (standard, Blue)" } },
    { "flipchain", 2, { FT_SEAT_EXPERT, FT_SEAT_PERSON }, { "Computer (expert, Red)", "You (Blue)" } },
    { "flipchain", 2, { FT_SEAT_PERSON, FT_SEAT_PERSON }, { "Player 1 (Red)", "Player 2 (Blue)" } },
    { "flipchain", 2, { FT_SEAT_BEGINNER, FT_SEAT_STANDARD },
      { "Computer 1 (beginner, Red)", "Computer 2 (standard, Blue)" } },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr(FtGame) game = new_game (cases[k].game);
      FtGameSetup setup = { .n_players = cases[k].n };
      g_autoptr(GError) error = NULL;

      g_test_message ("case %u: %s", k, cases[k].game);
      memcpy (setup.seats, cases[k].seats, sizeof cases[k].seats);
      g_assert_true (ft_game_start (game, &setup, 7, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (ft_game_get_n_players (game), ==, cases[k].n);
      for (guint i = 0; i < cases[k].n; i++)
        {
          g_autofree char *name = ft_game_seat_name (game, i);

          g_assert_cmpstr (name, ==, cases[k].names[i]);
          g_assert_null (strstr (name, "(player"));
        }
    }
}

/* Every game's save, read back after a restart by a fresh model (the
 * autosave file, as the window resumes it), has the same seats, the same
 * strengths and names, and the same position.  A game against the expert
 * still says "Computer (expert)". */
static void
test_saves_read_back (void)
{
  const struct
  {
    const char *game;
    guint       n;
    FtSeat      seats[4];
    const char *names[5];
  } cases[] = {
    { "dice", 2, { FT_SEAT_PERSON, FT_SEAT_EXPERT }, { NULL } },
    { "dice", 2, { FT_SEAT_BEGINNER, FT_SEAT_PERSON }, { NULL } },
    { "dice", 2, { FT_SEAT_EXPERT, FT_SEAT_PERSON }, { NULL } },
    { "dice", 2, { FT_SEAT_PERSON, FT_SEAT_PERSON }, { NULL } },
    { "dice", 2, { FT_SEAT_STANDARD, FT_SEAT_EXPERT }, { NULL } },
    { "flipbits", 1, { FT_SEAT_PERSON }, { NULL } },
    { "flipbits", 2, { FT_SEAT_PERSON, FT_SEAT_STANDARD }, { NULL } },
    { "flipbits", 3, { FT_SEAT_EXPERT, FT_SEAT_PERSON, FT_SEAT_BEGINNER }, { NULL } },
    { "flipchain", 2, { FT_SEAT_PERSON, FT_SEAT_EXPERT }, { NULL } },
    { "flipchain", 2, { FT_SEAT_BEGINNER, FT_SEAT_PERSON }, { NULL } },
    { "flipchain", 2, { FT_SEAT_PERSON, FT_SEAT_PERSON }, { NULL } },
    { "flipchain", 2, { FT_SEAT_EXPERT, FT_SEAT_STANDARD }, { NULL } },
    { "hilo", 3, { FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_BEGINNER }, { "Ana", "", "Bo", NULL } },
    { "hilo", 2, { FT_SEAT_PERSON, FT_SEAT_EXPERT }, { NULL } },
    { "hilo", 4, { FT_SEAT_BEGINNER, FT_SEAT_STANDARD, FT_SEAT_PERSON, FT_SEAT_EXPERT }, { NULL } },
    { "scrabble", 2, { FT_SEAT_EXPERT, FT_SEAT_PERSON }, { NULL } },
    { "scrabble", 3, { FT_SEAT_PERSON, FT_SEAT_STANDARD, FT_SEAT_PERSON }, { "Ana", "", "Léa", NULL } },
    { "scrabble", 4, { FT_SEAT_BEGINNER, FT_SEAT_PERSON, FT_SEAT_EXPERT, FT_SEAT_STANDARD }, { NULL } },
  };
  g_autofree char *dir = g_dir_make_tmp ("ft-game-saves-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%u.save", cases[k].game, k);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autoptr(FtGame) game = NULL;
      g_autoptr(FtGame) resumed = NULL;
      g_autofree char *text = NULL;
      g_autofree char *resumed_text = NULL;
      FtGameSetup setup = { .n_players = cases[k].n, .has_names = cases[k].names[0] != NULL };
      g_autoptr(GError) error = NULL;

      g_test_message ("case %u: %s", k, cases[k].game);
      game = g_object_new (game_type (cases[k].game), "save-path", path, NULL);
      memcpy (setup.seats, cases[k].seats, sizeof cases[k].seats);
      memcpy (setup.names, cases[k].names, sizeof cases[k].names);
      g_assert_true (ft_game_start (game, &setup, 11 + k, &error));
      g_assert_no_error (error);
      /* A computer that moves first moves once (a beginner or standard is
       * quick), so the position is one the game reached. */
      if (ft_game_waits_for_computer (game) &&
          ft_game_get_seat (game, (guint) MAX (ft_game_get_turn (game), 0)) != FT_SEAT_EXPERT)
        ft_game_computer_step (game);
      text = ft_game_to_string (game);
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

      /* The restart: a fresh model of the same kind resumes the file. */
      resumed = g_object_new (G_OBJECT_TYPE (game), "save-path", path, NULL);
      g_assert_true (ft_game_resume (resumed, &error));
      g_assert_no_error (error);
      g_assert_true (ft_game_is_started (resumed));
      g_assert_cmpuint (ft_game_get_n_players (resumed), ==, cases[k].n);
      for (guint i = 0; i < cases[k].n; i++)
        {
          g_autofree char *name = ft_game_seat_name (game, i);
          g_autofree char *resumed_name = ft_game_seat_name (resumed, i);

          g_assert_cmpint (ft_game_get_seat (resumed, i), ==, cases[k].seats[i]);
          g_assert_cmpuint (ft_seat_strength (ft_game_get_seat (resumed, i)), ==,
                            ft_seat_strength (cases[k].seats[i]));
          g_assert_cmpstr (ft_game_get_name (resumed, i), ==, ft_game_get_name (game, i));
          g_assert_cmpstr (resumed_name, ==, name);
          g_assert_cmpint (ft_game_is_you (resumed, i), ==, ft_game_is_you (game, i));
          if (cases[k].seats[i] == FT_SEAT_EXPERT)
            g_assert_nonnull (strstr (resumed_name, "expert"));
          if (cases[k].names[0] != NULL && cases[k].names[i][0] != '\0')
            g_assert_cmpstr (ft_game_get_name (resumed, i), ==, cases[k].names[i]);
        }
      g_assert_cmpint (ft_game_get_turn (resumed), ==, ft_game_get_turn (game));
      g_assert_cmpint (ft_game_waits_for_person (resumed), ==, ft_game_waits_for_person (game));
      resumed_text = ft_game_to_string (resumed);
      g_assert_cmpstr (resumed_text, ==, text);
      g_assert_true (g_remove (path) == 0);
    }
  g_assert_true (g_rmdir (dir) == 0);
}

int
main (int    argc,
      char **argv)
{
  /* The messages are checked in English. */
  g_setenv ("LANGUAGE", "C", TRUE);
  /* Folders of its own (starting a dice game fills the cache): the test
   * wrapper's private home (tests/private-home), or, run by hand, GLib's
   * isolated folders, which GLib 2.74 leaks (LeakSanitizer would fail the
   * ASan run on them). */
  g_test_init (&argc, &argv, g_getenv ("FT_PRIVATE_HOME") != NULL ? NULL : G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/game/seats/round-trip", test_round_trip);
  g_test_add_func ("/game/seats/no-names", test_no_names);
  g_test_add_func ("/game/seats/bad-lines", test_bad_lines);
  g_test_add_func ("/game/seats/names", test_names);
  g_test_add_func ("/game/seats/game-names", test_game_names);
  g_test_add_func ("/game/seats/saves-read-back", test_saves_read_back);
  return g_test_run ();
}
