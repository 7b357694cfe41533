/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ft-lesson.h"
#include "ft-lesson-private.h"
#include "practice/practice-diagnose.h"

/* Checking a learner's answers to a lesson's exercises, their worked
 * solutions, and the numbers and bits they are written in. */

/* A number as a learner (or a lesson's answer attribute) writes it in
 * @base: spaces, underscores and a 0x or 0b prefix are fine. */
gboolean
ft_lesson_parse_number (const char *text,
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
gboolean
ft_lesson_fix_is_valid (const FtLessonExercise *ex,
                        guint                   position,
                        FtEqTile                tile,
                        guint8                  line[FT_EQ_MAX_TILES],
                        FtEqVerdict            *verdict)
{
  memcpy (line, ex->tiles, ex->n_tiles);
  line[position] = tile;
  return ft_eq_check (line, ex->n_tiles, &ex->rules, verdict);
}

char *
ft_lesson_format_bits (guint value,
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
  /* a negative decimal answer is kept as its two's complement (ft_lesson_parse_number) */
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
        answer = ft_lesson_format_bits (value, pr->width);
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
  answer = exercise->kind == FT_EXERCISE_BITS ? ft_lesson_format_bits (exercise->answer_bits, exercise->width)
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
  bits = ft_lesson_format_bits (exercise->answer_bits, exercise->width);
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
    g_autofree char *row = ft_lesson_format_bits (value, exercise->width);
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

  if (!ft_lesson_parse_number (text, exercise->base, &value))
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

  valid = ft_lesson_fix_is_valid (exercise, position, tile, line, &verdict);
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
