/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-lesson.h"
#include "ft-lesson-private.h"
#include "practice/practice-diagnose.h"

struct _FtLesson
{
  GObject    parent_instance;

  char      *id;
  char      *title;
  char      *summary;
  char      *game;
  int        order;
  GPtrArray *steps;   /* of FtLessonStep */
};

G_DEFINE_FINAL_TYPE (FtLesson, ft_lesson, G_TYPE_OBJECT)
G_DEFINE_QUARK (ft-lesson-error-quark, ft_lesson_error)

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

static void
exercise_free (FtLessonExercise *exercise)
{
  if (exercise == NULL)
    return;
  g_free (exercise->prompt);
  g_free (exercise->explain);
  g_clear_pointer (&exercise->options, g_ptr_array_unref);
  g_clear_pointer (&exercise->practice, ft_pr_exercise_free);
  g_free (exercise->board);
  g_free (exercise);
}

static void
step_free (gpointer data)
{
  FtLessonStep *step = data;

  g_ptr_array_unref (step->blocks);
  exercise_free (step->exercise);
  g_free (step);
}

static void
ft_lesson_finalize (GObject *object)
{
  FtLesson *self = FT_LESSON (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->summary);
  g_free (self->game);
  g_ptr_array_unref (self->steps);

  G_OBJECT_CLASS (ft_lesson_parent_class)->finalize (object);
}

static void
ft_lesson_class_init (FtLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_lesson_finalize;
}

static void
ft_lesson_init (FtLesson *self)
{
  self->steps = g_ptr_array_new_with_free_func (step_free);
}

/* Collapses runs of white space to one space and trims, the way xgettext
 * writes the msgid of an XML element, so that the lookup finds it. */
char *
ft_lesson_normalize_text (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

/* --- Parsing ------------------------------------------------------------ */

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

static gboolean
parse_number (const char *text,
              guint       base,
              guint64    *value)
{
  g_autofree char *clean = NULL;
  const char *digits;

  if (text == NULL)
    return FALSE;

  clean = g_strdelimit (g_strstrip (g_strdup (text)), "_", ' ');
  {
    /* Learners write "1011 0001" and "0xB": both are fine. */
    char *w = clean;

    for (char *r = clean; *r; r++)
      if (*r != ' ')
        *w++ = *r;
    *w = '\0';
  }

  digits = clean;
  if (base == 16 && (g_str_has_prefix (digits, "0x") || g_str_has_prefix (digits, "0X")))
    digits += 2;
  else if (base == 2 && (g_str_has_prefix (digits, "0b") || g_str_has_prefix (digits, "0B")))
    digits += 2;

  /* A signed number (issue 22: reading two's complement) keeps its minus
   * sign; it is stored as its 64-bit two's complement. */
  if (base == 10 && (*digits == '-' || g_str_has_prefix (digits, "−")))
    {
      guint64 magnitude;

      digits += *digits == '-' ? 1 : strlen ("−");
      if (!g_ascii_isdigit (*digits) ||
          !g_ascii_string_to_unsigned (digits, 10, 1, G_MAXINT64, &magnitude, NULL))
        return FALSE;
      *value = (guint64) -(gint64) magnitude;
      return TRUE;
    }
  if (*digits == '\0' || *digits == '-' || *digits == '+')
    return FALSE;

  return g_ascii_string_to_unsigned (digits, base, 0, G_MAXUINT64, value, NULL);
}

/* Replaces tile @position of @ex's line by @tile into @line; returns
 * whether the changed line is a valid equation under the exercise's rules. */
static gboolean
check_changed (const FtLessonExercise *ex,
               guint                   position,
               FtEqTile                tile,
               guint8                  line[FT_EQ_MAX_TILES],
               FtEqVerdict            *verdict)
{
  memcpy (line, ex->tiles, ex->n_tiles);
  line[position] = tile;
  return ft_eq_check (line, ex->n_tiles, &ex->rules, verdict);
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
      if (t != ex->tiles[i] && check_changed (ex, i, t, line, &verdict))
        return TRUE;

  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "no change of one tile makes “%s” valid", tiles);
  return FALSE;
}

