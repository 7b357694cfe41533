/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-home-page.h"
#include "ft-practice-page.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * FtHomePage: the games and the lessons, each a row with a line on what it
 * teaches and the learner's progress.  Activating a row emits ::open with
 * the catalog entry; the window does the navigation.
 *
 * Projected to a class (presentation mode), the same entries are tiles in
 * columns, titles only, so that every game and lesson is on the screen at
 * once and the teacher opens one without scrolling.
 */

struct _FtHomePage
{
  GtkWidget        parent_instance;

  GListModel      *catalog;
  FtProgressStore *progress;

  GtkWidget       *scroller;
  GtkWidget       *clamp;
  GtkWidget       *box;
  GtkWidget       *hero;
  GtkWidget       *logo;
  GtkWidget       *mastery_row;
  GtkWidget       *mastery_bar;
  GtkWidget       *mastery_label;
  GtkWidget       *games_group;
  GtkWidget       *games_list;
  GtkWidget       *games_tiles;
  GtkWidget       *lessons_group;
  GtkWidget       *lessons_list;
  GtkWidget       *lessons_tiles;
  GtkWidget       *yours_group;     /* a teacher's own lessons (issue 25) */
  GtkWidget       *yours_list;
  GtkWidget       *yours_tiles;
  gboolean         presentation;
};

G_DEFINE_FINAL_TYPE (FtHomePage, ft_home_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_PROGRESS,
  N_PROPS
};

enum {
  OPEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

char *
ft_home_page_progress_text (FtProgressStore *progress,
                            FtCatalogEntry  *entry)
{
  const char *id = ft_catalog_entry_get_id (entry);

  /* Practice shows the learner's mastery (issue 12). */
  if (g_strcmp0 (id, "practice") == 0)
    return ft_practice_page_progress_text (progress);
  if (ft_catalog_entry_get_kind (entry) == FT_CATALOG_TOOL)
    return g_strdup ("");

  if (ft_catalog_entry_get_problem (entry) != NULL)
    return g_strdup (_("Cannot be opened"));
  if (ft_catalog_entry_get_kind (entry) == FT_CATALOG_LESSON)
    {
      guint done = 0, n = ft_catalog_entry_get_n_steps (entry);

      if (!ft_progress_store_get_lesson (progress, id, &done, NULL, NULL, NULL, NULL) || done == 0)
        return g_strdup (_("Not started"));
      if (done >= n)
        return g_strdup (_("Completed"));
      /* Translators: "3 of 12 steps done" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u step done",
                                           "%u of %u steps done", n), done, n);
    }
  else
    {
      gint64 played = ft_progress_store_get_game_stat (progress, id, "played");
      gint64 won = ft_progress_store_get_game_stat (progress, id, "won");

      if (played == 0)
        return g_strdup (_("Not played yet"));
      /* Translators: "5 played, 2 won" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld played, %lld won",
                                           "%lld played, %lld won", played),
                              (long long) played, (long long) won);
    }
}

/* What a screen reader says for an entry, row or tile: "Bits and
 * hexadecimal. Place values …. 3 of 12 steps done." */
static char *
entry_name (FtCatalogEntry *entry,
            const char     *progress)
{
  const char *summary = ft_catalog_entry_get_summary (entry);
  gboolean stop = g_str_has_suffix (summary, ".") || g_str_has_suffix (summary, "!") ||
                  g_str_has_suffix (summary, "?");

  /* A tool has no progress to tell. */
  if (*progress)
    return g_strdup_printf ("%s. %s%s %s.", ft_catalog_entry_get_title (entry), summary,
                            stop ? "" : ".", progress);
  return g_strdup_printf ("%s. %s%s", ft_catalog_entry_get_title (entry), summary,
                          stop ? "" : ".");
}

/* The learner's progress on the row or tile of an entry: the row's status
 * label, and the name a screen reader says.  Only what changed is set, so
 * that progress made in one lesson does not make every row change. */
static void
show_progress (FtHomePage *self,
               GtkWidget  *widget)
{
  FtCatalogEntry *entry = g_object_get_data (G_OBJECT (widget), "entry");
  GtkLabel *status = g_object_get_data (G_OBJECT (widget), "status");
  g_autofree char *text = ft_home_page_progress_text (self->progress, entry);
  g_autofree char *name = NULL;

  if (g_strcmp0 (text, g_object_get_data (G_OBJECT (widget), "progress")) == 0)
    return;
  name = entry_name (entry, text);
  if (status != NULL)
    {
      gtk_label_set_text (status, text);
      gtk_widget_set_visible (GTK_WIDGET (status), *text != '\0');
      /* The whole row is one stop, its title said once. */
      ft_widget_set_name (widget, name);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                    -1);
  g_object_set_data_full (G_OBJECT (widget), "progress", g_steal_pointer (&text), g_free);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  FtHomePage *self = user_data;
  FtCatalogEntry *entry = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *status = gtk_label_new (NULL);

  /* A teacher's file names and faults are text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ft_catalog_entry_get_title (entry));
  if (ft_catalog_entry_get_problem (entry) != NULL)
    {
      /* Translators: why a teacher's lesson file cannot be opened. */
      g_autofree char *why = g_strdup_printf (_("Cannot be opened: %s"), ft_catalog_entry_get_problem (entry));

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ft_catalog_entry_get_summary (entry));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* "Not played yet" on two lines at most, in a phone's width too: the
   * row gives its suffixes their minimum width, which for a wrapping label
   * is its longest word ("Not / played / yet" on three lines) unless
   * width-chars says more. */
  gtk_label_set_wrap (GTK_LABEL (status), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (status), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (status), 12);
  gtk_label_set_justify (GTK_LABEL (status), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (status), 1);
  gtk_widget_add_css_class (status, "dim-label");
  gtk_widget_add_css_class (status, "ft-progress-text");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), status);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  g_object_set_data (G_OBJECT (row), "status", status);
  show_progress (self, row);
  return row;
}

