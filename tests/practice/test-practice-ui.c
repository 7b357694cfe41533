/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "equation/equation-tile.h"
#include "flipchain/flipchain-board.h"
#include "ft-announce.h"
#include "ft-bit-row.h"
#include "ft-dice-die.h"
#include "ft-flipchain-board.h"
#include "ft-flipbits-game.h"
#include "ft-game-table.h"
#define FT_MODEL_STATE_FOR_TESTS
#include "ft-flipbits-game-private.h"
#include "flipbits/flipbits-solver.h"
#include "ft-home-page.h"
#include "ft-lesson-page.h"
#include "ft-practice-keypad.h"
#include "ft-practice-page.h"
#include "ft-progress-store.h"
#include "ft-window.h"
#include "practice/practice-diagnose.h"
#include "practice/practice-exercise.h"
#include "practice/practice-skill.h"
#include "../ui-test.h"

/*
 * The ways into practice, in a real window under Xvfb: "Practise this" at
 * the end of a lesson starts a session on that lesson's skills, the
 * lesson's first step names those skills with the learner's levels, and
 * the home page's level bar counts the mastered skills and opens today's
 * session.  The practice page fits a phone's 360 px.
 */

typedef FtUiFixture Fixture;

static gboolean
is_home (GtkWidget     *widget,
         gconstpointer  data)
{
  return FT_IS_HOME_PAGE (widget);
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_label_starting (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

static gboolean
is_level_bar (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LEVEL_BAR (widget);
}

static gboolean
in_lesson (FtPrSkillId        skill,
           const FtPrSkillId *skills,
           guint              n)
{
  for (guint i = 0; i < n; i++)
    if (skills[i] == skill)
      return TRUE;
  return FALSE;
}

/* The lesson's end: "Practise this" has the focus, and starts a session on
 * every skill the lesson trains, and on no other. */
static void
test_practise_this (Fixture       *f,
                    gconstpointer  data)
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  guint n_skills = ft_pr_skills_for_lesson ("bits-and-hex", skills);
  gboolean seen[FT_PR_N_SKILLS] = { FALSE };
  const FtPrSessionItem *items;
  GtkWidget *page, *label, *finish, *practise;
  guint n_steps, n;

  g_assert_cmpuint (n_skills, >, 1);
  /* A learner who has practised place values reads its level. */
  ft_progress_store_record_practice (f->progress, FT_PR_SKILL_PLACE_VALUES, TRUE, 1, 1000);
  ft_progress_store_record_practice (f->progress, FT_PR_SKILL_PLACE_VALUES, TRUE, 1, 1000);
  ft_progress_store_record_practice (f->progress, FT_PR_SKILL_PLACE_VALUES, TRUE, 1, 1000);

  g_assert_true (ft_window_open (f->window, "bits-and-hex"));
  page = ft_window_get_page (f->window);
  g_assert_true (FT_IS_LESSON_PAGE (page));
  ft_ui_run_main_loop (100);

  /* The first step names the skills, in words, with the levels. */
  label = ft_ui_find (page, is_label_starting, "Skills it trains:");
  g_assert_nonnull (label);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Place values (level 2 of 3)"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Binary to decimal (new)"));

  /* Every step done, on the last one: Finish shows the end. */
  n_steps = ft_lesson_get_n_steps (ft_lesson_page_get_lesson (FT_LESSON_PAGE (page)));
  for (guint i = 0; i < n_steps; i++)
    ft_lesson_page_mark_completed (FT_LESSON_PAGE (page), i);
  ft_lesson_page_set_step (FT_LESSON_PAGE (page), n_steps - 1);
  ft_ui_run_main_loop (50);
  g_assert_null (ft_ui_find (page, is_label_starting, "Skills it trains:"));
  finish = ft_ui_find (page, is_button_labelled, "_Finish");
  g_assert_nonnull (finish);
  g_signal_emit_by_name (finish, "clicked");
  ft_ui_run_main_loop (400);

  practise = ft_ui_find (page, is_button_labelled, "_Practise This");
  g_assert_nonnull (practise);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == practise);
  g_signal_emit_by_name (practise, "clicked");
  ft_ui_run_main_loop (100);

  page = ft_window_get_page (f->window);
  g_assert_true (FT_IS_PRACTICE_PAGE (page));
  n = ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items);
  g_assert_cmpuint (n, ==, 10);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (in_lesson (items[i].skill, skills, n_skills));
      seen[items[i].skill] = TRUE;
    }
  for (guint i = 0; i < n_skills; i++)
    g_assert_true (seen[skills[i]]);
  /* The place values at the learner's level, the others at the first. */
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (items[i].level, ==, items[i].skill == FT_PR_SKILL_PLACE_VALUES ? 2 : 1);
}

/* Every lesson names its skills (issue 12), Hi Lo's too, and offers
 * "Practise this" at its end. */
static void
test_lesson_without_skills (Fixture       *f,
                            gconstpointer  data)
{
  FtPrSkillId skills[FT_PR_N_SKILLS];
  GtkWidget *page, *practise;

  g_assert_cmpuint (ft_pr_skills_for_lesson ("hilo-chance", skills), >=, 1);
  g_assert_true (ft_window_open (f->window, "hilo-chance"));
  page = ft_window_get_page (f->window);
  ft_ui_run_main_loop (100);
  g_assert_nonnull (ft_ui_find (page, is_label_starting, "Skills it trains:"));
  practise = ft_ui_find_any (page, is_button_labelled, "_Practise This");
  g_assert_nonnull (practise);
  g_assert_true (gtk_widget_get_visible (practise));
}

static gboolean
shows_practice (gconstpointer window)
{
  return FT_IS_PRACTICE_PAGE (ft_window_get_page ((FtWindow *) window));
}

