/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-rules.h"
#include "scrabble/scrabble-state.h"
#include "scrabble-test-util.h"

/*
 * Every scoring rule and premium with a play scored by hand (the comment
 * above each case shows the sum), and every placement rule with a play
 * that breaks it.  Squares are 1-based, as in the notation.
 */

typedef struct
{
  const char *name;
  const char *board;
  const char *play;
  gint32      score;     /* worked out by hand */
  guint       flags;
} ScoreCase;

enum
{
  LOG_BONUS = 1 << 0,
  NO_BINGO = 1 << 1,
  ALONGSIDE = 1 << 2,
};

static const ScoreCase score_cases[] = {
  /* R3, R7, R8: first play on the centre star (double word); 0 on 8,12 is a
   * double letter: (1+1+1+1+1 + 1×2 + bonus 2) × 2 = 18. */
  { "r3-r7-centre-star-and-double-letter", "",
    "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0", 18, 0 },
  /* R8 setting: log2(2) = 1: (7 + 1) × 2 = 16. */
  { "r8-log-bonus", "",
    "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=0", 16, LOG_BONUS },
  /* R7: old tiles score nothing, the centre's double word under an old
   * tile does not count: 11+1=100, new 1 and 0 on plain squares:
   * (1 + 1 + bonus 4) × 1 = 6. */
  { "r7-old-tiles-and-their-premiums", "8,7 across 1 + 1 = 1 0",
    "8 6 across: 8,6=1 8,13=0", 6, 0 },
  /* Double letter under the new 0 on 8,12 (the old 1 on the centre star
   * does not count): (1×2 + bonus 2) × 1 = 4. */
  { "r7-double-letter", "8,7 across 1 + 1 = 1",
    "8 12 across: 8,12=0", 4, 0 },
  /* Triple letter on 6,6 (the one on 6,2 is under an old tile):
   * (1×3 + 2) = 5. */
  { "r7-triple-letter", "6,1 across 1 + 1 = 1",
    "6 6 across: 6,6=0", 5, 0 },
  /* R1: a blank scores 0 even on a triple letter: (0 + 2) = 2. */
  { "r1-blank-scores-zero", "6,1 across 1 + 1 = 1",
    "6 6 across: 6,6=0?", 2, 0 },
  /* Double word on 2,2: (1 + 2) × 2 = 6. */
  { "r7-double-word", "2,3 across + 1 = 1 0",
    "2 2 across: 2,2=1", 6, 0 },
  /* Triple word on 1,1 (the double letter on 1,4 is under an old tile):
   * (1 + 2) × 3 = 9. */
  { "r7-triple-word", "1,2 across + 1 = 1 0",
    "1 1 across: 1,1=1", 9, 0 },
  /* R7: both equations of a play count, each with the double word under
   * the new tile on 5,5: across 1+1=10 (1 + 2) × 2 = 6, down 1=1
   * (1 + 1) × 2 = 4; total 10. */
  { "r7-two-equations-double-word", "5,3 across 1 +; 5,6 across = 1 0; 3,5 down 1 =",
    "5 5 across: 5,5=1", 10, 0 },
  /* R8: value 0 has bonus 0: 0=0 on the centre, (1+1+1) × 2 = 6. */
  { "r8-bonus-of-zero", "",
    "8 7 across: 8,7=0 8,8== 8,9=0", 6, 0 },
  /* R8: 11×11=1001 is 9, bonus 8: (1 + 8) × 1 = 9. */
  { "r8-bonus-highest-bit", "8,1 across 1 1 x 1 1 = 1 0 0",
    "8 10 across: 8,10=1", 9, 0 },
  /* R8 log setting: floor(log2 9) = 3: (1 + 3) = 4. */
  { "r8-bonus-log-of-nine", "8,1 across 1 1 x 1 1 = 1 0 0",
    "8 10 across: 8,10=1", 4, LOG_BONUS },
  /* R1: ÷ is worth 4: 10÷10=1, (4 + 1) = 5. */
  { "r1-divide-four-points", "3,3 across 1 0; 3,6 across 1 0 = 1",
    "3 5 across: 3,5=/", 5, 0 },
  /* R1: × is worth 2: 10×1=10, (2 + 2) = 4. */
  { "r1-times-two-points", "3,3 across 1 0; 3,6 across 1 = 1 0",
    "3 5 across: 3,5=x", 4, 0 },
  /* R9: all 9 tiles, down column 8 from the triple word on 1,8 over the
   * double letter on 4,8 and the centre: 10×10=100, tiles
   * 1+1+2+1×2+1+1+1+1+1 = 11, bonus 4, (11 + 4) × 3 × 2 = 90, + 50. */
  { "r9-bingo", "",
    "1 8 down: 1,8=1 2,8=0 3,8=x 4,8=1 5,8=0 6,8== 7,8=1 8,8=0 9,8=0", 140, 0 },
  { "r9-bingo-off", "",
    "1 8 down: 1,8=1 2,8=0 3,8=x 4,8=1 5,8=0 6,8== 7,8=1 8,8=0 9,8=0", 90, NO_BINGO },
  /* R5 numbers alongside: the runs 11 and 10 down are plain numbers and
   * score 0; along 11=11 holds the old 1 on 7,14: new 1, 1, = (double
   * letter on 7,13), 1: (1 + 1 + 2 + 1 + bonus 2) = 7. */
  { "r5-r7-plain-numbers-score-zero", "8,7 across 1 + 1 = 1 0; 7,14 across 1",
    "7 11 across: 7,11=1 7,12=1 7,13== 7,15=1", 7, ALONGSIDE },
};

