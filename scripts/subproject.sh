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
#      qemu_mps2_an385_defconfig; a path with a '/' is a defconfig file
#      of the project's own), or with none the host's defconfig of
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
	mkdir -p "$obj"
	stamp=$obj/.subproject-defconfig
	case $defconfig in
	*/*)
		# A file of the project's own (a board's defconfig kept in
		# its tree, or a whole .config): what it does not set takes
		# Kconfig's defaults.
		if [ ! -f "$obj/.config" ] || ! cmp -s "$defconfig" "$stamp"
		then
			cp "$defconfig" "$obj/.config"
			mk olddefconfig >&2
			cp "$defconfig" "$stamp"
		fi
		;;
	*)
		want=${defconfig:-defconfig}
		if [ ! -f "$obj/.config" ] ||
		   [ "$(cat "$stamp" 2> /dev/null)" != "$want" ]; then
			mk "$want" >&2
			echo "$want" > "$stamp"
		fi
		;;
	esac
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
