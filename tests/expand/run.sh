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

# How deep and how long one operation is: a reader (and the compiler's
# "in expansion of macro" chain) goes from the public name to the sized
# function through at most four macros, and uatomic_add_return(&x, 1) on
# a long preprocesses to at most 2 048 bytes: its declarations, each
# written once, and its eight static assertions, whose messages (one
# string literal each, "<operation>: <what is wrong>") are 398 bytes;
# the order it passes is the library's own constant, neither asked
# about nor checked (7 644 bytes when the operand's type was written
# out at each of its twenty uses, 3 300 when a message was four
# literals and three nested __builtin_choose_expr chose the sized
# function, 3 075 when the default order was checked as a caller's
# and the messages carried their advice, which Documentation/contract.md
# gives).  The levels are the compiler's own: the
# sized functions' names are made macros that expand to an undeclared
# name, and GCC's diagnostic lists the macro expansions that name was
# written in (-ftrack-macro-expansion=2, its default), innermost first,
# after the macros it was passed to as an argument ("in definition of
# macro").  Counted: the macros from the
# public name (included) to the sized function's name (not included).
# clang's notes name the macros an argument went through, not the
# expansions: the count is GCC's (with clang, a skip).
printf '#include <urcu/uatomic.h>\nlong x;\nlong f(void);\n%s\n' \
	'long f(void) { return uatomic_add_return(&x, 1); }' > "$out/bytes.c"
# shellcheck disable=SC2086
$UATOMIC_CC $UATOMIC_CFLAGS -E -P "$out/bytes.c" 2> "$out/bytes.log" |
	sed -n '/^long f(void) {/,$p' > "$out/bytes.i"
# Not counted: the assertion a target without 1-, 2- or 8-byte operands
# adds for each size it lacks (__uatomic_size_check()), and the run-time
# alignment check of CONFIG_DEBUG_ALIGNMENT (__uatomic_check_align()).
size_check='_Static_assert *([^;]*-byte operands are not atomic[^;]*;'
align_check='[^;]*__uatomic_misaligned([^;]*;'
lacking=$(grep -o -e "$size_check" -e "$align_check" "$out/bytes.i" |
	tr -d '\n' | wc -c)
bytes=$(($(wc -c < "$out/bytes.i") - lacking))
note=
[ "$lacking" -eq 0 ] || note=", not counting $lacking of checks of the target"
[ "$bytes" -gt 100 ] && [ "$bytes" -le 2048 ]
result $? "uatomic_add_return(&x, 1) preprocesses to at most 2048 bytes" \
	"($bytes$note: $out/bytes.i)"

{
	printf '#include <urcu/uatomic.h>\n'
	for n in 1 2 4 8; do
		printf '#undef __uatomic_add_return_%s\n' $n
		printf '#define __uatomic_add_return_%s %s\n' $n \
			__uatomic_level_probe
	done
	printf 'long x;\nlong f(void);\n%s\n' \
		'long f(void) { return uatomic_add_return(&x, 1); }'
} > "$out/levels.c"
# clang elides the middle of a long chain unless told not to (and its
# chain is not counted).
backtrace=
case $($UATOMIC_CC --version 2>/dev/null) in
*clang*) backtrace=-fmacro-backtrace-limit=0 ;;
esac
# shellcheck disable=SC2086
LC_ALL=C $UATOMIC_CC $UATOMIC_CFLAGS $backtrace -c "$out/levels.c" \
	-o "$out/levels.o" > "$out/levels.log" 2>&1
# The notes of the first error, innermost first: the macro each names.
levels=$(sed -n "1,/__uatomic_level_probe/d; /error:/q; \
	s/.*\\(in expansion of\\|expanded from\\) macro [^a-zA-Z_]*\\([a-zA-Z_0-9]*\\).*/\\2/p" \
	"$out/levels.log" | awk '
	/^__uatomic_add_return_[1248]$/ { n = 0; on = 1; next }
	on { n++ }
	on && $0 == "uatomic_add_return" { print n; found = 1; exit }
	END { if (!found) print "none" }')
if [ -n "$backtrace" ]; then
	skip "macro levels from uatomic_add_return to its sized function" \
		"(counted with GCC's notes: clang's name the arguments)"
elif [ "$levels" = none ]; then
	fail "macro levels from uatomic_add_return to its sized function" \
		"(no expansion chain in $out/levels.log)"
else
	[ "$levels" -le 4 ]
	result $? "uatomic_add_return reaches __uatomic_add_return_N" \
		"through at most 4 macros ($levels: $out/levels.log)"
fi

exit $failed
