#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/gen-config-h.sh AUTOCONF_H OUT_H - writes the public
# <urcu/config.h> from kconfig's autoconf.h.  Every symbol is renamed from
# CONFIG_X to UATOMIC_CONFIG_X, so that a firmware project's own CONFIG_*
# symbols never collide with ours (SPEC §1); build-only symbols (toolchain,
# test runner) are left out.  OUT_H is replaced only when its contents
# change, so that an unchanged configuration rebuilds nothing.
set -eu
in=$1
out=$2
tmp=$out.tmp

{
	echo '/* SPDX-License-Identifier: MIT */'
	echo '/*'
	echo ' * urcu/config.h - the configuration this uatomic was built with,'
	echo ' * generated from .config by scripts/gen-config-h.sh.  Do not edit.'
	echo ' */'
	echo '#ifndef _URCU_CONFIG_H'
	echo '#define _URCU_CONFIG_H'
	echo
	grep '^#define CONFIG_' "$in" |
		grep -v -E '^#define CONFIG_(ARCH_|BOARD_)?(CROSS_COMPILE|TEST_RUNNER) |^#define CONFIG_(GENERIC_CFLAGS|BOARD_DIR) ' |
		sed 's/^#define CONFIG_/#define UATOMIC_CONFIG_/' | LC_ALL=C sort
	echo
	echo '#endif /* _URCU_CONFIG_H */'
} > "$tmp"

if [ -f "$out" ] && cmp -s "$tmp" "$out"; then
	rm -f "$tmp"
else
	mv -f "$tmp" "$out"
fi
