#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/uatomic-faces.sh [OUTPUT] - writes <urcu/uatomic-faces.h>, the
# public names of the read-modify-writes (uatomic_<name>() and
# uatomic_<name>_mo()), from the operation table: the rows and the
# aliases of <generic/uatomic-ops.h>, read from the preprocessor's output
# of the table (scripts/uatomic-rows.sh; CC, default cc), never from a
# list of its own.  The file
# is checked in (run it to rewrite the file; "make check" fails where it is
# not current: tests/rows), so that a reader greps plain macros.
# Without OUTPUT it writes to standard output.
set -eu
LC_ALL=C
export LC_ALL

srctree=$(cd "$(dirname "$0")/.." && pwd)
cc=${CC:-cc}

# The rows and aliases of the table (scripts/uatomic-rows.sh).
rows=$("$srctree/scripts/uatomic-rows.sh")
[ -n "$rows" ] || { echo "uatomic-faces: no rows read from the table" >&2
	exit 1; }

faces() {
	cat <<'EOF'
/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-faces.h - the public names of the read-modify-writes,
 * uatomic_<name>(addr, ...[, mo]) and uatomic_<name>_mo(addr, ..., mo),
 * one pair for each row and alias of the operation table
 * (<generic/uatomic-ops.h>).  Generated from it by
 * "scripts/uatomic-faces.sh include/urcu/uatomic-faces.h": do not edit.
 * Included by <urcu/uatomic.h>, whose
 * __uatomic_rmw_<shape>() bodies take the arguments: (a unique number,
 * the public name, the row, the negation or the unsigned twin, the
 * operand kind, what it returns, whether the caller gave the order,
 * the user's arguments).  Without an order, a name is the body with
 * the row's default order, as liburcu 0.15 writes it, which is the
 * library's constant and so is neither checked nor asked about:
 * uatomic_<name>() appends the default four times,
 * __uatomic_<name>_args() takes the arguments from the front, and how
 * many defaults are left over says how many arguments were given: 1
 * (the order was) or 0 for the body's column, and where the count fits
 * neither form, the error that says what the name takes, in place of
 * the body.  The body is written in __uatomic_<name>_args() itself, not
 * called through another macro: three macros from the public name.
 */
#ifndef _URCU_UATOMIC_FACES_H
#define _URCU_UATOMIC_FACES_H
EOF
	echo "$rows" | awk '
	# One public name: its _mo form, the body of its shape with the
	# row'"'"'s columns and the order checked; the form whose order is
	# optional, the same body with the user'"'"'s arguments and the
	# default order after them, checked where 3 of the four
	# defaults are left over (__uatomic_pick9(): its 5th choice),
	# unchecked where 4 are (its 6th), or otherwise the error
	# saying what the name takes.
	function emit(name, row, x, shape, kind, ret, dflt,
		      args, body, cols, said, bad) {
		if (shape == "pair") {
			args = "addr, v, u, mo"; said = "(addr, v, u)"
		} else if (shape == "unary" || shape == "not_zero") {
			args = "addr, mo"; said = "(addr)"
		} else if (shape == "bit") {
			args = "addr, nr, mo"; said = "(addr, nr)"
		} else {
			args = "addr, v, mo"; said = "(addr, v)"
		}
		body = "__uatomic_rmw_" shape
		cols = sprintf("__COUNTER__, %s, %s, %s, %s, %s", name, row, x,
			       kind, ret)
		printf "\n#define uatomic_%s_mo(%s) \\\n", name, args
		printf "\t%s(%s, 1, \\\n", body, cols
		printf "\t\t%s)\n", args
		printf "#define uatomic_%s(...) \\\n", name
		printf "\t__uatomic_%s_args(__VA_ARGS__, %s, %s, \\\n", name,
			dflt, dflt
		printf "\t\t\t\t%s, %s)\n", dflt, dflt
		bad = "__uatomic_" name "_bad"
		printf "#define __uatomic_%s_args(%s, ...) \\\n", name, args
		printf "\t__uatomic_pick9(__VA_ARGS__, %s, %s, %s, \\\n",
			bad, bad, bad
		printf "\t\t\t%s, , , %s, %s, 0) \\\n", bad, bad, bad
		printf "\t\t(%s(%s, \\\n", body, cols
		printf "\t\t\t__uatomic_pick9(__VA_ARGS__, %s), %s))\n",
			"1, 1, 1, 1, 1, 0, 1, 1, 0", args
		printf "#define __uatomic_%s_bad(...) \\\n", name
		printf "\t__uatomic_args_error(%s, \"%s or %s\")\n", name,
			said, "(" args ")"
	}
	function shape_of(params, operand) {
		if (operand == "bitnr")
			return "bit"
		return params
	}
	$1 == "row" {
		n++
		rname[n] = $2; params[$2] = $3; ret[$2] = $4
		operand[$2] = $5; dflt[$2] = $6
	}
	$1 == "alias" { alias[$3] = alias[$3] " " $2 " " $4 }
	END {
		for (i = 1; i <= n; i++) {
			r = rname[i]
			if (operand[r] != "minmax")
				emit(r, r, 0, shape_of(params[r], operand[r]),
				     operand[r], ret[r], dflt[r])
			m = split(alias[r], a, " ")
			for (j = 1; j < m; j += 2) {
				if (a[j + 1] == "neg")
					emit(a[j], r, 1,
					     shape_of(params[r], operand[r]),
					     operand[r], ret[r], dflt[r])
				else if (a[j + 1] == "minmax") {
					twin = r
					sub(/^fetch_s/, "fetch_u", twin)
					emit(a[j], r, twin, "minmax",
					     operand[r], ret[r], dflt[r])
				} else
					emit(a[j], r, 0, a[j + 1],
					     operand[r], ret[r], dflt[r])
			}
		}
	}'
	printf '\n#endif /* _URCU_UATOMIC_FACES_H */\n'
}

if [ $# -gt 0 ]; then
	faces > "$1.tmp"
	mv "$1.tmp" "$1"
else
	faces
fi
