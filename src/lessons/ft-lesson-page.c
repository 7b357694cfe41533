/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-exercise-view.h"
#include "ft-lesson-page.h"
#include "ft-lesson-page-private.h"
#include "ft-wrap-box.h"
#include "ft-page.h"
#include "ft-widgets.h"
#include "practice/practice-skill.h"

/*
 * FtLessonPage: plays one lesson, a step at a time.
 *
 * A step shows its explanation, then its exercise.  Checking an answer
 * gives feedback at once: a wrong answer says what is wrong and why, and
 * may be tried again; a right one opens the way to the next step.  The page
 * keeps no record of its own: it says what happened through signals
 * (::answered, ::step-completed, ::position-changed, ::finished) and the
 * window stores it.  Everything works from the keyboard: focus lands on the
 * exercise, Return checks, and after a right answer Return goes on.
 * The static widgets are ft-lesson-page.ui's; how a step is laid out is
 * ft-lesson-page-layout.c.
 */

static void ft_lesson_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtLessonPage, ft_lesson_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_lesson_page_iface_init))

enum {
  PROP_0,
  PROP_LESSON,
  PROP_STEP,
  PROP_PRESENTATION,
  N_PROPS
};

enum {
  ANSWERED,
  STEP_COMPLETED,
  FINISHED,
  PRACTISE,
  PLAY_GAME,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
step_is_completed (FtLessonPage *self,
                   guint         step)
{
  return step < self->completed->len && g_array_index (self->completed, gboolean, step);
}

static const FtLessonStep *
current_step (FtLessonPage *self)
{
  return ft_lesson_get_step (self->lesson, self->step);
}

/* GTK 4.8 names a mnemonic button "_Next Next" for screen readers; give it
 * the plain words. */
static void
set_button_label (GtkWidget  *button,
                  const char *mnemonic)
{
  g_autofree char *plain = g_strdup (mnemonic);
  char *w = plain;

  for (const char *r = mnemonic; *r; r++)
    if (*r != '_')
      *w++ = *r;
  *w = '\0';

  gtk_button_set_label (GTK_BUTTON (button), mnemonic);
  gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
  ft_widget_set_name (button, plain);
}

static GtkWidget *
mnemonic_button (const char *mnemonic)
{
  GtkWidget *button = gtk_button_new ();

  set_button_label (button, mnemonic);
  return button;
}

static void
set_feedback (FtLessonPage *self,
              const char   *text,
              gboolean      correct)
{
  gtk_label_set_text (GTK_LABEL (self->feedback_label), text ? text : "");
  gtk_widget_set_visible (self->feedback_label, text != NULL && *text);
  gtk_widget_remove_css_class (self->feedback_label, "success");
  gtk_widget_remove_css_class (self->feedback_label, "error");
  if (text && *text)
    gtk_widget_add_css_class (self->feedback_label, correct ? "success" : "error");
}

/* The skills the lesson trains, on its first step; not on a projector,
 * where one learner's levels are not the class's. */
static void
update_skills_line (FtLessonPage *self)
{
  const char *text = gtk_label_get_text (GTK_LABEL (self->skills_label));

  gtk_widget_set_visible (self->skills_label, self->step == 0 && !self->presentation && *text != '\0');
}

static void
update_navigation (FtLessonPage *self)
{
  guint n = ft_lesson_get_n_steps (self->lesson);
  gboolean done = step_is_completed (self, self->step);
  g_autofree char *step_text = NULL;
  guint n_done = 0;

  for (guint i = 0; i < n; i++)
    n_done += step_is_completed (self, i);

  /* Translators: "Step 3 of 12" */
  step_text = g_strdup_printf (_("Step %u of %u"), self->step + 1, n);
  gtk_label_set_text (GTK_LABEL (self->step_label), step_text);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), (double) n_done / n);

  /* A step with nothing to answer may always be left: it is done when
   * the learner goes on from it. */
  gtk_widget_set_sensitive (self->previous_button, self->step > 0);
  gtk_widget_set_sensitive (self->next_button, done || current_step (self)->exercise == NULL);
  set_button_label (self->next_button, self->step + 1 == n ? _("_Finish") : _("_Next"));
  update_skills_line (self);
  /* The last step offers what comes after the lesson: its game, and
   * practice on the skills it opens; not on a projector, where the class
   * goes on as the teacher says (the page after the lesson offers
   * practice there too). */
  gtk_widget_set_visible (self->next_box, self->step + 1 == n && !self->presentation &&
                          (gtk_widget_get_visible (self->play_button) ||
                           gtk_widget_get_visible (self->practise_next_button)));
}

