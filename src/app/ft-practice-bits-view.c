/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-bit-row.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * FtPracticeBitsView: the numbers of a bits question as bit rows, one
 * over the other and lined up by column as on paper, with the operation
 * beside the last one (XOR, +); under a rule, the answer as a row of bits
 * the learner toggles (Space or a click, 0 and 1 as keys, Return to
 * check).  A question with a decimal or HEX answer has no answer row: the
 * learner types it.  The helper shows the place values over the columns.
 */

#define FT_TYPE_PRACTICE_BITS_VIEW (ft_practice_bits_view_get_type ())
G_DECLARE_FINAL_TYPE (FtPracticeBitsView, ft_practice_bits_view, FT, PRACTICE_BITS_VIEW, GtkWidget)

struct _FtPracticeBitsView
{
  GtkWidget  parent_instance;

  GtkWidget *grid;
  GPtrArray *rows;     /* every FtBitRow, the answer last */
  GtkWidget *answer;   /* the answer row, or NULL */
  gboolean   touched;  /* the learner set the answer row */
  gboolean   syncing;
  GtkWidget *first_choice;  /* Yes, for a yes/no skill (overflow), or NULL */
  const char *choice;       /* the button pressed: "yes", "no", or NULL */
};

static void ft_practice_bits_view_iface_init (FtPracticeViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtPracticeBitsView, ft_practice_bits_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PRACTICE_VIEW, ft_practice_bits_view_iface_init))

static char *
get_answer (FtPracticeView *view)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (view);
  guint value, width;
  GString *s;

  if (self->first_choice != NULL)
    return g_strdup (self->choice);
  if (self->answer == NULL || !self->touched)
    return NULL;
  value = ft_bit_row_get_value (FT_BIT_ROW (self->answer));
  width = ft_bit_row_get_width (FT_BIT_ROW (self->answer));
  s = g_string_new (NULL);
  for (int i = width - 1; i >= 0; i--)
    g_string_append_c (s, (value >> i) & 1 ? '1' : '0');
  return g_string_free (s, FALSE);
}

/* Typed bits appear on the answer row as they are typed. */
static void
show_typed (FtPracticeView *view,
            const char     *text)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (view);
  g_autofree char *t = g_strstrip (g_strdup (text ? text : ""));
  guint width, value = 0;
  gsize len = strlen (t);

  if (self->answer == NULL || self->syncing)
    return;
  width = ft_bit_row_get_width (FT_BIT_ROW (self->answer));
  if (len > width || strspn (t, "01") != len)
    return;
  for (gsize i = 0; i < len; i++)
    value = value << 1 | (t[i] == '1');
  self->syncing = TRUE;
  ft_bit_row_set_value (FT_BIT_ROW (self->answer), value);
  self->syncing = FALSE;
  self->touched = len > 0;
}

static void
show_helper (FtPracticeView *view,
             gboolean        shown)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (view);

  /* Over the top row only: the columns carry them down. */
  if (self->rows->len > 0)
    ft_bit_row_set_show_places (g_ptr_array_index (self->rows, 0), shown);
}

/* On a phone's width, smaller bits: eleven of a product still fit 360 px. */
static void
narrow_cb (GtkWidget *widget,
           gboolean   narrow)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (widget);

  for (guint i = 0; i < self->rows->len; i++)
    {
      if (narrow)
        gtk_widget_add_css_class (g_ptr_array_index (self->rows, i), "ft-compact");
      else
        gtk_widget_remove_css_class (g_ptr_array_index (self->rows, i), "ft-compact");
    }
}

/* A yes/no skill is answered with its buttons only, as on the other
 * views (a typed "yes" is no answer a learner should have to spell). */
static gboolean
takes_typing (FtPracticeView *view)
{
  return FT_PRACTICE_BITS_VIEW (view)->first_choice == NULL;
}

static void
ft_practice_bits_view_iface_init (FtPracticeViewInterface *iface)
{
  iface->get_answer = get_answer;
  iface->takes_typing = takes_typing;
  iface->show_typed = show_typed;
  iface->show_helper = show_helper;
}

static void
answer_changed_cb (FtPracticeBitsView *self)
{
  if (self->syncing)
    return;
  self->touched = TRUE;
  self->syncing = TRUE;
  ft_practice_view_changed (FT_PRACTICE_VIEW (self));
  self->syncing = FALSE;
}

