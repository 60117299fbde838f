#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/invalid-order/run.sh - a memory order that only the run time
# knows and the operation cannot take, outside enum cmm_memorder (42 in a
# variable) or an enumerator wrong for the access (a release load, an
# acquire store, a failure order that releases or is stronger than the
# success order), runs as the strongest, CMM_SEQ_CST_FENCE, in every
# build (asm and builtins alike): orders.c, compiled at -O2 with the
# build's flags, disassembled and normalised as the golden-assembly test
# does, must give each operation the same instructions with each such
# order as with CMM_SEQ_CST_FENCE.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
src=$UATOMIC_SRCTREE
out=$UATOMIC_OBJTREE/tests-out/invalid-order
rm -rf "$out"
mkdir -p "$out"

if ! command -v "$UATOMIC_OBJDUMP" > /dev/null 2>&1; then
	echo "SKIP: no $UATOMIC_OBJDUMP: run 'make deps'; not checked"
	exit 0
fi

# The build's flags at -O2: the invalid order is then a constant that the
# compiler folds (a -O0 or -Os build keeps other code).  Without the
# sanitizers: their instrumentation names each call's source line, so two
# calls of the same code differ (SANITIZE=address,undefined failed).
flags=
for f in $UATOMIC_CFLAGS; do
	case $f in
	-O*|-fsanitize*|-fno-sanitize*) ;;
	*) flags="$flags $f" ;;
	esac
done
# shellcheck disable=SC2086
if ! $UATOMIC_CC $flags -O2 -ffunction-sections -c "$here/orders.c" \
		-o "$out/orders.o" > "$out/cc.log" 2>&1; then
	echo "FAIL: orders.c compiles ($(grep -m 1 'error:' "$out/cc.log"))"
	exit 1
fi
"$UATOMIC_OBJDUMP" -dr --no-show-raw-insn -w "$out/orders.o" |
	awk -f "$src/tests/asm/normalise.awk" > "$out/orders.asm"

# body NAME: the normalised instructions of function NAME, its own name
# in a relocation (its cold part, .text.unlikely.NAME, in a debug build
# that reports misaligned operands) written SELF.
body() {
	awk -v fn="$1:" -v self="$1" '
		$0 == fn { on = 1; next }
		on && /^$/ { exit }
		on { gsub("[.]" self "$", ".SELF"); print }
	' "$out/orders.asm"
}

passed=0
failed=0
# Each function mo_<op>_<type>_<order> against mo_<op>_<type>_fence (not
# their cold parts, <name>.cold).
for f in $(sed -n 's/^\(mo_.*\)_fence:$/\1/p' "$out/orders.asm"); do
	body "${f}_fence" > "$out/$f.fence"
	for mo in $(sed -n "s/^${f}_\\([a-z0-9_]*\\):\$/\\1/p" \
			"$out/orders.asm"); do
		[ "$mo" = fence ] && continue
		body "${f}_$mo" > "$out/$f.$mo"
		what="${f#mo_} with order $(echo "$mo" | sed 's/^m1$/-1/')"
		if [ ! -s "$out/$f.fence" ]; then
			echo "FAIL: $what: no code for ${f}_fence"
			failed=$((failed + 1))
		elif cmp -s "$out/$f.fence" "$out/$f.$mo"; then
			echo "PASS: $what runs as CMM_SEQ_CST_FENCE"
			passed=$((passed + 1))
		else
			echo "FAIL: $what runs as CMM_SEQ_CST_FENCE" \
			     "(it is other code: diff $out/$f.fence $out/$f.$mo)"
			failed=$((failed + 1))
		fi
	done
done
[ $((passed + failed)) -gt 0 ] || { echo "FAIL: orders.o has no function"; exit 1; }
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
