#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/sparse/run.sh - what sparse must report (contract §6).  A case X.c
# with "/* expect-sparse: TEXT */" lines must draw each TEXT as a warning
# on one of its own lines, and fail under -Wsparse-error; built with
# -DCONTROL (the same code with URCU_FORCE_CAST() or __force casts) it
# must be silent under -Wsparse-error.  A file without such a line is a
# positive test: silent under -Wsparse-error, and compiled with -Werror.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
out=$UATOMIC_OBJTREE/tests-out/sparse
rm -rf "$out"
mkdir -p "$out"

if ! command -v "${UATOMIC_CHECK%% *}" > /dev/null 2>&1; then
	echo "FAIL: sparse runs (UATOMIC_CHECK='$UATOMIC_CHECK' not found:" \
	     "make deps, or apt-get install sparse)"
	exit 1
fi

# sparse FLAGS... FILE: sparse with the build's flags; its output (sparse
# writes warnings to stderr) goes to stdout.
sparse_run() {
	# shellcheck disable=SC2086
	$UATOMIC_CHECK $UATOMIC_CHECKFLAGS $UATOMIC_CFLAGS "$@" 2>&1
}

first_line() {
	line=$(head -n 1 "$1")
	echo "${line:-no output}"
}

negative() {
	src=$1
	name=$2
	texts=$3
	log=$out/$name

	sparse_run "$src" > "$log.out"
	# Each TEXT, reported at a line of the case itself.
	missing=$(echo "$texts" | while IFS= read -r t; do
		grep "^$src:[0-9]*:[0-9]*: " "$log.out" | grep -qF -- "$t" ||
			echo "$t"
	done)
	if [ -n "$missing" ]; then
		echo "FAIL: $name: sparse reports \"$(echo "$missing" |
			head -n 1)\" (not reported; got: $(first_line "$log.out"))"
		return
	fi
	if sparse_run -Wsparse-error "$src" > "$log.werror.out"; then
		echo "FAIL: $name: sparse reports \"$(echo "$texts" |
			head -n 1)\" (but exits 0 under -Wsparse-error)"
		return
	fi
	if ! sparse_run -Wsparse-error -DCONTROL "$src" > "$log.control.out" ||
	   [ -s "$log.control.out" ]; then
		echo "FAIL: $name: sparse reports \"$(echo "$texts" |
			head -n 1)\" (the CONTROL version is not clean:" \
			"$(first_line "$log.control.out"))"
		return
	fi
	echo "PASS: $name: sparse reports \"$(echo "$texts" | head -n 1)\";" \
	     "the CONTROL version is clean"
}

positive() {
	src=$1
	name=$2
	log=$out/$name

	if sparse_run -Wsparse-error "$src" > "$log.out" && [ ! -s "$log.out" ]
	then
		echo "PASS: $name: sparse-clean with -Wsparse-error"
	else
		echo "FAIL: $name: sparse-clean with -Wsparse-error" \
		     "($(first_line "$log.out"))"
	fi
	# shellcheck disable=SC2086
	if $UATOMIC_CC $UATOMIC_CFLAGS -Werror -c "$src" -o "$log.o" \
			> "$log.cc.out" 2>&1; then
		echo "PASS: $name: compiles with -Werror"
	else
		echo "FAIL: $name: compiles with -Werror" \
		     "($(grep -m 1 -E 'error|warning' "$log.cc.out"))"
	fi
}

for src in "$here"/*.c; do
	name=${src##*/}
	name=${name%.c}
	texts=$(sed -n 's|^/\* expect-sparse: \(.*\) \*/$|\1|p' "$src")
	if [ -n "$texts" ]; then
		negative "$src" "$name" "$texts"
	else
		positive "$src" "$name"
	fi
done > "$out/results"

cat "$out/results"
! grep -q '^FAIL: ' "$out/results"