/* The home page: "N of 23 skills mastered" over a level bar, kept true as
 * the learner practises, and "Practise now" opens today's session. */
static void
test_home_level_bar (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *home = ft_ui_find_any (GTK_WIDGET (f->window), is_home, NULL);
  GtkWidget *bar, *label, *button, *page;
  g_autofree char *expected = NULL;

  g_assert_nonnull (home);
  bar = ft_ui_find (home, is_level_bar, NULL);
  g_assert_nonnull (bar);
  g_assert_cmpfloat (gtk_level_bar_get_value (GTK_LEVEL_BAR (bar)), ==, 0);
  label = ft_ui_find (home, is_label_starting, "0 of ");

  /* Six right answers in a row master a skill (README.md). */
  for (guint i = 0; i < 6; i++)
    ft_progress_store_record_practice (f->progress, FT_PR_SKILL_XOR, TRUE, 1, 1000 + i);
  ft_ui_run_main_loop (50);
  expected = g_strdup_printf ("1 of %u skills mastered", (guint) FT_PR_N_SKILLS);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
  g_assert_cmpfloat_with_epsilon (gtk_level_bar_get_value (GTK_LEVEL_BAR (bar)), 1.0 / FT_PR_N_SKILLS, 1e-9);

  button = ft_ui_find (home, is_button_labelled, "Practise now");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_focusable (button));
  /* Activated as Enter or Space would: the button shows itself pressed
   * for a moment before it is clicked. */
  g_assert_true (gtk_widget_activate (button));
  g_assert_true (ft_ui_wait_until (shows_practice, f->window, 2000));
  page = ft_window_get_page (f->window);
  g_assert_cmpuint (ft_practice_page_get_session (FT_PRACTICE_PAGE (page), NULL), ==, 10);

  /* Projected to a class, the row goes with the rest of one learner's
   * progress. */
  ft_window_go_home (f->window);
  g_object_set (f->window, "presentation", TRUE, NULL);
  ft_ui_run_main_loop (100);
  g_assert_null (ft_ui_find (home, is_level_bar, NULL));
  g_object_set (f->window, "presentation", FALSE, NULL);
}

static gboolean
is_entry (GtkWidget     *widget,
          gconstpointer  data)
{
  return GTK_IS_ENTRY (widget);
}

/* The feedback after @answer, typed and entered. */
static const char *
answer (GtkWidget  *page,
        const char *text)
{
  GtkWidget *entry = ft_ui_find (page, is_entry, NULL);
  GtkWidget *feedback;

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
  feedback = ft_ui_find (page, is_label_starting, "Not yet");
  g_assert_nonnull (feedback);
  return gtk_label_get_text (GTK_LABEL (feedback));
}

static void type_answer (GtkWidget *page, const char *text);
static gboolean answer_on_pieces (GtkWidget *page, const FtPrExercise *ex);
static void click (GtkWidget *button);

/* A wrong answer that fits no usual mistake is told once, plainly; the
 * second miss brings the worked solution. */
static void
test_feedback_words (Fixture       *f,
                     gconstpointer  data)
{
  const FtPrSessionItem *items;
  g_autoptr(FtPrExercise) ex = NULL;
  GtkWidget *page;
  char wrong[8] = "";

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  ft_practice_page_start_skill (FT_PRACTICE_PAGE (page), FT_PR_SKILL_XOR);
  g_assert_cmpuint (ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items), ==, 10);
  ex = ft_pr_exercise_new (items[0].skill, items[0].level, items[0].seed);
  for (guint v = 0; v < 16 && !*wrong; v++)
    {
      char bits[8];

      for (guint b = 0; b < 4; b++)
        bits[b] = (v >> (3 - b)) & 1 ? '1' : '0';
      bits[4] = '\0';
      if (ft_pr_diagnose (ex, bits, NULL) == FT_PR_DIAG_UNKNOWN)
        strcpy (wrong, bits);
    }
  g_assert_cmpstr (wrong, !=, "");

  g_assert_null (strstr (answer (page, wrong), "Not yet. Not yet."));
  g_assert_nonnull (strstr (answer (page, wrong), "try one like it"));
  g_assert_nonnull (ft_ui_find (page, is_label_starting, "Worked solution:"));

  /* Enter goes on to one like it: the same skill and level, the engine's
   * similar seed. */
  type_answer (page, "");
  g_assert_cmpuint (ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items), ==, 10);
  g_assert_cmpuint (items[1].skill, ==, ex->skill);
  g_assert_cmpuint (items[1].level, ==, ex->level);
  g_assert_cmpuint (items[1].seed, ==, ft_pr_seed_like (ex, items[0].seed));
  g_assert_nonnull (ft_ui_find (page, is_label_starting, "Exercise 2 of 10"));
}

/* "I know some binary": the placement check asks about ten questions
 * across the strands; answered right, the skills it covers start above
 * level 1. */
static void
test_placement (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *page, *button;
  FtPrLearner learner;
  guint asked = 0, above = 0;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  ft_ui_run_main_loop (50);
  button = ft_ui_find (page, is_button_labelled, "I know some binary: check my level");
  g_assert_nonnull (button);
  click (button);
  while (ft_ui_find (page, is_label_starting, "Placement check complete") == NULL)
    {
      const FtPrSessionItem *items;
      guint n = ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items);
      g_autoptr(FtPrExercise) ex = NULL;

      g_assert_cmpuint (n, >, asked);
      g_assert_cmpuint (asked, <, FT_PR_SESSION_LENGTH);
      g_assert_nonnull (ft_ui_find (page, is_label_starting, "Placement check: question"));
      ex = ft_pr_exercise_new (items[asked].skill, items[asked].level, items[asked].seed);
      if (!answer_on_pieces (page, ex))
        type_answer (page, ex->answer);
      g_assert_nonnull (ft_ui_find (page, is_label_starting, "Correct"));
      click (ft_ui_find (page, is_button_labelled, "Next exercise"));
      asked++;
    }
  g_assert_cmpuint (asked, >=, 8);
  ft_progress_store_get_learner (f->progress, &learner);
  for (guint i = 0; i < FT_PR_N_SKILLS; i++)
    above += ft_pr_learner_level (&learner, i) > 1;
  g_assert_cmpuint (above, >=, 5);
}

