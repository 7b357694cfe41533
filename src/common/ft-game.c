/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-game.h"
#include "ft-save-file.h"

/*
 * FtGame: the base class every game model derives from (see ft-game.h),
 * and FtSeat, the one way to say who sits in a seat.
 */

enum {
  PROP_0,
  PROP_TURN,
  PROP_OVER,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_SAVE_PATH,
  N_PROPS
};

enum {
  CHANGED,
  GAME_OVER,
  EVENT,
  HINT_PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *seat_tokens[FT_SEAT_N_KINDS] = { "person", "beginner", "standard", "expert" };

/* --- Seats ------------------------------------------------------------- */

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

/* --- The seat lines of a save ------------------------------------------- */

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

  if (text == NULL ||
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

/* --- The class --------------------------------------------------------- */

typedef struct
{
  gboolean  started;
  guint     n_seats;
  FtSeat    seats[FT_GAME_MAX_SEATS];
  char     *names[FT_GAME_MAX_SEATS + 1];  /* NULL-terminated */
  char     *save_path;
  char     *last_saved;
  GValue    notified[N_PROPS];
} FtGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (FtGame, ft_game, G_TYPE_OBJECT)

#define PRIV(self) ((FtGamePrivate *) ft_game_get_instance_private (self))
#define CLASS(self) FT_GAME_GET_CLASS (self)

static void
ft_game_finalize (GObject *object)
{
  FtGamePrivate *priv = PRIV (FT_GAME (object));

  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&priv->names[i], g_free);
  g_clear_pointer (&priv->save_path, g_free);
  g_clear_pointer (&priv->last_saved, g_free);
  for (guint i = 0; i < N_PROPS; i++)
    if (G_IS_VALUE (&priv->notified[i]))
      g_value_unset (&priv->notified[i]);

  G_OBJECT_CLASS (ft_game_parent_class)->finalize (object);
}

static void
ft_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  FtGame *self = FT_GAME (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_int (value, ft_game_get_turn (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, ft_game_is_started (self) && ft_game_is_over (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ft_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ft_game_can_redo (self));
      break;
    case PROP_SAVE_PATH:
      g_value_set_string (value, PRIV (self)->save_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  FtGame *self = FT_GAME (object);

  switch (prop_id)
    {
    case PROP_SAVE_PATH:
      g_free (PRIV (self)->save_path);
      PRIV (self)->save_path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static char *
ft_game_real_seat_name (FtGame *self,
                        guint   seat)
{
  return g_strdup (ft_game_get_name (self, seat));
}

static void
ft_game_class_init (FtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ft_game_finalize;
  object_class->get_property = ft_game_get_property;
  object_class->set_property = ft_game_set_property;
  klass->seat_name = ft_game_real_seat_name;

  /* What the table and its actions follow; each notifies only when its
   * value changed (ft_game_changed()). */
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, -1, FT_GAME_MAX_SEATS, -1,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* The autosave file, or NULL for a game that is not kept. */
  properties[PROP_SAVE_PATH] = g_param_spec_string ("save-path", NULL, NULL, NULL,
                                                    G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The state changed: the table redraws and paces the computers. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game ended; the winner's seat (the table records it). */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* One sentence for the log and the screen reader. */
  signals[EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* A hint that arrives in parts: what is known so far, and how far the
   * rest has got (0 to 1). */
  signals[HINT_PROGRESS] = g_signal_new ("hint-progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_DOUBLE);
}

static void
ft_game_init (FtGame *self)
{
}

/* --- Seats and names, for the models ------------------------------------- */

void
ft_game_set_seats (FtGame             *self,
                   guint               n,
                   const FtSeat       *seats,
                   const char * const *names)
{
  FtGamePrivate *priv = PRIV (self);

  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (n <= FT_GAME_MAX_SEATS);

  priv->n_seats = n;
  for (guint i = 0; i <= FT_GAME_MAX_SEATS; i++)
    g_clear_pointer (&priv->names[i], g_free);
  for (guint i = 0; i < n; i++)
    priv->seats[i] = seats ? seats[i] : FT_SEAT_PERSON;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = names && names[i] ? g_strstrip (g_strdup (names[i])) : NULL;

      priv->names[i] = name && *name ? g_steal_pointer (&name) : ft_seat_name (priv->seats, n, i, TRUE);
    }
}

const FtSeat *
ft_game_get_seats (FtGame *self,
                   guint  *n_seats)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  if (n_seats)
    *n_seats = PRIV (self)->n_seats;
  return PRIV (self)->seats;
}

guint
ft_game_get_n_seats (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return PRIV (self)->n_seats;
}

void
ft_game_set_started (FtGame   *self,
                     gboolean  started)
{
  g_return_if_fail (FT_IS_GAME (self));
  PRIV (self)->started = !!started;
}

const char *
ft_game_get_name (FtGame *self,
                  guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < PRIV (self)->n_seats, NULL);
  return PRIV (self)->names[seat];
}

const char * const *
ft_game_get_names (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return (const char * const *) PRIV (self)->names;
}

/**
 * ft_game_get_you:
 *
 * The seat a game's sentences speak to, "You play 7" rather than "Ana
 * plays 7": the one person, when they go by the default name "You";
 * -1 when there is no such seat.
 */
gint
ft_game_get_you (FtGame *self)
{
  FtGamePrivate *priv;
  gint you = -1;

  g_return_val_if_fail (FT_IS_GAME (self), -1);

  priv = PRIV (self);
  for (guint i = 0; i < priv->n_seats; i++)
    if (ft_seat_is_person (priv->seats[i]))
      {
        if (you >= 0)
          return -1;
        you = (gint) i;
      }
  if (you >= 0 && priv->names[you] != NULL && g_strcmp0 (priv->names[you], _("You")) != 0)
    return -1;
  return you;
}

/* Applies a computer's decision; a refused one is a bug in its player. */
static gboolean
apply_thought (FtGame   *self,
               gpointer  thought)
{
  g_autoptr(GError) error = NULL;

  if (CLASS (self)->computer_apply (self, thought, &error))
    return TRUE;
  if (error != NULL)
    g_critical ("A computer player's move was refused: %s", error->message);
  return FALSE;
}

/* TRUE (and @text kept as the last saved) when @text differs from what was
 * saved last, so an unchanged state is not written again. */
static gboolean
autosave_needed (FtGamePrivate *priv,
                 const char    *text)
{
  if (g_strcmp0 (priv->last_saved, text) == 0)
    return FALSE;
  g_free (priv->last_saved);
  priv->last_saved = g_strdup (text);
  return TRUE;
}

/* Writes the game to its autosave file when what would be written
 * changed; a finished game is not resumed, so its file goes.  A failure
 * reaches the learner through FtProblems (ft-save-file.c), and the next
 * change tries again. */
static void
autosave (FtGame *self)
{
  FtGamePrivate *priv = PRIV (self);
  g_autofree char *text = NULL;

  if (priv->save_path == NULL || !priv->started)
    return;
  if (ft_game_is_over (self))
    {
      g_clear_pointer (&priv->last_saved, g_free);
      ft_save_file_remove (priv->save_path, NULL);
      return;
    }
  text = ft_game_to_string (self);
  if (!autosave_needed (priv, text))
    return;
  if (!ft_save_file_write (priv->save_path, text, NULL))
    g_clear_pointer (&priv->last_saved, g_free);
}

/* Compare first, notify only what changed: a page redraws what it must
 * and a screen reader hears no repeat. */
static void
notify_changed (GObject     *object,
                GParamSpec **pspecs,
                GValue      *cache,
                guint        n)
{
  g_object_freeze_notify (object);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GValue) now = G_VALUE_INIT;

      if (pspecs[i] == NULL)
        continue;
      g_value_init (&now, pspecs[i]->value_type);
      g_object_get_property (object, pspecs[i]->name, &now);
      if (G_IS_VALUE (&cache[i]) && g_param_values_cmp (pspecs[i], &now, &cache[i]) == 0)
        continue;
      if (!G_IS_VALUE (&cache[i]))
        g_value_init (&cache[i], pspecs[i]->value_type);
      g_value_copy (&now, &cache[i]);
      g_object_notify_by_pspec (object, pspecs[i]);
    }
  g_object_thaw_notify (object);
}

/**
 * ft_game_changed:
 *
 * Something changed: notifies those of "turn", "over", "can-undo" and
 * "can-redo" whose values differ, emits "changed" and autosaves, once, in
 * this order.  A model's settings notify when they are set.
 */
void
ft_game_changed (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));

  notify_changed (G_OBJECT (self), properties + 1, PRIV (self)->notified + 1, PROP_SAVE_PATH - 1);
  ft_game_emit_changed (self);
  autosave (self);
}

/* --- The game, for the table ---------------------------------------------- */

gboolean
ft_game_start (FtGame             *self,
               const FtGameSetup  *setup,
               guint64             seed,
               GError            **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  g_return_val_if_fail (setup != NULL && setup->n_players <= FT_GAME_MAX_SEATS, FALSE);
  return CLASS (self)->start (self, setup, seed, error);
}

gboolean
ft_game_is_started (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return PRIV (self)->started;
}

guint
ft_game_get_n_players (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  /* No seats are taken before a game starts. */
  return PRIV (self)->started ? PRIV (self)->n_seats : 0;
}

FtSeat
ft_game_get_seat (FtGame *self,
                  guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_SEAT_PERSON);
  g_return_val_if_fail (seat < PRIV (self)->n_seats, FT_SEAT_PERSON);
  return PRIV (self)->seats[seat];
}

gboolean
ft_game_is_person (FtGame *self,
                   guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return seat < PRIV (self)->n_seats && ft_seat_is_person (PRIV (self)->seats[seat]);
}

/* Whether the game's sentences speak to @seat: see ft_game_get_you(). */
gboolean
ft_game_is_you (FtGame *self,
                guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_game_get_you (self) == (gint) seat;
}

guint
ft_game_count_people (FtGame *self)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_GAME (self), 0);
  for (guint i = 0; i < PRIV (self)->n_seats; i++)
    n += ft_seat_is_person (PRIV (self)->seats[i]);
  return n;
}

