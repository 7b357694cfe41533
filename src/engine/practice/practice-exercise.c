/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "dice/dice-hint.h"
#include "equation/equation-check.h"
#include "equation/equation-trace.h"
#include "flipbits/flipbits-solver.h"
#include "flipchain/flipchain-board.h"
#include "hilo/hilo-ai.h"
#include "hilo/hilo-view.h"

/* ---- shared helpers (practice-private.h) ---- */

guint64
pr_width_mask (guint width)
{
  return width >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << width) - 1;
}

guint64
pr_reverse (guint64 value,
            guint   width)
{
  guint64 r = 0;

  for (guint i = 0; i < width; i++)
    if (value & (G_GUINT64_CONSTANT (1) << i))
      r |= G_GUINT64_CONSTANT (1) << (width - 1 - i);
  return r;
}

guint64
pr_op_apply (PrOp    op,
             guint64 a,
             guint64 b,
             guint   width)
{
  guint64 m = pr_width_mask (width);

  a &= m;
  b &= m;
  switch (op)
    {
    case PR_OP_OR: return a | b;
    case PR_OP_AND: return a & b;
    case PR_OP_XOR: return a ^ b;
    case PR_OP_NOT: return ~a & m;
    case PR_OP_ROTL: return ((a << 1) | (a >> (width - 1))) & m;
    case PR_OP_ROTR: return ((a >> 1) | (a << (width - 1))) & m;
    case PR_OP_SHL: return (a << 1) & m;
    case PR_OP_SHR: return a >> 1;
    default: g_return_val_if_reached (0);
    }
}

guint64
pr_law_value (PrLaw   law,
              guint64 a,
              guint64 b,
              guint   width)
{
  guint64 m = pr_width_mask (width);

  switch (law)
    {
    case PR_LAW_AND_ZERO: return 0;
    case PR_LAW_OR_ONES: return m;
    case PR_LAW_XOR_SELF: return 0;
    case PR_LAW_XOR_ONES: return ~a & m;
    case PR_LAW_NOT_AND: return ~(a & b) & m;
    case PR_LAW_NOT_OR: return ~(a | b) & m;
    default: g_return_val_if_reached (0);
    }
}

/*
 * The value of an expression under @order, by the equation engine: the
 * expression becomes the first part of `EXPR = 0`, whose trace evaluates it
 * (the second part differing is an R16 fault, judged after evaluation).
 * FALSE when an operation fails (R14: below zero, a remainder).
 */
gboolean
pr_eval_tiles (const guint8 *tiles,
               guint         n_tiles,
               FtEqOrder     order,
               guint64      *value)
{
  FtEqRules rules = { order, FT_EQ_OPTION_XOR | FT_EQ_OPTION_LOOSE_NOT_ZEROS };
  guint8 line[FT_EQ_MAX_TILES];
  FtEqTrace trace;

  if (n_tiles + 2 > FT_EQ_MAX_TILES)
    return FALSE;
  memcpy (line, tiles, n_tiles);
  line[n_tiles] = FT_EQ_TILE_EQUALS;
  line[n_tiles + 1] = FT_EQ_TILE_0;
  ft_eq_explain (line, n_tiles + 2, &rules, &trace);
  if (trace.n_parts < 1 || !trace.parts[0].evaluated)
    return FALSE;
  *value = trace.parts[0].value;
  return TRUE;
}

char *
pr_column_name (guint column)
{
  /* Translators: a column of a written sum, named by its place value */
  return g_strdup_printf (_("the %us column"), (guint) 1 << column);
}

/* ---- what the generators share (practice-private.h) ---- */

char *
pr_bits (guint64 value,
         guint   width)
{
  return ft_eq_format_binary (value, width);
}

guint64
pr_below (FtRng  *rng,
          guint64 bound)
{
  return ft_rng_below (rng, (guint32) bound);
}

/* A number of exactly @n_bits bits (its top bit set). */
guint64
pr_with_bits (FtRng *rng,
              guint  n_bits)
{
  if (n_bits <= 1)
    return 1;
  return (G_GUINT64_CONSTANT (1) << (n_bits - 1)) | pr_below (rng, G_GUINT64_CONSTANT (1) << (n_bits - 1));
}

void
pr_step (FtPrExercise *ex,
         const char   *format,
         ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (ex->steps, g_strdup_vprintf (format, args));
  va_end (args);
}

