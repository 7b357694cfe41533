/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-json-text.h"

/*
 * JSON text that reads back as what it was made from.  json-glib 1.6's
 * generator writes a whole double of 1e17 or more as "1e+20.0", which no
 * JSON parser (json-glib's included) reads: a progress file holding such a
 * number (hand-edited, or from another version) would be written once and
 * then lost at the next start.  This writer formats numbers itself: an
 * integer as it is, a double with the fewest digits that give it back and
 * with a point or exponent, so that it stays a double; strings with the
 * escapes JSON requires.  Two-space indents, as the generator's pretty
 * output had.
 */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        default:
          if (c < 0x20 || c == 0x7F)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, c);
        }
    }
  g_string_append_c (out, '"');
}

static void
append_double (GString *out,
               double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  /* A parser reads 1e999 as infinity: the one way to keep it.  NaN cannot
   * come from JSON text at all. */
  if (isnan (value))
    {
      g_string_append (out, "null");
      return;
    }
  if (isinf (value))
    {
      g_string_append (out, value > 0 ? "1e999" : "-1e999");
      return;
    }
  g_ascii_formatd (buffer, sizeof buffer, "%.15g", value);
  if (g_ascii_strtod (buffer, NULL) != value)
    g_ascii_formatd (buffer, sizeof buffer, "%.17g", value);
  g_string_append (out, buffer);
  if (strpbrk (buffer, ".eE") == NULL)
    g_string_append (out, ".0");
}

static void
append_indent (GString *out,
               guint    depth)
{
  g_string_append_c (out, '\n');
  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
append_node (GString  *out,
             JsonNode *node,
             guint     depth)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *object = json_node_get_object (node);
        g_autoptr(GList) members = json_object_get_members (object);

        g_string_append_c (out, '{');
        for (GList *l = members; l != NULL; l = l->next)
          {
            append_indent (out, depth + 1);
            append_string (out, l->data);
            g_string_append (out, " : ");
            append_node (out, json_object_get_member (object, l->data), depth + 1);
            if (l->next != NULL)
              g_string_append_c (out, ',');
          }
        if (members != NULL)
          append_indent (out, depth);
        g_string_append_c (out, '}');
      }
      break;
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        g_string_append_c (out, '[');
        for (guint i = 0; i < n; i++)
          {
            append_indent (out, depth + 1);
            append_node (out, json_array_get_element (array, i), depth + 1);
            if (i + 1 < n)
              g_string_append_c (out, ',');
          }
        if (n > 0)
          append_indent (out, depth);
        g_string_append_c (out, ']');
      }
      break;
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
          break;
        case G_TYPE_DOUBLE:
          append_double (out, json_node_get_double (node));
          break;
        case G_TYPE_BOOLEAN:
          g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
          break;
        case G_TYPE_STRING:
          append_string (out, json_node_get_string (node));
          break;
        default:
          g_string_append (out, "null");
        }
      break;
    case JSON_NODE_NULL:
    default:
      g_string_append (out, "null");
    }
}

/**
 * ft_json_to_text:
 *
 * Returns: (transfer full): @node as JSON text, ending with a newline
 */
char *
ft_json_to_text (JsonNode *node)
{
  GString *out = g_string_new (NULL);

  append_node (out, node, 0);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
