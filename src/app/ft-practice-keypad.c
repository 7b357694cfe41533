/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-announce.h"
#include "ft-practice-keypad.h"
#include "ft-widgets.h"
#include "practice/practice-skill.h"

/*
 * FtPracticeKeypad: the keys a number answer can use (issue 21: every
 * skill answerable by touch alone), then Erase and Check, in a grid of
 * six columns.  A key writes at the end of the answer field, so that
 * typing and touching mix freely and the pieces show what is typed as
 * they do for the keyboard; Check activates the field as Enter does.
 *
 * Touching a key leaves the focus where it was (the field), so that a
 * learner with a keyboard and a screen can use both.  From the keyboard
 * the keypad is one Tab stop, on the key last used; the arrows move
 * between its keys (GNOME's rule: Tab between parts, arrows within one).
 */

#define COLUMNS 6

struct _FtPracticeKeypad
{
  GtkWidget    parent_instance;

  GtkWidget   *grid;
  GtkWidget   *field;    /* the answer field (not owned) */
  GPtrArray   *keys;     /* the buttons, in reading order */
  GtkWidget   *current;  /* the key the Tab stop lands on */
  char        *chars;    /* the characters of the keys shown */
};

G_DEFINE_FINAL_TYPE (FtPracticeKeypad, ft_practice_keypad, GTK_TYPE_WIDGET)

#define DIGITS "0123456789"

/*
 * The keys for @ex's answer, or NULL when its answer is given on the
 * pieces (a bit row, cards, dice, discs, Yes or No).  The number answers
 * take digits; HEX its letters too; a signed number a minus sign; an
 * equation's value (bits of any width, with no bit row to toggle) 0 and 1.
 */
const char *
ft_practice_keypad_keys_for (const FtPrExercise *ex)
{
  g_return_val_if_fail (ex != NULL, NULL);

  switch (ex->skill)
    {
    case FT_PR_SKILL_FLIPBITS:   /* a choice of counts, as buttons */
    case FT_PR_SKILL_FLIPCHAIN:  /* the discs that flip, on the board */
      return NULL;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
      return "01";
    case FT_PR_SKILL_DICE_RULES:
      /* A flip is answered with the face it shows; the change is counted. */
      return g_str_has_prefix (ex->question, "CHANGE ") ? DIGITS : NULL;
    default:
      break;
    }
  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_DECIMAL:
      return DIGITS;
    case FT_PR_ANSWER_HEX:
      return DIGITS "ABCDEF";
    case FT_PR_ANSWER_SIGNED:
      return DIGITS "-";
    default:
      return NULL;
    }
}

/* What the field holds, said after a key, as the focus stays put. */
static void
announce_field (FtPracticeKeypad *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->field));

  if (*text == '\0')
    ft_announce (GTK_WIDGET (self), _("Answer cleared."));
  else
    {
      /* Translators: what is typed so far, after a key of the keypad */
      g_autofree char *said = g_strdup_printf (_("Your answer: %s"), text);

      ft_announce (GTK_WIDGET (self), said);
    }
}

static void
key_clicked_cb (GtkButton        *button,
                FtPracticeKeypad *self)
{
  const char *key = g_object_get_data (G_OBJECT (button), "ft-key");
  g_autofree char *text = NULL;

  self->current = GTK_WIDGET (button);
  text = g_strconcat (gtk_editable_get_text (GTK_EDITABLE (self->field)), key, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->field), text);
  gtk_editable_set_position (GTK_EDITABLE (self->field), -1);
  announce_field (self);
}

static void
erase_clicked_cb (GtkButton        *button,
                  FtPracticeKeypad *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->field)));
  gsize len = strlen (text);

  self->current = GTK_WIDGET (button);
  if (len == 0)
    return;
  *g_utf8_find_prev_char (text, text + len) = '\0';
  gtk_editable_set_text (GTK_EDITABLE (self->field), text);
  gtk_editable_set_position (GTK_EDITABLE (self->field), -1);
  announce_field (self);
}

static void
check_clicked_cb (GtkButton        *button,
                  FtPracticeKeypad *self)
{
  self->current = GTK_WIDGET (button);
  g_signal_emit_by_name (self->field, "activate");
}

static GtkWidget *
add_key (FtPracticeKeypad *self,
         const char       *label,
         const char       *name,
         int               column,
         int               row,
         int               span,
         GCallback         clicked)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  ft_widget_set_name (button, name);
  /* A touch leaves the focus in the answer field. */
  gtk_widget_set_focus_on_click (button, FALSE);
  g_signal_connect_object (button, "clicked", clicked, self, 0);
  gtk_grid_attach (GTK_GRID (self->grid), button, column, row, span, 1);
  g_ptr_array_add (self->keys, button);
  return button;
}

/* The keys for @keys (ft_practice_keypad_keys_for()); none, and the keypad
 * hidden, with NULL. */
