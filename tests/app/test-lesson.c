/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ft-lesson.h"
#include "flipchain/flipchain-board.h"
#include "flipchain/flipchain-solver.h"
#include "scrabble/scrabble-board.h"

#define LESSONS RESOURCE_PREFIX "/lessons/"

/* The reference for fix-equation answers: the engine's hot-path check of
 * the line with one tile changed (scrabble R11-R17). */
static gboolean
fix_is_valid (const FtLessonExercise *ex,
              guint                   position,
              guint                   tile)
{
  guint8 line[FT_EQ_MAX_TILES];
  FtEqVerdict verdict;

  if (tile == ex->tiles[position])
    return FALSE;
  memcpy (line, ex->tiles, ex->n_tiles);
  line[position] = tile;
  return ft_eq_check (line, ex->n_tiles, &ex->rules, &verdict);
}

/* The reference for place-tile answers, written apart from the Scrabble
 * rules: with the tile on its square, every line of two or more touching
 * tiles through a tile of the play, across and down, is a valid equation
 * by the equation engine (the lessons' plays are in one line and touch the
 * board, so the placement rules hold). */
static gboolean
tile_is_right (const FtLessonExercise *ex,
               guint                   tile)
{
  FtScrabbleBoard after = ex->board->scrabble;
  guint squares[FT_SCRABBLE_RACK_SIZE + 1], n = 0;
  FtEqRules rules = { .order = FT_EQ_ORDER_STANDARD };

  for (guint i = 0; i < ex->board->placed.n; i++)
    {
      after.cells[ex->board->placed.tiles[i].square] = ex->board->placed.tiles[i].tile;
      squares[n++] = ex->board->placed.tiles[i].square;
    }
  after.cells[ex->cell] = tile;
  squares[n++] = ex->cell;

  for (guint i = 0; i < n; i++)
    for (guint across = 0; across < 2; across++)
      {
        guint step = across ? 1 : FT_SCRABBLE_SIZE, start = squares[i], len = 0;
        guint8 line[FT_SCRABBLE_SIZE];
        FtEqVerdict verdict;

        /* Back to the line's first tile, then along it. */
        while ((across ? start % FT_SCRABBLE_SIZE > 0 : start >= FT_SCRABBLE_SIZE) &&
               after.cells[start - step] != FT_SCRABBLE_EMPTY)
          start -= step;
        for (guint sq = start; sq < FT_SCRABBLE_N_SQUARES && after.cells[sq] != FT_SCRABBLE_EMPTY;
             sq += step)
          {
            line[len++] = after.cells[sq];
            if (across && sq % FT_SCRABBLE_SIZE == FT_SCRABBLE_SIZE - 1)
              break;
          }
        if (len >= 2 && !ft_eq_check (line, len, &rules, &verdict))
          return FALSE;
      }
  return TRUE;
}

static FtLesson *
parse (const char  *xml,
       GError     **error)
{
  return ft_lesson_new_from_data (xml, strlen (xml), error);
}

static const char sample[] =
  "<lesson id='t' order='3'>"
  "  <title>  A   test\n lesson </title><summary>Sum</summary>"
  "  <step><text>Intro</text><table op='XOR'/><example op='xor' a='0101' b='0011'/></step>"
  "  <step><exercise kind='bits' op='XOR' a='0101' b='0011'><prompt>P</prompt></exercise></step>"
  "  <step><exercise kind='bits' answer='1011' places='true'><prompt>B</prompt>"
  "        <explain>B is 11.</explain></exercise></step>"
  "  <step><exercise kind='choice'><prompt>Q</prompt>"
  "    <option><label>A</label><feedback>A is 1010.</feedback></option>"
  "    <option correct='yes'><label>C</label></option></exercise></step>"
  "  <step><exercise kind='number' base='16' answer='e'><prompt>N</prompt></exercise></step>"
  "  <step><exercise kind='number' base='2' answer='1101'><prompt>M</prompt></exercise></step>"
  "</lesson>";

static void
test_parse (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = parse (sample, &error);
  const FtLessonStep *step;

  g_assert_no_error (error);
  g_assert_cmpstr (ft_lesson_get_id (lesson), ==, "t");
  /* White space is normalised the way xgettext writes msgids. */
  g_assert_cmpstr (ft_lesson_get_title (lesson), ==, "A test lesson");
  g_assert_cmpint (ft_lesson_get_order (lesson), ==, 3);
  g_assert_cmpuint (ft_lesson_get_n_steps (lesson), ==, 6);
  g_assert_cmpuint (ft_lesson_get_n_exercises (lesson), ==, 5);

  step = ft_lesson_get_step (lesson, 0);
  g_assert_null (step->exercise);
  g_assert_cmpuint (step->blocks->len, ==, 3);
  g_assert_cmpint (((FtLessonBlock *) step->blocks->pdata[1])->kind, ==, FT_LESSON_BLOCK_TABLE);
  g_assert_cmpint (((FtLessonBlock *) step->blocks->pdata[2])->op, ==, FT_FB_OP_XOR);

  step = ft_lesson_get_step (lesson, 1);
  g_assert_true (step->exercise->has_op);
  g_assert_cmpuint (step->exercise->answer_bits, ==, 0x6);

  step = ft_lesson_get_step (lesson, 4);
  g_assert_cmpuint (step->exercise->answer_number, ==, 14);
}

/* Feedback on a wrong answer names each wrong bit and why. */
static void
test_check_bits (void)
{
  g_autoptr(FtLesson) lesson = parse (sample, NULL);
  const FtLessonExercise *op_ex = ft_lesson_get_step (lesson, 1)->exercise;
  const FtLessonExercise *value_ex = ft_lesson_get_step (lesson, 2)->exercise;
  g_autofree char *right = NULL;
  g_autofree char *wrong = NULL;
  g_autofree char *wrong_value = NULL;

  g_assert_true (ft_lesson_exercise_check_bits (op_ex, 0x6, &right));
  g_assert_true (g_str_has_prefix (right, "Correct: 0110."));

  /* 0111 instead of 0110: bit 0 is wrong; 1 XOR 1 = 0. */
  g_assert_false (ft_lesson_exercise_check_bits (op_ex, 0x7, &wrong));
  g_assert_nonnull (strstr (wrong, "Bit 0 should be 0, not 1"));
  g_assert_nonnull (strstr (wrong, "1 XOR 1 = 0"));
  g_assert_null (strstr (wrong, "Bit 1"));

  /* 0011 instead of 1011: bit 3 (place value 8) is missing. */
  g_assert_false (ft_lesson_exercise_check_bits (value_ex, 0x3, &wrong_value));
  g_assert_nonnull (strstr (wrong_value, "Bit 3 (place value 8) should be 1, not 0"));
  /* The explanation would give the answer away on a first wrong try. */
  g_assert_null (strstr (wrong_value, "B is 11."));
}

