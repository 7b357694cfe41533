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

static GParamSpec *properties[N_PROPS];

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
session_clicked_cb (FtPracticePage *self)
{
  ft_practice_page_start_session (self);
}

static void
code_activate_cb (FtPracticePage *self)
{
  const char *code = gtk_editable_get_text (GTK_EDITABLE (self->code_entry));

  if (!ft_practice_page_start_set (self, code))
    ft_announce (GTK_WIDGET (self), _("That is not a set code: eight letters and digits, like ABCD-EFGH."));
}

static void
skills_clicked_cb (FtPracticePage *self)
{
  show_skills (self);
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

static void
ft_practice_page_nothing (FtPage *page)
{
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
  iface->get_title = ft_practice_page_get_title;
  iface->get_help_id = ft_practice_page_get_help_id;
  iface->get_capabilities = ft_practice_page_get_capabilities;
  iface->new_game = ft_practice_page_new_game;
  iface->undo = ft_practice_page_nothing;
  iface->redo = ft_practice_page_nothing;
  iface->hint = ft_practice_page_nothing;
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
  g_clear_pointer (&self->stack, gtk_widget_unparent);
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
      if (self->presentation != g_value_get_boolean (value))
        {
          self->presentation = g_value_get_boolean (value);
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

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, FT_TYPE_PROGRESS_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_SETTINGS, properties[PROP_SETTINGS]);
  g_object_class_install_property (object_class, PROP_PROGRESS, properties[PROP_PROGRESS]);
  g_object_class_override_property (object_class, PROP_PRESENTATION, "presentation");

  widget_class->grab_focus = ft_practice_page_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "practicepage");
}

static GtkWidget *
page_box (GtkWidget  *stack,
          const char *name,
          GtkWidget **clamp)
{
  GtkWidget *box;

  gtk_stack_add_named (GTK_STACK (stack), ft_scrolled_column_new (760, 12, clamp, &box), name);
  return box;
}

static GtkWidget *
named_button (const char *label,
              const char *css_class)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_halign (button, GTK_ALIGN_START);
  if (css_class)
    gtk_widget_add_css_class (button, css_class);
  ft_widget_set_name (button, label);
  return button;
}

