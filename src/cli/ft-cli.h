/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * A game's subcommand: `flip-tutor-cli GAME ACTION ARGS…`.  @argv[0] is the
 * game's name.  Returns the process exit status: 0 on success, 1 when some
 * input was bad (a line-oriented command goes on past a bad line and reports
 * it), 2 on a usage error.
 */
typedef int (*FtCliCommand) (int argc, char **argv);

typedef struct
{
  const char  *name;
  const char  *summary;
  FtCliCommand run;
} FtCliGame;

int ft_cli_equation (int argc, char **argv);
int ft_cli_flipbits (int argc, char **argv);
int ft_cli_dice (int argc, char **argv);
int ft_cli_hilo (int argc, char **argv);
int ft_cli_scrabble (int argc, char **argv);
int ft_cli_practice (int argc, char **argv);
int ft_cli_flipchain (int argc, char **argv);

/* Shared helpers for the subcommands. */
int  ft_cli_usage_error (const char *game,
                         const char *usage,
                         const char *format,
                         ...) G_GNUC_PRINTF (3, 4);

G_END_DECLS
