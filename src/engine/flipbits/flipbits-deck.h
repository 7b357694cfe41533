/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipbits-ops.h"

G_BEGIN_DECLS

/*
 * FtFbCard: one OPERATION card, two bytes, copied by value.
 *
 * @op is an FtFbOp.  @mask is the mask printed on a MASK card (flipbits R2);
 * it is 0 for every other card and for a MASK card whose mask the player
 * chooses when playing it (the "mask chosen when played" setting of R2).
 * FLIP BIT always has mask 0: its bit is chosen when played.
 *
 * Text form (the token of the command line and of deck files): the op token,
 * followed for a printed mask by a colon and four bits: `OR`, `FLIP`,
 * `MOR:0100`, `MAND:1011`, `MXOR` (mask chosen when played).
 */
typedef struct
{
  guint8 op;
  guint8 mask;
} FtFbCard;

/* The largest deck a deck file may describe. */
#define FT_FB_DECK_MAX 64
/* HEX cards 0-F, one each (flipbits R3). */
#define FT_FB_N_HEX 16

/*
 * FtFbDeck: the make-up of the OPERATION deck, every card listed once, in
 * the order of the deck file.  Plain data: a game state embeds a copy.
 */
typedef struct
{
  guint    n_cards;
  FtFbCard cards[FT_FB_DECK_MAX];
} FtFbDeck;

#define FT_FB_DECK_ERROR (ft_fb_deck_error_quark ())

typedef enum
{
  FT_FB_DECK_ERROR_PARSE,
} FtFbDeckError;

GQuark          ft_fb_deck_error_quark   (void);

gboolean        ft_fb_card_equal         (FtFbCard        a,
                                          FtFbCard        b);
gboolean        ft_fb_card_needs_hex     (FtFbCard        card);
gboolean        ft_fb_card_operand_chosen (FtFbCard       card);
guint           ft_fb_card_choices       (FtFbCard        card,
                                          int             hex,
                                          guint8          choices[FT_FB_BITS]);
gboolean        ft_fb_card_parse         (const char     *token,
                                          FtFbCard       *card);
char           *ft_fb_card_to_string     (FtFbCard        card);
char           *ft_fb_card_describe      (FtFbCard        card);
char           *ft_fb_card_detail        (const FtFbCard *card);
int             ft_fb_card_compare       (FtFbCard        a,
                                          FtFbCard        b);

gboolean        ft_fb_deck_parse         (FtFbDeck       *deck,
                                          const char     *text,
                                          GError        **error);
const FtFbDeck *ft_fb_deck_default       (void);
const char     *ft_fb_deck_default_note  (void);
void            ft_fb_deck_choose_masks  (FtFbDeck       *deck);
guint           ft_fb_deck_count         (const FtFbDeck *deck,
                                          FtFbCard        card);

gboolean        ft_fb_cards_parse        (const char     *text,
                                          FtFbCard       *cards,
                                          guint           max_cards,
                                          guint          *n_cards,
                                          GError        **error);
char           *ft_fb_cards_to_string    (const FtFbCard *cards,
                                          guint           n_cards);

G_END_DECLS
