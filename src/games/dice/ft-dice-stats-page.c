/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "ft-announce.h"
#include "ft-dice-stats-page.h"
#include "ft-dice-tables.h"
#include "ft-page.h"
#include "ft-widgets.h"
#include "ft-wrap-box.h"

/*
 * FtDiceStatsPage: the first mover's winning chance under perfect play for
 * 3, 4 and 5 dice a player, computed here from the solved tables (never
 * typed in), as a bar chart and a table, next to the rule page's claim for
 * the 8-die game (R8).
 *
 * The 6- and 8-die games solve in about a second when the view is shown;
 * the 10-die game is read from the cache if it is there, otherwise a button
 * solves it (about 10 seconds, in a thread, with progress).
 */

#define MIN_N 3
#define N_ROWS (FT_DICE_MAX_N - MIN_N + 1)
/* The rule page's figure for the 8-die game: "just shy of 52%". */
#define RULE_PAGE_FIGURE 0.52

struct _FtDiceStatsPage
{
  GtkWidget     parent_instance;

  FtDiceTables *tables;
  GSettings    *settings;  /* every page gets the app's settings; unused here */
  gboolean      presentation;

  GtkWidget    *chart;
  GtkWidget    *value_labels[N_ROWS];
  GtkWidget    *positions_labels[N_ROWS];
  GtkWidget    *rolls_labels[N_ROWS];
  GtkWidget    *solve_button;
  GtkWidget    *solve_bar;
  GtkWidget    *most_label;
  GtkWidget    *class_grid;
  gboolean      classes_shown;
  GtkWidget    *claim_label;
  GtkWidget    *content;   /* the switcher above the sections */
  GtkWidget    *stack;
  GtkWidget    *figures_grid;
  GtkWidget    *classes_heading;

  /* The 8-die game under R4's setting "always take the most change",
   * solved here in memory to show how much a ruling moves the figure. */
  FtDiceStats   most_stats;
  gboolean      has_most;
  GCancellable *most_cancellable;
};

static void ft_dice_stats_page_iface_init (FtPageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtDiceStatsPage, ft_dice_stats_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PAGE, ft_dice_stats_page_iface_init))

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_PRESENTATION,
  N_PROPS
};

static const FtDiceStats *
stats_for (FtDiceStatsPage *self,
           guint            n)
{
  return ft_dice_tables_get_stats (self->tables, n);
}

/* "58.1%", with one decimal: the figures differ in the first decimal. */
static char *
percent (double fraction)
{
  return g_strdup_printf ("%.1f%%", 100 * fraction);
}

/* 546099645 as "546 099 645": long counts read better in groups. */
static char *
grouped (guint64 value)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, value);
  GString *s = g_string_new (NULL);
  gsize n = strlen (digits);

  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (s, "\u2009");
      g_string_append_c (s, digits[i]);
    }
  return g_string_free (s, FALSE);
}

static void
most_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_autoptr(FtDiceTable) table = NULL;
  g_autoptr(GError) error = NULL;
  FtDiceStats *stats;

  table = ft_dice_table_solve (4, TRUE, MAX (1, g_get_num_processors ()), NULL, NULL, cancellable, &error);
  if (table == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  stats = g_new (FtDiceStats, 1);
  ft_dice_stats_compute (table, stats);
  g_task_return_pointer (task, stats, g_free);
}

static void refresh (FtDiceStatsPage *self);
static void fill_classes (FtDiceStatsPage *self, const FtDiceStats *stats);

static void
most_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autofree FtDiceStats *stats = g_task_propagate_pointer (G_TASK (result), NULL);
  FtDiceStatsPage *self;

  if (stats == NULL)
    return;
  self = FT_DICE_STATS_PAGE (source);
  self->most_stats = *stats;
  self->has_most = TRUE;
  refresh (self);
}

static char *
chart_description (FtDiceStatsPage *self)
{
  GString *s = g_string_new (_("Bar chart of the first mover's winning chance under perfect play."));

  for (guint n = MIN_N; n <= FT_DICE_MAX_N; n++)
    {
      const FtDiceStats *stats = stats_for (self, n);

      if (stats)
        {
          g_autofree char *p = percent (stats->first_mover_wins);

          /* Translators: " 8 dice: 58.1%." */
          g_string_append_printf (s, _(" %u dice: %s."), 2 * n, p);
        }
      else
        g_string_append_printf (s, _(" %u dice: not solved yet."), 2 * n);
    }
  g_string_append_printf (s, _(" A line marks the rule page's figure for the 8-die game, just shy of 52%%."));
  return g_string_free (s, FALSE);
}

