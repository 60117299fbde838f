#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/report/run.sh - "make report" for this configuration: it lists
# every operation x supported size x memory order, each with a path and
# the code the compiler made for it, and what it shows keeps the ordering
# contract (contract §3): a CMM_SEQ_CST_FENCE read-modify-write is fenced on
# both sides unless the arch's instruction is a full barrier, relaxed
# operations get no fence, and a uniprocessor build no fence at all.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
out=$UATOMIC_OBJTREE/tests-out/report
rm -rf "$out"
mkdir -p "$out"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

REPORT_CC=$UATOMIC_CC REPORT_CFLAGS=$UATOMIC_CFLAGS \
	"$UATOMIC_SRCTREE/scripts/report.sh" "$out" > "$out/stdout" \
	2> "$out/stderr"
rc=$?
report=$out/report.txt
facts=$out/facts.h
[ "$rc" -eq 0 ] && [ -s "$report" ] && [ -s "$facts" ]
result $? "scripts/report.sh runs for this configuration" ||
	{ head -n 5 "$out/stderr"; exit 1; }
has() { grep -q "^#define $1\\( \\|\$\\)" "$facts"; }
# The read-modify-writes: cmpxchg, try_cmpxchg and the table's rows, as
# the preprocessor reads them (scripts/uatomic-rows.sh).
# shellcheck disable=SC2086
table=$(CC="$UATOMIC_CC" "$UATOMIC_SRCTREE/scripts/uatomic-rows.sh" \
	$UATOMIC_CFLAGS | awk '$1 == "row" { print $2 }')
nrmw=$(($(echo "$table" | wc -l) + 2))
rmw_ops="cmpxchg|try_cmpxchg|$(echo "$table" | tr '\n' '|')try_cmpxchg_dword"
rows() { grep -E "^(load|store|wait|$rmw_ops) " \
	"$report"; }

sizes=$(sed -n 's/^operand sizes: \(.*\)(bytes)$/\1/p' "$report")
nsizes=$(echo $sizes | wc -w)
# load and store: 4 orders each; the read-modify-writes: 6 each; the
# pause of a spin-wait (uatomic_cond_load) once, its order "none".
expect=$((nsizes * (4 + 4 + nrmw * 6 + 1)))
# The double-width compare-and-swap, where the target has it: one size,
# 6 orders.
has UATOMIC_HAS_ATOMIC_DWORD && expect=$((expect + 6))
got=$(rows | wc -l)
[ "$nsizes" -ge 1 ] && [ "$got" -eq "$expect" ]
result $? "the report has a row for every operation x size x order" \
	"($got rows for sizes $sizes; expected $expect)"

empty=$(rows | awk 'NF < 5' | head -n 3 | tr '\n' ';')
[ -z "$empty" ]
result $? "every row names a path and the code${empty:+ (not: $empty)}"

bad=$(rows | awk '$3 == "relaxed" && /fence:/' | head -n 3 | tr '\n' ';')
[ -z "$bad" ]
result $? "relaxed operations get no fence${bad:+ (got: $bad)}"

rmw="^($rmw_ops) "
# An instruction the arch declares a full barrier by itself
# (arch_uatomic_orders(), path "..., full barrier") gets no fence before
# or after it.  A fence between two of its attempts is the retry of a
# failing CMM_SEQ_CST_FENCE cmpxchg (include/generic/uatomic.h): a
# compare-and-swap that fails writes nothing, so it is not the full
# barrier its write makes it (arm64 LSE casal: Arm ARM B2.3, as
# arch/arm64/include/asm/uatomic.h says), and that path is fenced.
bad=$(rows | grep -E "$rmw" | grep ', full barrier' |
	sed 's/arch:.*arch:[^|]*//' | grep 'fence:' |
	head -n 3 | tr '\n' ';')
[ -z "$bad" ]
result $? "an RMW instruction that is a full barrier gets no" \
	"fence${bad:+ (got: $bad)}"
