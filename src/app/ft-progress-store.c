/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ft-progress-store.h"
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
 * A file that cannot be read as the format above is moved aside, never
 * overwritten, and the store starts clean; the caller tells the learner.
 */

#define FORMAT_VERSION 1

struct _FtProgressStore
{
  GObject     parent_instance;

  char       *path;
  JsonObject *root;
  gboolean    keep_file;  /* an unreadable file we could not move aside */
};

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
 * trust the tree: a hand-edited or truncated file is rejected as a whole. */
static gboolean
validate_counters (JsonObject *object)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        return FALSE;
    }
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

      if (c != NULL && (!JSON_NODE_HOLDS_VALUE (c) ||
                        json_node_get_value_type (c) != G_TYPE_INT64 ||
                        json_node_get_int (c) < 0 || json_node_get_int (c) > G_MAXINT32))
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
          JsonNode *e = json_array_get_element (completed, i);

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
              json_node_get_int (e) < 0 || json_node_get_int (e) > G_MAXINT32)
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

/* Moves an unreadable file out of the way with a time stamp, so that the
 * learner's data is never destroyed by the app: it can still be recovered. */
static char *
move_aside (const char *path)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *suffix = g_date_time_format (now, "corrupt-%Y%m%d-%H%M%S");

  return ft_save_file_move_aside (path, suffix);
}

/**
 * ft_progress_store_load:
 *
 * Reads the file.  A missing file is a fresh start and no error.  A file
 * that cannot be parsed, or that parses to the wrong shape, is moved aside
 * and the store starts empty; the error (FT_PROGRESS_ERROR_CORRUPT) says
 * where the old file went.  Returns %FALSE only in that case or when the
 * file exists but cannot be read.
 */
gboolean
ft_progress_store_load (FtProgressStore  *self,
                        GError          **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), FALSE);

  g_clear_pointer (&self->root, json_object_unref);
  self->root = new_root ();
  self->keep_file = FALSE;

  if (!g_file_get_contents (self->path, &contents, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  parser = json_parser_new ();
  if (g_utf8_validate (contents, length, NULL) &&
      json_parser_load_from_data (parser, contents, length, NULL) &&
      validate_root (json_parser_get_root (parser)))
    {
      json_object_unref (self->root);
      self->root = json_object_ref (json_node_get_object (json_parser_get_root (parser)));
      return TRUE;
    }

  {
    g_autofree char *aside = move_aside (self->path);

    if (aside != NULL)
      g_set_error (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT,
                   _("Your progress file could not be read, so Flip Tutor started afresh. The old file was kept as %s."),
                   aside);
    else
      {
        /* Writing would destroy the only copy: leave it alone for this run. */
        self->keep_file = TRUE;
        g_set_error (error, FT_PROGRESS_ERROR, FT_PROGRESS_ERROR_CORRUPT,
                     _("Your progress file %s could not be read. It was left as it is, and progress will not be saved until it is moved away."),
                     self->path);
      }
  }
  return FALSE;
}

gboolean
ft_progress_store_save (FtProgressStore  *self,
                        GError          **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *data = NULL;

  if (self->keep_file)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM,
                   _("Not saving over the unreadable file %s"), self->path);
      return FALSE;
    }

  json_node_set_object (node, self->root);
  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  data = json_generator_to_data (generator, NULL);

  return ft_save_file_write (self->path, data, error);
}

static void
changed (FtProgressStore *self,
         const char      *id)
{
  g_autoptr(GError) error = NULL;

  if (!ft_progress_store_save (self, &error))
    g_message ("Could not save progress to %s: %s", self->path, error->message);

  g_signal_emit (self, signals[CHANGED], g_quark_from_string (id), id);
}

