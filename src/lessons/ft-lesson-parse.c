/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "ft-lesson.h"
#include "ft-lesson-private.h"

/* Reading a lesson's XML (src/lessons/README.md) into an FtLesson; every
 * fault says where it is. */

static void
block_free (gpointer data)
{
  FtLessonBlock *block = data;

  g_free (block->text);
  g_free (block->board);
  g_free (block);
}

static void
option_free (gpointer data)
{
  FtLessonOption *option = data;

  g_free (option->label);
  g_free (option->feedback);
  g_free (option);
}

typedef struct
{
  FtLesson         *lesson;
  FtLessonStep     *step;
  FtLessonExercise *exercise;
  FtLessonOption   *option;
  GString          *text;
  gboolean          collecting;
} ParseData;

static gboolean
parse_bits (const char *text,
            guint       width,
            guint      *value)
{
  guint v = 0;

  if (text == NULL || strlen (text) != width)
    return FALSE;
  for (guint i = 0; i < width; i++)
    {
      if (text[i] != '0' && text[i] != '1')
        return FALSE;
      v = (v << 1) | (text[i] == '1');
    }
  *value = v;
  return TRUE;
}

static gboolean
parse_op (const char           *token,
          FtFbOp               *op,
          GMarkupParseContext  *context,
          GError              **error)
{
  if (token != NULL && ft_fb_op_from_token (token, op))
    return TRUE;

  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "unknown operation “%s”", token ? token : "");
  return FALSE;
}

static gboolean
parse_operand (const char  *text,
               guint8      *value,
               const char  *what,
               GError     **error)
{
  guint v;

  if (text == NULL)
    {
      *value = 0;
      return TRUE;
    }
  if (!parse_bits (text, FT_FB_BITS, &v))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "%s must be four bits, not “%s”", what, text);
      return FALSE;
    }
  *value = v;
  return TRUE;
}

/* A fix-equation exercise must be broken as written and fixable by one
 * tile: the lesson is checked against the engine when it loads. */
static gboolean
parse_fix_equation (FtLessonExercise  *ex,
                    const char        *tiles,
                    const char        *rules,
                    GError           **error)
{
  g_autoptr(GError) local = NULL;
  FtEqVerdict verdict;
  guint8 line[FT_EQ_MAX_TILES];

  if (tiles == NULL || !ft_eq_tiles_from_string (tiles, ex->tiles, &ex->n_tiles, &local) ||
      ex->n_tiles == 0)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "a fix-equation exercise needs tiles, not “%s”%s%s", tiles ? tiles : "",
                   local ? ": " : "", local ? local->message : "");
      return FALSE;
    }
  /* Without a rules attribute the XOR tiles are in play (scrabble R1). */
  if (!ft_eq_rules_from_string (rules ? rules : "standard xor", &ex->rules, &local))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "rules: %s", local->message);
      return FALSE;
    }
  if (ft_eq_check (ex->tiles, ex->n_tiles, &ex->rules, &verdict))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "“%s” is already a valid equation: nothing to fix", tiles);
      return FALSE;
    }
  for (guint i = 0; i < ex->n_tiles; i++)
    for (guint t = 0; t < FT_EQ_N_TILES; t++)
      if (t != ex->tiles[i] && ft_lesson_fix_is_valid (ex, i, t, line, &verdict))
        return TRUE;

  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "no change of one tile makes “%s” valid", tiles);
  return FALSE;
}

/* The practice skill of a FLIP BITS operation on a bits exercise, or -1:
 * COPY asks nothing a skill's question writes.  A MASK card or FLIP BIT
 * sets, clears or flips one bit, as the masks skill asks. */
static int
skill_of_op (FtFbOp op)
{
  switch (op)
    {
    case FT_FB_OP_OR: return FT_PR_SKILL_OR;
    case FT_FB_OP_AND: return FT_PR_SKILL_AND;
    case FT_FB_OP_XOR: return FT_PR_SKILL_XOR;
    case FT_FB_OP_NOT: return FT_PR_SKILL_NOT;
    case FT_FB_OP_ROTL: return FT_PR_SKILL_ROTL;
    case FT_FB_OP_ROTR: return FT_PR_SKILL_ROTR;
    case FT_FB_OP_FLIP:
    case FT_FB_OP_MASK_OR:
    case FT_FB_OP_MASK_AND:
    case FT_FB_OP_MASK_XOR: return FT_PR_SKILL_MASKS;
    default: return -1;
    }
}