static char *format_bits (guint value,
                          guint width);

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
      g_autofree char *a = format_bits (ex->a, FT_FB_BITS);
      g_autofree char *b = format_bits (ex->b, FT_FB_BITS);
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
          if (!parse_number (answer, ex->base, &ex->answer_number))
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

FtLesson *
ft_lesson_new_from_resource (const char  *path,
                             GError     **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, error);
  gsize length;
  const char *text;

  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return ft_lesson_new_from_data (text, length, error);
}

/* A teacher's lesson file (issue 25): read whole, as the app's own. */
FtLesson *
ft_lesson_new_from_file (const char  *path,
                         GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  if (length > 1024 * 1024 || memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      g_set_error (error, FT_LESSON_ERROR, FT_LESSON_ERROR_INVALID,
                   _("it is not a lesson: lessons are UTF-8 text of at most 1 MiB"));
      return NULL;
    }
  return ft_lesson_new_from_data (text, length, error);
}

const char *
ft_lesson_get_id (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->id;
}

const char *
ft_lesson_get_title (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->title;
}

const char *
ft_lesson_get_summary (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->summary ? self->summary : "";
}

const char *
ft_lesson_get_game (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  return self->game;
}

int
ft_lesson_get_order (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), 0);
  return self->order;
}

guint
ft_lesson_get_n_steps (FtLesson *self)
{
  g_return_val_if_fail (FT_IS_LESSON (self), 0);
  return self->steps->len;
}

const FtLessonStep *
ft_lesson_get_step (FtLesson *self,
                    guint     index)
{
  g_return_val_if_fail (FT_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return self->steps->pdata[index];
}

guint
ft_lesson_get_n_exercises (FtLesson *self)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_LESSON (self), 0);

  for (guint i = 0; i < self->steps->len; i++)
    n += ((FtLessonStep *) self->steps->pdata[i])->exercise != NULL;
  return n;
}

/* --- Checking answers --------------------------------------------------- */

static char *
format_bits (guint value,
             guint width)
{
  char *s = g_malloc (width + 1);

  for (guint i = 0; i < width; i++)
    s[i] = (value >> (width - 1 - i)) & 1 ? '1' : '0';
  s[width] = '\0';
  return s;
}

char *
ft_lesson_format_number (guint64 value,
                         guint   base)
{
  if (base == 16)
    return g_strdup_printf ("%" G_GINT64_MODIFIER "X", value);
  if (base == 2)
    {
      GString *s = g_string_new (NULL);

      do
        {
          g_string_prepend_c (s, value & 1 ? '1' : '0');
          value >>= 1;
        }
      while (value);
      return g_string_free (s, FALSE);
    }
  /* a negative decimal answer is kept as its two's complement (parse_number) */
  if ((gint64) value < 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) value);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, value);
}

void
ft_lesson_append_explain (GString                *s,
                          const FtLessonExercise *exercise)
{
  if (exercise->explain && *exercise->explain)
    {
      g_string_append_c (s, '\n');
      g_string_append (s, exercise->explain);
    }
}

/*
 * What the practice engine makes of a wrong @value (ft_pr_diagnose(), the
 * practice page's diagnosis): the likely mistake in words, or NULL when no
 * usual mistake fits.  @digits, when not NULL, are the learner's own binary
 * digits, whose count tells a skipped place value.
 */
