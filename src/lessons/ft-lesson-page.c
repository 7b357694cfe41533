/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-bit-row.h"
#include "ft-equation-keys.h"
#include "ft-wrap-box.h"
#include "ft-lesson-page.h"
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
 */

struct _FtLessonPage
{
  GtkWidget   parent_instance;

  FtLesson   *lesson;
  guint       step;
  GArray     *completed;   /* gboolean per step */
  gboolean    presentation;

  GtkWidget  *scroller;
  GtkWidget  *clamp;
  GtkWidget  *nav_clamp;
  GtkWidget  *key_help;
  GtkWidget  *stack;
  GtkWidget  *title_label;
  GtkWidget  *step_label;
  GtkWidget  *skills_label;  /* the first step's "Skills it trains: …" */
  GtkWidget  *progress;
  GtkWidget  *body;
  GtkWidget  *blocks_box;
  GtkWidget  *side_box;
  GtkWidget  *examples_box;
  GtkWidget  *exercise_box;
  GtkWidget  *prompt_label;
  GtkWidget  *answer_box;
  GtkWidget  *check_button;
  GtkWidget  *feedback_label;
  GtkWidget  *previous_button;
  GtkWidget  *next_button;
  GtkWidget  *done_page;
  GtkWidget  *practise_button;

  /* The current exercise's answer widget. */
  GtkWidget  *answer_bits;
  GtkWidget  *answer_entry;
  GPtrArray  *answer_options;
  GPtrArray  *fix_tiles;     /* fix-equation: the line's tile buttons */
  guint       fix_selected;  /* the tile the replacement keys go to */
  int         fix_position;  /* the tile changed, or -1 */
  FtEqTile    fix_tile;      /* what it was changed to */
  guint       wrong_tries;   /* on this step, since it was shown */
};

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

static const char *
operator_word (FtFbOp op)
{
  switch (op)
    {
    case FT_FB_OP_OR:
    case FT_FB_OP_MASK_OR:
      return "OR";
    case FT_FB_OP_AND:
    case FT_FB_OP_MASK_AND:
      return "AND";
    case FT_FB_OP_XOR:
    case FT_FB_OP_MASK_XOR:
      return "XOR";
    case FT_FB_OP_NOT:
      return "NOT";
    default:
      return NULL;
    }
}

/* A truth table as lines "1 XOR 0 = 1": each line is one label, so a
 * screen reader reads a whole row at a time. */
static GtkWidget *
truth_table (FtFbOp op)
{
  const char *word = operator_word (op);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *caption = NULL;

  gtk_widget_add_css_class (box, "ft-truth-table");
  gtk_widget_set_halign (box, GTK_ALIGN_START);

  if (word == NULL)
    return box;

  /* Translators: "Truth table of XOR" */
  caption = g_strdup_printf (_("Truth table of %s"), word);
  gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (caption, "heading"));

  if (op == FT_FB_OP_NOT)
    {
      gtk_box_append (GTK_BOX (box), ft_wrapped_label_new ("NOT 0 = 1", "ft-mono"));
      gtk_box_append (GTK_BOX (box), ft_wrapped_label_new ("NOT 1 = 0", "ft-mono"));
    }
  else
    for (guint a = 0; a < 2; a++)
      for (guint b = 0; b < 2; b++)
        {
          g_autofree char *line = g_strdup_printf ("%u %s %u = %u", a, word, b,
                                                   ft_fb_apply (op, a, b) & 1);

          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (line, "ft-mono"));
        }

  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, caption,
                                  -1);
  return box;
}

static const char *
operand_name (FtFbOp op)
{
  switch (ft_fb_op_operand_kind (op))
    {
    case FT_FB_OPERAND_HEX:
      return _("HEX card");
    case FT_FB_OPERAND_MASK:
      return _("mask");
    case FT_FB_OPERAND_CHOSEN:
      return _("chosen bit");
    case FT_FB_OPERAND_NONE:
    default:
      return NULL;
    }
}

/* One row of an operation: a caption, then the bits.  With @wrap (not
 * on a projector, which is wide) the bits go under their caption in a
 * phone's width. */
