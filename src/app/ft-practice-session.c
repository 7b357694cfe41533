/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ft-announce.h"
#include "ft-practice-keypad.h"
#include "ft-practice-page-private.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "practice/practice-diagnose.h"

/*
 * A practice session on the page (ft-practice-page-private.h): the
 * exercises one at a time, each shown with its sentence and the pieces of
 * its game; an answer checked, recorded and answered with feedback that
 * names the likely mistake, the worked solution after a second miss, and
 * "one like it" next; the placement check; the summary.
 */

/* Mastery from the progress store when the window gives one. */
void
ft_practice_page_load_learner (FtPracticePage *self)
{
  if (self->progress != NULL)
    ft_progress_store_get_learner (self->progress, &self->learner);
}

/* --- A session ---------------------------------------------------------- */

/*
 * What the learner reads and hears of an exercise: its sentence, in their
 * language.  The notation (ex->question) is the command line's.
 */
static const char *
sentence (const FtPrExercise *ex)
{
  return ex->sentence;
}


static void
view_changed_cb (FtPracticePage *self)
{
  g_autofree char *answer = ft_practice_view_get_answer (FT_PRACTICE_VIEW (self->view));

  if (answer == NULL || !gtk_widget_get_visible (self->answer_row))
    return;
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->answer_entry), answer);
  self->syncing = FALSE;
}

/* An answer given on the pieces (Return on a bit row, Yes, Trash). */
static void
view_submit_cb (FtPracticePage *self)
{
  g_autofree char *answer = ft_practice_view_get_answer (FT_PRACTICE_VIEW (self->view));

  ft_practice_page_check_answer (self, answer);
}

static void
show_exercise (FtPracticePage *self)
{
  const FtPrSessionItem *item = &self->items[self->index];
  const FtPrSkill *info = ft_pr_skill_get (item->skill);
  g_autofree char *counter = NULL, *skill = NULL, *announce = NULL;
  FtPrHelpers shown = ft_pr_helpers_for_skill (item->skill, item->level);
  FtPrHelperKind helper = ft_pr_skill_helper (item->skill);
  gboolean typing;
  const char *keys;

  g_clear_pointer (&self->exercise, ft_pr_exercise_free);
  self->exercise = ft_pr_exercise_new (item->skill, item->level, item->seed);
  self->misses = 0;
  self->done = FALSE;
  self->shown_at = g_get_monotonic_time ();

  counter = self->placing ? g_strdup_printf (_("Placement check: question %u of about 10"), self->index + 1)
                          : g_strdup_printf (_("Exercise %u of %u"), self->index + 1, self->n_items);
  /* Translators: "Addition with carries, level 2" */
  skill = g_strdup_printf (_("%s, level %u"), _(info->name), item->level);
  gtk_label_set_text (GTK_LABEL (self->counter_label), counter);
  gtk_label_set_text (GTK_LABEL (self->skill_label), skill);
  gtk_label_set_text (GTK_LABEL (self->question_label), sentence (self->exercise));

  /* The pieces of the game the question comes from. */
  if (self->view != NULL)
    gtk_box_remove (GTK_BOX (self->view_slot), self->view);
  self->view = ft_practice_view_new (self->exercise);
  g_signal_connect_object (self->view, "changed", G_CALLBACK (view_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view, "submit", G_CALLBACK (view_submit_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->view_slot), self->view);
  typing = ft_practice_view_takes_typing (FT_PRACTICE_VIEW (self->view));
  gtk_widget_set_visible (self->answer_row, typing);
  keys = typing ? ft_practice_keypad_keys_for (self->exercise) : NULL;
  ft_practice_keypad_set_keys (FT_PRACTICE_KEYPAD (self->keypad), keys);

  /* The helper, only where it helps the skill; it fades: shown at level
   * 1, on request at 2, hidden at 3. */
  if (helper == FT_PR_HELPER_NONE)
    shown = FT_PR_HELPERS_HIDDEN;
  ft_practice_view_show_helper (FT_PRACTICE_VIEW (self->view), shown == FT_PR_HELPERS_SHOWN);
  gtk_button_set_label (GTK_BUTTON (self->helpers_button), ft_practice_helper_label (helper));
  ft_widget_set_name (self->helpers_button, ft_practice_helper_label (helper));
  gtk_widget_set_visible (self->helpers_button, shown == FT_PR_HELPERS_ON_REQUEST);

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->answer_entry), "");
  self->syncing = FALSE;
  gtk_label_set_text (GTK_LABEL (self->feedback_label), "");
  gtk_widget_set_visible (self->worked_label, FALSE);
  gtk_widget_set_visible (self->next_button, FALSE);
  /* One Check on screen: the keypad's, beside its keys, when it is shown. */
  gtk_widget_set_visible (self->check_button, typing && keys == NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "exercise");
  if (typing)
    gtk_widget_grab_focus (self->answer_entry);
  else
    gtk_widget_grab_focus (self->view);

  /* Translators: "Exercise 1 of 10. XOR, level 1. Which bits …?" */
  announce = g_strdup_printf (_("%s. %s. %s"), counter, skill, sentence (self->exercise));
  ft_announce (GTK_WIDGET (self), announce);
}