static void
draw_chart_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  FtDiceStatsPage *self = user_data;
  GdkRGBA fg;
  PangoLayout *layout;
  double left = 56, right = 16, top = 16, bottom = 40;
  double plot_w = width - left - right, plot_h = height - top - bottom;
  double slot = plot_w / N_ROWS, bar_w = slot * 0.5;
  /* The axis runs from 0 to 80%: every figure fits with room for labels. */
  double top_value = 0.8;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);

  /* Grid lines and their labels every 20%. */
  cairo_set_line_width (cr, 1);
  for (guint k = 0; k <= 4; k++)
    {
      double v = k * 0.2, y = top + plot_h * (1 - v / top_value);
      g_autofree char *text = g_strdup_printf ("%u%%", k * 20);
      int tw, th;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, k == 0 ? 0.8 : 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, width - right, y);
      cairo_stroke (cr);
      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_move_to (cr, left - tw - 8, y - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }

  for (guint i = 0; i < N_ROWS; i++)
    {
      guint n = MIN_N + i;
      const FtDiceStats *stats = stats_for (self, n);
      double x = left + slot * i + (slot - bar_w) / 2;
      g_autofree char *label = g_strdup_printf (_("%u dice"), 2 * n);
      g_autofree char *value = stats ? percent (stats->first_mover_wins)
                               : g_strdup (ft_dice_tables_is_busy (self->tables, n) ? _("solving…") : _("not solved yet"));
      double y = top + plot_h;
      int tw, th;

      if (stats)
        {
          y = top + plot_h * (1 - stats->first_mover_wins / top_value);
          cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
          cairo_rectangle (cr, x, y, bar_w, top + plot_h - y);
          cairo_fill (cr);
        }
      pango_layout_set_text (layout, value, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 1);
      cairo_move_to (cr, x + bar_w / 2 - tw / 2.0, y - th - 4);
      pango_cairo_show_layout (cr, layout);

      pango_layout_set_text (layout, label, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_move_to (cr, x + bar_w / 2 - tw / 2.0, top + plot_h + 8);
      pango_cairo_show_layout (cr, layout);
    }

  /* The rule page's claim, over the 8-die bar: a dashed line (R8). */
  {
    double x = left + slot * (4 - MIN_N) + slot * 0.1;
    double y = top + plot_h * (1 - RULE_PAGE_FIGURE / top_value);
    double dash[] = { 6, 4 };
    int tw, th;

    cairo_set_source_rgb (cr, 0.85, 0.35, 0.0);
    cairo_set_line_width (cr, 2.5);
    cairo_set_dash (cr, dash, 2, 0);
    cairo_move_to (cr, x, y);
    cairo_line_to (cr, x + slot * 0.8, y);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
    pango_layout_set_text (layout, _("rule page: ~52%"), -1);
    pango_layout_get_pixel_size (layout, &tw, &th);
    cairo_rectangle (cr, x + slot * 0.4 - tw / 2.0 - 4, y + 4, tw + 8, th + 2);
    cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
    cairo_fill (cr);
    cairo_set_source_rgb (cr, 0.6, 0.2, 0.0);
    cairo_move_to (cr, x + slot * 0.4 - tw / 2.0, y + 5);
    pango_cairo_show_layout (cr, layout);
  }

  g_object_unref (layout);
}