static void
answer_submit_cb (FtPracticeBitsView *self)
{
  self->touched = TRUE;
  ft_practice_view_submit (FT_PRACTICE_VIEW (self));
}

static void
ft_practice_bits_view_dispose (GObject *object)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (ft_practice_bits_view_parent_class)->dispose (object);
}

static gboolean
ft_practice_bits_view_grab_focus (GtkWidget *widget)
{
  FtPracticeBitsView *self = FT_PRACTICE_BITS_VIEW (widget);

  if (self->first_choice != NULL)
    return gtk_widget_grab_focus (self->first_choice);
  if (self->answer != NULL)
    {
      ft_bit_row_focus_bit (FT_BIT_ROW (self->answer), ft_bit_row_get_width (FT_BIT_ROW (self->answer)) - 1);
      return TRUE;
    }
  return self->rows->len > 0 && gtk_widget_grab_focus (g_ptr_array_index (self->rows, 0));
}

static void
ft_practice_bits_view_class_init (FtPracticeBitsViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_practice_bits_view_dispose;
  widget_class->grab_focus = ft_practice_bits_view_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_practice_bits_view_init (FtPracticeBitsView *self)
{
  self->rows = g_ptr_array_new ();
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 12);
  gtk_widget_set_halign (self->grid, GTK_ALIGN_START);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  ft_widget_follow_width (GTK_WIDGET (self), 600, narrow_cb);
}

static void
choice_clicked_cb (GtkButton          *button,
                   FtPracticeBitsView *self)
{
  self->choice = g_object_get_data (G_OBJECT (button), "ft-answer");
  ft_practice_view_changed (FT_PRACTICE_VIEW (self));
  ft_practice_view_submit (FT_PRACTICE_VIEW (self));
}

/* Yes and No under the rows (overflow, the one yes/no skill of bits), as
 * the other yes/no skills answer: by touch, or Tab to one and Space or
 * Return. */
static void
add_choices (FtPracticeBitsView *self,
             guint               line)
{
  static const char *answers[] = { "yes", "no" };
  const char *labels[] = { _("Yes, it overflows"), _("No, it does not") };
  GtkWidget *box = ft_wrap_box_new (12, 12);

  gtk_widget_set_margin_top (box, 12);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      GtkWidget *button = gtk_button_new_with_label (labels[i]);

      gtk_widget_add_css_class (button, "pill");
      ft_widget_set_name (button, labels[i]);
      g_object_set_data (G_OBJECT (button), "ft-answer", (gpointer) answers[i]);
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), self, 0);
      ft_wrap_box_append (FT_WRAP_BOX (box), button);
      if (self->first_choice == NULL)
        self->first_choice = button;
    }
  gtk_grid_attach (GTK_GRID (self->grid), box, 0, line, 2, 1);
}

/* --- Reading the question ------------------------------------------------ */

static gboolean
is_bits (const char *word)
{
  gsize len = strlen (word);

  return len > 0 && len <= FT_BIT_ROW_MAX_WIDTH && strspn (word, "01") == len;
}

/* The sign beside the last number, as the column sums in the lessons show
 * it; the sentence says the operation in words. */
static const char *
operator_sign (const char *word)
{
  static const char *signs[] = { "OR", "AND", "XOR", "+", "-", "×", "÷" };

  for (guint i = 0; i < G_N_ELEMENTS (signs); i++)
    if (g_str_equal (word, signs[i]))
      return g_str_equal (word, "-") ? "−" : word;
  return NULL;
}

