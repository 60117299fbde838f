#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/warnings/run.sh - the public headers add no warning to a user's
# build: ops.c (every operation, size, signedness and nesting) and tls.c
# (the TLS macros on every alignment, in the build's TLS mode) compile
# with -Werror and the strict warnings below, in every C and C++ standard
# each compiler knows, with gcc and clang (g++ and clang++): one check per
# file, compiler and standard.  Ends with "N passed, N failed" (", N
# skipped": a standard a compiler does not know).
# Run by "make check" (and alone by "make check-warnings") with the
# UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
out=$UATOMIC_OBJTREE/tests-out/warnings

# What liburcu's build turns on (its configure.ac's WARN_FLAGS_LIST,
# which --enable-Werror makes errors), and more: clang's -Wconversion
# includes -Wshorten-64-to-32, named for clarity.
warn="-Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -Wcast-qual"
warn="$warn -Wundef -Wmissing-declarations -Wwrite-strings -Wformat=2"
warn="$warn -Wstrict-aliasing -Wmissing-noreturn -Winit-self"
warn="$warn -Wdouble-promotion -pedantic -Werror"
# C's alone (a C++ compiler warns of them as options).
c_warn="-Wmissing-prototypes -Wnested-externs"
# gcc's own (gcc_c_warn: gcc's C alone); clang's own.
gcc_warn="-Wduplicated-cond -Wduplicated-branches -Wlogical-op"
gcc_warn="$gcc_warn -Wnull-dereference -Wsuggest-attribute=format"
gcc_c_warn="-Wjump-misses-init"
clang_warn="-Wtautological-constant-out-of-range-compare"
# ops.c: every operation; tls.c: the TLS macros on every alignment.
sources="ops.c tls.c"
c_stds="c99 c11 c17 c23,c2x"
cxx_stds="c++11 c++14 c++17 c++20 c++23,c++2b"

# Include paths, macros, target options and the optimisation level of
# the build: the flags a user's program shares with it.
# GCC's --specs (the C library's, on bare metal) is not clang's: it
# finds that library's headers itself and warns of the unused option.
# clang's -nostdlibinc -isystem<dir> name the C library's headers where
# there is no gcc (loongarch64: the images' own, LIBC_CFLAGS).
flags=
clang_flags=
for f in $UATOMIC_CFLAGS; do
	case $f in
	-I*|-D*|-U*|-m*|-O*) flags="$flags $f" clang_flags="$clang_flags $f" ;;
	--specs=*) flags="$flags $f" ;;
	-nostdlibinc|-isystem?*) flags="$flags $f"
		clang_flags="$clang_flags $f" ;;
	esac
done

first_error() {
	line=$(grep -m 1 -E 'error:|warning:' "$1" || head -n 1 "$1")
	echo "${line:-no output}"
}

# other_compiler LANG: the compiler of the other family for the build's
# target, when it is installed and builds for it; nothing otherwise.
other_compiler() {
	triplet=$($UATOMIC_CC -dumpmachine 2>/dev/null)
	case "$1:$UATOMIC_CC" in
	c:*clang*) cand="${triplet}-gcc" ;;
	c:*) cand="clang --target=$triplet" ;;
	c++:*clang*) cand="${triplet}-g++" ;;
	c++:*) cand="clang++ --target=$triplet" ;;
	esac
	command -v "${cand%% *}" > /dev/null 2>&1 || return 0
	# clang's default CPU may lack the inline atomics of gcc's (m68k):
	# the headers then stop with their own error, as they should.
	printf '%s\n' '#include <urcu/uatomic.h>' 'int probe;' > "$out/probe.c"
	lang=$1
	case $cand in
	clang*) pflags=$clang_flags ;;
	*) pflags=$flags ;;
	esac
	# shellcheck disable=SC2086
	if $cand -x $lang $pflags -c "$out/probe.c" -o "$out/probe.o" \
			> "$out/probe-$lang.log" 2>&1; then
		echo "$cand"
	else
		echo "SKIP: ${cand%% *} cannot build for $triplet here" \
		     "($(first_error "$out/probe-$lang.log"))" >&2
	fi
}

