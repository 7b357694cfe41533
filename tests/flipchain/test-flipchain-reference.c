/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ft-rng.h"
#include "flipchain/flipchain-game.h"
#include "flipchain-flips-dfs.h"
#include "flipchain-positions.h"
#include "flipchain-reference.h"
#include "flipchain-test-util.h"
#include "../sample-test.h"

/*
 * The engine's flips (R8), loops (R3/R4) and legality (R5) against the
 * plain enumeration in flipchain-reference.h, on thousands of random
 * positions of sides 3–6: positions reached by random legal play (what
 * games meet) and random fillings (shapes play rarely makes).  Every
 * empty cell is tried for both colours.
 *
 * The engine's flips are a memoised search (flipchain-board.c); the former
 * plain depth-first search (flipchain-flips-dfs.h) is the second reference,
 * fast enough for late positions of every side up to 10 where nobody has
 * won, which the literal enumeration cannot reach.
 */

typedef struct
{
  guint positions;
  guint placements;
  guint flipped;
  guint loops;
} Tally;

static void
to_reference (const FtFcBoard *b,
              RefBoard        *ref)
{
  char cells[REF_MAX];
  const FtFcGeom *g = ft_fc_geom (b->side);

  for (guint c = 0; c < g->n_cells; c++)
    cells[c] = ".RB"[ft_fc_board_get (b, c)];
  ref_board_init (ref, (int) b->side, cells);
  g_assert_cmpint (ref->n, ==, (int) g->n_cells);
}

static void
compare_position (const FtFcBoard *b,
                  Tally           *tally)
{
  const FtFcGeom *g = ft_fc_geom (b->side);
  RefBoard ref;

  to_reference (b, &ref);
  tally->positions++;
  for (FtFcColour colour = FT_FC_RED; colour <= FT_FC_BLUE; colour++)
    {
      char own = ".RB"[colour], enemy = ".RB"[FT_FC_OTHER (colour)];
      gboolean loop = ft_fc_board_has_loop (b, colour);

      if (loop != ref_has_loop (&ref, own))
        {
          g_autofree char *text = ft_fc_board_to_string (b);

          g_error ("loop of %c: engine %d, reference %d on\n%s", own, loop, !loop, text);
        }
      tally->loops += loop;

      for (guint c = 0; c < g->n_cells; c++)
        {
          char expected[REF_MAX];
          FtFcBits flips;
          int n_own = 0, n_enemy = 0;

          if (ref.cell[c] != '.')
            continue;
          for (int d = 0; d < ref.n; d++)
            if (ref_adjacent (&ref, (int) c, d))
              {
                n_own += ref.cell[d] == own;
                n_enemy += ref.cell[d] == enemy;
              }
          g_assert_cmpint (ft_fc_board_is_legal (b, colour, c), ==, n_enemy >= n_own);

          ft_fc_board_flips (b, colour, c, &flips);
          ref_flips (&ref, own, (int) c, expected);
          for (guint d = 0; d < g->n_cells; d++)
            if (ft_fc_bits_has (&flips, d) != (expected[d] != 0))
              {
                g_autofree char *text = ft_fc_board_to_string (b);
                g_autofree char *name = ft_fc_cell_name (b->side, c);
                g_autofree char *other = ft_fc_cell_name (b->side, d);

                g_error ("%c on %s: engine and reference differ at %s on\n%s", own, name, other, text);
              }
          tally->placements++;
          tally->flipped += ft_fc_bits_count (&flips);
        }
    }
}

static void
test_played_positions (gconstpointer data)
{
  guint side = GPOINTER_TO_UINT (data);
  guint n_positions = ft_test_sampled (1000);
  FtRng rng;
  Tally tally = { 0, };

  ft_rng_init (&rng, 1000 + side);
  for (guint i = 0; i < n_positions; i++)
    {
      FtFcGame g;
      guint stop = ft_rng_below (&rng, ft_fc_geom (side)->n_cells);

      ft_fc_game_init (&g, side, FALSE);
      play_randomly (&g, &rng, stop);
      compare_position (&g.board, &tally);
    }
  g_test_message ("side %u: %u positions, %u placements, %u flips, %u loops",
                  side, tally.positions, tally.placements, tally.flipped, tally.loops);
  /* The sample must exercise the rules, not just empty boards. */
  g_assert_cmpuint (tally.flipped, >, tally.placements / 4);
  g_assert_cmpuint (tally.loops, >, 10);
}

