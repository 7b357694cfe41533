/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "practice-private.h"
#include "flipchain/flipchain-board.h"

/*
 * Flipchain: the discs a placement flips, and loops.
 * Generators and builders (practice-private.h).
 */

/* ---- Flipchain: how many discs a placement flips ---- */

/*
 * A side-3 board with discs of both colours, no loop yet (R3), and a cell
 * where Red may place (R5); how many blue discs does the placement flip
 * (R8)?  The flipchain engine answers.  a: the cell, b: the blue discs
 * touching it (counting them all is the usual mistake, so most exercises
 * are drawn where some of them stay blue).
 */
/* Cells in words, "b2, c3 and d1", or "none". */
static char *
cell_words (guint           side,
            const FtFcBits *set)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  FT_FC_BITS_FOREACH (c, set)
    g_ptr_array_add (words, ft_fc_cell_name (side, (guint) c));
  if (words->len == 0)
    /* Translators: in "Blue has discs on no cells" */
    return g_strdup (_("no cells"));
  return pr_list_words ((const char * const *) words->pdata, words->len);
}

static guint flipchain_touching (const FtFcBoard *board,
                                guint            cell,
                                FtFcBits        *out);

void
pr_gen_flipchain (FtPrExercise *ex,
                  FtRng        *rng)
{
  const guint side = FT_FC_MIN_SIDE;
  const FtFcGeom *geom = ft_fc_geom (side);
  FtFcBoard board;
  FtFcBits flips;
  guint cell = 0, n_flips = 0;
  gboolean want_trap = pr_below (rng, 4) != 0;

  for (guint tries = 0;; tries++)
    {
      guint n_discs = 3 + 2 * ex->level + pr_below (rng, 2);
      FtFcBits empty, legal;
      guint n_legal;

      ft_fc_board_init (&board, side);
      for (guint i = 0; i < n_discs; i++)
        {
          guint c;

          do
            c = pr_below (rng, geom->n_cells);
          while (ft_fc_board_get (&board, c) != FT_FC_EMPTY);
          ft_fc_board_set (&board, c, i % 2 == 0 ? FT_FC_RED : FT_FC_BLUE);
        }
      if (ft_fc_board_has_loop (&board, FT_FC_RED) || ft_fc_board_has_loop (&board, FT_FC_BLUE))
        continue;
      ft_fc_board_empty_cells (&board, &empty);
      ft_fc_board_legal (&board, FT_FC_RED, &legal);
      n_legal = ft_fc_bits_count (&legal);
      if (n_legal == 0)
        continue;
      {
        guint pick = pr_below (rng, n_legal);

        FT_FC_BITS_FOREACH (c, &legal)
          if (pick-- == 0)
            {
              cell = c;
              break;
            }
      }
      n_flips = ft_fc_board_flips (&board, FT_FC_RED, cell, &flips);
      if (n_flips > 0 && (!want_trap || flipchain_touching (&board, cell, NULL) != n_flips || tries >= 200))
        break;
    }
  pr_build_flipchain (ex, &board, cell);
}

/* The blue discs touching @cell: their count, and the set in @out. */
static guint
flipchain_touching (const FtFcBoard *board,
                    guint            cell,
                    FtFcBits        *out)
{
  const FtFcGeom *geom = ft_fc_geom (board->side);
  FtFcBits touching = { { 0 } };

  for (guint i = 0; i < geom->n_nbr[cell]; i++)
    if (ft_fc_board_get (board, geom->nbr_list[cell][i]) == FT_FC_BLUE)
      ft_fc_bits_add (&touching, geom->nbr_list[cell][i]);
  if (out)
    *out = touching;
  return ft_fc_bits_count (&touching);
}

/* a: the cell, b: the blue discs touching it, value: the flips (R8). */
void
pr_build_flipchain (FtPrExercise    *ex,
                    const FtFcBoard *board,
                    guint            cell)
{
  guint side = board->side;
  FtFcBits flips, touching;
  guint n_flips = ft_fc_board_flips (board, FT_FC_RED, cell, &flips);

  ex->a = cell;
  ex->b = flipchain_touching (board, cell, &touching);
  ex->value = n_flips;
  ex->position = ft_fc_board_to_string (board);
  {
    g_autofree char *red = ft_fc_cells_to_string (side, ft_fc_board_discs (board, FT_FC_RED));
    g_autofree char *blue = ft_fc_cells_to_string (side, ft_fc_board_discs (board, FT_FC_BLUE));
    g_autofree char *name = ft_fc_cell_name (side, cell);
    g_autofree char *flipped = ft_fc_cells_to_string (side, &flips);
    g_autofree char *near = ft_fc_cells_to_string (side, &touching);
    FtFcBits stay = touching;

    for (guint w = 0; w < FT_FC_WORDS; w++)
      stay.w[w] &= ~flips.w[w];
    ex->question = g_strdup_printf ("RED %s BLUE %s RED PLAYS %s", red, blue, name);
    {
      g_autofree char *red_words = cell_words (side, ft_fc_board_discs (board, FT_FC_RED));
      g_autofree char *blue_words = cell_words (side, ft_fc_board_discs (board, FT_FC_BLUE));

      /* Translators: a practice question in Flipchain; %1$s and %2$s lists of cells, %3$s a cell */
      ex->sentence = g_strdup_printf (_("Red has discs on %1$s; Blue has discs on %2$s. Red places a disc on %3$s: how many blue discs flip?"),
                                      red_words, blue_words, name);
    }
    ex->answer = g_strdup_printf ("%u", n_flips);
    pr_step (ex, _("Red places a disc on %s. The blue discs touching it: %s."), name, near);
    pr_step (ex, _("A blue disc flips when it lies on a path from %s through blue discs only that ends on a red disc; the last disc may not touch %s. Here: %s."),
          name, name, flipped);
    if (!ft_fc_bits_empty (&stay))
      {
        g_autofree char *stays = ft_fc_cells_to_string (side, &stay);

        pr_step (ex, g_dngettext (GETTEXT_PACKAGE,
                               "%s stays blue: no path through it ends on a red disc.",
                               "%s stay blue: no path through them ends on a red disc.",
                               ft_fc_bits_count (&stay)), stays);
      }
    pr_step (ex, g_dngettext (GETTEXT_PACKAGE, "%u disc flips.", "%u discs flip.", n_flips), n_flips);
  }
}

