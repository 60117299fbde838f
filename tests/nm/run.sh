#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/nm/run.sh - no operation of this build leaves the inline code.
# The library's objects and the golden-assembly object (every operation at
# every size and order, tests/asm/ops.c) reference no out-of-line atomic
# helper: libatomic's __atomic_*, libgcc's __sync_* or its arm64 outline
# atomics (__aarch64_cas4_acq...).  Every test program, linked, contains
# and references nothing of libatomic and does not need libatomic.so (a
# static program may contain libgcc's helpers for the C library's own
# use: those are checked in the objects, where only our code is).
# CONFIG_GENERIC_SYNC_HELPERS, for a CPU without any atomic read-modify-
# write (hppa), asks for libgcc's __sync_* helpers: they are then
# allowed, libatomic still not; no configuration asks for libatomic's
# lock-based fallback.  Prints one PASS:/FAIL: line per file.
set -u
LC_ALL=C
export LC_ALL
obj=$UATOMIC_OBJTREE
nm=$UATOMIC_NM
out=$obj/tests-out/nm
mkdir -p "$out"
helpers='(__atomic_(load|store|exchange|compare_exchange|fetch_[a-z]+|[a-z]+_fetch|test_and_set|clear|is_lock_free)(_[0-9]+)?|__sync_[a-z_]+[0-9]*|__aarch64_(cas|swp|ld[a-z]+)[0-9]+_[a-z_]+)$'
libatomic='__atomic_(load|store|exchange|compare_exchange|fetch_[a-z]+|[a-z]+_fetch|test_and_set|clear|is_lock_free)(_[0-9]+)?$'
if grep -q "define UATOMIC_CONFIG_GENERIC_SYNC_HELPERS 1" \
		"$obj/include/generated/urcu/uatomic-config.h" 2> /dev/null; then
	helpers=$libatomic
	echo "NOTE: CONFIG_GENERIC_SYNC_HELPERS: libgcc's __sync_* helpers allowed"
fi

if ! command -v "$nm" > /dev/null 2>&1; then
	echo "FAIL: nm check: no $nm (install the target's binutils: make deps)"
	exit 1
fi

failed=0
checked=0
# check FILE NMFLAGS PATTERN: what FILE references (or, with no NMFLAGS,
# contains) that matches PATTERN.
check() {
	f=$1
	flags=$2
	pattern=$3
	rel=${f#"$obj"/}
	# shellcheck disable=SC2086
	if ! "$nm" $flags "$f" > "$out/nm.txt" 2> "$out/nm.err"; then
		echo "FAIL: nm $rel: $(head -n 1 "$out/nm.err")"
		failed=1
		return
	fi
	syms=$(awk '{ print $NF }' "$out/nm.txt" | grep -E "^$pattern" |
		sort -u | tr '\n' ' ')
	needed=
	if "${UATOMIC_OBJDUMP:-objdump}" -p "$f" 2> /dev/null |
			grep -q 'NEEDED.*libatomic'; then
		needed="NEEDED libatomic.so"
	fi
	checked=$((checked + 1))
	if [ -n "$syms$needed" ]; then
		echo "FAIL: $rel uses out-of-line atomics: $syms$needed"
		failed=1
	else
		echo "PASS: $rel: no out-of-line atomic helper"
	fi
}

for f in "$obj"/lib/*.o "$obj"/tests-out/asm/ops.o; do
	[ -f "$f" ] && check "$f" -u "$helpers"
done
for f in "$obj"/tests-out/unit/* "$obj"/tests-out/stress/* \
		"$obj"/tests-out/litmus/*; do
	case $f in
	*.d|*.log) continue ;;
	esac
	[ -f "$f" ] && [ -x "$f" ] && check "$f" "" "$libatomic"
done
if [ "$checked" -eq 0 ]; then
	echo "FAIL: nm check found nothing to check under $obj (build first)"
	failed=1
fi
exit $failed
