#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/build/run.sh - the kbuild behaviour users rely on, in a scratch O=
# tree: a second "make" does nothing; a .config change rebuilds what
# depends on it; a header change rebuilds its users; V=1 shows commands;
# an O= tree uses its own .config, never the source tree's.  Prints
# PASS:/FAIL: lines.
set -u
# These builds are the host's generic target: nothing of the calling
# build's command line (make exports it) may reach them.
unset EXTRA_CFLAGS CFLAGS CPPFLAGS LDFLAGS CROSS_COMPILE TEST_RUNNER
scratch=$UATOMIC_OBJTREE/tests-out/build
rm -rf "$scratch"
mkdir -p "$scratch/src/tests"
o=$scratch/o
failed=0

# A copy of the source tree, so that touching its files leaves the real
# one (and its builds) alone.
src=$scratch/src
(cd "$UATOMIC_SRCTREE" && cp -R Kconfig Makefile arch boards include lib scripts \
	configs samples "$src/" && cp -R tests/Makefile tests/include tests/liburcu \
	"$src/tests/")
rm -rf "$src/include/config" "$src/include/generated"

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

mk() {
	make -C "$src" O="$o" "$@" 2>&1
}

mk generic_defconfig > "$scratch/conf.log"
result $? "make O=... generic_defconfig"
mk > "$scratch/first.log"
result $? "make O=... builds"
mk > "$scratch/second.log"
grep -q "Nothing to be done for 'all'" "$scratch/second.log" &&
	! grep -q '^  [A-Z]' "$scratch/second.log"
result $? "a second make does nothing"

# A changed option rebuilds the library (urcu/uatomic-config.h changed) ...
sed -i 's/^# CONFIG_DEBUG_ALIGNMENT is not set$/CONFIG_DEBUG_ALIGNMENT=y/' \
	"$o/.config"
mk > "$scratch/changed.log"
grep -q "CC      lib/" "$scratch/changed.log" &&
	grep -q "UATOMIC_CONFIG_DEBUG_ALIGNMENT 1" \
		"$o/include/generated/urcu/uatomic-config.h"
result $? "a .config change rebuilds the library and urcu/uatomic-config.h"

# ... but rewriting .config without a change rebuilds nothing.
touch "$o/.config"
mk > "$scratch/touched.log"
! grep -q '^  CC' "$scratch/touched.log"
result $? "an unchanged .config (newer mtime) rebuilds nothing"

# A header the library includes is a dependency of its objects.
touch "$src/include/urcu/compiler.h"
mk > "$scratch/header.log"
grep -q "CC      lib/" "$scratch/header.log"
result $? "a changed header rebuilds the objects that include it"

mk V=1 clean > /dev/null
mk V=1 > "$scratch/v1.log"
grep -q -- "-c -o $o/lib/" "$scratch/v1.log"
result $? "V=1 shows the full compiler command"

# The O= tree is generic even when the source tree is configured for
# something else: its own .config decides.
grep -q "^#define UATOMIC_CONFIG_ARCH_GENERIC 1" \
	"$o/include/generated/urcu/uatomic-config.h" && [ ! -e "$o/../.config" ]
result $? "make O=... uses its own .config"

# Beside a source tree configured for x86_64 (the copy, built in place),
# an O= tree configured for generic still builds generic, and an O= tree
# without a .config stops instead of borrowing the source tree's.
make -C "$src" x86_64_defconfig > /dev/null 2>&1 &&
	make -C "$src" > /dev/null 2>&1
result $? "the source tree builds in place"
mk > "$scratch/beside.log"
grep -q "^#define UATOMIC_CONFIG_ARCH_GENERIC 1" \
	"$o/include/generated/urcu/uatomic-config.h" &&
	! grep -q "ARCH_X86_64" "$o/include/generated/urcu/uatomic-config.h" &&
	grep -aq "generic, compiler builtins" "$o/lib/libuatomic.a" &&
	! grep -aq "x86_64, hand-written" "$o/lib/libuatomic.a"
result $? "make O=... beside a configured source tree keeps its own .config"
make -C "$src" O="$scratch/empty" all > "$scratch/empty.log" 2>&1
[ $? -ne 0 ] && grep -q "No configuration in $scratch/empty" \
	"$scratch/empty.log" && [ ! -e "$scratch/empty/lib" ]
result $? "make O=... without a .config stops, never using the source tree's"
exit $failed
