/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-rng.h"
#include "practice-mastery.h"

/* The weight of the newest answer: about the last eight answers count. */
#define RATE 0.25
/* Mastery from which a skill is at level 2, 3; prerequisites open at 2. */
#define LEVEL_2 0.5
#define LEVEL_3 0.8

static const gint64 intervals[FT_PR_N_INTERVALS] = { 1, 3, 7, 14, 30, 60 };

/* Seconds a correct answer may take before the speed term lowers its score. */
static const double target_seconds[FT_PR_MAX_LEVEL + 1] = { 0, 20, 30, 45 };

void
ft_pr_learner_init (FtPrLearner *learner)
{
  memset (learner, 0, sizeof *learner);
}

gint64
ft_pr_interval_days (guint box)
{
  return intervals[MIN (box, FT_PR_N_INTERVALS - 1)];
}

guint
ft_pr_learner_level (const FtPrLearner *learner,
                     FtPrSkillId        skill)
{
  double m = learner->skills[skill].mastery;

  return m >= LEVEL_3 ? 3 : m >= LEVEL_2 ? 2 : 1;
}

/*
 * One answer.  Score: 0 when wrong; 1 when right within the level's target
 * time, less (down to 0.6) the longer it took past it (@seconds <= 0: not
 * timed).  Mastery moves a quarter of the way to the score.
 *
 * Spacing: a right answer when the skill is due (or new) puts it in the next
 * box and brings it back after that box's interval; right answers before
 * then change only the mastery, so a long session does not jump boxes.  A
 * wrong answer sends it back to the first box: tomorrow.
 */
void
ft_pr_learner_record (FtPrLearner *learner,
                      FtPrSkillId  skill,
                      gboolean     correct,
                      double       seconds,
                      gint64       now)
{
  FtPrSkillState *s;
  double score = 0;

  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  s = &learner->skills[skill];
  if (correct)
    {
      double target = target_seconds[ft_pr_learner_level (learner, skill)];

      score = seconds <= 0 || seconds <= target ? 1.0 : MAX (0.6, target / seconds);
    }
  s->mastery += RATE * (score - s->mastery);
  s->n_answers++;
  s->n_correct += correct ? 1 : 0;

  if (!correct)
    {
      s->box = 0;
      s->due = now + intervals[0] * FT_PR_DAY;
    }
  else if (s->due == 0 || now >= s->due)
    {
      s->due = now + intervals[MIN (s->box, FT_PR_N_INTERVALS - 1)] * FT_PR_DAY;
      s->box = MIN (s->box + 1, FT_PR_N_INTERVALS - 1);
    }
  s->last = now;
}

/* A skill opens when every prerequisite has reached level 2. */
gboolean
ft_pr_learner_unlocked (const FtPrLearner *learner,
                        FtPrSkillId        skill)
{
  const FtPrSkill *info = ft_pr_skill_get (skill);

  for (guint i = 0; i < FT_PR_MAX_PREREQS && info->prereqs[i] >= 0; i++)
    if (learner->skills[info->prereqs[i]].mastery < LEVEL_2)
      return FALSE;
  return TRUE;
}

gboolean
ft_pr_learner_is_due (const FtPrLearner *learner,
                      FtPrSkillId        skill,
                      gint64             now)
{
  gint64 due = learner->skills[skill].due;

  return due != 0 && now >= due;
}

/*
 * The skills a session practises, best first: due skills (most overdue
 * first), then open skills not yet at level 3 (weakest first, map order on
 * ties).  Returns how many it wrote.
 */
static guint
candidates (const FtPrLearner *learner,
            gint64             now,
            FtPrSkillId        out[FT_PR_N_SKILLS])
{
  guint n = 0, n_due;

  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (ft_pr_learner_is_due (learner, i, now))
      out[n++] = i;
  /* insertion sort by due time: a handful of skills */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && learner->skills[out[j]].due < learner->skills[out[j - 1]].due; j--)
      {
        FtPrSkillId t = out[j];
        out[j] = out[j - 1];
        out[j - 1] = t;
      }
  n_due = n;
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (!ft_pr_learner_is_due (learner, i, now) && ft_pr_learner_unlocked (learner, i) &&
        learner->skills[i].mastery < LEVEL_3 &&
        (learner->skills[i].due == 0 || learner->skills[i].mastery < LEVEL_2))
      out[n++] = i;
  for (guint i = n_due + 1; i < n; i++)
    for (guint j = i; j > n_due && learner->skills[out[j]].mastery < learner->skills[out[j - 1]].mastery; j--)
      {
        FtPrSkillId t = out[j];
        out[j] = out[j - 1];
        out[j - 1] = t;
      }
  return n;
}