/* A tile of presentation mode: the title alone.  The class sees the
 * projector, and one learner's progress is not theirs to read; a screen
 * reader still says it with the name. */
static GtkWidget *
create_tile (gpointer item,
             gpointer user_data)
{
  FtHomePage *self = user_data;
  FtCatalogEntry *entry = item;
  GtkWidget *tile = gtk_flow_box_child_new ();
  GtkWidget *title = gtk_label_new (ft_catalog_entry_get_title (entry));

  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (title, "heading");
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (tile), title);
  gtk_widget_add_css_class (tile, "card");
  gtk_widget_add_css_class (tile, "ft-home-tile");
  g_object_set_data_full (G_OBJECT (tile), "entry", g_object_ref (entry), g_object_unref);
  show_progress (self, tile);
  return tile;
}

static gboolean
is_game_or_tool (gpointer item,
                 gpointer user_data)
{
  return ft_catalog_entry_get_kind (item) != FT_CATALOG_LESSON;
}

/* The app's lessons, or (@user_data set) a teacher's own. */
static gboolean
is_lesson_of (gpointer item,
              gpointer user_data)
{
  return ft_catalog_entry_get_kind (item) == FT_CATALOG_LESSON &&
         (ft_catalog_entry_get_file (item) != NULL) == GPOINTER_TO_INT (user_data);
}

static void
group_items_changed_cb (GListModel *model,
                        guint       position,
                        guint       removed,
                        guint       added,
                        GtkWidget  *group)
{
  gtk_widget_set_visible (group, g_list_model_get_n_items (model) > 0);
}

static void
bind_lists (FtHomePage *self)
{
  g_autoptr(GtkFilterListModel) games = NULL;
  g_autoptr(GtkFilterListModel) lessons = NULL;
  g_autoptr(GtkFilterListModel) yours = NULL;

  if (self->catalog == NULL || self->progress == NULL)
    return;

  games = gtk_filter_list_model_new (g_object_ref (self->catalog),
                                     GTK_FILTER (gtk_custom_filter_new (is_game_or_tool, NULL, NULL)));
  lessons = gtk_filter_list_model_new (g_object_ref (self->catalog),
                                       GTK_FILTER (gtk_custom_filter_new (is_lesson_of, GINT_TO_POINTER (FALSE),
                                                                          NULL)));
  yours = gtk_filter_list_model_new (g_object_ref (self->catalog),
                                     GTK_FILTER (gtk_custom_filter_new (is_lesson_of, GINT_TO_POINTER (TRUE), NULL)));
  gtk_list_box_bind_model (GTK_LIST_BOX (self->yours_list), G_LIST_MODEL (yours), create_row, self, NULL);
  gtk_flow_box_bind_model (GTK_FLOW_BOX (self->yours_tiles), G_LIST_MODEL (yours), create_tile, self, NULL);
  gtk_widget_set_visible (self->yours_group, g_list_model_get_n_items (G_LIST_MODEL (yours)) > 0);
  /* A folder given later (flip-tutor --lessons) adds to the list. */
  g_signal_connect_object (yours, "items-changed", G_CALLBACK (group_items_changed_cb), self->yours_group, 0);

  gtk_list_box_bind_model (GTK_LIST_BOX (self->games_list), G_LIST_MODEL (games),
                           create_row, self, NULL);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->lessons_list), G_LIST_MODEL (lessons),
                           create_row, self, NULL);
  gtk_flow_box_bind_model (GTK_FLOW_BOX (self->games_tiles), G_LIST_MODEL (games),
                           create_tile, self, NULL);
  gtk_flow_box_bind_model (GTK_FLOW_BOX (self->lessons_tiles), G_LIST_MODEL (lessons),
                           create_tile, self, NULL);
  gtk_widget_set_visible (self->games_group, g_list_model_get_n_items (G_LIST_MODEL (games)) > 0);
  gtk_widget_set_visible (self->lessons_group, g_list_model_get_n_items (G_LIST_MODEL (lessons)) > 0);
}

