#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/compile-fail/run.sh - what must not compile.  Each case X.c says
# which diagnostic it must produce: "/* expect: TEXT */" when compiled as
# C with the build's flags and -Werror, and again with -std=c99 added
# (strict C99, where glibc's <sys/cdefs.h> has its own _Static_assert;
# the message only, the first run compiles the CONTROL version),
# "/* expect-c++: TEXT */" when compiled as C++17 (no such line: not
# compiled as C++; no "expect" line: compiled as C++ only),
# "/* expect-clang: TEXT */" in place of "expect" when CC is clang, and
# "/* expect-errors: N */" that the compiler reports exactly N errors
# (one clear message, not the same mistake said again in other words).
# A case X.cc is C++ alone (what C cannot write: a class with a virtual
# function): it says "/* expect-c++: TEXT */" only, and is a SKIP where
# there is no C++ compiler.
# A case marked "/* std: STD... */" is compiled as C
# with each -std=STD in place of those two (a standard the headers
# refuse), its CONTROL version with -std=c99.
# A case marked "/* requires: MACRO */" runs only on a target whose
# <urcu/uatomic.h> defines MACRO (an operation only some targets have).
# Built with -DCONTROL it is the same code made correct and must compile: that
# proves the error comes from the line under test.  A case marked
# "/* requires-missing: MACRO */" runs only on a target whose
# <urcu/uatomic.h> leaves MACRO undefined; elsewhere it must compile.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C	# plain quotes in the compilers' messages
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
out=$UATOMIC_OBJTREE/tests-out/compile-fail

# For C++, the flags that mean the same there: include paths, macros,
# target options and the optimisation level (-std= and C-only warnings
# stay out).
cxxflags=
for f in $UATOMIC_CFLAGS; do
	case $f in
	-I*|-D*|-U*|-m*|-O*|--specs=*) cxxflags="$cxxflags $f" ;;
	esac
done

# The lines "/* KEY: TEXT */" of a case, one TEXT per line.
expected() {
	sed -n "s|^/\\* $1: \\(.*\\) \\*/\$|\\1|p" "$2"
}

# The first diagnostic in a compiler log, for a FAIL line.
first_error() {
	line=$(grep -m 1 -E 'error|warning' "$1" || head -n 1 "$1")
	echo "${line:-no output}"
}

# check_lang CASE LANG KEY CONTROL-FLAGS COMPILER...: CASE must fail to
# compile with every expected TEXT of KEY in the compiler's output;
# -DCONTROL with CONTROL-FLAGS added must compile (CONTROL-FLAGS "-": not
# compiled, the C run of the case has done it).
check_lang() {
	src=$1
	lang=$2
	key=$3
	control_flags=$4
	shift 4
	name=${src##*/}
	name=${name%.*}
	log=$out/$name.$lang
	texts=$(expected "$key" "$src")

	if "$@" -c "$src" -o "$log.o" > "$log.err" 2>&1; then
		echo "FAIL: $name [$lang]: rejected (it compiled)"
		return
	fi
	missing=$(echo "$texts" | while IFS= read -r t; do
		grep -qF -- "$t" "$log.err" || echo "$t"
	done)
	if [ -n "$missing" ]; then
		echo "FAIL: $name [$lang]: rejected with \"$(echo "$missing" |
			head -n 1)\" (not in the output; got:" \
			"$(first_error "$log.err"))"
		return
	fi
	count=$(expected expect-errors "$src")
	errors=$(grep -c 'error:' "$log.err")
	if [ -n "$count" ] && [ "$errors" -ne "$count" ]; then
		echo "FAIL: $name [$lang]: rejected with $count error(s)" \
		     "(got $errors: $(grep 'error:' "$log.err" | sed -n 2p))"
		return
	fi
	if [ "$control_flags" = - ]; then
		echo "PASS: $name [$lang]: rejected with \"$(echo "$texts" |
			head -n 1)\""
		return
	fi
	# shellcheck disable=SC2086
	if ! "$@" $control_flags -DCONTROL -c "$src" -o "$log-control.o" \
			> "$log-control.err" 2>&1; then
		echo "FAIL: $name [$lang]: rejected with \"$(echo "$texts" |
			head -n 1)\" (the CONTROL version does not compile:" \
			"$(first_error "$log-control.err"))"
		return
	fi
	echo "PASS: $name [$lang]: rejected with \"$(echo "$texts" |
		head -n 1)\"; the CONTROL version compiles"
}

