/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game-table.h"

G_BEGIN_DECLS

#define FT_TYPE_FLIPCHAIN_PAGE (ft_flipchain_page_get_type ())
G_DECLARE_FINAL_TYPE (FtFlipchainPage, ft_flipchain_page, FT, FLIPCHAIN_PAGE, FtGameTable)

G_END_DECLS
