/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-announce.h"
#include "ft-equation-keys.h"
#include "ft-equation-workbench.h"
#include "ft-page.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * FtEquationWorkbench: build a line of Binary Number Scrabble tiles and see
 * what the equation engine makes of it (scrabble R11-R17): the tokens, the
 * parse tree, the evaluation steps and the verdict with its reason.  Both
 * orders of operations (R15) are worked out on every change; where they read
 * the line differently the page shows them side by side.
 *
 * Every tile has a key (ft-equation-keys.h), handled page-wide by a CAPTURE
 * key controller, so the learner types wherever the focus is.  The tree and
 * the steps are list rows named with their whole text, so a screen reader
 * reads each as a sentence.  Each typed tile is read back.  The verdict is
 * said once: shown once (on the card; a column shows only the other order's,
 * where the two differ) and announced once, when the line is complete (an
 * "=" with a number after it) and typing pauses.  An empty or half-typed line
 * gets a prompt, never a red "not valid".
 */

/* How long typing must pause before a changed verdict is announced. */
#define ANNOUNCE_DELAY_MS 900

#include "ft-equation-workbench-private.h"


G_DEFINE_FINAL_TYPE_WITH_CODE (FtEquationWorkbench, ft_equation_workbench, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, _ft_equation_workbench_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_PRESENTATION,
  N_PROPS
};

/* --- Helpers ------------------------------------------------------------ */

static GtkWidget *
text_label (const char *text,
            const char *css_class,
            gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), wrap);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A list row that a screen reader reads as one sentence: GTK 4.8 does not
 * name a row from its children, so the row carries the text itself. */
static void
append_row (GtkWidget  *list,
            const char *text,
            guint       indent)
{
  GtkWidget *row = ft_text_row_new (text, "ft-eq-row");

  gtk_widget_set_margin_start (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), 12 + 20 * indent);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

const char *
_ft_equation_workbench_order_name (FtEqOrder order)
{
  return order == FT_EQ_ORDER_LTR ? _("Left to right") : _("Standard order");
}

/* --- Showing the line --------------------------------------------------- */

static void
tile_clicked_cb (GtkButton           *button,
                 FtEquationWorkbench *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  /* A click on a tile of the line puts the cursor after it. */
  ft_equation_line_set_cursor (self->line, index + 1);
}

static GtkWidget *
cursor_mark (void)
{
  GtkWidget *mark = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (mark, "ft-eq-cursor");
  gtk_accessible_update_state (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return mark;
}

static void
show_line (FtEquationWorkbench *self)
{
  guint n, cursor = ft_equation_line_get_cursor (self->line);
  const guint8 *tiles = ft_equation_line_get_tiles (self->line, &n);
  g_autofree char *text = ft_equation_tokens_text (tiles, 0, n);
  g_autofree char *where = NULL;
  g_autofree char *name = NULL;

  ft_widget_remove_children (self->line_box);
  self->cursor = NULL;
  for (guint i = 0; i <= n; i++)
    {
      if (i == cursor)
        {
          self->cursor = cursor_mark ();
          ft_wrap_box_append (FT_WRAP_BOX (self->line_box), self->cursor);
        }
      if (i < n)
        {
          GtkWidget *tile = gtk_button_new_with_label (ft_eq_tile_symbol (tiles[i]));
          g_autofree char *tile_name = NULL;

          gtk_widget_add_css_class (tile, "ft-eq-tile");
          if (!FT_EQ_TILE_IS_DIGIT (tiles[i]))
            gtk_widget_add_css_class (tile, "operator");
          /* The line is edited with the keys; the tiles take clicks only,
           * so Tab does not walk through fifteen of them. */
          gtk_widget_set_focusable (tile, FALSE);
          gtk_widget_set_focus_on_click (tile, FALSE);
          g_object_set_data (G_OBJECT (tile), "index", GUINT_TO_POINTER (i));
          /* Translators: "Tile 3 of 8: ×. Click to put the cursor after it." */
          tile_name = g_strdup_printf (_("Tile %u of %u: %s. Click to put the cursor after it."),
                                       i + 1, n, ft_eq_tile_symbol (tiles[i]));
          ft_widget_set_name (tile, tile_name);
          g_signal_connect (tile, "clicked", G_CALLBACK (tile_clicked_cb), self);
          ft_wrap_box_append (FT_WRAP_BOX (self->line_box), tile);
        }
    }

  if (n == 0)
    where = g_strdup (_("The line is empty: type tiles or click them below."));
  else if (cursor == 0)
    /* Translators: "8 tiles; the cursor is before tile 1." */
    where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile; the cursor is before tile 1.",
                                          "%u tiles; the cursor is before tile 1.", n), n);
  else
    /* Translators: "8 tiles; the cursor is after tile 3 (×)." */
    where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile; the cursor is after tile %u (%s).",
                                          "%u tiles; the cursor is after tile %u (%s).", n),
                             n, cursor, ft_eq_tile_symbol (tiles[cursor - 1]));
  gtk_label_set_text (GTK_LABEL (self->line_caption), where);

  /* Translators: "Line: 1 + 1 × 10 = 100. 8 tiles; the cursor is …" */
  name = n ? g_strdup_printf (_("Line: %s. %s"), text, where) : g_strdup (where);
  ft_widget_set_name (self->line_box, name);
}