static gboolean
is_bit_row_with_places (GtkWidget     *widget,
                        gconstpointer  data)
{
  return FT_IS_BIT_ROW (widget) && ft_bit_row_get_show_places (FT_BIT_ROW (widget));
}

/* The helpers fade: the column's place values over the bits are shown at
 * level 1, behind a button at level 2, gone at level 3; and a skill they
 * do not help (Hi Lo) has none at any level. */
static void
test_helpers_fade (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *page;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  for (guint level = 1; level <= 3; level++)
    {
      g_autofree char *code = ft_pr_set_code_make (FT_PR_SKILL_ADD, level, 42);
      g_autofree char *hilo = ft_pr_set_code_make (FT_PR_SKILL_HILO, level, 42);

      g_assert_true (ft_practice_page_start_set (FT_PRACTICE_PAGE (page), code));
      ft_ui_run_main_loop (50);
      g_assert_true ((ft_ui_find (page, is_bit_row_with_places, NULL) != NULL) == (level == 1));
      g_assert_true ((ft_ui_find (page, is_button_labelled, "Show the columns") != NULL) == (level == 2));

      g_assert_true (ft_practice_page_start_set (FT_PRACTICE_PAGE (page), hilo));
      ft_ui_run_main_loop (50);
      g_assert_null (ft_ui_find (page, is_bit_row_with_places, NULL));
      g_assert_null (ft_ui_find (page, is_button_labelled, "Show the place values"));
    }
  /* Asked for, at level 2, they are shown. */
  {
    g_autofree char *code = ft_pr_set_code_make (FT_PR_SKILL_ADD, 2, 42);

    g_assert_true (ft_practice_page_start_set (FT_PRACTICE_PAGE (page), code));
    ft_ui_run_main_loop (50);
    g_signal_emit_by_name (ft_ui_find (page, is_button_labelled, "Show the columns"), "clicked");
    ft_ui_run_main_loop (50);
    g_assert_nonnull (ft_ui_find (page, is_bit_row_with_places, NULL));
  }
}


/* --- Every skill, every level, answered on its pieces --------------------- */

static const char *notation[] = {
  "A:", "B:", "turn=", "MEMORY 0", "MEMORY 1", "GOAL 0", "GOAL 1", "RED PLAYS", "NEG ", "SHR ", "SHL ",
  "ROTL ", "ROTR ", "PLACE ", "MXOR:", "MAND:", "MOR:", "HI OR LO", "LOOP IN", "HIGHER THAN", "CHANGE ",
  "PILE ", "TOP ", "SEEN ", "trash 1", "trash 2", "trash 3", "trash 4", "trash 5", "trash 6", "flip 1",
  "flip 2", "flip 3", "flip 4", "flip 5", "flip 6",
};

/* Every text on screen: the labels and buttons shown, and what the screen
 * reader was told last. */
static gboolean
is_shown_text (GtkWidget     *widget,
               gconstpointer  data)
{
  return (GTK_IS_LABEL (widget) || GTK_IS_BUTTON (widget)) && gtk_widget_is_drawable (widget);
}

static void
assert_no_notation (Fixture    *f,
                    const char *where)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GString) all = g_string_new (ft_announce_get_last (GTK_WIDGET (f->window)));

  ft_ui_collect (GTK_WIDGET (f->window), is_shown_text, NULL, found);
  for (guint i = 0; i < found->len; i++)
    {
      GtkWidget *w = found->pdata[i];
      const char *text = GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w)) : gtk_button_get_label (GTK_BUTTON (w));

      g_string_append_printf (all, "\n%s", text ? text : "");
    }
  for (guint i = 0; i < G_N_ELEMENTS (notation); i++)
    if (strstr (all->str, notation[i]) != NULL)
      g_error ("%s: “%s” on screen or announced:\n%s", where, notation[i], all->str);
}

static gboolean
has_data (GtkWidget     *widget,
          gconstpointer  data)
{
  const char * const *kv = data;

  return GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget) &&
         g_strcmp0 (g_object_get_data (G_OBJECT (widget), kv[0]), kv[1]) == 0;
}

static gboolean
is_editable_bit_row (GtkWidget     *widget,
                     gconstpointer  data)
{
  return FT_IS_BIT_ROW (widget) && ft_bit_row_get_editable (FT_BIT_ROW (widget));
}

static gboolean
is_die_button (GtkWidget     *widget,
               gconstpointer  data)
{
  const guint *want = data;  /* side + 1, face, locked */

  return GTK_IS_BUTTON (widget) &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ft-side")) == want[0] &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ft-face")) == want[1] &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ft-locked")) == want[2];
}

static gboolean
is_face_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "ft-side") == NULL &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "ft-face")) == GPOINTER_TO_UINT (data);
}