/* Whether the discs of @set touch in some cycle, a triangle included: a
 * set without one is a forest, with as many touching pairs as discs less
 * its separate groups. */
static gboolean
has_cycle (const FtFcGeom *geom,
           const FtFcBits *set)
{
  FtFcBits left = *set;
  guint n_pairs = 0, n_groups = 0;
  gint stack[FT_FC_MAX_CELLS];

  FT_FC_BITS_FOREACH (c, set)
    for (guint i = 0; i < geom->n_nbr[c]; i++)
      n_pairs += ft_fc_bits_has (set, geom->nbr_list[c][i]);
  n_pairs /= 2;
  FT_FC_BITS_FOREACH (c, set)
    {
      guint top = 0;

      if (!ft_fc_bits_has (&left, c))
        continue;
      n_groups++;
      ft_fc_bits_remove (&left, c);
      stack[top++] = c;
      while (top > 0)
        {
          gint at = stack[--top];

          for (guint i = 0; i < geom->n_nbr[at]; i++)
            if (ft_fc_bits_has (&left, geom->nbr_list[at][i]))
              {
                ft_fc_bits_remove (&left, geom->nbr_list[at][i]);
                stack[top++] = geom->nbr_list[at][i];
              }
        }
    }
  return n_pairs + n_groups > ft_fc_bits_count (set);
}

/*
 * Does Red have a loop (R3)?  Red's discs on the side-3 board: half the
 * time a ring of six round an inner cell, whole or with a gap, and more
 * discs beside it; otherwise a cluster.  The flipchain engine says whether
 * the discs hold a loop; peeling off discs while one remains leaves the
 * loop itself for the worked steps.  b: whether the discs touch in any
 * cycle at all (a triangle will do), which tells the two usual mistakes
 * apart.
 */
void
pr_gen_flipchain_loops (FtPrExercise *ex,
                        FtRng        *rng)
{
  const guint side = FT_FC_MIN_SIDE;
  const FtFcGeom *geom = ft_fc_geom (side);
  gboolean want = ft_rng_coin (rng);
  FtFcBits red;

  for (;;)
    {
      guint n_extra = ex->level + pr_below (rng, 2);

      memset (&red, 0, sizeof red);
      if (pr_below (rng, 3) != 0)
        {
          guint pick = pr_below (rng, ft_fc_bits_count (&geom->interior)), centre = 0;

          FT_FC_BITS_FOREACH (c, &geom->interior)
            if (pick-- == 0)
              {
                centre = c;
                break;
              }
          for (guint i = 0; i < geom->n_nbr[centre]; i++)
            ft_fc_bits_add (&red, geom->nbr_list[centre][i]);
          if (!want)
            ft_fc_bits_remove (&red, geom->nbr_list[centre][pr_below (rng, geom->n_nbr[centre])]);
        }
      /* a cluster has discs enough to look like a ring */
      if (ft_fc_bits_empty (&red))
        n_extra += 5;
      for (guint i = 0; i < n_extra; i++)
        ft_fc_bits_add (&red, pr_below (rng, geom->n_cells));
      if (ft_fc_bits_have_loop (geom, &red) == want)
        break;
    }

  {
    FtFcBits ring = red;
    g_autofree char *cells = ft_fc_cells_to_string (side, &red);

    ex->b = has_cycle (geom, &red);
    ex->value = want;
    ex->position = g_strdup (cells);
    ex->question = g_strdup_printf ("LOOP IN RED %s", cells);
    {
      g_autofree char *words = cell_words (side, &red);

      /* Translators: a practice question in Flipchain; %s a list of cells */
      ex->sentence = g_strdup_printf (_("Red has discs on %s. Do they make a loop? Answer yes or no."), words);
    }
    ex->answer = g_strdup (want ? "yes" : "no");
    pr_step (ex, _("A loop is a ring of discs, each touching the next and the last touching the first, with no other touches among them; the smallest has six discs."));
    if (want)
      {
        g_autofree char *loop = NULL;

        FT_FC_BITS_FOREACH (c, &red)
          {
            ft_fc_bits_remove (&ring, c);
            if (!ft_fc_bits_have_loop (geom, &ring))
              ft_fc_bits_add (&ring, c);
          }
        loop = ft_fc_cells_to_string (side, &ring);
        pr_step (ex, _("These red discs make one: %s. The answer is yes."), loop);
      }
    else
      pr_step (ex, _("No ring of these discs closes without a gap or a touch across it. The answer is no."));
  }
}
