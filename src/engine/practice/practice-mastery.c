/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-rng.h"
#include "practice-exercise.h"
#include "practice-mastery.h"

/* The weight of the newest answer: about the last eight answers count. */
#define RATE 0.25
/* Mastery from which a skill is at level 2, 3; prerequisites open at 2. */
#define LEVEL_2 0.5
#define LEVEL_3 0.8

static const gint64 intervals[FT_PR_N_INTERVALS] = { 1, 3, 7, 14, 30, 60 };

/* The least score of a right answer, however slow: above LEVEL_3, so that
 * speed never keeps a learner who is right from the top level. */
#define SLOW_SCORE 0.85
/* The weight of evidence from a lesson and from a game, against 1 for a
 * practice answer. */
#define LESSON_WEIGHT 0.5
#define GAME_WEIGHT 0.25
/* Past its due date a skill's mastery halves every HALF_LIFE × (box + 1)
 * days; away that long, its first review item is a level down. */
#define HALF_LIFE_DAYS 15
#define LONG_AWAY_DAYS 30

/* Seconds a right answer may take at level 1 before the speed term lowers
 * its score: reading a FLIP BITS hand or a Flipchain board takes longer
 * than a NOT.  Level 2 allows 1.5 times as long, level 3 twice. */
static double
target_seconds (FtPrSkillId skill)
{
  switch (skill)
    {
    case FT_PR_SKILL_PLACE_VALUES:
    case FT_PR_SKILL_NOT:
      return 15;
    case FT_PR_SKILL_BIN2DEC:
    case FT_PR_SKILL_DEC2BIN:
    case FT_PR_SKILL_HEX2BIN:
    case FT_PR_SKILL_BIN2HEX:
    case FT_PR_SKILL_OR:
    case FT_PR_SKILL_AND:
    case FT_PR_SKILL_XOR:
    case FT_PR_SKILL_ROTL:
    case FT_PR_SKILL_ROTR:
    case FT_PR_SKILL_SHIFTS:
      return 20;
    case FT_PR_SKILL_MASKS:
    case FT_PR_SKILL_LAWS:
    case FT_PR_SKILL_HILO_COUNT:
    case FT_PR_SKILL_DICE_RULES:
      return 30;
    case FT_PR_SKILL_ADD:
    case FT_PR_SKILL_SUB:
    case FT_PR_SKILL_NEGATIVE:
    case FT_PR_SKILL_PRECEDENCE:
    case FT_PR_SKILL_VALID:
    case FT_PR_SKILL_FLIPCHAIN_LOOPS:
      return 45;
    case FT_PR_SKILL_MUL:
    case FT_PR_SKILL_DIV:
    case FT_PR_SKILL_EVALUATE:
    case FT_PR_SKILL_DICE:
    case FT_PR_SKILL_HILO:
    case FT_PR_SKILL_FLIPCHAIN:
      return 60;
    case FT_PR_SKILL_FLIPBITS:
      return 90;
    default:
      return 30;
    }
}

double
ft_pr_skill_target_seconds (FtPrSkillId skill,
                            guint       level)
{
  static const double by_level[FT_PR_MAX_LEVEL + 1] = { 1, 1, 1.5, 2 };

  return target_seconds (skill) * by_level[CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL)];
}

/* The skills whose answer is one of two: a guess is right half the time. */
static gboolean
is_two_way (FtPrSkillId skill)
{
  FtPrAnswerKind kind = ft_pr_skill_get (skill)->answer;

  return kind == FT_PR_ANSWER_YES_NO || kind == FT_PR_ANSWER_HI_LO;
}

