#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/tls/run.sh - the TLS idioms of liburcu's own headers and users
# (tests/tls/idioms.h): "extern DECLARE_URCU_TLS", "static
# DEFINE_URCU_TLS" and a name renamed by a macro compile with -Wall
# -Wextra -Wshadow -Wconversion -Wsign-conversion -Wcast-qual -Wundef,
# liburcu's own warnings (-Wmissing-prototypes, -Wmissing-declarations,
# -Wnested-externs, -Wwrite-strings, -Wformat=2, -Wmissing-noreturn) and
# -Werror as C (C99 -pedantic-errors, C11, gnu11) and C++ (C++11, C++17),
# with the configured compilers and with clang/clang++ where they can
# build for the target; then link with nothing but -pthread (no
# -luatomic: every TLS mode is header-only) and run.  The TLS mode is
# the configuration's: "make check" of x86_64_defconfig,
# x86_64_tls_keys_defconfig and generic_tls_none_defconfig covers the
# three.  Run by "make check" with the UATOMIC_* variables of
# tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
out=$UATOMIC_OBJTREE/tests-out/tls
rm -rf "$out"
mkdir -p "$out"

warn="-Wall -Wextra -Wshadow -Wconversion -Wsign-conversion -Wcast-qual \
-Wundef -Wmissing-declarations -Wwrite-strings -Wformat=2 -Wmissing-noreturn \
-Werror"
warn_c_only="-Wmissing-prototypes -Wnested-externs"
c_modes="c99:-pedantic-errors c11 gnu11"
cxx_modes="c++11 c++17"
ok=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; ok=1; }
first_error() {
	line=$(grep -m 1 -E 'error|warning' "$1" || head -n 1 "$1")
	echo "${line:-no output}"
}

echo "NOTE: TLS mode of this configuration: $UATOMIC_TLS"
echo "NOTE: warnings: $warn; in C also $warn_c_only"

# The flags a C++ compiler (or clang) shares with the configured C
# compiler: target options, optimisation, include paths and macros.
cxx_flags=
for f in $UATOMIC_CFLAGS; do
	case $f in
	-m*|-O*|--specs=*|-I*|-D*|-U*) cxx_flags="$cxx_flags $f" ;;
	esac
done

# The compilers, one "name|command|language" a line.
triplet=$($UATOMIC_CC -dumpmachine 2>/dev/null)
compilers=$out/compilers
echo "${UATOMIC_CC%% *}|$UATOMIC_CC $UATOMIC_CFLAGS|c" > "$compilers"
[ -z "$UATOMIC_CXX" ] ||
	echo "${UATOMIC_CXX%% *}|$UATOMIC_CXX $cxx_flags|c++" >> "$compilers"
