/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "ft-json-text.h"
#include "ft-problems.h"
#include "ft-progress-store.h"
#include "ft-progress-store-private.h"
#include "ft-report.h"
#include "ft-save-file.h"

/*
 * FtProgressStore: what the learner has done, in one small JSON file in the
 * user's data directory:
 *
 *   { "version": 1,
 *     "lessons": { "bits-and-hex": { "steps": 12, "position": 4,
 *                                    "completed": [0, 1, 2, 3],
 *                                    "answered": 6, "correct": 5 } },
 *     "games": { "flipbits": { "played": 3, "won": 1 } } }
 *
 * Every change is written at once, atomically (g_file_set_contents writes
 * a temporary file and renames it), so a crash never leaves half a file.
 * A file that cannot be understood as the format above is moved aside,
 * never overwritten, and the store starts clean; a file that cannot be read
 * at all is left alone and not written this run.  Either way FtProblems
 * tells the learner.  Two instances on one file (two sessions) take turns
 * under a lock and merge, so neither loses the other's progress.
 */

#define FORMAT_VERSION 1

/* Our format nests four levels (root, lessons, a lesson, its steps). */
#define MAX_DEPTH 16


G_DEFINE_FINAL_TYPE (FtProgressStore, ft_progress_store, G_TYPE_OBJECT)
G_DEFINE_QUARK (ft-progress-error-quark, ft_progress_error)

enum {
  PROP_0,
  PROP_PATH,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static JsonObject *
new_root (void)
{
  JsonObject *root = json_object_new ();

  json_object_set_int_member (root, "version", FORMAT_VERSION);
  json_object_set_object_member (root, "lessons", json_object_new ());
  json_object_set_object_member (root, "games", json_object_new ());
  return root;
}

static void
ft_progress_store_finalize (GObject *object)
{
  FtProgressStore *self = FT_PROGRESS_STORE (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->root, json_object_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->synced, g_free);

  G_OBJECT_CLASS (ft_progress_store_parent_class)->finalize (object);
}

static void
ft_progress_store_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  FtProgressStore *self = FT_PROGRESS_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_progress_store_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  FtProgressStore *self = FT_PROGRESS_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      if (self->path == NULL)
        self->path = ft_progress_store_default_path ();
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_progress_store_class_init (FtProgressStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ft_progress_store_finalize;
  object_class->get_property = ft_progress_store_get_property;
  object_class->set_property = ft_progress_store_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtProgressStore::changed:
   * @id: the lesson or game whose progress changed
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ft_progress_store_init (FtProgressStore *self)
{
  self->root = new_root ();
  self->pending = g_ptr_array_new_with_free_func (_ft_progress_store_op_free);
}

FtProgressStore *
ft_progress_store_new (const char *path)
{
  return g_object_new (FT_TYPE_PROGRESS_STORE, "path", path, NULL);
}

char *
ft_progress_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "flip-tutor", "progress.json", NULL);
}

const char *
ft_progress_store_get_path (FtProgressStore *self)
{
  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), NULL);
  return self->path;
}

/* Checks the shape of everything we read back, so that later code can
 * trust the tree: a hand-edited or truncated file is rejected as a whole.
 * Every number is a count or a step, within 0..G_MAXINT32, so that adding
 * to it can never overflow. */
static gboolean
is_count (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64 &&
         json_node_get_int (node) >= 0 && json_node_get_int (node) <= G_MAXINT32;
}

static gboolean
validate_counters (JsonObject *object)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    if (!is_count (json_object_get_member (object, l->data)))
      return FALSE;
  return TRUE;
}

