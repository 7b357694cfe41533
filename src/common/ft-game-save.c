/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-game-save.h"
#include "ft-save-file.h"

/*
 * The save helpers every model shares: the seat lines of a save, the
 * key-file save, and the refusal of one that cannot be read.
 */

/**
 * ft_game_save_write_seats:
 *
 * Writes who sits where into @group of a game's save, one token a seat
 * ("seats=person;expert;"), and, when @names is not %NULL, their names
 * ("names=Ana;Computer 2 (expert);").
 */
void
ft_game_save_write_seats (GKeyFile           *file,
                          const char         *group,
                          guint               n,
                          const FtSeat       *seats,
                          const char * const *names)
{
  const char *tokens[FT_GAME_MAX_SEATS];

  g_return_if_fail (n <= FT_GAME_MAX_SEATS);

  for (guint i = 0; i < n; i++)
    tokens[i] = ft_seat_to_token (seats[i]);
  g_key_file_set_string_list (file, group, "seats", tokens, n);
  if (names != NULL)
    g_key_file_set_string_list (file, group, "names", names, n);
}

/**
 * ft_game_save_read_seats:
 * @names: (out) (optional): the names, or %NULL for a game that saves none
 *
 * Reads the seat lines ft_game_save_write_seats() wrote, for a game of @n
 * players: exactly @n seats, each one a seat's token, and as many names.
 * Anything else is refused with an error that says what is wrong, and
 * @seats and @names are then left as they were.
 */
gboolean
ft_game_save_read_seats (GKeyFile   *file,
                         const char *group,
                         guint       n,
                         FtSeat     *seats,
                         char     ***names,
                         GError    **error)
{
  g_auto(GStrv) words = NULL;
  g_auto(GStrv) read_names = NULL;
  FtSeat read[FT_GAME_MAX_SEATS];
  gsize n_words = 0, n_names = 0;

  words = g_key_file_get_string_list (file, group, "seats", &n_words, NULL);
  if (words == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The save says nothing of the seats."));
      return FALSE;
    }
  if (n_words != n || n > FT_GAME_MAX_SEATS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   /* Translators: "The save has 3 seats for 2 players." */
                   g_dngettext (GETTEXT_PACKAGE, "The save has %u seat for %u players.", "The save has %u seats for %u players.",
                             (gulong) n_words),
                   (guint) n_words, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (!ft_seat_from_token (words[i], &read[i]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     /* Translators: the save's word for who sits in a seat is unknown. */
                     _("“%s” is not a seat."), words[i]);
        return FALSE;
      }

  if (names != NULL)
    {
      read_names = g_key_file_get_string_list (file, group, "names", &n_names, NULL);
      if (read_names == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("The save says nothing of the players’ names."));
          return FALSE;
        }
      if (n_names != n)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       g_dngettext (GETTEXT_PACKAGE, "The save has %u name for %u players.", "The save has %u names for %u players.",
                                 (gulong) n_names),
                       (guint) n_names, n);
          return FALSE;
        }
      g_strfreev (*names);
      *names = g_steal_pointer (&read_names);
    }
  memcpy (seats, read, n * sizeof *seats);
  return TRUE;
}

GKeyFile *
ft_game_save_new (const char         *group,
                  int                 version,
                  guint               n,
                  const FtSeat       *seats,
                  const char * const *names)
{
  GKeyFile *file = g_key_file_new ();

  g_key_file_set_integer (file, group, "version", version);
  ft_game_save_write_seats (file, group, n, seats, names);
  return file;
}

char *
ft_game_save_to_text (GKeyFile   *file,
                      const char *group,
                      const char *state)
{
  g_key_file_set_string (file, group, "state", state);
  return g_key_file_to_data (file, NULL, NULL);
}

GKeyFile *
ft_game_save_open (const char  *text,
                   const char  *group,
                   int          version,
                   char       **state)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();

  if (text == NULL || !ft_save_file_key_file_ok (text) ||
      !g_key_file_load_from_data (file, text, -1, G_KEY_FILE_NONE, NULL) ||
      g_key_file_get_integer (file, group, "version", NULL) != version ||
      !(*state = g_key_file_get_string (file, group, "state", NULL)))
    return NULL;
  return g_steal_pointer (&file);
}

gboolean
ft_game_save_refuse (GError       **error,
                     GQuark         domain,
                     int            code,
                     const char    *title,
                     const GError  *why)
{
  if (why != NULL)
    /* Translators: "This is not a Flipchain game saved by this version of
     * Flip Tutor: the save says nothing of the seats." */
    g_set_error (error, domain, code, _("This is not a %s game saved by this version of Flip Tutor: %s"),
                 title, why->message);
  else
    /* Translators: the game's name, e.g. "Hi Lo Flip" */
    g_set_error (error, domain, code, _("This is not a %s game saved by this version of Flip Tutor."), title);
  return FALSE;
}