static void
refresh (FtDiceStatsPage *self)
{
  g_autofree char *description = chart_description (self);
  const FtDiceStats *eight = stats_for (self, 4);
  gboolean busy5 = ft_dice_tables_is_busy (self->tables, FT_DICE_MAX_N);

  for (guint i = 0; i < N_ROWS; i++)
    {
      guint n = MIN_N + i;
      const FtDiceStats *stats = stats_for (self, n);
      const FtDiceTable *table = ft_dice_tables_get (self->tables, n);

      if (stats)
        {
          g_autofree char *value = g_strdup_printf ("%.6f (%.1f%%)", stats->first_mover_wins,
                                                    100 * stats->first_mover_wins);
          g_autofree char *rolls = grouped (stats->rolls);

          gtk_label_set_text (GTK_LABEL (self->value_labels[i]), value);
          gtk_label_set_text (GTK_LABEL (self->rolls_labels[i]), rolls);
        }
      else
        {
          gtk_label_set_text (GTK_LABEL (self->value_labels[i]),
                              ft_dice_tables_is_busy (self->tables, n) ? _("solving…") : _("not solved yet"));
          gtk_label_set_text (GTK_LABEL (self->rolls_labels[i]), "—");
        }
      if (table)
        {
          g_autofree char *positions = grouped (ft_dice_table_n_positions (table));

          gtk_label_set_text (GTK_LABEL (self->positions_labels[i]), positions);
        }
      else
        gtk_label_set_text (GTK_LABEL (self->positions_labels[i]), "—");
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chart: the first mover's winning chance"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_widget_queue_draw (self->chart);

  gtk_widget_set_visible (self->solve_button, stats_for (self, FT_DICE_MAX_N) == NULL);
  gtk_widget_set_sensitive (self->solve_button, !busy5);
  gtk_widget_set_visible (self->solve_bar, busy5);
  if (busy5)
    {
      double progress = ft_dice_tables_get_progress (self->tables, FT_DICE_MAX_N);
      g_autofree char *text = g_strdup_printf (_("Solving the 10-die game: %.0f%%"), 100 * progress);

      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->solve_bar), progress);
      gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->solve_bar), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->solve_bar), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }

  if (eight && !self->classes_shown)
    fill_classes (self, eight);

  if (self->has_most)
    {
      g_autofree char *value = g_strdup_printf ("%.6f (%.1f%%)", self->most_stats.first_mover_wins,
                                                100 * self->most_stats.first_mover_wins);

      gtk_label_set_text (GTK_LABEL (self->most_label), value);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->most_label), _("solving…"));

  if (eight)
    {
      g_autofree char *ours = percent (eight->first_mover_wins);
      /* Translators: R8.  %s is our computed figure for the 8-die game, like "58.1%". */
      g_autofree char *text = g_strdup_printf (_("The rule page says that Joe Kisenwether solved the 8-die game and that the first player wins \"just shy of 52%%\" of games with perfect play. Our own exact solve of the rules as this app plays them gives %s. We show our figure rather than tune the rules to match: the published solve was never described, and the figure depends on readings the rule page leaves open, such as what change the victim may take, when locks clear and how starting rolls are weighted (here every ordered roll counts alike and equal totals roll again)."),
                                               ours);

      if (self->has_most)
        {
          g_autofree char *most = percent (self->most_stats.first_mover_wins);
          /* Translators: R4's setting; %s is a figure like "59.5%". */
          g_autofree char *extra = g_strdup_printf (_("Under the other reading, where the victim always takes the most change, our solve gives %s for the 8-die game: a ruling moves the figure, but neither reading comes near 52%%."),
                                                    most);
          g_autofree char *both = g_strconcat (text, " ", extra, NULL);

          gtk_label_set_text (GTK_LABEL (self->claim_label), both);
        }
      else
        gtk_label_set_text (GTK_LABEL (self->claim_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->claim_label),
                        _("The rule page says the first player wins \"just shy of 52%\" of 8-die games with perfect play. Our own figure appears here once the 8-die game is solved."));
}

/* The 8-die game by each player's count of strong (1/6), medium (2/5) and
 * weak (3/4) dice, which the rule page names as the strongest factor: the
 * first mover's chance when the first mover holds a class of dice, and when
 * the second mover holds it, each over all the other player's dice. */
