/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-class-page.h"
#include "ft-class-report.h"
#include "ft-page.h"
#include "ft-save-file.h"
#include "ft-widgets.h"
#include "ft-wrap-layout.h"

/*
 * FtClassPage: the teacher's class view (issue 25).  It opens the progress
 * reports learners exported (a folder of them, or files) and shows what
 * the class has mastered: a row per learner with a column per skill (the
 * level as colour and number), sortable by clicking a column or with the
 * "Sort by" list; what the class most needs next; each skill's learners
 * at each level; and the files left out, each with its reason.  It only
 * reads; "Export as CSV…" writes the table where the teacher chooses.
 */

/* --- the page ----------------------------------------------------------- */

/* The table's columns: the learner, two totals, then one a skill. */
enum
{
  COLUMN_NAME,
  COLUMN_LESSONS,
  COLUMN_GAMES,
  COLUMN_FIRST_SKILL,
  N_COLUMNS = COLUMN_FIRST_SKILL + FT_PR_N_SKILLS
};

/* What a column's factory and sorter need: the page and the column. */
typedef struct
{
  FtClassPage *page;
  guint        column;
} ColumnKey;

struct _FtClassPage
{
  GtkWidget            parent_instance;

  GSettings           *settings;
  gboolean             presentation;

  FtClassReport       *klass;
  /* The table's rows are the learners' names (one report a name: the
   * class report leaves out repeats), each looked up in @by_name. */
  GtkStringList       *learners;
  GHashTable          *by_name;
  GtkColumnViewColumn *columns[N_COLUMNS];
  ColumnKey            keys[N_COLUMNS];

  GtkWidget         *scroller;
  GtkWidget         *buttons;
  GtkWidget         *sort_row;
  GtkWidget         *export_button;
  GtkWidget         *summary_label;
  GtkWidget         *content;
  GtkWidget         *needs_list;
  GtkWidget         *sort_dropdown;
  GtkWidget         *learners_view;
  GtkWidget         *skills_list;
  GtkWidget         *skipped_heading;
  GtkWidget         *skipped_list;
};

static void ft_class_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtClassPage, ft_class_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_class_page_iface_init))

enum
{
  PROP_0,
  PROP_SETTINGS,
  PROP_PRESENTATION,
  N_PROPS
};

static const char *
column_title (guint column)
{
  switch (column)
    {
    case COLUMN_NAME:
      return _("Learner");
    case COLUMN_LESSONS:
      return _("Lessons");
    case COLUMN_GAMES:
      return _("Games (won)");
    default:
      return _(ft_pr_skill_get (column - COLUMN_FIRST_SKILL)->name);
    }
}

/* What a cell shows, and says to a screen reader. */
static char *
cell_text (const FtReport *report,
           guint           column,
           char          **spoken)
{
  guint level;

  switch (column)
    {
    case COLUMN_NAME:
      *spoken = g_strdup (report->name);
      return g_strdup (report->name);
    case COLUMN_LESSONS:
      *spoken = g_strdup_printf (ngettext ("%u lesson completed", "%u lessons completed",
                                           report->lessons->len), report->lessons->len);
      return g_strdup_printf ("%u", report->lessons->len);
    case COLUMN_GAMES:
      {
        guint played = MIN (ft_report_count_games (report, FALSE), G_MAXUINT);
        guint won = MIN (ft_report_count_games (report, TRUE), G_MAXUINT);

        *spoken = g_strdup_printf (ngettext ("%u game played, %u won", "%u games played, %u won", played),
                                   played, won);
        return g_strdup_printf ("%u (%u)", played, won);
      }
    default:
      level = report->level[column - COLUMN_FIRST_SKILL];
      if (level == 0)
        {
          /* Translators: a skill's name in the class table. */
          *spoken = g_strdup_printf (_("%s: not practised"), column_title (column));
          return g_strdup ("–");
        }
      /* Translators: a skill's name, then its level in the class table. */
      *spoken = g_strdup_printf (_("%s: level %u"), column_title (column), level);
      return g_strdup_printf ("%u", level);
    }
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.5);
  gtk_widget_add_css_class (label, "ft-level");
  gtk_list_item_set_child (item, label);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  ColumnKey *key = user_data;
  guint column = key->column;
  GtkStringObject *name = gtk_list_item_get_item (item);
  const FtReport *report = g_hash_table_lookup (key->page->by_name, gtk_string_object_get_string (name));
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *spoken = NULL;
  g_autofree char *text = cell_text (report, column, &spoken);
  static const char * const level_classes[] = { "ft-level-0", "ft-level-1", "ft-level-2", "ft-level-3" };

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), column == COLUMN_NAME ? 0.0 : 0.5);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  for (guint i = 0; i < G_N_ELEMENTS (level_classes); i++)
    gtk_widget_remove_css_class (label, level_classes[i]);
  if (column >= COLUMN_FIRST_SKILL)
    gtk_widget_add_css_class (label, level_classes[report->level[column - COLUMN_FIRST_SKILL]]);
}

