/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ft-problems.h"
#include "ft-progress-store-private.h"

/*
 * The progress store's practice records (ft-progress-store.c keeps the
 * file): each skill's mastery as the file holds it, the answers, evidence
 * and placement that change it, replayed like every change on what
 * another instance wrote meanwhile.
 */

static JsonObject *
practice_section (FtProgressStore *self,
                  gboolean         create)
{
  return _ft_progress_store_practice_section_of (self->root, create);
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
  double mastery, answered, correct, box, last, due, streak;

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
  /* added by issue 21, absent from older files */
  state->streak = practice_number (object, "streak", 1, &streak) ? (guint) streak : 0;
  state->opened = json_object_has_member (object, "opened") &&
                  JSON_NODE_HOLDS_VALUE (json_object_get_member (object, "opened")) &&
                  json_object_get_boolean_member (object, "opened");
  return TRUE;
}

static void
learner_from_root (JsonObject  *root,
                   FtPrLearner *learner)
{
  JsonObject *practice = _ft_progress_store_practice_section_of (root, FALSE);

  ft_pr_learner_init (learner);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (!practice_read_skill (practice, ft_pr_skill_get (i)->id, &learner->skills[i]))
      learner->skills[i] = (FtPrSkillState) { 0 };
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
  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  learner_from_root (self->root, learner);
  /* a skill opens when a lesson that trains it is completed */
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    {
      const FtPrSkill *skill = ft_pr_skill_get (i);

      for (guint j = 0; j < FT_PR_MAX_LESSONS && skill->lessons[j] != NULL; j++)
        if (ft_progress_store_is_lesson_complete (self, skill->lessons[j]))
          learner->skills[i].opened = TRUE;
    }
}

/* The skill's record as the file holds it. */
static void
practice_write_skill (JsonObject           *practice,
                      const char           *id,
                      const FtPrSkillState *s)
{
  JsonObject *object = json_object_new ();

  json_object_set_double_member (object, "mastery", s->mastery);
  json_object_set_int_member (object, "answered", s->n_answers);
  json_object_set_int_member (object, "correct", s->n_correct);
  json_object_set_int_member (object, "box", s->box);
  json_object_set_int_member (object, "last", s->last);
  json_object_set_int_member (object, "due", s->due);
  json_object_set_int_member (object, "streak", s->streak);
  if (s->opened)
    json_object_set_boolean_member (object, "opened", TRUE);
  json_object_set_object_member (practice, id, object);
}

/*
 * One practice _ft_progress_store_change (an answer, evidence from a lesson or a game, a
 * placement), on the records @root holds: on our own tree when it is
 * given, and again on the file's when another instance wrote it meanwhile
 * (ft_progress_store_save()), so that both instances' answers count.
 */
void
_ft_progress_store_practice_apply (JsonObject *root,
                                   const Op   *op)
{
  JsonObject *practice = _ft_progress_store_practice_section_of (root, TRUE);
  FtPrLearner learner;
  FtPrSkillId skill = op->a;

  /* Not ours to replace: a hand-edited file keeps what it holds. */
  if (practice == NULL)
    return;
  learner_from_root (root, &learner);
  switch (op->kind)
    {
    case OP_PRACTICE:
      ft_pr_learner_answer (&learner, skill, op->b, op->seconds, op->flags, op->now);
      break;
    case OP_EVIDENCE:
      ft_pr_learner_evidence (&learner, skill, op->b, op->now);
      break;
    case OP_PLACEMENT:
      ft_pr_learner_place (&learner, op->placement, op->now);
      for (guint i = 0; i < FT_PR_N_SKILLS; i++)
        if (ft_pr_placement_level (op->placement, i) > 0)
          practice_write_skill (practice, ft_pr_skill_get (i)->id, &learner.skills[i]);
      return;
    default:
      g_assert_not_reached ();
    }
  /* Counts stay what the reader accepts, however many answers came. */
  learner.skills[skill].n_answers = MIN (learner.skills[skill].n_answers, (guint) G_MAXINT32);
  learner.skills[skill].n_correct = MIN (learner.skills[skill].n_correct, learner.skills[skill].n_answers);
  practice_write_skill (practice, ft_pr_skill_get (skill)->id, &learner.skills[skill]);
}

/* The practice change @op, kept until it is on disk; FALSE (and the
 * learner told, once) when the file holds something else where the
 * answers belong, which is left as it is. */
static gboolean
practice_change (FtProgressStore *self,
                 Op              *op)
{
  if (practice_section (self, TRUE) == NULL)
    {
      g_autofree char *key = g_strconcat ("practice:", self->path, NULL);
      g_autofree char *message =
        g_strdup_printf (_("Your practice answers cannot be kept: your progress file %s holds something else where they belong. It was left as it is; move it away to start practice records afresh."),
                         self->path);

      ft_problems_report (ft_problems_get_default (), key, message);
      _ft_progress_store_op_free (op);
      return FALSE;
    }
  _ft_progress_store_push (self, op);
  return TRUE;
}

/**
 * ft_progress_store_record_practice_full:
 * @seconds: how long the answer took; 0 when not timed
 * @flags: FT_PR_RECORD_UNTIMED when speed must not count (a screen
 *   reader, reduce motion)
 * @now: Unix time of the answer
 *
 * One practice answer: updates the skill's mastery and when it comes back
 * (practice-mastery.c), and saves.
 */
void
ft_progress_store_record_practice_full (FtProgressStore *self,
                                        FtPrSkillId      skill,
                                        gboolean         correct,
                                        double           seconds,
                                        FtPrRecordFlags  flags,
                                        gint64           now)
{
  Op *op;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  op = g_new0 (Op, 1);
  op->kind = OP_PRACTICE;
  op->id = g_strdup (ft_pr_skill_get (skill)->id);
  op->a = skill;
  op->b = !!correct;
  op->seconds = seconds;
  op->flags = flags;
  op->now = now;
  practice_change (self, op);
}

void
ft_progress_store_record_practice (FtProgressStore *self,
                                   FtPrSkillId      skill,
                                   gboolean         correct,
                                   double           seconds,
                                   gint64           now)
{
  ft_progress_store_record_practice_full (self, skill, correct, seconds, FT_PR_RECORD_DEFAULT, now);
}

/**
 * ft_progress_store_record_evidence:
 *
 * A right answer outside practice for @skill: a lesson exercise right the
 * first time, or a game move the hint engine judges best (counted at a
 * smaller weight, practice-mastery.c).  Saves.
 */
void
ft_progress_store_record_evidence (FtProgressStore *self,
                                   FtPrSkillId      skill,
                                   FtPrEvidence     source,
                                   gint64           now)
{
  Op *op;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));
  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  op = g_new0 (Op, 1);
  op->kind = OP_EVIDENCE;
  op->id = g_strdup (ft_pr_skill_get (skill)->id);
  op->a = skill;
  op->b = source;
  op->now = now;
  practice_change (self, op);
}

/**
 * ft_progress_store_record_placement:
 *
 * The placement check's result: the skills it showed open, at their level.
 */
void
ft_progress_store_record_placement (FtProgressStore     *self,
                                    const FtPrPlacement *placement,
                                    gint64               now)
{
  Op *op;

  g_return_if_fail (FT_IS_PROGRESS_STORE (self));

  op = g_new0 (Op, 1);
  op->kind = OP_PLACEMENT;
  op->id = g_strdup ("placement");
  op->placement = g_memdup2 (placement, sizeof *placement);
  op->now = now;
  practice_change (self, op);
}
