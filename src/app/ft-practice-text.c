/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-practice-page.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "practice/practice-exercise.h"

/*
 * The words of practice: a skill's row in My skills, the right answer and
 * the helper in words, and what other pages say of practice (the home
 * page's line, the skills a lesson trains).
 */

/*
 * The home page's line for practice: what is next and how many skills are
 * at the top level.
 */
char *
ft_practice_page_progress_text (FtProgressStore *progress)
{
  FtPrLearner learner;
  guint top;
  int next;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), NULL);

  top = ft_practice_page_count_mastered (progress);
  ft_progress_store_get_learner (progress, &learner);
  next = ft_pr_learner_next (&learner, g_get_real_time () / G_USEC_PER_SEC);
  if (next < 0)
    /* Translators: "20 of 23 skills at level 3" */
    return g_strdup_printf (_("%u of %u skills at level 3"), top, (guint) FT_PR_N_SKILLS);
  /* Translators: "Next: XOR; 2 of 23 skills at level 3" */
  return g_strdup_printf (_("Next: %s; %u of %u skills at level 3"), _(ft_pr_skill_get (next)->name),
                          top, (guint) FT_PR_N_SKILLS);
}

/*
 * The line on a lesson's first step: the skills it trains, in words, with
 * the learner's level ("Skills it trains: Place values (level 2 of 3),
 * Binary to decimal (new).").  NULL when the lesson trains none.
 */
char *
ft_practice_page_lesson_skills_text (FtProgressStore *progress,
                                     const char      *lesson_id)
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n = ft_pr_skills_for_lesson (lesson_id, skills);
  g_autoptr(GString) list = g_string_new (NULL);
  FtPrLearner learner;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), NULL);

  if (n == 0)
    return NULL;
  ft_progress_store_get_learner (progress, &learner);
  for (guint i = 0; i < n; i++)
    {
      const char *name = _(ft_pr_skill_get (skills[i])->name);

      if (i > 0)
        g_string_append (list, ", ");
      if (learner.skills[skills[i]].n_answers == 0)
        /* Translators: a skill not practised yet, "XOR (new)" */
        g_string_append_printf (list, _("%s (new)"), name);
      else
        /* Translators: "XOR (level 2 of 3)" */
        g_string_append_printf (list, _("%s (level %u of 3)"), name,
                                ft_pr_learner_level (&learner, skills[i]));
    }
  /* Translators: the list of skills follows, "Place values (level 2 of 3), XOR (new)" */
  return g_strdup_printf (_("Skills it trains: %s."), list->str);
}

/* How many skills are mastered (at the top level), for the home page. */
guint
ft_practice_page_count_mastered (FtProgressStore *progress)
{
  FtPrLearner learner;
  guint top = 0;

  g_return_val_if_fail (FT_IS_PROGRESS_STORE (progress), 0);

  ft_progress_store_get_learner (progress, &learner);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    top += ft_pr_learner_level (&learner, i) == FT_PR_MAX_LEVEL;
  return top;
}

/* --- My skills and an exercise's words ---------------------------------- */

static char *
skill_status (const FtPrLearner *learner,
              FtPrSkillId        skill,
              gint64             now)
{
  const FtPrSkillState *s = &learner->skills[skill];

  if (!ft_pr_learner_unlocked (learner, skill) && s->n_answers == 0)
    {
      const FtPrSkill *info = ft_pr_skill_get (skill);

      /* The games' skills wait for the binary core (the engine's path). */
      if (info->prereqs[0] < 0)
        return g_strdup (_("Opens after its lesson, or after Place values and Binary to decimal reach level 2"));
      /* Translators: %s is a skill, "Place values" */
      return g_strdup_printf (_("Opens after %s reaches level 2"), _(ft_pr_skill_get (info->prereqs[0])->name));
    }
  if (s->n_answers == 0)
    return g_strdup (_("New: ready to start"));
  if (ft_pr_learner_is_due (learner, skill, now))
    return g_strdup (_("Due for practice today"));
  {
    gint64 days = (s->due - now + FT_PR_DAY - 1) / FT_PR_DAY;

    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Comes back in %d day", "Comes back in %d days",
                                         (gulong) days), (int) days);
  }
}

