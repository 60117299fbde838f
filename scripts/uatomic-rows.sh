#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/uatomic-rows.sh [CFLAGS...] - the operation table
# (<generic/uatomic-ops.h>) as the preprocessor reads it: one line a row,
#   row NAME PARAMS RETURNS OPERAND DFLT DERIVE BASE
# in the table's order (BASE: the row it is derived from where the arch
# does not give it, cmpxchg for a loop), then one line an alias (a public name that is a
# row with other arguments),
#   alias NAME ROW HOW
# The tools that need the list of the operations (scripts/report.sh,
# scripts/uatomic-faces.sh, tests/report, tests/asm/mapping.py) read it
# here rather than keep their own.  CC is the compiler (default cc); the
# CFLAGS arguments are the build's (the source tree's include directory
# is added after them).  The default order is as written in the row
# (#dflt): it may be a configuration's macro.
set -eu
LC_ALL=C
export LC_ALL

srctree=$(cd "$(dirname "$0")/.." && pwd)
printf '%s\n' '#include <generic/uatomic-ops.h>' \
	'#define ROW(name, params, returns, derive, expr, operand, dflt, ...) \' \
	'	@row name params returns operand #dflt derive \' \
	'	__uatomic_derived_from_##derive(expr)@' \
	'#define ALIAS(name, row, how) @alias name row how@' \
	'__uatomic_for_each_rmw(ROW, ~)' '__uatomic_for_each_alias(ALIAS)' |
	${CC:-cc} "$@" -I"$srctree/include" -E -P -x c - | tr '@' '\n' |
	sed -n 's/"//g; s/^\(row\|alias\) /&/p'