static gboolean
is_board (GtkWidget     *widget,
          gconstpointer  data)
{
  return FT_IS_FLIPCHAIN_BOARD (widget);
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/*
 * Answers @ex on its pieces, as a learner touching them would: the bits of
 * the answer row, a die and Flip or Trash, a face, a card count, Yes or
 * No, a Hi Lo chip, the discs that flip.  FALSE when the answer is typed
 * (a decimal or HEX number): the pieces then only show the question.
 */
static gboolean
answer_on_pieces (GtkWidget          *page,
                  const FtPrExercise *ex)
{
  const char *kv[] = { "ft-answer", ex->answer };
  GtkWidget *row = ft_ui_find (page, is_editable_bit_row, NULL);
  GtkWidget *button = ft_ui_find (page, has_data, kv);
  GtkWidget *board = ft_ui_find (page, is_board, NULL);

  if (row != NULL)
    {
      guint64 value = 0;

      g_assert_true (ft_pr_parse_binary (ex->answer, &value, NULL));
      g_assert_cmpuint (value, <, 1u << ft_bit_row_get_width (FT_BIT_ROW (row)));
      ft_bit_row_set_value (FT_BIT_ROW (row), (guint) value);
      g_signal_emit_by_name (row, "submit");
      return TRUE;
    }
  if (button != NULL)
    {
      click (button);
      return TRUE;
    }
  if (ex->skill == FT_PR_SKILL_DICE && (g_str_has_prefix (ex->answer, "flip ") || g_str_has_prefix (ex->answer, "trash ")))
    {
      gboolean flip = ex->answer[0] == 'f';
      const char *face = strchr (ex->answer, ' ') + 1;
      guint want[3] = { (flip ? FT_DICE_SIDE_MINE : FT_DICE_SIDE_THEIRS) + 1, face[0] - '0', face[1] == '*' };

      click (ft_ui_find (page, is_die_button, want));
      click (ft_ui_find (page, is_button_labelled, flip ? "Flip this die" : "Trash this die"));
      return TRUE;
    }
  if (ex->skill == FT_PR_SKILL_DICE_RULES && g_str_has_prefix (ex->question, "FLIP "))
    {
      click (ft_ui_find (page, is_face_button, GUINT_TO_POINTER ((guint) atoi (ex->answer))));
      return TRUE;
    }
  if (board != NULL && ex->skill == FT_PR_SKILL_FLIPCHAIN)
    {
      FtFcBoard position;
      FtFcBits flips;

      g_assert_true (ft_fc_board_from_string (&position, FT_FC_MIN_SIDE, ex->position, NULL));
      /* Red places (the sentence says so). */
      ft_fc_board_flips (&position, FT_FC_RED, ex->a, &flips);
      FT_FC_BITS_FOREACH (cell, &flips)
        g_signal_emit_by_name (board, "cell-activated", (guint) cell);
      click (ft_ui_find (page, is_button_labelled, "Check"));
      return TRUE;
    }
  return FALSE;
}

static gboolean
is_keypad (GtkWidget     *widget,
           gconstpointer  data)
{
  return FT_IS_PRACTICE_KEYPAD (widget);
}

static gboolean
is_key (GtkWidget     *widget,
        gconstpointer  key)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "ft-key"), key) == 0;
}

/* The keypad's key for @c: shown, named in words. */
static GtkWidget *
keypad_key (GtkWidget *keypad,
            char       c)
{
  char key[2] = { c, '\0' };
  GtkWidget *button = ft_ui_find (keypad, is_key, key);

  if (button == NULL)
    g_error ("no key “%s” on the keypad", key);
  return button;
}

/* Touches @button: a touch reaches a button that is on the screen and
 * sensitive, and clicks it at once (Enter and Space, through
 * gtk_widget_activate(), show it pressed for a quarter of a second first:
 * a wait that told nothing more, a hundred times over). */
static void
press (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_drawable (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Gives @text by touching the keypad's keys, then its Check: the buttons
 * activated through GTK, as a touch does, with no key event. */
static void
touch_answer (GtkWidget  *page,
              const char *text)
{
  GtkWidget *keypad = ft_ui_find (page, is_keypad, NULL);

  g_assert_nonnull (keypad);
  for (const char *c = text; *c != '\0'; c++)
    press (keypad_key (keypad, *c));
  press (ft_ui_find (keypad, is_button_labelled, "Check"));
}

static void
type_answer (GtkWidget  *page,
             const char *text)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  GtkWidget *entry;

  /* The answer field, shown or not (the pieces may be the only way): the
   * exercise's entry comes after the set code's in the page. */
  ft_ui_collect (page, is_entry, NULL, entries);
  g_assert_cmpuint (entries->len, ==, 2);
  entry = entries->pdata[1];
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
}

/*
 * Every skill at every level through the launcher's way in
 * (ft_practice_page_start_skill_at(), what --practice calls): each of the
 * first two exercises shows its sentence and its pieces, nothing on screen or
 * announced holds the notation, and each is answered right, on its pieces
 * where the answer is something to touch, on the keypad or typed where it
 * is a number.
 */
static void
test_every_skill (Fixture       *f,
                  gconstpointer  data)
{
  GtkWidget *page;
  guint on_pieces = 0, keyed = 0, typed = 0;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        const FtPrSessionItem *items;
        guint n;

        g_test_message ("%s at level %u", ft_pr_skill_get (skill)->id, level);
        ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), skill, level);
        n = ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items);
        g_assert_cmpuint (n, ==, FT_PR_SESSION_LENGTH);
        /* The first two of each (the machine is shared: 174 exercises). */
        for (guint i = 0; i < 2; i++)
          {
            g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (items[i].skill, items[i].level, items[i].seed);
            g_autofree char *where = g_strdup_printf ("%s@%u item %u (%s)", ft_pr_skill_get (skill)->id, level, i,
                                                      ex->question);
            GtkWidget *feedback;

            g_assert_cmpuint (items[i].skill, ==, skill);
            g_assert_cmpuint (items[i].level, ==, level);
            ft_ui_run_main_loop (5);
            g_assert_nonnull (ft_ui_find (page, is_label_starting, ex->sentence));
            assert_no_notation (f, where);
            /* A number answer has the keypad: the first is touched on it,
             * the second typed; every other answer is on the pieces. */
            if (ft_ui_find (page, is_keypad, NULL) != NULL)
              {
                if (i == 0)
                  touch_answer (page, ex->answer);
                else
                  type_answer (page, ex->answer);
                keyed++;
              }
            else if (answer_on_pieces (page, ex))
              on_pieces++;
            else if (strspn (ex->answer, "0123456789ABCDEF-") == strlen (ex->answer))
              g_error ("%s: the number %s can only be typed", where, ex->answer);
            else
              {
                /* Not a number, and not on the pieces yet (overflow's yes
                 * or no): typed. */
                type_answer (page, ex->answer);
                typed++;
              }
            feedback = ft_ui_find (page, is_label_starting, "Correct");
            if (feedback == NULL)
              g_error ("%s: the right answer %s was not taken", where, ex->answer);
            assert_no_notation (f, where);
            click (ft_ui_find (page, is_button_labelled, "Next exercise"));
          }
      }
  g_test_message ("%u answered on the pieces, %u on the keypad or typed, %u other answers typed", on_pieces,
                  keyed, typed);
  /* Most skills are answered by touching their pieces. */
  g_assert_cmpuint (on_pieces, >, 2 * (keyed + typed));
}

