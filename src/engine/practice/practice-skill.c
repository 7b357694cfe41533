/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-skill.h"

#define NONE { -1, -1, -1 }
#define P1(a) { a, -1, -1 }
#define P2(a, b) { a, b, -1 }
#define P3(a, b, c) { a, b, c }

/*
 * The skill map as data.  The lesson → skill mapping lives here rather than
 * in the lesson files, so that a lesson names no skill it does not train and
 * the map can be read (and tested) in one place.  Prerequisites follow the
 * order in which the lessons teach: place values before reading 10001 as 17,
 * addition before subtraction, the bit operations before masks.
 */
static const FtPrSkill skills[FT_PR_N_SKILLS] = {
  { "place-values", N_("Place values"), N_("place value of bit 4 → 16"),
    FT_PR_ANSWER_DECIMAL, NONE, { "bits-and-hex", "bigger-numbers" } },
  { "bin2dec", N_("Binary to decimal"), N_("10110 → 22"),
    FT_PR_ANSWER_DECIMAL, P1 (FT_PR_SKILL_PLACE_VALUES), { "bits-and-hex", "bigger-numbers" } },
  { "dec2bin", N_("Decimal to binary"), N_("22 → 10110"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "bits-and-hex", "bigger-numbers" } },
  { "hex2bin", N_("Hexadecimal to binary"), N_("A3 → 10100011"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_BIN2DEC), { "bits-and-hex", "bigger-numbers" } },
  { "or", N_("OR"), N_("1011 OR 0110 → 1111"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "flipbits-or" } },
  { "and", N_("AND"), N_("1011 AND 0110 → 0010"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "flipbits-and" } },
  { "xor", N_("XOR"), N_("1011 XOR 0110 → 1101"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_OR), { "flipbits-xor" } },
  { "not", N_("NOT"), N_("NOT 0101 → 1010"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "flipbits-not" } },
  { "rotl", N_("Rotate left"), N_("ROTATE LEFT 0110 → 1100"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "flipbits-rotate", "shifts-rotations" } },
  { "rotr", N_("Rotate right"), N_("ROTATE RIGHT 0110 → 0011"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_ROTL), { "flipbits-rotate", "shifts-rotations" } },
  { "shifts", N_("Shifts"), N_("SHL 0110 → 1100"),
    FT_PR_ANSWER_BINARY, P2 (FT_PR_SKILL_ROTL, FT_PR_SKILL_ROTR), { "shifts-rotations" } },
  { "masks", N_("Masks: set, clear, flip a bit"), N_("SET BIT 2 OF 1001 → 1101"),
    FT_PR_ANSWER_BINARY, P3 (FT_PR_SKILL_OR, FT_PR_SKILL_AND, FT_PR_SKILL_XOR),
    { "flipbits-masks", "flipbits-copy-flip", "boolean-laws" } },
  { "laws", N_("Boolean laws"), N_("NOT (1010 AND 0110) → 1101"),
    FT_PR_ANSWER_BINARY, P2 (FT_PR_SKILL_MASKS, FT_PR_SKILL_NOT), { "boolean-laws" } },
  { "add", N_("Addition with carries"), N_("10110 + 111 → 11101"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_BIN2DEC), { "binary-arithmetic" } },
  { "sub", N_("Subtraction with borrows"), N_("10110 - 111 → 1111"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_ADD), { "binary-arithmetic" } },
  { "mul", N_("Multiplication"), N_("101 × 11 → 1111"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_ADD), { "binary-arithmetic" } },
  { "div", N_("Division"), N_("1100 ÷ 11 → 100"),
    FT_PR_ANSWER_BINARY, P2 (FT_PR_SKILL_MUL, FT_PR_SKILL_SUB), { "binary-arithmetic" } },
  { "negative", N_("Negative numbers in a fixed width"), N_("NEG 0011 → 1101"),
    FT_PR_ANSWER_BINARY, P2 (FT_PR_SKILL_NOT, FT_PR_SKILL_ADD), { "negative-numbers" } },
  { "precedence", N_("Reading precedence"), N_("1 + 10 × 11 → 111"),
    FT_PR_ANSWER_BINARY, P2 (FT_PR_SKILL_ADD, FT_PR_SKILL_MUL), { "reading-equations" } },
  { "evaluate", N_("Evaluating an equation"), N_("NOT 10 OR 1 + 1 → 11"),
    FT_PR_ANSWER_BINARY, P3 (FT_PR_SKILL_PRECEDENCE, FT_PR_SKILL_OR, FT_PR_SKILL_AND),
    { "reading-equations" } },
  { "valid", N_("Judging an equation valid"), N_("11 + 1 = 100 → yes"),
    FT_PR_ANSWER_YES_NO, P1 (FT_PR_SKILL_EVALUATE), { "reading-equations", "playing-equations" } },
  { "flipbits", N_("Solving in FLIP BITS"), N_("MEMORY 0110, GOAL 1111, HEX 3, hand ROTATE LEFT and XOR → 2 cards"),
    FT_PR_ANSWER_DECIMAL, P3 (FT_PR_SKILL_MASKS, FT_PR_SKILL_ROTL, FT_PR_SKILL_NOT),
    { "flipbits-solve", "flipbits-strategy" } },
  { "dice", N_("Winning moves in FLIP"), N_("your dice 2 and 5, theirs 1 and 3, 4 in the middle, your turn → flip the 2"),
    FT_PR_ANSWER_DICE_MOVE, NONE, { "dice-flipping" } },
  { "hilo", N_("Hi or Lo: the better odds"),
    N_("top card 60, cards seen 12 35 58 73 91: more unseen cards are lower → lo"),
    FT_PR_ANSWER_HI_LO, NONE, { "hilo-chance" } },
  { "flipchain", N_("Flips in Flipchain"),
    N_("Red on c1 c5 e1, Blue on c2 c4 d2 d3, Red plays c3 → 3 discs flip"),
    FT_PR_ANSWER_DECIMAL, NONE, { "flipchain-paths" } },
  { "flipchain-loops", N_("Loops in Flipchain"),
    N_("Red on b2 b3 c2 c4 d2 d3: a loop? → yes, round c3"),
    FT_PR_ANSWER_YES_NO, P1 (FT_PR_SKILL_FLIPCHAIN), { "flipchain-paths" } },
  { "bin2hex", N_("Binary to hexadecimal"), N_("10100011 → A3"),
    FT_PR_ANSWER_HEX, P1 (FT_PR_SKILL_HEX2BIN), { "bits-and-hex", "bigger-numbers" } },
  { "hilo-count", N_("Counting in Hi Lo: cards and points"),
    N_("the pile 34 50 61 70 72 → 23 points"),
    FT_PR_ANSWER_DECIMAL, NONE, { "hilo-chance" } },
  { "dice-rules", N_("FLIP rules: flips and change"),
    N_("your 6 trashed, the middle 1 2 4 6 → 5 pips of change"),
    FT_PR_ANSWER_DECIMAL, NONE, { "dice-flipping" } },
  { "count-up", N_("Counting in binary"), N_("the number after 1011 → 1100"),
    FT_PR_ANSWER_BINARY, P1 (FT_PR_SKILL_PLACE_VALUES), { "counting-binary" } },
  { "adder", N_("Adders: from logic to arithmetic"),
    N_("a full adder on 1, 1 and a carry in of 0 → carry 1, sum 0: 10"),
    FT_PR_ANSWER_BINARY, P3 (FT_PR_SKILL_XOR, FT_PR_SKILL_AND, FT_PR_SKILL_ADD), { "logic-to-arithmetic" } },
  { "signed", N_("Reading signed numbers"), N_("1101 in four bits of two's complement → -3"),
    FT_PR_ANSWER_SIGNED, P1 (FT_PR_SKILL_NEGATIVE), { "signed-numbers" } },
  { "overflow", N_("Overflow in signed addition"), N_("0111 + 0001 in four bits: overflow? → yes"),
    FT_PR_ANSWER_YES_NO, P1 (FT_PR_SKILL_SIGNED), { "signed-numbers" } },
  { "scrabble-valid", N_("Valid by Binary Number Scrabble's rules"), N_("1 + 01 = 10 → no: a leading zero"),
    FT_PR_ANSWER_YES_NO, P1 (FT_PR_SKILL_VALID), { "scrabble-validity" } },
};

const FtPrSkill *
ft_pr_skill_get (FtPrSkillId id)
{
  g_return_val_if_fail ((guint) id < FT_PR_N_SKILLS, NULL);
  return &skills[id];
}

gboolean
ft_pr_skill_from_id (const char  *text,
                     FtPrSkillId *id)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (strcmp (skills[i].id, text) == 0)
      {
        *id = i;
        return TRUE;
      }
  return FALSE;
}

/* The skills a lesson trains, in map order; their count. */
guint
ft_pr_skills_for_lesson (const char  *lesson_id,
                         FtPrSkillId  out[FT_PR_N_SKILLS])
{
  guint n = 0;

  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    for (guint j = 0; j < FT_PR_MAX_LESSONS && skills[i].lessons[j] != NULL; j++)
      if (g_strcmp0 (skills[i].lessons[j], lesson_id) == 0)
        {
          out[n++] = i;
          break;
        }
  return n;
}

/* Levels 1-3 write numbers of 4, 6 and 8 bits (issue 12). */
guint
ft_pr_level_width (guint level)
{
  level = CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
  return 2 + 2 * level;
}
