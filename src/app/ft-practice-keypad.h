/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "practice/practice-exercise.h"

G_BEGIN_DECLS

/*
 * FtPracticeKeypad: an on-screen keypad for a number answer (a decimal,
 * HEX or signed number, or a value in bits of any width), so that it can
 * be given by touch alone.  Its keys write into the answer field the
 * learner can also type in; Check activates the field.  The keypad is one
 * Tab stop; the arrows move between its keys.
 */
#define FT_TYPE_PRACTICE_KEYPAD (ft_practice_keypad_get_type ())
G_DECLARE_FINAL_TYPE (FtPracticeKeypad, ft_practice_keypad, FT, PRACTICE_KEYPAD, GtkWidget)

GtkWidget  *ft_practice_keypad_new      (GtkEditable        *field);
void        ft_practice_keypad_set_keys (FtPracticeKeypad   *self,
                                         const char         *keys);
const char *ft_practice_keypad_keys_for (const FtPrExercise *ex);

G_END_DECLS