static GtkWidget *
captioned_row (const char *caption,
               GtkWidget  *row,
               gboolean    wrap)
{
  GtkWidget *box = wrap ? ft_wrap_box_new (12, 4) : gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (caption);

  gtk_widget_add_css_class (label, "ft-row-caption");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_width_chars (GTK_LABEL (label), 12);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  if (wrap)
    {
      ft_wrap_box_set_centered (FT_WRAP_BOX (box), TRUE);
      ft_wrap_box_append (FT_WRAP_BOX (box), label);
      ft_wrap_box_append (FT_WRAP_BOX (box), row);
    }
  else
    {
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), row);
    }
  return box;
}

/* The operands of an operation as read-only bit rows with their names,
 * and the card between them: MEMORY, then "XOR", then the HEX card. */
static void
append_operands (GtkWidget *box,
                 FtFbOp     op,
                 guint8     a,
                 guint8     b,
                 gboolean   wrap)
{
  GtkWidget *memory = ft_bit_row_new (_("memory"), FT_FB_BITS, FALSE);
  GtkWidget *op_label = ft_wrapped_label_new (ft_fb_op_name (op), "ft-op-name");

  ft_bit_row_set_value (FT_BIT_ROW (memory), a);
  gtk_label_set_xalign (GTK_LABEL (op_label), 0.5);
  gtk_box_append (GTK_BOX (box), captioned_row (_("MEMORY"), memory, wrap));
  gtk_box_append (GTK_BOX (box), op_label);

  if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_NONE)
    {
      const char *name = operand_name (op);
      GtkWidget *operand = ft_bit_row_new (name, FT_FB_BITS, FALSE);
      g_autofree char *caption = g_utf8_strup (name, -1);

      ft_bit_row_set_value (FT_BIT_ROW (operand), b);
      gtk_box_append (GTK_BOX (box), captioned_row (caption, operand, wrap));
    }
}

static GtkWidget *
equals_sign (void)
{
  GtkWidget *label = ft_wrapped_label_new ("=", "ft-op-name");

  gtk_label_set_xalign (GTK_LABEL (label), 0.5);
  return label;
}

static GtkWidget *
worked_example (FtFbOp   op,
                guint8   a,
                guint8   b,
                gboolean wrap)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *result = ft_bit_row_new (_("result"), FT_FB_BITS, FALSE);
  g_autofree char *steps = ft_fb_explain_step (op, a, b);

  gtk_widget_add_css_class (box, "ft-example");
  gtk_widget_add_css_class (box, "card");
  append_operands (box, op, a, b, wrap);
  ft_bit_row_set_value (FT_BIT_ROW (result), ft_fb_apply (op, a, b));
  gtk_box_append (GTK_BOX (box), equals_sign ());
  gtk_box_append (GTK_BOX (box), captioned_row (_("RESULT"), result, wrap));
  gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (steps, "ft-mono"));
  return box;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)))
    gtk_box_remove (GTK_BOX (box), child);
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Lesson progress"),
                                  -1);

  /* A step with nothing to answer may always be left: it is done when
   * the learner goes on from it. */
  gtk_widget_set_sensitive (self->previous_button, self->step > 0);
  gtk_widget_set_sensitive (self->next_button, done || current_step (self)->exercise == NULL);
  set_button_label (self->next_button, self->step + 1 == n ? _("_Finish") : _("_Next"));
  update_skills_line (self);
}

static void complete_current_step (FtLessonPage *self);

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
  if (self->answer_bits)
    {
      ft_bit_row_focus_bit (FT_BIT_ROW (self->answer_bits),
                            ft_bit_row_get_width (FT_BIT_ROW (self->answer_bits)) - 1);
      return TRUE;
    }
  if (self->answer_entry)
    return gtk_widget_grab_focus (self->answer_entry);
  if (self->answer_options && self->answer_options->len)
    return gtk_widget_grab_focus (self->answer_options->pdata[0]);
  if (self->fix_tiles && self->fix_tiles->len)
    return gtk_widget_grab_focus (self->fix_tiles->pdata[0]);
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

static gboolean
option_key_pressed_cb (FtLessonPage          *self,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       GtkEventControllerKey *controller)
{
  GtkWidget *option = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index;

  if (!g_ptr_array_find (self->answer_options, option, &index))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      /* Return on an option chooses it and checks at once. */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (option), TRUE);
      ft_lesson_page_check (self);
      return TRUE;

    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      /* The arrows move between the options, as in any radio group. */
      if (index + 1 < self->answer_options->len)
        gtk_widget_grab_focus (self->answer_options->pdata[index + 1]);
      return TRUE;

    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (index > 0)
        gtk_widget_grab_focus (self->answer_options->pdata[index - 1]);
      return TRUE;

    default:
      return FALSE;
    }
}

