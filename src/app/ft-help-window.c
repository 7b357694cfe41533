/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-help-window.h"
#include "ft-lesson.h"
#include "ft-widgets.h"

/*
 * The help pages (F1): the rules of each game and how to play it, kept as
 * small XML files in the GResource (help/NAME.help; the format is in help/README.md)
 * so that they are translated with the rest of the app and open the same
 * way inside and outside Flatpak.
 */

typedef struct
{
  GtkWidget *box;
  GString   *text;
  char      *keys;
  char      *title;
  gboolean   collecting;
} HelpParse;

static void
help_start (GMarkupParseContext  *context,
            const char           *element,
            const char          **names,
            const char          **values,
            gpointer              user_data,
            GError              **error)
{
  HelpParse *data = user_data;

  g_string_truncate (data->text, 0);
  g_clear_pointer (&data->keys, g_free);

  if (g_str_equal (element, "help") || g_str_equal (element, "section"))
    {
      /* Attributes of these (the page id) are for the tools, not shown. */
      return;
    }
  if (g_str_equal (element, "key"))
    {
      const char *keys;

      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "keys", &keys,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      data->keys = g_strdup (keys);
    }
  else if (!g_str_equal (element, "title") && !g_str_equal (element, "heading") &&
           !g_str_equal (element, "p") && !g_str_equal (element, "item"))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                   "unknown element <%s>", element);
      return;
    }
  data->collecting = TRUE;
}

static void
help_text (GMarkupParseContext  *context,
           const char           *text,
           gsize                 length,
           gpointer              user_data,
           GError              **error)
{
  HelpParse *data = user_data;

  if (data->collecting)
    g_string_append_len (data->text, text, length);
}

static void
help_end (GMarkupParseContext  *context,
          const char           *element,
          gpointer              user_data,
          GError              **error)
{
  HelpParse *data = user_data;
  g_autofree char *normal = NULL;
  const char *text;

  if (!data->collecting)
    return;
  data->collecting = FALSE;

  normal = ft_lesson_normalize_text (data->text->str);
  text = *normal ? g_dgettext (GETTEXT_PACKAGE, normal) : "";

  if (g_str_equal (element, "title"))
    {
      g_free (data->title);
      data->title = g_strdup (text);
      gtk_box_append (GTK_BOX (data->box), ft_wrapped_label_new (text, "title-1"));
    }
  else if (g_str_equal (element, "heading"))
    gtk_box_append (GTK_BOX (data->box), ft_wrapped_label_new (text, "title-3"));
  else if (g_str_equal (element, "p"))
    gtk_box_append (GTK_BOX (data->box), ft_wrapped_label_new (text, NULL));
  else if (g_str_equal (element, "item"))
    {
      g_autofree char *bullet = g_strdup_printf ("•  %s", text);

      gtk_box_append (GTK_BOX (data->box), ft_wrapped_label_new (bullet, NULL));
    }
  else if (g_str_equal (element, "key"))
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *keys = ft_wrapped_label_new (data->keys, "ft-keycap");
      g_autofree char *name = g_strdup_printf ("%s: %s", data->keys, text);

      GtkWidget *what = ft_wrapped_label_new (text, NULL);

      /* Projected in a phone's width a long key name or word breaks
       * rather than widening the window. */
      gtk_label_set_wrap_mode (GTK_LABEL (keys), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_wrap_mode (GTK_LABEL (what), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_size_request (keys, 160, -1);
      gtk_box_append (GTK_BOX (row), keys);
      gtk_box_append (GTK_BOX (row), what);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_box_append (GTK_BOX (data->box), row);
    }
}

static const GMarkupParser help_parser = {
  help_start, help_end, help_text, NULL, NULL,
};

/**
 * ft_help_render:
 * @title: (out): the page's translated title
 *
 * Builds the widgets of one help page from its XML.
 */
GtkWidget *
ft_help_render (const char  *data,
                gsize        length,
                char       **title,
                GError     **error)
{
  HelpParse parse = { 0 };
  g_autoptr(GMarkupParseContext) context = NULL;
  gboolean ok;

  parse.box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 12));
  parse.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&help_parser, G_MARKUP_PREFIX_ERROR_POSITION, &parse, NULL);

  ok = g_markup_parse_context_parse (context, data, length, error) &&
       g_markup_parse_context_end_parse (context, error);

  g_string_free (parse.text, TRUE);
  g_free (parse.keys);

  if (!ok)
    {
      g_free (parse.title);
      g_object_unref (parse.box);
      return NULL;
    }

  *title = parse.title ? parse.title : g_strdup (_("Help"));
  return parse.box;
}

GtkWindow *
ft_help_window_new (GtkWindow  *parent,
                    const char *page_id)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/help/%s.help", page_id);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GtkWidget) content = NULL;
  GtkWidget *window, *box, *header, *scroller, *clamp, *close;
  const char *data;
  gsize length;

  if (bytes == NULL)
    bytes = g_resources_lookup_data (RESOURCE_PREFIX "/help/home.help", 0, NULL);
  g_assert (bytes != NULL);

  data = g_bytes_get_data (bytes, &length);
  content = ft_help_render (data, length, &title, &error);
  if (content == NULL)
    {
      /* The help files are tested; this guards against a broken build. */
      content = g_object_ref_sink (ft_wrapped_label_new (error->message, NULL));
      title = g_strdup (_("Help"));
    }

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 640);
  gtk_window_set_hide_on_close (GTK_WINDOW (window), FALSE);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  /* A Close button the keyboard reaches (the title bar's own is no Tab
   * stop).  It takes the focus, the window having nothing else to use;
   * in the header bar, focusing it leaves the text at its start. */
  close = gtk_button_new_with_mnemonic (_("_Close"));
  ft_widget_set_name (close, _("Close"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (close), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), close);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_box_append (GTK_BOX (box), header);

  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  clamp = adw_clamp_new ();
  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 24);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_widget_add_css_class (scroller, "ft-content");
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);

  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }
  gtk_window_set_focus (GTK_WINDOW (window), close);

  return GTK_WINDOW (window);
}