static char *
node_text (const FtEqTrace *trace,
           const guint8    *tiles,
           const FtEqNode  *node,
           guint            level)
{
  g_autofree char *covered = ft_equation_tokens_text (tiles, node->first, node->end);
  g_autofree char *kind = NULL;

  switch ((FtEqNodeKind) node->kind)
    {
    case FT_EQ_NODE_NUMBER:
      kind = g_strdup (_("number"));
      break;
    case FT_EQ_NODE_NOT:
      /* Translators: "NOT, width 3" (scrabble R12) */
      kind = g_strdup_printf (_("NOT, width %u"), node->width);
      break;
    case FT_EQ_NODE_OPERATION:
    default:
      kind = g_strdup (ft_eq_tile_symbol (node->op));
      break;
    }

  if (node->kind == FT_EQ_NODE_NUMBER)
    /* Translators: "number, level 3: 101 (5)" */
    return g_strdup_printf (_("%s, level %u: %s (%llu)"), kind, level, covered,
                            (unsigned long long) node->value);
  if (node->evaluated)
    {
      g_autofree char *binary = ft_eq_format_binary (node->value, 0);

      /* Translators: "AND, level 2: 101 AND 11 = 1 (1)" */
      return g_strdup_printf (_("%s, level %u: %s = %s (%llu)"),
                              kind, level, covered, binary, (unsigned long long) node->value);
    }
  /* Translators: "×, level 1: 1 ÷ 0 × 1, not evaluated" */
  return g_strdup_printf (_("%s, level %u: %s, not evaluated"), kind, level, covered);
}

/* A part's tree, depth first: each node's row, then its operands' rows
 * indented under it.  The top row names the part. */
static void
append_nodes (GtkWidget       *list,
              const FtEqTrace *trace,
              const guint8    *tiles,
              gint             index,
              guint            level,
              guint            part)
{
  const FtEqNode *node;
  g_autofree char *text = NULL;

  if (index < 0)
    return;
  node = &trace->nodes[index];
  text = node_text (trace, tiles, node, level);
  if (level == 1)
    {
      /* Translators: "Part 2: number, level 1: 100 (4)" */
      char *with_part = g_strdup_printf (_("Part %u: %s"), part + 1, text);

      g_free (text);
      text = with_part;
    }
  append_row (list, text, level - 1);
  append_nodes (list, trace, tiles, node->left, level + 1, part);
  append_nodes (list, trace, tiles, node->right, level + 1, part);
}

/* A line worth a verdict: an "=" with a number after it. */
static gboolean
line_complete (FtEquationWorkbench *self)
{
  guint n;
  const guint8 *tiles = ft_equation_line_get_tiles (self->line, &n);
  gboolean equals = FALSE;

  for (guint i = 0; i < n; i++)
    equals |= tiles[i] == FT_EQ_TILE_EQUALS;
  return equals && FT_EQ_TILE_IS_DIGIT (tiles[n - 1]);
}