/* --- Fix an equation: one tile changed (scrabble R11-R17) --------------- */

static void
fix_refresh (FtLessonPage *self)
{
  const FtLessonExercise *ex = current_step (self)->exercise;

  for (guint i = 0; i < self->fix_tiles->len; i++)
    {
      GtkWidget *button = self->fix_tiles->pdata[i];
      gboolean changed = (int) i == self->fix_position;
      FtEqTile tile = changed ? self->fix_tile : ex->tiles[i];
      g_autofree char *name = NULL;

      gtk_button_set_label (GTK_BUTTON (button), ft_eq_tile_symbol (tile));
      if (changed)
        {
          gtk_widget_add_css_class (button, "changed");
          /* Translators: "Tile 3 of 7: 0, changed from 1" */
          name = g_strdup_printf (_("Tile %u of %u: %s, changed from %s"), i + 1, ex->n_tiles,
                                  ft_eq_tile_symbol (tile), ft_eq_tile_symbol (ex->tiles[i]));
        }
      else
        {
          gtk_widget_remove_css_class (button, "changed");
          /* Translators: "Tile 3 of 7: 1" */
          name = g_strdup_printf (_("Tile %u of %u: %s"), i + 1, ex->n_tiles, ft_eq_tile_symbol (tile));
        }
      if (FT_EQ_TILE_IS_DIGIT (tile))
        gtk_widget_remove_css_class (button, "operator");
      else
        gtk_widget_add_css_class (button, "operator");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
}

/* Only one tile may change: changing another puts the first one back. */
static void
fix_set (FtLessonPage *self,
         guint         position,
         FtEqTile      tile)
{
  const FtLessonExercise *ex = current_step (self)->exercise;
  g_autofree char *said = NULL;

  if (position >= ex->n_tiles)
    return;
  if (tile == ex->tiles[position])
    {
      if (self->fix_position == (int) position)
        self->fix_position = -1;
      /* Translators: "Tile 3 is 1 again." */
      said = g_strdup_printf (_("Tile %u is %s again."), position + 1, ft_eq_tile_symbol (tile));
    }
  else
    {
      self->fix_position = position;
      self->fix_tile = tile;
      /* Translators: "Tile 3 is now 0 instead of 1." */
      said = g_strdup_printf (_("Tile %u is now %s instead of %s."), position + 1,
                              ft_eq_tile_symbol (tile), ft_eq_tile_symbol (ex->tiles[position]));
    }
  fix_refresh (self);
  set_feedback (self, NULL, FALSE);
  ft_announce (GTK_WIDGET (self), said);
}

static void
fix_focus_cb (GtkEventControllerFocus *controller,
              FtLessonPage            *self)
{
  GtkWidget *tile = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index;

  if (g_ptr_array_find (self->fix_tiles, tile, &index))
    self->fix_selected = index;
}

static gboolean
fix_key_pressed_cb (FtLessonPage          *self,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GtkEventControllerKey *controller)
{
  const FtLessonExercise *ex = current_step (self)->exercise;
  guint n = self->fix_tiles->len, target = self->fix_selected;
  FtEqTile tile;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (ft_equation_tile_for_keyval (keyval, &tile))
    {
      fix_set (self, self->fix_selected, tile);
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      target = self->fix_selected > 0 ? self->fix_selected - 1 : 0;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      target = MIN (self->fix_selected + 1, n - 1);
      break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      target = 0;
      break;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      target = n - 1;
      break;
    case GDK_KEY_BackSpace: case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      fix_set (self, self->fix_selected, ex->tiles[self->fix_selected]);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      ft_lesson_page_check (self);
      return TRUE;
    default:
      return FALSE;
    }

  gtk_widget_grab_focus (self->fix_tiles->pdata[target]);
  return TRUE;
}

static void
fix_palette_clicked_cb (GtkButton    *button,
                        FtLessonPage *self)
{
  fix_set (self, self->fix_selected, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile")));
  gtk_widget_grab_focus (self->fix_tiles->pdata[self->fix_selected]);
}

static void
build_fix_equation (FtLessonPage           *self,
                    const FtLessonExercise *ex)
{
  /* The line and the palette break onto more lines in a phone's width. */
  GtkWidget *line = ft_wrap_box_new (4, 4);
  GtkWidget *palette = ft_wrap_box_new (6, 6);

  self->fix_tiles = g_ptr_array_new ();
  self->fix_selected = 0;
  self->fix_position = -1;
  ft_wrap_box_set_centered (FT_WRAP_BOX (line), TRUE);
  ft_wrap_box_set_centered (FT_WRAP_BOX (palette), TRUE);

  for (guint i = 0; i < ex->n_tiles; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkEventController *keys = gtk_event_controller_key_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_widget_add_css_class (button, "ft-eq-tile");
      gtk_widget_add_css_class (button, "ft-eq-fix-tile");
      /* Capture: the tile's keys come before the button's own Return. */
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (fix_key_pressed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect (focus, "enter", G_CALLBACK (fix_focus_cb), self);
      gtk_widget_add_controller (button, keys);
      gtk_widget_add_controller (button, focus);
      g_ptr_array_add (self->fix_tiles, button);
      ft_wrap_box_append (FT_WRAP_BOX (line), button);
    }
  fix_refresh (self);

  for (FtEqTile t = 0; t < FT_EQ_N_TILES; t++)
    {
      GtkWidget *button = ft_equation_palette_button_new (t);

      /* A click puts the chosen tile's replacement in; the focus stays
       * on the line. */
      gtk_widget_set_focusable (button, FALSE);
      gtk_widget_set_focus_on_click (button, FALSE);
      g_signal_connect (button, "clicked", G_CALLBACK (fix_palette_clicked_cb), self);
      ft_wrap_box_append (FT_WRAP_BOX (palette), button);
    }

  gtk_box_append (GTK_BOX (self->answer_box), line);
  gtk_box_append (GTK_BOX (self->answer_box), palette);
  self->key_help = ft_wrapped_label_new (_("Left and Right pick a tile; type the tile it should be "
                                "(0 1 + - = as themselves, x for ×, / for ÷, a AND, o OR, "
                                "Shift+X XOR, n NOT) or click one below; Backspace puts it back; "
                                "Return checks."),
                              "dim-label");
  gtk_widget_set_visible (self->key_help, !self->presentation);
  gtk_box_append (GTK_BOX (self->answer_box), self->key_help);
}

static void
build_exercise (FtLessonPage           *self,
                const FtLessonExercise *ex)
{
  clear_box (self->answer_box);
  self->answer_bits = NULL;
  self->answer_entry = NULL;
  self->key_help = NULL;
  g_clear_pointer (&self->answer_options, g_ptr_array_unref);
  g_clear_pointer (&self->fix_tiles, g_ptr_array_unref);

  gtk_widget_set_visible (self->exercise_box, ex != NULL);
  if (ex == NULL)
    return;

  gtk_label_set_text (GTK_LABEL (self->prompt_label), ex->prompt);

  switch (ex->kind)
    {
    case FT_EXERCISE_BITS:
      if (ex->has_op)
        {
          append_operands (self->answer_box, ex->op, ex->a, ex->b, !self->presentation);
          gtk_box_append (GTK_BOX (self->answer_box), equals_sign ());
        }
      self->answer_bits = ft_bit_row_new (_("your answer"), ex->width, TRUE);
      ft_bit_row_set_show_places (FT_BIT_ROW (self->answer_bits), ex->show_places);
      g_signal_connect_object (self->answer_bits, "submit", G_CALLBACK (submit_cb), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (self->answer_box),
                      ex->has_op ? captioned_row (_("RESULT"), self->answer_bits, !self->presentation)
                                  : self->answer_bits);
      self->key_help = ft_wrapped_label_new (_("Space or a click flips a bit; 0 and 1 set it; Return checks."),
                                  "dim-label");
      gtk_widget_set_visible (self->key_help, !self->presentation);
      gtk_box_append (GTK_BOX (self->answer_box), self->key_help);
      break;

    case FT_EXERCISE_CHOICE:
      {
        GtkCheckButton *group = NULL;

        self->answer_options = g_ptr_array_new ();
        for (guint i = 0; i < ex->options->len; i++)
          {
            FtLessonOption *option = ex->options->pdata[i];
            GtkWidget *button = gtk_check_button_new_with_label (option->label);
            GtkEventController *keys = gtk_event_controller_key_new ();

            /* A long choice wraps rather than widening the page. */
            for (GtkWidget *child = gtk_widget_get_first_child (button); child;
                 child = gtk_widget_get_next_sibling (child))
              if (GTK_IS_LABEL (child))
                {
                  gtk_label_set_wrap (GTK_LABEL (child), TRUE);
                  gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
                  gtk_label_set_xalign (GTK_LABEL (child), 0);
                }

            gtk_widget_add_css_class (button, "ft-option");
            if (group)
              gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
            else
              group = GTK_CHECK_BUTTON (button);
            g_signal_connect_object (keys, "key-pressed", G_CALLBACK (option_key_pressed_cb),
                                     self, G_CONNECT_SWAPPED);
            gtk_widget_add_controller (button, keys);
            g_ptr_array_add (self->answer_options, button);
            gtk_box_append (GTK_BOX (self->answer_box), button);
          }
      }
      break;

    case FT_EXERCISE_NUMBER:
      {
        const char *placeholder = ex->base == 16 ? _("A hexadecimal digit or number")
                                : ex->base == 2 ? _("A binary number")
                                : _("A decimal number");

        self->answer_entry = gtk_entry_new ();
        gtk_entry_set_placeholder_text (GTK_ENTRY (self->answer_entry), placeholder);
        gtk_widget_add_css_class (self->answer_entry, "ft-mono");
        gtk_widget_set_halign (self->answer_entry, GTK_ALIGN_START);
        gtk_editable_set_width_chars (GTK_EDITABLE (self->answer_entry), 12);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->answer_entry),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, ex->prompt,
                                        -1);
        g_signal_connect_object (self->answer_entry, "activate", G_CALLBACK (submit_cb), self,
                                 G_CONNECT_SWAPPED);
        gtk_box_append (GTK_BOX (self->answer_box), self->answer_entry);
      }
      break;

    case FT_EXERCISE_FIX_EQUATION:
      build_fix_equation (self, ex);
      break;

    case FT_EXERCISE_NONE:
    default:
      g_assert_not_reached ();
    }
}

/* The step's explanation.  On a projector the worked examples go beside
 * the text, with the exercise, so that the step is seen whole; elsewhere
 * everything reads from top to bottom in the lesson's order. */
static void
fill_blocks (FtLessonPage *self)
{
  const FtLessonStep *step = current_step (self);

  clear_box (self->blocks_box);
  clear_box (self->examples_box);

  for (guint i = 0; i < step->blocks->len; i++)
    {
      const FtLessonBlock *block = step->blocks->pdata[i];
      GtkWidget *box = self->blocks_box;
      GtkWidget *widget;

      switch (block->kind)
        {
        case FT_LESSON_BLOCK_TEXT:
          widget = ft_wrapped_label_new (block->text, "ft-lesson-text");
          break;
        case FT_LESSON_BLOCK_TABLE:
          widget = truth_table (block->op);
          break;
        case FT_LESSON_BLOCK_EXAMPLE:
          widget = worked_example (block->op, block->a, block->b, !self->presentation);
          if (self->presentation)
            box = self->examples_box;
          break;
        default:
          g_assert_not_reached ();
        }
      gtk_box_append (GTK_BOX (box), widget);
    }

  /* An empty column would leave the other one half the width for nothing. */
  gtk_widget_set_visible (self->blocks_box, gtk_widget_get_first_child (self->blocks_box) != NULL);
  gtk_widget_set_visible (self->examples_box, gtk_widget_get_first_child (self->examples_box) != NULL);
  gtk_widget_set_visible (self->side_box, gtk_widget_get_visible (self->examples_box) ||
                                          gtk_widget_get_visible (self->exercise_box));
}

static void
show_step (FtLessonPage *self)
{
  const FtLessonStep *step = current_step (self);

  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "step");
  build_exercise (self, step->exercise);
  fill_blocks (self);
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
  gboolean correct = FALSE;

  g_return_val_if_fail (FT_IS_LESSON_PAGE (self), FALSE);

  ex = current_step (self)->exercise;
  if (ex == NULL)
    return TRUE;

  switch (ex->kind)
    {
    case FT_EXERCISE_BITS:
      correct = ft_lesson_exercise_check_bits (ex, ft_bit_row_get_value (FT_BIT_ROW (self->answer_bits)),
                                               &feedback);
      break;
    case FT_EXERCISE_CHOICE:
      {
        guint chosen = G_MAXUINT;

        for (guint i = 0; i < self->answer_options->len; i++)
          if (gtk_check_button_get_active (self->answer_options->pdata[i]))
            chosen = i;
        correct = ft_lesson_exercise_check_choice (ex, chosen, &feedback);
        if (chosen == G_MAXUINT)
          {
            /* Nothing chosen is no answer: say so without counting it. */
            set_feedback (self, feedback, FALSE);
            ft_announce (GTK_WIDGET (self), feedback);
            return FALSE;
          }
      }
      break;
    case FT_EXERCISE_NUMBER:
      correct = ft_lesson_exercise_check_number (ex, gtk_editable_get_text (GTK_EDITABLE (self->answer_entry)),
                                                 &feedback);
      break;
    case FT_EXERCISE_FIX_EQUATION:
      correct = ft_lesson_exercise_check_fix (ex, self->fix_position < 0 ? G_MAXUINT : (guint) self->fix_position,
                                              self->fix_tile, &feedback);
      if (self->fix_position < 0)
        {
          /* No tile changed is no answer: say so without counting it. */
          set_feedback (self, feedback, FALSE);
          ft_announce (GTK_WIDGET (self), feedback);
          return FALSE;
        }
      break;
    case FT_EXERCISE_NONE:
    default:
      g_assert_not_reached ();
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
  else if (ex->kind == FT_EXERCISE_BITS)
    {
      /* A new try starts from the first (leftmost) bit, as the first try
       * did, so the digits typed next fill the row from the left. */
      FtBitRow *bits = FT_BIT_ROW (self->answer_bits);

      ft_bit_row_focus_bit (bits, ft_bit_row_get_width (bits) - 1);
    }

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
again_clicked_cb (FtLessonPage *self)
{
  ft_lesson_page_set_step (self, 0);
}

/* On a projector the screen is wide and short: the explanation and the
 * exercise go side by side, in the whole width, so that a step is seen
 * whole without scrolling. */
static void
set_layout (FtLessonPage *self)
{
  gboolean wide = self->presentation;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->body),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->body), wide ? 36 : 18);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), wide ? 1600 : 760);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->nav_clamp), wide ? 1600 : 760);
  if (self->lesson)
    fill_blocks (self);
}

