/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "ft-catalog.h"
#include "ft-class-page.h"
#include "ft-dice-page.h"
#include "ft-dice-stats-page.h"
#include "ft-equation-workbench.h"
#include "ft-flipbits-page.h"
#include "ft-flipchain-game.h"
#include "ft-flipchain-page.h"
#include "ft-hilo-page.h"
#include "ft-lesson.h"
#include "ft-lesson-check.h"
#include "ft-lesson-page.h"
#include "ft-practice-page.h"
#include "ft-scrabble-page.h"

/*
 * The catalog: every game, tool and lesson the home page lists, as a list
 * model of entries that carry the GType of the page that plays them.
 *
 * A game joins by adding one row to `games` below: its page and model.  A lesson joins by
 * adding its file to the GResource: the catalog finds every *.lesson under
 * the lessons folder and orders them by their `order` attribute.
 */

#define LESSONS_PATH RESOURCE_PREFIX "/lessons/"

struct _FtCatalogEntry
{
  GObject        parent_instance;

  FtCatalogKind  kind;
  char          *id;
  char          *title;
  char          *summary;
  GType          page_type;
  GType          model_type;
  char          *resource;
  guint          n_steps;
  int            order;
  char          *file;      /* a teacher's lesson: its file */
  char          *problem;   /* a teacher's lesson that cannot be opened: why */
};

G_DEFINE_FINAL_TYPE (FtCatalogEntry, ft_catalog_entry, G_TYPE_OBJECT)

static void
ft_catalog_entry_finalize (GObject *object)
{
  FtCatalogEntry *self = FT_CATALOG_ENTRY (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->summary);
  g_free (self->resource);
  g_free (self->file);
  g_free (self->problem);

  G_OBJECT_CLASS (ft_catalog_entry_parent_class)->finalize (object);
}

static void
ft_catalog_entry_class_init (FtCatalogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_catalog_entry_finalize;
}

static void
ft_catalog_entry_init (FtCatalogEntry *self)
{
}

FtCatalogEntry *
ft_catalog_entry_new (FtCatalogKind  kind,
                      const char    *id,
                      const char    *title,
                      const char    *summary,
                      GType          page_type,
                      const char    *resource)
{
  FtCatalogEntry *self = g_object_new (FT_TYPE_CATALOG_ENTRY, NULL);

  self->kind = kind;
  self->id = g_strdup (id);
  self->title = g_strdup (title);
  self->summary = g_strdup (summary);
  self->page_type = page_type;
  self->resource = g_strdup (resource);
  return self;
}

FtCatalogKind
ft_catalog_entry_get_kind (FtCatalogEntry *self)
{
  return self->kind;
}

const char *
ft_catalog_entry_get_id (FtCatalogEntry *self)
{
  return self->id;
}

const char *
ft_catalog_entry_get_title (FtCatalogEntry *self)
{
  return self->title;
}

const char *
ft_catalog_entry_get_summary (FtCatalogEntry *self)
{
  return self->summary;
}

GType
ft_catalog_entry_get_page_type (FtCatalogEntry *self)
{
  return self->page_type;
}

/* A game's model (an FtGame), which the window makes for the page; 0 for
 * tools and lessons. */
GType
ft_catalog_entry_get_model_type (FtCatalogEntry *self)
{
  return self->model_type;
}

const char *
ft_catalog_entry_get_resource (FtCatalogEntry *self)
{
  return self->resource;
}

guint
ft_catalog_entry_get_n_steps (FtCatalogEntry *self)
{
  return self->n_steps;
}

typedef struct
{
  FtCatalogKind kind;
  const char   *id;
  const char   *title;
  const char   *summary;
  GType       (*get_type) (void);
  GType       (*get_model_type) (void);
} GameRow;

