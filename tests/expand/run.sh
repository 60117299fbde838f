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

# How often an operation writes its value argument: a nested operation
# as the value is a whole expansion each time, and the levels of a nest
# multiply them (at eight, a nest three deep preprocessed to 650 kB).
# At most four (the conversion to the operand type), seven for the
# bitwise operations (their pointer operand's conversion and check).
# Counted in the preprocessed C, the operand an int; C++ converts in a
# function template, one expansion.
value_count() {
	printf '#include <urcu/uatomic.h>\nint x, e;\nvoid f(void);\n%s\n' \
		"void f(void) { (void) $1; }" > "$out/value.c"
	# shellcheck disable=SC2086
	$UATOMIC_CC $UATOMIC_CFLAGS -E -P "$out/value.c" 2> "$out/value.log" |
		sed -n '/^void f(void) {/,$p' | grep -o 'VALUE_ARG' | wc -l
}
over=
for op in "4 uatomic_set(&x, VALUE_ARG)" "4 uatomic_xchg(&x, VALUE_ARG)" \
	  "4 uatomic_cmpxchg(&x, VALUE_ARG, 1)" \
	  "4 uatomic_cmpxchg(&x, 1, VALUE_ARG)" \
	  "4 uatomic_try_cmpxchg(&x, &e, VALUE_ARG)" \
	  "4 uatomic_add(&x, VALUE_ARG)" "4 uatomic_sub_return(&x, VALUE_ARG)" \
	  "4 uatomic_fetch_max(&x, VALUE_ARG)" \
	  "4 uatomic_add_unless(&x, VALUE_ARG, 1)" \
	  "4 uatomic_add_unless(&x, 1, VALUE_ARG)" \
	  "4 uatomic_test_and_set_bit(&x, VALUE_ARG)" \
	  "7 uatomic_or(&x, VALUE_ARG)" "7 uatomic_fetch_xor(&x, VALUE_ARG)"; do
	n=$(value_count "${op#* }")
	if [ "$n" -eq 0 ] || [ "$n" -gt "${op%% *}" ]; then
		over="$over ${op#* }: $n;"
	fi
done
[ -z "$over" ]
result $? "an operation writes its value argument at most 4 times" \
	"(7: and, or, xor)${over:+ (written:$over see $out/value.c)}"

exit $failed
