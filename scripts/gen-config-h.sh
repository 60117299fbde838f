#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/gen-config-h.sh AUTOCONF_H OUT_H - writes the public
# <urcu/config.h> from kconfig's autoconf.h.  Every symbol is renamed from
# CONFIG_X to UATOMIC_CONFIG_X, so that a firmware project's own CONFIG_*
# symbols never collide with ours (SPEC §1); build-only symbols (toolchain,
# test runner) are left out.  A block at the end gives liburcu's
# CONFIG_RCU_* facts, unless the user opts out.  OUT_H is replaced only when its contents
# change, so that an unchanged configuration rebuilds nothing.
set -eu
in=$1
out=$2
tmp=$out.tmp.$$

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
	cat <<'EOF_COMPAT'

/*
 * The facts liburcu's <urcu/config.h> gives, for programs that test them
 * (liburcu 0.13-0.15 names and meanings).  A project whose own Kconfig
 * might use these names defines UATOMIC_NO_LIBURCU_CONFIG, and no
 * CONFIG_* macro is defined at all.
 */
#ifndef UATOMIC_NO_LIBURCU_CONFIG
# if defined(UATOMIC_CONFIG_SMP) && !defined(CONFIG_RCU_SMP)
#  define CONFIG_RCU_SMP 1
# endif
# if defined(UATOMIC_CONFIG_TLS_COMPILER) && !defined(CONFIG_RCU_TLS)
#  define CONFIG_RCU_TLS __thread
# endif
# if defined(UATOMIC_CONFIG_IMPL_BUILTINS) && \
     !defined(CONFIG_RCU_USE_ATOMIC_BUILTINS)
#  define CONFIG_RCU_USE_ATOMIC_BUILTINS 1
# endif
# if defined(UATOMIC_CONFIG_ARM_V7) && !defined(CONFIG_RCU_ARM_HAVE_DMB)
#  define CONFIG_RCU_ARM_HAVE_DMB 1
# endif
# if defined(UATOMIC_CONFIG_PLATFORM_LINUX) && \
     !defined(CONFIG_RCU_HAVE_CLOCK_GETTIME)
#  define CONFIG_RCU_HAVE_CLOCK_GETTIME 1
# endif
#endif

#endif /* _URCU_CONFIG_H */
EOF_COMPAT
} > "$tmp"

if [ -f "$out" ] && cmp -s "$tmp" "$out"; then
	rm -f "$tmp"
else
	mv -f "$tmp" "$out"
fi