static void
fill_classes (FtDiceStatsPage   *self,
              const FtDiceStats *stats)
{
  const char *headers[] = { N_("Strong, medium, weak dice"), N_("First mover holds them: first mover wins"),
                            N_("Second mover holds them: first mover wins") };
  /* On a projector, two tables side by side, so that all is in view. */
  guint n_blocks = self->presentation ? 2 : 1;
  guint per_block = (stats->n_classes + n_blocks - 1) / n_blocks;

  ft_widget_remove_children (self->class_grid);
  for (guint block = 0; block < n_blocks; block++)
    for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
      gtk_grid_attach (GTK_GRID (self->class_grid), ft_wrapped_label_new (_(headers[c]), "heading"),
                       block * 4 + c, 0, 1, 1);
  if (n_blocks > 1)
    {
      GtkWidget *gap = gtk_label_new (NULL);

      gtk_widget_set_size_request (gap, 24, -1);
      gtk_grid_attach (GTK_GRID (self->class_grid), gap, 3, 0, 1, 1);
    }

  for (guint i = 0; i < stats->n_classes; i++)
    {
      guint64 rolls[2] = { 0, 0 }, wins[2] = { 0, 0 };
      /* Translators: counts of strong, medium and weak dice, "2, 1, 1" */
      g_autofree char *triple = g_strdup_printf (_("%u, %u, %u"), stats->classes[i][0],
                                                 stats->classes[i][1], stats->classes[i][2]);

      for (guint j = 0; j < stats->n_classes; j++)
        {
          rolls[0] += stats->class_rolls[i][j];
          wins[0] += stats->class_wins[i][j];
          rolls[1] += stats->class_rolls[j][i];
          wins[1] += stats->class_wins[j][i];
        }
      gtk_grid_attach (GTK_GRID (self->class_grid), ft_wrapped_label_new (triple, "ft-mono"),
                       (i / per_block) * 4, i % per_block + 1, 1, 1);
      for (guint side = 0; side < 2; side++)
        {
          g_autofree char *value = rolls[side] ? percent ((double) wins[side] / rolls[side]) : g_strdup ("—");

          gtk_grid_attach (GTK_GRID (self->class_grid), ft_wrapped_label_new (value, "ft-mono"),
                           (i / per_block) * 4 + side + 1, i % per_block + 1, 1, 1);
        }
    }
  self->classes_shown = TRUE;
}

static void
tables_changed_cb (FtDiceStatsPage *self)
{
  refresh (self);
}

static void
tables_failed_cb (FtDiceStatsPage *self,
                  guint            n_dice,
                  const char      *message)
{
  /* Translators: "The 10-die game could not be solved: <reason>" */
  g_autofree char *text = g_strdup_printf (_("The %u-die game could not be solved: %s"), 2 * n_dice, message);

  ft_announce (GTK_WIDGET (self), text);
  refresh (self);
}

static void
solve_clicked_cb (FtDiceStatsPage *self)
{
  ft_dice_tables_prepare (self->tables, FT_DICE_MAX_N);
  refresh (self);
  ft_announce (GTK_WIDGET (self), _("Solving the 10-die game; this takes about 10 seconds."));
}

/* Shown: solve the small games, and read the big one if it is cached. */
static void
map_cb (FtDiceStatsPage *self)
{
  for (guint n = MIN_N; n < FT_DICE_MAX_N; n++)
    ft_dice_tables_prepare (self->tables, n);
  if (ft_dice_tables_is_cached (self->tables, FT_DICE_MAX_N))
    ft_dice_tables_prepare (self->tables, FT_DICE_MAX_N);
  if (!self->has_most && self->most_cancellable == NULL)
    {
      g_autoptr(GTask) task = NULL;

      self->most_cancellable = g_cancellable_new ();
      task = g_task_new (self, self->most_cancellable, most_done_cb, NULL);
      g_task_set_source_tag (task, map_cb);
      g_task_run_in_thread (task, most_thread);
    }
  refresh (self);
}

/* --- FtPage ------------------------------------------------------------ */

static const char *
ft_dice_stats_page_get_title (FtPage *page)
{
  return _("FLIP (dice): Statistics");
}

static const char *
ft_dice_stats_page_get_help_id (FtPage *page)
{
  return "dice";
}

static char *
ft_dice_stats_page_describe (FtPage *page)
{
  return chart_description (FT_DICE_STATS_PAGE (page));
}

static void
ft_dice_stats_page_iface_init (FtPageInterface *iface)
{
  ft_page_iface_init_no_game (iface);
  iface->get_title = ft_dice_stats_page_get_title;
  iface->get_help_id = ft_dice_stats_page_get_help_id;
  iface->describe = ft_dice_stats_page_describe;
}

/* --- GObject ----------------------------------------------------------- */

static void
ft_dice_stats_page_dispose (GObject *object)
{
  FtDiceStatsPage *self = FT_DICE_STATS_PAGE (object);

  if (self->tables)
    g_signal_handlers_disconnect_by_data (self->tables, self);
  self->tables = NULL;
  g_cancellable_cancel (self->most_cancellable);
  g_clear_object (&self->most_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_DICE_STATS_PAGE);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_dice_stats_page_parent_class)->dispose (object);
}