static gboolean
validate_lesson (JsonNode *node)
{
  JsonObject *lesson;
  JsonArray *completed;
  static const char *counters[] = { "steps", "position", "answered", "correct" };

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  lesson = json_node_get_object (node);

  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    {
      JsonNode *c = json_object_get_member (lesson, counters[i]);

      if (c != NULL && !is_count (c))
        return FALSE;
    }

  if (json_object_has_member (lesson, "completed"))
    {
      JsonNode *c = json_object_get_member (lesson, "completed");

      if (!JSON_NODE_HOLDS_ARRAY (c))
        return FALSE;
      completed = json_node_get_array (c);
      for (guint i = 0; i < json_array_get_length (completed); i++)
        {
          if (!is_count (json_array_get_element (completed, i)))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate_root (JsonNode *node)
{
  JsonObject *root;
  JsonNode *member;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  root = json_node_get_object (node);

  member = json_object_get_member (root, "version");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_INT64 ||
      json_node_get_int (member) != FORMAT_VERSION)
    return FALSE;

  member = json_object_get_member (root, "lessons");
  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    return FALSE;
  {
    g_autoptr(GList) lessons = json_object_get_members (json_node_get_object (member));

    for (GList *l = lessons; l; l = l->next)
      if (!validate_lesson (json_object_get_member (json_node_get_object (member), l->data)))
        return FALSE;
  }

  member = json_object_get_member (root, "games");
  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    return FALSE;
  {
    JsonObject *games = json_node_get_object (member);
    g_autoptr(GList) ids = json_object_get_members (games);

    for (GList *l = ids; l; l = l->next)
      {
        JsonNode *game = json_object_get_member (games, l->data);

        if (!JSON_NODE_HOLDS_OBJECT (game) || !validate_counters (json_node_get_object (game)))
          return FALSE;
      }
  }

  return TRUE;
}


static JsonObject *
parse (const char *text,
       gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!g_utf8_validate (text, length, NULL) ||
      !ft_json_nesting_within (text, length, MAX_DEPTH) ||
      !json_parser_load_from_data (parser, text, length, NULL) ||
      !validate_root (json_parser_get_root (parser)))
    return NULL;
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/*
 * Reads the file into @root (%NULL when there is none) and @text.  A file
 * that cannot be understood (too big, too deep, not our format) is moved
 * aside with a time stamp, never destroyed, and the learner is told; the
 * error is FT_PROGRESS_ERROR_CORRUPT.  A file that cannot be read is left
 * alone and never written over in this run (ft_save_file_read()).
 */
static gboolean
read_file (FtProgressStore  *self,
           JsonObject      **root,
           char            **text,
           GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *suffix = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *message = NULL;
  gsize length;

  *root = NULL;
  *text = NULL;
  if (ft_save_file_read (self->path, text, &length, &local_error))
    {
      if ((*root = parse (*text, length)) != NULL)
        return TRUE;
    }
  else if (g_error_matches (local_error, FT_SAVE_FILE_ERROR, FT_SAVE_FILE_ERROR_NOT_FOUND))
    return TRUE;
  else if (!ft_save_file_error_is_damaged (local_error))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_clear_pointer (text, g_free);

  now = g_date_time_new_now_local ();
  suffix = g_date_time_format (now, "corrupt-%Y%m%d-%H%M%S");
  aside = ft_save_file_move_aside (self->path, suffix);
  if (aside != NULL)
    message = g_strdup_printf (_("Your progress file could not be read, so Flip Tutor started afresh. The old file was kept as %s."),
                               aside);
  else
    message = g_strdup_printf (_("Your progress file %s could not be read. It was left as it is, and progress will not be saved until it is moved away."),
                               self->path);
  ft_problems_report_file (ft_problems_get_default (), NULL, message, aside);
  g_set_error_literal (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT, message);
  return FALSE;
}

/**
 * ft_progress_store_load:
 *
 * Reads the file.  A missing file is a fresh start and no error.  A file
 * that cannot be parsed, or that parses to the wrong shape, is moved aside
 * and the store starts empty; the error (FT_PROGRESS_ERROR_CORRUPT) says
 * where the old file went.  A file that is there but cannot be read fails
 * with FT_SAVE_FILE_ERROR_UNREADABLE, and is never written over in this
 * run.  Every problem is also reported to FtProblems.
 */
gboolean
ft_progress_store_load (FtProgressStore  *self,
                        GError          **error)
{
  JsonObject *root = NULL;
  char *text = NULL;
  gboolean ok;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), FALSE);

  ok = read_file (self, &root, &text, error);
  g_clear_pointer (&self->root, json_object_unref);
  self->root = root != NULL ? root : new_root ();
  g_free (self->synced);
  self->synced = text;
  g_ptr_array_set_size (self->pending, 0);
  return ok;
}