char *
ft_game_seat_name (FtGame *self,
                   guint   seat)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return CLASS (self)->seat_name (self, seat);
}

int
ft_game_get_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), -1);
  return CLASS (self)->get_turn (self);
}

gboolean
ft_game_waits_for_person (FtGame *self)
{
  int turn;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  if (CLASS (self)->waits_for_person)
    return CLASS (self)->waits_for_person (self);
  turn = ft_game_get_turn (self);
  return turn >= 0 && ft_game_is_person (self, turn);
}

/* A computer must act: the game is on and no person is asked. */
gboolean
ft_game_waits_for_computer (FtGame *self)
{
  return ft_game_is_started (self) && !ft_game_is_over (self) && !ft_game_waits_for_person (self);
}

gboolean
ft_game_is_over (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->is_over (self);
}

/* --- Computer players -------------------------------------------------- */

/* The computer's move on the calling thread: the same snapshot, thought
 * and apply as off it, so a seed replays the same game. */
gboolean
ft_game_computer_step (FtGame *self)
{
  FtGameClass *klass;
  gpointer thought;
  gboolean moved;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  klass = CLASS (self);
  thought = klass->computer_snapshot (self);
  klass->computer_think (thought);
  moved = apply_thought (self, thought);
  klass->computer_free (thought);
  return moved;
}

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      snapshot,
              GCancellable *cancellable)
{
  CLASS (source)->computer_think (snapshot);
  g_task_return_boolean (task, TRUE);
}