char *
ft_lesson_diagnose (const FtLessonExercise *exercise,
                    guint64                 value,
                    const char             *digits)
{
  const FtPrExercise *pr = exercise->practice;
  g_autofree char *answer = NULL;
  g_autofree char *message = NULL;
  FtPrDiagKind kind;

  if (pr == NULL)
    return NULL;
  switch (ft_pr_skill_get (pr->skill)->answer)
    {
    case FT_PR_ANSWER_BINARY:
      if (digits != NULL)
        answer = g_strdup (digits);
      else if (value >> pr->width == 0)
        answer = format_bits (value, pr->width);
      else
        answer = ft_lesson_format_number (value, 2);
      break;
    case FT_PR_ANSWER_DECIMAL:
      answer = ft_lesson_format_number (value, 10);
      break;
    case FT_PR_ANSWER_HEX:
      answer = ft_lesson_format_number (value, 16);
      break;
    case FT_PR_ANSWER_SIGNED:
      answer = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) value);
      break;
    default:
      return NULL;
    }
  kind = ft_pr_diagnose (pr, answer, &message);
  if (kind == FT_PR_DIAG_CORRECT || kind == FT_PR_DIAG_MALFORMED || kind == FT_PR_DIAG_UNKNOWN)
    return NULL;
  return g_steal_pointer (&message);
}

/* Whether the skill's answers are numbers to read in binary, rather than
 * counts from a game (FLIP BITS cards, Flipchain discs, Hi Lo cards and
 * points, dice faces and pips). */
static gboolean
about_binary (FtPrSkillId skill)
{
  return skill != FT_PR_SKILL_FLIPBITS && skill != FT_PR_SKILL_FLIPCHAIN && skill != FT_PR_SKILL_HILO_COUNT &&
         skill != FT_PR_SKILL_DICE_RULES && skill != FT_PR_SKILL_SIGNED;
}

/**
 * ft_lesson_exercise_worked:
 *
 * The worked solution of a bits or number exercise that the practice engine
 * can ask, one step a line, ending with the answer; NULL for the others.
 * The lesson page shows it after a second wrong try.
 */
char *
ft_lesson_exercise_worked (const FtLessonExercise *exercise)
{
  g_autofree char *steps = NULL;
  g_autofree char *answer = NULL;

  g_return_val_if_fail (exercise != NULL, NULL);

  if (exercise->practice == NULL)
    return NULL;
  steps = ft_pr_exercise_worked (exercise->practice);
  answer = exercise->kind == FT_EXERCISE_BITS ? format_bits (exercise->answer_bits, exercise->width)
                                              : ft_lesson_format_number (exercise->answer_number, exercise->base);
  /* Translators: "Worked solution:\n<one step a line>The answer is 1101." */
  return g_strdup_printf (_("Worked solution:\n%sThe answer is %s."), steps, answer);
}

/**
 * ft_lesson_exercise_check_bits:
 * @feedback: (out): what to tell the learner: on a wrong answer, every
 *   wrong bit by name and why it should be otherwise.
 */
gboolean
ft_lesson_exercise_check_bits (const FtLessonExercise  *exercise,
                               guint                    value,
                               char                   **feedback)
{
  GString *s;
  guint wrong;
  g_autofree char *bits = NULL;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_BITS, FALSE);

  value &= (1u << exercise->width) - 1;
  wrong = value ^ exercise->answer_bits;
  bits = format_bits (exercise->answer_bits, exercise->width);
  s = g_string_new (NULL);

  if (wrong == 0)
    {
      /* Translators: "Correct: 1011." */
      g_string_append_printf (s, _("Correct: %s."), bits);
      ft_lesson_append_explain (s, exercise);
      *feedback = g_string_free (s, FALSE);
      return TRUE;
    }

  g_string_append (s, g_dngettext (GETTEXT_PACKAGE,
                                   "Not yet: one bit is wrong.",
                                   "Not yet: some bits are wrong.",
                                   __builtin_popcount (wrong)));
  {
    g_autofree char *row = format_bits (value, exercise->width);
    g_autofree char *mistake = ft_lesson_diagnose (exercise, value, row);

    if (mistake != NULL)
      {
        g_string_append_c (s, ' ');
        g_string_append (s, mistake);
      }
  }
  for (int bit = exercise->width - 1; bit >= 0; bit--)
    {
      guint want = (exercise->answer_bits >> bit) & 1;

      if (!((wrong >> bit) & 1))
        continue;

      g_string_append_c (s, '\n');
      if (exercise->has_op)
        {
          g_autofree char *why = ft_fb_explain_bit (exercise->op, exercise->a, exercise->b, bit);

          /* Translators: "Bit 2 should be 1, not 0 (bit 2: 1 XOR 0 = 1)." */
          g_string_append_printf (s, _("Bit %d should be %u, not %u (%s)."),
                                  bit, want, !want, why);
        }
      else
        /* Translators: "Bit 2 (place value 4) should be 1, not 0." */
        g_string_append_printf (s, _("Bit %d (place value %u) should be %u, not %u."),
                                bit, 1u << bit, want, !want);
    }

  /* The explanation gives the answer away: the page shows it only after a
   * second wrong try (ft_lesson_page_check()). */
  *feedback = g_string_free (s, FALSE);
  return FALSE;
}