static gboolean
is_answer_entry (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_ENTRY (widget) && gtk_widget_has_css_class (widget, "ft-mono");
}

/*
 * Every skill whose answer is a number, at every level, answered by
 * touching the keypad alone (issue 21): the keys the answer needs are
 * there, named in words, Erase takes back a key, and Check gives the
 * engine's answer, which is right.  Other exercises of the session are
 * answered on their pieces on the way.
 */
static void
test_keypad (Fixture       *f,
             gconstpointer  data)
{
  static const FtPrSkillId skills[] = {
    FT_PR_SKILL_PLACE_VALUES, FT_PR_SKILL_BIN2DEC, FT_PR_SKILL_BIN2HEX, FT_PR_SKILL_PRECEDENCE,
    FT_PR_SKILL_EVALUATE, FT_PR_SKILL_SIGNED, FT_PR_SKILL_HILO_COUNT, FT_PR_SKILL_DICE_RULES,
  };
  GtkWidget *page;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  for (guint k = 0; k < G_N_ELEMENTS (skills); k++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        const FtPrSessionItem *items;
        gboolean touched = FALSE;

        /* FLIP's rules ask for a face as often as for the change: a new
         * session until one asks for the change, within a bound. */
        for (guint tries = 0; !touched && tries < 20; tries++)
          {
            guint n;

            ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), skills[k], level);
            n = ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items);
            for (guint i = 0; i < n && !touched; i++)
              {
                g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (items[i].skill, items[i].level, items[i].seed);
                char first[2] = { ex->answer[0], '\0' };
                GtkWidget *keypad, *entry;

                ft_ui_run_main_loop (5);
                keypad = ft_ui_find (page, is_keypad, NULL);
                if (keypad == NULL)
                  {
                    g_assert_true (answer_on_pieces (page, ex));
                    g_assert_nonnull (ft_ui_find (page, is_label_starting, "Correct"));
                    click (ft_ui_find (page, is_button_labelled, "Next exercise"));
                    continue;
                  }
                g_test_message ("%s at level %u: %s, answer %s", ft_pr_skill_get (skills[k])->id, level,
                                ex->question, ex->answer);
                entry = ft_ui_find (page, is_answer_entry, NULL);
                g_assert_nonnull (entry);
                /* A key too many, taken back. */
                press (keypad_key (keypad, ex->answer[0]));
                g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, first);
                press (ft_ui_find (keypad, is_button_labelled, "Erase"));
                g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
                touch_answer (page, ex->answer);
                g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, ex->answer);
                if (ft_ui_find (page, is_label_starting, "Correct") == NULL)
                  g_error ("%s: the right answer %s touched on the keypad was not taken", ex->question, ex->answer);
                touched = TRUE;
              }
          }
        if (!touched)
          g_error ("%s at level %u: no exercise with the keypad", ft_pr_skill_get (skills[k])->id, level);
      }
}

static gboolean
is_within (GtkWidget *widget,
           GtkWidget *ancestor)
{
  return widget != NULL && (widget == ancestor || gtk_widget_is_ancestor (widget, ancestor));
}

static void
assert_named (GtkWidget  *widget,
              const char *name)
{
  g_autofree char *error = NULL;

  g_assert_nonnull (widget);
  error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  if (error != NULL)
    g_error ("%s", error);
}

static const char *
key_of (GtkWidget *widget)
{
  return widget != NULL ? g_object_get_data (G_OBJECT (widget), "ft-key") : NULL;
}

/* The keypad is one Tab stop, its first key; the arrows move between its
 * keys and stop at its edges; Tab leaves it, and comes back to the key
 * last used.  Each key names itself in words.  (Focus moved through GTK as
 * Tab and the arrows move it, without key events.) */