/* The card says the chosen order's verdict: once is enough.  A column says
 * only the other order's, where the two differ, and only for a complete
 * line: a half-typed one is no error. */
static void
show_column_verdicts (FtEquationWorkbench *self)
{
  FtEqOrder chosen = ft_equation_line_get_order (self->line);
  gboolean differ = ft_equation_line_orders_differ (self->line);
  gboolean complete = line_complete (self);

  for (guint o = 0; o < 2; o++)
    gtk_widget_set_visible (self->columns[o].verdict, complete && differ && o != chosen);
}

static void
show_column (FtEquationWorkbench *self,
             FtEqOrder            order,
             gboolean             differ)
{
  Column *col = &self->columns[order];
  const FtEqTrace *trace = ft_equation_line_get_trace (self->line, order);
  const guint8 *tiles = ft_equation_line_get_tiles (self->line, NULL);
  g_autofree char *verdict = ft_equation_line_describe_verdict (self->line, order);
  g_autofree char *heading = NULL;

  if (!differ)
    heading = g_strdup (_("Both orders read the line the same way"));
  else if (order == ft_equation_line_get_order (self->line))
    /* Translators: "Standard order (chosen)" */
    heading = g_strdup_printf (_("%s (chosen)"), _ft_equation_workbench_order_name (order));
  else
    heading = g_strdup (_ft_equation_workbench_order_name (order));
  gtk_label_set_text (GTK_LABEL (col->heading), heading);
  gtk_label_set_text (GTK_LABEL (col->verdict), verdict);
  gtk_widget_remove_css_class (col->verdict, "success");
  gtk_widget_remove_css_class (col->verdict, "error");
  gtk_widget_add_css_class (col->verdict, FT_EQ_VERDICT_IS_VALID (&trace->verdict) ? "success" : "error");

  if (line_complete (self))
    {
      gtk_label_set_text (GTK_LABEL (col->tree_empty), _("No tree: the line breaks the grammar of an equation."));
      gtk_label_set_text (GTK_LABEL (col->steps_empty), _("No steps: nothing is evaluated."));
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (col->tree_empty), _("No tree yet: the line is not finished."));
      gtk_label_set_text (GTK_LABEL (col->steps_empty), _("No steps yet: the line is not finished."));
    }

  ft_widget_remove_children (col->tree);
  for (guint p = 0; p < trace->n_parts; p++)
    append_nodes (col->tree, trace, tiles, trace->parts[p].root, 1, p);

  ft_widget_remove_children (col->steps);
  for (guint i = 0; i < trace->n_steps; i++)
    {
      g_autofree char *step = ft_eq_step_to_string (&trace->steps[i]);
      /* Translators: "Step 1, part 1: 1 × 10 = 10 (1 × 2 = 2)" */
      g_autofree char *text = g_strdup_printf (_("Step %u, part %u: %s"), i + 1,
                                               trace->steps[i].part + 1, step);

      append_row (col->steps, text, 0);
    }
}

char *
_ft_equation_workbench_verdict_sentence (FtEquationWorkbench *self)
{
  guint n;
  const guint8 *tiles = ft_equation_line_get_tiles (self->line, &n);
  const FtEqVerdict *verdict = ft_equation_line_get_verdict (self->line);
  g_autofree char *reason = NULL;

  if (n == 0)
    return g_strdup (_("Build an equation: type tiles or click them below."));
  if (!line_complete (self))
    return g_strdup (_("Keep going: an equation has an “=” and ends with a number."));
  if (FT_EQ_VERDICT_IS_VALID (verdict))
    {
      reason = ft_eq_verdict_reason (verdict, tiles, n);
      /* Translators: "Valid equation: every part is 110 (6)"; the reason is the engine's */
      return g_strdup_printf (_("Valid equation: %s"), reason);
    }
  reason = ft_eq_verdict_describe (verdict, tiles, n);
  /* Translators: "Not valid: tile 3: leading zero in 01 (the rule on leading zeros)" */
  return g_strdup_printf (_("Not valid: %s"), reason);
}