/* --- Changes ----------------------------------------------------------- */

/* The "practice" member (see the practice records below), or NULL when
 * the file holds something else there. */
JsonObject *
_ft_progress_store_practice_section_of (JsonObject *root,
                                        gboolean    create)
{
  JsonNode *node = json_object_get_member (root, "practice");

  if (node == NULL)
    {
      if (!create)
        return NULL;
      json_object_set_object_member (root, "practice", json_object_new ());
      node = json_object_get_member (root, "practice");
    }
  /* Not ours to replace: a hand-edited file keeps what it holds. */
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}


void
_ft_progress_store_op_free (gpointer data)
{
  Op *op = data;

  g_free (op->id);
  g_free (op->key);
  g_free (op->placement);
  g_free (op);
}

static JsonObject *
section (JsonObject *root,
         const char *name,
         const char *id,
         gboolean    create)
{
  JsonObject *parent = json_object_get_object_member (root, name);

  if (!json_object_has_member (parent, id))
    {
      if (!create)
        return NULL;
      json_object_set_object_member (parent, id, json_object_new ());
    }
  return json_object_get_object_member (parent, id);
}

static gint64
get_int (JsonObject *object,
         const char *member)
{
  return object && json_object_has_member (object, member)
    ? json_object_get_int_member (object, member) : 0;
}

/* Counts stay within 0..G_MAXINT32, whatever is added: what was read is
 * checked to be in that range, and @delta is bounded before the sum, so
 * nothing overflows. */
static void
add_int (JsonObject *object,
         const char *member,
         gint64      delta)
{
  gint64 value = get_int (object, member);

  delta = CLAMP (delta, -(gint64) G_MAXINT32, (gint64) G_MAXINT32);
  json_object_set_int_member (object, member, CLAMP (value + delta, 0, G_MAXINT32));
}

static JsonArray *
completed_steps (JsonObject *lesson,
                 gboolean    create)
{
  if (lesson == NULL)
    return NULL;
  if (!json_object_has_member (lesson, "completed"))
    {
      if (!create)
        return NULL;
      json_object_set_array_member (lesson, "completed", json_array_new ());
    }
  return json_object_get_array_member (lesson, "completed");
}

static gboolean
array_has (JsonArray *array,
           gint64     value)
{
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    if (json_array_get_int_element (array, i) == value)
      return TRUE;
  return FALSE;
}

