/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ft-catalog.h"
#include "ft-dice-hint-panel.h"
#include "ft-dice-page.h"
#include "ft-equation-workbench.h"
#include "ft-game-table.h"
#include "ft-hilo-page.h"
#include "ft-home-page.h"
#include "ft-lesson.h"
#include "ft-lesson-page.h"
#include "ft-page.h"
#include "ft-practice-page.h"
#include "ft-preferences-window.h"
#include "ft-progress-store.h"
#include "ft-window.h"
#include "../ui-test.h"

/*
 * Scale once, fit the projector (a real window under Xvfb).
 *
 * Zoom and presentation mode scale the text by one factor each, applied
 * once: a label on every page is 1.25 times its size at 125% zoom and 1.75
 * times in presentation mode, never the square of it.  And in presentation
 * mode on a 1280×720 projector, every page and every lesson step shows all
 * of its controls without scrolling.
 */

#define PROJECTOR_WIDTH  1280
#define PROJECTOR_HEIGHT 720

typedef FtUiFixture Fixture;

static const int projector[] = { PROJECTOR_WIDTH, PROJECTOR_HEIGHT };

/* The first label with text under @root, shown or not. */
static GtkWidget *
any_label (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && *gtk_label_get_text (GTK_LABEL (root)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = any_label (child);

      if (found)
        return found;
    }
  return NULL;
}

/* The size of the text the widget draws, from its style as it is now. */
static double
font_size (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_create_pango_context (widget);
  double size = pango_font_description_get_size (pango_context_get_font_description (context));

  g_object_unref (context);
  return size / PANGO_SCALE;
}

static void
set_scale (Fixture  *f,
           int       zoom,
           gboolean  presentation)
{
  g_settings_set_int (f->settings, "zoom", zoom);
  g_settings_set_boolean (f->settings, "presentation-mode", presentation);
  ft_ui_wait_all_frames (2);
}

static void
assert_ratio (const char *where,
              double      base,
              double      size,
              double      expected)
{
  g_test_message ("%s: %.2f -> %.2f (%.3fx, expected %.2fx)", where, base, size, size / base, expected);
  g_assert_cmpfloat (base, >, 0);
  g_assert_cmpfloat_with_epsilon (size / base, expected, 0.02);
}

static GtkWidget *
home_page (Fixture *f)
{
  return ft_ui_find_type (GTK_WIDGET (f->window), FT_TYPE_HOME_PAGE);
}

/* A label's font size on @page at 100%, at 125% and in presentation mode,
 * and the header bar's title with it: the header bar follows presentation
 * mode (it is projected too) but not the zoom, which is the content's. */
static void
check_page_scale (Fixture    *f,
                  GtkWidget  *page,
                  const char *name)
{
  GtkWidget *header = ft_ui_find_type (GTK_WIDGET (f->window), ADW_TYPE_HEADER_BAR);
  g_autoptr(GtkWidget) label = NULL;
  g_autoptr(GtkWidget) title = NULL;
  g_autofree char *where_zoom = g_strdup_printf ("%s at 125%%", name);
  g_autofree char *where_presentation = g_strdup_printf ("%s in presentation mode", name);
  double base, title_base;

  set_scale (f, 100, FALSE);
  label = ft_ui_first_label (page);
  g_assert_nonnull (label);
  g_object_ref (label);
  title = ft_ui_first_label (header);
  g_assert_nonnull (title);
  g_object_ref (title);
  base = font_size (label);
  title_base = font_size (title);

  set_scale (f, 125, FALSE);
  assert_ratio (where_zoom, base, font_size (label), 1.25);
  assert_ratio ("the header bar at 125%", title_base, font_size (title), 1.0);

  set_scale (f, 100, TRUE);
  assert_ratio (where_presentation, base, font_size (label), FT_PRESENTATION_SCALE);
  assert_ratio ("the header bar in presentation mode", title_base, font_size (title), FT_PRESENTATION_SCALE);

  set_scale (f, 125, TRUE);
  assert_ratio ("both", base, font_size (label), 1.25 * FT_PRESENTATION_SCALE);

  set_scale (f, 100, FALSE);
  assert_ratio (name, base, font_size (label), 1.0);
}

