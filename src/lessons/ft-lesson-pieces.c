/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-bit-row.h"
#include "ft-flipchain-board.h"
#include "ft-lesson-pieces.h"
#include "ft-scrabble-board-view.h"
#include "scrabble/scrabble-rules.h"
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

/* A board no wider than a projector's short screen allows beside the
 * step's words (its cells as large as they can be then); elsewhere as wide
 * as the page. */
GtkWidget *
ft_lesson_board_frame (GtkWidget *board)
{
  GtkWidget *clamp = adw_clamp_new ();
  static GtkCssProvider *css;

  /* A lesson's Scrabble board may have smaller squares than the game's
   * (which sets its own, at the application's priority): in an exercise's
   * card at 360 px, and on a projector, where the step is seen whole at
   * 1280x720 with its words beside the board (as large as the frame
   * allows there) and in a projected phone's width under them. */
  if (css == NULL)
    {
      css = gtk_css_provider_new ();
      gtk_css_provider_load_from_data (css, ".ft-lesson-board scrabbleboard .scrabble-square "
                                            "{ min-width: 16px; min-height: 16px; font-size: 0.55em; }\n"
                                            "window.presentation .ft-lesson-board scrabbleboard .scrabble-square "
                                            "{ min-width: 16px; min-height: 16px; font-size: 0.5em; }\n"
                                            "window.presentation.ft-narrow .ft-lesson-board scrabbleboard "
                                            ".scrabble-square { min-width: 15px; min-height: 15px; font-size: 0.32em; }", -1);
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (board), GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
    }

  adw_clamp_set_child (ADW_CLAMP (clamp), board);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 0);
  gtk_widget_add_css_class (clamp, "ft-lesson-board");
  return clamp;
}

void
ft_lesson_board_frame_set_presentation (GtkWidget *frame,
                                        gboolean   presentation)
{
  GtkWidget *board = adw_clamp_get_child (ADW_CLAMP (frame));

  adw_clamp_set_maximum_size (ADW_CLAMP (frame),
                              !presentation ? 560 : FT_IS_FLIPCHAIN_BOARD (board) ? 360 : 400);
  /* A small Flipchain board takes the column's width, not its own least. */
  gtk_widget_set_size_request (frame, presentation && FT_IS_FLIPCHAIN_BOARD (board) ? 260 : -1, -1);
}

/* A position a step speaks of, on the game's own board: read-only, the
 * cells or squares it talks about marked; each cell still focusable and
 * named, so that a screen reader can walk the position. */
GtkWidget *
ft_lesson_board (const FtLessonBoard *board,
                 gboolean             presentation)
{
  GtkWidget *widget, *frame;

  if (board->game == FT_LESSON_BOARD_FLIPCHAIN)
    {
      FtFcBits marks = { { 0 } };

      widget = ft_flipchain_board_new ();
      for (guint i = 0; i < board->n_marks; i++)
        ft_fc_bits_add (&marks, board->marks[i]);
      ft_flipchain_board_set_position (FT_FLIPCHAIN_BOARD (widget), &board->flipchain, FT_FC_EMPTY);
      ft_flipchain_board_set_playable (FT_FLIPCHAIN_BOARD (widget), FALSE);
      ft_flipchain_board_set_highlight (FT_FLIPCHAIN_BOARD (widget), &marks);
    }
  else
    {
      FtScrabbleBoard position = board->scrabble;

      widget = ft_scrabble_board_view_new ();
      ft_scrabble_board_apply (&position, &board->placed);
      ft_scrabble_board_view_set_position (FT_SCRABBLE_BOARD_VIEW (widget), &position);
      ft_scrabble_board_view_set_playable (FT_SCRABBLE_BOARD_VIEW (widget), FALSE);
      ft_scrabble_board_view_set_highlight (FT_SCRABBLE_BOARD_VIEW (widget), board->marks, board->n_marks);
    }
  frame = ft_lesson_board_frame (widget);
  ft_lesson_board_frame_set_presentation (frame, presentation);
  return frame;
}
