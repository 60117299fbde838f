#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/golden-file.sh DEFCONFIG - prints the golden-assembly file
# DEFCONFIG is checked against, relative to the source tree:
# tests/asm/expected/DEFCONFIG.asm, or,
# when tests/asm/same-code maps DEFCONFIG to another defconfig whose code
# is the same, that one's file.  Used by tests/asm/golden.sh and
# tests/model/contract.py.
set -u
name=$1
other=$(awk -v d="$name" '!/^#/ && $1 == d { print $2; exit }' \
	"$(dirname "$0")/same-code")
echo "tests/asm/expected/${other:-$name}.asm"
