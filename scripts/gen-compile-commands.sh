#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/gen-compile-commands.sh MAKE SRCTREE OBJTREE - prints the
# compile_commands.json of a configured tree for clangd and other tools.
# The commands are the build's own: "make -n -B V=1 all tests" prints
# every compiler command the build would run, with every flag, and each
# C or C++ source file named in one becomes an entry.  Used by
# "make compile_commands.json"; needs no bear and no python.
set -eu
make=$1
src=$2
obj=$3

# shellcheck disable=SC2086
$make -n -B V=1 -C "$src" O="$obj" all tests 2> /dev/null |
	sed -n "s/^echo '  \\(.*\\)'; .*/\\1/p" |
	awk -v dir="$obj" -v src="$src" '
function esc(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
{
	cmd = $0
	n = split(cmd, w, /[ \t]+/)
	for (i = 2; i <= n; i++) {
		if (w[i] !~ /\.(c|cc)$/ || index(w[i], src "/") != 1)
			continue
		if (seen[w[i]]++)
			continue
		printf "%s\n  {\n    \"directory\": \"%s\",\n", \
			(count++ ? "," : "["), esc(dir)
		printf "    \"file\": \"%s\",\n", esc(w[i])
		printf "    \"command\": \"%s\"\n  }", esc(cmd)
	}
}
END { print (count ? "\n]" : "[]") }'