/* Names in the learner's language's order; numbers most first (the
 * sorter's direction turns them round); a tie by name. */
static int
compare_learners (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  ColumnKey *key = user_data;
  const FtReport *x = g_hash_table_lookup (key->page->by_name, gtk_string_object_get_string ((gpointer) a));
  const FtReport *y = g_hash_table_lookup (key->page->by_name, gtk_string_object_get_string ((gpointer) b));
  guint column = key->column;
  gint64 vx = 0, vy = 0;

  switch (column)
    {
    case COLUMN_NAME:
      return g_utf8_collate (x->name, y->name);
    case COLUMN_LESSONS:
      vx = x->lessons->len;
      vy = y->lessons->len;
      break;
    case COLUMN_GAMES:
      vx = ft_report_count_games (x, FALSE);
      vy = ft_report_count_games (y, FALSE);
      break;
    default:
      vx = x->level[column - COLUMN_FIRST_SKILL];
      vy = y->level[column - COLUMN_FIRST_SKILL];
      break;
    }
  if (vx != vy)
    return vx < vy ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return g_utf8_collate (x->name, y->name);
}

static void
build_columns (FtClassPage *self)
{
  g_autoptr(GtkStringList) sort_names = gtk_string_list_new (NULL);
  GtkSortListModel *sorted;
  GtkNoSelection *selection;

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkCustomSorter *sorter;

      self->keys[c].page = self;
      self->keys[c].column = c;
      sorter = gtk_custom_sorter_new (compare_learners, &self->keys[c], NULL);
      g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), &self->keys[c]);
      self->columns[c] = gtk_column_view_column_new (column_title (c), factory);
      gtk_column_view_column_set_sorter (self->columns[c], GTK_SORTER (sorter));
      gtk_column_view_column_set_resizable (self->columns[c], TRUE);
      /* Each column as wide as its whole title: a skill's name cut short
       * would leave a teacher guessing; the table scrolls sideways. */
      gtk_column_view_column_set_expand (self->columns[c], c == COLUMN_NAME);
      gtk_column_view_append_column (GTK_COLUMN_VIEW (self->learners_view), self->columns[c]);
      gtk_string_list_append (sort_names, column_title (c));
      g_object_unref (sorter);
    }

  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->learners)),
                                    g_object_ref (gtk_column_view_get_sorter (GTK_COLUMN_VIEW (self->learners_view))));
  selection = gtk_no_selection_new (G_LIST_MODEL (sorted));
  gtk_column_view_set_model (GTK_COLUMN_VIEW (self->learners_view), GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->sort_dropdown), G_LIST_MODEL (sort_names));
}

static void
sort_changed_cb (FtClassPage *self)
{
  guint column = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->sort_dropdown));

  if (column >= N_COLUMNS)
    return;
  /* Names from A; counts and levels from the most. */
  gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (self->learners_view), self->columns[column],
                                  column == COLUMN_NAME ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING);
}

static GtkWidget *
row_new (const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* File names and learners' names are text, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  return row;
}

