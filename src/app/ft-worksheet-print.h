/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-worksheet.h"

G_BEGIN_DECLS

gboolean ft_worksheet_print          (GtkWindow   *parent,
                                      FtWorksheet *sheet,
                                      const char  *export_path,
                                      GError     **error);
void     ft_worksheet_dialog_present (GtkWindow   *parent);

G_END_DECLS
