/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-report.h"

G_BEGIN_DECLS

/*
 * A class: the progress reports of many learners, read from files a teacher
 * collected (a shared folder, a USB stick).  Reading never writes anything;
 * a file that is not a report, is damaged, comes from a newer version or
 * repeats a learner is named with the reason in @skipped and the rest are
 * read.  The class view and `flip-tutor-cli class report` both show it.
 */
typedef struct
{
  char *path;
  char *reason;     /* a sentence */
} FtClassSkipped;

typedef struct
{
  FtReport *report;
  char     *path;       /* the file it came from */
} FtClassLearner;

typedef struct
{
  GPtrArray *learners;  /* FtClassLearner, ordered by name after _sort() */
  GPtrArray *skipped;   /* FtClassSkipped */
} FtClassReport;

/* How many skills ft_class_report_needs_next() names at most. */
#define FT_CLASS_NEEDS_MAX 5

FtClassReport *ft_class_report_new        (void);
void           ft_class_report_free       (FtClassReport       *klass);
void           ft_class_report_add_path   (FtClassReport       *klass,
                                           const char          *path);
void           ft_class_report_sort       (FtClassReport       *klass);
guint          ft_class_report_count      (const FtClassReport *klass,
                                           FtPrSkillId          skill,
                                           guint                level);
gboolean       ft_class_report_is_ready   (const FtReport      *report,
                                           FtPrSkillId          skill);
guint          ft_class_report_needs_next (const FtClassReport *klass,
                                           FtPrSkillId          skills[FT_CLASS_NEEDS_MAX],
                                           guint                counts[FT_CLASS_NEEDS_MAX]);
char          *ft_class_report_to_csv     (const FtClassReport *klass);
char          *ft_class_report_to_text    (const FtClassReport *klass);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtClassReport, ft_class_report_free)

G_END_DECLS