static void
test_scale_every_page (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GListModel) catalog = ft_catalog_new ();

  check_page_scale (f, home_page (f), "home");

  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);
      const char *id = ft_catalog_entry_get_id (entry);

      g_assert_true (ft_window_open (f->window, id));
      ft_ui_wait_frames (GTK_WIDGET (f->window), 2);
      check_page_scale (f, ft_window_get_page (f->window), id);
      ft_window_go_home (f->window);
    }
}

/* Preferences and the shortcuts window are projected too. */
/* A label of a new shortcuts window, as it would be shown now. */
static double
shortcuts_font_size (Fixture *f)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/gtk/help-overlay.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  GtkWidget *label;
  double size;

  /* Styled, not shown: a new window's labels take the style of the
   * moment.  (GTK 4.8 warns "min width -3" for the "1", "2" labels of a
   * section's page switcher, GTK's own; ours has one page a section, and
   * /controls/dialogs-return-focus shows every section.) */
  g_assert_nonnull (shortcuts);
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (f->window));
  label = any_label (GTK_WIDGET (shortcuts));
  g_assert_nonnull (label);
  size = font_size (label);
  gtk_window_destroy (shortcuts);
  return size;
}

static void
test_scale_other_windows (Fixture       *f,
                          gconstpointer  data)
{
  GtkWindow *prefs = ft_preferences_window_new (GTK_WINDOW (f->window), f->settings);
  GtkWidget *prefs_label;
  double prefs_base, shortcuts_base;

  gtk_window_present (prefs);
  ft_ui_wait_frames (GTK_WIDGET (prefs), 3);
  prefs_label = ft_ui_first_label (GTK_WIDGET (prefs));
  g_assert_nonnull (prefs_label);
  prefs_base = font_size (prefs_label);
  shortcuts_base = shortcuts_font_size (f);

  set_scale (f, 100, TRUE);
  assert_ratio ("preferences in presentation mode", prefs_base, font_size (prefs_label),
                FT_PRESENTATION_SCALE);
  assert_ratio ("shortcuts in presentation mode", shortcuts_base, shortcuts_font_size (f),
                FT_PRESENTATION_SCALE);

  /* The zoom is the content's: other windows keep their size. */
  set_scale (f, 125, FALSE);
  assert_ratio ("preferences at 125%", prefs_base, font_size (prefs_label), 1.0);
  assert_ratio ("shortcuts at 125%", shortcuts_base, shortcuts_font_size (f), 1.0);

  gtk_window_destroy (prefs);
}

/* --- Controls drawn in pixels --------------------------------------------- */

/* The height (or width) @widget asks for now. */
static int
natural (GtkWidget      *widget,
         GtkOrientation  orientation)
{
  int min, nat;

  gtk_widget_measure (widget, orientation, -1, &min, &nat, NULL, NULL);
  return nat;
}

static void
assert_grows (const char *what,
              int         base,
              int         size,
              double      at_least)
{
  g_test_message ("%s: %d px -> %d px (%.2fx, at least %.2fx)", what, base, size, (double) size / base, at_least);
  g_assert_cmpint (base, >, 0);
  g_assert_cmpfloat ((double) size / base, >=, at_least);
}

/* A new shortcuts window's first keycap and its header bar's first icon,
 * measured as they would be shown now (it is not shown: see
 * shortcuts_font_size()). */
static void
shortcuts_controls (Fixture *f,
                    int     *keycap_height,
                    int     *icon_width)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/gtk/help-overlay.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *keycap = NULL, *header, *icon;

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (f->window));
  ft_ui_collect (GTK_WIDGET (shortcuts), ft_ui_is_type, GSIZE_TO_POINTER (GTK_TYPE_LABEL), labels);
  for (guint i = 0; i < labels->len && !keycap; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "keycap"))
      keycap = labels->pdata[i];
  g_assert_nonnull (keycap);
  header = ft_ui_find_type (GTK_WIDGET (shortcuts), GTK_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  icon = ft_ui_find_type (header, GTK_TYPE_IMAGE);
  g_assert_nonnull (icon);
  *keycap_height = natural (keycap, GTK_ORIENTATION_VERTICAL);
  *icon_width = natural (icon, GTK_ORIENTATION_HORIZONTAL);
  gtk_window_destroy (shortcuts);
}

