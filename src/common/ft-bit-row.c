/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-bit-row.h"

/*
 * FtBitRow: a row of bits shown as cards, most significant (leftmost) first.
 *
 * Every bit shows its value as a 0 or 1 glyph; colour only repeats it.  In an
 * editable row each bit is a toggle button: Space or a click flips it, 0 and
 * 1 set it and move to the next bit, the arrows move between bits, and Return
 * emits ::submit so that the page around it can check the answer.  A
 * read-only row is one focus stop whose accessible name reads all its bits.
 */

struct _FtBitRow
{
  GtkWidget  parent_instance;

  char      *name;
  guint      value;
  guint      width;
  guint      highlight;
  gboolean   editable;
  gboolean   show_places;

  GtkWidget *cells[FT_BIT_ROW_MAX_WIDTH];
  GtkWidget *glyphs[FT_BIT_ROW_MAX_WIDTH];
  GtkWidget *places[FT_BIT_ROW_MAX_WIDTH];
  gboolean   syncing;
};

G_DEFINE_FINAL_TYPE (FtBitRow, ft_bit_row, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_VALUE,
  PROP_WIDTH,
  PROP_EDITABLE,
  PROP_NAME,
  PROP_SHOW_PLACES,
  PROP_HIGHLIGHT,
  N_PROPS
};

enum {
  SUBMIT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Cells are stored left to right; cell i shows bit (width - 1 - i). */
static guint
bit_of_cell (FtBitRow *self,
             guint     cell)
{
  return self->width - 1 - cell;
}

char *
ft_bit_row_describe_bit (FtBitRow *self,
                         guint     bit)
{
  guint v = (self->value >> bit) & 1;
  const char *name = self->name ? self->name : _("bit row");

  g_return_val_if_fail (bit < self->width, NULL);

  if (bit == self->width - 1 && self->width > 1)
    /* Translators: "memory bit 3 (leftmost, place value 8): 1" */
    return g_strdup_printf (_("%s bit %u (leftmost, place value %u): %u"), name, bit, 1u << bit, v);
  if (bit == 0 && self->width > 1)
    return g_strdup_printf (_("%s bit %u (rightmost, place value %u): %u"), name, bit, 1u << bit, v);
  return g_strdup_printf (_("%s bit %u (place value %u): %u"), name, bit, 1u << bit, v);
}

static char *
describe_row (FtBitRow *self)
{
  GString *spaced = g_string_new (NULL);

  /* The bits are spaced so that a screen reader says them one by one. */
  for (guint i = 0; i < self->width; i++)
    {
      if (i)
        g_string_append_c (spaced, ' ');
      g_string_append_c (spaced, (self->value >> bit_of_cell (self, i)) & 1 ? '1' : '0');
    }

  {
    g_autofree char *bits = g_string_free (spaced, FALSE);

    /* Translators: "goal: 1 0 1 1, value 11" */
    return g_strdup_printf (_("%s: %s, value %u"), self->name ? self->name : _("bits"),
                            bits, self->value);
  }
}

static void
sync_cells (FtBitRow *self)
{
  g_autofree char *row_label = describe_row (self);

  self->syncing = TRUE;

  for (guint i = 0; i < FT_BIT_ROW_MAX_WIDTH; i++)
    {
      GtkWidget *cell = self->cells[i];
      guint bit;
      gboolean on;
      g_autofree char *label = NULL;
      g_autofree char *place = NULL;

      if (cell == NULL)
        continue;

      gtk_widget_set_visible (cell, i < self->width);
      if (i >= self->width)
        continue;

      bit = bit_of_cell (self, i);
      on = (self->value >> bit) & 1;
      label = ft_bit_row_describe_bit (self, bit);
      place = g_strdup_printf ("%u", 1u << bit);

      gtk_label_set_text (GTK_LABEL (self->glyphs[i]), on ? "1" : "0");
      gtk_label_set_text (GTK_LABEL (self->places[i]), place);
      gtk_widget_set_visible (self->places[i], self->show_places);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cell), on);

      if (on)
        {
          gtk_widget_add_css_class (cell, "one");
          gtk_widget_remove_css_class (cell, "zero");
        }
      else
        {
          gtk_widget_add_css_class (cell, "zero");
          gtk_widget_remove_css_class (cell, "one");
        }

      if ((self->highlight >> bit) & 1)
        gtk_widget_add_css_class (cell, "changed");
      else
        gtk_widget_remove_css_class (cell, "changed");