static void
test_random_fillings (gconstpointer data)
{
  guint side = GPOINTER_TO_UINT (data);
  /* Random fillings grow big enemy groups, where the plain enumeration
   * slows down: fewer and sparser ones on the larger sides. */
  guint n_positions = side <= 4 ? 800 : side == 5 ? 200 : 60;
  guint max_fill = side <= 4 ? 85 : side == 5 ? 60 : 45;
  FtRng rng;
  Tally tally = { 0, };

  ft_rng_init (&rng, 2000 + side);
  for (guint i = 0; i < n_positions; i++)
    {
      const FtFcGeom *g = ft_fc_geom (side);
      guint fill = 15 + ft_rng_below (&rng, max_fill - 14);
      guint red_share = 20 + ft_rng_below (&rng, 61);
      FtFcBoard b;

      ft_fc_board_init (&b, side);
      for (guint c = 0; c < g->n_cells; c++)
        if (ft_rng_below (&rng, 100) < fill)
          ft_fc_board_set (&b, c, ft_rng_below (&rng, 100) < red_share ? FT_FC_RED : FT_FC_BLUE);
      compare_position (&b, &tally);
    }
  g_test_message ("side %u: %u positions, %u placements, %u flips, %u loops",
                  side, tally.positions, tally.placements, tally.flipped, tally.loops);
  g_assert_cmpuint (tally.flipped, >, 0);
  g_assert_cmpuint (tally.loops, >, 0);
}

/* R3/R4 on its own: random sets of one colour, dense enough to hold
 * loops about half the time. */
static void
test_random_loops (gconstpointer data)
{
  guint side = GPOINTER_TO_UINT (data);
  FtRng rng;
  guint with = 0, without = 0;
  /* The plain search for loops is slow on big loop-free sets: fewer
   * and sparser sets on the larger sides. */
  guint n_sets = ft_test_sampled (side <= 4 ? 2000 : side == 5 ? 500 : 100);
  guint max_fill = side <= 5 ? 79 : 60;

  ft_rng_init (&rng, 3000 + side);
  for (guint i = 0; i < n_sets; i++)
    {
      const FtFcGeom *g = ft_fc_geom (side);
      guint fill = 30 + ft_rng_below (&rng, max_fill - 29);
      FtFcBoard b;
      RefBoard ref;
      gboolean loop;

      ft_fc_board_init (&b, side);
      for (guint c = 0; c < g->n_cells; c++)
        if (ft_rng_below (&rng, 100) < fill)
          ft_fc_board_set (&b, c, FT_FC_RED);
      to_reference (&b, &ref);
      loop = ft_fc_board_has_loop (&b, FT_FC_RED);
      g_assert_cmpint (loop, ==, ref_has_loop (&ref, 'R'));
      if (loop)
        with++;
      else
        without++;
    }
  g_test_message ("side %u: %u sets with a loop, %u without", side, with, without);
  g_assert_cmpuint (with, >, n_sets / 20);
  g_assert_cmpuint (without, >, n_sets / 20);
}

/* The engine against the former search on late positions where nobody has
 * won (flipchain-positions.h), sides 3–10: the positions where that search
 * was slowest and the memo does its work.  The former search takes seconds
 * to minutes on some late side-10 games, so side 10's games stop at 45% of
 * the board; its fillings go to 80%. */
