/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "flipchain-test-util.h"

/* Hand-made positions for every ruling and for every misreading of R8
 * that the rules invite.  Boards are in the CLI notation. */

/* The flips of @colour placing on @name, as the CLI prints them, and
 * whether it wins. */
static char *
flips_of (const FtFcBoard *board,
          FtFcColour       colour,
          const char      *name,
          gboolean        *won)
{
  FtFcBoard b = *board;
  FtFcBits flips;
  gboolean w;

  w = ft_fc_board_place (&b, colour, cell_of (board->side, name), &flips);
  if (won != NULL)
    *won = w;
  return ft_fc_cells_to_string (board->side, &flips);
}

static void
test_geometry (void)
{
  for (guint side = FT_FC_MIN_SIDE; side <= FT_FC_MAX_SIDE; side++)
    {
      const FtFcGeom *g = ft_fc_geom (side);
      guint edges = 0;

      /* R1: a hexhex board of side n has 3n(n-1)+1 cells, 2n-1 rows. */
      g_assert_cmpuint (g->n_cells, ==, 3 * side * (side - 1) + 1);
      g_assert_cmpuint (g->n_rows, ==, 2 * side - 1);
      g_assert_cmpuint (ft_fc_bits_count (&g->interior), ==, 3 * (side - 1) * (side - 2) + 1);
      for (guint c = 0; c < g->n_cells; c++)
        {
          g_autofree char *name = ft_fc_cell_name (side, c);
          guint back = G_MAXUINT;

          g_assert_true (ft_fc_cell_parse (side, name, &back));
          g_assert_cmpuint (back, ==, c);
          for (guint k = 0; k < g->n_nbr[c]; k++)
            {
              guint d = (guint) g->nbr_list[c][k];

              /* Adjacency is symmetric, and between different cells. */
              g_assert_cmpuint (d, !=, c);
              g_assert_true (ft_fc_bits_has (&g->nbits[d], c));
              edges++;
            }
        }
      /* Each interior cell of the triangular lattice has six neighbours:
       * 3 edges per cell minus the missing ones along the rim. */
      g_assert_cmpuint (edges / 2, ==, 3 * g->n_cells - 3 * (2 * side - 1));
    }
}

static void
test_cell_names (void)
{
  guint cell;
  const FtFcGeom *g = ft_fc_geom (5);

  g_assert_true (ft_fc_cell_parse (5, "a1", &cell));
  g_assert_cmpuint (cell, ==, 0);
  /* e5 is the centre of side 5: axial (0, 0). */
  g_assert_true (ft_fc_cell_parse (5, "e5", &cell));
  g_assert_cmpint (g->q_of[cell], ==, 0);
  g_assert_cmpint (g->r_of[cell], ==, 0);
  g_assert_true (ft_fc_cell_parse (5, "i5", &cell));
  g_assert_cmpuint (cell, ==, g->n_cells - 1);
  g_assert_true (ft_fc_cell_parse (10, "j19", &cell));

  for (guint i = 0; i < 9; i++)
    {
      const char *bad[] = { "a6", "j1", "e0", "e05", "e", "5e", "e5x", "", "e123" };

      g_assert_false (ft_fc_cell_parse (5, bad[i], &cell));
    }
}