static JsonObject *
section (FtProgressStore *self,
         const char      *name,
         const char      *id,
         gboolean         create)
{
  JsonObject *parent = json_object_get_object_member (self->root, name);

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

static void
add_int (JsonObject *object,
         const char *member,
         gint64      delta)
{
  json_object_set_int_member (object, member, get_int (object, member) + delta);
}

void
ft_progress_store_record_answer (FtProgressStore *self,
                                 const char      *lesson_id,
                                 guint            step,
                                 gboolean         correct)
{
  JsonObject *lesson;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);

  lesson = section (self, "lessons", lesson_id, TRUE);
  add_int (lesson, "answered", 1);
  if (correct)
    add_int (lesson, "correct", 1);
  changed (self, lesson_id);
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

void
ft_progress_store_complete_step (FtProgressStore *self,
                                 const char      *lesson_id,
                                 guint            step,
                                 guint            n_steps)
{
  JsonObject *lesson;
  JsonArray *steps;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail (lesson_id != NULL);
  g_return_if_fail (step < n_steps);

  lesson = section (self, "lessons", lesson_id, TRUE);
  steps = completed_steps (lesson, TRUE);
  json_object_set_int_member (lesson, "steps", n_steps);
  if (!array_has (steps, step))
    json_array_add_int_element (steps, step);
  changed (self, lesson_id);
}

void
ft_progress_store_set_position (FtProgressStore *self,
                                const char      *lesson_id,
                                guint            step)
{
  JsonObject *lesson;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  lesson = section (self, "lessons", lesson_id, TRUE);
  if (get_int (lesson, "position") == step && json_object_has_member (lesson, "position"))
    return;
  json_object_set_int_member (lesson, "position", step);
  changed (self, lesson_id);
}

void
ft_progress_store_reset_lesson (FtProgressStore *self,
                                const char      *lesson_id)
{
  JsonObject *lessons;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  lessons = json_object_get_object_member (self->root, "lessons");
  if (json_object_has_member (lessons, lesson_id))
    {
      json_object_remove_member (lessons, lesson_id);
      changed (self, lesson_id);
    }
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

  lesson = section (self, "lessons", lesson_id, FALSE);
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

  return array_has (completed_steps (section (self, "lessons", lesson_id, FALSE), FALSE), step);
}

void
ft_progress_store_add_game_stat (FtProgressStore *self,
                                 const char      *game_id,
                                 const char      *key,
                                 gint64           delta)
{
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  add_int (section (self, "games", game_id, TRUE), key, delta);
  changed (self, game_id);
}

gint64
ft_progress_store_get_game_stat (FtProgressStore *self,
                                 const char      *game_id,
                                 const char      *key)
{
  g_return_val_if_fail (FT_IS_PROGRESS_STORE (self), 0);

  return get_int (section (self, "games", game_id, FALSE), key);
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

static JsonObject *
practice_section (FtProgressStore *self,
                  gboolean         create)
{
  JsonNode *node = json_object_get_member (self->root, "practice");

  if (node == NULL)
    {
      if (!create)
        return NULL;
      json_object_set_object_member (self->root, "practice", json_object_new ());
      node = json_object_get_member (self->root, "practice");
    }
  /* Not ours to replace: a hand-edited file keeps what it holds. */
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static gboolean
practice_number (JsonObject *object,
                 const char *member,
                 double      max,
                 double     *value)
{
  JsonNode *node = json_object_get_member (object, member);
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    *value = (double) json_node_get_int (node);
  else if (type == G_TYPE_DOUBLE)
    *value = json_node_get_double (node);
  else
    return FALSE;
  return *value >= 0 && *value <= max;
}

static gboolean
practice_read_skill (JsonObject     *practice,
                     const char     *skill_id,
                     FtPrSkillState *state)
{
  JsonNode *node = practice ? json_object_get_member (practice, skill_id) : NULL;
  JsonObject *object;
  double mastery, answered, correct, box, last, due;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  object = json_node_get_object (node);
  if (!practice_number (object, "mastery", 1, &mastery) ||
      !practice_number (object, "answered", G_MAXINT32, &answered) ||
      !practice_number (object, "correct", answered, &correct) ||
      !practice_number (object, "box", FT_PR_N_INTERVALS - 1, &box) ||
      !practice_number (object, "last", (double) G_MAXINT64 / 2, &last) ||
      !practice_number (object, "due", (double) G_MAXINT64 / 2, &due))
    return FALSE;
  state->mastery = mastery;
  state->n_answers = (guint) answered;
  state->n_correct = (guint) correct;
  state->box = (guint) box;
  state->last = (gint64) last;
  state->due = (gint64) due;
  return TRUE;
}

/**
 * ft_progress_store_get_learner:
 *
 * Fills @learner with the mastery and schedule of every skill; skills never
 * practised (or whose record cannot be read) start at zero.
 */
void
ft_progress_store_get_learner (FtProgressStore *self,
                               FtPrLearner     *learner)
{
  JsonObject *practice;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  ft_pr_learner_init (learner);
  practice = practice_section (self, FALSE);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (!practice_read_skill (practice, ft_pr_skill_get (i)->id, &learner->skills[i]))
      learner->skills[i] = (FtPrSkillState) { 0 };
}

/**
 * ft_progress_store_record_practice:
 * @seconds: how long the answer took; 0 when not timed
 * @now: Unix time of the answer
 *
 * One practice answer: updates the skill's mastery and when it comes back
 * (practice-mastery.c), and saves.
 */
void
ft_progress_store_record_practice (FtProgressStore *self,
                                   FtPrSkillId      skill,
                                   gboolean         correct,
                                   double           seconds,
                                   gint64           now)
{
  JsonObject *practice, *object;
  FtPrLearner learner;
  const FtPrSkillState *s;
  const char *id;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  practice = practice_section (self, TRUE);
  if (practice == NULL)
    {
      g_message ("Not recording practice: the progress file's “practice” member is not an object");
      return;
    }
  ft_progress_store_get_learner (self, &learner);
  ft_pr_learner_record (&learner, skill, correct, seconds, now);
  s = &learner.skills[skill];
  id = ft_pr_skill_get (skill)->id;

  object = json_object_new ();
  json_object_set_double_member (object, "mastery", s->mastery);
  json_object_set_int_member (object, "answered", s->n_answers);
  json_object_set_int_member (object, "correct", s->n_correct);
  json_object_set_int_member (object, "box", s->box);
  json_object_set_int_member (object, "last", s->last);
  json_object_set_int_member (object, "due", s->due);
  json_object_set_object_member (practice, id, object);
  changed (self, "practice");
}
