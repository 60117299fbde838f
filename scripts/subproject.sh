#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/subproject.sh configure|build OBJTREE [DEFCONFIG [CROSS_COMPILE]]
# - the tree's own build run by the top-level meson.build and
# CMakeLists.txt when uatomic is a subproject (Meson's subprojects/ or a
# wrap, CMake's add_subdirectory or FetchContent): the same Kconfig and
# kbuild as "make", in the O= tree OBJTREE of the parent's build
# directory.
#   configure: the configuration DEFCONFIG names (e.g. x86_64_defconfig,
#      qemu_mps2_an385_defconfig), or with none the host's defconfig of
#      "make defconfig"; then "make all", and an install into
#      OBJTREE/stage whose uatomic.pc gives the build's facts, printed as
#      "name=value" lines: version, platform, arch_cflags, libc_cflags.
#      The configuration is written again only when DEFCONFIG changes: a
#      "make O=OBJTREE menuconfig" in between is kept.
#   build: "make all" (the library OBJTREE/lib/libuatomic.a and the
#      header tree OBJTREE/usr/include/uatomic, each rewritten only when
#      its sources change).
# CROSS_COMPILE, when given, is the toolchain prefix; otherwise the
# configuration's.
set -eu
mode=$1
obj=$2
defconfig=${3:-}
cross=${4:-}
src=$(cd "$(dirname "$0")/.." && pwd)

mk() {
	make -s -C "$src" O="$obj" ${cross:+CROSS_COMPILE="$cross"} "$@"
}

case $mode in
configure)
	want=${defconfig:-defconfig}
	if [ ! -f "$obj/.config" ] ||
	   [ "$(cat "$obj/.subproject-defconfig" 2> /dev/null)" != "$want" ]
	then
		mk "$want" >&2
		echo "$want" > "$obj/.subproject-defconfig"
	fi
	mk all >&2
	mk install DESTDIR="$obj/stage" PREFIX=/ > /dev/null
	pc=$obj/stage/lib/pkgconfig/uatomic.pc
	sed -n 's/^Version: /version=/p' "$pc"
	sed -n 's/^\(platform\|arch_cflags\|libc_cflags\)=/&/p' "$pc"
	;;
build)
	mk all
	;;
*)
	echo "usage: $0 configure|build OBJTREE [DEFCONFIG [CROSS_COMPILE]]" >&2
	exit 1
	;;
esac