static void complete_current_step (FtLessonPage *self);
static void play_clicked_cb (FtLessonPage *self);
static void practise_clicked_cb (FtLessonPage *self);

static gboolean
focus_first_control (FtLessonPage *self)
{
  if (gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->done_page)
    {
      /* Named, not left to the tab order: the page has no allocation yet
       * when it is first shown. */
      if (gtk_widget_get_visible (self->practise_button))
        return gtk_widget_grab_focus (self->practise_button);
      return gtk_widget_child_focus (self->done_page, GTK_DIR_TAB_FORWARD);
    }
  if (self->answer && ft_exercise_view_focus_answer (FT_EXERCISE_VIEW (self->answer)))
    return TRUE;
  return gtk_widget_grab_focus (self->next_button);
}

/* Focus on the page means focus on what the learner does next. */
static gboolean
ft_lesson_page_grab_focus (GtkWidget *widget)
{
  return focus_first_control (FT_LESSON_PAGE (widget));
}

static void
submit_cb (FtLessonPage *self)
{
  ft_lesson_page_check (self);
}

static void
exercise_edited_cb (FtLessonPage *self)
{
  set_feedback (self, NULL, FALSE);
}

static void
build_exercise (FtLessonPage           *self,
                const FtLessonExercise *ex)
{
  ft_lesson_page_clear_box (self->answer_box);
  self->answer = NULL;

  gtk_widget_set_visible (self->exercise_box, ex != NULL);
  if (ex == NULL)
    return;

  gtk_label_set_text (GTK_LABEL (self->prompt_label), ex->prompt);
  self->answer = ft_exercise_view_new (ex, self->presentation);
  g_signal_connect_object (self->answer, "submit", G_CALLBACK (submit_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->answer, "edited", G_CALLBACK (exercise_edited_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->answer_box), self->answer);
}

static void
show_step (FtLessonPage *self)
{
  const FtLessonStep *step = current_step (self);

  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "step");
  build_exercise (self, step->exercise);
  ft_lesson_page_arrange_exercise (self);
  ft_lesson_page_fill_blocks (self);
  set_feedback (self, NULL, FALSE);
  self->wrong_tries = 0;

  update_navigation (self);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)), 0);
  focus_first_control (self);
}

static void
complete_current_step (FtLessonPage *self)
{
  if (step_is_completed (self, self->step))
    return;

  g_array_index (self->completed, gboolean, self->step) = TRUE;
  g_signal_emit (self, signals[STEP_COMPLETED], 0, self->step);
}

/**
 * ft_lesson_page_check:
 *
 * Checks the answer of the current exercise, shows and announces the
 * feedback, and returns whether it was right.
 */
gboolean
ft_lesson_page_check (FtLessonPage *self)
{
  const FtLessonExercise *ex;
  g_autofree char *feedback = NULL;
  gboolean correct, answered;

  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), FALSE);

  ex = current_step (self)->exercise;
  if (ex == NULL)
    return TRUE;

  correct = ft_exercise_view_check (FT_EXERCISE_VIEW (self->answer), &feedback, &answered);
  if (!answered)
    {
      /* No answer yet: said, not counted as a try. */
      set_feedback (self, feedback, FALSE);
      ft_announce (GTK_WIDGET (self), feedback);
      return FALSE;
    }

  /* After a second wrong try, the worked solution (or the explanation)
   * helps more than guessing; for a choice too. */
  if (!correct && ++self->wrong_tries >= 2)
    {
      g_autofree char *worked = ft_lesson_exercise_worked (ex);
      const char *help = worked ? worked : ex->explain;

      /* A choice without an explanation explains by its right answer. */
      if (ex->kind == FT_EXERCISE_CHOICE && (help == NULL || *help == '\0'))
        for (guint i = 0; i < ex->options->len; i++)
          {
            const FtLessonOption *option = ex->options->pdata[i];

            if (option->correct)
              {
                /* Translators: after a second wrong choice, the right one */
                worked = g_strdup_printf (_("The answer is “%s”."), option->label);
                help = worked;
                break;
              }
          }

      if (help && *help)
        {
          char *more = g_strdup_printf ("%s\n%s", feedback, help);

          g_free (feedback);
          feedback = more;
        }
    }

  set_feedback (self, feedback, correct);
  ft_announce (GTK_WIDGET (self), feedback);
  g_signal_emit (self, signals[ANSWERED], 0, self->step, correct);

  if (correct)
    {
      complete_current_step (self);
      update_navigation (self);
      gtk_widget_grab_focus (self->next_button);
    }
  else
    ft_exercise_view_retry (FT_EXERCISE_VIEW (self->answer));

  return correct;
}