static void
test_check_choice_and_number (void)
{
  g_autoptr(FtLesson) lesson = parse (sample, NULL);
  const FtLessonExercise *choice = ft_lesson_get_step (lesson, 3)->exercise;
  const FtLessonExercise *hex = ft_lesson_get_step (lesson, 4)->exercise;
  const FtLessonExercise *bin = ft_lesson_get_step (lesson, 5)->exercise;
  char *feedback = NULL;

  g_assert_false (ft_lesson_exercise_check_choice (choice, 0, &feedback));
  g_assert_nonnull (strstr (feedback, "A is 1010."));
  g_clear_pointer (&feedback, g_free);
  g_assert_true (ft_lesson_exercise_check_choice (choice, 1, &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_choice (choice, 7, &feedback));
  g_clear_pointer (&feedback, g_free);

  g_assert_true (ft_lesson_exercise_check_number (hex, "E", &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_true (ft_lesson_exercise_check_number (hex, " 0xe ", &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (hex, "C", &feedback));
  g_assert_nonnull (strstr (feedback, "12 in decimal and 1100 in binary"));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (hex, "G", &feedback));
  g_assert_nonnull (strstr (feedback, "hexadecimal"));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (hex, "", &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (hex, "-1", &feedback));
  g_clear_pointer (&feedback, g_free);

  g_assert_true (ft_lesson_exercise_check_number (bin, "1101", &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_true (ft_lesson_exercise_check_number (bin, "11 01", &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (bin, "1100", &feedback));
  g_assert_cmpstr (feedback, ==, "Not yet: 1100 is 12 in decimal.");
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_number (bin, "1102", &feedback));
  g_clear_pointer (&feedback, g_free);
}

/* Malformed lessons are refused with a message, never a crash. */
static void
test_malformed (void)
{
  static const char *bad[] = {
    "",
    "<lesson>",
    "<lesson id='x'><title>T</title></lesson>",
    "<lesson><title>T</title><step><text>a</text></step></lesson>",
    "<lesson id='x'><title>T</title><step/></lesson>",
    "<lesson id='x'><title>T</title><step><bogus/></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='bits'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='bits' answer='10x1'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='bits' op='SHIFT'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='bits' op='XOR' a='01'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='choice'><prompt>p</prompt><option><label>a</label></option></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='choice'><prompt>p</prompt><option><label>a</label></option><option><label>b</label></option></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='number' base='7' answer='1'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='number' answer='zz'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='number' answer='1'/></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='dance'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x' colour='red'><title>T</title><step><text>a</text></step></lesson>",
    "<lesson id='x'><title>T</title><step><text>a</text><exercise kind='number' answer='1'><prompt>p</prompt></exercise>"
    "<exercise kind='number' answer='1'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><text>outside a step</text></lesson>",
    /* FLIP BIT flips one bit; MASK AND clears one (R2). */
    "<lesson id='x'><title>T</title><step><exercise kind='bits' op='FLIP' a='0000' b='0110'><prompt>p</prompt></exercise></step></lesson>",
    "<lesson id='x'><title>T</title><step><exercise kind='bits' op='MAND' a='0000' b='0001'><prompt>p</prompt></exercise></step></lesson>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = parse (bad[i], &error);

      if (lesson != NULL)
        g_error ("case %u was accepted: %s", i, bad[i]);
      g_assert_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID);
      g_assert_nonnull (error->message);
    }
}

/* Every lesson the app ships parses, and every exercise accepts its own
 * answer and refuses a different one: a lesson that cannot be completed
 * fails here rather than in front of a learner. */
static void
test_shipped_lessons (void)
{
  g_auto(GStrv) files = g_resources_enumerate_children (LESSONS, 0, NULL);
  guint n_lessons = 0;

  g_assert_nonnull (files);
  for (guint i = 0; files[i]; i++)
    {
      g_autofree char *path = g_strconcat (LESSONS, files[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (path, &error);

      g_test_message ("%s", path);
      g_assert_no_error (error);
      n_lessons++;

      for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
        {
          const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;
          char *feedback = NULL;

          if (ex == NULL)
            continue;

          switch (ex->kind)
            {
            case FT_EXERCISE_BITS:
              g_assert_true (ft_lesson_exercise_check_bits (ex, ex->answer_bits, &feedback));
              g_clear_pointer (&feedback, g_free);
              g_assert_false (ft_lesson_exercise_check_bits (ex, ex->answer_bits ^ 1, &feedback));
              break;
            case FT_EXERCISE_CHOICE:
              for (guint o = 0; o < ex->options->len; o++)
                {
                  FtLessonOption *option = ex->options->pdata[o];

                  g_assert_cmpint (ft_lesson_exercise_check_choice (ex, o, &feedback), ==, option->correct);
                  g_clear_pointer (&feedback, g_free);
                }
              break;
            case FT_EXERCISE_NUMBER:
              {
                g_autofree char *answer = ft_lesson_format_number (ex->answer_number, ex->base);
                g_autofree char *other = ft_lesson_format_number (ex->answer_number + 1, ex->base);

                g_assert_true (ft_lesson_exercise_check_number (ex, answer, &feedback));
                g_clear_pointer (&feedback, g_free);
                g_assert_false (ft_lesson_exercise_check_number (ex, other, &feedback));
              }
              break;
            case FT_EXERCISE_FIX_EQUATION:
              {
                guint n_fixes = 0;

                /* Every one-tile change: right exactly when the engine
                 * finds the changed line valid; at least one is right. */
                for (guint pos = 0; pos < ex->n_tiles; pos++)
                  for (guint t = 0; t < FT_EQ_N_TILES; t++)
                    {
                      gboolean right = ft_lesson_exercise_check_fix (ex, pos, t, &feedback);

                      g_assert_cmpint (right, ==, fix_is_valid (ex, pos, t));
                      g_assert_true (g_str_has_prefix (feedback, right ? "Correct: "
                                                                 : t == ex->tiles[pos] ? "Change one tile"
                                                                 : "Not yet: "));
                      n_fixes += right;
                      g_clear_pointer (&feedback, g_free);
                    }
                g_assert_cmpuint (n_fixes, >=, 1);
              }
              break;
            case FT_EXERCISE_FLIPS:
              {
                /* The discs the rules flip are right; one disc more or
                 * one fewer is not. */
                FtFcBits marked = ex->flips;
                const FtFcBoard *board = &ex->board->flipchain;

                g_assert_true (ft_lesson_exercise_check_flips (ex, &marked, &feedback));
                g_assert_true (g_str_has_prefix (feedback, "Correct: "));
                for (guint c = 0; c < ft_fc_geom (board->side)->n_cells; c++)
                  if (ft_fc_board_get (board, c) != FT_FC_EMPTY)
                    {
                      marked = ex->flips;
                      if (ft_fc_bits_has (&marked, c))
                        ft_fc_bits_remove (&marked, c);
                      else
                        ft_fc_bits_add (&marked, c);
                      g_clear_pointer (&feedback, g_free);
                      g_assert_false (ft_lesson_exercise_check_flips (ex, &marked, &feedback));
                      g_assert_true (g_str_has_prefix (feedback, "Not yet."));
                    }
              }
              break;
            case FT_EXERCISE_PLACE_TILE:
              {
                guint n_right = 0;

                for (guint t = 0; t < FT_EQ_N_TILES; t++)
                  {
                    gboolean right = ft_lesson_exercise_check_tile (ex, t, &feedback);

                    g_assert_cmpint (right, ==, tile_is_right (ex, t));
                    g_assert_true (g_str_has_prefix (feedback, right ? "Correct: " : "Not yet: "));
                    g_assert_null (strstr (feedback, "(R"));
                    n_right += right;
                    g_clear_pointer (&feedback, g_free);
                  }
                g_assert_true (tile_is_right (ex, ex->tile));
                g_assert_cmpuint (n_right, >=, 1);
                g_assert_false (ft_lesson_exercise_check_tile (ex, FT_EQ_N_TILES, &feedback));
              }
              break;
            case FT_EXERCISE_NONE:
            default:
              g_assert_not_reached ();
            }
          g_clear_pointer (&feedback, g_free);
        }
    }

  g_assert_cmpuint (n_lessons, >=, 1);
}

/* The equation issue's lessons: at least 8 exercises each; binary
 * arithmetic has results to complete in base 2; reading equations has
 * valid-or-why choices and broken equations to fix. */
static void
test_equation_lessons (void)
{
  const char *ids[] = { "binary-arithmetic", "reading-equations" };

  for (guint l = 0; l < G_N_ELEMENTS (ids); l++)
    {
      g_autofree char *path = g_strconcat (LESSONS, ids[l], ".lesson", NULL);
      g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (path, NULL);
      guint kinds[FT_EXERCISE_FIX_EQUATION + 1] = { 0 }, binary = 0;

      g_assert_nonnull (lesson);
      g_assert_cmpstr (ft_lesson_get_id (lesson), ==, ids[l]);
      g_assert_cmpint (ft_lesson_get_order (lesson), ==, 30 + l);
      g_assert_cmpuint (ft_lesson_get_n_exercises (lesson), >=, 8);
      for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
        {
          const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;

          if (ex == NULL)
            continue;
          kinds[ex->kind]++;
          binary += ex->kind == FT_EXERCISE_NUMBER && ex->base == 2;
        }
      if (l == 0)
        g_assert_cmpuint (binary, >=, 8);
      else
        {
          g_assert_cmpuint (kinds[FT_EXERCISE_CHOICE], >=, 5);
          g_assert_cmpuint (kinds[FT_EXERCISE_FIX_EQUATION], >=, 4);
        }
    }
}

/* The foundation issue's lesson: place values, HEX digits both ways,
 * at least 8 exercises. */
static void
test_bits_and_hex (void)
{
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (LESSONS "bits-and-hex.lesson", NULL);
  guint kinds[4] = { 0 };

  g_assert_nonnull (lesson);
  g_assert_cmpuint (ft_lesson_get_n_exercises (lesson), >=, 8);
  for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
    {
      const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;

      if (ex)
        kinds[ex->kind]++;
    }
  /* HEX to bits (bits exercises) and bits to HEX (number or choice). */
  g_assert_cmpuint (kinds[FT_EXERCISE_BITS], >=, 4);
  g_assert_cmpuint (kinds[FT_EXERCISE_NUMBER] + kinds[FT_EXERCISE_CHOICE], >=, 4);
}

/* The fix-equation kind: one tile changed, judged by the engine with the
 * exercise's rules; the feedback is the engine's verdict. */
static void
test_fix_equation (void)
{
  static const char xml[] =
    "<lesson id='f'><title>F</title>"
    "<step><exercise kind='fix-equation' tiles='1 + 1 = 1 1'><prompt>P</prompt>"
    "  <explain>1 + 1 is 10.</explain></exercise></step>"
    "<step><exercise kind='fix-equation' tiles='1 1 OR 1 AND 0 = 1 1' rules='ltr xor'>"
    "  <prompt>Q</prompt></exercise></step>"
    "</lesson>";
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = parse (xml, &error);
  const FtLessonExercise *sum, *ltr;
  char *feedback = NULL;

  g_assert_no_error (error);
  sum = ft_lesson_get_step (lesson, 0)->exercise;
  ltr = ft_lesson_get_step (lesson, 1)->exercise;
  g_assert_cmpint (sum->kind, ==, FT_EXERCISE_FIX_EQUATION);
  g_assert_cmpuint (sum->n_tiles, ==, 6);
  g_assert_cmpint (sum->rules.order, ==, FT_EQ_ORDER_STANDARD);
  g_assert_cmpint (ltr->rules.order, ==, FT_EQ_ORDER_LTR);

  /* R16: 1 + 1 = 10 is the fix; the explanation comes with it. */
  g_assert_true (ft_lesson_exercise_check_fix (sum, 5, FT_EQ_TILE_0, &feedback));
  g_assert_cmpstr (feedback, ==, "Correct: 1 + 1 = 1 0 is valid: every part is 10 (2).\n1 + 1 is 10.");
  g_clear_pointer (&feedback, g_free);

  /* A wrong change says what the engine says of the changed line. */
  g_assert_false (ft_lesson_exercise_check_fix (sum, 4, FT_EQ_TILE_0, &feedback));
  g_assert_cmpstr (feedback, ==, "Not yet: 1 + 1 = 0 1 is not valid: tile 5: leading zero in 01 (the rule on leading zeros).");
  g_clear_pointer (&feedback, g_free);

  /* No change, or a position off the line, is no answer. */
  g_assert_false (ft_lesson_exercise_check_fix (sum, 5, FT_EQ_TILE_1, &feedback));
  g_assert_true (g_str_has_prefix (feedback, "Change one tile"));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_fix (sum, 6, FT_EQ_TILE_0, &feedback));
  g_clear_pointer (&feedback, g_free);

  /* R15: AND 0 → OR 0 fixes it left to right; in standard order the line
   * was already valid, so the rules attribute matters. */
  g_assert_true (ft_lesson_exercise_check_fix (ltr, 4, FT_EQ_TILE_OR, &feedback));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_fix (ltr, 8, FT_EQ_TILE_0, &feedback));
  g_assert_nonnull (strstr (feedback, "(the rule that every part has the same value)"));
  g_assert_null (strstr (feedback, "R16"));
  g_clear_pointer (&feedback, g_free);
}

static void
test_fix_equation_malformed (void)
{
  static const char *const bad[] = {
    /* no tiles, unknown tile, too many tiles */
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation'><prompt>P</prompt></exercise></step></lesson>",
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 + 2 = 1 1'><prompt>P</prompt></exercise></step></lesson>",
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 = 1'><prompt>P</prompt></exercise></step></lesson>",
    /* already valid; valid in standard order, the default */
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 + 1 = 1 0'><prompt>P</prompt></exercise></step></lesson>",
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 1 OR 1 AND 0 = 1 1'><prompt>P</prompt></exercise></step></lesson>",
    /* no one-tile change fixes it */
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 - 1 0 = 1'><prompt>P</prompt></exercise></step></lesson>",
    /* unknown rules */
    "<lesson id='f'><title>F</title><step><exercise kind='fix-equation' tiles='1 + 1 = 1 1' rules='sideways'><prompt>P</prompt></exercise></step></lesson>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = parse (bad[i], &error);

      g_test_message ("case %u", i);
      g_assert_null (lesson);
      g_assert_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID);
    }
}

/* The exercise of a shipped lesson whose prompt holds @prompt. */
static const FtLessonExercise *
shipped_exercise (FtLesson   *lesson,
                  const char *prompt)
{
  for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
    {
      const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;

      if (ex != NULL && strstr (ex->prompt, prompt) != NULL)
        return ex;
    }
  g_error ("%s: no exercise asks “%s”", ft_lesson_get_id (lesson), prompt);
}

/*
 * Feedback that finds the mistake (issue 12): each diagnosis a lesson can
 * reach, triggered by a wrong answer worked out by hand from the mistake
 * itself, on the lesson's own exercise.  The words are the practice
 * engine's (ft_pr_diagnose()), so a lesson and the practice page say the
 * same thing.
 */
typedef struct
{
  const char *lesson;
  const char *prompt;   /* part of the exercise's prompt */
  const char *answer;   /* typed, or the bit row for a bits exercise */
  const char *expect;   /* in the feedback */
} Mistake;

static const Mistake mistakes[] = {
  /* 1011 + 110: the carry out of the 4s column (0 + 1 + 1 = 10) dropped:
   * 10001 - 1000 = 1001. */
  { "binary-arithmetic", "1011 + 110", "1001", "The carry from the 4s column into the 8s column was lost" },
  /* 1011 + 110 with no carry at all: each column 1 + 1 written 0, 1011 XOR 110. */
  { "binary-arithmetic", "1011 + 110", "1101", "Every carry was left out" },
  /* 1000 - 11: the 1s column borrows 10 from the 2s column, which is then
   * not made 1 less: 0 - 1 + 10 = 1 there, giving 111 instead of 101. */
  { "binary-arithmetic", "1000 - 11", "111", "The 1s column borrowed from the 2s column, but the borrow was not taken away" },
  /* 101001 read from the right: 100101 = 37. */
  { "bigger-numbers", "101001", "37", "The bits were read from the wrong end" },
  /* 200 = 128 + 64 + 8: 11001000, written without a digit for the 32s. */
  { "bigger-numbers", "Write 200", "1101000", "The place value 32 was skipped" },
  /* 5 set as 1010: 0101 back to front. */
  { "bits-and-hex", "the number 5", "1010", "The bits are in the wrong order" },
  /* 0110 OR 0101 worked as XOR: 0011. */
  { "flipbits-or", "MEMORY is 0110 and your HEX card is 5", "0011", "That is XOR" },
  /* 110 AND 11 worked as OR: 111. */
  { "reading-equations", "110 AND 11", "111", "AND and OR were swapped" },
  /* ROTATE LEFT 0110 turned right: 0011. */
  { "flipbits-rotate", NULL, "0011", "That went the wrong way" },
  /* ROTATE RIGHT 1001 as a shift: the 1 falls off, 0100. */
  { "shifts-rotations", "1001", "0100", "A rotation brings it round to bit 3" },
  /* SHIFT LEFT 1001 as a rotation: 0011 = 3. */
  { "shifts-rotations", "1001 is 9", "3", "That treats the shift as a rotation" },
  /* 1 + 10 × 11 read left to right: 11 × 11 = 1001. */
  { "reading-equations", "1 + 10 × 11", "1001", "The readings part at step 1: precedence works out 10 × 11" },
  /* Red on c3 touches four blue discs, but d3 is on no path to red: all
   * four marked on the board. */
  { "flipchain-paths", "Red places a disc on the centre", "c2 c4 d2 d3", "Not every blue disc touching the new disc flips" },
  /* c4 flips, and Red's own c3 marked too. */
  { "flipchain-paths", "Red places a disc on b4", "c4 c3", "c3 is Red's own: only Blue's discs flip." },
  /* NOT (1100 AND 1010) with AND kept: NOT 1100 AND NOT 1010 = 0011 AND 0101. */
  { "boolean-laws", "NOT (1100 AND 1010)", "0001", "De Morgan swaps AND for OR" },
  /* -3 as NOT 0011 alone: 1100. */
  { "negative-numbers", "Set -3", "1100", "That is NOT x; -x is NOT x + 1" },
  /* -3 as 3 with the top bit set: 1011. */
  { "negative-numbers", "Set -3", "1011", "This looks like only the top bit set, or NOT x − 1" },
  /* 101001 = 32 + 8 + 1 with the 8 left out: 33. */
  { "bigger-numbers", "101001", "33", "The 1 at bit 3, worth 8, was not counted" },
  /* 101 × 11 = 101 + 1010 without the first line: 1010. */
  { "binary-arithmetic", "101 × 11", "1010", "The line for bit 0 of the second number, 101, is missing" },
  /* NOT 1010 with bit 0 left as it was: 0100. */
  { "flipbits-not", "MEMORY is 1010. Set the result of NOT", "0100", "Bit 0 was not flipped" },
  /* 1100 XOR 1010 worked as OR: 1110. */
  { "flipbits-xor", "MEMORY is 1100 and your HEX card is A", "1110", "That is OR. XOR gives 1 only where the bits differ" },
  /* 1110 AND 0111 worked as OR: 1111. */
  { "flipbits-and", "MEMORY is 1110 and your HEX card is 7", "1111", "That is OR. AND gives 1 only where both bits are 1" },
  /* 1110 is 14, written in decimal rather than as E. */
  { "bits-and-hex", "Which HEX digit is 1110", "14", "Not yet. 14 is the value in decimal. Each group of four bits is one HEX digit" },
  /* 1110 is 14: D is 13, one letter short. */
  { "bits-and-hex", "Which HEX digit is 1110", "D", "HEX D is 13, one off the group's value" },
  /* 1110 read from the right: 0111 = 7. */
  { "bits-and-hex", "Which HEX digit is 1110", "7", "The bits of a group were read in the wrong order" },
  /* 1010 0011: the groups' digits in the wrong order. */
  { "bigger-numbers", "Which two HEX digits write 10100011", "3A", "The two digits are swapped" },
  /* 1010 0011 as the groups' decimal values side by side, 10 and 3. */
  { "bigger-numbers", "Which two HEX digits write 10100011", "103", "Those are the groups' values in decimal" },
  /* 1010 0011 = 163, in decimal. */
  { "bigger-numbers", "Which two HEX digits write 10100011", "163", "163 is the value in decimal" },
  /* HEX answers to a card played, diagnosed as the card's skill: 0001 OR
   * 1000 worked as AND, 0000. */
  { "flipbits-or", "MEMORY is 0001 and your HEX card is 8 (1000)", "0", "Not yet. That is AND. OR gives 1 where either bit is 1" },
  /* 1010 XOR 0110 (the card that turns MEMORY into GOAL) worked as OR: 1110, E. */
  { "flipbits-xor", "MEMORY is 1010 and GOAL is 0110", "E", "That is OR. XOR gives 1 only where the bits differ" },
  /* 1111 AND 0101 worked as OR: 1111, F. */
  { "flipbits-and", "MEMORY is F (1111) and your HEX card is 5", "F", "That is OR. AND gives 1 only where both bits are 1" },
  /* NOT 0110 with bit 1 not flipped: 1011, B. */
  { "flipbits-not", "MEMORY shows HEX 6 (0110)", "B", "Bit 1 was not flipped: NOT flips every bit." },
  /* 1100 XOR 1001 worked as OR: 1101, D. */
  { "flipbits-solve", "MEMORY is 1100 and GOAL is 1001", "D", "That is OR. XOR gives 1 only where the bits differ" },
  /* MASK OR 0001 on 1000 applied as AND: 0000. */
  { "flipbits-masks", "MEMORY is 1000. You play MASK OR with the mask 0001", "0000",
    "That is 1000 AND 0001: the right mask with the wrong operation. Setting a bit is OR." },
  /* MASK AND 1011 on 0101 applied as OR: 1111. */
  { "flipbits-masks", "MEMORY is 0101. You play MASK AND with the mask 1011", "1111",
    "That is 0101 OR 1011: the right mask with the wrong operation. Clearing a bit is AND." },
  /* MASK XOR 0100 on 1100 applied as OR: 1100, nothing flipped. */
  { "flipbits-masks", "MEMORY is 1100. You play MASK XOR with the mask 0100", "1100", "That sets the bit (OR), but flipping it is XOR" },
  /* MASK AND 1101 clears bit 1; counted from the left it cleared bit 2: 1011. */
  { "flipbits-masks", "MEMORY is 1111. You play MASK AND with the mask 1101", "1011", "That changed bit 2, counted from the left" },
  /* FLIP BIT on bit 3 of 1011, counted from the right end: bit 0, 1010. */
  { "flipbits-copy-flip", "FLIP BIT on bit 3, the leftmost bit", "1010", "That changed bit 0, counted from the left" },
  /* Hi on 60 with 12, 35, 58, 73, 91: the three lower cards counted. */
  { "hilo-chance", "How many of your cards may you play", "3", "Not yet. Those are the cards lower than 60: on Hi you play a higher card." },
  /* 88 to 100, with 87 counted too: 14. */
  { "hilo-chance", "higher than 87", "14", "87 itself is not higher than 87" },
  /* 34, 50, 61, 70, 72: every card counted 1. */
  { "hilo-chance", "The pile holds 34, 50, 61, 70 and 72", "5", "A card ending in 0 is worth 10 points, not 1." },
  /* only 50 and 70 counted. */
  { "hilo-chance", "The pile holds 34, 50, 61, 70 and 72", "20", "The cards that do not end in 0 count too" },
  /* the cards' numbers added: 287. */
  { "hilo-chance", "The pile holds 34, 50, 61, 70 and 72", "287", "A card's points are not its number" },
  /* NOT alone solves 1001 → 0110, and no two of these cards do: two
   * cards named is no solve, not a longer one (issue 22). */
  { "flipbits-strategy", "Your hand is ROTATE LEFT, NOT and MASK XOR 0100", "2", "Not yet. No solve uses exactly 2 cards." },
  /* four cards from a hand of three */
  { "flipbits-strategy", "Your hand is ROTATE LEFT, NOT and MASK XOR 0100", "4", "The hand holds only 3 cards" },
  /* XOR, ROTATE LEFT and MASK AND 1110 need all three: 2 is too few. */
  { "flipbits-strategy", "Your HEX card is 3 (0011) and your hand is XOR", "2", "No solve uses only 2 cards" },
  /* Issue 22's lessons, diagnosed by their skills. */
  { "counting-binary", "The cards show 1011", "1010", "This looks like only the rightmost bit flipped" },
  { "counting-binary", "The cards show 1011", "1011", "That is the same number: counting up adds 1." },
  { "counting-binary", "largest number six bits", "1000000", "the place value of the next bit" },
  { "logic-to-arithmetic", "A half adder gets the bits 1 and 1", "11", "The sum bit is XOR, not OR" },
  { "logic-to-arithmetic", "A half adder gets the bits 1 and 1", "1", "The carry comes first, then the sum" },
  { "logic-to-arithmetic", "with a carry in of 1", "10", "The carry in counts too" },
  { "signed-numbers", "Read 1101", "13", "That reads the pattern as a positive number" },
  { "signed-numbers", "Read 1101", "-5", "That takes the top bit for a minus sign only" },
  { "signed-numbers", "Read 1101", "3", "the number is negative" },
  { "signed-numbers", "Which number is 10011100", "−99", "That is minus NOT x, without the + 1" },
  { "signed-numbers", "Which number is 10011100", "-101", "That is one less than the answer" },
  /* A flipped 2 read as still 2. */
  { "dice-flipping", "You flip a die that shows 2", "2", "Not yet. A flip turns the die over to the opposite face" },
  /* 1 + 2 + 4 = 7 taken as change for a 6. */
  { "dice-flipping", "The middle now holds 1, 2, 4 and your 6", "7", "Change totals less than the trashed die: 5 pips at most, never 7." },
};

static void
test_mistakes (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (mistakes); i++)
    {
      const Mistake *m = &mistakes[i];
      g_autofree char *path = g_strconcat (LESSONS, m->lesson, ".lesson", NULL);
      g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (path, NULL);
      const FtLessonExercise *ex = NULL;
      g_autofree char *feedback = NULL;
      gboolean right;

      g_assert_nonnull (lesson);
      if (m->prompt != NULL)
        ex = shipped_exercise (lesson, m->prompt);
      else
        /* the lesson's first exercise */
        for (guint s = 0; ex == NULL; s++)
          ex = ft_lesson_get_step (lesson, s)->exercise;
      g_assert_nonnull (ex->practice);
      if (ex->kind == FT_EXERCISE_FLIPS)
        {
          g_auto(GStrv) cells = g_strsplit (m->answer, " ", -1);
          FtFcBits marked = { { 0 } };

          for (guint c = 0; cells[c] != NULL; c++)
            {
              guint cell;

              g_assert_true (ft_fc_cell_parse (ex->board->flipchain.side, cells[c], &cell));
              ft_fc_bits_add (&marked, cell);
            }
          right = ft_lesson_exercise_check_flips (ex, &marked, &feedback);
        }
      else if (ex->kind == FT_EXERCISE_BITS)
        right = ft_lesson_exercise_check_bits (ex, g_ascii_strtoull (m->answer, NULL, 2), &feedback);
      else
        right = ft_lesson_exercise_check_number (ex, m->answer, &feedback);
      g_assert_false (right);
      g_test_message ("%s: %s → %s", m->lesson, m->answer, feedback);
      if (strstr (feedback, m->expect) == NULL)
        g_error ("%s, “%s” answered %s: “%s” is not in “%s”", m->lesson, ex->prompt, m->answer,
                 m->expect, feedback);
      /* A diagnosis never gives the answer away on the first try. */
      g_assert_null (strstr (feedback, "Worked solution"));
    }
}

/* A wrong number that fits no usual mistake keeps the plain feedback. */
static void
test_mistake_unknown (void)
{
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (LESSONS "binary-arithmetic.lesson", NULL);
  const FtLessonExercise *ex = shipped_exercise (lesson, "1011 + 110");
  g_autofree char *feedback = NULL;

  g_assert_false (ft_lesson_exercise_check_number (ex, "11", &feedback));
  g_assert_cmpstr (feedback, ==, "Not yet: 11 is 3 in decimal.");
}

/* A number no skill asks (a score, a count) is answered in its own terms:
 * which way the answer lies, never its digits in binary (issue 22). */
static void
test_number_own_terms (void)
{
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (LESSONS "playing-equations.lesson", NULL);
  guint checked = 0;

  g_assert_nonnull (lesson);
  for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
    {
      const FtLessonExercise *ex = ft_lesson_get_step (lesson, s)->exercise;
      g_autofree char *low = NULL, *high = NULL, *below = NULL, *above = NULL;

      if (ex == NULL || ex->kind != FT_EXERCISE_NUMBER || ex->practice != NULL || ex->base != 10)
        continue;
      below = g_strdup_printf ("%u", (guint) ex->answer_number - 1);
      above = g_strdup_printf ("%u", (guint) ex->answer_number + 1);
      g_assert_false (ft_lesson_exercise_check_number (ex, below, &low));
      g_assert_false (ft_lesson_exercise_check_number (ex, above, &high));
      g_assert_null (strstr (low, "binary"));
      g_assert_null (strstr (high, "binary"));
      g_assert_nonnull (strstr (low, "more than"));
      g_assert_nonnull (strstr (high, "less than"));
      checked++;
    }
  g_assert_cmpuint (checked, >=, 2);

  /* In every shipped lesson: a count that no skill asks says which way the
   * answer lies; a count that a game's skill asks (cards, discs, dice)
   * names the mistake or says "Not yet", never the count in binary. */
  {
    g_auto(GStrv) files = g_resources_enumerate_children (LESSONS, 0, NULL);
    guint own = 0, games = 0;

    for (guint i = 0; files[i]; i++)
      {
        g_autofree char *path = g_strconcat (LESSONS, files[i], NULL);
        g_autoptr(FtLesson) each = ft_lesson_new_from_resource (path, NULL);

        g_assert_nonnull (each);
        for (guint s = 0; s < ft_lesson_get_n_steps (each); s++)
          {
            const FtLessonExercise *ex = ft_lesson_get_step (each, s)->exercise;
            gboolean game_count;

            if (ex == NULL || ex->kind != FT_EXERCISE_NUMBER || ex->base != 10)
              continue;
            game_count = ex->practice != NULL &&
                         (ex->practice->skill == FT_PR_SKILL_FLIPCHAIN || ex->practice->skill == FT_PR_SKILL_FLIPCHAIN_LOOPS ||
                          ex->practice->skill == FT_PR_SKILL_HILO_COUNT || ex->practice->skill == FT_PR_SKILL_HILO ||
                          ex->practice->skill == FT_PR_SKILL_DICE || ex->practice->skill == FT_PR_SKILL_DICE_RULES ||
                          ex->practice->skill == FT_PR_SKILL_FLIPBITS);
            if (ex->practice != NULL && !game_count)
              continue;
            for (int d = -1; d <= 1; d += 2)
              {
                g_autofree char *wrong = NULL;
                g_autofree char *feedback = NULL;

                if (d < 0 && ex->answer_number == 0)
                  continue;
                wrong = g_strdup_printf ("%u", (guint) ex->answer_number + d);
                g_assert_false (ft_lesson_exercise_check_number (ex, wrong, &feedback));
                g_test_message ("%s: %s → %s", files[i], wrong, feedback);
                g_assert_null (strstr (feedback, "in binary"));
                if (ex->practice == NULL)
                  g_assert_nonnull (strstr (feedback, d < 0 ? "more than" : "less than"));
              }
            if (ex->practice == NULL)
              own++;
            else
              games++;
          }
      }
    g_assert_cmpuint (own, >=, 2);
    g_assert_cmpuint (games, >=, 1);
  }
}

/* The worked solution (shown after a second miss) is the practice
 * engine's, step by step, ending with the answer in the lesson's base. */
static void
test_worked (void)
{
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (LESSONS "binary-arithmetic.lesson", NULL);
  g_autoptr(FtLesson) hex = ft_lesson_new_from_resource (LESSONS "flipbits-xor.lesson", NULL);
  const FtLessonExercise *ex = shipped_exercise (lesson, "1011 + 110");
  g_autofree char *worked = ft_lesson_exercise_worked (ex);
  g_auto(GStrv) lines = g_strsplit (worked, "\n", -1);

  g_assert_true (g_str_has_prefix (worked, "Worked solution:\n"));
  /* one line a column, from the 1s column, then the sum */
  g_assert_true (g_str_has_prefix (lines[1], "In the 1s column: 1 + 0 = 1: write 1."));
  g_assert_true (g_str_has_prefix (lines[2], "In the 2s column: 1 + 1 = 10: write 0, carry 1."));
  g_assert_cmpstr (lines[g_strv_length (lines) - 1], ==, "The answer is 10001.");

  /* The cards keep their names: no command-line notation (ROTL). */
  {
    g_autoptr(FtLesson) rotate = ft_lesson_new_from_resource (LESSONS "flipbits-rotate.lesson", NULL);
    g_autofree char *rotl = ft_lesson_exercise_worked (shipped_exercise (rotate, "Set the result of ROTATE LEFT"));

    g_assert_nonnull (strstr (rotl, "ROTATE LEFT 0110 = 1100."));
    g_assert_null (strstr (rotl, "ROTL"));
  }

  /* A HEX answer is worked out bit by bit and given in HEX. */
  {
    g_autofree char *card = ft_lesson_exercise_worked (shipped_exercise (hex, "Which HEX card"));

    g_assert_nonnull (strstr (card, "Bit 3: 1 XOR 0 = 1."));
    g_assert_true (g_str_has_suffix (card, "The answer is C."));
  }

  /* An exercise the engine does not ask has no worked solution. */
  g_assert_null (ft_lesson_exercise_worked (shipped_exercise (hex, "Which card turns MEMORY into the GOAL")));
}

/* A skill and question must be the engine's, with the lesson's answer. */
static void
test_practice_malformed (void)
{
  static const char *bad[] = {
    "<exercise kind='number' base='2' answer='1000' skill='add'><prompt>P</prompt></exercise>",
    "<exercise kind='number' base='2' answer='1000' skill='adding' question='101 + 11'><prompt>P</prompt></exercise>",
    "<exercise kind='number' base='2' answer='1000' skill='add' question='101 plus 11'><prompt>P</prompt></exercise>",
    "<exercise kind='number' base='2' answer='111' skill='add' question='101 + 11'><prompt>P</prompt></exercise>",
    "<exercise kind='number' base='2' answer='1' skill='div' question='101 ÷ 11'><prompt>P</prompt></exercise>",
    "<exercise kind='choice' skill='add' question='101 + 11'><prompt>P</prompt>"
    "<option correct='yes'><label>A</label></option></exercise>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *xml = g_strdup_printf ("<lesson id='t' order='1'><title>T</title><summary>S</summary>"
                                              "<step>%s</step></lesson>", bad[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = parse (xml, &error);

      g_assert_null (lesson);
      g_assert_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID);
    }
}

/* Every shipped lesson names at least one skill it trains (issue 12): the
 * skill map lists it, and the skill's practice is generated. */
static void
test_every_lesson_has_skills (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children (LESSONS, 0, NULL);
  guint n_lessons = 0;

  g_assert_nonnull (names);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (LESSONS, names[i], NULL);
      g_autoptr(FtLesson) lesson = NULL;
      FtPrSkillId skills[FT_PR_N_SKILLS];
      guint n;

      if (!g_str_has_suffix (names[i], ".lesson"))
        continue;
      lesson = ft_lesson_new_from_resource (path, NULL);
      g_assert_nonnull (lesson);
      n = ft_pr_skills_for_lesson (ft_lesson_get_id (lesson), skills);
      if (n == 0)
        g_error ("the lesson %s names no skill (src/engine/practice/practice-skill.c)",
                 ft_lesson_get_id (lesson));
      for (guint k = 0; k < n; k++)
        {
          g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (skills[k], 1, 1);

          g_assert_true (ft_pr_exercise_check (ex, ex->answer));
        }
      n_lessons++;
    }
  /* issue 22: counting, adders, signed numbers and Scrabble validity */
  g_assert_cmpuint (n_lessons, >=, 24);
}

/* A board block and the two board exercises read, with the positions,
 * marks and answers the file gives. */
static void
test_boards (void)
{
  static const char xml[] =
    "<lesson id='b'><title>B</title>"
    "<step><board game='flipchain' red='c2 c3' blue='c4' mark='b4 d3'/></step>"
    "<step><board game='scrabble' tiles='G8 across: 1 + 1 = 1 0' placed='E8 across: 1' mark='H8'/></step>"
    "<step><exercise kind='flips' red='c1 c5 e1' blue='c2 c4 d2 d3' play='c3' answer='d2 c4 c2'>"
    "<prompt>P</prompt></exercise></step>"
    "<step><exercise kind='place-tile' tiles='G8 across: 1 + 1 = 1 0' placed='E8 across: 1' square='F8' answer='x'>"
    "<prompt>P</prompt></exercise></step>"
    "</lesson>";
  g_autoptr(GError) error = NULL;
  g_autoptr(FtLesson) lesson = parse (xml, &error);
  const FtLessonBlock *block;
  const FtLessonExercise *ex;
  guint cell;
  char *feedback = NULL;
  FtFcBits marked = { { 0 } };

  g_assert_no_error (error);
  block = ft_lesson_get_step (lesson, 0)->blocks->pdata[0];
  g_assert_cmpint (block->kind, ==, FT_LESSON_BLOCK_BOARD);
  g_assert_cmpint (block->board->game, ==, FT_LESSON_BOARD_FLIPCHAIN);
  g_assert_true (ft_fc_cell_parse (3, "c4", &cell));
  g_assert_cmpint (ft_fc_board_get (&block->board->flipchain, cell), ==, FT_FC_BLUE);
  g_assert_cmpuint (block->board->n_marks, ==, 2);

  block = ft_lesson_get_step (lesson, 1)->blocks->pdata[0];
  g_assert_cmpint (block->board->game, ==, FT_LESSON_BOARD_SCRABBLE);
  /* G8 is row 8, column 7: square 7 × 15 + 6. */
  g_assert_cmpuint (block->board->scrabble.cells[7 * 15 + 6], ==, FT_EQ_TILE_1);
  g_assert_cmpuint (block->board->scrabble.cells[7 * 15 + 7], ==, FT_EQ_TILE_PLUS);
  g_assert_cmpuint (block->board->placed.n, ==, 1);
  g_assert_cmpuint (block->board->placed.tiles[0].square, ==, 7 * 15 + 4);
  /* The placed tile and H8 marked. */
  g_assert_cmpuint (block->board->n_marks, ==, 2);

  ex = ft_lesson_get_step (lesson, 2)->exercise;
  g_assert_cmpint (ex->kind, ==, FT_EXERCISE_FLIPS);
  g_assert_cmpuint (ft_fc_bits_count (&ex->flips), ==, 3);
  g_assert_false (ft_lesson_exercise_check_flips (ex, &marked, &feedback));
  /* The practice engine's diagnosis of the count, then what was missed. */
  g_assert_true (g_str_has_prefix (feedback, "Not yet. Some discs that flip were missed"));
  g_assert_true (g_str_has_suffix (feedback, " 3 more discs flip: look along every path from the new disc."));
  g_clear_pointer (&feedback, g_free);
  g_assert_true (ft_fc_cell_parse (3, "d3", &cell));
  ft_fc_bits_add (&marked, cell);
  g_assert_false (ft_lesson_exercise_check_flips (ex, &marked, &feedback));
  g_assert_nonnull (strstr (feedback, "d3 does not flip"));
  g_clear_pointer (&feedback, g_free);
  g_assert_true (ft_lesson_exercise_check_flips (ex, &ex->flips, &feedback));
  g_assert_cmpstr (feedback, ==, "Correct: c2, c4 and d2 flip.");
  g_clear_pointer (&feedback, g_free);

  ex = ft_lesson_get_step (lesson, 3)->exercise;
  g_assert_cmpint (ex->kind, ==, FT_EXERCISE_PLACE_TILE);
  g_assert_cmpuint (ex->cell, ==, 7 * 15 + 5);
  g_assert_true (ft_lesson_exercise_check_tile (ex, FT_EQ_TILE_DIVIDE, &feedback));
  g_assert_nonnull (strstr (feedback, "1 ÷ 1 + 1 = 1 0"));
  g_clear_pointer (&feedback, g_free);
  g_assert_false (ft_lesson_exercise_check_tile (ex, FT_EQ_TILE_PLUS, &feedback));
  g_assert_true (g_str_has_prefix (feedback, "Not yet: with + on F8, "));
  g_clear_pointer (&feedback, g_free);
}

/* A board that the reader refuses says why. */
static void
test_boards_malformed (void)
{
  static const struct { const char *xml; const char *says; } cases[] = {
    { "<board game='go'/>", "a board is game=" },
    { "<board game='flipchain' red='z9'/>", "is not a cell" },
    { "<board game='flipchain' red='c3' blue='c3'/>", "both red and blue" },
    { "<board game='scrabble' tiles='G8 sideways: 1'/>", "is not a square" },
    { "<board game='scrabble' tiles='N8 across: 1 = 1'/>", "runs off the board" },
    { "<board game='scrabble' tiles='G8 across: 1 + Q'/>", "is not a tile" },
    { "<board game='scrabble' tiles='G8 across: 1' placed='G8 down: 1'/>", "holds one" },
    { "<exercise kind='flips' red='c4' blue='c2 c3 d1' play='c1' answer='c2'><prompt>P</prompt></exercise>",
      "not the exercise's answer" },
    { "<exercise kind='flips' red='c2 c3' blue='c4' play='b2' answer='c4'><prompt>P</prompt></exercise>",
      "not a legal placement" },
    { "<exercise kind='flips' red='c2 c3' blue='c4' answer='c4'><prompt>P</prompt></exercise>", "needs play=" },
    { "<exercise kind='place-tile' tiles='G8 across: 1 + 1 = 1 0' placed='E8 across: 1' square='F8' answer='+'>"
      "<prompt>P</prompt></exercise>", "not the exercise's answer" },
    { "<exercise kind='place-tile' tiles='G8 across: 1 + 1 = 1 0' square='G8' answer='1'>"
      "<prompt>P</prompt></exercise>", "holds a tile already" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *xml = g_strdup_printf ("<lesson id='m'><title>M</title><step>%s</step></lesson>",
                                              cases[i].xml);
      g_autoptr(GError) error = NULL;
      g_autoptr(FtLesson) lesson = parse (xml, &error);

      g_test_message ("%s", cases[i].xml);
      g_assert_null (lesson);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

/* The Flipchain and Scrabble lessons show their positions on boards and
 * take answers on them. */
static void
test_board_lessons (void)
{
  const char *ids[] = { "flipchain-paths", "playing-equations" };
  const FtExerciseKind kinds[] = { FT_EXERCISE_FLIPS, FT_EXERCISE_PLACE_TILE };

  for (guint l = 0; l < G_N_ELEMENTS (ids); l++)
    {
      g_autofree char *path = g_strconcat (LESSONS, ids[l], ".lesson", NULL);
      g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (path, NULL);
      guint boards = 0, on_board = 0;

      g_assert_nonnull (lesson);
      for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
        {
          const FtLessonStep *step = ft_lesson_get_step (lesson, s);

          for (guint b = 0; b < step->blocks->len; b++)
            boards += ((FtLessonBlock *) step->blocks->pdata[b])->kind == FT_LESSON_BLOCK_BOARD;
          on_board += step->exercise && step->exercise->kind == kinds[l];
        }
      g_assert_cmpuint (boards, >=, 5);
      g_assert_cmpuint (on_board, >=, 2);
    }
}

/* The Flipchain lesson says of the first move what the solve shows, not
 * "Red moves first, which is an advantage": on side 3 every opening loses
 * for Red (the stored table the hints answer from, which the solver test
 * recomputes), and on sides 4 to 7 Blue is slightly ahead (help). */
static void
test_flipchain_first_move_claim (void)
{
  g_autoptr(FtLesson) lesson = ft_lesson_new_from_resource (LESSONS "flipchain-paths.lesson", NULL);
  gint first[FT_FC_MAX_CELLS];
  const FtFcGeom *g = ft_fc_geom (3);
  gboolean said = FALSE;

  g_assert_nonnull (lesson);
  g_assert_true (ft_fc_solver_stored_first (3, first));
  for (guint c = 0; c < g->n_cells; c++)
    g_assert_cmpint (first[c], ==, -1);

  for (guint s = 0; s < ft_lesson_get_n_steps (lesson); s++)
    {
      const FtLessonStep *step = ft_lesson_get_step (lesson, s);

      for (guint b = 0; b < step->blocks->len; b++)
        {
          const FtLessonBlock *block = step->blocks->pdata[b];

          if (block->kind != FT_LESSON_BLOCK_TEXT)
            continue;
          g_assert_null (strstr (block->text, "which is an advantage"));
          said |= strstr (block->text, "Blue wins from every opening") != NULL &&
                  strstr (block->text, "Blue slightly ahead") != NULL;
        }
    }
  g_assert_true (said);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson/parse", test_parse);
  g_test_add_func ("/lesson/check-bits", test_check_bits);
  g_test_add_func ("/lesson/check-choice-and-number", test_check_choice_and_number);
  g_test_add_func ("/lesson/number-own-terms", test_number_own_terms);
  g_test_add_func ("/lesson/malformed", test_malformed);
  g_test_add_func ("/lesson/shipped-lessons", test_shipped_lessons);
  g_test_add_func ("/lesson/bits-and-hex", test_bits_and_hex);
  g_test_add_func ("/lesson/fix-equation", test_fix_equation);
  g_test_add_func ("/lesson/fix-equation-malformed", test_fix_equation_malformed);
  g_test_add_func ("/lesson/equation-lessons", test_equation_lessons);
  g_test_add_func ("/lesson/mistakes", test_mistakes);
  g_test_add_func ("/lesson/mistake-unknown", test_mistake_unknown);
  g_test_add_func ("/lesson/worked", test_worked);
  g_test_add_func ("/lesson/practice-malformed", test_practice_malformed);
  g_test_add_func ("/lesson/every-lesson-has-skills", test_every_lesson_has_skills);
  g_test_add_func ("/lesson/boards", test_boards);
  g_test_add_func ("/lesson/boards-malformed", test_boards_malformed);
  g_test_add_func ("/lesson/board-lessons", test_board_lessons);
  g_test_add_func ("/lesson/flipchain-first-move-claim", test_flipchain_first_move_claim);

  return g_test_run ();
}