      gtk_widget_set_focusable (cell, self->editable);
      gtk_widget_set_can_target (cell, self->editable);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  /* A read-only row is a single stop that reads all its bits; an editable
   * row lets focus through to its cells. */
  gtk_widget_set_focusable (GTK_WIDGET (self), !self->editable);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, row_label,
                                  -1);
  if (self->editable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "editable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "editable");

  self->syncing = FALSE;
}

static void
cell_toggled_cb (FtBitRow        *self,
                 GtkToggleButton *cell)
{
  guint bit;

  if (self->syncing)
    return;

  for (guint i = 0; i < self->width; i++)
    if (self->cells[i] == GTK_WIDGET (cell))
      {
        bit = bit_of_cell (self, i);
        if (gtk_toggle_button_get_active (cell))
          ft_bit_row_set_value (self, self->value | (1u << bit));
        else
          ft_bit_row_set_value (self, self->value & ~(1u << bit));
        return;
      }
}

static int
focused_cell (FtBitRow *self)
{
  for (guint i = 0; i < self->width; i++)
    if (gtk_widget_has_focus (self->cells[i]))
      return (int) i;
  return -1;
}

static gboolean
key_pressed_cb (FtBitRow              *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  int cell = focused_cell (self);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      /* In an answer, Return checks it rather than toggling the bit; a
       * read-only row lets Return through to the page around it. */
      if (!self->editable)
        return FALSE;
      g_signal_emit (self, signals[SUBMIT], 0);
      return TRUE;

    case GDK_KEY_0:
    case GDK_KEY_1:
    case GDK_KEY_KP_0:
    case GDK_KEY_KP_1:
      if (!self->editable || cell < 0)
        return FALSE;
      {
        guint bit = bit_of_cell (self, cell);
        gboolean one = keyval == GDK_KEY_1 || keyval == GDK_KEY_KP_1;

        ft_bit_row_set_value (self, one ? self->value | (1u << bit) : self->value & ~(1u << bit));
        if ((guint) cell + 1 < self->width)
          gtk_widget_grab_focus (self->cells[cell + 1]);
      }
      return TRUE;

    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      if (cell > 0)
        {
          gtk_widget_grab_focus (self->cells[cell - 1]);
          return TRUE;
        }
      return cell == 0;

    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      if (cell >= 0 && (guint) cell + 1 < self->width)
        {
          gtk_widget_grab_focus (self->cells[cell + 1]);
          return TRUE;
        }
      return cell >= 0;

    case GDK_KEY_Home:
      if (cell >= 0)
        {
          gtk_widget_grab_focus (self->cells[0]);
          return TRUE;
        }
      return FALSE;

    case GDK_KEY_End:
      if (cell >= 0)
        {
          gtk_widget_grab_focus (self->cells[self->width - 1]);
          return TRUE;
        }
      return FALSE;

    default:
      return FALSE;
    }
}

static void
ft_bit_row_dispose (GObject *object)
{
  FtBitRow *self = FT_BIT_ROW (object);

  for (guint i = 0; i < FT_BIT_ROW_MAX_WIDTH; i++)
    if (self->cells[i] != NULL)
      {
        gtk_widget_unparent (self->cells[i]);
        self->cells[i] = NULL;
      }

  G_OBJECT_CLASS (ft_bit_row_parent_class)->dispose (object);
}

static void
ft_bit_row_finalize (GObject *object)
{
  FtBitRow *self = FT_BIT_ROW (object);

  g_free (self->name);

  G_OBJECT_CLASS (ft_bit_row_parent_class)->finalize (object);
}