static void
apply (JsonObject *root,
       const Op   *op)
{
  JsonObject *lesson;
  JsonArray *steps;

  switch (op->kind)
    {
    case OP_ANSWER:
      lesson = section (root, "lessons", op->id, TRUE);
      add_int (lesson, "answered", 1);
      if (op->a)
        add_int (lesson, "correct", 1);
      break;
    case OP_COMPLETE:
      lesson = section (root, "lessons", op->id, TRUE);
      steps = completed_steps (lesson, TRUE);
      json_object_set_int_member (lesson, "steps", op->b);
      if (!array_has (steps, op->a))
        json_array_add_int_element (steps, op->a);
      break;
    case OP_POSITION:
      json_object_set_int_member (section (root, "lessons", op->id, TRUE), "position", op->a);
      break;
    case OP_RESET:
      lesson = json_object_get_object_member (root, "lessons");
      if (json_object_has_member (lesson, op->id))
        json_object_remove_member (lesson, op->id);
      break;
    case OP_STAT:
      add_int (section (root, "games", op->id, TRUE), op->key, op->b);
      break;
    case OP_PRACTICE:
    case OP_EVIDENCE:
    case OP_PLACEMENT:
      _ft_progress_store_practice_apply (root, op);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Takes the lock beside the file, so that two instances (two sessions of
 * one learner) save one at a time.  Returns the descriptor, or -1 when
 * there is no lock to be had (a read-only folder: then the write fails
 * too, and says so). */
static int
lock_file (FtProgressStore *self)
{
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autofree char *base = g_path_get_basename (self->path);
  g_autofree char *lock_name = g_strconcat (".", base, ".lock", NULL);
  g_autofree char *lock_path = g_build_filename (dir, lock_name, NULL);
  int fd;

  g_mkdir_with_parents (dir, 0700);
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  while (flock (fd, LOCK_EX) != 0)
    if (errno != EINTR)
      {
        close (fd);
        return -1;
      }
  return fd;
}

/**
 * ft_progress_store_save:
 *
 * Writes the store.  Under the lock, the file is read again: when another
 * instance changed it, our changes since the last save are replayed on
 * its contents, so both instances' progress is kept.
 */
gboolean
ft_progress_store_save (FtProgressStore  *self,
                        GError          **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *text = NULL;
  JsonObject *disk = NULL;
  gboolean ok;
  int lock;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), FALSE);

  /* An unreadable file is the learner's: not even a lock file beside it. */
  if (!ft_save_file_may_write (self->path, error))
    return FALSE;

  lock = lock_file (self);
  if (!read_file (self, &disk, &text, &local_error) &&
      !g_error_matches (local_error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT))
    {
      if (lock >= 0)
        close (lock);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* Changed since we read or wrote it: theirs plus ours.  Otherwise (or
   * when it was removed or damaged meanwhile) ours is all there is. */
  if (disk != NULL && g_strcmp0 (text, self->synced) != 0)
    {
      for (guint i = 0; i < self->pending->len; i++)
        apply (disk, g_ptr_array_index (self->pending, i));
      json_object_unref (self->root);
      self->root = g_steal_pointer (&disk);
    }
  g_clear_pointer (&disk, json_object_unref);

  json_node_set_object (node, self->root);
  data = ft_json_to_text (node);

  /* Nothing is written that the next start would not read back. */
  {
    JsonObject *check = parse (data, strlen (data));

    if (check == NULL)
      {
        if (lock >= 0)
          close (lock);
        g_critical ("The progress store made a file it cannot read back: %s", data);
        g_set_error_literal (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT,
                             _("Your progress could not be saved: it would not read back"));
        return FALSE;
      }
    json_object_unref (check);
  }

  ok = ft_save_file_write (self->path, data, error);
  if (ok)
    {
      g_ptr_array_set_size (self->pending, 0);
      g_free (self->synced);
      self->synced = g_steal_pointer (&data);
    }
  if (lock >= 0)
    close (lock);
  return ok;
}

/* Applies @op here, keeps it until it is on disk, and saves. */
void
_ft_progress_store_push (FtProgressStore *self,
                         Op              *op)
{
  /* The save frees @op once it is on disk. */
  g_autofree char *id = g_strdup (op->id);

  apply (self->root, op);
  g_ptr_array_add (self->pending, op);

  /* A failure reaches the learner through FtProblems (ft-save-file.c). */
  ft_progress_store_save (self, NULL);
  g_signal_emit (self, signals[CHANGED], g_quark_from_string (id), id);
}

void
_ft_progress_store_change (FtProgressStore *self,
                           OpKind           kind,
                           const char      *id,
                           const char      *key,
                           gint64           a,
                           gint64           b)
{
  Op *op = g_new0 (Op, 1);

  op->kind = kind;
  op->id = g_strdup (id);
  op->key = g_strdup (key);
  op->a = a;
  op->b = b;
  _ft_progress_store_push (self, op);
}


void
ft_progress_store_record_answer (FtProgressStore *self,
                                 const char      *lesson_id,
                                 guint            step,
                                 gboolean         correct)
{
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);

  _ft_progress_store_change (self, OP_ANSWER, lesson_id, NULL, !!correct, 0);
}

