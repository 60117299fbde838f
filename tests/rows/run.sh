#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/rows/run.sh - the operation table (<generic/uatomic-ops.h>) is
# the only list of the operations: <urcu/uatomic-faces.h> is what
# scripts/uatomic-faces.sh makes of it, and in a copy of the tree a
# scratch row, fetch_nand, with nothing else written but the generated
# names, gives uatomic_fetch_nand() and uatomic_fetch_nand_mo() on this
# target at every operand size it has, their golden-assembly functions
# (tests/asm/matrix.h) and their report rows (scripts/report.sh).
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
out=$UATOMIC_OBJTREE/tests-out/rows
rm -rf "$out"
mkdir -p "$out"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

src=$UATOMIC_SRCTREE
# The arch directory of this build's flags.
arch_inc=$(echo "$UATOMIC_CFLAGS" | tr ' ' '\n' |
	sed -n "s|^-I$src/arch/\\([^/]*\\)/include\$|\\1|p" | head -n 1)

CC="$UATOMIC_CC" "$src/scripts/uatomic-faces.sh" "$out/faces.h" \
	2> "$out/faces.log"
cmp -s "$out/faces.h" "$src/include/urcu/uatomic-faces.h"
result $? "include/urcu/uatomic-faces.h is current (scripts/uatomic-faces.sh" \
	"makes it of the table)" ||
	diff -u "$src/include/urcu/uatomic-faces.h" "$out/faces.h" | head -n 10

### A new row, alone
tree=$out/tree
mkdir -p "$tree"
cp -R "$src/include" "$src/scripts" "$tree/"
mkdir -p "$tree/arch" "$tree/tests"
cp -R "$src/arch/$arch_inc" "$tree/arch/"
cp -R "$src/tests/asm" "$tree/tests/"
ops=$tree/include/generic/uatomic-ops.h
# The row (after fetch_xor's, in the list too): ~(old & v), a loop.
awk '
	/^#define __uatomic_row_fetch_xor\(X, \.\.\.\)/ {
		print "#define __uatomic_row_fetch_nand(X, ...)\t\\"
		print "\tX(fetch_nand, value, old, loop, ~(old & v), bitwise, \\"
		print "\t  CMM_SEQ_CST_FENCE, __VA_ARGS__)"
	}
	/^\t__uatomic_row_fetch_xor\(X, __VA_ARGS__\)/ {
		print
		print "\t__uatomic_row_fetch_nand(X, __VA_ARGS__)\t\t\\"
		next
	}
	{ print }' "$src/include/generic/uatomic-ops.h" > "$ops"
grep -q 'row_fetch_nand(X, __VA_ARGS__)' "$ops"
result $? "a scratch row fetch_nand added to a copy of the table" ||
	exit 1
CC="$UATOMIC_CC" "$tree/scripts/uatomic-faces.sh" \
	"$tree/include/urcu/uatomic-faces.h" 2>> "$out/faces.log"

sizes=4
printf '#include <urcu/uatomic.h>\n' > "$out/facts.c"
# shellcheck disable=SC2086
$UATOMIC_CC $UATOMIC_CFLAGS -dM -E "$out/facts.c" > "$out/facts.h"
for s in BYTE:1 SHORT:2 LLONG:8; do
	grep -q "^#define UATOMIC_HAS_ATOMIC_${s%:*}\\( \\|\$\\)" \
		"$out/facts.h" && sizes="$sizes ${s#*:}"
done
{
	printf '#include <stdint.h>\n#include <urcu/uatomic.h>\n'
	for n in $sizes; do
		printf 'uint%d_t nand_%d(uint%d_t *p, uint%d_t v);\n' \
			$((8 * n)) "$n" $((8 * n)) $((8 * n))
		printf 'uint%d_t nand_%d(uint%d_t *p, uint%d_t v)\n{\n' \
			$((8 * n)) "$n" $((8 * n)) $((8 * n))
		printf '\t(void) uatomic_fetch_nand_mo(p, v, CMM_RELAXED);\n'
		printf '\treturn uatomic_fetch_nand(p, v);\n}\n'
	done
} > "$out/use.c"
# The build's flags with the copy's include and arch directories for the
# source tree's (an output tree inside the source tree keeps its own).
# shellcheck disable=SC2086
tree_cflags=$(printf '%s\n' $UATOMIC_CFLAGS |
	sed -e "s|^-I$src/include|-I$tree/include|" \
	    -e "s|^-I$src/arch/|-I$tree/arch/|" | tr '\n' ' ')
# shellcheck disable=SC2086
$UATOMIC_CC $tree_cflags -Werror -c "$out/use.c" -o "$out/use.o" \
	> "$out/use.log" 2>&1
result $? "a new row alone: uatomic_fetch_nand() and its _mo form" \
	"compile on $arch_inc (sizes $sizes)" || head -n 5 "$out/use.log"


# The golden-assembly matrix and the report read the rows: the copy's
# tests/asm/ops.c has the new row's functions, scripts/report.sh its rows.
# shellcheck disable=SC2086
$UATOMIC_CC $tree_cflags -S "$tree/tests/asm/ops.c" -o "$out/ops.s" \
	> "$out/ops.log" 2>&1
nfn=$(grep -c '^uat_fetch_nand_[0-9]*_[a-z_]*:' "$out/ops.s" 2> /dev/null)
[ "${nfn:-0}" -eq $((6 * $(echo $sizes | wc -w))) ]
result $? "the golden-assembly matrix has the new row's functions" \
	"(${nfn:-0} uat_fetch_nand_*: 6 orders x sizes $sizes)" ||
	head -n 5 "$out/ops.log"
REPORT_CC="$UATOMIC_CC" REPORT_CFLAGS="$tree_cflags" \
	"$tree/scripts/report.sh" "$out/report" > "$out/report.log" 2>&1
nrow=$(grep -c '^fetch_nand ' "$out/report/report.txt" 2> /dev/null)
[ "${nrow:-0}" -eq $((6 * $(echo $sizes | wc -w))) ]
result $? "the report has the new row's rows (${nrow:-0} fetch_nand" \
	"rows: 6 orders x sizes $sizes)" || tail -n 5 "$out/report.log"

exit $failed
