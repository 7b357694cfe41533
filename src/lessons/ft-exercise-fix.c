/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "ft-exercise-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * Fix the equation: the line's tiles as buttons and the palette of every
 * tile; one tile changed (Binary Number Scrabble's rules of a line) makes
 * the answer.  Changing another tile puts the first one back.
 */

#define FT_TYPE_EXERCISE_FIX_VIEW (ft_exercise_fix_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseFixView, ft_exercise_fix_view, FT, EXERCISE_FIX_VIEW, GtkBox)

struct _FtExerciseFixView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GPtrArray              *tiles;     /* the line's tile buttons */
  guint                   selected;  /* the tile the replacement keys go to */
  int                     position;  /* the tile changed, or -1 */
  FtEqTile                tile;      /* what it was changed to */
};

static void ft_exercise_fix_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseFixView, ft_exercise_fix_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_fix_view_iface_init))

static gboolean
ft_exercise_fix_view_check (FtExerciseView  *view,
                            char           **feedback,
                            gboolean        *answered)
{
  FtExerciseFixView *self = FT_EXERCISE_FIX_VIEW (view);

  /* No tile changed is no answer: said, not counted. */
  *answered = self->position >= 0;
  return ft_lesson_exercise_check_fix (self->exercise, self->position < 0 ? G_MAXUINT : (guint) self->position,
                                       self->tile, feedback);
}

static gboolean
ft_exercise_fix_view_focus_answer (FtExerciseView *view)
{
  FtExerciseFixView *self = FT_EXERCISE_FIX_VIEW (view);

  return self->tiles->len && gtk_widget_grab_focus (self->tiles->pdata[0]);
}

static void
ft_exercise_fix_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_fix_view_check;
  iface->focus_answer = ft_exercise_fix_view_focus_answer;
}