void
pr_set_binary_answer (FtPrExercise *ex,
                      guint64       value,
                      guint         width)
{
  ex->value = value;
  ex->answer = pr_bits (value, width);
}

/*
 * The width of a fixed-width exercise: 6 and 8 bits at levels 2 and 3; at
 * level 1, 5 bits @fives times in three and 4 otherwise, since 4 bits
 * alone hold too few different questions (README.md: a session of 20 has
 * at least 10 different ones).  A rotation or a negative number whose
 * mistakes must show has only six in 4 bits: those take 5 bits more often.
 */
guint
pr_draw_width (FtPrExercise *ex,
               FtRng        *rng,
               guint         fives)
{
  if (ex->level == 1)
    ex->width = pr_below (rng, 3) < fives ? 5 : 4;
  return ex->width;
}

/* A number for the conversions: at level 1 one of 0-15 two times in
 * three, else one of 16-31 (so 0-7 come too, and a session still has ten
 * different numbers); levels 2 and 3, a number of exactly 6 or 8 bits. */
guint64
pr_draw_number (FtPrExercise *ex,
                FtRng        *rng)
{
  if (ex->level > 1)
    return pr_with_bits (rng, ex->width);
  if (pr_below (rng, 3) != 0)
    {
      ex->width = 4;
      return pr_below (rng, 16);
    }
  ex->width = 5;
  return 16 + pr_below (rng, 16);
}

/* "a, b and c", for a sentence. */
char *
pr_list_words (const char * const *words,
               guint               n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0 && i + 1 == n)
        /* Translators: between the last two items of a list, "4, 5 and 6" */
        g_string_append (s, _(" and "));
      else if (i > 0)
        /* Translators: between items of a list, "4, 5 and 6" */
        g_string_append (s, _(", "));
      g_string_append (s, words[i]);
    }
  return g_string_free (s, FALSE);
}

/* ---- generation: one file a family of skills ---- */

static FtPrExercise *
exercise_alloc (FtPrSkillId skill)
{
  FtPrExercise *ex = g_new0 (FtPrExercise, 1);

  ex->skill = skill;
  ex->steps = g_ptr_array_new_with_free_func (g_free);
  return ex;
}

