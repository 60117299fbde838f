#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/doc-paths/run.sh - every path of the source tree that
# Documentation/*.md and README.md quote (`...`, in the text or a code
# block) names a file or directory that exists: a moved or deleted file
# leaves no stale pointer behind.  A path is a word that starts with one
# of the tree's top-level directories (arch/, boards/, tests/, ...);
# one with a placeholder (<arch>, $(O), {a,b}) is left out, a glob (*)
# must match something, and a line number (file.h:12) is dropped.
# Prints one PASS:/FAIL: line per document.
set -u
LC_ALL=C
export LC_ALL
src=${UATOMIC_SRCTREE:-$(cd "$(dirname "$0")/../.." && pwd)}
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

cd "$src" || exit 1
# The tree's top-level directories, as the words' first component.
tops=$(for d in */; do printf '%s|' "${d%/}"; done)
tops=${tops%|}

for doc in README.md Documentation/*.md; do
	# The quoted words: inline `code` spans and fenced code blocks.
	paths=$(awk '
		/^```/ { fenced = !fenced; next }
		fenced { print; next }
		{
			line = $0
			while (match(line, /`[^`]+`/)) {
				print substr(line, RSTART + 1, RLENGTH - 2)
				line = substr(line, RSTART + RLENGTH)
			}
		}' "$doc" | tr ' \t"(),;=' '\n\n\n\n\n\n\n\n' |
		sed -e 's/^\.\///' -e 's/[.:]*$//' -e 's/:[0-9][0-9,-]*$//' |
		grep -E "^($tops)(/|\$)" | grep -v '[<>$]' | sort -u)
	missing=
	for p in $paths; do
		case $p in
		*'{'*|*'}'*) continue ;;
		# Not the source tree's: the build's outputs (O=) and the
		# installed tree, whose lib/ and include/ share the names;
		# liburcu's own include/Makefile (migrating-from-liburcu.md).
		lib/*.a|lib/*.so|lib/*.so.*|lib/*.o|lib/pkgconfig/*|lib/cmake/*|\
		include/uatomic|include/uatomic/*|include/*-linux-gnu/*|\
		include/config|include/config/*|include/generated/*|\
		include/Makefile) continue ;;
		esac
		# shellcheck disable=SC2086
		set -- $p
		[ -e "$1" ] || missing="$missing $p"
	done
	[ -z "$missing" ]
	result $? "$doc: every tree path it quotes exists${missing:+ (missing:$missing)}"
done
exit $failed
