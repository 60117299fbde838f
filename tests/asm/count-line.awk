# SPDX-License-Identifier: MIT
#
# tests/asm/count-line.awk - count_line(line): 1 for an instruction of a
# normalised disassembly (tests/asm/normalise.awk), 0 for a relocation,
# a label or no-op padding; a relocation naming a libatomic or libgcc
# helper (__atomic_*, __sync_*) marks the current function (cur) in
# call[], and any relocation is kept in reloc[cur] (the function refers
# to a symbol: a call, or data such as a lock table).  Shared by
# counts.awk (ours against the builtins) and function-counts.awk (the
# counts of tests/asm/peers.sh, ours against the peer libraries).

function count_line(line) {
	if (line ~ /^\t\t-> /) {
		reloc[cur] = substr(line, 6)
		if (line ~ /-> [^ ]+ (__atomic_|__sync_)/)
			call[cur] = 1
		return 0
	}
	if (line !~ /^\t/)
		return 0
	if (line ~ /^\t(nop|cs nop|data16|xchg %ax,%ax)/)
		return 0
	# x86 padding: "lea 0x0(%esi,%eiz,1),%esi" and the like.
	if (line ~ /^\tlea 0x0\(%[a-z]+(,%[er]iz,1)?\),%[a-z]+$/) {
		src = line
		sub(/^\tlea 0x0\(/, "", src)
		sub(/[,)].*/, "", src)
		if (line ~ (",\\" src "$"))
			return 0
	}
	return 1
}
