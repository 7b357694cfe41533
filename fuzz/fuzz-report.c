/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"
#include "ft-report.h"

/*
 * A learner's progress report, as the class view and `flip-tutor-cli
 * class report` read it from a teacher's folder: any bytes are refused
 * with an error, or read into a report that writes back to the same
 * report.
 */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FtReport) report = ft_report_from_json ((const char *) data, size, &error);
  g_autoptr(FtReport) again = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  if (report == NULL)
    {
      CHECK (error != NULL && error->domain == FT_REPORT_ERROR && error->message[0] != '\0');
      return 0;
    }
  CHECK (error == NULL);
  written = ft_report_to_json (report);
  again = ft_report_from_json (written, strlen (written), NULL);
  CHECK (again != NULL);
  rewritten = ft_report_to_json (again);
  CHECK (strcmp (written, rewritten) == 0);
  return 0;
}
