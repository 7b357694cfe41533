/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "fuzz.h"

#include "dice/dice-solver.h"

/*
 * libFuzzer target over the FLIP (dice) table cache reader
 * (ft_dice_table_load() and ft_dice_table_may_replace() in
 * src/engine/dice/dice-solver.c): the cache in ~/.cache/flip-tutor is a
 * file from outside, read at every start of the dice page and the CLI.
 * The 2-die table is solved once; the first byte of each input picks
 *   0  the input itself as the cache file;
 *   1  the real table with the rest as patches, five bytes each (a
 *      little-endian offset of four bytes, then the byte to write there);
 *   2  the real table cut to, or grown by zeros to, a length from the rest.
 * Beyond "no crash, no sanitizer report, no critical", it checks that a
 * file is never misread: one that is mapped reads every entry as the
 * solved table's or as none (a damaged chunk), the real file reads them
 * all and any change to the header or index is refused; and that
 * may_replace gives a reason when it refuses.
 */

static GBytes *real;
static FtDiceTable *solved;
static char *path;

static void
remove_at_exit (void)
{
  g_unlink (path);
}

static void
set_up (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  int fd;

  fd = g_file_open_tmp ("ft-fuzz-dice-table-XXXXXX", &path, NULL);
  CHECK (fd >= 0);
  close (fd);
  atexit (remove_at_exit);
  solved = ft_dice_table_solve (2, FALSE, 1, NULL, NULL, NULL, &error);
  CHECK (solved != NULL);
  CHECK (ft_dice_table_save (solved, path, &error));
  CHECK (g_file_get_contents (path, &contents, &length, NULL));
  real = g_bytes_new_take (g_steal_pointer (&contents), length);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GByteArray) file = NULL;
  gsize real_size;
  const guint8 *real_data;
  FtDiceTable *table;

  if (real == NULL)
    set_up ();
  if (size < 1)
    return 0;
  real_data = g_bytes_get_data (real, &real_size);

  file = g_byte_array_new ();
  switch (data[0] % 3)
    {
    case 0:
      g_byte_array_append (file, data + 1, size - 1);
      break;
    case 1:
      g_byte_array_append (file, real_data, real_size);
      for (size_t i = 1; i + 5 <= size; i += 5)
        {
          guint32 offset = data[i] | data[i + 1] << 8 | data[i + 2] << 16 | (guint32) data[i + 3] << 24;

          file->data[offset % real_size] = data[i + 4];
        }
      break;
    default:
      {
        guint32 length = 0;

        for (size_t i = 1; i < size && i < 5; i++)
          length |= (guint32) data[i] << (8 * (i - 1));
        length %= 2 * real_size + 1;
        g_byte_array_append (file, real_data, MIN (length, real_size));
        if (length > real_size)
          g_byte_array_set_size (file, length);
        if (length > real_size)
          memset (file->data + real_size, 0, length - real_size);
      }
    }
  CHECK (g_file_set_contents (path, (const char *) file->data, file->len, NULL));

  table = ft_dice_table_load (path, 2, FALSE, &error);
  if (table == NULL)
    CHECK (error != NULL && error->message[0] != '\0');
  else
    {
      gboolean same = file->len == real_size && memcmp (file->data, real_data, real_size) == 0;

      /* Every entry reads as solved, or as none where a chunk is damaged;
       * the file as it was saved reads whole. */
      CHECK (ft_dice_table_n_dice (table) == 2);
      for (guint64 i = 0; i < ft_dice_table_n_positions (table); i++)
        {
          guint8 e = ft_dice_table_entry (table, i);

          CHECK (e == ft_dice_table_entry (solved, i) || (e == 0 && !same));
        }
      CHECK (!same || ft_dice_table_verify (table));
      ft_dice_table_free (table);
    }
  g_clear_error (&error);

  /* Another N or change rule never takes this file. */
  CHECK (ft_dice_table_load (path, 3, FALSE, &error) == NULL && error != NULL);
  g_clear_error (&error);
  CHECK (ft_dice_table_load (path, 2, TRUE, &error) == NULL && error != NULL);
  g_clear_error (&error);

  if (!ft_dice_table_may_replace (path, 2, FALSE, &error))
    CHECK (error != NULL && error->message[0] != '\0');
  return 0;
}
