/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

char *ft_json_to_text (JsonNode *node);

G_END_DECLS
