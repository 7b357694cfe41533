/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "ft-exercise-view.h"
#include "ft-lesson-pieces.h"
#include "ft-scrabble-board-view.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"
#include "scrabble/scrabble-words.h"

/*
 * Binary Number Scrabble's "place the tile that makes this equation
 * true": the position on the game's own board, the tiles of the play so
 * far and the empty square marked.  The learner types a tile on the board
 * (the equation keys: 0 1 + - = x / a o Shift+X n) or clicks one in the
 * palette; it shows on its square.  Any tile that makes the play correct
 * is right, not only the one the author had in mind.
 */

#define FT_TYPE_EXERCISE_TILE_VIEW (ft_exercise_tile_view_get_type ())
G_DECLARE_FINAL_TYPE (FtExerciseTileView, ft_exercise_tile_view, FT, EXERCISE_TILE_VIEW, GtkBox)

struct _FtExerciseTileView
{
  GtkBox                  parent_instance;
  const FtLessonExercise *exercise;
  GtkWidget              *board;
  GtkWidget              *frame;
  GtkWidget              *palette;
  guint                   tile;   /* FT_EQ_N_TILES: none yet */
  gboolean                presentation;
  gboolean                narrow;  /* the window is a phone's width */
};

static void ft_exercise_tile_view_iface_init (FtExerciseViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtExerciseTileView, ft_exercise_tile_view, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_EXERCISE_VIEW, ft_exercise_tile_view_iface_init))

static gboolean
ft_exercise_tile_view_check (FtExerciseView  *view,
                             char           **feedback,
                             gboolean        *answered)
{
  FtExerciseTileView *self = FT_EXERCISE_TILE_VIEW (view);

  /* No tile is no answer: said, not counted. */
  *answered = self->tile < FT_EQ_N_TILES;
  return ft_lesson_exercise_check_tile (self->exercise, self->tile, feedback);
}

/* The empty square, where the tile goes. */
static gboolean
ft_exercise_tile_view_focus_answer (FtExerciseView *view)
{
  FtExerciseTileView *self = FT_EXERCISE_TILE_VIEW (view);
  FtScrabbleBoardView *board = FT_SCRABBLE_BOARD_VIEW (self->board);

  ft_scrabble_board_view_set_cursor (board, self->exercise->cell, FT_SCRABBLE_ACROSS);
  return ft_scrabble_board_view_focus_cursor (board);
}

/* On a projector the palette goes beside the board, which is as tall as
 * the screen allows; projected in a phone's width, under it as elsewhere. */
static void
arrange (FtExerciseTileView *self)
{
  gboolean beside = self->presentation && !self->narrow;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), beside ? GTK_ORIENTATION_HORIZONTAL
                                                                : GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_size_request (self->palette, beside ? 150 : -1, -1);
  ft_lesson_board_frame_set_presentation (self->frame, self->presentation);
}

static void
narrow_cb (GtkWidget *widget,
           gboolean   narrow)
{
  FtExerciseTileView *self = FT_EXERCISE_TILE_VIEW (widget);

  self->narrow = narrow;
  arrange (self);
}

static void
ft_exercise_tile_view_set_presentation (FtExerciseView *view,
                                        gboolean        presentation)
{
  FtExerciseTileView *self = FT_EXERCISE_TILE_VIEW (view);

  self->presentation = presentation;
  arrange (self);
}

/* A new try starts where the first did. */
static void
ft_exercise_tile_view_retry (FtExerciseView *view)
{
  ft_exercise_tile_view_focus_answer (view);
}

static void
ft_exercise_tile_view_iface_init (FtExerciseViewInterface *iface)
{
  iface->check = ft_exercise_tile_view_check;
  iface->focus_answer = ft_exercise_tile_view_focus_answer;
  iface->retry = ft_exercise_tile_view_retry;
  iface->set_presentation = ft_exercise_tile_view_set_presentation;
}

static void
show_position (FtExerciseTileView *self)
{
  const FtLessonBoard *lb = self->exercise->board;
  FtScrabbleBoard position = lb->scrabble;

  ft_scrabble_board_apply (&position, &lb->placed);
  if (self->tile < FT_EQ_N_TILES)
    position.cells[self->exercise->cell] = self->tile;
  ft_scrabble_board_view_set_position (FT_SCRABBLE_BOARD_VIEW (self->board), &position);
  ft_scrabble_board_view_set_highlight (FT_SCRABBLE_BOARD_VIEW (self->board), lb->marks, lb->n_marks);
}