static GtkWidget *
add_row (FtPracticeBitsView *self,
         const char         *name,
         guint               width,
         guint               value,
         const char         *sign,
         gboolean            editable)
{
  GtkWidget *row = ft_bit_row_new (name, width, editable);
  guint line = self->rows->len * 2;

  ft_bit_row_set_value (FT_BIT_ROW (row), value);
  gtk_widget_set_halign (row, GTK_ALIGN_END);
  if (sign != NULL)
    {
      GtkWidget *label = ft_plain_label_new (sign, "title-3");

      /* The row's name says what it is; the sign is for the eye. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_grid_attach (GTK_GRID (self->grid), label, 0, line, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (self->grid), row, 1, line, 1, 1);
  g_ptr_array_add (self->rows, row);
  return row;
}

/* The answer row's width: enough for any answer, the same for every
 * question of a level, so that it gives nothing away. */
static guint
answer_width (const FtPrExercise *ex,
              guint               widest,
              const guint        *widths,
              guint               n)
{
  guint width = MAX (widest, ex->width);

  switch (ex->skill)
    {
    case FT_PR_SKILL_ADD:
      width += 1;
      break;
    case FT_PR_SKILL_MUL:
      width = n == 2 ? widths[0] + widths[1] : width * 2;
      break;
    case FT_PR_SKILL_DEC2BIN:
      width = MAX (width, ft_pr_level_width (ex->level));
      break;
    case FT_PR_SKILL_HEX2BIN:
      width = MAX (width, strlen (ex->answer));
      break;
    default:
      break;
    }
  return CLAMP (width, 1, FT_BIT_ROW_MAX_WIDTH);
}

GtkWidget *
ft_practice_bits_view_new (const FtPrExercise *ex)
{
  FtPracticeBitsView *self = g_object_new (FT_TYPE_PRACTICE_BITS_VIEW, NULL);
  const FtPrSkill *info = ft_pr_skill_get (ex->skill);
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  g_autoptr(GString) joined = g_string_new (NULL);
  const char *numbers[4];
  guint widths[4], n = 0, widest = 0, columns;
  const char *sign = NULL;
  int marked = -1;

  /* Bits grouped by four (bin2hex) are one number. */
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (ex->skill == FT_PR_SKILL_BIN2HEX && is_bits (words[i]))
        g_string_append (joined, words[i]);
      else if (is_bits (words[i]) && n < G_N_ELEMENTS (numbers))
        numbers[n++] = words[i];
      else if (operator_sign (words[i]) != NULL)
        sign = operator_sign (words[i]);
      else if ((g_str_equal (words[i], "BIT") || g_str_equal (words[i], "PLACE")) && words[i + 1] != NULL)
        marked = atoi (words[i + 1]);
    }
  if (joined->len > 0)
    numbers[n++] = joined->str;
  for (guint i = 0; i < n; i++)
    {
      widths[i] = strlen (numbers[i]);
      widest = MAX (widest, widths[i]);
    }
  columns = answer_width (ex, widest, widths, n);
  if (info->answer != FT_PR_ANSWER_BINARY)
    columns = MAX (widest, ex->skill == FT_PR_SKILL_PLACE_VALUES ? ex->width : 1);
  if (marked >= 0)
    columns = MAX (columns, (guint) marked + 1);

  for (guint i = 0; i < n; i++)
    {
      /* Translators: the bit rows of a question, named for a screen reader */
      const char *name = n == 1 ? _("the number") : i == 0 ? _("first number") : _("second number");
      GtkWidget *row = add_row (self, name, columns, ft_practice_parse_bits (numbers[i]),
                                i + 1 == n && n > 1 ? sign : NULL, FALSE);

      if (marked >= 0)
        ft_bit_row_set_highlight (FT_BIT_ROW (row), 1u << marked);
    }
  /* Place values: a row of empty places, the one asked about marked. */
  if (n == 0 && marked >= 0)
    {
      g_autofree char *name = g_strdup_printf (_("bit %d, marked"), marked);
      GtkWidget *row = add_row (self, name, columns, 0, NULL, FALSE);

      ft_bit_row_set_highlight (FT_BIT_ROW (row), 1u << marked);
    }

  if (info->answer == FT_PR_ANSWER_BINARY)
    {
      if (self->rows->len > 0)
        gtk_grid_attach (GTK_GRID (self->grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                         1, self->rows->len * 2 - 1 + 0, 1, 1);
      self->answer = add_row (self, _("your answer"), columns, 0, NULL, TRUE);
      g_signal_connect_object (self->answer, "notify::value", G_CALLBACK (answer_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->answer, "submit", G_CALLBACK (answer_submit_cb), self, G_CONNECT_SWAPPED);
    }
  else if (info->answer == FT_PR_ANSWER_YES_NO)
    add_choices (self, self->rows->len * 2);
  return GTK_WIDGET (self);
}
