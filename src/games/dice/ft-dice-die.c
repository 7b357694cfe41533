/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-dice-die.h"
#include "ft-piece-draw.h"
#include "ft-widgets.h"

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

  ft_piece_draw_die (cr, x, y, size, face, locked);
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