# cell LANG COMPILER STDS HOW: the check of one standard, if the
# compiler knows it ("c23,c2x": the first spelling it accepts); HOW is
# "-c" (compiled at the build's optimisation level: the warnings of the
# optimisers too) or "-fsyntax-only" (the front end's, which are the ones
# that differ between standards).
cell() {
	lang=$1
	cc=$2
	stds=$3
	how=$4
	name=${cc%% *}
	std=
	for s in $(echo "$stds" | tr ',' ' '); do
		# shellcheck disable=SC2086
		if echo 'int probe;' | $cc -x $lang -std=$s -fsyntax-only - \
				> /dev/null 2>&1; then
			std=$s
			break
		fi
	done
	if [ -z "$std" ]; then
		echo "SKIP: $name knows no -std=$(echo "$stds" |
			sed 's/,/ or -std=/g'): not checked"
		return
	fi
	case $name in
	*clang*) extra=$clang_warn cflags=$clang_flags ;;
	*) extra=$gcc_warn cflags=$flags ;;
	esac
	if [ "$lang" = c ]; then
		extra="$extra $c_warn"
		case $name in *clang*) ;; *) extra="$extra $gcc_c_warn" ;; esac
	fi
	for src in $sources; do
		log=$out/$name.$(echo "$std" | tr + x).${src%.c}.log
		what="$src, $name -std=$std $how"
		# shellcheck disable=SC2086
		if $cc -x $lang -std=$std $cflags $warn $extra "$how" \
				"$here/$src" -o "$log.o" > "$log" 2>&1; then
			echo "PASS: no warning from the headers: $what"
		else
			echo "FAIL: no warning from the headers: $what" \
			     "($(first_error "$log"))"
		fi
	done
}

# "run.sh --cell N LANG COMPILER STDS HOW": one cell, into its result
# file; the cells run in parallel, printed in order.
if [ "${1:-}" = "--cell" ]; then
	cell "$3" "$4" "$5" "$6" > "$out/$2.result"
	exit 0
fi

rm -rf "$out"
mkdir -p "$out"

c_compilers=$UATOMIC_CC
other=$(other_compiler c)
[ -n "$other" ] && c_compilers="$c_compilers|$other"
cxx_compilers=
if [ -n "$UATOMIC_CXX" ]; then
	cxx_compilers=$UATOMIC_CXX
	other=$(other_compiler c++)
	[ -n "$other" ] && cxx_compilers="$cxx_compilers|$other"
else
	echo "SKIP: C++ not checked: ${UATOMIC_CXX_MISSING:-no C++ compiler}"
fi

# One line per cell: "N<TAB>LANG<TAB>COMPILER<TAB>STDS<TAB>HOW"; the
# newest standard of each compiler is compiled, the others only parsed.
cells() {
	lang=$1
	std_list=$2
	IFS='|'
	for cc in $3; do
		IFS=$IFS_save
		how=-fsyntax-only
		last=${std_list##* }
		for stds in $std_list; do
			n=$((n + 1))
			[ "$stds" = "$last" ] && how=-c
			printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$lang" "$cc" \
				"$stds" "$how"
		done
		IFS='|'
	done
	IFS=$IFS_save
}
IFS_save=$IFS
n=100
{
	cells c "$c_stds" "$c_compilers"
	cells c++ "$cxx_stds" "$cxx_compilers"
} > "$out/cells"

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
while IFS='	' read -r n lang cc stds how; do
	printf '%s\0%s\0%s\0%s\0%s\0' "$n" "$lang" "$cc" "$stds" "$how"
done < "$out/cells" |
	xargs -0 -n 5 -P "$jobs" sh "$0" --cell

cat "$out"/*.result
passed=$(grep -c '^PASS: ' "$out"/*.result /dev/null | awk -F: '{ s += $NF } END { print s }')
failed=$(grep -c '^FAIL: ' "$out"/*.result /dev/null | awk -F: '{ s += $NF } END { print s }')
skipped=$(grep -c '^SKIP: ' "$out"/*.result /dev/null | awk -F: '{ s += $NF } END { print s }')
if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
