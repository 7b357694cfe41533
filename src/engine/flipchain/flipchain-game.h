/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "flipchain/flipchain-board.h"

G_BEGIN_DECLS

/*
 * A whole game of Flipchain as a plain struct (copies with memcpy for
 * search).  Colours, not people, take turns: Red places first; with the
 * pie rule (R7) Blue's first move may be a swap, after which the person
 * who placed the red disc plays Blue and moves next (@swapped records it
 * for whoever maps people to colours).
 *
 * What the rules force happens inside ft_fc_game_play(): the flips (R8),
 * the win (R4/R9), a skip when the next colour has no legal placement and
 * the draw when the board is full without a loop (R6).  An empty cell is
 * always legal for at least one colour (R5 compares the same two counts
 * both ways), so "neither can place" means a full board.
 *
 * Text form: one line, fields separated by spaces:
 *   flipchain side:N pie:yes|no moves:MOVE,MOVE,…   (moves "-" if none)
 * where MOVE is a cell name or "swap"; the game is the replay of the
 * moves, so a text form is always a reachable position.
 */

#define FT_FC_MOVE_SWAP (-2)

typedef enum
{
  FT_FC_PLAYING,
  FT_FC_WON,
  FT_FC_DRAWN,
} FtFcStatus;

typedef struct
{
  FtFcBoard  board;
  gboolean   pie;
  gboolean   swapped;
  FtFcColour to_move;
  FtFcStatus status;
  FtFcColour winner;    /* FT_FC_EMPTY unless won */
  guint      n_moves;   /* moves played: placements and the swap */
  guint      n_skips;
} FtFcGame;

/* What one move did. */
typedef struct
{
  FtFcColour mover;
  gint       move;      /* a cell or FT_FC_MOVE_SWAP */
  FtFcBits   flips;
  gboolean   won;
  FtFcColour skipped;   /* the colour that then had to skip (R6), or EMPTY */
  gboolean   drawn;
} FtFcMoveResult;

void     ft_fc_game_init        (FtFcGame        *game,
                                 guint            side,
                                 gboolean         pie);
gboolean ft_fc_game_can_swap    (const FtFcGame  *game);
gboolean ft_fc_game_is_legal    (const FtFcGame  *game,
                                 gint             move);
/* The legal placements of the colour to move (the swap is not a cell:
 * see ft_fc_game_can_swap). */
void     ft_fc_game_legal       (const FtFcGame  *game,
                                 FtFcBits        *out);
gboolean ft_fc_game_play        (FtFcGame        *game,
                                 gint             move,
                                 FtFcMoveResult  *result,
                                 GError         **error);
/* The colour of the person who moved first (seat 0) or second (seat 1). */
FtFcColour ft_fc_game_seat_colour (const FtFcGame *game,
                                   guint           seat);

const char *ft_fc_colour_letter (FtFcColour       colour);
gboolean ft_fc_colour_parse     (const char      *text,
                                 FtFcColour      *colour);

/* A move token: a cell name or "swap". */
gboolean ft_fc_move_parse       (guint            side,
                                 const char      *token,
                                 gint            *move,
                                 GError         **error);
char    *ft_fc_move_name        (guint            side,
                                 gint             move);

/* Replays @moves on a fresh game; on error @game holds the game up to the
 * bad move and @bad_index (if not NULL) its 0-based index. */
gboolean ft_fc_game_replay      (FtFcGame        *game,
                                 guint            side,
                                 gboolean         pie,
                                 const char * const *moves,
                                 guint           *bad_index,
                                 GError         **error);

char    *ft_fc_game_to_string   (const FtFcGame  *game,
                                 const gint      *moves);
gboolean ft_fc_game_from_string (FtFcGame        *game,
                                 const char      *text,
                                 GArray         **moves,
                                 GError         **error);

G_END_DECLS
