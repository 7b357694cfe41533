/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-window.h"
#include "ft-worksheet-print.h"

/*
 * "Print Worksheet…" (issue 25): a teacher picks a skill, a level and how
 * many questions, and prints the same pages `flip-tutor-cli worksheet`
 * writes (GTK's print dialog offers "Print to File" for a PDF).  The pages
 * are drawn by src/worksheet on the printer's cairo context.
 */

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                FtWorksheet       *sheet)
{
  guint n_pages = ft_worksheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                         gtk_print_context_get_width (context),
                                         gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, n_pages);
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              FtWorksheet       *sheet)
{
  ft_worksheet_draw_page (sheet, gtk_print_context_get_cairo_context (context),
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context), page);
}

/*
 * Prints @sheet through the print dialog, or, with @export_path, straight
 * to that PDF (what the dialog's "Print to File" does; the tests use it).
 */
gboolean
ft_worksheet_print (GtkWindow   *parent,
                    FtWorksheet *sheet,
                    const char  *export_path,
                    GError     **error)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  GtkPrintOperationResult result;

  /* The worksheet keeps its own margins, in points. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, ft_worksheet_get_title (sheet));
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), sheet);
  if (export_path != NULL)
    gtk_print_operation_set_export_filename (operation, export_path);
  result = gtk_print_operation_run (operation,
                                    export_path != NULL ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                        : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    parent, error);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

typedef struct
{
  GtkWindow *parent;
  GtkWidget *skill;
  GtkWidget *level;
  GtkWidget *count;
} Dialog;

static void
dialog_free (Dialog *dialog)
{
  g_clear_object (&dialog->parent);
  g_free (dialog);
}

static void
response_cb (AdwMessageDialog *message_dialog,
             const char       *response,
             Dialog           *dialog)
{
  if (g_str_equal (response, "print"))
    {
      FtPrSkillId skill = gtk_drop_down_get_selected (GTK_DROP_DOWN (dialog->skill));
      guint level = gtk_drop_down_get_selected (GTK_DROP_DOWN (dialog->level)) + 1;
      guint count = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (dialog->count));
      g_autoptr(GError) error = NULL;
      /* A new set each time; its code is printed on the sheet. */
      g_autoptr(FtWorksheet) sheet = ft_worksheet_new (&skill, 1, count, level, g_random_int (), &error);

      if ((sheet == NULL || !ft_worksheet_print (dialog->parent, sheet, NULL, &error)) &&
          FT_IS_WINDOW (dialog->parent))
        {
          g_autofree char *why = g_strdup_printf (_("The worksheet could not be printed: %s"), error->message);

          ft_window_tell (FT_WINDOW (dialog->parent), why, NULL);
        }
    }
  dialog_free (dialog);
}

static GtkWidget *
labelled (GtkWidget  *grid,
          int         row,
          const char *title,
          GtkWidget  *widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), widget, 1, row, 1, 1);
  return widget;
}

void
ft_worksheet_dialog_present (GtkWindow *parent)
{
  Dialog *dialog = g_new0 (Dialog, 1);
  g_autoptr(GtkStringList) skills = gtk_string_list_new (NULL);
  static const char * const levels[] = { N_("Level 1"), N_("Level 2"), N_("Level 3"), NULL };
  g_autoptr(GtkStringList) level_names = gtk_string_list_new (NULL);
  GtkWidget *message, *grid;

  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    gtk_string_list_append (skills, _(ft_pr_skill_get (s)->name));
  for (guint i = 0; levels[i] != NULL; i++)
    gtk_string_list_append (level_names, _(levels[i]));

  dialog->parent = g_object_ref (parent);
  message = adw_message_dialog_new (parent, _("Print a Worksheet"),
                                    _("Questions in words with room to answer, and an answer key on pages of "
                                      "their own. The set code printed on the sheet gives a learner the same "
                                      "questions in Practice."));
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  dialog->skill = labelled (grid, 0, _("_Skill"), gtk_drop_down_new (G_LIST_MODEL (g_object_ref (skills)), NULL));
  dialog->level = labelled (grid, 1, _("_Level"),
                            gtk_drop_down_new (G_LIST_MODEL (g_object_ref (level_names)), NULL));
  dialog->count = labelled (grid, 2, _("_Questions"),
                            gtk_spin_button_new_with_range (1, FT_WORKSHEET_MAX_COUNT, 1));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (dialog->count), 10);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (message), grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (message),
                                    "cancel", _("_Cancel"),
                                    "print", _("_Print…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (message), "print", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (message), "print");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (message), "cancel");
  g_signal_connect (message, "response", G_CALLBACK (response_cb), dialog);
  gtk_window_present (GTK_WINDOW (message));
  gtk_widget_grab_focus (dialog->skill);
}
