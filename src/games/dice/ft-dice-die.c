/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-die.h"
#include "ft-widgets.h"

/* Pip places on a 3 by 3 grid, for each face: bit (row * 3 + column). */
static const guint16 pip_masks[7] = {
  0,
  1 << 4,
  1 << 0 | 1 << 8,
  1 << 0 | 1 << 4 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 4 | 1 << 6 | 1 << 8,
  1 << 0 | 1 << 2 | 1 << 3 | 1 << 5 | 1 << 6 | 1 << 8,
};

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A padlock in the corner: the lock is shown by shape, never by colour
 * alone (R5). */
static void
draw_lock (cairo_t *cr,
           double   x,
           double   y,
           double   s)
{
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  rounded_rect (cr, x - s * 0.1, y - s * 0.1, s * 1.2, s * 1.35, s * 0.2);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 0.85, 0.2);
  cairo_set_line_width (cr, s * 0.14);
  cairo_arc (cr, x + s / 2, y + s * 0.45, s * 0.27, G_PI, 2 * G_PI);
  cairo_stroke (cr);
  cairo_rectangle (cr, x + s * 0.12, y + s * 0.45, s * 0.76, s * 0.65);
  cairo_fill (cr);
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  guint face = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "ft-face"));
  gboolean locked = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "ft-locked"));
  double size = MIN (width, height) - 2;
  double x = (width - size) / 2, y = (height - size) / 2;
  double pip = size * 0.09;
  guint16 mask = pip_masks[MIN (face, 6)];

  rounded_rect (cr, x, y, size, size, size * 0.16);
  if (locked)
    cairo_set_source_rgb (cr, 0.86, 0.86, 0.86);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_set_line_width (cr, MAX (1.5, size * 0.035));
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  for (guint i = 0; i < 9; i++)
    if (mask & (1u << i))
      {
        double px = x + size * (0.25 + 0.25 * (i % 3));
        double py = y + size * (0.25 + 0.25 * (i / 3));

        cairo_arc (cr, px, py, pip, 0, 2 * G_PI);
        cairo_fill (cr);
      }

  if (locked)
    draw_lock (cr, x + size * 0.72, y + size * 0.04, size * 0.22);
}

void
ft_dice_die_set (GtkWidget *die,
                 guint      face,
                 gboolean   locked)
{
  g_object_set_data (G_OBJECT (die), "ft-face", GUINT_TO_POINTER (face));
  g_object_set_data (G_OBJECT (die), "ft-locked", GUINT_TO_POINTER (locked));
  gtk_widget_queue_draw (die);
}

GtkWidget *
ft_dice_die_new (guint    face,
                 gboolean locked)
{
  GtkWidget *area = gtk_drawing_area_new ();

  /* The size comes from style.css in em, so that zoom scales the dice. */
  gtk_widget_add_css_class (area, "ft-die-face");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, NULL, NULL);
  ft_dice_die_set (area, face, locked);
  return area;
}

/* --- A die as a button ------------------------------------------------ */

static void
name_die (GtkWidget       *button,
          FtDiceSide             side,
          guint            number,
          guint            face,
          gboolean         locked,
          gboolean         chosen)
{
  g_autofree char *name = NULL;

  switch (side)
    {
    case FT_DICE_SIDE_MINE:
      /* Translators: "your die 2: 6, locked" */
      name = locked ? g_strdup_printf (_("your die %u: %u, locked"), number, face)
                    : g_strdup_printf (_("your die %u: %u"), number, face);
      break;
    case FT_DICE_SIDE_THEIRS:
      name = locked ? g_strdup_printf (_("their die %u: %u, locked"), number, face)
                    : g_strdup_printf (_("their die %u: %u"), number, face);
      break;
    case FT_DICE_SIDE_MIDDLE:
    default:
      name = chosen ? g_strdup_printf (_("middle die %u: %u, chosen as change"), number, face)
                    : g_strdup_printf (_("middle die %u: %u"), number, face);
      break;
    }
  ft_widget_set_name (button, name);
}

/* A die the player picks: numbered as shown on its side (from 0), named
 * for a screen reader ("your die 2: 6, locked"), "chosen" when picked. */
GtkWidget *
ft_dice_die_button_new (FtDiceSide side,
                        guint      number,
                        guint      face,
                        gboolean   locked,
                        gboolean   chosen)
{
  GtkWidget *button = gtk_button_new ();

  gtk_button_set_child (GTK_BUTTON (button), ft_dice_die_new (face, locked));
  gtk_widget_add_css_class (button, "ft-die");
  if (chosen)
    gtk_widget_add_css_class (button, "chosen");
  g_object_set_data (G_OBJECT (button), "ft-side", GUINT_TO_POINTER (side + 1));
  g_object_set_data (G_OBJECT (button), "ft-number", GUINT_TO_POINTER (number));
  name_die (button, side, number + 1, face, locked, chosen);
  return button;
}