gboolean
ft_lesson_exercise_check_choice (const FtLessonExercise  *exercise,
                                 guint                    index,
                                 char                   **feedback)
{
  const FtLessonOption *option;
  GString *s;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_CHOICE, FALSE);

  if (index >= exercise->options->len)
    {
      *feedback = g_strdup (_("Choose one of the answers first."));
      return FALSE;
    }

  option = exercise->options->pdata[index];
  s = g_string_new (NULL);

  if (option->correct)
    /* Translators: "Correct: NOT." */
    g_string_append_printf (s, _("Correct: %s."), option->label);
  else
    g_string_append_printf (s, _("Not “%s”."), option->label);

  if (option->feedback && *option->feedback)
    {
      g_string_append_c (s, ' ');
      g_string_append (s, option->feedback);
    }
  if (option->correct)
    ft_lesson_append_explain (s, exercise);

  *feedback = g_string_free (s, FALSE);
  return option->correct;
}

static const char *
base_name (guint base)
{
  switch (base)
    {
    case 2:
      return _("a binary number: use the digits 0 and 1");
    case 16:
      return _("a hexadecimal number: use the digits 0–9 and A–F");
    default:
      return _("a decimal number: use the digits 0–9");
    }
}

gboolean
ft_lesson_exercise_check_number (const FtLessonExercise  *exercise,
                                 const char              *text,
                                 char                   **feedback)
{
  guint64 value;
  GString *s;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_NUMBER, FALSE);

  if (!parse_number (text, exercise->base, &value))
    {
      /* Translators: the %s is "a hexadecimal number: use the digits 0–9 and A–F" */
      *feedback = g_strdup_printf (_("The answer should be %s."), base_name (exercise->base));
      return FALSE;
    }

  s = g_string_new (NULL);
  if (value == exercise->answer_number)
    {
      g_autofree char *shown = ft_lesson_format_number (value, exercise->base);

      g_string_append_printf (s, _("Correct: %s."), shown);
      ft_lesson_append_explain (s, exercise);
      *feedback = g_string_free (s, FALSE);
      return TRUE;
    }

  {
    g_autofree char *shown = ft_lesson_format_number (value, exercise->base);
    g_autofree char *binary = ft_lesson_format_number (value, 2);
    g_autofree char *mistake = NULL;

    /* A count of cards or discs in binary says nothing: the mistake does. */
    if (exercise->practice != NULL && !about_binary (exercise->practice->skill))
      {
        mistake = ft_lesson_diagnose (exercise, value, NULL);
        g_string_append (s, _("Not yet."));
        if (mistake != NULL)
          {
            g_string_append_c (s, ' ');
            g_string_append (s, mistake);
          }
        *feedback = g_string_free (s, FALSE);
        return FALSE;
      }
    /* HEX typed as decimal (14 for E) reads as another HEX number (20):
     * the mistake says it better than that number's value. */
    if (exercise->base == 16 && (mistake = ft_lesson_diagnose (exercise, value, NULL)) != NULL)
      {
        g_string_append_printf (s, "%s %s", _("Not yet."), mistake);
        *feedback = g_string_free (s, FALSE);
        return FALSE;
      }
    /* A number no skill asks (a Scrabble score, a count of discs) is
     * no binary exercise: say only which way the answer lies. */
    if (exercise->practice == NULL && exercise->base == 10)
      {
        g_string_append_printf (s, value < exercise->answer_number ? _("Not yet: the answer is more than %s.")
                                                                   : _("Not yet: the answer is less than %s."),
                                shown);
        *feedback = g_string_free (s, FALSE);
        return FALSE;
      }
    if (exercise->base == 10)
      /* Translators: "Not yet: 12 is 1100 in binary." */
      g_string_append_printf (s, _("Not yet: %s is %s in binary."), shown, binary);
    else if (exercise->base == 2)
      /* Translators: "Not yet: 1100 is 12 in decimal." */
      g_string_append_printf (s, _("Not yet: %s is %llu in decimal."), shown, (unsigned long long) value);
    else
      /* Translators: "Not yet: C is 12 in decimal and 1100 in binary." */
      g_string_append_printf (s, _("Not yet: %s is %llu in decimal and %s in binary."),
                              shown, (unsigned long long) value, binary);

    /* The learner's own digits, leading zeros kept, tell a skipped place
     * value from a missed bit. */
    if (exercise->base == 2)
      {
        g_autofree char *digits = g_strdup (text);
        char *w = digits;

        for (const char *r = digits; *r; r++)
          if (*r == '0' || *r == '1')
            *w++ = *r;
          else if (*r == 'b' || *r == 'B')
            w = digits;  /* after a 0b prefix */
        *w = '\0';
        mistake = ft_lesson_diagnose (exercise, value, digits);
      }
    else
      mistake = ft_lesson_diagnose (exercise, value, NULL);
    if (mistake != NULL)
      {
        g_string_append_c (s, ' ');
        g_string_append (s, mistake);
      }
  }
  *feedback = g_string_free (s, FALSE);
  return FALSE;
}

