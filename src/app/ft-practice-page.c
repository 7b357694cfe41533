/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-page.h"
#include "ft-practice-keypad.h"
#include "ft-practice-page-private.h"
#include "ft-practice-view.h"
#include "ft-progress-store.h"
#include "ft-widgets.h"
#include "practice/practice-exercise.h"
#include "practice/practice-mastery.h"

/*
 * FtPracticePage: "My skills" and practice sessions (issue 12).
 *
 * The first view lists every skill with its level and what comes next, a
 * "Practise" button on each, today's session and a field for a teacher's
 * set code.  A session shows one generated exercise at a time; Enter checks
 * the answer, and after a right answer (or the second miss, which shows the
 * worked solution) Enter goes on.  Feedback names the likely mistake
 * (practice-diagnose.c).  The summary ends the session.  This file builds
 * the page; ft-practice-session.c runs a session on it.
 *
 * Mastery is kept in the progress store when the window gives one (the
 * "progress" property); without one the page keeps it for its own life.
 */

static void ft_practice_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtPracticePage, ft_practice_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_practice_page_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_PROGRESS,
  PROP_PRESENTATION,
  N_PROPS
};

/* --- My skills ---------------------------------------------------------- */

static void
practise_clicked_cb (GtkButton      *button,
                     FtPracticePage *self)
{
  ft_practice_page_start_skill (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ft-skill")));
}

static void
refresh_skills (FtPracticePage *self)
{
  gint64 now = ft_practice_now ();
  int next;

  ft_widget_remove_children (self->skills_list);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->skills_list), ft_practice_skill_row_new (&self->learner, i, now, G_CALLBACK (practise_clicked_cb), self));

  next = ft_pr_learner_next (&self->learner, now);
  if (next >= 0)
    {
      g_autofree char *text = g_strdup_printf (_("Next to practise: %s."), _(ft_pr_skill_get (next)->name));
      gtk_label_set_text (GTK_LABEL (self->next_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->next_label), _("Everything is practised for today."));
}

/* The page opens on "Start today's session"; projected, where the class
 * types the teacher's set code. */
static gboolean
focus_start (FtPracticePage *self)
{
  return gtk_widget_grab_focus (gtk_widget_get_visible (self->session_button) ? self->session_button : self->code_entry);
}

/* The window gives the page the focus after showing it, and GtkStack may
 * have moved it on from where map_cb() put it (a page shown again is
 * given a Tab forward, which went from "Start today's session" to the
 * next button): My skills always starts on its first control. */
static gboolean
ft_practice_page_grab_focus (GtkWidget *widget)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (widget);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "skills") == 0)
    return focus_start (self);
  return GTK_WIDGET_CLASS (ft_practice_page_parent_class)->grab_focus (widget);
}

static void
show_skills (FtPracticePage *self)
{
  ft_practice_page_load_learner (self);
  refresh_skills (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "skills");
  focus_start (self);
}

static void
map_cb (FtPracticePage *self)
{
  if (self->exercise == NULL && self->n_items == 0)
    focus_start (self);
}


/* Typing shows on the pieces where they can show it. */
static void
entry_changed_cb (FtPracticePage *self)
{
  if (!self->syncing && self->view != NULL)
    ft_practice_view_show_typed (FT_PRACTICE_VIEW (self->view),
                                 gtk_editable_get_text (GTK_EDITABLE (self->answer_entry)));
}

static void
entry_activate_cb (FtPracticePage *self)
{
  ft_practice_page_check_answer (self, gtk_editable_get_text (GTK_EDITABLE (self->answer_entry)));
}

/* Check: the field's answer, or the one on the pieces when none is typed. */
static void
check_clicked_cb (FtPracticePage *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->answer_entry));
  g_autofree char *answer = NULL;

  if (*typed == '\0' && self->view != NULL)
    answer = ft_practice_view_get_answer (FT_PRACTICE_VIEW (self->view));
  ft_practice_page_check_answer (self, answer ? answer : typed);
}

static void
next_clicked_cb (FtPracticePage *self)
{
  if (self->done)
    ft_practice_page_go_on (self);
}

/* Escape in the answer field clears what is typed there rather than
 * leaving the session; in an empty field it goes back as everywhere. */
static gboolean
entry_key_cb (FtPracticePage        *self,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_Escape || *gtk_editable_get_text (GTK_EDITABLE (self->answer_entry)) == '\0')
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->answer_entry), "");
  ft_announce (GTK_WIDGET (self), _("Answer cleared."));
  return TRUE;
}

