#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/mapping-test.sh - a test of the mapping check itself
# (tests/asm/mapping.py), run by tests/asm/golden.sh check: fed the
# ppc64le golden file from before the CMM_SEQ_CST_FENCE store was fixed
# (tests/asm/mapping-fixtures/, "lwsync; stw; hwsync", weaker than the
# seq_cst store's "hwsync; stw"), the check must fail on exactly those
# stores, each on correctness (no proven mapping) and on monotonicity
# (less ordering before the access than CMM_SEQ_CST).  Minimality is off:
# that file's seq_cst read-modify-writes end with hwsync, correct but
# costlier, which is not the defect under test.  Prints one PASS:/FAIL:
# line.
set -u
LC_ALL=C
export LC_ALL
here=$(dirname "$0")
fixture=$here/mapping-fixtures/ppc64le-seq-cst-fence-store-lwsync.asm
want="uat_store_1_seq_cst_fence uat_store_2_seq_cst_fence uat_store_4_seq_cst_fence uat_store_8_seq_cst_fence"

out=$(python3 "$here/mapping.py" --no-minimality ppc64le "$fixture")
rc=$?
got=$(echo "$out" | sed -n 's/^FAIL: mapping check of ppc64le: \(uat_[a-z0-9_]*\): .*/\1/p' |
	sort -u | tr '\n' ' ' | sed 's/ $//')
ncorrect=$(echo "$out" | grep -c 'matches no proven mapping of store seq_cst_fence')
nmono=$(echo "$out" | grep -c 'orders less before its access .* than the weaker uat_store_[1248]_seq_cst ')
if [ "$rc" -eq 1 ] && [ "$got" = "$want" ] && [ "$ncorrect" -eq 4 ] &&
   [ "$nmono" -eq 4 ]; then
	echo "PASS: mapping check self-test: the pre-fix ppc64le file fails" \
	     "on exactly its 4 CMM_SEQ_CST_FENCE stores (correctness and" \
	     "monotonicity)"
	exit 0
fi
echo "FAIL: mapping check self-test: the pre-fix ppc64le file gave exit" \
     "$rc, failing functions '$got' (want '$want'), $ncorrect correctness" \
     "and $nmono monotonicity failures of the stores (want 4 and 4)"
echo "$out" | sed 's/^/    /' | head -n 20
exit 1