static void
ft_practice_page_init (FtPracticePage *self)
{
  GtkWidget *box, *row, *button;
  GtkEventController *keys;

  ft_pr_learner_init (&self->learner);
  self->stack = gtk_stack_new ();
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);

  /* My skills */
  box = page_box (self->stack, "skills", &self->clamps[0]);
  gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (_("My skills"), "title-2"));
  self->next_label = ft_wrapped_label_new (NULL, NULL);
  gtk_box_append (GTK_BOX (box), self->next_label);
  self->session_button = button = named_button (_("Start today's session"), "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  g_signal_connect_object (button, "clicked", G_CALLBACK (session_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), button);
  self->placement_button = button = named_button (_("I know some binary: check my level"), NULL);
  g_signal_connect_object (button, "clicked", G_CALLBACK (ft_practice_page_start_placement), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), button);
  /* On a projector: what the class does, instead of one learner's skills. */
  self->class_label = ft_wrapped_label_new (_("Practise together: read out a set code. Every learner who types it gets the same ten exercises."),
                                            NULL);
  gtk_widget_set_visible (self->class_label, FALSE);
  gtk_box_append (GTK_BOX (box), self->class_label);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->code_entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->code_entry), "ABCD-EFGH");
  /* Nine characters: the row fits a phone's 360 px. */
  gtk_editable_set_width_chars (GTK_EDITABLE (self->code_entry), 9);
  gtk_widget_set_hexpand (self->code_entry, TRUE);
  ft_widget_set_name (self->code_entry, _("Set code from your teacher"));
  g_signal_connect_object (self->code_entry, "activate", G_CALLBACK (code_activate_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (row), gtk_label_new (_("Set code:")));
  gtk_box_append (GTK_BOX (row), self->code_entry);
  button = named_button (_("Start the set"), NULL);
  g_signal_connect_object (button, "clicked", G_CALLBACK (code_activate_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (box), row);

  self->skills_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->skills_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->skills_list, "boxed-list");
  ft_widget_set_name (self->skills_list, _("Skills"));
  gtk_box_append (GTK_BOX (box), self->skills_list);

  /* An exercise: the question, the answer and the feedback in the main
   * column; the helpers and the worked solution move beside it on a
   * projector (set_presentation_layout()). */
  box = page_box (self->stack, "exercise", &self->clamps[1]);
  self->counter_label = ft_wrapped_label_new (NULL, "dim-label");
  self->skill_label = ft_wrapped_label_new (NULL, "heading");
  gtk_box_append (GTK_BOX (box), self->counter_label);
  gtk_box_append (GTK_BOX (box), self->skill_label);
  self->exercise_body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->exercise_main = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->exercise_side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_hexpand (self->exercise_main, TRUE);
  /* The pieces get the room; the sentence wraps beside them. */
  gtk_widget_set_hexpand (self->exercise_side, FALSE);
  gtk_widget_set_size_request (self->exercise_side, 360, -1);
  gtk_widget_set_visible (self->exercise_side, FALSE);
  gtk_box_append (GTK_BOX (self->exercise_body), self->exercise_main);
  gtk_box_append (GTK_BOX (self->exercise_body), self->exercise_side);
  gtk_box_append (GTK_BOX (box), self->exercise_body);
  box = self->exercise_main;
  self->question_label = ft_wrapped_label_new (NULL, "title-2");
  gtk_label_set_selectable (GTK_LABEL (self->question_label), FALSE);
  gtk_box_append (GTK_BOX (box), self->question_label);
  self->view_slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), self->view_slot);
  self->helpers_button = named_button (_("Show the place values"), NULL);
  g_signal_connect_object (self->helpers_button, "clicked", G_CALLBACK (helpers_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), self->helpers_button);
  self->answer_row = row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->answer_entry = gtk_entry_new ();
  gtk_widget_add_css_class (self->answer_entry, "ft-mono");
  gtk_widget_set_hexpand (self->answer_entry, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->answer_entry), 8);
  ft_widget_set_name (self->answer_entry, _("Your answer"));
  g_signal_connect_object (self->answer_entry, "activate", G_CALLBACK (entry_activate_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->answer_entry, "changed", G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (entry_key_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (self->answer_entry, keys);
  gtk_box_append (GTK_BOX (row), self->answer_entry);
  self->check_button = button = named_button (_("Check"), "suggested-action");
  g_signal_connect_object (button, "clicked", G_CALLBACK (check_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (box), row);
  /* A number answer by touch: the keypad writes into the field. */
  self->keypad = ft_practice_keypad_new (GTK_EDITABLE (self->answer_entry));
  gtk_box_append (GTK_BOX (box), self->keypad);
  self->feedback_label = ft_wrapped_label_new (NULL, NULL);
  gtk_box_append (GTK_BOX (box), self->feedback_label);
  self->worked_label = ft_wrapped_label_new (NULL, NULL);
  gtk_box_append (GTK_BOX (box), self->worked_label);
  self->next_button = named_button (_("Next exercise"), "suggested-action");
  g_signal_connect_object (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), self->next_button);

  /* The summary */
  box = page_box (self->stack, "summary", &self->clamps[2]);
  self->summary_label = ft_wrapped_label_new (NULL, "title-2");
  gtk_box_append (GTK_BOX (box), self->summary_label);
  self->summary_box = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->summary_box), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->summary_box, "boxed-list");
  ft_widget_set_name (self->summary_box, _("Levels after the session"));
  gtk_box_append (GTK_BOX (box), self->summary_box);
  button = named_button (_("Back to my skills"), "suggested-action");
  g_signal_connect_object (button, "clicked", G_CALLBACK (skills_clicked_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), button);
}