static gboolean
announce_verdict_cb (gpointer data)
{
  FtEquationWorkbench *self = data;
  g_autofree char *sentence = _ft_equation_workbench_verdict_sentence (self);

  self->announce_source = 0;
  if (g_strcmp0 (sentence, self->announced) != 0)
    {
      g_free (self->announced);
      self->announced = g_steal_pointer (&sentence);
      ft_announce (GTK_WIDGET (self), self->announced);
    }
  return G_SOURCE_REMOVE;
}

static void
show_all (FtEquationWorkbench *self)
{
  guint n;
  const guint8 *tiles = ft_equation_line_get_tiles (self->line, &n);
  gboolean differ = ft_equation_line_orders_differ (self->line);
  FtEqOrder order = ft_equation_line_get_order (self->line);
  g_autofree char *sentence = _ft_equation_workbench_verdict_sentence (self);
  g_autofree char *tokens = ft_equation_tokens_text (tiles, 0, n);
  g_autofree char *tokens_line = NULL;

  show_line (self);

  gtk_label_set_text (GTK_LABEL (self->verdict_label), sentence);
  gtk_widget_remove_css_class (self->verdict_label, "success");
  gtk_widget_remove_css_class (self->verdict_label, "error");
  if (line_complete (self))
    gtk_widget_add_css_class (self->verdict_label, ft_equation_line_is_valid (self->line) ? "success" : "error");

  /* Tokens: digits run together into numbers; each token stands apart. */
  {
    g_auto(GStrv) words = g_strsplit (tokens, " ", -1);
    g_autofree char *joined = g_strjoinv ("  ·  ", words);

    /* Translators: "Tokens (7): 1 · + · 1 · × · 10 · = · 100" */
    tokens_line = n ? g_strdup_printf (_("Tokens (%u): %s"), g_strv_length (words), joined)
                    : g_strdup (_("Tokens: none yet"));
  }
  gtk_label_set_text (GTK_LABEL (self->tokens_label), tokens_line);

  if (n == 0)
    gtk_label_set_text (GTK_LABEL (self->compare_label), "");
  else if (differ)
    gtk_label_set_text (GTK_LABEL (self->compare_label),
                        _("The two orders of operations read this line differently: both are shown."));
  else
    gtk_label_set_text (GTK_LABEL (self->compare_label),
                        _("Standard order and left to right give the same steps and verdict."));
  gtk_widget_set_visible (self->compare_label, n > 0);

  /* The chosen order first; the other beside it only where they differ.
   * The rows are rebuilt only when the line or the rules change, not when
   * the cursor moves; focus on a row that goes moves to the palette, so
   * that the keys keep working. */
  {
    FtEqRules rules = ft_equation_line_get_rules (self->line);
    g_autofree char *line = ft_equation_line_to_string (self->line);
    char *shown = g_strdup_printf ("%s|%u|%u", line, rules.order, rules.options);
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

    if (g_strcmp0 (shown, self->shown) != 0)
      {
        for (guint o = 0; o < 2 && focus; o++)
          if (gtk_widget_is_ancestor (focus, self->columns[o].box))
            gtk_widget_grab_focus (self->first_tile_button);
        show_column (self, order, differ);
        show_column (self, !order, differ);
      }
    show_column_verdicts (self);
    g_free (self->shown);
    self->shown = shown;
  }
  gtk_widget_set_visible (self->columns[!order].box, differ);
  /* An empty line has no tree and no steps to show. */
  gtk_widget_set_visible (self->columns_box, n > 0);
  if (gtk_widget_get_first_child (gtk_widget_get_parent (self->columns[order].box)) != self->columns[order].box)
    gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (self->columns[order].box)),
                                 self->columns[order].box, NULL);

  for (guint o = 0; o < 2; o++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->order_buttons[o]), o == order);
  for (guint i = 0; i < G_N_ELEMENTS (option_flags); i++)
    gtk_switch_set_active (GTK_SWITCH (self->switches[i]),
                           (ft_equation_line_get_options (self->line) & option_flags[i]) != 0);

  g_clear_handle_id (&self->announce_source, g_source_remove);
  if (g_strcmp0 (sentence, self->announced) != 0 && line_complete (self))
    self->announce_source = g_timeout_add (ANNOUNCE_DELAY_MS, announce_verdict_cb, self);
}

