/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "ft-flipchain-game.h"
#include "ft-game-table.h"
#include "ft-progress-store.h"
#include "ft-window.h"
#include "../ui-test.h"

/*
 * The focus ring seen (issue 23), in pixels: the window is drawn as it is
 * on screen, and around (or, on a Flipchain disc, inside) the focused
 * widget the ring's colour must be there, in a contrast of at least 3:1
 * (WCAG's figure for what marks a control) with the colour it sits on.
 * FLIP BITS's MEMORY has it when the page opens, Flipchain's board at the
 * start of a game and on a red disc; a Hi Lo "play again" card that has
 * no focus wears nothing that looks like it.
 *
 * On a display of its own (tests/own-display): the window must have the
 * keyboard for its focus to be drawn.
 */

typedef struct
{
  GSettings       *settings;
  FtProgressStore *progress;
  FtWindow        *window;
} Fixture;

/* The ring's dark colour (style.css), and how far a drawn pixel may be
 * from it after antialiasing. */
static const guchar ring[3] = { 0x24, 0x1f, 0x31 };
static const guchar halo[3] = { 0xff, 0xff, 0xff };
#define NEAR 40

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "progress.json", NULL);

  f->settings = g_settings_new (APP_ID);
  f->progress = ft_progress_store_new (path);
  f->window = ft_window_new (NULL, f->settings, f->progress);
  gtk_window_present (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (100);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  ft_ui_run_main_loop (20);
  g_settings_reset (f->settings, "presentation-mode");
  g_clear_object (&f->settings);
  g_clear_object (&f->progress);
}

static GtkWidget *
open_page (Fixture    *f,
           const char *id)
{
  g_assert_true (ft_window_open (f->window, id));
  ft_ui_run_main_loop (50);
  return ft_window_get_page (f->window);
}

/* The window as drawn: its pixels, 4 bytes each (B, G, R, A in memory). */
typedef struct
{
  int     width;
  int     height;
  gsize   stride;
  guchar *data;
} Shot;

static void
shot_free (Shot *shot)
{
  g_free (shot->data);
  g_free (shot);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Shot, shot_free)

static Shot *
take_window_shot (GtkWidget *window)
{
  static guint count;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  Shot *shot = g_new0 (Shot, 1);

  ft_ui_wait_frames (window, 2);
  shot->width = gtk_widget_get_width (window);
  shot->height = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  gdk_paintable_snapshot (paintable, snapshot, shot->width, shot->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, shot->width, shot->height));
  shot->stride = (gsize) shot->width * 4;
  shot->data = g_malloc (shot->stride * shot->height);
  gdk_texture_download (texture, shot->data, shot->stride);
  /* To look at what the test saw. */
  if (g_getenv ("FT_FOCUS_RING_SHOTS"))
    {
      g_autofree char *name = g_strdup_printf ("focus-ring-%u.png", ++count);
      g_autofree char *path = g_build_filename (g_getenv ("FT_FOCUS_RING_SHOTS"), name, NULL);

      gdk_texture_save_to_png (texture, path);
    }
  return shot;
}

static Shot *
take_shot (Fixture *f)
{
  return take_window_shot (GTK_WIDGET (f->window));
}

static const guchar *
pixel (const Shot *shot,
       int         x,
       int         y)
{
  x = CLAMP (x, 0, shot->width - 1);
  y = CLAMP (y, 0, shot->height - 1);
  return shot->data + (gsize) y * shot->stride + (gsize) x * 4;
}

