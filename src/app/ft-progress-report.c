/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-catalog.h"
#include "ft-progress-report.h"
#include "ft-save-file.h"

/*
 * "Export Progress…" (issue 25): the learner's own report for a teacher,
 * built from the progress store and written where the learner chooses.
 * The name is asked once and kept in the settings; the report holds what
 * doc/progress-report.md lists and nothing else, and nothing leaves the
 * desktop unless the learner saves it.
 */

FtReport *
ft_progress_report_build (FtProgressStore *progress,
                          GListModel      *catalog,
                          const char      *name,
                          gint64           now)
{
  g_autofree char *date = ft_report_date_for (now);
  FtReport *report = ft_report_new (name, date);
  FtPrLearner learner;

  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);
      const char *id = ft_catalog_entry_get_id (entry);

      switch (ft_catalog_entry_get_kind (entry))
        {
        case FT_CATALOG_LESSON:
          if (ft_progress_store_is_lesson_complete (progress, id))
            ft_report_add_lesson (report, id);
          break;
        case FT_CATALOG_GAME:
          {
            gint64 played = ft_progress_store_get_game_stat (progress, id, "played");
            gint64 won = ft_progress_store_get_game_stat (progress, id, "won");

            if (played > 0)
              ft_report_add_game (report, id, played, CLAMP (won, 0, played));
          }
          break;
        case FT_CATALOG_TOOL:
        default:
          break;
        }
    }

  ft_progress_store_get_learner (progress, &learner);
  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    {
      g_autofree char *last = NULL;

      if (learner.skills[s].n_answers == 0)
        continue;
      last = ft_report_date_for (learner.skills[s].last);
      /* The level as the app shows it today: a skill away for months shows lower. */
      ft_report_set_skill (report, s, ft_pr_learner_level_at (&learner, s, now), last);
    }
  return report;
}

gboolean
ft_progress_report_write (FtProgressStore *progress,
                          GListModel      *catalog,
                          const char      *name,
                          const char      *path,
                          GError         **error)
{
  g_autoptr(FtReport) report = ft_progress_report_build (progress, catalog, name,
                                                         g_get_real_time () / G_USEC_PER_SEC);
  g_autofree char *json = ft_report_to_json (report);

  return ft_save_file_write (path, json, error);
}

typedef struct
{
  GtkWindow       *parent;
  GSettings       *settings;
  FtProgressStore *progress;
  GListModel      *catalog;
  void           (*tell) (GtkWindow *parent, const char *message, const char *file);
  GtkWidget       *entry;
} Export;

static void
export_free (Export *export)
{
  g_clear_object (&export->parent);
  g_clear_object (&export->settings);
  g_clear_object (&export->progress);
  g_clear_object (&export->catalog);
  g_free (export);
}

static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     Export          *export)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = g_settings_get_string (export->settings, "learner-name");
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    path = g_file_get_path (file);
  if (path != NULL)
    {
      g_autofree char *message = NULL;
      gboolean saved = ft_progress_report_write (export->progress, export->catalog, name, path, &error);

      if (saved)
        /* Translators: %s is the file's name. */
        message = g_strdup_printf (_("Your progress report was saved as “%s”. Give that file to your teacher."),
                                   g_file_peek_path (file));
      else
        message = g_strdup_printf (_("Your progress report could not be saved: %s"), error->message);
      /* Saved: Open Folder shows where it went. */
      export->tell (export->parent, message, saved ? path : NULL);
    }
  else if (file != NULL)
    export->tell (export->parent, _("Your progress report could not be saved there: choose a folder on this computer."),
                  NULL);

  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  export_free (export);
}

static void
choose_file (Export *export)
{
  g_autofree char *name = g_settings_get_string (export->settings, "learner-name");
  g_autofree char *suggested = NULL;
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Export Progress"), export->parent,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* Translators: the file name a progress report is saved as; %s is the learner's name. */
  suggested = g_strdup_printf (_("Flip Tutor progress of %s.json"), name);
  g_strdelimit (suggested, "/\\", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), suggested);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), export);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
name_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  Export           *export)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (export->entry))));

  if (g_str_equal (response, "continue") && *name != '\0')
    {
      g_settings_set_string (export->settings, "learner-name", name);
      choose_file (export);
    }
  else
    export_free (export);
}

static void
name_changed_cb (GtkEditable      *entry,
                 AdwMessageDialog *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "continue", *name != '\0');
}

static void
name_activate_cb (GtkEntry         *entry,
                  AdwMessageDialog *dialog)
{
  if (adw_message_dialog_get_response_enabled (dialog, "continue"))
    adw_message_dialog_response (dialog, "continue");
}

/* Asks the learner's name the first time; then the file. */
void
ft_progress_report_export (GtkWindow       *parent,
                           GSettings       *settings,
                           FtProgressStore *progress,
                           GListModel      *catalog,
                           void           (*tell) (GtkWindow  *parent,
                                                   const char *message,
                                                   const char *file))
{
  Export *export = g_new0 (Export, 1);
  g_autofree char *name = g_settings_get_string (settings, "learner-name");
  GtkWidget *dialog;

  export->parent = g_object_ref (parent);
  export->settings = g_object_ref (settings);
  export->progress = g_object_ref (progress);
  export->catalog = g_object_ref (catalog);
  export->tell = tell;

  if (*name != '\0')
    {
      choose_file (export);
      return;
    }

  dialog = adw_message_dialog_new (parent, _("Your Name for the Report"),
                                   _("Your teacher sees this name next to your progress. "
                                     "It is asked once and kept on this computer."));
  export->entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (export->entry), 100);
  gtk_accessible_update_property (GTK_ACCESSIBLE (export->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), export->entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "continue", _("C_ontinue"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "continue");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "continue", FALSE);
  g_signal_connect (export->entry, "changed", G_CALLBACK (name_changed_cb), dialog);
  g_signal_connect (export->entry, "activate", G_CALLBACK (name_activate_cb), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (name_response_cb), export);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (export->entry);
}
