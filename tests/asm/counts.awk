# SPDX-License-Identifier: MIT
#
# tests/asm/counts.awk - the instruction count of each function of two
# normalised disassemblies (tests/asm/normalise.awk), ours (uat_*) and the
# compiler builtins' (bi_*), set side by side with the count the ordering
# contract allows ours.  Prints "name ours builtin allowed verdict" per
# function; verdict is ok, OVER or libcall (the builtin calls a library
# helper: not inline, nothing to compare).  No-op padding is not counted.
#
# Allowed: the builtin's count at the same C11 order, plus, for
# CMM_SEQ_CST_FENCE (a seq_cst operation followed by a full barrier,
# Documentation/ordering.md), F = the instructions of the builtin's
# seq_cst fence: once for a read-modify-write, twice for a load or store
# (a full barrier on both sides of the access), and for the default
# cmpxchg, fully ordered when it fails too, the fence and a second attempt
# of that path and the compare and branch that choose it (2 * builtin +
# 1 + 2F: the return is shared).  A spin-wait (cond_load) is held to a
# builtin loop whose reads carry those fences already: its count.
# A fully ordered cmpxchg with a seq_cst failure has its trailing fence
# on the success path only: builtin + F + 2, a compare and a branch.
# Sources are (ours builtins) in that order; run with count-line.awk
# (awk -f count-line.awk -f counts.awk), which counts a line.

/^[a-z_0-9]+:$/ {
	cur = substr($0, 1, length($0) - 1)
	if (!(cur in cnt)) {
		cnt[cur] = 0
		order[norder++] = cur
	}
	next
}

cur != "" {
	cnt[cur] += count_line($0)
}

END {
	fence = cnt["bi_smp_mb"] - 1
	if (fence < 0)
		fence = 0
	for (i = 0; i < norder; i++) {
		f = order[i]
		if (f !~ /^uat_/)
			continue
		name = substr(f, 5)
		b = "bi_" name
		if (!(b in cnt)) {
			printf "%s %d - - missing\n", name, cnt[f]
			continue
		}
		if (name ~ /^cond_load_/)
			# Its builtin fences each read itself.
			allowed = cnt[b]
		else if (name ~ /^(load|store)_.*_seq_cst_fence$/)
			allowed = cnt[b] + 2 * fence
		else if (name ~ /^(try_)?cmpxchg(_weak)?_.*_seq_cst_fence$/)
			allowed = 2 * cnt[b] + 1 + 2 * fence
		else if (name ~ /_seq_cst_fence_sc$/)
			allowed = cnt[b] + fence + 2
		else if (name ~ /_seq_cst_fence$/)
			allowed = cnt[b] + fence
		else
			allowed = cnt[b]
		if (b in call)
			verdict = "libcall"
		else if (cnt[f] > allowed)
			verdict = "OVER"
		else
			verdict = "ok"
		printf "%s %d %d %d %s\n", name, cnt[f], cnt[b], allowed, verdict
	}
}