/* A pixel's colour as R, G, B. */
static void
rgb_at (const Shot *shot,
        int         x,
        int         y,
        guchar      rgb[3])
{
  const guchar *p = pixel (shot, x, y);

  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

static gboolean
near (const guchar a[3],
      const guchar b[3])
{
  return abs (a[0] - b[0]) + abs (a[1] - b[1]) + abs (a[2] - b[2]) <= NEAR;
}

static double
luminance (const guchar rgb[3])
{
  double l[3];

  for (int i = 0; i < 3; i++)
    {
      double c = rgb[i] / 255.0;

      l[i] = c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static double
contrast (const guchar a[3],
          const guchar b[3])
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

static graphene_rect_t
bounds_of (Fixture   *f,
           GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &bounds));
  return bounds;
}

/* How many pixels of the ring's colour are in the band between @inner
 * and @outer px outside @widget's edge (negative: inside it). */
static guint
colour_pixels (Fixture         *f,
               const Shot      *shot,
               GtkWidget       *widget,
               int              inner,
               int              outer,
               const guchar     colour[3])
{
  graphene_rect_t b = bounds_of (f, widget);
  int x0 = floor (b.origin.x), y0 = floor (b.origin.y);
  int x1 = ceil (b.origin.x + b.size.width), y1 = ceil (b.origin.y + b.size.height);
  guint n = 0;

  for (int y = y0 - outer; y < y1 + outer; y++)
    for (int x = x0 - outer; x < x1 + outer; x++)
      {
        gboolean in_inner = x >= x0 - inner && x < x1 + inner && y >= y0 - inner && y < y1 + inner;
        guchar rgb[3];

        if (in_inner || x < 0 || y < 0 || x >= shot->width || y >= shot->height)
          continue;
        rgb_at (shot, x, y, rgb);
        n += near (rgb, colour);
      }
  return n;
}

static guint
ring_pixels (Fixture         *f,
             const Shot      *shot,
             GtkWidget       *widget,
             int              inner,
             int              outer)
{
  return colour_pixels (f, shot, widget, inner, outer, ring);
}

/* The ring is drawn all round @widget (at least half of the band's length
 * in ring colour), and contrasts 3:1 with @under, the colour it sits on. */
static void
assert_ring (Fixture      *f,
             const Shot   *shot,
             GtkWidget    *widget,
             int           inner,
             int           outer,
             const guchar  under[3],
             const char   *what)
{
  graphene_rect_t b = bounds_of (f, widget);
  guint perimeter = 2 * (b.size.width + b.size.height);
  guint n = ring_pixels (f, shot, widget, inner, outer);
  double c = contrast (ring, under);

  g_test_message ("%s: %u ring pixels around a perimeter of %u px; contrast %.1f:1 with #%02x%02x%02x",
                  what, n, perimeter, c, under[0], under[1], under[2]);
  if (n < perimeter / 2)
    g_error ("%s: no focus ring to be seen (%u pixels of its colour, a perimeter of %u)", what, n, perimeter);
  if (c < 3.0)
    g_error ("%s: the ring's contrast with what it sits on is %.1f:1, under 3:1", what, c);
}

static GtkWidget *
focus_of (Fixture *f)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_nonnull (focus);
  return focus;
}

/* --- FLIP BITS: MEMORY when the page opens ------------------------------ */

static void
test_flipbits_memory (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *page = open_page (f, "flipbits");
  GtkWidget *focus;
  g_autoptr(Shot) shot = NULL;
  graphene_rect_t b;
  guchar under[3];

  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
  ft_ui_run_main_loop (50);
  focus = focus_of (f);
  g_assert_cmpstr (gtk_widget_get_css_name (focus), ==, "bitrow");
  shot = take_shot (f);
  b = bounds_of (f, focus);
  /* What is just outside the ring: the card MEMORY is drawn on. */
  rgb_at (shot, b.origin.x - 8, b.origin.y + b.size.height / 2, under);
  assert_ring (f, shot, focus, 0, 6, under, "MEMORY when FLIP BITS opens");
}

/* A card of the hand: it sits in a row of cards (the HEX card alone). */
static gboolean
is_hand_card (GtkWidget     *widget,
              gconstpointer  data)
{
  GtkWidget *sibling;

  if (!GTK_IS_BUTTON (widget) || !gtk_widget_has_css_class (widget, "ft-card") ||
      !gtk_widget_is_drawable (widget) || !gtk_widget_is_sensitive (widget))
    return FALSE;
  sibling = gtk_widget_get_next_sibling (widget) ? gtk_widget_get_next_sibling (widget)
                                                 : gtk_widget_get_prev_sibling (widget);
  return sibling != NULL && gtk_widget_has_css_class (sibling, "ft-card");
}

