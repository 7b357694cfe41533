/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gtk/gtk.h>

#include "ft-wrap-box.h"
#include "ft-wrap-layout.h"
#include "../test-display.h"

/*
 * FtWrapLayout, the one wrap layout of the app, with what each of its users
 * needs: lines that break where the width runs out, centred lines (the
 * lesson palettes), the room left to the children that expand (the
 * workbench's options), at most N a line, compact, right to left, and a
 * GtkBox marked ft-wrap that keeps its spacing.  Children here are empty
 * boxes of a set size, so every place is known to the pixel.
 */

#define W 40
#define H 20

typedef struct
{
  GtkWidget *window;
  GtkWidget *box;
  GtkWidget *child[5];
} Fixture;

static GtkWidget *
block (void)
{
  GtkWidget *widget = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_set_size_request (widget, W, H);
  return widget;
}

/* An FtWrapBox (10 px between children, 5 between lines) with five
 * children, in a window. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->box = ft_wrap_box_new (10, 5);
  for (guint i = 0; i < G_N_ELEMENTS (f->child); i++)
    {
      f->child[i] = block ();
      ft_wrap_box_append (FT_WRAP_BOX (f->box), f->child[i]);
    }
  f->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (f->window), f->box);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

static int
height_for (GtkWidget *box,
            int        width)
{
  int min, nat;

  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, nat);
  return nat;
}

/* Lays @box out @width wide and says where @child went. */
static graphene_rect_t
place_of (GtkWidget *box,
          GtkWidget *child,
          int        width)
{
  graphene_rect_t bounds;

  gtk_widget_size_allocate (box, &(GtkAllocation) { 0, 0, width, height_for (box, width) }, -1);
  g_assert_true (gtk_widget_compute_bounds (child, box, &bounds));
  return bounds;
}

#define assert_place(r, at_x, at_y, wide, high) \
  G_STMT_START { \
    g_assert_cmpfloat ((r).origin.x, ==, (at_x)); \
    g_assert_cmpfloat ((r).origin.y, ==, (at_y)); \
    g_assert_cmpfloat ((r).size.width, ==, (wide)); \
    g_assert_cmpfloat ((r).size.height, ==, (high)); \
  } G_STMT_END

/* As narrow as one child, as wide as all in a row; 150 px take three a
 * line (3 × 40 + 2 × 10 = 140), the fourth starts the next line. */
static void
test_wraps (Fixture       *f,
            gconstpointer  data)
{
  graphene_rect_t r;
  int min, nat;

  gtk_widget_measure (f->box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, W);
  g_assert_cmpint (nat, ==, 5 * W + 4 * 10);
  g_assert_cmpint (height_for (f->box, -1), ==, H);
  g_assert_cmpint (height_for (f->box, 150), ==, 2 * H + 5);
  g_assert_cmpint (height_for (f->box, W), ==, 5 * H + 4 * 5);
  r = place_of (f->box, f->child[2], 150);
  assert_place (r, 2 * (W + 10), 0, W, H);
  r = place_of (f->box, f->child[3], 150);
  assert_place (r, 0, H + 5, W, H);
}

/* Centred: the last line's two children (90 px) in the middle of 150. */
static void
test_centred (Fixture       *f,
              gconstpointer  data)
{
  graphene_rect_t r;

  ft_wrap_box_set_centered (FT_WRAP_BOX (f->box), TRUE);
  r = place_of (f->box, f->child[3], 150);
  assert_place (r, (150 - (2 * W + 10)) / 2, H + 5, W, H);
  r = place_of (f->box, f->child[0], 150);
  assert_place (r, (150 - (3 * W + 2 * 10)) / 2, 0, W, H);
}

/* A child that expands takes the room left on its line. */
static void
test_fill (Fixture       *f,
           gconstpointer  data)
{
  graphene_rect_t r;

  gtk_widget_set_hexpand (f->child[4], TRUE);
  r = place_of (f->box, f->child[4], 150);
  assert_place (r, W + 10, H + 5, 150 - (W + 10), H);
  /* No child on the first line expands: it keeps its widths. */
  r = place_of (f->box, f->child[2], 150);
  assert_place (r, 2 * (W + 10), 0, W, H);
}

/* At most two a line, however wide; compact asks for one child's width. */
static void
test_max_and_compact (Fixture       *f,
                      gconstpointer  data)
{
  graphene_rect_t r;
  int min, nat;

  ft_wrap_box_set_max_per_line (FT_WRAP_BOX (f->box), 2);
  g_assert_cmpint (height_for (f->box, 1000), ==, 3 * H + 2 * 5);
  r = place_of (f->box, f->child[2], 1000);
  assert_place (r, 0, H + 5, W, H);

  ft_wrap_box_set_max_per_line (FT_WRAP_BOX (f->box), 0);
  ft_wrap_box_set_compact (FT_WRAP_BOX (f->box), TRUE);
  gtk_widget_measure (f->box, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, W);
  /* Without a width, the height at that width: one a line. */
  g_assert_cmpint (height_for (f->box, -1), ==, 5 * H + 4 * 5);
}

/* Right to left, the first child is at the right end. */
static void
test_rtl (Fixture       *f,
          gconstpointer  data)
{
  graphene_rect_t r;

  gtk_widget_set_direction (f->box, GTK_TEXT_DIR_RTL);
  r = place_of (f->box, f->child[0], 150);
  assert_place (r, 150 - W, 0, W, H);
}

/* A GtkBox that a .ui marks ft-wrap: its spacing between children, at most
 * 18 px between lines, and a child that expands keeps its width (the game
 * tables' rows of cards and dice). */
static void
test_box (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 30);
  GtkWidget *child[3];
  graphene_rect_t r;

  for (guint i = 0; i < G_N_ELEMENTS (child); i++)
    {
      child[i] = block ();
      gtk_box_append (GTK_BOX (box), child[i]);
    }
  gtk_widget_set_hexpand (child[2], TRUE);
  gtk_window_set_child (GTK_WINDOW (window), box);
  ft_wrap_layout_apply (box);
  g_assert_true (FT_IS_WRAP_LAYOUT (gtk_widget_get_layout_manager (box)));

  g_assert_cmpint (height_for (box, 2 * W + 30), ==, 2 * H + 18);
  r = place_of (box, child[1], 2 * W + 30);
  assert_place (r, W + 30, 0, W, H);
  r = place_of (box, child[2], 2 * W + 30);
  assert_place (r, 0, H + 18, W, H);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  gtk_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/wrap-layout/wraps", test_wraps);
  ADD ("/wrap-layout/centred", test_centred);
  ADD ("/wrap-layout/fill", test_fill);
  ADD ("/wrap-layout/max-and-compact", test_max_and_compact);
  ADD ("/wrap-layout/rtl", test_rtl);
  g_test_add_func ("/wrap-layout/box", test_box);

#undef ADD

  return g_test_run ();
}
