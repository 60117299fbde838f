#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/mapping-test.sh - a test of the mapping check itself
# (tests/asm/mapping.py), run by tests/asm/golden.sh check: fed the
# known-bad files of tests/asm/mapping-fixtures/, the check must fail on
# exactly their broken functions.  Prints one PASS:/FAIL: line a file:
#   ppc64le-seq-cst-fence-store-lwsync.asm  the ppc64le golden file from
#       before the CMM_SEQ_CST_FENCE store was fixed ("lwsync; stw;
#       hwsync", weaker than the seq_cst store's "hwsync; stw"): each of
#       the 4 stores on correctness (no proven mapping) and on
#       monotonicity (less ordering before the access than CMM_SEQ_CST);
#       minimality off (that file's seq_cst read-modify-writes end with
#       hwsync, correct but costlier, not the defect under test);
#   arm64-dword-no-writeback.asm  arm64's 14 double-width compare-and-
#       swaps and 5 double-width loads (a compare-and-swap of a guess)
#       with the stxp that writes back a failure's read replaced by
#       nop: without it the read of ldxp/ldaxp is not single-copy atomic
#       (Arm ARM B2.2.1); only the failure path, which a reading of one
#       line of instructions never sees, lacks it;
#   riscv64-lr-aqrl-sc-rl.asm  an exchange as "lr.w.aqrl; sc.w.rl": C11's
#       seq_cst (Table A.6), but no full barrier (CMM_SEQ_CST_FENCE): a
#       later load may pass the sc.rl's write (RVWMO);
#   arm64-lse-ldadda-zr.asm  LDADDA/LDADDAL into WZR/XZR, which give no
#       acquire (Arm ARM C6.2 LDADD; herd7's aarch64.cat).
set -u
LC_ALL=C
export LC_ALL
here=$(dirname "$0")
failed=0

# expect DEFCONFIG FIXTURE "FUNCTIONS" WHAT [OPTION]: the check of
# FIXTURE fails on exactly FUNCTIONS.
expect() {
	out=$(python3 "$here/mapping.py" ${5:-} "$1" \
		"$here/mapping-fixtures/$2.asm")
	rc=$?
	got=$(echo "$out" |
		sed -n "s/^FAIL: mapping check of $1: \(uat_[a-z0-9_]*\): .*/\1/p" |
		sort -u | tr '\n' ' ' | sed 's/ $//')
	want=$(echo "$3" | tr ' ' '\n' | grep . | sort -u | tr '\n' ' ' |
		sed 's/ $//')
	if [ "$rc" -eq 1 ] && [ "$got" = "$want" ]; then
		echo "PASS: mapping check self-test: $2 fails on exactly its" \
		     "$(echo "$want" | wc -w) $4"
		return 0
	fi
	echo "FAIL: mapping check self-test: $2 gave exit $rc, failing" \
	     "functions '$got' (want '$want')"
	echo "$out" | sed 's/^/    /' | head -n 20
	failed=1
	return 1
}

stores="uat_store_1_seq_cst_fence uat_store_2_seq_cst_fence uat_store_4_seq_cst_fence uat_store_8_seq_cst_fence"
if expect ppc64le ppc64le-seq-cst-fence-store-lwsync "$stores" \
	"CMM_SEQ_CST_FENCE stores" --no-minimality; then
	ncorrect=$(echo "$out" | grep -c 'matches no proven mapping of store seq_cst_fence')
	nmono=$(echo "$out" | grep -c 'orders less before its access .* than the weaker uat_store_[1248]_seq_cst ')
	if [ "$ncorrect" -ne 4 ] || [ "$nmono" -ne 4 ]; then
		echo "FAIL: mapping check self-test: ppc64le: $ncorrect" \
		     "correctness and $nmono monotonicity failures of the" \
		     "stores (want 4 and 4)"
		failed=1
	fi
fi

dwords=
for f in cmpxchg_dword try_cmpxchg_dword; do
	for o in relaxed acquire release acq_rel seq_cst seq_cst_fence_sc \
		 seq_cst_fence; do
		dwords="$dwords uat_${f}_16_$o"
	done
done
for o in relaxed consume acquire seq_cst seq_cst_fence; do
	dwords="$dwords uat_load_dword_16_$o"
done
expect arm64 arm64-dword-no-writeback "$dwords" \
	"double-width compare-and-swaps and loads whose failure path lost its write-back"
expect riscv64 riscv64-lr-aqrl-sc-rl "uat_xchg_4_seq_cst_fence" \
	"CMM_SEQ_CST_FENCE exchange by lr.aqrl; sc.rl (its seq_cst twin passes)"
expect arm64_lse arm64-lse-ldadda-zr \
	"uat_fetch_add_4_acquire uat_fetch_add_8_acquire uat_fetch_add_8_seq_cst" \
	"acquiring fetch_adds into the zero register"

# Every defconfig has a table, or a reason for none.
missing=$(python3 -B -c 'import os, sys
sys.path.insert(0, sys.argv[1])
import mapping
for f in sorted(os.listdir(sys.argv[2])):
    d = f[:-len("_defconfig")]
    if f.endswith("_defconfig") and d not in mapping.DEFCONFIG_ISA and \
            d not in mapping.NO_TABLE:
        print(d)' "$here" "$here/../../configs") || missing="(the list failed)"
if [ -z "$missing" ]; then
	echo "PASS: mapping check self-test: every configs/*_defconfig" \
	     "has a mapping table or a reason for none"
else
	echo "FAIL: mapping check self-test: no mapping table, nor a" \
	     "reason for none, for: $(echo $missing)"
	failed=1
fi
exit $failed
