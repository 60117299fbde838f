#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/herd-proofs/run.sh - the proofs, by the architectures' own models
# (herd7: aarch64.cat, riscv.cat, ppc.cat, x86tso-mixed.cat), that the
# barrier sequences the tree emits forbid what the contract forbids: each
# *.litmus here is run and its verdict compared with
# tests/herd-proofs/verdicts.  herd7 is $HERD7 or on PATH; without it
# every test is a SKIP.  Ends with
# "N passed, N failed[, N skipped]".
set -u
here=$(cd "$(dirname "$0")" && pwd)
herd=${HERD7:-}
if [ -z "$herd" ]; then
	herd=$(command -v herd7 2>/dev/null || true)
fi
passed=0
failed=0
skipped=0
while read -r name want; do
	case $name in '#'*|'') continue ;; esac
	if [ -z "$herd" ]; then
		skipped=$((skipped + 1))
		continue
	fi
	got=$("$herd" "$here/$name.litmus" 2>&1 |
	      awk '/^Observation/ { print $3 }')
	if [ "$got" = "$want" ]; then
		echo "PASS: herd7 proof $name: $got"
		passed=$((passed + 1))
	else
		echo "FAIL: herd7 proof $name: ${got:-no verdict}, expected $want"
		failed=$((failed + 1))
	fi
done < "$here/verdicts"
if [ -z "$herd" ]; then
	echo "SKIP: herd7 proofs: no herd7 (HERD7=, or herd7 on PATH:" \
	     "opam install herdtools7)"
fi
if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