/* Games and tools, in the order the home page shows them. */
static const GameRow games[] = {
  { FT_CATALOG_GAME, "flipbits", N_("FLIP BITS"),
    N_("Turn MEMORY into the GOAL with OR, AND, XOR, NOT, rotations and masks."),
    ft_flipbits_page_get_type, ft_flipbits_game_get_type },
  { FT_CATALOG_GAME, "hilo", N_("Hi Lo Flip"),
    N_("Play higher or lower than the pile, weigh the chance of a toss, and take the richest piles."),
    ft_hilo_page_get_type, ft_hilo_game_get_type },
  { FT_CATALOG_GAME, "dice", N_("FLIP (dice)"),
    N_("Flip your dice or trash theirs and make change; hints from the solved game."),
    ft_dice_page_get_type, ft_dice_game_get_type },
  { FT_CATALOG_GAME, "scrabble", N_("Binary Number Scrabble"),
    N_("Build true binary equations crossword-style against people or computer players."),
    ft_scrabble_page_get_type, ft_scrabble_game_get_type },
  { FT_CATALOG_GAME, "flipchain", N_("Flipchain"),
    N_("Place discs, flip chains of your opponent's and close a loop of your colour; by Mark Steere."),
    ft_flipchain_page_get_type, ft_flipchain_game_get_type },
  { FT_CATALOG_TOOL, "dice-stats", N_("FLIP (dice): Statistics"),
    N_("Who wins FLIP with perfect play: the solved 6-, 8- and 10-die games."),
    ft_dice_stats_page_get_type },
  { FT_CATALOG_TOOL, "equation-workbench", N_("Equation Workbench"),
    N_("Build binary equations tile by tile and see how they parse, evaluate and why they hold or not."),
    ft_equation_workbench_get_type },
  { FT_CATALOG_TOOL, "practice", N_("Practice: My Skills"),
    N_("Ten exercises a day on the skills that are due, a level for every skill, and a set code for a class."),
    ft_practice_page_get_type },
  { FT_CATALOG_TOOL, "class", N_("Class"),
    N_("For teachers: open the progress reports your learners exported and see who has mastered what."),
    ft_class_page_get_type },
};

static int
compare_lessons (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const FtCatalogEntry *x = a, *y = b;

  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return g_strcmp0 (x->id, y->id);
}

static GListModel *
build_catalog (void)
{
  GListStore *store = g_list_store_new (FT_TYPE_CATALOG_ENTRY);
  g_auto(GStrv) files = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(FtCatalogEntry) entry = ft_catalog_entry_new (games[i].kind, games[i].id, _(games[i].title),
                                    _(games[i].summary), games[i].get_type (), NULL);

      entry->model_type = games[i].get_model_type ? games[i].get_model_type () : 0;
      g_list_store_append (store, entry);
    }

  files = g_resources_enumerate_children (LESSONS_PATH, 0, NULL);
  for (guint i = 0; files && files[i]; i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(FtLesson) lesson = NULL;
      g_autoptr(GError) error = NULL;
      FtCatalogEntry *entry;

      if (!g_str_has_suffix (files[i], ".lesson"))
        continue;

      path = g_strconcat (LESSONS_PATH, files[i], NULL);
      lesson = ft_lesson_new_from_resource (path, &error);
      if (lesson == NULL)
        {
          /* A broken lesson is a bug in the app, caught by the tests that
           * load every lesson; at run time it is skipped, not fatal. */
          g_critical ("Lesson %s: %s", path, error->message);
          continue;
        }

      entry = ft_catalog_entry_new (FT_CATALOG_LESSON, ft_lesson_get_id (lesson),
                                    ft_lesson_get_title (lesson), ft_lesson_get_summary (lesson),
                                    FT_TYPE_LESSON_PAGE, path);
      entry->n_steps = ft_lesson_get_n_steps (lesson);
      entry->order = ft_lesson_get_order (lesson);
      g_list_store_insert_sorted (store, entry, compare_lessons, NULL);
      g_object_unref (entry);
    }

  return G_LIST_MODEL (store);
}

/* A teacher's own lesson (issue 25): the file it is read from, or NULL
 * for the lessons that come with the app. */
