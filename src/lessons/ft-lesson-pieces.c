/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-bit-row.h"
#include "ft-lesson-pieces.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

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
GtkWidget *
ft_lesson_truth_table (FtFbOp op)
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
GtkWidget *
ft_lesson_captioned_row (const char *caption,
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
void
ft_lesson_append_operands (GtkWidget *box,
                           FtFbOp     op,
                           guint8     a,
                           guint8     b,
                           gboolean   wrap)
{
  GtkWidget *memory = ft_bit_row_new (_("memory"), FT_FB_BITS, FALSE);
  GtkWidget *op_label = ft_wrapped_label_new (ft_fb_op_name (op), "ft-op-name");

  ft_bit_row_set_value (FT_BIT_ROW (memory), a);
  gtk_label_set_xalign (GTK_LABEL (op_label), 0.5);
  gtk_box_append (GTK_BOX (box), ft_lesson_captioned_row (_("MEMORY"), memory, wrap));
  gtk_box_append (GTK_BOX (box), op_label);

  if (ft_fb_op_operand_kind (op) != FT_FB_OPERAND_NONE)
    {
      const char *name = operand_name (op);
      GtkWidget *operand = ft_bit_row_new (name, FT_FB_BITS, FALSE);
      g_autofree char *caption = g_utf8_strup (name, -1);

      ft_bit_row_set_value (FT_BIT_ROW (operand), b);
      gtk_box_append (GTK_BOX (box), ft_lesson_captioned_row (caption, operand, wrap));
    }
}

GtkWidget *
ft_lesson_equals_sign (void)
{
  GtkWidget *label = ft_wrapped_label_new ("=", "ft-op-name");

  gtk_label_set_xalign (GTK_LABEL (label), 0.5);
  return label;
}

GtkWidget *
ft_lesson_worked_example (FtFbOp   op,
                          guint8   a,
                          guint8   b,
                          gboolean wrap)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *result = ft_bit_row_new (_("result"), FT_FB_BITS, FALSE);
  g_autofree char *steps = ft_fb_explain_step (op, a, b);

  gtk_widget_add_css_class (box, "ft-example");
  gtk_widget_add_css_class (box, "card");
  ft_lesson_append_operands (box, op, a, b, wrap);
  ft_bit_row_set_value (FT_BIT_ROW (result), ft_fb_apply (op, a, b));
  gtk_box_append (GTK_BOX (box), ft_lesson_equals_sign ());
  gtk_box_append (GTK_BOX (box), ft_lesson_captioned_row (_("RESULT"), result, wrap));
  gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (steps, "ft-mono"));
  return box;
}
