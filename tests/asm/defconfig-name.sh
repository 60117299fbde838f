#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/defconfig-name.sh SRCTREE OBJTREE WORKDIR - prints the name of
# the configs/<name>_defconfig this build's .config is (the one whose
# savedefconfig output it reproduces), or nothing when it is none; exits
# non-zero when savedefconfig fails.  WORKDIR keeps its output (defconfig,
# savedefconfig.log).  Used by tests/asm/golden.sh and tests/herd/run.sh:
# the golden file a build is held to is its defconfig's.
set -u
src=$1 obj=$2 out=$3
(
	unset KCONFIG_AUTOCONFIG KCONFIG_AUTOHEADER KCONFIG_ALLCONFIG CONFIG_
	cd "$obj" && srctree=$src KCONFIG_CONFIG=$obj/.config \
		kconfig-conf -s --savedefconfig="$out/defconfig" "$src/Kconfig"
) > "$out/savedefconfig.log" 2>&1 || {
	echo "kconfig-conf --savedefconfig failed:" \
	     "$(head -n 1 "$out/savedefconfig.log")" >&2
	exit 1
}
for f in "$src"/configs/*_defconfig; do
	if cmp -s "$f" "$out/defconfig"; then
		name=${f##*/}
		echo "${name%_defconfig}"
		break
	fi
done
