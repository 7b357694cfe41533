/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game-table.h"
#include "ft-hilo-game.h"

G_BEGIN_DECLS

#define FT_TYPE_HILO_PAGE (ft_hilo_page_get_type ())
G_DECLARE_FINAL_TYPE (FtHiLoPage, ft_hilo_page, FT, HILO_PAGE, FtGameTable)

void        ft_hilo_page_new_game      (FtHiLoPage         *self,
                                        guint               n_players,
                                        const FtSeat       *seats,
                                        const char * const *names,
                                        const int          *ages,
                                        guint64             seed);

G_END_DECLS
