#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/rows/all.sh OUTDIR [DEFCONFIG...] - tests/rows ("make check-rows")
# for every configs/*_defconfig (or those named), each configured in
# OUTDIR/<name>: a scratch row alone gives its public names with every
# defconfig's compiler (compilers only, no emulator).  Prints each
# build's PASS:/FAIL: lines and ends with "N passed, N failed" (one per
# defconfig).
set -u
out=$1
shift
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES O C V ARCH KCONFIG_CONFIG \
	EXTRA_CFLAGS CFLAGS CPPFLAGS LDFLAGS CROSS_COMPILE TEST_RUNNER
if [ $# -gt 0 ]; then
	defconfigs="$*"
else
	defconfigs=$(cd "$src/configs" && ls *_defconfig | sed 's/_defconfig$//')
fi
passed=0
failed=0
for d in $defconfigs; do
	log=$out/$d.rows.log
	if make -C "$src" O="$out/$d" "${d}_defconfig" > "$log" 2>&1 &&
	   make -C "$src" O="$out/$d" check-rows >> "$log" 2>&1 &&
	   ! grep -q '^FAIL:' "$log"; then
		passed=$((passed + 1))
		grep -E '^(PASS|SKIP):.*fetch_nand.*compile' "$log"
	else
		failed=$((failed + 1))
		grep -E '^FAIL:' "$log"
		echo "FAILED: $d (see $log)"
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
