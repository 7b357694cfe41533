/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-width-layout.h"

G_BEGIN_DECLS

#define FT_TYPE_SIDE_LAYOUT (ft_side_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtSideLayout, ft_side_layout, FT, SIDE_LAYOUT, FtWidthLayout)

/*
 * FtSideLayout: a board and its side panel (scores, players, the hint,
 * "What happened"): side by side when the width allows both, the side
 * under the board when it does not (a phone, a laptop's half screen).
 * libadwaita 1.2 has no breakpoints, so the choice is made at every
 * allocation from the width given; the two children, their order and the
 * focus order never change.
 *
 * The box it is applied to (ft_side_layout_apply()) has two children, the
 * board first; its spacing is kept, and may not be changed after.
 */
void              ft_side_layout_apply      (GtkWidget *box);
/* Whether the last allocation put the side under the board. */
gboolean          ft_side_layout_is_stacked (FtSideLayout *self);

G_END_DECLS