static void
helpers_clicked_cb (FtPracticePage *self)
{
  ft_practice_view_show_helper (FT_PRACTICE_VIEW (self->view), TRUE);
  gtk_widget_set_visible (self->helpers_button, FALSE);
  ft_announce (GTK_WIDGET (self), _("The helper is shown over the bits."));
  gtk_widget_grab_focus (gtk_widget_get_visible (self->answer_row) ? self->answer_entry : self->view);
}

static void
code_activate_cb (FtPracticePage *self)
{
  const char *code = gtk_editable_get_text (GTK_EDITABLE (self->code_entry));

  if (!ft_practice_page_start_set (self, code))
    ft_announce (GTK_WIDGET (self), _("That is not a set code: eight letters and digits, like ABCD-EFGH."));
}

/*
 * Projected to a class, the page is for the set a teacher reads out: the
 * skills view shows the set code field (one learner's skills are not the
 * class's, and twenty rows would not fit 1280x720), and an exercise puts
 * the helpers and the worked solution beside the question, in the whole
 * width, so that nothing needs scrolling.
 */
static void
set_presentation_layout (FtPracticePage *self)
{
  gboolean wide = self->presentation;

  gtk_widget_set_visible (self->skills_list, !wide);
  gtk_widget_set_visible (self->next_label, !wide);
  gtk_widget_set_visible (self->session_button, !wide);
  gtk_widget_set_visible (self->placement_button, !wide);
  gtk_widget_set_visible (self->class_label, wide);

  /* Projected: the sentence, the feedback and the worked solution on the
   * left, the pieces and the answer on the right, all within 1280x720. */
  if (wide)
    {
      /* The counter and the skill head the sentence's column, so that the
       * pieces have the whole height. */
      ft_widget_move_in_box (self->counter_label, self->exercise_side, NULL);
      ft_widget_move_in_box (self->skill_label, self->exercise_side, self->counter_label);
      ft_widget_move_in_box (self->question_label, self->exercise_side, self->skill_label);
      /* The keypad beside the pieces, under the sentence: below them, it
       * would push the tallest (FLIP BITS's) off the screen. */
      ft_widget_move_in_box (self->keypad, self->exercise_side, self->question_label);
      ft_widget_move_in_box (self->feedback_label, self->exercise_side, self->keypad);
      ft_widget_move_in_box (self->worked_label, self->exercise_side, self->feedback_label);
      gtk_box_reorder_child_after (GTK_BOX (self->exercise_body), self->exercise_side, NULL);
      gtk_widget_remove_css_class (self->question_label, "title-2");
      gtk_widget_add_css_class (self->question_label, "title-4");
    }
  else
    {
      GtkWidget *column = gtk_widget_get_parent (self->exercise_body);

      ft_widget_move_in_box (self->counter_label, column, NULL);
      ft_widget_move_in_box (self->skill_label, column, self->counter_label);
      ft_widget_move_in_box (self->question_label, self->exercise_main, NULL);
      ft_widget_move_in_box (self->keypad, self->exercise_main, self->answer_row);
      ft_widget_move_in_box (self->feedback_label, self->exercise_main, self->keypad);
      ft_widget_move_in_box (self->worked_label, self->exercise_main, self->feedback_label);
      gtk_box_reorder_child_after (GTK_BOX (self->exercise_body), self->exercise_main, NULL);
      gtk_widget_remove_css_class (self->question_label, "title-4");
      gtk_widget_add_css_class (self->question_label, "title-2");
    }
  gtk_label_set_max_width_chars (GTK_LABEL (self->question_label), wide ? 30 : -1);
  gtk_widget_set_visible (self->exercise_side, wide);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->exercise_body),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->exercise_body), wide ? 36 : 12);
  for (guint i = 0; i < G_N_ELEMENTS (self->clamps); i++)
    adw_clamp_set_maximum_size (ADW_CLAMP (self->clamps[i]), wide ? 1600 : 760);
}

/* --- FtPage ------------------------------------------------------------- */

static const char *
ft_practice_page_get_title (FtPage *page)
{
  return _("Practice");
}

static const char *
ft_practice_page_get_help_id (FtPage *page)
{
  return "practice";
}

static FtPageCapabilities
ft_practice_page_get_capabilities (FtPage *page)
{
  return FT_PAGE_CAN_NEW_GAME;
}