static GtkWidget *
build_ui (FtLessonPage *self)
{
  GtkWidget *step_page, *content, *header, *nav, *nav_clamp, *again, *done_box;

  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  self->clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), 760);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->clamp), 600);
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_add_css_class (content, "ft-lesson");
  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);

  header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->title_label = ft_wrapped_label_new (NULL, "title-1");
  self->step_label = ft_wrapped_label_new (NULL, "dim-label");
  self->progress = gtk_progress_bar_new ();
  gtk_widget_add_css_class (self->progress, "ft-secondary");
  gtk_box_append (GTK_BOX (header), self->title_label);
  gtk_box_append (GTK_BOX (header), self->step_label);
  self->skills_label = ft_wrapped_label_new (NULL, "dim-label");
  gtk_widget_set_visible (self->skills_label, FALSE);
  gtk_box_append (GTK_BOX (header), self->skills_label);
  gtk_box_append (GTK_BOX (header), self->progress);
  gtk_box_append (GTK_BOX (content), header);

  /* The explanation, then the exercise: one above the other, or side by
   * side on a projector's wide and short screen (see set_layout()). */
  self->body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_box_append (GTK_BOX (content), self->body);
  self->blocks_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_hexpand (self->blocks_box, TRUE);
  gtk_box_append (GTK_BOX (self->body), self->blocks_box);
  self->side_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_hexpand (self->side_box, TRUE);
  gtk_box_append (GTK_BOX (self->body), self->side_box);
  self->examples_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->side_box), self->examples_box);

  self->exercise_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_add_css_class (self->exercise_box, "ft-exercise");
  gtk_widget_add_css_class (self->exercise_box, "card");
  self->prompt_label = ft_wrapped_label_new (NULL, "ft-prompt");
  self->answer_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  self->check_button = mnemonic_button (_("_Check"));
  gtk_widget_add_css_class (self->check_button, "suggested-action");
  gtk_widget_add_css_class (self->check_button, "pill");
  gtk_widget_set_halign (self->check_button, GTK_ALIGN_START);
  g_signal_connect_object (self->check_button, "clicked", G_CALLBACK (check_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  self->feedback_label = ft_wrapped_label_new (NULL, "ft-feedback");
  gtk_box_append (GTK_BOX (self->exercise_box), self->prompt_label);
  gtk_box_append (GTK_BOX (self->exercise_box), self->answer_box);
  gtk_box_append (GTK_BOX (self->exercise_box), self->check_button);
  gtk_box_append (GTK_BOX (self->exercise_box), self->feedback_label);
  gtk_box_append (GTK_BOX (self->side_box), self->exercise_box);

  /* Previous and Next stay below the scrolled step, so that they are in
   * view however long the step is. */
  nav = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (nav, 12);
  gtk_widget_set_margin_bottom (nav, 12);
  gtk_widget_set_margin_start (nav, 18);
  gtk_widget_set_margin_end (nav, 18);
  self->previous_button = mnemonic_button (_("_Previous"));
  self->next_button = mnemonic_button (_("_Next"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_hexpand (self->next_button, TRUE);
  gtk_widget_set_halign (self->next_button, GTK_ALIGN_END);
  g_signal_connect_object (self->previous_button, "clicked", G_CALLBACK (previous_clicked_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (nav), self->previous_button);
  gtk_box_append (GTK_BOX (nav), self->next_button);
  self->nav_clamp = nav_clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (nav_clamp), 760);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (nav_clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (nav_clamp), nav);

  adw_clamp_set_child (ADW_CLAMP (self->clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->clamp);
  step_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (step_page), self->scroller);
  gtk_box_append (GTK_BOX (step_page), nav_clamp);
  gtk_stack_add_named (GTK_STACK (self->stack), step_page, "step");

  self->done_page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->done_page), "emblem-ok-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (self->done_page), _("Lesson Complete"));
  /* "Practise this" first, so that it is the next stop: ten generated
   * exercises on the skills the lesson trained (::practise). */
  done_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_halign (done_box, GTK_ALIGN_CENTER);
  self->practise_button = mnemonic_button (_("_Practise This"));
  gtk_widget_add_css_class (self->practise_button, "pill");
  gtk_widget_add_css_class (self->practise_button, "suggested-action");
  g_signal_connect_object (self->practise_button, "clicked", G_CALLBACK (practise_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (done_box), self->practise_button);
  again = mnemonic_button (_("_Start Again"));
  gtk_widget_add_css_class (again, "pill");
  g_signal_connect_object (again, "clicked", G_CALLBACK (again_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (done_box), again);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->done_page), done_box);
  gtk_stack_add_named (GTK_STACK (self->stack), self->done_page, "done");

  return self->stack;
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

    gtk_widget_set_visible (self->practise_button,
                            ft_pr_skills_for_lesson (ft_lesson_get_id (lesson), skills) > 0);
  }
  gtk_label_set_text (GTK_LABEL (self->title_label), ft_lesson_get_title (lesson));
  show_step (self);
}

static void
ft_lesson_page_dispose (GObject *object)
{
  FtLessonPage *self = FT_LESSON_PAGE (object);

  g_clear_pointer (&self->stack, gtk_widget_unparent);
  g_clear_pointer (&self->answer_options, g_ptr_array_unref);
  g_clear_pointer (&self->fix_tiles, g_ptr_array_unref);
  g_clear_object (&self->lesson);

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
          if (self->key_help)
            gtk_widget_set_visible (self->key_help, !self->presentation);
          set_layout (self);
          update_skills_line (self);
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

  widget_class->grab_focus = ft_lesson_page_grab_focus;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessonpage");
}

static void
ft_lesson_page_init (FtLessonPage *self)
{
  self->completed = g_array_new (FALSE, TRUE, sizeof (gboolean));
  gtk_widget_set_parent (build_ui (self), GTK_WIDGET (self));
}

GtkWidget *
ft_lesson_page_new (FtLesson *lesson)
{
  return g_object_new (FT_TYPE_LESSON_PAGE, "lesson", lesson, NULL);
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