/* What to practise next, or -1 when nothing is due or open. */
int
ft_pr_learner_next (const FtPrLearner *learner,
                    gint64             now)
{
  FtPrSkillId out[FT_PR_N_SKILLS];

  return candidates (learner, now, out) > 0 ? (int) out[0] : -1;
}

/* Ten exercises over @skills, interleaved (A B C A B C …), each at the
 * learner's level (or at @level when there is no @learner), their seeds
 * drawn from @seed. */
static guint
interleave (const FtPrLearner *learner,
            guint              level,
            const FtPrSkillId *skills,
            guint              n,
            guint64            seed,
            FtPrSessionItem    items[FT_PR_SESSION_LENGTH])
{
  FtRng rng;

  ft_rng_init (&rng, seed);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    {
      items[i].skill = skills[i % n];
      items[i].level = learner ? ft_pr_learner_level (learner, items[i].skill)
                               : CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
      items[i].seed = ft_rng_next (&rng);
    }
  return FT_PR_SESSION_LENGTH;
}

/*
 * A session of FT_PR_SESSION_LENGTH exercises over at most four skills,
 * interleaved (A B C A B C …) because mixed practice is remembered better
 * than blocks.  Each exercise at the skill's level, its seed drawn from
 * @seed: the same learner, time and seed give the same session.
 */
guint
ft_pr_session_plan (const FtPrLearner *learner,
                    gint64             now,
                    guint64            seed,
                    FtPrSessionItem    items[FT_PR_SESSION_LENGTH])
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n = MIN (candidates (learner, now, skills), 4);

  if (n == 0)
    {
      /* Everything mastered and nothing due: review the weakest. */
      skills[0] = 0;
      for (guint i = 1; i < FT_PR_N_SKILLS; i++)
        if (learner->skills[i].mastery < learner->skills[skills[0]].mastery)
          skills[0] = i;
      n = 1;
    }
  return interleave (learner, 0, skills, n, seed, items);
}

/* "Practise this": a session of one skill. */
guint
ft_pr_skill_plan (FtPrSkillId     skill,
                  guint           level,
                  guint64         seed,
                  FtPrSessionItem items[FT_PR_SESSION_LENGTH])
{
  return interleave (NULL, level, &skill, 1, seed, items);
}

/*
 * "Practise this" at the end of a lesson: a session over the skills the
 * lesson trains, interleaved like a daily session, each at the learner's
 * level.  0 when the lesson trains no skill of the map.
 */
guint
ft_pr_lesson_plan (const FtPrLearner *learner,
                   const char        *lesson_id,
                   guint64            seed,
                   FtPrSessionItem    items[FT_PR_SESSION_LENGTH])
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n = ft_pr_skills_for_lesson (lesson_id, skills);

  if (n == 0)
    return 0;
  return interleave (learner, 0, skills, n, seed, items);
}

/*
 * Set codes: eight characters of Crockford's base 32 (no I, L, O, U, so
 * that a code read out loud is not misheard), shown as XXXX-XXXX.  40 bits:
 * 5 for the skill (FT_PR_SET_MIX: the skills a class meets first, mixed),
 * 2 for the level, 28 for the seed and 5 for a check that catches one
 * misheard character.
 */
static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* A mixed set's number in a code: the map had 26 skills when codes were
 * first handed out, and the mix came after them.  Skills added since are
 * numbered one up, so that every code given out reads the same set. */
#define CODE_MIX 26

/* The five bits of the skill hold 31 numbers and one more, CODE_WIDE:
 * the skills from CODE_WIDE - 1 on (issue 22 added five) take it, and
 * the seed's top four bits say which of them, the seed keeping 24. */
#define CODE_WIDE 31
#define CODE_WIDE_SHIFT 24

static guint
code_number (guint skill_or_mix)
{
  if (skill_or_mix == FT_PR_SET_MIX)
    return CODE_MIX;
  return skill_or_mix < CODE_MIX ? skill_or_mix : MIN (skill_or_mix + 1, CODE_WIDE);
}

static guint
code_skill (guint number)
{
  if (number == CODE_MIX)
    return FT_PR_SET_MIX;
  if (number < CODE_MIX)
    return number;
  return number - 1 < FT_PR_N_SKILLS ? number - 1 : G_MAXUINT;  /* no such skill yet */
}

