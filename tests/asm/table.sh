#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/table.sh OUTDIR - the instruction-count table of
# Documentation/performance.md, in Markdown, from the builds that
# "make asm-update-all" (tests/asm/update-all.sh OUTDIR) left in
# OUTDIR/<defconfig>: per defconfig, each operation at its default order
# on a 4-byte operand as "ours / builtin's" (the builtin at the same C11
# order, plus the contract's fence where it adds one: the count our code
# is held to), then the sum over every function of tests/asm/ops.c.
set -u
out=$1
ops="load_4_relaxed store_4_relaxed cmpxchg_4_seq_cst_fence try_cmpxchg_4_seq_cst_fence xchg_4_seq_cst_fence add_return_4_seq_cst_fence fetch_smax_4_seq_cst_fence add_4_relaxed and_4_relaxed or_4_relaxed inc_4_relaxed dec_4_relaxed store_4_seq_cst cmpxchg_test_4_seq_cst_fence smp_mb"
printf '| defconfig |'
for o in $ops; do
	printf ' %s |' "$(echo "$o" | sed 's/_4_/ /; s/seq_cst_fence/fence/; s/_/ /g')"
done
printf ' all functions | over (excused) |\n|---|'
for o in $ops; do printf -- '---|'; done
printf -- '---|---|\n'
for dir in "$out"/*/; do
	name=$(basename "$dir")
	f=$dir/tests-out/asm/counts.txt
	[ -f "$f" ] || continue
	awk -v name="$name" -v ops="$ops" '
		{ ours[$1] = $2; allowed[$1] = $4; verdict[$1] = $5
		  if ($5 == "libcall" || $5 == "x87") skip++
		  else { so += $2; sa += $4 }
		  if ($5 == "OVER") over++
		  if ($5 == "excused") exc++ }
		END {
			printf "| `%s` |", name
			n = split(ops, o, " ")
			for (i = 1; i <= n; i++) {
				k = o[i]
				if (!(k in ours)) { printf " - |"; continue }
				if (verdict[k] == "libcall")
					printf " %d / call |", ours[k]
				else
					printf " %d / %d |", ours[k], allowed[k]
			}
			printf " %d / %d%s | %d (%d) |\n", so, sa,
				skip ? sprintf(" (+%d not comparable)", skip) : "",
				over, exc
		}' "$f"
done
