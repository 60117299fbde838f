#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/run-tests.sh LOGDIR -- PROGRAM... - runs each test program (under
# $TEST_RUNNER, e.g. a qemu-user command), keeps its output in LOGDIR,
# counts its "PASS:"/"FAIL:" lines (and "SKIP:" lines, a check that could
# not be made: never a pass), prints the seconds it took, and ends with
# "N passed, N failed" (", N skipped" where a check skipped).  A program that exits non-zero without
# printing a FAIL line (a crash, a timeout) counts as one failure.  An
# argument host:SCRIPT is a host-side check, run without the runner.
# TEST_RUNNER=none builds target programs without running them (a target
# with no working emulator here).  TEST_TIMEOUT (seconds, default 300;
# a board's images: 60) bounds each program, HOST_TEST_TIMEOUT (default
# 1200) each host check: those build whole trees and matrices, slower
# on a loaded machine, and a hung image must still fail fast.
#
# The target programs run one after another (the stress programs time
# their own threads); then the host checks, which compile and run make
# one process at a time, run TEST_JOBS (default: the online CPUs) at
# once.  The checks named in TEST_SERIAL_CHECKS run make in this output
# tree itself (install, headers_install, ...): two of those at once would
# race on its generated files, so they run one after another, as one job
# of the pool.  Each prints its lines when it ends; the totals are in
# LOGDIR/NAME.count (host checks: host-NAME.count).
set -u

# name_of PROGRAM: sets name, the check's name (a host check's is its
# directory: tests/<check>/run.sh), and file, its log's and count's name
# in LOGDIR (host-<check>: a program may have the same name, tls).
name_of() {
	case "$1" in
	host:*)
		name=${1%/*}
		name=${name##*/}
		file=host-$name ;;
	*)
		name=${1##*/}
		file=$name ;;
	esac
}

# run_tests PROGRAM...: runs each, prints its lines, writes NAME.count.
run_tests() {
	for prog in "$@"; do
		name_of "$prog"
		case "$prog" in
		host:*)
			# A host-side check script: tests/<check>/run.sh
			prog=${prog#host:}
			runner=
			limit=$host_timeout
			;;
		*)
			runner=${TEST_RUNNER:-}
			limit=$timeout
			if [ "$runner" = none ]; then
				# A target nothing here can run: built and
				# linked only.
				printf '  %-6s  %-28s built, not run (TEST_RUNNER=none)\n' \
					SKIP "$name"
				continue
			fi
			;;
		esac
		log=$logdir/$file.log
		start=$(date +%s)
		# stdin is /dev/null: a check that reads it (qemu's
		# -nographic console does) must not eat the job list a
		# pool job reads its checks from.
		# shellcheck disable=SC2086
		timeout "$limit" $runner "$prog" < /dev/null > "$log" 2>&1
		rc=$?
		took=$(($(date +%s) - start))
		p=$(grep -c '^PASS: ' "$log")
		f=$(grep -c '^FAIL: ' "$log")
		s=$(grep -c '^SKIP: ' "$log")
		if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
			f=1
			echo "FAIL: $name exited with status $rc" >> "$log"
		fi
		echo "$p $f $s" > "$logdir/$file.count"
		# One write per check: the lines of two checks ending at
		# once do not interleave.
		{
			if [ "$f" -eq 0 ]; then
				printf '  %-6s  %-28s %4d checks%s %5ds\n' \
					OK "$name" "$p" \
					"$([ "$s" -gt 0 ] && echo ", $s skipped")" \
					"$took"
			else
				printf '  %-6s  %-28s %4d passed, %d failed, %ds (see %s)\n' \
					FAILED "$name" "$p" "$f" "$took" "$log"
				grep '^FAIL: ' "$log" | head -20 |
					sed 's/^/          /'
			fi
			grep '^NOTE: ' "$log" | sed 's/^NOTE: /          note: /'
			grep '^SKIP: ' "$log" | sed 's/^SKIP: /          skip: /'
		} > "$log.report"
		cat "$log.report"
	done
}

timeout=${TEST_TIMEOUT:-300}
host_timeout=${HOST_TEST_TIMEOUT:-1200}

# run-tests.sh --job LOGDIR LISTFILE: one job of the host pool, the
# checks listed in LISTFILE (one per line), one after another.
if [ "${1:-}" = "--job" ]; then
	logdir=$2
	jobs_list=$3
	# A line at a time: a path may hold a space.
	while IFS= read -r prog; do
		run_tests "$prog"
	done < "$jobs_list"
	exit 0
fi

logdir=$1
shift
[ "${1:-}" = "--" ] && shift
mkdir -p "$logdir"
rm -f "$logdir"/*.count "$logdir"/.job-*
# Host checks run make themselves: they must not inherit the calling
# make's command-line variables (O=, C=, ...).
unset MAKEFLAGS MAKEOVERRIDES MFLAGS MAKELEVEL O C V ARCH KCONFIG_CONFIG SANITIZE

# The target programs now; the host checks into the pool's job lists.
jobs=0
serial=$logdir/.job-serial
for prog in "$@"; do
	case "$prog" in
	host:*)
		name_of "$prog"
		case " ${TEST_SERIAL_CHECKS:-} " in
		*" $name "*)
			echo "$prog" >> "$serial" ;;
		*)
			jobs=$((jobs + 1))
			echo "$prog" > "$logdir/.job-$jobs" ;;
		esac
		;;
	*)
		run_tests "$prog" ;;
	esac
done

# The serial job first: it is the longest.
width=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 1)}
{
	[ -e "$serial" ] && echo "$serial"
	n=1
	while [ "$n" -le "$jobs" ]; do
		echo "$logdir/.job-$n"
		n=$((n + 1))
	done
} | xargs -d '\n' -r -n 1 -P "$width" "$0" --job "$logdir"

passed=0
failed=0
skipped=0
for prog in "$@"; do
	name_of "$prog"
	[ -e "$logdir/$file.count" ] || continue
	read -r p f s < "$logdir/$file.count"
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + ${s:-0}))
done
if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi | tee "$logdir/summary"
[ "$failed" -eq 0 ]
