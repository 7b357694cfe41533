/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  FT_CATALOG_GAME,
  FT_CATALOG_LESSON,
  FT_CATALOG_TOOL,
} FtCatalogKind;

#define FT_TYPE_CATALOG_ENTRY (ft_catalog_entry_get_type ())
G_DECLARE_FINAL_TYPE (FtCatalogEntry, ft_catalog_entry, FT, CATALOG_ENTRY, GObject)

FtCatalogEntry *ft_catalog_entry_new          (FtCatalogKind   kind,
                                               const char     *id,
                                               const char     *title,
                                               const char     *summary,
                                               GType           page_type,
                                               const char     *resource);
FtCatalogKind   ft_catalog_entry_get_kind      (FtCatalogEntry *self);
const char     *ft_catalog_entry_get_id        (FtCatalogEntry *self);
const char     *ft_catalog_entry_get_title     (FtCatalogEntry *self);
const char     *ft_catalog_entry_get_summary   (FtCatalogEntry *self);
GType           ft_catalog_entry_get_page_type (FtCatalogEntry *self);
GType           ft_catalog_entry_get_model_type (FtCatalogEntry *self);
const char     *ft_catalog_entry_get_resource  (FtCatalogEntry *self);
guint           ft_catalog_entry_get_n_steps   (FtCatalogEntry *self);

const char     *ft_catalog_entry_get_file      (FtCatalogEntry *self);
const char     *ft_catalog_entry_get_problem   (FtCatalogEntry *self);
GListModel     *ft_catalog_new                 (void);
void            ft_catalog_add_lesson_folder   (GListModel     *catalog,
                                                const char     *folder);
char           *ft_catalog_default_lesson_folder (void);
FtCatalogEntry *ft_catalog_find                (GListModel     *catalog,
                                                const char     *id);

G_END_DECLS