/*
 * The exercise as the practice engine asks it, so that a wrong answer gets
 * the practice page's diagnosis and worked steps.  An exercise names it with
 * skill="add" question="101 + 11"; a bits exercise with a FLIP BITS
 * operation gets it from its operands.  Checked against the engine when the
 * lesson loads: the engine's answer must be the lesson's.
 */
static gboolean
parse_practice (FtLessonExercise  *ex,
                const char        *skill,
                const char        *question,
                GError           **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *made = NULL;
  FtPrSkillId id;
  guint64 answer;

  if ((skill == NULL) != (question == NULL))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "skill and question go together");
      return FALSE;
    }
  if (skill == NULL && ex->kind == FT_EXERCISE_BITS && ex->has_op && skill_of_op (ex->op) >= 0)
    {
      g_autofree char *a = ft_lesson_format_bits (ex->a, FT_FB_BITS);
      g_autofree char *b = ft_lesson_format_bits (ex->b, FT_FB_BITS);
      static const char *words[] = { [FT_PR_SKILL_OR] = "OR", [FT_PR_SKILL_AND] = "AND",
                                     [FT_PR_SKILL_XOR] = "XOR", [FT_PR_SKILL_NOT] = "NOT",
                                     [FT_PR_SKILL_ROTL] = "ROTL", [FT_PR_SKILL_ROTR] = "ROTR" };

      id = skill_of_op (ex->op);
      if (id == FT_PR_SKILL_MASKS)
        {
          /* The one bit the card touches: the mask's only 1, or for MASK
           * AND its only 0; FLIP BIT's chosen bit is a one-bit value. */
          guint touched = (ex->op == FT_FB_OP_MASK_AND ? ~ex->b : ex->b) & FT_FB_VALUE_MASK;
          const char *verb = ex->op == FT_FB_OP_MASK_OR ? "SET" : ex->op == FT_FB_OP_MASK_AND ? "CLEAR" : "FLIP";

          if (__builtin_popcount (touched) != 1)
            return TRUE;
          made = g_strdup_printf ("%s BIT %d OF %s", verb, __builtin_ctz (touched), a);
        }
      else
        made = id <= FT_PR_SKILL_XOR ? g_strdup_printf ("%s %s %s", a, words[id], b)
                                     : g_strdup_printf ("%s %s", words[id], a);
      question = made;
    }
  else if (skill == NULL && ex->kind == FT_EXERCISE_FLIPS)
    {
      /* The practice engine's Flipchain question, for its diagnosis of a
       * wrong count (it asks on the smallest board only). */
      const FtFcBoard *board = &ex->board->flipchain;
      g_autofree char *red = ft_fc_cells_to_string (board->side, ft_fc_board_discs (board, FT_FC_RED));
      g_autofree char *blue = ft_fc_cells_to_string (board->side, ft_fc_board_discs (board, FT_FC_BLUE));
      g_autofree char *cell = ft_fc_cell_name (board->side, ex->cell);

      if (board->side != FT_FC_MIN_SIDE)
        return TRUE;
      made = g_strdup_printf ("RED %s BLUE %s %s PLAYS %s", red, blue,
                              ex->colour == FT_FC_RED ? "RED" : "BLUE", cell);
      ex->practice = ft_pr_exercise_from_question (FT_PR_SKILL_FLIPCHAIN, made, NULL);
      if (ex->practice != NULL && ex->practice->value != ft_fc_bits_count (&ex->flips))
        g_clear_pointer (&ex->practice, ft_pr_exercise_free);
      return TRUE;
    }
  else if (skill == NULL)
    return TRUE;
  else if (ex->kind != FT_EXERCISE_BITS && ex->kind != FT_EXERCISE_NUMBER)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "only bits and number exercises take a skill and question");
      return FALSE;
    }
  else if (!ft_pr_skill_from_id (skill, &id))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "“%s” is not a skill", skill);
      return FALSE;
    }

  ex->practice = ft_pr_exercise_from_question (id, question, &local);
  if (ex->practice == NULL)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "%s", local->message);
      return FALSE;
    }
  answer = ex->kind == FT_EXERCISE_BITS ? ex->answer_bits : ex->answer_number;
  if (ex->practice->value != answer)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "“%s” is %s, not the exercise's answer", question, ex->practice->answer);
      return FALSE;
    }
  return TRUE;
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              user_data,
               GError              **error)
{
  ParseData *data = user_data;
  const char *parent = NULL;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  if (stack->next)
    parent = stack->next->data;

#define EXPECT_PARENT(p) \
  if (g_strcmp0 (parent, p) != 0) \
    { \
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, \
                   "<%s> must be inside <%s>", element, p); \
      return; \
    }

  if (g_str_equal (element, "lesson"))
    {
      const char *id, *order = NULL, *game = NULL;

      if (parent != NULL)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "<lesson> must be the root element");
          return;
        }
      if (data->lesson->id != NULL)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "a file holds one <lesson>; put the second in a file of its own");
          return;
        }
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "id", &id,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "order", &order,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "game", &game,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      data->lesson->id = g_strdup (id);
      data->lesson->order = order ? atoi (order) : 0;
      data->lesson->game = g_strdup (game && *game ? game : NULL);
    }
  else if (g_str_equal (element, "title") || g_str_equal (element, "summary"))
    {
      EXPECT_PARENT ("lesson");
      data->collecting = TRUE;
    }
  else if (g_str_equal (element, "step"))
    {
      EXPECT_PARENT ("lesson");
      data->step = g_new0 (FtLessonStep, 1);
      data->step->blocks = g_ptr_array_new_with_free_func (block_free);
      g_ptr_array_add (data->lesson->steps, data->step);
    }
  else if (g_str_equal (element, "text"))
    {
      EXPECT_PARENT ("step");
      data->collecting = TRUE;
    }
  else if (g_str_equal (element, "table") || g_str_equal (element, "example"))
    {
      const char *op, *a = NULL, *b = NULL;
      FtLessonBlock *block;

      EXPECT_PARENT ("step");
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "op", &op,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "a", &a,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "b", &b,
                                        G_MARKUP_COLLECT_INVALID))
        return;

      block = g_new0 (FtLessonBlock, 1);
      g_ptr_array_add (data->step->blocks, block);
      block->kind = g_str_equal (element, "table") ? FT_LESSON_BLOCK_TABLE : FT_LESSON_BLOCK_EXAMPLE;
      if (!parse_op (op, &block->op, context, error) ||
          !parse_operand (a, &block->a, "a", error) ||
          !parse_operand (b, &block->b, "b", error))
        return;
    }
  else if (g_str_equal (element, "board"))
    {
      const char *game, *side = NULL, *red = NULL, *blue = NULL, *tiles = NULL, *placed = NULL;
      const char *mark = NULL;
      FtLessonBoard *board;
      FtLessonBlock *block;

      EXPECT_PARENT ("step");
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "game", &game,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "side", &side,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "red", &red,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "blue", &blue,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "tiles", &tiles,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "placed", &placed,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "mark", &mark,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      board = ft_lesson_board_parse (game, side, red, blue, tiles, placed, mark, error);
      if (board == NULL)
        return;
      block = g_new0 (FtLessonBlock, 1);
      block->kind = FT_LESSON_BLOCK_BOARD;
      block->board = board;
      g_ptr_array_add (data->step->blocks, block);
    }
  else if (g_str_equal (element, "exercise"))
    {
      const char *side = NULL, *red = NULL, *blue = NULL, *play = NULL, *colour = NULL;
      const char *placed = NULL, *square = NULL;
      const char *kind, *width = NULL, *answer = NULL, *op = NULL, *a = NULL, *b = NULL;
      const char *base = NULL, *tiles = NULL, *rules = NULL, *skill = NULL, *question = NULL;
      gboolean places = FALSE;
      FtLessonExercise *ex;

      EXPECT_PARENT ("step");
      if (data->step->exercise != NULL)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "a step has at most one exercise");
          return;
        }
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_STRING, "kind", &kind,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "width", &width,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "answer", &answer,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "op", &op,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "a", &a,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "b", &b,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "base", &base,
                                        G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL, "places", &places,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "tiles", &tiles,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "rules", &rules,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "skill", &skill,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "question", &question,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "side", &side,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "red", &red,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "blue", &blue,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "play", &play,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "colour", &colour,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "placed", &placed,
                                        G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "square", &square,
                                        G_MARKUP_COLLECT_INVALID))
        return;

      ex = data->step->exercise = data->exercise = g_new0 (FtLessonExercise, 1);
      ex->show_places = places;

      if (g_str_equal (kind, "bits"))
        {
          ex->kind = FT_EXERCISE_BITS;
          ex->width = width ? (guint) atoi (width) : (answer ? strlen (answer) : FT_FB_BITS);
          if (ex->width < 1 || ex->width > 16)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "a bits exercise is 1 to 16 bits wide");
              return;
            }
          if (op != NULL)
            {
              if (!parse_op (op, &ex->op, context, error) ||
                  !parse_operand (a, &ex->a, "a", error) ||
                  !parse_operand (b, &ex->b, "b", error))
                return;
              if (ft_fb_op_operand_kind (ex->op) == FT_FB_OPERAND_MASK ||
                  ft_fb_op_operand_kind (ex->op) == FT_FB_OPERAND_CHOSEN)
                {
                  if (!ft_fb_mask_is_valid (ex->op, ex->b))
                    {
                      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                                   "b=“%s” is not a mask %s can carry", b ? b : "", op);
                      return;
                    }
                }
              ex->has_op = TRUE;
              ex->width = FT_FB_BITS;
              ex->answer_bits = ft_fb_apply (ex->op, ex->a, ex->b);
            }
          else if (!parse_bits (answer, ex->width, &ex->answer_bits))
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "a bits exercise needs op, or an answer of %u bits", ex->width);
              return;
            }
        }
      else if (g_str_equal (kind, "choice"))
        {
          ex->kind = FT_EXERCISE_CHOICE;
          ex->options = g_ptr_array_new_with_free_func (option_free);
        }
      else if (g_str_equal (kind, "number"))
        {
          ex->kind = FT_EXERCISE_NUMBER;
          ex->base = base ? (guint) atoi (base) : 10;
          if (ex->base != 2 && ex->base != 10 && ex->base != 16)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "base must be 2, 10 or 16");
              return;
            }
          if (!ft_lesson_parse_number (answer, ex->base, &ex->answer_number))
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "answer “%s” is not a number in base %u", answer ? answer : "", ex->base);
              return;
            }
        }
      else if (g_str_equal (kind, "fix-equation"))
        {
          ex->kind = FT_EXERCISE_FIX_EQUATION;
          if (!parse_fix_equation (ex, tiles, rules, error))
            return;
        }
      else if (g_str_equal (kind, "flips"))
        {
          ex->kind = FT_EXERCISE_FLIPS;
          if (!ft_lesson_parse_flips (ex, side, red, blue, play, colour, answer, error))
            return;
        }
      else if (g_str_equal (kind, "place-tile"))
        {
          ex->kind = FT_EXERCISE_PLACE_TILE;
          if (!ft_lesson_parse_place_tile (ex, tiles, placed, square, answer, error))
            return;
        }
      else
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "unknown exercise kind “%s”", kind);
          return;
        }
      if (!parse_practice (ex, skill, question, error))
        return;
    }
  else if (g_str_equal (element, "prompt") || g_str_equal (element, "explain"))
    {
      EXPECT_PARENT ("exercise");
      data->collecting = TRUE;
    }
  else if (g_str_equal (element, "option"))
    {
      gboolean correct = FALSE;

      EXPECT_PARENT ("exercise");
      if (data->exercise->kind != FT_EXERCISE_CHOICE)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "only a choice exercise has options");
          return;
        }
      if (!g_markup_collect_attributes (element, names, values, error,
                                        G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL, "correct", &correct,
                                        G_MARKUP_COLLECT_INVALID))
        return;
      data->option = g_new0 (FtLessonOption, 1);
      data->option->correct = correct;
      g_ptr_array_add (data->exercise->options, data->option);
    }
  else if (g_str_equal (element, "label") || g_str_equal (element, "feedback"))
    {
      EXPECT_PARENT ("option");
      data->collecting = TRUE;
    }
  else
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                   "unknown element <%s>", element);
    }

