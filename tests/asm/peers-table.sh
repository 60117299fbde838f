#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/peers-table.sh [--clang] NAME=OBJTREE... - the per-target
# tables of Documentation/performance.md ("The counts, per target"), in
# Markdown, from the summaries "make asm-peers" left in each OBJTREE
# (tests-out/asm/peers/summary.txt): one column per NAME, one row per
# cell, "ours/best" summed over the operand sizes and the peers reaching
# the best (L liburcu, C ck, A ao, G gcc, Gf gcc-f, K clang, Kf clang-f;
# "mixed": a different peer per size), ours in bold where it is more.
# Without --clang, ours by the configuration's compiler against the peers
# it builds; with --clang, ours by clang against the peers clang builds.
set -u
k=0
if [ "${1:-}" = --clang ]; then
	k=1
	shift
fi
[ $# -gt 0 ] || {
	echo "usage: $0 [--clang] NAME=OBJTREE..." >&2
	exit 2
}
for arg in "$@"; do
	f=${arg#*=}/tests-out/asm/peers/summary.txt
	[ -f "$f" ] || {
		echo "$0: $f is missing: run make O=${arg#*=} asm-peers" >&2
		exit 1
	}
done
for arg in "$@"; do
	awk -v name="${arg%%=*}" -v k="$k" '
		# summary.txt: cell ours best which ours.k best.k which.k
		function letters(w,    n, i, p, out) {
			if (w == "mixed")
				return " mixed"
			if (w == "-" || w == "none")
				return ""
			n = split(w, p, ",")
			out = ""
			for (i = 1; i <= n; i++) {
				sub(/\.k$/, "", p[i])
				out = out " " L[p[i]]
			}
			return out
		}
		BEGIN {
			L["liburcu"] = "L"; L["ck"] = "C"; L["ao"] = "A"
			L["gcc"] = "G"; L["gcc-f"] = "Gf"
			L["clang"] = "K"; L["clang-f"] = "Kf"
		}
		{
			o = k ? $5 : $2; b = k ? $6 : $3; w = k ? $7 : $4
			# A total has a best only where every cell has one.
			if ($1 == "total") {
				w = "-"
				if (lacking)
					b = "-"
			} else if (b == "-")
				lacking = 1
			if (o == "-")
				cell = "-"
			else if (b != "-" && o + 0 > b + 0)
				cell = "**" o "**/" b
			else
				cell = o "/" b
			if ($1 != "total" && b != "-")
				cell = cell letters(w)
			print name, $1, cell
		}' "${arg#*=}/tests-out/asm/peers/summary.txt"
done | awk '
	{
		if (!($1 in seen)) {
			seen[$1] = 1
			names[++nn] = $1
		}
		if (!($2 in rowseen)) {
			rowseen[$2] = 1
			rows[++nr] = $2
		}
		v = $3
		for (i = 4; i <= NF; i++)
			v = v " " $i
		c[$1, $2] = v
	}
	END {
		printf "| cell |"
		for (j = 1; j <= nn; j++)
			printf " %s |", names[j]
		printf "\n|---|"
		for (j = 1; j <= nn; j++)
			printf "---|"
		printf "\n"
		for (i = 1; i <= nr; i++) {
			printf "| %s |", rows[i]
			for (j = 1; j <= nn; j++)
				printf " %s |", ((names[j], rows[i]) in c) ? \
					c[names[j], rows[i]] : "-"
			printf "\n"
		}
	}'
