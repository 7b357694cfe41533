/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "scrabble/scrabble-ai.h"
#include "scrabble/scrabble-gen.h"
#include "scrabble/scrabble-rules.h"
#include "../sample-test.h"

/*
 * The move generator is exact: on hundreds of seeded positions (boards from
 * computer games cut at a random turn, under every setting, small racks
 * with and without blanks, up to the bag's three) it finds exactly the plays that a brute force
 * finds, with the same scores, each once.  The brute force shares nothing
 * with the generator but the reference rules (ft_scrabble_check_play): it
 * tries every start square, direction and length, every order of the rack's
 * tiles and every symbol for each blank.
 *
 * The positions are split into parts (/scrabble/gen/part-K) that meson runs
 * as separate tests, in parallel.
 */
#define N_PARTS 6
#define POSITIONS_PER_PART 50

typedef struct
{
  const FtScrabbleBoard    *board;
  const FtScrabbleSettings *settings;
  const FtScrabbleRack     *rack;
  GHashTable               *found;
  FtScrabblePlay            play;
  guint8                    squares[FT_SCRABBLE_RACK_SIZE];
  gboolean                  used[FT_SCRABBLE_RACK_SIZE];
  guint                     n;
} Brute;

static void
brute_try (Brute *b)
{
  FtScrabblePlay play = b->play;
  FtScrabbleVerdict v;

  if (ft_scrabble_check_play (b->board, b->settings, &play, &v))
    g_hash_table_add (b->found, ft_scrabble_play_to_string (&play));
}

/* Fills square @i onwards with unused rack tiles, each blank as every symbol. */
static void
brute_fill (Brute *b,
            guint  i)
{
  if (i == b->n)
    {
      brute_try (b);
      return;
    }
  for (guint r = 0; r < b->rack->n; r++)
    {
      guint kind = b->rack->kinds[r];

      if (b->used[r])
        continue;
      /* Two unused tiles of a kind make the same plays: try the first. */
      {
        guint q;

        for (q = 0; q < r && (b->used[q] || b->rack->kinds[q] != kind); q++)
          ;
        if (q < r)
          continue;
      }
      b->used[r] = TRUE;
      b->play.tiles[i].square = b->squares[i];
      if (kind == FT_SCRABBLE_BLANK)
        for (guint t = 0; t < FT_EQ_N_TILES; t++)
          {
            b->play.tiles[i].tile = t | FT_SCRABBLE_BLANK_FLAG;
            brute_fill (b, i + 1);
          }
      else
        {
          b->play.tiles[i].tile = kind;
          brute_fill (b, i + 1);
        }
      b->used[r] = FALSE;
    }
}

static GHashTable *
brute_force (const FtScrabbleBoard    *board,
             const FtScrabbleSettings *settings,
             const FtScrabbleRack     *rack)
{
  Brute b = { board, settings, rack, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };

  for (guint dir = 0; dir < 2; dir++)
    for (guint line = 0; line < FT_SCRABBLE_SIZE; line++)
      for (guint start = 0; start < FT_SCRABBLE_SIZE; start++)
        for (guint n = 1; n <= rack->n; n++)
          {
            guint k = start, got = 0;

            /* The first n empty squares from @start on: R4's unbroken line,
             * old tiles between. */
            while (k < FT_SCRABBLE_SIZE && got < n)
              {
                guint sq = dir == 0 ? ft_scrabble_square (line, k) : ft_scrabble_square (k, line);

                if (board->cells[sq] == FT_SCRABBLE_EMPTY)
                  b.squares[got++] = sq;
                else if (got == 0)
                  break;
                k++;
              }
            if (got < n)
              break;
            b.n = n;
            b.play.n = n;
            b.play.dir = dir;
            brute_fill (&b, 0);
          }
  return b.found;
}

static void
collect_cb (const FtScrabblePlay *play,
            gpointer              user_data)
{
  GHashTable *set = user_data;
  g_autofree char *text = ft_scrabble_play_to_string (play);

  if (!g_hash_table_add (set, g_steal_pointer (&text)))
    g_error ("the generator gave a play twice: %s", ft_scrabble_play_to_string (play));
}

static void
settings_for (guint               i,
              FtScrabbleSettings *s)
{
  ft_scrabble_settings_init (s);
  switch (i % 6)
    {
    case 1:
      s->numbers_alongside = TRUE;
      break;
    case 2:
      s->eq.order = FT_EQ_ORDER_LTR;
      break;
    case 3:
      s->eq.options |= FT_EQ_OPTION_XOR;
      break;
    case 4:
      s->eq.options |= FT_EQ_OPTION_STRICT_IDENTITY;
      s->log_bonus = TRUE;
      break;
    case 5:
      s->numbers_alongside = TRUE;
      s->eq.options |= FT_EQ_OPTION_LOOSE_NOT_ZEROS | FT_EQ_OPTION_NO_IDENTITY;
      break;
    default:
      break;
    }
}