#undef EXPECT_PARENT

  g_string_truncate (data->text, 0);
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  ParseData *data = user_data;

  if (data->collecting)
    g_string_append_len (data->text, text, length);
}

static char *
take_translated (ParseData *data)
{
  g_autofree char *normal = ft_lesson_normalize_text (data->text->str);

  data->collecting = FALSE;
  g_string_truncate (data->text, 0);
  return g_strdup (*normal ? g_dgettext (GETTEXT_PACKAGE, normal) : "");
}

/* Stores the text just collected in *@slot; a second <title> (or
 * <prompt>, <label>…) where one is allowed is a fault of the file, not a
 * text to replace the first. */
static void
take_once (ParseData   *data,
           char       **slot,
           const char  *element,
           GError     **error)
{
  if (*slot != NULL)
    {
      data->collecting = FALSE;
      g_string_truncate (data->text, 0);
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "<%s> is given twice here; keep one", element);
      return;
    }
  *slot = take_translated (data);
}

static void
end_element_checked (GMarkupParseContext  *context,
                     const char           *element,
                     gpointer              user_data,
                     GError              **error)
{
  ParseData *data = user_data;
  FtLessonExercise *ex = data->exercise;

  if (g_str_equal (element, "title"))
    take_once (data, &data->lesson->title, element, error);
  else if (g_str_equal (element, "summary"))
    take_once (data, &data->lesson->summary, element, error);
  else if (g_str_equal (element, "text"))
    {
      FtLessonBlock *block = g_new0 (FtLessonBlock, 1);

      block->kind = FT_LESSON_BLOCK_TEXT;
      block->text = take_translated (data);
      g_ptr_array_add (data->step->blocks, block);
    }
  else if (g_str_equal (element, "prompt"))
    take_once (data, &ex->prompt, element, error);
  else if (g_str_equal (element, "explain"))
    take_once (data, &ex->explain, element, error);
  else if (g_str_equal (element, "label"))
    take_once (data, &data->option->label, element, error);
  else if (g_str_equal (element, "feedback"))
    take_once (data, &data->option->feedback, element, error);
  else if (g_str_equal (element, "option"))
    {
      if (data->option->label == NULL || *data->option->label == '\0')
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "an option needs a <label>");
      data->option = NULL;
    }
  else if (g_str_equal (element, "exercise"))
    {
      if (ex->prompt == NULL)
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "an exercise needs a <prompt>");
      else if (ex->kind == FT_EXERCISE_CHOICE)
        {
          guint n_correct = 0;

          for (guint i = 0; i < ex->options->len; i++)
            n_correct += ((FtLessonOption *) ex->options->pdata[i])->correct;
          if (ex->options->len < 2 || n_correct != 1)
            g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                         "a choice needs at least two options and exactly one correct");
        }
      data->exercise = NULL;
    }
  else if (g_str_equal (element, "step"))
    {
      if (data->step->blocks->len == 0 && data->step->exercise == NULL)
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "a step needs text or an exercise");
      data->step = NULL;
    }
}