/* The games' strategy and rules skills: they come after the binary core. */
static gboolean
is_game_skill (FtPrSkillId skill)
{
  switch (skill)
    {
    case FT_PR_SKILL_FLIPBITS:
    case FT_PR_SKILL_DICE:
    case FT_PR_SKILL_HILO:
    case FT_PR_SKILL_FLIPCHAIN:
    case FT_PR_SKILL_FLIPCHAIN_LOOPS:
    case FT_PR_SKILL_HILO_COUNT:
    case FT_PR_SKILL_DICE_RULES:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The first lesson: a new learner's first session practises its skills. */
#define FIRST_LESSON "bits-and-hex"

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
 * The mastery shown at @now: past the due date it decays, halving every
 * HALF_LIFE_DAYS × (box + 1) days, so a skill well learnt fades slower.
 */
double
ft_pr_learner_mastery_at (const FtPrLearner *learner,
                          FtPrSkillId        skill,
                          gint64             now)
{
  const FtPrSkillState *s;
  double overdue_days;

  g_return_val_if_fail ((guint) skill < FT_PR_N_SKILLS, 0);

  s = &learner->skills[skill];
  if (s->due == 0 || now <= s->due)
    return s->mastery;
  overdue_days = (double) (now - s->due) / FT_PR_DAY;
  return s->mastery * pow (0.5, overdue_days / (HALF_LIFE_DAYS * (s->box + 1.0)));
}

guint
ft_pr_learner_level_at (const FtPrLearner *learner,
                        FtPrSkillId        skill,
                        gint64             now)
{
  double m = ft_pr_learner_mastery_at (learner, skill, now);

  return m >= LEVEL_3 ? 3 : m >= LEVEL_2 ? 2 : 1;
}

/* Mastery moves @weight × RATE of the way to @score. */
static void
move_mastery (FtPrSkillState *s,
              double          score,
              double          weight)
{
  s->mastery += weight * RATE * (score - s->mastery);
  s->mastery = CLAMP (s->mastery, 0, 1);
}

/*
 * One answer.  Score: 0 when wrong; 1 when right within the skill's target
 * time at its level (or untimed), less the longer it took past it, never
 * below SLOW_SCORE.  Mastery moves a quarter of the way to the score,
 * from its decayed value when the skill was overdue.
 *
 * A skill answered yes/no or hi/lo counts a right answer only as the
 * second of two in a row (a guess is right half the time); a wrong answer
 * counts at once.
 *
 * Spacing: a counted right answer when the skill is due (or new) puts it
 * in the next box and brings it back after that box's interval; right
 * answers before then change only the mastery, so a long session does not
 * jump boxes.  A wrong answer sends it back to the first box: tomorrow.
 */
void
ft_pr_learner_answer (FtPrLearner     *learner,
                      FtPrSkillId      skill,
                      gboolean         correct,
                      double           seconds,
                      FtPrRecordFlags  flags,
                      gint64           now)
{
  FtPrSkillState *s;
  double score = 0;

  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  s = &learner->skills[skill];
  s->mastery = ft_pr_learner_mastery_at (learner, skill, now);
  s->n_answers++;
  s->n_correct += correct ? 1 : 0;
  s->last = now;
  if (correct && is_two_way (skill) && s->streak == 0)
    {
      s->streak = 1;
      if (s->due == 0)
        s->due = now + intervals[0] * FT_PR_DAY;
      return;
    }
  s->streak = 0;
  if (correct)
    {
      double target = ft_pr_skill_target_seconds (skill, ft_pr_learner_level (learner, skill));

      score = (flags & FT_PR_RECORD_UNTIMED) || seconds <= 0 || seconds <= target
              ? 1.0 : MAX (SLOW_SCORE, target / seconds);
    }
  move_mastery (s, score, 1);

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
}

void
ft_pr_learner_record (FtPrLearner *learner,
                      FtPrSkillId  skill,
                      gboolean     correct,
                      double       seconds,
                      gint64       now)
{
  ft_pr_learner_answer (learner, skill, correct, seconds, FT_PR_RECORD_DEFAULT, now);
}

/*
 * A right answer outside practice: a lesson exercise right the first time
 * moves the mastery half as far as a practice answer, a best move in a
 * game a quarter as far (README.md: a lesson gives hints around it, a
 * game move may be found by luck).  It schedules a new skill for review
 * tomorrow and changes no box.
 */
void
ft_pr_learner_evidence (FtPrLearner  *learner,
                        FtPrSkillId   skill,
                        FtPrEvidence  source,
                        gint64        now)
{
  FtPrSkillState *s;

  g_return_if_fail ((guint) skill < FT_PR_N_SKILLS);

  s = &learner->skills[skill];
  s->mastery = ft_pr_learner_mastery_at (learner, skill, now);
  move_mastery (s, 1, source == FT_PR_EVIDENCE_LESSON ? LESSON_WEIGHT : GAME_WEIGHT);
  if (s->due == 0)
    s->due = now + intervals[0] * FT_PR_DAY;
  s->last = now;
}

/* A lesson completed opens the skills it trains. */
void
ft_pr_learner_lesson_completed (FtPrLearner *learner,
                                const char  *lesson_id)
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n = ft_pr_skills_for_lesson (lesson_id, skills);

  for (guint i = 0; i < n; i++)
    learner->skills[skills[i]].opened = TRUE;
}

/* Nothing practised, opened or placed yet: the first day. */
gboolean
ft_pr_learner_is_new (const FtPrLearner *learner)
{
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    if (learner->skills[i].n_answers > 0 || learner->skills[i].opened || learner->skills[i].mastery > 0)
      return FALSE;
  return TRUE;
}

/*
 * A skill opens when its lesson is completed or the placement check put
 * it (opened), when it has been practised, or when every prerequisite has
 * reached level 2.  The games' skills come after the binary core: without
 * their lesson they wait until place values and the conversions between
 * binary and decimal are at level 2.
 */
gboolean
ft_pr_learner_unlocked (const FtPrLearner *learner,
                        FtPrSkillId        skill)
{
  const FtPrSkill *info = ft_pr_skill_get (skill);
  const FtPrSkillState *s = &learner->skills[skill];

  if (s->opened || s->n_answers > 0)
    return TRUE;
  if (is_game_skill (skill) &&
      (learner->skills[FT_PR_SKILL_PLACE_VALUES].mastery < LEVEL_2 ||
       learner->skills[FT_PR_SKILL_BIN2DEC].mastery < LEVEL_2 ||
       learner->skills[FT_PR_SKILL_DEC2BIN].mastery < LEVEL_2))
    return FALSE;
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
    for (guint j = i; j > n_due && ft_pr_learner_mastery_at (learner, out[j], now) <
                                   ft_pr_learner_mastery_at (learner, out[j - 1], now); j--)
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

/* The level of a skill's next item at @now: the level shown; for the
 * first item after a long time away, a level below the one it had. */
static guint
item_level (const FtPrLearner *learner,
            FtPrSkillId        skill,
            gint64             now,
            gboolean           first)
{
  const FtPrSkillState *s = &learner->skills[skill];
  guint level = ft_pr_learner_level_at (learner, skill, now);

  if (first && s->due != 0 && now > s->due && now - s->due >= LONG_AWAY_DAYS * FT_PR_DAY)
    level = MIN (level, MAX (FT_PR_MIN_LEVEL, ft_pr_learner_level (learner, skill) - 1));
  return level;
}

/* Ten exercises over @skills, interleaved (A B C A B C …), each at the
 * learner's level at @now (or at @level when there is no @learner), their
 * seeds drawn from @seed. */
static guint
interleave (const FtPrLearner *learner,
            gint64             now,
            guint              level,
            const FtPrSkillId *skills,
            guint              n,
            guint64            seed,
            FtPrSessionItem    items[FT_PR_SESSION_LENGTH])
{
  g_autoptr(GHashTable) asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  FtRng rng;

  ft_rng_init (&rng, seed);
  for (guint i = 0; i < FT_PR_SESSION_LENGTH; i++)
    {
      items[i].skill = skills[i % n];
      items[i].level = learner ? item_level (learner, items[i].skill, now, i < n)
                               : CLAMP (level, FT_PR_MIN_LEVEL, FT_PR_MAX_LEVEL);
      items[i].seed = ft_pr_series_seed (items[i].skill, items[i].level, &rng, asked);
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
  guint n;

  /* The first day: the first lesson's skills, not the games' strategy. */
  if (ft_pr_learner_is_new (learner))
    {
      n = ft_pr_skills_for_lesson (FIRST_LESSON, skills);
      return interleave (learner, now, 0, skills, MIN (n, 4), seed, items);
    }
  n = MIN (candidates (learner, now, skills), 4);
  if (n == 0)
    {
      /* Everything mastered and nothing due: review the weakest. */
      skills[0] = 0;
      for (guint i = 1; i < FT_PR_N_SKILLS; i++)
        if (learner->skills[i].mastery < learner->skills[skills[0]].mastery)
          skills[0] = i;
      n = 1;
    }
  return interleave (learner, now, 0, skills, n, seed, items);
}

/* "Practise this": a session of one skill. */
guint
ft_pr_skill_plan (FtPrSkillId     skill,
                  guint           level,
                  guint64         seed,
                  FtPrSessionItem items[FT_PR_SESSION_LENGTH])
{
  return interleave (NULL, 0, level, &skill, 1, seed, items);
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
  return interleave (learner, G_MININT64, 0, skills, n, seed, items);
}

/*
 * "Try one like it" (after the worked solution of a second miss): the seed
 * of another exercise of the same skill, level and kind (the same
 * operation, law, mask or count) with a different question.  Falls back
 * to any other exercise of the skill when 64 draws find none.
 */
guint64
ft_pr_seed_like (const FtPrExercise *ex,
                 guint64             seed)
{
  FtRng rng;
  guint64 fallback;

  g_return_val_if_fail (ex != NULL, seed);

  ft_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x5851F42D4C957F2D));
  fallback = ft_rng_next (&rng);
  for (guint i = 0; i < 64; i++)
    {
      guint64 s = ft_rng_next (&rng);
      g_autoptr(FtPrExercise) other = ft_pr_exercise_new (ex->skill, ex->level, s);

      if (other->variant == ex->variant && g_strcmp0 (other->question, ex->question) != 0)
        return s;
    }
  return fallback;
}

/*
 * The placement check: two items in each of five strands, the strands
 * interleaved.  A strand's first item is at level 2; right, its second is
 * a harder skill at level 3, wrong, an easier one at level 1.  Two right:
 * the strand's skills start at level 3; right then wrong: level 2; wrong
 * then right: level 1 (open, from the start); two wrong: not placed.
 * Skills that build on a strand's (masks on the bit operations, division
 * on addition) start a level lower.
 */
typedef struct
{
  FtPrSkillId probe, harder, easier;
  FtPrSkillId core[6];       /* the strand's skills, FT_PR_N_SKILLS ends */
  FtPrSkillId further[4];    /* skills a level lower */
} Strand;

#define END FT_PR_N_SKILLS
static const Strand strands[FT_PR_N_STRANDS] = {
  { FT_PR_SKILL_BIN2DEC, FT_PR_SKILL_DEC2BIN, FT_PR_SKILL_PLACE_VALUES,
    { FT_PR_SKILL_PLACE_VALUES, FT_PR_SKILL_BIN2DEC, FT_PR_SKILL_DEC2BIN, END }, { END } },
  { FT_PR_SKILL_HEX2BIN, FT_PR_SKILL_BIN2HEX, FT_PR_SKILL_HEX2BIN,
    { FT_PR_SKILL_HEX2BIN, FT_PR_SKILL_BIN2HEX, END }, { END } },
  { FT_PR_SKILL_XOR, FT_PR_SKILL_MASKS, FT_PR_SKILL_AND,
    { FT_PR_SKILL_OR, FT_PR_SKILL_AND, FT_PR_SKILL_XOR, FT_PR_SKILL_NOT, FT_PR_SKILL_ROTL, END },
    { FT_PR_SKILL_ROTR, FT_PR_SKILL_SHIFTS, FT_PR_SKILL_MASKS, END } },
  { FT_PR_SKILL_ADD, FT_PR_SKILL_SUB, FT_PR_SKILL_ADD,
    { FT_PR_SKILL_ADD, FT_PR_SKILL_SUB, END },
    { FT_PR_SKILL_MUL, FT_PR_SKILL_DIV, FT_PR_SKILL_NEGATIVE, END } },
  { FT_PR_SKILL_EVALUATE, FT_PR_SKILL_PRECEDENCE, FT_PR_SKILL_EVALUATE,
    { FT_PR_SKILL_PRECEDENCE, FT_PR_SKILL_EVALUATE, END }, { FT_PR_SKILL_VALID, END } },
};
#undef END

void
ft_pr_placement_init (FtPrPlacement *placement,
                      guint64        seed)
{
  memset (placement, 0, sizeof *placement);
  placement->seed = seed;
}

/* The next item, FALSE when the check is over. */
gboolean
ft_pr_placement_next (const FtPrPlacement *placement,
                      FtPrSessionItem     *item)
{
  guint strand = placement->n_asked % FT_PR_N_STRANDS;
  const Strand *st = &strands[strand];
  FtRng rng;

  if (placement->n_asked >= 2 * FT_PR_N_STRANDS)
    return FALSE;
  if (placement->n_asked < FT_PR_N_STRANDS)
    {
      item->skill = st->probe;
      item->level = 2;
    }
  else if (placement->first[strand] == 2)
    {
      item->skill = st->harder;
      item->level = 3;
    }
  else
    {
      item->skill = st->easier;
      item->level = 1;
    }
  ft_rng_init (&rng, placement->seed + placement->n_asked);
  item->seed = ft_rng_next (&rng);
  return TRUE;
}

void
ft_pr_placement_answer (FtPrPlacement *placement,
                        gboolean       correct)
{
  guint strand = placement->n_asked % FT_PR_N_STRANDS;

  g_return_if_fail (placement->n_asked < 2 * FT_PR_N_STRANDS);

  if (placement->n_asked < FT_PR_N_STRANDS)
    placement->first[strand] = correct ? 2 : 1;
  else
    placement->second[strand] = correct ? 2 : 1;
  placement->n_asked++;
}

static guint
strand_result (const FtPrPlacement *placement,
               guint                strand)
{
  gboolean first = placement->first[strand] == 2, second = placement->second[strand] == 2;

  if (placement->second[strand] == 0)
    return 0;
  return first ? (second ? 3 : 2) : (second ? 1 : 0);
}

/* The level @skill starts at after the check; 0 when it did not show. */
guint
ft_pr_placement_level (const FtPrPlacement *placement,
                       FtPrSkillId          skill)
{
  for (guint s = 0; s < FT_PR_N_STRANDS; s++)
    {
      guint r = strand_result (placement, s);

      for (guint i = 0; strands[s].core[i] != FT_PR_N_SKILLS; i++)
        if (strands[s].core[i] == skill)
          return r;
      for (guint i = 0; strands[s].further[i] != FT_PR_N_SKILLS; i++)
        if (strands[s].further[i] == skill)
          return r >= 2 ? r - 1 : 0;
    }
  return 0;
}

/*
 * The check's result into @learner: every skill it showed opens; at level
 * 2 or 3 its mastery starts at that level (never lowered) and it comes
 * back for review in three days.
 */
void
ft_pr_learner_place (FtPrLearner         *learner,
                     const FtPrPlacement *placement,
                     gint64               now)
{
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    {
      guint level = ft_pr_placement_level (placement, i);
      FtPrSkillState *s = &learner->skills[i];

      if (level == 0)
        continue;
      s->opened = TRUE;
      if (level < 2)
        continue;
      s->mastery = MAX (s->mastery, level == 3 ? LEVEL_3 + 0.05 : LEVEL_2 + 0.1);
      s->box = MAX (s->box, 1);
      if (s->due == 0 || s->due > now + intervals[1] * FT_PR_DAY)
        s->due = now + intervals[1] * FT_PR_DAY;
    }
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

static guint
code_number (guint skill_or_mix)
{
  if (skill_or_mix == FT_PR_SET_MIX)
    return CODE_MIX;
  return skill_or_mix < CODE_MIX ? skill_or_mix : skill_or_mix + 1;
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
G_STATIC_ASSERT (FT_PR_N_SKILLS >= CODE_MIX && FT_PR_N_SKILLS < 31);

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
  g_autoptr(GHashTable) asked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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
      items[i].seed = ft_pr_series_seed (items[i].skill, level, &rng, asked);
    }
  return FT_PR_SESSION_LENGTH;
}
