/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-catalog.h"
#include "ft-game.h"
#include "ft-game-table.h"
#include "ft-home-page.h"
#include "ft-lesson-page.h"
#include "ft-page.h"
#include "ft-practice-page.h"
#include "ft-window-private.h"

/*
 * The window's pages (ft-window.c shows them): a game on its model and
 * autosave, a lesson whose answers the window records in the progress
 * store, practice; opened from the home page or the command line.
 */

/* --- Lessons: the page reports, the window records --------------------- */

static void
lesson_answered_cb (FtWindow     *self,
                    guint         step,
                    gboolean      correct,
                    FtLessonPage *page)
{
  FtLesson *lesson = ft_lesson_page_get_lesson (page);
  const FtLessonStep *s = ft_lesson_get_step (lesson, step);

  ft_progress_store_record_answer (self->progress, ft_lesson_get_id (lesson), step, correct);
  /* Right the first time, on a question practice asks too: evidence for
   * its skill (src/engine/practice/README.md). */
  if (correct && ft_lesson_page_is_first_try (page) &&
      s != NULL && s->exercise != NULL && s->exercise->practice != NULL)
    ft_progress_store_record_evidence (self->progress, s->exercise->practice->skill,
                                       FT_PR_EVIDENCE_LESSON, g_get_real_time () / G_USEC_PER_SEC);
}

static void
lesson_step_completed_cb (FtWindow     *self,
                          guint         step,
                          FtLessonPage *page)
{
  FtLesson *lesson = ft_lesson_page_get_lesson (page);

  ft_progress_store_complete_step (self->progress, ft_lesson_get_id (lesson), step,
                                   ft_lesson_get_n_steps (lesson));
}

static void
lesson_step_notify_cb (FtWindow     *self,
                       GParamSpec   *pspec,
                       FtLessonPage *page)
{
  ft_progress_store_set_position (self->progress,
                                  ft_lesson_get_id (ft_lesson_page_get_lesson (page)),
                                  ft_lesson_page_get_step (page));
}

/* "Practise this" (a lesson's id) or "Practise now" (""): a practice
 * session on the lesson's skills, or on the skills due today. */
void
_ft_window_practise (FtWindow   *self,
                     const char *lesson_id)
{
  FtPracticePage *page;

  if (!ft_window_open (self, "practice"))
    return;
  page = FT_PRACTICE_PAGE (self->page);
  if (lesson_id == NULL || *lesson_id == '\0' || !ft_practice_page_start_lesson (page, lesson_id))
    ft_practice_page_start_session (page);
}

void
_ft_window_practise_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  _ft_window_practise (FT_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* "Practise ‹skill›", offered after a mistake in a game (FtGameTable):
 * a practice session on that skill, by its id in the skill map. */
void
_ft_window_practise_skill_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  FtWindow *self = FT_WINDOW (widget);
  FtPrSkillId skill;

  if (!ft_pr_skill_from_id (g_variant_get_string (parameter, NULL), &skill) ||
      !ft_window_open (self, "practice"))
    return;
  ft_practice_page_start_skill (FT_PRACTICE_PAGE (self->page), skill);
}

static void
lesson_practise_cb (FtWindow     *self,
                    FtLessonPage *page)
{
  _ft_window_practise (self, ft_lesson_get_id (ft_lesson_page_get_lesson (page)));
}

static void
lesson_play_game_cb (FtWindow     *self,
                     FtLessonPage *page)
{
  ft_window_open (self, ft_lesson_get_game (ft_lesson_page_get_lesson (page)));
}

