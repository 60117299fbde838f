#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/update-all.sh OUTDIR [DEFCONFIG...] - "make asm-update-all":
# regenerates tests/asm/expected/<defconfig>.asm for every
# configs/*_defconfig (or those named), each configured in OUTDIR/<name>;
# a missing cross compiler is installed with "make deps".  Review the
# resulting "git diff tests/asm/expected" before committing it.  Ends with
# "N passed, N failed" (one per defconfig).
set -u
out=$1
shift
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
# Our own make runs: nothing of the calling make's command line.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES O C V ARCH KCONFIG_CONFIG \
	EXTRA_CFLAGS CROSS_COMPILE TEST_RUNNER
if [ $# -gt 0 ]; then
	defconfigs="$*"
else
	defconfigs=$(cd "$src/configs" && ls *_defconfig | sed 's/_defconfig$//')
fi
passed=0
failed=0
for d in $defconfigs; do
	dir=$out/$d
	log=$out/$d.log
	if make -C "$src" O="$dir" "${d}_defconfig" > "$log" 2>&1 &&
	   { make -C "$src" O="$dir" asm-update >> "$log" 2>&1 ||
	     { make -C "$src" O="$dir" deps >> "$log" 2>&1 &&
	       make -C "$src" O="$dir" asm-update >> "$log" 2>&1; }; }; then
		passed=$((passed + 1))
		grep '  GEN ' "$log"
	else
		failed=$((failed + 1))
		echo "FAILED: $d (see $log)"
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
