/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "ft-rng.h"
#include "flipbits-view.h"
#include "ft-strength.h"

G_BEGIN_DECLS

/*
 * Computer players.  They decide from an FtFbView (R11), never from the
 * game, so they cannot read hidden cards; randomness comes from the FtRng
 * the caller passes (the game's own, so a seed replays the whole game).
 *
 *   beginner  spots a solve it holds only half the time (a coin) and then
 *             plays any of its solves; discards at random.
 *   standard  always spots a solve (the first a look through its hand
 *             finds, not always the shortest); discards the cards that
 *             bring MEMORY least close to GOAL and keeps its HEX card.
 *   expert    always plays a shortest solve (keeping its HEX card when a
 *             shortest solve can); discards as the advisor says.
 */
const char *ft_fb_strength_token      (FtStrength          strength);
gboolean    ft_fb_strength_from_token (const char         *token,
                                       FtStrength         *strength);

gboolean    ft_fb_ai_choose_solve     (const FtFbView     *view,
                                       FtStrength          strength,
                                       FtRng              *rng,
                                       FtFbSolution       *solution);
void        ft_fb_ai_choose_discard   (const FtFbView     *view,
                                       FtStrength          strength,
                                       FtRng              *rng,
                                       guint              *op_mask,
                                       gboolean           *discard_hex);

gboolean    ft_fb_ai_step             (FtFbGame           *game,
                                       const FtStrength   *strengths,
                                       GError            **error);
gboolean    ft_fb_ai_play_game        (FtFbGame           *game,
                                       const FtFbSettings *settings,
                                       const FtFbDeck     *deck,
                                       const FtStrength   *strengths,
                                       guint64             seed,
                                       guint               max_turns,
                                       GError            **error);

G_END_DECLS