/* --- The mastery row: one line, a level bar and "Practise now" --------- */

static void
update_mastery (FtHomePage *self)
{
  guint top;
  g_autofree char *text = NULL;

  if (self->progress == NULL)
    return;
  top = ft_practice_page_count_mastered (self->progress);
  /* Translators: "7 of 23 skills mastered"; the plural follows the first
   * number, the skills mastered */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u skills mastered", "%u of %u skills mastered",
                                       top), top, (guint) FT_PR_N_SKILLS);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (self->mastery_bar), (double) top / FT_PR_N_SKILLS);
  gtk_label_set_text (GTK_LABEL (self->mastery_label), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->mastery_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
}

/* Every answer in a lesson or practice changes the progress: the rows and
 * tiles keep their places and are told what changed (rebuilt, each would
 * be a new object for a screen reader, on a page not even shown). */
static void
progress_changed_cb (FtHomePage *self)
{
  GtkWidget *containers[] = { self->games_list, self->lessons_list, self->yours_list,
                              self->games_tiles, self->lessons_tiles, self->yours_tiles };

  for (guint i = 0; i < G_N_ELEMENTS (containers); i++)
    for (GtkWidget *child = gtk_widget_get_first_child (containers[i]); child;
         child = gtk_widget_get_next_sibling (child))
      if (g_object_get_data (G_OBJECT (child), "entry") != NULL)
        show_progress (self, child);
  update_mastery (self);
}

static void
row_activated_cb (FtHomePage    *self,
                  GtkListBoxRow *row)
{
  FtCatalogEntry *entry = g_object_get_data (G_OBJECT (row), "entry");

  g_signal_emit (self, signals[OPEN], 0, entry);
}

static void
tile_activated_cb (FtHomePage      *self,
                   GtkFlowBoxChild *tile)
{
  FtCatalogEntry *entry = g_object_get_data (G_OBJECT (tile), "entry");

  g_signal_emit (self, signals[OPEN], 0, entry);
}

static void
ft_home_page_dispose (GObject *object)
{
  FtHomePage *self = FT_HOME_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_HOME_PAGE);
  g_clear_object (&self->catalog);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (ft_home_page_parent_class)->dispose (object);
}

static void
ft_home_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  FtHomePage *self = FT_HOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_home_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  FtHomePage *self = FT_HOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      self->catalog = g_value_dup_object (value);
      break;
    case PROP_PROGRESS:
      self->progress = g_value_dup_object (value);
      if (self->progress)
        g_signal_connect_object (self->progress, "changed", G_CALLBACK (progress_changed_cb),
                                 self, G_CONNECT_SWAPPED);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_home_page_constructed (GObject *object)
{
  G_OBJECT_CLASS (ft_home_page_parent_class)->constructed (object);
  bind_lists (FT_HOME_PAGE (object));
  update_mastery (FT_HOME_PAGE (object));
}

static void
ft_home_page_class_init (FtHomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_home_page_dispose;
  object_class->get_property = ft_home_page_get_property;
  object_class->set_property = ft_home_page_set_property;
  object_class->constructed = ft_home_page_constructed;

  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, FT_TYPE_PROGRESS_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtHomePage::open:
   * @entry: the #FtCatalogEntry the learner chose
   */
  signals[OPEN] =
    g_signal_new ("open", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, FT_TYPE_CATALOG_ENTRY);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ft-home-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, scroller);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, clamp);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, box);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, hero);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, logo);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, mastery_row);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, mastery_bar);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, mastery_label);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, games_group);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, games_list);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, games_tiles);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, lessons_group);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, lessons_list);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, lessons_tiles);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, yours_group);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, yours_list);
  gtk_widget_class_bind_template_child (widget_class, FtHomePage, yours_tiles);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, tile_activated_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "homepage");
}

