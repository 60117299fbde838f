#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/gen-config-h.sh AUTOCONF_H OUT_H MAJOR MINOR PATCH - writes the
# public <urcu/uatomic-config.h> from kconfig's autoconf.h and the
# version of the top Makefile.  Every symbol is
# renamed from CONFIG_X to UATOMIC_CONFIG_X, so that a firmware project's
# own CONFIG_* symbols never collide with ours; build-only symbols
# (toolchain, test runner) are left out.  It ends by including
# <urcu/uatomic-target.h>, which refuses a compilation whose target
# (CPU, float ABI, byte order) contradicts this configuration's.  The name is not liburcu's
# <urcu/config.h>: a liburcu build has its own generated one on the same
# include path, with its CONFIG_RCU_* facts, and each project's headers
# must find their own.  OUT_H is replaced only when its contents change,
# so that an unchanged configuration rebuilds nothing.
set -eu
in=$1
out=$2
major=$3
minor=$4
patch=$5
tmp=$out.tmp.$$

{
	echo '/* SPDX-License-Identifier: MIT */'
	echo '/*'
	echo ' * urcu/uatomic-config.h - the configuration this uatomic was'
	echo ' * built with, generated from .config by scripts/gen-config-h.sh.'
	echo ' * Do not edit.'
	echo ' */'
	echo '#ifndef _URCU_UATOMIC_CONFIG_H'
	echo '#define _URCU_UATOMIC_CONFIG_H'
	echo
	cat <<EOF
/*
 * The version of these headers: a program tests UATOMIC_VERSION to know
 * that <urcu/uatomic.h> is uatomic's, not liburcu's, and compares it with
 * UATOMIC_VERSION_CODE(major, minor, patch).
 */
#define UATOMIC_VERSION_MAJOR $major
#define UATOMIC_VERSION_MINOR $minor
#define UATOMIC_VERSION_PATCH $patch
#define UATOMIC_VERSION_STRING "$major.$minor.$patch"
#define UATOMIC_VERSION_CODE(major, minor, patch) \\
	(((major) << 16) + ((minor) << 8) + (patch))
#define UATOMIC_VERSION \\
	UATOMIC_VERSION_CODE(UATOMIC_VERSION_MAJOR, UATOMIC_VERSION_MINOR, \\
			     UATOMIC_VERSION_PATCH)

EOF
	grep '^#define CONFIG_' "$in" |
		grep -v -E '^#define CONFIG_(ARCH_|BOARD_)?(CROSS_COMPILE|TEST_RUNNER) |^#define CONFIG_(GENERIC_CFLAGS|BOARD_DIR) ' |
		sed 's/^#define CONFIG_/#define UATOMIC_CONFIG_/' | LC_ALL=C sort
	echo
	echo '/* Refuses a compilation for another target than this one. */'
	echo '#include <urcu/uatomic-target.h>'
	echo
	echo '#endif /* _URCU_UATOMIC_CONFIG_H */'
} > "$tmp"

if [ -f "$out" ] && cmp -s "$tmp" "$out"; then
	rm -f "$tmp"
else
	mv -f "$tmp" "$out"
fi