static gboolean
is_resolved_button (GtkWidget     *widget,
                    gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "Resolved!") == 0 &&
         gtk_widget_is_drawable (widget) && gtk_widget_is_sensitive (widget);
}

/* After Resolved the focus goes back to the hand: the card it is on wears
 * the ring. */
static void
test_flipbits_resolved (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *page = open_page (f, "flipbits");
  GtkWidget *card, *focus;
  g_autoptr(Shot) shot = NULL;
  graphene_rect_t b;
  guchar under[3];

  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
  ft_ui_run_main_loop (50);
  /* A card played (and a bit chosen, when the card asks which: the
   * focus is then on the first bit's button), then Resolved, as clicked:
   * right or wrong, the turn goes on. */
  for (guint step = 0; step < 12; step++)
    {
      GtkWidget *resolved = ft_ui_find_first (page, is_resolved_button, NULL, TRUE);

      if (resolved)
        {
          /* "clicked" at once ("activate" shows the button pressed for
           * a quarter of a second first). */
          g_signal_emit_by_name (resolved, "clicked");
          break;
        }
      focus = focus_of (f);
      if (GTK_IS_BUTTON (focus) && !gtk_widget_has_css_class (focus, "ft-card"))
        g_signal_emit_by_name (focus, "clicked");
      else
        {
          g_autoptr(GPtrArray) cards = g_ptr_array_new ();

          /* Each card in turn: one may not play on this MEMORY. */
          ft_ui_collect (page, is_hand_card, NULL, cards);
          g_assert_cmpuint (cards->len, >, 0);
          card = cards->pdata[step % cards->len];
          g_signal_emit_by_name (card, "clicked");
        }
      ft_ui_run_main_loop (100);
      g_assert_true (step < 11);
    }
  ft_ui_run_main_loop (100);
  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
  ft_ui_run_main_loop (100);
  focus = focus_of (f);
  g_test_message ("after Resolved the focus is on a %s", G_OBJECT_TYPE_NAME (focus));
  shot = take_shot (f);
  /* The hand's card, or MEMORY when no card can be played yet. */
  g_assert_true (gtk_widget_has_css_class (focus, "ft-card") || g_str_equal (gtk_widget_get_css_name (focus), "bitrow"));
  b = bounds_of (f, focus);
  rgb_at (shot, b.origin.x + b.size.width / 2, b.origin.y - 8, under);
  assert_ring (f, shot, focus, 0, 6, under, "the focus after Resolved");
}

/* --- Flipchain: the board at the start, a red disc ---------------------- */

static gboolean
is_red_disc (GtkWidget     *widget,
             gconstpointer  data)
{
  return gtk_widget_has_css_class (widget, "flipchain-cell") && gtk_widget_has_css_class (widget, "red") &&
         gtk_widget_is_drawable (widget);
}

/* The ring inside a disc, in its 8 px inside the edge: dark against the
 * page around the cell, and a part of it (dark or its white) 3:1 against
 * the disc's own colour, taken between the ring and the letter. */
static void
assert_cell_ring (Fixture    *f,
                  GtkWidget  *cell,
                  const char *what)
{
  g_autoptr(Shot) shot = take_shot (f);
  graphene_rect_t b = bounds_of (f, cell);
  guint perimeter = 2 * (b.size.width + b.size.height);
  guint whites = colour_pixels (f, shot, cell, -8, 0, halo);
  guchar page[3], disc[3];
  double best;

  rgb_at (shot, b.origin.x - 3, b.origin.y + b.size.height / 2, page);
  rgb_at (shot, b.origin.x + 11, b.origin.y + b.size.height / 2, disc);
  assert_ring (f, shot, cell, -8, 0, page, what);
  best = contrast (ring, disc);
  if (whites >= perimeter / 2)
    best = MAX (best, contrast (halo, disc));
  g_test_message ("%s: %u white pixels; the ring's best contrast with the disc (#%02x%02x%02x) is %.1f:1",
                  what, whites, disc[0], disc[1], disc[2], best);
  if (best < 3.0)
    g_error ("%s: the ring's contrast with the disc is %.1f:1, under 3:1", what, best);
}