FtPrExercise *
ft_pr_exercise_generate (FtPrSkillId skill,
                         guint       level,
                         FtRng      *rng)
{
  FtPrExercise *ex;

  g_return_val_if_fail ((guint) skill < FT_PR_N_SKILLS, NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  ex = exercise_alloc (skill);
  ex->level = CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
  ex->width = ft_pr_level_width (ex->level);

  switch (skill)
    {
    case FT_PR_SKILL_PLACE_VALUES: pr_gen_place_values (ex, rng); break;
    case FT_PR_SKILL_BIN2DEC: pr_gen_bin2dec (ex, rng); break;
    case FT_PR_SKILL_DEC2BIN: pr_gen_dec2bin (ex, rng); break;
    case FT_PR_SKILL_HEX2BIN: pr_gen_hex2bin (ex, rng); break;
    case FT_PR_SKILL_OR: pr_gen_binary_op (ex, rng, PR_OP_OR); break;
    case FT_PR_SKILL_AND: pr_gen_binary_op (ex, rng, PR_OP_AND); break;
    case FT_PR_SKILL_XOR: pr_gen_binary_op (ex, rng, PR_OP_XOR); break;
    case FT_PR_SKILL_NOT: pr_gen_unary_op (ex, rng, PR_OP_NOT); break;
    case FT_PR_SKILL_ROTL: pr_gen_unary_op (ex, rng, PR_OP_ROTL); break;
    case FT_PR_SKILL_ROTR: pr_gen_unary_op (ex, rng, PR_OP_ROTR); break;
    case FT_PR_SKILL_SHIFTS: pr_gen_unary_op (ex, rng, ft_rng_coin (rng) ? PR_OP_SHL : PR_OP_SHR); break;
    case FT_PR_SKILL_MASKS: pr_gen_masks (ex, rng); break;
    case FT_PR_SKILL_LAWS: pr_gen_laws (ex, rng); break;
    case FT_PR_SKILL_ADD: pr_gen_add (ex, rng); break;
    case FT_PR_SKILL_SUB: pr_gen_sub (ex, rng); break;
    case FT_PR_SKILL_MUL: pr_gen_mul (ex, rng); break;
    case FT_PR_SKILL_DIV: pr_gen_div (ex, rng); break;
    case FT_PR_SKILL_NEGATIVE: pr_gen_negative (ex, rng); break;
    case FT_PR_SKILL_PRECEDENCE: pr_gen_precedence (ex, rng); break;
    case FT_PR_SKILL_EVALUATE: pr_gen_evaluate (ex, rng); break;
    case FT_PR_SKILL_VALID: pr_gen_valid (ex, rng); break;
    case FT_PR_SKILL_FLIPBITS: pr_gen_flipbits (ex, rng); break;
    case FT_PR_SKILL_DICE: pr_gen_dice (ex, rng); break;
    case FT_PR_SKILL_HILO: pr_gen_hilo (ex, rng); break;
    case FT_PR_SKILL_FLIPCHAIN: pr_gen_flipchain (ex, rng); break;
    case FT_PR_SKILL_FLIPCHAIN_LOOPS: pr_gen_flipchain_loops (ex, rng); break;
    case FT_PR_SKILL_BIN2HEX: pr_gen_bin2hex (ex, rng); break;
    case FT_PR_SKILL_HILO_COUNT: pr_gen_hilo_count (ex, rng); break;
    case FT_PR_SKILL_DICE_RULES: pr_gen_dice_rules (ex, rng); break;
    default: g_assert_not_reached ();
    }
  return ex;
}

/* The same (skill, level, seed) gives the same exercise on every machine. */
FtPrExercise *
ft_pr_exercise_new (FtPrSkillId skill,
                    guint       level,
                    guint64     seed)
{
  FtRng rng;

  ft_rng_init (&rng, seed);
  return ft_pr_exercise_generate (skill, level, &rng);
}

/**
 * ft_pr_series_seed:
 * @stream: the series' seeds
 * @asked: (nullable): the questions of the series so far; the new one is added
 *
 * The seed of the next exercise of a series (a worksheet, a session):
 * the next seed of @stream whose question is not in @asked yet, when ten
 * draws find one.  A skill with few questions at a level (a rotation of 4
 * bits has six that show its mistakes) then still varies across a
 * session; the same stream gives the same series.
 */
guint64
ft_pr_series_seed (FtPrSkillId  skill,
                   guint        level,
                   FtRng       *stream,
                   GHashTable  *asked)
{
  guint64 seed = ft_rng_next (stream);

  if (asked == NULL)
    return seed;
  for (guint tries = 0;; tries++)
    {
      FtPrExercise *ex = ft_pr_exercise_new (skill, level, seed);
      gboolean fresh = !g_hash_table_contains (asked, ex->question);

      if (fresh || tries == 9)
        {
          g_hash_table_add (asked, g_steal_pointer (&ex->question));
          ft_pr_exercise_free (ex);
          return seed;
        }
      ft_pr_exercise_free (ex);
      seed = ft_rng_next (stream);
    }
}

G_DEFINE_QUARK (ft-pr-question-error-quark, ft_pr_question_error)

/* A word of 0s and 1s, at most 32 of them; its value and digit count. */
static gboolean
word_binary (const char *word,
             guint64    *value,
             guint      *n_digits)
{
  guint n = strlen (word);

  if (n == 0 || n > 32 || strspn (word, "01") != n)
    return FALSE;
  *value = g_ascii_strtoull (word, NULL, 2);
  if (n_digits)
    *n_digits = n;
  return TRUE;
}

static int
word_index (const char         *word,
            const char * const *list,
            guint               n)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (word, list[i]))
      return i;
  return -1;
}

/* The operator words of the arithmetic skills, each in the symbols the
 * equation engine reads too. */
static gboolean
arith_word (FtPrSkillId skill,
            const char *word)
{
  static const char *add[] = { "+" }, *sub[] = { "-" }, *mul[] = { "×", "x", "*" }, *div[] = { "÷", "/" };

  switch (skill)
    {
    case FT_PR_SKILL_ADD: return word_index (word, add, G_N_ELEMENTS (add)) >= 0;
    case FT_PR_SKILL_SUB: return word_index (word, sub, G_N_ELEMENTS (sub)) >= 0;
    case FT_PR_SKILL_MUL: return word_index (word, mul, G_N_ELEMENTS (mul)) >= 0;
    case FT_PR_SKILL_DIV: return word_index (word, div, G_N_ELEMENTS (div)) >= 0;
    default: return FALSE;
    }
}