static void
clear_list (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

static char *
skill_levels_text (const FtClassReport *klass,
                   FtPrSkillId          skill)
{
  guint n3 = ft_class_report_count (klass, skill, 3);
  guint n2 = ft_class_report_count (klass, skill, 2);
  guint n1 = ft_class_report_count (klass, skill, 1);
  guint n0 = ft_class_report_count (klass, skill, 0);

  /* Translators: how many learners are at levels 3, 2 and 1 of a skill,
   * and how many have not practised it. */
  return g_strdup_printf (_("Level 3: %u. Level 2: %u. Level 1: %u. Not practised: %u."), n3, n2, n1, n0);
}

static char *
summary_text (const FtClassReport *klass)
{
  guint n = klass->learners->len;
  guint skipped = klass->skipped->len;
  g_autofree char *learners = NULL;

  if (n == 0 && skipped == 0)
    return g_strdup (_("There were no progress reports there. A learner saves one from the menu "
                       "(Export Progress…) as a file that ends in “.json”."));
  learners = g_strdup_printf (ngettext ("The class has %u learner.", "The class has %u learners.", n), n);
  if (skipped == 0)
    return g_steal_pointer (&learners);
  return g_strdup_printf (ngettext ("%s %u file was left out: see why at the end of the page.",
                                    "%s %u files were left out: see why at the end of the page.",
                                    skipped), learners, skipped);
}

static void
refresh (FtClassPage *self)
{
  FtPrSkillId needs[FT_CLASS_NEEDS_MAX];
  guint counts[FT_CLASS_NEEDS_MAX];
  guint n_needs;
  g_autofree char *summary = summary_text (self->klass);

  gtk_label_set_text (GTK_LABEL (self->summary_label), summary);
  gtk_widget_set_visible (self->content, TRUE);
  gtk_widget_set_sensitive (self->export_button, self->klass->learners->len > 0);

  gtk_string_list_splice (self->learners, 0, g_list_model_get_n_items (G_LIST_MODEL (self->learners)), NULL);
  g_hash_table_remove_all (self->by_name);
  for (guint i = 0; i < self->klass->learners->len; i++)
    {
      const FtReport *report = ((FtClassLearner *) g_ptr_array_index (self->klass->learners, i))->report;

      g_hash_table_insert (self->by_name, report->name, (gpointer) report);
      gtk_string_list_append (self->learners, report->name);
    }

  clear_list (self->needs_list);
  n_needs = ft_class_report_needs_next (self->klass, needs, counts);
  for (guint i = 0; i < n_needs; i++)
    {
      g_autofree char *why = g_strdup_printf (ngettext ("%u learner is ready for it and has not mastered it.",
                                                        "%u learners are ready for it and have not mastered it.",
                                                        counts[i]), counts[i]);

      gtk_list_box_append (GTK_LIST_BOX (self->needs_list),
                           row_new (_(ft_pr_skill_get (needs[i])->name), why));
    }
  if (n_needs == 0)
    gtk_list_box_append (GTK_LIST_BOX (self->needs_list),
                         row_new (_("Nothing"), _("Every learner has mastered every skill they are ready for.")));

  clear_list (self->skills_list);
  for (guint s = 0; s < FT_PR_N_SKILLS; s++)
    {
      g_autofree char *levels = skill_levels_text (self->klass, s);

      gtk_list_box_append (GTK_LIST_BOX (self->skills_list), row_new (_(ft_pr_skill_get (s)->name), levels));
    }

  clear_list (self->skipped_list);
  for (guint i = 0; i < self->klass->skipped->len; i++)
    {
      const FtClassSkipped *skipped = g_ptr_array_index (self->klass->skipped, i);
      g_autofree char *base = g_path_get_basename (skipped->path);
      GtkWidget *row = row_new (base, skipped->reason);

      gtk_widget_set_tooltip_text (row, skipped->path);
      gtk_list_box_append (GTK_LIST_BOX (self->skipped_list), row);
    }
  gtk_widget_set_visible (self->skipped_heading, self->klass->skipped->len > 0);
  gtk_widget_set_visible (self->skipped_list, self->klass->skipped->len > 0);
  sort_changed_cb (self);
}

/**
 * ft_class_page_open:
 * @paths: files and folders of progress reports
 *
 * Reads the class from @paths, in place of what was open, and says what
 * it read.
 */
void
ft_class_page_open (FtClassPage        *self,
                    const char * const *paths)
{
  g_autofree char *summary = NULL;

  g_clear_pointer (&self->klass, ft_class_report_free);
  self->klass = ft_class_report_new ();
  for (guint i = 0; paths[i] != NULL; i++)
    ft_class_report_add_path (self->klass, paths[i]);
  ft_class_report_sort (self->klass);
  refresh (self);
  summary = summary_text (self->klass);
  ft_announce (GTK_WIDGET (self), summary);
}

gboolean
ft_class_page_export_csv (FtClassPage *self,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *csv = ft_class_report_to_csv (self->klass);

  return ft_save_file_write (path, csv, error);
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  FtClassPage     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);
          char *path = g_file_get_path (file);

          if (path != NULL)
            g_ptr_array_add (paths, path);
        }
      g_ptr_array_add (paths, NULL);
      ft_class_page_open (self, (const char * const *) paths->pdata);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
