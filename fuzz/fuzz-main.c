/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib.h>
#include <stdint.h>

/*
 * Without clang's libFuzzer, a fuzz target still builds with this main: it
 * runs the target once on each file named on the command line (or in each
 * directory named), so a corpus replays under any compiler.
 */

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
run_file (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
}

int
main (int    argc,
      char **argv)
{
  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        {
          run_file (argv[i]);
          continue;
        }
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);

          run_file (path);
        }
    }
  return 0;
}
