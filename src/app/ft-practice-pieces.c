/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ft-practice-view.h"

/*
 * FtPracticePieces: the view most kinds of piece share (dice, cards,
 * tiles, a board): a column that the kind's builder fills with the game's
 * widgets, and the answer the learner gave by activating them.  The bit
 * rows have a view of their own, as typing shows on them.
 */

struct _FtPracticePieces
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *first;
  char      *answer;
  gboolean   typing;
};

static void ft_practice_pieces_iface_init (FtPracticeViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtPracticePieces, ft_practice_pieces, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PRACTICE_VIEW, ft_practice_pieces_iface_init))

static char *
get_answer (FtPracticeView *view)
{
  return g_strdup (FT_PRACTICE_PIECES (view)->answer);
}

static gboolean
takes_typing (FtPracticeView *view)
{
  return FT_PRACTICE_PIECES (view)->typing;
}

static void
ft_practice_pieces_iface_init (FtPracticeViewInterface *iface)
{
  iface->get_answer = get_answer;
  iface->takes_typing = takes_typing;
}

static void
ft_practice_pieces_dispose (GObject *object)
{
  FtPracticePieces *self = FT_PRACTICE_PIECES (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->answer, g_free);

  G_OBJECT_CLASS (ft_practice_pieces_parent_class)->dispose (object);
}

static gboolean
ft_practice_pieces_grab_focus (GtkWidget *widget)
{
  FtPracticePieces *self = FT_PRACTICE_PIECES (widget);

  return self->first != NULL && gtk_widget_grab_focus (self->first);
}

static void
ft_practice_pieces_class_init (FtPracticePiecesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_practice_pieces_dispose;
  widget_class->grab_focus = ft_practice_pieces_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_practice_pieces_init (FtPracticePieces *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->typing = TRUE;
}

FtPracticePieces *
ft_practice_pieces_new (gboolean typing)
{
  FtPracticePieces *self = g_object_new (FT_TYPE_PRACTICE_PIECES, NULL);

  self->typing = typing;
  return self;
}

/* The column the builder fills. */
GtkWidget *
ft_practice_pieces_get_box (FtPracticePieces *self)
{
  g_return_val_if_fail (FT_IS_PRACTICE_PIECES (self), NULL);
  return self->box;
}

/* The piece that takes the focus when the exercise is shown. */
void
ft_practice_pieces_set_first (FtPracticePieces *self,
                              GtkWidget        *widget)
{
  g_return_if_fail (FT_IS_PRACTICE_PIECES (self));
  if (self->first == NULL)
    self->first = widget;
}

/* The learner's answer, given by activating pieces; @submit checks it. */
void
ft_practice_pieces_set_answer (FtPracticePieces *self,
                               const char       *answer,
                               gboolean          submit)
{
  g_return_if_fail (FT_IS_PRACTICE_PIECES (self));

  g_free (self->answer);
  self->answer = g_strdup (answer);
  ft_practice_view_changed (FT_PRACTICE_VIEW (self));
  if (submit)
    ft_practice_view_submit (FT_PRACTICE_VIEW (self));
}
