# SPDX-License-Identifier: MIT
#
# tests/asm/function-counts.awk - "function count relocation" for each
# function of a normalised disassembly (tests/asm/normalise.awk), the
# relocation "-" where the function refers to no symbol (spaces in it
# as "_").  Run with count-line.awk, which counts a line.

/^[a-z_0-9]+:$/ {
	cur = substr($0, 1, length($0) - 1)
	order[n++] = cur
	cnt[cur] = 0
	next
}

cur != "" {
	cnt[cur] += count_line($0)
}

END {
	for (i = 0; i < n; i++) {
		f = order[i]
		r = (f in reloc) ? reloc[f] : "-"
		gsub(/ /, "_", r)
		print f, cnt[f], r
	}
}