static void
test_keypad_tab_stop (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *page, *window = GTK_WIDGET (f->window), *keypad, *entry, *focus;
  guint stops = 0, steps = 0;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), FT_PR_SKILL_BIN2DEC, 1);
  ft_ui_run_main_loop (20);
  keypad = ft_ui_find (page, is_keypad, NULL);
  entry = ft_ui_find (page, is_answer_entry, NULL);
  g_assert_nonnull (keypad);
  g_assert_true (is_within (gtk_root_get_focus (GTK_ROOT (window)), entry));

  /* Tab from the field round the window until it comes back: one stop in
   * the keypad, on its first key. */
  do
    {
      GtkWidget *before = gtk_root_get_focus (GTK_ROOT (window));

      if (!gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD))
        {
          /* Past the last stop: round to the first, as GtkWindow does. */
          gtk_root_set_focus (GTK_ROOT (window), NULL);
          g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
        }
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (is_within (focus, keypad))
        {
          stops++;
          g_assert_cmpstr (key_of (focus), ==, "0");
        }
      g_assert_true (focus != before);
    }
  while (!is_within (focus, entry) && ++steps < 60);
  g_assert_cmpuint (steps, <, 60);
  g_assert_cmpuint (stops, ==, 1);

  /* Into the keypad again; the arrows move within it. */
  while (!is_within (gtk_root_get_focus (GTK_ROOT (window)), keypad))
    g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_RIGHT));
  g_assert_cmpstr (key_of (gtk_root_get_focus (GTK_ROOT (window))), ==, "1");
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_DOWN));
  g_assert_cmpstr (key_of (gtk_root_get_focus (GTK_ROOT (window))), ==, "7");
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_LEFT));
  g_assert_cmpstr (key_of (gtk_root_get_focus (GTK_ROOT (window))), ==, "6");
  /* At the edge the arrow stays in the keypad. */
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_UP));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_UP));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_cmpstr (key_of (focus), ==, "0");
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_RIGHT));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_RIGHT));
  /* Tab leaves at once; Shift+Tab comes back to the key last used. */
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
  g_assert_false (is_within (gtk_root_get_focus (GTK_ROOT (window)), keypad));
  g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_BACKWARD));
  g_assert_cmpstr (key_of (gtk_root_get_focus (GTK_ROOT (window))), ==, "2");

  /* Each key is named in words. */
  assert_named (keypad_key (keypad, '7'), "digit 7");
  assert_named (ft_ui_find (keypad, is_button_labelled, "Erase"), "erase the last digit");
  assert_named (ft_ui_find (keypad, is_button_labelled, "Check"), "check the answer");
}

/* An equation's tiles are Binary Number Scrabble's own (the board's
 * tile, ft_scrabble_tile_new()), one a tile of the equation, in order. */
static gboolean
is_scrabble_tile (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "scrabble-square") &&
         gtk_widget_has_css_class (widget, "tile");
}

static void
test_scrabble_tiles (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *page;
  FtPrSkillId skills[] = { FT_PR_SKILL_PRECEDENCE, FT_PR_SKILL_EVALUATE, FT_PR_SKILL_VALID };

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  for (guint k = 0; k < G_N_ELEMENTS (skills); k++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
        const FtPrSessionItem *items;
        g_autoptr(FtPrExercise) ex = NULL;

        ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), skills[k], level);
        g_assert_cmpuint (ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items), >, 0);
        ex = ft_pr_exercise_new (items[0].skill, items[0].level, items[0].seed);
        ft_ui_run_main_loop (5);
        ft_ui_collect (page, is_scrabble_tile, NULL, tiles);
        g_assert_cmpuint (tiles->len, ==, ex->n_tiles);
        for (guint i = 0; i < tiles->len; i++)
          {
            /* The tile's symbol, as the board writes it. */
            GtkWidget *label = ft_ui_first_label (tiles->pdata[i]);

            g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, ft_eq_tile_symbol (ex->tiles[i]));
            g_assert_false (gtk_widget_get_focusable (tiles->pdata[i]));
          }
      }
}

/* The width the page needs to show whole.  (The window's header bar with
 * its window buttons is not the page's to fit.) */
static int
min_width (GtkWidget *page)
{
  int width;

  ft_ui_run_main_loop (100);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  return width;
}

/* A phone: My skills, an exercise with its helpers and the summary fit in
 * 360 px. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *page;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  g_assert_cmpint (min_width (page), <=, 360);
  ft_practice_page_start_skill (FT_PRACTICE_PAGE (page), FT_PR_SKILL_ADD);
  g_assert_cmpint (min_width (page), <=, 360);
}

/*
 * Every skill at every level fits, as --practice opens it: projected
 * (presentation mode, 1280x720) with nothing to scroll, and on a phone
 * (360 px) with nothing to scroll sideways.  A window that a page made
 * grow is replaced, so that one misfit cannot hide or cause the next.
 */
static void
check_every_skill_fits (Fixture *f,
                        int      width,
                        int      height,
                        FtUiFit  fit)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *page = ft_ui_open_fresh (f, "practice", width, height);

  for (guint skill = 0; skill < FT_PR_N_SKILLS; skill++)
    for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
      {
        g_autoptr(GString) here = g_string_new (NULL);

        ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), skill, level);
        ft_ui_wait_frames (GTK_WIDGET (f->window), 2);
        ft_ui_check_fits (GTK_WINDOW (f->window), page, width, height, fit, here);
        if (here->len == 0)
          continue;
        {
          g_autofree char *what = g_strdup_printf ("%s@%u %dx%d", ft_pr_skill_get (skill)->id, level, width, height);

          g_string_append_printf (problems, "\n%s:%s", what, here->str);
        }
        page = ft_ui_open_fresh (f, "practice", width, height);
      }
  if (problems->len)
    g_error ("Not fitting %dx%d:%s", width, height, problems->str);
}

/*
 * A Hi Lo question late in a game holds the most cards, and which one a
 * session starts with changes from run to run: at each level, the set
 * whose first question shows the most cards of 300 fits too (the cards
 * already played are drawn smaller so that it does, src/style.css).
 */