static void
test_quiet_positions (gconstpointer data)
{
  guint side = GPOINTER_TO_UINT (data);
  guint n_games = ft_test_sampled (side <= 6 ? 60 : 25);
  guint n_fillings = ft_test_sampled (side <= 6 ? 60 : 30);
  guint max_game_fill = side == 10 ? 45 : 80;
  guint placements = 0, flipped = 0, positions = 0;
  FtRng rng;

  ft_rng_init (&rng, 4000 + side);
  for (guint i = 0; i < n_games + n_fillings; i++)
    {
      FtFcBoard b;
      FtFcBits empty;

      if (i < n_games)
        {
          FtFcGame game;

          quiet_game (&game, side, 30 + ft_rng_below (&rng, max_game_fill - 29), &rng);
          b = game.board;
        }
      else
        quiet_filling (&b, side, 30 + ft_rng_below (&rng, 51), &rng);
      g_assert_false (ft_fc_board_has_loop (&b, FT_FC_RED));
      g_assert_false (ft_fc_board_has_loop (&b, FT_FC_BLUE));
      positions++;
      ft_fc_board_empty_cells (&b, &empty);
      FT_FC_BITS_FOREACH (c, &empty)
        for (FtFcColour colour = FT_FC_RED; colour <= FT_FC_BLUE; colour++)
          {
            FtFcBits flips, expected;

            ft_fc_board_flips (&b, colour, (guint) c, &flips);
            dfs_flips (&b, colour, (guint) c, &expected);
            if (!ft_fc_bits_equal (&flips, &expected))
              {
                g_autofree char *text = ft_fc_board_to_string (&b);
                g_autofree char *name = ft_fc_cell_name (side, (guint) c);

                g_error ("%c on %s: engine and former search differ on\n%s", ".RB"[colour], name, text);
              }
            placements++;
            flipped += ft_fc_bits_count (&flips);
          }
    }
  g_test_message ("side %u: %u positions, %u placements, %u flips", side, positions, placements, flipped);
  g_assert_cmpuint (flipped, >, placements);
}

/* The reference itself on the hand-made shapes of R2/R3, so that the
 * agreement above means something. */
static void
test_reference_itself (void)
{
  RefBoard b;
  /* Side 3: a1 a2 a3 / b1 b2 b3 b4 / c1 … c5 / d1 … d4 / e1 e2 e3. */
  int straight[] = { 7, 8, 9 };              /* c1 c2 c3 */
  int sharp[] = { 7, 8, 3 };                 /* c1 c2 b1: c1 touches b1 */
  int bent[] = { 7, 8, 4 };                  /* c1 c2 b2: a 120-degree bend */
  int ring[] = { 4, 5, 10, 14, 13, 8 };      /* b2 b3 c4 d3 d2 c2 around c3 */
  int triangle[] = { 4, 5, 9 };              /* b2 b3 c3 */

  ref_board_init (&b, 3, NULL);
  g_assert_true (ref_is_path (&b, straight, 3));
  g_assert_false (ref_is_path (&b, sharp, 3));
  g_assert_true (ref_is_path (&b, bent, 3));
  g_assert_true (ref_is_loop (&b, ring, 6));
  g_assert_false (ref_is_loop (&b, triangle, 3));
  g_assert_false (ref_is_loop (&b, ring, 5));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/flipchain/reference/itself", test_reference_itself);
  for (guint side = 3; side <= 6; side++)
    {
      g_autofree char *played = g_strdup_printf ("/flipchain/reference/played/side-%u", side);
      g_autofree char *filled = g_strdup_printf ("/flipchain/reference/filled/side-%u", side);
      g_autofree char *loops = g_strdup_printf ("/flipchain/reference/loops/side-%u", side);

      g_test_add_data_func (played, GUINT_TO_POINTER (side), test_played_positions);
      g_test_add_data_func (filled, GUINT_TO_POINTER (side), test_random_fillings);
      g_test_add_data_func (loops, GUINT_TO_POINTER (side), test_random_loops);
    }
  for (guint side = 3; side <= FT_FC_MAX_SIDE; side++)
    {
      g_autofree char *quiet = g_strdup_printf ("/flipchain/reference/quiet/side-%u", side);

      g_test_add_data_func (quiet, GUINT_TO_POINTER (side), test_quiet_positions);
    }
  return g_test_run ();
}
