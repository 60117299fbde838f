#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/valgrind/run.sh - the POSIX-key TLS tests under valgrind's
# memcheck: tls, tls-exit (the program's key destructors using a TLS
# variable at thread exit), tls-fault (the failure paths), tls-align and
# tls-dlclose (2000 dlopen/dlclose cycles of an object that defines a TLS
# variable, each thread exiting after the dlclose) make no invalid
# access, and leave no block lost once their threads have
# exited (the main thread's blocks stay reachable through its keys, as
# its __thread variables would); tls-exit-first loses exactly the blocks
# URCU_TLS(3) says it does.  Runs for a native POSIX-key build
# (x86_64_tls_keys_defconfig) when valgrind is installed; prints a SKIP
# line and checks nothing otherwise.  Run by "make check" with the UATOMIC_*
# variables of tests/Makefile.
set -u
out=$UATOMIC_OBJTREE/tests-out
progs="tls tls-exit tls-fault tls-align tls-dlclose"
failed=0

skip() {
	echo "SKIP: valgrind checks: $*"
	exit 0
}

[ "$UATOMIC_TLS" = keys ] ||
	skip "the TLS mode is not POSIX keys (x86_64_tls_keys_defconfig is)"
[ -z "${TEST_RUNNER:-}" ] ||
	skip "the test programs run under TEST_RUNNER='$TEST_RUNNER'"
[ -z "${UATOMIC_SANITIZE_CFLAGS:-}" ] ||
	skip "a SANITIZE build: valgrind cannot run sanitized programs"
command -v valgrind > /dev/null 2>&1 ||
	skip "valgrind is not installed ('make deps' installs it)"

# The forked children (tests/include/child.h) are the cases that end in
# abort(), some while a thread lives: what they hold then is no leak.
for prog in $progs; do
	log=$out/valgrind-$prog.log
	valgrind -q --error-exitcode=99 --leak-check=full \
		--child-silent-after-fork=yes \
		--errors-for-leak-kinds=definite,indirect,possible \
		--log-file="$log.vg" "$out/unit/$prog" > "$log" 2>&1
	rc=$?
	# One line of valgrind's findings, for the FAIL message.
	first=$(grep -m 1 -E 'Invalid|uninitialised|lost|Mismatched' \
		"$log.vg" 2>/dev/null | sed 's/^==[0-9]*== //')
	if [ "$rc" -eq 99 ] || [ -n "$first" ]; then
		echo "FAIL: valgrind: $prog makes no invalid access and loses" \
		     "no block (${first:-valgrind exit status $rc}; see $log.vg)"
		failed=1
	else
		echo "PASS: valgrind: $prog makes no invalid access and loses" \
		     "no block"
	fi
	if [ "$rc" -ne 0 ] && [ "$rc" -ne 99 ]; then
		echo "FAIL: valgrind: $prog passes its own checks under" \
		     "valgrind (exit status $rc; see $log)"
		failed=1
	elif [ "$rc" -eq 0 ]; then
		echo "PASS: valgrind: $prog passes its own checks under valgrind"
	fi
done
# tls-exit-first: a variable first used by a key destructor at thread
# exit, in the second round, in 3 threads; then in 3 threads that used it
# before.  URCU_TLS(3) says the first 3 copies are lost and no other:
# exactly those blocks, made there, and no invalid access.
log=$out/valgrind-tls-exit-first.log
valgrind -q --error-exitcode=99 --leak-check=full \
	--errors-for-leak-kinds=indirect,possible \
	--log-file="$log.vg" "$out/unit/tls-exit-first" > "$log" 2>&1
rc=$?
lost=$(sed -n 's/.* in \([0-9]*\) blocks* are definitely lost in .*/\1/p' \
	"$log.vg" | awk '{ n += $1 } END { print n + 0 }')
if [ "$rc" -ne 0 ]; then
	echo "FAIL: valgrind: tls-exit-first makes no invalid access and" \
	     "passes its own checks (exit status $rc; see $log.vg, $log)"
	failed=1
elif [ "$lost" -ne 3 ] ||
     ! grep -q "__urcu_tls_first_use" "$log.vg" ||
     ! grep -q "__nptl_deallocate_tsd\|start_thread" "$log.vg"; then
	echo "FAIL: valgrind: tls-exit-first loses the 3 copies first made" \
	     "by a key destructor at thread exit, and no other ($lost" \
	     "blocks lost; see $log.vg)"
	failed=1
else
	echo "PASS: valgrind: tls-exit-first loses the 3 copies first made" \
	     "by a key destructor at thread exit, as URCU_TLS(3) says, and" \
	     "none of the threads that used the variable before"
fi
exit $failed