static void
ft_practice_page_new_game (FtPage *page)
{
  ft_practice_page_start_session (FT_PRACTICE_PAGE (page));
}

static char *
ft_practice_page_describe (FtPage *page)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (page);

  if (self->exercise != NULL)
    return g_strdup_printf ("%s. %s", gtk_label_get_text (GTK_LABEL (self->counter_label)),
                            self->exercise->sentence);
  return g_strdup (gtk_label_get_text (GTK_LABEL (self->next_label)));
}

static void
ft_practice_page_iface_init (FtPageInterface *iface)
{
  ft_page_iface_init_no_game (iface);
  iface->get_title = ft_practice_page_get_title;
  iface->get_help_id = ft_practice_page_get_help_id;
  iface->get_capabilities = ft_practice_page_get_capabilities;
  iface->new_game = ft_practice_page_new_game;
  iface->describe = ft_practice_page_describe;
}

/* --- GObject ------------------------------------------------------------ */

static void
ft_practice_page_constructed (GObject *object)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (object);

  G_OBJECT_CLASS (ft_practice_page_parent_class)->constructed (object);
  show_skills (self);
}

static void
ft_practice_page_dispose (GObject *object)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (object);

  self->view = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_PRACTICE_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->exercise, ft_pr_exercise_free);

  G_OBJECT_CLASS (ft_practice_page_parent_class)->dispose (object);
}

static void
ft_practice_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_practice_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FtPracticePage *self = FT_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_PROGRESS:
      self->progress = g_value_dup_object (value);
      break;
    case PROP_PRESENTATION:
      if (ft_value_set_boolean (&self->presentation, value))
        {
          set_presentation_layout (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_practice_page_class_init (FtPracticePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ft_practice_page_constructed;
  object_class->dispose = ft_practice_page_dispose;
  object_class->get_property = ft_practice_page_get_property;
  object_class->set_property = ft_practice_page_set_property;

  ft_page_class_install_settings (object_class, PROP_SETTINGS, PROP_PRESENTATION);
  g_object_class_install_property (object_class, PROP_PROGRESS,
                                   g_param_spec_object ("progress", NULL, NULL, FT_TYPE_PROGRESS_STORE,
                                                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                        G_PARAM_STATIC_STRINGS));

  widget_class->grab_focus = ft_practice_page_grab_focus;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-practice-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, stack);
  gtk_widget_class_bind_template_child_full (widget_class, "skills_clamp", FALSE,
                                             G_STRUCT_OFFSET (FtPracticePage, clamps[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "exercise_clamp", FALSE,
                                             G_STRUCT_OFFSET (FtPracticePage, clamps[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "summary_clamp", FALSE,
                                             G_STRUCT_OFFSET (FtPracticePage, clamps[2]));
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, skills_list);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, next_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, session_button);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, placement_button);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, class_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, code_entry);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, exercise_body);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, exercise_main);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, exercise_side);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, counter_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, skill_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, question_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, view_slot);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, helpers_button);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, answer_row);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, answer_entry);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, check_button);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, next_button);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, worked_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, FtPracticePage, summary_box);
  /* Not kept, but named alone (ft_practice_page_init()). */
  gtk_widget_class_bind_template_child_full (widget_class, "set_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "back_button", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, ft_practice_page_start_session);
  gtk_widget_class_bind_template_callback (widget_class, ft_practice_page_start_placement);
  gtk_widget_class_bind_template_callback (widget_class, code_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, helpers_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_key_cb);
  gtk_widget_class_bind_template_callback (widget_class, check_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_skills);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "practicepage");
}

static void
ft_practice_page_init (FtPracticePage *self)
{
  const char *named[] = { "session_button", "placement_button", "code_entry", "set_button",
                          "helpers_button", "answer_entry", "check_button", "next_button",
                          "back_button" };

  ft_pr_learner_init (&self->learner);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each is said by its accessible name alone, not the name and then its label. */
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (gtk_widget_get_template_child (GTK_WIDGET (self),
                                                                                  FT_TYPE_PRACTICE_PAGE,
                                                                                  named[i])),
                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  /* A number answer by touch: the keypad writes into the field. */
  self->keypad = ft_practice_keypad_new (GTK_EDITABLE (self->answer_entry));
  gtk_box_insert_child_after (GTK_BOX (self->exercise_main), self->keypad, self->answer_row);
}