static void
test_board_text (void)
{
  g_autoptr(GError) error = NULL;
  FtFcBoard b, again;
  g_autofree char *text = NULL;
  const char *loose =
    "# a comment, then a blank line\n"
    "\n"
    "R . .\n"
    "   . B . .\n"
    ". . . . .\n"
    "\t. . . .\r\n"
    "  . . R\n";

  g_assert_true (ft_fc_board_from_string (&b, 3, loose, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ft_fc_board_get (&b, cell_of (3, "a1")), ==, FT_FC_RED);
  g_assert_cmpint (ft_fc_board_get (&b, cell_of (3, "b2")), ==, FT_FC_BLUE);
  g_assert_cmpint (ft_fc_board_get (&b, cell_of (3, "e3")), ==, FT_FC_RED);
  text = ft_fc_board_to_string (&b);
  g_assert_cmpstr (text, ==, "  R . .\n . B . .\n. . . . .\n . . . .\n  . . R\n");
  g_assert_true (ft_fc_board_from_string (&again, 3, text, NULL));
  g_assert_true (memcmp (&b, &again, sizeof b) == 0);

  {
    const char *bad[] = {
      "R . .\n. . . .\n. . . . .\n. . . .\n",            /* a row missing */
      "R . .\n. . . .\n. . . . .\n. . . .\n. . .\n. . .\n", /* a row too many */
      "R . . .\n. . . .\n. . . . .\n. . . .\n. . .\n",   /* a long row */
      "R .\n. . . .\n. . . . .\n. . . .\n. . .\n",       /* a short row */
      "R . x\n. . . .\n. . . . .\n. . . .\n. . .\n",     /* a bad mark */
      "R..\n. . . .\n. . . . .\n. . . .\n. . .\n",       /* no spaces */
      "r . .\n. . . .\n. . . . .\n. . . .\n. . .\n",     /* lower case */
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GError) e = NULL;

        g_assert_false (ft_fc_board_from_string (&b, 3, bad[i], &e));
        g_assert_error (e, FT_FC_ERROR, FT_FC_ERROR_PARSE);
      }
  }
}

/* R5: at least as many enemy as friendly neighbours; equal counts are
 * legal, and so is a cell with no occupied neighbour. */
static void
test_r5_placement (void)
{
  FtFcBoard b = board_of (3,
                          "  . . .\n"
                          " . R B .\n"
                          ". . . . .\n"
                          " . R R .\n"
                          "  . . B\n");

  /* b1 touches one R (b2) and nothing else: illegal for Red, legal for Blue. */
  g_assert_false (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (3, "b1")));
  g_assert_true (ft_fc_board_is_legal (&b, FT_FC_BLUE, cell_of (3, "b1")));
  /* a2 touches b2 (R) and b3 (B): equal, legal for both. */
  g_assert_true (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (3, "a2")));
  g_assert_true (ft_fc_board_is_legal (&b, FT_FC_BLUE, cell_of (3, "a2")));
  /* c3 touches b2, b3, d2, d3: one B, three R. */
  g_assert_false (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (3, "c3")));
  g_assert_true (ft_fc_board_is_legal (&b, FT_FC_BLUE, cell_of (3, "c3")));
  /* a1 touches b2 (R) only... and a2, b1, empty. */
  g_assert_false (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (3, "a1")));
  /* Taken cells are never legal. */
  g_assert_false (ft_fc_board_is_legal (&b, FT_FC_BLUE, cell_of (3, "b2")));
  g_assert_false (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (3, "e3")));

  /* Every empty cell is legal for at least one colour. */
  {
    FtFcBits red, blue, empty;

    ft_fc_board_legal (&b, FT_FC_RED, &red);
    ft_fc_board_legal (&b, FT_FC_BLUE, &blue);
    ft_fc_board_empty_cells (&b, &empty);
    FT_FC_BITS_FOREACH (c, &empty)
      g_assert_true (ft_fc_bits_has (&red, (guint) c) || ft_fc_bits_has (&blue, (guint) c));
  }
}

/* R8 misreading "straight lines only": a path may bend by 120 degrees. */
static void
test_r8_bent_path (void)
{
  FtFcBoard b = board_of (5,
                          "    . . . . .\n"
                          "   . . . . . .\n"
                          "  . . . R . . .\n"
                          " . . . B . . . .\n"
                          ". . . B . . . . .\n"
                          " . . . . . . . .\n"
                          "  . . . . . . .\n"
                          "   . . . . . .\n"
                          "    . . . . .\n");
  g_autofree char *flips = flips_of (&b, FT_FC_RED, "e3", NULL);

  /* e3 → e4 runs east, e4 → d4 → c4 north-east: one bend. */
  g_assert_cmpstr (flips, ==, "d4 e4");
}

/* R8 misreading "paths may have chords": the sharp turn e3 → e4 → d3
 * makes e3 and d3 adjacent, so e4 stays blue; e3, d3 run chordless to c3. */