G_STATIC_ASSERT (FT_PR_N_SKILLS >= CODE_MIX && FT_PR_N_SKILLS < CODE_WIDE - 1 + 16);

static guint
check_of (guint64 payload)
{
  guint sum = 0;

  for (guint i = 0; i < 7; i++)
    sum += (i + 1) * ((payload >> (5 * i)) & 31);
  return sum % 31;
}

char *
ft_pr_set_code_make (guint   skill_or_mix,
                     guint   level,
                     guint32 seed)
{
  guint64 payload;
  guint64 all;
  char out[10];
  guint j = 0;

  g_return_val_if_fail (skill_or_mix <= FT_PR_SET_MIX, NULL);
  level = CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
  if (code_number (skill_or_mix) == CODE_WIDE)
    seed = ((skill_or_mix - (CODE_WIDE - 1)) << CODE_WIDE_SHIFT) | (seed & ((1u << CODE_WIDE_SHIFT) - 1));
  payload = ((guint64) code_number (skill_or_mix) << 30) | ((guint64) (level - 1) << 28) | (seed & 0xFFFFFFF);
  all = (payload << 5) | check_of (payload);
  for (int i = 7; i >= 0; i--)
    {
      out[j++] = alphabet[(all >> (5 * i)) & 31];
      if (i == 4)
        out[j++] = '-';
    }
  out[j] = '\0';
  return g_strdup (out);
}

static int
decode_char (char c)
{
  c = g_ascii_toupper (c);
  if (c == 'O')
    c = '0';
  else if (c == 'I' || c == 'L')
    c = '1';
  for (guint i = 0; i < 32; i++)
    if (alphabet[i] == c)
      return i;
  return -1;
}

gboolean
ft_pr_set_code_parse (const char *code,
                      guint      *skill_or_mix,
                      guint      *level,
                      guint32    *seed)
{
  guint64 all = 0, payload;
  guint n = 0;
  guint skill, lvl;

  g_return_val_if_fail (code != NULL, FALSE);

  for (const char *c = code; *c; c++)
    {
      int d;

      if (*c == '-' || *c == ' ')
        continue;
      d = decode_char (*c);
      if (d < 0 || n == 8)
        return FALSE;
      all = (all << 5) | (guint) d;
      n++;
    }
  if (n != 8)
    return FALSE;
  payload = all >> 5;
  if ((all & 31) != check_of (payload))
    return FALSE;
  skill = code_skill (payload >> 30);
  if ((payload >> 30) == CODE_WIDE)
    {
      skill = CODE_WIDE - 1 + ((payload >> CODE_WIDE_SHIFT) & 15);
      if (skill >= FT_PR_N_SKILLS)
        return FALSE;  /* no such skill yet */
      payload &= ~(G_GUINT64_CONSTANT (15) << CODE_WIDE_SHIFT);
    }
  lvl = ((payload >> 28) & 3) + 1;
  if (skill > FT_PR_SET_MIX || lvl > FT_PR_MAX_LEVEL)
    return FALSE;
  *skill_or_mix = skill;
  *level = lvl;
  *seed = payload & 0xFFFFFFF;
  return TRUE;
}

/* The exercises of a set code; 0 when the code is not valid. */
guint
ft_pr_set_plan (const char      *code,
                FtPrSessionItem  items[FT_PR_SESSION_LENGTH])
{
  /* The skills a mixed set draws from: those with one-line questions that
   * a class meets first. */
  static const FtPrSkillId mix[] = {
    FT_PR_SKILL_BIN2DEC, FT_PR_SKILL_DEC2BIN, FT_PR_SKILL_HEX2BIN, FT_PR_SKILL_OR,
    FT_PR_SKILL_AND, FT_PR_SKILL_XOR, FT_PR_SKILL_NOT, FT_PR_SKILL_ROTL, FT_PR_SKILL_ADD,
    FT_PR_SKILL_SUB,
  };
  guint skill, level;
  guint32 seed;
  FtRng rng;

  if (!ft_pr_set_code_parse (code, &skill, &level, &seed))
    return 0;
  if (skill != FT_PR_SET_MIX)
    return ft_pr_skill_plan (skill, level, seed, items);

  ft_rng_init (&rng, seed);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    {
      items[i].skill = mix[ft_rng_below (&rng, G_N_ELEMENTS (mix))];
      items[i].level = level;
      items[i].seed = ft_rng_next (&rng);
    }
  return FT_PR_SESSION_LENGTH;
}
