/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "equation-rules.h"

G_DEFINE_QUARK (ft-eq-rules-error-quark, ft_eq_rules_error)

/* The words of the text form, the same as the command line's options. */
static const struct {
  const char *word;
  FtEqOptions option;
} option_words[] = {
  { "xor",             FT_EQ_OPTION_XOR },
  { "no-identity",     FT_EQ_OPTION_NO_IDENTITY },
  { "strict-identity", FT_EQ_OPTION_STRICT_IDENTITY },
  { "loose-not-zeros", FT_EQ_OPTION_LOOSE_NOT_ZEROS },
};

/* `standard` or `ltr`, then the options that are on: `ltr xor no-identity`. */
char *
ft_eq_rules_to_string (const FtEqRules *rules)
{
  GString *s = g_string_new (rules->order == FT_EQ_ORDER_LTR ? "ltr" : "standard");

  for (guint i = 0; i < G_N_ELEMENTS (option_words); i++)
    if (rules->options & option_words[i].option)
      g_string_append_printf (s, " %s", option_words[i].word);
  return g_string_free (s, FALSE);
}

/* Reads the form above: an order word and option words, in any order,
 * separated by spaces or commas. */
gboolean
ft_eq_rules_from_string (const char  *text,
                         FtEqRules   *rules,
                         GError     **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t,", -1);
  FtEqRules r = { FT_EQ_ORDER_STANDARD, FT_EQ_OPTION_NONE };

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      gboolean known = FALSE;

      if (*w == '\0')
        continue;
      if (strcmp (w, "standard") == 0 || strcmp (w, "ltr") == 0)
        {
          r.order = w[0] == 'l' ? FT_EQ_ORDER_LTR : FT_EQ_ORDER_STANDARD;
          continue;
        }
      for (guint j = 0; j < G_N_ELEMENTS (option_words); j++)
        if (strcmp (w, option_words[j].word) == 0)
          {
            r.options |= option_words[j].option;
            known = TRUE;
          }
      if (!known)
        {
          g_set_error (error, FT_EQ_RULES_ERROR, 0,
                       _("unknown setting “%s” (expected standard, ltr, xor, no-identity, strict-identity or loose-not-zeros)"),
                       w);
          return FALSE;
        }
    }

  *rules = r;
  return TRUE;
}