for clang in clang clang++; do
	case "$UATOMIC_CC" in *clang*) continue ;; esac
	if ! command -v $clang > /dev/null 2>&1; then
		echo "SKIP: $clang is not installed: not checked"
		continue
	fi
	lang=c
	[ "$clang" = clang++ ] && lang=c++
	[ "$lang" = c++ ] && [ -z "$UATOMIC_CXX" ] && continue
	# The probe reads a thread-local variable: clang 14's m68k back
	# end, experimental, crashes on TLS code (a compiler defect, said
	# in the note below, not a failure of the headers).  It includes a
	# C library header: for mipsisa32r6el clang 14 takes the headers
	# of another installed MIPS cross toolchain (mipsel's), which lack
	# the Release 6 (NaN 2008) ones, so it cannot build for that target
	# here (a toolchain layout the headers test notes the same way).
	printf '#include <stdint.h>\n__thread int probe;\n%s\n%s\n' \
		'int probe_read(void);' \
		'int probe_read(void) { return probe; }' > "$out/probe.c"
	# shellcheck disable=SC2086
	if ! $clang --target="$triplet" $cxx_flags -x $lang -c "$out/probe.c" \
			-o "$out/probe.o" > "$out/probe.log" 2>&1; then
		echo "SKIP: $clang cannot build for $triplet here:" \
		     "$(first_error "$out/probe.log")"
		continue
	fi
	# The second probe takes the address of another unit's thread-local
	# variable in a leaf function, and runs: clang 14's 32-bit PowerPC
	# code gets the GOT with "bl .+8" there and returns with the link
	# register that clobbered, never saved (SIGILL under qemu as on a
	# real core; a compiler defect, not the headers').  Its programs
	# are then built, not run.
	run=y
	if [ "${TEST_RUNNER:-}" != none ]; then
		printf '%s\n%s\n' 'extern __thread int probe_v;' \
			'int *probe_addr(void) { return &probe_v; }' \
			> "$out/probe-leaf.c"
		printf '%s\n%s\n%s\n' '__thread int probe_v = 7;' \
			'int *probe_addr(void);' \
			'int main(void) { return *probe_addr() != 7; }' \
			> "$out/probe-main.c"
		# shellcheck disable=SC2086
		if $clang --target="$triplet" $cxx_flags -x $lang \
				-c "$out/probe-leaf.c" -o "$out/probe-leaf.o" \
				> "$out/probe-run.log" 2>&1 &&
		   $clang --target="$triplet" $cxx_flags -x $lang \
				-c "$out/probe-main.c" -o "$out/probe-main.o" \
				>> "$out/probe-run.log" 2>&1 &&
		   $clang --target="$triplet" $cxx_flags \
				-o "$out/probe-run" "$out/probe-leaf.o" \
				"$out/probe-main.o" $UATOMIC_TEST_LDFLAGS \
				>> "$out/probe-run.log" 2>&1 &&
		   ! ${TEST_RUNNER:-} "$out/probe-run" < /dev/null \
				>> "$out/probe-run.log" 2>&1; then
			echo "SKIP: $clang's $triplet code for another unit's" \
			     "thread-local variable returns through a clobbered" \
			     "link register (a compiler defect): its TLS" \
			     "programs are built, not run"
			run=n
		fi
	fi
	echo "$clang|$clang --target=$triplet $cxx_flags|$lang|$run" \
		>> "$compilers"
done

while IFS='|' read -r name cmd lang run; do
	if [ "$lang" = c ]; then
		modes=$c_modes lang_warn="$warn $warn_c_only"
	else
		modes=$cxx_modes lang_warn=$warn
	fi
	linked=
	for m in $modes; do
		std=${m%%:*}
		extra=
		case $m in *:*) extra=${m#*:} ;; esac
		tag=$name-$(echo "$std" | tr + x)
		log=$out/$tag.log
		what="$name -std=$std${extra:+ $extra}"
		# shellcheck disable=SC2086
		if $cmd -x $lang -std=$std $extra $lang_warn \
				-c "$here/idioms.c" \
				-o "$out/$tag-idioms.o" > "$log" 2>&1 &&
		   $cmd -x $lang -std=$std $extra $lang_warn \
				-c "$here/idioms-other.c" \
				-o "$out/$tag-other.o" >> "$log" 2>&1; then
			pass "TLS idioms (extern DECLARE_URCU_TLS, static" \
			     "DEFINE_URCU_TLS, a macro-renamed name) compile," \
			     "$what, the warnings above, -Werror"
		else
			fail "TLS idioms compile, $what ($(first_error "$log"))"
			continue
		fi
		# Link and run once per compiler: -pthread, no -luatomic.
		[ -n "$linked" ] && continue
		linked=1
		# shellcheck disable=SC2086
		if $cmd -o "$out/$tag" "$out/$tag-idioms.o" \
				"$out/$tag-other.o" -pthread \
				$UATOMIC_TEST_LDFLAGS > "$out/$tag-link.log" 2>&1
		then
			pass "TLS idioms link with -pthread alone (no" \
			     "-luatomic), $name"
		else
			fail "TLS idioms link with -pthread alone (no" \
			     "-luatomic), $name" \
			     "($(first_error "$out/$tag-link.log"))"
			continue
		fi
		if [ "${TEST_RUNNER:-}" = none ]; then
			echo "SKIP: TEST_RUNNER=none: the idioms program is" \
			     "not run"
			continue
		fi
		[ "${run:-y}" = n ] && continue
		# shellcheck disable=SC2086
		if ${TEST_RUNNER:-} "$out/$tag" < /dev/null \
				> "$out/$tag-run.log" 2>&1; then
			pass "each translation unit reaches the same copy by" \
			     "the macro name and the real one, $name"
		else
			fail "each translation unit reaches the same copy by" \
			     "the macro name and the real one, $name" \
			     "($(head -n 1 "$out/$tag-run.log"))"
		fi
	done
done < "$compilers"
exit $ok