const char *
ft_catalog_entry_get_file (FtCatalogEntry *self)
{
  return self->file;
}

/* Why a teacher's lesson cannot be opened (its first fault as
 * `flip-tutor-cli lesson check` says it), or NULL. */
const char *
ft_catalog_entry_get_problem (FtCatalogEntry *self)
{
  return self->problem;
}

char *
ft_catalog_default_lesson_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "flip-tutor", "lessons", NULL);
}

static FtCatalogEntry *
teacher_lesson (GListModel *catalog,
                const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_file (path, &error);
  FtCatalogEntry *entry;

  if (lesson != NULL && ft_catalog_find (catalog, ft_lesson_get_id (lesson)) != NULL)
    {
      /* Progress is kept by id: a second lesson with an id already taken
       * would read and write the other's. */
      entry = ft_catalog_entry_new (FT_CATALOG_LESSON, name, name, "", FT_TYPE_LESSON_PAGE, NULL);
      entry->problem = g_strdup_printf (_("its id “%s” is already a lesson's; give it an id of its own"),
                                        ft_lesson_get_id (lesson));
    }
  else if (lesson != NULL)
    {
      entry = ft_catalog_entry_new (FT_CATALOG_LESSON, ft_lesson_get_id (lesson), ft_lesson_get_title (lesson),
                                    ft_lesson_get_summary (lesson), FT_TYPE_LESSON_PAGE, NULL);
      entry->n_steps = ft_lesson_get_n_steps (lesson);
      entry->order = ft_lesson_get_order (lesson);
    }
  else
    {
      g_autofree char *text = NULL;
      gsize length = 0;
      g_autoptr(GPtrArray) faults = NULL;

      entry = ft_catalog_entry_new (FT_CATALOG_LESSON, name, name, "", FT_TYPE_LESSON_PAGE, NULL);
      if (g_file_get_contents (path, &text, &length, NULL) &&
          (faults = ft_lesson_check (text, length))->len > 0)
        {
          const FtLessonFault *fault = g_ptr_array_index (faults, 0);

          /* Translators: where in a lesson file a fault is, and what. */
          entry->problem = g_strdup_printf (_("line %u, column %u: %s"), fault->line, fault->column,
                                            fault->message);
        }
      else
        entry->problem = g_strdup (error->message);
    }
  entry->file = g_strdup (path);
  return entry;
}

/*
 * Adds the lessons in @folder (its *.lesson files, in name order) as a
 * teacher's own: they open like the others, progress kept by their id;
 * one that cannot be read is listed with the reason.  A folder that is not
 * there adds nothing.
 */
void
ft_catalog_add_lesson_folder (GListModel *catalog,
                              const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".lesson") && name[0] != '.')
      g_ptr_array_add (names, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_canonicalize_filename (g_ptr_array_index (names, i), NULL);
      g_autoptr(FtCatalogEntry) entry = NULL;
      gboolean known = FALSE;

      /* A folder named twice adds its lessons once. */
      for (guint j = 0; j < g_list_model_get_n_items (catalog) && !known; j++)
        {
          g_autoptr(FtCatalogEntry) other = g_list_model_get_item (catalog, j);

          known = g_strcmp0 (other->file, path) == 0;
        }
      if (known)
        continue;
      entry = teacher_lesson (catalog, path);
      g_list_store_append (G_LIST_STORE (catalog), entry);
    }
}

/* The games, tools and lessons (every lesson file is parsed for its title
 * and length).  The application reads them once and shares them with
 * each of its windows (ft_application_dup_catalog()); only a teacher's
 * lesson folder adds to it (ft_catalog_add_lesson_folder()), for every
 * window alike. */
GListModel *
ft_catalog_new (void)
{
  return build_catalog ();
}

FtCatalogEntry *
ft_catalog_find (GListModel *catalog,
                 const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);

      if (g_strcmp0 (entry->id, id) == 0)
        return entry;
    }
  return NULL;
}