static void
fix_refresh (FtExerciseFixView *self)
{
  const FtLessonExercise *ex = self->exercise;

  for (guint i = 0; i < self->tiles->len; i++)
    {
      GtkWidget *button = self->tiles->pdata[i];
      gboolean changed = (int) i == self->position;
      FtEqTile tile = changed ? self->tile : ex->tiles[i];
      g_autofree char *name = NULL;

      gtk_button_set_label (GTK_BUTTON (button), ft_eq_tile_symbol (tile));
      if (changed)
        {
          gtk_widget_add_css_class (button, "changed");
          /* Translators: "Tile 3 of 7: 0, changed from 1" */
          name = g_strdup_printf (_("Tile %u of %u: %s, changed from %s"), i + 1, ex->n_tiles,
                                  ft_eq_tile_symbol (tile), ft_eq_tile_symbol (ex->tiles[i]));
        }
      else
        {
          gtk_widget_remove_css_class (button, "changed");
          /* Translators: "Tile 3 of 7: 1" */
          name = g_strdup_printf (_("Tile %u of %u: %s"), i + 1, ex->n_tiles, ft_eq_tile_symbol (tile));
        }
      if (FT_EQ_TILE_IS_DIGIT (tile))
        gtk_widget_remove_css_class (button, "operator");
      else
        gtk_widget_add_css_class (button, "operator");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
}

/* Only one tile may change: changing another puts the first one back. */
static void
fix_set (FtExerciseFixView *self,
         guint              position,
         FtEqTile           tile)
{
  const FtLessonExercise *ex = self->exercise;
  g_autofree char *said = NULL;

  if (position >= ex->n_tiles)
    return;
  if (tile == ex->tiles[position])
    {
      if (self->position == (int) position)
        self->position = -1;
      /* Translators: "Tile 3 is 1 again." */
      said = g_strdup_printf (_("Tile %u is %s again."), position + 1, ft_eq_tile_symbol (tile));
    }
  else
    {
      self->position = position;
      self->tile = tile;
      /* Translators: "Tile 3 is now 0 instead of 1." */
      said = g_strdup_printf (_("Tile %u is now %s instead of %s."), position + 1,
                              ft_eq_tile_symbol (tile), ft_eq_tile_symbol (ex->tiles[position]));
    }
  fix_refresh (self);
  ft_exercise_view_edited (FT_EXERCISE_VIEW (self));
  ft_announce (GTK_WIDGET (self), said);
}

static void
fix_focus_cb (GtkEventControllerFocus *controller,
              FtExerciseFixView       *self)
{
  GtkWidget *tile = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint index;

  if (g_ptr_array_find (self->tiles, tile, &index))
    self->selected = index;
}

static gboolean
fix_key_pressed_cb (FtExerciseFixView     *self,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GtkEventControllerKey *controller)
{
  guint n = self->tiles->len, target = self->selected;
  FtEqTile tile;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  if (ft_equation_tile_for_keyval (keyval, &tile))
    {
      fix_set (self, self->selected, tile);
      return TRUE;
    }
  if (ft_keyval_is_enter (keyval))
    {
      ft_exercise_view_submit (FT_EXERCISE_VIEW (self));
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      target = self->selected > 0 ? self->selected - 1 : 0;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      target = MIN (self->selected + 1, n - 1);
      break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      target = 0;
      break;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      target = n - 1;
      break;
    case GDK_KEY_BackSpace: case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      fix_set (self, self->selected, self->exercise->tiles[self->selected]);
      return TRUE;
    default:
      return FALSE;
    }

  gtk_widget_grab_focus (self->tiles->pdata[target]);
  return TRUE;
}

static void
fix_palette_clicked_cb (GtkButton         *button,
                        FtExerciseFixView *self)
{
  fix_set (self, self->selected, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile")));
  gtk_widget_grab_focus (self->tiles->pdata[self->selected]);
}

static void
ft_exercise_fix_view_finalize (GObject *object)
{
  g_ptr_array_unref (FT_EXERCISE_FIX_VIEW (object)->tiles);
  G_OBJECT_CLASS (ft_exercise_fix_view_parent_class)->finalize (object);
}

static void
ft_exercise_fix_view_class_init (FtExerciseFixViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_exercise_fix_view_finalize;
}

static void
ft_exercise_fix_view_init (FtExerciseFixView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
  self->tiles = g_ptr_array_new ();
  self->position = -1;
}

GtkWidget *
ft_exercise_fix_view_new (const FtLessonExercise *ex)
{
  FtExerciseFixView *self = g_object_new (FT_TYPE_EXERCISE_FIX_VIEW, NULL);
  /* The line and the palette break onto more lines in a phone's width. */
  GtkWidget *line = ft_wrap_box_new (4, 4);
  GtkWidget *palette = ft_wrap_box_new (6, 6);

  self->exercise = ex;
  ft_wrap_box_set_centered (FT_WRAP_BOX (line), TRUE);
  ft_wrap_box_set_centered (FT_WRAP_BOX (palette), TRUE);

  for (guint i = 0; i < ex->n_tiles; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkEventController *keys = gtk_event_controller_key_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      gtk_widget_add_css_class (button, "ft-eq-tile");
      gtk_widget_add_css_class (button, "ft-eq-fix-tile");
      /* Capture: the tile's keys come before the button's own Return. */
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (keys, "key-pressed", G_CALLBACK (fix_key_pressed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect (focus, "enter", G_CALLBACK (fix_focus_cb), self);
      gtk_widget_add_controller (button, keys);
      gtk_widget_add_controller (button, focus);
      g_ptr_array_add (self->tiles, button);
      ft_wrap_box_append (FT_WRAP_BOX (line), button);
    }
  fix_refresh (self);

  for (FtEqTile t = 0; t < FT_EQ_N_TILES; t++)
    {
      GtkWidget *button = ft_equation_palette_button_new (t);

      /* A click puts the chosen tile's replacement in; the focus stays
       * on the line. */
      gtk_widget_set_focusable (button, FALSE);
      gtk_widget_set_focus_on_click (button, FALSE);
      g_signal_connect (button, "clicked", G_CALLBACK (fix_palette_clicked_cb), self);
      ft_wrap_box_append (FT_WRAP_BOX (palette), button);
    }

  gtk_box_append (GTK_BOX (self), line);
  gtk_box_append (GTK_BOX (self), palette);
  ft_exercise_view_add_key_help (FT_EXERCISE_VIEW (self),
                                 _("Left and Right pick a tile; type the tile it should be "
                                   "(0 1 + - = as themselves, x for ×, / for ÷, a AND, o OR, "
                                   "Shift+X XOR, n NOT) or click one below; Backspace puts it back; "
                                   "Return checks."));
  return GTK_WIDGET (self);
}
