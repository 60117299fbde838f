#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/expand/run.sh - "make expand" for this configuration: it writes
# every per-size function of the atomic operations as readable C, one
# definition per function grep can find, and the file compiles by itself
# with the build's flags.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
out=$UATOMIC_OBJTREE/tests-out/expand
rm -rf "$out"
mkdir -p "$out"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

file=$out/uatomic-expanded.c
EXPAND_CC=$UATOMIC_CC EXPAND_CFLAGS=$UATOMIC_CFLAGS \
	"$UATOMIC_SRCTREE/scripts/expand.sh" "$out" > "$out/stdout" \
	2> "$out/stderr"
rc=$?
[ "$rc" -eq 0 ] && [ -s "$file" ]
result $? "scripts/expand.sh writes uatomic-expanded.c" ||
	{ head -n 5 "$out/stderr"; exit 1; }

# The operand sizes this configuration supports, from the headers.
printf '#include <urcu/uatomic.h>\n' > "$out/facts.c"
# shellcheck disable=SC2086
$UATOMIC_CC $UATOMIC_CFLAGS -dM -E "$out/facts.c" > "$out/facts.h"
sizes=4
for s in BYTE:1 SHORT:2 LLONG:8; do
	grep -q "^#define UATOMIC_HAS_ATOMIC_${s%:*}\\( \\|\$\\)" \
		"$out/facts.h" && sizes="$sizes ${s#*:}"
done

# Each operation at each size: its primitive and its ordered function,
# defined at the start of a line (where clang-format puts a function's
# name), so that "grep -n '^__uatomic_add_return_4('" finds it.
missing=
for op in load store cmpxchg xchg add_return add and or inc dec; do
	for n in $sizes; do
		for f in "arch_uatomic_${op}_$n" "__uatomic_${op}_$n"; do
			grep -q "^$f(" "$file" || missing="$missing $f"
		done
	done
done
[ -z "$missing" ]
result $? "every operation x size ($sizes) is a function definition" \
	"of its own${missing:+ (missing:$(echo $missing |
	cut -d' ' -f1-4))}"

grep -q '^__uatomic_add_return_4(' "$file"
result $? "grep finds __uatomic_add_return_4 in the expanded file"

# No macro is left to expand: no line marker, no #define.
! grep -qE '^#[[:space:]]*(define|[0-9])' "$file"
result $? "the expanded file has no macro definitions or line markers"

# shellcheck disable=SC2086
$UATOMIC_CC $UATOMIC_CFLAGS -Werror -c "$file" -o "$out/expanded.o" \
	> "$out/cc.log" 2>&1
result $? "the expanded file compiles with the build's flags" ||
	head -n 5 "$out/cc.log"

exit $failed