choose (FtClassPage          *self,
        GtkFileChooserAction  action,
        const char           *title)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         action, _("_Open"), _("_Cancel"));
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), action == GTK_FILE_CHOOSER_ACTION_OPEN);
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _("Progress reports"));
      gtk_file_filter_add_pattern (filter, "*.json");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_folder_cb (FtClassPage *self)
{
  choose (self, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("Open a Folder of Progress Reports"));
}

static void
open_files_cb (FtClassPage *self)
{
  choose (self, GTK_FILE_CHOOSER_ACTION_OPEN, _("Open Progress Reports"));
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    FtClassPage     *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    path = g_file_get_path (file);
  if (path != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;

      if (ft_class_page_export_csv (self, path, &error))
        /* Translators: %s is a file's path. */
        message = g_strdup_printf (_("The table was saved as “%s”."), path);
      else
        message = g_strdup_printf (_("The table could not be saved: %s"), error->message);
      gtk_label_set_text (GTK_LABEL (self->summary_label), message);
      ft_announce (GTK_WIDGET (self), message);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
export_cb (FtClassPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Export the Class as CSV"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* Translators: the file name the class table is saved as. */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("class.csv"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* --- FtPage ------------------------------------------------------------- */

static const char *
ft_class_page_get_title (FtPage *page)
{
  return _("Class");
}

static const char *
ft_class_page_get_help_id (FtPage *page)
{
  return "teachers";
}

static char *
ft_class_page_describe (FtPage *page)
{
  FtClassPage *self = FT_CLASS_PAGE (page);

  return g_strdup (gtk_label_get_text (GTK_LABEL (self->summary_label)));
}

static void
ft_class_page_iface_init (FtPageInterface *iface)
{
  ft_page_iface_init_no_game (iface);
  iface->get_title = ft_class_page_get_title;
  iface->get_help_id = ft_class_page_get_help_id;
  iface->describe = ft_class_page_describe;
}

/* --- GObject ------------------------------------------------------------ */

static void
ft_class_page_dispose (GObject *object)
{
  FtClassPage *self = FT_CLASS_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_CLASS_PAGE);
  g_clear_object (&self->learners);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->klass, ft_class_report_free);

  G_OBJECT_CLASS (ft_class_page_parent_class)->dispose (object);
}

static void
ft_class_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  FtClassPage *self = FT_CLASS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_class_page_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  FtClassPage *self = FT_CLASS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_PRESENTATION:
      if (ft_value_set_boolean (&self->presentation, value))
        {
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_class_page_class_init (FtClassPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_class_page_dispose;
  object_class->get_property = ft_class_page_get_property;
  object_class->set_property = ft_class_page_set_property;
  ft_page_class_install_settings (object_class, PROP_SETTINGS, PROP_PRESENTATION);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-class-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, buttons);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, sort_row);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, export_button);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, content);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, needs_list);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, learners_view);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, skills_list);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, skipped_heading);
  gtk_widget_class_bind_template_child (widget_class, FtClassPage, skipped_list);
  gtk_widget_class_bind_template_callback (widget_class, open_folder_cb);
  gtk_widget_class_bind_template_callback (widget_class, open_files_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_cb);
  gtk_widget_class_bind_template_callback (widget_class, sort_changed_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "classpage");
}

static void
ft_class_page_init (FtClassPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->learners = gtk_string_list_new (NULL);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  self->klass = ft_class_report_new ();
  ft_wrap_layout_apply (self->buttons);
  ft_wrap_layout_apply (self->sort_row);
  build_columns (self);
}

GtkWidget *
ft_class_page_new (void)
{
  return g_object_new (FT_TYPE_CLASS_PAGE, NULL);
}
