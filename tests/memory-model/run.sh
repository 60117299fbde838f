#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/memory-model/run.sh - "make check-memory-model": uatomic's memory
# model (tools/memory-model/) held to the contract.  uatomic.def must be
# what tools/memory-model/gen-def.py makes of the operation table today;
# every C litmus test here (*.litmus) must get from herd7, through
# tools/memory-model/uatomic-herd, the verdict its header gives as the
# contract's ("Result: Never": the outcome is forbidden; "Sometimes":
# allowed); each refused/*.litmus gets one error naming what is wrong.
# MM_TARGETS=1 (make check-memory-model-targets) then holds
# each target's golden code to the model (targets.py).  herd7 is HERD7,
# or herd7 on PATH; without it the litmus tests are skipped with a NOTE.
# Ends "N passed, N failed[, N skipped]".
set -u
LC_ALL=C
export LC_ALL
here=$(cd "$(dirname "$0")" && pwd)
srctree=$(cd "$here/../.." && pwd)
mm=$srctree/tools/memory-model
. "$here/../lib.sh"
failed=0
passed=0
nfail=0
skipped=0
out=${UATOMIC_OBJTREE:-${TMPDIR:-/tmp}}/tests-out/memory-model
mkdir -p "$out"

count() {
	case $1 in
	PASS:*) passed=$((passed + 1)) ;;
	FAIL:*) nfail=$((nfail + 1)) ;;
	SKIP:*) skipped=$((skipped + 1)) ;;
	esac
	echo "$1"
}

command -v python3 > /dev/null 2>&1 || {
	echo "FAIL: memory model: no python3: run 'make deps'"
	echo "0 passed, 1 failed"
	exit 1
}

# The macros are the operation table's.
if python3 "$mm/gen-def.py" "$srctree" > "$out/uatomic.def" 2> "$out/gen.err" &&
   cmp -s "$out/uatomic.def" "$mm/uatomic.def"; then
	count "PASS: memory model: uatomic.def is the operation table's"
else
	count "FAIL: memory model: uatomic.def is not what gen-def.py makes of include/generic/uatomic-ops.h: run 'make memory-model-def'"
	cat "$out/gen.err"
	diff "$mm/uatomic.def" "$out/uatomic.def" | head -20
fi

# Bad input: one error naming the thread, the operation and what is
# wrong (each refused/*.litmus says which in its header), before herd7.
for t in "$here"/refused/*.litmus; do
	want=$(sed -n 's/^ \* Refused: //p' "$t")
	"$mm/uatomic-herd" --translate "$t" > "$out/refused.out" 2>&1
	rc=$?
	if [ "$rc" -eq 2 ] && [ "$(wc -l < "$out/refused.out")" -eq 1 ] &&
	   grep -qF -- "$want" "$out/refused.out"; then
		count "PASS: memory model: ${t##*/} refused: $want"
	else
		count "FAIL: memory model: ${t##*/}: not one error saying '$want' (exit $rc)"
		cat "$out/refused.out"
	fi
done

tests=$(ls "$here"/*.litmus)
ntests=$(echo "$tests" | wc -l)
if [ -n "${HERD7:-}" ]; then
	herd7=$HERD7
else
	herd7=$(command -v herd7 2> /dev/null || true)
fi
if [ -z "$herd7" ] || [ ! -x "$herd7" ]; then
	echo "NOTE: memory model: herd7 not found (HERD7, or herd7 on PATH): $ntests litmus tests not run"
	skipped=$((skipped + ntests))
else
	HERD7=$herd7
	export HERD7
	start=$(date +%s)
	# One herd7 run for every test; -timeout bounds a test that would
	# hang (counted as a failure).
	"$mm/uatomic-herd" -timeout 120 $tests > "$out/herd.log" 2>&1
	rc=$?
	for t in $tests; do
		name=$(sed -n '1s/^C \([^ ]*\).*/\1/p' "$t")
		want=$(sed -n 's/^ \* Result: \([A-Za-z]*\).*/\1/p' "$t")
		got=$(sed -n "s/^Observation $name \([A-Za-z]*\) .*/\1/p" \
			"$out/herd.log")
		case $want in
		Never) says="forbidden" ;;
		Sometimes) says="allowed" ;;
		*) count "FAIL: memory model: ${t##*/}: no 'Result: Never' or 'Result: Sometimes' in its header"
		   continue ;;
		esac
		if [ "$got" = "$want" ]; then
			count "PASS: memory model: $name: $says ($want), as the contract says"
		else
			count "FAIL: memory model: $name: the contract says $want, the model ${got:-gave no verdict}"
			grep -A 12 "^Test $name " "$out/herd.log"
		fi
	done
	[ "$rc" -eq 0 ] || {
		echo "NOTE: memory model: uatomic-herd exited $rc:"
		grep -v '^\(Test\|States\|Ok\|No\|Witnesses\|Positive\|Condition\|Observation\|Time\|Hash\|Flag\|[0-9]:\|\[\)' \
			"$out/herd.log" | head -10
	}
	echo "NOTE: memory model: $ntests litmus tests in $(( $(date +%s) - start ))s"
	if [ -n "${MM_TARGETS:-}" ]; then
		start=$(date +%s)
		python3 "$here/targets.py" --keep "$out/targets" $tests \
			> "$out/targets.log" 2>&1
		while IFS= read -r line; do
			case $line in
			PASS:*|FAIL:*|SKIP:*) count "$line" ;;
			*) echo "$line" ;;
			esac
		done < "$out/targets.log"
		echo "NOTE: memory model: the targets in $(( $(date +%s) - start ))s"
		# The judge seen failing: arm64's cmm_smp_mb() without its
		# barrier must let store buffering through.
		sed '/^uat_smp_mb:$/,/^$/s/^\tdmb ish$/\tnop/' \
			"$srctree/tests/asm/expected/arm64.asm" > "$out/weak.asm"
		python3 "$here/targets.py" --targets arm64 --asm "$out/weak.asm" \
			--keep "$out/weak" \
			"$here/SB+mbs.litmus" > "$out/weak.log" 2>&1
		grep -q '^FAIL: targets: SB+mbs on arm64:' "$out/weak.log"
		if [ $? -eq 0 ] && ! cmp -s "$out/weak.asm" \
			"$srctree/tests/asm/expected/arm64.asm"; then
			count "PASS: memory model: the targets' judge fails arm64 whose cmm_smp_mb() lost its dmb ish (SB+mbs)"
		else
			count "FAIL: memory model: the targets' judge let arm64 without the dmb ish of cmm_smp_mb() pass SB+mbs"
			cat "$out/weak.log"
		fi
	fi
fi

if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $nfail failed, $skipped skipped"
else
	echo "$passed passed, $nfail failed"
fi
[ "$nfail" -eq 0 ]