/*
 * A skill's row: its name and status over its level bar, and "Practise"
 * beside them.  The bar goes under the words rather than beside them, so
 * that a row fits a phone's 360 px.
 */
GtkWidget *
ft_practice_skill_row_new (const FtPrLearner *learner,
                           FtPrSkillId        skill,
                           gint64             now,
                           GCallback          clicked,
                           gpointer           data)
{
  const FtPrSkill *info = ft_pr_skill_get (skill);
  guint level = ft_pr_learner_level_at (learner, skill, now);
  g_autofree char *status = skill_status (learner, skill, now);
  /* Translators: "Addition with carries, level 2 of 3, 58% mastered. Due for practice today" */
  g_autofree char *name = g_strdup_printf (_("%s, level %u of 3, %d%% mastered. %s"), _(info->name), level,
                                           (int) (100 * learner->skills[skill].mastery + 0.5), status);
  g_autofree char *button_name = g_strdup_printf (_("Practise %s"), _(info->name));
  /* Translators: "Level 2 of 3. Due for practice today" */
  g_autofree char *line = g_strdup_printf (_("Level %u of 3. %s"), level, status);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *bar = gtk_level_bar_new_for_interval (0, 1);
  GtkWidget *button = gtk_button_new_with_label (_("Practise"));

  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), ft_wrapped_label_new (_(info->name), "heading"));
  gtk_box_append (GTK_BOX (text), ft_wrapped_label_new (line, "dim-label"));
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), learner->skills[skill].mastery);
  ft_widget_set_name (bar, name);
  gtk_box_append (GTK_BOX (text), bar);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ft_widget_set_name (button, button_name);
  g_object_set_data (G_OBJECT (button), "ft-skill", GUINT_TO_POINTER (skill));
  g_signal_connect (button, "clicked", clicked, data);
  gtk_box_append (GTK_BOX (box), button);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  return ft_list_row_new (box, name);
}

/* The right answer in words: bits and numbers as they are, a move, a
 * call or a verdict as the learner would say it. */
char *
ft_practice_answer_words (const FtPrExercise *ex)
{
  const char *a = ex->answer;

  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_YES_NO:
      return g_strdup (ex->value ? _("yes") : _("no"));
    case FT_PR_ANSWER_HI_LO:
      return g_strdup (ex->value ? _("Hi") : _("Lo"));
    case FT_PR_ANSWER_HEX:
      /* Translators: a HEX number, "HEX 1F" */
      return g_strdup_printf (_("HEX %s"), a);
    case FT_PR_ANSWER_DICE_MOVE:
      if (g_str_has_prefix (a, "flip "))
        /* Translators: a FLIP move, "flip your 5" */
        return g_strdup_printf (_("flip your %c"), a[5]);
      if (g_str_has_prefix (a, "trash "))
        return g_strdup_printf (a[7] == '*' ? _("trash their locked %c") : _("trash their %c"), a[6]);
      return g_strdup (_("take the change shown"));
    case FT_PR_ANSWER_BINARY:
    case FT_PR_ANSWER_DECIMAL:
    default:
      return g_strdup (a);
    }
}

/* The helper's button, in the words of the skill's helper. */
const char *
ft_practice_helper_label (FtPrHelperKind kind)
{
  switch (kind)
    {
    case FT_PR_HELPER_COLUMNS:
      return _("Show the columns");
    case FT_PR_HELPER_BIT_NUMBERS:
      return _("Show the bit numbers");
    case FT_PR_HELPER_PLACE_VALUES:
    case FT_PR_HELPER_NONE:
    default:
      return _("Show the place values");
    }
}