check_case() {
	src=$1
	name=${src##*/}
	name=${name%.*}
	cc="$UATOMIC_CC $UATOMIC_CFLAGS -Werror"
	cxx="$UATOMIC_CXX -x c++ -std=c++17 $cxxflags -Wall -Wextra -Werror"

	case $src in
	*.cc)
		if [ -z "$(expected expect-c++ "$src")" ]; then
			echo "FAIL: $name: the case has no /* expect-c++: ... */" \
			     "line"
		elif [ -z "$UATOMIC_CXX" ]; then
			echo "SKIP: $name [C++]: ${UATOMIC_CXX_MISSING:-no C++" \
			     "compiler}"
		else
			# shellcheck disable=SC2086
			check_lang "$src" C++ expect-c++ "" $cxx
		fi
		return ;;
	esac
	if [ -z "$(expected expect "$src")$(expected expect-c++ "$src")" ]
	then
		echo "FAIL: $name: the case has no /* expect: ... */ line"
		return
	fi
	for macro in $(expected requires "$src"); do
		grep -q "^#define $macro\\( \\|\$\\)" "$out/probe.h" && continue
		echo "SKIP: $name: the target does not define $macro"
		return
	done
	for macro in $(expected requires-missing "$src"); do
		grep -q "^#define $macro\\( \\|\$\\)" "$out/probe.h" || continue
		# The target has the size: then it must work.
		# shellcheck disable=SC2086
		if $cc -c "$src" -o "$out/$name.o" > "$out/$name.err" 2>&1
		then
			echo "PASS: $name [C]: compiles where the target defines $macro"
		else
			echo "FAIL: $name [C]: compiles where the target" \
			     "defines $macro ($(first_error "$out/$name.err"))"
		fi
		return
	done
	# clang words some diagnostics differently: a case may say what
	# clang prints with "/* expect-clang: TEXT */".
	key=expect
	case $UATOMIC_CC in
	*clang*) [ -n "$(expected expect-clang "$src")" ] && key=expect-clang ;;
	esac
	stds=$(expected std "$src")
	if [ -z "$(expected expect "$src")" ]; then
		: # C++ only: what C has not (a scoped enum, std::atomic)
	elif [ -n "$stds" ]; then
		for std in $stds; do
			# shellcheck disable=SC2086
			check_lang "$src" "$std" $key -std=c99 $cc -std="$std"
		done
	else
		# shellcheck disable=SC2086
		check_lang "$src" C $key "" $cc
		# shellcheck disable=SC2086
		check_lang "$src" C99 $key - $cc -std=c99
	fi
	if [ -n "$(expected expect-c++ "$src")" ] && [ -n "$UATOMIC_CXX" ]
	then
		# shellcheck disable=SC2086
		check_lang "$src" C++ expect-c++ "" $cxx
	fi
}

# "run.sh --case X.c" checks one case; the cases run in parallel, one
# result file each, printed in order.
if [ "${1:-}" = "--case" ]; then
	name=${2##*/}
	check_case "$2" > "$out/${name%.*}.result"
	exit 0
fi

rm -rf "$out"
mkdir -p "$out"

# The operand sizes the target announces (UATOMIC_HAS_ATOMIC_*).
printf '#include <urcu/uatomic.h>\n' > "$out/probe.c"
# shellcheck disable=SC2086
if ! $UATOMIC_CC $UATOMIC_CFLAGS -dM -E "$out/probe.c" \
		> "$out/probe.h" 2> "$out/probe.err"; then
	echo "FAIL: <urcu/uatomic.h> preprocesses" \
	     "($(head -n 1 "$out/probe.err"))"
	exit 1
fi

[ -n "$UATOMIC_CXX" ] ||
	echo "SKIP: C++ not checked: ${UATOMIC_CXX_MISSING:-no C++ compiler}"

jobs=$(($(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) + 1))
for src in "$here"/*.c "$here"/*.cc; do
	echo "$src"
done | xargs -P "$jobs" -n 1 sh "$here/run.sh" --case

cat "$out"/*.result
! grep -q '^FAIL: ' "$out"/*.result