static void
line_changed_cb (FtEquationWorkbench *self)
{
  show_all (self);
  ft_page_capabilities_changed (FT_PAGE (self));
}

/* --- Building ----------------------------------------------------------- */

static GtkWidget *
palette_button (FtEquationWorkbench *self,
                FtEqTile             tile)
{
  GtkWidget *button = ft_equation_palette_button_new (tile);

  g_signal_connect (button, "clicked", G_CALLBACK (_ft_equation_workbench_palette_clicked_cb), self);
  return button;
}

static GtkWidget *
edit_button (FtEquationWorkbench *self,
             const char          *label,
             const char          *name,
             GCallback            callback)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "ft-eq-edit");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  ft_widget_set_name (button, name);
  g_signal_connect_object (button, "clicked", callback, self, G_CONNECT_SWAPPED);
  return button;
}

static GtkWidget *
build_column (FtEquationWorkbench *self,
              FtEqOrder            order)
{
  Column *col = &self->columns[order];
  GtkWidget *tree_heading, *steps_heading;

  col->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_hexpand (col->box, TRUE);
  gtk_widget_add_css_class (col->box, "ft-eq-column");
  col->heading = text_label (NULL, "heading", TRUE);
  col->verdict = text_label (NULL, "ft-eq-verdict-small", TRUE);
  tree_heading = text_label (_("Parse tree"), "ft-eq-subheading", FALSE);
  col->tree = gtk_list_box_new ();
  steps_heading = text_label (_("Steps"), "ft-eq-subheading", FALSE);
  col->steps = gtk_list_box_new ();

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *list = i ? col->steps : col->tree;
      GtkWidget *empty = text_label (NULL, "dim-label", TRUE);
      g_autofree char *name = g_strdup_printf ("%s: %s", i ? _("Steps") : _("Parse tree"), _ft_equation_workbench_order_name (order));

      gtk_widget_add_css_class (empty, "ft-eq-row");
      gtk_list_box_set_placeholder (GTK_LIST_BOX (list), empty);
      if (i)
        col->steps_empty = empty;
      else
        col->tree_empty = empty;
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      ft_widget_set_name (list, name);
    }

  gtk_box_append (GTK_BOX (col->box), col->heading);
  gtk_box_append (GTK_BOX (col->box), col->verdict);
  gtk_box_append (GTK_BOX (col->box), tree_heading);
  gtk_box_append (GTK_BOX (col->box), col->tree);
  gtk_box_append (GTK_BOX (col->box), steps_heading);
  gtk_box_append (GTK_BOX (col->box), col->steps);
  return col->box;
}

static void
build_rules (FtEquationWorkbench *self,
             GtkWidget           *box)
{
  /* The buttons go under the heading in a phone's width. */
  GtkWidget *order_row = ft_wrap_box_new (12, 6);
  GtkWidget *linked = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  /* Two options a line, or one in a phone's width. */
  GtkWidget *grid = ft_wrap_box_new (12, 8);

  gtk_widget_add_css_class (linked, "linked");
  ft_wrap_box_append (FT_WRAP_BOX (order_row), text_label (_("Order of operations"), "heading", FALSE));
  for (guint o = 0; o < 2; o++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (_ft_equation_workbench_order_name (o));
      g_autofree char *name = g_strdup_printf (_("Order of operations: %s"), _ft_equation_workbench_order_name (o));

      ft_widget_set_name (button, name);
      if (o > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (self->order_buttons[0]));
      g_signal_connect (button, "toggled", G_CALLBACK (_ft_equation_workbench_order_toggled_cb), self);
      self->order_buttons[o] = button;
      gtk_box_append (GTK_BOX (linked), button);
    }
  gtk_widget_set_valign (linked, GTK_ALIGN_CENTER);
  ft_wrap_box_append (FT_WRAP_BOX (order_row), linked);
  gtk_box_append (GTK_BOX (box), order_row);

  /* The options are secondary: presentation mode hides them. */
  ft_wrap_box_set_max_per_line (FT_WRAP_BOX (grid), 2);
  for (guint i = 0; i < G_N_ELEMENTS (option_flags); i++)
    {
      GtkWidget *sw = gtk_switch_new ();
      GtkWidget *label = text_label (_ft_equation_workbench_option_title (i), NULL, TRUE);
      GtkWidget *option = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      g_object_set_data (G_OBJECT (sw), "index", GUINT_TO_POINTER (i));
      _ft_equation_workbench_name_switch (sw, i);
      g_signal_connect (sw, "notify::active", G_CALLBACK (_ft_equation_workbench_switch_active_cb), self);
      self->switches[i] = sw;
      gtk_box_append (GTK_BOX (option), label);
      gtk_box_append (GTK_BOX (option), sw);
      ft_wrap_box_append (FT_WRAP_BOX (grid), option);
    }
  self->secondary_box = grid;
  gtk_box_append (GTK_BOX (box), grid);
}