/**
 * ft_game_computer_move_async:
 *
 * Asks the computer player the game waits for to think; when it is done
 * (off the main thread for games that can), finish applies the move.
 * Cancel when the game changes in between: the move is then dropped.
 */
void
ft_game_computer_move_async (FtGame              *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  FtGameClass *klass;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (FT_IS_GAME (self));

  klass = CLASS (self);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ft_game_computer_move_async);
  g_task_set_return_on_cancel (task, FALSE);

  g_task_set_task_data (task, klass->computer_snapshot (self), klass->computer_free);
  g_task_run_in_thread (task, think_thread);
}

/* Applies the move thought of; FALSE when cancelled or when no computer
 * acted. */
gboolean
ft_game_computer_move_finish (FtGame        *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error) ||
      g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return FALSE;

  return apply_thought (self, g_task_get_task_data (G_TASK (result)));
}

/* --- Undo -------------------------------------------------------------- */

gboolean
ft_game_can_undo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->can_undo && CLASS (self)->can_undo (self);
}

void
ft_game_undo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_undo (self))
    CLASS (self)->undo (self);
}

gboolean
ft_game_can_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->can_redo && CLASS (self)->can_redo (self);
}

void
ft_game_redo (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (ft_game_can_redo (self))
    CLASS (self)->redo (self);
}