/* The laws as the generator writes them: `NOT (1100 AND 1010)`, `NOT (x OR
 * y)`, `x AND 0000`, `x OR 1111`, `x XOR x`, `x XOR 1111`. */
static gboolean
parse_laws (FtPrExercise  *ex,
            char         **w,
            guint          n)
{
  guint width = 0, width_b = 0;
  guint64 m;

  if (n == 4 && g_str_equal (w[0], "NOT") && w[1][0] == '(' && g_str_has_suffix (w[3], ")"))
    {
      g_autofree char *b = g_strndup (w[3], strlen (w[3]) - 1);

      if (!word_binary (w[1] + 1, &ex->a, &width) || !word_binary (b, &ex->b, &width_b) ||
          width != width_b || (!g_str_equal (w[2], "AND") && !g_str_equal (w[2], "OR")))
        return FALSE;
      ex->width = width;
      ex->variant = g_str_equal (w[2], "AND") ? PR_LAW_NOT_AND : PR_LAW_NOT_OR;
      pr_build_laws (ex);
      return TRUE;
    }
  if (n != 3 || !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b) ||
      width != width_b)
    return FALSE;
  ex->width = width;
  m = pr_width_mask (width);
  if (g_str_equal (w[1], "AND") && ex->b == 0)
    ex->variant = PR_LAW_AND_ZERO;
  else if (g_str_equal (w[1], "OR") && ex->b == m)
    ex->variant = PR_LAW_OR_ONES;
  else if (g_str_equal (w[1], "XOR") && ex->b == ex->a)
    ex->variant = PR_LAW_XOR_SELF;
  else if (g_str_equal (w[1], "XOR") && ex->b == m)
    ex->variant = PR_LAW_XOR_ONES;
  else
    return FALSE;
  pr_build_laws (ex);
  return TRUE;
}

/* `RED c1 c5 BLUE c2 c4 RED PLAYS c3` on the side-3 board: Red may place
 * there (R5) and flips at least one disc (a generated question's form). */
static gboolean
parse_flipchain (FtPrExercise  *ex,
                 char         **w,
                 guint          n)
{
  const guint side = FT_FC_MIN_SIDE;
  FtFcBoard board;
  FtFcBits flips;
  FtFcColour colour = FT_FC_EMPTY;
  guint cell;

  ft_fc_board_init (&board, side);
  for (guint i = 0; i < n; i++)
    {
      if (i + 3 == n && g_str_equal (w[i], "RED") && g_str_equal (w[i + 1], "PLAYS"))
        {
          if (!ft_fc_cell_parse (side, w[i + 2], &cell) ||
              !ft_fc_board_is_legal (&board, FT_FC_RED, cell) ||
              ft_fc_board_flips (&board, FT_FC_RED, cell, &flips) == 0)
            return FALSE;
          pr_build_flipchain (ex, &board, cell);
          ex->width = side;
          return TRUE;
        }
      if (g_str_equal (w[i], "RED") || g_str_equal (w[i], "BLUE"))
        colour = w[i][0] == 'R' ? FT_FC_RED : FT_FC_BLUE;
      else if (g_str_equal (w[i], "-") && colour != FT_FC_EMPTY)
        continue;
      else if (colour == FT_FC_EMPTY || !ft_fc_cell_parse (side, w[i], &cell) ||
               ft_fc_board_get (&board, cell) != FT_FC_EMPTY)
        return FALSE;
      else
        ft_fc_board_set (&board, cell, colour);
    }
  return FALSE;
}

/* Fills @ex from @w, the question's words; FALSE when they do not fit the
 * skill's notation (the one the command line prints). */
