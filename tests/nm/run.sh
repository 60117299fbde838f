#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/nm/run.sh - no operation of this build leaves the inline code:
# the library's objects, the golden-assembly object (every operation at
# every size and order, tests/asm/ops.c) and every test program must
# neither reference nor contain an out-of-line atomic helper: libatomic's
# __atomic_*, libgcc's __sync_* and its arm64 outline atomics
# (__aarch64_cas4_acq...), and no program may need libatomic.so.  (No
# configuration asks for a lock-based fallback today; one that does must
# say so here.)  Prints one PASS:/FAIL: line per file.
set -u
LC_ALL=C
export LC_ALL
obj=$UATOMIC_OBJTREE
nm=$UATOMIC_NM
out=$obj/tests-out/nm
mkdir -p "$out"
helpers='(__atomic_[a-z_]*[0-9]*|__sync_[a-z_]+|__aarch64_(cas|swp|ld[a-z]+)[0-9]+_[a-z_]+)$'

if ! command -v "$nm" > /dev/null 2>&1; then
	echo "FAIL: nm check: no $nm (install the target's binutils: make deps)"
	exit 1
fi

failed=0
checked=0
# check FILE: what FILE references or defines among the helpers.
check() {
	f=$1
	rel=${f#"$obj"/}
	if ! "$nm" "$f" > "$out/nm.txt" 2> "$out/nm.err"; then
		echo "FAIL: nm $rel: $(head -n 1 "$out/nm.err")"
		failed=1
		return
	fi
	syms=$(awk '{ print $NF }' "$out/nm.txt" | grep -E "^$helpers" |
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
	[ -f "$f" ] && check "$f"
done
for f in "$obj"/tests-out/unit/* "$obj"/tests-out/stress/* \
		"$obj"/tests-out/litmus/*; do
	case $f in
	*.d|*.log) continue ;;
	esac
	[ -f "$f" ] && [ -x "$f" ] && check "$f"
done
if [ "$checked" -eq 0 ]; then
	echo "FAIL: nm check found nothing to check under $obj (build first)"
	failed=1
fi
exit $failed