/* Libadwaita draws icons, buttons, switches and keycaps in pixels, so a
 * larger font alone leaves them small: in presentation mode the header
 * bar's buttons, the preferences' switches and checks and the shortcuts'
 * keycaps grow with the text (issue 15). */
static void
test_scale_controls (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *header = ft_ui_find_type (GTK_WIDGET (f->window), ADW_TYPE_HEADER_BAR);
  GtkWidget *menu_button = ft_ui_find_type (header, GTK_TYPE_MENU_BUTTON);
  GtkWidget *menu = ft_ui_find_type (menu_button, GTK_TYPE_BUTTON);
  GtkWidget *menu_icon = ft_ui_find_type (menu_button, GTK_TYPE_IMAGE);
  GtkWindow *prefs = ft_preferences_window_new (GTK_WINDOW (f->window), f->settings);
  GtkWidget *sw, *check;
  int header_h, menu_w, icon_w, sw_h, check_h, keycap_h, shortcut_icon_w;
  int keycap_p, shortcut_icon_p;

  g_assert_nonnull (menu_icon);
  gtk_window_present (prefs);
  ft_ui_wait_frames (GTK_WIDGET (prefs), 3);
  sw = ft_ui_find_type (GTK_WIDGET (prefs), GTK_TYPE_SWITCH);
  check = ft_ui_find_type (GTK_WIDGET (prefs), GTK_TYPE_CHECK_BUTTON);
  g_assert_nonnull (sw);
  g_assert_nonnull (check);

  set_scale (f, 100, FALSE);
  header_h = natural (header, GTK_ORIENTATION_VERTICAL);
  menu_w = natural (menu, GTK_ORIENTATION_HORIZONTAL);
  icon_w = natural (menu_icon, GTK_ORIENTATION_HORIZONTAL);
  sw_h = natural (sw, GTK_ORIENTATION_VERTICAL);
  check_h = natural (gtk_widget_get_first_child (check), GTK_ORIENTATION_VERTICAL);
  shortcuts_controls (f, &keycap_h, &shortcut_icon_w);

  set_scale (f, 100, TRUE);
  assert_grows ("the header bar's menu icon", icon_w, natural (menu_icon, GTK_ORIENTATION_HORIZONTAL),
                FT_PRESENTATION_SCALE - 0.05);
  assert_grows ("the header bar's menu button", menu_w, natural (menu, GTK_ORIENTATION_HORIZONTAL), 1.1);
  /* …in a header bar no taller: the pages keep the height they fit in. */
  g_assert_cmpint (natural (header, GTK_ORIENTATION_VERTICAL), ==, header_h);
  assert_grows ("a switch in preferences", sw_h, natural (sw, GTK_ORIENTATION_VERTICAL), 1.5);
  assert_grows ("a check in preferences", check_h,
                natural (gtk_widget_get_first_child (check), GTK_ORIENTATION_VERTICAL), 1.5);
  shortcuts_controls (f, &keycap_p, &shortcut_icon_p);
  assert_grows ("a keycap in the shortcuts", keycap_h, keycap_p, 1.5);
  assert_grows ("the shortcuts' header icon", shortcut_icon_w, shortcut_icon_p, FT_PRESENTATION_SCALE - 0.05);

  /* The zoom is the content's alone: the header bar keeps its size. */
  set_scale (f, 150, FALSE);
  g_assert_cmpint (natural (menu, GTK_ORIENTATION_HORIZONTAL), ==, menu_w);
  g_assert_cmpint (natural (header, GTK_ORIENTATION_VERTICAL), ==, header_h);
  g_assert_cmpint (natural (sw, GTK_ORIENTATION_VERTICAL), ==, sw_h);

  gtk_window_destroy (prefs);
}

/* --- Fit the projector ---------------------------------------------------- */

/* What does not fit yet, known and reported as such (a TAP "TODO"), not
 * passed over.  Nothing today: keep the list for what comes. */
static const char *const not_yet_fitted[] = {
  NULL
};

/* Whether @page fits as it is now; what does not goes to @problems (or
 * to @known, for a page listed above). */