static void
settings_for (guint               flags,
              FtScrabbleSettings *settings)
{
  ft_scrabble_settings_init (settings);
  settings->log_bonus = (flags & LOG_BONUS) != 0;
  settings->bingo = !(flags & NO_BINGO);
  settings->numbers_alongside = (flags & ALONGSIDE) != 0;
}

static void
test_score (gconstpointer data)
{
  const ScoreCase *c = data;
  FtScrabbleSettings settings;
  FtScrabbleBoard board;
  FtScrabblePlay play = test_play (c->play);
  FtScrabbleVerdict v;
  g_autoptr(GArray) plays = NULL;
  FtScrabbleRack rack = { 0, };
  gboolean found = FALSE;

  settings_for (c->flags, &settings);
  test_board (&board, c->board);
  if (!ft_scrabble_check_play (&board, &settings, &play, &v))
    {
      FtScrabbleBoard after = board;
      g_autofree char *why = NULL;

      ft_scrabble_board_apply (&after, &play);
      why = ft_scrabble_verdict_describe (&v, &after);
      g_error ("%s: %s", c->name, why);
    }
  g_assert_cmpint (v.score, ==, c->score);
  g_assert_cmpint (play.score, ==, c->score);

  /* The generator scores it the same, from a rack of exactly its tiles. */
  for (guint i = 0; i < play.n; i++)
    {
      guint8 t = play.tiles[i].tile;

      rack.kinds[rack.n++] = FT_SCRABBLE_CELL_IS_BLANK (t) ? FT_SCRABBLE_BLANK : FT_SCRABBLE_CELL_TILE (t);
    }
  plays = ft_scrabble_generate_all (&board, &settings, &rack);
  for (guint i = 0; i < plays->len; i++)
    {
      const FtScrabblePlay *p = &g_array_index (plays, FtScrabblePlay, i);

      if (ft_scrabble_play_equal (p, &play))
        {
          g_assert_false (found);
          g_assert_cmpint (p->score, ==, c->score);
          g_assert_cmpint (p->dir, ==, play.dir);
          found = TRUE;
        }
    }
  g_assert_true (found);
}

typedef struct
{
  const char     *name;
  const char     *board;
  const char     *play;
  FtScrabbleFault fault;
  guint           rule;
  guint           flags;
} IllegalCase;

