#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/mutants/run.sh [ARGS] - "make check-mutants": the configured
# defconfig's golden file weakened one instruction at a time, each
# mutant put to the mapping check, the memory-model checker and herd7
# (tests/mutants/mutants.py, which takes ARGS: --sample N, --seed S,
# --only REGEX, --jobs N).  Ends with "N passed, N failed[, N skipped]":
# a mutant that breaks the contract and no check kills fails.
# Needs the UATOMIC_* variables that tests/Makefile exports.
set -u
LC_ALL=C
export LC_ALL
here=$(dirname "$0")
out=$UATOMIC_OBJTREE/tests-out/mutants
mkdir -p "$out"

command -v python3 > /dev/null 2>&1 || {
	echo "FAIL: mutants: no python3: run 'make deps'"
	echo "0 passed, 1 failed"
	exit 1
}
name=$("$here/../asm/defconfig-name.sh" "$UATOMIC_SRCTREE" \
	"$UATOMIC_OBJTREE" "$out") || {
	echo "FAIL: mutants: kconfig-conf --savedefconfig failed"
	echo "0 passed, 1 failed"
	exit 1
}
if [ -z "$name" ]; then
	echo "NOTE: mutants: this configuration is no configs/*_defconfig:" \
	     "no golden file to weaken"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi
exec nice python3 "$here/mutants.py" "$@" "$name"