static gboolean
parse_question (FtPrExercise *ex,
                const char   *text,
                char        **w,
                guint         n)
{
  static const char *ops[] = { "OR", "AND", "XOR", "NOT", "ROTL", "ROTR", "SHL", "SHR" };
  guint width = 0, width_b = 0;
  guint64 k;
  int op;

  switch (ex->skill)
    {
    case FT_PR_SKILL_PLACE_VALUES:
      /* PLACE 3, or PLACE 2 OF 0110: bit 2 of that number, a 1 */
      if ((n != 2 && n != 4) || !g_str_equal (w[0], "PLACE") ||
          !g_ascii_string_to_unsigned (w[1], 10, 0, 31, &k, NULL))
        return FALSE;
      ex->a = k;
      ex->width = k + 1;
      if (n == 4 && (!g_str_equal (w[2], "OF") || !word_binary (w[3], &ex->b, &ex->width) ||
                     k >= ex->width || !(ex->b & (G_GUINT64_CONSTANT (1) << k))))
        return FALSE;
      pr_build_place_values (ex);
      return TRUE;
    case FT_PR_SKILL_BIN2DEC:
      if (n != 1 || !word_binary (w[0], &ex->a, &ex->width))
        return FALSE;
      pr_build_bin2dec (ex);
      return TRUE;
    case FT_PR_SKILL_DEC2BIN:
      if (n != 1 || !g_ascii_string_to_unsigned (w[0], 10, 0, G_MAXUINT32, &ex->a, NULL))
        return FALSE;
      ex->width = MAX (1, ft_eq_bit_length (ex->a));
      pr_build_dec2bin (ex);
      return TRUE;
    case FT_PR_SKILL_HEX2BIN:
      if (n != 1 || strlen (w[0]) > 2 || !g_ascii_string_to_unsigned (w[0], 16, 0, 255, &ex->a, NULL))
        return FALSE;
      ex->variant = strlen (w[0]);
      ex->width = 4 * ex->variant;
      pr_build_hex2bin (ex);
      return TRUE;
    case FT_PR_SKILL_FLIPBITS:
      {
        FtFbProblem problem = { 0 };
        guint64 hex;

        /* MEMORY 1001 GOAL 0110 HEX 3 HAND ROTL NOT MXOR:0100 */
        if (n < 8 || n - 7 > FT_FB_SOLVE_MAX || !g_str_equal (w[0], "MEMORY") || !g_str_equal (w[2], "GOAL") ||
            !g_str_equal (w[4], "HEX") || !g_str_equal (w[6], "HAND") ||
            !word_binary (w[1], &ex->a, &width) || width != FT_FB_BITS ||
            !word_binary (w[3], &ex->b, &width_b) || width_b != FT_FB_BITS ||
            !g_ascii_string_to_unsigned (w[5], 16, 0, 15, &hex, NULL) || strlen (w[5]) != 1)
          return FALSE;
        problem.memory = ex->a;
        problem.goal = ex->b;
        problem.hex = hex;
        for (guint i = 7; i < n; i++)
          if (!ft_fb_card_parse (w[i], &problem.cards[problem.n_cards++]))
            return FALSE;
        ex->width = FT_FB_BITS;
        pr_build_flipbits (ex, &problem);
        return TRUE;
      }
    case FT_PR_SKILL_DICE_RULES:
      if (n == 2 && g_str_equal (w[0], "FLIP") && g_ascii_string_to_unsigned (w[1], 10, 1, 6, &ex->a, NULL))
        ex->variant = 0;
      else if (n >= 4 && n - 3 <= 8 && g_str_equal (w[0], "CHANGE") && g_str_equal (w[2], "MIDDLE") &&
               g_ascii_string_to_unsigned (w[1], 10, 1, 6, &ex->a, NULL))
        {
          ex->variant = 1;
          for (guint i = 3; i < n; i++)
            {
              guint64 face;

              if (!g_ascii_string_to_unsigned (w[i], 10, 1, 6, &face, NULL))
                return FALSE;
              ex->tiles[ex->n_tiles++] = face;
            }
        }
      else
        return FALSE;
      return pr_build_dice_rules (ex);
    case FT_PR_SKILL_HILO_COUNT:
      {
        guint first = 1;
        FtHiLoSet seen = { { 0, 0 } };

        if (n >= 3 && g_str_equal (w[1], "THAN") && (g_str_equal (w[0], "HIGHER") || g_str_equal (w[0], "LOWER")))
          {
            if (n != 3 || !g_ascii_string_to_unsigned (w[2], 10, 1, FT_HILO_N_CARDS, &ex->a, NULL))
              return FALSE;
            ex->variant = g_str_equal (w[0], "HIGHER") ? PR_HILO_HIGHER : PR_HILO_LOWER;
            pr_build_hilo_count (ex);
            return TRUE;
          }
        if (n >= 2 && g_str_equal (w[0], "PILE"))
          ex->variant = PR_HILO_PILE;
        else if (n >= 4 && (g_str_equal (w[0], "HI") || g_str_equal (w[0], "LO")) && g_str_equal (w[2], "HAND") &&
                 g_ascii_string_to_unsigned (w[1], 10, 1, FT_HILO_N_CARDS, &ex->a, NULL))
          {
            ex->variant = g_str_equal (w[0], "HI") ? PR_HILO_HAND_HI : PR_HILO_HAND_LO;
            ft_hilo_set_add (&seen, ex->a);
            first = 3;
          }
        else
          return FALSE;
        if (n - first > G_N_ELEMENTS (ex->tiles))
          return FALSE;
        for (guint i = first; i < n; i++)
          {
            guint64 card;

            if (!g_ascii_string_to_unsigned (w[i], 10, 1, FT_HILO_N_CARDS, &card, NULL) ||
                ft_hilo_set_has (seen, card))
              return FALSE;
            ft_hilo_set_add (&seen, card);
            ex->tiles[ex->n_tiles++] = card;
          }
        pr_build_hilo_count (ex);
        return TRUE;
      }
    case FT_PR_SKILL_BIN2HEX:
      {
        /* One or two groups of four bits, written together or apart. */
        g_autofree char *joined = g_strjoinv ("", w);

        if (n == 0 || n > 2 || !word_binary (joined, &ex->a, &ex->width) ||
            (ex->width != 4 && ex->width != 8) || (n == 2 && strlen (w[0]) != 4))
          return FALSE;
        ex->variant = ex->width / 4;
        pr_build_bin2hex (ex);
        return TRUE;
      }
    case FT_PR_SKILL_OR:
    case FT_PR_SKILL_AND:
    case FT_PR_SKILL_XOR:
      op = n == 3 ? word_index (w[1], ops, G_N_ELEMENTS (ops)) : -1;
      if (op != (int) (ex->skill - FT_PR_SKILL_OR) ||
          !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b) ||
          width != width_b)
        return FALSE;
      ex->width = width;
      pr_build_binary_op (ex, op);
      return TRUE;
    case FT_PR_SKILL_NOT:
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
      op = n == 2 ? word_index (w[0], ops, G_N_ELEMENTS (ops)) : -1;
      if (op < 0 || !word_binary (w[1], &ex->a, &ex->width) || ex->width < 2 ||
          (ex->skill == FT_PR_SKILL_NOT && op != PR_OP_NOT) ||
          (ex->skill == FT_PR_SKILL_ROTL && op != PR_OP_ROTL) ||
          (ex->skill == FT_PR_SKILL_ROTR && op != PR_OP_ROTR) ||
          (ex->skill == FT_PR_SKILL_SHIFTS && op != PR_OP_SHL && op != PR_OP_SHR))
        return FALSE;
      pr_build_unary_op (ex, op);
      return TRUE;
    case FT_PR_SKILL_MASKS:
      op = n == 5 ? word_index (w[0], pr_mask_words, G_N_ELEMENTS (pr_mask_words)) : -1;
      if (op < 0 || !g_str_equal (w[1], "BIT") || !g_str_equal (w[3], "OF") ||
          !word_binary (w[4], &ex->a, &ex->width) ||
          !g_ascii_string_to_unsigned (w[2], 10, 0, ex->width - 1, &ex->b, NULL))
        return FALSE;
      ex->variant = op;
      pr_build_masks (ex);
      return TRUE;
    case FT_PR_SKILL_ADD:
    case FT_PR_SKILL_SUB:
    case FT_PR_SKILL_MUL:
    case FT_PR_SKILL_DIV:
      if (n != 3 || !arith_word (ex->skill, w[1]) ||
          !word_binary (w[0], &ex->a, &width) || !word_binary (w[2], &ex->b, &width_b))
        return FALSE;
      ex->width = MAX (width, width_b);
      switch (ex->skill)
        {
        case FT_PR_SKILL_ADD: pr_build_add (ex); break;
        case FT_PR_SKILL_SUB:
          if (ex->b > ex->a)
            return FALSE;
          pr_build_sub (ex);
          break;
        case FT_PR_SKILL_MUL: pr_build_mul (ex); break;
        default:
          if (ex->b == 0 || ex->a % ex->b != 0)
            return FALSE;
          pr_build_div (ex);
          break;
        }
      return TRUE;
    case FT_PR_SKILL_NEGATIVE:
      if (n != 2 || !g_str_equal (w[0], "NEG") || !word_binary (w[1], &ex->a, &ex->width) ||
          ex->width < 2 || ex->a == 0 || ex->a >= G_GUINT64_CONSTANT (1) << (ex->width - 1))
        return FALSE;
      pr_build_negative (ex);
      return TRUE;
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_EVALUATE:
      {
        guint8 tiles[FT_EQ_MAX_TILES];

        if (!ft_eq_tiles_from_string (text, tiles, &ex->n_tiles, NULL) ||
            ex->n_tiles == 0 || ex->n_tiles + 2 > FT_EQ_MAX_TILES ||
            memchr (tiles, FT_EQ_TILE_EQUALS, ex->n_tiles) != NULL)
          return FALSE;
        memcpy (ex->tiles, tiles, ex->n_tiles);
        if (!pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_STANDARD, &ex->value))
          return FALSE;
        /* A reading that fails left to right is no reading to confuse. */
        if (!pr_eval_tiles (ex->tiles, ex->n_tiles, FT_EQ_ORDER_LTR, &ex->c))
          ex->c = ex->value;
        ex->width = 4;
        pr_build_expression (ex);
        return TRUE;
      }
    case FT_PR_SKILL_LAWS:
      return parse_laws (ex, w, n);
    case FT_PR_SKILL_FLIPCHAIN:
      return parse_flipchain (ex, w, n);
    default:
      return FALSE;
    }
}

