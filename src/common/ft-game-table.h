/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ft-game.h"
#include "ft-new-game-dialog.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_TABLE (ft_game_table_get_type ())
G_DECLARE_DERIVABLE_TYPE (FtGameTable, ft_game_table, FT, GAME_TABLE, GtkWidget)

/*
 * FtGameTable: the table every game page stands on.  It drives any FtGame
 * (the "game" property, given by the window): it paces the computer
 * players (an FtComputerPacer, reduce motion respected), shows the pass
 * screen between people at one screen and the game-over screen, shows the
 * hints an FtHintRunner asks for, opens the new-game dialog from the
 * class's spec, resumes the autosave, records the statistics and
 * implements FtPage.  A page holds
 * what is its own: how the board is drawn and which keys it adds.
 *
 * The table's only child is a stack: "game" (the page's board, set with
 * ft_game_table_set_board(), in a scrolled window if it has none), "pass"
 * and "over".
 *
 * Narrow windows (a phone, half a laptop's screen): the page's side panel
 * ("side" in its .ui, or ft_game_table_set_side()), the last child of a box
 * whose first is the board, goes under the board when the board would
 * keep less than 480 px beside it (FtSideLayout); the boxes a .ui marks
 * with the style class "ft-wrap" wrap their children onto more lines
 * (FtWrapLayout).
 */
struct _FtGameTableClass
{
  GtkWidgetClass       parent_class;

  const char          *title;          /* N_() marked */
  const char          *help_id;
  const FtNewGameSpec *new_game_spec;
  gboolean             hides_hands;    /* people at one screen pass it on */
  gboolean             hint_for_mover; /* a hint only for the seat that moves */
  gboolean             board_ends;     /* the board shows the game's end itself */
  /* The pass screen in the game's own pieces (N_() marked): its button,
   * "Show the Tiles of %s" (the next person's name), and what it says;
   * cards by default. */
  const char          *pass_reveal;
  const char          *pass_description;

  /* Draws the board from the model; the status line is already set. */
  void      (*refresh)         (FtGameTable *self);
  char     *(*status_text)     (FtGameTable *self);
  char     *(*describe)        (FtGameTable *self);
  /* The game's figures for the game-over screen (scores, cards, turns,
   * moves), a line each; optional.  A page whose board shows the end
   * (board_ends) may show them itself with ft_game_table_get_summary(). */
  char     *(*summary)         (FtGameTable *self);
  /* Focus on the board, when it is shown. */
  gboolean  (*focus_board)     (FtGameTable *self);
  /* A number that changes when the game moves on to a new phase of the
   * person to act (a new turn, a toss, a draw, a discard); optional. */
  guint     (*phase)           (FtGameTable *self);
  /* After each phase: focus the next control to use (a card of the hand,
   * the Discard button, the dice).  The table calls it when a person is
   * to act in a new phase and the focus was on the page; the default is
   * focus_board. */
  gboolean  (*focus_next)      (FtGameTable *self);
  /* The first game, when there is no save to resume. */
  void      (*start_default)   (FtGameTable *self);
  /* A saved game was resumed. */
  void      (*resumed)         (FtGameTable *self);
  /* A new game is about to start: forget what the page picked. */
  void      (*reset)           (FtGameTable *self);
  void      (*presentation_changed) (FtGameTable *self,
                                     gboolean     presentation);
  /* The hint's words at @level (1, 2, … as asked again) under @mode
   * ("on" or "limited"); then hint_shown, e.g. to focus its move. */
  char     *(*hint_text)       (FtGameTable *self,
                                gpointer     hint,
                                guint        level,
                                const char  *mode);
  void      (*hint_shown)      (FtGameTable *self,
                                gpointer     hint);
  /* Ctrl+H; the default asks the model (FtGame.hint_async). */
  void      (*hint)            (FtGameTable *self);
};

FtGame     *ft_game_table_get_game         (FtGameTable       *self);
GSettings  *ft_game_table_get_settings     (FtGameTable       *self);
gboolean    ft_game_table_get_presentation (FtGameTable       *self);
void        ft_game_table_set_board        (FtGameTable       *self,
                                            GtkWidget         *board);
void        ft_game_table_set_hint_label   (FtGameTable       *self,
                                            GtkWidget         *label);
void        ft_game_table_set_side         (FtGameTable       *self,
                                            GtkWidget         *side);
void        ft_game_table_set_status_label (FtGameTable       *self,
                                            GtkWidget         *label);
void        ft_game_table_set_over_extra   (FtGameTable       *self,
                                            GtkWidget         *extra);
GtkWidget  *ft_game_table_get_stack        (FtGameTable       *self);
GtkWidget  *ft_game_table_build_log        (FtGameTable       *self);
void        ft_game_table_log              (FtGameTable       *self,
                                            const char        *text,
                                            gboolean           shown);

gboolean    ft_game_table_open_hands       (FtGameTable       *self);
gboolean    ft_game_table_reduce_motion    (FtGameTable       *self);
char       *ft_game_table_hints_mode       (FtGameTable       *self);
guint       ft_game_table_viewer           (FtGameTable       *self);
gboolean    ft_game_table_needs_pass_screen (FtGameTable      *self);
gboolean    ft_game_table_person_acts      (FtGameTable       *self);
void        ft_game_table_reveal           (FtGameTable       *self);
void        ft_game_table_hide_hands       (FtGameTable       *self);

void        ft_game_table_refresh          (FtGameTable       *self);
void        ft_game_table_clear_hint       (FtGameTable       *self);
void        ft_game_table_say_error        (FtGameTable       *self,
                                            const GError      *error);
void        ft_game_table_new_game         (FtGameTable       *self,
                                            const FtGameSetup *setup,
                                            guint64            seed);
/* The seed of a game a person starts: the clock's time, or after
 * ft_game_table_seed_games() (`flip-tutor --seed`) that seed and the ones
 * after it in turn, so that a session of games replays exactly (a test, a
 * bug report). */
guint64     ft_game_table_next_seed        (void);
void        ft_game_table_seed_games       (guint64            seed);
const char *ft_game_table_get_status       (FtGameTable       *self);
char       *ft_game_table_get_summary      (FtGameTable       *self);
const char *ft_game_table_get_hint_text    (FtGameTable       *self);
void        ft_game_table_set_hint_text    (FtGameTable       *self,
                                            const char        *text);

G_END_DECLS
