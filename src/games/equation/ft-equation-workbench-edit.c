/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "ft-equation-workbench-private.h"
#include "ft-widgets.h"

/*
 * What the learner does on the equation workbench (ft-equation-workbench.c
 * shows the line): tiles typed or clicked, Backspace, clearing the line,
 * the order of operations and the options, and the page's commands (new,
 * undo, redo).
 */

/* --- Editing ------------------------------------------------------------ */

static void
insert_tile (FtEquationWorkbench *self,
             FtEqTile             tile)
{
  if (!ft_equation_line_insert (self->line, tile))
    ft_announce (GTK_WIDGET (self), _("The line is full: a line of the board holds at most 15 tiles."));
  else
    /* The tile typed, read back at once; a complete line's verdict
     * follows when typing pauses. */
    ft_announce (GTK_WIDGET (self), ft_eq_tile_symbol (tile));
}

void
_ft_equation_workbench_palette_clicked_cb (GtkButton           *button,
                                           FtEquationWorkbench *self)
{
  insert_tile (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile")));
}

void
_ft_equation_workbench_backspace_clicked_cb (FtEquationWorkbench *self)
{
  ft_equation_line_backspace (self->line);
}

void
_ft_equation_workbench_clear_clicked_cb (FtEquationWorkbench *self)
{
  ft_equation_line_clear (self->line);
}

gboolean
_ft_equation_workbench_key_pressed_cb (FtEquationWorkbench   *self,
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
      insert_tile (self, tile);
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_BackSpace:
      ft_equation_line_backspace (self->line);
      return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      ft_equation_line_delete (self->line);
      return TRUE;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      ft_equation_line_move_cursor (self->line, -1);
      return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      ft_equation_line_move_cursor (self->line, 1);
      return TRUE;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      ft_equation_line_set_cursor (self->line, 0);
      return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      ft_equation_line_set_cursor (self->line, FT_EQ_MAX_TILES);
      return TRUE;
    default:
      return FALSE;
    }
}

void
_ft_equation_workbench_order_toggled_cb (GtkToggleButton     *button,
                                         FtEquationWorkbench *self)
{
  if (gtk_toggle_button_get_active (button))
    ft_equation_line_set_order (self->line, button == GTK_TOGGLE_BUTTON (self->order_buttons[FT_EQ_ORDER_LTR])
                                            ? FT_EQ_ORDER_LTR : FT_EQ_ORDER_STANDARD);
}

const char *
_ft_equation_workbench_option_title (guint index)
{
  static const char *const titles[] = {
    N_("XOR tiles in play"),
    N_("No identity fragments (× 1, + 0, - 0)"),
    N_("Strict identities (also AND 1, OR 0)"),
    N_("Loose NOT zeros"),
  };

  return _(titles[index]);
}

/* The option's title alone: the switch says its own state ("on"), so a
 * name that held it too would be read twice and go stale. */
void
_ft_equation_workbench_name_switch (GtkWidget *sw,
                                    guint      index)
{
  ft_widget_set_name (sw, _ft_equation_workbench_option_title (index));
}

void
_ft_equation_workbench_switch_active_cb (GtkSwitch           *sw,
                                         GParamSpec          *pspec,
                                         FtEquationWorkbench *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "index"));

  ft_equation_line_set_option (self->line, option_flags[index], gtk_switch_get_active (sw));
}

/* --- FtPage ------------------------------------------------------------- */

static const char *
ft_equation_workbench_get_title (FtPage *page)
{
  return _("Equation Workbench");
}

static const char *
ft_equation_workbench_get_help_id (FtPage *page)
{
  return "equation";
}

static FtPageCapabilities
ft_equation_workbench_get_capabilities (FtPage *page)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (page);

  return FT_PAGE_CAN_NEW_GAME |
         (ft_equation_line_can_undo (self->line) ? FT_PAGE_CAN_UNDO : 0) |
         (ft_equation_line_can_redo (self->line) ? FT_PAGE_CAN_REDO : 0);
}

/* "New" starts a new line; the old one is one undo away. */
static void
ft_equation_workbench_new_game (FtPage *page)
{
  ft_equation_line_clear (FT_EQUATION_WORKBENCH (page)->line);
}

static void
ft_equation_workbench_undo (FtPage *page)
{
  ft_equation_line_undo (FT_EQUATION_WORKBENCH (page)->line);
}

static void
ft_equation_workbench_redo (FtPage *page)
{
  ft_equation_line_redo (FT_EQUATION_WORKBENCH (page)->line);
}

static char *
ft_equation_workbench_describe (FtPage *page)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (page);
  g_autofree char *verdict = _ft_equation_workbench_verdict_sentence (self);
  g_autofree char *line = ft_equation_line_to_string (self->line);

  /* Translators: "Equation Workbench, Standard order. Line: 1 + 1 = 10. Valid equation: …" */
  return g_strdup_printf (_("Equation Workbench, %s. Line: %s. %s"),
                          _ft_equation_workbench_order_name (ft_equation_line_get_order (self->line)),
                          *line ? line : _("empty"), verdict);
}

void
_ft_equation_workbench_iface_init (FtPageInterface *iface)
{
  iface->get_title = ft_equation_workbench_get_title;
  iface->get_help_id = ft_equation_workbench_get_help_id;
  iface->get_capabilities = ft_equation_workbench_get_capabilities;
  iface->new_game = ft_equation_workbench_new_game;
  iface->undo = ft_equation_workbench_undo;
  iface->redo = ft_equation_workbench_redo;
  iface->describe = ft_equation_workbench_describe;
}