/**
 * ft_pr_exercise_from_question:
 * @question: an exercise in the notation `flip-tutor-cli practice` prints
 *   (`101 + 11`, `ROTL 0110`, `SET BIT 2 OF 1001`, `1 + 10 × 11`…)
 *
 * The exercise of @skill that asks @question, with its answer and worked
 * steps, as a generator would have made it: lessons ask their own
 * questions and have them diagnosed by ft_pr_diagnose().  The validity,
 * FLIP (dice), Hi Lo and Flipchain loops skills take no question text.
 * Returns: (transfer full) (nullable): the exercise, or NULL with @error.
 */
FtPrExercise *
ft_pr_exercise_from_question (FtPrSkillId   skill,
                              const char   *question,
                              GError      **error)
{
  g_autoptr(FtPrExercise) ex = NULL;
  g_auto(GStrv) w = NULL;

  g_return_val_if_fail ((guint) skill < FT_PR_N_SKILLS, NULL);
  g_return_val_if_fail (question != NULL, NULL);

  ex = exercise_alloc (skill);
  w = g_strsplit_set (question, " \t", -1);
  {
    /* Runs of spaces make empty words: drop them. */
    guint n = 0;

    for (guint i = 0; w[i] != NULL; i++)
      if (*w[i] != '\0')
        w[n++] = w[i];
      else
        g_free (w[i]);
    w[n] = NULL;
  }
  if (!parse_question (ex, question, w, g_strv_length (w)))
    {
      g_set_error (error, FT_PR_QUESTION_ERROR, FT_PR_QUESTION_ERROR_INVALID,
                   "“%s” is not a question of the skill %s", question, ft_pr_skill_get (skill)->id);
      return NULL;
    }
  ex->level = ex->width <= 4 ? 1 : ex->width <= 6 ? 2 : 3;
  return g_steal_pointer (&ex);
}