static gboolean
check_fits (Fixture    *f,
            GtkWidget  *page,
            const char *what,
            GString    *problems,
            GString    *known)
{
  g_autoptr(GString) here = g_string_new (NULL);

  ft_ui_wait_frames (GTK_WIDGET (f->window), 3);
  ft_ui_check_fits (GTK_WINDOW (f->window), page, PROJECTOR_WIDTH, PROJECTOR_HEIGHT, FT_UI_NO_SCROLLING,
                    here);
  if (here->len)
    g_string_append_printf (ft_ui_listed (what, not_yet_fitted) ? known : problems, "\n%s:%s", what,
                            here->str);
  g_test_message ("%s: %s", what, here->len ? "does not fit" : "fits");
  return here->len == 0;
}

/* A new window of exactly the projector's size, showing @id (or the home
 * page): each page is measured from 1280x720, so one that makes the window
 * grow cannot spill over into the next. */
static GtkWidget *
open_fresh (Fixture    *f,
            const char *id)
{
  return ft_ui_open_fresh (f, id, PROJECTOR_WIDTH, PROJECTOR_HEIGHT);
}

/* FLIP (dice) shows its hint in a panel of its own, once the game is
 * solved; the other games through the table's hint text. */
static gboolean
hint_shown (gconstpointer data)
{
  GtkWidget *page = (GtkWidget *) data;
  GtkWidget *panel = ft_ui_find_type (page, FT_TYPE_DICE_HINT_PANEL);

  if (panel)
    return ft_dice_hint_panel_has_best (FT_DICE_HINT_PANEL (panel)) &&
           ft_dice_hint_panel_get_text (FT_DICE_HINT_PANEL (panel)) != NULL;
  return ft_game_table_get_hint_text (FT_GAME_TABLE (page)) != NULL;
}

/* Asks @page for a hint once its person is to move (a computer may
 * start) and waits until the hint is shown: worked out in a thread, it
 * takes what it takes, 30 s at most. */
static void
show_hint (GtkWidget  *page,
           const char *what)
{
  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 30000));
  g_assert_true (ft_page_get_capabilities (FT_PAGE (page)) & FT_PAGE_CAN_HINT);
  ft_page_hint (FT_PAGE (page));
  if (!ft_ui_wait_until (hint_shown, page, 30000))
    g_error ("%s: no hint shown after 30 s", what);
}

/* A match for ft_ui_find(): a label saying @text. */
static gboolean
says (GtkWidget     *widget,
      gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* Hi Lo's hint beside @n_players (a seat each in the side), once the
 * person is to play (the computer may start). */
static void
check_hilo_hint (Fixture *f,
                 guint    n_players,
                 GString *problems,
                 GString *known)
{
  GtkWidget *page = open_fresh (f, "hilo");
  FtSeat seats[4] = { FT_SEAT_PERSON, FT_SEAT_STANDARD, FT_SEAT_STANDARD, FT_SEAT_STANDARD };
  g_autofree char *what = g_strdup_printf ("hilo with a hint beside %u players", n_players);

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (seats));
  g_object_set (page, "computer-delay", 0, NULL);
  ft_hilo_page_new_game (FT_HILO_PAGE (page), n_players, seats, NULL, NULL, 77);
  show_hint (page, what);
  check_fits (f, page, what, problems, known);
  /* The hint takes the players' place only while it is shown. */
  g_assert_null (ft_ui_find (page, says, "Players"));
  ft_game_table_clear_hint (FT_GAME_TABLE (page));
  ft_ui_wait_frames (GTK_WIDGET (f->window), 2);
  g_assert_nonnull (ft_ui_find (page, says, "Players"));
}

/* The pages are measured in FIT_SHARDS shares that run side by side
 * (tests/app/meson.build runs /scale/fit-projector/K as scale-fit-KofN):
 * share K has the pages whose place in the list (home first, then the
 * catalog's order) is K - 1 modulo FIT_SHARDS.  The size comes first: it is
 * what ft_ui_fixture_set_up() reads. */
#ifndef FIT_SHARDS
#define FIT_SHARDS 1
#endif

typedef struct
{
  int   size[2];
  guint shard;
} FitShare;

static FitShare fit_shares[FIT_SHARDS];

static gboolean
in_share (const FitShare *share,
          guint           place)
{
  return place % FIT_SHARDS == share->shard - 1;
}