/* What the .ui leaves to code: the line's tiles, the palette's rows, the
 * rules' buttons and switches, and the two orders' columns. */
static void
build_ui (FtEquationWorkbench *self)
{
  GtkWidget *palette_row = NULL;

  /* A long line breaks onto more lines, as text does: every tile and the
   * cursor stay in view, in a phone's width and on a projector. */
  self->line_box = ft_wrap_box_new (4, 4);
  ft_wrap_box_set_centered (FT_WRAP_BOX (self->line_box), TRUE);
  gtk_widget_add_css_class (self->line_box, "ft-eq-line");
  gtk_box_prepend (GTK_BOX (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_EQUATION_WORKBENCH,
                                                           "line_card")),
                   self->line_box);

  for (guint r = 0; r < 2; r++)
    {
      static const FtEqTile rows[2][7] = {
        { FT_EQ_TILE_0, FT_EQ_TILE_1, FT_EQ_TILE_PLUS, FT_EQ_TILE_MINUS,
          FT_EQ_TILE_TIMES, FT_EQ_TILE_DIVIDE, FT_EQ_TILE_EQUALS },
        { FT_EQ_TILE_AND, FT_EQ_TILE_OR, FT_EQ_TILE_XOR, FT_EQ_TILE_NOT,
          FT_EQ_N_TILES, FT_EQ_N_TILES, FT_EQ_N_TILES },
      };
      /* A row breaks onto more lines in a phone's width. */
      GtkWidget *row = ft_wrap_box_new (6, 6);

      ft_wrap_box_set_centered (FT_WRAP_BOX (row), TRUE);
      for (guint i = 0; i < G_N_ELEMENTS (rows[r]) && rows[r][i] < FT_EQ_N_TILES; i++)
        {
          GtkWidget *button = palette_button (self, rows[r][i]);

          if (rows[r][i] == FT_EQ_TILE_0)
            self->first_tile_button = button;
          ft_wrap_box_append (FT_WRAP_BOX (row), button);
        }
      gtk_box_append (GTK_BOX (self->palette), row);
      palette_row = row;
    }
  ft_wrap_box_append (FT_WRAP_BOX (palette_row),
                      edit_button (self, "⌫", _("Remove the tile before the cursor (Backspace)"),
                                   G_CALLBACK (_ft_equation_workbench_backspace_clicked_cb)));
  ft_wrap_box_append (FT_WRAP_BOX (palette_row),
                      edit_button (self, _("Clear"), _("Clear the line (Ctrl+N)"),
                                   G_CALLBACK (_ft_equation_workbench_clear_clicked_cb)));

  gtk_box_append (GTK_BOX (self->columns_box), build_column (self, FT_EQ_ORDER_STANDARD));
  gtk_box_append (GTK_BOX (self->columns_box), build_column (self, FT_EQ_ORDER_LTR));
  build_rules (self, GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_EQUATION_WORKBENCH,
                                                                "rules")));
}

/* In a phone's width the two orders' columns go one above the other. */
static void
narrow_cb (GtkWidget *widget,
           gboolean   narrow)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (widget);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->columns_box),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_homogeneous (GTK_BOX (self->columns_box), !narrow);
}