void
ft_pr_exercise_free (FtPrExercise *ex)
{
  if (ex == NULL)
    return;
  g_free (ex->position);
  g_free (ex->question);
  g_free (ex->sentence);
  g_free (ex->answer);
  g_ptr_array_unref (ex->steps);
  g_free (ex);
}

/* Bits, spaces allowed between them (`1010 0011`); at most 64 digits. */
gboolean
ft_pr_parse_binary (const char *text,
                    guint64    *value,
                    guint      *n_digits)
{
  guint64 v = 0;
  guint n = 0;

  for (const char *c = text; *c; c++)
    {
      if (*c == ' ' || *c == '\t')
        continue;
      if ((*c != '0' && *c != '1') || n == 64)
        return FALSE;
      v = (v << 1) | (guint64) (*c - '0');
      n++;
    }
  if (n == 0)
    return FALSE;
  *value = v;
  if (n_digits)
    *n_digits = n;
  return TRUE;
}

gboolean
ft_pr_parse_decimal (const char *text,
                     guint64    *value)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  return g_ascii_string_to_unsigned (t, 10, 0, G_MAXUINT64, value, NULL);
}

/* HEX digits, either case, spaces allowed around them (`A3`, ` f `). */
gboolean
ft_pr_parse_hex (const char *text,
                 guint64    *value)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  return g_ascii_string_to_unsigned (t, 16, 0, G_MAXUINT64, value, NULL);
}

