/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "practice/practice-exercise.h"

G_BEGIN_DECLS

/*
 * A printable worksheet (issue 25): practice exercises in words, with the
 * set codes that give a class the same questions in the app, space to
 * answer, and an answer key with each worked solution on the last pages.
 * Drawn with cairo and Pango only, so that the command line writes the
 * PDF and the app prints the same pages through GtkPrintOperation.
 */

#define FT_WORKSHEET_ERROR (ft_worksheet_error_quark ())

typedef enum
{
  FT_WORKSHEET_ERROR_INVALID,
  FT_WORKSHEET_ERROR_WRITE,
} FtWorksheetError;

typedef enum
{
  FT_PAPER_A4,
  FT_PAPER_LETTER,
} FtPaper;

/* At most this many exercises on one worksheet. */
#define FT_WORKSHEET_MAX_COUNT 100

typedef struct _FtWorksheet FtWorksheet;

GQuark       ft_worksheet_error_quark (void);
FtWorksheet *ft_worksheet_new         (const FtPrSkillId *skills,
                                       guint              n_skills,
                                       guint              count,
                                       guint              level,
                                       guint32            seed,
                                       GError           **error);
void         ft_worksheet_free        (FtWorksheet       *sheet);
guint        ft_worksheet_get_n_items (const FtWorksheet *sheet);
const FtPrExercise *ft_worksheet_get_item (const FtWorksheet *sheet,
                                           guint              index);
guint        ft_worksheet_get_n_codes (const FtWorksheet *sheet);
const char  *ft_worksheet_get_code    (const FtWorksheet *sheet,
                                       guint              index);
const char  *ft_worksheet_get_title   (const FtWorksheet *sheet);
guint        ft_worksheet_paginate    (FtWorksheet       *sheet,
                                       cairo_t           *cr,
                                       double             width,
                                       double             height);
void         ft_worksheet_draw_page   (FtWorksheet       *sheet,
                                       cairo_t           *cr,
                                       double             width,
                                       double             height,
                                       guint              page);
gboolean     ft_worksheet_write_pdf   (FtWorksheet       *sheet,
                                       const char        *path,
                                       FtPaper            paper,
                                       GError           **error);
void         ft_paper_size            (FtPaper            paper,
                                       double            *width,
                                       double            *height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtWorksheet, ft_worksheet_free)

G_END_DECLS
