#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/tear/run.sh - the tearing stress (tests/stress/tear.c) where a
# torn read shows.  Under qemu-user, as make check runs it, the window
# between an operation's two word loads is as short as on silicon, and a
# decision taken on a torn value came up once in some 10^6 calls; with
# one guest instruction per translation block (-one-insn-per-tb, before
# QEMU 8.1 -singlestep) another thread's store lands between any two
# instructions often, and such a decision shows within the program's
# default run.  An i686 build on an x86 host runs it on the host's CPU
# as well (UATOMIC_TEAR_NATIVE).  Each line is the program's, named by
# the way it ran.  Run by "make check" with the UATOMIC_* variables of
# tests/Makefile and TEST_RUNNER.
set -u
# fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"
prog=$UATOMIC_OBJTREE/tests-out/stress/tear
log=$UATOMIC_OBJTREE/tests-out/tear
failed=0

# run_tear WAY COMMAND...: the program run by COMMAND, its PASS:, FAIL:
# and NOTE: lines named "WAY: ...", a failure when it exits non-zero
# without a FAIL line (a crash).
run_tear() {
	way=$1
	shift
	"$@" "$prog" < /dev/null > "$log-$way.log" 2>&1
	rc=$?
	sed -n 's/^\(PASS\|FAIL\|NOTE\): /\1: '"$way"': /p' "$log-$way.log"
	grep -q '^FAIL: ' "$log-$way.log" && failed=1
	if [ "$rc" -ne 0 ] && ! grep -q '^FAIL: ' "$log-$way.log"; then
		fail "$way: the tearing stress ran to its end (exit status" \
		     "$rc; see $log-$way.log)"
	fi
}

# shellcheck disable=SC2086
set -- ${TEST_RUNNER:-}
case "${1##*/}" in
qemu-*)
	if "$1" -h 2>&1 | grep -q -- '-one-insn-per-tb'; then
		run_tear one-insn-per-tb "$@" -one-insn-per-tb
	elif "$1" -h 2>&1 | grep -q -- '-singlestep'; then
		run_tear one-insn-per-tb "$@" -singlestep
	else
		fail "$1 runs one guest instruction per translation block" \
		     "(-one-insn-per-tb or -singlestep in its -h)"
	fi
	;;
esac
if [ "${UATOMIC_TEAR_NATIVE:-}" = y ]; then
	run_tear native command
fi
exit $failed