static void
show_summary (FtPracticePage *self)
{
  guint right = 0;
  g_autofree char *text = NULL;
  gboolean listed[FT_PR_N_SKILLS] = { FALSE };

  ft_practice_page_load_learner (self);
  for (guint i = 0; i < self->n_items; i++)
    right += self->first_try[i];
  text = self->placing
    ? g_strdup_printf (_("Placement check complete: %u of %u right. Your skills start at the levels below."),
                       right, self->n_items)
    : g_strdup_printf (_("Session complete: %u of %u right at the first try."), right, self->n_items);
  gtk_label_set_text (GTK_LABEL (self->summary_label), text);

  ft_widget_remove_children (self->summary_box);
  for (guint i = 0; i < self->n_items; i++)
    {
      FtPrSkillId skill = self->items[i].skill;
      g_autofree char *line = NULL;

      if (listed[skill])
        continue;
      listed[skill] = TRUE;
      /* Translators: "XOR: now level 2 of 3" */
      line = g_strdup_printf (_("%s: now level %u of 3"), _(ft_pr_skill_get (skill)->name),
                              ft_pr_learner_level_at (&self->learner, skill, ft_practice_now ()));
      gtk_list_box_append (GTK_LIST_BOX (self->summary_box), ft_text_row_new (line, NULL));
    }
  g_clear_pointer (&self->exercise, ft_pr_exercise_free);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "summary");
  ft_announce (GTK_WIDGET (self), text);
}

static void
start (FtPracticePage *self,
       guint           n_items)
{
  self->placing = FALSE;
  self->n_items = n_items;
  self->index = 0;
  self->like_next = FALSE;
  memset (self->first_try, 0, sizeof self->first_try);
  show_exercise (self);
}

void
ft_practice_page_start_session (FtPracticePage *self)
{
  gint64 now = ft_practice_now ();

  g_return_if_fail (FT_IS_PRACTICE_PAGE (self));

  ft_practice_page_load_learner (self);
  /* One session a day per learner: the day is the seed. */
  start (self, ft_pr_session_plan (&self->learner, now, (guint64) (now / FT_PR_DAY), self->items));
}

void
ft_practice_page_start_skill (FtPracticePage *self,
                              FtPrSkillId     skill)
{
  ft_practice_page_start_skill_at (self, skill, 0);
}

/* A session of one skill at @level, or at the learner's level when 0. */
void
ft_practice_page_start_skill_at (FtPracticePage *self,
                                 FtPrSkillId     skill,
                                 guint           level)
{
  gint64 now = ft_practice_now ();

  g_return_if_fail (FT_IS_PRACTICE_PAGE (self));
  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS && level <= FT_PR_MAX_LEVEL);

  ft_practice_page_load_learner (self);
  if (level == 0)
    level = ft_pr_learner_level (&self->learner, skill);
  start (self, ft_pr_skill_plan (skill, level, (guint64) now, self->items));
}

/* "Practise this" at the end of a lesson: the skills it trains.  FALSE
 * when the lesson trains none. */
gboolean
ft_practice_page_start_lesson (FtPracticePage *self,
                               const char     *lesson_id)
{
  guint n;

  g_return_val_if_fail (FT_IS_PRACTICE_PAGE (self), FALSE);

  ft_practice_page_load_learner (self);
  n = ft_pr_lesson_plan (&self->learner, lesson_id, (guint64) ft_practice_now (), self->items);
  if (n == 0)
    return FALSE;
  start (self, n);
  return TRUE;
}

/*
 * "I know some binary": the placement check, about ten questions across
 * the strands, adaptive (the engine's FtPrPlacement); the skills it shows
 * as known start at the level shown.
 */
void
ft_practice_page_start_placement (FtPracticePage *self)
{
  g_return_if_fail (FT_IS_PRACTICE_PAGE (self));

  ft_pr_placement_init (&self->placement, (guint64) g_get_real_time ());
  if (!ft_pr_placement_next (&self->placement, &self->items[0]))
    return;
  self->placing = TRUE;
  self->n_items = 1;
  self->index = 0;
  self->like_next = FALSE;
  memset (self->first_try, 0, sizeof self->first_try);
  show_exercise (self);
}

/* The session under way: its exercises, or 0 when none is shown. */
guint
ft_practice_page_get_session (FtPracticePage         *self,
                              const FtPrSessionItem **items)
{
  g_return_val_if_fail (FT_IS_PRACTICE_PAGE (self), 0);

  if (items)
    *items = self->items;
  return self->exercise != NULL ? self->n_items : 0;
}

gboolean
ft_practice_page_start_set (FtPracticePage *self,
                            const char     *code)
{
  guint n;

  g_return_val_if_fail (FT_IS_PRACTICE_PAGE (self), FALSE);

  n = ft_pr_set_plan (code, self->items);
  if (n == 0)
    return FALSE;
  start (self, n);
  return TRUE;
}

/* With a screen reader or reduced motion, time says nothing of the skill:
 * no speed term (README of the practice engine). */
