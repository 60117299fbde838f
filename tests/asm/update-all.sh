#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/update-all.sh [--check] OUTDIR [DEFCONFIG...] -
# "make asm-update-all": regenerates tests/asm/expected/<defconfig>.asm
# for every configs/*_defconfig (or those named), each configured in
# OUTDIR/<name>; a missing cross compiler is installed with "make deps".
# Review the resulting "git diff tests/asm/expected" before committing it.
# With --check ("make asm-check-all"), compares instead, as "make check"
# does, and prints each build's PASS:/FAIL: lines.  Ends with
# "N passed, N failed" (one per defconfig).
set -u
goal=asm-update
if [ "${1:-}" = --check ]; then
	goal=asm-check
	shift
fi
out=$1
shift
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
# Our own make runs: nothing of the calling make's command line.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES O C V ARCH KCONFIG_CONFIG \
	EXTRA_CFLAGS CFLAGS CPPFLAGS LDFLAGS CROSS_COMPILE TEST_RUNNER
if [ $# -gt 0 ]; then
	defconfigs="$*"
else
	defconfigs=$(cd "$src/configs" && ls *_defconfig | sed 's/_defconfig$//')
fi
# A defconfig whose code is another's (tests/asm/same-code) comes last:
# its update compares with the other's file, rewritten first.
shares=$(awk '!/^#/ && NF >= 2 { print $1 }' "$src/tests/asm/same-code")
first= last=
for d in $defconfigs; do
	case " $(echo $shares) " in
	*" $d "*) last="$last $d" ;;
	*) first="$first $d" ;;
	esac
done
defconfigs="$first$last"
passed=0
failed=0
for d in $defconfigs; do
	dir=$out/$d
	log=$out/$d.log
	# On a failure, "make deps" and once more: the compiler may be
	# missing (the log keeps both attempts; the second one counts).
	if make -C "$src" O="$dir" "${d}_defconfig" > "$log" 2>&1 &&
	   { make -C "$src" O="$dir" $goal >> "$log" 2>&1 ||
	     { make -C "$src" O="$dir" deps >> "$log" 2>&1 &&
	       : > "$log" &&
	       make -C "$src" O="$dir" $goal >> "$log" 2>&1; }; }; then
		passed=$((passed + 1))
		grep -E '  GEN |^(PASS|SKIP|NOTE):' "$log"
	else
		failed=$((failed + 1))
		grep -E '^FAIL:' "$log"
		echo "FAILED: $d (see $log)"
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
