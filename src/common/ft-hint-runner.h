/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ft-game.h"

G_BEGIN_DECLS

#define FT_TYPE_HINT_RUNNER (ft_hint_runner_get_type ())
G_DECLARE_FINAL_TYPE (FtHintRunner, ft_hint_runner, FT, HINT_RUNNER, GObject)

/*
 * FtHintRunner: a hint's life, for any game.  ft_hint_runner_ask() asks
 * the game (FtGame.hint_async) for a seat's hint off the main thread; asked
 * again at the same position, the same hint comes back a level further.
 * Any change of the game cancels the hint being worked out and forgets the
 * one shown.  A hint that arrives in parts (the game's "hint-progress",
 * when "parts" is set) is relayed with "progress" while it is awaited.
 *
 * Signals:
 *  - "ready": the hint (ft_hint_runner_get_hint()) is there, at
 *    ft_hint_runner_get_level(); ft_hint_runner_words() gives what to
 *    say of the text the caller makes of it;
 *  - "progress" (text, fraction, first): what is known so far, how far
 *    the rest has got, and whether it is the first part (to announce).
 * "pending" is TRUE from the question until its answer or a change.
 *
 * GIO only: the table owns one and shows it; tests run it with no window.
 */
FtHintRunner *ft_hint_runner_new        (FtGame       *game);
gboolean      ft_hint_runner_ask        (FtHintRunner *self,
                                         guint         seat);
gboolean      ft_hint_runner_has_hint   (FtHintRunner *self);
gpointer      ft_hint_runner_get_hint   (FtHintRunner *self);
guint         ft_hint_runner_get_level  (FtHintRunner *self);
gboolean      ft_hint_runner_is_pending (FtHintRunner *self);
void          ft_hint_runner_set_parts  (FtHintRunner *self,
                                         gboolean      parts);
void          ft_hint_runner_progress   (FtHintRunner *self,
                                         const char   *text,
                                         double        fraction);
void          ft_hint_runner_clear      (FtHintRunner *self);
char         *ft_hint_runner_words      (FtHintRunner *self,
                                         const char   *text);

G_END_DECLS