static void
check_most_hilo_cards_fit (Fixture *f,
                           int      width,
                           int      height,
                           FtUiFit  fit)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *page = ft_ui_open_fresh (f, "practice", width, height);

  for (guint level = FT_PR_MIN_LEVEL; level <= FT_PR_MAX_LEVEL; level++)
    {
      g_autoptr(GString) here = g_string_new (NULL);
      g_autofree char *code = NULL;
      guint most = 0, most_seed = 0;

      for (guint32 seed = 1; seed <= 300; seed++)
        {
          FtPrSessionItem items[FT_PR_SESSION_LENGTH];
          g_autoptr(FtPrExercise) ex = NULL;
          g_auto(GStrv) words = NULL;

          g_assert_cmpuint (ft_pr_skill_plan (FT_PR_SKILL_HILO, level, seed, items), >, 0);
          ex = ft_pr_exercise_new (items[0].skill, items[0].level, items[0].seed);
          words = g_strsplit (ex->question, " ", -1);
          if (g_strv_length (words) > most)
            {
              most = g_strv_length (words);
              most_seed = seed;
            }
        }
      code = ft_pr_set_code_make (FT_PR_SKILL_HILO, level, most_seed);
      g_assert_true (ft_practice_page_start_set (FT_PRACTICE_PAGE (page), code));
      ft_ui_wait_frames (GTK_WIDGET (f->window), 2);
      ft_ui_check_fits (GTK_WINDOW (f->window), page, width, height, fit, here);
      if (here->len > 0)
        {
          g_string_append_printf (problems, "\nhilo@%u, set %s:%s", level, code, here->str);
          page = ft_ui_open_fresh (f, "practice", width, height);
        }
    }
  if (problems->len)
    g_error ("Not fitting %dx%d:%s", width, height, problems->str);
}

static void
test_fit_projector (Fixture       *f,
                    gconstpointer  data)
{
  g_settings_set_boolean (f->settings, "presentation-mode", TRUE);
  check_every_skill_fits (f, 1280, 720, FT_UI_NO_SCROLLING);
  check_most_hilo_cards_fit (f, 1280, 720, FT_UI_NO_SCROLLING);
  g_settings_set_boolean (f->settings, "presentation-mode", FALSE);
}

static void
test_fit_phone (Fixture       *f,
                gconstpointer  data)
{
  check_every_skill_fits (f, 360, 640, FT_UI_SCROLL_DOWN);
  check_most_hilo_cards_fit (f, 360, 640, FT_UI_SCROLL_DOWN);
}

static gboolean
is_offer_row (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LIST_BOX_ROW (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.practise-skill") == 0;
}

static gboolean
is_log (GtkWidget     *widget,
        gconstpointer  data)
{
  return GTK_IS_LIST_BOX (widget) && gtk_widget_has_css_class (widget, "ft-log");
}

/* Calls Resolved on a one-card solve that misses the GOAL; FALSE when the
 * hand has none. */
static gboolean
miss_the_goal (FtFlipBitsGame *game)
{
  const FtFbGame *state = ft_flipbits_game_get_state (game);
  const FtFbHand *hand = &state->hands[0];

  for (guint i = 0; i < hand->n_ops; i++)
    {
      if (!ft_flipbits_game_add_step (game, i, 0, NULL))
        continue;
      if (ft_flipbits_game_memory_after (game, 1) != state->goal)
        return ft_flipbits_game_call_resolved (game, NULL);
      ft_flipbits_game_clear_builder (game);
    }
  return FALSE;
}

/*
 * A game links to practice both ways (issue 21): a best move counts as
 * evidence for its skill (the window records what the model judged), and
 * after a mistake the table offers the skill, in a list of its own above
 * the log (not in the log's scroller); activating it opens practice on
 * that skill.
 */
static void
test_game_offer (Fixture       *f,
                 gconstpointer  data)
{
  FtGameSetup setup = { .n_players = 1, .seats = { FT_SEAT_PERSON } };
  FtFlipBitsGame *game;
  FtPrLearner learner;
  GtkWidget *page, *row, *label, *log;
  const FtPrSessionItem *items;
  guint n;
  gboolean missed = FALSE;

  g_assert_true (ft_window_open (f->window, "flipbits"));
  page = ft_window_get_page (f->window);
  game = FT_FLIPBITS_GAME (ft_game_table_get_game (FT_GAME_TABLE (page)));
  row = ft_ui_find_any (page, is_offer_row, NULL);
  g_assert_nonnull (row);
  g_assert_false (gtk_widget_is_visible (row));
  /* Above the log, outside its scroller (which stays out of the focus
   * chain). */
  log = ft_ui_find_any (page, is_log, NULL);
  g_assert_nonnull (log);
  g_assert_true (gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW) !=
                 gtk_widget_get_ancestor (log, GTK_TYPE_SCROLLED_WINDOW));
  {
    graphene_point_t row_at, log_at;

    gtk_widget_set_visible (gtk_widget_get_parent (row), TRUE);
    ft_ui_run_main_loop (20);
    g_assert_true (gtk_widget_compute_point (row, page, &GRAPHENE_POINT_INIT (0, 0), &row_at));
    g_assert_true (gtk_widget_compute_point (log, page, &GRAPHENE_POINT_INIT (0, 0), &log_at));
    g_assert_cmpfloat (row_at.y, <, log_at.y);
    gtk_widget_set_visible (gtk_widget_get_parent (row), FALSE);
  }

  /* A shortest solve: evidence for FLIP BITS, and no offer. */
  for (guint64 seed = 1; seed < 100; seed++)
    {
      FtFbProblem problem;
      FtFbSolution solution;

      ft_game_table_new_game (FT_GAME_TABLE (page), &setup, seed);
      if (ft_flipbits_game_get_wait (game) != FT_FLIPBITS_WAIT_RESOLVE)
        continue;
      ft_fb_game_problem (ft_flipbits_game_get_state (game), 0, &problem);
      if (!ft_fb_solver_shortest (&problem, &solution))
        continue;
      for (guint i = 0; i < solution.n_steps; i++)
        g_assert_true (ft_flipbits_game_add_step (game, solution.steps[i].card, solution.steps[i].operand, NULL));
      g_assert_true (ft_flipbits_game_call_resolved (game, NULL));
      break;
    }
  ft_ui_run_main_loop (20);
  ft_progress_store_get_learner (f->progress, &learner);
  g_assert_cmpfloat (learner.skills[FT_PR_SKILL_FLIPBITS].mastery, >, 0);
  g_assert_cmpuint (learner.skills[FT_PR_SKILL_FLIPBITS].n_answers, ==, 0);
  g_assert_false (gtk_widget_is_visible (row));

  /* A solve that misses the GOAL: the offer, named in words. */
  for (guint64 seed = 1; seed < 100 && !missed; seed++)
    {
      ft_game_table_new_game (FT_GAME_TABLE (page), &setup, seed);
      missed = ft_flipbits_game_get_wait (game) == FT_FLIPBITS_WAIT_RESOLVE && miss_the_goal (game);
    }
  g_assert_true (missed);
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_is_visible (row));
  g_assert_true (gtk_widget_get_focusable (row));
  label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "There was a better move. Practise “Solving in FLIP BITS”.");

  /* A new game takes the offer away. */
  ft_game_table_new_game (FT_GAME_TABLE (page), &setup, 1);
  g_assert_false (gtk_widget_is_visible (row));
  missed = FALSE;
  for (guint64 seed = 1; seed < 100 && !missed; seed++)
    {
      ft_game_table_new_game (FT_GAME_TABLE (page), &setup, seed);
      missed = ft_flipbits_game_get_wait (game) == FT_FLIPBITS_WAIT_RESOLVE && miss_the_goal (game);
    }
  ft_ui_run_main_loop (20);
  g_assert_true (gtk_widget_is_visible (row));

  /* Activated, it opens practice on that skill alone. */
  gtk_widget_activate (row);
  ft_ui_run_main_loop (100);
  page = ft_window_get_page (f->window);
  g_assert_true (FT_IS_PRACTICE_PAGE (page));
  n = ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (items[i].skill, ==, FT_PR_SKILL_FLIPBITS);
}