static void
check_clicked_cb (FtLessonPage *self)
{
  ft_lesson_page_check (self);
}

static void
show_done (FtLessonPage *self)
{
  g_autofree char *description = NULL;
  guint n = ft_lesson_get_n_steps (self->lesson);

  /* Translators: "You finished all 12 steps of “Bits and hexadecimal”." */
  description = g_strdup_printf (_("You finished all %u steps of “%s”."), n,
                                 ft_lesson_get_title (self->lesson));
  adw_status_page_set_description (ADW_STATUS_PAGE (self->done_page), description);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "done");
  /* What comes next is practice: the button takes the focus from Finish,
   * which is gone with the step. */
  focus_first_control (self);
  ft_announce (GTK_WIDGET (self), description);
  g_signal_emit (self, signals[FINISHED], 0);
}

static void
next_clicked_cb (FtLessonPage *self)
{
  guint n = ft_lesson_get_n_steps (self->lesson);
  gboolean all_done = TRUE;

  if (current_step (self)->exercise == NULL)
    complete_current_step (self);
  if (!step_is_completed (self, self->step))
    return;

  if (self->step + 1 < n)
    {
      ft_lesson_page_set_step (self, self->step + 1);
      return;
    }

  for (guint i = 0; i < n; i++)
    all_done &= step_is_completed (self, i);

  if (all_done)
    show_done (self);
  else
    for (guint i = 0; i < n; i++)
      if (!step_is_completed (self, i))
        {
          ft_lesson_page_set_step (self, i);
          ft_announce (GTK_WIDGET (self), _("One step is still to do: here it is."));
          break;
        }
}

static void
previous_clicked_cb (FtLessonPage *self)
{
  if (self->step > 0)
    ft_lesson_page_set_step (self, self->step - 1);
}

static void
practise_clicked_cb (FtLessonPage *self)
{
  /* The window replaces this page with the practice page meanwhile. */
  g_object_ref (self);
  g_signal_emit (self, signals[PRACTISE], 0);
  g_object_unref (self);
}

static void
play_clicked_cb (FtLessonPage *self)
{
  /* The window replaces this page with the game's meanwhile. */
  g_object_ref (self);
  g_signal_emit (self, signals[PLAY_GAME], 0);
  g_object_unref (self);
}

static void
again_clicked_cb (FtLessonPage *self)
{
  ft_lesson_page_set_step (self, 0);
}

static void
narrow_cb (GtkWidget *widget,
           gboolean   narrow)
{
  FtLessonPage *self = FT_LESSON_PAGE (widget);

  self->narrow = narrow;
  /* Only the projected layout depends on it. */
  if (self->presentation)
    ft_lesson_page_set_layout (self);
}

/* Names the template's mnemonic buttons by their words (set_button_label()). */
static void
name_buttons (FtLessonPage *self)
{
  GtkWidget *buttons[] = { self->check_button, self->previous_button, self->next_button,
                           self->practise_button, self->again_button };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_autofree char *mnemonic = g_strdup (gtk_button_get_label (GTK_BUTTON (buttons[i])));

      set_button_label (buttons[i], mnemonic);
    }
}

/* The last step's way on: its game and practice on its skills, in a row
 * that wraps in a phone's width (an FtWrapBox, built here). */