static const IllegalCase illegal_cases[] = {
  { "occupied", "8,7 across 1 + 1 = 1 0", "8 7 across: 8,7=1", FT_SCRABBLE_FAULT_OCCUPIED, 4, 0 },
  { "not-in-line", "", "8 8 across: 8,8=1 9,9=1", FT_SCRABBLE_FAULT_NOT_IN_LINE, 4, 0 },
  /* 8,8 stays empty between the new tiles. */
  { "gap", "", "8 7 across: 8,7=1 8,9=1", FT_SCRABBLE_FAULT_GAP, 4, 0 },
  /* Old tiles may sit between new ones, but not empty squares. */
  { "gap-after-old", "8,8 across 1", "8 7 across: 8,7=1 8,10=1", FT_SCRABBLE_FAULT_GAP, 4, 0 },
  { "two-equals", "", "8 6 across: 8,6=1 8,7== 8,8=1 8,9== 8,10=1", FT_SCRABBLE_FAULT_TWO_EQUALS, 4, 0 },
  /* A blank as = counts. */
  { "two-equals-blank", "", "8 6 across: 8,6=1 8,7== 8,8=1 8,9==? 8,10=1", FT_SCRABBLE_FAULT_TWO_EQUALS, 4, 0 },
  { "centre", "", "1 1 across: 1,1=1 1,2== 1,3=1", FT_SCRABBLE_FAULT_CENTRE, 3, 0 },
  { "not-touching", "8,7 across 1 + 1 = 1 0", "1 1 across: 1,1=1 1,2== 1,3=1", FT_SCRABBLE_FAULT_NOT_TOUCHING, 4, 0 },
  /* R5: a lone tile makes no equation. */
  { "no-equation", "", "8 8 across: 8,8=1", FT_SCRABBLE_FAULT_NO_EQUATION, 5, 0 },
  /* R5, R16: 1+1=11 along the play. */
  { "along-false", "", "8 7 across: 8,7=1 8,8=+ 8,9=1 8,10== 8,11=1 8,12=1", FT_SCRABBLE_FAULT_BAD_RUN, 5, 0 },
  /* R5: the run across the play, 1 1 down from 8,7 (the old 1 and the new
   * 1 under it), is no equation. */
  { "across-run", "8,7 across 1 + 1 = 1 0", "9 7 across: 9,7=1 9,8== 9,9=1", FT_SCRABBLE_FAULT_BAD_RUN, 5, 0 },
  /* Numbers alongside: the same play is legal as far as 1 1 goes, but 1 =
   * under + makes "+ =" down, which is no number. */
  { "alongside-not-a-number", "8,7 across 1 + 1 = 1 0", "9 7 across: 9,7=1 9,8== 9,9=1",
    FT_SCRABBLE_FAULT_BAD_RUN, 5, ALONGSIDE },
  /* Numbers alongside: the run along a 2+ tile play must be an equation. */
  { "alongside-along-number", "8,7 across 1 + 1 = 1 0", "7 11 across: 7,11=1 7,12=1",
    FT_SCRABBLE_FAULT_BAD_RUN, 5, ALONGSIDE },
  /* Numbers alongside: a one-tile play whose two runs are numbers. */
  { "alongside-one-tile-numbers", "8,7 across 1 + 1 = 1 0", "7 11 across: 7,11=1",
    FT_SCRABBLE_FAULT_NO_EQUATION, 5, ALONGSIDE },
  /* Numbers alongside: 11=11 along touches the old equation only through
   * the plain numbers 11 and 10: no equation holds an old tile. */
  { "alongside-no-old-equation", "8,7 across 1 + 1 = 1 0",
    "7 11 across: 7,11=1 7,12=1 7,13== 7,14=1 7,15=1", FT_SCRABBLE_FAULT_NO_OLD_EQUATION, 5, ALONGSIDE },
  /* R12 inside a run. */
  { "leading-zero", "", "8 7 across: 8,7=0 8,8=1 8,9== 8,10=1", FT_SCRABBLE_FAULT_BAD_RUN, 5, 0 },
};

