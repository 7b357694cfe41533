/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "practice/practice-skill.h"

G_BEGIN_DECLS

/*
 * A learner's progress report (doc/progress-report.md): what a learner
 * exports for a teacher, and nothing else.  The name they typed, the date,
 * the lessons completed, each practised skill's level and last review, and
 * each game's count of games played and won.  The JSON form is the
 * exchange; this plain struct is what the class view and the command line
 * read.
 */

#define FT_REPORT_ERROR (ft_report_error_quark ())

typedef enum
{
  FT_REPORT_ERROR_NOT_REPORT,  /* a file of something else */
  FT_REPORT_ERROR_DAMAGED,     /* a report, but a field is wrong or missing */
  FT_REPORT_ERROR_NEWER,       /* written by a newer Flip Tutor */
  FT_REPORT_ERROR_UNREADABLE,  /* the file could not be read */
} FtReportError;

/* The format this version writes and reads. */
#define FT_REPORT_FORMAT 1

typedef struct
{
  char   *id;
  gint64  played;
  gint64  won;
} FtReportGame;

typedef struct
{
  char      *name;
  char      *date;                            /* YYYY-MM-DD */
  GPtrArray *lessons;                         /* lesson ids, completed */
  guint8     level[FT_PR_N_SKILLS];           /* 0: not practised, else 1 … 3 */
  char      *last_review[FT_PR_N_SKILLS];     /* YYYY-MM-DD, or NULL */
  GPtrArray *games;                           /* FtReportGame */
} FtReport;

GQuark    ft_report_error_quark (void);
FtReport *ft_report_new         (const char     *name,
                                 const char     *date);
void      ft_report_free        (FtReport       *report);
void      ft_report_add_lesson  (FtReport       *report,
                                 const char     *lesson_id);
void      ft_report_set_skill   (FtReport       *report,
                                 FtPrSkillId     skill,
                                 guint           level,
                                 const char     *last_review);
void      ft_report_add_game    (FtReport       *report,
                                 const char     *game_id,
                                 gint64          played,
                                 gint64          won);
gint64    ft_report_count_games (const FtReport *report,
                                 gboolean        won);
char     *ft_report_to_json     (const FtReport *report);
FtReport *ft_report_from_json   (const char     *text,
                                 gsize           length,
                                 GError        **error);
FtReport *ft_report_load        (const char     *path,
                                 GError        **error);
char     *ft_report_date_for    (gint64          unix_time);

gboolean  ft_json_nesting_within (const char    *text,
                                  gsize          length,
                                  guint          max_depth);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtReport, ft_report_free)

G_END_DECLS
