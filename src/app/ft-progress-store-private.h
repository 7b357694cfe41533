/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ft-progress-store.h"

G_BEGIN_DECLS

/* For the store's own files only (ft-progress-store.c and
 * ft-progress-store-practice.c, the practice records). */

struct _FtProgressStore
{
  GObject     parent_instance;

  char       *path;
  JsonObject *root;
  GPtrArray  *pending;  /* of Op: changes not yet on disk */
  char       *synced;   /* the file as last read or written */
};

/* Every change is kept as an operation until it is on disk, so that a save
 * can replay it on what another instance wrote meanwhile: counts add up,
 * completed steps join, and nobody's progress is lost. */
typedef enum
{
  OP_ANSWER,
  OP_COMPLETE,
  OP_POSITION,
  OP_RESET,
  OP_STAT,
  OP_PRACTICE,
  OP_EVIDENCE,
  OP_PLACEMENT,
} OpKind;

typedef struct
{
  OpKind  kind;
  char   *id;
  char   *key;
  gint64  a;
  gint64  b;
  double  seconds;  /* OP_PRACTICE: the answer's time; a is the skill, b */
  gint64  now;      /* whether it was right, now when it was given */
  FtPrRecordFlags flags;        /* OP_PRACTICE */
  FtPrPlacement  *placement;    /* OP_PLACEMENT */
} Op;

void _ft_progress_store_change (FtProgressStore *self,
                                OpKind           kind,
                                const char      *id,
                                const char      *key,
                                gint64           a,
                                gint64           b);
void _ft_progress_store_op_free (gpointer data);
void _ft_progress_store_practice_apply (JsonObject *root,
                                        const Op   *op);
JsonObject *_ft_progress_store_practice_section_of (JsonObject *root,
                                                    gboolean    create);
void _ft_progress_store_push (FtProgressStore *self,
                              Op              *op);

G_END_DECLS