void
ft_practice_keypad_set_keys (FtPracticeKeypad *self,
                             const char       *keys)
{
  GtkWidget *child;
  guint n;

  g_return_if_fail (FT_IS_PRACTICE_KEYPAD (self));

  gtk_widget_set_visible (GTK_WIDGET (self), keys != NULL);
  if (g_strcmp0 (keys, self->chars) == 0)
    return;
  g_free (self->chars);
  self->chars = g_strdup (keys);
  self->current = NULL;
  g_ptr_array_set_size (self->keys, 0);
  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  if (keys == NULL)
    return;

  n = strlen (keys);
  for (guint i = 0; i < n; i++)
    {
      char key[2] = { keys[i], '\0' };
      g_autofree char *name = NULL;
      GtkWidget *button;

      if (keys[i] == '-')
        /* Translators: a key of the keypad */
        name = g_strdup (_("minus sign"));
      else if (g_ascii_isdigit (keys[i]))
        /* Translators: a key of the keypad, "digit 7" */
        name = g_strdup_printf (_("digit %s"), key);
      else
        /* Translators: a key of the keypad, "HEX digit B" */
        name = g_strdup_printf (_("HEX digit %s"), key);
      /* The minus key shows the minus sign, which reads better than a
       * hyphen; it writes the hyphen the answer takes. */
      button = add_key (self, keys[i] == '-' ? "−" : key, name, i % COLUMNS, i / COLUMNS, 1,
                        G_CALLBACK (key_clicked_cb));
      g_object_set_data_full (G_OBJECT (button), "ft-key", g_strdup (key), g_free);
      gtk_widget_add_css_class (button, "ft-key");
    }
  /* Erase and Check on a row of their own, each half of it. */
  add_key (self, _("Erase"), _("erase the last digit"), 0, (n + COLUMNS - 1) / COLUMNS, COLUMNS / 2,
           G_CALLBACK (erase_clicked_cb));
  gtk_widget_add_css_class (add_key (self, _("Check"), _("check the answer"), COLUMNS / 2,
                                     (n + COLUMNS - 1) / COLUMNS, COLUMNS / 2, G_CALLBACK (check_clicked_cb)),
                            "suggested-action");
}

/* The key an arrow leads to from the current one, or NULL at an edge:
 * left and right in reading order, up and down by rows, to the key under
 * the same column or the last one of a shorter row. */
static GtkWidget *
neighbour (FtPracticeKeypad *self,
           GtkDirectionType  direction)
{
  guint index = 0;
  int column, row, width, height;

  if (!g_ptr_array_find (self->keys, self->current, &index))
    return NULL;
  switch (direction)
    {
    case GTK_DIR_LEFT:
      return index > 0 ? self->keys->pdata[index - 1] : NULL;
    case GTK_DIR_RIGHT:
      return index + 1 < self->keys->len ? self->keys->pdata[index + 1] : NULL;
    case GTK_DIR_UP:
    case GTK_DIR_DOWN:
      gtk_grid_query_child (GTK_GRID (self->grid), self->current, &column, &row, &width, &height);
      row += direction == GTK_DIR_UP ? -1 : 1;
      if (row < 0)
        return NULL;
      for (int c = column; c >= 0; c--)
        {
          GtkWidget *key = gtk_grid_get_child_at (GTK_GRID (self->grid), c, row);

          if (key != NULL)
            return key;
        }
      return NULL;
    default:
      return NULL;
    }
}

static gboolean
ft_practice_keypad_focus (GtkWidget        *widget,
                          GtkDirectionType  direction)
{
  FtPracticeKeypad *self = FT_PRACTICE_KEYPAD (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean inside = focus != NULL && gtk_widget_is_ancestor (focus, widget);
  GtkWidget *next;

  if (self->keys->len == 0)
    return FALSE;
  if (inside)
    self->current = focus;
  else if (self->current == NULL || !g_ptr_array_find (self->keys, self->current, NULL))
    self->current = self->keys->pdata[0];

  switch (direction)
    {
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
      /* One Tab stop: in onto the key last used, out at once. */
      return inside ? FALSE : gtk_widget_grab_focus (self->current);
    default:
      /* The arrows move within the keypad and stop at its edges; from
       * outside they leave it to Tab. */
      if (!inside)
        return FALSE;
      next = neighbour (self, direction);
      if (next != NULL)
        {
          self->current = next;
          gtk_widget_grab_focus (next);
        }
      return TRUE;
    }
}

static void
ft_practice_keypad_dispose (GObject *object)
{
  FtPracticeKeypad *self = FT_PRACTICE_KEYPAD (object);

  self->current = NULL;
  if (self->keys != NULL)
    g_ptr_array_set_size (self->keys, 0);
  g_clear_pointer (&self->grid, gtk_widget_unparent);

  G_OBJECT_CLASS (ft_practice_keypad_parent_class)->dispose (object);
}

static void
ft_practice_keypad_finalize (GObject *object)
{
  FtPracticeKeypad *self = FT_PRACTICE_KEYPAD (object);

  g_clear_pointer (&self->keys, g_ptr_array_unref);
  g_free (self->chars);

  G_OBJECT_CLASS (ft_practice_keypad_parent_class)->finalize (object);
}

static void
ft_practice_keypad_class_init (FtPracticeKeypadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_practice_keypad_dispose;
  object_class->finalize = ft_practice_keypad_finalize;
  widget_class->focus = ft_practice_keypad_focus;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "keypad");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_practice_keypad_init (FtPracticeKeypad *self)
{
  self->keys = g_ptr_array_new ();
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
  /* Translators: the on-screen keypad, named for a screen reader */
  ft_widget_set_name (GTK_WIDGET (self), _("Keypad"));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ft_practice_keypad_new (GtkEditable *field)
{
  FtPracticeKeypad *self;

  g_return_val_if_fail (GTK_IS_EDITABLE (field), NULL);

  self = g_object_new (FT_TYPE_PRACTICE_KEYPAD, NULL);
  self->field = GTK_WIDGET (field);
  return GTK_WIDGET (self);
}