# The rows below: those that are not.
rows_fenced() { rows | grep -v ', full barrier'; }

# A row says "full barrier" exactly where the arch's
# arch_uatomic_orders() answered so (report.s's
# ".size report_orders_<op>_<n>_<ORDER>, 3"), interrupt masking aside.
bad=$(rows | awk -v asm="$out/report.s" '
	BEGIN {
		while ((getline line < asm) > 0)
			if (line ~ /^[ \t]*\.size[ \t]+report_orders_.*, *3$/) {
				sub(/^[ \t]*\.size[ \t]+report_orders_/, "", line)
				sub(/,.*/, "", line)
				full[line] = 1
			}
	}
	/interrupt masking/ { next }
	{
		key = $1 "_" $2 "_" toupper($3)
		if ((key in full) != ($0 ~ /, full barrier/))
			print $1, $2, $3
	}' | head -n 3 | tr '\n' ';')
[ -z "$bad" ]
result $? "a row is a full barrier where arch_uatomic_orders() says" \
	"so${bad:+ (not: $bad)}"
if ! has UATOMIC_CONFIG_SMP; then
	bad=$(rows | grep 'fence:' | head -n 3 | tr '\n' ';')
	[ -z "$bad" ]
	result $? "a uniprocessor build has no fence${bad:+ (got: $bad)}"
elif grep -q '^implementation: .*every RMW instruction is a full barrier' \
	"$report"; then
	bad=$(rows | grep -E "$rmw" | grep 'fence:' | head -n 3 | tr '\n' ';')
	[ -z "$bad" ]
	result $? "every RMW instruction is a full barrier: no RMW row has" \
		"a fence${bad:+ (got: $bad)}"
elif grep -q '^implementation: .*primitives order themselves' "$report" ||
	has _GENERIC_UATOMIC_BUILTINS_H; then
	bad=$(rows_fenced | grep -E "$rmw" | awk '$3 == "seq_cst_fence"' |
		grep -E 'arch:' | grep -v 'fence:' | head -n 3 | tr '\n' ';')
	[ -z "$bad" ]
	result $? "C11-ordered arch asm: a seq_cst_fence RMW adds a full" \
		"barrier${bad:+ (not: $bad)}"
elif has UATOMIC_ARCH_TSO; then
	# TSO (s390x z196's interlocked updates): no store passes the RMW's
	# write and its read is atomic with it, so only the trailing fence
	# is needed; a cmpxchg that may fail keeps the leading one too
	# (include/generic/uatomic.h, Documentation/ordering.md 7.5).
	bad=$( (rows_fenced | grep -E "$rmw" | awk '$3 == "seq_cst_fence"' |
		grep -vE 'arch:.*fence:'
		rows_fenced | grep -E '^(try_)?cmpxchg ' |
		awk '$3 == "seq_cst_fence"' |
		grep -vE 'fence:.*arch:.*fence:') | head -n 3 | tr '\n' ';')
	[ -z "$bad" ]
	result $? "TSO, relaxed primitives: a seq_cst_fence RMW is fenced" \
		"after, a cmpxchg before and after${bad:+ (not: $bad)}"
else
	# Or, where the arch orders a compare-and-swap whose failure is
	# relaxed itself (RISC-V's lr; sc.rl, the fetch_max and fetch_min
	# loops on it), a release store-conditional and the fence after it
	# (Documentation/ordering.md 7.3).
	bad=$(rows_fenced | grep -E "$rmw" | awk '$3 == "seq_cst_fence"' |
		grep -vE 'fence:.*arch:.*fence:' |
		grep -vE 'derived from cmpxchg .*arch:[^|]* sc\.[wd]\.rl .*fence:' |
		head -n 3 | tr '\n' ';')
	[ -z "$bad" ]
	result $? "relaxed primitives: a seq_cst_fence RMW is fenced before" \
		"and after, or releases and is fenced after${bad:+ (not: $bad)}"
fi
exit $failed