/**
 * ft_lesson_exercise_check_fix:
 * @position: the tile changed, from 0
 * @tile: what it was changed to
 * @feedback: (out): the engine's verdict on the changed line, in words
 *
 * Right when the line with that one change is a valid equation under the
 * exercise's rules (scrabble R11-R17); any such change is right, not only
 * the one the author had in mind.
 */
gboolean
ft_lesson_exercise_check_fix (const FtLessonExercise  *exercise,
                              guint                    position,
                              FtEqTile                 tile,
                              char                   **feedback)
{
  guint8 line[FT_EQ_MAX_TILES];
  FtEqVerdict verdict;
  g_autofree char *text = NULL;
  g_autofree char *why = NULL;
  GString *s;
  gboolean valid;

  g_return_val_if_fail (exercise->kind == FT_EXERCISE_FIX_EQUATION, FALSE);

  if (position >= exercise->n_tiles || tile >= FT_EQ_N_TILES || exercise->tiles[position] == tile)
    {
      *feedback = g_strdup (_("Change one tile first: pick it with the arrow keys, then type the tile it should be."));
      return FALSE;
    }

  valid = check_changed (exercise, position, tile, line, &verdict);
  text = ft_eq_tiles_to_string (line, exercise->n_tiles);
  s = g_string_new (NULL);
  if (valid)
    {
      why = ft_eq_verdict_reason (&verdict, line, exercise->n_tiles);
      /* Translators: "Correct: 1 + 1 = 1 0 is valid: every part is 10 (2)." */
      g_string_append_printf (s, _("Correct: %s is valid: %s."), text, why);
      ft_lesson_append_explain (s, exercise);
    }
  else
    {
      why = ft_eq_verdict_describe (&verdict, line, exercise->n_tiles);
      /* Translators: "Not yet: 1 + 1 = 1 1 is not valid: part 2 is 11 (3) but part 1 is 10 (2) (the rule that every part has the same value)." */
      g_string_append_printf (s, _("Not yet: %s is not valid: %s."), text, why);
    }
  *feedback = g_string_free (s, FALSE);
  return valid;
}