static void
test_r8_no_chords (void)
{
  FtFcBoard b = board_of (5,
                          "    . . . . .\n"
                          "   . . . . . .\n"
                          "  . . R . . . .\n"
                          " . . B . . . . .\n"
                          ". . B B . . . . .\n"
                          " . . . . . . . .\n"
                          "  . . . . . . .\n"
                          "   . . . . . .\n"
                          "    . . . . .\n");
  g_autofree char *flips = flips_of (&b, FT_FC_RED, "e2", NULL);

  g_assert_cmpstr (flips, ==, "d3 e3");
}

/* R8 misreading "P may touch the path": the friendly end d3 touches the
 * placed disc e3, so P, e4, d3 is not a path (a triangle).  It also shows
 * R5 with equal counts (one enemy, one friendly neighbour). */
static void
test_r8_end_touches_p (void)
{
  FtFcBoard b = board_of (5,
                          "    . . . . .\n"
                          "   . . . . . .\n"
                          "  . . . . . . .\n"
                          " . . R . . . . .\n"
                          ". . . B . . . . .\n"
                          " . . . . . . . .\n"
                          "  . . . . . . .\n"
                          "   . . . . . .\n"
                          "    . . . . .\n");
  g_autofree char *flips = NULL;

  g_assert_true (ft_fc_board_is_legal (&b, FT_FC_RED, cell_of (5, "e3")));
  flips = flips_of (&b, FT_FC_RED, "e3", NULL);
  g_assert_cmpstr (flips, ==, "-");

  /* An enemy disc that touches P can only be a path's first: B d3
   * touches P (e3) and e4, so no path runs P, e4, d3 or P, d3, e4; only
   * the straight P, e4, e5, e6 flips. */
  {
    FtFcBoard c = board_of (5,
                            "    . . . . .\n"
                            "   . . . . . .\n"
                            "  . . . . . . .\n"
                            " . . B . . . . .\n"
                            ". . . B B R . . .\n"
                            " . . . . . . . .\n"
                            "  . . . . . . .\n"
                            "   . . . . . .\n"
                            "    . . . . .\n");
    g_autofree char *f = flips_of (&c, FT_FC_RED, "e3", NULL);

    g_assert_cmpstr (f, ==, "e4 e5");
  }
}

/* R8 misreading "loops do not flip", with R3/R4: completing the enemy
 * ring around d4 flips all five and makes a red loop, which wins. */
static void
test_r8_loop_flips (void)
{
  FtFcBoard b = board_of (5, ring_board);
  gboolean won = FALSE;
  g_autofree char *flips = flips_of (&b, FT_FC_RED, "e4", &won);

  g_assert_cmpstr (flips, ==, "c3 c4 d3 d5 e5");
  g_assert_true (won);   /* R9 */
  /* Blue had no loop: five discs of a ring are not one. */
  g_assert_false (ft_fc_board_has_loop (&b, FT_FC_BLUE));
}

/* R8 misreading "flipped discs act as new ends": c3 flips (c2, c3, d4),
 * and only then would b2 lie between red discs (b1 and c3); flips are
 * judged before any flip, so b2 stays blue. */
static void
test_r8_no_cascade (void)
{
  FtFcBoard b = board_of (4,
                          "   . . . .\n"
                          "  R B . . .\n"
                          " . . B . . .\n"
                          ". . . R B . B\n"
                          " . . . . . .\n"
                          "  . . . . .\n"
                          "   . . . .\n");
  g_autofree char *flips = flips_of (&b, FT_FC_RED, "c2", NULL);

  g_assert_cmpstr (flips, ==, "c3");
}

/* R3: a triangle is not a loop; the 6-ring is the smallest; what lies
 * inside does not matter (empty, enemy or friendly). */