static void
test_fit_projector (Fixture       *f,
                    gconstpointer  data)
{
  const FitShare *share = data;
  g_autoptr(GListModel) catalog = ft_catalog_new ();
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) known = g_string_new (NULL);

  set_scale (f, 100, TRUE);
  if (in_share (share, 0))
    check_fits (f, open_fresh (f, NULL), "home", problems, known);

  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);
      const char *id = ft_catalog_entry_get_id (entry);
      GtkWidget *page;
      gboolean workbench, hints;

      if (!in_share (share, i + 1))
        continue;
      page = open_fresh (f, id);
      if (FT_IS_LESSON_PAGE (page))
        {
          guint n_steps = ft_lesson_get_n_steps (ft_lesson_page_get_lesson (FT_LESSON_PAGE (page)));

          /* Every step in one window while they fit: a step that does
           * not (it made the window grow, or scroll) is followed by a new
           * one, so that it cannot spill over into the next. */
          for (guint s = 0; s < n_steps; s++)
            {
              g_autofree char *what = g_strdup_printf ("%s step %u", id, s + 1);

              ft_lesson_page_set_step (FT_LESSON_PAGE (page), s);
              if (!check_fits (f, page, what, problems, known) && s + 1 < n_steps)
                page = open_fresh (f, id);
            }
          continue;
        }

      /* Whoever starts the page's own game, a Hi Lo hint of its person. */
      if (FT_IS_HILO_PAGE (page))
        {
          check_hilo_hint (f, 2, problems, known);
          check_hilo_hint (f, 4, problems, known);
          page = open_fresh (f, id);
        }
      workbench = FT_IS_EQUATION_WORKBENCH (page);
      /* Every game gives hints once its person is to move, whoever
       * starts: not only the pages that can hint the moment they open. */
      hints = FT_IS_GAME_TABLE (page);
      check_fits (f, page, id, problems, known);
      {
        /* A page of sections (the dice statistics): each of them. */
        g_auto(GStrv) sections = ft_ui_sections (page);

        for (guint k = 1; sections && sections[k]; k++)
          {
            g_autofree char *what = g_strdup_printf ("%s, %s", id, sections[k]);

            ft_ui_show_section (page, sections[k]);
            check_fits (f, page, what, problems, known);
          }
      }
      if (FT_IS_PRACTICE_PAGE (page))
        {
          /* A multiplication with its place-value grid (level 1). */
          ft_practice_page_start_skill (FT_PRACTICE_PAGE (page), FT_PR_SKILL_MUL);
          check_fits (f, page, "practice exercise", problems, known);
        }
      if (!workbench && !hints)
        continue;
      page = open_fresh (f, id);
      if (workbench)
        {
          /* A line whose two orders differ shows both trees and verdicts. */
          FtEquationLine *line = ft_equation_workbench_get_line (FT_EQUATION_WORKBENCH (page));

          g_assert_true (ft_equation_line_set_text (line, "1 + 1 x 1 0 = 1 0 0", NULL));
          check_fits (f, page, "equation-workbench with a line", problems, known);
        }
      else
        {
          g_autofree char *what = g_strdup_printf ("%s with a hint", id);

          /* The dice hint needs the solved game: a 3-die match solves
           * in a moment, the page's own 5-die one takes tens of seconds. */
          if (FT_IS_DICE_PAGE (page))
            {
              FtSeat seats[2] = { FT_SEAT_PERSON, FT_SEAT_STANDARD };

              ft_dice_page_new_game (FT_DICE_PAGE (page), 3, seats, 5);
            }
          show_hint (page, what);
          check_fits (f, page, what, problems, known);
        }
    }

  if (known->len)
    g_test_message ("Known not to fit 1280x720 yet:%s", known->str);
  if (problems->len)
    {
      g_test_message ("Not fitting 1280x720 in presentation mode:%s", problems->str);
      g_test_fail ();
    }
  else if (known->len)
    g_test_incomplete ("the pages listed in not_yet_fitted[] still scroll at 1280x720");
}

/* --- Contrast on the projector ------------------------------------------ */

