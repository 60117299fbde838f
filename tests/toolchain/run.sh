#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/toolchain/run.sh - the toolchain defect the test programs work
# around (tests/Makefile, hppa-long-call-cflags), held to what it is.
# GCC's 32-bit PA-RISC back end calls an external function it counts out
# of bl's reach through a sequence that branches into data when the
# function pointer is a plain address, as a static link makes it
# (tests/toolchain/hppa-long-call.c says how).  Checks, for a 32-bit
# hppa configuration (tests/Makefile runs this for no other):
#  - the defect is still there: the reproducer, built as the test
#    programs are but without the workaround, has the sequence in its
#    assembly and dies before its end under $TEST_RUNNER; when it no
#    longer does, this fails saying the workaround can go;
#  - the workaround works: built with it, the reproducer runs to its end;
#  - no test program of this build contains the sequence (the test of a
#    branch through %r1 after the plabel test of %r22).
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
# Prints PASS:/FAIL: lines.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
obj=$UATOMIC_OBJTREE
out=$obj/tests-out/toolchain
rm -rf "$out"
mkdir -p "$out"
workaround=$UATOMIC_HPPA_LONG_CALL_CFLAGS
objdump=$UATOMIC_OBJDUMP
repro=$here/hppa-long-call.c
failed=0

. "$here/../lib.sh"

# build NAME EXTRA-CFLAGS: the reproducer as a test program is built
# (the configuration's compiler, flags and test link flags), plus EXTRA.
build() {
	# shellcheck disable=SC2086
	$UATOMIC_CC $UATOMIC_CFLAGS $2 -o "$out/$1" "$repro" \
		$UATOMIC_TEST_LDFLAGS > "$out/$1.log" 2>&1
}

# runs NAME: the reproducer ran to its end under the test runner.
runs() {
	# shellcheck disable=SC2086
	timeout 60 ${TEST_RUNNER:-} "$out/$1" > "$out/$1.out" 2>&1 &&
		grep -qx reached "$out/$1.out"
}

# The long-call sequence of pa_output_call in GCC's assembly output.
# shellcheck disable=SC2086
if ! $UATOMIC_CC $UATOMIC_CFLAGS -S -o "$out/defect.s" "$repro" \
		> "$out/defect-s.log" 2>&1; then
	fail "toolchain: $UATOMIC_CC cannot compile $repro:" \
	     "$(head -n 1 "$out/defect-s.log")"
	exit 1
fi
seq=$(grep -A6 'bb,>=,n %r22,30,\.+16' "$out/defect.s" |
	grep -c 'ble 0(%sr4,%r1)')

if [ "${TEST_RUNNER:-}" = none ]; then
	echo "SKIP: TEST_RUNNER=none: the reproducer is built, not run"
elif ! build defect ""; then
	fail "toolchain: the reproducer does not build:" \
	     "$(head -n 1 "$out/defect.log")"
elif runs defect; then
	fail "toolchain: GCC's long call in a static hppa program now" \
	     "reaches its function ($repro ran to its end; long-call" \
	     "sequences in its assembly: $seq): the defect is gone, drop" \
	     "hppa-long-call-cflags from tests/Makefile and tests/toolchain"
elif [ "$seq" -eq 0 ]; then
	fail "toolchain: the reproducer dies but its assembly has no" \
	     "long-call sequence (bb,>=,n %r22 ... ble 0(%sr4,%r1)):" \
	     "not GCC's defect, see $out/defect.out"
else
	pass "toolchain: GCC still calls out of bl's reach through %r1" \
	     "when the pointer is no plabel (static link): the reproducer" \
	     "dies (hppa-long-call.c); the test programs still need" \
	     "$workaround"
fi

if [ "${TEST_RUNNER:-}" = none ]; then
	:
elif ! build workaround "$workaround"; then
	fail "toolchain: the reproducer does not build with $workaround:" \
	     "$(head -n 1 "$out/workaround.log")"
elif runs workaround; then
	pass "toolchain: with $workaround the reproducer's long call" \
	     "reaches its function"
else
	fail "toolchain: with $workaround the reproducer still dies" \
	     "(see $out/workaround.out)"
fi

# Every test program: no plabel test of %r22 followed by a branch
# through %r1 within the sequence's six instructions.
bad=
n=0
for f in "$obj"/tests-out/unit/* "$obj"/tests-out/stress/* \
	 "$obj"/tests-out/litmus/* "$out/workaround"; do
	if [ ! -f "$f" ] || [ ! -x "$f" ]; then
		continue
	fi
	if ! "$objdump" -d "$f" > "$out/dis.txt" 2> "$out/dis.err"; then
		fail "toolchain: $objdump -d ${f#"$obj"/}:" \
		     "$(head -n 1 "$out/dis.err")"
		continue
	fi
	n=$((n + 1))
	if awk '/bb,>=,n r22,1e,/ { left = 6; next }
		left > 0 && /be,l 0\(sr4,r1\)/ { found = 1 }
		{ left-- }
		END { exit !found }' "$out/dis.txt"; then
		bad="$bad ${f#"$obj"/}"
	fi
done
if [ -n "$bad" ]; then
	fail "toolchain: GCC's long-call sequence in test programs:$bad"
else
	pass "toolchain: none of $n test programs contains GCC's" \
	     "long-call sequence"
fi
exit $failed