/* --- GObject ------------------------------------------------------------ */

static gboolean
ft_equation_workbench_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (FT_EQUATION_WORKBENCH (widget)->first_tile_button);
}

static void
ft_equation_workbench_dispose (GObject *object)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (object);

  g_clear_handle_id (&self->announce_source, g_source_remove);
  if (self->line)
    g_signal_handlers_disconnect_by_data (self->line, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_EQUATION_WORKBENCH);
  g_clear_object (&self->line);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_equation_workbench_parent_class)->dispose (object);
}

static void
ft_equation_workbench_finalize (GObject *object)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (object);

  g_free (self->announced);
  g_free (self->shown);

  G_OBJECT_CLASS (ft_equation_workbench_parent_class)->finalize (object);
}

static void
ft_equation_workbench_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_PRESENTATION:
      g_value_set_boolean (value, self->presentation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_equation_workbench_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FtEquationWorkbench *self = FT_EQUATION_WORKBENCH (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    case PROP_PRESENTATION:
      if (ft_value_set_boolean (&self->presentation, value))
        {
          /* The option switches go; the order stays, since the columns
           * speak of it.  The content takes the projector's width. */
          gtk_widget_set_visible (self->secondary_box, !self->presentation);
          /* The caption and the tokens say the line again in words, for
           * reading up close (the line's name keeps them for a screen
           * reader): the projected line speaks for itself. */
          gtk_widget_set_visible (self->line_caption, !self->presentation);
          gtk_widget_set_visible (self->tokens_label, !self->presentation);
          show_column_verdicts (self);
          adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), self->presentation ? 2000 : 1100);
          gtk_orientable_set_orientation (GTK_ORIENTABLE (self->panes),
                                          self->presentation ? GTK_ORIENTATION_HORIZONTAL
                                                             : GTK_ORIENTATION_VERTICAL);
          gtk_box_set_spacing (GTK_BOX (self->panes), self->presentation ? 24 : 14);
          /* Side by side, the trees get the width a long line would take:
           * the line breaks sooner instead. */
          ft_wrap_box_set_compact (FT_WRAP_BOX (self->line_box), self->presentation);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_equation_workbench_class_init (FtEquationWorkbenchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_equation_workbench_dispose;
  object_class->finalize = ft_equation_workbench_finalize;
  object_class->get_property = ft_equation_workbench_get_property;
  object_class->set_property = ft_equation_workbench_set_property;
  widget_class->grab_focus = ft_equation_workbench_grab_focus;

  ft_page_class_install_settings (object_class, PROP_SETTINGS, PROP_PRESENTATION);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/equation/ft-equation-workbench.ui");
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, scroller);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, clamp);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, panes);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, line_caption);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, tokens_label);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, palette);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, compare_label);
  gtk_widget_class_bind_template_child (widget_class, FtEquationWorkbench, columns_box);
  /* Filled in code (build_ui()). */
  gtk_widget_class_bind_template_child_full (widget_class, "line_card", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "rules", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, _ft_equation_workbench_key_pressed_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "equationworkbench");
}

static void
ft_equation_workbench_init (FtEquationWorkbench *self)
{
  self->line = ft_equation_line_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  build_ui (self);
  g_signal_connect_object (self->line, "changed", G_CALLBACK (line_changed_cb), self, G_CONNECT_SWAPPED);
  show_all (self);
  ft_widget_follow_width (GTK_WIDGET (self), 640, narrow_cb);
  /* Nothing to announce for the empty line the page opens with. */
  g_clear_handle_id (&self->announce_source, g_source_remove);
  self->announced = _ft_equation_workbench_verdict_sentence (self);
}

GtkWidget *
ft_equation_workbench_new (void)
{
  return g_object_new (FT_TYPE_EQUATION_WORKBENCH, NULL);
}

FtEquationLine *
ft_equation_workbench_get_line (FtEquationWorkbench *self)
{
  g_return_val_if_fail (FT_IS_EQUATION_WORKBENCH (self), NULL);
  return self->line;
}