static void
test_flipchain (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *page = open_page (f, "flipchain");
  GtkWidget *focus, *red = NULL;

  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
  ft_ui_run_main_loop (50);
  focus = focus_of (f);
  g_assert_true (gtk_widget_has_css_class (focus, "flipchain-cell"));
  assert_cell_ring (f, focus, "Flipchain's board at the start of a game");

  /* Discs go down until one is red (the learner's or the computer's). */
  for (guint move = 0; move < 6 && red == NULL; move++)
    {
      focus = focus_of (f);
      g_assert_true (gtk_widget_has_css_class (focus, "flipchain-cell"));
      gtk_widget_activate (focus);
      ft_ui_run_main_loop (50);
      g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
      ft_ui_run_main_loop (50);
      red = ft_ui_find_first (page, is_red_disc, NULL, TRUE);
    }
  g_assert_nonnull (red);
  g_assert_true (gtk_widget_grab_focus (red));
  assert_cell_ring (f, red, "a red disc");
}

/* Projected, the ring is thicker and still seen on the board. */
static void
test_flipchain_presentation (Fixture       *f,
                             gconstpointer  data)
{
  GtkWidget *page;

  g_settings_set_boolean (f->settings, "presentation-mode", TRUE);
  ft_ui_wait_all_frames (2);
  page = open_page (f, "flipchain");
  g_assert_true (ft_ui_wait_until (ft_ui_person_acts, page, 60000));
  ft_ui_run_main_loop (50);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (f->window), "presentation"));
  g_assert_true (gtk_widget_has_css_class (focus_of (f), "flipchain-cell"));
  assert_cell_ring (f, focus_of (f), "Flipchain's board, projected");
}

/* --- Hi Lo: a "play again" card without the focus ----------------------- */

static void
test_hilo_play_again (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *card = gtk_button_new_with_label ("42");
  GtkWidget *other = gtk_button_new_with_label ("Other");
  g_autoptr(Shot) shot = NULL;
  guint n;

  /* A card as the page makes one and marks "play again", beside a button
   * that has the focus: the card has none. */
  gtk_widget_add_css_class (card, "ft-hilo-card");
  gtk_widget_add_css_class (card, "double");
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_box_append (GTK_BOX (box), card);
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (other);
  ft_ui_wait_frames (window, 2);
  g_assert_false (gtk_widget_has_focus (card));
  shot = take_window_shot (window);
  n = ring_pixels (f, shot, card, -12, 6);
  g_test_message ("a play-again card: %u pixels of the ring's colour", n);
  g_assert_cmpuint (n, <, 10);
  /* Nor of the theme's blue focus ring, which its border once was. */
  {
    static const guchar blues[][3] = { { 0x1c, 0x71, 0xd8 }, { 0x35, 0x84, 0xe4 } };

    for (guint i = 0; i < G_N_ELEMENTS (blues); i++)
      {
        n = colour_pixels (f, shot, card, -12, 6, blues[i]);
        g_test_message ("a play-again card: %u pixels of the theme's blue #%02x%02x%02x", n,
                        blues[i][0], blues[i][1], blues[i][2]);
        g_assert_cmpuint (n, <, 10);
      }
  }

  /* And focused, it wears the ring: the check above can fail. */
  gtk_widget_grab_focus (card);
  g_clear_pointer (&shot, shot_free);
  shot = take_window_shot (window);
  {
    guchar under[3];
    graphene_rect_t b = bounds_of (f, card);

    rgb_at (shot, b.origin.x - 10, b.origin.y + b.size.height / 2, under);
    assert_ring (f, shot, card, 0, 6, under, "a focused play-again card");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/focus-ring/flipbits-memory", test_flipbits_memory);
  ADD ("/focus-ring/flipbits-resolved", test_flipbits_resolved);
  ADD ("/focus-ring/flipchain", test_flipchain);
  ADD ("/focus-ring/flipchain-presentation", test_flipchain_presentation);
  ADD ("/focus-ring/hilo-play-again", test_hilo_play_again);

#undef ADD

  return g_test_run ();
}