static gboolean
untimed (FtPracticePage *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  gboolean animations = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animations, NULL);
  if (!animations)
    return TRUE;
  schema = source ? g_settings_schema_source_lookup (source, "org.gnome.desktop.a11y.applications", TRUE) : NULL;
  if (schema != NULL && g_settings_schema_has_key (schema, "screen-reader-enabled"))
    {
      g_autoptr(GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.applications");

      return g_settings_get_boolean (a11y, "screen-reader-enabled");
    }
  return FALSE;
}

static void
record (FtPracticePage *self,
        gboolean        correct)
{
  double seconds = (g_get_monotonic_time () - self->shown_at) / (double) G_USEC_PER_SEC;
  FtPrSkillId skill = self->exercise->skill;

  FtPrRecordFlags flags = untimed (self) ? FT_PR_RECORD_UNTIMED : FT_PR_RECORD_DEFAULT;

  /* A placement answer places; it is not practice. */
  if (self->placing)
    ft_pr_placement_answer (&self->placement, correct);
  else if (self->progress != NULL)
    ft_progress_store_record_practice_full (self->progress, skill, correct, seconds, flags, ft_practice_now ());
  else
    ft_pr_learner_answer (&self->learner, skill, correct, seconds, flags, ft_practice_now ());
}

void
ft_practice_page_go_on (FtPracticePage *self)
{
  /* After a worked solution, "try one like it": the next exercise is a
   * similar one of the same skill, in place of the one planned. */
  if (self->like_next && self->exercise != NULL && !self->placing && self->index + 1 < self->n_items)
    {
      FtPrSessionItem *next = &self->items[self->index + 1];

      next->skill = self->exercise->skill;
      next->level = self->exercise->level;
      next->seed = ft_pr_seed_like (self->exercise, self->items[self->index].seed);
    }
  self->like_next = FALSE;
  if (self->placing)
    {
      if (self->index + 1 < FT_PR_SESSION_LENGTH &&
          ft_pr_placement_next (&self->placement, &self->items[self->index + 1]))
        {
          self->index++;
          self->n_items = MAX (self->n_items, self->index + 1);
          show_exercise (self);
          return;
        }
      if (self->progress != NULL)
        ft_progress_store_record_placement (self->progress, &self->placement, ft_practice_now ());
      else
        ft_pr_learner_place (&self->learner, &self->placement, ft_practice_now ());
      self->n_items = self->index + 1;
      show_summary (self);
      self->placing = FALSE;
      return;
    }
  if (++self->index < self->n_items)
    show_exercise (self);
  else
    show_summary (self);
}

void
ft_practice_page_check_answer (FtPracticePage *self,
                               const char     *answer)
{
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;
  FtPrDiagKind kind;

  if (self->exercise == NULL)
    return;
  if (self->done)
    {
      ft_practice_page_go_on (self);
      return;
    }
  text = g_strstrip (g_strdup (answer ? answer : ""));
  if (text[0] == '\0')
    return;
  g_clear_pointer (&text, g_free);

  kind = ft_pr_diagnose (self->exercise, answer, &message);
  if (kind == FT_PR_DIAG_CORRECT)
    {
      if (self->misses == 0)
        {
          self->first_try[self->index] = TRUE;
          record (self, TRUE);
        }
      self->done = TRUE;
      text = g_strdup (_("Correct. Press Enter for the next exercise."));
    }
  else if (kind == FT_PR_DIAG_MALFORMED)
    text = g_strdup (message);
  else
    {
      /* When no usual mistake fits, the words say "Not yet." themselves. */
      g_autofree char *said = kind == FT_PR_DIAG_UNKNOWN ? g_strdup (message)
                                                         : g_strdup_printf (_("Not yet. %s"), message);

      if (self->misses++ == 0)
        record (self, FALSE);
      if (self->misses >= 2)
        {
          g_autofree char *worked = ft_pr_exercise_worked (self->exercise);
          g_autofree char *right = ft_practice_answer_words (self->exercise);
          g_autofree char *shown = g_strdup_printf (_("Worked solution:\n%sThe answer is %s."), worked, right);

          gtk_label_set_text (GTK_LABEL (self->worked_label), shown);
          gtk_widget_set_visible (self->worked_label, TRUE);
          self->done = TRUE;
          /* Translators: the diagnosis, then what comes next */
          self->like_next = !self->placing && self->index + 1 < self->n_items;
          text = self->like_next
            /* Translators: the diagnosis, then what comes next */
            ? g_strdup_printf (_("%s Here is the worked solution; press Enter to try one like it."), said)
            : g_strdup_printf (_("%s Here is the worked solution; press Enter for the next exercise."), said);
        }
      else
        text = g_steal_pointer (&said);
    }
  gtk_label_set_text (GTK_LABEL (self->feedback_label), text);
  /* Done: Next takes the focus, so that Enter goes on wherever the answer
   * was given (the field, a bit row or a button). */
  if (self->done)
    {
      gtk_widget_set_visible (self->next_button, TRUE);
      if (!gtk_widget_has_focus (self->answer_entry))
        gtk_widget_grab_focus (self->next_button);
    }
  ft_announce (GTK_WIDGET (self), text);
}