static void
ft_dice_stats_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FtDiceStatsPage *self = FT_DICE_STATS_PAGE (object);

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
ft_dice_stats_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FtDiceStatsPage *self = FT_DICE_STATS_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_PRESENTATION:
      if (ft_value_set_boolean (&self->presentation, value))
        {
          /* The table by dice is laid out again for the new width. */
          self->classes_shown = FALSE;
          gtk_widget_set_visible (self->classes_heading, !self->presentation);
          refresh (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_dice_stats_page_class_init (FtDiceStatsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_dice_stats_page_dispose;
  object_class->get_property = ft_dice_stats_page_get_property;
  object_class->set_property = ft_dice_stats_page_set_property;
  ft_page_class_install_settings (object_class, PROP_SETTINGS, PROP_PRESENTATION);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/dice/ft-dice-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, content);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, chart);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, figures_grid);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, most_label);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, solve_button);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, solve_bar);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, claim_label);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, classes_heading);
  gtk_widget_class_bind_template_child (widget_class, FtDiceStatsPage, class_grid);
  gtk_widget_class_bind_template_callback (widget_class, solve_clicked_cb);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dicestatspage");
}

static void
section_toggled_cb (GtkToggleButton *button,
                    GtkWidget       *stack)
{
  if (gtk_toggle_button_get_active (button))
    gtk_stack_set_visible_child_name (GTK_STACK (stack), g_object_get_data (G_OBJECT (button), "section"));
}

/* Toggle buttons for the sections, one a page of the stack: their labels
 * take the content's size (zoom and the projector), where a view
 * switcher's keep their own, and they break onto two lines in a phone's
 * width. */
static GtkWidget *
switcher_new (GtkWidget *stack)
{
  GtkWidget *switcher = ft_wrap_box_new (6, 6);
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (stack));
  GtkWidget *first = NULL;

  ft_wrap_box_set_centered (FT_WRAP_BOX (switcher), TRUE);
  ft_widget_set_name (switcher, _("Sections"));
  gtk_widget_set_margin_top (switcher, 12);
  gtk_widget_set_margin_start (switcher, 12);
  gtk_widget_set_margin_end (switcher, 12);
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (pages), i);
      GtkStackPage *page = GTK_STACK_PAGE (item);
      GtkWidget *button = gtk_toggle_button_new_with_label (gtk_stack_page_get_title (page));

      g_object_set_data_full (G_OBJECT (button), "section", g_strdup (gtk_stack_page_get_name (page)), g_free);
      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
      else
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (first = button), TRUE);
      g_signal_connect_object (button, "toggled", G_CALLBACK (section_toggled_cb), stack, 0);
      ft_wrap_box_append (FT_WRAP_BOX (switcher), button);
    }
  return switcher;
}

/* The .ui puts the 8-die game taking the most change in row 4, under a
 * row a game. */
G_STATIC_ASSERT (N_ROWS == 3);

static void
ft_dice_stats_page_init (FtDiceStatsPage *self)
{
  GtkWidget *scroller;

  self->tables = ft_dice_tables_get_default ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_prepend (GTK_BOX (self->content), switcher_new (self->stack));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->chart), draw_chart_cb, self, NULL);

  for (guint i = 0; i < N_ROWS; i++)
    {
      guint n = MIN_N + i;
      /* Translators: "8 dice (4 a player)" */
      g_autofree char *game = g_strdup_printf (_("%u dice (%u a player)"), 2 * n, n);

      self->value_labels[i] = ft_wrapped_label_new (NULL, "ft-mono");
      self->positions_labels[i] = ft_wrapped_label_new (NULL, "ft-mono");
      self->rolls_labels[i] = ft_wrapped_label_new (NULL, "ft-mono");
      gtk_grid_attach (GTK_GRID (self->figures_grid), ft_wrapped_label_new (game, NULL), 0, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->figures_grid), self->value_labels[i], 1, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->figures_grid), self->positions_labels[i], 2, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->figures_grid), self->rolls_labels[i], 3, i + 1, 1, 1);
    }

  scroller = gtk_widget_get_ancestor (self->solve_button, GTK_TYPE_SCROLLED_WINDOW);
  g_object_bind_property (self->solve_button, "visible", scroller, "can-focus", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->solve_button, "visible", scroller, "focusable", G_BINDING_SYNC_CREATE);

  g_signal_connect_object (self->tables, "progress", G_CALLBACK (tables_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tables, "ready", G_CALLBACK (tables_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->tables, "failed", G_CALLBACK (tables_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), NULL);
  refresh (self);
}

GtkWidget *
ft_dice_stats_page_new (void)
{
  return g_object_new (FT_TYPE_DICE_STATS_PAGE, NULL);
}