/* Whether @text answers @ex.  Leading zeros may be left out of bits, and
 * any winning move answers a dice exercise. */
gboolean
ft_pr_exercise_check (const FtPrExercise *ex,
                      const char         *text)
{
  guint64 v;

  g_return_val_if_fail (ex != NULL && text != NULL, FALSE);

  switch (ft_pr_skill_get (ex->skill)->answer)
    {
    case FT_PR_ANSWER_BINARY:
      return ft_pr_parse_binary (text, &v, NULL) && v == ex->value;
    case FT_PR_ANSWER_DECIMAL:
      return ft_pr_parse_decimal (text, &v) && v == ex->value;
    case FT_PR_ANSWER_HEX:
      return ft_pr_parse_hex (text, &v) && v == ex->value;
    case FT_PR_ANSWER_YES_NO:
    case FT_PR_ANSWER_HI_LO:
      {
        static const char *words[2][2] = { { "no", "yes" }, { "lo", "hi" } };
        g_autofree char *t = g_strstrip (g_ascii_strdown (text, -1));
        guint kind = ft_pr_skill_get (ex->skill)->answer == FT_PR_ANSWER_HI_LO;

        return g_str_equal (t, words[kind][ex->value != 0]);
      }
    case FT_PR_ANSWER_DICE_MOVE:
      {
        FtDicePos pos;
        FtDiceMove move;
        FtDiceHint hint;
        g_autofree char *t = g_strstrip (g_ascii_strdown (text, -1));

        if (!ft_dice_pos_from_string (&pos, ex->position, NULL) ||
            !ft_dice_move_from_string (&move, t, NULL) ||
            !ft_dice_hint_compute (pr_dice_table (), &pos, &hint))
          return FALSE;
        for (guint i = 0; i < hint.n_moves; i++)
          if (hint.moves[i].wins && ft_dice_move_equal (&hint.moves[i].move, &move))
            return TRUE;
        return FALSE;
      }
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* The worked solution, one step a line. */
char *
ft_pr_exercise_worked (const FtPrExercise *ex)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < ex->steps->len; i++)
    g_string_append_printf (s, "%s\n", (const char *) g_ptr_array_index (ex->steps, i));
  return g_string_free (s, FALSE);
}

/* Helpers fade: shown at level 1, on request at 2, hidden at 3. */
FtPrHelpers
ft_pr_helpers_for_level (guint level)
{
  return level <= 1 ? FT_PR_HELPERS_SHOWN : level == 2 ? FT_PR_HELPERS_ON_REQUEST : FT_PR_HELPERS_HIDDEN;
}

/* How a skill's helper shows at @level: hidden for a skill with none (a
 * Hi Lo card or a Flipchain cell is no binary number: card 10 is ten). */
FtPrHelpers
ft_pr_helpers_for_skill (FtPrSkillId skill,
                         guint       level)
{
  if (ft_pr_skill_helper (skill) == FT_PR_HELPER_NONE)
    return FT_PR_HELPERS_HIDDEN;
  return ft_pr_helpers_for_level (level);
}

/*
 * The helper that helps a skill (issue 21): the place values where a
 * number changes base, the column grid where sums carry and borrow, the
 * bit numbers where a bit is named or moves.  The equations and the games'
 * skills have none: place values say nothing about a die or a card.
 */
FtPrHelperKind
ft_pr_skill_helper (FtPrSkillId skill)
{
  switch (skill)
    {
    case FT_PR_SKILL_PLACE_VALUES:
    case FT_PR_SKILL_BIN2DEC:
    case FT_PR_SKILL_DEC2BIN:
    case FT_PR_SKILL_HEX2BIN:
    case FT_PR_SKILL_BIN2HEX:
      return FT_PR_HELPER_PLACE_VALUES;
    case FT_PR_SKILL_ADD:
    case FT_PR_SKILL_SUB:
    case FT_PR_SKILL_MUL:
    case FT_PR_SKILL_DIV:
    case FT_PR_SKILL_NEGATIVE:
      return FT_PR_HELPER_COLUMNS;
    case FT_PR_SKILL_OR:
    case FT_PR_SKILL_AND:
    case FT_PR_SKILL_XOR:
    case FT_PR_SKILL_NOT:
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
    case FT_PR_SKILL_MASKS:
    case FT_PR_SKILL_LAWS:
      return FT_PR_HELPER_BIT_NUMBERS;
    default:
      return FT_PR_HELPER_NONE;
    }
}