/* GMarkup puts the position before the faults of start tags only: a
 * fault found at an end tag ("an exercise needs a <prompt>") gets it here,
 * so that every fault says where it is (flip-tutor-cli lesson check). */
static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              user_data,
             GError              **error)
{
  GError *local_error = NULL;
  int line, column;

  end_element_checked (context, element, user_data, &local_error);
  if (local_error != NULL)
    {
      g_markup_parse_context_get_position (context, &line, &column);
      g_prefix_error (&local_error, "Error on line %d char %d: ", line, column);
      g_propagate_error (error, local_error);
    }
}

static const GMarkupParser parser = {
  start_element,
  end_element,
  text_cb,
  NULL,
  NULL,
};

FtLesson *
ft_lesson_new_from_data (const char  *text,
                         gsize        length,
                         GError     **error)
{
  g_autoptr(FtLesson) lesson = g_object_new (FT_TYPE_LESSON, NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local_error = NULL;
  ParseData data = { 0 };

  data.lesson = lesson;
  data.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &data, NULL);

  if (!g_markup_parse_context_parse (context, text, length, &local_error) ||
      !g_markup_parse_context_end_parse (context, &local_error))
    {
      g_string_free (data.text, TRUE);
      g_set_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID,
                   "%s", local_error->message);
      return NULL;
    }
  g_string_free (data.text, TRUE);

  if (lesson->id == NULL || lesson->title == NULL || lesson->steps->len == 0)
    {
      g_set_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID,
                   "a lesson needs an id, a <title> and at least one <step>");
      return NULL;
    }

  return g_steal_pointer (&lesson);
}