static void
set_tile (FtExerciseTileView *self,
          guint               tile)
{
  g_autofree char *square = ft_scrabble_square_label (self->exercise->cell);
  g_autofree char *said = NULL;

  self->tile = tile;
  /* The one square: a screen reader hears one change, not 225. */
  ft_scrabble_board_view_set_square (FT_SCRABBLE_BOARD_VIEW (self->board), self->exercise->cell,
                                     tile < FT_EQ_N_TILES ? tile : FT_SCRABBLE_EMPTY);
  if (tile < FT_EQ_N_TILES)
    /* Translators: "× on F8." */
    said = g_strdup_printf (_("%s on %s."), ft_eq_tile_symbol (tile), square);
  else
    /* Translators: %s is a square, "F8" */
    said = g_strdup_printf (_("%s is empty again."), square);
  ft_exercise_view_edited (FT_EXERCISE_VIEW (self));
  ft_announce (GTK_WIDGET (self), said);
}

/* Before the board's own keys (which move its cursor): a tile key puts
 * the tile on the marked square, wherever the cursor is; Backspace takes
 * it back; Return checks. */
static gboolean
key_pressed_cb (FtExerciseTileView    *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  FtEqTile tile;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (ft_equation_tile_for_keyval (keyval, &tile))
    {
      set_tile (self, tile);
      ft_exercise_tile_view_focus_answer (FT_EXERCISE_VIEW (self));
      return TRUE;
    }
  if (keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    {
      set_tile (self, FT_EQ_N_TILES);
      return TRUE;
    }
  if (ft_keyval_is_enter (keyval))
    {
      ft_exercise_view_submit (FT_EXERCISE_VIEW (self));
      return TRUE;
    }
  return FALSE;
}

static void
palette_clicked_cb (GtkButton          *button,
                    FtExerciseTileView *self)
{
  set_tile (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile")));
}

static void
ft_exercise_tile_view_class_init (FtExerciseTileViewClass *klass)
{
}

static void
ft_exercise_tile_view_init (FtExerciseTileView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
  self->tile = FT_EQ_N_TILES;
}

GtkWidget *
ft_exercise_tile_view_new (const FtLessonExercise *ex,
                           gboolean                presentation)
{
  FtExerciseTileView *self = g_object_new (FT_TYPE_EXERCISE_TILE_VIEW, NULL);
  GtkWidget *palette = self->palette = ft_wrap_box_new (6, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->exercise = ex;
  self->board = ft_scrabble_board_view_new ();
  gtk_widget_set_hexpand (self->board, TRUE);
  show_position (self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (self->board, keys);
  self->frame = ft_lesson_board_frame (self->board);
  ft_lesson_board_frame_set_presentation (self->frame, presentation);
  gtk_box_append (GTK_BOX (self), self->frame);

  ft_wrap_box_set_centered (FT_WRAP_BOX (palette), TRUE);
  gtk_widget_set_valign (palette, GTK_ALIGN_CENTER);
  for (FtEqTile t = 0; t < FT_EQ_N_TILES; t++)
    {
      GtkWidget *button = ft_equation_palette_button_new (t);

      /* A click puts the tile on the marked square; the focus stays on
       * the board. */
      gtk_widget_set_focusable (button, FALSE);
      gtk_widget_set_focus_on_click (button, FALSE);
      g_signal_connect (button, "clicked", G_CALLBACK (palette_clicked_cb), self);
      ft_wrap_box_append (FT_WRAP_BOX (palette), button);
    }
  gtk_box_append (GTK_BOX (self), palette);
  /* The window's width of a phone, as the window's header bar takes it. */
  ft_widget_follow_width (GTK_WIDGET (self), 560, narrow_cb);
  ft_exercise_view_add_key_help (FT_EXERCISE_VIEW (self),
                                 _("Type the tile for the marked square (0 1 + - = as themselves, x for ×, "
                                   "/ for ÷, a AND, o OR, Shift+X XOR, n NOT) or click one below; "
                                   "Backspace takes it back; Return checks."));
  return GTK_WIDGET (self);
}