static gboolean
shows_correct (gconstpointer page)
{
  return ft_ui_find ((GtkWidget *) page, is_label_starting, "Correct") != NULL;
}

/* Overflow is answered with Yes and No, like the other yes/no skills: by
 * touch, and by keyboard (the exercise's focus lands on Yes; Space or
 * Return activates a button); the answer field is not shown. */
static void
test_overflow_yes_no (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *page;
  const FtPrSessionItem *items;

  g_assert_true (ft_window_open (f->window, "practice"));
  page = ft_window_get_page (f->window);
  ft_practice_page_start_skill_at (FT_PRACTICE_PAGE (page), FT_PR_SKILL_OVERFLOW, 1);
  g_assert_cmpuint (ft_practice_page_get_session (FT_PRACTICE_PAGE (page), &items), >=, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(FtPrExercise) ex = ft_pr_exercise_new (items[i].skill, items[i].level, items[i].seed);
      const char *yes[] = { "ft-answer", "yes" }, *no[] = { "ft-answer", "no" };
      const char *right[] = { "ft-answer", ex->answer };
      g_autoptr(GPtrArray) entries = g_ptr_array_new ();
      GtkWidget *yes_button, *button;

      ft_ui_run_main_loop (20);
      g_assert_nonnull (ft_ui_find (page, is_label_starting, ex->sentence));
      yes_button = ft_ui_find (page, has_data, yes);
      g_assert_nonnull (yes_button);
      g_assert_nonnull (ft_ui_find (page, has_data, no));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (yes_button)), ==, "Yes, it overflows");
      /* No answer field to type yes or no into. */
      ft_ui_collect (page, is_entry, NULL, entries);
      for (guint k = 0; k < entries->len; k++)
        if (gtk_widget_is_ancestor (entries->pdata[k], page) && k > 0)
          g_assert_false (gtk_widget_is_drawable (entries->pdata[k]));

      button = ft_ui_find (page, has_data, right);
      if (i == 0)
        click (button);      /* touch */
      else
        {
          /* keyboard: the exercise's first stop is Yes, Tab goes on to No */
          g_assert_true (gtk_widget_get_focusable (yes_button));
          g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == yes_button);
          gtk_widget_grab_focus (button);
          gtk_widget_activate (button);
        }
      g_assert_true (ft_ui_wait_until (shows_correct, page, 5000));
      click (ft_ui_find (page, is_button_labelled, "Next exercise"));
    }
}

int
main (int    argc,
      char **argv)
{
  FT_TEST_REQUIRE_DISPLAY ();

  ft_ui_test_init (&argc, &argv);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, ft_ui_fixture_set_up, func, ft_ui_fixture_tear_down)

  ADD ("/practice-ui/practise-this", test_practise_this);
  ADD ("/practice-ui/lesson-without-skills", test_lesson_without_skills);
  ADD ("/practice-ui/home-level-bar", test_home_level_bar);
  ADD ("/practice-ui/feedback-words", test_feedback_words);
  ADD ("/practice-ui/helpers-fade", test_helpers_fade);
  ADD ("/practice-ui/narrow", test_narrow);
  ADD ("/practice-ui/placement", test_placement);
  ADD ("/practice-ui/every-skill", test_every_skill);
  ADD ("/practice-ui/scrabble-tiles", test_scrabble_tiles);
  ADD ("/practice-ui/keypad", test_keypad);
  ADD ("/practice-ui/keypad-tab-stop", test_keypad_tab_stop);
  ADD ("/practice-ui/fit-projector", test_fit_projector);
  ADD ("/practice-ui/fit-phone", test_fit_phone);
  ADD ("/practice-ui/game-offer", test_game_offer);
  ADD ("/practice-ui/overflow-yes-no", test_overflow_yes_no);

#undef ADD

  return g_test_run ();
}