void
ft_progress_store_complete_step (FtProgressStore *self,
                                 const char      *lesson_id,
                                 guint            step,
                                 guint            n_steps)
{
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);
  g_return_if_fail (step < n_steps && n_steps <= G_MAXINT32);

  _ft_progress_store_change (self, OP_COMPLETE, lesson_id, NULL, step, n_steps);
}

void
ft_progress_store_set_position (FtProgressStore *self,
                                const char      *lesson_id,
                                guint            step)
{
  JsonObject *lesson;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);
  g_return_if_fail (step <= G_MAXINT32);

  lesson = section (self->root, "lessons", lesson_id, FALSE);
  if (lesson != NULL && json_object_has_member (lesson, "position") && get_int (lesson, "position") == step)
    return;
  _ft_progress_store_change (self, OP_POSITION, lesson_id, NULL, step, 0);
}

void
ft_progress_store_reset_lesson (FtProgressStore *self,
                                const char      *lesson_id)
{
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);

  if (section (self->root, "lessons", lesson_id, FALSE) != NULL)
    _ft_progress_store_change (self, OP_RESET, lesson_id, NULL, 0, 0);
}

/**
 * ft_progress_store_get_lesson:
 *
 * Returns %TRUE when the learner has started the lesson.  @n_completed
 * counts distinct completed steps; @n_steps is the lesson's length as last
 * seen (0 if never recorded).
 */
gboolean
ft_progress_store_get_lesson (FtProgressStore *self,
                              const char      *lesson_id,
                              guint           *n_completed,
                              guint           *n_steps,
                              guint           *position,
                              guint           *n_answered,
                              guint           *n_correct)
{
  JsonObject *lesson;
  JsonArray *steps;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), FALSE);

  lesson = section (self->root, "lessons", lesson_id, FALSE);
  steps = completed_steps (lesson, FALSE);

  if (n_completed)
    *n_completed = steps ? json_array_get_length (steps) : 0;
  if (n_steps)
    *n_steps = get_int (lesson, "steps");
  if (position)
    *position = get_int (lesson, "position");
  if (n_answered)
    *n_answered = get_int (lesson, "answered");
  if (n_correct)
    *n_correct = get_int (lesson, "correct");

  return lesson != NULL;
}

gboolean
ft_progress_store_is_step_complete (FtProgressStore *self,
                                    const char      *lesson_id,
                                    guint            step)
{
  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), FALSE);

  return array_has (completed_steps (section (self->root, "lessons", lesson_id, FALSE), FALSE), step);
}

void
ft_progress_store_add_game_stat (FtProgressStore *self,
                                 const char      *game_id,
                                 const char      *key,
                                 gint64           delta)
{
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (game_id != NULL && key != NULL);

  _ft_progress_store_change (self, OP_STAT, game_id, key, 0, delta);
}

gint64
ft_progress_store_get_game_stat (FtProgressStore *self,
                                 const char      *game_id,
                                 const char      *key)
{
  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), 0);

  return get_int (section (self->root, "games", game_id, FALSE), key);
}

/*
 * Practice (issue 12): an append-only addition.  The mastery of each skill
 * lives in its own member, so that files written before it still load and
 * older versions of the app ignore it:
 *
 *   "practice": { "add": { "mastery": 0.58, "answered": 4, "correct": 3,
 *                          "box": 1, "last": 1700000000, "due": 1700086400 } }
 *
 * The file's loader does not know this member, so it is checked here, skill
 * by skill, as it is read: a skill whose record is malformed counts as never
 * practised and is left in the file untouched until it is answered again.
 */

/* Every step of @lesson_id done (a lesson the store knows the length of). */
gboolean
ft_progress_store_is_lesson_complete (FtProgressStore *self,
                                      const char      *lesson_id)
{
  guint done, n_steps;

  return ft_progress_store_get_lesson (self, lesson_id, &done, &n_steps, NULL, NULL, NULL) &&
         n_steps > 0 && done >= n_steps;
}