static void
test_illegal (gconstpointer data)
{
  const IllegalCase *c = data;
  FtScrabbleSettings settings;
  FtScrabbleBoard board, after;
  FtScrabblePlay play = test_play (c->play);
  FtScrabbleVerdict v;
  g_autofree char *why = NULL;

  settings_for (c->flags, &settings);
  test_board (&board, c->board);
  g_assert_false (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpstr (ft_scrabble_fault_name (v.fault), ==, ft_scrabble_fault_name (c->fault));
  g_assert_cmpint (v.rule, ==, c->rule);
  after = board;
  ft_scrabble_board_apply (&after, &play);
  why = ft_scrabble_verdict_describe (&v, &after);
  /* In words, for a learner: the number is for the command line. */
  g_assert_false (g_str_has_prefix (why, "R"));
  g_assert_cmpuint (strlen (why), >, 20);
}

/* Faults that the text form cannot express, made on the struct. */
static void
test_illegal_structs (void)
{
  FtScrabbleSettings settings;
  FtScrabbleBoard board;
  FtScrabbleVerdict v;
  FtScrabblePlay play = { 0, };

  ft_scrabble_settings_init (&settings);
  ft_scrabble_board_clear (&board);

  g_assert_false (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (v.fault, ==, FT_SCRABBLE_FAULT_NO_TILES);

  play.n = 2;
  play.tiles[0] = (FtScrabblePlaced) { FT_SCRABBLE_CENTRE, FT_EQ_TILE_1 };
  play.tiles[1] = (FtScrabblePlaced) { FT_SCRABBLE_CENTRE, FT_EQ_TILE_0 };
  g_assert_false (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (v.fault, ==, FT_SCRABBLE_FAULT_SAME_SQUARE);

  play.tiles[1] = (FtScrabblePlaced) { FT_SCRABBLE_N_SQUARES, FT_EQ_TILE_0 };
  g_assert_false (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (v.fault, ==, FT_SCRABBLE_FAULT_OFF_BOARD);

  play.tiles[1] = (FtScrabblePlaced) { FT_SCRABBLE_CENTRE + 1, FT_EQ_N_TILES + 1 };
  g_assert_false (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (v.fault, ==, FT_SCRABBLE_FAULT_BAD_TILE);
}

/* The one-tile play's direction (the notation's rule). */
static void
test_one_tile_direction (void)
{
  FtScrabbleSettings settings;
  FtScrabbleBoard board;
  FtScrabblePlay play = test_play ("8 12 down: 8,12=0");
  FtScrabbleVerdict v;
  g_autofree char *text = NULL;

  ft_scrabble_settings_init (&settings);
  test_board (&board, "8,7 across 1 + 1 = 1");
  g_assert_true (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (play.dir, ==, FT_SCRABBLE_ACROSS);
  text = ft_scrabble_play_to_string (&play);
  g_assert_cmpstr (text, ==, "8 12 across: 8,12=0 score 4");

  /* Down when only the down run is an equation. */
  test_board (&board, "6,3 down 1 + 1 = 1");
  play = test_play ("11 3 across: 11,3=0");
  g_assert_true (ft_scrabble_check_play (&board, &settings, &play, &v));
  g_assert_cmpint (play.dir, ==, FT_SCRABBLE_DOWN);
}

static void
test_text_forms (void)
{
  FtScrabbleBoard board, again;
  FtScrabbleRack rack;
  FtScrabblePlay play;
  gboolean has_score;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *rack_text = NULL;
  g_autofree char *play_text = NULL;

  test_board (&board, "8,7 across 1 + 1 = 1 0; 1,1 down AND? OR NOT XOR x /");
  text = ft_scrabble_board_to_string (&board);
  g_assert_true (g_str_has_prefix (text, "AND? . . . . . . . . . . . . . .\nOR . ."));
  g_assert_true (ft_scrabble_board_from_string (&again, text, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (board.cells, sizeof board.cells, again.cells, sizeof again.cells);

  /* Comments and blank lines are skipped; a short row is an error. */
  {
    g_autofree char *commented = g_strconcat ("# a board\n\n", text, "\n# end\n", NULL);
    g_autofree char *cut = g_strdup (text);

    g_assert_true (ft_scrabble_board_from_string (&again, commented, NULL));
    cut[strlen (cut) - 3] = '\0';
    g_assert_false (ft_scrabble_board_from_string (&again, cut, &error));
    g_assert_error (error, FT_SCRABBLE_TEXT_ERROR, FT_SCRABBLE_TEXT_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_false (ft_scrabble_board_from_string (&again, "1 2 3", &error));
    g_clear_error (&error);
  }

  g_assert_true (ft_scrabble_rack_from_string (&rack, "1 0 = NOT AND 1 ?", &error));
  g_assert_cmpuint (rack.n, ==, 7);
  g_assert_cmpuint (rack.kinds[6], ==, FT_SCRABBLE_BLANK);
  rack_text = ft_scrabble_rack_to_string (&rack);
  g_assert_cmpstr (rack_text, ==, "1 0 = NOT AND 1 ?");
  g_assert_false (ft_scrabble_rack_from_string (&rack, "1 1 1 1 1 1 1 1 1 1", &error));
  g_clear_error (&error);
  g_assert_false (ft_scrabble_rack_from_string (&rack, "1 two", &error));
  g_clear_error (&error);

  /* `=` is written r,c==; a blank with ?; the score may be left out. */
  g_assert_true (ft_scrabble_play_from_string (&play, &has_score, "8 7 across: 8,9=1? 8,7=1 8,8==", &error));
  g_assert_no_error (error);
  g_assert_false (has_score);
  g_assert_cmpuint (play.n, ==, 3);
  g_assert_cmpuint (play.tiles[1].tile, ==, FT_EQ_TILE_EQUALS);
  g_assert_cmpuint (play.tiles[2].tile, ==, FT_EQ_TILE_1 | FT_SCRABBLE_BLANK_FLAG);
  play.score = 7;
  play_text = ft_scrabble_play_to_string (&play);
  g_assert_cmpstr (play_text, ==, "8 7 across: 8,7=1 8,8== 8,9=1? score 7");
  g_assert_true (ft_scrabble_play_from_string (&play, &has_score, play_text, NULL));
  g_assert_true (has_score);
  g_assert_cmpint (play.score, ==, 7);

  /* ROW COL must be the first tile; DIR must match the tiles' line. */
  g_assert_false (ft_scrabble_play_from_string (&play, NULL, "8 8 across: 8,7=1 8,8==", &error));
  g_clear_error (&error);
  g_assert_false (ft_scrabble_play_from_string (&play, NULL, "8 7 down: 8,7=1 8,8==", &error));
  g_clear_error (&error);
  g_assert_false (ft_scrabble_play_from_string (&play, NULL, "8 7 across: 8,7=1 8,7==", &error));
  g_clear_error (&error);
  g_assert_false (ft_scrabble_play_from_string (&play, NULL, "16 7 across: 16,7=1", &error));
  g_clear_error (&error);
  g_assert_false (ft_scrabble_play_from_string (&play, NULL, "8 7 across: 8,7=12", &error));
  g_clear_error (&error);
}

/* R1, R2: the bag, the deal, seeded replay. */
static void
test_state_deal (void)
{
  FtScrabbleSettings settings;
  FtScrabbleState a, b;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  ft_scrabble_settings_init (&settings);
  g_assert_cmpuint (ft_scrabble_state_n_tiles (&settings), ==, 100);
  ft_scrabble_state_init (&a, &settings, 3, 42);
  g_assert_cmpuint (a.n_bag, ==, 100 - 27);
  g_assert_true (ft_scrabble_state_check (&a, &error));
  g_assert_no_error (error);

  ft_scrabble_state_init (&b, &settings, 3, 42);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  ft_scrabble_state_init (&b, &settings, 3, 43);
  g_assert_true (memcmp (a.bag, b.bag, a.n_bag) != 0);

  settings.eq.options |= FT_EQ_OPTION_XOR;
  g_assert_cmpuint (ft_scrabble_state_n_tiles (&settings), ==, 104);
  ft_scrabble_state_init (&b, &settings, 4, 1);
  g_assert_cmpuint (b.n_bag, ==, 104 - 36);
  g_assert_true (ft_scrabble_state_check (&b, NULL));

  /* The text form reads back. */
  text = ft_scrabble_state_to_string (&a);
  g_assert_true (ft_scrabble_state_from_string (&b, text, &error));
  g_assert_no_error (error);
  text_again = ft_scrabble_state_to_string (&b);
  g_assert_cmpstr (text, ==, text_again);
  g_assert_cmpmem (&a.rng, sizeof a.rng, &b.rng, sizeof b.rng);
}

/* R6: exchange needs 9 tiles in the bag; pass always; R2: the rack. */
static void
test_state_exchange (void)
{
  FtScrabbleSettings settings;
  FtScrabbleState s;
  FtScrabbleMove move = { 0, };
  g_autoptr(GError) error = NULL;
  guint before;

  ft_scrabble_settings_init (&settings);
  ft_scrabble_state_init (&s, &settings, 2, 7);
  move.kind = FT_SCRABBLE_MOVE_EXCHANGE;
  move.exchange.n = 2;
  move.exchange.kinds[0] = s.racks[0].kinds[0];
  move.exchange.kinds[1] = s.racks[0].kinds[1];
  before = s.n_bag;
  g_assert_true (ft_scrabble_state_apply (&s, &move, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (s.n_bag, ==, before);
  g_assert_cmpuint (s.racks[0].n, ==, 9);
  g_assert_cmpuint (s.current, ==, 1);
  g_assert_cmpuint (s.scoreless, ==, 1);
  g_assert_true (ft_scrabble_state_check (&s, NULL));

  /* Tiles not on the rack. */
  move.exchange.n = 9;
  for (guint i = 0; i < 9; i++)
    move.exchange.kinds[i] = FT_EQ_TILE_DIVIDE;
  g_assert_false (ft_scrabble_state_apply (&s, &move, NULL, &error));
  g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* R2: a play of tiles that are not on the rack (three ÷: the set has
   * two). */
  {
    FtScrabbleMove play = { .kind = FT_SCRABBLE_MOVE_PLAY };
    FtScrabbleVerdict v;

    play.play = test_play ("8 7 across: 8,7=/ 8,8=/ 8,9=/");
    g_assert_false (ft_scrabble_state_apply (&s, &play, &v, &error));
    g_assert_cmpint (v.fault, ==, FT_SCRABBLE_FAULT_NOT_ON_RACK);
    g_assert_cmpstr (error->message, ==, "the rack does not hold these tiles");
    g_clear_error (&error);
    s.racks[1].kinds[0] = FT_EQ_TILE_DIVIDE;
    s.racks[1].kinds[1] = FT_EQ_TILE_DIVIDE;
    s.racks[1].kinds[2] = FT_EQ_TILE_DIVIDE;
    g_assert_false (ft_scrabble_state_check (&s, &error));
    /* R1, said in words: no ruling code reaches a teacher. */
    g_assert_true (strstr (error->message, "but the set has") != NULL);
    g_assert_null (strstr (error->message, "R1"));
    g_clear_error (&error);
    ft_scrabble_state_init (&s, &settings, 2, 7);
    play.kind = FT_SCRABBLE_MOVE_PASS;
    g_assert_true (ft_scrabble_state_apply (&s, &play, NULL, NULL));
    g_assert_cmpuint (s.current, ==, 1);
  }

  /* Eight tiles in the bag: no exchange. */
  s.n_bag = 8;
  move.exchange.n = 1;
  move.exchange.kinds[0] = s.racks[1].kinds[0];
  g_assert_false (ft_scrabble_state_apply (&s, &move, NULL, &error));
  g_assert_cmpstr (error->message, ==, "an exchange needs at least 9 tiles in the bag");
  g_clear_error (&error);
}

/* R10: going out adds the 1 tiles on the other racks; six scoreless turns
 * take each rack's points off. */
static void
test_state_end (void)
{
  FtScrabbleSettings settings;
  FtScrabbleState s;
  FtScrabbleMove pass = { .kind = FT_SCRABBLE_MOVE_PASS };
  gint32 before[2] = { 100, 90 };
  gint32 points[2] = { 0, 0 };

  ft_scrabble_settings_init (&settings);
  ft_scrabble_state_init (&s, &settings, 2, 11);
  s.scores[0] = before[0];
  s.scores[1] = before[1];

  for (guint p = 0; p < 2; p++)
    for (guint i = 0; i < s.racks[p].n; i++)
      points[p] += ft_scrabble_kind_points (s.racks[p].kinds[i]);

  for (guint t = 0; t < FT_SCRABBLE_SCORELESS_END; t++)
    {
      g_assert_false (s.over);
      g_assert_true (ft_scrabble_state_apply (&s, &pass, NULL, NULL));
    }
  g_assert_true (s.over);
  g_assert_cmpuint (s.went_out, ==, FT_SCRABBLE_NOBODY);
  g_assert_cmpint (s.scores[0], ==, before[0] - points[0]);
  g_assert_cmpint (s.scores[1], ==, before[1] - points[1]);
  g_assert_false (ft_scrabble_state_apply (&s, &pass, NULL, NULL));
}

/* R6, R10: an ending that no game can reach is refused by the state check
 * (and so by the text form a save holds), never shown as a result. */
static void
test_state_impossible_endings (void)
{
  FtScrabbleSettings settings;
  FtScrabbleState s, t;
  struct { const char *from, *to, *why; } edits[] = {
    /* player 1 holds 9 tiles and the bag 47 */
    { "over: no", "over: out 1", "went out" },
    { "scoreless: 0", "scoreless: 6", "scoreless" },
    { "over: no", "over: scoreless", "scoreless" },
  };

  ft_scrabble_settings_init (&settings);
  ft_scrabble_state_init (&s, &settings, 2, 5);
  g_assert_true (ft_scrabble_state_check (&s, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *text = ft_scrabble_state_to_string (&s);
      g_autoptr(GString) edited = g_string_new (text);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (g_string_replace (edited, edits[i].from, edits[i].to, 1), ==, 1);
      g_assert_false (ft_scrabble_state_from_string (&t, edited->str, &error));
      g_assert_error (error, FT_SCRABBLE_STATE_ERROR, FT_SCRABBLE_STATE_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, edits[i].why));
    }

  /* The same as structs: out with tiles left, over with no cause, an
   * empty rack in a game that goes on, a score change that is not R10's. */
  t = s;
  t.over = TRUE;
  t.went_out = 0;
  g_assert_false (ft_scrabble_state_check (&t, NULL));
  t = s;
  t.scoreless = FT_SCRABBLE_SCORELESS_END;
  g_assert_false (ft_scrabble_state_check (&t, NULL));
  t = s;
  t.over = TRUE;
  g_assert_false (ft_scrabble_state_check (&t, NULL));
  t = s;
  t.adjust[1] = 3;
  g_assert_false (ft_scrabble_state_check (&t, NULL));

  /* A real scoreless ending passes. */
  t = s;
  for (guint i = 0; i < FT_SCRABBLE_SCORELESS_END; i++)
    {
      FtScrabbleMove pass = { .kind = FT_SCRABBLE_MOVE_PASS };

      g_assert_true (ft_scrabble_state_apply (&t, &pass, NULL, NULL));
    }
  g_assert_true (t.over);
  g_assert_true (ft_scrabble_state_check (&t, NULL));
}

/* R10 going out, on a game played to its end: the last player to move with
 * an empty bag and an empty rack gains the 1 tiles of the others. */
static void
test_state_going_out (void)
{
  FtScrabbleSettings settings;
  guint out_games = 0;

  ft_scrabble_settings_init (&settings);
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      FtScrabbleState s;
      FtStrength strengths[2] = { FT_STRENGTH_STANDARD, FT_STRENGTH_STANDARD };
      g_autoptr(GError) error = NULL;
      gint32 ones = 0;

      g_assert_true (ft_scrabble_ai_play_game (&settings, 2, strengths, NULL, seed, TRUE, &s, &error));
      if (s.went_out == FT_SCRABBLE_NOBODY)
        continue;
      out_games++;
      for (guint i = 0; i < s.racks[!s.went_out].n; i++)
        ones += s.racks[!s.went_out].kinds[i] == FT_EQ_TILE_1;
      g_assert_cmpuint (s.racks[s.went_out].n, ==, 0);
      g_assert_cmpuint (s.n_bag, ==, 0);
      g_assert_cmpint (s.adjust[s.went_out], ==, ones);
      g_assert_cmpint (s.adjust[!s.went_out], ==, 0);
    }
  g_assert_cmpuint (out_games, >, 0);
}

/* R18: what is hidden (other racks, the bag's order) changes neither the
 * view nor what the computer players and the hint do with it. */
static void
test_view_hides (void)
{
  FtScrabbleSettings settings;
  FtScrabbleState a, b;
  FtScrabbleView va, vb;
  FtRng rng;

  ft_scrabble_settings_init (&settings);
  ft_scrabble_state_init (&a, &settings, 3, 99);
  for (guint t = 0; t < 4; t++)
    {
      FtScrabbleView view;
      FtScrabbleMove move;

      ft_scrabble_view_init (&view, &a, a.current);
      ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
      g_assert_true (ft_scrabble_state_apply (&a, &move, NULL, NULL));
    }

  /* Swap another player's rack with tiles of the bag, and shuffle it. */
  b = a;
  for (guint i = 0; i < b.racks[(b.current + 1) % 3].n; i++)
    {
      guint8 t = b.racks[(b.current + 1) % 3].kinds[i];

      b.racks[(b.current + 1) % 3].kinds[i] = b.bag[i];
      b.bag[i] = t;
    }
  ft_rng_init (&rng, 5);
  ft_rng_shuffle (&rng, b.bag, b.n_bag, 1);
  g_assert_true (ft_scrabble_state_check (&b, NULL));
  g_assert_true (memcmp (&a, &b, sizeof a) != 0);

  ft_scrabble_view_init (&va, &a, a.current);
  ft_scrabble_view_init (&vb, &b, b.current);
  g_assert_cmpmem (&va, sizeof va, &vb, sizeof vb);
  for (guint s = 0; s < FT_N_STRENGTHS; s++)
    {
      FtScrabbleMove ma, mb;

      ft_scrabble_ai_choose (&va, s, &ma);
      ft_scrabble_ai_choose (&vb, s, &mb);
      g_assert_cmpmem (&ma, sizeof ma, &mb, sizeof mb);
    }

  /* The simulating expert too (a fixed number of samples, no clock), and
   * its move is legal. */
  {
    FtScrabbleMove ma, mb;

    ft_scrabble_ai_simulate (&va, 2, 0, &ma);
    ft_scrabble_ai_simulate (&vb, 2, 0, &mb);
    g_assert_cmpmem (&ma, sizeof ma, &mb, sizeof mb);
    g_assert_true (ft_scrabble_state_apply (&a, &ma, NULL, NULL));
    g_assert_true (ft_scrabble_state_check (&a, NULL));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (score_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/scrabble/score/%s", score_cases[i].name);

      g_test_add_data_func (path, &score_cases[i], test_score);
    }
  for (guint i = 0; i < G_N_ELEMENTS (illegal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/scrabble/illegal/r%u-%s", illegal_cases[i].rule,
                                               illegal_cases[i].name);

      g_test_add_data_func (path, &illegal_cases[i], test_illegal);
    }
  g_test_add_func ("/scrabble/illegal/structs", test_illegal_structs);
  g_test_add_func ("/scrabble/one-tile-direction", test_one_tile_direction);
  g_test_add_func ("/scrabble/text-forms", test_text_forms);
  g_test_add_func ("/scrabble/state/deal", test_state_deal);
  g_test_add_func ("/scrabble/state/exchange", test_state_exchange);
  g_test_add_func ("/scrabble/state/scoreless-end", test_state_end);
  g_test_add_func ("/scrabble/state/going-out", test_state_going_out);
  g_test_add_func ("/scrabble/state/impossible-endings", test_state_impossible_endings);
  g_test_add_func ("/scrabble/view-hides", test_view_hides);
  return g_test_run ();
}
