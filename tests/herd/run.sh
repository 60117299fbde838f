#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/herd/run.sh - "make check-herd" (and a host check of "make check"
# where the target has an ISA module here): the configured defconfig's
# golden file judged by herd7 with the architecture's own memory model
# (tests/herd/herd.py), then the self-test, copies of golden files with
# one instruction weakened, each of which must fail (a judge seen
# failing every run).  HERD_SHAPES=all runs every shape (make
# check-herd-all).  Without herd7 (HERD7, or herd7 on PATH) it prints a
# NOTE and ends "0 passed, 0 failed, N skipped".
# Needs the UATOMIC_* variables that tests/Makefile exports.
set -u
LC_ALL=C
export LC_ALL
here=$(dirname "$0")
out=$UATOMIC_OBJTREE/tests-out/herd
mkdir -p "$out"

command -v python3 > /dev/null 2>&1 || {
	echo "FAIL: herd check: no python3: run 'make deps'"
	echo "0 passed, 1 failed"
	exit 1
}
name=$("$here/../asm/defconfig-name.sh" "$UATOMIC_SRCTREE" \
	"$UATOMIC_OBJTREE" "$out") || {
	echo "FAIL: herd check: kconfig-conf --savedefconfig failed"
	echo "0 passed, 1 failed"
	exit 1
}
if [ -z "$name" ]; then
	echo "NOTE: herd check: this configuration is no configs/*_defconfig:" \
	     "no golden file to judge"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi

passed=0
failed=0
skipped=0
# tally OUTPUT: add a run's "N passed, N failed[, N skipped]".
tally() {
	line=$(echo "$1" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -n 1)
	p=$(echo "$line" | sed -n 's/^\([0-9]*\) passed.*/\1/p')
	f=$(echo "$line" | sed -n 's/^[0-9]* passed, \([0-9]*\) failed.*/\1/p')
	s=$(echo "$line" | sed -n 's/.*, \([0-9]*\) skipped$/\1/p')
	passed=$((passed + ${p:-0}))
	failed=$((failed + ${f:-1}))
	skipped=$((skipped + ${s:-0}))
}

shapes=${HERD_SHAPES:-default}
res=$(python3 "$here/herd.py" --shapes "$shapes" "$name")
echo "$res" | grep -Ev '^[0-9]+ passed, [0-9]+ failed'
tally "$res"
res=$(python3 "$here/herd.py" --self-test "$name")
echo "$res" | grep -Ev '^[0-9]+ passed, [0-9]+ failed'
tally "$res"

if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