static void
build_next_box (FtLessonPage *self)
{
  self->next_box = ft_wrap_box_new (12, 12);
  gtk_widget_add_css_class (self->next_box, "ft-lesson-next");
  gtk_widget_set_halign (self->next_box, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->next_box, FALSE);
  self->play_button = mnemonic_button (_("_Play the Game"));
  gtk_widget_add_css_class (self->play_button, "pill");
  gtk_widget_set_visible (self->play_button, FALSE);
  g_signal_connect_object (self->play_button, "clicked", G_CALLBACK (play_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  self->practise_next_button = mnemonic_button (_("P_ractise Its Skills"));
  gtk_widget_add_css_class (self->practise_next_button, "pill");
  gtk_widget_set_visible (self->practise_next_button, FALSE);
  g_signal_connect_object (self->practise_next_button, "clicked", G_CALLBACK (practise_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  ft_wrap_box_append (FT_WRAP_BOX (self->next_box), self->play_button);
  ft_wrap_box_append (FT_WRAP_BOX (self->next_box), self->practise_next_button);
  gtk_box_append (GTK_BOX (self->content), self->next_box);
}

static const char *
ft_lesson_page_get_title (FtPage *page)
{
  return ft_lesson_get_title (FT_LESSON_PAGE (page)->lesson);
}

static const char *
ft_lesson_page_get_help_id (FtPage *page)
{
  return "lessons";
}

static char *
ft_lesson_page_describe (FtPage *page)
{
  FtLessonPage *self = FT_LESSON_PAGE (page);

  /* Translators: "Lesson Bits and hexadecimal, step 3 of 12." */
  return g_strdup_printf (_("Lesson %s, step %u of %u."),
                          ft_lesson_get_title (self->lesson), self->step + 1,
                          ft_lesson_get_n_steps (self->lesson));
}

static void
ft_lesson_page_iface_init (FtPageInterface *iface)
{
  iface->get_title = ft_lesson_page_get_title;
  iface->get_help_id = ft_lesson_page_get_help_id;
  iface->describe = ft_lesson_page_describe;
}

static void
ft_lesson_page_set_lesson (FtLessonPage *self,
                           FtLesson     *lesson)
{
  g_return_if_fail (FT_IS_LESSON (lesson));
  g_return_if_fail (self->lesson == NULL);

  self->lesson = g_object_ref (lesson);
  g_array_set_size (self->completed, ft_lesson_get_n_steps (lesson));
  {
    FtPrSkillId skills[FT_PR_N_SKILLS];

    gboolean practice = ft_pr_skills_for_lesson (ft_lesson_get_id (lesson), skills) > 0;

    gtk_widget_set_visible (self->practise_button, practice);
    gtk_widget_set_visible (self->practise_next_button, practice);
  }
  gtk_label_set_text (GTK_LABEL (self->title_label), ft_lesson_get_title (lesson));
  show_step (self);
}

static void
ft_lesson_page_dispose (GObject *object)
{
  FtLessonPage *self = FT_LESSON_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_LESSON_PAGE);
  g_clear_object (&self->lesson);
  g_clear_pointer (&self->game_title, g_free);

  G_OBJECT_CLASS (ft_lesson_page_parent_class)->dispose (object);
}

static void
ft_lesson_page_finalize (GObject *object)
{
  FtLessonPage *self = FT_LESSON_PAGE (object);

  g_array_unref (self->completed);

  G_OBJECT_CLASS (ft_lesson_page_parent_class)->finalize (object);
}

static void
ft_lesson_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  FtLessonPage *self = FT_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      g_value_set_object (value, self->lesson);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_lesson_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  FtLessonPage *self = FT_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      ft_lesson_page_set_lesson (self, g_value_get_object (value));
      break;
    case PROP_STEP:
      ft_lesson_page_set_step (self, g_value_get_uint (value));
      break;
    case PROP_PRESENTATION:
      if (self->presentation != g_value_get_boolean (value))
        {
          self->presentation = g_value_get_boolean (value);
          /* Secondary panels go: the progress bar (the step counter says
           * the same, larger), the title (the header bar shows it) and the
           * key reminder.  The content gets the width of the projector. */
          gtk_widget_set_visible (self->progress, !self->presentation);
          gtk_widget_set_visible (self->title_label, !self->presentation);
          if (self->answer)
            ft_exercise_view_set_presentation (FT_EXERCISE_VIEW (self->answer), self->presentation);
          ft_lesson_page_set_layout (self);
          update_skills_line (self);
          if (self->lesson)
            update_navigation (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_lesson_page_class_init (FtLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_lesson_page_dispose;
  object_class->finalize = ft_lesson_page_finalize;
  object_class->get_property = ft_lesson_page_get_property;
  object_class->set_property = ft_lesson_page_set_property;

  properties[PROP_LESSON] =
    g_param_spec_object ("lesson", NULL, NULL, FT_TYPE_LESSON,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS - 1, properties);
  g_object_class_override_property (object_class, PROP_PRESENTATION, "presentation");

  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  signals[STEP_COMPLETED] =
    g_signal_new ("step-completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * FtLessonPage::practise:
   *
   * The learner asked, at the lesson's end, to practise the skills it
   * trains; the window opens a practice session on them.
   */
  signals[PRACTISE] =
    g_signal_new ("practise", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * FtLessonPage::play-game:
   *
   * The learner asked, on the last step, to play the lesson's game (see
   * ft_lesson_page_set_game_title()); the window opens it.
   */
  signals[PLAY_GAME] =
    g_signal_new ("play-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  widget_class->grab_focus = ft_lesson_page_grab_focus;

  /* The page's static layout is ft-lesson-page.ui. */
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-lesson-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, FtLessonPage, name)
  BIND (stack);
  BIND (scroller);
  BIND (clamp);
  BIND (content);
  BIND (nav_clamp);
  BIND (title_label);
  BIND (step_label);
  BIND (skills_label);
  BIND (progress);
  BIND (body);
  BIND (blocks_box);
  BIND (figures_box);
  BIND (side_box);
  BIND (examples_box);
  BIND (exercise_box);
  BIND (answer_side);
  BIND (talk_box);
  BIND (prompt_label);
  BIND (answer_box);
  BIND (check_button);
  BIND (feedback_label);
  BIND (previous_button);
  BIND (next_button);
  BIND (done_page);
  BIND (practise_button);
  BIND (again_button);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, check_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, previous_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, practise_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, again_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessonpage");
}

static void
ft_lesson_page_init (FtLessonPage *self)
{
  self->completed = g_array_new (FALSE, TRUE, sizeof (gboolean));
  gtk_widget_init_template (GTK_WIDGET (self));
  name_buttons (self);
  build_next_box (self);
  /* The window's width of a phone, as the window's header bar takes it. */
  ft_widget_follow_width (GTK_WIDGET (self), 560, narrow_cb);
}

GtkWidget *
ft_lesson_page_new (FtLesson *lesson)
{
  return g_object_new (FT_TYPE_LESSON_PAGE, "lesson", lesson, NULL);
}

/* Whether the step's exercise has had no wrong try since it was shown:
 * an answer right now is right the first time (practice evidence). */
gboolean
ft_lesson_page_is_first_try (FtLessonPage *self)
{
  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), FALSE);
  return self->wrong_tries == 0;
}

FtLesson *
ft_lesson_page_get_lesson (FtLessonPage *self)
{
  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), NULL);
  return self->lesson;
}

guint
ft_lesson_page_get_step (FtLessonPage *self)
{
  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), 0);
  return self->step;
}