static GtkWidget *
create_lesson_page (FtWindow       *self,
                    FtCatalogEntry *entry)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = NULL;
  GtkWidget *page;
  const char *id;
  guint position = 0;

  /* A teacher's lesson that does not read says why, as the home page does. */
  if (ft_catalog_entry_get_problem (entry) != NULL)
    {
      /* Translators: a lesson's file name, then why it cannot be opened. */
      g_autofree char *message = g_strdup_printf (_("The lesson “%s” cannot be opened: %s"),
                                                  ft_catalog_entry_get_title (entry),
                                                  ft_catalog_entry_get_problem (entry));

      ft_window_tell (self, message, NULL);
      return NULL;
    }
  if (ft_catalog_entry_get_file (entry) != NULL)
    lesson = ft_lesson_new_from_file (ft_catalog_entry_get_file (entry), &error);
  else
    lesson = ft_lesson_new_from_resource (ft_catalog_entry_get_resource (entry), &error);
  if (lesson == NULL)
    {
      ft_window_tell (self, error->message, NULL);
      return NULL;
    }

  id = ft_lesson_get_id (lesson);
  page = ft_lesson_page_new (lesson);
  for (guint i = 0; i < ft_lesson_get_n_steps (lesson); i++)
    if (ft_progress_store_is_step_complete (self->progress, id, i))
      ft_lesson_page_mark_completed (FT_LESSON_PAGE (page), i);
  ft_progress_store_get_lesson (self->progress, id, NULL, NULL, &position, NULL, NULL);
  ft_lesson_page_set_step (FT_LESSON_PAGE (page), position);
  {
    g_autofree char *skills = ft_practice_page_lesson_skills_text (self->progress, id);

    ft_lesson_page_set_skills_text (FT_LESSON_PAGE (page), skills);
  }

  g_signal_connect_object (page, "answered", G_CALLBACK (lesson_answered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "step-completed", G_CALLBACK (lesson_step_completed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "notify::step", G_CALLBACK (lesson_step_notify_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (page, "practise", G_CALLBACK (lesson_practise_cb), self, G_CONNECT_SWAPPED);
  /* The last step offers the lesson's game by the name the home page gives it. */
  if (ft_lesson_get_game (lesson) != NULL && ft_catalog_find (self->catalog, ft_lesson_get_game (lesson)))
    ft_lesson_page_set_game_title (FT_LESSON_PAGE (page),
                                   ft_catalog_entry_get_title (ft_catalog_find (self->catalog,
                                                                                ft_lesson_get_game (lesson))));
  g_signal_connect_object (page, "play-game", G_CALLBACK (lesson_play_game_cb), self, G_CONNECT_SWAPPED);
  return page;
}

/* --- Games: a best move is evidence for its skill ---------------------- */

/* The learner's move as the game's hint engine judged it: a best one
 * counts for the skill it exercises, at a game's weight
 * (src/engine/practice/README.md); the table offers the skill after a
 * mistake. */
static void
game_move_judged_cb (FtWindow   *self,
                     const char *skill_id,
                     int         verdict,
                     FtGame     *game)
{
  FtPrSkillId skill;

  if (verdict == FT_GAME_VERDICT_BEST && ft_pr_skill_from_id (skill_id, &skill))
    ft_progress_store_record_evidence (self->progress, skill, FT_PR_EVIDENCE_GAME,
                                       g_get_real_time () / G_USEC_PER_SEC);
}

static GtkWidget *
create_game_page (FtWindow       *self,
                  FtCatalogEntry *entry)
{
  GType type = ft_catalog_entry_get_page_type (entry);
  GType model_type = ft_catalog_entry_get_model_type (entry);
  g_autoptr(GObject) game = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  /* A game page takes the settings as a property and reports statistics
   * through FtPage::record; it never reaches into the application.  A page
   * that keeps a learner's mastery (practice) also takes the store. */
  if (model_type == 0)
    {
      GObjectClass *klass = g_type_class_ref (type);
      gboolean takes_progress = g_object_class_find_property (klass, "progress") != NULL;

      g_type_class_unref (klass);
      if (takes_progress)
        return g_object_new (type, "settings", self->settings, "progress", self->progress, NULL);
      return g_object_new (type, "settings", self->settings, NULL);
    }

  /* The window makes the model and says where it autosaves; the page
   * resumes it or starts a game. */
  name = g_strdup_printf ("%s.save", ft_catalog_entry_get_id (entry));
  path = g_build_filename (g_get_user_data_dir (), "flip-tutor", name, NULL);
  game = g_object_new (model_type, "save-path", path, NULL);
  if (FT_IS_GAME (game))
    g_signal_connect_object (game, "move-judged", G_CALLBACK (game_move_judged_cb), self, G_CONNECT_SWAPPED);
  return g_object_new (type, "game", game, "settings", self->settings, NULL);
}

static void
record_cb (FtWindow   *self,
           const char *key,
           gint64      delta,
           FtPage     *page)
{
  const char *id = g_object_get_data (G_OBJECT (page), "ft-catalog-id");

  ft_progress_store_add_game_stat (self->progress, id, key, delta);
}

void
_ft_window_open_entry (FtWindow       *self,
                       FtCatalogEntry *entry)
{
  GtkWidget *page;

  if (ft_catalog_entry_get_kind (entry) == FT_CATALOG_LESSON)
    page = create_lesson_page (self, entry);
  else
    page = create_game_page (self, entry);

  if (page == NULL)
    return;

  g_object_set_data_full (G_OBJECT (page), "ft-catalog-id",
                          g_strdup (ft_catalog_entry_get_id (entry)), g_free);
  g_signal_connect_object (page, "record", G_CALLBACK (record_cb), self, G_CONNECT_SWAPPED);
  _ft_window_show_page (self, page);
}

gboolean
ft_window_open (FtWindow   *self,
                const char *id)
{
  FtCatalogEntry *entry;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);

  entry = ft_catalog_find (self->catalog, id);
  if (entry == NULL)
    return FALSE;
  _ft_window_open_entry (self, entry);
  /* A teacher's lesson that cannot be opened is told, not opened. */
  return ft_catalog_entry_get_problem (entry) == NULL;
}

/* Adds the lessons of @folder (`flip-tutor --lessons DIR`) to the home
 * page's "Your lessons". */
void
ft_window_add_lesson_folder (FtWindow   *self,
                             const char *folder)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_catalog_add_lesson_folder (self->catalog, folder);
}