/* Projected in a phone's width the tiles wrap to as few columns as fit. */
static void
narrow_cb (GtkWidget *widget,
           gboolean   narrow)
{
  FtHomePage *self = FT_HOME_PAGE (widget);
  GtkWidget *tiles[] = { self->games_tiles, self->lessons_tiles, self->yours_tiles };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (tiles[i]), narrow ? 1 : 5);
}

static void
ft_home_page_init (FtHomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The logo is the application's icon, whose id a development build changes. */
  gtk_image_set_from_icon_name (GTK_IMAGE (self->logo), APP_ID);
  ft_widget_follow_width (GTK_WIDGET (self), 560, narrow_cb);
}

GtkWidget *
ft_home_page_new (GListModel      *catalog,
                  FtProgressStore *progress)
{
  return g_object_new (FT_TYPE_HOME_PAGE, "catalog", catalog, "progress", progress, NULL);
}

/* Projected to a class: tiles in the whole width instead of rows, and
 * no logo (the header bar names the app), so that all of it is in view. */
void
ft_home_page_set_presentation (FtHomePage *self,
                               gboolean    presentation)
{
  GtkRoot *root;
  GtkWidget *focus;
  const char *focused_id = NULL;

  g_return_if_fail (FT_IS_HOME_PAGE (self));

  presentation = !!presentation;
  if (self->presentation == presentation)
    return;

  /* F5 swaps rows for tiles: the focus goes to the same entry's tile or
   * row, not to the scrolled pane. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  for (focus = root ? gtk_root_get_focus (root) : NULL; focus && focus != GTK_WIDGET (self);
       focus = gtk_widget_get_parent (focus))
    if (g_object_get_data (G_OBJECT (focus), "entry"))
      {
        focused_id = ft_catalog_entry_get_id (g_object_get_data (G_OBJECT (focus), "entry"));
        break;
      }

  self->presentation = presentation;
  gtk_widget_set_visible (self->hero, !presentation);
  /* One learner's mastery is not the class's (and the tiles need the room). */
  gtk_widget_set_visible (self->mastery_row, !presentation);
  gtk_widget_set_visible (self->games_list, !presentation);
  gtk_widget_set_visible (self->lessons_list, !presentation);
  gtk_widget_set_visible (self->games_tiles, presentation);
  gtk_widget_set_visible (self->lessons_tiles, presentation);
  gtk_widget_set_visible (self->yours_list, !presentation);
  gtk_widget_set_visible (self->yours_tiles, presentation);
  gtk_box_set_spacing (GTK_BOX (self->box), presentation ? 18 : 30);
  gtk_widget_set_margin_top (self->box, presentation ? 18 : 30);
  gtk_widget_set_margin_bottom (self->box, presentation ? 18 : 30);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), presentation ? 1600 : 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->clamp), presentation ? 1600 : 400);
  if (focused_id)
    ft_home_page_focus_entry (self, focused_id);
}

/**
 * ft_home_page_focus_entry:
 * @id: a catalog entry's id
 *
 * Gives the focus to the row (or, in presentation mode, the tile) of the
 * entry @id, as a learner coming back from a page expects to find it.
 * Returns %FALSE when no shown row holds it.
 */
gboolean
ft_home_page_focus_entry (FtHomePage *self,
                          const char *id)
{
  GtkWidget *containers[] = { self->games_list, self->lessons_list, self->yours_list,
                              self->games_tiles, self->lessons_tiles, self->yours_tiles };

  g_return_val_if_fail (FT_IS_HOME_PAGE (self), FALSE);

  for (guint i = 0; id && i < G_N_ELEMENTS (containers); i++)
    {
      if (!gtk_widget_get_visible (containers[i]))
        continue;
      for (GtkWidget *child = gtk_widget_get_first_child (containers[i]); child;
           child = gtk_widget_get_next_sibling (child))
        {
          FtCatalogEntry *entry = g_object_get_data (G_OBJECT (child), "entry");

          if (entry && g_strcmp0 (ft_catalog_entry_get_id (entry), id) == 0)
            return gtk_widget_grab_focus (child);
        }
    }
  return FALSE;
}
