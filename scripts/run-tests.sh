#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/run-tests.sh LOGDIR -- PROGRAM... - runs each test program (under
# $TEST_RUNNER, e.g. a qemu-user command), keeps its output in LOGDIR,
# counts its "PASS:"/"FAIL:" lines, prints the seconds it took, and ends
# with "N passed, N failed".  A program that exits non-zero without
# printing a FAIL line (a crash, a timeout) counts as one failure.  An
# argument host:SCRIPT is a host-side check, run without the runner.
# TEST_RUNNER=none builds target programs without running them (a target
# with no working emulator here).  TEST_TIMEOUT (seconds, default 300;
# a board's images: 60) bounds each program, HOST_TEST_TIMEOUT (default
# 1200) each host check: those build whole trees and matrices, slower
# on a loaded machine, and a hung image must still fail fast.
set -u
logdir=$1
shift
[ "${1:-}" = "--" ] && shift
mkdir -p "$logdir"
# Host checks run make themselves: they must not inherit the calling
# make's command-line variables (O=, C=, ...).
unset MAKEFLAGS MAKEOVERRIDES MFLAGS MAKELEVEL O C V ARCH KCONFIG_CONFIG SANITIZE
passed=0
failed=0
timeout=${TEST_TIMEOUT:-300}
host_timeout=${HOST_TEST_TIMEOUT:-1200}

for prog in "$@"; do
	case "$prog" in
	host:*)
		# A host-side check script: tests/<check>/run.sh
		prog=${prog#host:}
		name=${prog%/*}
		name=${name##*/}
		runner=
		limit=$host_timeout
		;;
	*)
		name=${prog##*/}
		runner=${TEST_RUNNER:-}
		limit=$timeout
		if [ "$runner" = none ]; then
			# A target nothing here can run: built and linked only.
			printf '  %-6s  %-28s built, not run (TEST_RUNNER=none)\n' \
				SKIP "$name"
			continue
		fi
		;;
	esac
	log=$logdir/$name.log
	start=$(date +%s)
	# shellcheck disable=SC2086
	timeout "$limit" $runner "$prog" > "$log" 2>&1
	rc=$?
	took=$(($(date +%s) - start))
	p=$(grep -c '^PASS: ' "$log")
	f=$(grep -c '^FAIL: ' "$log")
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		f=1
		echo "FAIL: $name exited with status $rc" >> "$log"
	fi
	passed=$((passed + p))
	failed=$((failed + f))
	if [ "$f" -eq 0 ]; then
		printf '  %-6s  %-28s %4d checks %5ds\n' OK "$name" "$p" "$took"
	else
		printf '  %-6s  %-28s %4d passed, %d failed, %ds (see %s)\n' \
			FAILED "$name" "$p" "$f" "$took" "$log"
		grep '^FAIL: ' "$log" | head -20 | sed 's/^/          /'
	fi
	grep '^NOTE: ' "$log" | sed 's/^NOTE: /          note: /'
done

echo "$passed passed, $failed failed" | tee "$logdir/summary"
[ "$failed" -eq 0 ]