/* Position @i: a standard game from seed @i, cut after a seeded number of
 * turns (0 to 20: the empty board too), and a rack of 2 to 5 tiles from
 * the player to move, sometimes with one, two or three blanks. */
static void
make_position (guint               i,
               FtScrabbleSettings *settings,
               FtScrabbleBoard    *board,
               FtScrabbleRack     *rack)
{
  FtScrabbleState s;
  FtRng rng;
  guint turns, size;

  settings_for (i, settings);
  ft_rng_init (&rng, 1000 + i);
  ft_scrabble_state_init (&s, settings, 2, 5000 + i);
  turns = ft_rng_below (&rng, 21);
  for (guint t = 0; t < turns && !s.over; t++)
    {
      FtScrabbleView view;
      FtScrabbleMove move;

      ft_scrabble_view_init (&view, &s, s.current);
      ft_scrabble_ai_choose (&view, FT_STRENGTH_STANDARD, &move);
      g_assert_true (ft_scrabble_state_apply (&s, &move, NULL, NULL));
    }
  *board = s.board;
  *rack = s.racks[s.current];
  ft_rng_shuffle (&rng, rack->kinds, rack->n, 1);
  size = 2 + ft_rng_below (&rng, 4);
  /* Blanks multiply the brute force's work by 11: keep those racks short. */
  switch (ft_rng_below (&rng, 8))
    {
    case 0:
    case 1:
      rack->kinds[0] = FT_SCRABBLE_BLANK;
      size = MIN (size, 4);
      break;
    case 2:
      rack->kinds[0] = rack->kinds[1] = FT_SCRABBLE_BLANK;
      size = 3;
      break;
    case 3:
      /* The bag's three blanks: 11^3 symbols for the brute force. */
      rack->kinds[0] = rack->kinds[1] = rack->kinds[2] = FT_SCRABBLE_BLANK;
      size = 3 + ft_rng_below (&rng, 2);
      break;
    default:
      break;
    }
  rack->n = MIN (size, rack->n);
}

/* FT_SCRABBLE_GEN_EVERY=N (tests/scrabble/meson.build sets it for the
 * sanitizer build's long parts, where the brute force costs 30 s a part):
 * a part checks every N-th of its positions, from its own offset (the
 * part's number modulo N).  The plain build checks them all. */
static void
test_part (gconstpointer data)
{
  guint part = GPOINTER_TO_UINT (data);
  guint every = ft_test_every ("FT_SCRABBLE_GEN_EVERY", POSITIONS_PER_PART);
  guint total_plays = 0, with_plays = 0, checked = 0;

  for (guint j = part % every; j < POSITIONS_PER_PART; j += every, checked++)
    {
      guint i = part * POSITIONS_PER_PART + j;
      FtScrabbleSettings settings;
      FtScrabbleBoard board;
      FtScrabbleRack rack;
      g_autoptr(GHashTable) brute = NULL;
      g_autoptr(GHashTable) gen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      GHashTableIter iter;
      gpointer key;

      make_position (i, &settings, &board, &rack);
      brute = brute_force (&board, &settings, &rack);
      ft_scrabble_generate (&board, &settings, &rack, collect_cb, gen);

      g_hash_table_iter_init (&iter, gen);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_hash_table_contains (brute, key))
          g_error ("position %u: the generator's play %s is not legal by the rules", i, (char *) key);
      g_hash_table_iter_init (&iter, brute);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (!g_hash_table_contains (gen, key))
          {
            g_autofree char *b = ft_scrabble_board_to_string (&board);
            g_autofree char *r = ft_scrabble_rack_to_string (&rack);

            g_error ("position %u: the generator missed %s\nrack %s\n%s", i, (char *) key, r, b);
          }
      g_assert_cmpuint (g_hash_table_size (gen), ==, g_hash_table_size (brute));
      total_plays += g_hash_table_size (gen);
      with_plays += g_hash_table_size (gen) > 0;
    }
  g_test_message ("part %u: %u positions of %u, %u with plays, %u plays", part, checked, POSITIONS_PER_PART,
                  with_plays, total_plays);
  /* The positions are not degenerate: most have plays. */
  g_assert_cmpuint (with_plays, >, checked / 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint p = 0; p < N_PARTS; p++)
    {
      g_autofree char *path = g_strdup_printf ("/scrabble/gen/part-%u", p);

      g_test_add_data_func (path, GUINT_TO_POINTER (p), test_part);
    }
  return g_test_run ();
}
