/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

#include "hilo/hilo-ai.h"
#include "hilo/hilo-hint.h"

/*
 * libFuzzer target over the Hi Lo Flip text form (saves, bug reports and
 * `flip-tutor-cli hilo hint`).  Beyond "no crash, no sanitizer report", it
 * asserts the parser's contract: what it accepts passes the invariant
 * check and reads back what it writes; the hint and a few actions of play
 * from an accepted state keep the invariants.
 */

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  FtHiLoState st, copy;
  FtHiLoView view;
  FtHiLoHint hint;

  if (!ft_hilo_state_from_string (&st, text, &error))
    {
      CHECK (error != NULL && error->domain == FT_HILO_ERROR && error->message[0] != '\0');
      return 0;
    }
  CHECK (ft_hilo_state_check (&st, NULL));
  written = ft_hilo_state_to_string (&st);
  CHECK (ft_hilo_state_from_string (&copy, written, NULL));
  again = ft_hilo_state_to_string (&copy);
  CHECK (strcmp (written, again) == 0);

  ft_hilo_view_init (&view, &st, st.current);
  ft_hilo_hint_compute (&view, NULL, &hint);
  CHECK (hint.text != NULL);
  CHECK (st.phase == FT_HILO_PHASE_GAME_OVER || ft_hilo_state_is_legal (&st, &hint.action));
  ft_hilo_hint_clear (&hint);

  for (guint i = 0; i < 200 && st.phase != FT_HILO_PHASE_GAME_OVER; i++)
    {
      FtHiLoAction action;

      ft_hilo_view_init (&view, &st, st.current);
      ft_hilo_ai_choose (&view, FT_STRENGTH_STANDARD, &action);
      CHECK (ft_hilo_state_apply (&st, &action, NULL, NULL));
      CHECK (ft_hilo_state_check (&st, NULL));
    }
  return 0;
}
