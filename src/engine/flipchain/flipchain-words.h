/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-hint.h"

G_BEGIN_DECLS

/*
 * A Flipchain hint as a person reads it: its advice and why first, in
 * one sentence ("Place on e5: it stops Blue's loop at d6."), then what
 * else is worth knowing (the result with perfect play, every placement
 * that keeps it), and the list of legal placements last.  Whatever parts
 * of @hint are filled in (tactics, the expert's choice, the solution).
 */
char *ft_fc_hint_advice (const FtFcHint *hint);

G_END_DECLS
