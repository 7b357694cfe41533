/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "equation/equation-check.h"
#include "flipbits/flipbits-ops.h"
#include "flipchain/flipchain-board.h"
#include "practice/practice-exercise.h"
#include "scrabble/scrabble-board.h"

G_BEGIN_DECLS

/*
 * A lesson: a sequence of steps, each some explanation followed (usually)
 * by one exercise.  Lessons are data: XML files in the GResource, parsed
 * here with no GTK, so the parser and the answer checking are unit-tested
 * on their own.  The file format is described in src/lessons/README.md.
 */

typedef enum
{
  FT_LESSON_BLOCK_TEXT,
  FT_LESSON_BLOCK_TABLE,    /* the truth table of an operation */
  FT_LESSON_BLOCK_EXAMPLE,  /* an operation worked out bit by bit */
  FT_LESSON_BLOCK_BOARD,    /* a game's position, on the game's own board */
} FtLessonBlockKind;

typedef enum
{
  FT_LESSON_BOARD_FLIPCHAIN = 1,
  FT_LESSON_BOARD_SCRABBLE,
} FtLessonBoardGame;

#define FT_LESSON_MAX_MARKS 32

/* A position a step speaks of (ft-lesson-boards.c): Flipchain's discs or
 * Binary Number Scrabble's tiles, and the cells or squares it marks.  A
 * Scrabble board may hold the tiles of the play being made (@placed),
 * shown on the board and marked as new. */
typedef struct
{
  FtLessonBoardGame game;
  FtFcBoard         flipchain;
  FtScrabbleBoard   scrabble;
  FtScrabblePlay    placed;
  guint             marks[FT_LESSON_MAX_MARKS];
  guint             n_marks;
} FtLessonBoard;

typedef struct
{
  FtLessonBlockKind kind;
  char             *text;     /* TEXT: translated paragraph */
  FtFbOp            op;       /* TABLE, EXAMPLE */
  guint8            a;        /* EXAMPLE: memory */
  guint8            b;        /* EXAMPLE: operand */
  FtLessonBoard    *board;    /* BOARD */
} FtLessonBlock;

typedef enum
{
  FT_EXERCISE_NONE,
  FT_EXERCISE_BITS,    /* set a row of bits */
  FT_EXERCISE_CHOICE,  /* pick one option */
  FT_EXERCISE_NUMBER,  /* type a number in base 2, 10 or 16 */
  FT_EXERCISE_FIX_EQUATION, /* change one tile so that a line becomes a valid equation */
  FT_EXERCISE_FLIPS,   /* Flipchain: mark the discs a placement flips */
  FT_EXERCISE_PLACE_TILE, /* Scrabble: the tile on a square that makes the play correct */
} FtExerciseKind;

typedef struct
{
  char     *label;
  char     *feedback;
  gboolean  correct;
} FtLessonOption;

typedef struct
{
  FtExerciseKind kind;
  char          *prompt;
  char          *explain;

  /* BITS */
  guint          width;
  guint          answer_bits;
  gboolean       has_op;
  FtFbOp         op;
  guint8         a;
  guint8         b;
  gboolean       show_places;

  /* CHOICE */
  GPtrArray     *options;    /* of FtLessonOption */

  /* NUMBER */
  guint64        answer_number;
  guint          base;

  /* FIX_EQUATION: the broken line and the rules it is judged by (scrabble
   * R11-R17); the answer is any one-tile change that makes it valid. */
  guint8         tiles[FT_EQ_MAX_TILES];
  guint          n_tiles;
  FtEqRules      rules;

  /* FLIPS: a disc of @colour placed on @cell of @board flips @flips.
   * PLACE_TILE: a tile on square @cell of @board, with the tiles already
   * placed, makes a correct play; @tile is one that does. */
  FtLessonBoard *board;
  guint          cell;
  FtFcColour     colour;
  FtFcBits       flips;
  FtEqTile       tile;

  /* BITS and NUMBER: the same question as a practice exercise, when the
   * practice engine can ask it (README.md: the skill and question
   * attributes, or a bits exercise's OR/AND/XOR/NOT/ROTL/ROTR): a wrong
   * answer is diagnosed by ft_pr_diagnose() and the second miss shows its
   * worked steps. */
  FtPrExercise  *practice;
} FtLessonExercise;

typedef struct
{
  GPtrArray        *blocks;   /* of FtLessonBlock */
  FtLessonExercise *exercise; /* or NULL */
} FtLessonStep;

#define FT_LESSON_ERROR (ft_lesson_error_quark ())

typedef enum
{
  FT_LESSON_ERROR_INVALID,
} FtLessonError;

#define FT_TYPE_LESSON (ft_lesson_get_type ())
G_DECLARE_FINAL_TYPE (FtLesson, ft_lesson, FT, LESSON, GObject)

GQuark              ft_lesson_error_quark   (void);
FtLesson           *ft_lesson_new_from_data (const char  *data,
                                             gsize        length,
                                             GError     **error);
FtLesson           *ft_lesson_new_from_resource (const char *path,
                                                 GError    **error);
FtLesson           *ft_lesson_new_from_file (const char  *path,
                                             GError     **error);
const char         *ft_lesson_get_id        (FtLesson    *self);
const char         *ft_lesson_get_title     (FtLesson    *self);
const char         *ft_lesson_get_summary   (FtLesson    *self);
const char         *ft_lesson_get_game      (FtLesson    *self);
int                 ft_lesson_get_order     (FtLesson    *self);
guint               ft_lesson_get_n_steps   (FtLesson    *self);
const FtLessonStep *ft_lesson_get_step      (FtLesson    *self,
                                             guint        index);
guint               ft_lesson_get_n_exercises (FtLesson  *self);

gboolean            ft_lesson_exercise_check_bits   (const FtLessonExercise *exercise,
                                                     guint                   value,
                                                     char                  **feedback);
gboolean            ft_lesson_exercise_check_choice (const FtLessonExercise *exercise,
                                                     guint                   option,
                                                     char                  **feedback);
gboolean            ft_lesson_exercise_check_number (const FtLessonExercise *exercise,
                                                     const char             *text,
                                                     char                  **feedback);
gboolean            ft_lesson_exercise_check_fix    (const FtLessonExercise *exercise,
                                                     guint                   position,
                                                     FtEqTile                tile,
                                                     char                  **feedback);
gboolean            ft_lesson_exercise_check_flips  (const FtLessonExercise *exercise,
                                                     const FtFcBits         *marked,
                                                     char                  **feedback);
gboolean            ft_lesson_exercise_check_tile   (const FtLessonExercise *exercise,
                                                     guint                   tile,
                                                     char                  **feedback);
char               *ft_lesson_exercise_worked      (const FtLessonExercise *exercise);
char               *ft_lesson_format_number        (guint64                 value,
                                                    guint                   base);
char               *ft_lesson_normalize_text       (const char             *text);

G_END_DECLS