/* --- Hints ------------------------------------------------------------- */

gboolean
ft_game_has_hints (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->hint_async != NULL;
}

/* The hint for @seat, computed from what that seat may see only. */
void
ft_game_hint_async (FtGame              *self,
                    guint                seat,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_return_if_fail (ft_game_has_hints (self));
  CLASS (self)->hint_async (self, seat, cancellable, callback, user_data);
}

gpointer
ft_game_hint_finish (FtGame        *self,
                     GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (ft_game_has_hints (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ft_game_run_hint (FtGame              *self,
                  gpointer             data,
                  GDestroyNotify       data_free,
                  GTaskThreadFunc      thread,
                  GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, ft_game_run_hint);
  g_task_set_task_data (task, data, data_free);
  g_task_run_in_thread (task, thread);
}

void
ft_game_hint_free (FtGame   *self,
                   gpointer  hint)
{
  g_return_if_fail (FT_IS_GAME (self));
  if (hint)
    CLASS (self)->hint_free (hint);
}

/* --- Saving ------------------------------------------------------------ */

char *
ft_game_to_string (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return CLASS (self)->to_string (self);
}

gboolean
ft_game_load_string (FtGame      *self,
                     const char  *text,
                     GError     **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return CLASS (self)->load_string (self, text, error);
}

static gboolean
load_saved (gpointer     object,
            const char  *text,
            GError     **error)
{
  return ft_game_load_string (FT_GAME (object), text, error);
}

/* Loads the autosaved game: FALSE with no error when there is none. */
gboolean
ft_game_resume (FtGame  *self,
                GError **error)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  /* A save that cannot be read is moved aside (kept for a bug report)
   * and reported (ft-save-file.c). */
  return ft_save_file_resume (PRIV (self)->save_path, load_saved, self, error);
}

/* --- For the models ---------------------------------------------------- */

void
ft_game_emit_changed (FtGame *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ft_game_emit_game_over (FtGame *self,
                        guint   winner)
{
  g_signal_emit (self, signals[GAME_OVER], 0, winner);
}

void
ft_game_emit_event (FtGame     *self,
                    const char *text)
{
  g_signal_emit (self, signals[EVENT], 0, text);
}

void
ft_game_emit_eventf (FtGame     *self,
                     const char *format,
                     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  ft_game_emit_event (self, text);
}

void
ft_game_emit_hint_progress (FtGame     *self,
                            const char *text,
                            double      fraction)
{
  g_signal_emit (self, signals[HINT_PROGRESS], 0, text, fraction);
}
