/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "practice/practice-mastery.h"

G_BEGIN_DECLS

#define FT_PROGRESS_ERROR (ft_progress_error_quark ())

typedef enum
{
  FT_PROGRESS_ERROR_CORRUPT,
} FtProgressError;

#define FT_TYPE_PROGRESS_STORE (ft_progress_store_get_type ())
G_DECLARE_FINAL_TYPE (FtProgressStore, ft_progress_store, FT, PROGRESS_STORE, GObject)

GQuark           ft_progress_error_quark          (void);
FtProgressStore *ft_progress_store_new            (const char      *path);
char            *ft_progress_store_default_path   (void);
const char      *ft_progress_store_get_path       (FtProgressStore *self);
gboolean         ft_progress_store_load           (FtProgressStore *self,
                                                   GError         **error);
gboolean         ft_progress_store_save           (FtProgressStore *self,
                                                   GError         **error);

void             ft_progress_store_record_answer  (FtProgressStore *self,
                                                   const char      *lesson_id,
                                                   guint            step,
                                                   gboolean         correct);
void             ft_progress_store_complete_step  (FtProgressStore *self,
                                                   const char      *lesson_id,
                                                   guint            step,
                                                   guint            n_steps);
void             ft_progress_store_set_position   (FtProgressStore *self,
                                                   const char      *lesson_id,
                                                   guint            step);
void             ft_progress_store_reset_lesson   (FtProgressStore *self,
                                                   const char      *lesson_id);
gboolean         ft_progress_store_get_lesson     (FtProgressStore *self,
                                                   const char      *lesson_id,
                                                   guint           *n_completed,
                                                   guint           *n_steps,
                                                   guint           *position,
                                                   guint           *n_answered,
                                                   guint           *n_correct);
gboolean         ft_progress_store_is_lesson_complete (FtProgressStore *self,
                                                       const char      *lesson_id);
gboolean         ft_progress_store_is_step_complete (FtProgressStore *self,
                                                     const char      *lesson_id,
                                                     guint            step);

void             ft_progress_store_add_game_stat  (FtProgressStore *self,
                                                   const char      *game_id,
                                                   const char      *key,
                                                   gint64           delta);
gint64           ft_progress_store_get_game_stat  (FtProgressStore *self,
                                                   const char      *game_id,
                                                   const char      *key);

/* Practice (issue 12): mastery and schedule per skill. */
void             ft_progress_store_record_practice (FtProgressStore *self,
                                                    FtPrSkillId      skill,
                                                    gboolean         correct,
                                                    double           seconds,
                                                    gint64           now);
void             ft_progress_store_get_learner  (FtProgressStore *self,
                                                 FtPrLearner     *learner);
/* Issue 21: untimed answers, evidence from lessons and games, placement. */
void             ft_progress_store_record_practice_full (FtProgressStore *self,
                                                         FtPrSkillId      skill,
                                                         gboolean         correct,
                                                         double           seconds,
                                                         FtPrRecordFlags  flags,
                                                         gint64           now);
void             ft_progress_store_record_evidence  (FtProgressStore     *self,
                                                     FtPrSkillId          skill,
                                                     FtPrEvidence         source,
                                                     gint64               now);
void             ft_progress_store_record_placement (FtProgressStore     *self,
                                                     const FtPrPlacement *placement,
                                                     gint64               now);

G_END_DECLS