static void
ft_bit_row_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  FtBitRow *self = FT_BIT_ROW (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      g_value_set_uint (value, self->value);
      break;
    case PROP_WIDTH:
      g_value_set_uint (value, self->width);
      break;
    case PROP_EDITABLE:
      g_value_set_boolean (value, self->editable);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SHOW_PLACES:
      g_value_set_boolean (value, self->show_places);
      break;
    case PROP_HIGHLIGHT:
      g_value_set_uint (value, self->highlight);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_bit_row_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  FtBitRow *self = FT_BIT_ROW (object);

  switch (prop_id)
    {
    case PROP_VALUE:
      ft_bit_row_set_value (self, g_value_get_uint (value));
      break;
    case PROP_WIDTH:
      ft_bit_row_set_width (self, g_value_get_uint (value));
      break;
    case PROP_EDITABLE:
      ft_bit_row_set_editable (self, g_value_get_boolean (value));
      break;
    case PROP_NAME:
      ft_bit_row_set_name (self, g_value_get_string (value));
      break;
    case PROP_SHOW_PLACES:
      ft_bit_row_set_show_places (self, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHT:
      ft_bit_row_set_highlight (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_bit_row_class_init (FtBitRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_bit_row_dispose;
  object_class->finalize = ft_bit_row_finalize;
  object_class->get_property = ft_bit_row_get_property;
  object_class->set_property = ft_bit_row_set_property;

  properties[PROP_VALUE] =
    g_param_spec_uint ("value", NULL, NULL, 0, G_MAXUINT16, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_WIDTH] =
    g_param_spec_uint ("width", NULL, NULL, 1, FT_BIT_ROW_MAX_WIDTH, 4,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_PLACES] =
    g_param_spec_boolean ("show-places", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HIGHLIGHT] =
    g_param_spec_uint ("highlight", NULL, NULL, 0, G_MAXUINT16, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtBitRow::submit:
   *
   * Return was pressed in an editable row: the answer is ready to check.
   */
  signals[SUBMIT] =
    g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bitrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_bit_row_init (FtBitRow *self)
{
  GtkEventController *keys;
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->width = 4;
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "ft-bit-row");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);

  for (guint i = 0; i < FT_BIT_ROW_MAX_WIDTH; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      self->cells[i] = gtk_toggle_button_new ();
      self->glyphs[i] = gtk_label_new ("0");
      self->places[i] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->cells[i], "ft-bit");
      gtk_widget_add_css_class (self->glyphs[i], "ft-bit-glyph");
      gtk_widget_add_css_class (self->places[i], "ft-bit-place");
      gtk_box_append (GTK_BOX (box), self->glyphs[i]);
      gtk_box_append (GTK_BOX (box), self->places[i]);
      gtk_button_set_child (GTK_BUTTON (self->cells[i]), box);
      gtk_widget_set_parent (self->cells[i], GTK_WIDGET (self));
      g_signal_connect_object (self->cells[i], "toggled",
                               G_CALLBACK (cell_toggled_cb), self, G_CONNECT_SWAPPED);
    }

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  sync_cells (self);
}

GtkWidget *
ft_bit_row_new (const char *name,
                guint       width,
                gboolean    editable)
{
  return g_object_new (FT_TYPE_BIT_ROW,
                       "name", name,
                       "width", width,
                       "editable", editable,
                       NULL);
}

guint
ft_bit_row_get_value (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), 0);
  return self->value;
}

void
ft_bit_row_set_value (FtBitRow *self,
                      guint     value)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));

  value &= (1u << self->width) - 1;
  if (self->value == value)
    return;

  self->value = value;
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

guint
ft_bit_row_get_width (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), 0);
  return self->width;
}

void
ft_bit_row_set_width (FtBitRow *self,
                      guint     width)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));
  g_return_if_fail (width >= 1 && width <= FT_BIT_ROW_MAX_WIDTH);

  if (self->width == width)
    return;

  self->width = width;
  self->value &= (1u << width) - 1;
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
}

gboolean
ft_bit_row_get_editable (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), FALSE);
  return self->editable;
}

void
ft_bit_row_set_editable (FtBitRow *self,
                         gboolean  editable)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));

  editable = !!editable;
  if (self->editable == editable)
    return;

  self->editable = editable;
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

const char *
ft_bit_row_get_name (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), NULL);
  return self->name;
}

void
ft_bit_row_set_name (FtBitRow   *self,
                     const char *name)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));

  if (g_strcmp0 (self->name, name) == 0)
    return;

  g_free (self->name);
  self->name = g_strdup (name);
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

gboolean
ft_bit_row_get_show_places (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), FALSE);
  return self->show_places;
}

void
ft_bit_row_set_show_places (FtBitRow *self,
                            gboolean  show_places)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));

  show_places = !!show_places;
  if (self->show_places == show_places)
    return;

  self->show_places = show_places;
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PLACES]);
}

guint
ft_bit_row_get_highlight (FtBitRow *self)
{
  g_return_val_if_fail (FT_IS_BIT_ROW (self), 0);
  return self->highlight;
}

void
ft_bit_row_set_highlight (FtBitRow *self,
                          guint     mask)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));

  if (self->highlight == mask)
    return;

  self->highlight = mask;
  sync_cells (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHT]);
}

void
ft_bit_row_focus_bit (FtBitRow *self,
                      guint     bit)
{
  g_return_if_fail (FT_IS_BIT_ROW (self));
  g_return_if_fail (bit < self->width);

  if (self->editable)
    gtk_widget_grab_focus (self->cells[self->width - 1 - bit]);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self));
}