void
ft_lesson_page_set_step (FtLessonPage *self,
                         guint         step)
{
  g_return_if_fail (FT_IS_LESSON_PAGE (self));

  if (self->lesson == NULL)
    return;

  step = MIN (step, ft_lesson_get_n_steps (self->lesson) - 1);
  self->step = step;
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

/* Marks a step done in an earlier session, so the learner may move on
 * through it without answering again. */
void
ft_lesson_page_mark_completed (FtLessonPage *self,
                               guint         step)
{
  g_return_if_fail (FT_IS_LESSON_PAGE (self));
  g_return_if_fail (step < self->completed->len);

  g_array_index (self->completed, gboolean, step) = TRUE;
  update_navigation (self);
}

/* The line on the first step that names the skills the lesson trains and
 * the learner's level in each (the window knows the levels); %NULL: none. */
void
ft_lesson_page_set_skills_text (FtLessonPage *self,
                                const char   *text)
{
  g_return_if_fail (FT_IS_LESSON_PAGE (self));

  gtk_label_set_text (GTK_LABEL (self->skills_label), text ? text : "");
  update_skills_line (self);
}

const char *
ft_lesson_page_get_feedback (FtLessonPage *self)
{
  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->feedback_label));
}

/* The name of the lesson's game as the home page shows it ("FLIP BITS"),
 * for the last step's "Play FLIP BITS Now"; %NULL: no game to offer. */
void
ft_lesson_page_set_game_title (FtLessonPage *self,
                               const char   *title)
{
  g_return_if_fail (FT_IS_LESSON_PAGE (self));

  g_free (self->game_title);
  self->game_title = g_strdup (title);
  if (title != NULL)
    {
      /* Translators: the last step of a lesson offers its game: "Play FLIP BITS Now" */
      g_autofree char *label = g_strdup_printf (_("_Play %s Now"), title);

      set_button_label (self->play_button, label);
      /* A long name ("Binary Number Scrabble") wraps in a phone's width. */
      if (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (self->play_button))))
        {
          GtkLabel *text = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->play_button)));

          gtk_label_set_wrap (text, TRUE);
          gtk_label_set_wrap_mode (text, PANGO_WRAP_WORD_CHAR);
          gtk_label_set_justify (text, GTK_JUSTIFY_CENTER);
        }
    }
  gtk_widget_set_visible (self->play_button, title != NULL);
  if (self->lesson)
    update_navigation (self);
}