static double
luminance (const guchar *bgra)
{
  double c[3];

  /* Premultiplied BGRA, drawn on the white page. */
  for (int i = 0; i < 3; i++)
    {
      double v = (bgra[2 - i] + (255 - bgra[3])) / 255.0;

      c[i] = v <= 0.03928 ? v / 12.92 : pow ((v + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

static double
contrast (double a,
          double b)
{
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

/* The contrast of a button's label as drawn: its background is the colour
 * most pixels under the label have, its text the pixel that stands out
 * most from that. */
static double
label_contrast (GtkWidget *button)
{
  GtkWidget *label = ft_ui_first_label (button);
  int width = gtk_widget_get_width (button), height = gtk_widget_get_height (button);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (button);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  guint32 background = 0;
  guint best = 0;
  double background_l, best_contrast = 1;

  g_assert_nonnull (label);
  g_assert_true (gtk_widget_compute_bounds (label, button, &bounds));
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (button)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_malloc (width * height * 4);
  gdk_texture_download (texture, pixels, width * 4);

  for (int y = bounds.origin.y; y < bounds.origin.y + bounds.size.height && y < height; y++)
    for (int x = bounds.origin.x; x < bounds.origin.x + bounds.size.width && x < width; x++)
      {
        guint32 pixel;
        guint n;

        memcpy (&pixel, pixels + (y * width + x) * 4, 4);
        n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (pixel))) + 1;
        g_hash_table_insert (counts, GUINT_TO_POINTER (pixel), GUINT_TO_POINTER (n));
        if (n > best)
          {
            best = n;
            background = pixel;
          }
      }

  background_l = luminance ((const guchar *) &background);
  for (int y = bounds.origin.y; y < bounds.origin.y + bounds.size.height && y < height; y++)
    for (int x = bounds.origin.x; x < bounds.origin.x + bounds.size.width && x < width; x++)
      best_contrast = MAX (best_contrast,
                           contrast (background_l, luminance (pixels + (y * width + x) * 4)));
  return best_contrast;
}

static void
collect_disabled_buttons (GtkWidget *widget,
                          GPtrArray *found)
{
  if (!gtk_widget_is_drawable (widget))
    return;
  if (GTK_IS_BUTTON (widget) && !gtk_widget_is_sensitive (widget) && ft_ui_first_label (widget))
    {
      g_ptr_array_add (found, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect_disabled_buttons (child, found);
}

/* A button that cannot be pressed yet ("Resolved!" before a solve) is
 * still read from the back of the room: 4.5:1 at least (WCAG AA). */
static void
test_disabled_contrast (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GListModel) catalog = ft_catalog_new ();
  guint checked = 0;

  set_scale (f, 100, TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(FtCatalogEntry) entry = g_list_model_get_item (catalog, i);
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      if (ft_catalog_entry_get_kind (entry) == FT_CATALOG_LESSON)
        continue;
      g_assert_true (ft_window_open (f->window, ft_catalog_entry_get_id (entry)));
      ft_ui_wait_frames (GTK_WIDGET (f->window), 3);
      collect_disabled_buttons (ft_window_get_page (f->window), buttons);
      for (guint b = 0; b < buttons->len; b++)
        {
          double ratio = label_contrast (buttons->pdata[b]);

          g_test_message ("%s: disabled “%s” %.2f:1", ft_catalog_entry_get_id (entry),
                          gtk_label_get_text (GTK_LABEL (ft_ui_first_label (buttons->pdata[b]))), ratio);
          g_assert_cmpfloat (ratio, >=, 4.5);
          checked++;
        }
      ft_window_go_home (f->window);
    }
  /* FLIP BITS opens with "Resolved!" disabled, at least. */
  g_assert_cmpuint (checked, >, 0);
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, projector, ft_ui_fixture_set_up, func, ft_ui_fixture_tear_down)

  ADD ("/scale/every-page", test_scale_every_page);
  ADD ("/scale/other-windows", test_scale_other_windows);
  ADD ("/scale/disabled-contrast", test_disabled_contrast);
  ADD ("/scale/controls", test_scale_controls);

#undef ADD

  for (guint k = 0; k < FIT_SHARDS; k++)
    {
      g_autofree char *path = g_strdup_printf ("/scale/fit-projector/%u", k + 1);

      fit_shares[k] = (FitShare) { { PROJECTOR_WIDTH, PROJECTOR_HEIGHT }, k + 1 };
      g_test_add (path, Fixture, &fit_shares[k], ft_ui_fixture_set_up, test_fit_projector,
                  ft_ui_fixture_tear_down);
    }

  return g_test_run ();
}
