/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "flipbits/flipbits-ops.h"
#include "ft-bit-row.h"
#include "ft-flipbits-card-button.h"
#include "ft-practice-view.h"
#include "ft-widgets.h"

/*
 * FLIP BITS as the game draws it: MEMORY and GOAL as bit rows, the HEX
 * card and the hand as the game's cards (to read, not to play).  How few
 * cards reach the goal is answered with a button a count, or typed.
 */

static GtkWidget *
shown_row (const char *name,
           const char *bits)
{
  GtkWidget *row = ft_bit_row_new (name, strlen (bits), FALSE);

  ft_bit_row_set_value (FT_BIT_ROW (row), ft_practice_parse_bits (bits));
  gtk_widget_set_halign (row, GTK_ALIGN_START);
  return row;
}

/* A card to read: the game's card, a focus stop that does nothing. */
static GtkWidget *
readable (GtkWidget *card)
{
  gtk_widget_set_can_target (card, FALSE);
  gtk_widget_set_focusable (card, TRUE);
  return card;
}

static GtkWidget *
hex_card (guint hex)
{
  char bits[FT_FB_BITS + 1];
  g_autofree char *label = NULL, *name = NULL;
  GtkWidget *card;

  ft_fb_bits_format (hex, bits);
  label = g_strdup_printf ("HEX %c\n%s", ft_fb_hex_digit (hex), bits);
  /* Translators: "your HEX card: B, 1011" */
  name = g_strdup_printf (_("your HEX card: %c, %s"), ft_fb_hex_digit (hex), bits);
  card = gtk_button_new_with_label (label);
  gtk_widget_add_css_class (card, "ft-card");
  ft_widget_set_name (card, name);
  return readable (card);
}

GtkWidget *
ft_practice_cards_view_new (const FtPrExercise *ex)
{
  FtPracticePieces *pieces = ft_practice_pieces_new (TRUE);
  /* The memory and the goal beside the hand, on a wide window. */
  GtkWidget *row = ft_practice_row_new (pieces);
  GtkWidget *box = ft_practice_section_new (row);
  g_auto(GStrv) words = g_strsplit (ex->question, " ", -1);
  GtkWidget *hand = NULL;
  guint n_cards = 0;
  gboolean in_hand = FALSE;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *next = words[i + 1];

      if (g_str_equal (words[i], "MEMORY") && next != NULL)
        {
          GtkWidget *memory = shown_row (_("memory"), next);

          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (_("Memory"), "heading"));
          gtk_box_append (GTK_BOX (box), memory);
          ft_practice_pieces_set_first (pieces, memory);
          i++;
        }
      else if (g_str_equal (words[i], "GOAL") && next != NULL)
        {
          gtk_box_append (GTK_BOX (box), ft_wrapped_label_new (_("Goal"), "heading"));
          gtk_box_append (GTK_BOX (box), shown_row (_("goal"), next));
          i++;
        }
      else if (g_str_equal (words[i], "HEX") && next != NULL)
        {
          guint hex = g_ascii_xdigit_value (next[0]);

          hand = ft_practice_line_new_in (pieces, ft_practice_section_new (row), _("Your HEX card and your hand"));
          ft_practice_line_add (pieces, hand, hex_card (hex));
          i++;
        }
      else if (g_str_equal (words[i], "HAND"))
        {
          in_hand = TRUE;
          if (hand == NULL)
            hand = ft_practice_line_new_in (pieces, ft_practice_section_new (row), _("Your hand"));
        }
      else if (in_hand)
        {
          FtFbCard card;

          if (ft_fb_card_parse (words[i], &card))
            {
              g_autoptr(FtFlipBitsCard) c = ft_flipbits_card_new (card, n_cards);

              n_cards++;
              ft_practice_line_add (pieces, hand, readable (ft_flipbits_card_button_new (c, n_cards, FALSE, FALSE)));
            }
        }
    }

  /* The answer: a count of cards, from none to the whole hand. */
  {
    GPtrArray *labels = g_ptr_array_new_with_free_func (g_free);
    GPtrArray *answers = g_ptr_array_new_with_free_func (g_free);

    gtk_box_append (GTK_BOX (ft_practice_pieces_get_box (pieces)),
                    ft_wrapped_label_new (_("How many cards?"), "heading"));
    for (guint k = 0; k <= n_cards; k++)
      {
        /* Translators: an answer button, the number of cards */
        g_ptr_array_add (labels, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", k), k));
        g_ptr_array_add (answers, g_strdup_printf ("%u", k));
      }
    g_ptr_array_add (labels, NULL);
    g_ptr_array_add (answers, NULL);
    ft_practice_choices_new (pieces, (const char * const *) labels->pdata, (const char * const *) answers->pdata);
    /* The buttons keep their answers: they live as long as the view. */
    g_object_set_data_full (G_OBJECT (pieces), "ft-labels", labels, (GDestroyNotify) g_ptr_array_unref);
    g_object_set_data_full (G_OBJECT (pieces), "ft-answers", answers, (GDestroyNotify) g_ptr_array_unref);
  }
  return GTK_WIDGET (pieces);
}