static void
test_r3_loops (void)
{
  struct
  {
    const char *board;
    gboolean    red_loop;
  } cases[] = {
    { "  . . .\n . R R .\n. . R . .\n . . . .\n  . . .\n", FALSE },      /* triangle */
    { "  . . .\n . R R .\n. R . R .\n . R R .\n  . . .\n", TRUE },       /* ring, empty inside */
    { "  . . .\n . R R .\n. R B R .\n . R R .\n  . . .\n", TRUE },       /* ring around blue */
    { "  . . .\n . R R .\n. R R R .\n . R R .\n  . . .\n", TRUE },       /* filled */
    { "  . . .\n . R R .\n. R . R .\n . R . .\n  . . .\n", FALSE },      /* open ring */
    { "  R R R\n R . . R\nR . . . R\n R . . R\n  R R R\n", TRUE },       /* the rim */
    { "  R R R\n R B B R\nR B B B R\n R B B R\n  R R .\n", FALSE },      /* rim with a gap */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FtFcBoard b = board_of (3, cases[i].board);

      g_assert_cmpint (ft_fc_board_has_loop (&b, FT_FC_RED), ==, cases[i].red_loop);
    }
}

/* The game: Red first, R7's swap only as Blue's first move, the text form. */
static void
test_r7_pie (void)
{
  FtFcGame g;
  FtFcMoveResult r;
  g_autoptr(GError) error = NULL;
  guint e5 = cell_of (5, "e5"), d4 = cell_of (5, "d4");

  ft_fc_game_init (&g, 5, TRUE);
  g_assert_cmpint (g.to_move, ==, FT_FC_RED);
  g_assert_false (ft_fc_game_is_legal (&g, FT_FC_MOVE_SWAP));
  g_assert_true (ft_fc_game_play (&g, (gint) e5, &r, NULL));
  g_assert_true (ft_fc_game_can_swap (&g));
  g_assert_true (ft_fc_game_play (&g, FT_FC_MOVE_SWAP, &r, NULL));
  /* The red disc stays, the people change colours, Blue moves. */
  g_assert_true (g.swapped);
  g_assert_cmpint (g.to_move, ==, FT_FC_BLUE);
  g_assert_cmpint (ft_fc_board_get (&g.board, e5), ==, FT_FC_RED);
  g_assert_cmpint (ft_fc_game_seat_colour (&g, 0), ==, FT_FC_BLUE);
  g_assert_cmpint (ft_fc_game_seat_colour (&g, 1), ==, FT_FC_RED);
  g_assert_false (ft_fc_game_play (&g, FT_FC_MOVE_SWAP, &r, &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (ft_fc_game_play (&g, (gint) d4, &r, NULL));
  g_assert_cmpint (r.mover, ==, FT_FC_BLUE);
  g_assert_cmpint (g.to_move, ==, FT_FC_RED);
  g_assert_cmpuint (g.n_moves, ==, 3);

  /* Without the pie rule there is no swap. */
  ft_fc_game_init (&g, 5, FALSE);
  g_assert_true (ft_fc_game_play (&g, (gint) e5, NULL, NULL));
  g_assert_false (ft_fc_game_play (&g, FT_FC_MOVE_SWAP, NULL, &error));
  g_assert_error (error, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
}

static void
test_game_text (void)
{
  const char *moves[] = { "e5", "swap", "d4", "c3", NULL };
  gint ids[4];
  FtFcGame g, back;
  g_autoptr(GArray) parsed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  guint bad = 0;

  g_assert_true (ft_fc_game_replay (&g, 5, TRUE, moves, NULL, &error));
  for (guint i = 0; i < 4; i++)
    g_assert_true (ft_fc_move_parse (5, moves[i], &ids[i], NULL));
  text = ft_fc_game_to_string (&g, ids);
  g_assert_cmpstr (text, ==, "flipchain side:5 pie:yes moves:e5,swap,d4,c3");
  g_assert_true (ft_fc_game_from_string (&back, text, &parsed, &error));
  g_assert_cmpuint (parsed->len, ==, 4);
  g_assert_true (memcmp (&g, &back, sizeof g) == 0);
  again = ft_fc_game_to_string (&back, (const gint *) parsed->data);
  g_assert_cmpstr (again, ==, text);

  {
    const char *bad_texts[] = {
      "flipchain side:5 pie:yes moves:e5,e5",     /* taken */
      "flipchain side:5 pie:no moves:e5,swap",    /* no pie */
      "flipchain side:11 pie:yes moves:-",        /* side */
      "flipchain side:5 pie:yes",                 /* no moves */
      "flipchain side:5 pie:yes moves:z9",        /* no such cell */
      "hex side:5 pie:yes moves:-",
      "flipchain side:5 side:5 pie:yes moves:-",
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad_texts); i++)
      {
        g_autoptr(GError) e = NULL;

        g_assert_false (ft_fc_game_from_string (&back, bad_texts[i], NULL, &e));
        g_assert_nonnull (e);
      }
  }

  {
    const char *illegal[] = { "e5", "e6", "d4", NULL };
    g_autoptr(GError) e = NULL;

    /* Red's d4 touches red e5 and no blue disc: R5 refuses it, and the
     * replay says which move. */
    g_assert_false (ft_fc_game_replay (&g, 5, TRUE, illegal, &bad, &e));
    g_assert_cmpuint (bad, ==, 2);
    g_assert_error (e, FT_FC_ERROR, FT_FC_ERROR_ILLEGAL);
  }
}

/* R6: a colour with no legal placement skips; a full board without a
 * loop is a draw. */
static void
test_r6_skip_and_draw (void)
{
  FtFcGame g;
  FtFcMoveResult r;
  FtFcBits legal;

  position (&g, 3, FT_FC_RED,
            "  R B R\n"
            " B R R R\n"
            ". B B R B\n"
            " B B R .\n"
            "  B R B\n");
  g_assert_true (ft_fc_game_play (&g, (gint) cell_of (3, "d4"), &r, NULL));
  {
    g_autofree char *flips = ft_fc_cells_to_string (3, &r.flips);

    g_assert_cmpstr (flips, ==, "c5 e3");
  }
  /* c1 is the only empty cell; it touches three blue discs, so Blue may
   * not place there and skips; Red moves again. */
  g_assert_cmpint (r.skipped, ==, FT_FC_BLUE);
  g_assert_cmpint (g.status, ==, FT_FC_PLAYING);
  g_assert_cmpint (g.to_move, ==, FT_FC_RED);
  g_assert_cmpuint (g.n_skips, ==, 1);
  ft_fc_board_legal (&g.board, FT_FC_BLUE, &legal);
  g_assert_true (ft_fc_bits_empty (&legal));

  position (&g, 3, FT_FC_RED,
            "  B . B\n"
            " R R R B\n"
            "R B B R R\n"
            " B R R R\n"
            "  B R R\n");
  g_assert_false (ft_fc_board_has_loop (&g.board, FT_FC_RED));
  g_assert_false (ft_fc_board_has_loop (&g.board, FT_FC_BLUE));
  g_assert_true (ft_fc_game_play (&g, (gint) cell_of (3, "a2"), &r, NULL));
  g_assert_true (r.drawn);
  g_assert_false (r.won);
  g_assert_cmpint (g.status, ==, FT_FC_DRAWN);
  g_assert_false (ft_fc_game_is_legal (&g, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/flipchain/board/r1-geometry", test_geometry);
  g_test_add_func ("/flipchain/board/cell-names", test_cell_names);
  g_test_add_func ("/flipchain/board/text", test_board_text);
  g_test_add_func ("/flipchain/rules/r3-loops", test_r3_loops);
  g_test_add_func ("/flipchain/rules/r5-placement", test_r5_placement);
  g_test_add_func ("/flipchain/rules/r6-skip-and-draw", test_r6_skip_and_draw);
  g_test_add_func ("/flipchain/rules/r7-pie", test_r7_pie);
  g_test_add_func ("/flipchain/rules/r2-r8-bent-path", test_r8_bent_path);
  g_test_add_func ("/flipchain/rules/r2-r8-no-chords", test_r8_no_chords);
  g_test_add_func ("/flipchain/rules/r2-r8-end-touches-p", test_r8_end_touches_p);
  g_test_add_func ("/flipchain/rules/r8-r9-loop-flips-and-wins", test_r8_loop_flips);
  g_test_add_func ("/flipchain/rules/r8-no-cascade", test_r8_no_cascade);
  g_test_add_func ("/flipchain/game/text", test_game_text);
  return g_test_run ();
}
